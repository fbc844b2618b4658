"""A visit moved by text with only a time or a part of the day keeps its day; "cancel and rebook
for friday" moves it rather than cancelling it; "same time next week" keeps its weekday and time,
"I'd rather come saturday" is that visit on another day, "earlier? like 8?" is 8 AM; why it is
cancelled is kept for the shop."""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def say():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    customer = make_customer(shop, PHONE, "Dana Reyes")
    talk = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    book(shop, oil, customer, local(shop, 2026, 12, 8, 10), talk.now - timedelta(days=1))
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("asked", "offered"),
    [
        ("move me to the afternoon", "Tuesday, December 8 I can do 12 PM"),
        # The visit's own day named, and its own hour: the morning was offered, then 10 PM.
        (
            "can I move my appointment tomorrow to the afternoon",
            "Tuesday, December 8 I can do 12 PM",
        ),
        (
            "I have an appointment tomorrow at ten and I need to push it back to the afternoon",
            "Tuesday, December 8 I can do 12 PM",
        ),
        ("can we make it 3pm instead", "move your Oil change to Tuesday, December 8 at 3 PM?"),
    ],
)
def test_a_time_alone_moves_the_visit_on_its_own_day(say, asked, offered):
    assert offered in say(asked)


def test_cancel_and_rebook_for_a_day_moves_the_visit(say):
    offer = say("i'd like to cancel and rebook for friday")
    assert offer.startswith("For Oil change on Friday, December 11 I can do 7:30 AM")

    say("the first one")
    assert say("yes").startswith("Done: your Oil change is now on Friday, December 11 at 7:30 AM")
    visit = Appointment.objects.get()
    assert visit.status == Appointment.Status.CONFIRMED
    assert visit.local_start().strftime("%A %H:%M") == "Friday 07:30"


def test_a_visit_named_by_a_day_it_is_not_on_is_told_with_its_real_day(say):
    reply = say("my appointment friday, can we push it to 2pm")

    assert (
        reply
        == "Your Oil change is on Tuesday, December 8 at 10 AM. What day would you like instead?"
    )
    assert Appointment.objects.get().local_start().strftime("%A %H:%M") == "Tuesday 10:00"


@pytest.mark.parametrize(
    ("said", "to"),
    [
        ("can I move it to the same time next week", "Tuesday, December 15 at 10 AM"),
        ("can we push my appointment to next week same time", "Tuesday, December 15 at 10 AM"),
        ("can you push it a week", "Tuesday, December 15 at 10 AM"),
        ("same time next week but wednesday?", "Wednesday, December 16 at 10 AM"),
        ("can we do the same time on friday?", "Friday, December 11 at 10 AM"),
        ("can I come at the same time on friday instead?", "Friday, December 11 at 10 AM"),
        ("can I come in earlier on tuesday? like 8?", "Tuesday, December 8 at 8 AM"),
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


@pytest.mark.parametrize("soonest", ["first available", "the first available please"])
def test_first_available_of_the_times_offered_for_a_move_is_the_first(say, soonest):
    assert "Thursday, December 10 I can do 7:30 AM" in say("can i move it to thursday")

    assert say(soonest) == (
        "Just to confirm: move your Oil change to Thursday, December 10 at 7:30 AM? Please say"
        " yes or no."
    )


@pytest.mark.parametrize(
    ("said", "moved_to"),
    [
        # Asked "to move your Oil change ..., or to book something new?".
        ("sorry wrong day, i meant wednesday", "Wednesday, December 9 at 9 AM"),
        # "You're all set": the hour after "meant" was no time.
        ("oops i meant 10 not 9", "Tuesday, December 8 at 10 AM"),
    ],
)
def test_i_meant_right_after_booking_puts_the_visit_right(demo_shop, said, moved_to):
    talk = talker(demo_shop, "sms", phone="+13035550188", proven=True)
    for text in ("oil change tomorrow 9am", "Sam Lee", "yes"):
        talk(text)

    assert talk(said).message.text == (
        f"Just to confirm: move your Oil change to {moved_to}? Please say yes or no."
    )
    assert talk("yes").message.text.startswith(f"Done: your Oil change is now on {moved_to}.")
    assert Appointment.objects.filter(customer__phone="+13035550188").count() == 1


@pytest.mark.parametrize(
    "said", ["can we do later in the week?", "can I move it to later this week"]
)
def test_later_in_the_week_offers_the_days_after_the_visit(say, said):
    """Read as a question for the team, or offered the visit's own Tuesday again."""
    assert say(said).startswith("For Oil change on Wednesday, December 9 I can do 7:30 AM")


def test_later_this_week_with_work_named_is_a_new_visit():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "sms", phone="+13035550123", proven=True)

    assert "For Oil change on" in say("I need an oil change later this week").message.text
