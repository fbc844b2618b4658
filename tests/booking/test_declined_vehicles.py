"""The cars a shop does not work on: a customer's booking for one is refused with the reason,
the owner may still book one from the dashboard, and the owner sets them on the booking rules
page (tests/booking/test_dashboard_services_and_hours.py)."""

from __future__ import annotations

import pytest

from booking import services
from booking.models import Appointment
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop(declined_vehicles=["motorcycle", "RV"])
    make_service(shop, "Oil change")
    make_customer(shop, "+13035550178", "Dana Reyes")
    return shop


def book_for(shop, vehicle, channel):
    return services.appointment_book(
        shop=shop,
        service=shop.services.get(),
        start=local(shop, 2026, 12, 9, 11),
        customer=shop.customers.get(),
        channel=channel,
        vehicle=vehicle,
        now=local(shop, 2026, 12, 7, 9),
    )


@pytest.mark.parametrize("vehicle", ["motorcycle", "2015 Honda motorcycle", "our two RVs"])
def test_a_customers_booking_for_a_declined_car_is_refused(shop, vehicle):
    with pytest.raises(services.BookingError) as refused:
        book_for(shop, vehicle, "chat")

    assert refused.value.code == "vehicle"
    assert "does not work on" in refused.value.message
    assert not Appointment.objects.exists()


@pytest.mark.parametrize("vehicle", ["2018 Toyota Camry", "a Rivian", "Ford Driver's van", ""])
def test_other_cars_are_booked(shop, vehicle):
    assert book_for(shop, vehicle, "chat").status == Appointment.Status.CONFIRMED


def test_the_owner_can_still_book_one(shop):
    assert book_for(shop, "motorcycle", "staff").status == Appointment.Status.CONFIRMED
