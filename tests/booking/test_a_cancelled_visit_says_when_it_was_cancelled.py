"""A cancelled visit's page says when it was cancelled and how long before it was due: a day's
notice leaves time to fill the bay, an hour's does not, whoever cancelled it. Django joins each
number to its unit with a no-break space."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, local

pytestmark = pytest.mark.django_db


def page(client, appointment) -> str:
    url = reverse("dashboard:appointment", args=[appointment.shop.slug, appointment.pk])
    return client.get(url).content.decode()


@pytest.mark.parametrize(
    ("hour", "notice"),
    [(12, "1\xa0hour, 45\xa0minutes"), (14, "3\xa0hours, 45\xa0minutes")],
)
def test_the_shop_cancelling_from_the_dashboard(
    client, owner, shop, service, customer, thursday_morning, hour, notice
):
    visit = book(shop, service, customer, local(shop, 2026, 12, 10, hour), thursday_morning)
    url = reverse("dashboard:appointment_action", args=[shop.slug, visit.pk, "cancel"])

    client.post(url, {"confirm": "yes"})

    said = f"<dt>Cancelled on</dt><dd>Thu Dec 10, 10:15 AM, {notice} before it was due</dd>"
    assert said in page(client, visit)


def test_the_customer_cancelling_from_their_link(
    client, owner, shop, service, customer, thursday_morning
):
    visit = book(shop, service, customer, local(shop, 2026, 12, 11, 10), thursday_morning)

    client.post(reverse("appointment_manage", args=[visit.manage_token]), {"action": "cancel"})

    assert "Thu Dec 10, 10:15 AM, 23\xa0hours, 45\xa0minutes before it was due" in page(
        client, visit
    )


def test_a_visit_not_cancelled_says_nothing_of_it(client, owner, shop, service, customer):
    visit = book(shop, service, customer, local(shop, 2026, 11, 3, 9), local(shop, 2026, 11, 1, 9))
    services.appointment_mark_no_show(appointment=visit, now=visit.end)

    assert "Cancelled on" not in page(client, visit)
