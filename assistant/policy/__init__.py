"""Decide: the booking policy over a conversation's state.

It asks only for what is missing, offers at most three real open times near what was asked,
says why a day has none and offers the nearest, quotes price ranges, holds the chosen time while
it asks for an explicit yes, books only after that yes, and changes or cancels an appointment
only for someone who proved the number on it. Every fact comes from the tools; the policy never
takes a fact from the customer's words or the model.

The state is a plain dict stored on the conversation (JSON), so a turn can be replayed and
inspected in the dashboard. `decide` reads the turn and hands it to one part: booking,
changes (behind identity), or answers.
"""

from assistant.policy.decide import decide
from assistant.policy.identity import CODES_PER_PHONE_PER_HOUR
from assistant.policy.state import Decision, Turn

__all__ = ["CODES_PER_PHONE_PER_HOUR", "Decision", "Turn", "decide"]
