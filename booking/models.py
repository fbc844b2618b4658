"""The shop's domain: who the shop is, what it sells, when it is open, and its appointments."""

from __future__ import annotations

import re
import secrets
import unicodedata
import uuid
import zoneinfo
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import (
    MaxValueValidator,
    MinValueValidator,
    RegexValidator,
    URLValidator,
)
from django.db import models
from django.db.models import Q
from django.utils import timezone

from booking.clock import clock_words, hours_words
from booking.vehicle_kinds import same_kind

E164 = RegexValidator(
    r"^\+[1-9]\d{6,14}$", "Enter a phone number in E.164 form, like +13035550142."
)
SLUG = RegexValidator(
    r"^[a-z0-9][a-z0-9-]{1,48}$", "Use 2-49 lowercase letters, digits and dashes."
)

# Calendar apps hand out "subscribe" links as webcal:// (Apple, Google): the same file over
# https, so those are accepted and fetched as https.
WEBCAL_SCHEMES = ("webcal", "webcals")
CALENDAR_URL = URLValidator(
    schemes=["http", "https", *WEBCAL_SCHEMES],
    message="Enter a calendar URL starting with https://, http:// or webcal://.",
)

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]


def validate_timezone(name: str) -> None:
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise ValidationError(f"{name!r} is not an IANA time zone (like America/Denver).") from None


def new_secret_token() -> str:
    return secrets.token_urlsafe(24)


def new_public_key() -> str:
    return "wk_" + secrets.token_urlsafe(18)


def ensure_aware(value: datetime, what: str) -> datetime:
    """Refuse naive datetimes: a time without a zone is ambiguous for a shop with hours."""
    if not isinstance(value, datetime):
        raise ValidationError(f"{what} must be a datetime, got {type(value).__name__}.")
    if timezone.is_naive(value):
        raise ValidationError(f"{what} must carry a time zone; got the naive datetime {value}.")
    return value.astimezone(UTC)


# The hours of the shop's day in which reminders are texted: not at night, not at dawn.
TEXTS_FROM, TEXTS_UNTIL = time(8), time(21)
LAST_REMINDER_AT = time(20)


# What customers ask that only the owner can answer, in the order the dashboard lists them:
# the assistant gives the owner's own words when asked, and passes the question on without them.
ANSWER_TOPICS = {
    "payment": "How customers can pay (cards, cash, financing)",
    "warranty": "The warranty on repairs",
    "rides": "Rides, a shuttle or a loaner car while the car is in the shop",
    "after_hours": "Leaving a car or its keys after hours",
    "parking": "Where customers park when they bring the car",
    "towing": "Towing",
    "vehicles": "Which vehicles the shop works on (diesels, hybrids, European makes)",
    "parts": "Parts: new, used, aftermarket, or the customer's own",
    "waiting": "Waiting at the shop (a waiting room, wifi, coffee, a restroom)",
    "walk_ins": "Walk-ins: whether a car can come in without an appointment",
    "discounts": "Discounts and coupons (military, seniors, a first visit)",
}
ANSWER_MAX_LENGTH = 400


def validate_answers(answers: object) -> None:
    if not isinstance(answers, dict):
        raise ValidationError("Answers must be a table of topic = text.")
    for topic, text in answers.items():
        if topic not in ANSWER_TOPICS:
            raise ValidationError(f"{topic!r} is not a topic (one of: {', '.join(ANSWER_TOPICS)}).")
        if not isinstance(text, str) or not text.strip():
            raise ValidationError(f"The answer on {topic} must be some text.")
        if len(text) > ANSWER_MAX_LENGTH:
            raise ValidationError(
                f"The answer on {topic} is {len(text)} characters; at most {ANSWER_MAX_LENGTH}."
            )


def validate_vehicle_words(words: object) -> None:
    if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() for w in words):
        raise ValidationError("The vehicles the shop does not work on must be a list of words.")
    for word in words:
        if len(word) > 60:
            raise ValidationError(f"{word[:60]!r}... is longer than 60 characters.")


ORIGIN = re.compile(r"^https?://[a-z0-9.-]+(:[0-9]{1,5})?$")


def validate_widget_origins(origins: object) -> None:
    if not isinstance(origins, list) or not all(isinstance(o, str) for o in origins):
        raise ValidationError("Allowed origins must be a list of texts.")
    for origin in origins:
        if not ORIGIN.match(origin):
            raise ValidationError(
                f"{origin!r} is not a web origin: a scheme and a host, like https://example.com "
                "(no path, no trailing slash)."
            )


