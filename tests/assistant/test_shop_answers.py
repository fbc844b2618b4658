"""What customers ask that only the owner can answer (payment, warranty, rides, after-hours
drop-off, parking, towing, which vehicles, parts, waiting at the shop, discounts, walk-ins) is answered in the owner's own words; without them,
the question reaches the team, or the customer is given the shop's number to ask."""

from __future__ import annotations

from datetime import datetime

import pytest

from assistant import turn
from assistant.models import Conversation, OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)

ANSWERS = {
    "payment": "We take all major cards and cash.",
    "warranty": "Repairs carry a 24-month, 24,000-mile warranty.",
    "rides": "We drive you home within 5 miles.",
    "after_hours": "Leave the keys in the drop box by the door.",
    "parking": "Park in a spot marked Customer.",
    "towing": "We tow within 10 miles for $95.",
    "vehicles": "We don't work on diesels.",
    "parts": "We use new OEM or equivalent parts, and not ones customers bring.",
    "waiting": "Our waiting room has wifi and coffee.",
    "discounts": "Military and seniors get 10% off labor.",
    "walk_ins": "Walk-ins are welcome when a bay is free.",
}


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100", answers=ANSWERS)
    make_service(shop, "Brake pad replacement", aliases=["brakes"])
    make_service(shop, "Tow hitch install", aliases=["hitch"])
    return shop


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("do you take credit cards?", "payment"),
        ("can i pay with apple pay", "payment"),
        ("can i pay when i pick it up", "payment"),
        ("do you need a deposit", "payment"),
        ("is there a warranty on brakes", "warranty"),
        ("do you guarantee your work", "warranty"),
        ("can you give me a ride home after i drop it off", "rides"),
        ("do you have loaner cars", "rides"),
        ("can i drop my car off tonight after hours", "after_hours"),
        ("is there a key drop box", "after_hours"),
        ("can I drop off my car tonight?", "after_hours"),
        ("can i bring my car in tonight and leave it", "after_hours"),
        ("could I bring the truck by after you close?", "after_hours"),
        ("where do I leave my keys if you're closed?", "after_hours"),
        ("I'll be dropping it off thursday night instead, is that ok?", "after_hours"),
        ("can I drop off the night before?", "after_hours"),
        ("where do I park when I drop it off?", "parking"),
        ("is there parking?", "parking"),
        ("can I park on the street?", "parking"),
        ("can you tow my car, it won't start", "towing"),
        ("do you guys work on diesels?", "vehicles"),
        ("do you work on teslas", "vehicles"),
        ("do you service bmws", "vehicles"),
        ("can you fix my motorcycle", "vehicles"),
        # Work not on the service list, it was.
        ("Do you work on Sprinter vans?", "vehicles"),
        ("do you guys service box trucks?", "vehicles"),
        ("can you look at my boat", "vehicles"),
        ("do you do brake jobs on diesel trucks", "vehicles"),
        ("it's a diesel, is that a problem?", "vehicles"),
        ("can i bring my own parts", "parts"),
        ("what brand of oil do you use", "parts"),
        ("what brands of tires do you carry?", "parts"),
        ("do you have michelin tires in stock?", "parts"),
        ("what makes do you work on?", "vehicles"),
        ("what brands of cars do you work on", "vehicles"),
        ("do you have wifi in the waiting room", "waiting"),
        ("Is there a discount for military or seniors", "discounts"),
        ("do you have any coupons", "discounts"),
        ("any specials going on right now?", "discounts"),
        # Offered the oil change's times.
        ("I saw your ad, do you have a special on oil changes?", "discounts"),
        ("is there a waiting room", "waiting"),
        ("do you have coffee", "waiting"),
        ("is there a restroom", "waiting"),
        ("do you take walk-ins?", "walk_ins"),
        ("can i just walk in", "walk_ins"),
        ("do i need an appointment?", "walk_ins"),
        ("is an appointment required?", "walk_ins"),
    ],
)
@pytest.mark.parametrize("channel", ["chat", "phone"])
def test_the_owners_words_answer_the_question(shop, question, topic, channel):
    say = talker(shop, channel, phone="+13035550177", proven=channel == "phone")

    assert say(question).message.text.startswith(ANSWERS[topic])


