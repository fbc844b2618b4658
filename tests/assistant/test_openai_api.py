"""The engine as an OpenAI-compatible API, answered by the shipped small model through the
engine queue: the shape outside clients rely on, streamed and not, and its errors."""

from __future__ import annotations

import json

import pytest
from asgiref.sync import async_to_sync
from django.core.cache import cache
from django.core.management import call_command

from assistant.models import ApiKey
from assistant.schema import ResponsePlan, respond_messages

pytestmark = pytest.mark.django_db(transaction=True)

URL = "/v1/chat/completions"
PRICE_PLAN = ResponsePlan(
    act="quote",
    facts={"service": "brake pad replacement", "price": "$180 to $320"},
    channel="chat",
    shop="Ridgeline Auto Repair",
)


@pytest.fixture
def key(fresh_engine):
    return ApiKey.issue("tests")[1]


def ask(async_client, key, body):
    async def post():
        response = await async_client.post(
            URL,
            json.dumps(body),
            content_type="application/json",
            headers={"Authorization": f"Bearer {key}"},
        )
        if response.streaming:
            chunks = [chunk async for chunk in response.streaming_content]
            return response, b"".join(chunks).decode()
        return response, response.json()

    return async_to_sync(post)()


def body(**extra):
    return {"model": "frontdesk-small", "messages": respond_messages(PRICE_PLAN)} | extra


def test_the_model_is_listed(client, key):
    listed = client.get("/v1/models", headers={"Authorization": f"Bearer {key}"}).json()
    assert [model["id"] for model in listed["data"]] == ["frontdesk-small"]


def test_a_completion_is_the_models_own_reply_with_its_usage(async_client, key):
    response, answer = ask(async_client, key, body(max_tokens=64))
    assert response.status_code == 200
    assert answer["object"] == "chat.completion"
    [choice] = answer["choices"]
    assert choice["message"]["role"] == "assistant"
    reply = choice["message"]["content"]
    assert "$180" in reply and "$320" in reply, reply  # the facts it was given, as it was taught
    assert choice["finish_reason"] == "stop"
    usage = answer["usage"]
    assert usage["prompt_tokens"] > 20 and 0 < usage["completion_tokens"] <= 64
    assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


def test_a_streamed_completion_adds_up_to_the_same_reply(async_client, key):
    _, whole = ask(async_client, key, body(max_tokens=64))
    response, events = ask(
        async_client, key, body(max_tokens=64, stream=True, stream_options={"include_usage": True})
    )
    assert response["Content-Type"] == "text/event-stream"
    lines = [line for line in events.split("\n\n") if line]
    assert lines[-1] == "data: [DONE]"
    chunks = [json.loads(line.removeprefix("data: ")) for line in lines[:-1]]
    assert {chunk["object"] for chunk in chunks} == {"chat.completion.chunk"}
    assert len({chunk["id"] for chunk in chunks}) == 1
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    text = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks if c["choices"])
    assert text == whole["choices"][0]["message"]["content"]
    pieces = [c for c in chunks if c["choices"] and c["choices"][0]["delta"].get("content")]
    assert len(pieces) > 2  # sent as the engine committed it, not all at the end
    assert chunks[-2]["choices"][0]["finish_reason"] == "stop"
    assert chunks[-1]["usage"] == whole["usage"]


def test_the_same_seed_samples_the_same_reply(async_client, key):
    sampled = body(max_tokens=48, temperature=1.0, top_p=0.9, seed=7)
    first = ask(async_client, key, sampled)[1]["choices"][0]["message"]["content"]
    again = ask(async_client, key, sampled)[1]["choices"][0]["message"]["content"]
    assert first == again


@pytest.mark.parametrize(
    ("extra", "status", "param"),
    [
        ({"model": "gpt-4o"}, 404, "model"),
        ({"messages": []}, 400, "messages"),
        ({"messages": [{"role": "robot", "content": "hi"}]}, 400, "messages[0]"),
        ({"messages": [{"role": "user", "content": 5}]}, 400, "messages[0]"),
        ({"max_tokens": 0}, 400, "max_tokens"),
        ({"temperature": 3}, 400, "temperature"),
        ({"reasoning_effort": "extreme"}, 400, "reasoning_effort"),
        ({"tools": [{"type": "function"}]}, 400, "tools"),
        ({"n": 2}, 400, "n"),
        ({"messages": [{"role": "user", "content": "word " * 2000}]}, 400, "messages"),
    ],
)
def test_a_request_the_engine_cannot_honour_is_refused_by_name(
    async_client, key, extra, status, param
):
    response, answer = ask(async_client, key, body(max_tokens=16) | extra)
    assert response.status_code == status
    assert answer["error"]["param"] == param
    assert answer["error"]["message"]


def test_a_missing_wrong_or_revoked_key_is_refused(async_client, client, key):
    assert client.post(URL, "{}", content_type="application/json").status_code == 401
    assert ask(async_client, "fd-wrong", body())[0].status_code == 401
    call_command("engine_api_key", "revoke", key[:10])
    response, answer = ask(async_client, key, body())
    assert response.status_code == 401
    assert answer["error"]["type"] == "authentication_error"


def test_keys_are_made_once_and_kept_only_as_digests(capsys):
    call_command("engine_api_key", "create", "my laptop")
    key = capsys.readouterr().out.strip()
    holder = ApiKey.objects.get(name="my laptop")
    assert key.startswith(holder.prefix) and key not in holder.digest
    assert ApiKey.holder_of(key) == holder
    call_command("engine_api_key", "list")
    assert "my laptop  active, never used" in capsys.readouterr().out


# The test server is WSGI, which buffers a stream Daphne sends as it is written.
@pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous iterators")
def test_openais_own_client_talks_to_it(live_server, key):
    """The official `openai` package, over HTTP, streamed and not."""
    from openai import AuthenticationError, OpenAI

    api = OpenAI(base_url=live_server.url + "/v1", api_key=key, max_retries=0)
    assert [model.id for model in api.models.list()] == ["frontdesk-small"]
    messages = respond_messages(PRICE_PLAN)
    answer = api.chat.completions.create(
        model="frontdesk-small", messages=messages, max_tokens=64, reasoning_effort="high"
    )
    reply = answer.choices[0].message.content
    assert "$180" in reply and answer.usage.completion_tokens > 0
    stream = api.chat.completions.create(
        model="frontdesk-small", messages=messages, max_tokens=64, stream=True
    )
    assert (
        "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices) == reply
    )
    with pytest.raises(AuthenticationError):
        OpenAI(base_url=live_server.url + "/v1", api_key="fd-wrong", max_retries=0).models.list()


@pytest.fixture
def fresh_rate_limits():
    """Counted afresh, and left so: a later test's key may get this one's row id."""
    cache.clear()
    yield
    cache.clear()


def test_one_key_is_held_to_its_share_of_the_engine(client, key, fresh_rate_limits):
    from assistant import openai_api

    listed = [
        client.get("/v1/models", headers={"Authorization": f"Bearer {key}"}).status_code
        for _ in range(openai_api.PER_KEY[0] + 1)
    ]
    assert set(listed[:-1]) == {200}
    refused = client.get("/v1/models", headers={"Authorization": f"Bearer {key}"})
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "rate_limit_exceeded"
    other = ApiKey.issue("another")[1]
    assert client.get("/v1/models", headers={"Authorization": f"Bearer {other}"}).status_code == 200
