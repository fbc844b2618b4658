"""LLaDA (GSAI-ML/LLaDA-8B-Instruct): checkpoint names and the reference position convention."""

from __future__ import annotations

import torch
from torch import Tensor

# Internal parameter name -> name in the released checkpoint ({i} is the layer index).
WEIGHT_NAMES = {
    "embed.weight": "model.transformer.wte.weight",
    "layers.{i}.attn_norm.weight": "model.transformer.blocks.{i}.attn_norm.weight",
    "layers.{i}.attn.q_proj.weight": "model.transformer.blocks.{i}.q_proj.weight",
    "layers.{i}.attn.k_proj.weight": "model.transformer.blocks.{i}.k_proj.weight",
    "layers.{i}.attn.v_proj.weight": "model.transformer.blocks.{i}.v_proj.weight",
    "layers.{i}.attn.q_proj.bias": "model.transformer.blocks.{i}.q_proj.bias",
    "layers.{i}.attn.k_proj.bias": "model.transformer.blocks.{i}.k_proj.bias",
    "layers.{i}.attn.v_proj.bias": "model.transformer.blocks.{i}.v_proj.bias",
    "layers.{i}.attn.o_proj.weight": "model.transformer.blocks.{i}.attn_out.weight",
    "layers.{i}.mlp_norm.weight": "model.transformer.blocks.{i}.ff_norm.weight",
    # LLaDA's ff_proj is the gate (through SiLU), up_proj the linear branch.
    "layers.{i}.mlp.gate_proj.weight": "model.transformer.blocks.{i}.ff_proj.weight",
    "layers.{i}.mlp.up_proj.weight": "model.transformer.blocks.{i}.up_proj.weight",
    "layers.{i}.mlp.down_proj.weight": "model.transformer.blocks.{i}.ff_out.weight",
    "norm.weight": "model.transformer.ln_f.weight",
    "lm_head.weight": "model.transformer.ff_out.weight",
}


def reference_position_ids(attention_mask: Tensor) -> Tensor:
    """Absolute columns, padding or not: what modeling_llada.py does."""
    batch, length = attention_mask.shape
    return torch.arange(length, device=attention_mask.device).expand(batch, length)
