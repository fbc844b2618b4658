"""Questions about prices in general: a price list, free estimates, the labor rate (which only
the team knows), and upkeep asked of a shop that names its services otherwise."""

from __future__ import annotations

import pytest

from assistant.models import OutboundText
from booking.models import PriceAdjustment
from tests.assistant.customers import talker
from tests.factories import make_service, make_shop

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def shop():
    shop = make_shop(staff_phone="+13035550100")
    make_service(shop, "Wheel alignment", price=(99, 149), aliases=["alignment"])
    make_service(shop, "Oil change", price=(49, 89), aliases=["oil"])
    return shop


@pytest.mark.parametrize(
    "question",
    ["can i get a price list", "whats your cheapest service", "whats the most expensive service"],
)
def test_a_price_list_gives_every_service_cheapest_first(shop, question):
    text = talker(shop, "chat")(question).message.text

    assert text.startswith("Our prices: Oil change $49 to $89 and Wheel alignment $99 to $149.")


def test_a_caller_hears_the_span_of_prices_then_the_one_they_name(shop):
    for name, price in [("Tire rotation", (25, 40)), ("Brake inspection", (29, 49))]:
        make_service(shop, name, price=price)
    make_service(shop, "Timing belt replacement", price=(450, 900), aliases=["timing belt"])
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    span = say("what are your prices").message.text
    priced = say("an alignment").message.text

    assert span == (
        "Prices depend on the job: from 25 to 40 dollars for Tire rotation up to 450 to 900 "
        "dollars for Timing belt replacement. Which service would you like a price for?"
    )
    assert priced.startswith("Wheel alignment usually runs 99 to 149 dollars.")


@pytest.mark.parametrize(
    "said",
    ["do you do free estimates?", "Do you charge for estimates?", "is there a fee to get a quote?"],
)
def test_free_estimates_ask_which_service_and_then_price_it(shop, said):
    say = talker(shop, "chat")

    asked = say(said).message.text
    priced = say("an alignment").message.text

    assert "free" in asked and asked.endswith("Which service is it for?")
    assert "$99 to $149" in priced


@pytest.mark.parametrize(
    "asked", ["how much is labor per hour", "how much is labor", "whats your labor"]
)
def test_the_labor_rate_is_for_the_team(shop, asked):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(asked).message.text

    assert "pass that to the team" in text and "on our service list" not in text
    assert OutboundText.objects.filter(to="+13035550100", body__contains="labor rate").exists()


def test_the_labor_rate_in_a_chat_gives_the_shops_number(shop):
    text = talker(shop, "chat")("what's your hourly rate?").message.text

    assert "(303) 555-0100" in text


SCHEDULE = "depends on your car's maintenance schedule (your owner's manual lists it)."
SERVICES = "We do Oil change and Wheel alignment. Which of these does your car need?"


@pytest.mark.parametrize(
    ("asked", "said_back"),
    [
        ("I'd like to schedule maintenance", "a scheduled service"),
        ("my car needs a tune up", "a tune up"),
        (
            "Hi, I'd like to schedule service for my 2018 Honda Accord. It's due for its 60k mile "
            "service",
            "a 60k mile service",
        ),
        ("can you do the 30,000 mile maintenance?", "a scheduled service"),
        ("what do you recommend at 60k?", "a scheduled service"),
        ("I have a 2018 Outback with 60k miles, what service does it need", "a scheduled service"),
    ],
)
def test_upkeep_in_general_lists_the_shops_services(shop, asked, said_back):
    """What a mileage service includes is the car's own schedule: said, not left unanswered."""
    text = talker(shop, "chat")(asked).message.text

    assert text == f"What {said_back} includes {SCHEDULE} {SERVICES}"


def test_a_mileage_service_named_when_asked_which_service_lists_the_shops(shop):
    say = talker(shop, "chat")
    say("I'd like to schedule service")

    # It was asked again and again, "60,000" read as no work at all.
    assert say("the 60,000 mile service").message.text.endswith(SERVICES)


def test_what_is_recommended_for_a_mileage_when_asked_which_service_lists_the_shops(shop):
    say = talker(shop, "chat")
    say("I need an appointment")

    assert say("what do you recommend for 100k miles?").message.text.endswith(SERVICES)


