"""The owner lists the websites that may show the shop's chat, and copies the line to paste
into them. Staff may see which sites show it but not change them."""

from __future__ import annotations

import pytest
from django.urls import reverse

from booking.models import Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


def save_sites(client, typed, slug="ridgeline"):
    return client.post(
        reverse("dashboard:widget_edit", args=[slug]), {"widget_origins": typed}, follow=True
    )


def test_the_owner_saves_the_sites_as_typed_one_a_line_or_with_commas(client, owner, shop):
    page = save_sites(
        client, "https://RidgelineAuto.com/\nhttps://www.ridgelineauto.com, http://localhost:8000"
    ).content.decode()

    shop.refresh_from_db()
    assert shop.widget_origins == [
        "https://ridgelineauto.com",
        "https://www.ridgelineauto.com",
        "http://localhost:8000",
    ]
    assert "Saved the websites that may show the chat." in page


def test_the_page_gives_the_line_to_paste(client, owner, shop, settings):
    settings.PUBLIC_BASE_URL = "https://book.example.com"

    page = client.get(reverse("dashboard:widget_edit", args=["ridgeline"])).content.decode()

    assert (
        "&lt;script src=&quot;https://book.example.com/widget/ridgeline.js&quot; async&gt;"
        "&lt;/script&gt;"
    ) in page
    assert "https://book.example.com/widget/ridgeline/demo/" in page


def test_a_page_address_is_refused_and_nothing_is_saved(client, owner, shop):
    shop.widget_origins = ["https://ridgelineauto.com"]
    shop.save()

    page = save_sites(client, "https://ridgelineauto.com/contact-us")

    assert page.status_code == 200
    assert "is not a web origin" in page.content.decode()
    shop.refresh_from_db()
    assert shop.widget_origins == ["https://ridgelineauto.com"]


def test_emptying_the_list_takes_the_chat_off_every_site(client, owner, shop):
    shop.widget_origins = ["https://ridgelineauto.com"]
    shop.save()

    save_sites(client, "")

    shop.refresh_from_db()
    assert shop.widget_origins == []


def test_staff_see_the_sites_but_cannot_change_them(client, shop):
    shop.widget_origins = ["https://ridgelineauto.com"]
    shop.save()
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))

    catalogue = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "Shown on https://ridgelineauto.com." in catalogue
    assert reverse("dashboard:widget_edit", args=["ridgeline"]) not in catalogue
    assert save_sites(client, "https://elsewhere.example").status_code == 403
    shop.refresh_from_db()
    assert shop.widget_origins == ["https://ridgelineauto.com"]


def test_another_shops_sites_are_out_of_reach(client, owner, shop):
    rival = make_shop(slug="rival")

    assert client.get(reverse("dashboard:widget_edit", args=["rival"])).status_code == 404
    assert save_sites(client, "https://elsewhere.example", slug="rival").status_code == 404
    rival.refresh_from_db()
    assert rival.widget_origins == []
