"""The customer's words matched to the shop's catalog.

A service is found by its name or an alias said outright ("oil change"), misspelt ("oil
chnage", "break pads"), or by meaning: the symptom lexicon turns "my brakes squeal" into brake
words, and the words of each service's name, aliases and description are compared with the
message's. A service named outright wins, the one named first when there are several ("an oil
change and a tire rotation"); otherwise the best scoring service wins, ties going to the one
listed first.

A symptom asks for a look first, and so does asking for one ("get my brakes looked at"): when
the customer describes trouble ("my brakes are squealing") without naming a service of more
than one word, a service that inspects or diagnoses it ("Brake inspection") is preferred over
a repair that merely shares a word with it ("Brake pad replacement", alias "brakes").

When nothing in the catalog fits but the customer clearly asked for something ("do you do
bodywork?"), their words are still returned so the assistant can say the shop does not offer it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from assistant.understand import lexicon
from assistant.understand.calendar_words import is_a_count
from assistant.understand.spelling import Speller
from assistant.understand.text import Token, clean, stem, tokenize

# More trouble besides, not the same trouble told: "it's leaking too", "also a grinding".
ALSO_TROUBLE = re.compile(r"\b(?:also|too|as well|another|other)\b", re.I)

PHRASE = 10  # a name or alias said outright beats any overlap of single words
STRONG = 3  # a word of the name or an alias
CONCEPT = 3  # a lexicon keyword found in the name or an alias
FALLBACK = 2  # a lexicon fallback keyword found there: enough alone, less than a keyword
WEAK = 1  # a word of the description, or a lexicon keyword found there
MINIMUM = 2  # one description word alone is not a match
SPAN = 12  # the customer's words are at most this many words long

STOPWORDS = frozenset(
    stem(word)
    for word in """a an the my our your his her their i me we you u it its it's is are was were be
    been am do does did have has had can could would will should may might must need needs want
    wants like get got to of in on at for with from by about as and or but if so that this these
    those there here what when where which who how why just also some any please thanks thank hi
    hello hey car truck vehicle van suv auto shop guys y'all appointment time day today tomorrow
    yes no ok okay not very really still again one make makes making made while every drop off
    pick up ready wait leave morning afternoon evening night early late before after end go ahead
    toward fee free extra needed price per top set zero oh two three four five six seven eight
    nine""".split()
)  # the visit's logistics and terms too: "can I drop it off the night before?", "yep go ahead";
# and digits, as a caller says a phone number ("seven two oh ... four four")
# Words every catalog uses; alone they say nothing about which service ("can I change it").
GENERIC = frozenset(
    stem(word)
    for word in "service repair replace replacement change check fix new job work full".split()
)
# Said by the customer after what they are about, words that name no work: "a headlight
# diagnostic" is not the shop's "Check engine light diagnostic" (a symptom still leads to the
# diagnostic service), though "a diagnostic" alone is.
VAGUE_WORK = frozenset(stem(word) for word in "diagnostic diagnostics diagnosis".split())
# Words that name no part of the car in a look's name: "General inspection", "Multi-point
# inspection", "Courtesy check".
GENERAL = frozenset(
    stem(word)
    for word in """general multi point multipoint courtesy complete full basic overall whole
    vehicle car visual""".split()
)
# Said of a look, words that ask for the whole car's: "a general inspection", "a full check".
GENERAL_LOOK = frozenset(
    stem(word) for word in "general multi multipoint courtesy complete full overall whole".split()
)
# Words for the same work as a catalog's: "a diagnosis" is its "diagnostic", "my car
# inspected" its "inspection" (not the one inspection whose alias says "inspect").
SAME_WORK = {stem(word): stem("diagnostic") for word in "diagnosis diagnose".split()} | {
    stem("inspect"): stem("inspection")
}
PAUSES = frozenset("lunch coffee spring winter christmas thanksgiving".split())
# Real words a letter away from a symptom's: "my AC smells musty" has no "mushy" brake pedal,
# a "Grand Caravan" no grinding, "are you still doing my oil change?" no dying battery, "how do
# I spell that" no smell.
NOT_TYPOS = frozenset(
    stem(word) for word in "musty moldy mildew dusty rusty misty grand doing spell spelled".split()
)
BREAKS_UP = frozenset("up down".split())
PRICE_CHARGE = frozenset("charge charges charged".split())
CHARGED_BY = frozenset("you u ya y'all they we to the no extra any".split())
CHARGED_FOR = frozenset("for to me extra".split())
# "My phone is dying", "my cell's battery died": the customer's phone, not the car's battery.
DEVICES = frozenset("phone cell cellphone iphone laptop tablet".split())
DEVICE_TROUBLE = frozenset("dead dying died die battery".split())
# "4-wheel", "all-wheel", "2-door": a qualifier of the car, not the catalog's "Wheel alignment".
QUALIFIER = re.compile(r"(?:\d|\b(?:all|four|two|front|rear))-$", re.IGNORECASE)
# Words of a leak: its fluid is no service's word (see match_service).
PULL_WORDS = frozenset(stem(word) for word in "pull pulls pulling pulled left right".split())
LEAKING = lexicon.LEAKS | {stem(word) for word in "drip dripping puddle".split()}
# The engine, whose light is trouble of its own (see _trouble_said_apart).
ENGINE = stem("engine")
# "Could it be the transmission?", "I think it's the battery": a part guessed at as the cause.
GUESSED_CAUSE = re.compile(
    r"\b(?:could|might|may|would|can) (?:it|that|this) be\b"
    r"|\b(?:think|guess|bet|suspect|hope) (?:it'?s|its|it is|that'?s)\b|\bmaybe\b|\bprobably\b",
    re.I,
)
# Other parts of a kind the catalog names ("belt" of "Timing belt"): "a serpentine belt" is not
# the shop's timing belt, "a fuel pump" not its water pump, "a cabin air filter" not the oil
# filter, "a tail light" not the check engine light (though a brake light that came on is the
# brakes' warning). Neither word counts unless the catalog names that part itself.
OTHER_PARTS = {
    (stem(kind), stem(part))
    for part, kinds in {
        "belt": "serpentine drive accessory fan alternator",
        "pump": "fuel vacuum oil steering",
        "filter": "air cabin fuel pollen",
        "light": "tail head fog turn dome reverse backup marker parking",
    }.items()
    for kind in kinds.split()
}
# Work bigger than any service that merely shares its object: "a transmission rebuild" is not
# the shop's "Transmission fluid service" unless the service says it rebuilds.
HEAVY_WORK = frozenset(
    stem(word) for word in "rebuild rebuilt overhaul swap conversion convert restoration".split()
)
# "Swap my oil change for a brake inspection": one visit's work for another's.
SWAPS_A_VISIT = re.compile(
    r"\bswap (?:my|our|the|that|it)\b(?! (?:engine|motor|transmission|trans)\b)", re.I
)
# Upkeep of a part is not replacing or mending it: "new tires", "a flat tire" or "tire
# replacement" is not the shop's "Tire rotation", "a new AC compressor" not "A/C recharge", and
# "a new clutch" not "Transmission fluid service".
UPKEEP = frozenset(
    stem(word)
    for word in "rotation rotate alignment align balance inspection recharge fluid flush".split()
)
FLUID_WORK = frozenset(stem(word) for word in "fluid flush".split())
# What else has a fluid to flush: "brake fluid", "power steering fluid".
OTHER_FLUIDS = frozenset(stem(word) for word in "brake steering differential washer".split())
# Replacing a fluid is its upkeep: "replace the coolant" is a "Coolant flush".
FLUIDS = frozenset(stem(word) for word in "fluid coolant antifreeze oil refrigerant freon".split())
REPLACING = frozenset(
    stem(word)
    for word in """new replace replacement install flat puncture patch plug sell buy mount nail screw
    losing""".split()
)
# Inspections a state, a buyer or a year asks for look over the whole car: "a state inspection"
# is not the shop's "Brake inspection".
WHOLE_CAR_INSPECTIONS = frozenset(
    stem(word)
    for word in """state safety emission emissions smog purchase annual dot registration uber lyft
    rideshare""".split()
)
# A request to look, not to repair: "get my brakes looked at", "can you check my brakes".
LOOK_REQUEST = re.compile(
    r"\b(?:look(?:ed|ing)? at|take a look|have a look|check(?:ed)? (?:out|over)"
    r"|check (?:it|them|my|the|our)|checked|inspect(?:ed)?)\b",
    re.IGNORECASE,
)
# Kept in front of the matched words: "my car won't start", not "won't start".
LEAD_IN = frozenset("my the car truck van suv vehicle".split())
CLAUSE_END = re.compile(r"[.!?;,\n]")
CLAUSE_BREAK = re.compile(r"[.!?;,\n]|\b(?:and|also|then|plus|but)\b", re.IGNORECASE)


@dataclass(frozen=True)
class ServiceEntry:
    """One service of the shop's catalog, as plain data so the floor needs no database."""

    id: int
    name: str
    aliases: tuple[str, ...] = ()
    description: str = ""

    @classmethod
    def of(cls, service: Any) -> ServiceEntry:
        """From a booking Service (or anything with pk, name, aliases, description)."""
        return cls(
            service.pk, service.name, tuple(service.aliases or ()), service.description or ""
        )


