// What the game page shows of the seats before a game of more than two begins (issue 23):
// every seat, and those whose invited friend is still awaited.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Before the game begins: who is awaited (every invited friend, issue 23), or that it was
 * abandoned. */
export function waitingScreen(st, players) {
  if (st.status === "abandoned") return h("p", { class: "waiting-friend" }, t("abandoned"));
  const names = st.players || players || [];
  const awaited = st.waiting_on || [];
  if (names.length <= 2) return h("p", { class: "waiting-friend" }, t("waiting_friend"));
  return h(
    "div",
    { class: "waiting-friend" },
    h("p", {}, t("waiting_guests", awaited.length)),
    h(
      "ul",
      { class: "seat-list" },
      names.map((name, i) =>
        h("li", {}, `${t("seat_n", i + 1)}: `, awaited.includes(i) ? h("em", {}, t("awaited")) : name),
      ),
    ),
  );
}