def test_a_call_back_asked_for_reaches_the_team(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    say("can I get a call back")

    assert OutboundText.objects.filter(to="+13035550100", body__contains="talk to").exists()


def test_the_service_named_after_how_much_is_priced_not_booked(shop):
    say = talker(shop, "chat")

    say("how much?")
    text = say("an alignment").message.text

    assert text.startswith("Wheel alignment usually runs $99 to $149")


@pytest.mark.parametrize(
    "asked",
    [
        "is it ok to drive with my check engine light on",
        "I left my sunglasses in my car when I dropped it off",
    ],
)
def test_what_only_someone_at_the_shop_can_answer_goes_to_the_team(shop, asked):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(asked).message.text

    assert "to the team" in text and "get back to you" in text and "Which works" not in text


def test_whether_it_is_safe_to_drive_is_not_answered_with_a_booking(shop):
    text = talker(shop, "chat")("is it ok to drive with my check engine light on").message.text

    assert "(303) 555-0100" in text and "Which works" not in text


@pytest.mark.parametrize(
    ("said", "told"),
    [
        ("hey I'm calling about the estimate you gave me", "asked about an estimate"),
        ("Can I get a written estimate?", "asked about an estimate"),
        ("can you send me an itemized quote for the brakes?", "asked about an estimate"),
        ("I'd like to talk to Mike please", "would like to talk to someone"),
    ],
)
def test_a_person_or_an_estimate_of_theirs_asked_for_reaches_the_team(shop, said, told):
    say = talker(shop, "phone", phone="+13035550177", proven=True)

    say(said)

    assert OutboundText.objects.filter(to="+13035550100", body__contains=told).exists()


@pytest.mark.parametrize(
    "question", ["whats the alignment fee", "do you charge a fee for alignments"]
)
def test_a_fee_asked_for_is_the_services_price(shop, question):
    text = talker(shop, "chat")(question).message.text

    assert text.startswith("Wheel alignment usually runs $99 to $149.")


@pytest.mark.parametrize(
    "question",
    ["is there a fee to cancel", "whats your cancellation policy", "will i be charged if i cancel"],
)
def test_the_cancellation_policy_is_for_the_team(shop, question):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say(question).message.text

    assert "pass that to the team" in text
    sent = OutboundText.objects.get(kind=OutboundText.Kind.MESSAGE_FOR_OWNER)
    assert "cancellation policy" in sent.body


@pytest.mark.parametrize(
    "question, said_back",
    [
        ("do you replace alternators?", "I don't see alternator replacement on our service list"),
        ("can you paint my bumper?", "I don't see bumper painting on our service list"),
        ("do you do bodywork?", "I don't see bodywork on our service list"),
        ("need a new fuel pump", "I don't see fuel pump replacement on our service list"),
        ("do you sell tires?", "I don't see tire sales on our service list"),
        ("do you sell batteries", "I don't see battery sales on our service list"),
        # The tire rotation's times were offered.
        ("where can I buy tires?", "I don't see tire sales on our service list"),
        ("can I buy new tires from you?", "I don't see new tire sales on our service list"),
        (
            "can you mount and balance tires I bought online?",
            "I don't see tire mounting on our service list",
        ),
        ("I got a flat", "I don't see flat tire repair on our service list"),
        ("there's a nail in my tire", "I don't see flat tire repair on our service list"),
        (
            "my tire is flat can I bring it in now",
            "I don't see flat tire repair on our service list",
        ),
        ("do you do inspections for uber?", "I don't see uber inspections on our service list"),
        ("i need my car inspected for Uber", "I don't see Uber inspections on our service list"),
        ("can you check it for the DMV?", "I don't see DMV inspections on our service list"),
        ("my headlight is out", "I don't see headlight replacement on our service list"),
        ("my windshield is cracked", "I don't see windshield repair on our service list"),
        ("the side mirror got smashed", "I don't see side mirror repair on our service list"),
        ("a rock cracked my windshield", "I don't see windshield repair on our service list"),
        ("my bumper has a dent", "I don't see bumper repair on our service list"),
        ("my key fob doesn't work", "I don't see key fob repair on our service list"),
        ("my power windows don't work", "I don't see power window repair on our service list"),
        (
            "Can I get an estimate for a 2015 Subaru Outback head gasket",
            "I don't see head gasket on our service list",
        ),
        (
            "my tail light went out, can you replace it?",
            "I don't see tail light replacement on our service list",
        ),
    ],
)
def test_work_the_shop_does_not_do_is_said_back_as_work(shop, question, said_back):
    text = talker(shop, "chat")(question).message.text

    assert said_back in text


@pytest.mark.parametrize(
    "said", ["my brake light is out", "my brake light is broken", "brake lights dont work"]
)
def test_a_brake_light_out_is_a_bulb_not_the_brakes(demo_shop, said):
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)(said).message.text

    assert text.startswith("I don't see brake light replacement on our service list")


