// The board drawn from a viewer's `view` (docs/protocol.md): the viewer's battlefield at the
// bottom (lands in their own row), one opponent's full-size above it — in a game of more than
// two (CR 800.1), the one the viewer chose to look at, the others in a rail of compact panels,
// those who left the game (800.4a) greyed as out — hands, the stack with targets, life,
// libraries, graveyards and exile, the mana pool, whom each attacker attacks (802.1). Shared
// by the game page and the replay viewer.
import { h, clear } from "./dom.js";
import { t, stepName, manaNames } from "./i18n.js";
import { commandZone, commanderDamage } from "./variant.js";
import { linkTerms } from "./glossary.js";

const MANA_LETTERS = ["W", "U", "B", "R", "G", "C"];

/** Everything the view names by id, so that targets and attachments can be named. */
export function objectIndex(view) {
  const index = new Map();
  const add = (o) => index.set(o.id, o);
  (view.hand || []).forEach(add);
  (view.battlefield || []).forEach(add);
  (view.stack || []).forEach(add);
  (view.exile || []).forEach(add);
  (view.command || []).forEach(add);
  for (const p of view.players || []) (p.graveyard || []).forEach(add);
  return index;
}

export function cardName(o) {
  if (!o) return "?";
  if (o.name) return o.name;
  return t("face_down");
}

/** What a screen reader hears for a card: name, P/T, tapped, counters, damage… */
export function cardLabel(o, view, index) {
  const parts = [cardName(o)];
  if (o.face_down && o.name) parts.push(t("face_down"));
  if (o.power !== undefined && o.power !== null) parts.push(`${o.power}/${o.toughness}`);
  if (o.tapped) parts.push(t("tapped"));
  if (o.damage) parts.push(t("damage_n", o.damage));
  for (const c of o.counter_labels || []) parts.push(c);
  if (o.token) parts.push(t("token"));
  if (o.attached_to !== undefined && o.attached_to !== null)
    parts.push(t("attached_to", cardName(index.get(o.attached_to))));
  const combat = view && view.combat;
  if (combat) {
    const attacked = attackedName(o, view, index);
    if (attacked !== null) parts.push(attacked ? t("attacking_whom", attacked) : t("attacking"));
    if (combat.blockers && combat.blockers[String(o.id)] !== undefined) parts.push(t("blocking"));
  }
  for (const d of o.doors || [])
    parts.push(`${d.name}: ${d.unlocked ? t("door_unlocked") : t("door_locked")}`);
  return parts.join(", ");
}

/** Whom an attacking creature attacks, by name, in a game of more than two (CR 802.1: a
 * player or a planeswalker); "" in a duel (the one opponent); null if it isn't attacking. */
export function attackedName(o, view, index) {
  const combat = view && view.combat;
  const attack = combat && combat.attackers && combat.attackers[String(o.id)];
  if (!attack) return null;
  if ((view.players || []).length <= 2) return "";
  if (attack.player !== undefined) {
    const p = (view.players || [])[attack.player];
    return p ? p.name : "";
  }
  const target = attack.planeswalker ?? attack.defender;
  return target === undefined ? "" : cardName(index && index.get(target));
}

/** One card as a focusable button. `ctx` = {view, index, onCard, onZoom, marked(id)}; a
 * `mini` card (an opponent's in the rail) shows its name and power/toughness only. */
