"""The demo shop: Ridgeline Auto Repair from its profile file, an owner and a service advisor who
can sign in, and a month of history around today.

Every appointment goes through booking.services with a `now` of when it was booked, so the demo
obeys the same rules as real bookings: hours, notice, buffers, one car per bay. The same seed
and day give the same data. The visits booked by chat, phone and text get the conversations that
booked them from assistant/demo.py (`seed_demo_conversations`), run after this.
"""

from __future__ import annotations

import random
import secrets
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from booking import signals
from booking.models import Appointment, Customer, Membership, Service, Shop
from booking.profiles import import_shop
from booking.selectors import day_openings
from booking.services import (
    appointment_book,
    appointment_cancel,
    appointment_complete,
    appointment_mark_no_show,
    customer_for_phone,
)

PROFILE = Path(settings.BASE_DIR) / "shops" / "ridgeline.toml"
HISTORY_DAYS = 30
UPCOMING_DAYS = 14
CUSTOMERS = 70

FIRST_NAMES = (
    "Dana Marcus Priya Luis Kendra Tom Aisha Brett Mei Jorge Hannah Derek Sofia Caleb Nadia "
    "Ryan Tessa Omar Grace Wes Lupe Ethan Jasmine Cody Ingrid Malik Rosa Trevor Lena Andre "
    "Kayla Sam Bianca Hector Paige Dmitri Carla Travis Yuki Noah"
).split()
LAST_NAMES = (
    "Reyes Whitfield Patel Ortega Brooks Nguyen Hall Carver Lindqvist Romero Fischer Yazzie "
    "Coleman Dubois Martinez Sato Harper Kowalski Begay Sullivan Jensen Ramirez Okafor Mills "
    "Castillo Bauer Greene Trujillo Park Abbott"
).split()
VEHICLES = [
    "2014 Honda Civic",
    "2018 Toyota RAV4",
    "2011 Ford F-150",
    "2016 Subaru Outback",
    "2019 Subaru Forester",
    "2012 Toyota Camry",
    "2017 Jeep Wrangler",
    "2015 Ford Escape",
    "2020 Chevrolet Silverado 2500 Diesel",
    "2016 Ram 2500 Diesel",
    "2015 BMW 328i",
    "2013 Mercedes-Benz C300",
    "2018 Audi Q5",
    "2016 Honda CR-V",
    "2010 Toyota Tacoma",
    "2014 Nissan Altima",
    "2017 Hyundai Elantra",
    "2021 Toyota Tundra",
    "2012 Chevrolet Malibu",
    "2018 Mazda CX-5",
    "2009 Volkswagen Jetta",
    "2019 Kia Telluride",
    "2013 Dodge Grand Caravan",
    "2020 Tesla Model 3",
]
# How often each job comes in at a shop like this in late autumn (few A/C recharges).
SERVICE_WEIGHTS = {
    "Oil change": 30,
    "Tire rotation": 10,
    "Brake inspection": 7,
    "Brake pad replacement": 8,
    "Battery replacement": 8,
    "Check engine light diagnostic": 11,
    "A/C recharge": 2,
    "Wheel alignment": 6,
    "Coolant flush": 4,
    "Pre-purchase inspection": 3,
    "Timing belt replacement": 2,
    "Transmission fluid service": 3,
}
# Work only a car with an engine needs: never booked for an electric one (the assistant would
# tell its owner so, and the calendar must not say otherwise).
ENGINE_WORK = {
    "Oil change",
    "Check engine light diagnostic",
    "Timing belt replacement",
    "Transmission fluid service",
}
ELECTRIC_MAKES = ("Tesla",)
CHANNEL_WEIGHTS = {
    Appointment.Channel.PHONE: 40,
    Appointment.Channel.CHAT: 25,
    Appointment.Channel.SMS: 15,
    Appointment.Channel.STAFF: 20,
}
NOTES = [
    "Squeals from the front left when braking.",
    "Will wait in the lobby.",
    "Needs a ride to work after drop-off.",
    "Tire pressure light is on too.",
    "Leaking something under the engine.",
    "Returning customer, prefers synthetic.",
    "Battery died twice this week in the cold.",
    "Pulling to the right on the highway.",
]
CANCEL_REASONS = [
    "Car would not start; will call back.",
    "Out of town that week.",
    "Got it done under warranty at the dealer.",
    "Work schedule changed.",
]


