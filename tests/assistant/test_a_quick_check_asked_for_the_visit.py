""" "Can you check my tire pressure while you're at it?" just after an oil change was booked
offered a Tire rotation (its description says "set the pressures") right after the visit. A
quick look asked for while the car is in is a word for the team on the visit's notes, not a
service of its own; with no visit booked it is the team's question."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"  # Dana's, of danas_friday_oil_change
VISIT = "Oil change on Friday, December 11 at 10 AM"


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("can you check my tire pressure while you're at it", "check your tire pressure"),
        ("also can you put air in my tires", "put air in your tires"),
        ("could you top off the washer fluid when I come in?", "top off your washer fluid"),
        # Wiper blades swapped while the car is in: a minute's job, not a service to book.
        ("can you swap out my wiper blades when I come in?", "swap out your wiper blades"),
        # The visit's day said with it asked which service was wanted that day.
        ("can you also check my tire pressure when i come in friday", "check your tire pressure"),
    ],
)
def test_the_team_is_asked_on_the_visits_notes(dana_says, danas_friday_oil_change, said, asked):
    reply = dana_says(said)

    assert reply == f"Sure: I've asked the team to {asked} at your {VISIT}."
    danas_friday_oil_change.refresh_from_db()
    assert said in danas_friday_oil_change.notes
    assert Appointment.objects.filter(customer__phone=PHONE).count() == 1


def test_after_booking_in_the_same_conversation(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550188", proven=True)
    for said in ("oil change friday at 9", "Sam Ortiz", "yes"):
        talk(said)

    reply = talk("can you check my tire pressure while you're at it").message.text

    assert reply == (
        "Sure: I've asked the team to check your tire pressure at your Oil change on "
        "Friday, December 11 at 9 AM."
    )
    [visit] = Appointment.objects.filter(customer__phone="+13035550188")
    assert "tire pressure" in visit.notes


def test_a_service_named_with_it_is_still_booked(dana_says):
    reply = dana_says("I need a tire rotation too, and can you check the tire pressure")

    assert reply.startswith(
        "I'll ask the team to check your tire pressure too. For Tire rotation on Friday, "
        "December 11 I can do 10:30 AM"
    )


def test_a_check_asked_with_a_booking_goes_on_its_notes(demo_shop):
    """ "Oil change tomorrow at 9, and can you check my tire pressure too" booked the oil
    change with nothing said of the check, nor a word of it on the visit."""
    say = talker(demo_shop, "sms", phone="+13035550188", proven=True)

    said = "oil change tomorrow at 9, and can you check my tire pressure too"
    assert say(said).message.text.startswith(
        "I'll ask the team to check your tire pressure too. I'm holding 9 AM on Tuesday, "
        "December 8 for you."
    )
    say("Al Reed")
    say("yes")
    assert Appointment.objects.get().notes == f"The customer wrote: \u201c{said}\u201d"


@pytest.mark.parametrize(
    ("said", "work"),
    [
        ("can you change my wiper blades while doing my oil change", "change your wiper blades"),
        # Said nothing of the filter.
        (
            "can you replace my engine air filter with the oil change",
            "replace your engine air filter",
        ),
        # Said not to be on the service list.
        ("I need an oil change and new wiper blades", "install new wiper blades"),
        ("I need an oil change and a new air filter", "install a new air filter"),
    ],
)
def test_a_part_swapped_beside_an_oil_change_is_acknowledged(demo_shop, said, work):
    say = talker(demo_shop, "chat")

    reply = say(said).message.text

    assert reply.startswith(
        f"I'll ask the team to {work} too. For Oil change on Monday, December 7"
    )


@pytest.mark.parametrize(
    "said",
    [
        "can you check my tire pressure",
        # Asked whether it is free: a favour for the team, not "Sorry, I can't change prices".
        "can you check my tire pressure? it's free right?",
        "can you put air in my tires for free?",
    ],
)
def test_with_no_visit_booked_it_is_the_teams_question(demo_shop, said):
    talk = talker(demo_shop, "sms", phone="+13035550199", proven=True)

    reply = talk(said).message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert not Appointment.objects.filter(customer__phone="+13035550199").exists()


class TestAServiceAddedToTheVisitDaySaid:
    """ "I'm scheduled for friday, can I add a tire rotation?" with the visit on the Friday a
    week out offered this Friday's times: the Friday said is the visit's."""

    @pytest.fixture
    def dana_says(self, demo_shop):
        customer = make_customer(demo_shop, PHONE, "Dana Reyes")
        oil_change = demo_shop.services.get(name="Oil change")
        book(
            demo_shop,
            oil_change,
            customer,
            local(demo_shop, 2026, 12, 18, 9),
            local(demo_shop, 2026, 12, 6, 9),
        )
        talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
        return lambda text: talk(text).message.text

    @pytest.mark.parametrize(
        "said",
        [
            "I'm scheduled for friday, can I add a tire rotation?",
            "im booked on friday, can you add a tire rotation too",
        ],
    )
    def test_offered_after_that_visit(self, dana_says, said):
        assert dana_says(said).startswith(
            "For Tire rotation on Friday, December 18 I can do 9:30 AM"
        )

    def test_another_day_wanted_is_that_day(self, dana_says):
        reply = dana_says("I'm booked friday but I'd also like a tire rotation on monday")

        assert reply.startswith("For Tire rotation on Monday, December 14")
