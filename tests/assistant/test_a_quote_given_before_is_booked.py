""" "I got a quote from you guys last week for brakes, I want to schedule it" was priced again
("Brake pad replacement usually runs ...") instead of booked. The work quoted before is now
booked, and the customer's words go on the visit, so the team can look the quote up."""

from __future__ import annotations

import pytest

from assistant.schema import Intent
from assistant.understand.intents import read_intent
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "I got a quote from you guys last week for brakes, I want to schedule it",
        "you quoted me for brake pads last month, can I book that",
        "I have an estimate from you for new brake pads, want to set it up",
    ],
)
def test_the_work_quoted_before_is_offered_times(demo_shop, said):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say(said).message.text

    assert reply.startswith("For Brake pad replacement on Monday, December 7 I can do 10 AM")
    say("thursday 10")
    say("Dana Reyes")
    assert say("yes").message.text.startswith("You're booked, Dana Reyes: Brake pad replacement")
    assert Appointment.objects.get().notes == f"The customer wrote: \u201c{said}\u201d"


@pytest.mark.parametrize(
    "said",
    [
        "can you give me a quote before I book?",
        "I have an estimate from you for brakes, how much was it again?",
    ],
)
def test_a_quote_asked_for_is_still_a_price(said):
    assert read_intent(said) == Intent.PRICE
