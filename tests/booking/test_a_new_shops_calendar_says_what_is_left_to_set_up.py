"""A new shop's owner lands on the calendar: with no service, hours or bay yet every day reads
"Closed" and nothing can be booked, so the calendar says what is still to set up, and where."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

from tests.factories import make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """A shop just signed up: no service, hours or bay yet."""
    return make_shop(weekly={}, bays=0)


def calendar_page(client) -> str:
    return client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()


def test_a_bare_shop_is_told_every_step(client, owner, shop):
    page = calendar_page(client)

    assert (
        "Nothing can be booked yet: under "
        f'<a href="{reverse("dashboard:catalogue", args=["ridgeline"])}">Services &amp; hours</a>, '
        "you still have to add a service, set the opening hours and add a bay."
    ) in page


def test_only_the_steps_left_are_named(client, owner, shop):
    make_service(shop)
    shop.opening_hours.create(weekday=0, open=time(8), close=time(17))

    assert "you still have to add a bay." in calendar_page(client)


def test_a_bay_out_of_use_is_to_be_put_back(client, owner, shop):
    make_service(shop)
    shop.bays.create(name="Bay 1", active=False)

    assert "you still have to set the opening hours and put a bay in use." in calendar_page(client)


def test_staff_are_told_the_owner_sets_it_up(client, shop):
    client.force_login(make_user("sam", shop=shop, role="staff"))

    assert "the shop's owner still has to add a service, set the opening hours and add a bay." in (
        calendar_page(client)
    )


def test_a_shop_set_up_is_not_told_anything(client, owner, shop):
    make_service(shop)
    shop.opening_hours.create(weekday=0, open=time(8), close=time(17))
    shop.bays.create(name="Bay 1")

    assert "Nothing can be booked yet" not in calendar_page(client)
