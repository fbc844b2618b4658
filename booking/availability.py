"""Slot search as pure functions over plain data.

Nothing here touches the database, so every rule can be tested (and property-tested) alone;
`booking.selectors` builds a `ShopCalendar` from the tables and calls these functions.

Conventions:
- Opening hours are wall-clock times in the shop's zone, expanded day by day with zoneinfo, so
  DST gaps and repeated hours land on the right instants: each opening and closing is the first
  instant the clock shows it (see `local_instant`). A closing time of 00:00 is midnight at the
  end of the day. A day's ranges are its open time together: overlapping ones join.
- Every instant is an aware datetime; results are in UTC.
- A booked interval is the range an appointment keeps free, its own buffers included. A new
  booking's buffered range must not overlap it: that is Cal.com's rule (existing before + new
  after, existing after + new before), with no buffer ignored and none doubled.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from functools import cached_property
from zoneinfo import ZoneInfo

from booking.clock import twelve_hour

MIDNIGHT = time(0)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# A car at the counter goes in at the next five minutes on the clock, not at the next slot of
# the grid customers book on: half an hour lost on a busy day is a job turned away.
WALK_IN_STEP = timedelta(minutes=5)


@dataclass(frozen=True)
class HoursRange:
    open: time
    close: time  # MIDNIGHT means the end of the day

    def __post_init__(self) -> None:
        if self.close != MIDNIGHT and self.close <= self.open:
            raise ValueError(
                f"closing time {self.close:%H:%M} is not after opening {self.open:%H:%M}"
            )


@dataclass(frozen=True)
class Rules:
    slot_minutes: int = 30
    min_notice: timedelta = timedelta(minutes=60)
    horizon_days: int = 30
    buffer_before: timedelta = timedelta(0)
    buffer_after: timedelta = timedelta(0)
    dropoff_window: tuple[time, time] = (time(7, 30), time(9, 0))

    def __post_init__(self) -> None:
        if self.slot_minutes <= 0:
            raise ValueError("slot_minutes must be positive")
        if self.buffer_before < timedelta(0) or self.buffer_after < timedelta(0):
            raise ValueError("buffers cannot be negative")
        if self.min_notice < timedelta(0) or self.horizon_days < 0:
            raise ValueError("minimum notice and horizon cannot be negative")
        if self.dropoff_window[1] <= self.dropoff_window[0]:
            raise ValueError(
                f"the drop-off window closes at {self.dropoff_window[1]:%H:%M}, "
                f"not after it opens at {self.dropoff_window[0]:%H:%M}"
            )


@dataclass(frozen=True)
class Interval:
    start: datetime
    end: datetime
    bay: int | None = None  # for busy times, None blocks every bay

    def __post_init__(self) -> None:
        _require_aware(self.start, "interval start")
        _require_aware(self.end, "interval end")
        if self.end <= self.start:
            raise ValueError(f"interval ends at {self.end} before it starts at {self.start}")


@dataclass(frozen=True)
class ShopCalendar:
    zone: ZoneInfo
    rules: Rules
    weekly_hours: Mapping[int, Sequence[HoursRange]]  # 0 = Monday
    bays: Sequence[int]
    special_hours: Mapping[date, Sequence[HoursRange]] = field(default_factory=dict)
    closures: Mapping[date, str] = field(default_factory=dict)
    booked: Sequence[Interval] = ()  # active appointments' buffered ranges, each on a bay
    external_busy: Sequence[Interval] = ()
    dropoff_minutes: Mapping[date, int] = field(default_factory=dict)  # booked drop-off labour

    def __post_init__(self) -> None:
        # A booking without a bay would silently block nothing: drop-offs go in dropoff_minutes.
        if any(interval.bay is None for interval in self.booked):
            raise ValueError("every booked interval must name its bay")

    @cached_property
    def _sorted_bays(self) -> list[int]:
        return sorted(set(self.bays))

    @cached_property
    def _busy_by_bay(self) -> dict[int, _BusyList]:
        """Per bay: its bookings and busy times, with the shop-wide busy times, merged."""
        shop_wide = [b for b in self.external_busy if b.bay is None]
        per_bay: dict[int, list[Interval]] = defaultdict(list)
        for interval in [*self.booked, *self.external_busy]:
            if interval.bay is not None:
                per_bay[interval.bay].append(interval)
        return {bay: _BusyList.merged([*per_bay[bay], *shop_wide]) for bay in self._sorted_bays}

    def bay_is_free(self, bay: int, start: datetime, end: datetime) -> bool:
        return self._busy_by_bay[bay].is_free(start, end)

    def free_bay(self, start: datetime, end: datetime) -> int | None:
        """The lowest-numbered bay free for all of [start, end), so bookings pack predictably."""
        for bay in self._sorted_bays:
            if self.bay_is_free(bay, start, end):
                return bay
        return None

    def booked_bay_minutes(self, start: datetime, end: datetime) -> int:
        """Bay-minutes taken inside [start, end), summed over the bays."""
        total = sum(
            (busy.busy_within(start, end) for busy in self._busy_by_bay.values()), timedelta(0)
        )
        return int(total.total_seconds() // 60)


class _BusyList:
    """Disjoint busy ranges in time order, as parallel lists, with running totals of their
    lengths so the busy time inside any window costs two bisections."""

    def __init__(self, starts: list[datetime], ends: list[datetime]) -> None:
        self.starts = starts
        self.ends = ends
        self.before: list[timedelta] = [timedelta(0)]  # before[i]: length of ranges [0, i)
        for s, e in zip(starts, ends, strict=True):
            self.before.append(self.before[-1] + (e - s))

    @classmethod
    def merged(cls, intervals: Iterable[Interval]) -> _BusyList:
        return cls(*_merge((i.start, i.end) for i in intervals))

    def is_free(self, start: datetime, end: datetime) -> bool:
        i = bisect.bisect_left(self.starts, end)  # ranges starting before `end`
        return i == 0 or self.ends[i - 1] <= start

    def busy_within(self, start: datetime, end: datetime) -> timedelta:
        first = bisect.bisect_right(self.ends, start)  # the first range ending after `start`
        last = bisect.bisect_left(self.starts, end)  # past the last range starting before `end`
        if first >= last:
            return timedelta(0)
        total = self.before[last] - self.before[first]
        total -= max(start - self.starts[first], timedelta(0))
        total -= max(self.ends[last - 1] - end, timedelta(0))
        return total


class Reason(StrEnum):
    OPEN = "open"
    CLOSED = "closed"  # no hours that day (weekly, closure, or special hours)
    FULL = "full"  # open, but every time is taken
    TOO_SOON = "too_soon"  # the open times left are inside the minimum notice
    TOO_SHORT = "too_short"  # the day's hours cannot fit this service
    PAST = "past"
    BEYOND_HORIZON = "beyond_horizon"


@dataclass(frozen=True)
class Slot:
    start: datetime
    end: datetime
    bay: int | None


@dataclass(frozen=True)
class DayAvailability:
    day: date
    reason: Reason
    slots: tuple[Slot, ...] = ()
    note: str = ""  # a closure's reason, for the assistant to say
    walk_in: Slot | None = None  # for staff: the one of `slots` that starts now (walk_in_start)


class SlotUnavailable(Exception):
    """The requested start cannot be booked; `reason` says why in a word the caller can act on."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def hours_for(cal: ShopCalendar, day: date) -> list[HoursRange]:
    if day in cal.closures:
        return []
    if day in cal.special_hours:
        return sorted(cal.special_hours[day], key=lambda h: h.open)
    return sorted(cal.weekly_hours.get(day.weekday(), ()), key=lambda h: h.open)


