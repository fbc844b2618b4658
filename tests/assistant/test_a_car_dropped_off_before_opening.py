""" "I can drop it off on my way to work at 7" was told "Sorry, we open at 7:30 AM", though the
shop takes cars before it opens. Where the owner says how to leave a car after hours, that is
said with the first times; a visit asked to start before opening is still told when it opens."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

KEY_DROP = (
    "You can leave the car in our lot after hours: put the keys, with your name and number, in"
    " the key drop box by the front door. For Oil change on Tuesday, December 8"
)


@pytest.mark.parametrize(
    "said",
    [
        "oil change tomorrow, I can drop it off on my way to work at 7",
        "can I drop my car off at 7 tomorrow for an oil change",
        # Read as 7 to 8, whose 7:30 was offered without a word of how.
        "Can I drop off my car at 7 tomorrow for an oil change, I start work at 8",
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_car_left_before_opening_hears_how(demo_shop, said, channel):
    reply = talker(demo_shop, channel, phone="+13035550177", proven=True)(said).message.text

    assert reply.startswith(KEY_DROP)
    assert "we open" not in reply


def test_a_visit_asked_before_opening_is_told_when_it_opens(demo_shop):
    reply = talker(demo_shop, "sms", phone="+13035550177", proven=True)("oil change tomorrow at 7")

    assert reply.message.text.startswith("Sorry, we open at 7:30 AM.")


def test_a_shop_with_no_word_on_leaving_a_car_says_when_it_opens(demo_shop):
    demo_shop.answers.pop("after_hours")
    demo_shop.save()
    said = "oil change tomorrow, I can drop it off on my way to work at 7"

    reply = talker(demo_shop, "sms", phone="+13035550177", proven=True)(said).message.text

    assert reply.startswith("Sorry, we open at 7:30 AM.")


def test_a_car_left_before_opening_with_no_work_said_hears_how(demo_shop):
    reply = talker(demo_shop, "chat")("can I drop off my car at 7am tomorrow?").message.text

    assert reply.startswith(KEY_DROP.split(" For Oil")[0])
    assert reply.endswith("Which service does your car need?")
