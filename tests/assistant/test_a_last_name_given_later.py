"""A surname given on its own after a first name completes it, "last" in "my last name"
picks none of the times offered, and a "no" that puts the name right keeps the time."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from booking.models import Appointment

pytestmark = pytest.mark.django_db


def say(conversation, texts, now):
    result = None
    for text in texts:
        conversation.refresh_from_db()
        result = turn.reply(conversation, text, now=now)
    return result


def test_my_last_name_while_times_are_offered_picks_none_of_them(shop):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")
    offered = say(conversation, ["oil change Wednesday afternoon", "my name is Dana"], now)

    answer = say(conversation, ["my last name is Lee"], now)

    assert answer.message.text == offered.message.text
    conversation.refresh_from_db()
    assert "chosen" not in conversation.state


def test_a_surname_after_a_first_name_books_the_whole_name(shop):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")

    booked = say(
        conversation,
        ["oil change Wednesday at 11am", "Dana", "my last name is Lee", "303 555 0101", "yes"],
        now,
    )

    assert booked.appointment.status == Appointment.Status.CONFIRMED
    assert booked.appointment.customer.name == "Dana Lee"


def test_another_whole_name_replaces_the_first(shop):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")

    booked = say(
        conversation,
        [
            "oil change Wednesday at 11am",
            "Dana",
            "sorry, put it under Sam Ortiz",
            "303 555 0101",
            "yes",
        ],
        now,
    )

    assert booked.appointment.customer.name == "Sam Ortiz"


@pytest.mark.parametrize("correction", ["no, the name is Dave Korn", "no it's Dave Korn"])
def test_a_no_that_puts_the_name_right_keeps_the_time(shop, correction):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    caller = "+17205550444"
    conversation, _ = turn.start(shop, "phone", customer_phone=caller, verified_phone=caller)

    confirm = say(conversation, ["oil change wednesday at 8am", "Dave", correction], now)
    booked = say(conversation, ["yes"], now).appointment

    assert confirm.message.text.startswith("Just to confirm: Oil change on Wednesday")
    assert booked.customer.name == "Dave Korn"
    assert booked.local_start().strftime("%A %H:%M") == "Wednesday 08:00"
