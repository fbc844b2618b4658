"""Trouble goes to the work it points at, and work the shop does not list is said: grinding at
a wheel is the brakes' to look at; a clunk over bumps is the suspension, which the demo shop
does not work on (not the engine light's diagnostic); dim headlights beside a battery light are
the charging's trouble, no headlight work asked for; and tire balancing asked with a rotation
is said to be not offered rather than quietly dropped."""

from __future__ import annotations

import pytest

from booking.profiles import import_shop
from tests.assistant.conftest import DEMO_PROFILE
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    return import_shop(path=DEMO_PROFILE).shop


def test_grinding_at_a_wheel_is_a_brake_inspection(shop):
    text = talker(shop, "chat")("loud grinding noise from the front left wheel").message.text

    assert text.startswith("To find what's causing that, we'd start with the Brake inspection."), (
        text
    )


@pytest.mark.parametrize(
    "said",
    ["my car is making a weird clunking noise over bumps", "my suspension clunks over bumps"],
)
def test_a_clunk_over_bumps_is_suspension_work_the_shop_does_not_list(shop, said):
    text = talker(shop, "chat")(said).message.text

    assert text.startswith(
        "I don't see suspension repair on our service list; the team can tell you whether we "
        "can help at (303) 555-0142. We do A/C recharge"
    ), text
    assert "Check engine light diagnostic." not in text.split(".")[0], text


def test_a_slipping_clutch_is_clutch_work_the_shop_does_not_list(shop):
    """It was offered the Transmission fluid service, which a worn clutch has no use for."""
    text = talker(shop, "chat")("my clutch is slipping").message.text

    assert text.startswith(
        "I don't see clutch repair on our service list; the team can tell you whether we can "
        "help at (303) 555-0142."
    ), text


def test_a_slipping_clutch_asked_after_transmissions_is_said_to_be_not_listed(shop):
    """ "Do you work on manual transmissions? my clutch is slipping" answered the fluid service
    alone, the question mark between the two read as no break."""
    text = talker(shop, "chat")(
        "do you work on manual transmissions? my clutch is slipping"
    ).message.text

    assert text.startswith(
        "Yes, we do. I don't see clutch repair on our service list. Transmission fluid service "
        "usually runs $179 to $299."
    ), text


def test_a_clunk_beside_the_work_asked_is_said_to_be_not_offered(shop):
    text = talker(shop, "chat")("brake pads, and my car clunks over bumps").message.text

    assert text.startswith(
        "I don't see suspension repair on our service list. For Brake pad replacement on Monday"
    ), text


def test_dim_headlights_beside_a_battery_light_ask_for_no_headlight_work(shop):
    text = talker(shop, "chat")(
        "my battery light came on this morning and there's a whining sound and the headlights "
        "seem dim, can you look at it monday"
    ).message.text

    assert "on our service list" not in text, text
    assert text.startswith("For Battery replacement on Monday"), text


def test_balancing_asked_with_a_rotation_is_said_to_be_not_offered(shop):
    text = talker(shop, "chat")("rotate and balance my tires, how much").message.text

    assert text.startswith(
        "I don't see tire balancing on our service list. Tire rotation usually runs $25 to $40."
    ), text


@pytest.mark.parametrize(
    ("said", "look"),
    [
        ("there's a puddle of green fluid under my car", "Check engine light diagnostic"),
        ("my car is leaking fluid", "Check engine light diagnostic"),
        ("brake fluid leak", "Brake inspection"),
        # Running hot beside it is still a leak to look at, not the coolant's flush.
        ("coolant is leaking and the temp gauge is going up", "Check engine light diagnostic"),
    ],
)
def test_a_fluid_leaking_is_a_look_not_the_transmission_fluid_service(shop, said, look):
    text = talker(shop, "chat")(said).message.text

    assert text.startswith(f"To find what's causing that, we'd start with the {look}."), text


@pytest.mark.parametrize(
    ("said", "work"),
    [
        (
            "my car pulls to the left when I brake",
            "To find what's causing that, we'd start with the Brake inspection.",
        ),
        ("it pulls to the right", "For Wheel alignment on Monday, December 7"),
    ],
)
def test_a_pull_when_braking_is_a_brake_look_and_a_pull_alone_the_alignment(shop, said, work):
    text = talker(shop, "chat")(said).message.text

    assert text.startswith(work), text
