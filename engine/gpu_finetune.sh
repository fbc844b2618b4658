#!/usr/bin/env bash
# Fine-tune the shipped pair (frontdesk-small and its autoregressive twin) side by side on a GPU
# host, on the same batches, at a fine-tune's learning rate: minutes there are the many hours of
# data that the 2-core CPUs' fine-tunes never reached. Weights and logs land in $OUT; evaluate
# them on the CPU (engine.evaluate, bench_understanding) before shipping either.
# STEPS replaces the time budget (a short run to try the script on a CPU).
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
RUNS="${RUNS:-/tmp/frontdesk-finetune}"
OUT="${OUT:-bench-results}"
DEVICE="${DEVICE:-cuda}"
MINUTES="${MINUTES:-4}"
WORKERS="${WORKERS:-7}"
LR="${LR:-3e-4}"
SEED="${SEED:-20}"
BATCH="${BATCH:-128}"
SUFFIX_SHARE="${SUFFIX_SHARE:-0.5}"
UNDERSTAND_SHARE="${UNDERSTAND_SHARE:-0.7}"
if [ -n "${STEPS:-}" ]; then BUDGET=(--steps "$STEPS"); else BUDGET=(--minutes "$MINUTES"); fi
COMMON=(--device "$DEVICE" --batch "$BATCH" --micro-batches 2 --warmup 60 --checkpoint-minutes 1
    --lr "$LR" --seed "$SEED" --understand-share "$UNDERSTAND_SHARE" --workers "$WORKERS"
    --hidden 320 --layers 6 --heads 5 --intermediate 640 "${BUDGET[@]}")
mkdir -p "$RUNS" "$OUT"
"$PYTHON" -m engine.train --stage diffusion --run "$RUNS/dlm" --init engine/models/frontdesk-small \
    "${COMMON[@]}" --complementary 1 --suffix-share "$SUFFIX_SHARE" >"$RUNS/dlm.log" 2>&1 &
"$PYTHON" -m engine.train --stage ar --run "$RUNS/ar" --init engine/models/frontdesk-small-ar \
    "${COMMON[@]}" >"$RUNS/ar.log" 2>&1 &
wait
tail -n 3 "$RUNS/dlm.log" "$RUNS/ar.log"
cp "$RUNS/dlm/model/model.safetensors" "$OUT/frontdesk-small.safetensors"
cp "$RUNS/ar/model/model.safetensors" "$OUT/frontdesk-small-ar.safetensors"
cp "$RUNS/dlm/model/plans.json" "$OUT/plans.json"
tar -czf "$OUT/finetune-runs.tar.gz" -C "$RUNS" --exclude='*.safetensors' --exclude='*.pt' .
