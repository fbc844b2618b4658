"""The trainer runs a few steps of both stages on a tiny config (never a real training here)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
import torch

from assistant.corpus import TAUGHT_PLANS, read_plans
from engine import Engine, SamplingParams
from engine.loading import load_model
from engine.train import (
    CALIBRATION_STEPS,
    IGNORE,
    MULTIPLE,
    StepBatches,
    TrainConfig,
    diffusion_batch,
    encode_pairs,
    model_config,
    prepare_tokenizer,
    train,
)

TINY = TrainConfig(
    steps=3,
    batch=4,
    hidden=32,
    layers=1,
    heads=2,
    intermediate=64,
    vocab=320,
    tokenizer_examples=200,
)


@pytest.fixture(scope="module")
def ar_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    run = tmp_path_factory.mktemp("ar")
    train(TINY, run, log=lambda line: None)
    return run


def test_the_ar_stage_exports_a_folder_the_engine_loads(ar_run: Path) -> None:
    engine = Engine.load(ar_run / "model")
    assert engine.config.family == "dream"
    assert engine.config.mask_token_id != engine.config.pad_token_id
    completion = engine.generate(
        [{"role": "user", "content": "hi"}], SamplingParams(max_new_tokens=8, tokens_per_step=4)
    )
    assert completion.model_passes >= 1


def test_the_diffusion_stage_starts_from_the_ar_run(ar_run: Path, tmp_path: Path) -> None:
    cfg = replace(TINY, stage="diffusion")
    model = train(cfg, tmp_path / "dlm", init=ar_run, log=lambda line: None)
    assert (tmp_path / "dlm" / "model" / "model.safetensors").is_file()
    assert model.config.vocab_size == TINY.vocab
    # The folder says which reply plans its model was taught (the assistant asks for no other).
    assert read_plans(tmp_path / "dlm" / "model") == TAUGHT_PLANS


def test_a_shipped_model_folder_is_fine_tuned_from_its_own_weights(
    ar_run: Path, tmp_path: Path
) -> None:
    shipped = load_model(ar_run / "model")
    cfg = replace(TINY, stage="diffusion", steps=1, lr=1e-9, warmup=1)
    tuned = train(cfg, tmp_path / "tuned", init=ar_run / "model", log=lambda line: None)
    # A near-zero learning rate: the weights are still the folder's (bf16 there).
    for name, weight in shipped.state_dict().items():
        torch.testing.assert_close(tuned.state_dict()[name], weight, atol=1e-6, rtol=1e-6)
    with pytest.raises(ValueError, match="does not match"):
        train(replace(cfg, hidden=48), tmp_path / "other", init=ar_run / "model")


def test_a_stopped_run_resumes_where_it_left_off(ar_run: Path, tmp_path: Path) -> None:
    lines: list[str] = []
    train(replace(TINY, steps=4), ar_run, log=lines.append)
    assert "resumed at step 3" in lines


def test_batches_are_deterministic_for_a_seed_and_step(ar_run: Path) -> None:
    tokenizer = prepare_tokenizer(ar_run, TINY, None)
    assert encode_pairs(tokenizer, 5, TINY) == encode_pairs(tokenizer, 5, TINY)
    assert encode_pairs(tokenizer, 5, TINY) != encode_pairs(tokenizer, 6, TINY)


def test_a_diffusion_row_looks_like_the_engines_canvas_mid_answer(ar_run: Path) -> None:
    tokenizer = prepare_tokenizer(ar_run, TINY, None)
    config = model_config(TINY, tokenizer)
    pairs = encode_pairs(tokenizer, 0, TINY)
    canvas, labels, keys = diffusion_batch(pairs, config, TINY, torch.Generator().manual_seed(0))
    assert canvas.shape[1] % MULTIPLE == 0
    for row, (prompt, answer) in enumerate(pairs):
        assert canvas[row, : len(prompt)].tolist() == prompt
        supervised = (labels[row] != IGNORE).nonzero().flatten() + 1  # Dream's shift
        assert len(supervised) >= 1
        block_start = len(prompt) + (supervised[0] - len(prompt)) // MULTIPLE * MULTIPLE
        block_end = block_start + MULTIPLE
        assert int(supervised[-1]) < block_end
        # Supervised positions are masked; everything after the block is masked too.
        assert bool((canvas[row, supervised] == config.mask_token_id).all())
        real = int(keys[row].sum())
        assert bool((canvas[row, block_end:real] == config.mask_token_id).all())
        # Before the block the answer is clean.
        assert (
            canvas[row, len(prompt) : block_start].tolist() == answer[: block_start - len(prompt)]
        )


def test_batch_workers_build_the_same_batches_as_the_trainer_itself(ar_run: Path) -> None:
    tokenizer = prepare_tokenizer(ar_run, TINY, None)
    batches = StepBatches(
        replace(TINY, stage="diffusion"), ar_run / "tokenizer", model_config(TINY, tokenizer)
    )
    loader = torch.utils.data.DataLoader(batches, batch_size=None, sampler=[1, 2], num_workers=1)
    for step, parts in zip([1, 2], loader, strict=True):
        for built, here in zip(parts, batches[step], strict=True):
            assert all(torch.equal(a, b) for a, b in zip(built, here, strict=True))


def test_a_time_budget_sets_the_steps_and_records_them(tmp_path: Path) -> None:
    lines: list[str] = []
    cfg = replace(TINY, steps=10_000, warmup=CALIBRATION_STEPS + 1)
    train(cfg, tmp_path / "run", log=lines.append, minutes=0.001)
    recorded = json.loads((tmp_path / "run" / "train_config.json").read_text())["steps"]
    assert CALIBRATION_STEPS < recorded < 10_000
    assert any(f"{recorded} steps fill" in line for line in lines)
    assert (tmp_path / "run" / "model" / "model.safetensors").is_file()


def test_complementary_masking_supervises_every_position_of_the_block_once(ar_run: Path) -> None:
    tokenizer = prepare_tokenizer(ar_run, TINY, None)
    cfg = replace(TINY, complementary=1)
    config = model_config(cfg, tokenizer)
    pairs = encode_pairs(tokenizer, 0, cfg)
    canvas, labels, keys = diffusion_batch(pairs, config, cfg, torch.Generator().manual_seed(0))
    supervised = labels != IGNORE
    row = 0
    for _ in pairs:
        if int(supervised[row].sum()) == MULTIPLE:  # a fully masked block has no complement
            row += 1
            continue
        first, second = supervised[row], supervised[row + 1]
        assert not bool((first & second).any())
        assert int((first | second).sum()) == MULTIPLE
        assert torch.equal(keys[row], keys[row + 1])
        row += 2
    assert row == canvas.shape[0] > len(pairs)


def test_suffix_rows_mask_the_block_from_a_point_to_its_end(ar_run: Path) -> None:
    tokenizer = prepare_tokenizer(ar_run, TINY, None)
    cfg = replace(TINY, batch=16, suffix_share=1.0)
    config = model_config(cfg, tokenizer)
    pairs = encode_pairs(tokenizer, 0, cfg)
    canvas, labels, _ = diffusion_batch(pairs, config, cfg, torch.Generator().manual_seed(0))
    starts = set()
    for row, (prompt, _answer) in enumerate(pairs):
        supervised = (labels[row] != IGNORE).nonzero().flatten() + 1  # Dream's shift
        block_start = len(prompt) + (supervised[0] - len(prompt)) // MULTIPLE * MULTIPLE
        # One run of masks from inside the block to its end, everything before it clean.
        assert supervised.tolist() == list(range(int(supervised[0]), block_start + MULTIPLE))
        assert config.mask_token_id not in canvas[row, : int(supervised[0])].tolist()
        starts.add(int(supervised[0]) - block_start)
    assert len(starts) > 3  # the clean prefix's length varies
