"""Settings read from the environment refuse bad values with a message naming the variable."""

from __future__ import annotations

import pytest

from config.env import (
    ImproperEnvironment,
    database_from_url,
    env_bool,
    env_choice,
    env_int,
    env_list,
)


def test_a_boolean_accepts_the_usual_words(monkeypatch):
    monkeypatch.setenv("FLAG", "Yes")
    assert env_bool("FLAG") is True
    monkeypatch.setenv("FLAG", "off")
    assert env_bool("FLAG", True) is False


def test_a_bad_boolean_names_the_variable(monkeypatch):
    monkeypatch.setenv("DEBUG", "maybe")
    with pytest.raises(ImproperEnvironment, match="DEBUG='maybe' is not a boolean"):
        env_bool("DEBUG")


def test_an_integer_below_its_minimum_is_refused(monkeypatch):
    monkeypatch.setenv("WORKERS", "0")
    with pytest.raises(ImproperEnvironment, match="WORKERS=0 is below the minimum of 1"):
        env_int("WORKERS", 4, minimum=1)


def test_a_non_integer_is_refused(monkeypatch):
    monkeypatch.setenv("WORKERS", "four")
    with pytest.raises(ImproperEnvironment, match="WORKERS='four' is not an integer"):
        env_int("WORKERS", 4)


def test_a_list_is_split_on_commas(monkeypatch):
    monkeypatch.setenv("ALLOWED_HOSTS", " a.example, b.example ,,")
    assert env_list("ALLOWED_HOSTS") == ["a.example", "b.example"]


def test_a_postgres_url_becomes_a_database_entry():
    entry = database_from_url("DATABASE_URL", "postgres://fd:p%40ss@db.internal:5433/frontdesk")
    assert entry["ENGINE"] == "django.db.backends.postgresql"
    assert (entry["NAME"], entry["USER"], entry["PASSWORD"]) == ("frontdesk", "fd", "p@ss")
    assert (entry["HOST"], entry["PORT"]) == ("db.internal", "5433")


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("mysql://u:p@h/db", "must be a postgres:// or postgresql:// URL"),
        ("postgres://u:p@h/", "names no database"),
        ("postgres://u:p@h:port/db", "port that is not a number"),
    ],
)
def test_a_bad_database_url_says_what_is_wrong(url, problem):
    with pytest.raises(ImproperEnvironment, match=problem):
        database_from_url("DATABASE_URL", url)


def test_a_choice_outside_its_choices_is_refused(monkeypatch):
    monkeypatch.setenv("ASSISTANT_MODEL_DTYPE", "float16")
    with pytest.raises(ImproperEnvironment, match="ASSISTANT_MODEL_DTYPE='float16' is not one of"):
        env_choice("ASSISTANT_MODEL_DTYPE", "auto", ("auto", "float32", "bfloat16"))
    monkeypatch.setenv("ASSISTANT_MODEL_DTYPE", "")
    assert env_choice("ASSISTANT_MODEL_DTYPE", "auto", ("auto", "float32", "bfloat16")) == "auto"
