"""Changing, cancelling or telling an appointment, for someone who proved the number on it."""

from __future__ import annotations

import hmac
import re
from dataclasses import replace
from datetime import date, datetime, time, timedelta
from difflib import SequenceMatcher

from assistant.cues import A_WEEK_ON, LATER_IN_THE_WEEK, SAME_TIME, THE_SAME_DAY, WEEKDAY_NAMED
from assistant.models import OutboundText
from assistant.notifications import appointment_text
from assistant.policy.answers import tell_the_shop, who_comes
from assistant.policy.booking import (
    begun_earlier_today,
    book,
    booked_in_this_conversation,
    offer,
    offer_for,
    ordinal,
    other_times,
    pick,
    same_person,
    times_beside,
    times_sooner,
    upcoming_visit,
)
from assistant.policy.identity import CODE_TRIES, code_hash, prove_identity
from assistant.policy.someone_else import with_their_name
from assistant.policy.state import (
    LOOKUP,
    RESEND,
    Decision,
    Turn,
    forget_choice,
    moved_by,
    shift_asked,
    start_goal,
)
from assistant.schema import Act, Intent, Understanding
from assistant.text_limits import (
    confirms_by_text,
    may_resend_confirmation,
    may_text_unproven,
    opted_out,
    texts_a_move,
)
from assistant.understand.calendar_words import calendar_text
from assistant.understand.dates import read_booked_day, read_date
from assistant.understand.intents import (
    CANT_MAKE_IT,
    MISSES_A_TIME,
    SOONER_THAN_A_DAY,
    read_intent,
)
from assistant.understand.people import (
    LAST_NAME,
    copy_wanted_for,
    first_name_put_right,
    mends_details,
    names_someone_else,
    numbers_someone_else,
    whom_for,
    whose_visit,
)
from assistant.understand.times import read_window
from assistant.words import join_words
from booking import services
from booking.models import Appointment, Customer, Service, vehicles_plural
from booking.phones import phone_words

# The line the notes have for a name that is not the number's ("Booked by Jon: the number...").
BOOKED_BY = re.compile(r"^Booked by [^\n]*: the number is on file as [^\n]*(?:\n|$)", re.M)
BOOK_INSTEAD = re.compile(r"\binstead\b|\b(?:and|then|to) (?:book|schedule|get)\b", re.I)


# The visit named where "it" would be, before the hour it moves to: "move my oil change to".
VISIT_MOVED_TO = re.compile(
    r"\b(?P<verb>move|change|switch|push|make|bump)\s+(?:my|the|our|that)\s+(?:[\w-]+\s+){1,3}?"
    r"(?=to\s+\d)"
)

# "Can it be moved to 8?", "could my appointment be changed to 2": as "move it to".
BE_MOVED_TO = re.compile(
    r"\b(?:it|that|(?:my|the|our)\s+(?:[\w-]+\s+){0,2}?(?:appointment|appt|booking|visit))\s+"
    r"(?:be|get)\s+(?:moved|changed|pushed|switched|bumped)\s+(?=to\s+\d)"
)

# "I'm supposed to come in friday but...": the visit's own day, not one asked for.
DUE_ON = re.compile(
    r"\b(?:supposed|meant|scheduled|due) to (?:come|be|bring it|drop it off)(?: in| there| by)?"
    r" (?:on |for )?(?P<day>(?:this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\b",
    re.I,
)
# "Bump it to 1": as "move it to 1", which a bare hour after it is read with.
BUMPED_TO = re.compile(r"\bbump\s+(?:it|that)\s+(?=to\s+\d)")

# A visit wanted earlier or later on its own day: "can I come in earlier?", "bring it a bit
# later", "anything earlier that day?", "any earlier slots that day?".
EARLIER_ON_ITS_DAY = re.compile(
    r"\b(?:come|come in|get there|be there|bring it|bring it in|drop it off|do it|make it|go"
    r"|get it done|get it in)\s+"
    r"(?:a (?:bit|little|tad) |any )?earl(?:ier|y)\b(?! in the week| this week| day| date)"
    r"|\bearlier (?:that|the same|on that|in the) day\b|\b(?:anything|something|any time) earlier\b"
    r"|\ban earlier (?:time|slot|spot)\b"
    r"(?! in the week| this week| day| date)"
    r"|\bearlier (?:times?|slots?|spots?|openings?) (?:on )?(?:that|the same|same) day\b",
    re.I,
)
MISSES_THE_VISIT = re.compile(CANT_MAKE_IT, re.I)
# Any earlier opening, on whatever day: "anything sooner?", "earlier than my appointment?",
# "can I move it up?".
SOONER = re.compile(
    r"\bsooner\b|\b(?:move|bump) (?:it|that|me|(?:my|the|our) (?:[\w-]+ ){0,2}?(?:appointment"
    r"|appt|booking|visit)) up\b(?! (?:a|an|one|two|\d|half)\b)"
    r"|\bearlier than (?:my|the|our|that) (?:[\w-]+ ){0,2}?(?:appointment|appt|booking|visit|one"
    r"|time|day)\b|\b(?:an? |any )?earlier (?:day|date|opening|slot|spot)s?\b"
    r"(?!\s+(?:on )?(?:that|the same|same) day)"
    r"|\bearlier (?:in|this) (?:the )?week\b|\b(?:earliest|soonest) (?:available|possible|opening"
    r"|time|slot|spot|you (?:can|have|got))\b|\bfirst (?:available|opening)\b"
    r"|\bwhenever is (?:soonest|earliest)\b|\basap\b",
    re.I,
)
# The visit's own time a day or so over: "can I come in a day earlier?", "the day before".
DAYS_OVER = re.compile(
    r"\b(?P<count>a|one|two|2|three|3) days? (?P<way>earlier|sooner|later|before|after)\b"
    r"|\bthe day (?P<way_of_the_day>before|after)\b(?! tomorrow| tmrw)"
    # "Can I get it moved up a day?", "push it back two days", "push back a week".
    r"|\b(?P<up_or_back>up|back) (?P<count_moved>a|one|two|2|three|3) (?P<unit>days?|weeks?)\b",
    re.I,
)
DAY_COUNTS = {"a": 1, "one": 1, "two": 2, "2": 2, "three": 3, "3": 3}
# Cancelled now, booked again some other time: "cancel it, I'll call back to rebook".
CANCEL_NOW_REBOOK_LATER = re.compile(
    r"\bcancel\b.*\b(?:(?:call|text|get) (?:you )?back|rebook (?:later|another time|some ?time)"
    r"|(?:later|another time|some ?time) to (?:re-?book|reschedule)"
    # "Please cancel. I'll call to reschedule": another day, by the customer, later.
    r"|(?:i'?ll|i will|will) (?:call|text|reach out|get in touch|be in touch)(?: you)?(?: later)?"
    r" to (?:re-?book|reschedule))\b",
    re.I,
)
# "Cancel both", "cancel all my appointments": every visit on the number.
EVERY_VISIT = re.compile(
    r"\b(?:both|all)(?: (?:of )?(?:them|my (?:appointments|appts|visits|bookings)|the (?:appointments"
    r"|appts|visits|bookings)))?\b|\beverything\b",
    re.I,
)
# The visit named by its time, then the time it moves to: "my 10am to 1pm", "from 10 to 2".
FROM_ITS_TIME = re.compile(
    r"\b(?P<lead>my|the|from)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?\s+"
    r"(?:(?:appointment|appt|one|slot|booking|oil change|visit)\s+)?to\b",
    re.I,
)
# The hour said just after "can't come at", which is the one missed.
MISSED_HOUR = re.compile(r"^\s*\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?")
LATER_ON_ITS_DAY = re.compile(
    r"\b(?:come|come in|get there|be there|bring it|bring it in|drop it off|do it|make it|go)\s+"
    r"(?:a (?:bit|little|tad) |any )?later\b(?! in the week| this week| day| date)"
    r"|\blater (?:that|the same|on that|in the) day\b|\b(?:anything|something|any time) later\b"
    r"|\b(?:a|any) later (?:time|slot|spot|opening)s?\b"
    r"(?! in the week| this week| day| date)",
    re.I,
)


