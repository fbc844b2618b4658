"""A form refused shows the values typed in its boxes, and the rest of the page what is saved:
a customer's name cleared by mistake is not their page's heading, an Auth Token typed beside a
wrong number is not "saved"."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Customer, Shop

pytestmark = pytest.mark.django_db


def test_a_customers_page_keeps_the_name_on_file_when_the_change_is_refused(
    client, owner, customer
):
    url = reverse("dashboard:customer", args=["ridgeline", customer.pk])

    page = client.post(url, {"name": "", "email": "dana@"}).content.decode()

    assert "Enter a valid email address." in page
    assert "<h1>Dana Reyes</h1>" in page
    assert "Book for Dana Reyes" in page
    assert 'value="dana@"' in page
    assert Customer.objects.get().name == "Dana Reyes"


def test_a_service_page_keeps_its_name_when_the_change_is_refused(client, owner, service):
    url = reverse("dashboard:service_edit", args=["ridgeline", service.pk])
    form = {
        "name": "",
        "kind": service.kind,
        "duration_minutes": "30",
        "price_min": "49",
        "price_max": "89",
        "active": "on",
    }

    page = client.post(url, form).content.decode()

    assert "<h1>Oil change</h1>" in page
    assert "Oil change · Ridgeline Auto Repair</title>" in page


def test_an_auth_token_typed_beside_a_wrong_number_is_not_said_to_be_saved(client, owner, shop):
    url = reverse("dashboard:twilio_edit", args=["ridgeline"])
    form = {
        "twilio_number": "555",
        "twilio_account_sid": "",
        "twilio_auth_token": "0123456789abcdef0123456789abcdef",
    }

    page = client.post(url, form).content.decode()

    assert "is not a phone number" in page
    assert "An Auth Token is saved" not in page
    assert Shop.objects.get().twilio_auth_token == ""
