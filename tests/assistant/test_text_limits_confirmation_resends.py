""" "I never got the confirmation" texts it again: asked again and again it must not text the
visit's number every time. It is resent at most twice a visit; after that the customer is told
the booking stands, and which number it is under, without a claim that it was texted."""

from __future__ import annotations

from datetime import timedelta

import pytest

from assistant import text_limits
from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def shop(texts_go_to_memory):
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    day = local(shop, 2026, 12, 9, 10)
    book(shop, oil, make_customer(shop, PHONE), day, now=day - timedelta(days=3))
    texts_go_to_memory.clear()  # the confirmation the booking sent
    return shop


def test_the_confirmation_is_resent_at_most_twice(shop, texts_go_to_memory):
    say = talker(shop, "sms", phone=PHONE, proven=True)

    replies = [say("i never got the confirmation").message.text for _ in range(5)]

    assert len(texts_go_to_memory) == text_limits.CONFIRMATION_RESENDS == 2
    assert all(reply.startswith("I've texted your confirmation again") for reply in replies[:2])
    assert replies[2] == (
        "I can't text your confirmation again, but you're booked for "
        "Oil change on Wednesday, December 9 at 10 AM, under (303) 555-0177."
    )
    assert OutboundText.objects.filter(kind="confirmation").count() == 3  # with the first


def test_new_conversations_count_the_resends_already_sent(shop, texts_go_to_memory):
    for _ in range(4):
        talker(shop, "sms", phone=PHONE, proven=True)("can you resend the confirmation")

    assert len(texts_go_to_memory) == 2


def test_asked_once_it_is_resent(shop, texts_go_to_memory):
    reply = talker(shop, "phone", phone=PHONE, proven=True)("i didnt get a confirmation text")

    assert reply.message.text.startswith("I've texted your confirmation again to (303) 555-0177")
    assert [to for to, _ in texts_go_to_memory] == [PHONE]
