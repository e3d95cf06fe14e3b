#!/usr/bin/env bash
# The GPU half of issue 10, item 3: run on a machine with one NVIDIA GPU (about 8 minutes).
#
#   scripts/gpu_fidelity.sh EXPORT_DIR OUT_DIR [BUDGET_SECONDS]
#
# EXPORT_DIR is what `tag bench fidelity --device gpu --export EXPORT_DIR` wrote here (pieces/ and the
# single-device programs under programs/*-single). On the GPU machine:
# 1. scripts/gpu_fidelity.py measures the micro-benchmarks, the fixed-cost probes and every piece (jax +
#    numpy only) into OUT_DIR/measured.json (log: OUT_DIR/measure.log), each compiled HLO gzipped into
#    OUT_DIR/hlo/ (the scorer counts XLA's kernels there: bring the folder back with measured.json);
# 2. `tag run` runs each model's single-device program (every op group on GPU 0) for 20 steps
#    (OUT_DIR/runs.txt): the whole path on a GPU, step times against `tag simulate`'s step.
# Environment: GPU_XLA_FLAGS (XLA flags for both stages, e.g. a shared autotuning cache), PREVIOUS=FILE (an earlier measured.json: its micro-benchmarks and pieces are kept, the
# others measured; a first run that ran out of time), COMPILE_SHARE (default 0.45), PROGRAMS (a glob
# under programs/, default '*-single'), RUN_TIMEOUT (seconds per `tag run`, default 75); wheels in .whl/
# (e.g. pymetis, which `tag run` imports and the GPU image lacks) are installed first.
# Back here: `tag bench fidelity --device gpu --pieces EXPORT_DIR --measured OUT_DIR/measured.json
#   --runs OUT_DIR/runs.txt`.
set -u
cd "$(dirname "$0")/.."
EXP=$1
OUT=$2
BUDGET=${3:-300}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 JAX_PLATFORMS=${JAX_PLATFORMS:-cuda}
# XLA_FLAGS here are this VM's (8 CPU devices); GPU_XLA_FLAGS, if given, are the GPU run's own
if [ -n "${GPU_XLA_FLAGS:-}" ]; then export XLA_FLAGS=$GPU_XLA_FLAGS; else unset XLA_FLAGS; fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
if ls .whl/*.whl >/dev/null 2>&1; then
    python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
        && export PYTHONPATH=/tmp/site
fi
python3 scripts/gpu_fidelity.py "$EXP/pieces" "$OUT/measured.json" --budget "$BUDGET" \
    --compile-share "${COMPILE_SHARE:-0.45}" ${PREVIOUS:+--previous "$PREVIOUS"} 2>&1 | tee "$OUT/measure.log"
: > "$OUT/runs.txt"
for folder in "$EXP"/programs/${PROGRAMS:-*-single}; do
    [ -d "$folder" ] || continue
    name=$(basename "$folder")
    echo "== $name" | tee -a "$OUT/runs.txt"
    start=$(date +%s)
    timeout "${RUN_TIMEOUT:-75}" python3 -m tag.cli run "$folder" --steps 20 >> "$OUT/runs.txt" 2>&1
    echo "== $name rc $? ($(( $(date +%s) - start )) s)" | tee -a "$OUT/runs.txt"
done
tail -n 3 "$OUT/runs.txt"
# the device tool brings back a bounded number of files: the compiled HLO also as one tar (untar it beside
# measured.json here: `tar xf hlo.tar`)
if [ -d "$OUT/hlo" ]; then tar cf "$OUT/hlo.tar" -C "$OUT" hlo; fi
