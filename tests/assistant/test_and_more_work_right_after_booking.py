""" "And a tire rotation please" right after an oil change was booked for Friday offered
Monday's times, as if a new visit; "oh and can you check my brakes" likewise. Work that goes on
from the booking just made follows that visit, as "can I also get ..." does."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "service"),
    [
        ("and a tire rotation please", "Tire rotation"),
        ("oh and can you check my brakes", "Brake inspection"),
    ],
)
def test_it_follows_the_visit_just_booked(demo_shop, said, service):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes"):
        say(text)
    assert say("yes").message.text.startswith("You're booked")

    reply = say(said).message.text

    assert reply == (
        f"For {service} on Friday, December 11 I can do 10:30 AM, 11 AM or 11:30 AM. Which "
        "works for you?"
    )
    say("yes")
    assert say("yes").message.text.startswith(f"You're booked, Dana Reyes: {service} on Friday")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 2


def test_another_day_said_is_that_day(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes", "yes", "thanks"):
        say(text)

    reply = say("and a tire rotation next week").message.text

    assert reply.startswith("For Tire rotation on Monday, December 14")
