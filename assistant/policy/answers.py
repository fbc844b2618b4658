"""Answers about the shop (its services and prices), and a person for what the assistant
cannot answer."""

from __future__ import annotations

import re
from datetime import timedelta
from urllib.parse import quote_plus

from assistant.cues import (
    ANY_CARD,
    ASKS_WHEN_BOOKED,
    BUNDLE,
    CALL_ME,
    CARD_BRANDS,
    COUPON,
    DEPOSIT,
    FINANCING,
    IN_ALL,
    LOANER,
    PAY_WHEN,
    QUOTES_THE_VISIT,
    REMOTE_PAY,
    RETURNS_A_CALL_SAID,
    RISKY_TO_DRIVE,
    SOMEONE_ELSE_COMES,
    TEXT_IT_TO_ME,
    THEIR_OWN_CAR,
    UNSAFE_TO_DRIVE,
    WAYS_TO_PAY,
    YOUR_VISIT,
)
from assistant.models import Conversation, OutboundText
from assistant.policy.booking import (
    booked_in_this_conversation,
    declined_vehicle,
    dropoff_facts,
    no_engine_to_service,
    upcoming_visit,
)
from assistant.policy.state import Decision, Turn, axles_priced
from assistant.schema import Act, Understanding
from assistant.text_limits import held_back, may_text_the_staff, may_text_unproven, opted_out
from assistant.understand.asked import as_work
from assistant.understand.intents import STILL_ON
from assistant.understand.services import GENERIC, STOPWORDS
from assistant.understand.text import clean, stem, tokenize
from assistant.understand.vehicles import ELECTRIC, read_vehicles
from assistant.words import duration_words, join_words
from booking import pricing, selectors
from booking.models import Appointment, Service
from booking.phones import phone_words


def handoff(turn: Turn, *, calls_back: bool = False) -> Decision:
    """A person for the customer: the shop's number to call, or, where the team was just told
    (`calls_back`), a call back: for a caller, since the shop's phone has just rung unanswered,
    and for anyone who asked to be called, at the number they gave or the channel proved."""
    staff = turn.tools.shop.staff_phone
    asked_a_call = CALL_ME.search(turn.text)
    number = (turn.state.get("phone", "") if asked_a_call else "") or turn.verified_phone
    if calls_back and staff and number and (asked_a_call or turn.channel == "phone"):
        returned = {"returned": "yes"} if RETURNS_A_CALL_SAID.search(turn.text) else {}
        return Decision(Act.HANDOFF, {"callback": phone_words(number)} | returned)
    if calls_back and staff and not (turn.verified_phone or turn.state.get("phone")):
        # A chat visitor the team cannot call: a number left next is called back.
        # What they asked goes with the number they leave: the team calls back knowing why.
        turn.state.update(expecting="phone", asked_for="call", call_about=turn.text[:300])
        return Decision(Act.HANDOFF, {"phone": phone_words(staff), "leave_number": "yes"})
    return Decision(Act.HANDOFF, {"phone": phone_words(staff)} if staff else {})


QUESTION_KEPT = 500  # characters of a question kept for the appointment's notes


def noted_on_the_booking(turn: Turn) -> str:
    """ "Can my husband pick it up?", "will you call me before doing any other work?" with a
    time held: kept for the visit's notes, as it is on a visit already booked, and said to be;
    the booking goes on."""
    turn.state["question"] = " ".join(turn.text.split())[:QUESTION_KEPT]
    someone = SOMEONE_ELSE_COMES.search(turn.text)
    if someone is None:
        return "No problem: I'll note that on the booking."
    return someone_else_comes_noted(someone)


def someone_else_comes_noted(someone: re.Match[str]) -> str:
    """What the customer hears of SOMEONE_ELSE_COMES said of the booking: that it is noted."""
    does = "pick the car up" if someone.group("does").lower() == "pick" else "bring the car"
    return f"No problem: I'll note on the booking that {who_comes(someone)} will {does}."


