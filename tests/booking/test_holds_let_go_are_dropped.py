"""Holds let go were once kept as cancelled appointments with no customer (the owner's week view
failed on them); migration 0007 removes those, and leaves every real booking."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from booking.models import Appointment
from booking.services import appointment_book, appointment_cancel
from tests.factories import local, make_customer, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("booking", "0006_shop_answers_and_booking_texts")]
AFTER = [("booking", "0007_drop_holds_let_go")]


def test_the_migration_drops_only_cancelled_visits_with_no_customer():
    shop = make_shop()
    service = make_service(shop, "Oil change")
    now = local(shop, 2030, 1, 6, 9)
    kept = appointment_cancel(
        appointment=_booked(shop, service, make_customer(shop), local(shop, 2030, 1, 8, 9), now)
    )
    let_go = _booked(
        shop, service, make_customer(shop, phone="+13035550199"), local(shop, 2030, 1, 8, 10), now
    )
    Appointment.objects.filter(pk=let_go.pk).update(status="cancelled", customer=None)

    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    executor.loader.build_graph()
    executor.migrate(AFTER)
    remaining = list(Appointment.objects.values_list("pk", flat=True))
    # The tests after this one need the schema of every later migration back.
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())

    assert remaining == [kept.pk]


def _booked(shop, service, customer, start, now):
    return appointment_book(
        shop=shop, service=service, start=start, customer=customer, channel="phone", now=now
    )
