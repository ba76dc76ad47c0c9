/* The header search box, over the Pagefind index that the build writes into pagefind/
   (generator/site/search_index.py). Everything it loads comes from this site, and only when
   the box is first used: Pagefind's script and the parts of the index a query needs.

   Ranking: Pagefind scores each page for the query (a match in the title counts more than one
   in the text); the score is multiplied by the weight of the page's kind (the filters
   `boost-…`: a game, ruleset or glossary page first, sources and overviews next, comparisons,
   examples and figures last; generator/site/kinds.py); then the best few are compared
   word for word with the query, and a page whose title or one of whose own names (the `names`
   metadata: a game's spellings, a source's title) is the query comes first. German spellings are
   folded both ways: Pagefind drops accents itself (Bête = bete, Polächeln = Polacheln), and the
   query is also looked up with ae/oe/ue/ss written as ä/ö/ü/ß and the other way round
   (Polaecheln = Polächeln, Dähnert = Daehnert); a match in the spelling typed comes first.

   A result opens at the section of the page that matched (Pagefind's sub-result with the most
   matches, below the heading it falls under), or at its top where its title is the query, and
   the words found are highlighted there on arrival (Pagefind's highlight script, loaded only on
   a page opened from a result: its address carries the words as ?highlight=…). A query made
   only of common words ("who", "the") answers nothing: no page is about "who", and every page
   contains it.

   Keys: / or s opens the box; ↓ and ↑ move through the results, Enter opens the first (or the
   chosen) one, Escape closes the box. The markup and classes are the theme's
   (docs/overrides/partials/search.html), so it looks and behaves like the rest of the site. */
