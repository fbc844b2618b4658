"""The customer's name: "this is Dana", "my name is Dana Reyes", or a bare "Dana Reyes" when
the assistant has just asked for it."""

from __future__ import annotations

import re

from assistant.understand.calendar_words import MONTHS, WEEKDAYS
from assistant.understand.text import THINKING_SOUND
from assistant.understand.vehicles import MAKES

NAME_WORD = r"[^\W\d_]+(?:['-][^\W\d_]+)*"
NAME = re.compile(rf"{NAME_WORD}(?:[ \t]+{NAME_WORD}){{0,2}}")
IS_NAME_WORD = re.compile(NAME_WORD)
# After these the next words are a name even in lower case ("my name is dana").
SURE_CUE = re.compile(r"\b(?:my name is|my name's|name is|name's|names)\s+", re.IGNORECASE)
# After these they are a name only when capitalised ("I'm Dana", not "I'm looking").
CAPITAL_CUE = re.compile(
    r"\b(?:this is|it's|its|i'm|im|i am|call me|you'?re (?:talking|speaking) (?:to|with))\s+",
    re.IGNORECASE,
)
LEADING_NAME = re.compile(rf"^\W*(?P<name>{NAME_WORD}(?:[ \t]+{NAME_WORD})?)\s+here\b")
CLAUSES = re.compile(r"[^,.!?;:\n]+")
MOST_CLAUSES = 3
MOST_WORDS = 3

NOT_NAMES = (
    frozenset(
        """a an the my our your his her their me we you it its this that these those there here
        what when where which who how why just also some any please thanks thank hi hello hey yes
        yeah yep no nope ok okay sure not so and or but if at in on for with from by about to of
        as is are was were be been am do does did have has had can could would will should may
        might must need want like get got good great fine free available interested sorry back
        still ready late early done busy new gonna really very today tomorrow tonight morning
        afternoon evening noon weekend week next last asap appointment car truck called one two
        three i i'm im idk dunno maybe""".split()
    )
    | set(WEEKDAYS)
    | set(MONTHS)
    | set(MAKES)
)


def read_name(text: str, *, expecting: str | None = None) -> str | None:
    """`text` is the cleaned message."""
    for cue, needs_capital in ((SURE_CUE, False), (CAPITAL_CUE, True)):
        for match in cue.finditer(text):
            name = _name_at(text, match.end(), needs_capital=needs_capital and expecting != "name")
            if name:
                return name
    leading = LEADING_NAME.match(text)
    if leading:
        name = _words_of_name(leading.group("name"), needs_capital=True)
        if name:
            return name
    if expecting == "name":
        for clause in CLAUSES.findall(text)[:MOST_CLAUSES]:
            name = _words_of_name(clause.strip(), needs_capital=False, whole=True)
            if name:
                return name
    return None


def _name_at(text: str, at: int, *, needs_capital: bool) -> str | None:
    found = NAME.match(text, at)
    return _words_of_name(found.group(), needs_capital=needs_capital) if found else None


def _words_of_name(words_text: str, *, needs_capital: bool, whole: bool = False) -> str | None:
    """The leading words that can be a name: not common words, and capitalised like the first
    one. With `whole`, every word must qualify (a reply that is only a name)."""
    words = words_text.split()
    if not words or (whole and len(words) > MOST_WORDS):
        return None
    kept: list[str] = []
    for word in words[:MOST_WORDS]:
        capital = word[0].isupper()
        # A bare reply is split on spaces only, so digits ("303 555 0199") must be refused here.
        if (
            not IS_NAME_WORD.fullmatch(word)
            or word.lower() in NOT_NAMES
            or THINKING_SOUND.fullmatch(word)
            or word.lower().endswith("ing")
        ):
            break
        if (needs_capital or (kept and kept[0][0].isupper())) and not capital:
            break
        kept.append(word)
    if not kept or (whole and len(kept) != len(words)):
        return None
    return " ".join(w if any(c.isupper() for c in w) else w.capitalize() for w in kept)
