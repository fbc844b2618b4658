"""A customer who writes in Spanish is told, in Spanish and English, that the assistant helps
only in English, and is put in touch with a person: the team is texted where there is a number
to call back, or the customer is given the shop's number. Nothing is booked from a misreading."""

from __future__ import annotations

import pytest

from assistant.models import Conversation, OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

SORRY = "Lo siento, por ahora solo puedo ayudar en inglés."


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "A/C recharge", aliases=["ac"])
    make_service(shop, "Brake pad replacement", aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    "message",
    ["cuanto cuesta cambiar los frenos", "Hola, necesito una cita para mañana", "hablas español?"],
)
def test_a_chat_in_spanish_gets_the_shops_number(shop, message):
    say = talker(shop, "chat")

    text = say(message).message.text

    assert text.startswith(f"{SORRY} Puede llamar al taller al (303) 555-0100.")
    assert "you can call the shop at (303) 555-0100" in text
    assert not Appointment.objects.exists()


def test_a_text_in_spanish_is_passed_to_the_team(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("cuanto cuesta cambiar los frenos").message.text

    assert text.startswith(f"{SORRY} Le avisé al equipo")
    told = OutboundText.objects.get(to=shop.staff_phone).body
    assert told == 'Frontdesk: +13035550177 wrote in Spanish: "cuanto cuesta cambiar los frenos"'
    assert Conversation.objects.get().handed_off


@pytest.mark.parametrize("message", ["hola", "Hola, I need brakes tomorrow"])
def test_a_spanish_greeting_with_english_is_read_as_english(shop, message):
    say = talker(shop, "chat")

    assert SORRY not in say(message).message.text
