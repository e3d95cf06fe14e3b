"""Integer inputs are drawn inside what the step indexes with them, and a check that compares NaN
with NaN says it proved nothing (`analysis.index_bounds`, `apply.example_inputs`, `check_program`).

A binary or three-class classifier's labels drawn in [1, 4) are out of range: JAX's
`take_along_axis` fills NaN, `one_hot` yields zero rows, and `tag run --check` used to print AGREE
on a NaN loss."""
from __future__ import annotations

import json

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.analysis.graph import build_graph, flatten_module
from tag.analysis.index_bounds import integer_input_bounds
from tag.apply import check_program, program_inputs
from tag.core.grouping import group_ops
from tag.core.model import GradSync, GroupDecision, Replication, Strategy
from tag.distribute.lower import lower_strategy
from tag.export import from_jax

B = 8


def _classifier(classes: int, labels: str):
    """A linear classifier's SGD step, labels used as `labels` says; (module, label argument)."""
    rng = np.random.default_rng(0)
    params = {"w": rng.normal(0, 0.1, (6, classes)).astype(np.float32)}

    def loss(p, x, y):
        logp = jax.nn.log_softmax(x @ p["w"])
        if labels == "take_along":
            return -jnp.take_along_axis(logp, y[:, None], axis=1).mean()
        if labels == "one_hot":
            return -(jax.nn.one_hot(y, classes) * logp).sum(-1).mean()
        return -logp[jnp.arange(B), y].mean()                      # advanced indexing: a 2-component gather

    def step(p, x, y):
        value, grads = jax.value_and_grad(loss)(p, x, y)
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), value

    module = from_jax(step, params, np.zeros((B, 6), np.float32), np.zeros((B,), np.int32))
    return module, 2                                                 # arguments: w, x, y


@pytest.mark.parametrize("labels", ["take_along", "one_hot", "advanced_index"])
@pytest.mark.parametrize("classes", [2, 3, 7, 11])
def test_a_label_is_bounded_by_the_classes_it_indexes(labels, classes):
    module, y = _classifier(classes, labels)
    bounds = integer_input_bounds(flatten_module(module))
    assert bounds == {y: classes}


def test_an_embedding_id_is_bounded_by_the_vocabulary_and_a_counter_is_not():
    rng = np.random.default_rng(0)
    params = {"table": rng.normal(0, 0.1, (11, 4)).astype(np.float32)}

    def step(p, count, ids):
        value, grads = jax.value_and_grad(lambda q: (q["table"][ids] ** 2).mean())(p)
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), count + 1, value

    module = from_jax(step, params, np.int32(0), np.zeros((B, 5), np.int32))
    assert integer_input_bounds(flatten_module(module)) == {2: 11}


def _program(module, tmp_path):
    graph = build_graph(module)
    grouping = group_ops(graph, 2, seed=0)
    decisions = [GroupDecision((0,), Replication.ALLREDUCE, {p: GradSync.ALLREDUCE for p in g.params},
                               devices=(0, 1, 2, 3)) for g in grouping.groups]
    from tag.core.topology import load_topology

    path = tmp_path / "t.yaml"
    path.write_text("name: t\nmachines:\n  - {name: m, gpu: V100-16GB, count: 4, intra_gbps: 64, nic_gbps: 10}\n")
    return lower_strategy(module, graph, grouping, Strategy(decisions, None, "dp"), load_topology(path))


@pytest.mark.parametrize("labels", ["take_along", "one_hot"])
def test_a_binary_classifier_is_checked_on_valid_labels(labels, tmp_path):
    module, y = _classifier(2, labels)
    program = _program(module, tmp_path)
    assert program.meta["index_bounds"] == {str(y): 2}
    drawn = program_inputs(program)[y]
    assert set(np.unique(drawn)) == {0, 1}
    report = check_program(program, steps=2, module=module)
    assert report.agrees and not report.vacuous, report.summary()
    assert "nan" not in report.summary()


def test_a_check_on_a_nan_loss_is_not_called_agreement(tmp_path):
    """The mutant: the bound dropped (labels in [1, 4) for two classes), the loss is NaN on both sides."""
    module, _ = _classifier(2, "take_along")
    program = _program(module, tmp_path)
    program.meta["index_bounds"] = {}
    report = check_program(program, steps=2, module=module)
    assert report.ok and report.vacuous and not report.agrees
    assert "yields NaN in 1 of 2 results of step 1" in report.summary()
    assert report.verdict.startswith("CANNOT BE COMPARED")


def test_the_cli_exits_1_on_a_vacuous_check(tmp_path):
    import subprocess
    import sys

    from tag.apply import STEP_FILE
    from tag.dialects.context import module_to_text
    from tag.distribute.program import save_program

    module, _ = _classifier(3, "take_along")
    program = _program(module, tmp_path)
    program.meta["index_bounds"] = {}
    save_program(program, tmp_path / "prog", extra={STEP_FILE: module_to_text(module)})
    data = json.loads((tmp_path / "prog" / "program.json").read_text())
    assert data["meta"]["index_bounds"] == {}
    run = subprocess.run([sys.executable, "-m", "tag.cli", "run", str(tmp_path / "prog"), "--steps", "1", "--check"],
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "CANNOT BE COMPARED" in run.stdout and "Traceback" not in run.stderr


def test_labels_sliced_per_micro_batch_are_bounded():
    """Gradient accumulation over micro-batches (`y.reshape(4, 2)` scanned, the loop unrolled): each
    iteration's labels are a dynamic_slice of the reshaped labels; their bound is still the classes."""
    rng = np.random.default_rng(0)
    params = {"w": rng.normal(0, 0.1, (6, 3)).astype(np.float32)}

    def step(p, x, y):
        def loss(p, xb, yb):
            return -jnp.take_along_axis(jax.nn.log_softmax(xb @ p["w"]), yb[:, None], axis=1).mean()

        def body(acc, b):
            return jax.tree.map(jnp.add, acc, jax.value_and_grad(loss)(p, *b)), None

        zero = (jnp.zeros(()), jax.tree.map(jnp.zeros_like, p))
        (value, grads), _ = jax.lax.scan(body, zero, (x.reshape(4, 2, 6), y.reshape(4, 2)))
        return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), value / 4

    module = from_jax(step, params, np.zeros((B, 6), np.float32), np.zeros((B,), np.int32))
    assert integer_input_bounds(flatten_module(module)) == {2: 3}
