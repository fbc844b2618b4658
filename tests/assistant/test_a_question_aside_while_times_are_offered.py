"""A question only the team can answer, asked while the times are offered or one is held ("are
you hiring?"), is passed on (a chat is given the team's number), and the booking goes on where
it was: not the times said again as if it was never asked."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
TIMES_AGAIN = "Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"


@pytest.mark.parametrize("question", ["are you hiring?", "how long have you been in business?"])
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_text_or_a_call_has_it_passed_on(demo_shop, channel, question):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    say("oil change friday")

    assert say(question).message.text == (
        f"I've passed your question to the team, and someone will get back to you. {TIMES_AGAIN}"
    )
    [text] = OutboundText.objects.filter(to="+13035550142")
    assert question in text.body


def test_a_chat_is_given_the_team_and_the_time_held_stays(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday at 10")

    assert say("do you guys sell gift cards?").message.text == (
        "The team can answer that at (303) 555-0142. I'm holding that time for you. "
        "What name should I put it under?"
    )


def test_a_question_the_owner_answered_is_answered_alone(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    assert say("do you guys have coffee there?").message.text == (
        "Our waiting room has free wifi, coffee and a restroom. Jobs under two hours can be "
        f"waited for. {TIMES_AGAIN}"
    )
