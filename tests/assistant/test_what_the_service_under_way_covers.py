"""What the service being booked covers, asked while its times are offered or a time is held:
"do you replace the rotors too?" of brake pads whose owner's words say "rotors extra if needed"
was work said to be missing from the list, and "what kind of oil do you use?" lost the times
offered. Both are the owner's description, then the booking goes on. "What's included and how
long does it take?" is both."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

PADS = "Brake pad replacement: New pads on one axle, rotors measured; price per axle, rotors extra"
OIL = "Oil change: Up to 5 quarts of conventional or synthetic oil, new filter, fluid top-off."
TIMES = "Which time works for you on Tuesday, December 8: 7:30 AM, 8 AM or 8:30 AM?"


@pytest.mark.parametrize(
    ("booking", "asked", "covers"),
    [
        ("brake pads tomorrow", "do you replace the rotors too?", PADS),
        ("oil change tomorrow", "what kind of oil do you use?", OIL),
    ],
)
def test_with_the_times_offered_they_are_asked_again(demo_shop, booking, asked, covers):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say(booking)

    told = say(asked).message.text

    assert told.startswith(covers)
    assert told.endswith(TIMES)


def test_with_a_time_held_the_name_is_asked_again(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("brake pads tomorrow")
    say("8")

    told = say("do you replace the rotors too?").message.text

    assert told.startswith(PADS)
    assert told.endswith("I'm holding that time for you. What name should I put it under?")


def test_work_its_description_does_not_name_is_still_not_on_the_list(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change tomorrow")

    told = say("do you replace the air filter too?").message.text

    assert told.startswith("I don't see air filter replacement on our service list")


@pytest.mark.parametrize(
    "asked",
    [
        "what's included in the pre-purchase inspection and how long does it take",
        "how long does a pre-purchase inspection take and what's included?",
    ],
)
def test_what_is_included_and_how_long_are_both_said(demo_shop, asked):
    told = talker(demo_shop, "chat")(asked).message.text

    assert told == (
        "Pre-purchase inspection: A 120-point check of a car you are thinking of buying, with a "
        "written report. It takes about an hour and usually runs $99 to $149. Would you like to "
        "book it?"
    )


@pytest.mark.parametrize(
    ("booking", "asked", "unlisted"),
    [
        ("brake pads tomorrow", "do you replace calipers too?", "caliper replacement"),
        ("oil change tomorrow", "do you do wiper blades too?", "wiper blades"),
    ],
)
def test_work_not_on_the_list_asked_while_booking_lets_the_booking_go_on(
    demo_shop, booking, asked, unlisted
):
    """The times offered were dropped after "I don't see ... on our service list"."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say(booking)

    assert say(asked).message.text == (
        f"I don't see {unlisted} on our service list; the team can tell you about it at "
        f"(303) 555-0142. {TIMES}"
    )
