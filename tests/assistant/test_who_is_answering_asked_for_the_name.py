"""Asked "are you a bot?" or "what's your name?" when the assistant has asked for the
customer's name, it says what it is and asks for the name again: the question is not taken for
a name, passed to the team, or answered as though nothing were under way."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked",
    ["are you a bot?", "what is your name?", "whats ur name", "who am i talking to?"],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_it_says_what_it_is_and_asks_the_name_again(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    say("I need an oil change tomorrow")
    say("9am")

    assert say(asked).message.text == (
        "This is Ridgeline Auto Repair's automated assistant. I'm holding that time for you. "
        "What name should I put it under?"
    )


def test_the_name_given_next_books_the_time_held(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change tomorrow")
    say("9am")
    say("what's your name?")

    say("Dana")
    say("yes")

    visit = Appointment.objects.get()
    assert visit.customer.name == "Dana"
