"""`manage.py chat SLUG`: a conversation in the terminal."""

from __future__ import annotations

import io

import pytest
from django.core.management import CommandError, call_command

from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


def test_it_answers_each_line_until_the_input_ends(monkeypatch):
    shop = make_shop(slug="ridgeline", address="1480 Ridge Rd, Golden, CO")
    make_service(shop, "Oil change")
    monkeypatch.setattr("sys.stdin", io.StringIO("where are you?\nhow much is an oil change?\n"))
    out = io.StringIO()
    call_command("chat", "ridgeline", stdout=out)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("Ridgeline Auto Repair: Hi")
    assert "1480 Ridge Rd" in lines[1]
    assert "$49 to $89" in lines[2]


def test_an_unknown_shop_is_a_clear_error():
    with pytest.raises(CommandError, match="No shop with the slug 'nowhere'"):
        call_command("chat", "nowhere")
