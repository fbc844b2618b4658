"""The number boxes on the owner's forms start where the shop's rules do, so the browser says at
once that a job takes at least 5 minutes, rather than the page coming back refused."""

from __future__ import annotations

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def page(client, name: str, *args) -> str:
    return client.get(reverse(name, args=["ridgeline", *args])).content.decode()


@pytest.mark.parametrize("form", ["service_add", "service_edit"])
def test_a_services_time_starts_at_5_minutes(client, owner, service, form):
    args = [service.pk] if form == "service_edit" else []

    html = page(client, f"dashboard:{form}", *args)

    assert 'name="duration_minutes"' in html
    assert 'min="5" max="7200"' in html


@pytest.mark.parametrize(
    "field, least",
    [("slot_minutes", 5), ("horizon_days", 1), ("hold_minutes", 1), ("min_notice_minutes", 0)],
)
def test_the_booking_rules_start_where_the_shop_does(client, owner, shop, field, least):
    html = page(client, "dashboard:rules_edit")

    assert f'name="{field}" value="{getattr(shop, field)}" min="{least}"' in html
