""" "Move my oil change to friday and add a tire rotation" moved the visit and dropped the
rotation: a "yes" after the move was read as another oil change ("You're already booked").
Once moved, the added work is asked about, and its times follow the visit where it now is."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def say(demo_shop):
    customer = make_customer(demo_shop, PHONE, "Dana Reyes")
    oil_change = demo_shop.services.get(name="Oil change")
    thursday_10 = local(demo_shop, 2026, 12, 10, 10)
    book(demo_shop, oil_change, customer, thursday_10, local(demo_shop, 2026, 12, 6, 9))
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    return lambda text: talk(text).message.text


def test_the_work_added_is_asked_about_once_the_visit_moved(say):
    say("move my oil change to friday and add a tire rotation")
    say("9")

    moved = say("yes")

    assert moved == (
        "Done: your Oil change is now on Friday, December 11 at 9 AM. We'll text you the new "
        "time. Would you like to book the Tire rotation as well?"
    )
    assert say("yes") == (
        "For Tire rotation on Friday, December 11 I can do 9:30 AM, 10 AM or 10:30 AM. Which "
        "works for you?"
    )
    say("9:30")
    assert say("yes").startswith("You're booked, Dana Reyes: Tire rotation on Friday")
    visits = Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("start")
    assert [visit.service.name for visit in visits] == ["Oil change", "Tire rotation"]


def test_no_to_the_work_added_leaves_the_move_alone(say):
    say("can you move my oil change to friday at 9 and also do a tire rotation")
    say("yes")

    assert say("no") == "No problem. Is there anything else I can help with?"
    [visit] = Appointment.objects.filter(status=Appointment.Status.CONFIRMED)
    assert visit.service.name == "Oil change"
    assert (visit.start.day, visit.start.hour) == (11, 16)  # 9 AM in Denver


def test_a_move_alone_asks_nothing_more(say):
    say("can I move my appointment to friday at 9")

    assert say("yes") == (
        "Done: your Oil change is now on Friday, December 11 at 9 AM. We'll text you the new time."
    )


@pytest.mark.parametrize(
    "asked",
    ["Can I add a tire rotation and move it to friday?", "move it to friday and add a rotation"],
)
def test_work_added_before_the_move_is_said_is_asked_about_too(say, asked):
    """The added work named before the visit's own, or with no work named for the visit: the
    move offered the oil change's times and the rotation was dropped."""
    assert say(asked).startswith("First the Oil change, then the Tire rotation. For Oil change on")
    say("9")

    assert say("yes").endswith("Would you like to book the Tire rotation as well?")
