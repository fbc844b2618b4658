"""`{{ number|phone }}`: a stored number as the owner writes it, "(303) 555-0142"."""

from __future__ import annotations

import phonenumbers
from django import template

from booking.phones import phone_words

register = template.Library()


@register.filter
def phone(e164: str) -> str:
    if not e164:
        return ""
    try:
        return phone_words(e164)
    except phonenumbers.NumberParseException:
        return e164  # kept as it was stored rather than lost
