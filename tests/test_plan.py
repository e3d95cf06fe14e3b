"""`tag plan` end to end on a small JAX MLP training step: annotate (the result still runs on XLA and
computes the same thing), plan() outputs, atomic writes, and the CLI."""
from __future__ import annotations

import importlib.util
import io
import json

import jax.numpy as jnp
import numpy as np
import pytest
from mlp_cases import mlp_step

from tag.analysis.graph import build_graph
from tag.core.grouping import group_ops
from tag.core.model import Strategy, Topology
from tag.core.topology import parse_topology
from tag.dialects.attributes import (
    GradSync,
    Replication,
    get_grad_sync,
    get_group,
    get_placement,
    get_ps_device,
    get_replication,
)
from tag.dialects.context import make_context, module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.dialects.layout import step_function
from tag.distribute.annotations import annotate_module
from tag.export import from_jax
from tag.planner.mcts import ActionSpace
from tag.planner.prior import Action

BATCH, WIDTH, DEPTH = 8, 16, 3

TINY_TOPOLOGY = """
name: tiny
machines:
  - {name: fast, gpu: V100-32GB, count: 2, intra_gbps: 160}
  - {name: slow, gpu: GTX1080Ti, count: 1}
"""


@pytest.fixture(scope="module")
def mlp_module():
    params = [(np.zeros((WIDTH, WIDTH), np.float32), np.zeros((WIDTH,), np.float32)) for _ in range(DEPTH)]
    x = np.zeros((BATCH, WIDTH), np.float32)
    return from_jax(mlp_step, params, x, x)


@pytest.fixture(scope="module")
def mlp_file(mlp_module, tmp_path_factory):
    path = tmp_path_factory.mktemp("model") / "mlp.mlir"
    path.write_text(module_to_text(mlp_module))
    return path


@pytest.fixture(scope="module")
def problem(mlp_module):
    graph = build_graph(mlp_module, batch_size=BATCH)
    return graph, group_ops(graph, 4)


@pytest.fixture(scope="module")
def topology():
    return parse_topology(TINY_TOPOLOGY)


def _mixed_strategy(graph, grouping, topology) -> Strategy:
    """Every replication option somewhere, PS on the parameter groups."""
    space = ActionSpace(graph, grouping, topology)
    cycle = [Action.of((0,), Replication.PS), Action.of((0, 1), Replication.DUPLICATE),
             Action.of((0,), Replication.MODEL_PARALLEL), Action.of((0, 1), Replication.ALLREDUCE)]
    actions = [space.legalise(g, cycle[i % len(cycle)]) for i, g in enumerate(space.order)]
    return space.to_strategy(actions)


# ------------------------------------------------------------------------------------- annotate
def test_annotate_writes_every_attribute_and_still_runs_on_xla(mlp_module, problem, topology):
    from tag.analysis.graph import flatten_module
    from tag.runtime.xla import input_specs, run_module

    graph, grouping = problem
    strategy = _mixed_strategy(graph, grouping, topology)
    annotated = annotate_module(mlp_module, graph, grouping, strategy, topology)
    assert "tag." not in module_to_text(mlp_module)          # the caller's module is untouched
    func = step_function(annotated)
    block = func.regions[0].blocks[0]
    n_args = len(block.arguments)
    ops = [op.operation for op in block.operations][:-1]
    for node in graph.nodes:
        g = grouping.group_of[node.id]
        dec = strategy.decisions[g]
        where = dict(arg=node.id) if node.id < n_args else {}
        target = func if node.id < n_args else ops[node.id - n_args]
        assert get_group(target, **where) == g
        assert get_replication(target, **where) is dec.replication
        placement = get_placement(target, **where)
        assert placement.device_groups == dec.machines
        assert placement.devices == tuple(d.id for d in topology.devices if d.machine in dec.machines)
    synced = 0
    for index, param in enumerate(graph.params):
        owner = next(grp.id for grp in grouping.groups if index in grp.params)
        dec = strategy.decisions[owner]
        op = ops[param.grad_node - n_args]
        if index in dec.grad_sync:
            synced += 1
            assert get_grad_sync(op) is dec.grad_sync[index]
            if dec.grad_sync[index] is GradSync.PS:
                assert get_ps_device(op) == dec.ps_device[index]
    assert synced > 0
    # the annotated text parses in a fresh context and XLA computes what the original computes
    text = module_to_text(annotated)
    parse_module(text, make_context())
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(s.shape).astype(s.dtype) for s in input_specs(mlp_module)]
    want = run_module(flatten_module(mlp_module), *args)
    got = run_module(text, *args)
    for a, b in zip(want, got):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-6, atol=1e-6)


