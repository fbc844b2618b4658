""" "My wife's car needs one too" was told "I don't see too on our service list", and "I need
one too for my truck" the same: "one" is the work already asked for, for another car, which
follows the visit under way (and the visit held stays the customer's own)."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

SECOND = "First the Oil change for one car, then the other's."


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize(
    ("said", "first"),
    [
        ("I need one too for my truck", SECOND),
        ("my wife's car needs one too", "First the Oil change for your car, then your wife's."),
        ("my son's truck needs one as well", "First the Oil change for your car, then your son's."),
        (
            "my wife also needs an oil change",
            "First the Oil change for your car, then your wife's.",
        ),
    ],
)
def test_one_too_while_times_are_offered_is_a_second_car(demo_shop, channel, said, first):
    talk = talker(demo_shop, channel)
    talk("oil change please")

    assert talk(said).message.text.startswith(first)


def test_one_too_at_shall_i_book_it_keeps_the_visit_the_customers(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)

    assert talk("my wife's car needs one too").message.text == (
        "Just to confirm: Oil change on Friday, December 11 at 10 AM. It usually runs $49 to $89, "
        "final price after we look at the car. Shall I book it, then find a time for the Oil "
        "change for your wife's car?"
    )


@pytest.mark.parametrize("said", ["my wife also needs one", "can you do my wife's car too"])
def test_hers_said_at_shall_i_book_it_is_a_second_visit_under_her_name(demo_shop, said):
    """ "My wife also needs one" at "Shall I book it?" made the customer's own visit hers, and
    "my wife's car needs one too" booked hers under "Dana Maria" once her name was given."""
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change friday at 10", "Dana Reyes"):
        talk(text)
    talk(said)

    first = talk("yes")
    assert first.appointment.customer.name == "Dana Reyes"
    assert first.appointment.notes == ""
    assert first.message.text.endswith(
        "Would you like to book the Oil change for your wife's car as well?"
    )
    assert "for your wife" in talk("11").message.text
    talk("Maria")
    hers = talk("yes")
    assert hers.message.text.startswith(
        "Maria is booked: Oil change on Friday, December 11 at 11 AM."
    )
    assert hers.appointment.notes.startswith("For the customer's wife, Maria.")
    assert hers.appointment.vehicle == ""


def test_one_too_after_booking_offers_times_for_it(demo_shop):
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("brake inspection friday at 10", "Dana Reyes", "yes"):
        talk(text)

    assert talk("my wife's car needs one too").message.text.startswith(
        "For Brake inspection on Monday, December 7 I can do"
    )


def test_one_for_me_and_one_for_my_daughter_puts_the_second_under_hers(demo_shop):
    """ "Two oil changes for saturday, one for me and one for my daughter" read "one" as 1 PM
    ("Sorry, we close at 1 PM") and never said whose the second visit was."""
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    first = talk("can i book two oil changes for saturday, one for me and one for my daughter")
    assert first.message.text == (
        "First the Oil change for your car, then your daughter's. For Oil change on Saturday, "
        "December 12 I can do 8 AM, 8:30 AM or 9 AM. Which works for you?"
    )
    for said in ("8", "Dana Reyes", "yes", "yes", "9", "Emma"):
        talk(said)
    hers = talk("yes").appointment
    assert hers.start.astimezone(demo_shop.zone).hour == 9
    assert hers.notes.startswith("For the customer's daughter, Emma.")


@pytest.mark.parametrize("said", ["my wife needs one too", "and I need one for my wife's car too"])
def test_one_too_once_booked_offers_her_cars_times(demo_shop, said):
    """It was told "You're all set", as a thanks after the booking."""
    talk = talker(demo_shop, "chat")
    for text in ("oil change friday at 9", "Sam Lee", "7205550133", "yes"):
        talk(text)

    assert talk(said).message.text.startswith("For Oil change on")