def who_comes(someone: re.Match[str], *, whose: str = "your") -> str:
    """Who SOMEONE_ELSE_COMES says comes with the car: "your wife" as said to the customer
    ("the customer's wife" as noted for the team), "the seller"."""
    if someone.group("who"):
        return f"{whose} {someone.group('who').lower()}"
    return f"the {someone.group('seller').lower()}"


def reminder_told(turn: Turn) -> Decision:
    """ "Will you text me a reminder?": yes, and when, where the shop sends them and the number
    takes its texts; otherwise the team's to answer."""
    hours = turn.tools.shop.reminder_hours
    visit = upcoming_visit(turn)
    phone = visit.customer.phone if visit else turn.verified_phone
    untexted = (visit and held_back(visit)) or (phone and opted_out(turn.tools.shop, phone))
    if not hours or untexted:
        return pass_on(turn, "asked about a reminder")
    when = "the day before" if hours == 24 else f"{duration_words(hours * 60)} before"
    return Decision(Act.SHOP_ANSWER, {"answer": f"Yes, we text a reminder {when} the visit."})


def shop_answer(turn: Turn, topic: str) -> Decision:
    """The owner's own words on a common question (payment, warranty...); without them, the
    question goes to the team like any other only they can answer. What the owner's words
    leave unsaid ("do you do financing?" of an answer that lists the cards) is said, and the
    rest goes to the team: a list is no "no"."""
    answer = turn.tools.shop.answer(topic)
    unsaid = left_unsaid(turn, topic, answer)
    if answer and unsaid:
        decision = pass_on(turn, f"asked about {unsaid}", about=unsaid)
        decision.preface = answer
        return decision
    if answer:
        return Decision(Act.SHOP_ANSWER, {"answer": answer})
    return pass_on(turn, "asked")


# The parts of a topic a customer may ask about that an owner's answer often leaves out: the
# cue that asks about each, and what it is called when it is passed on.
ASKED_APART = {
    "payment": (
        (FINANCING, "financing"),
        (DEPOSIT, "a deposit"),
        (PAY_WHEN, "when to pay"),
        (REMOTE_PAY, "paying by phone or online"),
    ),
    "rides": ((LOANER, "a loaner car"),),
    "vehicles": ((ELECTRIC, "electric cars"),),
    "discounts": ((COUPON, "a coupon"), (BUNDLE, "a lower price for the work done together")),
}


def left_unsaid(turn: Turn, topic: str | None, answer: str) -> str:
    """What this message asks about `topic` that the owner's `answer` does not speak of: its
    name, or ""."""
    for cue, called in ASKED_APART.get(topic or "", ()):
        if cue.search(turn.text) and not cue.search(answer):
            return called
    if topic == "payment":
        # "Do you take checks?" of a list without them: the list, and checks for the team.
        unnamed = [
            way
            for way, cue in WAYS_TO_PAY.items()
            if cue.search(turn.text)
            and not cue.search(answer)
            and not (way in CARD_BRANDS and ANY_CARD.search(answer))
        ]
        return join_words(unnamed, conjunction="or")
    return ""


def languages(turn: Turn, language: str) -> Decision:
    """ "Do you speak Spanish?": the assistant answers in English only, and says so; whether
    someone at the shop speaks it is the team's to say."""
    name = "Spanish" if language.lower().startswith("espa") else language.capitalize()
    return pass_on(turn, f"asked for someone who speaks {name}", language=name)


SPOKEN_SPECIAL_DAYS_AHEAD = 14  # a caller hears the holidays near enough to matter


def special_days_said(turn: Turn) -> str:
    """The days whose hours are not the weekly ones: every one customers can book on, for a
    reader; for a caller, only those in the next two weeks, since a month of holidays read
    aloud buries the week's hours."""
    if turn.channel != "phone":
        return turn.tools.special_days_words()
    today = turn.tools.today
    last = today + timedelta(days=SPOKEN_SPECIAL_DAYS_AHEAD)
    said = []
    for day in selectors.special_days(turn.tools.shop, today, last):
        facts = turn.tools.hours_on_words(day)
        said.append(f"{facts['day']}: {facts['hours']}")
    return "; ".join(said)


