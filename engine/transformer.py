"""The decoder stack both families share: pre-norm blocks, RoPE, SwiGLU, SDPA attention.

LLaDA and Dream differ only in weight names (see checkpoints.py), q/k/v biases, the logits shift
and position convention for padded rows; the arithmetic is the same, so it lives here once.
The forward is plain autograd-friendly PyTorch unless a KV cache is passed (inference only).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from engine.cache import KVCache
from engine.config import ModelConfig


class RMSNorm(nn.Module):
    def __init__(self, size: int, eps: float) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(size))

    def forward(self, x: Tensor) -> Tensor:
        # Both upstream models normalise in float32 and apply the gain after casting back to
        # bf16; one kernel that applies it in float32 differs by a rounding, and a GPU step
        # at batch 1 pays for each of the four kernels the upstream way takes (BENCHMARKS.md).
        return F.rms_norm(x, (x.shape[-1],), self.weight, self.eps)


def rope_tables(position_ids: Tensor, head_dim: int, theta: float) -> tuple[Tensor, Tensor]:
    """cos and signed sin of shape [B, 1, T, head_dim], float32, rotate-half layout: the sin's
    first half negated, so that a rotation is one roll rather than a split, a negation and a
    concatenation in every layer."""
    exponents = torch.arange(0, head_dim, 2, device=position_ids.device, dtype=torch.float32)
    inv_freq = 1.0 / (theta ** (exponents / head_dim))
    freqs = position_ids.float()[..., None] * inv_freq  # [B, T, head_dim / 2]
    sin = freqs.sin()
    return torch.cat((freqs, freqs), dim=-1)[:, None].cos(), torch.cat((-sin, sin), -1)[:, None]


def apply_rope(x: Tensor, cos: Tensor, signed_sin: Tensor) -> Tensor:
    h = x.float()
    return (h * cos + h.roll(h.shape[-1] // 2, dims=-1) * signed_sin).to(x.dtype)


class Attention(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.num_heads = config.num_heads
        self.num_kv_heads = config.num_kv_heads
        self.head_dim = config.head_dim
        width, kv_width = config.num_heads * config.head_dim, config.num_kv_heads * config.head_dim
        self.q_proj = nn.Linear(config.hidden_size, width, bias=config.qkv_bias)
        self.k_proj = nn.Linear(config.hidden_size, kv_width, bias=config.qkv_bias)
        self.v_proj = nn.Linear(config.hidden_size, kv_width, bias=config.qkv_bias)
        self.o_proj = nn.Linear(width, config.hidden_size, bias=False)
        self.qkv_proj: nn.Linear | None = None

    def fuse_projections(self) -> None:
        """q, k and v as one matrix product, for inference (see Transformer.fuse_projections)."""
        self.qkv_proj = _fused(self.q_proj, self.k_proj, self.v_proj)
        del self.q_proj, self.k_proj, self.v_proj

    def forward(
        self,
        x: Tensor,
        rope: tuple[Tensor, Tensor],
        mask: Tensor | None,
        is_causal: bool,
        kv: tuple[Tensor, Tensor] | None,
        write_at: int | Tensor,  # the chunk's first cache column, or all its columns
    ) -> Tensor:
        batch, length, _ = x.shape
        if self.qkv_proj is not None:
            heads = self.num_heads + 2 * self.num_kv_heads
            qkv = self.qkv_proj(x).view(batch, length, heads, self.head_dim).transpose(1, 2)
            # The query and key heads rotated together: a GPU step pays for every kernel.
            rotated = self.num_heads + self.num_kv_heads
            q, k = apply_rope(qkv[:, :rotated], *rope).split((self.num_heads, self.num_kv_heads), 1)
            v = qkv[:, rotated:]
        else:
            q, k, v = (
                projection(x).view(batch, length, -1, self.head_dim).transpose(1, 2)
                for projection in (self.q_proj, self.k_proj, self.v_proj)
            )
            q, k = apply_rope(q, *rope), apply_rope(k, *rope)
        if kv is not None:
            cached_k, cached_v = kv
            if isinstance(write_at, Tensor):
                # The chunk's columns, which the host never reads: a CUDA graph replays the
                # write at any offset.
                cached_k.index_copy_(2, write_at, k)
                cached_v.index_copy_(2, write_at, v)
            else:
                cached_k[:, :, write_at : write_at + length] = k
                cached_v[:, :, write_at : write_at + length] = v
            # A causal step sees keys up to itself; a bidirectional one sees the whole canvas,
            # including the (possibly stale) cached suffix.
            end = write_at + length if is_causal else cached_k.shape[2]
            k, v = cached_k[:, :, :end], cached_v[:, :, :end]
        out = F.scaled_dot_product_attention(
            q,
            k,
            v,
            attn_mask=mask,
            is_causal=is_causal and mask is None,
            enable_gqa=self.num_kv_heads != self.num_heads,
        )
        return self.o_proj(out.transpose(1, 2).reshape(batch, length, -1))


class SwiGLU(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.gate_up_proj: nn.Linear | None = None

    def fuse_projections(self) -> None:
        """The gate and up branches as one matrix product, for inference."""
        self.gate_up_proj = _fused(self.gate_proj, self.up_proj)
        del self.gate_proj, self.up_proj

    def forward(self, x: Tensor) -> Tensor:
        if self.gate_up_proj is not None:
            gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        else:
            gate, up = self.gate_proj(x), self.up_proj(x)
        return self.down_proj(gated(gate, up))


def gated(gate: Tensor, up: Tensor) -> Tensor:
    """SwiGLU's gating, a function of its own (as apply_rope is) so that engine.step_profile
    can time it compiled into one kernel."""
    return F.silu(gate) * up


def _fused(*linears: nn.Linear) -> nn.Linear:
    """One Linear whose outputs are the given Linears' outputs side by side."""
    first = linears[0]
    fused = nn.Linear(
        first.in_features,
        sum(linear.out_features for linear in linears),
        bias=first.bias is not None,
        device=first.weight.device,
        dtype=first.weight.dtype,
    )
    with torch.no_grad():
        fused.weight.copy_(torch.cat([linear.weight for linear in linears]))
        if first.bias is not None:
            fused.bias.copy_(torch.cat([linear.bias for linear in linears]))
    return fused.requires_grad_(False)


