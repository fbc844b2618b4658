"""External busy calendars: what an ICS file blocks, how it is fetched without reaching into our
own network, and how its busy times replace the old ones and keep slots from being offered."""

from __future__ import annotations

import ipaddress
import socket
import threading
import time as clock
from datetime import UTC, datetime, time, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from io import StringIO
from zoneinfo import ZoneInfo

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from booking import busy_calendars, selectors
from booking.busy_calendars import (
    BusyCalendarError,
    busy_calendar_refresh,
    busy_intervals,
    fetch_calendar,
    is_public_address,
)
from booking.models import BusyCalendar, BusyTime
from booking.tasks import refresh_busy_calendars
from tests.factories import make_service, make_shop

DENVER = ZoneInfo("America/Denver")
MARCH_START = datetime(2026, 3, 1, tzinfo=UTC)
MARCH_END = datetime(2026, 4, 1, tzinfo=UTC)


def ics(*events: str, header: str = "") -> bytes:
    body = "".join(f"BEGIN:VEVENT\n{event.strip()}\nEND:VEVENT\n" for event in events)
    text = f"BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Test//Test//EN\n{header}{body}END:VCALENDAR\n"
    return text.replace("\n", "\r\n").encode()


def busy_in_march(data: bytes) -> list[tuple[datetime, datetime]]:
    return busy_intervals(data, zone=DENVER, start=MARCH_START, end=MARCH_END)


def denver(month, day, hour, minute=0):
    return datetime(2026, month, day, hour, minute, tzinfo=DENVER)


# What a calendar file blocks


WEEKLY_MEETING = """
UID:meeting@example.com
SUMMARY:Staff meeting
DTSTART;TZID=America/Denver:20260302T090000
DTEND;TZID=America/Denver:20260302T100000
RRULE:FREQ=WEEKLY;COUNT=5
EXDATE;TZID=America/Denver:20260309T090000
"""
MOVED_MEETING = """
UID:meeting@example.com
RECURRENCE-ID;TZID=America/Denver:20260316T090000
SUMMARY:Staff meeting (moved)
DTSTART;TZID=America/Denver:20260316T140000
DTEND;TZID=America/Denver:20260316T150000
"""
CANCELLED_MEETING = """
UID:meeting@example.com
RECURRENCE-ID;TZID=America/Denver:20260323T090000
SUMMARY:Staff meeting
DTSTART;TZID=America/Denver:20260323T090000
DTEND;TZID=America/Denver:20260323T100000
STATUS:CANCELLED
"""


def test_a_weekly_meeting_blocks_each_week_except_its_exceptions():
    busy = busy_in_march(ics(WEEKLY_MEETING, MOVED_MEETING, CANCELLED_MEETING))

    assert busy == [
        (denver(3, 2, 9), denver(3, 2, 10)),
        # 9 March is an EXDATE; 16 March moved to the afternoon; 23 March is cancelled.
        (denver(3, 16, 14), denver(3, 16, 15)),
        (denver(3, 30, 9), denver(3, 30, 10)),
    ]


def test_a_recurring_meeting_keeps_its_local_time_across_the_dst_change():
    busy = busy_in_march(ics(WEEKLY_MEETING))

    # US clocks go forward on 8 March: the UTC hour moves, the local hour does not.
    assert [start.astimezone(UTC).hour for start, _ in busy] == [16, 15, 15, 15]
    assert all(start.astimezone(DENVER).hour == 9 for start, _ in busy)


def test_an_all_day_event_blocks_the_whole_local_day():
    busy = busy_in_march(
        ics("UID:inventory\nDTSTART;VALUE=DATE:20260304\nDTEND;VALUE=DATE:20260305")
    )

    assert busy == [(denver(3, 4, 0), denver(3, 5, 0))]


def test_an_all_day_event_on_the_dst_day_is_23_hours_long():
    busy = busy_in_march(ics("UID:dst-day\nDTSTART;VALUE=DATE:20260308"))

    ((start, end),) = busy
    assert (start, end) == (denver(3, 8, 0), denver(3, 9, 0))
    assert end - start == timedelta(hours=23)


