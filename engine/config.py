"""Model configuration: one dataclass for every family, parsed from a Hugging Face config.json."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any


class ConfigError(ValueError):
    """A config.json the engine cannot run faithfully."""


@dataclass(frozen=True)
class ModelConfig:
    family: str  # "llada" or "dream": decides weight names, logits shift and chat template
    vocab_size: int
    hidden_size: int
    num_layers: int
    num_heads: int
    num_kv_heads: int
    intermediate_size: int
    rope_theta: float
    rms_norm_eps: float
    max_positions: int
    qkv_bias: bool
    mask_token_id: int
    eos_token_id: int
    pad_token_id: int
    bos_token_id: int | None = None

    @property
    def head_dim(self) -> int:
        return self.hidden_size // self.num_heads

    @property
    def logits_shift(self) -> int:
        # Dream reads token i from the hidden state at i-1 (it was adapted from an AR model).
        return 1 if self.family == "dream" else 0


def _require(raw: dict[str, Any], key: str, expected: Any) -> None:
    value = raw.get(key, expected)
    if value != expected:
        raise ConfigError(f"config.json: {key}={value!r} is not supported (expected {expected!r})")


def _llada(raw: dict[str, Any]) -> ModelConfig:
    # LLaDA's config keeps every OLMo switch; refuse the ones this engine does not implement
    # rather than silently computing something else.
    for key, expected in {
        "rope": True,
        "alibi": False,
        "block_type": "llama",
        "layer_norm_type": "rms",
        "activation_type": "silu",
        "include_bias": False,
        "weight_tying": False,
        "scale_logits": False,
        "input_emb_norm": False,
        "attention_layer_norm": False,
    }.items():
        _require(raw, key, expected)
    d_model = raw["d_model"]
    n_heads = raw["n_heads"]
    hidden = raw.get("mlp_hidden_size") or raw["mlp_ratio"] * d_model
    return ModelConfig(
        family="llada",
        vocab_size=raw.get("embedding_size") or raw["vocab_size"],
        hidden_size=d_model,
        num_layers=raw["n_layers"],
        num_heads=n_heads,
        num_kv_heads=raw.get("n_kv_heads") or n_heads,
        intermediate_size=hidden,
        rope_theta=float(raw.get("rope_theta", 10000.0)),
        rms_norm_eps=float(raw.get("rms_norm_eps", 1e-5)),
        max_positions=raw["max_sequence_length"],
        qkv_bias=bool(raw.get("include_qkv_bias", False)),
        mask_token_id=raw["mask_token_id"],
        eos_token_id=raw["eos_token_id"],
        pad_token_id=raw.get("pad_token_id", raw["eos_token_id"]),
        bos_token_id=raw.get("bos_token_id"),
    )


def _dream(raw: dict[str, Any]) -> ModelConfig:
    for key, expected in {
        "hidden_act": "silu",
        "use_sliding_window": False,
        "rope_scaling": None,
        "tie_word_embeddings": False,
    }.items():
        _require(raw, key, expected)
    n_heads = raw["num_attention_heads"]
    return ModelConfig(
        family="dream",
        vocab_size=raw["vocab_size"],
        hidden_size=raw["hidden_size"],
        num_layers=raw["num_hidden_layers"],
        num_heads=n_heads,
        num_kv_heads=raw.get("num_key_value_heads") or n_heads,
        intermediate_size=raw["intermediate_size"],
        rope_theta=float(raw.get("rope_theta", 10000.0)),
        rms_norm_eps=float(raw.get("rms_norm_eps", 1e-6)),
        max_positions=raw["max_position_embeddings"],
        qkv_bias=True,
        mask_token_id=raw["mask_token_id"],
        eos_token_id=raw["eos_token_id"],
        pad_token_id=raw.get("pad_token_id", raw["eos_token_id"]),
        bos_token_id=raw.get("bos_token_id"),
    )


_PARSERS = {"llada": _llada, "dream": _dream}


def config_from_dict(raw: dict[str, Any]) -> ModelConfig:
    model_type = raw.get("model_type")
    parser = _PARSERS.get(str(model_type).lower())
    if parser is None:
        known = ", ".join(sorted(_PARSERS))
        raise ConfigError(f"config.json: unknown model_type {model_type!r} (known: {known})")
    try:
        config = parser(raw)
    except KeyError as missing:
        raise ConfigError(f"config.json: missing key {missing.args[0]!r}") from None
    if config.hidden_size % config.num_heads or config.num_heads % config.num_kv_heads:
        raise ConfigError("config.json: heads do not divide the hidden size / each other")
    if config.mask_token_id == config.pad_token_id:
        raise ConfigError("config.json: the pad id must differ from the mask id")
    return config


def load_config(folder: str | Path) -> ModelConfig:
    folder = Path(folder)
    path = folder / "config.json"
    if not path.is_file():
        raise ConfigError(f"{folder}: no config.json")
    raw = json.loads(path.read_text())
    config = config_from_dict(raw)
    if config.bos_token_id is None:
        # LLaDA ships bos only in generation_config.json.
        generation = folder / "generation_config.json"
        if generation.is_file():
            bos = json.loads(generation.read_text()).get("bos_token_id")
            if bos is not None:
                config = replace(config, bos_token_id=bos)
    return config
