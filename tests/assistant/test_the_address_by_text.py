"""A caller who asks for the address by text gets it texted, with a map link, to the number
they call from: they are driving or under a hood and cannot write it down. Thanks for an
answer is welcomed, not met with "which service?"."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

CALLER = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop(address="1480 Ridge Rd, Golden, CO")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _texted(texts_go_to_memory) -> list[str]:
    return [body for to, body in texts_go_to_memory if to == CALLER]


@pytest.mark.parametrize(
    "asked",
    ["can you text me your address", "could you send me the address by text", "txt me the address"],
)
def test_a_caller_asking_for_the_address_by_text_is_texted_it(shop, asked, texts_go_to_memory):
    say = talker(shop, "phone", phone=CALLER, proven=True)

    text = say(asked).message.text

    # Said as a voice reads it; texted as written.
    assert text == (
        "I've texted our address to (303) 555-0177. We're at 1480 Ridge Road, Golden, Colorado."
    )
    [body] = _texted(texts_go_to_memory)
    assert body.startswith("Ridgeline Auto Repair: 1480 Ridge Rd, Golden, CO. Map: https://")
    assert "query=1480+Ridge+Rd%2C+Golden%2C+CO" in body
    record = OutboundText.objects.get(to=CALLER)
    assert record.kind == OutboundText.Kind.DIRECTIONS and record.status == "sent"


def test_text_it_to_me_after_the_address_was_said_texts_it(shop, texts_go_to_memory):
    say = talker(shop, "phone", phone=CALLER, proven=True)
    assert say("what's your address?").message.text == "We're at 1480 Ridge Road, Golden, Colorado."
    assert not _texted(texts_go_to_memory)

    text = say("can you text that to me").message.text

    assert text.startswith("I've texted our address to (303) 555-0177.")
    assert len(_texted(texts_go_to_memory)) == 1


def test_by_text_message_the_reply_is_the_text(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone=CALLER, proven=True)

    assert say("text me the address").message.text == "We're at 1480 Ridge Rd, Golden, CO."
    assert not _texted(texts_go_to_memory)


def test_a_chat_with_no_number_is_told_the_address_and_nothing_is_sent(shop, texts_go_to_memory):
    say = talker(shop, "chat")

    assert say("text me the address").message.text == "We're at 1480 Ridge Rd, Golden, CO."
    assert not texts_go_to_memory


def test_a_customer_who_stopped_texts_is_sent_nothing(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone=CALLER, proven=True)
    say("STOP")
    call = talker(shop, "phone", phone=CALLER, proven=True)

    call("can you text me your address")

    assert not _texted(texts_go_to_memory)
    assert OutboundText.objects.get(kind=OutboundText.Kind.DIRECTIONS).status == "skipped"


@pytest.mark.parametrize(
    "thanks", ["thanks", "ok thank you so much", "great, thanks!", "thx for the help"]
)
@pytest.mark.parametrize("asked", ["what are your hours", "what's your address?"])
def test_thanks_for_an_answer_is_welcomed(shop, asked, thanks):
    say = talker(shop, "phone", phone=CALLER, proven=True)
    say(asked)

    text = say(thanks).message.text

    assert text == "You're welcome! Is there anything else I can help with?"


def test_ok_thanks_to_a_price_books_nothing(shop):
    say = talker(shop, "chat")
    assert "Would you like to book it?" in say("how much is an oil change").message.text

    assert say("ok thanks").message.text.startswith("You're welcome!")
    assert "Which works for you?" in say("actually yes, book it").message.text


def test_thanks_for_help_given_before_is_welcomed(shop):
    text = talker(shop, "chat")("thx for the help earlier").message.text

    assert text == "You're welcome! Is there anything else I can help with?"