def local_instant(zone: ZoneInfo, day: date, at: time) -> datetime:
    """The first UTC instant at which the shop's clock shows `at` or later on `day`: a repeated
    time is its first occurrence, and a time the DST change skips is the moment of the jump (a
    shop opening or closing at 02:30 on the night clocks go from 02:00 to 03:00 does so at
    03:00), so a range never reaches past its closing time on the clock."""
    wall = datetime.combine(day, at)
    first = wall.replace(tzinfo=zone, fold=0).astimezone(UTC)
    if first.astimezone(zone).replace(tzinfo=None) == wall:
        return first
    # Skipped: `first` lies after the jump and the other reading before it. Zones change on
    # whole seconds, so bisecting the seconds between them finds the jump exactly.
    before = wall.replace(tzinfo=zone, fold=1).astimezone(UTC)
    low, high = 0, int((first - before).total_seconds())
    while high - low > 1:
        middle = (low + high) // 2
        if (before + timedelta(seconds=middle)).astimezone(zone).replace(tzinfo=None) >= wall:
            high = middle
        else:
            low = middle
    return before + timedelta(seconds=high)


def open_intervals(cal: ShopCalendar, day: date) -> list[tuple[datetime, datetime]]:
    """The day's open time as disjoint UTC ranges in order: overlapping or touching ranges
    join, so no start is offered twice and a job may run across a seam."""
    ranges = []
    for hours in hours_for(cal, day):
        start = local_instant(cal.zone, day, hours.open)
        end = _closing_instant(cal.zone, day, hours.close)
        if end > start:
            ranges.append((start, end))
    return list(zip(*_merge(ranges), strict=True))


