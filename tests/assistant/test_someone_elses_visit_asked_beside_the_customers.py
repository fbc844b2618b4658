""" "Oil change tomorrow at 10 and my wife needs one too at 11" held 11 AM for the customer and
noted the visit as the wife's, with no second visit; "two oil changes, one for me and one for
my wife" noted the customer's own visit as hers. The customer's visit now comes first, at the
time said for it, and hers follows; only hers says whose it is."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


def test_the_customers_time_is_held_then_hers_is_asked(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("oil change tomorrow at 10 and my wife needs one too at 11").message.text

    assert reply == (
        "First the Oil change for your car, then your wife's. I'm holding 10 AM on Tuesday, "
        "December 8 for you. What name should I put it under?"
    )
    say("Dana Reyes")
    booked = say("yes").message.text
    assert booked.endswith("Would you like to book the Oil change for your wife's car as well?")
    say("yes")
    say("11")
    say("Maria")
    assert say("yes").message.text.startswith("Maria is booked")

    own, hers = Appointment.objects.order_by("start")
    assert own.notes == ""
    assert "wife" in hers.notes and "Maria" in hers.notes
    assert [own.start.hour, hers.start.hour] == [17, 18]  # 10 and 11 AM in Denver


@pytest.mark.parametrize(
    ("said", "whose"),
    [
        ("an oil change friday, and one for my son as well", "son"),
        ("oil change friday and my husband needs one too", "husband"),
        ("two oil changes friday, one for me and one for my wife", "wife"),
    ],
)
def test_the_first_visit_is_the_customers_own(demo_shop, said, whose):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say(said).message.text.startswith(
        f"First the Oil change for your car, then your {whose}'s."
    )
    say("9")
    say("Dana Reyes")
    say("yes")

    assert Appointment.objects.get().notes == ""


def test_someone_elses_alone_is_one_visit(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("my wife needs an oil change too").message.text

    assert reply == (
        "For Oil change on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. Which works "
        "for you?"
    )


def test_two_visits_one_at_each_time_hold_the_first_time_first(demo_shop):
    # "One at 9 and one at 10" held 10 AM for the first visit: the last time said.
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = say("can i book 2 oil changes for tomorrow, one at 9 and one at 10").message.text

    assert reply == (
        "First the Oil change for one car, then the other's. I'm holding 9 AM on Tuesday, "
        "December 8 for you. What name should I put it under?"
    )
