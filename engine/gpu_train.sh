#!/usr/bin/env bash
# Train frontdesk-small on a GPU host, where minutes do what hours do on the 2-core CPUs: the ar
# stage, then the diffusion stage beside the ar twin's continued training (the same batches, the
# same steps), each stage sized to a time budget. The exported folders land in $RUNS/*/model;
# the weights and the logs are copied to $OUT for the session to fetch.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
RUNS="${RUNS:-/tmp/frontdesk-runs}"
OUT="${OUT:-bench-results}"
DEVICE="${DEVICE:-cuda}"
AR_MINUTES="${AR_MINUTES:-2.5}"
DLM_MINUTES="${DLM_MINUTES:-3}"
WORKERS="${WORKERS:-6}"
# SIZE and TOKENIZER may be set by the caller: a smaller model to try the script on a CPU, and
# a tokenizer folder built beforehand (else the ar stage builds one from the corpus).
read -r -a SIZE <<<"${SIZE:---hidden 320 --layers 6 --heads 5 --intermediate 640}"
COMMON=(--device "$DEVICE" --batch 128 --micro-batches 2 --warmup 60 --checkpoint-minutes 1)
mkdir -p "$RUNS" "$OUT"
if [ -n "${TOKENIZER:-}" ] && [ ! -d "$RUNS/ar/tokenizer" ]; then
    mkdir -p "$RUNS/ar" && cp -r "$TOKENIZER" "$RUNS/ar/tokenizer"
fi
"$PYTHON" -m engine.train --stage ar --run "$RUNS/ar" "${COMMON[@]}" "${SIZE[@]}" \
    --workers $((WORKERS * 2)) --minutes "$AR_MINUTES" --lr 2e-3 --seed 0 >"$RUNS/ar.log" 2>&1
tail -n 3 "$RUNS/ar.log"
"$PYTHON" -m engine.train --stage diffusion --run "$RUNS/dlm" --init "$RUNS/ar" "${COMMON[@]}" \
    "${SIZE[@]}" --workers "$WORKERS" --minutes "$DLM_MINUTES" --lr 1e-3 --seed 1 \
    >"$RUNS/dlm.log" 2>&1 &
"$PYTHON" -m engine.train --stage ar --run "$RUNS/ar2" --init "$RUNS/ar" "${COMMON[@]}" \
    "${SIZE[@]}" --workers "$WORKERS" --minutes "$DLM_MINUTES" --lr 1e-3 --seed 1 \
    >"$RUNS/ar2.log" 2>&1 &
wait
tail -n 3 "$RUNS/dlm.log" "$RUNS/ar2.log"
cp "$RUNS/dlm/model/model.safetensors" "$OUT/frontdesk-small.safetensors"
cp "$RUNS/ar2/model/model.safetensors" "$OUT/frontdesk-small-ar.safetensors"
tar -czf "$OUT/train-runs.tar.gz" -C "$RUNS" --exclude='*.safetensors' --exclude='*.pt' .
