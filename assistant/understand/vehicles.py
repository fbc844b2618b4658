"""The customer's vehicle: year, make and model ("2014 Honda Civic", "my F-150" which is a
Ford, "a 2019 Tesla Model 3"), written the same way whoever typed it."""

from __future__ import annotations

import re

from assistant.understand.calendar_words import WEEKDAYS
from booking.vehicle_kinds import KINDS_OF_VEHICLE, kind_of, phrases, said_pattern

# How each make is written; the keys are what people type.
MAKES = {
    "acura": "Acura",
    "alfa romeo": "Alfa Romeo",
    "audi": "Audi",
    "bmw": "BMW",
    "buick": "Buick",
    "cadillac": "Cadillac",
    "chevrolet": "Chevrolet",
    "chevy": "Chevy",
    "chrysler": "Chrysler",
    "dodge": "Dodge",
    "fiat": "Fiat",
    "ford": "Ford",
    "genesis": "Genesis",
    "gmc": "GMC",
    "honda": "Honda",
    "hyundai": "Hyundai",
    "infiniti": "Infiniti",
    "jaguar": "Jaguar",
    "jeep": "Jeep",
    "kia": "Kia",
    "land rover": "Land Rover",
    "lexus": "Lexus",
    "lincoln": "Lincoln",
    "mazda": "Mazda",
    "mercedes-benz": "Mercedes-Benz",
    "mercedes": "Mercedes",
    "mini": "Mini",
    "mitsubishi": "Mitsubishi",
    "nissan": "Nissan",
    "pontiac": "Pontiac",
    "porsche": "Porsche",
    "ram": "Ram",
    "saturn": "Saturn",
    "scion": "Scion",
    "subaru": "Subaru",
    "tesla": "Tesla",
    "toyota": "Toyota",
    "volkswagen": "Volkswagen",
    "vw": "VW",
    "volvo": "Volvo",
}
# Makes that are also ordinary words: they count only with a year before them or a model
# with digits after ("Ram 1500").
WORDLIKE_MAKES = {"genesis", "jaguar", "lincoln", "mini", "ram", "saturn", "mercedes"}

