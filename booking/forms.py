"""The owner's forms: a service's name, price range and time, the weekly opening hours, the
booking rules, the answers to common questions, the websites that may show the chat and the
shop's Twilio number.

They check what a shop profile file checks (booking/profiles.py), so a shop set up from the
dashboard and one imported from a file obey the same rules.
"""

from __future__ import annotations

import re
from calendar import day_name
from datetime import time
from decimal import Decimal

from django import forms
from django.core.validators import MaxValueValidator, MinValueValidator

from booking.clock import clock_words, hours_words
from booking.models import (
    ANSWER_MAX_LENGTH,
    ANSWER_TOPICS,
    WEEKDAYS,
    OpeningHours,
    Service,
    Shop,
    validate_widget_origins,
)
from booking.money import dollars
from booking.phones import normalize_phone, phone_words
from booking.profiles import (
    BOOKING_MAXIMUMS,
    LARGEST_AMOUNT,
    MIDNIGHT,
    ONE_NUMBER_FOR_BOTH,
    overlaps,
    parse_clock,
)
from booking.shop_checks import dropoff_window_meets_the_hours, web_origin, why_no_day_fits
from booking.twilio_account import (
    NotInAccount,
    TwilioUnavailable,
    WrongCredentials,
    confirm_number,
)

# Any dash: the en dash the dashboard writes, the em dash a phone's keyboard or a copied web
# page puts in, a minus sign.
RANGE = re.compile(r"^\s*(.+?)\s*(?:[-\u2012\u2013\u2014\u2212]|\bto\b)\s*(.+?)\s*$")
# "7am", "5:30 pm", "12 p.m." as an owner in the US writes them.
TWELVE_HOUR = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$", re.IGNORECASE)
# "8", "0800", "1730": an hour alone, or hours and minutes run together as on a 24-hour clock.
DIGITS_ONLY = re.compile(r"^(\d{1,2})(\d{2})?$")
NAMED_TIMES = {"noon": time(12), "midnight": MIDNIGHT}
# A closing time that reads as the afternoon when the morning would close before opening:
# the "5" of "8-5" or the "5:30" of "8:30-5:30" (no am/pm, no leading zero, 1 to 11).
AFTERNOON_IF_NEEDED = re.compile(r"^(?:[1-9]|1[01])(?::\d{2})?$")
# An opening hour alone from 1 to 5 ("1-5") is as likely the afternoon as the night.
AMBIGUOUS_OPENING = re.compile(r"^[1-5]$")

# Beyond five days a job's time is a typo, whatever the shop's hours.
LONGEST_SERVICE_MINUTES = 5 * 24 * 60
# Words every customer's car answers to: declining one would turn every customer away.
GENERIC_VEHICLE_WORDS = frozenset(
    {"car", "truck", "vehicle", "suv", "van", "pickup", "pick-up", "auto", "automobile"}
)


# What the hours form reads, shown when it cannot read something.
RANGE_EXAMPLE = hours_words(time(7, 30), time(17, 30))
TIME_EXAMPLE = clock_words(time(7, 30))


def comma_list(typed: str) -> list[str]:
    """ "brakes,  Brake job, brakes" -> ["brakes", "Brake job"]: each once, whatever its case."""
    words: list[str] = []
    for word in (" ".join(w.split()) for w in typed.split(",")):
        if word and word.lower() not in (w.lower() for w in words):
            words.append(word)
    return words


def amount_too_large(amount: Decimal) -> str:
    """Why `amount` is refused, or "" when it is not too large."""
    return f"${amount:,} is more than any repair order." if amount > LARGEST_AMOUNT else ""


def least_as_the_model_takes(form: forms.ModelForm) -> None:
    """Give each number input the least its model field takes ("every 5 minutes" at least), so
    the browser refuses less at once instead of the page coming back refused."""
    for name, field in form.fields.items():
        if not isinstance(field.widget, forms.NumberInput):
            continue
        validators = form._meta.model._meta.get_field(name).validators
        least = [v.limit_value for v in validators if isinstance(v, MinValueValidator)]
        if least:
            field.widget.attrs["min"] = max(least)