def change(turn: Turn, understanding: Understanding) -> Decision:
    state = turn.state
    # Kept past the one-time code, which may be asked for before the visit can be chosen.
    said_day = read_booked_day(calendar_text(turn.text.lower()), today=turn.tools.today)
    due = DUE_ON.search(turn.text)
    if said_day is None and due is not None:
        said_day = read_date(calendar_text(due.group("day").lower()), today=turn.tools.today)
    if said_day is not None:
        state["booked_day"] = said_day.isoformat()
    if state["goal"] == Intent.CANCEL and turn.also_service_ids and BOOK_INSTEAD.search(turn.text):
        # "Cancel my oil change and book a tire rotation instead": offered once cancelled.
        state["book_instead"] = list(turn.also_service_ids)
    if turn.verified_phone:
        appointments = turn.tools.upcoming_for(turn.verified_phone)
        # A visit booked here under someone else's number ("his number is ...") is theirs too.
        here = [a for a in booked_in_this_conversation(turn) if a not in appointments]
        # Nothing ahead: an 8 AM visit asked about at 9 ("can't make it", "R") is still theirs.
        appointments = sorted([*appointments, *here], key=lambda a: a.start) or (
            begun_earlier_today(turn)
        )
    else:
        # What was booked in this very chat is theirs to move or cancel without a code, as it
        # is theirs to be told again; anything else needs the number proven.
        appointments = booked_in_this_conversation(turn)
    instead = state["goal"] == Intent.CANCEL and BOOK_INSTEAD.search(turn.text)
    if instead and turn.service_id and "book_instead" not in state:
        # "Cancel my appointment and book a tire rotation instead": the work not booked.
        booked = {visit.service_id for visit in appointments}
        wanted = [pk for pk in (turn.service_id, *turn.also_service_ids) if pk not in booked]
        if wanted:
            state["book_instead"] = wanted
    missed = understanding.date and not said_day and MISSES_THE_VISIT.search(turn.text)
    if missed and any(_on_day(turn, a, understanding.date) for a in appointments):
        # "Friday no longer works for me": the visit's day, missed, not the day wanted.
        state["booked_day"] = understanding.date
    if not appointments and state["goal"] == Intent.RESCHEDULE and state.get("cancelled"):
        return _book_the_cancelled_again(turn, understanding)
    if not appointments and not turn.verified_phone:
        return prove_identity(turn)
    if not appointments:
        return _under_another_number(turn, understanding)
    if state["goal"] == RESEND:
        state.pop("goal")
        return resend_confirmation(turn) or Decision(Act.NO_APPOINTMENT, {})
    if state["goal"] == LOOKUP:
        state.pop("goal")
        on_the_day = [a for a in appointments if turn.tools.local(a.start).date() == said_day]
        # "I got an appointment tomorrow I think": that day's visit, which "move it" then means.
        shown = on_the_day or appointments[:3]
        state["listed"] = [a.pk for a in shown]
        listed = appointment_words(turn, shown)
        return Decision(Act.APPOINTMENTS, {"appointments": join_words(listed, conjunction="and")})
    asked_which = state.get("expecting") == "which" and not state.get("target_id")
    if asked_which and understanding.answer == "no" and not (turn.service_id or understanding.date):
        # "No" to "Which one do you mean?" (none of those, the visit meant is not booked here).
        for key in ("goal", "expecting", "listed", "booked_day"):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    unbooked = _work_to_cancel_not_booked(turn, appointments)
    if unbooked is not None:
        # "Cancel the tire rotation" with only an oil change booked: said so, nothing cancelled.
        for key in ("goal", "expecting", "booked_day"):
            state.pop(key, None)
        listed = appointment_words(turn, appointments[:3])
        facts = {"appointments": join_words(listed, conjunction="and"), "not_booked": unbooked}
        return Decision(Act.APPOINTMENTS, facts)
    every = state["goal"] == Intent.CANCEL and EVERY_VISIT.search(turn.text)
    if every and len(appointments) > 1 and not state.get("target_id"):
        # "Cancel both": the first, and the rest with it once confirmed.
        state["target_id"] = appointments[0].pk
        state["cancel_also"] = [visit.pk for visit in appointments[1:]]
    booked_day = date.fromisoformat(state["booked_day"]) if state.get("booked_day") else None
    chosen_before = state.get("target_id")
    target = _target(turn, appointments, understanding, booked_day)
    if target is not None:
        state.pop("booked_day", None)
        if not chosen_before and booked_day is not None and not THE_SAME_DAY.search(turn.text):
            # "My appointment tomorrow, can I move it?": tomorrow is the visit's day, not the
            # day wanted, even where the customer misremembers it ("my friday appointment" of
            # their only visit, on Wednesday, is that visit, and Friday no day asked for).
            understanding = _not_the_day_wanted(turn, understanding, booked_day, target)
    if target is None:
        state["expecting"] = "which"
        shown = appointments[:3]
        state["listed"] = [a.pk for a in shown]
        listed = appointment_words(turn, shown)
        facts = {"appointments": join_words(listed)}
        who = whose_visit(turn.text)
        if who and not any(_for_their(a, who) for a in appointments):
            facts["not_for"] = f"your {who}"
        return Decision(Act.CHOOSE_APPOINTMENT, facts)
    state["target_id"] = target.pk
    # Read from the words: a message that answers a question has no intent of its own.
    asked_to_move = read_intent(turn.text) == Intent.RESCHEDULE and understanding.answer != "yes"
    if state["goal"] == Intent.CANCEL and state.get("confirming") == "cancel" and asked_to_move:
        # "No wait, don't cancel, can I move it to Monday instead?": moved, not cancelled (a
        # "yes" to the cancel question still standing would have cancelled it).
        state["goal"] = Intent.RESCHEDULE
        state.pop("confirming", None)
    if state["goal"] == Intent.RESCHEDULE and CANCEL_NOW_REBOOK_LATER.search(turn.text):
        state["goal"] = Intent.CANCEL  # "cancel it, I'll call back to rebook": no day to ask
    if state["goal"] == Intent.CANCEL:
        return _cancel(turn, target, understanding)
    if not (understanding.time_from or understanding.date or state.get("chosen")):
        understanding = _hour_the_visit_moves_to(turn, understanding)
    understanding = _not_from_its_own_time(turn, understanding, target)
    understanding = _the_time_after_the_one_missed(turn, understanding, target)
    shift = shift_asked(turn.text)
    if shift is not None and not understanding.time_from and not state.get("chosen"):
        # "Can I push it back an hour?": the visit's own time, moved.
        understanding = moved_by(turn, understanding, target.start, shift)
        state["date"] = understanding.date
    return _reschedule(turn, target, understanding)


