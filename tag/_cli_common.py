"""What every TAG command-line tool shares: error reporting without tracebacks, atomic output."""
from __future__ import annotations

import os
import sys
from typing import Callable

from tag.dialects.diagnostics import TagError

from tag.core.atomic import write_atomically  # noqa: F401  (re-exported for the CLIs)


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
