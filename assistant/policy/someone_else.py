"""A visit booked for someone else who has a number of their own ("an oil change for my son's
car, his name is Jake, his number is 303-555-0199"): it goes under their name and number, so
the confirmation and the shop's calls reach them, and the one who booked it stays reachable in
its notes."""

from __future__ import annotations

import re
from dataclasses import replace

from assistant.policy.booking import same_person
from assistant.policy.state import Decision, Turn
from assistant.schema import Intent, Understanding
from assistant.text_limits import confirms_by_text
from assistant.understand.people import names_someone_else, numbers_someone_else, whom_for
from booking.models import Appointment
from booking.phones import phone_words

# The line booking writes for someone else's visit on the customer's number ("For the
# customer's wife." or "For the customer's wife, Maria. The number is on file as Dana Reyes.").
ON_THE_CUSTOMERS_NUMBER = re.compile(
    r"^For the customer's (?P<who>[^,.\n]+)[^\n]*(?:\n|$)", re.MULTILINE
)


def keep_whose_details(turn: Turn, understanding: Understanding) -> Understanding:
    """A name or number said as someone else's ("his number is ...") is the visit's: kept where
    booking reads the visit's name and number. The customer's own, said once theirs are known
    ("Sarah Lee, 303-555-0111"), are kept apart for the notes and for what they book next."""
    state = turn.state
    theirs = state.get("for_someone")
    said_for = whom_for(turn.text)
    if said_for and state.get("goal") in (None, Intent.BOOK):
        state["said_for"] = said_for  # "I'm booking for my friend", her name said next
    name_theirs = bool(understanding.name) and names_someone_else(turn.text)
    phone_theirs = bool(understanding.phone) and numbers_someone_else(turn.text)
    if name_theirs or phone_theirs:
        who = state.get("for_whom") or said_for or state.get("said_for")
        if not who:
            return understanding  # whose, not said: the name and number are the visit's anyway
        if theirs is None:
            own = state.get("name", "") or (
                turn.tools.name_on_file(turn.verified_phone) if turn.verified_phone else ""
            )
            theirs = {"who": who, "on_file": own}
            if own:
                state["own_name"] = own
            state.pop("name", None)
        state["for_whom"] = who
        if name_theirs:
            theirs["name"] = understanding.name[:120]
        elif understanding.name:
            state["own_name"] = understanding.name[:120]  # "I'm Sarah, his number is ..."
            understanding = replace(understanding, name=None)
        if phone_theirs:
            theirs["phone"] = understanding.phone
        elif understanding.phone and theirs.get("phone"):
            theirs["own_phone"] = understanding.phone
            understanding = replace(understanding, phone=None)
        # Else the customer's own number is the visit's: their son's is not known.
        state["for_someone"] = theirs
        return understanding
    if theirs is None:
        return understanding
    their_name = theirs.get("name", "")
    name = understanding.name or ""
    own = state.get("own_name") or theirs.get("on_file", "")
    if name and not their_name and state.get("confirming") == "book":
        # "Maria" to "... for your wife. Shall I book it?": the name her visit lacked.
        if not (own and same_person(name, own)):
            theirs["name"] = their_name = name[:120]
    if name and their_name and not (same_person(name, their_name) or same_person(their_name, name)):
        state["own_name"] = name[:120]
        understanding = replace(understanding, name=None)
    if understanding.phone and theirs.get("phone") not in (None, understanding.phone):
        mends_hers = not (name or OWN_NUMBER.search(turn.text))
        if state.get("confirming") == "book" and mends_hers:
            # "Wrong number sorry, it's 720-555-0198" to her number read back: hers put right
            # ("Sarah Lee, 303-555-0111", a name with it, is the customer's own).
            theirs["phone"] = understanding.phone
            return understanding
        theirs["own_phone"] = understanding.phone
        understanding = replace(understanding, phone=None)
    return understanding


# The customer's own number said: "my cell is ...", "reach me at ...".
OWN_NUMBER = re.compile(
    r"\bmy (?:own )?(?:cell |mobile |phone )?(?:number|cell|phone|mobile)\b|\b(?:me|i'?m) at\b",
    re.I,
)


def settle_for_someone(turn: Turn, decision: Decision) -> None:
    """Once booked, the visit is under the number said as theirs (on a text or a call the
    channel's number is the one the booking would go under), and the notes say who booked it
    and how to reach them. The booker's own number is never left named for them."""
    state = turn.state
    state.pop("said_for", None)
    theirs = state.pop("for_someone", None)
    visit = decision.appointment
    if not theirs or visit is None or visit.customer is None:
        return
    their_name, phone = theirs.get("name", ""), theirs.get("phone", "")
    own_name = state.get("name", "")  # booking puts the customer's own back once booked
    if their_name and same_person(own_name, their_name):
        own_name = ""
    booked_under = visit.customer
    if their_name and booked_under.phone != phone and same_person(booked_under.name, their_name):
        # Named for them by the booking, on the number of the one who booked it.
        booked_under.name = own_name or theirs["on_file"]
        booked_under.save(update_fields=["name"])
    if not own_name:
        state.pop("name", None)
    if not phone:
        if their_name:
            visit.notes = with_their_name(visit, their_name, theirs["who"])
            visit.save(update_fields=["notes", "updated_at"])
        return
    if booked_under.phone != phone:
        visit.customer = turn.tools.customer(phone=phone, name=their_name, proven=False)
        visit.save(update_fields=["customer", "updated_at"])
        if not confirms_by_text(
            turn.tools.shop, visit, proven=turn.verified_phone, now=turn.tools.now
        ):
            decision.facts["untexted"] = "yes"
    own_phone = theirs.get("own_phone") or turn.verified_phone
    if own_phone == phone:
        own_phone = ""
    booker = ", ".join(filter(None, (own_name, phone_words(own_phone) if own_phone else "")))
    said = f"Booked by {booker or 'someone else'} (the customer is their {theirs['who']})."
    visit.notes = "\n".join(filter(None, (said, ON_THE_CUSTOMERS_NUMBER.sub("", visit.notes))))
    visit.save(update_fields=["notes", "updated_at"])
    decision.facts["texts"] = f"{their_name or 'your ' + theirs['who']} at {phone_words(phone)}"
    # What the customer books next is theirs: the other person's number goes with the visit.
    if theirs.get("own_phone"):
        state["phone"] = theirs["own_phone"]
    elif state.get("phone") == phone:
        state.pop("phone")


def with_their_name(visit: Appointment, name: str, who: str | None) -> str:
    """The visit's notes once the one it is for is named after booking ("her name is Maria",
    "it's my husband's car"): as they would read had it been said before."""
    said = ON_THE_CUSTOMERS_NUMBER.search(visit.notes)
    who = who or (said.group("who") if said else None)
    named = f", {name}" if name else ""
    line = f"For the customer's {who}{named}." if who else f"For {name}."
    on_file = visit.customer.name if visit.customer else ""
    if name and on_file and not same_person(name, on_file):
        line += f" The number is on file as {on_file}."
    return "\n".join(filter(None, (line, ON_THE_CUSTOMERS_NUMBER.sub("", visit.notes).strip())))
