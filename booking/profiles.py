"""Shop profile files: a shop's whole setup (phone numbers, booking rules, hours, closures, bays,
services, price rules, busy calendars, answers to common questions, the websites that may show
the chat) in one TOML file the owner can keep and review.

Reading checks the whole file before anything is stored and reports every problem at once, each
naming its field (`services[2].price_min: 120 is above price_max 90`), so an owner fixes a file in
one pass. Importing makes the shop match the file inside one transaction: a bad file or a failure
midway changes nothing, and importing the same file again changes nothing either.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from datetime import date, datetime, time
from decimal import Decimal
from pathlib import Path
from typing import Any

from django.core.exceptions import NON_FIELD_ERRORS, ValidationError
from django.db import models, transaction
from django.utils import timezone

from booking.models import (
    ANSWER_MAX_LENGTH,
    ANSWER_TOPICS,
    CALENDAR_URL,
    E164,
    SLUG,
    WEEKDAYS,
    Appointment,
    Bay,
    BusyCalendar,
    Closure,
    OpeningHours,
    PriceAdjustment,
    Service,
    Shop,
    SpecialHours,
    validate_timezone,
)
from booking.shop_checks import (
    dropoff_window_meets_the_hours,
    empty_week,
    web_origin,
    why_no_day_of_the_week_fits,
)

MIDNIGHT = time(0)
SECTIONS = (
    "shop",
    "booking",
    "hours",
    "closures",
    "special_hours",
    "bays",
    "services",
    "price_adjustments",
    "busy_calendars",
    "answers",
)
# The [booking] numbers, with the least each may be (the model's validators agree).
BOOKING_MINIMUMS = {
    "slot_minutes": 5,
    "min_notice_minutes": 0,
    "horizon_days": 1,
    "buffer_before_minutes": 0,
    "buffer_after_minutes": 0,
    "hold_minutes": 1,
    "reminder_hours": 0,
}
# The most each may be, as the dashboard's booking rules take them: beyond these a rule is a
# typo, and a horizon of years would make every search slow.
BOOKING_MAXIMUMS = {
    "slot_minutes": 240,
    "min_notice_minutes": 30 * 24 * 60,
    "horizon_days": 365,
    "buffer_before_minutes": 240,
    "buffer_after_minutes": 240,
    "hold_minutes": 60,
}
# The most an amount of money can be (a price, a final amount): the database keeps 9 digits,
# 2 of them cents.
LARGEST_AMOUNT = Decimal("9999999.99")
CLOCK = re.compile(r"^(\d{1,2}):(\d{2})$")


class ProfileError(Exception):
    """A profile that cannot be imported; `errors` holds every problem, one line each."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("\n".join(errors))
        self.errors = errors


@dataclass(frozen=True)
class ShopFields:
    """The Shop model's own fields, read from [shop] and [booking]."""

    name: str
    slug: str
    timezone: str
    address: str
    staff_phone: str
    twilio_number: str | None
    average_repair_order: Decimal
    slot_minutes: int
    min_notice_minutes: int
    horizon_days: int
    buffer_before_minutes: int
    buffer_after_minutes: int
    hold_minutes: int
    reminder_hours: int
    dropoff_start: time
    dropoff_end: time
    text_new_bookings: bool = True
    declined_vehicles: list[str] = field(default_factory=list)
    answers: dict[str, str] = field(default_factory=dict)
    widget_origins: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class WeeklyHours:
    weekday: int
    open: time
    close: time  # MIDNIGHT is the end of the day


@dataclass(frozen=True)
class DateHours:
    date: date
    open: time
    close: time


@dataclass(frozen=True)
class ClosureDay:
    date: date
    reason: str


@dataclass(frozen=True)
class BayEntry:
    name: str
    active: bool


@dataclass(frozen=True)
class ServiceEntry:
    name: str
    kind: str
    duration_minutes: int
    price_min: Decimal
    price_max: Decimal
    aliases: tuple[str, ...]
    description: str
    active: bool


@dataclass(frozen=True)
class AdjustmentEntry:
    vehicle_keyword: str
    percent: int
    service: str | None


@dataclass(frozen=True)
class BusyCalendarEntry:
    name: str
    url: str
    bay: str | None


@dataclass(frozen=True)
class ShopProfile:
    shop: ShopFields
    hours: tuple[WeeklyHours, ...]
    closures: tuple[ClosureDay, ...]
    special_hours: tuple[DateHours, ...]
    bays: tuple[BayEntry, ...]
    services: tuple[ServiceEntry, ...]
    price_adjustments: tuple[AdjustmentEntry, ...]
    busy_calendars: tuple[BusyCalendarEntry, ...]


# Reading --------------------------------------------------------------------------------------


def read_profile(path: str | Path) -> ShopProfile:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ProfileError([f"{path}: cannot read the file ({error.strerror})"]) from None
    except UnicodeDecodeError:
        raise ProfileError([f"{path}: the file is not UTF-8 text"]) from None
    return parse_profile(text)


