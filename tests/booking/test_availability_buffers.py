"""Buffers follow Cal.com's rule: an existing booking blocks from its start minus (its before-
buffer plus the new job's after-buffer) to its end plus (its after-buffer plus the new job's
before-buffer). No buffer is ignored and none is counted twice."""

from __future__ import annotations

from datetime import date, time, timedelta

import pytest

from booking.availability import Interval, SlotUnavailable, check_slot, day_availability
from tests.factories import local, make_calendar, wall_times

MONDAY = date(2026, 12, 7)
HOUR = timedelta(hours=1)
BEFORE = timedelta(minutes=10)
AFTER = timedelta(minutes=20)


def calendar_with_a_10_to_11_booking(**fields):
    """One bay, a booking 10:00-11:00 stored with its own buffers (10 before, 20 after)."""
    probe = make_calendar()
    booked = Interval(
        local(probe, 2026, 12, 7, 10) - BEFORE, local(probe, 2026, 12, 7, 11) + AFTER, 1
    )
    return make_calendar(
        weekly={0: [(time(7), time(17))]},
        booked=(booked,),
        slot_minutes=10,
        buffer_before=BEFORE,
        buffer_after=AFTER,
        **fields,
    )


def the_friday_before(cal):
    return local(cal, 2026, 12, 4, 12)


def test_the_slots_around_a_booking_leave_both_buffers_and_no_more():
    cal = calendar_with_a_10_to_11_booking()
    times = wall_times(cal, day_availability(cal, HOUR, MONDAY, the_friday_before(cal)).slots)
    # Latest end before it: 10:00 - (10 + 20) = 09:30, so a start at 08:30.
    # Earliest start after it: 11:00 + (20 + 10) = 11:30.
    assert "08:30" in times and "08:40" not in times
    assert "11:20" not in times and "11:30" in times


def test_the_new_jobs_before_buffer_is_not_ignored():
    cal = calendar_with_a_10_to_11_booking()
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, HOUR, local(cal, 2026, 12, 7, 11, 20), the_friday_before(cal))
    assert refused.value.reason == "taken"


def test_the_existing_bookings_after_buffer_is_not_doubled():
    cal = calendar_with_a_10_to_11_booking()
    slot = check_slot(cal, HOUR, local(cal, 2026, 12, 7, 11, 30), the_friday_before(cal))
    assert slot.bay == 1


def test_back_to_back_is_refused_when_a_buffer_forbids_it():
    cal = calendar_with_a_10_to_11_booking()
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, HOUR, local(cal, 2026, 12, 7, 11), the_friday_before(cal))
    assert refused.value.reason == "taken"


def test_back_to_back_is_fine_without_buffers():
    probe = make_calendar()
    booked = Interval(local(probe, 2026, 12, 7, 10), local(probe, 2026, 12, 7, 11), 1)
    cal = make_calendar(booked=(booked,))
    now = the_friday_before(cal)
    assert check_slot(cal, HOUR, local(cal, 2026, 12, 7, 11), now).bay == 1
    assert check_slot(cal, HOUR, local(cal, 2026, 12, 7, 9), now).bay == 1


def test_a_second_bay_takes_the_job_the_buffer_keeps_out_of_the_first():
    cal = calendar_with_a_10_to_11_booking(bays=(1, 2))
    slot = check_slot(cal, HOUR, local(cal, 2026, 12, 7, 11), the_friday_before(cal))
    assert slot.bay == 2
