"""Rotating the calendar feed's secret link from the dashboard, for when it has leaked."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


def rotate_url(slug="ridgeline"):
    return reverse("dashboard:rotate_calendar_link", args=[slug])


def feed_url(token):
    return reverse("calendar_feed", args=[token])


def test_the_old_link_stops_working_and_the_new_one_serves_the_feed(client, owner, shop):
    old_token = shop.calendar_token

    response = client.post(rotate_url())

    assert response.status_code == 302
    assert response.url == reverse("dashboard:calendar", args=["ridgeline"])
    shop.refresh_from_db()
    assert shop.calendar_token != old_token
    assert client.get(feed_url(old_token)).status_code == 404
    new_feed = client.get(feed_url(shop.calendar_token))
    assert new_feed.status_code == 200
    assert new_feed.content.startswith(b"BEGIN:VCALENDAR")


def test_the_calendar_page_shows_the_new_link_after_rotating(client, owner, shop):
    old_token = shop.calendar_token

    page = client.post(rotate_url(), follow=True).content.decode()

    shop.refresh_from_db()
    assert feed_url(shop.calendar_token) in page
    assert old_token not in page
    assert "the old one no longer works" in page


def test_the_calendar_page_offers_the_link_and_the_button(client, owner, shop):
    page = client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()

    assert feed_url(shop.calendar_token) in page
    assert f'action="{rotate_url()}"' in page


def test_each_rotation_makes_a_fresh_token(shop):
    seen = {shop.calendar_token}
    for _ in range(3):
        shop.rotate_calendar_token()
        assert shop.calendar_token not in seen
        seen.add(shop.calendar_token)


def test_it_rejects_get(client, owner, shop):
    old_token = shop.calendar_token

    assert client.get(rotate_url()).status_code == 405
    shop.refresh_from_db()
    assert shop.calendar_token == old_token


def test_it_rejects_a_post_without_the_csrf_token(owner, shop):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(owner)
    old_token = shop.calendar_token

    assert browser.post(rotate_url()).status_code == 403
    shop.refresh_from_db()
    assert shop.calendar_token == old_token


def test_another_shops_owner_cannot_rotate_it(client, shop):
    client.force_login(make_user("rory", shop=make_shop(slug="rival")))
    old_token = shop.calendar_token

    assert client.post(rotate_url()).status_code == 404
    shop.refresh_from_db()
    assert shop.calendar_token == old_token


def test_a_stranger_gets_the_same_404_as_for_a_shop_that_does_not_exist(client, shop):
    client.force_login(make_user("stranger"))

    assert client.post(rotate_url()).status_code == 404
    assert client.post(rotate_url("no-such-shop")).status_code == 404


def test_it_sends_an_anonymous_visitor_to_sign_in(client, shop):
    old_token = shop.calendar_token

    response = client.post(rotate_url())

    assert response.status_code == 302
    assert response.url.startswith(reverse("login"))
    shop.refresh_from_db()
    assert shop.calendar_token == old_token


def test_staff_of_the_shop_cannot_rotate_it_only_the_owner_can(client, shop):
    client.force_login(make_user("sam", shop=shop, role="staff"))
    old_token = shop.calendar_token

    response = client.post(rotate_url())

    assert response.status_code == 403
    assert "private calendar link" in response.content.decode()
    shop.refresh_from_db()
    assert shop.calendar_token == old_token


def test_staff_see_the_link_but_not_the_button(client, shop):
    client.force_login(make_user("sam", shop=shop, role="staff"))

    page = client.get(reverse("dashboard:calendar", args=["ridgeline"])).content.decode()

    assert feed_url(shop.calendar_token) in page
    assert f'action="{rotate_url()}"' not in page
    assert "tell the shop&rsquo;s owner: they can make a new one" in page
