"""What a shop's settings allow, measured as slot search measures them: whether a job of so
many minutes fits some day of the week, whether the drop-off window meets the hours, and the
web origin a typed website address names. The dashboard's forms (booking/forms.py) and the
shop profile file (booking/profiles.py) both hold a shop to these checks; they live here so
neither imports the other for them."""

from __future__ import annotations

from collections import defaultdict
from datetime import date, datetime, time, timedelta
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from django.core.exceptions import ValidationError

from booking import availability
from booking.availability import HoursRange, Rules, ShopCalendar
from booking.clock import hours_words
from booking.models import Shop

# A week without a change of clocks (Monday 1 January 2024 on), so that slot search measures
# each weekday as long as its hours say.
WEEK_WITHOUT_CLOCK_CHANGE = [date(2024, 1, 1) + timedelta(days=n) for n in range(7)]
DEFAULT_PORTS = {"https": 443, "http": 80}


def empty_week(
    shop: Shop,
    *,
    dropoff_window: tuple[time, time] | None = None,
    weekly_hours: dict[int, list[tuple[time, time]]] | None = None,
) -> ShopCalendar:
    """The shop's weekly hours (or `weekly_hours`, typed but not saved yet) and bays in use with
    nothing booked, for slot search to say what a setting allows: the forms then accept what
    availability can book, and nothing more."""
    if weekly_hours is None:
        weekly_hours = defaultdict(list)
        for hours in shop.opening_hours.all():
            weekly_hours[hours.weekday].append((hours.open, hours.close))
    return ShopCalendar(
        zone=ZoneInfo("UTC"),
        rules=Rules(dropoff_window=dropoff_window or (shop.dropoff_start, shop.dropoff_end)),
        weekly_hours={
            weekday: [HoursRange(*hours) for hours in ranges]
            for weekday, ranges in weekly_hours.items()
        },
        bays=list(shop.bays.filter(active=True).values_list("id", flat=True)),
    )


def open_stretches(week: ShopCalendar) -> list[tuple[date, list[tuple[datetime, datetime]]]]:
    """Each day of the week with the stretches it is open, joined as slot search joins them."""
    return [(day, availability.open_intervals(week, day)) for day in WEEK_WITHOUT_CLOCK_CHANGE]


def why_no_day_fits(
    shop: Shop,
    minutes: int,
    *,
    dropoff: bool,
    weekly_hours: dict[int, list[tuple[time, time]]] | None = None,
) -> str:
    """Why no day of the shop's week (or of `weekly_hours`) could book a job of `minutes`, or ""
    when one could. A job the customer waits for must fit in one stretch of a day's hours; a
    drop-off job in the bay time of a day whose hours meet the drop-off window
    (availability._dropoff_day)."""
    return why_no_day_of_the_week_fits(
        empty_week(shop, weekly_hours=weekly_hours), minutes, dropoff=dropoff
    )


def why_no_day_of_the_week_fits(week: ShopCalendar, minutes: int, *, dropoff: bool) -> str:
    """why_no_day_fits() of a week already read (empty_week), for checking many jobs at once."""
    days = open_stretches(week)
    if not any(stretches for _, stretches in days):
        return ""  # no weekly hours yet: nothing to measure the job against
    if dropoff:
        return _why_no_day_takes_the_dropoff(week, days, minutes)
    day, (open_at, close_at) = max(
        ((day, stretch) for day, stretches in days for stretch in stretches),
        key=lambda item: item[1][1] - item[1][0],
    )
    longest = _minutes_between(open_at, close_at)
    if minutes <= longest:
        return ""
    return (
        f"No day is open long enough for a {minutes}-minute job the customer waits for: the "
        f"longest day is {day:%A}, {hours_words(open_at.time(), close_at.time())}, {_length_text(longest)}."
    )


def _why_no_day_takes_the_dropoff(
    week: ShopCalendar, days: list[tuple[date, list[tuple[datetime, datetime]]]], minutes: int
) -> str:
    open_minutes = {
        day: sum(_minutes_between(open_at, close_at) for open_at, close_at in stretches)
        for day, stretches in days
        if stretches and availability.dropoff_window(week, day, stretches)
    }
    if not open_minutes:
        return (
            "The drop-off window is outside the opening hours on every day, so no drop-off job "
            "can be booked: change the drop-off times in the booking rules first."
        )
    bays = len(week.bays)
    if not bays:
        return ""  # no bay yet, as a new shop sets its hours first: nothing to measure against
    day = max(open_minutes, key=open_minutes.__getitem__)
    most = open_minutes[day] * bays
    if minutes <= most:
        return ""
    return (
        f"No day has {minutes} minutes of bay time for a drop-off job: the longest day is "
        f"{day:%A}, {_length_text(open_minutes[day])} in {bays} bay{'s' if bays > 1 else ''}, "
        f"{most} minutes in all."
    )


def dropoff_window_meets_the_hours(shop: Shop, start: time, end: time) -> bool:
    """Whether slot search finds a drop-off window from `start` to `end` on some day of the
    shop's week: one that meets a day's hours, cut to them (availability.dropoff_window)."""
    week = empty_week(shop, dropoff_window=(start, end))
    days = open_stretches(week)
    if not any(stretches for _, stretches in days):
        return True  # no weekly hours yet: nothing to measure the window against
    return any(
        availability.dropoff_window(week, day, stretches) for day, stretches in days if stretches
    )


def _minutes_between(start: datetime, end: datetime) -> int:
    return int((end - start).total_seconds() // 60)


def _length_text(minutes: int) -> str:
    """ "10 hours", "4 hours 30 minutes", "45 minutes"."""
    hours, rest = divmod(minutes, 60)
    parts = [f"{hours} hour{'s' if hours != 1 else ''}"] if hours else []
    if rest or not hours:
        parts.append(f"{rest} minute{'s' if rest != 1 else ''}")
    return " ".join(parts)


def web_origin(typed: str) -> str:
    """The origin a browser sends from the site `typed` names, as the chat compares it
    (assistant.website_chat.allows_origin compares exactly): lowercase, no default port, no
    slash after the host, https:// when no scheme is given. A ValidationError for anything
    that names no site, or names a page of one."""
    junk = ValidationError(f'"{typed}" is not a website address, like https://yourshop.com.')
    text = typed.lower()
    if "://" not in text:
        local = text.startswith(("localhost", "127.0.0.1"))
        text = ("http://" if local else "https://") + text
    parts = urlsplit(text)
    try:
        port = parts.port
        host = (parts.hostname or "").encode("idna").decode("ascii")
    except (ValueError, UnicodeError):
        raise junk from None
    named_by_scheme = "://" in typed
    if (
        parts.scheme not in DEFAULT_PORTS
        or not host
        or parts.username is not None
        or not (named_by_scheme or "." in host or host == "localhost")
    ):
        raise junk
    origin = f"{parts.scheme}://{host}"
    if port is not None and port != DEFAULT_PORTS[parts.scheme]:
        origin += f":{port}"
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValidationError(
            f'"{typed}" is not a web origin: it names a page. List the site alone: {origin}.'
        )
    return origin
