/* Stichwort: the comparison of rulesets gets better with a script, and reads fully without one.
 *
 * - A game's comparison (generator/site/pages/compare.py) shows every ruleset without this script.
 *   With it, the form above the table chooses the rulesets (by default those a source describes in
 *   full, the form's data-default) and may hide the rules on which the chosen ones agree; the choice
 *   lives in the address (?rulesets=a,b&differences=only), so it can be shared. The ≠ marks follow
 *   the chosen columns. A cell or row the address points at is shown whatever the choice.
 * - The "cite" link of a comparison cell leads to the rule on its ruleset page, where its citation
 *   formats are; with this script it opens those formats here, in a pop-over, fetched from that page,
 *   with their copy buttons (cite.js).
 */
(function () {
  "use strict";

  var DIFF = "differs from the previous column";

  function boxes(form) { return Array.prototype.slice.call(form.querySelectorAll('input[name="rulesets"]')); }
  function only(form) { return form.querySelector('input[name="differences"]'); }
  function chosen(form) { return boxes(form).filter(function (b) { return b.checked; }).map(function (b) { return b.value; }); }

  function tablesOf(form) {
    var id = form.dataset.table;
    return Array.prototype.slice.call(document.querySelectorAll("table#" + id + ", table#" + id + "-computed"));
  }

  /* The ≠ mark of each shown cell: its value differs from the shown cell to its left. */
  function mark(cells) {
    cells.forEach(function (td, i) {
      if (!td.hasAttribute("data-v")) return;
      var differs = i > 0 && td.dataset.v !== cells[i - 1].dataset.v;
      var sign = td.querySelector(":scope > .cmp-diff");
      if (differs) {
        td.dataset.differs = "true";
        if (!sign) {
          sign = document.createElement("span");
          sign.className = "cmp-diff";
          sign.title = DIFF;
          sign.setAttribute("aria-label", DIFF);
          sign.textContent = "≠";
          td.insertBefore(document.createTextNode(" "), td.firstChild);
          td.insertBefore(sign, td.firstChild);
        }
      } else {
        delete td.dataset.differs;
        if (sign) sign.remove();
      }
    });
  }

  function apply(form) {
    var show = new Set(chosen(form));
    var differencesOnly = only(form).checked;
    tablesOf(form).forEach(function (table) {
      table.querySelectorAll("[data-ruleset]").forEach(function (el) { el.hidden = !show.has(el.dataset.ruleset); });
      table.querySelectorAll("tbody").forEach(function (body) {
        var shown = 0;
        body.querySelectorAll("tr:not(.cmp-phase)").forEach(function (row) {
          var cells = Array.prototype.slice.call(row.querySelectorAll("td[data-ruleset]")).filter(function (td) { return !td.hidden; });
          var keys = new Set(cells.map(function (td) { return td.dataset.v; }));
          var compared = cells.length > 1 && cells.every(function (td) { return td.hasAttribute("data-v"); });
          row.hidden = differencesOnly && compared && keys.size < 2;
          if (!row.hidden) shown += 1;
          mark(cells);
        });
        var phase = body.querySelector("tr.cmp-phase");
        if (phase) phase.hidden = shown === 0;
      });
    });
  }

  function save(form) {
    var picked = chosen(form);
    var parts = [];
    if (picked.join(" ") !== form.dataset.default) parts.push("rulesets=" + picked.map(encodeURIComponent).join(","));
    if (only(form).checked) parts.push("differences=only");
    history.replaceState(history.state, "", location.pathname + (parts.length ? "?" + parts.join("&") : "") + location.hash);
    var share = form.querySelector(".cmp-share");
    if (share) share.href = location.href;
  }

  /* The choice the address asks for, else the default; then whatever the address points at is shown. */
  function restore(form) {
    var params = new URLSearchParams(location.search);
    var known = boxes(form).map(function (b) { return b.value; });
    var asked = (params.get("rulesets") || "").split(",").filter(function (id) { return known.indexOf(id) >= 0; });
    var pick = asked.length ? asked : form.dataset.default.split(" ");
    boxes(form).forEach(function (b) { b.checked = pick.indexOf(b.value) >= 0; });
    only(form).checked = params.get("differences") === "only";
    var target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.closest && target.closest("table")) {
      var cell = target.closest("[data-ruleset]");
      if (cell) boxes(form).forEach(function (b) { if (b.value === cell.dataset.ruleset) b.checked = true; });
      apply(form);
      if (target.closest("tr") && target.closest("tr").hidden) only(form).checked = false;
    }
  }

  function setUp(form) {
    restore(form);
    apply(form);
    save(form);
    form.hidden = false;
    form.addEventListener("change", function (event) {
      if (event.target.name === "rulesets" && !chosen(form).length) event.target.checked = true;  // keep one column
      apply(form);
      save(form);
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    if (location.hash) {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) target.scrollIntoView();
    }
  }

  /* ---------------------------------------------------------------- cite links of comparison cells */
  var pages = {};

  function fetchPage(url) {
    if (!pages[url]) {
      pages[url] = fetch(url, {credentials: "same-origin"}).then(function (response) {
        if (!response.ok) throw new Error(response.status);
        return response.text();
      }).then(function (text) { return new DOMParser().parseFromString(text, "text/html"); });
    }
    return pages[url];
  }

  function popoverFor(link, doc, url) {
    var source = doc.getElementById(link.dataset.cite);
    if (!source) return null;
    var pop = document.importNode(source, true);
    pop.id = "cite-" + link.closest("[id]").id;
    pop.querySelectorAll("[popovertarget]").forEach(function (b) { b.setAttribute("popovertarget", pop.id); });
    // Its permalinks completed from the ruleset page's address, and a copy button for each format (cite.js).
    if (window.StichwortCite) window.StichwortCite.ready(pop, url.href);
    pop.querySelectorAll("a[href]").forEach(function (a) { a.href = new URL(a.getAttribute("href"), url).href; });
    pop.addEventListener("toggle", function (event) {
      link.setAttribute("aria-expanded", String(event.newState === "open"));
      if (event.newState === "closed") link.focus();
    });
    (document.querySelector("article") || document.body).appendChild(pop);
    return pop;
  }

  function openCite(link) {
    var url = new URL(link.getAttribute("href"), location.href);
    var existing = document.getElementById("cite-" + link.closest("[id]").id);
    var ready = existing ? Promise.resolve(existing) : fetchPage(url.pathname).then(function (doc) { return popoverFor(link, doc, url); });
    ready.then(function (pop) {
      if (!pop) { location.href = link.href; return; }
      pop.showPopover();
      var close = pop.querySelector("button");
      if (close) close.focus();
    }).catch(function () { location.href = link.href; });
  }

  function setUpCites() {
    if (!HTMLElement.prototype.showPopover || !window.fetch) return;
    document.querySelectorAll("a.rule-cite[data-cite]").forEach(function (link) {
      link.setAttribute("role", "button");
      link.setAttribute("aria-haspopup", "dialog");
      link.setAttribute("aria-expanded", "false");
    });
    document.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a.rule-cite[data-cite]");
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button) return;
      event.preventDefault();
      openCite(link);
    });
    document.addEventListener("keydown", function (event) {
      var link = event.target.closest && event.target.closest("a.rule-cite[data-cite]");
      if (link && event.key === " ") { event.preventDefault(); openCite(link); }
    });
  }

  function start() {
    document.querySelectorAll("form.cmp-controls[data-table]").forEach(setUp);
    setUpCites();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
