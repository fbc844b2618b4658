"""STOP, START and HELP by text are answered as carriers require: STOP turns the number's texts
off (no reminder or confirmation reaches it after), START turns them on again, HELP says what
the number is. A keyword counts alone or asked for in words ("stop texting me"), and only on
SMS."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from assistant.notifications import send_text
from booking.models import Customer
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Oil change")
    return shop


def texts_reach(shop) -> bool:
    sent = send_text(shop=shop, to=PHONE, body="hi", kind=OutboundText.Kind.REMINDER)
    return not sent.error


@pytest.mark.parametrize(
    "keyword", ["STOP", "stop", "Unsubscribe", "STOPALL", "please stop texting me"]
)
def test_stop_turns_the_numbers_texts_off(shop, keyword):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say(keyword).message.text

    assert text.startswith("You're unsubscribed from")
    assert Customer.objects.get(phone=PHONE).sms_opt_out
    assert not texts_reach(shop)


def test_start_turns_them_on_again(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)
    say("STOP")

    assert say("START").message.text.startswith("You'll get texts from")
    assert texts_reach(shop)


def test_help_says_what_the_number_is(shop):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    text = say("HELP").message.text

    assert "call (303) 555-0100" in text and "Reply STOP" in text


@pytest.mark.parametrize(
    ("channel", "message"), [("chat", "stop"), ("sms", "my car won't stop squealing")]
)
def test_stop_in_a_chat_or_within_a_sentence_is_no_keyword(shop, channel, message):
    say = talker(shop, channel, phone=PHONE, proven=channel == "sms")

    assert not say(message).message.text.startswith("You're unsubscribed")
    assert not Customer.objects.filter(sms_opt_out=True).exists()