export function cardElement(o, ctx, mini = false) {
  const classes = mini ? ["card", "mini"] : ["card"];
  if (o.tapped) classes.push("tapped");
  if (o.face_down) classes.push("face-down");
  if (ctx.marked && ctx.marked(o.id)) classes.push("changed");
  if (ctx.actionable && ctx.actionable(o.id)) classes.push("actionable");
  const combat = ctx.view && ctx.view.combat;
  if (combat && combat.attackers && combat.attackers[String(o.id)]) classes.push("attacking");
  if (combat && combat.blockers && combat.blockers[String(o.id)] !== undefined)
    classes.push("blocking");
  const body = [h("span", { class: "card-name" }, cardName(o))];
  if (o.mana_cost && !mini) body.push(h("span", { class: "card-cost" }, o.mana_cost));
  if (o.type_line && !mini) body.push(h("span", { class: "card-type" }, o.type_line));
  for (const d of mini ? [] : o.doors || [])
    body.push(
      h(
        "span",
        { class: d.unlocked ? "door unlocked" : "door locked" },
        `${d.unlocked ? "🔓" : "🔒"} ${d.name}`,
      ),
    );
  const badges = [];
  if (o.power !== undefined && o.power !== null)
    badges.push(h("span", { class: "pt" }, `${o.power}/${o.toughness}`));
  if (o.damage) badges.push(h("span", { class: "damage" }, `−${o.damage}`));
  for (const c of mini ? [] : o.counter_labels || []) badges.push(h("span", { class: "counter" }, c));
  const attacked = attackedName(o, ctx.view, ctx.index);
  if (attacked) badges.push(h("span", { class: "attack-target" }, `→ ${attacked}`));
  if (badges.length) body.push(h("span", { class: "badges" }, badges));
  const b = h(
    "button",
    {
      type: "button",
      class: classes.join(" "),
      "aria-label": cardLabel(o, ctx.view, ctx.index),
      dataset: { id: String(o.id) },
    },
    body,
  );
  b.addEventListener("click", (ev) => ctx.onCard && ctx.onCard(o, b, ev));
  b.addEventListener("mouseenter", () => ctx.onZoom && ctx.onZoom(o));
  b.addEventListener("focus", () => ctx.onZoom && ctx.onZoom(o));
  let press = null;
  b.addEventListener("touchstart", () => {
    press = setTimeout(() => ctx.onZoom && ctx.onZoom(o, true), 500);
  }, { passive: true });
  for (const ev of ["touchend", "touchmove", "touchcancel"])
    b.addEventListener(ev, () => clearTimeout(press), { passive: true });
  return b;
}

function isLand(o) {
  return (o.types || []).includes("land");
}

/** An Inferno resource: face down, nobody may look at it (I-305.2): only counted. */
function isResource(o) {
  const types = o.types || [];
  return types.length === 1 && types[0] === "recurso";
}

/** A battlefield side: lands apart from the other permanents; attachments beside their host. */
function battlefieldSide(view, player, ctx) {
  const mine = (view.battlefield || []).filter((o) => o.controller === player.index);
  const hosted = new Map();
  for (const o of mine)
    if (o.attached_to !== undefined && o.attached_to !== null && ctx.index.has(o.attached_to)) {
      if (!hosted.has(o.attached_to)) hosted.set(o.attached_to, []);
      hosted.get(o.attached_to).push(o);
    }
  const attachedIds = new Set([...hosted.values()].flat().map((o) => o.id));
  const group = (o) => {
    const extra = (hosted.get(o.id) || []).map((a) => cardElement(a, ctx));
    if (!extra.length) return cardElement(o, ctx);
    return h("div", { class: "attach-group" }, cardElement(o, ctx), extra);
  };
  // attachments controlled here but attached to another player's permanent stay in this row
  const free = mine.filter((o) => !attachedIds.has(o.id) || !mine.some((m) => m.id === o.attached_to));
  const resources = free.filter(isResource);
  const lands = free.filter(isLand).map(group);
  if (resources.length) {
    const tapped = resources.filter((o) => o.tapped).length;
    lands.push(h("span", { class: "resources" }, t("resources", resources.length, tapped)));
  }
  const others = free.filter((o) => !isLand(o) && !isResource(o)).map(group);
  return h(
    "section",
    { class: "battlefield", role: "region", "aria-label": t("battlefield_of", player.name) },
    h("div", { class: "row others", role: "group", "aria-label": t("permanents_of", player.name) }, others),
    h("div", { class: "row lands", role: "group", "aria-label": t("lands_of", player.name) }, lands),
  );
}

