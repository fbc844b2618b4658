"""The customer's name: "this is Dana", "my name is Dana Reyes", "it'll be under Dana Reyes",
"Dana here", "Dana Reyes, if you need it", or a bare "Dana Reyes" when the assistant has just
asked for it."""

from __future__ import annotations

import re
from pathlib import Path

from assistant.understand import lexicon
from assistant.understand.calendar_words import MONTH_NUMBERS, MONTHS, NUMBER_WORDS, WEEKDAYS
from assistant.understand.phones import CANDIDATE
from assistant.understand.text import THINKING_SOUND, stem
from assistant.understand.vehicles import MAKES, MODELS

# A car's words, which name no one: "my dad's Camry", "my son, Civic owner".
CAR_WORDS = frozenset(MAKES) | frozenset(MODELS)

NAME_WORD = r"[^\W\d_]+(?:['-][^\W\d_]+)*"
# Words a surname may begin with, written in lower case inside a name: "Maria de la Cruz",
# "Anna van der Berg".
SURNAME_PARTICLES = frozenset("de del della la le da di du dos das van von der den ter".split())
PARTICLE = rf"(?i:{'|'.join(sorted(SURNAME_PARTICLES))})"
NAME = re.compile(rf"{NAME_WORD}(?:[ \t]+(?:{PARTICLE}[ \t]+)*{NAME_WORD}){{0,2}}")
IS_NAME_WORD = re.compile(NAME_WORD)
# After these the next words are a name even in lower case ("my name is dana").
SURE_CUE = re.compile(
    r"\b(?:my name is|my name's|my names|name is|name's|under the name(?: of)?|i go by"
    r"|name on (?:the |my )?(?:account|appointment|appt|booking|reservation|it) is"
    r"|you'?re (?:talking|speaking) (?:to|with))\s+"
    # "Put it under my company name, Reyes Landscaping": a fleet's or a firm's visit.
    r"|\bunder (?:my|our|the) (?:company|business|work)(?:'s)? name(?: of)?\s*[,:-]?\s+"
    r"|\bname\s*:\s*",
    re.IGNORECASE,
)
# After these they are a name only when capitalised ("I'm Dana", not "I'm looking"; "it'll be
# under Dana", not "will it be under warranty"; "you can put Dana", not "you can put synthetic
# oil in").
CAPITAL_CUE = re.compile(
    r"\b(?:this is|it's|its|i'm|im|i am|we're|we are|call me|under|(?:you|u) can put"
    r"|put (?:me|it) down as"
    # "Oil change sat 9am name Tom Hardy" (a last name or first name is read elsewhere).
    r"|(?<!last )(?<!first )(?<!full )(?<!sur)name)\s+",
    re.IGNORECASE,
)
# Common first names (first_names.txt), read in lower case after these ("i'm dana", "this is
# felix reyes") or alone before "here" ("kevin here!"), where a word of another kind is unlikely.
FIRST_NAMES = frozenset(
    line
    for line in Path(__file__).with_name("first_names.txt").read_text().splitlines()
    if line and not line.startswith("#")
)
INTRODUCES = r"this is|i'm|im|i am|call me"
KNOWN_NAME_CUE = re.compile(rf"\b(?:{INTRODUCES})\s+", re.IGNORECASE)
# "it's mike, my truck is due": a common first name after "it's" where a message opens (later
# in it, "it's" is about the car: "it's making a noise").
OPENING_ITS = re.compile(
    r"^(?:(?:he+y+|hi+|hello|yo|hiya|howdy|morning|ok|oh)\b\W*)*(?:it'?s|it is)\s+", re.IGNORECASE
)
# After these, a name in lower case too where it ends its clause ("it'll be under sam pryski.",
# "you can put tom"), unless its words name car work ("you can put synthetic oil").
LOWER_CASE_CUE = re.compile(r"\b(?:under|(?:you|u) can put)\s+", re.IGNORECASE)
# Words that follow "under" and are no one's name.
UNDER_WHAT = frozenset("warranty insurance budget contract pressure construction review".split())
# Said after the name: "Dana here" (or with a letter typed twice, "Dana herre"), "Dana
# speaking.", "Dana Reyes, if you need it" (or "if you ned it"), "Dana is my name".
NAME_THEN = re.compile(
    r"(?:\s+(?:h+e+r+e+|ehre|heer)\b(?!\s*\?)(?P<here>)|\s+speaking(?=\s*(?:[,.!;\n]|\s-|$))(?P<speaking>)|,?\s+if (?:you|u) n?e+d+ (?:it|that|one)\b|\s+is (?:my|the) name\b)",
    re.IGNORECASE,
)
THINKING_AFTER_CUE = re.compile(r"(?:(?:uh|um|umm|uhh|er|erm)\W+)+", re.IGNORECASE)
# Greetings as typed: stretched or a letter short ("heeelo", "heyyy", "hiii").
GREETING_WORD = r"h+e+l+o+|h+e+y+a*|h+i+(?:y+a+)?|howdy|yo+"
GREETING = re.compile(rf"^(?:{GREETING_WORD}|ok|okay|so)\s+", re.IGNORECASE)
IS_GREETING = re.compile(GREETING_WORD, re.IGNORECASE)
# Where a clause ends: punctuation, or a dash between spaces ("- Dana here").
CLAUSE_END = re.compile(r"[,.!?;:\n]|\s[-\u2013\u2014]+\s")
# Thanks typed after a name: "Dana Reyes thx".
THANKS_AFTER = re.compile(r"\s+(?:thx|thanks|thank you|ty|tyvm|pls|please|plz)\W*$", re.I)
MOST_CLAUSES = 3
MOST_WORDS = 3
# The people a car may belong to, as the customer calls them (RELATIVE, word by word).
RELATIVES = frozenset(
    """dad father pops papa mom mother mum mama wife husband hubby spouse son daughter kid
    boyfriend girlfriend bf gf partner fiance fiancé fiancee fiancée grandma grandpa grandmother
    grandfather grandson granddaughter brother sister aunt uncle niece nephew cousin friend
    neighbor neighbour boss coworker co-worker roommate employee stepdad stepmom stepson
    stepdaughter""".split()
)

