""" "The first monday of january" or "last week of december?" said while times are offered
held the first or last time offered: an ordinal before a week, a weekday or a month names
days, and those days' times are offered, nothing held; so does "the last one on friday" with
Monday's times offered."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
OFFERED_TODAY = "For Oil change on Monday, December 7"


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("how about the first monday of january", "Monday, January 4"),
        ("last week of december?", "Saturday, December 26"),
        ("first weekend in january", "Saturday, January 2"),
        ("the 2nd of january", "Saturday, January 2"),
        ("last one on friday", "Friday, December 11"),
        ("the first one on friday", "Friday, December 11"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_days_named_by_an_ordinal_are_offered_not_a_time_held(demo_shop, channel, said, offered):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    assert talk("I need an oil change").message.text.startswith(OFFERED_TODAY)

    text = talk(said).message.text

    assert text.startswith(f"For Oil change on {offered}")
    assert not Appointment.objects.filter(shop=demo_shop).exists()


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("the last one", "11 AM"),
        ("second one please", "10:30 AM"),
        ("the first one on monday", "10 AM"),  # today is a Monday: today's first
    ],
)
def test_an_ordinal_alone_still_picks_a_time_offered(demo_shop, said, held):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("I need an oil change")

    assert talk(said).message.text.startswith(f"I'm holding {held} on Monday, December 7 for you.")
    assert Appointment.objects.get(shop=demo_shop).status == "held"
