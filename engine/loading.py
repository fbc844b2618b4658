"""Load a Hugging Face style folder (config.json + safetensors) into a Transformer."""

from __future__ import annotations

import json
import re
from pathlib import Path

import torch
from safetensors import safe_open

from engine import dream, llada
from engine.config import ModelConfig, load_config
from engine.transformer import Transformer

_WEIGHT_NAMES = {"llada": llada.WEIGHT_NAMES, "dream": dream.WEIGHT_NAMES}


class CheckpointError(ValueError):
    """A checkpoint that does not fit its config."""


def default_dtype(device: torch.device) -> torch.dtype:
    # bf16 halves the bytes read per pass on a GPU; CPUs are faster (and exact) in float32.
    return torch.bfloat16 if device.type == "cuda" else torch.float32


def checkpoint_name(config: ModelConfig, internal: str) -> str:
    """The on-disk name of an internal parameter name."""
    match = re.match(r"layers\.(\d+)\.(.*)", internal)
    if match is None:
        return _WEIGHT_NAMES[config.family][internal]
    pattern = _WEIGHT_NAMES[config.family][f"layers.{{i}}.{match.group(2)}"]
    return pattern.format(i=match.group(1))


def _tensor_files(folder: Path) -> dict[str, Path]:
    """Checkpoint tensor name -> the safetensors file holding it."""
    index = folder / "model.safetensors.index.json"
    if index.is_file():
        weight_map = json.loads(index.read_text())["weight_map"]
        return {name: folder / file for name, file in weight_map.items()}
    single = folder / "model.safetensors"
    if not single.is_file():
        raise CheckpointError(f"{folder}: no model.safetensors or model.safetensors.index.json")
    with safe_open(single, framework="pt") as handle:
        return dict.fromkeys(handle.keys(), single)


def load_model(
    folder: str | Path, device: str | torch.device = "cpu", dtype: torch.dtype | None = None
) -> Transformer:
    """Build the model on the meta device and fill it tensor by tensor from memory-mapped files,
    so a large checkpoint never sits in host memory twice."""
    folder = Path(folder)
    device = torch.device(device)
    dtype = dtype or default_dtype(device)
    config = load_config(folder)
    with torch.device("meta"):
        model = Transformer(config)
    files = _tensor_files(folder)
    tensors = {}
    handles: dict[Path, object] = {}
    try:
        for internal, expected in model.state_dict().items():
            name = checkpoint_name(config, internal)
            if name not in files:
                raise CheckpointError(f"{folder}: checkpoint is missing tensor {name!r}")
            path = files[name]
            if path not in handles:
                handles[path] = safe_open(path, framework="pt", device=str(device))
            shape = list(handles[path].get_slice(name).get_shape())
            if shape != list(expected.shape):
                raise CheckpointError(
                    f"{folder}: tensor {name!r} has shape {shape}, the config needs "
                    f"{list(expected.shape)}"
                )
            tensors[internal] = handles[path].get_tensor(name).to(dtype)
    finally:
        handles.clear()
    model.load_state_dict(tensors, assign=True)
    return model.eval()
