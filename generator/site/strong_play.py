"""The recorded study on the comparison pages: figures under strong play, and what a difference does.

Everything here is read from ``cache/study.json`` (``generator/study/recorded.py``); a build
plays no hand. An entry is shown only while it was recorded from the rules as they stand. A
figure is shown with its 95 % interval, the policy and the number of hands, labelled as
computed; a difference between two rulesets (or a reading and its alternative), played on the
same deals, is stated as an effect only where its interval excludes zero — the rest "no
measurable effect at this sample size".
"""
from __future__ import annotations

from generator.model.phrasing import PhrasingError
from generator.model.vocabulary import load_vocabulary
from generator.site import matrix
from generator.site.text import esc
from generator.site.values import pack_suits, phrase
from generator.study import figures as study_figures
from generator.study import recorded

#: How the policy of the recorded study reads.
POLICY_WORDS = "strong play (each move searched over 30 playouts)"


def _number(x: float, kind: str) -> str:
    if kind == "pct":
        return f"{100 * x:.1f} %"
    return f"{x:.2f}" if abs(x) < 100 else f"{x:,.0f}"


def figure_text(value: dict, kind: str) -> str:
    """``12.3 % (10.1 % to 14.5 %)``: a figure with its 95 % interval."""
    if value.get("low") is None:
        return esc(_number(value["value"], kind))
    return esc(f"{_number(value['value'], kind)} ({_number(value['low'], kind)} to {_number(value['high'], kind)})")


def hands_text(entry: dict) -> str:
    return f"{entry['sittings'] * entry['hands']:,} hands ({entry['sittings']} sittings of {entry['hands']})"


def _signed(x: float, kind: str) -> str:
    if kind == "pct":
        return f"{100 * x:+.1f}".replace("-", "−") + " points"
    return f"{x:+.2f}".replace("-", "−")


def _half(d: dict, kind: str) -> str:
    half = (d["high"] - d["low"]) / 2
    return f"{100 * half:.1f} points" if kind == "pct" else f"{half:.2f}"


def effects(entry: dict) -> tuple[list[str], int]:
    """The stated effects of a difference (each ``label +x ± y``) and the number of paired deals."""
    stated = []
    for figure, d in entry.get("difference", {}).items():
        if d.get("low") is None or d["low"] <= 0 <= d["high"]:
            continue
        words, kind = study_figures.label(figure)
        stated.append(f"{words} {_signed(d['value'], kind)} ± {_half(d, kind)}")
    return stated, entry["sittings"] * entry["hands"]


def effect_sentence(lead: str, entry: dict) -> str:
    """``lead: bête rate −3.1 points ± 1.2, …; 160 paired deals, strong play`` (``lead`` is
    Markdown, escaped by the caller)."""
    stated, deals = effects(entry)
    how = f"{deals:,} paired deals, {POLICY_WORDS}, 95 % intervals"
    if not stated:
        return f"{lead}: no measurable effect at this sample size ({how})."
    return f"{lead}: " + "; ".join(esc(s) for s in stated) + f" ({how})."


def _negated(entry: dict) -> dict:
    flipped = {k: {"value": -d["value"], "low": -d["high"] if d.get("high") is not None else None,
                   "high": -d["low"] if d.get("low") is not None else None}
               for k, d in entry.get("difference", {}).items()}
    return {**entry, "difference": flipped}


