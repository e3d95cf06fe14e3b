"""Write a file whole or not at all: a temporary file in the same folder, then an atomic rename."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from tag.dialects.diagnostics import TagError


def _default_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomically(path: str | os.PathLike[str], data: bytes | str, *, make_parents: bool = False) -> None:
    """Write `data` to `path` so readers see the old file or the complete new one, never a part.
    The file gets the usual permissions (0666 minus the umask), not mkstemp's 0600."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if make_parents:
        folder.mkdir(parents=True, exist_ok=True)
    elif not folder.exists():
        raise TagError(f"cannot write output: folder '{folder}' does not exist")
    payload = data.encode() if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, _default_mode())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
