"""The customer's name and vehicle."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from assistant.understand import understand

NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))


def read(message: str, *, expecting: str | None = None):
    return understand(message, now=NOW, expecting=expecting).understanding


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("this is Dana", "Dana"),
        ("Hi, this is Dana Reyes. My brakes squeal", "Dana Reyes"),
        ("my name is Dana Reyes", "Dana Reyes"),
        # Someone else's name first, the customer's own after it.
        ("the seller's name is Bob, my name is Ana Ruiz", "Ana Ruiz"),
        ("his name is Joe and I'm Kate Lin", "Kate Lin"),
        ("the seller's name is Bob", "Bob"),
        # A surname that is a month.
        ("my name is Jo March", "Jo March"),
        ("my name is dana reyes and I need brakes", "Dana Reyes"),
        ("name's Sam", "Sam"),
        ("I'm Dana", "Dana"),
        ("It's Ryan O'Neil", "Ryan O'Neil"),
        ("Dana here, is my car ready?", "Dana"),
        ("you're speaking with Mary-Jane", "Mary-Jane"),
        ("it'll be under Ines Pryford, much appreciated", "Ines Pryford"),
        ("book a tire repair, put it under Brock Harven!", "Brock Harven"),
        ("under the name of dana reyes please", "Dana Reyes"),
        ("whats your availability saturday - you can put Derek Stenbury", "Derek Stenbury"),
        ("hwdy! Ravi Stenbury here - want to book a suspension install", "Ravi Stenbury"),
        ("can I come in friday? Mateo Wexhurst here. u can text 1-765-920-0056", "Mateo Wexhurst"),
        ("lila wexbury here, is my car ready", "Lila Wexbury"),
        ("pm would be great June Ashski here", "June Ashski"),
        ("June here, can you move my appointment", "June"),
        ("Tariq Corsen, if you need it. can I switch my appointment", "Tariq Corsen"),
        ("need brakes end of the day works best Derek Okbury, if you need it", "Derek Okbury"),
        ("lila stenridge, if you need it want to make an appointment", "Lila Stenridge"),
        ("Joy Torwood is my name, can you fit me in", "Joy Torwood"),
        ("you can put June Okhurst", "June Okhurst"),
        ("heeelo Dana here. can I switch my appointment", "Dana"),
        ("heyyy June here, can you move it", "June"),
        ("before 7 works best Faye Lundridge hhere", "Faye Lundridge"),
        ("Faye Lundridge ehre", "Faye Lundridge"),
        ("later today if you have room by 7:30. Otis Stenski hee", "Otis Stenski"),
        ("when can you see it thursday. Ines Lundridge hre - its a 2023 BMW X3", "Ines Lundridge"),
        ("my car needs a starter check tmrw - Tariq ere. 1-251-309-3457", "Tariq"),
        ("it'll be undr Bea Venridge - i'd like to reschedule", "Bea Venridge"),
        ("in the morning works best, it'll be uder Ahmed Venford", "Ahmed Venford"),
        ("Tariq Holsen hree", "Tariq Holsen"),
        # In lower case where the name ends its clause, or a common word follows it.
        ("it'll be under derek okridge. trying to book a brake job", "Derek Okridge"),
        ("hiya, it'll be under sam pryski - want to make an appointment", "Sam Pryski"),
        ("i'd like to cancel my visit, you can put bea vancesen", "Bea Vancesen"),
        ("you can put otis venhurst number is 6825146846", "Otis Venhurst"),
        ("please cancel, it'll be under bea prysen on a 2003 toyota highlander", "Bea Prysen"),
        ("Dana Reyes speaking, is my car ready", "Dana Reyes"),
        ("hi, dana reyes speaking. need an oil change", "Dana Reyes"),
        ("name: dana reyes", "Dana Reyes"),
        ("oil change pls. Name:Dana", "Dana"),
        ("i go by dana", "Dana"),
        ("put me down as Dana Reyes for an oil change", "Dana Reyes"),
        ("hi team Nora Jarwood is the name on it, is it ready", "Nora Jarwood"),
        ("brakes on sunday I'm Priya Thaing, if it helps", "Priya Thaing"),
        ("I'm Dana Looking for brakes", "Dana"),
        ("the name on the account is Sam Reyes", "Sam Reyes"),
        ("morning! you're talking to trent pellwood. need an oil change", "Trent Pellwood"),
        ("it'll be under ben wexhurst trying to book brakes sunday", "Ben Wexhurst"),
        ("brakes afternoon works best tom oksen here. number is 4404834467", "Tom Oksen"),
        ("fit me in the 6th if you have room mateo lundski here. cheers", "Mateo Lundski"),
        ("see it saturday if possible theo lundridge, if you need it", "Theo Lundridge"),
        ("brakes after 1:15pm would be great, Felix, if you ned it", "Felix"),
        ("June Pryski, if you neeed it. want an appointment", "June Pryski"),
        ("can I pick up my Honda Accord Nell Vanceford, if you need it", "Nell Vanceford"),
        ("brakes am works best u can put June. its a 2000 BMW X3", "June"),
        ("brakes apr 17th if you have room. you can put june!", "June"),
        ("need it checked tmrw pm works best - June, if you need it", "June"),
        ("call me April", "April"),
        ("under stella wexford u can text 1-480-284-2266", "Stella Wexford"),
        # A common first name in lower case after "i'm" or "this is", or alone before "here".
        ("i'm dana, need brakes friday", "Dana"),
        ("hey this is felix reyes, need an oil change", "Felix Reyes"),
        ("i'm cole mavman", "Cole Mavman"),
        ("i'm dana looking for brakes", "Dana"),
        ("i'm mike and my brakes squeal", "Mike"),
        ("felix here lemme book brakes", "Felix"),
        ("kevin here! can you do brakes", "Kevin"),
        # ... and after "it's" where the message opens.
        ("hey its mike, my truck is due for an oil change", "Mike"),
        ("heyy! it's dana", "Dana"),
        # ... and after a bare "name" in a booking typed in one go.
        ("Book oil change sat 9am name Tom Hardy", "Tom Hardy"),
        # ... and after "for", written as a name, a first name the list leaves out (a word too).
        ("book an oil change for Frank Miller tomorrow at 10", "Frank Miller"),
        ("oil change for Grace Lee friday", "Grace Lee"),
    ],
)
def test_it_reads_a_name_introduced_by_the_customer(message, name):
    assert read(message).name == name


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Dana", "Dana"),
        ("Dana Reyes", "Dana Reyes"),
        ("dana reyes", "Dana Reyes"),
        ("sure, Dana", "Dana"),
        ("it's dana", "Dana"),
        ("Dana Reyes, 303-555-0142", "Dana Reyes"),
        ("felix wexsen here", "Felix Wexsen"),
        ("you can put felix okski", "Felix Okski"),
        ("under Nora", "Nora"),
        ("its under mike", "Mike"),
        ("it's under Mike Torres", "Mike Torres"),
        ("Dana Reyes 303-555-0177", "Dana Reyes"),
        ("dana reyes, (303) 555-0177", "Dana Reyes"),
        ("Dr. Patel", "Dr Patel"),
        ("J. Alvarez", "J Alvarez"),
        ("Mrs. Robinson", "Mrs Robinson"),
    ],
)
def test_a_bare_name_is_read_when_the_assistant_asked_for_it(message, name):
    assert read(message, expecting="name").name == name


@pytest.mark.parametrize(
    ("message", "name"),
    [
        ("Emma Chen", "Emma Chen"),
        ("Emma Chen.", "Emma Chen"),
        ("Jose Luis Ortega", "Jose Luis Ortega"),
    ],
)
def test_a_message_that_is_only_a_full_name_is_read_unasked(message, name):
    assert read(message, expecting="time").name == name


def test_a_first_name_alone_is_read_in_reply_to_the_times_offered():
    assert read("Sara", expecting="time").name == "Sara"


@pytest.mark.parametrize(
    ("message", "expecting"),
    [("June", "time"), ("sara", "time"), ("Sara", None), ("Great", "time")],
)
def test_a_word_alone_is_no_name_where_it_may_be_another_thing(message, expecting):
    assert read(message, expecting=expecting).name is None


@pytest.mark.parametrize(
    ("message", "name"),
    [("it's Bob, Bob Jenkins", "Bob Jenkins"), ("this is dana, dana reyes", "Dana Reyes")],
)
def test_a_first_name_said_again_with_the_surname_is_the_whole_name(message, name):
    assert read(message, expecting="name").name == name


@pytest.mark.parametrize(
    "message",
    [
        "last name is Nguyen, first name Linh",
        "first name linh, last name nguyen",
        "first name is Linh and last name is Nguyen",
    ],
)
def test_a_first_and_a_last_name_said_as_a_form_asks_are_one_name(message):
    assert read(message, expecting="name").name == "Linh Nguyen"


@pytest.mark.parametrize(
    ("message", "expecting", "name"),
    [
        ("my name is mike M I K E johnson", None, "Mike Johnson"),
        ("its dana, D A N A, reyes R E Y E S", "name", "Dana Reyes"),
        ("my name is Ann A-N-N Lee", None, "Ann Lee"),
        ("this is Bob, B. O. B.", None, "Bob"),
        ("priya, last name S-I-N-G-H", "name", "Priya Singh"),
    ],
)
def test_a_name_spelt_out_letter_by_letter_is_read_once(message, expecting, name):
    assert read(message, expecting=expecting).name == name


@pytest.mark.parametrize(
    "message",
    ["Oil Change", "Brake Inspection", "Friday Morning", "Will Do", "Grace Period", "emma chen"],
)
def test_capitalised_words_led_by_no_first_name_are_no_name_unasked(message):
    assert read(message, expecting="time").name is None


@pytest.mark.parametrize(
    "message",
    [
        "I'm looking for a brake job",
        "I'm free Tuesday",
        "this is ridiculous",
        "it's Tuesday",
        "I'm not sure",
        "call me back",
        "this is about my Honda",
        "Dana",
        "is Mike here today?",
        "is Mike Reyes here?",
        "I'm parked out here",
        "parked here, where do I drop the keys",
        "will it be under warranty",
        "you can put synthetic oil in it",
        "I have the VIN, if you need it",
        "it's a Honda Civic, if you need it",
        "I can bring it Monday, if you need it",
        "I'm at 12 Main Street, if you need it",
        "we're off Canyon Road, if you need it",
        "the key is here",
        "see you in June",
        "June 5th works",
        "is Mike hhere?",
        "is it still under warranty?",
        "you can put synthetic oil.",
        "you can put whatever",
        "the noise is under the hood",
        "who am I speaking to?",
        "is anyone there speaking spanish",
        "the guy speaking, is he the owner?",
        "put me down as tentative",
        "i dropped my keys here",
        "my car is parked out front here",
        "can you put June 5th down",
        "this is June 3rd",
        "is my honda civic here",
        "the oil change, if you need it",
        "brakes please, oil change too if you need it",
        "i'm kinda worried about my brakes",
        "this is tom's car",
        "i'm rusty on the details",
        "i'm frank with you, it's bad",
        "hey it's me again",
        "it's making a grinding noise",
        "my car, it's mike's actually",
        "my son here needs brakes",
        "the van here is mine",
        "book for Brake Inspection tomorrow at 10",
        "oil change for Honda Civic tomorrow",
        "oil change for frank tomorrow at 10",
    ],
)
def test_it_reads_no_name_where_there_is_none(message):
    assert read(message).name is None


@pytest.mark.parametrize(
    "message",
    [
        "yes",
        "Tuesday",
        "tomorrow at 3",
        "I don't know",
        "my Honda",
        "303 555 0199",
        "unit 4B",
        # Said of the time just held, on a call: "You're booked, Correct" had followed.
        "correct",
        "Perfect",
        "right",
        "awesome",
        # A question of the day, asked back: "Same Day" had become the customer's name.
        "also my wife's car needs brakes checked, same day?",
        "sooner?",
        "earliest",
    ],
)
def test_a_reply_that_is_not_a_name_is_not_taken_for_one(message):
    assert read(message, expecting="name").name is None


@pytest.mark.parametrize(
    ("message", "vehicle"),
    [
        ("2014 Honda Civic", "2014 Honda Civic"),
        ("it's a 2014 honda civic", "2014 Honda Civic"),
        # The engine, which an owner's price rule may name.
        ("my 2015 Ford F-250 Diesel", "2015 Ford F-250 diesel"),
        ("2012 VW Jetta tdi", "2012 VW Jetta TDI diesel"),
        # A badge of letters with a vowel in it, as the car shows it, not "Gti".
        ("oil change for my 2019 vw gti", "2019 VW GTI"),
        ("my gti needs an oil change", "Volkswagen GTI"),
        ("an oil change for my diesel truck", "diesel truck"),
        ("I have an electric car", "electric car"),
        ("my F-150", "Ford F-150"),
        ("2015 F-150", "2015 Ford F-150"),
        ("a 2019 Tesla Model 3", "2019 Tesla Model 3"),
        ("a '14 Civic", "2014 Honda Civic"),
        ("2012 Honda Fit", "2012 Honda Fit"),
        ("2018 BMW 328i", "2018 BMW 328i"),
        ("2020 Ram 1500", "2020 Ram 1500"),
        ("my Honda is making a noise", "Honda"),
        ("an old Chevy Silverado", "Chevy Silverado"),
        ("my camry needs brakes", "Toyota Camry"),
        # A version number after the model, not a time or a phone number.
        ("its a 2012 Lexus RX 350 - 4029439530", "2012 Lexus RX 350"),
        ("my Silverado 1500", "Chevrolet Silverado 1500"),
        ("my honda civic at 1030 am", "Honda Civic"),
        ("my toyota camry 415 555 0199", "Toyota Camry"),
        # A diesel engine said by name keeps the engine said after it.
        ("an oil change on a 2017 ram 2500 cummins diesel", "2017 Ram 2500 Cummins diesel"),
        ("my silverado 2500 duramax", "Chevrolet Silverado 2500 Duramax diesel"),
        # A model of two words, whole.
        ("a timing belt on my 2013 Dodge Grand Caravan", "2013 Dodge Grand Caravan"),
        ("my grand caravan needs brakes", "Dodge Grand Caravan"),
        ("2015 hyundai santa fe", "2015 Hyundai Santa Fe"),
        ("my Dodge Grand is making noise", "Dodge Grand"),
        # A model typed in lower case as its badge shows it.
        ("oil change for my 2019 mercedes c300", "2019 Mercedes C300"),
        ("bmw x5", "BMW X5"),
        ("2018 bmw 328i", "2018 BMW 328i"),
        ("lexus rx 350", "Lexus RX 350"),
        ("my subaru wrx", "Subaru WRX"),
        ("toyota c-hr", "Toyota C-HR"),
        # A range by its number or letter, whole; work or a kind of vehicle is no model.
        ("a bmw 3 series", "BMW 3 Series"),
        ("mercedes c class oil change", "Mercedes C Class"),
        ("how much for a bmw oil change", "BMW"),
        ("my toyota truck needs tires", "Toyota"),
        # A year of two digits after a word for one's car, or the year said after the car.
        ("oil change for my old 99 civic", "1999 Honda Civic"),
        ("brakes on an 08 accord", "2008 Honda Accord"),
        ("chevy equinox 2015", "2015 Chevy Equinox"),
        ("mazda 3 2019", "2019 Mazda 3"),
    ],
)
def test_it_reads_year_make_and_model(message, vehicle):
    assert read(message).vehicle == vehicle


@pytest.mark.parametrize(
    ("message", "vehicle"), [("2015 F-150", "2015 Ford F-150"), ("2009 Saab 9-3", "2009 Saab 9-3")]
)
def test_a_reply_to_which_vehicle_is_read_as_the_vehicle(message, vehicle):
    assert read(message, expecting="vehicle").vehicle == vehicle


@pytest.mark.parametrize(
    "message", ["I'll ram it in", "a mini van", "my jaguar print seats", "in 2014", "the 2nd time"]
)
def test_it_reads_no_vehicle_where_there_is_none(message):
    assert read(message).vehicle is None


@pytest.mark.parametrize("message", ["do you work on diesels?", "a diesel fuel filter", "hybrid?"])
def test_an_engine_alone_is_no_vehicle(message):
    assert read(message).vehicle is None


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # The booking is for someone else: their name is the one given (the schema has one
        # name, not whose car it is).
        ("It's for my dad, Harold Jenkins", "Harold Jenkins"),
        ("the car is my dad's, his name is Harold Jenkins", "Harold Jenkins"),
        ("it's for my dad harold jenkins", "Harold Jenkins"),
        ("it's for my dad, Harold Jenkins, he has a 2009 silverado", "Harold Jenkins"),
        ("my wife Sarah will bring the car in, she needs an oil change", "Sarah"),
        ("calling for my mother Linda she needs her brakes checked", "Linda"),
        ("My mom Linda Chen will drop off the car", "Linda Chen"),
        ("its under my husbands name, Mike Torres", "Mike Torres"),
        ("Put it under my wife, Angela Ruiz", "Angela Ruiz"),
        ("my dad Harold's truck needs a battery", "Harold"),
        ("it's my son's car, his name is Tyler Brooks, 2012 Civic", "Tyler Brooks"),
        # The caller's own name, said first, stays theirs.
        ("Hi this is Dana, booking for my dad Harold", "Dana"),
        ("uh yeah hi this is uh harold jenkins calling about my dads truck", "Harold Jenkins"),
    ],
)
def test_a_name_given_for_someone_else_is_read(message, name):
    assert read(message).name == name


@pytest.mark.parametrize(
    "message",
    ["my dad's Camry needs brakes", "my wife's Honda Civic is due for oil", "my mom, Monday works"],
)
def test_whose_car_it_is_names_no_one_without_a_name(message):
    assert read(message).name is None


@pytest.mark.parametrize(
    ("message", "expecting", "name"),
    [
        # Two people and their surname book under one name, never "Jen And Mark Lee".
        ("Jen and Mark Lee", "name", "Jen Lee"),
        ("jen and mark lee", "name", "Jen Lee"),
        ("this is Jen and Mark Lee", None, "Jen Lee"),
        ("Jen and Mark Lee here", None, "Jen Lee"),
        ("we're Jen and Mark Lee", None, "Jen Lee"),
        ("hi its Sam and Alex Kim, our outback needs tires rotated", None, "Sam Kim"),
    ],
)
def test_a_couple_is_booked_under_one_name(message, expecting, name):
    assert read(message, expecting=expecting).name == name


@pytest.mark.parametrize(
    ("message", "vehicle"),
    [
        # A diesel said by its engine's name is a diesel, which a price rule may name.
        ("ram 2500 cummins", "Ram 2500 Cummins diesel"),
        ("my ram 2500 cummins needs an oil change", "Ram 2500 Cummins diesel"),
        ("f250 powerstroke", "Ford F-250 Powerstroke diesel"),
        (
            "Got a 2020 F-350 Power Stroke that needs an oil change",
            "2020 Ford F-350 Power Stroke diesel",
        ),
        ("silverado 2500 duramax", "Chevrolet Silverado 2500 Duramax diesel"),
        ("2018 f250 6.7 powerstroke", "2018 Ford F-250 6.7 Powerstroke diesel"),
        ("2019 Ram 1500 EcoDiesel", "2019 Ram 1500 Eco Diesel"),
        ("2015 jetta turbo diesel", "2015 Volkswagen Jetta turbo diesel"),
        ("my cummins", "Cummins diesel"),
        ("oil change on the duramax", "Duramax diesel"),
        ("cummins diesel", "Cummins diesel"),
        ("my truck is a 3500 cummins", "3500 Cummins diesel"),
    ],
)
def test_a_diesel_named_by_its_engine_is_a_diesel(message, vehicle):
    assert read(message).vehicle == vehicle


@pytest.mark.parametrize("message", ["cummins", "Duramax"])
def test_a_diesel_engine_alone_answers_which_vehicle(message):
    assert read(message, expecting="vehicle").vehicle == f"{message.capitalize()} diesel"


@pytest.mark.parametrize("message", ["this is Bob Cummins", "cummins"])
def test_a_diesel_engines_name_alone_unasked_is_no_vehicle(message):
    assert read(message).vehicle is None