# Diesel engines said by name: "a 2019 Duramax", "my F-250 Powerstroke", "a Jetta TDI" are
# diesels, as an owner's rule for "diesel" must see.
DIESEL_ENGINE_NAMES = re.compile(
    r"\b(?:cummins|duramax|power ?stroke|eco ?diesel|tdi|turbo ?diesel)\b", re.IGNORECASE
)


def names_vehicle(keyword: str, vehicle: str) -> bool:
    """Whether the customer's words for their car name the owner's keyword, as a whole word
    or its plural: a rule for a "Mini" must not price a minivan, and "diesels" is a diesel, as
    is a car named by its diesel engine ("2019 Duramax")."""
    said = keyword.strip()
    keyword = re.escape(said)
    if not keyword:
        return False
    if re.search(rf"\b{keyword}s?\b", vehicle, re.IGNORECASE) is not None:
        return True
    return said.lower() in ("diesel", "diesels") and DIESEL_ENGINE_NAMES.search(vehicle) is not None


def vehicles_plural(keyword: str) -> str:
    """ "diesels", "BMWs", "motorcycles": the owner's word as the shop says it declines them."""
    keyword = keyword.strip()
    return keyword if keyword.lower().endswith("s") else keyword + "s"


class Shop(models.Model):
    name = models.CharField(max_length=120)
    slug = models.CharField(max_length=49, unique=True, validators=[SLUG])
    timezone = models.CharField(max_length=64, validators=[validate_timezone])
    address = models.CharField(max_length=250, blank=True)
    staff_phone = models.CharField(max_length=16, blank=True, validators=[E164])
    twilio_number = models.CharField(
        max_length=16, blank=True, null=True, unique=True, validators=[E164]
    )
    average_repair_order = models.DecimalField(
        max_digits=9, decimal_places=2, default=Decimal("285"), validators=[MinValueValidator(0)]
    )

    slot_minutes = models.PositiveIntegerField(default=30, validators=[MinValueValidator(5)])
    min_notice_minutes = models.PositiveIntegerField(default=60)
    horizon_days = models.PositiveIntegerField(default=30, validators=[MinValueValidator(1)])
    buffer_before_minutes = models.PositiveIntegerField(default=0)
    buffer_after_minutes = models.PositiveIntegerField(default=0)
    dropoff_start = models.TimeField(default=time(7, 30))
    dropoff_end = models.TimeField(default=time(9, 0))
    hold_minutes = models.PositiveIntegerField(default=5, validators=[MinValueValidator(1)])
    # How long before an appointment its customer is texted a reminder; 0 sends none.
    reminder_hours = models.PositiveIntegerField(default=24, validators=[MaxValueValidator(168)])
    # Text the staff phone about each booking a customer makes (chat, text or call).
    text_new_bookings = models.BooleanField(default=True)
    # The owner's answers to common questions, by ANSWER_TOPICS key.
    answers = models.JSONField(default=dict, blank=True, validators=[validate_answers])
    # Words naming cars the shop does not work on ("diesel", "motorcycle"): customers are told
    # so instead of being quoted or booked.
    declined_vehicles = models.JSONField(
        default=list, blank=True, validators=[validate_vehicle_words]
    )

    calendar_token = models.CharField(max_length=64, unique=True, default=new_secret_token)
    widget_key = models.CharField(max_length=64, unique=True, default=new_public_key)
    # The web pages that may embed the chat widget ("https://ridgelineauto.com"); none: nowhere.
    widget_origins = models.JSONField(
        default=list, blank=True, validators=[validate_widget_origins]
    )
    # The Twilio account the shop's number belongs to. The auth token signs every request
    # Twilio sends us and lets us send texts: a secret, never logged or shown back.
    twilio_account_sid = models.CharField(max_length=34, blank=True)
    twilio_auth_token = models.CharField(max_length=64, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, through="Membership", related_name="shops"
    )

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    @property
    def zone(self) -> zoneinfo.ZoneInfo:
        return zoneinfo.ZoneInfo(self.timezone)

    def clean(self) -> None:
        if self.dropoff_start and self.dropoff_end and self.dropoff_start >= self.dropoff_end:
            raise ValidationError({"dropoff_end": "The drop-off window must end after it starts."})

    def local(self, moment: datetime) -> datetime:
        return moment.astimezone(self.zone)

    def today(self, now: datetime | None = None) -> date:
        return self.local(now or timezone.now()).date()

    def days_span(self, first_day: date, last_day: date) -> tuple[datetime, datetime]:
        """The instants from the start of `first_day` to the start of the day after `last_day`,
        on the shop's clock (a day across a DST change is 23 or 25 hours)."""
        start = datetime.combine(first_day, time(0), tzinfo=self.zone)
        return start, datetime.combine(last_day + timedelta(days=1), time(0), tzinfo=self.zone)

    def reminder_due(self, start: datetime, now: datetime) -> datetime | None:
        """When a booking made or moved at `now` for `start` should be recalled to its customer:
        never when the confirmation itself comes that close to the appointment, nor at night.
        Counted on the shop's clock, so a day ahead is the same time of day across a
        daylight-saving change."""
        if not self.reminder_hours:
            return None
        local_start = start.astimezone(self.zone)
        due = local_start - timedelta(hours=self.reminder_hours)
        if due.time() >= TEXTS_UNTIL:
            due = datetime.combine(due.date(), LAST_REMINDER_AT, tzinfo=self.zone)
        elif due.time() < TEXTS_FROM:
            # Not at 5:30 AM: at 8, or, where 8 is too close to the visit (2 hours before a
            # 7:30 AM one), the evening before.
            morning = datetime.combine(due.date(), TEXTS_FROM, tzinfo=self.zone)
            evening = datetime.combine(due.date(), LAST_REMINDER_AT, tzinfo=self.zone)
            soon = local_start - morning < timedelta(hours=1)
            due = evening - timedelta(days=1) if soon else morning
        due = due.astimezone(UTC)
        return due if due > now else None

    def is_quiet(self, now: datetime) -> bool:
        """Whether it is too early or too late on the shop's clock to text a customer a
        reminder (TEXTS_FROM to TEXTS_UNTIL): one overdue at 3 AM waits for the morning."""
        return not TEXTS_FROM <= self.local(now).time() < TEXTS_UNTIL

    def declines(self, vehicle: str) -> str:
        """The owner's word for `vehicle` among the cars the shop does not work on, or "": the
        word the customer said ("my Harley": "Harley"), else the kind it is of ("a Winnebago",
        "my motor home": "RV")."""
        words = self.declined_vehicles or []
        said = next((word for word in words if names_vehicle(word, vehicle)), "")
        return said or next((word for word in words if same_kind(word, vehicle or "")), "")

    def answer(self, topic: str) -> str:
        """The owner's answer on `topic`, or "" where they have given none."""
        return (self.answers or {}).get(topic, "").strip()

    def is_owned_by(self, user) -> bool:
        """Whether `user` owns the shop: only an owner changes its prices and hours."""
        return self.membership_set.filter(user=user, role=Membership.Role.OWNER).exists()

    def lock(self) -> None:
        """Take the shop's row lock until the transaction ends: the decisions that count the
        shop's rows (a free bay, a text the shop may still send) are made one at a time. NO KEY:
        rows that merely reference the shop (customers, messages) need not wait for it."""
        Shop.objects.select_for_update(no_key=True).only("pk").get(pk=self.pk)

    def rotate_calendar_token(self) -> None:
        """Give the feed a new secret URL. The old URL stops working at once: this is what an
        owner does when the link has leaked."""
        self.calendar_token = new_secret_token()
        self.save(update_fields=["calendar_token"])


