"""Fixtures the booking tests share: a shop like the demo's (two bays, open Mon-Sat), its oil
change, a customer, a fixed Monday morning and an appointment booked for 09:00 that day.

A file that needs another shop or service overrides `shop` or `service`; the fixtures built on
them (`now`, `start`, `appointment`...) follow it.

Twilio's API is never reached from these tests: `twilio_api` answers in its place.
"""

from __future__ import annotations

import json
import re
from datetime import timedelta
from urllib.parse import urlencode

import pytest
import requests
from django.utils import timezone
from twilio.http import HttpClient
from twilio.http.response import Response

from booking import twilio_account
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
def thursday_morning(shop, monkeypatch):
    """The clock reads 10:15 AM on Thursday 10 December 2026, the shop's time."""
    now = local(shop, 2026, 12, 10, 10, 15)
    monkeypatch.setattr(timezone, "now", lambda: now)
    return now


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


class TwilioAccounts(HttpClient):
    """Twilio's REST API as booking/twilio_account.py meets it over the wire: the accounts it
    knows (SID, Auth Token, the numbers each holds) and the requests made to it. It answers the
    IncomingPhoneNumbers list as Twilio does, a 401 to a SID and token it does not know; while
    `down`, the connection fails as requests' does, and while `failing` (an HTTP status), Twilio
    answers with that error."""

    LIST = re.compile(
        r"https://api\.twilio\.com/2010-04-01/Accounts/(AC\w+)/IncomingPhoneNumbers\.json"
    )

    def __init__(self):
        super().__init__(logger=None, is_async=False)
        self.accounts: dict[str, tuple[str, list[str]]] = {}
        self.requests: list[dict] = []
        self.down = False
        self.failing: int | None = None

    def add(self, sid: str, token: str, *numbers: str) -> None:
        self.accounts[sid] = (token, list(numbers))

    def request(self, method, url, params=None, data=None, headers=None, auth=None, **kwargs):
        self.requests.append({"method": method, "url": url, "params": params, "auth": auth})
        if self.down:
            raise requests.ConnectionError("Failed to establish a new connection")
        if self.failing:
            error = {"code": 20500, "message": "Internal Server Error", "status": self.failing}
            return Response(self.failing, json.dumps(error))
        listing = self.LIST.fullmatch(url)
        assert method == "GET" and listing, f"not a request Frontdesk makes: {method} {url}"
        sid = listing[1]
        token, numbers = self.accounts.get(sid, (None, []))
        if token is None or auth != (sid, token):
            return Response(401, json.dumps(AUTHENTICATE))
        # Twilio matches partial numbers: "+1303555" finds every number starting so.
        found = [n for n in numbers if str(params.get("PhoneNumber", "")) in n]
        size = int(params.get("PageSize", 50))
        return Response(200, json.dumps(numbers_page(sid, found[:size], params, size)))


# Twilio's answer to a wrong Account SID or Auth Token.
AUTHENTICATE = {
    "code": 20003,
    "detail": "Your AccountSid or AuthToken was incorrect.",
    "message": "Authenticate",
    "more_info": "https://www.twilio.com/docs/errors/20003",
    "status": 401,
}


def numbers_page(sid: str, numbers: list[str], params: dict, size: int) -> dict:
    """One page of an account's IncomingPhoneNumbers, shaped as Twilio's API returns it."""
    base = f"/2010-04-01/Accounts/{sid}/IncomingPhoneNumbers"
    uri = f"{base}.json?{urlencode({**params, 'Page': 0})}"
    return {
        "end": max(len(numbers) - 1, 0),
        "first_page_uri": uri,
        "incoming_phone_numbers": [number_record(sid, number, base) for number in numbers],
        "next_page_uri": None,
        "page": 0,
        "page_size": size,
        "previous_page_uri": None,
        "start": 0,
        "uri": uri,
    }


def number_record(sid: str, number: str, base: str) -> dict:
    pn = "PN" + number[-10:].rjust(32, "0")
    return {
        "account_sid": sid,
        "address_requirements": "none",
        "address_sid": None,
        "api_version": "2010-04-01",
        "beta": False,
        "bundle_sid": None,
        "capabilities": {"fax": False, "mms": True, "sms": True, "voice": True},
        "date_created": "Thu, 30 Jul 2025 23:19:04 +0000",
        "date_updated": "Thu, 30 Jul 2025 23:19:04 +0000",
        "emergency_address_sid": None,
        "emergency_address_status": "unregistered",
        "emergency_status": "Inactive",
        "friendly_name": f"({number[2:5]}) {number[5:8]}-{number[8:]}",
        "identity_sid": None,
        "origin": "twilio",
        "phone_number": number,
        "sid": pn,
        "sms_application_sid": "",
        "sms_fallback_method": "POST",
        "sms_fallback_url": "",
        "sms_method": "POST",
        "sms_url": "https://book.example.com/twilio/sms",
        "status": "in-use",
        "status_callback": "",
        "status_callback_method": "POST",
        "subresource_uris": {"assigned_add_ons": f"{base}/{pn}/AssignedAddOns.json"},
        "trunk_sid": None,
        "type": "local",
        "uri": f"{base}/{pn}.json",
        "voice_application_sid": "",
        "voice_caller_id_lookup": False,
        "voice_fallback_method": "POST",
        "voice_fallback_url": "",
        "voice_method": "POST",
        "voice_receive_mode": "voice",
        "voice_url": "https://book.example.com/twilio/voice",
    }


@pytest.fixture(autouse=True)
def twilio_api(monkeypatch) -> TwilioAccounts:
    """Twilio's API in place of api.twilio.com, knowing no account until a test adds one
    (`twilio_api.add(sid, token, "+13035550100")`)."""
    api = TwilioAccounts()
    monkeypatch.setattr(twilio_account, "http_client", api)
    return api