def test_a_brake_light_that_came_on_is_the_brakes(demo_shop):
    said = "my brake light came on"
    text = talker(demo_shop, "sms", phone="+13035550177", proven=True)(said).message.text

    assert "we'd start with the Brake inspection" in text


def test_a_brake_light_out_is_the_shops_bulb_work_where_it_lists_one(shop):
    make_service(shop, "Brake inspection", price=(29, 49))
    make_service(shop, "Brake light replacement", price=(20, 60))

    text = talker(shop, "chat")("my brake light is out").message.text

    assert text.startswith("For Brake light replacement on ")


@pytest.mark.parametrize(
    "asked", ["Another shop quoted me $300 for brakes, can you beat that?", "do you price match?"]
)
def test_matching_another_shops_price_is_for_the_team(shop, asked):
    text = talker(shop, "sms", phone="+13035550177", proven=True)(asked).message.text

    assert "pass that to the team" in text
    assert OutboundText.objects.filter(
        to="+13035550100", body__contains="match another shop's price"
    ).exists()


@pytest.mark.parametrize(
    "asked",
    ["how much for front and rear brakes", "what do you charge for brakes on all 4 wheels?"],
)
def test_a_price_for_both_axles_says_what_the_price_is_for(shop, asked):
    pads = make_service(shop, "Brake pad replacement", price=(180, 320), aliases=["brakes"])
    pads.description = "New pads on one axle; price per axle."
    pads.save()

    text = talker(shop, "chat")(asked).message.text

    assert text.startswith("Brake pad replacement: New pads on one axle; price per axle.")
    assert "$360 to $640 for both axles" in text


@pytest.mark.parametrize(
    "asked",
    [
        "how much is a check engine light diagnostic and does it go towards the repair?",
        "How much is a diagnostic and do you apply it to the repair",
    ],
)
def test_whether_the_fee_goes_toward_the_repair_is_answered_by_what_the_price_includes(shop, asked):
    look = make_service(shop, "Check engine light diagnostic", price=(89, 149))
    look.description = "Codes read; the fee goes toward the repair if you go ahead."
    look.save()

    text = talker(shop, "chat")(asked).message.text

    assert text.startswith(f"Check engine light diagnostic: {look.description}")
    assert "$89 to $149" in text


def test_whether_something_is_extra_is_answered_by_what_the_price_includes(shop):
    oil = shop.services.get(name="Oil change")
    oil.description = "Up to 5 quarts of conventional or synthetic oil, new filter."
    oil.save()

    text = talker(shop, "chat")("is synthetic oil extra?").message.text

    assert text.startswith("Oil change: Up to 5 quarts of conventional or synthetic oil")
    assert "$49 to $89" in text


@pytest.mark.parametrize(
    ("asked", "told"),
    [
        (
            "how much is an alignment on my 2016 BMW X5",
            "Wheel alignment usually runs $114 to $171 for your 2016 BMW X5.",
        ),
        (
            "how much is an alignment on my 2014 Honda Civic",
            "Wheel alignment usually runs $99 to $149.",
        ),
    ],
)
def test_a_price_the_car_changed_says_which_car_it_is_for(shop, asked, told):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="BMW", percent=15)

    assert talker(shop, "chat")(asked).message.text.startswith(told)


@pytest.mark.parametrize(
    "haggle",
    [
        "thats kinda steep, can you do it cheaper?",
        "any wiggle room on that?",
        "can you do it for $80?",
        "could you do that for 75 bucks",
        # The price was said again, the offer unanswered.
        "can you do $80?",
        "would you take 80 bucks",
        "can you go any lower?",
    ],
)
def test_haggling_over_a_price_is_told_the_price_stands(shop, haggle):
    say = talker(shop, "chat")
    say("how much for an alignment")

    assert say(haggle).message.text == (
        "Sorry, I can't change prices. Wheel alignment usually runs $99 to $149. I'm happy to "
        "book it."
    )


