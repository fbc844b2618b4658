"""Whether a Twilio account holds a phone number, asked of Twilio itself.

Calls and texts to a shop's Twilio number come to the shop that has it, so a shop may only
connect a number its own Twilio account holds: otherwise anyone signed up could take another
business's number, and that business's calls and texts would be lost here. Twilio's API says
which numbers an account holds (its IncomingPhoneNumbers), once the Account SID and Auth Token
are right. The dashboard's Twilio form asks it; the host's own `import_shop` and the admin,
which only operators run, set what they are given.

Twilio's servers are the edge of the system: tests set `http_client` to one that answers as
Twilio does.
"""

from __future__ import annotations

from twilio.base.exceptions import TwilioException, TwilioRestException
from twilio.http import HttpClient
from twilio.http.http_client import TwilioHttpClient
from twilio.rest import Client

# How long the owner's page waits for Twilio before saying it could not be reached.
TIMEOUT_SECONDS = 10
# Numbers Twilio lists for one search: it matches partial numbers too, so the exact one is
# looked for among a few.
PAGE_SIZE = 20
# None: a real connection to api.twilio.com.
http_client: HttpClient | None = None


class NumberNotConfirmed(Exception):
    """Twilio did not confirm that the account holds the number."""


class NotInAccount(NumberNotConfirmed):
    """The account's numbers do not include it."""


class WrongCredentials(NumberNotConfirmed):
    """Twilio refused the Account SID and Auth Token (HTTP 401)."""


class TwilioUnavailable(NumberNotConfirmed):
    """Twilio could not be reached, or did not answer the question (`status`: its HTTP status,
    None when no answer came)."""

    def __init__(self, status: int | None = None):
        super().__init__(status)
        self.status = status


def confirm_number(account_sid: str, auth_token: str, number: str) -> None:
    """Return when the Twilio account holds `number` (E.164); raise NotInAccount,
    WrongCredentials or TwilioUnavailable otherwise."""
    client = Client(
        account_sid,
        auth_token,
        http_client=http_client or TwilioHttpClient(timeout=TIMEOUT_SECONDS),
    )
    try:
        held = client.incoming_phone_numbers.list(phone_number=number, limit=PAGE_SIZE)
    except TwilioException as error:
        status = _status(error)
        if status == 401:
            raise WrongCredentials from None
        raise TwilioUnavailable(status) from None
    except (OSError, ValueError):
        # OSError: requests' ConnectionError and Timeout (a refused, dropped or slow connection);
        # ValueError: an answer that is not Twilio's JSON (a proxy's page).
        raise TwilioUnavailable from None
    if not any(record.phone_number == number for record in held):
        raise NotInAccount


def _status(error: TwilioException) -> int | None:
    """The HTTP status Twilio answered with: a list request refused comes back as a plain
    TwilioException("Unable to fetch page", response), other requests as TwilioRestException."""
    if isinstance(error, TwilioRestException):
        return error.status
    response = error.args[1] if len(error.args) > 1 else None
    return getattr(response, "status_code", None)
