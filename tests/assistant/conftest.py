"""Fixtures for the assistant's tests."""

from __future__ import annotations

import pytest

from assistant import tasks
from tests.factories import make_service, make_shop


@pytest.fixture
def fresh_engine(monkeypatch):
    """The process's engine server started anew for the test, so it loads the model the
    test's settings name, and dropped after it."""
    monkeypatch.setattr(tasks, "_server", None)
    yield
    tasks._server = None


@pytest.fixture
def shop():
    """A shop with an oil change; a test module with a shop of its own defines `shop` itself."""
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop
