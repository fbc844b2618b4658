"""Grammar-constrained decoding: an answer's text held to a caller's grammar, token by token."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Protocol

from torch import Tensor


class Grammar(Protocol):
    """The texts an answer may be, told one prefix at a time: decoding commits a token only when
    the answer's text with it still `allows` a valid answer, and ends the answer only where it
    `accepts` the whole text. A text may end in a character still being written (a byte-level
    tokenizer writes "é" in two tokens): `pending(text)` splits off its bytes, and a grammar
    allows it where a character `may_finish` from them may come."""

    def allows(self, text: str) -> bool: ...

    def accepts(self, text: str) -> bool: ...


TextOf = Callable[[Sequence[int]], str]
# How many of the model's likeliest tokens a refused position tries: every one of a small
# vocabulary, and a bound on the time a 126k-token one (LLaDA's) can spend on a grammar that
# allows nothing there (each try decodes the answer and reads it).
CANDIDATES = 4096
# How a tokenizer that is not byte-level shows a character still being written.
REPLACEMENT = "\ufffd"
# How a byte-level one's grammar_text keeps its bytes: one lone surrogate each.
PENDING_BYTES = re.compile("[\udc80-\udcff]+\\Z")


def pending(text: str) -> tuple[str, bytes | None]:
    """(the text before a character still being written, that character's bytes so far): b""
    where they are unknown (U+FFFD), None where no character is pending."""
    if text.endswith(REPLACEMENT):
        return text[:-1], b""
    found = PENDING_BYTES.search(text)
    if not found:
        return text, None
    return text[: found.start()], found.group().encode("utf-8", errors="surrogateescape")


def may_finish(begun: bytes, character: str) -> bool:
    """Whether `character` can be the one whose bytes `begun` are (any character of several
    bytes when they are unknown)."""
    encoded = character.encode()
    return len(encoded) > max(1, len(begun)) and encoded.startswith(begun)


class GrammarReader:
    """Reads an answer's tokens as text (`text_of`: the tokenizer's grammar_text) to check them
    against a grammar."""

    def __init__(self, text_of: TextOf, stop_ids: frozenset[int]) -> None:
        self.text_of = text_of
        self.stop_ids = stop_ids

    def extended(self, grammar: Grammar, answer: list[int], text: str, token: int) -> str | None:
        """The answer's text (`text` is `text_of(answer)`) with `token` added, or None when the
        grammar refuses it. A stop token adds nothing and is refused before a whole answer."""
        if token in self.stop_ids:
            return text if grammar.accepts(text) else None
        # A token that writes nothing (a special one) is no part of any answer.
        if not self.text_of([token]):
            return None
        extended = self.text_of([*answer, token])
        return extended if grammar.allows(extended) else None

    def likeliest_allowed(
        self,
        grammar: Grammar,
        answer: list[int],
        text: str,
        logits: Tensor,
        limit: int = CANDIDATES,
    ) -> tuple[int, str] | None:
        """The most likely token (by `logits` [V]; -inf is never chosen) that the grammar allows
        after the answer, with the text it makes; None when none of the `limit` likeliest is."""
        ranked = logits.topk(min(limit, logits.shape[-1]))
        for score, token in zip(ranked.values.tolist(), ranked.indices.tolist(), strict=True):
            if score == -float("inf"):
                break
            extended = self.extended(grammar, answer, text, token)
            if extended is not None:
                return token, extended
        return None
