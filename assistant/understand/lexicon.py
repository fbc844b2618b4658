"""What customers say about a problem, mapped to the words a shop uses for the fix: "my brakes
squeal" and "grinding when I stop" both point at services named for brakes, pads or rotors.

A concept fires when all the words of one of its triggers are in the message ("NOT" stands for
any negation: "won't start"). Triggers are either parts ("brakes", "tires"), naming what the
customer wants worked on, or symptoms ("squeal", "pulls left"), describing trouble; a symptom
asks for a look before a repair. The concept's keywords are then looked for in the catalog;
fallback keywords count for less, so "car won't start" finds the shop's diagnostic first and its
battery service when it has no diagnostic.

A car that won't start could be the battery, the starter, the fuel or more: the trouble is a
look's, unless the customer names the part beside it ("won't start, I think it's the battery"),
whose own symptom it then is.

The general concept's symptoms ("noise", "shakes", "leaking") are trouble with whatever part the
message names beside them: "my brakes are making a weird noise" is trouble with the brakes, to be
looked at by a brake inspection where the shop has one."""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.understand.text import stem

NEGATIONS = frozenset(
    "not no won't wont doesn't doesnt didn't didnt can't cant isn't isnt never wouldn't wouldnt"
    " aren't arent wnt dosent dosnt".split()
)
# Words naming a service that looks before it repairs: where a symptom should go first.
LOOKING = frozenset(
    stem(word)
    for word in "inspection inspect check diagnostic diagnostics diagnosis diagnose".split()
)


@dataclass(frozen=True)
class Concept:
    parts: tuple[frozenset[str], ...]
    symptoms: tuple[frozenset[str], ...]
    keywords: frozenset[str]
    fallback: frozenset[str] = frozenset()
    general: bool = False  # its symptoms are trouble with any part named beside them
    # Trouble that is this concept's own symptom where one of its parts is named beside it
    # ("won't start, I think it's the battery"), and a look's where none is ("won't start").
    owns: tuple[Concept, ...] = ()
    # The work its own trouble asks for, said back where the shop lists none ("a clunk over
    # bumps": "suspension repair").
    work: str = ""


@dataclass(frozen=True)
class Fired:
    concept: Concept
    words: frozenset[str]  # the message's words that set it off
    symptom: bool
    # Its symptom is only the general trouble said beside it ("my AC makes a noise"), not one
    # of its own ("won't start", "blows warm").
    troubled: bool = False


def _triggers(text: str) -> tuple[frozenset[str], ...]:
    return tuple(
        frozenset(word if word == "NOT" else stem(word) for word in trigger.split())
        for trigger in text.split(",")
        if trigger.strip()
    )


def concept(
    *,
    parts: str = "",
    symptoms: str = "",
    keywords: str,
    fallback: str = "",
    general: bool = False,
    owns: tuple[Concept, ...] = (),
    work: str = "",
) -> Concept:
    """Triggers separated by commas, words by spaces; all written as people say them."""
    return Concept(
        parts=_triggers(parts),
        symptoms=_triggers(symptoms),
        keywords=frozenset(stem(word) for word in keywords.split()),
        fallback=frozenset(stem(word) for word in fallback.split()),
        general=general,
        owns=owns,
        work=work,
    )


TRANSMISSION = concept(
    parts="transmission, shift, shifting, gear, gears",
    symptoms="slip, slipping, NOT reverse",
    keywords="transmission gearbox",
    work="transmission repair",
)
LEAKS = frozenset(stem(word) for word in "leak leaks leaking leaked".split())
# Trouble of many causes, to be looked at first, unless the customer names the part beside it.
# A car that won't start: the battery, the starter, the fuel, the ignition; the battery only
# where the shop has no diagnostic. "Dead" and "dying" too: "my car is dead".
NO_START = concept(
    symptoms="NOT start, NOT crank, NOT turn over, NOT turn on, NOT fire up, dead, dying, die,"
    " dies, died, hard start, slow start, slow crank",
    keywords="diagnostic diagnostics diagnosis diagnose troubleshoot",
    fallback="battery starter electrical",
)
# A car running hot: the thermostat, the water pump, a leak, the fan; a coolant flush only where
# the shop has no diagnostic, or the customer asks for the coolant.
OVERHEATING = concept(
    symptoms="overheat, overheating, overheated, temperature, temp gauge, steam, running hot,"
    " run hot, runs hot",
    keywords="diagnostic diagnostics diagnosis diagnose troubleshoot",
    fallback="coolant radiator cooling",
)
# Lights gone dim: a bulb's, unless the battery or its charging is named beside them ("the
# battery light came on and the headlights seem dim"), whose trouble it then is. Not "light"
# alone: a headlight is no check-engine light.
HEADLIGHTS = concept(
    parts="headlight, headlights, taillight, bulb, bulbs",
    symptoms="dim headlight, dim light, dimming headlight, dimming light, flicker headlight,"
    " flicker light",
    keywords="headlight headlights taillight bulb bulbs lamp",
    work="headlight repair",
)


