"""The second stage of `tag calibrate --device cpu`: the host chip's kernel model fitted to measured
pieces of built-in training programs.

The first stage (`tag.runtime.calibrate.measure_host`) times micro-benchmarks: one kernel class at a
time, in chains, on a warm machine. Pieces of real programs pay what those chains do not show (a thread
pool woken after a serial gap, caches shared by unlike kernels; docs/calibration-cpu.md), so a chip of
micro-benchmarks alone priced them 20-31 % off on this machine. This stage applies the FIT models
(`FIT_MODELS`: the models at even positions of `tag bench fidelity --device cpu`'s default list, its FIT
half), prices and measures their distinct pieces exactly as the bench does
(`fidelity_cpu.measure_pieces`), and refits the kernel model to them (`fidelity_cpu.fit_kernels`:
restarted Nelder-Mead on the log-parameters, minimising the mean |predicted − measured| / measured,
from the micro-benchmark constants and from a robust least-squares fit, the better end kept). `FIT_FREE`
names what moves: every constant the bench's own refit moves (`fidelity_cpu.KERNEL_PARAMS`: launch,
executable, argument, result and off-thread costs, memory and per-class efficiencies, size curves,
streaming costs): one fit protocol for both. Peaks, bandwidth, kernel paths, select_and_scatter,
grouped-plane and elementwise costs stay as measured.

Why the executable's and the buffers' costs move too (docs/calibration-cpu.md, thirteenth run): their
probes time a trivial executable with 16-byte buffers, while pieces pass buffers of kilobytes to
megabytes (fresh result buffers are newly mapped memory: the probe's cost per result grows 5x from 4 KiB
to 256 KiB). Held at the probes, the fit pushed that difference into the elementwise efficiency and priced
the held-out models' optimizer updates 2x high.

The chip file records the fit (`piece_fit`: models, strategies, pieces, the MAPE before and after, all
in-sample). `tag bench fidelity --device cpu --chip FILE` then counts those models as its FIT half and
judges the target on the others, which no constant has seen.
"""
from __future__ import annotations

from typing import Any

from tag.bench.fidelity_cpu import (KERNEL_PARAMS, DEFAULT_BATCH, DEFAULT_GROUPS, DEFAULT_REPEAT_SECONDS, MODELS, STRATEGIES,
                                    exact_prices, fit_kernels, measure_pieces, refitted_chip, scores)
from tag.dialects.diagnostics import TagError

FIT_MODELS = MODELS[0::2]      # the bench's FIT half by its split rule (transformer, mobilenetv2)
FIT_MAX_PIECES = 12            # distinct pieces per program (the bench takes 7): more points per constant
PIECES_PER_CONSTANT = 2        # the fit needs at least this many measured pieces per constant it moves
# the constants the fit moves: those the bench's refit moves (module docstring: why the fixed costs are among them)
FIT_FREE = KERNEL_PARAMS


def fit_host_chip(chip: Any, models: tuple[str, ...] = FIT_MODELS, strategies: tuple[str, ...] = STRATEGIES, *,
                  batch: int = DEFAULT_BATCH, groups: int = DEFAULT_GROUPS, max_pieces: int = FIT_MAX_PIECES,
                  repeat_seconds: float = DEFAULT_REPEAT_SECONDS, log: Any = None) -> tuple[Any, dict[str, Any]]:
    """`chip` with its kernel model fitted to the measured pieces of `models` under `strategies`, and the
    record of the fit (what the chip file's `piece_fit` holds). Fewer than `PIECES_PER_CONSTANT` pieces per
    constant the fit moves is a TagError (the constants would not be determined: add models)."""
    ps = measure_pieces(list(models), list(strategies), chip, batch=batch, groups=groups, seed=0,
                        max_pieces=max_pieces, repeat_seconds=repeat_seconds, log=log)
    if len(ps.rows) < PIECES_PER_CONSTANT * len(FIT_FREE):
        raise TagError(f"the piece fit measured {len(ps.rows)} distinct pieces of {', '.join(models)}; fitting "
                       f"{len(FIT_FREE)} constants needs at least {PIECES_PER_CONSTANT * len(FIT_FREE)} (add models to "
                       f"--fit-models, or --no-pieces for micro-benchmarks only)")
    measured = [r.measured_s for r in ps.rows]
    params = fit_kernels(ps.terms, len(ps.rows), measured, list(range(len(ps.rows))), chip, FIT_FREE)
    names = ", ".join(models)
    fitted = refitted_chip(chip, params, f"tag calibrate: micro-benchmarks, then fitted to {len(ps.rows)} measured "
                                         f"pieces of {names}")
    before = scores([r.predicted_s for r in ps.rows], measured)
    after = scores(exact_prices(ps.items, fitted, ps.terms), measured)
    record = {"models": list(models), "strategies": list(strategies), "batch": batch, "groups": groups,
              "pieces": len(ps.rows), "skipped": ps.skipped,
              "before": {"mape": before["mape"], "tau": before["tau"]},
              "after": {"mape": after["mape"], "tau": after["tau"]}}
    return fitted, record
