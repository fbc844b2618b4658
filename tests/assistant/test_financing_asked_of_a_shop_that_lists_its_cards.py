"""Asked about financing or a payment plan (or paying by phone), the assistant says what the owner's answer on
payment says (the cards the shop takes) and passes the financing question to the team, as it
does any question only they can answer: a list of cards is no "no". A booking under way goes
on; an owner's answer that speaks of financing is given as it is."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

CARDS = "We take Visa, Mastercard, American Express, Discover, debit cards and cash."
PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("question", "about"),
    [
        ("Do you do financing?", "financing"),
        ("do u guys have payment plans", "financing"),
        ("can I pay over the phone?", "paying by phone or online"),
        ("can i pay online", "paying by phone or online"),
    ],
)
def test_a_chat_gets_the_cards_and_the_team_for_financing(demo_shop, question, about):
    say = talker(demo_shop, "chat")

    reply = say(question).message.text

    assert reply == (
        f"{CARDS} As for {about}, please ask the team at (303) 555-0142, "
        "or leave your number here and I'll pass your question on."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_text_or_a_call_has_the_question_passed_to_the_team(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say("Can I pay it off over time?").message.text

    assert reply == (
        f"{CARDS} I've passed your question about financing to the team, and someone will "
        "get back to you shortly."
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: {PHONE} asked about financing: "Can I pay it off over time?"'


def test_paying_by_phone_asked_beside_work_is_answered_before_the_times(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say(
        "my daughter's car needs an oil change, she's at college, can I pay over the phone"
    ).message.text

    assert reply.startswith(f"{CARDS} I've passed your question to the team. For Oil change on")


def test_asked_while_booking_the_times_are_offered_again(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("I need an oil change Thursday")

    reply = say("do you do financing?").message.text

    assert reply == (
        f"{CARDS} I've passed your question to the team. Which time works for you on "
        "Thursday, December 10: 7:30 AM, 8 AM or 8:30 AM?"
    )
    assert "on our service list" not in reply


def test_an_owners_answer_on_financing_is_the_answer():
    shop = make_shop(
        staff_phone="+13035550100",
        answers={"payment": "Cards and cash; financing through Synchrony on jobs over $500."},
    )
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")

    reply = say("Do you offer financing?").message.text

    assert reply == (
        "Cards and cash; financing through Synchrony on jobs over $500. "
        "Is there anything else I can help with?"
    )


def test_cards_asked_about_get_the_owners_answer_alone(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("Do you take credit cards?").message.text == (
        f"{CARDS} Is there anything else I can help with?"
    )


def test_a_deposit_unsaid_is_the_teams_too(demo_shop):
    say = talker(demo_shop, "chat")

    reply = say("Do you need a deposit to book?").message.text

    assert reply == (
        f"{CARDS} As for a deposit, please ask the team at (303) 555-0142, "
        "or leave your number here and I'll pass your question on."
    )


@pytest.mark.parametrize("question", ["Can I pay cash?", "Do you take Amex?"])
def test_ways_to_pay_get_the_owners_answer(demo_shop, question):
    say = talker(demo_shop, "chat")

    assert say(question).message.text == f"{CARDS} Is there anything else I can help with?"


def test_ways_to_pay_the_owner_does_not_list_are_the_teams(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("Do you take Venmo or Zelle?").message.text == (
        f"{CARDS} As for Venmo or Zelle, please ask the team at (303) 555-0142, "
        "or leave your number here and I'll pass your question on."
    )