function manaPool(p) {
  const names = manaNames();
  const items = [];
  (p.mana_pool || []).forEach((n, k) => {
    if (n) items.push(h("span", { class: `mana m${MANA_LETTERS[k]}`, title: names[k] }, `${n}{${MANA_LETTERS[k]}}`));
  });
  for (const c of p.restricted_mana || []) items.push(h("span", { class: "mana restricted" }, `{${c}}*`));
  return h(
    "span",
    { class: "pool", role: "group", "aria-label": t("mana_pool") },
    items.length ? items : "—",
  );
}

/** The player's strip: name, life, poison, library count, graveyard and exile buttons, pool. */
function playerStrip(view, p, ctx) {
  const exiled = (view.exile || []).filter((o) => o.owner === p.index);
  const active = view.active === p.index;
  const grave = p.graveyard || [];
  const inferno = view.game === "inferno"; // Inferno: no life; the deck, energy (I-106, I-112.3a)
  const graveName = t(inferno ? "infierno" : "graveyard");
  return h(
    "div",
    { class: "player-strip" + (active ? " active" : ""), role: "group", "aria-label": p.name },
    h("strong", { class: "player-name" }, p.name),
    p.lost ? h("span", { class: "out-tag" }, t("out")) : null,
    inferno
      ? h("span", { class: "library" }, `${t("inferno_deck")}: ${p.library}`)
      : h("span", { class: "life", "aria-label": `${t("life")}: ${p.life}` }, `♥ ${p.life}`),
    p.poison ? h("span", { class: "poison" }, `${t("poison")}: ${p.poison}`) : null,
    inferno
      ? h("span", { class: "energy" }, `${t("energy")}: ${p.energy}`)
      : h("span", { class: "library" }, `${t("library")}: ${p.library}`),
    libraryTop(p, ctx),
    zoneButton(graveName, p, grave, ctx),
    zoneButton(t("exile"), p, exiled, ctx),
    inferno ? null : manaPool(p),
  );
}

/** The top card of one's own library, when an ability lets one look at it (CR 401.2: the
 * view carries it to that player alone); a button that opens it to read. */
function libraryTop(p, ctx) {
  if (!p.library_top) return null;
  const said = `${t("library_top")}: ${cardName(p.library_top)}`;
  return h(
    "button",
    {
      type: "button",
      class: "zone-button library-top",
      "aria-label": said,
      onclick: () => ctx.onZone && ctx.onZone(`${t("library_top")} — ${p.name}`, [p.library_top]),
    },
    said,
  );
}

/** A graveyard's or exile's button, opening the zone's dialog. */
function zoneButton(label, p, cards, ctx) {
  return h(
    "button",
    {
      type: "button",
      class: "zone-button",
      "aria-label": `${label} ${p.name}: ${cards.length}`,
      onclick: () => ctx.onZone && ctx.onZone(`${label} — ${p.name}`, cards),
    },
    `${label} (${cards.length})`,
  );
}

/** The opponents of the player at the bottom, in turn order from the next one (CR 101.4). */
export function opponentsOf(view, bottom) {
  const players = view.players || [];
  const n = players.length;
  const at = players.findIndex((p) => p.index === bottom);
  const others = [];
  for (let k = 1; k < n; k++) others.push(players[(at + k) % n]);
  return others;
}

/** The opponent shown full-size: the one chosen (`ctx.focus`), else the next one still in
 * the game. */
export function focusedOpponent(opponents, focus) {
  return (
    opponents.find((p) => p.index === focus) || opponents.find((p) => !p.lost) || opponents[0]
  );
}

/** One opponent in the rail: name (a button that brings them to the centre), life, hand,
 * library, graveyard, exile, and their permanents in small; greyed once out of the game. */
