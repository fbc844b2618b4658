"""Asked whether one job comes with another ("do you do free rotations with an oil change?",
"is a rotation included with the oil change", "does the oil change include a tire rotation?"),
the customer was told "Sorry, I can't change prices", or had both booked unasked. They are told
what the whole job includes from the shop's own description, that the other is not part of it
and what it costs on its own; "yes" then books both."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
ASKED = [
    "do you do free rotations with an oil change?",
    "is a rotation included with the oil change",
    "does the oil change include a tire rotation?",
    "does an oil change come with a tire rotation",
    "do you rotate tires with the oil change for free",
]


@pytest.mark.parametrize("asked", ASKED)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_what_the_job_includes_and_what_the_other_costs(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    assert say(asked).message.text == (
        "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid "
        "top-off. It usually runs $49 to $89. Tire rotation isn't part of it; on its own it "
        "usually runs $25 to $40. Would you like to book both?"
    )


def test_on_a_call_the_prices_are_spoken(demo_shop):
    say = talker(demo_shop, "phone", phone=PHONE, proven=True)

    reply = say("does the oil change include a tire rotation?").message.text

    assert "It usually runs 49 to 89 dollars. Tire rotation isn't part of it" in reply


def test_yes_books_the_job_then_the_other(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("do you do free rotations with an oil change?")

    assert say("yes").message.text.startswith("First the Oil change, then the Tire rotation.")


def test_work_the_description_lists_is_said_to_be_part_of_it(demo_shop):
    oil = demo_shop.services.get(name="Oil change")
    oil.description = "New oil and filter, and a tire rotation."
    oil.save()
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say("is a rotation included with the oil change").message.text == (
        "Oil change: New oil and filter, and a tire rotation. It usually runs $49 to $89. "
        "Would you like to book it?"
    )
