"""Which of the seeded demo's conversations are which: those of the customers who talk to the
assistant as the demo starts (assistant.demo.CUSTOMERS), found by what each opened with, since
the month's conversations that booked nothing come from numbers and at times like theirs."""

from __future__ import annotations

from django.db.models import OuterRef, Q, QuerySet, Subquery

from assistant.demo import CUSTOMERS
from assistant.models import Conversation, Message


def with_opener(conversations: QuerySet) -> QuerySet:
    """`conversations` with `opened_with`: the first thing the customer said."""
    first = Message.objects.filter(conversation=OuterRef("pk"), role=Message.Role.CUSTOMER)
    return conversations.annotate(opened_with=Subquery(first.order_by("pk").values("text")[:1]))


def todays_conversations(shop) -> QuerySet:
    """The conversations of the customers who talk as the demo starts."""
    opened_as_theirs = Q()
    for customer in CUSTOMERS:
        opened_as_theirs |= Q(channel=customer.channel, opened_with=customer.says[0])
    return with_opener(Conversation.objects.filter(shop=shop)).filter(opened_as_theirs)
