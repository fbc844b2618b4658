"""Asked about a way to pay that the owner's answer on payment does not name ("do you take
checks?", "can I pay with Venmo?"), the assistant says what the shop lists and that the rest
is the team's to say: a list of cards is no "yes". A card the answer names, or any card where it
takes all major ones, is answered by the list alone."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

CARDS = "We take Visa, Mastercard, American Express, Discover, debit cards and cash."
PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("question", "way"),
    [
        ("do you take checks?", "checks"),
        ("Can I pay with Venmo?", "Venmo"),
        ("can i pay by cheque", "checks"),
        ("do you accept apple pay", "Apple Pay"),
    ],
)
def test_a_chat_gets_the_list_and_the_team_for_the_rest(demo_shop, question, way):
    say = talker(demo_shop, "chat")

    assert say(question).message.text == (
        f"{CARDS} As for {way}, please ask the team at (303) 555-0142, "
        "or leave your number here and I'll pass your question on."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_text_or_a_call_has_the_way_to_pay_asked_of_the_team(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)

    reply = say("do you guys take checks?").message.text

    assert reply == (
        f"{CARDS} I've passed your question about checks to the team, and someone will get "
        "back to you shortly."
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert told == f'Frontdesk: {PHONE} asked about checks: "do you guys take checks?"'


@pytest.mark.parametrize("question", ["Do you take Visa?", "can I pay with a mastercard"])
def test_a_card_an_answer_of_all_major_cards_takes_is_answered(question):
    shop = make_shop(staff_phone="+13035550100", answers={"payment": "We take all major cards."})
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "chat")

    assert say(question).message.text == (
        "We take all major cards. Is there anything else I can help with?"
    )


def test_a_way_asked_beside_a_booking_is_asked_of_the_team_and_the_booking_goes_on(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("do you take checks? and can I book an oil change friday").message.text

    assert reply == (
        f"{CARDS} I've passed your question to the team. For Oil change on Friday, "
        "December 11 I can do 7:30 AM, 8 AM or 8:30 AM. Which works for you?"
    )
