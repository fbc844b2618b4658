"""The work a customer asked for ends where the request does: "a sunroof repair car is a 2022
Chevy Silverado", "a sunroof repair anytime after 4", "the sunroof repair pls" and "a quote on
a sunroof repair much appreciated" were each said back as work the shop does not offer with
the words after it ("Sorry, we don't offer sunroof repair car is"). With the model reading
too, its copy of the work ran on into the day ("sunroof repair tmrw"), and the customer heard
that back as well."""

from __future__ import annotations

import pytest

from assistant import tasks
from assistant.schema import Understanding
from assistant.understanding import merge
from booking.models import Shop
from booking.profiles import import_shop
from tests.assistant.customers import talker
from tests.assistant.test_scenarios import PROFILE

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop(settings) -> Shop:
    """The demo shop, as the scripted customers find it."""
    settings.CELERY_TASK_ALWAYS_EAGER = True
    return import_shop(path=PROFILE).shop


@pytest.mark.parametrize(
    "said",
    [
        "want to make an appointment for a sunroof repair car is a 2022 Chevy Silverado",
        "my car needs a sunroof repair anytime after 4:00 works best",
        "please schedule the sunroof repair pls",
        "can i get a quote on a sunroof repair much appreciated",
    ],
)
def test_the_work_not_offered_is_said_back_without_the_words_after_it(shop, said):
    reply = talker(shop, "chat")(said).message.text
    assert "I don't see sunroof repair on our service list" in reply, reply


def test_the_models_copy_of_the_work_ends_before_the_day(shop, settings, monkeypatch):
    say = talker(shop, "chat")
    # The model reads the message as the small model did, the day inside the work; the floor
    # reads no work in "awnna get".
    settings.ASSISTANT_MODEL_UNDERSTANDS = True
    monkeypatch.setattr(
        tasks,
        "model_understanding",
        lambda **kw: Understanding(intent="book", service="sunroof repair tmrw"),
    )
    reply = say("awnna get sunroof repair tmrw").message.text
    assert "I don't see sunroof repair on our service list" in reply, reply


@pytest.mark.parametrize(
    ("message", "copied", "work"),
    [
        ("trying to boko a basic starter inspection tmrw", "basic starter inspection tmrw",
         "basic starter inspection"),
        ("brake pads friday at 9 if u can", "brake pads friday at 9", "brake pads"),
        ("need a coolant flush on the 21st", "coolant flush on the 21st", "coolant flush"),
        ("my car won't start in the morning", "my car won't start in the morning",
         "my car won't start"),
        # Kept whole: no day or time in them.
        ("the battery light rattles on bumps", "the battery light rattles on bumps",
         "the battery light rattles on bumps"),
        ("need a 4-wheel alignment", "4-wheel alignment", "4-wheel alignment"),
        ("the battery light rattles on bumps", "the battery light rattles on",
         "the battery light rattles on"),
        ("sun visor repair", "sun visor repair", "sun visor repair"),
    ],
)  # fmt: skip
def test_the_merge_ends_the_models_work_where_a_day_or_time_begins(message, copied, work):
    merged = merge(Understanding(), Understanding(service=copied), message)
    assert merged.service == work
