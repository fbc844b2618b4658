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

# A number that takes no texts, said of the one calling or texting: "this is a landline", "I
# don't have a cell phone", "this number can't get texts". Its confirmation cannot go there.
NO_TEXTS_HERE = re.compile(
    r"\b(?:landline|land line|home phone|house phone)\b"
    r"|\b(?:can'?t|cannot|can not|doesn'?t|does not|don'?t|do not|won'?t|will not) (?:get|receive"
    r"|take|do|accept) (?:text|sms|text message)(?:e?s)?\b"
    r"|\bnot a (?:cell|mobile)\b"
    r"|\bno (?:texts?|text messages|sms),? (?:please|pls|plz|thanks|just call|call)\b",
    re.IGNORECASE,
)
# No phone that takes texts at all, or no texts wanted: no other number to ask for.
NO_MOBILE = re.compile(
    r"\b(?:don'?t|do not|never) (?:have|own|use) (?:a |an )?(?:cell|mobile|cellphone|smart ?phone)"
    r"|\bno (?:cell|mobile|cellphone)(?: phone)?\b"
    # "I don't text": no texts wanted, to any number.
    r"|\b(?:i|we) (?:don'?t|do not|never|can'?t|cannot) text\b",
    re.IGNORECASE,
)

# Digits said as words, as a caller's speech comes back from the phone: "three oh three".
DIGIT_WORDS = {
    "zero": "0", "oh": "0", "o": "0", "one": "1", "two": "2", "three": "3", "four": "4",
    "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
SPOKEN_DIGITS = re.compile(
    rf"\b(?:{'|'.join(DIGIT_WORDS)})(?:[\s,.-]+(?:{'|'.join(DIGIT_WORDS)})){{6,}}\b", re.IGNORECASE
)


def read_phone(text: str) -> str | None:
    """The first valid number, or None. Invalid ones ("555-0142" without an area code, a
    number with too few digits) are ignored."""
    text = LETTER_FOR_A_DIGIT.sub(_the_digit, with_spoken_digits(text))
    for match in CANDIDATE.finditer(text):
        try:
            number = phonenumbers.parse(match.group(), DEFAULT_REGION)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_valid_number(number):
            return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return None


# "720-555-01O7", "7205550l07": a letter O or l typed for 0 or 1 among a number's digits.
LETTER_FOR_A_DIGIT = re.compile(r"(?<=\d)[oOlI](?=\)?[-. ]?\d)|(?<=\d[-. ])[oOlI](?=\d)")


def _the_digit(letter: re.Match[str]) -> str:
    return "0" if letter.group() in "oO" else "1"


def with_spoken_digits(text: str) -> str:
    """`text` with digits said as words written as digits: "three oh three ..." -> "303 ..."."""
    return SPOKEN_DIGITS.sub(_as_digits, text)


def without_spoken_numbers(text: str) -> str:
    """`text` with each phone number said in digit words ("seven two oh, five five five, ...")
    blanked to spaces of its length: its "seven" is no 7 o'clock."""

    def blank(match: re.Match[str]) -> str:
        return " " * len(match.group()) if read_phone(_as_digits(match)) else match.group()

    return SPOKEN_DIGITS.sub(blank, text)


def _as_digits(match: re.Match[str]) -> str:
    """ "three oh three, five five five, zero one nine nine" -> "303 555 0199"."""
    groups = re.split(r"\s*[,.-]\s*", match.group())
    return " ".join(
        "".join(DIGIT_WORDS[word.lower()] for word in group.split()) for group in groups if group
    )


def takes_no_texts(text: str) -> bool:
    """Whether the customer says the number they are on takes no texts (a landline), or that
    they have no phone that does."""
    return NO_TEXTS_HERE.search(text) is not None or has_no_mobile(text)


def has_no_mobile(text: str) -> bool:
    """ "I don't have a cell phone": no number that takes texts to ask for."""
    return NO_MOBILE.search(text) is not None
