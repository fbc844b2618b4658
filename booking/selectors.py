"""Reads: the shop's calendar built from the tables, and slot search over it."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from django.conf import settings
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone
from django.utils.module_loading import import_string

from booking import availability
from booking.availability import DayAvailability, HoursRange, Interval, Rules, ShopCalendar, Slot
from booking.models import Appointment, BusyTime, Service, Shop

# Slot search loads appointments a chunk of days at a time, so finding the next few slots in a
# busy shop reads a week of rows, not the whole horizon.
CHUNK_DAYS = 7


@dataclass(frozen=True)
class CalendarSetup:
    """The parts of a calendar that do not depend on the days asked for: read once, it serves
    every question of one conversation turn (assistant.tools.ShopTools)."""

    rules: Rules
    weekly_hours: dict[int, list[HoursRange]]
    special_hours: dict[date, list[HoursRange]]
    closures: dict[date, str]
    bays: list[int]


def rules_for(shop: Shop) -> Rules:
    return Rules(
        slot_minutes=shop.slot_minutes,
        min_notice=timedelta(minutes=shop.min_notice_minutes),
        horizon_days=shop.horizon_days,
        buffer_before=timedelta(minutes=shop.buffer_before_minutes),
        buffer_after=timedelta(minutes=shop.buffer_after_minutes),
        dropoff_window=(shop.dropoff_start, shop.dropoff_end),
    )


def calendar_setup(shop: Shop) -> CalendarSetup:
    weekly: dict[int, list[HoursRange]] = defaultdict(list)
    for weekday, open_, close in shop.opening_hours.values_list("weekday", "open", "close"):
        weekly[weekday].append(HoursRange(open_, close))
    special: dict[date, list[HoursRange]] = defaultdict(list)
    for day, open_, close in shop.special_hours.values_list("date", "open", "close"):
        special[day].append(HoursRange(open_, close))
    return CalendarSetup(
        rules=rules_for(shop),
        weekly_hours=dict(weekly),
        special_hours=dict(special),
        closures=dict(shop.closures.values_list("date", "reason")),
        bays=list(shop.bays.filter(active=True).values_list("id", flat=True)),
    )


def hours_on(
    shop: Shop, day: date, *, setup: CalendarSetup | None = None
) -> tuple[list[HoursRange], str]:
    """The shop's opening hours on one local day, with a closure or special hours applied, and
    the closure's reason when it is closed for one."""
    setup = setup or calendar_setup(shop)  # carries the three tables hours_for reads
    return availability.hours_for(setup, day), setup.closures.get(day, "")


def special_days(shop: Shop, first: date, last: date) -> list[date]:
    """The days from `first` to `last` whose hours are not the weekly ones: closures and days
    of special hours."""
    closed = shop.closures.filter(date__range=(first, last)).values_list("date", flat=True)
    special = shop.special_hours.filter(date__range=(first, last)).values_list("date", flat=True)
    return sorted({*closed, *special})


def is_open_at(shop: Shop, moment: datetime) -> bool:
    """Whether `moment` falls in the shop's opening hours that day (a close at midnight runs to
    the day's end)."""
    local = shop.local(moment)
    return any(
        hours.open <= local.time() and (hours.close == time(0) or local.time() < hours.close)
        for hours in hours_on(shop, local.date())[0]
    )


