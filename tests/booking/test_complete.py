"""Completing an appointment with the amount the customer paid, once its time has come, and
undoing a completion or a no-show marked by mistake."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import transaction

from booking.models import Appointment
from booking.services import (
    BookingError,
    SlotTaken,
    appointment_book,
    appointment_cancel,
    appointment_complete,
    appointment_hold,
    appointment_mark_no_show,
    appointment_reopen,
)
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(bays=1)


@pytest.fixture
def service(shop):
    return make_service(shop, "Brake pads", minutes=60, price=(150, 250))


@pytest.fixture
def later(start):
    """A quarter of an hour into the appointment: its time has come."""
    return start + timedelta(minutes=15)


def test_it_records_the_final_amount(
    appointment, later, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        appointment_complete(appointment=appointment, final_amount=Decimal("212.40"), now=later)
        assert announced == []

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.COMPLETED
    assert appointment.final_amount == Decimal("212.40")
    assert appointment.sequence == 1
    assert announced == [(appointment.pk, "completed")]


def test_completing_again_corrects_the_amount(appointment, later):
    appointment_complete(appointment=appointment, final_amount=200, now=later)
    appointment_complete(appointment=appointment, final_amount="195.50", now=later)

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
    appointment, later, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        with pytest.raises(RuntimeError), transaction.atomic():
            appointment_complete(appointment=appointment, final_amount=100, now=later)
            raise RuntimeError("the caller's own write failed")

    assert callbacks == [] and announced == []
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED


def test_an_appointment_still_ahead_cannot_be_completed_or_a_no_show(appointment, start):
    just_before = start - timedelta(minutes=1)

    with pytest.raises(BookingError) as not_completed:
        appointment_complete(appointment=appointment, final_amount=100, now=just_before)
    with pytest.raises(BookingError) as not_missed:
        appointment_mark_no_show(appointment=appointment, now=just_before)

    assert not_completed.value.code == not_missed.value.code == "not_started"
    assert not_completed.value.message == (
        "It can be marked completed once it has started, at 9:00 AM on Monday, December 7."
    )
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED and appointment.final_amount is None


def test_undo_puts_a_completion_back_to_confirmed_without_its_amount(appointment, later):
    appointment_complete(appointment=appointment, final_amount=8000, now=later)

    appointment_reopen(appointment=appointment, now=later)

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED
    assert appointment.final_amount is None
    assert appointment.sequence == 2  # calendars see the change


def test_undo_puts_a_no_show_back_to_confirmed(appointment, later):
    appointment_mark_no_show(appointment=appointment, now=later)

    appointment_reopen(appointment=appointment, now=later)

    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.CONFIRMED


def test_a_confirmed_appointment_has_nothing_to_undo(appointment, later):
    with pytest.raises(BookingError) as refused:
        appointment_reopen(appointment=appointment, now=later)

    assert refused.value.message == "A confirmed appointment cannot be put back to confirmed."


def test_undo_is_refused_once_the_bay_was_booked_for_the_time_it_left(
    shop, service, appointment, later
):
    appointment_mark_no_show(appointment=appointment, now=later)
    walk_in = appointment_book(
        shop=shop,
        service=service,
        start=local(shop, 2026, 12, 7, 9, 30),
        customer=make_customer(shop, "+13035550177", "Walk In"),
        channel=Appointment.Channel.STAFF,
        by_staff=True,
        now=later,
    )
    assert walk_in.bay_id == appointment.bay_id  # the shop's one bay

    with pytest.raises(SlotTaken) as refused:
        appointment_reopen(appointment=appointment, now=later)

    assert "Bay 1 has been booked for part of this time since" in refused.value.message
    appointment.refresh_from_db()
    assert appointment.status == Appointment.Status.NO_SHOW