def parse_profile(text: str) -> ShopProfile:
    """The profile in `text`, checked whole; ProfileError lists every problem found."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ProfileError([f"TOML syntax error: {error}"]) from None
    errors: list[str] = [
        f"{key}: unknown table (expected one of: {', '.join(SECTIONS)})"
        for key in data
        if key not in SECTIONS
    ]
    shop = _read_shop(
        _table(data, "shop", errors),
        _table(data, "booking", errors),
        _table(data, "answers", errors),
    )
    hours = _read_weekly_hours(_tables(data, "hours", errors), errors)
    closures = _read_closures(_tables(data, "closures", errors))
    special_hours = _read_special_hours(_tables(data, "special_hours", errors), closures, errors)
    bays = _read_bays(_tables(data, "bays", errors), errors)
    services = _read_services(_tables(data, "services", errors))
    adjustments = _read_adjustments(
        _tables(data, "price_adjustments", errors),
        services,
        shop.declined_vehicles if shop else [],
    )
    calendars = _read_busy_calendars(_tables(data, "busy_calendars", errors), bays)
    if errors or shop is None:
        raise ProfileError(errors)
    return ShopProfile(
        shop=shop,
        hours=hours,
        closures=closures,
        special_hours=special_hours,
        bays=bays,
        services=services,
        price_adjustments=adjustments,
        busy_calendars=calendars,
    )


class _Table:
    """One TOML table being read. A getter that meets a bad value records the problem under the
    table's path and returns None, so reading goes on and every error is reported at once."""

    def __init__(self, raw: dict[str, Any], path: str, errors: list[str]) -> None:
        self.raw = raw
        self.path = path
        self.errors = errors
        self.known: list[str] = []
        self.failed = False

    def error(self, key: str, problem: str) -> None:
        self.failed = True
        self.errors.append(f"{self.path}.{key}: {problem}")

    def _get(self, key: str, types: tuple[type, ...], what: str, *, required: bool) -> Any:
        """The raw value; _ABSENT when missing (an error if required); None when mistyped."""
        self.known.append(key)
        if key not in self.raw:
            if required:
                self.error(key, "is required")
            return _ABSENT
        value = self.raw[key]
        # TOML booleans are Python ints too; a `true` where minutes belong is a mistake.
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            self.error(key, f"expected {what}, got {_describe(value)}")
            return None
        return value

    def text(self, key: str, *, required: bool = False) -> str | None:
        value = self._get(key, (str,), "a string", required=required)
        if value is _ABSENT:
            return None if required else ""
        if value is not None and required and not value.strip():
            self.error(key, "is empty")
            return None
        return value

    def optional_text(self, key: str) -> str | None:
        value = self._get(key, (str,), "a string", required=False)
        return None if value is _ABSENT else value

    def checked_text(
        self, key: str, check: Callable[[str], None], problem: str, *, required: bool = False
    ) -> str | None:
        value = self.text(key, required=required)
        if not value:
            return value
        try:
            check(value)
        except ValidationError:
            self.error(key, f"{_show(value)} {problem}")
            return None
        return value

    def integer(
        self,
        key: str,
        *,
        default: int | None = None,
        minimum: int = 0,
        maximum: int | None = None,
    ) -> int | None:
        value = self._get(key, (int,), "an integer", required=default is None)
        if value is _ABSENT:
            return default
        if value is not None and value < minimum:
            problem = "is negative" if value < 0 <= minimum else f"is below the minimum {minimum}"
            self.error(key, f"{value} {problem}")
            return None
        if value is not None and maximum is not None and value > maximum:
            self.error(key, f"{value} is above the most the dashboard takes, {maximum}")
            return None
        return value

    def money(self, key: str, *, default: Decimal | None = None) -> Decimal | None:
        value = self._get(key, (int, float), "an amount", required=default is None)
        if value is _ABSENT:
            return default
        if value is None:
            return None
        amount = Decimal(str(value))
        if not amount.is_finite() or amount.as_tuple().exponent < -2:
            self.error(key, f"{value} is not an amount in dollars and cents")
            return None
        if amount < 0:
            self.error(key, f"{value} is negative")
            return None
        if amount > LARGEST_AMOUNT:
            self.error(key, f"{value} is more than any repair order (at most {LARGEST_AMOUNT})")
            return None
        return amount

    def boolean(self, key: str, *, default: bool) -> bool | None:
        value = self._get(key, (bool,), "true or false", required=False)
        return default if value is _ABSENT else value

    def choice(self, key: str, choices: list[str], *, default: str) -> str | None:
        value = self._get(key, (str,), "a string", required=False)
        if value is _ABSENT:
            return default
        if value is not None and value not in choices:
            self.error(key, f"{_show(value)} is not one of {', '.join(choices)}")
            return None
        return value

    def words(self, key: str) -> tuple[str, ...] | None:
        value = self._get(key, (list,), "a list of strings", required=False)
        if value is _ABSENT:
            return ()
        if value is None:
            return None
        if not all(isinstance(word, str) and word.strip() for word in value):
            self.error(key, f"expected a list of non-empty strings, got {_describe(value)}")
            return None
        return tuple(value)

    def day(self, key: str) -> date | None:
        # A bare TOML date (2026-12-25) reads as a date, a quoted one as text: both are fine.
        value = self._get(key, (str, date), 'a date like "2026-12-25"', required=True)
        if isinstance(value, datetime):
            self.error(key, f"{value} is a date and time; give the date alone")
            return None
        if isinstance(value, date):
            return value
        if value in (None, _ABSENT):
            return None
        try:
            return date.fromisoformat(value)
        except ValueError:
            self.error(key, f'{_show(value)} is not a date like "2026-12-25"')
            return None

    def clock(self, key: str, *, closing: bool = False) -> time | None:
        value = self._get(key, (str,), 'a time like "07:30"', required=True)
        if value in (None, _ABSENT):
            return None
        at, problem = parse_clock(value, closing=closing)
        if problem:
            self.error(key, problem)
        return at

    def clock_range(self) -> tuple[time | None, time | None]:
        open_, close = self.clock("open"), self.clock("close", closing=True)
        if open_ is not None and close is not None and close != MIDNIGHT and close <= open_:
            self.error("close", f"{close:%H:%M} is not after open {open_:%H:%M}")
            return None, None
        return open_, close

    def clock_window(self, key: str, *, default: tuple[time, time]) -> tuple[time, time] | None:
        what = 'two times like ["07:30", "09:00"]'
        window = self._get(key, (list,), what, required=False)
        if window is _ABSENT:
            return default
        if window is None:
            return None
        if len(window) != 2 or not all(isinstance(at, str) for at in window):
            self.error(key, f"expected {what}, got {_describe(window)}")
            return None
        (start, start_problem), (end, end_problem) = (
            parse_clock(at, closing=False) for at in window
        )
        for problem in (start_problem, end_problem):
            if problem:
                self.error(key, problem)
        if start is None or end is None:
            return None
        if end <= start:
            self.error(key, f"{start:%H:%M}-{end:%H:%M} does not end after it starts")
            return None
        return start, end

    def finish(self) -> None:
        """Refuse keys the reader did not ask for: a typo must not be silently ignored."""
        for key in self.raw:
            if key not in self.known:
                self.error(key, f"unknown key (expected one of: {', '.join(self.known)})")