def _under_another_number(turn: Turn, understanding: Understanding) -> Decision:
    """Nothing booked on the number the channel proved: a visit booked under another number
    ("it's under my wife's number") is found once a code texted to that number is read back,
    as in a chat. Asked once; no number given then, the change is let go."""
    state = turn.state
    other = understanding.phone if understanding.phone != turn.verified_phone else None
    if other:
        state.pop("asked_other_number", None)
        return prove_identity(turn)
    if state.pop("asked_other_number", False) or state["goal"] == RESEND:
        for key in ("goal", "expecting"):
            state.pop(key, None)
        if understanding.answer == "no":
            return Decision(Act.ASK_SERVICE, {"declined": "yes"})
        return Decision(Act.NO_APPOINTMENT, {})
    state.update(asked_other_number=True, expecting="phone")
    return Decision(Act.NO_APPOINTMENT, {"other_number": "yes"})


def note_vehicle(turn: Turn, vehicle: str) -> Decision | None:
    """The car named after the booking ("it's a 2012 Ford F-150") goes on the visit just booked,
    or the next one on the number the channel proved, for the shop to see; the quote stays the
    one the customer was given."""
    latest = _latest_booked(turn) or (upcoming_visit(turn) if turn.verified_phone else None)
    if latest is None:
        return None
    latest.vehicle = vehicle[:120]
    latest.save(update_fields=["vehicle", "updated_at"])
    [words] = appointment_words(turn, [latest])
    declined = turn.tools.shop.declines(latest.vehicle)
    if declined:
        # Booked before the car was named: a person settles it with the customer.
        tell_the_shop(turn, f"booked {words} for a car the shop does not work on")
        facts = {"declined": vehicles_plural(declined), "vehicle": latest.vehicle}
        return Decision(Act.CANT_HELP, facts | {"appointments": words})
    return Decision(Act.APPOINTMENTS, {"appointments": words, "vehicle": latest.vehicle})


def note_name(turn: Turn, name: str) -> Decision | None:
    """A name given after the booking ("it's Robert, R O B E R T, Smith" on a family's phone,
    booked under the name on file): the shop is told on the visit who is coming. The customer
    on file is renamed only to their own name made fuller, as when booking."""
    latest = _latest_booked(turn) or upcoming_visit(turn)
    if latest is None or latest.customer is None:
        return None
    customer = latest.customer
    if latest.pk in turn.state.get("someone_elses", []) or names_someone_else(turn.text):
        # "Her name is Maria" of the visit booked for the customer's wife: her visit is under
        # her name, not the number's customer renamed or "booked by" her.
        latest.notes = with_their_name(latest, name, whom_for(turn.text))
        latest.save(update_fields=["notes", "updated_at"])
        [words] = appointment_words(turn, [latest])
        return Decision(
            Act.APPOINTMENTS, {"appointments": words, "who": name, "someone_elses": "yes"}
        )
    if " " not in name + customer.name and LAST_NAME.search(turn.text):
        name = f"{customer.name} {name}"  # "my last name is Smith" after booking as "John"
    if " " not in name and " " in customer.name:
        if first_name_put_right(turn.text, customer.name, name):
            # "My name is Dana not Diana" of "Diana Reyes": the first name put right, the
            # surname kept.
            name = f"{name} {customer.name.split(' ', 1)[1]}"
    if same_person(name, customer.name) or same_person(customer.name, name):
        if len(name) <= len(customer.name):
            return Decision(Act.ASK_SERVICE, {"after_booking": "yes"})  # their own name again
        customer.name = name[:120]
        customer.save(update_fields=["name"])
    elif _spelt_right(turn, customer, name):
        customer.name = name[:120]
        customer.save(update_fields=["name"])
    else:
        who = f"Booked by {name}: the number is on file as {customer.name}."
        # One line for who is coming: a name put right replaces the one given before.
        kept = BOOKED_BY.sub("", latest.notes).strip()
        latest.notes = f"{kept}\n{who}".strip()
        latest.save(update_fields=["notes", "updated_at"])
    [words] = appointment_words(turn, [latest])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "who": name})


