"""The customer's message made safe to read: markup gone, one apostrophe, bounded work."""

from __future__ import annotations

import html
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Only [^<>] inside a tag, so a stray "<" never makes the scan go back over the text.
TAG = re.compile(r"<[^<>]*>")
SPACES = re.compile(r"\s+")
AIR_CONDITIONING = re.compile(r"\ba/c\b", re.IGNORECASE)
# What follows an hour said aloud: "pm", "o'clock", "thirty".
_HOUR_AFTER = r"(?:p\.?m\b|a\.?m\b|o'?clock\b|thirty\b|fifteen\b|forty[- ]five\b)"
# Cue words cut short or typed a letter off, too short for the speller to mend safely: each
# only where the words around it leave no other reading ("Moe" alone stays a name).
SHORTHAND = (
    (re.compile(r"\b(?:how|hw|hpw|hiw) (?:muh|mch|mich|mutch|muc)\b|\b(?:hw|hpw|hiw) much\b", re.I), "how much"),
    (re.compile(r"\b(?:moe|mve|mvoe|omve|mov)(?= (?:it|my|the|our|me|appt|appointment)\b)", re.I), "move"),
    (re.compile(r"\bhow (?:log|lng|lomg)\b", re.I), "how long"),
    (re.compile(r"\b(?:oen|opn|oepn)(?= (?:on|at|this|next|today|tomorrow|tmrw|sat|sun|\w+day|\w+ \d)|\W*$)", re.I), "open"),
    (re.compile(r"\b(?:undr|uder|udner|uner|nder|unedr)\b", re.I), "under"),
    (re.compile(r"\bhwat\b", re.I), "what"),
    (re.compile(r"(?<=\bset me )(?:abck|bakc|bck|bak)\b", re.I), "back"),
    (re.compile(r"\bwrk\b", re.I), "work"),
    # "here" after a name: "Sam Wexsen hee", "Tariq ere", "stella vanceski ehre".
    (re.compile(r"(?<=[a-z] )(?:hee|hre|hree|ehre|eere|heer|ere)\b(?!\s+(?:is|are|was|were|the|a|an)\b)", re.I), "here"),
    (re.compile(r"\bresch(?:ed)?\b", re.I), "reschedule"),
    (re.compile(r"\b(?:cxl|canx|cncl)\b", re.I), "cancel"),
    (re.compile(r"\b(?:ned|eed|nee|nede)(?= (?:it|to|an?|my|the|some|them|that)\b)", re.I), "need"),
    (re.compile(r"\b(does(?: [\w/-]+){1,6}? )(?:cot|cst|csot)\b", re.I), r"\1cost"),
    (re.compile(r"\b(?:prce|pirce|prcie|rpice|pric)\b|\bpice(?= (?:check|quote|for|on)\b)", re.I), "price"),
    (re.compile(r"\b(?:uote|qoute|qote|quoe)\b", re.I), "quote"),
    (re.compile(r"\b(?:ush|psuh|puhs)(?= (?:it|my|the|our|me|back)\b)", re.I), "push"),
    (re.compile(r"\b(?:whta|waht|wht|wat)(?= (?:can|do|does|is|are|time|kind|services)\b)", re.I), "what"),
    # Its first letter left out where a message opens: "hat can you fix", "hat do you guys do".
    (re.compile(r"^\W*hat(?= (?:can|do|does) (?:you|u|y'?all)\b| kind of\b)", re.I), "what"),
    (re.compile(r"\bwud(?= (?:be|work|like|you|u)\b)", re.I), "would"),
    (re.compile(r"\b(?:ofer|fofer|ofefr|offr)\b", re.I), "offer"),
    # A caller's hour as speech recognition wrote its sound: "at to pm", "at ate thirty".
    (re.compile(rf"\b(at|around|about|by) (?:to|too)(?= {_HOUR_AFTER})", re.I), r"\1 two"),
    (re.compile(rf"\b(at|around|about|by) ate(?= {_HOUR_AFTER})", re.I), r"\1 eight"),
    (re.compile(rf"\b(at|around|about|by) (?:for|fore)(?= {_HOUR_AFTER})", re.I), r"\1 four"),
)  # fmt: skip
# The shop's words as customers cut them short: "need a batt", "run a diag". Not "alt" (the
# alternator, but also a key, an alternative) nor "trans", which a catalog may list as said.
WORK_SHORTHAND = (
    (re.compile(r"\bbatt\b", re.I), "battery"),
    (re.compile(r"\bbatts\b", re.I), "batteries"),
    (re.compile(r"\bdiag\b", re.I), "diagnostic"),
    (re.compile(r"\bdiags\b", re.I), "diagnostics"),
    (re.compile(r"\btranny\b", re.I), "transmission"),
    (re.compile(r"\bsq(?:ee|we+|wea)k(y|ing|s)?\b", re.I), r"squeak\1"),  # "brks sqeek"
    (re.compile(r"\bbrks\b", re.I), "brakes"),
    (re.compile(r"\bbrk\b", re.I), "brake"),
    (re.compile(r"\balgn(?:mnt|ment)?\b", re.I), "alignment"),
    (re.compile(r"\btrans(?= (?:fluid|flush|service|slipping|problem))", re.I), "transmission"),
    # "my car wont strat", "car wnt start": too near "strut" and "want" to mend alone.
    (
        re.compile(
            r"\b(won'?t|wnt|doesn'?t|dosen'?t|didn'?t|can'?t|not) (?:strat|statr|sart|strt)\b", re.I
        ),
        r"\1 start",
    ),
    (re.compile(r"\bwnt(?= (?:start|crank|turn)\b)", re.I), "wont"),
    # "Autozone said it's code P0420": a trouble code the engine light set, whatever it names.
    (
        re.compile(r"\b(?:(?:error |trouble |engine )?codes? )?[pbcu][0-3]\d{3}\b", re.I),
        "engine code",
    ),
    # "Inspected before I buy it", "a car I'm thinking of buying, can you look it over": a
    # buyer's inspection, whatever part the shop's first inspection looks at.
    (
        re.compile(
            r"\b(inspect\w*|check(?:ed)? (?:it )?(?:out|over)|look(?:ed)? (?:it )?over)\b"
            r"([^.?!]{0,40}?)\b(?:buy|buying)\b",
            re.I,
        ),
        r"inspection\2purchase",
    ),
    (
        re.compile(
            r"\b(?:buy|buying)\b([^.?!]{0,60}?)\b(inspect\w*|check (?:it )?(?:out|over))", re.I
        ),
        r"purchase\1inspection",
    ),
    # "A check up before my road trip": the whole car looked over, no part's check of its own.
    (
        re.compile(
            r"\b(an?|the|my|quick|full|general|complete|annual|yearly|good|little) check[- ]?ups?\b",
            re.I,
        ),
        r"\1 general inspection",
    ),
    # "Check my car before a long drive", "look it over before my road trip": the same.
    (
        re.compile(
            r"\b(?:check|look) (?:over |out )?(?:my|the|our|it) ?(?:car|truck|van|suv)?(?: over| out)?"
            r"(?= (?:before|for) (?:a|my|our|the) (?:long |big )?(?:drive|trip|road ?trip|move)\b)",
            re.I,
        ),
        "a general inspection",
    ),
)
WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
# Sounds made while thinking, however drawn out: "hmm", "umm", "uh", "erm".
THINKING_SOUND = re.compile(r"h+m+|u+m+|u+h+|e+r+m*|a+h+|o+h+|m{2,}", re.IGNORECASE)
# "uh huh", "mhm", "mm hmm" say yes, though they are made of thinking sounds.
AGREEING_SOUND = r"uh[\s-]?huh|m+[\s-]?h+m+"
# A message of nothing but these answers nothing: the customer is still thinking.
FILLER = re.compile(
    rf"(?:\W*\b(?:{THINKING_SOUND.pattern}|well|so|wait|(?:hold|hang) on|one sec(?:ond)?"
    r"|(?:just |give me )?a (?:sec|second|minute|moment)"
    r"|let me (?:think|see|check|ask)(?: (?:about it|on (?:it|that)|my (?:calendar|schedule)"
    r"|with my (?:wife|husband|partner|boss)))?)\b)+\W*",
    re.IGNORECASE,
)
LONGEST_FILLER = 80


