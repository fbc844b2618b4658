""" "What time do you close tonight?" then "ok can I get an oil change before then" offered only
5 PM: the "tonight" of the hours question was kept as the window to book in (5 PM on). The
day is kept; the part of the day said only to ask the hours is not."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_days_open_times_are_offered(demo_shop, channel):
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)
    assert "5:30 PM" in say("yeah what time do you close tonight").message.text

    reply = say("ok can I get an oil change before then").message.text

    assert "Monday, December 7" in reply
    assert "10 AM, 10:30 AM or 11 AM" in reply


def test_a_time_asked_of_the_day_with_it_is_still_kept(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("are you open tomorrow afternoon?")

    reply = say("ok can I get an oil change then").message.text

    assert reply == (
        "For Oil change on Tuesday, December 8 I can do 12 PM, 12:30 PM or 1 PM. Which works "
        "for you?"
    )
