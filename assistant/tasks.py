"""Celery entry points. Each loads what it needs and calls a plain function; side effects are
queued only after the transaction that caused them commits.

Queues: `engine` (tasks named engine_*, on GPU hosts, one model per worker process) and
`default` (texts and reminders).
"""

from __future__ import annotations

import logging
import queue
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from celery import shared_task
from celery.signals import worker_ready
from django.conf import settings
from django.db import transaction

from assistant.notifications import send_text
from assistant.reminders import send_due_reminders
from assistant.reply_grammar import ReplyGrammar
from assistant.schema import (
    REPLY_TOKENS,
    UNDERSTAND_TOKENS,
    ResponsePlan,
    Understanding,
    respond_messages,
    understand_messages,
)
from assistant.streams import pieces_until
from assistant.understanding_grammar import UnderstandingGrammar
from booking.models import Shop

log = logging.getLogger(__name__)


# Texts --------------------------------------------------------------------------------------


@shared_task(name="assistant.tasks.send_text")
def send_text_task(
    shop_id: int, to: str, body: str, kind: str, appointment_id: int | None = None
) -> int:
    shop = Shop.objects.get(pk=shop_id)
    return send_text(shop=shop, to=to, body=body, kind=kind, appointment_id=appointment_id).pk


def queue_text(
    *, shop: Shop, to: str, body: str, kind: str, appointment_id: int | None = None
) -> None:
    transaction.on_commit(lambda: send_text_task.delay(shop.pk, to, body, kind, appointment_id))


@shared_task(name="assistant.tasks.send_reminders")
def send_reminders() -> int:
    """Celery beat runs this every 5 minutes in production; returns how many reminders went
    out."""
    return send_due_reminders()


# The engine ---------------------------------------------------------------------------------

_server = None
_server_lock = threading.Lock()


def engine_server():
    """The process's one model, served by one thread that batches every request in flight:
    a worker started with a thread pool (`-P threads -c 16`) decodes its concurrent tasks
    together, and so does the embedded topology's web process."""
    global _server
    with _server_lock:
        if _server is None:
            import torch

            from engine import Engine
            from engine.server import EngineServer

            folder = Path(settings.ASSISTANT_MODEL_DIR)
            dtype = settings.ASSISTANT_MODEL_DTYPE
            engine = Engine.load(
                folder,
                device=settings.ASSISTANT_MODEL_DEVICE,
                dtype=None if dtype == "auto" else getattr(torch, dtype),
                cuda_graphs=settings.ASSISTANT_MODEL_CUDA_GRAPHS
                and torch.device(settings.ASSISTANT_MODEL_DEVICE).type == "cuda",
            )
            _server = EngineServer(engine)
        return _server


_loader: threading.Thread | None = None


def load_the_model_in_the_background() -> None:
    """Where this process decodes (the embedded topology, with the model on), load the model on
    a thread of its own as a conversation opens: the load takes about two seconds on a CPU,
    which the customer's first message would otherwise wait for."""
    global _loader
    model_on = settings.ASSISTANT_MODEL_REPLIES or settings.ASSISTANT_MODEL_UNDERSTANDS
    if not model_on or not settings.CELERY_TASK_ALWAYS_EAGER or _loader is not None:
        return
    _loader = threading.Thread(target=_load_quietly, name="load the model", daemon=True)
    _loader.start()


def _load_quietly() -> None:
    global _loader
    try:
        engine_server()
    except Exception as error:  # the next conversation tries again; templates answer meanwhile
        log.warning("the model did not load (%s)", type(error).__name__)
        _loader = None


@worker_ready.connect
def load_the_model_before_the_first_task(sender, **kwargs) -> None:
    """A worker that serves the engine queue loads its model as it starts: else the first
    customer after a deploy waits for the load, past the turn's budget, and gets the template."""
    if "engine" in {queue.name for queue in sender.task_consumer.queues}:
        engine_server()
        log.info("engine worker ready: %s", settings.ASSISTANT_MODEL_DIR)