NOT_NAMES = (
    frozenset(
        """a an the my our your his her their me we you it its this that these those there here
        what when where which who how why just also some any please thanks thank hi hello hey yes
        yeah yep no nope ok okay sure not so and or but if at in on for with from by about to of
        as is are was were be been am do does did have has had can could would will should may
        might must need want like get got good great fine free available interested sorry back
        team folks guys gang crew everybody
        still ready late early done busy new gonna really very today tomorrow tonight morning
        afternoon evening noon weekend week next last asap appointment car truck called one two
        three i i'm im i'd id i'll i've ive u ur idk dunno maybe anyone anybody someone somebody
        everyone nobody who's whatever anything something nothing everything number
        book schedule cancel reschedule move change switch call text fix check bring come see
        drop pick thx pls plz btw lol status price quote hours help again works street st avenue
        ave road rd lane ln boulevard blvd highway hwy way court ct
        wait hold hang actually hmm hm sec moment minute oops whoops oh under spelled spelt wrong
        correct perfect right alright awesome cool exactly absolutely definitely totally yup
        yea ya confirmed confirm affirmative excellent wonderful nice lovely super agreed gotcha
        same sooner soonest earlier earliest later latest
        before after during while until till since
        front rear left both only axle axles side sides driver passenger
        """.split()
    )
    | set(WEEKDAYS)
    | set(MONTHS)
    | set(MAKES)
    # "first" answering the name question means the first time offered, not a Mr First.
    | {"first", "second", "third"}
    # "eleven" answering the name question is the hour wanted, not a Mr Eleven.
    | set(NUMBER_WORDS)
    | set(
        """thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty
        fifty sixty seventy eighty ninety hundred thousand""".split()
    )
    # Whose car it is names no one: "wife jen" of "its for my wife jen" is Jen, or no name.
    | RELATIVES
)
# Words that end a firm's name ("Acme Plumbing", "Summit Roofing LLC"), never a person's.
BUSINESS_WORDS = frozenset(
    """plumbing landscaping construction roofing electric electrical heating cooling hvac
    painting cleaning moving movers towing trucking logistics delivery transport excavating
    diner cafe restaurant bakery pizza pizzeria grill tavern salon barbershop dental clinic
    realty properties enterprises industries services solutions company co inc llc ltd corp
    corporation motors automotive garage hardware lumber supply supplies nursery farms
    landscapers plumbers builders contractors""".split()
)
# Words after a verb in -ing ("looking for", "hoping to"), never after a surname.
VERB_FOLLOWERS = frozenset("for to at into about on in forward up out".split())
# Months that are also first names, read as a name when a surname follows ("June Okhurst"), or
# alone after a cue no date follows ("you can put June", "call me April", "u can put june!").
NAMES_OF_MONTHS = frozenset({"april", "may", "june", "august"})
# Months that are surnames too ("Jo March", "Tom May").
MONTHS_AS_SURNAMES = NAMES_OF_MONTHS | {"march", "july"}
MONTH_AS_NAME_CUE = re.compile(
    rf"\b(?:{INTRODUCES}|(?:you|u) can put|put (?:me|it) down as)\s+"
    r"(?:(?P<month>April|May|June|August)\b(?!\s*(?:\d|the\b|of\b|first|second|third))"
    r"|(?P<lower_month>april|may|june|august)(?=\s*(?:[,.!;]|$)))",
)
# A request ends with these, so two words after them and before "here" are a name in lower
# case too ("... afternoon works best tom oksen here").
REQUEST_ENDS = frozenset(
    "best possible room great please pls thanks cheers asap fine again".split()
)


