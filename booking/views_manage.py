"""The customer's own page for an appointment, reached by its secret manage link (sent in the
confirmation): see it, cancel it, or move it to another open time. The link is the proof."""

from __future__ import annotations

from datetime import timedelta

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_http_methods

from booking import services
from booking.availability import DayAvailability, Reason
from booking.dashboard import REASON_WORDS, instant_picked, times_to_move_to
from booking.models import Appointment, AppointmentMove
from booking.selectors import day_from_query


@require_http_methods(["GET", "POST"])
def appointment_manage(request: HttpRequest, token: str) -> HttpResponse:
    appointment = get_object_or_404(
        Appointment.objects.exclude(status=Appointment.Status.HELD).select_related(
            "shop", "service"
        ),
        manage_token=token,
    )
    shop = appointment.shop
    error = ""
    if request.method == "POST":
        try:
            _change(request, appointment)
        except services.BookingError as failure:
            error = failure.message
        else:
            return redirect("appointment_manage", token=token)
        appointment.refresh_from_db()
    day = day_from_query(request.GET.get("day")) or appointment.local_start().date()
    can_change = (
        appointment.status == Appointment.Status.CONFIRMED and appointment.start > timezone.now()
    )
    openings = times_to_move_to(appointment, day, by_staff=False) if can_change else None
    last_day = shop.today() + timedelta(days=shop.horizon_days)
    return render(
        request,
        "booking/manage.html",
        {
            "shop": shop,
            "appointment": appointment,
            "can_change": can_change,
            "day": day,
            "previous_day": day - timedelta(days=1) if day > shop.today() else None,
            # No way on past the days a customer can book: each would say so, one by one.
            "next_day": day + timedelta(days=1) if day < last_day else None,
            "openings": openings,
            "why": _why_none(openings, shop.horizon_days) if openings else "",
            "error": error,
        },
    )


def _change(request: HttpRequest, appointment: Appointment) -> None:
    if appointment.start <= timezone.now():
        raise services.BookingError("past", "This appointment has already started.")
    if request.POST.get("action") == "cancel":
        services.appointment_cancel(appointment=appointment, reason="cancelled by the customer")
        return
    start = instant_picked(request.POST.get("start", ""))
    if start is None:
        raise services.BookingError("invalid", "Pick one of the open times.")
    if start == appointment.start:
        raise services.BookingError("invalid", "Your appointment is at that time already.")
    services.appointment_reschedule(
        appointment=appointment, start=start, moved_by=AppointmentMove.By.CUSTOMER
    )


def _why_none(openings: DayAvailability, horizon_days: int) -> str:
    if openings.reason == Reason.BEYOND_HORIZON:
        return f"times can be booked up to {horizon_days} days ahead"
    return REASON_WORDS.get(openings.reason, "")
