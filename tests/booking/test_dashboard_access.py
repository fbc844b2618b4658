"""Who may see what on the dashboard: an owner sees only their own shops."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Appointment
from booking.services import appointment_book
from tests.factories import local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def ridgeline():
    return make_shop(slug="ridgeline")


@pytest.fixture
def rival():
    return make_shop(slug="rival")


@pytest.fixture
def rival_appointment(rival):
    service = make_service(rival)
    start = local(rival, 2030, 1, 7, 9)
    return appointment_book(
        shop=rival,
        service=service,
        start=start,
        customer=make_customer(rival),
        channel=Appointment.Channel.STAFF,
        now=local(rival, 2030, 1, 6, 9),
    )


def test_it_sends_an_anonymous_visitor_to_sign_in(client, ridgeline):
    response = client.get(reverse("dashboard:calendar", args=["ridgeline"]))
    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))


def test_it_shows_an_owner_their_shop(client, ridgeline):
    client.force_login(make_user("olive", shop=ridgeline))
    response = client.get(reverse("dashboard:calendar", args=["ridgeline"]))
    assert response.status_code == 200
    assert "Ridgeline Auto Repair" in response.content.decode()


def test_it_takes_a_member_of_one_shop_straight_to_it(client, ridgeline):
    client.force_login(make_user("olive", shop=ridgeline))
    response = client.get(reverse("dashboard:home"))
    assert response.status_code == 302
    assert response.url == reverse("dashboard:calendar", args=["ridgeline"])


def test_it_hides_another_shop_from_an_owner(client, ridgeline, rival):
    client.force_login(make_user("olive", shop=ridgeline))
    assert client.get(reverse("dashboard:calendar", args=["rival"])).status_code == 404
    assert client.get(reverse("dashboard:catalogue", args=["rival"])).status_code == 404
    assert client.get(reverse("dashboard:new_booking", args=["rival"])).status_code == 404


def test_it_answers_a_stranger_as_if_the_shop_did_not_exist(client, ridgeline):
    client.force_login(make_user("stranger"))
    missing = client.get(reverse("dashboard:calendar", args=["no-such-shop"]))
    hidden = client.get(reverse("dashboard:calendar", args=["ridgeline"]))
    assert missing.status_code == hidden.status_code == 404


def test_it_hides_another_shops_appointment_even_by_its_id(client, ridgeline, rival_appointment):
    client.force_login(make_user("olive", shop=ridgeline))
    url = reverse("dashboard:appointment", args=["ridgeline", rival_appointment.pk])
    assert client.get(url).status_code == 404


def test_it_refuses_to_cancel_another_shops_appointment(client, ridgeline, rival_appointment):
    client.force_login(make_user("olive", shop=ridgeline))
    url = reverse(
        "dashboard:appointment_action", args=["ridgeline", rival_appointment.pk, "cancel"]
    )
    assert client.post(url, {"confirm": "yes"}).status_code == 404
    rival_appointment.refresh_from_db()
    assert rival_appointment.status == Appointment.Status.CONFIRMED


def test_it_lets_staff_of_the_shop_work_its_calendar(client, rival, rival_appointment):
    client.force_login(make_user("sam", shop=rival, role="staff"))
    url = reverse("dashboard:appointment_action", args=["rival", rival_appointment.pk, "cancel"])
    assert client.post(url, {"confirm": "yes"}).status_code == 302
    rival_appointment.refresh_from_db()
    assert rival_appointment.status == Appointment.Status.CANCELLED
