"""Staff booking a customer from the dashboard."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Appointment

pytestmark = pytest.mark.django_db


def test_choosing_a_service_and_day_lists_its_open_times(client, owner, service, next_wednesday):
    response = client.get(
        reverse("dashboard:new_booking", args=["ridgeline"]),
        {"service": service.pk, "day": next_wednesday.isoformat()},
        headers={"HX-Request": "true"},
    )
    page = response.content.decode()
    assert "7:30 AM" in page and "5:00 PM" in page
    assert "<html" not in page  # htmx gets the list alone


def test_a_closed_day_says_why(client, owner, service, next_wednesday):
    sunday = next_wednesday + timedelta(days=4)
    response = client.get(
        reverse("dashboard:new_booking", args=["ridgeline"]),
        {"service": service.pk, "day": sunday.isoformat()},
    )
    assert "the shop is closed" in response.content.decode()


def test_booking_creates_the_customer_and_the_appointment(
    client, owner, shop, service, next_wednesday
):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[0]
    form = {
        "service": service.pk,
        "day": next_wednesday.isoformat(),
        "start": slot.start.isoformat(),
        "phone": "(303) 555-0142",
        "name": "Dana Reyes",
        "vehicle": "2014 Honda Civic",
        "idempotency_key": "form-1",
    }
    url = reverse("dashboard:new_booking", args=["ridgeline"])
    first = client.post(url, form)
    again = client.post(url, form)  # a double click
    appointment = Appointment.objects.get()
    assert (
        first.url
        == again.url
        == reverse("dashboard:appointment", args=["ridgeline", appointment.pk])
    )
    assert appointment.customer.phone == "+13035550142"
    assert appointment.channel == Appointment.Channel.STAFF
    assert appointment.start == slot.start


def test_a_bad_phone_number_is_refused_with_a_clear_message(
    client, owner, shop, service, next_wednesday
):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[0]
    response = client.post(
        reverse("dashboard:new_booking", args=["ridgeline"]),
        {"service": service.pk, "start": slot.start.isoformat(), "phone": "12"},
    )
    assert "Enter the customer&#x27;s phone number" in response.content.decode()
    assert not Appointment.objects.exists()


def test_a_time_that_was_never_offered_is_refused(client, owner, shop, service, next_wednesday):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[0]
    response = client.post(
        reverse("dashboard:new_booking", args=["ridgeline"]),
        {
            "service": service.pk,
            "start": (slot.start + timedelta(minutes=7)).isoformat(),
            "phone": "+13035550142",
        },
    )
    assert "not a bookable start time" in response.content.decode()
    assert not Appointment.objects.exists()