# Models people name without the make, each with its make. Models that are everyday words
# ("fit", "escape", "pilot") are only read after a make.
MODELS = {
    "f-150": ("Ford", "F-150"),
    "f150": ("Ford", "F-150"),
    "f-250": ("Ford", "F-250"),
    "f250": ("Ford", "F-250"),
    "f-350": ("Ford", "F-350"),
    "f350": ("Ford", "F-350"),
    "ranger": ("Ford", "Ranger"),
    "bronco": ("Ford", "Bronco"),
    "expedition": ("Ford", "Expedition"),
    "mustang": ("Ford", "Mustang"),
    "explorer": ("Ford", "Explorer"),
    "civic": ("Honda", "Civic"),
    "accord": ("Honda", "Accord"),
    "cr-v": ("Honda", "CR-V"),
    "crv": ("Honda", "CR-V"),
    "odyssey": ("Honda", "Odyssey"),
    "camry": ("Toyota", "Camry"),
    "corolla": ("Toyota", "Corolla"),
    "rav4": ("Toyota", "RAV4"),
    "prius": ("Toyota", "Prius"),
    "tacoma": ("Toyota", "Tacoma"),
    "tundra": ("Toyota", "Tundra"),
    "highlander": ("Toyota", "Highlander"),
    "4runner": ("Toyota", "4Runner"),
    "silverado": ("Chevrolet", "Silverado"),
    "malibu": ("Chevrolet", "Malibu"),
    "equinox": ("Chevrolet", "Equinox"),
    "tahoe": ("Chevrolet", "Tahoe"),
    "suburban": ("Chevrolet", "Suburban"),
    "camaro": ("Chevrolet", "Camaro"),
    "corvette": ("Chevrolet", "Corvette"),
    "yukon": ("GMC", "Yukon"),
    "frontier": ("Nissan", "Frontier"),
    "pathfinder": ("Nissan", "Pathfinder"),
    "murano": ("Nissan", "Murano"),
    "sorento": ("Kia", "Sorento"),
    "altima": ("Nissan", "Altima"),
    "sentra": ("Nissan", "Sentra"),
    "rogue": ("Nissan", "Rogue"),
    "outback": ("Subaru", "Outback"),
    "forester": ("Subaru", "Forester"),
    "impreza": ("Subaru", "Impreza"),
    "jetta": ("Volkswagen", "Jetta"),
    "gti": ("Volkswagen", "GTI"),
    "gli": ("Volkswagen", "GLI"),
    "elantra": ("Hyundai", "Elantra"),
    "sonata": ("Hyundai", "Sonata"),
    "tucson": ("Hyundai", "Tucson"),
    "wrangler": ("Jeep", "Wrangler"),
    "grand cherokee": ("Jeep", "Grand Cherokee"),
    "grand caravan": ("Dodge", "Grand Caravan"),
    "model 3": ("Tesla", "Model 3"),
    "model y": ("Tesla", "Model Y"),
    "model s": ("Tesla", "Model S"),
    "model x": ("Tesla", "Model X"),
    "cx-5": ("Mazda", "CX-5"),
    # Electric models said in more than one word, kept whole: an electric car needs no oil.
    "f-150 lightning": ("Ford", "F-150 Lightning"),
    "f150 lightning": ("Ford", "F-150 Lightning"),
    "mach-e": ("Ford", "Mustang Mach-E"),
    "mustang mach-e": ("Ford", "Mustang Mach-E"),
    "ioniq 5": ("Hyundai", "Ioniq 5"),
    "ioniq 6": ("Hyundai", "Ioniq 6"),
    "id.4": ("Volkswagen", "ID.4"),
    "id4": ("Volkswagen", "ID.4"),
    "ev6": ("Kia", "EV6"),
    "ev9": ("Kia", "EV9"),
}
# Words after a make that are not its model ("my Honda is making a noise").
NOT_MODELS = frozenset(
    """is was has had needs need won't wont isn't doesn't keeps and or but with that which it
    its the a an for at on in to from needs makes making started starts broke shakes pulls
    runs sounds today tomorrow tonight morning afternoon evening next this""".split()
) | set(WEEKDAYS)
# The work or the kind of vehicle said after a make ("a BMW oil change", "my Toyota truck"):
# no model, so the car is the make alone.
NOT_MODELS |= frozenset(
    """oil brake brakes tire tires tyres battery engine transmission alignment inspection
    service check repair tune wheel wheels car cars truck trucks suv van owner dealer too also
    please like not instead either anymore now then though""".split()
)

YEAR = r"(?:\b(?P<year>19[5-9]\d|20[0-4]\d)|'(?P<short_year>\d{2}))"
# A model year of two digits with no apostrophe, where a make or model follows it and a word
# for one's car comes before: "my 08 civic", "an old 99 accord" (not "at 10 honda").
CARS_YEAR = (
    rf"(?:{YEAR}|(?:(?<=\bmy )|(?<=\ban )|(?<=\ba )|(?<=\bold )|(?<=\bour )|(?<=\bthe ))"
    r"(?P<bare_year>\d{2}))"
)


def _choices(names: list[str]) -> str:
    return "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))