def booking_window(turn: Turn) -> Decision:
    """ "How far in advance do I need to book?": the shop's own rules, as its words."""
    shop = turn.tools.shop
    ahead = f"up to {shop.horizon_days} days ahead"
    if shop.min_notice_minutes:
        soonest = duration_words(shop.min_notice_minutes)
        answer = f"You can book as soon as {soonest} from now, and {ahead}."
    else:
        answer = f"You can book any open time {ahead}."
    return Decision(Act.SHOP_ANSWER, {"answer": answer})


def pass_on(turn: Turn, what: str, **how: str) -> Decision:
    """Something only a person can answer: texted to the team with the customer's number, or,
    with no number to call back on, the shop's own number given instead. `how` says how the
    reply puts it: `sorry` for a complaint, `spanish` for a message in Spanish (the assistant
    answers in English only, and says so in both), `foreign` for one in another language (said
    in English), `language` for another language asked for, `about` for the part of a question
    the owner's answer left unsaid."""
    staff = turn.tools.shop.staff_phone
    if staff and (turn.verified_phone or turn.state.get("phone")):
        tell_the_shop(turn, what)
        return Decision(Act.TAKE_MESSAGE, how)
    if staff:
        # A chat with no number to call back on: the question waits for one, offered to be
        # left, so the team gets it even if the customer never calls.
        turn.state["question_for_the_team"] = [what, turn.text[:300]]
        return Decision(Act.SHOP_ANSWER, {"phone": phone_words(staff)} | how)
    return Decision(Act.ASK_SERVICE, {"unanswered": "yes"} | how)


def pass_on_with_the_number(turn: Turn, phone: str) -> Decision | None:
    """A number left in a chat after a question the team was to answer: the question, passed
    on now, with the number to get back to the customer at; None where none waits."""
    waiting = turn.state.pop("question_for_the_team", None)
    if not waiting:
        return None
    what, said = waiting
    turn.state["phone"] = phone
    tell_the_shop(turn, what, said=said)
    return Decision(Act.TAKE_MESSAGE, {"callback": phone_words(phone)})


def safe_to_drive(turn: Turn) -> Decision:
    """ "Is it safe to drive?": nobody can say without seeing the car, and the team is asked;
    of trouble where driving is the risk (brakes, steering, overheating, said now or when the
    visit was asked for), the customer is told so, and the shop's word on towing, if any."""
    trouble = f"{turn.text} {turn.state.get('their_words', '')}"
    said = next(
        (said for cue, said in (*UNSAFE_TO_DRIVE, *RISKY_TO_DRIVE) if cue.search(trouble)),
        "I can't tell from here whether it's safe to drive: only a mechanic who sees the car "
        "can say.",
    )
    # Where a tow is the advice, the shop's own word on towing follows it.
    towing = turn.tools.shop.answer("towing") if "towed" in said else ""
    # The trouble said before the question is what the team needs to answer it.
    earlier = turn.state.get("their_words", "")
    what = "asked if the car is safe to drive"
    if earlier and earlier not in turn.text:
        what += f' (earlier: "{earlier[:150]}")'
    decision = pass_on(turn, what, safety="yes")
    # Said as it is, whoever writes the rest: safety advice is not left to a model's wording.
    decision.preface = " ".join(filter(None, (said, towing)))
    return decision


def work_needed(turn: Turn) -> Decision:
    """ "Is the coolant flush really necessary?": nobody can say without seeing the car, so
    the team is asked."""
    decision = pass_on(turn, "asked whether the work is really needed")
    if decision.act == Act.SHOP_ANSWER:
        decision.facts["partly"] = "yes"  # the team's number, after what can be said
    decision.preface = (
        "I can't tell from here whether your car needs it: a mechanic who sees the car can say."
    )
    return decision


