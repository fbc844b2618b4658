from __future__ import annotations

import pytest
from conftest import reference

from engine.params import SamplingParams, resolve

PARAMS = SamplingParams(max_new_tokens=64, threshold=0, tokens_per_step=2)


def decode(engine, prompt: list[int], cache: str, refresh: str) -> tuple[list[int], int]:
    scheduler = engine.scheduler(cache=cache, refresh=refresh)
    request = scheduler.submit(prompt, resolve(PARAMS, engine.block_length))
    list(scheduler.run())
    return request.output_ids, request.passes


@pytest.mark.parametrize("cache", ["prefix", "dual"])
def test_a_cache_refreshed_at_every_step_gives_the_tokens_of_no_cache(engines, family, cache):
    prompt = reference(family)["generation"][0]["prompt_ids"][0]
    expected, passes = decode(engines[family], prompt, "none", "block")
    tokens, cached_passes = decode(engines[family], prompt, cache, "step")
    assert tokens == expected
    assert cached_passes == 2 * passes


def test_block_refresh_runs_one_pass_per_step(engines):
    prompt = reference("llada")["generation"][0]["prompt_ids"][0]
    _, passes = decode(engines["llada"], prompt, "dual", "block")
    assert passes == 32
