"""What the customer asked for, in their words, when nothing in the catalog fits: "do you do
bodywork?" gives "bodywork", so the assistant can say the shop does not offer it."""

from __future__ import annotations

import re

from assistant.understand import lexicon
from assistant.understand.calendar_words import (
    MONTH_NUMBERS,
    MONTHS,
    NUMBER_WORDS,
    SHORTHAND,
    WEEKDAYS,
    is_a_count,
)
from assistant.understand.intents import CUE_SPELLER
from assistant.understand.lexicon import LIGHT_OUT, TIRE_PRESSURE_LIGHT
from assistant.understand.people import FIRST_NAMES
from assistant.understand.spelling import Speller
from assistant.understand.text import THINKING_SOUND, stem
from assistant.understand.vehicles import KIND_WORD, MAKES

KEPT_VERBS = "fix|repair|replace|install|paint|detail|tint|wrap|weld|tow|mount"
GERUNDS = "fixing|repairing|replacing|installing"
ASKED = re.compile(
    "|".join(
        [
            r"\b(?:do|can|could|will|would)\s+(?:you|u|y'?all)(?:\s+guys)?\s+"
            rf"(?:do|offer|handle|work on|service|provide|(?P<verb>{KEPT_VERBS}))"
            r"(?:\s+(?:and|&)\s+balance)?\s+",  # "can you mount and balance tires"
            # "Do you sell tires?" asks for work on a car; "do you sell gift cards?" does not.
            r"\b(?:do|can|could|will|would)\s+(?:you|u|y'?all)(?:\s+guys)?\s+(?P<sell>sell)\s+"
            r"(?=(?:new\s+|used\s+)?(?:tires?|tyres?|batter(?:y|ies)|rims|wheels)\b)",
            # "Where can I buy tires?": what the shop would sell.
            r"\b(?:where|can)\s+(?:can\s+)?(?:i|we)\s+(?P<buy>buy)\s+"
            r"(?=(?:new\s+|used\s+)?(?:tires?|tyres?|batter(?:y|ies)|rims|wheels)\b)",
            # "How much is it to replace a sunroof", "how much for fixing my sunroof".
            r"\bhow much (?:(?:is|would|will|does) it (?:be |cost )?)?(?:to|for)\s+"
            rf"(?P<priced_verb>{KEPT_VERBS}|{GERUNDS})\s+",
            # "How much a transmission rebuild would be".
            r"\bhow much (?:(?:is|are|for|does|do|would|to)\s+|(?=an?\s))",
            # "Replace my tail light", "please fix my fuel filter".
            rf"^\W*(?:(?:please|pls|can|could)\s+)?(?P<bare_verb>{KEPT_VERBS})\s+",
            # "An estimate for fixing a dent".
            r"\b(?:quote|price|estimate|pricing)(?:\s+check)?\s+(?:on|for)\s+"
            rf"(?:(?P<quoted_verb>{GERUNDS})\s+)?",
            r"\b(?:i|we)?\s*(?:need|want|would like|'d like|am looking for|'m looking for)\s+",
            # "my car needs a water pump", "what does a starter check cost", "book me for a
            # tire rotation", "can i set up a clutch repair", "wanna get an oil change".
            r"\b(?:it|car|truck|vehicle|van|suv|jeep)\s+needs\s+",
            r"\bwhat(?:'d| does| do| would| will)\s+(?=(?:\S+\s+){0,6}?(?:cost|set me back|run me))",
            r"\b(?:book|schedule)\s+(?:me\s+)?(?:in\s+)?(?:for\s+)?",
            r"\bset\s+(?:me\s+)?up\s+(?:with\s+|for\s+)?",
            r"\b(?:wanna|want to|to|can i|could i|i'd like to)\s+get\s+",
            r"\b(?:appointment|appt|booking|slot|time|room|come in|bring it in)\s+for\s+",
        ]
    ),
    re.IGNORECASE,
)
WHAT_ABOUT = re.compile(r"\b(?:what|how)\s+about\s+", re.IGNORECASE)
# A message that is only the work asked for: "tire replacement", "new tires please".
BARE_WORK = re.compile(
    r"^\W*(?P<words>(?:new\s+[\w-]+(?:\s+[\w-]+)?|[\w-]+(?:\s+[\w-]+)?\s+"
    r"(?:replacement|repair|installation|install)))\W*(?:please|pls)?\W*$",
    re.IGNORECASE,
)
# A part asked about and nothing else: "air filter?", "wiper blades?" ask whether the shop
# does the work on it.
BARE_PART_ASKED = re.compile(r"^\W*(?P<words>[a-z'-]+(?:\s+[a-z'-]+){0,2})\s*\?+\W*$", re.I)
# A tire to be mended, in words that name no work: the shop's word for it is asked for.
TIRE_TROUBLE = re.compile(
    r"\b(?:(?:got|have|had) a flat|flat tire|(?:nail|screw) in (?:my|the|a|one|its|his|her) tire"
    r"|tire(?:s)? (?:keeps |is |are )?(?:losing|leaking) air|puncture"
    r"|(?:tire|tyre)(?:'s| is| went| was| has gone| keeps going)"
    r" (?:completely |totally |pretty much |almost |a little )?flat"
    r"|(?:tire|tyre) (?:has|with) a (?:hole|nail|screw))\b",
    re.IGNORECASE,
)
# A car to be jump-started, which is no visit the catalog books: "need a jump", "can you jump
# my car", "jump start". Not one had already: "I got a jump this morning", "someone jump
# started it".
JUMP = re.compile(
    r"\b(?:(?<!got )(?<!had )(?<!gotten )(?<!gave me )an?\s+jump|jump\s+(?:it|me|my|the|her|him)"
    r"|jump[- ]?start(?!ed))",
    re.IGNORECASE,
)
# "Can you recommend a good tire shop?": another shop's work, asked as work this one may do.
RECOMMEND_A_SHOP = re.compile(
    r"\b(?:recommend|know of|suggest)\b[^.?!]{0,20}?\b(?P<kind>tire|tyre|body|glass|windshield"
    r"|transmission|muffler|exhaust)s? (?:shop|store|place|guy)\b",
    re.IGNORECASE,
)
SHOPS_WORK = {
    "tire": "tire sales",
    "tyre": "tire sales",
    "body": "bodywork",
    "glass": "windshield replacement",
    "windshield": "windshield replacement",
    "transmission": "transmission repair",
    "muffler": "exhaust repair",
    "exhaust": "exhaust repair",
}
# "Inspections for uber", "my car inspected for lyft", "check it for the dmv": an inspection
# whose purpose names the work asked for.
INSPECTION_FOR = re.compile(
    r"\b(?:inspect(?:ions?|ed)?|checks?|checked)"
    r"(?: (?:it|(?:my|the|our|his|her) (?:car|truck|vehicle|van|suv|jeep)))? for (?:an? |the |my )?"
    r"(?P<whose>uber|lyft|rideshare|ride share|doordash|dmv|registration|state|emissions|smog)\b",
    re.IGNORECASE,
)
# A service a car's maker schedules by its miles: "the 60,000 mile service", "30k maintenance".
MILEAGE_SERVICE = re.compile(
    r"\b(?P<miles>\d{1,3}(?:,\d{3}|k|000))[- ]?(?:mile[s]?|mi)?[- ]?"
    r"(?P<work>service|maintenance|check ?up|checkup|inspection|tune ?up)\b",
    re.IGNORECASE,
)
# "My windshield is cracked", "the side mirror got smashed", "a rock cracked my windshield",
# "the bumper has a dent", "my key fob doesn't work": the part's repair, asked for.
_OWNED_PART = r"\b(?:my|the|our) (?P<part>(?:[a-z]+ )?[a-z]+)"
BROKEN_PART = (
    re.compile(
        _OWNED_PART + r" (?:is|was|got|has been|are|were|have been)"
        r" (?:all )?(?:cracked|broken|smashed|shattered|chipped|busted|dented)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:cracked|broke|smashed|shattered|chipped|dented) " + _OWNED_PART + r"\b", re.I
    ),
    re.compile(_OWNED_PART + r" (?:has|got) (?:a |some )?(?:dents?|cracks?|chips?)\b", re.I),
    re.compile(
        _OWNED_PART
        + r" (?:doesn'?t|does not|don'?t|do not|won'?t|isn'?t|is not|stopped|quit) work(?:ing)?\b",
        re.I,
    ),
)
# Work done to the whole car, asked for with the car as its object: "can you detail it?",
# "paint my truck" ask for detailing and painting.
WHOLE_CAR_VERBS = frozenset("paint detail tint wrap".split())
THE_CAR = re.compile(
    r"\s*(?:it|(?:my|our|the|his|her|this)\s+(?:car|truck|vehicle|van|suv|jeep|ride|interior))\b",
    re.IGNORECASE,
)
WORDS = re.compile(r"[^.?!,;:\n]{1,80}")
WORD = re.compile(r"[\w'-]+")
MOST_WORDS = 6
# Words that pick among offered times, not a service: "the first one", "the other".
PICKS = frozenset("first second third last other earlier later".split())
# A first word that starts with a digit and is still a word: "4-wheel alignment".
DIGIT_WORD = re.compile(r"\d+-[a-z]+")
LEADING = frozenset(
    "a an the my some any our his her their your just uh um well probably maybe also".split()
)
# Words after which the request is over: a day, a time, a condition.
ENDS = (
    frozenset(
        """on at for this next today tomorrow tonight please asap when if before after by around in
    sometime and or because since so but soon done cost costs price thanks thank cheers morning
    afternoon evening am pm works would ideally preferably later earlier late between noon
    midday you u it'll its it's i i'm we - -- anytime whenever pls plz appreciated be""".split()
    )
    | set(WEEKDAYS)
    | {f"{day}s" for day in WEEKDAYS}  # "do you work on saturdays"
    | set(MONTHS)
    | set(MONTH_NUMBERS)
    | set(SHORTHAND)
    | {"mon", "tue", "wed", "thu", "fri", "sat"}  # "can u do fri at 4:30" (not "sun": a visor)
)
# Two words that end the request: "end of the day", "first thing", "set me back", "run me",
# and "as well" ("fix my sunroof as well" asks for a sunroof repair, not "sunroof as well"),
# "any time", "much appreciated", "from you" ("buy new tires from you?"), and the car said
# after the work ("a fluid install car is a 2022 Silverado").
ENDS_TWO = frozenset(
    {("end", "of"), ("first", "thing"), ("set", "me"), ("run", "me"), ("as", "well")}
    | {("any", "time"), ("much", "appreciated"), ("from", "you"), ("from", "u"), ("from", "y'all")}
    | {(car, "is") for car in "car truck vehicle van minivan suv jeep ride".split()}
)
# Words that end a request once it has a word: "fix my sunroof too", "my sunroof also" ("also
# my sunroof" still leads into it).
ADDED = frozenset("too also".split())
# What "sun" names in a car's work rather than Sunday: "replace the sun visor", "sun roof leak".
SUN_PARTS = frozenset("visor visors roof shade shades damage damaged".split())
# After "the", words of a date: "flush the day after tomorrow", "inspection the 21st".
DATE_AFTER_THE = frozenset({"day", "week", "weekend", *WEEKDAYS}) | set(MONTH_NUMBERS)
ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)", re.IGNORECASE)
# Kinds of vehicle: "do you work on diesels?" asks which cars the shop takes, not for a service
# it could be said not to offer.
VEHICLE_KINDS = frozenset(
    """diesel hybrid electric ev plug-in european euro import foreign domestic german japanese
    classic vintage antique motorcycle motorbike bike rv motorhome fleet commercial 4x4 awd 4wd
    car truck vehicle van suv pickup older old new
    harley harley-davidson davidson ducati kawasaki yamaha suzuki triumph ktm
    cummins duramax powerstroke ecodiesel gas gasoline petrol""".split()
)  # and makes of motorcycles: "do you work on Harleys?" asks as "on motorcycles?" does
# What follows "I need" that is not a service, and what opens a reply that is not one ("is
# anyone there?", "what?").
NOT_A_SERVICE = (
    frozenset(
        """it that this one appointment appt appointments time slot to you me help someone somebody
    anything something anyone service services info information quote price estimate ride
    answer number call person human your them him us yes no not sure idk dunno nothing ok okay thanks
    everything all whatever photo picture pic
    hi hello hey car truck vehicle van suv minivan pickup jeep ride earlier later sooner cheaper discount looking looked
    checked checking fixed fixing seen work attention same usual again another walk walkins need needs
    needed want wants get got do does have has like anyone anybody everyone whoever
    is are am was were did can could will would should who what where when why how bye goodbye
    cya later nevermind thank thx ty cheers huh uh um hmm mhm yeah yep yup yea sure nope nah
    alright vin license registration insurance key keys paperwork title mom dad mother father
    wife husband son daughter kid kids friend sister brother girlfriend boyfriend partner grandma
    grandpa neighbor boss i we know wanted wondering wonder ask asking question calling tell
    o'clock oclock name names both either neither each nvm lol lmao haha hahaha omg brb wtf ugh
    idc tbh smh
    perfect great awesome good fine cool excellent wonderful nice lovely super correct right
    exactly absolutely definitely totally gotcha sounds works
    morning afternoon evening lunch tonight today tomorrow fifteen thirty forty fifty""".split()
    )
    | frozenset(NUMBER_WORDS)
    | {"half", "quarter", "twenty", "noon", "midday"}
    | {"min", "mins", "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks"}
    | {"early", "earliest", "late", "latest", "soon", "soonest", "asap", "first", "last"}
    # The shop's own terms, asked about in the middle of a booking ("do you do financing?"):
    # the owner's to answer, not work it is said not to offer.
    | set(
        """financing finance payment payments warranty warranties guarantee guarantees loaner
        loaners shuttle rides wifi parking coupon coupons specials spanish english weekend
        weekends evening evenings night nights reminder reminders receipt receipts invoice
        invoices confirmation parts labor labour fee fees""".split()
    )
    # Ways to reach the shop, asked of booking ("can I schedule online?"): no work.
    | set("online website web internet app email e-mail".split())
)  # "do half past 3"; a span of time is no work: "an hour later", "i'd need early morning"