def drop_work(turn: Turn, understanding: Understanding) -> Decision | None:
    """ "I don't need the tire rotation anymore", "take the tire rotation off my appointment":
    the one being booked is let go, one booked (or the visit, where no work is named) is
    cancelled once confirmed, and a visit without it is said to be without it; never times
    offered for it."""
    state = turn.state
    if state.get("goal") == Intent.BOOK and state.get("service_id") == turn.service_id:
        held = bool(state.get("chosen"))
        forget_choice(turn)
        for key in ("goal", "expecting", "service_id", "date", "time_from", "time_to"):
            state.pop(key, None)
        facts = {"declined": "yes"} | ({"let_go": "yes"} if held else {})
        return Decision(Act.ASK_SERVICE, facts)
    if state.get("goal"):
        return None
    visit = upcoming_visit(turn, service_id=turn.service_id)
    if turn.service_id is None:
        if visit is None or state.get("service_id") not in (None, visit.service_id):
            return None
        # "Turns out I don't need it anymore", nothing else talked of: the visit booked.
        start_goal(turn, Intent.CANCEL)
        return change(turn, understanding)
    if visit is not None and visit.service_id == turn.service_id:
        start_goal(turn, Intent.CANCEL)
        return change(turn, understanding)
    if visit is None:
        return None
    [words] = appointment_words(turn, [visit])
    service = turn.tools.service(turn.service_id)
    return Decision(Act.APPOINTMENTS, {"appointments": words, "without": service.name})


def note_whose_car(turn: Turn, who: str) -> Decision | None:
    """ "Actually it's my husband's car" of the visit booked: its notes say whose it is, as a
    visit booked for him would, so the team does not look for the customer's own car."""
    visit = _latest_booked(turn) or upcoming_visit(turn)
    if visit is None:
        return None
    if not _for_their(visit, who):
        visit.notes = with_their_name(visit, "", who)
        visit.save(update_fields=["notes", "updated_at"])
    [words] = appointment_words(turn, [visit])
    return Decision(Act.APPOINTMENTS, {"appointments": words, "whose": f"your {who}"})


def note_phone(turn: Turn, phone: str, *, a_copy: bool = False) -> Decision | None:
    """A number put right after the booking ("sorry, my number is actually ..."). The visit
    moves to it and its confirmation is texted there, as when it is said before the booking;
    a number a text came from stays the visit's, the other noted for the team. One given for
    a copy (`a_copy`, or "text my husband too, his number is ...") gets a copy, no more."""
    latest = _latest_booked(turn)
    if latest is None or latest.customer is None:
        return None
    [words] = appointment_words(turn, [latest])
    if latest.customer.phone == phone:
        return Decision(Act.APPOINTMENTS, {"appointments": words})  # the same number again
    facts = {"appointments": words, "number": phone_words(phone)}
    # "Text my wife at ...", "use her number instead": the visit's texts go to her, as they
    # would had her number been given before the booking.
    theirs = numbers_someone_else(turn.text)
    if a_copy or copy_wanted_for(turn.text) is not None:
        return _copy_confirmation(turn, latest, phone, facts)
    if turn.channel == "sms" and latest.customer.phone == turn.verified_phone and not theirs:
        said = f"The customer also gave {phone_words(phone)} to reach them."
        latest.add_note(said)
        return Decision(Act.APPOINTMENTS, facts | {"noted": "yes"})
    booker = latest.customer
    name = turn.state.get("name") or booker.name  # as given here, not as on file
    latest.customer = turn.tools.customer(phone=phone, name=name, proven=False)
    if same_person(name, latest.customer.name):
        latest.notes = BOOKED_BY.sub("", latest.notes).strip()  # the number is theirs now
    if theirs:
        # Whoever booked it stays reachable: the team calls them, not her, about the booking.
        said = f"Booked by {booker.name or 'someone else'}, {phone_words(booker.phone)}."
        latest.notes = f"{latest.notes}\n{said}".strip()
    latest.save(update_fields=["customer", "notes", "updated_at"])
    if not theirs:
        turn.state["phone"] = phone  # and for what they book next
    if confirms_by_text(turn.tools.shop, latest, proven=turn.verified_phone, now=turn.tools.now):
        body = appointment_text(latest, "is confirmed for")
        turn.outbox.append((phone, body, OutboundText.Kind.CONFIRMATION, latest.pk))
        facts["texted"] = "yes"
    return Decision(Act.APPOINTMENTS, facts)


def _copy_confirmation(turn: Turn, visit: Appointment, phone: str, facts: dict) -> Decision:
    """ "Text my husband the confirmation too, his number is ...": a copy goes to that number,
    as the limits on numbers typed in allow; the visit, its reminders and changes stay with the
    customer's own number."""
    shop = turn.tools.shop
    turn.state.pop("expecting", None)
    if not opted_out(shop, phone) and may_text_unproven(shop, phone, turn.tools.now):
        body = appointment_text(visit, "is confirmed for")
        turn.outbox.append((phone, body, OutboundText.Kind.CONFIRMATION, visit.pk))
        said = f"The confirmation was also texted to {phone_words(phone)}, as the customer asked."
        facts["copied"] = "yes"
    else:
        said = f"The customer asked for the confirmation to go to {phone_words(phone)} too; it was not texted there."
        facts["copied"] = "no"
    visit.add_note(said)
    return Decision(Act.APPOINTMENTS, facts)


