""" "My brakes are squeaking, can you look at them when I'm in?" from the number of Friday's visit
offered a brake inspection on Monday. Work asked for at the visit booked is offered on its day,
from when it ends, as "while it's there" is."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "my brakes are squeaking, can you look at them when I'm in?",
        "can you check the brakes at my appointment friday",
        "can you do a brake inspection during my visit",
    ],
)
def test_it_is_offered_after_the_visit_on_its_day(dana_says, said):
    text = dana_says(said)

    assert "Brake inspection" in text
    assert "Friday, December 11 I can do 10:30 AM, 11 AM or 11:30 AM" in text
