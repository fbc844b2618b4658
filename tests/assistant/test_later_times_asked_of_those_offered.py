""" "Are any of those available later?" held the first time offered (its "any of those" read
as "any is fine"): it asks for the times after those offered, which are offered, nothing held."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("said", ["are any of those available later", "got any later ones?"])
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_the_times_after_those_offered_are_offered(demo_shop, channel, said):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")
    assert "7:30 AM, 8 AM or 8:30 AM" in talk("can I get an oil change wednesday").message.text

    assert "9 AM, 9:30 AM or 10 AM" in talk(said).message.text
    assert not Appointment.objects.exists()
