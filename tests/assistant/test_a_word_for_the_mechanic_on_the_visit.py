""" "Please note I have a manual transmission" offered a transmission fluid service, and "my
car has locking lug nuts, key is in the glovebox" a wheel alignment: with a visit booked they
are a word for the mechanic, put on its notes; with none, the car described asks for no work.
A new number is noted on the visit too; "I booked twice by accident" is told the visits."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "please note I have a manual transmission",
        "my car has aftermarket wheels with locking lug nuts, key is in the glovebox",
        "just a heads up, the passenger door only opens from inside",
        # How to know the car in the lot: it asked which service.
        "the car is the red one, plate ABC123",
        "it's the silver one with the dent",
        "license plate is 7XYZ22",
    ],
)
def test_it_goes_on_the_visits_notes(dana_says, danas_friday_oil_change, said):
    assert dana_says(said) == (
        "Thanks, I've noted that for the team on your Oil change on Friday, December 11 at 10 AM."
    )
    danas_friday_oil_change.refresh_from_db()
    assert said in danas_friday_oil_change.notes
    assert Appointment.objects.count() == 1


def test_with_no_visit_the_car_described_asks_for_no_work(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("please note I have a manual transmission").message.text == (
        "What can we help with: which service does your car need?"
    )


@pytest.mark.parametrize(
    "said",
    ["I need to update my phone number, it's 720-555-0188 now", "my new number is 720-555-0188"],
)
def test_a_new_number_is_noted_on_the_visit_and_told_to_the_team(
    dana_says, danas_friday_oil_change, demo_shop, said
):
    """It was asked which service the car needs."""
    assert dana_says(said) == (
        "Thanks, I've noted (720) 555-0188 on your Oil change on Friday, December 11 at 10 AM, "
        "so the team can reach you there. Texts about it still come to this number."
    )
    danas_friday_oil_change.refresh_from_db()
    assert "(720) 555-0188" in danas_friday_oil_change.notes
    told = OutboundText.objects.filter(to=demo_shop.staff_phone, body__contains="new number")
    assert told.exists()


def test_booked_twice_by_accident_tells_the_visits(demo_shop, danas_friday_oil_change):
    """ "I think I booked twice by accident" was asked which service the car needs."""
    oil = demo_shop.services.get(name="Oil change")
    book(demo_shop, oil, danas_friday_oil_change.customer, local(demo_shop, 2026, 12, 14, 9))
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    told = say("I think I booked twice by accident").message.text

    assert "Friday, December 11 at 10 AM" in told and "Monday, December 14 at 9 AM" in told
