""" "Is there somebody there I can talk to about pricing?" was asked which service to price: it
asks for a person, who is told to call back."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    [
        "is there somebody there I can talk to about pricing",
        "is there anyone I could speak with about my appointment",
    ],
)
def test_the_team_calls_back(demo_shop, texts_go_to_memory, said):
    call = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert call(said).message.text == (
        "Of course. I've let the team know you'd like to talk, and they'll call you back at "
        "(303) 555-0177."
    )
    assert "would like to talk to someone" in texts_go_to_memory[-1][1]
