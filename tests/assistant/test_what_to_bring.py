""" "What do I need to bring?" is answered, not passed to the team: the car and its keys, and
for a drop-off job when to bring it. Asked while the times are offered, the booking goes on."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "asked",
    [
        "what do I need to bring?",
        "do I need to bring anything?",
        # Passed to the team, as a question it could not answer.
        "do you need me to leave the keys",
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_car_and_its_keys(demo_shop, channel, asked):
    proven = channel != "chat"
    say = talker(demo_shop, channel, phone=PHONE if proven else "", proven=proven)

    assert say(asked).message.text == (
        "Just the car and its keys. Is there anything else I can help with?"
    )
    assert not OutboundText.objects.exists()


@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_asked_beside_the_address_both_are_answered(demo_shop, channel):
    say = talker(demo_shop, channel, phone=PHONE, proven=channel == "sms")

    assert say("what's the address again? and do I need to bring anything").message.text == (
        "Just the car and its keys. We're at 1480 Ridge Rd, Golden, CO."
    )


def test_asked_with_the_times_offered_the_times_are_asked_again(demo_shop):
    say = talker(demo_shop, "chat")
    say("I need an oil change friday")

    assert say("what should I bring?").message.text == (
        "Just the car and its keys. Which time works for you on Friday, December 11: "
        "7:30 AM, 8 AM or 8:30 AM?"
    )


def test_a_drop_off_job_says_when_to_bring_it(demo_shop):
    say = talker(demo_shop, "chat")
    say("timing belt friday")

    assert say("what do I need to bring?").message.text == (
        "Just the car and its keys, brought in between 7:30 AM and 9 AM. Does 7:30 AM on "
        "Friday, December 11 work for you?"
    )


def test_asked_of_the_visit_booked_on_the_number(demo_shop):
    timing_belt = demo_shop.services.get(name="Timing belt replacement")
    dana = make_customer(demo_shop, PHONE, "Dana Reyes")
    book(
        demo_shop,
        timing_belt,
        dana,
        local(demo_shop, 2026, 12, 11, 7, 30),
        local(demo_shop, 2026, 12, 6, 9),
    )
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert say("do I need to bring anything?").message.text.startswith(
        "Just the car and its keys, brought in between 7:30 AM and 9 AM."
    )


def test_asked_after_saying_the_visit_is_answered_with_the_visit(dana_says):
    assert dana_says("Hi, I have an appointment friday, what should I bring?") == (
        "Just the car and its keys. You're booked for Oil change on Friday, December 11 at 10 AM."
    )


def test_asked_after_saying_the_visit_in_a_chat_needs_no_number(demo_shop):
    say = talker(demo_shop, "chat")

    assert say("I have an appointment friday, what should I bring?").message.text == (
        "Just the car and its keys. Is there anything else I can help with?"
    )


@pytest.mark.parametrize(
    "asked",
    ["do I need to do anything else?", "is there anything I need to do before my appointment?"],
)
def test_anything_to_do_for_a_visit_booked_is_nothing_but_bring_the_car(dana_says, asked):
    """Passed to the team before, though nothing is needed."""
    texts_before = OutboundText.objects.count()

    assert dana_says(asked) == (
        "You're all set: just bring the car and its keys. Is there anything else I can help with?"
    )
    assert OutboundText.objects.count() == texts_before
