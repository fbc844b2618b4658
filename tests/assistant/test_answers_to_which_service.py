"""Answers to "which service does your car need?" that name no service are never said back as
work the shop does not offer ("Sorry, we don't offer C")."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db

ASKED = "What can we help with: which service does your car need?"


@pytest.fixture
def say():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    make_service(shop, "Brake inspection", aliases=["brake check"])
    talk = talker(shop, "sms", phone="+13035550177", proven=True)
    assert talk("I need an appointment").message.text == ASKED
    return lambda text: talk(text).message.text


@pytest.mark.parametrize("said", ["C", "k", "everything"])
def test_a_letter_or_a_word_that_names_no_work_asks_again(say, said):
    assert say(said) == ASKED


def test_a_price_for_everything_is_the_price_list(say):
    assert say("price for everything?").startswith("Our prices: Brake inspection $")


def test_not_knowing_what_the_car_needs_asks_what_it_is_doing(say):
    assert say("idk what it needs") == (
        "No problem. Tell me what the car is doing (a noise, a warning light, a leak) and I'll "
        "find the right service."
    )
    assert "Brake inspection" in say("it grinds when I stop")
