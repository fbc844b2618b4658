/* Frontdesk website chat: the shop's assistant in a corner of the shop's own pages.
 *
 * Served by /widget/<slug>.js with the shop's settings filled in below. Plain JavaScript, no
 * framework and no build step. It draws in a shadow root, so the page's CSS and this one's stay
 * apart, and puts every word the customer or the assistant says in with textContent, never as
 * HTML. It talks over a WebSocket, streaming each reply as it is written, and over the JSON
 * HTTP API where a WebSocket cannot open (an old proxy, a strict network).
 */
(function () {
  "use strict";

  var config = {{ config|safe }};
  var STORAGE_KEY = "frontdesk-chat:" + config.slug;
  // Pasted twice into one page: one chat is enough.
  window.frontdeskChats = window.frontdeskChats || {};
  if (window.frontdeskChats[config.slug]) return;
  window.frontdeskChats[config.slug] = true;

  var CSS = [
    ":host { all: initial; }",
    "* { box-sizing: border-box; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }",
    ".open { position: fixed; right: 20px; bottom: 20px; z-index: 2147483000; border: 0;",
    "  border-radius: 24px; padding: 12px 20px; background: #1f4e79; color: #fff; font-size: 15px;",
    "  cursor: pointer; box-shadow: 0 4px 14px rgba(0,0,0,.25); }",
    ".panel { position: fixed; right: 20px; bottom: 80px; z-index: 2147483000; width: 360px;",
    "  max-width: calc(100vw - 40px); height: 520px; max-height: calc(100vh - 110px); display: flex;",
    "  flex-direction: column; background: #fff; color: #1b1b1b; border-radius: 12px;",
    "  box-shadow: 0 8px 30px rgba(0,0,0,.3); overflow: hidden; font-size: 15px; }",
    ".panel[hidden] { display: none; }",
    "header { display: flex; align-items: center; justify-content: space-between;",
    "  padding: 12px 14px; background: #1f4e79; color: #fff; }",
    ".close { border: 0; background: none; color: #fff; font-size: 22px; line-height: 1; cursor: pointer; }",
    ".log { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 8px; }",
    ".bubble { max-width: 85%; padding: 8px 12px; border-radius: 14px; white-space: pre-wrap;",
    "  overflow-wrap: anywhere; line-height: 1.35; }",
    ".assistant { align-self: flex-start; background: #eef2f6; }",
    ".customer { align-self: flex-end; background: #1f4e79; color: #fff; }",
    ".typing { color: #6b7785; }",
    ".booked { align-self: flex-start; font-size: 13px; }",
    ".booked a { color: #1f4e79; }",
    ".choices { display: flex; flex-wrap: wrap; gap: 6px; padding: 0 12px; }",
    ".choices button { border: 1px solid #1f4e79; background: #fff; color: #1f4e79; border-radius: 16px;",
    "  padding: 6px 12px; font-size: 14px; cursor: pointer; }",
    ".status { margin: 0; padding: 0 12px; color: #a4262c; font-size: 13px; min-height: 0; }",
    ".status:empty { display: none; }",
    "form { display: flex; gap: 8px; padding: 12px; border-top: 1px solid #e3e8ee; }",
    "input { flex: 1; padding: 9px 10px; border: 1px solid #b8c2cc; border-radius: 8px; font-size: 15px; }",
    "form button { border: 0; border-radius: 8px; padding: 9px 14px; background: #1f4e79; color: #fff;",
    "  font-size: 15px; cursor: pointer; }",
    "form button:disabled { opacity: .5; cursor: default; }",
  ].join("\n");

  var saved = load(); // {conversation: token, at: ms of its last reply, open: bool}, kept across page loads
  var ui = null;
  var socket = null; // the open WebSocket, once the conversation has started on it
  var overHttp = false; // the WebSocket could not open: the rest of this page uses HTTP
  var started = false; // the conversation is started (or resumed) on the current transport
  var pending = null; // {text, id}: the message waiting for its reply
  var live = null; // the bubble of the reply being written

  function load() {
    var kept;
    try {
      kept = JSON.parse(window.localStorage.getItem(STORAGE_KEY)) || {};
    } catch (error) {
      return {}; // storage refused (private mode) or spoiled: start afresh
    }
    // The server ends a chat a while after its last message: a visitor back later starts a
    // new one rather than be welcomed back into one that is gone.
    if (kept.at && Date.now() - kept.at > config.resumeWithinMs) delete kept.conversation;
    return kept;
  }

  function save() {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch (error) {
      // Without storage a reload starts a new chat; the chat itself still works.
    }
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function build() {
    var host = element("div", { "data-frontdesk-chat": config.slug });
    var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
    var style = element("style", {}, CSS);
    var button = element("button", { class: "open", type: "button", "aria-expanded": "false" }, "Chat with us");
    var panel = element("section", { class: "panel", role: "dialog", "aria-label": "Chat with " + config.shop });
    panel.hidden = true;
    var header = element("header");
    var close = element("button", { class: "close", type: "button", "aria-label": "Close the chat" }, "\u00d7");
    header.append(element("strong", {}, config.shop), close);
    var log = element("div", { class: "log", role: "log", "aria-live": "polite" });
    var choices = element("div", { class: "choices" });
    var status = element("p", { class: "status", role: "alert" });
    var form = element("form");
    var input = element("input", {
      type: "text",
      maxlength: "1000",
      autocomplete: "off",
      placeholder: "Type a message",
      "aria-label": "Your message",
    });
    var send = element("button", { type: "submit" }, "Send");
    form.append(input, send);
    panel.append(header, log, choices, status, form);
    root.append(style, panel, button);
    document.body.appendChild(host);

    button.addEventListener("click", function () {
      panel.hidden ? openPanel() : closePanel();
    });
    close.addEventListener("click", closePanel);
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") closePanel();
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (submit(input.value)) input.value = "";
    });
    return { button: button, panel: panel, log: log, choices: choices, status: status, input: input, send: send };
  }

  function openPanel() {
    ui.panel.hidden = false;
    ui.button.setAttribute("aria-expanded", "true");
    saved.open = true;
    save();
    ui.input.focus();
    if (!started) connect();
  }

  function closePanel() {
    ui.panel.hidden = true;
    ui.button.setAttribute("aria-expanded", "false");
    saved.open = false;
    save();
    ui.button.focus();
  }

  // Drawing ------------------------------------------------------------------------------------

  function bubble(role, text) {
    var node = element("div", { class: "bubble " + role }, text);
    ui.log.appendChild(node);
    ui.log.scrollTop = ui.log.scrollHeight;
    return node;
  }

  function redraw(messages) {
    ui.log.textContent = "";
    (messages || []).forEach(function (message) {
      bubble(message.role === "customer" ? "customer" : "assistant", message.text);
    });
  }

  function showChoices(choices) {
    ui.choices.textContent = "";
    (choices || []).forEach(function (choice) {
      var button = element("button", { type: "button" }, choice);
      button.addEventListener("click", function () {
        submit(choice);
      });
      ui.choices.appendChild(button);
    });
    // The buttons take room from the log: keep the question they answer in view.
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  function showBooked(appointment) {
    if (!appointment || !/^https?:\/\//.test(appointment.manage_url || "")) return;
    var line = element("div", { class: "booked" });
    var link = element("a", { href: appointment.manage_url, target: "_blank", rel: "noopener" }, "See or change your appointment");
    line.appendChild(link);
    ui.log.appendChild(line);
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  function say(problem) {
    ui.status.textContent = problem || "";
  }

  function cannotChat() {
    var call = config.phone ? " Please call us at " + config.phone + "." : " Please try again later.";
    return "Sorry, the chat isn't working right now." + call;
  }

  function setWaiting(waiting) {
    ui.send.disabled = waiting;
    ui.choices.querySelectorAll("button").forEach(function (button) {
      button.disabled = waiting;
    });
  }

  // What the server says, over either transport ------------------------------------------------

  function handle(frame) {
    if (frame.type === "started") {
      // A reconnection mid-chat keeps what is drawn; a page (re)load draws the transcript.
      if (!started && !ui.log.childElementCount) {
        redraw(frame.messages);
        (frame.appointments || []).forEach(showBooked);
      }
      started = true;
      if (saved.conversation !== frame.conversation) saved.at = Date.now(); // its greeting
      saved.conversation = frame.conversation;
      save();
      if (pending) deliver();
    } else if (frame.type === "delta") {
      if (!live) live = bubble("assistant", "");
      if (live.classList.contains("typing")) {
        live.classList.remove("typing");
        live.textContent = "";
      }
      live.textContent += frame.text;
      ui.log.scrollTop = ui.log.scrollHeight;
    } else if (frame.type === "reply") {
      if (frame.text === null) {
        // The same message sent again while its first delivery is still being answered.
        window.setTimeout(deliver, 1500);
        return;
      }
      if (live) {
        live.classList.remove("typing");
        live.textContent = frame.text; // the whole reply is the one to keep
      } else {
        bubble("assistant", frame.text);
      }
      live = null;
      pending = null;
      saved.at = Date.now();
      save();
      setWaiting(false);
      showChoices(frame.choices);
      showBooked(frame.appointment);
    } else if (frame.type === "error") {
      if (live) live.remove();
      live = null;
      pending = null;
      setWaiting(false);
      say(frame.message);
    }
  }

  function submit(text) {
    text = String(text).trim();
    if (!text || pending) return false;
    say("");
    showChoices([]);
    bubble("customer", text);
    live = bubble("assistant typing", "\u2026");
    pending = { text: text, id: messageId() };
    setWaiting(true);
    deliver();
    return true;
  }

  function messageId() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return Date.now().toString(36) + Math.random().toString(36).slice(2);
  }

  function deliver() {
    if (!pending) return;
    if (overHttp) return started ? sendOverHttp(pending) : startOverHttp();
    if (socket && started) {
      socket.send(JSON.stringify({ type: "message", text: pending.text, id: pending.id }));
    } else {
      connect(); // the message goes once the conversation has started again
    }
  }

  // WebSocket ----------------------------------------------------------------------------------

  function connect() {
    if (overHttp) return startOverHttp();
    if (socket) return;
    var url = config.socketUrl;
    // A page served over https may only open wss:// sockets.
    if (window.location.protocol === "https:") url = url.replace(/^ws:/, "wss:");
    var opening;
    try {
      opening = new WebSocket(url + "?key=" + encodeURIComponent(config.key));
    } catch (error) {
      return fallBackToHttp();
    }
    var opened = false;
    socket = opening;
    opening.onopen = function () {
      opened = true;
      var start = { type: "start" };
      if (saved.conversation) start.conversation = saved.conversation;
      opening.send(JSON.stringify(start));
    };
    opening.onmessage = function (event) {
      var frame;
      try {
        frame = JSON.parse(event.data);
      } catch (error) {
        return;
      }
      handle(frame);
    };
    // Browsers report a refused or blocked socket as an error, then a close; some report only
    // the error. Either way this page goes on over HTTP, once.
    function neverOpened() {
      if (socket !== opening) return;
      socket = null;
      fallBackToHttp();
    }
    opening.onerror = function () {
      if (!opened) neverOpened();
    };
    opening.onclose = function () {
      if (!opened) return neverOpened();
      socket = null;
      started = false;
      // Dropped (a restart, a network change): a message waiting for its reply is sent again
      // on a new socket, with the same id, so it is answered once.
      if (pending) connect();
    };
  }

  function fallBackToHttp() {
    overHttp = true;
    startOverHttp();
  }

  // JSON HTTP API ------------------------------------------------------------------------------

  function post(url, body) {
    return window
      .fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Widget-Key": config.key },
        body: JSON.stringify(body),
      })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return {};
          })
          .then(function (data) {
            return { status: response.status, data: data };
          });
      });
  }

  function startOverHttp() {
    if (started) return deliver();
    if (saved.conversation) {
      // No transcript over HTTP: go on with the conversation where the assistant left it.
      if (!ui.log.childElementCount) bubble("assistant", "Welcome back! We can pick up where we left off.");
      return handle({ type: "started", conversation: saved.conversation, messages: [] });
    }
    post(config.conversationsUrl, {})
      .then(function (answer) {
        if (answer.status !== 201) return handle({ type: "error", message: answer.data.error || cannotChat() });
        handle({
          type: "started",
          conversation: answer.data.id,
          messages: [{ role: "assistant", text: answer.data.reply }],
        });
      })
      .catch(function () {
        // Refused by the browser too: this site is probably not among the shop's allowed ones.
        if (window.console) console.warn("Frontdesk chat: cannot reach " + config.conversationsUrl + " from " + window.location.origin);
        handle({ type: "error", message: cannotChat() });
      });
  }

  function sendOverHttp(message) {
    var url = config.messagesUrl.replace("/CONVERSATION/", "/" + encodeURIComponent(saved.conversation) + "/");
    post(url, { text: message.text, message_id: message.id })
      .then(function (answer) {
        if (answer.status === 404 || answer.status === 410) {
          // The conversation is gone, or ended a day after its last message: start another
          // and send the message there.
          delete saved.conversation;
          started = false;
          return startOverHttp();
        }
        if (answer.status !== 200) return handle({ type: "error", message: answer.data.error || cannotChat() });
        handle({
          type: "reply",
          text: answer.data.reply,
          choices: answer.data.choices,
          appointment: answer.data.appointment,
        });
      })
      .catch(function () {
        handle({ type: "error", message: cannotChat() });
      });
  }

  function begin() {
    ui = build();
    if (saved.open && saved.conversation) openPanel(); // a reload with the chat open
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", begin);
  } else {
    begin();
  }
})();
