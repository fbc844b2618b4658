""" "Can my husband pick it up?" with a time held went to the team as a question, though on a
visit booked it is noted on the visit. Held, it is noted on the booking too, and the booking
goes on."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("asked", "noted"),
    [
        ("Can my husband pick it up?", "your husband will pick the car up"),
        ("could my son drop it off?", "your son will bring the car"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_noted_on_the_booking_and_the_booking_goes_on(demo_shop, channel, asked, noted):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    say("I need an oil change thursday")
    say("2pm")

    assert say(asked).message.text == (
        f"No problem: I'll note on the booking that {noted}. "
        "I'm holding that time for you. What name should I put it under?"
    )
    say("Dana Reyes")
    say("yes")
    visit = Appointment.objects.get(shop=demo_shop, status=Appointment.Status.CONFIRMED)
    assert f"The customer asked: \u201c{asked}\u201d" in visit.notes
