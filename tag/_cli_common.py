"""What every TAG command-line tool shares: error reporting without tracebacks, atomic output."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Callable

from tag.dialects.diagnostics import TagError


def run_cli(prog: str, main: Callable[[], int]) -> int:
    """Run `main`; a TagError prints its message (plus notes) and exits 1, an unexpected exception
    prints one line (set TAG_DEBUG=1 for the traceback) and exits 2."""
    try:
        return main()
    except TagError as err:
        print(err.detailed(), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1
    except Exception as err:  # noqa: BLE001 - last-resort reporting for a CLI
        if os.environ.get("TAG_DEBUG"):
            raise
        print(f"{prog}: internal error: {type(err).__name__}: {err} (set TAG_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 2


def write_atomically(path: str | Path, data: bytes | str) -> None:
    """Write the whole file or nothing: a temporary file in the same folder, then rename."""
    path = Path(path)
    if path.parent and not path.parent.exists():
        raise TagError(f"cannot write output: folder '{path.parent}' does not exist")
    payload = data.encode() if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