def test_annotate_rejects_a_graph_of_another_module(problem, topology):
    graph, grouping = problem
    other = from_jax(lambda x: jnp.tanh(x) * 2.0, np.zeros((4,), np.float32))
    strategy = _mixed_strategy(graph, grouping, topology)
    with pytest.raises(TagError, match="does not match its graph"):
        annotate_module(other, graph, grouping, strategy, topology)
    short = Strategy(strategy.decisions[:-1])
    with pytest.raises(TagError, match="decisions for"):
        annotate_module(other, graph, grouping, short, topology)


# ----------------------------------------------------------------------------------------- plan
def test_plan_without_outputs_beats_or_matches_dp(problem, topology, mlp_module):
    from tag.planner.plan import plan_graph

    graph, grouping = problem
    result = plan_graph(graph, grouping, topology, module=mlp_module, iterations=25, seed=1, baselines=())
    assert set(result.baselines) == {"dp-nccl", "dp-nccl-p"}
    assert result.result.step_time <= result.baselines["dp-nccl"][1].step_time
    assert result.report["search"]["iterations"] == 25
    assert result.result.events, "the best strategy's trace is recorded"
    assert result.files == []
    table = result.table()
    assert "TAG (MCTS)" in table and "dp-nccl-p" in table and "parameter gradients" in table
    again = plan_graph(graph, grouping, topology, module=mlp_module, iterations=25, seed=1, baselines=())
    assert again.search.best.actions == result.search.best.actions


def test_plan_baselines_are_never_silently_missing(problem, topology, monkeypatch):
    """An unknown baseline name is an error naming it and the known ones; a requested baseline
    without a result is an error (TAG is never compared with nothing)."""
    from tag.planner import baselines as baselines_module
    from tag.planner import plan as plan_module

    graph, grouping = problem
    assert plan_module.baselines_module is baselines_module          # imported normally, not optional
    with pytest.raises(TagError, match=r"unknown baseline\(s\) 'gpipe' \(known: dp-nccl, dp-nccl-p, horovod, "):
        plan_module.plan_graph(graph, grouping, topology, iterations=2, baselines=["horovod", "gpipe"])
    result = plan_module.plan_graph(graph, grouping, topology, iterations=2, baselines=["dp-nccl", "horovod"])
    assert list(result.baselines) == ["dp-nccl", "dp-nccl-p", "horovod"]
    assert set(result.report["baselines"]) == {"dp-nccl", "dp-nccl-p", "horovod"}
    real = baselines_module.run_baselines

    def only_dp(*args, names, **kwargs):
        return real(*args, names=[n for n in names if n in plan_module.DP_BASELINES], **kwargs)

    monkeypatch.setattr(baselines_module, "run_baselines", only_dp)
    with pytest.raises(TagError, match="baseline.s. horovod were requested but produced no result"):
        plan_module.plan_graph(graph, grouping, topology, iterations=2, baselines=["horovod"])
    monkeypatch.setattr(baselines_module, "run_baselines", lambda *a, **k: baselines_module.BaselineResults())
    with pytest.raises(TagError, match="baseline.s. dp-nccl, dp-nccl-p were requested but produced no result"):
        plan_module.plan_graph(graph, grouping, topology, iterations=2, baselines=())