def test_a_transparent_event_blocks_nothing():
    busy = busy_in_march(
        ics(
            "UID:fyi\nDTSTART:20260305T150000Z\nDTEND:20260305T160000Z\nTRANSP:TRANSPARENT",
            "UID:real\nDTSTART:20260306T150000Z\nDTEND:20260306T160000Z\nTRANSP:OPAQUE",
        )
    )

    assert busy == [(datetime(2026, 3, 6, 15, tzinfo=UTC), datetime(2026, 3, 6, 16, tzinfo=UTC))]


def test_a_cancelled_event_blocks_nothing():
    busy = busy_in_march(
        ics("UID:off\nDTSTART:20260305T150000Z\nDTEND:20260305T160000Z\nSTATUS:CANCELLED")
    )

    assert busy == []


def test_a_floating_time_is_read_in_the_shops_zone():
    busy = busy_in_march(ics("UID:floating\nDTSTART:20260305T120000\nDURATION:PT45M"))

    assert busy == [(denver(3, 5, 12), denver(3, 5, 12, 45))]


def test_a_time_in_another_zone_is_converted():
    busy = busy_in_march(
        ics(
            "UID:berlin\nDTSTART;TZID=Europe/Berlin:20260305T180000\n"
            "DTEND;TZID=Europe/Berlin:20260305T190000"
        )
    )

    assert busy == [(denver(3, 5, 10), denver(3, 5, 11))]


def test_events_outside_the_window_are_left_out():
    busy = busy_in_march(
        ics(
            "UID:before\nDTSTART:20260201T150000Z\nDTEND:20260201T160000Z",
            "UID:after\nDTSTART:20260501T150000Z\nDTEND:20260501T160000Z",
        )
    )

    assert busy == []


@pytest.mark.parametrize(
    "rule",
    [
        "DTSTART:20260301T000000Z\nRRULE:FREQ=SECONDLY",
        "DTSTART:19000101T000000Z\nRRULE:FREQ=HOURLY",
        "DTSTART:20260301T000000Z\nRRULE:FREQ=DAILY;BYHOUR=1,2,3;BYMINUTE="
        + ",".join(str(minute) for minute in range(60))
        + ";BYSECOND="
        + ",".join(str(second) for second in range(60)),
    ],
    ids=["every second", "hourly since 1900", "daily at every second of three hours"],
)
def test_a_runaway_recurrence_is_refused_without_expanding_it(rule):
    data = ics(f"UID:tick\n{rule}\nDURATION:PT1S")

    started = clock.monotonic()
    with pytest.raises(BusyCalendarError, match="repeat too often"):
        busy_in_march(data)
    assert clock.monotonic() - started < 1


def test_a_daily_reminder_running_for_decades_is_read():
    busy = busy_in_march(
        ics("UID:daily\nDTSTART:20000101T150000Z\nDURATION:PT1H\nRRULE:FREQ=DAILY")
    )

    assert len(busy) == 31


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"<!doctype html><html><body>Sign in</body></html>",
        b"BEGIN:VEVENT\r\nUID:x\r\nEND:VEVENT\r\n",
        ics("UID:no-start\nSUMMARY:Lunch"),
    ],
    ids=["empty", "a login page", "no calendar", "an event without a start"],
)
def test_a_file_that_is_not_a_calendar_is_refused(data):
    with pytest.raises(BusyCalendarError, match="could not be read"):
        busy_in_march(data)


# Which addresses may be fetched


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        "10.1.2.3",
        "172.16.0.1",
        "192.168.1.20",
        "169.254.169.254",
        "100.64.0.1",
        "0.0.0.0",
        "224.0.0.251",
        "240.0.0.1",
        "255.255.255.255",
        "::1",
        "::",
        "fe80::1",
        "fc00::1",
        "ff02::1",
        "::ffff:127.0.0.1",
        "::ffff:10.0.0.1",
        "64:ff9b::a9fe:a9fe",
        "2002:7f00:1::",
    ],
)
def test_an_address_inside_a_private_network_is_not_public(address):
    assert not is_public_address(address)


@pytest.mark.parametrize("address", ["93.184.216.34", "8.8.8.8", "2606:4700::1111"])
def test_an_internet_address_is_public(address):
    assert is_public_address(address)


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/calendar.ics",
        "http://10.0.0.7/calendar.ics",
        "http://169.254.169.254/latest/meta-data/",
        "http://[::1]/calendar.ics",
        "https://localhost/calendar.ics",
    ],
)
def test_a_url_to_a_private_address_is_refused_before_connecting(url, monkeypatch):
    def no_connection(*args, **kwargs):
        raise AssertionError("tried to connect")

    monkeypatch.setattr(socket, "create_connection", no_connection)

    with pytest.raises(BusyCalendarError, match="not a public address"):
        fetch_calendar(url, timeout=1, max_bytes=10_000)