@dataclass(frozen=True)
class ServiceMatch:
    id: int
    words: str  # the customer's words for it, as they wrote them
    # Other services the message names outright, in its order ("an oil change and a tire
    # rotation"): the assistant offers to book them after the first.
    also: tuple[int, ...] = ()
    # Services the words fit equally, none named ("inspections" of "Brake inspection" and
    # "Pre-purchase inspection"), this one first: the customer is asked which.
    tied: tuple[int, ...] = ()


@dataclass
class Profile:
    """A catalog entry's words, stemmed once per message."""

    entry: ServiceEntry
    phrases: list[tuple[str, ...]]
    strong: frozenset[str]
    weak: frozenset[str]
    score: int = 0
    named: int = 0  # words in the longest name or alias said outright
    named_at: tuple[int, int] = (0, 0)  # (start, -length) of the first, longest one said
    used: set[int] = field(default_factory=set)  # message token indices that matched
    weak_score: int = 0  # the part of the score that came from the description alone

    def words(self) -> frozenset[str]:
        return self.strong | self.weak | {word for phrase in self.phrases for word in phrase}

    def inspects(self) -> bool:
        return bool({word for phrase in self.phrases for word in phrase} & lexicon.LOOKING)

    def is_for(self, fired: list[lexicon.Fired]) -> bool:
        """Whether this service works on what one of the fired concepts is about."""
        return any(item.concept.keywords & self.strong for item in fired)

    def looks_in_general(self) -> bool:
        """Whether this service looks the whole car over for any trouble ("Diagnostic",
        "General inspection"), not one part or system ("Brake inspection", "Check engine light
        diagnostic")."""
        name = {stem(token.low) for token in tokenize(clean(self.entry.name))}
        return bool(name & lexicon.LOOKING) and not name - lexicon.LOOKING - STOPWORDS - GENERAL

    def looks_at(self, symptoms: list[lexicon.Fired]) -> bool:
        """Whether this service inspects or diagnoses what one of the symptoms is about."""
        words = {word for phrase in self.phrases for word in phrase}
        return bool(words & lexicon.LOOKING) and any(
            fired.concept.keywords & self.strong for fired in symptoms
        )


