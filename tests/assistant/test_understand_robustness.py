"""Whatever arrives, the floor answers quickly and never raises."""

from __future__ import annotations

import logging
import random
import time
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.schema import Understanding
from assistant.understand import ServiceEntry, understand

NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))
CATALOG = [
    ServiceEntry(1, "Oil change", ("lube",), "Drain and replace the engine oil and filter."),
    ServiceEntry(2, "Brake pads", ("brake job",), "Replace worn brake pads and rotors."),
    ServiceEntry(3, "Tire rotation", (), "Rotate and balance all four tires."),
]
# Linear work on 20,000 characters takes ~0.1 s, quadratic work minutes; the bound leaves room
# for a machine busy with other work.
LONG_MESSAGE_SECONDS = 5.0
PIECES = (
    "my brakes squeal tomorrow at 3 oil chnage 303-555-0142 2014 Honda Civic <b>hi</b> "
    "thursdy \U0001f600 between 1 and 3pm the 14th dana reyes this is Dana 12/3 after 2 "
    "no, Thursday 24/7 < > &amp; do you do bodywork?"
).split()


def read(message, *, expecting: str | None = None):
    return understand(message, now=NOW, catalog=CATALOG, expecting=expecting)


@pytest.fixture(autouse=True)
def no_floor_failures(caplog):
    """The floor swallows its own errors so a turn goes on; here any swallowed error fails."""
    yield
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, errors[0].getMessage()


@pytest.mark.parametrize(
    "message", ["", " ", "\n\t  \n", "\u200b", "\U0001f600\U0001f44b\U0001f697"]
)
def test_an_empty_or_wordless_message_says_nothing(message):
    assert read(message).understanding == Understanding()


@pytest.mark.parametrize("message", [None, 42, b"oil change"])
def test_something_other_than_text_says_nothing(message):
    assert read(message).understanding == Understanding()


def test_html_tags_are_read_around():
    reading = read("<p>Can I get an <b>oil change</b> <i>tomorrow</i>?</p>")
    assert reading.service_id == 1
    assert reading.understanding.date == "2025-12-04"


@pytest.mark.parametrize(
    "message",
    [
        "<script>alert('tomorrow')</script>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "<img src=x onerror=alert(1)>",
        "<<<<<<<<",
        "<a href='",
    ],
)
def test_script_tags_never_break_it(message):
    assert isinstance(read(message).understanding, Understanding)


def test_emoji_around_words_do_not_hide_them():
    reading = read("\U0001f697\U0001f4a8 my brakes squeal \U0001f62c tomorrow \U0001f64f")
    assert reading.service_id == 2
    assert reading.understanding.date == "2025-12-04"


@pytest.mark.parametrize(
    "message",
    [
        "Hola! necesito un oil change mañana, tomorrow at 3",
        "Bonjour, oil change demain? tomorrow at 3",
        "你好, oil change tomorrow at 3",
        "مرحبا oil change tomorrow at 3",
    ],
)
def test_english_inside_another_language_is_still_read(message):
    reading = read(message)
    assert reading.service_id == 1
    assert (reading.understanding.date, reading.understanding.time_from) == ("2025-12-04", "15:00")


@pytest.mark.parametrize(
    "message",
    [
        "a" * 20_000,
        "<" * 20_000,
        "1" * 20_000,
        "303 555 0142 " * 1_540,
        "tomorrow at 3 " * 1_430,
        "aaaaa " * 3_400,
        " ".join(random.Random(5).choice(PIECES) for _ in range(3_000))[:20_000],
        "".join(random.Random(7).choice("abcdefghij klmnopqrstuvwxyz,.") for _ in range(20_000)),
    ],
    ids=["letters", "brackets", "digits", "phones", "dates", "words", "mixed", "random"],
)
def test_a_20000_character_message_is_read_in_seconds_not_minutes(message):
    started = time.perf_counter()
    read(message, expecting="name")
    assert time.perf_counter() - started < LONG_MESSAGE_SECONDS


@settings(max_examples=300, deadline=None)
@given(
    message=st.one_of(
        st.text(max_size=300),
        st.lists(st.sampled_from(PIECES), max_size=40).map(" ".join),
    ),
    expecting=st.sampled_from(
        [None, "answer", "name", "phone", "vehicle", "day", "time", "service"]
    ),
)
def test_it_never_raises_and_always_gives_valid_json(message, expecting):
    understanding = read(message, expecting=expecting).understanding
    assert Understanding.from_json(understanding.to_json()) == understanding
