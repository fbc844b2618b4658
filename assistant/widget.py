"""The website chat's embed: the one-line <script> a shop pastes into its pages, the script that
line loads (templates/assistant/widget.js, with the shop's settings filled in), and a page to
try it on."""

from __future__ import annotations

import json

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET

from assistant.website_chat import RESUME_WITHIN
from booking.models import Shop
from booking.phones import phone_words
from booking.selectors import public_url

# Short, so a change to the script or the shop's settings reaches its pages within minutes.
SCRIPT_CACHE_SECONDS = 300


def script_url(shop: Shop) -> str:
    return public_url(reverse("widget_script", args=[shop.slug]))


def embed_line(shop: Shop) -> str:
    """What the owner pastes into the shop's pages."""
    return f'<script src="{script_url(shop)}" async></script>'


def demo_url(shop: Shop) -> str:
    return public_url(reverse("widget_demo", args=[shop.slug]))


def socket_url(shop: Shop) -> str:
    # The socket is served where the rest of the app is (config/routing.py), ws:// or wss://
    # as the public address is http:// or https://.
    return "ws" + public_url(f"/ws/chat/{shop.slug}/").removeprefix("http")


@require_GET
@cache_control(public=True, max_age=SCRIPT_CACHE_SECONDS)
def script(request: HttpRequest, slug: str) -> HttpResponse:
    shop = get_object_or_404(Shop, slug=slug)
    config = {
        "slug": shop.slug,
        "shop": shop.name,
        "key": shop.widget_key,
        "phone": phone_words(shop.staff_phone) if shop.staff_phone else "",
        "socketUrl": socket_url(shop),
        "conversationsUrl": public_url(reverse("api_conversations", args=[shop.slug])),
        # The JS puts the conversation's token in place of the placeholder.
        "messagesUrl": public_url(reverse("api_messages", args=[shop.slug, "CONVERSATION"])),
        "resumeWithinMs": int(RESUME_WITHIN.total_seconds() * 1000),
    }
    # The settings go in as a JSON literal; "<" escaped so no text in them can end a script.
    source = render_to_string(
        "assistant/widget.js", {"config": json.dumps(config).replace("<", "\\u003c")}
    )
    return HttpResponse(source, content_type="application/javascript; charset=utf-8")


@require_GET
def demo(request: HttpRequest, slug: str) -> HttpResponse:
    """A plain page with the shop's embed line, standing in for the shop's own website. Open in
    development, and to the shop's own team anywhere."""
    shop = get_object_or_404(Shop, slug=slug)
    member = request.user.is_authenticated and shop.members.filter(pk=request.user.pk).exists()
    if not (settings.DEBUG or member):
        raise Http404("No demo page here.")
    origin = f"{request.scheme}://{request.get_host()}"
    return render(
        request,
        "assistant/widget_demo.html",
        {
            "shop": shop,
            "embed_line": embed_line(shop),
            "script_url": script_url(shop),
            "origin": origin,
            "origin_allowed": origin in (shop.widget_origins or []),
            "settings_url": reverse("dashboard:widget_edit", args=[shop.slug]) if member else "",
        },
    )
