"""The owner's dashboard: the calendar and its private link, one appointment, services and hours,
staff bookings.

Every view finds the shop through the signed-in user's memberships, so an owner never sees
another shop: a stranger's request gets the same 404 as a shop that does not exist.
"""

from __future__ import annotations

import uuid
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from itertools import groupby

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST

from booking import selectors, services
from booking.availability import Reason
from booking.forms import BookingRulesForm, ServiceForm, WeeklyHoursForm, read_hours
from booking.models import Appointment, Bay, Closure, Service, Shop, SpecialHours
from booking.phones import normalize_phone
from booking.reports import recovered_revenue
from booking.selectors import day_from_query

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
    """The shop, for the changes only its owner makes (services, prices, weekly hours)."""
    shop = member_shop(request, slug)
    if not shop.is_owned_by(request.user):
        raise PermissionDenied("Only the shop's owner can change its services and hours.")
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
    days = [week_start + timedelta(days=i) for i in range(7)]
    start, end = shop.days_span(days[0], days[-1])
    appointments = (
        Appointment.objects.filter(shop=shop, start__gte=start, start__lt=end)
        .exclude(status=Appointment.Status.HELD)
        .select_related("service", "customer", "bay")
    )
    by_day: dict[date, list[Appointment]] = {day: [] for day in days}
    for appointment in appointments:
        by_day[appointment.local_start().date()].append(appointment)
    return render(
        request,
        "booking/calendar.html",
        {
            "shop": shop,
            "days": list(by_day.items()),
            "previous_week": week_start - timedelta(days=7),
            "next_week": week_start + timedelta(days=7),
            "today": shop.today(),
            "calendar_feed_url": selectors.calendar_feed_url(shop),
            "to_move": selectors.appointments_to_move(shop),
        },
    )


@login_required
@require_POST
def rotate_calendar_link(request: HttpRequest, slug: str) -> HttpResponse:
    shop = member_shop(request, slug)
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
    appointment = get_object_or_404(
        Appointment.objects.select_related("service", "customer", "bay"), shop=shop, pk=pk
    )
    return render(request, "booking/appointment.html", {"shop": shop, "appointment": appointment})


@login_required
def appointment_move(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Move a confirmed appointment to another open time, as the customer asked on the phone
    or because the shop's hours changed; the customer is texted the new time."""
    shop = member_shop(request, slug)
    appointment = get_object_or_404(
        Appointment.objects.select_related("service", "customer"), shop=shop, pk=pk
    )
    if appointment.status != Appointment.Status.CONFIRMED:
        messages.error(request, f"A {appointment.get_status_display().lower()} appointment stays.")
        return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    error = ""
    if request.method == "POST":
        start = _instant(request.POST.get("start", ""))
        try:
            if start is None:
                raise services.BookingError("invalid", "Pick one of the open times.")
            services.appointment_reschedule(appointment=appointment, start=start)
        except services.BookingError as failure:
            error = failure.message
        else:
            moved = start.astimezone(shop.zone)
            at = moved.strftime("%I:%M %p").lstrip("0")
            messages.success(request, f"Moved to {moved:%A, %B} {moved.day}, {at}.")
            return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    day = day_from_query(request.GET.get("day")) or max(
        appointment.local_start().date(), shop.today()
    )
    openings = selectors.day_openings(shop, appointment.service, day)
    context = {
        "shop": shop,
        "appointment": appointment,
        "service": appointment.service,
        "day": day,
        "previous_day": day - timedelta(days=1),
        "next_day": day + timedelta(days=1),
        "openings": openings,
        "why": REASON_WORDS.get(openings.reason, ""),
        "errors": [error] if error else [],
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
    appointment = get_object_or_404(Appointment, shop=shop, pk=pk)
    try:
        if action == "cancel":
            services.appointment_cancel(appointment=appointment, reason="cancelled by the shop")
        elif action == "no-show":
            services.appointment_mark_no_show(appointment=appointment)
        elif action == "complete":
            services.appointment_complete(
                appointment=appointment, final_amount=_amount(request.POST.get("final_amount"))
            )
        else:
            return HttpResponse(status=404)
    except services.BookingError as error:
        messages.error(request, error.message)
    return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)


@login_required
def catalogue(request: HttpRequest, slug: str) -> HttpResponse:
    shop = member_shop(request, slug)
    return render(
        request,
        "booking/catalogue.html",
        {
            "shop": shop,
            "services": shop.services.filter(active=True),
            "hours": shop.opening_hours.all(),
            "closures": shop.closures.filter(date__gte=shop.today()),
            "special_days": [
                (day, list(ranges))
                for day, ranges in groupby(
                    shop.special_hours.filter(date__gte=shop.today()), key=lambda h: h.date
                )
            ],
            "bays": shop.bays.all(),
            "today": shop.today(),
            "retired_services": shop.services.filter(active=False),
            "to_move": selectors.appointments_to_move(shop),
            "is_owner": shop.is_owned_by(request.user),
        },
    )


@login_required
def service_edit(request: HttpRequest, slug: str, pk: int | None = None) -> HttpResponse:
    """Add a service or change one: its name, price range, time and the words customers use
    for it. The assistant quotes and offers the new values from the next message on; booked
    appointments keep the price they were quoted."""
    shop = owned_shop(request, slug)
    service = get_object_or_404(Service, shop=shop, pk=pk) if pk else Service(shop=shop)
    form = ServiceForm(request.POST or None, instance=service, shop=shop)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, f"Saved {service.name}.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    return render(
        request, "booking/service_form.html", {"shop": shop, "form": form, "service": service}
    )


