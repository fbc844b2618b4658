"""The shop is texted each booking a customer makes only at the shop's phone for customers: with
the box ticked but no phone given, Services & hours says why no text comes, rather than leaving
the owner to wonder."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.factories import make_service

pytestmark = pytest.mark.django_db

RULES = {
    "slot_minutes": "30",
    "min_notice_minutes": "60",
    "horizon_days": "30",
    "buffer_before_minutes": "0",
    "buffer_after_minutes": "0",
    "dropoff_start": "7:30am",
    "dropoff_end": "9am",
    "hold_minutes": "10",
    "reminder_hours": "24",
    "average_repair_order": "285",
    "text_new_bookings": "on",
}


def saved_rules_page(client, **changes) -> str:
    url = reverse("dashboard:rules_edit", args=["ridgeline"])
    return client.post(url, {**RULES, **changes}, follow=True).content.decode()


def test_ticked_without_a_phone_says_no_text_can_come(client, owner, shop, service):
    page = saved_rules_page(client, staff_phone="")

    assert (
        "no texts to the shop about new bookings yet: they go to the shop's phone for "
        "customers, which is not given"
    ) in page


@pytest.mark.parametrize("typed", ["303 555 0142", "(303) 555-0142"])
def test_ticked_with_a_phone_says_where_they_go(client, owner, shop, service, typed):
    page = saved_rules_page(client, staff_phone=typed)

    assert "each booking a customer makes is texted to (303) 555-0142" in page


def test_not_ticked_says_none_are_sent(client, owner, shop):
    make_service(shop)

    page = saved_rules_page(client, staff_phone="(303) 555-0142", text_new_bookings="")

    assert "no texts to the shop about new bookings." in page
    assert "which is not given" not in page


def test_the_box_says_where_the_texts_go(client, owner, shop):
    page = client.get(reverse("dashboard:rules_edit", args=["ridgeline"])).content.decode()

    assert "To the shop&#x27;s phone for customers above: none without it." in page
