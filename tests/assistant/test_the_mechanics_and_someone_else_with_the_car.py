"""Who works on the car ("who will work on my car?", "are your mechanics certified?") and
whether someone else may bring or fetch it, with no visit booked to note it on, are the team's
to answer: passed to them (or their number given, in a chat), not read as a booking and
answered "which service?"."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
FOR_THE_TEAM = (
    "I don't have the answer to that here, but the team can tell you at (303) 555-0142, "
    "or leave your number here and I'll pass your question on."
)


@pytest.mark.parametrize(
    "asked",
    [
        "who will work on my car?",
        "are your mechanics certified?",
        "do you have ASE certified techs?",
        "is the mechanic certified for BMW?",
        "can my wife drop it off?",
        "can someone else pick it up?",
    ],
)
def test_a_chat_is_given_the_teams_number(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == FOR_THE_TEAM


@pytest.mark.parametrize(
    ("asked", "what"),
    [
        ("who's going to be working on my truck?", "asked about the mechanics"),
        ("can my husband pick it up after?", "asked whether someone else can bring or collect"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_text_or_a_call_is_passed_to_the_team(demo_shop, channel, asked, what):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert say(asked).message.text == (
        "I'll pass that to the team and someone will get back to you shortly."
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told.startswith(f"Frontdesk: {PHONE} {what}")


def test_asked_with_a_time_held_the_name_is_asked_again(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change friday")
    say("10am")

    assert say("can my husband pick it up?").message.text == (
        "No problem: I'll note on the booking that your husband will pick the car up. "
        "I'm holding that time for you. What name should I put it under?"
    )
