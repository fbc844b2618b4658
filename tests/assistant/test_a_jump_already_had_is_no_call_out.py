""" "My battery died this morning, I got a jump, can you test it today" was told "I don't see
jump starts on our service list": the jump was had already, and the battery is what is asked
about. A jump asked for is still the team's (tests/assistant/test_what_only_the_team_can_do.py)."""

from __future__ import annotations

import pytest

from booking.models import Appointment
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "said",
    [
        "my battery died this morning, I got a jump, can you test it today",
        "battery died, a neighbor jump started it. can you check the battery today?",
        "someone gave me a jump but the battery light is on",
    ],
)
def test_the_battery_is_offered(demo_shop, said):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    told = say(said).message.text

    assert told == (
        "For Battery replacement on Monday, December 7 I can do 10 AM, 10:30 AM or 11 AM. "
        "Which works for you?"
    )
    assert not Appointment.objects.exists()
