""" "Is my appointment tomorrow?" and "what did I book?" from the number of a visit asked which
service to book; "can I get another oil change next month too?" was told "You're already booked
... say for a second car?". The visit is said, and another of the same work on another day is
booked beside it."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

FRIDAY = "You're booked for Oil change on Friday, December 11 at 10 AM."


@pytest.mark.parametrize(
    "asked",
    ["is my appointment tomorrow?", "what did I book?", "is my oil change on friday?"],
)
def test_the_visit_is_said(dana_says, asked):
    assert dana_says(asked) == FRIDAY


def test_with_no_visit_none_is_said(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550199", proven=True)

    assert say("is my appointment tomorrow?").message.text.startswith(
        "I don't see an upcoming appointment for this number."
    )


def test_another_of_the_same_work_on_another_day_is_booked(dana_says):
    reply = dana_says("can I get another oil change next month too?")

    assert reply.startswith("For Oil change on Saturday, January 2 I can do")
    dana_says("9")
    assert dana_says("yes").startswith("You're booked, Dana Reyes: Oil change on Saturday")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 2


def test_the_same_work_on_its_own_day_is_still_asked_about(dana_says):
    assert dana_says("another oil change on friday please").startswith(
        "You're already booked for Oil change on Friday, December 11 at 10 AM."
    )
