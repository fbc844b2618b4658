"""An appointment's page says the time it takes the bay until, as well as its start, and when it
was booked: the owner plans the bay around the end, and sees how long ago a customer booked."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.factories import book, local, make_service

pytestmark = pytest.mark.django_db


def page(client, appointment) -> str:
    url = reverse("dashboard:appointment", args=[appointment.shop.slug, appointment.pk])
    return client.get(url).content.decode()


@pytest.mark.parametrize(
    ("minutes", "until"), [(30, "10:30 AM"), (90, "11:30 AM"), (150, "12:30 PM")]
)
def test_a_bay_visit_says_its_start_and_its_end(
    client, owner, shop, customer, thursday_morning, minutes, until
):
    service = make_service(shop, "Brake job", minutes=minutes)
    visit = book(shop, service, customer, local(shop, 2026, 12, 11, 10), thursday_morning)

    assert f"Friday, December 11, 2026, 10:00 AM – {until} (America/Denver)" in page(client, visit)


def test_a_drop_off_says_it_is_dropped_off(client, owner, shop, customer, thursday_morning):
    service = make_service(shop, "Timing belt", minutes=300, kind="dropoff")
    visit = book(shop, service, customer, local(shop, 2026, 12, 11, 7, 30), thursday_morning)

    assert "Friday, December 11, 2026, 7:30 AM, dropped off (America/Denver)" in page(client, visit)


@pytest.mark.parametrize(
    ("channel", "said"), [("chat", "Website chat"), ("sms", "Text (SMS)"), ("phone", "Phone")]
)
def test_it_says_when_it_was_booked(
    client, owner, shop, service, customer, thursday_morning, channel, said
):
    visit = book(shop, service, customer, local(shop, 2026, 12, 11, 10), channel=channel)

    assert f"{said}, on Thu Dec 10, 10:15 AM" in page(client, visit)
