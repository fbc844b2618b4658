"""How a week of opening hours is said, for the assistant's facts and the corpus alike (no
Django here: the corpus is generated without it)."""

from __future__ import annotations

from collections.abc import Sequence

# A run of this many days or more is said as a range: "Monday to Friday".
RANGE = 3


def week_words(days: Sequence[tuple[str, str | None]]) -> str:
    """`days` are (day name, its hours or None when closed) from Monday: consecutive days with
    the same hours are said once ("Monday to Friday 7:30 AM to 5:30 PM; Saturday 8 AM to 1 PM;
    closed Sunday"), which a caller can follow where seven entries are too many to hear."""
    runs: list[list[str]] = []
    hours_of_run: list[str] = []
    previous: str | None = None
    for name, hours in days:
        if hours is not None and hours == previous:
            runs[-1].append(name)
        elif hours is not None:
            runs.append([name])
            hours_of_run.append(hours)
        previous = hours
    if len(runs) == 1 and len(runs[0]) == len(days):
        return f"every day {hours_of_run[0]}"
    parts = [f"{_days(run)} {hours}" for run, hours in zip(runs, hours_of_run, strict=True)]
    closed = [name for name, hours in days if hours is None]
    if closed:
        parts.append("closed " + _joined(closed))
    return "; ".join(parts)


def _days(run: list[str]) -> str:
    if len(run) >= RANGE:
        return f"{run[0]} to {run[-1]}"
    return " and ".join(run)


def _joined(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"
