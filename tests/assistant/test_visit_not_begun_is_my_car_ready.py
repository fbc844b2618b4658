""" "Is my car ready?" from the number of a visit still to come: the visit is said (the car is not
in yet); once a visit has begun, it is the team's to answer."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book, book_fridays_visit, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
STAFF = "+13035550100"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone=STAFF)
    oil = make_service(shop, "Oil change", aliases=["oil"])
    book_fridays_visit(shop, oil, PHONE)
    return shop


@pytest.mark.parametrize("asked", ["hi is my car ready yet?", "how much longer will it take?"])
def test_is_my_car_ready_before_the_visit_says_the_visit(shop, asked):
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    reply = talk(asked).message.text

    assert reply == (
        "Your car isn't in with us yet: you're booked for Oil change on Friday, December 11 "
        "at 10 AM."
    )
    assert not OutboundText.objects.filter(to=STAFF, body__contains="ready").exists()


@pytest.mark.parametrize(
    "asked",
    [
        "will it be done by noon?",
        "can it be done by noon?",
        "when will my car be ready?",
        "what time will it be done",
        "Will the oil change be done by noon if I come at 10?",
    ],
)
def test_when_it_will_be_ready_is_said_by_its_length(shop, asked):
    """ "Will it be done by noon?" of the visit to come was told only that the car was not in."""
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    reply = talk(asked).message.text

    assert reply == (
        "You're booked for Oil change on Friday, December 11 at 10 AM. It takes about 30 "
        "minutes, so your car should be ready around 10:30 AM."
    )


def test_a_drop_off_job_is_said_to_be_called_about(demo_shop):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    for said in ("timing belt friday", "yes", "Dana Reyes", "yes"):
        talk(said)

    reply = talk("when will it be done?").message.text

    assert reply == (
        "You're booked for Timing belt replacement on Friday, December 11 at 7:30 AM. It's a "
        "drop-off job, so we'll call you when your car is ready."
    )


def test_is_my_car_ready_once_a_visit_began_is_for_the_team(shop):
    oil = shop.services.get()
    customer = shop.customers.get(phone=PHONE)
    # This morning's visit, begun at 8 (it is 9 now), as well as Friday's.
    book(shop, oil, customer, local(shop, 2026, 12, 7, 8), local(shop, 2026, 12, 6, 9))
    talk = talker(shop, "sms", phone=PHONE, proven=True)

    reply = talk("hi is my car ready yet?").message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert OutboundText.objects.filter(to=STAFF, body__contains="ready").exists()


@pytest.mark.parametrize(
    "asked", ["what's the latest i can pick up my car friday", "can i pick it up at 6"]
)
def test_when_to_pick_it_up_is_the_hours_of_the_visits_day(dana_says, asked):
    """Asked of the visit on the number (not booked in this conversation), "the latest I can
    pick up my car friday" was told "Your car isn't in with us yet"."""
    assert dana_says(asked) == "On Friday, December 11 we're open 7:30 AM to 5:30 PM."


def test_with_no_visit_a_pick_up_after_closing_is_answered_by_the_hours(demo_shop):
    """ "Can I pick up my car after 6?" with no visit to go by was passed to the team."""
    talk = talker(demo_shop, "chat")

    assert talk("can I pick up my car after 6?").message.text == (
        "Sorry, we're not open then. Our hours are Monday to Friday 7:30 AM to 5:30 PM; "
        "Saturday 8 AM to 1 PM; closed Sunday."
    )


@pytest.mark.parametrize(
    ("visit_on", "asked"),
    [
        ((7, 8), "can I pick it up tomorrow instead of today?"),
        # The visit later today, not yet begun, and one later in the week picked up after it.
        ((7, 14), "can I pick my car up tomorrow instead of today?"),
        ((10, 8), "can I pick it up saturday?"),
    ],
)
def test_picking_the_car_up_a_later_day_is_for_the_team(demo_shop, visit_on, asked):
    """ "Can I pick it up tomorrow instead of today?" moved the visit to tomorrow."""
    oil = demo_shop.services.get(name="Oil change")
    customer = make_customer(demo_shop, PHONE, "Dana Reyes")
    start = local(demo_shop, 2026, 12, *visit_on)
    visit = book(demo_shop, oil, customer, start, local(demo_shop, 2026, 12, 6, 9))
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)

    reply = talk(asked).message.text

    assert reply == "I'll pass that to the team and someone will get back to you shortly."
    assert (
        "picking up the car another day"
        in OutboundText.objects.get(
            kind=OutboundText.Kind.MESSAGE_FOR_OWNER, body__contains="picking up"
        ).body
    )
    visit.refresh_from_db()
    assert visit.start == start


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        (
            "Will the oil change be done by noon if I come at 10?",
            "Oil change takes about 30 minutes and usually runs $49 to $89. For Oil change on "
            "Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. Which works for you?",
        ),
        (
            "Can my car be ready by noon if I drop it off at 8? it needs an oil change",
            "Oil change takes about 30 minutes and usually runs $49 to $89. For Oil change on "
            "Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. Which works for you?",
        ),
        (
            "could the brakes be done by 3 if i bring it at 11 on friday",
            "Brake pad replacement takes about an hour and a half and usually runs $180 to $320. "
            "For Brake pad replacement on Friday, December 11 I can do 11 AM, 11:30 AM or 12 PM. "
            "Which works for you?",
        ),
        (
            "would a timing belt be done by noon?",
            "Timing belt replacement takes about 5 hours: it's a drop-off job, so bring the car "
            "between 7:30 AM and 9 AM and we'll call you when it's ready. It usually runs $450 to "
            "$900. Would you like to book it?",
        ),
    ],
)
def test_when_it_would_be_ready_with_nothing_booked_says_how_long_it_takes(demo_shop, asked, told):
    """With nothing booked, "will the oil change be done by noon if I come at 10?" was passed
    to the team as a message about a car in the shop."""
    assert talker(demo_shop, "sms", phone="+13035550188", proven=True)(asked).message.text == told


def test_ready_by_asked_of_the_times_offered_says_how_long_it_takes(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change tomorrow")

    assert talk("will it be done by 9?").message.text == (
        "Oil change takes about 30 minutes and usually runs $49 to $89. Which time works for you "
        "on Tuesday, December 8: 7:30 AM, 8 AM or 8:30 AM?"
    )
    talk("8")
    assert talk("can it be done by 9?").message.text == (
        "Oil change takes about 30 minutes. I'm holding that time for you. What name should I "
        "put it under?"
    )


@pytest.mark.parametrize(
    "asked",
    [
        "Can my car be ready by noon if I drop it off at 8?",
        # Passed to the team.
        "if I drop it off at 8 when will it be ready",
    ],
)
def test_can_my_car_be_ready_with_no_work_named_asks_which(demo_shop, asked):
    say = talker(demo_shop, "chat")

    assert say(asked).message.text == (
        "When it's ready depends on the work. Which service does your car need?"
    )
    assert say("oil change").message.text.startswith(
        "Oil change takes about 30 minutes and usually runs $49 to $89. For Oil change on"
    )
