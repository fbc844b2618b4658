""" "No wait, the first one" with 8:30 held was asked the name again (the first one never
held), and at "Shall I book it?" "no wait, the earlier one" let every time go. Another of the
times offered, by its place or as the earlier or later one, is held instead and said back."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("held", "instead", "time"),
    [
        ("8:30", "no wait, the first one", "7:30 AM"),
        ("8:30", "no wait, the earlier one", "8 AM"),
        ("8", "actually the later one", "8:30 AM"),
        ("7:30", "the last one instead", "8:30 AM"),
    ],
)
def test_a_chat_holds_the_one_picked_instead(demo_shop, held, instead, time):
    say = talker(demo_shop, "chat")
    say("oil change thursday")
    say(held)

    assert say(instead).message.text == (
        f"I'm holding {time} on Thursday, December 10 for you. What name should I put it under?"
    )
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 1


def test_at_shall_i_book_it_the_one_picked_instead_is_confirmed(demo_shop):
    say = talker(demo_shop, "chat")
    for said in ("oil change thursday", "8:30", "Sam Lee", "720-555-0133"):
        say(said)

    text = say("no wait, the earlier one").message.text
    say("yes")

    assert text.startswith("Just to confirm: Oil change on Thursday, December 10 at 8 AM.")
    booked = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert f"{booked.start.astimezone(demo_shop.zone):%H:%M}" == "08:00"
