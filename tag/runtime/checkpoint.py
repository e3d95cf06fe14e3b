"""Checkpoints of a running program's state with orbax-checkpoint, complete or absent.

What is saved: the program's *logical* state after step k — one value per state argument
(parameters, optimizer state; `Runner.state_values`, i.e. the first state slot of each argument; the
slots of one argument hold the same value, which the lowering guarantees and the resume test checks
bit for bit) — plus k and a fingerprint of (program folder digest, input seed). Restoring puts each
value back into every slot of its argument (`Runner.load_state`), so a resumed run continues with
exactly the values an uninterrupted one would have.

Where: `DIR/step_<k, 8 digits>`. Only the leader process (which gathered the values) writes, with
orbax's atomic finalisation (the data goes to a temporary folder renamed into place when complete),
so a folder with that exact name is complete and anything else (orbax's `*.orbax-checkpoint-tmp*`
folders left by a killed writer) is ignored. Every process restores from the same folder (on a
cluster: a shared file system). Only the `keep` newest complete checkpoints are kept.
"""
from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from tag.dialects.diagnostics import TagError

__all__ = ["Checkpoints", "Restored"]

_NAME = re.compile(r"step_(\d{8})")


@dataclass(frozen=True)
class Restored:
    step: int                                   # steps completed when it was written
    values: dict[int, np.ndarray]               # argument index -> value
    path: Path


def _checkpointer(process: int | None) -> Any:
    """An orbax checkpointer acting for `process` alone (None: a single-process job)."""
    import orbax.checkpoint as ocp

    if process is None:
        return ocp.StandardCheckpointer()
    opts = ocp.options.MultiprocessingOptions(primary_host=process, active_processes={process},
                                              barrier_sync_key_prefix=f"tag_ckpt_p{process}")
    return ocp.StandardCheckpointer(multiprocessing_options=opts)


class Checkpoints:
    """The checkpoints of one run in folder `root` (created on first save)."""

    def __init__(self, root: str | Path, fingerprint: str, keep: int = 2) -> None:
        self.root = Path(root)
        self.fingerprint = fingerprint
        self.keep = max(1, keep)
        if self.root.exists() and not self.root.is_dir():
            raise TagError(f"--checkpoint-dir '{self.root}' exists and is not a folder")

    def complete(self) -> list[tuple[int, Path]]:
        """(step, folder) of every complete checkpoint, oldest first."""
        if not self.root.is_dir():
            return []
        out = []
        for p in self.root.iterdir():
            m = _NAME.fullmatch(p.name)
            if m and p.is_dir() and (p / "_CHECKPOINT_METADATA").is_file():
                out.append((int(m.group(1)), p))
        return sorted(out)

    def save(self, step: int, values: list[np.ndarray | None], process: int | None) -> Path:
        """Write the state after `step` (call on the leader only; `values` per argument, None for batch
        arguments). Returns the checkpoint's folder."""
        self.root.mkdir(parents=True, exist_ok=True)
        tree = {"step": np.asarray(step, np.int64),
                "fingerprint": np.frombuffer(bytes.fromhex(self.fingerprint), np.uint8).copy(),
                "args": {f"a{i}": np.asarray(v) for i, v in enumerate(values) if v is not None}}
        path = self.root / f"step_{step:08d}"
        ck = _checkpointer(process)
        try:
            ck.save(path.absolute(), tree, force=True)
            ck.wait_until_finished()
        except Exception as exc:  # noqa: BLE001 - orbax/tensorstore errors
            raise TagError(f"cannot write checkpoint '{path}': {' '.join(str(exc).split())[:300]}") from None
        finally:
            ck.close()
        for _, old in self.complete()[:-self.keep]:
            shutil.rmtree(old, ignore_errors=True)
        return path

    def latest(self, process: int | None) -> Restored | None:
        """The newest complete checkpoint (None when there is none); TagError when it was written for
        another program or seed."""
        found = self.complete()
        if not found:
            return None
        step, path = found[-1]
        ck = _checkpointer(process)
        try:
            tree = ck.restore(path.absolute())
        except Exception as exc:  # noqa: BLE001
            raise TagError(f"cannot read checkpoint '{path}': {' '.join(str(exc).split())[:300]}") from None
        finally:
            ck.close()
        try:                        # a folder written by something else: one located line, not a KeyError
            got = bytes(np.asarray(tree["fingerprint"], np.uint8)).hex()
            recorded = int(tree["step"])
            args = tree["args"]
            values = {}
            for k, v in args.items():
                if not (isinstance(k, str) and re.fullmatch(r"a\d{1,9}", k)):
                    raise ValueError(f"unexpected entry 'args/{k}'")
                values[int(k[1:])] = np.asarray(v)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise TagError(f"checkpoint '{path}' is not one `tag run --checkpoint-dir` wrote "
                           f"({type(exc).__name__}: {exc})") from None
        if got != self.fingerprint:
            raise TagError(f"checkpoint '{path}' was written by another program or input seed (fingerprint "
                           f"{got[:12]}..., this run {self.fingerprint[:12]}...)")
        if recorded != step:
            raise TagError(f"checkpoint '{path}' records step {recorded}, its name says {step}")
        return Restored(step, values, path)