function railPanel(view, p, focused, ctx) {
  const inferno = view.game === "inferno";
  const graveName = t(inferno ? "infierno" : "graveyard");
  const exiled = (view.exile || []).filter((o) => o.owner === p.index);
  const permanents = (view.battlefield || []).filter((o) => o.controller === p.index);
  const lands = permanents.filter((o) => isLand(o) || isResource(o));
  const shown = [...permanents.filter((o) => !isLand(o) && !isResource(o)), ...lands.filter(isLand)];
  const resources = lands.filter(isResource).length;
  const classes = ["rail-panel"];
  if (focused) classes.push("focused");
  if (p.lost) classes.push("out");
  if (view.active === p.index && !p.lost) classes.push("active");
  const facts = inferno
    ? [`${t("inferno_deck")}: ${p.library}`, `${t("energy")}: ${p.energy}`]
    : [`♥ ${p.life}`, `${t("library")}: ${p.library}`];
  const look = [t("look_at", p.name)];
  if (!inferno) look.push(`${t("life")}: ${p.life}`);
  look.push(t("opp_hand", p.name, p.hand_size));
  if (p.lost) look.push(t("out"));
  return h(
    "li",
    {
      class: classes.join(" "),
      dataset: { seat: String(p.index) },
      onclick: (ev) => {
        if (!ev.target.closest("button") && ctx.onFocus) ctx.onFocus(p.index);
      },
    },
    h(
      "div",
      { class: "rail-head" },
      h(
        "button",
        {
          type: "button",
          class: "rail-focus",
          "aria-pressed": focused ? "true" : "false",
          "aria-label": look.join(", "),
          onclick: () => ctx.onFocus && ctx.onFocus(p.index),
        },
        p.name,
      ),
      p.lost ? h("span", { class: "out-tag" }, t("out")) : null,
      h("span", { class: inferno ? "library" : "life" }, facts[0]),
      h("span", { class: "hand-count" }, t("hand_short", p.hand_size)),
      h("span", { class: "library" }, facts[1]),
      zoneButton(graveName, p, p.graveyard || [], ctx),
      zoneButton(t("exile"), p, exiled, ctx),
    ),
    commandZone(view, p, ctx, cardElement, true),
    commanderDamage(view, p),
    h(
      "div",
      { class: "mini-board", role: "group", "aria-label": t("board_of", p.name) },
      shown.map((o) => cardElement(o, ctx, true)),
      resources ? h("span", { class: "resources" }, t("resources", resources, lands.filter((o) => isResource(o) && o.tapped).length)) : null,
    ),
  );
}

function rail(view, opponents, focus, ctx) {
  return h(
    "ul",
    { class: "rail", "aria-label": t("opponents_rail") },
    opponents.map((p) => railPanel(view, p, p.index === focus.index, ctx)),
  );
}

function targetNames(o, view, index) {
  const names = [];
  for (const group of o.targets || [])
    for (const id of group) {
      if (id < 0) {
        const p = (view.players || [])[-1 - id];
        names.push(p ? p.name : "?");
      } else {
        const target = index.get(id);
        const p = !target && (view.players || []).find((pl) => pl.index === id);
        names.push(target ? cardName(target) : p ? p.name : `#${id}`);
      }
    }
  return names;
}

function stackZone(view, ctx) {
  const items = (view.stack || [])
    .slice()
    .reverse()
    .map((o) => {
      const targets = targetNames(o, view, ctx.index);
      return h(
        "li",
        { class: "stack-item" },
        cardElement(o, ctx),
        targets.length ? h("span", { class: "targets" }, `→ ${targets.join(", ")}`) : null,
      );
    });
  return h(
    "section",
    { class: "stack", role: "region", "aria-label": t("stack") },
    h("h2", {}, t("stack")),
    items.length ? h("ol", {}, items) : h("p", { class: "muted" }, t("stack_empty")),
  );
}

/** A player's command zone and the commander damage they took (Commander, Archenemy). */
function variantRow(view, p, ctx) {
  const zone = commandZone(view, p, ctx, cardElement);
  const damage = commanderDamage(view, p);
  return zone || damage ? h("div", { class: "variant-row" }, zone, damage) : null;
}

