from __future__ import annotations

from pathlib import Path

import pytest

from assistant.notifications import MemoryBackend


def pytest_sessionfinish(session):
    """A thread's connection that outlives the test database leaves SQLite's -wal and -shm
    files in var/ after Django drops it: they go with it."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    name = database.get("TEST", {}).get("NAME")
    if not name or "sqlite3" not in database["ENGINE"]:
        return
    folder, stem = Path(name).parent, Path(name).name
    for leftover in [*folder.glob(f"{stem}*-wal"), *folder.glob(f"{stem}*-shm")]:
        if not any(folder.glob(leftover.name.rsplit("-", 1)[0])):
            leftover.unlink(missing_ok=True)  # only where the database itself is gone


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix):
    """On PostgreSQL a connection is kept a minute (CONN_MAX_AGE, for production) by the thread
    that opened it, and the worker threads Channels runs ORM work on outlive their tests:
    PostgreSQL then refuses to drop the test database under them. Here each such thread closes
    its connection as its work ends (Channels' database_sync_to_async); the production
    topology test runs the minute-long connections."""
    from django.conf import settings

    settings.DATABASES["default"]["CONN_MAX_AGE"] = 0


@pytest.fixture(autouse=True)
def templates_and_the_floor(settings):
    """The suite's thousands of turns test the conversation core with the templates and the
    floor, which say the same as the model in a fiftieth of the time; a test of the model's own
    path turns it on (tests/assistant/test_scripted_customers_with_the_model.py runs scripted
    customers through it)."""
    settings.ASSISTANT_MODEL_REPLIES = False
    settings.ASSISTANT_MODEL_UNDERSTANDS = False


@pytest.fixture(autouse=True)
def texts_go_to_memory(settings):
    """Texts sent during a test are kept in MemoryBackend.sent, emptied for each test."""
    settings.TEXT_BACKEND = "assistant.notifications.MemoryBackend"
    MemoryBackend.sent.clear()
    yield MemoryBackend.sent


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    """Every test user's password hashed in microseconds: PBKDF2's 0.2 s a user, which is its
    point in production, was a third of the suite's time."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def fresh_sign_in_counts():
    """No failed sign-ins counted before or after."""
    from django.core.cache import cache

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
