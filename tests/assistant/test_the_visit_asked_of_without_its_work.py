"""Of Dana's Friday oil change, asked without naming it: "how much is it going to be?" was
asked which service, "I might be 15 minutes late" too, and "can I leave it early?" went to the
team. Its price, the team told of the lateness with the visit said back, and the owner's word on
leaving the car are the answers."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
CHANNELS = ["sms", "phone"]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize(
    "said",
    [
        "how much is it going to be",
        "what's it gonna cost me",
        "whats it going to cost",
        "how much for the oil change I booked",
        "what's the damage gonna be",
        "how much do you charge for the oil change I have friday",
    ],
)
def test_the_price_of_the_visit(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    price = "49 to 89 dollars" if channel == "phone" else "$49 to $89"

    assert talk(said).message.text == (
        f"Your Oil change usually runs {price}. The final price is confirmed after we look at "
        "the car."
    )


@pytest.mark.parametrize("channel", CHANNELS)
def test_the_price_of_the_visit_asked_with_a_word_of_what_it_includes(
    demo_shop, danas_friday_oil_change, channel
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)
    price = "49 to 89 dollars" if channel == "phone" else "$49 to $89"

    assert talk("what's the price on my oil change if I want synthetic").message.text == (
        "Your Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid"
        f" top-off. It usually runs {price}."
    )


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize(
    ("said", "late"),
    [
        ("I might be 15 minutes late", "about 15 minutes"),
        ("I'll be 5 min late friday", "about 5 minutes"),
        ("may be a few minutes late", "a few minutes"),
    ],
)
def test_late_for_a_visit_days_away(
    demo_shop, danas_friday_oil_change, texts_go_to_memory, channel, said, late
):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        f"Thanks for letting us know. I've told the team you'll be {late} late for your Oil "
        "change on Friday, December 11 at 10 AM."
    )
    assert "is running late" in texts_go_to_memory[-1][1]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize(
    "said", ["can I leave it early", "could I drop the car off early on friday?"]
)
def test_leaving_the_car_early(demo_shop, danas_friday_oil_change, channel, said):
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text.startswith(
        "You can leave the car in our lot after hours: put the keys, with your name and number, "
        "in the key drop box by the front door."
    )


@pytest.mark.parametrize("said", ["hey running about 10 behind", "I'm running 15 minutes late"])
def test_running_late_now_with_no_visit_today_is_on_the_way(
    demo_shop, danas_friday_oil_change, texts_go_to_memory, said
):
    text = talker(demo_shop, "sms", phone=PHONE, proven=True)

    assert text(said).message.text == (
        "Thanks for letting us know. I've told the team you're on your way."
    )
    assert "is running late" in texts_go_to_memory[-1][1]
