"""A first name put right or shortened lost the surname given with it: "my name is Dana not
Diana" at "Shall I book it?" confirmed "for Dana", and after the booking it left the record
as Diana Reyes; "call me Dan" booked Daniel Reyes as "Dan". A proven number's "it's Dana"
cut Dana Reyes's record down to "Dana"."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


def _name_booked() -> str:
    return Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.name


@pytest.mark.parametrize(
    ("given", "said", "booked"),
    [
        ("Dana Reyes", "my name is Dana not Diana", "Dana Reyes"),
        ("Diana Reyes", "it's Dana, not Diana", "Dana Reyes"),
        ("Daniel Reyes", "call me Dan", "Dan Reyes"),
        ("Robert Smith", "I go by Bob", "Bob Smith"),
    ],
)
def test_at_shall_i_book_it(demo_shop, given, said, booked):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("oil change friday 10am")
    say(given)

    reply = say(said).message.text
    say("yes")

    assert f"at 10 AM for {booked}." in reply
    assert _name_booked() == booked


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["my name is Dana not Diana", "it's Dana, not Diana"])
def test_after_the_booking(demo_shop, channel, said):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    for text in ("oil change friday 10am", "Diana Reyes", "yes"):
        say(text)

    reply = say(said).message.text

    assert reply == (
        "Thanks, Dana Reyes. I've put your name on your Oil change on Friday, December 11 at 10 AM."
    )
    assert _name_booked() == "Dana Reyes"
    assert "Booked by" not in Appointment.objects.get().notes


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize("said", ["hi it's Dana, I need a tire rotation friday at 11", "Dana"])
def test_a_first_name_on_a_known_number_keeps_the_name_on_file(demo_shop, channel, said):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    if said == "Dana":
        say("tire rotation friday at 11")
    say(said)

    assert say("yes").message.text.startswith("You're booked, Dana Reyes: Tire rotation")
    assert {a.customer.name for a in Appointment.objects.all()} == {"Dana Reyes"}
