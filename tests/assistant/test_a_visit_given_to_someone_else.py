""" "Can you put my appointment under my husband's name?" was asked which service, twice; and
"cancel my appointment and book for my husband instead" cancelled the visit, booking him
nothing. The visit is kept and put under the one named: their name is asked for, then noted
on it for the team."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"  # Dana's, of danas_friday_oil_change
VISIT = "Oil change on Friday, December 11 at 10 AM"


@pytest.fixture
def say(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("asked", "who", "name"),
    [
        ("can you put my appointment under my husband's name", "husband", "Mike Reyes"),
        (
            "Hi this is Dana, I need to cancel my appointment and book for my husband instead",
            "husband",
            "his name is Mike Reyes",
        ),
        ("cancel mine and give the spot to my son", "son", "Leo"),
    ],
)
def test_their_name_is_asked_then_put_on_the_visit(say, danas_friday_oil_change, asked, who, name):
    assert say(asked) == f"Sure, I can put it under their name. What's your {who}'s name?"

    reply = say(name)

    named = name.removeprefix("his name is ")
    assert reply == f"Thanks, I've put {named}'s name on the {VISIT}."
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.status == Appointment.Status.CONFIRMED
    assert danas_friday_oil_change.notes.startswith(f"For the customer's {who}, {named}.")


def test_their_name_said_with_it_is_put_on_at_once(say, danas_friday_oil_change):
    reply = say("put it under my wife's name, Maria Reyes")

    assert reply == f"Thanks, I've put Maria Reyes's name on the {VISIT}."
    danas_friday_oil_change.refresh_from_db()
    assert "wife, Maria Reyes" in danas_friday_oil_change.notes


def test_changing_ones_mind_leaves_the_visit_as_it_was(say, danas_friday_oil_change):
    say("can you put my appointment under my husband's name")

    assert say("actually never mind") == "No problem. Is there anything else I can help with?"
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.notes == ""
