"""A caller on a landline or a work phone asks for the confirmation at another number: the
assistant asks for it, says it back before booking, and texts it there."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return talker(shop, "phone", phone=CALLER, proven=True)


@pytest.mark.parametrize(
    "asked", ["no, text me at a different number", "this is a landline, it can't get texts"]
)
def test_the_confirmation_goes_to_the_number_said_and_is_said_back(say, asked, texts_go_to_memory):
    say("oil change wednesday at nine")
    say("David Chen")

    question = say(asked).message.text
    confirm = say("seven two oh five five five oh one nine nine").message.text
    booked = say("yes")

    assert question == (
        "Got it, I won't text this number. Is there a mobile number I can text the confirmation "
        "to? If not, just say no and I'll book it without a text."
        if "landline" in asked
        else "And what's the best mobile number for the confirmation text?"
    )
    assert "I'll text the confirmation to (720) 555-0199. Shall I book it?" in confirm
    assert booked.appointment.status == Appointment.Status.CONFIRMED
    assert booked.appointment.customer.phone == "+17205550199"
    assert [to for to, _ in texts_go_to_memory] == ["+17205550199"]


def test_without_another_number_the_caller_is_texted_and_nothing_is_said_back(
    say, texts_go_to_memory
):
    say("oil change wednesday at nine")
    confirm = say("David Chen").message.text
    say("yes")

    assert "I'll text" not in confirm
    assert [to for to, _ in texts_go_to_memory] == [CALLER]


def test_a_number_put_right_in_a_chat_at_the_yes_is_said_back():
    shop = make_shop()
    make_service(shop, "Oil change")
    say = talker(shop, "chat")
    for text in ("oil change tuesday at 10", "Jo Adams", "303-555-0101"):
        say(text)

    text = say("sorry wrong number its 303-555-0110").message.text

    assert "I'll text the confirmation to (303) 555-0110." in text


def test_a_number_said_while_the_name_is_asked_is_read_back(say, texts_go_to_memory):
    say("oil change at noon tomorrow")

    text = say(
        "actually can you send the confirmation to my wife's phone, seven two oh five five five"
        " oh one nine nine"
    ).message.text

    assert text.startswith("Got it, I'll text the confirmation to (720) 555-0199.")
    assert text.endswith("What name should I put it under?")
    say("Dana")
    say("yes")
    assert [to for to, _ in texts_go_to_memory] == ["+17205550199"]
