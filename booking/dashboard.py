"""The owner's dashboard: the calendar and its private link, one appointment (move it, note it,
complete it), staff bookings and the revenue report. The settings are in dashboard_settings.py,
the customers in dashboard_customers.py.

Every view finds the shop through the signed-in user's memberships, so an owner never sees
another shop: a stranger's request gets the same 404 as a shop that does not exist.
"""

from __future__ import annotations

import hashlib
import uuid
from collections.abc import Iterable
from dataclasses import replace
from datetime import MINYEAR, UTC, date, datetime, time, timedelta
from decimal import Decimal

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.module_loading import import_string
from django.views.decorators.http import require_POST

from booking import availability, pricing, selectors, services
from booking.availability import MIDNIGHT, DayAvailability, HoursRange, Reason
from booking.clock import twelve_hour
from booking.exports import appointments_csv
from booking.forms import amount_too_large
from booking.models import Appointment, Customer, Service, Shop
from booking.money import dollars
from booking.phones import normalize_phone, phone_words
from booking.reports import not_yet_marked, recovered_revenue, visits_booked_by_the_assistant
from booking.selectors import day_from_query
from booking.services import recorded_after_the_fact

REASON_WORDS = {
    Reason.CLOSED: "the shop is closed",
    Reason.FULL: "every time is taken",
    Reason.TOO_SOON: "the times left are too soon to book",
    Reason.TOO_SHORT: "the day's hours are too short for this service",
    Reason.PAST: "that day has passed",
    Reason.BEYOND_HORIZON: "that day is beyond the booking horizon",
}


def member_shop(request: HttpRequest, slug: str) -> Shop:
    return get_object_or_404(Shop, slug=slug, members=request.user)


def owned_shop(request: HttpRequest, slug: str) -> Shop:
    """The shop, for the changes only its owner makes (services, prices, hours and closures,
    bays, rules, answers, the website chat, the phone number, the team, the calendar link)."""
    shop = member_shop(request, slug)
    if not shop.is_owned_by(request.user):
        raise PermissionDenied(
            "Only the shop's owner can change its services, hours, bays, booking rules, "
            "closures, phone and chat settings, team and private calendar link."
        )
    return shop


@login_required
def home(request: HttpRequest) -> HttpResponse:
    shops = list(Shop.objects.filter(members=request.user))
    if len(shops) == 1:
        return redirect("dashboard:calendar", slug=shops[0].slug)
    return render(request, "booking/home.html", {"shops": shops})


@login_required
def calendar(request: HttpRequest, slug: str) -> HttpResponse:
    shop = member_shop(request, slug)
    week_start = _week_start(request.GET.get("week"), shop)
    _warn_if_not_a_day(request, "week", "the calendar shows this week")
    days = [week_start + timedelta(days=i) for i in range(7)]
    start, end = shop.days_span(days[0], days[-1])
    # Through the shop's own manager each appointment knows its shop: its local time costs no
    # query, on a day of thirty bookings as on a quiet one.
    appointments = (
        shop.appointments.filter(start__gte=start, start__lt=end)
        .exclude(status=Appointment.Status.HELD)
        .select_related("service", "customer", "bay")
        .prefetch_related("moves")
    )
    by_day: dict[date, list[Appointment]] = {day: [] for day in days}
    for appointment in appointments:
        by_day[appointment.local_start().date()].append(appointment)
    # The hours come from the function the assistant's answers do (selectors.hours_on), read
    # once for the week, so the calendar never says otherwise than the assistant.
    shop_week = selectors.shop_calendar(
        shop, first_day=days[0], last_day=days[-1], now=timezone.now()
    )
    now = timezone.now()
    to_come, to_close = _front_desk(shop, now)
    to_move = selectors.appointments_to_move(shop, now=now)
    week = []
    for day, booked in by_day.items():
        hours = availability.hours_for(shop_week, day)
        closure = shop_week.closures.get(day, "")
        words = _hours_words(hours, closure, special=day in shop_week.special_hours)
        week.append((day, words, not hours, booked))
    return render(
        request,
        "booking/calendar.html",
        {
            "shop": shop,
            "days": week,
            "week_start": week_start,
            "previous_week": week_start - timedelta(days=7),
            "next_week": week_start + timedelta(days=7),
            "today": shop.today(),
            "calendar_feed_url": selectors.calendar_feed_url(shop),
            "is_owner": shop.is_owned_by(request.user),
            "setup_left": _setup_left(shop),
            "to_move": to_move,
            "to_move_pks": {item.appointment.pk for item in to_move},
            "to_come": to_come,
            "to_close": to_close,
            "after_the_fact_pks": {
                appointment.pk
                for booked in by_day.values()
                for appointment in booked
                if recorded_after_the_fact(appointment)
            },
        },
    )


