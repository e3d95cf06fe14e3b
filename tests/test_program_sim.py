"""`tag simulate` / `runtime.program_sim`: pricing an applied program task by task.

Hand-built programs on a 2 x 2-GPU topology have known answers (concurrency across devices, an
in-order stream per device, moves at bytes / bandwidth + latency, AllReduce with the planner's ring
and hierarchical formulas, concat as a memory copy); a transformer block applied with a
data-parallel strategy simulates end to end through the CLI; bad inputs are one-line errors.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from tag.core.calibration import COLLECTIVES
from tag.core.cost_model import add_time, copy_time, kernel_time
from tag.core.topology import dump_topology, gbps_to_bps, parse_topology
from tag.dialects.diagnostics import TagError
from tag.distribute.collective_pieces import all_reduce_piece, sum_piece
from tag.distribute.program import (
    AllReduce,
    Compute,
    Concat,
    DistributedProgram,
    Feed,
    Move,
    ResultPart,
    StateSlot,
    TensorInfo,
    save_program,
)
from tag.runtime.cluster_sim import (
    SimOptions,
    hierarchical_allreduce_time,
    ring_allreduce_time,
)
from tag.runtime.program_sim import ProgramSimOptions, simulate_program

TOPOLOGY = """name: two-by-two
machines:
  - {name: a, gpu: T4, count: 2, intra_gbps: 64, nic_gbps: 10}
  - {name: b, gpu: T4, count: 2, intra_gbps: 64, nic_gbps: 10}
"""
N = 256
MAT = TensorInfo((N, N), "float32")
MAT_BYTES = N * N * 4
LAT = SimOptions().latency_s
INTRA = COLLECTIVES.bandwidth_efficiency * gbps_to_bps(64)   # links run at the calibrated fraction of nominal
NIC = COLLECTIVES.bandwidth_efficiency * gbps_to_bps(10)

DOT = f"""module {{
  func.func @main(%a: tensor<{N}x{N}xf32>, %b: tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32> {{
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{N}x{N}xf32>, tensor<{N}x{N}xf32>) -> tensor<{N}x{N}xf32>
    return %0 : tensor<{N}x{N}xf32>
  }}
}}
"""


@pytest.fixture(scope="module")
def topo():
    return parse_topology(TOPOLOGY, "two-by-two.yaml")


@pytest.fixture(scope="module")
def t4(topo):
    return topo.machines[0].chip


def _dot_time(chip) -> float:
    """One kernel of the 256³ f32 matmul (DEFAULT precision: TF32 where the chip has it, the T4 has
    not): 2·N³ FLOPs vs 3 matrices through memory, under the chip's kernel model."""
    return kernel_time(2 * N ** 3, 3 * MAT_BYTES, chip, "tf32", "matmul")


def _program(tasks, *, state=(), feeds=(), outputs=(), pieces=None, args=None) -> DistributedProgram:
    return DistributedProgram(devices=tuple(sorted({0, 1, 2, 3})), args=list(args or [MAT, MAT]), results=[],
                              feeds=list(feeds), state=list(state), tasks=list(tasks), outputs=list(outputs),
                              pieces=dict(pieces or {"dot": DOT}), meta={"topology": "two-by-two"})


def _state(*devices: int) -> list[StateSlot]:
    return [StateSlot(a, d, f"w{a}@{d}") for d in devices for a in (0, 1)]


def _dot(device: int, a: str, b: str, out: str, group: int = -1) -> Compute:
    return Compute("dot", device, (a, b), (out,), f"dot on {device}", group=group)


def test_two_computes_on_two_devices_run_concurrently(topo, t4):
    p = _program([_dot(0, "w0@0", "w1@0", "y@0", group=0), _dot(1, "w0@1", "w1@1", "y@1", group=0)],
                 state=_state(0, 1))
    r = simulate_program(p, topo)
    t = _dot_time(t4)
    assert r.step_time == pytest.approx(t, rel=1e-9)
    assert r.per_device[0]["busy_s"] == pytest.approx(t) and r.per_device[1]["busy_s"] == pytest.approx(t)
    assert r.per_device[0]["idle_s"] == pytest.approx(0.0, abs=1e-15)
    assert r.tasks["compute"]["count"] == 2 and r.comm_time == 0.0
    assert r.per_group[0]["computes"] == 2 and r.per_group[0]["devices"] == [0, 1]


def test_one_device_runs_its_tasks_in_order(topo, t4):
    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), _dot(0, "w1@0", "w0@0", "z@0")], state=_state(0))
    r = simulate_program(p, topo)
    assert r.step_time == pytest.approx(2 * _dot_time(t4))
    assert [t.start for t in r.timings] == pytest.approx([0.0, _dot_time(t4)])


