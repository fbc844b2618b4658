"""The owner's settings in the dashboard (the Services & hours page): services and prices, the
weekly hours, other hours on one day, the shop closed on a day or a stretch of days, bays, the
booking rules, the answers to customers' common questions, the websites that may show the chat,
and the shop's Twilio number. Changes that leave booked appointments at a time the shop is now
closed say so; those appointments stand, listed to be moved with their customers."""

from __future__ import annotations

from datetime import date, timedelta
from itertools import groupby

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import Exists, OuterRef, ProtectedError, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST

from booking import selectors, services
from booking.dashboard import member_shop, owned_shop
from booking.forms import (
    RANGE_EXAMPLE,
    BookingRulesForm,
    ServiceForm,
    ShopAnswersForm,
    TwilioForm,
    WeeklyHoursForm,
    WidgetOriginsForm,
    read_hours,
)
from booking.models import (
    ANSWER_TOPICS,
    Appointment,
    Bay,
    Closure,
    Service,
    Shop,
    SpecialHours,
)
from booking.selectors import day_from_query


@login_required
def catalogue(request: HttpRequest, slug: str) -> HttpResponse:
    shop = member_shop(request, slug)
    return _catalogue_page(request, shop)


def _catalogue_page(
    request: HttpRequest,
    shop: Shop,
    *,
    closure: dict | None = None,
    special: dict | None = None,
    bay: dict | None = None,
) -> HttpResponse:
    """The Services & hours page; after a day closed or given other hours, or a bay's name,
    was refused, with the form's words as typed and what is wrong beside them (`closure`,
    `special`, `bay`: the form's fields and its "error"; a bay's "pk" is the bay renamed, None
    for a new one), so "8am-noonn" is corrected, not typed again."""
    return render(
        request,
        "booking/catalogue.html",
        {
            "closure_typed": closure or {},
            "special_typed": special or {},
            "bay_typed": bay or {},
            "shop": shop,
            "services": shop.services.filter(active=True),
            "hours": shop.opening_hours.all(),
            "days_ahead": _closures_and_special_hours_ahead(shop),
            "bays": shop.bays.annotate(
                has_appointments=Exists(Appointment.objects.filter(bay=OuterRef("pk")))
            ),
            "bays_in_use": shop.bays.filter(active=True).exists(),
            "today": shop.today(),
            "retired_services": shop.services.filter(active=False),
            "booked_for_retired": _booked_ahead(shop).filter(service__active=False),
            "to_move": selectors.appointments_to_move(shop),
            "answers": [(label, shop.answer(topic)) for topic, label in ANSWER_TOPICS.items()],
            "is_owner": shop.is_owned_by(request.user),
        },
    )


def _closures_and_special_hours_ahead(
    shop: Shop,
) -> list[tuple[date, Closure | None, list[SpecialHours]]]:
    """Each day ahead that is closed or has other hours, in date order: (day, its closure,
    its special hours), one of the two empty."""
    today = shop.today()
    closed = [(c.date, c, []) for c in shop.closures.filter(date__gte=today)]
    special = [
        (day, None, list(ranges))
        for day, ranges in groupby(
            shop.special_hours.filter(date__gte=today).order_by("date", "open"),
            key=lambda hours: hours.date,
        )
    ]
    return sorted([*closed, *special], key=lambda entry: entry[0])


@login_required
def service_edit(request: HttpRequest, slug: str, pk: int | None = None) -> HttpResponse:
    """Add a service or change one: its name, price range, time and the words customers use
    for it. The assistant quotes and offers the new values from the next message on; booked
    appointments keep the price they were quoted and the length they were booked with."""
    shop = owned_shop(request, slug)
    service = get_object_or_404(Service, shop=shop, pk=pk) if pk else Service(shop=shop)
    # Validating the form writes the new values onto the service.
    was_offered, was_minutes = service.active, service.duration_minutes
    form = ServiceForm(request.POST or None, instance=service, shop=shop)
    if request.method == "POST" and form.is_valid():
        form.save()
        _say_what_its_bookings_keep(
            request, service, retired=was_offered and not service.active, was_minutes=was_minutes
        )
        return redirect("dashboard:catalogue", slug=shop.slug)
    if form.errors and service.pk:
        # The heading names the service as saved, not as typed in the form refused.
        service.refresh_from_db()
    return render(
        request, "booking/service_form.html", {"shop": shop, "form": form, "service": service}
    )