def _spelt_right(turn: Turn, customer: Customer, name: str) -> bool:
    """ "Oops, I spelled my name wrong, it's Kim Nguyenn": the name just booked under, put right.
    Only on a number that is theirs (proven), or one whose only visits are those of this
    conversation: a number typed in a chat renames no one else."""
    said_wrong = mends_details(turn.text) or first_name_put_right(
        turn.text, customer.name, name.split(" ", 1)[0]
    )
    close = SequenceMatcher(None, name.casefold(), customer.name.casefold()).ratio() >= 0.8
    if not (said_wrong or close):
        return False
    if customer.phone == turn.verified_phone:
        return True
    return not customer.appointments.exclude(pk__in=turn.state.get("booked", [])).exists()


def note_who_comes(turn: Turn, someone: re.Match[str], name: str) -> Decision | None:
    """ "Can my husband bring it in? His name is Mike" (SOMEONE_ELSE_COMES): the visit's notes
    say who comes with the car, so the shop is not surprised by a stranger at the counter."""
    visit = upcoming_visit(turn)
    if visit is None:
        return None
    person = " ".join([who_comes(someone), name]).strip()
    theirs = " ".join([who_comes(someone, whose="the customer's"), name]).strip()
    picks_up = someone.group("does").lower() == "pick"
    said = f"{theirs[0].upper()}{theirs[1:]} will {'pick the car up' if picks_up else 'bring the car'}."
    visit.add_note(said)
    [words] = appointment_words(turn, [visit])
    facts = {"appointments": words, "someone": person}
    return Decision(Act.APPOINTMENTS, facts | ({"picks_up": "yes"} if picks_up else {}))


def _latest_booked(turn: Turn) -> Appointment | None:
    visits = {appointment.pk: appointment for appointment in booked_in_this_conversation(turn)}
    booked = turn.state.get("booked", [])
    return next((visits[pk] for pk in reversed(booked) if pk in visits), None)


def resend_confirmation(turn: Turn) -> Decision | None:
    """ "I never got the confirmation": the next visit's confirmation texted again to its own
    number, which is said so a wrong one is caught. Known only on a number the channel proved
    or for a visit booked in this conversation; None for a chat that proved nothing."""
    visit = upcoming_visit(turn)
    if visit is None or visit.customer is None:
        return Decision(Act.NO_APPOINTMENT, {}) if turn.verified_phone else None
    phone = visit.customer.phone
    [words] = appointment_words(turn, [visit])
    if not may_resend_confirmation(
        turn.state, visit, proven=turn.verified_phone, now=turn.tools.now
    ):
        return Decision(Act.APPOINTMENTS, {"appointments": words, "unsent": phone_words(phone)})
    body = appointment_text(visit, "is confirmed for")
    turn.outbox.append((phone, body, OutboundText.Kind.CONFIRMATION, visit.pk))
    return Decision(Act.APPOINTMENTS, {"appointments": words, "resent": phone_words(phone)})


def appointment_words(turn: Turn, appointments: list[Appointment]) -> list[str]:
    return [
        "{} on {} at {}".format(a.service.name, *turn.tools.when_words(a.start))
        for a in appointments
    ]


def _target(
    turn: Turn,
    appointments: list[Appointment],
    understanding: Understanding,
    booked_day: date | None,
) -> Appointment | None:
    known = {a.pk: a for a in appointments}
    if turn.state.get("target_id") in known:
        return known[turn.state["target_id"]]
    who = whose_visit(turn.text)
    if who:
        # "Cancel my wife's appointment": hers, never the customer's own for want of another.
        theirs = [a for a in appointments if _for_their(a, who)]
        return theirs[0] if len(theirs) == 1 else None
    if len(appointments) == 1:
        return appointments[0]
    listed = [known[pk] for pk in turn.state.get("listed", []) if pk in known]
    place = ordinal(turn.text)
    if listed and place is not None and -len(listed) <= place < len(listed):
        return listed[place]
    said = [day.isoformat() for day in (booked_day,) if day]
    if turn.state.get("goal") != Intent.RESCHEDULE:
        # A day said when moving a visit is the day wanted ("move it to friday"); the visit's
        # own day is read apart ("my wednesday appointment", booked_day).
        said.append(understanding.date)
    for day in filter(None, said):
        on_day = [a for a in appointments if turn.tools.local(a.start).date().isoformat() == day]
        if len(on_day) == 1:
            return on_day[0]
    if turn.service_id:
        of_service = [a for a in appointments if a.service_id == turn.service_id]
        if len(of_service) == 1:
            return of_service[0]
    if len(listed) == 1:
        return listed[0]  # the one visit just told of: "can you move it?"
    return None


# "Cancel the tire rotation", "cancel my brake job": the work itself is what is cancelled.
CANCELS_THE_WORK = re.compile(
    r"\bcancel (?:(?:my|the|our|a) )?"
    r"(?!(?:my|the|our|a|appointment|appt|booking|visit|it|that|this|one|everything)\b)\w",
    re.I,
)


def _work_to_cancel_not_booked(turn: Turn, appointments: list[Appointment]) -> str | None:
    """The name of the work asked to be cancelled where none of the visits is for it."""
    if turn.state["goal"] != Intent.CANCEL or turn.service_id is None:
        return None
    if turn.state.get("target_id") or not CANCELS_THE_WORK.search(turn.text):
        return None
    if any(visit.service_id == turn.service_id for visit in appointments):
        return None
    return turn.tools.service(turn.service_id).name


def _on_day(turn: Turn, visit: Appointment, day: str) -> bool:
    return turn.tools.local(visit.start).date().isoformat() == day


def _for_their(visit: Appointment, who: str) -> bool:
    """Whether the visit's notes say it is for the customer's `who` (as booking writes them),
    not only that they bring the car."""
    said = rf"^For the customer's {re.escape(who)}\b|\bcustomer is their {re.escape(who)}\b"
    return re.search(said, visit.notes, re.IGNORECASE | re.MULTILINE) is not None


