"""The owner reads every conversation's transcript; nobody else can."""

from __future__ import annotations

from datetime import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.urls import reverse

from assistant import turn
from booking.models import Appointment
from tests.factories import book, local, make_customer, make_service, make_shop, make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def conversation():
    shop = make_shop(slug="ridgeline", staff_phone="+13035550100")
    conversation, _ = turn.start(shop, "sms", customer_phone="+13035550177")
    turn.reply(conversation, "<b>what</b> are your hours?")
    return conversation


def test_the_owner_sees_the_transcript_escaped(client, conversation):
    client.force_login(make_user("olive", shop=conversation.shop))
    listing = client.get(reverse("conversations:list", args=["ridgeline"])).content.decode()
    assert "(303) 555-0177" in listing
    page = client.get(
        reverse("conversations:detail", args=["ridgeline", conversation.pk])
    ).content.decode()
    assert "&lt;b&gt;what&lt;/b&gt; are your hours?" in page
    assert "Our hours are" in page
    # The transcript is not also listed as the page's notices ("Message object (1)").
    assert "Message object" not in page
    assert "Text (SMS) with (303) 555-0177" in page
    assert "Template" not in page  # how a reply was written is no owner's business


def test_another_shops_owner_cannot_read_it(client, conversation):
    make_shop(slug="rival")
    client.force_login(make_user("rita", shop=make_shop(slug="other")))
    url = reverse("conversations:detail", args=["ridgeline", conversation.pk])
    assert client.get(url).status_code == 404
    url = reverse("conversations:detail", args=["other", conversation.pk])
    assert client.get(url).status_code == 404


def test_one_customers_conversations_are_found_by_their_number(client, conversation):
    other, _ = turn.start(conversation.shop, "sms", customer_phone="+17205550199")
    client.force_login(make_user("olive", shop=conversation.shop))
    url = reverse("conversations:list", args=["ridgeline"])

    listing = client.get(url, {"phone": "(303) 555-0177"}).content.decode()

    assert "Conversations with (303) 555-0177" in listing
    assert reverse("conversations:detail", args=["ridgeline", conversation.pk]) in listing
    assert reverse("conversations:detail", args=["ridgeline", other.pk]) not in listing


@pytest.mark.parametrize("message", ["can i talk to a real person", "is my car ready?"])
def test_those_to_call_back_are_listed_apart(client, conversation, message):
    wants_someone, _ = turn.start(
        conversation.shop, "sms", customer_phone="+17205550199", verified_phone="+17205550199"
    )
    turn.reply(wants_someone, message)
    client.force_login(make_user("olive", shop=conversation.shop))
    url = reverse("conversations:list", args=["ridgeline"])

    listing = client.get(url, {"person": "1"}).content.decode()

    assert "Conversations to call back" in listing
    assert reverse("conversations:detail", args=["ridgeline", wants_someone.pk]) in listing
    assert reverse("conversations:detail", args=["ridgeline", conversation.pk]) not in listing


def test_one_called_back_leaves_the_list_until_they_ask_the_team_again(client, conversation):
    shop = conversation.shop
    make_customer(shop, "+17205550199", "Jordan Lee")
    wants_someone, _ = turn.start(
        shop, "sms", customer_phone="+17205550199", verified_phone="+17205550199"
    )
    turn.reply(wants_someone, "can i talk to a real person")
    client.force_login(make_user("olive", shop=shop))
    listing_url = reverse("conversations:list", args=["ridgeline"])
    page_url = reverse("conversations:detail", args=["ridgeline", wants_someone.pk])
    done_url = reverse("conversations:called_back", args=["ridgeline", wants_someone.pk])

    listing = client.get(listing_url, {"person": "1"}).content.decode()
    assert "Jordan Lee" in listing and page_url in listing  # the name to call, not only a number
    assert "Mark as called back" in client.get(page_url).content.decode()

    page = client.post(done_url, follow=True).content.decode()

    assert "Marked as called back." in page and "Mark as called back" not in page
    assert page_url not in client.get(listing_url, {"person": "1"}).content.decode()
    turn.reply(wants_someone, "still need someone to call me please")
    assert page_url in client.get(listing_url, {"person": "1"}).content.decode()


def test_a_conversation_nobody_asked_to_be_called_back_cannot_be_marked(client, conversation):
    client.force_login(make_user("olive", shop=conversation.shop))
    url = reverse("conversations:called_back", args=["ridgeline", conversation.pk])

    assert client.post(url).status_code == 404


def test_another_shops_owner_cannot_mark_it_called_back(client, conversation):
    conversation.handed_off = True
    conversation.save()
    client.force_login(make_user("rita", shop=make_shop(slug="other")))

    url = reverse("conversations:called_back", args=["other", conversation.pk])
    assert client.post(url).status_code == 404
    conversation.refresh_from_db()
    assert conversation.called_back_at is None


def booked_by_text(client, opening: str):
    """A customer who texts `opening`, gives a name and says yes; the owner signed in."""
    shop = make_shop(slug="ridgeline")
    make_service(shop, "Oil change")
    conversation, _ = turn.start(
        shop, "sms", customer_phone="+13035550177", verified_phone="+13035550177"
    )
    for text in (opening, "Dana Reyes", "yes"):
        turn.reply(conversation, text, now=datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone))
    client.force_login(make_user("olive", shop=shop))
    return conversation


def test_the_list_says_what_each_customer_wrote_first_and_what_it_booked(client):
    booked_by_text(client, "oil change tuesday at 10")

    listing = client.get(reverse("conversations:list", args=["ridgeline"])).content.decode()

    assert "oil change tuesday at 10" in listing
    assert "Oil change, Dec 8" in listing


def test_an_appointment_links_to_the_conversation_that_booked_it(client):
    conversation = booked_by_text(client, "oil change tuesday at 10, my brakes squeak too")
    visit = Appointment.objects.get()

    page = client.get(reverse("dashboard:appointment", args=["ridgeline", visit.pk]))
    transcript = reverse("conversations:detail", args=["ridgeline", conversation.pk])

    assert f'<a href="{transcript}">what the customer said</a>' in page.content.decode()
    said = client.get(transcript).content.decode()
    assert "my brakes squeak too" in said
    visit_page = reverse("dashboard:appointment", args=["ridgeline", visit.pk])
    assert f'Booked: <a href="{visit_page}">Oil change, Tue Dec 8, 10:00 AM</a>' in said


@pytest.mark.django_db(transaction=True)
def test_conversations_from_before_the_link_are_linked_to_what_they_booked():
    shop = make_shop()
    service = make_service(shop, "Oil change")
    monday = local(shop, 2030, 1, 7, 7)
    visit = book(shop, service, make_customer(shop), local(shop, 2030, 1, 8, 9), monday)
    conversation, _ = turn.start(shop, "chat")
    conversation.state["booked"] = [visit.pk, visit.pk + 1000]  # one since deleted
    conversation.save(update_fields=["state"])

    executor = MigrationExecutor(connection)
    executor.migrate([("assistant", "0006_readable_labels")])
    executor.loader.build_graph()
    executor.migrate(executor.loader.graph.leaf_nodes())

    assert list(conversation.appointments.all()) == [visit]
