"""What the customer wants from this message (book, reschedule, cancel, a price, the hours...)
and whether it answers the assistant's yes/no question."""

from __future__ import annotations

import re

from assistant.schema import Intent
from assistant.understand.dates import HOLIDAY_PATTERNS
from assistant.understand.spelling import Speller
from assistant.understand.text import AGREEING_SOUND
from assistant.understand.vehicles import MAKE

YOU = r"(?:you|u|y'?all)(?:\s+(?:guys|gyus|guyz))?"
VEHICLE = r"(?:car|truck|vehicle|van|suv|jeep|ride)"
# A weekday or month, as written or cut short ("open sat?", "open oct 4th?").
DAY_OR_MONTH = r"(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
HOLIDAYS = "|".join(HOLIDAY_PATTERNS)
# "The tire change it's the Honda", "an oil change it's a 2019 civic": "it's" after "change"
# says what the car is; "change it's time to 3" still moves the visit.
WHAT_IT_IS = r"'s\s+(?:a|an|the|my|our|his|her|\d)\b"
# "Can't make it", "won't be able to make my appointment", "can't make friday": the visit booked
# is missed, so it is moved (or cancelled, when asked).
CANT_MAKE_IT = (
    r"\b(?:can'?t|cannot|won'?t|will not|not going to|unable to|not able to|not gonna)"
    r" (?:be able to )?make (?:it\b|(?:my|the|our) (?:[\w-]+ ){0,2}?(?:appointment|appt|booking|visit)\b"
    rf"|(?:it )?(?:on |for )?(?:this |next )?(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw|today)\b)"
    # "Can't do friday anymore".
    r"|\b(?:can'?t|cannot|won'?t be able to|not able to|unable to) do (?:it )?(?:on )?(?:this |next )?"
    rf"(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw|today)\b"
    # "Friday no longer works for me", "that time doesn't work anymore".
    r"|\bno longer works\b|\b(?:doesn'?t|does not|won'?t|will not) work (?:for (?:me|us) )?anymore\b"
)
# "I'm returning your call", "someone from the shop called me", "I was told to call about my
# car": the team wanted the customer, so they are told the customer called back.
RETURNS_A_CALL = (
    r"\breturning (?:a |your |the |y'?all'?s |you guys'? )?(?:call|voicemail|message|text)\b"
    r"|\b(?:you|someone|somebody|the shop|a mechanic|the mechanic|your (?:tech|technician|guy|mechanic)"
    r"|(?:you|u) guys)(?: from (?:the shop|there))? (?:just |earlier )?(?:called|left me a"
    r" (?:message|voicemail)|tried (?:to )?call(?:ing)?) me\b"
    r"|\b(?:missed|got) (?:a |your )?call from (?:you|the shop|this number|your shop)\b"
    r"|\b(?:i was|was|i got|got) (?:told|asked) to call\b(?! (?:and|to) (?:book|schedule|make|set))"
)
# "Will you call me with the estimate before doing any work?", "call me if you find anything":
# how the work goes ahead, not a call asked for now.
WORK_GOES_AHEAD = (
    r"[^.?!]{0,40}?\b(?:before (?:doing|you do|you start|starting|any|going ahead)"
    r"|if (?:you find|it needs|there'?s|anything|it'?s more)|with (?:the|an?|your) (?:estimate|quote|price))"
)
CALL_BEFORE_WORK = rf"\b(?:call|ring|text) (?:me|us)\b{WORK_GOES_AHEAD}"
# "You're useless", "this bot is stupid": the assistant has failed them, and a person is owed.
FED_UP_WITH_THE_ASSISTANT = (
    r"\b(?:you(?:'re| are)|ur|u r|this (?:bot|thing|assistant|chat)(?: is)?) (?:so |totally |completely )?"
    r"(?:useless|stupid|dumb|worthless|no help|garbage|an idiot|not helping|not listening)\b"
    r"|\b(?:stupid|dumb|useless) (?:bot|robot|machine|assistant|computer)\b"
)
# "What days do you have?", "which days are open next week?": the days with open times, to
# book on; not "what days are you open", which asks the hours, nor "what day is my appointment".
ASKS_WHICH_DAYS = (
    r"\b(?:what|which|wat|wht) (?:other )?(?:days|dates)\b"
    rf"(?! (?:are|r|is|do|does) (?:{YOU}|the shop|it) (?:still )?open\b)"
    r"(?=.*\b(?:have|got|available|free|open(?:ings?)?|work|can (?:you|u) do|are there|left)\b)"
)
# A price the shop gave before: "I got a quote from you", "you quoted me $400".
QUOTED_BEFORE = (
    r"\b(?:got|had|have|gave me|given)\b[^.?!]{0,40}\b(?:quote|estimate)\b"
    r"|\bquoted me\b|\bwas quoted\b"
)
QUOTED_BEFORE_SAID = re.compile(QUOTED_BEFORE, re.IGNORECASE)
# First match wins: asking for a person or about a car in the shop outranks everything, and
# moving an appointment outranks cancelling it ("cancel and move it to Friday").
RULES = (
    (
        Intent.HUMAN,
        rf"{RETURNS_A_CALL}|{FED_UP_WITH_THE_ASSISTANT}|\b(?:talk|speak|chat)\s+(?:to|with)\s+(?:a\s+|an\s+|the\s+|your\s+)?(?:real\s+|live\s+|actual\s+)?"
        r"(?:person|human|someone|somebody|owner|manager|mechanic|tech|technician|staff|people|agent)\b"
        r"|\brepresentative\b|\bagent\b|\boperator\b|\bhuman\b|\breal person\b|\blive person\b"
        r"|\btransfer me\b|\bconnect me\b|\bput me through\b|\bservice advisor\b|\b(?:some|any)(?:one|body) (?:to )?call me\b"
        r"|\b(?:person|someone|somebody|anyone|anybody)(?: there)? (?:i|we) (?:can|could) (?:talk|speak)"
        r" (?:to|with)\b|\bcall me back\b"
        r"|\b(?:get|have|request|want|like|need|give me) a call ?back\b"
        r"|\b(?:talk|speak) (?:to|with) (?!(?:you|u|them|him|her|my|the|a|an|someone|somebody"
        r"|mom|dad|wife|husband|it|that|this)\b)[a-z]+(?: please)?(?:\W*$|\s+(?:about|regarding)\b)"
        r"|\b(?:mechanic|tech|technician|manager|owner|someone|somebody|person) (?:to )?call me\b"
        # "Is the owner there?", "is Mike in today?": someone at the shop asked for.
        r"|\bis (?:the )?(?:owner|manager|boss|service (?:manager|advisor))"
        r" (?:there|in|around|available)\b"
        r"|^\W*(?:(?:hi|hey|hello|yeah)\W+)*is (?!it\b|that\b|this\b|there\b|my\b|anyone\b"
        r"|anybody\b|someone\b|somebody\b|today\b|tomorrow\b|\w+day\b)[a-z]+ (?:there|in|around)"
        r"(?: today)?\W*$"
        # "Can you call me at 303-555-0100 about a quote?": a call asked for, not a booking.
        rf"|\b(?:can|could|would|will) (?:{YOU}|someone|somebody|anyone|anybody) (?:please )?(?:call|ring) me\b"
        rf"(?!{WORK_GOES_AHEAD})"
        rf"|\b(?:can|could|would|will) (?:{YOU}|someone|somebody|anyone|anybody) (?:please )?give me a"
        r" (?:call|ring)\b"
        # "Call me when you can", "pls call me asap"; not "call me Bob", a name.
        r"|^\W*(?:(?:please|pls|plz|hey|hi|ok|okay)\W+)*call me(?:\s+(?:asap|now|please|pls|plz"
        r"|when you (?:can|get a (?:chance|sec|second|minute))|at\b|on\b)|\W*$)",
    ),
    (
        Intent.STATUS,
        # Not "how much is it to get my brakes done": the price of work to be done.
        r"\bis (?:my|the|it) (?!to\b)(?:[\w-]+ ){0,4}(?:ready|done|finished)\b"
        r"|\bwill (?:my|the|it) (?:[\w-]+ ){0,4}be (?:ready|done|finished)\b"
        # Not "can my car be ready by noon if I drop it off at 8?", asked before booking.
        r"|\b(?:can|could) (?:my|the|it) (?:[\w-]+ ){0,4}be (?:ready|done|finished)\b"
        r"(?![^.?!]*\bif (?:i|we) (?:drop|bring|come|leave))"
        r"|\bready (?:yet|for pick ?up|to pick up)\b|\bdone with my\b"
        rf"|\bstatus\b|\bhow(?:'s| is) my {VEHICLE}\b|\bwhen can i (?:pick (?:it|my \w+) up|come get)\b"
        rf"|\bpick up my {VEHICLE}\b|\bgrab my {VEHICLE}\b"
        rf"|\b(?:checking|check|see|ask) (?:in )?(?:on|about|how) my {VEHICLE}\b(?!'s)"
        rf"|\bhow(?:'?s| is) it going with my {VEHICLE}\b|\bupdate on my {VEHICLE}\b"
        rf"|\bmy {VEHICLE}(?:'s| is) (?:ready|done|finished)\b"
        # Not "I pick up my kids at 3", a reason for the time.
        r"|\bpick up my\b(?! (?:kids?|son|daughter|children|child|wife|husband|mom|dad|mother"
        r"|father|grandkids?|boyfriend|girlfriend|partner|friend|brother|sister)\b)"
        r"|\bhow long (?:till|until|before) (?:my|the|it)\b"
        # "How much longer will it take?": the work under way, not a price; not "how much
        # longer if I add a rotation": how long added work takes.
        r"|\bhow much (?:longer|more time)\b(?! than\b)(?![^.?!]*\b(?:add|adding|if|with|too|also)\b)"
        rf"|\bany (?:word|news|update) on (?:my|the|our) (?:[\w-]+ ){{0,3}}?(?:{VEHICLE}|{MAKE})\b"
        # "I dropped my car off this morning, any update?"
        rf"|\b(?:dropped|left) (?:it|(?:my|the|our) (?:[\w-]+ ){{0,2}}?(?:{VEHICLE}|{MAKE}))\b.*"
        r"\bany (?:word|news|updates?)\b"
        # "I'm calling about my car that's in the shop right now": the car there, asked about.
        rf"|\b(?:calling|texting|writing|messaging|here) (?:about|on|regarding) my {VEHICLE}\b"
        r"(?:,? (?:that|which|who)(?:'s| is))? (?:in the shop|there|with you|at your shop"
        r"|being (?:worked on|fixed|looked at))\b"
        # What is owed is for work done: the bill is the team's to tell.
        r"|\bhow much (?:do|did|does) (?:i|we) owe\b|\bwhat do (?:i|we) owe\b"
        r"|\b(?:what'?s|what is|how much is|check) my (?:bill|balance)\b",
    ),
    (
        Intent.RESCHEDULE,
        rf"\breschedul\w*|(?<!call to )(?<!back to )\bre-?book\b(?! later)|\bmove (?:it|that|my|the|our|me|(?:tomorrow|today|\w+day)(?:'?s)?)\b|\bbump (?:it|my|the)\b|(?<!oil )\bchange (?:it(?!{WHAT_IT_IS})|my appointment|my appt|the (?:time|day(?! after)|date|appointment))\b"
        r"|(?<!oil )\bchange (?:it )?to\b|\bpush (?:it |(?:my|the) (?:[\w-]+ ){1,3})?back\b|\bpostpone\b|\b(?:different|another|other) (?:day|time)\b"
        rf"|\bswitch it\b|\bswitch to (?:a |the |another |next )?(?:{DAY_OR_MONTH}|\d|tomorrow|tmrw|today|later|earlier|morning|afternoon|evening|different|other)"
        r"|\b(?:push|switch|shift) (?:my|the|our) (?:appointment|appt|booking|visit)\b"
        # "Can my appointment be moved to the morning?", "I need my appt changed".
        # Not "did my appointment get moved?": asked whether it was (STILL_ON).
        r"|(?<!\bdid )(?<!\bwas )(?<!\bhas )\b(?:my|the|our) (?:[\w-]+ ){0,2}(?:appointment|appt"
        r"|booking|visit) (?:be |get |got )?"
        r"(?:moved|changed|pushed|switched|rescheduled)\b"
        r"|\bpush (?:it|that) (?:to|till|until|out|over|a|one|two|by)\b"
        # "Can I get it moved up a day?", "I need my appointment pushed back".
        r"|\b(?:get|have|need) (?:it|that) (?:moved|changed|pushed|switched|rescheduled|bumped)\b"
        # "Can it be moved to 8am?", "need to push friday's appt to next week".
        r"|\b(?:can|could|should) (?:it|that) be (?:moved|changed|pushed|switched|rescheduled)\b"
        rf"|\b(?:push|shift|switch|bump) (?:this |next )?(?:{DAY_OR_MONTH}\w*|tomorrow|today)'?s? "
        r"(?:appointment|appt|booking|visit)\b"
        # "Can we push the oil change to friday?": a booked service moved to a day.
        rf"|\b(?:push|shift|switch) (?:my|the|our) (?:[\w-]+ ){{1,3}}(?:to|till|until) (?:next |this |the )?"
        rf"(?:{DAY_OR_MONTH}|\d|tomorrow|tmrw|today|later|earlier|morning|afternoon|evening|next)"
        # "Could you switch my oil change from 10 to 2?": from its own hour or day to another.
        rf"|\b(?:push|shift|switch|change|move) (?:my|the|our) (?:[\w-]+ ){{1,3}}from "
        rf"(?:\d{{1,2}}(?::\d\d)?|{DAY_OR_MONTH}\w*|tomorrow|today)\s*(?:am|pm)? to\b",
    ),
    # "Cancel and rebook for friday": the visit moved.
    # Not "cancel fri, will call to rebook": the visit cancelled, another booked some day later.
    (
        Intent.RESCHEDULE,
        r"\bcancel\w*\b.*\b(?:and|then|(?<!call )to) re-?book\b(?! (?:later|another time|sometime))"
        # "Need to cancel friday, can we do next tuesday instead?": moved, not cancelled.
        # Not "cancel my oil change and book a tire rotation instead": another service.
        r"|\bcancel\w*\b.*\b(?:(?:can|could) (?:we|i|you)|and|but|just) (?:do|make it|come in|switch"
        rf"|move it|get (?:it|me) in|book(?: it)?)(?: (?:it|for|on))? (?:next |this |the )?"
        rf"(?:{DAY_OR_MONTH}|tomorrow|tmrw|\d)\w*\b.*\b(?:instead|rather)\b"
        # "Cancel friday and book monday": the day booked next is said, so the visit moves.
        r"|\bcancel\w*\b.*\b(?:and|then) (?:re-?book|book|move it|switch it|put me|do)"
        r"(?: (?:it|me|us))?(?: (?:for|on|to|in))? (?:next |this |the )?"
        rf"(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw)\b",
    ),
    (Intent.CANCEL, r"\bc+ancel\w*|\b(?:cancle|cnacel|canel|cancnel)\w*"),
    # "Can't make it" wants another time, unless they say cancel ("can't make it, cancel it").
    (Intent.RESCHEDULE, CANT_MAKE_IT),
    # "I got a quote from you last week for brakes, I want to schedule it": the work quoted
    # is booked, not priced again.
    (
        Intent.BOOK,
        rf"(?:{QUOTED_BEFORE}).*\b(?:schedule|book|set (?:it |that |this )?up|make an appointment)\b",
    ),
    (
        Intent.PRICE,
        rf"\bhow much\b|\bcosts?\b|\bprices?\b|\bpricing\b|\bquote\b|\bestimate\b|\bexpensive\b"
        rf"|\bcheap(?:er|est)?\b|\brates?\b|\b(?:what|do|does) {YOU} charge\b|\bcharge for\b|\$|\bball ?park\b"
        r"|\bfees?\b|\bis there (?:a|any) charge\b|\bcharge to (?:look|check|diagnose|inspect)\b"
        r"|\brun me\b|\bset me back\b|\bwhat(?:'?s| is| will be) the damage\b"
        # "What's an alignment run?", "what does a timing belt usually run": its price.
        r"|\bwhat(?:'?s| is| does| do| would| will) (?!time\b)(?:[\w-]+ ){1,5}run\b"
        r"(?! (?:out|over|late|on|into|through|until|till|from|to)\b)|\b(?:is|are|does|do) (?:[\w-]+ ){1,3}(?:extra|cost more|included)\b(?=\s*(?:[?.!,]|$))"
        r"|\badditional (?:charge|cost|fee)\b|\bthe total\b|\bmy (?:bill|total)\b|\bi(?:'ll)? owe\b",
    ),
    # "Anything open today?" asks for a time to book, not the hours.
    (
        Intent.BOOK,
        rf"{ASKS_WHICH_DAYS}|\b(?:anything|something|any ?time|any (?:slots?|spots?|times?|room)|a (?:slot|spot|time))"
        r" (?:open|free|available)\b",
    ),
    (
        Intent.HOURS,
        rf"\b(?:are|r)\s+{YOU}\s+(?:still\s+)?open\b|\bwhen\s+(?:are|r|do)\s+{YOU}\s+(?:open|close)\b"
        rf"|\bwhat time (?:do )?{YOU} (?:open|close)\b|(?<!\d )(?<!few )(?<!couple )(?<!of )\b(?:hours|hrs)\b|\bclosing time\b|\bopening time\b"
        r"|\blatest (?:i|we) can (?:drop|come|bring|get|pick|show)\b|\bearliest (?:i|we) can (?:drop|pick)\b"
        # Not "anything open tomorrow?": a time to book.
        r"|(?<!anything )(?<!something )(?<!slots )(?<!slot )(?<!spots )(?<!spot )"
        rf"\bopen (?:on )?(?:weekends?|sundays?|saturdays?|today|tomorrow|tmrw|tmr|2morrow|late|later|early|now)\b"
        rf"|\b{YOU} work (?:on )?(?:weekends?|sundays?|saturdays?)\b"
        rf"|\bhow (?:early|late) (?:do|are) {YOU}\b|\bdo {YOU} close\b"
        r"|\bhow (?:early|late) (?:can|could) (?:i|we) (?:drop|bring|come|get|pick)\b"
        rf"|\b{YOU} open\b(?! (?:the|my|it|up|a)\b)|\b(?:will|would) {YOU} be open\b"
        r"|\b(?:is|will) (?:the|your) (?:shop|garage|place|store) (?:be )?open\b"
        rf"|\bopen (?:on |for |over )?(?:{HOLIDAYS})\b"
        # Not "what's open on the 10th?": the times open that day.
        rf"|(?:^|[.!?,]\s)\W*(?!what|anything)(?:\w+\W+){{0,2}}open (?:on |this |next |from |between )?"
        rf"(?:{DAY_OR_MONTH}|\d|the \d|the day after)",
    ),
    (
        Intent.LOCATION,
        rf"\bwhere (?:are|r) {YOU}\b|\bwhere(?:'s| is) (?:the|your) (?:shop|garage|place)\b|\baddress\b"
        rf"|\blocation\b|\blocated\b|\bdirections\b|\bhow do i get (?:there|to (?:you|u|ya))\b"
        rf"|\bwhere do i (?:go|drop|bring)\b|\bhow (?:do|can|would) i find {YOU}\b"
        rf"|\bwhat street\b|\b(?:what|which) part of (?:town|the city)\b"
        # "Are you the shop on Ridge Road?", "are you guys near downtown?"
        rf"|\bare {YOU}(?: guys)? (?:the (?:shop|garage|place|ones?) )?(?:on|near|by|off|over on|out on)"
        r" (?!(?:time|it|that|this|schedule|call|vacation|holiday|break)\b)",
    ),
    (
        Intent.SERVICES,
        rf"\bwhat (?:services|kinds? of (?:work|services|repairs))\b|\bwhat (?:do|can) {YOU} (?:do|fix|offer|work on)\b"
        rf"|\bwhat do {YOU} guys do\b|\bwhat (?:repairs|work) do {YOU}\b|\bservices do {YOU}\b|\blist of services\b|\bwhat all do {YOU}\b"
        rf"|\b{YOU} speciali[sz]e\b|\bspecialt(?:y|ies)\b",
    ),
    (
        Intent.BOOK,
        rf"\bbook\w*|\bappointments?\b|\bappt\b|\bschedul\w*|\bcome in\b|\bbring (?:it|my \w+|the \w+) (?:in|by)\b"
        r"|\bbring in (?:my|our|the|both|two|2)\b"
        # "When can you do it?" after a price: its times.
        r"|\bwhen (?:can|could|would) (?:you|u|y'?all|ya)(?: guys)? (?:do|fit|get to|take|see)\b"
        rf"|\bdrop (?:it |my \w+ |the \w+ )?off\b|\bget (?:it|my \w+) in\b|\bavailab\w*|\bopenings?\b"
        rf"|\bslots?\b|\bcan i come\b|\bsee (?:it|my {VEHICLE})\b|\btake a look\b"
        # "What time can I bring it?": when to come, as "bring it in" says.
        r"|\b(?:what time|when) (?:can|could|should|do) (?:i|we) bring (?:it|her|him|them)\b"
        rf"|\bhave room\b|\bfit me in\b|\b(?:check|look at) (?:it|my {VEHICLE})\b|\bset (?:me )?up\b"
        r"|\bget (?:it|my \w+|the \w+) (?:checked|looked at|fixed|seen)\b"
        r"|\bneeds? (?:looking at|checking|to be (?:looked at|checked|seen))\b"
        r"|\bneed (?:it|that|this|them) (?:fixed|checked|looked at|seen)\b",
    ),
)
# "Can we do thursday instead", "next week instead": another day for the one booked, when it
# opens a conversation (in the middle of a booking it only corrects the day being booked).
INSTEAD = re.compile(
    rf"\b(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw|today|\d+(?:st|nd|rd|th|am|pm)?|morning|afternoon"
    r"|evening|tonight|am|pm|later|earlier|week|weekend|month)\s+instead\b",
    re.IGNORECASE,
)
# "Can I come earlier tomorrow?" out of the blue: the visit booked, at another time.
COME_AT_ANOTHER_TIME = re.compile(
    r"\b(?:come|come in|bring it(?: in)?|drop it off|get there|be there|make it|do it)"
    r" (?:a (?:bit|little) )?(?:earlier|later|sooner)\b"
    # "Can I come a little early?": before the visit's time, on its day.
    # Not "can I come in early tomorrow for an oil change": early in a day, booked anew.
    r"|\b(?:come|come in|get there|be there) (?:a (?:bit|little|tad) early\b|early\W*$)"
    # "Anything sooner?" out of the blue: of the visit booked (after times offered, of those).
    r"|\b(?:anything|something|any (?:time|openings?|spots?|slots?))\s+(?:sooner|earlier)\b"
    # "What's the earliest you can take me instead?"
    r"|\b(?:earliest|soonest)\b[^.?!]*\binstead\b"
    # "Same time next week but tuesday?"; not "both at the same time on friday", together.
    r"|(?<!\bat the )\bsame time\b[^.?!]*\b(?:but|on|next)\b"
    # "Anything earlier than my appointment?", "can I come in a day earlier?", "the day before".
    r"|\b(?:earlier|sooner) than (?:my|our|the) (?:[\w-]+ ){0,2}?(?:appointment|appt|booking|visit)\b"
    r"|\b(?:come|come in|bring it(?: in)?|drop it off|get there|be there|do|do it|make it)\s+(?:in\s+)?"
    r"(?:on\s+)?(?:(?:a|one|two|2|three|3) days? (?:earlier|sooner|later)|the day (?:before|after)"
    r"(?! tomorrow| tmrw))\b"
    # "Can I get a later time on friday?", "can I get it done earlier" of the visit booked.
    r"|\b(?:get|have|do|need|want) (?:a later|an earlier) (?:time|slot|spot)\b"
    # "Is there a later time on the same day?", "any earlier slots that day?"; not "is there a
    # later time for an oil change thursday?", a visit to book.
    r"|\b(?:is there|are there|any|anything|got) (?:an? )?(?:later|earlier) (?:times?|slots?|spots?"
    r"|openings?)(?: available| open)?(?=\s*(?:(?:on )?(?:the )?same day|that day)?\s*(?:[?.!]|$))"
    r"|\bget it (?:done|in) (?:a (?:bit|little) )?(?:earlier|later|sooner)\b"
    # "Is there anything the day before?" of the visit booked.
    r"|\b(?:anything|something|any (?:time|openings?|spots?|slots?))\s+(?:on\s+)?"
    r"(?:the day (?:before|after)(?! tomorrow| tmrw)|(?:a|one|two|2) days? (?:earlier|sooner|later))\b",
    re.IGNORECASE,
)
AN_HOUR = r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?\b"
# "I can't come at 10, can I come at noon?", "I have to work friday, can we do saturday?": the
# time or day said is missed, which with a visit booked and nothing else under way is that
# visit's (a time offered and turned down is another matter).
MISSES_A_TIME = re.compile(
    r"\b(?:can'?t|cannot|won'?t be able to|not able to|unable to|couldn'?t) (?:come|come in"
    r"|be there|get there|make it|do|bring it(?: in)?|drop it off)(?: in)? (?:at|on|by|before)\b"
    rf"|\b(?:have to|got to|gotta|need to|i) work (?:on )?(?:this |next )?(?:{DAY_OR_MONTH}\w*"
    r"|tomorrow|tmrw|that day|then)\b"
    # "Can't make 10am, 1pm work?", "friday doesn't work for me now, what about thursday".
    r"|\b(?:can'?t|cannot|won'?t be able to|not able to|unable to) (?:make|do)(?: it)?(?: at)?"
    rf" {AN_HOUR}"
    rf"|\b(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw|{AN_HOUR}) (?:doesn'?t|does not|won'?t|will not"
    r"|no longer) work\b",
    re.IGNORECASE,
)
# "Anything sooner than friday?", "any openings before friday?": sooner than a day, which is the
# visit's own day moved up where it is the day of the one booked.
SOONER_THAN_A_DAY = re.compile(
    r"(?:\b(?:sooner|earlier) than|\b(?:anything|something|any ?(?:time|thing|openings?|spots?"
    r"|slots?|room)|openings?) (?:open |free |available )?before)"
    rf" (?P<day>(?:this |next )?(?:{DAY_OR_MONTH}\w*|tomorrow|tmrw))\b",
    re.IGNORECASE,
)
# "Can I switch to a tire rotation instead?", "can I get a brake inspection instead": other work
# in place of the visit's, where one is booked. Not "cancel my oil change and book a tire
# rotation instead": the visit cancelled, then the other booked.
OTHER_WORK_INSTEAD = re.compile(
    r"^(?!.*\bcancel).*?\b(?:switch|change|go|do|get|have)(?: it)? (?:to |with )?an? (?:[\w-]+ ){1,3}"
    r"instead\b",
    re.IGNORECASE,
)
# "Are we still on for friday?", "we still good?", "is my appointment at 10 or 10:30?": whether
# and when the visit booked stands (not "the light is still on").
STILL_ON = re.compile(
    r"\bis my (?:[\w-]+ )?(?:appointment|appt|booking) (?:(?:at|on|for) )?[^.?!]*\bor\b"
    # "Did I book for friday or saturday?", "what was my appointment for again?"
    r"|\bdid (?:i|we) book (?:it |that )?(?:at|on|for) [^.?!]*\bor\b"
    r"|\bwhat(?:'s| is| was) (?:my|our) (?:appointment|appt|booking) for\b"
    r"|\b(?:are|r|is) (?:we|you|it|that|everything) still (?:on|good|set|happening|a go) for\b"
    r"|\b(?:did|was|has) (?:my|the|our) (?:[\w-]+ )?(?:appointment|appt|booking|visit) (?:been |get |got )?"
    r"(?:moved|changed|rescheduled)\b"
    r"|\b(?:are|r) we still (?:on|good|set)\b"
    # "Is 10 still good?", "is friday still ok?", "is my oil change still on?": the visit's
    # time, day or work, asked whether it stands (not "is my car still ok to drive", "is the
    # light still on").
    rf"|\bis (?:{AN_HOUR}|(?:{DAY_OR_MONTH})\w*|tomorrow|tmrw|(?:my|our|the) (?:[\w-]+ ){{0,2}}?"
    r"(?:appointment|appt|booking|visit|time|slot|spot|change|job|service|inspection|rotation"
    r"|alignment)) still (?:good|ok|okay|on|fine|happening|set|booked|a go)\b(?! to\b)"
    r"|^\W*(?:(?:so|hey|hi|ok)\W+)?(?:(?:we|we'?re|are we) )?still (?:on|good|set)\b"
    # "Wednesday still good?", "friday at 10 still on?": the "is" left out.
    rf"|^\W*(?:(?:so|hey|hi|ok)\W+)?(?:(?:{DAY_OR_MONTH})\w*|tomorrow|tmrw|{AN_HOUR})(?: at {AN_HOUR})?"
    r" still (?:good|ok|okay|on|fine|happening|set|a go)\b(?! to\b)"
    # "Are you guys still doing my oil change friday?", "you still expecting me at 10?".
    rf"|\b(?:(?:are|r) )?{YOU} still (?:doing|seeing|taking|expecting|good for|on for) (?:my|me|us|our)\b"
    # "Is my thing still friday at 10?".
    rf"|\bis (?:my|our) (?:[\w-]+ ){{1,2}}?still (?:on |for |at )?(?:(?:this |next )?{DAY_OR_MONTH}\w*"
    rf"|tomorrow|tmrw|{AN_HOUR})"
    # "What day is my oil change?", "when's my brake job again": the visit, by its work.
    # Not "when was my last visit?": one gone by.
    rf"|\b(?:when|what time|what day)(?:'s| is) (?:my|our) (?!{VEHICLE}\b|last\b|previous\b)[\w-]+"
    r"(?: [\w-]+){0,2}?(?: again)?\W*$",
    re.IGNORECASE,
)
# "Actually I'd rather come saturday": of the visit booked, where no other work is named.
RATHER_COME = re.compile(
    r"(?:\b(?:i'?d|i would|we'?d|we would) |^\W*(?:(?:actually|hmm|ok|so)\W+)?)rather (?:come|do it|do"
    r"|bring it|make it|go)\b",
    re.IGNORECASE,
)
COMPILED = tuple((intent, re.compile(pattern, re.IGNORECASE)) for intent, pattern in RULES)
# "Switch it to tuesday", "another day?" in reply to the assistant's question correct what is
# being arranged; out of the blue they move the appointment. Not "the tire change it's the
# Honda": "it's" says what the car is.
CORRECTION = re.compile(
    rf"\b(?:switch|change|move|make|push|bump) (?:it(?!{WHAT_IT_IS})|that)\b|\b(?:different|another|other) (?:day|time)",
    re.IGNORECASE,
)
# "Do you offer X?", "is X something you do", "one more thing, you guys do X?": whether the
# shop does it, which a day or a time turns into a booking ("do you do brakes friday?").
ASKS_IF_OFFERED = re.compile(
    rf"\bdo {YOU} (?:do|offer|handle|work on|fix|service|sell|carry|install|replace|repair)\b"
    rf"|\bsomething {YOU} (?:do|offer)\b"
    r"|\bdoes (?:your|the) (?:shop|garage|place) (?:do|offer|handle)\b"
    rf"|(?:^|[,.!?;:]\s|\.\.\.)\W*(?:(?:hey|hi|so|and|ok|yo)\W+)?{YOU} do\b",
    re.IGNORECASE,
)

