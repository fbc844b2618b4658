"""With the model writing, a reply that lists every service of a shop with many ran past the
tokens a reply may take and reached the customer cut mid-word ("... tire rotation,
transmission fluid ser"): the grounding guard checks what a reply says, not that it ended. A
reply the engine stopped for its length is the template's."""

from __future__ import annotations

import pytest

from assistant.models import Message
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_services_list_reaches_the_customer_whole(demo_shop_with_the_model):
    shop = demo_shop_with_the_model
    say = talker(shop, "chat")

    # Work with no listed service near it: the reply lists them all.
    reply = say("do you do bodywork? my door is dented").message

    names = list(shop.services.filter(active=True).values_list("name", flat=True))
    assert len(names) >= 10
    assert reply.text.rstrip().endswith((".", "?"))
    assert all(name.lower() in reply.text.lower() for name in names), reply.text
    assert not Message.objects.filter(text__endswith=",").exists()
