"""Completing an appointment with the amount the customer paid."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.db import transaction

from booking.models import Appointment
from booking.services import (
    BookingError,
    appointment_cancel,
    appointment_complete,
    appointment_hold,
)
from tests.factories import local, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(bays=1)


@pytest.fixture
def service(shop):
    return make_service(shop, "Brake pads", minutes=60, price=(150, 250))


def test_it_records_the_final_amount(appointment, announced, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        appointment_complete(appointment=appointment, final_amount=Decimal("212.40"))
        assert announced == []

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.COMPLETED
    assert appointment.final_amount == Decimal("212.40")
    assert appointment.sequence == 1
    assert announced == [(appointment.pk, "completed")]


def test_completing_again_corrects_the_amount(appointment):
    appointment_complete(appointment=appointment, final_amount=200)
    appointment_complete(appointment=appointment, final_amount="195.50")

    appointment.refresh_from_db()
    assert appointment.final_amount == Decimal("195.50")


@pytest.mark.parametrize("amount", [Decimal("-1"), -0.01, "ninety", "12.345", 10**9, None])
def test_a_bad_amount_is_refused_and_nothing_changes(appointment, amount):
    with pytest.raises(BookingError) as refused:
        appointment_complete(appointment=appointment, final_amount=amount)

    assert refused.value.code == "invalid"
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED
    assert appointment.final_amount is None and appointment.sequence == 0


def test_a_negative_amount_is_refused_in_plain_words(appointment):
    with pytest.raises(BookingError) as refused:
        appointment_complete(appointment=appointment, final_amount=-5)

    assert refused.value.message == "The final amount cannot be negative."


def test_a_cancelled_appointment_cannot_be_completed(appointment):
    appointment_cancel(appointment=appointment)

    with pytest.raises(BookingError) as refused:
        appointment_complete(appointment=appointment, final_amount=100)

    assert refused.value.code == "not_active"


def test_a_hold_cannot_be_completed(shop, service, now):
    held = appointment_hold(
        shop=shop, service=service, start=local(shop, 2026, 12, 7, 11, 0), channel="chat", now=now
    )

    with pytest.raises(BookingError) as refused:
        appointment_complete(appointment=held, final_amount=100)

    assert refused.value.code == "not_active"


def test_a_rolled_back_completion_is_not_announced(
    appointment, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            appointment_complete(appointment=appointment, final_amount=100)
            raise RuntimeError("the caller's own write failed")

    assert callbacks == [] and announced == []
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED
