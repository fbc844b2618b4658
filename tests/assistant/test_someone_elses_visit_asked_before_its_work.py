""" "Can I book for my mom?" before the work is named: whose visit it is was lost ("which
service does your car need?", the team never told), and on a number with a visit booked the
work named next was taken for a second one of the customer's own ("You're already booked")."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("Can I book for my mom? She's 80 and doesn't text", "Sure, I can book your mom in."),
        ("I want to make an appointment for my son", "Sure, I can book your son in."),
        (
            "Can I book my wife in for friday?",
            "Sure, I can book your wife in on Friday, December 11.",
        ),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_whose_visit_it_is_is_said_back(demo_shop, channel, said, asked):
    say = talker(demo_shop, channel, phone=PHONE, proven=channel == "sms")

    assert say(said).message.text == f"{asked} Which service does the car need?"


def test_the_team_is_told_whose_visit_it_is(demo_shop):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for text in ["Can I book for my mom?", "oil change", "friday at 9", "Ruth Miller", "yes"]:
        say(text)

    assert Appointment.objects.get().customer.name == "Ruth Miller"
    booked = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert booked.endswith("The customer said it is for their mom.")


def test_on_a_number_with_a_visit_it_is_no_second_visit_of_the_customers(
    demo_shop, danas_friday_oil_change
):
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("Can I book for my mom?")

    offered = say("oil change").message.text
    say("thursday at 9")
    booked = say("yes").message.text

    assert offered.startswith("For Oil change on Monday, December 7 I can do 10 AM")
    assert booked.startswith("Your mom is booked: Oil change on Thursday, December 10 at 9 AM.")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 2
