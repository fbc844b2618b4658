"""A name said at "Shall I book it?" is the name on the booking, said back before it is booked:
a bare first name ("Maria") was taken for no answer and the confirmation repeated, and a
surname added alone ("Reyes", "last name Reyes") was lost, and so was a name the floor's list
of first names lacked ("Jo Smith"). Asked to put it under someone else ("my husband's name"),
whose name it is is asked for; "it's for my son" is said back."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
HELD = "Just to confirm: Oil change on Friday, December 11 at 10 AM"
PRICE = "It usually runs $49 to $89, final price after we look at the car. Shall I book it?"


def _at_the_confirmation(demo_shop, channel, name="Dana Reyes"):
    talk = talker(demo_shop, channel, phone=PHONE, proven=channel != "chat")

    def say(text: str) -> str:
        return talk(text).message.text

    say("oil change friday at 10")
    say(name)
    if channel == "chat":
        say("303-555-0177")
    return say


def _booked() -> Appointment:
    return Appointment.objects.get(status=Appointment.Status.CONFIRMED)


@pytest.mark.parametrize("name", ["Maria", "Tom"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_a_bare_first_name_is_the_name_it_goes_under(demo_shop, channel, name):
    say = _at_the_confirmation(demo_shop, channel)

    confirm = say(name)
    booked = say("yes")

    assert confirm.startswith(f"{HELD} for {name}. ")
    assert booked.startswith(f"You're booked, {name}: Oil change")
    assert _booked().customer.name == name


@pytest.mark.parametrize("name", ["Jo Smith", "Pat Kim", "Nate"])
def test_a_short_or_newer_first_name_is_a_name_too(demo_shop, name):
    """Names the census list behind the floor lacks or cut ("Jo", "Pat", "Nate"): they were no
    answer, the confirmation was repeated and the visit booked under the name on file."""
    say = _at_the_confirmation(demo_shop, "sms")

    confirm = say(name)
    booked = say("yes")

    assert confirm.startswith(f"{HELD} for {name}. ")
    assert booked.startswith(f"You're booked, {name}: Oil change")


@pytest.mark.parametrize("said", ["Reyes", "last name Reyes", "my last name is Reyes"])
@pytest.mark.parametrize("channel", ["chat", "sms"])
def test_a_surname_alone_completes_the_first_name(demo_shop, channel, said):
    say = _at_the_confirmation(demo_shop, channel, name="Dana")

    confirm = say(said)
    say("yes")

    assert confirm == f"{HELD} for Dana Reyes. {PRICE}"
    assert _booked().customer.name == "Dana Reyes"


@pytest.mark.parametrize(
    "asked", ["can you put it under my husband's name", "put it under my husband's name please"]
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_put_under_someone_elses_name_asks_it(demo_shop, channel, asked):
    say = _at_the_confirmation(demo_shop, channel)

    question = say(asked)
    confirm = say("Mark")
    booked = say("yes")

    assert question == (
        "I'm holding 10 AM on Friday, December 11 for your husband. "
        "What name should I put it under?"
    )
    assert confirm.startswith(f"{HELD} for Mark. ")
    assert booked.startswith("Mark is booked: Oil change on Friday, December 11 at 10 AM.")
    visit = _booked()
    assert visit.customer.name == "Dana Reyes"
    assert visit.notes == "For the customer's husband, Mark. The number is on file as Dana Reyes."


@pytest.mark.parametrize("said", ["actually it's for my son", "oh this is for my son btw"])
def test_whose_visit_it_is_is_said_back(demo_shop, said):
    say = _at_the_confirmation(demo_shop, "sms")

    assert say(said) == f"{HELD} for your son. {PRICE}"
    assert say("yes").startswith("Your son is booked: Oil change")


@pytest.mark.parametrize(
    "said", ["no wait, my name is spelled D A N N A", "my name is spelled wrong, it's Danna"]
)
@pytest.mark.parametrize("channel", ["sms", "phone"])
def test_a_first_name_spelled_again_keeps_the_surname(demo_shop, channel, said):
    say = _at_the_confirmation(demo_shop, channel)

    confirm = say(said)
    say("yes")

    assert confirm.startswith(f"{HELD} for Danna Reyes. ")
    assert _booked().customer.name == "Danna Reyes"


@pytest.mark.parametrize(
    "asked",
    [
        "tire rotation friday at 10 for my husband",
        "can I get my husband's car in for a tire rotation friday at 10",
    ],
)
def test_a_visit_asked_for_someone_on_a_known_number_is_said_to_be_theirs(demo_shop, asked):
    talk = talker(demo_shop, "sms", phone=PHONE, proven=True)
    talk("oil change friday at 9")
    talk("Dana Reyes")
    talk("yes")

    confirm = talk(asked).message.text
    booked = talk("yes").message.text

    assert confirm.startswith(
        "Just to confirm: Tire rotation on Friday, December 11 at 10 AM for your husband."
    )
    assert booked.startswith("Your husband is booked: Tire rotation")
    visit = Appointment.objects.get(service__name="Tire rotation")
    assert visit.customer.name == "Dana Reyes"
    assert visit.notes.startswith("For the customer's husband.")


def test_a_name_given_with_the_time_on_a_known_number_is_said_back(demo_shop):
    """ "8:30 works, name is Tom Baker" from Dana's number: the confirmation said no name, and
    the visit went under Tom Baker unsaid."""
    say = talker(demo_shop, "sms", phone=PHONE, proven=True)
    say("oil change friday at 10")
    say("Dana Reyes")
    say("yes")

    say("tire rotation thursday")
    confirm = say("8:30 works, name is Tom Baker").message.text

    assert confirm.startswith(
        "Just to confirm: Tire rotation on Thursday, December 10 at 8:30 AM for Tom Baker. "
    )
    # Said again when the time changes: the name it goes under has not.
    assert say("actually can you make it 9").message.text.startswith(
        "Just to confirm: Tire rotation on Thursday, December 10 at 9 AM for Tom Baker. "
    )
