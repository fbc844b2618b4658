"""The small model's reading of a message goes through the engine held to the grammar of an
understanding: messages on which it wrote broken JSON, or garbled a word it copied, now give a
reading whose copied values are the customer's own whole words."""

from __future__ import annotations

from datetime import datetime

import pytest
import torch

from assistant import tasks
from assistant.schema import Understanding
from assistant.understanding_grammar import UnderstandingGrammar

pytestmark = pytest.mark.django_db

# Held-out messages (assistant/corpus.py, seed 0) on which the model, free, wrote no valid JSON
# ("service":"best on ek checkcheck) or garbled a copy ("2012 Chevy ravverton").
MESSAGES = [
    (datetime(2028, 1, 27, 15, 27), "", "can i get a quote on a rear suspension check"),
    (
        datetime(2027, 7, 27, 8, 22),
        "",
        "my battery light clunks over bumps, think it needs looking at today if you have room",
    ),
    (
        datetime(2027, 7, 18, 16, 30),
        "What time suits you?",
        "heyy! want to make an appointment for premium suspension install 9/11 if you have room "
        "late afternoon works best car is a 2012 Chevy Silverado - u can text 2024005439",
    ),
]


@pytest.fixture
def small_model(settings, fresh_engine):
    settings.ASSISTANT_MODEL_UNDERSTANDS = True


@pytest.mark.parametrize(("now", "question", "message"), MESSAGES)
def test_the_reading_is_valid_and_copies_whole_words(small_model, now, question, message):
    reading = tasks.model_understanding(
        now=now, last_question=question, message=message, budget_s=60
    )
    assert isinstance(reading, Understanding)
    assert UnderstandingGrammar(message).accepts(reading.to_json())
    for value in (reading.service, reading.name, reading.vehicle):
        assert value is None or value in message
    if "Silverado" in message:
        assert reading.vehicle == "2012 Chevy Silverado"


@pytest.mark.parametrize(
    "message", ["this is José Núñez, can I book an oil change friday", "my name is Zoë Müller"]
)
def test_a_name_with_accents_is_copied_whole(small_model, message):
    # A wrong first byte of an accented letter used to be taken for any one, and the reading
    # ended there, half a character into the name: no valid JSON.
    reading = tasks.model_understanding(
        now=datetime(2026, 12, 1, 10), last_question="", message=message, budget_s=60
    )
    assert reading is not None and reading.name in message and not reading.name.isascii()


# Held-out messages (seed 0) the model misread: the listed day beside the one said, and a
# request's own words ("room" of "if you have room") as the customer's name.
WEEKDAYS_AND_NAMES = [
    (
        datetime(2026, 9, 25, 8, 4),
        "whats your availability for a full fuel injector repair this saturday if you have room"
        " - Stella Stenski here number is 1-613-479-5482",
        "2026-09-26",
    ),
    (
        datetime(2028, 9, 25, 10, 21),
        "my brake pedal won't start. I'd like to bring it by monday if you have room Tariq here"
        " u can text 6233992619",
        "2028-10-02",
    ),
]


@pytest.mark.parametrize(("now", "message", "day"), WEEKDAYS_AND_NAMES)
def test_a_weekday_said_is_read_as_that_day_and_no_request_word_as_a_name(
    small_model, now, message, day
):
    reading = tasks.model_understanding(now=now, last_question="", message=message, budget_s=60)
    assert reading is not None and reading.date == day
    assert reading.name is None or reading.name in ("Stella Stenski", "Tariq")


def test_the_model_can_run_in_bfloat16(settings, fresh_engine):
    # Faster on CPUs with AMX at the same held-out quality (BENCHMARKS.md); float32 by default.
    settings.ASSISTANT_MODEL_UNDERSTANDS = True
    settings.ASSISTANT_MODEL_DTYPE = "bfloat16"
    message = "hi this is Dana Reyes, can I get an oil change friday"

    reading = tasks.model_understanding(
        now=datetime(2026, 12, 1, 10), last_question="", message=message, budget_s=60
    )

    assert next(tasks.engine_server().engine.model.parameters()).dtype == torch.bfloat16
    assert reading is not None and reading.name == "Dana Reyes"
