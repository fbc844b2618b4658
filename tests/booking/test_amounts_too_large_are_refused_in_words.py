"""An owner who types a price or an average repair order with a few zeros too many is told so in
dollars, as a final amount is, not "no more than 9 digits in total"; the average repair order is
typed as the prices are, "$1,250" as well as 1250."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from tests.booking.test_dashboard_services_and_hours import save_rules

pytestmark = pytest.mark.django_db


def save_price(client, service, price_max: str):
    form = {
        "name": service.name,
        "kind": service.kind,
        "duration_minutes": service.duration_minutes,
        "price_min": "49",
        "price_max": price_max,
        "active": "on",
    }
    url = reverse("dashboard:service_edit", args=["ridgeline", service.pk])
    return client.post(url, form, follow=True).content.decode()


def save_average_repair_order(client, shop, typed: str) -> str:
    return save_rules(client, shop, average_repair_order=typed).content.decode()


@pytest.mark.parametrize(
    "typed, said",
    [("99999999999", "$99,999,999,999"), ("$12,000,000", "$12,000,000")],
)
def test_a_price_with_too_many_zeros_is_refused_in_dollars(client, owner, service, typed, said):
    page = save_price(client, service, typed)

    assert f"{said} is more than any repair order." in page
    assert "digits in total" not in page
    service.refresh_from_db()
    assert service.price_max == Decimal("89")


@pytest.mark.parametrize("typed", ["$1,250", "1250.00"])
def test_the_average_repair_order_is_typed_as_prices_are(client, owner, shop, typed):
    page = save_average_repair_order(client, shop, typed)

    assert "Saved the booking rules." in page
    shop.refresh_from_db()
    assert shop.average_repair_order == Decimal("1250")


def test_an_average_repair_order_with_too_many_zeros_is_refused_in_dollars(client, owner, shop):
    page = save_average_repair_order(client, shop, "$2,850,000,000")

    assert "$2,850,000,000 is more than any repair order." in page
    shop.refresh_from_db()
    assert shop.average_repair_order == Decimal("285")
