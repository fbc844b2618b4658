"""A confirmation the model writes says what the template's does of the price: the range is what
the shop usually charges, and the final price comes once the car is looked at. The model's
confirmation phrasings were taught without it ("It usually runs $49 to $89. Shall I book it?"),
so a customer quoted a range read it as the bill; the caveat is now said after the model's
price, before its closing question, on chat, text and phone alike."""

from __future__ import annotations

import pytest

from assistant import turn
from assistant.grounding import check_reply
from assistant.models import Message
from assistant.reply_grammar import ReplyGrammar
from assistant.respond import with_price_caveat
from assistant.schema import Act
from assistant.templates_reply import PRICE_CAVEAT, template_reply
from booking.models import Appointment, Shop
from tests.assistant import test_scenarios as scripted

CONFIRM = {
    "service": "Oil change",
    "day": "Tuesday, December 8",
    "time": "7:30 AM",
    "price": "$49 to $89",
}
MODELS_CONFIRMATION = (
    "Just to confirm: oil change on Tuesday, December 8 at 7:30 AM. It usually runs $49 to $89. "
    "Shall I book it?"
)


# The model talking ---------------------------------------------------------------------------


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


def _confirmation(shop: Shop, channel: str, *messages: str) -> tuple[Message, str]:
    """The reply to the last of `messages` in a new conversation on `channel` (from the
    customer's number, on a text or a call), and what of it was streamed to the customer."""
    proven = scripted.PHONE if channel != "chat" else ""
    conversation, _ = turn.start(shop, channel, customer_phone=proven, verified_phone=proven)
    pieces: list[str] = []
    for text in messages:
        conversation.refresh_from_db()
        pieces.clear()
        result = turn.reply(conversation, text, now=scripted.NOW, on_text=pieces.append)
    return result.message, "".join(pieces)


@pytest.mark.django_db(transaction=True)
def test_a_chat_booking_confirmed_by_the_model_says_the_price_is_a_range(shop):
    message, streamed = _confirmation(
        shop, "chat", "I need an oil change tuesday", "first", "Dana Reyes", "303-555-0177"
    )
    assert message.act == Act.CONFIRM
    assert message.source == Message.Source.MODEL, message.text
    assert "$49 to $89" in message.text
    assert PRICE_CAVEAT in message.text, message.text
    # Said after the price, and the customer is still asked a question to answer.
    assert message.text.index("$89") < message.text.index(PRICE_CAVEAT)
    assert message.text.endswith("?")
    assert message.text.count(PRICE_CAVEAT) == 1
    assert streamed == message.text  # what the chat showed is what the transcript holds
    conversation = message.conversation
    booked = turn.reply(conversation, "yes", now=scripted.NOW).message.text
    assert "You're booked" in booked, booked
    assert Appointment.objects.filter(
        shop=shop, status=Appointment.Status.CONFIRMED, customer__name="Dana Reyes"
    ).exists()


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("channel", "price"), [("sms", "$49 to $89"), ("phone", "49 to 89 dollars")]
)
def test_a_text_or_a_call_confirmed_by_the_model_says_it_too(shop, channel, price):
    message, streamed = _confirmation(
        shop, channel, "I need an oil change tuesday", "first", "Dana Reyes"
    )
    assert message.act == Act.CONFIRM and message.source == Message.Source.MODEL, message.text
    assert f"{price}. {PRICE_CAVEAT} " in message.text, message.text
    assert streamed == message.text


@pytest.mark.django_db(transaction=True)
def test_a_drop_off_job_confirmed_by_the_model_says_it_too(shop):
    message, _ = _confirmation(
        shop,
        "chat",
        "I need a timing belt replacement friday",
        "first",
        "Dana Reyes",
        "303-555-0177",
    )
    assert message.act == Act.CONFIRM, message.text
    assert message.source == Message.Source.MODEL, message.text
    assert "$450 to $900" in message.text and "between 7:30 AM and 9 AM" in message.text
    assert PRICE_CAVEAT in message.text, message.text


# Where the caveat goes ----------------------------------------------------------------------


def test_the_caveat_goes_before_the_closing_question():
    assert with_price_caveat(MODELS_CONFIRMATION, Act.CONFIRM, CONFIRM) == (
        "Just to confirm: oil change on Tuesday, December 8 at 7:30 AM. It usually runs $49 to "
        f"$89. {PRICE_CAVEAT} Shall I book it?"
    )


def test_a_confirmation_without_a_question_ends_with_it():
    reply = "Just to confirm: oil change on Tuesday, December 8 at 7:30 AM, usually $49 to $89."
    assert with_price_caveat(reply, Act.CONFIRM, CONFIRM) == f"{reply} {PRICE_CAVEAT}"


def test_what_was_streamed_is_never_written_into():
    said = "Just to confirm: oil change on Tuesday, December 8 at 7:30 AM. It usually runs $49 to "
    said += "$89. Shall I book it? "
    reply = said + "Please say yes or no?"
    completed = with_price_caveat(reply, Act.CONFIRM, CONFIRM, said=said)
    assert completed.startswith(said) and completed.count(PRICE_CAVEAT) == 1


@pytest.mark.parametrize(
    "reply",
    [
        "For oil change it's usually $49 to $89, final price after inspection. Shall I book it?",
        "Oil change is usually $49 to $89; we confirm the exact price once we see the car.",
        template_reply(Act.CONFIRM, CONFIRM, channel="chat", shop="Ridgeline Auto Repair"),
    ],
)
def test_a_confirmation_that_says_it_is_left_as_it_is(reply):
    assert with_price_caveat(reply, Act.CONFIRM, CONFIRM) == reply


def test_only_a_confirmation_with_a_price_gets_it():
    move = {**CONFIRM, "change": "move"}
    del move["price"]
    asked = "Just to confirm: move your oil change to Tuesday, December 8 at 7:30 AM?"
    assert with_price_caveat(asked, Act.CONFIRM, move) == asked
    quote = "Oil change usually runs $49 to $89. Shall I book it?"
    facts = {"service": "Oil change", "price": "$49 to $89"}
    assert with_price_caveat(quote, Act.QUOTE, facts) == quote


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_completed_confirmation_still_passes_the_guard(channel):
    facts = {**CONFIRM, "price": "49 to 89 dollars"} if channel == "phone" else CONFIRM
    reply = MODELS_CONFIRMATION.replace("$49 to $89", facts["price"])
    completed = with_price_caveat(reply, Act.CONFIRM, facts)
    assert PRICE_CAVEAT in completed
    assert check_reply(completed, act=Act.CONFIRM, facts=facts, shop="Ridgeline Auto Repair").ok


# The price itself ---------------------------------------------------------------------------


def test_a_confirmation_must_state_the_price():
    """The caveat follows the range, which the confirmation must say: the guard refuses one
    without it, and the grammar does not let the model stop before it."""
    short = "Just to confirm: oil change on Tuesday, December 8 at 7:30 AM."
    check = check_reply(short, act=Act.CONFIRM, facts=CONFIRM, shop="Ridgeline Auto Repair")
    assert not check.ok and "price ($49 to $89) not stated" in check.problems
    as_read = {**CONFIRM, "service": "oil change"}  # as the model reads it (as_said_mid_sentence)
    grammar = ReplyGrammar(as_read, "Ridgeline Auto Repair", act=Act.CONFIRM)
    assert not grammar.accepts(short)
    assert grammar.accepts(MODELS_CONFIRMATION)