class Membership(models.Model):
    class Role(models.TextChoices):
        OWNER = "owner"
        STAFF = "staff"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE)
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.STAFF)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "shop"], name="one_membership")]


class FormerMembership(models.Model):
    """A member the shop took off its team. Only that shop may add them back with a new
    password: the sign-in, and what was done with it, was theirs and no other shop's."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "shop"], name="one_former_membership")
        ]


class Service(models.Model):
    class Kind(models.TextChoices):
        WAITER = "waiter"  # the customer waits: a real slot in a bay
        DROPOFF = "dropoff", "Drop-off"  # left in the morning window; capped by bay-hours

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="services")
    name = models.CharField(max_length=120)
    description = models.TextField(blank=True)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.WAITER)
    duration_minutes = models.PositiveIntegerField(validators=[MinValueValidator(5)])
    price_min = models.DecimalField(
        max_digits=9, decimal_places=2, validators=[MinValueValidator(0)]
    )
    price_max = models.DecimalField(
        max_digits=9, decimal_places=2, validators=[MinValueValidator(0)]
    )
    aliases = models.JSONField(default=list, blank=True)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["shop", "name"], name="unique_service_name"),
            models.CheckConstraint(
                condition=Q(price_min__lte=models.F("price_max")), name="price_min_not_above_max"
            ),
            models.CheckConstraint(condition=Q(duration_minutes__gt=0), name="duration_positive"),
        ]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        if self.price_min is not None and self.price_max is not None:
            if self.price_min > self.price_max:
                raise ValidationError({"price_min": "price_min is above price_max."})
        if not isinstance(self.aliases, list) or not all(isinstance(a, str) for a in self.aliases):
            raise ValidationError({"aliases": "aliases must be a list of words."})

    @property
    def duration(self) -> timedelta:
        return timedelta(minutes=self.duration_minutes)


class PriceAdjustment(models.Model):
    """The owner's rule that some vehicles cost more (or less) for a service."""

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="price_adjustments")
    service = models.ForeignKey(
        Service, on_delete=models.CASCADE, null=True, blank=True, related_name="price_adjustments"
    )
    vehicle_keyword = models.CharField(max_length=60)
    percent = models.IntegerField(validators=[MinValueValidator(-90)])

    def applies_to(self, service: Service, vehicle: str) -> bool:
        if self.service_id and self.service_id != service.id:
            return False
        return names_vehicle(self.vehicle_keyword, vehicle)