@dataclass(frozen=True)
class DemoUser:
    username: str
    role: str
    password: str | None  # None when an existing user keeps the password they had


@dataclass(frozen=True)
class DemoReport:
    shop: Shop
    profile_summary: str
    users: list[DemoUser]
    booked: int  # 0 when the shop already had its history
    statuses: dict[str, int]


def seed_demo(
    *, seed: int = 2026, now: datetime | None = None, owner_password: str = ""
) -> DemoReport:
    """Import the demo shop and give it people and a month of history. Running it again keeps
    what is there: the history is only written while the shop has no appointments."""
    now = now or timezone.now()
    with transaction.atomic(), signals.muted():
        imported = import_shop(path=PROFILE)
        shop = imported.shop
        users = [
            _ensure_user(shop, "owner", Membership.Role.OWNER, owner_password),
            _ensure_user(shop, "advisor", Membership.Role.STAFF, ""),
        ]
        booked = 0
        if not shop.appointments.exists():
            booked = _write_history(shop, random.Random(seed), now)
    statuses = Counter(shop.appointments.values_list("status", flat=True))
    return DemoReport(shop, imported.summary(), users, booked, dict(statuses))


def _ensure_user(shop: Shop, username: str, role: str, password: str) -> DemoUser:
    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        password = password or secrets.token_urlsafe(9)
        user = get_user_model().objects.create_user(username=username, password=password)
    elif password:
        user.set_password(password)
        user.save(update_fields=["password"])
    Membership.objects.get_or_create(user=user, shop=shop, defaults={"role": role})
    return DemoUser(username, role, password or None)


@dataclass
class _Booker:
    """Books the demo's appointments, remembering when each was booked."""

    shop: Shop
    rng: random.Random
    customers: list[tuple[Customer, str]]
    services: list[Service]
    weights: list[int]

    def book(
        self, day: date, number: int, *, booked_at: datetime, offered_at: datetime
    ) -> Appointment | None:
        """One appointment on `day` at a time the shop offered at `offered_at`, or None when
        the day has nothing left for the service drawn."""
        customer, vehicle = self.rng.choice(self.customers)
        service = self._service_for(vehicle)
        openings = day_openings(self.shop, service, day, now=offered_at)
        if not openings.slots:
            return None
        appointment = appointment_book(
            shop=self.shop,
            service=service,
            start=self.rng.choice(openings.slots).start,
            customer=customer,
            channel=self.rng.choices(list(CHANNEL_WEIGHTS), list(CHANNEL_WEIGHTS.values()))[0],
            vehicle=vehicle,
            notes=self.rng.choice(NOTES) if self.rng.random() < 0.3 else "",
            idempotency_key=f"demo-{day}-{number}",
            now=booked_at,
        )
        # Reports count bookings by when they were made, which was before the visit.
        Appointment.objects.filter(pk=appointment.pk).update(created_at=booked_at)
        appointment.created_at = booked_at
        return appointment

    def _service_for(self, vehicle: str) -> Service:
        choices = list(zip(self.services, self.weights, strict=True))
        if any(make in vehicle for make in ELECTRIC_MAKES):
            choices = [(s, weight) for s, weight in choices if s.name not in ENGINE_WORK]
        services, weights = zip(*choices, strict=True)
        return self.rng.choices(services, weights)[0]


