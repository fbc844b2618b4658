from __future__ import annotations

import pytest
import torch
from conftest import checkpoint_dir, reference
from safetensors.torch import load_file

from engine.loading import load_model

TOLERANCE = 1e-4


@pytest.mark.parametrize("case", ["seq_a", "seq_b", "seq_c"])
def test_single_sequence_logits_match(engines, family, case):
    expected = load_file(checkpoint_dir(family) / "reference_logits.safetensors")
    entry = reference(family)["forward"][case]
    logits = engines[family].logits(torch.tensor([entry["input_ids"]]))[0]
    assert logits.dtype == torch.float32
    assert (logits - expected[entry["logits_key"]]).abs().max().item() <= TOLERANCE


def test_left_padded_batch_logits_match(engines, family):
    expected = load_file(checkpoint_dir(family) / "reference_logits.safetensors")
    mask = expected["batch.attention_mask"]
    logits = engines[family].logits(expected["batch.input_ids"], mask)
    difference = (logits - expected["batch.logits"]).abs()
    if family == "dream":
        # Dream's pad query rows attend to nothing upstream: their logits are undefined.
        difference = difference[mask.bool()]
    assert difference.max().item() <= TOLERANCE


def test_logits_are_unshifted(engines):
    entry = reference("dream")["forward"]["seq_a"]
    logits = engines["dream"].logits(torch.tensor([entry["input_ids"]]))[0]
    shifted = torch.cat([logits[:1], logits[:-1]]).argmax(-1).tolist()
    assert shifted == entry["digest_shifted_argmax"]


@pytest.mark.parametrize("fused", [False, True])
@pytest.mark.parametrize("case", ["seq_a", "seq_c"])
def test_the_fused_layout_computes_the_same_model(family, case, fused):
    # On a GPU Engine.load fuses q/k/v and gate/up into one product each; training and CPUs
    # keep them apart.
    model = load_model(checkpoint_dir(family))
    if fused:
        model.fuse_projections()
    assert hasattr(model.layers[0].attn, "q_proj") is not fused
    expected = load_file(checkpoint_dir(family) / "reference_logits.safetensors")
    entry = reference(family)["forward"][case]
    with torch.no_grad():
        logits = model(torch.tensor([entry["input_ids"]]))[0]
    assert (logits - expected[entry["logits_key"]]).abs().max().item() <= TOLERANCE
