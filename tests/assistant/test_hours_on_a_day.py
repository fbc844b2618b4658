"""Asked whether the shop is open on a given day, the assistant answers for that day: its
special hours or its closure, not the weekly table."""

from __future__ import annotations

from datetime import date, datetime, time

import pytest

from assistant import turn
from assistant.grounding import check_reply
from assistant.schema import Act
from assistant.templates_reply import template_reply
from assistant.tools import ShopTools
from booking.models import Closure, SpecialHours
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    SpecialHours.objects.create(shop=shop, date=date(2026, 12, 24), open=time(8), close=time(12))
    Closure.objects.create(shop=shop, date=date(2026, 12, 25), reason="Christmas Day")
    return shop


def ask(shop, message: str) -> str:
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")
    result = turn.reply(conversation, message, now=now)
    assert result.message.act == Act.HOURS
    return result.message.text


def test_special_hours_are_the_answer_for_their_day(shop):
    reply = ask(shop, "are you open dec 24?")
    assert "Thursday, December 24" in reply and "8 AM to 12 PM" in reply


def test_a_closure_is_the_answer_for_its_day_with_its_reason(shop):
    reply = ask(shop, "you open on 12/25?")
    assert "Friday, December 25" in reply and "closed" in reply and "Christmas Day" in reply


@pytest.mark.parametrize(
    "asked",
    [
        "are you guys open on christmas?",
        "will you be open christmas?",
        "is the shop open on christmas day?",
        "are you open over xmas",
    ],
)
def test_a_holiday_by_name_is_its_day(shop, asked):
    reply = ask(shop, asked)
    assert "Friday, December 25" in reply and "closed" in reply


def test_the_shop_asked_about_by_name_on_a_holidays_eve(shop):
    reply = ask(shop, "Is the shop open on christmas eve?")
    assert reply == "On Thursday, December 24 we're open 8 AM to 12 PM."


def test_an_ordinary_day_gets_its_weekly_hours(shop):
    reply = ask(shop, "what are your hours on the 28th")
    assert "Monday, December 28" in reply and "open" in reply


def test_without_a_day_the_whole_week_is_the_answer(shop):
    assert "Monday" in ask(shop, "what are your hours") and "Sunday" in ask(shop, "hours?")


@pytest.mark.parametrize("asked", ["what are your holiday hours", "what are your hours?"])
def test_the_weeks_hours_end_with_the_days_coming_up_that_differ(shop, asked):
    reply = ask(shop, asked)

    assert reply.endswith(
        "Coming up: Thursday, December 24: open 8 AM to 12 PM; Friday, December 25: closed "
        "(Christmas Day)."
    )


def test_days_that_differ_beyond_the_booking_horizon_are_not_said(shop):
    shop.horizon_days = 14
    shop.save()

    assert "Coming up" not in ask(shop, "what are your hours")


def test_the_day_answer_passes_the_grounding_guard(shop):
    facts = ShopTools.for_shop(shop).hours_on_words(date(2026, 12, 25))
    reply = template_reply(Act.HOURS, facts, channel="chat", shop=shop.name)
    assert check_reply(reply, act=Act.HOURS, facts=facts, shop=shop.name).ok


def test_the_address_and_a_days_hours_asked_together_are_both_answered(shop):
    shop.address = "1480 Ridge Rd, Golden, CO"
    shop.save()

    text = ask(shop, "what's the address and are you open on christmas?")

    assert text.startswith("We're at 1480 Ridge Rd, Golden, CO. ")
    assert "closed" in text and "Christmas Day" in text


@pytest.mark.parametrize(
    ("asked_at", "answer"),
    [
        (datetime(2026, 12, 7, 10, 0), "Yes, we're open now until 5:30 PM."),
        (
            datetime(2026, 12, 7, 19, 30),
            "We're closed right now. We open again Tuesday, December 8 at 7:30 AM.",
        ),
        (
            datetime(2026, 12, 7, 6, 0),
            "We're closed right now. We open again Monday, December 7 at 7:30 AM.",
        ),
        (
            datetime(2026, 12, 24, 12, 30),  # special hours end at noon, Christmas closed
            "We're closed right now. We open again Saturday, December 26 at 8 AM.",
        ),
    ],
)
@pytest.mark.parametrize("question", ["are you open right now?", "r u still open"])
def test_open_now_is_answered_for_this_moment(shop, asked_at, answer, question):
    conversation, _ = turn.start(shop, "chat")

    reply = turn.reply(conversation, question, now=asked_at.replace(tzinfo=shop.zone))

    assert reply.message.text.startswith(answer)


@pytest.mark.parametrize(
    ("asked_at", "answer"),
    [
        (
            datetime(2026, 12, 7, 17, 45),
            "We're closed right now. We open again Tuesday, December 8 at 7:30 AM.",
        ),
        (datetime(2026, 12, 7, 6, 0), "On Monday, December 7 we're open 7:30 AM to 5:30 PM."),
        (datetime(2026, 12, 7, 12, 0), "On Monday, December 7 we're open 7:30 AM to 5:30 PM."),
    ],
)
@pytest.mark.parametrize("question", ["how late are you open today", "are you open today?"])
def test_todays_hours_once_they_are_over_say_when_the_shop_opens_next(
    shop, asked_at, answer, question
):
    conversation, _ = turn.start(shop, "chat")

    reply = turn.reply(conversation, question, now=asked_at.replace(tzinfo=shop.zone))

    assert reply.message.text.startswith(answer)


def test_asking_to_come_in_on_a_closed_day_is_told_so_at_once(shop):
    now = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)
    conversation, _ = turn.start(shop, "chat")

    text = turn.reply(conversation, "Can I come in on Christmas?", now=now).message.text

    assert text == (
        "We're closed on Friday, December 25 (Christmas Day), but I can find you another day."
        " Which service does your car need?"
    )


@pytest.mark.parametrize("question", ["what days are you open", "which days are you open?"])
def test_the_days_open_are_the_weeks_hours(shop, question):
    say = talker(shop, "chat")

    reply = say(question).message.text

    assert reply.startswith("Our hours are Monday to Friday 7:30 AM to 5:30 PM")


def test_how_late_asked_after_another_days_hours_is_that_days(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)
    say("what time do you open tomorrow")

    assert say("and how late are you open").message.text == (
        "On Tuesday, December 8 we're open 7:30 AM to 5:30 PM."
    )


def test_open_now_asked_after_another_days_hours_is_now(demo_shop):
    say = talker(demo_shop, "chat")
    say("are you open saturday?")

    assert say("are you open now?").message.text == "Yes, we're open now until 5:30 PM."