def match_service(
    text: str, tokens: list[Token], catalog: Sequence[ServiceEntry], *, by_description: bool = True
) -> ServiceMatch | None:
    """`text` is the cleaned message and `tokens` its words. Without `by_description`, words
    that only the owner's description has match nothing: a reply to "Shall I book it?" is not
    read for a service in "the fee goes toward the repair if you go ahead"."""
    if not catalog or not tokens:
        return None
    profiles = [_profile(entry) for entry in catalog]
    stems = _mended_stems(tokens, profiles)
    for index, token in enumerate(tokens):
        qualifies = QUALIFIER.search(text[max(0, token.start - 5) : token.start])
        before = tokens[index - 1].low if index else ""
        after = tokens[index + 1].low if index + 1 < len(tokens) else ""
        # "My lunch break", "you're breaking up", "it's breaking down": no misspelt brake.
        a_pause = token.low in ("break", "breaks", "breaking") and (
            before in PAUSES or after in BREAKS_UP
        )
        # "a diagnostic" asks for the shop's diagnostic; "a headlight diagnostic" for other work.
        qualified_vaguely = stems[index] in VAGUE_WORK and before and stem(before) not in STOPWORDS
        nearby = tokens[max(0, index - 3) : index]
        a_device = token.low in DEVICE_TROUBLE and any(
            t.low.removesuffix("'s") in DEVICES for t in nearby
        )
        # "My tire keeps losing air": a tire's air, not the air conditioning.
        a_tires_air = token.low == "air" and before in ("losing", "leaking", "loses", "leaks")
        # "What do you charge to diagnose a light": a price, not the battery's charging light.
        a_price = token.low in PRICE_CHARGE and (before in CHARGED_BY or after in CHARGED_FOR)
        if qualifies or a_pause or qualified_vaguely or a_device or a_tires_air or a_price:
            stems[index] = ""
    # The tire pressure light is no engine light, and no rotation: only the shop's own tire
    # pressure work, where it lists one, keeps its words.
    listed = {word for p in profiles for word in p.strong} & lexicon.TIRE_PRESSURE_WORDS
    for warning in lexicon.TIRE_PRESSURE_LIGHT.finditer(text):
        for index, token in enumerate(tokens):
            if warning.start() <= token.start < warning.end() and stems[index] not in listed:
                stems[index] = ""
    # "My brake light is out": a bulb, not the brakes' trouble; its words are the shop's lamp
    # work where the list names it ("Brake light replacement"), and nothing where it does not.
    lamps: set[str] = set()
    for out in lexicon.LIGHT_OUT.finditer(text):
        start, end = out.span("light") if out.group("light") else out.span("unlit")
        lamp = [i for i, token in enumerate(tokens) if start <= token.start < end]
        if any({stems[i] for i in lamp} <= p.strong for p in profiles):
            lamps |= {stems[i] for i in lamp}
            continue
        for index in lamp:
            stems[index] = ""
    # "Check my tire pressure while you're at it": a quick look, no tire rotation; "I smoke in
    # my car", "a smoke smell": a person's smoking is no trouble with the car; "I have a manual
    # transmission": the car described.
    for said in (
        *lexicon.QUICK_CHECK.finditer(text),
        *lexicon.SMOKING_NOT_TROUBLE.finditer(text),
        *lexicon.CAR_DESCRIBED.finditer(text),
    ):
        for index, token in enumerate(tokens):
            if said.start() <= token.start < said.end():
                stems[index] = ""
    for pull in lexicon.PULLS_WHEN_BRAKING.finditer(text):
        # "Pulls left when I brake": the pull is the brakes' symptom, not the alignment's.
        for index, token in enumerate(tokens):
            if pull.start() <= token.start < pull.end() and stems[index] in PULL_WORDS:
                stems[index] = ""
        first = next(i for i, token in enumerate(tokens) if token.start >= pull.start())
        stems[first] = stem(lexicon.BRAKING_PULL)
    if LEAKING & set(stems):
        # "A puddle of green fluid under my car": a leak to look at, not the transmission
        # fluid service by its word "fluid"; "a brake fluid leak" is the brakes' trouble.
        for index, token in enumerate(tokens):
            if token.low in ("fluid", "fluids"):
                stems[index] = ""
    for index in range(1, len(stems)):
        pair = (stems[index - 1], stems[index])
        if pair in OTHER_PARTS and not any(
            _says(phrase, pair) for p in profiles for phrase in p.phrases
        ):
            stems[index - 1] = stems[index] = ""
    present = set(stems)
    first_at = _positions(stems)
    concepts = [
        fired
        for fired in lexicon.fired(present - lamps)
        if not _trouble_said_apart(fired, profiles, stems, first_at, tokens, text)
    ]
    for profile in profiles:
        _score(profile, stems, first_at, present, concepts)
    if not by_description:
        profiles = [profile for profile in profiles if profile.score > profile.weak_score]
    counted = {stems[i] for i, token in enumerate(tokens) if i and is_a_count(tokens[i - 1].low)}
    profiles = [profile for profile in profiles if not _other_work(profile, stems, counted)]
    heavy = present & HEAVY_WORK
    if SWAPS_A_VISIT.search(text):
        heavy -= {stem("swap")}  # "swap my oil change for a brake inspection": no engine swap
    best = _best(profiles, concepts, heavy, bool(LOOK_REQUEST.search(text)))
    if best is None:
        return None
    general_look = _the_general_look(best, profiles, present)
    best = general_look or best
    # Not the little words of its aliases: "oil and filter" does not make every "and" its own.
    said = best.words() - STOPWORDS
    best.used.update(index for index, word in enumerate(stems) if word in said)
    # Where the best was named outright, only those words are its own: "the brake inspection
    # and the brake pad replacement" names both.
    start, length = best.named_at if best.named else (0, 0)
    if best.named:
        own = set(range(start, start - length))
    else:
        # A symptom's look does not take the words of another service named outright: "my
        # brakes squeak, and the check engine light is on" (whose "check" a brake check has).
        own = best.used - {
            index for p in profiles if p is not best for index in _said_outright(p, stems, first_at)
        }
    others = sorted(
        (
            p
            for p in profiles
            if p is not best
            and _named_besides(p, stems, first_at, own)
            and not _the_part_in_trouble(p, stems, concepts)
        ),
        key=lambda profile: profile.named_at,
    )
    # "An oil change and a brake inspection": not also the pad replacement whose "brake" is
    # a word of the inspection said outright.
    others = [p for p in others if not any(_said_within(p, q) for q in others if q is not p)]
    chosen = _the_look_if_asked(best, profiles, tokens, text)
    others = [_the_look_if_asked(p, profiles, tokens, text) for p in others]
    also = tuple(dict.fromkeys(p.entry.id for p in others if p.entry.id != chosen.entry.id))
    words = _customer_words(text, tokens, best.used)
    tied = () if general_look else _tied(best, profiles, concepts)
    return ServiceMatch(chosen.entry.id, words, also, tied)


