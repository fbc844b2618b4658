from __future__ import annotations

import pytest
import torch
from conftest import reference

LLADA_SETTINGS = ("steps", "gen_length", "block_length", "temperature", "cfg_scale", "remasking")
DREAM_SETTINGS = ("steps", "max_new_tokens", "alg", "alg_temp", "temperature", "top_p", "top_k")


def runs(family: str) -> list[dict]:
    return reference(family)["generation"]


def run_reference(engine, family: str, run: dict) -> tuple[list, list]:
    names = LLADA_SETTINGS if family == "llada" else DREAM_SETTINGS
    params = {name: run["settings"][name] for name in names}
    mask = run["attention_mask"]
    history: list[torch.Tensor] = []
    output = engine.generate_ids(
        torch.tensor(run["prompt_ids"]),
        None if mask is None else torch.tensor(mask),
        history=history,
        **params,
    )
    return output.tolist(), [state.tolist() for state in history]


@pytest.mark.parametrize("run", runs("llada"), ids=lambda run: run["name"])
def test_llada_generation_matches_token_for_token(engines, run):
    output, trajectory = run_reference(engines["llada"], "llada", run)
    assert output == run["output_ids"]
    assert trajectory == run["trajectory"]


@pytest.mark.parametrize("run", runs("dream"), ids=lambda run: run["name"])
def test_dream_generation_matches_token_for_token(engines, run):
    output, trajectory = run_reference(engines["dream"], "dream", run)
    assert output == run["output_ids"]
    assert trajectory == run["trajectory"]


def test_dream_inherits_top_k_50_when_not_passed(engines):
    run = next(r for r in runs("dream") if r["name"] == "gen_entropy_steps16")
    output = engines["dream"].generate_ids(
        torch.tensor(run["prompt_ids"]), max_new_tokens=32, steps=16, alg="entropy"
    )
    assert output.tolist() == run["output_ids"]


def test_unknown_reference_parameter_is_refused(engines):
    with pytest.raises(TypeError, match="max_new_tokens"):
        engines["llada"].generate_ids(torch.tensor([[128, 5]]), max_new_tokens=8)