# Any make, for other readers' patterns ("any word on my Honda?").
MAKE = _choices(list(MAKES))
# A number after the model names its version ("Lexus RX 350", "Silverado 1500"), not a time
# or the start of a phone number ("Camry 415 555 0199").
TRIM = r"(?:\s+(?P<trim>\d{3,4})\b(?!\s*(?:am|pm|a\.m|p\.m|:)|[\s.-]?\d))?"
# Models of two words said after their make: "Dodge Grand Caravan", "Hyundai Santa Fe", "Toyota
# Land Cruiser", not "Dodge Grand" and a word left over.
TWO_WORD_MODEL = (
    rf"(?:grand|santa|land|monte|el)\s+(?!(?:{_choices(sorted(NOT_MODELS))})\b)[a-z][\w-]*"
)
# A range said by its number or letter and "series" or "class" ("BMW 3 Series", "Mercedes C
# class"): one model, not a number left over to be read as 3 o'clock.
RANGE_MODEL = r"(?:\d|[a-z]{1,2})\s+(?:series|class)"
MAKE_THEN_MODEL = re.compile(
    rf"(?:{CARS_YEAR}\s+)?\b(?P<make>{MAKE})\b"
    rf"(?:\s+(?P<model>{_choices(list(MODELS))}|{TWO_WORD_MODEL}|{RANGE_MODEL}|[a-z0-9][\w-]*)\b"
    rf"{TRIM})?",
    re.IGNORECASE,
)
MODEL_ALONE = re.compile(
    rf"(?:{CARS_YEAR}\s+)?\b(?P<model>{_choices(list(MODELS))})\b{TRIM}", re.IGNORECASE
)
# What a customer says of the engine, which an owner's price rule may name ("diesel").
ENGINES = r"diesel|hybrid|plug-in hybrid|electric|ev|tdi|turbo diesel"
# Diesel engines said by name, kept with the engine said after them ("Ram 2500 Cummins diesel").
DIESEL_ENGINES = r"cummins|duramax|power ?stroke|ecodiesel"
ENGINE_AFTER = re.compile(
    rf"\s+(?P<engine>(?:\d\.\dl?\s+)?(?:(?:(?:{DIESEL_ENGINES})\s+)?(?:{ENGINES})|{DIESEL_ENGINES}))\b",
    re.IGNORECASE,
)
# Engines that are diesels, however they are said: "a Ram 2500 Cummins" is a diesel, as the
# owner's price rule for diesels must see.
DIESELS = re.compile(rf"\b(?:{DIESEL_ENGINES}|tdi|turbo diesel)\b", re.IGNORECASE)
# A truck known by its diesel engine alone: "my cummins", "the duramax", "a powerstroke
# diesel", "cummins truck" (not "Bob Cummins", a name).
DIESEL_ALONE = re.compile(
    # "My 2019 Duramax", "a 2015 cummins": the year is the truck's.
    rf"(?:\b(?:my|our|the|a|his|her|an old)\s+|\b(?=(?:19|20)\d\d\s))"
    rf"(?:(?P<year_of>19[5-9]\d|20[0-4]\d)\s+)?"
    rf"(?P<engine>(?:[1-5]500\s+)?(?:\d\.\dl?\s+)?(?:{DIESEL_ENGINES}))\b"
    rf"|\b(?P<engine2>(?:{DIESEL_ENGINES}))(?=\s+(?:diesel|truck|pickup|engine)\b)",
    re.IGNORECASE,
)
# A vehicle known only by its engine: "my diesel", "a hybrid SUV", "diesel truck" (not "a
# diesel fuel filter").
ENGINE_KIND = re.compile(
    rf"\b(?:my|our)\s+(?P<kind>(?:{ENGINES})(?:\s+(?:truck|pickup|car|van|suv))?)\b"
    # "A diesel oil change": the oil of a diesel engine, which a shop may price higher.
    rf"|\b(?P<kind2>(?:{ENGINES})\s+(?:truck|pickup|car|van|suv)|(?:{ENGINES})(?=\s+oil\b))\b",
    re.IGNORECASE,
)
# What any vehicle named holds: a make, a model the floor knows, an engine, or a year ("my
# F-150", "2009 Saab 9-3", "the diesel"), not "Mateo Stenford" or "bumps".
CAR_WORD = re.compile(
    rf"\b(?:{MAKE}|{_choices(list(MODELS))}|{ENGINES})\b|{YEAR}(?!\d)", re.IGNORECASE
)
YEAR_ALONE = re.compile(rf"^\W*(?:a |my |it'?s a )?{YEAR}\b", re.IGNORECASE)


UNITS = "one two three four five six seven eight nine".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_UNIT = "|".join(UNITS)
_TWO_DIGITS = rf"(?:{'|'.join(TENS)})(?:[ -](?:{_UNIT}))?|{'|'.join(TEENS)}"
# A model year said aloud, as a caller's words arrive: "two thousand fifteen", "twenty
# fifteen", "twenty oh eight", "nineteen ninety-nine".
SPOKEN_YEAR = re.compile(
    rf"\btwo thousand (?:and )?(?P<thousands>{_TWO_DIGITS}|{_UNIT})\b"
    rf"|\btwenty (?P<twenties>oh (?:{_UNIT})|{_TWO_DIGITS})\b"
    rf"|\bnineteen (?P<nineteens>(?:{'|'.join(TENS[3:])})(?:[ -](?:{_UNIT}))?)\b",
    re.IGNORECASE,
)