class DollarsField(forms.DecimalField):
    """An amount as an owner types it: "$129.50", "1,200", "$1,200.00"."""

    # A number input would refuse "$129.50" in the browser before the owner could send it.
    widget = forms.TextInput(attrs={"inputmode": "decimal"})

    def to_python(self, value: object) -> Decimal | None:
        if value in self.empty_values:
            return None
        if isinstance(value, Decimal):
            return value
        try:
            amount = dollars(str(value))
        except ValueError as problem:
            raise forms.ValidationError(str(problem), code="invalid") from None
        # Said here, before Django's "no more than 9 digits in total" would be.
        if problem := amount_too_large(amount):
            raise forms.ValidationError(problem, code="max_value")
        return amount


class ServiceForm(forms.ModelForm):
    aliases = forms.CharField(
        required=False,
        label="Customers may say",
        help_text="Other words customers use for it, separated by commas: brakes, brake job.",
    )
    kind = forms.ChoiceField(
        choices=[
            (Service.Kind.WAITER, "The customer waits: it takes a bay for its time"),
            (Service.Kind.DROPOFF, "Drop-off: the car is left in the morning window"),
        ]
    )

    class Meta:
        model = Service
        fields = [
            "name",
            "description",
            "kind",
            "duration_minutes",
            "price_min",
            "price_max",
            "aliases",
            "active",
        ]
        labels = {
            "duration_minutes": "Time it takes (minutes)",
            "price_min": "Price from ($)",
            "price_max": "Price up to ($)",
            "active": "Offered (customers can book it)",
        }
        widgets = {"description": forms.Textarea(attrs={"rows": 3})}
        field_classes = {"price_min": DollarsField, "price_max": DollarsField}

    def __init__(self, *args, shop: Shop, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shop = shop
        self.instance.shop = shop
        self.initial["aliases"] = ", ".join(self.instance.aliases or [])
        duration = self.fields["duration_minutes"]
        duration.validators.append(
            MaxValueValidator(
                LONGEST_SERVICE_MINUTES,
                f"A job takes at most {LONGEST_SERVICE_MINUTES} minutes (5 days) here.",
            )
        )
        duration.widget.attrs["max"] = LONGEST_SERVICE_MINUTES
        least_as_the_model_takes(self)

    def clean_name(self) -> str:
        return " ".join(self.cleaned_data["name"].split())

    def clean_aliases(self) -> list[str]:
        return comma_list(self.cleaned_data["aliases"])

    def clean(self) -> dict:
        cleaned = super().clean()
        low, high = cleaned.get("price_min"), cleaned.get("price_max")
        if low is not None and high is not None and low > high:
            self.add_error("price_min", f"${low} is above the top of the range, ${high}.")
        minutes, kind = cleaned.get("duration_minutes"), cleaned.get("kind")
        if minutes and kind:
            dropoff = kind == Service.Kind.DROPOFF
            if problem := why_no_day_fits(self.shop, minutes, dropoff=dropoff):
                self.add_error("duration_minutes", problem)
        self._check_words_lead_to_one_service(cleaned)
        return cleaned

    def _check_words_lead_to_one_service(self, cleaned: dict) -> None:
        """Every name and alias must lead to one service, or "brakes" would book the wrong
        job; a service no longer offered keeps its words, as it can be offered again."""
        others = self.shop.services.exclude(pk=self.instance.pk)
        taken = {
            word.lower(): other.name
            for other in others
            for word in (other.name, *(other.aliases or []))
        }
        name = cleaned.get("name")
        if name and name.lower() in taken:
            self.add_error("name", f'"{name}" already names {taken[name.lower()]}.')
        for alias in cleaned.get("aliases") or []:
            if alias.lower() in taken:
                self.add_error("aliases", f'"{alias}" already names {taken[alias.lower()]}.')
            elif name and alias.lower() == name.lower():
                self.add_error("aliases", f'"{alias}" is the service\'s own name.')


class WeeklyHoursForm(forms.Form):
    """One line a weekday: "7:30am-5:30pm" (or "07:30-17:30"), "8am-noon, 1pm-5pm" for a lunch
    break, or empty for closed. The hours saved are shown as the dashboard writes them, which
    the form reads back as they were."""

    def __init__(self, *args, shop: Shop, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shop = shop
        current: dict[int, list[str]] = {day: [] for day in range(7)}
        for hours in shop.opening_hours.all():
            current[hours.weekday].append(hours_words(hours.open, hours.close))
        for weekday, name in enumerate(WEEKDAYS):
            self.fields[name] = forms.CharField(
                required=False,
                label=day_name[weekday],
                initial=", ".join(current[weekday]),
                max_length=200,
            )

    def clean(self) -> dict:
        cleaned = super().clean()
        self.ranges: dict[int, list[tuple[time, time]]] = {}
        for weekday, name in enumerate(WEEKDAYS):
            text = cleaned.get(name)
            if text is None:
                continue
            ranges, problems = read_hours(day_name[weekday], text)
            for problem in problems:
                self.add_error(name, problem)
            self.ranges[weekday] = ranges
        if not self.errors and not any(self.ranges.values()):
            raise forms.ValidationError(
                "Every day is empty: customers could book no time at all. "
                "To close on particular days, close those days instead."
            )
        if not self.errors:
            self._check_each_service_still_fits()
        return cleaned

    def _check_each_service_still_fits(self) -> None:
        """Hours on which no day could book a service offered are refused, as the service form
        refuses a service no day could book: customers would be told it has no time, ever."""
        for service in self.shop.services.filter(active=True).order_by("name"):
            problem = why_no_day_fits(
                self.shop,
                service.duration_minutes,
                dropoff=service.kind == Service.Kind.DROPOFF,
                weekly_hours=self.ranges,
            )
            if problem:
                self.add_error(
                    None, f"With these hours {service.name} could not be booked. {problem}"
                )

    def save(self) -> None:
        """Replace the shop's weekly hours in one transaction (the caller's)."""
        self.shop.opening_hours.all().delete()
        OpeningHours.objects.bulk_create(
            OpeningHours(shop=self.shop, weekday=weekday, open=open_, close=close)
            for weekday, ranges in self.ranges.items()
            for open_, close in ranges
        )


def read_hours(day: str, text: str) -> tuple[list[tuple[time, time]], list[str]]:
    """The day's opening ranges written as "07:30-12:00, 13:00-17:30" (or "8-5", "8am-noon",
    "0800-1700", "8 to 5"), in order, and what is wrong with them; `day` names it in those
    problems."""
    ranges: list[tuple[time, time]] = []
    problems: list[str] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = RANGE.match(part)
        if not match:
            problems.append(f'"{part}" is not a range like {RANGE_EXAMPLE}.')
            continue
        if AMBIGUOUS_OPENING.match(match[1]):
            hour = match[1]
            morning, afternoon = clock_words(time(int(hour))), clock_words(time(int(hour) + 12))
            problems.append(
                f'"{part}": "{hour}" could be {morning} or {afternoon}: write {hour}am or {hour}pm.'
            )
            continue
        (open_, open_problem), (close, close_problem) = (
            _read_clock(match[1], closing=False),
            _read_clock(match[2], closing=True),
        )
        problems += [p for p in (open_problem, close_problem) if p]
        if open_ is None or close is None:
            continue
        close = _afternoon_if_needed(open_, close, match[2])
        if close == open_ != MIDNIGHT:
            problems.append(f'"{part}" closes at {clock_words(close)}, the time it opens.')
            continue
        if close != MIDNIGHT and close < open_:
            problems.append(
                f'"{part}" closes at {clock_words(close, closing=True)}, before it opens at '
                f"{clock_words(open_)}."
            )
            continue
        ranges.append((open_, close))
    problems += [f"{problem}." for problem in overlaps(day, ranges, clock=clock_words)]
    return sorted(ranges), problems


def _afternoon_if_needed(open_: time, close: time, typed: str) -> time:
    """The close of "8-5" is 5 PM: a closing hour without am/pm that would come before the
    opening on the morning's clock means the afternoon."""
    if close == MIDNIGHT or close > open_ or not AFTERNOON_IF_NEEDED.match(typed):
        return close
    afternoon = time(close.hour + 12, close.minute)
    return afternoon if afternoon > open_ else close


class ClockInput(forms.TextInput):
    """A time of day shown as the dashboard writes it, "7:30 AM"; what the owner typed is
    shown back as typed."""

    def format_value(self, value: object) -> str | None:
        if isinstance(value, time):
            return clock_words(value)
        return super().format_value(value)


class ClockField(forms.TimeField):
    """A time of day read as the hours form reads it: "07:30", "9am", "9:30 am", "noon"."""

    widget = ClockInput

    def to_python(self, value: object) -> time | None:
        if value in self.empty_values or isinstance(value, time):
            return super().to_python(value)
        clock, problem = _read_clock(str(value), closing=False)
        if clock is None:
            raise forms.ValidationError(problem, code="invalid")
        return clock


MINUTES_A_DAY = 24 * 60


class BookingRulesForm(forms.ModelForm):
    """The rules slot search and reminders follow, and the numbers the owner's report uses."""

    staff_phone = forms.CharField(
        required=False,
        label="The shop's phone for customers",
        help_text="Customers are given it when they need a person: (303) 555-0142.",
    )
    declined_vehicles = forms.CharField(
        required=False,
        label="Vehicles the shop does not work on",
        help_text="Words for them, separated by commas: motorcycle, RV, semi truck. Customers "
        "who name one are told so and not booked.",
    )

    class Meta:
        model = Shop
        fields = [
            "address",
            "staff_phone",
            "slot_minutes",
            "min_notice_minutes",
            "horizon_days",
            "buffer_before_minutes",
            "buffer_after_minutes",
            "dropoff_start",
            "dropoff_end",
            "hold_minutes",
            "reminder_hours",
            "text_new_bookings",
            "declined_vehicles",
            "average_repair_order",
        ]
        labels = {
            "slot_minutes": "Offer a start time every (minutes)",
            "min_notice_minutes": "Book no sooner than (minutes from now)",
            "horizon_days": "Book up to (days ahead)",
            "buffer_before_minutes": "Free time before each job (minutes)",
            "buffer_after_minutes": "Free time after each job (minutes)",
            "dropoff_start": "Drop-offs from",
            "dropoff_end": "Drop-offs until",
            "hold_minutes": "Hold a time while the customer confirms (minutes)",
            "reminder_hours": "Text a reminder (hours before, never 9 PM to 8 AM; 0 for none)",
            "text_new_bookings": "Text the shop's phone about each booking a customer makes",
            "average_repair_order": "Average repair order ($, for the revenue report)",
        }
        help_texts = {
            "text_new_bookings": "To the shop's phone for customers above: none without it.",
            "dropoff_start": f"A time like {clock_words(time(7, 30))} (or 7:30am).",
            "dropoff_end": f"A time like {clock_words(time(9))} (or 9am).",
        }
        field_classes = {
            "dropoff_start": ClockField,
            "dropoff_end": ClockField,
            "average_repair_order": DollarsField,
        }

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        for name, most in BOOKING_MAXIMUMS.items():
            self.fields[name].validators.append(MaxValueValidator(most))
            self.fields[name].widget.attrs["max"] = most
        least_as_the_model_takes(self)
        self.initial["declined_vehicles"] = ", ".join(self.instance.declined_vehicles or [])

    def clean_declined_vehicles(self) -> list[str]:
        words = comma_list(self.cleaned_data["declined_vehicles"])
        priced = {rule.vehicle_keyword.lower() for rule in self.instance.price_adjustments.all()}
        for word in words:
            if word.lower() in priced:
                raise forms.ValidationError(
                    f'"{word}" has a price rule: the shop works on it at another price.'
                )
            # The assistant declines any customer whose words name the word (Shop.declines),
            # and every customer's car is a car: "car" would turn them all away.
            if re.sub(r"'?s$", "", word.lower()) in GENERIC_VEHICLE_WORDS:
                raise forms.ValidationError(
                    f'"{word}" would turn away every customer; name the kind, like "semi truck" '
                    'or "motorcycle".'
                )
        return words

    def clean(self) -> dict:
        cleaned = super().clean()
        start, end = cleaned.get("dropoff_start"), cleaned.get("dropoff_end")
        # A window that ends before it starts is the model's to refuse (Shop.clean).
        if start is not None and end is not None and start < end:
            if not dropoff_window_meets_the_hours(self.instance, start, end):
                self.add_error(
                    "dropoff_start",
                    f"Drop-offs {clock_words(start)}-{clock_words(end)} fall outside the opening "
                    "hours on every day, so no drop-off job could be booked: pick times when the "
                    "shop is open.",
                )
        notice, horizon = cleaned.get("min_notice_minutes"), cleaned.get("horizon_days")
        # Customers book to the end of the day `horizon` days from today: less than a day
        # beyond `horizon` days from now.
        if notice is not None and horizon and notice >= (horizon + 1) * MINUTES_A_DAY:
            self.add_error(
                "min_notice_minutes",
                f"Customers could book no time at all: {notice} minutes of notice reach past the "
                f"last day they may book, {horizon} day{'s' if horizon > 1 else ''} ahead.",
            )
        return cleaned

    def clean_staff_phone(self) -> str:
        typed = self.cleaned_data["staff_phone"].strip()
        phone = normalize_phone(typed) if typed else ""
        if typed and not phone:
            raise forms.ValidationError(f'"{typed}" is not a phone number, like (303) 555-0142.')
        if phone and phone == self.instance.twilio_number:
            raise forms.ValidationError(f"{phone_words(phone)} {ONE_NUMBER_FOR_BOTH}.")
        return phone


def _read_clock(text: str, *, closing: bool) -> tuple[time | None, str]:
    """ "07:30", "17:30", "24:00" at closing, "7:30am", "5 pm", "noon", "8" or "0800"."""
    typed = text.strip()
    if typed.lower() in NAMED_TIMES:
        return NAMED_TIMES[typed.lower()], ""
    # The profile file's reading of "HH:MM" says so in its own terms: the owner is told the
    # time as the dashboard writes it.
    unreadable = f'"{typed}" is not a time like {TIME_EXAMPLE}.'
    if digits := DIGITS_ONLY.match(typed):
        clock, problem = parse_clock(f"{digits[1]}:{digits[2] or '00'}", closing=closing)
        return clock, unreadable if problem else ""
    twelve = TWELVE_HOUR.match(typed)
    if not twelve:
        clock, problem = parse_clock(typed, closing=closing)
        return clock, unreadable if problem else ""
    hour, minute = int(twelve[1]), int(twelve[2] or 0)
    if not (1 <= hour <= 12 and minute <= 59):
        return None, unreadable
    hour = hour % 12 + (12 if twelve[3].lower() == "p" else 0)
    return time(hour, minute), ""


class ShopAnswersForm(forms.Form):
    """The owner's answers to what customers ask that only the shop knows (payment, warranty,
    rides...): the assistant gives these words when asked; a topic left empty is passed on."""

    def __init__(self, *args, shop: Shop, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shop = shop
        for topic, label in ANSWER_TOPICS.items():
            self.fields[topic] = forms.CharField(
                label=label,
                required=False,
                max_length=ANSWER_MAX_LENGTH,
                initial=shop.answer(topic),
                widget=forms.Textarea(attrs={"rows": 2}),
            )

    def save(self) -> None:
        # The fields strip what is typed; an empty one is no answer.
        self.shop.answers = {
            topic: text for topic in ANSWER_TOPICS if (text := self.cleaned_data[topic])
        }
        self.shop.save(update_fields=["answers"])


class WidgetOriginsForm(forms.ModelForm):
    """The websites that may show the shop's chat, as browsers name them (their origins): the
    widget key sits in the page for anyone to copy, so this list is what keeps the chat on the
    shop's own pages."""

    widget_origins = forms.CharField(
        required=False,
        label="Websites that may show the chat",
        help_text="One a line, or separated by commas, as the address bar shows the site without "
        "any page: https://yourshop.com (or just yourshop.com). List https://www.yourshop.com "
        "too if the site answers there as well. Leave it empty and the chat shows on no website.",
        widget=forms.Textarea(attrs={"rows": 4}),
    )

    class Meta:
        model = Shop
        fields = ["widget_origins"]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.initial["widget_origins"] = "\n".join(self.instance.widget_origins or [])

    def clean_widget_origins(self) -> list[str]:
        origins: list[str] = []
        for typed in filter(None, re.split(r"[\s,]+", self.cleaned_data["widget_origins"])):
            origin = web_origin(typed)
            if origin not in origins:
                origins.append(origin)
        validate_widget_origins(origins)
        return origins


class TwilioForm(forms.ModelForm):
    """The shop's own Twilio number and account, which calls and texts to it come through. The
    auth token is written, never shown back: left empty, the one saved stays.

    A number is saved only with its account's SID and token, and only once Twilio itself says
    the account has it (booking/twilio_account.py): another business's number, typed from its
    sign, would otherwise take its calls and texts. Twilio unreachable: nothing is saved."""

    twilio_number = forms.CharField(
        required=False,
        label="The shop's Twilio number",
        help_text="The number customers call and text, as bought in the Twilio account below "
        "(written as you like: (303) 555-0100 or +13035550100); Frontdesk checks with Twilio that "
        "the account has it. Empty: no calls or texts come through Frontdesk.",
        # Django's own words would tell the owner that another shop has the number.
        error_messages={
            "unique": "This number is already connected to a shop on Frontdesk. If it is "
            "yours, contact support."
        },
    )
    twilio_auth_token = forms.CharField(
        required=False,
        label="Auth Token",
        help_text="From the Twilio console. It signs every call and text Twilio sends here. "
        "Leave empty to keep the one saved.",
        widget=forms.PasswordInput(render_value=False, attrs={"autocomplete": "off"}),
    )

    class Meta:
        model = Shop
        fields = ["twilio_number", "twilio_account_sid", "twilio_auth_token"]
        labels = {"twilio_account_sid": "Account SID"}
        help_texts = {"twilio_account_sid": "From the Twilio console: AC and 32 letters or digits."}

    def clean_twilio_number(self) -> str | None:
        typed = self.cleaned_data["twilio_number"].strip()
        number = normalize_phone(typed) if typed else ""
        if typed and not number:
            raise forms.ValidationError(f'"{typed}" is not a phone number, like (303) 555-0100.')
        if number and number == self.instance.staff_phone:
            raise forms.ValidationError(
                f"{phone_words(number)} is the shop's phone for customers (on Booking rules), "
                "which customers who need a person are given: Frontdesk answers the Twilio "
                "number, so it must be another one."
            )
        return number or None

    def clean_twilio_account_sid(self) -> str:
        sid = self.cleaned_data["twilio_account_sid"].strip()
        if sid and not re.fullmatch(r"AC[0-9a-fA-F]{32}", sid):
            raise forms.ValidationError("An Account SID is AC and 32 letters or digits.")
        return sid

    def clean_twilio_auth_token(self) -> str:
        token = self.cleaned_data["twilio_auth_token"].strip()
        if token and not re.fullmatch(r"[0-9a-fA-F]{32}", token):
            raise forms.ValidationError("An Auth Token is 32 letters or digits.")
        return token or self.instance.twilio_auth_token

    def clean(self) -> dict:
        cleaned = super().clean()
        number = cleaned.get("twilio_number")
        if not number:
            return cleaned
        if not cleaned.get("twilio_account_sid") and "twilio_account_sid" not in self.errors:
            self.add_error(
                "twilio_account_sid",
                "Give the Account SID of the Twilio account that has the number: Frontdesk "
                "checks with Twilio that the number is in it.",
            )
        if not cleaned.get("twilio_auth_token") and "twilio_auth_token" not in self.errors:
            self.add_error(
                "twilio_auth_token",
                "Give the account's Auth Token: calls and texts from Twilio are checked with it.",
            )
        if self.errors:
            return cleaned
        if Shop.objects.filter(twilio_number=number).exclude(pk=self.instance.pk).exists():
            return cleaned  # refused as another shop's below (the unique check); Twilio not asked
        self._confirm_with_twilio(
            number, cleaned["twilio_account_sid"], cleaned["twilio_auth_token"]
        )
        return cleaned

    def _confirm_with_twilio(self, number: str, sid: str, token: str) -> None:
        try:
            confirm_number(sid, token, number)
        except NotInAccount:
            self.add_error(
                "twilio_number",
                "This number is not one of the numbers in that Twilio account. Connect a "
                "number the account has (Twilio console: Phone Numbers, Active numbers), with "
                "that account's SID and token.",
            )
        except WrongCredentials:
            typed = self.data.get(self.add_prefix("twilio_auth_token"), "").strip()
            self.add_error(
                "twilio_auth_token",
                "Twilio did not accept this Account SID and Auth Token: copy both again from "
                "the Twilio console (Account Info)."
                if typed
                else "Twilio did not accept this Account SID with the Auth Token saved: type "
                "the account's Auth Token too.",
            )
        except TwilioUnavailable as error:
            said = (
                f"Twilio did not answer whether the number is in the account (HTTP {error.status})"
                if error.status
                else "Twilio could not be reached to confirm that the number is in the account"
            )
            self.add_error(None, f"{said}, so nothing was saved. Try again in a minute.")
