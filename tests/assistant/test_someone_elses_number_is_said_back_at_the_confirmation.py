"""A visit booked for someone else with a number of their own ("it's for my wife, her number
is 720-555-0199"): the confirmation reads her number back on every channel, so a wrong digit is
caught before her confirmation goes astray; by text it was never said back."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
PRICE = "It usually runs $49 to $89, final price after we look at the car."


def _say(demo_shop, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    "said",
    ["it's for my wife, her number is 720-555-0199", "her cell is 720 555 0199"],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_her_number_is_read_back_before_booking(demo_shop, channel, said):
    say = _say(demo_shop, channel)
    say("I need an oil change for my wife friday at 10")
    if channel == "chat":
        say("Dana Reyes")

    confirm = say(said)

    assert confirm == (
        "Just to confirm: Oil change on Friday, December 11 at 10 AM for your wife. "
        f"{PRICE} I'll text the confirmation to your wife at (720) 555-0199. Shall I book it?"
    )


def test_her_name_and_number_said_together_are_read_back_together(demo_shop):
    say = _say(demo_shop, "sms")

    confirm = say("oil change friday at 10 for my wife Maria, her cell is 720 555 0199")

    assert "I'll text the confirmation to Maria at (720) 555-0199. Shall I book it?" in confirm


def test_on_a_call_her_number_is_said_as_hers(demo_shop):
    say = _say(demo_shop, "phone")
    say("I need an oil change for my wife friday at 10")

    confirm = say("her number is 720-555-0199")

    assert "I'll text the confirmation to your wife at (720) 555-0199. Shall I book it?" in confirm


@pytest.mark.parametrize("name", ["Maria", "Maria Reyes"])
def test_a_bare_name_at_the_confirmation_is_hers(demo_shop, texts_go_to_memory, name):
    say = _say(demo_shop, "sms")
    say("I need an oil change for my wife friday at 10")
    say("her number is 720-555-0199")

    confirm = say(name)
    booked = say("yes")

    assert f"10 AM for {name}." in confirm
    assert f"to {name} at (720) 555-0199." in booked
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert (visit.customer.name, visit.customer.phone) == (name, "+17205550199")
    assert visit.notes == "Booked by (303) 555-0177 (the customer is their wife)."


@pytest.mark.parametrize("said", ["wrong number sorry, it's 720-555-0198", "oops 720-555-0198"])
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_her_number_put_right_is_read_back_and_texted(demo_shop, texts_go_to_memory, channel, said):
    say = _say(demo_shop, channel)
    say("I need an oil change for my wife friday at 10")
    if channel == "chat":
        say("Dana Reyes")
    say("her number is 720-555-0199")

    confirm = say(said)
    say("yes")

    assert "I'll text the confirmation to your wife at (720) 555-0198." in confirm
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert visit.customer.phone == "+17205550198"
    assert "+17205550198" in [to for to, _ in texts_go_to_memory]


def test_the_customers_own_number_said_after_hers_leaves_hers(demo_shop):
    say = _say(demo_shop, "chat")
    for text in ("I need an oil change for my wife friday at 10", "Dana Reyes"):
        say(text)
    say("her number is 720-555-0199")

    confirm = say("and my cell is 303-555-0177")
    say("yes")

    assert "I'll text the confirmation to your wife at (720) 555-0199." in confirm
    visit = Appointment.objects.get(status=Appointment.Status.CONFIRMED)
    assert visit.customer.phone == "+17205550199"
    assert visit.notes == "Booked by Dana Reyes, (303) 555-0177 (the customer is their wife)."