def _spoken_number(words: str) -> int:
    """ "twenty-two" 22, "oh eight" 8, "fifteen" 15."""
    number = 0
    for word in re.split(r"[ -]", words.lower()):
        if word in UNITS:
            number += UNITS.index(word) + 1
        elif word in TEENS:
            number += TEENS.index(word) + 10
        elif word in TENS:
            number += (TENS.index(word) + 2) * 10
    return number


def _year_in_digits(spoken: re.Match[str]) -> str:
    if spoken.group("thousands"):
        return str(2000 + _spoken_number(spoken.group("thousands")))
    if spoken.group("twenties"):
        return str(2000 + _spoken_number(spoken.group("twenties")))
    return str(1900 + _spoken_number(spoken.group("nineteens")))


def read_vehicles(text: str) -> list[str]:
    """Each vehicle the message names by make or model, in its order: "my Mercedes C300 and my
    wife's Honda Pilot" names two (one car a quote is for, and another)."""
    text = SPOKEN_YEAR.sub(_year_in_digits, text)
    mentions = [(m.start(), m.end(), _make_then_model(m)) for m in MAKE_THEN_MODEL.finditer(text)]
    mentions += [(m.start(), m.end(), _model_alone(m)) for m in MODEL_ALONE.finditer(text)]
    # The fullest reading of each stretch: "Honda Pilot", not also the "Pilot" inside it.
    mentions.sort(key=lambda mention: (mention[0], -len(mention[2])))
    cars: list[str] = []
    reached = -1
    for start, end, parts in mentions:
        if parts and start >= reached:
            # With its engine, as `read_vehicle` reads it: "my 2016 F-250 Powerstroke" is one
            # car, not also a "2016 Ford F-250" quoted apart.
            cars.append(" ".join(_with_engine(text, start, end, parts)))
            engine = ENGINE_AFTER.match(text, end)
            reached = engine.end() if engine else end
    return list(dict.fromkeys(cars))


def read_vehicle(text: str, *, expecting: str | None = None) -> str | None:
    """The most complete vehicle mentioned, with the engine said after it ("2015 Ford F-250
    diesel": a shop may price diesels higher); when the assistant has just asked for the
    vehicle, a short reply with an unknown make ("2009 Saab 9-3") is taken as written."""
    text = SPOKEN_YEAR.sub(_year_in_digits, text)
    mentions = [(_make_then_model(m), m.start(), m.end()) for m in MAKE_THEN_MODEL.finditer(text)]
    mentions += [(_model_alone(m), m.start(), m.end()) for m in MODEL_ALONE.finditer(text)]
    found = [mention for mention in mentions if mention[0]]
    if found:
        parts, start, end = max(found, key=lambda mention: len(mention[0]))
        return " ".join(_with_engine(text, start, end, parts))
    diesel = DIESEL_ALONE.search(text)
    if diesel:
        year = [diesel.group("year_of")] if diesel.group("year_of") else []
        return " ".join([*year, *_engine_words(diesel.group("engine") or diesel.group("engine2"))])
    engine = re.fullmatch(rf"\W*({DIESEL_ENGINES})\W*", text, re.IGNORECASE)
    if expecting == "vehicle" and engine:
        return " ".join(_engine_words(engine.group(1)))  # "Cummins", asked which vehicle
    kind = ENGINE_KIND.search(text)
    if kind:
        return " ".join(_engine_words(kind.group("kind") or kind.group("kind2")))
    if expecting == "vehicle" and len(text.split()) <= 5 and YEAR_ALONE.match(text):
        return text.strip(" .!?")
    return None


# Cars with no engine, by make or model as `read_vehicle` writes them.
ELECTRIC = re.compile(
    r"\b(?:(?:tesla|rivian|lucid|polestar)s?|chevrolet bolt|chevy bolt|nissan leaf|lightning"
    r"|mach-e|ioniq [56]|ev[369]|id\.4|taycan|e-tron|lyriq|i-pace|bz4x|solterra|electric|evs?)\b",
    re.IGNORECASE,
)
# Work only a combustion engine needs, in a service's name.
ENGINE_WORK = re.compile(
    r"\b(?:oil change|oil and filter|oil & filter|lube|timing (?:belt|chain)|spark plugs?|tune-?up"
    r"|emissions?|smog|exhaust|muffler|catalytic|fuel (?:injectors?|pump|filter))\b",
    re.IGNORECASE,
)


def is_electric(vehicle: str) -> bool:
    return ELECTRIC.search(vehicle) is not None


