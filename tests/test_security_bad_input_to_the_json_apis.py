"""Bad input to the JSON APIs, as a careless or hostile client sends it: wrong types in every
field, bytes that are not UTF-8, a body far past any limit, a form post where JSON belongs.
Each gets a clear 4xx with a message saying what is wrong, never a 500, and nothing is written.
"""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.urls import reverse

from assistant.models import ApiKey, Conversation, Message
from assistant.openai_api import model_name
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

WRONG_TYPES = [None, 7, 1.5, True, [], ["hi"], {}, {"text": "hi"}]


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline")
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def chat_post(client, url, data, key, content_type="application/json"):
    return client.post(url, data, content_type=content_type, headers={"X-Widget-Key": key})


def started(client, shop) -> str:
    response = chat_post(
        client, reverse("api_conversations", args=[shop.slug]), "{}", shop.widget_key
    )
    return response.json()["id"]


def assert_clear_refusal(response, *, saying: str = "") -> None:
    assert 400 <= response.status_code < 500, response.status_code
    error = response.json()["error"]
    message = error["message"] if isinstance(error, dict) else error
    assert saying in message


# Empty values ([], {}, null) are no phone at all, which a chat may start without.
@pytest.mark.parametrize("value", [7, 1.5, True, ["+13035550142"], {"phone": "+13035550142"}])
def test_a_phone_of_the_wrong_type_is_refused_and_nothing_started(client, shop, value):
    url = reverse("api_conversations", args=[shop.slug])

    response = chat_post(client, url, json.dumps({"customer_phone": value}), shop.widget_key)

    assert_clear_refusal(response, saying="customer_phone")
    assert not Conversation.objects.exists()


# An empty message id is no id, which a message may be sent without.
@pytest.mark.parametrize(
    ("field", "value"),
    [("text", value) for value in WRONG_TYPES]
    + [("message_id", value) for value in WRONG_TYPES if value not in (None, [], {})],
)
def test_a_message_field_of_the_wrong_type_is_refused_and_nothing_said(client, shop, field, value):
    conversation_id = started(client, shop)
    url = reverse("api_messages", args=[shop.slug, conversation_id])
    said_before = Message.objects.count()

    response = chat_post(client, url, json.dumps({"text": "hi", field: value}), shop.widget_key)

    assert_clear_refusal(response, saying=field)
    assert Message.objects.count() == said_before


@pytest.mark.parametrize(
    ("data", "content_type", "saying"),
    [
        (b"\xff\xfe{\x00", "application/json", "not valid JSON"),
        ('{"text": "caf\xe9"}'.encode("latin-1"), "application/json", "not valid JSON"),
        ("text=hi", "application/x-www-form-urlencoded", "not valid JSON"),
        ("", "application/json", '"text"'),
        ("null", "application/json", "JSON object"),
        ('"hi"', "application/json", "JSON object"),
    ],
)
def test_a_body_that_is_no_json_object_is_refused_and_nothing_said(
    client, shop, data, content_type, saying
):
    conversation_id = started(client, shop)
    url = reverse("api_messages", args=[shop.slug, conversation_id])
    said_before = Message.objects.count()

    response = chat_post(client, url, data, shop.widget_key, content_type)

    assert_clear_refusal(response, saying=saying)
    assert Message.objects.count() == said_before


@pytest.mark.parametrize("endpoint", ["start", "message"])
def test_a_body_of_megabytes_is_refused_and_nothing_written(client, shop, endpoint):
    conversation_id = started(client, shop)
    url = (
        reverse("api_conversations", args=[shop.slug])
        if endpoint == "start"
        else reverse("api_messages", args=[shop.slug, conversation_id])
    )
    before = Conversation.objects.count(), Message.objects.count()

    response = chat_post(client, url, json.dumps({"text": "x" * 5_000_000}), shop.widget_key)

    assert 400 <= response.status_code < 500, response.status_code
    assert (Conversation.objects.count(), Message.objects.count()) == before


def test_a_long_conversation_id_or_slug_is_not_found(client, shop):
    url = reverse("api_messages", args=[shop.slug, "x" * 5000])

    response = chat_post(client, url, json.dumps({"text": "hi"}), shop.widget_key)

    assert response.status_code == 404
    assert response.json() == {"error": "No such conversation."}


@pytest.fixture
def api_key():
    return ApiKey.issue("tests")[1]


def completion(client, key, body):
    return client.post(
        "/v1/chat/completions",
        json.dumps(body) if not isinstance(body, bytes) else body,
        content_type="application/json",
        headers={"Authorization": f"Bearer {key}"},
    )


# The engine's API is async: its ORM work runs in another thread, on a real transaction.
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("field", "value"),
    [
        (field, value)
        for field in (
            "messages",
            "max_tokens",
            "temperature",
            "top_p",
            "seed",
            "stream",
            "stream_options",
            "reasoning_effort",
            "response_format",
            "n",
        )
        for value in ("text", -1, 10**30, ["x"], {"x": 1}, [{"role": ["user"]}])
    ],
)
def test_a_completion_field_of_the_wrong_type_is_refused_by_name(client, api_key, field, value):
    body = {"model": model_name(), "messages": [{"role": "user", "content": "Hi"}]}

    response = completion(client, api_key, body | {field: value})

    if response.status_code == 200 or getattr(response, "streaming", False):
        return  # a value the API takes (a stream_options of {"x": 1}, say)
    assert_clear_refusal(response)
    assert response.json()["error"]["param"] in (field, "messages[0]")


# The engine's API is async: its ORM work runs in another thread, on a real transaction.
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("content", [7, None, ["x"], [{"type": "image_url"}], {"text": "hi"}])
@pytest.mark.parametrize("role", ["user", ["user"], {"user": 1}, None])
def test_a_completion_message_of_the_wrong_shape_is_refused(client, api_key, role, content):
    body = {"model": model_name(), "messages": [{"role": role, "content": content}]}

    response = completion(client, api_key, body)

    assert_clear_refusal(response)
    assert response.json()["error"]["param"] == "messages[0]"


# The engine's API is async: its ORM work runs in another thread, on a real transaction.
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("model", [None, 7, ["frontdesk-small"], {"id": 1}])
def test_a_model_that_is_no_name_is_not_found(client, api_key, model):
    response = completion(client, api_key, {"model": model, "messages": []})

    assert response.status_code == 404
    assert response.json()["error"]["param"] == "model"


# The engine's API is async: its ORM work runs in another thread, on a real transaction.
@pytest.mark.django_db(transaction=True)
def test_a_completion_body_that_is_not_utf8_is_refused(client, api_key):
    response = completion(client, api_key, b'{"model": "\xff"}')

    assert_clear_refusal(response, saying="not valid JSON")