def _setup_left(shop: Shop) -> list[str]:
    """What a shop still lacks before anything can be booked, as steps under Services & hours:
    a new shop's calendar would otherwise show every day closed and not say why."""
    steps = []
    if not shop.services.filter(active=True).exists():
        steps.append("add a service")
    if not shop.opening_hours.exists():
        steps.append("set the opening hours")
    if not shop.bays.filter(active=True).exists():
        steps.append("put a bay in use" if shop.bays.exists() else "add a bay")
    return steps


# Visits older than this left unmarked are taken to have been forgotten for good: the list of
# those to mark stays a morning's work, not the shop's whole history.
TO_CLOSE_DAYS = 7


def _front_desk(shop: Shop, now: datetime) -> tuple[list[Appointment], list[Appointment]]:
    """What the front desk works through, whatever week the calendar shows: today's visits still
    to come (the first is who is coming next), and those whose time has come in the last week
    but are not yet marked completed or a no-show, which the revenue report counts only once
    they are."""
    today = shop.today(now)
    _, end_of_today = shop.days_span(today, today)
    confirmed = (
        shop.appointments.filter(
            status=Appointment.Status.CONFIRMED,
            start__gte=now - timedelta(days=TO_CLOSE_DAYS),
            start__lt=end_of_today,
        )
        .select_related("service", "customer", "bay")
        .order_by("start", "pk")
    )
    to_come, to_close = [], []
    for appointment in confirmed:
        (to_close if appointment.has_started(now) else to_come).append(appointment)
    return to_come, to_close


def _hours_words(hours: list[HoursRange], closure: str, *, special: bool) -> str:
    """A day's hours as the calendar heads it: "Open 7:30 AM – 5:30 PM", "Open 8 AM – 12 PM
    (special hours)", "Closed · Christmas Day" or "Closed"."""
    if not hours:
        return f"Closed · {closure}" if closure else "Closed"
    spans = ", ".join(f"{_clock(h.open)} – {_clock(h.close, closing=True)}" for h in hours)
    return f"Open {spans} (special hours)" if special else f"Open {spans}"


def _clock(at: time, *, closing: bool = False) -> str:
    """'7:30 AM', '12 PM'; a closing time of 00:00 is midnight at the end of the day."""
    if closing and at == MIDNIGHT:
        return "midnight"
    hour = at.hour % 12 or 12
    suffix = "AM" if at.hour < 12 else "PM"
    return f"{hour}:{at.minute:02d} {suffix}" if at.minute else f"{hour} {suffix}"


@login_required
@require_POST
def rotate_calendar_link(request: HttpRequest, slug: str) -> HttpResponse:
    # The owner's: every calendar app subscribed to the link stops updating until it is given
    # the new one, which only the owner is told.
    shop = owned_shop(request, slug)
    shop.rotate_calendar_token()
    # The message leaves the link out: messages may travel in a cookie.
    messages.success(
        request,
        "The calendar link is new and the old one no longer works. "
        "Give the new one to each calendar app that showed your bookings.",
    )
    return redirect("dashboard:calendar", slug=shop.slug)


@login_required
def appointment_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = member_shop(request, slug)
    return _appointment_page(request, shop, pk)


