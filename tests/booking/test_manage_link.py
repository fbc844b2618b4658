"""The customer's manage link: the secret URL is the proof, and every change is re-validated."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from booking import selectors
from booking.models import Appointment
from booking.services import appointment_book, appointment_hold
from tests.factories import make_customer, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(slug="ridgeline", address="1480 Ridge Rd, Golden, CO")


@pytest.fixture
def appointment(shop, service):
    slots = selectors.open_slots(shop, service, from_day=shop.today() + timedelta(days=2), limit=1)
    return appointment_book(
        shop=shop,
        service=service,
        start=slots[0].start,
        customer=make_customer(shop),
        channel=Appointment.Channel.CHAT,
    )


def url(appointment):
    return reverse("appointment_manage", args=[appointment.manage_token])


def test_the_page_shows_the_appointment_and_open_times(client, appointment):
    page = client.get(url(appointment)).content.decode()
    assert "Oil change" in page and "1480 Ridge Rd" in page
    assert 'name="start"' in page


def test_the_customers_page_shows_none_of_the_dashboards_links(client, appointment):
    page = client.get(url(appointment)).content.decode()

    assert reverse("dashboard:customers", args=[appointment.shop.slug]) not in page
    assert reverse("dashboard:home") not in page
    assert appointment.shop.name in page


def test_a_wrong_token_is_404(client, appointment):
    assert client.get(reverse("appointment_manage", args=["nope"])).status_code == 404


def test_a_holds_token_reveals_nothing(client, shop, service):
    slot = selectors.open_slots(shop, service, from_day=shop.today() + timedelta(days=3), limit=1)[
        0
    ]
    hold = appointment_hold(shop=shop, service=service, start=slot.start, channel="chat")
    assert client.get(url(hold)).status_code == 404


def test_the_customer_cancels(client, appointment):
    client.post(url(appointment), {"action": "cancel"})
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CANCELLED
    assert "Move it" not in client.get(url(appointment)).content.decode()


def test_the_customer_moves_it_to_an_open_time(client, shop, service, appointment):
    later = selectors.open_slots(
        shop, service, from_day=appointment.local_start().date() + timedelta(days=1), limit=1
    )[0]
    client.post(url(appointment), {"action": "move", "start": later.start.isoformat()})
    appointment.refresh_from_db()
    assert appointment.start == later.start
    assert appointment.sequence == 1


def test_a_time_never_offered_is_refused(client, appointment):
    odd = appointment.start + timedelta(minutes=7)
    response = client.post(url(appointment), {"action": "move", "start": odd.isoformat()})
    assert "not a bookable start time" in response.content.decode()
    before = appointment.start
    appointment.refresh_from_db()
    assert appointment.start == before


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31"])
def test_a_day_at_the_calendars_edge_shows_the_appointments_own_day(client, appointment, day):
    assert client.get(url(appointment), {"day": day}).status_code == 200
