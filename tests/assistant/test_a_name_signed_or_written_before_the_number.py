"""A name given the ways people write it without being asked: a text signed at its end ("- Frank",
"Thanks! -Jen", "Regards, Robert Chen") or a name written before the number in a chat ("Rick
Sanchez 720-555-0199") is the name the visit goes under, and not asked for again; at the name
question "ok Beth" is Beth and "Alex from Acme Plumbing" is Alex."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("oil change tomorrow at 10 - Frank", "Frank"),
        ("Can I get an oil change tomorrow at 10? Thanks! -Jen", "Jen"),
        ("I need an oil change tomorrow at 10. Regards, Robert Chen", "Robert Chen"),
        # A first name people have, as a sentence of its own, in lower case.
        ("need oil change. tmrw 10am. john", "John"),
        # The name between the time and the car.
        ("oil change tomorrow at 10, Priya Patel, 2021 rav4", "Priya Patel"),
    ],
)
def test_a_signed_text_is_not_asked_the_name(shop, said, name):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(said).message.text

    assert "What name" not in text and "Shall I book it?" in text
    assert say("yes").message.text.startswith(f"You're booked, {name}:")


def test_a_name_before_the_number_in_a_chat_is_the_name(shop):
    say = talker(shop, "chat")

    text = say("Oil change tomorrow at 10 please. Rick Sanchez 720-555-0199").message.text

    assert "What name" not in text and "Shall I book it?" in text
    say("yes")
    customer = Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer
    assert (customer.name, customer.phone) == ("Rick Sanchez", "+17205550199")


@pytest.mark.parametrize(
    ("said", "name"),
    [("ok Beth", "Beth"), ("yes, Beth", "Beth"), ("Alex from Acme Plumbing", "Alex")],
)
def test_the_name_question_answered_with_a_word_before_or_a_firm_after(shop, said, name):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")

    assert "Shall I book it?" in say(said).message.text

    assert say("yes").message.text.startswith(f"You're booked, {name}:")
