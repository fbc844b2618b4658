"""Autoregressive baseline: the same blocks with a causal mask and an incremental KV cache.

It prices one token per pass with a cache that never goes stale, the yardstick the diffusion
modes are measured against in the benchmark.
"""

from __future__ import annotations

import torch
from torch import Tensor

from engine.cache import KVCache
from engine.transformer import Transformer


@torch.inference_mode()
def generate_greedy(model: Transformer, prompt_ids: Tensor, max_new_tokens: int) -> Tensor:
    """Greedy continuation of equal-length prompts [B, P]; returns [B, P + max_new_tokens]."""
    config = model.config
    batch, prompt_length = prompt_ids.shape
    parameter = next(model.parameters())
    cache = KVCache.empty(
        config.num_layers,
        batch,
        config.num_kv_heads,
        prompt_length + max_new_tokens,
        config.head_dim,
        parameter.dtype,
        parameter.device,
    )
    logits = model(prompt_ids, is_causal=True, cache=cache, head=slice(-1, None))
    tokens = [prompt_ids]
    for offset in range(prompt_length, prompt_length + max_new_tokens):
        next_token = logits[:, -1].argmax(dim=-1, keepdim=True)
        tokens.append(next_token)
        if offset + 1 < prompt_length + max_new_tokens:
            logits = model(next_token, is_causal=True, cache=cache, offset=offset)
    return torch.cat(tokens, dim=1)
