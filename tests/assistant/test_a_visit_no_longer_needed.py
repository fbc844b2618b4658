""" "I won't need the oil change after all" of Dana's Friday visit was offered a second oil
change, and "turns out I don't need it anymore" was let go as nothing: the visit is asked to be
cancelled, and cancelled at the yes ("I have to cancel, my car broke down" too, which went to the team as a
call-out). With no visit, nothing is cancelled."""

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
        "I won't need the oil change after all",
        "turns out I don't need it anymore",
        "we won't need the appointment after all",
    ],
)
def test_the_visit_is_cancelled_at_the_yes(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    )
    talk("yes")

    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert visit.status == Appointment.Status.CANCELLED


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_cancel_for_a_car_broken_down_is_no_call_out(demo_shop, danas_friday_oil_change, channel):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk("I have to cancel, my car broke down").message.text == (
        "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    )


def test_the_visit_this_chat_just_booked(demo_shop):
    chat = talker(demo_shop, "chat")
    chat("I need an oil change friday at 10")
    chat("Dana Reyes")
    chat("3035550177")
    chat("yes")

    assert chat("turns out I don't need it anymore").message.text == (
        "Cancel your Oil change on Friday, December 11 at 10 AM? Please say yes or no."
    )
    chat("yes")

    assert Appointment.objects.get().status == Appointment.Status.CANCELLED


def test_work_only_priced_is_let_go_not_the_visit(demo_shop, danas_friday_oil_change):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)
    text("how much is a brake inspection")

    assert text("I don't need it anymore").message.text == (
        "No problem. Is there anything else I can help with?"
    )
    visit = Appointment.objects.get(pk=danas_friday_oil_change.pk)
    assert visit.status == Appointment.Status.CONFIRMED


def test_with_no_visit_nothing_is_cancelled(demo_shop):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text("I don't need it anymore").message.text == (
        "No problem. Is there anything else I can help with?"
    )
