"""A customer texting from the number their visit is booked on talks about that visit: who
brings the car, when they will be there, how long it takes, leaving it the night before. None
of it is asked "which service does your car need?"."""

from __future__ import annotations

from datetime import timedelta

import pytest

from assistant.models import OutboundText
from booking.models import Appointment, Service
from tests.assistant.customers import talker
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
STAFF = "+13035550100"
VISIT = "Oil change on Tuesday, December 8 at 10 AM"


@pytest.fixture
def say():
    shop = make_shop(staff_phone=STAFF)
    shop.answers = {
        "after_hours": "Leave the keys in the drop box by the door.",
        "rides": "We drive you home within 5 miles.",
    }
    shop.save()
    oil = make_service(shop, "Oil change", aliases=["oil", "synthetic oil change"])
    oil.description = "Up to 5 quarts of conventional or synthetic oil, new filter."
    oil.save()
    make_service(shop, "Tire rotation", aliases=["rotation"])
    talk = talker(shop, "sms", phone=PHONE, proven=True)  # Monday 7 December, 9 AM
    customer = make_customer(shop, PHONE, "Dana Reyes")
    book(shop, oil, customer, local(shop, 2026, 12, 8, 10), talk.now - timedelta(days=1))
    return lambda text: talk(text).message.text


@pytest.mark.parametrize(
    ("said", "told", "noted"),
    [
        (
            "can my husband bring it in instead? his name is Mike",
            f"No problem: I've noted that your husband Mike will bring the car for your {VISIT}.",
            "The customer's husband Mike will bring the car.",
        ),
        (
            "my wife will pick it up",
            f"No problem: I've noted that your wife will pick the car up for your {VISIT}.",
            "The customer's wife will pick the car up.",
        ),
    ],
)
def test_someone_else_coming_with_the_car_is_noted_on_the_visit(say, said, told, noted):
    assert say(said) == told
    assert Appointment.objects.get().notes == noted


@pytest.mark.parametrize(
    "said",
    [
        "running a bit behind tomorrow, might be 10:15",
        "hey its mike, running 15 min behind for my 10am",
    ],
)
def test_arriving_a_bit_late_is_passed_to_the_team(say, said):
    text = say(said)

    assert text.startswith("Thanks for letting us know.")
    assert OutboundText.objects.filter(to=STAFF, body__contains="running late").exists()


def test_coming_earlier_moves_the_visit(say):
    offered = say("can I come earlier tomorrow?")
    confirm = say("the first one")
    say("yes")

    assert offered.startswith("For Oil change on Tuesday, December 8 I can do 7:30 AM")
    assert confirm.startswith("Just to confirm: move your Oil change")
    [visit] = Appointment.objects.filter(status=Appointment.Status.CONFIRMED)
    assert visit.local_start().strftime("%A %H:%M") == "Tuesday 07:30"


def test_how_long_the_visit_booked_takes_is_not_offered_again(say):
    text = say("how long will my oil change take tomorrow?")

    assert text.startswith("Your Oil change takes about 30 minutes")
    assert "book" not in text


def test_leaving_the_car_the_night_before_gets_the_owners_words_alone(say):
    text = say("can I drop it off tonight?")

    assert text == (
        "Leave the keys in the drop box by the door. Is there anything else I can help with?"
    )


@pytest.mark.parametrize("asked", ["how much will it be?", "what'll it cost?"])
def test_what_the_visit_will_cost_is_its_price(say, asked):
    assert say(asked) == (
        "Your Oil change usually runs $49 to $89. The final price is confirmed after we look at "
        "the car."
    )


def test_how_long_it_takes_is_of_the_visit(say):
    assert say("how long will it take?").startswith("Your Oil change takes about 30 minutes")


def test_how_long_it_takes_is_of_the_visit_after_its_service_is_retired(say):
    Service.objects.filter(name="Oil change").update(active=False)

    assert say("how long will it take?").startswith("Your Oil change takes about 30 minutes")


def test_what_the_visit_includes_is_not_a_second_booking(say):
    assert say("is synthetic included?") == (
        "Your Oil change: Up to 5 quarts of conventional or synthetic oil, new filter. It usually "
        "runs $49 to $89."
    )


def test_a_question_about_the_day_of_the_visit_books_nothing_more(say):
    assert say("can I get a ride home after I drop it off tomorrow?") == (
        "We drive you home within 5 miles. Is there anything else I can help with?"
    )


def test_another_service_also_wanted_that_day_follows_the_visit(say):
    text = say("can you also do a tire rotation tomorrow?")

    assert text.startswith("For Tire rotation on Tuesday, December 8 I can do 10:30 AM")


def test_another_service_also_wanted_with_no_day_follows_the_visit(say):
    text = say("can I also get a tire rotation")

    assert text.startswith("For Tire rotation on Tuesday, December 8 I can do 10:30 AM")


@pytest.mark.parametrize("said", ["I won't make it tomorrow", "not going to make it tomorrow"])
def test_not_making_it_asks_for_another_day(say, said):
    assert say(said) == (
        f"Your {VISIT.replace(' on ', ' is on ', 1)}. "
        "What day would you like instead, or should I cancel it?"
    )


def test_checking_the_visit_is_told_the_visit(say):
    assert say("my appt is on the 12th right?") == f"You're booked for {VISIT}."


def test_checking_the_visit_and_what_to_bring_is_told_both(say):
    said = "Hi! Just confirming my appointment tomorrow. Also do I need to bring anything?"

    assert say(said) == f"Just the car and its keys. You're booked for {VISIT}."


@pytest.mark.parametrize("said", ["will be there!", "we'll be there", "I will be there"])
def test_saying_they_will_be_there_is_thanked_with_the_visit(say, said):
    assert say(said) == f"Thanks, see you then! You're booked for {VISIT}."


def test_a_service_added_is_offered_right_after_the_visit(say):
    text = say("can you add a tire rotation")

    assert text.startswith("For Tire rotation on Tuesday, December 8")
    assert "10:30 AM" in text
