"""The grammar of a reply that frontdesk-small writes, for the engine's grammar-constrained
decoding: every word is one the model was trained to write for the act (the words of its
phrasings in the shop's one voice) or a word of the plan's facts and the shop's name, and the
text is finished prose, its first sentence the act's phrasing's for the plan's facts. A
booking's reply cannot open "Sorry," nor borrow "Which should I change?" from another act, as
the one-voice model did on catalog names it never saw, nor string the right words into no
sentence ("What for you oil change on Friday ...").

The small model garbles the facts' words it copies ("front suspenthe check", "Done, Xavbit"):
held to these words it writes "suspension" and "Xavier" instead, because no word it may write
begins "suspent" or "Xavb". It is the grounding guard's word check moved before the words are
written (assistant/grounding.py still reads every reply).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from assistant.corpus_pools import (
    ONE_TIME_QUESTION,
    REPLIES,
    TAKEN_OPENERS,
    VARIANT_REPLIES,
    asked_of_one_time,
)
from assistant.grounding import VERBATIM_FACTS, missing_facts
from assistant.schema import Act
from engine.grammar import may_finish, pending

WORD = re.compile(r"[^\W_]+")  # letters of any script: "Zoë" is one word
SENTENCE_END = ".!?"
# A word opens a sentence at the start or after a sentence's end (or a colon: "Good news: ...").
OPENS_SENTENCE = re.compile(r"(?:^|[.!?:] )$")
SAID_TWICE = re.compile(r"\b([a-z0-9]+) \1\b")
# What finished prose never has: a space before punctuation, doubled punctuation or spaces.
UNFINISHED = re.compile(r" [.,!?:;]|[.,!?:;]{2}|  |^\s")
# Words glued at punctuation ("those?Would", "December 4,I"), unless a fact is written so.
GLUED = re.compile(r"[A-Za-z][.,!?:;][A-Za-z]|\d[,?!;][A-Za-z]")


PLACEHOLDER = re.compile(r"\{\w+\}")
# Where a reply's first sentence ends: its punctuation, then a space or the end.
FIRST_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")


@cache
def _phrasings(act: str | None) -> tuple[str, ...]:
    """The reply phrasings the corpus trains, in the shop's one voice, with their
    {placeholders}: an act's own (its variants' too; "offer_times taken": with the opener of a
    time just taken), or every act's when `act` is None."""
    pools = [
        pool
        for name, pool in [*REPLIES.items(), *VARIANT_REPLIES.items()]
        if act is None or name.split()[0] == act.split()[0]
    ]
    if act is None or act.endswith(" taken"):
        pools.append(TAKEN_OPENERS)
    return tuple(pool[0] for pool in pools)


@cache
def _after_fact(key: str, act: str | None) -> frozenset[tuple[str, str]]:
    """What the training phrasings write right after a {key}, up to the next fact or their end,
    with that next fact's key ("" at the end): (".", ""), (" on ", "day")."""
    placeholder = "{" + key + "}"
    followers = set()
    for phrasing in _phrasings(act):
        if placeholder in phrasing:
            rest = phrasing.split(placeholder, 1)[1]
            then, _, next_fact = rest.partition("{")
            followers.add((then, next_fact.split("}", 1)[0] if next_fact else ""))
    return frozenset(followers) - {("", "")}


@cache
def _phrasing_words(act: str | None) -> tuple[frozenset[str], frozenset[str]]:
    """The phrasings' words as written inside a sentence (one that opens a sentence there also
    in lower case: "your" of "Your car is booked."), and the ones that open a sentence there,
    as written ("Sorry", "Your"; never "Runs", which follows a fact in "{service} runs about
    ...")."""
    inside, opening = set(), set()
    offers = act is None or act.startswith(Act.OFFER_TIMES)
    for phrasing in [*_phrasings(act), *([ONE_TIME_QUESTION] if offers else [])]:
        phrasing = PLACEHOLDER.sub("\x00", phrasing)  # a fact, which is no sentence end
        for word in WORD.finditer(phrasing):
            if OPENS_SENTENCE.search(phrasing[: word.start()]):
                opening.add(word.group())
                inside.add(word.group()[:1].lower() + word.group()[1:])
            else:
                inside.add(word.group())
    return frozenset(inside), frozenset(opening)


