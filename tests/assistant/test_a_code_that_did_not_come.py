""" "I didn't get a code" while a chat waits for one was asked for the code again, word for
word, as often as it was said. One new code is sent, with the number said back (a number typed
wrong is the likeliest reason); said again after that, the team's number is given. No more
codes go out than the caps allow."""

from __future__ import annotations

import re

import pytest

from assistant.notifications import MemoryBackend
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


def _codes() -> list[str]:
    """The codes texted to the number, as it received them (the record keeps none)."""
    said = (re.search(r"your code is (\d{6})", body) for to, body in MemoryBackend.sent)
    return [code.group(1) for code in said if code]


@pytest.fixture
def waiting_for_a_code(settings, demo_shop, danas_friday_oil_change):
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    say = talker(demo_shop, "chat")
    say("when is my appointment?")
    say("303-555-0177")
    return say


@pytest.mark.parametrize("said", ["I didn't get a code", "never got it", "can you resend it?"])
def test_a_new_code_is_sent_and_the_number_said_back(waiting_for_a_code, said):
    asked = waiting_for_a_code(said).message.text
    told = waiting_for_a_code(_codes()[-1]).message.text

    assert asked == (
        "I've sent a new code to (303) 555-0177: if that number has an appointment with us, it "
        "should arrive in a moment. If that's not your number, tell me the right one. What's "
        "the code?"
    )
    assert len(_codes()) == 2
    assert told == "You're booked for Oil change on Friday, December 11 at 10 AM."


def test_the_first_code_no_longer_works(waiting_for_a_code):
    first = _codes()[0]
    waiting_for_a_code("I didn't get a code")

    assert waiting_for_a_code(first).message.text.startswith("That code doesn't match.")


def test_said_again_the_team_is_given_not_another_code(waiting_for_a_code, demo_shop):
    waiting_for_a_code("I didn't get a code")

    told = waiting_for_a_code("still nothing").message.text

    assert told.startswith("Of course. You can reach the team directly at (303) 555-0142")
    assert len(_codes()) == 2
