"""`manage.py shop_links SLUG`: the links an owner pastes into other apps."""

from __future__ import annotations

import json
from io import StringIO
from urllib.parse import urlsplit

import pytest
from django.core.management import call_command, execute_from_command_line
from django.core.management.base import CommandError

from tests.factories import make_shop

pytestmark = pytest.mark.django_db


def links(slug):
    out = StringIO()
    call_command("shop_links", slug, stdout=out)
    return json.loads(out.getvalue())


def test_it_prints_the_calendar_feed_first(settings):
    settings.PUBLIC_BASE_URL = "https://book.example.com"
    shop = make_shop(slug="ridgeline")

    printed = links("ridgeline")

    assert next(iter(printed)) == "calendar_feed"
    assert printed["calendar_feed"] == (
        f"https://book.example.com/calendar/{shop.calendar_token}.ics"
    )


def test_the_printed_feed_link_serves_the_feed(client):
    make_shop(slug="ridgeline")

    response = client.get(urlsplit(links("ridgeline")["calendar_feed"]).path)

    assert response.status_code == 200
    assert response.content.startswith(b"BEGIN:VCALENDAR")


def test_each_shop_gets_its_own_feed():
    make_shop(slug="ridgeline")
    make_shop(slug="rival")

    assert links("ridgeline")["calendar_feed"] != links("rival")["calendar_feed"]


def test_an_unknown_shop_is_a_clear_error():
    make_shop(slug="ridgeline")

    with pytest.raises(CommandError, match="no shop with the slug 'ridgline'"):
        call_command("shop_links", "ridgline")


def test_an_unknown_shop_exits_non_zero(capsys):
    with pytest.raises(SystemExit) as exited:
        execute_from_command_line(["manage.py", "shop_links", "nowhere"])

    assert exited.value.code != 0
    assert "nowhere" in capsys.readouterr().err


def test_it_prints_the_addresses_to_give_twilio(settings):
    settings.PUBLIC_BASE_URL = "https://book.example.com"
    make_shop(slug="ridgeline")

    printed = links("ridgeline")

    assert printed["twilio_voice_webhook"] == "https://book.example.com/twilio/voice"
    assert printed["twilio_sms_webhook"] == "https://book.example.com/twilio/sms"
