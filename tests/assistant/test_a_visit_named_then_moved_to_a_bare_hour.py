"""A visit named where "it" would be, then a bare hour: "can I move my oil change to 11" moves
it to 11 that day, as "move it to 11" does. It used to ask "What day would you like instead?"
with the hour unread; "move my 10am to 1pm" offered times from 10 AM."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("asked", "moved_to", "hour", "minute"),
    [
        ("hey its dana, can I move my oil change to 11", "11 AM", 11, 0),
        ("can I move my appointment to 2", "2 PM", 14, 0),
        ("could you change my appt to 3:30", "3:30 PM", 15, 30),
        # The visit named by its own time: where it moves from, not a window from 10.
        ("can I move my 10am to 1pm", "1 PM", 13, 0),
        ("can you move my 10 o'clock appointment to 2", "2 PM", 14, 0),
    ],
)
def test_the_hour_said_moves_the_visit_on_its_day(
    demo_shop, danas_friday_oil_change, channel, asked, moved_to, hour, minute
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    confirm = talk(asked).message.text
    talk("yes")

    assert confirm.startswith(
        f"Just to confirm: move your Oil change to Friday, December 11 at {moved_to}?"
    )
    assert Appointment.objects.get().start == local(demo_shop, 2026, 12, 11, hour, minute)


def test_a_day_said_with_the_hour_is_that_day(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("move my oil change to 10 on thursday").message.text.startswith(
        "Just to confirm: move your Oil change to Thursday, December 10 at 10 AM?"
    )