def _not_the_day_wanted(
    turn: Turn, understanding: Understanding, day: date, target: Appointment
) -> Understanding:
    visit_starts = turn.tools.local(target.start)
    another_hour = understanding.time_from not in (None, f"{visit_starts:%H:%M}")
    if another_hour and visit_starts.date() == day and understanding.date == day.isoformat():
        # "I'm booked for friday, can I come in at 2 instead", "can I move my appointment
        # tomorrow to the afternoon": that day, at the hour or in the part of it said.
        return understanding
    if turn.state.get("date") == day.isoformat():
        for key in ("date", "time_from", "time_to"):
            turn.state.pop(key, None)
    if understanding.date != day.isoformat():
        return understanding
    return replace(understanding, date=None, time_from=None, time_to=None)


def _cancel(turn: Turn, target: Appointment, understanding: Understanding) -> Decision:
    state = turn.state
    day, at = turn.tools.when_words(target.start)
    facts = {"service": target.service.name, "day": day, "time": at}
    also = list(
        Appointment.objects.filter(
            pk__in=state.get("cancel_also", []), status=Appointment.Status.CONFIRMED
        ).order_by("start")
    )
    if also:
        said = [f"your {words}" for words in appointment_words(turn, also)]
        facts["also"] = join_words(said, conjunction="and")
    if state.get("confirming") == "cancel" and understanding.answer == "yes":
        reason = f"cancelled by the customer by {turn.channel}"
        said = state.pop("cancel_said", "")
        if said:
            reason += f": \u201c{said}\u201d"  # "I sold the car": why, for the shop
        for visit in (target, *also):
            services.appointment_cancel(appointment=visit, reason=reason, now=turn.tools.now)
        target.refresh_from_db()
        for key in ("goal", "confirming", "target_id", "expecting", "cancel_also"):
            state.pop(key, None)
        state["cancelled"] = target.service_id
        instead = [turn.tools.service(pk) for pk in state.pop("book_instead", [])]
        instead = [service for service in instead if service is not None]
        if instead:
            state.update(service_id=instead[0].pk, confirming="also", expecting="answer")
            state["then"] = [service.pk for service in instead[1:]]
            facts["instead"] = instead[0].name
        return Decision(Act.CANCELLED, facts, appointment=target)
    if state.get("confirming") == "cancel" and understanding.answer == "no":
        for key in (
            "goal",
            "confirming",
            "target_id",
            "expecting",
            "book_instead",
            "cancel_said",
            "cancel_also",
        ):
            state.pop(key, None)
        return Decision(Act.ASK_SERVICE, {"declined": "yes"})
    state["confirming"] = "cancel"
    state["expecting"] = "answer"
    if len(turn.text.split()) > 2:
        state["cancel_said"] = turn.text[:200]
    return Decision(Act.CONFIRM_CANCEL, facts)


def _book_the_cancelled_again(turn: Turn, understanding: Understanding) -> Decision:
    """ "Actually, can I move it to Friday instead?" just after cancelling: the visit is gone,
    so its service is booked again for the day asked."""
    service_id = turn.state.pop("cancelled")
    start_goal(turn, Intent.BOOK)
    turn.state["service_id"] = service_id
    return book(turn, understanding)


def _hour_the_visit_moves_to(turn: Turn, understanding: Understanding) -> Understanding:
    """ "Move my oil change to 11", "can I change my appointment to 2", "bump it to 1": the bare
    hour is read as after "move it to", where the visit named in its place (or another verb)
    hid it."""
    said = _as_move_it_to(turn.text.lower())
    if said == turn.text.lower():
        return understanding
    window = read_window(calendar_text(said))
    if window.time_from is None:
        return understanding
    return replace(understanding, time_from=window.time_from, time_to=window.time_to)


def _as_move_it_to(text: str) -> str:
    """ "Change my appointment to 11", "can it be moved to 8?", "bump it to 1": written "move
    it to", after which a bare hour is a time."""
    said = VISIT_MOVED_TO.sub(r"\g<verb> it ", text)
    said = BE_MOVED_TO.sub("move it ", said)
    return BUMPED_TO.sub("move it ", said)


def _not_from_its_own_time(
    turn: Turn, understanding: Understanding, target: Appointment
) -> Understanding:
    """ "Move my 10am to 1pm", "my 10 o'clock appointment to 2": the visit's own time is where
    it moves from, and the time after it the one asked for, not a window from 10 to 1."""
    own = turn.tools.local(target.start).strftime("%H:%M")
    text = turn.text.lower()
    if not _on_the_same_clock(understanding.time_from, own) or not FROM_ITS_TIME.search(text):
        return understanding
    said = FROM_ITS_TIME.sub(lambda m: "to" if m.group("lead") == "from" else "it to", text)
    # "Change my appointment from 10 to 11": "change my appointment to 11".
    window = read_window(calendar_text(_as_move_it_to(said)))
    if window.time_from is None or window.time_from == own:
        return understanding
    turn.state.update(time_from=window.time_from)
    turn.state.pop("time_to", None)
    return replace(understanding, time_from=window.time_from, time_to=window.time_to)


def _the_time_after_the_one_missed(
    turn: Turn, understanding: Understanding, target: Appointment
) -> Understanding:
    """ "I won't be able to come at 10, is 3 ok?": the visit's own time is the one missed, and
    the bare hour after it, which alone would be no time, the one asked for."""
    own = turn.tools.local(target.start).strftime("%H:%M")
    if understanding.time_from is not None and not _on_the_same_clock(understanding.time_from, own):
        return understanding
    missed = MISSES_A_TIME.search(turn.text)
    if missed is None:
        return understanding
    rest = MISSED_HOUR.sub("", turn.text[missed.end() :].lower(), count=1)
    window = read_window(calendar_text(rest), expecting="time")
    if window.time_from is None or _on_the_same_clock(window.time_from, own):
        return understanding
    turn.state.update(time_from=window.time_from)
    turn.state.pop("time_to", None)
    return replace(understanding, time_from=window.time_from, time_to=window.time_to)


