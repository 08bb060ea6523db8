// The lobby (issue 19 §4): your name, a deck (a sample deck or a pasted list checked by the
// server, its problems shown by line), an opponent (an AI or a friend by a link) — or, for a
// game of 3 to 6 players (issue 23), who holds each other seat, AIs and friends mixed, each
// friend with a link of their own — the variant (free-for-all, Commander, Archenemy: CR 806,
// 903, 904.12; the decks offered fit it, an invited friend's are the game's) — an optional timer and what happens on a long absence;
// and the finished games to replay; "Aprender a jugar" lists the tutorial's lessons (issue 24),
// ✓ those this browser's learner completed. Every text from
// the server or from people goes in as text (dom.js), never as markup.
import { h, clear, $ } from "./dom.js";
import { t, lang, setLang, applyStatic } from "./i18n.js";
import { guidedGame } from "./guide.js";
import { api } from "./api.js";

let decks = [];
let decksFor = null; // the variant the decks offered are for
let finished = [];
// an invitation arrives as /unirse/{game}#i=INVITE (the fragment never reaches a server log)
const joinPath = location.pathname.match(/^\/unirse\/([^/]+)/);
const JOIN = joinPath ? decodeURIComponent(joinPath[1]) : null;
const inviteHash = location.hash.match(/(?:^#|&)i=([^&]+)/);
if (inviteHash && JOIN) sessionStorage.setItem(`grimorio.invite.${JOIN}`, decodeURIComponent(inviteHash[1]));
const INVITE = JOIN ? sessionStorage.getItem(`grimorio.invite.${JOIN}`) : null;
if (inviteHash) history.replaceState(null, "", location.pathname);

function say(obj) {
  if (!obj) return "";
  return lang() === "en" ? obj.en || obj.es : obj.es || obj.en;
}


function showError(err) {
  const box = $("#form-error");
  const e = err && err.data && err.data.error;
  if (e && e.problems) showProblems(e.problems);
  box.textContent = e ? `${t("error")}: ${say(e)}` : t("network_error");
}

function renderDecks() {
  const select = $("#sample");
  const chosen = select.value;
  clear(
    select,
    decks.map((d) => h("option", { value: d.id }, `${say(d.name)} (${t("cards_n", d.cards)})`)),
  );
  if (chosen && decks.some((d) => d.id === chosen)) select.value = chosen;
}

function renderFinished() {
  const list = $("#finished");
  if (!finished.length) {
    clear(list, h("li", { class: "muted" }, t("no_finished")));
    return;
  }
  clear(
    list,
    finished.map((g) => {
      const id = g.game || g.id;
      const names = (g.players || []).join(" — ");
      const when = g.finished || g.ended || g.when || "";
      return h(
        "li",
        {},
        h("a", { href: `/repeticion/${encodeURIComponent(id)}` }, names || id),
        when ? h("span", { class: "muted" }, ` · ${when}`) : null,
      );
    }),
  );
}

// -- "Aprender a jugar" (issue 24): the lessons, each with ✓ once the server says it is done --
let lessonList = [];

async function loadLessons() {
  const learner = localStorage.getItem("grimorio.learner"); // made by the lesson page
  try {
    lessonList = await api("GET", "/api/tutorial/lessons", undefined, learner ? { "X-Grimorio-Learner": learner } : {});
  } catch (err) {
    showError(err);
  }
  renderLessons();
}

function renderLessons() {
  clear(
    $("#lessons"),
    lessonList.map((l) =>
      h(
        "li",
        { dataset: { lesson: l.id } },
        h("a", { href: `/aprender/${encodeURIComponent(l.id)}` }, say(l.title)),
        l.done
          ? h("span", { class: "lesson-check", title: t("lesson_done_mark") }, " ✓", h("span", { class: "sr-only" }, ` (${t("lesson_done_mark")})`))
          : null,
      ),
    ),
  );
}

function toggleLessons() {
  const button = $("#learn-button");
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  $("#learn-box").hidden = !open;
  if (open) loadLessons();
}

function showProblems(problems) {
  const box = $("#list-result");
  clear(
    box,
    h("p", { class: "error" }, t("list_problems")),
    h(
      "ul",
      { class: "problems" },
      problems.map((p) => h("li", {}, p.line ? `${t("line_n", p.line)}: ${say(p)}` : say(p))),
    ),
  );
}

async function checkList() {
  const box = $("#list-result");
  try {
    const r = await api("POST", "/api/decklists/check", {
      text: $("#decklist").value,
      variant: variantChoice(),
    });
    if (r.ok) clear(box, h("p", { class: "ok" }, t("list_ok", r.cards)));
    else showProblems(r.problems || []);
    return r.ok;
  } catch (err) {
    showError(err);
    return false;
  }
}

/** The variant chosen: free-for-all ("plain"), Commander or Archenemy (Magic's only). */
function variantChoice() {
  if (gameChoice() === "inferno") return "plain";
  const chosen = document.querySelector("input[name=variant]:checked");
  return chosen ? chosen.value : "plain";
}

/** The decks offered for the chosen variant (in Commander, the shipped Commander decks
 * named by their commander), fetched again when the variant changes. */
let decksLoading = Promise.resolve();

function loadDecks() {
  const variant = variantChoice();
  if (decksFor === variant) return decksLoading;
  decksFor = variant;
  decksLoading = (async () => {
    try {
      const got = await api("GET", `/api/decks?variant=${encodeURIComponent(variant)}`);
      if (decksFor !== variant) return;
      decks = got;
    } catch (err) {
      showError(err);
    }
    renderDecks();
  })();
  return decksLoading;
}

function deckChoice() {
  const kind = document.querySelector("input[name=deck-kind]:checked").value;
  return kind === "list" ? { list: $("#decklist").value } : { sample: $("#sample").value };
}

function gameChoice() {
  const chosen = document.querySelector("input[name=game]:checked");
  return chosen ? chosen.value : "magic";
}

function opponentChoice() {
  return document.querySelector("input[name=opponent]:checked").value;
}

const SEAT_KINDS = [
  ["heuristic", "opp_heuristic"],
  ["search", "opp_search"],
  ["person", "opp_person"],
];

function playersCount() {
  return Number($("#players").value) || 2;
}

/** Who holds each seat after yours (seats 2…N), as chosen in the list of seats. */
function seatChoices() {
  return [...document.querySelectorAll("#seats-box select")].map((s) => s.value);
}

/** One chooser per seat after yours, keeping what was chosen (by default the duel's choice). */
function renderSeats() {
  const box = $("#seats-box");
  const before = seatChoices();
  const fallback = opponentChoice();
  const rows = [];
  for (let seat = 2; seat <= playersCount(); seat++) {
    const id = `seat-${seat}`;
    const chosen = before[seat - 2] || fallback;
    rows.push(
      h(
        "div",
        { class: "seat-row" },
        h("label", { for: id }, t("seat_n", seat)),
        h(
          "select",
          { id, dataset: { seat: String(seat) } },
          SEAT_KINDS.map(([value, key]) => {
            const option = h("option", { value }, t(key));
            option.selected = value === chosen;
            return option;
          }),
        ),
      ),
    );
  }
  clear(box, playersCount() > 2 ? rows : []);
}

/** "Partida guiada" (issue 24): a duel against the gentle AI that explains as it goes. */
async function startGuided() {
  try {
    const r = await guidedGame(api, $("#name").value.trim(), $("#sample").value || (decks[0] || {}).id, lang());
    enter(r.game, r.token);
  } catch (err) {
    showError(err);
  }
}

function enter(game, token) {
  location.assign(`/partida/${encodeURIComponent(game)}#t=${encodeURIComponent(token)}`);
}

function absolute(link) {
  return new URL(link, location.origin).href;
}

function copyRow(label, link, id) {
  const input = h("input", { id, readonly: true, value: absolute(link), "aria-label": label });
  const button = h("button", { type: "button" }, t("copy"));
  button.addEventListener("click", async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      document.execCommand("copy");
    }
    button.textContent = t("copied");
  });
  return h("div", { class: "copy-row" }, h("label", { for: id }, label), input, button);
}

