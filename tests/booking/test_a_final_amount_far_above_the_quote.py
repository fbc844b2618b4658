"""A final amount typed with a slip of the keyboard ($4900 for the $490 job) was recorded without
a word, and swelled the report's revenue. Far above the most quoted, it is recorded and staff are
warned, so they can correct it; an amount near the quote brings no warning."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_book
from tests.factories import local, make_customer, make_service

pytestmark = pytest.mark.django_db


@pytest.fixture
def visited(shop):
    """A timing belt quoted $390 to $490, on Tuesday 3 November 2026: its time has come."""
    return appointment_book(
        shop=shop,
        service=make_service(shop, "Timing belt", minutes=60, price=(390, 490)),
        start=local(shop, 2026, 11, 3, 9, 30),
        customer=make_customer(shop, name="Dana Reyes"),
        channel=Appointment.Channel.PHONE,
        now=local(shop, 2026, 11, 1, 9),
    )


def complete(client, appointment, amount):
    url = reverse("dashboard:appointment_action", args=["ridgeline", appointment.pk, "complete"])
    return client.post(url, {"final_amount": amount}, follow=True).content.decode()


def test_an_amount_far_above_the_quote_is_recorded_with_a_warning(client, owner, visited):
    page = complete(client, visited, "4900")

    assert "$4,900 is more than 3 times the $490 quoted at most" in page
    visited.refresh_from_db()
    assert visited.final_amount == Decimal(4900)


@pytest.mark.parametrize("typed", ["520", "1200"])
def test_an_amount_near_the_quote_brings_no_warning(client, owner, visited, typed):
    page = complete(client, visited, typed)

    assert "quoted at most" not in page
    assert "Marked completed." in page