def test_haggling_over_two_services_is_told_each_price(demo_shop):
    """ "An oil change and tire rotation for under $100?" was told the oil change's price alone."""
    say = talker(demo_shop, "chat")

    assert say("Can I get an oil change and tire rotation for under $100?").message.text == (
        "Sorry, I can't change prices. Oil change usually runs $49 to $89; Tire rotation $25 to "
        "$40. I'm happy to book them."
    )


def test_haggling_on_a_call_says_the_price_as_a_voice_does(demo_shop):
    say = talker(demo_shop, "phone", phone="+13035550177", proven=True)

    assert say("can you do an oil change for 30 bucks").message.text == (
        "Sorry, I can't change prices. Oil change usually runs 49 to 89 dollars. I'm happy to "
        "book it."
    )


def test_a_fleet_is_for_the_team(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("6 trucks that all need oil changes. Can you do them all on one day?").message.text

    assert text == (
        "I've passed that to the team, and someone will get back to you shortly. In the "
        "meantime, I can book one vehicle in now if you'd like."
    )
    assert "fleet" in OutboundText.objects.get(to=shop.staff_phone).body


def test_a_caller_told_what_the_shop_does_not_do_hears_a_few_services(shop):
    for name in ("Tire rotation", "Brake inspection", "Coolant flush", "A/C recharge"):
        make_service(shop, name)
    text = talker(shop, "phone", phone="+13035550177", proven=True)("do you do bodywork?")

    assert text.message.text.startswith("I don't see bodywork on our service list")
    assert text.message.text.endswith(" and more.")


def test_two_cars_in_one_price_question_are_each_priced(shop):
    PriceAdjustment.objects.create(shop=shop, vehicle_keyword="Mercedes", percent=15)
    say = talker(shop, "chat")

    text = say("how much for an oil change on my 2019 mercedes c300 and my wife's honda pilot")

    assert text.message.text.startswith(
        "Oil change usually runs $56 to $102 for your 2019 Mercedes C300 and $49 to $89 for "
        "your Honda Pilot."
    )


@pytest.mark.parametrize(
    "later",
    [
        "ok thanks, I'll think about it",
        "not yet, thanks",
        "not right now, I'll call you back",
        "ok, let me check my schedule and I'll call back",
    ],
)
def test_a_price_thought_over_is_left_with_them(shop, later):
    say = talker(shop, "chat")
    say("how much for an oil change")

    result = say(later)

    assert result.message.text == "Sure, take your time."  # no times offered as if a yes
    assert not result.choices


def test_a_price_turned_down_after_an_ok_is_a_no(shop):
    say = talker(shop, "chat")
    say("how much for an oil change")

    text = say("ok that's more than I thought, no thanks").message.text

    assert text.startswith("No problem.") and "Which works for you?" not in text


def test_a_call_asked_for_in_a_chat_asks_the_number_then_tells_the_team(shop):
    say = talker(shop, "chat")

    assert say("I'd like someone to call me please").message.text == (
        "Sure. What number should the team call you at?"
    )
    text = say("303-555-2323").message.text

    assert text.endswith("they'll call you back at (303) 555-2323.")
    told = OutboundText.objects.get(to="+13035550100").body
    assert "(+13035552323)" in told or "+13035552323" in told


def test_give_me_a_call_by_text_is_a_call_back_not_a_booking(shop):
    say = talker(shop, "sms", phone="+13035550177", proven=True)

    text = say("can someone give me a call? my car is making a grinding noise").message.text

    assert text.endswith("they'll call you back at (303) 555-0177.")


@pytest.mark.parametrize(
    ("asked", "said"),
    [
        (
            "how much to replace rotors?",
            "I don't see rotor replacement on our service list. The nearest we do is Brake "
            "inspection and Brake pad replacement;",
        ),
        ("do you do calipers?", "I don't see calipers on our service list. The nearest we do is"),
        (
            "I need an air filter replaced",
            "I don't see air filter replacement on our service list;",
        ),
    ],
)
def test_the_nearest_work_is_found_by_the_owners_descriptions_too(demo_shop, asked, said):
    """No name says rotors, but the brake work the owner describes does; an air filter, which
    only part of a description names ("new filter"), has no nearest."""
    assert talker(demo_shop, "chat")(asked).message.text.startswith(said)
