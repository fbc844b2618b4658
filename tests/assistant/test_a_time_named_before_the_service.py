"""A time named before the service ("can you do the 8th at 4:45?", then "oil change") is the
time asked for, as if named with the service: held where it is open, said to be taken where it
is not. It was read as the start of a window, so 4:45 was offered as "5 PM" alone and 10 AM,
open, was offered beside other times instead of held."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "asked", ["Can you guys do the 8th at 4:45?", "anything at 4:45 tomorrow?"]
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_time_not_open_is_said_to_be_taken(demo_shop, channel, asked):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel == "sms")

    say(asked)
    offered = say("oil change").message.text

    assert offered == (
        "Sorry, 4:45 PM isn't available. For Oil change on Tuesday, December 8 I can do 4 PM, "
        "4:30 PM or 5 PM. Which works for you?"
    )


def test_an_open_time_is_held(demo_shop):
    say = talker(demo_shop, "chat")

    say("anything thursday at 10?")
    held = say("tire rotation").message.text

    assert held.startswith("I'm holding 10 AM on Thursday, December 10 for you.")
    assert Appointment.objects.get().service.name == "Tire rotation"


def test_a_window_said_with_the_service_replaces_the_time(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    say("can I come in tomorrow at 9")
    offered = say("oil change in the afternoon actually").message.text

    assert offered.startswith("For Oil change on Tuesday, December 8 I can do 12 PM, 12:30 PM")


@pytest.mark.parametrize(
    "said",
    [
        ["my brakes are grinding, can I come in wednesday at 3"],
        ["Hi, I'd like to come in Wednesday at 3", "brakes are grinding"],
    ],
)
def test_trouble_held_at_the_time_named_says_what_it_is_held_for(demo_shop, said):
    """A time held for trouble said is a look, and says so as the times offered for it do."""
    say = talker(demo_shop, "chat")

    for text in said:
        held = say(text).message.text

    assert held.startswith(
        "To find what's causing that, we'd start with the Brake inspection. "
        "I'm holding 3 PM on Wednesday, December 9 for you."
    )
