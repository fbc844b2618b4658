"""The website chat in a real browser: headless chromium, driven by Selenium, books an oil change
on the demo page of a real Daphne server, the way a visitor to the shop's website would.

The other widget tests run the script in a fake DOM and the socket through Channels' test
communicator; only here do the two meet: the shadow root, a WebSocket handshake with the Origin
header a browser really sends, and localStorage across a reload. Daphne runs in a process of its
own on a SQLite file in a temporary directory, so this test leaves pytest-django's database alone
and reads the booking back through `manage.py shell`. Chromium and chromedriver are Debian's,
installed by scripts/browser-for-tests.sh, which the test command runs first.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.servers import ROOT, free_port, manage

pytestmark = pytest.mark.browser

SECONDS = 30  # for anything the page waits on; a busy machine, since a reply takes milliseconds

NAME = "Dana Reyes"
PHONE = "303-555-0147"
# What the visitor says to each of the assistant's questions, by words in the question. A reply
# that asks none of these (which day?) gets SOONEST; offered times are buttons, and get a click.
ANSWERS = [("shall i book", "yes"), ("what name", NAME), ("number", PHONE)]
SOONEST = "the soonest you have"

# The booking, read back in the server's database; one conversation means the reload went on
# with the chat rather than starting another.
READ_BACK = """
import json
from assistant.models import Conversation, Message
from booking.models import Appointment
print(json.dumps({
    "appointments": [
        [a.customer.name, a.customer.phone, a.service.name, a.status, a.channel]
        for a in Appointment.objects.select_related("customer", "service")
    ],
    "conversations": Conversation.objects.count(),
    "written_by_the_model": Message.objects.filter(source=Message.Source.MODEL).exists(),
}))
"""


@dataclass
class Site:
    origin: str
    env: dict[str, str]

    def manage(self, *args: str) -> str:
        return manage(self.env, *args)


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """The app served by Daphne with the demo shop in it, and the shop's chat allowed on the
    server's own pages, as the demo page needs."""
    port = str(free_port())
    origin = f"http://127.0.0.1:{port}"
    # Always a SQLite file of its own, even in the test command's PostgreSQL run, so no other
    # test's data is in the server's way.
    env = {
        k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "SQLITE_PATH"}
    }
    env.update(FRONTDESK_VAR_DIR=str(tmp_path), DEBUG="true", PUBLIC_BASE_URL=origin)
    # The model reads and writes, as it does by default: its replies stream into the page.
    env.update(ASSISTANT_MODEL_REPLIES="true", ASSISTANT_MODEL_UNDERSTANDS="true")
    site = Site(origin, env)

    profile, found = re.subn(
        r"^widget_origins = .*$",
        f'widget_origins = ["{origin}"]',
        (ROOT / "shops" / "ridgeline.toml").read_text(),
        flags=re.MULTILINE,
    )
    assert found == 1, "shops/ridgeline.toml no longer has one widget_origins line to replace"
    (tmp_path / "ridgeline.toml").write_text(profile)
    site.manage("migrate", "--verbosity", "0")
    site.manage("import_shop", str(tmp_path / "ridgeline.toml"))

    log = tmp_path / "daphne.log"
    with log.open("wb") as output:
        server = subprocess.Popen(
            [Path(sys.executable).with_name("daphne"), "-b", "127.0.0.1", "-p", port]
            + ["config.asgi:application"],
            cwd=ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    try:
        wait_until_serving(origin + "/widget/ridgeline.js", server, log)
        yield site
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        # Shown by pytest only when the test failed: what the server saw.
        print(log.read_text(errors="replace")[-6000:])


def wait_until_serving(url: str, server: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"Daphne exited with {server.returncode}:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"Daphne did not answer {url} within {SECONDS} s:\n{log.read_text()}")


@pytest.fixture
def browser() -> Iterator[WebDriver]:
    chromium, chromedriver = shutil.which("chromium"), shutil.which("chromedriver")
    if not (chromium and chromedriver):
        # The test command installs them, so their absence is a broken setup, not a skip.
        pytest.fail(
            "chromium and chromedriver are not on PATH: run scripts/browser-for-tests.sh "
            "(as root or with sudo), which ./scripts/test does before the tests",
            pytrace=False,
        )
    options = webdriver.ChromeOptions()
    # Named outright, with the driver below, so Selenium never tries to download either.
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.add_argument("--window-size=400,800")  # a phone, where most visitors chat
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    try:
        yield driver
    finally:
        driver.quit()


class Chat:
    """The widget as the visitor sees it, inside the shadow root it draws in."""

    def __init__(self, driver: WebDriver) -> None:
        self.wait = WebDriverWait(
            driver, SECONDS, ignored_exceptions=[StaleElementReferenceException]
        )

    def root(self):
        host = self.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-frontdesk-chat]"))
        return host.shadow_root

    def all(self, selector: str) -> list:
        return self.root().find_elements(By.CSS_SELECTOR, selector)

    def one(self, selector: str):
        return self.root().find_element(By.CSS_SELECTOR, selector)

    def transcript(self) -> list[tuple[str, str]]:
        """Who said what, as drawn: textContent, so a hidden panel still reads."""
        return [
            ("customer" if "customer" in b.get_attribute("class") else "assistant", text(b))
            for b in self.all(".log .bubble")
        ]

    def scrolled_to_the_end(self) -> bool:
        log = self.one(".log")
        top, seen, height = (
            log.get_property(p) for p in ("scrollTop", "clientHeight", "scrollHeight")
        )
        return top + seen >= height - 2

    def choices(self) -> list:
        return self.all(".choices button")

    def booked_link(self):
        links = self.all(".log .booked a")
        return links[0] if links else None

    def open(self) -> str:
        """Click the chat button; the greeting."""
        self.one("button.open").click()
        return self.wait.until(lambda _: self.replied_after(0))

    def say(self, words: str) -> str:
        before = len(self.all(".bubble.assistant"))
        self.one("input").send_keys(words, Keys.ENTER)
        return self.wait.until(lambda _: self.replied_after(before))

    def pick(self, choice) -> str:
        before = len(self.all(".bubble.assistant"))
        choice.click()
        return self.wait.until(lambda _: self.replied_after(before))

    def replied_after(self, before: int) -> str | bool:
        """The newest reply once it is whole: its bubble is past "typing" and Send is back."""
        problem = text(self.one(".status"))
        assert not problem, f"the chat showed an error: {problem!r}\n{self.transcript()}"
        bubbles = self.all(".bubble.assistant")
        if len(bubbles) <= before or "typing" in bubbles[-1].get_attribute("class"):
            return False
        if not self.one("form button").is_enabled():
            return False  # still streaming
        return text(bubbles[-1])


def text(element) -> str:
    return element.get_property("textContent")


def answer_to(reply: str) -> str:
    asked = reply.lower()
    return next((said for cue, said in ANSWERS if cue in asked), SOONEST)


# The browser first: without one, the test fails before it builds a server for nothing.
def test_a_visitor_books_an_oil_change_in_the_chat_and_finds_it_after_a_reload(browser, site):
    browser.get(site.origin + "/widget/ridgeline/demo/")
    chat = Chat(browser)

    assert "Ridgeline Auto Repair" in chat.open()
    assert chat.one(".panel").is_displayed()
    # Questions first, as visitors ask them, so the log is longer than the panel.
    assert "Ridge Rd" in chat.say("where are you located?")
    assert "$" in chat.say("how much is an oil change?")
    reply = chat.say("I'd like an oil change")
    # The test runs at any hour, so the times are whichever the assistant offers; it may ask for
    # a day first. A handful of turns books it: time, name, number, yes.
    turns = 0
    while chat.booked_link() is None:
        turns += 1
        assert turns <= 8, f"no booking after 8 turns:\n{chat.transcript()}"
        offered = chat.choices()
        if offered:
            # The question the buttons answer is in view, not scrolled under them.
            assert chat.scrolled_to_the_end(), chat.transcript()
        reply = chat.pick(offered[0]) if offered else chat.say(answer_to(reply))

    assert "booked" in reply and NAME in reply, reply
    link = chat.booked_link().get_attribute("href")
    assert link.startswith(site.origin + "/appointments/")
    said = chat.transcript()
    assert ("customer", "I'd like an oil change") in said and ("customer", NAME) in said

    # The conversation's token is in localStorage, and the chat was open: a reload opens it
    # again by itself and redraws what was said, from the server's transcript. The HTTP fallback
    # has no transcript to redraw, so this also shows the chat ran over the WebSocket.
    browser.refresh()
    chat.wait.until(lambda _: chat.transcript() == said, "the reload did not redraw the chat")
    assert chat.one(".panel").is_displayed()
    assert chat.one("button.open").get_attribute("aria-expanded") == "true"
    assert chat.booked_link().get_attribute("href") == link, "the booking's link was not redrawn"

    stored = json.loads(site.manage("shell", "--no-imports", "--command", READ_BACK))
    assert stored == {
        "appointments": [[NAME, "+13035550147", "Oil change", "confirmed", "chat"]],
        "conversations": 1,
        "written_by_the_model": True,
    }


# A page whose WebSocket never opens (a proxy that drops upgrades), as the widget sees it.
NO_SOCKETS = """
window.WebSocket = function () {
  var socket = this;
  window.setTimeout(function () {
    if (socket.onerror) socket.onerror(new Event("error"));
    if (socket.onclose) socket.onclose({});
  }, 0);
};
"""
DAY_MS = 24 * 3600 * 1000


def test_over_http_a_reload_goes_on_and_a_visitor_back_days_later_starts_afresh(browser, site):
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": NO_SOCKETS})
    browser.get(site.origin + "/widget/ridgeline/demo/")
    chat = Chat(browser)
    assert "Ridgeline Auto Repair" in chat.open()
    assert "$" in chat.say("how much is an oil change?")

    # Over HTTP there is no transcript to redraw: the chat says it goes on, and it does.
    browser.refresh()
    chat.wait.until(lambda _: chat.transcript(), "the reload did not open the chat")
    assert chat.transcript()[0] == ("assistant", "Welcome back! We can pick up where we left off.")
    assert "Ridge Rd" in chat.say("where are you located?")

    # Two days on, the server has ended that chat: the page starts a new one, with its greeting.
    browser.execute_script(
        "var key = 'frontdesk-chat:ridgeline', kept = JSON.parse(localStorage.getItem(key));"
        f"kept.at -= 2 * {DAY_MS}; localStorage.setItem(key, JSON.stringify(kept));"
    )
    browser.refresh()
    greeting = chat.open()
    assert "Ridgeline Auto Repair" in greeting and "Welcome back" not in greeting
    assert "$" in chat.say("how much is a brake inspection?")

    stored = json.loads(site.manage("shell", "--no-imports", "--command", READ_BACK))
    assert stored["conversations"] == 2
