"""One turn's decision: what the customer gave up, moved or asked, and which part of the policy
(booking, changes, answers) takes the turn from there."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, datetime, time, timedelta

from django.db.models import Q

from assistant.cues import (
    A_LITTLE_EARLY,
    A_PHOTO,
    A_WEEK,
    ABOUT_A_JOB,
    ABOUT_OUR_ESTIMATE,
    ABOUT_THE_VISIT,
    ACKNOWLEDGES,
    ADD_TO_VISIT,
    ADDS_ANOTHER,
    AFTER_OUR_WORK,
    ALL_QUOTED,
    ALSO,
    AND_MORE,
    ANOTHER_CAR,
    ANYTHING_TO_DO,
    ARRIVED,
    ASKS_IF_EXTRA,
    ASKS_OUR_NUMBER,
    ASKS_WHEN_BOOKED,
    AWAY_FROM_THE_SHOP,
    AXLE_WORDS,
    BOOKED_TWICE,
    BOTH_AXLES,
    BY_DATE,
    BY_WHERE,
    CALL_ME,
    CALL_WHEN_READY,
    CALLED_BEFORE_WORK,
    CAN_WAIT,
    CANCEL_POLICY,
    CAR_AT_THE_SHOP,
    CAR_FOR_THE_VISIT,
    CAR_SWAPPED,
    CAUSE_ASKED,
    CHANGES_IT,
    CLOSING_TIME,
    COMING_EARLY,
    COMPLAINT,
    CONFIRMS_A_VISIT,
    DANGER,
    DEADLINE_DAY,
    DIFFERENCE,
    DO_YOU_DO,
    DROPPED_OFF,
    DROPS_WORK,
    EARLIEST_CHECKED,
    FAREWELL,
    FED_UP,
    FLEET,
    FOLLOW_UP,
    FOR_A_RELATIVE,
    FREE_ASKED,
    FREE_ESTIMATE,
    FREE_NOT_A_PRICE,
    FREE_WITH_THE_WORK,
    FREE_WORK,
    FREEBIE,
    FROM_A_BUSINESS,
    GIVES_UP,
    HELLO_ONLY,
    HOW_ARE_YOU,
    HOW_FAR_AHEAD,
    HOW_LATE,
    HOW_LONG,
    HOW_OFTEN,
    IF_BROUGHT_IN,
    IN_ALL,
    INSTEAD_OF,
    IS_THIS,
    KEEPS_IT,
    LABOR_RATE,
    LAST_VISIT_ASKED,
    LATE_LATER,
    LATER,
    LATER_IN_THE_WEEK,
    LEAVE_IT,
    LEAVES_A_MESSAGE,
    LEFT_BEHIND,
    MAINTENANCE,
    MEANT_ANOTHER,
    MUST_STAY,
    NEVER_MIND,
    NEW_CUSTOMERS,
    NEW_NUMBER,
    NO_CODE_CAME,
    NO_TEXTS_WANTED,
    NOTE_FOR_THE_VISIT,
    ON_THE_WAY,
    ONE_MORE,
    ONE_OF_THEM_MINE,
    ONLY_THAT,
    OPEN_NOW,
    OTHER_LANGUAGE,
    PAPERWORK,
    PAST_BILL,
    PAST_WORK,
    PICK_UP,
    PRAISE,
    PRAISE_OF_WORK_DONE,
    PRICE_COVERS,
    PRICE_LIST,
    PRICE_MATCH,
    PRICE_TOO_HIGH,
    QUESTION,
    QUESTION_COMING,
    READY_BY_ASKED,
    REBOOKS,
    RECALL,
    RECURRING,
    REMINDER_ASKED,
    RESCHEDULE_LETTER,
    RESENDS,
    RETURNS_A_CALL_SAID,
    REVIEW,
    RIGHT_AFTER,
    RUNNING_LATE,
    SAFE_TO_DRIVE,
    SAID_BOOKED,
    SAME_AS_LAST_TIME,
    SAME_TIME,
    SEE_YOU,
    SHOP_TOPICS,
    SKIPS,
    SOMEONE_ELSE_BRINGS_IT,
    SOMEONE_ELSE_COMES,
    SOONEST,
    SPANISH,
    SPEAKS_A_LANGUAGE,
    SWAP,
    TAX_ASKED,
    TEXT_IT_TO_ME,
    TEXTS_HELP,
    TEXTS_OFF,
    TEXTS_ON,
    THANKS,
    THATS_ALL,
    THE_DAY_AFTER,
    THE_DAY_BEFORE,
    THE_MECHANICS,
    THE_SAME_DAY,
    THE_WEEK_AFTER,
    THERE_IN,
    THESE_DAYS,
    TROUBLE_BACK,
    TROUBLE_WITH_OUR_WORK,
    TWO_CARS,
    TWO_OF_MY_CARS,
    UNSAFE_TO_DRIVE,
    UNSURE,
    USES,
    VISIT_NAMED,
    WARRANTY_CLAIM,
    WEEKDAY_NAMED,
    WHAT_ABOUT,
    WHAT_IS_A,
    WHAT_IT_MEANS,
    WHAT_TO_BRING,
    WHATS_INCLUDED,
    WHEN_FREE,
    WHEN_TO_BRING,
    WHICH_DAY,
    WHICH_OIL,
    WHILE_IT_IS_IN,
    WHO_IS_THIS,
    WHY_A_RANGE,
    WILL_COME_BY,
    WILL_IT_FIX,
    WORK_NEEDED,
    WRONG_NUMBER,
    YES_ALONE,
)
from assistant.policy.answers import (
    booking_window,
    cant_help,
    companion_only,
    companion_part,
    describes,
    directions,
    handoff,
    included_with,
    languages,
    left_unsaid,
    list_services,
    noted_on_the_booking,
    pass_on,
    pass_on_with_the_number,
    price_list,
    quote,
    reminder_told,
    safe_to_drive,
    shop_answer,
    someone_else_comes_noted,
    special_days_said,
    tell_the_shop,
    unknown_service,
    visit_said_if_asked,
    what_to_bring,
    work_needed,
)
from assistant.policy.booking import (
    ASKS_WHICH_IT_WAS,
    TIME_ASKED_AGAIN,
    book,
    book_also,
    booked_in_this_conversation,
    day_for_the_next_service,
    dropoff_facts,
    from_now,
    name_said_beside_the_answer,
    names_one_time,
    on_the_weekday_offered,
    ordinal,
    upcoming_visit,
)
from assistant.policy.changes import (
    appointment_words,
    change,
    check_code,
    drop_work,
    note_name,
    note_phone,
    note_vehicle,
    note_who_comes,
    note_whose_car,
    resend_confirmation,
    sooner_than_its_day,
)
from assistant.policy.identity import name_as_on_file
from assistant.policy.someone_else import (
    keep_whose_details,
    settle_for_someone,
    with_their_name,
)
from assistant.policy.state import (
    LOOKUP,
    RESEND,
    Decision,
    Turn,
    ask_phone,
    forget_choice,
    moved_by,
    shift_asked,
    start_goal,
)
from assistant.schema import Act, Intent, Understanding
from assistant.templates_reply import ARRIVAL_TOLD, WE_CALL_WHEN_READY, template_reply
from assistant.understand.asked import CAR_WORK
from assistant.understand.calendar_words import NUMBER_WORDS, WEEKDAYS, calendar_text
from assistant.understand.dates import (
    A_WEEK_ON,
    MONTH,
    WHOLE_MONTH,
    read_booked_day,
    rules_out,
    says_a_part_of_the_day_after,
    says_its_weekday_a_week_on,
)
from assistant.understand.intents import (
    CANT_MAKE_IT,
    COME_AT_ANOTHER_TIME,
    MISSES_A_TIME,
    OTHER_WORK_INSTEAD,
    QUOTED_BEFORE_SAID,
    STILL_ON,
    read_intent,
    said_intents,
)
from assistant.understand.lexicon import QUICK_CHECK
from assistant.understand.people import (
    AND_SOMEONE_ELSE_TOO,
    FIRST_NAMES,
    completed_name,
    copy_wanted_for,
    names_someone_else,
    puts_a_name_on_the_visit,
    visit_given_to,
    whom_for,
    whose_car_it_is,
)
from assistant.understand.services import (
    STOPWORDS,
    a_look_unnamed,
    says_more_than,
    trouble_of_a_kind,
    trouble_of_no_part,
)
from assistant.understand.stretches import (
    asks_only_days,
    days_asked,
    holidays_asked,
    stretch_asked,
)
from assistant.understand.text import stem
from assistant.understand.times import AM_OR_PM_ASKED
from assistant.understand.vehicles import car_named_by, read_vehicles
from assistant.words import day_words, duration_words, join_words, time_words
from booking.models import Appointment, Service
from booking.phones import phone_words

WHY_A_RANGE_ANSWER = (
    "The price depends on the car: its size, the parts and fluids it takes, and what we find "
    "when we look at it. The final price is confirmed after we look at the car."
)
# "... a free inspection with the oil change": the free work asked of another's visit.
WITH_OTHER_WORK = re.compile(r"\s*(?:with|along with|on top of|when you do)\b", re.I)
THANKS_SAID = re.compile(r"\b(?:thanks|thank you|thank u|thx|ty|tysm)\b", re.I)
# "... and maybe pads if needed": work the look decides on, not work asked for.
IF_NEEDED = re.compile(
    r"\b(?:maybe|possibly|perhaps)\b[^.?!,;]{1,40}?\bif (?:needed|necessary|required|it needs it"
    r"|they need it|need be)\b",
    re.I,
)
FIRST_WORD = re.compile(r"\bfirst\b|\bstart with\b", re.I)
YES_WE_DO = "Yes, we do."  # "Do you guys do alignments?", before the price
THEIR_WORDS_LIMIT = 500  # characters of the customer's message kept on the appointment
# A message's clauses: "oil change friday, and do you take cards?".
CLAUSE = re.compile(r"[.?!,;]+|\b(?:also|and|but|plus)\b", re.I)
# Words of a service's name that name no service ("a check of the brakes").
FILLER = {"a", "an", "and", "the", "of", "for", "my", "car", "service", "check", "repair"} | set(
    "when what where which will with your that this there have does should would could about"
    " from into".split()
)


# "Make it synthetic", "can you use synthetic": a choice asked of the visit booked.
WANTS_ON_THE_VISIT = re.compile(
    r"\b(?:make (?:it|that)|switch (?:it |that )?to|change (?:it |that )?to"
    r"|(?:can|could|will) (?:you|u) (?:use|do|put)|i'?d (?:like|prefer|rather)|i (?:want|need)"
    r"|(?:can|could) i (?:get|have))\b",
    re.I,
)
KIND_ASKED = re.compile(r"\b(?:what|which) (?:kinds?|types?|sorts?) of\b", re.I)
RECALL_WORK = (
    "Recall repairs are done free of charge by a dealer for your car's make, so that's the "
    "place to book one."
)
# "Make that a brake inspection instead": another service in place of the one under way.
INSTEAD_WORD = re.compile(r"\binstead\b", re.I)
PLURAL_WORK = re.compile(
    r"\b(?:changes|rotations|alignments|inspections|recharges|flushes|replacements|diagnostics"
    r"|jobs|services)\b",
    re.I,
)
# An ASK_SERVICE with one of these facts ends on "Is there anything else I can help with?".
NO_THANKS_TO_THE_TIMES = re.compile(
    r"^\W*(?:no|nope|nah)\W+(?:thanks|thank you|thx|that'?s (?:it|all)|i'?m good|i'?m ok(?:ay)?)\b"
    r"|\bnot interested\b",
    re.I,
)
# "Just use this one", "this number is fine", "same number": the number they called from.
THIS_NUMBER = re.compile(
    r"\b(?:use|keep|text|send it to) (?:this|my|the same)(?: one| number| cell| phone)?\b"
    r"|\bthis (?:one|number)(?: is| works| will do)? (?:fine|ok(?:ay)?|good|works)\b"
    r"|\bsame number\b|\bthe (?:one|number) i'?m calling (?:from|on)\b",
    re.I,
)
# "We're a business, can we set up an account?", "do you do fleet accounts?": terms only the
# team can set, not a service asked for.
BUSINESS_ACCOUNT = re.compile(
    r"\b(?:business|company|commercial|corporate|fleet)\s+accounts?\b"
    r"|\b(?:set up|open|start|create)\s+(?:an?|our)\s+(?:business\s+)?account\b"
    r"|\bwe'?re an?\s+(?:small\s+)?(?:business|company)\b",
    re.I,
)
# An account asked for, not one only said to be held ("I have a company account with you").
ACCOUNT_ASKED = re.compile(
    r"\b(?:set up|open|start|create|get|apply for|sign up for)\s+(?:an?|our|a new)\s+"
    r"(?:(?:business|company|commercial|corporate|fleet)\s+)?account\b"
    r"|\b(?:do|can) (?:you|u) (?:do|have|offer|set up) (?:business|company|commercial|corporate"
    r"|fleet) accounts?\b",
    re.I,
)
# "What name do you have for me?", "what number will you text?", "what name is it under?":
# the customer's own details on the booking, not a question for the team.
DETAILS_ASKED = re.compile(
    r"\bwhat (?:name|number)\b[^?.]*\b(?:you|u)\b[^?.]*\b(?:have|got|using|use|text|put)\b"
    r"|\bwhat name is (?:it|that|this|my \w+|the \w+) (?:booked |made |put )?under\b",
    re.I,
)
LETS_IT_GO = re.compile(rf"\b(?:{NEVER_MIND})\b", re.I)
# "Can I have an appointment tomorrow?", "something new": a new visit asked for, not the one
# booked moved.
ASKS_FOR_A_VISIT = re.compile(r"\b(?:book\w*|appointment|appt|schedul\w*|new)\b", re.I)
SOMETHING_NEW = re.compile(r"\b(?:new|another|something else|different)\b", re.I)
# "Move it", "the same one", "reschedule": the visit asked about, moved.
MOVES_THE_VISIT = re.compile(
    r"\b(?:move|moving|change|changing|reschedul\w*|push|switch|that one|the same one|mine|my"
    r" (?:appointment|appt|visit|booking))\b",
    re.I,
)
CANT_MAKE_IT_SAID = re.compile(CANT_MAKE_IT, re.I)
BOOKING_QUESTIONS = (Act.OFFER_TIMES, Act.ASK_NAME, Act.ASK_PHONE, Act.CONFIRM)
ANYTHING_ELSE = frozenset({"declined", "thanked", "after_booking", "with_the_team", "praised"})
# Replies that ask nothing, or only whether there is anything else: a "no, that's it" after
# them is a goodbye.
ENDS_ON_ANYTHING_MORE = frozenset(
    {Act.BOOKED, Act.HOURS, Act.LOCATION, Act.SHOP_ANSWER, Act.TAKE_MESSAGE, Act.CANT_HELP}
    | {Act.HANDOFF}  # "no thanks, bye" to "leave your number if you'd like a call back"
)


def decide(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    _past_work_left_out(turn)
    _work_only_if_needed_left_out(turn)
    _the_one_said_first(turn)
    last_act, last_facts = _last_said(state)
    asked_more = last_act == Act.ASK_SERVICE and bool(ANYTHING_ELSE & last_facts.keys())
    if asked_more and understanding.answer == "yes" and _says_only(turn, understanding):
        if THANKS_SAID.search(turn.text):
            # "Yep thx" to "Is there anything else I can help with?": all set, and thanked.
            return Decision(Act.FAREWELL, {"booked": "yes"} if state.get("booked") else {})
        # A bare "yes" to "Is there anything else I can help with?": what, not the same again.
        return Decision(Act.ASK_SERVICE, {"more": "yes"})
    if turn.text == A_PHOTO and not state.get("goal"):
        # A dashboard light or a dent, sent as a picture: asked for in words.
        state["expecting"] = "service"
        return Decision(Act.ASK_SERVICE, {"photo": "yes"})
    if state.get("expecting") == "service" and not turn.service_id and UNSURE.search(turn.text):
        if _says_only(turn, understanding, "answer"):
            # "Idk what it needs": the trouble, described, finds the service.
            return Decision(Act.ASK_SERVICE, {"unsure": "yes"})
    if understanding.name and FAREWELL.search(turn.text):
        understanding = replace(understanding, name=None)  # "bye" to "What name?" is no name
    if understanding.name and state.get("chosen") and SOONEST.search(turn.text):
        understanding = replace(understanding, name=None)  # "earliest" again, of the time held
    if state.get("chosen") and READY_BY_ASKED.search(turn.text) and not understanding.date:
        # "Will it be done by 9?" of the time held: a question of it, no other time asked for.
        understanding = replace(understanding, time_from=None, time_to=None)
    closes = understanding.answer == "no" or THATS_ALL.match(turn.text)
    if closes and _says_only(turn, understanding, "answer") and not state.get("goal"):
        # "No" to the greeting's "What can I do for you?": nothing, so goodbye too. A text
        # conversation opens with the customer's text (a "no" to a reminder), not a greeting.
        greeted = last_act == Act.GREET and not last_facts.get("moment")
        greeted = greeted and (bool(state.get("last_said")) or turn.channel != "sms")
        if asked_more or greeted or last_act in ENDS_ON_ANYTHING_MORE:
            # "No, that's it" to "Anything else?", or after the booking or an answer: goodbye
            # (a caller was asked "anything else?" again and again, and never let go).
            return Decision(Act.FAREWELL, {"booked": "yes"} if state.get("booked") else {})
    if FREE_WITH_THE_WORK.search(turn.text) and state.get("quoted") and state.get("service_id"):
        # "Is it free if you do the brakes?" of the inspection just priced: of that one.
        turn.service_id, turn.also_service_ids = None, ()
        return quote(turn, includes=True)
    if _more_of_the_same_trouble(turn):
        # "It's a squeal" of the brake inspection under way: the same look, not the shop's
        # general diagnostic that a squeal alone would find.
        turn.service_id, turn.also_service_ids = state["service_id"], ()
    if state.get("service_id") in turn.tied_service_ids:
        # "Book the inspection" right after the brake inspection's price: that one.
        turn.service_id, turn.tied_service_ids = state["service_id"], ()
    listed = state.pop("tied", None)
    if listed and (turn.service_id not in listed or turn.tied_service_ids):
        # "The brake one" of "Brake inspection and Pre-purchase inspection": one of those; "the
        # inspection" of the brake inspection and pads compared, not any inspection.
        one = _one_listed(turn, listed)
        if one is not None:
            turn.service_id, turn.tied_service_ids = one, ()
    if listed and turn.service_id is None and understanding.answer == "yes":
        # "Yes" to "Would you like to book one of them?": which.
        state.update(tied=listed, expecting="service")
        names = [service.name for service in map(turn.tools.service, listed) if service]
        return Decision(Act.SERVICES, {"services": join_words(names), "which": "yes"})
    priced = state.pop("priced", [])
    if len(priced) > 1 and turn.service_id is None and ALL_QUOTED.search(turn.text):
        # "Ok book both for friday" after a price for brakes and one for an oil change.
        turn.service_id, *also = priced
        turn.also_service_ids = tuple(also)
    elif turn.service_id is None and _two_cars_asked(turn.text) and state.get("service_id"):
        turn.service_id = state["service_id"]  # "can you do both cars?" of the service under way
    if state.get("goal") == Intent.BOOK and _named_in_a_question_only(turn):
        # "What tire brands do you carry?", "a warranty on brakes?" while an oil change is being
        # booked: asked of the shop, not another service to book in its place; the answer,
        # then the booking where it was.
        decision = book(turn, Understanding())
        decision.preface = _answered_on_the_way(turn, _shop_topic(turn)[0])
        return decision
    if DETAILS_ASKED.search(turn.text):
        decision = _details_told(turn)
        if decision is not None:
            return decision
    if turn.channel == "sms" and turn.verified_phone:
        decision = _carrier_keyword(turn)
        if decision is not None:
            return decision
    no_texts = turn.channel == "sms" and NO_TEXTS_WANTED.search(turn.text)
    if no_texts and state.get("goal") == Intent.BOOK:
        return _booked_with_a_call(turn)
    if no_texts and not state.get("goal"):
        return _calls_instead_of_texts(turn)
    if state.get("expecting") == "code":
        decision = check_code(turn)
        if decision is not None:
            return decision
    keeps_the_number = THIS_NUMBER.search(turn.text) and not understanding.phone
    if state.get("expecting") == "phone" and turn.verified_phone and keeps_the_number:
        if state.get("goal") == Intent.BOOK:
            # "Never mind, just use this one" to another number asked for: the one they called
            # or texted from, and the booking goes on (not let go).
            state.pop("expecting")
            return book(turn, Understanding())
    gives_up = _gives_up(turn, _but_the_day_under_way(turn, understanding), GIVES_UP)
    if state.get("expecting") in ("time", "day") and not state.get("confirming"):
        # "No thanks", "no, that's all" to the times offered: no booking wanted, not another
        # time (a bare "no" asks for other times).
        gives_up = gives_up or _gives_up(turn, understanding, NO_THANKS_TO_THE_TIMES)
    if state.get("goal") == Intent.BOOK and gives_up:
        # "Actually cancel that", "never mind, I'm out of town friday. forget it": the booking
        # under way, not an appointment; a time held for it is said to be let go.
        held = bool(state.get("chosen"))
        forget_choice(turn)
        for key in ("goal", "expecting", "service_id", "date", "time_from", "time_to", "then"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"} | ({"let_go": "yes"} if held else {}))
    # "I don't need the oil change anymore, just the rotation": other work, not less of it.
    if DROPS_WORK.search(turn.text) and not SWAP.search(turn.text):
        decision = drop_work(turn, understanding)  # "I don't need the rotation anymore"
        if decision is not None:
            return decision
    lets_it_go = LETS_IT_GO.search(turn.text) or (state.get("quoted") and gives_up)
    # "Never mind, cancel it" right after the booking: that visit, cancelled, not let go of.
    cancels_it = state.get("booked") and understanding.intent == Intent.CANCEL
    if not state.get("goal") and lets_it_go and _says_only(turn, understanding) and not cancels_it:
        # "Alright never mind then" after "we don't offer that", "ok thanks, I'll think about
        # it" to "Would you like to book it?": nothing to book, nor to ask which service of.
        state.pop("expecting", None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    changing = state.get("goal") in (Intent.RESCHEDULE, Intent.CANCEL)
    if changing and _gives_up(turn, understanding, KEEPS_IT):
        return _keep_the_appointment(turn)
    one_asked = ASKS_WHICH_IT_WAS.match(turn.text) and _the_one_asked_of(turn)
    if one_asked and state.get("goal") in (Intent.BOOK, Intent.RESCHEDULE):
        # "What was the second one?": that time, which a "yes" or "that one" next picks, and
        # the times again.
        place, at = one_asked
        going_on = book if state["goal"] == Intent.BOOK else change
        decision = going_on(turn, Understanding())
        state["asked_of"] = at
        decision.preface = (
            f"The {place} one is {time_words(turn.tools.local(datetime.fromisoformat(at)))}."
        )
        return decision
    day_asked = WHICH_DAY.match(turn.text) and _the_day_talked_of(turn)
    if day_asked and state.get("goal") in (Intent.BOOK, Intent.RESCHEDULE):
        # "Wait, which Friday is that?": the date, then what was under way, as it stood.
        going_on = book if state["goal"] == Intent.BOOK else change
        decision = going_on(turn, Understanding())
        decision.preface = f"That's {day_words(day_asked)}."
        return decision
    understanding = _the_day_after(
        turn, _in_the_week_asked(turn, _today_talked_of(turn, _shifted(turn, understanding)))
    )
    understanding = _a_months_first_open_day(turn, understanding)
    understanding = on_the_weekday_offered(turn, understanding)
    _drop_the_offered_days_ruled_out(turn, understanding)
    understanding = _before_the_day_said(turn, understanding)
    understanding = _with_declined_car(turn, understanding)
    if BOTH_AXLES.search(turn.text):
        state["both_axles"] = True  # "front and back": a per-axle job priced for both
        if understanding.service and _words(understanding.service) <= AXLE_WORDS:
            understanding = replace(understanding, service=None)  # "how much for front and rear"
    car_as_work = re.search(r"\b(?:car|truck|van|suv|vehicle)\b", understanding.service or "")
    if car_as_work and ANOTHER_CAR.search(turn.text):
        # "Can you do my wife's car right after": the same service for another car, not a
        # service called "wife's car right".
        understanding = replace(understanding, service=None)
    another = (
        turn.service_id is None
        and not understanding.service
        and ANOTHER_CAR.search(turn.text)
        and not CAR_SWAPPED.search(turn.text)
    )
    if another and not (state.get("goal") or state.get("service_id") or whose_car_it_is(turn.text)):
        # "Can you do my wife's car right after mine on friday?" by text, with nothing under
        # way: the same work as the visit on the number (of the day it names).
        visit = upcoming_visit(turn, day=understanding.date)
        if visit is not None:
            turn.service_id = visit.service_id
    understanding = _right_after_the_visit(turn, understanding)
    also_to_the_visit = ALSO.search(turn.text) and SAID_BOOKED.search(turn.text)
    if turn.also_service_ids and (ADD_TO_VISIT.search(turn.text) or also_to_the_visit):
        # "I booked an oil change for friday but I also need a battery, can you do both at the
        # same time?", "can you also rotate the tires when I come in for the oil change?": the
        # other service is the one to add, to the visit of the one booked.
        named = (turn.service_id, *turn.also_service_ids)
        visits = (upcoming_visit(turn, service_id=pk) for pk in named)
        booked = next((v.service_id for v in visits if v and v.service_id in named), None)
        if booked is not None:
            turn.added_to = booked
            turn.service_id, *others = [pk for pk in named if pk != booked]
            turn.also_service_ids = tuple(others)
    # Not of the service under way: "is that with the water pump?" of the timing belt quoted.
    service_named = turn.tools.service(turn.service_id)
    another = service_named and turn.service_id != state.get("service_id")
    part = companion_part(turn.text, service_named) if another else ""
    if part:
        # "A water pump" of a shop that does one only with its timing belt: not that job.
        decision = companion_only(turn, service_named, part)
        if state.get("goal") != Intent.BOOK:
            return decision
        told = _for_the_team(decision)
        decision = book(turn, Understanding())
        decision.preface = told
        return decision
    decision = _other_work_for_the_visit(turn, understanding)
    if decision is not None:
        return decision
    if _changes_the_visit_just_booked(turn, understanding):
        understanding = _at_the_time_booked(turn, replace(understanding, intent=Intent.RESCHEDULE))
    elif _moves_the_one_booked(turn):
        understanding = replace(understanding, intent=Intent.RESCHEDULE)
    if _moves_the_visit_booked(turn, understanding):
        understanding = replace(understanding, intent=Intent.RESCHEDULE)
    _added_to_the_visit_moved(turn, understanding)
    understanding = day_for_the_next_service(turn, understanding)
    understanding = name_said_beside_the_answer(turn, understanding)
    decision = _another_priced_while_one_is_held(turn, understanding)
    if decision is not None:
        return decision
    understanding = _another_added_to_the_one_held(turn, understanding)
    understanding, narrowed = _only_some_of_those_under_way(turn, understanding)
    understanding, swapped = _at_the_time_held(turn, understanding)
    narrowed = narrowed or swapped
    times_were_offered = bool(state.get("offered")) and not state.get("chosen")
    understanding = keep_whose_details(turn, understanding)
    if state.get("chosen") and said_intents(turn.text) == {Intent.HOURS}:
        # "Are you open Saturdays too?" with Thursday's 8 AM held: that day's hours, and the
        # time still held, not let go for a day asked about only.
        told = _told(turn, _hours(turn, understanding))
        decision = book(turn, Understanding())
        decision.preface = told
        return decision
    if times_were_offered and AM_OR_PM_ASKED.match(turn.text):
        # "Is that am or pm?" of the times offered: they are asked again, each with its half.
        return book(turn, Understanding())
    if times_were_offered and state.get("date") and EARLIEST_CHECKED.match(turn.text):
        # "Is 8 the earliest?" of the times offered (read as 8 AM today, "earliest" being the
        # soonest day): that day's first times, whatever part of it was asked before.
        for key in ("time_from", "time_to", "offered"):
            state.pop(key, None)
        decision = book(turn, Understanding())
        if decision.act == Act.OFFER_TIMES and state.get("offered"):
            at = turn.tools.when_words(datetime.fromisoformat(state["offered"][0]))[1]
            decision.preface = f"{at} is the earliest that day."
        return decision
    if state.get("chosen") and TIME_ASKED_AGAIN.match(turn.text):
        # "Wait, is that AM?" with a time held: a question of that time, not "the morning" asked.
        understanding = replace(understanding, date=None, time_from=None, time_to=None)
    if REMINDER_ASKED.search(turn.text) and THE_DAY_BEFORE.search(turn.text):
        # "Can I get a reminder the day before?": when the reminder comes, no day to book.
        understanding = replace(understanding, date=None)
    new_number = understanding.intent == Intent.RESCHEDULE and understanding.phone
    if new_number and _says_only(turn, understanding, "phone"):
        # "Use her number 720 555 0199 instead": another number for the visit, not another day.
        understanding = replace(understanding, intent=None)
    if understanding.intent == Intent.RESCHEDULE and _misses_the_day_under_way(turn):
        understanding = replace(understanding, intent=None)
    asked = CAUSE_ASKED.match(turn.text) if state.get("goal") == Intent.BOOK else None
    another = asked and turn.service_id not in (None, state.get("service_id"))
    named = turn.tools.service(turn.service_id) if another else None
    asks_of_a_part = named and not INSTEAD_WORD.search(turn.text)
    if asks_of_a_part and not _words(named.name) - FILLER <= _words(asked.group("part")):
        # "Could it be the battery?" of the diagnostic offered for "won't start": a question
        # of the cause, not the battery's replacement booked in the look's place.
        turn.service_id, turn.also_service_ids = None, ()
        understanding = replace(understanding, service=None)
    _remember(turn, understanding)
    intent = understanding.intent
    rebooks = intent == Intent.BOOK and turn.service_id is None and REBOOKS.search(turn.text)
    if rebooks and state.get("cancelled") and not state.get("service_id"):
        # "Actually can I book it for the week after instead" just after cancelling: the
        # cancelled visit's service, for another day.
        state["service_id"] = state.pop("cancelled")
    if state.get("confirming") == "also":
        decision = book_also(turn, understanding)
        if decision is not None:
            return decision
    quoted = state.pop("quoted", False)
    if quoted and understanding.answer == "yes" and state.get("then"):
        state["book_all"] = True  # "Yes" to "Would you like to book them?": each in turn
    told_services = state.pop("told_services", False)
    told_address = state.pop("told_address", False)
    # "What about the 26th?" right after the hours asks for that day's hours; "can I do
    # saturday at nine?", with a time, for a visit then.
    if state.pop("told_hours", False) and understanding.date and read_intent(turn.text) is None:
        if turn.service_id is None and not (state.get("goal") or understanding.time_from):
            intent = Intent.HOURS
    # "Monday to Friday?", "sundays?" with nothing under way: which days the shop is open.
    if asks_only_days(turn.text) and turn.service_id is None and not state.get("goal"):
        intent = Intent.HOURS
    # "And for a BMW?" right after a quote asks for the same quote for that car; "do you have
    # one for a 2012 camry in stock?" asks the shop's common question about parts.
    requoted = quoted and understanding.vehicle and intent in (None, Intent.PRICE)
    if requoted and not _shop_topic(turn)[0]:
        return quote(turn)
    if quoted and _asks_what_the_price_covers(turn, understanding):
        return quote(turn, includes=True)
    too_high = PRICE_TOO_HIGH.search(turn.text) and not FREEBIE.search(turn.text)
    if quoted and too_high and _says_only(turn, understanding) and not understanding.answer:
        # "That's expensive": heard, with the team to talk it over, not the same price again
        # (a "no thanks" with it is a no; "can you do it cheaper?" is haggling).
        priced = quote(turn)
        staff = turn.tools.shop.staff_phone
        priced.facts |= {"dear": "yes"} | ({"phone": phone_words(staff)} if staff else {})
        return priced
    if (
        quoted
        and understanding.answer == "no"
        and turn.service_id is None
        and not state.get("goal")
    ):
        # "No thanks" to "Would you like to book it?": the price was all they wanted.
        for key in ("service_id", "date", "time_from", "time_to", "expecting"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})

    if DANGER.search(turn.text):
        return pass_on(turn, "may be in danger (smoke or fire)", danger="yes")
    if len(SPANISH.findall(turn.text)) >= 2:
        return pass_on(turn, "wrote in Spanish", spanish="yes")
    if OTHER_LANGUAGE.search(turn.text) and state.get("expecting") != "name":
        # Not a name asked for, written in its own script.
        return pass_on(turn, "wrote in another language", foreign="yes")
    if language := SPEAKS_A_LANGUAGE.search(turn.text):
        decision = languages(turn, language.group("language"))
        if state.get("goal") != Intent.BOOK:
            return decision
        # Asked with a booking under way: said, the team asked, and the booking goes on.
        told = f"I can only help in English myself. {_for_the_team(decision)}"
        decision = book(turn, Understanding())
        decision.preface = told
        return decision
    asks_the_name = IS_THIS.search(turn.text)
    names_the_shop = asks_the_name and _is_the_shops_name(turn, asks_the_name.group("name"))
    asks_who = WHO_IS_THIS.search(turn.text) or names_the_shop
    if asks_who and not (understanding.service or understanding.date):
        # Asked who or what is answering: said plainly, as some states require of a bot.
        # "Is this the shop on Main Street?": where the shop is, too.
        address = turn.tools.shop.address if BY_WHERE.search(turn.text) else ""
        identity = Decision(
            Act.GREET, {"identity": "yes"} | ({"address": address} if address else {})
        )
        if state.get("goal") != Intent.BOOK:
            return identity
        # "Are you a bot?" to "What name should I put it under?": said, then asked again.
        identity.facts["aside"] = "yes"
        decision = book(turn, Understanding())
        decision.preface = _told(turn, identity)
        return decision
    if LEFT_BEHIND.search(turn.text) and not state.get("goal"):
        return pass_on(turn, "asked about something left behind")
    if DROPPED_OFF.search(turn.text) and not state.get("goal") and not turn.service_id:
        # "Just dropped off the keys in the box": the team told the car is here.
        tell_the_shop(turn, "has dropped off the car")
        return Decision(Act.TAKE_MESSAGE, {"dropped_off": "yes"})
    topic, asked = _shop_topic(turn)
    answer = turn.tools.shop.answer(topic) if topic else ""
    if topic == "waiting" and not answer and CAN_WAIT.search(turn.text):
        # "Is there a waiting room?", the owner silent on it: whether the job can be waited for.
        topic = None
    if topic == "walk_ins" and (not answer or turn.service_id):
        # "Do I need an appointment for an oil change?": the owner's word on walk-ins, where
        # there is one, before the times; an appointment is what the assistant offers anyway.
        topic = None
    if topic == "parts" and not answer and turn.service_id and KIND_ASKED.search(turn.text):
        # "What kind of oil do you use?", the owner silent on parts: what the service's own
        # description says it uses ("conventional or synthetic oil"); a brand is the team's.
        described = quote(turn, includes=True)
        if described.facts.get("includes"):
            # Asked with the times offered or a time held: those asked again after it.
            return _then_the_times_again(turn, described) if _holding(turn) else described
    overnight = topic == "after_hours" and not (turn.service_id or state.get("goal"))
    if overnight and upcoming_visit(turn) is not None:
        return shop_answer(turn, topic)  # "can I drop it off tonight?" for the visit booked
    goes_on = topic is not None and _goes_on(turn, understanding, topic, asked)
    if topic is not None and not goes_on:
        answered = shop_answer(turn, topic)
        arrived = ARRIVED.search(turn.text)
        if Intent.LOCATION in said_intents(turn.text) and not arrived:
            # "Where are you, and where do I park?": the address, then the owner's answer.
            answered.preface = _told(turn, directions(turn))
        if arrived and turn.verified_phone:
            # "I'm here, where do I go?": the team told, as "I'm here" tells them.
            tell_the_shop(turn, "has arrived")
            answered.preface = ARRIVAL_TOLD
        if Intent.HOURS in said_intents(turn.text):
            # "What are your hours, and do you take walk-ins?": the hours, then the answer.
            told = _told(turn, _hours(turn, understanding))
            answered.preface = " ".join(filter(None, (told, answered.preface)))
        return answered
    if goes_on:
        answer = _answered_on_the_way(turn, topic)
    held_before = state.get("chosen")
    decision = _act(
        turn,
        understanding,
        intent,
        quoted=quoted,
        told_services=told_services,
        told_address=told_address,
    )
    if decision.act == Act.BOOKED:
        settle_for_someone(turn, decision)
    # "Yes" or "asdf" (keys hit, no name) to "What name should I put it under?"; a question
    # there is answered, and the time held said with the question again.
    # "Is that am", "9 in the morning right" ask of the time held, without a question mark.
    asked = turn.text.rstrip().endswith("?") or TIME_ASKED_AGAIN.match(turn.text) is not None
    unread = understanding.intent in (None, Intent.OTHER) and not asked
    unread = understanding.answer == "yes" or unread
    filler = unread and _says_only(turn, understanding)
    # "No wait, the first one" holds another time: said back, not the question alone.
    if filler and decision.act == last_act == Act.ASK_NAME and state.get("chosen") == held_before:
        # The question again, in a word, not the time held said over as though nothing had
        # been heard.
        decision.facts["again"] = "yes"
    told = _for_the_team(decision) if state.get("goal") == Intent.BOOK else ""
    if told:
        # "Is it safe to drive till then?" with the times offered: said to be the team's to
        # answer, then the booking goes on where it was (it was let go).
        decision = book(turn, Understanding())
        decision.preface = told
    if RECURRING.search(turn.text) and decision.act == Act.OFFER_TIMES and not decision.preface:
        # "Can you set up recurring appointments?": one visit is booked here, the next when due.
        decision.preface = "I can book one visit at a time, so let's start with the next one."
    decision.preface = decision.preface or _said_first(turn, understanding, decision)
    if narrowed and decision.act in BOOKING_QUESTIONS:
        decision.preface = decision.preface or narrowed
    if times_were_offered and decision.act == Act.OFFER_TIMES and not decision.preface:
        # "Pete Sampras" given instead of a time: kept, and said to be, before asking which.
        decision.preface = _details_kept(turn, understanding)
    someone = SOMEONE_ELSE_COMES.search(turn.text)
    booking_on = decision.act in (Act.ASK_SERVICE, *BOOKING_QUESTIONS)
    if someone and booking_on and not SOMEONE_ELSE_BRINGS_IT.search(turn.text):
        # "My husband Carlos will drop it off" said while booking: on the visit's notes, in
        # their words, and said to be.
        state["who_brings"] = " ".join(turn.text.split())[:THEIR_WORDS_LIMIT]
        decision.preface = decision.preface or someone_else_comes_noted(someone)
    asked = said_intents(turn.text)
    answers_one = decision.act in (Act.HOURS, Act.LOCATION) and not _holding(turn)
    if answers_one and {Intent.LOCATION, Intent.HOURS} <= asked:
        # "What's the address and are you open sunday?": the address, then the hours.
        decision = _hours(turn, understanding)
        decision.preface = _told(turn, directions(turn))
    elif answers_one and Intent.PRICE in asked and turn.service_id is not None:
        # "Where are you, and how much is an oil change?": the address, then the price, whose
        # "Would you like to book it?" is the question the reply ends on.
        told = _told(turn, decision)
        decision = quote(turn)
        decision.preface = told
    elif (
        answers_one
        and turn.service_id is not None
        and not state.get("goal")
        and (Intent.BOOK in asked or understanding.date or understanding.time_from)
    ):
        # "I need an oil change tomorrow, what time do you close?": the hours, then the times.
        told, outside = _told(turn, decision), decision.facts.get("outside")
        start_goal(turn, Intent.BOOK)
        decision = book(turn, understanding)
        if outside:
            # The hours just said why, once is enough.
            decision.facts.pop("outside", None)
            decision.facts.pop("closed_then", None)
        decision.preface = told
    elif decision.act in (Act.QUOTE, Act.OFFER_TIMES, Act.CONFIRM_CANCEL) and asked & {
        Intent.LOCATION,
        Intent.HOURS,
    }:
        # "How much is an oil change and what are your hours?", "how much for brakes today, when
        # do you close?", "cancel my appointment, also what are your hours saturday?": both
        # said, the price, the times or the question last.
        said = directions(turn) if Intent.LOCATION in asked else _hours(turn, understanding)
        decision.preface = " ".join(filter(None, (_told(turn, said), decision.preface)))
    if decision.act in (Act.HOURS, Act.LOCATION) and _holding(turn):
        # "What's the address?" asked for the name: the address, then the name asked again
        # (or the times offered again).
        told = _told(turn, decision)
        decision = book(turn, replace(understanding, date=None, time_from=None, time_to=None))
        decision.preface = told
    if state.get("goal") == Intent.BOOK and ACCOUNT_ASKED.search(turn.text):
        # "We're a business, can we set up an account? also an oil change friday": the booking
        # goes on, and the account, the team's to set up, is passed on or put on its notes.
        told = _question_for_the_team(turn)
        decision.preface = " ".join(filter(None, (told, decision.preface)))
    # "Oil change friday, do you take cards?": the owner's answer, then the booking goes on.
    if answer and topic == "vehicles" and decision.preface == YES_WE_DO:
        decision.preface = ""  # the cars worked on already say it
    decision.preface = " ".join(filter(None, (answer, decision.preface)))
    if state.get("quoted") and state.get("service_id"):
        # The services priced in a row, or in one message, for "book both".
        now_priced = [state["service_id"]]
        if decision.act == Act.QUOTE and decision.facts.get("also"):
            now_priced += [pk for pk in turn.also_service_ids if pk not in now_priced]
        others = [pk for pk in priced if pk not in now_priced]
        state["priced"] = [*others, *now_priced][-3:]
    if listed and decision.act == Act.ASK_SERVICE and turn.service_id is None:
        # "How long does it take?" right after "We do X and Y": still one of those.
        state["tied"] = listed
    if state.get("call_to_confirm"):
        _says_the_team_calls(turn, decision)
    if decision.act == Act.BOOKED:
        state.pop("call_to_confirm", None)
    if last_act == Act.TAKE_MESSAGE and not last_facts.get("answer"):
        if decision.act == Act.TAKE_MESSAGE and not decision.facts:
            # "My car broke down on the highway" after "I need a tow": more for the same
            # message, not the same words again.
            decision.facts["more"] = "yes"
        elif decision.act == Act.ASK_SERVICE and not decision.facts and not state.get("goal"):
            # "Ok so what should I do?" right after: the message is with the team, not "which
            # service?" as if unheard.
            decision.facts["with_the_team"] = "yes"
    return decision


def _booked_with_a_call(turn: Turn) -> Decision:
    """ "Call me instead of texting" by text, with a booking under way: it goes on, and the
    team calls the number texting to confirm it, as no text will."""
    turn.state.update(no_texts="yes", call_to_confirm=True)
    decision = book(turn, Understanding())
    if not _says_the_team_calls(turn, decision):
        decision.preface = (
            f"Got it, no texts: the team will call you at {phone_words(turn.verified_phone)} "
            "to confirm the visit."
        )
    return decision


def _calls_instead_of_texts(turn: Turn) -> Decision:
    """ "Call me instead of texting" by text with nothing under way (a visit just booked, and
    texted): no more texts to the number, as STOP would, and the team told to call about the
    visits on it."""
    turn.tools.set_texts(turn.verified_phone, wanted=False)
    phone = phone_words(turn.verified_phone)
    told = f"Got it, no more texts to {phone}"
    if turn.tools.upcoming_for(turn.verified_phone):
        tell_the_shop(turn, "asked to be called about their visit, not texted")
        told += ": the team will call you about your visit instead"
    told += ". Text START if you'd like texts again."
    return Decision(Act.ASK_SERVICE, {"unanswered": "yes", "partly": "yes"}, preface=told)


def _says_the_team_calls(turn: Turn, decision: Decision) -> bool:
    """Where the reply says no text will confirm the visit, the number the team calls instead."""
    if not {"no_text", "untexted"} & decision.facts.keys():
        return False
    decision.facts["call_at"] = phone_words(turn.verified_phone)
    return True


def _more_of_the_same_trouble(turn: Turn) -> bool:
    """Whether, with a look under way, the message only describes trouble that another look
    would find: both looks unnamed by it."""
    if turn.state.get("goal") != Intent.BOOK or turn.service_id == turn.state.get("service_id"):
        return False
    current = turn.tools.service(turn.state.get("service_id"))
    found = turn.tools.service(turn.service_id)
    if not (current and found) or current.name.lower() in turn.text.lower():
        return False
    if a_look_unnamed(turn.text, [current.name, *current.aliases]):
        # "It's a squeal when I stop" after "it's making a noise": the brakes' look, not the
        # general one under way.
        found_is_a_look = a_look_unnamed(turn.text, [found.name, *found.aliases])
        return found_is_a_look and not trouble_of_a_kind(turn.text)
    # "They're grinding" of the brake pads asked for, "my car won't start" of the battery: why
    # that work, not other work (no part named, no "also").
    return trouble_of_no_part(turn.text)


def _last_said(state: dict) -> tuple[str, dict]:
    """The act and facts of the assistant's last reply; a greeting where nothing was said yet
    (a text conversation opens with the customer's text)."""
    said = state.get("last_said")
    return (said[0], said[1]) if said else (Act.GREET, {})


def _changes_the_visit_just_booked(turn: Turn, understanding: Understanding) -> bool:
    """ "Wait, can I change that to the afternoon?" or "make it 3pm" right after booking: the
    visit this conversation just booked, moved, not a second one booked beside it."""
    state = turn.state
    says_when = understanding.date or understanding.time_from or understanding.time_to
    if not (state.get("booked") and says_when) or state.get("goal") or state.get("confirming"):
        return False
    if understanding.intent not in (None, Intent.BOOK) or not CHANGES_IT.search(turn.text):
        return False
    if ONE_MORE.search(turn.text):
        return False  # "another oil change thursday, make it 3": a second visit
    last = Appointment.objects.filter(
        pk=state["booked"][-1], status=Appointment.Status.CONFIRMED
    ).first()
    return last is not None and turn.service_id in (None, last.service_id)


def _at_the_time_booked(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Sorry, wrong day, I meant wednesday" of the visit just booked: its time, on that day."""
    if understanding.time_from or understanding.time_to or not MEANT_ANOTHER.search(turn.text):
        return understanding
    booked = Appointment.objects.get(pk=turn.state["booked"][-1])
    return replace(understanding, time_from=f"{turn.tools.local(booked.start):%H:%M}")


def _moves_the_one_booked(turn: Turn) -> bool:
    """ "Can you make it later?" to "You're already booked for ... Would you like another
    one?": that visit, moved, not a second one turned down."""
    if turn.state.get("confirming") != "another" or ANOTHER_CAR.search(turn.text):
        return False
    moves = read_intent(turn.text) == Intent.RESCHEDULE or COME_AT_ANOTHER_TIME.search(turn.text)
    return bool(moves or CHANGES_IT.search(turn.text))


def _moves_the_visit_booked(turn: Turn, understanding: Understanding) -> bool:
    """ "I can't come at 10, can I come at noon?", "anything sooner than friday?" of the visit
    booked friday, with nothing else under way: that visit moved, not another booked."""
    state = turn.state
    if state.get("goal") or state.get("offered") or understanding.intent not in (None, Intent.BOOK):
        return False  # "I can't come at 8, can you do 9?" of the times offered: another pick
    visit = upcoming_visit(turn, day=understanding.date)
    if visit is None and not turn.verified_phone and turn.service_id is None:
        # A chat visitor's visits are unknown until their number is proven: "I can't come at
        # 10 on friday" is still of a visit, which the change asks the number for. Not "I
        # can't come before noon": when a new visit can be.
        missed = MISSES_A_TIME.search(turn.text)
        return missed is not None and not re.search(r"\b(?:before|by)$", missed.group(), re.I)
    if visit is None or turn.service_id not in (None, visit.service_id):
        return False
    own_hour = turn.tools.local(visit.start).strftime("%H:%M")
    another_hour = understanding.time_from not in (None, own_hour)
    adds = turn.also_service_ids or ALSO.search(turn.text) or ADD_TO_VISIT.search(turn.text)
    if another_hour and SAID_BOOKED.search(turn.text) and not adds:
        return True  # "I booked an oil change, is it ok if I come at like 9:45?"
    # "Actually make it 11" of the visit on the number, no work named.
    changes_it = CHANGES_IT.search(turn.text) and turn.service_id is None
    changes_it = changes_it and not (ONE_MORE.search(turn.text) or ANOTHER_CAR.search(turn.text))
    says_when = understanding.date or understanding.time_from
    if changes_it and says_when:
        return True
    return bool(MISSES_A_TIME.search(turn.text)) or sooner_than_its_day(turn, visit)


def _added_to_the_visit_moved(turn: Turn, understanding: Understanding) -> None:
    """ "Can I add a tire rotation and move it to saturday?" of the oil change booked: the oil
    change moved, then the rotation offered after it, as "move my oil change to saturday and add
    a tire rotation" is."""
    if understanding.intent != Intent.RESCHEDULE or turn.state.get("goal"):
        return
    if turn.service_id is None or not re.search(r"\badd\b", turn.text, re.I):
        return
    visit = upcoming_visit(turn, service_id=turn.service_id, day=understanding.date)
    if visit is not None and visit.service_id != turn.service_id:
        named = (turn.service_id, *turn.also_service_ids)
        turn.service_id = visit.service_id
        turn.also_service_ids = tuple(pk for pk in named if pk != visit.service_id)


def _misses_the_day_under_way(turn: Turn) -> bool:
    """ "Can't make friday, saturday?" with Friday's times offered for a new visit: that day
    turned down, not a visit booked before moved (with none booked, any day said)."""
    state = turn.state
    if state.get("goal") != Intent.BOOK or CANT_MAKE_IT_SAID.search(turn.text) is None:
        return False
    if upcoming_visit(turn) is None:
        return True
    under_way = state.get("date")
    said = calendar_text(turn.text.lower())
    return bool(under_way) and rules_out(
        said, date.fromisoformat(under_way), today=turn.tools.today
    )


def _named_by_its_time(
    turn: Turn, understanding: Understanding, intent: str | None
) -> Appointment | None:
    """The visit this conversation just booked (else one on the number the channel proved),
    when the message names its time (and no other day or service) and asks for nothing else."""
    state = turn.state
    if state.get("goal") or not understanding.time_from:
        return None
    if intent not in (None, Intent.BOOK, Intent.OTHER):
        return None
    if ONE_MORE.search(turn.text) or ANOTHER_CAR.search(turn.text):
        return None  # "another one for my wife's car at 10": a second visit at that time
    visits = booked_in_this_conversation(turn)
    of_the_visit = turn.service_id is None or SAID_BOOKED.search(turn.text)
    if not (visits or state.get("booked")) and turn.verified_phone and of_the_visit:
        # "Ok so friday at 10 then", "I booked an oil change for friday at 10".
        visits = turn.tools.upcoming_for(turn.verified_phone)
    for visit in visits:
        local = turn.tools.local(visit.start)
        same_day = understanding.date in (None, local.date().isoformat())
        same_service = turn.service_id in (None, visit.service_id)
        if same_day and same_service and understanding.time_from == local.strftime("%H:%M"):
            return visit
    return None


def _the_day_in_all(turn: Turn) -> Decision | None:
    """ "How long will I be there total?" after booking two visits back to back: from the
    first's start to the last's end."""
    visits = booked_in_this_conversation(turn)
    days = {turn.tools.local(visit.start).date() for visit in visits}
    if len(visits) < 2 or len(days) > 1:
        return None
    start, end = visits[0].start, max(visit.end for visit in visits)
    day, at = turn.tools.when_words(start)
    facts = {
        "services": join_words([visit.service.name for visit in visits], conjunction="and"),
        "day": day,
        "time": at,
        "until": turn.tools.when_words(end)[1],
        "takes": duration_words(int((end - start).total_seconds() // 60)),
        "booked": "yes",
    }
    return Decision(Act.QUOTE, facts)


def _with_declined_car(turn: Turn, understanding: Understanding) -> Understanding:
    """A car the shop does not work on, named in the owner's own word ("my RV", "a Harley"), is
    the customer's car though no make or model the reader knows names it."""
    if understanding.vehicle:
        return understanding
    for keyword in turn.tools.shop.declined_vehicles or []:
        car = car_named_by(keyword, turn.text)
        if car:
            return replace(understanding, vehicle=car)
    return understanding


def _carrier_keyword(turn: Turn) -> Decision | None:
    """STOP, START and HELP by text, as carriers require them answered."""
    if TEXTS_OFF.search(turn.text):
        turn.tools.set_texts(turn.verified_phone, wanted=False)
        forget_choice(turn)
        for key in ("goal", "expecting", "target_id"):
            turn.state.pop(key, None)
        return Decision(Act.FAREWELL, {"texts": "off"})
    if TEXTS_ON.match(turn.text):
        turn.tools.set_texts(turn.verified_phone, wanted=True)
        return Decision(Act.GREET, {"texts": "on"})
    if TEXTS_HELP.match(turn.text):
        staff = turn.tools.shop.staff_phone
        return Decision(
            Act.GREET, {"texts": "help"} | ({"phone": phone_words(staff)} if staff else {})
        )
    return None


def _hours(turn: Turn, understanding: Understanding) -> Decision:
    turn.state["told_hours"] = True
    if CLOSING_TIME.search(turn.text) and not turn.state.get("goal"):
        # "What time do you close tonight?": "tonight" says the day, not a time to book at.
        for key in ("time_from", "time_to"):
            turn.state.pop(key, None)
    today = turn.tools.today.isoformat()
    # "And how late are you open?" after tomorrow's hours: tomorrow's closing, not now's.
    of_the_day_told = turn.state.get("hours_day") not in (None, today) and not understanding.date
    asks_now = OPEN_NOW.search(turn.text) and understanding.date in (None, today)
    asks_now = asks_now and not (of_the_day_told and CLOSING_TIME.search(turn.text))
    if asks_now or (understanding.date == today and turn.tools.closed_for_the_day()):
        return Decision(Act.HOURS, turn.tools.open_now_words())
    stretch = stretch_asked(turn.text, today=turn.tools.today)
    if stretch is not None:
        # "Are you open the week between Christmas and New Year's?": each day of it.
        return Decision(Act.HOURS, turn.tools.stretch_hours_words(*stretch))
    holidays = holidays_asked(turn.text, today=turn.tools.today)
    if days := days_asked(turn.text, today=turn.tools.today):
        # "Christmas Eve and the day after Christmas?": each day, not the last alone.
        return Decision(Act.HOURS, turn.tools.days_hours_words(days, holidays))
    if understanding.date:
        # "Are you open Dec 24?" is about that day: its special hours or closure; "Christmas
        # Eve afternoon?", whether they take in the time asked about.
        turn.state["hours_day"] = understanding.date
        asked_from, asked_to = (
            time.fromisoformat(said) if said else None
            for said in (understanding.time_from, understanding.time_to)
        )
        day = date.fromisoformat(understanding.date)
        facts = turn.tools.hours_on_words(
            day, asked_from=asked_from, asked_to=asked_to, holiday=day in holidays
        )
        # Next year's Thanksgiving, asked in December, is said with its year; a holiday with
        # no hours set yet by its name, so the customer knows which day is meant.
        facts["day"] = day_words(day, today=turn.tools.today)
        if facts.get("unset") and day in holidays:
            facts["holiday"] = holidays[day]
        return Decision(Act.HOURS, facts)
    if CLOSING_TIME.search(turn.text):
        # "What time do you close that day?" of the day being booked, else of the day asked.
        day = turn.state.get("hours_day") or turn.state.get("date") or today
        return Decision(Act.HOURS, turn.tools.hours_on_words(date.fromisoformat(day)))
    special = special_days_said(turn)
    # "What are your hours?" in December: the week's hours, then the holidays coming up.
    return Decision(
        Act.HOURS, {"hours": turn.tools.hours_words()} | ({"special": special} if special else {})
    )


def _told(turn: Turn, decision: Decision) -> str:
    """What the template says for a decision, to say before another reply."""
    return template_reply(
        decision.act, decision.facts, channel=turn.channel, shop=turn.tools.shop.name
    )


def _asks_of_its_description(turn: Turn) -> bool:
    """ "Is that the full synthetic?" with a time held or its times offered: a question in the
    words of what the service includes ("conventional or synthetic oil")."""
    service = turn.tools.service(turn.state.get("service_id"))
    under_way = turn.state.get("chosen") or turn.state.get("offered")
    if not (under_way and service and service.description):
        return False
    if not QUESTION.search(turn.text) or turn.service_id not in (None, service.pk):
        return False
    described = _words(service.description) - _words(service.name) - FILLER
    return bool({word for word in _words(turn.text) if len(word) > 3} & described)


def _for_the_team(decision: Decision) -> str:
    """What to say of a question passed to the team, before going on with a booking; nothing
    for any other decision, or for a complaint, a danger or a message in another language."""
    if decision.facts.keys() & {"sorry", "danger", "spanish", "foreign", "late", "arrived"}:
        return ""
    # "Is it safe to drive till then?": what can be said of it (the preface), then the team.
    said = decision.preface
    if decision.act == Act.TAKE_MESSAGE:
        told = "I've passed your question to the team, and someone will get back to you."
        return f"{said} {told}" if said else told
    if decision.act == Act.SHOP_ANSWER and decision.facts.get("answer"):
        return decision.facts["answer"]  # "what do I need to bring?" with the times offered
    if decision.act == Act.SHOP_ANSWER:
        phone = decision.facts["phone"]
        if said:
            return f"{said} The team can tell you more at {phone}."
        return f"The team can answer that at {phone}."
    if decision.act == Act.ASK_SERVICE and decision.facts.get("unanswered"):
        return said or "Sorry, I can't answer that one here."
    return ""


# What the booking under way stands at: a message it heard moves one of these, or says more.
BOOKING_STAGE = ("offered", "chosen", "confirming", "expecting", "service_id", "date", "name")


def _booking_stage(state: dict) -> tuple:
    return tuple(str(state.get(key)) for key in BOOKING_STAGE)


def _says_the_same_again(state: dict, decision: Decision, stage: tuple) -> bool:
    """Whether the booking, given this message, only asks again what it last asked: nothing
    moved, and nothing said that was not said before (but that it is asked again)."""
    last_act, last_facts = _last_said(state)
    new = decision.facts.keys() - last_facts.keys() - {"again"}
    return decision.act == last_act and _booking_stage(state) == stage and not new


def _holding(turn: Turn) -> bool:
    """Whether times are offered, or one is held while the name, the number or the yes is asked
    for."""
    state = turn.state
    return state.get("goal") == Intent.BOOK and bool(state.get("chosen") or state.get("offered"))


# "Is this the mechanic?", "is this the garage?": any shop's name for itself.
A_SHOP = frozenset("shop garage mechanic mechanics mechanic's auto repair".split())


def _is_the_shops_name(turn: Turn, word: str) -> bool:
    """ "Ridgeline" of "Ridgeline Auto Repair": the first word of the shop's name, or a word any
    shop answers to ("the mechanic", "the garage")."""
    first = turn.tools.shop.name.split()[0] if turn.tools.shop.name else ""
    return word.casefold() in (first.casefold(), *A_SHOP)


def _answered_on_the_way(turn: Turn, topic: str) -> str:
    """The owner's answer to a common question asked along with a booking; what it leaves
    unsaid, or all of it without one ("oil change friday, do you use Mobil 1?"), is asked of
    the team, and the booking goes on."""
    answer = turn.tools.shop.answer(topic)
    if answer and not left_unsaid(turn, topic, answer):
        return answer
    return " ".join(filter(None, (answer, _question_for_the_team(turn))))


def _question_for_the_team(turn: Turn) -> str:
    """Texted to the team where the customer has a number to call back on; otherwise it goes
    on the appointment's notes once it is booked."""
    if turn.verified_phone or turn.state.get("phone"):
        tell_the_shop(turn, "asked")
        turn.state["asked_the_team"] = True  # listed among those to call back
        return "I've passed your question to the team."
    turn.state["question"] = " ".join(turn.text.split())[:THEIR_WORDS_LIMIT]
    staff = turn.tools.shop.staff_phone
    asked = said_intents(turn.text)
    only_priced = Intent.PRICE in asked and Intent.BOOK not in asked
    if only_priced and turn.state.get("goal") != Intent.BOOK and staff:
        # Beside a price, with no booking under way: no booking to put it on, so what will
        # happen is said, and a number left next passes it on.
        turn.state["question_for_the_team"] = ["asked", turn.text[:300]]
        return (
            f"For your other question, please ask the team at {phone_words(staff)}, "
            "or leave your number here and I'll pass it on."
        )
    return "I'll put your question on the booking for the team."


def _goes_on(turn: Turn, understanding: Understanding, topic: str, asked: str) -> bool:
    """Whether a message that asks a common question also books ("i need brakes done, do you
    take cards?"), or a booking is under way: then the answer is said first and the booking goes
    on. A service named in the question itself ("is there a warranty on brakes?") is asked
    about, not booked."""
    if turn.state.get("goal"):
        return True
    visit = upcoming_visit(turn, day=understanding.date) if understanding.date else None
    if (
        visit
        and not turn.service_id
        and turn.tools.local(visit.start).date().isoformat() == understanding.date
    ):
        return False  # "can I get a ride home after I drop it off tomorrow?" of the visit
    if understanding.date or understanding.time_from:
        return True
    if topic == "warranty" and WARRANTY_CLAIM.search(turn.text):
        return True  # "who do I talk to about a warranty claim?": the terms, then the team
    rest = " ".join(part for part in CLAUSE.split(turn.text) if asked not in part)
    service = turn.tools.service(turn.service_id)
    named = " ".join([service.name, *service.aliases]) if service else ""
    if read_intent(rest) == Intent.PRICE and service is not None:
        return True  # "do you do oil changes on diesels? how much for my duramax": both
    if service is not None and topic == "vehicles" and DO_YOU_DO.search(turn.text):
        # "Do you do oil changes on diesel trucks?": the cars worked on, then its price; not
        # "... on motorcycles", which the owner's word on the cars says no to.
        return not turn.tools.shop.declines(turn.text)
    return read_intent(rest) == Intent.BOOK or bool(_words(rest) & (_words(named) - FILLER))


def _act(
    turn: Turn,
    understanding: Understanding,
    intent: str | None,
    *,
    quoted: bool,
    told_services: bool,
    told_address: bool,
) -> Decision:
    """The act for what the message asks, once gave-ups, follow-ups to a quote and the shop's
    common questions are settled."""
    state = turn.state
    # What a "Which service is it for?" was asked for: the price, how long, or whether to wait.
    asked_for = state.pop("asked_for", None)
    if intent == Intent.HOURS:
        return _hours(turn, understanding)
    our_number = turn.tools.shop.staff_phone or turn.tools.shop.twilio_number
    if ASKS_OUR_NUMBER.search(turn.text) and our_number and not understanding.phone:
        # "What's your address and phone?": both.
        address = directions(turn).facts if intent == Intent.LOCATION else {}
        return Decision(Act.LOCATION, {**address, "phone": phone_words(our_number)})
    resends_it = RESENDS.search(turn.text) and turn.verified_phone
    if (intent == Intent.LOCATION and not resends_it) or (
        told_address and TEXT_IT_TO_ME.search(turn.text)
    ):
        # "Send me the address and confirmation again": the confirmation, which has it.
        decision = directions(turn)
        if WHAT_TO_BRING.search(turn.text):
            # "What's the address again? and do I need to bring anything": both.
            decision.preface = what_to_bring(turn).facts["answer"]
        else:
            # "Is my appointment still on for friday? and where are you located?": both.
            decision.preface = visit_said_if_asked(turn)
        return decision
    if intent == Intent.SERVICES and not understanding.service:
        return list_services(turn)
    if CALL_WHEN_READY.search(turn.text) and state.get("goal") in (None, Intent.BOOK):
        return _told_when_ready(turn)
    if intent == Intent.HUMAN:
        number = turn.verified_phone or state.get("phone")
        if CALL_ME.search(turn.text) and turn.tools.shop.staff_phone and not number:
            # "I'd like someone to call me" in a chat: the number to call, then the team.
            state.update(expecting="phone", asked_for="call", call_about=turn.text[:300])
            return Decision(Act.ASK_PHONE, {"call": "yes"})
        if number:
            # Without one, the team is told once a number is left: a text saying that someone
            # somewhere wants to talk is one they cannot answer.
            returns_a_call = RETURNS_A_CALL_SAID.search(turn.text)
            tell_the_shop(
                turn,
                "is returning your call" if returns_a_call else "would like to talk to someone",
            )
        decision = handoff(turn, calls_back=True)
        if FED_UP.search(turn.text):
            decision.facts["sorry"] = "yes"  # "you're useless": an apology, not "of course"
        return decision
    if asked_for == "call" and understanding.phone:
        state.pop("expecting", None)
        tell_the_shop(turn, "would like a call back", said=state.pop("call_about", ""))
        return Decision(Act.HANDOFF, {"callback": phone_words(understanding.phone)})
    if state.get("goal"):
        state.pop("question_for_the_team", None)  # a number given now is the booking's
    elif understanding.phone and _says_only(turn, understanding, "phone", "name"):
        # A number left in a chat after a question for the team: the question goes on.
        decision = pass_on_with_the_number(turn, understanding.phone)
        if decision is not None:
            return decision
    decision = _pick_up_hours(turn, understanding)
    if decision is not None:
        return decision
    if intent in (Intent.STATUS, Intent.BOOK):
        decision = _ready_by_before_booking(turn, understanding)
        if decision is not None:
            return decision
    # "Will it be done by 9?" of the time being booked: how long it takes, further on.
    ready_by_the_booking = state.get("goal") == Intent.BOOK and READY_BY_ASKED.search(turn.text)
    if PAST_BILL.search(turn.text) and not state.get("goal"):
        return pass_on(turn, "asked about a past bill")
    if intent == Intent.STATUS and not ready_by_the_booking:
        decision = _car_not_in_yet(turn)
        if decision is not None:
            return decision
        return pass_on(turn, "left a message")
    decision = _note_for_the_visit(turn, understanding) or _a_new_number(turn, understanding)
    if decision is not None:
        return decision
    if BOOKED_TWICE.search(turn.text) and not state.get("goal"):
        # "I think I booked twice by accident": the visits, told, for one to be cancelled.
        start_goal(turn, LOOKUP)
        return change(turn, understanding)
    more_while_in = WHILE_IT_IS_IN.search(turn.text) and _visits_begun(turn, days=1).exists()
    if (CAR_AT_THE_SHOP.search(turn.text) or more_while_in) and not state.get("goal"):
        # "My car is at your shop right now, how much will the repair be?": only the team knows
        # the work on a car they have, and its bill; no price list or booking for it.
        for key in ("service_id", "then", "then_for", "date", "time_from", "time_to", "expecting"):
            state.pop(key, None)
        return pass_on(turn, "asked about their car at the shop")
    if WHEN_TO_BRING.search(turn.text) and intent in (None, Intent.BOOK, Intent.OTHER):
        decision = _when_to_bring(turn)
        if decision is not None:
            return decision
        if understanding.date and not (turn.service_id or state.get("goal")):
            # "What time can I drop off my car tomorrow?" with no work named: that day's hours.
            day = date.fromisoformat(understanding.date)
            return Decision(Act.HOURS, turn.tools.hours_on_words(day))
    holding = state.get("goal") == Intent.BOOK and state.get("chosen")
    # "Wait, what time?", "what time again?" of the time held or the visit just booked.
    asked_again = TIME_ASKED_AGAIN.match(turn.text)
    # "Wait, what time again?" on a number with a visit coming, nothing else under way: it.
    told_visits = (
        asked_again
        and not state.get("goal")
        and (
            _last_said(state)[0] == Act.APPOINTMENTS
            or (turn.verified_phone and upcoming_visit(turn) is not None)
        )
    )
    again = asked_again and (
        holding or (state.get("booked") and not state.get("goal")) or told_visits
    )
    asks_booked = (
        ASKS_WHEN_BOOKED.search(turn.text) or STILL_ON.search(turn.text) or _about_the_visit(turn)
    )
    if turn.service_id is not None and (ALSO.search(turn.text) or ADD_TO_VISIT.search(turn.text)):
        asks_booked = None  # "I have an appointment friday, could you also do an alignment?"
    if RUNNING_LATE.search(turn.text):
        asks_booked = None  # "I have an appointment friday, I'm running a bit behind": news
    if understanding.vehicle and CAR_SWAPPED.search(turn.text):
        asks_booked = None  # "I have an appointment friday, can I bring my other car instead?"
    brings = WHAT_TO_BRING.search(turn.text)
    checks = ASKS_WHEN_BOOKED.search(turn.text) or STILL_ON.search(turn.text)
    if brings and not (checks and turn.verified_phone):
        # "I have an appointment friday, what should I bring?" in a chat: no code for that.
        asks_booked = None
    asks_when = again or asks_booked
    if asks_when and intent in (None, Intent.BOOK, Intent.OTHER):
        if holding:
            # "Wait, what time was that again?" at "Shall I book it?": the time held, said again.
            return book(turn, replace(understanding, date=None, time_from=None, time_to=None))
        booked_here = booked_in_this_conversation(turn)
        if booked_here and (again or not turn.verified_phone):
            # What they booked in this very conversation needs no code to be told again; asked
            # again right after it, it is that visit they mean, not every one on the number.
            listed = appointment_words(turn, booked_here)
            return Decision(
                Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")}
            )
        if asks_booked or (again and told_visits):
            # "Wait, what time again?" right after the visit was told: told again.
            start_goal(turn, LOOKUP)
            decision = change(turn, understanding)
            if brings:
                # "Just confirming my appointment tomorrow, do I need to bring anything?"
                decision.preface = what_to_bring(turn).facts["answer"]
            return decision
    given = _visit_given_to_someone(turn, understanding)
    if given is not None:
        return given
    asks_nothing = not (understanding.service or understanding.date or understanding.time_from)
    someone = SOMEONE_ELSE_COMES.search(turn.text)
    changes = intent in (Intent.CANCEL, Intent.RESCHEDULE)  # "cancel it, my wife will bring..."
    if someone and not (
        state.get("goal") or understanding.service or understanding.time_from or changes
    ):
        # "Can my husband bring it in? His name is Mike", of the visit booked.
        decision = note_who_comes(turn, someone, understanding.name or "")
        if decision is not None:
            return decision
    if not state.get("goal") and puts_a_name_on_the_visit(turn.text) and understanding.name:
        # "Can you put the appointment under my husband's name, Tom": on the visit booked.
        decision = note_name(turn, understanding.name)
        if decision is not None:
            return decision
    whose = whose_car_it_is(turn.text)
    if whose and not state.get("goal") and _says_only(turn, understanding):
        decision = note_whose_car(turn, whose)  # "actually it's my husband's car"
        if decision is not None:
            return decision
    # "I'm going to be late for my appointment" names an appointment, and books none; "running
    # a bit behind, might be 10:15" says when they will arrive, not a time to book.
    arrives_late = intent == Intent.BOOK and not understanding.service
    if RUNNING_LATE.search(turn.text) and (
        intent in (None, Intent.OTHER) or asks_nothing or arrives_late
    ):
        return _running_late(turn, understanding)
    swaps_the_car = understanding.vehicle and CAR_SWAPPED.search(turn.text)
    # "This is Dana, I have an appointment wednesday": her name, and the visit's own day.
    of_the_visit = understanding.date is None or _visit_of_the_day_said(turn, understanding)
    only_the_car = _says_only(turn, replace(understanding, date=None, name=None), "vehicle")
    if swaps_the_car and turn.verified_phone and only_the_car and of_the_visit:
        # "Change the car on my appointment to a Jeep" reads as booking: the visit's car.
        decision = note_vehicle(turn, understanding.vehicle)
        if decision is not None:
            return decision
    if COMING_EARLY.search(turn.text) and (intent in (None, Intent.OTHER) or arrives_late):
        return _coming_early(turn, understanding)
    if A_LITTLE_EARLY.search(turn.text) and _just_before_the_visit(turn, understanding):
        return _coming_early(turn, understanding)
    if ARRIVED.search(turn.text) and asks_nothing and turn.verified_phone:
        tell_the_shop(turn, "has arrived")
        return Decision(Act.TAKE_MESSAGE, {"arrived": "yes"})
    # "Can you resend it?" while a code is awaited: the code, not the confirmation.
    code_awaited = state.get("expecting") == "code" and NO_CODE_CAME.search(turn.text)
    # "I booked online for Friday but never got a confirmation": the visit's own day said.
    of_a_visit = not (understanding.service or understanding.time_from) and not state.get("goal")
    if RESENDS.search(turn.text) and (asks_nothing or of_a_visit) and not code_awaited:
        decision = resend_confirmation(turn)
        if decision is not None:
            return decision
        start_goal(turn, RESEND)  # a chat: its number proven first, as for any visit
        return change(turn, understanding)
    if REMINDER_ASKED.search(turn.text) and asks_nothing:
        told = reminder_told(turn)
        if state.get("goal") != Intent.BOOK or told.act != Act.SHOP_ANSWER:
            return told
        decision = book(turn, Understanding())  # "will I get a reminder?" with the times offered
        decision.preface = told.facts["answer"]
        return decision
    if LEAVES_A_MESSAGE.search(turn.text) and asks_nothing:
        return pass_on(turn, "left a message")
    complains = COMPLAINT.search(turn.text) and intent not in (Intent.CANCEL, Intent.RESCHEDULE)
    comes_back = TROUBLE_BACK.search(turn.text) and AFTER_OUR_WORK.search(turn.text)
    comes_back = comes_back or TROUBLE_WITH_OUR_WORK.search(turn.text)
    if complains or comes_back:
        # An unhappy customer is for a person, not a booking ("a terrible job on my brakes"),
        # and trouble back after the shop's work is a warranty matter: no paid work is offered
        # for either, now or when they say more of it.
        _no_work_for_the_complaint(turn)
        what = "has a complaint" if complains else "says the trouble is back after a visit"
        return pass_on(turn, what, sorry="yes")
    if WARRANTY_CLAIM.search(turn.text):
        _no_work_for_the_complaint(turn)
        return pass_on(turn, "asked about a warranty claim", partly="yes")
    if REVIEW.search(turn.text) and not state.get("goal"):
        return pass_on(turn, "would like to leave a review", review="yes")
    praised = PRAISE.search(turn.text) and not (state.get("goal") or understanding.time_from)
    if praised and (turn.service_id is None or PRAISE_OF_WORK_DONE.search(turn.text)):
        return Decision(Act.ASK_SERVICE, {"praised": "yes"})
    if FOLLOW_UP.search(turn.text) and AFTER_OUR_WORK.search(turn.text):
        # "A follow up for the brakes you did last week": whether it is due, and what it
        # costs, is the team's; not the work booked again.
        _no_work_for_the_complaint(turn)
        return pass_on(turn, "asked for a follow-up on work the shop did", about="a follow-up")
    if _more_of_the_complaint(turn, understanding):
        # "Yes it was thursday, pads replaced" right after: more for the team, not a booking.
        return pass_on(turn, "added to their complaint", sorry="yes", more="yes")
    day_said = understanding.date and not THESE_DAYS.search(turn.text)
    if HOW_FAR_AHEAD.search(turn.text) and not (day_said or state.get("goal")):
        return booking_window(turn)
    if CANCEL_POLICY.search(turn.text):
        return pass_on(turn, "asked about the cancellation policy")
    if LABOR_RATE.search(turn.text):
        return pass_on(turn, "asked about the labor rate")
    if ABOUT_A_JOB.search(turn.text) and turn.service_id is None:
        return pass_on(turn, "asked about a job")
    if FROM_A_BUSINESS.search(turn.text) and turn.service_id is None:
        return pass_on(turn, "is calling from a business")
    # Asked beside work ("can my son bring it in friday for an oil change?"), the booking is
    # what they want.
    if THE_MECHANICS.search(turn.text) and turn.service_id is None:
        return pass_on(turn, "asked about the mechanics")
    noted_first = SOMEONE_ELSE_BRINGS_IT.search(turn.text) or CALLED_BEFORE_WORK.search(turn.text)
    if noted_first and asks_nothing and state.get("chosen"):
        told = noted_on_the_booking(turn)
        decision = book(turn, Understanding())
        decision.preface = told
        return decision
    if SOMEONE_ELSE_BRINGS_IT.search(turn.text) and asks_nothing:
        return pass_on(turn, "asked whether someone else can bring or collect the car")
    if CALLED_BEFORE_WORK.search(turn.text) and not state.get("goal"):
        return pass_on(turn, "asked to be called before any work is done")
    books = understanding.date or understanding.time_from or state.get("goal")
    if PAPERWORK.search(turn.text) and not books:
        return pass_on(turn, "asked for a receipt or paperwork")
    account_and_work = ACCOUNT_ASKED.search(turn.text) and books and turn.service_id
    if FLEET.search(turn.text) and not state.get("goal") and not account_and_work:
        return pass_on(turn, "asked about several vehicles (a fleet)", fleet="yes")
    if BUSINESS_ACCOUNT.search(turn.text) and not (books or turn.service_id):
        # Asked beside work ("we're a business, an oil change friday"), the booking goes on.
        return pass_on(turn, "asked about a business or fleet account", fleet="yes")
    if AWAY_FROM_THE_SHOP.search(turn.text) and not changes:
        # "I have to cancel, my car broke down": the visit cancelled, not a call-out asked for.
        return pass_on(turn, "asked for work away from the shop")
    if RECALL.search(turn.text) and not (changes or turn.service_id):
        return Decision(Act.SHOP_ANSWER, {"answer": RECALL_WORK})
    if SAFE_TO_DRIVE.search(turn.text):
        return safe_to_drive(turn)
    # Not "is that necessary?" of the name or the number asked for.
    of_the_work = state.get("expecting") not in ("name", "phone")
    if (
        WORK_NEEDED.search(turn.text)
        and of_the_work
        and (turn.service_id or state.get("service_id"))
    ):
        decision = work_needed(turn)
        priced = turn.tools.service(turn.service_id)
        if priced is not None and Intent.PRICE in said_intents(turn.text):
            # "What does a coolant flush cost and do I really need one?": both answered.
            price = turn.tools.quote_words(
                priced, state.get("vehicle", ""), spoken=turn.channel == "phone"
            )
            decision.preface = f"{priced.name} usually runs {price}. {decision.preface}"
        return decision
    if _asks_the_cause(turn) and state.get("goal") == Intent.BOOK:
        # "Is it freon?" of the A/C recharge offered: nobody can say before seeing the car;
        # the booking goes on where it was.
        decision = book(turn, Understanding())
        decision.preface = "I can't tell from here what's causing it: the mechanic will find out."
        return decision
    if WHAT_TO_BRING.search(turn.text):
        return what_to_bring(turn)
    if ANYTHING_TO_DO.search(turn.text) and (state.get("booked") or upcoming_visit(turn)):
        return what_to_bring(turn, all_set=True)  # "Do I need to do anything else?"
    if WILL_IT_FIX.search(turn.text):
        return pass_on(turn, "asked whether the work will fix the problem")
    if ABOUT_OUR_ESTIMATE.search(turn.text):
        return pass_on(turn, "asked about an estimate")
    if FREE_ESTIMATE.search(turn.text) and turn.service_id is None:
        state.update(expecting="service", asked_for="price")
        return Decision(Act.ASK_SERVICE, {"purpose": "price", "free": "yes"})
    if PRICE_MATCH.search(turn.text):
        return pass_on(turn, "asked to match another shop's price")
    if WHY_A_RANGE.search(turn.text) and turn.service_id is None and not state.get("goal"):
        # "Why is the price a range?", "can you give me an exact price?": why it cannot be one.
        return Decision(Act.SHOP_ANSWER, {"answer": WHY_A_RANGE_ANSWER})
    if TAX_ASKED.search(turn.text) and not state.get("goal"):
        told = pass_on(turn, "asked about tax", about="tax")
        priced = quote(turn) if turn.service_id is not None else None
        if priced is not None and priced.act == Act.QUOTE:
            # "How much is an oil change plus tax?": its price, and the tax for the team.
            told.preface = f"{priced.facts['service']} usually runs {priced.facts['price']}."
        return told
    # "Do you give a senior discount?" is the owner's to answer (said before), not a haggle.
    owner_answers = SHOP_TOPICS["discounts"].search(turn.text) and turn.tools.shop.answer(
        "discounts"
    )
    service_asked = turn.tools.service(turn.service_id)
    if FREEBIE.search(turn.text) and service_asked and FREEBIE.search(service_asked.description):
        # "Is the brake inspection free?" of one "free when we do the brake work": when it is.
        return quote(turn, includes=True)
    included = included_with(turn)
    if included is not None:
        return included  # "free rotations with an oil change?": what it includes, no haggle
    priced_before = service_asked or turn.tools.service(state.get("service_id"))
    free_work = FREE_WORK.search(turn.text)
    beside = free_work and priced_before and not state.get("goal") and intent != Intent.BOOK
    if beside and WITH_OTHER_WORK.match(turn.text, free_work.end()):
        # "Do you do a free multi point inspection with the oil change?": the oil change, and
        # whether the look comes with it is the team's to say (not "it isn't free").
        described = quote(turn, includes=True)
        described.preface = _question_for_the_team(turn)
        return described
    if FREE_ASKED.search(turn.text) and priced_before and priced_before.price_min > 0:
        # "Is the diagnostic free?": what it is and costs, from the owner's words, not "Sorry,
        # I can't change prices".
        priced = quote(turn, includes=True)
        priced.preface = "It isn't free."
        return priced
    # "Oil change tomorrow, and a free multipoint inspection?": the team's question, beside it.
    asked_beside = FREE_WORK.search(turn.text) and intent == Intent.BOOK and turn.service_id
    haggles = FREEBIE.search(turn.text) and not FREE_NOT_A_PRICE.search(turn.text)
    haggles = haggles and state.get("goal") != "cancel" and not owner_answers
    # "Can you check my tire pressure? it's free right?": a favour the team says yes or no to.
    if haggles and not (asked_beside or QUICK_CHECK.search(turn.text)):
        return cant_help(turn)
    if PRICE_LIST.search(turn.text) and turn.service_id is None:
        return price_list(turn)
    of_the_one_priced = turn.service_id in (None, state.get("service_id"))  # "with a filter"
    if PRICE_COVERS.search(turn.text) and of_the_one_priced and state.get("service_id"):
        # "Is that price for both axles?": what the price is for, not a service "both axles";
        # asked while the times are offered, those times again.
        covered = quote(turn, includes=True)
        return _then_the_times_again(turn, covered) if _holding(turn) else covered
    last_act, last_facts = _last_said(state)
    priced = turn.tools.service(turn.service_id)
    asked_of_it = last_act == Act.QUOTE and priced and last_facts.get("service") == priced.name
    no_when = not (understanding.date or understanding.time_from or understanding.time_to)
    if quoted and asked_of_it and no_when and turn.text.rstrip().endswith("?"):
        # "Just the front brakes?", "synthetic?" right after the price: what it covers, from
        # the owner's description, not the times as if it were booked.
        return quote(turn, includes=True)
    booking = (
        turn.tools.service(state.get("service_id")) if state.get("goal") == Intent.BOOK else None
    )
    unnamed_work = understanding.service and not turn.service_id
    if booking and unnamed_work and describes(booking, understanding.service):
        # "Do you replace the rotors too?" of brake pads whose owner's words say "rotors
        # extra if needed": what it covers, not work said to be missing from the list.
        described = quote(turn, includes=True)
        return _then_the_times_again(turn, described) if _holding(turn) else described
    if (
        understanding.service
        and turn.service_id is None
        and intent in (None, Intent.BOOK, Intent.PRICE, Intent.SERVICES)
    ):
        if MAINTENANCE.search(understanding.service):
            return _maintenance_asked(turn)  # "a tune up" at a shop with none: which of its own
        unlisted = unknown_service(turn, understanding)
        # "Do you do wiper blades too?" with an oil change's times offered: said, and the
        # booking goes on where it was.
        return _then_the_times_again(turn, unlisted) if _holding(turn) else unlisted
    no_work_yet = not state.get("goal") or (
        state.get("goal") == Intent.BOOK and not state.get("service_id")
    )
    if MAINTENANCE.search(turn.text) and turn.service_id is None and no_work_yet:
        return _maintenance_asked(turn)  # "it's due for its 60k mile service"
    # "Do you do brake pads?" is answered with its price and an offer to find a time, and so
    # is "what about tires?" right after the price or the list of services.
    books_now = understanding.date or understanding.time_from or WHEN_FREE.search(turn.text)
    times_under_way = state.get("offered") or state.get("chosen")
    if turn.tied_service_ids and state.get("goal") in (None, Intent.BOOK) and not times_under_way:
        # "Do you do inspections?" of a shop with two kinds, or "inspection" to "which
        # service?": which.
        state.pop("service_id", None)
        state["expecting"] = "service"
        tied = [turn.tools.service(pk) for pk in turn.tied_service_ids]
        tied = [service for service in tied if service is not None]
        state["tied"] = [service.pk for service in tied]
        names = join_words([service.name for service in tied], conjunction="and")
        return Decision(Act.SERVICES, {"services": names})
    compares = DIFFERENCE.search(turn.text) and turn.service_id
    if compares and not (turn.also_service_ids or state.get("goal")):
        # "What's the difference between synthetic and regular?" of one service: what it
        # includes, and its price.
        return quote(turn, includes=True)
    if compares and not state.get("goal"):
        # "What's the difference between the brake inspection and the pad replacement?": what
        # each one includes, and its price.
        first = quote(turn, includes=True)
        state["service_id"] = turn.also_service_ids[0]
        second = quote(turn, includes=True)
        second.preface = _told(turn, replace(first, facts=first.facts | {"then": "yes"}))
        if second.act == Act.QUOTE:
            # Which of them is to be booked is the customer's to say: "the inspection".
            second.facts["either"] = "yes"
            state["tied"] = [turn.service_id, turn.also_service_ids[0]]
            for key in ("service_id", "then"):
                state.pop(key, None)
            state["expecting"] = "service"
        return second
    if asked_for == "price" and turn.service_id is not None and not books_now:
        intent = Intent.PRICE  # "an alignment", in reply to which service to price
    if (
        quoted
        and turn.service_id is None
        and state.get("service_id")
        and BOTH_AXLES.search(turn.text)
    ):
        # "What about front and rear?" of the brakes just priced: their price for both axles.
        turn.service_id, intent = state["service_id"], Intent.PRICE
    if intent in (Intent.PRICE, Intent.SERVICES):
        # "What do you charge for an alignment and how long does it take?": both.
        # "Front and rear brakes", "is synthetic extra?": the price said with what it covers
        # ("per axle", "conventional or synthetic oil").
        covers = any(cue.search(turn.text) for cue in (BOTH_AXLES, ASKS_IF_EXTRA, PRICE_COVERS))
        covers = covers or _names_a_word_of_its_description(turn)
        of_the_booking = _holding(turn) and turn.service_id in (None, state.get("service_id"))
        if of_the_booking:
            following = dict.fromkeys(state.get("then", []))
            turn.also_service_ids = tuple(pk for pk in following if pk != state.get("service_id"))
        # "How much is a rotation, and can I wait for it?": whether it can be waited for, too.
        waits = bool(CAN_WAIT.search(turn.text))
        takes = waits or bool(HOW_LONG.search(turn.text))
        priced = quote(turn, takes=takes, includes=bool(covers), waits=waits)
        if of_the_booking and priced.act == Act.QUOTE:
            # "What's the total?" with the times offered for brakes, then an alignment: each
            # one's price, then the times (or the name) asked for again.
            return _then_the_times_again(turn, priced)
        named = turn.service_id is not None and "booked" not in priced.facts
        do_you = DO_YOU_DO.search(turn.text)
        # "Do you guys do alignments?" asks that first; "I need a brake job, do you offer
        # payment plans?" asks it of something else, and so does "do you work on hybrids? mine
        # needs brakes" (answered by the vehicles we work on).
        asked_of = do_you and re.split(r"[?.!]", turn.text[do_you.end() :], maxsplit=1)[0]
        of_the_work = asked_of and (understanding.service or "").lower() in asked_of.lower()
        if named and priced.act == Act.QUOTE and of_the_work:
            priced.preface = YES_WE_DO
        if named and priced.act == Act.QUOTE and turn.not_offered:
            # "Do you work on manual transmissions? my clutch is slipping": the clutch said not
            # to be listed, not left out behind the transmission's price.
            unlisted = f"I don't see {turn.not_offered} on our service list."
            priced.preface = " ".join(filter(None, (priced.preface, unlisted)))
        if books_now and named and priced.act == Act.QUOTE and not state.get("goal"):
            # "How much for an alignment? And can I get it done today?": the price, then the
            # times asked for.
            start_goal(turn, Intent.BOOK)
            decision = book(turn, understanding)
            decision.preface = _told(turn, replace(priced, facts=priced.facts | {"then": "times"}))
            return decision
        return priced
    how_often = HOW_OFTEN.search(turn.text)
    if (how_often or WHICH_OIL.search(turn.text)) and turn.service_id and not state.get("goal"):
        # "How often should I change my oil?", "is synthetic worth it?": the car's own manual
        # says, not a time to book.
        priced = quote(turn)
        if priced.act == Act.QUOTE and "booked" not in priced.facts:
            priced.facts["how_often" if how_often else "which_oil"] = "yes"
        return priced
    asks_the_same = (quoted or told_services) and WHAT_ABOUT.search(turn.text)
    if asks_the_same and turn.service_id is not None and intent in (None, Intent.BOOK):
        if not (understanding.date or understanding.time_from) and not state.get("goal"):
            return quote(turn)
    # "Can I wait for it?" before any service is named is answered once it is.
    # The service asked for answers the question; "can I come thursday" books instead.
    answers_it = turn.service_id is not None
    stays = MUST_STAY.search(turn.text) or (asked_for == "stay" and answers_it)
    leaves = "stay" if stays else "car" if LEAVE_IT.search(turn.text) else ""
    waits = bool(CAN_WAIT.search(turn.text) or leaves)
    waits = waits or (asked_for in ("wait", "stay") and answers_it)
    how_long = bool(HOW_LONG.search(turn.text)) or waits or (asked_for == "time" and answers_it)
    how_long = how_long or bool(ready_by_the_booking)
    visit = upcoming_visit(turn) if how_long and turn.verified_phone else None
    if visit is not None and not state.get("service_id") and not state.get("goal"):
        state["service_id"] = visit.service_id  # "how long will it take?" of the visit booked
    if how_long and not state.get("service_id") and not state.get("goal"):
        state.update(
            expecting="service", asked_for="stay" if stays else "wait" if waits else "time"
        )
        return Decision(Act.ASK_SERVICE, {"wait" if waits else "how_long": "yes"})
    if how_long and IN_ALL.search(turn.text) and not state.get("goal"):
        decision = _the_day_in_all(turn)
        if decision is not None:
            return decision
    if how_long and state.get("service_id") and not state.get("chosen"):
        # "What's included and how long does it take?": both.
        includes = bool(WHATS_INCLUDED.search(turn.text))
        priced = quote(turn, takes=True, includes=includes, waits=waits, leaves=leaves)
        of_a_visit = "booked" in priced.facts  # "how long will my oil change take tomorrow?"
        if books_now and priced.act == Act.QUOTE and not (of_a_visit or state.get("goal")):
            # "Can I wait? I need an oil change today around lunch": the answer, then the times.
            start_goal(turn, Intent.BOOK)
            decision = book(turn, understanding)
            decision.preface = _told(turn, replace(priced, facts=priced.facts | {"then": "times"}))
            return decision
        if not state.get("offered") or priced.act != Act.QUOTE:
            return priced
        # "How long will I be waiting?" while the times are offered: how long, then the times.
        return _then_the_times_again(turn, priced)
    if how_long and state.get("chosen") and turn.service_id in (None, state.get("service_id")):
        # "How long will it take?" with a time held: how long, then the name or the yes asked
        # again (the team knows no more than the service's own time).
        priced = quote(turn, takes=True, waits=waits, leaves=leaves)
        if priced.act == Act.QUOTE and priced.facts.get("takes"):
            return _then_the_times_again(turn, priced, then="held")  # its price said already
    asks_what_it_has = (
        WHATS_INCLUDED.search(turn.text)
        or USES.search(turn.text)
        or _asks_of_its_description(turn)
        # "What's a timing belt?", and "what does that mean?" of the service just talked of.
        or (WHAT_IS_A.search(turn.text) and turn.service_id is not None)
        or (WHAT_IT_MEANS.search(turn.text) and not (turn.service_id or state.get("chosen")))
    )
    if asks_what_it_has and state.get("service_id") and not books_now:
        described = quote(turn, includes=True)
        if state.get("offered") and not state.get("chosen") and described.act == Act.QUOTE:
            # "What brand of pads do you use?" with the times offered: what it includes, then
            # the times again.
            return _then_the_times_again(turn, described)
        if not state.get("chosen"):
            return described
        if "includes" in described.facts:
            # "Do you use synthetic?" with a time held: what it includes (its price is said
            # when the booking is confirmed), then the name or the yes asked for again.
            decision = book(turn, Understanding())
            decision.preface = f"{described.facts['service']}: {described.facts['includes']}"
            return decision

    noted = _wanted_on_the_visit(turn, understanding) or _quick_check_on_the_visit(
        turn, understanding
    )
    if noted is not None:
        return noted
    # "Can you also do a tire rotation tomorrow?", "can I also get a tire rotation": with the
    # visit booked, unless another day is under way.
    also = ALSO.search(turn.text) and (understanding.date or not state.get("goal"))
    # "And a tire rotation please" right after the booking: with that visit, as "also" is.
    also = also or (AND_MORE.match(turn.text) and _last_said(state)[0] == Act.BOOKED)
    adds = ADD_TO_VISIT.search(turn.text) or also
    visit_day = None
    if turn.service_id is not None and (adds or ADDS_ANOTHER.search(turn.text)):
        visit_day = _day_of_the_visit_said(turn, understanding)
        adds = adds or visit_day
    if turn.service_id is not None and adds:
        day = visit_day or understanding.date
        visit = upcoming_visit(turn, service_id=turn.added_to, day=day)
        # "Can I also book one for my wife tuesday": her car, or another day, is no add-on.
        apart = whom_for(turn.text) is not None or (
            visit is not None and day not in (None, f"{turn.tools.local(visit.start):%Y-%m-%d}")
        )
        if visit is not None and visit.service_id != turn.service_id and not apart:
            start_goal(turn, Intent.BOOK)
            if turn.verified_phone and visit.customer.name:
                # The number is proven, so the name on file is theirs to use.
                state.setdefault("name", visit.customer.name)
            ends = turn.tools.local(visit.end)
            state.update(date=ends.date().isoformat(), time_from=ends.strftime("%H:%M"))
            state["not_before"] = visit.end.isoformat()
            state.pop("time_to", None)
            if _asked_during(turn, understanding, visit):
                # "Can I also get my brakes checked friday at 10", beside the 10 AM oil change:
                # the car is in for that visit then, so the times after it.
                decision = book(turn, replace(understanding, time_from=None, time_to=None))
                decision.preface = (
                    f"Your {visit.service.name} is at {time_words(turn.tools.local(visit.start))}"
                    f" that day, so the {turn.tools.service(turn.service_id).name} would come "
                    "after it."
                )
                return decision
            return book(turn, understanding)
    nothing_offered = not (state.get("goal") or state.get("offered"))
    if shift_asked(turn.text) and nothing_offered and intent in (None, Intent.BOOK, Intent.OTHER):
        if upcoming_visit(turn) is not None:
            intent = Intent.RESCHEDULE  # "Can I come in half an hour later?": their visit
    if RESCHEDULE_LETTER.match(turn.text) and nothing_offered and upcoming_visit(turn):
        intent = Intent.RESCHEDULE  # "R" to a reminder: their visit, to move
    later_in_the_week = LATER_IN_THE_WEEK.search(turn.text) and turn.service_id is None
    if later_in_the_week and nothing_offered and intent in (None, Intent.BOOK, Intent.OTHER):
        if upcoming_visit(turn) is not None:
            intent = Intent.RESCHEDULE  # "Can we do later in the week?": their visit, moved
    if LAST_VISIT_ASKED.search(turn.text) and turn.verified_phone and not state.get("goal"):
        return _last_visit(turn)
    if SAME_AS_LAST_TIME.search(turn.text) and turn.service_id is None and turn.verified_phone:
        decision = _book_last_visit_again(turn, understanding)
        if decision is not None:
            return decision
    visit = _named_by_its_time(turn, understanding, intent)
    if visit is not None:
        # "Do I need to be there at 10 exactly?", "see you at 10" of the visit just booked at
        # 10: that visit, not another one asked for.
        [words] = appointment_words(turn, [visit])
        said_bye = {"acknowledged": "yes"} if SEE_YOU.search(turn.text) else {}
        return Decision(Act.APPOINTMENTS, {"appointments": words, **said_bye})
    # "Ok thanks, see you tomorrow": a visit acknowledged, not one asked for tomorrow.
    acknowledges = ACKNOWLEDGES.search(turn.text) and _says_only(turn, understanding, "date")
    if acknowledges and intent == Intent.BOOK:
        intent = None
    asks_a_time = intent == Intent.BOOK and understanding.time_from and not understanding.date
    if asks_a_time and not (state.get("goal") or state.get("service_id")):
        start, end = (
            time.fromisoformat(said) if said else None
            for said in (understanding.time_from, understanding.time_to)
        )
        if not turn.tools.open_any_day_within(start, end):
            # "Anything after 6?" of a shop closed by then every day: its hours say no, before
            # any service is asked for.
            return Decision(Act.HOURS, {"hours": turn.tools.hours_words(), "outside": "yes"})
    booking_nothing = not (state.get("goal") or turn.service_id or understanding.service)
    if (
        intent == Intent.BOOK
        and nothing_offered
        and booking_nothing
        and _same_time_as_the_visit(turn)
    ):
        intent = Intent.RESCHEDULE
    move_or_new = state.pop("move_or_new", None)
    copy_for = state.pop("copy_for", None)
    copy_wanted = copy_wanted_for(turn.text)
    if state.get("booked") and not state.get("goal") and copy_wanted is not None:
        if not (understanding.phone or turn.service_id):
            # "Can you text my husband the confirmation too?": his number, for a copy.
            state.update(expecting="phone", copy_for=copy_wanted)
            return Decision(Act.ASK_PHONE, {"copy_for": copy_wanted or "them"})
    if move_or_new is not None:
        intent, understanding = _moved_or_new(turn, understanding, intent, move_or_new)
    elif nothing_offered and _a_day_said_of_the_visit_or_new(turn, understanding, intent):
        visit = upcoming_visit(turn)
        held = {key: getattr(understanding, key) for key in ("date", "time_from", "time_to")}
        state["move_or_new"] = held
        [words] = appointment_words(turn, [visit])
        return Decision(Act.ASK_SERVICE, {"move_or_new": words})
    if intent in (Intent.BOOK, Intent.RESCHEDULE, Intent.CANCEL) and state.get("goal") != intent:
        start_goal(turn, str(intent))
    said_nothing_new = _says_only(turn, understanding)
    # "No, bye" to "Shall I book it?" is a goodbye too.
    awaits_yes = state.get("confirming") in ("book", "reschedule", "cancel")
    awaits_yes = awaits_yes and understanding.answer != "no"
    # "Later?" to the times offered asks for later ones: no "later" of a goodbye.
    asks_later = state.get("offered") and LATER.search(turn.text)
    if said_nothing_new and FAREWELL.search(turn.text) and not (awaits_yes or asks_later):
        # "Thank you, bye" with a time or a visit still to choose: what was under way is let go.
        held = state.get("goal") == Intent.BOOK and state.get("chosen")
        forget_choice(turn)
        for key in ("goal", "expecting", "target_id"):
            state.pop(key, None)
        # A time held and let go is said to be unbooked: "bye" was not a "yes".
        facts = {"booked": "yes"} if state.get("booked") else {"not_booked": "yes"} if held else {}
        return Decision(Act.FAREWELL, facts)
    done = _last_said(state)[0] in (Act.CANCELLED, Act.RESCHEDULED)
    if done and said_nothing_new and understanding.answer == "no" and not state.get("goal"):
        return Decision(Act.FAREWELL, {})  # "no thanks" just after a visit was cancelled
    if said_nothing_new and WILL_COME_BY.match(turn.text) and not state.get("goal"):
        return Decision(Act.FAREWELL, {})  # "ok I'll just come by then", told about walk-ins
    if not (state.get("goal") or state.get("expecting")) and HELLO_ONLY.match(turn.text):
        return Decision(Act.GREET, {})  # a text that opens with "hi": greeted, as a chat is
    if HOW_ARE_YOU.match(turn.text):
        return Decision(Act.GREET, {"how_are_you": "yes"})
    if said_nothing_new and WRONG_NUMBER.search(turn.text) and not state.get("booked"):
        forget_choice(turn)
        for key in ("goal", "expecting", "target_id"):
            state.pop(key, None)
        return Decision(Act.FAREWELL, {"wrong_number": "yes"})
    # A question asked with the times offered or one held ("are you hiring?"), which the
    # booking does not hear, is passed on (below), rather than the times said again as if it
    # was never asked. (The shop's common questions are answered on the way, before this.)
    asks_aside = (
        _holding(turn)
        and intent == Intent.OTHER
        and said_nothing_new
        and QUESTION.search(turn.text) is not None
        and len(turn.text.split()) > 2
        and not (acknowledges or _shop_topic(turn)[0])
    )
    # "Can you put it under my husband's name?" asks something of the booking itself.
    asks_aside = asks_aside and not whom_for(turn.text)
    if not state.get("goal") and intent == Intent.OTHER and said_nothing_new:
        if QUESTION_COMING.match(turn.text):
            return Decision(Act.ASK_SERVICE, {"listening": "yes"})  # "can I ask you something?"
        if NEW_CUSTOMERS.search(turn.text):
            return Decision(Act.ASK_SERVICE, {"new_customers": "yes"})
        if QUESTION.search(turn.text) and len(turn.text.split()) > 2 and not acknowledges:
            # "How long have you been in business?": a person answers it where they can reach
            # the customer; in a chat with no number the customer is given the shop's, rather
            # than asked which service as if unheard ("hello?" is no such question).
            decision = pass_on(turn, "asked")
            if decision.act == Act.ASK_SERVICE:
                state["expecting"] = "service"
            return decision
    # Only as the conversation opens: a "no" to "anything else?" is no reply to a reminder.
    opens = _last_said(state)[0] == Act.GREET
    opening_no = understanding.answer == "no" and said_nothing_new and opens
    # The service of a visit just told ("my oil change appointment") is nothing under way.
    told_a_visit = _last_said(state)[0] == Act.APPOINTMENTS
    under_way = ("goal", "booked") if told_a_visit else ("goal", "booked", "service_id")
    on_the_way = ON_THE_WAY.match(turn.text) and not any(state.get(key) for key in under_way)
    visit = upcoming_visit(turn) if on_the_way else None
    if visit is not None:
        # "On my way!": the visit they are coming to, its day said in case it is not today.
        [words] = appointment_words(turn, [visit])
        return Decision(Act.APPOINTMENTS, {"appointments": words, "on_the_way": "yes"})
    if told_a_visit and _last_said(state)[1].get("acknowledged") and acknowledges:
        # "Thanks" after "Thanks, see you then!": welcome, not the visit told over again.
        return Decision(Act.ASK_SERVICE, {"thanked": "yes"})
    if (acknowledges or opening_no) and not any(state.get(key) for key in under_way):
        # "See you then", "ok thanks see you tomorrow" to a reminder: on a number the channel
        # proved, their next visit; a bare "no" to it, whether it is to be moved or cancelled.
        visit = upcoming_visit(turn)
        if visit is not None:
            for key in ("expecting", "date"):
                state.pop(key, None)
            [words] = appointment_words(turn, [visit])
            said = {"acknowledged": "yes"} if acknowledges else {"declined": "yes"}
            return Decision(Act.APPOINTMENTS, {"appointments": words} | said)
        if turn.verified_phone and CONFIRMS_A_VISIT.match(turn.text):
            # "C" from a number with no visit: one booked under another number, asked for.
            start_goal(turn, LOOKUP)
            return change(turn, understanding)
    thanks_only = said_nothing_new and THANKS.search(turn.text)
    if not (state.get("goal") or state.get("booked")) and thanks_only:
        # "Thanks" for the hours or the address: welcome, not "which service?".
        state.pop("expecting", None)
        return Decision(Act.ASK_SERVICE, {"thanked": "yes"})
    if thanks_only and _holding(turn) and not state.get("chosen"):
        # "Ok thanks" with the times offered: welcome, and which one, if any (not the first).
        decision = book(turn, Understanding())
        decision.preface = "You're welcome!"
        return decision
    gives_a_car = bool(understanding.vehicle) and _says_only(turn, understanding, "vehicle")
    # "It's actually my Honda, not the Toyota" from the number of a visit booked before.
    of_the_visit = turn.verified_phone and CAR_FOR_THE_VISIT.search(turn.text)
    if not state.get("goal") and (state.get("booked") or of_the_visit) and gives_a_car:
        decision = note_vehicle(turn, understanding.vehicle)
        if decision is not None:
            return decision
    gives_a_name = bool(understanding.name) and _says_only(turn, understanding, "name")
    if not state.get("goal") and state.get("booked") and gives_a_name:
        decision = note_name(turn, understanding.name)
        if decision is not None:
            return decision
    if not (state.get("goal") or state.get("booked")) and gives_a_name:
        # "Hi, I'm Rachel": greeted by name, which the booking to come goes under.
        return Decision(Act.ASK_SERVICE, {"hello": understanding.name})
    gives_a_number = bool(understanding.phone) and _says_only(turn, understanding, "phone")
    if not state.get("goal") and state.get("booked") and gives_a_number:
        decision = note_phone(turn, understanding.phone, a_copy=copy_for is not None)
        if decision is not None:
            return decision
    closes = said_nothing_new or acknowledges
    if (
        not state.get("goal")
        and state.get("booked")
        and closes
        and not ANOTHER_CAR.search(turn.text)
    ):
        # "Thanks!", "ok", "thanks so much, see you tomorrow" after a booking: not the same
        # booking asked for again (but "my wife needs one too" is one for her car).
        return Decision(Act.ASK_SERVICE, {"after_booking": "yes"})
    if not state.get("goal") and (state.get("service_id") or state.get("date")):
        start_goal(turn, Intent.BOOK)

    goal = state.get("goal")
    unbookable = state.get("unknown_work")
    if goal == Intent.BOOK and unbookable and not (turn.service_id or state.get("service_id")):
        # "Yeah book me thursday" after "I don't see suspension repair on our service list":
        # only the team can book it, not "which service?" asked over and over.
        for key in ("goal", "expecting", "unknown_work"):
            state.pop(key, None)
        day = f" on {day_words(date.fromisoformat(understanding.date), today=turn.tools.today)}"
        day = day if understanding.date else ""
        return pass_on(turn, f"would like to book {unbookable}{day}", unbookable=unbookable)
    if goal == Intent.BOOK and state.get("ready_asked"):
        # "Oil change", to "when it's ready depends on the work": how long, then the times.
        decision = _ready_by_before_booking(turn, understanding)
        if decision is not None:
            return decision
    if goal == Intent.BOOK:
        stage = _booking_stage(state)
        decision = book(turn, understanding)
        if asks_aside and _says_the_same_again(state, decision, stage):
            return pass_on(turn, "asked")  # then the booking goes on, as it stood
        return decision
    if goal in (Intent.CANCEL, Intent.RESCHEDULE, LOOKUP, RESEND):
        return change(turn, understanding)
    state["expecting"] = "service"
    if not turn.text.strip():
        return Decision(Act.GREET, {})
    last_act, last_facts = _last_said(state)
    asked_before = last_act == Act.ASK_SERVICE and not last_facts
    if (asked_before or last_act == Act.UNKNOWN_SERVICE) and not state.get("told_services"):
        # "Four" or "any brand" to "which service?" (or to "I don't see tires"): the same
        # question again leads nowhere, so the list it is to be chosen from.
        return list_services(turn)
    return Decision(Act.ASK_SERVICE, {})


def _no_work_for_the_complaint(turn: Turn) -> None:
    """What a complaint named ("the brake job you did") is no booking: with none under way,
    the service and day it named are let go, and what they say next of it goes to the team."""
    state = turn.state
    state["complaint"] = True
    if state.get("goal"):
        return
    forget_choice(turn)
    for key in (
        "service_id",
        "then",
        "then_for",
        "date",
        "time_from",
        "time_to",
        "expecting",
        "book_all",
    ):
        state.pop(key, None)
    for key in ("their_words", "look_first", "asked_for"):
        state.pop(key, None)


def _more_of_the_complaint(turn: Turn, understanding: Understanding) -> bool:
    """Whether, right after a complaint, the message only says more of it: it asks for nothing
    (no booking, price or hours), and is no thanks, goodbye or bare yes or no."""
    state = turn.state
    if not state.get("complaint") or state.get("goal"):
        return False
    # Asked in so many words: "pads replaced thursday" reads as a booking, and is none.
    asked = read_intent(turn.text)
    if asked is None and understanding.intent == Intent.PRICE:
        asked = Intent.PRICE
    if asked == Intent.PRICE and turn.service_id is None:
        asked = None  # "it was $450 on monday": a price said of it, not one asked
    if asked is not None:
        state.pop("complaint")  # asks for something: the complaint is told, this is new
        return False
    closing = (FAREWELL, THANKS, ACKNOWLEDGES, THATS_ALL, YES_ALONE)
    if any(cue.match(turn.text) for cue in closing) or not turn.text.strip():
        return False
    if understanding.answer == "no" and _says_only(turn, understanding):
        return False
    for key in ("service_id", "then", "then_for", "date", "time_from", "time_to", "expecting"):
        state.pop(key, None)
    return True


def _last_visit(turn: Turn) -> Decision:
    """ "What did I get done last time?" on a number the channel proved: their last visit (of
    the service named, if one is), and whether to book it again, as after a price."""
    last = turn.tools.last_visit_for(turn.verified_phone, turn.service_id)
    if last is None:
        named = turn.tools.service(turn.service_id)
        return Decision(Act.NO_APPOINTMENT, {"before": named.name if named else "visit"})
    turn.state.update(service_id=last.service_id, quoted=True)
    return Decision(Act.APPOINTMENTS, {"appointments": _visit_words(turn, last), "last": "yes"})


def _book_last_visit_again(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Same as last time" on a number the channel proved: the service of their last visit,
    said back with its day, and its times offered."""
    last = turn.tools.last_visit_for(turn.verified_phone)
    if last is None:
        # "The usual" from a number with no visit before: said so, not the question repeated.
        start_goal(turn, Intent.BOOK)
        turn.state["expecting"] = "service"
        return Decision(Act.ASK_SERVICE, {"no_last_visit": "yes"})
    turn.state["service_id"] = last.service_id
    start_goal(turn, Intent.BOOK)
    decision = book(turn, understanding)
    decision.preface = f"Your last visit was {_visit_words(turn, last)}."
    return decision


def _visit_words(turn: Turn, visit: Appointment) -> str:
    """ "Wheel alignment on Friday, November 20": a past visit, by its service and day."""
    return f"{visit.service.name} on {day_words(turn.tools.local(visit.start).date())}"


def _one_listed(turn: Turn, listed: list[int]) -> int | None:
    """The one of the services just listed that the reply picks, by its place ("the second")
    or by a word of its name the others lack ("the brake one")."""
    services = [service for service in map(turn.tools.service, listed) if service is not None]
    place = ordinal(turn.text)
    if place is not None and -len(services) <= place < len(services):
        return services[place].pk
    said = set(re.findall(r"[a-z]+", turn.text.lower()))
    names = [set(re.findall(r"[a-z]+", service.name.lower())) for service in services]
    shared = set.intersection(*names) if names else set()
    picked = [
        service.pk for service, name in zip(services, names, strict=True) if (name - shared) & said
    ]
    return picked[0] if len(picked) == 1 else None


def _details_told(turn: Turn) -> Decision | None:
    """ "What name do you have for me?": the name and number of the booking under way, or of
    the visit this conversation may know; None where neither is known yet."""
    state = turn.state
    if state.get("goal") == Intent.BOOK:
        name, phone = state.get("name", ""), state.get("phone") or turn.verified_phone
        if not (name or phone):
            return None
        decision = book(turn, Understanding())
        decision.preface = f"I have it under {_name_and_number(name, phone)}."
        return decision
    visit = upcoming_visit(turn)
    if visit is None or visit.customer is None:
        return None
    [words] = appointment_words(turn, [visit])
    under = _name_and_number(visit.customer.name, visit.customer.phone)
    return Decision(Act.SHOP_ANSWER, {"answer": f"Your {words} is under {under}."})


def _name_and_number(name: str, phone: str | None) -> str:
    return ", ".join(filter(None, (name, phone_words(phone) if phone else "")))


def _says_only(turn: Turn, understanding: Understanding, *fields: str) -> bool:
    """Whether the message names no service and nothing but these fields (and a yes or no)."""
    kept = {name: getattr(understanding, name) for name in ("answer", "intent", *fields)}
    return turn.service_id is None and understanding == replace(Understanding(), **kept)


def _shifted(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Can you make it 30 min later?" with a time chosen: that time, moved, as if said; "make
    it friday, same time": the time held, on the day now asked."""
    state = turn.state
    if understanding.time_from or understanding.time_to:
        return understanding
    shift = shift_asked(turn.text)
    if shift is None:
        same_time = state.get("goal") == Intent.BOOK and SAME_TIME.search(turn.text)
        if same_time and state.get("chosen") and understanding.date:
            at = turn.tools.local(datetime.fromisoformat(state["chosen"]))
            return replace(understanding, time_from=at.strftime("%H:%M"))
        on_the_day_offered = understanding.date in (None, state.get("date"))
        if same_time and on_the_day_offered and state.get("offered") and state.get("time_from"):
            # "Actually make it wednesday", then "same time": the time held before the day
            # changed, which is where that day's times begin.
            return replace(understanding, time_from=state["time_from"])
        return understanding
    offered = state.get("offered", [])
    if not state.get("chosen") and offered and shift % timedelta(days=1) == timedelta(0):
        # "A day earlier would be better" of the times offered: that day's times, not the
        # first time offered moved to it.
        day = turn.tools.local(datetime.fromisoformat(offered[0])).date() + shift
        return replace(understanding, date=day.isoformat())
    chosen = state.get("chosen") or (offered[0] if offered else None)
    if chosen is None:
        return understanding
    return moved_by(turn, understanding, datetime.fromisoformat(chosen), shift)


def _another_priced_while_one_is_held(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Also how much is a tire rotation?" while a time is held: its price, and whether to add
    it after the one held; the answer to that adds it, or goes back to the one held."""
    state = turn.state
    held = state.get("goal") == Intent.BOOK and state.get("chosen")
    may_add = state.pop("may_add", None)
    if held and may_add and turn.service_id is None and understanding.answer:
        if understanding.answer == "yes":
            _add_after_the_one_held(turn, may_add)
        return book(turn, Understanding())
    new = turn.service_id
    if not held or new in (None, state.get("service_id")) or understanding.intent != Intent.PRICE:
        return None
    service, kept = turn.tools.service(new), turn.tools.service(state["service_id"])
    if service is None or kept is None:
        return None
    state["may_add"] = new
    state["expecting"] = "answer"
    spoken = turn.channel == "phone"
    price = turn.tools.quote_words(service, state.get("vehicle", ""), spoken=spoken)
    return Decision(Act.QUOTE, {"service": service.name, "price": price, "add_after": kept.name})


def _another_added_to_the_one_held(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Actually can you add an oil change too?" at "Shall I book it?" or with the times offered:
    the service under way is kept and the oil change is offered after it, not put in its
    place."""
    state = turn.state
    held = state.get("goal") == Intent.BOOK and (state.get("chosen") or state.get("offered"))
    new = turn.service_id
    # "And a tire rotation", opening the message, adds one as "also" does.
    more = AND_MORE.match(turn.text) and not INSTEAD_WORD.search(turn.text)
    asks = understanding.intent in (None, Intent.BOOK) and (ADDS_ANOTHER.search(turn.text) or more)
    if not held or new in (None, state.get("service_id")) or not asks:
        return understanding
    _add_after_the_one_held(turn, new)
    who = whom_for(turn.text)
    if who:
        # "Also my wife's car needs brakes checked": hers is the visit added, not the one held.
        state["then_for"] = {**state.get("then_for", {}), str(new): who}
    turn.service_id, turn.also_service_ids = None, ()
    return replace(understanding, service=None, intent=None)


def _only_some_of_those_under_way(
    turn: Turn, understanding: Understanding
) -> tuple[Understanding, str]:
    """ "Actually just the oil change is fine" of an oil change and a brake inspection: the brake
    inspection is dropped; "skip the brake inspection" too. Returns the message as read with
    the service it named taken out (it was said of those under way), and what to say of it."""
    state = turn.state
    plan = [pk for pk in (state.get("service_id"), *state.get("then", [])) if pk]
    named = [pk for pk in (turn.service_id, *turn.also_service_ids) if pk]
    if state.get("goal") != Intent.BOOK or len(set(plan)) < 2 or not named:
        return understanding, ""
    if ADDS_ANOTHER.search(turn.text) or understanding.intent not in (None, Intent.BOOK):
        return understanding, ""
    only, skips = ONLY_THAT.search(turn.text), SKIPS.search(turn.text)
    cue = only or skips
    if cue is None:
        return understanding, ""
    pk = named[0] if len(named) == 1 else _first_named(turn, named, after=cue.start())
    if pk not in plan:
        return understanding, ""
    if only:
        keep = [pk]
    else:
        keep = [other for other in plan if other != pk]
    if keep[0] != state.get("service_id"):
        forget_choice(turn)
        state["service_id"] = keep[0]
    state["then"] = keep[1:]
    if len(set(keep)) == 1:
        state.pop("book_all", None)
    turn.service_id, turn.also_service_ids = None, ()
    name = turn.tools.service(pk).name
    said = f"Sure, just the {name}." if only else f"Sure, I've taken the {name} off."
    return replace(understanding, service=None), said


def _at_the_time_held(turn: Turn, understanding: Understanding) -> tuple[Understanding, str]:
    """ "Actually make that a brake inspection instead" with 10 AM held for an oil change: the
    brake inspection at that time, as if asked for (held if it is open for it), and what to
    say of it."""
    state = turn.state
    chosen = state.get("chosen")
    new = turn.service_id
    if state.get("goal") != Intent.BOOK or not chosen or new in (None, state.get("service_id")):
        return understanding, ""
    if understanding.date or understanding.time_from or understanding.time_to:
        return understanding, ""
    if turn.also_service_ids or not (SWAP.search(turn.text) or INSTEAD_WORD.search(turn.text)):
        return understanding, ""
    at = turn.tools.local(datetime.fromisoformat(chosen))
    asked = replace(understanding, date=at.date().isoformat(), time_from=at.strftime("%H:%M"))
    return asked, f"Sure, the {turn.tools.service(new).name} instead."


def _details_kept(turn: Turn, understanding: Understanding) -> str:
    """What is said of a name or a number given while the times are offered: that it is kept
    (it is not asked again once a time is chosen)."""
    name = turn.state.get("name", "") if understanding.name else ""
    first = name.split()[0] if name else ""
    if first and (turn.state.get("for_someone") or names_someone_else(turn.text)):
        return "Thanks, I've got the name."  # "her name is Rosa Diaz": not thanked as Rosa
    if first and understanding.phone and turn.state.get("phone"):
        return f"Thanks, {first}, I've got your number."
    if first:
        return f"Thanks, {first}."
    if understanding.phone and turn.state.get("phone"):
        return "Thanks, I've got your number."
    return ""


def _add_after_the_one_held(turn: Turn, service_id: int) -> None:
    state = turn.state
    state["then"] = [service_id, *(pk for pk in state.get("then", []) if pk != service_id)]
    state["book_all"] = True
    state["added"] = service_id
    state["told_next"] = True  # "Sure, I'll find a time for it right after this one" says it


def _remember(turn: Turn, understanding: Understanding) -> None:
    state = turn.state
    if turn.service_id is not None and turn.service_id != state.get("service_id"):
        state["service_id"] = turn.service_id
        state.pop("unknown_work", None)
        _keep_their_words(turn, understanding)
        # "An oil change and a tire rotation": the others are offered once the first is booked.
        state["then"] = list(turn.also_service_ids)
        forget_choice(turn)
    elif turn.also_service_ids:
        state["then"] = list(turn.also_service_ids)
    # "Make that 2 cars" says nothing else (OTHER): of the booking under way, for both cars.
    of_the_booking = understanding.intent == Intent.OTHER and state.get("goal") == Intent.BOOK
    books = understanding.intent in (None, Intent.BOOK) or of_the_booking
    if turn.also_service_ids:
        # Asked to book them all ("book both for saturday"), not only what each costs: the next
        # one's times follow the first booking without asking whether it is wanted too.
        state["book_all"] = books
    # "An oil change for my Camry, and my husband's Tacoma needs a tire rotation": one each,
    # unless each is asked for both ("oil changes and rotations for both our cars").
    one_each = len(turn.also_service_ids) == 1 and not PLURAL_WORK.search(turn.text)
    cars = _cars_named(turn)
    two_cars = _two_cars_asked(turn.text) or len(cars) > 1
    if turn.service_id is not None and state.pop("two_cars", False):
        two_cars = True  # "two cars" said before the work was
    if turn.service_id is not None and books and two_cars and not one_each:
        # Each service again for the second car, offered once the first car's is booked.
        also = state.get("then", [])
        state["then"] = [turn.service_id, *(pk for also_pk in also for pk in (also_pk, also_pk))]
        relatives = {who.lower() for who in FOR_A_RELATIVE.findall(turn.text)}
        if len(relatives) == 1 and not cars and ONE_OF_THEM_MINE.search(turn.text):
            # "One for me and one for my daughter": the second visit is hers.
            state["then_for"] = {str(turn.service_id): relatives.pop()}
        if len(cars) > 1 and not also:
            # "Both my Honda and my Toyota": the Honda first, then the Toyota.
            state["vehicle"], state["cars"] = cars[0][:120], [car[:120] for car in cars[1:]]
    theirs_too = AND_SOMEONE_ELSE_TOO.search(turn.text)
    if turn.service_id is not None and books and not two_cars and theirs_too:
        # "Oil change tomorrow at 10 and my wife needs one too": the customer's visit first,
        # then hers.
        state["then"] = [turn.service_id, *state.get("then", [])]
        whose = (theirs_too["who"] or theirs_too["for"]).lower()
        state["then_for"] = {**state.get("then_for", {}), str(turn.service_id): whose}
    new_day = understanding.date and understanding.date != state.get("date")
    new_time = (understanding.time_from, understanding.time_to) != (None, None)
    if new_day and state.pop("not_before", None) and not new_time:
        # Another day than the visit's the service was added to: the visit's end was the
        # earliest time on its own day only.
        state.pop("time_from", None)
    if new_day or new_time:
        if understanding.date and from_now(turn, understanding):
            if not (state.get("offered") and SOONEST.search(turn.text)):
                state.pop("date", None)  # else "the earliest" of those offered: pick()'s
        elif understanding.date:
            state["date"] = understanding.date
        elif not state.get("date") and state.get("booked"):
            # "The same for my wife's car at 9", right after booking: that visit's day.
            state["date"] = _last_booked_day(turn)
        elif (
            not (state.get("date") or state.get("offered"))
            and state.get("goal") in (None, Intent.BOOK)
            and understanding.intent in (None, Intent.BOOK)
            and understanding.time_from
            and names_one_time(turn.text, understanding)
        ):
            state["date"] = _day_of_a_lone_time(turn, understanding.time_from)
        if new_time:
            # "I can only do mornings ... what about thursday?": the mornings still stand.
            state["time_from"] = understanding.time_from
            state["time_to"] = understanding.time_to
        elif state.get("chosen") and SOONEST.search(turn.text):
            # "The soonest" with 10:30 held: the time chosen is no earliest bound on it.
            if state.get("time_to") is None:
                state.pop("time_from", None)
        elif state.get("chosen"):
            # "Actually friday" while 9 AM thursday is held: from that time on the new day.
            held = turn.tools.local(datetime.fromisoformat(state["chosen"]))
            state["time_from"], state["time_to"] = held.strftime("%H:%M"), None
        # "Wait, make it 9am" while the chosen time is held for a name or a number.
        if state.get("chosen") and not _chosen_matches(turn, understanding):
            if new_time and not state.get("date"):
                # "10:30 instead" with 10 AM of the soonest times held: 10:30 on that day.
                held = turn.tools.local(datetime.fromisoformat(state["chosen"]))
                state["date"] = held.date().isoformat()
            forget_choice(turn)
    if understanding.name:
        given = state.get("name", "")
        on_file = turn.tools.name_on_file(turn.verified_phone) if turn.verified_phone else ""
        if given == on_file and understanding.name.casefold() in FIRST_NAMES:
            given = ""  # "Ben" on a number on file as "Tim": who books, not Tim's surname
        name = completed_name(given, turn.text, understanding.name)
        state["name"] = name_as_on_file(turn, name)[:120]
    if understanding.vehicle and _names_the_second_car(turn, understanding):
        # "Make that 2 oil changes, the other one is my Camry": the car of the visit that
        # follows; the first keeps the car it was asked for.
        state["cars"] = [understanding.vehicle[:120]]
    elif understanding.vehicle:
        state["vehicle"] = understanding.vehicle[:120]
    if understanding.phone:
        state["phone"] = understanding.phone


# "The other one is my Camry", "the second car's a Toyota"; "my Toyota too" once the first's known.
SECOND_CAR = re.compile(r"\b(?:other|second|2nd|another)\b", re.I)
ALSO_THIS_CAR = re.compile(r"\b(?:too|also|as well)\b", re.I)


# "Book it for both of us", "one for each of us": a visit each, as "we both need one" asks.
FOR_BOTH_OF_US = re.compile(r"\bfor (?:both of us|the two of us|us both|each of us)\b", re.I)


def _two_cars_asked(text: str) -> bool:
    return TWO_CARS.search(text) is not None or FOR_BOTH_OF_US.search(text) is not None


def _names_the_second_car(turn: Turn, understanding: Understanding) -> bool:
    """Whether the car the message names is the second car's, a visit for it waiting behind
    the one under way (two asked for): said to be the other one, or named beside the first
    car's, already known."""
    state = turn.state
    waiting = state.get("then", [])
    second_waits = bool(waiting) and waiting[0] == state.get("service_id")
    if not second_waits or state.get("cars"):
        return False
    if SECOND_CAR.search(turn.text):
        return True
    first_car = state.get("vehicle")
    if not first_car or understanding.vehicle.casefold() == first_car.casefold():
        return False
    return ALSO_THIS_CAR.search(turn.text) is not None or _two_cars_asked(turn.text)


def _day_of_a_lone_time(turn: Turn, at: str) -> str:
    """ "Oil change at 2" with no day is today's 2 PM while it is still ahead; "at 8am" said at
    nine is tomorrow's, not whatever is left of today."""
    today = turn.tools.today
    ahead = datetime.combine(today, time.fromisoformat(at), tzinfo=turn.tools.shop.zone)
    return (today if ahead > turn.tools.now else today + timedelta(days=1)).isoformat()


def _when_to_bring(turn: Turn) -> Decision | None:
    """ "When do I drop it off?": the visit booked (a drop-off job's morning window with it),
    or, while still choosing, the drop-off window of the service under way."""
    visit = upcoming_visit(turn)
    if visit is not None:
        facts = {"appointments": appointment_words(turn, [visit])[0]}
        return Decision(
            Act.APPOINTMENTS, facts | dropoff_facts(turn, visit.service, on=visit.start)
        )
    service = turn.tools.service(turn.state.get("service_id"))
    if service is None or service.kind != Service.Kind.DROPOFF:
        return None
    chosen = turn.state.get("chosen")
    if chosen and turn.state.get("expecting") == "name":
        # Asked while a time is held for their name: told, and asked the name again.
        held = datetime.fromisoformat(chosen)
        day, at = turn.tools.when_words(held)
        return Decision(
            Act.ASK_NAME, {"day": day, "time": at} | dropoff_facts(turn, service, on=held)
        )
    if chosen and turn.state.get("expecting") == "phone":
        return ask_phone(turn, dropoff_facts(turn, service, on=datetime.fromisoformat(chosen)))
    if chosen:
        return None  # while confirming, the question asked again says the window
    priced = quote(turn, takes=True)
    if not turn.state.get("offered"):
        return priced
    # Asked while the times are offered: the window, then the times again.
    return _then_the_times_again(turn, priced, bring="yes")


def _then_the_times_again(turn: Turn, answered: Decision, **facts: str) -> Decision:
    """The answer to a question asked while the times are offered, then those times again."""
    decision = book(turn, Understanding())
    said_again = {key: decision.facts.get(key) for key in ("service", "price")}
    if answered.act == Act.QUOTE and decision.act == Act.CONFIRM and answered.facts == said_again:
        return decision  # "what's the total?" at "Shall I book it?", which says the price
    decision.preface = _told(
        turn, replace(answered, facts=answered.facts | {"then": "times", **facts})
    )
    return decision


def _maintenance_asked(turn: Turn) -> Decision:
    """ "My car is due for its 30,000 mile service": what that includes is the car's own
    schedule, so the shop's services are listed for the customer to pick from."""
    decision = list_services(turn)
    asked = MAINTENANCE.search(turn.text)
    words = asked.group().lower() if asked else ""
    # "A 30,000 mile service", "a tune up" said back; "maintenance" and the like, not.
    named = re.search(r"\bservice$|^tune", words) and not words.startswith("what")
    decision.facts["schedule"] = f"a {words}" if named else "a scheduled service"
    return decision


def _shop_topic(turn: Turn) -> tuple[str | None, str]:
    """The common question this message asks ("do you take cards?", "is there a warranty on
    brakes?") and the words that ask it, unless it asks for a service named with the same word
    ("a tow hitch", not "can you tow my car")."""
    service = turn.tools.service(turn.service_id)
    named = " ".join([service.name, *service.aliases]) if service else ""
    for topic, cue in SHOP_TOPICS.items():
        found = cue.search(turn.text)
        if found is None:
            continue
        also_said = _words(turn.text) & (_words(named) - _words(found.group()))
        if not (cue.search(named) and also_said):
            return topic, found.group()
    return None, ""


def _past_work_left_out(turn: Turn) -> None:
    """ "You did my brakes last year, now I need an oil change": of the services named, the one
    said only as work done before is not asked for, where another is."""
    if not turn.also_service_ids:
        return
    past = " ".join(part.group() for part in PAST_WORK.finditer(turn.text))
    if not past:
        return
    rest = PAST_WORK.sub(" ", turn.text)
    _keep_only(
        turn,
        [
            pk
            for pk in (turn.service_id, *turn.also_service_ids)
            if not (_work_words(turn, pk) & _words(past)) or _work_words(turn, pk) & _words(rest)
        ],
    )


def _work_only_if_needed_left_out(turn: Turn) -> None:
    """ "A brake inspection and maybe pads if needed": the inspection is booked, and the pads
    are the look's to decide (the customer's words go on the visit), not a second visit."""
    if not turn.also_service_ids:
        return
    maybe = " ".join(said.group() for said in IF_NEEDED.finditer(turn.text))
    if not maybe:
        return
    named = (turn.service_id, *turn.also_service_ids)
    _keep_only(turn, [pk for pk in named if not _work_words(turn, pk) & _words(maybe)])


def _work_words(turn: Turn, service_id: int) -> set[str]:
    """The words that name a service (its name's and aliases', less filler)."""
    service = turn.tools.service(service_id)
    return _words(" ".join([service.name, *service.aliases])) - FILLER if service else set()


def _keep_only(turn: Turn, wanted: list[int]) -> None:
    """Of the services the message named, only `wanted` (in order), where any is."""
    if wanted:
        turn.service_id, *others = wanted
        turn.also_service_ids = tuple(others)


def _the_one_said_first(turn: Turn) -> None:
    """ "A brake inspection and an oil change on friday, the oil change first": of the services
    named, the one said to come first is booked first."""
    named = (turn.service_id, *turn.also_service_ids)
    if not turn.also_service_ids or not FIRST_WORD.search(turn.text):
        return
    for pk in named:
        service = turn.tools.service(pk)
        words = [service.name, *service.aliases] if service else []
        said = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
        if said and re.search(
            rf"\b(?:{said})s? first\b|\b(?:first|start with) (?:the |my |do the )?(?:{said})\b",
            turn.text,
            re.I,
        ):
            turn.service_id = pk
            turn.also_service_ids = tuple(other for other in named if other != pk)
            return


def _named_in_a_question_only(turn: Turn) -> bool:
    """Whether the service this message names, other than the one under way, is named only in
    the clause that asks one of the shop's common questions."""
    if turn.service_id in (None, turn.state.get("service_id")):
        return False
    topic, asked = _shop_topic(turn)
    if topic is None:
        return False
    service = turn.tools.service(turn.service_id)
    named = " ".join([service.name, *service.aliases]) if service else ""
    rest = " ".join(part for part in CLAUSE.split(turn.text) if asked not in part)
    return not _words(rest) & (_words(named) - FILLER)


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower()))


def _the_day_after(turn: Turn, understanding: Understanding) -> Understanding:
    """ "How about the day after?", "the next day": the day after the one talked of (its times
    offered, or one held); "the following week", "the following friday" of a Friday or "the
    one after", its weekday a week on; "same day", that day itself."""
    the_day_after = not understanding.date and (
        THE_DAY_AFTER.search(turn.text) or says_a_part_of_the_day_after(turn.text)
    )
    the_day_before = not understanding.date and THE_DAY_BEFORE.search(turn.text)
    # Read alone, "the following week" is next Monday; of a day talked of it is that day's week.
    a_week_on = THE_WEEK_AFTER.search(turn.text) and not (
        WEEKDAY_NAMED.search(turn.text) or BY_DATE.search(turn.text)
    )
    same_day = THE_SAME_DAY.search(turn.text)
    cued = the_day_after or the_day_before or a_week_on or same_day
    said = calendar_text(turn.text.lower())
    if not cued and not A_WEEK_ON.search(said):
        return understanding  # most messages: no day talked of looked up
    day = _the_day_talked_of(turn)
    if day is not None and says_its_weekday_a_week_on(said, day):
        return replace(understanding, date=(day + timedelta(days=7)).isoformat())
    if not cued:
        return understanding
    if day is None or (same_day and understanding.date not in (None, turn.tools.today.isoformat())):
        return understanding
    days = 7 if a_week_on else -1 if the_day_before else int(bool(the_day_after))
    return replace(understanding, date=(day + timedelta(days=days)).isoformat())


def _drop_the_offered_days_ruled_out(turn: Turn, understanding: Understanding) -> None:
    """ "Any day but wednesday" while Wednesday's times are offered: the soonest times on a day
    it leaves are offered, not Wednesday's again; the offered times of other days stand."""
    offered = turn.state.get("offered")
    if understanding.date or not offered or turn.state.get("chosen"):
        return
    calendar, today = calendar_text(turn.text.lower()), turn.tools.today
    day_of = {start: turn.tools.local(datetime.fromisoformat(start)).date() for start in offered}
    left = [start for start in offered if not rules_out(calendar, day_of[start], today=today)]
    if left == offered:
        return
    # "End of the week ... not friday": Thursday's times still stand.
    turn.state["offered"] = left
    if left:
        turn.state["date"] = day_of[left[0]].isoformat()
    else:
        turn.state.pop("date", None)


def _the_day_talked_of(turn: Turn) -> date | None:
    state = turn.state
    talked_of = state.get("chosen") or next(iter(state.get("offered", [])), None)
    if talked_of:
        return turn.tools.local(datetime.fromisoformat(talked_of)).date()
    if state.get("date"):
        return date.fromisoformat(state["date"])
    visits = booked_in_this_conversation(turn)
    if visits:
        return turn.tools.local(visits[-1].start).date()  # "my wife's car too, same day"
    return None


def _other_work_for_the_visit(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Swap my oil change for a brake inspection", "a brake inspection instead of the oil
    change", "change my appointment to a tire rotation": the visit booked does the other work,
    at its own time unless another is said. Not while a booking is under way, where "make it a
    tire rotation" is the service being booked."""
    swaps = SWAP.search(turn.text) or OTHER_WORK_INSTEAD.search(turn.text)
    if not swaps or turn.service_id is None:
        return None
    if turn.state.get("goal") == Intent.BOOK or _holding(turn):
        return None
    named = [turn.service_id, *(pk for pk in turn.also_service_ids if pk != turn.service_id)]
    if len(named) > 2:
        return None
    # "X instead of Y", "instead of Y, X": Y is booked; "swap X for Y", "switch X to Y": X is.
    new, old = named[-1], named[0]
    instead = INSTEAD_OF.search(turn.text)
    if instead and _first_named(turn, named, after=instead.end()) == named[-1]:
        new, old = named[0], named[-1]
    if len(named) == 1:
        old = None
    visits = booked_in_this_conversation(turn)
    if not visits and turn.verified_phone:
        visits = turn.tools.upcoming_for(turn.verified_phone)
    if not visits and not (VISIT_NAMED.search(turn.text) and not turn.verified_phone):
        if instead:
            # "A tire rotation instead of an oil change this time", nothing booked: the one
            # wanted, not both.
            turn.service_id, turn.also_service_ids = new, ()
        return None
    if visits and not any(visit.service_id == old for visit in visits) and len(visits) != 1:
        return None  # which visit is meant is not said: read as usual
    if len(visits) == 1 and visits[0].service_id == new and not instead:
        # "Can we make it a synthetic oil change instead?" of the oil change booked: the work
        # it already is, and what it covers, not a second one offered.
        turn.state["service_id"] = new
        says_when = understanding.date or understanding.time_from or understanding.time_to
        if says_when and turn.verified_phone and not turn.state.get("goal"):
            # "Switch my oil change to a synthetic one and move it to 2pm": the choice noted,
            # and the visit moved.
            noted = _choice_noted(turn, visits[0])
            start_goal(turn, Intent.RESCHEDULE)
            turn.service_id, turn.also_service_ids = new, ()
            decision = change(turn, replace(understanding, service=None))
            if noted:
                decision.preface = f"I've noted that you'd like {noted}."
            return decision
        # "Make it a full synthetic oil change": the choice noted on the visit, if it is one.
        return _wanted_on_the_visit(turn, understanding) or quote(turn, includes=True)
    start_goal(turn, Intent.RESCHEDULE)
    turn.state["swap_to"] = new
    for key in ("date", "time_from", "time_to"):
        turn.state.pop(key, None)
        if getattr(understanding, key):
            turn.state[key] = getattr(understanding, key)  # "... a tire rotation on monday"
    turn.service_id, turn.also_service_ids = old, ()
    return change(turn, replace(understanding, service=None))


def _first_named(turn: Turn, service_ids: list[int], *, after: int) -> int | None:
    """Of these services, the one whose name or alias the message says first after `after`."""
    text = turn.text.lower()
    found = []
    for pk in service_ids:
        service = turn.tools.service(pk)
        names = [service.name, *service.aliases] if service else []
        at = [text.find(name.lower(), after) for name in names]
        found += [(position, pk) for position in at if position >= 0]
    return min(found)[1] if found else None


def _said_first(turn: Turn, understanding: Understanding, decision: Decision) -> str:
    """What comes before the reply, where nothing else does: a number or a car given while
    booking, heard back; how to get a car unsafe to drive to the shop; work asked for beside
    the service that the shop does not do."""
    booking = turn.state.get("goal") == Intent.BOOK
    if understanding.phone and _says_only(turn, understanding, "phone"):
        # "Send the confirmation to my wife's phone, 303 555 4444": read back to a caller, who
        # cannot see it, unless the confirmation asked for says it ("I'll text ... to").
        if booking and turn.channel == "phone" and decision.act != Act.CONFIRM:
            return f"Got it, I'll text the confirmation to {phone_words(understanding.phone)}."
    if understanding.vehicle and _says_only(turn, understanding, "vehicle"):
        # "It's a 2015 Honda Civic" asked for the name: heard, then the name asked again.
        if booking and decision.act != Act.CANT_HELP:
            return f"Got it, your {understanding.vehicle}."
    if turn.service_id is None:
        return ""
    warning = next((said for trouble, said in UNSAFE_TO_DRIVE if trouble.search(turn.text)), "")
    if warning:
        return warning  # "my brakes went out": how to get it here, then the times
    free_work_beside = FREE_WORK.search(turn.text) and decision.act == Act.OFFER_TIMES
    if THE_MECHANICS.search(turn.text) or free_work_beside:
        # "Who will work on my brakes friday", "oil change tomorrow, can you also do a free
        # multipoint inspection": the times, and the question for the team.
        return _question_for_the_team(turn)
    if turn.not_offered:
        # "An oil change and a state inspection": said, not silently left out.
        return f"I don't see {turn.not_offered} on our service list."
    check = QUICK_CHECK.search(turn.text)
    if check and booking and decision.act in (Act.OFFER_TIMES, Act.ASK_NAME, Act.CONFIRM):
        # "Oil change tomorrow at 9, and can you check my tire pressure too": on the visit's
        # notes for the team (the customer's words), and said so.
        turn.state["their_words"] = " ".join(turn.text.split())[:THEIR_WORDS_LIMIT]
        return f"I'll ask the team to {_check_asked(check)} too."
    return ""


def _before_the_day_said(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Before my road trip on friday", "need it done by thursday": the soonest times, where
    they come before that day."""
    if not DEADLINE_DAY.search(turn.text) or not understanding.date:
        return understanding
    service = turn.tools.service(turn.service_id or turn.state.get("service_id"))
    if service is None or understanding.time_from or understanding.time_to:
        return understanding
    soonest = turn.tools.slots_near(service, day=None, time_from=None, time_to=None, limit=1)
    if soonest and turn.tools.local(soonest[0].start).date().isoformat() < understanding.date:
        return replace(understanding, date=None)
    return understanding


def _right_after_the_visit(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Can you do my wife's car right after?": from the end of the visit just booked (or the
    one on the number the channel proved); "same time", from its start. Said in answer to
    "Would you like another one?" or to the times offered for the other car ("right after
    mine"), the time it ends is the one picked, where it is open."""
    state = turn.state
    right_after = RIGHT_AFTER.search(turn.text)
    # "Add my husband's car too, same time if possible": from the visit's own start.
    same_time = not right_after and SAME_TIME.search(turn.text) and ANOTHER_CAR.search(turn.text)
    if understanding.time_from or not (right_after or same_time):
        return understanding
    offered_another = state.get("another") and state.get("offered") and not state.get("chosen")
    answers = state.get("confirming") == "another" or bool(offered_another)
    if not (answers or ANOTHER_CAR.search(turn.text)):
        return understanding
    visits = booked_in_this_conversation(turn)
    day = understanding.date or state.get("date")
    visit = visits[-1] if visits else upcoming_visit(turn, day=day)
    # "Right after mine on friday": the visit of that day, and no other.
    if visit is None or understanding.date not in (
        None,
        f"{turn.tools.local(visit.start):%Y-%m-%d}",
    ):
        return understanding
    if answers and right_after:
        turn.right_after = visit.end
    at = turn.tools.local(visit.start if same_time else visit.end)
    return replace(understanding, date=at.date().isoformat(), time_from=f"{at:%H:%M}")


def _cars_named(turn: Turn) -> list[str]:
    """ "Oil changes for both my Honda and my Toyota": each of the customer's cars the message
    names, where it names two or more of them side by side."""
    if not TWO_OF_MY_CARS.search(turn.text):
        return []
    cars = read_vehicles(turn.text)
    return cars if len(cars) > 1 else []


def _running_late(turn: Turn, understanding: Understanding) -> Decision:
    """ "I'm gonna be like twenty minutes late friday": the team told, and the visit said back
    (the one of the day named, or today's), with how late, where the message says."""
    state = turn.state
    visit = _visit_of_the_day(turn, understanding.date)
    if visit is None and not understanding.date and LATE_LATER.search(turn.text):
        # "I might be 15 minutes late" with no visit today: of the next one, said back.
        visit = upcoming_visit(turn)
    late = _how_late(turn.text)
    facts = {"late": "yes"}
    if visit is not None:
        [words] = appointment_words(turn, [visit])
        facts["appointments"] = words
        if late:
            facts["by"] = late
    how = f" ({late})" if late else ""
    tell_the_shop(turn, f"is running late{how}" + (f" for {words}" if visit is not None else ""))
    if not state.get("goal"):
        for key in ("date", "time_from", "time_to", "expecting"):
            state.pop(key, None)
    return Decision(Act.TAKE_MESSAGE, facts)


def _told_when_ready(turn: Turn) -> Decision:
    """ "Will you call me when it's ready?": yes, with the visit it is of, if one is known; asked
    while a booking is under way, the booking goes on where it was."""
    if turn.state.get("goal") == Intent.BOOK:
        decision = book(turn, Understanding())
        decision.preface = WE_CALL_WHEN_READY
        return decision
    visit = upcoming_visit(turn)
    if visit is None:
        return Decision(Act.SHOP_ANSWER, {"ready_call": "yes"})
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "ready_call": "yes"})


def _just_before_the_visit(turn: Turn, understanding: Understanding) -> bool:
    """The time said is within the hour before the customer's visit (of the day named, else
    the next one): when they will arrive, not a time to move it to."""
    visit = upcoming_visit(turn, day=understanding.date)
    if visit is None or understanding.time_from is None:
        return False
    start = turn.tools.local(visit.start)
    hour, minute = map(int, understanding.time_from.split(":"))
    said = start.replace(hour=hour, minute=minute)
    return timedelta(0) < start - said <= timedelta(hours=1)


def _coming_early(turn: Turn, understanding: Understanding) -> Decision:
    """ "Is it ok if I come 15 minutes early?": it is, and the visit (of the day named, else
    the next one) said back; a chat's visitor, whose visits are unknown, is told the same."""
    visit = upcoming_visit(turn, day=understanding.date)
    if visit is None:
        return Decision(Act.SHOP_ANSWER, {"early": "yes"})
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "early": "yes"})


def _visit_of_the_day(turn: Turn, day: str | None) -> Appointment | None:
    """The customer's visit on `day` (today, where none is named) that has not started, or
    started within the last two hours: booked here, or on the number the channel proved."""
    theirs = Q(pk__in=turn.state.get("booked", []))
    if turn.verified_phone:
        theirs |= Q(shop=turn.tools.shop, customer__phone=turn.verified_phone)
    since = turn.tools.now - timedelta(hours=2)
    visits = (
        Appointment.objects.filter(theirs, status=Appointment.Status.CONFIRMED, start__gte=since)
        .select_related("service")
        .order_by("start")
    )
    day = day or turn.tools.today.isoformat()
    return next(
        (visit for visit in visits if turn.tools.local(visit.start).date().isoformat() == day),
        None,
    )


def _how_late(text: str) -> str:
    """ "Twenty minutes", "like 10 mins", "half an hour", "be there in 20": said back as "about
    20 minutes"."""
    said = HOW_LATE.search(text) or THERE_IN.search(text)
    if said is None:
        return ""
    count = said.group("count").lower()
    hours = said.re is HOW_LATE and said.group("unit").lower().startswith("h")
    if count in ("a few", "few"):
        return f"a few {'hours' if hours else 'minutes'}"
    if count.startswith("a couple"):
        return f"a couple of {'hours' if hours else 'minutes'}"
    if count.startswith("half"):
        return "about half an hour"
    if count in ("a", "an"):
        return "about an hour" if hours else ""
    numbers = {**NUMBER_WORDS, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40}
    number = sum(
        int(word) if word.isdigit() else numbers.get(word, 0) for word in re.split(r"[- ]", count)
    )
    if not number:
        return ""
    what = ("hour" if hours else "minute") + ("s" if number != 1 else "")
    return f"about {number} {what}"


def _about_the_visit(turn: Turn) -> bool:
    """ "I'm calling about the appointment I have on Friday", "question about my oil change on
    friday": the visit booked is what the message is about (its work, if named), not one to
    book; "... can I come 30 minutes earlier" moves it."""
    if not ABOUT_THE_VISIT.search(turn.text) or shift_asked(turn.text) or turn.also_service_ids:
        return False
    if turn.service_id is None:
        return True
    visit = upcoming_visit(turn, service_id=turn.service_id)
    return visit is not None and visit.service_id == turn.service_id


def _pick_up_hours(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Can I pick it up at 6?", "what's the latest I can pick up my car friday?" of a visit
    booked (in this conversation, or on the number): the hours of its day."""
    if turn.state.get("goal") or not PICK_UP.search(turn.text):
        return None
    if SOMEONE_ELSE_COMES.search(turn.text) or SOMEONE_ELSE_BRINGS_IT.search(turn.text):
        return None  # "my wife will pick it up": noted on the visit
    visits = booked_in_this_conversation(turn)
    visit = visits[-1] if visits else upcoming_visit(turn, day=understanding.date)
    if visit is None:
        return _no_pick_up_then(turn, understanding)
    day = turn.tools.local(visit.start).date()
    today = turn.tools.local(turn.tools.now).date()
    later = understanding.date is not None and understanding.date > day.isoformat()
    if understanding.date not in (None, day.isoformat()) and (day <= today or later):
        # "Can I pick it up tomorrow instead of today?" of the car in today, "can I pick it up
        # saturday?" of Thursday's visit: the car left longer is the team's to arrange, not
        # the visit moved.
        return pass_on(turn, "asked about picking up the car another day")
    if understanding.date not in (None, day.isoformat()):
        return None
    return Decision(Act.HOURS, turn.tools.hours_on_words(day))


def _no_pick_up_then(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Can I pick up my car after 6?" with no visit to go by, of a shop closed by then every
    day: its hours say no."""
    if understanding.date or not understanding.time_from:
        return None
    start, end = (
        time.fromisoformat(said) if said else None
        for said in (understanding.time_from, understanding.time_to)
    )
    if turn.tools.open_any_day_within(start, end):
        return None
    return Decision(Act.HOURS, {"hours": turn.tools.hours_words(), "outside": "yes"})


def _visits_begun(turn: Turn, *, days: int = 14):
    """The customer's visits begun in the last `days` days: their car may be at the shop."""
    theirs = Q(pk__in=turn.state.get("booked", []))
    if turn.verified_phone:
        theirs |= Q(shop=turn.tools.shop, customer__phone=turn.verified_phone)
    return Appointment.objects.filter(
        theirs,
        status__in=(Appointment.Status.CONFIRMED, Appointment.Status.COMPLETED),
        start__lte=turn.tools.now,
        start__gte=turn.tools.now - timedelta(days=days),
    )


def _car_not_in_yet(turn: Turn) -> Decision | None:
    """ "Is my car ready yet?" with the visit still to come and none begun: the visit, said
    (the car is not in yet); once a visit has begun, it is for the team."""
    visit = upcoming_visit(turn)
    if visit is None or _visits_begun(turn).exists():
        return None
    [words] = appointment_words(turn, [visit])
    facts = {"appointments": words, "not_in_yet": "yes"}
    if READY_BY_ASKED.search(turn.text):
        # "Will it be done by noon?" of the visit to come: when it should be, by its length.
        if visit.service.kind == Service.Kind.WAITER:
            facts |= {
                "takes": duration_words(visit.service.duration_minutes),
                "ready_by": time_words(turn.tools.local(visit.end)),
            }
        else:
            facts["call_when_ready"] = "yes"
    return Decision(Act.APPOINTMENTS, facts)


def _ready_by_before_booking(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Will the oil change be done by noon if I come at 10?" with nothing booked: how long it
    takes, then its times from the one said; asked before the work is named ("if I drop it off
    at 8, when will it be ready?"), the work asked for, then the same."""
    named_since = turn.state.pop("ready_asked", False) and turn.service_id is not None
    if not (READY_BY_ASKED.search(turn.text) or named_since):
        return None
    if upcoming_visit(turn) is not None or (turn.state.get("goal") and not named_since):
        return None
    if turn.service_id is None:
        if not IF_BROUGHT_IN.search(turn.text):
            return None  # "when will my car be ready?": a car at the shop, for the team
        start_goal(turn, Intent.BOOK)
        turn.state.update(expecting="service", ready_asked=True)
        return Decision(Act.ASK_SERVICE, {"ready_depends": "yes"})
    priced = quote(turn, takes=True)
    if priced.act != Act.QUOTE or not (
        understanding.date or understanding.time_from or named_since
    ):
        return priced
    start_goal(turn, Intent.BOOK)
    decision = book(turn, replace(understanding, time_to=None))
    decision.preface = _told(turn, replace(priced, facts=priced.facts | {"then": "times"}))
    return decision


def _in_the_week_asked(turn: Turn, understanding: Understanding) -> Understanding:
    """After "sometime next week", a weekday said alone ("wednesday works", read as the coming
    one) is moved into the week they asked for; "this wednesday" or "the 9th" is not."""
    state = turn.state
    if not understanding.date or understanding.date == state.get("date"):
        return understanding
    if THE_SAME_DAY.search(turn.text):
        return understanding  # "same day same time": of the day talked of, in the week asked
    if A_WEEK.search(turn.text):
        state["week_of"] = understanding.date
        return understanding
    week_of = state.get("week_of")
    if week_of and not BY_DATE.search(turn.text):
        day, asked = date.fromisoformat(understanding.date), date.fromisoformat(week_of)
        monday = asked - timedelta(days=asked.weekday())
        name = WEEKDAYS[day.weekday()][:3]
        alone = re.search(rf"(?<!this )(?<!coming )(?<!next )\b{name}", turn.text.lower())
        if day < monday and alone:
            return replace(understanding, date=(monday + timedelta(days=day.weekday())).isoformat())
    state.pop("week_of", None)
    return understanding


def _a_day_said_of_the_visit_or_new(
    turn: Turn, understanding: Understanding, intent: str | None
) -> bool:
    """ "Can I do friday?" from a number with a visit booked, no work named and nothing under
    way: whether that visit is to move there or something new is booked is not known."""
    if intent != Intent.BOOK or turn.service_id is not None or understanding.service:
        return False
    if not (understanding.date or understanding.time_from or understanding.time_to):
        return False
    # "My wife needs one friday too", "can I have an appointment tomorrow": a new visit.
    if any(cue.search(turn.text) for cue in (ALSO, ANOTHER_CAR, ASKS_FOR_A_VISIT)):
        return False
    if whom_for(turn.text):
        return False
    return upcoming_visit(turn) is not None


def _same_time_as_the_visit(turn: Turn) -> bool:
    """ "Can we do thursday same time?" from a number with a visit booked: the visit's own
    time, so the visit is moved, not a new one asked for."""
    return SAME_TIME.search(turn.text) is not None and upcoming_visit(turn) is not None


def _moved_or_new(
    turn: Turn, understanding: Understanding, intent: str | None, held: dict[str, str | None]
) -> tuple[str | None, Understanding]:
    """The reply to "Is that to move your Oil change on ..., or to book something new?": a
    yes, "move it" or the visit's own service moves it to the day said before; anything else
    is a new visit on that day (the service named, or asked for)."""
    visit = upcoming_visit(turn)
    the_visits_work = visit is not None and turn.service_id == visit.service_id
    moves = understanding.answer == "yes" or MOVES_THE_VISIT.search(turn.text) or the_visits_work
    moves = moves and not SOMETHING_NEW.search(turn.text)  # "yes, something new"
    said = {key: value for key, value in held.items() if value and not getattr(understanding, key)}
    if (
        visit is not None
        and moves
        and intent in (None, Intent.BOOK, Intent.RESCHEDULE, Intent.OTHER)
    ):
        turn.service_id = None  # the visit's own work named: no new visit of it
        return Intent.RESCHEDULE, replace(understanding, service=None, answer=None, **said)
    if intent in (None, Intent.OTHER) and understanding.answer != "no":
        intent = Intent.BOOK  # "something new", "a tire rotation": booked on the day said
    return intent, replace(understanding, **said)


def _asks_what_the_price_covers(turn: Turn, understanding: Understanding) -> bool:
    """ "And rotors?", "rotors too?" just after the price of brake pads: a word of the owner's
    description of the service priced, asked in a few words with no day or time, asks what the
    price covers; not a booking, nor work the list lacks."""
    priced = turn.state.get("service_id")
    if priced is None or turn.service_id not in (None, priced):
        return False
    # "Yes, synthetic please" answers "Would you like to book it?".
    if (
        understanding.answer
        or understanding.date
        or understanding.time_from
        or understanding.time_to
    ):
        return False
    return len(turn.text.split()) <= FEW_WORDS and _names_a_word_of_its_description(turn, priced)


FEW_WORDS = 5


def _names_a_word_of_its_description(turn: Turn, service_id: int | None = None) -> bool:
    """ "Do you do synthetic oil changes?": a word of the owner's description of the service
    asked for ("conventional or synthetic oil") that its name lacks, so the answer is what the
    service includes."""
    service = turn.tools.service(service_id or turn.service_id)
    if service is None or not service.description:
        return False
    # Not a word of the name in another form: "rotate" of "Tire rotation".
    named = {stem(word)[:5] for word in _words(service.name)}
    described = {word for word in _words(service.description) if stem(word)[:5] not in named}
    asked = _words(turn.text) & described
    return any(len(word) > 3 and stem(word) not in STOPWORDS for word in asked)


def _the_one_asked_of(turn: Turn) -> tuple[str, str] | None:
    """Of "what was the second one?" with times offered: ("second", the time offered second)."""
    offered = turn.state.get("offered") or []
    place = ordinal(turn.text)
    if place is None or not -len(offered) <= place < len(offered):
        return None
    return ("last" if place == -1 else ("first", "second", "third")[place]), offered[place]


# "In january", "can I rebook for january", "move it to january": a whole month asked for.
A_MONTH_ASKED = re.compile(rf"\b(?:{'|'.join(WHOLE_MONTH)})\s+(?:{MONTH})\b(?!\.?\s*\d)", re.I)


def _a_months_first_open_day(turn: Turn, understanding: Understanding) -> Understanding:
    """ "What's open in january?": the month from its first day the shop is open, not "closed
    on Friday, January 1", a day no one asked for."""
    if not understanding.date or not A_MONTH_ASKED.search(turn.text):
        return understanding
    first = date.fromisoformat(understanding.date)
    if first.day != 1:
        return understanding  # "in march, on the 10th": the day said, open or not
    return replace(understanding, date=turn.tools.first_open_day_from(first).isoformat())


def _today_talked_of(turn: Turn, understanding: Understanding) -> Understanding:
    """Today's times offered on a Monday, "book it for monday" is today: a weekday said alone
    is read as next week's only when today is not the day already talked of, or when the time
    said with it has passed today ("monday at 8" at 9 AM)."""
    today = turn.tools.today
    a_week_on = (today + timedelta(days=7)).isoformat()
    if _the_day_talked_of(turn) != today or understanding.date != a_week_on:
        return understanding
    if (
        understanding.time_from
        and understanding.time_from <= f"{turn.tools.local(turn.tools.now):%H:%M}"
    ):
        return understanding
    said = turn.text.lower()
    name = WEEKDAYS[today.weekday()][:3]
    if re.search(rf"\b{name}", said) and not re.search(r"\b(?:next|week|coming)\b", said):
        return replace(understanding, date=today.isoformat())
    return understanding


def _gives_up(turn: Turn, understanding: Understanding, words: re.Pattern[str]) -> bool:
    """The customer drops what is under way, and asks for nothing new in its place."""
    asks_anew = understanding.service or understanding.date or understanding.time_from
    return bool(words.search(turn.text)) and not asks_anew


def _but_the_day_under_way(turn: Turn, understanding: Understanding) -> Understanding:
    """The message without the day of the booking under way: "never mind, I'm out of town
    friday" of Friday's times gives them up, and asks for no new day."""
    state = turn.state
    at = state.get("chosen") or next(iter(state.get("offered") or []), None)
    day = turn.tools.local(datetime.fromisoformat(at)).date().isoformat() if at else None
    if understanding.date and understanding.date in (day, state.get("date")):
        return replace(understanding, date=None)
    return understanding


def _keep_the_appointment(turn: Turn) -> Decision:
    """ "Never mind, keep it" while moving or cancelling: the appointment stands, and is said."""
    state = turn.state
    target_id = state.get("target_id")
    forget_choice(turn)
    for key in ("goal", "expecting", "target_id", "date", "time_from", "time_to"):
        state.pop(key, None)
    upcoming = turn.tools.upcoming_for(turn.verified_phone) if turn.verified_phone else []
    kept = [appointment for appointment in upcoming if appointment.pk == target_id]
    if not kept:
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    listed = appointment_words(turn, kept)
    return Decision(Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")})


def _last_booked_day(turn: Turn) -> str | None:
    last = Appointment.objects.filter(pk=turn.state["booked"][-1]).first()
    return turn.tools.local(last.start).date().isoformat() if last else None


def _chosen_matches(turn: Turn, understanding: Understanding) -> bool:
    chosen = turn.state.get("chosen")
    offered = turn.state.get("offered") or [None]
    if chosen == offered[0] and SOONEST.search(turn.text) and not understanding.time_from:
        return True  # "the soonest" again, of the soonest time already held
    if not chosen or not understanding.time_from:
        return False
    local = turn.tools.local(datetime.fromisoformat(chosen))
    same_day = understanding.date in (None, local.date().isoformat())
    return same_day and local.strftime("%H:%M") == understanding.time_from


def _keep_their_words(turn: Turn, understanding: Understanding) -> None:
    """ "The SUV makes a clicking noise when I turn" is what the mechanic needs to read, more than
    the inspection it was booked as: a message that asks for a service in words its name and
    aliases do not have goes on the appointment."""
    service = turn.tools.service(turn.service_id)
    turn.state.pop("look_first", None)
    names = [service.name, *service.aliases] if service is not None else []
    # "I got a quote from you for brakes": the price given before is the team's to look up.
    quoted = QUOTED_BEFORE_SAID.search(turn.text)
    if service is None or not (says_more_than(understanding.service or "", names) or quoted):
        turn.state.pop("their_words", None)
        return
    turn.state["their_words"] = " ".join(turn.text.split())[:THEIR_WORDS_LIMIT]
    if a_look_unnamed(turn.text, names):
        turn.state["look_first"] = service.pk  # said once, with the first times


def _wanted_on_the_visit(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Actually can you make it synthetic" of the oil change booked: a choice its owner's
    description offers ("conventional or synthetic oil"), noted on the visit for the team, not
    a second oil change offered."""
    state = turn.state
    if state.get("goal") or not turn.verified_phone or not WANTS_ON_THE_VISIT.search(turn.text):
        return None
    if understanding.time_from or understanding.time_to:
        return None
    # "Can I get synthetic on Tuesday instead?" of Friday's visit is a move, no choice noted.
    visit = _visit_of_the_day_said(turn, understanding)
    if visit is None or turn.service_id not in (None, visit.service_id) or turn.also_service_ids:
        return None
    said = _choice_noted(turn, visit)
    if not said:
        return None
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "wanted": said})


def _choice_noted(turn: Turn, visit: Appointment) -> str:
    """The words of the visit's own description the message asks for ("synthetic" of "...
    conventional or synthetic oil"), noted on the visit for the team; "" where it names none."""
    named = {stem(word) for word in _words(visit.service.name)}
    offered = _words(visit.service.description) - FILLER
    wanted = [
        word
        for word in re.findall(r"[a-z]+", turn.text.lower())
        if word in offered and len(word) > 3 and stem(word) not in named
    ]
    said = " ".join(dict.fromkeys(wanted))
    if said:
        visit.add_note(f"The customer asked for {said}.")
    return said


def _day_of_the_visit_said(turn: Turn, understanding: Understanding) -> str | None:
    """The day of the visit booked, where the message names it as that and wants no other
    ("I'm scheduled for friday, can I add ..."): a weekday said of a visit a week out is that
    visit's day."""
    said = read_booked_day(calendar_text(turn.text.lower()), today=turn.tools.today)
    if said is None or understanding.date not in (None, said.isoformat()):
        return None
    weekday = WEEKDAYS[said.weekday()] in turn.text.lower()
    proven = turn.tools.upcoming_for(turn.verified_phone) if turn.verified_phone else []
    for visit in booked_in_this_conversation(turn) or proven:
        day = turn.tools.local(visit.start).date()
        if day == said or (weekday and (day - said).days == 7):
            return day.isoformat()
    return None


def _visit_given_to_someone(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Put my appointment under my husband's name", "cancel mine and give the spot to my son":
    the visit kept and put under their name, asked for first, not cancelled nor asked which
    service; the name that follows goes on the visit."""
    state = turn.state
    asked_of = state.pop("visit_given_to", None)
    if asked_of and state.get("expecting") == "name":
        state.pop("expecting")
    who = visit_given_to(turn.text)
    visit = None if state.get("goal") or not (asked_of or who) else upcoming_visit(turn)
    if visit is None:
        return None
    name = understanding.name if asked_of or names_someone_else(turn.text) else None
    if name and (asked_of or who):
        visit.notes = with_their_name(visit, name, asked_of or who)
        visit.save(update_fields=["notes", "updated_at"])
        [words] = appointment_words(turn, [visit])
        return Decision(
            Act.APPOINTMENTS, {"appointments": words, "who": name, "someone_elses": "yes"}
        )
    if who is None:
        return None
    state.update(visit_given_to=who, expecting="name")
    return Decision(Act.ASK_NAME, {"whose": f"your {who}"})


def _asks_the_cause(turn: Turn) -> bool:
    """Whether the message asks if a part is the trouble's cause ("is it freon?", "could it be
    the battery?"), not what the service under way includes ("is it synthetic?")."""
    asked = CAUSE_ASKED.match(turn.text)
    if asked is None or _asks_of_its_description(turn):
        return False
    words = {stem(word) for word in asked.group("part").split()}
    service = turn.tools.service(turn.state.get("service_id"))
    described = _words(service.description) if service else set()
    return bool(words & CAR_WORK) and not words & {stem(word) for word in described}


def _visit_of_the_day_said(turn: Turn, understanding: Understanding) -> Appointment | None:
    """The customer's next visit, or the one on the day the message names; none where the day
    named has none (a word for "tomorrow" with Friday's visit booked is of a new visit)."""
    visit = upcoming_visit(turn, day=understanding.date)
    if visit is None or understanding.date in (None, f"{turn.tools.local(visit.start):%Y-%m-%d}"):
        return visit
    return None


def _note_for_the_visit(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Please note I have a manual transmission", "the wheel lock key is in the glovebox"
    with a visit booked: put on its notes for the mechanic, not work asked for."""
    if not NOTE_FOR_THE_VISIT.search(turn.text) or turn.state.get("goal"):
        return None
    if understanding.time_from or understanding.time_to:
        return None
    visit = _visit_of_the_day_said(turn, understanding)
    if visit is None:
        return None
    visit.add_note(f"The customer noted: \u201c{turn.text.strip()}\u201d")
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "noted_for": "yes"})


def _a_new_number(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "I need to update my phone number, it's 720-555-0188 now" from a number with a visit:
    the new one noted on the visit and told to the team, whose records it changes; texts
    about the visit still come to the number on file."""
    if not (NEW_NUMBER.search(turn.text) and understanding.phone and turn.verified_phone):
        return None
    if turn.state.get("goal") or understanding.phone == turn.verified_phone:
        return None
    visit = upcoming_visit(turn)
    if visit is None:
        return pass_on(turn, "gave a new number")
    number = phone_words(understanding.phone)
    visit.add_note(f"The customer's new number: {number}.")
    tell_the_shop(turn, f"gave a new number, {number}")
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "number": number, "noted": "yes"})


def _quick_check_on_the_visit(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "Can you check my tire pressure while you're at it?" with a visit booked: asked of the
    team on the visit's notes, not a service booked of its own."""
    check = QUICK_CHECK.search(turn.text)
    if check is None or turn.state.get("goal") or turn.service_id or turn.also_service_ids:
        return None
    if understanding.time_from or understanding.time_to:
        return None
    # "... when I come in friday": the visit that day.
    visit = _visit_of_the_day_said(turn, understanding)
    if visit is None:
        return None
    visit.add_note(f"The customer asked: \u201c{turn.text.strip()}\u201d")
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "check": _check_asked(check)})


def _check_asked(check: re.Match[str]) -> str:
    """The quick check asked for, as the team is asked to do it: "check your tire pressure";
    "and new wiper blades" as "install new wiper blades"."""
    asked = re.sub(r"\b(?:my|the|our)\b", "your", check.group(0).lower())
    return re.sub(
        r"^(?:need|want|get|and|plus|with) (?:some |a pair of )?(a )?new ",
        lambda m: f"install {m.group(1) or ''}new ",
        asked,
    )


def _asked_during(turn: Turn, understanding: Understanding, visit: Appointment) -> bool:
    """Whether the time asked for the added service would have it in a bay while the car is in
    for `visit`."""
    service = turn.tools.service(turn.service_id)
    if not understanding.time_from or service is None:
        return False
    day = turn.tools.local(visit.start).date()
    asked = time.fromisoformat(understanding.time_from)
    starts = datetime.combine(day, asked, tzinfo=turn.tools.shop.zone)
    return starts < visit.end and starts + service.duration > visit.start