@login_required
def hours_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """Change the weekly opening hours. Appointments already booked at times the new hours
    leave out still stand, and the owner is told about them, to move them."""
    shop = owned_shop(request, slug)
    form = WeeklyHoursForm(request.POST or None, shop=shop)
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            form.save()
        _say_with_those_to_move(request, shop, "Saved the opening hours.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    return render(request, "booking/hours_form.html", {"shop": shop, "form": form})


@login_required
def rules_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """Change the booking rules: start-time interval, notice, how far ahead, buffers, the
    drop-off window, holds and reminders. New offers follow them at once; bookings already
    made stand, and the reminders still to go out move to the new time before them."""
    shop = owned_shop(request, slug)
    previous_reminder_hours = shop.reminder_hours
    form = BookingRulesForm(request.POST or None, instance=shop)
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            form.save()
            if shop.reminder_hours != previous_reminder_hours:
                services.reminders_reschedule(shop=shop, previous_hours=previous_reminder_hours)
        messages.success(request, "Saved the booking rules.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    return render(request, "booking/rules_form.html", {"shop": shop, "form": form})


@login_required
@require_POST
def bay_add(request: HttpRequest, slug: str) -> HttpResponse:
    """A new bay (a lift, a second mechanic): the assistant offers its time at once."""
    shop = owned_shop(request, slug)
    name = " ".join(request.POST.get("name", "").split())[: Bay._meta.get_field("name").max_length]
    if not name:
        messages.error(request, "Give the bay a name, like Bay 3.")
    elif shop.bays.filter(name__iexact=name).exists():
        messages.error(request, f"There is a bay called {name} already.")
    else:
        Bay.objects.create(shop=shop, name=name)
        messages.success(request, f"Added {name}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def bay_toggle(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Take a bay out of use (a lift is down) or back into it. Out of use, it is offered no
    more, and the appointments already on it are listed to be moved."""
    shop = owned_shop(request, slug)
    bay = get_object_or_404(Bay, shop=shop, pk=pk)
    if bay.active and not shop.bays.filter(active=True).exclude(pk=bay.pk).exists():
        messages.error(request, f"{bay.name} is the last bay in use: a shop needs one.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    bay.active = not bay.active
    bay.save(update_fields=["active"])
    messages.success(request, f"{bay.name} is {'back in use' if bay.active else 'out of use'}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def closure_add(request: HttpRequest, slug: str) -> HttpResponse:
    """Close the shop on a day (a holiday, a staff day off): the assistant offers no time on
    it from now on. Appointments already booked that day stay, and the owner is told how many,
    to move them with their customers."""
    shop = member_shop(request, slug)
    day = day_from_query(request.POST.get("date"))
    if day is None:
        messages.error(request, "Pick the day the shop is closed.")
    elif day < shop.today():
        messages.error(request, f"{day:%A, %B} {day.day} has passed.")
    else:
        reason = request.POST.get("reason", "").strip()[
            : Closure._meta.get_field("reason").max_length
        ]
        Closure.objects.update_or_create(shop=shop, date=day, defaults={"reason": reason})
        _say_with_those_to_move(
            request, shop, f"Closed on {day:%A, %B} {day.day}: no new bookings that day.", day=day
        )
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def closure_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = member_shop(request, slug)
    closure = get_object_or_404(Closure, shop=shop, pk=pk)
    closure.delete()
    messages.success(request, f"Open again on {closure.date:%A, %B} {closure.date.day}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def special_hours_set(request: HttpRequest, slug: str) -> HttpResponse:
    """Open on a day with other hours than the week's (Christmas Eve, 8 to noon): they replace
    that day's weekly hours, and the owner is told of appointments outside them."""
    shop = member_shop(request, slug)
    day = day_from_query(request.POST.get("date"))
    ranges, problems = read_hours("That day", request.POST.get("hours", ""))
    if day is None:
        messages.error(request, "Pick the day with other hours.")
    elif day < shop.today():
        messages.error(request, f"{day:%A, %B} {day.day} has passed.")
    elif shop.closures.filter(date=day).exists():
        messages.error(request, f"The shop is closed on {day:%A, %B} {day.day}: open it first.")
    elif problems or not ranges:
        messages.error(request, " ".join(problems) or "Give the hours, like 08:00-12:00.")
    else:
        with transaction.atomic():
            shop.special_hours.filter(date=day).delete()
            SpecialHours.objects.bulk_create(
                SpecialHours(shop=shop, date=day, open=open_, close=close)
                for open_, close in ranges
            )
        _say_with_those_to_move(request, shop, f"Other hours on {day:%A, %B} {day.day}.", day=day)
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def special_hours_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Back to the week's hours on the day of these special hours."""
    shop = member_shop(request, slug)
    day = get_object_or_404(SpecialHours, shop=shop, pk=pk).date
    shop.special_hours.filter(date=day).delete()
    messages.success(request, f"The usual hours again on {day:%A, %B} {day.day}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
def report(request: HttpRequest, slug: str) -> HttpResponse:
    """What the assistant booked over a period (the last 30 days and the next 30 by default)."""
    shop = member_shop(request, slug)
    today = shop.today()
    first_day = day_from_query(request.GET.get("from")) or today - timedelta(days=30)
    last_day = day_from_query(request.GET.get("to")) or today + timedelta(days=30)
    if last_day < first_day:
        first_day, last_day = last_day, first_day
    return render(
        request,
        "booking/report.html",
        {"shop": shop, "report": recovered_revenue(shop, first_day=first_day, last_day=last_day)},
    )


@login_required
def new_booking(request: HttpRequest, slug: str) -> HttpResponse:
    """Staff books for a customer on the phone: pick a service and a day, then a free time."""
    shop = member_shop(request, slug)
    service = _service(shop, request.GET.get("service") or request.POST.get("service"))
    day = day_from_query(request.GET.get("day") or request.POST.get("day")) or shop.today()
    errors: list[str] = []
    if request.method == "POST" and service is not None:
        appointment, errors = _book_from_form(request, shop, service)
        if appointment is not None:
            messages.success(request, "Booked.")
            return redirect("dashboard:appointment", slug=shop.slug, pk=appointment.pk)
    openings = selectors.day_openings(shop, service, day) if service else None
    context = {
        "shop": shop,
        "services": shop.services.filter(active=True),
        "service": service,
        "day": day,
        "openings": openings,
        "errors": errors,
        "form": request.POST,
        "why": REASON_WORDS.get(openings.reason, "") if openings else "",
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
    start = _instant(request.POST.get("start", ""))
    if start is None:
        errors.append("Pick a time.")
    if errors:
        return None, errors
    try:
        customer = services.customer_for_phone(
            shop=shop, phone=phone, name=request.POST.get("name", "").strip()[:120]
        )
        appointment = services.appointment_book(
            shop=shop,
            service=service,
            start=start,
            customer=customer,
            channel=Appointment.Channel.STAFF,
            vehicle=request.POST.get("vehicle", "").strip()[:120],
            notes=request.POST.get("notes", "").strip()[:2000],
            idempotency_key=request.POST.get("idempotency_key") or None,
        )
    except services.BookingError as error:
        return None, [error.message]
    return appointment, []


def _say_with_those_to_move(
    request: HttpRequest, shop: Shop, said: str, *, day: date | None = None
) -> None:
    """Say what changed, and how many appointments booked (on `day`) fall at a time the shop is
    now closed: they stand, listed on the page, to be moved with their customers."""
    shop_closed = [
        item.appointment
        for item in selectors.appointments_to_move(shop)
        if item.why == selectors.CLOSED_THEN
        and (day is None or item.appointment.local_start().date() == day)
    ]
    if shop_closed:
        count = len(shop_closed)
        said += (
            f" {count} appointment{'s' if count > 1 else ''} booked"
            f" {'that day' if day else 'ahead'} {'fall' if count > 1 else 'falls'} outside the"
            " hours now: they are listed below, to move with the customer."
        )
    (messages.warning if shop_closed else messages.success)(request, said)


def _week_start(raw: str | None, shop: Shop) -> date:
    day = day_from_query(raw) or shop.today()
    return day - timedelta(days=day.weekday())


def _instant(raw: str) -> datetime | None:
    try:
        value = datetime.fromisoformat(raw)
    except ValueError:
        return None
    return value if timezone.is_aware(value) else None


def _service(shop: Shop, raw: str | None) -> Service | None:
    if not raw or not raw.isdigit():
        return None
    return shop.services.filter(active=True, pk=int(raw)).first()


def _amount(raw: str | None) -> Decimal:
    try:
        return Decimal(raw or "")
    except InvalidOperation:
        raise services.BookingError(
            "invalid", "Enter the final amount in dollars, like 129.50."
        ) from None
