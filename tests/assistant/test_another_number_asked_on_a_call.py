"""A caller who asks for the confirmation at another number: digits said that make no number
("five five five ...", no such area code) are said to be none and the number asked again,
where the booking used to go on at the number they called from without a word; "never mind,
just use this one" keeps the calling number and the booking, where it used to let the time
go."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"
ASKED = "And what's the best mobile number for the confirmation text?"


@pytest.fixture
def asked_another_number(demo_shop):
    talk = talker(demo_shop, "phone", phone=CALLER, proven=True)
    talk("oil change thursday")
    talk("eight thirty")
    assert talk("Mike").message.text.startswith("Just to confirm:")
    assert talk("can you text the confirmation to a different number").message.text == ASKED
    return talk


def test_digits_that_are_no_number_are_asked_again(asked_another_number):
    talk = asked_another_number

    reply = talk("five five five two one two three four five six seven").message.text

    assert reply.startswith("Sorry, that isn't a phone number I can text.")
    confirm = talk("three oh three five five five zero one four two").message.text
    assert "I'll text the confirmation to (303) 555-0142." in confirm
    talk("yes")
    assert Appointment.objects.get().customer.phone == "+13035550142"


@pytest.mark.parametrize("said", ["never mind just use this one", "this number is fine"])
def test_this_number_after_all_keeps_the_booking(asked_another_number, said):
    talk = asked_another_number

    assert talk(said).message.text.startswith("Just to confirm: Oil change on Thursday")
    assert talk("yes").message.text.startswith("You're booked, Mike")
    assert Appointment.objects.get().customer.phone == CALLER
