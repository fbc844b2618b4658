"""The model's reading of a message only adds to the floor's, so a turn waits for it at most a
second, whatever the reply's budget: a CPU that fell behind costs the customer the reading, not
three seconds of silence before the reply."""

from __future__ import annotations

import pytest
from django.utils import timezone

from assistant import tasks
from assistant.understanding import understand

pytestmark = pytest.mark.django_db


def test_the_reading_is_waited_for_a_second_at_most(shop, settings, monkeypatch):
    settings.ASSISTANT_MODEL_UNDERSTANDS = True
    settings.ASSISTANT_REPLY_BUDGET_SECONDS = 3
    asked = []
    monkeypatch.setattr(
        tasks, "model_understanding", lambda **kwargs: asked.append(kwargs["budget_s"])
    )

    reading = understand(
        "oil change friday", now=timezone.now(), services=list(shop.services.all()), expecting=None
    )

    assert asked == [1]
    assert reading.understanding.service  # the floor's reading stands without the model's
