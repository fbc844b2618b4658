"""What the policy listens for in the customer's own words, beside what the understanding
reads: a pick from the offered times, a wish for other times, dropping what is under way, a
question about a booked visit. Each is a phrase a customer was seen to use."""

from __future__ import annotations

import re

from assistant.understand.calendar_words import MONTH_NUMBERS, NUMBER_WORDS
from assistant.understand.intents import (
    ASKS_WHICH_DAYS,
    CALL_BEFORE_WORK,
    FED_UP_WITH_THE_ASSISTANT,
    RETURNS_A_CALL,
)
from assistant.understand.times import SPAN
from assistant.understand.vehicles import MAKE

# Kinds of engine a shop works on or not, said of cars: "gas", "diesels", "hybrids".
FUELS = r"(?:gas(?:oline)?|petrol|diesels?|hybrids?|evs?|electric(?: cars)?)\b"
# A reply that is only a number ("2", "#3", "option 1", "830"): a pick from the times offered.
# A caller says it in words: "ten", "the ten".
BARE_NUMBER = re.compile(
    rf"^\W*(?:#|no\.?\s*|number\s+|option\s+|the\s+)?(\d{{1,4}}|{'|'.join(NUMBER_WORDS)})"
    r"(?:\s+(?:please|pls|works|is good|is fine))?\W*$",
    re.I,
)
# A bare "yes", "sure", "ok please", "perfect, I'll take it" with nothing else said: to
# "7:30 AM, 8 AM or 8:30 AM?" it takes the first, said back before booking.
AGREES = (
    r"(?:yes|yeah|yep|yup|sure|ok|okay|k|sounds good|that works|perfect|great|fine"
    r"|i'?ll take (?:it|that(?: one)?))"
)
# "Ok book it" to the one time offered: that time (to three it asks which).
BOOK_IT = re.compile(
    rf"^\W*(?:{AGREES}\W+)?(?:please )?(?:book|grab|reserve) (?:it|that(?: one)?|me in)"
    r"(?:\W+(?:please|pls|thanks|thank you))?\W*$",
    re.I,
)
YES_ALONE = re.compile(
    rf"^\W*{AGREES}(?:\W+{AGREES})?(?:\W+(?:please|pls|thanks|thank you))?\W*$",
    re.I,
)
# "Ok", "ok thanks", "got it": heard, not a pick of the first of several times (a "yes" or an
# "ok please" is one).
ONLY_HEARD = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|k+|alright|all right|got it|gotcha|i see|understood|noted|cool"
    r"|thanks|thank you|thx|ty)(?:\W+|$))+$",
    re.I,
)
# "Ok that one", "yes that works", "I'll take it": the one time a question was about ("what's
# the latest you have?"), of several offered.
THAT_ONE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|perfect)\W+)?(?:i'?ll take |let'?s do |book )?"
    r"(?:that(?: one)?|it)(?:\W+(?:works|is fine|please|pls|thanks))?\W*$",
    re.I,
)
ORDINALS = {
    "first": 0,
    "1st": 0,
    "second": 1,
    "2nd": 1,
    "middle one": 1,
    "third": 2,
    "3rd": 2,
    "last": -1,
    # "The later one" of two or three times: the last of them, not later times.
    "later one": -1,
    "the latter": -1,
    "earlier one": 0,
    "the former": 0,
}
# What an ordinal names when it is not a pick from a list: days. "the first monday of january",
# "last week of december", "2nd week in january", "the 3rd of january", "january 2nd".
ORDINAL_NAMES_DAYS = re.compile(
    r"\s+(?:week(?:end)?s?\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
    r"|(?:day|half|part)\s+(?:of|in)\b"
    rf"|(?:of|in)\s+(?:{'|'.join(MONTH_NUMBERS)})\b)",
    re.I,
)
MONTH_BEFORE_ORDINAL = re.compile(rf"\b(?:{'|'.join(MONTH_NUMBERS)})\.?\s*$", re.I)
WINDOW_WORDS = re.compile(
    r"\b(after|before|between|from|until|till|by|later than|earlier than|anytime|any time"
    # "At eight thirty in the morning" is one time, the part of the day only saying which.
    r"|or later|or earlier)\b|(?<!in the )\b(?:morning|afternoon|evening)\b"
    # "I work 9-5": from the end of work on.
    r"|\bwork(?:ing)? (?:from )?\d{1,2}(?::\d\d)?\s*(?:am)?\s*(?:-|–|to |until |till )",
    re.I,
)
# "I work 9-5": a window kept for working days, not a weekend day asked for after it.
WORK_HOURS_SAID = re.compile(
    r"\bwork(?:ing)? (?:from )?\d{1,2}(?::\d\d)?\s*(?:am)?\s*(?:-|–|to |until |till )"
    # "I work till 5", "I'm off at 4", "I get off work at 5:30", "my shift ends at 3".
    r"|\bwork(?:ing)? (?:till|til|until) \d"
    r"|\b(?:get|getting|i'?m|im|i am) (?:off|out|done)(?: of)?(?: (?:work|with work))? (?:at|around) \d"
    r"|\b(?:finish|leave|done with|out of|off) work (?:at|around) \d"
    r"|\bshift (?:ends|is over) (?:at|around) \d",
    re.I,
)
# A reaction to one of our texts, as a phone sends it to a number that is not its own kind:
# an iPhone's 'Liked “Shall I book it?”', an Android's 'Reacted 👍 to "Shall I book it?"'.
REACTION = re.compile(
    r"(?:(?P<verb>Liked|Loved|Emphasized|Disliked|Laughed at|Questioned)|Reacted (?P<emoji>\S+) to)"
    r" [\"“](?P<quoted>.*)[\"”]",
    re.S,
)
# What a reaction says: a thumbs up is a yes to the question it was put on.
REACTION_MEANS = {
    "liked": "yes",
    "loved": "yes",
    "emphasized": "yes",
    "disliked": "no",
    "laughed at": "haha",
    "questioned": "?",
    "👍": "yes",
    "❤️": "yes",
    "‼️": "yes",
    "👎": "no",
    "😂": "haha",
    "❓": "?",
}
RETURNS_A_CALL_SAID = re.compile(RETURNS_A_CALL, re.I)
FED_UP = re.compile(FED_UP_WITH_THE_ASSISTANT, re.I)
CALLED_BEFORE_WORK = re.compile(CALL_BEFORE_WORK, re.I)
WHICH_DAYS = re.compile(ASKS_WHICH_DAYS, re.I)
# A call asked for ("can you call me at 303-555-0100", "have someone call me back"), or one
# returned ("you called me earlier?"): the team is told to call, whatever the channel.
CALL_ME = re.compile(
    r"\b(?:call|ring) (?:me|us)\b|\bcall ?back\b|\bgive me a (?:call|ring)\b|" + RETURNS_A_CALL,
    re.I,
)
# A service added to a visit already booked: offered the same day, when that one ends.
ADD_TO_VISIT = re.compile(
    r"\badd\b.*\bto (?:(?:my|the) (?:[\w'-]+ ){0,2}(?:appointment|appt|booking|visit)|that|it|this)\b"
    r"|\b(?:at the same time|while (?:it'?s|its|the car is|my car is) (?:there|in)"
    r"|while (?:you'?re|you are|ur) at it)\b"
    r"|\b(?:when|while) (?:i(?:'m)?|we(?:'re)?) (?:come |bring (?:it |the car |her |him )?)?in"
    r" for (?:my|the|our)\b"
    # "Can you look at my brakes when I'm in?", "at my appointment wednesday".
    r"|\b(?:when|while) (?:i'?m|i am|we'?re|we are|it'?s|its|the car is) (?:in|there|at the shop)\b"
    r"|\b(?:at|during) (?:my|the|our) (?:appointment|appt|visit)\b",
    re.I,
)
# "Can you add an oil change too?" while a time is held for another service: both wanted.
ADDS_ANOTHER = re.compile(r"\b(?:add|also|too|as well|plus|while (?:it'?s|you'?re) at it)\b", re.I)
# "Actually just the oil change is fine", "only the alignment": of the services under way, the
# one named is all that is wanted.
ONLY_THAT = re.compile(
    r"\b(?:just|only)(?: (?:need|want|do|get|book|go with|the one))? (?:the |an? |my |that )?"
    r"(?!(?:a )?(?:sec|second|moment|minute|min|wondering|checking|curious|looking|realized)\b)",
    re.I,
)
# "Skip the brake inspection", "forget the rotation": the one named is dropped from them.
SKIPS = re.compile(
    r"\b(?:skip|drop|forget(?: about)?|leave (?:off|out)|no need for|(?:don'?t|do not) need|hold off on"
    r"|(?:don'?t|do not) (?:do|bother with))(?: the| that| my| an?)? ",
    re.I,
)
# "Can I change that to the afternoon?", "make it 3pm" of a visit just booked: that visit moved.
# "Sorry wrong day, I meant wednesday": the time just booked put right.
MEANT_ANOTHER = re.compile(r"\bi meant\b|\bwrong (?:day|date|time)\b", re.I)
CHANGES_IT = re.compile(
    rf"\b(?:change|switch|make|move|push|shift|bump)\s+(?:it|that|this)\b|{MEANT_ANOTHER.pattern}",
    re.I,
)
# "Sure, same day" to "Would you like to book the tire rotation as well?".
SAME_DAY = re.compile(r"\bsame[- ]day\b", re.I)
# "See you at 10", "I'll be there": a visit taken in.
SEE_YOU = re.compile(r"\bsee (?:you|ya|u)\b|\bi'?ll be there\b", re.I)
# "How long will I be there total?": every visit booked, not the last one.
IN_ALL = re.compile(
    r"\b(?:total|altogether|all together|together|in all|all in|both|all of (?:it|them)"
    r"|the whole (?:thing|time))\b",
    re.I,
)
# "Can I pick it up at 6?" of a visit booked: until when the shop is open that day.
PICK_UP = re.compile(
    r"\bpick (?:it|her|him|the car|my car|the truck|my truck) up\b|\bpick ?up (?:time|at|by|after)\b"
    r"|\bpick ?up (?:my|the) (?:car|truck|van|vehicle)\b",
    re.I,
)
# One more visit, not a change of the one booked.
ONE_MORE = re.compile(r"\b(?:another|second|one more|also|too|as well)\b", re.I)
# "Friday instead, same time?": a visit moved to another day keeps its time of day.
SAME_TIME = re.compile(r"\bsame (?:time|hour)\b", re.I)
# Any of the offered times will do, the sooner the better.
SOONEST = re.compile(
    r"\b(?:asap|as soon as (?:possible|you can)|earliest|soonest|first (?:available|opening)"
    r"|whenever|any ?time|any of (?:those|them)|doesn'?t matter|don'?t care"
    r"|whichever|(?:either|any) (?:one|is fine|works|is good)|you (?:pick|choose)"
    r"|whatever(?:'?s| is)? (?:open|free|available|first))\b"
    r"|^\W*any\W*$",  # "any", to "which works for you?"
    re.I,
)
# The price just said is more than hoped: "that's expensive", "too much", "kinda steep".
PRICE_TOO_HIGH = re.compile(
    r"\b(?:expensive|pricey|pricy|steep|too (?:much|high)|costly"
    # Not "thanks a lot".
    r"|(?:that'?s|thats|that is|it'?s|its|seems like|wow,?) (?:kind of |kinda |pretty |so )?a lot"
    r"|more than i (?:thought|expected|wanted)|out of my budget|can'?t afford)\b",
    re.I,
)
# When the work could be done, asked beside a price: "how much and when can you do it?".
WHEN_FREE = re.compile(
    r"\bwhen (?:can|could|would|will) (?:you|u|y'?all|ya|i|we)\b(?! (?:pick|get) it\b)"
    r"|\bhow soon\b|\bwhen(?:'s| is) (?:your |the )?(?:next|earliest|soonest|first)\b"
    r"|\bwhen (?:are|r) (?:you|u) (?:free|available)\b|\bavailability\b",
    re.I,
)
# Whether the shop is open at this moment: "are you open right now?", "still open?".
OPEN_NOW = re.compile(
    r"\bstill open\b|\bopen (?:right now|now|rn|at the moment|currently)\b|\bcurrently open\b"
    # Not "what days are you open", which asks for the week.
    # Nor "when are you open?" or "what time are you open?", which ask the hours.
    r"|(?<!days )(?<!hours )(?<!when )(?<!time )"
    r"\b(?:are|r) (?:you|u|y'?all|ya) (?:guys )?open\W*$",
    re.I,
)
# When the shop closes, with no day said: the day just talked about, or today ("what time do
# you close?" after "are you open saturday?").
CLOSING_TIME = re.compile(
    # As texted too: "wat time u close", "wen do u close".
    r"\bwh?at time (?:(?:do|does|will) )?(?:you|u|ya|y'?all|the shop|it) (?:guys )?close\b"
    r"|\bwh?en (?:(?:do|does|will) )?(?:you|u|ya|y'?all|the shop) (?:guys )?close\b"
    r"|\bclosing time\b|\bhow late (?:are|r) (?:you|u|ya|y'?all) (?:guys )?open\b"
    # "What time are you open till?", "wat time r u open til".
    r"|\bwh?at time (?:are|r) (?:you|u|ya|y'?all) (?:guys )?open (?:till|til|until|to)\b"
    r"|\bopen (?:till|til|until) what time\b",
    re.I,
)
# A caller whose confirmation should go to another phone ("text me at a different number",
# "this is a landline").
ANOTHER_NUMBER = re.compile(
    r"\b(?:different|another|other|new|better)\s+(?:cell\s+|mobile\s+|phone\s+)?(?:number|phone|cell)\b"
    r"|\blandline\b|\b(?:can'?t|cannot|doesn'?t|don'?t|won'?t) (?:get|receive|take) texts?\b",
    re.I,
)
# A hello and nothing else: "hi", "hey there!", "good morning".
HELLO_ONLY = re.compile(
    r"^\W*(?:h+i+(?:ya)?|h+e+l+o+|h+e+y+|howdy|yo|hiya|hola|greetings"
    r"|good (?:morning|afternoon|evening)"
    # "Merry Christmas!": a greeting, not the day asked for.
    r"|merry (?:christmas|xmas)|happy (?:holidays|new year|thanksgiving|easter|hanukkah)"
    r"|season'?s greetings)"
    r"(?:\s+(?:there|guys|all|y'?all|folks|team))?\W*$",
    re.I,
)
# "How are you?", "how's it going": asked of the assistant, answered in kind.
HOW_ARE_YOU = re.compile(
    r"^\W*(?:(?:hi+|hey+|hello+|good (?:morning|afternoon|evening))\W+)?"
    r"(?:how (?:are|r) (?:you|u|ya)(?: doing| today)?|how'?s it going|how(?:'s| is) your day"
    r"|what'?s up|sup)\W*$",
    re.I,
)
# "Sorry, wrong number": nothing to help with, and no reason to go on.
WRONG_NUMBER = re.compile(r"\bwrong (?:number|person|shop)\b|\bnot who i meant\b", re.I)
# A receipt or the paperwork of a past visit: the team's to send.
PAPERWORK = re.compile(
    r"\b(?:receipt|invoice|paperwork|service records?|maintenance records?|itemized bill)s?\b", re.I
)
# Asking for times other than those offered.
LATER = re.compile(
    r"\b(?:anything|something|any ?time|times?|any)\s+later\b|^\W*(?:(?:even|still|any) )?later\W*$"
    r"|\bnothing later\b(?! than)|\bafter (?:that|those)\b"
    r"|\blater than (?:that|those|these)\b"
    # "No, later that day", "a bit later": of the day offered, after the times offered.
    r"|\blater (?:that|the same|on that|in the|on in the) day\b|\b(?:a )?(?:bit|little|tad) later\b"
    r"|^\W*(?:\w+\W+)?later on\W*$"
    # "Are any of those available later?", "got later ones?": times after those offered.
    # Not "the later one", the last of them.
    r"|\b(?:available|open|free) later\b|(?<!the )\blater (?:times?|ones?|slots?|openings?)\b",
    re.I,
)
# "Anything later in the day?" of the morning's times: the afternoon's, not the next three.
LATER_IN_THE_DAY = re.compile(r"\blater (?:on )?in the day\b", re.I)
# The day's last open times: "what's the latest you have?".
LATEST = re.compile(
    r"\blatest\b|\blast (?:time|slot|appointment|appt|opening)s?\b(?! (?:i|we) (?:was|were|came))",
    re.I,
)
# The last open times of the day asked for, said with the request: "friday, as late as
# possible", "your last appointment of the day" (not "friday at the latest", a deadline).
LATE_AS_POSSIBLE = re.compile(
    r"\bas late as (?:possible|poss|you can|u can|you(?:'?ve| have)(?: got)?|you go|it gets)\b"
    r"|\blatest (?:possible|time|slot|appointment|appt|opening|available|you (?:have|can|got|do)"
    r"|you've got)\b"
    r"|\blast (?:time|slot|appointment|appt|opening)s? (?:of|in|on) the day\b"
    r"|\blast (?:slot|appointment|appt|opening)s? (?:you have|available)\b"
    # "The last one on friday", "what's the latest on saturday": that day's last times,
    # whatever day's were offered.
    r"|\blatest (?:on|for) (?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|\bwhat(?:'?s| is) the latest\W*$"
    r"|\blast (?:one|time|slot|appointment|appt|opening)s? (?:on|for) (?:this |next )?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    # "End of day friday", "close to closing": the day's last times.
    r"|\b(?:end of (?:the )?day|close to closing|right before (?:you )?close|before closing)\b",
    re.I,
)

