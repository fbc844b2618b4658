"""Texts after a reminder is answered: "thanks" after "Thanks, see you then!" is welcomed, not
told the visit over again, and "wait what time again?" on a number with a visit coming is told
that visit, where it used to be asked which service to book."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
VISIT = "You're booked for Oil change on Friday, December 11 at 10 AM."


@pytest.fixture
def booked(demo_shop):
    oil = demo_shop.services.get(name="Oil change")
    book_fridays_visit(demo_shop, oil, PHONE)
    return demo_shop


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_thanks_then_what_time_again(booked, channel):
    talk = talker(booked, channel, phone=PHONE, proven=True)

    assert talk("C").message.text == f"Thanks, see you then! {VISIT}"
    assert talk("thanks").message.text == (
        "You're welcome! Is there anything else I can help with?"
    )
    assert talk("wait what time again").message.text == VISIT


def test_what_time_again_with_no_visit_is_no_visit_made_up(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert "Oil change" not in talk("wait what time again").message.text
