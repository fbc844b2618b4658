""" "Yeah book me thursday" after "I don't see suspension repair on our service list" asked
"Which service does your car need?", and every answer after it asked again. Work only the team
can book is passed to them with the day asked, and a service named instead is booked."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_booking_work_not_listed_passes_it_to_the_team(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=True)
    assert "bumper painting" in say("can you paint my bumper?").message.text

    reply = say("ok can I bring it in friday?").message.text

    assert reply == (
        "I can't book bumper painting myself, so I've passed your request to the team, and "
        "someone will get back to you shortly to set it up."
    )
    assert OutboundText.objects.filter(
        to=demo_shop.staff_phone,
        body__contains="would like to book bumper painting on Friday, December 11",
    ).exists()
    assert not Appointment.objects.exists()


def test_in_a_chat_the_number_is_asked_and_the_request_passed_on(demo_shop):
    say = talker(demo_shop, "chat")
    say("do you sell tires?")

    reply = say("ok book me for tomorrow then").message.text

    assert reply.startswith("I can't book tire sales myself, but the team can set it up with you")
    assert "(720) 555-0101" in say("720-555-0101").message.text
    assert OutboundText.objects.filter(
        to=demo_shop.staff_phone, body__contains="would like to book tire sales on Tuesday"
    ).exists()


def test_a_listed_service_named_after_it_is_booked(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("do you sell tires?")

    reply = say("ok, an oil change then, friday 9").message.text

    assert reply.startswith("I'm holding 9 AM on Friday, December 11")
