"""Staff who cancel a visit from its page may say why, in a box beside the tick; the notes keep
it after "cancelled by the shop", as they keep the customer's own words when the customer
cancels through the assistant."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Appointment
from tests.factories import book, local

pytestmark = pytest.mark.django_db


@pytest.fixture
def fridays(shop, service, customer, thursday_morning):
    return book(shop, service, customer, local(shop, 2026, 12, 11, 10), thursday_morning)


def cancel(client, appointment, **form) -> str:
    url = reverse("dashboard:appointment_action", args=["ridgeline", appointment.pk, "cancel"])
    return client.post(url, {"confirm": "yes", **form}, follow=True).content.decode()


@pytest.mark.parametrize(
    ("typed", "noted"),
    [
        ("sold the car", "Cancelled: cancelled by the shop: “sold the car”"),
        (
            "  called,\n going out of town  ",
            "Cancelled: cancelled by the shop: “called, going out of town”",
        ),
    ],
)
def test_the_reason_typed_is_kept_in_the_notes(client, owner, fridays, typed, noted):
    page = cancel(client, fridays, reason=typed)

    fridays.refresh_from_db()
    assert fridays.status == Appointment.Status.CANCELLED
    assert fridays.notes.endswith(noted)
    assert noted in page


def test_no_reason_still_says_the_shop_cancelled(client, owner, fridays):
    cancel(client, fridays, reason="   ")

    fridays.refresh_from_db()
    assert fridays.notes == "Cancelled: cancelled by the shop"


def test_the_page_asks_why_beside_the_tick(client, owner, fridays):
    page = client.get(reverse("dashboard:appointment", args=["ridgeline", fridays.pk]))

    assert 'Why, for the notes <input name="reason"' in page.content.decode()
