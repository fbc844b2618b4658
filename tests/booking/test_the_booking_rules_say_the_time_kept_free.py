"""The booking rules on the Services & hours page say the minutes kept free around each job, as
the owner set them: without it the owner wonders why a 30-minute job blocks 40."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.booking.test_dashboard_services_and_hours import save_rules

pytestmark = pytest.mark.django_db


def rules_said(client, shop) -> str:
    page = client.get(reverse("dashboard:catalogue", args=[shop.slug])).content.decode()
    said = page.split("<h2>Booking rules</h2>")[1].split("</p>")[0]
    return " ".join(re.sub(r"<[^>]+>", " ", said).split())


@pytest.mark.parametrize(
    ("before", "after", "said"),
    [
        ("0", "10", "days ahead; 10 min kept free after each job; drop-offs"),
        ("5", "0", "days ahead; 5 min kept free before each job; drop-offs"),
        ("5", "15", "days ahead; 5 min kept free before each job and 15 min after; drop-offs"),
        ("0", "0", "days ahead; drop-offs"),
    ],
)
def test_the_minutes_kept_free_are_said(client, owner, shop, before, after, said):
    save_rules(client, shop, buffer_before_minutes=before, buffer_after_minutes=after)

    assert said in rules_said(client, shop)
