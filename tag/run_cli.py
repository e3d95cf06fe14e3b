"""`tag run`: execute a program written by `tag apply`, in one process or several.

    tag run DIR [--steps K] [--check] [--seed S] [--devices N] [--device-map M]
    tag run DIR --processes N ...                                    (local launcher, N processes)
    tag run DIR --coordinator HOST:PORT --num-processes N --process-id I ...   (one process of a cluster job;
                                                                      none of the three under SLURM / Open MPI)
    ... [--checkpoint-dir D --checkpoint-every K] [--resume] [--host-memory GIB | --ignore-host-memory]

One process: topology device i → the i-th device in sorted order (on a CPU host N devices are
created, N = the program's device count unless --devices). Several processes (`runtime.multihost`):
each owns a contiguous block of the program's devices (whole machines of the topology when they
split evenly), runs only the tasks touching them, and process 0 — the leader — prints the results;
with --check the leader gathers every result and the final state and compares them with step.mlir
run on one of its devices. Before compiling, each process's host memory is estimated
(`runtime.host_memory`) and a run that does not fit is refused.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import re
from pathlib import Path
from typing import Any

__all__ = ["add_run_arguments", "run_run_command", "worker_argv"]


def add_run_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("program", help="folder written by `tag apply`")
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--check", action="store_true", help="compare with the step on one device")
    parser.add_argument("--seed", type=int, default=0, help="seed of the example inputs")
    parser.add_argument("--devices", type=int, default=None,
                        help="CPU devices to create in this process (default: the program's, or this process's share)")
    parser.add_argument("--save", default=None, metavar="FILE.npz",
                        help="write the losses of the steps run and the final state to FILE.npz "
                             "(keys step<k>_loss, state<a>; process 0 writes it)")
    parser.add_argument("--device-map", default=None,
                        help="topology device -> backend device index, e.g. '4=0,5=1' (default: the program's "
                             "devices in sorted order onto the backend's first devices)")
    dist = parser.add_argument_group("several processes (jax.distributed)")
    dist.add_argument("--processes", type=int, default=None,
                      help="start N worker processes on this machine, each owning a share of the devices")
    dist.add_argument("--coordinator", default=None, help="HOST:PORT of process 0's coordinator (cluster runs)")
    dist.add_argument("--num-processes", type=int, default=None, help="processes in the job (cluster runs)")
    dist.add_argument("--process-id", type=int, default=None, help="this process's id, 0..N-1 (cluster runs)")
    dist.add_argument("--init-timeout", type=int, default=60,
                      help="seconds to wait for every process to join the coordinator (default 60)")
    ck = parser.add_argument_group("checkpoints (orbax)")
    ck.add_argument("--checkpoint-dir", default=None, help="folder for checkpoints of the state")
    ck.add_argument("--checkpoint-every", type=int, default=0, help="save the state after every K-th step")
    ck.add_argument("--resume", action="store_true", help="continue from the newest complete checkpoint")
    mem = parser.add_argument_group("host memory")
    mem.add_argument("--host-memory", type=float, default=None,
                     help="GiB this machine may use (default: MemAvailable of /proc/meminfo)")
    mem.add_argument("--ignore-host-memory", action="store_true", help="run even when the estimate does not fit")


def _cluster_argv(args: argparse.Namespace) -> list[str]:
    """This cluster process's own arguments, for the watched child that does the work."""
    out = worker_argv(args, memory_checked=args.ignore_host_memory)
    if args.host_memory is not None:
        out += ["--host-memory", str(args.host_memory)]
    if args.devices is not None:
        out += ["--devices", str(args.devices)]
    if args.coordinator is not None:
        out += ["--coordinator", args.coordinator, "--num-processes", str(args.num_processes),
                "--process-id", str(args.process_id)]
    return out


