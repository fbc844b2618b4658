"""A date that does not exist ("Feb 30", "the 32nd"), or a weekday said with a date it is not
("wednesday the 10th" of a Thursday), is said to, and the day asked again: not quietly read as
no day and answered with today's times, nor as one of the two."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return talker(shop, "phone", phone="+13035550177", proven=True)


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("oil change on february 30th", "There's no February 30."),
        ("can I get an oil change the 32nd", "There's no 32nd day of the month."),
    ],
)
def test_the_day_is_asked_again_and_the_next_answer_books(say, asked, told):
    assert say(asked).message.text == f"{told} What day works for you?"

    result = say("the 10th then")

    assert result.choices and all(c.startswith("Thursday, December 10") for c in result.choices)


@pytest.mark.parametrize("asked", ["oil change on wednesday the 10th", "oil change wed dec 10"])
def test_a_weekday_the_date_is_not_asks_which(say, asked):
    told = "December 10 is a Thursday, not a Wednesday. Which day works for you?"
    assert say(asked).message.text == told

    result = say("wednesday")

    assert result.choices and all(c.startswith("Wednesday, December 9") for c in result.choices)


def test_a_weekday_the_date_is_books_it(say):
    result = say("oil change on thursday the 10th")

    assert result.choices and all(c.startswith("Thursday, December 10") for c in result.choices)