def needs_an_engine(service_name: str) -> bool:
    return ENGINE_WORK.search(service_name) is not None


# A question of whether the shop takes a kind of vehicle: "do you work on harleys", "do you
# guys service motor homes".
ASKED_OF = r"\b(?:work on|work with|service|fix|repair|look at|do|take|handle|accept)\s+"


def car_named_by(keyword: str, text: str) -> str | None:
    """The customer's own car named by `keyword`, a word no make or model here knows ("my RV",
    "a 2015 Harley", "it's for my motorcycle"), with the words between its article and it, or
    by another word for its kind ("my camper", "a Winnebago"); or, asked whether the shop takes
    them ("do you work on harleys?", "do you service motor homes?", "r v s"), the make asked
    about, or else the owner's word for them, as many."""
    keyword = keyword.strip()
    if not keyword:
        return None
    names, makes = kind_of(keyword)
    said = "|".join(said_pattern(p) for p in sorted([*names, *makes], key=len, reverse=True))
    owned = re.search(
        rf"\b(?:my|our|his|her|the|a|an)\s+(?P<car>(?:[\w'-]+\s+){{0,2}}?(?P<word>{said}))"
        r"(?![\w'-])",
        text,
        re.IGNORECASE,
    )
    if owned:
        word = owned.group("word")
        return owned.group("car")[: -len(word)] + _kind_as_written(word, names)
    asked = re.search(
        rf"{ASKED_OF}(?:(?:any|older|old|used|vintage)\s+)?(?P<word>{said})(?![\w'-])",
        text,
        re.IGNORECASE,
    )
    if not asked:
        return None
    if _is_one_of(asked.group("word"), makes):
        return asked.group("word")  # "harleys": the owner may name the make itself
    return keyword if keyword.lower().endswith("s") else keyword + "s"


def _every_kind_word() -> str:
    words = [
        phrase
        for names, makes in KINDS_OF_VEHICLE.values()
        for phrase in [*phrases(names), *phrases(makes)]
    ]
    return "|".join(said_pattern(phrase) for phrase in sorted(words, key=len, reverse=True))


# Any word for a kind of vehicle a shop may not work on ("harleys", "r v s", "motor homes"),
# which names no work: "do you work on r v s" asks for no service called "r v s".
KIND_WORD = re.compile(rf"(?:{_every_kind_word()})", re.IGNORECASE)
# "Do you work on harleys?", "do you guys service motor homes": whether the shop takes a kind.
ASKS_OF_A_KIND = re.compile(
    rf"{ASKED_OF}(?:(?:any|older|old|used|vintage|an?|my|our)\s+)?(?:{KIND_WORD.pattern})(?![\w'-])",
    re.IGNORECASE,
)


def _kind_as_written(word: str, names: list[str]) -> str:
    """ "r v" is an "RV"; any other word as the customer wrote it."""
    letters = "".join(ch for ch in word if ch.isalpha())
    for name in names:
        if len(name) <= 3 and letters.lower() in (name, name + "s") and letters.lower() != word:
            return letters.upper() if letters.lower() == name else name.upper() + "s"
    return word


def _is_one_of(said: str, words: list[str]) -> bool:
    return any(re.fullmatch(said_pattern(phrase), said, re.IGNORECASE) for phrase in words)


# How the engines named are written.
ENGINE_NAMES = {
    "tdi": "TDI",
    "ev": "EV",
    "cummins": "Cummins",
    "duramax": "Duramax",
    "powerstroke": "Powerstroke",
    "power": "Power",
    "stroke": "Stroke",
    "ecodiesel": "Eco Diesel",
}


# The engine said before the car: "my diesel Ram 2500", "a 2016 diesel F-250", "the tdi Jetta".
ENGINE_BEFORE = re.compile(
    rf"(?:{YEAR}\s+)?\b(?P<engine>(?:(?:{DIESEL_ENGINES})\s+)?(?:diesel|turbo diesel|tdi)"
    rf"|{DIESEL_ENGINES})\s+$",
    re.IGNORECASE,
)


