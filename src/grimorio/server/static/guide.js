// The guided first game (issue 24, part 3). The lobby's "Partida guiada" starts a duel against
// the gentle AI flagged guided; on the game page, the person's state carries `guide`: the
// one-line note of a kind of decision met for the first time (shown above the options) and the
// log lines worth a "¿por qué?" (a creature dying, an ability triggering, …), whose button is
// offered more visibly. Every text from the server goes in as text (dom.js).
import { h, $ } from "./dom.js";
import { t } from "./i18n.js";

const guide = {
  on: false, // this page is a guided game's seat
  note: null, // the note of the pending request, or null
  why: new Set(), // log indices offered a "¿por qué?"
};

/** Read the guide of a `state` message (absent: not a guided game, or not this seat). */
export function takeGuide(msg) {
  if (!msg || !msg.guide) {
    guide.note = null;
    return;
  }
  guide.on = true;
  guide.note = msg.guide.note || null;
  for (const i of msg.guide.why || []) guide.why.add(i);
}

/** The note above the options of `request` (removed when there is none). */
export function renderGuideNote(options, request) {
  const old = $("#guide-note");
  if (old) old.remove();
  if (!guide.on || !request || !guide.note) return;
  options.before(
    h(
      "p",
      { id: "guide-note", class: "guide-note", role: "note" },
      h("strong", {}, t("guide_first_time")),
      " ",
      guide.note,
    ),
  );
}

/** Mark log line `i` (its <li>, with its why button) when the guide offers a "¿por qué?". */
export function markSurprise(item, i) {
  if (!guide.why.has(i)) return;
  item.classList.add("surprise");
  const button = item.querySelector("button.why");
  if (button) {
    button.classList.add("why-offered");
    button.title = t("guide_why_offered");
  }
}

/** The lobby's "Partida guiada": a new guided duel against the gentle AI; what `post` (the
 * lobby's API call) answers. */
export function guidedGame(post, name, sample, lang) {
  const body = { name: name || t("guide_default_name"), deck: { sample }, guided: true, lang };
  return post("POST", "/api/games", body);
}
