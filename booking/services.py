"""Writes: holding, booking, cancelling, rescheduling and completing appointments (and undoing
a completion or a no-show marked by mistake).

No double booking, ever. Every write re-validates the slot inside a transaction that no other
booking write of the shop runs alongside:
- On SQLite every transaction is BEGIN IMMEDIATE (see settings), so check-then-write is
  serialized across threads and processes.
- On PostgreSQL the write first locks the shop's row. The exclusion constraint over each bay's
  buffered ranges alone would not do: inserts that race into it can deadlock each other instead
  of failing cleanly, and it cannot see drop-offs (no bay) or the idempotency key. It stays as
  the last word: an overlap written past this module becomes SlotTaken after a retry.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

from django.core.exceptions import ValidationError
from django.db import IntegrityError, models, transaction
from django.utils import timezone

from booking import availability
from booking.clock import twelve_hour
from booking.models import (
    Appointment,
    AppointmentMove,
    Customer,
    Service,
    Shop,
    ensure_aware,
    vehicles_plural,
)
from booking.pricing import quote
from booking.selectors import LATEST_DAY, nearest_bookable_day, shop_calendar
from booking.signals import announce

if TYPE_CHECKING:
    from django.contrib.auth.models import AbstractBaseUser

OVERLAP_CONSTRAINT = "appointment_no_overlap_per_bay"


class BookingError(Exception):
    """A booking request that cannot be carried out; `code` is one word a caller can act on."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class SlotTaken(BookingError):
    def __init__(self, message: str = "That time has just been taken.") -> None:
        super().__init__("taken", message)


