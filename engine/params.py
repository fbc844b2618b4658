"""Typed sampling parameters for chat generation, and the `effort` knob."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.grammar import Grammar

Effort = Literal["low", "medium", "high"]
# Which masked positions a step commits: the most confident anywhere in the block (LLaDA,
# Fast-dLLM), or the confident run from the block's first masked position onwards.
Order = Literal["confidence", "left_to_right"]

# effort -> (confidence threshold, minimum tokens committed per pass). The minimum bounds the
# passes per block (block_length / minimum); the threshold lets a confident model finish sooner.
# High is Fast-dLLM's setting (0.9 and at least one token); lower effort commits more per pass.
EFFORT_TABLE: dict[str, tuple[float, int]] = {
    "low": (0.7, 4),
    "medium": (0.8, 2),
    "high": (0.9, 1),
}


@dataclass(frozen=True)
class SamplingParams:
    max_new_tokens: int = 256
    # High by default: a trained model clears the 0.9 threshold for several tokens a pass on its
    # own (frontdesk-small: 3.8 a pass at one-per-pass quality); medium's forced second token
    # cost it 8 points of grounded replies.
    effort: Effort = "high"
    # Explicit values override the effort table; threshold=0 disables threshold decoding
    # (the reference low-confidence schedule alone).
    threshold: float | None = None
    tokens_per_step: int | None = None
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None
    # Constrained decoding: the answer may use only these token ids (the stop tokens are always
    # allowed), for a caller that knows where every answer token must come from (JSON keys and
    # the customer's own words; ChatTokenizer.vocabulary). On frontdesk-small's JSON it bought
    # no quality (BENCHMARKS.md), so the assistant does not use it.
    allowed_token_ids: frozenset[int] | None = None
    # Grammar-constrained decoding: the answer's text is held to this grammar (a request with
    # one decodes left to right, so each token is checked with all its left context final).
    grammar: Grammar | None = None

    def __post_init__(self) -> None:
        if self.effort not in EFFORT_TABLE:
            raise ValueError(f"effort must be one of {sorted(EFFORT_TABLE)}, not {self.effort!r}")
        if self.max_new_tokens < 1:
            raise ValueError("max_new_tokens must be at least 1")
        if self.temperature < 0 or not 0 < self.top_p <= 1:
            raise ValueError("temperature must be >= 0 and top_p in (0, 1]")
        if self.allowed_token_ids is not None:
            if not self.allowed_token_ids:
                raise ValueError("allowed_token_ids is empty: the answer could use no token")
            if min(self.allowed_token_ids) < 0:
                raise ValueError("allowed_token_ids holds a negative id")


@dataclass(frozen=True)
class DecodeSettings:
    """SamplingParams resolved against the engine's block length."""

    max_new_tokens: int
    threshold: float | None
    steps_per_block: int
    temperature: float
    top_p: float
    seed: int | None
    allowed_token_ids: frozenset[int] | None = None
    grammar: Grammar | None = None


def resolve(params: SamplingParams, block_length: int) -> DecodeSettings:
    threshold, per_step = EFFORT_TABLE[params.effort]
    if params.threshold is not None:
        threshold = params.threshold or None
    per_step = params.tokens_per_step or per_step
    steps = max(1, block_length // min(per_step, block_length))
    return DecodeSettings(
        max_new_tokens=params.max_new_tokens,
        threshold=threshold,
        steps_per_block=steps,
        temperature=params.temperature,
        top_p=params.top_p,
        seed=params.seed,
        allowed_token_ids=params.allowed_token_ids,
        grammar=params.grammar,
    )
