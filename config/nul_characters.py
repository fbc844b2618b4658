"""Refuses a request whose form or query string holds a NUL character (U+0000).

No person types one, and PostgreSQL refuses to store text that holds one: let through, it would
fail the write it reached with a 500, halfway through whatever the view was doing. One check
here covers every form (the dashboard's, the sign-in, a visit's manage link) and every webhook;
the JSON APIs check the fields they read themselves.
"""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction, markcoroutinefunction
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, QueryDict

NUL = "\x00"
REFUSAL = "The form or the address holds a NUL character, which no field takes."


class RefusesNulCharacters:
    sync_capable = True
    async_capable = True

    def __init__(self, get_response) -> None:
        self.get_response = get_response
        self.is_async = iscoroutinefunction(get_response)
        if self.is_async:
            markcoroutinefunction(self)

    def __call__(self, request: HttpRequest):
        if self.is_async:
            return self._acall(request)
        return _refusal(request) or self.get_response(request)

    async def _acall(self, request: HttpRequest) -> HttpResponse:
        return _refusal(request) or await self.get_response(request)


def _refusal(request: HttpRequest) -> HttpResponse | None:
    if _holds_nul(request.GET) or _holds_nul(request.POST):
        return HttpResponseBadRequest(REFUSAL)
    return None


def _holds_nul(fields: QueryDict) -> bool:
    return any(
        NUL in key or any(NUL in value for value in values) for key, values in fields.lists()
    )
