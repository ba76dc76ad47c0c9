/* The header's light/dark switch (partials/palette-switch.html), in place of the theme's palette
   component, which restyled the whole page three times while it loaded.
   The same behaviour: the palette whose media query matches is shown until the reader chooses
   one; a choice is kept under the theme's own key ("__palette", through the theme's __md_get and
   __md_set), which the theme's script at the top of <body> applies on the next page before it is
   drawn. Unlike the theme, a palette is stored only when the reader chooses it, so that until
   then the site follows the system's setting. Nothing is read back from the page's styles, and no
   color-scheme <meta> is written (the theme's stylesheet sets color-scheme for each palette;
   the theme's meta tag, set on every load, restyled the whole page once more). */
(function () {
  "use strict";
  var form = document.querySelector("form[data-sw-palette]");
  if (!form) return;
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input.md-option"));
  var KEYS = ["media", "scheme", "primary", "accent"];

  function colour(input) {
    var result = {};
    KEYS.forEach(function (key) { result[key] = input.getAttribute("data-md-color-" + key); });
    return result;
  }

  function stored() {
    var palette = typeof __md_get === "function" ? __md_get("__palette") : null;
    return palette && inputs[palette.index] ? palette.index : -1;
  }

  function matching() {
    for (var i = 0; i < inputs.length; i++) {
      var query = inputs[i].getAttribute("data-md-color-media");
      if (query && matchMedia(query).matches) return i;
    }
    return 0;
  }

  /* Set only the attributes that change: setting one on <body> restyles every element. */
  function show(index) {
    var wanted = colour(inputs[index]);
    KEYS.forEach(function (key) {
      if (document.body.getAttribute("data-md-color-" + key) !== wanted[key]) {
        document.body.setAttribute("data-md-color-" + key, wanted[key]);
      }
    });
    inputs.forEach(function (input, i) {
      var label = input.nextElementSibling;
      if (label && label.tagName === "LABEL") label.hidden = i !== index;
    });
    inputs[index].checked = true;
  }

  function choose(index) {
    document.body.setAttribute("data-md-color-switching", "");  /* the theme's: no transitions */
    show(index);
    if (typeof __md_set === "function") __md_set("__palette", {index: index, color: colour(inputs[index])});
    setTimeout(function () { document.body.removeAttribute("data-md-color-switching"); });
  }

  form.addEventListener("change", function (event) {
    var index = inputs.indexOf(event.target);
    if (index >= 0) choose(index);
  });
  /* The theme's keyboard use: Enter on the switch moves to the next palette. */
  form.addEventListener("keydown", function (event) {
    if (event.key !== "Enter") return;
    var next = (Math.max(0, inputs.indexOf(document.activeElement)) + 1) % inputs.length;
    inputs[next].click();
    inputs[next].focus();
    event.preventDefault();
  });
  inputs.forEach(function (input) {
    var query = input.getAttribute("data-md-color-media");
    if (!query) return;
    matchMedia(query).addEventListener("change", function () {
      if (stored() < 0) show(matching());
    });
  });
  var chosen = stored();
  show(chosen >= 0 ? chosen : matching());
})();
