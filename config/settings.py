"""Frontdesk's one settings file.

Every value comes from the environment through the typed readers in config.env. The defaults
are the embedded topology (SQLite, in-memory channel layer, in-process Celery). DATABASE_URL
switches to PostgreSQL and REDIS_URL to Redis for Celery and the channel layer.
"""

from __future__ import annotations

import os
from pathlib import Path

from config.env import (
    ImproperEnvironment,
    database_from_url,
    env_bool,
    env_choice,
    env_int,
    env_list,
    env_str,
)

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("FRONTDESK_VAR_DIR", str(BASE_DIR / "var")))

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = env_str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG and env_bool("FRONTDESK_REQUIRE_SECRET_KEY", False):
        raise ImproperEnvironment("SECRET_KEY must be set in production")
    # Embedded topology: a per-install key, kept with the SQLite database.
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    key_file = VAR_DIR / "secret_key"
    if not key_file.exists():
        from django.core.management.utils import get_random_secret_key

        key_file.write_text(get_random_secret_key())
        key_file.chmod(0o600)
    SECRET_KEY = key_file.read_text().strip()

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")
# The public base URL (scheme and host) used in links we send out: SMS, calendar feeds, TwiML.
PUBLIC_BASE_URL = env_str("PUBLIC_BASE_URL", "http://localhost:8000").rstrip("/")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "channels",
    "django_htmx",
    "booking",
    "assistant",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "config.nul_characters.RefusesNulCharacters",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = env_str("DATABASE_URL")
if DATABASE_URL:
    DATABASES = {"default": database_from_url("DATABASE_URL", DATABASE_URL)}
else:
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": env_str("SQLITE_PATH", str(VAR_DIR / "frontdesk.sqlite3")),
            "OPTIONS": {
                # Every write transaction takes the write lock at BEGIN, so booking's
                # check-then-insert is serialized across threads and processes.
                "transaction_mode": "IMMEDIATE",
                "timeout": 30,
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            },
            # Tests that race threads need a file: an in-memory database is private to each
            # connection. The process id keeps test runs started side by side apart.
            "TEST": {"NAME": str(VAR_DIR / f"test-{os.getpid()}.sqlite3")},
        }
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "dashboard:home"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"

REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL]},
        }
    }
    CELERY_BROKER_URL = REDIS_URL
    CELERY_RESULT_BACKEND = REDIS_URL
    CELERY_TASK_ALWAYS_EAGER = False
    # Rate limits must count across every web process.
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    CELERY_BROKER_URL = "memory://localhost/"
    CELERY_RESULT_BACKEND = "cache+memory://"
    # Embedded topology: tasks run in this process, no broker needed.
    CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", True)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_DEFAULT_QUEUE = "default"
CELERY_TASK_ROUTES = {"assistant.tasks.engine_*": {"queue": "engine"}}
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_TIMEZONE = "UTC"
CELERY_BEAT_SCHEDULE = {
    "refresh-busy-calendars": {
        "task": "booking.tasks.refresh_busy_calendars",
        "schedule": 15 * 60,
    },
    "send-reminders": {
        "task": "assistant.tasks.send_reminders",
        "schedule": 5 * 60,
    },
}

