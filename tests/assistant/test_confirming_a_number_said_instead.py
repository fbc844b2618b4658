"""A caller who says another number at "Shall I book it?" ("no text me at seven two oh five
five five one two one two instead"): the number, not 7 o'clock; the time stays held and is
confirmed again with the new number."""

from __future__ import annotations

from datetime import date, time

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "said",
    [
        "no text me at seven two oh five five five one two one two instead",
        "text me at seven two zero, five five five, one two one two",
    ],
)
def test_a_number_said_at_the_confirmation_is_the_number(demo_shop, said):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    talk("brake inspection thursday 9am")
    assert talk("Dana Reyes").message.text.endswith("Shall I book it?")

    reply = talk(said).message.text
    assert "Thursday, December 10 at 9 AM" in reply, reply
    assert "(720) 555-1212" in reply and reply.endswith("Shall I book it?"), reply
    assert Appointment.objects.filter(status=Appointment.Status.HELD).exists()

    assert talk("yes").message.text.startswith("You're booked")
    appointment = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    local = appointment.start.astimezone(demo_shop.zone)
    assert (local.date(), local.time()) == (date(2026, 12, 10), time(9))
    assert appointment.customer.phone == "+17205551212"


def test_a_typed_number_at_the_confirmation_still_is_the_number(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("brake inspection thursday 9am")
    talk("Dana Reyes")
    talk("303-555-0177")
    reply = talk("wait sorry wrong number, it's 303-555-0189").message.text
    assert "I'll text the confirmation to (303) 555-0189" in reply, reply


def test_a_time_said_in_words_is_still_a_time(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    talk("brake inspection thursday 9am")
    talk("Dana Reyes")
    talk("no")
    reply = talk("how about eleven thirty").message.text
    assert "Thursday, December 10 at 11:30 AM" in reply, reply
