"""Asked whether the car is safe to drive, the assistant says what it honestly can: nobody can
tell without seeing the car, and of trouble where driving is the risk (brakes, steering,
overheating) that it is safest not to drive it. The team is asked as well (or its number given
in a chat), and a booking under way goes on."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
BRAKES = (
    "Brake trouble can get worse quickly, so it's safest not to drive it: having it towed in "
    "is the safe way."
)
OVERHEATING = (
    "Driving while the engine overheats can ruin it, so it's safest not to drive it: having it "
    "towed in is the safe way."
)
CANNOT_TELL = (
    "I can't tell from here whether it's safe to drive: only a mechanic who sees the car can say."
)
TIMES_AGAIN = "Which time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"


def talk_on(shop, channel):
    if channel == "chat":
        return talker(shop, "chat")
    return talker(shop, channel, phone=PHONE, proven=True)


@pytest.mark.parametrize("asked", ["is it safe to drive?", "can I still drive on it?"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_brake_trouble_is_said_to_be_safest_not_driven(demo_shop, channel, asked):
    say = talk_on(demo_shop, channel)
    say("my brakes are grinding")

    text = say(asked).message.text

    team = (
        "The team can tell you more at (303) 555-0142."
        if channel == "chat"
        else "I've passed your question to the team, and someone will get back to you."
    )
    assert text == f"{BRAKES} {team} {TIMES_AGAIN}"


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_team_is_told_the_trouble_with_the_question(demo_shop, channel):
    say = talk_on(demo_shop, channel)
    say("my brakes are grinding")

    say("is it safe to drive?")

    [text] = OutboundText.objects.filter(to="+13035550142")
    assert "safe to drive" in text.body and "my brakes are grinding" in text.body


@pytest.mark.parametrize(
    "asked",
    ["I think my car is overheating, is it ok to drive?", "it's running hot, is that dangerous?"],
)
def test_overheating_asked_in_one_message_is_said_to_be_safest_not_driven(demo_shop, asked):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(asked).message.text == (
        f"{OVERHEATING} I've also passed your question to the team, and someone will get back to "
        "you shortly."
    )


@pytest.mark.parametrize(
    "asked",
    ["is it safe to drive with my check engine light on?", "should I drive it with the light on?"],
)
def test_other_trouble_is_said_to_need_a_mechanic_and_a_chat_gets_the_team(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        f"{CANNOT_TELL} The team can tell you more at (303) 555-0142, or leave your number here "
        "and I'll pass your question on."
    )
    assert not OutboundText.objects.exists()


def test_the_shops_word_on_towing_follows(demo_shop):
    demo_shop.answers = demo_shop.answers | {"towing": "We tow within 10 miles for $95."}
    demo_shop.save()
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    text = say("my steering is shaking, is it safe to drive?").message.text

    assert text.startswith(
        "Steering trouble can make the car hard to control, so it's safest not to drive it: "
        "having it towed in is the safe way. We tow within 10 miles for $95."
    )


def test_leaving_the_car_overnight_is_no_driving_question(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("is it safe to leave my car overnight?").message.text

    assert "safe to drive" not in text and "towed" not in text
