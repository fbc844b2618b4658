"""A customer with a visit booked changes it the way people text: "same day", "no wait, don't
cancel, move it", "cancel, I'll call to rebook", "can I move friday"."""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def say():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake pad replacement", aliases=["brakes", "pads"])
    talk = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    customer = make_customer(shop, PHONE, "Dana Reyes")
    book(shop, oil, customer, local(shop, 2026, 12, 11, 10), talk.now - timedelta(days=1))
    return lambda text: talk(text).message.text


def the_visit() -> Appointment:
    return Appointment.objects.get(service__name="Oil change")


def test_the_afternoon_same_day_is_the_visits_day(say):
    offered = say("Hey, I got an appointment Friday, can I push it to the afternoon same day?")

    assert offered.startswith("For Oil change on Friday, December 11 I can do 12 PM")


def test_same_day_for_a_service_added_is_the_day_offered(say):
    assert say("can u also do the brakes").startswith("For Brake pad replacement on Friday")

    assert "Friday, December 11" in say("same day")


def test_moving_it_instead_of_the_cancel_asked_moves_it(say):
    assert say("cancel my appointment").startswith("Cancel your Oil change")

    offered = say("actually wait, no dont cancel, can i move it to monday instead")
    say("the first one")
    done = say("yes")

    assert offered.startswith("For Oil change on Monday, December 14")
    assert done.startswith("Done: your Oil change is now on Monday, December 14")
    assert the_visit().status == Appointment.Status.CONFIRMED


def test_cancelling_to_call_and_rebook_later_cancels(say):
    assert say("need to cancel fri, will call to rebook").startswith("Cancel your Oil change")
    say("yes")

    assert the_visit().status == Appointment.Status.CANCELLED


def test_moving_the_day_named_is_moving_the_visit(say):
    assert say("can i move friday to next week").startswith("For Oil change on")
    assert Appointment.objects.filter(status=Appointment.Status.HELD).count() == 0


@pytest.mark.parametrize(
    "said",
    [
        "I'm sick, need to cancel friday. can we do next tuesday instead same time?",
        "cancel friday and book next tuesday at 10 instead",
    ],
)
def test_cancelling_for_another_day_instead_moves_it(say, said):
    asked = say(said)
    done = say("yes")

    assert asked.startswith(
        "Just to confirm: move your Oil change to Tuesday, December 15 at 10 AM"
    )
    assert done.startswith("Done: your Oil change is now on Tuesday, December 15")
    assert the_visit().status == Appointment.Status.CONFIRMED


def test_cancelling_to_go_elsewhere_instead_still_cancels(say):
    assert say("cancel it, I will go somewhere else instead").startswith("Cancel your Oil change")
