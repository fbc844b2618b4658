""" "I'm calling about the appointment I have on Friday" was read as a visit to book that day
("Happy to check Friday... Which service does your car need?"), and "can you move it to
Saturday?" next asked the service again: it is the visit booked, said back, or, with none on
the number, said not to be found."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

OPENINGS = [
    "I'm calling about the appointment I have on Friday.",
    "about my appointment on friday",
    # Asked which service.
    "yeah hi I'm calling because I got a text from you guys about my appointment",
]


@pytest.mark.parametrize("opening", OPENINGS)
def test_the_visit_is_said_back_and_can_be_moved(demo_shop, danas_friday_oil_change, opening):
    talk = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert talk(opening).message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )
    assert talk("Can you move it to Saturday?").message.text.startswith(
        "For Oil change on Saturday, December 12, I have 8 AM"
    )


@pytest.mark.parametrize("opening", OPENINGS)
def test_with_no_visit_on_the_number_it_is_said_not_found(demo_shop, opening):
    talk = talker(demo_shop, "phone", phone="+13035550199", proven=True)

    assert talk(opening).message.text.startswith(
        "I don't see an upcoming appointment for this number."
    )


@pytest.mark.parametrize(
    "asked",
    [
        # "You're already booked ... Would you like another one?"
        "hi, question about my oil change on friday",
        # "Happy to check Friday ... Which service does your car need?"
        "quick question about my appointment friday - do I need to stay there?",
    ],
)
def test_a_question_about_the_visit_says_it(dana_says, asked):
    assert dana_says(asked) == "You're booked for Oil change on Friday, December 11 at 10 AM."


def test_about_the_visit_and_a_shift_moves_it(dana_says):
    assert dana_says("regarding my appointment, can I come 30 minutes earlier") == (
        "Just to confirm: move your Oil change to Friday, December 11 at 9:30 AM? Please say "
        "yes or no."
    )
