"""A whole name typed while the times are offered, its first name one the assistant's list of
names lacks ("Priya Natarajan"), is kept as the name: thanked, the times asked again, and not
asked for once a time is chosen. A surname typed there after the first name completes it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
TIMES = "Which time works for you on Monday, December 7: 10 AM, 10:30 AM or 11 AM?"


@pytest.mark.parametrize(
    ("said", "first"), [("Priya Natarajan", "Priya"), ("Xochitl Ramirez-Lopez", "Xochitl")]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_name_typed_at_the_time_question_is_kept(demo_shop, channel, said, first):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    talk("oil change")

    assert talk(said).message.text == f"Thanks, {first}. {TIMES}"
    assert "name" not in talk("10am").message.text.lower()


@pytest.mark.parametrize("said", ["Sounds Good", "Not Sure"])
def test_capitalised_words_that_are_no_name_are_not_kept_as_one(demo_shop, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change")
    talk(said)

    assert talk("10am").message.text.endswith("What name should I put it under?")


@pytest.mark.parametrize(("first", "last"), [("Sam", "Patel"), ("Dana", "Natarajan")])
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_surname_typed_after_the_first_name_completes_it(demo_shop, channel, first, last):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    talk("oil change")
    talk(first)
    talk(last)
    talk("10am")

    assert talk("yes").message.text.startswith(f"You're booked, {first} {last}: Oil change")


def test_someone_elses_name_at_the_times_is_not_thanked_as_the_customer(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("can i book for my mom? she needs brakes checked thursday")

    text = talk("her name is Rosa Diaz").message.text

    assert text.startswith("Thanks, I've got the name. Which time works for you on Thursday")