@cache
def _trained_lower(act: str | None) -> frozenset[str]:
    return frozenset(word.lower() for word in _phrasing_words(act)[0])


@cache
def _phrasing_beginnings(act: str | None) -> tuple[tuple[set[str], set[str]], set[str]]:
    """The beginnings of the phrasings' words (inside a sentence, opening one), and their
    proper beginnings: the same for every reply of an act, so made once."""
    inside, opening = _phrasing_words(act)
    return (_beginnings(set(inside)), _beginnings(set(opening))), _unfinished(set(inside))


def _unfinished(words: set[str]) -> set[str]:
    """What a word still being written may be: a proper beginning of one, in either case."""
    return _beginnings(words, proper=True) | _beginnings({_opening(w) for w in words}, True)


def _opening(word: str) -> str:
    return word[:1].upper() + word[1:]


def _beginnings(words: set[str], proper: bool = False) -> set[str]:
    return {word[:end] for word in words for end in range(1, len(word) + (not proper))}


def _taught_replies(act: str, facts: dict[str, str], shop: str) -> list[str]:
    """The act's phrasings that say just the facts of this plan that phrasings say (a move's
    "Your {service} is on {day} at {time}.", not "What day works best for your {service}?"),
    else those whose facts it has, filled in; none where no phrasing fits the plan (it is then
    not held so). One time offered is asked about, as the corpus asks it."""
    values = {**facts, "shop": shop}
    phrasings = [(p, {k[1:-1] for k in PLACEHOLDER.findall(p)}) for p in _phrasings(act)]
    said = values.keys() & set().union(*(keys for _, keys in phrasings))
    fitting = [p for p, keys in phrasings if keys == said] or [
        p for p, keys in phrasings if keys <= values.keys()
    ]
    fitting += [p for p, _ in phrasings if p in TAKEN_OPENERS]  # "Sorry, that time was just taken."
    one_time = act.startswith(Act.OFFER_TIMES) and " or " not in facts.get("times", " or ")
    filled = [PLACEHOLDER.sub(lambda key: values[key.group()[1:-1]], p) for p in fitting]
    if one_time:
        filled = [asked_of_one_time(reply) for reply in filled]
    return filled


def sentences(text: str) -> list[str]:
    """The text's sentences, each with its end, the last as far as it is written; each opening
    in lower case, since a sentence may open with a fact written so or capitalise it."""
    found, start = [], 0
    for end in FIRST_SENTENCE_END.finditer(text):
        found.append(text[start : end.end()].lstrip())
        start = end.end()
    return [said[:1].lower() + said[1:] for said in [*found, text[start:].lstrip()]]


@dataclass(frozen=True)
class _InFact:
    """Where a fact has a word: what must come right before it (in any case: the word before
    may open a sentence) and right after it there ("" where nothing is required)."""

    word: str  # as the fact writes it
    before: str
    after: str


def _fact_words(values: list[str], act: str | None) -> list[_InFact]:
    """Each word of the facts (lower case), where it stands in them: after the word before it
    when that one is no phrasing's word or is joined to it ("A/C", "4-wheel"), and before the
    word after it. A word the phrasings do not write so is copied from a fact as a run, never
    in pieces: "fluid change" for "transmission fluid service" is refused at "fluid", "A,C" at
    "C", and an "A" inside a sentence unless "/C" follows."""
    trained = _trained_lower(act)
    found = []
    for value in values:
        lower = value.lower()
        words = list(WORD.finditer(value))
        for index, word in enumerate(words):
            before = after = ""
            if index > 0:
                previous = words[index - 1]
                joined = lower[previous.end() : word.start()] != " "
                if joined or previous.group().lower() not in trained:
                    before = lower[previous.start() : word.start()]
            if index + 1 < len(words):
                after = value[word.end() : words[index + 1].end()]
            found.append(_InFact(word.group(), before, after))
    return found


