"""Token choice: the two families' reference samplers and the primitives the engine decodes with.

The reference samplers reproduce upstream `generate()` (LLaDA) and `diffusion_generate()`
(Dream) decision for decision, so `Engine.generate_ids` matches the published models' outputs.
"""

from __future__ import annotations

from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import Tensor

# (canvas [B, L], attention_mask [B, L] or None) -> unshifted logits [B, L, V]
Forward = Callable[[Tensor, Tensor | None], Tensor]


def transfer_counts(masked: Tensor, steps: int) -> Tensor:
    """Tokens to commit at each step, [B, steps]: an even split, remainder to the first steps."""
    base = masked // steps
    extra = masked % steps
    counts = base[:, None].expand(-1, steps).clone()
    counts += torch.arange(steps, device=masked.device)[None, :] < extra[:, None]
    return counts


def top_k_filter(logits: Tensor, k: int) -> Tensor:
    k = min(k, logits.shape[-1])
    kth = torch.topk(logits, k)[0][..., -1, None]
    return logits.masked_fill(logits < kth, torch.finfo(logits.dtype).min)


def top_p_filter(logits: Tensor, p: float) -> Tensor:
    """Keep the smallest set of tokens whose probability reaches p (always the top one)."""
    sorted_logits, order = torch.sort(logits, descending=True)
    cumulative = torch.cumsum(F.softmax(sorted_logits, dim=-1), dim=-1)
    remove = cumulative > p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    remove = torch.zeros_like(remove).scatter(-1, order, remove)
    return logits.masked_fill(remove, torch.finfo(logits.dtype).min)


def gumbel_noise(logits: Tensor, temperature: float, generator: torch.Generator | None) -> Tensor:
    """LLaDA's Gumbel-max temperature trick, in float64 as upstream (low precision hurts it)."""
    if temperature == 0:
        return logits
    logits = logits.to(torch.float64)
    noise = torch.rand(logits.shape, dtype=torch.float64, device=logits.device, generator=generator)
    return logits.exp() / (-torch.log(noise)) ** temperature


def topk_transfer(confidence: Tensor, counts: Tensor) -> Tensor:
    """Bool [B, L]: each row's `counts[b]` most confident positions."""
    order = confidence.argsort(dim=-1, descending=True, stable=True)
    rank_taken = torch.arange(confidence.shape[-1], device=confidence.device) < counts[:, None]
    return torch.zeros_like(rank_taken).scatter(-1, order, rank_taken)


def llada_generate(
    forward: Forward,
    prompt: Tensor,
    attention_mask: Tensor | None,
    *,
    mask_id: int,
    steps: int = 128,
    gen_length: int = 128,
    block_length: int = 128,
    temperature: float = 0.0,
    cfg_scale: float = 0.0,
    remasking: str = "low_confidence",
    generator: torch.Generator | None = None,
    history: list[Tensor] | None = None,
) -> Tensor:
    """LLaDA's `generate()`: semi-autoregressive blocks, low-confidence remasking."""
    batch, prompt_length = prompt.shape
    x = torch.full(
        (batch, prompt_length + gen_length), mask_id, dtype=torch.long, device=prompt.device
    )
    x[:, :prompt_length] = prompt
    if attention_mask is not None:
        attention_mask = F.pad(attention_mask, (0, gen_length), value=1)
    prompt_index = x != mask_id
    if gen_length % block_length:
        raise ValueError(
            f"gen_length {gen_length} is not a multiple of block_length {block_length}"
        )
    num_blocks = gen_length // block_length
    if steps % num_blocks:
        raise ValueError(f"steps {steps} is not a multiple of the number of blocks {num_blocks}")
    steps_per_block = steps // num_blocks
    if history is not None:
        history.append(x.clone())
    for block in range(num_blocks):
        start = prompt_length + block * block_length
        end = start + block_length
        counts = transfer_counts((x[:, start:end] == mask_id).sum(dim=1), steps_per_block)
        for step in range(steps_per_block):
            mask_index = x == mask_id
            if cfg_scale > 0:
                # Unconditional branch: the same canvas with the prompt masked out.
                unconditional = x.clone()
                unconditional[prompt_index] = mask_id
                both_mask = None if attention_mask is None else attention_mask.repeat(2, 1)
                conditional, uncond = forward(torch.cat([x, unconditional]), both_mask).chunk(2)
                logits = uncond + (cfg_scale + 1) * (conditional - uncond)
            else:
                logits = forward(x, attention_mask)
            x0 = torch.argmax(gumbel_noise(logits, temperature, generator), dim=-1)
            if remasking == "low_confidence":
                probs = F.softmax(logits.float(), dim=-1)
                x0_p = torch.gather(probs, -1, x0[..., None]).squeeze(-1)
            elif remasking == "random":
                x0_p = torch.rand(x0.shape, device=x0.device, generator=generator)
            else:
                raise ValueError(f"unknown remasking {remasking!r}")
            x0_p[:, end:] = -torch.inf
            x0 = torch.where(mask_index, x0, x)
            confidence = torch.where(mask_index, x0_p, -torch.inf)
            transfer = topk_transfer(confidence, counts[:, step])
            x[transfer] = x0[transfer]
            if history is not None:
                history.append(x.clone())
    return x