def asked_service(text: str, *, expecting: str | None = None) -> str | None:
    """`text` is the cleaned message. When the assistant has just asked which service, a short
    answer is the service as it stands ("bodywork")."""
    text = CUE_SPELLER.correct_text(text)  # "a quoet on brakes" is asked as "a quote on"
    if JUMP.search(text):
        return "jump starts"  # "my truck needs a jump": no battery to book
    if mileage := MILEAGE_SERVICE.search(text):
        miles = mileage.group("miles").lower().replace(",", "")
        miles = f"{int(miles.removesuffix('k')) * (1000 if miles.endswith('k') else 1):,}"
        return f"{miles} mile {mileage.group('work').lower()}"
    if shop := RECOMMEND_A_SHOP.search(text):
        return SHOPS_WORK[shop.group("kind").lower()]
    if purpose := INSPECTION_FOR.search(text):
        return f"{purpose.group('whose')} inspections"  # said back: "we don't offer ..."
    for match in ASKED.finditer(text):
        verb = (
            match.group("verb")
            or match.group("bare_verb")
            or match.group("sell")
            or match.group("buy")
            or match.group("priced_verb")
            or match.group("quoted_verb")
        )
        # After a verb the object is kept whole: "paint my bumper".
        words = _trim(WORDS.match(text, match.end()), strip_leading=verb is None)
        car = verb and verb.lower() in WHOLE_CAR_VERBS and THE_CAR.match(text, match.end())
        if car and _ends_there(text, car.end()):
            return verb.lower()  # "can you detail it?", not "tint my car windows"
        if words and NEW_ONES.fullmatch(words):
            # "My tires are bald, I need new ones": the part named before them.
            part = _part_named_before(text, match.start())
            if part:
                return f"{words.split()[0].lower()} {part}"
        if words and not looks_like_service(words):
            continue  # "can you fix my car?", "how much is a new one?": no work in particular
        if words:
            return f"{verb} {words}" if verb else words
    if about := WHAT_ABOUT.search(text):
        # "ok what about emissions" after "we don't offer state inspections": work asked for
        # the same way, while "what about Saturday?" or "what about 3?" is no work.
        words = _trim(WORDS.match(text, about.end()))
        if words and any(stem(word) in CAR_WORK for word in WORD.findall(words)):
            return words
    bare = BARE_WORK.match(text)
    if expecting == "service" or bare:
        words = _trim(WORDS.match(text))
        if words and expecting == "service" and _a_name_alone(words):
            return None  # "Gus": the customer's name, not "Sorry, we don't offer Gus"
        return words if words and looks_like_service(words) else None  # not "first"
    part = BARE_PART_ASKED.match(text)
    if part and any(stem(word) in CAR_WORK for word in WORD.findall(part.group("words"))):
        words = part.group("words")
        return words if looks_like_service(words) else None
    if TIRE_TROUBLE.search(text):
        return "flat tire repair"  # "I got a flat", "there's a nail in my tire"
    if TIRE_PRESSURE_LIGHT.search(text):
        return "tire pressure light check"  # "my tpms light came on"
    if out := LIGHT_OUT.search(text):
        light = out.group("light") or out.group("unlit")
        # "headlight is out", "brake light is broken": the bulb's replacement
        return f"{' '.join(light.lower().removesuffix('s').split())} replacement"
    for said in BROKEN_PART:
        broken = said.search(text)
        if broken and stem(broken.group("part").split()[-1].lower()) in CAR_WORK:
            return as_work(f"fix {broken.group('part').lower()}")  # "power window repair"
    return None


