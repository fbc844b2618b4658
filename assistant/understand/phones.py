"""Phone numbers in what the customer wrote, as E.164, with the US as the default region."""

from __future__ import annotations

import re

import phonenumbers

DEFAULT_REGION = "US"
# Digit runs shaped like a phone number. phonenumbers decides which are real; finding the
# candidates here keeps a long message to one linear scan.
CANDIDATE = re.compile(
    r"(?<![\w+])(?:\+\d[\d\s().-]{6,18}\d|(?:1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4})(?!\w)"
)


def read_phone(text: str) -> str | None:
    """The first valid number, or None. Invalid ones ("555-0142" without an area code, a
    number with too few digits) are ignored."""
    for match in CANDIDATE.finditer(text):
        try:
            number = phonenumbers.parse(match.group(), DEFAULT_REGION)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return None
