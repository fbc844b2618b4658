"""Fixtures for the assistant's tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant import tasks
from booking.models import Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, make_service, make_shop

DEMO_PROFILE = Path(__file__).resolve().parents[2] / "shops" / "ridgeline.toml"


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


@pytest.fixture
def demo_shop() -> Shop:
    """The demo shop (Ridgeline Auto Repair, shops/ridgeline.toml), as customers find it."""
    return import_shop(path=DEMO_PROFILE).shop


@pytest.fixture
def danas_friday_oil_change(demo_shop):
    """Dana Reyes's oil change at the demo shop, Friday 11 December at 10 AM, on +13035550177."""
    return book_fridays_visit(demo_shop, demo_shop.services.get(name="Oil change"), "+13035550177")


@pytest.fixture
def dana_says(demo_shop, danas_friday_oil_change):
    """What Dana texts from her own number, her Friday oil change booked: each reply's text."""
    talk = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    return lambda text: talk(text).message.text


@pytest.fixture
def demo_shop_with_the_model(settings, fresh_engine, demo_shop) -> Shop:
    """The demo shop, the model reading and writing. A busy test machine must not time the
    model out (the floor's reading and the templates would answer), so it gets a minute."""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    settings.ASSISTANT_MODEL_REPLIES = settings.ASSISTANT_MODEL_UNDERSTANDS = True
    settings.ASSISTANT_REPLY_BUDGET_SECONDS = settings.ASSISTANT_READING_BUDGET_SECONDS = 60
    return demo_shop


@pytest.fixture
def model_readings(monkeypatch) -> list:
    """The model's readings of the turns, as it gave them."""
    read = []
    understanding = tasks.model_understanding

    def reading(**kwargs):
        read.append(understanding(**kwargs))
        return read[-1]

    monkeypatch.setattr(tasks, "model_understanding", reading)
    return read
