"""External busy calendars: read a shop's ICS URLs safely and keep their busy times as rows.

The URL is typed by a shop owner, so fetching it must not become a way into our own network
(server-side request forgery): only http and https (webcal:// is read as https://), every
address the host resolves to must be public, the connection goes to the address we checked (a
second lookup could answer differently), and redirects are followed only a few times, each
checked the same way.
"""

from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import time
from datetime import UTC, date, datetime, timedelta
from datetime import time as clock
from urllib.parse import urljoin, urlsplit
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from booking.models import WEBCAL_SCHEMES, BusyCalendar, BusyTime, Shop

# Networks that may be reached although they are not public. Empty in production; tests add
# 127.0.0.0/8 to read from a server they start themselves.
allowed_private_networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []

MAX_REDIRECTS = 3
REDIRECT_STATUSES = {301, 302, 303, 307, 308}

# Recurrences are expanded by dateutil from each rule's DTSTART up to the window's end, all at
# once, and each occurrence in the window becomes a copy of its event, so a rule firing every
# second (or hourly since 1900) burns minutes of CPU and gigabytes before any cap on the
# results could act. Both counts are estimated from the rules first, and a file over either
# budget (a couple of seconds of work) is refused unexpanded. Real calendars stay far below.
MAX_EXPANSION_STEPS = 300_000
MAX_OCCURRENCES = 10_000
PERIODS = {
    "SECONDLY": timedelta(seconds=1),
    "MINUTELY": timedelta(minutes=1),
    "HOURLY": timedelta(hours=1),
    "DAILY": timedelta(days=1),
    "WEEKLY": timedelta(weeks=1),
    "MONTHLY": timedelta(days=28),
    "YEARLY": timedelta(days=365),
}
# BYxxx parts finer than the rule's period multiply the occurrences within each period.
TIME_PARTS = {
    "BYHOUR": timedelta(hours=1),
    "BYMINUTE": timedelta(minutes=1),
    "BYSECOND": timedelta(seconds=1),
}
DAY_PARTS = ("BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH")
CHUNK_BYTES = 64 * 1024
USER_AGENT = "Frontdesk-busy-calendar/1.0"

# Addresses with an IPv4 address inside: judge them by the address they lead to.
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")


class BusyCalendarError(Exception):
    """Why a busy calendar could not be read, in words for the shop owner."""


