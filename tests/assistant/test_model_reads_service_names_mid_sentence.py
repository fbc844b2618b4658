"""The model reads a catalog's service names as they are said inside a sentence, the way the
small model learnt them; the customer's reply is still checked against the catalog's facts,
and names each service as the catalog and the templates write it ("For Oil change on ...")."""

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
    assert "Brake pad replacement on Thursday, December 10" in written.text
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
    assert written.text.startswith("You're booked, Dana Reyes: Brake inspection"), written.text


def test_the_catalogs_names_are_given_back_as_it_writes_them():
    facts = {"services": "Brake inspection, Oil change and A/C recharge", "day": "Friday"}
    written = "We do brake inspection, oil change and A/C recharge. The oil change is quick."

    assert respond.in_the_catalogs_words(written, facts) == (
        "We do Brake inspection, Oil change and A/C recharge. The Oil change is quick."
    )


def test_a_word_that_only_ends_like_a_name_is_left_alone():
    facts = {"service": "Oil change"}

    assert respond.in_the_catalogs_words("No soil change needed.", facts) == (
        "No soil change needed."
    )
