""" "Make that 2 oil changes" held 2 PM, and "my car is at about 1000" to the times offered
held 10 AM: a number counting things, or a round amount guessed at, was read as a time."""

from __future__ import annotations

import pytest

from assistant.understand.times import read_window
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_make_that_two_oil_changes_holds_no_time(demo_shop, channel):
    say = talker(demo_shop, channel)

    text = say("make that 2 oil changes tomorrow").message.text

    assert "Tuesday, December 8 I can do 7:30 AM" in text
    assert not Appointment.objects.exists()


def test_a_round_amount_guessed_at_is_no_time_picked(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change tomorrow")

    text = say("my car is at about 1000").message.text

    assert "holding" not in text
    assert not Appointment.objects.exists()


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("for 3 new tires tomorrow", None),
        ("do 4 tires", None),
        ("make that 2", "14:00"),
        ("around 1030", "10:30"),
        ("around 900 tomorrow", "09:00"),
        ("about 1000am", "10:00"),
    ],
)
def test_counts_and_amounts_are_told_from_times(said, start):
    assert read_window(said).time_from == start
