"""Kinds of vehicle a shop may not work on, and the words customers say for each: the owner
declines "RV" and a customer asks about "a Winnebago" or "motor homes". Shared by the shop's
rule (Shop.declines) and the assistant's reading of a message."""

from __future__ import annotations

import re

# Kinds of vehicle a shop may not work on, each with the words customers say for one: its
# other names ("motor home", "r v"), and its makes and models ("a Winnebago", "harleys").
# An owner's word for the kind ("RV", "motorbike") names them all.
KINDS_OF_VEHICLE = {
    "motorcycle": (
        "motorcycle motorbike motor bike dirt bike",
        "harley harley-davidson harley davidson ducati kawasaki yamaha ktm sportster softail"
        " goldwing gold wing",
    ),
    "rv": (
        "rv motorhome motor home camper campervan camper van recreational vehicle travel trailer",
        "winnebago airstream",
    ),
}


def kind_of(keyword: str) -> tuple[list[str], list[str]]:
    """The words for the kind the owner's `keyword` names (["rv", "motorhome", ...]) and its
    makes (["winnebago", ...]); a keyword that names no kind, or names a make, only itself."""
    said = " ".join(keyword.lower().split())
    for kind, (names, makes) in KINDS_OF_VEHICLE.items():
        generic = [kind, *(name for name in phrases(names))]
        if said in generic or said.removesuffix("s") in generic:
            return generic, list(phrases(makes))
    return [said], []


def phrases(words: str) -> list[str]:
    """ "rv motorhome motor home camper": the names, where a name of two words is written with a
    space (the list holds the known two-word names whole)."""
    known = {"motor bike", "dirt bike", "harley davidson", "gold wing", "motor home",
             "camper van", "recreational vehicle", "travel trailer"}  # fmt: skip
    out, words_left = [], words.split()
    while words_left:
        two = " ".join(words_left[:2])
        if two in known:
            out.append(two)
            words_left = words_left[2:]
        else:
            out.append(words_left.pop(0))
    return out


def said_pattern(phrase: str) -> str:
    """A name as a pattern: its words apart or not ("motor home", "motorhome"), a name of two or
    three letters spelt out ("r v", "r.v."), and the plural ("rvs", "r v s", "RV's")."""
    if len(phrase) <= 3 and phrase.isalpha():
        letters = r"[ .]?".join(map(re.escape, phrase)) + r"\.?"
        return rf"{letters}(?: ?'?s\b)?"  # "r v s", as a caller's letters arrive
    body = r"[\s-]?".join(map(re.escape, phrase.split()))
    # Not a pickup's "camper shell", which is no RV.
    return rf"{body}(?:'?s|es)?(?!\s+(?:shells?|tops?)\b)"


def same_kind(keyword: str, vehicle: str) -> bool:
    """Whether `vehicle` is of the kind the owner's `keyword` names: "2015 Ducati" and "motor
    home" are a "motorcycle" and an "RV" (a keyword that names no kind is matched as itself)."""
    names, makes = kind_of(keyword)
    if not makes:
        return False
    said = "|".join(said_pattern(p) for p in sorted([*names, *makes], key=len, reverse=True))
    return re.search(rf"(?<![\w'-])(?:{said})(?![\w'-])", vehicle, re.IGNORECASE) is not None
