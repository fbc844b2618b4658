"""A chat visitor who asks for a person, with no number the team could call, is given the
team's number and asked to leave one for a call back (the team is told once one is left); a
number left next is called back, and
"no thanks, bye" after the team's number is a goodbye, not "which service?"."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("asked", ["can I talk to a person?", "can I speak to the manager"])
def test_a_number_is_asked_for_beside_the_teams(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        "Of course. You can reach the team directly at (303) 555-0142, or leave your number "
        "here and I'll have them call you back."
    )
    # Nothing for the team yet: a number to call back on is what they would need.
    assert not OutboundText.objects.filter(to="+13035550142").exists()


def test_a_number_left_is_called_back(demo_shop):
    say = talker(demo_shop, "chat")
    say("can I talk to a person?")

    result = say("303-555-0177")

    assert result.message.text == (
        "Of course. I've let the team know you'd like to talk, and they'll call you back at "
        "(303) 555-0177."
    )
    # The team is texted once, with the number to call.
    result.message.conversation.refresh_from_db()
    assert result.message.conversation.to_call_back
    told = OutboundText.objects.get(to="+13035550142").body
    assert told == 'Frontdesk: +13035550177 would like a call back: "can I talk to a person?"'


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_no_thanks_bye_is_a_goodbye(demo_shop, channel):
    proven = channel == "sms"
    say = talker(demo_shop, channel, phone="+13035550177" if proven else "", proven=proven)
    say("can I talk to a real person")

    assert say("no thanks, bye").message.text == (
        "Thanks for contacting Ridgeline Auto Repair. Have a good day!"
    )


def test_a_texter_is_not_asked_for_a_number(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("can I talk to a real person").message.text == (
        "Of course. You can reach the team directly at (303) 555-0142, and I've let them know "
        "you'd like to talk."
    )
