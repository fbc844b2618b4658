""" "Wanna get the sway bar link service Sun if you have room" read the work as "sway bar link
service Sun": "Sun" after the work is Sunday and ends it, as "tomorrow" does; a sun visor
stays the work."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("said", "work"),
    [
        ("wanna get the sway bar link service Sun if you have room", "sway bar link service"),
        ("can I get a sway bar link replaced sun morning?", "sway bar link replacement"),
        ("can you replace my sun visor", "sun visor replacement"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "sms", "phone"])
def test_sun_after_the_work_is_not_part_of_it(demo_shop, channel, said, work):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel != "chat")

    assert talk(said).message.text.startswith(f"I don't see {work} on our service list;")
