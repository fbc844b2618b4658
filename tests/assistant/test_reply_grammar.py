"""The grammar frontdesk-small's replies are decoded under: it allows every reply its training
phrasings make, prefix by prefix, and refuses the garbled copies the model writes without it;
through the engine the model's replies then state the facts as given."""

from __future__ import annotations

import pytest

from assistant import respond
from assistant.corpus import TRAIN, generate
from assistant.grounding import check_reply
from assistant.models import Message
from assistant.reply_grammar import ReplyGrammar
from assistant.schema import Act, ResponsePlan

FACTS = {
    "service": "4-wheel wheel bearing flush",
    "day": "Friday, June 18",
    "time": "12:30 PM",
    "name": "Xavier Okhurst",
}


def test_every_training_reply_is_allowed_at_every_prefix_and_whole_only_at_a_sentence_end():
    examples = [e for e in generate(TRAIN, 300, seed=9) if e.job == "respond"]
    assert len(examples) > 100
    for example in examples:
        grammar = ReplyGrammar(example.plan.facts, example.plan.shop, example.plan.act)
        target = example.target
        assert grammar.accepts(target), target
        for end in range(len(target)):
            assert grammar.allows(target[:end]), target[:end]
        assert not grammar.accepts(target.rstrip(".!?"))


def test_the_words_are_the_phrasings_and_the_facts_as_written():
    grammar = ReplyGrammar(FACTS, "Bayview Auto Care")
    assert grammar.accepts("Done, Xavier Okhurst. Your 4-wheel wheel bearing flush is booked.")
    assert not grammar.allows("Done, Xavb")  # a garbled name
    assert not grammar.allows("Your 4-wheel wheel bearthe")
    assert not grammar.allows("Your oil change")  # no fact and no phrasing says "oil"
    assert grammar.allows("Hi, thanks for contacting Bayview Auto Care!")
    assert not grammar.allows("Hi, thanks for contacting Bayview Auto Repair")
    # The words of the shop's one voice: "Great" is no word its phrasings write.
    assert not grammar.allows("Great")


def test_a_word_glued_to_a_numbers_comma_is_refused():
    offer = {"service": "oil change", "day": "Friday, December 4", "times": "12 PM or 1 PM"}
    grammar = ReplyGrammar(offer, "R", "offer_times")
    assert grammar.allows("For oil change on Friday, December 4, I")
    assert not grammar.allows("For oil change on Friday, December 4,I")


def test_a_reply_has_its_acts_words_only():
    booked = ReplyGrammar(FACTS, "Bayview Auto Care", "booked")
    assert booked.accepts(
        "You're booked, Xavier Okhurst: 4-wheel wheel bearing flush on Friday, June 18 at"
        " 12:30 PM. We'll text you a confirmation."
    )
    assert not booked.allows("Sorry")  # another act's opening
    assert not booked.allows("You're booked, Xavier Okhurst. Which")
    offer = {"service": "oil change", "day": "Friday, June 18", "times": "9 AM", "taken": "yes"}
    assert ReplyGrammar(offer, "R", "offer_times").allows("Sorry, that time was just taken.")
    del offer["taken"]
    assert not ReplyGrammar(offer, "R", "offer_times").allows("Sorry")


def test_a_capital_opens_a_sentence_or_is_written_so():
    grammar = ReplyGrammar(FACTS, "Bayview Auto Care")
    assert grammar.allows("Your")
    assert grammar.allows("Sorry. Your")
    assert not grammar.allows("Sorry, Your")
    assert not grammar.allows("Done, XavIer")
    assert not grammar.allows("Sorry. friday")


def test_a_sentence_begins_in_lower_case_only_where_a_fact_is_written_so():
    facts = {"service": "Check engine light diagnostic", "price": "$89 to $149"}
    grammar = ReplyGrammar(facts, "Ridgeline Auto Repair", Act.QUOTE)
    assert grammar.allows("Check engine light diagnostic usually runs $89 to $149.")
    assert not grammar.allows("check")  # "check" is a phrasing's word inside a sentence
    assert not grammar.allows("c")
    owner_typed = ReplyGrammar({**facts, "service": "check engine light"}, "R", Act.QUOTE)
    assert owner_typed.allows("check engine light usually runs")


def test_a_facts_own_words_are_copied_as_a_run():
    facts = {"service": "transmission fluid service", "times": "9 AM or 10:30 AM"}
    grammar = ReplyGrammar(facts, "Ridgeline Auto Repair")
    assert grammar.accepts("I have 9 AM or 10:30 AM for transmission fluid service.")
    assert not grammar.allows("I have 9 AM for fluid")  # "fluid" comes after "transmission"
    assert not grammar.allows("I have 9 AM for transmission fluid change")
    assert not grammar.allows("I have 9 am")  # as the fact writes it
    assert not grammar.allows("I have 9 or")
    recharge = ReplyGrammar({"service": "A/C recharge"}, "Ridgeline Auto Repair")
    assert recharge.allows("Your A/C recharge is")
    assert recharge.allows("We just texted a")  # a phrasing's "a"
    assert not recharge.allows("Your A,C")
    assert not recharge.allows("Your A service")  # inside a sentence "A" is the fact's


