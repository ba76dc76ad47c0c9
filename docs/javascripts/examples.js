/* A small stepper for the runnable rule examples (progressive enhancement).
   Without JavaScript every step of an example is shown; with it, a "Previous / Next / Show all"
   bar steps through the list one step at a time, and every card picture gets its name as a
   tooltip. No other script is needed. */
(function () {
  "use strict";
  function setup(list) {
    if (list.dataset.stepperReady) return;
    list.dataset.stepperReady = "1";
    var steps = Array.prototype.slice.call(list.children);
    if (steps.length < 2) return;
    var bar = document.createElement("div");
    bar.className = "ex-stepper";
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Step through the example");
    function button(label) {
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = label;
      bar.appendChild(b);
      return b;
    }
    var prev = button("\u2190 Previous"), next = button("Next \u2192"), all = button("Show all steps");
    var status = document.createElement("span");
    status.setAttribute("aria-live", "polite");
    bar.appendChild(status);
    var current = -1;
    function show(i) {
      current = i;
      steps.forEach(function (li, k) { li.hidden = i >= 0 && k !== i; });
      prev.disabled = i <= 0;
      next.disabled = i >= steps.length - 1;
      all.disabled = i < 0;
      var numbered = steps.filter(function (li) { return li.dataset.step; }).length;
      var here = i >= 0 ? steps[i].dataset.step : null;
      status.textContent = i < 0 ? "All " + numbered + " steps shown"
        : here ? "Step " + here + " of " + numbered : "Between steps: the table";
    }
    prev.addEventListener("click", function () { show(Math.max(0, current - 1)); });
    next.addEventListener("click", function () { show(current < 0 ? 0 : Math.min(steps.length - 1, current + 1)); });
    all.addEventListener("click", function () { show(-1); });
    list.parentNode.insertBefore(bar, list);
    show(-1);
    var hash = window.location.hash.match(/^#step-(\d+)$/);
    if (hash) {
      var target = document.getElementById("step-" + hash[1]);
      var k = steps.indexOf(target);
      if (k >= 0) show(k);
    }
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
