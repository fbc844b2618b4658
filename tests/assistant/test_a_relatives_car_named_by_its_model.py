"""A visit for someone else's car named by its make or model ("my wife's camry needs a tire
rotation", "my dad's 2015 f-150") from a number on file was booked and confirmed as the
customer's own ("You're booked, Dana Reyes"). It is said to be theirs, as "my wife's car" is."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("said", "whose"),
    [
        ("my wife's camry needs a tire rotation friday at 2", "your wife"),
        ("my dad's 2015 f-150 needs a tire rotation friday at 2", "your dad"),
        ("our son's Honda Civic needs a tire rotation friday at 2", "your son"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_visit_is_said_to_be_theirs(demo_shop, channel, said, whose):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert f"Tire rotation on Friday, December 11 at 2 PM for {whose}." in say(said).message.text
    assert say("yes").message.text.startswith(f"{whose.capitalize()} is booked: Tire rotation")


def test_a_phone_of_theirs_is_no_car(demo_shop):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("a tire rotation friday at 2, text my wife's phone too").message.text

    assert "for your wife" not in reply
