"""A car already at the shop, asked about ("how much is the repair going to be?"), is the
team's to answer, as "is my car ready?" is: passed on, with no price list or booking."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550166"
STAFF = "+13035550100"


@pytest.mark.parametrize(
    "said",
    [
        "my car is at your shop right now can you tell me how much the repair is going to be",
        "you guys have my truck, what's it gonna cost?",
        # Left there already: not a new visit's times.
        "I dropped my keys off last night for my oil change, did you get them?",
        "left the car in the lot this morning for the oil change",
    ],
)
def test_the_bill_of_a_car_at_the_shop_is_passed_to_the_team(said):
    shop = make_shop(staff_phone=STAFF)
    make_service(shop, "Oil change", aliases=["oil"])
    talk = talker(shop, "phone", phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert OutboundText.objects.filter(to=STAFF, body__contains="car at the shop").exists()
    # The next question is heard as any other.
    assert "49 to 89" in talk("and how much is an oil change?").message.text
