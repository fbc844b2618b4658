"""Fixtures the booking tests share: a shop like the demo's (two bays, open Mon-Sat), its oil
change, a customer, a fixed Monday morning and an appointment booked for 09:00 that day.

A file that needs another shop or service overrides `shop` or `service`; the fixtures built on
them (`now`, `start`, `appointment`...) follow it.
"""

from __future__ import annotations

from datetime import timedelta

import pytest

from booking.signals import appointment_changed
from tests.factories import book, local, make_customer, make_service, make_shop, make_user


@pytest.fixture
def shop():
    return make_shop()


@pytest.fixture
def service(shop):
    """An oil change: 30 minutes, quoted $49-89."""
    return make_service(shop)


@pytest.fixture
def customer(shop):
    """Dana Reyes, +13035550101."""
    return make_customer(shop)


@pytest.fixture
def now(shop):
    """07:00 on Monday 7 December 2026, the shop's time: before opening."""
    return local(shop, 2026, 12, 7, 7, 0)


@pytest.fixture
def start(shop):
    """09:00 that Monday."""
    return local(shop, 2026, 12, 7, 9, 0)


@pytest.fixture
def appointment(shop, service, customer, start, now):
    """The service booked for the customer at `start`, confirmed."""
    return book(shop, service, customer, start, now)


@pytest.fixture
def next_weekday(shop):
    """The first Monday-Friday at least a week after the shop's today."""
    day = shop.today() + timedelta(days=7)
    while day.weekday() >= 5:
        day += timedelta(days=1)
    return day


@pytest.fixture
def owner(client, shop):
    """The shop's owner, signed in on `client`."""
    user = make_user("olive", shop=shop)
    client.force_login(user)
    return user


@pytest.fixture
def next_wednesday(shop):
    """The first Wednesday after the real today: a day the dashboard can book."""
    day = shop.today() + timedelta(days=1)
    while day.weekday() != 2:
        day += timedelta(days=1)
    return day


@pytest.fixture
def announced():
    """(appointment pk, change) for each appointment_changed sent during the test."""
    changes = []

    def record(sender, appointment, change, **kwargs):
        changes.append((appointment.pk, change))

    appointment_changed.connect(record)
    yield changes
    appointment_changed.disconnect(record)
