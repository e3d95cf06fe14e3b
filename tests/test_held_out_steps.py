"""Training steps written the way users write them that crashed, failed to lower or split wrongly
(session 30's sweep of steps nobody here wrote), each checked split unevenly against one device:

- a contrastive loss reads the diagonal of a batch x batch matrix: the row index addresses the other
  tower's rows, which a replica does not hold (`rebatch._own_rows_only`; it read column 0 instead);
- `jax.lax.with_sharding_constraint` named a mesh the carved pieces do not hold (dropped as the
  identity it is, `graph._drop_sharding_hints`);
- `jnp.linalg.cholesky` on CPU called an unfilled LAPACK kernel table (the process died);
- a KL divergence's soft targets drawn negative gave NaN on one device (`check_program` retries on
  positive inputs);
- a max-pooling backward whose spatial extent equals the batch size shared an integer constant with
  the loss's row indices (`graph._unshare_uniform_values`; the positions were split as rows);
- `h[:, idx]` on a [B, N, F] activation with F == B (session 33's PyTorch sweep): torch-mlir's gather
  indices read one arange as the row index and, broadcast into the feature dim, as the feature
  index; that broadcast ran whole but was recomputed in the split gather's pieces from their local
  rows as if it were a row index (silently wrong features under data parallelism, a piece that did
  not verify with uneven shares): a whole op is never recomputed as a row index
  (`lower._Lowering.row_index_carrier`), and the feature broadcast gets its own arange, so nothing
  runs whole (`graph._unshare_misplaced_row_indices`)."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import tag.analysis.graph as graph
import tag.distribute.rebatch as rebatch
from tag.analysis.graph import flatten_module
from tag.apply import check_program
from tag.export import from_jax
from uneven_split import lower_uneven

B = 8


def _contrastive():
    rng = np.random.default_rng(0)

    def step(w, a, b):
        def loss(w):
            za, zb = a @ w, b @ w
            return -jnp.mean(jnp.diagonal(jax.nn.log_softmax(za @ zb.T, -1)))
        value, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, value

    return from_jax(step, rng.normal(size=(4, 4)).astype(np.float32), np.zeros((B, 4), np.float32),
                    np.zeros((B, 4), np.float32))


def test_a_row_index_into_another_dim_than_the_batch_rows_runs_whole(tmp_path):
    program = lower_uneven(_contrastive(), tmp_path, groups=8)
    reasons = " ".join(str(v) for v in program.meta["whole"].values())
    assert "addresses another dim than the operand's batch rows" in reasons
    report = check_program(program, steps=2, module=_contrastive())
    assert report.agrees, report.summary()


def test_the_diagonal_read_with_local_row_indices_is_caught(tmp_path, monkeypatch):
    """The mutant: the row-index check off, the gather split: each replica reads its first columns
    instead of its own rows' diagonal, and the check says DISAGREE."""
    monkeypatch.setattr(rebatch, "_own_rows_only", lambda *args: None)
    program = lower_uneven(_contrastive(), tmp_path, groups=8)
    assert not check_program(program, steps=1, module=_contrastive()).agrees


def test_a_sharding_constraint_is_dropped_and_the_step_splits(tmp_path):
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    rows = NamedSharding(Mesh(np.array(jax.devices()[:1]), ("data",)), PartitionSpec("data", None))

    def step(w, x):
        def loss(w):
            return jnp.mean(jnp.tanh(jax.lax.with_sharding_constraint(x @ w, rows)) ** 2)
        value, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, value

    module = from_jax(step, np.ones((4, 3), np.float32), np.zeros((B, 4), np.float32))
    assert "sharding_constraint" in str(module) and "sharding_constraint" not in str(flatten_module(module))
    program = lower_uneven(module, tmp_path, groups=2)
    assert not program.meta["whole"]["groups"]
    assert check_program(program, steps=2, module=module).agrees


def test_a_cholesky_step_runs_on_cpu(tmp_path):
    def step(w, x):
        def loss(w):
            a = (x @ w).reshape(B, 3, 3)
            return jnp.mean(jnp.linalg.cholesky(a @ jnp.swapaxes(a, 1, 2) + jnp.eye(3)))
        value, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, value

    module = from_jax(step, np.full((5, 9), 0.1, np.float32), np.zeros((B, 5), np.float32))
    assert "lapack_" in str(module)
    report = check_program(lower_uneven(module, tmp_path, groups=2), steps=2, module=module)
    assert report.agrees, report.summary()


def test_nan_on_the_example_inputs_is_checked_again_on_positive_inputs(tmp_path):
    def step(w, x, target):
        def loss(w):
            logp = jax.nn.log_softmax(x @ w)
            return jnp.sum(target * (jnp.log(target) - logp)) / x.shape[0]     # KL(target || softmax)
        value, g = jax.value_and_grad(loss)(w)
        return w - 0.1 * g, value

    module = from_jax(step, np.zeros((4, 3), np.float32), np.zeros((B, 4), np.float32), np.zeros((B, 3), np.float32))
    report = check_program(lower_uneven(module, tmp_path, groups=2), steps=2, module=module)
    assert report.agrees and not report.vacuous, report.summary()
    assert "checked on positive example inputs instead" in report.summary()


def test_pooling_positions_as_many_as_the_batch_are_not_split_as_rows(tmp_path):
    torch = pytest.importorskip("torch")
    from tag.export_torch import from_torch

    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.ReLU(),
                                torch.nn.MaxPool2d(3, 2, ceil_mode=True), torch.nn.Flatten(), torch.nn.Linear(512, 4))
    module = from_torch(model, (torch.randn(B, 3, 16, 16),), targets=(torch.randint(0, 4, (B,)),),
                        loss_fn=torch.nn.functional.cross_entropy)
    program = lower_uneven(module, tmp_path, groups=2)
    report = check_program(program, steps=2, module=module)
    assert report.agrees, report.summary()


def _indexed_nodes():
    """x[:, idx] over a [B, 3 nodes, B features] activation (a GNN's neighbour gather), B == F."""
    torch = pytest.importorskip("torch")
    from tag.export_torch import from_torch

    class Gather(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.lin = torch.nn.Linear(3, B)
            self.register_buffer("idx", torch.tensor([2, 0, 1, 1]))

        def forward(self, x):
            return self.lin(x)[:, self.idx].sum((1, 2))

    torch.manual_seed(0)
    return from_torch(Gather(), (torch.randn(B, 3, 3),), targets=(torch.randn(B),),
                      loss_fn=torch.nn.functional.mse_loss)


def test_an_arange_read_as_row_and_as_feature_index_splits_and_agrees(tmp_path):
    module = _indexed_nodes()
    program = lower_uneven(module, tmp_path, groups=4)
    assert not program.meta["whole"]["groups"]
    report = check_program(program, steps=2, module=module)
    assert report.agrees, report.summary()


def test_a_whole_feature_index_is_not_recomputed_as_a_row_index(tmp_path, monkeypatch):
    """The feature broadcast left sharing the row index (no own arange): it runs whole, and its
    pieces receive it rather than recomputing it from their local rows."""
    monkeypatch.setattr(graph, "_unshare_misplaced_row_indices", lambda flat, inferred: None)
    module = _indexed_nodes()
    program = lower_uneven(module, tmp_path, groups=4)
    assert program.meta["whole"]["groups"]
    report = check_program(program, steps=2, module=module)
    assert report.agrees, report.summary()