def shop_calendar(
    shop: Shop,
    *,
    first_day: date,
    last_day: date,
    now: datetime,
    exclude_ids: tuple[int, ...] = (),
    setup: CalendarSetup | None = None,
    with_done: bool = False,
) -> ShopCalendar:
    """The calendar of `shop` with the bookings and busy times that touch the given local days.
    `exclude_ids` leaves appointments out (an appointment being rescheduled, or a hold being
    confirmed, must not block itself). `with_done`: completed work keeps its bay too, for a
    visit staff record after the fact at a time that work took."""
    setup = setup or calendar_setup(shop)
    # A day more on each side catches buffers and busy times that reach across midnight.
    window_start = datetime.combine(first_day - timedelta(days=1), time(0), tzinfo=shop.zone)
    window_end = datetime.combine(last_day + timedelta(days=2), time(0), tzinfo=shop.zone)
    taking_time = Appointment.objects.filter(shop=shop).active(now)
    if with_done:
        taking_time = taking_time | Appointment.objects.filter(
            shop=shop, status=Appointment.Status.COMPLETED
        )
    active = taking_time.overlapping(window_start, window_end).exclude(id__in=exclude_ids)
    booked: list[Interval] = []
    dropoff_minutes: dict[date, int] = defaultdict(int)
    # One unordered read for both kinds: slot search runs this on every question asked.
    for bay, blocked_start, blocked_end, start, minutes in active.order_by().values_list(
        "bay_id", "blocked_start", "blocked_end", "start", "service__duration_minutes"
    ):
        if bay is None:
            dropoff_minutes[start.astimezone(shop.zone).date()] += minutes
        else:
            booked.append(Interval(blocked_start.astimezone(UTC), blocked_end.astimezone(UTC), bay))
    busy = [
        Interval(start.astimezone(UTC), end.astimezone(UTC), bay)
        for bay, start, end in BusyTime.objects.filter(
            calendar__shop=shop, start__lt=window_end, end__gt=window_start
        ).values_list("calendar__bay_id", "start", "end")
    ]
    return ShopCalendar(
        zone=shop.zone,
        rules=setup.rules,
        weekly_hours=setup.weekly_hours,
        special_hours=setup.special_hours,
        closures=setup.closures,
        bays=setup.bays,
        booked=booked,
        external_busy=busy,
        dropoff_minutes=dict(dropoff_minutes),
    )


def open_slots(
    shop: Shop,
    service: Service,
    *,
    now: datetime | None = None,
    from_day: date | None = None,
    to_day: date | None = None,
    limit: int = 10,
    earliest: time | None = None,
    latest: time | None = None,
    setup: CalendarSetup | None = None,
) -> list[Slot]:
    """The next open slots for `service`, in time order."""
    now = now or timezone.now()
    setup = setup or calendar_setup(shop)
    day = max(from_day or shop.today(now), shop.today(now))
    last = shop.today(now) + timedelta(days=shop.horizon_days)
    if to_day is not None:
        last = min(last, to_day)
    found: list[Slot] = []
    while day <= last and len(found) < limit:
        chunk_end = min(day + timedelta(days=CHUNK_DAYS - 1), last)
        cal = shop_calendar(shop, first_day=day, last_day=chunk_end, now=now, setup=setup)
        found += availability.find_slots(
            cal,
            service.duration,
            now,
            from_day=day,
            to_day=chunk_end,
            limit=limit - len(found),
            earliest=earliest,
            latest=latest,
            dropoff=service.kind == Service.Kind.DROPOFF,
        )
        day = chunk_end + timedelta(days=1)
    return found


# Days a person could mean; beyond them date arithmetic overflows (date.max has no tomorrow).
EARLIEST_DAY, LATEST_DAY = date(1900, 1, 1), date(2999, 12, 31)


def day_from_query(raw: str | None) -> date | None:
    """A YYYY-MM-DD day from a URL, or None for anything else."""
    try:
        day = date.fromisoformat(raw) if raw else None
    except ValueError:
        return None
    return day if day and EARLIEST_DAY <= day <= LATEST_DAY else None


def nearest_bookable_day(shop: Shop, day: date, *, now: datetime) -> date:
    """The day whose bookings to read for a question about `day`. A day outside the bookable
    ones is refused whatever is booked, and at the calendar's edge (date.max) a day has no
    neighbours to read around it."""
    today = shop.today(now)
    return min(max(day, today), today + timedelta(days=shop.horizon_days))


def dropoff_window_on(
    shop: Shop, day: date, *, setup: CalendarSetup | None = None
) -> tuple[datetime, datetime] | None:
    """The drop-off window on `day` as the shop's hours that day cut it (a Saturday that opens
    at 8 takes cars from 8, whatever the usual window says); None on a day it is closed."""
    cal = shop_calendar(shop, first_day=day, last_day=day, now=timezone.now(), setup=setup)
    return availability.dropoff_window(cal, day, availability.open_intervals(cal, day))