class Block(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.attn_norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.attn = Attention(config)
        self.mlp_norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = SwiGLU(config)

    def forward(
        self,
        x: Tensor,
        rope: tuple[Tensor, Tensor],
        mask: Tensor | None,
        is_causal: bool,
        kv: tuple[Tensor, Tensor] | None,
        write_at: int | Tensor,  # the chunk's first cache column, or all its columns
    ) -> Tensor:
        x = x + self.attn(self.attn_norm(x), rope, mask, is_causal, kv, write_at)
        return x + self.mlp(self.mlp_norm(x))


class Transformer(nn.Module):
    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        self.config = config
        self.embed = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(Block(config) for _ in range(config.num_layers))
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(
        self,
        input_ids: Tensor,
        *,
        position_ids: Tensor | None = None,
        key_mask: Tensor | None = None,
        is_causal: bool = False,
        cache: KVCache | None = None,
        offset: int | Tensor = 0,
        head: slice | Tensor | None = None,
    ) -> Tensor:
        """Unshifted logits [B, T', V] for input_ids [B, T].

        position_ids: [B, T], default offset + arange(T).
        key_mask: [B, S] bool, True where a key may be attended; S is T, or the cache length.
        cache/offset: write this chunk's keys and values at [offset, offset + T) of the cache
            and attend to the cache (the whole canvas, or up to the chunk when causal). A 0-d
            tensor offset (bidirectional only) keeps the forward free of host reads, so it can
            be captured in a CUDA graph.
        head: positions (within the chunk) to run the LM head on, a slice or an index tensor;
            all by default.
        """
        batch, length = input_ids.shape
        if isinstance(offset, Tensor) and (is_causal or position_ids is None):
            raise ValueError("a tensor offset needs position_ids and a bidirectional pass")
        if position_ids is None:
            position_ids = torch.arange(offset, offset + length, device=input_ids.device)
            position_ids = position_ids.expand(batch, length)
        rope = rope_tables(position_ids, self.config.head_dim, self.config.rope_theta)
        keys = cache.length if cache is not None else length
        if is_causal and cache is not None:
            keys = offset + length
        mask = attention_mask(key_mask, is_causal, length, keys, offset, input_ids.device)
        x = self.embed(input_ids)
        if mask is not None:
            # SDPA turns a boolean mask into an additive one in every layer: once a pass here.
            bias = torch.zeros(mask.shape, dtype=x.dtype, device=x.device)
            mask = bias.masked_fill_(mask.logical_not(), float("-inf"))
        # The layers take a tensor offset as the chunk's cache columns, made once per pass.
        write_at = (
            offset + torch.arange(length, device=x.device) if isinstance(offset, Tensor) else offset
        )
        for index, layer in enumerate(self.layers):
            kv = cache.layer(index) if cache is not None else None
            x = layer(x, rope, mask, is_causal, kv, write_at)
        if isinstance(head, Tensor):
            x = x.index_select(1, head)
        elif head is not None:
            x = x[:, head]
        return self.lm_head(self.norm(x))

    def fuse_projections(self) -> Transformer:
        """Fuse each layer's q/k/v and gate/up weights into one matrix each, for inference on a
        GPU only (the weight names no longer match a checkpoint's): a GPU step at batch 1 pays
        for each kernel, and fusing took a graphed 8B step from 8.4 to 8.0 ms on an H100. On a
        CPU the wider products and the strided halves they leave measured 5% slower
        (BENCHMARKS.md)."""
        for layer in self.layers:
            layer.attn.fuse_projections()
            layer.mlp.fuse_projections()
        return self

    @torch.no_grad()
    def init_random(self, generator: torch.Generator | None = None, std: float = 0.02) -> None:
        """Random weights for benchmarks and as a training starting point."""
        for name, parameter in self.named_parameters():
            if name.endswith("norm.weight"):
                parameter.fill_(1.0)
            elif name.endswith("bias"):
                parameter.zero_()
            else:
                parameter.normal_(0.0, std, generator=generator)


def attention_mask(
    key_mask: Tensor | None, is_causal: bool, queries: int, keys: int, offset: int, device
) -> Tensor | None:
    """Boolean SDPA mask [B, 1, T, S] (True = attend), or None when nothing is masked.

    Padding is removed from the keys only: a padded query row still attends to real keys, so
    its output stays finite (and is ignored).
    """
    mask = None
    if key_mask is not None:
        mask = key_mask[:, None, None, :keys]
    if is_causal and (mask is not None or offset or queries != keys):
        rows = torch.arange(offset, offset + queries, device=device)[:, None]
        causal = torch.arange(keys, device=device)[None, :] <= rows
        mask = causal if mask is None else mask & causal
    return mask
