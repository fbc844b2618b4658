from __future__ import annotations

import pytest

from assistant.notifications import MemoryBackend


@pytest.fixture(autouse=True)
def texts_go_to_memory(settings):
    """Texts sent during a test are kept in MemoryBackend.sent, emptied for each test."""
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    yield MemoryBackend.sent


@pytest.fixture
def fresh_sign_in_counts(settings):
    """No failed sign-ins counted before or after; fast hashing, as these tests type many
    passwords."""
    from django.core.cache import cache

    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def operator():
    """Opal runs the site from the admin; her password is "pw-opal"."""
    from tests.factories import make_user

    user = make_user("opal")
    user.is_staff = user.is_superuser = True
    user.save()
    return user
