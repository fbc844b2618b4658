"""A message is read as a yes or a no only where the assistant's last question asked for one, or
where the message itself opens with one: "heyy, k" after "What does your car need?" is a hello,
not a yes to a question nobody asked."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import tasks
from assistant.understanding import understand
from assistant.understanding_grammar import UnderstandingGrammar

# Held-out (assistant/corpus.py, seed 0): the model read a yes here.
NOW = datetime(2028, 6, 18, 19, 31)


@pytest.mark.parametrize("message", ["heyy, k", "hiya! k", "sre", "ok so hours?"])
def test_a_reply_that_opens_with_no_yes_or_no_answers_no_question_nobody_asked(message):
    assert not UnderstandingGrammar(message, yes_or_no_asked=False).allows('{"an')
    assert UnderstandingGrammar(message, yes_or_no_asked=True).allows('{"answer":"yes"}')


@pytest.mark.parametrize(
    ("message", "answer"),
    [("yes, friday at 2 works", "yes"), ("no, thursday", "no"), ("k", "yes"), ("hmm no", "no")],
)
def test_a_yes_or_no_the_message_opens_with_is_one_whatever_was_asked(message, answer):
    grammar = UnderstandingGrammar(message, yes_or_no_asked=False)
    assert grammar.accepts(f'{{"answer":"{answer}"}}')


@pytest.fixture
def small_model(settings, fresh_engine):
    settings.ASSISTANT_MODEL_UNDERSTANDS = True


def test_k_after_a_question_for_the_work_is_no_yes(small_model):
    reading = tasks.model_understanding(
        now=NOW,
        last_question="What does your car need?",
        message="heyy, k",
        budget_s=60,
        expecting="service",
    )
    assert reading is not None and reading.answer is None


def test_k_after_shall_i_book_it_is_a_yes(small_model):
    reading = tasks.model_understanding(
        now=NOW, last_question="Shall I book it?", message="k", budget_s=60, expecting="answer"
    )
    assert reading is not None and reading.answer == "yes"


@pytest.mark.django_db
@pytest.mark.parametrize(("expecting", "asked"), [("answer", True), ("service", False)])
def test_a_turn_tells_the_models_grammar_whether_it_asked_a_yes_or_no(
    small_model, shop, monkeypatch, expecting, asked
):
    told = []

    class Told(UnderstandingGrammar):
        def __init__(self, message, today=None, yes_or_no_asked=None):
            told.append(yes_or_no_asked)
            super().__init__(message, today, yes_or_no_asked)

    monkeypatch.setattr(tasks, "UnderstandingGrammar", Told)
    understand(
        "k",
        now=NOW,
        services=list(shop.services.all()),
        expecting=expecting,
        last_question="Shall I book it?",
    )
    assert told == [asked]
