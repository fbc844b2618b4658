"""The booking tools the assistant may call, bound to one shop. Every fact the assistant states
comes from here, already in words; the model never decides a fact."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cached_property

from django.utils import timezone

from assistant.week_words import week_words
from assistant.words import day_words, price_words, time_words
from booking import pricing, selectors, services
from booking.availability import DayAvailability, HoursRange, Reason, Slot
from booking.models import WEEKDAYS, Appointment, Customer, OpeningHours, Service, Shop

# Why a day has no open time, said with the day: "{day}" is filled with its words.
REASON_WORDS = {
    Reason.CLOSED: "we're closed on {day}",
    Reason.FULL: "we're fully booked on {day}",
    Reason.TOO_SOON: "there's no time left on {day} that we can still book",
    Reason.TOO_SHORT: "the hours on {day} are too short for this job",
    Reason.PAST: "{day} has already passed",
    Reason.BEYOND_HORIZON: "{day} is further ahead than we book",
}


@dataclass
class ShopTools:
    shop: Shop
    now: datetime

    @classmethod
    def for_shop(cls, shop: Shop, now: datetime | None = None) -> ShopTools:
        return cls(shop, now or timezone.now())

    @property
    def today(self) -> date:
        return self.shop.today(self.now)

    def service(self, service_id: int | None) -> Service | None:
        if service_id is None:
            return None
        return self._services.get(service_id)

    def catalog(self) -> list[Service]:
        return list(self._services.values())

    # A turn asks for the services and the shop's hours a dozen times; neither changes in one.
    @cached_property
    def _services(self) -> dict[int, Service]:
        return {service.pk: service for service in self.shop.services.filter(active=True)}

    @cached_property
    def _setup(self) -> selectors.CalendarSetup:
        return selectors.calendar_setup(self.shop)

    def slots_near(
        self,
        service: Service,
        *,
        day: date | None,
        time_from: time | None,
        time_to: time | None,
        limit: int = 3,
        around: bool = False,
    ) -> list[Slot]:
        """Up to `limit` open times on `day` (or the soonest days) near the asked window;
        `around`: `time_from` is a time they named ("quarter past 8"), and the times either
        side of it are nearest, not only the later ones."""
        if day is None:
            found = self._open_slots(service, limit=limit, earliest=time_from, latest=time_to)
            soonest = found or self._open_slots(service, limit=1)
            if found or not soonest or (time_from is None and time_to is None):
                return found
            # No day has a time in the window ("after 5" of a job that cannot start then): the
            # soonest day's times nearest it.
            day = self.local(soonest[0].start).date()
        slots = list(self.day_openings(service, day).slots)
        inside = [s for s in slots if within(self.local(s.start).time(), time_from, time_to)]
        if inside and not around:
            return inside[:limit]
        if time_from is None:
            return slots[:limit]
        # Nothing inside the window: the times closest to what was asked.
        asked = datetime.combine(day, time_from, tzinfo=self.shop.zone)
        return sorted(
            sorted(slots, key=lambda s: abs(s.start - asked))[:limit], key=lambda s: s.start
        )

    def slots_after(
        self, service: Service, moment: datetime, *, next_day: bool = False, limit: int = 3
    ) -> list[Slot]:
        """The next open times after `moment` ("anything later?"), or from the day after it
        ("another day")."""
        day = self.local(moment).date()
        found = (
            []
            if next_day
            else [s for s in self.day_openings(service, day).slots if s.start > moment]
        )
        if len(found) < limit:
            found += self._open_slots(service, from_day=day + timedelta(days=1), limit=limit)
        return found[:limit]

    def slots_before(self, service: Service, moment: datetime, *, limit: int = 3) -> list[Slot]:
        """The open times just before `moment` on its day ("anything earlier?")."""
        day = self.local(moment).date()
        return [s for s in self.day_openings(service, day).slots if s.start < moment][-limit:]

    def day_openings(self, service: Service, day: date) -> DayAvailability:
        return selectors.day_openings(self.shop, service, day, now=self.now, setup=self._setup)

    def _open_slots(self, service: Service, **window) -> list[Slot]:
        return selectors.open_slots(self.shop, service, now=self.now, setup=self._setup, **window)

    def dropoff_words(self, day: date | None = None) -> str:
        """When to bring a drop-off job's car: "between 8 AM and 9 AM" on `day` as its hours
        cut the window, or the shop's usual window."""
        window = selectors.dropoff_window_on(self.shop, day, setup=self._setup) if day else None
        start, end = (
            (self.local(window[0]), self.local(window[1]))
            if window
            else (self.shop.dropoff_start, self.shop.dropoff_end)
        )
        return f"between {time_words(start)} and {time_words(end)}"

    def next_open_day(self, service: Service, after: date) -> DayAvailability | None:
        return selectors.next_open_day(
            self.shop, service, after=after, now=self.now, setup=self._setup
        )

    def open_days(self, service: Service, *, after: date) -> Iterator[date]:
        """The days after `after` with an open time for `service`, in order, each found only
        when asked for."""
        while (found := self.next_open_day(service, after=after)) is not None:
            yield found.day
            after = found.day

    def local(self, moment: datetime) -> datetime:
        return moment.astimezone(self.shop.zone)

    def when_words(self, moment: datetime) -> tuple[str, str]:
        local = self.local(moment)
        return day_words(local.date(), today=self.today), time_words(local)

    def quote_words(
        self, service: Service, vehicle: str = "", *, spoken: bool = False, axles: int = 1
    ) -> str:
        """The price range said; `axles`: of a job the shop prices per axle, for that many."""
        quote = pricing.quote(service, vehicle)
        return price_words(quote.low * axles, quote.high * axles, spoken=spoken)

    def total_words(
        self, services: list[Service], vehicle: str = "", *, spoken: bool = False
    ) -> str:
        """The price ranges of several services added up."""
        quotes = [pricing.quote(service, vehicle) for service in services]
        low, high = sum(q.low for q in quotes), sum(q.high for q in quotes)
        return price_words(low, high, spoken=spoken)

    def priced_for(self, service: Service, vehicle: str) -> bool:
        """Whether the owner's price rule for this kind of car changed the service's range."""
        return bool(vehicle and pricing.quote(service, vehicle).adjustment)

    def hours_words(self) -> str:
        by_day: dict[int, list[str]] = {}
        for hours in self.shop.opening_hours.all():
            by_day.setdefault(hours.weekday, []).append(
                f"{time_words(hours.open)} to {_close_words(hours.close)}"
            )
        return week_words(
            [
                (_day_name(name), " and ".join(by_day[weekday]) if weekday in by_day else None)
                for weekday, name in enumerate(WEEKDAYS)
            ]
        )

    def special_days_words(self) -> str:
        """ "Thursday, December 24: open 8 AM to 12 PM; Friday, December 25: closed (Christmas
        Day)": the days ahead, as far as customers can book, whose hours are not the weekly
        ones."""
        today = self.today
        last = today + timedelta(days=self.shop.horizon_days)
        said = []
        for day in selectors.special_days(self.shop, today, last):
            facts = self.hours_on_words(day)
            said.append(f"{facts['day']}: {facts['hours']}")
        return "; ".join(said)

    def hours_on_words(
        self,
        day: date,
        *,
        asked_from: time | None = None,
        asked_to: time | None = None,
        holiday: bool = False,
    ) -> dict[str, str]:
        """The hours on one day as facts: "open 8 AM to 2 PM", or "closed" with the reason;
        with a time asked about ("open Christmas Eve afternoon?") that the day's hours miss,
        `outside` says so. A `holiday` later than every closure and special day on file has
        had no hours set yet (`unset`): its weekly hours would be a guess."""
        if holiday and not selectors.special_days(self.shop, day, date.max):
            return {
                "day": day_words(day, today=self.today),
                "hours": "hours not set yet",
                "unset": "yes",
            }
        hours, closure = selectors.hours_on(self.shop, day, setup=self._setup)
        if hours:
            spans = [f"{time_words(h.open)} to {_close_words(h.close)}" for h in hours]
            said = f"open {' and '.join(spans)}"
        else:
            said = f"closed ({closure})" if closure else "closed"
        facts = {"day": day_words(day, today=self.today), "hours": said}
        if hours and asked_from and not any(_overlaps(h, asked_from, asked_to) for h in hours):
            facts["outside"] = "yes"
        return facts

    def first_open_day_from(self, day: date) -> date:
        """`day`, or the first day after it the shop has hours (a week on at most)."""
        for later in (day + timedelta(days=n) for n in range(7)):
            if selectors.hours_on(self.shop, later, setup=self._setup)[0]:
                return later
        return day

    def open_any_day_within(self, start: time, end: time | None) -> bool:
        """Whether any day of the week's hours take in some of `start` to `end`: "evening
        appointments?" of a shop that closes at 5:30 every day is answered by its hours."""
        return any(_overlaps(hours, start, end) for hours in self.shop.opening_hours.all())

    def days_hours_words(self, days: list[date], holidays: dict[date, str]) -> dict[str, str]:
        """The hours on each of some days named one by one, in the order named; a holiday with
        no hours set yet by its name too, so the customer knows which day is meant."""
        said = []
        for day in days:
            facts = self.hours_on_words(day, holiday=day in holidays)
            named = f" ({holidays[day]})" if facts.get("unset") else ""
            said.append(f"{facts['day']}{named}: {facts['hours']}")
        return {"stretch": "; ".join(said)}

    def stretch_hours_words(self, first: date, last: date) -> dict[str, str]:
        """The hours on each day from `first` to `last`, in order, the days in a row with the
        same hours said once: "Friday, December 25: closed (Christmas Day); Monday, December 28
        to Wednesday, December 30: open 7:30 AM to 5:30 PM; ..."."""
        runs: list[tuple[date, date, str]] = []
        for ahead in range((last - first).days + 1):
            day = first + timedelta(days=ahead)
            said = self.hours_on_words(day)["hours"]
            if runs and runs[-1][2] == said:
                runs[-1] = (runs[-1][0], day, said)
            else:
                runs.append((day, day, said))
        return {
            "stretch": "; ".join(
                f"{day_words(start, today=self.today)}"
                f"{f' to {day_words(end, today=self.today)}' if end != start else ''}: {said}"
                for start, end, said in runs
            )
        }

    def closed_at_words(self, moment: datetime) -> str:
        """Why a time asked for on an open day is no time at all: "we open at 7:30 AM" or "we
        close at 5:30 PM"; empty when it is within the day's hours or between two of them."""
        local = self.local(moment)
        hours = selectors.hours_on(self.shop, local.date(), setup=self._setup)[0]
        if not hours:
            return ""
        if local.time() < hours[0].open:
            return f"we open at {time_words(hours[0].open)}"
        last = hours[-1].close
        if last != time(0) and local.time() >= last:
            return f"we close at {_close_words(last)}"
        return ""

    def runs_past_closing_words(self, moment: datetime, minutes: int) -> str:
        """Why work of `minutes` asked to start at `moment`, within the day's hours, is no time
        at all: "we close at 2 PM"; empty when it ends by the close of its hours."""
        local = self.local(moment)
        for hours in selectors.hours_on(self.shop, local.date(), setup=self._setup)[0]:
            if not hours.open <= local.time() < hours.close or hours.close == time(0):
                continue
            closes = datetime.combine(local.date(), hours.close, tzinfo=local.tzinfo)
            ends = local + timedelta(minutes=minutes)
            return f"we close at {_close_words(hours.close)}" if ends > closes else ""
        return ""

    def open_now_words(self) -> dict[str, str]:
        """Whether the shop is open at this moment, as facts: until when, or when it opens
        next (within two weeks)."""
        local = self.local(self.now)
        for hours in selectors.hours_on(self.shop, local.date(), setup=self._setup)[0]:
            if hours.open <= local.time() < hours.close:
                return {"now": "open", "until": _close_words(hours.close)}
        for ahead in range(15):
            day = local.date() + timedelta(days=ahead)
            for hours in selectors.hours_on(self.shop, day, setup=self._setup)[0]:
                if ahead or hours.open > local.time():
                    return {
                        "now": "closed",
                        "opens": f"{day_words(day, today=self.today)} at {time_words(hours.open)}",
                    }
        return {"now": "closed"}

    def closed_for_the_day(self) -> bool:
        """Whether today's hours are over: "open today?" at 6 PM is answered with when the shop
        opens next, not with hours that have passed."""
        local = self.local(self.now)
        hours = selectors.hours_on(self.shop, local.date(), setup=self._setup)[0]
        return bool(hours) and all(h.close != time(0) and h.close <= local.time() for h in hours)

    def upcoming_for(self, phone: str) -> list[Appointment]:
        return list(selectors.upcoming_appointments(self.shop, phone=phone, now=self.now))

    def last_visit_for(self, phone: str, service_id: int | None = None) -> Appointment | None:
        return selectors.last_visit(self.shop, phone=phone, service_id=service_id)

    def name_on_file(self, phone: str) -> str:
        """The name the shop has for a number: for a number the channel proved, not asked again."""
        customer = Customer.objects.filter(shop=self.shop, phone=phone).only("name").first()
        return customer.name if customer else ""

    def set_texts(self, phone: str, *, wanted: bool) -> None:
        """STOP or START by text: the number's texts off or on (send_text honours it)."""
        customer = services.customer_for_phone(shop=self.shop, phone=phone, rename=False)
        customer.sms_opt_out = not wanted
        customer.save(update_fields=["sms_opt_out"])

    def customer(self, *, phone: str, name: str = "", proven: bool) -> Customer:
        return services.customer_for_phone(shop=self.shop, phone=phone, name=name, rename=proven)


def _close_words(close: time) -> str:
    return "midnight" if close == time(0) else time_words(close)


def _overlaps(hours: HoursRange | OpeningHours, start: time, end: time | None) -> bool:
    """Whether the hours take in any of `start` to `end`, or `start` itself where no end was
    said ("open at 3?")."""
    closes = time.max if hours.close == time(0) else hours.close
    if end is None:
        return hours.open <= start < closes
    return hours.open < end and start < closes


def within(at: time, start: time | None, end: time | None) -> bool:
    return (start is None or at >= start) and (end is None or at < end)


def _day_name(short: str) -> str:
    return {
        "mon": "Monday",
        "tue": "Tuesday",
        "wed": "Wednesday",
        "thu": "Thursday",
        "fri": "Friday",
        "sat": "Saturday",
        "sun": "Sunday",
    }[short]
