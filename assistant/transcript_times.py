"""When things were said, as the owner reads transcripts and the conversations list: on the
shop's clock, 12-hour, with the day written once and then only the times."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo

from assistant.models import Message
from booking.clock import twelve_hour


@dataclass(frozen=True)
class TranscriptLine:
    message: Message
    day: str  # "Tuesday, December 8" on the first message of each day, else ""
    time: str  # "9:05 AM"


def transcript_lines(messages, zone: ZoneInfo, today: date) -> list[TranscriptLine]:
    """Each message with its time; the day above the first and above any after midnight, so a
    talk that crosses it, or one from last week, says which day each reply was."""
    lines, previous_day = [], None
    for message in messages:
        local = message.created_at.astimezone(zone)
        day = local.date()
        lines.append(
            TranscriptLine(
                message,
                long_day(day, today) if day != previous_day else "",
                time=twelve_hour(local),
            )
        )
        previous_day = day
    return lines


def long_day(day: date, today: date) -> str:
    """ "Tuesday, December 8", with the year when it is not this year's."""
    words = f"{day:%A, %B} {day.day}"
    return words if day.year == today.year else f"{words}, {day.year}"


def short_moment(at: datetime, zone: ZoneInfo, today: date) -> str:
    """ "Tue Dec 8, 9:05 AM", with the year when it is not this year's."""
    local = at.astimezone(zone)
    day = local.date()
    words = (
        f"{day:%a %b} {day.day}" if day.year == today.year else f"{day:%a %b} {day.day}, {day.year}"
    )
    return f"{words}, {twelve_hour(local)}"


def started_words(started: datetime, last: datetime, zone: ZoneInfo, today: date) -> str:
    """When a conversation began, beside its last message: only the time on the same day."""
    if started.astimezone(zone).date() == last.astimezone(zone).date():
        return twelve_hour(started.astimezone(zone))
    return short_moment(started, zone, today)