def test_dependency_chain_serialises(topo, t4):
    """dot on 0 → move to 1 (same machine) → dot on 1: the three durations add up."""
    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), Move("y@0", 1, "y@1"), _dot(1, "y@1", "w1@1", "z@1")],
                 state=_state(0, 1))
    r = simulate_program(p, topo)
    move = MAT_BYTES / INTRA + LAT
    assert r.step_time == pytest.approx(2 * _dot_time(t4) + move)
    c0, mv, c1 = r.timings
    assert mv.start == pytest.approx(c0.end) and c1.start == pytest.approx(mv.end)
    assert mv.resources == ("link 0->1",)
    assert r.per_device[1]["idle_s"] == pytest.approx(_dot_time(t4) + move)


def test_move_between_machines_costs_bytes_over_bandwidth_plus_latency(topo):
    p = _program([Move("w0@0", 2, "x@2"), Move("w1@0", 3, "r@3", axis=0, start=0, stop=N // 4)], state=_state(0))
    r = simulate_program(p, topo)
    whole, rows = r.timings
    assert whole.seconds == pytest.approx(MAT_BYTES / NIC + LAT) and whole.nbytes == MAT_BYTES
    assert rows.nbytes == MAT_BYTES // 4 and rows.seconds == pytest.approx(MAT_BYTES / 4 / NIC + LAT)
    # both leave machine a through its one NIC: the second waits for the first (FIFO)
    assert rows.start == pytest.approx(whole.end)
    assert r.step_time == pytest.approx(1.25 * MAT_BYTES / NIC + 2 * LAT)
    assert r.tasks["move"]["count"] == 2 and r.comm_time == pytest.approx(r.step_time)
    # the latency is an option (default: the planner's SimOptions().latency_s)
    r0 = simulate_program(p, topo, options=ProgramSimOptions(latency_s=0.0))
    assert r0.step_time == pytest.approx(1.25 * MAT_BYTES / NIC)


def test_all_reduce_over_two_devices_prices_like_ring_allreduce(topo):
    piece = all_reduce_piece([MAT], 2)
    ar = AllReduce("ar", (0, 1), (("w0@0",), ("w0@1",)), (("s@0",), ("s@1",)), "grad sync", group=3)
    r = simulate_program(_program([ar], state=_state(0, 1), pieces={"dot": DOT, "ar": piece}), topo)
    assert r.step_time == pytest.approx(ring_allreduce_time(MAT_BYTES, 2, INTRA, LAT))
    assert r.timings[0].resources == ("coll m0",)
    assert r.per_group[3]["all_reduces"] == 1 and r.per_group[3]["all_reduce_bytes"] == MAT_BYTES
    assert r.per_device[0]["comm_s"] == pytest.approx(r.step_time) and r.per_device[0]["busy_s"] == 0.0


def test_all_reduce_across_machines_is_hierarchical_and_waits_for_every_input(topo, t4):
    piece = all_reduce_piece([MAT], 3)
    ar = AllReduce("ar", (0, 1, 2), (("y@0",), ("w0@1",), ("w0@2",)), (("s@0",), ("s@1",), ("s@2",)))
    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), ar], state=_state(0, 1, 2), pieces={"dot": DOT, "ar": piece})
    r = simulate_program(p, topo)
    expected = hierarchical_allreduce_time(MAT_BYTES, [(2, INTRA), (1, INTRA)], NIC, LAT)
    assert r.timings[1].start == pytest.approx(_dot_time(t4))
    assert r.timings[1].seconds == pytest.approx(expected)
    assert set(r.timings[1].resources) == {"coll m0", "coll m1", "nic out m0", "nic out m1", "nic in m0",
                                           "nic in m1"}


