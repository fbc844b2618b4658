"""tokenizer.json through the `tokenizers` library, plus each family's chat template."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from tokenizers import Tokenizer

Message = Mapping[str, str]  # {"role": "user" | "assistant" | "system", "content": "..."}

DREAM_DEFAULT_SYSTEM = "You are a helpful assistant."

# The token that closes a turn in each family's template; generation stops on it too.
END_OF_TURN = {"llada": "<|eot_id|>", "dream": "<|im_end|>"}
WORD = re.compile(r"\w+|[^\w\s]")


def _byte_level_alphabet() -> dict[str, int]:
    """The character a byte-level BPE writes for each byte (GPT-2's table), inverted."""
    printable = [*range(ord("!"), ord("~") + 1), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    shown = {byte: chr(byte) for byte in printable}
    unprintable = [byte for byte in range(256) if byte not in shown]
    shown |= {byte: chr(256 + n) for n, byte in enumerate(unprintable)}
    return {character: byte for byte, character in shown.items()}


def render_llada(messages: Sequence[Message], bos: str, add_generation_prompt: bool) -> str:
    """LLaDA-8B-Instruct's template: bos, then header-id turns with trimmed content."""
    parts = [bos]
    for message in messages:
        parts.append(
            f"<|start_header_id|>{message['role']}<|end_header_id|>\n\n"
            f"{message['content'].strip()}<|eot_id|>"
        )
    if add_generation_prompt:
        parts.append("<|start_header_id|>assistant<|end_header_id|>\n\n")
    return "".join(parts)


def render_chatml(messages: Sequence[Message], add_generation_prompt: bool) -> str:
    """Dream's (Qwen2.5's) ChatML template, with its default system prompt."""
    turns = list(messages)
    system = DREAM_DEFAULT_SYSTEM
    if turns and turns[0]["role"] == "system":
        system = turns.pop(0)["content"]
    parts = [f"<|im_start|>system\n{system}<|im_end|>\n"]
    parts += [f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in turns]
    if add_generation_prompt:
        parts.append("<|im_start|>assistant\n")
    return "".join(parts)


def _token_text(value: str | Mapping[str, str] | None) -> str | None:
    if isinstance(value, Mapping):
        return value.get("content")
    return value


class ChatTokenizer:
    def __init__(self, tokenizer: Tokenizer, family: str, bos_token: str | None = None) -> None:
        self.tokenizer = tokenizer
        self.family = family
        self.bos_token = bos_token or "<|startoftext|>"

    @classmethod
    def load(cls, folder: str | Path, family: str) -> ChatTokenizer:
        folder = Path(folder)
        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        settings_path = folder / "tokenizer_config.json"
        settings = json.loads(settings_path.read_text()) if settings_path.is_file() else {}
        return cls(tokenizer, family, _token_text(settings.get("bos_token")))

    def encode(self, text: str) -> list[int]:
        # Templates spell out their special tokens, so the post-processor must not add more.
        return self.tokenizer.encode(text, add_special_tokens=False).ids

    def vocabulary(self, texts: Iterable[str]) -> frozenset[int]:
        """Every token id an answer needs to copy words out of these texts: each text's own
        tokens, and each word's tokens alone and after a space (a BPE that folds the space into
        the word tokenizes a word differently after a quote than inside the message)."""
        ids: set[int] = set()
        for text in texts:
            ids.update(self.encode(text))
            for word in WORD.findall(text):
                ids.update(self.encode(word))
                ids.update(self.encode(" " + word))
        return frozenset(ids)

    def decode(self, ids: Sequence[int]) -> str:
        return self.tokenizer.decode(list(ids), skip_special_tokens=True)

    def grammar_text(self, ids: Sequence[int]) -> str:
        """The text as a grammar reads it (engine/grammar.py): decode's, except that the bytes
        of a character still being written are kept, one lone surrogate each (Python's
        surrogateescape), so a grammar can tell "é" begun from "ñ" begun. A tokenizer that is
        not a byte-level BPE shows such a character as decode does, as U+FFFD."""
        token_bytes = self._token_bytes
        if token_bytes is None:
            return self.decode(ids)
        written = b"".join(token_bytes[i] for i in ids if 0 <= i < len(token_bytes))
        return written.decode("utf-8", errors="surrogateescape")

    @functools.cached_property
    def _token_bytes(self) -> list[bytes] | None:
        """Each token's bytes (none for a special token), for a byte-level BPE; else None."""
        decoder = json.loads(self.tokenizer.to_str()).get("decoder") or {}
        if decoder.get("type") != "ByteLevel":
            return None
        alphabet = _byte_level_alphabet()
        special = {
            i for i, added in self.tokenizer.get_added_tokens_decoder().items() if added.special
        }
        token_bytes = []
        for token in range(self.tokenizer.get_vocab_size(with_added_tokens=True)):
            piece = self.tokenizer.id_to_token(token)
            if token in special or piece is None:
                token_bytes.append(b"")
            elif all(character in alphabet for character in piece):
                token_bytes.append(bytes(alphabet[character] for character in piece))
            else:  # an added token, written as itself
                token_bytes.append(self.decode([token]).encode())
        return token_bytes

    def render(self, messages: Sequence[Message], add_generation_prompt: bool = True) -> str:
        if self.family == "llada":
            return render_llada(messages, self.bos_token, add_generation_prompt)
        return render_chatml(messages, add_generation_prompt)

    def chat_ids(
        self, messages: Sequence[Message], add_generation_prompt: bool = True
    ) -> list[int]:
        return self.encode(self.render(messages, add_generation_prompt))

    def end_of_turn_id(self) -> int | None:
        return self.tokenizer.token_to_id(END_OF_TURN[self.family])
