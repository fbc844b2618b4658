"""WebSocket routes. The assistant's transports (chat, ConversationRelay) add theirs here."""

websocket_urlpatterns: list = []
