"""Dream (Dream-org/Dream-v0-Instruct-7B): checkpoint names and the reference position convention."""

from __future__ import annotations

from torch import Tensor

WEIGHT_NAMES = {
    "embed.weight": "model.embed_tokens.weight",
    "layers.{i}.attn_norm.weight": "model.layers.{i}.input_layernorm.weight",
    "layers.{i}.attn.q_proj.weight": "model.layers.{i}.self_attn.q_proj.weight",
    "layers.{i}.attn.k_proj.weight": "model.layers.{i}.self_attn.k_proj.weight",
    "layers.{i}.attn.v_proj.weight": "model.layers.{i}.self_attn.v_proj.weight",
    "layers.{i}.attn.q_proj.bias": "model.layers.{i}.self_attn.q_proj.bias",
    "layers.{i}.attn.k_proj.bias": "model.layers.{i}.self_attn.k_proj.bias",
    "layers.{i}.attn.v_proj.bias": "model.layers.{i}.self_attn.v_proj.bias",
    "layers.{i}.attn.o_proj.weight": "model.layers.{i}.self_attn.o_proj.weight",
    "layers.{i}.mlp_norm.weight": "model.layers.{i}.post_attention_layernorm.weight",
    "layers.{i}.mlp.gate_proj.weight": "model.layers.{i}.mlp.gate_proj.weight",
    "layers.{i}.mlp.up_proj.weight": "model.layers.{i}.mlp.up_proj.weight",
    "layers.{i}.mlp.down_proj.weight": "model.layers.{i}.mlp.down_proj.weight",
    "norm.weight": "model.norm.weight",
    "lm_head.weight": "lm_head.weight",
}


def reference_position_ids(attention_mask: Tensor) -> Tensor:
    """diffusion_generate's convention: real tokens count from 0, pads sit at position 1."""
    positions = attention_mask.long().cumsum(-1) - 1
    return positions.masked_fill(attention_mask == 0, 1)
