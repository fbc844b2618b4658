"""A reminder answered "R" ("Reply R to reschedule", as reminder texts elsewhere ask) was asked
which service the car needs; it moves the visit on the number, like "reschedule". On a number
with no visit it books nothing."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, local

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize("said", ["R", "r to reschedule", "R."])
def test_r_moves_the_visit(demo_shop, said):
    book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), PHONE)
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "Your Oil change is on Friday, December 11 at 10 AM. What day would you like instead?"
    )
    talk("Tuesday at 10am")
    assert talk("yes").message.text.startswith(
        "Done: your Oil change is now on Tuesday, December 8 at 10 AM."
    )
    assert Appointment.objects.get().start == local(demo_shop, 2026, 12, 8, 10)


def test_r_with_no_visit_moves_nothing(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert "instead" not in talk("R").message.text
    assert not Appointment.objects.exists()
