"""The pure slot functions refuse input they cannot make sense of with a ValueError that names
the problem, instead of answering with wrong times."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

import pytest

from booking.availability import (
    HoursRange,
    Interval,
    Rules,
    check_slot,
    day_availability,
    find_slots,
    next_open_day,
)
from tests.factories import local, make_calendar

HALF_HOUR = timedelta(minutes=30)
NAIVE = datetime(2026, 12, 7, 9, 0)
AWARE = datetime(2026, 12, 7, 16, 0, tzinfo=UTC)
MONDAY = date(2026, 12, 7)


def test_slot_search_refuses_a_naive_now():
    cal = make_calendar()
    with pytest.raises(ValueError, match="aware"):
        find_slots(cal, HALF_HOUR, NAIVE)
    with pytest.raises(ValueError, match="aware"):
        day_availability(cal, HALF_HOUR, MONDAY, NAIVE)
    with pytest.raises(ValueError, match="aware"):
        next_open_day(cal, HALF_HOUR, NAIVE, after=MONDAY)


def test_slot_search_refuses_a_naive_now_even_with_no_day_to_search():
    cal = make_calendar()
    with pytest.raises(ValueError, match="aware"):
        find_slots(cal, HALF_HOUR, NAIVE, from_day=date(2026, 12, 9), to_day=date(2026, 12, 8))


def test_check_slot_refuses_a_naive_start_or_now():
    cal = make_calendar()
    with pytest.raises(ValueError, match="start must be an aware"):
        check_slot(cal, HALF_HOUR, NAIVE, AWARE)
    with pytest.raises(ValueError, match="now must be an aware"):
        check_slot(cal, HALF_HOUR, local(cal, 2026, 12, 8, 9), NAIVE)


def test_an_interval_refuses_naive_ends():
    with pytest.raises(ValueError, match="aware"):
        Interval(NAIVE, AWARE)
    with pytest.raises(ValueError, match="aware"):
        Interval(AWARE, NAIVE + timedelta(days=1))


@pytest.mark.parametrize("duration", [timedelta(minutes=-30), timedelta(0)])
def test_a_duration_that_is_not_positive_is_refused(duration):
    cal = make_calendar()
    with pytest.raises(ValueError, match="duration must be positive"):
        find_slots(cal, duration, AWARE)
    with pytest.raises(ValueError, match="duration must be positive"):
        check_slot(cal, duration, local(cal, 2026, 12, 8, 9), AWARE)


def test_hours_that_close_before_they_open_are_refused():
    with pytest.raises(ValueError, match="closing time 08:00 is not after opening 17:00"):
        HoursRange(time(17), time(8))
    with pytest.raises(ValueError, match="not after opening"):
        HoursRange(time(9), time(9))


def test_an_interval_that_ends_before_it_starts_is_refused():
    with pytest.raises(ValueError, match="before it starts"):
        Interval(AWARE, AWARE - HALF_HOUR)


@pytest.mark.parametrize(
    "rules",
    [
        {"slot_minutes": 0},
        {"buffer_before": timedelta(minutes=-5)},
        {"buffer_after": timedelta(minutes=-5)},
        {"min_notice": timedelta(minutes=-1)},
        {"horizon_days": -1},
        {"dropoff_window": (time(9), time(7, 30))},
    ],
)
def test_booking_rules_that_make_no_sense_are_refused(rules):
    with pytest.raises(ValueError):
        Rules(**rules)


def test_a_booking_without_a_bay_is_refused_rather_than_blocking_nothing():
    with pytest.raises(ValueError, match="bay"):
        make_calendar(booked=(Interval(AWARE, AWARE + HALF_HOUR),))