(function () {
  "use strict";

  const box = document.getElementById("sw-search");
  const toggle = document.getElementById("__search");
  const configElement = document.getElementById("__config");
  if (!box || !toggle || !configElement) return;
  const input = box.querySelector(".md-search__input");
  const form = box.querySelector(".md-search__form");
  const meta = box.querySelector(".md-search-result__meta");
  const list = box.querySelector(".md-search-result__list");
  const config = JSON.parse(configElement.textContent);
  const texts = config.translations || {};
  const root = new URL(String(config.base || ".").replace(/\/?$/, "/"), location.href);

  const SHOWN = 10;          // results shown at first, and added by "more"
  const OTHER_SPELLING = 0.9; // a match in another spelling, against one in the spelling typed
  const RANKING = {metaWeights: {title: 6, names: 1}};
  const CANDIDATES = 12;      // results whose title and names are compared with the query (more changed nothing measured)
  const TITLE_MATCH = 12, NAME_MATCH = 8; // chosen by measuring on tests/browser/search-queries.json
  const UNAVAILABLE = "Search is not available in this copy of the site.";
  const HIGHLIGHT = "highlight"; // the address parameter that carries the words to highlight
  // Words too common to answer a query alone (English and German; a query of nothing else says so).
  // (kept folded as the query's words are, so that "does" and "dos" are one word)
  const COMMON = new Set(folded("a an and are as at be by did do does for from had has have how i in is it its of on or " +
    "that the their this to was were what when where which who whom whose why with " +
    "der die das den dem des ein eine einer und oder ist war wer wie was wo wann warum von zu im mit auf"));
  const ONLY_COMMON = ": every word of this query is a common word, which every page has. " +
    "Try the name of a game, a card, a person or a book.";

  let engine = null;   // a promise of {pagefind, boosts}
  let asked = 0;       // the number of the latest query: older answers are dropped
  let ranked = [];     // the results of the latest query, best first
  let timer = null;

  function load() {
    if (!engine) {
      engine = import(new URL("pagefind/pagefind.js", root).href).then(async function (pagefind) {
        await pagefind.options({baseUrl: root.pathname, ranking: RANKING, highlightParam: HIGHLIGHT});
        await pagefind.init();
        // one filter per kind weight, "boost-0.25": {"0.25": pages} (generator/site/kinds.py)
        const filters = (await pagefind.filters()) || {};
        const boosts = Object.keys(filters).filter(function (name) { return /^boost-/.test(name); }).map(function (name) {
          return {filter: name, value: Object.keys(filters[name])[0], weight: parseFloat(name.slice("boost-".length))};
        });
        return {pagefind: pagefind, boosts: boosts};
      });
    }
    return engine;
  }

  /* The query as typed, then with ae/oe/ue/ss as ä/ö/ü/ß, then with ä/ö/ü/ß spelled out.
     "ue" after a vowel or q is not an umlaut (Bauer, Feuer, Quelle), nor "ae"/"oe" there.
     Each form is looked up without its accents: Pagefind folds them in its index, yet a query
     with an accent ranked pages otherwise than the same query without it ("Polächeln" put the
     Skat and Mauscheln pages above the names page that spells it), so "Polächeln" is looked up
     as "polacheln" (ß stays). */
  function spellings(query) {
    const typed = query.normalize("NFC").toLowerCase();
    const umlauts = typed.replace(/(^|[^aeiouyäöüq])(ae|oe|ue)/g, function (_, before, pair) {
      return before + {ae: "ä", oe: "ö", ue: "ü"}[pair];
    }).replace(/ss/g, "ß");
    const spelled = typed.replace(/[äöüß]/g, function (c) { return {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}[c]; });
    const bare = function (form) { return form.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC"); };
    return [typed, umlauts, spelled].map(bare).filter(function (form, i, all) { return all.indexOf(form) === i; });
  }

  /* Every page Pagefind finds for one spelling, scored and weighted by its kind, best first. */
  async function lookup(found, form, factor) {
    const hits = [];
    for (const boost of found.boosts.length ? found.boosts : [null]) {
      const filters = {};
      if (boost) filters[boost.filter] = boost.value;
      const search = await found.pagefind.search(form, {filters: filters});
      const weight = (boost ? boost.weight : 1) * factor;
      for (const result of search.results) hits.push({score: result.score * weight, result: result});
    }
    return hits.sort(byScore);
  }

  /* Where no word of the index begins with a query word, Pagefind falls back to a shorter
     beginning ("qqxqzzv" finds every "Q"): such an answer is no answer. A spelling counts when
     its best page shows, among its marked words, title or names, one that begins as a query
     word does (its first four letters, or the whole of a shorter word). */
  async function answers(hit, form) {
    const seen = await seenWords(hit);
    return folded(form).filter(function (word) { return !COMMON.has(word); }).some(function (word) {
      const start = word.slice(0, 4);
      return seen.some(function (w) { return w.indexOf(start) === 0; });
    });
  }

  /* Of the best pages a spelling finds, one counts only where it shows a word that begins with
     a whole word of that spelling, as spelled (accents aside; for another spelling than the one
     typed, with every word): Pagefind answers a word that no page has ("polaecheln") with every
     page that has a word beginning like it ("pola…"), scored as if it were there. */
  async function spelledAlike(hit, form, typed) {
    const seen = await seenWords(hit, bareWords);
    return bareWords(form)[typed ? "some" : "every"](function (word) {
      return seen.some(function (w) { return w.indexOf(word) === 0; });
    });
  }

  /* Words of a text, lower case, accents dropped (ä = a, but ae stays ae). */
  function bareWords(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }

  /* The words a result shows (folded, or split by ``words``): those marked in its excerpt, its
     title and its names. */
  async function seenWords(hit, words) {
    const split = words || folded;
    const data = await dataOf(hit.result);
    const marked = [];
    String(data.excerpt || "").replace(/<mark>([\s\S]*?)<\/mark>/g, function (_, text) {
      marked.push.apply(marked, split(text.replace(/&[#a-z0-9]+;/gi, " ")));
      return "";
    });
    return marked.concat(split((data.meta && data.meta.title) || ""), split((data.meta && data.meta.names) || ""));
  }

  async function rank(found, query) {
    const best = new Map();
    const forms = spellings(query);
    for (let i = 0; i < forms.length; i++) {
      let hits = await lookup(found, forms[i], i === 0 ? 1 : OTHER_SPELLING);
      const top = hits.slice(0, CANDIDATES);
      const alike = await Promise.all(top.map(function (hit) { return spelledAlike(hit, forms[i], i === 0); }));
      hits = top.filter(function (_, k) { return alike[k]; }).concat(hits.slice(CANDIDATES));
      if (!hits.length || !(await answers(hits[0], forms[i]))) continue;
      for (const hit of hits) {
        const had = best.get(hit.result.id);
        if (!had || had.score < hit.score) best.set(hit.result.id, hit);
      }
    }
    return Array.from(best.values()).sort(byScore);
  }

  const loaded = new WeakMap(); // a result -> its data (address, title, excerpt for its query), fetched once
  function dataOf(result) {
    if (!loaded.has(result)) loaded.set(result, result.data());
    return loaded.get(result);
  }

  function byScore(a, b) {
    return b.score - a.score || (a.result.id < b.result.id ? -1 : 1);
  }

  /* Words of a text for comparing names: accents dropped, ä/ae/a (and ö, ü) one letter, ß = ss. */
  function folded(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/ß/g, "ss")
      .replace(/(^|[^aeiouyq])([aou])e/g, "$1$2").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  }

  /* How much a name and the query are the same words: 1 when they are the same; a query word
     the name lacks costs more than a name word the query lacks. */
  function overlap(query, name) {
    const words = folded(name);
    const shared = query.filter(function (w) { return words.indexOf(w) >= 0; }).length;
    return words.length && query.length ? Math.pow(shared / query.length, 2) * (shared / words.length) : 0;
  }

  /* A result whose title, or one of whose own names, is what was typed comes first: the best
     candidates' data are loaded and their scores raised by how well the title and the names
     match the query. */
  async function rerank(candidates, query) {
    const words = folded(query);
    await Promise.all(candidates.map(async function (entry) {
      const data = await dataOf(entry.result);
      const names = ((data.meta && data.meta.names) || "").split(" · ").filter(Boolean);
      const title = overlap(words, (data.meta && data.meta.title) || "");
      const named = Math.max.apply(null, [0].concat(names.map(function (n) { return overlap(words, n); })));
      entry.score *= 1 + TITLE_MATCH * title + NAME_MATCH * named;
      entry.named = title === 1; // the page is titled what was typed: open it at its top
    }));
    return candidates.sort(byScore);
  }

  function element(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  /* The part of a page a result opens at: the section with the most matches (the first of
     equals), or the page itself where no section has more than its top. */
  function section(data) {
    let best = null;
    for (const sub of data.sub_results || []) {
      const hits = (sub.locations || []).length;
      if (hits && (!best || hits > (best.locations || []).length)) best = sub;
    }
    return best && /#/.test(best.url) ? best : null;
  }

  function item(data, named) {
    const link = element("a", "md-search-result__link");
    const part = named ? null : section(data);
    link.href = (part || data).url;
    const article = element("article", "md-search-result__article md-typeset");
    article.append(element("div", "md-search-result__icon md-icon"));
    article.append(element("span", "sw-search-kind", (data.meta && data.meta.kind) || "Page"));
    article.append(element("h1", null, (data.meta && data.meta.title) || data.url));
    if (part && part.title && part.title !== (data.meta && data.meta.title)) {
      article.append(element("p", "sw-search-section", part.title));
    }
    const excerpt = element("p");
    excerpt.innerHTML = (part || data).excerpt; // Pagefind escapes the page's text and adds only <mark>
    article.append(excerpt);
    link.append(article);
    const entry = element("li", "md-search-result__item");
    entry.append(link);
    return entry;
  }

  function count(total) {
    if (total === 0) return texts["search.result.none"] || "No matching documents";
    if (total === 1) return texts["search.result.one"] || "1 matching document";
    return (texts["search.result.other"] || "# matching documents").replace("#", total);
  }

  async function show(from, number) {
    const shown = ranked.slice(from, from + SHOWN);
    const datas = await Promise.all(shown.map(function (r) { return dataOf(r.result); }));
    if (number !== asked) return;
    const old = list.querySelector(".sw-search-more");
    if (old) old.remove();
    list.append.apply(list, datas.map(function (data, i) { return item(data, shown[i].named); }));
    if (ranked.length > from + SHOWN) {
      const more = element("button", "sw-search-more md-search-result__link",
        "Show " + Math.min(SHOWN, ranked.length - from - SHOWN) + " more");
      more.type = "button";
      more.addEventListener("click", function () { show(from + SHOWN, number); });
      const entry = element("li", "md-search-result__item sw-search-more");
      entry.append(more);
      list.append(entry);
    }
  }

  async function run(query) {
    const number = ++asked;
    if (!query.trim()) {
      ranked = [];
      list.replaceChildren();
      list.removeAttribute("data-query");
      meta.textContent = texts["search.result.placeholder"] || "Type to start searching";
      return;
    }
    let found;
    try {
      found = await load();
    } catch (error) {
      meta.textContent = UNAVAILABLE;
      return;
    }
    const words = folded(query);
    if (words.length && words.every(function (word) { return COMMON.has(word); })) {
      ranked = [];
      list.replaceChildren();
      meta.textContent = count(0) + ONLY_COMMON;
      list.setAttribute("data-query", query);
      return;
    }
    const results = await rank(found, query.trim());
    if (number !== asked) return;
    const best = await rerank(results.slice(0, CANDIDATES), query.trim());
    if (number !== asked) return;
    results.splice(0, best.length, ...best);
    ranked = results;
    list.replaceChildren();
    meta.textContent = count(results.length);
    await show(0, number);
    list.setAttribute("data-query", query); // what the list answers (the tests wait for it)
  }

  function open() {
    toggle.checked = true;
    input.focus();
    input.select();
  }

  function close() {
    toggle.checked = false;
    if (box.contains(document.activeElement)) document.activeElement.blur();
  }

  function links() {
    return Array.from(list.querySelectorAll(".md-search-result__link"));
  }

  function move(step) {
    const all = [input].concat(links());
    const at = all.indexOf(document.activeElement);
    all[(Math.max(at, 0) + step + all.length) % all.length].focus();
  }

  function typing(target) {
    return target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName));
  }

  /* Opened from a result: highlight the words it matched (Pagefind's own script, from this site). */
  function highlightArrival() {
    if (!new URLSearchParams(location.search).has(HIGHLIGHT)) return;
    import(new URL("pagefind/pagefind-highlight.js", root).href).then(function (module) {
      new module.default({highlightParam: HIGHLIGHT, addStyles: false,
                          markOptions: {className: "sw-highlight", exclude: ["[data-search-exclude]", "[data-search-exclude] *", "svg", "svg *", ".headerlink"]}});
      // the first word found in the section opened (below its heading), else on the page
      const heading = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      const marks = Array.from(document.querySelectorAll("mark.sw-highlight"));
      const first = marks.find(function (m) {
        return !heading || heading.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING;
      }) || marks[0];
      if (first) first.scrollIntoView({block: "center"});
    }).catch(function () { /* a copy without its index: the page reads the same without highlights */ });
  }
  highlightArrival();

  input.addEventListener("focus", function () {
    toggle.checked = true;
    load().catch(function () { meta.textContent = UNAVAILABLE; });
  });
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { run(input.value); }, 80);
  });
  toggle.addEventListener("change", function () {
    if (toggle.checked) input.focus();
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    const first = links()[0];
    if (first) first.click();
  });
  form.addEventListener("reset", function () {
    setTimeout(function () { run(""); input.focus(); }, 0);
  });
  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (box.contains(document.activeElement)) {
      if (event.key === "Escape") {
        close();
        event.preventDefault();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        move(event.key === "ArrowDown" ? 1 : -1);
        event.preventDefault();
      }
    } else if ((event.key === "/" || event.key === "s") && !typing(event.target)) {
      open();
      event.preventDefault();
    }
  });
})();
