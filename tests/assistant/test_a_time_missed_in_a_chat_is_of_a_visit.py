""" "I can't come at 10 on friday, can we do later?" in a chat whose visitor had not yet proven
their number was asked "which service?" as a new booking: it is of a visit, so the number it is
under is asked for, as for any change from a chat. "I can't come before noon" still books."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

ASKS_THE_NUMBER = (
    "What's the phone number on the appointment? I'll text it a code to confirm it's you."
)


@pytest.mark.parametrize(
    "said",
    [
        "I can't come at 10 on friday, can we do later?",
        "won't be able to come in at 10 friday, anything later?",
    ],
)
def test_a_time_missed_asks_the_number_of_the_visit(demo_shop, danas_friday_oil_change, said):
    chat = talker(demo_shop, "chat")

    assert chat(said).message.text == ASKS_THE_NUMBER


def test_a_time_ruled_out_for_a_new_visit_is_no_change(demo_shop):
    chat = talker(demo_shop, "chat")

    reply = chat("I can't come before noon on friday, do you have an oil change after that?")

    assert reply.message.text.startswith("For Oil change on Friday, December 11 I can do 12")
