"""SamplingParams.allowed_token_ids: a request's answer uses only those tokens (and the stop
tokens), without changing what its batch mates decode."""

from __future__ import annotations

import pytest

from engine import Engine, SamplingParams
from engine.params import resolve

PROMPTS = {
    "llada": [[128, 100, 427, 232, 474], [128, 169, 426, 304, 29, 68, 191, 254, 11, 12]],
    "dream": [[256, 47, 411], [472, 453, 153, 205, 386, 284, 495, 258]],
}
ALLOWED = frozenset(range(40, 60))


def alone(engine: Engine, prompt: list[int], params: SamplingParams) -> list[int]:
    scheduler = engine.scheduler()
    request = scheduler.submit(prompt, resolve(params, engine.block_length))
    list(scheduler.run())
    return request.output_ids


def test_the_answer_uses_only_the_allowed_tokens_and_its_batch_mate_is_unchanged(engines, family):
    engine = Engine(engines[family].model, block_length=8)
    free = SamplingParams(max_new_tokens=24, effort="high")
    held = SamplingParams(max_new_tokens=24, effort="high", allowed_token_ids=ALLOWED)
    unconstrained = alone(engine, PROMPTS[family][0], free)
    assert not set(unconstrained) <= ALLOWED
    scheduler = engine.scheduler()
    held_request = scheduler.submit(PROMPTS[family][0], resolve(held, 8))
    free_request = scheduler.submit(PROMPTS[family][1], resolve(free, 8))
    list(scheduler.run())
    assert held_request.output_ids and set(held_request.output_ids) <= ALLOWED
    assert held_request.output_ids == alone(engine, PROMPTS[family][0], held)
    assert free_request.output_ids == alone(engine, PROMPTS[family][1], free)


def test_sampling_also_keeps_to_the_allowed_tokens(engines):
    engine = Engine(engines["dream"].model, block_length=8)
    params = SamplingParams(
        max_new_tokens=16, temperature=1.0, seed=3, allowed_token_ids=frozenset({7, 8, 9})
    )
    assert set(alone(engine, PROMPTS["dream"][0], params)) <= {7, 8, 9}


def test_an_empty_or_out_of_vocabulary_allowance_is_a_clear_error(engines):
    with pytest.raises(ValueError, match="empty"):
        SamplingParams(allowed_token_ids=frozenset())
    engine = engines["llada"]
    vocabulary = engine.config.vocab_size
    params = SamplingParams(allowed_token_ids=frozenset({5, vocabulary}))
    with pytest.raises(ValueError, match=f"outside the model's vocabulary of {vocabulary}"):
        engine.scheduler().submit([128, 7], resolve(params, engine.block_length))


def test_a_vocabulary_holds_every_token_of_its_texts_and_of_each_word(chat_engines):
    tokenizer = chat_engines["dream"].tokenizer
    texts = ["my brakes squeak", "book me tomorrow"]
    vocabulary = tokenizer.vocabulary(texts)
    for text in texts:
        assert set(tokenizer.encode(text)) <= vocabulary
    assert tokenizer.encode("yes")[0] not in vocabulary
