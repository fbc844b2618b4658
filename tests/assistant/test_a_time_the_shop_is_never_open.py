"""Asked for a time the shop is closed by every day ("anything after 6?", "can I come in at
7pm?") before any service is named, the customer is told so with the week's hours, not asked
which service first; "evening appointments" is no kind of vehicle."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

HOURS = "Monday to Friday 7:30 AM to 5:30 PM; Saturday 8 AM to 1 PM; closed Sunday"


@pytest.mark.parametrize(
    ("channel", "question"),
    [("phone", "Do you have anything after 6?"), ("chat", "can I come in at 7pm?")],
)
def test_a_time_after_closing_gets_the_hours(demo_shop, channel, question):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel == "phone")

    reply = say(question).message.text

    assert reply == f"Sorry, we're not open then. Our hours are {HOURS}."


def test_a_time_within_the_hours_asks_which_service(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("anything at 8am?").message.text

    assert reply == "What can we help with: which service does your car need?"


def test_evening_appointments_are_not_asked_as_a_kind_of_car(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Do you do evening appointments?").message.text

    assert "We work on most cars" not in reply