# Whose car it is, before their name: "it's for my dad, Harold Jenkins", "my wife Sarah needs
# an oil change", "my son named Tyler" (not "my dad's Camry").
RELATIVE = (
    r"dad|father|pops|papa|mom|mother|mum|mama|wife|husband|hubby|spouse|son|daughter|kid"
    r"|boyfriend|girlfriend|bf|gf|partner|fianc[eé]e?|grandma|grandpa|grandmother|grandfather"
    r"|grandson|granddaughter|brother|sister|aunt|uncle|niece|nephew|cousin|friend|neighbou?r"
    r"|boss|co-?worker|roommate|employee|step(?:dad|mom|son|daughter)"
    r"|(?:father|mother|brother|sister|son|daughter)[- ]in[- ]law"
)
RELATIVE_CUE = re.compile(
    rf"\b(?:my|our)\s+(?:{RELATIVE})(?:(?:'?s)?\s+name(?:\s+is|\s*[,:-])?\s+"
    r"|(?:'s)?\s*[,:]\s*|\s+-+\s+|\s+(?:named|called)\s+|\s+)",
    re.IGNORECASE,
)
# The customer's own visit asked for, and someone else's beside it: "oil change tomorrow at 10
# and my wife needs one too", "an oil change, and one for my son as well".
AND_SOMEONE_ELSE_TOO = re.compile(
    rf"(?:\band|\balso|\bplus|,)\s+(?:(?:my|our) (?P<who>{RELATIVE})(?:'?s (?:car|truck|van|suv))?"
    r"\s+(?:also\s+)?(?:needs?|wants?|could use) (?:one|it|an? [\w/ -]+?)"
    rf"|(?:one )?for (?:my|our) (?P<for>{RELATIVE})(?:'?s (?:car|truck|van|suv))?)"
    r"\s+(?:too|as well)\b",
    re.I,
)
# Someone else's name or number, said as theirs: "his name is Jake", "my wife's name is Maria",
# "her cell is 303-555-0199", "you can reach him at ...": not the customer's own.
THEIRS = rf"(?:his|her|their|(?:my|our)\s+(?P<who>{RELATIVE})'?s)"
SOMEONE_ELSES_NAME = re.compile(rf"\b{THEIRS}\s+(?:full\s+|first\s+)?name\b", re.IGNORECASE)
SOMEONE_ELSES_NUMBER = re.compile(
    rf"\b{THEIRS}\s+(?:cell\s+|phone\s+|mobile\s+)?(?:number|cell|phone|mobile|#)"
    r"|\b(?:reach|text|call)\s+(?:him|her|them)\s+(?:at|on)\b"
    rf"|\b(?:reach|text|call)\s+(?:my|our)\s+(?:{RELATIVE})\s+(?:at|on)\b",
    re.IGNORECASE,
)
# Someone else's number given for a copy of the texts, not in place of the customer's: "text my
# husband the confirmation too", "can you also send it to my wife".
COPY_TO_THEM = re.compile(
    r"\b(?:too|as well|a copy|also (?:text|send)|cc)\b|\bboth (?:of us|numbers|phones)\b",
    re.IGNORECASE,
)
TEXTS_WORD = re.compile(
    r"\b(?:confirmation|copy|cc|forward)\b|\b(?:text|send)\s+(?:it\s+|that\s+|the confirmation\s+)?"
    r"(?:to\s+)?(?:my|our|him|her|them)\b",
    re.IGNORECASE,
)
COPY_FOR = re.compile(rf"\b(?:my|our)\s+(?P<who>{RELATIVE})\b|\b(?:him|her|them)\b", re.I)
# The customer's name or number said to be wrong: "I spelled my name wrong", "you have my
# number wrong", "wrong name on it", "typo in my name". No car is in trouble in these.
DETAILS_MENDED = re.compile(
    r"\b(?:spel+(?:ed|t)?|typed|got|wrote|put|have|has|had)\s+(?:my|the|your|her|his)\s+"
    r"(?:(?:first|last|sur)\s*)?(?:name|number|phone|cell)(?:\s+\w+)?\s+wrong\b"
    r"|\bwrong\s+(?:name|spelling)\b|\b(?:typo|misspel+(?:ed|t)?)\b"
    # "My name is spelled wrong", "the number's wrong".
    r"|\b(?:my|the|her|his)\s+(?:(?:first|last|sur)\s*)?(?:name|number)(?:'s|\s+is|\s+was)"
    r"(?:\s+(?:spel+(?:ed|t)|typed|written))?\s+wrong\b",
    re.IGNORECASE,
)
# The customer's own number, said beside someone else's name: "my cell is", "reach me at".
OWN_NUMBER = re.compile(
    r"\bmy\s+(?:cell\s+|phone\s+|mobile\s+)?(?:number|cell|phone|mobile|#)"
    r"|\b(?:reach|text|call)\s+me\b|\bi'?m\s+at\b",
    re.IGNORECASE,
)
# Whom a visit is for: "for my son", "my son's car", "my wife needs one" (not "text my wife's
# phone", where she only reads the confirmation).
FOR_SOMEONE = re.compile(
    rf"\bfor\s+(?:my|our|a)\s+(?P<for>{RELATIVE})\b"
    rf"|\b(?:my|our)\s+(?P<car>{RELATIVE})'?s\s+(?:car|truck|van|suv|vehicle|jeep|minivan)\b"
    rf"|\b(?:my|our)\s+(?P<needs>{RELATIVE})\s+(?:also\s+|too\s+)?(?:needs?|wants?|would like)\b"
    # "Can I book my wife in for friday?"
    rf"|\b(?:book|schedule|get|fit|squeeze)\s+(?:my|our)\s+(?P<in>{RELATIVE})\s+in\b",
    re.IGNORECASE,
)
# A thing of someone's, its make or model read apart: "my wife's camry", "my dad's 2015 f-150".
RELATIVES_THING = re.compile(
    rf"\b(?:my|our)\s+(?P<who>{RELATIVE})'?s\s+(?:(?:19|20)\d\d\s+)?"
    r"(?P<two>(?P<thing>[\w-]+)(?:\s+[\w-]+)?)",
    re.IGNORECASE,
)
# Someone else's visit, named by whose it is: "cancel my wife's appointment", "move my son's
# oil change".
WHOSE_VISIT = re.compile(
    rf"\b(?:my|our)\s+(?P<who>{RELATIVE})'?s\s+(?:[\w-]+\s+){{0,3}}?"
    r"(?:appointment|appt|visit|booking|reservation|one|change|rotation|inspection|service"
    r"|alignment|job)\b",
    re.IGNORECASE,
)
# A name asked to be put on the visit booked: "can you put the appointment under Tom Reyes".
PUTS_UNDER = re.compile(
    r"\bput (?:it|that|this|(?:the|my) (?:appointment|appt|booking|visit|reservation))"
    r"(?: down)? under\b|\bchange the name on (?:it|that|the|my)\b",
    re.IGNORECASE,
)
# The visit booked given to someone else, who is not named yet: "put my appointment under my
# husband's name", "cancel mine and give the spot to my son", "cancel my appointment and book
# for my husband instead".
VISIT_GIVEN_TO = re.compile(
    rf"\bunder (?:my|our) (?P<under>{RELATIVE})'?s name\b"
    r"|\b(?:give|pass|transfer|switch|hand) (?:it|that|the (?:spot|slot|time|appointment|appt|visit)"
    rf"|my (?:spot|slot|time|appointment|appt|visit)) (?:over )?to (?:my|our) (?P<to>{RELATIVE})\b"
    rf"|\bcancel\b.*\b(?:book|put) (?:it |one )?(?:for|under) (?:my|our) (?P<instead>{RELATIVE})"
    r"(?:'?s name)? instead\b",
    re.IGNORECASE,
)
# Whose car the visit is for, said after booking: "actually it's my husband's car", "the car is
# my wife's", "it's for my son".
WHOSE_CAR = re.compile(
    r"\b(?:it'?s|it is|the (?:car|truck|van|suv|vehicle) is|that'?s|this is)\s+"
    rf"(?:actually\s+|really\s+)?(?:for\s+(?:my|our)\s+(?P<for>{RELATIVE})\b"
    rf"|(?:my|our)\s+(?P<owns>{RELATIVE})'?s\b(?!\s+(?:name|number|phone|cell)))",
    re.IGNORECASE,
)
# Two people and their surname: "Jen and Mark Lee" books as "Jen Lee".
COUPLE = re.compile(
    rf"\b(?P<first>{NAME_WORD})\s+(?:and|&)\s+(?P<second>{NAME_WORD})\s+(?P<surname>{NAME_WORD})"
)

# A title before a surname: "dr patel", "Mrs. Okafor".
TITLE = re.compile(r"(?:dr|mr|mrs|ms|mx)\s+[^\W\d_]", re.IGNORECASE)
# "Dr. Patel", "J. Alvarez": the period of a title or an initial ends no sentence.
ABBREVIATED = re.compile(r"\b(Dr|Mr|Mrs|Ms|Mx|[^\W\d_])\.(?=[ \t]+[^\W\d_])", re.IGNORECASE)


