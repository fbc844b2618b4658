from __future__ import annotations

from engine import SamplingParams

MESSAGES = [{"role": "user", "content": "hello my brakes squeak"}]


def test_deltas_concatenate_to_the_final_text(chat_engines, family):
    engine = chat_engines[family]
    params = SamplingParams(max_new_tokens=48, effort="high")
    events = list(engine.stream(MESSAGES, params))
    completion = events[-1].completion
    assert completion is not None
    assert all(event.completion is None for event in events[:-1])
    assert "".join(event.delta for event in events) == completion.text
    assert completion.text == engine.generate(MESSAGES, params).text


def test_text_arrives_in_several_deltas_before_the_end(chat_engines):
    params = SamplingParams(max_new_tokens=48, effort="high")
    deltas = [event.delta for event in chat_engines["llada"].stream(MESSAGES, params)]
    assert sum(1 for delta in deltas if delta) > 1


def test_a_completion_reports_tokens_passes_and_timings(chat_engines, family):
    completion = chat_engines[family].generate(
        MESSAGES, SamplingParams(max_new_tokens=40, effort="high")
    )
    assert completion.prompt_tokens > 5
    assert completion.completion_tokens == len(completion.token_ids) <= 40
    assert completion.finish_reason in ("stop", "length")
    assert completion.model_passes >= 1
    assert 0 <= (completion.time_to_first_token_s or 0) <= completion.total_s