def test_a_topology_that_prices_every_step_infinite_is_a_clean_error(problem, topology):
    """A Topology built in Python with a subnormal link (files are range-checked: `core.topology`):
    every step prices at infinity, and the search's DP-NCCL reference raised a ValueError (an internal
    error out of `tag plan`); now one TagError naming the bandwidths."""
    import dataclasses

    from tag.planner.plan import plan_graph

    graph, grouping = problem
    crawl = dataclasses.replace(topology, machines=tuple(dataclasses.replace(m, intra_bps=1e-312, nic_bps=1e-312)
                                                         for m in topology.machines),
                                inter_bps={k: 1e-312 for k in topology.inter_bps})
    with pytest.raises(TagError, match="data parallelism prices at inf s, so no step can be priced"):
        plan_graph(graph, grouping, crawl, iterations=2, baselines=())


def test_plan_prices_every_contender_with_its_declared_execution(problem, topology, mlp_module):
    """TAG and every baseline are priced as applied, each lowered with the sync policy and fusion
    buckets it declares (`baselines.execution_of`), and the report states them; FlexFlow gets TAG's
    search wall time unless the budget names iterations, and the report says which budget ran."""
    from tag.planner import baselines as baselines_module
    from tag.planner.plan import plan_graph

    graph, grouping = problem
    result = plan_graph(graph, grouping, topology, module=mlp_module, iterations=10, seed=0,
                        baselines=["horovod", "ddp", "best-subset-dp", "flexflow"])
    report = result.report
    assert report["priced_as"] == "applied"
    names = ["tag", "dp-nccl", "dp-nccl-p", "horovod", "ddp", "best-subset-dp", "flexflow"]
    assert set(result.applied) == set(names)
    for name in names:
        declared = baselines_module.execution_of(name).to_dict()
        if name == "tag":       # the plan chose its bucket size among the declared choices
            chosen = result.strategy.fusion_bytes
            assert chosen in declared.pop("fusion_choices") and result.applied["tag"]["fusion_bytes"] == chosen
            declared["fusion_bytes"] = chosen
        assert {k: result.applied[name][k] for k in declared} == declared, name
        if name != "tag":
            assert report["baselines"][name]["execution"] == declared
    # the bucket size is chosen as applied: never slower than the default size as applied
    from dataclasses import replace as dc_replace

    from tag.runtime.program_sim import simulate_as_applied
    default, _ = simulate_as_applied(mlp_module, graph, grouping, dc_replace(result.strategy, fusion_bytes=None),
                                     topology)
    assert result.applied["tag"]["step_time_s"] <= default.step_time * (1 + 1e-9)
    assert result.applied["ddp"]["fusion_bytes"] == 25 << 20 and result.applied["ddp"]["sync"] == "fused"
    assert result.applied["dp-nccl"]["sync"] == "after_backward" and result.applied["dp-nccl"]["fusion_bytes"] == 0
    assert result.applied["horovod"]["fusion_bytes"] == 64 << 20
    flexflow = report["baselines"]["flexflow"]["search"]
    assert flexflow["budget"] == "seconds" and flexflow["limit"] == pytest.approx(max(report["search"]["seconds"], 1e-3))
    assert report["baselines"]["best-subset-dp"]["search"]["simulations"] == 2 ** len(topology.machines) - 1
    table = result.table()
    assert "flexflow search: wall-clock budget" in table and "fused; 25 MiB buckets; even" in table
    feasible = {n: b["step_time_s"] for n, b in report["baselines"].items() if b["feasible"]}
    best = min(feasible, key=feasible.get)
    ratio = feasible[best] / report["step_time_s"]
    loses = " (TAG loses)" if report["step_time_s"] > feasible[best] * (1 + 1e-9) else ""
    assert f"best baseline: {best}; TAG {ratio:.2f}x its speed{loses}\n" in table
    fixed = plan_graph(graph, grouping, topology, iterations=2, baselines=["flexflow"],
                       baseline_budget={"flexflow_iterations": 12})
    flexflow = fixed.report["baselines"]["flexflow"]["search"]
    assert (flexflow["budget"], flexflow["limit"], flexflow["iterations"]) == ("iterations", 12, 12)