def _the_general_look(best: Profile, profiles: list[Profile], present: set[str]) -> Profile | None:
    """ "A general inspection", "a check up": of the inspections equally near, the one that
    looks the whole car over ("Multi-point inspection"), not the brakes' first in the list."""
    if best.named or not present & GENERAL_LOOK:
        return None
    return next((p for p in profiles if p.score == best.score and p.looks_in_general()), None)


def _trouble_said_apart(
    fired: lexicon.Fired,
    profiles: list[Profile],
    stems: list[str],
    positions: dict[str, list[int]],
    tokens: list[Token],
    text: str,
) -> bool:
    """Whether a part's trouble is only general trouble said in another clause than the part,
    which is named as work wanted: "check the noise and do an oil change" hears no noise from
    the oil, so the noise gets its own look beside the oil change."""
    if not fired.troubled:
        return False
    part = fired.words & fired.concept.keywords
    # The engine light is the engine's, whatever else is named: "an alignment, and my check
    # engine light is on" asks for both, though "alignment" is one word; but "could it be the
    # transmission?" guesses at its cause.
    engine_light = ENGINE in fired.words - part and not GUESSED_CAUSE.search(text)
    named = [
        said
        for p in profiles
        for said in _outright(p, stems, positions)
        if len(said) > 1 or engine_light
    ]
    part_at = [index for index, word in enumerate(stems) if word in part]
    if not part_at or not all(any(index in said for said in named) for index in part_at):
        return False
    trouble_at = [index for index, word in enumerate(stems) if word in fired.words - part]

    def apart(one: int, other: int) -> bool:
        return bool(
            CLAUSE_BREAK.search(text, tokens[min(one, other)].end, tokens[max(one, other)].start)
        )

    if not trouble_at or not all(apart(one, other) for one in trouble_at for other in part_at):
        return False
    # "Brake pads and an exhaust leak": trouble of a part of its own is that part's, not a look's.
    with_the_trouble = {word for index, word in enumerate(stems) if not apart(index, trouble_at[0])}
    return not lexicon.names_a_part(with_the_trouble)