def _closing_instant(zone: ZoneInfo, day: date, at: time) -> datetime:
    if at == MIDNIGHT:
        return local_instant(zone, day + timedelta(days=1), MIDNIGHT)
    return local_instant(zone, day, at)


def today_in(cal: ShopCalendar, now: datetime) -> date:
    return now.astimezone(cal.zone).date()


def last_bookable_day(cal: ShopCalendar, now: datetime) -> date:
    return today_in(cal, now) + timedelta(days=cal.rules.horizon_days)


def earliest_start(cal: ShopCalendar, now: datetime, *, by_staff: bool = False) -> datetime:
    """The first moment a booking may start. The minimum notice gives the shop time to get ready
    for a booking a customer makes; its own staff know when they are ready, so they book from
    now on (a walk-in at the counter)."""
    return now if by_staff else now + cal.rules.min_notice


def walk_in_start(now: datetime) -> datetime:
    """When staff can take a car that is at the counter now: `now` rounded up to the next five
    minutes (10:17 -> 10:20; 10:15 sharp stays), in UTC. Every zone's offset is a whole number
    of five minutes, so this is also the next five minutes on the shop's clock."""
    _require_aware(now, "now")
    now = now.astimezone(UTC)
    past = (now - EPOCH) % WALK_IN_STEP
    return now + (WALK_IN_STEP - past) if past else now


def day_availability(
    cal: ShopCalendar,
    duration: timedelta,
    day: date,
    now: datetime,
    *,
    dropoff: bool = False,
    by_staff: bool = False,
) -> DayAvailability:
    """Every open time on one local day for a service of `duration`, or why there is none.
    `by_staff`: the shop's own staff book any open time from now on, however far ahead, and a
    car at the counter now, off the grid (`walk_in`); the minimum notice, the horizon and the
    grid are the rules for customers."""
    _require_aware(now, "now")
    _require_positive(duration)
    if day < today_in(cal, now):
        return DayAvailability(day, Reason.PAST)
    if not by_staff and day > last_bookable_day(cal, now):
        return DayAvailability(day, Reason.BEYOND_HORIZON)
    intervals = open_intervals(cal, day)
    if not intervals:
        return DayAvailability(day, Reason.CLOSED, note=cal.closures.get(day, ""))
    earliest = earliest_start(cal, now, by_staff=by_staff)
    # Only staff take a car at the counter: customers book on the grid, with notice.
    walk_in_at = walk_in_start(now) if by_staff else None
    if dropoff:
        return _dropoff_day(cal, duration, day, earliest, intervals, walk_in_at)

    step = timedelta(minutes=cal.rules.slot_minutes)
    before, after = cal.rules.buffer_before, cal.rules.buffer_after
    slots: list[Slot] = []
    fits_somewhere = False
    later_than_notice = False
    for open_at, close_at in intervals:
        start = open_at
        while start + duration <= close_at:
            fits_somewhere = True
            if start >= earliest:
                later_than_notice = True
                bay = cal.free_bay(start - before, start + duration + after)
                if bay is not None:
                    slots.append(Slot(start, start + duration, bay))
            start += step
    walk_in = None
    if walk_in_at is not None:
        walk_in = _walk_in_slot(cal, duration, intervals, walk_in_at)
    if walk_in is not None and walk_in not in slots:
        slots = sorted([walk_in, *slots], key=lambda slot: slot.start)
    if slots:
        return DayAvailability(day, Reason.OPEN, tuple(slots), walk_in=walk_in)
    if not fits_somewhere:
        return DayAvailability(day, Reason.TOO_SHORT)
    return DayAvailability(day, Reason.FULL if later_than_notice else Reason.TOO_SOON)


def _walk_in_slot(
    cal: ShopCalendar,
    duration: timedelta,
    intervals: list[tuple[datetime, datetime]],
    start: datetime,
) -> Slot | None:
    """A job starting at `start`, off the grid, if it is done within the hours and a bay is free
    for all of it, buffers included."""
    for open_at, close_at in intervals:
        if open_at <= start and start + duration <= close_at:
            bay = cal.free_bay(
                start - cal.rules.buffer_before, start + duration + cal.rules.buffer_after
            )
            return Slot(start, start + duration, bay) if bay is not None else None
    return None


