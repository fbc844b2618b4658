"""Key/value caches for block diffusion decoding (and the autoregressive baseline).

A bidirectional model's keys and values depend on every position, so no cache is exact once a
token changes; Fast-dLLM's observation is that they barely move within a block. The cache is
therefore rebuilt by a full pass at each block boundary and reused for the block's steps:

* prefix: each step runs the current block and everything after it against the cached prefix;
* dual: each step runs the current block only, against the cached prefix and suffix.

With `refresh="step"` the full pass is repeated before every step, which makes the cached
computation equal to no cache up to float rounding: the test that the plumbing is right.

With `refresh="recent"` each boundary reruns only the block just finished and everything after
it; the prompt (run once, when the request arrives) and the older blocks keep the keys and
values they had when they were last run, as an autoregressive cache does. On a CPU, where a pass
costs in proportion to its columns and the prompt is most of the canvas, that is most of a
reply's arithmetic; older columns then never see later tokens, an approximation whose cost in
quality `engine.evaluate` measures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

import torch
from torch import Tensor

CacheMode = Literal["none", "prefix", "dual"]
Refresh = Literal["block", "step", "recent"]


class KVCache:
    """Keys and values of every layer for a [B, S] canvas: tensors [layers, B, kv_heads, S, D]."""

    def __init__(self, keys: Tensor, values: Tensor) -> None:
        self.keys = keys
        self.values = values

    @classmethod
    def empty(
        cls, layers: int, batch: int, kv_heads: int, length: int, head_dim: int, dtype, device
    ) -> KVCache:
        shape = (layers, batch, kv_heads, length, head_dim)
        return cls(
            torch.empty(shape, dtype=dtype, device=device),
            torch.empty(shape, dtype=dtype, device=device),
        )

    @property
    def length(self) -> int:
        return self.keys.shape[3]

    def layer(self, index: int) -> tuple[Tensor, Tensor]:
        return self.keys[index], self.values[index]

    def select(self, rows: Tensor) -> KVCache:
        return KVCache(self.keys.index_select(1, rows), self.values.index_select(1, rows))


@dataclass(frozen=True)
class Window:
    """The columns a cached step runs: [start, end) of the canvas."""

    start: int
    end: int


def step_window(
    mode: CacheMode, block_start: int, block_end: int, length: int, shift: int
) -> Window:
    """Columns to recompute in a cached step.

    A shifted model (Dream) predicts position i from the hidden state at i - 1, so the window
    starts one column early to produce the logits of the block's first position.
    """
    if mode == "dual":
        return Window(block_start - shift, block_end)
    return Window(block_start - shift, length)
