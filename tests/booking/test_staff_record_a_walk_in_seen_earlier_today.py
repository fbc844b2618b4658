"""A car seen at 8:00 and typed in at 10:15: staff record it after the fact, earlier today only,
in a bay that was free then (work done since still held its bay). Customers never book a time
gone by, and no confirmation text goes out for a visit that has already happened."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest
from django.urls import reverse

from booking.models import Appointment, Service
from booking.services import BookingError, appointment_book_by_staff, appointment_complete
from tests.factories import book, local, make_customer, make_service

pytestmark = pytest.mark.django_db

BOOK_URL = reverse("dashboard:new_booking", args=["ridgeline"])
THURSDAY = "2026-12-10"


def text_of(page: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", page).split())


def record_earlier(client, service, at: str, *, phone="(720) 555-0199") -> str:
    form = {
        "service": service.pk,
        "day": THURSDAY,
        "start": "earlier",
        "earlier_at": at,
        "phone": phone,
        "name": "Walt Kim",
        "vehicle": "2009 Ford Ranger",
    }
    return text_of(client.post(BOOK_URL, form, follow=True).content.decode())


@pytest.mark.parametrize(("typed", "minute"), [("08:00", 0), ("08:00:00", 0), ("08:12", 10)])
def test_staff_record_the_8_oclock_walk_in_at_10_15(
    client, owner, thursday_morning, shop, service, announced, typed, minute
):
    page = record_earlier(client, service, typed)

    visit = Appointment.objects.get(customer__phone="+17205550199")
    assert "Recorded after the fact." in page
    assert "Staff · recorded after the fact, at 10:15 AM" in page
    assert visit.start == local(shop, 2026, 12, 10, 8, minute)
    assert visit.status == Appointment.Status.CONFIRMED
    assert visit.reminder_due_at is None
    assert announced == []  # no "is confirmed for 8:00 AM" text to a car already seen


def test_the_form_offers_earlier_today_only_on_today(client, owner, thursday_morning, service):
    today = client.get(BOOK_URL, {"service": service.pk, "day": THURSDAY}).content.decode()
    friday = client.get(BOOK_URL, {"service": service.pk, "day": "2026-12-11"}).content.decode()

    assert "Earlier today, recorded after the fact, at" in text_of(today)
    assert "recorded after the fact" not in friday


def test_a_visit_on_an_earlier_day_is_refused(thursday_morning, shop, service):
    with pytest.raises(BookingError) as refused:
        appointment_book_by_staff(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, 9, 8, 0),
            phone="+17205550199",
            after_the_fact=True,
        )

    assert refused.value.message == (
        "Wed Dec 9, 8:00 AM has already passed: only a time earlier today can be recorded."
    )
    assert not Appointment.objects.filter(customer__phone="+17205550199").exists()


@pytest.mark.parametrize("after_the_fact", [False, True])
def test_customers_never_book_a_time_gone_by(thursday_morning, shop, service, after_the_fact):
    with pytest.raises(BookingError) as refused:
        book(
            shop,
            service,
            make_customer(shop),
            local(shop, 2026, 12, 10, 8, 0),
            after_the_fact=after_the_fact,
        )

    assert refused.value.code == "past"
    assert not Appointment.objects.exists()


def test_without_saying_earlier_a_past_time_is_still_refused(thursday_morning, shop, service):
    with pytest.raises(BookingError) as refused:
        appointment_book_by_staff(
            shop=shop, service=service, start=local(shop, 2026, 12, 10, 8), phone="+17205550199"
        )

    assert refused.value.message == "Thu Dec 10, 8:00 AM has already passed."


def test_the_walk_in_goes_in_the_bay_that_was_free_then(
    client, owner, thursday_morning, shop, service
):
    monday = local(shop, 2026, 12, 7, 9)
    at_eight = local(shop, 2026, 12, 10, 8, 0)
    done = book(shop, service, make_customer(shop), at_eight, monday)
    appointment_complete(appointment=done, final_amount=Decimal("60"))

    page = record_earlier(client, service, "08:00")

    visit = Appointment.objects.get(customer__phone="+17205550199")
    assert "Recorded after the fact." in page
    assert visit.bay != done.bay  # the job done at 8:00 held its bay then


def test_no_bay_free_then_is_refused(client, owner, thursday_morning, shop, service):
    monday = local(shop, 2026, 12, 7, 9)
    at_eight = local(shop, 2026, 12, 10, 8, 0)
    done = book(shop, service, make_customer(shop), at_eight, monday)
    book(shop, service, make_customer(shop, phone="+13035550102", name="Lee"), at_eight, monday)
    appointment_complete(appointment=done, final_amount=Decimal("60"))

    page = record_earlier(client, service, "08:00")

    assert "No bay was free at 8:00 AM for the 30 minutes this job takes." in page
    assert not Appointment.objects.filter(customer__phone="+17205550199").exists()


@pytest.mark.parametrize(
    ("typed", "refusal"),
    [
        ("06:30", "The 30 minutes this job takes do not fit in the opening hours from 6:30 AM."),
        ("07:15", "The 30 minutes this job takes do not fit in the opening hours from 7:15 AM."),
        ("11:00", "11:00 AM today is still to come: pick it among the open times."),
        ("", "Enter the time the car came in earlier today, like 8:00 AM."),
        ("eight", "Enter the time the car came in earlier today, like 8:00 AM."),
    ],
)
def test_a_time_outside_the_hours_or_unreadable_is_refused(
    client, owner, thursday_morning, service, typed, refusal
):
    page = record_earlier(client, service, typed)

    assert refusal in page
    assert not Appointment.objects.filter(customer__phone="+17205550199").exists()


def test_cancelling_a_visit_recorded_after_the_fact_texts_no_one(
    client, owner, thursday_morning, shop, service, announced
):
    record_earlier(client, service, "08:00")
    visit = Appointment.objects.get(customer__phone="+17205550199")
    url = reverse("dashboard:appointment", args=["ridgeline", visit.pk])

    shown = text_of(client.get(url).content.decode())
    cancel = reverse("dashboard:appointment_action", args=["ridgeline", visit.pk, "cancel"])
    page = text_of(client.post(cancel, {"confirm": "yes"}, follow=True).content.decode())

    visit.refresh_from_db()
    assert "Yes, cancel it Cancel appointment" in shown
    assert visit.status == Appointment.Status.CANCELLED
    assert "Cancelled." in page and "texted" not in page
    assert announced == []


@pytest.mark.parametrize(
    ("typed", "refusal"),
    [("08:00", ""), ("09:30", "Drop-offs are left from 7:30 AM to 9:00 AM, not at 9:30 AM.")],
)
def test_a_drop_off_left_this_morning_is_recorded_inside_the_window(
    client, owner, thursday_morning, shop, typed, refusal
):
    brakes = make_service(shop, "Brake job", minutes=180, kind=Service.Kind.DROPOFF)

    page = record_earlier(client, brakes, typed)

    left = Appointment.objects.filter(customer__phone="+17205550199").first()
    if refusal:
        assert refusal in page and left is None
    else:
        assert "Recorded after the fact." in page
        assert left.start == local(shop, 2026, 12, 10, 8) and left.bay is None


def test_moving_a_visit_recorded_after_the_fact_texts_no_one(
    client, owner, thursday_morning, shop, service, announced
):
    record_earlier(client, service, "08:00")
    visit = Appointment.objects.get(customer__phone="+17205550199")
    move = reverse("dashboard:appointment_move", args=["ridgeline", visit.pk])

    shown = text_of(client.get(move, {"day": THURSDAY}).content.decode())
    later = local(shop, 2026, 12, 10, 11).isoformat()
    page = text_of(client.post(move, {"start": later}, follow=True).content.decode())

    visit.refresh_from_db()
    assert "texted" not in shown and "turned texts off" not in shown
    assert "Moved to Thursday, December 10, 11:00 AM." in page and "texted" not in page
    assert visit.start == local(shop, 2026, 12, 10, 11)
    assert announced == []
