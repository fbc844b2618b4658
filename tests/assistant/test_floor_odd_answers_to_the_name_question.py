"""Answers to "What name should I put it under?" that are no name as they stand: a bare "first"
(the first time, the first one) was booked as "First", "Smith, john" as "Smith", and "why do
you need my name" was answered "Sorry, we don't offer name"."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db

NAME_ASKED = "What name should I put it under?"


@pytest.fixture
def say(shop):
    say = talker(shop, "chat")
    assert say("oil change wednesday at 9am").message.text.endswith(NAME_ASKED)
    return say


def test_first_is_no_name(say):
    reply = say("first").message.text

    assert reply.endswith(NAME_ASKED), reply  # the name is asked again, none was given
    say("Dana Lee")
    say("303 555 0101")
    assert say("yes").appointment.customer.name == "Dana Lee"


@pytest.mark.parametrize("said", ["Smith, john", "Smith, John", "smith, john."])
def test_a_surname_then_a_first_name_books_the_whole_name(say, said):
    say(said)
    say("303 555 0101")

    assert say("yes").appointment.customer.name == "John Smith"


def test_asking_why_the_name_is_needed_is_no_service_asked_for(say):
    reply = say("why do you need my name").message.text

    assert "offer" not in reply, reply
    assert reply.endswith(NAME_ASKED), reply
