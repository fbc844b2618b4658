"""A caller who "got a reminder about my appointment" is told the visit on their number, not
asked which service to book, and "yes I'll be there" after it is thanked."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker
from tests.factories import book_fridays_visit

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"


@pytest.mark.parametrize(
    "said",
    ["I got a reminder about my appointment", "got your text about my oil change appointment"],
)
@pytest.mark.parametrize("channel", ["phone", "sms"])
def test_a_reminder_called_about_is_the_visit_on_the_number(demo_shop, channel, said):
    oil = demo_shop.services.get(name="Oil change")
    book_fridays_visit(demo_shop, oil, PHONE)
    talk = talker(demo_shop, channel, phone=PHONE, proven=True)

    assert talk(said).message.text == (
        "You're booked for Oil change on Friday, December 11 at 10 AM."
    )
    assert talk("yes I'll be there").message.text.startswith("Thanks, see you then!")
