"""The recovered-revenue report: the work the assistant booked (chat, phone and text) that the
shop would otherwise have missed, in dollars the owner recognises.

A period counts what the assistant booked during it, whenever the visit is: the report's
conversations are counted by the day they took place, so the bookings they made are counted
on the same day, and the two add up."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from django.db.models import Count, Q, QuerySet, Sum

from booking.models import Appointment, Shop

ASSISTANT_CHANNELS = (
    Appointment.Channel.CHAT,
    Appointment.Channel.PHONE,
    Appointment.Channel.SMS,
)


@dataclass(frozen=True)
class ChannelLine:
    channel: str
    booked: int
    completed: int
    revenue: Decimal  # final amounts of completed work
    upcoming: int
    expected: Decimal  # upcoming work at the midpoint of its quoted range
    cancelled: int = 0
    no_show: int = 0

    @property
    def label(self) -> str:
        return Appointment.Channel(self.channel).label


@dataclass(frozen=True)
class RecoveredRevenue:
    first_day: date
    last_day: date
    lines: list[ChannelLine]

    @property
    def revenue(self) -> Decimal:
        return sum((line.revenue for line in self.lines), Decimal(0))

    @property
    def expected(self) -> Decimal:
        return sum((line.expected for line in self.lines), Decimal(0))

    @property
    def booked(self) -> int:
        return sum(line.booked for line in self.lines)


def recovered_revenue(shop: Shop, *, first_day: date, last_day: date) -> RecoveredRevenue:
    """Appointments the assistant booked between the two local days (inclusive), whatever day
    their visit is."""
    rows = (
        _booked_by_the_assistant(shop, first_day, last_day)
        .exclude(status=Appointment.Status.HELD)
        .values("channel")
        .annotate(
            booked=Count("id"),
            completed=Count("id", filter=Q(status=Appointment.Status.COMPLETED)),
            revenue=Sum("final_amount", filter=Q(status=Appointment.Status.COMPLETED)),
            upcoming=Count("id", filter=Q(status=Appointment.Status.CONFIRMED)),
            cancelled=Count("id", filter=Q(status=Appointment.Status.CANCELLED)),
            no_show=Count("id", filter=Q(status=Appointment.Status.NO_SHOW)),
            quoted=Sum("quoted_min", filter=Q(status=Appointment.Status.CONFIRMED))
            + Sum("quoted_max", filter=Q(status=Appointment.Status.CONFIRMED)),
        )
    )
    found = {row["channel"]: row for row in rows}
    lines = []
    for channel in ASSISTANT_CHANNELS:
        row = found.get(channel, {})
        lines.append(
            ChannelLine(
                channel=channel,
                booked=row.get("booked", 0),
                completed=row.get("completed", 0),
                revenue=row.get("revenue") or Decimal(0),
                upcoming=row.get("upcoming", 0),
                expected=(row.get("quoted") or Decimal(0)) / 2,
                cancelled=row.get("cancelled", 0),
                no_show=row.get("no_show", 0),
            )
        )
    return RecoveredRevenue(first_day, last_day, lines)


def not_yet_marked(shop: Shop, *, first_day: date, last_day: date, now: datetime) -> int:
    """How many of the period's bookings by the assistant have had their time come but are not
    marked completed or a no-show: the report counts them still to come, and their money only
    once the shop marks them."""
    booked = _booked_by_the_assistant(shop, first_day, last_day)
    return booked.filter(status=Appointment.Status.CONFIRMED, start__lt=now).count()


def visits_booked_by_the_assistant(shop: Shop, *, first_day: date, last_day: date) -> int:
    """How many visits on the two local days (inclusive) the assistant booked and still stand:
    for days to come, which the report, counting by the day of booking, shows as nothing."""
    start, end = shop.days_span(first_day, last_day)
    return Appointment.objects.filter(
        shop=shop,
        channel__in=ASSISTANT_CHANNELS,
        status=Appointment.Status.CONFIRMED,
        start__gte=start,
        start__lt=end,
    ).count()


def _booked_by_the_assistant(shop: Shop, first_day: date, last_day: date) -> QuerySet:
    """The appointments the assistant booked between the two local days (inclusive)."""
    start, end = shop.days_span(first_day, last_day)
    return Appointment.objects.filter(
        shop=shop, channel__in=ASSISTANT_CHANNELS, created_at__gte=start, created_at__lt=end
    )
