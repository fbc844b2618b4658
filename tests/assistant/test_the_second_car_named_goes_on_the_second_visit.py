"""Two visits asked for one car at a time ("make that 2 oil changes, the other one is my
Toyota Camry"): the car named for the second went on the first visit, and the second had none.
The first keeps its car, the second gets the one named for it, and "the second one is a
Camry" picks no time. "Book it for both of us" at the confirmation books a visit each."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def _cars_booked() -> list[str]:
    visits = Appointment.objects.filter(status=Appointment.Status.CONFIRMED)
    return [visit.vehicle for visit in visits.order_by("pk")]


@pytest.mark.parametrize(
    "said",
    [
        "make that 2 oil changes, the other one is my Toyota Camry",
        "actually make that 2 oil changes, the other car is a Toyota Camry",
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_second_car_named_at_the_confirmation(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    for text in ("oil change friday at 10 for my Honda Civic", "Dana Reyes"):
        talk(text)
    if channel == "chat":
        talk("303-555-0177")

    confirm = talk(said).message.text
    first = talk("yes").message.text
    talk("yes")
    talk("the first one")
    talk("yes")

    assert confirm.endswith(
        "Shall I book it, then find a time for the Oil change for your Toyota Camry?"
    )
    assert first.endswith("Would you like to book the Oil change for your Toyota Camry as well?")
    assert _cars_booked() == ["Honda Civic", "Toyota Camry"]


@pytest.mark.parametrize("said", ["the second one is a Toyota Camry", "my Toyota Camry too"])
def test_a_second_car_named_while_the_times_are_offered(demo_shop, said):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change for my Honda")
    talk("thursday")
    talk("make that 2 oil changes")

    heard = talk(said).message.text
    for text in ("the first one", "Dana Reyes", "303-555-0177", "yes", "yes", "the first one"):
        talk(text)
    talk("yes")

    assert heard.startswith("Got it, your Toyota Camry. Which time works for you")
    assert _cars_booked() == ["Honda", "Toyota Camry"]


@pytest.mark.parametrize("said", ["book it for both of us", "yes, one for each of us"])
def test_both_of_us_at_the_confirmation_books_a_visit_each(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change friday at 10")
    talk("Dana Reyes")

    first = talk(said).message.text
    talk("yes")
    talk("the first one")
    talk("yes")

    assert first.startswith("You're booked, Dana Reyes: Oil change on Friday, December 11")
    assert first.endswith("Would you like to book the Oil change for your second car as well?")
    assert len(_cars_booked()) == 2


@pytest.mark.parametrize(
    "said",
    [
        "make that 2 oil changes, the other one is my Toyota Camry",
        "make that 2 oil changes, the second car is a Toyota Camry",
    ],
)
def test_the_other_car_named_before_the_first_is_the_seconds(demo_shop, said):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes", said, "yes", "yes", "the first one"):
        talk(text)
    talk("yes")

    assert _cars_booked() == ["", "Toyota Camry"]
