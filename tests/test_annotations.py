"""The annotated module is the contract between `tag plan` and `tag apply`.

- every decision survives annotate → text → parse → read (placement, replication, resolved gradient
  sync and PS devices, batch shares, model-parallel parts);
- `tag apply ANNOTATED.mlir` and `tag apply MODEL --strategy` build the same program, and the
  `tag-distribute` pass emits that program as IR;
- the lowering reads only the annotations: a module whose ops were regrouped, a strategy planned for
  other op groups or another topology are errors that say so.
"""
from __future__ import annotations

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.analysis.graph import build_graph
from tag.apply import apply_annotated, apply_strategy, check_program
from tag.core.execution import model_parallel_parts
from tag.core.grouping import group_ops, grouping_fingerprint
from tag.core.model import GradSync, GroupDecision, Replication, Strategy
from tag.core.topology import parse_topology, topology_fingerprint
from tag.dialects.attributes import get_plan
from tag.dialects.context import module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.distribute.annotations import annotate_module, read_annotations, replica_devices
from tag.distribute.distribute_pass import program_from_module
from tag.distribute.program import program_to_json
from tag.export import from_jax
from tag.planner.strategy_io import save_strategy
from tag.transforms import run_pipeline

TOPOLOGY = """name: mini
machines:
  - {name: fast, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}
  - {name: slow, gpu: T4, count: 4, intra_gbps: 64, nic_gbps: 10}
"""
BATCH = 8


def _step(params, x, y):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


@pytest.fixture(scope="module")
def topology():
    return parse_topology(TOPOLOGY)


@pytest.fixture(scope="module")
def problem():
    params = {"w1": np.zeros((16, 32), np.float32), "b1": np.zeros(32, np.float32),
              "w2": np.zeros((32, 4), np.float32)}
    module = from_jax(_step, params, np.zeros((BATCH, 16), np.float32), np.zeros((BATCH, 4), np.float32))
    graph = build_graph(module, batch_size=BATCH)
    return module, graph, group_ops(graph, 4, seed=0)


def _mixed(grouping) -> Strategy:
    """Every replication option once, PS with an explicit device, uneven explicit shares."""
    options = [
        lambda g: GroupDecision((0, 1), Replication.PS, {p: GradSync.PS for p in g.params},
                                {p: 4 for p in g.params}, devices=(0, 1, 4)),
        lambda g: GroupDecision((1,), Replication.DUPLICATE, devices=(5, 6)),
        lambda g: GroupDecision((0,), Replication.MODEL_PARALLEL, devices=(2, 3)),
        lambda g: GroupDecision((0, 1), Replication.ALLREDUCE, devices=(0, 1, 4)),
    ]
    shares = {0: 0.5, 1: 0.25, 4: 0.25}
    ps_group = next(g.id for g in grouping.groups if g.params)
    kinds = {ps_group: 0}
    for k, g in enumerate(g for g in grouping.groups if g.id != ps_group):
        kinds[g.id] = 1 + k % 3
    return Strategy([options[kinds[g.id]](g) for g in grouping.groups], shares, "mixed")


def test_every_decision_round_trips_through_text(problem, topology):
    module, graph, grouping = problem
    strategy = _mixed(grouping)
    annotated = annotate_module(module, graph, grouping, strategy, topology)
    reread = parse_module(module_to_text(annotated))
    view = read_annotations(reread, topology)
    assert view.grouping.group_of == grouping.group_of
    assert view.strategy.batch_shares == strategy.batch_shares
    record = get_plan(reread.operation)
    assert record.grouping == grouping_fingerprint(graph, grouping)
    assert record.topology_fingerprint == topology_fingerprint(topology)
    for g, (want, got) in enumerate(zip(strategy.decisions, view.strategy.decisions)):
        assert got.device_ids(topology) == want.device_ids(topology)
        assert Replication(got.replication) is Replication(want.replication)
        replicas = replica_devices(graph, grouping, strategy, topology, g)
        for p in grouping.groups[g].params:
            if want.replication in (Replication.ALLREDUCE, Replication.PS) and len(replicas) > 1:
                assert got.grad_sync.get(p) is (GradSync.PS if want.replication is Replication.PS
                                                 else GradSync.ALLREDUCE)
            else:
                assert p not in got.grad_sync
        if want.replication is Replication.PS and got.grad_sync:
            assert set(got.ps_device.values()) == {4}
        if want.replication is Replication.MODEL_PARALLEL:
            parts = model_parallel_parts(graph, grouping.groups[g], want.device_ids(topology), topology)
            assert {n: k for k, ns in enumerate(parts) for n in ns} == \
                {n: k for n, k in view.parts.items() if grouping.group_of[n] == g}


