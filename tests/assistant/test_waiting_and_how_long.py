"""How long a job takes, whether the customer can wait for it, and when to bring the car,
asked alone or with its price: a waiting job can be waited for and is its booked time, a
drop-off job is brought in the shop's morning window."""

from __future__ import annotations

import pytest

from booking.models import Service
from tests.assistant.customers import talker
from tests.factories import make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

PHONE = "+13035550177"


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Wheel alignment", minutes=60, price=(99, 149), aliases=["alignment"])
    make_service(shop, "Timing belt", minutes=300, price=(450, 900), kind=Service.Kind.DROPOFF)
    return shop


def test_price_and_how_long_in_one_question_are_both_answered(shop):
    say = talker(shop, "chat")

    text = say("what do you charge for an alignment and how long does it take").message.text

    assert "takes about an hour" in text and "$99 to $149" in text


@pytest.mark.parametrize(
    "question", ["and how long?", "how long's it take", "how long for that", "whats the wait time"]
)
def test_how_long_asked_after_the_price_says_how_long(shop, question):
    say = talker(shop, "chat")
    say("how much is an alignment")

    assert "takes about an hour" in say(question).message.text


@pytest.mark.parametrize("question", ["can i wait for it?", "is there a waiting room"])
def test_a_waiting_job_can_be_waited_for(shop, question):
    say = talker(shop, "chat")
    say("how much is an alignment")

    text = say(question).message.text

    assert text.startswith("Yes, you can wait for it: Wheel alignment takes about an hour")


def test_a_drop_off_job_says_when_to_bring_the_car(shop):
    say = talker(shop, "chat")
    say("how much is a timing belt")

    text = say("can i wait for it?").message.text

    assert text.startswith(
        "Timing belt is a drop-off job, so it isn't one to wait for: bring the car between "
        "7:30 AM and 9 AM and we'll call you when it's ready (it takes about 5 hours)."
    )
    assert "you can wait" not in text


def test_a_drop_off_job_just_booked_is_not_one_to_wait_for(shop):
    say = booked_by_text(shop, "timing belt wednesday", "yes", "yes")

    text = say("can i wait for it?").message.text

    assert text == (
        "Your Timing belt is a drop-off job, so it isn't one to wait for: bring the car between "
        "7:30 AM and 9 AM and we'll call you when it's ready."
    )


def booked_by_text(shop, *messages):
    """A known customer's text conversation in which `messages` have booked a job."""
    make_customer(shop, PHONE, "Dana Reyes")
    say = talker(shop, "sms", phone=PHONE, proven=True)
    assert [say(message) for message in messages][-1].appointment is not None
    return say


def test_waiting_for_a_job_just_booked(shop):
    say = booked_by_text(shop, "alignment wednesday at 11am", "yes")

    text = say("can i wait for it?").message.text

    assert text == "Yes, you can wait for it: your Wheel alignment takes about an hour."


def test_when_to_bring_a_drop_off_job_just_booked(shop):
    say = booked_by_text(shop, "timing belt wednesday", "yes", "yes")

    text = say("what time should i bring it in?").message.text

    assert text == (
        "You're booked for Timing belt on Wednesday, December 9 at 7:30 AM. Bring the car "
        "between 7:30 AM and 9 AM; we'll call you when it's ready."
    )


def test_when_to_bring_a_waiting_job_is_its_time(shop):
    say = booked_by_text(shop, "alignment wednesday at 11am", "yes")

    text = say("when should i drop it off?").message.text

    assert text == "You're booked for Wheel alignment on Wednesday, December 9 at 11 AM."


def test_when_to_drop_off_before_booking_is_the_drop_off_window(shop):
    say = talker(shop, "chat")
    say("how much is a timing belt")

    assert "between 7:30 AM and 9 AM" in say("when do i drop it off?").message.text


def test_when_to_drop_off_while_the_times_are_offered_offers_them_again(shop):
    say = talker(shop, "chat")
    assert say("timing belt wednesday").choices

    result = say("what time should I drop it off?")

    assert result.message.text == (
        "Timing belt is a drop-off job: bring the car between 7:30 AM and 9 AM and we'll call you "
        "when it's ready (it takes about 5 hours). Does 7:30 AM on Wednesday, December 9 work "
        "for you?"
    )
    assert "What name" in say("ok that works").message.text


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        (
            "what time can I drop off my car tomorrow",
            "On Tuesday, December 8 we're open 7:30 AM to 5:30 PM.",
        ),
        (
            "what time can I bring it in on saturday?",
            "On Saturday, December 12 we're open 8 AM to 1 PM.",
        ),
    ],
)
def test_when_to_drop_off_on_a_day_with_no_work_named_is_that_days_hours(demo_shop, asked, told):
    """It was asked which service, with nothing said of when the shop opens."""
    assert talker(demo_shop, "chat")(asked).message.text == told


def test_how_long_while_the_times_are_offered_offers_them_again(shop):
    say = talker(shop, "chat")
    assert say("alignment wednesday").choices

    text = say("how long will I be waiting").message.text

    assert text == (
        "Wheel alignment takes about an hour and usually runs $99 to $149. Which time works for "
        "you on Wednesday, December 9: 7:30 AM, 8 AM or 8:30 AM?"
    )


