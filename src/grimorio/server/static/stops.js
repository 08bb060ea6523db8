// The stops dialog of the game page (docs/protocol.md, `stops`): the steps, in one's own turn
// and in an opponent's, where passing stops (CR 117.3d); kept in localStorage and sent.
import { h, clear, $ } from "./dom.js";
import { t, stepName } from "./i18n.js";

export const STOP_STEPS = [
  "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "declare_blockers",
  "combat_damage", "end_combat", "main2", "end",
];
export const DEFAULT_STOPS = [["mine", "main1"], ["mine", "main2"]];

export function openStops() {
  const saved = JSON.parse(localStorage.getItem("grimorio.stops") || "null") || DEFAULT_STOPS;
  const on = new Set(saved.map(([w, s]) => `${w}:${s}`));
  const grid = $("#stops-grid");
  const col = (whose, title) =>
    h(
      "fieldset",
      {},
      h("legend", {}, t(title)),
      STOP_STEPS.map((s) =>
        h(
          "label",
          { class: "stop" },
          h("input", { type: "checkbox", name: `${whose}:${s}`, checked: on.has(`${whose}:${s}`) }),
          " ",
          stepName(s),
        ),
      ),
    );
  clear(grid, col("mine", "stops_mine"), col("theirs", "stops_theirs"));
  $("#stops-dialog").showModal();
}

export function saveStops(ev, send) {
  if (ev.submitter && ev.submitter.value !== "save") return;
  const stops = [];
  for (const box of document.querySelectorAll("#stops-grid input:checked")) stops.push(box.name.split(":"));
  localStorage.setItem("grimorio.stops", JSON.stringify(stops));
  send({ type: "stops", stops });
}
