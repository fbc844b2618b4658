"""An unhappy customer (a bill, work that did not fix the car, trouble back after a visit) is
said sorry to and handed to a person, not offered a booking."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Brake pad replacement", aliases=["brakes"])
    return shop


@pytest.mark.parametrize(
    "message",
    [
        "i was charged twice",
        "you guys did a terrible job on my brakes",
        "my brakes are still squeaking, you didnt fix it",
        "I want a refund",
        "its been 3 days and nobody called me back, this is ridiculous",
        # Damage to the car while the shop had it.
        "your guy scratched my car last time",
        "there's a new dent in my door since you had it",
        "you guys damaged my rim during the tire rotation",
        # Offered the brakes' times.
        "you guys quoted me 300 for brakes but charged me 450",
    ],
)
def test_a_complaint_in_a_chat_gets_the_shops_number(shop, message):
    say = talker(shop, "chat")

    text = say(message).message.text

    assert text == "I'm sorry to hear that. The team can help you directly at (303) 555-0100."


@pytest.mark.parametrize(
    "message",
    ["my brakes are bad", "brakes please, the last service was great", "my bumper has a dent"],
)
def test_trouble_with_the_car_is_no_complaint(shop, message):
    say = talker(shop, "chat")

    assert "sorry" not in say(message).message.text.lower()


@pytest.mark.parametrize(
    "message",
    [
        "the squeak is back, you did my brakes last month",
        "you guys replaced my battery a few weeks ago and its dead again",
        "my check engine light came back on after you fixed it",
        "my car is back to making the grinding noise, you guys did the brakes yesterday",
        "the oil change you did last month is leaking",
        "the brakes you guys replaced are making a grinding noise",
        # Both were booked as a diagnostic or work not on the list.
        "car's making that noise again after you guys fixed it last week. can i bring it back?",
        "the car is making the same clunking sound again since you replaced the struts",
        # A part the shop put in that has failed.
        "the battery you put in last month died",
        "the alternator you guys installed already failed",
        # Trouble said first, then the shop's work it began after.
        "my check engine light came on right after you guys did my brakes",
        "my car has been making a noise since you did my brakes",
    ],
)
def test_trouble_back_after_a_visit_is_for_the_team(shop, message):
    text = talker(shop, "chat")(message).message.text

    assert text == "I'm sorry to hear that. The team can help you directly at (303) 555-0100."


def test_trouble_back_by_text_reaches_the_team_with_the_customers_words(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("I was there last week for brakes and the noise is back").message.text

    assert text.startswith("I'm sorry to hear that.") and "someone will get back to you" in text
    body = OutboundText.objects.get(to="+13035550100").body
    assert "says the trouble is back after a visit" in body and "noise is back" in body


@pytest.mark.parametrize(
    "message",
    [
        "I'll be back next week for brake pads",
        "I came in last month for brakes, need them again",
        "can I come back tomorrow for the brakes?",
    ],
)
def test_coming_back_for_more_work_is_no_complaint(shop, message):
    assert "sorry" not in talker(shop, "chat")(message).message.text.lower()


@pytest.mark.parametrize(
    "message",
    [
        "who is the best person to talk to about a warranty claim",
        "is the alternator you put in still under warranty? it died",
    ],
)
def test_a_warranty_claim_is_for_the_team_after_the_owners_terms(shop, message):
    shop.answers = {"warranty": "Our repairs come with a 12-month warranty."}
    shop.save()

    text = talker(shop, "chat")(message).message.text

    assert text.startswith("Our repairs come with a 12-month warranty. The team can tell you more")
    assert "(303) 555-0100" in text


def test_the_warranty_asked_about_is_only_the_owners_terms(shop):
    shop.answers = {"warranty": "Our repairs come with a 12-month warranty."}
    shop.save()

    text = talker(shop, "chat")("how long is your warranty").message.text

    assert text.startswith("Our repairs come with a 12-month warranty.")
    assert "(303) 555-0100" not in text