LAST_NAME = re.compile(rf"\b(?:last|sur) ?name(?:'s| is)?:?\s+({NAME_WORD})", re.IGNORECASE)
FIRST_NAME = re.compile(rf"\bfirst name(?:'s| is)?:?\s+({NAME_WORD})", re.IGNORECASE)
# A word spelt out letter by letter, as callers do: "M I K E", "j-o-n-e-s", "R. E. Y. E. S".
SPELT = re.compile(r"(?:,\s*)?(?<![\w'])[^\W\d_](?:[ .-]+[^\W\d_](?![\w'])){2,}\.?(?:\s*,)?")


# A name said, then spelt after "spelled" or "that's": "mark spelled m a r c" is Marc, the
# spelling, in the case the word was said in (callers' letters arrive in lower case).
SPELLED_AS = re.compile(
    rf"\b(?P<said>{NAME_WORD})\W*\s+(?:(?:that's|thats|that is)\s+)?(?:spelled|spelt|spelling"
    r"|that's|thats|that is)(?:\s+it)?\W*\s+(?P<letters>(?<![\w'])[^\W\d_](?:[ .-]+[^\W\d_]"
    r"(?![\w'])){1,}\.?)"
    # "Siobhan, that's S I O B H A N, Murphy": the surname said after the spelling joins it.
    r"(?:\s*,(?=\s*[^\W\d_]+\s*(?:[.!]\s*)?$))?",
    re.IGNORECASE,
)


# A form's next field, which ends the name before it: "name: jen w  phone: (720) 555-0033".
FIELD_LABEL = re.compile(
    r"[ \t]+(?=(?:phone(?: number| no|#)?|number|cell(?: phone)?|mobile|tel|ph|e-?mail|car"
    r"|vehicle|address|date|time|service)\s*[:#])",
    re.IGNORECASE,
)


def names_a_business(words: str) -> bool:
    """Whether `words` name a firm, not a person: "Acme Plumbing", "Joe's Diner", "Reyes
    Landscaping LLC"."""
    said = words.split()
    if any(word.lower() in BUSINESS_WORDS for word in said):
        return True
    # "Joe's Diner": a name owning the next word is a firm's (a person's ends at the "'s").
    return any(re.fullmatch(r"[^\W\d_]+'s", word, re.I) for word in said[:-1])


def names_someone_else(text: str) -> bool:
    """Whether the name in `text` is said as someone else's: "her name is Maria", "my daughter
    Emily"."""
    return SOMEONE_ELSES_NAME.search(text) is not None or any(
        _relatives_name(text, cue.end()) for cue in RELATIVE_CUE.finditer(text)
    )


def whom_for(text: str) -> str | None:
    """Who the visit in `text` is for, as the customer calls them: "son" of "my son's car",
    "wife" of "my wife's name is Maria"."""
    found = FOR_SOMEONE.search(text)
    if found:
        return next(filter(None, found.groups())).lower()
    for owned in RELATIVES_THING.finditer(text):
        # "My wife's camry needs an oil change": her car, named by its make or model.
        if any(w in CAR_WORDS for w in (owned.group("thing").lower(), owned.group("two").lower())):
            return owned.group("who").lower()
    named = SOMEONE_ELSES_NAME.search(text)
    return named.group("who").lower() if named and named.group("who") else None


def whose_visit(text: str) -> str | None:
    """Whose visit `text` means, where it is someone else's: "wife" of "my wife's appointment"
    or "cancel the one for my wife"."""
    found = WHOSE_VISIT.search(text)
    return found.group("who").lower() if found else whom_for(text)


def puts_a_name_on_the_visit(text: str) -> bool:
    """Whether `text` asks for a name on the visit booked ("put the appointment under Tom")."""
    return PUTS_UNDER.search(text) is not None


def visit_given_to(text: str) -> str | None:
    """Who the visit booked is to be put under, unnamed: "husband" of "put my appointment under
    my husband's name" or "cancel mine and give the spot to my husband"."""
    found = VISIT_GIVEN_TO.search(text)
    if found is None:
        return None
    return next(filter(None, found.groups())).lower()


def whose_car_it_is(text: str) -> str | None:
    """Whose car the visit is for, said of it: "husband" of "actually it's my husband's car"."""
    found = WHOSE_CAR.search(text)
    return (found.group("for") or found.group("owns")).lower() if found else None


def mends_details(text: str) -> bool:
    """Whether `text` puts the customer's name or number right ("I spelled my name wrong")."""
    return DETAILS_MENDED.search(text) is not None


def numbers_someone_else(text: str) -> bool:
    """Whether the number in `text` is said as someone else's ("his number is 303-555-0199"),
    or with their name and not as the customer's own ("his name is Luis, number ...")."""
    if SOMEONE_ELSES_NUMBER.search(text):
        return True
    return SOMEONE_ELSES_NAME.search(text) is not None and OWN_NUMBER.search(text) is None


def copy_wanted_for(text: str) -> str | None:
    """Whom a copy of the texts is asked for ("husband" of "text my husband the confirmation
    too"; "" of "send her a copy"), or None where none is."""
    if not (COPY_TO_THEM.search(text) and TEXTS_WORD.search(text)):
        return None
    whom = COPY_FOR.search(text)
    return None if whom is None else (whom.group("who") or "").lower()


def completed_name(given: str, text: str, read: str) -> str:
    """The name to keep when `text`, read as the name `read`, follows the name `given`: "my
    last name is Lee" after "Dana" completes it to "Dana Lee", and so does "Lee" alone; any
    other name replaces it. A name typed in capitals ("RAY JONES") is kept as a name is
    written ("Ray Jones")."""
    if read.isupper() and len(read) > 2:
        read = " ".join(word.capitalize() if len(word) > 2 else word for word in read.split())
    surname = LAST_NAME.search(text)
    if (
        surname
        and given
        and " " not in given
        and read.lower() == surname.group(1).lower() != given.lower()
    ):
        return f"{given} {read}"
    alone = text.strip(" .!").lower() == read.lower() != given.lower()
    if given and " " not in given + read and alone:
        if given.lower() not in FIRST_NAMES and read.lower() in FIRST_NAMES:
            # "Greg" after "Kowalski": the first name given second, put first.
            return f"{read} {given}"
        # "Reyes" alone, after "Dana": the surname added, as a form's next field.
        return f"{given} {read}"
    if " " in given and " " not in read and SPELT_OUT.search(text):
        # "My name is spelled D A N N A" after "Dana Reyes": the first name put right.
        return f"{read} {given.split(' ', 1)[1]}"
    if " " in given and " " not in read and first_name_put_right(text, given, read):
        # "My name is Dana not Diana", "call me Dan" after "Daniel Reyes": the same person,
        # whose surname stays.
        return f"{read} {given.split(' ', 1)[1]}"
    return read


