"""The front desk works down the conversations to call back: how many wait, one marked after
another without hunting for the list again, and from a transcript to the customer's visits."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from assistant.models import Conversation, Message
from booking.models import Appointment, Membership
from tests.factories import book, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(slug="ridgeline")


@pytest.fixture
def advisor(client, shop):
    """A service advisor (staff), signed in on `client`."""
    user = make_user("sam", shop=shop, role=Membership.Role.STAFF)
    client.force_login(user)
    return user


def left_a_message(shop, phone: str, text: str = "is my car ready yet?") -> Conversation:
    conversation = Conversation.objects.create(
        shop=shop, channel="phone", customer_phone=phone, handed_off=True
    )
    Message.objects.create(conversation=conversation, role=Message.Role.CUSTOMER, text=text)
    return conversation


def at(shop, day: date, hour: int) -> datetime:
    return datetime.combine(day, time(hour), shop.zone)


def listing(client, **query) -> str:
    return client.get(reverse("conversations:list", args=["ridgeline"]), query).content.decode()


def test_the_list_says_how_many_wait_for_a_call(client, advisor, shop):
    left_a_message(shop, "+19705550184")
    left_a_message(shop, "+19705550185")
    done = left_a_message(shop, "+19705550186")
    done.called_back_at = timezone.now()
    done.save(update_fields=["called_back_at"])

    page = listing(client)

    assert "To call back: 2</a>" in page


def test_marking_one_called_back_goes_on_to_those_still_waiting(client, advisor, shop):
    first = left_a_message(shop, "+19705550184")
    second = left_a_message(shop, "+19705550185")
    url = reverse("conversations:called_back", args=["ridgeline", first.pk])

    response = client.post(url)

    assert response.status_code == 302
    assert response.url == reverse("conversations:list", args=["ridgeline"]) + "?person=1"
    page = client.get(response.url).content.decode()
    assert "Marked as called back." in page
    assert reverse("conversations:detail", args=["ridgeline", second.pk]) in page
    assert reverse("conversations:detail", args=["ridgeline", first.pk]) not in page


def test_an_empty_call_back_list_says_nobody_waits(client, advisor, shop):
    first = left_a_message(shop, "+19705550184")

    page = client.post(
        reverse("conversations:called_back", args=["ridgeline", first.pk]), follow=True
    ).content.decode()

    assert "Nobody is waiting for a call back." in page
    assert "No conversations yet." not in page


def test_a_transcript_leads_back_to_the_lists_and_on_to_the_customer(client, advisor, shop):
    customer = make_customer(shop, "+19705550184", "Marcus Webb")
    conversation = left_a_message(shop, customer.phone)

    page = client.get(
        reverse("conversations:detail", args=["ridgeline", conversation.pk])
    ).content.decode()

    list_url = reverse("conversations:list", args=["ridgeline"])
    assert f'<a href="{list_url}">&larr; All conversations</a>' in page
    assert f'<a href="{list_url}?person=1">To call back</a>' in page
    customer_url = reverse("dashboard:customer", args=["ridgeline", customer.pk])
    assert f'<a href="{customer_url}">Marcus Webb\'s visits</a>' in page
    assert "Book for Marcus Webb" in page


def test_an_unknown_number_can_be_booked_from_its_transcript(client, advisor, shop):
    conversation = left_a_message(shop, "+19705550184")

    page = client.get(
        reverse("conversations:detail", args=["ridgeline", conversation.pk])
    ).content.decode()

    book_url = reverse("dashboard:new_booking", args=["ridgeline"])
    assert f'<a href="{book_url}?phone=%2B19705550184">Book for this number</a>' in page


def test_a_transcript_that_booked_many_visits_costs_no_query_each(client, advisor, shop):
    service = make_service(shop)
    customer = make_customer(shop, "+19705550184", "Marcus Webb")
    conversation = left_a_message(shop, customer.phone, "oil change please")

    def queries() -> int:
        url = reverse("conversations:detail", args=["ridgeline", conversation.pk])
        with CaptureQueriesContext(connection) as captured:
            assert client.get(url).status_code == 200
        return len(captured)

    day = shop.today() + timedelta(days=8)
    while day.weekday() >= 5:  # a weekday, open all morning
        day += timedelta(days=1)
    conversation.appointments.add(book(shop, service, customer, at(shop, day, 9)))
    one = queries()
    for hour in (10, 11, 12, 13):
        conversation.appointments.add(book(shop, service, customer, at(shop, day, hour)))

    assert queries() == one
    assert conversation.appointments.filter(status=Appointment.Status.CONFIRMED).count() == 5


def test_another_shops_conversation_stays_hidden(client, advisor):
    rival = make_shop(slug="rival")
    theirs = left_a_message(rival, "+19705550184")

    detail = reverse("conversations:detail", args=["ridgeline", theirs.pk])
    called_back = reverse("conversations:called_back", args=["ridgeline", theirs.pk])

    assert client.get(detail).status_code == 404
    assert client.post(called_back).status_code == 404
    assert "To call back: 0</a>" in listing(client)