def worker_argv(args: argparse.Namespace, memory_checked: bool = True) -> list[str]:
    """The `tag run` arguments a launched worker gets (everything but the launcher's own)."""
    out = [str(args.program), "--steps", str(args.steps), "--seed", str(args.seed),
           "--init-timeout", str(args.init_timeout)]
    if args.check:
        out.append("--check")
    if args.checkpoint_dir is not None:
        out += ["--checkpoint-dir", str(args.checkpoint_dir), "--checkpoint-every", str(args.checkpoint_every)]
    if args.resume:
        out.append("--resume")
    if args.save is not None:
        out += ["--save", str(args.save)]
    if memory_checked:
        out.append("--ignore-host-memory")      # the launcher checked the whole machine
    return out


def _program_json(folder: str) -> dict[str, Any]:
    """program.json without touching jax (XLA_FLAGS must be set before the backend starts), read with
    the input limits (size, nesting: a located TagError); its fields are validated by `load_program`."""
    from tag.dialects.inputs import MAX_PROGRAM_BYTES, file_inside, load_json_file

    file_inside(folder, "program.json", "program.json", required=False)     # not a link out of the folder
    data = load_json_file(Path(folder) / "program.json", "program.json", MAX_PROGRAM_BYTES)
    return data if isinstance(data, dict) else {}


def _program_devices(folder: str) -> list[int]:
    try:
        return sorted({int(d) for d in _program_json(folder).get("devices", [])})
    except (TypeError, ValueError):
        return []


MAX_CPU_DEVICES = 4096      # XLA CPU devices one process creates (4096: 6 s and 0.6 GB; the topology's GPUs a machine)


def _validate(args: argparse.Namespace) -> None:
    from tag.dialects.diagnostics import TagError

    if args.steps < 1:
        raise TagError(f"--steps must be >= 1, got {args.steps}")
    if args.checkpoint_every < 0:
        raise TagError(f"--checkpoint-every must be >= 0, got {args.checkpoint_every}")
    if (args.checkpoint_every or args.resume) and args.checkpoint_dir is None:
        raise TagError("--checkpoint-every and --resume need --checkpoint-dir")
    if args.checkpoint_dir is not None and not args.checkpoint_every and not args.resume:
        raise TagError("--checkpoint-dir needs --checkpoint-every K (or --resume)")
    if args.processes is not None:
        if args.processes < 1:
            raise TagError(f"--processes must be >= 1, got {args.processes}")
        if any(v is not None for v in (args.coordinator, args.num_processes, args.process_id)):
            raise TagError("--processes starts its own processes: it does not go with --coordinator, "
                           "--num-processes or --process-id")
        if args.device_map:
            raise TagError("--device-map applies to one process, not with --processes")
    if args.save is not None and args.check:
        raise TagError("--save writes a run's losses and final state; it does not go with --check")
    if args.host_memory is not None and not args.host_memory > 0:
        raise TagError(f"--host-memory must be > 0 GiB, got {args.host_memory}")
    if args.seed < 0:
        raise TagError(f"--seed must be >= 0, got {args.seed}")
    if args.devices is not None and not 1 <= args.devices <= MAX_CPU_DEVICES:   # -1: an internal error in XLA;
        raise TagError(f"--devices must be in [1, {MAX_CPU_DEVICES}], got {args.devices}")  # 100000: minutes
    if args.save is not None:
        from tag.distribute.program import check_output_outside_program

        check_output_outside_program(args.save, args.program, "--save")


def _plan(folder: str, num_processes: int):
    from tag.dialects.diagnostics import TagError
    from tag.runtime.multihost import machines_of_program, plan_processes

    devices = _program_devices(folder)
    if not devices:
        from tag.distribute.program import load_program

        load_program(folder)                    # reports what is wrong with the folder
        raise TagError(f"'{folder}': program.json lists no devices")
    return plan_processes(devices, num_processes, machines_of_program(folder))


