from django.urls import path

from assistant import api, openai_api, twilio_hooks, widget

urlpatterns = [
    path("api/v1/shops/<slug:slug>/conversations/", api.conversations, name="api_conversations"),
    path(
        "api/v1/shops/<slug:slug>/conversations/<str:conversation_id>/messages/",
        api.messages,
        name="api_messages",
    ),
    path("widget/<slug:slug>.js", widget.script, name="widget_script"),
    path("widget/<slug:slug>/demo/", widget.demo, name="widget_demo"),
    path("v1/models", openai_api.models, name="openai_models"),
    path("v1/chat/completions", openai_api.chat_completions, name="openai_chat_completions"),
    path("twilio/sms", twilio_hooks.sms, name="twilio_sms"),
    path("twilio/voice", twilio_hooks.voice, name="twilio_voice"),
    path("twilio/voice/unanswered", twilio_hooks.voice_unanswered, name="twilio_voice_unanswered"),
    path("twilio/voice/ended", twilio_hooks.voice_ended, name="twilio_voice_ended"),
    path("twilio/texts/<slug:slug>/status", twilio_hooks.text_status, name="twilio_text_status"),
]
