// A lesson of the tutorial (issue 24, /aprender/{lesson}): its title, explanation and task
// beside the real board — drawn and clicked as in a game (board.js) — the learner's moves sent
// to the server, where the coach judges them: a refused move comes back with the hint (plain
// words and the rule's number) and the board unchanged; once the lesson is done, its last
// words, "Siguiente lección" and "Repetir". Speaks docs/protocol.md ("The tutorial") over
// HTTP. Every text from the server goes in as text (dom.js), never as markup.
import { h, clear, $ } from "./dom.js";
import { t, lang, setLang, applyStatic } from "./i18n.js";
import { renderBoard, zoomContent, cardName } from "./board.js";
import { linkTerms } from "./glossary.js";
import { openMenu, closeMenu } from "./cardmenu.js";
import { api } from "./api.js";

const LEARNER_KEY = "grimorio.learner"; // the learner's id, made here once (crypto random)
const LESSON = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const SAVED_KEY = `grimorio.lesson.${LESSON}`; // {game, answers}: the game, and how to rebuild it

const page = {
  data: null, // the server's last answer: {game, lesson, state, hint, done, answers}
  hint: null, // the hint shown for the last refused move
  sending: false,
  zoomed: null,
};

/** The learner's id: 24 random bytes in base64url, kept in localStorage (the lobby reads it
 * to show the lessons done). */
function learnerId() {
  let id = localStorage.getItem(LEARNER_KEY);
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    id = btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
    localStorage.setItem(LEARNER_KEY, id);
  }
  return id;
}

function say(obj) {
  if (!obj) return "";
  return lang() === "en" ? obj.en || obj.es : obj.es || obj.en;
}

function status(text) {
  $("#status").textContent = text;
}

// -- talking to the server ------------------------------------------------------------------
function errorText(err) {
  const e = err && err.data && err.data.error;
  return e ? `${t("error")}: ${say(e)}` : t("network_error");
}

function saved() {
  try {
    const s = JSON.parse(sessionStorage.getItem(SAVED_KEY) || "null");
    return s && typeof s.game === "string" && Array.isArray(s.answers) ? s : null;
  } catch {
    return null;
  }
}

/** Play the lesson from its start, or rebuilt from the moves the coach accepted before. */
async function begin(answers = []) {
  const data = await api("POST", `/api/tutorial/lessons/${encodeURIComponent(LESSON)}`, {
    learner: learnerId(),
    lang: lang(),
    answers,
  });
  page.hint = null;
  show(data);
}

/** The lesson as it stands: the game under way in this tab, else a new one. */
async function load() {
  const was = saved();
  try {
    if (was) {
      try {
        show(await api("GET", `/api/tutorial/games/${encodeURIComponent(was.game)}?lang=${lang()}`));
        return;
      } catch (err) {
        if (err.status !== 404) throw err;
      }
    }
    await begin(was ? was.answers : []);
  } catch (err) {
    if (was && err.status === 400) {
      sessionStorage.removeItem(SAVED_KEY); // moves that no longer rebuild it: start afresh
      await begin().catch((again) => status(errorText(again)));
    } else status(errorText(err));
  }
}

async function move(option) {
  const data = page.data;
  const request = data && data.state.request;
  if (!request || page.sending) return;
  page.sending = true;
  render();
  let answer = null;
  try {
    answer = await api("POST", `/api/tutorial/games/${encodeURIComponent(data.game)}/move`, {
      request: request.id,
      option: option.id,
      lang: lang(),
    });
  } catch (err) {
    page.sending = false;
    if (err.status === 404) await load(); // the server forgot the game: rebuilt from the moves
    else {
      status(errorText(err));
      render();
    }
    return;
  }
  page.sending = false;
  page.hint = answer.hint;
  status("");
  show(answer);
}

// -- drawing --------------------------------------------------------------------------------
function show(data) {
  page.data = data;
  sessionStorage.setItem(SAVED_KEY, JSON.stringify({ game: data.game, answers: data.answers }));
  render();
}

function optionsFor(id) {
  const request = page.data && page.data.state.request;
  if (!request || page.sending) return [];
  return request.options.filter((o) => (o.objects || []).includes(id));
}

function boardContext() {
  return {
    onCard,
    onZoom: zoom,
    onZone: openZone,
    focus: null,
    actionable: (id) => optionsFor(id).length > 0,
  };
}

