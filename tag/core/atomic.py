"""Outputs appear whole or not at all, even if the process is killed (SIGKILL) at any moment.

- A file: written to a temporary sibling, then renamed over the target (`write_atomically`).
- A folder of outputs (`tag plan --out`, `tag apply --out`): built complete in a staging sibling,
  then put in place by one atomic step (`replace_folder`): a rename when the folder is new, else an
  exchange of the two folders (Linux `renameat2(RENAME_EXCHANGE)`), after which the staging name
  holds the previous outputs and is removed. Readers see the previous folder or the new one, never
  a mix and never nothing. (Where the exchange is unavailable the fallback is two renames, with a
  moment in between where the folder is missing.)

Every temporary name carries the writer's process id (`.NAME.tag-PID-XXXX`); leftovers of a killed
writer (its process gone) are removed by the next write to the same folder (`clean_stale`), and a
CLI interrupted by Ctrl-C removes its own (`remove_active_staging`). This module imports nothing
heavy so the CLIs' interrupt handler can use it before jax is loaded.
"""
from __future__ import annotations

import ctypes
import errno
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

__all__ = ["write_atomically", "check_output_path", "foreign_files", "staging_folder", "replace_folder", "clean_stale",
           "remove_active_staging", "discard_staging"]

_ACTIVE: set[str] = set()                       # staging paths of this process, for the interrupt handler
_STALE = re.compile(r"^\..*\.tag-(?P<pid>\d+)-[^/]*$")
_LEGACY = re.compile(r"^\.(?:tag-plan-[a-z0-9_]{8}|.+\.(?:old\.)?[a-z0-9_]{8})$")   # writers before pids


def _error(message: str) -> Exception:
    from tag.dialects.diagnostics import TagError   # lazily: keeps this module light (see docstring)

    return TagError(message)


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask


def _default_mode() -> int:
    return 0o666 & ~_umask()


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def _remove(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path, ignore_errors=True)
    else:
        path.unlink(missing_ok=True)


def clean_stale(folder: Path, name: str | None = None) -> list[str]:
    """Remove temporaries in `folder` left by writers that were killed (their process is gone); with
    `name`, also that output's staging folders written by TAG versions without process ids
    (`.NAME.XXXXXXXX`, `.NAME.old.XXXXXXXX` folders, `.tag-plan-XXXXXXXX` inside it). Returns the
    names removed."""
    removed: list[str] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        m = _STALE.match(entry.name)
        if m is not None and not _alive(int(m["pid"])):
            _remove(entry)
            removed.append(entry.name)
        elif (name is not None and _LEGACY.match(entry.name) and entry.is_dir() and not entry.is_symlink()
              and (entry.name.startswith(f".{name}.") or entry.name.startswith(".tag-plan-"))):
            _remove(entry)
            removed.append(entry.name)
    return removed


def _temp_prefix(name: str) -> str:
    return f".{name}.tag-{os.getpid()}-"


def check_output_path(path: str | os.PathLike[str], *, folder: bool, what: str = "output") -> Path:
    """Refuse an output path before any work is done: an empty path, a path whose existing part
    ends in a regular file (`file/out`), an existing folder where a file goes (or a file where a
    folder goes). Missing folders on the way are fine (created when writing). Returns the path."""
    text = os.fspath(path)
    if not str(text).strip():
        raise _error(f"cannot write {what}: the path is empty")
    out = Path(text)
    if out.exists() or out.is_symlink():
        if folder and not out.is_dir():
            raise _error(f"cannot write {what}: '{out}' exists and is not a folder")
        if not folder and out.is_dir():
            raise _error(f"cannot write {what}: '{out}' is a folder")
    for parent in out.parents:
        if parent.exists():
            if not parent.is_dir():
                raise _error(f"cannot write {what} '{out}': '{parent}' is not a folder")
            break
    return out


def foreign_files(out: Path, written: Callable[[str], bool]) -> str | None:
    """The files of folder `out` its writer did not write (`written(name)` false), shown as at most
    three names ("a, b, c, ..."), or None: an output folder is replaced as a whole, so a folder
    holding other files is refused (`tag apply --out .` deleted the model beside it)."""
    if not out.is_dir():
        return None
    foreign = sorted(p.name for p in out.iterdir() if not written(p.name))
    if not foreign:
        return None
    return ", ".join(foreign[:3]) + (", ..." if len(foreign) > 3 else "")


