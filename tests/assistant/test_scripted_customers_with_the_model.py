"""Scripted customers with the model reading and writing, as the product runs by default: every
sixteenth of test_scenarios.py's customers (the whole set is the benchmark's,
`python -m tests.assistant.bench_scenarios --model-replies --model-understands`) gets what it
came for, the guard refused none of the model's replies, and the model, not the templates,
wrote them."""

from __future__ import annotations

import pytest

from assistant.models import Message
from booking.models import Shop
from tests.assistant import test_scenarios as scripted
from tests.assistant.customers import run

pytestmark = pytest.mark.django_db(transaction=True)

CUSTOMERS = scripted.SCENARIOS[::16]
CHANGING = scripted.CHANGES[::16]


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


def _talk(customer, shop):
    transcript = run(customer, shop, scripted.NOW)
    print(f"\n--- {customer.name} ---\n{transcript}")
    customer.check(shop, transcript.conversation)
    replies = Message.objects.filter(conversation=transcript.conversation, role="assistant")
    assert not replies.filter(model_rejected=True).exists()
    return replies


@pytest.mark.parametrize("customer", CUSTOMERS, ids=[c.name for c in CUSTOMERS])
def test_a_scripted_customer_with_the_model(customer, shop):
    _talk(customer, shop)


@pytest.mark.parametrize(("name", "customer"), CHANGING, ids=[name for name, _ in CHANGING])
def test_a_scripted_change_with_the_model(name, customer, shop):
    scripted.book_existing(shop)
    _talk(customer, shop)


def test_the_model_writes_a_booking_conversations_replies(shop):
    replies = _talk(scripted.SCENARIOS[0], shop)
    assert replies.filter(source=Message.Source.MODEL).count() >= 2
