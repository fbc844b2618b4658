"""WebSocket routes. The assistant's transports (chat, ConversationRelay) add theirs here."""

from django.urls import path

from assistant.chat import ChatConsumer
from assistant.voice_relay import VoiceRelayConsumer

websocket_urlpatterns: list = [
    path("ws/chat/<slug:slug>/", ChatConsumer.as_asgi()),
    path("ws/twilio/relay/<slug:slug>/", VoiceRelayConsumer.as_asgi()),
]
