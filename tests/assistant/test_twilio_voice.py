"""Calls to the shop's Twilio number: the shop's phone rings first while it is open, and when
nobody picks up the assistant talks with the caller over ConversationRelay."""

from __future__ import annotations

import json
import re
from datetime import time
from xml.etree import ElementTree

import pytest
from asgiref.sync import async_to_sync
from channels.db import database_sync_to_async
from channels.testing import WebsocketCommunicator
from django.urls import reverse
from twilio.request_validator import RequestValidator

from assistant import turn, voice_relay
from assistant.models import Conversation, Message, OutboundText
from assistant.notifications import MemoryBackend
from booking.models import Appointment
from config.asgi import application
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

SHOP_NUMBER = "+13035550100"
CALLER = "+13035550123"
STAFF = "+13035550142"
TOKEN = "f3c2d1e0a9b8c7d6e5f4a3b2c1d0e9f8"
ALWAYS_OPEN = {day: [(time(0, 0), time(23, 59))] for day in range(7)}


@pytest.fixture
def texts_sent(django_capture_on_commit_callbacks):
    """Texts queued in a request go out when it commits, into MemoryBackend.sent."""
    return django_capture_on_commit_callbacks


def connected_shop(**fields):
    fields = {
        "twilio_number": SHOP_NUMBER,
        "twilio_account_sid": "AC" + "1" * 32,
        "twilio_auth_token": TOKEN,
        "staff_phone": STAFF,
        "weekly": ALWAYS_OPEN,
    } | fields
    shop = make_shop(**fields)
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def call(client, url_name, **extra):
    path = reverse(url_name)
    params = {"CallSid": "CA" + "9" * 32, "From": CALLER, "To": SHOP_NUMBER} | extra
    signature = RequestValidator(TOKEN).compute_signature("http://localhost:8000" + path, params)
    response = client.post(path, params, headers={"X-Twilio-Signature": signature})
    assert response.status_code == 200, response.content
    return ElementTree.fromstring(response.content)


@pytest.mark.django_db
def test_the_shops_phone_rings_first_while_it_is_open(client):
    connected_shop()
    twiml = call(client, "twilio_voice")
    dial = twiml.find("Dial")
    assert dial.find("Number").text == STAFF
    assert dial.get("action") == reverse("twilio_voice_unanswered")
    assert int(dial.get("timeout")) <= 20
    assert not Conversation.objects.exists()


@pytest.mark.django_db
def test_a_call_the_staff_took_just_ends_when_they_hang_up(client):
    connected_shop()
    twiml = call(client, "twilio_voice_unanswered", DialCallStatus="completed")
    assert twiml.find("Hangup") is not None
    assert not Conversation.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("status", ["no-answer", "busy", "failed"])
def test_the_assistant_picks_up_what_the_staff_did_not(client, status):
    shop = connected_shop()
    twiml = call(client, "twilio_voice_unanswered", DialCallStatus=status)
    relay = twiml.find("Connect/ConversationRelay")
    assert relay.get("url") == f"ws://localhost:8000/ws/twilio/relay/{shop.slug}/"
    assert "calling" in relay.get("welcomeGreeting")
    conversation = Conversation.objects.get(shop=shop, channel="phone")
    assert conversation.verified_phone == CALLER
    assert conversation.external_id == "CA" + "9" * 32
    [parameter] = relay.findall("Parameter")
    assert parameter.get("value") == conversation.access_token


@pytest.mark.django_db
def test_the_same_call_asked_again_goes_on_with_its_conversation(client):
    # Twilio retrying the webhook, or a signed request replayed: still one call.
    shop = connected_shop(weekly={})
    first = call(client, "twilio_voice").find("Connect/ConversationRelay")
    again = call(client, "twilio_voice").find("Connect/ConversationRelay")

    conversation = Conversation.objects.get(shop=shop, channel="phone")
    assert again.find("Parameter").get("value") == conversation.access_token
    assert first.find("Parameter").get("value") == conversation.access_token
    assert again.get("welcomeGreeting") == first.get("welcomeGreeting")
    assert conversation.messages.count() == 1  # the greeting, once

    call(client, "twilio_voice", CallSid="CA" + "8" * 32)  # another call is another conversation
    assert Conversation.objects.filter(shop=shop, channel="phone").count() == 2


@pytest.mark.django_db
def test_after_hours_the_assistant_answers_at_once(client):
    shop = connected_shop(weekly={})
    twiml = call(client, "twilio_voice")
    assert twiml.find("Dial") is None
    assert twiml.find("Connect/ConversationRelay") is not None
    assert Conversation.objects.filter(shop=shop, channel="phone").exists()


