#!/usr/bin/env bash
# Train frontdesk-small on a GPU host, where minutes do what hours do on the 2-core CPUs: the ar
# stage, then the diffusion stage beside the ar twin's continued training (the same batches),
# then both again at a lower learning rate; each part sized to a time budget (the steps it chose
# are in each run's train_config.json). The exported folders land in $RUNS/*/model; the weights
# and the logs are copied to $OUT for the session to fetch.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python}"
RUNS="${RUNS:-/tmp/frontdesk-runs}"
OUT="${OUT:-bench-results}"
DEVICE="${DEVICE:-cuda}"
AR_MINUTES="${AR_MINUTES:-2.5}"
DLM_MINUTES="${DLM_MINUTES:-3}"
LOW_LR_MINUTES="${LOW_LR_MINUTES:-4}"
WORKERS="${WORKERS:-6}"
# Each diffusion row also with the complementary mask (the shipped checkpoint had 0).
COMPLEMENTARY="${COMPLEMENTARY:-1}"
# The share of diffusion rows masked from a point to the block's end, as left-to-right decoding
# (the small model's default since session 4) shows a block; see engine/train.py.
SUFFIX_SHARE="${SUFFIX_SHARE:-0}"
# The share of examples that are understanding (the rest replies); the corpus's own is 0.5.
UNDERSTAND_SHARE="${UNDERSTAND_SHARE:-0.5}"
# SIZE and TOKENIZER may be set by the caller: a smaller model to try the script on a CPU, and
# a tokenizer folder built beforehand (else the ar stage builds one from the corpus).
read -r -a SIZE <<<"${SIZE:---hidden 320 --layers 6 --heads 5 --intermediate 640}"
COMMON=(--device "$DEVICE" --batch 128 --micro-batches 2 --warmup 60 --checkpoint-minutes 1
    --understand-share "$UNDERSTAND_SHARE")
mkdir -p "$RUNS" "$OUT"
if [ -n "${TOKENIZER:-}" ] && [ ! -d "$RUNS/ar/tokenizer" ]; then
    mkdir -p "$RUNS/ar" && cp -r "$TOKENIZER" "$RUNS/ar/tokenizer"
fi
"$PYTHON" -m engine.train --stage ar --run "$RUNS/ar" "${COMMON[@]}" "${SIZE[@]}" \
    --workers $((WORKERS * 2)) --minutes "$AR_MINUTES" --lr 2e-3 --seed 0 >"$RUNS/ar.log" 2>&1
tail -n 3 "$RUNS/ar.log"
# The diffusion model and its ar twin: two trainings on one GPU at once, each with half the
# batch workers, on the same batches (the same seed).
side_by_side() {  # $1 $2: the runs to start from, $3 $4: the new runs, $5 minutes, $6 lr, $7 seed
    "$PYTHON" -m engine.train --stage diffusion --run "$RUNS/$3" --init "$RUNS/$1" \
        "${COMMON[@]}" "${SIZE[@]}" --workers "$WORKERS" --minutes "$5" --lr "$6" --seed "$7" \
        --complementary "$COMPLEMENTARY" --suffix-share "$SUFFIX_SHARE" >"$RUNS/$3.log" 2>&1 &
    "$PYTHON" -m engine.train --stage ar --run "$RUNS/$4" --init "$RUNS/$2" \
        "${COMMON[@]}" "${SIZE[@]}" --workers "$WORKERS" --minutes "$5" --lr "$6" --seed "$7" \
        >"$RUNS/$4.log" 2>&1 &
    wait
    tail -n 2 "$RUNS/$3.log" "$RUNS/$4.log"
}
side_by_side ar ar dlm ar2 "$DLM_MINUTES" 1e-3 1
side_by_side dlm ar2 dlm2 ar3 "$LOW_LR_MINUTES" 5e-4 2
cp "$RUNS/dlm2/model/model.safetensors" "$OUT/frontdesk-small.safetensors"
cp "$RUNS/ar3/model/model.safetensors" "$OUT/frontdesk-small-ar.safetensors"
# The reply plans the corpus taught them: ship it beside the weights (engine.train wrote it).
cp "$RUNS/dlm2/model/plans.json" "$OUT/plans.json"
tar -czf "$OUT/train-runs.tar.gz" -C "$RUNS" --exclude='*.safetensors' --exclude='*.pt' .
