""" "Monday to Friday?" or "sundays?" opening a conversation asked which service the car
needed. Days alone, as a stretch or as every such day, ask the hours on them."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

CHANNELS = ["chat", "sms", "phone"]


@pytest.mark.parametrize("said", ["Monday to Friday?", "mon-fri?", "monday through friday"])
@pytest.mark.parametrize("channel", CHANNELS)
def test_a_stretch_of_weekdays_alone_asks_their_hours(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == (
        "Here are our hours for those days: Monday, December 7 to Friday, December 11: "
        "open 7:30 AM to 5:30 PM."
    )


@pytest.mark.parametrize("said", ["weekends?", "saturdays and sundays?"])
def test_the_weekend_alone_asks_its_hours(demo_shop, said):
    talk = talker(demo_shop, "chat")

    assert talk(said).message.text == (
        "Here are our hours for those days: Saturday, December 12: open 8 AM to 1 PM; "
        "Sunday, December 13: closed."
    )


@pytest.mark.parametrize("said", ["sundays?", "what about sundays?"])
@pytest.mark.parametrize("channel", CHANNELS)
def test_every_sunday_asked_alone_is_answered_with_its_hours(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text == "On Sunday, December 13 we're closed."


def test_days_said_while_booking_are_still_days_to_book(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")

    assert talk("sundays?").message.text.startswith("We're closed on Sunday, December 13.")


@pytest.mark.parametrize("channel", CHANNELS)
def test_a_day_and_a_time_after_the_hours_is_a_visit_then(demo_shop, channel):
    """ "Can I do saturday at nine?" right after Saturday's hours was told the hours again."""
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    talk("how much is an alignment")
    talk("are you open on saturdays")

    assert talk("alright can I do saturday at nine").message.text == (
        "I'm holding 9 AM on Saturday, December 12 for you. What name should I put it under?"
    )
