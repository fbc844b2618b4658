""" "Oil change on the first" was offered today's times, the first not read as a day; "can I
come in on the first" while times were offered held the first of those. "On the first" is
the 1st of the next month that has one ahead (here New Year's Day, when the shop is closed);
"the first" alone while times are offered still picks the first of them."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CLOSED_ON_THE_FIRST = "We're closed on Friday, January 1 (New Year's Day)."


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "said", ["oil change on the first", "can I come in on the 1st for an oil change"]
)
def test_on_the_first_is_the_first_of_next_month(demo_shop, channel, said):
    talk = talker(demo_shop, channel)

    assert talk(said).message.text.startswith(CLOSED_ON_THE_FIRST)


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_on_the_third_while_times_are_offered_is_that_day(demo_shop, channel):
    talk = talker(demo_shop, channel)
    talk("oil change please")

    assert talk("can I come in on the third instead").message.text.startswith(
        "We're closed on Sunday, January 3."
    )


@pytest.mark.parametrize("said", ["the first", "the first one", "first"])
def test_the_first_alone_while_times_are_offered_picks_one(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change please")

    assert talk(said).message.text == (
        "I'm holding 10 AM on Monday, December 7 for you. What name should I put it under?"
    )


@pytest.mark.parametrize("said", ["can I come in on the first instead", "on the 1st?"])
def test_on_the_first_is_a_day_even_with_a_friday_offered(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change friday")

    assert talk(said).message.text.startswith(CLOSED_ON_THE_FIRST)


def test_on_the_first_one_is_a_pick(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    talk("oil change friday")

    assert talk("put me on the first one").message.text == (
        "I'm holding 7:30 AM on Friday, December 11 for you. What name should I put it under?"
    )