def _appointment_page(
    request: HttpRequest, shop: Shop, pk: int, *, amount_typed: str = "", error: str = ""
) -> HttpResponse:
    """The appointment's page; after a final amount refused, with the amount as typed and why,
    so staff correct "$1,2OO" rather than type it again from the invoice."""
    appointment = get_object_or_404(
        shop.appointments.select_related("service", "customer", "bay").prefetch_related(
            "moves__member", "moves__from_service"
        ),
        pk=pk,
    )
    context = {
        "shop": shop,
        "appointment": appointment,
        # Done or missed is for the shop to say only once its time has come.
        "started": appointment.has_started(),
        "texts_customer": _texts_customer(appointment),
        "recorded_after_the_fact": recorded_after_the_fact(appointment),
        "texts": with_status_words(appointment.texts.all()),
        "amount_typed": amount_typed,
        "amount_error": error,
    }
    return render(request, "booking/appointment.html", context)


@login_required
def appointment_move(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Move a confirmed appointment to another open time, as the customer asked on the phone
    or because the shop's hours changed; the customer is texted the new time. As when booking,
    staff are not held to the customers' minimum notice and horizon."""
    shop = member_shop(request, slug)
    appointment = get_object_or_404(shop.appointments.select_related("service", "customer"), pk=pk)
    if appointment.status != Appointment.Status.CONFIRMED:
        messages.error(request, f"A {appointment.get_status_display().lower()} appointment stays.")
        return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    error = ""
    if request.method == "POST":
        now = timezone.now()
        start = _start_picked(request.POST.get("start", ""), now)
        try:
            if start is None:
                raise services.BookingError("invalid", "Pick one of the open times.")
            if start == appointment.start:
                raise services.BookingError(
                    "invalid", f"It is at {twelve_hour(appointment.local_start())} already."
                )
            services.appointment_reschedule(
                appointment=appointment, start=start, by_staff=True, member=request.user, now=now
            )
        except services.BookingError as failure:
            error = failure.message
        else:
            moved = start.astimezone(shop.zone)
            at = twelve_hour(moved)
            messages.success(
                request,
                f"Moved to {moved:%A, %B} {moved.day}, {at}.{_who_is_texted(appointment, 'moved')}",
            )
            return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    day = day_from_query(request.GET.get("day")) or max(
        appointment.local_start().date(), shop.today()
    )
    openings = times_to_move_to(appointment, day, by_staff=True)
    context = {
        "shop": shop,
        "appointment": appointment,
        "service": appointment.service,
        "day": day,
        # No way back to days that have passed: they have no time to move to.
        "previous_day": day - timedelta(days=1) if day > shop.today() else None,
        "next_day": day + timedelta(days=1),
        "openings": openings,
        "why": _staff_why_not(openings) or "no time is open but its own",
        "errors": [error] if error else [],
        "texts_customer": _texts_customer(appointment),
        "clock_changes": _clock_changes_on(shop, day),
    }
    return render(request, "booking/appointment_move.html", context)


@login_required
@require_POST
def appointment_notes(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Staff note what a call added ("bringing his own pads") and correct the vehicle; the
    quote stays the one the customer was given."""
    shop = member_shop(request, slug)
    appointment = get_object_or_404(Appointment, shop=shop, pk=pk)
    appointment.notes = request.POST.get("notes", "").strip()[:2000]
    appointment.vehicle = request.POST.get("vehicle", "").strip()[:120]
    appointment.save(update_fields=["notes", "vehicle", "updated_at"])
    messages.success(request, "Saved the notes.")
    return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)


@login_required
@require_POST
def appointment_action(request: HttpRequest, slug: str, pk: int, action: str) -> HttpResponse:
    shop = member_shop(request, slug)
    appointment = get_object_or_404(
        Appointment.objects.select_related("customer"), shop=shop, pk=pk
    )
    try:
        if action == "cancel":
            _cancel(request, appointment)
        elif action == "no-show":
            services.appointment_mark_no_show(appointment=appointment)
            messages.success(request, "Marked a no-show. Undo puts it back to confirmed.")
        elif action == "complete":
            correcting = appointment.status == Appointment.Status.COMPLETED
            typed = request.POST.get("final_amount", "")
            try:
                amount = _amount(typed)
                services.appointment_complete(appointment=appointment, final_amount=amount)
            except services.BookingError as error:
                if error.code != "invalid" or not _takes_an_amount(appointment):
                    raise
                return _appointment_page(
                    request, shop, appointment.pk, amount_typed=typed, error=error.message
                )
            messages.success(
                request, "Corrected the final amount." if correcting else "Marked completed."
            )
            _warn_if_far_above_the_quote(request, appointment, amount)
        elif action == "undo":
            services.appointment_reopen(appointment=appointment)
            messages.success(request, "Back to confirmed; the final amount is cleared.")
        else:
            return HttpResponse(status=404)
    except services.BookingError as error:
        messages.error(request, error.message)
    return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)


# A final amount this many times the most quoted is more likely a slip of the keyboard ($4900
# for $490) than the job, and it would swell the report's revenue.
FAR_ABOVE_THE_QUOTE = 3


def _warn_if_far_above_the_quote(
    request: HttpRequest, appointment: Appointment, amount: Decimal
) -> None:
    quoted = appointment.quoted_max
    if quoted and amount > FAR_ABOVE_THE_QUOTE * quoted:
        messages.warning(
            request,
            f"{pricing.dollars(amount)} is more than {FAR_ABOVE_THE_QUOTE} times the "
            f"{pricing.dollars(quoted)} quoted at most: if it is a typo, correct the final "
            "amount below, as the report counts it.",
        )


def _takes_an_amount(appointment: Appointment) -> bool:
    """Whether the appointment's page shows the final amount's box (appointment.html), to show
    an amount refused beside it: a page gone stale (cancelled meanwhile) says so instead."""
    if appointment.status == Appointment.Status.COMPLETED:
        return True
    return appointment.status == Appointment.Status.CONFIRMED and appointment.has_started()


def _cancel(request: HttpRequest, appointment: Appointment) -> None:
    """Cancel once staff ticked the box that says so: the customer is texted at once, so a
    stray click must not do it."""
    if appointment.status == Appointment.Status.CANCELLED:
        messages.info(request, "It was already cancelled.")
        return
    if not request.POST.get("confirm"):
        raise services.BookingError("unconfirmed", "Tick “Yes, cancel it” to cancel.")
    reason = "cancelled by the shop"
    why = " ".join(request.POST.get("reason", "").split())[:200]
    if why:
        reason += f": \u201c{why}\u201d"  # as the assistant notes a customer's own words
    services.appointment_cancel(appointment=appointment, reason=reason)
    messages.success(request, f"Cancelled.{_who_is_texted(appointment, 'cancelled')}")


def _texts_customer(appointment: Appointment) -> bool:
    """Whether a change to the appointment is texted to its customer: not to one who sent
    STOP, nor about a visit recorded after the fact, which no text ever confirmed."""
    if appointment.customer is None or recorded_after_the_fact(appointment):
        return False
    return not appointment.customer.sms_opt_out


def _who_is_texted(appointment: Appointment, change: str) -> str:
    """ " Dana Reyes was texted that it is moved.", or, for a customer who sent STOP, that
    nobody told them: the front desk calls them instead. Empty with no customer."""
    customer = appointment.customer
    if customer is None or recorded_after_the_fact(appointment):
        return ""
    if _texts_customer(appointment):
        return f" {_customer_words(customer)} was texted that it is {change}."
    return f" {_customer_words(customer)} turned texts off, so was not texted: call them."


def _customer_words(customer: Customer) -> str:
    """The customer's name, or their number as the front desk dials it, never "+1303…"."""
    return customer.name or phone_words(customer.phone)


@login_required
def report(request: HttpRequest, slug: str) -> HttpResponse:
    """What the assistant booked over a period (the last 30 days by default), and the
    conversations it answered then."""
    shop = member_shop(request, slug)
    first_day, last_day = _period(request, shop)
    for asked in ("from", "to"):
        _warn_if_not_a_day(request, asked, "the report shows the last 30 days there")
    # The conversations come from the assistant through settings: booking never imports it.
    answered = import_string(settings.REPORT_CONVERSATIONS)(shop, first_day, last_day)
    for row in answered:
        row["worth"] = row["kept"] * shop.average_repair_order
    today = shop.today()
    days_to_come = first_day > today
    monday = today - timedelta(days=today.weekday())
    first_of_month = today.replace(day=1)
    end_of_last_month = first_of_month - timedelta(days=1)
    # The periods an owner asks for most, one click each rather than two dates typed; the
    # months are the periods of the shop's books.
    periods = [
        ("This week", monday, today),
        ("Last week", monday - timedelta(days=7), monday - timedelta(days=1)),
        ("This month", first_of_month, today),
        ("Last month", end_of_last_month.replace(day=1), end_of_last_month),
        ("Last 30 days", *_last_30_days(today)),
    ]
    return render(
        request,
        "booking/report.html",
        {
            "shop": shop,
            "report": recovered_revenue(shop, first_day=first_day, last_day=last_day),
            "not_yet_marked": not_yet_marked(
                shop, first_day=first_day, last_day=last_day, now=timezone.now()
            ),
            "answered": answered,
            "periods": periods,
            # Counted by the day of booking, days to come show nothing: the page says so, with
            # the visits booked for them.
            "days_to_come": days_to_come,
            "visits_to_come": days_to_come
            and visits_booked_by_the_assistant(shop, first_day=first_day, last_day=last_day),
        },
    )


@login_required
def appointments_export(request: HttpRequest, slug: str) -> HttpResponse:
    """The report's period's appointments as a CSV file, for the owner's books."""
    shop = member_shop(request, slug)
    first_day, last_day = _period(request, shop)
    response = HttpResponse(
        appointments_csv(shop, first_day=first_day, last_day=last_day),
        content_type="text/csv; charset=utf-8",
    )
    name = f"{shop.slug}-appointments-{first_day}-to-{last_day}.csv"
    response["Content-Disposition"] = f'attachment; filename="{name}"'
    return response


def _period(request: HttpRequest, shop: Shop) -> tuple[date, date]:
    """The days asked for in `from` and `to`, the last 30 days by default: the report counts
    what was booked on its days, and nothing is booked ahead of today."""
    last_30_days = _last_30_days(shop.today())
    first_day = day_from_query(request.GET.get("from")) or last_30_days[0]
    last_day = day_from_query(request.GET.get("to")) or last_30_days[1]
    return (last_day, first_day) if last_day < first_day else (first_day, last_day)


def _last_30_days(today: date) -> tuple[date, date]:
    """Today and the 29 days before it: 30 days, as the report's label says."""
    return today - timedelta(days=29), today


@login_required
def new_booking(request: HttpRequest, slug: str) -> HttpResponse:
    """Staff books for a customer on the phone: pick a service and a day, then a free time."""
    shop = member_shop(request, slug)
    service = _service(shop, request.GET.get("service") or request.POST.get("service"))
    day = day_from_query(request.GET.get("day") or request.POST.get("day")) or shop.today()
    errors: list[str] = []
    if request.method == "POST" and service is None:
        # The service chosen may have been retired since the form was shown.
        chosen = request.POST.get("service")
        errors.append(
            "Choose the service again: the one chosen is not offered now."
            if chosen
            else "Choose the service."
        )
    elif request.method == "POST":
        appointment, errors = _book_from_form(request, shop, service)
        if appointment is not None:
            messages.success(request, _booked_words(appointment, request.POST.get("name", "")))
            return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    offered = list(shop.services.filter(active=True))
    openings = _staff_openings(shop, service, day) if service else None
    context = {
        "shop": shop,
        "services": offered,
        "is_owner": not offered and shop.is_owned_by(request.user),
        "service": service,
        "day": day,
        "openings": openings,
        "clock_changes": _clock_changes_on(shop, day),
        "errors": errors,
        # A customer's page links here with their phone and name filled in.
        "form": request.POST if request.method == "POST" else request.GET,
        "why": _staff_why_not(openings) if openings else "",
        # A car seen this morning before anyone typed it in is recorded after the fact.
        "records_earlier": service is not None and day == shop.today(),
        # A double-clicked or resent form books once.
        "idempotency_key": request.POST.get("idempotency_key") or uuid.uuid4().hex,
    }
    # htmx asks for the list of times alone when the service or the day changes.
    template = "booking/_slots.html" if request.htmx else "booking/new_booking.html"
    return render(request, template, context)


def _book_from_form(
    request: HttpRequest, shop: Shop, service: Service
) -> tuple[Appointment | None, list[str]]:
    errors = []
    phone = normalize_phone(request.POST.get("phone", ""))
    if not phone:
        errors.append("Enter the customer's phone number, like (303) 555-0142.")
    now = timezone.now()
    after_the_fact = request.POST.get("start") == EARLIER
    if after_the_fact:
        start = _earlier_today(shop, request.POST.get("earlier_at", ""), now)
        if start is None:
            errors.append("Enter the time the car came in earlier today, like 8:00 AM.")
        elif start > now:
            # Booked ahead, the customer is texted a confirmation: that is the list of times.
            at = twelve_hour(start.astimezone(shop.zone))
            errors.append(f"{at} today is still to come: pick it among the open times.")
    else:
        start = _start_picked(request.POST.get("start", ""), now)
        if start is None:
            errors.append("Pick a time.")
    if errors:
        return None, errors
    try:
        appointment = services.appointment_book_by_staff(
            shop=shop,
            service=service,
            start=start,
            phone=phone,
            name=request.POST.get("name", "").strip()[:120],
            vehicle=request.POST.get("vehicle", "").strip()[:120],
            notes=request.POST.get("notes", "").strip()[:2000],
            idempotency_key=_booking_key(
                request.POST.get("idempotency_key", ""), service, start, phone
            ),
            after_the_fact=after_the_fact,
            now=now,
        )
    except services.BookingError as error:
        return None, [error.message]
    return appointment, []


def _booking_key(form_key: str, service: Service, start: datetime, phone: str) -> str | None:
    """The form's key made the key of the booking it asks for. Sent twice (a double click),
    the form books once; shown again with Back and sent for another customer or time, it
    books that too, not answered with the first as if it had been made."""
    if not form_key:
        return None
    asked = f"{service.pk} {start.astimezone(UTC).isoformat()} {phone}"
    return f"{form_key[:40]}-{hashlib.sha256(asked.encode()).hexdigest()[:32]}"


def _earlier_today(shop: Shop, raw: str, now: datetime) -> datetime | None:
    """The time typed for a visit earlier today ("08:00", as a time field sends it), to the
    five minutes before it, as walk-ins start: seen at 8:12 is recorded at 8:10."""
    try:
        at = time.fromisoformat(raw.strip())
    except ValueError:
        return None
    at = at.replace(minute=at.minute - at.minute % 5, second=0, microsecond=0)
    return availability.local_instant(shop.zone, shop.today(now), at)


def _booked_words(appointment: Appointment, name: str) -> str:
    """ "Booked.", or, when the name typed is someone else on a known customer's number, that
    the booking stays under the customer's name and the notes say who is coming; and, for a
    number that sent STOP, that no confirmation went out, so the caller must hear the time now."""
    customer = appointment.customer
    if customer is None or customer.answers_to(name.strip()):
        said = "Booked."
    else:
        said = (
            f"Booked under {customer.name}, whose number this is: the name on file stays, and "
            f"the notes say {name.strip()} is coming."
        )
    if recorded_after_the_fact(appointment):
        # The car has been seen: no confirmation goes out, and there is no time to tell.
        return said.replace("Booked", "Recorded after the fact", 1)
    if customer is not None and customer.sms_opt_out:
        said += (
            f" {_customer_words(customer)} turned texts off, so gets no confirmation text: "
            "tell them the time."
        )
    return said


def _staff_openings(shop: Shop, service: Service, day: date) -> DayAvailability:
    """The open times staff may book, or move an appointment to, on `day`: any from now on,
    however far ahead; the minimum notice and the horizon are the customers' rules."""
    return selectors.day_openings(shop, service, day, by_staff=True)


def times_to_move_to(appointment: Appointment, day: date, *, by_staff: bool) -> DayAvailability:
    """The open times on `day` the appointment can move to, as selectors.day_openings finds
    them but with the appointment's own time free: moved half an hour later it overlaps where it
    is now, which it leaves. Its own start is not offered: moved there, it would stay where it
    is and its customer would be texted a move that is none."""
    openings = selectors.day_openings(
        appointment.shop,
        appointment.service,
        day,
        by_staff=by_staff,
        leaving_out=(appointment.pk,),
    )
    slots = tuple(slot for slot in openings.slots if slot.start != appointment.start)
    walk_in = openings.walk_in if openings.walk_in in slots else None
    return replace(openings, slots=slots, walk_in=walk_in)


def _clock_changes_on(shop: Shop, day: date) -> bool:
    """Whether the shop's clocks go forward or back on `day`: its times then say which side
    of the change they are ("1:00 AM MDT", "1:00 AM MST"), as a night the clocks go back has
    each time between 1 and 2 twice."""
    start, end = shop.days_span(day, day)
    # In UTC: Python subtracts two times of one zone by their wall clocks.
    return end.astimezone(UTC) - start.astimezone(UTC) != timedelta(days=1)


def _staff_why_not(openings: DayAvailability) -> str:
    # With no notice for staff, "too soon" means the day's last times have gone by.
    if openings.reason == Reason.TOO_SOON:
        return "the times left that day have passed"
    return REASON_WORDS.get(openings.reason, "")


def _warn_if_not_a_day(request: HttpRequest, asked: str, showing: str) -> None:
    """A day in the address that is no day (edited by hand, cut short in a copy) is said, with
    what the page shows instead, not passed over as if it were the day asked for."""
    raw = request.GET.get(asked, "")
    if raw and day_from_query(raw) is None:
        messages.warning(request, f"“{raw[:40]}” is not a date (YYYY-MM-DD), so {showing}.")


def _week_start(raw: str | None, shop: Shop) -> date:
    day = day_from_query(raw) or shop.today()
    return day - timedelta(days=day.weekday())


# The value of the "Now" choice in a list of open times (booking/_slots.html).
NOW = "now"
# A text's status in an owner's words: what Frontdesk records (queued, sent, skipped, failed,
# held back) and what Twilio reports after (delivered, undelivered...). The error says why.
TEXT_STATUS_WORDS = {
    "queued": "Waiting to send",
    "accepted": "Waiting to send",
    "scheduled": "Waiting to send",
    "sending": "Sending",
    "sent": "Sent",
    "delivered": "Delivered",
    "read": "Read",
    "undelivered": "Not delivered",
    "failed": "Could not be sent",
    "skipped": "Not sent",
    "held back": "Held back",
    "canceled": "Cancelled",
}


def with_status_words(texts: Iterable) -> list:
    """The texts, each with `status_words` to show for its status."""
    texts = list(texts)
    for text in texts:
        text.status_words = TEXT_STATUS_WORDS.get(text.status) or text.status.capitalize()
    return texts


# The value of the "Earlier today" choice: a visit recorded after the fact.
EARLIER = "earlier"


def _start_picked(raw: str, now: datetime) -> datetime | None:
    """The start staff picked. "Now" is the time the form is sent, not the time it was shown:
    typing in a walk-in's phone and car may take past the five minutes it was rounded to."""
    return availability.walk_in_start(now) if raw == NOW else instant_picked(raw)


def instant_picked(raw: str) -> datetime | None:
    """A time picked among the open times (ISO 8601 with its offset), or None for anything
    else, as for a time at datetime's ends, which overflows when read in UTC or in a zone west
    of it (year 1); year 9999 is left to the booking rules, which say it is too far ahead."""
    try:
        value = datetime.fromisoformat(raw)
    except ValueError:
        return None
    if not timezone.is_aware(value) or value.year == MINYEAR:
        return None
    try:
        value.astimezone(UTC)
    except OverflowError:
        return None
    return value


def _service(shop: Shop, raw: str | None) -> Service | None:
    # An id is a few ASCII digits: "²" is a digit int() refuses, and twenty digits overflow
    # the database's integer.
    if not raw or not raw.isascii() or not raw.isdigit() or len(raw) > 18:
        return None
    return shop.services.filter(active=True, pk=int(raw)).first()


def _amount(raw: str | None) -> Decimal:
    """The final amount as staff type it: "129.50", "$1,200"; refused with what is wrong with
    it ("-5" is below zero, "12.345" has a fraction of a cent)."""
    if not (raw or "").strip():
        raise services.BookingError("invalid", "Enter the final amount in dollars, like 129.50.")
    try:
        amount = dollars(raw)
    except ValueError as problem:
        raise services.BookingError(
            "invalid", f"Enter the final amount in dollars: {problem}"
        ) from None
    if problem := amount_too_large(amount):
        raise services.BookingError("invalid", f"Enter the final amount in dollars: {problem}")
    return amount
