""" "Can you put my appointment under my husband's name?" was asked which service, twice; and
"cancel my appointment and book for my husband instead" cancelled the visit, booking him
nothing. The visit is kept and put under the one named: their name is asked for, then noted
on it for the team."""

from __future__ import annotations

import pytest

from booking.models import Appointment

pytestmark = pytest.mark.django_db

VISIT = "Oil change on Friday, December 11 at 10 AM"


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
def test_their_name_is_asked_then_put_on_the_visit(
    dana_says, danas_friday_oil_change, asked, who, name
):
    assert dana_says(asked) == f"Sure, I can put it under their name. What's your {who}'s name?"

    reply = dana_says(name)

    named = name.removeprefix("his name is ")
    assert reply == f"Thanks, I've put {named}'s name on the {VISIT}."
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.status == Appointment.Status.CONFIRMED
    assert danas_friday_oil_change.notes.startswith(f"For the customer's {who}, {named}.")


def test_their_name_said_with_it_is_put_on_at_once(dana_says, danas_friday_oil_change):
    reply = dana_says("put it under my wife's name, Maria Reyes")

    assert reply == f"Thanks, I've put Maria Reyes's name on the {VISIT}."
    danas_friday_oil_change.refresh_from_db()
    assert "wife, Maria Reyes" in danas_friday_oil_change.notes


def test_changing_ones_mind_leaves_the_visit_as_it_was(dana_says, danas_friday_oil_change):
    dana_says("can you put my appointment under my husband's name")

    assert dana_says("actually never mind") == "No problem. Is there anything else I can help with?"
    danas_friday_oil_change.refresh_from_db()
    assert danas_friday_oil_change.notes == ""