WORK_NOUNS = {
    "fix": "repair", "repair": "repair", "replace": "replacement", "install": "installation",
    "paint": "painting", "detail": "detailing", "tint": "tinting", "wrap": "wrapping",
    "weld": "welding", "tow": "towing", "sell": "sales", "buy": "sales", "mount": "mounting",
    "replacing": "replacement", "fixing": "repair", "repairing": "repair",
    "installing": "installation",
}  # fmt: skip
# The work said after its part, done: "air filter replaced", "brakes fixed".
DONE_NOUNS = {
    "replaced": "replacement", "fixed": "repair", "repaired": "repair",
    "installed": "installation", "painted": "painting", "detailed": "detailing",
}  # fmt: skip
OWNERS = frozenset("my our the a an your his her their some".split())


def as_work(asked: str) -> str:
    """The work asked for as a noun, to say back: "replace alternators" is "alternator
    replacement", "new fuel pump" "fuel pump replacement", "paint my bumper" "bumper painting";
    anything else as it was said."""
    done, _, said = asked.rpartition(" ")
    if said.lower() in DONE_NOUNS and done:
        # "air filter replaced": its replacement; "4 tires installed": tire installation.
        words = [word for word in done.split() if not word.isdigit() and word.lower() not in OWNERS]
        return (
            " ".join([*words[:-1], _one_of(words[-1]), DONE_NOUNS[said.lower()]])
            if words
            else asked
        )
    verb, _, rest = asked.partition(" ")
    if verb.lower() == "new" and rest:
        verb = "replace"  # "new fuel pump" is "fuel pump replacement"
    noun = WORK_NOUNS.get(verb.lower())
    if noun is None:
        return asked
    words = [word for word in rest.split() if word.lower() not in OWNERS]
    if not words:
        return noun
    words[-1] = _one_of(words[-1])
    return " ".join([*words, noun])