async function submit(ev) {
  ev.preventDefault();
  $("#form-error").textContent = "";
  const name = $("#name").value.trim();
  if (!name) {
    $("#form-error").textContent = `${t("error")}: ${t("your_name")}`;
    $("#name").focus();
    return;
  }
  localStorage.setItem("grimorio.name", name);
  await loadDecks(); // the deck chosen is one of the variant's
  if (JOIN) {
    try {
      const r = await api("POST", `/api/games/${encodeURIComponent(JOIN)}/join`, {
        invite: INVITE,
        name,
        deck: deckChoice(),
      });
      enter(r.game, r.token);
    } catch (err) {
      showError(err);
    }
    return;
  }
  const multi = playersCount() > 2;
  const others = multi ? seatChoices() : [opponentChoice()];
  const body = {
    name,
    deck: deckChoice(),
    think: others.includes("search") ? Number($("#think").value) : null,
    timer: $("#use-timer").checked ? Number($("#timer-seconds").value) : null,
    absence: $("#absence").value,
    lang: lang(),
    game: gameChoice(),
    variant: variantChoice(),
  };
  if (multi) body.seats = others;
  else body.opponent = others[0];
  try {
    const r = await api("POST", "/api/games", body);
    const invites = r.invites || [];
    if (invites.length) {
      localStorage.setItem(`grimorio.token.${r.game}`, r.token);
      const links = $("#links");
      clear(
        links,
        h("h2", { id: "links-title" }, t(invites.length > 1 ? "invites_title" : "opp_person")),
        invites.map((inv) =>
          copyRow(
            multi ? t("invite_link_seat", inv.seat + 1) : t("invite_link"),
            inv.link,
            `invite-link-${inv.seat}`,
          ),
        ),
        copyRow(t("watch_link"), r.watch, "watch-link"),
        h("a", { class: "primary button", href: `/partida/${encodeURIComponent(r.game)}#t=${encodeURIComponent(r.token)}` }, t("go_to_game")),
      );
      links.hidden = false;
      $("#new-game").hidden = true;
      links.querySelector("input").focus();
    } else enter(r.game, r.token);
  } catch (err) {
    showError(err);
  }
}

