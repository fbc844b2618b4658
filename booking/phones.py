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


def phone_words(e164: str) -> str:
    """'(303) 555-0142' for a North American number, '+44 20 7946 0958' for another: how people
    write one, and digits in groups a voice reads one by one (never "+13035550142")."""
    number = phonenumbers.parse(e164)
    if number.country_code == 1:
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