EARLIER = re.compile(
    r"\b(?:anything|something|nothing|any ?time|times?|any|no)\s+earlier\b"
    r"|^\W*(?:(?:even|still|any) )?earlier\W*$"
    r"|\bbefore (?:that|those)\b"
    r"|\bearlier (?:that|the same|on that|in the) day\b|\b(?:a )?(?:bit|little|tad) earlier\b",
    re.I,
)
# "Friday", "tomorrow", "the 18th", "dec 18": a day said as a deadline's.
A_DAY_SAID = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|the \d{1,2}(?:st|nd|rd|th)"
    rf"|(?:{'|'.join(sorted(MONTH_NUMBERS, key=len, reverse=True))})\.? \d{{1,2}}(?:st|nd|rd|th)?)"
)
# A day the work must be done before: "before my road trip on friday", "need it done by
# thursday" (not "bring it by thursday", a visit that day).
DEADLINE_DAY = re.compile(
    r"\bbefore (?:(?:my|the|our|his|her) [\w' -]{1,30}? (?:on |this |next )?)?"
    rf"{A_DAY_SAID}\b"
    r"|\b(?:done|ready|fixed|finished|back) by (?:this |next )?"
    rf"{A_DAY_SAID}\b",
    re.I,
)
# A day before the one offered: "anything earlier in the week?", "a day earlier", "sooner?".
EARLIER_DAY = re.compile(
    r"\bearlier (?:in the week|this week|day|date)\b|\ban earlier (?:day|date)\b"
    r"|\b(?:a )?day (?:or two )?earlier\b|\bsooner\b",
    re.I,
)
ANOTHER_DAY = re.compile(
    r"\b(?:later in the week|another day|a different day|other days?|the next day)\b", re.I
)
NONE_OF_THOSE = re.compile(
    r"\b(?:none of (?:those|them|these)|neither|nothing there|those (?:don'?t|do not|won'?t) work"
    r"|(?:any )?other times?|different times?|what else (?:do you have|have you got|is (?:there|open)"
    r"|(?:is|you have) available)|(?:anything|something) else (?:open|available|free)"
    r"|(?:have|got) anything else)\b",
    re.I,
)
# "Are you accepting new customers?", "do you take new clients": a shop that books through its
# assistant does; asked, not told ("I'm a new customer").
NEW_CUSTOMERS = re.compile(
    r"\b(?:are (?:you|u) (?:guys )?(?:still )?(?:accepting|taking|seeing)|(?:do|can|will) (?:you|u)"
    r" (?:guys )?(?:still )?(?:accept|take|see|work with))(?: on)? (?:any )?new"
    r" (?:customers?|clients?|people|patients?)\b",
    re.I,
)
# "I have a question", "quick question": one is coming; asked for, not "which service?".
QUESTION_COMING = re.compile(
    r"^\W*(?:(?:hi|hey|hello|yes|yeah|ok|okay|um+|so)\W+)*"
    r"(?:i (?:have|got|had|just have) (?:a|one|another|some|two|a couple(?: of)?) (?:quick |few )?"
    r"questions?|(?:a |one )?quick question|(?:can|could|may) i ask (?:you )?(?:a |something|you"
    r" something)?(?: quick)?(?: question)?|(?:a )?question for (?:you|u|the shop))"
    r"(?: (?:about|on|regarding) (?:my|the|a|our) (?:car|truck|vehicle|van|suv))?\W*$",
    re.I,
)
QUESTION = re.compile(
    r"\?\s*$|^\W*(?:(?:thanks|thank you|thx|ok|okay|cool|great|got it|perfect|also|and|oh)\W+)?"
    r"(?:do|does|is|are|can|could|will|would|what|how|who|when|where|why|which)\b",
    re.I,
)
# "Will it be done by noon?", "when will my car be ready?": of a visit still to come, when it
# should be ready.
READY_BY_ASKED = re.compile(
    r"\b(?:will|would|should|can|could) (?:it|that|she|(?:my|the|an?) [\w-]+(?: [\w-]+)?) be"
    r" (?:done|ready|finished)\b"
    r"|\b(?:when|what time) (?:will|would|should) (?:it|my car|the car|my truck|that|she) be"
    r" (?:done|ready|finished)\b",
    re.I,
)
# "If I drop it off at 8", "if we bring it in tomorrow": a visit not yet booked, supposed.
IF_BROUGHT_IN = re.compile(r"\bif (?:i|we) (?:drop|bring|leave|come)\b", re.I)
# "How often should I change my oil?", "how many miles between oil changes?": the car's own
# schedule, which the shop cannot know from here.
HOW_OFTEN = re.compile(
    r"\bhow often\b|\bhow (?:many|much) (?:miles|mileage|time|months) (?:between|before|until|till)\b"
    # "How long do brake pads last?": how long they wear, not how long the job takes.
    r"|\bhow long (?:do|does|will|should) (?:[\w-]+ ){1,3}last\b"
    r"|\bwhen (?:should|do) (?:i|we) (?:need to )?(?:change|replace|do|get)\b.*\b(?:next|again)\b"
    # "When should I replace my timing belt?": by the car's schedule, not a day to book.
    r"|\bwhen (?:should|do|would) (?:i|we) (?:need to |have to )?(?:change|replace) (?:my|the|our)\b"
    r"(?![^.?!]*\b(?:today|tonight|tomorrow|tmrw|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"
    # "When's my next oil change due?", "when is my car due for an oil change?".
    r"|\bwhen(?:'?s| is| am) (?:my|our|the|i)\b[^.?!]*\bdue\b",
    re.I,
)
# "Is synthetic worth it?", "should I get synthetic or conventional?": which oil suits the car,
# which its owner's manual says, not a time to book.
WHICH_OIL = re.compile(
    r"\b(?:synthetic|conventional|full synthetic|synthetic blend) or (?:synthetic|conventional"
    r"|full synthetic|synthetic blend)\b|\bsynthetic (?:oil )?(?:worth it|better|necessary)\b"
    r"|\b(?:should|do) (?:i|we) (?:get|use|go with|need) (?:full )?synthetic\b"
    r"|\b(?:what|which) (?:kind of |type of )?oil (?:should (?:i|we) (?:use|get)|does (?:my|our|the)"
    r" (?:car|truck|\w+) (?:need|take|use))\b",
    re.I,
)
# "Can I wait for it?": a waiting job says yes, a drop-off job when to bring the car.
CAN_WAIT = re.compile(
    r"\b(?:can|could|may|should|do) (?:i|we) (?:just )?wait\b|\bwait (?:for it|on it|there)\b"
    r"|\bwhile i wait\b|\bwaiting (?:room|area)\b"
    r"|\b(?:ok|okay|possible|alright|fine) (?:for (?:me|us) |if (?:i|we) )?(?:to )?wait\b"
    r"|\bwait while (?:you|u|it'?s|its|the)\b|\bstay (?:there )?while (?:you|u|it'?s|its)\b",
    re.I,
)
# "Do I need to stay there while you do it?": whether they must wait, not whether they may.
MUST_STAY = re.compile(
    r"\b(?:do|will|would) (?:i|we) (?:need|have) to (?:stay|wait|hang around|stick around|be there (?:the whole time|while))\b"
    r"|\b(?:i|we) (?:don'?t|do not) (?:need|have) to (?:stay|wait)\b",
    re.I,
)
# "Do I need to leave it there all day?": whether the car must stay, which a job done while
# the customer waits answers.
LEAVE_IT = re.compile(
    r"\b(?:do|will|would|should) (?:i|we) (?:need|have) to (?:leave|drop) (?:it|the car|my car)\b"
    r"|\b(?:leave|drop) (?:it|the car|my car)(?: off)?(?: there| with you)? (?:all day|overnight)\b"
    # "Is that a drop off thing?", "is it a drop-off?".
    r"|\bis (?:that|it|this) (?:a )?drop[- ]?off\b",
    re.I,
)
# "How long does an oil change take?" (not "how long till my car is done", a status question).
# "How long does it take?", "and how long?"; not "how long have you been open?".
HOW_LONG = re.compile(
    r"\bhow long\b(?!\s+(?:ago|have|has|had|since|until|till|before|you(?:'ve| have) been)\b)"
    r"|\bhow much (?:more )?time\b|\bwait time\b|\bhow long(?:'s| is) the wait\b|\bhow much longer\b",
    re.I,
)
# "30 min later", "an hour earlier": the chosen time moved by that much.
SHIFTED = re.compile(rf"\b{SPAN}\s+(?P<way>later|earlier)\b", re.I)
# "Push it back an hour", "move my appt up 30 min": back is later, up or forward earlier; "push
# it an hour", with no way said, is later.
PUSHED = re.compile(
    r"\b(?P<verb>push|move|bump|set)(?:\s+(?:it|that|(?:my|the)\s+(?:appt|appointment|time)))?\s+"
    rf"(?:(?P<way>back|up|forward|later|earlier)\s+)?(?:by\s+)?{SPAN}\b",
    re.I,
)
# "Can I bring it in a day early?", "push it back two days": the visit moved by whole days.
DAYS_SHIFTED = re.compile(
    r"\b(?P<count>\d|a|an|one|two|three)\s+days?\s+(?P<way>early|earlier|sooner|before|later)\b"
    r"|\b(?P<verb>push|move|bump)(?:\s+(?:it|that|(?:my|the)\s+(?:appt|appointment)))?\s+"
    r"(?P<way_moved>back|up|forward|later|earlier)?\s*(?:by\s+)?"
    r"(?P<count_moved>\d|a|an|one|two|three)\s+days?\b",
    re.I,
)
# "What's included in the oil change?": the shop's description of it.
WHATS_INCLUDED = re.compile(
    r"\bwhat(?:'s|s| is| do you| does (?:it|that|(?:the|an?|your) [\w-]+(?: [\w-]+){0,2}))"
    r"\s+(?:included|include|do|get done|cover|covers|check|involve)"
    r"\b|\bwhat comes with\b|\bwhat do (?:i|you) get\b",
    re.I,
)
# "Do you use synthetic?", "does it come with a new filter?": what the service includes.
USES = re.compile(
    r"\b(?:do|does|will) (?:you(?: guys)?|it|that|they|(?:the|your|an?) \w+(?: \w+)?)"
    r" (?:use|come with|include|put in)\b"
    # "Is the filter included in the oil change?"
    r"|\b(?:is|are) (?:the |a |an |new )?[\w-]+(?: [\w-]+)? included (?:in|with)\b",
    re.I,
)
# "Can you also check my brakes tomorrow?" on the day of the visit booked: added to it.
ALSO = re.compile(r"\b(?:also|too|as well|add)\b", re.I)  # "can you add a tire rotation"
# A message that goes on from the last: "and a tire rotation please", "oh and brakes".
AND_MORE = re.compile(r"^\W*(?:(?:oh|ok|okay)\W+)?(?:and|plus)\b", re.I)
# "My wife also needs one", "can you do my son's car too": the same again, for another car.
ONE_MORE_TOO = re.compile(r"\b(?:also|too|as well|another|one more)\b", re.I)
# "Do you guys do alignments?", "do y'all work on diesels' brakes?": whether the shop does it.
DO_YOU_DO = re.compile(
    r"\b(?:do|does) (?:you|u|y'?all|your shop)(?: guys| all)? (?:do|offer|handle|work on|service|perform"
    r"|replace|install)\b",
    re.I,
)
# Two services compared: "what's the difference between the brake inspection and the pads?".
DIFFERENCE = re.compile(
    r"\bdifference between\b|\b(?:vs\.?|versus)\s|\bcompared? (?:to|with)\b"
    r"|\b(?:what(?:'s| is)|whats) the (?:price |cost )?difference\b|\b(?:price|cost) difference\b"
    r"|\bdifference in (?:the )?(?:price|cost)\b"
    r"|\bwhich (?:one )?(?:do i need|should i (?:get|book|do))\b",
    re.I,
)
# A car in danger now: smoke from under the hood, fire. Safety first, then a person.
DANGER = re.compile(
    r"\bsmok(?:e|es|ing) (?:is )?(?:coming )?(?:from|out of|under) (?:the |my )?(?:hood|engine)"
    r"|\b(?:hood|engine) (?:is |started |just started )?smoking\b"
    r"|\b(?:car|truck|engine|hood|it)(?:'s| is)? (?:on fire|caught fire)\b|\bflames\b",
    re.I,
)
# What the driver of an engine that overheats is told, whether asked or not.
OVERHEATING_SAID = (
    "Driving while the engine overheats can ruin it, so it's safest not to drive it: having it "
    "towed in is the safe way."
)
# Trouble that makes a car unsafe to drive to the shop, each with what the customer is told
# before the times: no brakes, a fuel leak, a misfire bad enough to flash the engine light, an
# engine that overheats.
UNSAFE_TO_DRIVE = (
    (
        re.compile(
            r"\bbrakes? (?:that |which )?(?:just )?(?:went out|gave out|failed|(?:are|is) (?:gone|out)"
            r"|(?:don'?t|do not|doesn'?t|won'?t|aren'?t|isn'?t) work(?:ing)?)"
            r"|\bno brakes\b|\bpedal (?:goes |went |sinks |sank )?(?:all the way )?to the floor",
            re.I,
        ),
        "Please don't drive it without working brakes: having it towed is safest.",
    ),
    (
        re.compile(
            r"\bsmell(?:s|ing)? (?:of |like )?(?:raw )?(?:gas|gasoline|fuel)\b"
            r"|\b(?:gas|gasoline|fuel) (?:smell|leak|is leaking|leaking)|\bleaking (?:gas|fuel)\b",
            re.I,
        ),
        "A fuel smell can mean a leak, which is a fire risk: please don't drive it, and keep it "
        "away from sparks and flames.",
    ),
    (
        re.compile(
            r"\b(?:check )?engine light (?:is |keeps |started |just started )?(?:flashing|blinking)"
            r"|\b(?:flashing|blinking) (?:check )?engine light",
            re.I,
        ),
        "A flashing check engine light means a misfire that can damage the engine: please drive "
        "it as little as you can.",
    ),
    (re.compile(r"\boverheat(?:s|ed|ing)\b", re.I), OVERHEATING_SAID),
)
# Several vehicles at once, or a business account: the team sets those up.
FLEET = re.compile(
    r"\bfleet\b|\b(?:[3-9]|\d\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several"
    r"|multiple) (?:of (?:our|my) )?(?:work |company |delivery |box )?(?:trucks|vans|cars|vehicles)\b",
    re.I,
)
# "I got a recall notice for my airbag", "is my car under a recall?": the maker's work, done
# free by its dealers, not a visit an independent shop books. Not "I don't recall".
RECALL = re.compile(
    r"\b(?:(?:a|an|the|open|any|safety|airbag|takata|manufacturer|factory|this) recalls?"
    r"|recalls? (?:notice|notices|letter|repair|repairs|work|fix|done|on|for)"
    r"|(?:was|been|got|is|were|under) recalled)\b",
    re.I,
)
# "Can you come to my house?", "do you have a mobile mechanic?": work away from the shop,
# which only the team can say whether they do.
AWAY_FROM_THE_SHOP = re.compile(
    r"\bcome (?:out )?to (?:my|our|the) (?:house|home|place|work|office|job|driveway|apartment)"
    r"|\bmobile (?:service|mechanic|repair|oil change)s?\b|\b(?:do|can) (?:you|u) (?:come|travel|drive) to\b"
    r"|\b(?:at|in) my (?:house|home|driveway|place|work|office)\b"
    # "A pre purchase inspection at the seller's place": the car is not coming to the shop.
    r"|\b(?:at|to) (?:the |his |her |their )?(?:sellers?|owners?|dealers?)'?s? (?:place|house"
    r"|home|lot|location|driveway)\b"
    # "My battery died, can someone come jump it?": a call-out, not a visit to the shop.
    r"|\bcome (?:out )?(?:and )?(?:jump|tow|get|pick up)\b|\bjump ?start\b|\broadside\b"
    # "My car broke down on I-70": stranded, not a visit to book.
    r"|\b(?:broke|broken) down\b|\bstranded\b|\bstuck on the (?:side of the )?(?:road|highway|freeway)\b"
    r"|\bneeds? a jump\b|\b(?:died|quit|stalled|broke) on (?:the |me on the )?(?:highway|freeway|interstate|road)\b",
    re.I,
)
# "Book it for next week instead", "rebook": the visit just cancelled, booked again.
REBOOKS = re.compile(r"\b(?:book|schedule) (?:it|that|one)\b|\brebook|\binstead\b", re.I)
# "Is that price for both axles?", "does the quote include parts?": what a price covers.
PRICE_COVERS = re.compile(
    # Not "what is the cost of a coolant flush?", which asks the price itself.
    r"(?<!what )(?<!how much )\b(?:is|was) (?:that|this|the|it) (?:price|quote|cost|estimate)\b"
    r"|\bdoes (?:that|this|the) (?:price|quote|cost|estimate) (?:include|cover)\b"
    r"|\bis (?:that|this|it) (?:per|for each|for both|for all|each)\b"
    # "Is that front and back?" of the brakes priced.
    r"|\bis (?:that|this|it) (?:for )?(?:the )?(?:front|back|rear)(?: (?:and|or|&) (?:the )?"
    r"(?:front|back|rear))?(?: (?:brakes|wheels|axles?|tires))?\W*$"
    # "Is that with the water pump?", "does it come with new rotors?"
    r"|\b(?:is|does) (?:that|this|it) (?:with|include|includes|including|come with|cover)\b"
    # "Does the diagnostic fee go toward the repair?": the owner's description says.
    r"|\b(?:go|goes|count|counts|applied|apply|credit|credited)(?: it| that| the fee)?"
    r" (?:towards?|to|against) (?:the )?(?:repairs?|work|bill|fix)\b",
    re.I,
)
# "Is it free if you do the brakes?" of the inspection priced: what its price includes, not
# the brake job asked for.
FREE_WITH_THE_WORK = re.compile(
    r"\bfree (?:if|when|with|once) (?:you|u|y'?all|i|we) (?:do|get|fix|replace|go ahead|have)\b",
    re.I,
)
# "What's your phone number?": the shop's, to call.
ASKS_OUR_NUMBER = re.compile(
    r"\b(?:what(?:'s| is)|whats) (?:your|ur|yr|the shop'?s|the) (?:phone )?(?:number|#)(?! on)\b"
    r"|\b(?:a )?number (?:i can|to) call\b|\bcan i (?:call|phone) (?:you|u|the shop)\b"
    r"|\b(?:your|ur) (?:phone )?number\?"
    r"|\b(?:address|location) (?:and|&|\+) (?:your |the )?(?:phone|number|phone number|#)\b"
    r"|\b(?:phone|number|phone number) (?:and|&|\+) (?:your |the )?address\b",
    re.I,
)
# "Can you text me the address?", "send it to my phone": the address wanted by text.
TEXT_IT_TO_ME = re.compile(
    r"\b(?:text|txt|sms|send|message)(?: it| that| them| those)? (?:to )?(?:me|my (?:phone|cell))\b"
    r"|\b(?:by|in a|via|over|as a) text\b|\bsend (?:me )?a text\b",
    re.I,
)
# What a customer thanks for: "thanks for the help", "thanks for the reminder".
THANKED_FOR = (
    r"(?:help|info|information|answer|time|reminder|text|heads[- ]up|message|confirmation)"
)
# "Thanks!", "ok thank you so much": thanks for what was said, asking nothing more.
THANKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|great|perfect|cool|awesome|got it|good to know)\W+)*"
    r"(?:thanks|thank you|thank u|thx|ty|tysm|appreciate it|much appreciated)"
    r"(?:\W+(?:so much|a lot|again|very much))?"
    rf"(?:\W+for (?:the|your|all the|all your) {THANKED_FOR}"
    r"(?: (?:earlier|today|yesterday|before))?)?\W*$",
    re.I,
)
# "I never got the confirmation", "can you resend it": the visit's confirmation texted again.
# "Will you text me a reminder?", "do I get a reminder the day before?": whether one comes.
REMINDER_ASKED = re.compile(
    r"\b(?:text|send|call|give)(?: me)? (?:a |any )?reminders?\b"
    # Not "I never got a reminder": one missed, for the team.
    r"|(?<!nt )(?<!n't )(?<!not )(?<!never )\b(?:get|receive|be sent) (?:a |any )?reminders?\b"
    r"|\bsend (?:out )?reminders\b"
    r"|\bremind me (?:the day|a day|before|beforehand|about it)\b",
    re.I,
)
# "I didn't get a code", "can you send it again?" while a code is asked for.
NO_CODE_CAME = re.compile(
    r"\b(?:did ?n[o']?t|didnt|never|did not|have ?n[o']?t|havent|not) (?:get|got|gotten|receive[d]?"
    r"|come|came)\b|\bno (?:code|text)\b|\b(?:re-?send|send (?:it|another|a new|one) ?)"
    r"|\bnothing (?:came|yet|here)\b|\bstill (?:nothing|no)\b|^\W*nothing\W*$",
    re.I,
)
RESENDS = re.compile(
    r"\b(?:re-?send|send (?:me )?(?:it|that|(?:the |my )?(?:address (?:and|&) (?:the |my )?)?"
    r"(?:confirmation|details|appointment"
    r"|appt|text))(?: \w+)? again)\b"
    r"|\b(?:did ?n[o']?t|didnt|never|did not|have ?n[o']?t|havent) (?:get|got|gotten|receive[d]?)"
    r" (?:a|the|my|any|your)(?: \w+)? (?:confirmation|text|message|reminder)\b"
    # "Can you text me my appointment details", "send me my appointment info": the visit booked.
    r"|\b(?:text|send|shoot) me (?:my|the) (?:appointment |appt |booking |visit )?"
    r"(?:details|info|information|confirmation)\b(?! (?:for|about|on) (?!it\b|my \w+ (?:appointment|appt|visit)))"
    r"|\b(?:text|send) me my (?:appointment|appt|booking)\b"
    # "He booked me an appointment but I can't find the text".
    r"|\b(?:can'?t|cannot|couldn'?t) find (?:the|my|a|your|that)(?: \w+)? (?:confirmation|text|message)\b",
    re.I,
)
# "Is there a fee to cancel?": the shop's policy, which no catalog says.
CANCEL_POLICY = re.compile(
    r"\b(?:cancel(?:l?ation)?|no[- ]show|late|reschedul(?:e|ing)) (?:fees?|polic(?:y|ies)|charges?|penalt(?:y|ies))\b"
    r"|\b(?:fees?|charges?|penalt(?:y|ies)|charged?) (?:to|for|if (?:i|we)) (?:cancel|reschedul)",
    re.I,
)
# "How far out are you booking right now?": of these days, not a day to book.
THESE_DAYS = re.compile(r"\b(?:right now|now|currently|at the moment|these days|lately)\W*$", re.I)
# "How far in advance do I need to book?": the shop's notice and horizon.
HOW_FAR_AHEAD = re.compile(
    r"\bhow (?:far|long|much time|many days|soon) (?:in advance|ahead|out)\b"
    r"|\bhow much (?:advance )?notice\b|\bhow far (?:ahead|out) can (?:i|we|you) book\b",
    re.I,
)
# "Thanks, bye": the conversation is over.
FAREWELL = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|thanks|thank you|thx|ty|great|perfect|cool|no|nope|nah|that'?s (?:all|it))\W+)*"
    r"(?:bye|goodbye|bye bye|see ya|see you|cya|later|take care|have a good (?:one|day|night))\W*$",
    re.I,
)
# "Ok I'll just come by then" after the word on walk-ins: nothing to book.
WILL_COME_BY = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|alright|cool|great|thanks|thank you|sounds good)\W+)*(?:then\W+)?"
    r"i'?ll (?:just )?(?:come|stop|swing|pop|drive|head) (?:by|in|over|down)\b(?: (?:then|later|sometime))?\W*$",
    re.I,
)
# "Idk what it needs", "not sure": the customer can't name the service.
UNSURE = re.compile(
    r"\b(?:idk|dunno|no idea|no clue|not sure|i (?:don'?t|do not|dont) know)\b", re.I
)
# What a text of a photo alone reads as (the assistant cannot open pictures).
A_PHOTO = "[a photo]"
# "That's all", "that's it for now": nothing more wanted.
THATS_ALL = re.compile(
    r"^\W*(?:(?:no|nope|nah|ok(?:ay)?)\W+)?(?:(?:that'?s|thats|that is|that was) (?:it|all|everything)"
    r"|nothing(?: (?:else|really|right now|at the moment))?)"
    r"(?: for (?:now|today))?\W*(?:(?:thanks|thank you|thx)\W*)?$",
    re.I,
)
# Letting go of what is under way.
NEVER_MIND = (
    r"never ?mind|nvm|forget (?:it|about it|that)|scratch that|don'?t bother|changed my mind"
    r"|change of plans?|(?:don'?t|no longer) need (?:it|that|one)(?: anymore)?"
)
# Dropping the booking under way: "never mind", "cancel that", a bare "cancel" (which, with
# "my appointment", is about one already booked).
GIVES_UP = re.compile(
    rf"\b(?:{NEVER_MIND}|i'?ll (?:call|text|check|try) (?:back|later|again)"
    r"|(?:take it|go|try) (?:to )?(?:another|a different) (?:shop|place|garage|mechanic)"
    r"|(?:go|take it|try) somewhere else"
    r"|(?:i'?ll|i will|let me|i need to|i'?ve got to|gotta) (?:think|sleep) (?:about it|on it)"
    r"|cancel (?:that|this|it)\b(?! appointment))|^\W*(?:no\W+)?cancel\W*$",
    re.I,
)
# Work no longer wanted: "I don't need the tire rotation anymore", "take the tire rotation off
# my appointment", "remove the alignment from my visit".
DROPS_WORK = re.compile(
    r"\b(?:don'?t|do not|no longer|won'?t|will not) (?:need|want)\b.*\b(?:any ?more|after all)\b"
    r"|\b(?:take|remove|drop|leave) (?:the )?[\w -]+? (?:off|from|out of) (?:my|the|that) "
    r"(?:appointment|appt|visit|booking)\b",
    re.I,
)
# Leaving an appointment as it is, while moving or cancelling it ("cancel it" then cancels).
KEEPS_IT = re.compile(rf"\b(?:{NEVER_MIND}|keep it|leave it)\b", re.I)
# "I can drop it off at 7 on my way to work": the car left, not a visit that starts then.
DROPS_IT_OFF = re.compile(
    r"\b(?:drop|leave) (?:it|the car|my car|our car|the truck|my truck|the keys?|my keys?|off)\b",
    re.I,
)
# "My cell is 303-555-2211 but I prefer email": confirmations go by text, never email.
EMAIL_WANTED = re.compile(r"\be-?mail", re.I)
# No texts wanted at all, to any number: "please don't text me, just call", "no texting",
# "call me instead of texting". Not a "no" to the booking it is said at.
NO_TEXTS_WANTED = re.compile(
    r"\b(?:don'?t|do not|no need to|please never) text me\b|\bno texting\b"
    r"|\bcall(?: me)?,? (?:instead of|not|rather than) (?:a )?text(?:ing)?\b"
    r"|\brather (?:you )?call(?:ed)?(?: me)?,? (?:than|not) text"
    # "Please call, don't text", "call me, no texts", "don't text, just call".
    r"|\bcall(?: me)?,? (?:and |but )?(?:don'?t|do not|no) text(?:s|ing)?\b"
    r"|\b(?:don'?t|do not) text,? (?:just )?call\b",
    re.I,
)
NO_PHONE = re.compile(
    r"\b(?:no|don'?t have an?|do not have an?|without an?|rather not (?:give|share)(?: my| a)?)"
    r" (?:phone|cell|cellphone|mobile|number)\b|\b(?:e-?mail) me\b|[\w.+-]+@[\w-]+\.\w+"
    # "I don't want to give my number", "i'd rather not", "prefer not to share it".
    r"|\b(?:don'?t|do not|rather not|prefer not to|won'?t|not comfortable) (?:want to |wanna )?"
    r"(?:give|share|provide|hand out|leave)(?: out)? (?:my|a|the|it|that|you my)\b"
    r"|^\W*(?:no,? )?(?:i'?d )?(?:rather|prefer) not\b",
    re.I,
)
# Words after "free" that say when the customer is free, not what is free.
FREE_WHEN = (
    r"on|after|before|at|from|in|all|any|until|till|this|next|most|every|tomorrow|today|tonight"
    r"|mornings?|afternoons?|evenings?|weekdays?|weekends?|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?"
    r"|fri|satur|sun)(?:day)?s?"
)
FREE_ESTIMATE = re.compile(
    r"\bfree (?:estimates?|quotes?|price quotes?)\b|\b(?:estimates?|quotes?) (?:for )?free\b"
    # "Do you charge for estimates?", "is there a charge for a quote?"
    r"|\b(?:charge|fee|cost) (?:for|to get) (?:an? )?(?:estimates?|quotes?)\b",
    re.I,
)
# "Can I get a price list?", "what's your cheapest service", "price for everything?": every
# service with its price.
PRICE_LIST = re.compile(
    r"\bprice ?list\b|\b(?:all )?(?:your|the) (?:prices|rates)\b|\bcheapest\b"
    r"|\b(?:most expensive|priciest)\b(?! (?:part|bit)\b)"
    r"|\b(?:prices?|costs?|how much) (?:for|of) (?:everything|all (?:of )?(?:them|your services))\b"
    r"|\blist of (?:prices|services and prices)\b",
    re.I,
)
# Who does the work, and their papers: "who will work on my car?", "are your mechanics
# certified?". The shop's profile does not say; a person answers it.
THE_MECHANICS = re.compile(
    r"\bwho(?:'s| is| will| would|'ll)? (?:going to |gonna )?(?:be )?(?:work(?:ing)? on|fix(?:ing)?"
    r"|look(?:ing)? at|servic(?:e|ing)|repair(?:ing)?) (?:my|our|the|it|her|him)\b"
    r"|\b(?:are|is|r) (?:your|ur|the) (?:mechanics?|techs?|technicians?|guys|staff)\b[^.?!]{0,25}"
    r"\b(?:certified|licensed|ase|qualified|trained|experienced|insured)\b"
    r"|\b(?:certified|ase|master|licensed) (?:mechanics?|techs?|technicians?)\b"
    r"|\base[- ]certified\b"
    r"|\bwhich (?:mechanic|tech|technician|guy)s? (?:will|would|is going to|does|do)\b",
    re.I,
)
# Someone else bringing or fetching the car: "can my wife drop it off?", "can someone else pick
# it up?". Not "can my wife bring her car in friday", a visit for her.
SOMEONE_ELSE_BRINGS_IT = re.compile(
    r"\b(?:can|could|may|will|would|is it ok if|what if) (?:(?:my|our) (?:wife|husband|partner"
    r"|spouse|son|daughter|kid|mom|mother|dad|father|friend|boyfriend|girlfriend|fianc[eé]e?"
    r"|roommate|coworker|co-worker|neighbou?r|brother|sister|grand(?:son|daughter|ma|pa))"
    r"|(?:someone|somebody|anyone|anybody) else|a friend) "
    r"(?:drops?|brings?|picks?|takes?|gets?|collects?) "
    r"(?:it|them|the (?:car|truck|keys?)|my (?:car|truck|keys?))"
    r"(?: (?:off|up|in|back))?\b",
    re.I,
)
# Not a customer: a supplier or another business calling ("I'm calling from Napa Auto Parts"),
# or someone after a job. The team's to answer, not a booking to ask which service of.
FROM_A_BUSINESS = re.compile(
    r"\b(?:i'?m|i am|we'?re|this is \w+(?: \w+)?|just) calling (?:from|on behalf of) (?!(?:my|our|home"
    r"|work|the road|a |another number|a different)\b)",
    re.I,
)
ABOUT_A_JOB = re.compile(
    r"\b(?:job|position|opening|help wanted)s? (?:posting|listing|ad|advert|opening)\b"
    r"|\b(?:are|r) (?:you|u|y'?all)(?: guys)? hiring\b|\bapply(?:ing)? (?:for|to) (?:a |the |your )?"
    r"(?:job|position|mechanic|tech|technician)\b|\blooking for (?:a )?(?:job|work as)\b",
    re.I,
)
# The shop's labor rate is not in its catalog: a person answers it.
LABOR_RATE = re.compile(
    r"\blabou?r (?:rate|cost|charge|price)s?\b|\bhourly (?:rate|labou?r|charge)\b"
    r"|\blabou?r (?:per|an|by the) hour\b|\b(?:per|an) hour for labou?r\b"
    r"|\b(?:how much|what)(?:'?s| is| do you charge for| do u charge for) (?:your |the )?labou?r\b"
    r"|\b(?:charge|cost|bill)(?: you| u)? (?:per|an|by the) hour\b",  # "how much do you charge per hour?"
    re.I,
)
# Upkeep in general, asked of a shop with no such service: which of its services, then.
MAINTENANCE = re.compile(
    r"\b(?:maintenance|tune[ -]?up|check[ -]?up|\d+k?(?:,000)? ?(?:mile )?service|routine service"
    r"|regular service)\b"
    # "What do you recommend for 100k miles?"
    r"|\brecommend\b[^.?!]*\b\d+\s?k(?:,000)?(?: miles?| mi)?\b"
    # "A 2018 Outback with 60k miles, what service does it need?"
    r"|\bwhat (?:service|services|maintenance) (?:does|do|should) (?:it|my car|the car|she|they) (?:need|get)\b",
    re.I,
)
# "Is 9 free?", "is the 9am slot still free?", "free wifi?": a time open or a thing the shop
# has, not a price to haggle over.
FREE_NOT_A_PRICE = re.compile(
    r"\b(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|slots?|spots?|times?|openings?|day"
    r"|morning|afternoon|that one)\s+(?:still\s+)?free\b"
    r"|\bfree\s+(?:wi-?fi|internet|coffee|parking|shuttles?|rides?|water|snacks|tv)\b",
    re.I,
)
# "Is the diagnostic free?", "do you do a free check for the check engine light?": a question
# of the price, not a favour asked.
FREE_ASKED = re.compile(
    r"\bis (?:it|that|this|the (?![^?.!]*\b(?:\d|slot|spot|time|opening|day|morning|afternoon)\b)"
    r"[\w/ -]{1,40}?) (?:free|no charge)\b"
    r"|\b(?:do|does) (?:you|u)(?: guys)? (?:do|offer|have|give) (?:a |any )?free\b",
    re.I,
)
FREEBIE = re.compile(
    # Not the customer's free time: "I'm free Tuesday", "free after 3".
    rf"(?<!\bi'm )(?<!\bim )(?<!\bam )(?<!\bbe )(?<!\bare )\bfree\b(?! (?:{FREE_WHEN})\b)"
    r"|\b(?:for nothing|no charge|discount|comp(?:ed)?|waive|coupons?)\b"
    r"|\bfor (?:under|less than|cheaper than|only) \$?\d"
    # Haggling: "can you do it cheaper?", "any wiggle room on that?".
    r"|\b(?:do|make) (?:it|that|them) (?:any |a (?:bit|little) )?cheaper\b|\bcome down (?:on|a bit|at all|any)"
    r"|\bknock (?:some|a bit|anything|something) off\b|\bwiggle room\b"
    r"|\b(?:any|a|give me a) (?:better|lower) (?:price|deal|rate)\b|\bcan (?:you|u) do (?:any )?better\b"
    # "Can you do it for $40?", "an oil change for 30 bucks" (not "for 2 cars").
    r"|\b(?:do|make) (?:it|that|them|(?:an? |the )?[\w-]+(?: [\w-]+){0,2}) for "
    r"(?:\$ ?\d+|\d+ ?(?:bucks|dollars)\b)"
    # "Can you do $150?", "would you take 150 for it?", "can you go any lower?"
    r"|\b(?:can|could|would|will) (?:you|u|y'?all) (?:do|take|accept|go) (?:\$ ?\d+|\d+ ?(?:bucks|dollars)\b)"
    r"|\b(?:can|could) (?:you|u) go (?:any |a (?:bit|little) )?lower\b",
    re.I,
)
# "Can you also do a free multipoint inspection?" beside a booking: a question for the team
# (some shops check the car over with the work), not a haggle over the price.
FREE_WORK = re.compile(
    r"\bfree (?:[\w-]+ ){0,2}(?:inspections?|checks?|check-?ups?|looks?|assessments?|reports?"
    r"|scans?|top[- ]?offs?)\b",
    re.I,
)
# Why a price is a range, not one figure: "why is the price a range?", "exact price?".
WHY_A_RANGE = re.compile(
    r"\bwhy (?:is|are) (?:the |your |it |that |there )?(?:price|prices|quote|cost)s? (?:a |such a )?"
    r"(?:range|so wide)\b|\bwhy (?:a|the) range\b|\bexact (?:price|cost|quote|number)\b"
    r"|\bwhy (?:isn'?t|is not|can'?t you give) (?:there )?(?:me )?(?:an? )?(?:exact|fixed|set) price\b"
    # "Why is it a range?" of the price just said.
    r"|\bwhy (?:is|'s) (?:it|that|this) (?:a |such a )?(?:range|so wide)\b|\bwhy such a (?:big |wide )?range\b",
    re.I,
)
# Sales tax on the price: the team's to answer.
TAX_ASKED = re.compile(
    r"\b(?:sales )?tax(?:es)?\b.{0,20}\b(?:included|extra|on top|added)\b"
    r"|\b(?:plus|include|including|includes|with|before|after) (?:sales )?tax(?:es)?\b",
    re.I,
)
# Another shop's price to match: the team's to answer, not a refusal.
PRICE_MATCH = re.compile(
    r"\bprice[\s-]?match|\bmatch (?:a|the|their|that|my|this) (?:price|quote)\b"
    r"|\bbeat (?:a|the|their|that|my|this) (?:price|quote)\b|\bcan you beat (?:that|it)\b"
    r"|\b(?:another|other|different) (?:shop|place|garage|dealer(?:ship)?) (?:quoted|said|charges?|wants)\b",
    re.I,
)
# "When is my appointment?": the customer's own bookings, once the number is proven.
ASKS_WHEN_BOOKED = re.compile(
    r"\b(?:when|what time|what day)(?:'s|s| is| was|)\s+my\s+(?:[\w'-]+\s+){0,3}"
    r"(?:appointment|appt|booking)\b"
    # "When is Dana Reyes's appointment?": looked up by its number, as any visit is.
    r"|\b(?:when|what time|what day)(?:'s|s| is| was)\s+(?:[\w-]+\s+){0,2}[\w-]+'s\s+"
    r"(?:appointment|appt|booking|visit)\b"
    r"|\bdo i (?:still )?have an? (?:appointment|appt|booking)\b"
    r"|\bdo (?:i|we) (?:still )?have (?:anything|something) (?:booked|scheduled)\b"
    r"|\bam i (?:still )?(?:booked|scheduled)\b|\bwhen am i (?:booked|scheduled|coming in)\b"
    r"|\bis my (?:[\w'-]+\s+){0,3}(?:appointment|appt|booking) (?:still )?(?:on|set|good|booked|confirmed)\b"
    # "Is my appointment tomorrow?", "is my oil change on friday?": which day it is.
    r"|\bis my (?:[\w-]+\s+){0,3}(?:appointment|appt|booking|oil change|visit)"
    r" (?:for |on |this |next )?(?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
    r"|\bwhat did (?:i|we) (?:book|schedule)\b|\bwhat (?:am i|are we|i'?m) (?:booked|scheduled) for\b"
    r"|\bdid my (?:appointment|appt|booking) go through\b"
    # "I got an appointment tomorrow afternoon I think": one already booked, not one to make.
    r"|(?<!can )(?<!could )(?<!may )(?<!to )(?<!'d )\bi (?:got|have|'ve got|already have)"
    r" an? (?:appointment|appt|booking)\b(?! (?:for|to|with) (?:book|get|make|schedule))"
    r"|\b(?:calling|texting|writing|asking) (?:about|on|regarding) my (?:[\w-]+\s+){0,2}"
    r"(?:appointment|appt|booking)\b"
    # "I got a reminder about my appointment", "got your text about my booking".
    r"|\b(?:reminder|text|message|call|email)s? (?:about|for|of|regarding) my (?:[\w-]+\s+){0,2}"
    r"(?:appointment|appt|booking|visit)\b"
    # After a reminder text, "it" is the appointment.
    r"|\b(?:when|what time|what day) (?:is|was) (?:it|that) again\b"
    r"|^\W*(?:ok(?:ay)?\W+|so\W+|and\W+|sorry\W+)?what time (?:is|was) (?:it|that)\W*$"
    r"|\bremind me (?:when|what time|what day)\b"
    # "What's my confirmation number?": there is none; the visit is said.
    r"|\b(?:confirmation|booking|appointment|reference) (?:number|code|#|no\.?)(?!\w)"
    # "Hi, I'm calling to confirm", "texting to confirm my oil change".
    r"|\b(?:calling|texting|writing|reaching out|here) to confirm\b(?! (?:a|an|if|whether|that you)\b)"
    # "What appointments do I have?", "what do I have booked?".
    r"|\b(?:what|which) (?:appointments?|appts?|bookings?|visits?) do (?:i|we) have\b"
    r"|\bwhat (?:do|have) (?:i|we) (?:got |have )?(?:booked|scheduled)\b"
    # "So I'm booked for the 23rd, right?": checking, not booking.
    r"|\b(?:i'?m|i am|we'?re|we are) (?:booked|scheduled|coming in)\b[^.!]*?(?:\bright|\bcorrect|\?)\W*$"
    # "Wanted to double check what time I'm coming in".
    r"|\bwhat (?:time|day) (?:i'?m|i am|am i|we'?re|are we) (?:coming|supposed to (?:come|be)|due"
    r"|booked|scheduled)\b"
    # "Just confirming my appointment Friday", "my appt is on the 12th right?".
    r"|\bconfirming my (?:[\w-]+\s+){0,2}(?:appointment|appt|booking)\b"
    r"|\bmy (?:appointment|appt|booking) (?:is|was|'s)\b[^.?!]{0,30}\bright\b"
    r"|\bwhat(?:'s|s| is| are)\s+my\s+(?:upcoming\s+|next\s+)?(?:appointments?|appts?|bookings?)\b"
    # "I have two appointments? I only booked one": which they are (then one can be cancelled).
    r"|\b(?:i|why do i|do i) (?:have|got|see) (?:two|2|three|3|multiple|several|double) "
    r"(?:appointments|appts|bookings)\b|\b(?:double|twice) booked\b"
    r"|\b(?:check|see|look up|confirm)\s+(?:on\s+)?my\s+(?:upcoming\s+|next\s+)?(?:appointments?|appts?|bookings?)\b"
    r"|\bwhat time (?:do|should) i (?:need to |have to )?(?:be there|come in|drop it off)\b",
    re.I,
)
# Taking in what they were told of a visit already booked: "see you then", "confirmed",
# "I'll be there" (a reminder's usual answers).
ACKNOWLEDGES = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|k|(?:(?:thanks|thank you)(?: (?:so|very) much| a lot| a bunch)?"
    # "Thanks for the reminder, see you then".
    rf"|appreciate)(?: it| (?:for )?(?:the|your) {THANKED_FOR})?"
    r"|thx|ty|great|perfect|cool|awesome|sounds (?:good|great)|got it|will do"
    r"|yes|y|yep|yeah|sure|see (?:you|ya|u) (?:then|there|soon|tomorrow|in the morning"
    r"|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"|(?:i'?ll |we'?ll |(?:i |we )?will )?be there|(?:i )?confirm(?:ed)?|(?:it'?s )?confirmed|we'?re good|all good"
    # "C", "C to confirm": "Reply C to confirm", as reminder texts elsewhere ask.
    r"|c(?: to confirm)?"
    r"|\U0001f44d)(?:\W+|$))+$",
    re.I,
)
# A reminder's confirmation alone ("C", "confirm", "confirmed"), no mere "ok" or "thanks".
CONFIRMS_A_VISIT = re.compile(
    r"^\W*(?:c(?: to confirm)?|(?:i )?confirm(?:ed)?|(?:it'?s )?confirmed)\W*$", re.I
)
# "R", "R to reschedule": "Reply R to reschedule", as reminder texts elsewhere ask.
RESCHEDULE_LETTER = re.compile(r"^\W*r(?: to reschedule)?\W*$", re.I)
# "Can I book online?", "can I make an appointment through here?": booked right here.
BOOK_HERE_ASKED = re.compile(
    r"\bcan (?:i|we|you) (?:book|schedule|make (?:an? )?(?:appointment|appt|booking))"
    r"(?: (?:an? )?(?:appointment|appt|service))? (?:online|on ?line|here|through (?:here|this"
    r"|(?:the|your) (?:website|site|chat))|by text|over text|through text|over the phone)\b"
    r"|\bdo (?:you|u)(?: guys)? (?:do|have|offer) online (?:booking|scheduling)\b",
    re.I,
)
# One service for more than one car: "oil changes for two cars", "both our cars".
TWO_CARS = re.compile(
    r"\b(?:two|2|both)(?: of)?(?: our| my| the)?(?: company| work| family)? (?:cars|vehicles"
    r"|trucks|suvs|vans)\b"
    # "My wife and I both need oil changes", "we both need one", "two oil changes".
    r"|\b(?:my \w+ and (?:i|me)|(?:i|me) and my \w+|we) both need\b|\bboth of us need\b"
    # "My wife's car needs one too", "I need one too for my truck": the same again, another car.
    r"|\b(?:car|truck|van|suv)\b.*\bneeds? one (?:too|as well)\b"
    r"|\bneed one (?:too|as well) for (?:my|our|the) \w+"
    r"|\b(?:two|2) (?:[\w/-]+ ){0,2}(?:changes|rotations|alignments|recharges|flushes"
    r"|diagnostics|replacements|inspections)\b"
    # "For my Accord and also my wife's CR-V", "my car and my son's truck".
    r"|\bmy (?:[\w-]+ ){0,4}and (?:also |then )?(?:for )?my (?:wife|husband|son|daughter|partner"
    r"|mom|dad|mother|father|boyfriend|girlfriend|kid|brother|sister|friend)'?s\b",
    re.I,
)
# "Is synthetic extra?", "are rotors extra?": answered by what the price includes.
ASKS_IF_EXTRA = re.compile(
    r"\b(?:is|are|does|do) (?:[\w-]+ ){1,3}(?:extra|cost more|included)\b", re.I
)
# "Front and rear brakes", "all four": more than the one axle a price may be for.
BOTH_AXLES = re.compile(
    r"\bfront and (?:the )?(?:back|rear)\b|\b(?:back|rear) and (?:the )?front\b|\bboth axles\b"
    r"|\ball (?:four|4) (?:wheels|brakes|corners)\b",
    re.I,
)
# "How much for front and rear": words of where the work goes, no work of their own.
AXLE_WORDS = frozenset("front rear back both axle axles".split())
# The people a customer books or brings a car for.
RELATIVE = (
    r"(?:wife|husband|son|daughter|partner|mom|dad|mother|father|kid|boyfriend|girlfriend"
    r"|brother|sister|fianc[eé]e?)"
)
# Another car's visit asked for outright: "another one for my wife's car", "my second car"
# ("book me another oil change" alone is still asked about: a repeated request).
ANOTHER_CAR = re.compile(
    r"\b(?:another|a second|one more)\b.*\b(?:car|truck|van|suv|vehicle)\b"
    r"|\b(?:my|our|the) (?:other|second) (?:car|truck|van|suv|vehicle)\b"
    r"|\b(?:my|our) (?:wife|husband|son|daughter|partner|mom|dad|kid)'?s (?:car|truck|van|suv)\b"
    # "My wife's camry needs an oil change": her car by its model, another visit.
    rf"|\b(?:my|our) {RELATIVE}'?s (?:[\w-]+ ){{1,3}}?(?:needs?|is due|could use)\b"
    # "My wife also needs an oil change", "my son wants one too": someone else's car, asked for.
    rf"|\b(?:my|our) {RELATIVE} (?:also |too |as well |then )?(?:needs?|wants?|would like)\b"
    # "Can I also book one for my wife", "an oil change for my wife too": hers, not the
    # customer's own again.
    rf"|\b(?:one|another|too|also)\b.*\bfor (?:my|our) {RELATIVE}\b(?!')"
    rf"|\bfor (?:my|our) {RELATIVE}\b(?!').*\b(?:too|also|as well)\b"
    r"(?! to (?:know|ask|see|check|talk|speak))",
    re.I,
)
# The customer's own among two visits asked for: "one for me and one for my daughter", "my wife
# and I both need one".
ONE_OF_THEM_MINE = re.compile(
    r"\b(?:me|i|mine|myself)\b|\bmy (?:own )?(?:car|truck|van|suv|vehicle)\b", re.I
)
# Who another car's visit is for: "my wife also needs an oil change", "my son's truck".
FOR_A_RELATIVE = re.compile(rf"\b(?:my|our) (?P<who>{RELATIVE})(?:'?s)?\b", re.I)
# "Both my Honda and my Toyota", "my Civic and my F-150": two cars of one customer's, named.
TWO_OF_MY_CARS = re.compile(
    r"\b(?:both |for )?(?:my|our) (?P<first>[\w-]+(?: [\w-]+)?) and (?:also |then )?(?:for )?"
    r"(?:(?:my|our|the) )?(?P<second>[\w-]+(?: [\w-]+)?)",
    re.I,
)
# "Can you set up recurring appointments?", "every 3 months": more than one visit ahead.
RECURRING = re.compile(
    r"\brecurring\b|\bstanding appointment\b|\bevery (?:\d+|two|three|four|six|few) (?:weeks|months)\b"
    r"|\b(?:on a|a regular) schedule\b",
    re.I,
)
# "Swap my oil change for a brake inspection", "a brake inspection instead of the oil change",
# "change my appointment to a tire rotation": other work at the visit booked.
SWAP = re.compile(
    r"\bswap\b|\binstead of\b|\brather than\b|\bswitch (?:it|that|my [\w-]+(?: [\w-]+)?) (?:to|for)\b"
    r"|\bchange (?:it|that|my (?:appointment|appt|booking|visit)) (?:to|into|for) an?\b"
    # "Can I change my appointment from oil change to brake inspection?"
    r"|\b(?:change|switch) (?:it|that|my (?:appointment|appt|booking|visit)) from (?:an? |the |my )?"
    r"[\w/-]+(?: [\w/-]+){0,2} (?:to|into|for)\b"
    # "Change my oil change on friday to a tire rotation": the work, not the day, changed.
    r"|\b(?:change|switch) my [\w-]+(?: [\w-]+)?(?: (?:on|for) [\w-]+)? (?:to|into|for) an?\b"
    r"|\bmake (?:it|that) an? (?!(?:little|bit|few|couple)\b)"
    # "Can I switch to a tire rotation?" of the visit booked.
    r"|\b(?:switch|change) (?:over )?to an? (?!(?:little|bit|few|couple|different|later|earlier)\b)"
    # "I don't need the oil change anymore, just the tire rotation".
    r"|\b(?:don'?t|do not) need (?:the|my|an?) [\w/-]+(?: [\w/-]+){0,2}(?: any ?more| after all)?"
    r",? (?:just|only) (?:the |a |an )?\w",
    re.I,
)
# "Change my appointment to...", "swap my oil change for...": a visit booked is meant.
VISIT_NAMED = re.compile(
    r"\bmy (?:[\w-]+ ){0,3}(?:appointment|appt|booking|visit|reservation)\b"
    r"|\b(?:swap|switch|change) (?:my|the) ",
    re.I,
)
# "I booked an oil change", "we're scheduled friday": a visit the customer says they have.
SAID_BOOKED = re.compile(
    r"\b(?:i|we)(?:'ve| have| already)? (?:booked|scheduled)\b|\b(?:i'?m|we'?re) (?:booked|scheduled)\b",
    re.I,
)
INSTEAD_OF = re.compile(r"\binstead of\b|\brather than\b", re.I)
# "Can you do my wife's car right after?": straight after the visit booked.
RIGHT_AFTER = re.compile(
    r"\b(?:right|straight|just|immediately|directly) after\b|\bafter (?:mine|me|that one)\b"
    r"|\bback[- ]to[- ]back\b",
    re.I,
)
# "Book both", "all of them": every service just priced (not "both cars": TWO_CARS).
ALL_QUOTED = re.compile(
    r"\b(?:both|all(?: three| of them| of those)|the two(?: of them)?|them all)\b"
    r"(?! (?:of )?(?:our |my |the )?(?:cars|vehicles|trucks|suvs))",
    re.I,
)
QUOTES_THE_VISIT = re.compile(
    r"\bmy (?:[\w-]+\s+){0,2}(?:appointment|appt|booking|visit)\b|\bthe total\b|\bmy (?:bill|total)\b"
    r"|\bi(?:'ll| will)? owe\b|\bhow much (?:will|would) (?:it|that) (?:be|cost|run)\b"
    r"|\bwhat(?:'ll| will) it cost\b"
    # "How much is it going to be?", "what's it gonna cost me?", "how much is this gonna run".
    r"|\bhow much (?:is |'s )?(?:it|that|this) (?:going to|gonna) (?:be|cost|run)\b"
    r"|\bwhat(?:'?s| is)? (?:it|that|this) (?:going to |gonna )(?:cost|run|be)(?: me| us)?\b"
    r"|\bhow much (?:is|'s) (?:it|that|this)\W*$|\bwhat(?:'?s| is| will be) the damage\b",
    re.I,
)
# "Can my husband bring it in?", "can the seller bring it in?" (of a car being bought): someone
# else comes with the car booked.
SOMEONE_ELSE_COMES = re.compile(
    r"\b(?:(?:my|our) (?:(?:teenage|teen|older|younger|oldest|youngest|little|big|elderly) )?"
    r"(?P<who>husband|wife|son|daughter|partner|boyfriend|girlfriend|fianc[eé]e?"
    r"|mom|dad|mother|father|friend|brother|sister|roommate|coworker|neighbou?r|grandson"
    r"|granddaughter)|the (?P<seller>seller|owner|dealer|dealership))\b[^.?!]{0,40}?\b(?P<does>bring|drop|pick|driv(?=(?:e|es|ing) (?:it|the car|the truck|her|him|them) in\b))",
    re.I,
)
# The visit booked, named as what the message is about: "I'm calling about the appointment I
# have on Friday", "about my appointment on friday", "question about my oil change on friday".
ABOUT_THE_VISIT = re.compile(
    r"\b(?:calling|texting|writing|asking|question) (?:about|on|regarding) (?:my|the) "
    r"(?:[\w-]+\s+){0,2}(?:appointment|appt|booking)\b"
    r"|^\W*(?:(?:hi|hey|hello|yes|yeah|so)\W+)*(?:about|regarding|re) my (?:appointment|appt|booking)\b"
    r"|\bthe (?:appointment|appt|booking) (?:i|we) (?:have|had|made|booked|scheduled)\b"
    # "I got a text from you guys about my appointment".
    r"|\b(?:got|received|getting) (?:a |your |the )?(?:text|message|call|reminder)s? "
    r"(?:from (?:you|u|y'?all|you guys) )?(?:about|regarding) (?:my|the) (?:[\w-]+\s+){0,2}"
    r"(?:appointment|appt|booking)\b"
    r"|\bquestion (?:about|on|regarding) my (?:[\w-]+\s+){1,3}(?:on |this |next )?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\b",
    re.I,
)
# "How long will my oil change take?": a service the customer has booked, not one to book.
YOUR_VISIT = re.compile(
    r"\bmy (?:[\w/-]+\s+){0,3}(?:take|cost|be|run)\b|\bmy appointment\b"
    # "How much for the oil change I booked?", "what's the price on my oil change?"
    r"|\b(?:i|we)(?: have|'ve| already)? (?:booked|scheduled)\b"
    r"|\b(?:price|cost|total|quote) (?:on|of|for) my\b"
    # "The oil change I have friday".
    r"|\b(?:i|we)(?: have|'ve got| got) (?:on |for )?(?:this |next )?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b",
    re.I,
)
# A language other than English asked about in English: "do you speak Spanish?", "is there
# anyone who speaks Vietnamese?", "can we do this in Spanish?".
SPEAKS_A_LANGUAGE = re.compile(
    r"\b(?:speak|speaks|speaking|en|(?:help|talk|chat|text|this|that|it|me|us) in)\s+"
    r"(?P<language>spanish|espa[nñ]ol"
    r"|vietnamese|chinese|mandarin|cantonese|korean|french|portuguese|russian|arabic|tagalog"
    r"|hindi|punjabi|german|italian|japanese|polish|ukrainian|somali|amharic|farsi|persian)\b"
    r"(?!\s+(?:cars?|vehicles?|trucks?|makes?|imports?))",
    re.I,
)
# Words of a message written in Spanish; two of them make it Spanish ("cuanto cuesta...").
SPANISH = re.compile(
    r"\b(?:hola|necesito|quiero|cu[aá]nto|cuesta|cambio|cambiar|aceite|frenos|cita|ma[nñ]ana"
    r"|gracias|hablas?|espa[nñ]ol|puedo|puede|carro|coche|llantas|precio|hoy|buen[oa]s|d[ií]as"
    r"|ayuda|tengo|favor|usted|tiene|taller)\b",
    re.I,
)
# A message in a script other than the Latin alphabet (Chinese, Korean, Arabic, Russian...), in
# Vietnamese's own letters, or opening in French, with no English words in it: "my name is
# Nguyễn" is English.
OTHER_LANGUAGE = re.compile(
    r"^(?!.*\b(?:i|my|the|need|is|and|for|can|you|your|to|hi|hello|please|name|car|oil"
    r"|brakes?)\b)"
    r"(?=.*(?:[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff"
    r"\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]{2}"
    r"|[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]"
    r"|^\W*(?:bonjour|bonsoir|salut)\b.*\b(?:je|j'ai|ma|mon|voiture|vous)\b))",
    re.I | re.S,
)
# The carriers' keywords, a text of nothing else, or asking in words ("stop texting me"): texts
# off (STOP), on again (START), or what this number is (HELP). "Cancel" alone stays the
# appointment's.
TEXTS_OFF = re.compile(
    r"^\W*(?:please\W+)?(?:stop(?: all)?|stopall|unsubscribe|end|quit|optout|opt out|revoke)"
    r"(?:\W+please)?\W*$"
    r"|\b(?:stop|quit) (?:all )?(?:texting|messaging|sending me|texts|messages)\b"
    r"|\bno more (?:texts|text messages|messages)\b|\bunsubscribe me\b|\bopt me out\b"
    r"|\bcancel (?:all |these |the |your )?(?:texts|text messages|text alerts|text reminders)\b"
    # "Take me off your list", "remove me from your texts" (a waiting list is another matter).
    r"|\b(?:take|remove) (?:me|this number|my number) (?:off|from) (?:of )?(?:your|the|this)"
    r" (?:(?:text(?:ing)?|sms|mailing|contact) )?(?:list|texts|texting|messages)\b"
    # "Don't text me anymore"; "don't text me" alone is a call wanted instead (NO_TEXTS_WANTED).
    r"|\b(?:don'?t|do not|never) (?:text|message) (?:me|this number) (?:any ?more|again)\b",
    re.I,
)
TEXTS_ON = re.compile(
    r"^\W*(?:(?:please\W+)?(?:start|unstop)(?:\W+please)?"
    r"|(?:resume|start) (?:the )?(?:texts|texting|messages)(?: again)?)\W*$",
    re.I,
)
TEXTS_HELP = re.compile(r"^\W*(?:help|info)\W*$", re.I)
# A message for someone at the shop: "tell Dave I called", "can I leave a message for Mike".
LEAVES_A_MESSAGE = re.compile(
    r"\b(?:tell|let) \w+(?: \w+)? (?:know )?(?:that )?i (?:called|texted|stopped by|came by)\b"
    r"|\bleave (?:a|him a|her a) message\b|\bpass (?:along|on) (?:a|the|my) message\b"
    r"|\bgive (?:him|her|them) (?:a|the|my) message\b"
    r"|\b(?:i )?(?:left|forgot) my (?:[\w-]+ ){0,2}in (?:my|the) (?:car|truck|van|vehicle)\b",
    re.I,
)
# "I'm calling about the estimate you gave me": about work the team has quoted or done.
ABOUT_OUR_ESTIMATE = re.compile(
    r"\b(?:estimate|quote|invoice) (?:you|u|y'?all|your \w+) (?:gave|sent|quoted|did|wrote)\b"
    r"|\babout (?:my|the) (?:estimate|invoice|bill|repair order)\b"
    # "Can I get a written estimate?": the team's to write.
    r"|\b(?:written|printed|itemi[sz]ed) (?:estimate|quote|invoice)s?\b"
    r"|\b(?:estimate|quote)s? in writing\b",
    re.I,
)
# "My car is at your shop right now, how much will the repair be?": a car the team already has,
# whose work and bill only they know.
CAR_AT_THE_SHOP = re.compile(
    r"\b(?:my|our|the) (?:car|truck|van|suv|vehicle|jeep)(?:'s| is) (?:(?:at|in) (?:your|the) "
    r"(?:shop|garage|place|lot|bay)|(?:still )?(?:there|with you(?: guys)?|in the shop))\b"
    r"|\b(?:you|u|y'?all|you guys) (?:have|got|guys have) my (?:car|truck|van|suv|vehicle|jeep)\b"
    # "I'm calling about my car, you guys have it right now".
    r"|\b(?:you|u|y'?all|you guys) (?:have|got|guys have) (?:it|her|him) (?:right now|now|there"
    r"|already|at the shop)\b"
    r"|\b(?:dropped|left) (?:my|the) (?:car|truck|van|suv|vehicle|jeep) (?:off )?(?:with you|there"
    r"|at your)"
    # "I dropped my keys off last night for my oil change, did you get them?"
    r"|\b(?:dropped|left) (?:off )?(?:my|the) (?:car|truck|van|suv|vehicle|jeep|keys?)"
    r"(?: off)?(?: in the (?:drop ?box|key box|lot))? (?:last night|this morning|yesterday|earlier"
    r"|after hours|in the (?:drop ?box|key box|lot))"
    # "Ok go ahead with the repair", "I approve the estimate": work on a car the team has.
    r"|\b(?:go ahead|proceed) (?:with|on) (?:the )?(?:repairs?|work|job|estimate|quote)\b"
    r"|\bapprove (?:the )?(?:repairs?|work|job|estimate|quote)\b"
    r"|\bgo ahead and (?:fix|do|replace|repair) (?:it|them|that)\b",
    re.I,
)
# "Please note I have a manual transmission", "fyi the wheel lock key is in the glovebox": a
# word for the mechanic on the visit booked, not work asked for.
NOTE_FOR_THE_VISIT = re.compile(
    r"^\W*(?:(?:hi|hey|also|and|oh|ok)\W+)*(?:please note|note that|(?:just )?(?:an? )?(?:fyi|heads up)"
    r"|just so you know|for your info(?:rmation)?|(?:just )?wanted to let you know)\b"
    r"|\b(?:lug nut|wheel lock|locking lug)s?\b[^.?!]*\bkey\b|\bkeys? (?:is|are|will be) (?:in|under|on) the\b"
    # "Call me with the estimate before doing any work": how the work goes ahead.
    rf"|{CALL_BEFORE_WORK}"
    # "The car is the red one, plate ABC123": how to know the car in the lot.
    r"|\b(?:license |licence |tag )?plate(?: number)?(?: is| #|:)? ?[a-z]*\d"
    r"|\b(?:it'?s|its|the car is|my car is|mine is|the truck is|it will be) the (?:red|blue|white|black"
    r"|silver|gr[ae]y|green|tan|gold|beige|brown|maroon|orange|yellow|purple)\b(?: \w+)? one\b",
    re.I,
)
# "I think I booked twice by accident": the visits on the number, told.
BOOKED_TWICE = re.compile(
    r"\b(?:booked|scheduled|made (?:the|an|my) appointment) (?:it |myself )?twice\b"
    r"|\bdouble[- ]?booked\b|\b(?:two|2) (?:appointments|bookings) by (?:mistake|accident)\b",
    re.I,
)
# "I need to update my phone number, it's 720-555-0188 now", "my new number is ...".
NEW_NUMBER = re.compile(
    r"\b(?:update|change) (?:my|the) (?:phone |cell |contact )?(?:number|#)"
    r"|\bmy new (?:phone |cell )?(?:number|#)|\bnew (?:phone |cell )?number\b(?= is\b)"
    r"|\bmy (?:phone |cell )?number is now\b|\bmy (?:phone |cell )?number (?:has )?changed\b",
    re.I,
)
# "Can you also check the brakes while it's there?": more work on the car in the shop now.
WHILE_IT_IS_IN = re.compile(
    r"\bwhile (?:it'?s|it is|the car is|my car is|the truck is|my truck is) (?:there|in(?: the shop)?"
    r"|at the shop|with you)\b|\bwhile (?:you|y'?all|you guys) (?:have|got) it\b",
    re.I,
)
# "Is 8 the earliest?", "is that the earliest you have?" of the times offered.
EARLIEST_CHECKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|hmm+|so|and|wait)\W+)*(?:is|was|are) (?:that|it|this|those|these"
    r"|\d{1,2}(?::\d\d)?(?: ?[ap]\.?m\.?)?) (?:the|your) (?:earliest|soonest|first)"
    r"(?: (?:one|ones|time|times|slots?|openings?))?(?: (?:you have|you've got|available))?\W*$",
    re.I,
)
# How late, in a "running late" message: "twenty minutes", "like 10 mins", "half an hour".
HOW_LATE = re.compile(
    r"\b(?P<count>\d{1,3}|a few|few|a couple(?: of)?|five|ten|fifteen|twenty(?:[- ]five)?|thirty"
    r"|forty(?:[- ]five)?|half an?|an?)\s*(?P<unit>minutes?|mins?|hours?|hrs?)\b",
    re.I,
)
# "Be there in 20": minutes, the unit left unsaid.
THERE_IN = re.compile(
    r"\bthere in (?:like |about |around |maybe )?(?P<count>\d{1,2}|five|ten|fifteen|twenty"
    r"|thirty|forty)\b(?!\s*(?::|\d|am\b|pm\b|a\.m|p\.m|o'?clock|hours?\b|hrs?\b|min))",
    re.I,
)
# "On my way!", "heading over now", "be there in 10": a customer coming to their visit.
ON_THE_WAY = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|hi|hey|thanks|yes|yep)\W+)?(?:i'?m |we'?re |i am |we are )?(?:on (?:my|our|the) way"
    r"|omw|head(?:ing|ed) (?:over|there|in|your way|to you|out)|leaving (?:now|the house|work))"
    r"(?:[\s,.!]+(?:now|soon|be there\b[^.?!]*|there in\b[^.?!]*|see (?:you|ya|u)\b[^.?!]*))*\W*$"
    r"|^\W*(?:i'?ll |we'?ll |will )?be there in (?:like |about |around )?\w+"
    r"(?: ?(?:minutes?|mins?))?\W*$",
    re.I,
)
# "I'm here", "in the parking lot": a customer arrived for their visit.
ARRIVED = re.compile(
    r"^\W*(?:(?:hi|hey|ok|okay)\W+)?(?:i'?m|i am|we'?re|we are|just) (?:here|outside|out front"
    r"|in the (?:parking )?lot|at the shop|parked (?:out front|outside)|pulling in)\b"
    r"|\bjust (?:got here|arrived|pulled in)\b",
    re.I,
)
# "Just dropped off the keys in the box", "I left the car in the lot": the car is here, said
# as done, not asked how to do it.
DROPPED_OFF = re.compile(
    r"^(?![^?]*\?)(?!\W*(?:can|could|may|should|where|how|do|is)\b)(?![^?]*\bi (?:think|guess) i\b)[^?]*"
    r"\b(?:(?:just )?(?:dropped|left|put) (?:off )?(?:the|my|our) (?:keys?|car|truck|van|vehicle)"
    r"|(?:the |my )?keys? (?:is|are) in the (?:drop |key )?(?:box|slot))\b",
    re.I,
)
# "Did you find my keys?", "I think I left my sunglasses in the car": something left behind,
# which only someone at the shop can look for.
LEFT_BEHIND = re.compile(
    r"\b(?:did|has|have) (?:you|anyone|anybody|someone|somebody|y'?all)(?: guys)? (?:find|found|seen|see)"
    r" (?:my|a|the) \w+"
    r"|\b(?:i|we) (?:think (?:i|we)|may have|might have|must have)(?: have)? (?:left|forgot|lost)"
    r" (?:my|our|a|the) (?!car\b|truck\b|van\b|vehicle\b)\w+",
    re.I,
)
# Whether the work is needed at all: "is the coolant flush really necessary?", "do I really
# need it?". A mechanic's to say, of the car.
WORK_NEEDED = re.compile(
    # "Is it worth fixing the transmission?" of an old car: a mechanic's word.
    r"\b(?:is|would) it (?:be )?worth (?:fixing|repairing|replacing|doing|it)\b|"
    r"\b(?:is|are) (?:it|that|this|they|those|the [\w/ -]{2,40}?|an? [\w/ -]{2,40}?)"
    r" (?:really |actually |even |truly )?(?:necessary|needed|required|worth it)\b"
    r"|^\W*(?:(?:so|but|and|ok|hmm)\W+)*do (?:i|we) need (?:it|that|this|one|them)\W*$"
    r"|\bdo (?:i|we) (?:really|actually|even|truly) need (?:it|that|this|one|them"
    r"|(?:an?|the) (?!appointment|appt|booking|reservation)\w+)\b"
    # "The dealer said I need a transmission flush, is that true?"
    r"|\b(?:said|says|told me|recommended|recommends) (?:i|we) (?:need|should get)\b[^.?!]*[.?!,]?"
    r"\s*(?:is (?:that|it|this) (?:true|right|legit|necessary)|do (?:i|we) (?:really )?need)"
    # "Do I need an alignment after new tires?": advice on the car asked, not a time.
    r"|\bdo (?:i|we) need (?:an?|the|to get an?) (?!appointment|appt|booking|reservation)"
    r"[\w/ -]{2,30}? (?:after|if|when|with|every)\b",
    re.I,
)
# "Is it freon?", "could it be the battery?": what is causing the trouble, asked of a part.
CAUSE_ASKED = re.compile(
    # Not "is it going to be expensive?", the price asked.
    r"^(?!.*\b(?:expensive|cheap|costly|pricey|pricy|a lot|much|long|going to|gonna)\b)"
    r"\W*(?:(?:so|hmm+|ok|okay|um+)\W+)?(?:is|could|would|might) (?:it|that|this) (?:be )?"
    r"(?:just |probably |maybe |likely )?(?:(?:the|my|a|an|low|bad|dead|out of)\s+)*"
    r"(?P<part>[a-z/ -]{2,30}?)\W*$",
    re.I,
)
# "Is it safe to drive with the light on?": only someone who has seen the car can say.
SAFE_TO_DRIVE = re.compile(
    r"\b(?:ok|okay|safe|fine|alright|dangerous|bad|unsafe) (?:for me )?to (?:keep )?driv(?:e|ing)\b"
    r"|\bcan i (?:still |keep )?driv(?:e|ing) (?:it|on it|with)\b|\bshould i (?:be )?driv(?:e|ing)\b"
    # "Is it dangerous?", "will it make it to your shop?" of the trouble just described.
    r"|\b(?:is|would|could) (?:it|that|this)(?: be)? (?:dangerous|unsafe|safe)\s*(?:[?.!,]|$)"
    r"|\b(?:dangerous|unsafe)\s*\?"
    r"|\b(?:will|would|can) (?:it|she|the car|my car) make it (?:to|there)\b",
    re.I,
)
# Trouble where driving on is the risk, asked whether it is safe to drive with it: what the
# customer is told, beside the team's word (UNSAFE_TO_DRIVE's are told first).
RISKY_TO_DRIVE = (
    (
        re.compile(r"\bbrak(?:e|es|ing)\b", re.I),
        "Brake trouble can get worse quickly, so it's safest not to drive it: having it towed in "
        "is the safe way.",
    ),
    (
        re.compile(r"\bsteer(?:s|ing)?\b|\bwheel (?:is |keeps )?(?:shak|wobbl)", re.I),
        "Steering trouble can make the car hard to control, so it's safest not to drive it: "
        "having it towed in is the safe way.",
    ),
    (
        re.compile(
            r"\boverheat\w*|\brunning hot\b|\btemp(?:erature)? (?:gauge|light)\b"
            r"|\bcoolant (?:light|leak)",
            re.I,
        ),
        OVERHEATING_SAID,
    ),
)
# "What do I need to bring?", "should I bring anything?": for a visit, the car and its keys.
WHAT_TO_BRING = re.compile(
    r"\bwhat (?:do|should|shall|must) (?:i|we) (?:need to |have to )?bring\b(?! (?:it|the car|my car))"
    r"|\b(?:do|should|will|must) (?:i|we) (?:need to |have to )?bring anything\b"
    r"|\banything (?:i|we) (?:need|have|should) (?:to )?bring\b"
    # "Do you need me to leave the keys?"
    r"|\b(?:do you need (?:me|us) to |(?:do|should|must) (?:i|we) (?:need to |have to )?)"
    r"(?:leave|bring|drop off) (?:the|my|our) keys?\b(?! (?:in|under|on) )",
    re.I,
)
# "Do I need to do anything else?" once booked: nothing but bring the car.
ANYTHING_TO_DO = re.compile(
    r"\b(?:do|should|must) (?:i|we) (?:need to |have to )?do anything(?: else| more)?"
    r"(?: (?:before|first|to get ready))?\W*$"
    r"|\bis there anything (?:else )?(?:i|we) (?:need|have|should) to do\b"
    r"|\banything else (?:i|we) (?:need|have|should) to do\b",
    re.I,
)
# "What does that mean?", "I don't understand": the last reply, in other words.
WHAT_IT_MEANS = re.compile(
    r"^\W*(?:(?:sorry|wait|um+|uh+|huh|so|ok(?:ay)?)\W+)*(?:what (?:does|do) (?:that|this|it) mean"
    r"|what do you mean|i don'?t (?:understand|get it|follow)|meaning)\b",
    re.I,
)
# "What's a timing belt?", "what is an alignment?": the service named, as its description says.
WHAT_IS_A = re.compile(
    r"^\W*(?:(?:sorry|so|and|ok(?:ay)?|um+|uh+|hey|hi)\W+)*what(?:'s|s| is) an? "
    r"(?!(?:good|fair|ballpark|rough|typical|usual|time|day|price|cost|wait)\b)",
    re.I,
)
# "Is the recharge guaranteed to fix it?", "will that fix the noise?": only someone who has
# seen the car can say.
WILL_IT_FIX = re.compile(
    r"\b(?:guaranteed?|sure|certain|going|gonna) (?:to |it'?ll |it will |that'?ll )?"
    r"(?:fix|solve|cure|stop) (?:it|that|the (?:problem|issue|noise|leak))\b"
    r"|\b(?:will|would|does|did|is|can) (?:that|it|this|(?:a|an|the) [\w/-]+(?: [\w/-]+)?)"
    r" (?:going to |gonna )?(?:fix|solve|cure|stop) (?:it|that|this|(?:the|my) [\w-]+)\b",
    re.I,
)
# "Thanks for the great service yesterday!": praise for work done, thanked, not asked which
# service (not "great service on brakes?", a question).
PRAISE = re.compile(
    r"\b(?:great|excellent|awesome|amazing|fantastic|wonderful|fast|quick) (?:service|job|work)\b"
    r"(?=[^?]*$)"
    r"|\b(?:you guys|y'?all|your team) (?:are|were|did) (?:great|awesome|amazing|the best)\b",
    re.I,
)
# Praise of work already done, whatever work it names: "you did an awesome job on my brakes".
PRAISE_OF_WORK_DONE = re.compile(
    r"\b(?:did|done)\b[^.?!]{0,12}\b(?:great|excellent|awesome|amazing|fantastic|wonderful|good)"
    r" (?:job|work)\b|\b(?:you guys|y'?all|your team) (?:were|did) (?:great|awesome|amazing)\b",
    re.I,
)
# "I'd like to leave a review", "where can I review you?": thanks, and the team told.
REVIEW = re.compile(
    r"\b(?:leave|write|give|post|do) (?:you |y'?all |u )?(?:guys )?(?:an? |some )?(?:\w+ )?reviews?\b"
    r"|\b(?:where|how) (?:can|do|could) (?:i|we) review\b|\breview (?:you|y'?all|your shop)\b",
    re.I,
)
# A customer unhappy with work done or a bill.
COMPLAINT = re.compile(
    r"\b(?:charged (?:me )?(?:twice|double|two times|wrong)|double[- ]charged|overcharged"
    r"|refund|complaint|complain|(?:terrible|awful|horrible|lousy|bad|poor) (?:job|work|service)"
    r"|(?:bad|negative|poor|terrible|1[- ]star|one[- ]star) reviews?"
    # "The bill was way more than the quote": charged past the price given.
    r"|(?:was|were|came to|came out to|charged(?: me)?|cost(?: me)?) (?:way |a lot |much |double )?"
    r"more than (?:the |your |my |(?:what )?(?:you|u|they) )?(?:quote|estimate|quoted|said|told me)"
    # "You quoted me 300 for brakes but charged me 450".
    r"|quoted (?:me |us )?\$?\d[\d,.]*\b[^.?!]{0,40}\b(?:but|and|then) (?:you |they |y'?all |u )?"
    r"(?:charged|billed)"
    r"|ripped (?:me )?off|rip[- ]?off|not happy with|unhappy with|disappointed"
    r"|(?:still|again) (?:broken|leaking|not (?:fixed|working))|(?:didn'?t|did not|never) (?:fix|get fixed)"
    r"|worse than before|(?:nobody|no one|no-one) (?:has )?(?:called|got back|gotten back|texted)"
    r"|this is (?:ridiculous|unacceptable|crazy)|still waiting (?:on|for) (?:a call|someone|you)"
    # "The brake job was done wrong", "I'm pretty upset", "Not happy.", "you messed up my car".
    r"|(?:done|did (?:it|that|them|this|the (?:\w+ )?(?:job|work)))(?: all)? wrong(?:ly)?"
    r"|(?:i'?m|i am|we'?re|we are|very|really|pretty|so|extremely)"
    r" (?:upset|angry|furious|pissed(?: off)?|frustrated|livid)"
    r"|not (?:happy|pleased|satisfied)(?! to\b)"
    r"|(?:you|u|y'?all|you guys|they|your (?:guys|mechanic|tech|shop)) (?:\w+ )?(?:messed|screwed) up"
    # "Charged my card twice", "charged my account double".
    r"|charged (?:my|our) (?:credit |debit )?(?:card|account) (?:twice|double|two times)"
    # "Your guy scratched my car last time", "there's a new dent in my door since you had it".
    r"|(?:you|u|y'?all|you guys|they|he|she|someone|your (?:\w+ )?(?:guys?|mechanics?|techs?|shop|people))"
    r" (?:\w+ )?(?:scratched|dented|damaged|scuffed|dinged|chipped|cracked|broke)"
    r" (?:my|our|the)"
    r"|(?:new )?(?:scratch|scratches|dent|dents|damage|ding|dings) (?:on|to|in) (?:my|our|the)"
    r" (?:\w+ )?(?:car|truck|van|suv|bumper|door|paint|fender|hood|wheel|rim)s?"
    r" (?:after|from|since|when)\b)\b",
    re.I,
)
# Trouble back after the shop's work ("I was in last week for brakes and the noise is back"):
# a warranty matter for the team, not a new booking. Both halves must be said.
TROUBLE_BACK = re.compile(
    r"\b(?:(?:is|are|it'?s|came|come|comes|coming) back(?! (?:on|in|to|for|from|tomorrow|later|next)\b)"
    r"|(?:light|it|noise|problem|issue|leak|squeak|squeal|sound|rattle) (?:is |has |just )?"
    r"(?:came|come|comes|coming) back on"
    r"|back to (?:making|doing|leaking|squeaking|squealing|grinding|shaking|pulling)"
    r"|started (?:again|back up|up again)|same (?:problem|issue|noise|sound|leak) (?:again|as before)"
    # "They are still grinding", "the light is still on": the trouble never went away.
    r"|still (?:grinding|squeaking|squealing|leaking|shaking|pulling|overheating|stalling"
    r"|smoking|rattling|clicking|knocking|vibrating|slipping|dying|misfiring|making (?:a|the|that)"
    r" (?:noise|sound)|(?:on|there|bad|soft|spongy|loud)\b)"
    r"|(?:dead|flat|broken|(?<!book)(?<!com)(?<!go)\w+ing(?: (?:it|that|noise|the same \w+"
    # "Making that noise again", "making the same clunking sound again".
    r"|(?:that|the|a|this) (?:\w+ ){0,2}(?:noise|sound)))?) again)\b",
    re.I,
)
# "You did", "your guys replaced": the shop's own work, said of the past.
_THE_SHOP_DID = (
    r"(?:you|u|y'?all|you guys|your (?:guys|shop|mechanic|tech)) (?:just |already )?"
    r"(?:fixed|replaced|did|worked on|repaired|changed|rotated|put in|installed)"
)
AFTER_OUR_WORK = re.compile(
    rf"\b(?:{_THE_SHOP_DID}"
    r"|(?:was|were|came|had it|brought it) (?:in|there|by)\b(?=.*\b(?:last|ago|yesterday)\b)"
    r"|(?:last|this past) (?:week|month)|a (?:few|couple(?: of)?) (?:days|weeks) ago|yesterday)\b",
    re.I,
)
# "You did my brakes last year, now I need an oil change": work done before, not asked for.
PAST_WORK = re.compile(
    rf"\b{_THE_SHOP_DID}\b[^.?!,;]*\b(?:last (?:week|month|year|time|fall|spring|summer|winter)"
    r"|ago|yesterday|before)\b",
    re.I,
)
# "The oil change you did last month is leaking": trouble with the shop's own work, a warranty
# matter for the team, not the same work booked again.
TROUBLE_WITH_OUR_WORK = re.compile(
    rf"\b{_THE_SHOP_DID}\b[^.?!]{{0,40}}\b(?:is|are|it'?s|keeps?|has been|started|now)"
    r" (?:now |been |started )?(?:leaking|squeaking|squealing|grinding|shaking|dripping"
    r"|smoking|overheating|stalling|rattling|clicking|knocking|not working|broken|loose"
    r"|making (?:a |the |that |some )?(?:\w+ )?(?:noise|sound))\b"
    # "The oil change you did last week, my oil light is on now".
    rf"|\b{_THE_SHOP_DID}\b[^.?!]{{0,40}}\b(?:\w+ )?(?:light|lamp) (?:is |came |went |has come "
    r"|keeps coming )?on\b"
    # "I was just in for an oil change and now there's a leak".
    r"|\b(?:i|we) (?:was|were) (?:just |recently )?(?:in|there)(?: here)? for\b[^.?!]{0,40}"
    r"\b(?:now|since)\b[^.?!]{0,30}\b(?:leak\w*|drip\w*|noise|squeak\w*|squeal\w*|grind\w*"
    r"|smok\w*|rattl\w*|broken|not working|(?:light|lamp) (?:is |came |went )?on)\b"
    # "My engine light came on right after you did my brakes", "a noise since you did them".
    r"|\b(?:leak\w*|drip\w*|nois[ey]|sound|squeak\w*|squeal\w*|grind\w*|smok\w*|rattl\w*"
    r"|shak\w*|vibrat\w*|overheat\w*|broken|not working|(?:light|lamp) (?:is |came |went )?on)\b"
    rf"[^.?!]{{0,40}}\b(?:after|since) {_THE_SHOP_DID}\b"
    # "The battery you put in last month died", "the alternator you installed just failed".
    rf"|\b{_THE_SHOP_DID}(?: (?:in|on))?(?: (?:last|this past) \w+| \w+ (?:days|weeks|months) ago)?,?"
    r" (?:already |just |has |have |is |are )?(?:died|dead|failed|quit|broken|broke(?: down)?"
    r"|stopped working|went (?:out|bad|dead))\b",
    re.I,
)
# "Who do I talk to about a warranty claim?", "is the alternator you put in still under
# warranty? it died": whether the work is covered is the team's to say.
WARRANTY_CLAIM = re.compile(
    r"\bwarranty (?:claims?|work|repairs?)\b|\b(?:make|file|put in|submit|open) a claim\b"
    r"|\bclaim (?:it |this |that )?(?:on|under|against) (?:the|your|my|its) warranty\b"
    rf"|\b{_THE_SHOP_DID}\b[^.!]{{0,60}}\b(?:still )?(?:under|covered by) (?:the |your )?warrant",
    re.I,
)
# A visit after work done, asked for: "a follow up for the brakes you did last week".
FOLLOW_UP = re.compile(
    r"\bfollow[- ]?ups?\b|\bre-?check\b|\bcheck[- ]?up on (?:the|my) (?:\w+ )?(?:work|job|repair)\b",
    re.I,
)
# "Running 15 minutes late": news for the shop, not a request to book.
RUNNING_LATE = re.compile(
    r"\b(?:running|gonna be|going to be|will be|i'?ll be|i'?m|(?:might|may|could) (?:be|run))"
    r"\s+(?:(?:like|about|around|maybe"
    r"|probably|prolly|just)\s+)?(?:a\s+)?(?:bit\s+|little\s+|few\s+minutes\s+|couple\s+(?:of\s+)?"
    r"minutes\s+|(?:\d+|five|ten|fifteen|twenty(?:[- ]five)?|thirty|forty(?:[- ]five)?|half an?)\s*"
    r"(?:minutes|mins?|hours?|hrs?)\s+)?late\b"
    r"|\brunning (?:about |around )?(?:\d+|a few|ten|fifteen|twenty) ?(?:minutes|mins?) (?:late|behind)\b"
    r"|\brunning (?:a (?:bit|little) )?behind\b|\bstuck in traffic\b"
    r"|\brunning (?:about |around |like )?(?:\d+|a few|ten|fifteen|twenty) (?:late|behind)\b",
    re.I,
)
# "Is it ok if I come 15 minutes early?": arriving before the visit's time, not a visit moved
# earlier ("can I come a bit earlier?").
COMING_EARLY = re.compile(
    r"\b(?:come|come in|get there|get in|be there|show up|arrive|drop (?:it|the car) off|i'?m|"
    r"i am|we'?re)\s+(?:(?:like|about|around|maybe|a few|a couple(?: of)?|\d{1,2}|five|ten|"
    r"fifteen|twenty|thirty)\s*)+(?:-\s*)?(?:minutes?|mins?)\s+early\b",
    re.I,
)
# "Is it ok if I come a little early, like 9:45?": arriving early where the time said is just
# before the visit's; with no such time it asks for earlier times ("can I come a bit early?").
A_LITTLE_EARLY = re.compile(
    r"\b(?:come|come in|come by|get there|be there|show up|arrive|drop (?:it|the car) off)"
    r"\s+a (?:little|bit|tad|little bit)\s+early\b",
    re.I,
)
# "I might be 15 minutes late", "I'm going to be late": late for a visit to come, not on the
# way now ("running late", "stuck in traffic").
LATE_LATER = re.compile(r"\b(?:might|may|could|will|'ll|gonna|going to) (?:be|run)\b", re.I)
# "What about tires?", "and an alignment?": the question just answered, asked of something else.
WHAT_ABOUT = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|alright|so|hmm+|cool|thanks)\W+)*(?:and\s+)?(?:(?:what|how)\s+about\b|(?<=and\s))",
    re.I,
)
# A week asked for without its day ("sometime next week"): a weekday said next is that week's.
# "How about the day after?" of the day whose times are offered: the next one.
THE_DAY_AFTER = re.compile(
    r"\b(?:the )?(?:day after(?! tomorrow)(?! (?:the|my|christmas|thanksgiving)\b)|next day"
    r"|following day)\b",
    re.I,
)
# "Make it the day before": the day before the one talked of ("the day before christmas" is a
# date of its own).
THE_DAY_BEFORE = re.compile(
    r"\b(?:the )?(?:day before|previous day|day prior)\b(?!\s+(?:the|my|your|christmas"
    r"|thanksgiving|new|\w+day|\d))",
    re.I,
)
# "Wait, which Friday is that?": the date of the day talked of, asked.
WHICH_DAY = re.compile(
    r"^\W*(?:(?:wait|sorry|so|and|um|uh)\W+)*(?:which|what) (?:day|date|(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)day)(?: is| was|'s)?(?: (?:that|it|this))?(?: again)?\W*$",
    re.I,
)
# "How about the following week?" of a day talked of: its weekday a week on, not next Monday.
THE_WEEK_AFTER = re.compile(
    r"\b(?:the following week|the week after(?! next)(?! (?:christmas|thanksgiving|my)\b)"
    r"|a week later)\b",
    re.I,
)
# "Same day" of a day already talked of (its times offered, one held): that day, not today.
THE_SAME_DAY = re.compile(r"\b(?:the )?same[- ]day\b(?! (?:service|repair|turnaround))", re.I)
A_WEEK = re.compile(r"\b(?:next week|the week after|in (?:a|one|1) week)\b", re.I)
WEEKDAY_NAMED = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|wed|thur?s?|fri|sat|sun)\b", re.I
)
# A visit moved on by a week, its weekday kept: "same time next week", "push it a week".
A_WEEK_ON = re.compile(
    r"\bsame (?:time|day)(?: and (?:time|day))? next week\b|\bnext week,? same (?:time|day)\b"
    r"|\b(?:push|move|bump|put) (?:it|that|me|my \w+) (?:back |out |forward )?(?:by )?(?:a|one|1)"
    r" week\b|\ba week later\b",
    re.I,
)
# A day given by its date, not only its weekday ("wednesday the 9th", "12/9", "Dec 9").
BY_DATE = re.compile(
    r"\d{1,2}/\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d",
    re.I,
)
# "Same as last time", "the usual": the service of their last visit, booked again.
SAME_AS_LAST_TIME = re.compile(
    r"\bsame (?:thing |service |as |again )*(?:as )?(?:last time|(?:my )?last visit|before)\b"
    r"|\b(?:the|my) usual\b(?!\s+(?:time|day|spot|place|slot))|\bsame thing again\b",
    re.I,
)
# "What did I get done last time?", "when was my last oil change?": their last visit, told.
LAST_VISIT_ASKED = re.compile(
    r"\bwhen (?:was|did) (?:my|our|the|i have my|we have our|i get my) last\b"
    r"|\bwhat (?:did|was|were|have)(?: (?:i|we|you|you guys|u))?(?: (?:get|have|had|got))?"
    r" (?:done|do)\b.*\blast (?:time|visit|appointment)\b",
    re.I,
)
# "It's actually my Honda, not the Toyota", "I'll be bringing the Honda instead": the car of a
# visit booked before, said (or put right) by text.
CAR_FOR_THE_VISIT = re.compile(
    r"\b(?:instead|actually|not the|bring(?:ing)? (?:in )?(?:the|my)|it'?s (?:for )?(?:my|the|a)"
    r"|the (?:car|vehicle) (?:is|will be)|(?:change|switch) the (?:car|vehicle))\b",
    re.I,
)
# "I'll be bringing my other car instead", "change the car on my appointment to a Jeep": the
# visit's car swapped, not another car's visit nor a new booking.
CAR_SWAPPED = re.compile(
    r"\binstead\b|\brather than\b|\b(?:change|switch|update|swap) the (?:car|vehicle)\b"
    r"|\bthe (?:car|vehicle) on (?:my|the|our) (?:appointment|appt|booking)\b",
    re.I,
)
# "Can we do later in the week?" of a visit booked: the days after its own, that week.
LATER_IN_THE_WEEK = re.compile(r"\blater (?:in|this) (?:the )?week\b", re.I)
# "Will you call me when it's ready?": the shop does, for a car left with it.
CALL_WHEN_READY = re.compile(
    r"\b(?:call|text|ring|let) (?:me|us)(?: know)? (?:when|once|as soon as) (?:it'?s|its|it is"
    r"|the car(?:'s| is)|my car(?:'s| is)|the truck(?:'s| is)|she'?s|he'?s) (?:ready|done|finished)\b",
    re.I,
)
# "How much was my last oil change?", "what did I pay last time?": a bill only the shop has.
PAST_BILL = re.compile(
    r"\bhow much (?:was|did|were) (?:my|our|the|i pay for (?:my|the)) (?:[\w-]+ ){0,3}?last\b"
    r"|\bhow much (?:was|did) (?:my|our) last\b"
    r"|\bwhat (?:did|have) (?:i|we) (?:pay|paid|get charged|spend|spent)\b(?!.*\b(?:next|will)\b)"
    r"|\bhow much (?:did|have) (?:i|we) (?:pay|paid|spend|spent)\b"
    # "What do I owe you?", "how much do I owe": the bill of work done, the team's to say.
    r"|\b(?:what|how much) do (?:i|we) owe\b|\bwhat'?s my (?:bill|balance)\b",
    re.I,
)
# "Hello? Is anyone there?": the whole message asks only whether someone is answering.
ARE_YOU_THERE = re.compile(
    r"^\W*(?:(?:hello+|hi+|hey+|um+|uh+)\W*)*(?:(?:is |are )?(?:any|some) ?(?:one|body) (?:there|here|around)"
    r"|(?:(?:are|r) )?(?:you|u) (?:still )?(?:there|here|awake)|still there|hello+ ?\?+"
    r"|(?:can|could|do) (?:you|u) hear me(?: (?:ok(?:ay)?|now|alright))?)"
    r"\W*(?:hello+\W*)*$",
    re.I,
)
# "Hold on, let me check my calendar": only a moment asked for; what waits for an answer stays.
_A_MOMENT = r"(?:sec|second|moment|min|minute)"
_MOMENT_ASKED = (
    rf"(?:hold on|hang on|wait|one {_A_MOMENT}|just a {_A_MOMENT}|give me (?:a|one) {_A_MOMENT}"
    r"|brb|be right back|1 sec|(?:a )?sec|one moment please"
    r"|(?:i'?m )?checking (?:with )?(?:my|the) \w+(?: first)?"
    r"|let me (?:check|see|look|think|ask)(?: (?:with )?(?:my|the) \w+)?(?: first| about it)?"
    # "Not yet, let me check with my wife first", "can I think about it": later, not no.
    r"|not (?:yet|right now|now|sure yet)|(?:can|could|may) i think about it|i(?:'ll| will)? (?:need to )?think"
    r" about it|(?:(?:let me|i'?ll|i will) )?(?:get back to (?:you|u|ya)|let (?:you|u) know)"
    # "Not right now, I'll call you back", "let me check my schedule and I'll call back".
    r"|(?:i'?ll|i will|we'?ll) (?:give you a )?call (?:you |y'?all )?back(?: later| tomorrow)?"
    r"|let me check my (?:schedule|calendar))"
)
ONE_MOMENT = re.compile(
    rf"^\W*(?:(?:ok(?:ay)?|um+|uh+|yeah|so|sure|hmm+|thanks|thank you|thx|hi|hey)\W+)*"
    rf"{_MOMENT_ASKED}(?:\W+(?:and\W+)?(?:a {_A_MOMENT}|please|pls|thanks|{_MOMENT_ASKED}))*\W*$",
    re.I,
)
# "Can you repeat that?", "you're breaking up": what was last said, said again.
SAY_AGAIN = re.compile(
    r"\b(?:repeat (?:that|it|the times|yourself)|say (?:that|it) again|come again"
    r"|(?:you(?:'re| are)|it(?:'s| is)) (?:breaking up|cutting out)|(?:can'?t|couldn'?t) hear you"
    r"|(?:didn'?t|did not) (?:catch|hear) (?:that|you|what you said)|what did you (?:just )?say"
    r"|one more time|say again)\b"
    # "What was that?", "sorry?", "huh?", "pardon?" alone.
    r"|^\W*(?:(?:sorry|um+|uh+|i'?m sorry)\W+)?(?:what was that|what|huh|pardon(?: me)?|sorry"
    r"|excuse me)\W*$",
    re.I,
)
# Who or what is answering: "who is this?", "is this a bot?", "am I talking to a real person?",
# "what's your name?".
WHO_IS_THIS = re.compile(
    r"\bwho(?:'s| is| am i) (?:this|that|i'?m talking to|talking|texting|speaking)\b"
    r"|\bwhat(?:'?s| is) (?:your|ur) name\b|\b(?:do|have) (?:you|u) (?:have|got) a name\b"
    r"|^\W*(?:(?:hi|hello|hey|yeah|yes|um|uh)\W+)*is this (?:the |an? )?(?:auto |car |repair |mechanic )*(?:shop|garage)\b"
    r"|\b(?:is this|are you|r u|am i (?:talking|speaking|texting|chatting) (?:to|with))"
    r" (?:a |an |an actual |a real |a live )?(?:bot|robot|machine|computer|ai|human|person|automated|real)\b",
    re.I,
)
# "Uh, is this Ridgeline Auto?", "did I reach Ridgeline?": the word asked for, to compare with
# the shop's name.
IS_THIS = re.compile(
    r"^\W*(?:(?:uh|um|hi|hello|hey|yes|yeah|sorry)\W+)*(?:is this|is that|am i (?:calling|talking to"
    r"|speaking (?:to|with))|did i (?:reach|call|get)) (?:the )?(?P<name>[\w'&-]+)",
    re.I,
)
# "Is this the shop on Main Street?", "Ridgeline Auto in Golden?": the shop asked for by where.
BY_WHERE = re.compile(
    r"\b(?:shop|garage|place|one|auto|repair|mechanic|location)\s+"
    r"(?:on|in|off(?: of)?|near|by|at|over on|out on|down on)\s+[a-z0-9]",
    re.I,
)
# Paying over time: "do you do financing?", "payment plans?", "can I pay monthly?".
_OVER_TIME = (
    r"\bfinanc(?:e|es|ed|ing)\b|\bpayment plans?\b|\b(?:monthly|installment) payments?\b"
    r"|\bpay (?:it |for it )?(?:off )?(?:over time|monthly|in (?:installments|payments))\b"
    r"|\b(?:affirm|klarna|afterpay|synchrony|care ?credit|snap finance|acima)\b"
)
FINANCING = re.compile(_OVER_TIME, re.I)
# Ways to pay a customer may name, each by the words for it: the owner's list answers "do you
# take checks?" only where it names checks ("debit cards" no more says "yes" than "no").
WAYS_TO_PAY = {
    way: re.compile(pattern, re.I)
    for way, pattern in {
        # Not "a brake check", "check engine": a check written to pay.
        "checks": r"\bchecks\b(?! (?:engine|out|over|on|in|up|my|the|it)\b)|\bcheques?\b"
        r"|\b(?:by|with|personal|a|take|accept) check\b(?! (?:engine|up|over)\b)",
        "Venmo": r"\bvenmo\b",
        "Zelle": r"\bzelle\b",
        "PayPal": r"\bpay ?pal\b",
        "Cash App": r"\bcash ?app\b",
        "Apple Pay": r"\bapple ?pay\b",
        "Google Pay": r"\bgoogle ?pay\b|\bg ?pay\b",
        "Samsung Pay": r"\bsamsung ?pay\b",
        "crypto": r"\bcrypto(?:currency)?\b|\bbitcoin\b",
        "American Express": r"\bamex\b|\bamerican express\b",
        "Visa": r"\bvisa\b",
        "Mastercard": r"\bmaster ?card\b",
        "Discover": r"\bdiscover(?: card)?\b",
        "cash": r"\bcash\b(?! ?app\b)",
    }.items()
}
# An owner's answer that takes any card ("all major cards") takes each brand of card.
CARD_BRANDS = ("American Express", "Visa", "Mastercard", "Discover")
ANY_CARD = re.compile(r"\b(?:all|any|most|major|credit)\b[\w ,]{0,20}\bcards\b", re.I)
_NAMED_WAYS = (
    r"checks?|cheques?|venmo|zelle|pay ?pal|cash ?app|apple ?pay|google ?pay|samsung ?pay"
    r"|crypto(?:currency)?|bitcoin|amex|american express|visa|master ?card|discover"
)
# A car lent while the customer's is in: not a ride, which an owner's answer may offer alone.
LOANER = re.compile(
    r"\bloaners?\b|\b(?:rental|courtesy|replacement) (?:cars?|vehicles?)\b|\bborrow a car\b", re.I
)
# "I have a coupon for $10 off": whether it is honored is the team's to say.
COUPON = re.compile(r"\bcoupons?\b|\bpromo codes?\b|\bgroupons?\b|\bvouchers?\b", re.I)
# "Is it cheaper if I do brakes and oil together?": a price for the two at once.
BUNDLE = re.compile(
    r"\b(?:cheaper|less expensive|(?:cost|pay|charge)(?: me| us)? less|a (?:deal|break|package))"
    r"\b[^.?!]{0,40}\b(?:together|at the same time|at once|(?:do|get|book) (?:them )?both)\b"
    r"|\b(?:package|combo|bundle)s? (?:deals?|prices?|discounts?|specials?)\b",
    re.I,
)
DEPOSIT = re.compile(r"\bdeposits?\b|\b(?:pay|paying) (?:up ?front|in advance|ahead)\b", re.I)
# A car the customer owns, said as theirs ("my diesel", "I drive a Tacoma"), not a kind asked
# about in general ("how much for diesels?").
THEIR_OWN_CAR = re.compile(
    r"\b(?:my|our|mine|i have|i've got|ive got|i got|i drive|we have|we've got|we drive)\b", re.I
)
# "Can I pay over the phone?": paying without coming in, which a list of cards does not answer.
REMOTE_PAY = re.compile(
    r"\bpay(?:ing)? (?:for (?:it|her|his|the \w+) )?(?:over the phone|by phone|on the phone"
    r"|online|remotely|with a link)\b",
    re.I,
)
# When the bill is paid ("can I pay when I pick it up?", "do I pay at drop-off?"): a
# question a list of cards leaves unanswered.
PAY_WHEN = re.compile(
    r"\b(?:pay|paying) (?:for (?:it|the \w+) )?(?:when|once|after|at|on|before) (?:i |we |you )?"
    r"(?:pick(?:ing)? (?:it |the car |the truck )?up|pickup|pick-up|collect|get (?:it|the car) back"
    r"|come (?:back|to get)|drop(?:ping)? (?:it |the car )?off|drop-?off|(?:the )?end|the work"
    r"|the job|it'?s (?:done|ready)|(?:are |r )?(?:done|finished))"
    r"|\bpay (?:later|afterwards?)\b|\bwhen (?:do|would|will|should|can) (?:i|we) pay\b",
    re.I,
)
# What customers ask that only the owner can answer (booking.models.ANSWER_TOPICS).
SHOP_TOPICS = {
    topic: re.compile(pattern, re.I)
    for topic, pattern in {
        # "Apple pay?" right after the ways to pay were said: one more way asked about.
        "payment": rf"^\W*(?:(?:what|how) about |and |or |also )?(?:{_NAMED_WAYS})\W*\?\W*$"
        r"|\b(?:credit|debit) cards?\b"
        rf"|\b(?:take|accept|use) (?:cards?|cash|credit|debit|{_NAMED_WAYS})\b"
        rf"|\bpay (?:in )?cash\b|\bpay (?:by|with|using|via|through) (?:a )?(?:{_NAMED_WAYS})\b"
        rf"|\bpay(?:ment)? (?:options|methods)\b|{_OVER_TIME}|\bhow (?:do|can) i pay\b"
        # "What do you accept for payment?", "what forms of payment do you take?".
        r"|\b(?:accept|take) (?:for|as) payment\b|\b(?:forms?|kinds?|types?) of payment\b"
        r"|\bpay (?:by|with) (?:a )?(?:card|cash|check|credit|debit|apple|google)\b"
        r"|\bpay (?:when|at|on|upon) (?:i )?(?:pick(?:ing)? (?:it |the car )?up|pick-?up)\b"
        r"|\bpay (?:up ?front|in advance)\b|\bdeposit\b|"
        + PAY_WHEN.pattern
        + "|"
        + REMOTE_PAY.pattern,
        "warranty": r"\bwarrant(?:y|ies|eed|ied)\b|\bguarantee(?:d|s)? (?:on|for) "
        r"|\bguarantee (?:your|the|its) (?:work|parts|repairs?|labor)\b",
        "rides": r"\bshuttle\b|\bloaners?\b|\bcourtesy (?:car|vehicle|ride)\b|\brental car\b|\bfree rides?\b"
        r"|\b(?:give|get|offer) (?:me )?(?:a )?rides?\b|\bride (?:home|back|to work)\b"
        r"|\bdrop me (?:off|at)\b|\bpick (?:me|us) (?:back )?up\b|\b(?:give me|get) a lift\b",
        "after_hours": r"\b(?:drop|leave)\b[^.?!]{0,30}\bafter hours\b|\bafter hours (?:drop|key)"
        r"|\bkey (?:drop|box)\b|\bdrop ?box\b|\bnight drop\b"
        # "Where do I leave my keys if you're closed?"
        r"|\b(?:keys?|car|truck)\b[^.?!]{0,30}\b(?:if|when|while|after) (?:you'?re|you are|ur|y'?all"
        r" are|the shop is|it'?s) (?:already )?closed\b"
        # "Drop it off tonight", "drop off my truck after you close", "drop the keys overnight".
        r"|\bdrop(?:ping)? (?:off )?(?:it|the car|my car|our car|the truck|my truck|the keys?|my keys?)"
        r" (?:off )?(?:tonight|overnight|this evening|after (?:hours|you close)"
        r"|the night before|before you open|(?:mon|tues|wednes|thurs|fri|satur|sun)day night)\b"
        r"|\bleave (?:it|the car|my car) (?:there )?(?:overnight|tonight)\b"
        # "Can I drop off the night before?"
        r"|\bdrop(?:ping)?[ -]?off (?:tonight|overnight|the night before|after hours)\b"
        # "Can I bring my car in tonight and leave it?"
        r"|\bbring (?:it|the car|my car|our car|the truck|my truck) (?:in|by|over) "
        r"(?:tonight|overnight|this evening|after (?:hours|you close)|the night before)\b"
        # "Can I leave it early?", "drop the car off early": before the visit, in the lot.
        r"|\b(?:leave|drop) (?:off )?(?:it|the car|my car|our car|the truck|my truck|the keys?"
        r"|my keys?)(?: off)? (?:a (?:bit|little) )?early\b|\bdrop[ -]?off (?:a (?:bit|little) )?early\b",
        # Not "I'm in the parking lot", which says the customer has arrived.
        "parking": r"\bwhere (?:do|should|can|would|will) (?:i|we) park\b"
        r"|\b(?:is there|do (?:you|u) (?:guys )?have|any|free|customer|enough) parking\b"
        r"|\bwhere(?:'s| is) (?:the |your )?parking\b|\bparking (?:available|spots?|spaces?)\?"
        r"|\bpark (?:on the street|in (?:the|your) lot|out front|in front)\?"
        # "Where do I drop the keys?" on arriving: the front desk, which the answer names.
        r"|\bwhere (?:do|should|can) (?:i|we) (?:drop|leave|give|hand|bring|put) (?:off )?"
        r"(?:the|my|our) keys?\b(?![^.?!]*\b(?:after hours|tonight|overnight|closed?)\b)"
        # "I'm at the shop, where do I go?": where to park and check in, not the address.
        rf"|(?:{ARRIVED.pattern})\W+(?:\w+\W+){{0,3}}(?:where|what) (?:do|should) (?:i|we) (?:go|do)\b",
        "towing": r"\btow(?:ing|ed)?\b|\btow ?truck\b",
        "vehicles": r"\b(?:what|which) (?:makes|brands? of cars|kinds? of cars|cars|car (?:brands|makes))"
        r" (?:do|can) (?:you|u) (?:guys )?(?:work on|service|fix|do|take)\b"
        r"|\b(?:work|worked) on (?:a |an )?(?:diesels?|hybrids?|electric|evs?|european"
        r"|german|motorcycles?|rvs?|classics?|imports?|foreign)\b"
        # "Is your mechanic good with hybrids?", "any experience with diesels?"
        r"|\b(?:good|experienced?|familiar|certified) (?:with|on|in) (?:a |an )?(?:diesels?|hybrids?"
        r"|electric|evs?|european|german|classics?|imports?|foreign)\b"
        # "What about European cars, like a BMW?", asked after the kinds of car were said.
        r"|\b(?:what|how) about (?:an? )?(?:diesels?|hybrids?|evs?|electric cars?|european"
        r"|german|asian|japanese|korean|domestic|foreign|imports?|imported)\b"
        # "Do you work on Sprinter vans?", "do you guys service box trucks?"
        r"|\b(?:do|can) (?:you|u) (?:guys )?(?:service|work on) (?:[\w-]+ )?(?:vans|trucks|suvs"
        r"|minivans|pickups|pick-ups)\b"
        r"|\b(?:do|can) (?:you|u) (?:guys )?(?:do|service|fix|handle|work on) (?:a |an |my |our )?"
        r"(?:diesels?|hybrids?|evs?|electric cars?|motorcycles?|european cars?"
        rf"|(?:{MAKE})(?:e?s|'s)?)\b(?!\s+\w)"
        # "Can you work on a 2012 BMW 328i?", "I have a BMW, do you work on those?"
        r"|\b(?:do|can|could) (?:you|u) (?:guys )?(?:do|service|fix|handle|work on) (?:a |an |my |our )?"
        rf"(?:19|20)\d\d (?:{MAKE})\b(?:\s+[\w-]+)?\s*(?:[?.!]|$)"
        rf"|\b(?:{MAKE})\b[^.?!]{{0,40}}\b(?:do|can|could) (?:you|u) (?:guys )?(?:do|service|fix"
        r"|handle|work on) (?:those|them|these|that (?:make|kind|brand)|this (?:make|kind|brand))\b"
        # "Do you service gas and diesel?": kinds of engine named together.
        rf"|\b(?:do|service|fix|handle|work on) (?:both )?{FUELS}(?:,? (?:and|or|&) |, ){FUELS}"
        # Not "what do you charge for oil changes on diesels?", a price.
        r"|\b(?:do|can|will) (?:you|u)\b(?! (?:guys )?charge\b)[^.?!]{0,40}\b(?:on|for) "
        r"(?:a |an |my |our )?"
        r"(?:diesels?|hybrids?|evs?|electric cars?|motorcycles?)\b"
        # "My car is a hybrid, is that ok?": the kind of car, asked about beside the work.
        r"|\b(?:is|it'?s|its) an? (?:hybrid|diesel|electric|ev|plug-in)\b[^.?!]{0,25}?"
        r"\b(?:is that|that'?s|will that be|would that be|is it) (?:ok|okay|fine|alright|a problem"
        r"|an issue)\b"
        r"|\b(?:look at|fix|service|work on|repair) (?:a |an |my |our )?(?:boats?|jet ?skis?|atvs?"
        r"|lawn ?mowers?|golf carts?|scooters?|rvs?|motorhomes?|trailers?|bikes?|bicycles?)\b",
        "waiting": r"\bwi-?fi\b|\binternet\b|\bcoffee\b|\b(?:rest ?rooms?|bathrooms?|toilets?)\b"
        r"|\blobby\b"
        r"|\bwaiting (?:room|area|lounge)\b|\bvending\b|\bsnacks?\b",
        "walk_ins": r"\bwalk[- ]?ins?\b|\bwalk (?:it |her |the car )?in\b"
        # "Do I need an appointment?", not "I need an appointment" (which asks for one).
        r"|\b(?:do|would|will|does) (?:i|we|you|one|it) (?:need|have to (?:make|book)|require)"
        r" (?:to (?:make|book|schedule) )?an? (?:appointment|appt)\b|\bneed an? (?:appointment|appt)\?"
        r"|\b(?:is|are) (?:an? )?(?:appointments?|appts?) (?:needed|required|necessary)\b"
        r"|\bwithout an? (?:appointment|appt)\b|\bfirst come,? first serve"
        # "Can I just come in?", "could we just swing by": with no time booked.
        r"|\b(?:can|could) (?:i|we) just (?:come|swing|stop|pop|roll|show|drive)(?: in| by| up"
        r"| over)?\b",
        "discounts": r"\bdiscounts?\b|\bcoupons?\b|\bpromo(?:tion)?s?\b|\bpromo codes?\b"
        r"|\bgroupons?\b|\bvouchers?\b"
        rf"|{BUNDLE.pattern}"
        r"|\b(?:any|your|running any) (?:specials|deals)\b"
        # "Do you have a special on oil changes?"
        r"|\b(?:a|any) (?:special|deal)s? (?:on|for)\b",
        "parts": r"\b(?:oem|aftermarket|used|genuine|own) parts\b|\bbring (?:my|our) own\b"
        r"|\bparts i (?:bought|ordered|have)\b"
        r"|\b(?:what|which) (?:brands?|kinds?|types?|makes?) of (?:oil|parts?|pads|brake pads"
        r"|tires|tyres|batter(?:y|ies)|filters?|rotors)\b"
        r"|\b(?:what|which) brands? (?:do|does|of|are|is|will)\b(?! (?:of )?(?:cars?|vehicles?|trucks?)\b)"
        # "What tire brands do you carry?", not "what car brands do you work on?".
        r"|\b(?:what|which) (?:[\w-]+ )?(?:oil|tire|tyre|battery|parts?|pad|brake|filter|rotor)"
        r" (?:brands?|makes?)\b|\b(?:what|which) (?:brands?|makes?) (?:of )?(?:oil|tires?|tyres?"
        r"|batter(?:y|ies)|parts?|pads|filters?|rotors)\b"
        r"|\bin stock\b|\b(?:carry|stock|use|sell|have|put on|install) (?:michelin|goodyear"
        r"|bridgestone|continental|pirelli|firestone|mobil ?1|castrol|pennzoil|valvoline"
        r"|interstate|optima|diehard|bosch|brembo|akebono)\b",
    }.items()
}
# When to bring the car: "when do I drop it off?", "what time should I bring it in?".
WHEN_TO_BRING = re.compile(
    r"\b(?:when|what time) (?:do|should|can|shall|must) (?:i|we) (?:(?:need|have|got) to )?"
    r"(?:drop (?:it|the car|my car|"
    r"the truck|the keys)(?: off)?|drop off|bring (?:it|the car|my car|the truck|her|him)"
    r"(?: in| by| over)?|come (?:in|by)|be there|get there|show up|arrive)\b"
    r"|\bwhen(?:'s| is) (?:the )?drop[ -]?off\b",
    re.I,
)
