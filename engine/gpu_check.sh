#!/usr/bin/env bash
# The engine's GPU check, for a session lent a GPU machine (one run, a few minutes on an H200):
# the conformance cases in bf16, where a batch-1 step's time goes (engine.step_profile; COMPILE=1
# also times it under torch.compile), then the 8B-shape benchmark at batch 1 and 32.
# Results land in $OUT (or bench-results/) as JSON; copy the figures into BENCHMARKS.md.
# CONFORMANCE names the reference checkpoints' folder where ../shared is not beside the checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
OUT="${OUT:-bench-results}"
DEVICE="${DEVICE:-cuda}"
PRESET="${PRESET:-llada-8b}"
CONFORMANCE="${CONFORMANCE:-../shared/conformance}"
mkdir -p "$OUT"
if [ "$DEVICE" = cuda ]; then
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv | tee "$OUT/gpu.txt"
fi
"$PYTHON" -m engine.bf16_conformance --device "$DEVICE" --conformance "$CONFORMANCE" 2>&1 |
    tee "$OUT/bf16_conformance.txt"
"$PYTHON" -m engine.step_profile --device "$DEVICE" --preset "$PRESET" ${COMPILE:+--compile} \
    --json "$OUT/step-profile-$PRESET.json" 2>&1 | tee "$OUT/step-profile-$PRESET.txt"
"$PYTHON" -m engine.bench --device "$DEVICE" --preset "$PRESET" --prompt 512 --step-prompt 512 \
    --batch-prompt 512 --gen 128 --block 32 --batches 1,32 --repeats 5 --graphs \
    --json "$OUT/engine-$PRESET.json" 2>&1 | tee "$OUT/bench-$PRESET.txt"
