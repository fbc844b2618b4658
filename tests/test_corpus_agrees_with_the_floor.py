"""The small model learns dates and times from the corpus and the assistant reads them with its
deterministic floor: both must mean the same by the same words ("next Tuesday", "this Monday",
"at 3", "first thing in the morning"), or the model and the floor would argue over every
booking: the assistant merges the two readings."""

from __future__ import annotations

import functools
import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from assistant.corpus import HELDOUT, TRAIN, generate
from assistant.schema import Understanding, understand_messages
from assistant.understand import understand

TODAY = re.compile(r"Today: \w+ (\d{4}-\d\d-\d\d \d\d:\d\d)")


@functools.cache
def readings(split: str) -> tuple[tuple[str, Understanding, Understanding], ...]:
    """(customer message, the corpus's target, the floor's reading) of understanding examples;
    read once for the date, time and intent tests."""
    out = []
    for example in generate(split, 1500, seed=11):
        if example.job != "understand":
            continue
        prompt = example.messages[-1]["content"]
        now = datetime.fromisoformat(TODAY.search(prompt).group(1)).replace(
            tzinfo=ZoneInfo("America/Chicago")
        )
        message = prompt.rsplit("Customer: ", 1)[1]
        out.append((message, example.understanding, understand(message, now=now).understanding))
    return tuple(out)


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_the_corpus_dates_as_the_corpus_means_them(split: str) -> None:
    read = [(m, want, got) for m, want, got in readings(split) if want.date and got.date]
    assert len(read) > 200
    assert [(m, want.date, got.date) for m, want, got in read if want.date != got.date] == []


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_the_corpus_times_as_the_corpus_means_them(split: str) -> None:
    read = [
        (m, (want.time_from, want.time_to), (got.time_from, got.time_to))
        for m, want, got in readings(split)
        if (want.time_from or want.time_to) and (got.time_from or got.time_to)
    ]
    assert len(read) > 100
    assert [r for r in read if r[1] != r[2]] == []


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_nearly_every_time_the_corpus_says_and_no_other(split: str) -> None:
    # "friday pm", "end of the day", "May 4 pm": 99% of both splits since they were read (85%
    # and 93% before). A bare "12" or "3 works best" out of the blue stays unread on purpose.
    said = [(want, got) for _, want, got in readings(split) if want.time_from or want.time_to]
    read = sum((want.time_from, want.time_to) == (got.time_from, got.time_to) for want, got in said)
    assert read / len(said) >= 0.97
    assert [
        m
        for m, want, got in readings(split)
        if not want.time_from and not want.time_to and (got.time_from or got.time_to)
    ] == []


# How often the floor's intent is the corpus's, measured when the floor's rules were last
# widened ("push my appointment", "can a mechanic call me back", "what part of town", "open oct
# 4th?": 89% train, 93% held-out), less a margin. They differ on purpose in one place: "do you
# handle X?" is a services question to the corpus and a booking to the floor, which then books
# X or says the shop does not do it.
INTENT_AGREEMENT = {TRAIN: 0.86, HELDOUT: 0.9}


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_most_corpus_intents_as_the_corpus_means_them(split: str) -> None:
    said = [(want.intent, got.intent) for _, want, got in readings(split) if want.intent]
    agreeing = sum(want == got for want, got in said) / len(said)
    assert agreeing >= INTENT_AGREEMENT[split]


# How often the floor reads the corpus's name (one of letters: the corpus also makes up names
# like "GB31 Oulin" that the floor refuses on purpose), measured when the name cues were widened
# ("it'll be under Dana", "Dana here" mid-message, "Dana, if you need it": 82% train, 83%
# held-out, up from 60% and 9%), less a margin. The rest are lower-case names after an
# ambiguous cue ("i'm hector norley"), which the floor leaves to the model and the question.
NAME_AGREEMENT = {TRAIN: 0.78, HELDOUT: 0.78}


@pytest.mark.parametrize("split", [TRAIN, HELDOUT])
def test_the_floor_reads_the_names_the_corpus_gives_and_no_others(split: str) -> None:
    named = [
        (want.name, got.name)
        for _, want, got in readings(split)
        if want.name and not any(c.isdigit() for c in want.name)
    ]
    assert len(named) > 100
    read = sum(got is not None and got.lower() == want.lower() for want, got in named)
    assert read / len(named) >= NAME_AGREEMENT[split]
    assert [m for m, want, got in readings(split) if got.name and not want.name] == []


@pytest.mark.parametrize(
    "qualifier", ["early", "late", "early-", "late-"], ids=["early", "late", "early-", "late-"]
)
def test_no_part_of_the_day_however_qualified_fails_the_reading(qualifier: str, caplog) -> None:
    # "friday late night" once raised inside the floor, which then read nothing of the message.
    from assistant.understand.times import PARTS_OF_DAY

    now = datetime(2026, 3, 3, 10, tzinfo=ZoneInfo("America/Chicago"))
    for part in PARTS_OF_DAY:
        message = f"oil change friday {qualifier}{'' if qualifier.endswith('-') else ' '}{part}"
        assert understand(message, now=now).understanding.time_from is not None, message
    assert "understand floor failed" not in caplog.text


@pytest.mark.parametrize("day", range(7))
def test_the_prompt_dates_every_weekday_the_floor_can_read(day: int) -> None:
    """The understanding prompt lists the coming days so that the model copies a weekday's
    date: every weekday a customer can name, with or without this/next, must be there (a week
    that runs into the new year, whose dates carry their year)."""
    now = datetime(2026, 12, 28, 10, 0, tzinfo=ZoneInfo("America/Chicago")) + timedelta(days=day)
    prompt = understand_messages(now=now, last_question="", message="")[1]["content"]
    listing = prompt.replace("\n", ",")
    for weekday in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"):
        for words in (weekday, f"this {weekday}", f"next {weekday}"):
            read = understand(f"can I come in {words}", now=now).understanding.date
            listed = read[5:] if read.startswith(str(now.year)) else read
            assert read == now.date().isoformat() or f"{weekday[:3]} {listed}," in listing, words
