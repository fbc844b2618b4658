"""A reminder answered "C" ("Reply C to confirm", as reminder texts often ask): confirmed,
like "confirm" or "Y", not read as a service."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.assistant.test_scenarios import book_existing

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("answer", ["C", "c", "C to confirm", " C to confirm", "confirm", "Y"])
def test_c_confirms_the_visit(demo_shop, answer):
    book_existing(demo_shop)
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    reply = talk(answer).message.text
    assert reply.startswith("Thanks, see you then!"), reply
    assert "Oil change on Friday, December 11 at 10 AM" in reply
