"""Small builders for test data: a shop like the demo's, its services, customers and personas.

Tests say who acts (an owner, a staff member, a stranger) and build only what they need.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.contrib.auth import get_user_model

from booking.availability import HoursRange, Interval, Rules, ShopCalendar, Slot
from booking.models import Appointment, Bay, Customer, Membership, OpeningHours, Service, Shop
from booking.services import appointment_book


def make_shop(
    *,
    slug: str = "ridgeline",
    timezone: str = "America/Denver",
    bays: int = 2,
    weekly: dict[int, list[tuple[time, time]]] | None = None,
    **fields,
) -> Shop:
    """A shop open Mon-Fri 07:30-17:30 and Sat 08:00-13:00 unless `weekly` says otherwise."""
    defaults = {
        "name": slug.replace("-", " ").title() + " Auto Repair",
        "twilio_number": None,
        "slot_minutes": 30,
        "min_notice_minutes": 60,
        "horizon_days": 30,
        "buffer_before_minutes": 0,
        "buffer_after_minutes": 0,
    }
    shop = Shop.objects.create(slug=slug, timezone=timezone, **{**defaults, **fields})
    if weekly is None:
        weekly = {day: [(time(7, 30), time(17, 30))] for day in range(5)}
        weekly[5] = [(time(8, 0), time(13, 0))]
    for weekday, ranges in weekly.items():
        for open_, close in ranges:
            OpeningHours.objects.create(shop=shop, weekday=weekday, open=open_, close=close)
    for number in range(1, bays + 1):
        Bay.objects.create(shop=shop, name=f"Bay {number}")
    return shop


def make_shop_open_around_the_clock() -> Shop:
    """Open around the clock every day, one bay, customers held to two days' notice and a 30-day
    horizon: whenever a test runs, tomorrow is open, and too soon for a customer."""
    always = {day: [(time(0), time(0))] for day in range(7)}
    return make_shop(bays=1, weekly=always, min_notice_minutes=2 * 24 * 60, horizon_days=30)


def days_ahead_at(shop: Shop, days_ahead: int, hour: int, minute: int = 0) -> datetime:
    """The shop's wall-clock time `days_ahead` days from its today."""
    return datetime.combine(
        shop.today() + timedelta(days=days_ahead), time(hour, minute), shop.zone
    )


def make_service(
    shop: Shop,
    name: str = "Oil change",
    *,
    minutes: int = 30,
    price: tuple[int, int] = (49, 89),
    kind: str = Service.Kind.WAITER,
    aliases: list[str] | None = None,
) -> Service:
    return Service.objects.create(
        shop=shop,
        name=name,
        duration_minutes=minutes,
        price_min=Decimal(price[0]),
        price_max=Decimal(price[1]),
        kind=kind,
        aliases=aliases if aliases is not None else [],
    )


def make_customer(shop: Shop, phone: str = "+13035550101", name: str = "Dana Reyes") -> Customer:
    return Customer.objects.create(shop=shop, phone=phone, name=name)


def make_user(username: str, *, shop: Shop | None = None, role: str = Membership.Role.OWNER):
    user = get_user_model().objects.create_user(username=username, password="pw-" + username)
    if shop is not None:
        Membership.objects.create(user=user, shop=shop, role=role)
    return user


def book(
    shop: Shop,
    service: Service,
    customer: Customer,
    start: datetime,
    now: datetime | None = None,
    *,
    channel: str = "chat",
    **fields,
) -> Appointment:
    """Book through the service layer as a client would; `fields` are appointment_book's other
    keywords (vehicle, hold, idempotency_key...). Without `now`, the clock's own time."""
    return appointment_book(
        shop=shop,
        service=service,
        start=start,
        customer=customer,
        channel=channel,
        now=now,
        **fields,
    )


def book_fridays_visit(shop: Shop, service: Service, phone: str) -> Appointment:
    """Dana Reyes's visit on `phone` on Friday, December 11 2026 at 10 AM, booked the Sunday
    before: the one the conversation tests (Monday, December 7 at 9 AM) find on her number."""
    customer = make_customer(shop, phone, "Dana Reyes")
    return book(shop, service, customer, local(shop, 2026, 12, 11, 10), local(shop, 2026, 12, 6, 9))


def local(
    shop: Shop | ShopCalendar, year: int, month: int, day: int, hour: int, minute: int = 0
) -> datetime:
    """An aware datetime at a wall-clock time in the shop's (or the calendar's) zone."""
    return datetime(year, month, day, hour, minute, tzinfo=shop.zone)


def make_calendar(
    *,
    zone: str = "America/Denver",
    weekly: dict[int, list[tuple[time, time]]] | None = None,
    bays: tuple[int, ...] = (1,),
    booked: tuple[Interval, ...] = (),
    busy: tuple[Interval, ...] = (),
    special_hours: dict[date, list[tuple[time, time]]] | None = None,
    closures: dict[date, str] | None = None,
    dropoff_minutes: dict[date, int] | None = None,
    **rules,
) -> ShopCalendar:
    """A calendar for the pure slot functions, no database: open like make_shop's shop unless
    `weekly` says otherwise; `rules` are Rules fields (slot_minutes, min_notice, buffers...)."""
    if weekly is None:
        weekly = {day: [(time(7, 30), time(17, 30))] for day in range(5)}
        weekly[5] = [(time(8, 0), time(13, 0))]
    return ShopCalendar(
        zone=ZoneInfo(zone),
        rules=Rules(**rules),
        weekly_hours={day: [HoursRange(*r) for r in ranges] for day, ranges in weekly.items()},
        bays=bays,
        special_hours={
            day: [HoursRange(*r) for r in ranges] for day, ranges in (special_hours or {}).items()
        },
        closures=closures or {},
        booked=booked,
        external_busy=busy,
        dropoff_minutes=dropoff_minutes or {},
    )


def wall_times(cal: ShopCalendar, slots: Iterable[Slot]) -> list[str]:
    """Each slot's start as the shop's clock shows it, like "08:30"."""
    return [slot.start.astimezone(cal.zone).strftime("%H:%M") for slot in slots]
