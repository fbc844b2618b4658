""" "Make that 2 oil changes" said while times were offered repeated the times as if nothing
was said, and "oil changes for two of our company vans" booked one van. Both book a visit
for each car, the second said to follow."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

SECOND = "First the Oil change for one car, then the other's."


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_make_that_two_while_times_are_offered(demo_shop, channel):
    say = talker(demo_shop, channel)
    say("I need an oil change")
    say("thursday")

    text = say("make that 2 oil changes").message.text

    assert text.startswith(SECOND)


def test_two_of_our_company_vans_book_two_visits(demo_shop):
    say = talker(demo_shop, "chat")

    offered = say("oil changes for two of our company vans").message.text
    say("tomorrow")
    say("8")
    say("Dana Reyes")
    say("303-555-0142")
    say("2019 Ford Transit")
    first = say("yes").message.text
    say("yes")
    say("the first one")
    say("yes")

    assert offered.startswith(SECOND)
    assert "as well?" in first
    assert (
        Appointment.objects.filter(shop=demo_shop, status=Appointment.Status.CONFIRMED).count() == 2
    )