def what_to_bring(turn: Turn, *, all_set: bool = False) -> Decision:
    """ "What do I need to bring?": for a visit, the car and its keys; a drop-off job's car is
    brought in the shop's drop-off window."""
    service = turn.tools.service(turn.state.get("service_id"))
    visit = None if service else upcoming_visit(turn)
    service = service or (visit.service if visit else None)
    on = visit.start if visit else None
    dropoff = dropoff_facts(turn, service, on).get("dropoff", "") if service else ""
    when = f", brought in {dropoff}" if dropoff else ""
    # `all_set`: "Do I need to do anything else?" of a visit booked.
    said = "You're all set: just bring the car" if all_set else "Just the car"
    return Decision(Act.SHOP_ANSWER, {"answer": f"{said} and its keys{when}."})


def tell_the_shop(turn: Turn, what: str, *, said: str = "") -> None:
    """Text the shop's staff phone, so a person follows up on what the assistant cannot do;
    `said` is the customer's question where this message is not it (a number left after it)."""
    staff = turn.tools.shop.staff_phone
    if not staff:
        return
    phone = turn.verified_phone or turn.state.get("phone", "")
    # The name makes the callback a greeting, not a guess; the number is what they dial.
    name = turn.state.get("name") or (
        turn.tools.name_on_file(turn.verified_phone) if turn.verified_phone else ""
    )
    who = f"{name} ({phone})" if name and phone else name or phone or f"a {turn.channel} visitor"
    if not may_text_the_staff(turn.tools.shop, turn.state, turn.tools.now):
        # Not texted again so soon: listed to call back instead, this in the transcript.
        turn.state["asked_the_team"] = True
        return
    body = f'Frontdesk: {who} {what}: "{(said or turn.text)[:300]}"'
    turn.outbox.append((staff, body, OutboundText.Kind.MESSAGE_FOR_OWNER, None))


def directions(turn: Turn) -> Decision:
    """The shop's address; also texted, with a map link, where the customer asked for it by
    text on a call or in the chat ("can you text me the address?") and their number is known:
    a caller under a hood or behind a wheel cannot write it down."""
    shop = turn.tools.shop
    turn.state["told_address"] = True
    facts = {"address": shop.address}
    phone = turn.verified_phone or turn.state.get("phone", "")
    asked = shop.address and phone and turn.channel != "sms" and TEXT_IT_TO_ME.search(turn.text)
    if asked and _may_text_the_address(turn, phone):
        body = f"{shop.name}: {shop.address}. Map: {map_link(shop.address)}"
        turn.outbox.append((phone, body, OutboundText.Kind.DIRECTIONS, None))
        turn.state["texted_address"] = phone
        facts["texted"] = phone_words(phone)
    return Decision(Act.LOCATION, facts)


# A number typed into a chat proves nothing, and the chat is open to anyone: without a limit,
# "text me the address" asked again and again, in one chat or in many, would text any number
# anywhere as often as asked, at the shop's cost (an SMS pumping scheme's dream).
ADDRESS_TEXTS_PER_PHONE_PER_DAY = 2


def _may_text_the_address(turn: Turn, phone: str) -> bool:
    """Once a conversation, and a couple of times a day to one number: asked again, the
    address is said, not texted again."""
    if turn.state.get("texted_address"):
        return False
    shop, since = turn.tools.shop, turn.tools.now - timedelta(days=1)
    sent = OutboundText.objects.filter(
        shop=shop, to=phone, kind=OutboundText.Kind.DIRECTIONS, created_at__gt=since
    ).count()
    # A text is recorded only once the worker has sent it, after this turn commits: the chats
    # that texted the number its address count too, one turn deciding at a time.
    shop.lock()
    texting = Conversation.objects.filter(
        shop=shop, state__texted_address=phone, created_at__gt=since
    ).count()
    if max(sent, texting) >= ADDRESS_TEXTS_PER_PHONE_PER_DAY:
        return False
    return phone == turn.verified_phone or may_text_unproven(shop, phone, turn.tools.now)


def map_link(address: str) -> str:
    """A maps search for the address, which opens in whatever maps app the phone has."""
    return f"https://www.google.com/maps/search/?api=1&query={quote_plus(address)}"


