"""A visit that began earlier today (8 AM, asked of at 9 AM) was not found: "C" to its
reminder, "I can't make it" and "cancel my appointment" answered as if there were none. It is
still the customer's visit, to confirm, move or cancel."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


def book_this_mornings_visit(shop):
    customer = make_customer(shop, PHONE, "Dana Reyes")
    oil = shop.services.get(name="Oil change")
    return book(shop, oil, customer, local(shop, 2026, 12, 7, 8), local(shop, 2026, 12, 6, 9))


@pytest.mark.parametrize("said", ["C", "confirm"])
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_confirmation_finds_the_visit_begun_this_morning(demo_shop, channel, said):
    book_this_mornings_visit(demo_shop)
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Thanks, see you then! You're booked for Oil change on Monday, December 7 at 8 AM."
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_visit_begun_this_morning_that_cannot_be_made_is_moved(demo_shop, channel):
    visit = book_this_mornings_visit(demo_shop)
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    text = talk("I can't make it, can we do tomorrow instead?").message.text

    assert "I don't see an upcoming appointment" not in text
    assert text.startswith("For Oil change on Tuesday, December 8"), text
    talk("the first one")
    talk("yes")
    visit.refresh_from_db()
    assert local(demo_shop, 2026, 12, 8, 7, 30) == visit.start


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_visit_begun_this_morning_is_cancelled(demo_shop, channel):
    visit = book_this_mornings_visit(demo_shop)
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk("cancel my appointment").message.text.startswith(
        "Cancel your Oil change on Monday, December 7 at 8 AM?"
    )
    talk("yes")
    visit.refresh_from_db()
    assert visit.status == visit.Status.CANCELLED