class ReplyGrammar:
    """`allows(text)`: every finished word of the text is one of the phrasings' or the facts'
    words as they are written there (or capitalised where it opens a sentence), the word being
    written begins one, a word the phrasings do not write so stands where a fact has it, and
    the text is finished prose so far (no space before punctuation, nothing doubled, no word
    said twice in a row unless a fact says it so); `accepts(text)`: that, and it ends a
    sentence."""

    def __init__(self, facts: dict[str, str], shop: str, act: str | None = None) -> None:
        if act is not None and facts.get("taken"):
            act += " taken"
        self.act = act
        given = " ".join([*facts.values(), shop])
        sources = PLACEHOLDER.sub("", " ".join(_phrasings(act))) + f" {given} {ONE_TIME_QUESTION}"
        self.given, self.given_as_written = given.lower(), given
        self.characters = set(sources) | set(sources.upper())
        # The phrasings' words as written inside a sentence, and the ones that open one.
        self.trained = _phrasing_words(act)
        self.trained_beginnings, trained_unfinished = _phrasing_beginnings(act)
        # Facts said word for word (a week of hours, an address): once begun, carried through.
        self.verbatim = [(key, facts[key]) for key in VERBATIM_FACTS if facts.get(key)]
        self.facts = facts
        self.in_facts = _fact_words([*facts.values(), shop], act)
        fact_words = {place.word for place in self.in_facts}
        self.unfinished = trained_unfinished | _unfinished(fact_words)
        taught = _taught_replies(act, facts, shop) if act else []
        self.first_sentences = {sentences(reply)[0] for reply in taught}
        self.taught_sentences = {said for reply in taught for said in sentences(reply) if said}

    def allows(self, text: str) -> bool:
        written, begun = pending(text)
        if begun is not None:
            # A character still being written: the text is allowed if it may become one that
            # the facts or phrasings write there.
            could_be = [ch for ch in self.characters if may_finish(begun, ch)]
            return any(self.allows(written + ch) for ch in could_be)
        if not set(text) <= self.characters or UNFINISHED.search(text):
            return False
        if not all(self._carried_through(text, key, fact) for key, fact in self.verbatim):
            return False
        if not self._said_as_taught(text):
            return False
        if any(glued.group() not in self.given_as_written for glued in GLUED.finditer(text)):
            return False
        finished = text
        for word in WORD.finditer(text):
            opens = bool(OPENS_SENTENCE.search(text[: word.start()]))
            # A word that no longer one begins with is judged finished, so that a word said
            # twice is refused before a dead end.
            being_written = word.end() == len(text) and word.group() in self.unfinished
            if being_written:
                finished = text[: word.start()]
            if not self._may_stand(text, word, opens, being_written):
                return False
        # A word said twice ("fluid fluid") unless a fact says it so ("4-wheel wheel bearing").
        said_twice = SAID_TWICE.finditer(finished.lower())
        return all(twice.group() in self.given for twice in said_twice)

    def _may_stand(self, text: str, word: re.Match, opens: bool, being_written: bool) -> bool:
        """A word the phrasings write as it is written here goes anywhere; another is a fact's
        word and stands where a fact has it (a word being written: it begins such a word)."""
        written = word.group()
        inside, opening = self.trained_beginnings if being_written else self.trained
        # A sentence begun in lower case only where a fact is written so ("rear brake check
        # usually runs ..."), never with a phrasing's word ("check engine light ..." of "Check").
        lower_opening = opens and written[:1].islower() and not text[: word.start()].endswith(": ")
        if (written in inside and not lower_opening) or (opens and written in opening):
            return True
        before, following = text[: word.start()].lower(), text[word.end() :]
        for place in self.in_facts:
            forms = (place.word, _opening(place.word)) if opens else (place.word,)
            if being_written:
                fits = any(form.startswith(written) for form in forms)
            else:
                fits = written in forms
                fits = fits and place.after.startswith(following[: len(place.after)])
            if fits and before.endswith(place.before):
                return True
        return False

    def _said_as_taught(self, text: str) -> bool:
        """The first sentence is one the act's phrasings open with and each one after it one
        they say, their facts filled in (as written, but for a sentence's first letter): each
        word can be a phrasing's and the sentence still be no English ("What for you oil change
        on Friday ..." for "Your oil change is on Friday ...", "I happy the to book it.")."""
        if not self.first_sentences:
            return True
        said = sentences(text)
        for index, sentence in enumerate(said):
            # Each once: "For X on Monday, I have 9 AM. For X on Monday, I have 9 AM." is not.
            taught = self.first_sentences if index == 0 else self.taught_sentences - {*said[:index]}
            finished = index < len(said) - 1
            if finished and sentence not in taught:
                return False
            begun = not finished and sentence
            if begun and not any(whole.startswith(sentence) for whole in taught):
                return False
        return True

    def _carried_through(self, text: str, key: str, fact: str) -> bool:
        """Wherever the text begins `fact` (its first two words, whole), it goes on as the fact
        does until the fact is said, and says it once: "Monday to Friday 8 AM to 6 PM; closed
        Sunday", never "Monday to want to cancel" (the small model had never seen a week said
        that way)."""
        opening = re.match(r"\S+\s+[^\s,;.]+", fact)
        if opening is None:
            return True
        if fact in text:
            # Said once: "... closed Sunday and Monday to Friday ..." again is not, nor its start.
            after = text[text.find(fact) + len(fact) :]
            # And followed as the phrasings follow it ("Our hours are {hours}."), not by "and
            # are you driving".
            followed = any(
                after.startswith(then) or then.startswith(after) for then in self._followers(key)
            )
            if after and not followed and fact[-1] not in SENTENCE_END:
                return False
            first = opening.group().split()[0]
            # At a word's start: "we" of "we don't book ..." is not begun again by "Power".
            for again in re.finditer(rf"(?<!\w){re.escape(first)}", after):
                rest = after[again.start() :]
                # A phrasing's own word ("that") may come again; a fact's ("Monday") not even begun.
                begun_again = opening.group().startswith(rest) and first not in self.trained[0]
                if begun_again or rest.startswith(opening.group()):
                    return False
        for found in re.finditer(re.escape(opening.group()), text):
            said = text[found.start() :]
            if len(said) < len(fact):
                begun = said == fact[: len(said)]
                # "Monday to" may still become "Monday today": that is no beginning of the fact.
                within_a_word = text[found.end() : found.end() + 1].isalnum()
                if not begun and not within_a_word:
                    return False
            elif not said.startswith(fact):
                return False
        return True

    def _followers(self, key: str) -> list[str]:
        """What may follow the fact {key} here: the phrasings' words after it, and the next fact
        they name when this plan has it (" on Monday, March 9" for "... {hours} on {day}")."""
        return [
            then + (self.facts[then_key] if then_key else "")
            for then, then_key in _after_fact(key, self.act)
            if not then_key or self.facts.get(then_key)
        ]

    def accepts(self, text: str) -> bool:
        """It ends a sentence, is allowed, and has said every fact its act must state: the
        model cannot stop before them ("Cancel your you."), as the guard would refuse it."""
        if text[-1:] not in tuple(SENTENCE_END) or not self.allows(text):
            return False
        return self.act is None or not missing_facts(text, self.act.split()[0], self.facts)
