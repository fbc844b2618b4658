"""A name given surname first with a comma was booked as the surname alone where the surname is
also someone's first name ("Reyes, Dana" as "Reyes"), and a name with "de la" in it ("Maria de
la Cruz") was not read as a name at all: asked for again, or booked as "De La Cruz"."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


def _book_under(shop, channel: str, name: str) -> str:
    say = talker(shop, channel, phone=PHONE, proven=channel != "chat")
    say("oil change friday 10am")
    asked = say(name).message.text
    if channel == "chat":
        say("303 555 0177")
    say("yes")
    assert Appointment.objects.filter(status=Appointment.Status.CONFIRMED).count() == 1, asked
    return Appointment.objects.get().customer.name


@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
@pytest.mark.parametrize("said", ["Reyes, Dana", "reyes, dana", "REYES, DANA"])
def test_a_surname_that_is_also_a_first_name_comes_last(demo_shop, channel, said):
    assert _book_under(demo_shop, channel, said) == "Dana Reyes"


@pytest.mark.parametrize("channel", ["chat", "sms"])
@pytest.mark.parametrize(
    "said",
    ["Maria de la Cruz", "maria de la cruz", "de la Cruz, Maria", "it's Maria de la Cruz"],
)
def test_a_surname_with_de_la_is_the_whole_name(demo_shop, channel, said):
    assert _book_under(demo_shop, channel, said) == "Maria de la Cruz"


def test_a_name_said_twice_with_a_comma_is_one_name(demo_shop):
    assert _book_under(demo_shop, "sms", "Dana, Dana") == "Dana"


@pytest.mark.parametrize(
    ("said", "booked"),
    [("O'Brien, Pat", "Pat O'Brien"), ("Smith-Jones, Ann", "Ann Smith-Jones")],
)
def test_a_surname_with_an_apostrophe_or_a_hyphen_comes_last(demo_shop, said, booked):
    assert _book_under(demo_shop, "chat", said) == booked
