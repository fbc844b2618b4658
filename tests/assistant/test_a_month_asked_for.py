"""A month asked for with "for" ("can I book an oil change for january") offered today's times,
and "can I rebook for january" of a visit booked went to the team ("move it to january" asked
which day). The month is read from its
first day the shop is open (not "closed on Friday, January 1", a day no one asked for), and
"rebook" of a visit booked moves it."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"  # Dana's, of danas_friday_oil_change
JANUARY = "For Oil change on Saturday, January 2 I can do 8 AM"


@pytest.mark.parametrize("asked", ["can i book an oil change for january", "oil change in january"])
def test_a_month_is_its_first_open_day(demo_shop, asked):
    assert talker(demo_shop, "sms", phone=PHONE, proven=True)(asked).message.text.startswith(
        JANUARY
    )


@pytest.mark.parametrize(
    "asked", ["can i rebook for january", "can I move it to january", "push it into january"]
)
def test_moving_the_visit_booked_to_a_month_offers_that_month(dana_says, asked):
    assert dana_says(asked).startswith(JANUARY)


def test_rebook_for_a_day_of_the_visit_booked_moves_it(dana_says):
    assert dana_says("can i rebook for thursday").startswith(
        "For Oil change on Thursday, December 10"
    )

    assert dana_says("8") == (
        "Just to confirm: move your Oil change to Thursday, December 10 at 8 AM? Please say yes"
        " or no."
    )
