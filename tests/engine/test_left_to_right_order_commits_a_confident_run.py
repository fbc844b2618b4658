"""order="left_to_right": each step commits the confident run that starts at the block's first
masked position, so a token is chosen with everything to its left final."""

from __future__ import annotations

import torch

from engine import Engine
from engine.params import SamplingParams, resolve
from engine.scheduler import Scheduler

PROMPTS = {
    "llada": [[128, 100, 427, 232, 474], [128, 169, 426, 304, 29, 68, 191, 254, 11, 12]],
    "dream": [[256, 47, 411], [472, 453, 153, 205, 386, 284, 495, 258]],
}


def left_to_right(model, prompt: list[int], new_tokens: int, threshold: float) -> list[int]:
    """What the order means, written out without a cache (one block): fill the masks from the
    first one on with the model's choices while each choice's probability clears the threshold,
    and the first mask in any case; rerun; repeat."""
    config = model.config
    canvas = torch.tensor([prompt + [config.mask_token_id] * new_tokens])
    position = len(prompt)
    while position < canvas.shape[1]:
        probs = model(canvas)[0].float().softmax(dim=-1)
        committed = 0
        while position < canvas.shape[1]:
            confidence, token = probs[position - config.logits_shift].max(dim=-1)
            if committed and confidence < threshold:
                break
            canvas[0, position] = token
            position, committed = position + 1, committed + 1
            if confidence < threshold:
                break
    return canvas[0, len(prompt) :].tolist()


def test_each_pass_commits_the_first_mask_and_the_confident_run_after_it(engines, family):
    model = engines[family].model
    for threshold in (0, 0.2):
        params = SamplingParams(max_new_tokens=16, threshold=threshold, tokens_per_step=1)
        for prompt in PROMPTS[family]:
            scheduler = Scheduler(model, block_length=16, cache="none", order="left_to_right")
            request = scheduler.submit(prompt, resolve(params, 16))
            list(scheduler.run())
            expected = left_to_right(model, prompt, 16, threshold or 2.0)
            assert request.output_ids == expected[: len(request.output_ids)]
            assert len(request.output_ids) == 16 or request.finish_reason == "stop"


def test_committed_tokens_are_always_a_prefix_of_the_block(engines, family):
    model = engines[family].model
    scheduler = Scheduler(model, block_length=8, order="left_to_right")
    params = SamplingParams(max_new_tokens=32, threshold=0.2)
    scheduler.submit(PROMPTS[family][1], resolve(params, 8))
    mask = model.config.mask_token_id
    while scheduler.has_work():
        scheduler.step()
        if scheduler.canvas is not None:
            block = scheduler.canvas[0, scheduler.block_start : scheduler.block_end].tolist()
            committed = len(block) - block.count(mask)
            assert mask not in block[:committed]


def test_a_low_threshold_still_commits_a_whole_block_per_pass(engines):
    scheduler = Scheduler(engines["llada"].model, block_length=8, order="left_to_right")
    request = scheduler.submit(
        PROMPTS["llada"][0], resolve(SamplingParams(max_new_tokens=32, threshold=1e-6), 8)
    )
    list(scheduler.run())
    assert len(request.output_ids) == 32
    assert request.passes == 4


def test_left_to_right_batches_decode_like_each_request_alone(engines, family):
    model = engines[family].model
    engine = Engine(model, block_length=8, refresh="recent", masked_blocks=1, order="left_to_right")
    params = SamplingParams(max_new_tokens=24, threshold=0.05)
    scheduler = engine.scheduler()
    requests = [scheduler.submit(p, resolve(params, 8)) for p in PROMPTS[family]]
    list(scheduler.run())
    for request, prompt in zip(requests, PROMPTS[family], strict=True):
        alone = engine.scheduler()
        reference = alone.submit(prompt, resolve(params, 8))
        list(alone.run())
        assert request.output_ids == reference.output_ids
        assert request.passes == reference.passes
