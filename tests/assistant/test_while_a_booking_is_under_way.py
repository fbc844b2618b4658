"""What customers say while a booking is under way keeps it going: a question about the day, a
"thank you" for yes, a detail of the trouble, a second service, the one just priced."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import Appointment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop()
    make_service(shop, "Oil change", aliases=["oil"])
    inspection = make_service(shop, "Brake inspection", aliases=["brake check"], price=(29, 49))
    inspection.description = "Pads and rotors measured; free when we do the brake work."
    inspection.save()
    make_service(shop, "Brake pad replacement", aliases=["brakes", "pads"], price=(180, 320))
    make_service(shop, "Pre-purchase inspection", aliases=["used car inspection"])
    make_service(shop, "Check engine light diagnostic", aliases=["diagnostic", "check engine"])
    return shop


def held() -> list[str]:
    return [a.service.name for a in Appointment.objects.filter(status=Appointment.Status.HELD)]


def test_which_day_is_said_and_the_time_stays_held(shop):
    say = talker(shop, "chat")
    assert say("book me a brake inspection for next friday at 9").message.text.startswith(
        "I'm holding 9 AM on Friday, December 18"
    )

    text = say("wait which friday is that").message.text

    assert text == (
        "That's Friday, December 18. I'm holding that time for you. What name should I put it "
        "under?"
    )
    assert held() == ["Brake inspection"]


def test_thank_you_to_shall_i_book_it_books_it(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("oil change thursday at ten")
    assert say("Ellen").message.text.endswith("Shall I book it?")

    assert say("Thank you").message.text.startswith("You're booked, Ellen")


def test_free_with_the_work_is_of_the_look_just_priced_and_books_it(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("how much is a brake inspection")

    told = say("is it free if u do the brakes").message.text
    say("ok book it tmrw 2pm")

    assert told.startswith("Brake inspection: Pads and rotors measured; free when we do the")
    assert held() == ["Brake inspection"]


def test_the_inspection_just_priced_is_the_inspection_booked(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("how much is a brake inspection")

    assert say("ok book the inspection tmrw 2pm").message.text.startswith("I'm holding 2 PM")
    assert held() == ["Brake inspection"]


@pytest.mark.parametrize(("first", "then"), [("my brakes make a noise", "its a squeal")])
def test_a_detail_of_the_trouble_keeps_the_look_under_way(shop, first, then):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    assert "Brake inspection" in say(first).message.text

    assert say(then).message.text.startswith("Which time works for you on Monday")


def test_another_service_asked_while_times_are_offered_follows_the_first(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("brake inspection monday")

    text = say("can you add an oil change too?").message.text

    assert text.startswith(
        "Sure, I'll find a time for the Oil change right after this one. Which time works for "
        "you on Monday, December 14"
    )


def test_two_cars_with_a_service_each_book_each_once(shop):
    make_service(shop, "Tire rotation", aliases=["rotation"])
    say = talker(shop, "chat")

    text = say(
        "I need an oil change for my Camry and my husband's Tacoma needs a tire rotation, can we "
        "do both Thursday morning?"
    ).message.text

    assert text.startswith("First the Oil change, then the Tire rotation.")


@pytest.mark.parametrize(("said", "held_at"), [("whatever's open", "7:30 AM")])
def test_whatever_is_open_takes_the_first_time(shop, said, held_at):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change tomorrow")

    assert say(said).message.text.startswith(f"I'm holding {held_at} on Tuesday")


def test_later_than_that_offers_later_times_again(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)
    say("oil change tomorrow")
    later = say("anything later").message.text

    even_later = say("later than that").message.text

    assert even_later != later and "10:30 AM" in even_later


def test_a_question_for_the_team_keeps_the_times_offered(shop):
    shop.staff_phone = "+13035550142"
    shop.save()
    say = talker(shop, "chat")
    offered = say("brake inspection tomorrow").message.text

    text = say("is it safe to drive till then?").message.text

    assert text.startswith(
        "I can't tell from here whether it's safe to drive: only a mechanic who sees the car can say. "
        "The team can tell you more at (303) 555-0142. Which time works"
    )
    assert offered.split("I can do ")[1].split(".")[0] in text.replace(": ", " ")
    assert say("8").message.text.startswith("I'm holding 8 AM on Tuesday, December 8")


def test_a_caller_s_question_is_passed_on_and_the_booking_goes_on(shop):
    shop.staff_phone = "+13035550142"
    shop.save()
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("my check engine light came on, can you look at it tomorrow")

    result = say("uh is it safe to drive")

    assert result.message.text.startswith(
        "I can't tell from here whether it's safe to drive: only a mechanic who sees the car can say. "
        "I've passed your question to the team, and someone will get back to you. Which time"
    )
    [text] = OutboundText.objects.filter(to="+13035550142")
    assert "safe to drive" in text.body


def test_without_a_team_phone_the_question_is_said_unanswered_and_the_times_stay(shop):
    say = talker(shop, "chat")
    say("brake inspection tomorrow")

    text = say("is it ok to keep driving on it?").message.text

    assert text.startswith(
        "I can't tell from here whether it's safe to drive: only a mechanic who sees the car can say. "
        "Which time works"
    )


def test_what_the_service_uses_is_told_with_the_time_held(shop):
    oil = shop.services.get(name="Oil change")
    oil.description = "Up to 5 quarts of conventional or synthetic oil, new filter."
    oil.save()
    say = talker(shop, "chat")
    say("oil change friday at 10")

    text = say("do you use synthetic?").message.text

    assert text.startswith("Oil change: Up to 5 quarts of conventional or synthetic oil")
    assert text.endswith("I'm holding that time for you. What name should I put it under?")
    assert held() == ["Oil change"]


@pytest.mark.parametrize(
    "asked",
    [
        "does the oil change come with a new filter?",
        "does an oil change include a filter",
        "is the filter included in the oil change?",
    ],
)
def test_what_a_service_uses_asked_first_is_answered_not_booked(shop, asked):
    oil = shop.services.get(name="Oil change")
    oil.description = "Up to 5 quarts of conventional or synthetic oil, new filter."
    oil.save()
    say = talker(shop, "chat")

    text = say(asked).message.text

    assert "new filter" in text and text.endswith("Would you like to book it?")


def test_bye_to_what_name_lets_the_time_go_and_says_so(shop):
    say = talker(shop, "chat")
    say("oil change friday at 10")

    text = say("bye").message.text

    assert text.startswith("No problem, I haven't booked that time.")
    assert held() == []
    assert not Appointment.objects.exists()


def test_the_total_asked_with_times_offered_prices_each_and_offers_the_times_again(shop):
    say = talker(shop, "chat")
    say("I need brakes and an oil change")

    text = say("what's the total?").message.text

    assert text.startswith("Brake pad replacement usually runs $180 to $320; Oil change $")
    assert "Which time works for you on Monday, December 7" in text


def test_the_price_asked_with_a_time_held_asks_for_the_name_again(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("brake pads thursday at 9")

    text = say("how much is that gonna be").message.text

    assert text.startswith("Brake pad replacement usually runs 180 to 320 dollars.")
    assert text.endswith("What name should I put it under?")
    assert held() == ["Brake pad replacement"]


def test_anything_later_with_a_time_held_offers_later_times_and_lets_it_go(shop):
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("brake inspection friday at 9")
    assert held() == ["Brake inspection"]

    text = say("hm anything later in the day").message.text

    assert text.startswith("For Brake inspection on Friday, December 11, I have 12 PM")
    assert held() == []
    assert say("10").message.text.startswith("I'm holding 10 AM on Friday, December 11")


def test_another_day_with_a_time_held_offers_the_next_day(shop):
    say = talker(shop, "chat")
    say("oil change friday at 9")

    text = say("actually another day would be better").message.text

    assert text.startswith("For Oil change on Saturday, December 12")
    assert held() == []


def test_ok_book_it_to_the_one_time_offered_holds_it(shop):
    make_service(shop, "Transmission fluid service", kind="dropoff", minutes=120)
    say = talker(shop, "chat")
    say("transmission fluid service tomorrow")
    asked = say("what time do i need to drop it off").message.text
    assert "drop-off job" in asked and "phone number" not in asked

    text = say("ok book it").message.text

    assert text.startswith("I'm holding that time for you.")
    assert held() == ["Transmission fluid service"]


def test_recurring_visits_asked_for_are_booked_one_at_a_time(shop):
    say = talker(shop, "chat")

    text = say("oil change every 3 months, can you set up recurring appointments?").message.text

    assert text.startswith("I can book one visit at a time, so let's start with the next one.")
    assert "Which works for you?" in text


def test_a_question_in_the_words_of_what_it_includes_is_answered_at_the_yes(shop):
    oil = shop.services.get(name="Oil change")
    oil.description = "Up to 5 quarts of conventional or synthetic oil, new filter."
    oil.save()
    say = talker(shop, "phone", phone="+13035550177", proven=True)
    say("oil change tomorrow at 4:30")
    assert say("Nora").message.text.endswith("Shall I book it?")

    text = say("is that the full synthetic").message.text

    assert text.startswith("Oil change: Up to 5 quarts of conventional or synthetic oil")
    assert text.endswith("Shall I book it?")
    assert say("ok yes book it").message.text.startswith("You're booked, Nora")


@pytest.mark.parametrize(
    "asked", ["is the inspection guaranteed to fix it?", "will the brake pads fix the noise?"]
)
def test_whether_the_work_will_fix_it_is_the_teams_to_say(shop, asked):
    shop.staff_phone = "+13035550142"
    shop.save()
    say = talker(shop, "chat")
    say("brake inspection tomorrow")

    text = say(asked).message.text

    assert text.startswith("The team can answer that at (303) 555-0142. Which time works")


def test_what_a_service_covers_is_its_description(shop):
    text = talker(shop, "chat")("what does the brake inspection cover").message.text

    assert text.startswith(
        "Brake inspection: Pads and rotors measured; free when we do the brake work."
    )


def test_three_services_asked_at_once_are_each_said_to_follow(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)

    text = say("I need an oil change, tire rotation and brake inspection").message.text

    assert text.startswith(
        "First the Oil change, then the Tire rotation and the Brake inspection. For Oil change on"
    )


def test_the_price_asked_at_shall_i_book_it_is_said_once(demo_shop):
    """It was said twice: "Oil change usually runs $49 to $89. Just to confirm: ... It usually
    runs $49 to $89, ..."."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("oil change tomorrow at 10")
    say("Sam Ortiz")

    reply = say("what's the total going to be?").message.text

    assert reply.count("$49 to $89") == 1
    assert reply.startswith("Just to confirm: Oil change on Tuesday, December 8 at 10 AM.")


