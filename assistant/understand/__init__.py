"""Understand, step 1 of a turn: the deterministic floor that reads a customer's message
without a model. See floor.understand()."""

from __future__ import annotations

from assistant.understand.floor import Reading, understand
from assistant.understand.services import ServiceEntry

__all__ = ["Reading", "ServiceEntry", "understand"]
