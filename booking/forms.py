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

from django import forms
from django.core.validators import MaxValueValidator

from booking.models import (
    ANSWER_MAX_LENGTH,
    ANSWER_TOPICS,
    WEEKDAYS,
    OpeningHours,
    Service,
    Shop,
    validate_widget_origins,
)
from booking.phones import normalize_phone
from booking.profiles import MIDNIGHT, clock_text, overlaps, parse_clock

RANGE = re.compile(r"^\s*(.+?)\s*(?:[-\u2013]|\bto\b)\s*(.+?)\s*$")
# "7am", "5:30 pm", "12 p.m." as an owner in the US writes them.
TWELVE_HOUR = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$", re.IGNORECASE)


def comma_list(typed: str) -> list[str]:
    """ "brakes,  Brake job, brakes" -> ["brakes", "Brake job"]: each once, whatever its case."""
    words: list[str] = []
    for word in (" ".join(w.split()) for w in typed.split(",")):
        if word and word.lower() not in (w.lower() for w in words):
            words.append(word)
    return words


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

    def __init__(self, *args, shop: Shop, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shop = shop
        self.instance.shop = shop
        self.initial["aliases"] = ", ".join(self.instance.aliases or [])

    def clean_name(self) -> str:
        return " ".join(self.cleaned_data["name"].split())

    def clean_aliases(self) -> list[str]:
        return comma_list(self.cleaned_data["aliases"])

    def clean(self) -> dict:
        cleaned = super().clean()
        low, high = cleaned.get("price_min"), cleaned.get("price_max")
        if low is not None and high is not None and low > high:
            self.add_error("price_min", f"${low} is above the top of the range, ${high}.")
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
    """One line a weekday: "07:30-17:30" (or "7:30am-5:30pm"), "08:00-12:00, 13:00-17:00" for a
    lunch break, or empty for closed."""

    def __init__(self, *args, shop: Shop, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shop = shop
        current: dict[int, list[str]] = {day: [] for day in range(7)}
        for hours in shop.opening_hours.all():
            current[hours.weekday].append(
                f"{clock_text(hours.open)}-{clock_text(hours.close, closing=True)}"
            )
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
        return cleaned

    def save(self) -> None:
        """Replace the shop's weekly hours in one transaction (the caller's)."""
        self.shop.opening_hours.all().delete()
        OpeningHours.objects.bulk_create(
            OpeningHours(shop=self.shop, weekday=weekday, open=open_, close=close)
            for weekday, ranges in self.ranges.items()
            for open_, close in ranges
        )


def read_hours(day: str, text: str) -> tuple[list[tuple[time, time]], list[str]]:
    """The day's opening ranges written as "07:30-12:00, 13:00-17:30", in order, and what is
    wrong with them; `day` names it in those problems."""
    ranges: list[tuple[time, time]] = []
    problems: list[str] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = RANGE.match(part)
        if not match:
            problems.append(f'"{part}" is not a range like 07:30-17:30.')
            continue
        (open_, open_problem), (close, close_problem) = (
            _read_clock(match[1], closing=False),
            _read_clock(match[2], closing=True),
        )
        problems += [p for p in (open_problem, close_problem) if p]
        if open_ is None or close is None:
            continue
        if close != MIDNIGHT and close <= open_:
            problems.append(f"{part}: closes before it opens.")
            continue
        ranges.append((open_, close))
    problems += overlaps(day, ranges)
    return sorted(ranges), problems


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
        help_text="Words for them, separated by commas: motorcycle, RV. Customers who name one "
        "are told so and not booked.",
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
            "reminder_hours": "Text a reminder (hours before; 0 for none)",
            "text_new_bookings": "Text the shop's phone about each booking a customer makes",
            "average_repair_order": "Average repair order ($, for the revenue report)",
        }
        # "07:30", not the "07:30:00" a time field shows by default.
        widgets = {
            "dropoff_start": forms.TimeInput(format="%H:%M"),
            "dropoff_end": forms.TimeInput(format="%H:%M"),
        }

    # Beyond these a rule is a typo, and a horizon of years would make every search slow.
    LIMITS = {
        "slot_minutes": 240,
        "min_notice_minutes": 30 * 24 * 60,
        "horizon_days": 365,
        "buffer_before_minutes": 240,
        "buffer_after_minutes": 240,
        "hold_minutes": 60,
    }

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        for name, most in self.LIMITS.items():
            self.fields[name].validators.append(MaxValueValidator(most))
            self.fields[name].widget.attrs["max"] = most
        self.initial["declined_vehicles"] = ", ".join(self.instance.declined_vehicles or [])

    def clean_declined_vehicles(self) -> list[str]:
        words = comma_list(self.cleaned_data["declined_vehicles"])
        priced = {rule.vehicle_keyword.lower() for rule in self.instance.price_adjustments.all()}
        for word in words:
            if word.lower() in priced:
                raise forms.ValidationError(
                    f'"{word}" has a price rule: the shop works on it at another price.'
                )
        return words

    def clean_staff_phone(self) -> str:
        typed = self.cleaned_data["staff_phone"].strip()
        phone = normalize_phone(typed) if typed else ""
        if typed and not phone:
            raise forms.ValidationError(f'"{typed}" is not a phone number, like (303) 555-0142.')
        return phone


def _read_clock(text: str, *, closing: bool) -> tuple[time | None, str]:
    """ "07:30", "17:30", "24:00" at closing, or "7:30am", "5 pm"."""
    twelve = TWELVE_HOUR.match(text.strip())
    if not twelve:
        return parse_clock(text, closing=closing)
    hour, minute = int(twelve[1]), int(twelve[2] or 0)
    if not (1 <= hour <= 12 and minute <= 59):
        return None, f'"{text}" is not a time like 7:30am'
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
        "any page: https://ridgelineauto.com. List https://www.ridgelineauto.com too if the site "
        "answers there as well. Leave it empty and the chat shows on no website.",
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
        for typed in re.split(r"[\s,]+", self.cleaned_data["widget_origins"]):
            # Browsers send the origin in lowercase and without a slash after the host.
            origin = typed.lower().removesuffix("/")
            if origin and origin not in origins:
                origins.append(origin)
        validate_widget_origins(origins)
        return origins


class TwilioForm(forms.ModelForm):
    """The shop's own Twilio number and account, which calls and texts to it come through. The
    auth token is written, never shown back: left empty, the one saved stays."""

    twilio_number = forms.CharField(
        required=False,
        label="The shop's Twilio number",
        help_text="The number customers call and text, as bought in Twilio (written as you like: "
        "(303) 555-0100 or +13035550100). Empty: no calls or texts come through Frontdesk.",
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