@pytest.mark.django_db
def test_a_forged_call_is_refused(client):
    connected_shop()
    path = reverse("twilio_voice")
    params = {"CallSid": "CA1", "From": CALLER, "To": SHOP_NUMBER}
    forged = RequestValidator("0" * 32).compute_signature("http://localhost:8000" + path, params)
    assert client.post(path, params, headers={"X-Twilio-Signature": forged}).status_code == 403
    assert client.post(path, params).status_code == 403


@pytest.mark.django_db
def test_a_relay_session_that_failed_puts_the_caller_through_to_the_team(client):
    connected_shop()
    twiml = call(client, "twilio_voice_ended", SessionStatus="failed", CallStatus="in-progress")
    assert "put you through to the team" in twiml.find("Say").text
    assert twiml.find("Dial/Number").text == STAFF
    assert twiml.find("Hangup") is not None


@pytest.mark.django_db
def test_a_relay_session_that_failed_after_hours_texts_the_caller(client, texts_sent):
    connected_shop(weekly={})
    with texts_sent(execute=True):
        twiml = call(client, "twilio_voice_ended", SessionStatus="failed", CallStatus="in-progress")
    assert "We'll text you" in twiml.find("Say").text
    assert twiml.find("Dial") is None
    [(to, body)] = MemoryBackend.sent
    assert to == CALLER and "book or ask" in body


def relay_socket(shop, *, token=TOKEN):
    path = f"/ws/twilio/relay/{shop.slug}/"
    signature = RequestValidator(token).compute_signature("ws://localhost:8000" + path, {})
    return WebsocketCommunicator(
        application, path, headers=[(b"x-twilio-signature", signature.encode())]
    )


async def spoken_reply(socket) -> str:
    """The text frames of one reply, up to the one marked last, joined as Twilio speaks them."""
    pieces = []
    while True:
        frame = await socket.receive_json_from(timeout=30)
        assert frame["type"] == "text"
        pieces.append(frame["token"])
        if frame["last"]:
            return "".join(pieces)


async def say(socket, words: str) -> str:
    await socket.send_json_to(
        {"type": "prompt", "voicePrompt": words, "lang": "en-US", "last": True}
    )
    return await spoken_reply(socket)


def answered_call(client):
    shop = connected_shop(weekly=ALWAYS_OPEN)
    twiml = call(client, "twilio_voice_unanswered", DialCallStatus="no-answer")
    token = twiml.find("Connect/ConversationRelay/Parameter").get("value")
    return shop, token


async def call_in_progress(client):
    """A call the assistant answered, its relay socket connected and set up: the
    conversation's token and the socket."""
    shop, token = await database_sync_to_async(answered_call)(client)
    socket = relay_socket(shop)
    await socket.connect()
    await socket.send_json_to({"type": "setup", "customParameters": {"conversation": token}})
    return token, socket


@pytest.mark.django_db(transaction=True)
def test_a_caller_books_an_oil_change_by_voice(client):
    async_to_sync(_a_caller_books_an_oil_change_by_voice)(client)


async def _a_caller_books_an_oil_change_by_voice(client):
    shop, token = await database_sync_to_async(answered_call)(client)
    socket = relay_socket(shop)
    connected, _ = await socket.connect()
    assert connected
    await socket.send_json_to(
        {
            "type": "setup",
            "sessionId": "VX1",
            "callSid": "CA" + "9" * 32,
            "from": CALLER,
            "to": SHOP_NUMBER,
            "customParameters": {"conversation": token},
        }
    )
    offer = await say(socket, "I need an oil change")
    spoken_time = re.search(r"\d{1,2}(?::\d\d)? [AP]M", offer)
    assert spoken_time, offer
    asked = await say(socket, spoken_time.group())
    assert "name" in asked.lower(), asked
    confirm = await say(socket, "Dana Reyes")
    assert "book" in confirm.lower(), confirm
    done = await say(socket, "yes please")
    assert spoken_time.group() in done
    await socket.disconnect()

    appointment = await Appointment.objects.select_related("customer").aget(shop=shop)
    assert appointment.status == Appointment.Status.CONFIRMED
    assert appointment.customer.phone == CALLER  # the caller ID, as the channel proved it
    # The transcript holds what was said, reply by reply, as it was spoken.
    replies = [
        m.text
        async for m in Message.objects.filter(conversation__access_token=token, role="assistant")
    ]
    assert replies[1:] == [offer, asked, confirm, done]


@pytest.mark.django_db(transaction=True)
def test_an_interrupted_reply_keeps_only_what_the_caller_heard(client):
    async_to_sync(_an_interrupted_reply_keeps_only_what_the_caller_heard)(client)


