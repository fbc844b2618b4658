""" "I need to schedule a follow up for the brakes you did last week" offered the brake job's
times, as if new paid work. Whether a follow-up is due, and what it costs, is the team's: it
goes to them, and no work is booked."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "I need to schedule a follow up for the brakes you did last week",
        "you replaced my timing belt a few weeks ago, it needs a recheck",
    ],
)
def test_it_goes_to_the_team(demo_shop, channel, said):
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)

    reply = say(said).message.text

    assert reply == (
        "I've passed your question about a follow-up to the team, and someone will get back to "
        "you shortly."
    )
    assert OutboundText.objects.filter(
        to=demo_shop.staff_phone, body__contains="asked for a follow-up on work the shop did"
    ).exists()
    assert not Appointment.objects.exists()