def figures_section(ctx, ids: list, page: str, uid: str) -> list[str]:
    """Per table size, the figures of each ruleset under strong play (nothing before any is recorded)."""
    study = ctx.study
    sizes = sorted({int(k.rsplit("/", 1)[1]) for k in study if k.startswith("figures/") and k.split("/")[1] in ids})
    if not sizes:
        return []
    out = ["## Under strong play", "",
           "These figures are **computed** by the project's rules engine, not taken from a source: every seat is "
           f"taken by the engine's strong player ({POLICY_WORDS}), in sittings of hands in which the pot carries over, "
           "each ruleset on the same deals. Each value is followed by its 95 % interval; seats are counted from "
           "the dealer. A figure a ruleset cannot show (a bête where there is none) is left empty.", ""]
    for n in sizes:
        cols = [rid for rid in ids if f"figures/{rid}/{n}" in study]
        entries = {rid: study[f"figures/{rid}/{n}"] for rid in cols}
        rows = []
        for figure in study_figures.figure_ids(n):
            if not any(figure in e["figures"][0] for e in entries.values()):
                continue
            words, kind = study_figures.label(figure)
            cells = [matrix.ruleset_cell(ctx, rid, figure_text(entries[rid]["figures"][0][figure], kind)
                         if figure in entries[rid]["figures"][0] else '<span class="none">—</span>') for rid in cols]
            rows.append(matrix.Row(esc(words[0].upper() + words[1:]), cells))
        hands = hands_text(next(iter(entries.values())))
        out += [f"### {n} players", "", f"{hands} for each ruleset.", ""]
        columns = [matrix.ruleset_column(ctx, rid, page) for rid in cols]
        out += matrix.table(f"{uid}-strong-{n}", "Figure", columns, [(None, rows)], f"Under strong play, {n} players", page)
    return out


def _phrased(param: str, value, suits: str) -> str:
    try:
        return phrase(param, value, suits)
    except PhrasingError:
        return esc(str(value))


def readings_section(ctx, ids: list, page: str) -> list[str]:
    """For each recorded alternative reading, what it changes against the ruleset's own reading."""
    lines = []
    vocabulary = load_vocabulary().parameters
    for rid in ids:
        rules = ctx.ds.effective_rules(rid)
        suits = pack_suits(rules)
        for key, entry in ctx.study.items():
            if not key.startswith(f"alternative/{rid}/"):
                continue
            rule = rules[entry["param"]]
            alt = rule.alternatives[entry["alternative"]]
            lead = (f"{ctx.ruleset_link(rid, page)}, {esc(vocabulary[entry['param']].label.lower())} read as "
                    f"“{esc(alt.label)}” ({_phrased(entry['param'], alt.value, suits)}) instead of "
                    f"{_phrased(entry['param'], rule.value, suits)}, {entry['players']} players")
            lines.append("- " + effect_sentence(lead, entry))
    if not lines:
        return []
    return ["## What another reading changes", "",
            "Where a rule can be read in more than one way, the ruleset is played on the same deals under each "
            "reading. A difference is stated only where its 95 % interval excludes zero; rates differ in "
            "percentage points, money in the ruleset's units per hand.", "", *lines, ""]


def pair_section(ctx, a: str, b: str, params: list, page: str) -> list[str]:
    """What the rules on which ``a`` and ``b`` differ change together, played on the same deals."""
    study = ctx.study
    entry = next((e for k, e in study.items() if k.startswith(f"pair/{a}/{b}/")), None)
    if entry is None:
        entry = next((_negated(e) for k, e in study.items() if k.startswith(f"pair/{b}/{a}/")), None)
    if entry is None:
        return []
    ra, rb = ctx.ds.rulesets[a], ctx.ds.rulesets[b]
    if len(params) == 1:
        p = params[0]
        va, vb = ctx.ds.effective_rules(a).get(p.id), ctx.ds.effective_rules(b).get(p.id)
        suits = pack_suits(ctx.ds.effective_rules(b))
        lead = (f"{esc(p.label)}: {_phrased(p.id, vb.value if vb else None, suits)} instead of "
                f"{_phrased(p.id, va.value if va else None, suits)}")
    else:
        lead = f"The {len(params)} rules above together, {esc(rb.title)} against {esc(ra.title)}"
    return ["## What the difference does in play", "",
            f"Both rulesets played on the same deals by {entry['players']} players; the difference is "
            f"{esc(rb.title)} minus {esc(ra.title)}, stated only where its 95 % interval excludes zero.", "",
            effect_sentence(lead, entry), ""]