def _with_engine(text: str, start: int, end: int, parts: list[str]) -> list[str]:
    """The car read at text[start:end] with the engine said after it ("2015 Ford F-250 diesel":
    a shop may price diesels higher), or else the diesel said before it ("my diesel Ram 2500"
    is a "Ram 2500 diesel"), with the year said before that engine where the car has none."""
    after = ENGINE_AFTER.match(text, end)
    if after:
        return [*parts, *_engine_words(after.group("engine"))]
    before = ENGINE_BEFORE.search(text[max(0, start - 40) : start])
    if not before:
        return parts
    year = _year(before)
    if year and parts[0].isdigit():
        year = []
    return [*year, *parts, *_engine_words(before.group("engine"))]


def _engine_words(said: str) -> list[str]:
    """ "Diesel" -> ["diesel"], "tdi" -> ["TDI", "diesel"], "cummins" -> ["Cummins", "diesel"]:
    written the same way whoever typed it, and a diesel said by its name says "diesel" too."""
    words = [ENGINE_NAMES.get(word.lower(), word.lower()) for word in said.split()]
    if DIESELS.search(said) and not re.search(r"\bdiesel\b", " ".join(words), re.IGNORECASE):
        words.append("diesel")
    return words


def without_model_numbers(text: str) -> str:
    """The message with the numbers that belong to a vehicle's name blanked ("Mazda 3", "BMW 3
    Series", "Silverado 1500"), so that a reader of times or days does not take them for one."""

    def blanked(match: re.Match[str]) -> str:
        said = match.group()
        if not match.group("model") or not _make_then_model(match):
            return said
        start = match.start("model") - match.start()
        return said[:start] + re.sub(r"\d", " ", said[start:])

    return MAKE_THEN_MODEL.sub(blanked, text)


def looks_like_vehicle(words: str) -> bool:
    """Whether `words` could name a vehicle: a known make or model, or a year or a capitalised
    word ("2009 Saab 9-3", "Rivian R1T"); not "bumps" or "the 1st if possible"."""
    if read_vehicle(words):
        return True
    return bool(re.search(YEAR, words)) or any(w[:1].isupper() for w in words.split())


def _year(match: re.Match[str]) -> list[str]:
    if match.group("year"):
        return [match.group("year")]
    short = match.group("short_year") or _group(match, "bare_year")
    if short:
        return [f"{'19' if int(short) >= 50 else '20'}{short}"]
    if _is_a_year(_group(match, "trim")):
        return [match.group("trim")]  # "chevy equinox 2015": the year said after the car
    return []


def _group(match: re.Match[str], name: str) -> str | None:
    return match.group(name) if name in match.re.groupindex else None


def _is_a_year(number: str | None) -> bool:
    # Trims of four digits are 1500, 2500, 3500: a number in the years of cars is the year.
    return bool(number) and re.fullmatch(r"19[5-9]\d|20[0-4]\d", number) is not None


def _make_then_model(match: re.Match[str]) -> list[str]:
    make = match.group("make").lower()
    model = match.group("model") or ""
    year = _year(match)
    if (
        make in WORDLIKE_MAKES
        and not year
        and not any(c.isdigit() for c in model)
        and not re.fullmatch(RANGE_MODEL, model, re.IGNORECASE)
    ):
        return []
    parts = [*year, MAKES[make]]
    if model.lower() in MODELS:
        parts.append(MODELS[model.lower()][1])
    elif model and model.lower() not in NOT_MODELS:
        parts.append(_as_written(model))
    else:
        return parts
    return [*parts, *_trim(match)]


def _as_written(model: str) -> str:
    """A model typed in lower case as its badge shows it: "c300" is "C300", "x5" "X5",
    "328i" stays, "outback" is "Outback", "3 series" "3 Series"; one with a capital is left as
    typed ("CX-5")."""
    if " " in model:
        return " ".join(word.title() if word.isalpha() else word for word in model.split())
    if any(c.isupper() for c in model):
        return model
    if any(c.isdigit() for c in model):
        return re.sub(r"^[a-z]+", lambda letters: letters.group().upper(), model)
    if len(model) <= 2 or not re.search(r"[aeiouy]", model, re.IGNORECASE):
        return model.upper()  # "rx", "es", "wrx", "mdx": badges of letters
    return model.title()


def _model_alone(match: re.Match[str]) -> list[str]:
    make, model = MODELS[match.group("model").lower()]
    return [*_year(match), make, model, *_trim(match)]


def _trim(match: re.Match[str]) -> list[str]:
    trim = match.group("trim")
    return [trim] if trim and not _is_a_year(trim) else []