def test_when_to_drop_off_while_the_time_is_held_asks_the_name_again(shop):
    say = talker(shop, "chat")
    say("timing belt wednesday")
    assert "What name" in say("yes").message.text

    text = say("when do i drop it off?").message.text

    assert text == (
        "It's a drop-off job: bring the car between 7:30 AM and 9 AM and we'll call you when "
        "it's ready. I'm holding 7:30 AM on Wednesday, December 9 for you. What name should I "
        "put it under?"
    )
    assert "mobile number" in say("Dana Reyes").message.text


def test_when_to_drop_off_while_asked_for_the_number_asks_the_number_again(shop):
    say = talker(shop, "chat")
    say("timing belt wednesday")
    say("yes")
    assert "mobile number" in say("Dana Reyes").message.text

    text = say("when do i drop it off?").message.text

    assert text == (
        "It's a drop-off job: bring the car between 7:30 AM and 9 AM and we'll call you when "
        "it's ready. And what's the best mobile number for the confirmation text?"
    )
    assert "Shall I book it?" in say("303 555 0177").message.text


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("can I wait for it?", "Yes, you can wait for it: Wheel alignment takes about an hour"),
        ("how long does it usually take", "Wheel alignment takes about an hour"),
    ],
)
def test_how_long_before_any_service_is_answered_once_it_is_named(shop, question, answer):
    say = talker(shop, "chat")

    asked = say(question).message.text
    told = say("an alignment").message.text

    assert asked.endswith("Which service is it for?") and "can't answer" not in asked
    assert told.startswith(answer)


def test_a_job_just_booked_need_not_be_left_all_day(shop):
    say = booked_by_text(shop, "alignment wednesday at 11am", "yes")

    text = say("do I need to leave it there all day?").message.text

    assert text == (
        "No need to leave it all day: you can wait for it. Your Wheel alignment takes about an hour."
    )


def test_a_waiting_job_asked_about_need_not_be_left(shop):
    say = talker(shop, "chat")
    say("how much is an alignment")

    text = say("do i have to leave the car all day?").message.text

    assert text.startswith("No need to leave it all day: you can wait for it.")
    assert "$99 to $149" in text


def test_a_drop_off_job_asked_about_is_left(shop):
    say = talker(shop, "chat")
    say("how much is a timing belt")

    text = say("do I need to leave it all day?").message.text

    assert "drop-off job" in text and "No need" not in text


def test_waiting_asked_with_a_day_is_answered_then_the_times_offered(shop):
    say = talker(shop, "chat")

    result = say("can you do it while I wait? I need an alignment today around lunch")

    assert result.message.text.startswith(
        "Yes, you can wait for it: Wheel alignment takes about an hour. For Wheel alignment on "
        "Monday, December 7"
    )
    assert result.choices and all("12" in choice for choice in result.choices)


def test_waiting_asked_of_a_drop_off_job_with_a_day_says_when_to_bring_it(shop):
    say = talker(shop, "chat")

    result = say("can I wait for a timing belt? need it friday")

    assert result.message.text.startswith(
        "Timing belt is a drop-off job, so it isn't one to wait for: bring the car between"
    )
    assert result.choices == ["Friday, December 11 at 7:30 AM"]


def test_waiting_for_two_jobs_says_each_one(demo_shop):
    """ "Can you do my oil change and brake inspection while I wait?" said the oil change alone."""
    text = talker(demo_shop, "chat")(
        "Can you do my oil change and brake inspection while I wait?"
    ).message.text

    assert text == (
        "Yes, you can wait for them: Oil change takes about 30 minutes and usually runs $49 to "
        "$89; Brake inspection about 30 minutes, $29 to $49. The final price is confirmed after "
        "we look at the car. Would you like to book them?"
    )


def test_waiting_for_a_job_and_a_drop_off_job_says_which_is_which(demo_shop):
    text = talker(demo_shop, "chat")("can I wait for an oil change and a timing belt").message.text

    assert text == (
        "You can wait for the Oil change: it takes about 30 minutes and usually runs $49 to $89. "
        "Timing belt replacement is a drop-off job, so it isn't one to wait for. Would you like "
        "to book them?"
    )


@pytest.mark.parametrize("first", ["how much is a timing belt", "timing belt next week"])
def test_is_that_a_drop_off_is_answered(shop, first):
    """ "Is that a drop off thing?" after a timing belt's price offered its times unasked; with
    its times offered, it said how long it takes and not that it is a drop-off job."""
    say = talker(shop, "chat")
    say(first)

    text = say("is that a drop off thing").message.text

    assert text.startswith(
        "Timing belt takes about 5 hours: it's a drop-off job, so bring the car between 7:30 AM "
        "and 9 AM and we'll call you when it's ready."
    )


def test_is_it_a_drop_off_of_a_job_to_wait_for_says_it_can_be_waited_for(shop):
    say = talker(shop, "chat")
    say("how much for an alignment")

    assert say("is it a drop-off?").message.text.startswith(
        "No need to leave it all day: you can wait for it. Wheel alignment takes about an hour"
    )