def test_concat_and_ps_sum_are_priced_on_the_device(topo, t4):
    half = TensorInfo((N // 2, N), "float32")
    p = DistributedProgram(
        devices=(0,), args=[MAT], results=[MAT], state=[], tasks=[
            Move("x@0", 0, "lo@0", axis=0, start=0, stop=N // 2), Move("x@0", 0, "hi@0", axis=0, start=N // 2, stop=N),
            Concat(0, ("lo@0", "hi@0"), 0, "c@0"), Compute("sum", 0, ("lo@0", "hi@0"), ("s@0",), "ps sum")],
        feeds=[Feed(0, 0, "x@0")], outputs=[[ResultPart("c@0", 0)]], pieces={"sum": sum_piece(half, 2)})
    r = simulate_program(p, parse_topology(TOPOLOGY, "t.yaml"))
    lo, hi, cat, ps = r.timings
    assert lo.seconds == pytest.approx(copy_time(MAT_BYTES // 2, t4))     # a row slice: read + write half
    assert cat.seconds == pytest.approx(copy_time(MAT_BYTES, t4))
    assert ps.seconds == pytest.approx(add_time(MAT_BYTES // 2, t4))       # the search model's PS sum
    assert r.step_time == pytest.approx(lo.seconds + hi.seconds + cat.seconds + ps.seconds)
    assert r.per_device[0]["busy_s"] == pytest.approx(r.step_time) and r.comm_time == 0.0


def test_state_update_on_another_device_is_moved_back(topo, t4):
    p = _program([_dot(2, "w0@2", "w1@2", "y@2")], state=[*_state(2), StateSlot(0, 0, "w@0", update="y@2")])
    r = simulate_program(p, topo)
    assert r.tasks["state_move"]["count"] == 1
    assert r.step_time == pytest.approx(_dot_time(t4) + MAT_BYTES / NIC + LAT)


# ---------------------------------------------------------------------------- applied program, CLI
@pytest.fixture(scope="module")
def applied(tmp_path_factory):
    """A transformer block, data parallel over examples/topologies/eight_gpus.yaml, saved as `tag apply` does."""
    from tag.analysis.graph import build_graph
    from tag.core.grouping import group_ops
    from tag.core.model import GradSync, GroupDecision, Replication, Strategy
    from tag.core.topology import load_topology
    from tag.distribute.lower import lower_strategy
    from tag.export import from_jax
    from tag.models.transformer import (
        BlockConfig,
        init_params,
        make_batch,
        make_train_step,
    )

    cfg = BlockConfig(batch=16, seq=8, hidden=32, heads=2, ffn=64)
    module = from_jax(make_train_step(cfg), init_params(cfg), *make_batch(cfg))
    topo_file = Path(__file__).resolve().parent.parent / "examples" / "topologies" / "eight_gpus.yaml"
    topo = load_topology(topo_file)
    graph = build_graph(module, batch_size=cfg.batch)
    grouping = group_ops(graph, 6, seed=0)
    machines = tuple(range(len(topo.machines)))      # every GPU, rows ∝ peak FLOP/s
    dp = Strategy([GroupDecision(machines, Replication.ALLREDUCE, {q: GradSync.ALLREDUCE for q in g.params})
                   for g in grouping.groups], None, "dp")
    program = lower_strategy(module, graph, grouping, dp, topo)
    out = tmp_path_factory.mktemp("applied") / "dist"
    save_program(program, out)
    return out, topo_file, program


def test_applied_transformer_block_simulates_with_a_trace(applied, tmp_path, capsys):
    from tag.cli import main

    out, topo_file, program = applied
    js, trace = tmp_path / "sim.json", tmp_path / "trace.json"
    assert main(["simulate", str(out), "--topology", str(topo_file), "--json", str(js), "--trace", str(trace)]) == 0
    text = capsys.readouterr().out
    assert "simulated step time" in text and "all_reduce" in text
    data = json.loads(js.read_text())
    assert data["step_time_s"] > 0 and data["topology"] == "eight-gpus"
    assert set(data["per_device"]) == {str(d) for d in program.devices} == {str(d) for d in range(8)}
    n_ar = sum(isinstance(t, AllReduce) for t in program.tasks)
    assert data["tasks"]["compute"]["count"] == sum(isinstance(t, Compute) for t in program.tasks)
    assert data["tasks"]["all_reduce"]["count"] == n_ar >= 1
    for dev in data["per_device"].values():
        assert dev["busy_s"] > 0 and dev["busy_s"] + dev["idle_s"] == pytest.approx(data["step_time_s"])
    events = json.loads(trace.read_text())["traceEvents"]
    spans = [e for e in events if e["ph"] == "X"]
    assert spans and max(e["ts"] + e["dur"] for e in spans) == pytest.approx(data["step_time_s"] * 1e6)
    assert {e["pid"] for e in spans} == set(range(8))
    # the step time is bounded below by the busiest device and by the critical path of the compute tasks
    assert data["step_time_s"] >= max(d["busy_s"] for d in data["per_device"].values())


@pytest.mark.parametrize("file", ["topology.json", "topology.yaml"])
def test_topology_file_in_the_folder_is_used_and_flag_overrides(applied, tmp_path, capsys, file):
    import shutil

    from tag.cli import main
    from tag.core.topology import load_topology

    out, topo_file, _ = applied
    folder = tmp_path / "with_topology"
    shutil.copytree(out, folder)
    # without topology.json the program's name ('eight-gpus') is not resolvable: one line naming the folder
    assert main(["simulate", str(folder)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"{folder}: error:") and "eight-gpus" in err and "--topology" in err
    assert len(err.splitlines()) == 1
    (folder / file).write_text(dump_topology(load_topology(topo_file)))
    from_file = simulate_program(folder)
    assert from_file.topology == "eight-gpus"
    assert from_file.step_time == pytest.approx(simulate_program(folder, topo_file).step_time)
    # --topology wins over the folder's file; a topology too small for the program's devices is an error
    assert main(["simulate", str(folder), "--topology", "testbed"]) == 0
    assert "on testbed" in capsys.readouterr().out


def _one_line_error(capsys, argv: list[str]) -> str:
    from tag.cli import main

    assert main(argv) == 1
    captured = capsys.readouterr()
    err = captured.err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in captured.err, captured.err
    return err


def test_errors_are_one_line_naming_the_file(applied, tmp_path, capsys):
    import shutil

    out, topo_file, program = applied
    missing = tmp_path / "nowhere"
    assert _one_line_error(capsys, ["simulate", str(missing)]).startswith(f"{missing}: error: no such program folder")
    assert _one_line_error(capsys, ["simulate", str(tmp_path)]).startswith(f"{tmp_path}: error: no program.json")
    # malformed program.json
    bad = tmp_path / "bad"
    shutil.copytree(out, bad)
    (bad / "program.json").write_text("{not json")
    assert _one_line_error(capsys, ["simulate", str(bad), "--topology", str(topo_file)]).startswith(
        f"{bad / 'program.json'}:1:2: error: invalid JSON")
    # a task reading a buffer nobody defines
    data = json.loads((out / "program.json").read_text())
    data["tasks"][0]["inputs"][0] = "nobody"
    (bad / "program.json").write_text(json.dumps(data))
    err = _one_line_error(capsys, ["simulate", str(bad), "--topology", str(topo_file)])
    assert err.startswith(f"{bad / 'program.json'}: error:") and "nobody" in err
    # a broken piece names the piece file
    shutil.rmtree(bad)
    shutil.copytree(out, bad)
    piece = next(t.piece for t in program.tasks if isinstance(t, Compute))
    (bad / "pieces" / f"{piece}.mlir").write_text("func.func @main( {")
    err = _one_line_error(capsys, ["simulate", str(bad), "--topology", str(topo_file)])
    assert err.startswith(f"{bad / 'pieces' / (piece + '.mlir')}:")
    # an unknown topology file, a topology without the program's devices
    err = _one_line_error(capsys, ["simulate", str(out), "--topology", str(tmp_path / "none.yaml")])
    assert err.startswith(f"{tmp_path / 'none.yaml'}: error:")
    small = tmp_path / "small.yaml"
    small.write_text("machines:\n  - {name: m, gpu: T4, count: 2}\n")
    err = _one_line_error(capsys, ["simulate", str(out), "--topology", str(small)])
    assert err.startswith(f"{out}: error:") and "device" in err


def test_api_rejects_an_invalid_program(topo):
    p = _program([_dot(0, "w0@0", "missing", "y@0")], state=_state(0))
    with pytest.raises(TagError, match="missing"):
        simulate_program(p, topo)
    assert math.isfinite(simulate_program(_program([], state=_state(0)), topo).step_time)


def test_every_compute_task_pays_the_chips_executable_cost(topo, t4):
    """`KernelModel.executable_s` is charged once per compute task (one compiled piece)."""
    from dataclasses import replace

    slow_dispatch = replace(t4, kernels=replace(t4.kernel_model, executable_s=1e-3))
    machines = tuple(replace(m, chip=slow_dispatch) for m in topo.machines)
    topo2 = replace(topo, machines=machines)
    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), _dot(0, "w1@0", "w0@0", "z@0")], state=_state(0))
    base = simulate_program(p, topo).step_time
    assert simulate_program(p, topo2).step_time == pytest.approx(base + 2e-3)


def test_a_compute_task_of_unknown_work_pays_the_off_thread_cost(topo, t4):
    """`KernelModel.async_s`: a piece whose FLOPs are unknown (no op graph) is priced as run off the
    calling thread, once per compute task."""
    from dataclasses import replace

    chip = replace(t4, kernels=replace(t4.kernel_model, async_s=1e-3))
    topo2 = replace(topo, machines=tuple(replace(m, chip=chip) for m in topo.machines))
    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), _dot(0, "w1@0", "w0@0", "z@0")], state=_state(0))
    assert simulate_program(p, topo2).step_time == pytest.approx(simulate_program(p, topo).step_time + 2e-3)


def test_every_compute_task_pays_per_argument_and_result_buffer(topo, t4):
    """`KernelModel.input_s` per argument buffer and `output_s` per result buffer of each compute task."""
    from dataclasses import replace

    p = _program([_dot(0, "w0@0", "w1@0", "y@0"), _dot(0, "w1@0", "w0@0", "z@0")], state=_state(0))
    base = simulate_program(p, topo).step_time
    for field, count in (("input_s", 4), ("output_s", 2)):     # two dots: two arguments and one result each
        chip = replace(t4, kernels=replace(t4.kernel_model, **{field: 1e-3}))
        topo2 = replace(topo, machines=tuple(replace(m, chip=chip) for m in topo.machines))
        assert simulate_program(p, topo2).step_time == pytest.approx(base + count * 1e-3), field
