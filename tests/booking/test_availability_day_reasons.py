"""When a day has no open time the calendar says why (closed, full, too soon, too short, past,
beyond the horizon), and which day is the next open one, so the assistant can say it."""

from __future__ import annotations

from datetime import date, timedelta

from booking.availability import Interval, Reason, day_availability, next_open_day
from tests.factories import local, make_calendar, wall_times

HALF_HOUR = timedelta(minutes=30)
FRIDAY = date(2026, 12, 4)
SATURDAY = date(2026, 12, 5)
SUNDAY = date(2026, 12, 6)
MONDAY = date(2026, 12, 7)
TUESDAY = date(2026, 12, 8)


def monday_fully_booked(**fields):
    probe = make_calendar()
    all_day = Interval(local(probe, 2026, 12, 7, 7), local(probe, 2026, 12, 7, 18), 1)
    return make_calendar(booked=(all_day,), **fields)


def reason(cal, day, now, duration=HALF_HOUR) -> Reason:
    return day_availability(cal, duration, day, now).reason


def test_a_day_without_hours_is_closed():
    cal = make_calendar()
    assert reason(cal, SUNDAY, local(cal, 2026, 12, 4, 12)) == Reason.CLOSED


def test_a_day_with_every_time_taken_is_full():
    cal = monday_fully_booked()
    assert reason(cal, MONDAY, local(cal, 2026, 12, 4, 12)) == Reason.FULL


def test_a_day_whose_open_times_are_all_inside_the_notice_is_too_soon():
    cal = make_calendar(min_notice=timedelta(hours=2))
    assert reason(cal, MONDAY, local(cal, 2026, 12, 7, 16)) == Reason.TOO_SOON


def test_today_after_closing_time_is_too_soon_not_full():
    cal = make_calendar()
    assert reason(cal, MONDAY, local(cal, 2026, 12, 7, 20)) == Reason.TOO_SOON


def test_a_day_whose_hours_cannot_fit_the_job_is_too_short():
    cal = make_calendar()
    now = local(cal, 2026, 12, 4, 12)
    assert reason(cal, SATURDAY, now, duration=timedelta(hours=6)) == Reason.TOO_SHORT
    assert reason(cal, MONDAY, now, duration=timedelta(hours=6)) == Reason.OPEN


def test_a_day_before_today_is_past():
    cal = make_calendar()
    assert reason(cal, FRIDAY, local(cal, 2026, 12, 7, 9)) == Reason.PAST


def test_a_day_after_the_horizon_is_beyond_it():
    cal = make_calendar(horizon_days=2)
    now = local(cal, 2026, 12, 4, 12)
    assert reason(cal, SUNDAY, now) == Reason.CLOSED
    assert reason(cal, MONDAY, now) == Reason.BEYOND_HORIZON


def test_the_next_open_day_skips_a_closed_weekend_and_a_full_monday():
    cal = monday_fully_booked()
    found = next_open_day(cal, HALF_HOUR, local(cal, 2026, 12, 5, 12), after=SATURDAY)
    assert found.day == TUESDAY
    assert wall_times(cal, found.slots)[0] == "07:30"


def test_the_next_open_day_skips_a_closure():
    cal = make_calendar(closures={MONDAY: "Inventory"})
    found = next_open_day(cal, HALF_HOUR, local(cal, 2026, 12, 4, 12), after=SATURDAY)
    assert found.day == TUESDAY


def test_there_is_no_next_open_day_when_nothing_is_open_before_the_horizon():
    cal = monday_fully_booked(horizon_days=3)
    assert next_open_day(cal, HALF_HOUR, local(cal, 2026, 12, 4, 12), after=SATURDAY) is None
