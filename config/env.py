"""Typed readers for settings that come from environment variables.

Each one refuses a bad value with a message naming the variable, so a typo in a
deployment fails at start-up instead of as a strange behaviour later.
"""

from __future__ import annotations

import os
from urllib.parse import unquote, urlsplit


class ImproperEnvironment(Exception):
    pass


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    value = raw.strip().lower()
    if value in {"1", "true", "yes", "on"}:
        return True
    if value in {"0", "false", "no", "off"}:
        return False
    raise ImproperEnvironment(
        f"{name}={raw!r} is not a boolean: use true/false, yes/no, 1/0 or on/off"
    )


def env_int(name: str, default: int, *, minimum: int | None = None) -> int:
    raw = os.environ.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ImproperEnvironment(f"{name}={raw!r} is not an integer") from None
    if minimum is not None and value < minimum:
        raise ImproperEnvironment(f"{name}={value} is below the minimum of {minimum}")
    return value


def env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    value = os.environ.get(name, "").strip() or default
    if value not in choices:
        raise ImproperEnvironment(f"{name}={value!r} is not one of: {', '.join(choices)}")
    return value


def env_list(name: str, default: list[str] | None = None) -> list[str]:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return list(default or [])
    return [item.strip() for item in raw.split(",") if item.strip()]


def database_from_url(name: str, url: str) -> dict:
    """A Django DATABASES entry from a postgres:// URL."""
    parts = urlsplit(url)
    if parts.scheme not in {"postgres", "postgresql"}:
        raise ImproperEnvironment(
            f"{name} must be a postgres:// or postgresql:// URL, not {parts.scheme or 'empty'}://"
        )
    database = parts.path.lstrip("/")
    if not database:
        raise ImproperEnvironment(f"{name} names no database (postgres://user:pass@host:port/NAME)")
    try:
        port = parts.port
    except ValueError:
        raise ImproperEnvironment(f"{name} has a port that is not a number") from None
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": unquote(database),
        "USER": unquote(parts.username or ""),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": parts.hostname or "",
        "PORT": str(port or ""),
        "CONN_MAX_AGE": 60,
    }
