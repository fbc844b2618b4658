"""A customer who asks for a service the shop does and, in the same message, for work it does
not do is told so first, then offered the service: the other work is not silently left out."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Tire rotation", price=(25, 40), aliases=["rotation"])
    make_service(shop, "Brake pad replacement", minutes=90, price=(180, 320), aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    ("channel", "said", "not_offered"),
    [
        ("sms", "Need oil change and state inspection Friday", "state inspection"),
        ("chat", "I need an oil change and new tires", "tire replacement"),
        ("phone", "I need an oil change and my tail light is out", "tail light replacement"),
        ("chat", "oil change and can you fix my radio", "radio repair"),
    ],
)
def test_the_work_not_offered_is_said_before_the_times(shop, channel, said, not_offered):
    result = talker(shop, channel, phone="+13035550177", proven=channel != "chat")(said)

    assert result.message.text.startswith(
        f"I don't see {not_offered} on our service list. For Oil change"
    )
    assert result.choices


def test_a_time_named_is_held_for_the_service_offered(shop):
    say = talker(shop, "chat")

    text = say("oil change and a flat tire fixed tomorrow at 9").message.text

    assert text.startswith("I don't see flat tire repair on our service list. I'm holding 9 AM")
    (held,) = Appointment.objects.all()
    assert held.service.name == "Oil change"  # the flat tire was no tire rotation


@pytest.mark.parametrize(
    "said",
    [
        "oil change and tire rotation",
        "brakes and rotors",
        "oil change, and I'll also need a ride back home",
        "brakes please, the last service was great",
        "oil change and my name is Bob",
        # The "up" of "tune up" was work of its own here.
        "oil change and tire rotation, can I drop it off at 8 and pick it up at 5?",
    ],
)
def test_work_the_shop_does_or_no_work_at_all_is_no_apology(shop, said):
    text = talker(shop, "chat")(said).message.text

    assert "on our service list" not in text
