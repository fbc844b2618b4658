"""The server re-validates whatever start a client sends: only a slot the calendar offers now is
accepted, and a refusal says why in one word (minimum notice first, even for a time never
offered)."""

from __future__ import annotations

from datetime import date, time, timedelta

import pytest

from booking.availability import Interval, SlotUnavailable, check_slot, find_slots
from tests.factories import local, make_calendar

HALF_HOUR = timedelta(minutes=30)


def refusal(cal, start, now, duration=HALF_HOUR) -> str:
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, duration, start, now)
    return refused.value.reason


def test_an_offered_slot_is_accepted_with_its_bay():
    cal = make_calendar(bays=(4, 2))
    now = local(cal, 2026, 12, 7, 8)
    slot = check_slot(cal, HALF_HOUR, local(cal, 2026, 12, 7, 10), now)
    assert (slot.start, slot.end, slot.bay) == (
        local(cal, 2026, 12, 7, 10),
        local(cal, 2026, 12, 7, 10, 30),
        2,
    )


def test_minimum_notice_refuses_an_offered_time_too_close_to_now():
    cal = make_calendar(min_notice=timedelta(hours=2))
    now = local(cal, 2026, 12, 7, 8)
    assert refusal(cal, local(cal, 2026, 12, 7, 9, 30), now) == "too_soon"
    assert check_slot(cal, HALF_HOUR, local(cal, 2026, 12, 7, 10), now)


def test_minimum_notice_refuses_a_time_that_was_never_offered():
    cal = make_calendar(min_notice=timedelta(hours=2))
    now = local(cal, 2026, 12, 7, 8)
    assert refusal(cal, local(cal, 2026, 12, 7, 8, 17), now) == "too_soon"


def test_a_misaligned_time_is_not_offered():
    cal = make_calendar()
    now = local(cal, 2026, 12, 4, 12)
    assert refusal(cal, local(cal, 2026, 12, 7, 10, 17), now) == "not_offered"


def test_a_time_outside_the_hours_is_not_offered():
    cal = make_calendar()
    now = local(cal, 2026, 12, 4, 12)
    assert refusal(cal, local(cal, 2026, 12, 7, 6, 30), now) == "not_offered"


def test_a_time_on_a_full_bay_is_taken():
    probe = make_calendar()
    booked = Interval(local(probe, 2026, 12, 7, 9), local(probe, 2026, 12, 7, 12), 1)
    cal = make_calendar(booked=(booked,))
    assert refusal(cal, local(cal, 2026, 12, 7, 10), local(cal, 2026, 12, 4, 12)) == "taken"


def test_a_time_that_has_passed_is_refused():
    cal = make_calendar()
    now = local(cal, 2026, 12, 7, 12)
    assert refusal(cal, local(cal, 2026, 12, 7, 9), now) == "past"
    assert refusal(cal, local(cal, 2026, 12, 4, 9), now) == "past"


def test_the_horizons_last_day_is_bookable_and_the_next_is_not():
    cal = make_calendar(horizon_days=14, weekly={day: [(time(8), time(17))] for day in range(7)})
    now = local(cal, 2026, 12, 7, 12)
    assert check_slot(cal, HALF_HOUR, local(cal, 2026, 12, 21, 9), now)
    assert refusal(cal, local(cal, 2026, 12, 22, 9), now) == "beyond_horizon"


def test_slot_search_stops_at_the_horizon():
    cal = make_calendar(horizon_days=3, weekly={day: [(time(8), time(17))] for day in range(7)})
    now = local(cal, 2026, 12, 7, 12)
    slots = find_slots(cal, HALF_HOUR, now, limit=1000)
    assert slots[-1].start.astimezone(cal.zone).date() == date(2026, 12, 10)


def test_a_day_too_short_for_the_service_says_so():
    cal = make_calendar()
    saturday_nine = local(cal, 2026, 12, 12, 9)  # Saturday hours are 08:00-13:00
    now = local(cal, 2026, 12, 7, 12)
    assert refusal(cal, saturday_nine, now, duration=timedelta(hours=6)) == "too_short"
