"""Booking an appointment: the server re-validates whatever time the client sent."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.db import transaction

from booking.models import Appointment, Closure, Service
from booking.services import BookingError, SlotTaken, appointment_book
from tests.factories import book, local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db

MONDAY = date(2026, 12, 7)


def test_it_books_an_offered_slot(shop, service, customer, now):
    start = local(shop, 2026, 12, 7, 9, 0)

    appointment = book(shop, service, customer, start, now, vehicle="2014 Honda Civic")

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED
    assert appointment.start == start and appointment.end == start + timedelta(minutes=30)
    assert appointment.customer == customer and appointment.vehicle == "2014 Honda Civic"
    assert appointment.bay is not None
    assert appointment.sequence == 0 and appointment.uid.endswith("@frontdesk")
    assert (appointment.quoted_min, appointment.quoted_max) == (Decimal(49), Decimal(89))


@pytest.mark.parametrize(
    ("when", "code"),
    [
        ((2026, 12, 7, 9, 15), "not_offered"),  # not on the half-hour grid
        ((2026, 12, 7, 17, 30), "not_offered"),  # the closing time itself
        ((2026, 12, 7, 17, 15), "not_offered"),  # would end after closing
        ((2026, 12, 7, 7, 30), "too_soon"),  # opening time, 30 minutes from now
        ((2026, 12, 8, 6, 0), "not_offered"),  # before opening tomorrow
        ((2026, 12, 13, 10, 0), "closed"),  # a Sunday
        ((2027, 1, 7, 9, 0), "beyond_horizon"),  # 31 days ahead
        ((2026, 12, 4, 9, 0), "past"),
    ],
)
def test_it_refuses_a_time_it_would_not_offer_with_a_reason(
    shop, service, customer, now, when, code
):
    with pytest.raises(BookingError) as refused:
        book(shop, service, customer, local(shop, *when), now)

    assert refused.value.code == code
    assert not Appointment.objects.exists()


def test_it_refuses_a_closure_and_says_why(shop, service, customer, now):
    Closure.objects.create(shop=shop, date=date(2026, 12, 8), reason="Staff training")

    with pytest.raises(BookingError) as refused:
        book(shop, service, customer, local(shop, 2026, 12, 8, 9, 0), now)

    assert refused.value.code == "closed"
    assert "Staff training" in refused.value.message


def test_it_enforces_the_minimum_notice_on_the_server(shop, service, customer):
    shop.min_notice_minutes = 120
    shop.save()
    now = local(shop, 2026, 12, 7, 9, 0)

    with pytest.raises(BookingError) as refused:
        book(shop, service, customer, local(shop, 2026, 12, 7, 10, 30), now)
    assert refused.value.code == "too_soon"

    assert book(shop, service, customer, local(shop, 2026, 12, 7, 11, 0), now).pk


def test_it_picks_another_bay_when_the_first_is_taken(shop, service, customer, now):
    start = local(shop, 2026, 12, 7, 9, 0)

    first = book(shop, service, customer, start, now)
    second = book(shop, service, make_customer(shop, "+13035550102"), start, now)

    assert first.bay != second.bay
    with pytest.raises(SlotTaken):
        book(shop, service, make_customer(shop, "+13035550103"), start, now)
    assert Appointment.objects.count() == 2


def test_a_buffer_forbids_a_back_to_back_booking(service, customer, now):
    shop = service.shop
    shop.bays.exclude(name="Bay 1").delete()
    shop.buffer_after_minutes = 10
    shop.save()
    book(shop, service, customer, local(shop, 2026, 12, 7, 9, 0), now)

    with pytest.raises(SlotTaken):
        book(shop, service, customer, local(shop, 2026, 12, 7, 9, 30), now)

    assert book(shop, service, customer, local(shop, 2026, 12, 7, 10, 0), now).pk


def test_the_same_idempotency_key_returns_the_same_booking(shop, service, customer, now):
    start = local(shop, 2026, 12, 7, 9, 0)

    first = book(shop, service, customer, start, now, idempotency_key="req-1")
    retried = book(shop, service, customer, start, now, idempotency_key="req-1")

    assert retried.pk == first.pk
    assert Appointment.objects.count() == 1


def test_another_idempotency_key_books_another_appointment(shop, service, customer, now):
    start = local(shop, 2026, 12, 7, 9, 0)

    first = book(shop, service, customer, start, now, idempotency_key="req-1")
    second = book(shop, service, customer, start, now, idempotency_key="req-2")

    assert first.pk != second.pk


def test_it_refuses_a_customer_of_another_shop(shop, service, now):
    stranger = make_customer(make_shop(slug="elsewhere"))

    with pytest.raises(BookingError) as refused:
        book(shop, service, stranger, local(shop, 2026, 12, 7, 9, 0), now)

    assert refused.value.code == "invalid"
    assert not Appointment.objects.exists()


def test_it_refuses_a_service_of_another_shop(shop, customer, now):
    foreign = make_service(make_shop(slug="elsewhere"))

    with pytest.raises(BookingError) as refused:
        book(shop, foreign, customer, local(shop, 2026, 12, 7, 9, 0), now)

    assert refused.value.code == "invalid"


def test_it_refuses_a_service_no_longer_offered(shop, service, customer, now):
    service.active = False
    service.save()

    with pytest.raises(BookingError) as refused:
        book(shop, service, customer, local(shop, 2026, 12, 7, 9, 0), now)

    assert refused.value.code == "invalid"


def test_it_refuses_an_unknown_channel_naming_the_field(shop, service, customer, now):
    with pytest.raises(BookingError) as refused:
        appointment_book(
            shop=shop,
            service=service,
            start=local(shop, 2026, 12, 7, 9, 0),
            customer=customer,
            channel="fax",
            now=now,
        )

    assert refused.value.code == "invalid" and "channel" in refused.value.message
    assert not Appointment.objects.exists()


def test_a_drop_off_takes_no_bay_and_the_day_is_capped_by_bay_hours(shop, customer, now):
    # Two bays open 10 hours: 1200 bay-minutes, so two 8-hour jobs fit and a third does not.
    engine = make_service(shop, "Engine diagnosis", minutes=480, kind=Service.Kind.DROPOFF)
    window = local(shop, 2026, 12, 8, 7, 30)

    first = book(shop, engine, customer, window, now)
    book(shop, engine, customer, window, now)

    assert first.bay is None
    with pytest.raises(SlotTaken):
        book(shop, engine, customer, window, now)


def test_it_announces_a_booking_only_once_committed(
    shop, service, customer, now, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment = book(shop, service, customer, local(shop, 2026, 12, 7, 9, 0), now)
        assert announced == []

    assert announced == [(appointment.pk, "booked")]


def test_it_announces_nothing_when_the_booking_is_rolled_back(
    shop, service, customer, now, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            book(shop, service, customer, local(shop, 2026, 12, 7, 9, 0), now)
            raise RuntimeError("the caller's own write failed")

    assert callbacks == [] and announced == []
    assert not Appointment.objects.exists()


def test_a_retried_request_announces_nothing_new(
    shop, service, customer, now, announced, django_capture_on_commit_callbacks
):
    start = local(shop, 2026, 12, 7, 9, 0)
    with django_capture_on_commit_callbacks(execute=True):
        book(shop, service, customer, start, now, idempotency_key="req-1")
        book(shop, service, customer, start, now, idempotency_key="req-1")

    assert len(announced) == 1
