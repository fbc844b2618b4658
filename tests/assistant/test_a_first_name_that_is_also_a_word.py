"""A customer named Will, asked "What name should I put it under?", was asked again and again:
"will" is a word names never are. Where it is the whole reply, or written as a name ("this is
Will"), it is the name; "will do" is not."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(("said", "name"), [("Will", "Will"), ("will turner", "Will Turner")])
def test_will_at_the_name_question_is_the_name(demo_shop, said, name):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    assert talk("oil change tomorrow at 10").message.text.endswith(
        "What name should I put it under?"
    )

    assert "Shall I book it?" in talk(said).message.text
    assert talk("yes").message.text.startswith(f"You're booked, {name}: Oil change")
    assert Appointment.objects.get().customer.name == name


def test_will_do_is_no_name(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change tomorrow at 10")

    assert talk("will do").message.text.endswith("What name should I put it under?")


def test_this_is_will_names_him(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = talk("this is Will, need an oil change tomorrow at 10").message.text

    assert "Shall I book it?" in text and "What name" not in text
    assert talk("yes").message.text.startswith("You're booked, Will: Oil change")
