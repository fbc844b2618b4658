"""A name typed surname first in capitals ("REYES DANA") from a number on file as Dana Reyes
was kept as "Reyes Dana" for the booking. The number's record is the signal: the same words are
the name on file. With no record, the words stay as typed, written as a name is."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("said", ["REYES DANA", "reyes dana"])
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_name_on_file_is_kept(demo_shop, channel, said):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    say(f"I need a tire rotation friday at 2pm, this is {said}")

    assert say("yes").message.text.startswith("You're booked, Dana Reyes: Tire rotation")
    rotation = Appointment.objects.get(service__name="Tire rotation")
    assert rotation.customer.name == "Dana Reyes"


def test_with_no_record_the_words_are_written_as_a_name(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need a tire rotation friday at 2pm")
    say("REYES DANA")

    assert say("yes").message.text.startswith("You're booked, Reyes Dana: Tire rotation")
