"""A visit moved by text with only a time or a part of the day keeps its day; "cancel and rebook
for friday" moves it rather than cancelling it."""

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
