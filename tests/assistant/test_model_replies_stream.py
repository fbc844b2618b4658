"""The model's reply reaches the customer a sentence at a time as the engine writes it: a caller
hears the first sentence while the rest is decided. Each sentence is let out only if it says
nothing the facts do not give; the whole reply is still checked when it is done."""

from __future__ import annotations

import time

import pytest

from assistant import respond, tasks
from assistant.models import Message
from assistant.respond import SentencesSoFar

QUOTE = {"service": "Brake pad replacement", "price": "$180 to $320"}


@pytest.fixture
def small_model_replies(settings, fresh_engine):
    """The model writes; a busy test machine must not time it out (the template would answer),
    so it gets a minute, as demo_shop_with_the_model does."""
    settings.ASSISTANT_MODEL_REPLIES = True
    settings.ASSISTANT_REPLY_BUDGET_SECONDS = 60


@pytest.mark.django_db
def test_the_first_sentence_goes_out_before_the_reply_is_done(small_model_replies):
    tasks.engine_server()  # loaded before the clock starts, as a worker's is
    pieces = []
    started = time.monotonic()
    written = respond.write(
        "quote",
        QUOTE,
        channel="phone",
        shop="Demo Auto",
        on_text=lambda piece: pieces.append((piece, time.monotonic() - started)),
    )
    assert written.source == Message.Source.MODEL, written.text
    assert len(pieces) >= 2, pieces
    assert "".join(piece for piece, _ in pieces) == written.text
    first_piece, first_at = pieces[0]
    assert first_piece.endswith(". ") and "$180" in first_piece
    assert first_at < pieces[-1][1]
    assert written.first_text_ms < int(pieces[-1][1] * 1000)


def test_a_sentence_is_let_out_whole_and_only_when_the_next_has_begun():
    streamed = SentencesSoFar(QUOTE, "Demo Auto")
    assert streamed.add("brake pad replacement usually runs $180 to $3") == ""
    assert streamed.add("20.") == ""  # "$320." may still go on: "$320.50"
    assert streamed.add(" The final") == "Brake pad replacement usually runs $180 to $320. "
    assert (
        streamed.add(" price is confirmed later. Would") == "The final price is confirmed later. "
    )


def test_a_sentence_stating_what_the_facts_do_not_give_stops_the_stream():
    streamed = SentencesSoFar(QUOTE, "Demo Auto")
    assert streamed.add("It usually runs $99 to $120. The") == ""
    assert streamed.add(" final price is confirmed later. Would") == ""  # the whole reply decides
    assert streamed.said == ""


@pytest.mark.django_db
def test_a_reply_the_guard_refuses_after_its_first_sentence_is_finished_by_the_template(
    settings, monkeypatch
):
    """The first sentence was grounded and said; the reply went on to a time no one offered:
    the template says what is still to say, and the transcript holds what the customer was
    told."""
    settings.ASSISTANT_MODEL_REPLIES = True
    monkeypatch.setattr(respond, "model_learnt", lambda plan: True)
    first = "Brake pad replacement usually runs $180 to $320. "

    def engine_that_stops_short(plan, *, budget_s, in_taught_words, on_delta=None):
        rest = "Shall I book Friday at 2 PM?"
        for piece in (first, rest):
            on_delta(piece)
        return tasks.Generated(text=first + rest, tokens=19, passes=5, first_text_ms=5)

    monkeypatch.setattr(tasks, "model_reply", engine_that_stops_short)
    pieces = []
    written = respond.write("quote", QUOTE, channel="chat", shop="Demo Auto", on_text=pieces.append)
    template = respond.template("quote", QUOTE, channel="chat", shop="Demo Auto")
    assert pieces[0] == first
    assert written.rejected and written.source == Message.Source.TEMPLATE
    assert "".join(pieces) == written.text
    assert template.startswith(first)
    assert written.text == template  # the first sentence once, then the template's rest
