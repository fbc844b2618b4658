"""Each visit on the week's calendar says when it starts and ends, as its own page does, so the
front desk sees how long a bay is taken without opening it; a drop-off, which holds no bay for a
set time, says when the car is dropped off."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Service
from tests.factories import book, local, make_customer, make_service

pytestmark = pytest.mark.django_db


def week_of(client, day: str) -> str:
    return client.get(reverse("dashboard:calendar", args=["ridgeline"]), {"week": day}).content


@pytest.mark.parametrize(
    ("minutes", "hour", "minute", "said"),
    [(90, 9, 30, "9:30 AM – 11:00 AM"), (30, 13, 0, "1:00 PM – 1:30 PM")],
)
def test_a_visit_in_a_bay_says_its_start_and_end(
    client, owner, shop, now, minutes, hour, minute, said
):
    service = make_service(shop, "Brake pads", minutes=minutes)
    book(shop, service, make_customer(shop), local(shop, 2026, 12, 8, hour, minute), now)

    page = week_of(client, "2026-12-08").decode()

    assert f"<strong>{said}</strong> Brake pads" in page


def test_a_drop_off_says_when_it_is_dropped_off(client, owner, shop, now):
    engine = make_service(shop, "Engine diagnosis", minutes=480, kind=Service.Kind.DROPOFF)
    book(shop, engine, make_customer(shop), local(shop, 2026, 12, 8, 7, 30), now)

    page = week_of(client, "2026-12-08").decode()

    assert "<strong>7:30 AM</strong> Engine diagnosis" in page
