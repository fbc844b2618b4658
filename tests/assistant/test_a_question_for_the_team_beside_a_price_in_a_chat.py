"""A chat visitor asking a price and a question only the team can answer was told "I'll put
your question on the booking for the team", with no booking made or under way. What really
happens is said: the team's number, or a number left here that passes the question on."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

TOLD = (
    "For your other question, please ask the team at (303) 555-0142, or leave your number "
    "here and I'll pass it on."
)


@pytest.mark.parametrize(
    "asked",
    [
        "how much for brakes? also do you use OEM parts?",
        "how much for brakes, do you use OEM parts",
    ],
)
def test_the_team_is_named_and_a_number_left_passes_it_on(demo_shop, asked):
    say = talker(demo_shop, "chat")

    reply = say(asked).message.text

    assert reply.startswith(f"{TOLD} Brake pad replacement usually runs $180 to $320."), reply
    assert "on the booking" not in reply
    say("303-555-0123")
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: +13035550123 asked: "{asked}"'


def test_with_a_booking_under_way_it_goes_on_the_booking(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need brakes done friday")

    reply = say("do you use OEM parts?").message.text

    assert reply.startswith("I'll put your question on the booking for the team."), reply
