"""The environment picks the topology: embedded by default, production with DATABASE_URL and
REDIS_URL. Checked in a fresh interpreter, since settings load once per process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBE = """
import json, django
from django.conf import settings
django.setup()
print(json.dumps({
    "db": settings.DATABASES["default"]["ENGINE"],
    "layer": settings.CHANNEL_LAYERS["default"]["BACKEND"],
    "broker": settings.CELERY_BROKER_URL,
    "eager": settings.CELERY_TASK_ALWAYS_EAGER,
    "model": [settings.ASSISTANT_MODEL_UNDERSTANDS, settings.ASSISTANT_MODEL_REPLIES],
    "secure_cookies": [settings.SESSION_COOKIE_SECURE, settings.CSRF_COOKIE_SECURE],
    "hsts": settings.SECURE_HSTS_SECONDS,
    "proxy_says_https": settings.SECURE_PROXY_SSL_HEADER,
}))
"""


def settings_under(tmp_path, **env) -> dict:
    clean = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    clean.update(env, DJANGO_SETTINGS_MODULE="config.settings", FRONTDESK_VAR_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=clean, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_the_default_is_embedded(tmp_path):
    found = settings_under(tmp_path)
    assert found["db"] == "django.db.backends.sqlite3"
    assert found["layer"] == "channels.layers.InMemoryChannelLayer"
    assert found["broker"] == "memory://localhost/"
    assert found["eager"] is True
    # The model reads and writes; the cookies are plain on the demo's http://localhost.
    assert found["model"] == [True, True]
    assert found["secure_cookies"] == [False, False] and not found["hsts"]
    assert found["proxy_says_https"] is None


def test_a_site_served_over_https_sends_its_cookies_only_over_https(tmp_path):
    found = settings_under(tmp_path, PUBLIC_BASE_URL="https://book.example.com")
    assert found["secure_cookies"] == [True, True] and found["hsts"] > 0
    assert found["proxy_says_https"] is None  # no proxy is trusted to say so

    behind_a_proxy = settings_under(
        tmp_path, PUBLIC_BASE_URL="https://book.example.com", TRUSTED_PROXY_HOPS="1"
    )
    assert behind_a_proxy["proxy_says_https"] == ["HTTP_X_FORWARDED_PROTO", "https"]


def test_the_model_can_be_turned_off(tmp_path):
    found = settings_under(
        tmp_path, ASSISTANT_MODEL_REPLIES="false", ASSISTANT_MODEL_UNDERSTANDS="false"
    )
    assert found["model"] == [False, False]


def test_urls_switch_to_postgresql_and_redis(tmp_path):
    found = settings_under(
        tmp_path, DATABASE_URL="postgres://fd@127.0.0.1/fd", REDIS_URL="redis://127.0.0.1:6379/0"
    )
    assert found["db"] == "django.db.backends.postgresql"
    assert found["layer"] == "channels_redis.core.RedisChannelLayer"
    assert found["broker"] == "redis://127.0.0.1:6379/0"
    assert found["eager"] is False


def test_a_bad_value_stops_start_up_with_its_name(tmp_path):
    clean = dict(os.environ, DEBUG="perhaps", FRONTDESK_VAR_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "manage.py", "check"], cwd=ROOT, env=clean, capture_output=True, text=True
    )
    assert out.returncode != 0
    assert "DEBUG='perhaps' is not a boolean" in out.stderr


def test_every_task_celery_beat_runs_is_one_the_workers_know(settings):
    from config.celery import app

    app.loader.import_default_modules()
    scheduled = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert scheduled == {"booking.tasks.refresh_busy_calendars", "assistant.tasks.send_reminders"}
    assert scheduled <= set(app.tasks)