def dream_confidence(probs: Tensor, alg: str) -> Tensor:
    if alg == "maskgit_plus":
        return probs.max(dim=-1).values
    if alg == "topk_margin":
        top2 = torch.topk(probs, 2, dim=-1).values
        return top2[..., 0] - top2[..., 1]
    if alg == "entropy":
        # Negative entropy: larger means more certain.
        return torch.sum(probs * torch.log(probs + 1e-10), dim=-1)
    raise ValueError(f"unknown alg {alg!r}")


def dream_sample(
    logits: Tensor,
    alg: str,
    temperature: float,
    top_p: float | None,
    top_k: int | None,
    generator: torch.Generator | None,
) -> tuple[Tensor, Tensor]:
    """Dream's `sample_tokens`: (confidence, token) per row of logits [N, V]."""
    if temperature > 0:
        logits = logits / temperature
    if top_p is not None and top_p < 1:
        logits = top_p_filter(logits, top_p)
    if top_k is not None:
        logits = top_k_filter(logits, top_k)
    probs = torch.softmax(logits, dim=-1)
    if temperature > 0:
        x0 = torch.multinomial(probs, 1, generator=generator).squeeze(-1)
        confidence = torch.gather(probs, -1, x0[:, None]).squeeze(-1)
    else:
        confidence, x0 = probs.max(dim=-1)
    if alg in ("topk_margin", "entropy"):
        confidence = dream_confidence(probs, alg)
    return confidence, x0


def dream_generate(
    forward: Forward,
    input_ids: Tensor,
    attention_mask: Tensor | None,
    *,
    mask_token_id: int,
    max_new_tokens: int,
    steps: int = 512,
    eps: float = 1e-3,
    alg: str = "entropy",
    alg_temp: float | None = None,
    temperature: float = 0.0,
    top_p: float | None = 1.0,
    top_k: int | None = 50,
    generator: torch.Generator | None = None,
    history: list[Tensor] | None = None,
) -> Tensor:
    """Dream's `diffusion_generate`. top_k defaults to 50 because that is what the upstream code
    inherits from the legacy transformers generation defaults when the caller does not pass it."""
    x = F.pad(input_ids, (0, max_new_tokens), value=mask_token_id)
    if attention_mask is not None:
        attention_mask = F.pad(attention_mask, (0, max_new_tokens), value=1)
    timesteps = torch.linspace(1, eps, steps + 1, device=x.device)
    if history is not None:
        history.append(x.clone())
    for i in range(steps):
        mask_index = x == mask_token_id
        logits = forward(x, attention_mask)
        logits = torch.cat([logits[:, :1], logits[:, :-1]], dim=1)
        mask_logits = logits[mask_index]
        t, s = timesteps[i], timesteps[i + 1]
        if alg == "origin":
            p_transfer = 1 - s / t if i < steps - 1 else 1
            x0 = torch.full_like(x[mask_index], mask_token_id)
            chosen = torch.rand(x0.shape, device=x.device, generator=generator) < p_transfer
            _, x0[chosen] = dream_sample(
                mask_logits[chosen], alg, temperature, top_p, top_k, generator
            )
            x[mask_index] = x0
        else:
            confidence, x0 = dream_sample(mask_logits, alg, temperature, top_p, top_k, generator)
            # Upstream arithmetic: the batch-average masked count, float32, truncated.
            average_masked = mask_index.sum() / mask_index.shape[0]
            if i < steps - 1:
                count = int(average_masked * (1 - s / t))
            else:
                count = int(average_masked)
            full_confidence = torch.full(x.shape, -torch.inf, dtype=logits.dtype, device=x.device)
            full_confidence[mask_index] = confidence
            if count > 0:
                if alg_temp:
                    weights = F.softmax(full_confidence / alg_temp, dim=-1)
                    transfer = torch.multinomial(weights, count, generator=generator)
                else:
                    transfer = torch.topk(full_confidence, count).indices
                proposal = torch.full_like(x, mask_token_id)
                proposal[mask_index] = x0
                rows = torch.arange(x.shape[0], device=x.device)[:, None].expand_as(transfer)
                x[rows, transfer] = proposal[rows, transfer]
        if history is not None:
            history.append(x.clone())
    return x
