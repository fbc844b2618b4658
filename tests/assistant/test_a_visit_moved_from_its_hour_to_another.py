""" "Move it from 10 to 3" of Dana's Friday 10 AM oil change offered 3 PM, 3:30 PM and 4 PM, as
if "from" opened a window; the visit's own hour is where it moves from, so 3 PM is asked
to be confirmed, and the visit moves there on a yes. "My 10 o'clock to the afternoon" said
nothing was open after 10 PM; it offers the afternoon's times."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("move it from 10 to 3", "3 PM"),
        ("can you move it from 10am to 2pm", "2 PM"),
        ("could you change my appointment from 10 to 1:30", "1:30 PM"),
        # A bare hour after "my appointment" offered the times between 10 and 11.
        ("can I change my appointment from 10 to 11", "11 AM"),
        # Asked of the oil change by its name, it was a second oil change.
        ("could you switch my oil change from 10 to 2?", "2 PM"),
    ],
)
def test_the_hour_after_its_own_is_the_one_asked(
    demo_shop, danas_friday_oil_change, channel, said, at
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        f"Just to confirm: move your Oil change to Friday, December 11 at {at}? "
        "Please say yes or no."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_its_hour_to_a_part_of_the_day_offers_that_part(
    demo_shop, danas_friday_oil_change, channel
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk("could I move my 10 o'clock to the afternoon").message.text

    assert reply.startswith("For Oil change on Friday, December 11")
    assert "12 PM, 12:30 PM or 1 PM. Which works for you?" in reply


def test_confirmed_it_moves_there(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("move it from 10 to 3")

    talk("yes")

    moved = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert moved.start == local(demo_shop, 2026, 12, 11, 15)
