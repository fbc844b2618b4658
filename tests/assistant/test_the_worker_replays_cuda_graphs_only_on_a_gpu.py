"""CUDA graphs are on by default (they more than double a GPU host's speed at batch 1), and a
worker on a CPU, the embedded demo's, still starts: only a CUDA device replays graphs."""

from __future__ import annotations

from django.conf import settings as django_settings

from assistant import tasks
from engine import SamplingParams


def test_graphs_are_on_by_default_and_a_cpu_worker_starts_without_them(settings, fresh_engine):
    assert django_settings.ASSISTANT_MODEL_CUDA_GRAPHS is True
    settings.ASSISTANT_MODEL_DEVICE = "cpu"
    engine = tasks.engine_server().engine
    assert engine.graphs is None
    answer = engine.generate(
        [{"role": "user", "content": "Do you do oil changes?"}], SamplingParams(max_new_tokens=16)
    )
    assert answer.text.strip()