def _available(args: argparse.Namespace) -> int | None:
    from tag.runtime.host_memory import mem_available

    return int(args.host_memory * (1 << 30)) if args.host_memory is not None else mem_available()


def _check_memory(args: argparse.Namespace, blocks: list[tuple[int, ...]], leader_block: int = 0) -> None:
    """Refuse before compiling when the processes in `blocks` (all on this machine) do not fit
    (CPU devices only: on a GPU host the state lives in device memory)."""
    from tag.runtime.launch import visible_gpus

    if args.ignore_host_memory or visible_gpus(dict(os.environ)):
        return
    from tag.apply import loss_index
    from tag.distribute.program import load_program
    from tag.runtime.buffer_specs import BufferSpecs
    from tag.runtime.host_memory import check_host_memory, estimate_process

    program = load_program(args.program)
    specs = BufferSpecs(program)
    r = loss_index(program)
    fetch = None if args.check else ([] if r is None else [r])
    estimates = [estimate_process(program, block, process=p, leader=p == leader_block, steps=args.steps,
                                  check=args.check, fetch=fetch, specs=specs) for p, block in enumerate(blocks)]
    check_host_memory(estimates, _available(args))


def run_run_command(args: argparse.Namespace) -> int:
    _validate(args)
    if args.processes is not None and args.processes > 1:
        return _launch(args)
    from tag.runtime.launch import WORKER_ENV, supervise
    from tag.runtime.multihost import DistributedConfig, auto_detectable

    config = DistributedConfig(args.coordinator, args.num_processes, args.process_id, args.init_timeout)
    if config.explicit or auto_detectable():
        config.validate()
        if not os.environ.get(WORKER_ENV):       # watch the real worker: jax ends a lost process natively
            who = f"process {config.process_id}" if config.explicit else "this process"
            return supervise(_cluster_argv(args), timeout_s=args.init_timeout, who=who)
        return _worker(args, config)
    if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        n = args.devices or max(1, len(_program_devices(args.program)))
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + f" --xla_force_host_platform_device_count={n}").strip()
    _check_memory(args, [tuple(_program_devices(args.program))])
    return _execute(args, _device_map(args.device_map), digest=None)


def _launch(args: argparse.Namespace) -> int:
    from tag.runtime.launch import launch_local, outcome_error

    plan = _plan(args.program, args.processes)
    _check_memory(args, list(plan.blocks))
    how = "whole machines of the topology" if plan.by_machine else "even blocks of devices"
    print(f"{plan.num_processes} processes ({how}): " + ", ".join(plan.describe(p) for p in range(plan.num_processes)),
          flush=True)
    outcome = launch_local(plan, worker_argv(args))
    err = outcome_error(plan, outcome)
    if err is not None:
        raise err
    return 0 if all(c == 0 for c in outcome.codes) else 1


def _worker(args: argparse.Namespace, config: Any) -> int:
    from tag.dialects.diagnostics import TagError

    config.validate()
    if config.explicit and "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
        n = args.devices or len(_plan(args.program, config.num_processes).blocks[config.process_id])
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + f" --xla_force_host_platform_device_count={n}").strip()
    from tag.runtime.multihost import (
        global_devices,
        initialize,
        program_digest,
        startup_check,
    )

    digest = program_digest(args.program)
    initialize(config)
    import jax

    me = jax.process_index()
    try:
        startup_check(digest)
        devices = _program_devices(args.program)
        have = len(global_devices())
        if have < len(devices):
            raise TagError(f"the program uses {len(devices)} devices but the {jax.process_count()} processes have "
                           f"{have} together")
        if not args.ignore_host_memory:
            mine = [d for d, dev in zip(devices, global_devices()) if dev.process_index == me]
            _check_memory(args, [tuple(mine)], leader_block=0 if me == global_devices()[0].process_index else -1)
        if args.device_map:
            raise TagError("--device-map is not supported with several processes")
        return _execute(args, None, digest=digest)
    except TagError as exc:
        raise TagError(f"process {me}: {exc.message}", exc.span, exc.notes) from None


