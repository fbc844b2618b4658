"""A name given while a time is held is a name, even where a word of it is near a service's
("Kim Tran" and the "trans fluid" service): the booking under way stays the one asked for."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Brake pad replacement", minutes=60, aliases=["brake pads", "pads"])
    make_service(shop, "Transmission fluid service", minutes=60, aliases=["trans fluid"])
    return shop


@pytest.mark.parametrize("reply", ["Kim Tran 720-555-0177", "Kim Tran"])
def test_a_name_near_a_service_is_no_service(shop, reply):
    say = talker(shop, "chat")
    say("brake pads wednesday at 9am")

    text = say(reply).message.text
    if "number" in text:
        text = say("720-555-0177").message.text

    assert "brake pad replacement" in text.lower()
    assert "transmission" not in text.lower()
