"""A "no" to "Shall I book it?" and then only a time ("how about 1pm instead"): that time on
the day under discussion, not today. A day said with it ("friday at 10 instead") is that day."""

from __future__ import annotations

from datetime import date, time

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

THURSDAY = date(2026, 12, 10)
FRIDAY = date(2026, 12, 11)


def booked(shop) -> list[tuple[date, time]]:
    confirmed = Appointment.objects.filter(status=Appointment.Status.CONFIRMED)
    return [
        (a.start.astimezone(shop.zone).date(), a.start.astimezone(shop.zone).time())
        for a in confirmed
    ]


def declined(shop, channel: str):
    """A Thursday 9 AM brake inspection, refused at "Shall I book it?"."""
    if channel == "chat":
        talk = talker(shop, "chat")
        talk("brake inspection thursday 9am")
        talk("Dana Reyes")
        asked = talk("303-555-0177").message.text
    else:
        talk = talker(shop, channel, phone="+13035550177", proven=True)
        talk("brake inspection thursday 9am")
        asked = talk("Dana Reyes").message.text
    assert "Thursday, December 10 at 9 AM" in asked and asked.endswith("Shall I book it?")
    assert talk("no").message.text == "No problem. What other day or time would work for you?"
    return lambda text: talk(text).message.text


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("how about 1pm instead", "1 PM"),
        ("make it 2pm", "2 PM"),
        ("can you do 10:30 instead", "10:30 AM"),
    ],
)
def test_a_time_alone_is_on_the_day_chosen(demo_shop, channel, said, at):
    say = declined(demo_shop, channel)
    reply = say(said)
    assert f"Thursday, December 10 at {at}" in reply, reply
    assert say("yes").startswith("You're booked")
    [(day, _)] = booked(demo_shop)
    assert day == THURSDAY


def test_a_time_said_on_the_phone_is_on_the_day_chosen(demo_shop):
    say = declined(demo_shop, "phone")
    reply = say("how about two in the afternoon")
    assert "Thursday, December 10 at 2 PM" in reply, reply
    say("yes")
    assert booked(demo_shop) == [(THURSDAY, time(14))]


def test_later_that_day_is_that_day(demo_shop):
    say = declined(demo_shop, "chat")
    reply = say("later that day")
    assert "Thursday, December 10" in reply and "Monday" not in reply, reply


def test_the_afternoon_and_then_a_time_are_on_the_day_chosen(demo_shop):
    say = declined(demo_shop, "chat")
    assert "Thursday, December 10" in say("something in the afternoon")
    assert "Thursday, December 10 at 2:30 PM" in say("2:30")
    say("yes")
    assert booked(demo_shop) == [(THURSDAY, time(14, 30))]


def test_a_day_and_a_time_are_that_day(demo_shop):
    say = declined(demo_shop, "chat")
    assert "Friday, December 11 at 10 AM" in say("friday at 10 instead")
    say("yes")
    assert booked(demo_shop) == [(FRIDAY, time(10))]


@pytest.mark.parametrize(
    ("channel", "phone", "details"),
    [("phone", "+13035550177", ["Dana Reyes"]), ("chat", "", ["Dana Reyes", "303-555-0177"])],
)
@pytest.mark.parametrize("said", ["no that's it thanks", "that's all"])
def test_thats_all_to_shall_i_book_it_asks_again_and_books_nothing(
    demo_shop, channel, phone, details, said
):
    """As if asked "anything else?": a caller who hangs up then must not think it booked."""
    talk = talker(demo_shop, channel, phone=phone, proven=bool(phone))
    talk("brake inspection thursday 9am")
    asked = [talk(detail).message.text for detail in details][-1]

    again = talk(said).message.text

    assert again == f"I haven't booked it yet. {asked}"
    assert booked(demo_shop) == []
    talk("yes")
    assert booked(demo_shop) == [(THURSDAY, time(9))]
