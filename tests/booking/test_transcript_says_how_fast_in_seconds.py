"""The owner reads in a transcript how fast each reply came, in seconds ("answered in 0.4 s"),
not in milliseconds; a reply whose time was not measured says nothing of it."""

from __future__ import annotations

import pytest
from django.urls import reverse

from assistant.models import Conversation, Message

pytestmark = pytest.mark.django_db


def transcript(client, shop, *replies: int | None) -> str:
    """The transcript page of a text conversation whose replies took `replies` milliseconds."""
    conversation = Conversation.objects.create(
        shop=shop, channel="sms", customer_phone="+13035550177"
    )
    for took in replies:
        Message.objects.create(
            conversation=conversation, role="customer", text="oil change?", source="customer"
        )
        Message.objects.create(
            conversation=conversation,
            role="assistant",
            text="We have 9 AM.",
            source="template",
            full_reply_ms=took,
        )
    url = reverse("conversations:detail", args=["ridgeline", conversation.pk])
    return client.get(url).content.decode()


@pytest.mark.parametrize("took, said", [(399, "0.4 s"), (5288, "5.3 s"), (1000, "1.0 s")])
def test_each_reply_says_how_fast_it_came_in_seconds(client, owner, shop, took, said):
    page = transcript(client, shop, took)

    assert f"answered in {said}" in page
    assert " ms<" not in page


def test_a_reply_not_measured_says_nothing_of_it(client, owner, shop):
    page = transcript(client, shop, None)

    assert "We have 9 AM." in page and "answered in" not in page