def _one_of(word: str) -> str:
    """A plural said as the one a noun of work names: "batteries" -> "battery sales",
    "alternators" -> "alternator replacement"."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 3:
        return word[:-1]
    return word


NEW_ONES = re.compile(r"(?:new|used) ones?", re.I)


def _part_named_before(text: str, end: int) -> str | None:
    """The last part of a car in `text` before `end` ("tires" of "my tires are bald")."""
    for word in reversed(WORD.findall(text[:end])):
        if stem(word.lower()) in lexicon.PARTS:
            return word.lower()
    return None


def looks_like_service(words: str) -> bool:
    """Whether `words` could name work on a car: not "yes", "the first one" or "my Honda"."""
    said = [word.lower() for word in WORD.findall(words)]
    # "A new one": no work named, as "one" names none.
    empty = LEADING | NOT_A_SERVICE | PICKS | set(MAKES) | {"new", "used", "ones"}
    # "C", "k": a letter or two names no work ("ac" is in every catalog that does it).
    return _trim(WORDS.match(words), strip_leading=False) is not None and any(
        word not in empty and len(word) > 2 for word in said
    )


# Words of car work the catalog may not list, beside the lexicon's: a capitalised one-word reply
# to which service made of them is work asked for ("Bodywork"), not a name.
CAR_WORK = lexicon.WORDS | frozenset(
    stem(word)
    for word in """body bodywork paint painting detail detailing tint tinting wrap wrapping weld
    welding tow towing glass windshield window windows wiper wipers mirror mirrors bumper fender
    dent dents rust hail collision upholstery interior headliner seat seats sunroof door doors lock
    locks ignition alternator hose hoses belt belts pump spark plug plugs injector injectors fuel
    axle axles driveshaft differential muffler exhaust converter tuneup lift leveling hitch
    stereo radio speakers audio electrical wiring fuse fuses horn heater heat heating defrost
    blower fan wheels rim rims steering engine motor timing chain gasket head valve cylinder
    compression mount mounts sensor sensors emissions maintenance repair repairs replacement
    install installation wash washing wax polish buff ceramic coating cleaning upkeep
    tires brakes fob""".split()
)
CAR_WORK_SPELLER = Speller(CAR_WORK)


def _a_name_alone(words: str) -> bool:
    """Whether `words`, a reply to which service, are one capitalised word that names no car
    work: a first name people have ("Gus", "Maya"), or one the shop's words do not know ("Dre");
    "Brakes", "Bodywork" and an acronym ("ECU") are work."""
    if " " in words or not words[:1].isupper() or words.isupper():
        return False
    said = words.lower()
    return said in FIRST_NAMES or CAR_WORK_SPELLER.correct(stem(said)) not in CAR_WORK


def _a_kind(word: str, kinds: frozenset[str] | set[str]) -> bool:
    """ "diesels", "Cummins", "duramaxes": a kind of vehicle, said as one or many."""
    return any(said in kinds for said in (word, word.removesuffix("s"), word.removesuffix("es")))


def _ends_there(text: str, at: int) -> bool:
    """Whether the request ends at `at`: the message or its clause does, or a word of when."""
    rest = WORD.findall(WORDS.match(text, at).group()) if WORDS.match(text, at) else []
    return not rest or rest[0].lower() in ENDS or rest[0].lower() in ("too", "pls")


def _a_count(words: list[str]) -> bool:
    """ "4 new tires", "two headlights": how many, before what ("2019 civic" is a car). "One
    too" and "one as well" are the work already said, not a count of "too"."""
    return len(words) > 1 and is_a_count(words[0]) and words[1].lower() not in ADDED | ENDS


