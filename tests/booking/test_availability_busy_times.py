"""External busy times (read from the shop's calendars) block the whole shop or one bay, and
the new job's buffers keep clear of them."""

from __future__ import annotations

from datetime import date, timedelta

from booking.availability import Interval, day_availability
from tests.factories import local, make_calendar, wall_times

MONDAY = date(2026, 12, 7)
HOUR = timedelta(hours=1)


def ten_to_noon(bay=None):
    probe = make_calendar()
    return Interval(local(probe, 2026, 12, 7, 10), local(probe, 2026, 12, 7, 12), bay)


def monday(cal):
    return day_availability(cal, HOUR, MONDAY, local(cal, 2026, 12, 4, 12))


def overlaps_ten_to_noon(cal, slot):
    busy = ten_to_noon()
    return slot.start < busy.end and busy.start < slot.end


def test_a_shop_wide_busy_time_blocks_every_bay():
    cal = make_calendar(bays=(1, 2, 3), busy=(ten_to_noon(),))
    slots = monday(cal).slots
    assert not any(overlaps_ten_to_noon(cal, slot) for slot in slots)
    assert "12:00" in wall_times(cal, slots)


def test_a_busy_time_on_one_bay_leaves_the_others_bookable():
    cal = make_calendar(bays=(1, 2), busy=(ten_to_noon(bay=1),))
    during = [slot for slot in monday(cal).slots if overlaps_ten_to_noon(cal, slot)]
    assert during and {slot.bay for slot in during} == {2}


def test_a_busy_time_on_the_only_bay_blocks_it():
    cal = make_calendar(bays=(1,), busy=(ten_to_noon(bay=1),))
    assert not any(overlaps_ten_to_noon(cal, slot) for slot in monday(cal).slots)


def test_a_busy_time_on_a_bay_the_shop_no_longer_uses_blocks_nothing():
    cal = make_calendar(bays=(1,), busy=(ten_to_noon(bay=7),))
    assert len(monday(cal).slots) == 19


def test_busy_times_are_padded_by_the_new_jobs_buffers():
    cal = make_calendar(
        busy=(ten_to_noon(),),
        buffer_before=timedelta(minutes=15),
        buffer_after=timedelta(minutes=15),
    )
    times = wall_times(cal, monday(cal).slots)
    assert "08:30" in times and "09:00" not in times  # 09:00-10:00 plus 15 after reaches 10:15
    assert "12:00" not in times and "12:30" in times  # 15 before 12:00 is still busy
