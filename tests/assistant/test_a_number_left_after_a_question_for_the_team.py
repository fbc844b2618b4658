"""A chat visitor's question only the team can answer is not lost: the reply gives the team's
number and offers to pass the question on, and a number left next sends the question to the
team, with the number to get back to, and lists the chat among those to call back."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

OFFERED = (
    "I don't have the answer to that here, but the team can tell you at (303) 555-0142, "
    "or leave your number here and I'll pass your question on."
)


@pytest.mark.parametrize(
    ("question", "asked"),
    [("do you guys sell gift cards?", "asked"), ("are you hiring?", "asked about a job")],
)
@pytest.mark.parametrize("number", ["303-555-0177", "can someone text me the answer? 303 555 0177"])
def test_a_number_left_passes_the_question_on(demo_shop, question, asked, number):
    say = talker(demo_shop, "chat")
    assert say(question).message.text == OFFERED

    result = say(number)

    assert result.message.text == (
        "Thanks, I've passed your question to the team, and someone will get back to you at "
        "(303) 555-0177."
    )
    [text] = OutboundText.objects.filter(to="+13035550142")
    assert text.body == f'Frontdesk: +13035550177 {asked}: "{question}"'
    result.message.conversation.refresh_from_db()
    assert result.message.conversation.to_call_back


def test_without_a_number_nothing_is_promised_and_nothing_sent(demo_shop):
    say = talker(demo_shop, "chat")

    result = say("do you guys sell gift cards?")
    say("ok thanks bye")

    assert "get back to you" not in result.message.text
    assert not OutboundText.objects.exists()
    result.message.conversation.refresh_from_db()
    assert not result.message.conversation.to_call_back