def first_name_put_right(text: str, on_file: str, name: str) -> bool:
    """Whether `text`, read as the first name `name`, puts right the first name of `on_file`
    and keeps its surname: "it's Dana, not Diana" of "Diana Reyes" (or of "Dana Reyes", said
    to be right), "call me Dan" or "I go by Dan" of "Daniel Reyes"."""
    first = on_file.split(" ", 1)[0].casefold()
    said_wrong = NOT_THAT_NAME.search(text)
    if said_wrong:
        return first in (said_wrong.group(1).casefold(), name.casefold())
    return GOES_BY.search(text) is not None


SPELT_OUT = re.compile(r"\bspel(?:led|t|ling)\b", re.IGNORECASE)
# "Dana, not Diana", "Dana not Diana!": the name said wrong is the last word.
NOT_THAT_NAME = re.compile(rf"\bnot\s+({NAME_WORD})\W*$", re.IGNORECASE)
# "Call me Dan", "I go by Dan", "everyone calls me Dan": the name the customer goes by.
GOES_BY = re.compile(rf"\b(?:call me|calls me|i go by)\s+{NAME_WORD}\W*$", re.I)


def read_name(text: str, *, expecting: str | None = None) -> str | None:
    """`text` is the cleaned message."""
    if text.isupper():
        # A message typed all in capitals capitalises no name: "ITS HOT IN MY CAR" names no
        # Mr Hot; its words are read as if typed in lower case ("DOUG", asked, is Doug).
        text = text.lower()
    text = FIELD_LABEL.sub(", ", text)
    text = SPELLED_AS.sub(_spelling, text)
    text = SPELT.sub(_spelt_word, text)
    text = COUPLE.sub(_one_of_the_couple, text)
    first, surname = FIRST_NAME.search(text), LAST_NAME.search(text)
    if first and surname:
        # "Last name is Nguyen, first name Linh", as a form asks for it.
        said = (first.group(1), surname.group(1))
        return " ".join(word.capitalize() if word.islower() else word for word in said)
    name = _read_name(text, expecting=expecting)
    surname = LAST_NAME.search(text)
    if not name and surname and not text[surname.end() :].strip(" .!"):
        # "Last name Reyes", said on its own: the surname, for the first name given before.
        return surname.group(1).capitalize()
    if not name:
        return None
    if " " not in name and surname and surname.group(1).lower() != name.lower():
        # "priya, last name Singh"
        return f"{name} {surname.group(1).capitalize()}"
    return _said_again_whole(text, name)


def without_spellings(text: str) -> str:
    """`text` with each word spelt after "spelled" as the word it spells: "mark spelled m a r
    c" is "marc", whose "spelled" names no work (a "smelled" to the speller)."""
    return SPELLED_AS.sub(_spelling, text)


def _spelling(spelled: re.Match) -> str:
    """The word spelt after "spelled", in the case of the word said before it; after "my name
    is spelled" or "it's spelled" the word said is no part of the name, and stays."""
    word = "".join(ch for ch in spelled.group("letters") if ch.isalpha()).lower()
    said = spelled.group("said")
    if said.lower() in SAID_OF_A_SPELLING:
        return f"{said} {word.capitalize()}"
    return word.capitalize() if said[0].isupper() else word


# Before "spelled", words that are not the name spelt: "my name is spelled D A N N A".
SAID_OF_A_SPELLING = frozenset({"is", "it's", "its", "was", "name", "it"})


def _spelt_word(spelt: re.Match) -> str:
    """A spelling of the word just said goes ("mike M I K E johnson"); any other is the word it
    spells ("last name J O N E S")."""
    word = "".join(ch for ch in spelt.group() if ch.isalpha())
    if not re.search(r"[.-]", spelt.group()) and not word.isupper():
        return spelt.group()  # "I a m": letters spelt with spaces only are capitals
    before = re.search(r"([^\W\d_]+)\W*$", spelt.string[: spelt.start()])
    if before and before.group(1).lower() == word.lower():
        return " "
    return f" {word.capitalize()} "


def _said_again_whole(text: str, name: str) -> str:
    """ "It's Bob, Bob Jenkins": the first name said again with the surname is the name."""
    again = re.search(rf"\b{re.escape(name)}\W+{re.escape(name)}\s+([\w'-]+)", text, re.I)
    surname = again and _words_of_name(again.group(1), needs_capital=False, whole=True)
    return f"{name} {surname}" if surname else name


