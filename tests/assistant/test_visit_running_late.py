"""A caller running late for their visit ("gonna be like twenty minutes late friday") is told
the team knows, with the visit and how late, and the team is texted: no service is asked."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import book_fridays_visit, make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = "+13035550177"
STAFF = "+13035550100"


@pytest.fixture
def shop():
    shop = make_shop(staff_phone=STAFF)
    oil = make_service(shop, "Oil change", aliases=["oil"])
    book_fridays_visit(shop, oil, PHONE)
    return shop


@pytest.mark.parametrize(
    ("said", "late"),
    [
        ("yeah i'm gonna be like twenty minutes late friday is that ok", "about 20 minutes"),
        ("I'll be 15 mins late on friday", "about 15 minutes"),
        ("running a bit late friday, sorry", "a little"),
        ("running late friday, be there in 20", "about 20 minutes"),
        # The visit said first was taken for "when is it?": told back, the team never told.
        ("hi I have an appointment friday, I'm running a bit behind", "a little"),
        ("i have an appointment friday and i'll be about 15 min late", "about 15 minutes"),
    ],
)
def test_running_late_for_the_visit_is_told_to_the_team(shop, said, late):
    talk = talker(shop, "phone", phone=PHONE, proven=True)

    reply = talk(said).message.text

    assert reply == (
        f"Thanks for letting us know. I've told the team you'll be {late} late for your "
        "Oil change on Friday, December 11 at 10 AM."
    )
    told = OutboundText.objects.filter(to=STAFF, body__contains="running late").get()
    assert "Oil change on Friday, December 11" in told.body
