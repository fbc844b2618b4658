"""Asked for a name, "just put it under my number": booked under the phone number, as "I'd
rather not" is, where the name used to be asked again."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "said", ["just put it under my number", "put it under this number", "just use my number"]
)
def test_the_visit_goes_under_the_number(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=True)
    talk("oil change tomorrow at 10")

    confirm = talk(said).message.text
    booked = talk("yes").message.text

    assert confirm.startswith(
        "No problem, I'll put it under your phone number. Just to confirm: Oil change on "
        "Tuesday, December 8 at 10 AM."
    )
    assert booked.startswith("You're booked: Oil change on Tuesday, December 8 at 10 AM.")
    assert Appointment.objects.get().customer.phone == "+13035550177"
