"""A request whose caller stopped waiting (the turn answered with its template) is dropped from
the batch: the engine spends no more passes on it, and the requests beside it decode what they
would have alone."""

from __future__ import annotations

from concurrent.futures import TimeoutError as FutureTimeout

import pytest

from engine import Engine, SamplingParams
from engine.params import resolve
from engine.server import EngineServer

MESSAGES = [
    [{"role": "user", "content": "hello can you book me"}],
    [{"role": "user", "content": "my brakes squeak"}],
]
PARAMS = SamplingParams(max_new_tokens=24, effort="high")


def small_block(engine: Engine) -> Engine:
    return Engine(engine.model, engine.tokenizer, block_length=8)


def _submit(scheduler, engine: Engine, messages):
    return scheduler.submit(engine.prompt_ids(messages), resolve(PARAMS, engine.block_length))


@pytest.mark.parametrize("when", ["waiting", "mid-block"])
def test_a_cancelled_request_leaves_and_its_neighbour_decodes_as_alone(chat_engines, family, when):
    engine = small_block(chat_engines[family])
    alone = engine.generate(MESSAGES[1], PARAMS).token_ids
    scheduler = engine.scheduler()
    dropped, kept = (_submit(scheduler, engine, m) for m in MESSAGES)
    if when == "mid-block":
        scheduler.step()
    passes_then = dropped.passes

    scheduler.cancel(dropped)
    finished = [event.request for event in scheduler.run() if event.finished]

    assert finished == [kept] and kept.output_ids == alone
    assert dropped.finish_reason is None and dropped.passes <= passes_then + 1


def test_a_caller_that_stops_waiting_costs_the_server_nothing_more(chat_engines):
    # The random Dream checkpoint, held to a few words one a pass, writes for hundreds of passes
    # (the random LLaDA one ends its answer at once); the server's part is the same for both.
    engine = small_block(chat_engines["dream"])
    server = EngineServer(engine)
    words = frozenset(engine.tokenizer.encode("can you book me tomorrow"))
    endless = SamplingParams(
        max_new_tokens=400, allowed_token_ids=words, threshold=0, tokens_per_step=1
    )
    given_up = server.submit(MESSAGES[0], endless)
    with pytest.raises(FutureTimeout):
        given_up.result(timeout=0)
    [request] = [call.request for call in server._calls.values() if call.future is given_up]

    server.cancel(given_up)
    after = server.submit(MESSAGES[1], PARAMS).result(timeout=60)

    assert given_up.cancelled() and request.finish_reason is None
    assert len(request.output_ids) < 400
    assert after.token_ids == engine.generate(MESSAGES[1], PARAMS).token_ids
