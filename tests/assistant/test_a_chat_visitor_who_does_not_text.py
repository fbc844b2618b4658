""" "I don't text" or "I don't have a cell" typed at "what's the best mobile number for the
confirmation text?" had the question asked again, or was told a number is needed. A number to
call is asked for instead, and the visit booked without a text, the team told to call."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

ASKS_A_NUMBER_TO_CALL = (
    "No problem, I won't text you. What number can the team call you at to confirm the visit?"
)


@pytest.mark.parametrize(
    "said",
    [
        "i dont text",
        "I don't have a cell",
        "no cell phone, sorry",
        "can you call instead of texting?",
    ],
)
def test_booked_with_a_number_to_call(demo_shop, texts_go_to_memory, said):
    chat = talker(demo_shop, "chat")
    chat("I need an oil change tomorrow at 10")
    assert chat("Sam Ortiz").message.text == (
        "And what's the best mobile number for the confirmation text?"
    )

    assert chat(said).message.text == ASKS_A_NUMBER_TO_CALL
    assert chat("303-555-0110").message.text.endswith(
        "There'll be no text: the team will call you at (303) 555-0110 to confirm. Shall I book it?"
    )
    assert chat("yes").message.text == (
        "You're booked, Sam Ortiz: Oil change on Tuesday, December 8 at 10 AM. No text will "
        "come: the team will call you at (303) 555-0110 to confirm."
    )
    assert Appointment.objects.get().customer.phone == "+13035550110"
    [(to, body)] = texts_go_to_memory
    assert to == "+13035550142" and body.endswith("takes no texts: call to confirm.")


def test_the_number_given_with_it_is_the_one_called(demo_shop, texts_go_to_memory):
    chat = talker(demo_shop, "chat")
    chat("I need an oil change tomorrow at 10")
    chat("Sam Ortiz")

    assert chat("I don't text, call me at 720-555-0123").message.text.endswith(
        "There'll be no text: the team will call you at (720) 555-0123 to confirm. Shall I book it?"
    )
    chat("yes")
    assert [to for to, _ in texts_go_to_memory] == ["+13035550142"]
