"""Busy calendars given as webcal:// links, the way Apple and Google offer to "subscribe": they
are accepted wherever a calendar URL is typed and fetched as https://, with the same address
checks as any other URL."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest
from django.conf import settings
from django.core.exceptions import ValidationError

from booking.busy_calendars import BusyCalendarError, busy_calendar_refresh, fetch_calendar
from booking.models import BusyCalendar
from booking.profiles import export_shop, import_shop
from tests.factories import make_shop

RIDGELINE = Path(settings.BASE_DIR) / "shops" / "ridgeline.toml"
ICLOUD = "webcal://p42-caldav.icloud.com/published/2/MTIzNDU2Nzg5"


def with_busy_calendar(url: str) -> str:
    return RIDGELINE.read_text() + f'\n[[busy_calendars]]\nname = "Owner"\nurl = "{url}"\n'


# Where an owner types the URL


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    [ICLOUD, "webcals://calendar.example.com/owner.ics", "https://calendar.example.com/a.ics"],
)
def test_the_model_accepts_webcal_and_https(url):
    BusyCalendar(shop=make_shop(), name="Owner", url=url).full_clean()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url", ["ftp://example.com/calendar.ics", "file:///etc/passwd", "webcal:/no-host", "owner.ics"]
)
def test_the_model_refuses_what_cannot_be_fetched(url):
    with pytest.raises(ValidationError) as refused:
        BusyCalendar(shop=make_shop(), name="Owner", url=url).full_clean()

    assert "webcal://" in str(refused.value.message_dict["url"])


@pytest.mark.django_db
def test_a_profile_imports_a_webcal_calendar_as_written_and_exports_it_back():
    shop = import_shop(text=with_busy_calendar(ICLOUD)).shop

    assert shop.busy_calendars.get().url == ICLOUD
    assert f'url = "{ICLOUD}"' in export_shop(shop)


# Fetching: webcal:// is https://, address checks included


def no_connection(*args, **kwargs):
    raise AssertionError("tried to connect")


@pytest.mark.parametrize(
    "url",
    [
        "webcal://127.0.0.1/calendar.ics",
        "webcal://localhost/calendar.ics",
        "webcals://169.254.169.254/latest/meta-data/",
        "webcal://[::1]:8443/calendar.ics",
        "WEBCAL://10.0.0.7/calendar.ics",
    ],
)
def test_a_webcal_url_to_a_private_address_is_refused_before_connecting(url, monkeypatch):
    monkeypatch.setattr(socket, "create_connection", no_connection)

    with pytest.raises(BusyCalendarError, match="not a public address"):
        fetch_calendar(url, timeout=1, max_bytes=10_000)


@pytest.fixture
def public_host(monkeypatch):
    """calendar.example resolves to a public address, and connecting to it hands back one end of
    a local socket pair: the test reads what the fetch sent from the other end."""
    connections = []
    real_getaddrinfo = socket.getaddrinfo

    def resolve(host, port, *args, **kwargs):
        if host != "calendar.example":
            return real_getaddrinfo(host, port, *args, **kwargs)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("93.184.216.34", port))]

    def connect(address, timeout=None, *args, **kwargs):
        ours, theirs = socket.socketpair()
        ours.settimeout(timeout)
        connections.append((address, theirs))
        return ours

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    monkeypatch.setattr(socket, "create_connection", connect)
    yield connections
    for _, theirs in connections:
        theirs.close()


def sent(theirs: socket.socket) -> bytes:
    theirs.settimeout(1)
    return theirs.recv(65536)


@pytest.mark.parametrize(
    "url, port",
    [
        ("webcal://calendar.example/owner.ics", 443),
        ("webcals://calendar.example/owner.ics", 443),
        ("webcal://calendar.example:8443/owner.ics", 8443),
    ],
)
def test_a_webcal_url_is_fetched_over_tls_from_the_checked_address(public_host, url, port):
    # Nobody answers the TLS handshake, so the fetch times out after sending its hello.
    with pytest.raises(BusyCalendarError, match="did not arrive"):
        fetch_calendar(url, timeout=0.3, max_bytes=10_000)

    ((address, theirs),) = public_host
    assert address == ("93.184.216.34", port)
    hello = sent(theirs)
    assert hello[:1] == b"\x16"  # a TLS handshake record, not a plain-text GET
    assert b"calendar.example" in hello  # the certificate is asked for the host's name


def test_an_http_url_is_still_fetched_in_plain_text(public_host):
    with pytest.raises(BusyCalendarError):
        fetch_calendar("http://calendar.example/owner.ics", timeout=0.3, max_bytes=10_000)

    ((address, theirs),) = public_host
    assert address == ("93.184.216.34", 80)
    assert sent(theirs).startswith(b"GET /owner.ics HTTP/1.1\r\n")


@pytest.mark.django_db
def test_a_refresh_of_a_webcal_calendar_at_a_private_address_says_why(monkeypatch):
    monkeypatch.setattr(socket, "create_connection", no_connection)
    calendar = BusyCalendar.objects.create(
        shop=make_shop(), name="Owner", url="webcal://169.254.169.254/calendar.ics"
    )

    assert not busy_calendar_refresh(calendar)

    calendar.refresh_from_db()
    assert "169.254.169.254, which is not a public address" in calendar.last_error
