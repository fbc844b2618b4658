"""Moving a visit to another time "same day": the visit's own day, not today; after "next
week", its weekday in that week; after another day's times were offered, that day."""

from __future__ import annotations

from datetime import datetime

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def say():
    """Monday 7 December 2026, 9 AM; an oil change booked on Friday the 11th at 10 AM."""
    shop = make_shop()
    oil = make_service(shop, "Oil change")
    make_customer(shop, phone=PHONE, name="Dana Reyes")
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    customer = shop.customers.get(phone=PHONE)
    book(shop, oil, customer, datetime(2026, 12, 11, 10, 0, tzinfo=shop.zone), now)
    return talker(shop, "sms", phone=PHONE, proven=True)


def test_asked_when_then_moved_to_2pm_same_day(say):
    told = say("when is my appointment again?").message.text
    assert told == "You're booked for Oil change on Friday, December 11 at 10 AM."

    text = say("can i move it to 2pm same day").message.text

    assert "move your Oil change to Friday, December 11 at 2 PM?" in text, text
    say("yes")
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert f"{visit.start.astimezone(visit.shop.zone):%a %d %H:%M}" == "Fri 11 14:00"


@pytest.mark.parametrize(
    "said",
    [
        "can i move my appointment to 2pm same day",
        "can i move my appointment to 2pm that day",
        "can you move my appointment, same day but at 2",
    ],
)
def test_same_day_is_the_visits_day(say, said):
    text = say(said).message.text

    assert "move your Oil change to Friday, December 11 at 2 PM?" in text, text


def test_same_day_but_at_2_to_which_day(say):
    assert "What day would you like instead?" in say("can i move my appointment").message.text

    text = say("same day but at 2").message.text

    assert "move your Oil change to Friday, December 11 at 2 PM?" in text, text


def test_same_day_same_time_after_next_week_is_its_weekday_a_week_on(say):
    assert say("can I move my oil change to next week?").message.text.startswith(
        "For Oil change on Monday, December 14"
    )

    text = say("same day same time").message.text

    assert text == (
        "Just to confirm: move your Oil change to Friday, December 18 at 10 AM? "
        "Please say yes or no."
    )


def test_same_day_after_another_day_was_offered_is_that_day(say):
    assert say("can I move my oil change to thursday?").message.text.startswith(
        "For Oil change on Thursday, December 10"
    )

    text = say("same day but at 2").message.text

    assert "move your Oil change to Thursday, December 10 at 2 PM?" in text, text
