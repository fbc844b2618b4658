""" "My wife needs her oil changed, can she come in tomorrow at 10?" from a number with no name
on file: the name asked is the one the visit goes under (hers or the customer's), and the team
was never told whose car it is. The visit's notes now say so; a visit booked next in the same
conversation for the customer's own car is not noted."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550188"


@pytest.mark.parametrize(
    ("opening", "whose"),
    [
        ("my wife needs her oil changed, can she come in tomorrow at 10?", "wife"),
        ("oil change tomorrow 10am for my son's car", "son"),
    ],
)
def test_whose_car_it_is_goes_on_the_visit(demo_shop, opening, whose):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for text in (opening, "Maria"):
        talk(text)

    visit = talk("yes").appointment

    assert (visit.customer.name, visit.notes) == (
        "Maria",
        f"The customer said it is for their {whose}.",
    )


def test_the_next_visit_for_their_own_car_is_not_noted(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for text in ("my wife needs her oil changed, can she come in tomorrow at 10?", "Maria", "yes"):
        talk(text)
    for text in ("can i also get a tire rotation for my car friday", "9"):
        talk(text)

    talk("yes")

    assert Appointment.objects.get(service__name="Tire rotation").notes == ""
