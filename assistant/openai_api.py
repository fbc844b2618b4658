"""The engine as an OpenAI-compatible API: `GET /v1/models` and `POST /v1/chat/completions`
(streamed as server-sent events or not), authenticated by `Authorization: Bearer <key>`
(`python manage.py engine_api_key create NAME`).

Every completion runs through the engine queue like the assistant's own (`tasks.engine_generate`);
a streamed one reads the worker's text from a channel-layer group as it is committed, so the
same code streams in the embedded topology and from a GPU host through Redis.
OpenAI's `reasoning_effort` is the engine's `effort`: it trades depth for speed the same way.
Errors have OpenAI's shape: {"error": {"message", "type", "param", "code"}}.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

from celery.exceptions import TimeoutError as CeleryTimeout
from channels.db import database_sync_to_async
from channels.layers import get_channel_layer
from django.conf import settings
from django.http import HttpRequest, JsonResponse, StreamingHttpResponse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

from assistant import rate_limits
from assistant.json_body import json_object
from assistant.models import ApiKey
from assistant.streams import pieces_until
from assistant.tasks import engine_generate

MAX_BODY_BYTES = 1_000_000
PER_KEY = (120, 60)  # requests, seconds
MAX_TOKENS = 2048
TIMEOUT_S = 120
ROLES = ("system", "user", "assistant")
EFFORTS = ("low", "medium", "high")


class ApiError(Exception):
    def __init__(self, status: int, message: str, *, param: str | None = None, code: str = ""):
        super().__init__(message)
        self.status, self.message, self.param = status, message, param
        self.code = code or {401: "invalid_api_key", 404: "model_not_found"}.get(status, "")

    def response(self) -> JsonResponse:
        kind = {
            401: "authentication_error",
            404: "invalid_request_error",
            429: "rate_limit_error",
        }.get(self.status, "invalid_request_error" if self.status < 500 else "server_error")
        body = {"message": self.message, "type": kind, "param": self.param, "code": self.code}
        return JsonResponse({"error": body}, status=self.status)


@dataclass(frozen=True)
class CompletionRequest:
    messages: list[dict]
    max_tokens: int
    effort: str
    sampling: dict
    stream: bool
    include_usage: bool


def model_name() -> str:
    return Path(settings.ASSISTANT_MODEL_DIR).name


@csrf_exempt
@require_GET
async def models(request: HttpRequest) -> JsonResponse:
    try:
        await _authenticate(request)
    except ApiError as error:
        return error.response()
    listed = {"id": model_name(), "object": "model", "created": 0, "owned_by": "frontdesk"}
    return JsonResponse({"object": "list", "data": [listed]})


@csrf_exempt
@require_POST
async def chat_completions(request: HttpRequest):
    try:
        await _authenticate(request)
        asked = completion_request(_json(request))
        if asked.stream:
            stream = _streamed(asked, f"chatcmpl-{uuid.uuid4().hex}")
            response = StreamingHttpResponse(stream, content_type="text/event-stream")
            response["Cache-Control"] = "no-cache"
            return response
        result = await database_sync_to_async(_complete, thread_sensitive=False)(asked, "")
    except ApiError as error:
        return error.response()
    completion_id = f"chatcmpl-{uuid.uuid4().hex}"
    message = {"role": "assistant", "content": result["text"]}
    return JsonResponse(
        _envelope(completion_id, "chat.completion")
        | {
            "choices": [{"index": 0, "message": message, "finish_reason": result["finish_reason"]}],
            "usage": _usage(result),
        }
    )


async def _authenticate(request: HttpRequest) -> ApiKey:
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        raise ApiError(401, "Send your API key as 'Authorization: Bearer <key>'.")
    holder = await database_sync_to_async(ApiKey.holder_of)(key.strip())
    if holder is None:
        raise ApiError(401, "The API key is not valid (or was revoked).")
    try:
        # One key cannot crowd the shops' own conversations off the engine.
        await database_sync_to_async(rate_limits.count)(f"api-key:{holder.pk}", PER_KEY)
    except rate_limits.RateLimited as error:
        raise ApiError(429, error.message, code="rate_limit_exceeded") from None
    holder.last_used_at = timezone.now()
    await holder.asave(update_fields=["last_used_at"])
    return holder


def _json(request: HttpRequest) -> dict:
    return json_object(request, MAX_BODY_BYTES, ApiError)


def completion_request(body: dict) -> CompletionRequest:
    """The engine's reading of a chat completion request; anything it cannot honour is refused
    by name rather than silently ignored."""
    if body.get("model") != model_name():
        raise ApiError(
            404,
            f"The model {body.get('model')!r} does not exist; this server has "
            f"{model_name()!r} (GET /v1/models).",
            param="model",
        )
    for name in ("tools", "functions", "logprobs", "stop"):
        if body.get(name):
            raise ApiError(400, f"{name} is not supported by this engine.", param=name)
    if body.get("n", 1) != 1:
        raise ApiError(400, "Only n=1 is supported.", param="n")
    response_format = body.get("response_format") or {"type": "text"}
    if not isinstance(response_format, dict) or response_format.get("type") != "text":
        raise ApiError(400, "Only text responses are supported.", param="response_format")
    max_tokens = body.get("max_completion_tokens", body.get("max_tokens"))
    max_tokens = 256 if max_tokens is None else max_tokens
    if type(max_tokens) is not int or not 1 <= max_tokens <= MAX_TOKENS:
        raise ApiError(
            400, f"max_tokens must be a whole number from 1 to {MAX_TOKENS}.", param="max_tokens"
        )
    effort = body.get("reasoning_effort") or settings.ASSISTANT_EFFORT
    if effort not in EFFORTS:
        raise ApiError(
            400, f"reasoning_effort must be one of {', '.join(EFFORTS)}.", param="reasoning_effort"
        )
    sampling = {
        "temperature": _number(body, "temperature", 0.0, 0.0, 2.0),
        "top_p": _number(body, "top_p", 1.0, 0.0, 1.0),
    }
    if sampling["top_p"] == 0:
        raise ApiError(400, "top_p must be above 0.", param="top_p")
    seed = body.get("seed")
    if seed is not None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ApiError(400, "seed must be a whole number.", param="seed")
        sampling["seed"] = seed
    stream = body.get("stream") or False
    options = body.get("stream_options") or {}
    if not isinstance(stream, bool):
        raise ApiError(400, "stream must be true or false.", param="stream")
    if not isinstance(options, dict):
        raise ApiError(400, "stream_options must be an object.", param="stream_options")
    return CompletionRequest(
        messages=_messages(body.get("messages")),
        max_tokens=max_tokens,
        effort=effort,
        sampling=sampling,
        stream=stream,
        include_usage=bool(options.get("include_usage")),
    )


def _number(body: dict, name: str, default: float, least: float, most: float) -> float:
    value = body.get(name)
    if value is None:
        return default
    if not isinstance(value, int | float) or isinstance(value, bool) or not least <= value <= most:
        raise ApiError(400, f"{name} must be a number from {least} to {most}.", param=name)
    return float(value)


def _messages(messages: object) -> list[dict]:
    if not isinstance(messages, list) or not messages:
        raise ApiError(400, "messages must be a non-empty list.", param="messages")
    read = []
    for index, message in enumerate(messages):
        where = f"messages[{index}]"
        if not isinstance(message, dict) or message.get("role") not in ROLES:
            raise ApiError(400, f"{where} needs a role: {', '.join(ROLES)}.", param=where)
        content = message.get("content")
        if isinstance(content, list):  # the parts form: only text parts
            if not all(isinstance(p, dict) and p.get("type") == "text" for p in content):
                raise ApiError(400, f"{where}: only text content is supported.", param=where)
            content = "".join(str(part.get("text", "")) for part in content)
        if not isinstance(content, str):
            raise ApiError(400, f"{where}.content must be text.", param=where)
        read.append({"role": message["role"], "content": content})
    return read


def _complete(asked: CompletionRequest, stream_group: str) -> dict:
    """Through the engine queue; a prompt the model cannot take is the caller's error."""
    try:
        return engine_generate.apply_async(
            args=[asked.messages, asked.max_tokens, asked.effort],
            kwargs={
                "stream_group": stream_group,
                "timeout_s": TIMEOUT_S,
                "sampling": asked.sampling,
            },
            queue="engine",
        ).get(timeout=TIMEOUT_S, disable_sync_subtasks=False)
    except ValueError as error:  # too long for the model's context, or bad sampling values
        raise ApiError(400, str(error), param="messages") from None
    except (TimeoutError, CeleryTimeout):
        raise ApiError(503, f"The engine did not answer within {TIMEOUT_S} s.") from None