def test_plan_end_to_end_writes_every_output(mlp_file, tmp_path):
    from tag.planner.plan import OUTPUT_FILES, plan
    from tag.runtime.xla import compile_module

    topo_file = tmp_path / "tiny.yaml"
    topo_file.write_text(TINY_TOPOLOGY)
    out = tmp_path / "out" / "nested"
    seen = []
    result = plan(str(mlp_file), str(topo_file), batch_size=BATCH, iterations=20, num_groups=4, out_dir=out,
                  progress=seen.append)
    assert sorted(p.name for p in out.iterdir()) == sorted(OUTPUT_FILES)
    assert len(seen) == 21 and seen[-1].iteration == 20      # one report per iteration, one after the polish
    report = json.loads((out / "report.json").read_text())
    # the report prices TAG as applied (every contender lowered) and keeps the search model's estimate
    assert report["priced_as"] == "applied"
    assert report["step_time_s"] == pytest.approx(report["applied"]["tag"]["step_time_s"])
    assert report["search_estimate_s"] == pytest.approx(result.result.step_time)
    assert report["feasible"] is True
    assert set(report["peak_memory_bytes"]) == {"0", "1", "2"}
    assert {"dp-nccl", "dp-nccl-p"} <= set(report["baselines"])
    assert report["search"]["iterations"] == 20
    assert "iterations_to_beat_dp" in report["search"] and report["search"]["seconds"] > 0
    trace = json.loads((out / "trace.json").read_text())
    assert any(ev.get("ph") == "X" for ev in trace["traceEvents"])
    from tag.planner.strategy_io import load_strategy

    loaded = load_strategy(out / "strategy.json", grouping=result.grouping, topology=result.topology)
    assert [d.machines for d in loaded.decisions] == [d.machines for d in result.strategy.decisions]
    assert [Replication(d.replication) for d in loaded.decisions] == \
        [d.replication for d in result.strategy.decisions]
    compile_module((out / "annotated.mlir").read_text())


def test_plan_errors_leave_nothing_behind(mlp_file, tmp_path, monkeypatch):
    from tag.planner import plan as plan_mod

    out = tmp_path / "out"

    def broken(*args, **kwargs):
        raise TagError("disk on fire")

    monkeypatch.setattr(plan_mod, "module_to_text", broken)
    monkeypatch.setattr(plan_mod, "_strategy_text", lambda result, staging: (staging / "strategy.json").write_text("{}"))
    with pytest.raises(TagError, match="disk on fire"):
        plan_mod.plan(str(mlp_file), "testbed", batch_size=BATCH, iterations=3, num_groups=4, out_dir=out,
                      baselines=())
    assert not out.exists() and list(tmp_path.iterdir()) == []    # no output, no staging folder
    bad = tmp_path / "file"
    bad.write_text("x")
    with pytest.raises(TagError, match="not a folder"):
        plan_mod.plan(str(mlp_file), "testbed", batch_size=BATCH, iterations=3, out_dir=bad)


def test_out_of_memory_plan_moves_to_model_parallel():
    """Real simulator: devices too small for data parallelism; the plan still fits, through
    model parallelism."""
    from dataclasses import replace

    from tag.core.hardware import get_chip
    from tag.core.model import Machine
    from tag.planner.plan import plan_graph

    params = [(np.zeros((64, 64), np.float32), np.zeros((64,), np.float32)) for _ in range(4)]
    x = np.zeros((BATCH, 64), np.float32)
    graph = build_graph(from_jax(mlp_step, params, x, x), batch_size=BATCH)
    grouping = group_ops(graph, 6)

    def topology_with(memory: int) -> Topology:
        chip = replace(get_chip("V100-32GB"), memory_bytes=memory)
        machines = (Machine("a", chip, 2, 20e9, 12.5e9), Machine("b", chip, 2, 20e9, 12.5e9))
        return Topology("small", machines, {(0, 1): 12.5e9})

    roomy = plan_graph(graph, grouping, topology_with(1 << 30), iterations=2, baselines=())
    dp_peak = max(roomy.baselines["dp-nccl"][1].peak_memory.values())
    tight = plan_graph(graph, grouping, topology_with(int(dp_peak * 0.74)), iterations=40, baselines=())
    assert not tight.baselines["dp-nccl"][1].feasible
    assert tight.result.feasible and tight.report["feasible"]
    assert any(d.replication is Replication.MODEL_PARALLEL for d in tight.strategy.decisions)


