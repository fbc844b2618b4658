""" "I can't come at 10, can I come at noon?", "I have to work friday, can we do saturday
morning" and "anything sooner than friday?" of Dana's Friday 10 AM oil change were asked "which
service?" or offered Friday's times as a new booking: they move the visit booked. A customer
booking anew who turns down a time offered ("I can't come at 8, can you do 9?") still picks."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "at"),
    [
        ("I can't come at 10, can I come at noon", "12 PM"),
        ("I can't come in at 10, could you do 2?", "2 PM"),
        ("won't be able to make it at 10, can we do 11 instead", "11 AM"),
        ("can't make 10am, 1pm work?", "1 PM"),
        # "Is 3 ok?" after the hour missed asked which day: 3 that day.
        ("I won't be able to come at 10, is 3 ok?", "3 PM"),
        ("can't come at 10 anymore, would 2 be ok?", "2 PM"),
    ],
)
def test_a_time_that_cant_be_made_moves_the_visit_on_its_day(
    demo_shop, danas_friday_oil_change, channel, said, at
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        f"Just to confirm: move your Oil change to Friday, December 11 at {at}? "
        "Please say yes or no."
    )
    talk("yes")

    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert visit.status == Appointment.Status.CONFIRMED
    assert visit.start.astimezone(demo_shop.zone).strftime("%a %-I:%M %p") == (
        f"Fri {at.replace(' ', ':00 ')}"
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("said", "day"),
    [
        ("I have to work friday, can we do saturday morning", "Saturday, December 12"),
        ("I gotta work on friday, can I come monday", "Monday, December 14"),
        ("friday doesn't work for me now, what about thursday", "Thursday, December 10"),
    ],
)
def test_a_day_worked_moves_the_visit_to_the_day_asked(
    demo_shop, danas_friday_oil_change, channel, said, day
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text.startswith(f"For Oil change on {day}")
    assert Appointment.objects.filter(customer__phone=PHONE).count() == 1


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said", ["do you have anything sooner than friday?", "any openings before friday?"]
)
def test_sooner_than_the_visits_day_offers_days_before_it(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = talk(said).message.text
    assert reply.startswith("For Oil change on Monday, December 7")
    assert "10 AM, 10:30 AM or 11 AM. Which works for you?" in reply


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    ("opening", "choice"),
    [
        ("anything sooner?", "10:30"),
        ("any openings before friday?", "10:30 works"),
        ("anything sooner than friday?", "the second one"),
    ],
)
def test_a_sooner_time_chosen_is_on_its_own_day(
    demo_shop, danas_friday_oil_change, channel, opening, choice
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    talk(opening)

    assert talk(choice).message.text == (
        "Just to confirm: move your Oil change to Monday, December 7 at 10:30 AM? "
        "Please say yes or no."
    )
    talk("yes")

    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert visit.start == local(demo_shop, 2026, 12, 7, 10, 30)


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("said", ["I can't come at 8, can you do 9?", "can't make 8, 9 work?"])
def test_a_new_booking_that_turns_down_a_time_offered_picks_another(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE)
    talk("oil change tomorrow")

    assert talk(said).message.text == (
        "I'm holding 9 AM on Tuesday, December 8 for you. What name should I put it under?"
    )
