"""Fixtures for the assistant's tests."""

from __future__ import annotations

import pytest

from assistant import tasks
from tests.factories import make_service, make_shop


@pytest.fixture
def fresh_engine(monkeypatch):
    """The process's engine server started anew for the test, so it loads the model the
    test's settings name, and dropped after it."""
    _wait_for_a_load()
    monkeypatch.setattr(tasks, "_server", None)
    monkeypatch.setattr(tasks, "_loader", None)
    yield
    _wait_for_a_load()


def _wait_for_a_load() -> None:
    """A load a conversation began in the background ends here, not in another test."""
    if tasks._loader is not None:
        tasks._loader.join()


@pytest.fixture
def shop():
    """A shop with an oil change; a test module with a shop of its own defines `shop` itself."""
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    return shop