def test_where_to_drop_the_keys_is_the_front_desk(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert ANSWERS["parking"] in say("where do I drop the keys?").message.text


@pytest.mark.parametrize("said", ["Hey I'm at the shop, where do I go?", "I'm here, what do I do?"])
def test_where_to_go_on_arriving_is_where_to_park_and_the_team_is_told(shop, said):
    """ "I'm at the shop, where do I go?" was told the shop's address."""
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert say(said).message.text.startswith(
        f"Thanks, I've let the team know you're here. {ANSWERS['parking']}"
    )
    [told] = OutboundText.objects.filter(to=shop.staff_phone)
    assert "has arrived" in told.body


def test_the_address_asked_beside_a_common_question_is_said_first(shop):
    shop.address = "1480 Ridge Rd, Golden, CO"
    shop.save()
    say = talker(shop, "chat")

    text = say("where are you located and where do I park?").message.text

    assert text.startswith("We're at 1480 Ridge Rd, Golden, CO. Park in a spot marked Customer.")


def test_a_customer_in_the_parking_lot_has_arrived_not_asked_where_to_park(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    assert "Park in a spot" not in say("I'm in the parking lot").message.text


@pytest.mark.parametrize("said", ["I need an appointment", "i need an appt for my car"])
def test_asking_for_an_appointment_is_not_asking_whether_one_is_needed(shop, said):
    text = talker(shop, "chat")(said).message.text

    assert text == "What can we help with: which service does your car need?"


def test_a_car_named_in_a_booking_asks_nothing(shop):
    say = talker(shop, "chat")

    text = say("brake pads for my hybrid friday").message.text

    assert text.startswith("For Brake pad replacement on Friday")


def test_a_service_named_with_the_words_is_booked_not_answered(shop):
    say = talker(shop, "chat")

    assert "Tow hitch install" in say("i need a tow hitch installed friday").message.text


def test_without_an_answer_a_texting_customer_is_passed_to_the_team(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("do you take credit cards?").message.text

    assert text == "I'll pass that to the team and someone will get back to you shortly."
    told = OutboundText.objects.get(to=shop.staff_phone).body
    assert told == 'Frontdesk: +13035550177 asked: "do you take credit cards?"'


def test_without_an_answer_on_waiting_a_waiting_room_asks_if_the_job_can_be_waited_for(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "chat")

    text = say("is there a waiting room").message.text

    assert text.startswith("Whether you can wait depends on the job.")


def test_without_an_answer_or_a_number_the_chat_gives_the_shops_number(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "chat")

    text = say("do you take credit cards?").message.text

    assert "the team can tell you at (303) 555-0100" in text
    assert not OutboundText.objects.exists()


def test_is_my_car_ready_in_a_chat_with_no_number_promises_no_call_back(shop):
    say = talker(shop, "chat")

    text = say("is my car ready?").message.text

    assert "(303) 555-0100" in text and "get back to you" not in text
    assert not OutboundText.objects.exists()


@pytest.mark.parametrize(
    "message",
    ["can you guarantee it'll be done by 5?", "are you open after hours?"],
)
def test_words_of_a_topic_in_another_sense_are_not_that_question(shop, message):
    say = talker(shop, "chat")

    assert not any(say(message).message.text.startswith(text) for text in ANSWERS.values())


@pytest.mark.parametrize(
    ("message", "for_the_team"),
    [
        ("brake pads friday, do you take credit cards?", ""),
        ("i need my brakes done, do you take credit cards?", ""),
        # Apple Pay is no card the owner's answer names: the team is asked.
        (
            "can i book brakes? also do you take apple pay",
            " I'll put your question on the booking for the team.",
        ),
    ],
)
def test_a_question_asked_beside_a_booking_is_answered_and_the_booking_goes_on(
    shop, message, for_the_team
):
    say = talker(shop, "chat")

    result = say(message)

    assert result.message.text.startswith(
        ANSWERS["payment"] + for_the_team + " For Brake pad replacement"
    )
    assert "Which works for you?" in result.message.text
    assert "What name" in say(result.choices[0]).message.text


def test_a_question_without_an_answer_beside_a_booking_goes_on_the_booking(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "chat")

    result = say("brake pads friday, do you use OEM parts?")

    assert result.message.text.startswith(
        "I'll put your question on the booking for the team. For Brake pad replacement on Friday"
    )
    say(result.choices[0])
    say("Dana Reyes")
    say("303-555-0111")
    assert "You're booked" in say("yes").message.text
    appointment = Appointment.objects.get()
    assert (
        appointment.notes
        == "The customer asked: \u201cbrake pads friday, do you use OEM parts?\u201d"
    )


def test_a_question_without_an_answer_beside_a_booking_by_text_reaches_the_team_at_once(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("brake pads friday, do you take credit cards?").message.text

    assert text.startswith("I've passed your question to the team. For Brake pad replacement")
    told = OutboundText.objects.get(to=shop.staff_phone).body
    assert told == 'Frontdesk: +13035550177 asked: "brake pads friday, do you take credit cards?"'
    assert Conversation.objects.get().to_call_back


def test_a_question_asked_mid_booking_is_answered_then_the_booking_question_again(shop):
    say = talker(shop, "chat")
    assert "Friday, December 11" in say("i need brake pads friday").message.text

    asked_again = "Which time works for you on Friday, December 11: 7:30 AM, 8 AM or 8:30 AM?"
    assert say("do you give rides?").message.text == f"{ANSWERS['rides']} {asked_again}"


def test_a_question_about_a_service_is_answered_without_booking_it(shop):
    say = talker(shop, "chat")

    text = say("is there a warranty on brakes?").message.text

    assert text == f"{ANSWERS['warranty']} Is there anything else I can help with?"


def test_the_answer_is_streamed_before_the_rest_of_the_reply(shop):
    conversation, _ = turn.start(shop, "chat")
    pieces: list[str] = []

    monday_morning = datetime(2026, 12, 7, 9, 0, tzinfo=shop.zone)

    result = turn.reply(
        conversation,
        "brake pads friday, do you take credit cards?",
        now=monday_morning,
        on_text=pieces.append,
    )

    assert pieces[0] == ANSWERS["payment"] + " "
    assert "".join(pieces) == result.message.text


@pytest.mark.parametrize(
    "asked",
    [
        "do I need an appointment for brake pads or can I just walk in?",
        "can I just walk in for brake pads friday",
    ],
)
def test_walk_ins_asked_of_a_service_are_answered_and_its_times_offered(shop, asked):
    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(ANSWERS["walk_ins"] + " For Brake pad replacement on")
    assert text.endswith("Which works for you?")


def test_without_an_answer_on_walk_ins_the_times_are_offered(shop):
    shop.answers = {}
    shop.save()
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("do I need an appointment for brake pads?").message.text

    assert text.startswith("For Brake pad replacement on Monday, December 7 I can do")
    assert not OutboundText.objects.exists()


@pytest.mark.parametrize(
    ("rules", "told"),
    [
        ({}, "You can book as soon as an hour from now, and up to 30 days ahead."),
        (
            {"min_notice_minutes": 120, "horizon_days": 60},
            "You can book as soon as 2 hours from now, and up to 60 days ahead.",
        ),
        ({"min_notice_minutes": 0}, "You can book any open time up to 30 days ahead."),
    ],
)
@pytest.mark.parametrize(
    "asked",
    [
        "how far in advance do I need to book?",
        "how much notice do you need?",
        "How far out are you booking right now?",
    ],
)
def test_how_far_ahead_to_book_is_the_shops_own_rules(rules, told, asked):
    shop = make_shop(**rules)
    make_service(shop, "Oil change")

    assert talker(shop, "chat")(asked).message.text.startswith(told)


def test_a_discount_asked_beside_a_booking_is_the_owners_answer_not_a_refusal(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    text = say("I'm 72 and need brakes on thursday, do you give a senior discount?").message.text

    assert text.startswith(ANSWERS["discounts"])
    assert "can't change prices" not in text
    assert "For Brake pad replacement on Thursday" in text


@pytest.mark.parametrize(
    ("said", "work"),
    [
        ("i need an oil change but my car is a hybrid, is that ok", "Oil change"),
        ("is the mechanic good with hybrids? I have a prius that needs brakes", "Brake pad"),
    ],
)
def test_the_kind_of_car_asked_about_beside_a_booking_is_answered_first(demo_shop, said, work):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = say(said).message.text

    assert text.startswith("We work on most cars and light trucks, gas, diesel and hybrid")
    assert f"For {work}" in text and "on Monday, December 7" in text


@pytest.mark.parametrize("said", ["ok I'll just come by then", "cool, i'll swing by later"])
def test_coming_by_after_the_word_on_walk_ins_is_a_goodbye(shop, said):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("do you take walk-ins?")

    text = say(said).message.text

    assert text == "Thanks for calling Ridgeline Auto Repair. Have a good day!"
