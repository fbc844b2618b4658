""" "Will you call me when it's ready?" is answered yes, with the visit it is of: not a call back
asked of the team; asked while the times are offered, the booking goes on."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

YES = "Yes, we'll let you know when your car is ready."


@pytest.mark.parametrize(
    "asked", ["will you call me when it's ready?", "can you text me when my car is done?"]
)
def test_asked_of_the_visit_booked_it_is_said_back(dana_says, asked):
    texts_before = OutboundText.objects.count()

    assert dana_says(asked) == (
        f"{YES} You're booked for Oil change on Friday, December 11 at 10 AM."
    )
    assert OutboundText.objects.count() == texts_before  # nothing for the team to answer


def test_asked_in_a_chat_it_is_yes(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("can you call me when my car is done?").message.text == (
        f"{YES} Is there anything else I can help with?"
    )


def test_asked_with_the_times_offered_the_times_are_asked_again(demo_shop):
    say = talker(demo_shop, "chat")
    say("oil change friday")

    assert say("can you call me when it's ready?").message.text == (
        f"{YES} Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )
