"""The grounding guard refuses replies that state facts the tools did not give."""

from __future__ import annotations

import pytest

from assistant.grounding import check_reply
from assistant.schema import Act
from assistant.templates_reply import template_reply
from assistant.words import facts_for_the_channel

OFFER = {"service": "Oil change", "day": "Tuesday, December 1", "times": "9 AM, 9:30 AM or 11 AM"}


def test_a_reply_with_the_given_times_passes():
    reply = "Sure! For an oil change on Tuesday, December 1 I have 9 AM, 9:30 AM or 11 AM."
    assert check_reply(reply, act=Act.OFFER_TIMES, facts=OFFER, shop="Ridgeline").ok


def test_a_reply_with_a_time_nobody_offered_fails():
    reply = "For an oil change on Tuesday, December 1 I have 9 AM, 9:30 AM, 11 AM or 2 PM."
    check = check_reply(reply, act=Act.OFFER_TIMES, facts=OFFER, shop="Ridgeline")
    assert not check.ok
    assert any("2:00 pm" in problem for problem in check.problems)


def test_a_choice_asked_of_one_time_fails():
    one = {**OFFER, "times": "7:30 AM"}
    asks = "For oil change on Tuesday, December 1, I have 7:30 AM. Which works for you?"
    check = check_reply(asks, act=Act.OFFER_TIMES, facts=one, shop="Ridgeline")
    assert not check.ok and "asks which of one time (7:30 AM)" in check.problems
    right = "For oil change on Tuesday, December 1, I have 7:30 AM. Does that work for you?"
    assert check_reply(right, act=Act.OFFER_TIMES, facts=one, shop="Ridgeline").ok
    several = "For oil change on Tuesday, December 1, I have 9 AM, 9:30 AM or 11 AM. Which works?"
    assert check_reply(several, act=Act.OFFER_TIMES, facts=OFFER, shop="Ridgeline").ok


def test_a_made_up_price_fails():
    facts = {"service": "Brake pads", "price": "$180 to $320"}
    check = check_reply(
        "Brake pads usually run $150 to $320.", act=Act.QUOTE, facts=facts, shop="Ridgeline"
    )
    assert not check.ok


def test_a_made_up_day_fails():
    reply = "I have 9 AM, 9:30 AM or 11 AM on Wednesday, December 2."
    assert not check_reply(reply, act=Act.OFFER_TIMES, facts=OFFER, shop="Ridgeline").ok


def test_a_made_up_name_fails():
    facts = {"service": "Oil change", "day": "Tuesday, December 1", "time": "9 AM", "name": "Dana"}
    reply = "You're booked, Maria: Oil change on Tuesday, December 1 at 9 AM."
    assert not check_reply(reply, act=Act.BOOKED, facts=facts, shop="Ridgeline").ok


def test_a_reply_that_leaves_out_the_times_fails():
    reply = "We have a few openings on Tuesday, December 1. Which works?"
    check = check_reply(reply, act=Act.OFFER_TIMES, facts=OFFER, shop="Ridgeline")
    assert not check.ok
    assert any("not stated" in problem for problem in check.problems)


EXAMPLE_FACTS = {
    Act.OFFER_TIMES: OFFER,
    Act.NO_TIMES: {
        "service": "Oil change",
        "day": "Sunday, December 6",
        "reason": "we're closed on Sunday, December 6",
        "next_day": "Monday, December 7",
        "next_times": "7:30 AM, 8 AM or 8:30 AM",
    },
    Act.CONFIRM: {
        "service": "Oil change",
        "day": "Tuesday, December 1",
        "time": "9:30 AM",
        "price": "$49 to $89",
    },
    Act.BOOKED: {
        "service": "Oil change",
        "day": "Tuesday, December 1",
        "time": "9:30 AM",
        "name": "Dana Reyes",
    },
    Act.QUOTE: {"service": "Brake pads", "price": "$180 to $320"},
    Act.HOURS: {"hours": "Monday 7:30 AM to 5:30 PM; closed Sunday"},
    Act.LOCATION: {"address": "1480 Ridge Rd, Golden, CO"},
    Act.SERVICES: {"services": "Oil change and Brake pads"},
    Act.UNKNOWN_SERVICE: {"asked": "bodywork", "services": "Oil change and Brake pads"},
    Act.CANCELLED: {"service": "Oil change", "day": "Tuesday, December 1", "time": "9:30 AM"},
    Act.RESCHEDULED: {"service": "Oil change", "day": "Tuesday, December 1", "time": "9:30 AM"},
    Act.CONFIRM_CANCEL: {"service": "Oil change", "day": "Tuesday, December 1", "time": "9:30 AM"},
    Act.ALREADY_BOOKED: {"service": "Oil change", "day": "Tuesday, December 1", "time": "9:30 AM"},
    Act.CHOOSE_APPOINTMENT: {"appointments": "Oil change on Tuesday, December 1 9:30 AM"},
    Act.APPOINTMENTS: {
        "appointments": "Oil change on Tuesday, December 1 at 9:30 AM and Tire rotation on "
        "Friday, December 4 at 8 AM"
    },
    Act.HANDOFF: {"phone": "(303) 555-0142"},
    Act.CANT_HELP: {"service": "Oil change", "price": "$49 to $89"},
    Act.SHOP_ANSWER: {"answer": "Repairs carry a 24-month, 24,000-mile warranty."},
}


@pytest.mark.parametrize("act", list(Act))
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_every_template_passes_the_guard(act, channel):
    # The facts as the channel says them, as the reply's writer and its guard are both given.
    facts = facts_for_the_channel(EXAMPLE_FACTS.get(act, {}), channel)
    reply = template_reply(act, facts, channel=channel, shop="Ridgeline Auto Repair")
    check = check_reply(reply, act=act, facts=facts, shop="Ridgeline Auto Repair")
    assert check.ok, (reply, check.problems)


@pytest.mark.parametrize("act", [Act.CONFIRM, Act.BOOKED])
def test_drop_off_templates_pass_the_guard(act):
    facts = {**EXAMPLE_FACTS[act], "dropoff": "between 7:30 AM and 9 AM"}
    reply = template_reply(act, facts, channel="sms", shop="Ridgeline Auto Repair")
    assert "between 7:30 AM and 9 AM" in reply
    assert check_reply(reply, act=act, facts=facts, shop="Ridgeline Auto Repair").ok


def test_a_reply_about_another_service_fails():
    facts = {"service": "Brake pads", "price": "$180 to $320"}
    check = check_reply(
        "An oil change usually runs $180 to $320.", act=Act.QUOTE, facts=facts, shop="Ridgeline"
    )
    assert not check.ok


def test_a_booking_reply_must_name_the_customer():
    facts = {
        "service": "oil change",
        "day": "Friday, June 18",
        "time": "9 AM",
        "name": "June Corford",
    }
    garbled = "You're booked, the text: oil change on Friday, June 18 at 9 AM."
    assert not check_reply(garbled, act=Act.BOOKED, facts=facts, shop="R").ok
    named = "You're booked, June Corford: oil change on Friday, June 18 at 9 AM."
    assert check_reply(named, act=Act.BOOKED, facts=facts, shop="R").ok


# Replies the small model wrote on held-out prompts: every fact is there, but the text is not
# finished, and a customer must never read it.
GARBLED_REPLIES = [
    ("Just to confirm: O2 sensorchange   Wednesday, May 6 at 3 PM.", "a gap"),
    ("Basic tire repair runs runs $100 to $345.", "a word said twice"),
    ("The,next open times are on Monday, November 8 at 1 PM.", "glued at a comma"),
    ("For brake inspection on Monday, November 8,I have 1 PM.", "glued at a comma"),
    ("The nextAugustopen times are on Monday, August 7 at 9:15 AM.", "glued together"),
    ("You have tire repair on Tuesday, January 4 at 10AMAM.", "glued together"),
    ("Cancel your tire repair on Monday  August 14 at 11:30 AM?", "a gap"),
    ("I can do 10:30 AM for the inspection  ?", "a gap"),
    ("Thanks for reaching out to Quarry ic Works!", "a piece of a word"),
    ("It's a drop- the car between 7:30 AM and 9 AM.", "cut off at a hyphen"),
    ("Bring the car between 7:30 AM and 9 AM. we'll call you when it's ready.", "lower case"),
    ("Your visit is booked. see you then!", "lower case"),
    ("check engine light usually runs $89 to $149.", "lower case"),
    ("Would one of those work? Would one of those work?", "a sentence said twice"),
]


@pytest.mark.parametrize(("reply", "problem"), GARBLED_REPLIES)
def test_unfinished_text_fails(reply, problem):
    facts = {"day": "Monday, November 8", "time": "1 PM"}
    check = check_reply(reply, act=Act.GREET, facts=facts, shop="Quarry Auto Works")
    assert not check.ok
    assert any(problem in p for p in check.problems), check.problems


def test_the_facts_own_odd_spelling_is_not_garbled():
    reply = "Thanks for contacting AutoZone Care! I can do a 4-wheel alignment at 9 AM."
    facts = {"time": "9 AM", "service": "4-wheel alignment"}
    assert check_reply(reply, act=Act.GREET, facts=facts, shop="AutoZone Care").ok


# Replies the small model wrote on held-out prompts that the guard let through until session 4.
def test_a_name_garbled_right_after_the_first_word_fails():
    facts = {
        "service": "transmission fluid service",
        "day": "Friday, June 18",
        "time": "12:30 PM",
        "name": "Xavier Okhurst",
    }
    reply = "Done, Xavbit Okhurst. Your transmission fluid service is booked for Friday, June 18 at 12:30 PM."
    check = check_reply(reply, act=Act.BOOKED, facts=facts, shop="Ridgeline")
    assert "name or date 'Xavbit' not given" in check.problems
    assert check_reply(reply.replace("Xavbit", "Xavier"), act=Act.BOOKED, facts=facts, shop="R").ok


@pytest.mark.parametrize(
    ("act", "facts", "garbled", "right"),
    [
        (
            Act.OFFER_TIMES,
            {"service": "4-wheel clutch change", "day": "Saturday, July 15", "times": "9 AM"},
            "I have 9 AM open on Saturday, July 15 for 4-wheel AC change.",
            "I have 9 AM open on Saturday, July 15 for 4-wheel clutch change.",
        ),
        (
            Act.NO_TIMES,
            {
                "service": "full O2 sensor flush",
                "next_day": "Monday, August 23",
                "next_times": "8 AM",
            },
            "The next open times for full O2 sensoror flush are on Monday, August 23 at 8 AM.",
            "The next open times for full O2 sensor flush are on Monday, August 23 at 8 AM.",
        ),
        (
            Act.CHOOSE_APPOINTMENT,
            {"appointments": "basic starter change on Monday, December 14 at 12 PM"},
            "Which appointment: basic anter change on Monday, December 14 at 12 PM?",
            "Which appointment: basic starter change on Monday, December 14 at 12 PM?",
        ),
    ],
)
def test_a_garbled_service_with_the_right_numbers_fails(act, facts, garbled, right):
    check = check_reply(garbled, act=act, facts=facts, shop="Ridgeline")
    assert any("not stated" in problem for problem in check.problems), check.problems
    assert check_reply(right, act=act, facts=facts, shop="Ridgeline").ok


def test_a_code_is_said_to_have_six_digits_and_no_other_number_is_given():
    asked = "We just texted a 6-digit code to the number on the appointment. What's the code?"
    assert check_reply(asked, act=Act.ASK_CODE, facts={}, shop="Ridgeline").ok
    wrong = "We just texted a 4-digit code to the number on the appointment."
    assert not check_reply(wrong, act=Act.ASK_CODE, facts={}, shop="Ridgeline").ok


def test_a_handoff_must_give_the_number():
    facts = {"phone": "(303) 555-0142"}
    vague = "Of course, the shop's number is it directly at directly and model for the shop."
    assert not check_reply(vague, act=Act.HANDOFF, facts=facts, shop="Ridgeline").ok
    said = "Of course, the shop's number is (303) 555-0142. They'll be glad to help."
    assert check_reply(said, act=Act.HANDOFF, facts=facts, shop="Ridgeline").ok


def test_hours_and_a_reason_are_stated_word_for_word():
    hours = "Monday 7:30 AM to 5:30 PM; Tuesday 7:30 AM to 5:30 PM; closed Sunday"
    scrambled = "Our hours: Tuesday 7:30 AM to 5:30 PM; Monday 7:30 AM to 5:30 PM; closed Sunday."
    assert not check_reply(scrambled, act=Act.HOURS, facts={"hours": hours}, shop="R").ok
    assert check_reply(f"Our hours: {hours}.", act=Act.HOURS, facts={"hours": hours}, shop="R").ok
    facts = {
        "service": "oil change",
        "reason": "we're closed on Friday, December 25",
        "next_day": "Saturday, December 26",
        "next_times": "8 AM",
    }
    vague = (
        "Unfortunately we're closed on day. For oil change I can do Saturday, December 26 at 8 AM."
    )
    assert not check_reply(vague, act=Act.NO_TIMES, facts=facts, shop="R").ok
    said = "We're closed on Friday, December 25. For oil change I can do Saturday, December 26 at 8 AM."
    assert check_reply(said, act=Act.NO_TIMES, facts=facts, shop="R").ok


def test_the_next_times_must_be_said_on_their_own_day():
    facts = {
        "service": "oil change",
        "day": "Tuesday, December 1",
        "reason": "there's no time left on Tuesday, December 1 that we can still book",
        "next_day": "Wednesday, December 2",
        "next_times": "7:30 AM, 8 AM or 8:30 AM",
    }
    on_the_day_asked = (
        "Sorry, there's no time left on Tuesday, December 1 that we can still book. The next "
        "open times for oil change are on Tuesday, December 1 at 7:30 AM, 8 AM or 8:30 AM."
    )
    check = check_reply(on_the_day_asked, act=Act.NO_TIMES, facts=facts, shop="R")
    assert not check.ok and "next_day (Wednesday, December 2) not stated" in check.problems
    right = on_the_day_asked.replace("are on Tuesday, December 1", "are on Wednesday, December 2")
    assert check_reply(right, act=Act.NO_TIMES, facts=facts, shop="R").ok


def test_a_sentence_may_begin_with_a_fact_written_in_lower_case():
    facts = {"service": "rear brake check", "price": "$59"}
    reply = "Sorry, I can't change prices. rear brake check usually runs $59. I'm happy to book it."
    assert check_reply(reply, act=Act.CANT_HELP, facts=facts, shop="R").ok
    capital = {"service": "Check engine light diagnostic", "price": "$89"}
    lower = "check engine light diagnostic usually runs $89."
    assert not check_reply(lower, act=Act.QUOTE, facts=capital, shop="R").ok