def test_apply_annotated_equals_apply_with_strategy_and_the_pass(problem, topology, tmp_path):
    module, graph, grouping = problem
    strategy = _mixed(grouping)
    strategy.origin = {"batch_size": BATCH, "num_groups": 4, "seed": 0,
                       "grouping": grouping_fingerprint(graph, grouping)}
    annotated = annotate_module(module, graph, grouping, strategy, topology)
    topo_file = tmp_path / "mini.yaml"
    topo_file.write_text(TOPOLOGY)
    via_strategy = apply_strategy(module, strategy, topo_file, out_dir=tmp_path / "a")
    ann_file = tmp_path / "annotated.mlir"
    ann_file.write_text(module_to_text(annotated))
    via_annotated = apply_annotated(ann_file, topo_file, out_dir=tmp_path / "b")

    def plain(program):
        """program.json without the source name; pieces printed the same way (the IR round trip
        may print a piece in another but equivalent form)."""
        data = program_to_json(program)
        data["meta"].pop("source", None)
        return data, {name: module_to_text(parse_module(text)) for name, text in program.pieces.items()}

    assert plain(via_strategy.program) == plain(via_annotated.program)
    assert (tmp_path / "b" / "topology.yaml").read_text().startswith("name: mini")
    as_ir = parse_module(module_to_text(annotated))
    run_pipeline(as_ir, f"builtin.module(tag-distribute{{topology={topo_file}}})")
    program, step_text, topo_text = program_from_module(as_ir)
    assert plain(program) == plain(via_annotated.program)
    assert "tag.plan" in step_text and topo_text.startswith("name: mini")
    report = check_program(tmp_path / "b", steps=2)
    assert report.ok, report.summary()


def test_regrouped_ops_and_foreign_strategies_are_refused(problem, topology, tmp_path):
    module, graph, grouping = problem
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE) for _ in grouping.groups], None, "dp")
    annotated = annotate_module(module, graph, grouping, strategy, topology)
    text = module_to_text(annotated)
    # move one op into another group (a consistent edit: placement and replication agree)
    first = text.index("tag.group = 0 : i64", text.index("stablehlo."))
    edited = parse_module(text[:first] + "tag.group = 1 : i64" + text[first + len("tag.group = 0 : i64"):])
    with pytest.raises(TagError, match="grouping fingerprint"):
        read_annotations(edited, topology)
    other = parse_topology(TOPOLOGY.replace("count: 4, intra_gbps: 64, nic_gbps: 10}\n  - {name: slow",
                                            "count: 2, intra_gbps: 64, nic_gbps: 10}\n  - {name: slow"))
    with pytest.raises(TagError, match="made for topology 'mini'"):
        read_annotations(parse_module(text), other)
    # strategy.json planned for another grouping (another seed) or topology
    path = tmp_path / "strategy.json"
    strategy.origin = {"batch_size": BATCH, "num_groups": 4, "seed": 0,
                       "grouping": grouping_fingerprint(graph, group_ops(graph, 4, seed=7)),
                       "topology": "mini", "topology_fingerprint": topology_fingerprint(topology)}
    if strategy.origin["grouping"] == grouping_fingerprint(graph, grouping):
        pytest.skip("seed 7 happens to give the same groups")
    save_strategy(strategy, path)
    with pytest.raises(TagError, match="planned for other op groups"):
        apply_strategy(module, path, topology)
    data = json.loads(path.read_text())
    data["origin"]["grouping"] = grouping_fingerprint(graph, grouping)
    path.write_text(json.dumps(data))
    with pytest.raises(TagError, match="planned for topology 'mini', not for"):
        apply_strategy(module, path, other)
    apply_strategy(module, path, topology)      # the matching pair applies


def test_cli_apply_annotated_errors_name_the_op(problem, topology, tmp_path, capsys):
    """`tag apply ANNOTATED.mlir`: a contradictory annotation is one line at the op's location, exit
    1, nothing written; flags that only make sense with --strategy are refused."""
    from tag.cli import main

    module, graph, grouping = problem
    strategy = Strategy([GroupDecision((0,), Replication.ALLREDUCE) for _ in grouping.groups], None, "dp")
    text = module_to_text(annotate_module(module, graph, grouping, strategy, topology))
    topo_file = tmp_path / "mini.yaml"
    topo_file.write_text(TOPOLOGY)
    lines = text.split("\n")
    row = next(i for i, line in enumerate(lines) if "stablehlo.tanh" in line)
    lines[row] = lines[row].replace('tag.replication = "allreduce"', 'tag.replication = "duplicate"')
    bad = tmp_path / "bad.mlir"
    bad.write_text("\n".join(lines))
    out = tmp_path / "dist"
    assert main(["apply", str(bad), "--topology", str(topo_file), "--out", str(out)]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert err.startswith(f"{bad}:{row + 1}:") and "contradicts" in err, err
    assert not out.exists()
    good = tmp_path / "good.mlir"
    good.write_text(text)
    assert main(["apply", str(good), "--topology", str(topo_file), "--out", str(out), "--seed", "3"]) == 1
    assert "--seed only applies with --strategy" in capsys.readouterr().err
    assert main(["apply", str(good), "--topology", str(topo_file), "--out", str(out)]) == 0
    assert (out / "program.json").exists() and (out / "topology.yaml").exists()


def test_a_program_attribute_nested_too_deeply_is_a_tag_error():
    """A hostile module's `tag.program` string holding JSON 200,000 levels deep: a TagError, not
    Python's RecursionError."""
    from tag.distribute.distribute_pass import PROGRAM_ATTR, TOPOLOGY_ATTR

    module = parse_module(f'module attributes {{{PROGRAM_ATTR} = "{"[" * 200_000}", {TOPOLOGY_ATTR} = "x"}} {{}}')
    with pytest.raises(TagError, match="nested too deeply"):
        program_from_module(module)