def test_email_asked_for_beside_the_number_is_told_it_is_a_text(demo_shop):
    """ "My cell is ... but I prefer email" was booked with no word that no email comes."""
    say = talker(demo_shop, "chat")
    say("oil change tomorrow at 9")
    say("Sam Ortiz")

    reply = say("my cell is 303-555-2211 but i prefer email").message.text

    assert reply.startswith(
        "We confirm by text rather than email, so it'll go to that number. Just to confirm:"
    )


def test_ok_book_it_to_the_soonest_times_asked_for_holds_the_first(demo_shop):
    """It asked "which time works?" again, though the customer had asked for the soonest."""
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("what's the soonest you can do brakes")

    reply = say("ok book it").message.text

    assert reply.startswith("I'm holding 10 AM on Monday, December 7 for you.")


def test_ok_book_it_to_times_of_a_day_still_asks_which(demo_shop):
    say = talker(demo_shop, "sms", phone="+13035550177", proven=True)
    say("brakes thursday")

    assert say("ok book it").message.text.startswith("Which time works for you on Thursday")


def test_work_asked_while_youre_at_it_after_booking_follows_the_visit(demo_shop):
    """It was offered today, apart from the visit just booked for tomorrow."""
    say = talker(demo_shop, "sms", phone="+13035550199", proven=True)
    say("oil change tomorrow at 9")
    say("Sam Ortiz")
    say("yes")

    reply = say("can you rotate my tires too while you're at it").message.text

    assert reply.startswith("For Tire rotation on Tuesday, December 8 I can do 9:30 AM")