YES = (
    r"yes|yeah|yea|yep|yup|ya|yes please|sure|ok|okay|k|kk|alright|all right|correct"
    r"|that'?s right|perfect|great|sounds good|sounds great|sounds perfect|that works|that'?ll work"
    r"|works for me|that'?s fine|fine|please do|pl[sz] do|go ahead|do it|book it|confirm|confirmed"
    r"|absolutely|definitely|of course|for sure|let'?s do it|that one|affirmative|no problem"
    r"|go for it|lock it in|sounds like a plan|yessir|yes sir|yes ma'?am"
    # Not "I'll take it to another shop", "I'll take it in Tuesday".
    r"|i'?ll take (?:it|that(?: one)?)(?!\s+(?:to|in|somewhere|elsewhere|back|off|home)\b)"
    r"|that(?:'?s| is|'?d be| would be|'?ll be| will be) (?:perfect|great|good|fine|ideal|awesome)"
    rf"|no worries|sí|si|y|{AGREEING_SOUND}"
    # As texted: "ofc", "ofcourse", "okie", "ye", "yh", "course", "bet" (alone).
    r"|ofc|ofcourse|course(?! not\b)|okie(?: dokie)?|ye+|yh|bet(?=\W*$)"
)
NO = (
    r"no|nope|nah|no thanks|no thank you|not really|not that one|neither|none of those|none"
    r"|that doesn'?t work|doesn'?t work|that won'?t work|won'?t work|can'?t do that|negative"
    r"|wrong|not good|please don'?t|don'?t (?:do|book|hold|confirm) (?:it|that)|do not"
    r"|(?:definitely|absolutely|certainly|of course|surely) not|not gonna work|not going to work"
    r"|(?:i'?ll|i will|hard) pass|no way|n"
)
# A yes or a no opens the message ("yes, book it", "no, Thursday"), possibly after a filler.
OPENING = (
    r"^\W*(?:(?:oh|um+|uh+|erm?|ah+|mm+|hmm+|well|hey|lol|lmao|haha+|ha)\W+)?"
    r"(?P<word>{words})(?=$|[\s,.!;:)-])"
)
YES_OPENING = re.compile(OPENING.format(words=YES), re.IGNORECASE)
NO_OPENING = re.compile(OPENING.format(words=NO), re.IGNORECASE)
# When the assistant just asked a yes/no question, these anywhere in a short reply answer it.
YES_ANYWHERE = re.compile(r"\b(?:sounds good|that works|works for me|go ahead|book it|yes)\b", re.I)
NO_ANYWHERE = re.compile(r"\b(?:doesn'?t work|won'?t work|not that one|no)\b", re.I)
# Words that open a new thought when "so" follows them.
SETTLING = frozenset({"ok", "okay", "k", "alright", "all right"})
SO_NEXT = re.compile(r"[\s,.…-]*so\b", re.IGNORECASE)
UNSURE = re.compile(r"\b(?:not sure|unsure|don'?t know|dunno|idk|maybe)\b", re.I)
NO_THANKS = re.compile(r"\bno,? (?:thanks|thank you|thx|ty)\b|\bnot interested\b", re.I)
THUMBS_UP = ("\U0001f44d", "\u2705")
THUMBS_DOWN = ("\U0001f44e", "\u274c")
# A short reply to a yes/no question is read with its typos mended ("susre", "yeha"): there,
# four letters are enough to tell a "sure" from the words near it.
ANSWER_SPELLER = Speller(
    ["sure", "yeah", "okay", "alright", "correct", "perfect", "great", "sounds", "works", "that",
     "please", "ahead", "absolutely", "definitely", "confirm", "nope", "thanks", "course",
     "really"],
    also_known=["sore", "pure", "cure", "yes", "year", "week", "work", "word", "thank", "sue",
                "ready", "realm", "yea", "yah", "nah"],
    shortest=4,
    stretched=["work", "good", "fine", "book", "yes"],
    # "sre", "oky", "nop", "yse": a short yes or no typed a letter off.
    swapped=["sure", "yeah", "okay", "nope", "yes", "yep", "yup", "good", "fine"],
    clipped=["sure", "okay", "nope", "yeah"],
)  # fmt: skip
SHORT_REPLY = 8  # words


