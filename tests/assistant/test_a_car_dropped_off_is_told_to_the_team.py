""" "Just dropped off the keys in the box" was asked which service the car needs, and "I left the
car in the lot, keys are in the drop box" told how to leave it after hours: the car is there,
and the team is told so; asked how ("can I drop it off tonight?"), it is still the owner's
answer."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "said",
    ["just dropped off the keys in the box", "I left the car in the lot, keys are in the drop box"],
)
def test_the_team_is_told_the_car_is_here(demo_shop, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(said).message.text == "Thanks, I've let the team know your car is here."
    told = OutboundText.objects.get(kind=OutboundText.Kind.MESSAGE_FOR_OWNER).body
    assert told == f'Frontdesk: {PHONE} has dropped off the car: "{said}"'


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        ("can I drop off my car tonight?", "You can leave the car in our lot after hours"),
        ("I dropped my car off this morning, any update?", "I'll pass that to the team"),
    ],
)
def test_a_question_about_dropping_it_off_is_still_answered(demo_shop, asked, said):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(asked).message.text.startswith(said)
