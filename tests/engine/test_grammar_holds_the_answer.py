"""SamplingParams.grammar: a request's answer is held, token by token, to its caller's grammar,
whatever the model would rather write, without changing what its batch mates decode."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
import torch

from engine import Engine, SamplingParams
from engine.grammar import GrammarReader, may_finish, pending
from engine.params import resolve


@dataclass(frozen=True)
class OneOf:
    """Answers that are one of a few texts."""

    texts: tuple[str, ...]

    def allows(self, text: str) -> bool:
        return any(whole.startswith(text) for whole in self.texts)

    def accepts(self, text: str) -> bool:
        return text in self.texts


TEXTS = ("book me tomorrow", "my brakes squeak", "yes")
CONVERSATION = [{"role": "user", "content": "hello can you book me"}]
MATE = [{"role": "user", "content": "my brakes squeak yes yes"}]


def test_the_answer_is_one_the_grammar_accepts_and_its_batch_mate_is_unchanged(
    chat_engines, family
):
    engine = chat_engines[family]
    free = SamplingParams(max_new_tokens=24)
    held = SamplingParams(max_new_tokens=24, grammar=OneOf(TEXTS))
    assert engine.generate(CONVERSATION, free).text.strip() not in TEXTS
    together = engine.generate_batch([CONVERSATION, MATE], [held, free])
    assert together[0].text in TEXTS
    assert together[0].finish_reason == "stop"
    assert together[0].text == engine.generate(CONVERSATION, held).text
    assert together[1].text == engine.generate(MATE, free).text


def test_a_grammar_the_model_already_keeps_to_changes_nothing(chat_engines, family):
    engine = Engine(
        chat_engines[family].model, chat_engines[family].tokenizer, block_length=8,
        order="left_to_right",
    )  # fmt: skip
    free = engine.generate(CONVERSATION, SamplingParams(max_new_tokens=16))
    grammar = OneOf((free.text,))
    held = engine.generate(CONVERSATION, SamplingParams(max_new_tokens=16, grammar=grammar))
    assert (held.text, held.completion_tokens) == (free.text, free.completion_tokens)


def test_sampling_also_keeps_to_the_grammar(chat_engines):
    engine = chat_engines["dream"]
    for seed in range(3):
        params = SamplingParams(max_new_tokens=16, temperature=1.5, seed=seed, grammar=OneOf(TEXTS))
        assert engine.generate(CONVERSATION, params).text in TEXTS


def test_a_grammar_with_no_way_on_ends_the_answer(chat_engines):
    class Nothing:
        def allows(self, text: str) -> bool:
            return text == ""

        def accepts(self, text: str) -> bool:
            return False

    completion = chat_engines["llada"].generate(
        CONVERSATION, SamplingParams(max_new_tokens=16, grammar=Nothing())
    )
    assert (completion.text, completion.finish_reason) == ("", "stop")


def test_a_grammar_needs_a_model_that_can_read_its_answers(engines):
    engine = engines["dream"]
    params = resolve(SamplingParams(grammar=OneOf(TEXTS)), engine.block_length)
    with pytest.raises(ValueError, match="no tokenizer"):
        engine.scheduler().submit([256, 47, 411], params)


def test_a_held_answer_streams_as_it_is_committed(chat_engines):
    engine = chat_engines["dream"]
    params = SamplingParams(max_new_tokens=24, grammar=OneOf(TEXTS))
    events = list(engine.stream(CONVERSATION, params))
    final = events[-1].completion
    assert final is not None and final.text in TEXTS
    assert "".join(event.delta for event in events) == final.text


def test_a_refused_position_tries_the_likeliest_tokens_only():
    def decode(ids):
        return "".join("abcd"[i] for i in ids)

    logits = torch.tensor([4.0, 3.0, 2.0, 1.0])
    only_d = OneOf(("d",))
    reader = GrammarReader(decode, frozenset())
    assert reader.likeliest_allowed(only_d, [], "", logits) == (3, "d")
    assert reader.likeliest_allowed(only_d, [], "", logits, limit=3) is None


def test_a_character_still_being_written_is_told_by_its_bytes():
    # What a byte-level tokenizer's grammar_text shows of "Zoë" cut after "Zo" and a byte.
    begun = "Zo" + b"\xc3".decode("utf-8", errors="surrogateescape")
    assert pending(begun) == ("Zo", b"\xc3")
    assert pending("Zoë") == ("Zoë", None)
    assert pending("Zo\ufffd") == ("Zo", b"")  # a tokenizer that shows only U+FFFD
    # A pending byte before a newline is no pending character at the end.
    assert pending(begun + "\n") == (begun + "\n", None)
    assert may_finish(b"\xc3", "ë") and may_finish(b"\xc3", "é")
    assert not may_finish(b"\xc3", "ł")  # \xc5\x82
    assert not may_finish(b"\xc3", "e")
    assert may_finish(b"", "ł") and not may_finish(b"", "l")