@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "ftp://example.com/calendar.ics", "gopher://example.com/"]
)
def test_only_http_and_https_are_fetched(url):
    with pytest.raises(BusyCalendarError, match="http:// or https://"):
        fetch_calendar(url, timeout=1, max_bytes=10_000)


# Fetching from a real server on this machine


class CalendarServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), CalendarHandler)
        self.routes: dict = {}
        self.hosts: list[str] = []

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server_port}{path}"


class CalendarHandler(BaseHTTPRequestHandler):
    server: CalendarServer

    def do_GET(self) -> None:
        self.server.hosts.append(self.headers["Host"])
        route = self.server.routes.get(self.path)
        if route is None:
            self.send_error(404)
            return
        try:
            route(self)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args) -> None:
        pass


def answer(body: bytes, *, status: int = 200, headers: dict | None = None):
    def route(handler: CalendarHandler) -> None:
        handler.send_response(status)
        for name, value in (headers or {}).items():
            handler.send_header(name, value)
        handler.end_headers()
        handler.wfile.write(body)

    return route


def redirect(location: str):
    return answer(b"", status=302, headers={"Location": location})


@pytest.fixture
def server():
    server = CalendarServer()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture
def loopback_allowed(monkeypatch):
    monkeypatch.setattr(
        busy_calendars, "allowed_private_networks", [ipaddress.ip_network("127.0.0.0/8")]
    )


def test_a_server_on_this_machine_is_refused_by_default(server):
    server.routes["/calendar.ics"] = answer(ics(WEEKLY_MEETING))

    with pytest.raises(BusyCalendarError, match="127.0.0.1, which is not a public address"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=10_000)
    assert server.hosts == []


def test_it_fetches_the_calendar_where_the_address_is_allowed(server, loopback_allowed):
    server.routes["/calendar.ics"] = answer(ics(WEEKLY_MEETING))

    assert fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=10_000) == ics(
        WEEKLY_MEETING
    )


def test_it_connects_to_the_address_it_checked(server, loopback_allowed, monkeypatch):
    """A host name that resolves to another address on a second lookup (DNS rebinding) must not
    get a second lookup."""
    real_getaddrinfo = socket.getaddrinfo
    lookups = []

    def rebinding_getaddrinfo(host, port, *args, **kwargs):
        if host != "calendar.example":
            return real_getaddrinfo(host, port, *args, **kwargs)
        lookups.append(host)
        if len(lookups) > 1:
            raise socket.gaierror("the second answer would be 10.0.0.7")
        return real_getaddrinfo("127.0.0.1", port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", rebinding_getaddrinfo)
    server.routes["/calendar.ics"] = answer(ics(WEEKLY_MEETING))

    url = f"http://calendar.example:{server.server_port}/calendar.ics"
    assert fetch_calendar(url, timeout=2, max_bytes=10_000) == ics(WEEKLY_MEETING)
    assert lookups == ["calendar.example"]
    assert server.hosts == [f"calendar.example:{server.server_port}"]


def test_it_follows_a_redirect_on_the_same_server(server, loopback_allowed):
    server.routes["/old.ics"] = redirect("/calendar.ics")
    server.routes["/calendar.ics"] = answer(ics(WEEKLY_MEETING))

    assert fetch_calendar(server.url("/old.ics"), timeout=2, max_bytes=10_000) == ics(
        WEEKLY_MEETING
    )


def test_a_redirect_to_a_private_address_is_refused(server, loopback_allowed):
    server.routes["/calendar.ics"] = redirect("http://169.254.169.254/latest/meta-data/")

    with pytest.raises(BusyCalendarError, match="169.254.169.254, which is not a public"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=10_000)


def test_endless_redirects_are_refused(server, loopback_allowed):
    server.routes["/calendar.ics"] = redirect("/calendar.ics")

    with pytest.raises(BusyCalendarError, match="redirected more than 3 times"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=10_000)
    assert len(server.hosts) == 4


def test_an_error_page_is_refused(server, loopback_allowed):
    server.routes["/calendar.ics"] = answer(b"gone", status=410)

    with pytest.raises(BusyCalendarError, match="HTTP 410"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=10_000)


def test_a_body_at_the_size_cap_is_read(server, loopback_allowed):
    server.routes["/calendar.ics"] = answer(b"x" * 4096)

    assert len(fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=4096)) == 4096


