""" "End of the month" began on Sunday the 27th, so the customer was told "We're closed on
Sunday, December 27", a day they never named; "sometime next month" was offered today. A
stretch of days is offered from its first open day, with no word of a closed day."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_end_of_the_month_offers_its_first_open_day(demo_shop, channel):
    say = talker(demo_shop, channel)

    text = say("oil change end of the month").message.text

    assert text.startswith("For Oil change on Monday, December 28")
    assert "closed" not in text


def test_sometime_next_month_is_not_today(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change some time next month").message.text

    assert "January" in text
    assert "December" not in text


def test_a_closed_day_named_is_still_said_to_be_closed(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change sunday").message.text

    assert text.startswith("We're closed on Sunday, December 13.")


def test_a_weekday_of_the_week_after_next_is_in_that_week(demo_shop):
    say = talker(demo_shop, "chat")

    text = say("oil change the week after next, tuesday").message.text

    assert text.startswith("For Oil change on Tuesday, December 22")
