"""Celery entry points. Each loads what it needs and calls a plain function; side effects are
queued only after the transaction that caused them commits.

Queues: `engine` (tasks named engine_*, on GPU hosts, one model per worker process) and
`default` (texts).
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path

from celery import shared_task
from django.conf import settings
from django.db import transaction

from assistant.notifications import send_text
from assistant.schema import ResponsePlan, respond_messages
from booking.models import Shop

log = logging.getLogger(__name__)


# Texts --------------------------------------------------------------------------------------


@shared_task(name="assistant.tasks.send_text")
def send_text_task(shop_id: int, to: str, body: str, kind: str) -> int:
    shop = Shop.objects.get(pk=shop_id)
    return send_text(shop=shop, to=to, body=body, kind=kind).pk


def queue_text(*, shop: Shop, to: str, body: str, kind: str) -> None:
    transaction.on_commit(lambda: send_text_task.delay(shop.pk, to, body, kind))


# The engine ---------------------------------------------------------------------------------

_engine = None
_engine_lock = threading.Lock()


def loaded_engine():
    """The worker's one Engine, loaded on first use and kept for the process's life."""
    global _engine
    with _engine_lock:
        if _engine is None:
            from engine import Engine

            folder = Path(settings.ASSISTANT_MODEL_DIR)
            _engine = Engine.load(folder, device=settings.ASSISTANT_MODEL_DEVICE)
        return _engine


@shared_task(name="assistant.tasks.engine_generate")
def engine_generate(messages: list[dict], max_new_tokens: int, effort: str) -> dict:
    from engine import SamplingParams

    completion = loaded_engine().generate(
        messages, SamplingParams(max_new_tokens=max_new_tokens, effort=effort)
    )
    return {
        "text": completion.text,
        "tokens": completion.completion_tokens,
        "passes": completion.model_passes,
        "first_text_s": completion.time_to_first_token_s or completion.total_s,
    }


@dataclass(frozen=True)
class Generated:
    text: str
    tokens: int
    passes: int
    first_text_ms: int


def model_reply(plan: ResponsePlan, *, budget_s: float) -> Generated | None:
    """The model's reply for a plan, or None when the engine is down or over budget, so the
    caller answers with the template instead."""
    try:
        result = engine_generate.apply_async(
            args=[respond_messages(plan), 96, settings.ASSISTANT_EFFORT], queue="engine"
        ).get(timeout=budget_s)
    except Exception as error:  # the template answers whatever went wrong in the engine
        log.warning("engine reply failed (%s); the template answers", type(error).__name__)
        return None
    return Generated(
        text=result["text"].strip(),
        tokens=result["tokens"],
        passes=result["passes"],
        first_text_ms=int(result["first_text_s"] * 1000),
    )
