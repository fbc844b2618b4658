"""The owner's settings in the dashboard (the Services & hours page): services and prices, the
weekly hours, other hours or a closure on one day, bays, the booking rules, the answers
to customers' common questions, the websites that may show the chat, and the shop's Twilio
number. Changes that
leave booked appointments at a time the shop is now closed say so; those appointments stand,
listed to be moved with their customers."""

from __future__ import annotations

from datetime import date
from itertools import groupby

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from booking import selectors, services
from booking.dashboard import member_shop, owned_shop
from booking.forms import (
    BookingRulesForm,
    ServiceForm,
    ShopAnswersForm,
    TwilioForm,
    WeeklyHoursForm,
    WidgetOriginsForm,
    read_hours,
)
from booking.models import ANSWER_TOPICS, Bay, Closure, Service, Shop, SpecialHours
from booking.selectors import day_from_query


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
            "days_ahead": _closures_and_special_hours_ahead(shop),
            "bays": shop.bays.all(),
            "today": shop.today(),
            "retired_services": shop.services.filter(active=False),
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
    links = selectors.shop_links(shop)
    return render(request, template, {"shop": shop, "form": form, "links": links})


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
    elif shop.special_hours.filter(date=day).exists():
        # A closure would hide the special hours without removing them, and the page would
        # list the day both closed and open.
        messages.error(
            request,
            f"{day:%A, %B} {day.day} has special hours: remove them first "
            '("Usual hours again"), then close the day.',
        )
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
