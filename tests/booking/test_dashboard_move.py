"""Staff move an appointment to another open time, and note what a call added."""

from __future__ import annotations

from datetime import datetime, time, timedelta

import pytest
from django.urls import reverse

from booking import selectors, services
from tests.factories import book, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def booked(shop, service, customer, next_wednesday):
    return book(shop, service, customer, datetime.combine(next_wednesday, time(9), shop.zone))


@pytest.fixture
def theirs(client, shop, next_wednesday):
    """Another shop's appointment, with this shop's owner signed in."""
    rival = make_shop(slug="rival")
    client.force_login(make_user("olive", shop=shop))
    return book(
        rival,
        make_service(rival),
        make_customer(rival),
        datetime.combine(next_wednesday, time(9), rival.zone),
    )


def move_url(appointment, slug="ridgeline"):
    return reverse("dashboard:appointment_move", args=[slug, appointment.pk])


def test_the_page_lists_the_days_open_times(client, owner, booked, next_wednesday):
    thursday = next_wednesday + timedelta(days=1)

    page = client.get(move_url(booked), {"day": thursday.isoformat()}).content.decode()

    assert f"Open times on {thursday:%A, %B} {thursday.day}" in page
    assert "7:30 AM" in page and "Move to this time" in page


def test_moving_takes_the_new_time_and_tells_the_customer(
    client,
    owner,
    shop,
    service,
    booked,
    next_wednesday,
    announced,
    django_capture_on_commit_callbacks,
):
    thursday = next_wednesday + timedelta(days=1)
    slot = selectors.day_openings(shop, service, thursday).slots[4]

    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(move_url(booked), {"start": slot.start.isoformat()}, follow=True)

    booked.refresh_from_db()
    assert booked.start == slot.start and booked.sequence == 1
    assert (booked.pk, "rescheduled") in announced
    local = slot.start.astimezone(shop.zone)
    assert f"Moved to {local:%A, %B} {local.day}, 9:30 AM." in page.content.decode()


def test_a_taken_time_or_no_time_is_refused_and_nothing_moves(
    client, owner, shop, service, booked, next_wednesday
):
    thursday = next_wednesday + timedelta(days=1)
    slot = selectors.day_openings(shop, service, thursday).slots[0]
    for bay in range(2):
        other = make_customer(shop, phone=f"+1303555020{bay}")
        book(shop, service, other, slot.start)

    taken = client.post(move_url(booked), {"start": slot.start.isoformat()}).content.decode()
    nothing = client.post(move_url(booked), {"start": "soon"}).content.decode()

    assert "Pick one of the open times." in nothing
    assert '<p class="error">' in taken
    booked.refresh_from_db()
    assert booked.start.astimezone(shop.zone).date() == next_wednesday


def test_a_cancelled_appointment_is_not_moved(client, owner, booked):
    services.appointment_cancel(appointment=booked)

    page = client.get(move_url(booked), follow=True).content.decode()

    assert "A cancelled appointment stays." in page


def test_another_shops_appointment_is_out_of_reach(client, theirs):

    assert client.get(move_url(theirs)).status_code == 404
    assert client.get(move_url(theirs, slug="rival")).status_code == 404


def test_staff_note_what_a_call_added(client, owner, shop, booked):
    url = reverse("dashboard:appointment_notes", args=["ridgeline", booked.pk])

    page = client.post(
        url, {"notes": "  bringing his own pads ", "vehicle": "2014 Honda Civic"}, follow=True
    ).content.decode()

    assert "Saved the notes." in page and "bringing his own pads" in page
    booked.refresh_from_db()
    assert (booked.notes, booked.vehicle) == ("bringing his own pads", "2014 Honda Civic")
    assert booked.quoted_min is not None


def test_another_shops_notes_are_out_of_reach(client, theirs):

    url = reverse("dashboard:appointment_notes", args=["ridgeline", theirs.pk])
    assert client.post(url, {"notes": "mine now"}).status_code == 404
    theirs.refresh_from_db()
    assert theirs.notes == ""
