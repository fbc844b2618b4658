"""The website chat as a shop's visitors meet it: the one-line embed, the script it loads, the
WebSocket the script talks over, and the JSON API it falls back to, each open to the shop's own
websites only."""

from __future__ import annotations

import json
import re
import uuid
from datetime import timedelta
from urllib.parse import urlsplit

import pytest
from asgiref.sync import async_to_sync
from channels.testing import WebsocketCommunicator
from django.core.cache import cache
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from assistant.models import Conversation, Message
from booking.models import Appointment
from config.asgi import application
from tests.factories import make_service, make_shop, make_user

# The consumer reaches the database from other threads, which see only committed rows.
pytestmark = pytest.mark.django_db(transaction=True)

SITE = "https://ridgelineauto.com"
ELSEWHERE = "https://copycat.example"
SECONDS = 10  # a turn on a busy test machine; a reply normally comes in milliseconds


@pytest.fixture(autouse=True)
def fresh_rate_limits():
    cache.clear()


@pytest.fixture
def shop():
    shop = make_shop(slug="ridgeline", widget_origins=[SITE])
    make_service(shop, "Oil change", aliases=["oil"])
    return shop


class Visitor:
    """A page on a website, talking to the shop's chat socket."""

    def __init__(self, path: str, key: str, origin: str | None = SITE) -> None:
        headers = [(b"origin", origin.encode())] if origin else []
        self.socket = WebsocketCommunicator(application, f"{path}?key={key}", headers=headers)

    @classmethod
    def of(cls, shop, **kwargs) -> Visitor:
        kwargs.setdefault("key", shop.widget_key)
        return cls(f"/ws/chat/{shop.slug}/", **kwargs)

    async def connect(self) -> bool:
        connected, _ = await self.socket.connect(timeout=SECONDS)
        return connected

    async def send(self, frame) -> dict:
        await self.socket.send_to(text_data=frame if isinstance(frame, str) else json.dumps(frame))
        return await self.socket.receive_json_from(timeout=SECONDS)

    async def start(self, conversation: str | None = None) -> dict:
        frame = {"type": "start"} | ({"conversation": conversation} if conversation else {})
        return await self.send(frame)

    async def say(self, text: str, message_id: str = "") -> tuple[list[str], dict]:
        """The pieces streamed while the reply was written, and the reply frame."""
        frame = {"type": "message", "text": text, "id": message_id or str(uuid.uuid4())}
        await self.socket.send_json_to(frame)
        deltas = []
        while (frame := await self.socket.receive_json_from(timeout=SECONDS))["type"] == "delta":
            deltas.append(frame["text"])
        return deltas, frame

    async def leave(self) -> None:
        await self.socket.disconnect()


def run(talk, *args):
    return async_to_sync(talk)(*args)


# Over the WebSocket ------------------------------------------------------------------------


def test_a_whole_booking_over_the_socket(shop):
    async def book():
        visitor = Visitor.of(shop)
        assert await visitor.connect()
        started = await visitor.start()
        turns = [await visitor.say("oil change on the first day you have")]
        offered = turns[0][1]["choices"]
        for text in (offered[1], "Dana Reyes", "303 555 0142", "yes"):
            turns.append(await visitor.say(text))
        await visitor.leave()
        return started, offered, turns

    started, offered, turns = run(book)

    assert started["type"] == "started" and "Ridgeline" in started["reply"]
    assert started["messages"] == [{"role": "assistant", "text": started["reply"]}]
    assert len(offered) == 3
    for deltas, reply in turns:
        assert reply["type"] == "reply"
        assert deltas and "".join(deltas) == reply["text"]
    assert [reply["appointment"] for _, reply in turns[:-1]] == [None] * 4
    appointment = Appointment.objects.get()
    booked = turns[-1][1]["appointment"]
    assert booked["service"] == "Oil change" and booked["status"] == "confirmed"
    assert booked["start"] == appointment.local_start().isoformat()
    assert appointment.customer.name == "Dana Reyes"
    assert Conversation.objects.get().access_token == started["conversation"]


