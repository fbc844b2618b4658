""" "Change my oil change on friday to a tire rotation": the visit's work is changed at its own
time, as "change my appointment to a tire rotation" is; not taken for a second oil change."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Tire rotation", aliases=["rotation"], price=(25, 40))
    book_fridays_visit(shop, oil, PHONE)
    return shop


@pytest.mark.parametrize("channel", ["sms", "phone"])
@pytest.mark.parametrize(
    "asked",
    [
        "I'd like to change my oil change on friday to a tire rotation",
        "can you change my oil change to a tire rotation",
    ],
)
def test_the_visits_work_is_changed_at_its_time(shop, channel, asked):
    say = talker(shop, channel, phone=PHONE, proven=True)

    confirm = say(asked).message.text
    done = say("yes").message.text

    assert confirm.startswith(
        "Just to confirm: your visit on Friday, December 11 at 10 AM for the Tire rotation "
        "instead of the Oil change?"
    )
    assert done.startswith("Done: your visit on Friday, December 11 at 10 AM is now for the Tire")
    visit = Appointment.objects.exclude(status=Appointment.Status.CANCELLED).get()
    assert visit.service.name == "Tire rotation"
