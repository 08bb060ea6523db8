// The glossary (issue 24 §4): a panel on the game page — opened by its button in the top bar,
// a search box filtering the entries as one types — and the terms found in card text and log
// lines turned into links that open the panel at their entry. The entries come from
// GET /api/glossary in the page's language (each with its Comprehensive Rules number); a
// text is linked by `linkTerms`, which never links inside what the server lists as
// `unlinked`: what a hidden card is called (CR 708.2a, 406.3) and card names holding a term.
import { h, clear, $ } from "./dom.js";
import { t, lang } from "./i18n.js";

const glossary = {
  lang: null, // the language of the entries loaded or being loaded
  entries: null, // [{key, term, other, rule, text, example, forms}]
  byKey: new Map(),
  byForm: new Map(), // a form in lower case -> its entry
  terms: null, // a RegExp finding every form
  unlinked: null, // a RegExp finding the phrases never linked inside
  loading: null,
  current: null, // the key of the entry the panel was opened at
  segments: new Map(), // a text -> its parts, linked or not (see `segments`)
};
const SEGMENTS_KEPT = 2000; // texts whose parts are kept (the log shows at most 400 lines)

const NOT_LETTER_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_LETTER_AFTER = "(?![\\p{L}\\p{N}])";

function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A RegExp finding any of `words` as whole words, case-insensitively, longest first. */
function wordsPattern(words) {
  if (!words.length) return null;
  const sorted = [...words].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`${NOT_LETTER_BEFORE}(?:${sorted.join("|")})${NOT_LETTER_AFTER}`, "giu");
}

