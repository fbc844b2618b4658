"""With the model reading too, a service it copied from the message must name work on a car or
trouble with one: the small model read the name given in reply to "What name should I put it
under?" as the service as well, and the customer heard "Sorry, we don't offer o'brien" instead
of being asked for the number; "not sure, it makes a clunk over bumps" became the service
"bumps", and the customer was asked again which service instead of what the car is doing."""

from __future__ import annotations

import pytest

from assistant.schema import Understanding
from assistant.understanding import merge
from booking.models import Shop
from tests.assistant.customers import talker

# Readings the small model gave of these messages, as the merge got them.
NO_WORK = [
    # (message, the floor's reading, the model's service)
    ("o'brien", Understanding(name="O'brien"), "o'brien"),
    ("Smith, john", Understanding(name="Smith"), "john"),
    ("Frank and my truck is the F250", Understanding(vehicle="Ford F-250"), "the F250"),
    ("not sure, it makes a clunk over bumps", Understanding(intent="other"), "bumps"),
    ("same name as the phone", Understanding(intent="other"), "the phone"),
    ("use my email instead", Understanding(intent="other"), "my email instead"),
    ("do i have to give a name?", Understanding(intent="other"), "give"),
]


@pytest.mark.parametrize(("message", "by_floor", "service"), NO_WORK)
def test_a_service_that_names_no_work_is_not_taken(message, by_floor, service):
    merged = merge(by_floor, Understanding(intent="book", service=service), message)
    assert merged.service is None
    assert merged == by_floor


@pytest.mark.parametrize(
    "service",
    [
        "my SUV won't start",  # a trouble the lexicon knows, with its "won't"
        "my steering clunks over bumps",
        "basic O2 sensor repair",
        "window tint",  # work the floor knows that no lexicon concept names
        "brake inspecton",  # misspelt
        "smog check",
    ],
)
def test_work_the_floor_knows_is_still_taken(service):
    message = f"hi, can you do {service} on friday"
    merged = merge(Understanding(intent="book"), Understanding(service=service), message)
    assert merged.service == service


@pytest.fixture
def shop(demo_shop_with_the_model) -> Shop:
    return demo_shop_with_the_model


@pytest.mark.django_db(transaction=True)
def test_a_surname_given_as_the_name_books_on(shop, model_readings):
    say = talker(shop, "chat")
    say("oil change tuesday")
    assert "What name" in say("first").message.text
    reply = say("o'brien").message.text
    assert model_readings[-1] is not None  # the model read it too
    assert "on our service list" not in reply, reply
    assert "number" in reply, reply  # the next thing a booking needs


@pytest.mark.django_db(transaction=True)
def test_a_customer_unsure_of_the_work_hears_what_the_trouble_asks_for(
    shop, model_readings, settings
):
    # Said in the template's words, as a reply the guard refused or a slow turn says it. A clunk
    # over bumps is the suspension, which the demo shop does not work on: said so, neither
    # "bumps" taken as the service nor "which service?" asked again.
    settings.ASSISTANT_MODEL_REPLIES = False
    say = talker(shop, "sms")
    say("I'd like to make an appointment")  # asked which service
    reply = say("not sure, it makes a clunk over bumps").message.text
    assert model_readings[-1] is not None
    assert reply.startswith("I don't see suspension repair on our service list"), reply
