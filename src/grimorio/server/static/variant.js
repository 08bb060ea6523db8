// What the variants add to the board (issue 23): each player's part of the command zone
// (CR 408) — their commanders with the tax each would cost now (903.8) and the schemes they
// set in motion face up (904.9), with the size of their face-down scheme deck (904.4: only a
// count; the server never sends a hidden scheme's name) — and the combat damage each
// commander has dealt them (903.10a). Shared by the game page and the replay viewer.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** The variant's name as the Spanish rules title it (806, 903, 904), or "". */
export function variantName(view) {
  if (!view || view.game === "inferno") return "";
  return t(`variant_${view.variant || "plain"}`);
}

/** The face-up cards of the command zone that `p` owns (commanders, schemes, emblems). */
export function commandCards(view, p) {
  return (view.command || []).filter((o) => o.owner === p.index);
}

/** The tax of the commander named `name` of player `p` (903.8), or null. */
function taxOf(p, name) {
  const found = (p.commanders || []).find((c) => c.name === name);
  return found ? found.tax : null;
}

/** Player `p`'s command zone as a region: each card (a focusable button made by
 * `cardElement`, so the person can cast a commander from it), a commander with its tax
 * "+{2}", and the scheme deck's size. Null where the variant gives the player nothing. */
export function commandZone(view, p, ctx, cardElement, mini = false) {
  const cards = commandCards(view, p);
  const schemes = p.scheme_deck;
  if (!cards.length && schemes === undefined && !(p.commanders || []).length) return null;
  const items = cards.map((o) => {
    const tax = taxOf(p, o.name);
    const card = cardElement(o, ctx, mini);
    if (tax) {
      card.setAttribute("aria-label", `${card.getAttribute("aria-label")}, ${t("commander_tax", tax)}`);
      return h("span", { class: "command-card" }, card, h("span", { class: "tax", "aria-hidden": "true" }, `+{${tax}}`));
    }
    return card;
  });
  if (schemes !== undefined)
    items.push(h("span", { class: "scheme-deck" }, t("scheme_deck_n", schemes)));
  // a commander in another zone (not in the command zone now): its tax, by name
  for (const c of p.commanders || [])
    if (!cards.some((o) => o.name === c.name))
      items.push(h("span", { class: "commander-away" }, `${c.name}${c.tax ? ` (+{${c.tax}})` : ""}`));
  return h(
    "section",
    { class: "command-zone" + (mini ? " mini" : ""), role: "region", "aria-label": t("command_zone_of", p.name) },
    h("span", { class: "zone-title", "aria-hidden": "true" }, t("command_zone")),
    items,
  );
}

/** The combat damage each commander has dealt player `p` (903.10a), or null if none. */
export function commanderDamage(view, p) {
  const taken = p.commander_damage || [];
  if (!taken.length) return null;
  const owner = (i) => ((view.players || [])[i] || {}).name || "?";
  return h(
    "ul",
    { class: "commander-damage", "aria-label": t("commander_damage_of", p.name) },
    taken.map((d) => h("li", {}, t("commander_damage_line", d.name, owner(d.owner), d.damage))),
  );
}
