"""Writes: holding, booking, cancelling, rescheduling and completing appointments.

No double booking, ever. Every write re-validates the slot inside its transaction:
- On SQLite every transaction is BEGIN IMMEDIATE (see settings), so check-then-insert is
  serialized across threads and processes.
- On PostgreSQL an exclusion constraint over each bay's buffered ranges refuses an overlap that a
  concurrent transaction slipped in between our check and our insert; we turn that into
  SlotTaken, or retry once when another bay may still be free.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from booking import availability
from booking.models import Appointment, Customer, Service, Shop, ensure_aware
from booking.pricing import quote
from booking.selectors import shop_calendar
from booking.signals import appointment_changed

OVERLAP_CONSTRAINT = "appointment_no_overlap_per_bay"
IDEMPOTENCY_CONSTRAINT = "idempotency_key"
ATTEMPTS = 3


class BookingError(Exception):
    """A booking request that cannot be carried out; `code` is one word a caller can act on."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class SlotTaken(BookingError):
    def __init__(self, message: str = "That time has just been taken.") -> None:
        super().__init__("taken", message)


def customer_for_phone(*, shop: Shop, phone: str, name: str = "", email: str = "") -> Customer:
    """The shop's customer with this E.164 number, created on first contact; a name or e-mail
    given now fills in what we did not know."""
    customer, _ = Customer.objects.get_or_create(shop=shop, phone=phone)
    changed = []
    if name and customer.name != name:
        customer.name = name
        changed.append("name")
    if email and customer.email != email:
        customer.email = email
        changed.append("email")
    if changed or customer._state.adding:
        customer.full_clean()
        customer.save()
    return customer


def appointment_hold(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    channel: str,
    customer: Customer | None = None,
    vehicle: str = "",
    notes: str = "",
    now: datetime | None = None,
) -> Appointment:
    """Keep a slot for a few minutes while the customer confirms."""
    now = now or timezone.now()
    expires = now + timedelta(minutes=shop.hold_minutes)
    return _write_slot(
        shop=shop,
        service=service,
        start=start,
        now=now,
        fields={
            "status": Appointment.Status.HELD,
            "hold_expires_at": expires,
            "channel": channel,
            "customer": customer,
            "vehicle": vehicle,
            "notes": notes,
        },
    )


def appointment_book(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    customer: Customer,
    channel: str,
    vehicle: str = "",
    notes: str = "",
    idempotency_key: str | None = None,
    hold: Appointment | None = None,
    now: datetime | None = None,
) -> Appointment:
    """Book a confirmed appointment. The slot is re-validated on the server whatever the client
    sent; a retried request with the same idempotency key returns the first booking."""
    now = now or timezone.now()
    if idempotency_key:
        existing = Appointment.objects.filter(shop=shop, idempotency_key=idempotency_key).first()
        if existing is not None:
            return existing
    if hold is not None:
        _check_hold_matches(hold, shop=shop, service=service, start=start)
    try:
        return _write_slot(
            shop=shop,
            service=service,
            start=start,
            now=now,
            replacing=hold,
            fields={
                "status": Appointment.Status.CONFIRMED,
                "hold_expires_at": None,
                "channel": channel,
                "customer": customer,
                "vehicle": vehicle,
                "notes": notes,
                "idempotency_key": idempotency_key or None,
            },
        )
    except IntegrityError as error:
        if idempotency_key and IDEMPOTENCY_CONSTRAINT in str(error):
            return Appointment.objects.get(shop=shop, idempotency_key=idempotency_key)
        raise


def appointment_reschedule(
    *, appointment: Appointment, start: datetime, now: datetime | None = None
) -> Appointment:
    now = now or timezone.now()
    if appointment.status != Appointment.Status.CONFIRMED:
        raise BookingError(
            "not_active",
            f"Only a confirmed appointment can be moved; this one is {appointment.status}.",
        )
    return _write_slot(
        shop=appointment.shop,
        service=appointment.service,
        start=start,
        now=now,
        replacing=appointment,
        fields={},
    )


def appointment_cancel(*, appointment: Appointment, reason: str = "") -> Appointment:
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status == Appointment.Status.CANCELLED:
            return appointment
        if appointment.status not in (Appointment.Status.CONFIRMED, Appointment.Status.HELD):
            raise BookingError(
                "not_active", f"A {appointment.status} appointment cannot be cancelled."
            )
        was_held = appointment.status == Appointment.Status.HELD
        appointment.status = Appointment.Status.CANCELLED
        appointment.sequence += 1
        if reason:
            appointment.notes = f"{appointment.notes}\nCancelled: {reason}".strip()
        appointment.save()
        if not was_held:
            _announce(appointment, "cancelled")
    return appointment