def _dropoff_day(
    cal: ShopCalendar,
    labour: timedelta,
    day: date,
    earliest: datetime,
    intervals: list[tuple[datetime, datetime]],
    walk_in_at: datetime | None = None,
) -> DayAvailability:
    window = dropoff_window(cal, day, intervals)
    if window is None:
        return DayAvailability(day, Reason.CLOSED)
    start, end = window
    walk_in = False
    if start < earliest:
        # A drop-off takes no bay at a time, only the day's labour: staff take a car left at the
        # counter while the window is still open, from now until it closes.
        if walk_in_at is None or walk_in_at >= end:
            return DayAvailability(day, Reason.TOO_SOON)
        start, walk_in = walk_in_at, True
    capacity = sum(
        int((close_at - open_at).total_seconds() // 60) for open_at, close_at in intervals
    ) * len(cal.bays)
    used = cal.dropoff_minutes.get(day, 0) + sum(
        cal.booked_bay_minutes(open_at, close_at) for open_at, close_at in intervals
    )
    needed = int(labour.total_seconds() // 60)
    if needed > capacity:
        return DayAvailability(day, Reason.TOO_SHORT)
    if used + needed > capacity:
        return DayAvailability(day, Reason.FULL)
    slot = Slot(start, end, None)
    return DayAvailability(day, Reason.OPEN, (slot,), walk_in=slot if walk_in else None)


def dropoff_window(
    cal: ShopCalendar, day: date, intervals: list[tuple[datetime, datetime]]
) -> tuple[datetime, datetime] | None:
    """The drop-off window on `day`, cut to the hours the shop is open: a window that starts at
    07:30 on a day that opens at 08:00 takes cars from 08:00."""
    window_open, window_close = cal.rules.dropoff_window
    start = local_instant(cal.zone, day, window_open)
    end = _closing_instant(cal.zone, day, window_close)
    for open_at, close_at in intervals:
        if open_at < end and start < close_at:
            return max(start, open_at), min(end, close_at)
    return None


def find_slots(
    cal: ShopCalendar,
    duration: timedelta,
    now: datetime,
    *,
    from_day: date | None = None,
    to_day: date | None = None,
    limit: int = 10,
    earliest: time | None = None,
    latest: time | None = None,
    dropoff: bool = False,
) -> list[Slot]:
    """The first `limit` open slots from `from_day` on, optionally only those starting within a
    wall-clock window [earliest, latest)."""
    found: list[Slot] = []
    for availability in iter_days(
        cal, duration, now, from_day=from_day, to_day=to_day, dropoff=dropoff
    ):
        for slot in availability.slots:
            wall = slot.start.astimezone(cal.zone).time()
            if earliest is not None and wall < earliest:
                continue
            if latest is not None and wall >= latest:
                continue
            found.append(slot)
            if len(found) >= limit:
                return found
    return found


def iter_days(
    cal: ShopCalendar,
    duration: timedelta,
    now: datetime,
    *,
    from_day: date | None = None,
    to_day: date | None = None,
    dropoff: bool = False,
) -> Iterable[DayAvailability]:
    _require_aware(now, "now")
    _require_positive(duration)
    day = max(from_day or today_in(cal, now), today_in(cal, now))
    last = min(to_day or last_bookable_day(cal, now), last_bookable_day(cal, now))
    while day <= last:
        yield day_availability(cal, duration, day, now, dropoff=dropoff)
        day += timedelta(days=1)


def next_open_day(
    cal: ShopCalendar, duration: timedelta, now: datetime, *, after: date, dropoff: bool = False
) -> DayAvailability | None:
    for availability in iter_days(
        cal, duration, now, from_day=after + timedelta(days=1), dropoff=dropoff
    ):
        if availability.reason == Reason.OPEN:
            return availability
    return None


def check_slot(
    cal: ShopCalendar,
    duration: timedelta,
    start: datetime,
    now: datetime,
    *,
    dropoff: bool = False,
    by_staff: bool = False,
) -> Slot:
    """Re-validate a requested start on the server: it must be a slot this calendar offers now
    (to staff, with `by_staff`, which includes a car at the counter starting now, off the grid).
    A client may send any time; only an offered one is accepted."""
    _require_aware(start, "start")
    day = start.astimezone(cal.zone).date()
    availability = day_availability(cal, duration, day, now, dropoff=dropoff, by_staff=by_staff)
    for slot in availability.slots:
        if slot.start == start:
            return slot
    earliest = earliest_start(cal, now, by_staff=by_staff)
    walk_in_at = walk_in_start(now) if by_staff else None
    raise SlotUnavailable(
        *_why_not(cal, duration, start, now, earliest, availability, dropoff, walk_in_at)
    )


def _why_not(
    cal: ShopCalendar,
    duration: timedelta,
    start: datetime,
    now: datetime,
    earliest: datetime,
    availability: DayAvailability,
    dropoff: bool,
    walk_in_at: datetime | None,
) -> tuple[str, str]:
    local = start.astimezone(cal.zone)
    day = f"{local:%a %b} {local.day}"
    when = f"{day}, {twelve_hour(local)}"  # "Mon Dec 7, 7:30 AM"
    if availability.reason == Reason.PAST or start < now:
        return "past", f"{when} has already passed."
    if availability.reason == Reason.BEYOND_HORIZON:
        return (
            "beyond_horizon",
            f"{when} is beyond the {cal.rules.horizon_days}-day booking horizon.",
        )
    if availability.reason == Reason.CLOSED:
        note = f" ({availability.note})" if availability.note else ""
        return "closed", f"The shop is closed on {day}{note}."
    if availability.reason == Reason.TOO_SHORT:
        return "too_short", f"The hours on {day} are too short for this service."
    if start < earliest:
        minutes = int(cal.rules.min_notice.total_seconds() // 60)
        return "too_soon", f"{when} is inside the {minutes}-minute minimum notice."
    if start == walk_in_at:
        return _why_not_now(cal, duration, start, dropoff)
    if not _is_offered_start(cal, duration, start, dropoff):
        return "not_offered", f"{when} is not a bookable start time for this service."
    return "taken", f"{when} has just been taken."


def _why_not_now(
    cal: ShopCalendar, duration: timedelta, start: datetime, dropoff: bool
) -> tuple[str, str]:
    """Why staff cannot take a car at the counter now, off the grid (`start` is walk_in_start)."""
    local = start.astimezone(cal.zone)
    at = twelve_hour(local)
    intervals = open_intervals(cal, local.date())
    if dropoff:
        window = dropoff_window(cal, local.date(), intervals)
        if window is not None and window[0] <= start < window[1]:
            return "taken", f"The day is fully booked: no drop-off can be taken now ({at})."
        opens, closes = (twelve_hour(wall) for wall in cal.rules.dropoff_window)
        return "not_offered", f"Drop-offs are left from {opens} to {closes}, not now ({at})."
    minutes = int(duration.total_seconds() // 60)
    if not any(
        open_at <= start and start + duration <= close_at for open_at, close_at in intervals
    ):
        return (
            "not_offered",
            f"The {minutes} minutes this job takes do not fit in the opening hours from now "
            f"({at}).",
        )
    return (
        "taken",
        f"No bay is free now ({at}) for the {minutes} minutes this job takes. "
        "Pick one of the open times.",
    )


def _is_offered_start(
    cal: ShopCalendar, duration: timedelta, start: datetime, dropoff: bool
) -> bool:
    """Would `start` be a slot on an empty calendar? (Aligned, inside the hours.)"""
    day = start.astimezone(cal.zone).date()
    if dropoff:
        window = dropoff_window(cal, day, open_intervals(cal, day))
        return window is not None and start == window[0]
    step = timedelta(minutes=cal.rules.slot_minutes)
    for open_at, close_at in open_intervals(cal, day):
        if (
            open_at <= start
            and start + duration <= close_at
            and (start - open_at) % step == timedelta(0)
        ):
            return True
    return False


def _merge(
    ranges: Iterable[tuple[datetime, datetime]],
) -> tuple[list[datetime], list[datetime]]:
    """Overlapping or touching ranges joined, in order, as parallel lists of starts and ends."""
    starts: list[datetime] = []
    ends: list[datetime] = []
    for start, end in sorted(ranges):
        if ends and start <= ends[-1]:
            ends[-1] = max(ends[-1], end)
        else:
            starts.append(start)
            ends.append(end)
    return starts, ends


def _require_positive(duration: timedelta) -> None:
    if duration <= timedelta(0):
        raise ValueError(f"a service's duration must be positive, got {duration}")


def _require_aware(value: datetime, what: str) -> None:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"{what} must be an aware datetime, got the naive {value}")
