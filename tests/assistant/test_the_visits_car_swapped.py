""" "I'll be bringing my other car instead, a 2020 Ford Escape" was offered a second oil change
(for the other car), and "change the car on my appointment to a 2015 Jeep Wrangler" asked which
service: both swap the car of the visit booked."""

from __future__ import annotations

import pytest

from booking.models import Appointment

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("said", "car"),
    [
        ("I'll be bringing my other car instead, a 2020 Ford Escape", "2020 Ford Escape"),
        ("change the car on my appointment to a 2015 Jeep Wrangler", "2015 Jeep Wrangler"),
        # The visit's own day and a name said first: the visit told back, the car unheard.
        (
            "Hi, this is Dana, I have an appointment friday. Can I bring my other car instead? "
            "It's a 2018 Subaru",
            "2018 Subaru",
        ),
    ],
)
def test_the_visits_car_is_the_one_named(dana_says, said, car):
    assert dana_says(said) == (
        f"Thanks, I've noted the {car} for your Oil change on Friday, December 11 at 10 AM."
    )
    assert Appointment.objects.get().vehicle == car


def test_another_car_too_is_still_another_visit(dana_says):
    assert dana_says("can you also do my other car, a 2020 Ford Escape?").startswith(
        "For Oil change"
    )
    assert Appointment.objects.count() == 1  # offered, not booked yet
