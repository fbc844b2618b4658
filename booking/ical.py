"""The iCalendar files we publish: the shop's subscription feed and a customer's own appointment.

Times are written in UTC, so no VTIMEZONE is needed and every client agrees on the instant;
X-WR-TIMEZONE tells Google and Apple which zone to show the shop's calendar in.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from django.db.models import Q
from django.utils import timezone
from icalendar import Calendar, Event, vDuration

from booking.models import Appointment, Shop

PRODID = "-//Frontdesk//Frontdesk booking calendar//EN"

# Subscribed calendars mirror the feed: an event that leaves it disappears from the owner's
# phone. Sixty days of history keeps last month's jobs at hand for comebacks and warranty
# questions, while the feed of a busy shop stays a few hundred kilobytes that Google refetches
# in a blink. Everything ahead is included: a booking made before the horizon shrank is real.
FEED_HISTORY = timedelta(days=60)

# Clients poll at their own pace; these hints ask Apple and Outlook for every 15 minutes.
REFRESH = timedelta(minutes=15)

EVER_CONFIRMED = [
    Appointment.Status.CONFIRMED,
    Appointment.Status.COMPLETED,
    Appointment.Status.NO_SHOW,
    Appointment.Status.CANCELLED,
]

# What became of a visit, written before its summary in the shop's feed. RFC 5545 gives an event
# no status for either (COMPLETED is a VTODO's), and CANCELLED would make calendar apps drop a
# visit the owner still wants to see, so both stay CONFIRMED and the summary says what happened.
OUTCOMES = {
    Appointment.Status.COMPLETED: "Completed",
    Appointment.Status.NO_SHOW: "No-show",
}


def shop_feed(shop: Shop, *, now: datetime | None = None) -> bytes:
    """The shop's calendar for Google or Apple Calendar to subscribe to."""
    now = now or timezone.now()
    calendar = _calendar()
    calendar.add("X-WR-CALNAME", f"{shop.name} bookings")
    calendar.add("X-WR-TIMEZONE", shop.timezone)
    calendar.add("REFRESH-INTERVAL", vDuration(REFRESH), parameters={"VALUE": "DURATION"})
    calendar.add("X-PUBLISHED-TTL", vDuration(REFRESH))
    appointments = (
        Appointment.objects.filter(
            shop=shop, status__in=EVER_CONFIRMED, end__gte=now - FEED_HISTORY
        )
        # A hold that was cancelled keeps its hold expiry (a booking clears it): no calendar
        # ever saw it, so it has nothing to remove.
        .exclude(Q(status=Appointment.Status.CANCELLED) & Q(hold_expires_at__isnull=False))
        .select_related("service", "customer")
        .order_by("start", "id")
    )
    for appointment in appointments:
        calendar.add_component(_shop_event(appointment))
    return calendar.to_ical()


def appointment_file(appointment: Appointment) -> bytes:
    """One appointment as the customer adds it to their own calendar."""
    calendar = _calendar()
    calendar.add_component(_customer_event(appointment))
    return calendar.to_ical()


def _calendar() -> Calendar:
    # No METHOD: a published calendar, not a scheduling message (REFERENCE.md).
    calendar = Calendar()
    calendar.add("VERSION", "2.0")
    calendar.add("PRODID", PRODID)
    return calendar


def _shop_event(appointment: Appointment) -> Event:
    customer = appointment.customer
    lines = [
        ("Vehicle", appointment.vehicle),
        ("Phone", customer.phone if customer else ""),
        ("Notes", appointment.notes),
    ]
    summary = appointment.service.name
    if customer is not None:
        summary = f"{summary} - {customer}"
    outcome = OUTCOMES.get(appointment.status)
    if outcome:
        summary = f"{outcome}: {summary}"
        lines.insert(0, ("Status", outcome))
    return _event(appointment, summary=summary, description=_labelled(lines))


def _customer_event(appointment: Appointment) -> Event:
    shop = appointment.shop
    lines = [
        ("Vehicle", appointment.vehicle),
        ("Call or text", shop.twilio_number or shop.staff_phone),
    ]
    event = _event(
        appointment,
        summary=f"{appointment.service.name} at {shop.name}",
        description=_labelled(lines),
    )
    if shop.address:
        event.add("LOCATION", shop.address)
    return event


def _event(appointment: Appointment, *, summary: str, description: str) -> Event:
    cancelled = appointment.status == Appointment.Status.CANCELLED
    event = Event.new(
        uid=appointment.uid,
        sequence=appointment.sequence,
        # Without a METHOD, DTSTAMP is when the event was last revised, so an unchanged
        # appointment reads the same on every fetch.
        stamp=appointment.updated_at.astimezone(UTC),
        start=appointment.start.astimezone(UTC),
        end=appointment.end.astimezone(UTC),
        status="CANCELLED" if cancelled else "CONFIRMED",
        summary=summary,
    )
    if description:
        event.add("DESCRIPTION", description)
    return event


def _labelled(lines: list[tuple[str, str]]) -> str:
    return "\n".join(f"{label}: {value}" for label, value in lines if value)
