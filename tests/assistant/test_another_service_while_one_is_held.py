"""Another service asked for while a time is held for one ("can you add an oil change too?",
"also how much is a tire rotation?") is added after it: the time held is kept and booked, not
dropped for the new one. "Make that an oil change" still swaps it."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

PADS = "Brake pad replacement on Friday, December 11 at 2 PM"
ADDED = "Sure, I'll find a time for the {} right after this one."


@pytest.fixture
def say():
    shop = make_shop()  # Monday 7 December 2026, 9 AM
    make_service(shop, "Brake pad replacement", minutes=90, price=(180, 320), aliases=["pads"])
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Tire rotation", price=(25, 40), aliases=["rotation"])
    say = talker(shop, "chat")
    say("brake pads friday 2pm")
    say("Jo Park")
    return say


def booked() -> list[tuple[str, int]]:
    return [
        (a.service.name, a.start.hour)
        for a in Appointment.objects.filter(status=Appointment.Status.CONFIRMED).order_by("start")
    ]


def test_a_service_added_at_shall_i_book_it_follows_the_one_held(say):
    assert say("303 555 0177").message.text.startswith(f"Just to confirm: {PADS}.")

    text = say("actually can you add an oil change too?").message.text

    assert text.startswith(f"{ADDED.format('Oil change')} Just to confirm: {PADS}.")
    result = say("yes")
    assert "You're booked, Jo Park: " + PADS in result.message.text
    assert result.choices[0] == "Friday, December 11 at 3:30 PM"
    say(result.choices[0])
    say("yes")
    assert booked() == [("Brake pad replacement", 21), ("Oil change", 22)]  # UTC hours


# "And an oil change" took the oil change for the brakes held, dropping them.
@pytest.mark.parametrize("asked", ["can I also get an oil change?", "and an oil change"])
def test_a_service_added_while_the_number_is_asked_is_said_then_the_number_asked(say, asked):
    text = say(asked).message.text

    assert text == (
        f"{ADDED.format('Oil change')} And what's the best mobile number for the confirmation text?"
    )
    assert PADS in say("303 555 0177").message.text


@pytest.mark.parametrize(("answer", "wanted"), [("yes please", True), ("no thanks", False)])
def test_a_price_asked_while_a_time_is_held_offers_to_add_it(say, answer, wanted):
    say("303 555 0177")

    text = say("also how much is a tire rotation?").message.text

    assert text == (
        "Tire rotation usually runs $25 to $40. Would you like to add it after the Brake pad "
        "replacement?"
    )
    confirm = say(answer).message.text
    assert f"Just to confirm: {PADS}." in confirm
    assert confirm.startswith(ADDED.format("Tire rotation")) is wanted
    after = say("yes")
    assert ("Tire rotation" in after.message.text) is wanted
    assert booked()[0] == ("Brake pad replacement", 21)


def test_make_that_another_service_swaps_it(say):
    say("303 555 0177")

    result = say("actually make that an oil change")

    # The time asked for stays asked for: the oil change at 2 PM, open for it, is confirmed.
    assert result.message.text.startswith(
        "Sure, the Oil change instead. Just to confirm: Oil change on Friday, December 11 at 2 PM."
    )


@pytest.mark.django_db(transaction=True)
def test_someone_elses_car_added_at_the_name_question_is_their_visit(demo_shop):
    """ "Also my wife's car needs brakes checked, same day?" at "What name should I put it
    under?" put the oil change under "Same Day", for the wife: the name is still asked, the
    oil change stays the customer's, and the brake inspection is hers."""
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    for text in ("oil change for my civic tomorrow", "10am"):
        talk(text)

    added = talk("also my wife's car needs brakes checked, same day?").message.text
    assert added == (
        "Sure, I'll find a time for the Brake inspection right after this one. I'm holding that "
        "time for you. What name should I put it under?"
    )
    talk("Dana")
    assert (
        "For Brake inspection on Tuesday, December 8 I can do 10:30 AM" in talk("yes").message.text
    )
    mine = Appointment.objects.get(service__name="Oil change")
    assert (mine.customer.name, mine.vehicle, mine.notes) == ("Dana", "Honda Civic", "")
    assert "for your wife" in talk("11").message.text
    talk("Maria")
    hers = talk("yes").appointment
    assert (hers.service.name, hers.vehicle) == ("Brake inspection", "")
    assert hers.notes.startswith("For the customer's wife, Maria.")
