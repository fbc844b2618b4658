from __future__ import annotations

from engine import Engine
from engine.params import EFFORT_TABLE, SamplingParams, resolve
from engine.scheduler import Scheduler

PROMPT = [128, 100, 427, 232, 474, 321, 500, 197, 172, 167, 296, 404]


def decode(scheduler: Scheduler, params: SamplingParams, block_length: int = 8):
    request = scheduler.submit(PROMPT, resolve(params, block_length))
    list(scheduler.run())
    return request


def test_a_low_threshold_commits_a_whole_block_per_pass(engines):
    scheduler = Scheduler(engines["llada"].model, block_length=8)
    request = decode(scheduler, SamplingParams(max_new_tokens=32, threshold=1e-6))
    assert len(request.output_ids) == 32
    assert request.passes == 4


def test_an_unreachable_threshold_still_commits_one_token_per_pass(engines):
    scheduler = Scheduler(engines["llada"].model, block_length=8)
    params = SamplingParams(max_new_tokens=32, threshold=0.999999, tokens_per_step=1)
    assert decode(scheduler, params).passes == 32


def test_generation_stops_at_end_of_text_without_filling_the_rest(engines):
    model = engines["llada"].model
    full = decode(
        Scheduler(model, block_length=8), SamplingParams(max_new_tokens=64, effort="high")
    )
    stop_token = full.output_ids[9]
    first = full.output_ids.index(stop_token)
    stopped = decode(
        Scheduler(model, block_length=8, stop_ids=[stop_token]),
        SamplingParams(max_new_tokens=64, effort="high"),
    )
    assert stopped.finish_reason == "stop"
    assert stopped.output_ids == full.output_ids[:first]
    assert stopped.passes < full.passes


def test_effort_maps_to_a_threshold_and_a_pass_budget():
    assert resolve(SamplingParams(effort="high"), 32).steps_per_block == 32
    assert resolve(SamplingParams(effort="low"), 32).steps_per_block == 8
    assert resolve(SamplingParams(effort="medium"), 32).threshold == EFFORT_TABLE["medium"][0]
    assert resolve(SamplingParams(threshold=0), 32).threshold is None


def test_lower_effort_spends_fewer_passes(engines):
    engine = Engine(engines["dream"].model, block_length=8)
    passes = {}
    for effort in ("low", "high"):
        scheduler = engine.scheduler()
        passes[effort] = decode(scheduler, SamplingParams(max_new_tokens=32, effort=effort)).passes
    assert passes["low"] <= 32 // 4 < passes["high"]
