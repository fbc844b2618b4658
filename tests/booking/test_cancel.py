"""Cancelling keeps the appointment, as STATUS:CANCELLED for calendars, and frees its time."""

from __future__ import annotations

import pytest
from django.db import transaction

from booking.models import Appointment
from booking.services import (
    BookingError,
    appointment_cancel,
    appointment_complete,
)
from tests.factories import book, make_customer, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    """One bay, so the time the cancelled appointment frees is the only one."""
    return make_shop(bays=1)


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


def test_a_completed_appointment_cannot_be_cancelled(appointment, start):
    appointment_complete(appointment=appointment, final_amount=120, now=start)

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