def _said_within(inner: Profile, outer: Profile) -> bool:
    """Whether every word that names `inner` is inside the longer name said of `outer`."""
    if not (inner.named and outer.named and outer.named > inner.named):
        return False
    (start, length), (outer_start, outer_length) = inner.named_at, outer.named_at
    return outer_start <= start and start - length <= outer_start - outer_length


def _the_look_if_asked(
    profile: Profile, profiles: list[Profile], tokens: list[Token], text: str
) -> Profile:
    """ "An oil change and have my brakes looked at": a look asked at a part named outright
    beside another service is that part's inspection, not its repair ("brakes" of "Brake pad
    replacement")."""
    if profile.inspects() or not profile.named:
        return profile
    start, length = profile.named_at
    said_from, said_to = tokens[start].start, tokens[start - length - 1].end
    after = LOOK_REQUEST.search(text, said_to, said_to + 20)
    before = LOOK_REQUEST.search(text, max(0, said_from - 20), said_from)
    # The look is asked of this part only within its clause: not "brake pads, and check my
    # tire pressure".
    look = (after and not CLAUSE_BREAK.search(text, said_to, after.start())) or (
        before and not CLAUSE_BREAK.search(text, before.end(), said_from)
    )
    part = profile.strong - lexicon.LOOKING
    lookers = [other for other in profiles if other.inspects() and other.strong & part]
    return lookers[0] if look and lookers else profile