def _read_name(text: str, *, expecting: str | None) -> str | None:
    asked = expecting == "name"
    text = ABBREVIATED.sub(r"\1", text)
    for cue, needs_capital in ((SURE_CUE, False), (CAPITAL_CUE, not asked)):
        for match in cue.finditer(text):
            if _someone_elses_beside_ones_own(text, match):
                continue  # "the seller's name is Bob, my name is Ana Ruiz": Ana's
            # "it's uh dana reyes": a thinking sound before the name is no part of it.
            after = THINKING_AFTER_CUE.match(text, match.end())
            found = NAME.match(text, after.end() if after else match.end())
            if found and cue is CAPITAL_CUE and names_a_business(found.group()):
                continue  # "this is Acme Plumbing": who calls, but no person's name
            # "this is dr patel": a title says a name follows, in any case.
            titled = found and TITLE.match(found.group())
            name = found and _words_of_name(
                found.group(), needs_capital=needs_capital and not titled
            )
            if name and not (titled and " " not in name):  # a title alone names no one
                return name
    for cue in LOWER_CASE_CUE.finditer(text):
        name = _lower_case_name(text, cue.end())
        if name:
            return name
    for cue in [*KNOWN_NAME_CUE.finditer(text), *OPENING_ITS.finditer(text)]:
        name = _known_first_name(text, cue.end())
        if name:
            return name
    for cue in RELATIVE_CUE.finditer(text):
        name = _relatives_name(text, cue.end())
        if name:
            return name
    month = MONTH_AS_NAME_CUE.search(text)
    if month:
        return (month.group("month") or month.group("lower_month")).capitalize()
    signed = SIGNED_OFF.search(text)
    if signed:
        # "Oil change for Tuesday - Frank", "Thanks! -Jen", "Regards, Robert Chen".
        name = _words_of_name(signed.group("name"), needs_capital=True, whole=True)
        if name and not names_a_business(name):
            return name
    signed = SIGNED_AS_A_SENTENCE.search(text)
    first = signed and signed.group("name").split()[0].lower()
    if first and first in FIRST_NAMES and first not in NAMES_OF_MONTHS and first != "tia":
        # "need oil change. tmrw 3pm. john": a first name people have, a sentence of its own
        # (not "... tia": thanks in advance).
        name = _words_of_name(signed.group("name"), needs_capital=False, whole=True)
        if name:
            return name
    number = CANDIDATE.search(text)
    if number and not asked:
        # "Can you book me in? Rick Sanchez 720-555-0199": a name written before the number.
        name = _name_before(text[: number.start()].rstrip(" ,:-"), here=True, asked=False)
        if name and not names_a_business(name):
            return name
    for cue in NAME_THEN.finditer(text):
        here = cue.group("here") is not None or cue.group("speaking") is not None
        name = _name_before(text[: cue.start()], here=here, asked=asked)
        if name and not names_a_business(name):
            return name
    if asked:
        # "Dana Reyes 303-555-0177": the number is read on its own.
        text = CANDIDATE.sub(" ", text)
        # "Just put Mo", "just Al", "ok Beth", "it's for Maria Gonzalez": how the name is
        # given, not part of it.
        text = PUT_JUST.sub("", text, count=1)
        firm = FROM_A_FIRM.match(text)
        if firm:
            name = _words_of_name(firm.group("name"), needs_capital=False, whole=True)
            if name:
                return name
        name = _surname_first(text)
        if name:
            return name
        for clause in CLAUSE_END.split(text)[:MOST_CLAUSES]:
            clause = THANKS_AFTER.sub("", clause.strip())  # "Dana Reyes 303... thx"
            name = _words_of_name(clause, needs_capital=False, whole=True)
            if name:
                return name
        return None
    text = CANDIDATE.sub(" ", text).strip(" .,")
    return _whole_known_name(text, expecting=expecting) or _name_it_goes_under(text)


# Whose name follows: "the seller's name is", "his name is".
SOMEONE_ELSES = re.compile(r"\b(?:his|her|their|[a-z]+'s)\s+$", re.IGNORECASE)
OWN_NAME_CUE = re.compile(r"\b(?:my name is|my name's|my names|i'm|i am|this is)\s+", re.IGNORECASE)


def _someone_elses_beside_ones_own(text: str, cue: re.Match) -> bool:
    """Whether the name at `cue` is someone else's ("the seller's name is Bob") and the
    customer gives their own too ("my name is Ana Ruiz")."""
    if not SOMEONE_ELSES.search(text, 0, cue.start()):
        return False
    return any(own.start() != cue.start() for own in OWN_NAME_CUE.finditer(text))


# "10 am for Maria Lopez", "10 works, Maria Lopez", "an oil change for Maria Lopez on friday":
# a time or a job asked for, and the person it is for, at the end or before when.
WHEN_NEXT = rf"(?:on|at|this|next|tomorrow|tmrw|today|tonight|around|\d|{'|'.join(WEEKDAYS)})\b"
FOR_A_NAME = re.compile(
    rf"(?:\bfor|,)[ \t]+(?P<name>{NAME_WORD}(?:[ \t]+(?!{WHEN_NEXT}){NAME_WORD})?)"
    rf"(?:[\s.!?]*$|[ \t,]+(?={WHEN_NEXT})"
    # "..., Priya Patel, 2021 rav4", "..., Priya Patel, 720-555-0134": the car or number next.
    r"|,[ \t]*(?=(?:19|20)\d\d\b|\(?\d{3}\)?[ .-]?\d{3}))",
    re.IGNORECASE,
)


def _name_it_goes_under(text: str) -> str | None:
    """The name after "for" or a comma that ends a request or comes before when it is for, led
    by a first name people have (not "for Tuesday", "for Jan 5", ", Honda Civic" or ", tia":
    thanks in advance)."""
    found = FOR_A_NAME.search(text)
    first = found and found.group("name").split()[0].lower()
    if not first or first in MONTH_NUMBERS or first == "tia":
        return None
    if first in FIRST_NAMES:
        return _words_of_name(found.group("name"), needs_capital=False, whole=True)
    # "For Frank Miller": a first name the list leaves out (it is also a word), written as a
    # name is, first name and surname capitalised, and no words of car work.
    words = found.group("name").split()
    written_as_a_name = len(words) == 2 and all(word[:1].isupper() for word in words)
    if not written_as_a_name or any(stem(word.lower()) in lexicon.WORDS for word in words):
        return None
    return _words_of_name(found.group("name"), needs_capital=True, whole=True)


PUT_JUST = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure)\W+)?"
    r"(?:just\s+put|put|just|(?:(?:it'?s|it\s+is|that'?s|this\s+is)\s+)?for)?\s*(?=[^\W\d_])",
    re.IGNORECASE,
)
# A message signed at its end: after a dash, or a letter's closing word.
SIGNED_OFF = re.compile(
    rf"(?:^|[\s.!?])(?:[-\u2013\u2014~]+\s*|(?:sincerely|regards|best regards|cheers),?\s+)"
    rf"(?P<name>{NAME_WORD}(?:[ \t]+{NAME_WORD}){{0,2}})\W*$",
    re.IGNORECASE,
)
SIGNED_AS_A_SENTENCE = re.compile(rf"[.!?]\s+(?P<name>{NAME_WORD}(?:[ \t]+{NAME_WORD})?)\W*$")
# "Alex from Acme Plumbing", asked the name: the person, from their firm.
FROM_A_FIRM = re.compile(rf"^\W*(?P<name>{NAME_WORD}(?:[ \t]+{NAME_WORD})?)\s+from\s+\S")


def _surname_first(text: str) -> str | None:
    """ "Smith, john", as a form lists it: a surname, a comma and a first name people have is
    booked first name first ("John Smith"), not as "Smith" alone."""
    said = [clause.strip() for clause in text.split(",")]
    if len(said) != 2 or any(len(_with_particles(w.split(), whole=True)) != 1 for w in said):
        return None
    surname, first = (words.strip(" .!") for words in said)
    # A surname can be a first name too ("Reyes, Dana"): only a word of the trade is no
    # surname ("brakes, john"), and a name said twice is one name.
    known = stem(surname) in lexicon.WORDS or surname.lower() == first.lower()
    # A first name not on the list ("O'Brien, Pat") only after a surname that is no first name.
    unknown_first = first.lower() not in FIRST_NAMES and (
        surname.lower() in FIRST_NAMES or stem(first) in lexicon.WORDS
    )
    if known or unknown_first:
        return None
    return _words_of_name(f"{first} {surname}", needs_capital=False, whole=True)