# Words that say an intent, mended before the rules read a message ("cahnge my appt", "a
# quotte"); the real words next to them are known, so "quite" does not become "quote".
CUE_SPELLER = Speller(
    [
        "change", "reschedule", "cancel", "quote", "prices", "pricing", "estimate", "expensive",
        "appointment", "schedule", "available", "availability", "openings", "booking",
        "hours", "address", "location", "located", "directions", "services",
        "representative", "operator", "finished", "status", "push", "person", "price",
        "charge", "switch", "repairs", "ready",
    ],
    also_known=[
        "chance", "chances", "charged", "changed", "changes", "cancer", "quoted",
        "quotes", "estate", "estimated", "schedules", "scheduled", "locate",
        "service", "servicing", "finish", "finishes", "statue", "states", "stats",
        "operate", "operated", "booked", "bookings", "opening", "hourly", "dressed",
        "quite", "quiet", "quota", "yours", "tours", "stated", "statues", "canceled", "pushy",
        "plush", "prize", "pride", "prince", "large", "barge", "swatch", "twitch", "stitch",
        "repair", "repaired", "reads", "reedy", "rears", "cots",
    ],
    stretched=["cost", "costs", "pick", "much", "open", "book", "move", "fix", "real", "need",
               "long", "kind", "what", "work", "call", "someone", "mechanic"],
    # "what kind of wokr", "trying to boko", "opne the 27th?" (but "cots" is a word).
    swapped=["cost", "pick", "much", "open", "book", "move", "fix", "real", "need", "long",
             "kind", "what", "work", "call", "push"],
)  # fmt: skip


