"""Decoding passes through the static buffers a CUDA graph replays (engine/graphs.py).

A CPU cannot capture a graph, but it runs the same static buffers eagerly: the padded canvas,
the cache written at a tensor offset, the rows copied into a smaller static cache when a request
finishes. If any of that were wrong, the answers below would differ from the plain dual cache.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import torch

import engine as engine_package
from assistant.corpus import HELDOUT, generate
from engine import Engine, SamplingParams
from engine.cache import KVCache
from engine.graphs import StepGraphs
from engine.scheduler import Scheduler

MODEL = Path(engine_package.__file__).parent / "models" / "frontdesk-small"


@pytest.fixture(scope="module")
def small() -> Engine:
    return Engine.load(MODEL)


@pytest.mark.parametrize(
    ("refresh", "masked_blocks"),
    [
        ("block", None),  # both passes from graphs: the full pass and the step
        ("recent", 1),  # the folder's decoding: the step from a graph, the boundary eager
    ],
)
def test_graphed_passes_give_the_dual_cache_answers_for_a_batch(
    small: Engine, refresh: str, masked_blocks: int | None
) -> None:
    small = Engine(
        small.model,
        small.tokenizer,
        block_length=small.block_length,
        refresh=refresh,
        masked_blocks=masked_blocks,
    )
    conversations = [example.messages for example in generate(HELDOUT, 6, seed=3)]
    params = SamplingParams(max_new_tokens=64)
    plain = small.generate_batch(conversations, params)
    graphs = StepGraphs(small.model, small.block_length, capture=False)
    small.graphs = graphs
    graphed = small.generate_batch(conversations, params)
    assert [c.text for c in graphed] == [c.text for c in plain]
    assert [c.model_passes for c in graphed] == [c.model_passes for c in plain]
    # The answers end in different blocks, so rows left the batch (and its cache) mid-way.
    assert len({c.completion_tokens // small.block_length for c in plain}) > 1
    assert len({rows for rows, _ in graphs.shapes}) > 1


def test_canvases_of_similar_lengths_share_one_static_step(small: Engine) -> None:
    graphs = StepGraphs(small.model, small.block_length, capture=False, length_multiple=64)
    small.graphs = graphs
    try:
        for example in generate(HELDOUT, 4, seed=5):
            small.generate(example.messages, SamplingParams(max_new_tokens=32))
    finally:
        small.graphs = None
    lengths = [length for _, length in graphs.shapes]
    assert lengths and all(length % 64 == 0 for length in lengths)
    assert len(graphs.shapes) < 4


def test_a_tensor_offset_writes_the_cache_where_an_integer_offset_does(small: Engine) -> None:
    model, config = small.model, small.config
    ids = torch.randint(4, config.vocab_size, (2, 40))
    positions = torch.arange(40).expand(2, 40)

    def cached_step(offset) -> tuple[torch.Tensor, KVCache]:
        cache = KVCache.empty(
            config.num_layers, 2, config.num_kv_heads, 40, config.head_dim, torch.float32, "cpu"
        )
        with torch.inference_mode():
            model(ids, cache=cache)
            logits = model(
                ids[:, 23:40], position_ids=positions[:, 23:40], cache=cache, offset=offset
            )
        return logits, cache

    by_int, int_cache = cached_step(23)
    by_tensor, tensor_cache = cached_step(torch.tensor(23))
    torch.testing.assert_close(by_tensor, by_int)
    torch.testing.assert_close(tensor_cache.keys, int_cache.keys)


def test_graphs_need_a_cuda_device_and_the_dual_cache(small: Engine) -> None:
    with pytest.raises(ValueError, match="CUDA device"):
        Engine(small.model, small.tokenizer, cuda_graphs=True)
    graphs = StepGraphs(small.model, small.block_length, capture=False)
    with pytest.raises(ValueError, match="dual-cache"):
        Scheduler(small.model, block_length=small.block_length, cache="prefix", graphs=graphs)
    with pytest.raises(ValueError, match="dual-cache"):
        Scheduler(small.model, block_length=32, cache="dual", graphs=graphs)