def _one_of_the_couple(couple: re.Match) -> str:
    """ "Jen and Mark Lee" is written "Jen Lee": the name one booking can go under. Only where
    the words are people's names, one of them a first name people have: not "Oil and Filter
    Change"."""
    words = [couple.group(part) for part in ("first", "second", "surname")]
    capitalised = all(word[0].isupper() for word in words)
    known = any(word.lower() in FIRST_NAMES for word in words[:2])
    common = any(
        word.lower() in NOT_NAMES or stem(word) in lexicon.WORDS or word.lower() in CAR_WORDS
        for word in words
    )
    if not known or common or not (capitalised or all(w[0].islower() for w in words)):
        return couple.group()
    return f"{words[0]} {words[2]}"


def _relatives_name(text: str, at: int) -> str | None:
    """The name said after whose car it is: capitalised ("my dad, Harold Jenkins"), or a first
    name people have in any case ("my wife sarah"); not a car's ("my dad's Camry")."""
    found = NAME.match(text, at)
    if not found:
        return None
    words = found.group().split()
    # "my dad Harold's truck": the name ends at the owner's "'s".
    for at_word, word in enumerate(words):
        if word.lower().endswith("'s"):
            words = [*words[:at_word], word[:-2]]
            break
    if any(word.lower() in CAR_WORDS for word in words):
        return None
    if words[0][0].isupper():
        return _words_of_name(" ".join(words), needs_capital=True)
    if words[0].lower() in FIRST_NAMES:
        return _known_first_name(" ".join(words), 0)
    return None


def _whole_known_name(text: str, *, expecting: str | None) -> str | None:
    """A message that is only a full name, given before it was asked for ("Emma Chen" while
    the times are offered): capitalised, and led by a first name people have. A first name
    alone ("Sara") only in reply to the times offered or to "Shall I book it?", where no
    other word is awaited but a yes or a no (a name put right or added there: "Maria")."""
    words = text.split()
    if not words or words[0].lower() not in FIRST_NAMES:
        return None
    awaited = expecting in ("time", "answer")
    if len(words) == 1 and (not awaited or words[0].lower() in NAMES_OF_MONTHS):
        return None
    return _words_of_name(text, needs_capital=True, whole=True)


def looks_like_name(words: str) -> bool:
    """Whether `words` could be someone's name ("Dana Reyes", "dana"; not "afternoon works")."""
    return _words_of_name(words, needs_capital=False, whole=True) is not None


def _name_before(text: str, *, here: bool, asked: bool) -> str | None:
    """The name that ends `text`, said before "here" or "if you need it": the whole of its
    clause, or its last capitalised words (before "here" at least two: "is Mike here?" names
    no customer, "... works best Bea Venford here" does). Before "here" a name in lower case
    needs two words ("parked here" is no name)."""
    clause = GREETING.sub("", CLAUSE_END.split(text)[-1].strip())
    words = clause.split()
    if len(words) == 1 and words[0].lower() in NAMES_OF_MONTHS:
        return words[0].capitalize()  # "June here", "June, if you need it"
    known = len(words) == 1 and words[0].lower() in FIRST_NAMES
    needs_capital = here and not asked and len(words) < 2 and not known
    name = _words_of_name(clause, needs_capital=needs_capital, whole=True)
    if name:
        return name
    # The capitalised words that end the clause, all of them a name: "Honda Civic, if you
    # need it" is a car, not a Mr Civic, but "my Honda Accord Nell Vanceford" ends in one.
    trailing: list[str] = []
    for word in reversed(words):
        if not (word[0].isupper() and not word.isupper()) or not IS_NAME_WORD.fullmatch(word):
            break
        trailing.insert(0, word)
    makes = [at for at, word in enumerate(trailing) if word.lower() in MAKES]
    if makes:
        trailing = trailing[makes[-1] + 2 :]  # past the make and its model
    if (2 if here else 1) <= len(trailing) <= MOST_WORDS:
        return _words_of_name(" ".join(trailing), needs_capital=True, whole=True)
    # In lower case: a first name and a surname, after "if you have room" and the like
    # before "here", and after anything before "if you need it".
    if len(words) > 2 and (not here or words[-3].lower().strip("!.,") in REQUEST_ENDS):
        last_two = " ".join(words[-2:])
        if not any(stem(w) in lexicon.WORDS for w in last_two.lower().split()):
            return _words_of_name(last_two, needs_capital=False, whole=True)
    return None


def _words_of_name(words_text: str, *, needs_capital: bool, whole: bool = False) -> str | None:
    """The leading words that can be a name: not common words, and capitalised like the first
    one. With `whole`, every word must qualify (a reply that is only a name)."""
    words = _with_particles(words_text.split(), whole=whole)
    if not words or (whole and len(words) > MOST_WORDS):
        return None
    kept: list[str] = []
    for at, word in enumerate(words[:MOST_WORDS]):
        capital = word.split()[-1][0].isupper()
        # A bare reply is split on spaces only, so digits ("303 555 0199") must be refused here.
        if (
            not IS_NAME_WORD.fullmatch(word.split()[-1])
            or (
                word.lower() in NOT_NAMES
                and not _month_as_first_name(words, at)
                and not _make_as_surname(words, at)
                and not _month_as_surname(words, at, whole=whole)
                and not _a_word_as_first_name(words, at, whole=whole)
            )
            or THINKING_SOUND.fullmatch(word)
            or IS_GREETING.fullmatch(word)
            or _is_keyboard_mash(word)
            or _is_a_verb(word, words[at + 1 : at + 2], kept)
        ):
            break
        if (needs_capital or (kept and kept[0][0].isupper())) and not capital:
            break
        kept.append(word)
    if not kept or (whole and len(kept) != len(words)):
        return None
    if len(kept) == 1 and kept[0].lower() in OK_SAID_SHORT:
        return None  # "k" to "What name should I put it under?" is an ok, not Mr K
    alone_a_name = _a_word_as_first_name(kept, 0, whole=whole)
    if len(kept) == 1 and kept[0].lower() in NOT_NAMES and not alone_a_name:
        return None  # "June" alone is a month: the surname that made it a name was refused
    return " ".join(_written_as_a_name(w) for w in kept)


