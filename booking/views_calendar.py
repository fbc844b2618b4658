"""The iCalendar files at their secret URLs: the shop's feed and a customer's appointment."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from booking import ical
from booking.models import Appointment, Shop

CONTENT_TYPE = "text/calendar; charset=utf-8"


# never_cache: the files name customers and their phones, so no shared cache may keep them.
@require_safe
@never_cache
def calendar_feed(request: HttpRequest, token: str) -> HttpResponse:
    # A wrong token is a plain 404, the same whether or not the shop exists.
    shop = get_object_or_404(Shop, calendar_token=token)
    return HttpResponse(ical.shop_feed(shop), content_type=CONTENT_TYPE)


@require_safe
@never_cache
def appointment_ics(request: HttpRequest, token: str) -> HttpResponse:
    # Holds are not appointments yet: their token must not reveal them.
    appointment = get_object_or_404(
        Appointment.objects.exclude(status=Appointment.Status.HELD).select_related(
            "shop", "service"
        ),
        manage_token=token,
    )
    response = HttpResponse(ical.appointment_file(appointment), content_type=CONTENT_TYPE)
    response["Content-Disposition"] = 'attachment; filename="appointment.ics"'
    return response