def list_services(turn: Turn) -> Decision:
    turn.state["told_services"] = True
    names = [service.name for service in turn.tools.catalog()]
    return Decision(Act.SERVICES, {"services": join_words(names, conjunction="and")})


SPOKEN_PRICES = 4  # the most read out on a call; more are spanned by the lowest and highest


def price_list(turn: Turn) -> Decision:
    """Every service with its price, the cheapest first."""
    declined = declined_vehicle(turn)
    if declined is not None:
        return declined
    turn.state["told_services"] = True
    vehicle = turn.state.get("vehicle", "")
    spoken = turn.channel == "phone"
    services = sorted(turn.tools.catalog(), key=lambda service: service.price_min)
    if spoken and len(services) > SPOKEN_PRICES:
        # A dozen prices read aloud run near a minute: the span, then the one they want.
        turn.state.update(expecting="service", asked_for="price")
        lowest, highest = (
            f"{turn.tools.quote_words(service, vehicle, spoken=True)} for {service.name}"
            for service in (services[0], services[-1])
        )
        return Decision(Act.SERVICES, {"prices": "yes", "lowest": lowest, "highest": highest})
    priced = [
        f"{service.name} {turn.tools.quote_words(service, vehicle, spoken=spoken)}"
        for service in services
    ]
    return Decision(
        Act.SERVICES, {"services": join_words(priced, conjunction="and"), "prices": "yes"}
    )


# Words that say what is done, not to what: "tire sales" is near "Tire rotation" by its tire,
# not "Battery replacement" by a kind of work.
NEAREST_SAID = 2  # more alike than that, and none is the nearest
KINDS_OF_WORK = GENERIC | {stem(word) for word in "sales installation mounting services".split()}


def nearest_listed(turn: Turn, asked: str) -> list[str]:
    """The catalog's services that share a part or a kind of check with the work asked for:
    "tire sales" is near "Tire rotation", "state inspections" near the inspections listed."""
    asked_words = _work_words(asked)
    shared = {
        service.name: len(asked_words & {stem(token.low) for token in tokenize(service.name)})
        for service in turn.tools.catalog()
    }
    most = max(shared.values(), default=0)
    nearest = [name for name, count in shared.items() if most and count == most]
    if not nearest and asked_words:
        # "Rotor replacement": no name says rotors, but the brake work the owner describes as
        # measuring or replacing them does; every word asked must be in the description.
        nearest = [service.name for service in turn.tools.catalog() if describes(service, asked)]
    # "Brake fluid flush" shares a word with four services: none is nearer than the others.
    return nearest if len(nearest) <= NEAREST_SAID else []


def describes(service: Service, asked: str) -> bool:
    """Whether the owner's description of `service` names every word of the work asked ("rotor
    replacement" of brake work "rotors measured; rotors extra if needed")."""
    asked_words = _work_words(asked)
    described = {stem(token.low) for token in tokenize(service.description)}
    return bool(asked_words) and asked_words <= described


def _work_words(asked: str) -> set[str]:
    return {stem(token.low) for token in tokenize(asked)} - STOPWORDS - KINDS_OF_WORK


def unknown_service(turn: Turn, understanding: Understanding) -> Decision:
    """Work the catalog does not list: said not to be on the list, never that the shop does not
    do it (an air filter may be part of a service); the nearest listed, and the team for the
    rest."""
    facts = list_services(turn).facts
    catalog = turn.tools.catalog()
    if turn.channel == "phone" and len(catalog) > SPOKEN_PRICES:
        # A dozen names read aloud after a "no" lose the caller: a few, and "more".
        some = sorted(catalog, key=lambda service: service.price_min)[:3]
        names = [service.name for service in some] + ["more"]
        facts = {"services": join_words(names, conjunction="and")}
    asked = as_work(understanding.service or "")
    if asked:
        turn.state["unknown_work"] = asked[:80]  # asked to book next, it is the team's
    if nearest := nearest_listed(turn, asked):
        facts["nearest"] = join_words(nearest, conjunction="and")
    if staff := turn.tools.shop.staff_phone:
        facts["phone"] = phone_words(staff)
    return Decision(Act.UNKNOWN_SERVICE, {"asked": asked, **facts})


