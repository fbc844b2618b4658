"""Misspellings ("tommorow", "thursdy", "oil chnage") mended against a small vocabulary."""

from __future__ import annotations

import re
from collections.abc import Iterable

LETTERS = re.compile(r"[^\W\d_]+")
SHORTEST = 5  # shorter words have too many real neighbours ("noon"/"soon", "tire"/"fire")


def distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (a swap of two neighbours costs one), giving up with
    limit + 1 as soon as it must exceed `limit`."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = ca != cb
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def allowed_edits(word: str) -> int:
    return 1 if len(word) < 8 else 2


class Speller:
    """Mends a word to the one vocabulary word within reach. Misspellings nearly always keep the
    first letter, so words sharing it are compared first: that keeps a long message cheap."""

    def __init__(
        self,
        vocabulary: Iterable[str],
        *,
        also_known: Iterable[str] = (),
        shortest: int = SHORTEST,
        stretched: Iterable[str] = (),
        swapped: Iterable[str] = (),
        clipped: Iterable[str] = (),
    ) -> None:
        """`vocabulary` is what words are mended to; `also_known` are words left alone that
        nothing is mended to ("match" must not become "march"); words under `shortest` letters
        are left as they are, but for a letter typed twice: a word that is one of
        `vocabulary` or `stretched` (short words: "cost", "pick") with one letter doubled
        ("ccost", "picck") is mended whatever its length, as no real word is one of those.
        Short words of `swapped` are also mended from two neighbouring letters typed the wrong
        way round ("wokr", "boko", "opne"), and of `clipped` from one letter but the first left
        out ("sre"): the few real words made so ("cots", "sue") belong in `also_known`."""
        self.shortest = shortest
        targets = {word.lower() for word in vocabulary}
        self.known = targets | {word.lower() for word in also_known}
        self.unstretched = targets | {word.lower() for word in stretched}
        self.unswapped = {word.lower() for word in swapped}
        self.unclipped = {word.lower() for word in clipped}
        self.by_initial: dict[str, list[tuple[str, frozenset[str]]]] = {}
        self.by_second: dict[str, list[tuple[str, frozenset[str]]]] = {}
        for word in sorted(targets):
            entry = (word, frozenset(word))
            self.by_initial.setdefault(word[0], []).append(entry)
            self.by_second.setdefault(word[1:2], []).append(entry)

    def correct(self, word: str) -> str:
        if word in self.known or word in self.unstretched:
            return word
        undoubled = {
            word[:i] + word[i + 1 :] for i in range(1, len(word)) if word[i] == word[i - 1]
        }
        if len(found := undoubled & self.unstretched) == 1:
            return found.pop()
        if len(word) < self.shortest:
            unswapped = {
                word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)
            }
            if len(found := unswapped & self.unswapped) == 1:
                return found.pop()
            unclipped = {
                target
                for target in self.unclipped
                if len(target) == len(word) + 1
                and target[0] == word[0]
                and any(target[:i] + target[i + 1 :] == word for i in range(1, len(target)))
            }
            if len(unclipped) == 1:
                return unclipped.pop()
            return word
        return self._nearest(word)

    def correct_text(self, text: str) -> str:
        """`text` with every word mended; a repeated word is looked up once."""
        mended: dict[str, str] = {}

        def mend(match: re.Match[str]) -> str:
            word = match.group()
            if word not in mended:
                mended[word] = self.correct(word)
            return mended[word]

        return LETTERS.sub(mend, text)

    def _nearest(self, word: str) -> str:
        found = self._closest(word, self.by_initial.get(word[0], ()), allowed_edits(word))
        if found is not None:
            return found
        # Now and then the first letter is the typo itself: swapped with the next ("usre") or
        # left out ("ancel"). Only a single edit of that kind is mended.
        swapped = [c for c in self.by_initial.get(word[1], ()) if c[0][1:2] == word[0]]
        # A word can be both ("morning" for "omrning"): once is enough, or it ties with itself.
        candidates = dict.fromkeys(swapped + self.by_second.get(word[0], []))
        return self._closest(word, candidates, 1) or word

    @staticmethod
    def _closest(
        word: str, candidates: Iterable[tuple[str, frozenset[str]]], limit: int
    ) -> str | None:
        """The one candidate within `limit` edits; `word` itself when two are equally near (a
        guess, not a correction); None when none is within reach."""
        best, best_distance, tied = None, limit + 1, False
        letters = frozenset(word)
        for candidate, candidate_letters in candidates:
            # Each edit brings in at most one letter the other word lacks: a cheap way out.
            if len(letters - candidate_letters) > limit or len(candidate_letters - letters) > limit:
                continue
            found = distance(word, candidate, limit)
            if found < best_distance:
                best, best_distance, tied = candidate, found, False
            elif found == best_distance:
                tied = True
        return word if tied else best
