"""SMS pumping across many numbers: a script opening chat after chat, each typing another number
(premium-rate, or abroad), must not make the shop pay for a text to each. A number nobody proved
is texted only in the shop's own country, and only so many times a day for the whole shop; the
booking stands and the customer is told the text is not sent, never that it was."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

import pytest
from django.core.cache import cache
from django.urls import reverse
from django.utils import timezone

from assistant import text_limits, turn
from assistant.models import OutboundText, TypedNumberDay
from assistant.reminders import send_due_reminders
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop, make_user

pytestmark = pytest.mark.django_db(transaction=True)

LOCAL = "303-555-0177"


@pytest.fixture
def shop(texts_go_to_memory):
    cache.clear()
    shop = make_shop(address="1480 Ridge Rd, Golden, CO", staff_phone="+13035550100")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _book(say, phone: str) -> str:
    say("oil change wednesday at 10")
    say("Dana Reyes")
    say(phone)
    return say("yes").message.text


@pytest.mark.parametrize(
    "typed",
    [
        "+44 7911 123456",  # abroad
        "+1 876 555 1234",  # Jamaica: +1, the calling code the US shares, yet abroad
        "1-900-555-0123",  # a premium-rate line at home
    ],
)
def test_a_booking_under_a_number_abroad_stands_and_is_not_texted(shop, typed, texts_go_to_memory):
    say = talker(shop, "chat")

    booked = _book(say, typed)

    assert booked.startswith("You're booked, Dana Reyes: Oil change on Wednesday, December 9")
    assert "I can't text a confirmation to that number" in booked
    assert "We'll text" not in booked
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    [held] = visit.texts.filter(kind=OutboundText.Kind.CONFIRMATION)
    assert held.status == text_limits.HELD_BACK
    # Nor a reminder the day before, nor a text of a move.
    Appointment.objects.filter(pk=visit.pk).update(reminder_due_at=say.now)
    send_due_reminders(now=say.now + timedelta(minutes=1))
    say("can you move it to 11")
    moved = say("yes").message.text
    assert moved == "Done: your Oil change is now on Wednesday, December 9 at 11 AM."
    assert texts_go_to_memory == [("+13035550100", texts_go_to_memory[0][1])]  # the shop's own


def test_a_local_number_typed_in_is_confirmed_as_ever(shop, texts_go_to_memory):
    say = talker(shop, "chat")

    booked = _book(say, LOCAL)

    assert booked.endswith("We'll text you a confirmation.")
    assert [to for to, _ in texts_go_to_memory] == ["+13035550177", "+13035550100"]


def test_a_canadian_number_is_texted_by_a_shop_in_the_us(shop, texts_go_to_memory):
    booked = _book(talker(shop, "chat"), "604-555-0142")

    assert booked.endswith("We'll text you a confirmation.")
    assert "+16045550142" in [to for to, _ in texts_go_to_memory]


def test_the_shops_country_is_its_twilio_numbers():
    london = make_shop(slug="london", timezone="Europe/London", twilio_number="+442079460958")

    assert text_limits.texts_there(london, "+447911123456")  # Guernsey's, on +44 too
    assert text_limits.texts_there(london, "+447400123456")
    assert not text_limits.texts_there(london, "+13035550177")


def test_a_code_is_not_texted_abroad(shop, texts_go_to_memory):
    say = talker(shop, "chat")

    say("when is my appointment?")
    refused = say("+44 7911 123456").message.text
    coded = say(LOCAL).message.text

    assert refused.startswith("Sorry, that isn't a phone number I can text.")
    assert coded.startswith("If that number has an appointment with us, we just texted it")
    assert [to for to, _ in texts_go_to_memory] == ["+13035550177"]


def _typed_in(shop, phone: str):
    """A chat whose visitor typed `phone` as they opened it (the JSON API's customer_phone)."""
    conversation, _ = turn.start(shop, "chat", customer_phone=phone)
    conversation.state["phone"] = phone
    conversation.save(update_fields=["state"])
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)  # the day talker() talks on
    return lambda text: turn.reply(conversation, text, now=now).message.text


def test_the_address_is_said_not_texted_abroad(shop, texts_go_to_memory):
    reply = _typed_in(shop, "+447911123456")("can you text me your address")

    assert reply.startswith("We're at 1480 Ridge Rd, Golden, CO.")
    assert not texts_go_to_memory


@pytest.fixture
def small_day(monkeypatch):
    monkeypatch.setattr(text_limits, "TYPED_NUMBER_TEXTS_PER_DAY", 3)


def test_the_shop_texts_only_so_many_unproven_numbers_a_day(
    shop, small_day, client, texts_go_to_memory, monkeypatch
):
    numbers = [f"+1303555{n:04d}" for n in range(150, 156)]
    replies = [_typed_in(shop, number)("can you text me your address") for number in numbers]

    assert [to for to, _ in texts_go_to_memory] == numbers[:3]
    assert all(reply.startswith("I've texted our address") for reply in replies[:3])
    assert all(reply.startswith("We're at 1480 Ridge Rd") for reply in replies[3:])
    day = TypedNumberDay.objects.get(shop=shop)
    assert (day.sent, day.held_back) == (3, 3)

    # A code, asked for past the limit, is not texted either: the shop's number instead.
    say = talker(shop, "chat")
    say("when is my appointment?")
    assert "reach the team directly at (303) 555-0100" in say(LOCAL).message.text
    # A booking stands, said not to be texted.
    assert "I can't text a confirmation" in _book(talker(shop, "chat"), "303-555-0160")
    assert len([to for to, _ in texts_go_to_memory if to != shop.staff_phone]) == 3

    # The owner is told once, on the Texts page, read that day.
    monkeypatch.setattr(timezone, "now", lambda: datetime(2026, 12, 7, 17, 0, tzinfo=shop.zone))
    client.force_login(make_user("olive", shop=shop))
    page = client.get(reverse("conversations:texts", args=[shop.slug])).content.decode()
    assert len(re.findall(r"the assistant held back \d+ texts", page)) == 1
    assert "held back 5 texts to phone numbers typed into the chat" in page


def test_numbers_the_channel_proved_are_texted_past_the_limit(shop, small_day, texts_go_to_memory):
    for number in [f"+1303555{n:04d}" for n in range(150, 154)]:
        _typed_in(shop, number)("can you text me your address")
    caller = "+13035550199"

    talker(shop, "phone", phone=caller, proven=True)("can you text me your address")

    assert caller in [to for to, _ in texts_go_to_memory]
    assert OutboundText.objects.filter(to=caller, kind="directions").exists()
