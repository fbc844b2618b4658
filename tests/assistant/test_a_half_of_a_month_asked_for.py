""" "Sometime in the second half of december" and "first half of january" were offered today's
times. A half of a month is a stretch of days: the first open times in it are offered."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize(
    "said",
    [
        "oil change sometime in the second half of december",
        "can I get an oil change in the latter half of this month",
        "oil change, anytime in the second half of the month",
    ],
)
def test_the_second_half_of_the_month_starts_on_the_16th(demo_shop, channel, said):
    talk = talker(demo_shop, channel)

    assert talk(said).message.text == (
        "For Oil change on Wednesday, December 16 I can do 7:30 AM, 8 AM or 8:30 AM. "
        "Which works for you?"
    )


@pytest.mark.parametrize(
    "said", ["oil change first half of january", "oil change, the first half of jan please"]
)
def test_the_first_half_of_next_month_starts_on_its_first_open_day(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert talk(said).message.text == (
        "For Oil change on Saturday, January 2 I can do 8 AM, 8:30 AM or 9 AM. Which works for you?"
    )


def test_the_first_half_of_this_month_is_what_is_left_of_it(demo_shop):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    text = talk("tire rotation sometime in the first half of december").message.text

    assert text.startswith("For Tire rotation on Monday, December 7, I have 10 AM")
