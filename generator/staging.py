"""Writing an output folder whole or not at all: build beside it, then swap it in by rename.

``staged(target)`` is the one way the commands that build (``build``, ``pages --out``) write
their folder. It takes the target's lock (``.<name>.lock`` beside it, an ``flock`` that the
kernel releases when its holder dies, even by ``kill -9``), so two builds into one folder run one
after the other instead of interleaving. It hands out an empty staging folder beside the target
(``.<name>.staging``, on the same file system); when the build returns normally the staging folder
is swapped in for the target by one ``rename`` (Linux's ``renameat2`` with ``RENAME_EXCHANGE``
exchanges the two folders atomically; where that is missing, the old folder is renamed aside
first, ``.<name>.previous``). Until then the target is untouched: a build that fails, raises or is
killed leaves the previous folder as it was, and its leftovers are cleared by the next build.
"""
from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import os
import shutil
from pathlib import Path
from typing import Iterator

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def _side(target: Path, what: str) -> Path:
    return target.with_name(f".{target.name}.{what}")


def _exchange(a: Path, b: Path) -> bool:
    """Swap two existing folders in one step; False where the system cannot."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def _swap_in(staging: Path, target: Path) -> None:
    if target.exists() and _exchange(staging, target):
        shutil.rmtree(staging)  # now the previous folder
        return
    previous = _side(target, "previous")
    if target.exists():
        target.rename(previous)
    staging.rename(target)
    shutil.rmtree(previous, ignore_errors=True)


def _recover(target: Path) -> None:
    """Clear what a killed build left (called under the lock, so no build is using it)."""
    previous = _side(target, "previous")
    if previous.exists() and not target.exists():
        previous.rename(target)  # killed between the two renames of the fallback swap
    shutil.rmtree(previous, ignore_errors=True)
    shutil.rmtree(_side(target, "staging"), ignore_errors=True)


@contextlib.contextmanager
def locked(target: Path) -> Iterator[None]:
    """Hold the lock of ``target`` (waiting for another build of it to finish)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(_side(target, "lock"), "a") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


@contextlib.contextmanager
def staged(target: Path | str) -> Iterator[Path]:
    """An empty folder to build ``target`` in; swapped in for ``target`` if the block succeeds."""
    target = Path(os.path.abspath(target))
    with locked(target):
        _recover(target)
        staging = _side(target, "staging")
        staging.mkdir()
        try:
            yield staging
        except BaseException:
            shutil.rmtree(staging, ignore_errors=True)
            raise
        _swap_in(staging, target)
