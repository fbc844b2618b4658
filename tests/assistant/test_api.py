"""The JSON API over the conversation core, as the website widget and outside callers use it."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.urls import reverse

from assistant.models import Conversation, Message
from assistant.words import day_words, time_words
from booking.models import Appointment
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline", address="1480 Ridge Rd, Golden, CO")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def post(client, url, body, key):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post(url, data, content_type="application/json", headers={"X-Widget-Key": key})


def start(client, shop, body=None):
    url = reverse("api_conversations", args=[shop.slug])
    return post(client, url, body or {}, shop.widget_key)


def say(client, shop, conversation_id, text, **extra):
    url = reverse("api_messages", args=[shop.slug, conversation_id])
    return post(client, url, {"text": text, **extra}, shop.widget_key)


def test_starting_a_conversation_greets(client, shop):
    response = start(client, shop)
    assert response.status_code == 201
    body = response.json()
    assert "Ridgeline" in body["reply"]
    assert Conversation.objects.get(access_token=body["id"]).channel == "chat"


def test_a_typed_phone_is_kept_but_proves_nothing(client, shop):
    body = start(client, shop, {"customer_phone": "(303) 555-0142"}).json()
    conversation = Conversation.objects.get(access_token=body["id"])
    assert conversation.customer_phone == "+13035550142"
    assert conversation.verified_phone == ""


def test_a_bad_phone_is_refused(client, shop):
    response = start(client, shop, {"customer_phone": "call me"})
    assert response.status_code == 400
    assert "customer_phone" in response.json()["error"]


def test_a_whole_booking_through_the_api(client, shop):
    conversation_id = start(client, shop).json()["id"]
    day = shop.today() + timedelta(days=1)
    while day.weekday() != 2:
        day += timedelta(days=1)
    replies = [
        say(client, shop, conversation_id, f"oil change on {day:%B} {day.day}").json(),
        say(client, shop, conversation_id, "the first one").json(),
        say(client, shop, conversation_id, "Dana Reyes").json(),
        say(client, shop, conversation_id, "303 555 0142").json(),
    ]
    assert all(r["appointment"] is None for r in replies)
    done = say(client, shop, conversation_id, "yes").json()
    appointment = Appointment.objects.get()
    assert done["appointment"]["service"] == "Oil change"
    assert done["appointment"]["status"] == "confirmed"
    assert done["appointment"]["start"] == appointment.local_start().isoformat()
    assert done["appointment"]["manage_url"].endswith(f"/appointments/{appointment.manage_token}/")
    assert done["timings"]["full_reply_ms"] >= done["timings"]["first_text_ms"] >= 0


def test_a_wrong_key_is_refused(client, shop):
    url = reverse("api_conversations", args=[shop.slug])
    assert post(client, url, {}, "wk_wrong").status_code == 401
    assert client.post(url, "{}", content_type="application/json").status_code == 401


def test_an_unknown_shop_looks_like_a_wrong_key(client, shop):
    url = reverse("api_conversations", args=["nowhere"])
    assert post(client, url, {}, shop.widget_key).status_code == 401


def test_another_shops_key_cannot_reach_a_conversation(client, shop):
    other = make_shop(slug="rival")
    conversation_id = start(client, shop).json()["id"]
    url = reverse("api_messages", args=["rival", conversation_id])
    assert post(client, url, {"text": "hi"}, other.widget_key).status_code == 404


def test_an_unknown_conversation_is_404(client, shop):
    assert say(client, shop, "not-a-conversation", "hi").status_code == 404


@pytest.mark.parametrize(
    ("body", "problem"),
    [("{not json", "not valid JSON"), ("[1, 2]", "JSON object"), ({"words": "hi"}, '"text"')],
)
def test_a_bad_body_gets_a_clear_400(client, shop, body, problem):
    conversation_id = start(client, shop).json()["id"]
    url = reverse("api_messages", args=[shop.slug, conversation_id])
    response = post(client, url, body, shop.widget_key)
    assert response.status_code == 400
    assert problem in response.json()["error"]


def test_a_huge_body_is_413(client, shop):
    conversation_id = start(client, shop).json()["id"]
    response = say(client, shop, conversation_id, "x" * 200_000)
    assert response.status_code == 413


def test_a_20000_character_message_is_trimmed_with_a_clear_reply(client, shop):
    conversation_id = start(client, shop).json()["id"]
    response = say(client, shop, conversation_id, "my car " * 2_900)
    assert response.status_code == 200
    assert "very long" in response.json()["reply"]
    stored = Message.objects.filter(role=Message.Role.CUSTOMER).get()
    assert len(stored.text) == 20_000  # kept for the owner, never sent whole to the model


def test_the_same_message_delivered_twice_is_answered_once(client, shop):
    conversation_id = start(client, shop).json()["id"]
    first = say(client, shop, conversation_id, "what are your hours?", message_id="m-1").json()
    again = say(client, shop, conversation_id, "what are your hours?", message_id="m-1").json()
    assert again["duplicate"] is True and again["reply"] == first["reply"]
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 1


def test_a_burst_from_one_conversation_is_rate_limited(client, shop):
    conversation_id = start(client, shop).json()["id"]
    statuses = [say(client, shop, conversation_id, "hours?").status_code for _ in range(22)]
    assert statuses[:20] == [200] * 20
    assert statuses[20:] == [429, 429]
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 20


def test_emoji_and_other_languages_get_an_answer(client, shop):
    conversation_id = start(client, shop).json()["id"]
    response = say(client, shop, conversation_id, "hola 👋 necesito oil change 🚗")
    assert response.status_code == 200 and response.json()["reply"]


def test_a_conversation_that_goes_nowhere_offers_a_person(client, shop):
    conversation_id = start(client, shop).json()["id"]
    replies = [say(client, shop, conversation_id, "hmm").json()["reply"] for _ in range(5)]
    assert "someone from the shop" not in replies[0]
    assert "someone from the shop" in replies[-1]


def test_shop_links_names_the_widget_key_and_the_chat_api(shop, capsys):
    call_command("shop_links", "ridgeline")
    links = json.loads(capsys.readouterr().out)
    assert links["widget_key"] == shop.widget_key
    assert links["chat_api"].endswith("/api/v1/shops/ridgeline/conversations/")


def test_offered_times_come_as_choices_the_customer_can_tap(client, shop):
    conversation_id = start(client, shop).json()["id"]
    offer = say(client, shop, conversation_id, "oil change on the first day you have").json()
    assert len(offer["choices"]) == 3
    say(client, shop, conversation_id, offer["choices"][1])
    say(client, shop, conversation_id, "Dana Reyes")
    say(client, shop, conversation_id, "303 555 0142")
    booked = say(client, shop, conversation_id, "yes").json()["appointment"]
    day, at = offer["choices"][1].split(" at ")
    booked_at = Appointment.objects.get().local_start()
    assert booked is not None
    assert (day_words(booked_at.date()), time_words(booked_at)) == (day, at)


def test_behind_a_proxy_each_client_has_its_own_limit(client, shop, settings):
    settings.TRUSTED_PROXY_HOPS = 1
    url = reverse("api_conversations", args=[shop.slug])

    def open_from(address):
        return client.post(
            url,
            "{}",
            content_type="application/json",
            headers={"X-Widget-Key": shop.widget_key, "X-Forwarded-For": f"6.6.6.6, {address}"},
        ).status_code

    assert [open_from("203.0.113.7") for _ in range(61)][-1] == 429
    assert open_from("203.0.113.8") == 201