/** `s` for comparing: no accents, lower case, single spaces (as the server's search). */
export function fold(s) {
  return String(s).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Load the glossary in the page's language (again after the language changed); resolves
 * once the entries are there, the panel drawn and the marked texts linked. */
export function ready() {
  const want = lang();
  if (glossary.lang === want && glossary.loading) return glossary.loading;
  glossary.lang = want;
  glossary.entries = null;
  glossary.loading = fetch(`/api/glossary?lang=${want}`)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then((data) => {
      if (glossary.lang !== want) return;
      prepare(data);
      renderList();
      relink();
    })
    .catch(() => {
      if (glossary.lang !== want) return;
      glossary.loading = null; // the next call tries again
      const said = $("#glossary-status");
      if (said) said.textContent = t("glossary_error");
    });
  return glossary.loading;
}

function prepare(data) {
  glossary.entries = data.entries || [];
  glossary.byKey = new Map(glossary.entries.map((e) => [e.key, e]));
  glossary.byForm = new Map();
  for (const e of glossary.entries) for (const f of e.forms || []) glossary.byForm.set(f.toLowerCase(), e);
  glossary.terms = wordsPattern([...glossary.byForm.keys()]);
  glossary.unlinked = wordsPattern(data.unlinked || []);
  glossary.segments = new Map();
}

/** `text` cut into plain strings and [key, words] pairs: each term's first appearance,
 * nothing inside an unlinked phrase. Kept per text: the log is redrawn whole. */
function segments(text) {
  const known = glossary.segments.get(text);
  if (known) return known;
  const masked = glossary.unlinked
    ? [...text.matchAll(glossary.unlinked)].map((m) => [m.index, m.index + m[0].length])
    : [];
  const out = [];
  const seen = new Set();
  let at = 0;
  for (const m of text.matchAll(glossary.terms)) {
    const start = m.index;
    const end = start + m[0].length;
    if (masked.some(([a, b]) => start < b && end > a)) continue;
    const e = glossary.byForm.get(m[0].toLowerCase());
    if (!e || seen.has(e.key)) continue;
    seen.add(e.key);
    if (start > at) out.push(text.slice(at, start));
    out.push([e.key, m[0]]);
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  if (glossary.segments.size >= SEGMENTS_KEPT) glossary.segments.clear();
  glossary.segments.set(text, out);
  return out;
}

/** `text` as nodes: plain text, and each term's first appearance as a link to its entry
 * (nothing inside an unlinked phrase). Before the glossary is loaded, or on a page without
 * the panel, the text alone. */
export function linkTerms(text) {
  if (typeof text !== "string" || !text || !$("#glossary-panel")) return [text];
  if (glossary.lang !== lang()) ready();
  if (!glossary.entries || !glossary.terms) return [text];
  return segments(text).map((part) => {
    if (typeof part === "string") return part;
    const e = glossary.byKey.get(part[0]);
    const props = { href: `#glosario-${e.key}`, class: "term-link", title: t("glossary_link", e.term) };
    return h("a", { ...props, dataset: { term: e.key } }, part[1]);
  });
}

/** Link again every text marked data-terms (once the glossary arrives). */
function relink() {
  for (const el of document.querySelectorAll("[data-terms]")) el.replaceChildren(...linkTerms(el.textContent));
}

function entryItem(e) {
  return h(
    "li",
    {
      id: `glosario-${e.key}`,
      class: e.key === glossary.current ? "glossary-entry current" : "glossary-entry",
      tabindex: "-1",
      "aria-current": e.key === glossary.current ? "true" : null,
      dataset: { term: e.key },
    },
    h("h3", {}, e.term, " ", h("span", { class: "glossary-other", lang: lang() === "en" ? "es" : "en" }, e.other)),
    h("p", { class: "glossary-rule" }, t("glossary_rule", e.rule)),
    h("p", { class: "glossary-text" }, e.text),
    e.example ? h("p", { class: "glossary-example" }, h("strong", {}, t("glossary_example")), " ", e.example) : null,
  );
}

function renderList() {
  const list = $("#glossary-list");
  if (!list || !glossary.entries) return;
  clear(list, glossary.entries.map(entryItem));
  filter();
}

/** Show the entries whose term, other name or forms contain what the search box holds. */
function filter() {
  const box = $("#glossary-search");
  const q = fold(box ? box.value : "");
  let shown = 0;
  for (const li of document.querySelectorAll("#glossary-list > li")) {
    const e = glossary.byKey.get(li.dataset.term);
    const match = !q || [e.term, e.other, ...(e.forms || [])].some((s) => fold(s).includes(q));
    li.hidden = !match;
    if (match) shown += 1;
  }
  $("#glossary-status").textContent = shown ? t("glossary_count", shown) : t("glossary_none");
}

function setOpen(open) {
  const panel = $("#glossary-panel");
  panel.hidden = !open;
  $("#glossary-button").setAttribute("aria-expanded", open ? "true" : "false");
}

/** Open the panel, at entry `key` if given (the search cleared, the entry marked and
 * focused), else at the search box. */
export async function openGlossary(key = null) {
  setOpen(true);
  await ready();
  const box = $("#glossary-search");
  if (!key) {
    box.focus();
    return;
  }
  box.value = "";
  glossary.current = key;
  renderList();
  const li = document.getElementById(`glosario-${key}`);
  if (li) {
    li.scrollIntoView({ block: "nearest" });
    li.focus({ preventScroll: true });
  }
}

function closeGlossary() {
  setOpen(false);
  $("#glossary-button").focus();
}

function start() {
  const button = $("#glossary-button");
  if (!button) return;
  button.addEventListener("click", () => ($("#glossary-panel").hidden ? openGlossary() : closeGlossary()));
  $("#glossary-close").addEventListener("click", closeGlossary);
  $("#glossary-search").addEventListener("input", filter);
  $("#glossary-panel").addEventListener("keydown", (ev) => {
    ev.stopPropagation(); // the game's keys (pass, options, cancel) are not for the panel
    if (ev.key === "Escape") closeGlossary();
  });
  document.addEventListener("click", (ev) => {
    const link = ev.target.closest && ev.target.closest("a.term-link");
    if (!link) return;
    ev.preventDefault();
    openGlossary(link.dataset.term);
  });
  ready();
}

start();
