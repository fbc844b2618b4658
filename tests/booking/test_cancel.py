"""Cancelling keeps the appointment, as STATUS:CANCELLED for calendars, and frees its time."""

from __future__ import annotations

import pytest
from django.db import transaction

from booking.models import Appointment
from booking.services import (
    BookingError,
    appointment_book,
    appointment_cancel,
    appointment_complete,
)
from booking.signals import appointment_changed
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(bays=1)


@pytest.fixture
def service(shop):
    return make_service(shop, "Oil change", minutes=30)


@pytest.fixture
def now(shop):
    return local(shop, 2026, 12, 7, 7, 0)


@pytest.fixture
def start(shop):
    return local(shop, 2026, 12, 7, 9, 0)


@pytest.fixture
def appointment(shop, service, start, now):
    return book(shop, service, make_customer(shop), start, now)


@pytest.fixture
def announced():
    changes = []

    def record(sender, appointment, change, **kwargs):
        changes.append((appointment.pk, change))

    appointment_changed.connect(record)
    yield changes
    appointment_changed.disconnect(record)


def book(shop, service, customer, start, now):
    return appointment_book(
        shop=shop, service=service, start=start, customer=customer, channel="sms", now=now
    )


def test_cancel_keeps_the_row_and_bumps_the_sequence(appointment):
    appointment_cancel(appointment=appointment, reason="car sold")

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CANCELLED
    assert appointment.sequence == 1
    assert "Cancelled: car sold" in appointment.notes


def test_cancel_frees_the_slot(shop, service, appointment, start, now):
    appointment_cancel(appointment=appointment)

    again = book(shop, service, make_customer(shop, "+13035550102"), start, now)

    assert again.bay == appointment.bay
    assert Appointment.objects.count() == 2


def test_cancelling_twice_changes_nothing_more(
    appointment, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment_cancel(appointment=appointment)
        appointment_cancel(appointment=appointment)

    appointment.refresh_from_db()
    assert appointment.sequence == 1
    assert announced == [(appointment.pk, "cancelled")]


def test_a_completed_appointment_cannot_be_cancelled(appointment):
    appointment_complete(appointment=appointment, final_amount=120)

    with pytest.raises(BookingError) as refused:
        appointment_cancel(appointment=appointment)

    assert refused.value.code == "not_active"
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.COMPLETED


def test_cancel_is_announced_only_once_committed(
    appointment, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment_cancel(appointment=appointment)
        assert announced == []

    assert announced == [(appointment.pk, "cancelled")]


def test_a_rolled_back_cancel_is_not_announced_and_changes_nothing(
    appointment, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            appointment_cancel(appointment=appointment)
            raise RuntimeError("the caller's own write failed")

    assert callbacks == [] and announced == []
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED and appointment.sequence == 0
