"""The services page names a drop-off service's kind as every other page does: "Drop-off"."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Service
from tests.factories import make_service

pytestmark = pytest.mark.django_db


def test_a_drop_off_service_is_listed_as_a_drop_off(client, owner, shop):
    make_service(shop, "Timing belt", minutes=240, price=(500, 900), kind=Service.Kind.DROPOFF)
    make_service(shop, "Oil change")

    page = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "<td>Drop-off</td>" in page
    assert "<td>Waiter</td>" in page
    assert "Dropoff" not in page
