""" "Something came up and I can't make my appointment" or "friday no longer works for me" was
read as a new booking ("which service does your car need?"); of Dana's Friday 10 AM oil change
it is that visit missed: the day it moves to is asked, or it is cancelled if that is what the
customer answers."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
ASKED = (
    "Your Oil change is on Friday, December 11 at 10 AM. "
    "What day would you like instead, or should I cancel it?"
)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "something came up and I can't make my appointment",
        "I won't be able to make it friday",
        "sorry, can't make friday",
        "I'm not gonna make my appt",
        "friday no longer works for me",
        "actually friday doesn't work anymore",
    ],
)
def test_a_missed_visit_is_moved_or_cancelled(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == ASKED


def test_another_day_answered_offers_its_times(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("something came up and I can't make my appointment")

    assert talk("wednesday").message.text.startswith("For Oil change on Wednesday, December 9")


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_cancel_answered_cancels_it_once_confirmed(demo_shop, danas_friday_oil_change, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    talk("I won't be able to make it friday")

    asked = talk("just cancel it").message.text
    talk("yes")

    assert asked == "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.status == Appointment.Status.CANCELLED
