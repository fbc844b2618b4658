"""Slot-search benchmark: `python -m booking.bench`.

Builds a busy 3-bay shop in a throwaway SQLite database, then times the next 10 open slots from
many different moments, through the query layer (`selectors.open_slots`) and through the pure
search alone (`availability.find_slots` over a calendar already loaded). It repeats the run for
several table sizes to show how the cost grows with appointments, prints a table and writes
bench-results/booking.json.

Appointments are placed by sampling a random bay, day, start and service: a request that fits
becomes an active booking (confirmed, or a live hold), one that collides is stored as cancelled,
the way a shop's table fills with rebooked and abandoned requests. More rows therefore mean both
a fuller calendar (the search walks further to find 10 free slots) and more dead rows.

Django is set up in main(), once the environment points at the throwaway database, so the
modules that need it are imported inside the functions that run after that.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time as clock
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path

SIZES = (1_000, 10_000, 40_000)
HEADLINE = 10_000
SPAN_DAYS = 90
BAYS = 3
LIMIT = 10
# (name, minutes, share of requests): a quick-service mix; the search is for an oil change.
SERVICES = (("Oil change", 30, 5), ("Brake inspection", 60, 3), ("Diagnostics", 90, 2))
ZONE = "America/Chicago"
FIRST_DAY = date(2026, 3, 2)  # a Monday; the span crosses the March DST change
RESULTS = Path("bench-results/booking.json")


@dataclass(frozen=True)
class Timing:
    appointments: int
    active: int
    samples: int
    days_to_tenth_slot: float  # how far the search walked, on average
    open_slots_median_ms: float
    open_slots_p95_ms: float
    find_slots_median_ms: float
    find_slots_p95_ms: float


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="start moments per size")
    parser.add_argument(
        "--sizes", type=int, nargs="+", default=list(SIZES), help="appointment counts"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="frontdesk-bench-") as var_dir:
        _use_throwaway_database(Path(var_dir))
        timings = [_run(size, args.samples) for size in args.sizes]
    _report(timings)


def _use_throwaway_database(var_dir: Path) -> None:
    # Settings read the environment once, at django.setup(): point them at the temp dir first.
    os.environ.pop("DATABASE_URL", None)
    os.environ["FRONTDESK_VAR_DIR"] = str(var_dir)
    os.environ["SQLITE_PATH"] = str(var_dir / "bench.sqlite3")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)


def _run(size: int, samples: int) -> Timing:
    from booking import availability, selectors
    from booking.models import Service

    shop = _build_shop(f"bench-{size}")
    active = _fill(shop, size, random.Random(size))
    service = Service.objects.get(shop=shop, name="Oil change")
    rng = random.Random(0)
    nows = [_random_now(shop, rng) for _ in range(samples)]

    selectors.open_slots(shop, service, now=nows[0], limit=LIMIT)  # warm caches and statements
    query_ms = []
    reach = []
    for now in nows:
        started = clock.perf_counter()
        found = selectors.open_slots(shop, service, now=now, limit=LIMIT)
        query_ms.append((clock.perf_counter() - started) * 1000)
        assert len(found) == LIMIT, f"only {len(found)} slots from {now}"
        reach.append((shop.local(found[-1].start).date() - shop.today(now)).days)

    pure_ms = []
    for now in nows:
        today = shop.today(now)
        # Loaded outside the timing; its busy lists are merged inside it, on first use.
        cal = selectors.shop_calendar(
            shop, first_day=today, last_day=today + timedelta(days=shop.horizon_days), now=now
        )
        started = clock.perf_counter()
        availability.find_slots(cal, service.duration, now, limit=LIMIT)
        pure_ms.append((clock.perf_counter() - started) * 1000)

    return Timing(
        appointments=size,
        active=active,
        samples=samples,
        days_to_tenth_slot=round(statistics.mean(reach), 1),
        open_slots_median_ms=round(statistics.median(query_ms), 3),
        open_slots_p95_ms=round(_p95(query_ms), 3),
        find_slots_median_ms=round(statistics.median(pure_ms), 3),
        find_slots_p95_ms=round(_p95(pure_ms), 3),
    )


def _build_shop(slug: str):
    from booking.models import Bay, OpeningHours, Service, Shop

    shop = Shop.objects.create(
        name=slug,
        slug=slug,
        timezone=ZONE,
        slot_minutes=30,
        min_notice_minutes=60,
        horizon_days=30,
        buffer_after_minutes=10,
    )
    weekly = {day: (time(7, 30), time(17, 30)) for day in range(5)}
    weekly[5] = (time(8, 0), time(13, 0))
    OpeningHours.objects.bulk_create(
        OpeningHours(shop=shop, weekday=day, open=open_, close=close)
        for day, (open_, close) in weekly.items()
    )
    Bay.objects.bulk_create(Bay(shop=shop, name=f"Bay {n}") for n in range(1, BAYS + 1))
    Service.objects.bulk_create(
        Service(shop=shop, name=name, duration_minutes=minutes, price_min=50, price_max=150)
        for name, minutes, _ in SERVICES
    )
    return shop


def _fill(shop, size: int, rng: random.Random) -> int:
    """Store `size` appointments over SPAN_DAYS; return how many of them are active."""
    from booking.availability import open_intervals
    from booking.models import Appointment, Customer, Service
    from booking.selectors import shop_calendar

    services = list(Service.objects.filter(shop=shop).order_by("name"))
    weights = [next(share for name, _, share in SERVICES if name == s.name) for s in services]
    bays = list(shop.bays.values_list("id", flat=True))
    customers = Customer.objects.bulk_create(
        Customer(shop=shop, phone=f"+1303555{n:04d}", name=f"Customer {n}").fill_search_name()
        for n in range(500)
    )
    empty = shop_calendar(shop, first_day=FIRST_DAY, last_day=FIRST_DAY, now=_utc(FIRST_DAY))
    days = [
        (day, intervals)
        for day in (FIRST_DAY + timedelta(days=n) for n in range(SPAN_DAYS))
        if (intervals := open_intervals(empty, day))
    ]
    step = timedelta(minutes=shop.slot_minutes)
    after = timedelta(minutes=shop.buffer_after_minutes)
    taken: dict[tuple[int, date], list[tuple[datetime, datetime]]] = {}
    rows = []
    for n in range(size):
        day, intervals = rng.choice(days)
        open_at, close_at = rng.choice(intervals)
        service = rng.choices(services, weights)[0]
        starts = int((close_at - open_at - service.duration) / step) + 1
        start = open_at + step * rng.randrange(starts)
        end = start + service.duration
        bay = rng.choice(bays)
        booked = taken.setdefault((bay, day), [])
        fits = all(end + after <= s or e <= start for s, e in booked)
        if fits:
            booked.append((start, end + after))
            # A few live holds, and a few holds long expired that must not block.
            status = rng.choices(["confirmed", "held", "expired"], [90, 5, 5])[0]
        else:
            status = "cancelled"
        rows.append(
            Appointment(
                shop=shop,
                service=service,
                customer=customers[n % len(customers)],
                bay_id=bay,
                start=start,
                end=end,
                blocked_start=start,
                blocked_end=end + after,
                status="held" if status == "expired" else status,
                hold_expires_at=_hold_expiry(status),
                uid=f"bench-{shop.slug}-{n}@frontdesk",
            )
        )
    Appointment.objects.bulk_create(rows, batch_size=2000)
    return sum(1 for row in rows if row.status != "cancelled")


def _hold_expiry(status: str) -> datetime | None:
    if status == "held":
        return _utc(FIRST_DAY + timedelta(days=SPAN_DAYS + 1))
    if status == "expired":
        return _utc(FIRST_DAY - timedelta(days=1))
    return None


def _random_now(shop, rng: random.Random) -> datetime:
    """A moment in the first two thirds of the span, so the horizon stays inside it."""
    day = FIRST_DAY + timedelta(days=rng.randrange(SPAN_DAYS - shop.horizon_days))
    at = time(rng.randrange(6, 20), rng.choice((0, 15, 30, 45)))
    return datetime.combine(day, at, tzinfo=shop.zone).astimezone(UTC)


def _utc(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def _report(timings: list[Timing]) -> None:
    # Other work on a small shared machine slows every figure; the load says how much.
    load = [round(value, 2) for value in os.getloadavg()]
    print(f"load average {load[0]} {load[1]} {load[2]} on {os.cpu_count()} CPUs")
    header = (
        f"{'appointments':>12} {'active':>7} {'days':>5} {'open_slots median':>18} {'p95':>8} "
        f"{'find_slots median':>18} {'p95':>8}   (ms, next {LIMIT} slots)"
    )
    print(header)
    for t in timings:
        print(
            f"{t.appointments:>12} {t.active:>7} {t.days_to_tenth_slot:>5} "
            f"{t.open_slots_median_ms:>18.2f} "
            f"{t.open_slots_p95_ms:>8.2f} {t.find_slots_median_ms:>18.2f} "
            f"{t.find_slots_p95_ms:>8.2f}"
        )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {
                "benchmark": "booking slot search",
                "command": "python -m booking.bench",
                "machine": {
                    "python": platform.python_version(),
                    "cpus": os.cpu_count(),
                    "load_average": load,
                    "database": "SQLite",
                    "platform": platform.platform(),
                },
                "shop": {"bays": BAYS, "span_days": SPAN_DAYS, "zone": ZONE, "limit": LIMIT},
                "headline_size": HEADLINE,
                "results": [t.__dict__ for t in timings],
            },
            indent=2,
        )
        + "\n"
    )
    print(f"wrote {RESULTS}", file=sys.stderr)


if __name__ == "__main__":
    main()
