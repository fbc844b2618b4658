"""A new shop sets itself up in the order the dashboard lists things: services, then hours, then
bays. A long drop-off job saved before any bay must not keep the hours from being saved (its bay
time is measured once there are bays), and Services & hours says plainly what still keeps
customers from booking: no hours, no bay in use."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

from booking.models import Service
from tests.factories import make_service, make_shop, make_user

pytestmark = pytest.mark.django_db

WEEKDAYS_OPEN = {
    "mon": "7:30am-5:30pm",
    "tue": "7:30am-5:30pm",
    "wed": "7:30am-5:30pm",
    "thu": "7:30am-5:30pm",
    "fri": "7:30am-5:30pm",
    "sat": "",
    "sun": "",
}


@pytest.fixture
def shop():
    """A shop just signed up: no hours and no bay yet."""
    return make_shop(weekly={}, bays=0)


def catalogue_page(client) -> str:
    return client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()


@pytest.mark.parametrize("minutes", [480, 600])
def test_hours_are_saved_with_a_long_drop_off_job_and_no_bay_yet(client, owner, shop, minutes):
    make_service(shop, "Timing belt", minutes=minutes, kind=Service.Kind.DROPOFF)

    url = reverse("dashboard:hours_edit", args=["ridgeline"])
    page = client.post(url, WEEKDAYS_OPEN, follow=True).content.decode()

    assert "could not be booked" not in page
    mondays = shop.opening_hours.filter(weekday=0).values_list("open", "close")
    assert list(mondays) == [(time(7, 30), time(17, 30))]


def test_the_page_says_nothing_can_be_booked_without_hours_or_a_bay(client, owner, shop):
    page = catalogue_page(client)

    assert "No hours set yet: nothing can be booked until they are." in page
    assert "No bay yet: nothing can be booked until one is added." in page


def test_staff_are_told_the_owner_adds_the_bay(client, shop):
    client.force_login(make_user("sam", shop=shop, role="staff"))

    assert "No bay yet: nothing can be booked until one is added by the shop's owner." in (
        catalogue_page(client)
    )


def test_every_bay_out_of_use_is_said_the_same_way(client, owner, shop):
    shop.bays.create(name="Bay 1", active=False)

    assert "Every bay is out of use: nothing can be booked until one is back in use." in (
        catalogue_page(client)
    )


def test_a_shop_with_hours_and_a_bay_in_use_is_not_warned(client, owner, shop):
    make_service(shop)
    shop.bays.create(name="Bay 1")
    shop.opening_hours.create(weekday=0, open=time(8), close=time(17))

    page = catalogue_page(client)

    assert "nothing can be booked until" not in page
