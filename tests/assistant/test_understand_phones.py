"""Phone numbers come out as E.164, with the US as the default region."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.understand import understand

NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))


def phone(message: str, *, expecting: str | None = None) -> str | None:
    return understand(message, now=NOW, expecting=expecting).understanding.phone


@pytest.mark.parametrize(
    "message",
    [
        "303-555-0142",
        "(303) 555 0142",
        "(303)555-0142",
        "+1 303 555 0142",
        "1-303-555-0142",
        "303.555.0142",
        "my number is 3035550142",
        "call me at 303 555 0142 after 5",
        "Dana Reyes, 303-555-0142, 2014 Civic",
        # Said aloud on a call, as the speech comes back.
        "my number is three zero three, five five five, zero one four two",
        "three oh three five five five oh one four two",
    ],
)
def test_it_reads_a_us_number_as_e164(message):
    assert phone(message) == "+13035550142"


def test_it_reads_a_number_when_the_assistant_asked_for_one():
    assert phone("3035550142", expecting="phone") == "+13035550142"


@pytest.mark.parametrize(
    ("message", "e164"),
    [("+44 20 7946 0958", "+442079460958"), ("+91 98765 43210", "+919876543210")],
)
def test_it_reads_an_international_number_with_its_country_code(message, e164):
    assert phone(message) == e164


@pytest.mark.parametrize(
    "message",
    [
        "555-0142",
        "123-456-7890",
        "303 555 014",
        "call me at 12345",
        "2014 Honda Civic at 12/3",
        "it has 120,000 miles",
        "the code is 493021",
    ],
)
def test_it_ignores_what_is_not_a_valid_number(message):
    assert phone(message) is None


def test_the_first_valid_number_wins():
    assert phone("555-0142, sorry, 303-555-0199 or 720-555-0100") == "+13035550199"


@pytest.mark.parametrize("message", ["one two three", "two or three cars", "five five five"])
def test_a_few_numbers_said_aloud_are_no_phone(message):
    assert phone(message) is None
