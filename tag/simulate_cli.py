"""`tag simulate` (thin shim over `tag.runtime.program_sim`).

    tag simulate DIR [--topology T] [--json FILE] [--trace FILE]

Prices one training step of the program `tag apply` wrote to DIR (program.json, pieces/*.mlir) on
its topology (--topology, else DIR/topology.json or .yaml, else the program's topology name) and prints the
step time, per-device busy/idle/communication time and the tasks by kind. --json writes the numbers
(`step_time_s`, `per_device`, `tasks`, `per_group`, ...), --trace a Chrome/Perfetto trace.
"""
from __future__ import annotations

import argparse


def add_simulate_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("program", help="folder written by `tag apply`")
    parser.add_argument("--topology", default=None,
                        help="built-in topology name or YAML/JSON file (default: DIR/topology.json or .yaml, else the "
                             "program's topology name)")
    parser.add_argument("--json", default=None, metavar="FILE", help="write the result as JSON")
    parser.add_argument("--trace", default=None, metavar="FILE", help="write a Chrome/Perfetto trace")


def run_simulate_command(args: argparse.Namespace) -> int:
    from pathlib import Path

    from tag.core.atomic import check_output_path
    from tag.distribute.program import check_output_outside_program
    from tag.dialects.diagnostics import TagError
    from tag.runtime.program_sim import simulate_program

    for flag, path in (("--json", args.json), ("--trace", args.trace)):
        if path is not None:                    # refused before the simulation, not after it
            out = check_output_path(path, folder=False, what=f"{flag} output")
            check_output_outside_program(out, args.program, flag)
            if not (out.parent if str(out.parent) else Path(".")).is_dir():
                raise TagError(f"cannot write {flag} output: folder '{out.parent}' does not exist")
    result = simulate_program(args.program, args.topology)
    if args.json:
        result.write_json(args.json)
    if args.trace:
        result.write_trace(args.trace)
    print(result.summary())
    for path in (args.json, args.trace):
        if path:
            print(f"wrote {path}")
    return 0