class Bay(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="bays")
    name = models.CharField(max_length=60)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["shop", "name"], name="unique_bay_name")]

    def __str__(self) -> str:
        return self.name


def _check_range(open_: time | None, close: time | None) -> None:
    # A close of 00:00 means midnight at the end of the day.
    if open_ is not None and close is not None and close != time(0) and close <= open_:
        raise ValidationError(
            f"Closing time {clock_words(close)} is not after opening time {clock_words(open_)}."
        )


def _end_of_day(close: time) -> time:
    return time.max if close == time(0) else close


def _check_no_overlap(open_: time | None, close: time | None, others: models.QuerySet) -> None:
    """Refuse a range that overlaps another of the same day: the day's hours would be ambiguous."""
    if open_ is None or close is None:
        return
    for other_open, other_close in others.values_list("open", "close"):
        if open_ < _end_of_day(other_close) and other_open < _end_of_day(close):
            raise ValidationError(
                f"{hours_words(open_, close)} overlaps {hours_words(other_open, other_close)}."
            )


class OpeningHours(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="opening_hours")
    weekday = models.PositiveSmallIntegerField(choices=[(i, d) for i, d in enumerate(WEEKDAYS)])
    open = models.TimeField()
    close = models.TimeField(help_text="00:00 means midnight at the end of the day.")

    class Meta:
        ordering = ["weekday", "open"]

    def clean(self) -> None:
        _check_range(self.open, self.close)
        same_day = OpeningHours.objects.filter(shop_id=self.shop_id, weekday=self.weekday)
        _check_no_overlap(self.open, self.close, same_day.exclude(pk=self.pk))


class Closure(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="closures")
    date = models.DateField()
    reason = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["date"]
        constraints = [models.UniqueConstraint(fields=["shop", "date"], name="one_closure_a_day")]


class SpecialHours(models.Model):
    """Hours that replace the weekly hours on one date (several ranges allowed)."""

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="special_hours")
    date = models.DateField()
    open = models.TimeField()
    close = models.TimeField()

    class Meta:
        ordering = ["date", "open"]

    def clean(self) -> None:
        _check_range(self.open, self.close)
        same_day = SpecialHours.objects.filter(shop_id=self.shop_id, date=self.date)
        _check_no_overlap(self.open, self.close, same_day.exclude(pk=self.pk))


class BusyCalendar(models.Model):
    """An external calendar (ICS URL) whose events block time, for the shop or one bay."""

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="busy_calendars")
    bay = models.ForeignKey(Bay, on_delete=models.CASCADE, null=True, blank=True)
    name = models.CharField(max_length=120)
    # Not a URLField: its validator refuses webcal:// and would let ftp:// through.
    url = models.CharField(max_length=500, validators=[CALENDAR_URL])
    fetched_at = models.DateTimeField(null=True, blank=True)
    last_error = models.TextField(blank=True)

    def __str__(self) -> str:
        return self.name


class BusyTime(models.Model):
    """An expanded busy interval read from a BusyCalendar, stored so slot search never waits on
    the network."""

    calendar = models.ForeignKey(BusyCalendar, on_delete=models.CASCADE, related_name="busy_times")
    start = models.DateTimeField()
    end = models.DateTimeField()

    class Meta:
        indexes = [models.Index(fields=["calendar", "start"])]