def _booked_ahead(shop: Shop) -> QuerySet[Appointment]:
    """The shop's confirmed appointments that have not started yet."""
    return shop.appointments.filter(
        status=Appointment.Status.CONFIRMED, start__gte=timezone.now()
    ).select_related("service", "customer")


def _say_what_its_bookings_keep(
    request: HttpRequest, service: Service, *, retired: bool, was_minutes: int | None
) -> None:
    """Say the service is saved and what becomes of its appointments booked ahead. They stand as
    booked: a retired service's still go ahead, and each appointment keeps the end it was booked
    with (Appointment.end), so a new time applies to new bookings and to appointments moved."""
    booked = _booked_ahead(service.shop).filter(service=service).count()
    if retired and booked:
        messages.warning(
            request,
            f"Saved {service.name}: it is no longer offered. Its {booked}"
            f" {'appointments' if booked > 1 else 'appointment'} booked ahead still"
            f" {'stand' if booked > 1 else 'stands'}: listed below, under Not offered now.",
        )
    elif retired:
        messages.success(request, f"Saved {service.name}: it is no longer offered.")
    elif booked and service.duration_minutes != was_minutes:
        messages.success(
            request,
            f"Saved {service.name}. Appointments already booked keep the length they were booked"
            f" with ({booked} ahead); new bookings and appointments moved take"
            f" {service.duration_minutes} min.",
        )
    else:
        messages.success(request, f"Saved {service.name}.")


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
def answers_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """The owner's answers to common questions (payment, warranty, rides...), which the
    assistant gives customers word for word from the next message on."""
    shop = owned_shop(request, slug)
    form = ShopAnswersForm(request.POST or None, shop=shop)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, "Saved the answers.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    return render(request, "booking/answers_form.html", {"shop": shop, "form": form})


@login_required
def widget_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """The website chat: the websites that may show it, and the line to paste into their pages.
    A page elsewhere cannot open the chat from the next connection on."""
    return _form_with_links(
        request,
        slug,
        WidgetOriginsForm,
        "booking/widget_form.html",
        "Saved the websites that may show the chat.",
    )


@login_required
def twilio_edit(request: HttpRequest, slug: str) -> HttpResponse:
    """Phone and texts: the shop's Twilio number and account, and the addresses to give Twilio
    for calls and texts to it."""
    return _form_with_links(
        request,
        slug,
        TwilioForm,
        "booking/twilio_form.html",
        "Saved the shop's Twilio number and account.",
    )


def _form_with_links(
    request: HttpRequest, slug: str, form_class: type, template: str, saved: str
) -> HttpResponse:
    """An owner's form for a setting the shop pastes elsewhere, shown beside the shop's links
    (the assistant's come through settings.SHOP_LINK_PROVIDERS: booking never imports it)."""
    shop = owned_shop(request, slug)
    form = form_class(request.POST or None, instance=shop)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, saved)
        return redirect(request.path)
    if form.errors:
        # Validating wrote the values typed onto the shop: the page says what is saved (an
        # Auth Token typed beside a wrong number is not).
        shop.refresh_from_db()
    links = selectors.shop_links(shop)
    return render(request, template, {"shop": shop, "form": form, "links": links})