def _on_the_same_clock(said: str | None, own: str) -> bool:
    """Whether a time read ("22:00" of "my 10 o'clock to the afternoon", which the afternoon
    put in the evening) shows the visit's own time on a clock's face."""
    if said is None:
        return False
    said_hour, said_minute = map(int, said.split(":"))
    own_hour, own_minute = map(int, own.split(":"))
    return (said_hour % 12, said_minute) == (own_hour % 12, own_minute)


def _reschedule(turn: Turn, target: Appointment, understanding: Understanding) -> Decision:
    state = turn.state
    swap_to = turn.tools.service(state.get("swap_to"))
    service = swap_to or target.service
    if state.get("confirming") == "reschedule" and understanding.answer == "yes":
        start = datetime.fromisoformat(state["chosen"])
        try:
            moved = services.appointment_reschedule(
                appointment=target,
                start=start,
                service=swap_to,
                channel=turn.channel,
                now=turn.tools.now,
            )
        except services.BookingError:
            state.pop("chosen", None)
            state.pop("confirming", None)
            decision = offer(turn, service)
            decision.facts["taken"] = "yes"
            return decision
        day, at = turn.tools.when_words(moved.start)
        for key in (
            "goal",
            "confirming",
            "target_id",
            "expecting",
            "chosen",
            "offered",
            "date",
            "time_from",
            "time_to",
            "swap_to",
        ):
            state.pop(key, None)
        facts = {"service": service.name, "day": day, "time": at}
        if swap_to:
            facts["instead_of"] = target.service.name
        if not texts_a_move(moved):
            facts["untexted"] = "yes"
        following = [pk for pk in state.pop("then", []) if pk != service.pk]
        also = turn.tools.service(following[0]) if following else None
        if also is not None:
            # "Move my oil change to friday and add a tire rotation": the move done, the
            # rotation asked about, to follow the visit where it now is.
            state.update(service_id=also.pk, confirming="also", expecting="answer")
            state["then"] = following[1:]
            ends = turn.tools.local(moved.end)
            state.update(date=ends.date().isoformat(), time_from=ends.strftime("%H:%M"))
            facts["also"] = also.name
        return Decision(Act.RESCHEDULED, facts, appointment=moved)
    if state.get("confirming") == "reschedule" and understanding.answer == "no":
        state.pop("chosen", None)
        state.pop("confirming", None)
    if state.get("offered") and not state.get("chosen"):
        decision = other_times(turn, service, understanding)
        if decision is not None:
            return decision
    if A_WEEK_ON.search(turn.text) and not WEEKDAY_NAMED.search(turn.text):
        # "Same time next week": the visit's own weekday, a week on, not next Monday.
        week_on = turn.tools.local(target.start).date() + timedelta(days=7)
        understanding = replace(understanding, date=week_on.isoformat())
        state["date"] = week_on.isoformat()
        if not (understanding.time_from or understanding.time_to):
            booked_at = turn.tools.local(target.start).strftime("%H:%M")
            understanding = replace(understanding, time_from=booked_at)  # "push it a week"
    if LATER_IN_THE_WEEK.search(turn.text) and not state.get("chosen"):
        # "Later in the week": from the day after the visit's own, not today's week.
        after = turn.tools.local(target.start).date() + timedelta(days=1)
        said = date.fromisoformat(understanding.date) if understanding.date else after
        later = max(said, after).isoformat()
        understanding = replace(understanding, date=later)
        state["date"] = later
    days_over = _days_over(turn, target)
    if days_over is not None and not state.get("chosen"):
        # "A day earlier": that day at the visit's own time, or the times nearest it.
        understanding = replace(understanding, date=days_over.isoformat())
        state["date"] = days_over.isoformat()
        if not (understanding.time_from or understanding.time_to):
            booked_at = turn.tools.local(target.start).strftime("%H:%M")
            understanding = replace(understanding, time_from=booked_at)
    if SAME_TIME.search(turn.text) and not (understanding.time_from or understanding.time_to):
        booked_at = turn.tools.local(target.start).strftime("%H:%M")
        understanding = replace(understanding, time_from=booked_at)
    visit_day = turn.tools.local(target.start).date().isoformat()
    if _the_same_day_said(turn) and not A_WEEK_ON.search(turn.text):
        # "Can I move it to 2pm same day": the visit's day, not today's; after "next week",
        # "same day, same time" is its weekday in that week; after "friday?", friday.
        same_day = (
            _its_weekday_in_the_week_asked(turn, target)
            or (state.get("offered") and state.get("date"))
            or visit_day
        )
        understanding = replace(understanding, date=same_day)
        state["date"] = same_day
    # The visit's own day said ("instead of the oil change on friday") is no other day.
    another_day = state.get("date") not in (None, visit_day)
    says_when = (
        another_day or understanding.date not in (None, visit_day) or understanding.time_from
    )
    if swap_to and not (state.get("chosen") or state.get("offered") or says_when):
        # "Change my appointment to a tire rotation": at the visit's own time, if it fits; a
        # drop-off job, in that day's drop-off window.
        if swap_to.kind == Service.Kind.DROPOFF:
            state["date"] = visit_day
        else:
            state["chosen"] = target.start.isoformat()
    if not state.get("chosen") and sooner_than_its_day(turn, target):
        # "Anything sooner than friday?" of Friday's visit: the openings on days before it
        # (else earlier that day), not Friday's own first times.
        its_day = datetime.combine(
            turn.tools.local(target.start).date(), time.min, tzinfo=turn.tools.shop.zone
        )
        sooner = times_sooner(turn, service, its_day) or times_sooner(turn, service, target.start)
        if sooner is not None:
            state.pop("date", None)
            return sooner
    if not state.get("chosen"):
        if not state.get("date") and state.get("offered"):
            # "The first one", "10:30" of the sooner times offered: their day, not the visit's.
            first_offered = datetime.fromisoformat(state["offered"][0])
            state["date"] = turn.tools.local(first_offered).date().isoformat()
        if not state.get("date") and understanding.time_from:
            # "Move me to the afternoon", "can we make it 3 instead": the visit's own day.
            state["date"] = turn.tools.local(target.start).date().isoformat()
        asks_the_time = not (state.get("date") or understanding.time_from)
        if asks_the_time and SOONER.search(turn.text):
            sooner = times_sooner(turn, service, target.start)
            if sooner is not None:
                return sooner
        earlier = EARLIER_ON_ITS_DAY.search(turn.text) is not None
        if (
            state.get("date") in (None, visit_day)
            and not understanding.time_from
            and (earlier or LATER_ON_ITS_DAY.search(turn.text))
        ):
            # "Can I come in earlier?", "later on friday" of Friday's visit: the times before
            # or after it on its day, not "what day?" nor that day's first times.
            beside = times_beside(turn, service, target.start, earlier=earlier)
            if beside is not None:
                return beside
        if not state.get("date") and not understanding.time_from:
            state["expecting"] = "day"
            day, at = turn.tools.when_words(target.start)
            facts = {"service": target.service.name, "day": day, "time": at}
            if MISSES_THE_VISIT.search(turn.text):
                facts["or_cancel"] = "yes"  # a visit missed may not be wanted at all
            return Decision(Act.ASK_DAY, facts)
        slot = pick(turn, service, understanding)
        if slot is None:
            return offer_for(turn, service, understanding)
        if slot.start == target.start and not swap_to:
            # "Move my oil change to tuesday at 10" of Tuesday's 10 AM: where it already is.
            for key in ("date", "time_from", "time_to", "offered"):
                state.pop(key, None)
            state["expecting"] = "day"
            day, at = turn.tools.when_words(target.start)
            return Decision(Act.ASK_DAY, {"service": target.service.name, "day": day, "time": at})
        state["chosen"] = slot.start.isoformat()
    state["confirming"] = "reschedule"
    state["expecting"] = "answer"
    day, at = turn.tools.when_words(datetime.fromisoformat(state["chosen"]))
    facts = {"service": service.name, "day": day, "time": at, "change": "move"}
    if swap_to:
        facts |= {"change": "swap", "was": target.service.name}
    visits = (
        turn.tools.upcoming_for(turn.verified_phone)
        if turn.verified_phone
        else booked_in_this_conversation(turn)
    )
    if not swap_to and sum(visit.service_id == service.pk for visit in visits) > 1:
        # Two oil changes booked: which one moves is said.
        facts["was"] = "{} at {}".format(*turn.tools.when_words(target.start))
    return Decision(Act.CONFIRM, facts)