# "Pulls to the left when I brake": a caliper or a pad, the brakes' own trouble, not the
# alignment that a pull at any time would be.
PULLS_WHEN_BRAKING = re.compile(
    r"\bpull(?:s|ing|ed)?\b[^.,;!?]{0,25}\b(?:when(?:ever)?|while|as) (?:i |you |i'?m )?"
    r"(?:brake|brakes|braking|stop|stopping|hit the brakes?|apply the brakes?|press the brakes?)\b",
    re.I,
)
# What the words of such a pull are read as: a symptom of the brakes.
BRAKING_PULL = "brakepull"

CONCEPTS = (
    NO_START,
    OVERHEATING,
    concept(
        parts="brake, brakes, braking, pedal",
        symptoms="squeal stop, squeal stopping, squeal brake, squeak stop, squeak stopping,"
        " squeak brake, squeaky brake, squeaky stop, grind stop, grind stopping, grind brake, abs,"
        " brake light, soft pedal, soft brake, spongy, mushy, pedal floor,"
        # Grinding or scraping at a wheel is the brakes: "grinding noise from the front wheel".
        " grind wheel, scrape wheel, " + BRAKING_PULL + ","
        # A pedal or a wheel that shakes as the car stops: the rotors.
        " shake brake, shake braking, shake stop, shake stopping, vibrate brake, vibrate braking,"
        " vibrate stop, vibrate stopping, pulsate, pulsating, pulsing pedal",
        keywords="brake pad pads rotor rotors caliper",
        work="brake repair",
    ),
    concept(parts="oil, lube, synthetic", keywords="oil lube filter"),
    concept(
        symptoms="check engine, engine light, warning light, dash light, dashboard light,"
        " light on, error code, trouble code, engine code, obd, misfire, stall, stalling,"
        " rough idle, noise, noises, smell, smoke, burning, burns, shake, shaking, vibrate, vibration,"
        " sputter, hesitate, something wrong, leak, leaking, leaks, drip, dripping, puddle, flashing,"
        " blinking, click, clicking, squeal, squeak, squeaky, grind, grinding, going bad, dying,"
        " failing, acting up, whine, whining, rattle, rattling, knock, knocking, hum, humming,"
        " loud, shudder, shudders, shuddering, cut out, cuts out, cutting out,"
        # "My alternator is going out" (not "I'm going out of town").
        " is going out, are going out",
        keywords="diagnostic diagnostics diagnosis diagnose scan code troubleshoot",
        fallback="inspection engine check",
        general=True,
    ),
    concept(
        parts="ac, air condition, air conditioning, air conditioner, freon, refrigerant, hvac,"
        " climate",
        symptoms="blow warm, blow hot, blowing warm, not cold, no cold",
        keywords="ac air conditioning conditioner refrigerant recharge freon hvac climate",
        owns=(NO_START,),  # "the AC won't turn on"
        work="A/C repair",
    ),
    # Not "jump": a car to be jumped needs a call-out, not a battery booked.
    concept(
        parts="battery, batteries",
        symptoms="click start, clicking start, click crank, dead click, dead clicking,"
        " battery light, charging light, alternator light",
        keywords="battery starter alternator charging",
        fallback="diagnostic diagnostics electrical",
        owns=(NO_START, HEADLIGHTS),
    ),
    concept(
        parts="tire, tires, tyre, rotate, rotation, tread, balance",
        symptoms="flat, puncture, nail",
        keywords="tire tires tyre rotation rotate wheel balance flat puncture",
    ),
    concept(
        parts="alignment, align",
        symptoms="pull left, pull right, pulls left, pulls right, drift, drifts, crooked,"
        " uneven wear,"
        # A steering wheel that shakes at speed: the wheels' balance or alignment, not the
        # engine's diagnostic that a shake elsewhere would get.
        " steering shake, steering shaking, steering vibrate, steering vibration,"
        " steering wobble, shake highway, shake freeway, vibrate highway, vibrate freeway,"
        " vibration highway, vibration freeway",
        keywords="alignment align",
        fallback="steering suspension",
    ),
    concept(
        parts="shock, shocks, strut, struts, suspension",
        symptoms="bumpy, bounce, bouncy, clunk, clunking, sway",
        keywords="suspension shock shocks strut struts",
        work="suspension repair",
    ),
    TRANSMISSION,
    # A worn clutch is replaced, not mended by a transmission's fluid service: "my clutch is
    # slipping" is the clutch's own trouble.
    concept(parts="clutch", keywords="clutch", work="clutch repair", owns=(TRANSMISSION,)),
    concept(
        parts="coolant, antifreeze, radiator, thermostat",
        keywords="coolant radiator cooling antifreeze thermostat flush",
        owns=(OVERHEATING,),
    ),
    concept(parts="exhaust, muffler, catalytic", keywords="exhaust muffler catalytic"),
    # A failed emissions test: the fault behind it found (most often the engine's light), or
    # the shop's own emissions work where it lists some.
    concept(
        symptoms="fail emission, fail emissions, failed emission, failed emissions, fail smog,"
        " failed smog",
        keywords="emission emissions smog",
        fallback="diagnostic diagnostics",
        work="emissions repair",
    ),
    concept(
        parts="inspection, inspect, emission, emissions, smog, safety check, pre purchase,"
        " road trip",
        keywords="inspection emission emissions smog safety",
    ),
    concept(
        parts="tune up, maintenance, mile service, service light, maintenance light",
        keywords="maintenance tune scheduled interval",
    ),
    HEADLIGHTS,
)