def _tied(best: Profile, profiles: list[Profile], concepts: list[lexicon.Fired]) -> tuple[int, ...]:
    if best.named or any(fired.symptom for fired in concepts):
        return ()
    tied = [
        profile.entry.id
        for profile in profiles
        if not profile.named and profile.score == best.score and profile.used == best.used
    ]
    return tuple(tied) if len(tied) > 1 else ()


def says_more_than(words: str, names: Sequence[str]) -> bool:
    """Whether `words` (the customer's for a service) say something its names and aliases do
    not: "my brakes are squealing" of "Brake inspection" does, "brake pads" of "Brake pad
    replacement" does not."""

    def stems(text: str) -> set[str]:
        return {stem(token.low) for token in tokenize(clean(text))} - STOPWORDS

    return not stems(words) <= stems(" ".join(names))


def a_look_unnamed(text: str, names: Sequence[str]) -> bool:
    """Whether the service of these names looks for trouble (an inspection, a diagnostic), the
    message describes trouble and names none of them whole: "I hear a clicking when I turn" booked as the "Check
    engine light diagnostic" is to be told why."""
    phrases = [tuple(stem(token.low) for token in tokenize(clean(name))) for name in names]
    if not any(set(phrase) & lexicon.LOOKING for phrase in phrases):
        return False
    stems = [stem(token.low) for token in tokenize(clean(text))]
    if not any(fired.symptom for fired in lexicon.fired(set(stems))):
        return False  # "an inspection before I buy it" describes no trouble
    positions = _positions(stems)
    return not any(
        _said_to(stems, start, phrase) is not None
        for phrase in phrases
        if phrase
        for start in positions.get(phrase[0], ())
    )


def trouble_of_a_kind(text: str) -> bool:
    """Whether the message describes trouble of one kind of work, not only trouble in general:
    "a squeal when I stop" (the brakes), not "it's a squeal"."""
    stems = {stem(token.low) for token in tokenize(clean(text))}
    return any(fired.symptom and not fired.concept.general for fired in lexicon.fired(stems))


def trouble_of_no_part(text: str) -> bool:
    """Whether the message describes trouble and names no part of the car: "they're
    grinding", "my car won't start" (not "my brakes are grinding"), nor asks for more work
    ("it's leaking too")."""
    if ALSO_TROUBLE.search(text):
        return False
    stems = {stem(token.low) for token in tokenize(clean(text))}
    said = lexicon.fired(stems)
    return any(fired.symptom for fired in said) and not lexicon.names_a_part(stems)


def _best(
    profiles: list[Profile], concepts: list[lexicon.Fired], heavy: set[str], look: bool
) -> Profile | None:
    candidates = [
        profile for profile in profiles if profile.score >= MINIMUM and heavy <= profile.words()
    ]
    symptoms = [fired for fired in concepts if fired.symptom]
    # A repair named outright for the trouble ("my brakes squeal, I want brake pads") is what
    # they want; another service named beside it ("... and an oil change") is not.
    # Each trouble needs its own: "my brakes squeak, and the check engine light is on" still
    # has the brakes looked at, the light's diagnostic named beside it.
    named = [profile for profile in candidates if profile.named > 1]
    particular = [fired for fired in symptoms if not fired.concept.general]
    if particular:
        named_for_it = all(any(p.is_for([fired]) for p in named) for fired in particular)
    else:
        named_for_it = any(profile.is_for(symptoms) or not symptoms for profile in named)
    if (symptoms or look) and not named_for_it:
        # A look at the part in trouble before a general diagnostic: "my brakes make a noise";
        # with none, a part's own symptom goes to its repair ("won't start, clicking noise" to
        # the battery) before the general diagnostic.
        own = [fired for fired in particular if not fired.troubled]
        lookers = [profile for profile in candidates if profile.looks_at(particular)] or [
            profile for profile in candidates if profile.is_for(own)
        ]
        if own and not lookers:
            # Trouble of a part no service here works on ("a clunk over bumps", the suspension):
            # only a look over the whole car finds it, not the engine light's diagnostic that
            # the general "noise" beside it would go to; else only a service named outright.
            # A trouble's own fallback still counts: "won't start" goes to the battery where
            # the shop has no diagnostic.
            general = [profile for profile in candidates if profile.looks_in_general()]
            candidates = general or [
                profile
                for profile in candidates
                if profile.named or any(fired.concept.fallback & profile.strong for fired in own)
            ]
        else:
            lookers = lookers or [
                profile
                for profile in candidates
                if profile.looks_at(symptoms) or (look and profile.inspects())
            ]
            candidates = lookers or candidates
    named = [profile for profile in candidates if profile.named]
    if named:
        return min(named, key=lambda profile: profile.named_at)
    # max() keeps the first of equals: ties go to the service listed first.
    return max(candidates, key=lambda profile: profile.score, default=None)


