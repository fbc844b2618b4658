"""Moving a visit "from friday to next wednesday at two": the day it moves from is no window of
time, so two o'clock on the new day is the one time asked and is confirmed straight away."""

from __future__ import annotations

from datetime import datetime

import pytest

from tests.assistant.customers import talker
from tests.factories import book, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    """Monday 7 December 2026, 9 AM; an oil change booked on Friday the 11th at 10 AM."""
    shop = make_shop()
    oil = make_service(shop, "Oil change")
    customer = make_customer(shop, phone=PHONE, name="Dana Reyes")
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    book(shop, oil, customer, datetime(2026, 12, 11, 10, 0, tzinfo=shop.zone), now)
    return shop


@pytest.mark.parametrize("channel", ["phone", "sms"])
def test_from_the_old_day_to_the_new_day_and_time(shop, channel):
    say = talker(shop, channel, phone=PHONE, proven=True)

    result = say("reschedule my appointment from friday to next wednesday at two")

    text = result.message.text
    assert "move your Oil change to Wednesday, December 16 at 2 PM?" in text, text
    assert not result.choices


def test_from_my_friday_appointment_to_tuesday_at_9(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("can you move me from friday to tuesday at 9am").message.text

    assert "move your Oil change to Tuesday, December 8 at 9 AM?" in text, text


def test_a_window_from_a_time_is_still_a_window(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    result = say("can you move it to tuesday from 2")

    assert result.choices and all(c.startswith("Tuesday, December 8") for c in result.choices)