def appointment_complete(*, appointment: Appointment, final_amount: Decimal) -> Appointment:
    if final_amount is None or Decimal(final_amount) < 0:
        raise BookingError("invalid", "The final amount must be zero or more.")
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status not in (Appointment.Status.CONFIRMED, Appointment.Status.COMPLETED):
            raise BookingError(
                "not_active", f"A {appointment.status} appointment cannot be completed."
            )
        appointment.status = Appointment.Status.COMPLETED
        appointment.final_amount = Decimal(final_amount)
        appointment.sequence += 1
        appointment.save()
        _announce(appointment, "completed")
    return appointment


def appointment_mark_no_show(*, appointment: Appointment) -> Appointment:
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status != Appointment.Status.CONFIRMED:
            raise BookingError(
                "not_active", f"A {appointment.status} appointment cannot be a no-show."
            )
        appointment.status = Appointment.Status.NO_SHOW
        appointment.sequence += 1
        appointment.save()
    return appointment


def release_expired_holds(*, shop: Shop, now: datetime | None = None) -> int:
    """Expired holds never blocked slot search; deleting them also frees the PostgreSQL
    constraint, which cannot see the clock."""
    now = now or timezone.now()
    deleted, _ = Appointment.objects.filter(
        shop=shop, status=Appointment.Status.HELD, hold_expires_at__lte=now
    ).delete()
    return deleted


def _write_slot(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    now: datetime,
    fields: dict,
    replacing: Appointment | None = None,
) -> Appointment:
    start = _valid_start(start, shop=shop, service=service)
    for attempt in range(ATTEMPTS):
        try:
            with transaction.atomic():
                return _write_slot_once(
                    shop=shop,
                    service=service,
                    start=start,
                    now=now,
                    fields=fields,
                    replacing=replacing,
                )
        except IntegrityError as error:
            # Another transaction took the bay we picked between our check and our write; the
            # next attempt sees it and picks another bay or reports the slot taken.
            if OVERLAP_CONSTRAINT not in str(error):
                raise
            if attempt == ATTEMPTS - 1:
                raise SlotTaken() from None
    raise AssertionError("unreachable")


def _write_slot_once(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    now: datetime,
    fields: dict,
    replacing: Appointment | None,
) -> Appointment:
    release_expired_holds(shop=shop, now=now)
    if replacing is not None:
        # A hold that expired meanwhile is gone: the slot is then booked afresh, if still free.
        replacing = Appointment.objects.select_for_update().filter(pk=replacing.pk).first()
    day = start.astimezone(shop.zone).date()
    cal = shop_calendar(
        shop,
        first_day=day,
        last_day=day,
        now=now,
        exclude_ids=(replacing.pk,) if replacing is not None else (),
    )
    try:
        slot = availability.check_slot(
            cal, service.duration, start, now, dropoff=service.kind == Service.Kind.DROPOFF
        )
    except availability.SlotUnavailable as unavailable:
        if unavailable.reason == "taken":
            raise SlotTaken(str(unavailable)) from None
        raise BookingError(unavailable.reason, str(unavailable)) from None

    appointment = replacing or Appointment(shop=shop, service=service)
    was_confirmed = (
        appointment.pk is not None and appointment.status == Appointment.Status.CONFIRMED
    )
    for name, value in fields.items():
        setattr(appointment, name, value)
    appointment.start, appointment.end = slot.start, slot.end
    appointment.bay_id = slot.bay
    appointment.blocked_start = slot.start - cal.rules.buffer_before
    appointment.blocked_end = slot.end + cal.rules.buffer_after
    if appointment.quoted_min is None:
        price = quote(service, appointment.vehicle)
        appointment.quoted_min, appointment.quoted_max = price.low, price.high
    if was_confirmed:
        # Calendars saw the appointment before; a hold becoming a booking is its first version.
        appointment.sequence += 1
    appointment.save()
    if appointment.status == Appointment.Status.CONFIRMED:
        _announce(appointment, "rescheduled" if was_confirmed else "booked")
    return appointment


def _valid_start(start: datetime, *, shop: Shop, service: Service) -> datetime:
    try:
        start = ensure_aware(start, "The start time")
    except ValidationError as error:
        raise BookingError("invalid", error.messages[0]) from None
    if service.shop_id != shop.id:
        raise BookingError("invalid", f"{service.name} is not a service of {shop.name}.")
    if not service.active:
        raise BookingError("invalid", f"{service.name} is no longer offered.")
    return start


def _check_hold_matches(
    hold: Appointment, *, shop: Shop, service: Service, start: datetime
) -> None:
    if hold.shop_id != shop.id or hold.service_id != service.id:
        raise BookingError("invalid", "The hold is for another shop or service.")
    if hold.status != Appointment.Status.HELD:
        raise BookingError("invalid", f"The hold is already {hold.status}.")


def _announce(appointment: Appointment, change: str) -> None:
    """Tell listeners (confirmation texts, calendars) once the change is committed."""
    transaction.on_commit(
        lambda: appointment_changed.send(sender=Appointment, appointment=appointment, change=change)
    )
