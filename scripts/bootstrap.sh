# Sourced by scripts/plan and scripts/test: make sure .venv exists and holds TAG (editable) with its
# test, IREE and torch extras. Re-installs only when pyproject.toml or this file changed since the last install.
set -euo pipefail
TAG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${TAG_VENV:-$TAG_ROOT/.venv}"
PYTHON_BIN="${PYTHON:-python3}"

if ! "$PYTHON_BIN" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
  echo "error: TAG needs Python >= 3.11 (set PYTHON=/path/to/python3.11)" >&2
  exit 1
fi
if [ ! -x "$VENV/bin/python" ]; then
  echo "[bootstrap] creating virtualenv $VENV" >&2
  "$PYTHON_BIN" -m venv "$VENV"
fi
stamp="$VENV/.tag-installed"
want="$(cat "$TAG_ROOT/pyproject.toml" "$TAG_ROOT/scripts/bootstrap.sh" | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  free_kib="$(df -Pk "$(dirname "$VENV")" | awk 'NR == 2 {print $4}')"
  if [ -n "$free_kib" ] && [ "$free_kib" -lt 3500000 ]; then   # the environment takes about 2.8 GB
    echo "error: $(dirname "$VENV"): $((free_kib / 1024)) MB free; installing TAG's environment needs about 3.5 GB" >&2
    exit 1
  fi
  echo "[bootstrap] installing TAG and its test dependencies into $VENV (first run takes a minute or two)" >&2
  "$VENV/bin/python" -m pip install --quiet --no-cache-dir --disable-pip-version-check --upgrade pip >&2
  # torch first and exactly: the CPU wheel (a looser spec can pull a multi-GB CUDA build).
  "$VENV/bin/python" -m pip install --quiet --no-cache-dir --disable-pip-version-check "torch==2.13.0" >&2
  "$VENV/bin/python" -m pip install --quiet --no-cache-dir --disable-pip-version-check -e "$TAG_ROOT[test,iree,torch]" >&2
  # keras-hub's declared dependencies drag in TensorFlow; its backbones need only keras + regex + tokenizers.
  "$VENV/bin/python" -m pip install --quiet --no-cache-dir --disable-pip-version-check --no-deps "keras-hub==0.32.0" >&2
  echo "$want" > "$stamp"
fi
export PATH="$VENV/bin:$PATH"
