"""Days and times said the way people say them aloud ("half past 3", "the 3rd of December"),
and the noises people make while they think ("hmm"), which answer nothing."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.schema import Understanding
from assistant.understand import ServiceEntry, understand

# A Wednesday morning.
NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))
CATALOG = [
    ServiceEntry(1, "Oil change", ("lube",), "Drain and replace the engine oil and filter."),
    ServiceEntry(2, "Brake pads", ("brake job",), "Replace worn brake pads."),
    ServiceEntry(3, "Wheel alignment", (), "Four-wheel alignment."),
]


def read(message: str, *, now: datetime = NOW, expecting: str | None = None):
    return understand(message, now=now, catalog=CATALOG, expecting=expecting)


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("half past 3", "15:30"),
        ("at half past ten", "10:30"),
        ("quarter past 9", "09:15"),
        ("quarter to 4", "15:45"),
        ("quarter to 1", "12:45"),
        ("quarter to 12", "11:45"),
        ("3 thirty", "15:30"),
        ("three thirty", "15:30"),
        ("oil change tuesday at 8 30", "08:30"),
        ("2 30 pm", "14:30"),
        ("can I come in at 9 fifteen", "09:15"),
        ("two forty-five", "14:45"),
        ("3 thirty pm", "15:30"),
        ("around 10ish", "10:00"),
        ("10ish", "10:00"),
        ("threeish works", "15:00"),
        ("noonish", "12:00"),
        ("around noonish tomorrow", "12:00"),
        ("3:30ish", "15:30"),
        ("ten past four", "16:10"),
        ("twenty past 3", "15:20"),
        ("five after 2", "14:05"),
        ("at ten to four", "15:50"),
        ("twenty-five to 5", "16:35"),
        ("can you do twenty to five", "16:40"),
    ],
)
def test_it_reads_a_time_said_aloud_as_the_start_asked_for(message, time_from):
    understanding = read(message).understanding
    assert (understanding.time_from, understanding.time_to) == (time_from, None)


def test_the_hour_said_decides_morning_or_afternoon_before_the_quarter_is_taken_off():
    # 7 is a morning hour at a repair shop, so a quarter to it is too.
    assert read("quarter to 7").understanding.time_from == "06:45"


def test_a_part_of_the_day_still_decides_a_time_said_aloud():
    understanding = read("half past 7 in the evening").understanding
    assert (understanding.time_from, understanding.time_to) == ("19:30", None)


@pytest.mark.parametrize(
    ("message", "time_from", "time_to"),
    [
        ("after half past 3", "15:30", None),
        ("by quarter to 5", None, "16:45"),
        ("between 1 and half past 3", "13:00", "15:30"),
    ],
)
def test_a_time_said_aloud_bounds_a_window(message, time_from, time_to):
    understanding = read(message).understanding
    assert (understanding.time_from, understanding.time_to) == (time_from, time_to)


def test_a_time_said_aloud_is_read_when_the_assistant_asked_for_one():
    assert read("three thirty", expecting="time").understanding.time_from == "15:30"


@pytest.mark.parametrize(
    "message",
    [
        "a quarter of the price",
        "I have two fifteen minute breaks",
        "half past the light",
        "call me at 720 555 0101",
    ],
)
def test_halves_quarters_and_minutes_that_are_not_times(message):
    understanding = read(message).understanding
    assert (understanding.time_from, understanding.time_to) == (None, None)


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("3rd of December", "2025-12-03"),
        ("the 3rd of dec", "2025-12-03"),
        ("14 March", "2026-03-14"),
        ("on 14th march", "2026-03-14"),
        ("on 14 march", "2026-03-14"),
        ("on the 14th of March", "2026-03-14"),
        ("2nd of October", "2026-10-02"),
        ("14th March 2027", "2027-03-14"),
    ],
)
def test_it_reads_a_day_said_before_its_month_as_the_next_such_date(message, day):
    assert read(message).understanding.date == day


def test_a_day_before_its_month_is_not_a_time_when_the_assistant_asked_for_one():
    understanding = read("14 March", expecting="time").understanding
    assert (understanding.date, understanding.time_from) == ("2026-03-14", None)


def test_a_day_and_a_time_both_said_aloud():
    understanding = read("on 3rd dec at half past 3").understanding
    assert (understanding.date, understanding.time_from) == ("2025-12-03", "15:30")


@pytest.mark.parametrize(("message", "day"), [("12/3", "2025-12-03"), ("1/12", "2026-01-12")])
def test_a_slash_date_stays_month_first(message, day):
    assert read(message).understanding.date == day


FILLERS = [
    "hmm",
    "Hmmm...",
    "umm",
    "uh",
    "erm",
    "hmm let me think",
    "umm, let me check my calendar",
    "hold on",
    "one sec",
]


@pytest.mark.parametrize("message", FILLERS)
@pytest.mark.parametrize("expecting", [None, "service", "name", "answer", "time", "vehicle"])
def test_a_thinking_noise_is_read_as_nothing(message, expecting):
    reading = read(message, expecting=expecting)
    assert reading.service_id is None
    understanding = reading.understanding
    assert understanding.intent in (None, "other")
    assert understanding.answer is None
    assert Understanding(intent=understanding.intent) == understanding


def test_ok_is_still_a_yes():
    assert read("ok", expecting="answer").understanding.answer == "yes"
    assert read("hmm ok", expecting="answer").understanding.answer == "yes"


def test_a_thinking_noise_before_an_answer_leaves_the_answer():
    assert read("hmm, tuesday").understanding.date == "2025-12-09"
    assert read("uh, Dana", expecting="name").understanding.name == "Dana"
    assert read("umm brakes", expecting="service").service_id == 2
    assert read("umm bodywork", expecting="service").understanding.service == "bodywork"


@pytest.mark.parametrize(
    ("message", "time_from", "time_to"),
    [
        ("between 10 and 12pm", "10:00", "12:00"),
        ("10-12pm please", "10:00", "12:00"),
        ("from 9 to 12pm", "09:00", "12:00"),
        ("between 11 and 1pm", "11:00", "13:00"),
        ("between 1 and 3pm", "13:00", "15:00"),
    ],
)
def test_a_window_ending_at_noon_starts_in_the_morning(message, time_from, time_to):
    window = read(message).understanding
    assert (window.time_from, window.time_to) == (time_from, time_to)


@pytest.mark.parametrize(
    ("message", "window"),
    [
        ("first thing in the morning", ("07:00", "09:00")),
        ("morning! can you do my oil change friday after 8 am", ("08:00", None)),
        ("oil change at about 5pm. text me at 1-863-215-3957", ("17:00", None)),
        ("can you do 4-wheel alignment friday", (None, None)),
    ],
)
def test_greetings_phone_numbers_and_service_names_do_not_move_the_time(message, window):
    """Found where the training corpus and the floor disagreed: the corpus means what a person
    means, and the floor has to read the same."""
    read_as = read(message).understanding
    assert (read_as.time_from, read_as.time_to) == window


def test_from_ten_to_four_is_still_a_range():
    understanding = read("from ten to four").understanding
    assert (understanding.time_from, understanding.time_to) == ("10:00", "16:00")


def test_a_time_said_aloud_after_can_you_do_is_not_a_service():
    understanding = read("can you do quarter to 5 on friday").understanding
    assert understanding.service is None
    assert understanding.time_from == "16:45"


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("oil change tomorrow at to pm", "14:00"),
        ("can I come in at ate am", "08:00"),
        ("for friday at for thirty", "16:30"),
    ],
)
def test_an_hour_written_as_its_sound_is_that_hour(message, time_from):
    assert read(message).understanding.time_from == time_from


def test_for_and_to_are_still_words_where_no_hour_follows():
    assert read("can you come for thirty minutes").understanding.time_from is None


@pytest.mark.parametrize("message", ["(720) 555-0188", "it's (303) 555 0177"])
def test_an_area_code_in_brackets_is_no_time_when_a_time_is_asked(message):
    """ "(720) 555-0188" to "Which time works?" was read as 7:20 too: "Sorry, we open at 7:30 AM"."""
    understanding = read(message, expecting="time").understanding
    assert understanding.time_from is None
    assert understanding.phone == "+1" + "".join(filter(str.isdigit, message))
