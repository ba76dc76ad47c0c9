"""Run a study's tasks on a Dask cluster: the optional extra ``pip install stichwort[cluster]``.

Dask is imported here only, and only when a study asks for a cluster; the site, its build and
the engine never import this module. ``address`` names a running scheduler
(``tcp://host:8786``); ``local`` (or ``local:<workers>``) starts a cluster of processes on this
machine for the study's time. Every task carries its own seeds, so the results are those of
``local.run`` for the same tasks, whichever worker plays which sitting.
"""
from __future__ import annotations

from generator.study.plan import run_task


class ClusterMissing(RuntimeError):
    """Dask is not installed (the message names the extra)."""


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterMissing("a study on a cluster needs Dask: pip install 'stichwort[cluster]'") from None
    return distributed


def run(tasks: list, address: str = "local", progress=None) -> list:
    """Every task's result, in the order of ``tasks``."""
    distributed = _distributed()
    if address == "local" or address.startswith("local:"):
        workers = int(address.split(":", 1)[1]) if ":" in address else None
        with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                      dashboard_address=None) as cluster, distributed.Client(cluster) as client:
            return _gather(client, tasks, progress)
    with distributed.Client(address) as client:
        return _gather(client, tasks, progress)


def _gather(client, tasks: list, progress) -> list:
    import distributed
    futures = client.map(run_task, tasks, pure=False)
    index = {f.key: i for i, f in enumerate(futures)}
    results: list = [None] * len(tasks)
    total, done = sum(t.hands for t in tasks), 0
    for future in distributed.as_completed(futures):
        i = index[future.key]
        results[i] = future.result()
        done += tasks[i].hands
        if progress:
            progress(done, total)
    return results
