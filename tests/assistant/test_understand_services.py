"""The customer's words are matched to the shop's catalog by name, alias and meaning; the
words are kept, and the matched entry's id is returned beside them."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from assistant.schema import Intent
from assistant.understand import ServiceEntry, understand
from assistant.understand.services import a_look_unnamed, says_more_than

NOW = datetime(2025, 12, 3, 10, 0, tzinfo=ZoneInfo("America/Denver"))

OIL, BRAKES, DIAGNOSTICS, AC, BATTERY, TIRES, ALIGNMENT = range(1, 8)
CATALOG = [
    ServiceEntry(
        OIL,
        "Oil change",
        ("lube", "synthetic oil change"),
        "Drain and replace the engine oil and filter.",
    ),
    ServiceEntry(
        BRAKES, "Brake pads", ("brake job",), "Replace worn brake pads and resurface the rotors."
    ),
    ServiceEntry(
        DIAGNOSTICS,
        "Engine diagnostics",
        ("check engine light",),
        "Scan the computer for trouble codes and find the cause of a warning light.",
    ),
    ServiceEntry(
        AC, "A/C service", ("air conditioning",), "Recharge refrigerant and check for leaks."
    ),
    ServiceEntry(BATTERY, "Battery replacement", (), "Test the battery, starter and alternator."),
    ServiceEntry(TIRES, "Tire rotation", ("rotate tires",), "Rotate and balance all four tires."),
    ServiceEntry(ALIGNMENT, "Wheel alignment", (), "Four-wheel alignment."),
]


def read(message: str, *, catalog=CATALOG, expecting: str | None = None):
    return understand(message, now=NOW, catalog=catalog, expecting=expecting)


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("oil change", OIL),
        ("I need an oil change", OIL),
        ("Oil Changes?", OIL),
        ("a synthetic oil change please", OIL),
        ("change my oil", OIL),
        ("brake job", BRAKES),
        ("brake pads", BRAKES),
        ("A/C service", AC),
        ("wheel alignment", ALIGNMENT),
        ("rotate tires", TIRES),
    ],
)
def test_it_matches_a_name_or_an_alias(message, service_id):
    assert read(message).service_id == service_id


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("oil chnage", OIL),
        ("break pads", BRAKES),
        ("brakes pdas", BRAKES),
        ("tire rotaion", TIRES),
        ("wheel allignment", ALIGNMENT),
        ("engine diagnostcs", DIAGNOSTICS),
        ("my brakes are squeeling", BRAKES),
    ],
)
def test_it_matches_a_misspelt_name(message, service_id):
    assert read(message).service_id == service_id


@pytest.mark.parametrize(
    ("message", "service_id", "words"),
    [
        ("need a batt", BATTERY, "battery"),
        ("how much for a new batt", BATTERY, "battery"),
        ("can you run a diag on it", DIAGNOSTICS, "diagnostic"),
        ("need brk pads", BRAKES, "brake pads"),
        ("algnmnt plz", ALIGNMENT, "alignment"),
    ],
)
def test_the_shops_words_cut_short_are_written_out(message, service_id, words):
    reading = read(message)
    assert (reading.service_id, reading.understanding.service) == (service_id, words)


def test_brakes_cut_short_that_squeak_misspelt_are_trouble_with_the_brakes():
    # Without the shorthand mended, "brks sqeek" was no service at all.
    assert read("brks sqeek").service_id == BRAKES
    assert read("brks sqeek").understanding.service == "brakes squeak"


def test_a_grand_caravan_is_no_grinding():
    catalog = [
        *RIDGELINE_DIAGNOSTIC,
        ServiceEntry(55, "Timing belt replacement", ("timing belt",), ""),
    ]
    reading = read("a timing belt replacement on my 2013 Dodge Grand Caravan", catalog=catalog)
    assert (reading.service_id, reading.also_service_ids) == (55, ())
    assert reading.understanding.service == "timing belt replacement"


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("my brakes squeal", BRAKES),
        ("grinding when I stop", BRAKES),
        ("it squeaks every time I brake", BRAKES),
        ("check engine light is on", DIAGNOSTICS),
        ("there's a weird noise from the engine", DIAGNOSTICS),
        ("AC blows warm", AC),
        ("the air isn't cold anymore", AC),
        ("car won't start", DIAGNOSTICS),
        ("my truck is dead, just clicks", BATTERY),
        ("battery light is on", BATTERY),
        ("the charging light came on while driving", BATTERY),
        ("tires", TIRES),
        ("it pulls to the right", ALIGNMENT),
        # A pull only when braking is the brakes' trouble, not the alignment's.
        ("my car pulls to the left when I brake", BRAKES),
        ("it pulls right when braking", BRAKES),
    ],
)
def test_it_matches_by_meaning(message, service_id):
    assert read(message).service_id == service_id


@pytest.mark.parametrize(
    "message",
    [
        "I got a flat",
        "need new tires",
        "tire replacement",
        "replace my tires",
        "how much for four tires",
        "price on 2 tires",
        "do you sell tires?",
        "can you mount and balance tires I bought online?",
        "there's a screw in my tire",
    ],
)
def test_replacing_or_mending_a_part_is_not_its_upkeep(message):
    """A tire rotation does not fix a flat or sell tires, nor an alignment: neither is booked."""
    assert read(message).service_id not in (TIRES, ALIGNMENT)


@pytest.mark.parametrize(
    "message",
    ["my ac isnt working and its 95 out", "AC blowing warm, 100 degrees out today"],
)
def test_the_heat_outside_is_no_count_of_parts(message):
    """ "95 out" counted "out" as parts to replace, which the A/C's upkeep does not do, and
    "which service?" was asked."""
    assert read(message).service_id == AC


FLUID_SERVICES = [
    ServiceEntry(40, "Transmission fluid service", ("transmission", "trans fluid")),
    ServiceEntry(41, "Coolant flush", ("coolant", "radiator flush")),
]


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("i need a new clutch", None),
        # A worn clutch slips: its own repair, not the transmission's fluid.
        ("my clutch is slipping", None),
        ("need a new radiator", None),
        ("my transmission is slipping", 40),
        # "Which service?" was asked.
        ("car won't go into reverse", 40),
        ("replace my transmission fluid", 40),
        ("can you replace the coolant", 41),
    ],
)
def test_a_new_part_is_not_the_upkeep_of_its_fluid(message, service_id):
    assert read(message, catalog=FLUID_SERVICES).service_id == service_id


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("need an alignment, just got new tires", ALIGNMENT),
        ("rotate my tires and replace the wipers", TIRES),
        ("new battery please", BATTERY),
        ("can you rotate all 4 tires", TIRES),
    ],
)
def test_upkeep_asked_for_beside_a_new_part_is_still_found(message, service_id):
    assert read(message).service_id == service_id


def test_a_phone_number_said_in_words_names_no_service():
    catalog = [ServiceEntry(ALIGNMENT, "Wheel alignment", ("four wheel alignment",))]
    reading = read(
        "seven two oh five five five oh one four four", catalog=catalog, expecting="phone"
    )
    assert (reading.service_id, reading.understanding.phone) == (None, "+17205550144")


def test_a_car_that_wont_start_finds_diagnostics_when_the_shop_has_no_battery_service():
    catalog = [entry for entry in CATALOG if entry.id != BATTERY]
    assert read("car won't start", catalog=catalog).service_id == DIAGNOSTICS


def test_a_car_that_wont_start_finds_the_battery_when_the_shop_has_no_diagnostic():
    catalog = [entry for entry in CATALOG if entry.id != DIAGNOSTICS]
    assert read("car won't start", catalog=catalog).service_id == BATTERY


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("my brakes squeal", "my brakes squeal"),
        ("grinding when I stop", "grinding when I stop"),
        ("Hi! My brakes squeal when I stop. Can I come in Friday?", "My brakes squeal when I stop"),
        ("I need an oil change tomorrow at 3", "oil change"),
        ("oil chnage", "oil chnage"),
        ("car won't start", "car won't start"),
        ("AC blows warm", "AC blows warm"),
    ],
)
def test_it_keeps_the_customers_own_words(message, words):
    assert read(message).understanding.service == words


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("do you do bodywork?", "bodywork"),
        ("Do you guys offer window tinting", "window tinting"),
        ("can you paint my bumper?", "paint my bumper"),
        ("how much for a tow?", "tow"),
        ("I need a new windshield on Friday", "new windshield"),
        ("my car needs a transmission rebuild this wed", "transmission rebuild"),
        ("what does a transmission rebuild cost", "transmission rebuild"),
        ("how much would a transmission rebuild be", "transmission rebuild"),
        ("rough idea how much a transmission rebuild would be", "transmission rebuild"),
        ("book me for a transmission rebuild friday", "transmission rebuild"),
        ("please schedule the bodywork morning works best", "bodywork"),
        ("can i set up a transmission rebuild", "transmission rebuild"),
        ("wanna get a transmission rebuild August 17", "transmission rebuild"),
        ("how much is a 2-door respray", "2-door respray"),
        # A qualifier or a vague word alone matches nothing: not "Wheel alignment", not
        # "Engine diagnostics".
        ("do you do a 4-wheel O2 sensor repair", "4-wheel O2 sensor repair"),
        ("how much is a sunroof diagnostic", "sunroof diagnostic"),
        # The request ends where a date, a time or a name begins.
        ("trying to book a bumper respray Dec 12th if possible", "bumper respray"),
        ("my car needs a bumper respray the 21st by 4:30 pm", "bumper respray"),
        ("my car needs bumper respray 6/23 if you have room", "bumper respray"),
        ("can i set up a bumper respray the day after tomorrow", "bumper respray"),
        ("please schedule a bumper respray you can put June Okhurst", "bumper respray"),
        ("book me for a bumper respray later today", "bumper respray"),
        ("yo can i set up the bumper respray it'll be under Abel Stenhurst", "bumper respray"),
        ("my car needs bumper respray - car is a 2010 Hyundai Tucson", "bumper respray"),
        ("book me for the bumper respray first thing would be great", "bumper respray"),
        ("want to make an appointment for the bumper respray this sunday", "bumper respray"),
        ("ok so... can i get a quoet on a bumper respray", "bumper respray"),
        ("please schedule a bumper respray tmrw if possible", "bumper respray"),
        ("my car needs a bumper respray between noon and 1", "bumper respray"),
        ("book a bumper respray end of the day works best", "bumper respray"),
        ("what'd a bumper respray set me back", "bumper respray"),
        ("tire replacement", "tire replacement"),
        ("new tires please", "new tires"),
        ("do you sell tires?", "sell tires"),
        ("can you mount and balance tires I bought online?", "mount tires"),
        ("I got a flat", "flat tire repair"),
        ("i got a nail in my tire", "flat tire repair"),
        ("my tire keeps losing air", "flat tire repair"),
        ("my tire is flat can I bring it in now", "flat tire repair"),
        ("my front tire went flat this morning", "flat tire repair"),
        ("rear tire keeps going flat", "flat tire repair"),
        ("my tire has a nail in it", "flat tire repair"),
    ],
)
def test_an_unknown_service_is_no_match_but_its_words_are_kept(message, words):
    reading = read(message)
    assert reading.service_id is None
    assert reading.understanding.service == words


def test_a_short_reply_to_which_service_is_kept_as_the_service():
    reading = read("bodywork", expecting="service")
    assert (reading.service_id, reading.understanding.service) == (None, "bodywork")


@pytest.mark.parametrize(
    "message",
    [
        *(
            "is anyone there",
            "what?",
            "anyone?",
            "are you a bot",
            "bye",
            "goodbye",
            "thx",
            "my vin",
        ),
        "I wanted to know what time it is",  # "Sorry, we don't offer I wanted to know what time."
        # A caller still on the times: "I don't see perfect on our service list".
        "perfect thanks",
        "two thirty",
    ],
)
def test_a_question_in_reply_to_which_service_is_no_service(message):
    assert read(message, expecting="service").understanding.service is None


@pytest.mark.parametrize("message", ["Dre", "Gus", "Maya", "umm Gus", "Maya."])
def test_a_first_name_alone_in_reply_to_which_service_is_no_service(message):
    assert read(message, expecting="service").understanding.service is None


@pytest.mark.parametrize(
    "message", ["bodywork", "Bodywork", "Detailing", "Windshield", "Towing", "ECU", "dre"]
)
def test_one_word_of_work_in_reply_to_which_service_is_the_service(message):
    reading = read(message, expecting="service")
    assert (reading.service_id, reading.understanding.service) == (None, message)


def test_a_reply_to_which_service_still_matches_the_catalog():
    assert read("brakes", expecting="service").service_id == BRAKES


@pytest.mark.parametrize(
    "message",
    [
        "can I change it to Friday",
        "sounds good",
        "what time do you open",
        "I need an appointment",
        "I need to talk to someone",
        "can you do it cheaper",
        "thanks!",
        "I'm tired",
        "what's the address",
        "book me for friday",
        "can i set up an appointment",
        "what does it cost",
        "my car needs looking at",
        "schedule me in tomorrow",
        "can you do it on my lunch break",
        "can I come on my coffee break",
        "i can only do lunch breaks, like 12 to 1",
        "how do I spell that",
        "can i schedule for my mom, she has a 2015 camry",
        "i need an appointment for my 2019 civic",
        "i need an appointment for my civic",
        "book me in for my outback",
        "i need my camry looked at",
        "can i get an appointment for my wife's rav4",
    ],
)
def test_it_finds_no_service_where_none_was_asked_for(message):
    reading = read(message)
    assert (reading.service_id, reading.understanding.service) == (None, None)


class TestASymptomAsksForALookFirst:
    CATALOG = [
        ServiceEntry(
            30, "Brake pad replacement", ("brakes", "brake pads"), "New pads on one axle."
        ),
        ServiceEntry(31, "Brake inspection", ("brake check",), "Pads, rotors and fluid measured."),
        ServiceEntry(32, "Check engine light diagnostic", ("diagnostic",), "Codes read."),
    ]

    @pytest.mark.parametrize(
        "message",
        [
            "my brakes are squealing, can you look at them friday?",
            "grinding when I stop",
            "Hi, can I get my brakes looked at Thursday around 2?",
            "can you check my brakes",
        ],
    )
    def test_a_symptom_or_asking_for_a_look_goes_to_the_inspection(self, message):
        assert read(message, catalog=self.CATALOG).service_id == 31

    @pytest.mark.parametrize(
        "message", ["brakes", "I need new brake pads", "my brakes squeal, I want brake pads"]
    )
    def test_a_named_repair_goes_to_the_repair(self, message):
        assert read(message, catalog=self.CATALOG).service_id == 30

    @pytest.mark.parametrize(
        "message",
        [
            "my brakes squeak when I stop, and the check engine light came on yesterday",
            "the check engine light is on and my brakes squeal",
        ],
    )
    def test_a_trouble_beside_another_service_named_still_has_its_look(self, message):
        catalog = [
            *self.CATALOG[:2],
            ServiceEntry(32, "Check engine light diagnostic", ("check engine light",), ""),
        ]
        reading = read(message, catalog=catalog)
        assert (reading.service_id, reading.also_service_ids) == (31, (32,))

    @pytest.mark.parametrize(
        ("message", "words"),
        [
            ("do you do state inspections", "state inspections"),
            ("i need a safety inspection friday", "safety inspection"),
            ("can you do a lyft inspection", "lyft inspection"),
            ("can you do an emissions inspection", "emissions inspection"),
        ],
    )
    def test_an_inspection_of_the_whole_car_is_not_a_parts_inspection(self, message, words):
        catalog = [*self.CATALOG, ServiceEntry(33, "Pre-purchase inspection", (), "")]
        reading = read(message, catalog=catalog)
        assert (reading.service_id, reading.understanding.service) == (None, words)

    @pytest.mark.parametrize(
        "message",
        [
            "I need a check up before a road trip next week",
            "can you give my car a checkup",
            "can I get a quick check-up",
            # Asked which service the car needs.
            "can you check my car before a long drive",
            "can you look it over before my road trip",
        ],
    )
    def test_a_check_up_is_a_general_inspection_not_the_brakes(self, message):
        catalog = [*self.CATALOG, ServiceEntry(33, "Pre-purchase inspection", (), "")]
        assert read(message, catalog=catalog).tied_service_ids == (31, 33)
        general = ServiceEntry(34, "Multi-point inspection", (), "")
        assert read(message, catalog=[*catalog, general]).service_id == 34

    @pytest.mark.parametrize(
        ("message", "service_id"),
        [("a pre-purchase inspection", 33), ("brake inspection and a state inspection", 31)],
    )
    def test_the_inspection_named_is_still_found(self, message, service_id):
        catalog = [*self.CATALOG, ServiceEntry(33, "Pre-purchase inspection", (), "")]
        assert read(message, catalog=catalog).service_id == service_id

    @pytest.mark.parametrize(
        "message",
        [
            "my brakes are making a weird noise",
            "steering wheel shakes when i brake",
            "my abs light is on",
            "the brake light came on",
            "brake pedal feels soft",
            "the pedal goes to the floor",
            "the brakes feel soft",
        ],
    )
    def test_trouble_with_the_brakes_goes_to_their_inspection_not_a_diagnostic(self, message):
        reading = read(message, catalog=self.CATALOG)
        assert reading.service_id == 31
        assert reading.understanding.service in message

    @pytest.mark.parametrize(
        "message",
        [
            "my car is leaking oil",
            "there's a puddle under my car",
            "my ac smells weird",
            "squealing when i start the car",
        ],
    )
    def test_trouble_with_a_part_no_service_looks_at_goes_to_the_diagnostic(self, message):
        catalog = [*self.CATALOG, ServiceEntry(34, "Oil change", ("oil",), "")]
        reading = read(message, catalog=catalog)
        # The part in trouble ("leaking oil") is not asked for as its upkeep beside the look.
        assert (reading.service_id, reading.also_service_ids) == (32, ())

    def test_a_symptom_beside_another_service_named_still_goes_to_the_inspection(self):
        catalog = [*self.CATALOG, ServiceEntry(34, "Oil change", ("oil",), "")]
        reading = read(
            "there's a grinding sound when I brake, and it's due for an oil change",
            catalog=catalog,
        )
        assert (reading.service_id, reading.also_service_ids) == (31, (34,))

    @pytest.mark.parametrize(
        ("message", "service_id"),
        [
            ("car wont start, clicking noise", 35),
            ("it clicks when i try to start it", 35),
            ("car is making a clicking noise when i turn", 32),
            ("my check engine light is flashing", 32),
        ],
    )
    def test_a_parts_own_symptom_goes_to_its_repair_before_the_diagnostic(
        self, message, service_id
    ):
        catalog = [*self.CATALOG, ServiceEntry(35, "Battery replacement", ("battery",), "")]
        assert read(message, catalog=catalog).service_id == service_id

    def test_a_symptom_without_an_inspection_for_it_goes_to_the_repair(self):
        catalog = [entry for entry in self.CATALOG if entry.id != 31]
        assert read("my brakes squeal", catalog=catalog).service_id == 30


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("an oil change and a tire rotation", OIL),
        ("tire rotation, and an oil change", TIRES),
        ("brake job, and the check engine light is on too", BRAKES),
    ],
)
def test_of_several_services_named_the_first_wins(message, service_id):
    assert read(message).service_id == service_id


@pytest.mark.parametrize(
    ("message", "also"),
    [
        ("an oil change and a tire rotation", (TIRES,)),
        ("tire rotation, an alignment and an oil change", (OIL,)),
        ("oil change, tire rotation and a wheel alignment", (TIRES, ALIGNMENT)),
        ("synthetic oil change", ()),
        ("my brakes squeal, I want brake pads", ()),
        # A name with "my" or "the" inside it is still said whole.
        ("an oil change, and rotate my tires", (TIRES,)),
        ("can you do an oil change and rotate the tires", (TIRES,)),
    ],
)
def test_the_other_services_named_outright_come_in_order(message, also):
    assert read(message).also_service_ids == also


@pytest.mark.parametrize(
    "message",
    [
        "oil change, and my tires need rotating",
        "Need oil change, also my AC isn't cold, and my tires need rotating",
        "oil change and the tires need to be rotated",
    ],
)
def test_a_name_said_as_what_is_due_is_named_outright(message):
    """ "Tires need rotating" is the alias "tire rotate" with what is due said inside it: the
    rotation was left out, as no service named outright."""
    catalog = [*CATALOG[:5], ServiceEntry(TIRES, "Tire rotation", ("tire rotate",), "")]
    assert TIRES in read(message, catalog=catalog).also_service_ids


def test_a_name_with_my_inside_it_said_first_is_the_service_asked_about():
    reading = read("How much to rotate my tires, and is it free with an oil change?")
    assert (reading.service_id, reading.also_service_ids) == (TIRES, (OIL,))


@pytest.mark.parametrize(
    ("message", "told_why"),
    [
        ("I hear a clicking when I turn the wheel", True),
        ("my brakes squeal when I stop", True),
        ("my check engine light is on", False),
        ("can you check my brakes", False),
        ("I need a diagnostic", False),
    ],
)
def test_a_look_the_customer_did_not_name_is_one_to_explain(message, told_why):
    names = {
        "Check engine light diagnostic": ["diagnostic", "check engine light"],
        "Brake inspection": ["check brakes", "brake check"],
    }
    name = "Brake inspection" if "brake" in message else "Check engine light diagnostic"
    assert a_look_unnamed(message, [name, *names[name]]) is told_why


def test_a_repair_is_never_a_look_to_explain():
    assert not a_look_unnamed("my car is making a noise", ["Oil change", "oil"])


@pytest.mark.parametrize(
    "message",
    [
        "what's the difference between the brake inspection and the brake pad replacement",
        "brake inspection vs brake pads",
    ],
)
def test_two_services_that_share_a_word_are_both_named(message):
    catalog = [
        ServiceEntry(60, "Brake inspection", ("brake check",), ""),
        ServiceEntry(61, "Brake pad replacement", ("brakes", "brake pads"), ""),
    ]
    reading = read(message, catalog=catalog)
    assert (reading.service_id, reading.also_service_ids) == (60, (61,))


def test_the_longest_name_wins_where_names_overlap():
    catalog = [
        ServiceEntry(40, "Oil change", (), ""),
        ServiceEntry(41, "Synthetic oil change", (), ""),
    ]
    assert read("a synthetic oil change", catalog=catalog).service_id == 41
    assert read("a regular oil change", catalog=catalog).service_id == 40


@pytest.mark.parametrize(
    "message",
    [
        "do you work on Teslas?",
        "do you guys work on diesels?",
        "do you work on hybrids",
        "do you service older european cars",
        "do you do motorcycles?",
        "Do you guys work on Harleys?",
        "do you work on harley davidsons",
        "do you service Harley-Davidsons?",
        "do you do ducatis?",
        "do you work on suzukis",
    ],
)
def test_asking_about_a_kind_of_vehicle_is_not_asking_for_a_service(message):
    assert read(message).understanding.service is None


def test_a_service_named_after_a_kind_of_vehicle_is_still_one():
    assert read("do you do diesel fuel filter replacement").understanding.service == (
        "diesel fuel filter replacement"
    )


def test_an_empty_catalog_matches_nothing():
    assert read("oil change", catalog=[]).service_id is None


def test_a_tie_goes_to_the_service_listed_first():
    catalog = [
        ServiceEntry(10, "Tire rotation", (), ""),
        ServiceEntry(11, "Tire balancing", (), ""),
    ]
    assert read("tires", catalog=catalog).service_id == 10


def test_a_name_said_outright_beats_a_service_with_more_words_in_common():
    catalog = [
        ServiceEntry(20, "Brake pads and rotors", (), "New pads and rotors for squealing brakes."),
        ServiceEntry(21, "Brake inspection", (), ""),
    ]
    assert read("brake inspection please", catalog=catalog).service_id == 21


def test_a_service_asked_for_out_of_the_blue_is_a_booking():
    assert read("my brakes squeal").understanding.intent == Intent.BOOK


def test_an_entry_is_built_from_anything_shaped_like_a_service():
    service = SimpleNamespace(pk=4, name="Brake pads", aliases=["brakes"], description="Pads.")
    assert ServiceEntry.of(service) == ServiceEntry(4, "Brake pads", ("brakes",), "Pads.")


def test_a_rebuild_is_not_a_service_that_only_shares_its_object():
    catalog = [
        ServiceEntry(40, "Transmission fluid service", ("transmission",), "Drain and refill."),
        ServiceEntry(41, "Check engine light diagnostic", (), "Codes read."),
    ]
    reading = read("my car needs a transmission rebuild", catalog=catalog)
    assert (reading.service_id, reading.understanding.service) == (None, "transmission rebuild")
    assert read("can you overhaul my engine", catalog=catalog).service_id is None
    assert read("transmission fluid service please", catalog=catalog).service_id == 40
    rebuilds = [*catalog, ServiceEntry(42, "Transmission rebuild", (), "")]
    assert read("my car needs a transmission rebuild", catalog=rebuilds).service_id == 42


def test_the_visits_logistics_name_no_service():
    timing_belt = ServiceEntry(
        50,
        "Timing belt replacement",
        ("timing belt",),
        "Timing belt, tensioner and idlers. Drop off in the morning, ready by the end of the day.",
    )
    reading = read("can I drop it off the night before?", catalog=[*CATALOG, timing_belt])
    assert reading.service_id is None


def test_a_reply_to_a_yes_no_question_names_no_service_in_a_descriptions_words():
    inspection = ServiceEntry(60, "Pre-purchase inspection", (), "Written report with photos.")
    catalog = [*CATALOG, inspection]
    assert read("written report with photos", catalog=catalog).service_id == 60
    reply = read("yes, written report with photos", catalog=catalog, expecting="answer")
    assert reply.service_id is None
    # Its name still names it.
    reply = read("yes, and a pre-purchase inspection", catalog=catalog, expecting="answer")
    assert reply.service_id == 60


def test_words_beyond_a_services_names_are_told_apart():
    assert says_more_than("my brakes are squealing", ["Brake inspection"])
    assert says_more_than("brake pads and rotors", ["Brake pad replacement"])
    assert not says_more_than("brake pads", ["Brake pad replacement"])
    assert not says_more_than("an oil change", ["Oil change", "lube"])
    assert not says_more_than("", ["Oil change"])


RIDGELINE_DIAGNOSTIC = [
    ServiceEntry(50, "Check engine light diagnostic", ("diagnostic", "check engine light"), ""),
    ServiceEntry(52, "Brake pad replacement", ("brakes", "brake pads"), ""),
    ServiceEntry(53, "Coolant flush", ("coolant", "radiator flush"), ""),
    ServiceEntry(51, "Tire rotation", ("rotation", "rotate tires"), "Rotate all four tires."),
]


@pytest.mark.parametrize(
    "message",
    [
        "how much is a diagnostic",
        "whats a diagnostic cost",
        "i need diagnostics",
        "how much is a diagnosis",
        "can you diagnose my car",
    ],
)
def test_a_diagnostic_alone_is_the_shops_diagnostic(message):
    assert read(message, catalog=RIDGELINE_DIAGNOSTIC).service_id == 50


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("how much to replace a headlight bulb", "replace a headlight bulb"),
        ("need 4 new tires", "new tires"),
        ("i need two new tires", "new tires"),
        ("Do you guys do brake fluid flushes?", "brake fluid flushes"),
        ("can you paint my f150", "paint"),
    ],
)
def test_work_the_shop_does_not_do_is_said_back_not_matched(message, words):
    reading = read(message, catalog=RIDGELINE_DIAGNOSTIC)
    assert (reading.service_id, reading.understanding.service) == (None, words)


@pytest.mark.parametrize(
    "message",
    [
        "my tire pressure light is on",
        "my tpms light came on, can you check it",
        "low tire pressure warning keeps coming on",
    ],
)
def test_the_tire_pressure_light_is_neither_the_engines_light_nor_a_rotation(message):
    reading = read(message, catalog=RIDGELINE_DIAGNOSTIC)
    assert (reading.service_id, reading.understanding.service) == (
        None,
        "tire pressure light check",
    )


def test_a_shop_that_lists_tire_pressure_work_books_it_for_the_light():
    catalog = [*RIDGELINE_DIAGNOSTIC, ServiceEntry(54, "TPMS sensor service", ("tpms",), "")]
    assert read("my tpms light came on", catalog=catalog).service_id == 54


def test_the_tire_pressure_checked_at_a_rotation_is_the_rotation():
    assert read(
        "tire rotation and check the tire pressure", catalog=RIDGELINE_DIAGNOSTIC
    ).service_id


@pytest.mark.parametrize("message", ["sorry you're breaking up", "the car is breaking down"])
def test_breaking_up_is_no_misspelt_brake(message):
    assert read(message, catalog=RIDGELINE_DIAGNOSTIC).service_id is None


def test_a_name_given_when_asked_which_service_is_no_service():
    reading = read("my name is Alex Turner", expecting="service")
    assert (reading.service_id, reading.understanding.service) == (None, None)
    assert reading.understanding.name == "Alex Turner"


@pytest.mark.parametrize(
    "message",
    ["my phone is dead, quick, oil change tomorrow?", "sorry my phone died. oil change tomorrow?"],
)
def test_the_customers_phone_dying_is_no_car_battery(message):
    catalog = [
        ServiceEntry(60, "Battery replacement", ("battery", "dead battery", "car battery"), ""),
        ServiceEntry(61, "Oil change", ("oil", "lube"), ""),
    ]
    assert read(message, catalog=catalog).service_id == 61


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("my alternator is going bad", DIAGNOSTICS),
        ("i think my starter is failing", DIAGNOSTICS),
        ("the car is acting up", DIAGNOSTICS),
        ("my battery is dying", BATTERY),
    ],
)
def test_a_part_going_bad_is_trouble_to_look_at(message, service_id):
    assert read(message).service_id == service_id


@pytest.mark.parametrize(
    ("message", "service_id"),
    [("do you sell batteries", BATTERY), ("do you guys install brake pads", BRAKES)],
)
def test_asking_if_the_shop_sells_or_installs_a_part_asks_if_it_does_the_work(message, service_id):
    understanding = read(message)
    assert (understanding.understanding.intent, understanding.service_id) == (
        Intent.SERVICES,
        service_id,
    )


@pytest.mark.parametrize("message", ["can u do fri at 4:30", "could you do sat morning"])
def test_a_short_day_name_is_no_service(message):
    reading = read(message)
    assert (reading.service_id, reading.understanding.service) == (None, None)
    assert reading.understanding.date is not None


PARTS_OF_A_KIND = [
    ServiceEntry(1, "Timing belt replacement", ("timing belt and water pump",)),
    ServiceEntry(2, "Oil change", ("oil and filter",)),
    ServiceEntry(3, "A/C recharge", ("air conditioning",)),
    ServiceEntry(4, "Check engine light diagnostic", ("diagnostic",)),
]


@pytest.mark.parametrize(
    ("message", "words"),
    [
        ("how much to replace a serpentine belt", "replace a serpentine belt"),
        ("need a new fuel pump", "new fuel pump"),
        ("how much for an air filter", "air filter"),
        ("can you replace my cabin air filter", "replace my cabin air filter"),
        ("replace my tail light", "replace my tail light"),
    ],
)
def test_another_part_of_a_kind_the_catalog_names_is_not_that_service(message, words):
    reading = read(message, catalog=PARTS_OF_A_KIND)
    assert (reading.service_id, reading.understanding.service) == (None, words)


@pytest.mark.parametrize(
    ("message", "service_id"),
    [
        ("how much for a timing belt", 1),
        ("how much for a water pump", 1),
        ("oil and filter change please", 2),
        ("the ac blows warm air", 3),
    ],
)
def test_the_part_the_catalog_names_is_still_found(message, service_id):
    assert read(message, catalog=PARTS_OF_A_KIND).service_id == service_id


@pytest.mark.parametrize("message", ["can you fix my car?", "repair my truck", "fix my car please"])
def test_work_on_the_car_asks_for_no_service_in_particular(message):
    reading = read(message)
    assert reading.understanding.service is None
    assert reading.understanding.intent == Intent.BOOK


BRAKES_AND_OIL = [
    ServiceEntry(70, "Oil change", ("oil",)),
    ServiceEntry(71, "Brake inspection", ("brake check",)),
    ServiceEntry(72, "Brake pad replacement", ("brakes", "brake pads")),
]


@pytest.mark.parametrize(
    ("message", "first", "also"),
    [
        ("I need an oil change and have my brakes looked at", 70, (71,)),
        ("oil change, brakes checked too", 70, (71,)),
        ("look at my brakes and do an oil change", 71, (70,)),
        ("oil change and brake pads", 70, (72,)),
        ("brake pads, and check my tire pressure", 72, ()),
    ],
)
def test_a_look_at_a_part_named_beside_another_service_is_its_inspection(message, first, also):
    reading = read(message, catalog=BRAKES_AND_OIL)
    assert (reading.service_id, reading.also_service_ids) == (first, also)


@pytest.mark.parametrize("message", ["do you sell used cars?", "do you sell gift cards"])
def test_selling_what_is_no_work_on_a_car_is_no_service_asked_for(message):
    """Said to be unoffered, it would tell a customer the shop has no gift cards."""
    assert read(message).understanding.service is None


def test_a_real_word_near_a_symptoms_is_not_mended_into_it():
    # "musty" is a letter from "mushy", a brake pedal's symptom.
    assert read("my AC smells musty").service_id in (AC, DIAGNOSTICS)


@pytest.mark.parametrize(
    "message",
    [
        "how much do you charge to diagnose a check engine light",
        "what do you charge for a diagnostic",
    ],
)
def test_charge_as_a_price_is_not_the_batterys_charging_light(message):
    assert read(message).service_id == DIAGNOSTICS


def test_a_battery_that_wont_hold_a_charge_is_the_battery():
    assert read("my battery won't hold a charge").service_id == BATTERY


@pytest.mark.parametrize(
    "message",
    [
        "oil change and a brake inspection friday",
        "how much for an oil change and a brake inspection",
        "can you swap my oil change for a brake inspection, same time",
    ],
)
def test_a_service_named_second_is_not_also_one_sharing_its_word(message):
    catalog = [
        ServiceEntry(59, "Oil change", (), ""),
        ServiceEntry(60, "Brake inspection", ("brake check",), ""),
        ServiceEntry(61, "Brake pad replacement", ("brakes", "brake pads"), ""),
    ]
    reading = read(message, catalog=catalog)
    assert (reading.service_id, reading.also_service_ids) == (59, (60,))


def test_an_engine_swap_is_still_no_service_the_shop_lists():
    assert read("can you swap the engine in my truck").service_id is None


def test_a_pull_when_braking_is_the_brakes_alone():
    reading = read("my car pulls to the left when I brake")
    assert (reading.service_id, reading.also_service_ids) == (BRAKES, ())


@pytest.mark.parametrize(
    ("message", "first", "also"),
    [
        ("my AC is blowing hot air and the car pulls to the left", AC, (ALIGNMENT,)),
        (
            "My AC stopped working. It's blowing hot air. Also the car pulls to the left.",
            AC,
            (ALIGNMENT,),
        ),
        # The A/C named outright comes first.
        ("my brakes squeal, and my AC blows hot air", AC, (BRAKES,)),
    ],
)
def test_trouble_of_two_parts_asks_for_the_work_of_each(message, first, also):
    """The second trouble was dropped: the A/C recharge alone, nothing said of the pull."""
    reading = read(message)
    assert (reading.service_id, reading.also_service_ids) == (first, also)


@pytest.mark.parametrize(
    "message",
    [
        "I need brake pads. They squeak.",
        "my brakes squeak and grind",
        "car wont start, think its the battery",
    ],
)
def test_trouble_of_the_part_asked_for_adds_no_work(message):
    assert read(message).also_service_ids == ()
