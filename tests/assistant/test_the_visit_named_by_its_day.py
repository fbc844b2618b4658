"""A customer with several visits booked names the one to move by its day ("my appointment
tomorrow", "instead of tomorrow", "my wednesday appointment"); that day is the visit's, not the
day they want."""

from __future__ import annotations

import re

import pytest

from assistant.notifications import MemoryBackend
from booking.models import Shop
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)
PHONE = "+13035550177"


@pytest.fixture
def say():
    shop = make_shop()
    oil = make_service(shop, "Oil change")
    alignment = make_service(shop, "Wheel alignment", minutes=60)
    say = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    dana = make_customer(shop, phone=PHONE)
    book(shop, oil, dana, local(shop, 2026, 12, 8, 10), now=say.now)  # Tuesday
    book(shop, alignment, dana, local(shop, 2026, 12, 9, 11), now=say.now)  # Wednesday
    return say


@pytest.mark.parametrize(
    ("message", "reply"),
    [
        (
            "I have an appointment tomorrow but I need to push it to next week",
            "For Oil change on Monday, December 14",
        ),
        (
            "something came up, can i come thursday instead of tomorrow",
            "For Oil change on Thursday",
        ),
        ("can i move my wednesday appointment to friday", "For Wheel alignment on Friday"),
        ("need to move tomorrows appt to thursday", "For Oil change on Thursday"),
        ("something came up, can we push the oil change to friday", "For Oil change on Friday"),
        (
            "got your reminder, I can't make it wednesday, can we do friday instead",
            "For Wheel alignment on Friday",
        ),
    ],
)
def test_the_day_of_the_visit_picks_it_and_the_new_day_is_offered(say, message, reply):
    assert say(message).message.text.startswith(reply)


def test_the_visits_day_alone_asks_the_new_day(say):
    text = say("i need to reschedule my appointment for tomorrow").message.text

    assert text == (
        "Your Oil change is on Tuesday, December 8 at 10 AM. What day would you like instead?"
    )


@pytest.mark.django_db(transaction=True)
def test_the_visits_day_is_kept_past_the_code_in_a_chat(say):
    shop = Shop.objects.get()
    chat = talker(shop, "chat")
    chat("can i move my wednesday appointment to friday")
    chat("303 555 0177")
    [text] = [body for to, body in MemoryBackend.sent if to == PHONE and "code" in body]
    code = re.search(r"\d{6}", text)

    assert chat(code.group()).message.text.startswith("For Wheel alignment on Friday")


@pytest.mark.parametrize(
    "asked", ["whats the total going to be for wednesday", "what will my bill be on wednesday"]
)
def test_the_total_for_a_visit_is_its_price(say, asked):
    assert say(asked).message.text.startswith("Your Wheel alignment usually runs $")


def test_of_two_visits_of_one_service_the_one_moving_is_said():
    shop = make_shop()
    oil = make_service(shop, "Oil change")
    say = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    dana = make_customer(shop, phone=PHONE)
    book(shop, oil, dana, local(shop, 2026, 12, 8, 10), now=say.now)  # Tuesday
    book(shop, oil, dana, local(shop, 2026, 12, 11, 10), now=say.now)  # Friday

    say("need to move tomorrows appt to thursday")
    text = say("the first one").message.text

    assert text.startswith("Just to confirm: move your Oil change from Tuesday, December 8 at")


def test_a_visit_pushed_to_another_day_moves_and_is_not_booked_again(say):
    say("hey its dana, something came up. can we push the oil change to friday")
    say("the first one")
    moved = say("yep").appointment

    assert moved.service.name == "Oil change"
    assert (
        local(moved.shop, 2026, 12, 11, 7).date() == moved.start.astimezone(moved.shop.zone).date()
    )
    assert (
        moved.shop.appointments.filter(service__name="Oil change", status="confirmed").count() == 1
    )


def test_a_caller_who_says_they_have_a_visit_is_told_it_and_it_is_the_one_moved(say):
    told = say("yeah hi this is dana i got an appointment tomorrow i think").message.text
    asked = say("can you move it to friday same time").message.text

    assert told == "You're booked for Oil change on Tuesday, December 8 at 10 AM."
    assert asked.startswith(
        "Just to confirm: move your Oil change to Friday, December 11 at 10 AM?"
    )


def test_a_day_wanted_is_not_the_visit_to_move(say):
    text = say("can i move my appointment to wednesday").message.text

    assert text.startswith("I see Oil change on Tuesday, December 8 at 10 AM or Wheel alignment")


def test_goodbye_while_choosing_the_visit_ends_the_talk(say):
    say("can i move my appointment")

    assert say("thank you bye").message.text.startswith("Thanks for contacting")


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        ("can i have an appointment tomorrow", "Happy to check Tuesday, December 8 for you."),
        ("i'd like to have an appt", "What can we help with:"),
    ],
)
def test_asking_for_an_appointment_is_not_having_one(say, asked, told):
    assert say(asked).message.text.startswith(told)


def test_a_visit_being_moved_is_not_offered_its_own_time(say):
    text = say("can i move my oil change to tuesday late morning").message.text

    assert text.startswith("For Oil change on Tuesday, December 8") and "10 AM" not in text


def test_a_visit_moved_to_where_it_is_asks_for_another_day(say):
    text = say("can i move my oil change to tuesday at 10").message.text

    assert text == (
        "Your Oil change is on Tuesday, December 8 at 10 AM. What day would you like instead?"
    )
