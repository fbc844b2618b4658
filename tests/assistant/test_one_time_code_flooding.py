"""A chat cannot be used to flood someone's phone with one-time codes by opening one
conversation after another."""

from __future__ import annotations

import pytest

from assistant import turn
from assistant.models import OutboundText
from assistant.policy import CODES_PER_PHONE_PER_HOUR
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

VICTIM = "+13035550123"


def test_new_conversations_do_not_send_a_number_more_codes(django_capture_on_commit_callbacks):
    shop = make_shop(staff_phone="+13035550142")
    make_service(shop, "Oil change")

    for _ in range(CODES_PER_PHONE_PER_HOUR + 2):
        conversation, _ = turn.start(shop, "chat")
        with django_capture_on_commit_callbacks(execute=True):
            turn.reply(conversation, "I want to cancel my appointment")
            turn.reply(conversation, "303 555 0123")

    codes = OutboundText.objects.filter(to=VICTIM, kind=OutboundText.Kind.ONE_TIME_CODE)
    assert codes.count() == CODES_PER_PHONE_PER_HOUR
