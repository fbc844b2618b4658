"""Work asked for beside a service the shop does, which the shop does not list, is said to be
work it does not offer, in the words of the work alone: "can you fix my sunroof too" was "sunroof
too repair"; a smog check beside a "Brake inspection" (whose inspection is kin to a smog check)
and an exhaust leak beside brake pads (which a general diagnostic would look at alone) went
unsaid, and the leak had the brakes inspected "to find what's causing that"."""

from __future__ import annotations

import pytest

from booking.models import Shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(demo_shop) -> Shop:
    return demo_shop


@pytest.mark.parametrize(
    ("message", "not_offered", "service"),
    [
        ("coolant flush, and can you fix my sunroof too", "sunroof repair", "Coolant flush"),
        ("oil change and fix my sunroof as well", "sunroof repair", "Oil change"),
        ("brakes checked plus a smog check", "smog check", "Brake inspection"),
        ("brake pads and an exhaust leak", "exhaust repair", "Brake pad replacement"),
        (
            "brake pads and my catalytic converter is rattling",
            "catalytic converter repair",
            "Brake pad replacement",
        ),
    ],
)
def test_work_the_shop_lacks_beside_a_service_is_said(shop, message, not_offered, service):
    reply = talker(shop, "chat")(message).message.text

    assert reply.startswith(f"I don't see {not_offered} on our service list. For {service} on "), (
        reply
    )


def test_trouble_alone_still_gets_its_look(shop):
    reply = talker(shop, "chat")("my exhaust is leaking, can you do friday").message.text

    assert "on our service list" not in reply, reply
    assert "Check engine light diagnostic" in reply, reply
