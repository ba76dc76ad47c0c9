// The player of a play page: the rules engine itself (generator/engine/, run by Pyodide) at a
// table of the engine's players. Nothing is loaded before the reader presses Play. Every move
// and every refusal comes from the engine's session driver (engine/table.py), whose view of the
// table this script only draws: as text first, with card pictures beside it.
const root = document.querySelector(".play[data-ruleset]");
const SELECT_VERBS = ["exchange", "discard"];   // actions that name several of one's cards
const MANY = 12;                                 // more choices of a verb than this: pick the cards

const state = { py: null, table: null, rules: null, view: null, selected: new Set(), timings: {} };
window.stichwortPlayer = state;                  // for the browser tests and the benchmark

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value == null) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child != null) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function status(text) {
  root.querySelector(".play-status").textContent = text;
}

async function boot() {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    status("This browser cannot run WebAssembly, which the player needs: the How to play page and the worked examples read without it.");
    return false;
  }
  const base = root.dataset.pyodide;
  const probe = await fetch(base + "pyodide.mjs", { method: "HEAD" }).catch(() => null);
  if (!probe || !probe.ok) {
    status("The player is not part of this build of the site (it was built without Pyodide); the published site has it.");
    return false;
  }
  status("Loading the engine (the first time about 6.5 MB)…");
  const { loadPyodide } = await import(base + "pyodide.mjs");
  const t0 = performance.now();
  const [py, zip, rules] = await Promise.all([
    loadPyodide({ indexURL: base, stdout: () => {}, stderr: () => {} }),
    fetch(root.dataset.engine).then((r) => r.arrayBuffer()),
    fetch(root.dataset.rules).then((r) => r.json()),
  ]);
  py.unpackArchive(new Uint8Array(zip), "zip", { extractDir: "/stichwort" });
  py.runPython("import sys\nsys.path.insert(0, '/stichwort')\nfrom generator.engine.table import open_table");
  state.timings.interpreter_ms = Math.round(performance.now() - t0);
  state.py = py;
  state.rules = rules;
  return true;
}

function sharedLink() {
  // the session's link is the page's query (?r=…&a=…); a fragment (#r=…) is read as well
  for (const part of [location.search.slice(1), location.hash.slice(1)]) {
    if (/(^|&)(r|ex)=/.test(part)) return part;
  }
  return "";
}

async function start(event) {
  event.preventDefault();
  const form = root.querySelector(".play-setup");
  const button = form.querySelector("button");
  button.disabled = true;
  state.timings.pressed = performance.now();
  try {
    if (!state.py && !(await boot())) return;
    const open = state.py.globals.get("open_table");
    const f = form.elements;
    const link = state.pendingLink || "";
    const example = new URLSearchParams(link).get("ex");
    // a link from a worked example: its rules (with the example's readings) and its opening deal
    const rules = example ? await fetch(root.dataset.examples + encodeURIComponent(example) + ".json").then((r) => {
      if (!r.ok) throw new Error("this site has no worked example of that name");
      return r.json();
    }) : state.rules;
    if (state.table) state.table.destroy();
    state.table = open(JSON.stringify(rules.params), JSON.stringify(rules.citations),
                       Number(f.players.value), Number(f.seat.value), Number(f.seed.value) || 0, f.bots.value,
                       link, rules.opening ? JSON.stringify(rules.opening) : "", false);
    state.pendingLink = "";
    open.destroy();
    await think();
    state.timings.first_decision_ms = Math.round(performance.now() - state.timings.pressed);
    root.dataset.ready = "true";
  } catch (error) {
    status("The player could not start: " + (error && error.message ? error.message.split("\n").filter(Boolean).pop() : error));
  } finally {
    button.disabled = false;
  }
}