def day_openings(
    shop: Shop,
    service: Service,
    day: date,
    *,
    by_staff: bool = False,
    now: datetime | None = None,
    leaving_out: tuple[int, ...] = (),
    setup: CalendarSetup | None = None,
) -> DayAvailability:
    """The open times on one local day, or why there are none. `by_staff`: the times the shop's
    own staff may take, any from now on however far ahead; the minimum notice and the horizon
    are the customers' rules. `leaving_out`: appointments whose time counts as free (one being
    moved leaves where it is now)."""
    now = now or timezone.now()
    if by_staff:
        read_day = max(day, shop.today(now))  # a past day is refused whatever is booked
    else:
        read_day = nearest_bookable_day(shop, day, now=now)
    cal = shop_calendar(
        shop, first_day=read_day, last_day=read_day, now=now, exclude_ids=leaving_out, setup=setup
    )
    dropoff = service.kind == Service.Kind.DROPOFF
    return availability.day_availability(
        cal, service.duration, day, now, dropoff=dropoff, by_staff=by_staff
    )


def next_open_day(
    shop: Shop,
    service: Service,
    *,
    after: date,
    now: datetime | None = None,
    setup: CalendarSetup | None = None,
) -> DayAvailability | None:
    """The first day after `after` with an open time, with its times."""
    now = now or timezone.now()
    if after >= shop.today(now) + timedelta(days=shop.horizon_days):
        return None
    slots = open_slots(
        shop, service, now=now, from_day=after + timedelta(days=1), limit=1, setup=setup
    )
    if not slots:
        return None
    day = slots[0].start.astimezone(shop.zone).date()
    return day_openings(shop, service, day, now=now, setup=setup)


def upcoming_appointments(shop: Shop, *, phone: str, now: datetime | None = None):
    """The customer's own active appointments that have not started yet."""
    now = now or timezone.now()
    return (
        Appointment.objects.filter(shop=shop, customer__phone=phone, start__gte=now)
        .filter(Q(status=Appointment.Status.CONFIRMED))
        .select_related("service", "customer")
    )


def last_visit(shop: Shop, *, phone: str, service_id: int | None = None) -> Appointment | None:
    """The customer's most recent visit the shop finished, of a service it still offers (of
    that service, given one)."""
    visits = Appointment.objects.filter(
        shop=shop,
        customer__phone=phone,
        status=Appointment.Status.COMPLETED,
        service__active=True,
    )
    if service_id is not None:
        visits = visits.filter(service_id=service_id)
    return visits.select_related("service").order_by("-start").first()


CLOSED_THEN = "the shop is closed then"


@dataclass(frozen=True)
class ToMove:
    appointment: Appointment
    why: str


def appointments_to_move(shop: Shop, *, now: datetime | None = None) -> list[ToMove]:
    """Confirmed appointments ahead that cannot go ahead as booked, because the owner changed
    the hours, closed the day or took their bay out of use: those customers must be called to
    move them."""
    now = now or timezone.now()
    # The shop's own manager: each appointment's local day is read without a query for its shop.
    ahead = list(
        shop.appointments.filter(status=Appointment.Status.CONFIRMED, start__gte=now)
        .select_related("service", "customer", "bay")
        .order_by("start", "pk")
    )
    if not ahead:
        return []
    days = [appointment.local_start().date() for appointment in ahead]
    cal = shop_calendar(shop, first_day=min(days), last_day=max(days), now=now)
    to_move = []
    for appointment, day in zip(ahead, days, strict=True):
        intervals = availability.open_intervals(cal, day)
        if appointment.bay_id is None:  # a drop-off is left in the morning: the day must open
            covered = bool(intervals)
        else:
            covered = any(
                start <= appointment.start and appointment.end <= end for start, end in intervals
            )
        if not covered:
            to_move.append(ToMove(appointment, CLOSED_THEN))
        elif appointment.bay is not None and not appointment.bay.active:
            to_move.append(ToMove(appointment, f"{appointment.bay.name} is out of use"))
    return to_move


def public_url(path: str) -> str:
    """An absolute URL for links that leave the site (SMS, calendar apps, the owner's notes)."""
    return settings.PUBLIC_BASE_URL + path


def calendar_feed_url(shop: Shop) -> str:
    return public_url(reverse("calendar_feed", args=[shop.calendar_token]))


def shop_links(shop: Shop) -> dict[str, str]:
    """The shop's links that the owner pastes elsewhere, by name. Other apps add theirs through
    settings.SHOP_LINK_PROVIDERS (functions of the shop), so booking never imports them."""
    links = {"calendar_feed": calendar_feed_url(shop)}
    for provider in settings.SHOP_LINK_PROVIDERS:
        links.update(import_string(provider)(shop))
    return links
