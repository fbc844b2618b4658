"""A name with a title, typed in lower case ("this is dr. patel"), was not read as a name: the
name was asked for again. The title says a name follows; a title alone names no one."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "booked"),
    [
        ("this is dr. patel, oil change friday 10", "Dr Patel"),
        ("hi its mrs okafor, need an oil change friday at 10", "Mrs Okafor"),
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_titled_name_is_booked(demo_shop, channel, said, booked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)

    assert say(said).message.text.startswith("Just to confirm: Oil change")
    assert say("yes").message.text.startswith(f"You're booked, {booked}: Oil change")
    assert Appointment.objects.get().customer.name == booked


def test_a_title_alone_is_asked_for_the_name(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("im mr fix it, oil change friday at 10").message.text == (
        "I'm holding 10 AM on Friday, December 11 for you. What name should I put it under?"
    )
