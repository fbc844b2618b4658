from __future__ import annotations

import phonenumbers


def normalize_phone(raw: str, region: str = "US") -> str:
    """E.164 for a valid number as a person types it, or "" when it is not one."""
    try:
        number = phonenumbers.parse(raw, region)
    except phonenumbers.NumberParseException:
        return ""
    if not phonenumbers.is_valid_number(number):
        return ""
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