# The tire pressure warning: the tires to be checked, not the engine's light nor a rotation.
TIRE_PRESSURE_LIGHT = re.compile(
    r"\btpms(?: (?:warning |sensor )?light)?\b"
    r"|\b(?:low )?tire pressure (?:(?:warning|sensor|monitor) )?(?:light|lamp|sensor|warning)\b"
    r"|\b(?:low )?tire pressure (?:is |came |keeps )?(?:on|coming on)\b",
    re.IGNORECASE,
)
TIRE_PRESSURE_WORDS = frozenset(stem(word) for word in ("tpms", "pressure"))

# A quick look asked for while the car is in ("check my tire pressure", "top off the washer
# fluid"): a word for the team on a visit, not a service of its own.
QUICK_CHECK = re.compile(
    r"\b(?:put|add) (?:some )?air (?:in|into|to) (?:my |the |all (?:my |the )?)?(?:tire|tyre)s\b"
    r"|\b(?:check|look at|top (?:off|up)|fill(?: up)?|refill)"
    r" (?:on )?(?:my |the |our |all (?:my |the )?|all of (?:my |the ))?"
    r"(?:(?:tire|tyre)s? (?:pressures?|air)|air in (?:my |the )?(?:tire|tyre)s"
    r"|pressures? in (?:my |the )?(?:tire|tyre)s|(?:windshield |wiper |washer )+fluids?"
    r"|fluids?(?: levels?)?|wiper blades?|wipers)\b"
    # Wiper blades swapped in a minute: "change my wiper blades while you do the oil change".
    r"|\b(?:change|replace|swap(?: out)?|put (?:on )?new) (?:my |the |our )?(?:wiper blades?|wipers"
    # "Replace my engine air filter with the oil change": a filter swapped in minutes too.
    r"|(?:engine |cabin )?air filters?)\b"
    r"|\b(?:need|want|get|and|plus|with) (?:some |a |a pair of )?new (?:wiper blades?|wipers"
    r"|(?:engine |cabin )?air filters?)\b",
    re.IGNORECASE,
)

# A lamp burnt out or broken, in words that name no work: "my headlight is out", "tail light
# went out", "my brake light is broken" (a bulb, not the brakes' warning that comes on).
LIGHT_OUT = re.compile(
    r"\b(?P<light>head ?light|tail ?light|(?:third )?brake ?light|turn signal|blinker|fog ?light"
    r"|license plate light)s?"
    r" (?:is |are |went |has gone |have gone |keeps going |got )?(?:out|burnt out|burned out|dead"
    r"|not working|broken|cracked|smashed|busted)\b"
    r"|\b(?P<unlit>(?:third )?brake ?lights?) (?:doesn'?t|don'?t|won'?t) (?:work|come on|light up)\b",
    re.IGNORECASE,
)

