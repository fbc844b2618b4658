"""Conversations on every channel, every message in them, and the texts we send out."""

from __future__ import annotations

import hashlib
import secrets

from django.db import models

from booking.models import Appointment, Shop


class Conversation(models.Model):
    class Channel(models.TextChoices):
        CHAT = "chat", "Website chat"
        PHONE = "phone", "Phone"
        SMS = "sms", "Text (SMS)"

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="conversations")
    channel = models.CharField(max_length=10, choices=Channel.choices)
    # As typed or as the carrier reported it; `verified_phone` is set only when the channel
    # proves it (the number an SMS came from or a call came from, or a one-time code).
    customer_phone = models.CharField(max_length=16, blank=True)
    verified_phone = models.CharField(max_length=16, blank=True)
    external_id = models.CharField(max_length=80, blank=True)  # Twilio CallSid, chat session
    state = models.JSONField(default=dict, blank=True)
    turns_without_progress = models.PositiveIntegerField(default=0)
    handed_off = models.BooleanField(default=False)
    # When someone at the shop marked it done; cleared when the customer asks the team again.
    called_back_at = models.DateTimeField(null=True, blank=True)
    # The visits it booked, so an appointment's page links back to what the customer said.
    appointments = models.ManyToManyField(Appointment, blank=True, related_name="conversations")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    access_token = models.CharField(max_length=64, default=secrets.token_urlsafe, editable=False)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["shop", "channel", "customer_phone"])]

    def __str__(self) -> str:
        return f"{self.get_channel_display()} conversation {self.pk} with {self.customer_phone or 'a visitor'}"

    @property
    def to_call_back(self) -> bool:
        return self.handed_off and self.called_back_at is None


class Message(models.Model):
    class Role(models.TextChoices):
        CUSTOMER = "customer"
        ASSISTANT = "assistant"

    class Source(models.TextChoices):
        MODEL = "model"  # the engine wrote it and it passed the grounding check
        TEMPLATE = "template"  # a template wrote it (no model, or the model's reply was rejected)
        CUSTOMER = "customer"

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="messages"
    )
    role = models.CharField(max_length=10, choices=Role.choices)
    text = models.TextField()
    source = models.CharField(max_length=10, choices=Source.choices)
    act = models.CharField(max_length=30, blank=True)
    # The guard replaced the model's reply with a template: counted for the fallback rate.
    model_rejected = models.BooleanField(default=False)
    # A customer message's id from its transport (a Twilio MessageSid, a client's message id),
    # so a message delivered twice is answered once.
    delivery_id = models.CharField(max_length=80, blank=True)
    first_text_ms = models.PositiveIntegerField(null=True, blank=True)
    full_reply_ms = models.PositiveIntegerField(null=True, blank=True)
    tokens = models.PositiveIntegerField(default=0)
    model_passes = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            models.UniqueConstraint(
                fields=["conversation", "delivery_id"],
                condition=~models.Q(delivery_id=""),
                name="one_message_per_delivery",
            )
        ]


class OutboundText(models.Model):
    """A text message we sent (or, with the console backend, would have sent)."""

    class Kind(models.TextChoices):
        CONFIRMATION = "confirmation", "Confirmation"
        CHANGE = "change", "Change"
        ONE_TIME_CODE = "one_time_code", "One-time code"
        MESSAGE_FOR_OWNER = "message_for_owner", "For the shop"
        REMINDER = "reminder", "Reminder"
        DIRECTIONS = "directions", "Directions"
        MISSED_CALL = "missed_call", "Missed call"

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="outbound_texts")
    # The visit a confirmation, change or reminder is about: its page lists them.
    appointment = models.ForeignKey(
        Appointment, null=True, blank=True, on_delete=models.SET_NULL, related_name="texts"
    )
    to = models.CharField(max_length=16)
    body = models.TextField()
    kind = models.CharField(max_length=20, choices=Kind.choices)
    backend = models.CharField(max_length=40)
    provider_id = models.CharField(max_length=80, blank=True)  # Twilio's MessageSid
    status = models.CharField(max_length=20, default="queued")
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]


class TypedNumberDay(models.Model):
    """A shop's day of texts to numbers nobody proved (typed into a chat, or said on a call
    beside the caller's own): counted as each text is decided, inside the turn's transaction,
    so chats opened together cannot all slip under the day's cap before the worker sends."""

    shop = models.ForeignKey(Shop, on_delete=models.CASCADE, related_name="typed_number_days")
    day = models.DateField()  # on the shop's clock
    sent = models.PositiveIntegerField(default=0)
    held_back = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-day"]
        constraints = [
            models.UniqueConstraint(fields=["shop", "day"], name="one_typed_number_day_a_shop")
        ]


class ApiKey(models.Model):
    """A key to the OpenAI-compatible engine API (`openai_api`). Only its SHA-256 is kept: the
    key itself is shown once, when it is made."""

    name = models.CharField(max_length=80)
    prefix = models.CharField(max_length=12)  # the key's start, to tell keys apart in a list
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"

    @staticmethod
    def digest_of(key: str) -> str:
        return hashlib.sha256(key.encode()).hexdigest()

    @classmethod
    def issue(cls, name: str) -> tuple[ApiKey, str]:
        key = "fd-" + secrets.token_urlsafe(32)
        return cls.objects.create(name=name, prefix=key[:10], digest=cls.digest_of(key)), key

    @classmethod
    def holder_of(cls, key: str) -> ApiKey | None:
        return cls.objects.filter(digest=cls.digest_of(key), revoked_at__isnull=True).first()
