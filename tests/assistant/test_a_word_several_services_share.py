"""A word several services share ("do you do inspections?" of a shop with a brake inspection and
a pre-purchase inspection) lists them and asks which, rather than pricing the first; the reply
picks one of those listed."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Brake inspection", price=(29, 49))
    make_service(shop, "Brake pad replacement", aliases=["brakes"], price=(180, 320))
    make_service(shop, "Pre-purchase inspection", price=(99, 149))
    talk = talker(shop, "chat")
    return lambda text: talk(text).message.text


@pytest.mark.parametrize("asked", ["do you do inspections?", "how much is an inspection"])
def test_the_services_sharing_the_word_are_listed(say, asked):
    assert say(asked).startswith("We do Brake inspection and Pre-purchase inspection.")


def test_said_to_which_service_they_are_listed_too(say):
    """ "Inspection" to "which service does your car need?" booked the brake inspection."""
    say("I need an appointment")

    assert say("inspection").startswith("We do Brake inspection and Pre-purchase inspection.")


@pytest.mark.parametrize(
    ("picked", "service"),
    [
        ("the brake one", "Brake inspection"),
        ("the second one", "Pre-purchase inspection"),
        ("pre purchase", "Pre-purchase inspection"),
    ],
)
def test_the_reply_picks_one_of_those_listed(say, picked, service):
    say("do you do inspections?")

    assert say(f"{picked} on tuesday").startswith(f"For {service} on Tuesday")


def test_a_service_named_outright_is_not_a_tie(say):
    assert say("how much is a brake inspection").startswith("Brake inspection usually runs $29")


def test_the_day_asked_with_the_shared_word_is_kept_for_the_one_picked(say):
    assert say("i need an inspection tuesday").startswith("We do Brake inspection and")

    assert say("the brake one").startswith("For Brake inspection on Tuesday")


def test_how_long_asked_between_list_and_pick_still_picks_from_the_list(say):
    say("do you do inspections?")

    asked = say("how long does it take")
    picked = say("the second one")

    assert asked.endswith("Which service is it for?")
    assert picked.startswith("Pre-purchase inspection takes about 30 minutes")


def test_a_day_after_which_service_for_how_long_books_instead(say):
    say("how long does it take?")

    asked = say("ok can i come thursday morning")
    picked = say("brake inspection")

    assert "how long" not in asked and asked.endswith("Which service does your car need?")
    assert picked.startswith("For Brake inspection on Thursday")
