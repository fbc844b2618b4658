"""Asked at "What name should I put it under?" why a name is needed ("why do you need my name",
"do I have to give my name"), the assistant asked the same question again, as if unheard: now
it says why in a sentence, then asks again, as the number's question already did. A customer
who would rather not give a name is booked under their phone number, as a front desk would,
and not asked for a name again."""

from __future__ import annotations

import pytest

from assistant import respond, tasks
from assistant.schema import ResponsePlan
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

NAME_ASKED = "What name should I put it under?"
WHY = (
    "The booking goes under a name so the team knows whose car it is when you arrive; a first "
    "name is fine. " + NAME_ASKED
)
UNDER_THE_NUMBER = "No problem, I'll put it under your phone number."
PHONE = "+13035550177"


def _at_the_name_question(shop, channel):
    proven = channel != "chat"
    say = talker(shop, channel, phone=PHONE if proven else "", proven=proven)
    assert say("oil change wednesday at 9am").message.text.endswith(NAME_ASKED)
    return say


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    "asked",
    [
        "why do you need my name",
        "why do you need that",
        "do I have to give my name",
        "Why do you need my name?",
        "what's it for?",
        "is that necessary?",
    ],
)
def test_why_a_name_is_needed_is_said_then_the_name_asked_again(shop, channel, asked):
    say = _at_the_name_question(shop, channel)

    assert say(asked).message.text == WHY


def test_the_name_given_after_the_why_books_under_it(shop):
    say = _at_the_name_question(shop, "chat")
    say("why do you need my name")

    assert say("Dana Lee").message.text.startswith("And what's the best mobile number")
    say("303 555 0101")
    assert say("yes").appointment.customer.name == "Dana Lee"


@pytest.mark.parametrize("refusal", ["I'd rather not", "no", "I don't want to give my name"])
def test_a_name_refused_in_a_chat_books_under_the_number_typed(shop, refusal):
    say = _at_the_name_question(shop, "chat")
    assert say("why do you need my name").message.text == WHY

    reply = say(refusal).message.text

    assert reply.startswith(UNDER_THE_NUMBER), reply
    assert "mobile number" in reply and NAME_ASKED not in reply, reply
    assert say("303 555 0101").message.text.startswith("Just to confirm: Oil change")
    booked = say("yes")
    assert booked.message.text.startswith("You're booked: Oil change on Wednesday, December 9")
    assert booked.appointment.status == Appointment.Status.CONFIRMED
    assert booked.appointment.customer.phone == "+13035550101"
    assert booked.appointment.customer.name == ""


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_name_refused_on_a_proven_number_goes_straight_to_the_yes(shop, channel):
    say = _at_the_name_question(shop, channel)

    reply = say("I'd rather not").message.text

    assert reply.startswith(f"{UNDER_THE_NUMBER} Just to confirm: Oil change"), reply
    booked = say("yes")
    assert booked.appointment.customer.phone == PHONE
    assert booked.appointment.customer.name == ""


def test_why_the_number_is_needed_is_said_too(shop):
    say = _at_the_name_question(shop, "chat")
    say("Dana Lee")

    reply = say("why do you need my number").message.text

    assert reply.startswith("I need a phone number to book: it's where we text your"), reply


def test_a_time_question_at_the_name_question_is_not_a_why(shop):
    say = _at_the_name_question(shop, "chat")

    reply = say("wait what time?").message.text

    assert reply == f"I'm holding 9 AM on Wednesday, December 9 for you. {NAME_ASKED}"


def test_the_why_is_never_asked_of_the_small_model(shop, settings, monkeypatch):
    """The small model learnt the name question without a why (its plans.json): the why is the
    template's, and so is everything the model is not asked for."""
    assert not respond.model_learnt(ResponsePlan("ask_name", {"needed": "yes"}))
    assert respond.model_learnt(ResponsePlan("ask_name", {}))
    asked = []

    def engine_that_is_busy(plan, **kwargs):
        asked.append((plan.act, frozenset(plan.facts)))
        return None  # over budget: the template answers

    say = _at_the_name_question(shop, "chat")
    settings.ASSISTANT_MODEL_REPLIES = True
    monkeypatch.setattr(tasks, "model_reply", engine_that_is_busy)

    assert say("why do you need my name").message.text == WHY
    assert say("I'd rather not").message.text.startswith(UNDER_THE_NUMBER)
    assert ("ask_name", frozenset({"needed"})) not in asked
    assert ("ask_phone", frozenset()) in asked  # learnt: the model may say the question
