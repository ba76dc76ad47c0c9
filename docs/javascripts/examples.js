/* The stepper of the runnable rule examples (progressive enhancement).
   Without JavaScript every step of an example is shown, in order, with the result below. With it,
   a "Previous / Next / Show all" bar steps through the list one step at a time (the ← and → keys
   too, unless the focus is in a text field); above the step it draws the table as it stands —
   every hand, the trick on the table, the pot, the talon and trumps — from the data each step
   carries (generator/site/board_view.py); and it keeps the outcome of the hand (the result, the
   ledger, how the run shows each rule) hidden until the last step. The bar stays in view below
   the page header, and the theme's "Back to top" button moves below the bar while stepping.
   Every card picture gets its name as a tooltip. No other script is needed. */
(function () {
  "use strict";

  function json(text, fallback) {
    try { return text ? JSON.parse(text) : fallback; } catch (e) { return fallback; }
  }

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text) node.textContent = text;
    return node;
  }

  function cardImg(info, code, note) {
    var img = el("img", "card");
    img.src = info.folder + code + ".svg";
    img.alt = (info.names[code] || code) + (note ? " (" + note + ")" : "");
    img.title = img.alt;
    return img;
  }

  function nameOf(info, seat) {
    for (var k = 0; k < info.seats.length; k++) if (info.seats[k].seat === seat) return info.seats[k].name;
    return "";
  }

  /* The table at one step, drawn from the step's data-table. */
  function drawBoard(board, info, state) {
    board.textContent = "";
    var facts = state.pot === undefined ? [] : ["Pot: " + state.pot]; // a game without a pot has none
    if (state.talon) facts.push("talon: " + state.talon + (state.talon === 1 ? " card" : " cards"));
    if (state.trump) facts.push("trumps: " + state.trump);
    board.appendChild(el("p", "ex-board-facts", facts.join(" · ")));
    var seats = el("div", "ex-board-seats");
    info.seats.forEach(function (s) {
      var row = el("div", "ex-board-seat");
      var roles = [];
      if (s.role) roles.push(s.role);
      if (state.declarer === s.seat) roles.push(info.declarer);
      var who = el("span", "ex-name", s.name);
      if (roles.length) who.appendChild(el("small", null, " (" + roles.join(", ") + ")"));
      row.appendChild(who);
      var tricks = (state.tricks || {})[String(s.seat)] || 0;
      row.appendChild(el("small", "ex-board-tricks", tricks + (tricks === 1 ? " trick" : " tricks")));
      var hand = el("span", "ex-cards");
      if ((state.out || []).indexOf(s.seat) >= 0) {
        hand.appendChild(el("small", null, "out of the deal"));
      } else {
        ((state.hands || {})[String(s.seat)] || []).forEach(function (c) { hand.appendChild(cardImg(info, c)); });
      }
      row.appendChild(hand);
      seats.appendChild(row);
    });
    board.appendChild(seats);
    var trick = el("div", "ex-board-trick");
    var played = state.trick || [];
    var label = played.length ? (state.won_by !== undefined ? "The trick just played:" : "On the table:")
      : (state.turned ? "Turned up:" : "On the table: nothing yet");
    trick.appendChild(el("span", "ex-name", label));
    played.forEach(function (p) {
      var cell = el("span", "ex-played");
      cell.appendChild(el("small", null, nameOf(info, p[0])));
      cell.appendChild(cardImg(info, p[1], p[2] ? "led face down" : null));
      trick.appendChild(cell);
    });
    if (!played.length && state.turned) trick.appendChild(cardImg(info, state.turned, "turned up"));
    if (state.won_by !== undefined) trick.appendChild(el("strong", "ex-board-won", "won by " + nameOf(info, state.won_by)));
    board.appendChild(trick);
  }

  function typing(target) {
    if (!target || !target.tagName) return false;
    var tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
  }

  function setup(list) {
    if (list.dataset.stepperReady) return;
    list.dataset.stepperReady = "1";
    var steps = Array.prototype.slice.call(list.children);
    if (steps.length < 2) return;
    var data = list.previousElementSibling && list.previousElementSibling.classList.contains("ex-stepper-data")
      ? list.previousElementSibling.dataset : {};
    var info = {seats: json(data.seats, []), names: json(data.names, {}),
                folder: data.cards || "", declarer: data.declarer || "declarer"};
    var outcome = Array.prototype.slice.call(document.querySelectorAll(".ex-outcome"));
    var bar = el("div", "ex-stepper");
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Step through the example");
    function button(label) {
      var b = el("button", null, label);
      b.type = "button";
      bar.appendChild(b);
      return b;
    }
    var prev = button("\u2190 Previous"), next = button("Next \u2192"), all = button("Show all steps");
    var status = el("span", "ex-stepper-status");
    status.setAttribute("aria-live", "polite");
    bar.appendChild(status);
    var board = el("div", "ex-board");
    board.setAttribute("role", "region");
    board.setAttribute("aria-label", "The table at this step");
    var notice = el("p", "ex-outcome-note", "The result of the hand appears at the last step.");
    var current = -1;
    function show(i) {
      current = i;
      var last = steps.length - 1;
      steps.forEach(function (li, k) { li.hidden = i >= 0 && k !== i; });
      prev.disabled = i <= 0;
      next.disabled = i >= last;
      all.disabled = i < 0;
      var hideOutcome = i >= 0 && i < last;
      outcome.forEach(function (o) { o.hidden = hideOutcome; });
      notice.hidden = !hideOutcome;
      var state = i >= 0 ? json(steps[i].dataset.table, null) : null;
      board.hidden = !state;
      if (state) drawBoard(board, info, state);
      var numbered = steps.filter(function (li) { return li.dataset.step; }).length;
      var here = i >= 0 ? steps[i].dataset.step : null;
      status.textContent = i < 0 ? "All " + numbered + " steps shown"
        : here ? "Step " + here + " of " + numbered : "Between steps: the table";
      document.body.classList.toggle("ex-stepping", i >= 0);
      document.documentElement.style.setProperty("--ex-bar-height", bar.offsetHeight + "px");
    }
    function forward() { show(current < 0 ? 0 : Math.min(steps.length - 1, current + 1)); }
    function back() { show(current < 0 ? 0 : Math.max(0, current - 1)); }
    prev.addEventListener("click", back);
    next.addEventListener("click", forward);
    all.addEventListener("click", function () { show(-1); });
    document.addEventListener("keydown", function (e) {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || typing(e.target)) return;
      if (e.key === "ArrowRight") { forward(); e.preventDefault(); }
      else if (e.key === "ArrowLeft") { back(); e.preventDefault(); }
    });
    list.parentNode.insertBefore(bar, list);
    list.parentNode.insertBefore(board, list);
    if (outcome.length) outcome[0].parentNode.insertBefore(notice, outcome[0]);
    function fromHash() {
      var id = decodeURIComponent(window.location.hash.slice(1));
      var target = id ? document.getElementById(id) : null;
      var k = target ? steps.indexOf(target) : -1;
      if (k >= 0) return show(k);
      if (target && outcome.some(function (o) { return o.contains(target); })) return show(-1);
      if (current === -1 && !target) show(0);
    }
    show(0);
    fromHash();
    window.addEventListener("hashchange", fromHash);
    window.addEventListener("resize", function () {
      document.documentElement.style.setProperty("--ex-bar-height", bar.offsetHeight + "px");
    });
  }

  function init() {
    document.querySelectorAll("ol.ex-steps[data-stepper]").forEach(setup);
    /* the card's name as a tooltip (the pages carry it once, as the text alternative) */
    document.querySelectorAll("img.card[alt]:not([title])").forEach(function (img) { img.title = img.alt; });
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(init);   /* Material's instant navigation, if it is ever enabled */
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
