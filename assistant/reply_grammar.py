"""The grammar of a reply that frontdesk-small writes, for the engine's grammar-constrained
decoding: every word is one the model was trained to write (the words of the corpus's training
phrasings) or a word of the plan's facts and the shop's name, and the text is finished prose.

The small model garbles the facts' words it copies ("front suspenthe check", "Done, Xavbit"):
held to these words it writes "suspension" and "Xavier" instead, because no word it may write
begins "suspent" or "Xavb". It is the grounding guard's word check moved before the words are
written (assistant/grounding.py still reads every reply).
"""

from __future__ import annotations

import re
from functools import cache

from assistant.corpus_pools import REPLIES, TAKEN_OPENERS, TRAIN, split_pool

WORD = re.compile(r"[A-Za-z0-9]+")
# How the engine shows a character of several bytes that is still being written (engine/grammar.py).
PART_WRITTEN = "\ufffd"
SENTENCE_END = ".!?"
# A word opens a sentence at the start or after a sentence's end (or a colon: "Good news: ...").
OPENS_SENTENCE = re.compile(r"(?:^|[.!?:] )$")
SAID_TWICE = re.compile(r"\b([a-z0-9]+) \1\b")
# What finished prose never has: a space before punctuation, doubled punctuation or spaces.
UNFINISHED = re.compile(r" [.,!?:;]|[.,!?:;]{2}|  |^\s")


@cache
def trained_phrasings() -> tuple[str, ...]:
    """The reply phrasings of the corpus's training split, placeholders removed."""
    phrasings = [p for pool in REPLIES.values() for p in split_pool(pool, TRAIN)]
    phrasings += split_pool(TAKEN_OPENERS, TRAIN)
    return tuple(re.sub(r"\{\w+\}", " ", phrasing).strip() for phrasing in phrasings)


@cache
def _trained_words() -> frozenset[str]:
    """The phrasings' words as written inside a sentence: one that opens a sentence there is
    taken in lower case ("Your" in "Your car is booked." is "your")."""
    words = set()
    for phrasing in trained_phrasings():
        for word in WORD.finditer(phrasing):
            opens = OPENS_SENTENCE.search(phrasing[: word.start()])
            words.add(word.group()[:1].lower() + word.group()[1:] if opens else word.group())
    return frozenset(words)


def _beginnings(words: set[str], proper: bool = False) -> set[str]:
    return {word[:end] for word in words for end in range(1, len(word) + (not proper))}


class ReplyGrammar:
    """`allows(text)`: every finished word of the text is one of the phrasings' or the facts'
    words as they are written there (or capitalised where it opens a sentence), the word being
    written begins one, and the text is finished prose so far (no space before punctuation,
    nothing doubled, no word said twice in a row unless a fact says it so); `accepts(text)`:
    that, and it ends a sentence."""

    def __init__(self, facts: dict[str, str], shop: str) -> None:
        given = " ".join([*facts.values(), shop])
        sources = " ".join(trained_phrasings()) + " " + given
        self.given = given.lower()
        self.words = _trained_words() | set(WORD.findall(given))
        self.opening = {word[:1].upper() + word[1:] for word in self.words}
        self.beginnings = _beginnings(self.words)
        self.opening_beginnings = _beginnings(self.opening)
        self.unfinished = _beginnings(self.words, proper=True) | _beginnings(self.opening, True)
        self.characters = set(sources) | set(sources.upper())
        self.part_written = any(not ch.isascii() for ch in given)

    def allows(self, text: str) -> bool:
        if text.endswith(PART_WRITTEN) and self.part_written:
            text = text[:-1]
        if not set(text) <= self.characters or UNFINISHED.search(text):
            return False
        finished = text
        for word in WORD.finditer(text):
            opens = bool(OPENS_SENTENCE.search(text[: word.start()]))
            if word.end() == len(text) and word.group() in self.unfinished:
                # Still being written; a word that no longer one begins with is judged
                # finished, so that a word said twice is refused before a dead end.
                finished = text[: word.start()]
                known, opening = self.beginnings, self.opening_beginnings
            else:
                known, opening = self.words, self.opening
            if word.group() not in known and not (opens and word.group() in opening):
                return False
        # A word said twice ("fluid fluid") unless a fact says it so ("4-wheel wheel bearing").
        said_twice = SAID_TWICE.finditer(finished.lower())
        return all(twice.group() in self.given for twice in said_twice)

    def accepts(self, text: str) -> bool:
        return text[-1:] in tuple(SENTENCE_END) and self.allows(text)