@dataclass(frozen=True)
class Token:
    text: str  # as written
    low: str
    start: int
    end: int


def clean(message: object) -> str:
    """Plain text with single spaces. Entities are decoded before tags are removed, so an
    escaped "&lt;script&gt;" is dropped like a real one."""
    if not isinstance(message, str):
        return ""
    text = unicodedata.normalize("NFKC", html.unescape(message))
    text = TAG.sub(" ", text).replace("\u2019", "'").replace("\u2018", "'")
    text = AIR_CONDITIONING.sub("AC", text)
    return SPACES.sub(" ", text).strip()


def mend_shorthand(text: str) -> str:
    """A customer's cleaned message with the cue words and the shop's words they cut short
    written out."""
    for shorthand, word in (*SHORTHAND, *WORK_SHORTHAND):
        text = shorthand.sub(word, text)
    return text


def is_filler(text: str) -> bool:
    """Whether the cleaned message is only a thinking noise or a "let me think"."""
    if re.fullmatch(rf"\W*(?:{AGREEING_SOUND})\W*", text, re.IGNORECASE):
        return False
    return len(text) <= LONGEST_FILLER and FILLER.fullmatch(text) is not None


def tokenize(text: str) -> list[Token]:
    return [Token(m.group(), m.group().lower(), m.start(), m.end()) for m in WORD.finditer(text)]


@lru_cache(maxsize=1 << 16)  # a conversation's turns stem the same words again and again
def stem(word: str) -> str:
    """A crude suffix strip, applied alike to the customer's words and the catalog's, so
    "squealing", "squeals" and "squeal" meet; it need not produce real words."""
    word = word.lower()
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 5 and word.endswith("ed"):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if len(word) > 4 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word