@shared_task(name="assistant.tasks.engine_generate")
def engine_generate(
    messages: list[dict],
    max_new_tokens: int,
    effort: str,
    stream_group: str = "",
    timeout_s: float | None = None,
    understanding_of: str | None = None,
    said_on: str | None = None,
    yes_or_no_asked: bool | None = None,
    reply_to: dict | None = None,
    sampling: dict | None = None,
) -> dict:
    """One chat completion (`sampling`: temperature, top_p and seed, as the engine takes them). With `stream_group`, each committed piece of text is also sent to
    that channel-layer group as {"type": "reply.delta", "text": ...} while the rest is decoded.
    With `understanding_of` (a customer's message, `said_on` the shop's ISO date then, and
    `yes_or_no_asked` whether the question it answers asked for a yes or a no) the answer is
    held to the grammar of that message's understanding, with `reply_to` ({"act":
    ..., "facts": ..., "shop": ...}, a plan's) to the grammar of that act's reply stating those
    facts. Past `timeout_s` it raises
    TimeoutError: the caller has answered without it by then."""
    from engine import SamplingParams

    on_delta = _group_sender(stream_group) if stream_group else None
    grammar = None
    if understanding_of is not None:
        today = date.fromisoformat(said_on) if said_on else None
        grammar = UnderstandingGrammar(understanding_of, today, yes_or_no_asked)
    elif reply_to is not None:
        grammar = ReplyGrammar(reply_to["facts"], reply_to["shop"], reply_to["act"])
    params = SamplingParams(
        max_new_tokens=max_new_tokens, effort=effort, grammar=grammar, **(sampling or {})
    )
    server = engine_server()
    future = server.submit(messages, params, on_delta=on_delta)
    try:
        completion = future.result(timeout=timeout_s)
    except TimeoutError:
        server.cancel(future)  # the turn answers without it; its passes would delay the next
        raise
    return {
        "text": completion.text,
        "tokens": completion.completion_tokens,
        "passes": completion.model_passes,
        "first_text_s": completion.time_to_first_token_s or completion.total_s,
        "prompt_tokens": completion.prompt_tokens,
        "finish_reason": completion.finish_reason,
    }


def _generate(messages: list[dict], max_new_tokens: int, *, budget_s: float, **options) -> dict:
    """Through the engine queue, within the turn's budget. The budget is enforced twice: by the
    worker (all there is when the task runs in this process) and by the wait for its result."""
    result = engine_generate.apply_async(
        args=[messages, max_new_tokens, settings.ASSISTANT_EFFORT],
        kwargs={"timeout_s": budget_s, **options},
        queue="engine",
    )
    # A turn never runs inside a task, so Celery's guard against waiting on a subtask is off:
    # it reads a process-wide flag that eager calls on concurrent threads (the embedded
    # topology) can leave set, and then every later reply would silently be the template.
    return result.get(timeout=budget_s, disable_sync_subtasks=False)


def _group_sender(group: str):
    listener = _listeners.get(group)
    if listener is not None:
        return listener
    from asgiref.sync import async_to_sync
    from channels.layers import get_channel_layer

    send = async_to_sync(get_channel_layer().group_send)
    return lambda text: send(group, {"type": "reply.delta", "text": text})


# Turns in this process waiting for the engine's text as it is written, by stream group: a task
# run eagerly here (the embedded topology) hands its pieces straight over; a worker elsewhere
# sends them through the channel layer, where a reader thread of the turn's picks them up.
_listeners: dict[str, Callable[[str], None]] = {}


def _generate_streamed(
    messages: list[dict],
    max_new_tokens: int,
    *,
    budget_s: float,
    on_delta: Callable[[str], None],
    **options,
) -> dict:
    """`_generate`, with each piece of text handed to `on_delta`, on the calling thread, as the
    engine commits it."""
    group = f"reply.{uuid.uuid4().hex}"
    pieces: queue.Queue[str] = queue.Queue()
    reader = None
    if settings.CELERY_TASK_ALWAYS_EAGER:
        _listeners[group] = pieces.put
    else:
        reader = _LayerReader(group, pieces.put)
        reader.start()
        reader.subscribed.wait(timeout=budget_s)
    try:
        with ThreadPoolExecutor(max_workers=1) as waiting:
            result = waiting.submit(
                _generate,
                messages,
                max_new_tokens,
                budget_s=budget_s,
                stream_group=group,
                **options,
            )
            while not result.done():
                try:
                    on_delta(pieces.get(timeout=0.005))
                except queue.Empty:
                    continue
            if reader is not None:
                # The rest of what the worker sent before its result, read to the end mark.
                reader.stopping.set()
                reader.join(timeout=1)
            while not pieces.empty():
                on_delta(pieces.get_nowait())
            return result.result()
    finally:
        _listeners.pop(group, None)
        if reader is not None:
            reader.stopping.set()


