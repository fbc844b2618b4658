"""Properties of the pure slot search over random shops, days (DST change days included) and
bookings: no offered slot collides with a booking or busy time on its bay, every slot lies in
the day's hours, the answer does not depend on the order of the inputs, and the server's check
accepts exactly the slots offered."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from booking.availability import (
    HoursRange,
    Interval,
    Rules,
    ShopCalendar,
    SlotUnavailable,
    check_slot,
    day_availability,
)

GRID = timedelta(minutes=5)
# Zones with whole-hour, half-hour and half-hour-DST offsets, and one that springs forward at
# midnight; days include each zone's 2026 changes.
ZONES = ["America/Chicago", "Asia/Kolkata", "Australia/Lord_Howe", "America/Santiago", "UTC"]
CHANGE_DAYS = [
    date(2026, 3, 8),
    date(2026, 11, 1),
    date(2026, 4, 5),
    date(2026, 10, 4),
    date(2026, 9, 6),
]

quick = settings(max_examples=100, deadline=None)


@dataclass(frozen=True)
class Case:
    cal: ShopCalendar
    day: date
    now: datetime
    duration: timedelta
    ranges: list[tuple[time, time]]


def minutes(low: int, high: int, step: int = 5):
    return st.integers(low // step, high // step).map(lambda n: timedelta(minutes=n * step))


def quarter_hours(n: int) -> time:
    return time(n * 15 // 60 % 24, n * 15 % 60)  # 96 quarter hours is a close at midnight


@st.composite
def day_hours(draw) -> list[tuple[time, time]]:
    """One to three ranges on a 15-minute grid, apart, touching, overlapping or nested."""
    ranges = draw(st.lists(st.sets(st.integers(0, 96), min_size=2, max_size=2), max_size=3))
    return [(quarter_hours(min(r)), quarter_hours(max(r))) for r in ranges]


@st.composite
def cases(draw) -> Case:
    zone = ZoneInfo(draw(st.sampled_from(ZONES)))
    day = draw(st.sampled_from(CHANGE_DAYS) | st.dates(date(2026, 1, 1), date(2026, 12, 31)))
    midnight = datetime.combine(day, time(0), tzinfo=zone).astimezone(UTC)
    bays = draw(st.lists(st.integers(1, 4), min_size=1, max_size=3, unique=True))

    def around_the_day(bay_choice) -> st.SearchStrategy[Interval]:
        """Intervals from three hours before the local day to three after it."""
        early = midnight - timedelta(hours=3)
        return st.builds(
            lambda offset, length, bay: Interval(early + offset, early + offset + length, bay),
            minutes(0, 27 * 60),
            minutes(5, 240),
            bay_choice,
        )

    booked = draw(st.lists(around_the_day(st.sampled_from(bays)), max_size=10))
    busy = draw(st.lists(around_the_day(st.sampled_from([*bays, None])), max_size=4))
    ranges = draw(day_hours())
    rules = Rules(
        slot_minutes=draw(st.sampled_from([10, 15, 20, 30, 45, 60])),
        min_notice=draw(minutes(0, 180, step=15)),
        buffer_before=draw(minutes(0, 30)),
        buffer_after=draw(minutes(0, 30)),
    )
    now = midnight + draw(minutes(-48 * 60, 20 * 60, step=15))
    cal = ShopCalendar(
        zone=zone,
        rules=rules,
        weekly_hours={day.weekday(): [HoursRange(*r) for r in ranges]},
        bays=bays,
        booked=booked,
        external_busy=busy,
    )
    return Case(cal, day, now, draw(minutes(5, 240)), ranges)


def first_instant_showing(zone: ZoneInfo, day: date, at: time, *, end: bool) -> datetime:
    """By brute force: the first instant on a 5-minute grid whose wall clock reads `at` (or
    later) on `day`; a close of 00:00 means the next midnight."""
    target = datetime.combine(day + timedelta(days=1) if end and at == time(0) else day, at)
    moment = datetime.combine(day, time(0), tzinfo=UTC) - timedelta(hours=15)
    while moment.astimezone(zone).replace(tzinfo=None) < target:
        moment += GRID
    return moment


def open_by_the_clock(case: Case) -> list[tuple[datetime, datetime]]:
    zone = case.cal.zone
    return [
        (
            first_instant_showing(zone, case.day, open_, end=False),
            first_instant_showing(zone, case.day, close, end=True),
        )
        for open_, close in case.ranges
    ]


def shuffled(case: Case, seed: int) -> ShopCalendar:
    rng = random.Random(seed)

    def mixed(items):
        items = list(items)
        rng.shuffle(items)
        return items

    cal = case.cal
    return ShopCalendar(
        zone=cal.zone,
        rules=cal.rules,
        weekly_hours={day: mixed(ranges) for day, ranges in cal.weekly_hours.items()},
        bays=mixed(cal.bays),
        booked=mixed(cal.booked),
        external_busy=mixed(cal.external_busy),
    )


@quick
@given(cases())
def test_no_offered_slot_collides_with_anything_on_its_bay(case):
    cal = case.cal
    before, after = cal.rules.buffer_before, cal.rules.buffer_after
    for slot in day_availability(cal, case.duration, case.day, case.now).slots:
        assert slot.bay in cal.bays
        for taken in [*cal.booked, *cal.external_busy]:
            if taken.bay in (None, slot.bay):
                assert slot.end + after <= taken.start or taken.end <= slot.start - before


@quick
@given(cases())
def test_every_slot_lies_in_the_days_hours_after_the_notice(case):
    hours = open_by_the_clock(case)
    earliest = case.now + case.cal.rules.min_notice
    for slot in day_availability(case.cal, case.duration, case.day, case.now).slots:
        assert slot.start >= earliest
        assert slot.end - slot.start == case.duration
        moment = slot.start
        while moment < slot.end:
            assert any(opens <= moment < closes for opens, closes in hours), moment
            moment += GRID


@quick
@given(cases())
def test_slots_come_in_time_order_once_each(case):
    starts = [s.start for s in day_availability(case.cal, case.duration, case.day, case.now).slots]
    assert starts == sorted(set(starts))


@quick
@given(cases(), st.integers())
def test_the_answer_does_not_depend_on_the_order_of_the_inputs(case, seed):
    as_given = day_availability(case.cal, case.duration, case.day, case.now)
    reordered = day_availability(shuffled(case, seed), case.duration, case.day, case.now)
    assert reordered == as_given


@quick
@given(cases(), st.data())
def test_the_server_accepts_exactly_the_offered_slots(case, data):
    offered = day_availability(case.cal, case.duration, case.day, case.now).slots
    midnight = datetime.combine(case.day, time(0), tzinfo=case.cal.zone)
    any_time = st.builds(lambda offset: midnight + offset, minutes(0, 24 * 60 - 5))
    an_offered_time = st.sampled_from([slot.start for slot in offered]) if offered else any_time
    asked = data.draw(any_time | an_offered_time)
    match = [slot for slot in offered if slot.start == asked]
    if match:
        assert check_slot(case.cal, case.duration, asked, case.now) == match[0]
    else:
        with pytest.raises(SlotUnavailable):
            check_slot(case.cal, case.duration, asked, case.now)


@quick
@given(cases())
def test_booked_bay_minutes_count_each_bays_taken_time_once(case):
    cal = case.cal
    start = datetime.combine(case.day, time(6), tzinfo=cal.zone).astimezone(UTC)
    end = start + timedelta(hours=12)
    expected = 0
    for bay in set(cal.bays):
        on_bay = [i for i in [*cal.booked, *cal.external_busy] if i.bay in (None, bay)]
        moment = start
        while moment < end:
            expected += 5 * any(i.start <= moment < i.end for i in on_bay)
            moment += GRID
    assert cal.booked_bay_minutes(start, end) == expected
