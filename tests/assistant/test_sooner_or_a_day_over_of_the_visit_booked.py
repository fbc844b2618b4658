""" "Anything earlier than my appointment?" and "can I come in a day earlier?" of Dana's Friday
10 AM oil change were read as a new booking ("which service does your car need?"). Sooner
offers the soonest open times before the visit, on any day; a day earlier (or later, or "the
day before") moves it to that day at its own time, once confirmed."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "anything earlier than my appointment?",
        "anything sooner?",
        "any chance I can come in sooner?",
        "could I get in sooner than my booking",
        "can I come earlier in the week",
        "please move my oil change to the earliest available",
        "what's the earliest you can take me instead",
    ],
)
def test_sooner_offers_the_soonest_times_before_the_visit(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply.startswith("For Oil change on Monday, December 7")
    assert "10 AM, 10:30 AM or 11 AM. Which works for you?" in reply


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("can I come in a day earlier?", "Thursday, December 10"),
        ("could I come the day before instead", "Thursday, December 10"),
        ("can you move it two days earlier", "Wednesday, December 9"),
        ("can I come in a day later?", "Saturday, December 12"),
        ("is there anything the day before?", "Thursday, December 10"),
        ("can I do the day after instead?", "Saturday, December 12"),
    ],
)
def test_a_day_over_is_that_day_at_the_visits_time(
    demo_shop, danas_friday_oil_change, channel, said, day
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        f"Just to confirm: move your Oil change to {day} at 10 AM? Please say yes or no."
    )


def test_a_day_earlier_confirmed_moves_the_visit(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("can I come in a day earlier?")

    talk("yes")

    moved = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert moved.start == local(demo_shop, 2026, 12, 10, 10)


def test_sooner_of_a_visit_booked_in_the_chat(demo_shop):
    say = talker(demo_shop, "chat")
    for said in ("I need an oil change friday at 10", "Dana Reyes", "303-555-0177", "yes"):
        say(said)

    assert say("anything sooner?").message.text.startswith(
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM."
    )
