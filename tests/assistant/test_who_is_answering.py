"""Asked who or what is answering, the assistant says plainly that it is the shop's automated
assistant (some states require a bot to say so when asked); asking for a person still reaches
one."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


@pytest.mark.parametrize(
    "question",
    [
        "who is this?",
        "is this a bot",
        "am i talking to a real person?",
        "r u a robot lol",
        "uh is this Ridgeline auto?",
        "did I reach ridgeline?",
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone", "chat"])
def test_it_says_it_is_the_shops_automated_assistant(shop, question, channel):
    say = talker(shop, channel, phone="+13035550177", proven=channel != "chat")

    text = say(question).message.text

    assert text.startswith("This is Ridgeline Auto Repair's automated assistant.")


def test_asking_to_talk_to_a_person_still_reaches_one(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert "automated assistant" not in say("can i talk to a real person").message.text


def test_a_request_with_it_is_still_answered(shop):
    say = talker(shop, "chat")

    assert "Oil change" in say("is this a bot? anyway oil change tomorrow").message.text


def test_is_this_the_shop_is_told_who_is_answering():
    shop = make_shop()
    text = talker(shop, "phone", phone="+13035550177", proven=True)(
        "is this the auto shop"
    ).message.text
    assert "automated assistant" in text


@pytest.mark.parametrize("question", ["Hello? Is this the mechanic?", "is this the garage"])
def test_a_word_any_shop_answers_to_is_told_who_is_answering(shop, question):
    # "The mechanic" was taken for a person asked for, and the call passed to the team.
    text = talker(shop, "phone", phone="+13035550177", proven=True)(question).message.text

    assert text.startswith("This is Ridgeline Auto Repair's automated assistant.")


def test_another_name_asked_about_is_not_taken_for_the_shops(shop):
    say = talker(shop, "chat")

    assert "automated assistant" not in say("is this the oil change place?").message.text


@pytest.mark.parametrize(
    "question",
    ["Hey is this the shop on main street?", "is this ridgeline auto on colfax?"],
)
def test_the_shop_asked_for_by_where_is_told_where_it_is(shop, question):
    shop.address = "1480 Ridge Rd, Golden, CO"
    shop.save()
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(question).message.text

    assert text.startswith(
        "This is Ridgeline Auto Repair's automated assistant. We're at 1480 Ridge Rd, Golden, CO."
    )
