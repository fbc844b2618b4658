from __future__ import annotations

import json
import shutil

import pytest
import torch
from conftest import checkpoint_dir
from safetensors.torch import load_file, save_file

from engine import Engine, SamplingParams
from engine.config import ConfigError
from engine.loading import CheckpointError


def copy_checkpoint(tmp_path, family: str = "llada"):
    folder = tmp_path / family
    shutil.copytree(checkpoint_dir(family), folder)
    return folder


def test_a_missing_tensor_is_named(tmp_path):
    folder = copy_checkpoint(tmp_path)
    tensors = load_file(folder / "model.safetensors")
    del tensors["model.transformer.blocks.1.up_proj.weight"]
    save_file(tensors, folder / "model.safetensors", metadata={"format": "pt"})
    with pytest.raises(
        CheckpointError, match=r"missing tensor 'model\.transformer\.blocks\.1\.up_proj"
    ):
        Engine.load(folder)


def test_a_misshapen_tensor_is_named_with_both_shapes(tmp_path):
    folder = copy_checkpoint(tmp_path, "dream")
    tensors = load_file(folder / "model.safetensors")
    tensors["model.layers.2.self_attn.k_proj.weight"] = torch.zeros(64, 64, dtype=torch.bfloat16)
    save_file(tensors, folder / "model.safetensors", metadata={"format": "pt"})
    with pytest.raises(CheckpointError, match=r"k_proj\.weight' has shape \[64, 64\].*\[32, 64\]"):
        Engine.load(folder)


def test_an_unknown_model_type_is_named(tmp_path):
    folder = copy_checkpoint(tmp_path)
    config = json.loads((folder / "config.json").read_text())
    config["model_type"] = "llama"
    (folder / "config.json").write_text(json.dumps(config))
    with pytest.raises(ConfigError, match="unknown model_type 'llama'"):
        Engine.load(folder)


def test_sharded_checkpoints_load_through_the_index(tmp_path, engines):
    folder = copy_checkpoint(tmp_path)
    tensors = load_file(folder / "model.safetensors")
    (folder / "model.safetensors").unlink()
    names = sorted(tensors)
    weight_map = {}
    for shard, part in enumerate((names[::2], names[1::2])):
        file = f"model-{shard + 1:05d}-of-00002.safetensors"
        save_file({n: tensors[n] for n in part}, folder / file, metadata={"format": "pt"})
        weight_map.update(dict.fromkeys(part, file))
    index = {"metadata": {}, "weight_map": weight_map}
    (folder / "model.safetensors.index.json").write_text(json.dumps(index))
    ids = torch.tensor([[128, 5, 384, 9]])
    assert torch.equal(Engine.load(folder).logits(ids), engines["llada"].logits(ids))


def test_upstream_folders_decode_blocks_of_32_and_an_explicit_length_wins():
    """LLaDA and Dream folders say nothing of blocks; Frontdesk's own write "block_length"."""
    folder = checkpoint_dir("dream")
    assert Engine.load(folder).block_length == 32
    assert Engine.load(folder, block_length=8).block_length == 8
    assert Engine.load(folder, block_length=None).block_length == 32


def test_a_prompt_longer_than_the_context_is_refused_with_the_limit(engines, chat_engines):
    too_long = torch.ones((1, 600), dtype=torch.long)
    with pytest.raises(ValueError, match="context of 512"):
        engines["llada"].logits(too_long)
    with pytest.raises(ValueError, match="context of 512"):
        engines["dream"].generate_ids(too_long[:, :500], max_new_tokens=32, steps=4)
    long_message = [{"role": "user", "content": "hello " * 480}]
    with pytest.raises(ValueError, match="context of 512"):
        chat_engines["llada"].generate(long_message, SamplingParams(max_new_tokens=64))
