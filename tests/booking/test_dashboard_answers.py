"""The owner writes the shop's answers to common questions (payment, warranty, rides...) in
the dashboard; the assistant gives them from the next message on. Staff may only read them."""

from __future__ import annotations

import pytest
from django.urls import reverse

from assistant import turn
from booking.models import ANSWER_MAX_LENGTH, Membership
from tests.factories import make_shop, make_user

pytestmark = pytest.mark.django_db


def save_answers(client, slug="ridgeline", **answers):
    return client.post(reverse("dashboard:answers_edit", args=[slug]), answers, follow=True)


def test_an_answer_written_is_what_the_assistant_says(client, owner, shop):
    page = save_answers(client, payment="  Cards and cash, no checks. ", warranty="").content
    conversation, _ = turn.start(shop, "chat")
    reply = turn.reply(conversation, "do you take checks?").message.text

    assert "Saved the answers." in page.decode() and "Cards and cash, no checks." in page.decode()
    shop.refresh_from_db()
    assert shop.answers == {"payment": "Cards and cash, no checks."}
    assert reply.startswith("Cards and cash, no checks.")


def test_the_form_shows_the_answers_given(client, owner, shop):
    shop.answers = {"towing": "We tow within 10 miles."}
    shop.save()

    page = client.get(reverse("dashboard:answers_edit", args=["ridgeline"])).content.decode()

    assert "We tow within 10 miles." in page and "The warranty on repairs" in page


def test_an_answer_too_long_is_refused_and_nothing_is_saved(client, owner, shop):
    page = save_answers(client, payment="x" * (ANSWER_MAX_LENGTH + 1), towing="We tow.")

    assert page.status_code == 200 and "at most 400 characters" in page.content.decode()
    shop.refresh_from_db()
    assert shop.answers == {}


def test_staff_may_read_the_answers_but_not_change_them(client, shop):
    shop.answers = {"towing": "We tow within 10 miles."}
    shop.save()
    client.force_login(make_user("sam", shop=shop, role=Membership.Role.STAFF))

    catalogue = client.get(reverse("dashboard:catalogue", args=["ridgeline"])).content.decode()

    assert "We tow within 10 miles." in catalogue and "Change the answers" not in catalogue
    assert save_answers(client, towing="Free towing!").status_code == 403
    shop.refresh_from_db()
    assert shop.answers == {"towing": "We tow within 10 miles."}


def test_another_shops_answers_are_out_of_reach(client, owner, shop):
    rival = make_shop(slug="rival")

    assert save_answers(client, slug="rival", towing="Free towing!").status_code == 404
    rival.refresh_from_db()
    assert rival.answers == {}
