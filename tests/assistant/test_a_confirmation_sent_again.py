"""A customer who never got the confirmation text is sent it again, to the visit's own number,
which the reply says so a wrong number is caught; a number with no visit is told so, and a chat
learns nothing of anyone's visit until it proves the number with a code texted to it."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def shop(texts_go_to_memory):
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    dana = make_customer(shop, PHONE, "Dana Reyes")
    day = local(shop, 2026, 12, 9, 10)
    book(shop, oil, dana, day, now=day - timedelta(days=3))
    # The confirmation the booking sent is the one that went missing.
    texts_go_to_memory.clear()
    OutboundText.objects.all().delete()
    return shop


@pytest.mark.parametrize(
    "asked",
    [
        "i didnt get a confirmation text",
        "can you resend the confirmation",
        "I never received a confirmation",
        "send me my appointment details again pls",
        "can you send me the address and confirmation again",
        # The visit's own day said: it was a booking asked for that day.
        "Hi, I booked online for Wednesday but never got a confirmation",
        # Asked which service the car needs.
        "My husband booked me an appointment but I can't find the text",
    ],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_the_confirmation_is_texted_again(shop, asked, channel, texts_go_to_memory):
    say = talker(shop, channel, phone=PHONE, proven=True)

    text = say(asked).message.text

    assert text == (
        "I've texted your confirmation again to (303) 555-0177: "
        "Oil change on Wednesday, December 9 at 10 AM."
    )
    [(to, body)] = texts_go_to_memory
    assert to == PHONE
    assert body.startswith(
        "Ridgeline Auto Repair: your Oil change is confirmed for Wednesday, December 9 at 10 AM."
    )
    sent = OutboundText.objects.get()
    assert sent.kind == OutboundText.Kind.CONFIRMATION and sent.appointment is not None


def test_a_number_with_no_visit_is_told_so(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone="+13035550111", proven=True)

    text = say("can you resend the confirmation").message.text

    assert text.startswith("I don't see an upcoming appointment for that number.")
    assert not texts_go_to_memory


def test_a_chat_proves_the_number_with_a_code_before_it_is_sent(shop, texts_go_to_memory):
    say = talker(shop, "chat")

    asked = say("can you resend the confirmation").message.text
    coded = say("303-555-0177").message.text
    [(to, body)] = texts_go_to_memory
    texts_go_to_memory.clear()
    sent = say(re.search(r"\d{6}", body).group()).message.text

    assert "Oil change" not in asked + coded and "phone number" in asked
    assert to == PHONE and "code" in body
    assert sent.startswith(
        "I've texted your confirmation again to (303) 555-0177: "
        "Oil change on Wednesday, December 9 at 10 AM."
    )
    assert [to for to, _ in texts_go_to_memory] == [PHONE]


def test_a_wrong_code_sends_nothing(shop, texts_go_to_memory):
    say = talker(shop, "chat")
    say("can you resend the confirmation")
    say("303-555-0177")
    texts_go_to_memory.clear()

    text = say("000000").message.text

    assert "Oil change" not in text
    assert not texts_go_to_memory


def test_a_visit_booked_in_this_chat_is_sent_again(shop, texts_go_to_memory):
    say = talker(shop, "chat")
    say("oil change friday at 9")
    say("Sam Diaz")
    say("303-555-0122")
    say("yes")
    texts_go_to_memory.clear()

    text = say("i didnt get the confirmation text").message.text

    assert text.startswith("I've texted your confirmation again to (303) 555-0122: Oil change")
    assert [to for to, _ in texts_go_to_memory] == ["+13035550122"]
