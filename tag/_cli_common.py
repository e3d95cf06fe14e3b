"""What every TAG command-line tool shares: error reporting without tracebacks, Ctrl-C handling,
atomic output.

Import order matters: this module imports nothing heavy at the top, so `run_cli` installs the
interrupt handler before the command imports jax (seconds of work a user may well interrupt).
"""
from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from tag.core.atomic import remove_active_staging, write_atomically  # noqa: F401  (re-exported for the CLIs)

INTERRUPTED = 130          # 128 + SIGINT, what shells report for a Ctrl-C'd command


def _interrupt_handler(prog: str) -> Callable[[int, Any], None]:
    def handler(signum: int, frame: Any) -> None:
        # Exit right here: raising KeyboardInterrupt can land in a destructor or a callback, where
        # Python prints "Exception ignored" and carries on. Outputs are written atomically, so the
        # only thing to undo is this process's unfinished staging.
        remove_active_staging()
        try:
            sys.stdout.flush()
        except Exception:  # noqa: BLE001 - a closed or broken stdout must not stop the exit
            pass
        os.write(2, f"{prog}: interrupted\n".encode())
        os._exit(INTERRUPTED)

    return handler


def install_interrupt_handler(prog: str) -> Any:
    """Make Ctrl-C (SIGINT) end the command with one line and exit status 130; returns the previous
    handler (None when not in the main thread, where signals cannot be handled)."""
    try:
        return signal.signal(signal.SIGINT, _interrupt_handler(prog))
    except ValueError:          # not the main thread
        return None


def run_cli(prog: str, main: Callable[[], int]) -> int:
    """Run `main` with the interrupt handler installed; a TagError prints its message (plus notes)
    and exits 1, Ctrl-C prints one line and exits 130, an unexpected exception prints one line (set
    TAG_DEBUG=1 for the traceback) and exits 2."""
    previous = install_interrupt_handler(prog)
    try:
        return _run(prog, main)
    finally:
        if previous is None:
            pass
        elif os.path.basename(sys.argv[0] if sys.argv else "") == prog.split()[0]:
            # The process's own command (`tag`, `tag-opt`) is done and its outputs are in place: a
            # Ctrl-C during interpreter shutdown is ignored (Python resets a handler it installed to
            # the default there, and native teardown can take a while; the kill would read as -2).
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        else:                                   # called as a library: undone
            signal.signal(signal.SIGINT, previous)


def _run(prog: str, main: Callable[[], int]) -> int:
    from tag.dialects.diagnostics import TagError      # heavy (jax): after the handler is installed

    try:
        return main()
    except TagError as err:
        print(err.detailed(), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"{prog}: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:
        return 1
    except MemoryError:
        print(f"{prog}: error: out of memory (the input asks for more than this machine has)", file=sys.stderr)
        return 1
    except Exception as err:  # noqa: BLE001 - last-resort reporting for a CLI
        if os.environ.get("TAG_DEBUG"):
            raise
        print(f"{prog}: internal error: {type(err).__name__}: {err} (set TAG_DEBUG=1 for a traceback)",
              file=sys.stderr)
        return 2