def test_a_gpu_outside_the_catalogue_is_priced_by_its_datasheet():
    """A custom chip `like` a catalogue one prices every strategy exactly as that chip (search model and
    as applied); with every peak and the memory bandwidth doubled it is faster; the planner plans on it."""
    from tag.planner.plan import plan_graph
    from tag.planner.strategies import data_parallel
    from tag.runtime.cluster_sim import ClusterSimulator
    from tag.runtime.program_sim import simulate_as_applied

    params = [(np.zeros((512, 512), np.float32), np.zeros((512,), np.float32)) for _ in range(2)]
    x = np.zeros((256, 512), np.float32)
    module = from_jax(mlp_step, params, x, x)
    graph = build_graph(module, batch_size=256)
    grouping = group_ops(graph, 4)
    one = "name: one\nmachines:\n  - {name: a, gpu: GPU, count: 2, intra_gbps: 160}\n"
    base = parse_topology(one.replace("GPU", "V100-32GB"))
    like = parse_topology(one.replace("GPU", "{name: MyV100, like: V100-32GB}"))
    fast = parse_topology(one.replace("GPU", "{name: V100x2, tflops: {f64: 15.6, f32: 31.4, f16: 250}, memory_gib: 32, "
                                             "memory_gbps: 1800, matrix: [f16]}"))
    strategy = data_parallel(grouping, base, proportional=False)
    times = [ClusterSimulator(graph, grouping, t).simulate(strategy).step_time for t in (base, like, fast)]
    assert times[0] == times[1] and times[2] < 0.95 * times[0]
    applied = [simulate_as_applied(module, graph, grouping, strategy, t)[0].step_time for t in (base, like, fast)]
    assert applied[0] == applied[1] and applied[2] < 0.95 * applied[0]
    result = plan_graph(graph, grouping, fast, iterations=5, baselines=())
    assert result.report["feasible"] and result.topology.machines[0].chip.name == "V100x2"


def test_tag_considers_the_whole_step_on_its_fastest_gpu(problem):
    """One of TAG's own candidates is the step on one GPU of the fastest chip (the V100 of TINY_TOPOLOGY,
    not the 1080Ti), when it fits; on devices too small for it there is none."""
    from dataclasses import replace as dc_replace

    from tag.planner.plan import _fastest_one_gpu
    from tag.runtime.cluster_sim import ClusterSimulator

    graph, grouping = problem
    slow_first = parse_topology(TINY_TOPOLOGY.replace("- {name: fast", "- {name: fast2").replace(
        "machines:\n", "machines:\n  - {name: slow0, gpu: GTX1080Ti, count: 1}\n"))
    one = _fastest_one_gpu(grouping, slow_first, ClusterSimulator(graph, grouping, slow_first))
    assert one is not None and {d.devices for d in one.decisions} == {(1,)}        # device 1: the first V100
    assert {d.machines for d in one.decisions} == {(1,)} and not one.batch_shares
    tiny = Topology("tiny-memory", tuple(dc_replace(m, chip=dc_replace(m.chip, memory_bytes=1024))
                                         for m in slow_first.machines), dict(slow_first.inter_bps))
    assert _fastest_one_gpu(grouping, tiny, ClusterSimulator(graph, grouping, tiny)) is None


