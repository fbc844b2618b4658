"""Asked in English whether anyone speaks Spanish (or another language), the assistant says
it helps only in English itself and that the team can say whether someone at the shop speaks
it: passed to them where there is a number to call back, the shop's number otherwise. A
message written in Spanish is test_a_message_in_spanish.py's."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Do you speak Spanish?", "Spanish"),
        ("is there anyone there who speaks vietnamese", "Vietnamese"),
        ("can we do this in Spanish?", "Spanish"),
    ],
)
def test_a_chat_is_told_english_only_and_given_the_team(demo_shop, question, language):
    say = talker(demo_shop, "chat")

    reply = say(question).message.text

    assert reply == (
        f"I can only help in English myself. Whether someone at the shop speaks {language}, "
        "the team can tell you at (303) 555-0142. Is there anything else I can help with?"
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_text_or_a_call_has_the_team_asked(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say("Do you speak Spanish?").message.text

    assert reply == (
        "I can only help in English myself, so I've asked the team whether someone there "
        "speaks Spanish, and someone will get back to you shortly."
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert (
        told == f'Frontdesk: {PHONE} asked for someone who speaks Spanish: "Do you speak Spanish?"'
    )


def test_cars_made_somewhere_are_no_language(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("do you specialize in german cars?").message.text

    assert "English" not in reply


def test_asked_with_a_time_held_the_booking_goes_on(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change Thursday")
    say("8am")

    reply = say("do you speak spanish? my wife will bring it").message.text

    assert reply == (
        "I can only help in English myself. The team can answer that at (303) 555-0142. "
        "I'm holding that time for you. What name should I put it under?"
    )
