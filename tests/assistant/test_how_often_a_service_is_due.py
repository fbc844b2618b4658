""" "How often should I change my oil?" was read as a booking and offered Monday's times. How
often depends on the car, which the assistant cannot see: the owner's manual is named, with the
service's price, and the booking is the customer's to ask for."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("asked", "service", "price"),
    [
        ("how often should I change my oil?", "Oil change", "$49 to $89"),
        ("how many miles between oil changes?", "Oil change", "$49 to $89"),
        ("how often do you recommend a tire rotation?", "Tire rotation", "$25 to $40"),
        ("when should I replace my brake pads?", "Brake pad replacement", "$180 to $320"),
        ("how long do brake pads last?", "Brake pad replacement", "$180 to $320"),
        ("When's my next oil change due?", "Oil change", "$49 to $89"),
        ("when am I due for a tire rotation?", "Tire rotation", "$25 to $40"),
    ],
)
def test_the_owners_manual_is_named_and_no_times_offered(demo_shop, asked, service, price):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say(asked).message.text

    assert reply == (
        "How often depends on your car and how you drive it: your owner's manual says when "
        f"it's due. {service} usually runs {price}. Would you like to book it?"
    )
    assert say("ok book one friday at 9").message.text.startswith(
        "I'm holding 9 AM on Friday, December 11"
    )


def test_how_often_the_shop_is_open_is_its_hours(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("how often are you open on saturdays?").message.text.startswith(
        "On Saturday, December 12 we're open"
    )


def test_when_to_replace_it_said_with_a_day_is_a_booking(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("when should I replace my brake pads, this week?").message.text.startswith(
        "For Brake pad replacement on Monday, December 7 I can do"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "is synthetic worth it",
        "should I get synthetic or conventional oil",
        "what oil does my car take",
    ],
)
def test_which_oil_is_the_owners_manuals_to_say(demo_shop, asked):
    """It was read as a booking and offered Monday's times."""
    reply = talker(demo_shop, "chat")(asked).message.text

    assert reply == (
        "Which oil is best depends on your car and how you drive it: your owner's manual says "
        "which it takes, and the team can go over it with you. Oil change usually runs $49 to "
        "$89. Would you like to book it?"
    )
