""" "Do you guys do alignments?" asks first whether the shop does the work: the answer starts
"Yes, we do." before its price. "Do you do synthetic oil changes?" names a word of what the
owner says the service includes, so the answer says what it includes, not the price alone."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("do you guys do alignments?", "Yes, we do. Wheel alignment usually runs $99 to $149."),
        ("Do you do brake jobs", "Yes, we do. Brake pad replacement usually runs $180 to $320."),
        ("how much is an alignment?", "Wheel alignment usually runs $99 to $149."),
        # "Do you replace ...?" was read as a booking and offered Monday's times.
        ("do you guys replace batteries", "Yes, we do. Battery replacement usually runs $150"),
        ("do you replace timing belts", "Yes, we do. Timing belt replacement usually runs $450"),
    ],
)
def test_whether_the_work_is_done_is_answered_first(demo_shop, asked, answer):
    assert talker(demo_shop, "chat")(asked).message.text.startswith(answer)


def test_a_word_of_what_it_includes_is_answered_with_it(demo_shop):
    text = talker(demo_shop, "chat")("do you do synthetic oil changes").message.text

    assert text == (
        "Yes, we do. Oil change: Up to 5 quarts of conventional or synthetic oil, new filter,"
        " fluid top-off. It usually runs $49 to $89. Would you like to book it?"
    )


@pytest.mark.django_db(transaction=True)
def test_do_you_offer_asked_of_something_else_is_no_yes_we_do(demo_shop):
    """ "I need a brake job but I'm on a budget, do you offer payment plans?" answered the
    payment question, then "Yes, we do." before the brake job's price, as if plans were."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = say("I need a brake job but I'm on a budget, do you offer payment plans?").message.text

    assert "Yes, we do." not in text
    assert "I've passed your question to the team. Brake pad replacement usually runs" in text


def test_do_you_work_on_a_kind_of_car_is_no_yes_we_do_of_the_work(demo_shop):
    """ "Do you work on hybrids? mine needs brakes" answered which cars the shop works on, then
    "Yes, we do." before the brakes' price, as if the brakes had been asked about."""
    text = talker(demo_shop, "chat")("do you work on hybrids? mine needs brakes").message.text

    assert text.startswith("We work on most cars and light trucks, gas, diesel and hybrid")
    assert "Yes, we do." not in text
    assert "Brake pad replacement usually runs $180 to $320." in text
