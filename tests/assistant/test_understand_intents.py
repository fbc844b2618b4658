"""What the customer wants, and whether they answered the assistant's yes/no question."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.schema import Intent
from assistant.understand import ServiceEntry, understand
from assistant.understand.intents import said_intents

NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))
CATALOG = [ServiceEntry(1, "Oil change", (), ""), ServiceEntry(2, "Brake pads", ("brakes",), "")]


def read(message: str, *, expecting: str | None = None):
    return understand(message, now=NOW, catalog=CATALOG, expecting=expecting).understanding


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("I'd like to book an oil change", Intent.BOOK),
        ("can I make an appointment for Friday?", Intent.BOOK),
        ("do you have any openings tomorrow", Intent.BOOK),
        ("can you check on my car's brakes friday", Intent.BOOK),
        ("can I bring my car in this week", Intent.BOOK),
        ("I need an oil change", Intent.BOOK),
        ("move my appointment", Intent.RESCHEDULE),
        ("can I change it to Friday", Intent.RESCHEDULE),
        ("I need to reschedule", Intent.RESCHEDULE),
        ("can we push it back an hour", Intent.RESCHEDULE),
        ("something came up, can we push the oil change to friday", Intent.RESCHEDULE),
        ("can you shift my brake job to next week", Intent.RESCHEDULE),
        ("switch the oil change to tomorrow", Intent.RESCHEDULE),
        ("I can't make it Tuesday, another day?", Intent.RESCHEDULE),
        ("can't make it tomorrow", Intent.RESCHEDULE),
        ("I can't make it, cancel please", Intent.CANCEL),
        ("can you move me to the 4th instead", Intent.RESCHEDULE),
        ("need to bump my appointment", Intent.RESCHEDULE),
        ("please cancle my appointment", Intent.CANCEL),
        ("ballpark for a brake job?", Intent.PRICE),
        ("what'd an alignment set me back", Intent.PRICE),
        ("whats an alignment run", Intent.PRICE),
        ("what does a timing belt usually run", Intent.PRICE),
        ("how early do you open", Intent.HOURS),
        ("you open Dec 14th?", Intent.HOURS),
        ("what time you close friday", Intent.HOURS),
        ("hrs?", Intent.HOURS),
        ("is synthetic extra", Intent.PRICE),
        ("are rotors extra?", Intent.PRICE),
        ("is there an additional fee for trucks", Intent.PRICE),
        ("whens the latest i can drop off", Intent.HOURS),
        ("what is the earliest i can pick it up", Intent.HOURS),
        ("how do i find you", Intent.LOCATION),
        ("what street are you on", Intent.LOCATION),
        ("transfer me to a person", Intent.HUMAN),
        ("can someone call me", Intent.HUMAN),
        ("is my 2019 Honda Civic done", Intent.STATUS),
        ("can i grab my car yet", Intent.STATUS),
        ("hows it going with my car", Intent.STATUS),
        ("any update on my truck", Intent.STATUS),
        ("I'm calling to check on my car", Intent.STATUS),
        ("just wanted to see how my truck is coming along", Intent.STATUS),
        ("how much do I owe?", Intent.STATUS),
        ("when can I pick up my car?", Intent.STATUS),
        ("I'm calling about my car that's in the shop right now", Intent.STATUS),
        ("texting about my truck that's being worked on", Intent.STATUS),
        ("oil change tomorrow, done by 3, I pick up my kids then", Intent.BOOK),
        ("call me when you can", Intent.HUMAN),
        ("how much will I owe for brakes?", Intent.PRICE),
        ("how much is it to get my brakes done on a 2019 silverado", Intent.PRICE),
        ("what will my bill be for brakes?", Intent.PRICE),
        ("what's my total for an oil change and a rotation", Intent.PRICE),
        ("do you guys have room for an oil change", Intent.BOOK),
        ("can you look at my car friday", Intent.BOOK),
        ("cancel my appointment", Intent.CANCEL),
        ("please cancel", Intent.CANCEL),
        ("CANCEL", Intent.CANCEL),
        ("how much is an oil change", Intent.PRICE),
        ("what does it cost", Intent.PRICE),
        ("what's the price for brakes", Intent.PRICE),
        ("can I get a quote", Intent.PRICE),
        ("when are you open", Intent.HOURS),
        ("are you open Saturday", Intent.HOURS),
        ("what are your hours?", Intent.HOURS),
        ("what time do you close today", Intent.HOURS),
        ("ok so - open the 18th?", Intent.HOURS),
        ("hey it's me again! open this Friday?", Intent.HOURS),
        ("hey it's me again, open Fri?", Intent.HOURS),
        ("hiya, open tmrw?, much appreciated", Intent.HOURS),
        ("what's your cheapest service", Intent.PRICE),
        ("open the day after tomorrow?", Intent.HOURS),
        ("do you have anything open today for a battery", Intent.BOOK),
        ("any time free friday?", Intent.BOOK),
        ("got a slot available tomorrow", Intent.BOOK),
        ("what days do you have open next week", Intent.BOOK),
        ("which dates are available in january?", Intent.BOOK),
        ("what days are you guys open", Intent.HOURS),
        ("the SUV makes a clicking noise. I'd like to bring it by", Intent.BOOK),
        ("I need to bring in both my cars", Intent.BOOK),
        ("the brake pedal clunks over bumps, need it fixed", Intent.BOOK),
        ("where are you", Intent.LOCATION),
        ("what's your address", Intent.LOCATION),
        ("where are you located?", Intent.LOCATION),
        ("how do i get to u", Intent.LOCATION),
        ("what do you do", Intent.SERVICES),
        ("what services do you offer", Intent.SERVICES),
        ("what kind of work do you guys do", Intent.SERVICES),
        ("is my car ready", Intent.STATUS),
        ("any word on my Honda Civic?", Intent.STATUS),
        ("any news on the truck", Intent.STATUS),
        ("any word on my oil change price", Intent.PRICE),
        ("is it done yet?", Intent.STATUS),
        ("when will my truck be ready", Intent.STATUS),
        ("what time can i bring it", Intent.BOOK),
        ("when should we bring her", Intent.BOOK),
        ("how much longer will it take?", Intent.STATUS),
        ("how much longer on my car?", Intent.STATUS),
        ("how much more time do you need on the truck", Intent.STATUS),
        ("how much longer will it take if I add a tire rotation", Intent.PRICE),
        ("talk to a person", Intent.HUMAN),
        ("can I speak with someone", Intent.HUMAN),
        ("representative", Intent.HUMAN),
        # Someone at the shop asked for by name, with what it is about.
        ("I want to talk to Mike about my car that's in the shop", Intent.HUMAN),
        ("can I speak with Dave about the quote", Intent.HUMAN),
        ("is the owner there?", Intent.HUMAN),
        ("is Mike there?", Intent.HUMAN),
        ("hi is dave in today?", Intent.HUMAN),
        ("agent please", Intent.HUMAN),
        ("I want a real person", Intent.HUMAN),
        ("can a mechanic call me back", Intent.HUMAN),
        ("can you call me back", Intent.HUMAN),
        ("can we push my appointment to thursday", Intent.RESCHEDULE),
        ("can I switch my appointment", Intent.RESCHEDULE),
        ("can I pick up my Honda Accord", Intent.STATUS),
        ("how long till my Highlander is done", Intent.STATUS),
        ("what part of town are you in", Intent.LOCATION),
        ("are you the shop on ridge road?", Intent.LOCATION),
        ("are you guys near downtown golden", Intent.LOCATION),
        ("what repairs do you do", Intent.SERVICES),
        ("open oct 4th?", Intent.HOURS),
        ("howdy open next saturday?", Intent.HOURS),
        ("hello", Intent.OTHER),
        ("what's the weather like", Intent.OTHER),
    ],
)
def test_it_reads_the_intent(message, intent):
    assert read(message).intent == intent


@pytest.mark.parametrize(
    ("message", "not_intent"),
    [
        ("can you open my hood friday", Intent.HOURS),
        ("I'll call you back", Intent.HUMAN),
        ("how long does an oil change take", Intent.STATUS),
        ("can I switch to synthetic oil", Intent.RESCHEDULE),
        ("can you switch the oil to synthetic", Intent.RESCHEDULE),
        ("do you need extra time", Intent.PRICE),
    ],
)
def test_words_near_a_cue_are_not_that_cue(message, not_intent):
    assert read(message).intent != not_intent


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("i need to cahnge my appointment", Intent.RESCHEDULE),
        ("can i get a quotte for brakes", Intent.PRICE),
        ("can I reschedual", Intent.RESCHEDULE),
        ("whats the adress", Intent.LOCATION),
        ("what are your huors", Intent.HOURS),
        ("can i make an apointment", Intent.BOOK),
        ("can we pussh my appointment", Intent.RESCHEDULE),
        ("real pperson please", Intent.HUMAN),
        # The first letter swapped with the next, or left out.
        ("i need to hcange my appointment", Intent.RESCHEDULE),
        ("please ancel my appointment", Intent.CANCEL),
        ("what's the priec on brakes", Intent.PRICE),
        ("what do you chagre for brakes", Intent.PRICE),
        # A letter typed twice, in short cue words too.
        ("what does the brake job ccost", Intent.PRICE),
        ("how muuch for brakes", Intent.PRICE),
        ("can I picck up my 2011 Tesla Model 3", Intent.STATUS),
        ("opeen 2/6?", Intent.HOURS),
        ("can I swwittch my appointment to today", Intent.RESCHEDULE),
        ("can I swtich my appointmnet", Intent.RESCHEDULE),
        # Short cue words cut short or a letter off, where the words around them say which.
        ("how muh for brakes", Intent.PRICE),
        ("hw much is an oil change", Intent.PRICE),
        ("moe my booking to friday", Intent.RESCHEDULE),
        ("resched to thursday", Intent.RESCHEDULE),
        ("cxl my appt", Intent.CANCEL),
        ("pls canx, something came up", Intent.CANCEL),
        ("pls omve my appointment", Intent.RESCHEDULE),
        ("how log till my 2015 Hyundai Tucson is done", Intent.STATUS),
        ("how llong till my car is done", Intent.STATUS),
        ("is the 2016 BMW X3 raedy for pickup", Intent.STATUS),
        ("are you guys oen April 20", Intent.HOURS),
        ("what repirs do you do", Intent.SERVICES),
        ("wwhat kiind of work do you do", Intent.SERVICES),
        ("hwat repairs do u do", Intent.SERVICES),
        ("howdy, what'd an o2 sensor diagnostic set me abck", Intent.PRICE),
        ("hhiya uh... open later today?", Intent.HOURS),
        ("can a mechaniic calll me back", Intent.HUMAN),
        ("howdy! can sommeone call me", Intent.HUMAN),
        ("rough prce on headlight diagnostic?", Intent.PRICE),
        ("helo pice check on a rear fuel injector check!", Intent.PRICE),
        ("a piece of trim fell off", Intent.OTHER),
        ("what does rear suspension diagnostic cot", Intent.PRICE),
        ("ok so... can i get a uote on basic radiator hose diagnostic", Intent.PRICE),
        ("can we ush my appointmnet by 7:15am", Intent.RESCHEDULE),
        ("whta can you fix", Intent.SERVICES),
        ("do you fofer the rear water pump change", Intent.SERVICES),
        ("my brake pedal rattles on bumps, eed it fixed", Intent.BOOK),
        # Real words next to a cue stay what they are.
        ("she sleeps on a cot", Intent.OTHER),
        ("i'm not quite sure what it is", Intent.OTHER),
        ("what are the chances", Intent.OTHER),
        ("the coast is clear", Intent.OTHER),
        ("nice swatch", Intent.OTHER),
    ],
)
def test_a_misspelt_cue_still_says_the_intent(message, intent):
    assert read(message).intent == intent


@pytest.mark.parametrize("message", ["Moe here", "this is Moe, move my appt"])
def test_moe_is_still_a_name(message):
    assert read(message).name.lower() == "moe"


@pytest.mark.parametrize("message", ["my brakes squeal", "tomorrow at 3", "after 2 on Friday"])
def test_a_service_or_a_day_out_of_the_blue_is_a_booking(message):
    assert read(message).intent == Intent.BOOK


@pytest.mark.parametrize(
    ("message", "expecting"),
    [
        ("Thursday", "day"),
        ("3", "time"),
        ("Dana", "name"),
        ("yes", "answer"),
        ("brakes", "service"),
    ],
)
def test_a_reply_to_the_assistants_question_carries_no_intent(message, expecting):
    assert read(message, expecting=expecting).intent is None


def test_an_oil_change_tomorrow_is_not_a_change_of_appointment():
    assert read("oil change tomorrow").intent == Intent.BOOK
    message = "an appointment for a starter change the day after tomorrow"
    assert read(message).intent == Intent.BOOK
    # "In 2 hours" is when, not a question about opening hours.
    assert read("can you do an oil change in 2 hours?").intent == Intent.BOOK


@pytest.mark.parametrize(
    "message",
    [
        "yes",
        "Yes!",
        "yep",
        "yeah",
        "sure",
        "go for it",
        "lock it in",
        "ok",
        "okay, book it",
        "sounds good",
        "that works",
        "works for me",
        "perfect",
        "please do",
        "go ahead",
        "no problem",
        "yes, Thursday at 3",
        "uh huh",
        "mhm",
        "mm hmm, that works",
        "that's perfect",
        "that'd be great",
        "that would be great",
        "yessir",
        "definitely",
        "Y",
        "y.",
        "I'll take it",
        "ill take that one",
        "bet",
        "bet!",
    ],
)
def test_it_reads_a_yes(message):
    assert read(message).answer == "yes"


@pytest.mark.parametrize(
    "message",
    [
        "no",
        "No.",
        "nope",
        "nah",
        "no thanks",
        "not that one",
        "that doesn't work",
        "no, Thursday",
        "please don't",
        "don't book it",
        # An emphatic yes word before "not" says no: booking on it would book a refusal.
        "definitely not",
        "absolutely not",
        "of course not",
        "i'll pass",
        "not gonna work",
    ],
)
def test_it_reads_a_no(message):
    assert read(message).answer == "no"


@pytest.mark.parametrize(
    "message",
    [
        "not sure",
        "maybe",
        "good morning",
        "I don't know yet",
        "notice the noise?",
        "yesterday it stalled",
        # "ok so" opens a new thought: holding a time, it must not book it.
        "ok so... whens closing time",
        "ok so - price check on brakes",
        "I'll take it to another shop",
        "I'll take it in on Tuesday",
    ],
)
def test_it_reads_no_answer_where_there_is_none(message):
    assert read(message, expecting="answer").answer is None


@pytest.mark.parametrize(
    ("message", "answer"),
    [
        ("I think that works", "yes"),
        ("\U0001f44d", "yes"),
        ("hmm, that time doesn't work", "no"),
        ("susre", "yes"),  # typos mended in a short reply
        ("yeha", "yes"),
        ("soudns good", "yes"),
        ("nopw", "no"),
        ("thhat works", "yes"),
        ("usre", "yes"),
        ("of coursse", "yes"),
        ("pls do", "yes"),
        ("thta won't wwork", "no"),
        # A caller's sound before the word: "mm yeah" to "Shall I book it?" booked nothing.
        ("mm yeah", "yes"),
        ("umm no", "no"),
        ("er yeah", "yes"),
    ],
)
def test_a_short_reply_to_a_yes_no_question_is_read_anywhere_in_it(message, answer):
    assert read(message, expecting="answer").answer == answer


def test_a_yes_deep_in_a_message_is_not_an_answer_unless_one_was_asked_for():
    assert read("I think that works").answer is None


def test_a_no_with_a_new_day_gives_both():
    understanding = read("no, Thursday")
    assert (understanding.answer, understanding.date) == ("no", "2025-12-04")


@pytest.mark.parametrize(
    "message",
    ["can i set up a clutch replacement", "i need to get it checked", "my car needs looking at"],
)
def test_asking_for_work_on_the_car_is_a_booking(message):
    assert read(message).intent == Intent.BOOK


def test_another_day_instead_moves_a_booking_only_out_of_the_blue():
    assert read("can we do thursday instead").intent == Intent.RESCHEDULE
    # In the middle of a booking it corrects the day being booked.
    assert read("can we do thursday instead", expecting="time").intent is None
    assert read("switch it to thursday").intent == Intent.RESCHEDULE
    assert read("switch it to thursday", expecting="answer").intent is None


@pytest.mark.parametrize(
    "message",
    [
        "do you offer brake pads",
        "do you guys do oil changes?",
        "you guys do brakes?",
        "one more thing, you guys do brakes?",
        "what do you specialize in",
        "does your shop do brakes",
        "what do you gyus work on",
    ],
)
def test_asking_whether_the_shop_does_a_service_is_about_its_services(message):
    assert read(message).intent == Intent.SERVICES


def test_asking_whether_the_shop_does_a_service_on_a_day_is_a_booking():
    assert read("do you do oil changes on friday?").intent == Intent.BOOK


@pytest.mark.parametrize(
    "message",
    [
        "I need to talk to my wife about it first",
        "let me talk to mom about it",
        "is saturday available?",
        "is tomorrow available?",
        "is it there?",
    ],
)
def test_talking_it_over_at_home_is_no_person_asked_for(message):
    assert read(message).intent != Intent.HUMAN


@pytest.mark.parametrize(
    "message",
    ["do you have anything open tomorrow morning for an oil change?", "any slots open today"],
)
def test_a_time_open_asked_for_is_no_question_of_the_hours(message):
    """ "Anything open tomorrow morning for an oil change?" was answered with the day's hours
    before its times."""
    assert said_intents(message) == {Intent.BOOK}
