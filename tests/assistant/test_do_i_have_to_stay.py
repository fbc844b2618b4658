""" "Do I need to stay there while you do the oil change?" was answered "Yes, you can wait for
it", which reads as "yes, you must"; asked with a time held it went to the team, and with the
times offered the times were dropped. The customer is now told they need not stay, with how
long the job takes, and the booking's open question is asked again."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db(transaction=True)

NO_NEED = (
    "You don't have to stay: you're welcome to wait for it, or leave the car with us and "
    "we'll call you when it's ready."
)


@pytest.mark.parametrize(
    "asked",
    [
        "do I need to stay there while you do the oil change?",
        "how long is an oil change, do I have to stay?",
        "do i have to hang around for an oil change",
    ],
)
def test_asked_before_booking_they_need_not_stay(demo_shop, asked):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say(asked).message.text

    assert reply == (
        f"{NO_NEED} Oil change takes about 30 minutes and usually runs $49 to $89. Would you "
        "like to book it?"
    )


def test_asked_before_the_service_is_named_the_service_answers_it(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    assert "Which service is it for?" in say("do I need to stay?").message.text

    assert say("oil change").message.text.startswith(NO_NEED)


def test_asked_with_the_times_offered_the_times_are_asked_again(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday")

    reply = say("do i have to stay?").message.text

    assert reply == (
        f"{NO_NEED} Oil change takes about 30 minutes. Which time works for you on Friday, "
        "December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_asked_with_a_time_held_it_is_not_passed_to_the_team(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday at 10")

    reply = say("do i have to stay?").message.text

    assert reply == (
        f"{NO_NEED} Oil change takes about 30 minutes. I'm holding that time for you. What "
        "name should I put it under?"
    )
    assert say("Dana Reyes").message.text.startswith("Just to confirm: Oil change on Friday")


def test_leaving_it_all_day_asked_with_the_times_offered_keeps_the_times(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change friday")

    reply = say("do i need to leave it all day?").message.text

    assert reply == (
        "No need to leave it all day: you can wait for it. Oil change takes about 30 minutes. "
        "Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_asked_of_the_visit_booked(demo_shop):
    customer = make_customer(demo_shop, "+13035550177")
    oil_change = demo_shop.services.get(name="Oil change")
    book(
        demo_shop,
        oil_change,
        customer,
        local(demo_shop, 2026, 12, 11, 10),
        local(demo_shop, 2026, 12, 6, 9),
    )
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("do i need to stay there for my appointment?").message.text

    assert reply == f"{NO_NEED} Your Oil change takes about 30 minutes."
    assert Appointment.objects.count() == 1


def test_a_drop_off_job_says_when_to_bring_the_car(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    reply = say("do I have to stay for the timing belt?").message.text

    assert "drop-off job" in reply
    assert "You don't have to stay" not in reply
