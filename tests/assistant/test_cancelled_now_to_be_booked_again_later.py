""" "Cancel it, I'll call back later to rebook": the visit is cancelled, where "What day would
you like instead?" used to be asked again and again. "Cancel and rebook for friday at 2" still
moves it."""

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
        "cancel it, I'll call back later to rebook",
        "please cancel my oil change, I'll text you back to reschedule",
        "Please cancel. I'll call to reschedule",
        "cancel it, I will text you later to rebook",
    ],
)
def test_the_visit_is_cancelled(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    asked = talk(said).message.text
    done = talk("yes").message.text

    assert asked == "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    assert done == "Done: your Oil change on Friday, December 11 at 10 AM is cancelled."
    assert Appointment.objects.get().status == Appointment.Status.CANCELLED


def test_cancel_and_rebook_with_a_time_still_moves_it(demo_shop, danas_friday_oil_change):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk("cancel and rebook for friday at 2").message.text == (
        "Just to confirm: move your Oil change to Friday, December 11 at 2 PM? Please say yes or no."
    )
