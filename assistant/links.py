from __future__ import annotations

from django.urls import reverse

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
