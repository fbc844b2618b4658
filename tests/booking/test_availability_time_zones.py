"""Opening hours are wall-clock times in the shop's zone: slots stay at them across the DST
changes, in half-hour zones, and when UTC is already on the next day."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta

from booking.availability import (
    Reason,
    check_slot,
    day_availability,
    find_slots,
    open_intervals,
)
from tests.factories import local, make_calendar, wall_times

HOUR = timedelta(hours=1)
EVERY_DAY_8_TO_5 = {day: [(time(8), time(17))] for day in range(7)}
ALL_DAY = {day: [(time(0), time(0))] for day in range(7)}


def chicago(**fields):
    return make_calendar(zone="America/Chicago", weekly=EVERY_DAY_8_TO_5, **fields)


def test_slots_keep_their_wall_clock_times_on_the_day_dst_begins_and_the_day_after():
    cal = chicago()
    now = local(cal, 2026, 3, 6, 12)
    for day in (date(2026, 3, 8), date(2026, 3, 9)):
        slots = day_availability(cal, HOUR, day, now).slots
        assert wall_times(cal, slots)[0] == "08:00"
        assert wall_times(cal, slots)[-1] == "16:00"
        assert len(slots) == 17
    march_9 = day_availability(cal, HOUR, date(2026, 3, 9), now).slots
    assert march_9[0].start == datetime(2026, 3, 9, 13, tzinfo=UTC)  # 08:00 CDT is UTC-5


def test_slots_keep_their_wall_clock_times_on_the_day_dst_ends_and_the_day_after():
    cal = chicago()
    now = local(cal, 2026, 10, 30, 12)
    for day in (date(2026, 11, 1), date(2026, 11, 2)):
        slots = day_availability(cal, HOUR, day, now).slots
        assert wall_times(cal, slots)[0] == "08:00"
        assert wall_times(cal, slots)[-1] == "16:00"
    november_2 = day_availability(cal, HOUR, date(2026, 11, 2), now).slots
    assert november_2[0].start == datetime(2026, 11, 2, 14, tzinfo=UTC)  # 08:00 CST is UTC-6


def test_a_booking_made_before_dst_ends_for_a_time_after_it_is_not_an_hour_early():
    cal = chicago()
    now = local(cal, 2026, 10, 30, 12)  # still CDT
    nine_am = find_slots(cal, HOUR, now, from_day=date(2026, 11, 2), earliest=time(9), limit=1)
    assert nine_am[0].start == datetime(2026, 11, 2, 15, tzinfo=UTC)
    booked = check_slot(cal, HOUR, local(cal, 2026, 11, 2, 9), now)
    assert booked.start.astimezone(cal.zone).hour == 9


def test_a_day_open_around_the_clock_is_23_hours_when_dst_begins_and_25_when_it_ends():
    cal = make_calendar(zone="America/Chicago", weekly=ALL_DAY, min_notice=timedelta(0))
    now = local(cal, 2026, 3, 1, 0)
    spring = day_availability(cal, timedelta(minutes=30), date(2026, 3, 8), now).slots
    assert len(spring) == 46
    assert not any(wall.startswith("02:") for wall in wall_times(cal, spring))
    now = local(cal, 2026, 10, 25, 0)
    autumn = day_availability(cal, timedelta(minutes=30), date(2026, 11, 1), now).slots
    assert len(autumn) == 50
    assert wall_times(cal, autumn).count("01:30") == 2


def test_hours_that_close_inside_the_skipped_hour_close_when_the_clock_jumps():
    cal = make_calendar(zone="America/Chicago", weekly={6: [(time(0), time(2, 30))]})
    [(opens, closes)] = open_intervals(cal, date(2026, 3, 8))
    # The clock goes from 01:59:59 CST to 03:00 CDT: 02:30 has passed at that instant.
    assert closes == datetime(2026, 3, 8, 8, tzinfo=UTC)
    assert closes - opens == timedelta(hours=2)


def test_hours_that_close_inside_the_repeated_hour_close_the_first_time_the_clock_shows_it():
    cal = make_calendar(zone="America/Chicago", weekly={6: [(time(0), time(1, 30))]})
    [(opens, closes)] = open_intervals(cal, date(2026, 11, 1))
    assert closes == datetime(2026, 11, 1, 6, 30, tzinfo=UTC)  # 01:30 CDT
    assert closes - opens == timedelta(hours=1, minutes=30)


def test_a_half_hour_zone_gets_slots_at_its_own_wall_clock_times():
    cal = make_calendar(zone="Asia/Kolkata", weekly={0: [(time(9), time(18))]})
    now = local(cal, 2026, 5, 31, 12)
    slots = day_availability(cal, timedelta(minutes=30), date(2026, 6, 1), now).slots
    assert slots[0].start == datetime(2026, 6, 1, 3, 30, tzinfo=UTC)
    assert slots[-1].start == datetime(2026, 6, 1, 12, 0, tzinfo=UTC)
    assert wall_times(cal, slots)[:2] == ["09:00", "09:30"]


def test_today_is_the_shops_local_date_not_utcs():
    cal = make_calendar(zone="Asia/Kolkata", weekly={0: [(time(9), time(18))]})
    now = datetime(2026, 6, 1, 20, tzinfo=UTC)  # already 01:30 on Tuesday in Kolkata
    monday = day_availability(cal, timedelta(minutes=30), date(2026, 6, 1), now)
    assert monday.reason == Reason.PAST


def test_special_hours_apply_to_the_shops_local_date_when_utc_has_rolled_over():
    cal = make_calendar(special_hours={date(2026, 12, 24): [(time(8), time(12))]})
    now = local(cal, 2026, 12, 23, 18)  # 01:00 on the 24th in UTC
    slots = find_slots(cal, timedelta(minutes=30), now, limit=20)
    christmas_eve = [s for s in slots if s.start.astimezone(cal.zone).date() == date(2026, 12, 24)]
    assert wall_times(cal, christmas_eve) == [
        f"{hour:02d}:{minute:02d}" for hour in range(8, 12) for minute in (0, 30)
    ]
    assert slots[0].start == local(cal, 2026, 12, 24, 8)


def test_special_hours_on_the_shops_today_do_not_leak_onto_the_utc_date():
    cal = make_calendar(special_hours={date(2026, 12, 23): [(time(18), time(21))]})
    now = local(cal, 2026, 12, 23, 18)  # the 24th in UTC
    thursday = day_availability(cal, timedelta(minutes=30), date(2026, 12, 24), now)
    assert wall_times(cal, thursday.slots)[0] == "07:30"
    tonight = day_availability(cal, timedelta(minutes=30), date(2026, 12, 23), now)
    assert wall_times(cal, tonight.slots) == ["19:00", "19:30", "20:00", "20:30"]