def quote(
    turn: Turn,
    *,
    takes: bool = False,
    includes: bool = False,
    waits: bool = False,
    leaves: str = "",
) -> Decision:
    """The service's price; with `takes`, also how long it takes (a drop-off job: the day);
    with `includes`, what the shop's description says it includes; with `waits` ("can I wait
    for it?"), that a job done while the customer waits can be waited for, and with `leaves`
    that it need not stay ("car": "do I need to leave it all day?") or they need not ("stay":
    "do I have to stay there?")."""
    declined = declined_vehicle(turn) or no_engine_to_service(turn)
    if declined is not None:
        turn.state["quoted"] = True  # "what about my Camry?" next is quoted
        return declined
    asked_id = turn.state.get("service_id")
    service = turn.tools.service(asked_id)
    booked: dict[str, str] = {}
    if service is None and (asked_id or QUOTES_THE_VISIT.search(turn.text)):
        # "How much will I owe for my appointment?": the visit's service, where it is known;
        # "how long will it take?" of a visit whose service the shop has since retired.
        visit = _visit_asked(turn)
        if visit and asked_id in (None, visit.service_id):
            service, booked = visit.service, {"booked": "yes"}
    last_act, last_facts = (turn.state.get("last_said") or ("", {}))[:2]
    if service is None and last_act == Act.UNKNOWN_SERVICE and last_facts.get("asked"):
        # "How much would that be?" of work just said not to be on the list: only the team
        # can price it, not "which service is it for?".
        price_of = f"the price of {last_facts['asked']}"
        return pass_on(turn, f"asked {price_of}", about=price_of)
    if service is None:
        turn.state.update(expecting="service", asked_for="price")
        return Decision(Act.ASK_SERVICE, {"purpose": "price"})
    if any(a.service_id == service.pk for a in booked_in_this_conversation(turn)):
        booked = {"booked": "yes"}  # "how long will it take?" right after booking it
    elif turn.verified_phone and (YOUR_VISIT.search(turn.text) or takes or includes):
        # "How long will my oil change take tomorrow?", "is synthetic included?" from the
        # number it is booked on: of the visit.
        visit = upcoming_visit(turn, service_id=service.pk)
        booked = {"booked": "yes"} if visit and visit.service_id == service.pk else {}
    spoken = turn.channel == "phone"
    turn.state["quoted"] = True
    # "How much for an oil change on a diesel?": no car named, but a kind the owner prices
    # apart, whose price is the answer.
    vehicle = turn.state.get("vehicle", "") or pricing.quote(service, turn.text).adjustment
    axles = axles_priced(turn, service)
    facts = {
        "service": service.name,
        "price": turn.tools.quote_words(service, vehicle, spoken=spoken, axles=axles),
        **booked,
        **({"axles": "both"} if axles == 2 else {}),
    }
    # "2014 Subaru Outback" said after its price: heard, as the car the price is for.
    named_now = vehicle and turn.service_id is None and vehicle in read_vehicles(turn.text)
    if named_now and turn.state.get("vehicle"):
        facts["price_for"] = vehicle
    if turn.tools.priced_for(service, vehicle):
        facts["price_for"] = vehicle  # "$137 to $206 for your 2016 Audi A4": why not $119
        if not turn.state.get("vehicle") and not THEIR_OWN_CAR.search(turn.text):
            # "How much for diesels?": a kind asked about, not a car they were heard to own.
            facts["price_whose"] = "an" if vehicle[:1].lower() in "aeiou" else "a"
    other_cars = [car for car in read_vehicles(turn.text) if car != vehicle]
    if vehicle and other_cars and not (takes or includes or booked):
        # "An oil change on my Mercedes and my wife's Honda Pilot": each car's price.
        facts |= {
            "price_for": vehicle,
            "other_car": other_cars[0],
            "other_price": turn.tools.quote_words(
                service, other_cars[0], spoken=spoken, axles=axles
            ),
        }
    if takes:
        facts["takes"] = duration_words(service.duration_minutes)
        facts |= dropoff_facts(turn, service)
        if waits and service.kind == Service.Kind.WAITER:
            facts["wait"] = "yes"
            if leaves:
                facts["leave"] = "stay" if leaves == "stay" else "no need"
        elif waits and not leaves:
            facts["wait"] = "no"  # "can I wait for it?" of a drop-off job
    if includes and service.description:
        facts["includes"] = service.description
    others = _others_named(turn, service)
    if others and not (takes or includes or booked):
        # "How much for an oil change and a tire rotation?": each one's price.
        facts["also"] = _each_price(turn, others, vehicle, spoken=spoken)
        if IN_ALL.search(turn.text) and axles == 1:
            # "What's the total for an oil change and a tire rotation?": added up too.
            facts["total"] = turn.tools.total_words([service, *others], vehicle, spoken=spoken)
    elif others and takes and not (includes or booked or leaves or "dropoff" in facts):
        # "How much are an oil change and a brake inspection, and how long do they take?":
        # each one's time and price, not the first one's alone; "can I wait for an oil
        # change and a brake inspection?", each one's where each can be waited for, and
        # "... and a timing belt?", that the drop-off job cannot.
        dropoffs = [other.name for other in others if other.kind != Service.Kind.WAITER]
        if waits and dropoffs and facts.get("wait") == "yes":
            facts["not_waited"] = join_words(dropoffs, conjunction="and")
            return Decision(Act.QUOTE, facts)
        facts["also"] = join_words(
            [
                f"{other.name} about {duration_words(other.duration_minutes)}, "
                f"{turn.tools.quote_words(other, vehicle, spoken=spoken)}"
                for other in others
            ],
            conjunction="and",
        )
    decision = Decision(Act.QUOTE, facts)
    if booked:
        # "What time is my appointment and how much will it be?": both.
        decision.preface = visit_said_if_asked(turn, service_id=service.pk)
    return decision


