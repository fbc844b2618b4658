"""Work the catalog does not list was answered "Sorry, we don't offer X", which reads badly ("we
don't offer air filter") and may be untrue: an air filter is often part of a service. It is
said to be not on the list, with the nearest the shop lists and the team for the rest."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

TEAM = "the team can tell you"


@pytest.mark.parametrize(
    ("asked", "reply"),
    [
        (
            "do you sell tires?",
            "I don't see tire sales on our service list. The nearest we do is Tire rotation; "
            f"{TEAM} about the rest at (303) 555-0142.",
        ),
        (
            "can you replace my serpentine belt?",
            "I don't see serpentine belt replacement on our service list. The nearest we do is "
            f"Timing belt replacement; {TEAM} about the rest at (303) 555-0142.",
        ),
        (
            # "tires installation" before: a plural said before the work's noun.
            "how much for 4 tires installed",
            "I don't see tire installation on our service list. The nearest we do is Tire "
            f"rotation; {TEAM} about the rest at (303) 555-0142.",
        ),
        (
            "do you do state inspections?",
            "I don't see state inspections on our service list. The nearest we do is Brake "
            f"inspection and Pre-purchase inspection; {TEAM} about the rest at (303) 555-0142.",
        ),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_nearest_listed_and_the_team(demo_shop, channel, asked, reply):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say(asked).message.text == reply


@pytest.mark.parametrize(
    ("asked", "work"),
    [
        ("do you replace air filters?", "air filter replacement"),
        ("do you do emissions testing?", "emissions testing"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "phone"])
def test_with_nothing_near_the_team_and_the_list(demo_shop, channel, asked, work):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    reply = say(asked).message.text

    assert reply.startswith(
        f"I don't see {work} on our service list; {TEAM} whether we can help at "
        "(303) 555-0142. We do "
    ), reply
    assert "don't offer" not in reply


def test_beside_a_service_it_is_not_said_to_be_refused(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    assert say("oil change and a state inspection friday").message.text.startswith(
        "I don't see state inspection on our service list. For Oil change on Friday, December 11"
    )


@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_its_price_asked_next_is_passed_to_the_team(demo_shop, channel):
    """ "How much would that be?" right after work not on the list asked "Which service is it
    for?", and every answer after it was asked which service again."""
    say = talker(demo_shop, channel, phone="+13035550177", proven=True)
    say("my car's been making this weird clunking noise over bumps")

    assert say("yeah how much would that be").message.text == (
        "I've passed your question about the price of suspension repair to the team, and "
        "someone will get back to you shortly."
    )
    told = OutboundText.objects.get(to=demo_shop.staff_phone)
    assert "asked the price of suspension repair" in told.body


def test_its_price_asked_in_a_chat_gives_the_teams_number(demo_shop):
    say = talker(demo_shop, "chat")
    say("can you replace my serpentine belt?")

    assert say("how much would that cost").message.text == (
        "As for the price of serpentine belt replacement, please ask the team at "
        "(303) 555-0142, or leave your number here and I'll pass your question on."
    )