def test_a_body_over_the_size_cap_is_refused_while_it_streams(server, loopback_allowed):
    # No Content-Length: the body runs until the server closes, so only counting can tell.
    server.routes["/calendar.ics"] = answer(b"x" * 4097)

    with pytest.raises(BusyCalendarError, match="larger than 4096 bytes"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=4096)


def test_a_body_declared_over_the_size_cap_is_refused_unread(server, loopback_allowed):
    server.routes["/calendar.ics"] = answer(b"x", headers={"Content-Length": "5000000"})

    with pytest.raises(BusyCalendarError, match="larger than 4096 bytes"):
        fetch_calendar(server.url("/calendar.ics"), timeout=2, max_bytes=4096)


def test_a_server_that_never_answers_times_out(server, loopback_allowed):
    def silent(handler):
        clock.sleep(3)

    server.routes["/calendar.ics"] = silent

    started = clock.monotonic()
    with pytest.raises(BusyCalendarError, match="within 0.5 seconds"):
        fetch_calendar(server.url("/calendar.ics"), timeout=0.5, max_bytes=10_000)
    assert clock.monotonic() - started < 2


def test_a_server_dripping_bytes_cannot_outlast_the_timeout(server, loopback_allowed):
    def drip(handler):
        handler.send_response(200)
        handler.end_headers()
        for _ in range(40):
            handler.wfile.write(b"x")
            handler.wfile.flush()
            clock.sleep(0.1)

    server.routes["/calendar.ics"] = drip

    started = clock.monotonic()
    with pytest.raises(BusyCalendarError, match="within 1 seconds"):
        fetch_calendar(server.url("/calendar.ics"), timeout=1, max_bytes=10_000)
    assert clock.monotonic() - started < 2


# Refreshing a shop's busy calendar


@pytest.fixture
def shop(db):
    return make_shop(slug="ridgeline", bays=1)


@pytest.fixture
def calendar(shop, server):
    return BusyCalendar.objects.create(
        shop=shop, name="Owner's calendar", url=server.url("/calendar.ics")
    )


def event_on(day, start: time, end: time, zone, uid="event") -> str:
    return (
        f"UID:{uid}\n"
        f"DTSTART;TZID={zone.key}:{datetime.combine(day, start):%Y%m%dT%H%M%S}\n"
        f"DTEND;TZID={zone.key}:{datetime.combine(day, end):%Y%m%dT%H%M%S}"
    )


def busy_rows(calendar):
    return list(calendar.busy_times.order_by("start").values_list("start", "end"))


def test_a_refresh_replaces_the_calendars_busy_times(
    shop, calendar, server, loopback_allowed, next_weekday
):
    old = timezone.now() + timedelta(days=2)
    BusyTime.objects.create(calendar=calendar, start=old, end=old + timedelta(hours=1))
    server.routes["/calendar.ics"] = answer(
        ics(event_on(next_weekday, time(9), time(11), shop.zone))
    )

    assert busy_calendar_refresh(calendar)

    calendar.refresh_from_db()
    assert busy_rows(calendar) == [
        (
            datetime.combine(next_weekday, time(9), tzinfo=shop.zone),
            datetime.combine(next_weekday, time(11), tzinfo=shop.zone),
        )
    ]
    assert calendar.fetched_at is not None
    assert calendar.last_error == ""


def test_a_failed_fetch_keeps_the_old_busy_times_and_says_why(
    shop, calendar, server, loopback_allowed
):
    old = timezone.now() + timedelta(days=2)
    BusyTime.objects.create(calendar=calendar, start=old, end=old + timedelta(hours=1))
    server.routes["/calendar.ics"] = answer(b"down", status=503)

    assert not busy_calendar_refresh(calendar)

    calendar.refresh_from_db()
    assert busy_rows(calendar) == [(old, old + timedelta(hours=1))]
    assert "HTTP 503" in calendar.last_error
    assert calendar.fetched_at is None