def visit_said_if_asked(turn: Turn, *, service_id: int | None = None) -> str:
    """ "You're booked for ...", where the message also asks when the visit is or whether it
    is still on ("is my appointment still on? and where are you?"), from the number it is
    booked on or of a visit booked here; else nothing."""
    if not (ASKS_WHEN_BOOKED.search(turn.text) or STILL_ON.search(turn.text)):
        return ""
    visit = upcoming_visit(turn, service_id=service_id)
    if visit is None:
        return ""
    day, at = turn.tools.when_words(visit.start)
    return f"You're booked for {visit.service.name} on {day} at {at}."


# Whether one service comes with another: "is a rotation included with the oil change", "do
# you do free rotations with an oil change?" (the whole named last), "does the oil change
# include a rotation" (the whole named first).
PART_OF_THE_LAST = re.compile(
    # "Free rotations with an oil change?", "rotate my tires with the oil change for free?".
    r"\b(?:included|part of|come with|comes with)\b|\bfree\b.*\bwith\b|\bwith\b.*\bfor free\b",
    re.IGNORECASE,
)
PART_OF_THE_FIRST = re.compile(
    r"\b(?:does|do|will|would|is)\b.*\b(?:include|includes|come with|comes with)\b", re.IGNORECASE
)


def included_with(turn: Turn) -> Decision | None:
    """ "Do you do free rotations with an oil change?", "does the oil change include a tire
    rotation?": what the whole job includes, and what the other costs on its own where the
    owner's description does not list it. Not a haggle over the price."""
    services = [turn.tools.service(pk) for pk in (turn.service_id, *turn.also_service_ids)]
    services = [service for service in services if service is not None]
    first_whole = PART_OF_THE_FIRST.search(turn.text)
    if len(services) != 2 or not (first_whole or PART_OF_THE_LAST.search(turn.text)):
        return None
    services.sort(key=lambda service: _said_at(turn.text, service))
    whole, part = services if first_whole else reversed(services)
    if not whole.description:
        return None
    # "Yes" to "Would you like to book both?" books the whole job, then the other.
    turn.state.update(service_id=whole.pk, then=[part.pk])
    decision = quote(turn, includes=True)
    if decision.act != Act.QUOTE or _content_words(part.name) <= _content_words(whole.description):
        return decision
    decision.facts["not_included"] = part.name
    decision.facts["part_price"] = turn.tools.quote_words(
        part, turn.state.get("vehicle", ""), spoken=turn.channel == "phone"
    )
    return decision