def _write_history(shop: Shop, rng: random.Random, now: datetime) -> int:
    services = list(shop.services.filter(active=True).order_by("name"))
    booker = _Booker(
        shop=shop,
        rng=rng,
        customers=_customers(shop, rng),
        services=services,
        weights=[SERVICE_WEIGHTS.get(service.name, 1) for service in services],
    )
    today = shop.today(now)
    # Nothing was booked before the history begins: the owner's report, which looks back as far,
    # then holds each visit it counts and the conversation that booked it.
    history_start = datetime.combine(
        today - timedelta(days=HISTORY_DAYS), time(0), tzinfo=shop.zone
    )
    past = []
    for offset in range(HISTORY_DAYS, 0, -1):
        day = today - timedelta(days=offset)
        opening = datetime.combine(day, time(7), tzinfo=shop.zone)
        longest_lead = min(24 * 9, (opening - history_start) / timedelta(hours=1) - 0.5)
        for number in range(_daily_target(day, rng)):
            booked_at = opening - timedelta(hours=rng.uniform(3, longest_lead))
            appointment = booker.book(day, number, booked_at=booked_at, offered_at=booked_at)
            if appointment is not None:
                past.append(appointment)
    # Outcomes come after every booking, so a visit never frees its bay for a later booking.
    for appointment in past:
        _settle(appointment, rng, now)
    upcoming = []
    for offset in range(UPCOMING_DAYS):
        day = today + timedelta(days=offset)
        # The nearer days are fuller: most customers book a few days ahead.
        fullness = max(0.15, 0.8 - 0.06 * offset)
        for number in range(round(_daily_target(day, rng) * fullness)):
            booked_at = now - timedelta(hours=rng.uniform(0.2, 24 * 6))
            appointment = booker.book(day, number, booked_at=booked_at, offered_at=now)
            if appointment is not None:
                upcoming.append(appointment)
    for appointment in rng.sample(upcoming, k=len(upcoming) // 20):
        appointment_cancel(appointment=appointment, reason=rng.choice(CANCEL_REASONS), now=now)
    _backdate_customers(shop)
    return len(past) + len(upcoming)


def _daily_target(day: date, rng: random.Random) -> int:
    """Appointments a day aims for; days the shop is closed simply find no openings."""
    if day.weekday() == 5:
        return rng.randint(3, 5)
    return rng.randint(8, 12)


def _customers(shop: Shop, rng: random.Random) -> list[tuple[Customer, str]]:
    # 555-0100..0199 are the numbers set aside for fiction in the North American plan.
    numbers = rng.sample([(area, n) for area in ("303", "720") for n in range(100, 200)], CUSTOMERS)
    customers = []
    for area, n in numbers:
        name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
        customer = customer_for_phone(shop=shop, phone=f"+1{area}5550{n}", name=name)
        customers.append((customer, rng.choice(VEHICLES)))
    return customers


def _settle(appointment: Appointment, rng: random.Random, now: datetime) -> None:
    """What became of a past visit, as seen at the demo's `now` (not the machine's clock)."""
    outcome = rng.random()
    if outcome < 0.10:
        appointment_cancel(
            appointment=appointment,
            reason=rng.choice(CANCEL_REASONS),
            now=_called_off_at(appointment),
        )
    elif outcome < 0.15:
        appointment_mark_no_show(appointment=appointment, now=now)
    else:
        final_amount = _final_amount(appointment, rng)
        appointment_complete(appointment=appointment, final_amount=final_amount, now=now)


def _called_off_at(appointment: Appointment) -> datetime:
    """When a past visit was cancelled: before it was due, halfway from its booking, not at the
    demo's `now`, after it would have been done."""
    return appointment.created_at + (appointment.start - appointment.created_at) / 2


def _final_amount(appointment: Appointment, rng: random.Random) -> Decimal:
    low, high = float(appointment.quoted_min), float(appointment.quoted_max)
    if rng.random() < 0.12:
        # More work found once the car was on the lift, approved by the customer.
        amount = high * rng.uniform(1.0, 1.25)
    else:
        amount = rng.uniform(low, high)
    return Decimal(str(round(amount, 2)))


def _backdate_customers(shop: Shop) -> None:
    """A customer has been known since their first booking."""
    for customer in shop.customers.all():
        first = customer.appointments.order_by("created_at").values_list("created_at", flat=True)
        if first:
            Customer.objects.filter(pk=customer.pk).update(created_at=first[0])
