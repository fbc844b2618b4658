"""Texts turned off or on again in the customer's own words: "STOP ALL", "stop please", "take me
off your list", "don't text me anymore" were read as a booking's words ("which service does your
car need?") and the number went on being texted; "start please" and "resume texts" turn them on.
A waiting list and "opt me in" are no such words ("don't text me", a call wanted instead, turns
them off with the team told to call: test_call_me_instead_of_texting_by_text.py)."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from assistant.notifications import send_text
from booking.models import Customer
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
UNSUBSCRIBED = (
    "You're unsubscribed from Ridgeline Auto Repair texts and won't get any more. Reply START "
    "to get them again."
)


@pytest.fixture
def texting(demo_shop):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    return talker(demo_shop, "sms", phone=PHONE, proven=True)


def texts_reach(shop) -> bool:
    sent = send_text(shop=shop, to=PHONE, body="hi", kind=OutboundText.Kind.REMINDER)
    return sent.status != "skipped"


@pytest.mark.parametrize(
    "said",
    [
        "STOP ALL",
        "stop please",
        "unsubscribe please",
        "stop all texts",
        "quit texting me",
        "please take me off your list",
        "remove me from your texts",
        "don't text me anymore",
        "no more messages",
        "opt me out",
        "cancel texts",
    ],
)
def test_texts_are_turned_off(demo_shop, texting, said):
    assert texting(said).message.text == UNSUBSCRIBED
    assert Customer.objects.get(phone=PHONE).sms_opt_out
    assert not texts_reach(demo_shop)


@pytest.mark.parametrize("said", ["start please", "resume texts", "START."])
def test_texts_are_turned_on_again(demo_shop, texting, said):
    texting("stop texting me")

    assert texting(said).message.text.startswith("You'll get texts from Ridgeline Auto Repair")
    assert texts_reach(demo_shop)


@pytest.mark.parametrize("said", ["opt me in", "take me off the waiting list"])
def test_other_words_leave_the_texts_on(demo_shop, texting, said):
    assert texting(said).message.text != UNSUBSCRIBED
    assert texts_reach(demo_shop)