def searchable(text: str) -> str:
    """ "nunez" for "Núñez", "NUÑEZ" or "nuñez": text as the customer search compares it, without
    case or accents, the same on SQLite and PostgreSQL (neither folds accents by itself)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


class Customer(models.Model):
    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="customers")
    name = models.CharField(max_length=120, blank=True)
    # The name as searched (searchable()), kept with it on every save.
    search_name = models.CharField(max_length=120, blank=True, editable=False)
    phone = models.CharField(max_length=16, validators=[E164])
    email = models.EmailField(blank=True)
    sms_opt_out = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["shop", "phone"], name="one_customer_per_phone")
        ]

    def __str__(self) -> str:
        return self.name or self.phone

    def save(self, *args, **kwargs) -> None:
        self.fill_search_name()
        update_fields = kwargs.get("update_fields")
        if update_fields is not None and "name" in update_fields:
            kwargs["update_fields"] = {*update_fields, "search_name"}
        super().save(*args, **kwargs)

    def fill_search_name(self) -> Customer:
        """Kept with the name on every save; called before a bulk_create, which skips save()."""
        self.search_name = searchable(self.name)[:120]
        return self

    def answers_to(self, name: str) -> bool:
        """Whether `name` is this customer as someone might give it: the name on file, its start
        ("Dana" of "Dana Patel"), the last name alone, or the name made fuller ("Dana Patel" for
        a "Dana" on file). Another first name is someone else on their number: a spouse, a
        colleague, or a mistyped number."""
        given, on_file = name.casefold().split(), self.name.casefold().split()
        if not given or not on_file:
            return True
        shorter, longer = sorted((given, on_file), key=len)
        return longer[: len(shorter)] == shorter or given == on_file[-1:]

    def is_named_fuller_by(self, name: str) -> bool:
        """Whether `name` is the name on file made fuller ("Dana" -> "Dana Patel"): the one
        change of name that a booking typed by someone else may bring."""
        given, on_file = name.casefold().split(), self.name.casefold().split()
        return len(given) > len(on_file) and given[: len(on_file)] == on_file


class AppointmentQuerySet(models.QuerySet):
    def active(self, now: datetime | None = None) -> AppointmentQuerySet:
        """Appointments that occupy their time: confirmed ones, and holds not yet expired."""
        now = now or timezone.now()
        # The IN lets SQLite search the active-window index; it uses no index across the OR.
        return self.filter(
            status__in=(Appointment.Status.CONFIRMED, Appointment.Status.HELD)
        ).filter(Q(status=Appointment.Status.CONFIRMED) | Q(hold_expires_at__gt=now))

    def overlapping(self, start: datetime, end: datetime) -> AppointmentQuerySet:
        return self.filter(blocked_start__lt=end, blocked_end__gt=start)


class Appointment(models.Model):
    class Status(models.TextChoices):
        HELD = "held"
        CONFIRMED = "confirmed"
        CANCELLED = "cancelled"
        COMPLETED = "completed"
        NO_SHOW = "no_show", "No-show"

    class Channel(models.TextChoices):
        CHAT = "chat", "Website chat"
        PHONE = "phone", "Phone"
        SMS = "sms", "Text (SMS)"
        STAFF = "staff", "Staff"

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="appointments")
    service = models.ForeignKey(Service, on_delete=models.PROTECT, related_name="appointments")
    customer = models.ForeignKey(
        Customer, on_delete=models.PROTECT, null=True, blank=True, related_name="appointments"
    )
    # Drop-offs take no bay: they are capped by the day's bay-hours instead.
    bay = models.ForeignKey(Bay, on_delete=models.PROTECT, null=True, blank=True)
    start = models.DateTimeField()
    end = models.DateTimeField()
    # The range the appointment keeps free of others: its own buffers included. Two bookings on
    # one bay never overlap here, which is Cal.com's buffer rule (see REFERENCE.md).
    blocked_start = models.DateTimeField()
    blocked_end = models.DateTimeField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.CONFIRMED)
    hold_expires_at = models.DateTimeField(null=True, blank=True)
    channel = models.CharField(max_length=10, choices=Channel.choices, default=Channel.STAFF)
    vehicle = models.CharField(max_length=120, blank=True)
    notes = models.TextField(blank=True)
    quoted_min = models.DecimalField(max_digits=9, decimal_places=2, null=True, blank=True)
    quoted_max = models.DecimalField(max_digits=9, decimal_places=2, null=True, blank=True)
    final_amount = models.DecimalField(max_digits=9, decimal_places=2, null=True, blank=True)
    uid = models.CharField(max_length=80, unique=True, editable=False)
    sequence = models.PositiveIntegerField(default=0)
    manage_token = models.CharField(max_length=64, unique=True, default=new_secret_token)
    idempotency_key = models.CharField(max_length=80, null=True, blank=True)
    # When its reminder text is to go out; cleared once it has (or when none is to).
    reminder_due_at = models.DateTimeField(null=True, blank=True)
    # A cancellation the day before leaves time to fill the bay; one an hour before does not.
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    objects = AppointmentQuerySet.as_manager()

    class Meta:
        ordering = ["start"]
        indexes = [
            models.Index(fields=["shop", "start"]),
            models.Index(fields=["bay", "start"]),
            # Slot search asks for active rows whose blocked range ends after a moment: this
            # scans only the bookings still ahead, however long the shop's history grows.
            models.Index(
                fields=["shop", "status", "blocked_end", "blocked_start"],
                name="appointment_active_window",
            ),
            models.Index(fields=["reminder_due_at"], name="appointment_reminder_due"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(end__gt=models.F("start")), name="ends_after_start"),
            models.UniqueConstraint(
                fields=["shop", "idempotency_key"],
                condition=Q(idempotency_key__isnull=False),
                name="one_booking_per_idempotency_key",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.service} at {self.start:%Y-%m-%d %H:%M} UTC ({self.status})"

    def save(self, *args, **kwargs) -> None:
        if not self.uid:
            self.uid = f"{uuid.uuid4()}@frontdesk"
        super().save(*args, **kwargs)

    def clean(self) -> None:
        for name in ("start", "end", "blocked_start", "blocked_end", "hold_expires_at"):
            value = getattr(self, name)
            if isinstance(value, datetime) and timezone.is_naive(value):
                raise ValidationError({name: f"{value} has no time zone; give an aware time."})
        if self.start and self.end and self.end <= self.start:
            raise ValidationError({"end": "The appointment must end after it starts."})

    def local_start(self) -> datetime:
        return self.start.astimezone(self.shop.zone)

    def local_end(self) -> datetime:
        return self.end.astimezone(self.shop.zone)

    def latest_move(self) -> AppointmentMove | None:
        # From the moves prefetched with a day's appointments: no query for each.
        moves = list(self.moves.all())
        return moves[-1] if moves else None

    def add_note(self, line: str) -> None:
        """A line added to the notes the team reads on the visit, and saved."""
        self.notes = f"{self.notes}\n{line}".strip()
        self.save(update_fields=["notes", "updated_at"])

    def has_started(self, now: datetime | None = None) -> bool:
        """Whether its time has come: only then can the shop say it was done, or missed."""
        return self.start <= (now or timezone.now())


# How a customer talked to the assistant, as the dashboard says it.
CHANNEL_WORDS = {
    Appointment.Channel.SMS: "by text",
    Appointment.Channel.PHONE: "on a call",
    Appointment.Channel.CHAT: "in the website chat",
}


class AppointmentMove(models.Model):
    """One move of a confirmed appointment: where it was, when it was moved and by whom, so the
    shop can tell a customer who comes at the old time what happened to it."""

    class By(models.TextChoices):
        SHOP = "shop", "the shop"
        CUSTOMER = "customer", "the customer, from the link in their texts"
        ASSISTANT = "assistant", "the customer, through the assistant"

    appointment = models.ForeignKey(Appointment, on_delete=models.CASCADE, related_name="moves")
    from_start = models.DateTimeField()
    to_start = models.DateTimeField()
    # Only when other work was booked instead ("a brake inspection instead of the oil change").
    from_service = models.ForeignKey(
        Service, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    moved_at = models.DateTimeField()
    moved_by = models.CharField(max_length=10, choices=By.choices)
    # How the customer reached the assistant that moved it (Appointment.Channel); blank otherwise.
    channel = models.CharField(max_length=10, blank=True)
    # Who of the shop's team moved it; kept (emptied) when they leave the team's sign-ins.
    member = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["moved_at", "pk"]

    def who_words(self) -> str:
        """ "the shop (Sam Ortiz)", "the customer, by text with the assistant"."""
        if self.member is not None:
            name = self.member.get_full_name() or self.member.get_username()
            return f"{self.get_moved_by_display()} ({name})"
        if self.moved_by == self.By.ASSISTANT and self.channel in CHANNEL_WORDS:
            return f"the customer, {CHANNEL_WORDS[self.channel]} with the assistant"
        return self.get_moved_by_display()
