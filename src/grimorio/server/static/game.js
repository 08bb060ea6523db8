// The game page (issue 19 §5): a seat (/partida/{game}#t=TOKEN), a spectator (/ver/{game}) or
// the replay of a finished game (/repeticion/{game}), of two players or up to six (issue 23:
// the opponent in focus chosen in the rail). It speaks docs/protocol.md and shows only what
// the server sends; every text from the server or from people goes in as text.
import { h, clear, $ } from "./dom.js";
import { t, lang, setLang, applyStatic } from "./i18n.js";
import { renderBoard, zoomContent, cardName, opponentsOf, focusedOpponent } from "./board.js";
import { openStops, saveStops } from "./stops.js";
import { waitingScreen } from "./seats.js";
import { variantName } from "./variant.js";
import { linkTerms } from "./glossary.js";
import { openMenu, closeMenu } from "./cardmenu.js";
import { takeGuide, renderGuideNote, markSurprise } from "./guide.js";

const LOG_SHOWN = 400; // the newest lines drawn; older ones stay in the replay

const path = location.pathname.split("/").filter(Boolean);
const MODE = { partida: "seat", ver: "watch", repeticion: "replay" }[path[0]] || "watch";
const GAME = decodeURIComponent(path[1] || "");

const page = {
  ws: null,
  seat: null,
  players: [],
  state: null,
  request: null,
  sent: false, // an answer to the current request is on its way
  log: new Map(), // index -> text
  why: new Map(), // index -> lines
  mark: null, // the first log index after this seat's last decision
  before: null, // the board as it was at this seat's last decision: id -> signature
  over: false,
  closedForGood: false,
  retry: 0,
  timerEnd: null,
  replay: { at: 0, total: 0 },
  zoomed: null,
  focus: null, // the opponent shown full-size in a game of more than two (a seat), or null
};

