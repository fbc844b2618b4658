"""Signing in, to the dashboard or the admin, with a limit on guessing passwords.

Failed attempts are counted in the cache (Redis in production, so every web process counts
together) for the username and for the client's address, from the first failure for a window.
Past the limit, sign-in is refused for a while without checking the password: a guesser learns
nothing, not even when the right password comes up.
"""

from __future__ import annotations

import hashlib
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps

from django.contrib import admin
from django.contrib.auth import REDIRECT_FIELD_NAME
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters

from assistant.website_chat import client_address

logger = logging.getLogger(__name__)

WINDOW_SECONDS = 15 * 60
LOCKOUT_SECONDS = 15 * 60
FAILURES_PER_USERNAME = 5
# Higher: a whole shop may sign in from one address, and one guesser tries many usernames.
FAILURES_PER_ADDRESS = 20
LOCKED_OUT = "Too many sign-in attempts. Try again in 15 minutes."


def now() -> float:
    """The clock lockouts end by (tests move it)."""
    return time.time()


@dataclass(frozen=True)
class _Counter:
    """Failed sign-ins for one username or one address."""

    what: str  # "username" or "address"
    key: str
    limit: int

    @property
    def _failures_key(self) -> str:
        return f"sign-in:failures:{self.what}:{self.key}"

    @property
    def _locked_key(self) -> str:
        return f"sign-in:locked:{self.what}:{self.key}"

    def locked_until(self) -> float | None:
        until = cache.get(self._locked_key)
        return until if until is not None and now() < until else None

    def fail(self) -> int:
        """Count one failure; at the limit start a lockout. Returns the failures counted."""
        cache.add(self._failures_key, 0, timeout=WINDOW_SECONDS)
        try:
            failures = cache.incr(self._failures_key)
        except ValueError:  # expired between add and incr
            cache.set(self._failures_key, 1, timeout=WINDOW_SECONDS)
            failures = 1
        if failures >= self.limit:
            cache.set(self._locked_key, now() + LOCKOUT_SECONDS, timeout=LOCKOUT_SECONDS)
            # Once the lockout ends the count starts afresh.
            cache.delete(self._failures_key)
        return failures

    def clear(self) -> None:
        cache.delete(self._failures_key)


def _username_counter(username: str) -> _Counter:
    # Hashed: keys stay short and safe whatever was typed, and the cache holds no usernames.
    digest = hashlib.sha256(username.strip().casefold().encode()).hexdigest()
    return _Counter("username", digest, FAILURES_PER_USERNAME)


def _address_counter(address: str) -> _Counter:
    return _Counter("address", address, FAILURES_PER_ADDRESS)


def _address(request: HttpRequest) -> str:
    return client_address(
        request.headers.get("X-Forwarded-For", ""), request.META.get("REMOTE_ADDR", "")
    )


def dashboard_locked_out(request: HttpRequest) -> HttpResponse:
    """The dashboard's sign-in page saying that sign-in is locked."""
    context = {"locked_out": LOCKED_OUT, "next": request.POST.get("next", "")}
    return render(request, "registration/login.html", context)


def admin_locked_out(request: HttpRequest) -> HttpResponse:
    """The admin's own sign-in page, in the admin's look, with the lockout as its error."""
    # Imported here as the admin imports it: its forms import the user model.
    from django.contrib.admin.forms import AdminAuthenticationForm

    context = {
        **admin.site.each_context(request),
        "title": "Log in",
        "app_path": request.get_full_path(),
        "locked_out": LOCKED_OUT,
        "form": AdminAuthenticationForm(
            request, initial={"username": request.POST.get("username")}
        ),
        REDIRECT_FIELD_NAME: request.POST.get(REDIRECT_FIELD_NAME) or reverse("admin:index"),
    }
    return render(request, "registration/admin_locked_out.html", context)


def throttled(
    sign_in_view: Callable[[HttpRequest], HttpResponse],
    *,
    locked_out_page: Callable[[HttpRequest], HttpResponse] = dashboard_locked_out,
) -> Callable:
    """`sign_in_view` (Django's LoginView or the admin's) refusing with 429 while the username
    or the address is locked out, with `locked_out_page` in the look of its own sign-in page.
    Every sign-in form counts on the same counters, so a guesser gains no tries by switching
    forms."""

    @wraps(sign_in_view)
    @never_cache
    @sensitive_post_parameters("password")
    def view(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        if request.method != "POST":
            return sign_in_view(request, *args, **kwargs)
        username = request.POST.get("username", "")
        address = _address(request)
        counters = [_address_counter(address), _username_counter(username)]
        until = max((t for t in (c.locked_until() for c in counters) if t), default=None)
        if until is not None:
            # The password is never checked here: a guesser learns nothing from it.
            response = locked_out_page(request)
            response.status_code = 429
            response["Retry-After"] = str(math.ceil(until - now()))
            return response
        response = sign_in_view(request, *args, **kwargs)
        # Both views answer a good password with a redirect and a bad one with the form again.
        if isinstance(response, HttpResponseRedirect):
            _username_counter(request.user.get_username()).clear()
        else:
            _count_failure(username, address)
        return response

    return view


def _count_failure(username: str, address: str) -> None:
    counters = [_address_counter(address)]
    if username.strip():
        counters.append(_username_counter(username))
    for counter in counters:
        failures = counter.fail()
        if failures >= counter.limit:
            # The username is named so the owner knows whose account was tried; the password
            # never leaves the form.
            logger.warning(
                "Sign-in locked for %d minutes after %d failed attempts for this %s: "
                "username %r from %s",
                LOCKOUT_SECONDS // 60,
                failures,
                counter.what,
                username,
                address,
            )
