"""On a call the owner's address was read as written: text to speech says "1480 Ridge Rd, Golden,
CO" as "Ridge R D, Golden, co". A caller hears the street's and the state's words; a text or a
chat shows the address as the owner wrote it."""

from __future__ import annotations

import pytest

from assistant.words import spoken_address
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("1480 Ridge Rd, Golden, CO", "1480 Ridge Road, Golden, Colorado"),
        ("22 N Main St, St. Paul, MN 55101", "22 North Main Street, St. Paul, Minnesota 55101"),
        (
            "500 W Colfax Ave Ste 200, Denver, CO",
            "500 West Colfax Avenue Suite 200, Denver, Colorado",
        ),
        ("100 Saint Dr NW, Austin, TX", "100 Saint Drive Northwest, Austin, Texas"),
        (
            "3 Dr Martin Luther King Jr Blvd, Chicago, IL",
            "3 Dr Martin Luther King Jr Boulevard, Chicago, Illinois",
        ),
        ("75 Hwy 6, Golden", "75 Highway 6, Golden"),
        ("1480 Ridge Road, Golden, Colorado", "1480 Ridge Road, Golden, Colorado"),
    ],
)
def test_abbreviations_are_said_as_words(written, said):
    assert spoken_address(written) == said


@pytest.mark.parametrize(
    ("channel", "told"),
    [
        ("phone", "We're at 1480 Ridge Road, Golden, Colorado."),
        ("sms", "We're at 1480 Ridge Rd, Golden, CO."),
        ("chat", "We're at 1480 Ridge Rd, Golden, CO."),
    ],
)
def test_the_address_asked_for(demo_shop, channel, told):
    say = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert say("where are you located?").message.text == told


def test_who_is_answering_on_a_call_says_where_too(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert (
        "We're at 1480 Ridge Road, Golden, Colorado."
        in say("is this the shop on ridge road?").message.text
    )