def sooner_than_its_day(turn: Turn, visit: Appointment) -> bool:
    """ "Anything sooner than friday?", "any openings before friday?" where Friday is the visit's
    own day: the visit wanted sooner."""
    said = SOONER_THAN_A_DAY.search(turn.text)
    if said is None:
        return False
    day = read_date(calendar_text(said.group("day").lower()), today=turn.tools.today)
    return day == turn.tools.local(visit.start).date()


def _days_over(turn: Turn, target: Appointment) -> date | None:
    """The day "a day earlier", "two days later" or "the day before" names, of the visit's."""
    said = DAYS_OVER.search(turn.text)
    if said is None:
        return None
    rest = turn.text[: said.start()] + " " + turn.text[said.end() :]
    named = read_date(calendar_text(rest.lower()), today=turn.tools.today)
    its_day = turn.tools.local(target.start).date()
    if named not in (None, its_day):
        return None  # "move it to monday, a day earlier": the day named, unless the visit's own
    way = (said.group("way") or said.group("way_of_the_day") or said.group("up_or_back")).lower()
    count = said.group("count") or said.group("count_moved")
    days = DAY_COUNTS[count.lower()] if count else 1
    if (said.group("unit") or "").lower().startswith("week"):
        days *= 7
    if way in ("earlier", "sooner", "before", "up"):
        days = -days
    return its_day + timedelta(days=days)


def _its_weekday_in_the_week_asked(turn: Turn, target: Appointment) -> str | None:
    """The visit's weekday in the week the customer asked for ("next week"), where it is
    another week than the visit's."""
    week_of = turn.state.get("week_of")
    if week_of is None:
        return None
    asked, its_day = date.fromisoformat(week_of), turn.tools.local(target.start).date()
    day = asked + timedelta(days=its_day.weekday() - asked.weekday())
    return None if day == its_day else day.isoformat()


def _the_same_day_said(turn: Turn) -> bool:
    """ "Same day", "the same day but at 2", with no other day named: of a visit being moved,
    its own day."""
    said = THE_SAME_DAY.search(turn.text)
    if said is None:
        return False
    rest = turn.text[: said.start()] + " " + turn.text[said.end() :]
    return read_date(calendar_text(rest.lower()), today=turn.tools.today) is None


def check_code(turn: Turn) -> Decision | None:
    state = turn.state
    digits = re.sub(r"\D", "", turn.text)
    if len(digits) != 6:
        return None
    expires = datetime.fromisoformat(state.get("code_expires", "2000-01-01T00:00:00+00:00"))
    state["code_tries"] = state.get("code_tries", 0) + 1
    good = (
        turn.tools.now < expires
        and state["code_tries"] <= CODE_TRIES
        and hmac.compare_digest(
            code_hash(digits, state.get("code_phone", "")), state.get("code_hash", "")
        )
    )
    if not good:
        if state["code_tries"] >= CODE_TRIES or turn.tools.now >= expires:
            for key in ("code_hash", "code_expires", "expecting"):
                state.pop(key, None)
        return Decision(Act.ASK_CODE, {"wrong": "yes"})
    phone = state.pop("code_phone")
    for key in ("code_hash", "code_expires", "code_tries", "expecting"):
        state.pop(key, None)
    turn.verified_phone = phone
    decision = change(turn, Understanding())
    decision.verified_phone = phone
    return decision
