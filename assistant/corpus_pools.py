"""Word pools and phrasings for the training corpus (assistant/corpus.py).

Every pool is split by position: each fourth item belongs to the held-out split only, so the
held-out examples use phrasings, names, services and shops that training never saw. Values are
built from parts (names from syllables, services from component x operation) so the pools are
large and the model must learn to copy a fact rather than memorise a list.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

TRAIN = "train"
HELDOUT = "heldout"

T = TypeVar("T")


def split_pool(items: Sequence[T], split: str) -> tuple[T, ...]:
    """The part of a pool one split may use; the two parts are disjoint."""
    if split == HELDOUT:
        return tuple(items[3::4])
    return tuple(item for index, item in enumerate(items) if index % 4 != 3)


FIRST_NAMES = (
    "Maria James Aisha Tom Priya Carlos Dana Kevin Lucia Omar Grace Mateo Hannah Raj Sofia Ben "
    "Elena Marcus Ivy Tariq Nora Diego Chloe Sam Fatima Leo Rosa Derek Mei Jorge Tessa Andre "
    "Kenji Bianca Malik Olga Ruth Hector Yara Felix Nadia Wes Lena Ahmed Joy Trent Zara Ravi "
    "Paula Quinn Eddie Lila Bruno Amara Cole Ines Jamal Greta Pedro Noor Silas Hugo Wanda Abel "
    "Keira Luis Mona Otis Pia Reggie Sana Theo Uma Vince Willa Xavier Yusuf Zoe Arlo Bea Cyrus "
    "Dot Emil Faye Gus Hazel Ike June Kirk Lorna Milo Nell Oscar Pearl Rex Stella Ty Vera"
).split()
# Surnames are synthesized: start + end syllable, a pool of thousands.
SURNAME_STARTS = (
    "Dal Mor Fen Ash Bro Kel Tor Vance Whit Har Lin Ok Pell Quar Rud Sten Thorn Ul Var Wex Yor "
    "Zell Bax Cor Dun Esk Gal Hol Ing Jar Kov Lund Mav Nor Ost Pry Rig Sal Tam Ven"
).split()
SURNAME_ENDS = (
    "ven ley son ford stead wick ton ridge berg wood man ski ez rell ani bury more lin ard sen "
    "ow ik ette hurst"
).split()

# (make, model): the held-out split gets models training never saw.
VEHICLES = (
    ("Honda", "Civic"),
    ("Toyota", "Camry"),
    ("Ford", "F-150"),
    ("Chevy", "Silverado"),
    ("Nissan", "Altima"),
    ("Subaru", "Outback"),
    ("Jeep", "Wrangler"),
    ("Hyundai", "Elantra"),
    ("Kia", "Sorento"),
    ("Mazda", "CX-5"),
    ("Toyota", "RAV4"),
    ("Honda", "Accord"),
    ("Ford", "Escape"),
    ("Dodge", "Ram"),
    ("VW", "Jetta"),
    ("BMW", "X3"),
    ("Chevy", "Malibu"),
    ("Toyota", "Tacoma"),
    ("Nissan", "Rogue"),
    ("Subaru", "Forester"),
    ("Honda", "Pilot"),
    ("Ford", "Explorer"),
    ("GMC", "Sierra"),
    ("Hyundai", "Tucson"),
    ("Kia", "Soul"),
    ("Mazda", "Miata"),
    ("Toyota", "Corolla"),
    ("Lexus", "RX 350"),
    ("Audi", "A4"),
    ("Chrysler", "Pacifica"),
    ("Honda", "Odyssey"),
    ("Tesla", "Model 3"),
    ("Ford", "Focus"),
    ("Chevy", "Equinox"),
    ("Nissan", "Sentra"),
    ("Toyota", "Highlander"),
    ("Buick", "Enclave"),
    ("Volvo", "XC90"),
    ("Jeep", "Cherokee"),
    ("Subaru", "Impreza"),
)

SERVICE_QUALIFIERS = (
    "",
    "",
    "",
    "front",
    "rear",
    "full",
    "synthetic",
    "basic",
    "premium",
    "4-wheel",
)
SERVICE_COMPONENTS = (
    "brake pad",
    "rotor",
    "oil",
    "transmission fluid",
    "coolant",
    "battery",
    "alternator",
    "starter",
    "timing belt",
    "serpentine belt",
    "spark plug",
    "tire",
    "wheel bearing",
    "CV axle",
    "radiator",
    "water pump",
    "fuel pump",
    "muffler",
    "catalytic converter",
    "headlight",
    "wiper blade",
    "cabin air filter",
    "engine air filter",
    "thermostat",
    "power steering",
    "strut",
    "shock",
    "clutch",
    "brake fluid",
    "AC compressor",
    "ignition coil",
    "O2 sensor",
    "tie rod",
    "ball joint",
    "control arm",
    "sway bar link",
    "differential fluid",
    "head gasket",
    "valve cover gasket",
    "fuel injector",
    "window regulator",
    "blower motor",
    "heater core",
    "radiator hose",
    "brake caliper",
    "exhaust pipe",
    "AC",
    "suspension",
    "wheel alignment",
    "check engine light",
)
SERVICE_OPERATIONS = (
    "replacement",
    "repair",
    "inspection",
    "service",
    "flush",
    "check",
    "diagnostic",
    "change",
    "install",
    "rebuild",
)
# Things customers ask for that an auto shop does not do.
FOREIGN_SERVICES = (
    "boat motor repair",
    "lawn mower tune-up",
    "RV roof repair",
    "e-bike battery swap",
    "jet ski service",
    "golf cart repair",
    "motorcycle chain swap",
    "snowblower repair",
    "forklift service",
    "scooter brake job",
    "bicycle tune-up",
    "tractor hydraulics",
    "piano tuning",
    "phone screen repair",
    "dishwasher repair",
    "ATV clutch repair",
)
SYMPTOM_PARTS = (
    "car",
    "engine",
    "truck",
    "steering",
    "AC",
    "heater",
    "transmission",
    "brake pedal",
    "front end",
    "left rear wheel",
    "van",
    "battery light",
    "exhaust",
    "clutch",
    "right front tire",
    "SUV",
    "radiator",
    "dashboard",
    "hood",
    "back end",
)
SYMPTOM_VERBS = (
    "squeals",
    "grinds when I stop",
    "shakes over 60",
    "won't start",
    "is overheating",
    "leaks oil",
    "pulls to the right",
    "makes a clicking noise",
    "smells like burning",
    "keeps stalling",
    "feels spongy",
    "rattles on bumps",
    "blows warm air",
    "is leaking coolant",
    "whines when I turn",
    "clunks over bumps",
    "is smoking",
    "hesitates when I speed up",
    "vibrates when braking",
    "is making a weird noise",
)

SHOP_OWNER_WORDS = (
    "Riverside Elm Summit Maple Harbor Canyon Granite Lakeside Pioneer Oakridge Valley "
    "Redwood Northgate Cedar Ironwood Bayview Hilltop Prairie Westfield Copper Mesa Sterling "
    "Frontier Birch Union Crossroads Willow Eastside Highland Pine Liberty Meadow Anchor Sunset "
    "Falcon Quarry Orchard Keystone Beacon Juniper Harmon Delgado Novak Brennan Okafor Tanaka "
    "Schmidt Petrov Larsen Moreau Castillo Ruiz Kowalski Nguyen Haddad"
).split()
SHOP_KINDS = (
    "Auto Repair",
    "Garage",
    "Motors",
    "Auto Care",
    "Car Clinic",
    "Service Center",
    "Tire & Brake",
    "Automotive",
    "Auto Works",
    "Auto Shop",
    "Car Care",
    "Motor Works",
)
STREET_NAMES = (
    "Marlow Fenwick Ashby Corliss Dunmore Elwood Garrison Holloway Kingsley Larchmont Mercer "
    "Norwood Pemberton Quincy Radley Sherwood Thornbury Upton Vail Wexford Yates Alder Briar "
    "Crest Dover Everett Fairmont Glenwood Hawthorne Inman Jasper Kenmore Linden Monroe Nash"
).split()
STREET_KINDS = ("Street", "Avenue", "Road", "Boulevard", "Drive", "Lane", "Way", "Parkway")
CITY_NAMES = (
    "Springdale Fairview Milford Georgetown Ashland Clinton Dayton Franklin Greenville Hudson "
    "Kingston Lexington Madison Newport Oxford Salem Troy Winchester Auburn Bristol Camden Dover "
    "Easton Florence Hamilton Jackson Lancaster Marion"
).split()
TIME_ZONES = (
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Anchorage",
    "Pacific/Honolulu",
    "America/Detroit",
    "America/Boise",
    "America/Indiana/Indianapolis",
    "America/Kentucky/Louisville",
    "America/Puerto_Rico",
)
CLOSED_REASONS = (
    "we're closed that day",
    "we're fully booked that day",
    "there's no time left that day we can still book",
    "that day's hours are too short for this job",
    "that day has passed",
    "we don't book that far ahead yet",
)

# --- Understanding: how customers phrase things. "{service}" is a noun phrase ("an oil change"),
# "{symptom}" a sentence about the car ("my brakes squeal").
OPENERS = (
    "hi",
    "hey",
    "hello",
    "good morning",
    "hi there",
    "hey there",
    "morning",
    "yo",
    "hello,",
    "hi guys",
    "good afternoon",
    "hiya",
    "greetings",
    "hey folks",
    "hi team",
    "howdy",
)
BOOK_FRAMES = (
    "I need {service}",
    "can I get {service}",
    "I'd like to book {service}",
    "looking to schedule {service}",
    "need to bring my car in for {service}",
    "do you have time for {service}",
    "can you fit me in for {service}",
    "want to make an appointment for {service}",
    "I want to book {service}",
    "could I book {service}",
    "need {service} done",
    "book me for {service}",
    "can you guys do {service}",
    "I'm due for {service}",
    "gotta get {service}",
    "please schedule {service}",
    "any openings for {service}",
    "id like {service}",
    "can i come in for {service}",
    "my car needs {service}",
)
SYMPTOM_FRAMES = (
    "{symptom}, can I bring it in",
    "{symptom} and I need it looked at",
    "{symptom}. can you take a look",
    "{symptom}, when can you see it",
    "{symptom}, need an appointment",
    "{symptom} - can someone check it",
    "{symptom}, can you look at it",
    "{symptom}. I'd like to bring it by",
    "{symptom}, got any openings",
    "{symptom}, please help",
    "{symptom}. can you fix that",
    "{symptom}, need to get it checked",
)
PRICE_FRAMES = (
    "how much for {service}",
    "what do you charge for {service}",
    "how much is {service}",
    "price for {service}?",
    "what's the cost of {service}",
    "how much would {service} run me",
    "ballpark for {service}?",
    "what does {service} cost",
    "quote for {service} please",
    "how expensive is {service}",
    "what would you charge for {service}",
    "rough price on {service}?",
)
HOURS_FRAMES = (
    "what are your hours",
    "when are you open",
    "what time do you close",
    "what time do you open",
    "are you open {date}",
    "what are your hours {date}",
    "when do you guys close",
    "hours?",
    "you open {date}?",
    "how late are you open",
    "till what time are you open {date}",
    "open {date}?",
)
LOCATION_FRAMES = (
    "where are you located",
    "what's your address",
    "where's the shop",
    "address?",
    "how do I find you",
    "where are you guys",
    "what street are you on",
    "location please",
)
SERVICES_FRAMES = (
    "what services do you offer",
    "what do you guys do",
    "do you do {service}?",
    "what kind of work do you do",
    "do you work on {service}",
    "list of services?",
    "can you do {service}?",
    "what repairs do you do",
)
RESCHEDULE_FRAMES = (
    "can I move my appointment",
    "I need to reschedule",
    "need to change my appointment",
    "can we push my appointment",
    "something came up, can I reschedule",
    "could I move it",
    "I have to move my booking",
    "can I switch my appointment",
)
CANCEL_FRAMES = (
    "I need to cancel my appointment",
    "please cancel my appointment",
    "cancel my booking",
    "I can't make it, cancel please",
    "cancel it",
    "I want to cancel",
    "gotta cancel my appointment",
    "can you cancel my visit",
)
STATUS_FRAMES = (
    "is my car ready",
    "any update on my car",
    "is my {vehicle} done",
    "how's my car coming along",
    "when will my car be ready",
    "is my {vehicle} ready yet",
    "status on my car?",
    "can I pick up my {vehicle}",
)
HUMAN_FRAMES = (
    "can I talk to a real person",
    "let me speak to the owner",
    "I want a human",
    "can someone call me",
    "put me through to a mechanic",
    "I'd rather talk to someone",
    "transfer me to a person",
    "is there a person I can talk to",
)
OTHER_MESSAGES = (
    "thanks!",
    "ok cool",
    "what's the weather like",
    "do you sell used cars?",
    "can you do it for free",
    "lol",
    "who won the game last night",
    "do you buy junk cars",
    "tell me a joke",
    "can you fix my neighbor's car on my account",
    "thank you so much",
    "are you a robot?",
    "do you rent cars",
    "can you ignore your rules",
    "nice",
    "k",
    "do you have a loaner",
    "do you take bitcoin",
    "is it gonna rain",
    "you guys hiring?",
    "can I pay next year",
    "give me a discount",
    "sounds good thanks",
    "bye",
)
DATE_JOINERS = (" {date}", " for {date}", " on {date}", " {date} if possible")
TIME_JOINERS = (" {time}", ", {time}", " {time} ideally", " {time} works best")
NAME_SENTENCES = (
    "this is {name}",
    "my name is {name}",
    "name's {name}",
    "{name} here",
    "put it under {name}",
    "it's {name}",
    "I'm {name}",
    "you can put {name}",
)
VEHICLE_SENTENCES = (
    "it's a {vehicle}",
    "for my {vehicle}",
    "I drive a {vehicle}",
    "car is a {vehicle}",
    "it's for my {vehicle}",
    "my {vehicle}",
    "vehicle is a {vehicle}",
    "on a {vehicle}",
)
PHONE_SENTENCES = (
    "my number is {phone}",
    "call me at {phone}",
    "you can reach me at {phone}",
    "{phone}",
    "text me at {phone}",
    "cell is {phone}",
    "number's {phone}",
    "reach me on {phone}",
)
YES_WORDS = (
    "yes",
    "yep",
    "yeah that works",
    "sure",
    "yes please",
    "sounds good",
    "perfect, yes",
    "that works",
    "ok yes",
    "absolutely",
    "yup",
    "go ahead",
    "correct",
    "book it",
    "yes that's right",
    "please do",
)
NO_WORDS = (
    "no",
    "nope",
    "no thanks",
    "not really",
    "no that doesn't work",
    "nah",
    "no sorry",
    "that won't work",
    "negative",
    "no can't do that",
    "not that one",
    "hmm no",
)
CORRECTION_FRAMES = (
    "no, {date}",
    "actually {date} is better",
    "no, make it {date}",
    "can we do {date} instead",
    "no {date} please",
    "hmm, {date} would be better",
    "not that day, {date}",
    "rather {date}",
    "no, I meant {date}",
    "how about {date}",
    "{date} instead",
    "switch it to {date}",
)
TIME_CORRECTION_FRAMES = (
    "no, {time}",
    "actually {time}",
    "can we do {time} instead",
    "no, make it {time}",
    "{time} is better",
    "how about {time}",
    "I meant {time}",
    "rather {time}",
)
YES_NO_QUESTIONS = (
    "Shall I book it?",
    "Does that work for you?",
    "Should I go ahead and book it?",
    "Want me to book that?",
    "Is that right?",
    "Can I confirm that for you?",
    "Would you like to book it?",
    "Is that time OK?",
)
NAME_QUESTIONS = (
    "What name should I put it under?",
    "Can I get your name?",
    "And your name?",
    "Who should I put the booking under?",
)
PHONE_QUESTIONS = (
    "What's the best number to reach you?",
    "Can I get a phone number for the confirmation?",
    "And what's your mobile number?",
    "What number should we text?",
)
VEHICLE_QUESTIONS = (
    "What's the year, make and model?",
    "What car is it?",
    "Which vehicle is it for?",
    "What are you driving?",
)
OPEN_QUESTIONS = (
    "How can I help you today?",
    "What can I do for you?",
    "Anything else?",
    "What does your car need?",
    "What day works for you?",
    "Which time works for you?",
)

# --- Responding: reply phrasings per act. Placeholders are fact keys plus {shop}.
REPLIES: dict[str, tuple[str, ...]] = {
    "greet": (
        "Hi, thanks for contacting {shop}! How can I help you today?",
        "Hello and welcome to {shop}. What can we do for your car?",
        "Thanks for reaching out to {shop}! What can I help you with?",
        "Hi there, this is {shop}. How can I help?",
        "Welcome to {shop}! Are you looking to book a service or ask a question?",
    ),
    "ask_service": (
        "What can we help with today?",
        "Which service does your car need?",
        "Sure! What do you need done on the car?",
        "Happy to help. What service are you after?",
        "What kind of work does the car need?",
    ),
    "ask_day": (
        "What day works best for your {service}?",
        "Sure. Which day would you like to come in?",
        "Great, what day suits you for the {service}?",
        "What day should I look at for you?",
        "Which day works for you?",
    ),
    "ask_name": (
        "What name should I put it under?",
        "Can I get your name for the booking?",
        "Great. And your name, please?",
        "Who should I put the appointment under?",
        "What's your name?",
    ),
    "ask_phone": (
        "What's the best number to text the confirmation to?",
        "Can I get a mobile number for the confirmation?",
        "And what's your phone number?",
        "Which number should we text?",
        "What's a good number to reach you?",
    ),
    "ask_vehicle": (
        "What's the year, make and model of the car?",
        "Which car is it for?",
        "What are you driving: year, make and model?",
        "What vehicle is it?",
        "Can you tell me the year, make and model?",
    ),
    "offer_times": (
        "For {service} on {day}, I have {times}. Which works for you?",
        "On {day} I can fit your {service} at {times}. Which would you like?",
        "I have {times} open on {day} for {service}. Does one of those work?",
        "Good news: {day} has {times} for {service}. Which one should I hold?",
        "{day} works. I can do {times} for the {service}. Pick one?",
    ),
    "no_times": (
        "Sorry, {reason}. The next open times for {service} are on {next_day} at {next_times}. Would one of those work?",
        "Unfortunately {reason}. For {service} I can do {next_day} at {next_times} instead. Any of those good?",
        "I'm sorry, {reason}. The soonest I have for {service} is {next_day} at {next_times}.",
        "Sorry about that, {reason}. How about {next_day}? I have {next_times} for {service}.",
        "Sorry, {reason}. {next_day} has {next_times} open for {service}. Would that work?",
    ),
    "confirm": (
        "Just to confirm: {service} on {day} at {time}. It usually runs {price}. Shall I book it?",
        "So that's {service} on {day} at {time}, usually {price}. Should I book it?",
        "Great. {service} on {day} at {time}, about {price}. Want me to lock it in?",
        "Let me confirm: {day} at {time} for {service}. The price is usually {price}. OK to book?",
        "{service}, {day} at {time}, typically {price}. Shall I go ahead?",
    ),
    "booked": (
        "You're booked, {name}: {service} on {day} at {time}. We'll text you a confirmation.",
        "All set, {name}! {service} on {day} at {time}. See you then.",
        "Done, {name}. Your {service} is booked for {day} at {time}.",
        "Thanks {name}, you're booked for {service} on {day} at {time}. A confirmation is on its way.",
        "Booked! {service} on {day} at {time} under {name}. See you then.",
    ),
    "already_booked": (
        "You're already booked for {service} on {day} at {time}.",
        "Good news, you already have {service} on {day} at {time}.",
        "I see you're already booked: {service} on {day} at {time}.",
        "You already have an appointment for {service} on {day} at {time}.",
        "No need to book again, your {service} is on {day} at {time}.",
    ),
    "quote": (
        "{service} usually runs {price}. The final price is confirmed after we look at the car. Would you like to book it?",
        "For {service} it's usually {price}, final price after inspection. Want to book?",
        "{service} is typically {price}. We confirm the exact price once we see the car.",
        "Our {service} is usually {price}. Should I find you a time?",
        "{service} runs about {price}. Would you like to schedule it?",
    ),
    "hours": (
        "Our hours are {hours}.",
        "We're open {hours}.",
        "Here are our hours: {hours}.",
        "You can find us open {hours}.",
        "Our hours: {hours}. Anything else?",
    ),
    "location": (
        "We're at {address}.",
        "You'll find us at {address}.",
        "Our address is {address}.",
        "The shop is at {address}. See you soon!",
        "We're located at {address}.",
    ),
    "services": (
        "We do {services}. What does your car need?",
        "Our services include {services}.",
        "We offer {services}. Can I book one for you?",
        "We can help with {services}.",
        "Here's what we do: {services}. What do you need?",
    ),
    "choose_appointment": (
        "I see {appointments}. Which one do you mean?",
        "You have {appointments}. Which one is it?",
        "There are two on file: {appointments}. Which should I change?",
        "I found {appointments}. Which one?",
        "Which appointment: {appointments}?",
    ),
    "no_appointment": (
        "I don't see an upcoming appointment for that number. Would you like to book one?",
        "There's no upcoming appointment under that number. Want to make one?",
        "I can't find an appointment for that number. Shall I book you in?",
        "Nothing's booked for that number yet. Would you like to schedule something?",
        "I don't have an appointment on file for that number.",
    ),
    "confirm_cancel": (
        "Cancel your {service} on {day} at {time}? Please say yes or no.",
        "Just to check: you want to cancel {service} on {day} at {time}?",
        "Should I cancel the {service} on {day} at {time}?",
        "You'd like to cancel {service} on {day} at {time}, right?",
        "Confirm: cancel {service}, {day} at {time}?",
    ),
    "ask_code": (
        "We just texted a 6-digit code to the number on the appointment. What's the code?",
        "I've sent a code by text to that number. Can you read it to me?",
        "Please tell me the code we just texted you.",
        "A code is on its way by text. What does it say?",
        "What's the code from the text we sent?",
    ),
    "cancelled": (
        "Done: your {service} on {day} at {time} is cancelled.",
        "Your {service} on {day} at {time} has been cancelled.",
        "OK, I've cancelled {service} on {day} at {time}.",
        "All done, {service} on {day} at {time} is off the calendar.",
        "Cancelled: {service}, {day} at {time}. Hope to see you another time.",
    ),
    "rescheduled": (
        "Done: your {service} is now on {day} at {time}. We'll text you the new time.",
        "You're moved to {day} at {time} for {service}.",
        "All set, your {service} is now {day} at {time}.",
        "I've moved your {service} to {day} at {time}.",
        "Rescheduled: {service} on {day} at {time}. See you then.",
    ),
    "unknown_service": (
        "Sorry, we don't offer {asked}. We do {services}.",
        "Unfortunately {asked} isn't something we do. We offer {services}.",
        "We don't do {asked}, sorry. Our services are {services}.",
        "Sorry, no {asked} here. We can help with {services}.",
        "{asked} is outside what we do. We do {services}.",
    ),
    "handoff": (
        "Of course. You can reach the team directly at {phone}, and I've let them know you'd like to talk.",
        "Sure, call the shop at {phone} and someone will help you.",
        "No problem. The team is at {phone}. I've told them you called.",
        "I'll get someone for you. You can also call {phone}.",
        "Of course, the shop's number is {phone}. They'll be glad to help.",
    ),
    "take_message": (
        "I'll pass that to the team and someone will get back to you shortly.",
        "Got it. I'll leave a message for the team and they'll call you back.",
        "I've noted that for the shop. Someone will follow up soon.",
        "Thanks, I'll make sure the team gets your message.",
        "I'll let the team know. Expect a call back soon.",
    ),
    "cant_help": (
        "Sorry, I can't help with that. I can book a service, check prices or answer questions about the shop.",
        "I'm afraid I can't do that. I can help you book or answer questions about the shop.",
        "Sorry, that's not something I can do. Want to book a service instead?",
        "I can't help with that one, sorry. I can book appointments and quote prices.",
        "That's outside what I can do. I'm happy to book you in or check a price.",
    ),
}
# Acts whose reply may open with "Sorry, that time was just taken." when facts say taken=yes.
TAKEN_OPENERS = (
    "Sorry, that time was just taken. ",
    "That time just got booked, sorry. ",
    "Sorry, someone just took that slot. ",
    "Ah, that one was just taken. ",
    "Sorry, that time is gone now. ",
)
