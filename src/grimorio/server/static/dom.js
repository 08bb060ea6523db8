// Building the page: text always goes in through text nodes (never innerHTML), so a name or a
// decklist typed by someone can never inject markup.

/** h("button", {class: "x", "aria-label": "…", onclick: f}, "text", child…) */
export function h(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else if (k === "value") e.value = v;
    else if (v === true) e.setAttribute(k, "");
    else e.setAttribute(k, String(v));
  }
  append(e, children);
  return e;
}

function append(e, children) {
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

export function clear(e, ...children) {
  e.replaceChildren();
  append(e, children);
  return e;
}

export function $(sel, root = document) {
  return root.querySelector(sel);
}
