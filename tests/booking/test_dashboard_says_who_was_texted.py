"""Moving or booking from the dashboard says whether the customer was texted: a customer who
sent STOP gets no text, and the front desk must call them or tell them the time on the phone."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse

from assistant.notifications import MemoryBackend
from booking import selectors
from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db


@pytest.fixture
def quiet(shop):
    """Sam Okafor, who texted STOP."""
    customer = make_customer(shop, "+13035550177", "Sam Okafor")
    customer.sms_opt_out = True
    customer.save()
    return customer


def booked_for(shop, service, customer, day):
    return book(shop, service, customer, datetime.combine(day, time(9), shop.zone))


def move(client, appointment, start):
    url = reverse("dashboard:appointment_move", args=["ridgeline", appointment.pk])
    return client.post(url, {"start": start.isoformat()}, follow=True).content.decode()


def thursdays_slot(shop, service, next_wednesday):
    return selectors.day_openings(shop, service, next_wednesday + timedelta(days=1)).slots[4]


def test_the_move_page_says_a_customer_who_sent_stop_is_not_texted(
    client, owner, shop, service, quiet, next_wednesday
):
    appointment = booked_for(shop, service, quiet, next_wednesday)
    url = reverse("dashboard:appointment_move", args=["ridgeline", appointment.pk])

    page = client.get(url).content.decode()

    assert "Sam Okafor turned texts off, so is not texted the new time: call them." in page
    assert "Sam Okafor is texted" not in page


def test_moving_the_appointment_of_a_customer_who_sent_stop_says_to_call_them(
    client, owner, shop, service, quiet, next_wednesday, django_capture_on_commit_callbacks
):
    appointment = booked_for(shop, service, quiet, next_wednesday)
    slot = thursdays_slot(shop, service, next_wednesday)

    with django_capture_on_commit_callbacks(execute=True):
        page = move(client, appointment, slot.start)

    assert "Sam Okafor turned texts off, so was not texted: call them." in page
    assert quiet.phone not in [to for to, _ in MemoryBackend.sent]


def test_moving_says_the_customer_was_texted(
    client, owner, shop, service, customer, next_wednesday, django_capture_on_commit_callbacks
):
    appointment = booked_for(shop, service, customer, next_wednesday)
    url = reverse("dashboard:appointment_move", args=["ridgeline", appointment.pk])
    assert "Dana Reyes is texted the new time." in client.get(url).content.decode()

    with django_capture_on_commit_callbacks(execute=True):
        page = move(client, appointment, thursdays_slot(shop, service, next_wednesday).start)

    assert "Dana Reyes was texted that it is moved." in page
    assert customer.phone in [to for to, _ in MemoryBackend.sent]


def test_a_customer_without_a_name_is_named_by_their_number_as_dialled(
    client, owner, shop, service, next_wednesday
):
    nameless = make_customer(shop, "+13035550188", "")
    appointment = booked_for(shop, service, nameless, next_wednesday)

    page = move(client, appointment, thursdays_slot(shop, service, next_wednesday).start)

    assert "(303) 555-0188 was texted that it is moved." in page
    assert "+13035550188 was" not in page


def test_booking_for_a_number_that_sent_stop_says_to_tell_them_the_time(
    client, owner, shop, service, quiet, next_wednesday
):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[2]
    form = {
        "service": service.pk,
        "day": next_wednesday.isoformat(),
        "start": slot.start.isoformat(),
        "phone": "(303) 555-0177",
        "name": "Sam Okafor",
    }

    page = client.post(reverse("dashboard:new_booking", args=["ridgeline"]), form, follow=True)

    assert (
        "Booked. Sam Okafor turned texts off, so gets no confirmation text: tell them the time."
    ) in page.content.decode()
