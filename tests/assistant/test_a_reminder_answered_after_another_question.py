"""A reminder answered "C" or "yes" on a number that had texted the shop hours before (a price,
"Would you like to book it?") was read as the answer to that question, and times were offered
for another visit. A text after a reminder starts afresh, so it answers the reminder; without
one, or with one sent while they were still texting, the conversation goes on where it was."""

from __future__ import annotations

from datetime import time, timedelta

import pytest
from django.core.cache import cache
from django.utils import timezone

from assistant.models import Conversation
from assistant.reminders import send_due_reminders
from booking.models import Appointment
from tests.assistant.test_twilio_sms import CUSTOMER, SHOP_NUMBER, TOKEN, reply_of, text
from tests.factories import book, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

ALWAYS_OPEN = {day: [(time(0, 0), time(23, 59))] for day in range(7)}


def zone_at_noon_in(hours: int) -> str:
    """A fixed-offset zone in which it will be about noon `hours` from now: these tests text the
    webhooks on the real clock, and a reminder is never due, nor sent, at night."""
    utc_hour = (timezone.now() + timedelta(hours=hours)).hour
    offset = (12 - utc_hour + 12) % 24 - 12  # UTC-12 to UTC+11
    # The Etc zones' signs are POSIX's: "Etc/GMT-5" is five hours ahead of UTC.
    return f"Etc/GMT{-offset:+d}" if offset else "Etc/GMT"


@pytest.fixture
def visit_in_a_day(texts_go_to_memory):
    cache.clear()  # the texts' rate limits, counted afresh
    shop = make_shop(
        timezone=zone_at_noon_in(6),
        twilio_number=SHOP_NUMBER,
        twilio_account_sid="AC" + "1" * 32,
        twilio_auth_token=TOKEN,
        weekly=ALWAYS_OPEN,
        reminder_hours=24,
    )
    oil = make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake pad replacement", aliases=["brakes"])
    start = (timezone.now() + timedelta(hours=30)).replace(minute=0, second=0, microsecond=0)
    return book(shop, oil, make_customer(shop, CUSTOMER), start, timezone.now() - timedelta(days=2))


def texted_hours_ago(hours: int) -> None:
    Conversation.objects.update(updated_at=timezone.now() - timedelta(hours=hours))


@pytest.mark.parametrize("answer", ["C", "yes"])
def test_the_answer_after_a_reminder_confirms_the_visit(client, visit_in_a_day, answer):
    asked = reply_of(text(client, "how much are brakes?", sid="SM1"))
    assert asked.endswith("Would you like to book it?")
    texted_hours_ago(5)

    assert send_due_reminders(now=timezone.now() + timedelta(hours=7)) == 1
    reply = reply_of(text(client, answer, sid="SM2"))

    assert reply.startswith("Thanks, see you then! You're booked for Oil change on ")
    assert Appointment.objects.count() == 1


def test_without_a_reminder_the_question_is_answered(client, visit_in_a_day):
    text(client, "how much are brakes?", sid="SM1")
    texted_hours_ago(5)

    assert "Which works for you?" in reply_of(text(client, "yes", sid="SM2"))


def test_a_reminder_sent_while_they_were_texting_leaves_their_talk_as_it_was(
    client, visit_in_a_day
):
    text(client, "how much are brakes?", sid="SM1")
    send_due_reminders(now=timezone.now() + timedelta(hours=7))

    assert "Which works for you?" in reply_of(text(client, "yes", sid="SM2"))
