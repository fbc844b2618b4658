"""A customer texting from the number their visit is booked on moves it in their own words:
"same time next week" keeps its weekday and time, "I'd rather come saturday" is that visit on
another day, "earlier on friday? like 8?" is 8 AM; why it is cancelled is kept for the shop."""

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
    """Dana's oil change is on Friday 11 December at 10 AM; it is Monday the 7th, 9 AM."""
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "sms", phone=PHONE, proven=True)
    customer = make_customer(shop, PHONE, "Dana Reyes")
    book(shop, oil, customer, local(shop, 2026, 12, 11, 10), talk.now - timedelta(days=1))
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("said", "to"),
    [
        ("can I move it to the same time next week", "Friday, December 18 at 10 AM"),
        ("can we push my appointment to next week same time", "Friday, December 18 at 10 AM"),
        ("can you push it a week", "Friday, December 18 at 10 AM"),
        ("same time next week but tuesday?", "Tuesday, December 15 at 10 AM"),
        ("can I come in earlier on friday? like 8?", "Friday, December 11 at 8 AM"),
    ],
)
def test_the_move_asked_is_confirmed_then_made(say, said, to):
    assert say(said) == f"Just to confirm: move your Oil change to {to}? Please say yes or no."

    assert say("yes").startswith(f"Done: your Oil change is now on {to}.")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1


def test_rather_another_day_moves_the_visit(say):
    assert say("actually I'd rather come saturday").startswith(
        "For Oil change on Saturday, December 12 I can do"
    )
    say("9am")

    assert say("yes").startswith("Done: your Oil change is now on Saturday, December 12 at 9 AM.")


def test_next_week_alone_is_its_first_open_day(say):
    assert say("can I move it to next week").startswith(
        "For Oil change on Monday, December 14 I can do"
    )


def test_why_a_visit_is_cancelled_is_kept_for_the_shop(say):
    say("I need to cancel, my car got fixed somewhere else")
    say("yes")

    cancelled = Appointment.objects.get()
    assert cancelled.status == Appointment.Status.CANCELLED
    assert "\u201cI need to cancel, my car got fixed somewhere else\u201d" in cancelled.notes


def test_a_bare_cancel_keeps_no_words(say):
    say("cancel")
    say("yes")

    assert Appointment.objects.get().notes == "Cancelled: cancelled by the customer by sms"
