"""An empty message (a caller's silence, an empty text), "are you there?" or "say that again"
asks again what is waiting for an answer, or says the last reply again, rather than greeting
again or moving on; before anything was said, it greets."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change")
    return talker(shop, "phone", phone="+13035550177", proven=True)


def test_silence_first_is_greeted(say):
    assert say("").message.text.startswith("Hi, thanks for calling")


def test_silence_asks_the_waiting_question_again(say):
    asked = say("oil change tuesday").message.text

    assert say("").message.text == f"Sorry, I didn't catch that. {asked}"


def test_silence_with_no_question_waiting_asks_what_we_can_help_with(say):
    say("hi")

    assert say("").message.text == (
        "Sorry, I didn't catch that. What can we help with: which service does your car need?"
    )


@pytest.mark.parametrize("sound", ["uh huh", "yeah", "mhm"])
def test_a_sound_in_reply_to_which_service_is_no_service(say, sound):
    say("hi")

    assert "on our service list" not in say(sound).message.text


@pytest.mark.parametrize(
    "asked",
    ["hello?", "Hello? Is anyone there?", "are you still there?", "hello can you hear me"],
)
def test_are_you_there_asks_the_waiting_question_again(say, asked):
    waiting = say("oil change tuesday").message.text

    assert say(asked).message.text == f"Yes, I'm here. {waiting}"


@pytest.mark.parametrize("asked", ["is anyone there?", "hello?? anybody there"])
def test_are_you_there_first_says_who_is_answering(say, asked):
    reply = say(asked).message.text

    assert "automated assistant" in reply and "can't answer" not in reply


def test_a_request_beside_are_you_there_is_the_request(say):
    assert "Oil change" in say("are you there? I need an oil change tuesday").message.text


@pytest.mark.parametrize(
    "asked",
    [
        "sorry you're breaking up",
        "can you repeat that?",
        # Not passed to the team as a question ("I've passed your question to the team").
        "what was that?",
        "sorry?",
        "huh?",
        "pardon me?",
        "um what",
        "one more time please",
    ],
)
def test_say_that_again_says_the_last_reply_again(say, asked):
    quoted = say("how much is an oil change").message.text

    reply = say(asked).message.text

    assert reply == f"Sorry about that. {quoted}"


@pytest.mark.parametrize("said", ["what was that price again?", "sorry, I meant tuesday"])
def test_more_than_what_was_that_is_read_as_said(say, said):
    say("how much is an oil change")

    assert not say(said).message.text.startswith("Sorry about that.")


def test_a_caller_is_thanked_for_calling(say):
    say("how much is an oil change")

    assert say("ok thanks, bye").message.text.startswith("Thanks for calling")