# The assistant: whether the engine writes replies and reads messages (else templates and the
# floor alone do), and how long a turn may wait for it before the template answers. On by
# default: the scripted customers all pass with both (BENCHMARKS.md, "The model on by default").
ASSISTANT_MODEL_REPLIES = env_bool("ASSISTANT_MODEL_REPLIES", True)
ASSISTANT_MODEL_UNDERSTANDS = env_bool("ASSISTANT_MODEL_UNDERSTANDS", True)
ASSISTANT_REPLY_BUDGET_SECONDS = env_int("ASSISTANT_REPLY_BUDGET_SECONDS", 3, minimum=1)
# The model's reading only adds to the floor's (100-400 ms on a CPU): a turn waits this long at
# most for it, before the reply's own budget begins.
ASSISTANT_READING_BUDGET_SECONDS = env_int("ASSISTANT_READING_BUDGET_SECONDS", 1, minimum=1)
ASSISTANT_MODEL_DIR = env_str(
    "ASSISTANT_MODEL_DIR", str(BASE_DIR / "engine" / "models" / "frontdesk-small")
)
ASSISTANT_MODEL_DEVICE = env_str("ASSISTANT_MODEL_DEVICE", "cpu")
# "auto": bfloat16 on CUDA, float32 on a CPU (exact); bfloat16 on a CPU with AMX is faster at
# the same held-out quality (BENCHMARKS.md, "Small model").
ASSISTANT_MODEL_DTYPE = env_choice("ASSISTANT_MODEL_DTYPE", "auto", ("auto", "float32", "bfloat16"))
# Replay the engine's decoding steps from CUDA graphs (engine/graphs.py): 2.3-2.6x faster at
# batch 1 on an H200 (BENCHMARKS.md). Only a CUDA device uses it; a CPU ignores it.
ASSISTANT_MODEL_CUDA_GRAPHS = env_bool("ASSISTANT_MODEL_CUDA_GRAPHS", True)
ASSISTANT_EFFORT = env_choice("ASSISTANT_EFFORT", "high", ("low", "medium", "high"))

# How many proxies in front of the app add themselves to X-Forwarded-For: the client's address
# is the one that many entries from the right. 0 trusts no header (REMOTE_ADDR is the client).
TRUSTED_PROXY_HOPS = env_int("TRUSTED_PROXY_HOPS", 0, minimum=0)

# Functions of a shop returning more links for `manage.py shop_links`.
SHOP_LINK_PROVIDERS = ["assistant.links.chat_links", "assistant.links.twilio_links"]
# A function of (shop, first day, last day) giving the revenue report its conversations rows.
REPORT_CONVERSATIONS = "assistant.dashboard.answered_by_channel"

# Outbound texts: the console backend stores and prints; production sets the Twilio one.
TEXT_BACKEND = env_str("TEXT_BACKEND", "assistant.notifications.ConsoleBackend")

# External busy calendars (ICS URLs) that shops subscribe to.
BUSY_CALENDAR_TIMEOUT_SECONDS = env_int("BUSY_CALENDAR_TIMEOUT_SECONDS", 10, minimum=1)
BUSY_CALENDAR_MAX_BYTES = env_int("BUSY_CALENDAR_MAX_BYTES", 2_000_000, minimum=1024)

if not DEBUG:
    SESSION_COOKIE_HTTPONLY = True
    X_FRAME_OPTIONS = "DENY"
if PUBLIC_BASE_URL.startswith("https://"):
    # Served over HTTPS: the sign-in and CSRF cookies never travel in the clear, and browsers
    # that have seen the site once refuse a downgrade to http for a month.
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True
    SECURE_HSTS_SECONDS = 30 * 24 * 3600
if TRUSTED_PROXY_HOPS:
    # The proxy that terminates TLS says so; without this, Django takes every request for plain
    # http and a form posted from the https page fails its CSRF origin check.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_CONTENT_TYPE_NOSNIFF = True

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "filters": {"secret_paths": {"()": "config.log.HidesSecretPaths"}},
    "handlers": {
        "console": {
            "class": "config.log.StderrHandler",
            "formatter": "plain",
            "filters": ["secret_paths"],
        }
    },
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {
        # Django's own handlers (a console one under DEBUG, runserver's) print paths unfiltered.
        "django": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "django.server": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "django.db.backends": {"level": "WARNING"},
        # One line per task run drowns everything else in the embedded topology.
        "celery.app.trace": {"level": "WARNING"},
        # Twilio's client logs each request's URL and headers at INFO: customers' numbers.
        "twilio": {"level": "WARNING"},
    },
}
