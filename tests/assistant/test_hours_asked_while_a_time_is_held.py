"""The hours asked about in the middle of a booking ("are you open Saturdays too?", "what time
do you close that day?") are answered, and the time held stays held: the name is asked for
again, and a day asked about only is no new day for the booking."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def say(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change Thursday")
    say("8am")
    return say


def test_another_days_hours_keep_the_time_held(say):
    reply = say("are you open on Saturdays too?").message.text

    assert reply == (
        "On Saturday, December 12 we're open 8 AM to 1 PM. I'm holding that time for you. "
        "What name should I put it under?"
    )
    held = Appointment.objects.get()
    assert held.status == Appointment.Status.HELD


def test_closing_time_that_day_is_of_the_day_being_booked(say):
    reply = say("what time do you close that day?").message.text

    assert reply.startswith("On Thursday, December 10 we're open 7:30 AM to 5:30 PM.")
    assert Appointment.objects.get().status == Appointment.Status.HELD
