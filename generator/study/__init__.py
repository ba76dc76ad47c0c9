"""Studies: many hands of many rulesets, table sizes and players, measured with their intervals.

- ``sessions``: the hands of one sitting, every deal and every player's choice drawn from its own
  seed, so that a hand is the same wherever and in whatever order it is played;
- ``figures``: what each hand shows (gain per seat, drop-outs, bêtes, the pot, the declarer's
  success, the hand's length, the flush) and the figures of many, each with its 95 % interval;
  the paired difference of two rulesets played on the same deals;
- ``duplicate``: one player against others on the same deals, the seats rotated;
- ``plan`` and ``local``: a study as a list of tasks, run in this process or on every core;
  ``cluster``: the same tasks on a Dask cluster (the optional extra ``stichwort[cluster]``).

Only the engine and the standard library are imported here (Dask only in ``cluster``, and only
when a study asks for it); rulesets travel as ``Params.to_json``.
"""
