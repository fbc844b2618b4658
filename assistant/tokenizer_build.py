"""The small model's tokenizer: byte-level BPE trained on the training split of the corpus.

Digits are split one per token, so a model copies any time, price or phone number digit by
digit instead of needing a token for each number. Every space is a token of its own, so a word
is the same token wherever it stands: in the customer's message it follows a space, in the JSON
answer a quote, and with spaces glued to words (GPT-2 style) the two would be different tokens
and a name could not be copied into the JSON. The special tokens are the ones the engine's
Dream (ChatML) family expects: end of text (also the pad), the ChatML turn markers and the mask.
"""

from __future__ import annotations

import json
from pathlib import Path

from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers

from assistant.corpus import TRAIN, generate
from engine.tokenizer import render_chatml

END_OF_TEXT = "<|endoftext|>"
IM_START = "<|im_start|>"
IM_END = "<|im_end|>"
MASK = "<|mask|>"
SPECIAL_TOKENS = (END_OF_TEXT, IM_START, IM_END, MASK)  # ids 0..3, in this order


def corpus_texts(count: int, seed: int) -> list[str]:
    """Whole conversations (prompt and answer) as the model will see them."""
    texts = []
    for example in generate(TRAIN, count, seed):
        answer = {"role": "assistant", "content": example.target}
        texts.append(render_chatml([*example.messages, answer], add_generation_prompt=False))
    return texts


def build_tokenizer(vocab_size: int = 2048, examples: int = 20_000, seed: int = 0) -> Tokenizer:
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(r"\s"), behavior="isolated"),
            pre_tokenizers.Digits(individual_digits=True),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True),
        ]
    )
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=list(SPECIAL_TOKENS),
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(corpus_texts(examples, seed), trainer=trainer)
    return tokenizer


def save_tokenizer(tokenizer: Tokenizer, folder: str | Path) -> None:
    """tokenizer.json plus the tokenizer_config.json the engine reads its special tokens from."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tokenizer.save(str(folder / "tokenizer.json"))
    settings = {
        "bos_token": None,
        "eos_token": END_OF_TEXT,
        "pad_token": END_OF_TEXT,
        "mask_token": MASK,
        "additional_special_tokens": [IM_START, IM_END],
        "chat_template_family": "chatml",
    }
    (folder / "tokenizer_config.json").write_text(json.dumps(settings, indent=2) + "\n")
