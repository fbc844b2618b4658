"""A surname given at the name question and the first name said next ("Kowalski", then "Greg")
books "Greg Kowalski", not "Kowalski Greg"; a first name then a surname stays in that order."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("first_said", "then_said", "booked_as"),
    [
        ("it's Kowalski, K O W A L S K I", "Greg", "Greg Kowalski"),
        ("Okafor", "Maria", "Maria Okafor"),
        ("Dana", "Reyes", "Dana Reyes"),
    ],
)
def test_the_name_is_booked_first_name_first(shop, channel, first_said, then_said, booked_as):
    say = talker(shop, channel, phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")
    say(first_said)

    text = say(then_said).message.text

    assert f"for {booked_as}." in text
    assert say("yes").message.text.startswith(f"You're booked, {booked_as}:")
    assert Appointment.objects.get(status=Appointment.Status.CONFIRMED).customer.name == booked_as
