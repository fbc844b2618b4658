""" "I'm on my way", "heading over now", "be there in 10" from the number of a visit booked were
asked which service the car needs. They are told the visit they are coming to, its day said,
in case it is not today."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["I'm on my way", "on my way!", "heading over now", "be there in 10", "omw"]
)
def test_the_visit_they_are_coming_to_is_said(dana_says, said):
    assert dana_says(said) == (
        "Thanks, see you soon! You're booked for Oil change on Friday, December 11 at 10 AM."
    )


def test_with_no_visit_it_asks_what_they_need(demo_shop):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)("on my way").message.text

    assert "see you soon" not in text
