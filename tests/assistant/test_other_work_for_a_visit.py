"""A customer with a visit booked asks for other work at it: "swap my oil change for a brake
inspection", "a brake inspection instead of the oil change", "change my appointment to a tire
rotation". The visit keeps its time (or takes the day asked), is confirmed first, and nothing
changes on a "no"."""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, local, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake inspection", aliases=["brake check"], price=(29, 49))
    make_service(shop, "Brake pad replacement", aliases=["brakes", "pads"], price=(180, 320))
    make_service(shop, "Tire rotation", aliases=["rotation"], price=(25, 40))
    make_service(
        shop, "Timing belt replacement", minutes=300, kind="dropoff", aliases=["timing belt"]
    )
    book_fridays_visit(shop, oil, PHONE)
    return shop


@pytest.fixture
def say(shop):
    talk = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    return lambda text: talk(text).message.text


def the_visit() -> Appointment:
    return Appointment.objects.exclude(status=Appointment.Status.CANCELLED).get()


@pytest.mark.parametrize(
    ("asked", "work"),
    [
        ("can you swap my oil change for a brake inspection, same time", "Brake inspection"),
        (
            "actually I need a brake inspection instead of the oil change on friday",
            "Brake inspection",
        ),
        ("change my appointment to a tire rotation", "Tire rotation"),
        ("can i switch my oil change to a tire rotation", "Tire rotation"),
    ],
)
def test_other_work_keeps_the_visits_time(say, asked, work):
    confirm = say(asked)
    done = say("yes")

    assert confirm == (
        f"Just to confirm: your visit on Friday, December 11 at 10 AM for the {work} instead of "
        "the Oil change? Please say yes or no."
    )
    assert done.startswith(
        f"Done: your visit on Friday, December 11 at 10 AM is now for the {work}"
    )
    visit = the_visit()
    assert visit.service.name == work and visit.start == local(visit.shop, 2026, 12, 11, 10)
    assert visit.end - visit.start == timedelta(minutes=visit.service.duration_minutes)


def test_other_work_on_another_day_is_offered_that_day(say):
    offered = say("instead of the oil change can you do a tire rotation on monday")
    say("the first one")
    say("yes")

    assert offered.startswith("For Tire rotation on Monday, December 14 I can do 7:30 AM")
    assert the_visit().service.name == "Tire rotation"
    assert the_visit().start == local(the_visit().shop, 2026, 12, 14, 7, 30)


def test_a_drop_off_job_instead_is_offered_the_visits_drop_off_time(say):
    offered = say("can i switch my oil change to a timing belt")

    assert offered.startswith("For Timing belt replacement on Friday, December 11 I can do 7:30 AM")


def test_no_to_the_other_work_leaves_the_visit_as_it_was(say):
    say("change my appointment to a tire rotation")
    say("no")

    assert the_visit().service.name == "Oil change"


@pytest.mark.parametrize(
    "asked",
    [
        "cancel my oil change and book a tire rotation instead",
        "cancel my appointment and book a tire rotation instead",
    ],
)
def test_cancelling_and_booking_another_service_instead_still_cancels_first(say, asked):
    assert say(asked).startswith("Cancel your Oil change")

    assert say("yes") == (
        "Done: your Oil change on Friday, December 11 at 10 AM is cancelled. Would you like to "
        "book the Tire rotation now?"
    )


@pytest.mark.parametrize(
    "asked",
    ["cancel my tire rotation", "I want to cancel the tire rotation but keep the oil change"],
)
def test_work_not_booked_asked_to_be_cancelled_cancels_nothing(say, asked):
    assert say(asked) == (
        "I don't see a Tire rotation booked: you're booked for Oil change on Friday, December 11 "
        "at 10 AM. Is there anything else I can help with?"
    )
    assert the_visit().status == Appointment.Status.CONFIRMED


@pytest.mark.parametrize(
    ("channel", "phone"), [("chat", ""), ("sms", "+13035550123")], ids=["chat", "sms"]
)
def test_one_service_instead_of_another_with_nothing_booked_books_only_the_one(
    shop, channel, phone
):
    say = talker(shop, channel, phone=phone, proven=bool(phone))

    text = say("I'd like a tire rotation instead of an oil change this time, friday").message.text

    assert text.startswith("For Tire rotation on Friday, December 11")
    assert "Oil change" not in text


def test_a_visit_named_in_a_chat_is_proven_first(shop):
    say = talker(shop, "chat")

    text = say("can you change my appointment to a tire rotation").message.text

    assert text.startswith("What's the phone number on the appointment?")
