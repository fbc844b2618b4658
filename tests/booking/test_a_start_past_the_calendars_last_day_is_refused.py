"""A start sent for the last hour of year 9999 (UTC), by a client that was never offered it, at
a shop east of UTC: there it is already year 10000, a day no calendar holds. Booking it from the
dashboard, moving a visit to it or the customer moving theirs there is refused in words, not
with an error page."""

from __future__ import annotations

from datetime import time

import pytest
from django.urls import reverse

from booking.models import Appointment
from tests.factories import book, days_ahead_at, make_customer, make_shop

pytestmark = pytest.mark.django_db

PAST_THE_LAST_DAY = ["9999-12-31T23:30:00+00:00", "9999-12-31T16:00:00-07:00"]


@pytest.fixture
def shop():
    """Open every day, so the visit three days from the clock's today is open whatever the day."""
    every_day = {day: [(time(7, 30), time(17, 30))] for day in range(7)}
    return make_shop(timezone="Asia/Tokyo", weekly=every_day)


@pytest.fixture
def visit(shop, service):
    return book(shop, service, make_customer(shop), days_ahead_at(shop, 3, 10))


@pytest.mark.parametrize("start", PAST_THE_LAST_DAY)
def test_booking_it_from_the_dashboard_is_refused(client, owner, shop, service, start):
    form = {"service": service.pk, "start": start, "phone": "(303) 555-0180"}

    response = client.post(reverse("dashboard:new_booking", args=[shop.slug]), form)

    assert response.status_code == 200
    assert "9999 is too far ahead to book." in response.content.decode()
    assert not Appointment.objects.exists()


@pytest.mark.parametrize("start", PAST_THE_LAST_DAY)
def test_moving_a_visit_there_from_the_dashboard_is_refused(client, owner, shop, visit, start):
    url = reverse("dashboard:appointment_move", args=[shop.slug, visit.pk])

    response = client.post(url, {"start": start})

    assert response.status_code == 200
    assert "9999 is too far ahead to book." in response.content.decode()
    assert Appointment.objects.get().start == visit.start


@pytest.mark.parametrize("start", PAST_THE_LAST_DAY)
def test_the_customer_moving_theirs_there_is_refused(client, visit, start):
    url = reverse("appointment_manage", args=[visit.manage_token])

    response = client.post(url, {"action": "reschedule", "start": start}, follow=True)

    assert response.status_code == 200
    assert "9999 is too far ahead to book." in response.content.decode()
    assert Appointment.objects.get().start == visit.start
