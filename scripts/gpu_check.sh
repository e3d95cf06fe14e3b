#!/usr/bin/env bash
# GPU check for `tag run` (issue 14), prepared for a machine with NVIDIA GPUs; not run yet (no GPU
# was available when it was written). Budget: about 10 minutes.
#
#   scripts/gpu_check.sh [OUT_DIR]
#
# 1. plans the small transformer on a one-machine topology with as many GPUs as nvidia-smi lists
#    (falls back to 1), applies the plan and runs it on XLA GPU devices with --check (NCCL
#    collectives between the GPUs), printing the step times;
#    with an even number of GPUs >= 2, the same with `--processes 2` (each process its half of the GPUs);
# 2. compiles the program's single-device pieces with IREE for CUDA (`tag compile`);
# 3. prints the lines to paste into docs/run.md. Exit status: non-zero on any failure or a
#    DISAGREE verdict.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-/tmp/tag-gpu-check}
rm -rf "$OUT" && mkdir -p "$OUT"
export JAX_PLATFORMS=cuda
GPUS=$(nvidia-smi --list-gpus 2>/dev/null | wc -l || true)
GPUS=${GPUS:-1}
if [ "$GPUS" -lt 1 ]; then GPUS=1; fi
NAME=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || echo unknown)
echo "GPUs: $GPUS x $NAME"
cat > "$OUT/topology.yaml" <<EOF
name: gpu-host
machines:
  - {name: host, gpu: A100-40GB, count: $GPUS, intra_gbps: 2400, nic_gbps: 100}
EOF
timeout 300 python -m tag.cli plan transformer --small --topology "$OUT/topology.yaml" --budget-seconds 60 \
    --baselines dp --out "$OUT/plan"
timeout 120 python -m tag.cli apply "$OUT/plan/annotated.mlir" --topology "$OUT/topology.yaml" --out "$OUT/prog"
timeout 300 python -m tag.cli run "$OUT/prog" --steps 5 --check | tee "$OUT/run.txt"
if [ "$GPUS" -ge 2 ] && [ $((GPUS % 2)) -eq 0 ]; then
    # the local launcher on a GPU host: each of 2 processes gets half of the GPUs (JAX_LOCAL_DEVICE_IDS)
    timeout 300 python -m tag.cli run "$OUT/prog" --processes 2 --steps 5 --check | tee "$OUT/run2.txt"
fi
timeout 120 python -m tag.cli compile "$OUT/prog" --target cuda --out "$OUT/cuda" | tee "$OUT/compile.txt"
echo
echo "For docs/run.md (GPU: $GPUS x $NAME, $(date -u +%Y-%m-%d)):"
grep -E "^step [0-9]+:|runs (AGREE|DISAGREE)" "$OUT/run.txt"
if [ -f "$OUT/run2.txt" ]; then echo "2 processes:"; grep -E "^step [0-9]+:|runs (AGREE|DISAGREE)" "$OUT/run2.txt"; fi
cat "$OUT/compile.txt"