def read_intent(text: str) -> Intent | None:
    # Mending only turns unknown words into cue words, so the rules still see every cue said.
    return _first_rule(CUE_SPELLER.correct_text(text.lower()))


def said_intents(text: str) -> set[Intent]:
    """Every intent the message's words say ("what's the address and are you open sunday?":
    the location and the hours)."""
    text = CUE_SPELLER.correct_text(text.lower())
    return {intent for intent, pattern in COMPILED if pattern.search(text)}


def _first_rule(text: str) -> Intent | None:
    for intent, pattern in COMPILED:
        if pattern.search(text):
            return intent
    return None


def read_answer(text: str, *, expecting: str | None = None) -> str | None:
    """The answer to a yes/no question, "yes" or "no", or None: "no problem" is a yes and "not
    sure" is neither."""
    if UNSURE.search(text[:200]):
        return None
    if NO_THANKS.search(text):
        return "no"  # "ok that's more than I thought, no thanks": the "ok" is no yes
    if expecting == "answer" and len(text.split()) <= SHORT_REPLY:
        text = ANSWER_SPELLER.correct_text(text)
    # "no problem" opens like a "no": the longer of the two readings wins.
    yes, no = YES_OPENING.match(text), NO_OPENING.match(text)
    if yes and yes.group("word").lower() in SETTLING and SO_NEXT.match(text, yes.end()):
        yes = None  # "ok so... when do you close": a new thought, not an answer
    if yes and (not no or len(yes.group("word")) > len(no.group("word"))):
        return "yes"
    if no:
        return "no"
    if expecting != "answer" or len(text.split()) > SHORT_REPLY:
        return None
    if any(mark in text for mark in THUMBS_UP) or YES_ANYWHERE.search(text):
        return "yes"
    if any(mark in text for mark in THUMBS_DOWN) or NO_ANYWHERE.search(text):
        return "no"
    return None
