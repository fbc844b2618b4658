#!/usr/bin/env bash
# The engine's GPU check, for a session lent a GPU machine (one run, a few minutes on an H200):
# the conformance cases in bf16, then the 8B-shape benchmark at batch 1 and 32.
# Results land in $OUT (or bench-results/) as JSON; copy the figures into BENCHMARKS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
OUT="${OUT:-bench-results}"
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv | tee "$OUT/gpu.txt"
"$PYTHON" -m engine.bf16_conformance --device cuda 2>&1 | tee "$OUT/bf16_conformance.txt"
"$PYTHON" -m engine.bench --device cuda --preset llada-8b --prompt 512 --step-prompt 512 \
    --batch-prompt 512 --gen 256 --block 32 --batches 1,32 --repeats 10 \
    --json "$OUT/engine-llada-8b.json" 2>&1 | tee "$OUT/bench-llada-8b.txt"
