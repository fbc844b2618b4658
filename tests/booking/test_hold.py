"""Holding a slot while the customer confirms, and confirming the hold."""

from __future__ import annotations

from datetime import timedelta
from functools import partial

import pytest

from booking.models import Appointment
from booking.services import (
    BookingError,
    SlotTaken,
    appointment_cancel,
    appointment_hold,
    release_expired_holds,
)
from tests import factories
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def shop():
    return make_shop(bays=1, hold_minutes=5)


@pytest.fixture
def other(shop):
    return make_customer(shop, "+13035550102", "Sam Ortiz")


def hold(shop, service, start, now, **extra):
    return appointment_hold(
        shop=shop, service=service, start=start, channel="phone", now=now, **extra
    )


book = partial(factories.book, channel="phone")


def test_a_hold_keeps_the_slot_for_a_few_minutes(shop, service, start, now):
    held = hold(shop, service, start, now)

    assert held.status == Appointment.Status.HELD
    assert held.hold_expires_at == now + timedelta(minutes=5)
    assert held.bay is not None


def test_a_hold_blocks_others_until_it_expires(shop, service, other, start, now):
    hold(shop, service, start, now)

    with pytest.raises(SlotTaken):
        book(shop, service, other, start, now + timedelta(minutes=4))
    with pytest.raises(SlotTaken):
        hold(shop, service, start, now + timedelta(minutes=4))


def test_an_expired_hold_frees_its_slot(shop, service, other, start, now):
    held = hold(shop, service, start, now)

    booked = book(shop, service, other, start, now + timedelta(minutes=5))

    assert booked.customer == other
    assert not Appointment.objects.filter(pk=held.pk).exists()


def test_confirming_a_hold_turns_it_into_the_booking(
    shop, service, customer, start, now, announced, django_capture_on_commit_callbacks
):
    held = hold(shop, service, start, now, customer=customer)

    with django_capture_on_commit_callbacks(execute=True):
        booked = book(shop, service, customer, start, now + timedelta(minutes=2), hold=held)

    assert booked.pk == held.pk and booked.uid == held.uid
    assert booked.status == Appointment.Status.CONFIRMED and booked.hold_expires_at is None
    assert booked.sequence == 0  # calendars never saw the hold
    assert announced == [(booked.pk, "booked")]
    assert Appointment.objects.count() == 1


def test_confirming_an_expired_hold_books_afresh_when_still_free(
    shop, service, customer, start, now
):
    held = hold(shop, service, start, now, customer=customer)

    booked = book(shop, service, customer, start, now + timedelta(minutes=10), hold=held)

    assert booked.status == Appointment.Status.CONFIRMED and booked.start == start
    assert Appointment.objects.get() == booked


def test_confirming_an_expired_hold_whose_time_was_taken_fails(
    shop, service, customer, other, start, now
):
    held = hold(shop, service, start, now, customer=customer)
    taken = book(shop, service, other, start, now + timedelta(minutes=6))

    with pytest.raises(SlotTaken):
        book(shop, service, customer, start, now + timedelta(minutes=7), hold=held)

    assert Appointment.objects.get() == taken


def test_a_hold_cannot_be_confirmed_twice(shop, service, customer, start, now):
    held = hold(shop, service, start, now, customer=customer)
    book(shop, service, customer, start, now, hold=held)

    with pytest.raises(BookingError) as refused:
        book(shop, service, customer, start, now, hold=held)

    assert refused.value.code == "not_active"
    assert Appointment.objects.get().sequence == 0


def test_a_retried_confirmation_with_its_key_returns_the_booking(
    shop, service, customer, start, now
):
    held = hold(shop, service, start, now, customer=customer)
    first = book(shop, service, customer, start, now, hold=held, idempotency_key="call-1")

    held.refresh_from_db()
    retried = book(shop, service, customer, start, now, hold=held, idempotency_key="call-1")

    assert retried.pk == first.pk and retried.sequence == 0


def test_a_hold_let_go_is_gone_and_its_time_free(shop, service, customer, start, now):
    """Like an expired hold, one let go was never a booking: no cancelled visit is left of it
    (with no customer, it had broken the owner's week view)."""
    held = hold(shop, service, start, now, customer=customer)
    appointment_cancel(appointment=held)

    assert not Appointment.objects.exists()
    other = make_customer(shop, phone="+13035550199")
    assert book(shop, service, other, start, now).status == Appointment.Status.CONFIRMED


def test_a_hold_for_another_service_cannot_confirm_this_one(shop, service, customer, start, now):
    held = hold(shop, service, start, now, customer=customer)
    brakes = make_service(shop, "Brake inspection", minutes=30)

    with pytest.raises(BookingError) as refused:
        book(shop, brakes, customer, start, now, hold=held)

    assert refused.value.code == "invalid"


def test_a_hold_is_not_announced(
    shop, service, start, now, announced, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        hold(shop, service, start, now)

    assert announced == []


def test_releasing_expired_holds_keeps_live_ones(shop, service, now):
    live = hold(shop, service, local(shop, 2026, 12, 7, 10, 0), now)
    expired = hold(shop, service, local(shop, 2026, 12, 7, 9, 0), now - timedelta(minutes=10))

    assert release_expired_holds(shop=shop, now=now) == 1

    assert list(Appointment.objects.all()) == [live]
    assert not Appointment.objects.filter(pk=expired.pk).exists()
