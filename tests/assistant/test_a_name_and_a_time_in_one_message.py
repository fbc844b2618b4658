"""A name and a time in one message while the times are offered ("Dana Reyes, 9am works", "11
works and my name is Sam Patel", "10:30 for Maria Lopez") kept only one of them and asked for
the other; a name and a car at the name question kept only the car. Both are kept."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("said", "at", "name"),
    [
        ("Dana Reyes, 10:30 works", "10:30 AM", "Dana Reyes"),
        ("11 works and my name is Sam Patel", "11 AM", "Sam Patel"),
        ("11 works, Priya Natarajan", "11 AM", "Priya Natarajan"),
        ("10:30 for Maria Lopez", "10:30 AM", "Maria Lopez"),
        ("can you do 11 for bob smith?", "11 AM", "Bob Smith"),
        ("put me down for 11, maria lopez", "11 AM", "Maria Lopez"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_name_and_a_time_at_the_times_offered(demo_shop, channel, said, at, name):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    talk("oil change")

    assert talk(said).message.text.startswith(
        f"Just to confirm: Oil change on Monday, December 7 at {at}."
    )
    talk("yes")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.name == name


@pytest.mark.parametrize(
    "said",
    [
        "brake inspection for Maria Hart tuesday at 2",
        "brake inspection for maria hart on tuesday at 2",
    ],
)
def test_a_job_asked_for_someone_by_name_before_when(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk(said).message.text.startswith(
        "Just to confirm: Brake inspection on Tuesday, December 8 at 2 PM."
    )
    talk("yes")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.name == (
        "Maria Hart"
    )


@pytest.mark.parametrize("said", ["10:30 for tuesday", "the 10:30 for jan 5", "10:30, honda civic"])
def test_what_follows_for_or_a_comma_is_a_name_only_if_it_starts_with_one(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change")

    assert "What name should I put it under?" in talk(said).message.text


@pytest.mark.parametrize("said", ["Dana Reyes 2015 Honda Civic", "dana reyes, 2015 honda civic"])
def test_a_name_and_a_car_at_the_name_question(demo_shop, said):
    talk = talker(demo_shop, "chat")
    talk("brake inspection")
    talk("10:30")

    assert talk(said).message.text == (
        "And what's the best mobile number for the confirmation text?"
    )
    talk("303-555-0177")
    talk("yes")
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert booked.customer.name == "Dana Reyes"
    assert "Honda Civic" in booked.vehicle
