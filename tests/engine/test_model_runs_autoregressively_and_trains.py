from __future__ import annotations

import torch

from engine.autoregressive import generate_greedy
from engine.config import ModelConfig
from engine.transformer import Transformer

CONFIG = ModelConfig(
    family="dream",
    vocab_size=64,
    hidden_size=32,
    num_layers=2,
    num_heads=4,
    num_kv_heads=2,
    intermediate_size=48,
    rope_theta=10000.0,
    rms_norm_eps=1e-6,
    max_positions=64,
    qkv_bias=True,
    mask_token_id=63,
    eos_token_id=62,
    pad_token_id=62,
)


def random_model() -> Transformer:
    model = Transformer(CONFIG)
    model.init_random(torch.Generator().manual_seed(0), std=0.3)
    return model.eval()


def test_the_kv_cached_causal_decode_equals_recomputing_every_step():
    model = random_model()
    prompt = torch.tensor([[1, 5, 9, 2, 7], [3, 3, 8, 1, 0]])
    cached = generate_greedy(model, prompt, 10)
    tokens = prompt
    with torch.no_grad():
        for _ in range(10):
            next_token = model(tokens, is_causal=True)[:, -1].argmax(-1, keepdim=True)
            tokens = torch.cat([tokens, next_token], dim=1)
    assert torch.equal(cached, tokens)


def test_the_forward_is_differentiable_causal_or_bidirectional():
    model = random_model().train()
    ids = torch.randint(0, 62, (2, 12))
    key_mask = torch.ones(2, 12, dtype=torch.bool)
    key_mask[1, :3] = False
    for is_causal in (True, False):
        model.zero_grad()
        logits = model(ids, key_mask=key_mask, is_causal=is_causal)
        torch.nn.functional.cross_entropy(logits.flatten(0, 1), ids.flatten()).backward()
        assert all(p.grad is not None and p.grad.abs().sum() > 0 for p in model.parameters())
