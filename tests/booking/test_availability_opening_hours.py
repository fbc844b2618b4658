"""What counts as open: weekly hours, several ranges a day, special hours, closures, hours that
end at midnight, and a service that must finish by closing time."""

from __future__ import annotations

from datetime import date, time, timedelta

import pytest

from booking.availability import Reason, SlotUnavailable, check_slot, day_availability
from tests.factories import local, make_calendar, wall_times

MONDAY = date(2026, 12, 7)
HALF_HOUR = timedelta(minutes=30)
HOUR = timedelta(hours=1)
FIFTY_MINUTES = timedelta(minutes=50)


def the_friday_before(cal):
    return local(cal, 2026, 12, 4, 12)


def monday(cal, duration):
    return day_availability(cal, duration, MONDAY, the_friday_before(cal))


def test_a_50_minute_service_is_not_offered_so_late_it_would_end_after_closing():
    cal = make_calendar(weekly={0: [(time(8), time(18))]}, slot_minutes=10)
    slots = monday(cal, FIFTY_MINUTES).slots
    assert wall_times(cal, slots)[-1] == "17:10"
    assert slots[-1].end == local(cal, 2026, 12, 7, 18)


@pytest.mark.parametrize("minute", [20, 30])
def test_a_start_that_would_run_past_closing_is_refused_on_the_server(minute):
    cal = make_calendar(weekly={0: [(time(8), time(18))]}, slot_minutes=10)
    late = local(cal, 2026, 12, 7, 17, minute)
    with pytest.raises(SlotUnavailable) as refused:
        check_slot(cal, FIFTY_MINUTES, late, the_friday_before(cal))
    assert refused.value.reason == "not_offered"


def test_hours_ending_at_midnight_offer_the_last_slot_of_the_day():
    cal = make_calendar(weekly={0: [(time(18), time(0))]})
    slots = monday(cal, HOUR).slots
    assert wall_times(cal, slots)[-1] == "23:00"
    assert slots[-1].end == local(cal, 2026, 12, 8, 0)
    assert len(slots) == 11


def test_a_day_open_around_the_clock_is_written_midnight_to_midnight():
    cal = make_calendar(weekly={0: [(time(0), time(0))]})
    assert len(monday(cal, HALF_HOUR).slots) == 48


def test_a_lunch_break_offers_no_job_that_would_run_into_it():
    cal = make_calendar(weekly={0: [(time(8), time(12)), (time(13), time(17))]})
    times = wall_times(cal, monday(cal, HOUR).slots)
    assert times == ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00"] + [
        "13:00",
        "13:30",
        "14:00",
        "14:30",
        "15:00",
        "15:30",
        "16:00",
    ]


def test_ranges_given_in_any_order_give_the_same_day():
    forwards = make_calendar(weekly={0: [(time(8), time(12)), (time(13), time(17))]})
    backwards = make_calendar(weekly={0: [(time(13), time(17)), (time(8), time(12))]})
    assert monday(forwards, HOUR) == monday(backwards, HOUR)


def test_overlapping_ranges_offer_each_start_once():
    cal = make_calendar(weekly={0: [(time(8), time(12)), (time(11), time(14))]})
    times = wall_times(cal, monday(cal, HOUR).slots)
    assert times == sorted(set(times))
    assert times[0] == "08:00" and times[-1] == "13:00"


def test_a_job_may_run_across_two_ranges_that_touch():
    cal = make_calendar(weekly={0: [(time(8), time(12)), (time(12), time(17))]})
    assert "11:30" in wall_times(cal, monday(cal, HOUR).slots)


def test_special_hours_replace_the_weekly_hours_of_their_date():
    cal = make_calendar(special_hours={MONDAY: [(time(10), time(12))]})
    times = wall_times(cal, monday(cal, HALF_HOUR).slots)
    assert times == ["10:00", "10:30", "11:00", "11:30"]


def test_special_hours_open_a_day_the_shop_is_usually_closed():
    sunday = date(2026, 12, 6)
    cal = make_calendar(special_hours={sunday: [(time(9), time(11))]})
    day = day_availability(cal, HOUR, sunday, the_friday_before(cal))
    assert day.reason == Reason.OPEN
    assert wall_times(cal, day.slots) == ["09:00", "09:30", "10:00"]


def test_a_closure_closes_the_day_and_says_why():
    cal = make_calendar(closures={MONDAY: "Staff training"})
    day = monday(cal, HALF_HOUR)
    assert (day.reason, day.slots, day.note) == (Reason.CLOSED, (), "Staff training")


def test_a_closure_wins_over_special_hours_on_the_same_date():
    cal = make_calendar(
        closures={MONDAY: "Flooded"}, special_hours={MONDAY: [(time(10), time(12))]}
    )
    assert monday(cal, HALF_HOUR).reason == Reason.CLOSED


def test_a_booking_on_a_closed_day_is_refused_with_the_closures_reason():
    cal = make_calendar(closures={MONDAY: "Christmas party"})
    with pytest.raises(SlotUnavailable, match="Christmas party") as refused:
        check_slot(cal, HALF_HOUR, local(cal, 2026, 12, 7, 9), the_friday_before(cal))
    assert refused.value.reason == "closed"