OK_SAID_SHORT = frozenset({"k", "kk"})
# Rows of a keyboard, as letters typed by running a finger along them ("asdf", "qwerty").
KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
MASH_RUN = 4
VOWELS = frozenset("aeiouy")


def _is_keyboard_mash(word: str) -> bool:
    """ "asdf", "qwerty", "jjjj", "aaa": keys hit to get past the question, no one's name. A
    letter said alone ("J") or a short name with no vowel ("Ng") stays a name."""
    letters = word.lower()
    if len(letters) < 3 or not letters.isalpha():
        return False
    if len(set(letters)) == 1:
        return True
    if len(letters) >= MASH_RUN and not VOWELS & set(letters):
        return True
    return len(letters) >= MASH_RUN and any(letters in row for row in KEYBOARD_ROWS)


def _with_particles(words: list[str], *, whole: bool) -> list[str]:
    """`words` with each surname's particles joined to it ("de la Cruz" one word): only before
    a capitalised word, or where the name is all in lower case ("maria de la cruz")."""
    joined: list[str] = []
    particles: list[str] = []
    lower_case = whole or words == [word.lower() for word in words]
    # The first word after each that is no particle, found once from the end: a long message
    # must not cost a scan of its rest for every word.
    next_name: list[str | None] = [None] * len(words)
    following = None
    for at in range(len(words) - 1, -1, -1):
        next_name[at] = following
        if words[at].lower() not in SURNAME_PARTICLES:
            following = words[at]
    for at, word in enumerate(words):
        after = next_name[at]
        before_a_name = after is not None and (lower_case or after[0].isupper())
        if word.lower() in SURNAME_PARTICLES and before_a_name:
            particles.append(word)
            continue
        joined.append(" ".join([*particles, word]))
        particles = []
    return joined + particles


def _written_as_a_name(word: str) -> str:
    """ "dana" as "Dana"; a word with a capital ("McDonald") and a surname's particles ("de la
    Cruz") as they are written."""
    *particles, head = word.split()
    head = head if any(c.isupper() for c in head) else head.capitalize()
    return " ".join([*particles, head])


def _make_as_surname(words: list[str], at: int) -> bool:
    """ "Chase Ford", "Royce Lincoln": a make right after a first name, where it ends the name,
    is a surname; with a model after it ("Dana Ford Focus", the "F" of "F-150") it is the car."""
    if at != 1 or words[at].lower() not in MAKES or words[0].lower() in NOT_NAMES:
        return False
    following = words[at + 1 : at + 2]
    return not following or (
        following[0].lower() in NOT_NAMES or not IS_NAME_WORD.fullmatch(following[0])
    )


def _month_as_surname(words: list[str], at: int, *, whole: bool) -> bool:
    """ "Jo March", "John May": a month that ends a name, after a first name people have (or
    any capitalised one, or any where the reply is only the name); not "Dana March 3rd",
    whose month opens a date."""
    first = words[0].lower()
    return (
        at == 1
        and len(words) == 2
        and words[1].lower() in MONTHS_AS_SURNAMES
        and (first in FIRST_NAMES or whole or words[0][0].isupper())
        and first not in NOT_NAMES
        and words[1][0].isupper() == words[0][0].isupper()
    )


def _is_a_verb(word: str, following: list[str], kept: list[str]) -> bool:
    """ "I'm Dana looking for...", "I'm Dana Looking for...", but "I'm Priya Thaing": a
    capitalised -ing word after a capitalised first name is a surname, unless a preposition
    follows it."""
    if not word.lower().endswith("ing"):
        return False
    surname = word[0].isupper() and kept and kept[0][0].isupper()
    return not surname or bool(following and following[0].lower() in VERB_FOLLOWERS)


def _lower_case_name(text: str, at: int) -> str | None:
    """The one or two words at `at` as a name, where they end a clause or a common word or a verb
    in -ing follows them ("under bea prysen on a 2003 Toyota", "under bea prysen looking to")."""
    found = NAME.match(text, at)
    name = found and _words_of_name(found.group(), needs_capital=False)
    if not name or len(name.split()) > 2:
        return None
    if any(w in UNDER_WHAT or stem(w) in lexicon.WORDS for w in name.lower().split()):
        return None
    rest = text[found.start() + len(name) :]
    next_word = rest.split(maxsplit=1)[0].lower() if rest.strip() else ""
    # "under ben wexhurst trying to book ...": a verb in -ing starts what follows.
    if (
        rest.strip()
        and not CLAUSE_END.match(rest)
        and next_word not in NOT_NAMES
        and not next_word.endswith("ing")
    ):
        return None
    return name


def _known_first_name(text: str, at: int) -> str | None:
    """A common first name at `at`, in any case, with the surname after it where one is
    clearly there ("i'm cole mavman", "i'm dana looking for brakes")."""
    thinking = THINKING_AFTER_CUE.match(text, at)  # "this is uh harold jenkins"
    at = thinking.end() if thinking else at
    found = NAME.match(text, at)
    first = found and found.group().split()[0]
    if not first or first.lower() not in FIRST_NAMES:
        return None
    name = _lower_case_name(text, at)
    if name and name.split()[0] == first.capitalize():
        return name
    return first.capitalize()


# First names that are also words the names refuse ("will"): a name where one opens a reply
# that is only a name ("Will", "will turner"), or is written as one ("this is Will").
FIRST_NAMES_AS_WORDS = frozenset({"will"})


def _a_word_as_first_name(words: list[str], at: int, *, whole: bool) -> bool:
    if at != 0 or words[0].lower() not in FIRST_NAMES_AS_WORDS:
        return False
    if not (whole or words[0][0].isupper()):
        return False
    if len(words) == 1:
        return True
    surname = words[1]
    return IS_NAME_WORD.fullmatch(surname) is not None and surname.lower() not in NOT_NAMES


def _month_as_first_name(words: list[str], at: int) -> bool:
    """ "June Okhurst": a month that opens a name and has a surname after it."""
    if at != 0 or words[0].lower() not in NAMES_OF_MONTHS or len(words) < 2:
        return False
    surname = words[1]
    return (
        IS_NAME_WORD.fullmatch(surname) is not None
        and surname.lower() not in NOT_NAMES
        and surname[0].isupper() == words[0][0].isupper()
    )