@login_required
@require_POST
def bay_add(request: HttpRequest, slug: str) -> HttpResponse:
    """A new bay (a lift, a second mechanic): the assistant offers its time at once."""
    shop = owned_shop(request, slug)
    name, problem = _bay_name_typed(request, shop)
    if problem:
        return _catalogue_page(request, shop, bay={"pk": None, "name": name, "error": problem})
    Bay.objects.create(shop=shop, name=name)
    messages.success(request, f"Added {name}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def bay_rename(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Correct a bay's name (a typo, a lift renumbered); its appointments stay on it."""
    shop = owned_shop(request, slug)
    bay = get_object_or_404(Bay, shop=shop, pk=pk)
    name, problem = _bay_name_typed(request, shop, renaming=bay)
    if problem:
        typed = {"pk": bay.pk, "name": name, "error": problem}
        return _catalogue_page(request, shop, bay=typed)
    if name != bay.name:
        was = bay.name
        bay.name = name
        bay.save(update_fields=["name"])
        messages.success(request, f"Renamed {was} to {name}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


def _bay_name_typed(
    request: HttpRequest, shop: Shop, *, renaming: Bay | None = None
) -> tuple[str, str]:
    """The bay name typed, with its spaces tidied, and what is wrong with it, if anything."""
    name = " ".join(request.POST.get("name", "").split())[: Bay._meta.get_field("name").max_length]
    others = shop.bays.exclude(pk=renaming.pk) if renaming else shop.bays.all()
    if not name:
        return name, "Give the bay a name, like Bay 3."
    if others.filter(name__iexact=name).exists():
        return name, f"There is a bay called {name} already."
    return name, ""


@login_required
@require_POST
def bay_delete(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Delete a bay added by mistake. A bay that has had appointments stays, as the place of
    those visits: it can only be taken out of use."""
    shop = owned_shop(request, slug)
    bay = get_object_or_404(Bay, shop=shop, pk=pk)
    refused = _why_the_bay_stays(shop, bay)
    if not refused:
        try:
            bay.delete()
        except ProtectedError:  # an appointment was booked on it since the page was shown
            refused = _why_the_bay_stays(shop, bay)
    if refused:
        messages.error(request, refused)
    else:
        messages.success(request, f"Deleted {bay.name}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


def _why_the_bay_stays(shop: Shop, bay: Bay) -> str:
    if Appointment.objects.filter(bay=bay).exists():
        return f"{bay.name} has had appointments, so it stays: take it out of use instead."
    # Deleting the bay would delete the busy calendars read for it too.
    calendars = ", ".join(bay.busycalendar_set.values_list("name", flat=True))
    if calendars:
        return f"{bay.name} has a busy calendar ({calendars}), so it stays: take it out of use."
    if _is_the_last_bay_in_use(shop, bay):
        return f"{bay.name} is the last bay in use: a shop needs one."
    return ""


def _is_the_last_bay_in_use(shop: Shop, bay: Bay) -> bool:
    return bay.active and not shop.bays.filter(active=True).exclude(pk=bay.pk).exists()


@login_required
@require_POST
def bay_toggle(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Take a bay out of use (a lift is down) or back into it. Out of use, it is offered no
    more, and the appointments already on it are listed to be moved."""
    shop = owned_shop(request, slug)
    bay = get_object_or_404(Bay, shop=shop, pk=pk)
    if _is_the_last_bay_in_use(shop, bay):
        messages.error(request, f"{bay.name} is the last bay in use: a shop needs one.")
        return redirect("dashboard:catalogue", slug=shop.slug)
    bay.active = not bay.active
    bay.save(update_fields=["active"])
    messages.success(request, f"{bay.name} is {'back in use' if bay.active else 'out of use'}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


# The most days closed at once: a holiday or a vacation, not a date typed a year wrong.
MOST_DAYS_CLOSED_AT_ONCE = 60


@login_required
@require_POST
def closure_add(request: HttpRequest, slug: str) -> HttpResponse:
    """Close the shop on a day (a holiday, a staff day off), or on each day through another (a
    week's vacation): the assistant offers no time on them from now on. Appointments already
    booked those days stay, and the owner is told how many, to move them with their customers.
    Only the owner: a day closed is the week's hours changed, and it turns away every customer
    who asks for that day."""
    shop = owned_shop(request, slug)
    day = day_from_query(request.POST.get("date"))
    through = request.POST.get("through", "").strip()
    last_day = day_from_query(through) if through else day
    reason = request.POST.get("reason", "").strip()[: Closure._meta.get_field("reason").max_length]
    error = ""
    if day is None:
        error = "Pick the day the shop is closed."
    elif day < shop.today():
        error = f"{day:%A, %B} {day.day} has passed."
    elif last_day is None or last_day < day:
        error = f"Pick the last day closed, {day:%A, %B} {day.day} or after."
    elif (last_day - day).days >= MOST_DAYS_CLOSED_AT_ONCE:
        error = f"Close at most {MOST_DAYS_CLOSED_AT_ONCE} days at once."
    elif special := shop.special_hours.filter(date__range=(day, last_day)).order_by("date").first():
        # A closure would hide the special hours without removing them, and the page would
        # list the day both closed and open.
        error = (
            f"{special.date:%A, %B} {special.date.day} has special hours: remove them first "
            '("Usual hours again"), then close the day.'
        )
    if error:
        typed = {
            "date": request.POST.get("date", ""),
            "through": through,
            "reason": reason,
            "error": error,
        }
        return _catalogue_page(request, shop, closure=typed)
    days = [day + timedelta(days=n) for n in range((last_day - day).days + 1)]
    with transaction.atomic():
        for closed in days:
            Closure.objects.update_or_create(shop=shop, date=closed, defaults={"reason": reason})
    if last_day == day:
        said = f"Closed on {day:%A, %B} {day.day}: no new bookings that day."
    else:
        said = (
            f"Closed from {day:%A, %B} {day.day} through {last_day:%A, %B} {last_day.day}:"
            " no new bookings those days."
        )
    _say_with_those_to_move(request, shop, said, days=days)
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def closure_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = owned_shop(request, slug)
    closure = get_object_or_404(Closure, shop=shop, pk=pk)
    closure.delete()
    messages.success(request, f"Open again on {closure.date:%A, %B} {closure.date.day}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def special_hours_set(request: HttpRequest, slug: str) -> HttpResponse:
    """Open on a day with other hours than the week's (Christmas Eve, 8 to noon): they replace
    that day's weekly hours, and the owner is told of appointments outside them."""
    shop = owned_shop(request, slug)
    day = day_from_query(request.POST.get("date"))
    hours_typed = request.POST.get("hours", "")
    ranges, problems = read_hours("That day", hours_typed)
    error = ""
    if day is None:
        error = "Pick the day with other hours."
    elif day < shop.today():
        error = f"{day:%A, %B} {day.day} has passed."
    elif shop.closures.filter(date=day).exists():
        error = f"The shop is closed on {day:%A, %B} {day.day}: open it first."
    elif problems or not ranges:
        error = " ".join(problems) or f"Give the hours, like {RANGE_EXAMPLE}."
        # Words without a time ("closed", "shut all day") mean the day is not to open at all.
        if problems and not any(char.isdigit() for char in hours_typed):
            error += " To close that day, use “Close on” above."
    if error:
        typed = {"date": request.POST.get("date", ""), "hours": hours_typed, "error": error}
        return _catalogue_page(request, shop, special=typed)
    with transaction.atomic():
        shop.special_hours.filter(date=day).delete()
        SpecialHours.objects.bulk_create(
            SpecialHours(shop=shop, date=day, open=open_, close=close) for open_, close in ranges
        )
    _say_with_those_to_move(request, shop, f"Other hours on {day:%A, %B} {day.day}.", days=[day])
    return redirect("dashboard:catalogue", slug=shop.slug)


@login_required
@require_POST
def special_hours_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Back to the week's hours on the day of these special hours."""
    shop = owned_shop(request, slug)
    day = get_object_or_404(SpecialHours, shop=shop, pk=pk).date
    shop.special_hours.filter(date=day).delete()
    messages.success(request, f"The usual hours again on {day:%A, %B} {day.day}.")
    return redirect("dashboard:catalogue", slug=shop.slug)


def _say_with_those_to_move(
    request: HttpRequest, shop: Shop, said: str, *, days: list[date] | None = None
) -> None:
    """Say what changed, and how many appointments booked (on `days`) fall at a time the shop
    is now closed: they stand, listed on the page, to be moved with their customers."""
    shop_closed = [
        item.appointment
        for item in selectors.appointments_to_move(shop)
        if item.why == selectors.CLOSED_THEN
        and (days is None or item.appointment.local_start().date() in days)
    ]
    if shop_closed:
        count = len(shop_closed)
        when = "ahead" if days is None else "that day" if len(days) == 1 else "those days"
        said += (
            f" {count} appointment{'s' if count > 1 else ''} booked"
            f" {when} {'fall' if count > 1 else 'falls'} outside the"
            " hours now: they are listed below, to move with the customer."
        )
    (messages.warning if shop_closed else messages.success)(request, said)
