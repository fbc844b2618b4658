"""Trouble told right after the work asked for, naming no part ("they're grinding" of brakes,
"my car won't start" of a battery), says why that work is wanted: the times for it stand, where
the engine light's diagnostic used to replace it. Trouble said as more ("it's also making a
grinding noise") or of a part ("my brakes are squealing") still finds its own service, and
trouble of a kind told after a noise ("a squeal when I stop") finds its own look."""

from __future__ import annotations

import pytest

from tests.assistant.customers import talker

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize(
    ("asked", "trouble", "service"),
    [
        ("I need to bring my truck in for brakes", "they're grinding", "Brake pad replacement"),
        ("hi I need a battery", "my car won't start", "Battery replacement"),
    ],
)
@pytest.mark.parametrize("channel", ["phone", "chat"])
def test_trouble_of_no_part_keeps_the_work_asked_for(demo_shop, channel, asked, trouble, service):
    talk = talker(demo_shop, channel, phone="+13035550177", proven=channel == "phone")
    assert f"For {service} on Monday, December 7" in talk(asked).message.text

    reply = talk(trouble).message.text

    assert "diagnostic" not in reply
    assert reply.startswith("Which time works for you on Monday, December 7")
    assert f"For {service} on Tuesday" in talk("tomorrow").message.text


def test_trouble_of_a_part_finds_its_own_look(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")

    reply = talk("my brakes are squealing").message.text

    assert "we'd start with the Brake inspection" in reply


def test_more_trouble_is_more_work(demo_shop):
    talk = talker(demo_shop, "chat")
    talk("I need an oil change")

    reply = talk("it's also making a grinding noise").message.text

    assert "Check engine light diagnostic right after this one" in reply


def test_trouble_of_a_kind_after_a_noise_finds_its_look(demo_shop):
    talk = talker(demo_shop, "chat")
    assert "Check engine light diagnostic" in talk("my car is making a noise").message.text

    reply = talk("it's a squeal when I stop").message.text

    assert "we'd start with the Brake inspection" in reply
