"""A diesel named by its engine ("my Ram 2500 Cummins") is priced as the shop prices diesels:
shops/ridgeline.toml charges 20% more, so its $49-$89 oil change is $59-$107."""

from __future__ import annotations

from pathlib import Path

import pytest

from booking.models import Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PROFILE = Path(__file__).resolve().parents[2] / "shops" / "ridgeline.toml"


@pytest.fixture
def shop(settings) -> Shop:
    settings.CELERY_TASK_ALWAYS_EAGER = True
    import_shop(path=PROFILE)
    return Shop.objects.get(slug="ridgeline")


@pytest.mark.parametrize(
    "message",
    [
        "how much is an oil change for my ram 2500 cummins",
        "how much for an oil change on a 2017 f250 powerstroke",
        "price on an oil change, my silverado 2500 duramax",
    ],
)
def test_a_diesel_named_by_its_engine_is_priced_as_a_diesel(shop, message):
    assert "$59 to $107" in talker(shop, "chat")(message).message.text
