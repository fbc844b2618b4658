"""The hours asked with one of the shop's common questions ("what are your hours and do you
take walk-ins?") are said before the owner's answer, not dropped."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

WALK_INS = "Walk-ins are welcome when a bay is free, but with an appointment there's no wait."


@pytest.mark.parametrize(
    "asked",
    [
        "what are your hours and do you take walk ins?",
        "when are you open? do I need an appointment?",
    ],
)
def test_the_hours_then_the_answer(demo_shop, asked):
    say = talker(demo_shop, "chat")

    reply = say(asked).message.text

    assert reply.startswith("Our hours are Monday to Friday 7:30 AM to 5:30 PM;")
    assert reply.endswith(f"{WALK_INS} Is there anything else I can help with?")
