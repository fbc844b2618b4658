"""A day closed (a snow day) or given other hours changes the week's hours: the owner's to
make, as the weekly hours are. Staff see those days; they do not close the shop."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

from booking.models import Closure, Membership, SpecialHours
from tests.factories import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def advisor(client, shop):
    user = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    client.force_login(user)
    return user


def test_staff_cannot_close_the_shop_on_a_day(client, advisor, next_wednesday):
    url = reverse("dashboard:closure_add", args=["ridgeline"])

    refused = client.post(url, {"date": str(next_wednesday), "reason": "Snow day"})

    assert refused.status_code == 403
    assert "Only the shop&#x27;s owner can change" in refused.content.decode()
    assert not Closure.objects.exists()


def test_staff_cannot_open_a_closed_day_again(client, advisor, shop, next_wednesday):
    closure = Closure.objects.create(shop=shop, date=next_wednesday, reason="Snow day")

    url = reverse("dashboard:closure_remove", args=["ridgeline", closure.pk])

    assert client.post(url).status_code == 403
    assert Closure.objects.filter(pk=closure.pk).exists()


def test_staff_cannot_give_a_day_other_hours_or_take_them_away(
    client, advisor, shop, next_wednesday
):
    url = reverse("dashboard:special_hours_set", args=["ridgeline"])
    assert client.post(url, {"date": str(next_wednesday), "hours": "8-noon"}).status_code == 403
    assert not SpecialHours.objects.exists()

    hours = SpecialHours.objects.create(
        shop=shop, date=next_wednesday, open=time(8), close=time(12)
    )
    url = reverse("dashboard:special_hours_remove", args=["ridgeline", hours.pk])
    assert client.post(url).status_code == 403
    assert SpecialHours.objects.filter(pk=hours.pk).exists()


def test_staff_see_the_days_ahead_without_the_buttons_that_change_them(
    client, advisor, shop, next_wednesday
):
    Closure.objects.create(shop=shop, date=next_wednesday, reason="Snow day")

    page = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "closed (Snow day)" in page
    assert "Open again" not in page and 'id="close-a-day"' not in page
    assert "Set that day&#x27;s hours" not in page
    assert "The shop's owner closes a day or gives it other hours." in page


def test_the_owner_closes_the_shop_for_a_snow_day(client, owner, shop, next_wednesday):
    url = reverse("dashboard:closure_add", args=["ridgeline"])

    page = client.post(
        url, {"date": str(next_wednesday), "reason": "Snow day"}, follow=True
    ).content.decode()

    assert f"Closed on {next_wednesday:%A, %B} {next_wednesday.day}" in page
    assert "closed (Snow day)" in page and "Open again" in page
    assert Closure.objects.get().reason == "Snow day"
