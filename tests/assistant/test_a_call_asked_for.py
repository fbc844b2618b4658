"""A customer who asks to be called is told the team will call them, at the number they gave or
the one the channel proved, and the team is texted who; one who asks only for a person is given
the shop's number. A car left at the shop asked after is a message for the team."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

STAFF = "+13035550100"
CUSTOMER = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone=STAFF)
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def told_the_team(shop) -> str:
    return OutboundText.objects.get(to=STAFF, kind=OutboundText.Kind.MESSAGE_FOR_OWNER).body


def test_in_a_chat_the_number_given_is_called_back(shop):
    say = talker(shop, "chat")

    text = say(
        "can you call me at 720-555-0166 about a quote for a transmission rebuild"
    ).message.text

    assert text.endswith("they'll call you back at (720) 555-0166.")
    assert told_the_team(shop).startswith("Frontdesk: +17205550166 would like to talk to someone")


@pytest.mark.parametrize(
    "said", ["could someone call me about my brakes", "call me when you can", "pls call me asap"]
)
def test_by_text_the_number_texting_is_called_back(shop, said):
    say = talker(shop, "sms", phone=CUSTOMER, proven=True)

    text = say(said).message.text

    assert text.endswith("they'll call you back at (303) 555-0177.")
    assert "would like to talk to someone" in told_the_team(shop)


def test_a_person_asked_for_by_text_gets_the_shops_number(shop):
    say = talker(shop, "sms", phone=CUSTOMER, proven=True)

    text = say("can i talk to a real person").message.text

    assert "You can reach the team directly at (303) 555-0100" in text


def test_a_car_left_at_the_shop_asked_after_is_a_message_for_the_team(shop):
    say = talker(shop, "sms", phone=CUSTOMER, proven=True)

    text = say("i dropped my car off this morning, any update?").message.text

    assert "pass that to the team" in text
    assert "left a message" in told_the_team(shop)


@pytest.mark.parametrize(
    "said",
    [
        "hey you called me earlier?",
        "hi, I'm returning a call from you guys",
        "someone from the shop called me about my car",
        "I was told to call about my car, it's the blue Tacoma",
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_call_returned_is_called_back_and_the_team_told_so(shop, channel, said):
    say = talker(shop, channel, phone=CUSTOMER, proven=True)

    text = say(said).message.text

    assert text == (
        "Thanks for getting back to us. I've let the team know, and they'll call you back at"
        " (303) 555-0177."
    )
    assert told_the_team(shop) == f'Frontdesk: {CUSTOMER} is returning your call: "{said}"'


def test_told_to_call_and_book_is_a_booking(shop):
    say = talker(shop, "sms", phone=CUSTOMER, proven=True)

    assert "Which works for you?" in say("I was told to call and book an oil change").message.text
