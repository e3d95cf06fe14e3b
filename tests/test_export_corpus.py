"""The export corpus (tests/exports/*.mlir, written by tests/exports/generate.py) plans, applies and runs.

Per corpus file, with nothing but the file (batch size and argument roles inferred), the API path of
`tag plan FILE` (small search budget) -> `tag apply` -> `tag run --check` must AGREE with the step
on one device, for the planned strategy and for forced strategies:

- `dp`: data parallelism over all 8 devices (even shares),
- `uneven`: replicate + AllReduce on three devices with uneven shares,
- `ps`: parameter server,
- `duplicate`: every replica runs the whole batch,
- `mp`: model parallel,
- `mixed`: the above per group, round-robin.

The default suite checks, per entry, the inferred roles and batch size and that every batch split
is derived (0 ops kept whole except the steps in `WHOLE`: RNG or a loop over the batch), the
planner's legality for groups kept whole, and two forced strategies on small entries; the dropout
step under forced data parallelism (groups lowered whole), a planned entry and the full matrix are
`-m slow` (`python tests/test_export_corpus.py [NAME...]` prints the matrix as a table;
`--lower-only` lowers every forced strategy without running it, and prints the groups kept whole).

`flax_nnx_mlp_bf16` (bf16 compute, f32 master weights): split, its bf16 partial gradients round
differently from the one-device step's single bf16 reduction; its f32 results are computed from bf16
values, and `tag run --check` checks them at bf16's tolerance relative to their own magnitude
(`runtime.compare.tolerance_for_output`).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
EXPORTS = HERE / "exports"
if __name__ == "__main__":                  # run as a script: the test setup's 8 CPU devices
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(0, str(HERE))
    import conftest  # noqa: F401

from tag.analysis.graph import build_graph
from tag.apply import check_program
from tag.core.grouping import group_ops
from tag.core.model import GradSync, GroupDecision, Replication, Role, Strategy
from tag.core.topology import load_topology
from tag.dialects.context import load_module
from tag.dialects.diagnostics import reporting_source
from tag.distribute.lower import lower_strategy

TOPOLOGY = """name: corpus
machines:
  - {name: fast, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
  - {name: slow, gpu: T4, count: 4, intra_gbps: 64, nic_gbps: 10}
"""
GROUPS = 8
STRATEGIES = ("dp", "uneven", "ps", "duplicate", "mp", "mixed")


def manifest() -> list[dict]:
    return json.loads((EXPORTS / "MANIFEST.json").read_text())["entries"]


def corpus_names() -> list[str]:
    return [e["name"] for e in manifest() if not e["error"]]


def topology_at(tmp: Path):
    path = tmp / "corpus.yaml"
    path.write_text(TOPOLOGY)
    return load_topology(path)


def _decision(kind: str, group, n_devices: int) -> GroupDecision:
    sync = {p: GradSync.ALLREDUCE for p in group.params}
    if kind == "dp":
        return GroupDecision((0, 1), Replication.ALLREDUCE, sync, devices=tuple(range(n_devices)))
    if kind == "uneven":
        return GroupDecision((0, 1), Replication.ALLREDUCE, sync, devices=(0, 1, 4))
    if kind == "ps":
        return GroupDecision((0, 1), Replication.PS, {p: GradSync.PS for p in group.params},
                             {p: 4 for p in group.params}, devices=(0, 1, 4))
    if kind == "duplicate":
        return GroupDecision((1,), Replication.DUPLICATE, {}, devices=(5, 6))
    if kind == "mp":
        return GroupDecision((0,), Replication.MODEL_PARALLEL, {}, devices=(2, 3))
    raise AssertionError(kind)


def forced(kind: str, grouping, n_devices: int = 8) -> Strategy:
    """A forced strategy over `grouping` (see the module docstring)."""
    kinds = ("dp", "ps", "duplicate", "mp", "uneven")
    decisions = [_decision(kinds[g.id % len(kinds)] if kind == "mixed" else kind, g, n_devices)
                 for g in grouping.groups]
    shares = {0: 0.5, 1: 0.375, 4: 0.125} if kind == "uneven" else None
    return Strategy(decisions, shares, kind)


def load(name: str):
    path = EXPORTS / f"{name}.mlir"
    module = load_module(path)
    graph = build_graph(module, source=str(path))
    return path, module, graph


def apply_and_check(path: Path, module, graph, grouping, strategy, topology, steps: int = 2):
    """Lower `strategy` as `tag apply` does and check it as `tag run --check` does."""
    with reporting_source(str(path)):
        program = lower_strategy(module, graph, grouping, strategy, topology)
    report = check_program(program, steps=steps, module=module)
    return program, report


def planned(path: Path, module, graph, grouping, topology, iterations: int = 30):
    from tag.planner.plan import plan_graph

    result = plan_graph(graph, grouping, topology, module=module, iterations=iterations, baselines=())
    return result.strategy


# ------------------------------------------------------------------------------------ default suite
def test_manifest_lists_every_file_and_at_least_twenty_steps():
    entries = manifest()
    files = {p.name for p in EXPORTS.glob("*.mlir") if not p.stem.endswith("_large")}
    assert {e["file"] for e in entries if not e["error"]} == files
    assert len(files) >= 20
    assert {e["frontend"] for e in entries if not e["error"]} >= {"torch-mlir", "keras", "flax-linen", "flax-nnx"}
    for e in entries:
        assert e["generated_by"].startswith("tests/exports/generate.py::")
        assert e["error"] or 0 < e["bytes"] <= 700_000


# Steps with ops whose batch split cannot be derived (kept whole); every other entry must derive all.
WHOLE = {"flax_linen_cnn_dropout": "RNG over the batch (dropout)", "flax_nnx_cnn_dropout": "RNG over the batch (dropout)",
         "keras_cnn_dropout": "RNG over the batch (dropout)",
         "jax_microbatch_accum_clip": "the batch reshaped into (micro-batch, rows): rows are not its outer factor",
         "jax_clip_contrastive": "the diagonal of batch x batch logits (a row index into the other tower's rows) "
                                 "and a max over the batch",
         "jax_gp_cholesky": "LAPACK custom calls (cholesky, triangular solve) over batch-shaped values"}
# Steps whose recurrences are counted while loops over batch-shaped state (Keras LSTM / GRU, flax
# nn.scan over layers): unrolled by `tag-unroll-loops` when the step is flattened, they split like
# any other ops (they were kept whole, loop and all, before).
UNROLLED_LOOPS = ("keras_lstm", "keras_gru_conv1d", "flax_linen_scan_layers")


def whole_of(name: str):
    from tag.analysis.graph import flatten_module
    from tag.distribute.rebatch import whole_nodes

    _, module, graph = load(name)
    return graph, whole_nodes(flatten_module(module), graph)


@pytest.mark.parametrize("name", corpus_names())
def test_roles_batch_and_split_are_inferred(name):
    """No flags beyond the file: the batch size is the manifest's, every parameter has a gradient, and
    the derivation rules cover the step: 0 ops kept whole, except RNG / control flow over the batch."""
    entry = next(e for e in manifest() if e["name"] == name)
    graph, whole = whole_of(name)
    assert graph.batch_size == entry["batch"]
    assert any(n.role is Role.BATCH for n in graph.nodes)
    assert graph.params and all(p.grad_node is not None for p in graph.params)
    assert bool(whole) == (name in WHOLE), list(whole.values())[:3]


@pytest.mark.parametrize("name", UNROLLED_LOOPS)
def test_recurrent_loops_are_unrolled_and_split(name):
    assert "stablehlo.while" in (EXPORTS / f"{name}.mlir").read_text()
    graph, whole = whole_of(name)
    assert not whole, list(whole.values())[:3]
    assert "stablehlo.while" not in {n.op_name for n in graph.nodes}


@pytest.mark.parametrize("name", ["torch_argmax_metric", "torch_bert_cls", "keras_cnn_dropout"])
def test_roles_are_inferred_without_role_attributes(name):
    """A plain export (no `tag.role`, no `jax.arg_info`) gets the roles and gradients the frontend's
    annotations give: gradient-only torch-mlir steps (each parameter's gradient returned; hidden
    sizes outnumber the batch among the leading dims) and a Keras step with a seed state."""
    import re

    from tag.dialects.context import make_context, parse_module

    text = (EXPORTS / f"{name}.mlir").read_text()
    bare = re.sub(r'(, )?(tag\.role|jax\.arg_info|tag\.name) = "[^"]*"', "", text).replace("{, ", "{")
    assert "tag.role" not in bare
    annotated, plain = (build_graph(parse_module(t, make_context())) for t in (text, bare))
    assert plain.batch_size == annotated.batch_size
    assert [n.role for n in plain.nodes if n.arg_index is not None] == \
        [n.role for n in annotated.nodes if n.arg_index is not None]
    assert [p.grad_node for p in plain.params] == [p.grad_node for p in annotated.params]


def test_planner_never_splits_a_group_it_cannot_lower_split():
    from tag.planner.mcts import ActionSpace

    graph, whole = whole_of("flax_nnx_cnn_dropout")
    grouping = group_ops(graph, GROUPS, seed=0)
    groups = {grouping.group_of[n] for n in whole}
    assert groups
    import tempfile

    topology = topology_at(Path(tempfile.mkdtemp()))
    space = ActionSpace(graph, grouping, topology, groups)
    free = ActionSpace(graph, grouping, topology)
    for g in groups:
        acts = space.actions(g, {})
        split = [a for a in acts if a.replication in (Replication.ALLREDUCE, Replication.PS)
                 and len(space.devices_of(a)) > 1]
        assert not split and acts
        assert any(a.replication is Replication.ALLREDUCE and len(free.devices_of(a)) > 1 for a in free.actions(g, {}))
        assert space.legalise(g, space.data_parallel()).replication is Replication.DUPLICATE
    # contenders the search does not make (baselines, forced data parallelism) are priced as they
    # run: those groups DUPLICATE on the replicas, exactly as the lowering runs them
    from tag.core.execution import kept_whole
    from tag.runtime.cluster_sim import ClusterSimulator

    dp = forced("dp", grouping)
    runs = kept_whole(dp, groups, topology, graph)
    assert [g for g, (a, b) in enumerate(zip(dp.decisions, runs.decisions)) if a is not b] == sorted(groups)
    assert all(runs.decisions[g].replication is Replication.DUPLICATE for g in groups)
    priced = ClusterSimulator(graph, grouping, topology, whole_groups=groups).simulate(dp).step_time
    plain = ClusterSimulator(graph, grouping, topology)
    assert priced == plain.simulate(runs).step_time != plain.simulate(dp).step_time


def test_a_loop_computing_gradients_of_differently_synced_parameters_round_trips(tmp_path, loops_kept):
    """keras_lstm's while loop, kept (`loops_kept`: as a loop over the unroll budget is), produces the gradients of parameters owned by groups with different
    gradient syncs (PS on device 4 / none): the annotated module must give every parameter back its
    own sync (recorded per parameter argument), not the loop's first one."""
    from tag.core.execution import grad_sync_of, ps_device_of, replica_rows, share_weights
    from tag.distribute.annotations import annotate_module, read_annotations

    _, module, graph = load("keras_lstm")
    assert "stablehlo.while" in {n.op_name for n in graph.nodes}
    topology = topology_at(tmp_path)
    grouping = group_ops(graph, 3, seed=0)
    strategy = forced("mixed", grouping)
    shared = {}
    for p in graph.params:
        shared.setdefault(p.grad_node, set()).add(grouping.group_of[p.arg_node])
    assert any(len(groups) > 1 for node, groups in shared.items() if node is not None)
    view = read_annotations(annotate_module(module, graph, grouping, strategy, topology), topology)
    owner = {p: grp.id for grp in grouping.groups for p in grp.params}
    for index in range(len(graph.params)):
        g = owner[index]
        dec, back = strategy.decisions[g], view.strategy.decisions[g]
        if Replication(dec.replication) in (Replication.ALLREDUCE, Replication.PS):
            devices = dec.device_ids(topology)
            rows = replica_rows(graph.batch_size, devices, share_weights(devices, topology, graph, strategy.batch_shares))
            replicas = [r.device for r in rows]
            assert grad_sync_of(back, index) is grad_sync_of(dec, index)
            if grad_sync_of(dec, index) is GradSync.PS:
                assert ps_device_of(back, index, replicas, devices) == ps_device_of(dec, index, replicas, devices)


ROTATION = [("jax_embedding_take_along", "uneven"),
            ("keras_gru_conv1d", "dp"),               # its GRU loop unrolled: every time step split
            ("torch_unfold_instance_norm", "mixed"),
            ("torch_reflect_pad_conv", "dp"),         # one arange as row and as column index (its own: graph)
            pytest.param("flax_nnx_mlp_bf16", "dp", marks=pytest.mark.slow),
            pytest.param("flax_nnx_bn_remat", "mixed", marks=pytest.mark.slow),   # barrier: rows + parameters
            pytest.param("torch_mlp_mse", "ps", marks=pytest.mark.slow),
            pytest.param("keras_lstm", "mixed", marks=pytest.mark.slow),
            pytest.param("flax_linen_scan_layers", "dp", marks=pytest.mark.slow),
            pytest.param("torch_argmax_metric", "mixed", marks=pytest.mark.slow)]


@pytest.mark.parametrize("name,kind", ROTATION)
def test_forced_strategy_agrees(name, kind, tmp_path):
    path, module, graph = load(name)
    topology = topology_at(tmp_path)
    grouping = group_ops(graph, 3, seed=0)
    program, report = apply_and_check(path, module, graph, grouping, forced(kind, grouping), topology, steps=1)
    assert report.agrees, report.summary()
    assert (program.meta["whole"]["ops"] > 0) == (name in WHOLE)


def test_row_indices_are_recomputed_for_the_rows_of_the_group_reading_them(tmp_path):
    """T5's cross-entropy builds `concatenate(iota, labels)` gather indices in one op group and
    gathers in another; with the gather's group on a 3-device parameter server and the rest DP over
    8, the two split the batch differently. Row indices are replica-local, so the gather's piece
    recomputes them from its own rows (`lower._Lowering.row_index_carrier`); receiving the other
    group's indices read rows of the wrong layout (loss 4.85127 vs 4.85188 on one device)."""
    path, module, graph = load("torch_t5")
    grouping = group_ops(graph, 4, seed=0)
    kinds = ("dp", "ps", "dp", "dp")
    strategy = Strategy([_decision(kinds[g.id], g, 8) for g in grouping.groups], None, "dp+ps")
    _, report = apply_and_check(path, module, graph, grouping, strategy, topology_at(tmp_path), steps=1)
    assert report.agrees, report.summary()


@pytest.mark.slow
def test_dropout_split_is_lowered_whole_and_agrees(tmp_path):
    """Forced data parallelism on a step with dropout: the groups drawing the mask run duplicated
    (reported), the rest split; the program agrees with one device."""
    path, module, graph = load("flax_nnx_cnn_dropout")
    topology = topology_at(tmp_path)
    grouping = group_ops(graph, 4, seed=0)
    program, report = apply_and_check(path, module, graph, grouping, forced("dp", grouping), topology, steps=1)
    assert report.agrees, report.summary()
    whole = program.meta["whole"]
    assert whole["ops"] > 0 and whole["lowered_whole"] and program.meta["modes"]["split"] > 0


@pytest.mark.slow
def test_planned_strategy_agrees(tmp_path):
    path, module, graph = load("torch_mlp_mse")
    topology = topology_at(tmp_path)
    grouping = group_ops(graph, 4, seed=0)
    strategy = planned(path, module, graph, grouping, topology)
    _, report = apply_and_check(path, module, graph, grouping, strategy, topology)
    assert report.agrees, report.summary()


# ------------------------------------------------------------------------------------ full matrix
@pytest.mark.slow
@pytest.mark.parametrize("name", corpus_names())
def test_full_matrix(name, tmp_path):
    row = matrix_row(name, topology_at(tmp_path))
    assert all(v == "AGREE" for v in row.values()), row


def matrix_row(name: str, topology) -> dict[str, str]:
    """Outcome per strategy ("AGREE", "DISAGREE" or the error's first line) for one corpus entry."""
    out: dict[str, str] = {}
    try:
        path, module, graph = load(name)
        grouping = group_ops(graph, GROUPS, seed=0)
    except Exception as exc:  # noqa: BLE001 - reported in the matrix
        return {"load": f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"}
    for kind in ("planned", *STRATEGIES):
        try:
            strategy = planned(path, module, graph, grouping, topology) if kind == "planned" \
                else forced(kind, grouping)
            _, report = apply_and_check(path, module, graph, grouping, strategy, topology)
            out[kind] = "AGREE" if report.agrees else "DISAGREE"
        except Exception as exc:  # noqa: BLE001
            out[kind] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"
    return out


def lowered_row(name: str, topology) -> dict[str, str]:
    """Lowering only (pieces carved and verified, no execution) per forced strategy, and the share of
    op groups holding ops kept whole."""
    from tag.distribute.lower import lower_strategy

    path, module, graph = load(name)
    grouping = group_ops(graph, GROUPS, seed=0)
    out: dict[str, str] = {}
    for kind in STRATEGIES:
        try:
            with reporting_source(str(path)):
                program = lower_strategy(module, graph, grouping, forced(kind, grouping), topology)
            out[kind] = "LOWERED"        # carved and verified, not executed
            out["whole"] = f"{len(program.meta['whole']['groups'])}/{GROUPS} groups whole"
        except Exception as exc:  # noqa: BLE001 - reported in the matrix
            out[kind] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:160]}"
    return out


def main(argv: list[str]) -> int:
    import tempfile

    lower_only = "--lower-only" in argv
    names = [a for a in argv if not a.startswith("--")] or corpus_names()
    with tempfile.TemporaryDirectory() as tmp:
        topology = topology_at(Path(tmp))
        bad = 0
        for name in names:
            start = time.perf_counter()
            row = lowered_row(name, topology) if lower_only else matrix_row(name, topology)
            whole = row.pop("whole", "")
            ok = all(v == ("LOWERED" if lower_only else "AGREE") for v in row.values())
            bad += not ok
            cells = " ".join(f"{k}={'ok' if v in ('AGREE', 'LOWERED') else v}" for k, v in row.items())
            print(f"{name:30s} {'PASS' if ok else 'FAIL'} ({time.perf_counter() - start:.0f} s) {whole} {cells}", flush=True)
        print(f"{len(names) - bad}/{len(names)} entries {'lower' if lower_only else 'agree'} under every strategy")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
