"""HTTP and WebSocket entry point: Daphne (or any ASGI server) serves this."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_asgi_app = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from django.conf import settings  # noqa: E402

from config.routing import websocket_urlpatterns  # noqa: E402

if settings.DEBUG:
    # The demo serves its own static files; production puts them behind the proxy.
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler

    django_asgi_app = ASGIStaticFilesHandler(django_asgi_app)

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        # No global origin check: each consumer checks the origins its shop allows.
        "websocket": URLRouter(websocket_urlpatterns),
    }
)