@pytest.mark.parametrize(
    "text",
    [
        "Great , see you",  # a space before punctuation
        "Great.. See you",
        "Does one of those work?Would",
        "Great.  See you",
        " Great",
        "your fluid fluid",  # a word said twice that no fact says twice
        "Great. See you \u00e9",
    ],
)
def test_unfinished_prose_is_refused(text):
    assert not ReplyGrammar(FACTS, "Bayview Auto Care").allows(text)


# Held-out plans (assistant/corpus.py, seed 0) whose replies the model garbled without the
# grammar ("Done, Xavbit Okhurst.", "rear suspenthe diagnostic", "Gebratown").
PLANS = [
    ResponsePlan("booked", FACTS | {"service": "transmission fluid service"}, "chat", "Bayview"),
    ResponsePlan(
        "services",
        {"services": "front fuel injector rebuild and rear suspension diagnostic"},
        "phone",
        "Brennan Automotive",
    ),
    ResponsePlan(
        "location", {"address": "5890 Norwood Parkway, Georgetown"}, "phone", "Bayview Motor Works"
    ),
    ResponsePlan(
        "offer_times",
        {
            "service": "4-wheel clutch change",
            "day": "Saturday, July 15",
            "times": "9 AM or 11:30 AM",
        },
        "chat",
        "Juniper Auto Care",
    ),
    # A catalog name opening a sentence: the model reads it in lower case and wrote "prices. oil
    # change usually runs ...", then "I happy the to book it."; now capitalised, and held to
    # the phrasing's sentences.
    ResponsePlan(
        "cant_help", {"service": "Oil change", "price": "$49 to $89"}, "chat", "Ridgeline"
    ),
    # One time: the model asked "Which works for you?" of it, and the guard replaced it.
    ResponsePlan(
        "offer_times",
        {"service": "basic starter replacement", "day": "Thursday, August 6", "times": "9:15 AM"},
        "sms",
        "Juniper Auto Care",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize("plan", PLANS, ids=lambda plan: plan.act)
def test_the_models_replies_state_the_facts_as_given(plan, settings, fresh_engine):
    # frontdesk-small's folder says it was trained on the corpus (plans.json), so its replies
    # are held to the grammar; without it these four were garbled and the template answered.
    settings.ASSISTANT_MODEL_REPLIES = True
    written = respond.write(plan.act, plan.facts, channel=plan.channel, shop=plan.shop)
    assert (written.source, written.rejected) == (Message.Source.MODEL, False), written.text
    assert check_reply(written.text, act=plan.act, facts=plan.facts, shop=plan.shop).ok


def test_one_time_offered_is_asked_about_not_chosen_from():
    facts = {"service": "oil change", "day": "Friday, May 7", "times": "9 AM"}
    grammar = ReplyGrammar(facts, "R", Act.OFFER_TIMES)
    assert grammar.accepts("For oil change on Friday, May 7, I have 9 AM. Does that work for you?")
    assert not grammar.allows("For oil change on Friday, May 7, I have 9 AM. Which")
    assert not grammar.allows("For oil change on Friday, May 7, I have 9 AM. I works")
    several = ReplyGrammar({**facts, "times": "9 AM or 10 AM"}, "R", Act.OFFER_TIMES)
    assert several.allows("For oil change on Friday, May 7, I have 9 AM or 10 AM. Which")


def test_every_sentence_is_one_the_phrasings_say_and_said_once():
    facts = {"service": "oil change", "price": "$49 to $89"}
    grammar = ReplyGrammar(facts, "R", Act.CANT_HELP)
    opening = "Sorry, I can't change prices. Oil change usually runs $49 to $89."
    assert grammar.accepts(f"{opening} I'm happy to book it.")
    assert not grammar.allows(f"{opening} I happy")
    assert not grammar.allows(f"{opening} Oil change usually runs $49 to $89.")


def test_a_sentence_opens_as_the_phrasings_open_one():
    grammar = ReplyGrammar({"service": "radiator hose install", "price": "$549 to $559"}, "R")
    assert grammar.allows("Radiator hose install runs about $549 to $559.")
    assert grammar.allows("Sorry")
    # "runs" follows a fact in "{service} runs about ..."; it opens no sentence there.
    assert not grammar.allows("Runs about")


def test_a_fact_word_of_any_script_is_one_word_begun_by_its_bytes():
    grammar = ReplyGrammar({"name": "Zoë", "service": "oil change"}, "R")
    assert grammar.accepts("Done, Zoë.")
    assert not grammar.allows("Done, Zo.")  # "Zo" alone is no word the facts write
    assert grammar.allows("Done, Zo" + b"\xc3".decode(errors="surrogateescape"))
    assert not grammar.allows("Done, Zo" + b"\xc5".decode(errors="surrogateescape"))


@pytest.mark.django_db
def test_the_model_writes_a_name_with_accents_whole(settings, fresh_engine):
    # Before the grammar read a character's bytes, "Zoë" came out "Zo'message" (a wrong first
    # byte was taken for any accented letter) and the guard sent the template instead.
    settings.ASSISTANT_MODEL_REPLIES = True
    facts = {
        "service": "rear thermostat repair",
        "day": "Monday, December 6",
        "time": "1 PM",
        "name": "Zoë Núñez",
    }
    written = respond.write("booked", facts, channel="chat", shop="Juniper Auto Care")
    assert (written.source, written.rejected) == (Message.Source.MODEL, False), written.text
    assert "Zoë Núñez" in written.text


WEEK = "Monday to Friday 8 AM to 6 PM; closed Saturday and Sunday"


def test_a_word_for_word_fact_is_carried_through_once_and_followed_as_taught():
    grammar = ReplyGrammar({"hours": WEEK}, "R")
    assert grammar.accepts(f"Our hours are {WEEK}.")
    assert grammar.accepts(f"Our hours are {WEEK}. What can we help with today?")
    assert grammar.allows("Our hours are Monday to")
    assert not grammar.allows("Our hours are Monday to want")  # the week begun, not said
    assert not grammar.allows(f"Our hours are {WEEK} and are")  # followed as no phrasing is
    assert not grammar.allows(f"Our hours are {WEEK} and Monday to")  # said twice
    assert not grammar.allows(f"Our hours are {WEEK} on")  # " on {day}" needs a day fact
    one_day = ReplyGrammar({"hours": "open 8 AM to 2 PM", "day": "Monday, March 9"}, "R")
    assert one_day.accepts("On Monday, March 9 we're open 8 AM to 2 PM.")


@pytest.mark.django_db
def test_the_model_says_a_week_it_never_saw_grouped_whole(settings, fresh_engine):
    # It had written "Monday to want to cancel ...", and after a whole week "and are you
    # driving: text are you driving time."
    settings.ASSISTANT_MODEL_REPLIES = True
    week = "Monday to Friday 7:30 AM to 5:30 PM; Saturday 8 AM to 1 PM; closed Sunday"
    written = respond.write("hours", {"hours": week}, channel="phone", shop="Ridgeline Auto Repair")
    assert (written.source, written.rejected) == (Message.Source.MODEL, False), written.text
    assert f"{week}." in written.text


def test_a_reply_cannot_end_before_its_act_has_said_its_facts():
    booked = ReplyGrammar(FACTS, "Bayview Auto Care", "booked")

    assert booked.allows("You're booked, Xavier Okhurst")
    assert not booked.accepts("You're booked, Xavier Okhurst.")  # no service, day or time
    assert booked.accepts(
        "You're booked, Xavier Okhurst: 4-wheel wheel bearing flush on Friday, June 18 at 12:30 PM."
    )


def test_a_word_holding_a_verbatim_facts_first_word_does_not_begin_it_again():
    facts = {
        "service": "power steering flush",
        "day": "Tuesday, February 17",
        "reason": "we don't book that far ahead yet",
        "next_day": "Monday, March 2",
        "next_times": "8 AM or 3:30 PM",
    }
    grammar = ReplyGrammar(facts, "Bayview Auto Care", "no_times")
    said = "Sorry, we don't book that far ahead yet. The next open times for power steering flush"

    assert all(grammar.allows(said[:end]) for end in range(len(said) + 1))
    assert not grammar.allows("Sorry, we don't book that far ahead yet. The next open times we")


def test_the_first_sentence_is_one_the_acts_phrasings_open_with():
    facts = {"service": "oil change", "day": "Friday, December 11", "time": "10 AM"}
    move = ReplyGrammar(facts, "Bayview Auto Care", "ask_day move")

    assert move.accepts(
        "Your oil change is on Friday, December 11 at 10 AM. What day would you like instead?"
    )
    # Every word is one the phrasings or the facts write, and it is no English.
    assert not move.allows("What for you oil change on Friday, December 11 at 10 AM.")
    assert not move.allows("What for")
    # The plain plan's opening says none of the move's day and time.
    assert not move.allows("What day works best for your oil change?")