_ABSENT = object()


def _table(data: dict[str, Any], name: str, errors: list[str]) -> _Table:
    raw = data.get(name, {})
    if not isinstance(raw, dict):
        errors.append(f"{name}: expected a table ([{name}]), got {_describe(raw)}")
        raw = {}
    return _Table(raw, name, errors)


def _tables(data: dict[str, Any], name: str, errors: list[str]) -> list[_Table]:
    raw = data.get(name, [])
    if not isinstance(raw, list) or not all(isinstance(item, dict) for item in raw):
        errors.append(f"{name}: expected an array of tables ([[{name}]]), got {_describe(raw)}")
        return []
    return [_Table(item, f"{name}[{i}]", errors) for i, item in enumerate(raw)]


def parse_clock(text: str, *, closing: bool) -> tuple[time | None, str]:
    match = CLOCK.match(text)
    hour, minute = (int(match[1]), int(match[2])) if match else (-1, -1)
    if closing and (hour, minute) == (24, 0):
        return MIDNIGHT, ""
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None, f'{_show(text)} is not a time as "HH:MM"'
    return time(hour, minute), ""


def _model_default(field_name: str) -> Any:
    return Shop._meta.get_field(field_name).get_default()


def _read_shop(shop: _Table, booking: _Table, answers: _Table) -> ShopFields | None:
    values = {
        "name": shop.text("name", required=True),
        "slug": shop.checked_text(
            "slug", SLUG, "is not a slug (2-49 lowercase letters, digits and dashes)", required=True
        ),
        "timezone": shop.checked_text(
            "timezone", validate_timezone, "is not an IANA time zone", required=True
        ),
        "address": shop.text("address"),
        "staff_phone": shop.checked_text(
            "staff_phone", E164, "is not an E.164 phone number (like +13035550142)"
        ),
        "twilio_number": shop.checked_text(
            "twilio_number", E164, "is not an E.164 phone number (like +13035550142)"
        )
        or None,
        "average_repair_order": shop.money(
            "average_repair_order", default=_model_default("average_repair_order")
        ),
        "widget_origins": _read_widget_origins(shop),
    }
    if values["staff_phone"] and values["staff_phone"] == values["twilio_number"]:
        shop.error("staff_phone", f"{values['staff_phone']} {ONE_NUMBER_FOR_BOTH}")
    shop.finish()
    for key, minimum in BOOKING_MINIMUMS.items():
        values[key] = booking.integer(
            key, default=_model_default(key), minimum=minimum, maximum=BOOKING_MAXIMUMS.get(key)
        )
    _check_notice_within_the_horizon(booking, values["min_notice_minutes"], values["horizon_days"])
    window = booking.clock_window(
        "dropoff_window",
        default=(_model_default("dropoff_start"), _model_default("dropoff_end")),
    )
    values["text_new_bookings"] = booking.boolean("text_new_bookings", default=True)
    values["declined_vehicles"] = _read_declined_vehicles(booking)
    booking.finish()
    said = _read_answers(answers)
    if shop.failed or booking.failed or answers.failed:
        return None
    return ShopFields(**values, dropoff_start=window[0], dropoff_end=window[1], answers=said)


def _check_notice_within_the_horizon(
    booking: _Table, notice: int | None, horizon: int | None
) -> None:
    """Customers book to the end of the day `horizon` days from today: notice that reaches past
    it leaves no time to book at all (the dashboard's booking rules refuse it too)."""
    if notice is None or not horizon or notice < (horizon + 1) * 24 * 60:
        return
    booking.error(
        "min_notice_minutes",
        f"{notice} minutes reach past the last day customers may book, horizon_days {horizon} "
        "ahead: customers could book no time at all",
    )


