from django.urls import path

from assistant import api

urlpatterns = [
    path("api/v1/shops/<slug:slug>/conversations/", api.conversations, name="api_conversations"),
    path(
        "api/v1/shops/<slug:slug>/conversations/<str:conversation_id>/messages/",
        api.messages,
        name="api_messages",
    ),
]
