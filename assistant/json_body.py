"""A request's body read as one JSON object, for the JSON APIs (the chat's and the engine's),
each refusing a bad one with its own error class: (status, message)."""

from __future__ import annotations

import json

from django.http import HttpRequest


def json_object(request: HttpRequest, max_bytes: int, error: type[Exception]) -> dict:
    """The body as a dict ({} when empty); `error(status, message)` raised when it is too big,
    not JSON, or not an object."""
    if len(request.body) > max_bytes:
        raise error(413, f"The request body is over {max_bytes:,} bytes.")
    try:
        body = json.loads(request.body or b"{}")
    # RecursionError: arrays or objects nested thousands deep ("[[[[...", a few kilobytes)
    # overflow the parser; they are no more JSON we take than a missing brace is.
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise error(400, "The request body is not valid JSON.") from None
    if not isinstance(body, dict):
        raise error(400, "The request body must be a JSON object.")
    return body
