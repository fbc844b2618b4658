""" "Can we push it an hour" with Friday's 10 AM held asked the name again and booked 10 AM: a
push with no way said is later, as "push it back an hour" is; "move it an hour" says not which
way, and moves nothing."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("asked", ["actually can we push it an hour", "push it 60 minutes"])
def test_a_push_at_the_name_question_is_later(demo_shop, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("oil change friday 10")

    assert talk(asked).message.text == (
        "I'm holding 11 AM on Friday, December 11 for you. What name should I put it under?"
    )


def test_a_push_at_shall_i_book_it_is_booked_later(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday 10", "Dana Reyes"):
        talk(text)

    assert talk("can you push it 30 minutes").message.text.startswith(
        "Just to confirm: Oil change on Friday, December 11 at 10:30 AM."
    )
    assert talk("yes").appointment.start.minute == 30
    assert Appointment.objects.get().status == Appointment.Status.CONFIRMED