def is_public_address(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped:
            ip = ip.ipv4_mapped
        elif ip.sixtofour:
            ip = ip.sixtofour
        elif ip in NAT64:
            ip = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return ip.is_global and not ip.is_multicast


def fetch_calendar(url: str, *, timeout: float, max_bytes: int) -> bytes:
    """The body at `url`, within `timeout` seconds in all and at most `max_bytes` long."""
    deadline = time.monotonic() + timeout
    try:
        for _ in range(MAX_REDIRECTS + 1):
            url = _as_https_if_webcal(url)
            status, location, body = _get(url, deadline=deadline, max_bytes=max_bytes)
            if status not in REDIRECT_STATUSES:
                return body
            url = urljoin(url, location)
    except TimeoutError:
        raise BusyCalendarError(
            f"The calendar did not arrive within {timeout:g} seconds."
        ) from None
    except (OSError, http.client.HTTPException, ValueError) as error:
        raise BusyCalendarError(f"The calendar could not be fetched: {error}") from None
    raise BusyCalendarError(f"The calendar URL redirected more than {MAX_REDIRECTS} times.")


def busy_intervals(
    ics: bytes, *, zone: ZoneInfo, start: datetime, end: datetime
) -> list[tuple[datetime, datetime]]:
    """The times the calendar is busy between `start` and `end`, as UTC (start, end) pairs.
    Floating times and all-day events are read in `zone`, the shop's."""
    try:
        calendar = icalendar.Calendar.from_ical(ics)
        if calendar.name != "VCALENDAR":
            raise ValueError(f"it holds a {calendar.name}, not a VCALENDAR")
        expansions = [_expansion(event, zone, start, end) for event in calendar.walk("VEVENT")]
        steps = sum(total for total, _ in expansions)
        occurrences = sum(in_window for _, in_window in expansions)
        if steps > MAX_EXPANSION_STEPS or occurrences > MAX_OCCURRENCES:
            raise BusyCalendarError("The calendar's events repeat too often to be read.")
        events = recurring_ical_events.of(calendar).between(start, end)
        busy = [_interval(event, zone) for event in events if _blocks_time(event)]
    # A file from the internet can break the parser in more ways than ValueError; a missing
    # DTSTART, for one, is a KeyError.
    except (ValueError, KeyError, TypeError) as error:
        raise BusyCalendarError(f"The calendar file could not be read: {error!s}") from None
    return sorted(interval for interval in busy if interval[1] > interval[0])


def busy_calendar_refresh(calendar: BusyCalendar, *, now: datetime | None = None) -> bool:
    """Replace the calendar's busy times with what its URL says now. A calendar that cannot be
    read keeps its last busy times (stale beats suddenly free) and says why in last_error."""
    now = now or timezone.now()
    shop = calendar.shop
    try:
        body = fetch_calendar(
            calendar.url,
            timeout=settings.BUSY_CALENDAR_TIMEOUT_SECONDS,
            max_bytes=settings.BUSY_CALENDAR_MAX_BYTES,
        )
        intervals = busy_intervals(
            body,
            zone=shop.zone,
            start=now - timedelta(days=1),
            end=now + timedelta(days=shop.horizon_days + 1),
        )
    except BusyCalendarError as error:
        calendar.last_error = str(error)
        BusyCalendar.objects.filter(pk=calendar.pk).update(last_error=calendar.last_error)
        return False
    with transaction.atomic():
        # The row lock keeps two refreshes of one calendar (beat and a manual run) from
        # interleaving their deletes and inserts into duplicates.
        if not BusyCalendar.objects.select_for_update().filter(pk=calendar.pk).exists():
            return False
        calendar.busy_times.all().delete()
        BusyTime.objects.bulk_create(
            BusyTime(calendar=calendar, start=start, end=end) for start, end in intervals
        )
        calendar.fetched_at, calendar.last_error = now, ""
        calendar.save(update_fields=["fetched_at", "last_error"])
    return True


def busy_calendars_refresh(*, shop: Shop | None = None) -> list[BusyCalendar]:
    """Refresh every busy calendar, or one shop's; each comes back with its outcome in
    fetched_at and last_error."""
    calendars = BusyCalendar.objects.select_related("shop").order_by("shop__slug", "name", "id")
    if shop is not None:
        calendars = calendars.filter(shop=shop)
    calendars = list(calendars)
    for calendar in calendars:
        busy_calendar_refresh(calendar)
    return calendars


def _as_https_if_webcal(url: str) -> str:
    # Before anything else looks at it: the address checks must judge the https URL, and
    # urljoin cannot resolve a redirect against a webcal:// base.
    if urlsplit(url).scheme not in WEBCAL_SCHEMES:
        return url
    return "https:" + url.split(":", 1)[1]


def _get(url: str, *, deadline: float, max_bytes: int) -> tuple[int, str, bytes]:
    """One request: (status, redirect location, body)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise BusyCalendarError("A calendar URL must start with webcal://, http:// or https://.")
    if not parts.hostname:
        raise BusyCalendarError("The calendar URL has no host name.")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise BusyCalendarError("The calendar URL has an invalid port.") from None
    addresses = _checked_addresses(parts.hostname, port)
    connection_class = PinnedHTTPSConnection if parts.scheme == "https" else PinnedHTTPConnection
    connection = connection_class(parts.hostname, port, addresses=addresses)
    try:
        connection.timeout = _remaining(deadline)
        connection.connect()
        # getresponse() may hand the socket over to the response and forget it; keep our own.
        sock = connection.sock
        connection.request(
            "GET",
            (parts.path or "/") + (f"?{parts.query}" if parts.query else ""),
            headers={"User-Agent": USER_AGENT, "Accept": "text/calendar, */*;q=0.5"},
        )
        sock.settimeout(_remaining(deadline))
        response = connection.getresponse()
        if response.status in REDIRECT_STATUSES:
            location = response.getheader("Location")
            if not location:
                raise BusyCalendarError(
                    f"The calendar URL answered {response.status} without a Location."
                )
            return response.status, location, b""
        if response.status != 200:
            raise BusyCalendarError(
                f"The calendar URL answered HTTP {response.status} {response.reason}."
            )
        return 200, "", _read_capped(response, sock, deadline=deadline, max_bytes=max_bytes)
    finally:
        connection.close()


def _checked_addresses(host: str, port: int) -> list[str]:
    try:
        found = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError):
        raise BusyCalendarError(f"The calendar's host {host} could not be found.") from None
    addresses = list(dict.fromkeys(info[4][0] for info in found))
    for address in addresses:
        if not is_public_address(address) and not _allowed_privately(address):
            raise BusyCalendarError(
                f"The calendar's host {host} is at {address}, which is not a public address."
            )
    return addresses


def _allowed_privately(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    return any(ip in network for network in allowed_private_networks)


def _read_capped(
    response: http.client.HTTPResponse, sock: socket.socket, *, deadline: float, max_bytes: int
) -> bytes:
    too_large = BusyCalendarError(f"The calendar is larger than {max_bytes} bytes.")
    declared = response.getheader("Content-Length", "")
    if declared.isdigit() and int(declared) > max_bytes:
        raise too_large
    # Content-Length may be absent or wrong: count what actually arrives.
    chunks: list[bytes] = []
    size = 0
    while True:
        sock.settimeout(_remaining(deadline))
        # read1 returns after one receive, so a server dripping bytes cannot outlast the deadline.
        chunk = response.read1(CHUNK_BYTES)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > max_bytes:
            raise too_large
        chunks.append(chunk)


def _remaining(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError
    return left


def _open_socket(addresses: list[str], port: int, timeout: float | None) -> socket.socket:
    error: OSError | None = None
    for address in addresses:
        try:
            return socket.create_connection((address, port), timeout)
        except OSError as failure:
            error = failure
    assert error is not None
    raise error


class PinnedHTTPConnection(http.client.HTTPConnection):
    """Connects only to addresses checked beforehand, whatever the host name resolves to now."""

    def __init__(self, host: str, port: int, *, addresses: list[str]) -> None:
        super().__init__(host, port)
        self.addresses = addresses

    def connect(self) -> None:
        self.sock = _open_socket(self.addresses, self.port, self.timeout)


class PinnedHTTPSConnection(http.client.HTTPSConnection):
    """As PinnedHTTPConnection, with the certificate checked against the host name."""

    def __init__(self, host: str, port: int, *, addresses: list[str]) -> None:
        self.tls = ssl.create_default_context()
        super().__init__(host, port, context=self.tls)
        self.addresses = addresses

    def connect(self) -> None:
        sock = _open_socket(self.addresses, self.port, self.timeout)
        self.sock = self.tls.wrap_socket(sock, server_hostname=self.host)


def _expansion(
    event: icalendar.Event, zone: ZoneInfo, start: datetime, end: datetime
) -> tuple[int, int]:
    """Upper bounds of the occurrences dateutil generates for the event: in all, and those
    between `start` and `end`."""
    if not event.rrules:
        return 1, 1
    first = _instant(event.start, zone)
    total = in_window = 0
    for rule in event.rrules:
        last = min([end, *(_instant(until, zone) for until in rule.get("UNTIL", []))])
        total += _rule_steps(rule, first, last)
        in_window += _rule_steps(rule, max(first, start), last)
    return total, in_window


def _rule_steps(rule: icalendar.vRecur, first: datetime, last: datetime) -> int:
    period = PERIODS[str(rule["FREQ"][0]).upper()]
    steps = max(last - first, timedelta(0)) // period + 1
    for part, size in TIME_PARTS.items():
        if size < period:
            steps *= max(len(rule.get(part, [])), 1)
    if period > PERIODS["DAILY"] and any(part in rule for part in DAY_PARTS):
        steps *= period.days
    if "COUNT" in rule:
        steps = min(steps, int(rule["COUNT"][0]))
    return steps


def _blocks_time(event: icalendar.Event) -> bool:
    if str(event.get("TRANSP", "OPAQUE")).upper() == "TRANSPARENT":
        return False
    return str(event.get("STATUS", "")).upper() != "CANCELLED"


def _interval(event: icalendar.Event, zone: ZoneInfo) -> tuple[datetime, datetime]:
    return _instant(event.start, zone), _instant(event.end, zone)


def _instant(value: date | datetime, zone: ZoneInfo) -> datetime:
    if not isinstance(value, datetime):
        # An all-day event blocks the shop's whole local day, not a UTC day.
        value = datetime.combine(value, clock(0))
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone)
    return value.astimezone(UTC)