// -- the token: from the fragment to localStorage, and out of the address bar --------------
function takeToken() {
  const key = `grimorio.token.${GAME}`;
  const m = location.hash.match(/(?:^#|&)t=([^&]+)/);
  if (m) {
    localStorage.setItem(key, decodeURIComponent(m[1]));
    history.replaceState(null, "", location.pathname + location.search);
  }
  return localStorage.getItem(key);
}

// -- talking to the server ------------------------------------------------------------------
function send(msg) {
  if (page.ws && page.ws.readyState === WebSocket.OPEN) page.ws.send(JSON.stringify(msg));
}

function connect() {
  const token = MODE === "seat" ? takeToken() : null;
  if (MODE === "seat" && !token) {
    status(t("no_token"));
    return;
  }
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const ws = new WebSocket(`${scheme}://${location.host}/ws/${encodeURIComponent(GAME)}`);
  page.ws = ws;
  ws.addEventListener("open", () => {
    page.retry = 0;
    const hello = { type: "hello", lang: lang() };
    if (token) hello.token = token;
    ws.send(JSON.stringify(hello));
  });
  ws.addEventListener("message", (ev) => {
    let msg;
    try {
      msg = JSON.parse(ev.data);
    } catch {
      return;
    }
    onMessage(msg);
  });
  ws.addEventListener("close", () => {
    if (page.ws !== ws || page.closedForGood) return;
    status(t("disconnected"));
    page.retry = Math.min(page.retry + 1, 6);
    setTimeout(connect, 300 * page.retry);
  });
}

function onMessage(msg) {
  switch (msg.type) {
    case "welcome":
      page.seat = msg.seat;
      page.players = msg.players || [];
      status(page.seat === null ? t("spectating") : "");
      if (page.seat !== null) {
        const saved = localStorage.getItem("grimorio.stops");
        if (saved) send({ type: "stops", stops: JSON.parse(saved) });
      }
      break;
    case "state":
      onState(msg);
      break;
    case "why":
      page.why.set(msg.entry, msg.lines || []);
      renderLog();
      break;
    case "error":
      status(`${t("error")}: ${lang() === "en" ? msg.en : msg.es}`);
      page.sent = false;
      renderRequest();
      break;
    case "taken_over":
      page.closedForGood = true;
      status(t("taken_over"));
      page.request = null;
      renderRequest();
      break;
    default:
      break;
  }
}

// What a card looks like, but for being untapped (the untap step is nobody's doing, CR 502.3):
// a card that changed otherwise, or became tapped, or is new, is marked as touched.
function signature(o) {
  return JSON.stringify([o.name, o.damage, o.counters, o.power, o.toughness, o.attached_to, o.face_down, o.doors]);
}

function boardSignatures(view) {
  const sig = new Map();
  for (const o of [...(view.battlefield || []), ...(view.stack || [])]) sig.set(o.id, [signature(o), !!o.tapped]);
  return sig;
}

function onState(msg) {
  takeGuide(msg);
  if (msg.log_from === 0 || (page.state && msg.log_from < firstLogIndex())) page.log.clear();
  for (const e of msg.log || []) page.log.set(e.i, e.text);
  const newRequest = msg.request && (!page.request || page.request.id !== msg.request.id);
  page.state = msg;
  page.request = msg.request || null;
  if (newRequest) page.sent = false;
  if (page.mark === null) page.mark = nextLogIndex();
  if (page.before === null && msg.view) page.before = boardSignatures(msg.view);
  page.timerEnd = msg.timer && msg.timer.seat === page.seat ? Date.now() + msg.timer.seconds_left * 1000 : null;
  page.over = !!msg.result || msg.status === "abandoned";
  render();
  if (newRequest && document.activeElement === document.body) $("#request").focus({ preventScroll: true });
}

function firstLogIndex() {
  return page.log.size ? Math.min(...page.log.keys()) : 0;
}

function nextLogIndex() {
  return page.log.size ? Math.max(...page.log.keys()) + 1 : 0;
}

/** This seat decides: from now on, what happens is "since your last decision". */
function decided() {
  page.sent = true;
  page.mark = nextLogIndex();
  page.before = page.state && page.state.view ? boardSignatures(page.state.view) : null;
  renderRequest();
}

function answer(option) {
  if (!page.request || page.sent) return;
  send({ type: "answer", request: page.request.id, option: option.id });
  decided();
}

function passUntil(until) {
  if (!page.request || page.sent || page.request.kind !== "priority") return;
  send({ type: "pass", request: page.request.id, until });
  decided();
}

function cancel() {
  if (!page.request || page.sent || !page.request.cancellable) return;
  send({ type: "cancel", request: page.request.id });
  decided();
}

function autoPay() {
  if (!page.request || page.sent || !page.request.auto_pay) return;
  send({ type: "pay", request: page.request.id });
  decided();
}

// -- drawing --------------------------------------------------------------------------------
function status(text) {
  $("#status").textContent = text;
}

function optionsFor(id) {
  if (!page.request || page.sent) return [];
  return page.request.options.filter((o) => (o.objects || []).includes(id));
}

function changed(id) {
  if (!page.before || !page.state || !page.state.view || MODE === "replay") return false;
  const now = boardSignatures(page.state.view).get(id);
  if (now === undefined) return false;
  const before = page.before.get(id);
  return before === undefined || before[0] !== now[0] || (now[1] && !before[1]);
}

function boardContext() {
  return {
    onCard: onCard,
    onZoom: zoom,
    onZone: openZone,
    onFocus: focusOpponent,
    focus: page.focus,
    marked: changed,
    actionable: (id) => optionsFor(id).length > 0,
  };
}

/** Bring opponent `seat` to the centre of the board (a game of more than two); the keyboard
 * stays on their button in the rail. */
function focusOpponent(seat) {
  page.focus = seat;
  render();
  const again = $(`#board .rail li[data-seat="${seat}"] .rail-focus`);
  if (again) again.focus({ preventScroll: true });
}

/** The next opponent in the rail after the one in focus (the O key). */
function focusNextOpponent() {
  const view = page.state && page.state.view;
  if (!view || (view.players || []).length <= 2) return;
  const bottom = view.viewer === null || view.viewer === undefined ? 0 : view.viewer;
  const opponents = opponentsOf(view, bottom);
  const now = focusedOpponent(opponents, page.focus);
  const at = opponents.findIndex((p) => p.index === now.index);
  focusOpponent(opponents[(at + 1) % opponents.length].index);
}

/** The viewer's own player in the view, if they hold a seat. */
function myPlayer() {
  const view = page.state && page.state.view;
  if (!view || page.seat === null || MODE !== "seat") return null;
  return (view.players || []).find((p) => p.index === page.seat) || null;
}

function render() {
  const st = page.state;
  if (!st) return;
  if (!st.view) {
    clear($("#board"), waitingScreen(st, page.players));
    renderRequest();
    return;
  }
  // a redraw keeps the keyboard's place: the focused card (same id) is focused again
  const focused = document.activeElement && document.activeElement.closest("#board .card");
  renderBoard($("#board"), st.view, boardContext());
  if (focused) {
    const again = $(`#board .card[data-id="${focused.dataset.id}"]`);
    if (again) again.focus({ preventScroll: true });
  }
  renderRequest();
  renderLog();
  renderBanner();
  const named = variantName(st.view);
  $("#variant").textContent = named ? `${t("variant")}: ${named}` : "";
  $("#variant").hidden = !named;
  const mine = myPlayer();
  $("#concede-button").disabled = page.over || !!(mine && mine.lost);
  const multi = (st.view.players || []).length > 2;
  const help = $(".keys-help");
  help.dataset.i18n = multi ? "keys_help_multi" : "keys_help";
  help.textContent = t(help.dataset.i18n);
  if (page.zoomed) zoom(findObject(page.zoomed) || null);
}

function findObject(id) {
  const v = page.state && page.state.view;
  if (!v) return null;
  const all = [...(v.hand || []), ...(v.battlefield || []), ...(v.stack || []), ...(v.exile || []), ...(v.command || [])];
  for (const p of v.players || []) all.push(...(p.graveyard || []));
  return all.find((o) => o.id === id) || null;
}

function renderRequest() {
  const req = MODE === "seat" ? page.request : null;
  const st = page.state;
  const prompt = $("#prompt");
  $("#request").dataset.request = req ? String(req.id) : "";
  const options = $("#options");
  clear(options);
  renderGuideNote(options, req);
  if (req) {
    prompt.textContent = req.prompt;
    req.options.forEach((o, n) => {
      options.append(
        h(
          "button",
          {
            type: "button",
            class: "option",
            disabled: page.sent,
            dataset: { option: o.id },
            onclick: () => answer(o),
          },
          n < 9 ? h("kbd", { "aria-hidden": "true" }, String(n + 1)) : null,
          " ",
          o.label,
        ),
      );
    });
  } else if (st && st.waiting_for !== null && st.waiting_for !== undefined && !st.result) {
    const who = (st.view.players[st.waiting_for] || {}).name || "";
    prompt.textContent = t("waiting_for", who);
  } else {
    prompt.textContent = st && st.result ? "" : t("no_request");
  }
  const priority = !!req && req.kind === "priority" && !page.sent;
  for (const b of document.querySelectorAll("#pass-bar button")) b.disabled = !priority;
  $("#pass-bar").hidden = MODE !== "seat";
  $("#cancel-button").hidden = !(req && req.cancellable);
  $("#cancel-button").disabled = page.sent;
  $("#pay-button").hidden = !(req && req.auto_pay);
  $("#pay-button").disabled = page.sent;
  if (st && st.passing && MODE === "seat") status(t("passing_now", passName(st.passing)));
}

function passName(until) {
  return t({ answer: "pass", end: "pass_end", turn: "pass_turn", my_turn: "pass_my_turn" }[until] || "pass");
}

function renderLog() {
  const list = $("#log");
  const keys = [...page.log.keys()].sort((a, b) => a - b).slice(-LOG_SHOWN);
  clear(
    list,
    keys.map((i) => {
      const recent = MODE === "seat" && page.mark !== null && i >= page.mark;
      const item = h(
        "li",
        { class: recent ? "recent" : "", dataset: { entry: String(i) } },
        h("span", { class: "log-text", "data-terms": true }, linkTerms(page.log.get(i))),
      );
      if (MODE !== "replay")
        item.append(
          " ",
          h(
            "button",
            {
              type: "button",
              class: "why",
              "aria-label": `${t("why_label")} (${page.log.get(i)})`,
              onclick: () => send({ type: "why", entry: i }),
            },
            t("why"),
          ),
        );
      markSurprise(item, i);
      const why = page.why.get(i);
      if (why) item.append(h("ul", { class: "why-lines" }, why.map((l) => h("li", {}, l))));
      return item;
    }),
  );
  // the log follows its newest line, unless the reader is in it (pointer or focus there)
  if (!list.matches(":hover") && !list.contains(document.activeElement))
    list.scrollTop = list.scrollHeight;
}

function renderBanner() {
  const st = page.state;
  const banner = $("#banner");
  const result = st && st.result;
  const mine = myPlayer();
  if (!result && mine && mine.lost) {
    // CR 800.4a: out of a game of more than two, which goes on; the seat watches the rest
    clear(banner, h("strong", { class: "result-text" }, t("you_left")));
    banner.hidden = false;
    return;
  }
  if (!result) {
    banner.hidden = true;
    return;
  }
  const names = st.view.players.map((p) => p.name);
  let text;
  if (result.winner === null || result.winner === undefined) text = t("result_draw");
  else if (MODE === "seat" && page.seat !== null) text = result.winner === page.seat ? t("result_won") : t("result_lost");
  else text = t("result_winner", names[result.winner]);
  const links = [];
  if (MODE !== "replay")
    links.push(h("a", { href: `/repeticion/${encodeURIComponent(GAME)}` }, t("see_replay")));
  links.push(h("a", { href: "/" }, t("back_lobby")));
  clear(banner, h("strong", { class: "result-text" }, text), " ", links);
  banner.hidden = false;
}

function zoom(o, pinned) {
  const panel = $("#zoom");
  if (!o) {
    page.zoomed = null;
    clear(panel, h("p", { class: "muted" }, t("zoom_hint")));
    return;
  }
  page.zoomed = o.id;
  const v = page.state ? page.state.view : {};
  const index = new Map();
  clear(panel, zoomContent(o, v, index));
  if (pinned) panel.scrollIntoView({ block: "nearest" });
}

// -- clicking a card ------------------------------------------------------------------------
function onCard(o, button) {
  zoom(o);
  const options = optionsFor(o.id);
  if (options.length === 1) {
    $("#zone-dialog").open && $("#zone-dialog").close();
    answer(options[0]);
  } else if (options.length > 1) openMenu(o, button, options, answer);
}


// -- zones, stops, language -----------------------------------------------------------------
function openZone(title, cards) {
  const dialog = $("#zone-dialog");
  $("#zone-title").textContent = title;
  const ctx = boardContext();
  ctx.view = page.state ? page.state.view : {};
  ctx.index = new Map();
  const list = $("#zone-list");
  clear(
    list,
    cards.map((o) =>
      h("li", {}, h("strong", {}, cardName(o)), o.type_line ? ` — ${o.type_line}` : "", o.text ? h("p", { class: "card-text" }, o.text) : null),
    ),
  );
  dialog.showModal();
}

function switchLang() {
  setLang(lang() === "es" ? "en" : "es");
  applyStatic();
  page.why.clear();
  if (MODE === "replay") loadReplay(page.replay.at);
  else {
    send({ type: "lang", lang: lang() });
    render();
  }
}

// -- keyboard -------------------------------------------------------------------------------
function onKey(ev) {
  const tag = (ev.target && ev.target.tagName) || "";
  if (["INPUT", "TEXTAREA", "SELECT"].includes(tag) || ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if ($("#zone-dialog").open || $("#stops-dialog").open) return;
  if (ev.key === "Escape") {
    if (!closeMenu()) cancel();
    ev.preventDefault();
    return;
  }
  if (MODE === "replay") {
    if (ev.key === "ArrowRight" && tag !== "INPUT") loadReplay(page.replay.at + 1);
    if (ev.key === "ArrowLeft" && tag !== "INPUT") loadReplay(page.replay.at - 1);
    if (ev.key === "o" || ev.key === "O") focusNextOpponent();
    return;
  }
  if (ev.key === "p" || ev.key === "P") {
    passUntil("answer");
    ev.preventDefault();
  } else if (ev.key === "o" || ev.key === "O") {
    focusNextOpponent();
    ev.preventDefault();
  } else if (/^[1-9]$/.test(ev.key) && page.request && !page.sent) {
    const o = page.request.options[Number(ev.key) - 1];
    if (o) {
      answer(o);
      ev.preventDefault();
    }
  }
}

// -- replay ---------------------------------------------------------------------------------
async function loadReplay(at) {
  at = Math.max(0, Math.min(at, page.replay.total || at));
  let data;
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(GAME)}/replay?at=${at}&lang=${lang()}`);
    data = await r.json();
    if (!r.ok) {
      const e = data.error || {};
      status(`${t("error")}: ${lang() === "en" ? e.en : e.es}`);
      return;
    }
  } catch {
    status(t("network_error"));
    return;
  }
  const view = data.view || data;
  page.replay.at = data.at ?? at;
  page.replay.total = data.total ?? data.answers ?? page.replay.total;
  page.log.clear();
  (data.log || view.log || []).forEach((e, n) => {
    if (typeof e === "string") page.log.set(n, e);
    else page.log.set(e.i ?? n, e.text);
  });
  page.state = { view, result: page.replay.at >= page.replay.total ? view.result : null, request: null, waiting_for: null };
  const slider = $("#replay-slider");
  slider.max = String(page.replay.total);
  slider.value = String(page.replay.at);
  $("#replay-at").textContent = t("replay_at", page.replay.at, page.replay.total);
  render();
  const log = $("#log");
  log.scrollTop = log.scrollHeight;
}

// -- start ----------------------------------------------------------------------------------
function start() {
  applyStatic();
  document.body.dataset.mode = MODE;
  $("#lang-button").addEventListener("click", switchLang);
  document.addEventListener("keydown", onKey);

  document.addEventListener("click", (ev) => {
    const menu = $("#card-menu");
    if (!menu.hidden && !menu.contains(ev.target) && !ev.target.closest(".card")) menu.hidden = true;
  });
  setInterval(() => {
    const el = $("#timer");
    if (page.timerEnd && !page.over) {
      el.hidden = false;
      el.textContent = t("timer_left", Math.max(0, Math.ceil((page.timerEnd - Date.now()) / 1000)));
    } else el.hidden = true;
  }, 250);
  if (MODE === "replay") {
    $("#request").hidden = true;
    $("#replay-controls").hidden = false;
    $("#concede-button").hidden = true;
    $("#stops-button").hidden = true;
    $("#replay-slider").addEventListener("input", (ev) => loadReplay(Number(ev.target.value)));
    $("#replay-first").addEventListener("click", () => loadReplay(0));
    $("#replay-prev").addEventListener("click", () => loadReplay(page.replay.at - 1));
    $("#replay-next").addEventListener("click", () => loadReplay(page.replay.at + 1));
    $("#replay-last").addEventListener("click", () => loadReplay(page.replay.total));
    loadReplay(0);
    return;
  }
  if (MODE === "watch") {
    $("#concede-button").hidden = true;
    $("#stops-button").hidden = true;
    $("#options").hidden = true;
  }
  for (const b of document.querySelectorAll("#pass-bar button"))
    b.addEventListener("click", () => passUntil(b.dataset.until));
  $("#cancel-button").addEventListener("click", cancel);
  $("#pay-button").addEventListener("click", autoPay);
  $("#concede-button").addEventListener("click", () => {
    const multi = !!(page.state && page.state.view && page.state.view.players.length > 2);
    if (!page.over && confirm(t(multi ? "concede_confirm_multi" : "concede_confirm")))
      send({ type: "concede" });
  });
  $("#stops-button").addEventListener("click", openStops);
  $("#stops-form").addEventListener("submit", (ev) => saveStops(ev, send));
  setInterval(() => send({ type: "ping" }), 25000);
  connect();
}

start();
