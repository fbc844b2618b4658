""" "Did you find my keys? I think I left them at the front desk" was asked which service the car
needs, and "I think I left my keys at the front desk" was told the team knows the car is here.
Something left behind is for someone at the shop to look for: passed to the team, as it was
said; keys left in the drop box still say the car is here."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "said",
    [
        "did you find my keys? I think I left them at the front desk",
        "I think I left my keys at the front desk",
        "has anyone seen my sunglasses? I must have left them in the waiting room",
    ],
)
def test_it_is_passed_to_the_team(demo_shop, said):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)(said).message.text

    assert text == "I'll pass that to the team and someone will get back to you shortly."
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert "asked about something left behind" in told and said in told


def test_keys_left_in_the_drop_box_say_the_car_is_here(demo_shop):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)(
        "just dropped off the keys in the box"
    )

    assert text.message.text == "Thanks, I've let the team know your car is here."