/** Draw the whole board into `root`: the viewer at the bottom (seat 0 for a spectator), the
 * opponent in focus (`ctx.focus`, a seat) above; in a game of more than two, every opponent
 * in the rail on top. A replay (`view.hands`) shows every hand face up (CR 708.9). */
export function renderBoard(root, view, ctx) {
  ctx.view = view;
  ctx.index = objectIndex(view);
  const players = view.players || [];
  const bottomIndex = view.viewer === null || view.viewer === undefined ? 0 : view.viewer;
  const me = players.find((p) => p.index === bottomIndex) || players[0];
  const opponents = opponentsOf(view, me.index);
  const them = focusedOpponent(opponents, ctx.focus);
  const seated = view.viewer !== null && view.viewer !== undefined;
  const revealed = !!view.hands;
  const backs = (p) =>
    h(
      "section",
      { class: "hand opp-hand", role: "region", "aria-label": t("opp_hand", p.name, p.hand_size) },
      Array.from({ length: p.hand_size }, () => h("span", { class: "card-back", "aria-hidden": "true" })),
      h("span", { class: "hand-count" }, t("opp_hand", p.name, p.hand_size)),
    );
  const faceUp = (p) =>
    h(
      "section",
      { class: "hand", role: "region", "aria-label": t("hand_of", p.name) },
      (view.hands[p.index] || []).map((o) => cardElement(o, ctx)),
    );
  const themHand = revealed ? faceUp(them) : backs(them);
  let myHand;
  if (revealed) myHand = faceUp(me);
  else if (seated)
    myHand = h(
      "section",
      { class: "hand my-hand", role: "region", "aria-label": t("your_hand") },
      (view.hand || []).map((o) => cardElement(o, ctx)),
    );
  else myHand = backs(me);
  const activeName = (players.find((p) => p.index === view.active) || {}).name || "";
  const turnLine = h(
    "div",
    { class: "turn-line" },
    h("span", {}, t("turn_n", view.turn)),
    h("span", {}, t("active_player", activeName)),
    h("span", { class: "step-name" }, `${t("step")}: ${stepName(view.step)}`),
  );
  const side = (where, p) => `side ${where}` + (p.lost ? " out" : "");
  root.classList.toggle("multi", players.length > 2);
  clear(
    root,
    players.length > 2 ? rail(view, opponents, them, ctx) : null,
    h(
      "div",
      { class: side("top", them), dataset: { seat: String(them.index) } },
      playerStrip(view, them, ctx),
      variantRow(view, them, ctx),
      themHand,
      battlefieldSide(view, them, ctx),
    ),
    h("div", { class: "middle" }, turnLine, stackZone(view, ctx)),
    h(
      "div",
      { class: side("bottom", me) },
      battlefieldSide(view, me, ctx),
      playerStrip(view, me, ctx),
      variantRow(view, me, ctx),
      myHand,
    ),
  );
}

/** The full text of a card for the zoom panel, in the current language as the view gives it. */
export function zoomContent(o, view, index) {
  const parts = [h("h3", {}, cardName(o))];
  if (o.mana_cost) parts.push(h("p", { class: "card-cost" }, o.mana_cost));
  if (o.type_line) parts.push(h("p", { class: "card-type" }, o.type_line));
  // terms link to the glossary, never on a card the viewer can't identify (CR 708.2a)
  const terms = o.name ? { class: "card-text", "data-terms": true } : { class: "card-text" };
  if (o.text) for (const line of o.text.split("\n")) parts.push(h("p", terms, o.name ? linkTerms(line) : line));
  for (const d of o.doors || [])
    parts.push(h("p", { class: "door" }, `${d.name}: ${d.unlocked ? t("door_unlocked") : t("door_locked")}`));
  const state = cardLabel(o, view, index).split(", ").slice(1);
  if (state.length) parts.push(h("p", { class: "card-state" }, state.join(" · ")));
  return parts;
}