function syncForm() {
  const list = document.querySelector("input[name=deck-kind]:checked").value === "list";
  $("#list-box").hidden = !list;
  $("#sample").disabled = list;
  const multi = playersCount() > 2;
  if (multi !== !$("#seats-box").hidden || (multi && seatChoices().length !== playersCount() - 1))
    renderSeats();
  $("#duel-box").hidden = multi;
  // in a game of more than two, an absent player leaves it and the others play on (800.4a)
  const abandon = $("#absence option[value=abandon]");
  abandon.dataset.i18n = multi ? "absence_leave" : "absence_abandon";
  abandon.textContent = t(abandon.dataset.i18n);
  $("#seats-box").hidden = !multi;
  const legend = $("#opponent-legend");
  legend.dataset.i18n = multi ? "opponents" : "opponent";
  legend.textContent = t(legend.dataset.i18n);
  const others = multi ? seatChoices() : [opponentChoice()];
  $("#think-box").hidden = !others.includes("search");
  $("#deck-box").hidden = gameChoice() === "inferno"; // Inferno: the demonstration decks
  $("#variant-box").hidden = gameChoice() === "inferno"; // Inferno has no variants
  const variant = variantChoice();
  $("#variant-help").textContent = variant === "plain" ? "" : t(`variant_help_${variant}`);
  const sampleLabel = document.querySelector("input[name=deck-kind][value=sample] + span");
  sampleLabel.dataset.i18n = variant === "commander" ? "commander_deck" : "sample_deck";
  sampleLabel.textContent = t(sampleLabel.dataset.i18n);
  $("#sample").setAttribute("aria-label", t(sampleLabel.dataset.i18n));
  loadDecks();
  $("#timer-seconds").disabled = !$("#use-timer").checked;
}

function redraw() {
  applyStatic();
  renderSeats();
  syncForm();
  renderDecks();
  renderFinished();
  renderLessons();
  if (JOIN) {
    $("#start").textContent = t("join");
  }
}

/** An invited friend plays the game's variant: it is shown chosen, and can't be changed. */
async function joinVariant() {
  try {
    const about = await api("GET", `/api/games/${encodeURIComponent(JOIN)}/about`);
    for (const input of document.querySelectorAll("input[name=game], input[name=variant]")) {
      input.checked = input.value === about.game || input.value === about.variant;
      input.disabled = true;
    }
  } catch (err) {
    showError(err);
  }
}

async function start() {
  applyStatic();
  $("#name").value = localStorage.getItem("grimorio.name") || "";
  $("#lang-button").addEventListener("click", () => {
    setLang(lang() === "es" ? "en" : "es");
    redraw();
  });
  $("#new-game").addEventListener("submit", submit);
  $("#new-game").addEventListener("change", syncForm);
  $("#check-list").addEventListener("click", checkList);
  $("#learn-button").addEventListener("click", toggleLessons);
  $("#guided-button").addEventListener("click", startGuided);
  if (JOIN) {
    $("#join-box").hidden = false;
    $("#opponent-box").hidden = true;
    $("#start").textContent = t("join");
    await joinVariant();
  }
  syncForm();
  try {
    finished = await api("GET", "/api/games/finished");
    if (!Array.isArray(finished)) finished = finished.games || [];
  } catch {
    finished = [];
  }
  renderFinished();
}

start();
