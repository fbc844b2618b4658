"""Decoding passes replayed from CUDA graphs.

At batch 1 a GPU step of a large model is bound by launching kernels, not by the GPU: on an
H200 the 8B shape's 32-token step took 19 ms in eager PyTorch against ~4 ms to read its weights
(BENCHMARKS.md). A graph records a step's kernels once and replays them with one launch.

A graph replays fixed tensors, so each (rows, canvas length) gets its own static inputs, key/value
cache and outputs, and two graphs: the full pass that opens a block (the columns whose logits it
returns are a device tensor) and the dual-cache step (its offset is a device tensor, the cache
written with `index_copy_`), so one pair serves every block of every request of that shape. The
scheduler pads canvases to `length_multiple` columns so that requests of similar lengths share
graphs. (With the recent refresh the boundary pass covers a varying window and runs eagerly.)

Without `capture` (a CPU) the same static buffers are run eagerly: the tests check on a CPU that
this path decodes exactly what the plain dual cache does.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch import Tensor

from engine.cache import KVCache
from engine.transformer import Transformer


@dataclass(eq=False)
class _Replay:
    """One pass over static tensors, recorded in a graph on its first use (run eagerly on a
    CPU)."""

    run: Callable[[], Tensor]
    logits: Tensor | None = None
    graph: torch.cuda.CUDAGraph | None = None


@dataclass(eq=False)
class _Shape:
    """The static tensors of one (rows, canvas length): the cache and key mask both passes
    share, the dual-cache step's window and offset, the full pass's canvas and LM-head
    columns."""

    key_mask: Tensor  # [B, S]
    cache: KVCache  # [layers, B, kv_heads, S, head_dim]
    step_ids: Tensor  # [B, W]: the step's columns
    step_positions: Tensor  # [B, W]
    offset: Tensor  # 0-d: the step's first column
    canvas: Tensor  # [B, S]
    canvas_positions: Tensor  # [B, S]
    head: Tensor  # [block]: the columns whose logits the full pass returns
    step: _Replay | None = None
    full: _Replay | None = None


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
        self.block_columns = torch.arange(block_length, device=self.device)
        self.shapes: OrderedDict[tuple[int, int], _Shape] = OrderedDict()

    def canvas_length(self, length: int) -> int:
        return -(-length // self.length_multiple) * self.length_multiple

    def cache(self, rows: int, length: int) -> KVCache:
        """The static cache of this shape, for the block's first pass to fill."""
        return self._shape(rows, length).cache

    def adopt(self, cache: KVCache) -> KVCache:
        """Copy a cache (after rows left the batch) into the static cache of its shape."""
        static = self.cache(cache.keys.shape[1], cache.length)
        static.keys.copy_(cache.keys)
        static.values.copy_(cache.values)
        return static

    def full(self, canvas: Tensor, positions: Tensor, key_mask: Tensor, head_start: int) -> Tensor:
        """The block's first pass over the whole canvas, filling the static cache: logits of
        the `block_length` columns from `head_start` (valid until this shape's next pass)."""
        shape = self._shape(*key_mask.shape)
        shape.canvas.copy_(canvas)
        shape.canvas_positions.copy_(positions)
        shape.key_mask.copy_(key_mask)
        torch.add(self.block_columns, head_start, out=shape.head)
        return self._replay(shape.full)

    def step(self, ids: Tensor, positions: Tensor, key_mask: Tensor, offset: int) -> Tensor:
        """A dual-cache step over the block's window: logits [B, block, V] (the model's dtype),
        valid until this shape's next pass."""
        shape = self._shape(*key_mask.shape)
        if ids.shape != shape.step_ids.shape:
            raise ValueError(f"a graphed step runs {self.window} columns, not {ids.shape[1]}")
        shape.step_ids.copy_(ids)
        shape.step_positions.copy_(positions)
        shape.key_mask.copy_(key_mask)
        shape.offset.fill_(offset)
        return self._replay(shape.step)

    def _shape(self, rows: int, length: int) -> _Shape:
        key = (rows, length)
        if key in self.shapes:
            self.shapes.move_to_end(key)
            return self.shapes[key]
        while len(self.shapes) >= self.max_graphs:
            self.shapes.popitem(last=False)
        c = self.model.config
        on = dict(device=self.device)
        shape = _Shape(
            key_mask=torch.ones((rows, length), dtype=torch.bool, **on),
            cache=KVCache.empty(
                c.num_layers, rows, c.num_kv_heads, length, c.head_dim, self.dtype, self.device
            ),
            step_ids=torch.full((rows, self.window), c.mask_token_id, dtype=torch.long, **on),
            step_positions=torch.zeros((rows, self.window), dtype=torch.long, **on),
            offset=torch.zeros((), dtype=torch.long, **on),
            canvas=torch.full((rows, length), c.mask_token_id, dtype=torch.long, **on),
            canvas_positions=torch.zeros((rows, length), dtype=torch.long, **on),
            head=self.block_columns.clone(),
        )
        step_head = slice(0, self.block_length)
        shape.step = self._pass(
            shape, shape.step_ids, shape.step_positions, offset=shape.offset, head=step_head
        )
        shape.full = self._pass(shape, shape.canvas, shape.canvas_positions, head=shape.head)
        self.shapes[key] = shape
        return shape

    def _pass(self, shape: _Shape, ids: Tensor, positions: Tensor, **where) -> _Replay:
        return _Replay(
            lambda: self.model(
                ids, position_ids=positions, key_mask=shape.key_mask, cache=shape.cache, **where
            )
        )

    def _replay(self, replay: _Replay) -> Tensor:
        if not self.capture:
            return replay.run()
        if replay.graph is None:
            replay.graph, replay.logits = record(replay.run, self.device)
        replay.graph.replay()
        return replay.logits


def record(run: Callable[[], Tensor], device: torch.device) -> tuple[torch.cuda.CUDAGraph, Tensor]:
    """A CUDA graph of `run` and the output tensor each replay refills. Warmed up on a side
    stream first (lazy initialisation must not be captured); the warm-up runs on the real
    inputs, so any cache writes are the pass's own."""
    stream = torch.cuda.Stream(device)
    stream.wait_stream(torch.cuda.current_stream(device))
    with torch.cuda.stream(stream):
        for _ in range(2):
            run()
    torch.cuda.current_stream(device).wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    # A private memory pool per graph: graphs of different shapes replay in any order.
    with torch.cuda.graph(graph):
        output = run()
    return graph, output
