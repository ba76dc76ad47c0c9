/* Stichwort: the "Cite this" blocks, made ready to paste; every citation reads fully without this script.
 *
 * - A copy button beside each format (BibTeX, RIS, CSL-JSON) that copies that block and no other.
 *   The theme's own buttons are switched off in these blocks (class no-copy): in a rule's pop-over
 *   every one of them copied the first block.
 * - A site built without its published address writes its permalinks from the site's root
 *   (/games/…): the block says so and carries data-sw-url (that permalink) and data-sw-root (the way
 *   from the page to the site's root). Here the permalink is completed, in every format of the block,
 *   from the address the page was read at; never from a host of our own choosing.
 * - window.StichwortCite.ready(element, pageUrl) does both for a block brought in from another page
 *   (compare.js's pop-overs), whose root is reckoned from that page's address.
 */
(function () {
  "use strict";

  var DONE = "The links in these citations were completed from the address this page was read at.";

  function textNodes(element) {
    var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    var nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    return nodes;
  }

  /* The block's root-relative permalink made absolute, in its text (every format) and its links. */
  function complete(block, pageUrl) {
    var link = block.getAttribute("data-sw-url");
    if (!link || link.charAt(0) !== "/" || block.hasAttribute("data-sw-completed")) return;
    var full = new URL(link.slice(1), new URL(block.getAttribute("data-sw-root") || "./", pageUrl)).href;
    textNodes(block).forEach(function (node) {
      if (node.nodeValue.indexOf(link) >= 0) node.nodeValue = node.nodeValue.split(link).join(full);
    });
    block.querySelectorAll("a[href]").forEach(function (a) {
      if (a.getAttribute("href") === link) a.setAttribute("href", full);
    });
    block.querySelectorAll(".cite-address").forEach(function (note) { note.textContent = DONE; });
    block.setAttribute("data-sw-completed", "");
  }

  function label(pre) {
    var box = pre.closest(".highlight") || pre;
    var before = box.previousElementSibling;
    return before && before.querySelector("strong") ? before.querySelector("strong").textContent.trim() : "citation";
  }

  function copied(button, text) {
    button.textContent = text;
    setTimeout(function () { button.textContent = "Copy"; }, 2000);
  }

  /* A copy button beside the label of each format, copying its own block's text as shown. */
  function buttons(element) {
    element.querySelectorAll("pre").forEach(function (pre) {
      var box = pre.closest(".highlight") || pre;
      var head = box.previousElementSibling;
      if (!head || head.querySelector("button.sw-copy")) return;
      var name = label(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sw-copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", "Copy the " + name);
      button.addEventListener("click", function () {
        var text = pre.querySelector("code") ? pre.querySelector("code").textContent : pre.textContent;
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text.replace(/\n$/, "")).then(function () { copied(button, "Copied"); },
            function () { select(pre); copied(button, "Press Ctrl+C"); });
        } else {
          select(pre);
          copied(button, "Press Ctrl+C");
        }
      });
      head.appendChild(document.createTextNode(" "));
      head.appendChild(button);
    });
  }

  function select(pre) {
    var range = document.createRange();
    range.selectNodeContents(pre);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }

  function ready(element, pageUrl) {
    var url = pageUrl || location.href;
    if (element.hasAttribute && element.hasAttribute("data-sw-url")) complete(element, url);
    element.querySelectorAll("[data-sw-url]").forEach(function (block) { complete(block, url); });
    buttons(element);
  }

  window.StichwortCite = {ready: ready};

  function start() {
    document.querySelectorAll(".cite-blocks").forEach(function (section) { ready(section, location.href); });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