async def _streamed(asked: CompletionRequest, completion_id: str) -> AsyncIterator[str]:
    layer = get_channel_layer()
    channel = await layer.new_channel()
    group = f"completion.{completion_id}"
    await layer.group_add(group, channel)
    envelope = _envelope(completion_id, "chat.completion.chunk")
    yield _event(envelope | _chunk({"role": "assistant", "content": ""}))
    running = asyncio.ensure_future(
        database_sync_to_async(_complete, thread_sensitive=False)(asked, group)
    )
    sent = ""
    try:
        async for text in pieces_until(layer, channel, running.done):
            sent += text
            yield _event(envelope | _chunk({"content": text}))
        try:
            result = running.result()
        except ApiError as error:
            yield _event({"error": {"message": error.message, "type": "invalid_request_error"}})
            return
        # Pieces the layer lost: the result holds the whole text.
        if result["text"].startswith(sent) and result["text"] != sent:
            yield _event(envelope | _chunk({"content": result["text"][len(sent) :]}))
        yield _event(envelope | _chunk({}, result["finish_reason"]))
        if asked.include_usage:
            yield _event(envelope | {"choices": [], "usage": _usage(result)})
        yield "data: [DONE]\n\n"
    finally:
        await layer.group_discard(group, channel)


def _envelope(completion_id: str, kind: str) -> dict:
    return {"id": completion_id, "object": kind, "created": int(time.time()), "model": model_name()}


def _chunk(delta: dict, finish_reason: str | None = None) -> dict:
    return {"choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}


def _usage(result: dict) -> dict:
    prompt, completion = result["prompt_tokens"], result["tokens"]
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _event(payload: dict) -> str:
    return f"data: {json.dumps(payload)}\n\n"