class _LayerReader(threading.Thread):
    """Reads one stream group of the channel layer on a thread (and event loop) of its own."""

    def __init__(self, group: str, deliver: Callable[[str], None]) -> None:
        super().__init__(name=f"stream {group}", daemon=True)
        self.group, self.deliver = group, deliver
        self.subscribed = threading.Event()
        self.stopping = threading.Event()

    def run(self) -> None:
        from asgiref.sync import async_to_sync

        async_to_sync(self._read)()

    async def _read(self) -> None:
        from channels.layers import DEFAULT_CHANNEL_LAYER, channel_layers

        # A layer of its own: the process's shared one is read by the web server's event loop,
        # and channels_redis refuses a second loop receiving on it.
        layer = channel_layers.make_backend(DEFAULT_CHANNEL_LAYER)
        channel = await layer.new_channel()
        await layer.group_add(self.group, channel)
        self.subscribed.set()
        try:
            async for text in pieces_until(layer, channel, self.stopping.is_set):
                self.deliver(text)
        finally:
            await layer.group_discard(self.group, channel)
            if hasattr(layer, "close_pools"):
                await layer.close_pools()


@dataclass(frozen=True)
class Generated:
    text: str
    tokens: int
    passes: int
    first_text_ms: int
    # Stopped at its token limit, not at its end: cut off mid-word ("... tire rotation,
    # transmission fluid ser"), as a list of many services runs past the replies it learnt.
    cut: bool = False


def model_reply(
    plan: ResponsePlan,
    *,
    budget_s: float,
    in_taught_words: bool,
    on_delta: Callable[[str], None] | None = None,
) -> Generated | None:
    """The model's reply for a plan (`in_taught_words`: held to the reply grammar of the words
    its corpus taught), or None when the engine is down or over budget, so the caller answers
    with the template instead. `on_delta` gets the text piece by piece as it is written."""
    try:
        options = {}
        if in_taught_words:
            options["reply_to"] = {"act": plan.act, "facts": plan.facts, "shop": plan.shop}
        messages = respond_messages(plan)
        if on_delta is None:
            result = _generate(messages, REPLY_TOKENS, budget_s=budget_s, **options)
        else:
            result = _generate_streamed(
                messages, REPLY_TOKENS, budget_s=budget_s, on_delta=on_delta, **options
            )
    except Exception as error:  # the template answers whatever went wrong in the engine
        log.warning("engine reply failed (%s); the template answers", type(error).__name__)
        return None
    return Generated(
        text=result["text"].strip(),
        tokens=result["tokens"],
        passes=result["passes"],
        first_text_ms=int(result["first_text_s"] * 1000),
        cut=result.get("finish_reason") == "length",
    )


def model_understanding(
    *, now, last_question: str, message: str, budget_s: float, expecting: str | None = None
) -> Understanding | None:
    """The model's reading of a message as a validated Understanding, or None when the engine
    is down, over budget, or wrote anything but valid JSON for the schema. `expecting` is what
    the turn expects (the policy's state["expecting"]): "answer" after a yes/no question."""
    messages = understand_messages(now=now, last_question=last_question, message=message)
    try:
        result = _generate(
            messages,
            UNDERSTAND_TOKENS,
            budget_s=budget_s,
            understanding_of=message,
            said_on=now.date().isoformat(),
            yes_or_no_asked=expecting == "answer",
        )
        return Understanding.from_json(result["text"].strip())
    except Exception as error:  # the floor's reading stands whatever went wrong
        log.info("model understanding ignored (%s)", type(error).__name__)
        return None
