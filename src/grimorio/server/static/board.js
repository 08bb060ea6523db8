// The board drawn from a viewer's `view` (docs/protocol.md): both battlefields (the viewer's at
// the bottom, lands in their own row), hands, the stack with targets, life, libraries,
// graveyards and exile, the mana pool. Shared by the game page and the replay viewer.
import { h, clear } from "./dom.js";
import { t, stepName, manaNames } from "./i18n.js";

const MANA_LETTERS = ["W", "U", "B", "R", "G", "C"];

/** Everything the view names by id, so that targets and attachments can be named. */
export function objectIndex(view) {
  const index = new Map();
  const add = (o) => index.set(o.id, o);
  (view.hand || []).forEach(add);
  (view.battlefield || []).forEach(add);
  (view.stack || []).forEach(add);
  (view.exile || []).forEach(add);
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
    if (combat.attackers && combat.attackers[String(o.id)]) parts.push(t("attacking"));
    if (combat.blockers && combat.blockers[String(o.id)] !== undefined) parts.push(t("blocking"));
  }
  for (const d of o.doors || [])
    parts.push(`${d.name}: ${d.unlocked ? t("door_unlocked") : t("door_locked")}`);
  return parts.join(", ");
}

/** One card as a focusable button. `ctx` = {view, index, onCard, onZoom, marked(id)}. */
export function cardElement(o, ctx) {
  const classes = ["card"];
  if (o.tapped) classes.push("tapped");
  if (o.face_down) classes.push("face-down");
  if (ctx.marked && ctx.marked(o.id)) classes.push("changed");
  if (ctx.actionable && ctx.actionable(o.id)) classes.push("actionable");
  const combat = ctx.view && ctx.view.combat;
  if (combat && combat.attackers && combat.attackers[String(o.id)]) classes.push("attacking");
  if (combat && combat.blockers && combat.blockers[String(o.id)] !== undefined)
    classes.push("blocking");
  const body = [h("span", { class: "card-name" }, cardName(o))];
  if (o.mana_cost) body.push(h("span", { class: "card-cost" }, o.mana_cost));
  if (o.type_line) body.push(h("span", { class: "card-type" }, o.type_line));
  for (const d of o.doors || [])
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
  for (const c of o.counter_labels || []) badges.push(h("span", { class: "counter" }, c));
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
function playerStrip(view, p, ctx, isViewer) {
  const exiled = (view.exile || []).filter((o) => o.owner === p.index);
  const active = view.active === p.index;
  const grave = p.graveyard || [];
  const inferno = view.game === "inferno"; // Inferno: no life; the deck, energy (I-106, I-112.3a)
  const graveName = t(inferno ? "infierno" : "graveyard");
  return h(
    "div",
    { class: "player-strip" + (active ? " active" : ""), role: "group", "aria-label": p.name },
    h("strong", { class: "player-name" }, p.name),
    inferno
      ? h("span", { class: "library" }, `${t("inferno_deck")}: ${p.library}`)
      : h("span", { class: "life", "aria-label": `${t("life")}: ${p.life}` }, `♥ ${p.life}`),
    p.poison ? h("span", { class: "poison" }, `${t("poison")}: ${p.poison}`) : null,
    inferno
      ? h("span", { class: "energy" }, `${t("energy")}: ${p.energy}`)
      : h("span", { class: "library" }, `${t("library")}: ${p.library}`),
    h(
      "button",
      {
        type: "button",
        class: "zone-button",
        "aria-label": `${graveName} ${p.name}: ${grave.length}`,
        onclick: () => ctx.onZone && ctx.onZone(`${graveName} — ${p.name}`, grave),
      },
      `${graveName} (${grave.length})`,
    ),
    h(
      "button",
      {
        type: "button",
        class: "zone-button",
        "aria-label": `${t("exile")} ${p.name}: ${exiled.length}`,
        onclick: () => ctx.onZone && ctx.onZone(`${t("exile")} — ${p.name}`, exiled),
      },
      `${t("exile")} (${exiled.length})`,
    ),
    inferno ? null : manaPool(p),
    isViewer ? null : null,
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

/** Draw the whole board into `root`. `seat` is the viewer at the bottom (0 for spectators). */
export function renderBoard(root, view, ctx) {
  ctx.view = view;
  ctx.index = objectIndex(view);
  const players = view.players || [];
  const bottomIndex = view.viewer === null || view.viewer === undefined ? 0 : view.viewer;
  const me = players.find((p) => p.index === bottomIndex) || players[0];
  const them = players.find((p) => p.index !== me.index);
  const seated = view.viewer !== null && view.viewer !== undefined;
  if (view.hands) return renderRevealed(root, view, ctx, me, them);
  const themHand = h(
    "section",
    { class: "hand opp-hand", role: "region", "aria-label": t("opp_hand", them.name, them.hand_size) },
    Array.from({ length: them.hand_size }, () => h("span", { class: "card-back", "aria-hidden": "true" })),
    h("span", { class: "hand-count" }, t("opp_hand", them.name, them.hand_size)),
  );
  const myHand = seated
    ? h(
        "section",
        { class: "hand my-hand", role: "region", "aria-label": t("your_hand") },
        (view.hand || []).map((o) => cardElement(o, ctx)),
      )
    : h(
        "section",
        { class: "hand opp-hand", role: "region", "aria-label": t("opp_hand", me.name, me.hand_size) },
        Array.from({ length: me.hand_size }, () => h("span", { class: "card-back", "aria-hidden": "true" })),
        h("span", { class: "hand-count" }, t("opp_hand", me.name, me.hand_size)),
      );
  const activeName = (players.find((p) => p.index === view.active) || {}).name || "";
  const turnLine = h(
    "div",
    { class: "turn-line" },
    h("span", {}, t("turn_n", view.turn)),
    h("span", {}, t("active_player", activeName)),
    h("span", { class: "step-name" }, `${t("step")}: ${stepName(view.step)}`),
  );
  clear(
    root,
    h("div", { class: "side top" }, playerStrip(view, them, ctx, false), themHand, battlefieldSide(view, them, ctx)),
    h("div", { class: "middle" }, turnLine, stackZone(view, ctx)),
    h("div", { class: "side bottom" }, battlefieldSide(view, me, ctx), playerStrip(view, me, ctx, true), myHand),
  );
}

/** The replay of a finished game: every hand face up (CR 708.9). */
function renderRevealed(root, view, ctx, me, them) {
  const hand = (p) =>
    h(
      "section",
      { class: "hand", role: "region", "aria-label": t("hand_of", p.name) },
      (view.hands[p.index] || []).map((o) => cardElement(o, ctx)),
    );
  const activeName = ((view.players || []).find((p) => p.index === view.active) || {}).name || "";
  clear(
    root,
    h("div", { class: "side top" }, playerStrip(view, them, ctx, false), hand(them), battlefieldSide(view, them, ctx)),
    h(
      "div",
      { class: "middle" },
      h("div", { class: "turn-line" }, h("span", {}, t("turn_n", view.turn)), h("span", {}, t("active_player", activeName)), h("span", { class: "step-name" }, `${t("step")}: ${stepName(view.step)}`)),
      stackZone(view, ctx),
    ),
    h("div", { class: "side bottom" }, battlefieldSide(view, me, ctx), playerStrip(view, me, ctx, true), hand(me)),
  );
}

/** The full text of a card for the zoom panel, in the current language as the view gives it. */
export function zoomContent(o, view, index) {
  const parts = [h("h3", {}, cardName(o))];
  if (o.mana_cost) parts.push(h("p", { class: "card-cost" }, o.mana_cost));
  if (o.type_line) parts.push(h("p", { class: "card-type" }, o.type_line));
  if (o.text) for (const line of o.text.split("\n")) parts.push(h("p", { class: "card-text" }, line));
  for (const d of o.doors || [])
    parts.push(h("p", { class: "door" }, `${d.name}: ${d.unlocked ? t("door_unlocked") : t("door_locked")}`));
  const state = cardLabel(o, view, index).split(", ").slice(1);
  if (state.length) parts.push(h("p", { class: "card-state" }, state.join(" · ")));
  return parts;
}
