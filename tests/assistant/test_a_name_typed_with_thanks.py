"""A name and number typed in one line with thanks after them ("Dana Reyes 3035550177 thx") at
the name question: the name was not read and asked again. The name goes on the booking."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said", ["Dana Reyes 3035550177 thx", "dana reyes, 303-555-0177 thanks", "Dana Reyes pls"]
)
def test_the_name_before_the_thanks_is_read(demo_shop, said):
    talk = talker(demo_shop, "chat")
    talk("oil change friday at 10")

    asked = talk(said).message.text
    if "pls" in said:
        asked = talk("303-555-0177").message.text
    booked = talk("yes")

    assert asked.startswith("Just to confirm: Oil change on Friday, December 11 at 10 AM.")
    assert booked.message.text.startswith("You're booked, Dana Reyes: Oil change")
    assert booked.appointment.customer.name == "Dana Reyes"
