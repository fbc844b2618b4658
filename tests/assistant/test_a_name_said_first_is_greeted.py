""" "Hi, I'm Rachel" was asked "which service does your car need?": the customer is greeted by
name, and the booking that follows goes under it without asking it again."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("channel", "said"), [("chat", "Hi, I'm Rachel"), ("sms", "This is Rachel")]
)
def test_a_name_alone_is_greeted_by_it(demo_shop, channel, said):
    say = talker(demo_shop, channel, phone="+13035550144", proven=channel == "sms")

    assert say(said).message.text == "Hi, Rachel! What can I do for you?"


def test_the_booking_after_it_goes_under_that_name(demo_shop):
    say = talker(demo_shop, "chat")
    say("Hi, I'm Rachel")
    say("I need an oil change")

    assert "mobile number" in say("friday 9").message.text
    say("303-555-0144")
    assert say("yes").message.text.startswith("You're booked, Rachel: Oil change on Friday")
