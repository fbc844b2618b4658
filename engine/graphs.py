"""Dual-cache steps replayed from CUDA graphs.

At batch 1 a GPU step of a large model is bound by launching kernels, not by the GPU: on an
H200 the 8B shape's 32-token step took 19 ms in eager PyTorch against ~4 ms to read its weights
(BENCHMARKS.md). A graph records a step's kernels once and replays them with one launch.

A graph replays fixed tensors, so each (rows, canvas length) gets its own static inputs, key/value
cache and output, and the step's offset is a device tensor (the cache is written with
`index_copy_`), so one graph serves every block of every request of that shape. The scheduler
pads canvases to `length_multiple` columns so that requests of similar lengths share a graph,
fills the static cache with its eager full pass at each block boundary, then calls `step`.

Without `capture` (a CPU) the same static buffers are run eagerly: the tests check on a CPU that
this path decodes exactly what the plain dual cache does.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import torch
from torch import Tensor

from engine.cache import KVCache
from engine.transformer import Transformer


@dataclass(eq=False)
class _StaticStep:
    ids: Tensor  # [B, W] the step's columns
    positions: Tensor  # [B, W]
    key_mask: Tensor  # [B, S]
    offset: Tensor  # 0-d: the first column of the window
    cache: KVCache  # [layers, B, kv_heads, S, head_dim]
    logits: Tensor | None = None
    graph: torch.cuda.CUDAGraph | None = None


class StepGraphs:
    def __init__(
        self,
        model: Transformer,
        block_length: int,
        *,
        capture: bool | None = None,
        length_multiple: int = 64,
        max_graphs: int = 8,
    ) -> None:
        self.model = model
        self.device = next(model.parameters()).device
        self.dtype = next(model.parameters()).dtype
        self.capture = self.device.type == "cuda" if capture is None else capture
        if self.capture and self.device.type != "cuda":
            raise ValueError("CUDA graphs need the model on a CUDA device")
        self.block_length = block_length
        self.length_multiple = length_multiple
        self.max_graphs = max_graphs
        self.window = block_length + model.config.logits_shift
        self.pool = torch.cuda.graph_pool_handle() if self.capture else None
        self.steps: OrderedDict[tuple[int, int], _StaticStep] = OrderedDict()

    def canvas_length(self, length: int) -> int:
        return -(-length // self.length_multiple) * self.length_multiple

    def cache(self, rows: int, length: int) -> KVCache:
        """The static cache of this shape, for the block's eager full pass to fill."""
        return self._static(rows, length).cache

    def adopt(self, cache: KVCache) -> KVCache:
        """Copy a cache (after rows left the batch) into the static cache of its shape."""
        static = self.cache(cache.keys.shape[1], cache.length)
        static.keys.copy_(cache.keys)
        static.values.copy_(cache.values)
        return static

    def step(self, ids: Tensor, positions: Tensor, key_mask: Tensor, offset: int) -> Tensor:
        """Logits of the block's positions [B, block, V] (the model's dtype): valid until the
        next step of the same shape."""
        static = self._static(*key_mask.shape)
        if ids.shape != static.ids.shape:
            raise ValueError(f"a graphed step runs {self.window} columns, not {ids.shape[1]}")
        static.ids.copy_(ids)
        static.positions.copy_(positions)
        static.key_mask.copy_(key_mask)
        static.offset.fill_(offset)
        if not self.capture:
            return self._run(static)
        if static.graph is None:
            self._record(static)
        static.graph.replay()
        return static.logits

    def _static(self, rows: int, length: int) -> _StaticStep:
        key = (rows, length)
        if key in self.steps:
            self.steps.move_to_end(key)
            return self.steps[key]
        while len(self.steps) >= self.max_graphs:
            self.steps.popitem(last=False)
        c = self.model.config
        on = dict(device=self.device)
        static = _StaticStep(
            ids=torch.full((rows, self.window), c.mask_token_id, dtype=torch.long, **on),
            positions=torch.zeros((rows, self.window), dtype=torch.long, **on),
            key_mask=torch.ones((rows, length), dtype=torch.bool, **on),
            offset=torch.zeros((), dtype=torch.long, **on),
            cache=KVCache.empty(
                c.num_layers, rows, c.num_kv_heads, length, c.head_dim, self.dtype, self.device
            ),
        )
        self.steps[key] = static
        return static

    def _run(self, static: _StaticStep) -> Tensor:
        return self.model(
            static.ids,
            position_ids=static.positions,
            key_mask=static.key_mask,
            cache=static.cache,
            offset=static.offset,
            head=slice(0, self.block_length),
        )

    def _record(self, static: _StaticStep) -> None:
        # Warm up on a side stream (lazy initialisation must not be captured), then record.
        # The inputs are the real step's, so the warm-up's cache writes are the step's own.
        stream = torch.cuda.Stream(self.device)
        stream.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(stream):
            for _ in range(2):
                self._run(static)
        torch.cuda.current_stream(self.device).wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, pool=self.pool):
            static.logits = self._run(static)
        static.graph = graph