# Customers who need a person are given the staff phone, and the team's texts go to it: the
# Twilio number is the one Frontdesk answers, and it cannot text itself.
ONE_NUMBER_FOR_BOTH = (
    "is the shop's Twilio number, which Frontdesk answers: give a phone a person at the shop "
    "answers"
)


def _read_widget_origins(shop: _Table) -> list[str]:
    """[shop] widget_origins: the websites that may show the chat ("https://example.com"), read
    as the dashboard reads them: "https://Example.com/" is the origin browsers send,
    "https://example.com", which the chat compares exactly."""
    origins = []
    for typed in shop.words("widget_origins") or ():
        try:
            origins.append(web_origin(typed))
        except ValidationError as error:
            shop.error("widget_origins", error.messages[0])
    for origin in sorted({o for o in origins if origins.count(o) > 1}):
        shop.error("widget_origins", f"{_show(origin)} is listed twice")
    return origins


def _read_declined_vehicles(booking: _Table) -> list[str]:
    """[booking] declined_vehicles: the words naming cars the shop does not work on."""
    words = [" ".join(word.split()) for word in booking.words("declined_vehicles") or ()]
    for word in words:
        if len(word) > 60:
            booking.error("declined_vehicles", f"{_show(word)} is longer than 60 characters")
    repeated = sorted({w for w in words if [v.lower() for v in words].count(w.lower()) > 1})
    for word in repeated:
        booking.error("declined_vehicles", f"{_show(word)} is listed twice")
    return words


def _read_answers(table: _Table) -> dict[str, str]:
    """[answers]: the owner's words on each topic customers ask about; an empty one is none."""
    said = {}
    for topic in ANSWER_TOPICS:
        text = (table.optional_text(topic) or "").strip()
        if len(text) > ANSWER_MAX_LENGTH:
            table.error(topic, f"is {len(text)} characters long (at most {ANSWER_MAX_LENGTH})")
        elif text:
            said[topic] = text
    table.finish()
    return said


def _read_weekly_hours(tables: list[_Table], errors: list[str]) -> tuple[WeeklyHours, ...]:
    hours: list[WeeklyHours] = []
    for table in tables:
        weekdays = _read_weekdays(table)
        open_, close = table.clock_range()
        table.finish()
        if not table.failed:
            hours += [WeeklyHours(weekday, open_, close) for weekday in weekdays]
    by_day: dict[int, list[tuple[time, time]]] = defaultdict(list)
    for entry in hours:
        by_day[entry.weekday].append((entry.open, entry.close))
    for weekday, ranges in sorted(by_day.items()):
        errors += [f"hours: {problem}" for problem in overlaps(WEEKDAYS[weekday], ranges)]
    return tuple(sorted(hours, key=lambda h: (h.weekday, h.open)))


def _read_weekdays(table: _Table) -> list[int]:
    names = table.words("days")
    if names is None:
        return []
    if not names:
        table.error("days", 'is empty (list days like ["mon", "tue"])')
    weekdays: list[int] = []
    for name in names:
        if name.lower() not in WEEKDAYS:
            table.error("days", f"{_show(name)} is not a day (mon..sun)")
        elif WEEKDAYS.index(name.lower()) in weekdays:
            table.error("days", f"{_show(name)} is listed twice")
        else:
            weekdays.append(WEEKDAYS.index(name.lower()))
    return weekdays


def _read_closures(tables: list[_Table]) -> tuple[ClosureDay, ...]:
    closures: dict[date, ClosureDay] = {}
    for table in tables:
        day, reason = table.day("date"), table.text("reason")
        table.finish()
        if day in closures:
            table.error("date", f"{day} is listed twice")
        if not table.failed:
            closures[day] = ClosureDay(day, reason)
    return tuple(sorted(closures.values(), key=lambda c: c.date))


def _read_special_hours(
    tables: list[_Table], closures: tuple[ClosureDay, ...], errors: list[str]
) -> tuple[DateHours, ...]:
    closed = {closure.date for closure in closures}
    hours: list[DateHours] = []
    for table in tables:
        day = table.day("date")
        open_, close = table.clock_range()
        table.finish()
        if day in closed:
            table.error("date", f"{day} is also a closure; a day is either closed or has hours")
        if not table.failed:
            hours.append(DateHours(day, open_, close))
    by_day: dict[date, list[tuple[time, time]]] = defaultdict(list)
    for entry in hours:
        by_day[entry.date].append((entry.open, entry.close))
    for day, ranges in sorted(by_day.items()):
        errors += [f"special_hours: {problem}" for problem in overlaps(str(day), ranges)]
    return tuple(sorted(hours, key=lambda h: (h.date, h.open)))


def overlaps(
    label: str, ranges: list[tuple[time, time]], *, clock: Callable[..., str] | None = None
) -> list[str]:
    """What overlaps what among one day's ranges; `clock(at, closing=...)` writes their times
    (a profile's "HH:MM" unless given: the dashboard's forms write the owner's 12-hour clock)."""
    clock = clock or clock_text
    problems = []
    reach: tuple[time, time] | None = None  # the range that reaches latest so far
    for current in sorted(ranges):
        if reach is not None and _minutes(current[0]) < _minutes(reach[1], closing=True):
            problems.append(f"{label} {_span(current, clock)} overlaps {_span(reach, clock)}")
        if reach is None or _minutes(current[1], closing=True) > _minutes(reach[1], closing=True):
            reach = current
    return problems


def _minutes(at: time, *, closing: bool = False) -> int:
    if closing and at == MIDNIGHT:
        return 24 * 60
    return at.hour * 60 + at.minute


