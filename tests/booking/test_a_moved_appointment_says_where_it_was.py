"""An appointment moved to another time keeps where it was, when it was moved and by whom, and
the owner reads it on the appointment's page and in the customer's visits: the shop, from the
dashboard; the customer, from the link in their texts; the customer, through the assistant."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking import services
from tests.factories import book, local, make_service, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def fridays(shop, service, customer, thursday_morning):
    """Dana Reyes's oil change on Friday, December 11 at 10 AM, booked on Thursday morning."""
    return book(shop, service, customer, local(shop, 2026, 12, 11, 10), thursday_morning)


def pages(client, appointment) -> list[str]:
    """What the owner reads: the appointment's page and its customer's."""
    slug = appointment.shop.slug
    return [
        client.get(reverse(name, args=[slug, pk])).content.decode()
        for name, pk in (
            ("dashboard:appointment", appointment.pk),
            ("dashboard:customer", appointment.customer_id),
        )
    ]


def test_the_owner_who_moved_it_is_named(client, shop, fridays):
    owner = make_user("olive", shop=shop)
    owner.first_name, owner.last_name = "Olive", "Grant"
    owner.save()
    client.force_login(owner)
    one_pm = local(shop, 2026, 12, 11, 13)

    client.post(
        reverse("dashboard:appointment_move", args=[shop.slug, fridays.pk]),
        {"start": one_pm.isoformat()},
    )

    fridays.refresh_from_db()
    assert fridays.start == one_pm
    for page in pages(client, fridays):
        assert "Moved from Fri Dec 11, 10:00 AM on Dec 10, by the shop (Olive Grant)" in page


def test_the_customer_who_moved_it_from_their_link_is_said(client, owner, shop, fridays):
    two_pm = local(shop, 2026, 12, 11, 14)

    client.post(reverse("appointment_manage", args=[fridays.manage_token]), {"start": two_pm})

    fridays.refresh_from_db()
    assert fridays.start == two_pm
    for page in pages(client, fridays):
        assert (
            "Moved from Fri Dec 11, 10:00 AM on Dec 10, by the customer, from the link in their "
            "texts" in page
        )


def test_a_move_through_the_assistant_says_so(client, owner, shop, fridays, thursday_morning):
    # The assistant moves a visit as a customer's request, as policy/changes.py does.
    services.appointment_reschedule(
        appointment=fridays, start=local(shop, 2026, 12, 14, 9), now=thursday_morning
    )

    for page in pages(client, fridays):
        assert (
            "Moved from Fri Dec 11, 10:00 AM on Dec 10, by the customer, through the assistant"
            in page
        )


@pytest.mark.parametrize(
    ("channel", "said"),
    [
        ("sms", "by the customer, by text with the assistant"),
        ("phone", "by the customer, on a call with the assistant"),
        ("chat", "by the customer, in the website chat with the assistant"),
    ],
)
def test_a_move_through_the_assistant_says_how_the_customer_asked(
    client, owner, shop, fridays, thursday_morning, channel, said
):
    services.appointment_reschedule(
        appointment=fridays,
        start=local(shop, 2026, 12, 14, 9),
        channel=channel,
        now=thursday_morning,
    )

    for page in pages(client, fridays):
        assert f"Moved from Fri Dec 11, 10:00 AM on Dec 10, {said}" in page


def test_each_move_is_kept_in_order_with_the_work_swapped(
    client, owner, shop, fridays, thursday_morning
):
    brakes = make_service(shop, "Brake inspection", minutes=60)
    services.appointment_reschedule(
        appointment=fridays, start=local(shop, 2026, 12, 11, 13), by_staff=True
    )
    services.appointment_reschedule(
        appointment=fridays, start=local(shop, 2026, 12, 12, 9), service=brakes
    )

    appointment_page, customer_page = pages(client, fridays)

    first = "Moved from Fri Dec 11, 10:00 AM on Dec 10, by the shop<"
    second = "Moved from Fri Dec 11, 1:00 PM (Oil change) on Dec 10, by the customer, through"
    for page in (appointment_page, customer_page):
        assert first in page and second in page
        assert page.index(first) < page.index(second)


def test_a_visit_never_moved_says_nothing_of_moves(client, owner, fridays):
    for page in pages(client, fridays):
        assert "Moved from" not in page


def test_the_calendar_card_says_where_it_was_moved_from(client, owner, shop, fridays):
    services.appointment_reschedule(
        appointment=fridays, start=local(shop, 2026, 12, 11, 13), by_staff=True
    )
    services.appointment_reschedule(
        appointment=fridays, start=local(shop, 2026, 12, 11, 15), by_staff=True
    )

    page = client.get(reverse("dashboard:calendar", args=[shop.slug]), {"week": "2026-12-07"})

    card = page.content.decode().split("3:00 PM – 3:30 PM</strong>")[1].split("</a>")[0]
    assert "Moved from Fri Dec 11, 1:00 PM" in card


def test_other_work_at_the_same_time_says_what_it_was(client, owner, shop, fridays):
    brakes = make_service(shop, "Brake inspection", minutes=30)

    services.appointment_reschedule(appointment=fridays, start=fridays.start, service=brakes)

    for page in pages(client, fridays):
        assert "Changed from Oil change on Dec 10, by the customer, through the assistant" in page