def _trim(found: re.Match[str] | None, *, strip_leading: bool = True) -> str | None:
    if found is None:
        return None
    words = WORD.findall(found.group())
    while (
        strip_leading
        and words
        and (words[0].lower() in LEADING or THINKING_SOUND.fullmatch(words[0]) or _a_count(words))
    ):
        words.pop(0)
    kept: list[str] = []
    for at, word in enumerate(words[:MOST_WORDS]):
        following = words[at + 1].lower() if at + 1 < len(words) else ""
        # A date or a time ends the request: "the 21st", "the day after tomorrow", and a
        # number after its words ("Dec 12th", "6/23", "4:30").
        starts_a_date = (
            word.lower() == "the" and (following in DATE_AFTER_THE or ORDINAL.fullmatch(following))
        ) or (word.lower(), following) in ENDS_TWO
        added = kept and word.lower() in ADDED
        # "link service Sun if you have room": Sunday, after the work, as "tomorrow" would be.
        sunday = kept and word.lower() == "sun" and following not in SUN_PARTS
        if word.lower() in ENDS or starts_a_date or added or sunday or (kept and word[0].isdigit()):
            break
        kept.append(word)
    first = kept[0].lower() if kept else ""
    # "do you work on Teslas?", "diesels?", "older european cars?" ask about a vehicle.
    kinds = VEHICLE_KINDS | set(MAKES)
    if (
        not (first[:1].isalpha() or DIGIT_WORD.fullmatch(first))
        or first in NOT_A_SERVICE
        or first.removesuffix("s") in MAKES
        or all(_a_kind(word.lower(), kinds) for word in kept)
        or KIND_WORD.fullmatch(" ".join(kept)) is not None  # "r v s", "motor homes"
    ):
        return None
    return " ".join(kept)