def _said_at(text: str, service: Service) -> int:
    """Where in `text` a word of the service's name or its aliases is first said."""
    words = set().union(*(_content_words(said) for said in (service.name, *service.aliases)))
    spots = [token.start for token in tokenize(clean(text)) if stem(token.low) in words]
    return min(spots, default=len(text))


def companion_part(text: str, service: Service) -> str:
    """The part `text` asks about that `service` lists only beside its own work ("a water
    pump" of an alias "timing belt and water pump"), the service's own work unnamed; ""
    where it is named, or no such part is asked about."""
    said = _content_words(text)
    joined = [alias.split(" and ") for alias in service.aliases if " and " in alias]
    own = [service.name, *(a for a in service.aliases if " and " not in a)]
    own += [parts[0] for parts in joined]
    if any(_content_words(words) & said for words in own):
        return ""
    parts = (part for parts in joined for part in parts[1:] if _content_words(part))
    return next((part for part in parts if _content_words(part) <= said), "")


def companion_only(turn: Turn, service: Service, part: str) -> Decision:
    """ "How much for a water pump?" of a shop that does one only with the timing belt: that
    job's price is not the answer, so the service that can include it is said, and what the
    part costs on its own is the team's to quote."""
    price = turn.tools.quote_words(
        service, turn.state.get("vehicle", ""), spoken=turn.channel == "phone"
    )
    decision = pass_on(turn, f"asked about {part} work on its own", partly="yes")
    decision.preface = (
        f"We don't list {part} work on its own; our {service.name} ({price}) can include it."
    )
    return decision


def _content_words(text: str) -> set[str]:
    return {stem(token.low) for token in tokenize(clean(text))} - STOPWORDS - GENERIC


def _visit_asked(turn: Turn) -> Appointment | None:
    """The visit on the day the customer named ("the total for wednesday"), else the next."""
    day = turn.state.get("date")
    if day and turn.verified_phone:
        for visit in turn.tools.upcoming_for(turn.verified_phone):
            if turn.tools.local(visit.start).date().isoformat() == day:
                return visit
    return upcoming_visit(turn)


def cant_help(turn: Turn) -> Decision:
    """A price asked to be lowered ("can you do it for $40?"): what each service named usually
    runs, said as the channel says prices."""
    service = turn.tools.service(turn.state.get("service_id"))
    if service is None:
        return Decision(Act.CANT_HELP, {})
    vehicle, spoken = turn.state.get("vehicle", ""), turn.channel == "phone"
    facts = {
        "service": service.name,
        "price": turn.tools.quote_words(service, vehicle, spoken=spoken),
    }
    others = _others_named(turn, service)
    if others:
        # "An oil change and a rotation for under $100?": each one's price, not the first's.
        facts["also"] = _each_price(turn, others, vehicle, spoken=spoken)
    return Decision(Act.CANT_HELP, facts)


def _others_named(turn: Turn, service: Service) -> list[Service]:
    """The services the message names besides `service`."""
    others = [turn.tools.service(pk) for pk in turn.also_service_ids]
    return [other for other in others if other is not None and other != service]


def _each_price(turn: Turn, services: list[Service], vehicle: str, *, spoken: bool) -> str:
    """ "Tire rotation $25 to $40 and Brake inspection $29 to $49"."""
    return join_words(
        [f"{s.name} {turn.tools.quote_words(s, vehicle, spoken=spoken)}" for s in services],
        conjunction="and",
    )
