"""Every time the dashboard shows is the shop's wall-clock time, not the server's UTC: a visit at
5 PM in Denver is midnight UTC of the next day, and an owner reading "Thu 12:00 AM" for it
would call the customer about the wrong day."""

from __future__ import annotations

from datetime import UTC, datetime, time

import pytest
from django.urls import reverse

from assistant.models import OutboundText
from tests.factories import book, make_customer

pytestmark = pytest.mark.django_db


@pytest.fixture
def evening_visit(shop, service, next_wednesday):
    customer = make_customer(shop, "+13035550142", "Dana Reyes")
    return book(shop, service, customer, datetime.combine(next_wednesday, time(17), shop.zone))


def test_a_customers_next_visit_is_at_the_shops_time(client, owner, evening_visit):
    page = client.get(reverse("dashboard:customers", args=["ridgeline"])).content.decode()

    day = evening_visit.local_start().strftime("%a %b %-d")
    assert f"{day}, 5:00 PM" in page


def test_a_texts_time_is_the_shops(client, owner, shop, evening_visit):
    sent = OutboundText.objects.create(
        shop=shop, appointment=evening_visit, to="+13035550142", body="Hi", kind="reminder",
        backend="test",
    )  # fmt: skip
    # 23:30 UTC is 4:30 PM in Denver (MST, UTC-7) and 11:30 PM in UTC.
    evening = datetime(2026, 12, 8, 23, 30, tzinfo=UTC)
    OutboundText.objects.filter(pk=sent.pk).update(created_at=evening)

    texts = client.get(reverse("conversations:texts", args=["ridgeline"])).content.decode()
    visit = client.get(
        reverse("dashboard:appointment", args=["ridgeline", evening_visit.pk])
    ).content.decode()

    for page in (texts, visit):
        # (The visit's own page says when it was booked, which may be 11:30 PM today.)
        assert "Tue Dec 8, 4:30 PM" in page and "Dec 8, 11:30 PM" not in page
