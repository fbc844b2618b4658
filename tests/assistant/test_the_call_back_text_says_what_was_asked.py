"""A chat visitor who asked for a person and then left a number: the team's text quoted only
the number. It quotes what they asked, so the call back knows why."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked",
    [
        "can I talk to a person about my transmission slipping?",
        "I'd like someone to call me about a quote for my clutch",
    ],
)
def test_the_team_is_told_what_was_asked_with_the_number(demo_shop, asked):
    say = talker(demo_shop, "chat")
    say(asked)

    reply = say("303-555-0123").message.text

    assert reply.endswith("(303) 555-0123."), reply
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: +13035550123 would like a call back: "{asked}"'
