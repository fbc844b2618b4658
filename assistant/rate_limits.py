"""Limits on how fast one sender or one conversation may send messages, counted in the cache
(Redis in production, so every web process counts together)."""

from __future__ import annotations

from django.core.cache import cache

PER_CONVERSATION = (20, 60)  # messages, seconds
PER_SENDER = (60, 60)


class RateLimited(Exception):
    def __init__(self, allowed: int, seconds: int) -> None:
        super().__init__(
            f"Too many messages; please wait a minute. (limit {allowed} per {seconds} s)"
        )
        self.message = str(self)


def count(key: str, rule: tuple[int, int]) -> None:
    """Count one message against `key`; over the rule's number within its seconds, refuse it."""
    allowed, seconds = rule
    cache_key = f"rate:{key}"
    cache.add(cache_key, 0, timeout=seconds)
    try:
        sent = cache.incr(cache_key)
    except ValueError:  # expired between add and incr
        cache.set(cache_key, 1, timeout=seconds)
        sent = 1
    if sent > allowed:
        raise RateLimited(allowed, seconds)
