"""The reply path through the real engine: a model reply that the guard refuses is replaced by
the template and counted; an engine that is down never leaves the customer without an answer."""

from __future__ import annotations

import asyncio

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from assistant import respond, tasks, turn
from assistant.models import Message
from assistant.schema import ResponsePlan
from config.celery import app
from tests.engine.conftest import chat_folder
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def random_weight_model(settings, tmp_path, fresh_engine):
    """The tiny random-weight Dream checkpoint with a word-level tokenizer: a real engine whose
    replies are nonsense, which the guard must catch."""
    settings.ASSISTANT_MODEL_DIR = str(chat_folder("dream", tmp_path))
    settings.ASSISTANT_MODEL_REPLIES = True


def test_engine_tasks_go_to_the_engine_queue():
    route = app.amqp.router.route({}, "assistant.tasks.engine_generate")
    assert route["queue"].name == "engine"
    assert app.amqp.router.route({}, "assistant.tasks.send_text")["queue"].name == "default"


def test_an_ungrounded_model_reply_is_replaced_by_the_template(random_weight_model):
    shop = make_shop(slug="ridgeline")
    make_service(shop, "Oil change")
    conversation, _ = turn.start(shop, "chat")
    result = turn.reply(conversation, "what are your hours?")
    assert result.message.text.startswith("Our hours are")
    assert result.message.source == Message.Source.TEMPLATE
    assert result.message.model_rejected is True


def test_an_engine_that_cannot_load_leaves_the_template_to_answer(settings, tmp_path, fresh_engine):
    settings.ASSISTANT_MODEL_DIR = str(tmp_path / "missing-model")
    settings.ASSISTANT_MODEL_REPLIES = True
    shop = make_shop(slug="ridgeline")
    conversation, _ = turn.start(shop, "chat")
    result = turn.reply(conversation, "what are your hours?")
    assert result.message.text.startswith("Our hours are")
    assert result.message.model_rejected is False


def test_an_engine_over_budget_leaves_the_template_to_answer(random_weight_model, settings):
    settings.ASSISTANT_REPLY_BUDGET_SECONDS = 0.0001
    shop = make_shop(slug="ridgeline")
    conversation, _ = turn.start(shop, "chat")
    result = turn.reply(conversation, "what are your hours?")
    assert result.message.text.startswith("Our hours are")
    assert result.message.source == Message.Source.TEMPLATE
    assert result.message.model_rejected is False


def test_the_engine_task_streams_its_text_to_a_channel_layer_group(random_weight_model):
    """What a waiting conversation (a chat or phone socket) receives while the reply decodes."""
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)("turn-1", channel)
    messages = [{"role": "user", "content": "hello can you book me"}]
    result = tasks.engine_generate.apply(
        args=[messages, 24, "high"], kwargs={"stream_group": "turn-1", "timeout_s": 60}
    ).get()
    deltas = async_to_sync(_drain)(layer, channel)
    assert result["text"] and len(deltas) > 1
    assert {event["type"] for event in deltas} == {"reply.delta"}
    assert "".join(event["text"] for event in deltas) == result["text"]


async def _drain(layer, channel: str) -> list[dict]:
    events = []
    while True:
        try:
            events.append(await asyncio.wait_for(layer.receive(channel), timeout=0.5))
        except TimeoutError:
            return events


def test_a_concurrent_eager_task_does_not_turn_the_model_off(random_weight_model):
    # Celery marks "inside a task" with one process-wide flag that an eager call sets and
    # restores; two overlapping eager calls on different threads can leave it set. The turn is
    # never inside a task, so the model must still be asked.
    from celery.result import denied_join_result

    plan = ResponsePlan(act="greet", facts={}, channel="chat", shop="Ridgeline")
    with denied_join_result():
        generated = tasks.model_reply(plan, budget_s=30, in_taught_words=False)
    assert generated is not None and generated.tokens > 0


def test_the_model_is_asked_only_for_plans_its_folder_says_it_was_taught(settings, tmp_path):
    unanswered = ResponsePlan("ask_service", {"unanswered": "yes"})
    asked = ResponsePlan("ask_day", {"service": "oil change"})
    # frontdesk-small never saw "unanswered" (its plans.json); a LLaDA or Dream folder has no
    # plans.json, and a general model may be asked for any plan.
    assert respond.model_learnt(asked) and not respond.model_learnt(unanswered)
    settings.ASSISTANT_MODEL_DIR = str(chat_folder("dream", tmp_path))
    assert respond.model_learnt(unanswered)


@pytest.mark.parametrize(("queues", "loads"), [(["engine"], True), (["default"], False)])
def test_a_worker_serving_the_engine_queue_loads_the_model_as_it_starts(
    fresh_engine, queues, loads
):
    from types import SimpleNamespace

    consumer = SimpleNamespace(
        task_consumer=SimpleNamespace(queues=[SimpleNamespace(name=name) for name in queues])
    )
    tasks.load_the_model_before_the_first_task(sender=consumer)
    assert (tasks._server is not None) is loads


@pytest.mark.parametrize(
    ("model_on", "eager", "loads"), [(True, True, True), (False, True, False), (True, False, False)]
)
def test_a_conversation_opening_loads_the_model_where_this_process_decodes(
    random_weight_model, settings, model_on, eager, loads
):
    """The embedded topology decodes in the web process: the first conversation starts the
    load, so its first message does not wait for it. A production web process leaves the model
    to the engine workers."""
    settings.ASSISTANT_MODEL_REPLIES = model_on
    settings.CELERY_TASK_ALWAYS_EAGER = eager
    turn.start(make_shop(slug="ridgeline"), "chat")
    if tasks._loader is not None:
        tasks._loader.join()
    assert (tasks._server is not None) is loads
