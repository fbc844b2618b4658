from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend


@pytest.fixture(autouse=True)
def texts_go_to_memory(settings):
    """Texts sent during a test are kept in MemoryBackend.sent, emptied for each test."""
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    yield MemoryBackend.sent