def _span(hours: tuple[time, time], clock: Callable[..., str]) -> str:
    return f"{clock(hours[0])}-{clock(hours[1], closing=True)}"


def clock_text(at: time, *, closing: bool = False) -> str:
    return "24:00" if closing and at == MIDNIGHT else f"{at:%H:%M}"


def _read_bays(tables: list[_Table], errors: list[str]) -> tuple[BayEntry, ...]:
    if not tables:
        errors.append("bays: a shop needs at least one bay ([[bays]] with a name)")
    bays: list[BayEntry] = []
    seen: set[str] = set()
    for table in tables:
        name, active = table.text("name", required=True), table.boolean("active", default=True)
        table.finish()
        if name and name.lower() in seen:
            table.error("name", f"{_show(name)} is listed twice")
        if not table.failed:
            seen.add(name.lower())
            bays.append(BayEntry(name, active))
    return tuple(bays)


def _read_services(tables: list[_Table]) -> tuple[ServiceEntry, ...]:
    services: list[ServiceEntry] = []
    # Every name and alias must lead to one service, or "brakes" would book the wrong job.
    said: dict[str, str] = {}
    for table in tables:
        entry = _read_service(table)
        if entry is None:
            continue
        if entry.name.lower() in said:
            table.error("name", f"{_show(entry.name)} is listed twice or is another's alias")
        for alias in entry.aliases:
            owner = said.get(alias.lower(), entry.name)
            if owner != entry.name:
                table.error("aliases", f"{_show(alias)} already names {owner}")
        if not table.failed:
            said |= {word.lower(): entry.name for word in (entry.name, *entry.aliases)}
            services.append(entry)
    return tuple(services)


def _read_service(table: _Table) -> ServiceEntry | None:
    values = {
        "name": table.text("name", required=True),
        "kind": table.choice("kind", Service.Kind.values, default=Service.Kind.WAITER),
        "duration_minutes": table.integer("duration_minutes", minimum=5),
        "price_min": table.money("price_min"),
        "price_max": table.money("price_max"),
        "aliases": table.words("aliases"),
        "description": table.text("description"),
        "active": table.boolean("active", default=True),
    }
    low, high = values["price_min"], values["price_max"]
    if low is not None and high is not None and low > high:
        table.error("price_min", f"{low} is above price_max {high}")
    table.finish()
    return None if table.failed else ServiceEntry(**values)


def _read_adjustments(
    tables: list[_Table], services: tuple[ServiceEntry, ...], declined: list[str]
) -> tuple[AdjustmentEntry, ...]:
    names = {service.name for service in services}
    adjustments: list[AdjustmentEntry] = []
    for table in tables:
        keyword = table.text("vehicle_keyword", required=True)
        percent = table.integer("percent", minimum=-90)
        service = table.optional_text("service")
        table.finish()
        if service is not None and service not in names:
            table.error("service", f"{_show(service)} is not a service in this file")
        if keyword and any(
            (a.vehicle_keyword.lower(), a.service) == (keyword.lower(), service)
            for a in adjustments
        ):
            table.error("vehicle_keyword", f"{_show(keyword)} is listed twice")
        if keyword and keyword.lower() in (word.lower() for word in declined):
            table.error(
                "vehicle_keyword",
                f"{_show(keyword)} is in [booking] declined_vehicles: the shop does not work on it",
            )
        if not table.failed:
            adjustments.append(AdjustmentEntry(keyword, percent, service))
    return tuple(adjustments)


def _read_busy_calendars(
    tables: list[_Table], bays: tuple[BayEntry, ...]
) -> tuple[BusyCalendarEntry, ...]:
    bay_names = {bay.name for bay in bays}
    calendars: list[BusyCalendarEntry] = []
    for table in tables:
        name = table.text("name", required=True)
        url = table.checked_text(
            "url", CALENDAR_URL, "is not an http(s) or webcal URL", required=True
        )
        bay = table.optional_text("bay")
        table.finish()
        if name in {calendar.name for calendar in calendars}:
            table.error("name", f"{_show(name)} is listed twice")
        if bay is not None and bay not in bay_names:
            table.error("bay", f"{_show(bay)} is not a bay in this file")
        if not table.failed:
            calendars.append(BusyCalendarEntry(name, url, bay))
    return tuple(calendars)