def customer_for_phone(
    *, shop: Shop, phone: str, name: str = "", email: str = "", rename: bool = True
) -> Customer:
    """The shop's customer with this E.164 number, created on first contact; a name or e-mail
    given now fills in what we did not know, and replaces what we knew only with `rename` (a
    number typed by someone who has not proven it must not rename its owner)."""
    _validate(Customer(shop=shop, phone=phone, name=name, email=email), exclude=["shop"])
    customer, created = Customer.objects.get_or_create(
        shop=shop, phone=phone, defaults={"name": name, "email": email}
    )
    learned = {
        field: value
        for field, value in (("name", name), ("email", email))
        if value and getattr(customer, field) != value and (rename or not getattr(customer, field))
    }
    if not created and learned:
        for field, value in learned.items():
            setattr(customer, field, value)
        customer.save(update_fields=list(learned))
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
    return _write_slot(
        shop=shop,
        service=service,
        start=start,
        now=now,
        fields={
            "status": Appointment.Status.HELD,
            "hold_expires_at": now + timedelta(minutes=shop.hold_minutes),
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
    by_staff: bool = False,
    units: int = 1,
    after_the_fact: bool = False,
    now: datetime | None = None,
) -> Appointment:
    """Book a confirmed appointment. The slot is re-validated on the server whatever the client
    sent; a retried request with the same idempotency key returns the first booking. A hold
    that expired meanwhile is booked afresh if its time is still free. `by_staff`: the shop's
    own staff book any open time from now on, however far ahead, past the minimum notice and
    the horizon that customers are held to. `units`: how many of what the service is priced
    by the job is (both axles of a brake job priced per axle), which the quote is multiplied by.
    `after_the_fact`: staff record a car seen earlier today (seen at 8:00, typed in at 10:15);
    customers never book a time gone by."""
    now = now or timezone.now()
    if after_the_fact and not by_staff:
        raise BookingError("past", "Only the shop's staff record a visit after the fact.")
    if hold is not None and (hold.shop_id != shop.id or hold.service_id != service.id):
        raise BookingError("invalid", "The hold is for another shop or service.")
    return _write_slot(
        shop=shop,
        service=service,
        start=start,
        now=now,
        replacing=hold,
        replacing_status=Appointment.Status.HELD,
        idempotency_key=idempotency_key or None,
        by_staff=by_staff,
        units=units,
        after_the_fact=after_the_fact,
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


def appointment_book_by_staff(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    phone: str,
    name: str = "",
    vehicle: str = "",
    notes: str = "",
    idempotency_key: str | None = None,
    after_the_fact: bool = False,
    now: datetime | None = None,
) -> Appointment:
    """Staff book for someone at the counter or on the phone. The customer is found or created
    in the booking's own transaction, so a booking refused (the time was just taken) leaves no
    customer behind. A name that is not the customer's own renames no one, as with the
    assistant: it is someone else on their number (a spouse, a colleague), and the notes say who
    is coming. Their own name made fuller ("Dana" -> "Dana Patel") is taken."""
    with transaction.atomic():
        known = Customer.objects.filter(shop=shop, phone=phone).first()
        customer = customer_for_phone(
            shop=shop,
            phone=phone,
            name=name,
            rename=known is None or known.is_named_fuller_by(name),
        )
        if not customer.answers_to(name):
            notes = f"Booked by {name}: the number is on file as {customer.name}.\n{notes}".strip()
        return appointment_book(
            shop=shop,
            service=service,
            start=start,
            customer=customer,
            channel=Appointment.Channel.STAFF,
            vehicle=vehicle,
            notes=notes,
            idempotency_key=idempotency_key,
            by_staff=True,
            after_the_fact=after_the_fact,
            now=now,
        )


def appointment_reschedule(
    *,
    appointment: Appointment,
    start: datetime,
    by_staff: bool = False,
    service: Service | None = None,
    moved_by: str = "",
    member: AbstractBaseUser | None = None,
    channel: str = "",
    now: datetime | None = None,
) -> Appointment:
    """Move a confirmed appointment: same UID, next SEQUENCE, its old time freed. `by_staff`:
    the shop's own staff move it to any open time from now on, however far ahead, as they book.
    `service`: other work instead ("a brake inspection instead of the oil change"), checked for
    its own length and priced again for the car. The move is kept in the appointment's history:
    `moved_by` (an AppointmentMove.By) is the shop when `by_staff`, else the customer through the
    assistant unless the caller says otherwise; `member`, the signed-in user who moved it;
    `channel`, how the customer asked the assistant (an Appointment.Channel)."""
    now = now or timezone.now()
    swapped = {"service": service, "vehicle": appointment.vehicle} if service else {}
    if not moved_by:
        moved_by = AppointmentMove.By.SHOP if by_staff else AppointmentMove.By.ASSISTANT
    return _write_slot(
        shop=appointment.shop,
        service=service or appointment.service,
        start=start,
        now=now,
        replacing=appointment,
        replacing_status=Appointment.Status.CONFIRMED,
        by_staff=by_staff,
        fields=swapped,
        move={"moved_by": moved_by, "member": member, "channel": channel},
    )


def appointment_cancel(
    *, appointment: Appointment, reason: str = "", now: datetime | None = None
) -> Appointment:
    """Cancel, keeping the row: calendars must see STATUS:CANCELLED, not lose the event. A hold
    is let go instead."""
    now = now or timezone.now()
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status == Appointment.Status.CANCELLED:
            return appointment
        if appointment.status == Appointment.Status.HELD:
            # A hold let go was never a booking: it goes, as an expired hold does, so that no
            # calendar shows a cancelled visit with no customer.
            appointment.delete()
            return appointment
        if appointment.status != Appointment.Status.CONFIRMED:
            raise BookingError(
                "not_active", f"A {_status_words(appointment)} appointment cannot be cancelled."
            )
        appointment.status = Appointment.Status.CANCELLED
        appointment.cancelled_at = now
        appointment.sequence += 1
        if reason:
            appointment.notes = f"{appointment.notes}\nCancelled: {reason}".strip()
        appointment.save()
        # A visit recorded after the fact was never confirmed to anyone: its undoing is no news.
        if not recorded_after_the_fact(appointment):
            announce(appointment, "cancelled")
    return appointment


def appointment_complete(
    *, appointment: Appointment, final_amount: Decimal, now: datetime | None = None
) -> Appointment:
    """Close a confirmed appointment whose time has come with what the customer paid;
    completing again corrects the amount."""
    amount = _final_amount(final_amount)
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status not in (Appointment.Status.CONFIRMED, Appointment.Status.COMPLETED):
            raise BookingError(
                "not_active",
                f"A {_status_words(appointment)} appointment cannot be marked completed.",
            )
        if appointment.status == Appointment.Status.CONFIRMED:
            _require_started(appointment, now, "marked completed")
        appointment.status = Appointment.Status.COMPLETED
        appointment.final_amount = amount
        appointment.sequence += 1
        appointment.save()
        announce(appointment, "completed")
    return appointment


def appointment_mark_no_show(
    *, appointment: Appointment, now: datetime | None = None
) -> Appointment:
    """The customer did not come: only once the appointment's time has come."""
    with transaction.atomic():
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status != Appointment.Status.CONFIRMED:
            raise BookingError(
                "not_active", f"A {_status_words(appointment)} appointment cannot be a no-show."
            )
        _require_started(appointment, now, "marked a no-show")
        appointment.status = Appointment.Status.NO_SHOW
        appointment.sequence += 1
        appointment.save()
    return appointment


def appointment_reopen(*, appointment: Appointment, now: datetime | None = None) -> Appointment:
    """Undo a completion or a no-show marked by mistake: the appointment is confirmed again and
    its final amount, counted as revenue, is cleared. Its bay must still be free: a walk-in
    may have been booked into the time a no-show left."""
    now = now or timezone.now()
    with transaction.atomic():
        appointment.shop.lock()
        appointment = Appointment.objects.select_for_update().get(pk=appointment.pk)
        if appointment.status not in (Appointment.Status.COMPLETED, Appointment.Status.NO_SHOW):
            raise BookingError(
                "not_active",
                f"A {_status_words(appointment)} appointment cannot be put back to confirmed.",
            )
        # Expired holds still count for PostgreSQL's constraint, which cannot see the clock.
        release_expired_holds(shop=appointment.shop, now=now)
        if appointment.bay_id is not None and (
            Appointment.objects.filter(shop_id=appointment.shop_id, bay_id=appointment.bay_id)
            .active(now)
            .overlapping(appointment.blocked_start, appointment.blocked_end)
            .exclude(pk=appointment.pk)
            .exists()
        ):
            raise SlotTaken(
                f"{appointment.bay} has been booked for part of this time since, so it cannot "
                "be put back to confirmed."
            )
        appointment.status = Appointment.Status.CONFIRMED
        appointment.final_amount = None
        appointment.sequence += 1
        # Nothing is announced: the customer's visit did not change, only the shop's record of it.
        appointment.save()
    return appointment


def _require_started(appointment: Appointment, now: datetime | None, done: str) -> None:
    if appointment.has_started(now):
        return
    local = appointment.local_start()
    at = twelve_hour(local)
    raise BookingError(
        "not_started",
        f"It can be {done} once it has started, at {at} on {local:%A, %B} {local.day}.",
    )


def _status_words(appointment: Appointment) -> str:
    """ "completed", "no-show": the status as the dashboard shows it, for a sentence."""
    return appointment.get_status_display().lower()


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
    replacing_status: str = "",
    idempotency_key: str | None = None,
    by_staff: bool = False,
    units: int = 1,
    after_the_fact: bool = False,
    move: dict | None = None,
) -> Appointment:
    # A visit booked before its service was retired still stands, and so may move.
    moving = replacing is not None and replacing_status == Appointment.Status.CONFIRMED
    start = _check_request(
        shop=shop, service=service, start=start, customer=fields.get("customer"), moving=moving
    )
    declined = shop.declines(fields.get("vehicle", ""))
    if declined and fields.get("channel") != Appointment.Channel.STAFF:
        # The owner may make an exception from the dashboard; a customer cannot.
        raise BookingError("vehicle", f"{shop.name} does not work on {vehicles_plural(declined)}.")
    # Each refusal by the constraint means a committed booking holds one more bay at this time,
    # so after one attempt per bay the re-check itself reports the slot taken.
    attempts = shop.bays.count() + 1
    for _ in range(attempts):
        try:
            with transaction.atomic():
                return _write_slot_once(
                    shop=shop,
                    service=service,
                    start=start,
                    now=now,
                    fields=fields,
                    replacing=replacing,
                    replacing_status=replacing_status,
                    idempotency_key=idempotency_key,
                    by_staff=by_staff,
                    units=units,
                    after_the_fact=after_the_fact,
                    move=move,
                )
        except IntegrityError as error:
            if OVERLAP_CONSTRAINT not in str(error):
                raise
    raise SlotTaken()


def _write_slot_once(
    *,
    shop: Shop,
    service: Service,
    start: datetime,
    now: datetime,
    fields: dict,
    replacing: Appointment | None,
    replacing_status: str,
    idempotency_key: str | None,
    by_staff: bool,
    units: int,
    after_the_fact: bool = False,
    move: dict | None = None,
) -> Appointment:
    shop.lock()
    if idempotency_key:
        existing = Appointment.objects.filter(shop=shop, idempotency_key=idempotency_key).first()
        if existing is not None:
            return existing
    release_expired_holds(shop=shop, now=now)
    if replacing is not None:
        replacing = _current(replacing, status=replacing_status)
    # A car seen earlier today is at the shop or gone: texts confirming or moving its time are
    # no news to anyone.
    quiet = replacing is not None and recorded_after_the_fact(replacing)
    day = _day_to_read(shop, start, now=now, by_staff=by_staff)
    checked_at = _seen_at(shop, start, now) if after_the_fact else now
    cal = shop_calendar(
        shop,
        first_day=day,
        last_day=day,
        now=now,
        exclude_ids=(replacing.pk,) if replacing is not None else (),
        # Work already done this morning held its bay then, as a time gone by is checked.
        with_done=checked_at < now,
    )
    dropoff = service.kind == Service.Kind.DROPOFF
    try:
        slot = availability.check_slot(
            cal, service.duration, start, checked_at, dropoff=dropoff, by_staff=by_staff
        )
    except availability.SlotUnavailable as unavailable:
        said = str(unavailable)
        if checked_at < now:
            said = _why_not_then(cal, service, start, unavailable.reason) or said
        if unavailable.reason == "taken":
            raise SlotTaken(said) from None
        raise BookingError(unavailable.reason, said) from None

    appointment = replacing or Appointment(shop=shop, service=service)
    # Calendars saw a confirmed appointment before; a hold becoming a booking is its first version.
    was_confirmed = replacing is not None and replacing.status == Appointment.Status.CONFIRMED
    was = (appointment.start, appointment.service_id)
    for name, value in fields.items():
        setattr(appointment, name, value)
    appointment.start, appointment.end = slot.start, slot.end
    appointment.bay_id = slot.bay
    appointment.blocked_start = slot.start - cal.rules.buffer_before
    appointment.blocked_end = slot.end + cal.rules.buffer_after
    if "vehicle" in fields:
        price = quote(service, appointment.vehicle)
        appointment.quoted_min, appointment.quoted_max = price.low * units, price.high * units
    if was_confirmed:
        appointment.sequence += 1
    if appointment.status == Appointment.Status.CONFIRMED:
        appointment.reminder_due_at = shop.reminder_due(slot.start, now)
    _validate(appointment, exclude=["shop", "service", "customer", "bay", "uid"])
    appointment.save()
    if move is not None and was != (appointment.start, appointment.service_id):
        from_start, from_service_id = was
        AppointmentMove.objects.create(
            appointment=appointment,
            from_start=from_start,
            to_start=appointment.start,
            from_service_id=from_service_id if from_service_id != appointment.service_id else None,
            moved_at=now,
            **move,
        )
    quiet = quiet or checked_at < now
    if appointment.status == Appointment.Status.CONFIRMED and not quiet:
        announce(appointment, "rescheduled" if was_confirmed else "booked")
    return appointment


def _day_to_read(shop: Shop, start: datetime, *, now: datetime, by_staff: bool) -> date:
    """The day whose bookings to read to check `start`. Customers' days outside the bookable
    ones are refused whatever is booked; staff book any distance ahead, up to the last day a
    calendar can hold."""
    try:
        day = start.astimezone(shop.zone).date()
    except OverflowError:  # the last hours of year 9999 in UTC are year 10000 east of it
        raise BookingError("beyond_horizon", f"{start:%Y} is too far ahead to book.") from None
    if not by_staff:
        return nearest_bookable_day(shop, day, now=now)
    if day > LATEST_DAY:
        raise BookingError("invalid", f"{day:%Y} is too far ahead to book.")
    return max(day, shop.today(now))


def recorded_after_the_fact(appointment: Appointment) -> bool:
    """Whether staff typed the visit in after it had started (a walk-in seen at 8:00, entered
    at 10:15): what is booked ahead is entered before it starts. Only staff can: a customer
    books an open time ahead."""
    by_staff = appointment.channel == Appointment.Channel.STAFF
    return (
        by_staff
        and appointment.created_at is not None
        and appointment.created_at > appointment.start
    )


def _seen_at(shop: Shop, start: datetime, now: datetime) -> datetime:
    """The clock a visit recorded after the fact is checked against: its own start, as if
    booked when the car came in, so it still needs the hours and a free bay. Only today's: a
    visit on an earlier day is history, not a booking."""
    if start >= now:
        return now
    local = start.astimezone(shop.zone)
    if local.date() != shop.today(now):
        when = f"{local:%a %b} {local.day}, {twelve_hour(local)}"
        raise BookingError(
            "past", f"{when} has already passed: only a time earlier today can be recorded."
        )
    return start


def _why_not_then(
    cal: availability.ShopCalendar, service: Service, start: datetime, reason: str
) -> str:
    """Why a visit earlier today cannot be recorded, in the past tense: availability words
    its refusals for a car at the counter now."""
    at = twelve_hour(start.astimezone(cal.zone))
    minutes = service.duration_minutes
    dropoff = service.kind == Service.Kind.DROPOFF
    if reason == "taken" and dropoff:
        return f"The day was fully booked at {at}: no drop-off could be taken then."
    if reason == "taken":
        return f"No bay was free at {at} for the {minutes} minutes this job takes."
    if reason == "not_offered" and dropoff:
        opens, closes = (twelve_hour(wall) for wall in cal.rules.dropoff_window)
        return f"Drop-offs are left from {opens} to {closes}, not at {at}."
    if reason == "not_offered":
        return f"The {minutes} minutes this job takes do not fit in the opening hours from {at}."
    return ""


def _current(appointment: Appointment, *, status: str) -> Appointment | None:
    """The appointment as it is now, locked, if it still has `status`. None for a hold that
    expired and was released: its time is then booked afresh."""
    current = Appointment.objects.select_for_update().filter(pk=appointment.pk).first()
    if current is None and status == Appointment.Status.HELD:
        return None
    if current is None:
        raise BookingError("not_active", "The appointment no longer exists.")
    if current.status != status:
        raise BookingError("not_active", f"The appointment is {current.status} now, not {status}.")
    return current


def _check_request(
    *, shop: Shop, service: Service, start: datetime, customer: Customer | None, moving: bool
) -> datetime:
    try:
        start = ensure_aware(start, "The start time")
    except ValidationError as error:
        raise BookingError("invalid", error.messages[0]) from None
    if service.shop_id != shop.id:
        raise BookingError("invalid", f"{service.name} is not a service of {shop.name}.")
    if not service.active and not moving:
        raise BookingError("invalid", f"{service.name} is no longer offered.")
    if customer is not None and customer.shop_id != shop.id:
        raise BookingError("invalid", f"{customer} is not a customer of {shop.name}.")
    return start


def _final_amount(value: Decimal) -> Decimal:
    if value is None:
        raise BookingError("invalid", "The final amount is missing.")
    field = Appointment._meta.get_field("final_amount")
    try:
        amount = field.clean(value, None)
    except ValidationError as error:
        raise BookingError("invalid", f"The final amount: {' '.join(error.messages)}") from None
    if amount < 0:
        raise BookingError("invalid", "The final amount cannot be negative.")
    return amount


def _validate(instance: models.Model, *, exclude: list[str]) -> None:
    """Refuse a bad value with a message naming the field, before anything is stored."""
    try:
        instance.full_clean(exclude=exclude, validate_unique=False, validate_constraints=False)
    except ValidationError as error:
        problems = "; ".join(
            f"{field}: {' '.join(messages)}" if field != "__all__" else " ".join(messages)
            for field, messages in error.message_dict.items()
        )
        raise BookingError("invalid", problems) from None


@transaction.atomic
def reminders_reschedule(*, shop: Shop, previous_hours: int, now: datetime | None = None) -> None:
    """After the owner changes `shop.reminder_hours`, the reminders still to go out move to the
    new time before their appointments (0 cancels them); one already sent is not sent again.
    Reminders turned on from 0 reach every appointment ahead whose reminder time is still to
    come: only a reminder sent before they were turned off, for a time now later than it (24
    hours, off, then 2), would go out twice."""
    now = now or timezone.now()
    ahead = Appointment.objects.filter(
        shop=shop, status=Appointment.Status.CONFIRMED, start__gt=now
    )
    if previous_hours:
        ahead = ahead.filter(reminder_due_at__isnull=False)
    for appointment in ahead.only("pk", "start"):
        Appointment.objects.filter(pk=appointment.pk).update(
            reminder_due_at=shop.reminder_due(appointment.start, now)
        )
