""" "Oil change the day before christmas" was read as "change the day" of a visit: the
customer, who had none, was asked for the number on an appointment. It is an oil change to
book on December 24."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("oil change the day before christmas", "Thursday, December 24"),
        ("can i get an oil change the day before new years", "Thursday, December 31"),
        ("need an oil change the day before new year's eve", "Wednesday, December 30"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_an_oil_change_the_day_before_a_holiday_is_booked(demo_shop, channel, said, day):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(f"For Oil change on {day} I can do")


def test_changing_the_day_of_a_visit_is_still_a_reschedule(demo_shop):
    talk = talker(demo_shop, "chat")

    assert "phone number on the appointment" in talk("can I change the day").message.text
