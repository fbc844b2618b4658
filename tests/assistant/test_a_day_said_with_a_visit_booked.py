""" "Can I do thursday?" from a number with a visit booked, no work named and nothing under way,
was asked "which service does your car need?" again and again while the customer only meant
to move the visit. Now it asks whether the visit moves there or something new is booked; a
yes, "move it" or the visit's own work moves it to the day said, and "something new, a tire
rotation" books that on the day. "Thursday, same time" is the visit moved."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

ASKED = "Is that to move your Oil change on Friday, December 11 at 10 AM, or to book something new?"


@pytest.mark.parametrize("said", ["can I do thursday", "anything thursday at 2?"])
def test_whether_the_visit_moves_is_asked(dana_says, said):
    assert dana_says(said) == ASKED


@pytest.mark.parametrize("answer", ["yes", "move it", "the oil change"])
def test_a_yes_or_the_visits_work_moves_it_to_the_day_said(
    dana_says, danas_friday_oil_change, answer
):
    dana_says("can I do thursday")

    reply = dana_says(answer)
    dana_says("8")
    dana_says("yes")

    assert reply.startswith("For Oil change on Thursday, December 10")
    danas_friday_oil_change.refresh_from_db()
    moved = danas_friday_oil_change.start.astimezone(danas_friday_oil_change.shop.zone)
    assert (moved.day, moved.hour) == (10, 8)


@pytest.mark.parametrize("answer", ["something new, a tire rotation", "yes, a new tire rotation"])
def test_something_new_is_booked_on_the_day_said(dana_says, danas_friday_oil_change, answer):
    dana_says("anything next tuesday")

    reply = dana_says(answer)

    assert reply.startswith("For Tire rotation on Tuesday, December 15")
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.status == Appointment.Status.CONFIRMED


@pytest.mark.parametrize(
    ("said", "offered"),
    [
        ("my wife needs one friday too", "For Oil change on Friday, December 11"),
        ("tire rotation thursday", "For Tire rotation on Thursday, December 10"),
    ],
)
def test_a_new_visit_said_as_new_is_offered_its_times(dana_says, said, offered):
    assert dana_says(said).startswith(offered)


def test_a_number_with_no_visit_is_asked_which_service(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550199", proven=True)

    assert say("can I do thursday").message.text == (
        "Happy to check Thursday, December 10 for you. Which service does your car need?"
    )


@pytest.mark.parametrize(
    "said", ["something came up, can we do thursday same time", "can I do thursday, same time?"]
)
def test_the_same_time_on_another_day_moves_the_visit(dana_says, danas_friday_oil_change, said):
    reply = dana_says(said)

    assert reply == (
        "Just to confirm: move your Oil change to Thursday, December 10 at 10 AM? "
        "Please say yes or no."
    )
    dana_says("yes")
    danas_friday_oil_change.refresh_from_db()
    moved = danas_friday_oil_change.start.astimezone(danas_friday_oil_change.shop.zone)
    assert (moved.day, moved.hour) == (10, 10)


@pytest.mark.parametrize(
    "said",
    [
        "I want to keep my friday appointment but also book an alignment for next week",
        "I have an appointment friday, can I also book an alignment for next week",
    ],
)
def test_the_visits_day_is_no_part_of_the_day_asked_for(dana_says, said):
    """ "My friday appointment ... next week" was read as one day, next week's Friday."""
    assert dana_says(said).startswith("For Wheel alignment on Monday, December 14 I can do")