def _other_work(profile: Profile, stems: list[str], counted: set[str]) -> bool:
    """Whether the message asks to replace or mend what this upkeep service only keeps ("new
    tires" or "four tires" of "Tire rotation"): it says replacing, or counts the parts, and not
    the upkeep itself ("an alignment, I just got new tires" still asks for the alignment). Or
    it asks for an inspection of the whole car ("a state inspection") of a service that
    inspects a part and names no part."""
    named = {word for phrase in profile.phrases for word in phrase}
    upkeep = named & UPKEEP
    said = set(stems)
    if said & FLUID_WORK and not named & (FLUID_WORK | FLUIDS):
        return True  # "a brake fluid flush" is not the shop's "Brake pad replacement"
    if said & FLUID_WORK and said & OTHER_FLUIDS and not said & (profile.strong - FLUID_WORK):
        return True  # nor its "Coolant flush"
    # "Replace the coolant" is its flush; the oil of "an oil change and a flat fixed" is not
    # the tire rotation's.
    a_fluid_of_its_own = said & FLUIDS and named & (FLUIDS | FLUID_WORK)
    replaces = (said & REPLACING or counted & (named | lexicon.WORDS)) and not a_fluid_of_its_own
    if upkeep and not named & REPLACING and replaces and not upkeep & said:
        return True
    whole_car = said & WHOLE_CAR_INSPECTIONS - named
    part = profile.strong - UPKEEP - lexicon.LOOKING
    return bool(whole_car and named & lexicon.LOOKING and not part & said)


def _profile(entry: ServiceEntry) -> Profile:
    return Profile(entry, *_words_of(entry))


# A shop's catalog is read for every message it gets: its words are stemmed once.
@lru_cache(maxsize=1024)
def _words_of(entry: ServiceEntry) -> tuple[list[tuple[str, ...]], frozenset[str], frozenset[str]]:
    """The stemmed phrases of the entry's name and aliases, their strong words and the weak
    words only its description has."""
    phrases = [
        tuple(stem(token.low) for token in tokenize(clean(said)))
        for said in (entry.name, *entry.aliases)
    ]
    phrases = [phrase for phrase in phrases if phrase]
    strong = frozenset(word for phrase in phrases for word in phrase) - STOPWORDS - GENERIC
    weak = frozenset(stem(token.low) for token in tokenize(clean(entry.description)))
    return phrases, strong, weak - STOPWORDS - GENERIC - strong


@lru_cache(maxsize=64)
def _catalog_speller(targets: frozenset[str], descriptions: frozenset[str]) -> Speller:
    return Speller(targets | lexicon.WORDS, also_known=descriptions | STOPWORDS | NOT_TYPOS)


def _mended_stems(tokens: list[Token], profiles: list[Profile]) -> list[str]:
    """The message's stems, misspellings mended towards the catalog's names and the lexicon."""
    targets = {word for profile in profiles for phrase in profile.phrases for word in phrase}
    descriptions = {word for profile in profiles for word in profile.weak}
    speller = _catalog_speller(frozenset(targets), frozenset(descriptions))
    mended: dict[str, str] = {}
    stems = []
    known = targets | lexicon.WORDS
    for token in tokens:
        if token.low not in mended:
            said = stem(token.low)
            mended[token.low] = SAME_WORK.get(said) or speller.correct(said)
            dropped_g = len(token.low) > 4 and token.low.endswith("in")
            if dropped_g and mended[token.low] not in known:
                # "Squeakin", "grindin": the g dropped, as it is said.
                with_g = speller.correct(stem(f"{token.low}g"))
                mended[token.low] = with_g if with_g in known else mended[token.low]
        stems.append(mended[token.low])
    return stems


def _named_besides(
    profile: Profile, stems: list[str], positions: dict[str, list[int]], taken: set[int]
) -> bool:
    """Whether one of the profile's names or aliases is said outright away from `taken`."""
    return any(taken.isdisjoint(said) for said in _outright(profile, stems, positions))


