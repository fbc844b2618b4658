"""A part the shop lists only beside another job ("timing belt and water pump") asked about on
its own ("how much for a water pump?") is not quoted or booked as that job: the job that can
include it is said with its price, and the part's own price is the team's to give. Asked with
a booking under way, the booking goes on as it stood."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
SAID = "We don't list water pump work on its own; our Timing belt replacement"


@pytest.mark.parametrize("asked", ["how much for a water pump?", "I need my water pump replaced"])
def test_a_chat_is_told_the_job_that_includes_it_and_the_teams_number(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        f"{SAID} ($450 to $900) can include it. The team can tell you more at (303) 555-0142, "
        "or leave your number here and I'll pass your question on."
    )
    assert not Appointment.objects.exists()


@pytest.mark.parametrize(
    ("channel", "price"), [("sms", "$450 to $900"), ("phone", "450 to 900 dollars")]
)
def test_a_text_or_a_call_has_the_part_asked_of_the_team(demo_shop, channel, price):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say("how much to replace a water pump on a 2012 civic?").message.text

    assert reply == (
        f"{SAID} ({price}) can include it. I've also passed your question to the team, and "
        "someone will get back to you shortly."
    )
    assert OutboundText.objects.filter(to=demo_shop.staff_phone).count() == 1


def test_the_job_named_with_the_part_is_quoted_with_what_it_includes(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("how much for a timing belt and water pump?").message.text.startswith(
        "Timing belt replacement: Timing belt, tensioner and idlers (water pump where it is"
        " driven by the belt). Drop off in the morning, ready by the end of the day. It usually"
        " runs $450 to $900."
    )


def test_asked_while_booking_the_booking_goes_on(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change friday")

    reply = say("how much for a water pump too?").message.text

    assert reply == (
        f"{SAID} ($450 to $900) can include it. I've passed your question to the team, and "
        "someone will get back to you. Which time works for you on Friday, December 11: "
        "7:30 AM, 8 AM or 8:30 AM?"
    )
