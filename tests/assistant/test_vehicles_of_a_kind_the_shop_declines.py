"""A vehicle of a kind the shop does not work on is told so however it is named: as many
("do you work on harleys" was answered "I don't have the answer to that here"), spelt out as a
caller's letters arrive ("r v s": "Sorry, we don't offer r v s"), by another name of its kind or
its make ("motor homes", "a winnebago": quoted and offered a booking)."""

from __future__ import annotations

import pytest

from booking.models import Appointment, Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


@pytest.mark.parametrize(
    ("channel", "said", "told"),
    [
        ("chat", "do you work on harleys", "Sorry, we don't work on Harleys."),
        ("chat", "do you work on a harley", "Sorry, we don't work on Harleys."),
        ("phone", "do you work on r v s", "Sorry, we don't work on RVs."),
        ("phone", "can you guys fix r v's", "Sorry, we don't work on RVs."),
        (
            "phone",
            "do you guys service motor homes i got a winnebago that needs an oil change",
            "Sorry, we don't work on RVs, so we can't take your winnebago.",
        ),
        (
            "chat",
            "how much is an oil change for my 2015 ducati?",
            "Sorry, we don't work on motorcycles, so we can't take your 2015 ducati.",
        ),
        (
            "chat",
            "can you do brakes on my camper thursday",
            "Sorry, we don't work on RVs, so we can't take your camper.",
        ),
    ],
)
def test_the_shop_says_it_does_not_work_on_them(shop, channel, said, told):
    say = talker(shop, channel, phone="+13035550353", proven=channel != "chat")

    reply = say(said).message.text

    assert reply.startswith(told), reply
    assert "$" not in reply and "dollars" not in reply and "offer" not in reply
    assert not Appointment.objects.exists()


def test_a_declined_kind_named_while_booking_lets_the_time_go(shop):
    say = talker(shop, "chat")
    say("oil change wednesday at 9am")

    reply = say("its for my motor home").message.text

    assert reply.startswith("Sorry, we don't work on RVs, so we can't take your motor home."), reply
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


@pytest.mark.parametrize(
    "said",
    ["can you install a camper shell on my truck", "oil change for my 2019 honda civic"],
)
def test_other_cars_and_parts_are_not_declined(shop, said):
    reply = talker(shop, "chat")(said).message.text

    assert "don't work on" not in reply, reply