def _the_part_in_trouble(profile: Profile, stems: list[str], concepts: list[lexicon.Fired]) -> bool:
    """Whether the profile was named only by the part the trouble is with: "my car is leaking
    oil" asks for a look at the leak, not for an oil change beside it, and "a brake inspection,
    my brakes squeak" for the inspection, not the pads ("brakes") beside it."""
    if profile.named != 1:
        return False
    word = stems[profile.named_at[0]]
    return any((fired.troubled or fired.symptom) and word in fired.words for fired in concepts)


def _said_outright(profile: Profile, stems: list[str], positions: dict[str, list[int]]) -> set[int]:
    """Where the profile's names or aliases of more than one word are said outright."""
    return {
        index for said in _outright(profile, stems, positions) if len(said) > 1 for index in said
    }


def _outright(profile: Profile, stems: list[str], positions: dict[str, list[int]]) -> list[range]:
    """The places in the message where one of the profile's names or aliases is said whole."""
    found = []
    for phrase in profile.phrases:
        for start in positions.get(phrase[0], ()):
            end = _said_to(stems, start, phrase)
            if end is not None:
                found.append(range(start, end))
    return found


# Whose or which, said inside a name: "rotate my tires" is the alias "rotate tires"; and that
# it is due: "my tires need rotating" is "tire rotate", "brakes need to be checked" "brake check".
BETWEEN_WORDS = frozenset("my the our your his her their need to be".split())


def _said_to(stems: list[str], start: int, phrase: tuple[str, ...]) -> int | None:
    """Where `phrase`, said from `start`, ends (an owner's word inside it allowed), or None."""
    at = start
    for word in phrase:
        while at > start and at < len(stems) and stems[at] in BETWEEN_WORDS and stems[at] != word:
            at += 1
        if at >= len(stems) or stems[at] != word:
            return None
        at += 1
    return at


def _says(phrase: tuple[str, ...], pair: tuple[str, str]) -> bool:
    return any(phrase[i : i + 2] == pair for i in range(len(phrase) - 1))


def _positions(stems: list[str]) -> dict[str, list[int]]:
    positions: dict[str, list[int]] = {}
    for index, word in enumerate(stems):
        positions.setdefault(word, []).append(index)
    return positions


def _score(
    profile: Profile,
    stems: list[str],
    positions: dict[str, list[int]],
    present: set[str],
    concepts: list[lexicon.Fired],
) -> None:
    for phrase in profile.phrases:
        for start in positions.get(phrase[0], ()):
            end = _said_to(stems, start, phrase)
            if end is not None:
                at = (start, start - end)
                profile.named_at = min(profile.named_at, at) if profile.named else at
                profile.named = max(profile.named, len(phrase))
                profile.used.update(range(start, end))
                break
    if profile.named:
        profile.score = PHRASE + profile.named
    profile.weak_score = WEAK * len(present & profile.weak)
    profile.score += STRONG * len(present & profile.strong) + profile.weak_score
    for fired in concepts:
        item = fired.concept
        found = (
            CONCEPT * len(item.keywords & profile.strong)
            + WEAK * len(item.keywords & profile.weak)
            + FALLBACK * len(item.fallback & profile.strong)
        )
        if found:
            profile.score += found
            profile.weak_score += WEAK * len(item.keywords & profile.weak)
            profile.used.update(i for word in fired.words for i in positions.get(word, ()))


def _customer_words(text: str, tokens: list[Token], used: set[int]) -> str:
    """The words that matched, from the first to the last within one clause, with what leads
    into them: "my brakes squeal", "grinding when I stop", "my car won't start"."""
    ordered = sorted(used)
    first = ordered[0]
    start, end = _clause(text, tokens[first].start)
    inside = [i for i in ordered if tokens[i].end <= end and i < first + SPAN]
    low, high = first, inside[-1]
    while (
        low > 0
        and first - low < 2
        and tokens[low - 1].low in LEAD_IN
        and tokens[low - 1].start >= start
    ):
        low -= 1
    return text[tokens[low].start : tokens[high].end]


def _clause(text: str, at: int) -> tuple[int, int]:
    start = max(text.rfind(mark, 0, at) for mark in ".!?;,\n") + 1
    found = CLAUSE_END.search(text, at)
    return start, found.start() if found else len(text)