async def _an_interrupted_reply_keeps_only_what_the_caller_heard(client):
    token, socket = await call_in_progress(client)
    reply = await say(socket, "what are your hours")
    heard = reply.split(".")[0]
    await socket.send_json_to(
        {"type": "interrupt", "utteranceUntilInterrupt": heard, "durationUntilInterruptMs": 900}
    )
    await socket.send_json_to({"type": "prompt", "voicePrompt": "ok thanks", "last": False})
    await socket.disconnect()
    last = await Message.objects.filter(conversation__access_token=token, role="assistant").alast()
    assert last.text == heard + " …"


@pytest.fixture
def quick_goodbyes(monkeypatch):
    """A goodbye spoken in a blink, so the test need not wait for a voice to say it."""
    monkeypatch.setattr(voice_relay, "WORDS_SPOKEN_PER_SECOND", 1000.0)
    monkeypatch.setattr(voice_relay, "PAUSE_AFTER_GOODBYE_SECONDS", 0.2)


@pytest.mark.django_db(transaction=True)
def test_after_saying_goodbye_the_assistant_ends_the_call(client, quick_goodbyes):
    async_to_sync(_after_saying_goodbye_the_assistant_ends_the_call)(client)


async def _after_saying_goodbye_the_assistant_ends_the_call(client):
    token, socket = await call_in_progress(client)
    assert "dollars" in await say(socket, "how much is an oil change")
    assert await socket.receive_nothing(timeout=0.5)  # an answer is not a goodbye

    goodbye = await say(socket, "ok thanks, bye")

    assert "Have a good day" in goodbye
    ended = await socket.receive_json_from(timeout=5)
    assert ended["type"] == "end" and json.loads(ended["handoffData"]) == {"reason": "goodbye"}
    await socket.disconnect()
    # Twilio then posts to the <Connect> action, which hangs up.
    twiml = await database_sync_to_async(call)(client, "twilio_voice_ended", SessionStatus="ended")
    assert twiml.find("Hangup") is not None


@pytest.mark.django_db(transaction=True)
def test_a_caller_who_goes_on_after_goodbye_is_not_hung_up_on(client, quick_goodbyes):
    async_to_sync(_a_caller_who_goes_on_after_goodbye_is_not_hung_up_on)(client)


async def _a_caller_who_goes_on_after_goodbye_is_not_hung_up_on(client):
    token, socket = await call_in_progress(client)
    await socket.send_json_to({"type": "prompt", "voicePrompt": "bye", "last": True})
    await socket.send_json_to(
        {"type": "prompt", "voicePrompt": "oh wait, one more thing", "last": True}
    )

    frames = []
    while not await socket.receive_nothing(timeout=1):
        frames.append(await socket.receive_json_from())

    assert [f["type"] for f in frames if f["type"] != "text"] == []
    await socket.disconnect()


@pytest.mark.django_db(transaction=True)
def test_a_relay_handshake_not_signed_by_the_shops_token_is_refused(client):
    async_to_sync(_a_relay_handshake_not_signed_by_the_shops_token_is_refused)(client)


async def _a_relay_handshake_not_signed_by_the_shops_token_is_refused(client):
    shop, _token = await database_sync_to_async(answered_call)(client)
    connected, _ = await relay_socket(shop, token="0" * 32).connect()
    assert not connected
    unsigned = WebsocketCommunicator(application, f"/ws/twilio/relay/{shop.slug}/")
    connected, _ = await unsigned.connect()
    assert not connected


@pytest.mark.django_db(transaction=True)
def test_a_relay_session_naming_no_conversation_of_the_shop_is_closed(client):
    async_to_sync(_a_relay_session_naming_no_conversation_of_the_shop_is_closed)(client)


async def _a_relay_session_naming_no_conversation_of_the_shop_is_closed(client):
    shop, _token = await database_sync_to_async(answered_call)(client)
    socket = relay_socket(shop)
    await socket.connect()
    await socket.send_json_to({"type": "setup", "customParameters": {"conversation": "guess"}})
    closed = await socket.receive_output(timeout=5)
    assert closed["type"] == "websocket.close"


@pytest.mark.django_db
def test_a_caller_who_gave_up_while_it_rang_is_texted_back_once_a_day(client, texts_sent):
    connected_shop()
    for _ in range(2):
        with texts_sent(execute=True):
            twiml = call(
                client,
                "twilio_voice_unanswered",
                DialCallStatus="no-answer",
                CallStatus="completed",
            )
        assert twiml.find("Hangup") is not None
    [(to, body)] = MemoryBackend.sent
    assert to == CALLER
    assert "missed your call" in body
    assert not Conversation.objects.exists()


