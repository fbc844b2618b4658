""" "Can I switch to a tire rotation instead?" of Dana's Friday 10 AM oil change offered a new
tire rotation visit on Monday, leaving the oil change booked; it asks for the tire rotation in
the oil change's place, at its time, as "change my appointment to a tire rotation" does. So does
"can i switch to a tire rotation" with no "instead"; "switch to a later time" still moves it."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said",
    [
        "can I switch to a tire rotation instead",
        "can I get a tire rotation instead",
        "can i switch to a tire rotation",
        # Asked for the day, as if it moved.
        "Can I change my appointment from oil change to tire rotation?",
        "switch my appointment from an oil change to a tire rotation",
        # Asked whether to cancel the visit.
        "actually I don't need the oil change anymore, just the tire rotation",
    ],
)
def test_the_visit_does_the_other_work_once_confirmed(
    demo_shop, danas_friday_oil_change, channel, said
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    asked = talk(said).message.text
    talk("yes")

    assert asked == (
        "Just to confirm: your visit on Friday, December 11 at 10 AM for the Tire rotation "
        "instead of the Oil change? Please say yes or no."
    )
    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert visit.service.name == "Tire rotation"


def test_with_nothing_booked_it_is_a_booking(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("can I get a tire rotation instead").message.text.startswith(
        "For Tire rotation on Monday, December 7"
    )


def test_a_later_time_switched_to_moves_the_visit(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("can i switch to a later time").message.text.startswith(
        "For Oil change on Friday, December 11 I can do 10:30 AM"
    )
