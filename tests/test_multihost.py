"""`tag run` over several processes (jax.distributed + gloo), checkpoints, faults and host memory.

Default suite: the process plan, buffer types, state updated in place (donation), the memory
estimate, checkpoint/resume in one process (bit for bit), the launcher's error lines and GPU
assignment, and one real 2-process x 4-device `--check` run that also writes multi-process
checkpoints. `-m slow`: kill-and-resume across processes, a hung (SIGSTOPped) process, bad
launches, every replication option and a mixed strategy, each against the single-process run.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.analysis.graph import build_graph
from tag.apply import apply_strategy, program_inputs
from tag.cli import main
from tag.core.grouping import group_ops
from tag.core.model import GradSync, GroupDecision, Replication, Strategy
from tag.dialects.diagnostics import TagError
from tag.distribute.program import load_program
from tag.export import from_jax
from tag.runtime.buffer_specs import BufferSpecs
from tag.runtime.checkpoint import Checkpoints
from tag.runtime.donation import donated_updates, donations
from tag.runtime.execute import Runner, execute
from tag.runtime.host_memory import check_host_memory, estimate_process, mem_available
from tag.runtime.launch import (
    LaunchOutcome,
    assign_gpus,
    coordinator_unreachable,
    explain_fatal,
    outcome_error,
    unresponsive_tasks,
    visible_gpus,
    worker_env,
)
from tag.runtime.multihost import plan_processes, program_digest

TOPOLOGY = """name: mini
machines:
  - {name: fast, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
  - {name: slow, gpu: T4, count: 4, intra_gbps: 64, nic_gbps: 10}
"""
BATCH = 8
ROOT = Path(__file__).resolve().parent.parent


def _mlp_step(params, x, y):
    def loss_fn(p):
        h = jnp.maximum(x @ p["w1"] + p["b1"], 0.0)
        return jnp.mean((h @ p["w2"] + p["b2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


def _decision(kind: str, group) -> GroupDecision:
    sync = {p: GradSync.ALLREDUCE for p in group.params}
    if kind == "allreduce":          # data parallel over both machines (4 + 4 devices)
        return GroupDecision((0, 1), Replication.ALLREDUCE, sync, devices=tuple(range(8)))
    if kind == "allreduce2":         # one device of each machine (fast to compile: in-process tests)
        return GroupDecision((0, 1), Replication.ALLREDUCE, sync, devices=(0, 4))
    if kind == "ps":                 # parameter server on the second machine
        return GroupDecision((0, 1), Replication.PS, {p: GradSync.PS for p in group.params},
                             {p: 4 for p in group.params}, devices=(0, 1, 4))
    if kind == "duplicate":
        return GroupDecision((1,), Replication.DUPLICATE, {}, devices=(5, 6))
    if kind == "model_parallel":     # split across the two machines
        return GroupDecision((0, 1), Replication.MODEL_PARALLEL, {}, devices=(2, 6))
    raise AssertionError(kind)


@pytest.fixture(scope="module")
def mlp(tmp_path_factory):
    params = {"w1": np.zeros((16, 32), np.float32), "b1": np.zeros(32, np.float32),
              "w2": np.zeros((32, 4), np.float32), "b2": np.zeros(4, np.float32)}
    module = from_jax(_mlp_step, params, np.zeros((BATCH, 16), np.float32), np.zeros((BATCH, 4), np.float32))
    graph = build_graph(module, batch_size=BATCH)
    topo = tmp_path_factory.mktemp("topo") / "mini.yaml"
    topo.write_text(TOPOLOGY)
    return module, graph, topo


def _program(mlp, tmp_path_factory, kinds: list[str], name: str, groups: int = 4) -> Path:
    """The MLP step in `groups` op groups, group g replicated as `kinds[g % len(kinds)]`."""
    module, graph, topo = mlp
    grouping = group_ops(graph, groups, seed=0)
    decisions = [_decision(kinds[g.id % len(kinds)], g) for g in grouping.groups]
    out = tmp_path_factory.mktemp(name) / "prog"
    apply_strategy(module, Strategy(decisions, None, name), topo, out_dir=out, num_groups=groups, seed=0,
                   batch_size=BATCH)
    return out


@pytest.fixture(scope="module")
def dp8(mlp, tmp_path_factory) -> Path:
    """The 2-process x 4-device runs: op group 0 data parallel on all 8 devices (a cross-process
    all-reduce), group 1 model parallel on devices 2 and 6 (cross-process moves)."""
    return _program(mlp, tmp_path_factory, ["allreduce", "model_parallel"], "dp8", groups=2)


@pytest.fixture(scope="module")
def dp2(mlp, tmp_path_factory) -> Path:
    """Data parallel on devices 0 and 4 (in-process tests: few executables to compile)."""
    return _program(mlp, tmp_path_factory, ["allreduce2"], "dp2", groups=1)


def _tag_run(*argv: str, env: dict[str, str] | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    full = dict(os.environ)
    full.update(env or {})
    return subprocess.run([sys.executable, "-m", "tag.cli", "run", *argv], cwd=ROOT, env=full, capture_output=True,
                          text=True, timeout=timeout, check=False)


def _args(program) -> list[np.ndarray]:
    return program_inputs(program, 0)


# ------------------------------------------------------------------------------ process plan
def test_plan_whole_machines_else_even_blocks():
    machine_of = {d: d // 4 for d in range(8)}
    plan = plan_processes(range(8), 2, machine_of)
    assert plan.by_machine and plan.blocks == ((0, 1, 2, 3), (4, 5, 6, 7))
    assert plan.describe(1) == "process 1 (devices 4-7)"
    # 2 machines cannot be split among 3 processes: even blocks of the sorted devices
    plan = plan_processes([0, 1, 2, 4, 5, 6, 7], 3, machine_of)
    assert not plan.by_machine and plan.blocks == ((0, 1, 2), (4, 5), (6, 7))
    # a program using devices of machine 1 only, machines mapped one per process
    assert plan_processes([4, 5, 6, 7], 1, machine_of).blocks == ((4, 5, 6, 7),)
    with pytest.raises(TagError, match="every process needs at least one device"):
        plan_processes([0, 1], 3)


def test_buffer_specs_match_what_the_runner_holds(dp2):
    program = load_program(dp2)
    specs = BufferSpecs(program)
    runner = Runner(program, trace=False)
    runner.load_state(_args(program))
    buffers = dict(runner.state_buffers)
    for b, value in buffers.items():
        assert specs[b].shape == tuple(value.shape) and specs[b].dtype == value.dtype
    for (piece, _), exe in runner._executables.items():    # piece outputs: as compiled
        assert specs.piece_results(piece) == exe.result_specs
    last = len(program.tasks) - 1
    exe = runner._donating.get(last) or runner._executables[(program.tasks[last].piece, (program.tasks[last].device,))]
    assert specs[program.tasks[last].outputs[0]] == exe.result_specs[0]
    assert specs.nbytes(program.state[0].buffer) == int(np.prod(program.args[program.state[0].arg].shape)) * 4


def test_state_is_updated_in_place_with_the_same_numbers(dp2):
    """Donation: every parameter slot is donated to the piece computing its update (XLA may write
    the update into it; the old value is freed by that piece, not at the end of the step), and the
    steps compute bit for bit what they compute without donation."""
    program = load_program(dp2)
    table = donations(program)
    donated = {program.tasks[i].inputs[j] for i, pairs in table.items() for j, _ in pairs}
    assert donated == {s.buffer for s in program.state if s.update is not None}    # every parameter slot
    assert donated_updates(program) == {s.update for s in program.state if s.update is not None}
    args = _args(program)
    earlier = {id(a) for a in jax.live_arrays()}        # other tests' arrays in this process
    plain = Runner(program, donate=False)
    assert not plain._donating
    plain.load_state(args)
    want = [plain.step(args) for _ in range(3)]
    want_state = plain.state_values()
    runner = Runner(program)
    runner.load_state(args)
    before = runner.state_buffers
    got = [runner.step(args)]
    assert all(v.is_deleted() == (b in donated) for b, v in before.items())   # given to the update's piece
    got += [runner.step(args) for _ in range(2)]
    assert all(np.array_equal(g, w) for gs, ws in zip(got, want) for g, w in zip(gs, ws))
    assert all(np.array_equal(g, w) for g, w in zip(runner.state_values(), want_state) if w is not None)
    assert all(np.array_equal(a, b) for a, b in zip(args, _args(program)))   # the caller's arrays: untouched
    del plain, runner, before, want, want_state, got   # then only results' zero-copy views keep arrays alive
    assert not [a for a in jax.live_arrays() if not a.is_deleted() and id(a) not in earlier]


# ------------------------------------------------------------------------------ host memory
def test_memory_estimate_counts_state_per_local_slot_and_refuses(dp8, tmp_path):
    program = load_program(dp8)
    one = estimate_process(program, [0, 1, 2, 3], process=0, leader=True, steps=3, check=True)
    other = estimate_process(program, [4, 5, 6, 7], process=1, leader=False, steps=3, check=False, fetch=[])
    state_bytes = sum(int(np.prod(program.args[s.arg].shape)) * 4 for s in program.state if s.device < 4)
    assert one.state == state_bytes and other.reference == 0 and one.reference > 0 and other.results == 0
    assert one.transient > 0
    check_host_memory([one, other], one.total + other.total)          # fits exactly
    with pytest.raises(TagError, match=r"not enough host memory.*process 0: .*--ignore-host-memory"):
        check_host_memory([one, other], one.total + other.total - 1)
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:       24000000 kB\nMemAvailable:    1000 kB\n")
    assert mem_available(meminfo) == 1000 * 1024
    assert mem_available(tmp_path / "missing") is None


def test_run_refuses_when_memory_does_not_fit(dp2, capsys):
    assert main(["run", str(dp2), "--steps", "1", "--host-memory", "0.01"]) == 1
    err = capsys.readouterr().err
    assert "not enough host memory" in err and "but 10.24 MiB is available" in err and err.count("\n") == 1


# ------------------------------------------------------------------------------ checkpoints
def test_resume_in_one_process_is_bit_exact_and_ignores_partial_checkpoints(dp2, tmp_path):
    program = load_program(dp2)
    args = _args(program)
    whole = execute(program, args, steps=4)
    ck = Checkpoints(tmp_path / "ck", fingerprint=program_digest(dp2))
    first = execute(program, args, steps=2, checkpoints=ck, checkpoint_every=1)
    assert [s for s, _ in ck.complete()] == [1, 2]
    (tmp_path / "ck" / "step_00000003.orbax-checkpoint-tmp-1234").mkdir()   # a writer killed mid-way
    with pytest.raises(TagError, match="already holds a checkpoint"):
        execute(program, args, steps=4, checkpoints=ck, checkpoint_every=1)
    resumed = execute(program, args, steps=4, checkpoints=ck, checkpoint_every=1, resume=True)
    assert resumed.first_step == 3 and len(resumed.results) == 2
    for got, want in zip(first.results + resumed.results, whole.results):
        assert all(np.array_equal(g, w) for g, w in zip(got, want))
    assert all(np.array_equal(g, w) for g, w in zip(resumed.state, whole.state) if w is not None)
    with pytest.raises(TagError, match="another program or input seed"):
        Checkpoints(tmp_path / "ck", fingerprint="00" * 32).latest(None)



def test_a_foreign_or_edited_checkpoint_is_one_clean_error(dp2, tmp_path):
    """A checkpoint folder is input too (--resume): a tree another writer made was a KeyError, an
    entry for an argument the program lacks an IndexError (internal errors, exit 2)."""
    import orbax.checkpoint as ocp

    program = load_program(dp2)
    args = _args(program)
    ck = Checkpoints(tmp_path / "ck", fingerprint=program_digest(dp2))
    execute(program, args, steps=1, checkpoints=ck, checkpoint_every=1)
    writer = ocp.StandardCheckpointer()
    tree = writer.restore((tmp_path / "ck" / "step_00000001").absolute())
    tree["step"] = np.asarray(2, np.int64)
    tree["args"]["a99"] = np.zeros((1,), np.float32)
    writer.save((tmp_path / "ck" / "step_00000002").absolute(), tree)
    writer.wait_until_finished()
    writer.save((tmp_path / "other" / "step_00000001").absolute(), {"step": np.asarray(1, np.int64)})
    writer.wait_until_finished()
    writer.close()
    with pytest.raises(TagError, match="holds a value for argument 99"):
        execute(program, args, steps=3, checkpoints=ck, checkpoint_every=1, resume=True)
    with pytest.raises(TagError, match="is not one `tag run --checkpoint-dir` wrote"):
        Checkpoints(tmp_path / "other", fingerprint=program_digest(dp2)).latest(None)

# ------------------------------------------------------------------------------ launcher errors
def test_launch_errors_are_one_line(dp8, capsys):
    plan = plan_processes(range(8), 2, {d: d // 4 for d in range(8)})
    lost = outcome_error(plan, LaunchOutcome((1, -9), failed=1, stopped=(0,), seconds=3.2))
    assert str(lost.message).startswith("lost process 1 (devices 4-7): it was killed by SIGKILL")
    assert "stopped the other 1 process (0)" in lost.message
    assert outcome_error(plan, LaunchOutcome((1, 0), failed=0, stopped=(), seconds=1.0)) is None  # a verdict
    hung_log = [("E1202 00:14:42.569458 7770 coordination_service.cc:1549] ... UNAVAILABLE: The following tasks are "
                 "unhealthy (stopped sending heartbeats):"), "1", "The tasks have crashed."]
    assert unresponsive_tasks(hung_log) == (1,)
    assert unresponsive_tasks([("unhealthy (stopped sending heartbeats): /job:jax_worker/replica:0/task:2, "
                                "/job:jax_worker/replica:0/task:3 The tasks")]) == (2, 3)
    hung = outcome_error(plan, LaunchOutcome((-6, -15), failed=0, stopped=(1,), seconds=40.0, unresponsive=(1,)))
    assert hung.message.startswith("lost process 1 (devices 4-7): it stopped responding (missed heartbeats")
    coordinator_gone = [("Terminating process because the JAX distributed service detected fatal errors. "
                         "absl::Status: DEADLINE_EXCEEDED: Deadline Exceeded RPC: "
                         "/xla.coordination.CoordinationService/Heartbeat")]
    assert coordinator_unreachable(coordinator_gone) and not coordinator_unreachable(hung_log)
    assert explain_fatal(coordinator_gone).startswith("process 0 (the coordinator) stopped responding")
    assert "processes 1 stopped" not in explain_fatal(hung_log) and "process 1 stopped responding" in explain_fatal(
        ["Terminating process because the JAX distributed service detected fatal errors", *hung_log])
    assert "did not assemble within 5 s" in explain_fatal(
        [("F... Terminating process because the JAX distributed service detected fatal errors. absl::Status: "
          "DEADLINE_EXCEEDED: Deadline Exceeded"), "RPC: /xla.coordination.CoordinationService/RegisterTask"], 5)
    assert main(["run", str(dp8), "--processes", "9"]) == 1
    assert "every process needs at least one device" in capsys.readouterr().err
    assert main(["run", str(dp8), "--processes", "2", "--process-id", "0"]) == 1
    assert main(["run", str(dp8), "--coordinator", "nohost", "--num-processes", "2", "--process-id", "0"]) == 1
    assert "HOST:PORT" in capsys.readouterr().err
    assert main(["run", str(dp8), "--checkpoint-every", "2"]) == 1
    assert "--checkpoint-dir" in capsys.readouterr().err


def test_gpu_hosts_give_each_process_its_share_of_the_gpus(tmp_path):
    """The launcher's GPU path (no GPU here: the assignment and the worker environment)."""
    driver = tmp_path / "gpus"
    driver.mkdir()
    for i in range(8):
        (driver / f"0000:{i:02x}:00.0").mkdir()
    assert visible_gpus({}, str(driver)) == 8
    assert visible_gpus({"JAX_PLATFORMS": "cpu"}, str(driver)) == 0
    assert visible_gpus({"JAX_PLATFORMS": "cuda,cpu", "CUDA_VISIBLE_DEVICES": "3,5,7"}, str(driver)) == 3
    assert visible_gpus({"CUDA_VISIBLE_DEVICES": "-1"}, str(driver)) == 0
    assert visible_gpus({}, str(tmp_path / "none"), str(tmp_path / "nodev")) == 0
    dev = tmp_path / "dev"            # a VM without the driver's GPU list (the H200 Firecracker guest)
    dev.mkdir()
    for name in ("nvidia0", "nvidia1", "nvidiactl", "nvidia-uvm", "null"):
        (dev / name).touch()
    assert visible_gpus({}, str(tmp_path / "none"), str(dev)) == 2
    plan = plan_processes(range(8), 2, {d: d // 4 for d in range(8)})
    assert assign_gpus(plan, 8) == ((0, 1, 2, 3), (4, 5, 6, 7))
    assert assign_gpus(plan_processes(range(7), 3), 8) == ((0, 1, 2), (3, 4), (5, 6))
    with pytest.raises(TagError, match="need 8 GPUs, this host has 4 visible"):
        assign_gpus(plan, 4)
    env = worker_env({"XLA_FLAGS": "--xla_force_host_platform_device_count=8"}, 4, (4, 5, 6, 7))
    assert env["JAX_LOCAL_DEVICE_IDS"] == "4,5,6,7" and "JAX_PLATFORMS" not in env
    cpu = worker_env({"XLA_FLAGS": "--xla_force_host_platform_device_count=8"}, 4)
    assert cpu["JAX_PLATFORMS"] == "cpu" and "JAX_LOCAL_DEVICE_IDS" not in cpu
    assert cpu["XLA_FLAGS"] == "--xla_force_host_platform_device_count=4"


# ------------------------------------------------------------------------------ 2 processes
def test_two_processes_check_agrees_and_checkpoints(dp8, tmp_path):
    """2 processes x 4 CPU devices (one per machine of the topology), gloo collectives across them."""
    ck = tmp_path / "ck"
    start = time.monotonic()
    run = _tag_run(str(dp8), "--processes", "2", "--steps", "2", "--check", "--checkpoint-dir", str(ck),
                   "--checkpoint-every", "2")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "process 0 (devices 0-3), process 1 (devices 4-7)" in run.stdout
    assert "distributed and single-device runs AGREE" in run.stdout
    assert run.stdout.count("AGREE on 5 results") == 2 and "[Gloo]" not in run.stdout
    assert [s for s, _ in Checkpoints(ck, "").complete()] == [2]
    assert time.monotonic() - start < 240


@pytest.mark.slow
def test_kill_one_process_then_resume_matches_uninterrupted(dp8, tmp_path):
    """Bit for bit against an uninterrupted 2-process run (gloo sums a cross-process all-reduce in
    another order than one process does, so a 1-process run agrees only to rounding)."""
    ck, saved, whole = tmp_path / "ck", tmp_path / "resumed.npz", tmp_path / "whole.npz"
    run = _tag_run(str(dp8), "--processes", "2", "--steps", "4", "--save", str(whole))
    assert run.returncode == 0, run.stderr
    start = time.monotonic()
    run = _tag_run(str(dp8), "--processes", "2", "--steps", "4", "--checkpoint-dir", str(ck), "--checkpoint-every",
                   "1", env={"TAG_FAULT_INJECT": "1:2"})
    assert run.returncode == 1
    last = run.stderr.strip().splitlines()[-1]
    assert last.startswith("error: lost process 1 (devices 4-7): it was killed by SIGKILL"), run.stderr
    assert time.monotonic() - start < 120
    assert [s for s, _ in Checkpoints(ck, "").complete()][-1] == 2
    run = _tag_run(str(dp8), "--processes", "2", "--steps", "4", "--checkpoint-dir", str(ck), "--checkpoint-every",
                   "1", "--resume", "--save", str(saved))
    assert run.returncode == 0, run.stderr
    assert "resumed after step 2" in run.stdout
    got, want = np.load(saved), np.load(whole)
    assert sorted(got.files) == sorted(k for k in want.files if not k.startswith(("step1_", "step2_")))
    assert all(np.array_equal(got[k], want[k]) for k in got.files)


def _stopped_descendant(pid: int) -> int | None:
    """A descendant of `pid` in state T (stopped), else None."""
    from tag.runtime.watchdog import _children

    todo = list(_children(pid))
    while todo:
        p = todo.pop()
        try:
            state = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state == "T":
            return p
        todo += _children(p)
    return None


@pytest.mark.slow
@pytest.mark.parametrize("hung", [1, 0])
def test_hung_process_is_named_within_60_s(dp8, hung):
    """Process `hung` SIGSTOPs itself after step 2 of 4 (alive, connections open, silent). Process
    1 hung: the coordination service (in process 0) misses its heartbeats and ends process 0;
    process 0 hung: process 1's heartbeats to the coordinator time out. The launcher names it."""
    env = {**os.environ, "TAG_FAULT_INJECT": f"{hung}:2:stop"}
    proc = subprocess.Popen([sys.executable, "-m", "tag.cli", "run", str(dp8), "--processes", "2", "--steps", "4"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    stopped_at = None
    try:
        while proc.poll() is None and stopped_at is None:
            if _stopped_descendant(proc.pid) is not None:
                stopped_at = time.monotonic()
            time.sleep(0.2)
        assert stopped_at is not None, f"process {hung} never stopped"
        _, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert time.monotonic() - stopped_at < 60
    assert proc.returncode == 1
    lines = err.strip().splitlines()
    assert len(lines) == 1, err                        # one line, no native log records
    devices = "4-7" if hung else "0-3"
    assert lines[0].startswith(f"error: lost process {hung} (devices {devices}): it stopped responding (missed "
                               "heartbeats"), err


@pytest.mark.slow
def test_bad_launches(dp8, tmp_path):
    other = tmp_path / "other"
    subprocess.run(["cp", "-r", str(dp8), str(other)], check=True)
    piece = min((other / "pieces").glob("*.mlir"))
    piece.write_text(piece.read_text() + "\n// edited\n")
    env = {"XLA_FLAGS": "--xla_force_host_platform_device_count=4"}
    port = str(30000 + os.getpid() % 20000)
    common = ["--steps", "1", "--num-processes", "2", "--init-timeout", "10", "--coordinator", f"127.0.0.1:{port}"]
    p0 = subprocess.Popen([sys.executable, "-m", "tag.cli", "run", str(dp8), *common, "--process-id", "0"], cwd=ROOT,
                          env={**os.environ, **env}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    p1 = _tag_run(str(other), *common, "--process-id", "1", env=env)
    _, err0 = p0.communicate(timeout=120)
    for err in (err0, p1.stderr):
        assert "the program folder differs between processes" in err and err.strip().count("\n") == 0
    start = time.monotonic()
    alone = _tag_run(str(dp8), "--steps", "1", "--num-processes", "2", "--process-id", "1", "--init-timeout", "5",
                     "--coordinator", "127.0.0.1:9", env=env)
    assert alone.returncode == 1 and "did not assemble within 5 s" in alone.stderr
    assert alone.stderr.strip().count("\n") == 0 and time.monotonic() - start < 60


@pytest.mark.slow
@pytest.mark.parametrize("kinds", [["allreduce"], ["ps"], ["duplicate"], ["model_parallel"],
                                   ["allreduce", "duplicate", "model_parallel", "ps"]])
def test_every_replication_option_on_two_processes(mlp, tmp_path_factory, tmp_path, kinds):
    folder = _program(mlp, tmp_path_factory, kinds, "_".join(kinds))
    run = _tag_run(str(folder), "--processes", "2", "--steps", "3", "--check")
    assert run.returncode == 0 and "runs AGREE" in run.stdout, run.stdout + run.stderr
    two, one = tmp_path / "two.npz", tmp_path / "one.npz"
    assert _tag_run(str(folder), "--processes", "2", "--steps", "3", "--save", str(two)).returncode == 0
    assert _tag_run(str(folder), "--steps", "3", "--save", str(one)).returncode == 0
    a, b = np.load(two), np.load(one)       # same up to the summation order of cross-process all-reduces
    assert set(a.files) == set(b.files) and all(np.allclose(a[k], b[k], rtol=1e-5, atol=1e-6) for k in a.files)
    if kinds == ["duplicate"] or kinds == ["model_parallel"]:      # no all-reduce across processes: bit for bit
        assert all(np.array_equal(a[k], b[k]) for k in a.files)


@pytest.mark.slow
def test_planned_strategy_on_two_processes(mlp, tmp_path):
    """`tag plan` (small transformer, the 2 x 4 `mini` topology) → `tag apply` → 2 processes, --check."""
    _, _, topo = mlp
    plan = subprocess.run([sys.executable, "-m", "tag.cli", "plan", "transformer", "--small", "--topology", str(topo),
                           "--iterations", "30", "--groups", "8", "--baselines", "dp", "--out", str(tmp_path / "plan")],
                          cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert plan.returncode == 0, plan.stderr
    assert main(["apply", str(tmp_path / "plan" / "annotated.mlir"), "--topology", str(topo),
                 "--out", str(tmp_path / "prog")]) == 0
    run = _tag_run(str(tmp_path / "prog"), "--processes", "2", "--steps", "2", "--check")
    assert run.returncode == 0 and "runs AGREE" in run.stdout, run.stdout + run.stderr