// The engine's players decide a slice of their search at a time (Table.work), the page drawn
// and the browser free between slices; what they decide does not depend on the slicing.
async function think(afterAction = false) {
  state.thinking = true;
  try {
    for (let slice = 0; !state.table.work(40); slice++) {
      if (slice === 0) draw();      // the table as it stands while a player thinks
      status(`Hand ${state.view.hand_number}: ${state.view.names[state.table.st.actor]} is thinking…`);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    state.thinking = false;
  }
  draw(afterAction);
}

async function act(action) {
  if (state.thinking) return;
  state.table.act(action, false);
  state.selected.clear();
  await think(true);
}

async function nextHand() {
  if (state.thinking) return;
  state.table.next_hand(false);
  await think();
}

function cardPicture(code) {
  return el("img", { src: root.dataset.cards + code + ".svg", alt: "", class: "play-card-img", width: 48, height: 72 });
}

function cardButton(card, mode) {
  const pressed = state.selected.has(card.code);
  const attrs = { type: "button", class: "play-card" + (card.legal ? " is-legal" : ""), "data-card": card.code,
                  // the visible short form is part of the name (speech input), the full name first
                  "aria-label": card.label === card.name ? card.name : `${card.name}, ${card.label}` };
  if (mode === "select") {
    attrs["aria-pressed"] = pressed ? "true" : "false";
    attrs.onclick = () => {
      if (state.selected.has(card.code)) state.selected.delete(card.code); else state.selected.add(card.code);
      draw();
    };
  } else if (mode === "play") {
    if (!card.legal) attrs["aria-disabled"] = "true";
    attrs.onclick = () => act("play " + card.code);
  } else {
    attrs["aria-disabled"] = "true";
    attrs.onclick = () => act("play " + card.code);   // refused: not a card to play now
  }
  return el("button", attrs, cardPicture(card.code), el("span", { class: "play-card-label" }, card.label));
}

function draw(afterAction = false) {
  const view = state.view = JSON.parse(state.table.view_json());
  const box = root.querySelector(".play-table");
  box.hidden = false;
  box.replaceChildren(...tableParts(view));
  status(statusText(view));
  if (view.refusal) box.querySelector(".play-refusal")?.focus();
  else if (afterAction || view.over) box.querySelector(view.over ? ".play-settlement h3" : ".play-hand h3")?.focus();
}

function statusText(view) {
  const who = view.names[view.seat];
  if (view.over) return `Hand ${view.hand_number} is over: ${view.settlement.map((s) => `${s.name} ${s.result}`).join(", ")}.`;
  return `Hand ${view.hand_number}, ${view.phase_label}: your turn, ${who}.`;
}

function tableParts(view) {
  const parts = [];
  const verbs = {};
  for (const item of view.legal) (verbs[item.action.split(" ")[0]] ||= []).push(item);
  const selecting = SELECT_VERBS.filter((v) => (verbs[v] || []).length > MANY);
  const mode = view.over ? "none" : verbs.play && view.hand.some((c) => c.legal) ? "play" : selecting.length ? "select" : "none";

  parts.push(el("section", { class: "play-seats", "aria-label": "The table" },
    el("h3", {}, "The table"),
    el("ul", {}, view.names.map((name, seat) => el("li", { class: seat === view.to_act ? "is-to-act" : "" },
      el("strong", {}, name), seat === view.dealer ? " (dealer)" : "", view.active[seat] ? "" : " (out of this deal)",
      `: ${plural(view.card_counts[seat], "card")}, ${plural(view.tricks[seat], "trick")}`,
      seat === view.declarer ? ", declarer" : ""))),
    el("p", {}, [view.score ? `Score: ${view.score}.` : view.pot != null ? `Pot: ${view.pot}.` : "", // a game without a pot shows none
      view.trump ? `Trumps: ${view.trump}.` : "", view.turned ? `Turned card: ${view.turned}.` : "",
      view.talon ? `Talon: ${view.talon} cards.` : "", view.contract ? `Contract: ${view.contract_name || view.contract}.` : ""]
      .filter(Boolean).join(" "))));

  // A finished trick stays on the table, with who won it, until the next card is played; then it
  // is shown beside the trick being played, so that the reader never misses who took the last one.
  const last = view.trick_history[view.trick_history.length - 1];
  const cardsOf = (seats, cards, labels, winner) => el("ol", {}, seats.map((seat, i) =>
    el("li", { class: seat === winner ? "is-winner" : "" }, `${view.names[seat]}: `,
      cards[i] === "??" ? el("img", { src: root.dataset.back, alt: "", class: "play-card-img", width: 48, height: 72 }) : cardPicture(cards[i]),
      labels[i], seat === winner ? " (wins the trick)" : "")));
  const lastTrick = () => el("section", { class: "play-trick play-last-trick", "aria-label": "The last trick" },
    el("h3", {}, `Trick ${view.trick_history.length}, won by ${view.names[last.winner]}`),
    cardsOf(last.seats, last.cards, last.labels, last.winner));
  if (view.trick.length) {
    parts.push(el("section", { class: "play-trick", "aria-label": "The trick" }, el("h3", {}, `Trick ${view.trick_no || 1}`),
      cardsOf(view.trick.map((t) => t.seat), view.trick.map((t) => t.card), view.trick.map((t) => t.label), null)));
    if (last) parts.push(lastTrick());
  } else if (last) {
    parts.push(lastTrick());
  } else {
    parts.push(el("section", { class: "play-trick", "aria-label": "The trick" }, el("h3", {}, `Trick ${view.trick_no || 1}`),
      el("p", {}, "No card on the table.")));
  }

  if (view.refusal) {
    const r = view.refusal;
    parts.push(el("p", { class: "play-refusal", role: "alert", tabindex: "-1" },
      el("strong", {}, `${r.who} may not ${r.move}`), `: ${r.why}`,
      r.cite ? [" — ", el("a", { href: r.href, title: r.title || "", class: "play-cite" }, r.cite)] : "",
      ". Nothing has changed."));
  }

  const handTitle = mode === "select" ? "Your hand: choose the cards to lay away" : "Your hand";
  parts.push(el("section", { class: "play-hand", "aria-label": "Your hand" },
    el("h3", { tabindex: "-1" }, handTitle),
    view.hidden_hand ? el("p", {}, `${view.hidden_hand} cards you have not seen yet.`) : "",
    el("div", { class: "play-cards" }, view.hand.map((c) => cardButton(c, mode)))));

  if (!view.over) {
    const buttons = [];
    for (const [verb, items] of Object.entries(verbs)) {
      if (verb === "play" && items.every((i) => i.action.split(" ").length === 2) && mode === "play") continue;
      if (selecting.includes(verb)) {
        buttons.push(el("button", { type: "button", class: "md-button play-action", "data-verb": verb,
          onclick: () => act([verb, ...state.selected].join(" ")) },
          `${verb === "discard" ? "Discard" : "Exchange"} the chosen cards (${state.selected.size})`));
        continue;
      }
      for (const item of items) {
        buttons.push(el("button", { type: "button", class: "md-button play-action", "data-action": item.action,
          onclick: () => act(item.action) }, item.label[0].toUpperCase() + item.label.slice(1)));
      }
    }
    if (buttons.length) parts.push(el("section", { class: "play-actions", "aria-label": "Your move" }, el("h3", {}, "Your move"), el("div", {}, buttons)));
  } else {
    parts.push(el("section", { class: "play-settlement", "aria-label": "The settlement" },
      el("h3", { tabindex: "-1" }, `The settlement of hand ${view.hand_number}`),
      view.ended_early ? el("p", { class: "play-ended-early" },
        `The hand ended after trick ${view.ended_early.after} of ${view.ended_early.of}: ${view.ended_early.why}`,
        view.ended_early.cite ? [" — ", el("a", { href: view.ended_early.href, title: view.ended_early.title || "", class: "play-cite" },
          view.ended_early.cite)] : "", ".") : "",
      el("ul", {}, view.settlement.map((s) => el("li", {}, `${s.name}: ${s.result}`))),
      el("button", { type: "button", class: "md-button md-button--primary play-next", onclick: nextHand }, "Deal the next hand")));
  }

  parts.push(el("section", { class: "play-ledger", "aria-label": "The ledger" }, el("h3", {}, "Payments this hand"),
    view.ledger.length ? el("ul", {}, view.ledger.map((line) => el("li", {}, line))) : el("p", {}, "None yet.")));
  parts.push(el("details", { class: "play-tricks" }, el("summary", {}, `Tricks played (${view.trick_history.length})`),
    el("ol", {}, view.trick_history.map((t) => el("li", {}, t.seats.map((s, i) => `${view.names[s]} ${t.labels[i]}`).join(", "),
      ` — won by ${view.names[t.winner]}`)))));
  parts.push(el("details", { class: "play-history" }, el("summary", {}, "Every move so far"),
    el("ol", {}, view.history.map((line) => el("li", {}, line)))));

  const url = location.href.split(/[?#]/)[0] + "?" + view.link;
  parts.push(el("section", { class: "play-share", "aria-label": "Share this hand" }, el("h3", {}, "Share or replay this hand"),
    el("p", {}, "This link plays the same session again, move for move: ", el("a", { href: "?" + view.link, class: "play-link" }, "link to this hand"), "."),
    el("details", { class: "play-editors" }, el("summary", {}, "For editors: the same hand on the command line"),
      el("p", {}, "In a checkout of the project: ", el("code", { class: "play-command" }, `python -m generator replay '${url}'`))),
    el("details", { class: "play-transcript" }, el("summary", {}, "Transcript"), el("pre", {}, state.table.transcript()))));
  return parts;
}

function followLink() {
  const link = sharedLink();
  if (!link) return;
  state.pendingLink = link;
  const params = new URLSearchParams(link);
  const f = root.querySelector(".play-setup").elements;
  if (params.get("n")) f.players.value = params.get("n");
  if (params.get("seat")) f.seat.value = params.get("seat");
  if (params.get("seed")) f.seed.value = params.get("seed");
  if (params.get("bots")) f.bots.value = params.get("bots");
  status(params.get("ex") ? "A position from a worked example: press Play to continue the hand from there."
                          : "A shared hand: press Play to replay it.");
}

function trimSeats() {
  const f = root.querySelector(".play-setup").elements;
  const n = Number(f.players.value);
  for (const option of f.seat.options) option.hidden = option.disabled = Number(option.value) >= n;
  if (Number(f.seat.value) >= n) f.seat.value = String(n - 1);
}

if (root) {
  const form = root.querySelector(".play-setup");
  form.addEventListener("submit", start);
  form.elements.players.addEventListener("change", trimSeats);
  trimSeats();
  followLink();
}
