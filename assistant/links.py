from __future__ import annotations

from django.urls import reverse

from assistant.twilio_auth import twilio_url
from assistant.widget import demo_url, embed_line
from booking.models import Shop
from booking.selectors import public_url


def chat_links(shop: Shop) -> dict[str, str]:
    return {
        "widget_key": shop.widget_key,
        "chat_api": public_url(reverse("api_conversations", args=[shop.slug])),
        "widget_script": embed_line(shop),
        "widget_demo": demo_url(shop),
    }


def twilio_links(shop: Shop) -> dict[str, str]:
    """What the owner pastes into the Twilio console for the shop's number."""
    return {
        "twilio_voice_webhook": twilio_url(reverse("twilio_voice")),
        "twilio_sms_webhook": twilio_url(reverse("twilio_sms")),
    }