def test_a_bad_file_keeps_the_old_busy_times_and_says_why(shop, calendar, server, loopback_allowed):
    old = timezone.now() + timedelta(days=2)
    BusyTime.objects.create(calendar=calendar, start=old, end=old + timedelta(hours=1))
    server.routes["/calendar.ics"] = answer(b"<html>Sign in to see this calendar</html>")

    assert not busy_calendar_refresh(calendar)

    calendar.refresh_from_db()
    assert busy_rows(calendar) == [(old, old + timedelta(hours=1))]
    assert "could not be read" in calendar.last_error


def test_a_good_refresh_clears_the_last_error(shop, calendar, server, loopback_allowed):
    calendar.last_error = "The calendar URL answered HTTP 503 Service Unavailable."
    calendar.save()
    server.routes["/calendar.ics"] = answer(ics())

    assert busy_calendar_refresh(calendar)

    calendar.refresh_from_db()
    assert calendar.last_error == ""


def test_a_refresh_reads_only_the_coming_weeks(shop, calendar, server, loopback_allowed):
    now = datetime(2026, 3, 1, 12, tzinfo=UTC)
    server.routes["/calendar.ics"] = answer(
        ics("UID:daily\nDTSTART:20260101T150000Z\nDTEND:20260101T160000Z\nRRULE:FREQ=DAILY")
    )

    assert busy_calendar_refresh(calendar, now=now)

    starts = [start for start, _ in busy_rows(calendar)]
    # From a day back to a day past the horizon: 28 February 12:00 to 1 April 12:00.
    assert starts[0] == datetime(2026, 2, 28, 15, tzinfo=UTC)
    assert starts[-1] == datetime(2026, 3, 31, 15, tzinfo=UTC)
    assert len(starts) == 32


def test_busy_times_keep_their_slots_from_being_offered(
    shop, calendar, server, loopback_allowed, next_weekday
):
    service = make_service(shop, "Oil change", minutes=30)
    server.routes["/calendar.ics"] = answer(
        ics(event_on(next_weekday, time(9), time(11), shop.zone))
    )
    before = {
        slot.start.astimezone(shop.zone).time()
        for slot in selectors.open_slots(
            shop, service, from_day=next_weekday, to_day=next_weekday, limit=100
        )
    }

    busy_calendar_refresh(calendar)

    after = {
        slot.start.astimezone(shop.zone).time()
        for slot in selectors.open_slots(
            shop, service, from_day=next_weekday, to_day=next_weekday, limit=100
        )
    }
    blocked = {time(9), time(9, 30), time(10), time(10, 30)}
    assert blocked <= before
    assert after == before - blocked


def test_the_command_refreshes_one_shops_calendars(shop, calendar, server, loopback_allowed):
    other_shop = make_shop(slug="rival")
    other = BusyCalendar.objects.create(
        shop=other_shop, name="Rival's", url=server.url("/calendar.ics")
    )
    server.routes["/calendar.ics"] = answer(ics())
    out = StringIO()

    call_command("refresh_busy_calendars", "--shop", "ridgeline", stdout=out)

    assert "ridgeline: Owner's calendar: 0 busy times" in out.getvalue()
    calendar.refresh_from_db()
    other.refresh_from_db()
    assert calendar.fetched_at is not None
    assert other.fetched_at is None


def test_the_command_reports_a_calendar_it_could_not_read(shop, calendar, server, loopback_allowed):
    server.routes["/calendar.ics"] = answer(b"", status=404)
    err = StringIO()

    call_command("refresh_busy_calendars", stdout=StringIO(), stderr=err)

    assert "ridgeline: Owner's calendar: The calendar URL answered HTTP 404" in err.getvalue()


def test_the_command_refuses_an_unknown_shop(shop):
    with pytest.raises(CommandError, match="no shop with the slug 'nowhere'"):
        call_command("refresh_busy_calendars", "--shop", "nowhere")


def test_the_periodic_task_refreshes_every_calendar(
    shop, calendar, server, loopback_allowed, next_weekday
):
    server.routes["/calendar.ics"] = answer(
        ics(event_on(next_weekday, time(9), time(11), shop.zone))
    )

    failures = refresh_busy_calendars.delay().get()

    assert failures == 0
    assert calendar.busy_times.count() == 1
