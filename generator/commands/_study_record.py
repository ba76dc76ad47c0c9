"""``stichwort study --record``: the site's study, played and kept in ``cache/study.json``."""
from __future__ import annotations

import sys

#: Entries played at once (their tasks spread over the workers), then saved.
CHUNK = 4


def _priority(ds, item: dict) -> tuple:
    """The differences between rulesets first, then each ruleset at its usual table size, then its
    readings, then the other table sizes."""
    from generator.study import recorded
    if item["kind"] == "pair":
        return (0, item["key"])
    if item["kind"] == "figures":
        return (1 if item["players"] == recorded.usual_players(ds, item["ruleset"]) else 3, item["key"])
    return (2, item["key"])


def record(ds, args, execute) -> int:
    """Play the entries that are missing or stale (or those of ``--only``) and store them."""
    from generator.study import figures, plan, recorded
    items = recorded.site_plan(ds)
    entries = recorded.load(ds.root)
    settings = (recorded.POLICY, recorded.SITTINGS, recorded.HANDS, recorded.SEED)
    todo, digests = [], {}
    for item in items:
        sides = recorded.sides(ds, item)
        digests[item["key"]] = (recorded.digest(sides, item["players"], *settings), recorded.behaviour_digest(sides, item["players"]))
        current = entries.get(item["key"], {})
        fresh = (current.get("digest"), current.get("behaviour")) == digests[item["key"]]
        if (args.only and item["key"] in args.only) or (not args.only and not fresh):
            todo.append((item, sides))
    if args.list:
        for item in items:
            state = "to play" if any(i is item for i, _ in todo) else "current"
            print(f"{item['key']}: {state}")
        return 0
    todo.sort(key=lambda pair: _priority(ds, pair[0]))
    print(f"{len(todo)} entries to play", file=sys.stderr)
    for start in range(0, len(todo), CHUNK):
        chunk = todo[start:start + CHUNK]
        tasks, spans = [], []
        for item, sides in chunk:
            for side in sides:
                made = plan.figure_tasks(side.to_json(), item["players"], recorded.POLICY, recorded.SEED,
                                         recorded.SITTINGS, recorded.HANDS)
                spans.append((len(tasks), len(made)))
                tasks += made
        print(f"entries {start + 1}-{start + len(chunk)} of {len(todo)}: {', '.join(i['key'] for i, _ in chunk)}",
              file=sys.stderr)
        results = execute(tasks, args)
        k = 0
        for item, sides in chunk:
            parts = []
            for _ in sides:
                first, count = spans[k]
                parts.append([r["records"] for r in results[first:first + count]])
                k += 1
            entries[item["key"]] = _entry(item, parts, digests[item["key"]], figures)
        recorded.save(ds.root, entries)  # after each chunk: an interrupted run keeps what it played
    if args.prune:
        known = {item["key"] for item in items}
        entries = {k: v for k, v in entries.items() if k in known}
    path = recorded.save(ds.root, entries)
    print(f"recorded in {path}", file=sys.stderr)
    return 0


def _entry(item: dict, parts: list, digests: tuple, figures) -> dict:
    from generator.study import recorded
    n = item["players"]
    entry = {**item, "digest": digests[0], "behaviour": digests[1], "policy": recorded.POLICY,
             "sittings": recorded.SITTINGS, "hands": recorded.HANDS, "seed": recorded.SEED,
             "figures": [figures.summarize(part, n) for part in parts]}
    if len(parts) == 2:
        entry["difference"] = figures.paired(parts[0], parts[1], n)
    return entry
