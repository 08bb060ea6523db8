// The menu a clicked card opens when it has several options (a game's page and a lesson's):
// one button per option, and one to close it; closing gives the focus back to the card.
import { h, clear, $ } from "./dom.js";
import { t } from "./i18n.js";
import { cardName } from "./board.js";

/** Open the menu of card `o` below `anchor`; picking an option closes it (and the zone
 * dialog, where the card was shown) and calls `choose(option)`. */
export function openMenu(o, anchor, options, choose) {
  const menu = $("#card-menu");
  menu.setAttribute("aria-label", t("card_menu", cardName(o)));
  const pick = (opt) => () => {
    closeMenu();
    $("#zone-dialog").open && $("#zone-dialog").close();
    choose(opt);
  };
  clear(
    menu,
    options.map((opt) => h("button", { type: "button", role: "menuitem", onclick: pick(opt) }, opt.label)),
    h("button", { type: "button", role: "menuitem", class: "menu-close", onclick: closeMenu }, t("close")),
  );
  const r = anchor.getBoundingClientRect();
  menu.hidden = false;
  const right = window.scrollX + document.documentElement.clientWidth - menu.offsetWidth - 4;
  menu.style.left = `${Math.max(4, Math.min(r.left + window.scrollX, right))}px`;
  menu.style.top = `${r.bottom + window.scrollY + 4}px`;
  menu.dataset.for = String(o.id);
  menu.querySelector("button").focus();
}

/** Close the menu if it is open (true if it was), the focus back on its card. */
export function closeMenu() {
  const menu = $("#card-menu");
  if (menu.hidden) return false;
  menu.hidden = true;
  const back = document.querySelector(`#board .card[data-id="${menu.dataset.for}"]`);
  if (back) back.focus();
  return true;
}
