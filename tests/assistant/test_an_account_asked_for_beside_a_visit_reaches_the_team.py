"""A business that asks for an account and a visit in one message: the visit is held and
booked, and the account question goes to the team (texted where the number is known, on the
booking's notes in a chat), where it used to be dropped, or the visit's time dropped instead."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

STAFF = "+13035550142"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "asked",
    [
        "we're a small business, can we set up an account? also need an oil change tomorrow at 10",
        "we'd like to open a fleet account and also book an oil change for tomorrow at 10",
    ],
)
def test_the_team_is_texted_and_the_visit_held(demo_shop, texts_go_to_memory, channel, asked):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)

    reply = talk(asked).message.text

    assert reply.startswith("I've passed your question to the team. I'm holding 10 AM on Tuesday")
    to_the_team = [body for to, body in texts_go_to_memory if to == STAFF]
    assert to_the_team == [f'Frontdesk: +13035550177 asked: "{asked}"']
    talk("Jo Acme")
    talk("yes")
    assert Appointment.objects.get().status == Appointment.Status.CONFIRMED


def test_in_a_chat_it_goes_on_the_booking(demo_shop):
    talk = talker(demo_shop, "chat")
    asked = "we'd like to open a business account and book an oil change tomorrow at 10"

    reply = talk(asked).message.text
    talk("Jo Acme")
    talk("303-555-0199")
    talk("yes")

    assert reply.startswith("I'll put your question on the booking for the team. I'm holding")
    assert asked in Appointment.objects.get().notes
