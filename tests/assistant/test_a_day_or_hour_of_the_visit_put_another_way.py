"""Of Dana's Friday 10 AM oil change: "can't do friday anymore. monday?" was asked which
service, "can i get it moved up a day" went to the team, "actually make it 11" was asked which
service, "bump it to 1" which day, and "how early can I drop it off friday" which service.
They move the visit, or say Friday's hours. "I'm supposed to come in friday but..., can we
push it" was offered Friday's times: Friday is the day it was due, so the day is asked. And
"can't make friday, saturday?" while a new visit's Friday times are offered turns Friday down,
not a visit booked before."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
CHANNELS = ["sms", "phone"]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize(
    "said",
    [
        "can't do friday anymore. monday?",
        "can't make friday, monday?",
        "rather do monday if you can",
    ],
)
def test_a_day_missed_moves_the_visit_to_the_day_asked(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert "Oil change on Monday, December 14" in talk(said).message.text


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("can i get it moved up a day", "Thursday, December 10 at 10 AM"),
        ("can you move my friday appointment up a day", "Thursday, December 10 at 10 AM"),
        ("I got a appointment friday I gotta push back a week", "Friday, December 18 at 10 AM"),
        ("actually make it 11", "Friday, December 11 at 11 AM"),
        ("is it possible to bump it to 1", "Friday, December 11 at 1 PM"),
        ("can you bump my oil change to 2", "Friday, December 11 at 2 PM"),
        ("I'm booked for friday, can I come in at 2 instead", "Friday, December 11 at 2 PM"),
        ("my friday appointment, can I come at 2 instead", "Friday, December 11 at 2 PM"),
        ("I'm scheduled for friday, can we make it 1", "Friday, December 11 at 1 PM"),
    ],
)
def test_the_visit_moved_as_said(demo_shop, danas_friday_oil_change, channel, said, day):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        f"Just to confirm: move your Oil change to {day}? Please say yes or no."
    )
    talk("yes")

    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert f"{visit.start.astimezone(demo_shop.zone):%A, %B %-d}" in day


@pytest.mark.parametrize("channel", CHANNELS)
def test_how_early_to_drop_it_off_says_the_days_hours(demo_shop, danas_friday_oil_change, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk("how early can I drop it off friday").message.text == (
        "On Friday, December 11 we're open 7:30 AM to 5:30 PM."
    )


@pytest.mark.parametrize("said", ["can't make friday, saturday?", "can't do friday, saturday?"])
def test_a_day_offered_turned_down_while_booking(demo_shop, said):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("I need an oil change")
    text("friday")

    assert text(said).message.text.startswith("For Oil change on Saturday, December 12 I can do")


@pytest.mark.parametrize("channel", CHANNELS)
def test_the_day_it_was_due_is_no_day_asked_for(demo_shop, danas_friday_oil_change, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    said = "I'm supposed to come in friday but I think I have covid, can we push it"
    assert talk(said).message.text == (
        "Your Oil change is on Friday, December 11 at 10 AM. What day would you like instead?"
    )
