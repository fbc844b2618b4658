"""A first name alone at the name question, then the surname in a message of its own at "Shall
I book it?" ("John", then "Smith" or "sorry, John Smith"): the visit goes under the whole name,
said back before booking. "My last name is Smith" after the booking puts it on the record.
A word of agreement there ("Perfect") is the yes it was."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def talk(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    assert talk("oil change tuesday at 10").message.text.endswith(
        "What name should I put it under?"
    )
    assert "Shall I book it?" in talk("John").message.text
    return talk


@pytest.mark.parametrize("said", ["Smith", "sorry John Smith", "oh it's John Smith"])
def test_the_surname_at_shall_i_book_it_completes_the_name(talk, said):
    assert "at 10 AM for John Smith." in talk(said).message.text

    assert talk("yes").message.text.startswith("You're booked, John Smith: Oil change")
    assert Appointment.objects.get().customer.name == "John Smith"


def test_a_word_of_agreement_there_is_no_surname(talk):
    assert talk("Perfect").message.text.startswith("You're booked, John: Oil change")


def test_my_last_name_after_the_booking_goes_on_the_record(talk):
    talk("yes")

    reply = talk("my last name is Smith").message.text

    assert reply.startswith("Thanks, John Smith. I've put your name on your Oil change")
    assert Appointment.objects.get().customer.name == "John Smith"