# Smoke that is no trouble with the car: a person smoking ("I smoke in my car", "the last
# owner smoked in it") and the smell they leave ("a smoke smell", "smells like cigarettes"),
# which a detail takes out and no diagnostic finds. Smoke from the car ("smoke coming from the
# hood", "it's smoking", "white smoke from the exhaust") is still trouble.
SMOKERS = (
    r"i|we|he|she|they|you|u|who|owner|owners|someone|somebody|people|husband|wife|dad|mom"
    r"|father|mother|son|daughter|kid|kids|roommate|friend|friends|boyfriend|girlfriend|guy"
    r"|passengers?"
)
# "I have a manual transmission", "it's a stick shift": the car described, no work asked for.
CAR_DESCRIBED = re.compile(
    r"\b(?:i have|i've got|i got|it'?s|it is|it has|has|with|drive|driving) an? "
    r"(?:manual|automatic|stick(?:[ -]shift)?|cvt)(?: transmission| trans| gearbox)?\b",
    re.IGNORECASE,
)
TOBACCO = r"cigarettes?|cigs?|cigars?|tobacco|weed|pot|marijuana|vape|vaping|ashtray"
SMOKING_NOT_TROUBLE = re.compile(
    rf"\b(?:{SMOKERS})(?:'ve|'d| have| had| used to| use to| don'?t| do| did| does| still"
    r"| always| sometimes| never| was| were| been| is| are| would| like to| likes to)*"
    r" smok(?:e|es|ed|ing)\b"
    rf"|\b(?:{TOBACCO}|smoke|smoky|smokey|smoker'?s?)\s+(?:smell|smells|smelly|odou?rs?"
    r"|stench|stink|stinks|smoke|damage|residue)\b"
    rf"|\bsmell(?:s|ed|ing|y)?\s+(?:like|of)\s+(?:(?:stale|old|an?|cigarette|cigar)\s+)*"
    rf"(?:smoke|{TOBACCO})\b"
    r"|\b(?:non|no)[- ]?smok(?:er|ers|ing)\b|\bsmok(?:er|ers|er's)\b"
    r"|\bsmoke (?:detector|alarm|break|shop|show)s?\b"
    r"|\bsmok(?:ed|ing) in (?:it|the car|my car|the truck|my truck|there)\b",
    re.IGNORECASE,
)

# Words that only tie a trigger together ("is going out"): no word of car work.
GLUE = frozenset({"NOT", "is", "are"})
# Every word the lexicon knows, so the speller can mend a misspelt symptom ("squeeling").
WORDS = frozenset(
    word
    for item in CONCEPTS
    for words in (*item.parts, *item.symptoms, item.keywords, item.fallback)
    for word in words
    if word not in GLUE
)
# The parts it knows: "tires" of "my tires are bald, I need new ones".
PARTS = frozenset(word for item in CONCEPTS for words in item.parts for word in words)


def fired(stems: set[str]) -> list[Fired]:
    """The concepts the message's stems set off, each with every message word that set it off
    ("brakes", "squeal"), so the customer's own words for the problem can be quoted."""
    negations = stems & NEGATIONS
    found = []
    for item in CONCEPTS:
        if item is OVERHEATING and stems & LEAKS:
            # "Coolant is leaking and the temp gauge is going up": a leak to look at, not the
            # coolant's own running hot (which would be its flush).
            continue
        parts = _present(item.parts, stems, negations)
        symptoms = _present(item.symptoms, stems, negations)
        if parts or symptoms:
            found.append(Fired(item, frozenset(parts | symptoms), symptom=bool(symptoms)))
    found = _owned(found)
    trouble = frozenset().union(*(f.words for f in found if f.concept.general and f.symptom))
    if not trouble or any(f.symptom and not f.concept.general for f in found):
        return found  # "grinding when I brake, and an oil change": the trouble is the brakes
    return [
        f
        if f.concept.general or f.symptom
        else Fired(f.concept, f.words | trouble, symptom=True, troubled=True)
        for f in found
    ]


def names_a_part(stems: set[str]) -> bool:
    """Whether the message's stems name a part of the car a concept knows ("brakes")."""
    negations = stems & NEGATIONS
    return any(_present(item.parts, stems, negations) for item in CONCEPTS)


def _present(
    triggers: tuple[frozenset[str], ...], stems: set[str], negations: set[str]
) -> set[str]:
    words: set[str] = set()
    for trigger in triggers:
        needed = trigger - {"NOT"}
        if needed <= stems and ("NOT" not in trigger or negations):
            words |= needed | (negations if "NOT" in trigger else set())
    return words


def _owned(found: list[Fired]) -> list[Fired]:
    """Trouble a part named beside it owns, as that part's own symptom: "won't start, I think
    it's the battery" is the battery's, "my AC won't turn on" the AC's."""
    owners = {
        id(trouble): [f for f in found if f.concept.parts and trouble.concept in f.concept.owns]
        for trouble in found
    }
    kept = []
    for fired_ in found:
        if owners[id(fired_)]:
            continue
        taken = [t for t in found if fired_ in owners[id(t)]]
        if taken:
            words = fired_.words.union(*(t.words for t in taken))
            fired_ = Fired(fired_.concept, words, symptom=True)
        kept.append(fired_)
    return kept
