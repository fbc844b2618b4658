from __future__ import annotations

from engine import Engine
from engine.params import SamplingParams, resolve

PROMPT = [128, 100, 427, 232, 474, 321]


def sampled(seed: int, temperature: float = 1.0, top_p: float = 0.9):
    params = SamplingParams(max_new_tokens=24, temperature=temperature, top_p=top_p, seed=seed)
    return resolve(params, 8)


def run(engine: Engine, batch: list[tuple[list[int], object]]) -> list[list[int]]:
    scheduler = engine.scheduler()
    requests = [scheduler.submit(prompt, settings) for prompt, settings in batch]
    list(scheduler.run())
    return [request.output_ids for request in requests]


def test_the_same_seed_gives_the_same_tokens_alone_or_in_a_batch(engines):
    engine = Engine(engines["llada"].model, block_length=8)
    alone = run(engine, [(PROMPT, sampled(7))])[0]
    batched = run(
        engine,
        [
            ([128, 5, 6, 7, 8, 9, 10, 11, 12], sampled(1)),
            (PROMPT, sampled(7)),
            ([128, 44], sampled(3, temperature=0.0)),
        ],
    )[1]
    assert batched == alone
    assert run(engine, [(PROMPT, sampled(7))])[0] == alone


def test_a_different_seed_samples_differently(engines):
    engine = Engine(engines["llada"].model, block_length=8)
    assert run(engine, [(PROMPT, sampled(7))]) != run(engine, [(PROMPT, sampled(8))])
