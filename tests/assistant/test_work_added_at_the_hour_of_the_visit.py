"""Work added to a visit at the visit's own hour ("can I also get my brakes checked friday at
10" beside Friday's 10 AM oil change) was held at that hour in another bay, as if the car could
be in two at once. The times after the visit are offered, and why; an hour clear of the visit
is held as asked."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop(demo_shop):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    return demo_shop


@pytest.mark.parametrize(
    "said",
    ["can I also get my brakes checked friday at 10", "brakes checked friday at 10:15 too please"],
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_work_asked_for_while_the_car_is_in_follows_the_visit(shop, channel, said):
    talk = talker(shop, channel, phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply.startswith(
        "Your Oil change is at 10 AM that day, so the Brake inspection would come after it. "
        "For Brake inspection on Friday, December 11"
    )
    assert "10:30 AM, 11 AM or 11:30 AM" in reply
    assert not Appointment.objects.filter(status=Appointment.Status.HELD).exists()


def test_an_hour_clear_of_the_visit_is_held_as_asked(shop):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    reply = talk("can I also get my brakes checked friday at 11").message.text

    assert reply.startswith("Just to confirm: Brake inspection on Friday, December 11 at 11 AM.")
    talk("yes")
    visits = Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("start")
    assert [visit.service.name for visit in visits] == ["Oil change", "Brake inspection"]