@pytest.mark.django_db
def test_a_caller_who_hung_up_on_the_greeting_is_texted_back(client, texts_sent):
    connected_shop(weekly={})
    call(client, "twilio_voice")
    with texts_sent(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended")
    [(to, body)] = MemoryBackend.sent
    assert to == CALLER
    assert "closed right now" in body  # after hours, a text that says so


@pytest.mark.django_db
def test_a_caller_who_talked_with_the_assistant_is_not_texted_back(client, texts_sent):
    connected_shop(weekly={})
    call(client, "twilio_voice")
    turn.reply(Conversation.objects.get(), "what are your hours?")
    with texts_sent(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended")
    assert MemoryBackend.sent == []


@pytest.mark.django_db(transaction=True)
def test_a_call_cut_off_before_its_booking_goes_on_by_text(client, texts_sent):
    answered_call(client)
    conversation = Conversation.objects.get()
    turn.reply(conversation, "oil change tomorrow at 10")
    conversation.refresh_from_db()
    turn.reply(conversation, "Hal Jordan")
    assert Appointment.objects.get().status == Appointment.Status.HELD

    with texts_sent(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended", CallStatus="completed")

    [(to, body)] = MemoryBackend.sent
    assert to == CALLER
    assert "sorry we got cut off before your Oil change was booked" in body
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()  # let go
    texts = Conversation.objects.get(channel=Conversation.Channel.SMS)
    offered = turn.reply(texts, "tomorrow at 10 works").message.text
    assert offered.startswith("Just to confirm: Oil change on "), offered
    texts.refresh_from_db()
    assert turn.reply(texts, "yes").message.text.startswith("You're booked, Hal Jordan")
    assert Appointment.objects.get(status="confirmed").customer.phone == CALLER


@pytest.mark.django_db(transaction=True)
def test_a_call_that_ended_after_its_booking_is_not_texted_back(client, texts_sent):
    answered_call(client)
    conversation = Conversation.objects.get()
    for said in ("oil change tomorrow at 10", "Hal Jordan", "yes"):
        conversation.refresh_from_db()
        turn.reply(conversation, said)

    with texts_sent(execute=True):
        call(client, "twilio_voice_ended", SessionStatus="ended", CallStatus="completed")

    assert [body for _, body in MemoryBackend.sent if "cut off" in body] == []


@pytest.fixture
def quick_keys(monkeypatch):
    """Keys read a blink after the last one pressed, so the test need not wait."""
    monkeypatch.setattr(voice_relay, "KEYS_PAUSE_SECONDS", 0.2)


async def press(socket, keys: str) -> None:
    for key in keys:
        await socket.send_json_to({"type": "dtmf", "digit": key})


@pytest.mark.django_db(transaction=True)
def test_a_caller_who_presses_0_reaches_the_team(client, quick_keys):
    async_to_sync(_a_caller_who_presses_0_reaches_the_team)(client)


async def _a_caller_who_presses_0_reaches_the_team(client):
    token, socket = await call_in_progress(client)

    await press(socket, "5*0")  # a slip, taken back with *, then 0
    reply = await spoken_reply(socket)
    await socket.disconnect()

    assert reply.startswith("Of course.") and "let the team know you'd like to talk" in reply
    told = OutboundText.objects.filter(to=STAFF, body__contains="would like to talk to someone")
    assert await told.aexists()
    said = await Message.objects.filter(conversation__access_token=token, role="customer").alast()
    assert said.text == "I'd like to talk to a person (pressed 0)"


@pytest.mark.django_db(transaction=True)
def test_a_key_pressed_picks_that_place_among_the_times_offered(client, quick_keys):
    async_to_sync(_a_key_pressed_picks_that_place_among_the_times_offered)(client)


async def _a_key_pressed_picks_that_place_among_the_times_offered(client):
    token, socket = await call_in_progress(client)
    offer = await say(socket, "oil change tomorrow afternoon")
    second = re.findall(r"\d{1,2}(?::\d\d)? PM", offer)[1]

    await press(socket, "2#")  # no pause needed after #
    held = await spoken_reply(socket)
    await socket.disconnect()

    assert f"holding {second}" in held, (offer, held)


@pytest.mark.django_db(transaction=True)
def test_key_one_is_the_first_time_offered_even_when_one_pm_is_offered():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    offer = say("oil change tomorrow afternoon").message.text
    first = re.findall(r"\d{1,2}(?::\d\d)? PM", offer)[0]
    assert "1 PM" in offer, offer  # the key could be read as that hour

    held = say(voice_relay.keyed_words("1")).message.text

    assert held.startswith(f"I'm holding {first} on"), (offer, held)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("said", ["no that's it", "no", "nope I'm good thanks"])
def test_a_caller_with_nothing_more_after_booking_is_said_goodbye(said):
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")
    say("Hal Jordan")
    assert say("yes").message.text.startswith("You're booked")

    goodbye = say(said).message

    assert goodbye.act == "farewell"
    assert goodbye.text == (
        "Thanks for calling Ridgeline Auto Repair. See you soon, and have a good day!"
    )
