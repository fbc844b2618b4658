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


@pytest.fixture
def brake_shop():
    shop = make_shop(staff_phone="+13035550142")
    make_service(shop, "Check engine light diagnostic", aliases=["diagnostic"])
    make_service(shop, "Brake inspection", aliases=["brake check"])
    make_service(shop, "Brake pad replacement", minutes=90, aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    ("said", "warning", "service"),
    [
        (
            "my brakes went out, can you fix them tomorrow",
            "Please don't drive it without working brakes: having it towed is safest.",
            "Brake pad replacement",
        ),
        (
            "my brake pedal goes to the floor",
            "Please don't drive it without working brakes: having it towed is safest.",
            "Brake inspection",
        ),
        (
            "I smell gas in my car",
            "A fuel smell can mean a leak, which is a fire risk: please don't drive it, and keep "
            "it away from sparks and flames.",
            "Check engine light diagnostic",
        ),
        (
            "my check engine light is flashing and the car is shaking",
            "A flashing check engine light means a misfire that can damage the engine: please "
            "drive it as little as you can.",
            "Check engine light diagnostic",
        ),
        (
            "my car overheated on the highway",
            "Driving while the engine overheats can ruin it, so it's safest not to drive it: "
            "having it towed in is the safe way.",
            "Check engine light diagnostic",
        ),
    ],
)
def test_a_car_unsafe_to_drive_is_warned_of_before_the_times(brake_shop, said, warning, service):
    result = talker(brake_shop, "phone", phone="+13035550177", proven=True)(said)

    assert result.message.text.startswith(f"{warning} ")
    assert service in result.message.text and result.choices


def test_brakes_that_squeak_are_no_warning(brake_shop):
    text = talker(brake_shop, "chat")("my brakes squeak, can you look tomorrow").message.text

    assert "don't drive" not in text
