"""A transcript says the day once, then the time of each message, on the shop's clock: a text
conversation that goes past midnight says the second day where it starts, and one from last
year says its year. The conversations list says which time it shows: the last message, and
when the conversation started."""

from __future__ import annotations

from datetime import datetime

import pytest
from django.urls import reverse
from django.utils import timezone

from assistant.models import Conversation, Message
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop(client):
    shop = make_shop(slug="ridgeline")
    client.force_login(make_user("olive", shop=shop))
    return shop


def talk(shop, *said: tuple[datetime, str, str]) -> Conversation:
    """A text conversation with each (time, role, text) said at its time."""
    conversation = Conversation.objects.create(
        shop=shop, channel="sms", customer_phone="+13035550177"
    )
    for at, role, text in said:
        message = Message.objects.create(
            conversation=conversation, role=role, text=text, source=role
        )
        Message.objects.filter(pk=message.pk).update(created_at=at)
    Conversation.objects.filter(pk=conversation.pk).update(
        created_at=said[0][0], updated_at=said[-1][0]
    )
    return conversation


def late_night(shop) -> Conversation:
    year = timezone.now().year
    return talk(
        shop,
        (datetime(year, 1, 12, 23, 58, tzinfo=shop.zone), "customer", "still open?"),
        (datetime(year, 1, 12, 23, 58, 2, tzinfo=shop.zone), "assistant", "We open at 7 AM."),
        (datetime(year, 1, 13, 0, 3, tzinfo=shop.zone), "customer", "ok book me at 8"),
        (datetime(year, 1, 13, 0, 3, 1, tzinfo=shop.zone), "assistant", "What name?"),
    )


def transcript(client, conversation) -> str:
    url = reverse("conversations:detail", args=["ridgeline", conversation.pk])
    page = client.get(url).content.decode()
    return page.split('class="transcript"')[1]


def test_a_conversation_past_midnight_says_each_day_once(client, shop):
    page = transcript(client, late_night(shop))

    year = timezone.now().year
    first = page.index(f"{datetime(year, 1, 12):%A}, January 12")
    second = page.index(f"{datetime(year, 1, 13):%A}, January 13")
    assert first < page.index("still open?") < page.index("We open") < second
    assert second < page.index("ok book me at 8")
    assert page.count("January 12") == 1 and page.count("January 13") == 1
    # The shop's clock (Golden, 7 hours behind UTC in January), on a 12-hour clock.
    assert page.count("11:58 PM") == 2 and page.count("12:03 AM") == 2
    assert "6:58" not in page and "23:58" not in page


def test_a_conversation_from_last_year_says_its_year(client, shop):
    said_at = datetime(timezone.now().year - 1, 6, 3, 9, 5, tzinfo=shop.zone)
    conversation = talk(shop, (said_at, "customer", "oil change?"))

    page = transcript(client, conversation)

    assert f"{said_at:%A}, June 3, {said_at.year}" in page
    assert "9:05 AM" in page


def test_the_list_says_the_last_message_and_when_it_started(client, shop):
    late_night(shop)
    year = timezone.now().year
    talk(
        shop,
        (datetime(year, 1, 14, 9, 2, tzinfo=shop.zone), "customer", "brakes?"),
        (datetime(year, 1, 14, 9, 5, tzinfo=shop.zone), "assistant", "Brake inspection is $0."),
    )

    listing = client.get(reverse("conversations:list", args=["ridgeline"])).content.decode()

    day = {n: f"{datetime(year, 1, n):%a} Jan {n}" for n in (12, 13, 14)}
    assert f"Last message {day[14]}, 9:05 AM" in listing
    assert "started 9:02 AM" in listing
    assert f"Last message {day[13]}, 12:03 AM" in listing
    assert f"started {day[12]}, 11:58 PM" in listing
