"""Fixtures for the engine tests: the shared conformance checkpoints and a tiny tokenizer.

Plain pytest (no Django): the engine must be testable on its own.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import torch
from tokenizers import Tokenizer, models, pre_tokenizers

from engine import Engine

# The test models are tiny: a second OpenMP thread only adds barrier waits, which on a CI
# machine shared with other jobs made the suite ten times slower.
torch.set_num_threads(1)

FAMILIES = ("llada", "dream")

# Special tokens at the ids the tiny checkpoints use (see conformance/README.md).
SPECIAL_TOKENS = {
    "llada": {
        128: "<|startoftext|>",
        129: "<|endoftext|>",
        130: "<|start_header_id|>",
        131: "<|end_header_id|>",
        384: "<|mdm_mask|>",
        396: "<|eot_id|>",
    },
    "dream": {91: "<|endoftext|>", 92: "<|im_start|>", 93: "<|im_end|>", 114: "<|mask|>"},
}
WORDS = ["hello", "my", "brakes", "squeak", "can", "you", "book", "me", "tomorrow", "yes"]


def conformance_dir() -> Path:
    override = os.environ.get("FRONTDESK_CONFORMANCE_DIR")
    repo = Path(__file__).resolve().parents[2]
    path = Path(override) if override else repo.parent / "shared" / "conformance"
    if not path.is_dir():
        # CI has ../shared; a missing fixture must fail loudly, never skip.
        raise FileNotFoundError(f"conformance fixtures not found at {path}")
    return path


def checkpoint_dir(family: str) -> Path:
    return conformance_dir() / f"{family}-tiny"


def reference(family: str) -> dict:
    return json.loads((checkpoint_dir(family) / "reference.json").read_text())


@pytest.fixture(scope="session", params=FAMILIES)
def family(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture(scope="session")
def engines() -> dict[str, Engine]:
    return {family: Engine.load(checkpoint_dir(family)) for family in FAMILIES}


def build_tokenizer(family: str, vocab_size: int = 512) -> Tokenizer:
    special = SPECIAL_TOKENS[family]
    plain = iter(WORDS + [f"w{i}" for i in range(vocab_size)])
    vocab = {}
    for token_id in range(vocab_size):
        vocab[special.get(token_id) or next(plain)] = token_id
    tokenizer = Tokenizer(models.WordLevel(vocab, unk_token="w0"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    tokenizer.add_special_tokens(list(special.values()))
    return tokenizer


def chat_folder(family: str, root: Path) -> Path:
    """The conformance checkpoint plus a tiny tokenizer, as a loadable model folder."""
    folder = root / f"{family}-chat"
    folder.mkdir()
    for name in ("config.json", "generation_config.json", "model.safetensors"):
        (folder / name).symlink_to(checkpoint_dir(family) / name)
    build_tokenizer(family).save(str(folder / "tokenizer.json"))
    bos = "<|startoftext|>" if family == "llada" else None
    (folder / "tokenizer_config.json").write_text(json.dumps({"bos_token": bos}))
    return folder


@pytest.fixture(scope="session")
def chat_engines(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Engine]:
    root = tmp_path_factory.mktemp("chat")
    return {family: Engine.load(chat_folder(family, root)) for family in FAMILIES}
