"""Where the data files are found: the one file-type and containment check.

Every file and folder the loaders find under ``sources/`` and ``gamedata/`` passes through
``classify`` before it is used, and every data file is read through ``read_text``. Together they
refuse, each with one message that says what would be valid:

- a link whose target lies outside the dataset (the file would be published without being part
  of the repository), a dangling link, a link that loops;
- anything that is neither a regular file nor a folder (a named pipe would block the reader
  forever, a device never ends), and a folder where a data file is expected;
- a file larger than ``MAX_BYTES`` (the largest data file is some 25 KB);
- a file that cannot be read, or is not UTF-8 text.

A link to a file inside the dataset is followed like the file itself.
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: The largest data file accepted: forty times the largest file of the dataset.
MAX_BYTES = 1 << 20


class Refused(ValueError):
    """A path that is not a readable data file (or folder); the message says why and what is valid."""


def _target(path: Path, root: Path | None) -> Path:
    """The real path behind ``path`` (links followed), checked to lie inside ``root``."""
    try:
        real = path.resolve(strict=True)
    except FileNotFoundError:
        raise Refused("a link to a file that does not exist (a dangling link); remove it or point it "
                      "at a file inside the dataset") from None
    except RuntimeError:  # Python 3.11 reports a loop of links so
        raise Refused("a link that loops back to itself; remove it") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise Refused("a link that loops back to itself; remove it") from None
        raise Refused(f"cannot be read ({os.strerror(exc.errno) if exc.errno else exc})") from None
    if root is not None:
        base = Path(root).resolve()
        if real != base and base not in real.parents:
            raise Refused("a link that leads outside the dataset; data files and folders lie inside "
                          "sources/ and gamedata/ (copy the file in instead of linking to it)")
    return real


def classify(path: Path, root: Path | None) -> str:
    """``"file"`` or ``"folder"``; raises Refused for anything else (see the module docstring)."""
    real = _target(Path(path), root)
    try:
        mode = real.stat().st_mode
    except OSError as exc:
        raise Refused(f"cannot be read ({os.strerror(exc.errno) if exc.errno else exc})") from None
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISDIR(mode):
        return "folder"
    raise Refused(f"not a regular file ({_kind(mode)}); a data file is a plain text file")


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a special file"


def read_text(path: Path, root: Path | None = None) -> str:
    """The text of one data file; raises Refused (see the module docstring).

    ``root``, when given, is the folder the file must lie in (links followed).
    """
    path = Path(path)
    if classify(path, root) != "file":
        raise Refused("a folder where a data file is expected; a data file is a plain <id>.yaml file")
    try:
        # O_NONBLOCK: should the file have been swapped for a pipe since classify, opening it
        # does not wait for a writer; fstat below then refuses it.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        raise Refused(f"cannot be read ({os.strerror(exc.errno) if exc.errno else exc})") from None
    with os.fdopen(fd, "rb") as handle:
        mode = os.fstat(handle.fileno()).st_mode
        if not stat.S_ISREG(mode):
            raise Refused(f"not a regular file ({_kind(mode)}); a data file is a plain text file")
        try:
            data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise Refused(f"cannot be read ({os.strerror(exc.errno) if exc.errno else exc})") from None
    if len(data) > MAX_BYTES:
        raise Refused(f"the file is larger than {MAX_BYTES // 1024} KB; a data file holds one record "
                      "or one list of records, a few KB (split it)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise Refused(f"file is not UTF-8 text ({exc.reason} at byte {exc.start}); save it as UTF-8") from None
