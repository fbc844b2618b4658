""" "Cancel both" from a number with two visits was asked which one it meant. Both are said
back to be confirmed, and a yes cancels both, each texted; a no cancels neither."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
BOTH = (
    "Oil change on Friday, December 11 at 10 AM and your Tire rotation on Monday, December 14 "
    "at 9 AM"
)


@pytest.fixture
def two_visits(demo_shop, danas_friday_oil_change):
    rotation = demo_shop.services.get(name="Tire rotation")
    customer = danas_friday_oil_change.customer
    book(
        demo_shop,
        rotation,
        customer,
        local(demo_shop, 2026, 12, 14, 9),
        local(demo_shop, 2026, 12, 6, 9),
    )


@pytest.mark.parametrize(
    "said",
    [["cancel both"], ["please cancel all my appointments"], ["cancel my appointment", "both"]],
)
def test_yes_cancels_both(demo_shop, two_visits, said):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for text in said:
        asked = talk(text).message.text

    assert asked == f"Cancel your {BOTH}? Please say yes or no."
    assert talk("yes").message.text == f"Done: your {BOTH} are cancelled."
    assert not Appointment.objects.filter(status=Appointment.Status.CONFIRMED).exists()
    cancelled = OutboundText.objects.filter(to=PHONE, body__contains="is cancelled")
    assert cancelled.count() == 2


def test_no_cancels_neither(demo_shop, two_visits):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("cancel both")
    talk("no")

    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 2


def test_with_one_visit_it_is_that_one(dana_says):
    assert dana_says("cancel both") == (
        "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    )
