"""Grammar-constrained decoding: an answer's text held to a caller's grammar, token by token."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from torch import Tensor


class Grammar(Protocol):
    """The texts an answer may be, told one prefix at a time: decoding commits a token only when
    the answer's text with it still `allows` a valid answer, and ends the answer only where it
    `accepts` the whole text. A text ends in U+FFFD while a character of several bytes is
    still being written (a byte-level tokenizer writes "é" in two tokens): a grammar that copies
    such characters allows it where one of them may come."""

    def allows(self, text: str) -> bool: ...

    def accepts(self, text: str) -> bool: ...


Decode = Callable[[Sequence[int]], str]
# How many of the model's likeliest tokens a refused position tries: every one of a small
# vocabulary, and a bound on the time a 126k-token one (LLaDA's) can spend on a grammar that
# allows nothing there (each try decodes the answer and reads it).
CANDIDATES = 4096


def extended_text(
    grammar: Grammar,
    decode: Decode,
    stop_ids: frozenset[int],
    answer: list[int],
    text: str,
    token: int,
) -> str | None:
    """The answer's text (`text` is `decode(answer)`) with `token` added, or None when the
    grammar refuses it. A stop token adds nothing and is refused before a whole answer."""
    if token in stop_ids:
        return text if grammar.accepts(text) else None
    # A token that writes nothing (a special one) is no part of any answer.
    if not decode([token]):
        return None
    extended = decode([*answer, token])
    return extended if grammar.allows(extended) else None


def likeliest_allowed(
    grammar: Grammar,
    decode: Decode,
    stop_ids: frozenset[int],
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
        extended = extended_text(grammar, decode, stop_ids, answer, text, token)
        if extended is not None:
            return token, extended
    return None