# ------------------------------------------------------------------------------------------ CLI
def test_cli_plans_a_module_file(mlp_file, tmp_path, capsys):
    from tag.plan_cli import main

    out = tmp_path / "o"
    code = main([str(mlp_file), "--topology", "testbed", "--batch", str(BATCH), "--iterations", "10",
                 "--groups", "4", "--baselines", "dp", "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    assert "TAG (MCTS)" in text and "dp-nccl" in text and f"to {out}" in text
    assert (out / "report.json").exists()


def test_cli_says_when_no_plan_fits_memory(tmp_path, capsys):
    """A plan that does not fit is printed and written, then one stderr line names the worst device's
    simulated peak and capacity, and the exit status is 3 (not 0: `tag plan && tag apply` stops)."""
    from tag.plan_cli import OUT_OF_MEMORY, main

    topo = tmp_path / "one.yaml"
    topo.write_text("name: one\nmachines:\n  - {name: m, gpu: GTX1080Ti, count: 2, intra_gbps: 64, nic_gbps: 10}\n")
    out = tmp_path / "o"
    code = main(["vgg19", "--small", "--topology", str(topo), "--batch", "2000000", "--iterations", "5",
                 "--groups", "4", "--baselines", "dp", "--out", str(out)])
    captured = capsys.readouterr()
    assert code == OUT_OF_MEMORY == 3
    assert "NO (OOM)" in captured.out and (out / "strategy.json").exists()
    line = [ln for ln in captured.err.splitlines() if "out of memory" in ln]
    assert len(line) == 1 and "of its 11.00 GiB" in line[0], captured.err
    assert json.loads((out / "report.json").read_text())["feasible"] is False


def test_cli_errors_are_one_line(mlp_file, capsys):
    from tag.plan_cli import main

    assert main([str(mlp_file), "--topology", "no-such-topology", "--batch", str(BATCH)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "error:" in err and "no-such-topology" in err
    assert main([str(mlp_file), "--batch", str(BATCH)]) == 1            # MODEL without --topology
    assert "--topology" in capsys.readouterr().err
    assert main([str(mlp_file), "--topology", "testbed", "--batch", "0"]) == 1
    assert "--batch" in capsys.readouterr().err


def test_unknown_baselines_are_refused_before_the_search(mlp_file, capsys, monkeypatch):
    """`--baselines bogus,dp` was refused only after the whole search (and then named 'dp' unknown)."""
    import tag.planner.plan as plan_module
    from tag.plan_cli import main

    def no_search(*args, **kwargs):
        raise AssertionError("the search ran before the baseline names were checked")

    monkeypatch.setattr(plan_module, "load_model", no_search)
    assert main([str(mlp_file), "--topology", "testbed", "--batch", str(BATCH), "--baselines", "bogus,dp"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "unknown baseline(s) 'bogus', 'dp'" in err and "flexflow" in err


def test_cli_refuses_an_empty_out_and_a_negative_seed(mlp_file, tmp_path, capsys, monkeypatch):
    """`--out ''` used to write into the current folder; `--seed -1` was an internal error."""
    from tag.plan_cli import main

    monkeypatch.chdir(tmp_path)
    common = [str(mlp_file), "--topology", "testbed", "--batch", str(BATCH), "--iterations", "2", "--groups", "4",
              "--baselines", "dp"]
    assert main([*common, "--out", ""]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "empty path" in err and "internal" not in err
    assert not list(tmp_path.iterdir())                      # nothing written into the current folder
    assert main([*common, "--seed", "-1"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "--seed must be a non-negative integer" in err and "internal" not in err


def test_progress_printer_plain_line(monkeypatch):
    from tag.plan_cli import ProgressPrinter
    from tag.planner.mcts import MCTSProgress

    stream = io.StringIO()
    printer = ProgressPrinter(stream, use_rich=False)      # the fallback used when rich is missing
    printer(MCTSProgress(5, 5, 0.5, None, 0.0123, 1.5, True, 4))
    printer.message("simulating baselines")
    printer.close()
    text = stream.getvalue()
    assert text.startswith("\r") and "iter 5/5" in text and "12.30 ms" in text and "1.50x" in text
    assert text.endswith("\nsimulating baselines\n")
    if importlib.util.find_spec("rich") is not None:
        stream = io.StringIO()
        printer = ProgressPrinter(stream)
        printer(MCTSProgress(1, None, 0.5, 2.0, 0.0123, 0.9, False, 1))
        printer.close()
        assert printer._rich is not None and printer._task is not None


def test_out_is_replaced_whole_and_old_staging_is_cleaned(mlp_file, tmp_path):
    """`--out` is put in place as a whole: staging a killed older run left inside it (`.tag-plan-*`)
    disappears; a folder holding files tag plan did not write is refused before any work."""
    from tag.planner.plan import OUTPUT_FILES, plan

    out = tmp_path / "out"
    (out / ".tag-plan-k2j4h5g6").mkdir(parents=True)
    (out / ".tag-plan-k2j4h5g6" / "annotated.mlir").write_text("half-writ")
    (out / "report.json").write_text("{}")
    plan(str(mlp_file), "testbed", batch_size=BATCH, iterations=2, num_groups=2, out_dir=out, baselines=())
    assert sorted(p.name for p in out.iterdir()) == sorted(OUTPUT_FILES)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    (out / "notes.txt").write_text("mine")
    with pytest.raises(TagError, match=r"holds files tag plan did not write \(notes.txt\)"):
        plan(str(mlp_file), "testbed", batch_size=BATCH, iterations=2, num_groups=2, out_dir=out, baselines=())
    assert (out / "notes.txt").read_text() == "mine"


def test_the_plan_chooses_its_bucket_size_and_the_lowering_uses_it(problem, topology, mlp_module):
    """`choose_fusion_bytes` takes the bucket size of `TAG_EXECUTION.fusion_choices` the search model
    runs fastest (ties: the default); the plan records it in the strategy, strategy.json and
    `tag.plan`, and `tag apply` (ApplyOptions without a size) lowers with it; an explicit size wins."""
    from dataclasses import replace as dc_replace

    from tag.dialects.attributes import get_plan
    from tag.distribute.annotations import annotate_module, read_annotations
    from tag.distribute.lower import ApplyOptions, lower_plan
    from tag.planner import baselines as baselines_module
    from tag.planner.plan import choose_fusion_bytes
    from tag.planner.strategy_io import strategy_from_json, strategy_to_json

    class ByBuckets:       # a search model whose step time depends only on the bucket size
        def __init__(self, best):
            self.best = best

        def simulate(self, strategy, *, trace=False, options=None):
            size = options.fusion_bytes
            return type("R", (), {"step_time": 1.0 if size == self.best else 2.0 + size / 1e12})()

    graph, grouping = problem
    from tag.planner.strategies import data_parallel

    strategy = data_parallel(grouping, topology, proportional=False)
    for best in (0, 8 << 20, 128 << 20):
        assert choose_fusion_bytes(strategy, ByBuckets(best)) == best
    flat = type("Flat", (), {"simulate": lambda self, s, trace=False, options=None: type("R", (), {"step_time": 1.0})()})
    assert choose_fusion_bytes(strategy, flat()) == baselines_module.TAG_EXECUTION.fusion_bytes   # ties: the default

    chosen = dc_replace(strategy, fusion_bytes=0)
    back = strategy_from_json(strategy_to_json(chosen), grouping=grouping, topology=topology)
    assert back.fusion_bytes == 0 and strategy_from_json(strategy_to_json(strategy), grouping=grouping,
                                                         topology=topology).fusion_bytes is None
    with pytest.raises(TagError, match="fusion_bytes"):
        strategy_from_json({**strategy_to_json(chosen), "fusion_bytes": -1}, grouping=grouping, topology=topology)

    annotated = annotate_module(mlp_module, graph, grouping, chosen, topology)
    assert get_plan(annotated.operation).fusion_bytes == 0
    view = read_annotations(annotated, topology, graph=graph)
    assert view.strategy.fusion_bytes == 0

    def allreduces(options):
        program = lower_plan(read_annotations(annotated, topology, graph=graph), topology, options, materialise=False)
        return sum(1 for t in program.tasks if t.kind == "all_reduce")

    unfused = allreduces(ApplyOptions())                      # as planned: one collective per tensor
    assert unfused == allreduces(ApplyOptions(fusion_bytes=0))
    assert allreduces(ApplyOptions(fusion_bytes=64 << 20)) < unfused
