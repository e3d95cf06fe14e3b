"""What `jax.export` writes loads as users hand it over: the text (`mlir_module()`), the serialized
portable artifact (`mlir_module_serialized`: VHLO bytecode, upgraded on load), and a
shape-polymorphic export is refused with a one-line reason instead of failing deep inside."""
from __future__ import annotations

import subprocess
import sys

import jax
import numpy as np
import pytest
from jax import export

from tag.analysis.graph import build_graph
from tag.dialects.context import load_module, module_to_text
from tag.dialects.diagnostics import TagError

B = 8


def _step(p, x, y):
    def loss(q):
        return ((jax.numpy.tanh(x @ q["w"]) - y) ** 2).mean()

    value, grads = jax.value_and_grad(loss)(p)
    return jax.tree.map(lambda a, g: a - 0.1 * g, p, grads), value


def _exported(batch):
    params = {"w": np.random.default_rng(0).normal(0, .1, (6, 3)).astype(np.float32)}
    return export.export(jax.jit(_step))(params, jax.ShapeDtypeStruct((batch, 6), np.float32),
                                         jax.ShapeDtypeStruct((batch, 3), np.float32))


def test_a_serialized_portable_artifact_loads_as_its_stablehlo(tmp_path):
    exp = _exported(B)
    (tmp_path / "step.mlirbc").write_bytes(exp.mlir_module_serialized)
    (tmp_path / "step.mlir").write_text(exp.mlir_module())
    from_bytes, from_text = load_module(tmp_path / "step.mlirbc"), load_module(tmp_path / "step.mlir")
    assert not any(op.operation.name.startswith("vhlo.") for op in from_bytes.body.operations)
    graph = build_graph(from_bytes)
    assert graph.batch_size == B and len(graph.params) == 1
    assert len(graph.nodes) == len(build_graph(from_text).nodes)
    assert "stablehlo.dot_general" in module_to_text(from_bytes)


def test_a_broken_portable_artifact_is_a_located_error(tmp_path):
    data = bytearray(_exported(B).mlir_module_serialized)
    path = tmp_path / "cut.mlirbc"
    path.write_bytes(bytes(data[: len(data) // 2]))
    with pytest.raises(TagError, match="cut.mlirbc"):
        load_module(path)


def test_a_shape_polymorphic_export_is_refused_with_the_reason(tmp_path):
    b, = export.symbolic_shape("b")
    path = tmp_path / "poly.mlir"
    path.write_text(_exported(b).mlir_module())
    with pytest.raises(TagError, match=r"dynamic shape 'tensor<\?x6xf32>' \(a shape-polymorphic export"):
        build_graph(load_module(path))
    run = subprocess.run([sys.executable, "-m", "tag.cli", "plan", str(path), "--topology", "testbed",
                          "--out", str(tmp_path / "plan")], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 1 and "Traceback" not in run.stderr
    assert "poly.mlir: error: argument 1 of the training step has the dynamic shape" in run.stderr + run.stdout
    assert not (tmp_path / "plan").exists()
