""" "我需要换机油", "Tôi cần thay dầu" or "bonjour, je voudrais une vidange" were asked which service
the car needs, in English, as if unheard. Said plainly that the assistant helps in English only,
with the shop's number, or the team told where the number is known; a name in its own script,
or in an English message, is no other language."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    "said",
    ["我需要换机油", "Здравствуйте, нужна замена масла", "bonjour, je voudrais une vidange"],
)
def test_a_chat_is_given_the_shops_number(demo_shop, said):
    assert talker(demo_shop, "chat")(said).message.text == (
        "Sorry, I can only help in English for now. You can call the shop at (303) 555-0142."
    )


def test_a_text_is_passed_to_the_team(demo_shop):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)("Tôi cần thay dầu")

    assert text.message.text.startswith("Sorry, I can only help in English for now. I've let")
    told = OutboundText.objects.get(to=demo_shop.staff_phone).body
    assert "wrote in another language" in told


def test_a_name_in_an_english_message_is_english(demo_shop):
    text = talker(demo_shop, "chat")("my name is Nguyễn Văn Đặng, I need brakes").message.text

    assert text.startswith("For Brake pad replacement on Monday, December 7")