def test_a_reload_goes_on_with_the_same_conversation(shop):
    async def reload():
        first = Visitor.of(shop)
        await first.connect()
        token = (await first.start())["conversation"]
        _, answer = await first.say("what are your hours?")
        await first.leave()
        second = Visitor.of(shop)
        await second.connect()
        resumed = await second.start(token)
        _, later = await second.say("oil change")
        await second.leave()
        return token, answer, resumed, later

    token, answer, resumed, later = run(reload)

    assert resumed["conversation"] == token and resumed["resumed"] is True
    assert [m["role"] for m in resumed["messages"]] == ["assistant", "customer", "assistant"]
    assert resumed["messages"][1:] == [
        {"role": "customer", "text": "what are your hours?"},
        {"role": "assistant", "text": answer["text"]},
    ]
    assert later["type"] == "reply"
    assert Conversation.objects.count() == 1
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 2


def test_an_unknown_another_shops_or_old_conversation_starts_a_new_one(shop):
    rival = make_shop(slug="rival", widget_origins=[SITE])
    theirs = Conversation.objects.create(shop=rival, channel=Conversation.Channel.CHAT)
    stale = Conversation.objects.create(shop=shop, channel=Conversation.Channel.CHAT)
    Conversation.objects.filter(pk=stale.pk).update(updated_at=timezone.now() - timedelta(days=3))

    async def start_with(tokens):
        visitor = Visitor.of(shop)
        await visitor.connect()
        frames = [await visitor.start(token) for token in tokens]
        await visitor.leave()
        return frames

    frames = run(start_with, ["not-a-conversation", theirs.access_token, stale.access_token])

    assert [frame["resumed"] for frame in frames] == [False, False, False]
    assert all("Ridgeline" in frame["reply"] for frame in frames)
    assert len({frame["conversation"] for frame in frames}) == 3
    assert theirs.access_token not in {frame["conversation"] for frame in frames}


@pytest.mark.parametrize(
    "who",
    ["wrong key", "no key", "another website", "no origin", "unknown shop", "shop without sites"],
)
def test_the_socket_is_refused(shop, who):
    if who == "shop without sites":
        shop.widget_origins = []
        shop.save()
    visitor = {
        "wrong key": lambda: Visitor.of(shop, key="wk_wrong"),
        "no key": lambda: Visitor.of(shop, key=""),
        "another website": lambda: Visitor.of(shop, origin=ELSEWHERE),
        "no origin": lambda: Visitor.of(shop, origin=None),
        "unknown shop": lambda: Visitor("/ws/chat/nowhere/", key=shop.widget_key),
        "shop without sites": lambda: Visitor.of(shop),
    }[who]()

    assert run(visitor.connect) is False
    assert not Conversation.objects.exists()


def test_a_site_of_the_shop_on_another_port_or_scheme_is_refused(shop):
    for origin in ("http://ridgelineauto.com", "https://ridgelineauto.com:8443"):
        assert run(Visitor.of(shop, origin=origin).connect) is False


@pytest.mark.parametrize(
    ("frame", "problem"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ({"type": "hello"}, "Unknown frame type"),
        ({"type": "message", "text": "hi"}, "start"),
        ({"type": "start", "conversation": 42}, "conversation"),
    ],
)
def test_a_bad_frame_gets_an_error_and_the_socket_still_works(shop, frame, problem):
    async def talk():
        visitor = Visitor.of(shop)
        await visitor.connect()
        error = await visitor.send(frame)
        started = await visitor.start()
        wrong_text = await visitor.send({"type": "message", "text": ["oil"]})
        _, reply = await visitor.say("what are your hours?")
        await visitor.leave()
        return error, started, wrong_text, reply

    error, started, wrong_text, reply = run(talk)

    assert error["type"] == "error" and problem in error["message"]
    assert started["type"] == "started"
    assert wrong_text["type"] == "error" and '"text"' in wrong_text["message"]
    assert reply["type"] == "reply" and reply["text"]


