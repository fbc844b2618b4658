""" "You did my brakes last year, now I need an oil change" offered the brakes first, then the
oil change: work the shop did before is no work asked for, where other work is; nor is work
wanted only if a look finds it needed ("maybe pads if needed")."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("you did my brakes last year, now I need an oil change", "For Oil change on Monday"),
        (
            "you guys replaced my battery a few months ago. I need an alignment and a tire rotation",
            "First the Wheel alignment, then the Tire rotation. For Wheel alignment on Monday",
        ),
        (
            "you did my oil change last time, I need another oil change and a tire rotation",
            "First the Oil change, then the Tire rotation. For Oil change on Monday",
        ),
        (
            "I need brakes and an oil change",
            "First the Brake pad replacement, then the Oil change. For Brake pad replacement on",
        ),
    ],
)
def test_only_the_work_asked_for_is_offered(demo_shop, said, offered):
    assert talker(demo_shop, "chat")(said).message.text.startswith(offered)


def test_work_only_if_needed_is_left_to_the_look(demo_shop):
    """ "A brake inspection and maybe pads if needed" booked the inspection, then offered the
    pads' times after it: the pads are the inspection's to decide, and the words go on the
    visit for the team."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    said = (
        "Can I get an appointment for Friday? It's for a brake inspection and maybe pads if needed"
    )

    assert say(said).message.text.startswith("For Brake inspection on Friday, December 11 I can")
    say("9")
    say("Ted")
    assert say("yes").message.text == (
        "You're booked, Ted: Brake inspection on Friday, December 11 at 9 AM. We'll text you a "
        "confirmation."
    )
    assert Appointment.objects.get().notes == f"The customer wrote: \u201c{said}\u201d"