def _show(value: Any) -> str:
    """A value as the file writes it, so the owner can search for it."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_show(item) for item in value) + "]"
    return str(value)


def _describe(value: Any) -> str:
    kinds = [
        (bool, "boolean"),
        (int, "integer"),
        (float, "float"),
        (str, "string"),
        (list, "array"),
        (dict, "table"),
        (datetime, "datetime"),
        (date, "date"),
        (time, "time"),
    ]
    kind = next((name for python, name in kinds if isinstance(value, python)), "value")
    return kind if kind == "table" else f"{kind} {_show(value)}"


# Importing ------------------------------------------------------------------------------------


@dataclass
class ImportReport:
    shop: Shop
    created: bool
    profile: ShopProfile
    changes: dict[str, Counter[str]] = field(default_factory=lambda: defaultdict(Counter))
    # What the counts alone would leave the owner to guess: which bay became which.
    notes: list[str] = field(default_factory=list)

    def count(self, section: str, what: str) -> None:
        self.changes[section][what] += 1

    @property
    def changed(self) -> bool:
        return self.created or bool(self.changes)

    def summary(self) -> str:
        profile = self.profile
        if self.created:
            sizes = {
                "bays": len(profile.bays),
                "services": len(profile.services),
                "opening hours": len(profile.hours),
                "closures": len(profile.closures),
                "special hours": len(profile.special_hours),
                "price adjustments": len(profile.price_adjustments),
                "busy calendars": len(profile.busy_calendars),
            }
            counts = ", ".join(f"{number} {what}" for what, number in sizes.items())
            return f"Created shop {self.shop.slug} ({self.shop.name}): {counts}."
        if not self.changed:
            return f"Shop {self.shop.slug} already matches the file; nothing changed."
        parts = [
            f"{section} " + ", ".join(f"{number} {what}" for what, number in counter.items())
            for section, counter in self.changes.items()
        ]
        said = f"Updated shop {self.shop.slug} ({self.shop.name}): {'; '.join(parts)}."
        return " ".join([said, *self.notes])


def import_shop(*, path: str | Path | None = None, text: str | None = None) -> ImportReport:
    """Create or update the shop a profile file (or its text) describes, all or nothing."""
    if (path is None) == (text is None):
        raise TypeError("import_shop takes either a path or a text")
    profile = read_profile(path) if path is not None else parse_profile(text)
    return apply_profile(profile)


@transaction.atomic
def apply_profile(profile: ShopProfile) -> ImportReport:
    """Make the shop match the profile. The models' own checks run too, and the dashboard's
    for a shop customers can book; any error rolls the whole import back."""
    errors: list[str] = []
    shop = Shop.objects.select_for_update().filter(slug=profile.shop.slug).first()
    report = ImportReport(shop=shop or Shop(), created=shop is None, profile=profile)
    shop = report.shop
    if _assign(shop, asdict(profile.shop)) and _clean(shop, _shop_path, errors):
        shop.save()
        if not report.created:
            report.count("settings", "updated")
    _raise_if(errors)

    bays = _sync_bays(shop, profile.bays, report, errors)
    services = _sync_named(
        shop.services,
        [(entry.name, _service_values(entry)) for entry in profile.services],
        section="services",
        referenced_by="service",
        report=report,
        errors=errors,
    )
    _raise_if(errors)

    hours = [(h.weekday, h.open, h.close) for h in profile.hours]
    _replace_all(shop, OpeningHours, ("weekday", "open", "close"), hours, "hours", report, errors)
    closures = [(c.date, c.reason) for c in profile.closures]
    _replace_all(shop, Closure, ("date", "reason"), closures, "closures", report, errors)
    special = [(h.date, h.open, h.close) for h in profile.special_hours]
    _replace_all(
        shop, SpecialHours, ("date", "open", "close"), special, "special_hours", report, errors
    )
    adjustments = [
        (a.vehicle_keyword, a.percent, services[a.service].pk if a.service else None)
        for a in profile.price_adjustments
    ]
    _replace_all(
        shop,
        PriceAdjustment,
        ("vehicle_keyword", "percent", "service_id"),
        adjustments,
        "price_adjustments",
        report,
        errors,
    )
    _sync_busy_calendars(shop, profile.busy_calendars, bays, report, errors)
    _raise_if(errors)
    _check_the_shop_can_book(shop, profile.services, errors)
    _raise_if(errors)
    return report


def _check_the_shop_can_book(
    shop: Shop, entries: tuple[ServiceEntry, ...], errors: list[str]
) -> None:
    """Refuse what the dashboard refuses for leaving customers no time, ever: a drop-off window
    outside the hours of every day, and a service offered that no day could book. Measured on
    the shop as imported (its hours, bays in use and drop-off window), before the import
    commits."""
    start, end = shop.dropoff_start, shop.dropoff_end
    window_meets_the_hours = dropoff_window_meets_the_hours(shop, start, end)
    if not window_meets_the_hours:
        errors.append(
            f"booking.dropoff_window: {start:%H:%M}-{end:%H:%M} is outside the [[hours]] of every "
            "day, so no drop-off job could be booked"
        )
    week = empty_week(shop)
    for i, entry in enumerate(entries):
        dropoff = entry.kind == Service.Kind.DROPOFF
        # A drop-off service would only say again what the window's error says.
        if not entry.active or (dropoff and not window_meets_the_hours):
            continue
        if problem := why_no_day_of_the_week_fits(week, entry.duration_minutes, dropoff=dropoff):
            errors.append(
                f"services[{i}].duration_minutes: {_show(entry.name)} could not be booked in "
                f"these [[hours]]. {problem}"
            )


def _service_values(entry: ServiceEntry) -> dict[str, Any]:
    values = asdict(entry)
    del values["name"]
    values["aliases"] = list(entry.aliases)
    return values


def _assign(obj: models.Model, values: dict[str, Any]) -> bool:
    """Set the values that differ; True when the object needs saving."""
    changed = obj.pk is None
    for name, value in values.items():
        if getattr(obj, name) != value:
            setattr(obj, name, value)
            changed = True
    return changed


def _clean(obj: models.Model, path: str | Callable[[str], str], errors: list[str]) -> bool:
    """Run the model's own validation; its messages are filed under the profile's paths."""
    try:
        obj.full_clean()
    except ValidationError as error:
        for name, messages in error.message_dict.items():
            where = path(name) if callable(path) else _child_path(path, name)
            errors += [f"{where}: {message}" for message in messages]
        return False
    return True


def _child_path(path: str, name: str) -> str:
    return path if name == NON_FIELD_ERRORS else f"{path}.{name}"


def _shop_path(name: str) -> str:
    if name in ("dropoff_start", "dropoff_end"):
        return "booking.dropoff_window"
    if name in BOOKING_MINIMUMS:
        return f"booking.{name}"
    return _child_path("shop", name)


def _raise_if(errors: list[str]) -> None:
    if errors:
        raise ProfileError(errors)


def _sync_named(
    manager: models.Manager,
    entries: list[tuple[str, dict[str, Any]]],
    *,
    section: str,
    referenced_by: str,
    report: ImportReport,
    errors: list[str],
) -> dict[str, models.Model]:
    """Make the shop's bays or services match the file, matched by name so their ids stay.
    One the file dropped is deleted, or only deactivated while appointments refer to it."""
    existing = {obj.name: obj for obj in manager.all()}
    kept: dict[str, models.Model] = {}
    for i, (name, values) in enumerate(entries):
        obj = existing.pop(name, None) or manager.model(shop=report.shop, name=name)
        adding = obj.pk is None
        if _assign(obj, values) and _clean(obj, f"{section}[{i}]", errors):
            obj.save()
            report.count(section, "created" if adding else "updated")
        kept[name] = obj
    for obj in existing.values():
        if not Appointment.objects.filter(**{referenced_by: obj}).exists():
            obj.delete()
            report.count(section, "deleted")
        elif obj.active:
            obj.active = False
            obj.save(update_fields=["active"])
            report.count(section, "deactivated")
    return kept


def _sync_bays(
    shop: Shop, entries: Iterable[BayEntry], report: ImportReport, errors: list[str]
) -> dict[str, models.Model]:
    """Make the shop's bays match the file's. A bay is matched by its name, then by its name in
    any case; the bays still unmatched on both sides are the same lifts under new names (renamed
    in the dashboard since, or in the file), paired in order, so that a rename keeps the bay's
    appointments and busy calendars on it, and never leaves a second bay standing for one lift
    (which would offer a time every lift is booked for). A bay the file no longer has is
    deleted, or, having had appointments, only taken out of use."""
    entries = list(entries)
    left = list(shop.bays.order_by("id"))
    matched: dict[int, Bay] = {}
    for same in (str, str.casefold):
        for i, entry in enumerate(entries):
            if i in matched:
                continue
            bay = next((bay for bay in left if same(bay.name) == same(entry.name)), None)
            if bay is not None:
                matched[i] = bay
                left.remove(bay)
    kept: dict[str, models.Model] = {}
    for i, entry in enumerate(entries):
        bay = matched.get(i) or (left.pop(0) if left else Bay(shop=shop))
        was = bay.name
        if _assign(bay, {"name": entry.name, "active": entry.active}) and _clean(
            bay, f"bays[{i}]", errors
        ):
            adding = bay.pk is None
            bay.save()
            if adding:
                report.count("bays", "created")
                if not report.created:
                    report.notes.append(f"Added {entry.name}.")
            elif was != entry.name:
                report.count("bays", "renamed")
                report.notes.append(
                    f"Renamed {was} to {entry.name}, as the file names it: its appointments "
                    "stay on it."
                )
            else:
                report.count("bays", "updated")
        kept[entry.name] = bay
    for bay in left:
        _drop_bay(bay, report)
    return kept


def _drop_bay(bay: Bay, report: ImportReport) -> None:
    """A bay the file no longer lists: deleted, unless it has had appointments (they keep their
    place), when it is only taken out of use and those still to come are counted, to be moved."""
    if not Appointment.objects.filter(bay=bay).exists():
        bay.delete()
        report.count("bays", "deleted")
        report.notes.append(f"Deleted {bay.name}, which the file no longer lists.")
        return
    taken_out = bay.active
    if taken_out:
        bay.active = False
        bay.save(update_fields=["active"])
        report.count("bays", "deactivated")
    upcoming = Appointment.objects.filter(
        bay=bay, status=Appointment.Status.CONFIRMED, end__gt=timezone.now()
    ).count()
    if not (taken_out or upcoming):
        return
    said = f"{bay.name} is not in the file but has had appointments, so it stays, out of use"
    if upcoming:
        visits = "appointment" if upcoming == 1 else "appointments"
        said += f": move its {upcoming} upcoming {visits} to a bay in use"
    report.notes.append(f"{said}.")


def _replace_all(
    shop: Shop,
    model: type[models.Model],
    fields: tuple[str, ...],
    rows: list[tuple],
    section: str,
    report: ImportReport,
    errors: list[str],
) -> None:
    """Replace the shop's rows of `model` as a whole, unless they already are the file's."""
    current = model.objects.filter(shop=shop)
    if Counter(current.values_list(*fields)) == Counter(rows):
        return
    current.delete()
    objs = [model(shop=shop, **dict(zip(fields, row, strict=True))) for row in rows]
    # A list, not a generator: every row is checked so that every problem is reported.
    if all([_clean(obj, section, errors) for obj in objs]):
        model.objects.bulk_create(objs)
        report.count(section, "replaced")


def _sync_busy_calendars(
    shop: Shop,
    entries: Iterable[BusyCalendarEntry],
    bays: dict[str, models.Model],
    report: ImportReport,
    errors: list[str],
) -> None:
    existing = {calendar.name: calendar for calendar in shop.busy_calendars.all()}
    for i, entry in enumerate(entries):
        calendar = existing.pop(entry.name, None) or BusyCalendar(shop=shop, name=entry.name)
        adding = calendar.pk is None
        moved = not adding and calendar.url != entry.url
        bay = bays[entry.bay] if entry.bay else None
        if not _assign(calendar, {"url": entry.url, "bay": bay}):
            continue
        if moved:
            # Busy times read from the old address no longer apply; the next fetch fills them.
            calendar.busy_times.all().delete()
            calendar.fetched_at, calendar.last_error = None, ""
        if _clean(calendar, f"busy_calendars[{i}]", errors):
            calendar.save()
            report.count("busy_calendars", "created" if adding else "updated")
    for calendar in existing.values():
        calendar.delete()
        report.count("busy_calendars", "deleted")


# Exporting ------------------------------------------------------------------------------------


def export_shop(shop: Shop) -> str:
    """The shop as a profile file that import_shop reads back to the same shop."""
    blocks = [
        _block(
            "[shop]",
            {
                "name": shop.name,
                "slug": shop.slug,
                "timezone": shop.timezone,
                "address": shop.address or None,
                "staff_phone": shop.staff_phone or None,
                "twilio_number": shop.twilio_number or None,
                "average_repair_order": shop.average_repair_order,
                "widget_origins": shop.widget_origins or None,
            },
        ),
        _block(
            "[booking]",
            {
                "slot_minutes": shop.slot_minutes,
                "min_notice_minutes": shop.min_notice_minutes,
                "horizon_days": shop.horizon_days,
                "buffer_before_minutes": shop.buffer_before_minutes,
                "buffer_after_minutes": shop.buffer_after_minutes,
                "hold_minutes": shop.hold_minutes,
                "reminder_hours": shop.reminder_hours,
                "dropoff_window": [clock_text(shop.dropoff_start), clock_text(shop.dropoff_end)],
                "text_new_bookings": shop.text_new_bookings,
                "declined_vehicles": shop.declined_vehicles or None,
            },
        ),
    ]
    if shop.answers:
        blocks.append(_block("[answers]", {t: shop.answers.get(t) for t in ANSWER_TOPICS}))
    # One [[hours]] per distinct range, listing the days that share it, as an owner writes it.
    days_by_range: dict[tuple[time, time], list[str]] = defaultdict(list)
    for hours in shop.opening_hours.order_by("weekday", "open"):
        days_by_range[(hours.open, hours.close)].append(WEEKDAYS[hours.weekday])
    for (open_, close), days in days_by_range.items():
        blocks.append(_hours_block("[[hours]]", {"days": days}, open_, close))
    for closure in shop.closures.order_by("date"):
        blocks.append(
            _block("[[closures]]", {"date": str(closure.date), "reason": closure.reason or None})
        )
    for hours in shop.special_hours.order_by("date", "open"):
        blocks.append(
            _hours_block("[[special_hours]]", {"date": str(hours.date)}, hours.open, hours.close)
        )
    for bay in shop.bays.order_by("id"):
        blocks.append(_block("[[bays]]", {"name": bay.name, "active": _only_false(bay.active)}))
    for service in shop.services.order_by("id"):
        blocks.append(
            _block(
                "[[services]]",
                {
                    "name": service.name,
                    "kind": service.kind,
                    "duration_minutes": service.duration_minutes,
                    "price_min": service.price_min,
                    "price_max": service.price_max,
                    "aliases": service.aliases,
                    "description": service.description or None,
                    "active": _only_false(service.active),
                },
            )
        )
    for rule in shop.price_adjustments.select_related("service").order_by("id"):
        blocks.append(
            _block(
                "[[price_adjustments]]",
                {
                    "vehicle_keyword": rule.vehicle_keyword,
                    "percent": rule.percent,
                    "service": rule.service.name if rule.service else None,
                },
            )
        )
    for calendar in shop.busy_calendars.select_related("bay").order_by("id"):
        blocks.append(
            _block(
                "[[busy_calendars]]",
                {
                    "name": calendar.name,
                    "url": calendar.url,
                    "bay": calendar.bay.name if calendar.bay else None,
                },
            )
        )
    header = f"# {shop.name}: Frontdesk shop profile. Apply with: python manage.py import_shop FILE"
    return "\n".join([header + "\n", *blocks])


def _hours_block(header: str, values: dict[str, Any], open_: time, close: time) -> str:
    return _block(
        header, {**values, "open": clock_text(open_), "close": clock_text(close, closing=True)}
    )


def _only_false(active: bool) -> bool | None:
    # Active is the default; only a paused bay or service needs saying so.
    return None if active else False


def _block(header: str, values: dict[str, Any]) -> str:
    lines = [header] + [
        f"{key} = {_toml(value)}" for key, value in values.items() if value is not None
    ]
    return "\n".join(lines) + "\n"


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        return format(value.normalize(), "f")
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    raise TypeError(f"no TOML form for {value!r}")


_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _toml_string(text: str) -> str:
    """A TOML basic string: quotes, backslashes and control characters escaped."""
    escaped = "".join(
        _ESCAPES.get(char)
        or (f"\\u{ord(char):04X}" if ord(char) < 0x20 or ord(char) == 0x7F else char)
        for char in text
    )
    return f'"{escaped}"'
