from __future__ import annotations

from engine import Engine
from engine.params import SamplingParams, resolve
from engine.scheduler import Scheduler

PROMPTS = {
    "llada": [[128, 100, 427, 232, 474], [128, 169, 426, 304, 29, 68, 191, 254, 11, 12], [128, 7]],
    "dream": [[256, 47, 411], [472, 453, 153, 205, 386, 284, 495, 258], [9, 386, 185, 299, 264]],
}
LENGTHS = [16, 40, 24]


def solo(engine: Engine, prompt: list[int], max_new_tokens: int, cache: str) -> list[int]:
    scheduler = engine.scheduler(cache=cache)
    request = scheduler.submit(prompt, settings(max_new_tokens, engine))
    list(scheduler.run())
    return request.output_ids


def settings(max_new_tokens: int, engine: Engine):
    return resolve(
        SamplingParams(max_new_tokens=max_new_tokens, effort="high"), engine.block_length
    )


def small_block_engine(engine: Engine) -> Engine:
    return Engine(engine.model, block_length=8)


def test_a_batch_of_different_prompt_lengths_decodes_like_each_prompt_alone(engines, family):
    engine = small_block_engine(engines[family])
    for cache in ("none", "dual"):
        scheduler = engine.scheduler(cache=cache)
        requests = [
            scheduler.submit(prompt, settings(length, engine))
            for prompt, length in zip(PROMPTS[family], LENGTHS, strict=True)
        ]
        list(scheduler.run())
        for request, prompt, length in zip(requests, PROMPTS[family], LENGTHS, strict=True):
            assert request.output_ids == solo(engine, prompt, length, cache)


def test_a_request_admitted_at_a_block_boundary_decodes_like_alone(engines):
    engine = small_block_engine(engines["llada"])
    scheduler = Scheduler(engine.model, block_length=8, cache="dual", max_batch=2)
    requests = [
        scheduler.submit(prompt, settings(length, engine))
        for prompt, length in zip(PROMPTS["llada"], LENGTHS, strict=True)
    ]
    finished_order = [event.request for event in scheduler.run() if event.finished]
    # The shortest request leaves first and the waiting one takes its place mid-stream.
    assert finished_order[0] is requests[0]
    for request, prompt, length in zip(requests, PROMPTS["llada"], LENGTHS, strict=True):
        assert request.output_ids == solo(engine, prompt, length, "dual")
        assert request.finish_reason == "length"
        assert len(request.output_ids) == length


def test_with_the_recent_refresh_a_request_decodes_like_alone_whoever_joins(engines, family):
    # The prompt and older blocks keep their keys and values; a row's columns are rerun the same
    # way whatever its batch mates, including one admitted blocks later (max_batch=2).
    model = engines[family].model
    engine = Engine(model, block_length=8, refresh="recent", masked_blocks=1)
    scheduler = Scheduler(
        model, block_length=8, cache="dual", refresh="recent", masked_blocks=1, max_batch=2
    )
    requests = [
        scheduler.submit(prompt, settings(length, engine))
        for prompt, length in zip(PROMPTS[family], LENGTHS, strict=True)
    ]
    list(scheduler.run())
    for request, prompt, length in zip(requests, PROMPTS[family], LENGTHS, strict=True):
        alone = engine.scheduler()
        reference = alone.submit(prompt, settings(length, engine))
        list(alone.run())
        assert request.output_ids == reference.output_ids
        assert request.passes == reference.passes