function render() {
  const data = page.data;
  if (!data) return;
  const focused = document.activeElement && document.activeElement.closest("#board .card");
  renderBoard($("#board"), data.state.view, boardContext());
  if (focused) {
    const again = $(`#board .card[data-id="${focused.dataset.id}"]`);
    if (again) again.focus({ preventScroll: true });
  }
  renderLesson();
  renderRequest();
  renderLog();
  if (page.zoomed !== null) zoom(findObject(page.zoomed));
}

function renderLesson() {
  const lesson = page.data.lesson;
  document.title = `${lesson.title} — ${t("learn_title")}`;
  $("#lesson-place").textContent = t("lesson_place", lesson.number, lesson.count);
  $("#lesson-title").textContent = lesson.title;
  clear($("#lesson-text"), lesson.paragraphs.map((p) => h("p", { "data-terms": true }, linkTerms(p))));
  $("#lesson-task").textContent = lesson.task;
  $("#lesson-rules").textContent = t("lesson_rules", lesson.rules.join(", "));
  const hint = $("#lesson-hint");
  clear(hint, page.hint ? [h("strong", {}, `${t("lesson_hint")}: `), page.hint.text] : []);
  hint.hidden = !page.hint;
  const done = !!page.data.done;
  $("#lesson-done").hidden = !done;
  $("#lesson-done-text").textContent = done ? lesson.done_text : "";
  $("#next-lesson").hidden = !lesson.next;
  $("#back-lessons").hidden = !!lesson.next;
}

function renderRequest() {
  const request = page.data && page.data.state.request;
  const options = $("#options");
  clear(options);
  $("#request").hidden = !request;
  $("#request").dataset.request = request ? String(request.id) : "";
  if (!request) return;
  $("#prompt").textContent = request.prompt;
  request.options.forEach((o) => {
    options.append(
      h(
        "button",
        { type: "button", class: "option", disabled: page.sending, dataset: { option: o.id }, onclick: () => move(o) },
        o.label,
      ),
    );
  });
}

function renderLog() {
  const lines = page.data.state.log || [];
  const list = $("#log");
  clear(list, lines.map((e) => h("li", { dataset: { entry: String(e.i) } }, h("span", { class: "log-text", "data-terms": true }, linkTerms(e.text)))));
  list.scrollTop = list.scrollHeight;
}

function findObject(id) {
  const v = page.data && page.data.state.view;
  if (!v) return null;
  const all = [...(v.hand || []), ...(v.battlefield || []), ...(v.stack || []), ...(v.exile || [])];
  for (const p of v.players || []) all.push(...(p.graveyard || []));
  return all.find((o) => o.id === id) || null;
}

function zoom(o) {
  const panel = $("#zoom");
  if (!o) {
    page.zoomed = null;
    clear(panel, h("p", { class: "muted" }, t("zoom_hint")));
    return;
  }
  page.zoomed = o.id;
  clear(panel, zoomContent(o, page.data.state.view, new Map()));
}

function openZone(title, cards) {
  $("#zone-title").textContent = title;
  clear(
    $("#zone-list"),
    cards.map((o) => h("li", {}, h("strong", {}, cardName(o)), o.type_line ? ` — ${o.type_line}` : "")),
  );
  $("#zone-dialog").showModal();
}

// -- clicking a card: its one option is the move; several open a menu -------------------------
function onCard(o, button) {
  zoom(o);
  const options = optionsFor(o.id);
  if (options.length === 1) move(options[0]);
  else if (options.length > 1) openMenu(o, button, options, move);
}


// -- start ----------------------------------------------------------------------------------
async function switchLang() {
  setLang(lang() === "es" ? "en" : "es");
  applyStatic();
  if (page.data) {
    try {
      const now = await api("GET", `/api/tutorial/games/${encodeURIComponent(page.data.game)}?lang=${lang()}`);
      if (page.hint) page.hint = null; // said in the other language; the next wrong move says it anew
      show(now);
    } catch {
      await load();
    }
  }
}

function start() {
  applyStatic();
  $("#lang-button").addEventListener("click", switchLang);
  $("#replay-lesson").addEventListener("click", () => {
    sessionStorage.removeItem(SAVED_KEY);
    begin().catch((err) => status(errorText(err)));
  });
  $("#next-lesson").addEventListener("click", () => {
    const next = page.data && page.data.lesson.next;
    if (next) location.assign(`/aprender/${encodeURIComponent(next)}`);
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "Escape") closeMenu();
  });
  document.addEventListener("click", (ev) => {
    const menu = $("#card-menu");
    if (!menu.hidden && !menu.contains(ev.target) && !ev.target.closest(".card")) menu.hidden = true;
  });
  load();
}

start();
