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


@pytest.fixture(autouse=True, scope="session")
def flush_by_delete_on_postgresql():
    """A test that commits (django_db(transaction=True)) empties every table after it. On
    PostgreSQL Django does it with one TRUNCATE, which makes new files for each of the tables
    and their indexes: 80 ms a test, a third of the PostgreSQL run. The tables a test fills hold
    a few rows, which DELETE removes in a millisecond; the foreign keys Django makes are checked
    at commit, so the order of the tables does not matter."""
    from django.db.backends.postgresql.operations import DatabaseOperations

    truncate = DatabaseOperations.sql_flush

    def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
        if reset_sequences or allow_cascade:
            return truncate(
                self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade
            )
        return ["SET CONSTRAINTS ALL DEFERRED;"] + [
            f"DELETE FROM {self.quote_name(table)};" for table in tables
        ]

    DatabaseOperations.sql_flush = sql_flush
    yield
    DatabaseOperations.sql_flush = truncate
