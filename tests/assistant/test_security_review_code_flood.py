"""A one-time code is recorded (OutboundText) only when the worker sends it, after the turn
that decided it commits. The cap on codes a number is texted an hour counted only those
records, so chats opened together, or while the worker was behind, each counted none and each
texted the number a code: a burst of chats flooded anyone's phone with codes at the shop's
cost. The codes other chats hold unexpired count too."""

from __future__ import annotations

import pytest

from assistant import turn
from assistant.models import OutboundText
from assistant.policy import CODES_PER_PHONE_PER_HOUR
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

VICTIM = "+13035550123"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550142")
    make_service(shop, "Oil change")
    return shop


def _ask_for_a_code(shop) -> None:
    conversation, _ = turn.start(shop, "chat")
    turn.reply(conversation, "I want to cancel my appointment")
    turn.reply(conversation, "303 555 0123")


def test_chats_opened_before_any_code_is_sent_text_no_more_codes(
    shop, django_capture_on_commit_callbacks
):
    # The worker is behind: no text goes out (nor is recorded) until every chat has asked.
    with django_capture_on_commit_callbacks(execute=False) as queued:
        for _ in range(CODES_PER_PHONE_PER_HOUR + 3):
            _ask_for_a_code(shop)
    for send in queued:
        send()

    codes = OutboundText.objects.filter(to=VICTIM, kind=OutboundText.Kind.ONE_TIME_CODE)
    assert codes.count() == CODES_PER_PHONE_PER_HOUR


def test_a_code_of_another_number_is_not_counted(shop, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False) as queued:
        for _ in range(CODES_PER_PHONE_PER_HOUR):
            _ask_for_a_code(shop)
        conversation, _ = turn.start(shop, "chat")
        turn.reply(conversation, "I want to cancel my appointment")
        turn.reply(conversation, "303 555 0199")
    for send in queued:
        send()

    assert OutboundText.objects.filter(to="+13035550199").count() == 1