def test_a_binary_frame_gets_an_error(shop):
    async def talk():
        visitor = Visitor.of(shop)
        await visitor.connect()
        await visitor.socket.send_to(bytes_data=b"\x00\x01")
        error = await visitor.socket.receive_json_from(timeout=SECONDS)
        await visitor.leave()
        return error

    assert run(talk) == {"type": "error", "message": "Send text frames of JSON, not binary ones."}


def test_the_same_message_sent_twice_is_answered_once(shop):
    async def talk():
        visitor = Visitor.of(shop)
        await visitor.connect()
        await visitor.start()
        first = await visitor.say("what are your hours?", "m-1")
        again = await visitor.say("what are your hours?", "m-1")
        await visitor.leave()
        return first, again

    (_, first), (deltas, again) = run(talk)

    assert again["duplicate"] is True and again["text"] == first["text"] and deltas == []
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 1


def test_a_burst_over_the_socket_is_rate_limited_and_the_socket_stays_open(shop):
    async def burst():
        visitor = Visitor.of(shop)
        await visitor.connect()
        await visitor.start()
        frames = [(await visitor.say("hours?"))[1] for _ in range(22)]
        await visitor.leave()
        return frames

    frames = run(burst)

    assert [frame["type"] for frame in frames] == ["reply"] * 20 + ["error"] * 2
    assert "Too many messages" in frames[-1]["message"]
    assert Message.objects.filter(role=Message.Role.CUSTOMER).count() == 20


# The JSON API from a browser ---------------------------------------------------------------


def api_url(shop):
    return reverse("api_conversations", args=[shop.slug])


def test_a_preflight_from_the_shops_website_is_allowed(client, shop):
    response = client.options(
        api_url(shop),
        headers={
            "Origin": SITE,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,x-widget-key",
        },
    )

    assert response.status_code == 204
    assert response["Access-Control-Allow-Origin"] == SITE
    assert response["Access-Control-Allow-Methods"] == "POST"
    assert {h.strip().lower() for h in response["Access-Control-Allow-Headers"].split(",")} == {
        "content-type",
        "x-widget-key",
    }
    assert "Origin" in response["Vary"]


def test_a_post_from_the_shops_website_may_read_its_answer(client, shop):
    response = client.post(
        api_url(shop),
        "{}",
        content_type="application/json",
        headers={"Origin": SITE, "X-Widget-Key": shop.widget_key},
    )

    assert response.status_code == 201
    assert response["Access-Control-Allow-Origin"] == SITE


def test_another_website_is_refused_with_a_clear_403(client, shop):
    post = client.post(
        api_url(shop),
        "{}",
        content_type="application/json",
        headers={"Origin": ELSEWHERE, "X-Widget-Key": shop.widget_key},
    )
    preflight = client.options(api_url(shop), headers={"Origin": ELSEWHERE})

    assert post.status_code == 403 and preflight.status_code == 403
    assert post.json()["error"] == (
        f"{ELSEWHERE} is not one of the websites allowed to use this shop's chat."
    )
    assert "Access-Control-Allow-Origin" not in post
    assert not Conversation.objects.exists()


def test_a_request_without_an_origin_needs_only_the_key(client, shop):
    shop.widget_origins = []
    shop.save()

    response = client.post(
        api_url(shop),
        "{}",
        content_type="application/json",
        headers={"X-Widget-Key": shop.widget_key},
    )

    assert response.status_code == 201
    assert "Access-Control-Allow-Origin" not in response


# The script and the embed line -------------------------------------------------------------


def script_config(body: str) -> dict:
    return json.loads(re.search(r"var config = (\{.*?\});\n", body)[1])


