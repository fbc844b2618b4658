"""Said while booking, "my husband Carlos will drop it off" was lost: the visit booked had no
word of it. It is said to be noted, and the customer's words go on the visit's notes, whether
said before the service, with the time, or at "Shall I book it?"."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
NOTED = "No problem: I'll note on the booking that your husband will bring the car."


@pytest.mark.parametrize(
    "messages",
    [
        ["my husband will drop it off, his name is Carlos", "brake inspection tomorrow at 8"],
        ["brake inspection tomorrow at 8 - my husband Carlos will drop it off"],
    ],
)
def test_who_brings_the_car_is_noted_on_the_visit(demo_shop, messages):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    replies = [talk(message).message.text for message in messages]
    assert replies[0].startswith(NOTED)
    talk("Maria Lopez")

    assert talk("yes").message.text.startswith("You're booked, Maria Lopez")
    visit = Appointment.objects.get()
    assert visit.customer.name == "Maria Lopez"
    assert "my husband" in visit.notes and "Carlos" in visit.notes


def test_said_at_shall_i_book_it_it_is_noted_and_the_booking_goes_on(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change friday at 9")
    talk("Maria Lopez")

    reply = talk("my son is going to bring it in").message.text

    assert reply.startswith(
        "No problem: I'll note on the booking that your son will bring the car."
    )
    assert "Shall I book it?" in reply
    talk("yes")
    assert "my son is going to bring it in" in Appointment.objects.get().notes


def test_the_seller_of_a_car_inspected_before_buying_brings_it(demo_shop):
    talk = talker(demo_shop, "chat")

    reply = talk(
        "Hi! I'd like to schedule a pre-purchase inspection for a car I'm buying from a private "
        "seller. Can the seller bring it in?"
    ).message.text

    assert reply.startswith(
        "No problem: I'll note on the booking that the seller will bring the car. For "
        "Pre-purchase inspection on"
    )
    talk("the first one")
    talk("Pat Lee")
    talk("720-555-0111")
    assert talk("yes").message.text.startswith("You're booked, Pat Lee")
    assert "Can the seller bring it in?" in Appointment.objects.get().notes


def test_asked_whether_someone_described_may_bring_it_is_noted(demo_shop):
    """ "Is it ok if my teenage son drops it off?": "teenage" hid the son from the note."""
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change friday at 9")
    talk("Maria Lopez")
    talk("is it ok if my teenage son drops it off?")

    assert talk("yes").message.text.startswith("You're booked, Maria Lopez")
    assert "my teenage son drops it off" in Appointment.objects.get().notes
