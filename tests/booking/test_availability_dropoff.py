"""Drop-off services: the car is left in the morning window and the day is capped by bay-hours,
counting the drop-offs already booked and the bays' booked and busy time inside the hours."""

from __future__ import annotations

from datetime import date, time, timedelta

import pytest

from booking.availability import (
    Interval,
    Reason,
    Slot,
    SlotUnavailable,
    check_slot,
    day_availability,
)
from tests.factories import local, make_calendar

MONDAY = date(2026, 12, 7)
# Monday 08:00-18:00 with two bays: 1,200 bay-minutes.
TEN_HOURS = {0: [(time(8), time(18))]}


def monday(cal, labour_minutes: int):
    now = local(cal, 2026, 12, 4, 12)
    return day_availability(cal, timedelta(minutes=labour_minutes), MONDAY, now, dropoff=True)


def calendar(**fields):
    return make_calendar(
        weekly=TEN_HOURS, bays=(1, 2), dropoff_window=(time(8), time(9, 30)), **fields
    )


def test_a_dropoff_day_offers_the_morning_window_on_no_bay():
    cal = calendar()
    day = monday(cal, 120)
    assert day.slots == (Slot(local(cal, 2026, 12, 7, 8), local(cal, 2026, 12, 7, 9, 30), None),)


def test_the_day_takes_drop_offs_up_to_its_bay_hours_and_no_more():
    cal = calendar(dropoff_minutes={MONDAY: 900})
    assert monday(cal, 300).reason == Reason.OPEN
    assert monday(cal, 301).reason == Reason.FULL


def test_waiting_jobs_and_busy_times_use_up_the_same_bay_hours():
    probe = make_calendar()
    two_hour_job = Interval(local(probe, 2026, 12, 7, 9), local(probe, 2026, 12, 7, 11), 1)
    shop_wide_hour = Interval(local(probe, 2026, 12, 7, 14), local(probe, 2026, 12, 7, 15))
    # 120 on bay 1, and the shop-wide hour on both bays: 240 of the 1,200 bay-minutes.
    cal = calendar(booked=(two_hour_job,), busy=(shop_wide_hour,))
    assert monday(cal, 960).reason == Reason.OPEN
    assert monday(cal, 961).reason == Reason.FULL


def test_busy_time_outside_the_hours_does_not_count_against_the_cap():
    probe = make_calendar()
    early = Interval(local(probe, 2026, 12, 7, 6), local(probe, 2026, 12, 7, 8, 30), 1)
    cal = calendar(busy=(early,))
    assert monday(cal, 1170).reason == Reason.OPEN
    assert monday(cal, 1171).reason == Reason.FULL


def test_a_job_longer_than_the_days_bay_hours_is_too_short_for_the_day():
    assert monday(calendar(), 1201).reason == Reason.TOO_SHORT


def test_a_window_inside_the_minimum_notice_is_too_soon():
    cal = calendar()
    now = local(cal, 2026, 12, 7, 7, 30)
    day = day_availability(cal, timedelta(hours=2), MONDAY, now, dropoff=True)
    assert day.reason == Reason.TOO_SOON


def test_a_full_dropoff_day_refuses_the_booking_as_taken():
    cal = calendar(dropoff_minutes={MONDAY: 1200})
    now = local(cal, 2026, 12, 4, 12)
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, timedelta(hours=1), local(cal, 2026, 12, 7, 8), now, dropoff=True)
    assert refused.value.reason == "taken"


def test_a_dropoff_is_booked_at_the_window_opening_only():
    cal = calendar()
    now = local(cal, 2026, 12, 4, 12)
    slot = check_slot(cal, timedelta(hours=1), local(cal, 2026, 12, 7, 8), now, dropoff=True)
    assert slot.bay is None
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, timedelta(hours=1), local(cal, 2026, 12, 7, 8, 30), now, dropoff=True)
    assert refused.value.reason == "not_offered"


def test_a_window_that_opens_before_the_shop_takes_cars_from_opening_time():
    # Saturday opens at 08:00; the drop-off window is 07:30-09:00.
    cal = make_calendar(bays=(1, 2), dropoff_window=(time(7, 30), time(9, 0)))
    saturday = MONDAY + timedelta(days=5)
    day = day_availability(
        cal, timedelta(hours=2), saturday, local(cal, 2026, 12, 7, 9), dropoff=True
    )
    assert day.reason == Reason.OPEN
    assert day.slots == (Slot(local(cal, 2026, 12, 12, 8), local(cal, 2026, 12, 12, 9), None),)
