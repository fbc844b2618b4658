"""EngineServer: callers on many threads are served by one model, each gets exactly what it
would get alone, and the text arrives piece by piece."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from engine import Engine, SamplingParams
from engine.server import EngineServer

CONVERSATIONS = [
    [{"role": "user", "content": "hello can you book me"}],
    [{"role": "user", "content": "my brakes squeak"}],
    [{"role": "user", "content": "tomorrow yes"}],
    [{"role": "user", "content": "book me tomorrow can you"}],
]
PARAMS = SamplingParams(max_new_tokens=24, effort="high")


def small_block(engine: Engine) -> Engine:
    return Engine(engine.model, engine.tokenizer, block_length=8)


def test_concurrent_callers_get_what_each_would_get_alone(chat_engines, family):
    engine = small_block(chat_engines[family])
    alone = [engine.generate(messages, PARAMS).token_ids for messages in CONVERSATIONS]
    server = EngineServer(engine)
    with ThreadPoolExecutor(max_workers=len(CONVERSATIONS)) as pool:
        futures = list(pool.map(lambda m: server.submit(m, PARAMS), CONVERSATIONS))
        together = [future.result(timeout=60).token_ids for future in futures]
    assert all(alone)
    assert together == alone


def test_deltas_reach_the_caller_and_add_up_to_the_text(chat_engines, family):
    server = EngineServer(small_block(chat_engines[family]))
    pieces: list[str] = []
    completion = server.submit(CONVERSATIONS[0], PARAMS, on_delta=pieces.append).result(60)
    assert completion.text and len(pieces) > 1
    assert "".join(pieces) == completion.text


def test_a_caller_whose_callback_breaks_still_gets_its_answer(chat_engines, family):
    server = EngineServer(small_block(chat_engines[family]))

    def broken(_delta: str) -> None:
        raise RuntimeError("socket closed")

    completion = server.submit(CONVERSATIONS[1], PARAMS, on_delta=broken).result(60)
    again = server.submit(CONVERSATIONS[1], PARAMS).result(60)
    assert completion.token_ids == again.token_ids
