"""A car smoking or on fire is answered with safety first, then a person: never with times."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

SAFETY = (
    "Please pull over somewhere safe and turn the engine off. If you see flames, get away from "
    "the car and call 911."
)


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550142")
    make_service(shop, "Check engine light diagnostic", aliases=["diagnostic"])
    return shop


def test_a_caller_whose_car_is_smoking_is_told_to_pull_over_and_called_back(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    text = say(
        "I'm on the highway and my car just started smoking from the hood, what do I do?"
    ).message.text

    assert text == f"{SAFETY} I've told the team, and someone will call you right back."
    told = OutboundText.objects.get(to=shop.staff_phone).body
    assert "may be in danger" in told and "+13035550177" in told


def test_a_chat_with_no_number_is_given_the_shops(shop):
    text = talker(shop, "chat")("there's smoke coming out of the engine").message.text

    assert text == f"{SAFETY} Then call the team at (303) 555-0142."