def _open_file_link(path: Path) -> bool:
    """Whether `path` reaches, through symlinks, a process's open file (`/dev/stdout` ->
    `/proc/self/fd/1`): renaming over it would replace the link itself, not write the stream."""
    current = os.fspath(path)
    for _ in range(40):
        if not os.path.islink(current):
            return False
        target = os.readlink(current)
        current = os.path.join(os.path.dirname(current), target)
        if os.path.normpath(current).startswith(("/proc/", "/dev/fd/")):
            return True
    return False


def _special_file(path: Path) -> bool:
    """Whether `path` is written in place rather than replaced: a device, FIFO or socket (`/dev/null`,
    `/dev/full`, a named pipe), followed through symlinks, or a link to an open file (`/dev/stdout`)."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return False
    return not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)) or _open_file_link(path)


def _write_in_place(path: Path, payload: bytes) -> None:
    """Write to a device or FIFO as `> path` would (it cannot be replaced by a rename: that put a
    regular file in place of /dev/null or /dev/full, as root). A FIFO nobody reads is an error,
    not a hang."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_NONBLOCK)   # append: `>>` stays `>>`
        try:
            os.set_blocking(fd, True)
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
        finally:
            os.close(fd)
    except OSError as exc:
        raise _error(f"cannot write output '{path}': {exc.strerror or exc}") from None


def write_atomically(path: str | os.PathLike[str], data: bytes | str, *, make_parents: bool = False) -> None:
    """Write `data` to `path` so readers see the old file or the complete new one, never a part.
    The file gets the usual permissions (0666 minus the umask), not mkstemp's 0600. A device or
    FIFO at `path` (`/dev/null`, `/dev/stdout`) is written to, not replaced. Failures of the file
    system (no space, no permission, a read-only folder) are TagErrors naming the output."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    try:
        if make_parents:
            folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _error(f"cannot write output '{path}': {exc.strerror or exc}") from None
    if not folder.exists():
        raise _error(f"cannot write output: folder '{folder}' does not exist")
    if not folder.is_dir():
        raise _error(f"cannot write output '{path}': '{folder}' is not a folder")
    if path.is_dir():
        raise _error(f"cannot write output: '{path}' is a folder")
    payload = data.encode() if isinstance(data, str) else data
    if _special_file(path):
        _write_in_place(path, payload)
        return
    clean_stale(folder)
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=_temp_prefix(path.name), suffix=".tmp")
    except OSError as exc:
        raise _error(f"cannot write output '{path}': {exc.strerror or exc}") from None
    _ACTIVE.add(tmp)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
        os.chmod(tmp, _default_mode())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise _error(f"cannot write output '{path}': {exc.strerror or exc}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        _ACTIVE.discard(tmp)


def staging_folder(out: Path) -> Path:
    """A new empty folder beside `out` to build its next contents in (stale temporaries of killed
    writers there are removed first). Pass it to `replace_folder`, or `discard_staging` on failure."""
    parent = out.parent if str(out.parent) else Path(".")
    try:
        parent.mkdir(parents=True, exist_ok=True)
        clean_stale(parent, out.name)
        staging = Path(tempfile.mkdtemp(dir=parent, prefix=_temp_prefix(out.name)))
    except OSError as exc:
        raise _error(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    _ACTIVE.add(str(staging))
    os.chmod(staging, 0o777 & ~_umask())
    return staging


def discard_staging(staging: Path) -> None:
    _remove(staging)
    _ACTIVE.discard(str(staging))


_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths (Linux renameat2 RENAME_EXCHANGE); False where unsupported."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    if fn(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def replace_folder(staging: Path, out: Path) -> None:
    """Put the complete folder `staging` at `out` in one atomic step (see the module docstring); the
    previous `out`, if any, is removed afterwards."""
    try:
        if not out.exists():
            os.rename(staging, out)
        elif _exchange(staging, out):
            _remove(staging)                                   # now the previous outputs
        else:
            old = Path(f"{staging}.old")
            os.rename(out, old)
            os.rename(staging, out)
            _remove(old)
    except OSError as exc:
        raise _error(f"cannot write output folder '{out}': {exc.strerror or exc}") from None
    finally:
        _ACTIVE.discard(str(staging))


def remove_active_staging() -> None:
    """Remove this process's unfinished temporaries (the CLIs' Ctrl-C handler calls this)."""
    for path in list(_ACTIVE):
        _remove(Path(path))
        _ACTIVE.discard(path)
