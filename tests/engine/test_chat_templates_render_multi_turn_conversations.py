from __future__ import annotations

from conftest import build_tokenizer

from engine.tokenizer import ChatTokenizer

CONVERSATION = [
    {"role": "system", "content": "You book repairs."},
    {"role": "user", "content": " hello "},
    {"role": "assistant", "content": "yes"},
    {"role": "user", "content": "book me tomorrow"},
]


def test_llada_uses_header_ids_with_bos_and_trimmed_content():
    tokenizer = ChatTokenizer(build_tokenizer("llada"), "llada", "<|startoftext|>")
    assert tokenizer.render(CONVERSATION) == (
        "<|startoftext|>"
        "<|start_header_id|>system<|end_header_id|>\n\nYou book repairs.<|eot_id|>"
        "<|start_header_id|>user<|end_header_id|>\n\nhello<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\nyes<|eot_id|>"
        "<|start_header_id|>user<|end_header_id|>\n\nbook me tomorrow<|eot_id|>"
        "<|start_header_id|>assistant<|end_header_id|>\n\n"
    )


def test_dream_uses_chatml_with_the_default_system_prompt():
    tokenizer = ChatTokenizer(build_tokenizer("dream"), "dream")
    assert tokenizer.render(CONVERSATION[1:], add_generation_prompt=False) == (
        "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n"
        "<|im_start|>user\n hello <|im_end|>\n"
        "<|im_start|>assistant\nyes<|im_end|>\n"
        "<|im_start|>user\nbook me tomorrow<|im_end|>\n"
    )
    assert tokenizer.render(CONVERSATION).startswith("<|im_start|>system\nYou book repairs.")
    assert tokenizer.render(CONVERSATION).endswith("<|im_end|>\n<|im_start|>assistant\n")


def test_special_tokens_encode_as_single_ids():
    tokenizer = ChatTokenizer(build_tokenizer("llada"), "llada", "<|startoftext|>")
    ids = tokenizer.chat_ids([{"role": "user", "content": "hello"}])
    assert ids[:2] == [128, 130]
    assert ids.count(396) == 1
    assert tokenizer.end_of_turn_id() == 396
