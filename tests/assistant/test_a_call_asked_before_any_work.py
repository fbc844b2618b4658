""" "Will you call me with the estimate before doing any work?" was read as a call asked for now
(and "call me before..." gave the name "Before"). It is how the work goes ahead: put on the
visit's notes where one is booked or held, the team's to answer where none is."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "will you call me with the estimate before doing any work?",
        "please call me before doing any extra work",
        "call me if you find anything else",
    ],
)
def test_with_a_visit_booked_it_goes_on_its_notes(dana_says, danas_friday_oil_change, said):
    assert dana_says(said) == (
        "Thanks, I've noted that for the team on your Oil change on Friday, December 11 at 10 AM."
    )
    danas_friday_oil_change.refresh_from_db()
    assert said in danas_friday_oil_change.notes


def test_with_a_time_held_it_goes_on_the_booking(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday")
    say("9am")

    text = say("will you call me before doing any other work?").message.text
    say("Chris Park")
    say("7205550133")
    say("yes")

    assert text == (
        "No problem: I'll note that on the booking. I'm holding that time for you. What name "
        "should I put it under?"
    )
    visit = Appointment.objects.get(shop=demo_shop)
    assert visit.customer.name == "Chris Park"
    assert "call me before doing any other work" in visit.notes


def test_with_nothing_booked_it_is_the_teams_to_answer(demo_shop):
    text = talker(demo_shop, "chat")(
        "will you call me with the estimate before doing any work?"
    ).message.text

    assert text.startswith("I don't have the answer to that here, but the team can tell you")
