"""New weekly hours on which no day could book a service the shop offers are refused, naming the
service and why, as the service form refuses a service no day could book: otherwise customers
would be told it has no open time, ever, and the owner would hear of it from them."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

from booking.models import Service
from tests.factories import make_service

pytestmark = pytest.mark.django_db

SHORT_WEEK = {"mon": "9am-11am", "tue": "9am-11am", "wed": "", "thu": "", "fri": "", "sat": ""}


def save_hours(client, **days) -> str:
    url = reverse("dashboard:hours_edit", args=["ridgeline"])
    return client.post(url, {"sun": "", **days}, follow=True).content.decode()


def mondays_hours(shop) -> list[tuple[time, time]]:
    return list(shop.opening_hours.filter(weekday=0).values_list("open", "close"))


@pytest.mark.parametrize("short_day", ["9am-11am", "9am-10am, 11am-1pm"])
def test_hours_too_short_for_a_job_the_customer_waits_for_are_refused(
    client, owner, shop, short_day
):
    make_service(shop, "Brake pad replacement", minutes=180)

    page = save_hours(client, **{**SHORT_WEEK, "mon": short_day, "tue": short_day})

    assert "With these hours Brake pad replacement could not be booked." in page
    assert "No day is open long enough for a 180-minute job the customer waits for" in page
    assert mondays_hours(shop) == [(time(7, 30), time(17, 30))]


def test_hours_that_miss_the_drop_off_window_are_refused(client, owner, shop):
    make_service(shop, "Timing belt", minutes=300, kind=Service.Kind.DROPOFF)

    page = save_hours(client, **{**SHORT_WEEK, "mon": "1pm-6pm", "tue": "1pm-6pm"})

    assert "With these hours Timing belt could not be booked." in page
    assert "The drop-off window is outside the opening hours on every day" in page
    assert mondays_hours(shop) == [(time(7, 30), time(17, 30))]


def test_a_service_no_longer_offered_does_not_hold_the_hours_back(client, owner, shop, service):
    rebuild = make_service(shop, "Engine rebuild", minutes=480)
    rebuild.active = False
    rebuild.save()

    page = save_hours(client, **SHORT_WEEK)

    assert "Saved the opening hours." in page
    assert mondays_hours(shop) == [(time(9), time(11))]
