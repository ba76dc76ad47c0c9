// Citation.js (npm: @citation-js/core with its BibTeX, RIS and CSL plugins) reading our citations.
// Input on stdin: a JSON list of {format, text}, format one of bibtex, ris, csl; output: a JSON
// list, for each input the CSL-JSON items Citation.js made of it, or {error}.
"use strict";
const {plugins} = require("@citation-js/core");
require("@citation-js/plugin-bibtex");
require("@citation-js/plugin-ris");
require("@citation-js/plugin-csl");

const TYPES = {bibtex: "@biblatex/text", ris: "@ris/file", csl: "@csl/list+object"};

let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const out = JSON.parse(input).map(({format, text}) => {
    try {
      const data = format === "csl" ? JSON.parse(text) : text;
      return {items: plugins.input.chain(data, {forceType: TYPES[format], generateGraph: false})};
    } catch (error) {
      return {error: String(error)};
    }
  });
  process.stdout.write(JSON.stringify(out));
});
