"""Day and time phrases are resolved in the shop's zone, relative to the shop's `now`."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.understand import understand
from assistant.understand.calendar_words import calendar_text
from assistant.understand.dates import no_such_day, read_booked_day

DENVER = ZoneInfo("America/Denver")
KOLKATA = ZoneInfo("Asia/Kolkata")
# A Wednesday morning.
NOW = datetime(2025, 12, 3, 10, 0, tzinfo=DENVER)


def read(message: str, *, now: datetime = NOW, expecting: str | None = None):
    return understand(message, now=now, expecting=expecting).understanding


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("today", "2025-12-03"),
        ("tomorrow", "2025-12-04"),
        # The day of a trip is when the car is needed, not the day asked for.
        ("can you do brakes today? i have a road trip tomorrow", "2025-12-03"),
        ("im leaving tomorrow, oil change today?", "2025-12-03"),
        ("the day after tomorrow", "2025-12-05"),
        ("tonight", "2025-12-03"),
        ("this afternoon", "2025-12-03"),
        ("next Tuesday", "2025-12-09"),
        ("on Monday", "2025-12-08"),
        ("Friday works", "2025-12-05"),
        ("thu", "2025-12-04"),
        ("this weekend", "2025-12-06"),
        ("next weekend", "2025-12-13"),
        ("next week", "2025-12-08"),
        ("Tuesday next week", "2025-12-09"),
        ("next week on Friday", "2025-12-12"),
        ("in 2 days", "2025-12-05"),
        ("in a couple of days", "2025-12-05"),
        ("in a week", "2025-12-10"),
        ("in two weeks", "2025-12-17"),
        ("a week from today", "2025-12-10"),
        ("a week from tomorrow", "2025-12-11"),
        ("a week from friday", "2025-12-12"),
        ("one week from wednesday", "2025-12-10"),  # said on a Wednesday: a week from today
        ("2 weeks from now", "2025-12-17"),
        ("asap", "2025-12-03"),
        ("the earliest you have", "2025-12-03"),
        ("as soon as possible please", "2025-12-03"),
        ("how soon can you get me in?", "2025-12-03"),
        ("how quickly can you fit me in", "2025-12-03"),
        ("how soon can I come in", "2025-12-03"),
        ("the week after next", "2025-12-15"),
        ("early next week", "2025-12-08"),
        ("mid next week", "2025-12-10"),
        ("late next week", "2025-12-11"),
        ("end of the week", "2025-12-04"),
        ("the first monday of january", "2026-01-05"),
        ("last friday in december", "2025-12-26"),
        ("the second tuesday of november", "2026-11-10"),
        ("end of the month", "2025-12-27"),
        ("early next month", "2026-01-01"),
        ("mid-january", "2026-01-15"),
        ("in the middle of the month", "2025-12-15"),
        ("do you stay open late dec 4th", "2025-12-04"),  # "late" of the day, not of December
    ],
)
def test_it_resolves_relative_days(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("the 14th", "2025-12-14"),
        ("on the eleventh", "2025-12-11"),
        ("the twenty-first", "2025-12-21"),
        ("December third", "2025-12-03"),
        ("the first of January", "2026-01-01"),
        ("on the 3rd", "2025-12-03"),
        ("the 2nd", "2026-01-02"),
        ("the 31st", "2025-12-31"),
        ("Dec 3", "2025-12-03"),
        ("Oct 2", "2026-10-02"),
        ("December 25th", "2025-12-25"),
        ("3rd of January", "2026-01-03"),
        ("the 4th of July", "2026-07-04"),
        ("Jan 5, 2027", "2027-01-05"),
        ("12/3", "2025-12-03"),
        ("1/15", "2026-01-15"),
        ("12/24/2025", "2025-12-24"),
        ("2026-01-09", "2026-01-09"),
        ("Tuesday the 16th", "2025-12-16"),
    ],
)
def test_it_resolves_calendar_dates_to_the_next_one_on_or_after_today(message, day):
    assert read(message).date == day


def test_a_31st_skips_months_too_short_for_it():
    november = datetime(2025, 11, 5, 9, 0, tzinfo=DENVER)
    assert read("the 31st", now=november).date == "2025-12-31"


@pytest.mark.parametrize(
    ("message", "day"),
    [("Tuesday", "2026-12-08"), ("this Tuesday", "2026-12-08"), ("next Tuesday", "2026-12-15")],
)
def test_next_tuesday_said_on_a_monday_is_in_the_week_after(message, day):
    monday = datetime(2026, 12, 7, 9, 0, tzinfo=DENVER)
    assert read(message, now=monday).date == day


def test_next_tuesday_said_after_tuesday_is_the_coming_one():
    assert read("next Tuesday").date == "2025-12-09"


def test_a_weekday_said_on_that_weekday_means_next_week():
    assert read("Wednesday").date == "2025-12-10"


@pytest.mark.parametrize("message", ["today, Wednesday", "this Wednesday"])
def test_a_weekday_said_on_that_weekday_with_today_means_today(message):
    assert read(message).date == "2025-12-03"


def test_this_weekend_said_on_a_sunday_is_today():
    sunday = datetime(2025, 12, 7, 9, 0, tzinfo=DENVER)
    assert read("this weekend", now=sunday).date == "2025-12-07"


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("Tuesday, no, Thursday", "2025-12-04"),
        ("no, Thursday", "2025-12-04"),
        ("not Monday, Friday", "2025-12-05"),
        ("Friday, not Monday", "2025-12-05"),
        ("move it from Monday to Friday", "2025-12-05"),
        ("tomorrow... actually make it Friday", "2025-12-05"),
        ("Friday instead of the 14th", "2025-12-05"),
    ],
)
def test_a_correction_replaces_the_day_it_corrects(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("preferably thursday or friday afternoon", "2025-12-04"),
        ("thu/fri", "2025-12-04"),
        ("friday or maybe monday", "2025-12-05"),
        ("the 9th or the 10th", "2025-12-09"),
    ],
)
def test_of_days_offered_as_alternatives_the_first_is_read(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("tommorow", "2025-12-04"),
        ("tomorow", "2025-12-04"),
        ("tmrw", "2025-12-04"),
        ("thursdy", "2025-12-04"),
        ("thrusday", "2025-12-04"),
        ("wenesday", "2025-12-10"),
        ("wensday", "2025-12-10"),
        ("firday", "2025-12-05"),
        ("satruday", "2025-12-06"),
        ("Decmeber 20", "2025-12-20"),
        ("omorrow", "2025-12-04"),
        ("rfiday", "2025-12-05"),
        ("brake job nxt wk", "2025-12-08"),
        ("this wknd", "2025-12-06"),
    ],
)
def test_it_reads_misspelt_days(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    "message",
    [
        "money is tight",
        "the car is not moving",
        "are you open 24/7",
        "this is the 2nd time",
        "a match 3 game",
        "it's a 3rd gen Tacoma",
        "2014 Honda Civic",
        "303-555-0142",
        "I'm at 5,000 miles",
        "good morning",
        "my Saturn",
        "I am not sure",
        "am I booked?",
        "can I drop it off the night before?",
        "be right back in a minute",
        "",
    ],
)
def test_ordinary_words_and_numbers_are_not_days_or_times(message):
    understanding = read(message)
    assert (understanding.date, understanding.time_from, understanding.time_to) == (
        None,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("message", "time_from", "time_to"),
    [
        ("tomorrow morning", "07:00", "12:00"),
        ("this afternoon", "12:00", "17:00"),
        ("in the evening", "17:00", "21:00"),
        ("tonight", "17:00", "21:00"),
        ("early morning", "07:00", "09:00"),
        ("late afternoon", "15:00", "17:00"),
        ("at lunch", "12:00", "13:00"),
        ("can i bring it in after work", "17:00", "21:00"),
        ("I'd like to bring it by 9:30 am", "09:30", None),
        ("can i come by 10 tomorrow", "10:00", None),
        ("can you have it ready by 5", None, "17:00"),
        ("before work friday", "07:00", "08:30"),
        ("next Tuesday at 3", "15:00", None),
        ("at 9", "09:00", None),
        ("at 7", "07:00", None),
        ("at 12", "12:00", None),
        ("at 9pm", "21:00", None),
        ("3pm", "15:00", None),
        ("11 AM", "11:00", None),
        ("10:30am", "10:30", None),
        ("at 2:45", "14:45", None),
        ("8 a.m.", "08:00", None),
        ("3 o'clock", "15:00", None),
        ("at noon", "12:00", None),
        ("around 11", "11:00", None),
        ("at three", "15:00", None),
        ("at eight", "08:00", None),
        ("@ 10", "10:00", None),
        ("after 2", "14:00", None),
        ("after 10am", "10:00", None),
        ("after lunch", "13:00", None),
        ("before 10am", None, "10:00"),
        ("by noon", None, "12:00"),
        ("no later than 4", None, "16:00"),
        ("between 1 and 3", "13:00", "15:00"),
        ("between 10 and 2", "10:00", "14:00"),
        ("between 9 and 11am", "09:00", "11:00"),
        ("from 9 to 5", "09:00", "17:00"),
        ("1-3pm", "13:00", "15:00"),
        ("8-10am", "08:00", "10:00"),
        ("tomorrow morning after 9", "09:00", "12:00"),
        ("tomorrow afternoon before 3", "12:00", "15:00"),
        # A time said with its part of the day is that time, as "4pm" is: no window.
        ("in the morning at 6", "06:00", None),
        ("at 8 in the evening", "20:00", None),
        ("at 2:30 in the afternoon", "14:30", None),
        # A morning's clock then the afternoon: the afternoon wanted (the clock is the visit's).
        ("my appointment is at ten, can I push it back to the afternoon", "12:00", "17:00"),
        ("10 am or the afternoon", "10:00", None),
        ("9 in the morning", "09:00", None),
        ("thursday afternoon around 3", "15:00", None),
        ("friday pm works best", "12:00", "17:00"),
        ("ideally am", "07:00", "12:00"),
        ("saturday p.m.", "12:00", "17:00"),
        ("end of the day works best", "15:00", "17:00"),
        # The day of a month is no time: May 4, in the afternoon; Dec 12, at 4.
        ("May 4 pm", "12:00", "17:00"),
        ("dec 12 4pm", "16:00", None),
        ("june 3 at 2", "14:00", None),
        # A qualifier with no window of its own qualifies the part it is said of.
        ("friday late night", "17:00", "21:00"),
        ("early lunch", "12:00", "13:00"),
        # A marked time is no count of things: "9 am car is a ..." is no morning window.
        ("at 9 am car is a 2014 ford escape", "09:00", None),
        ("after 2 pm car is a civic", "14:00", None),
        # The part of the day said busy is not the one asked for.
        ("preferably in the afternoon since I work mornings", "12:00", "17:00"),
        ("i'm busy in the morning, afternoon works", "12:00", "17:00"),
        ("afternoon because i have class in the morning", "12:00", "17:00"),
        ("morning please, I work afternoons", "07:00", "12:00"),
    ],
)
def test_it_reads_a_time_window(message, time_from, time_to):
    understanding = read(message)
    assert (understanding.time_from, understanding.time_to) == (time_from, time_to)


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("at 3, no, make it 4", "16:00"),
        ("at 10, actually after 1", "13:00"),
        ("3pm? or how about 11", "11:00"),
    ],
)
def test_a_later_time_corrects_an_earlier_one(message, time_from):
    assert read(message).time_from == time_from


def test_a_time_the_customer_cannot_do_is_dropped():
    assert read("not at 3, after 4").time_from == "16:00"


@pytest.mark.parametrize(
    ("message", "window"),
    [
        ("friday, not before 10", ("10:00", None)),
        ("nothing before 9 please", ("09:00", None)),
        ("not after 3", (None, "15:00")),
        ("I can't come before 4", ("16:00", None)),
        ("i cant do it after 3 though", (None, "15:00")),
        ("i work till 5", ("17:00", None)),
        ("I work 9-5", ("17:00", None)),
        ("we work from 7 to 3:30", ("15:30", None)),
        ("i work 10-6 so anything after 6:30", ("18:30", None)),
        ("I'm at work until 4 tomorrow", ("16:00", None)),
        ("I can come before 10", (None, "10:00")),
        # Before work, where the customer asks for it: up to its start.
        ("I work 9-5, do you have anything early?", (None, "09:00")),
        ("I work 9 to 5 so it has to be before or after", (None, "09:00")),
        ("I work from 8:30 to 4:30, anything before?", (None, "08:30")),
        ("i work 2-10, something early", (None, "14:00")),
        # When work starts: before it.
        ("oil change before work tomorrow, I start at 9", ("07:00", "09:00")),
        ("oil change friday, work starts at 9:30", (None, "09:30")),
        ("can I start at 9?", ("09:00", None)),
        ("can you finish it by 5", (None, "17:00")),
    ],
)
def test_a_bound_said_the_other_way_round_is_turned(message, window):
    understanding = read(message)
    assert (understanding.time_from, understanding.time_to) == window


@pytest.mark.parametrize(
    ("message", "time_from"), [("3", "15:00"), ("10:30 works", "10:30"), ("9 please", "09:00")]
)
def test_a_bare_number_is_a_time_when_the_assistant_asked_for_one(message, time_from):
    assert read(message, expecting="time").time_from == time_from


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("ok book me for nine", "09:00"),
        ("put me down for 9 tomorrow", "09:00"),
        ("can you fit me in for 2 oil changes", None),
        ("book me for 2 cars", None),
        # "Sorry, we close at 1 PM", and times before it, to two oil changes on a Saturday.
        ("two oil changes for saturday, one for me and one for my daughter", None),
        ("oil change at one", "13:00"),
    ],
)
def test_a_number_booked_for_is_a_time_but_not_a_count(message, time_from):
    assert read(message).time_from == time_from


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("brakes friday 5 works best", "17:00"),
        ("brakes friday, 11 works best!", "11:00"),
        ("oil change tomorrow, 10 would be great", "10:00"),
        ("friday 9 works.", "09:00"),
        ("tire rotation wednesday, is 3 ok?", "15:00"),
        ("wednesday 3 possible?", "15:00"),
        ("thursday, 10 is fine", "10:00"),
    ],
)
def test_a_bare_number_the_customer_prefers_is_a_time(message, time_from):
    assert read(message).time_from == time_from


@pytest.mark.parametrize(
    "message",
    [
        "3",
        "that one works",
        "the first one",
        "i have 2 cars, 1 works fine",
        "I need 2 oil changes ok?",
    ],
)
def test_a_bare_number_is_not_a_time_otherwise(message):
    assert read(message).time_from is None
    if not message[0].isdigit():
        assert read(message, expecting="time").time_from is None


def test_a_day_and_a_time_together():
    understanding = read("next Tuesday at 3")
    assert (understanding.date, understanding.time_from) == ("2025-12-09", "15:00")


class TestAcrossDaylightSavingTime:
    def test_tomorrow_on_the_night_before_clocks_spring_forward(self):
        # 2025-03-09 02:00 does not exist in Denver.
        night = datetime(2025, 3, 8, 23, 30, tzinfo=DENVER)
        understanding = read("tomorrow at 9", now=night)
        assert (understanding.date, understanding.time_from) == ("2025-03-09", "09:00")

    def test_days_ahead_across_the_spring_change(self):
        night = datetime(2025, 3, 8, 23, 30, tzinfo=DENVER)
        assert read("in 2 days", now=night).date == "2025-03-10"
        assert read("Monday", now=night).date == "2025-03-10"

    def test_tomorrow_in_the_repeated_hour_when_clocks_fall_back(self):
        repeated = datetime(2025, 11, 2, 1, 30, fold=1, tzinfo=DENVER)
        assert read("today", now=repeated).date == "2025-11-02"
        assert read("tomorrow", now=repeated).date == "2025-11-03"


class TestAShopInKolkata:
    def test_today_is_the_shops_date_not_utcs(self):
        # 20:00 UTC is already 01:30 the next day in Kolkata.
        now = datetime(2025, 6, 1, 20, 0, tzinfo=UTC).astimezone(KOLKATA)
        assert read("today", now=now).date == "2025-06-02"
        assert read("tomorrow morning", now=now).date == "2025-06-03"

    def test_a_weekday_counts_from_the_shops_day(self):
        # Monday 2025-06-02 in Kolkata while it is still Sunday in UTC.
        now = datetime(2025, 6, 1, 20, 0, tzinfo=UTC).astimezone(KOLKATA)
        assert read("Tuesday", now=now).date == "2025-06-03"


@pytest.mark.parametrize("message", ["the first one", "the second", "the third one please"])
def test_picking_an_offered_time_by_its_place_is_not_a_date(message):
    assert read(message, expecting="time").date is None


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("are you open on christmas?", "2025-12-25"),
        ("open christmas eve?", "2025-12-24"),
        ("hours on new year's eve", "2025-12-31"),
        ("are you open new years day", "2026-01-01"),
        ("open on thanksgiving?", "2026-11-26"),  # this year's (Nov 27) has passed
        ("memorial day", "2026-05-25"),
        ("labor day", "2026-09-07"),
    ],
)
def test_it_reads_holidays_as_their_next_date(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "expecting", "day", "time_from"),
    [
        ("3 may work", "time", None, "15:00"),
        ("Thursday at 3 may work", None, "2025-12-04", "15:00"),
        ("10 may be better", "time", None, "10:00"),
        ("3 May at 2pm", None, "2026-05-03", "14:00"),
        ("3 may works for me", None, "2026-05-03", None),
    ],
)
def test_may_after_a_number_is_the_month_only_when_no_verb_follows(
    message, expecting, day, time_from
):
    understanding = read(message, expecting=expecting)
    assert (understanding.date, understanding.time_from) == (day, time_from)


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("oil change sat am", date(2025, 12, 6)),
        ("sun at 10", date(2025, 12, 7)),
        ("mon 2pm please", date(2025, 12, 8)),
        ("for sat", date(2025, 12, 6)),
    ],
)
def test_mon_sat_and_sun_are_days_before_a_time_of_day(message, day):
    assert read(message).date == day.isoformat()


@pytest.mark.parametrize(
    ("message", "expecting", "day"),
    [
        ("make that Mon", None, date(2025, 12, 8)),
        ("rather Sat", None, date(2025, 12, 6)),
        ("how about sun?", None, date(2025, 12, 7)),
        ("Sat?", "day", date(2025, 12, 6)),
        ("mon", "time", date(2025, 12, 8)),
    ],
)
def test_mon_sat_and_sun_are_days_as_a_correction_or_the_answer_to_which_day(
    message, expecting, day
):
    assert read(message, expecting=expecting).date == day.isoformat()


@pytest.mark.parametrize(
    "message", ["I sat at 3 with them", "the sun is out", "mon", "rather sat nav", "c'mon"]
)
def test_mon_sat_and_sun_are_words_otherwise(message):
    assert read(message).date is None


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("lemme book brakes sat if you have room", date(2025, 12, 6)),
        ("schedule starter service Mon if possible", date(2025, 12, 8)),
        ("can we push my appointment to Sat pls", date(2025, 12, 6)),
        ("pls move my appointment, sat would be better", date(2025, 12, 6)),
        ("can you do brakes sun?", date(2025, 12, 7)),
    ],
)
def test_mon_sat_and_sun_are_days_where_a_request_for_a_day_ends(message, day):
    assert read(message).date == day.isoformat()


@pytest.mark.parametrize(
    "message",
    [
        "my car sat for a week and now the brakes squeal",
        "the car sat. now it won't start",
        "it sat, now it won't start",
        "we sat.",
        "brakes? c'mon",
    ],
)
def test_a_car_that_sat_names_no_day(message):
    assert read(message).date is None


@pytest.mark.parametrize(
    ("message", "day", "time_from"),
    [
        ("can you do an oil change in 2 hours?", "2025-12-03", "12:00"),
        ("can you take it in an hour", "2025-12-03", "11:00"),
        ("I can be there in 45 minutes", "2025-12-03", "10:45"),
        ("in half an hour?", "2025-12-03", "10:30"),
    ],
)
def test_a_time_from_now_is_read_in_the_shops_day(message, day, time_from):
    understanding = read(message)
    assert (understanding.date, understanding.time_from) == (day, time_from)


def test_a_time_from_now_rounds_up_to_the_quarter_hour():
    understanding = read("in an hour?", now=datetime(2025, 12, 3, 9, 7, tzinfo=DENVER))
    assert understanding.time_from == "10:15"


@pytest.mark.parametrize(
    ("message", "day", "vehicle"),
    [
        ("oil change Sep 7th, 2014 Ford Escape if that matters", "2026-09-07", "2014 Ford Escape"),
        ("brakes on 7 sep 2019 honda civic", "2026-09-07", "2019 Honda Civic"),
        ("brakes March 10 2027, 2019 honda civic", "2027-03-10", "2019 Honda Civic"),
    ],
)
def test_a_model_year_after_a_date_is_the_cars_not_the_dates(message, day, vehicle):
    reading = read(message, now=datetime(2026, 3, 4, 10, 0, tzinfo=DENVER))
    assert (reading.date, reading.vehicle) == (day, vehicle)


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("I have an appointment tomorrow but I need to push it to next week", date(2025, 12, 4)),
        ("can i come friday instead of tomorrow", date(2025, 12, 4)),
        ("my friday appt, can we do monday", date(2025, 12, 5)),
        ("need to move tomorrow's appointment", date(2025, 12, 4)),
        ("my appointment on the 9th", date(2025, 12, 9)),
        ("move my appointment to friday", None),
        ("can i do the friday at 3", None),
        ("i need my brakes done friday", None),
    ],
)
def test_the_day_of_a_visit_booked_is_told_from_the_day_wanted(message, day):
    assert read_booked_day(calendar_text(message.lower()), today=NOW.date()) == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("saturday then, earliest", "2025-12-06"),
        ("soonest you have friday", "2025-12-05"),
        ("tomorrow asap", "2025-12-04"),
        ("earliest", "2025-12-03"),
    ],
)
def test_earliest_beside_a_day_is_the_earliest_on_that_day(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("ok can i come in now", "2025-12-03"),
        ("can i bring it right now", "2025-12-03"),
        ("can you take it now", "2025-12-03"),
        ("now how much is it", None),
        ("im at work now, can i come tomorrow", "2025-12-04"),
    ],
)
def test_coming_in_now_asks_for_the_soonest_time_today(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("oil change after christmas", "2025-12-26"),
        ("any day after the 15th", "2025-12-16"),
        ("sometime after friday", "2025-12-06"),
        ("the day after tomorrow", "2025-12-05"),
    ],
)
def test_after_a_day_is_the_day_after_it(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "weekday"),
    [
        ("sometime next week, not monday", 1),
        ("next week works but not monday", 1),
        ("next week, not monday", 1),
        ("sometime next week, any day but monday", 1),
        ("next week, anything but monday", 1),
        ("next week, anything but monday or tuesday", 2),
        ("next week but not mon or tue", 2),
        ("next week, I can't do monday and tuesday", 2),
    ],
)
def test_a_weekday_ruled_out_moves_the_week_past_it(message, weekday):
    assert date.fromisoformat(read(message).date).weekday() == weekday


@pytest.mark.parametrize(
    ("message", "day"),
    [
        # Said on a Wednesday: ruling out today moves to tomorrow; another day rules out nothing
        # the soonest would be.
        ("oil change, any day but wednesday", "2025-12-04"),
        ("anything except wednesday or thursday", "2025-12-05"),
        ("I can't do wednesday and thursday", "2025-12-05"),
        ("any day but friday", None),
        ("any day except monday or tuesday", None),
    ],
)
def test_a_weekday_ruled_out_with_no_day_said_is_never_offered(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("oil change in january", "2026-01-01"),
        ("sometime in march please", "2026-03-01"),
        ("can i book an oil change for january", "2026-01-01"),
        ("rebook for march", "2026-03-01"),
        ("an oil change for march 3rd", "2026-03-03"),
        ("in december", "2025-12-03"),  # this month: from today
        ("can you fit me in this month", None),
    ],
)
def test_a_month_said_whole_is_from_its_first_day(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    "message",
    [
        "friday or thursday",
        "monday or thursday for brakes",
        "thursday or friday",
        # "And" between two days free is either of them, not the last said.
        "I'm off friday and thursday",
        "thursday & friday work",
    ],
)
def test_of_two_days_that_will_both_do_the_sooner_is_read(message):
    assert read(message).date == "2025-12-04"


@pytest.mark.parametrize(
    "message",
    [
        "any openings friday morning for an oil change? If not, Thursday works too",
        "oil change friday, or thursday if not",
        "friday, otherwise thursday",
        "friday please, if that doesn't work then thursday",
    ],
)
def test_a_day_to_fall_back_on_leaves_the_first_day_asked(message):
    """It read the day fallen back on, offering Thursday to someone who asked for Friday."""
    assert read(message).date == "2025-12-05"


def test_but_before_a_day_that_works_rules_nothing_out():
    assert read("I can't do thursday but friday works").date == "2025-12-05"


@pytest.mark.parametrize(
    ("message", "time_from"),
    [
        ("oil change saturday 11", "11:00"),
        ("friday 2", "14:00"),
        ("tomorrow 3", "15:00"),
        # Typed tersely, each a sentence of its own.
        ("Oil change. Saturday. 10.", "10:00"),
        ("oil change saturday, 10", "10:00"),
        ("Tomorrow. 3 cars need oil changes", None),
    ],
)
def test_a_bare_number_right_after_the_day_is_its_time(message, time_from):
    assert read(message).time_from == time_from


# Monday 7 December 2026: the coming Wednesday is the 9th, the coming Friday the 11th.
MONDAY_THE_7TH = datetime(2026, 12, 7, 9, 0, tzinfo=DENVER)


@pytest.mark.parametrize(
    ("message", "day", "time_from"),
    [
        ("tire rotation wed 11", "2026-12-09", "11:00"),
        ("thu 2", "2026-12-10", "14:00"),
        ("wednesday 11", "2026-12-09", "11:00"),
        ("next fri 11", "2026-12-18", "11:00"),
        # The number that is the weekday's date is the date said with it, not a time...
        ("fri 11", "2026-12-11", None),
        ("oil change friday 11", "2026-12-11", None),
        ("wed 9", "2026-12-09", None),
        ("oil change friday, 11", "2026-12-11", None),
        # ...unless the words around it make it one.
        ("fri 11am", "2026-12-11", "11:00"),
        ("friday 11 works best", "2026-12-11", "11:00"),
        ("friday 11 in the morning", "2026-12-11", "11:00"),
    ],
)
def test_a_bare_number_after_a_weekday_is_its_time_unless_it_is_its_date(message, day, time_from):
    understanding = read(message, now=MONDAY_THE_7TH)
    assert (understanding.date, understanding.time_from) == (day, time_from)


def test_a_weekday_and_its_date_in_reply_to_which_time_is_the_time():
    understanding = read("fri 11", now=MONDAY_THE_7TH, expecting="time")
    assert (understanding.date, understanding.time_from) == ("2026-12-11", "11:00")


@pytest.mark.parametrize("expecting", [None, "time", "day"])
def test_before_an_hour_on_the_morning_of_either_day_ends_the_window_there(expecting):
    understanding = read(
        "anything on thursday or friday morning before 9", now=MONDAY_THE_7TH, expecting=expecting
    )
    assert (understanding.date, understanding.time_from, understanding.time_to) == (
        "2026-12-10",
        "07:00",
        "09:00",
    )


@pytest.mark.parametrize(
    ("message", "day"),
    [
        ("is it possible to get a same day oil change", "2025-12-03"),
        ("do you do same-day service", "2025-12-03"),
        ("can i get both done on the same day", None),
        ("the same day as my other appointment", None),
    ],
)
def test_same_day_service_is_today(message, day):
    assert read(message).date == day


@pytest.mark.parametrize(
    ("message", "day", "time_from"),
    [
        ("my check engine light came on this morning", None, None),
        ("it started making a noise yesterday", None, None),
        ("brakes have been squeaking since last week", None, None),
        ("the light came on 2 days ago", None, None),
        ("noticed a leak this afternoon, can you look at it tomorrow", date(2025, 12, 4), None),
        ("it broke down on monday, can i bring it friday", date(2025, 12, 5), None),
        ("heard a clunk today, free at 3 tomorrow?", date(2025, 12, 4), "15:00"),
        ("I heard you are open saturday, can I come then", date(2025, 12, 6), None),
    ],
)
def test_when_the_trouble_began_is_no_day_to_book(message, day, time_from):
    understanding = read(message)

    assert understanding.date == (day.isoformat() if day else None)
    assert (understanding.time_from, understanding.time_to) == (time_from, None)


@pytest.mark.parametrize(
    ("message", "said_back"),
    [
        ("oil change feb 30", "February 30"),
        ("april 31st please", "April 31"),
        ("the 30th of february", "February 30"),
        ("on the 32nd", "32nd day of the month"),
        ("feb 29", None),  # a leap year has it
        ("the 31st", None),
        ("not feb 30", None),
    ],
)
def test_a_date_no_calendar_has_is_said_back(message, said_back):
    assert no_such_day(calendar_text(message.lower())) == said_back
    if said_back:
        assert read(message).date is None
