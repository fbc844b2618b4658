"""A new shop with no service yet: the booking page and Services & hours say why nothing can be
booked and who adds a service; a booking sent without a service says to choose one."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Appointment
from tests.factories import make_user

pytestmark = pytest.mark.django_db

BOOK_URL = reverse("dashboard:new_booking", args=["ridgeline"])


def test_the_booking_page_sends_the_owner_to_add_a_service(client, owner, shop):
    page = client.get(BOOK_URL).content.decode()

    assert "The shop offers no service yet, so nothing can be booked" in page
    assert reverse("dashboard:service_add", args=["ridgeline"]) in page


def test_staff_are_told_the_owner_adds_services(client, shop):
    client.force_login(make_user("sam", shop=shop, role="staff"))

    page = client.get(BOOK_URL).content.decode()

    assert "the shop's owner adds them under Services &amp; hours" in page
    assert reverse("dashboard:service_add", args=["ridgeline"]) not in page


def test_services_and_hours_say_there_is_no_service_yet(client, owner, shop):
    page = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "No service offered yet: nothing can be booked until one is" in page


def test_a_shop_with_services_says_nothing_of_the_kind(client, owner, shop, service):
    assert "offers no service yet" not in client.get(BOOK_URL).content.decode()
    catalogue = client.get(reverse("dashboard:catalogue", args=["ridgeline"]))
    assert "No service offered yet" not in catalogue.content.decode()


def booking_form(service_pk, day, start) -> dict:
    return {
        "service": service_pk,
        "day": day.isoformat(),
        "start": start.isoformat(),
        "phone": "(303) 555-0180",
        "name": "Walk In",
        "vehicle": "2012 Ford F-150",
    }


def test_a_booking_sent_without_a_service_says_to_choose_one(
    client, owner, shop, service, next_wednesday
):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[0]

    page = client.post(BOOK_URL, booking_form("", next_wednesday, slot.start)).content.decode()

    assert '<p class="error">Choose the service.</p>' in page
    assert 'value="(303) 555-0180"' in page and 'value="2012 Ford F-150"' in page
    assert not Appointment.objects.exists()


def test_a_service_retired_while_the_form_was_open_is_said_to_be(
    client, owner, shop, service, next_wednesday
):
    slot = selectors.day_openings(shop, service, next_wednesday).slots[0]
    service.active = False
    service.save()

    page = client.post(BOOK_URL, booking_form(service.pk, next_wednesday, slot.start))

    assert "Choose the service again: the one chosen is not offered now." in page.content.decode()
    assert not Appointment.objects.exists()
