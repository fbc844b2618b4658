"""The model reads a catalog's service names as they are said inside a sentence, the way the
small model learnt them; the customer's reply is still checked against the catalog's facts."""

from __future__ import annotations

import pytest

from assistant import respond
from assistant.models import Message
from assistant.schema import ResponsePlan

FACTS = {
    "service": "Brake pad replacement",
    "day": "Thursday, December 10",
    "times": "9 AM, 11:30 AM or 2 PM",
}


def test_sentence_case_names_are_lowered_and_acronyms_and_other_facts_kept():
    plan = ResponsePlan(
        act="services",
        facts={
            "services": "Brake pad replacement, Oil change, A/C recharge, BMW service and Tire rotation",
            "day": "Thursday, December 10",
        },
    )
    facts = respond.as_said_mid_sentence(plan).facts
    assert facts["services"] == (
        "brake pad replacement, oil change, A/C recharge, BMW service and tire rotation"
    )
    assert facts["day"] == "Thursday, December 10"
    assert plan.facts["services"].startswith("Brake")  # the caller's plan is not changed


@pytest.fixture
def small_model_replies(settings, fresh_engine):
    settings.ASSISTANT_MODEL_REPLIES = True


def test_the_small_model_names_a_catalog_service_in_an_offer(small_model_replies):
    # Given "Brake pad replacement" as the catalog writes it, the model wrote "sh pad
    # replacement" and the guard sent the template instead.
    written = respond.write("offer_times", FACTS, channel="chat", shop="Demo Auto")
    assert written.source == Message.Source.MODEL, written.text
    assert "brake pad replacement" in written.text.lower()
    assert "2 PM" in written.text


def test_a_plan_the_model_never_learnt_is_the_templates_to_write(small_model_replies):
    # A question the assistant cannot answer: the model never saw {"unanswered": "yes"} (an
    # unknown plan had made it write "What    your ...", refused by the guard: a wasted pass).
    written = respond.write("ask_service", {"unanswered": "yes"}, channel="chat", shop="Demo Auto")
    assert written.source == Message.Source.TEMPLATE
    assert written.rejected is False
    assert written.text.startswith("Sorry, I can't answer that one here.")


def test_a_booking_reply_opens_as_a_booking_and_names_the_customer(small_model_replies):
    # Trained in one voice but held only to every act's words, the model wrote "Sorry, Dana
    # Reyes. Your brake inspection is booked ..." (every fact there, so the guard sent it).
    facts = {
        "service": "Brake inspection",
        "day": "Thursday, December 10",
        "time": "2 PM",
        "name": "Dana Reyes",
    }
    written = respond.write("booked", facts, channel="chat", shop="Ridgeline Auto Repair")
    assert written.source == Message.Source.MODEL, written.text
    assert written.text.startswith("You're booked, Dana Reyes: brake inspection"), written.text
