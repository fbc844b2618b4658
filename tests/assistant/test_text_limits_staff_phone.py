"""Each "talk to a person" or question left for the team texts the shop's staff phone: asked
again and again in one chat (or in chat after chat), it must not flood a mechanic's phone. The
team is texted at most once in a while per conversation, and only so many times an hour in all;
every one is still listed on the dashboard to call back."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from assistant import text_limits, turn
from assistant.models import Conversation
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

STAFF = "+13035550100"


@pytest.fixture
def shop(texts_go_to_memory):
    shop = make_shop(staff_phone=STAFF)
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


def _chat(shop, phone: str = "+13035550177"):
    conversation, _ = turn.start(shop, "chat", customer_phone=phone)
    conversation.state["phone"] = phone
    conversation.save(update_fields=["state"])
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)

    def say(text: str, minutes_later: int = 0) -> str:
        at = now + timedelta(minutes=minutes_later)
        return turn.reply(conversation, text, now=at).message.text

    say.conversation = conversation
    return say


def _to_staff(texts) -> list[str]:
    return [body for to, body in texts if to == STAFF]


def test_asked_again_and_again_the_team_is_texted_once(shop, texts_go_to_memory):
    say = _chat(shop)

    say("can I talk to a person")
    for _ in range(5):
        say("do you offer fleet discounts for several vehicles?")
    say("let me talk to someone")

    assert len(_to_staff(texts_go_to_memory)) == 1
    conversation = Conversation.objects.get(pk=say.conversation.pk)
    assert conversation.to_call_back  # the later questions wait in its transcript


def test_a_while_later_the_team_is_texted_again(shop, texts_go_to_memory):
    say = _chat(shop)

    say("can I talk to a person")
    say("can I talk to a person", minutes_later=11)

    assert len(_to_staff(texts_go_to_memory)) == 2


def test_a_customer_with_one_question_reaches_the_team(shop, texts_go_to_memory):
    reply = _chat(shop)("do you offer fleet discounts for several vehicles?")

    [body] = _to_staff(texts_go_to_memory)
    assert "+13035550177" in body and "fleet" in body
    assert "team" in reply


def test_chat_after_chat_texts_the_team_only_so_many_times_an_hour(
    shop, monkeypatch, texts_go_to_memory
):
    monkeypatch.setattr(text_limits, "STAFF_TEXTS_PER_HOUR", 3)
    chats = [_chat(shop, f"+1303555{n:04d}") for n in range(150, 156)]

    for say in chats:
        say("can I talk to a person")

    assert len(_to_staff(texts_go_to_memory)) == 3
    assert Conversation.objects.filter(handed_off=True, called_back_at=None).count() == 6