def _fingerprint(folder: str, seed: int, digest: str | None) -> str:
    """Checkpoint fingerprint: the program folder's digest and the input seed."""
    from tag.runtime.multihost import program_digest

    return hashlib.sha256(f"{digest or program_digest(folder)}:{seed}".encode()).hexdigest()


_ABOUT_THE_PROGRAM = re.compile(r"(task|result) \d+")    # execution errors caused by what program.json says


def _execute(args: argparse.Namespace, device_map: Any, *, digest: str | None) -> int:
    """Run (or check) the program; an error about one of its tasks or results names its program.json
    (they were `error: task 2 (compute): ...`, naming no file)."""
    from tag.dialects.diagnostics import SourceSpan, TagError

    try:
        return _execute_program(args, device_map, digest=digest)
    except TagError as err:
        if err.span is None and _ABOUT_THE_PROGRAM.match(err.message):
            folder = Path(args.program)
            err.span = SourceSpan(str((folder if folder.is_dir() else folder.parent) / "program.json"))
        raise


def _execute_program(args: argparse.Namespace, device_map: Any, *, digest: str | None) -> int:
    from tag.apply import check_program, loss_index, run_program
    from tag.distribute.program import load_program
    from tag.runtime.checkpoint import Checkpoints

    options: dict[str, Any] = {}
    if args.checkpoint_dir is not None:
        options = {"checkpoints": Checkpoints(args.checkpoint_dir, _fingerprint(args.program, args.seed, digest)),
                   "checkpoint_every": args.checkpoint_every, "resume": args.resume}
    if args.check:
        report = check_program(args.program, steps=args.steps, seed=args.seed, device_map=device_map, **options)
        if not report.lines:                     # a non-leader process: the leader reports
            return 0
        print(report.summary())
        print(f"distributed and single-device runs {report.verdict}")
        return 0 if report.agrees else 1
    program = load_program(args.program)
    r = loss_index(program)
    result = run_program(program, steps=args.steps, seed=args.seed, device_map=device_map,
                         fetch=[] if r is None else [r], **options)
    if not result.leader:
        return 0
    if result.first_step > 1:
        print(f"resumed after step {result.first_step - 1} from {args.checkpoint_dir}")
    for k, (outs, secs) in enumerate(zip(result.results, result.step_seconds)):
        print(f"step {result.first_step + k}: {secs * 1e3:.1f} ms" + (f", loss {float(outs[r]):.6g}" if r is not None else ""))
    if args.save is not None:
        _save(args.save, result, r)
    return 0


def _save(path: str, result: Any, loss: int | None) -> None:
    """FILE.npz with step<k>_loss (the steps run) and state<a> (final value of each state argument)."""
    import io

    import numpy as np

    from tag._cli_common import write_atomically

    arrays = {f"state{a}": np.asarray(v) for a, v in enumerate(result.state) if v is not None}
    if loss is not None:
        arrays.update({f"step{result.first_step + k}_loss": np.asarray(outs[loss]) for k, outs in enumerate(result.results)})
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    write_atomically(path, buf.getvalue())


def _device_map(text: str | None):
    """'4=0,5=1' → {4: jax.devices()[0], 5: jax.devices()[1]} (None when not given)."""
    if not text:
        return None
    import jax

    from tag.dialects.diagnostics import TagError

    devices = jax.devices()
    out = {}
    for item in text.split(","):
        key, sep, value = item.partition("=")
        try:
            topo, index = int(key), int(value)
        except ValueError:
            raise TagError(f"--device-map: expected TOPOLOGY_ID=DEVICE_INDEX pairs, got '{item}'") from None
        if not sep or not 0 <= index < len(devices):
            raise TagError(f"--device-map: device index {value} out of range (backend has {len(devices)} devices)")
        out[topo] = devices[index]
    return out
