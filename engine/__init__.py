"""Frontdesk's masked diffusion LLM engine (plain PyTorch, no Django)."""

from engine.engine import Completion, Engine, StreamEvent
from engine.params import SamplingParams

__all__ = ["Completion", "Engine", "SamplingParams", "StreamEvent"]
