"""The new-booking form carries a key so that a double click books once. Shown again with the
browser's Back button and sent for another customer or another time, it keeps that key: the
second booking is made, not answered with the first as if it had been."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Appointment

pytestmark = pytest.mark.django_db

URL = reverse("dashboard:new_booking", args=["ridgeline"])


@pytest.fixture
def slots(shop, service, next_wednesday):
    return selectors.day_openings(shop, service, next_wednesday).slots


def form(service, slot, phone, name) -> dict:
    return {
        "service": service.pk,
        "day": slot.start.date().isoformat(),
        "start": slot.start.isoformat(),
        "phone": phone,
        "name": name,
        "idempotency_key": "form-1",
    }


@pytest.mark.parametrize(
    ("second_slot", "second_phone"),
    [(2, "(303) 555-0177"), (0, "(303) 555-0177"), (2, "(303) 555-0142")],
)
def test_the_form_sent_again_for_another_booking_books_it(
    client, owner, service, slots, second_slot, second_phone
):
    client.post(URL, form(service, slots[0], "(303) 555-0142", "Dana Reyes"))

    page = client.post(
        URL, form(service, slots[second_slot], second_phone, "Sam Ortiz"), follow=True
    ).content.decode()

    assert "Booked" in page
    booked = Appointment.objects.order_by("pk")
    assert [(a.customer.phone, a.start) for a in booked] == [
        ("+13035550142", slots[0].start),
        (f"+1{''.join(filter(str.isdigit, second_phone))}", slots[second_slot].start),
    ]
    assert reverse("dashboard:appointment", args=["ridgeline", booked.last().pk]) in (
        client.post(URL, form(service, slots[second_slot], second_phone, "Sam Ortiz")).url
    )


def test_the_same_form_sent_twice_books_once(client, owner, service, slots):
    sent = form(service, slots[0], "(303) 555-0142", "Dana Reyes")

    first, again = client.post(URL, sent), client.post(URL, sent)

    assert first.url == again.url
    assert Appointment.objects.count() == 1
