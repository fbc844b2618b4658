""" "Nothing later?" of Thursday morning's times offered the same times again. It asks for the
times after those offered, as "anything later?" does."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("asked", ["nothing later?", "nothing later than that?"])
def test_the_times_after_those_offered(demo_shop, channel, asked):
    talk = talker(demo_shop, channel)
    talk("oil change thursday")

    text = talk(asked).message.text

    assert "Thursday, December 10" in text
    assert "9 AM, 9:30 AM or 10 AM" in text


@pytest.mark.parametrize(
    "asked", ["do you have anything later in the day?", "later on in the day?"]
)
def test_later_in_the_day_of_the_mornings_times_is_the_afternoon(demo_shop, asked):
    """ "Anything later in the day?" of 7:30, 8 and 8:30 offered 9, 9:30 and 10."""
    talk = talker(demo_shop, "chat")
    talk("oil change thursday")

    assert talk(asked).message.text == (
        "For Oil change on Thursday, December 10 I can do 12 PM, 12:30 PM or 1 PM. "
        "Which works for you?"
    )


def test_later_in_the_day_of_the_afternoons_times_is_after_them(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("oil change thursday afternoon")

    assert "1:30 PM, 2 PM or 2:30 PM" in talk("anything later in the day?").message.text
