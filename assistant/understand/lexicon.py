"""What customers say about a problem, mapped to the words a shop uses for the fix: "my brakes
squeal" and "grinding when I stop" both point at services named for brakes, pads or rotors.

Each concept fires when all the words of one of its triggers are in the message ("NOT" stands
for any negation: "won't start"). Its keywords are then looked for in the catalog; fallback
keywords count for less, so "car won't start" finds a battery service first and a diagnostic
one when the shop has no battery service."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.understand.text import stem

NEGATIONS = frozenset(
    "not no won't wont doesn't doesnt didn't didnt can't cant isn't isnt never wouldn't wouldnt"
    " aren't arent".split()
)


@dataclass(frozen=True)
class Concept:
    triggers: tuple[frozenset[str], ...]
    keywords: frozenset[str]
    fallback: frozenset[str] = frozenset()


def concept(triggers: str, keywords: str, fallback: str = "") -> Concept:
    """Triggers separated by commas, words by spaces; all written as people say them."""
    return Concept(
        triggers=tuple(
            frozenset(word if word == "NOT" else stem(word) for word in trigger.split())
            for trigger in triggers.split(",")
        ),
        keywords=frozenset(stem(word) for word in keywords.split()),
        fallback=frozenset(stem(word) for word in fallback.split()),
    )


CONCEPTS = (
    concept(
        "brake, brakes, braking, squeal, squeak, squeaky, grind stop, grind stopping, grind brake,"
        " pedal",
        "brake pad pads rotor rotors caliper",
    ),
    concept("oil, lube, synthetic", "oil lube filter"),
    concept(
        "check engine, engine light, warning light, dash light, dashboard light, light on,"
        " error code, trouble code, engine code, obd, misfire, stall, stalling, rough idle,"
        " noise, noises, smell, smoke, shake, shaking, vibrate, vibration, sputter, hesitate,"
        " something wrong",
        "diagnostic diagnostics diagnosis diagnose scan code troubleshoot",
        "inspection engine check",
    ),
    concept(
        "ac, air condition, air conditioning, air conditioner, blow warm, blow hot, blowing warm,"
        " not cold, no cold, freon, refrigerant, hvac, climate",
        "ac air conditioning conditioner refrigerant recharge freon hvac climate",
    ),
    concept(
        "NOT start, NOT crank, NOT turn over, dead, click, clicking, jump, battery",
        "battery starter alternator charging",
        "diagnostic diagnostics electrical",
    ),
    concept(
        "tire, tires, tyre, flat, puncture, rotate, rotation, tread, balance, nail",
        "tire tires tyre rotation rotate wheel balance flat puncture",
    ),
    concept(
        "pull left, pull right, pulls left, pulls right, drift, drifts, alignment, align,"
        " crooked, uneven wear",
        "alignment align",
        "steering suspension",
    ),
    concept(
        "bumpy, bounce, bouncy, clunk, clunking, shock, shocks, strut, struts, suspension, sway",
        "suspension shock shocks strut struts",
    ),
    concept(
        "transmission, shift, shifting, slip, slipping, gear, gears, clutch",
        "transmission clutch gearbox",
    ),
    concept(
        "overheat, overheating, coolant, antifreeze, radiator, temperature, temp gauge, steam",
        "coolant radiator cooling antifreeze thermostat flush",
    ),
    concept("exhaust, muffler, catalytic", "exhaust muffler catalytic"),
    concept(
        "inspection, inspect, emission, emissions, smog, safety check, pre purchase, road trip",
        "inspection emission emissions smog safety",
    ),
    concept(
        "tune up, maintenance, mile service, service light, maintenance light",
        "maintenance tune scheduled interval",
    ),
    concept("headlight, headlights, taillight, bulb, bulbs", "headlight light bulb"),
)

# Every word the lexicon knows, so the speller can mend a misspelt symptom ("squeeling").
WORDS = frozenset(
    word
    for item in CONCEPTS
    for words in (*item.triggers, item.keywords, item.fallback)
    for word in words
    if word != "NOT"
)


def fired(stems: set[str]) -> list[tuple[Concept, frozenset[str]]]:
    """The concepts the message's stems set off, each with every message word that set it off
    ("brakes", "squeal"), so the customer's own words for the problem can be quoted."""
    negations = stems & NEGATIONS
    found = []
    for item in CONCEPTS:
        words: set[str] = set()
        for trigger in item.triggers:
            needed = trigger - {"NOT"}
            if needed <= stems and ("NOT" not in trigger or negations):
                words |= needed | (negations if "NOT" in trigger else set())
        if words:
            found.append((item, frozenset(words)))
    return found