def test_the_script_carries_the_shops_key_and_addresses(client, shop, settings):
    settings.PUBLIC_BASE_URL = "https://book.example.com"

    response = client.get("/widget/ridgeline.js")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/javascript")
    assert "max-age=300" in response["Cache-Control"]
    config = script_config(response.content.decode())
    assert config["key"] == shop.widget_key
    assert config["socketUrl"] == "wss://book.example.com/ws/chat/ridgeline/"
    assert config["conversationsUrl"] == (
        "https://book.example.com/api/v1/shops/ridgeline/conversations/"
    )
    assert config["messagesUrl"] == (
        "https://book.example.com/api/v1/shops/ridgeline/conversations/CONVERSATION/messages/"
    )


def test_the_scripts_socket_address_is_the_chat(client, shop):
    config = script_config(client.get("/widget/ridgeline.js").content.decode())
    visitor = Visitor(urlsplit(config["socketUrl"]).path, key=config["key"])

    async def start():
        await visitor.connect()
        started = await visitor.start()
        await visitor.leave()
        return started

    assert config["socketUrl"].startswith("ws://")
    assert run(start)["type"] == "started"


def test_a_shop_name_cannot_break_out_of_the_script(client):
    make_shop(slug="sneaky", name='Sneaky</script><script>alert("x")</script>')

    body = client.get("/widget/sneaky.js").content.decode()

    assert "</script>" not in body
    assert script_config(body)["shop"] == 'Sneaky</script><script>alert("x")</script>'


def test_the_script_of_an_unknown_shop_is_404(client, shop):
    assert client.get("/widget/nowhere.js").status_code == 404


def test_shop_links_give_the_line_to_paste_and_the_demo_page(shop, settings, capsys):
    settings.PUBLIC_BASE_URL = "https://book.example.com"

    call_command("shop_links", "ridgeline")

    links = json.loads(capsys.readouterr().out)
    assert links["widget_script"] == (
        '<script src="https://book.example.com/widget/ridgeline.js" async></script>'
    )
    assert links["widget_demo"] == "https://book.example.com/widget/ridgeline/demo/"


# The demo page -----------------------------------------------------------------------------


def test_the_demo_page_is_open_in_development(client, shop, settings):
    settings.DEBUG = True
    shop.widget_origins = [SITE, "http://testserver"]
    shop.save()

    page = client.get("/widget/ridgeline/demo/").content.decode()

    assert '<script src="http://localhost:8000/widget/ridgeline.js" async></script>' in page
    assert "&lt;script src=&quot;http://localhost:8000/widget/ridgeline.js&quot;" in page
    assert "not one of the" not in page


def test_the_demo_page_says_when_its_own_site_is_not_allowed(client, shop, settings):
    client.force_login(make_user("olive", shop=shop))

    page = client.get("/widget/ridgeline/demo/").content.decode()

    assert "<strong>http://testserver</strong>, which is not one of the" in page
    assert reverse("dashboard:widget_edit", args=["ridgeline"]) in page


def test_the_demo_page_is_hidden_from_strangers_in_production(client, shop, settings):
    settings.DEBUG = False
    assert client.get("/widget/ridgeline/demo/").status_code == 404

    client.force_login(make_user("rex", shop=make_shop(slug="rival")))
    assert client.get("/widget/ridgeline/demo/").status_code == 404


def test_a_reload_after_booking_shows_the_booking_again(shop):
    async def book_then_reload():
        visitor = Visitor.of(shop)
        await visitor.connect()
        token = (await visitor.start())["conversation"]
        _, offer = await visitor.say("oil change on the first day you have")
        for text in (offer["choices"][0], "Dana Reyes", "303 555 0142", "yes"):
            _, booked = await visitor.say(text)
        await visitor.leave()
        again = Visitor.of(shop)
        await again.connect()
        resumed = await again.start(token)
        await again.leave()
        return booked, resumed

    booked, resumed = run(book_then_reload)

    assert booked["appointment"]["status"] == "confirmed"
    assert resumed["appointments"] == [booked["appointment"]]
