"""Fixtures for the assistant's tests."""

from __future__ import annotations

import pytest

from assistant import tasks


@pytest.fixture
def fresh_engine(monkeypatch):
    """The process's engine server started anew for the test, so it loads the model the
    test's settings name, and dropped after it."""
    monkeypatch.setattr(tasks, "_server", None)
    yield
    tasks._server = None
