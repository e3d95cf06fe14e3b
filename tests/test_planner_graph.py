"""build_graph on real JAX training steps: roles, gradients, updates, batch dims, costs, errors."""
from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from tag.dialects.context import module_to_text
from tag.dialects.diagnostics import TagError
from tag.export import from_jax
from tag.models.transformer import BlockConfig, init_params, make_batch, make_train_step
from tag.analysis.graph import ROLE, build_graph, get_arg_role, set_arg_role
from tag.core.model import CompGraph, Role

BATCH, SIZES = 4, (16, 32, 8)


# ------------------------------------------------------------------------------------ the steps
def mlp_params(sizes=SIZES, seed=0) -> list[dict[str, np.ndarray]]:
    rng = np.random.default_rng(seed)
    return [{"w": (rng.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32), "b": np.zeros((b,), np.float32)}
            for a, b in zip(sizes[:-1], sizes[1:])]


def mlp_loss(params, x, y):
    h = x
    for i, layer in enumerate(params):
        h = h @ layer["w"] + layer["b"]
        if i < len(params) - 1:
            h = jax.nn.relu(h)
    return jnp.mean((h - y) ** 2)


def adam_step(params, opt_state, batch, lr=1e-3, b1=0.9, b2=0.999, eps=1e-8):
    """step(params, (m, v, t), (x, y)) -> (params, (m, v, t), loss): hand-written Adam."""
    loss, grads = jax.value_and_grad(mlp_loss)(params, *batch)
    m, v, t = opt_state
    t = t + 1
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
    new = jax.tree.map(lambda p, m, v: p - lr * (m / (1 - b1 ** t)) / (jnp.sqrt(v / (1 - b2 ** t)) + eps),
                       params, m, v)
    return new, (m, v, t), loss


def mlp_adam_inputs(sizes=SIZES, batch=BATCH):
    params = mlp_params(sizes)
    zeros = jax.tree.map(np.zeros_like, params)
    opt = (zeros, jax.tree.map(np.zeros_like, params), np.float32(0))
    data = (np.ones((batch, sizes[0]), np.float32), np.ones((batch, sizes[-1]), np.float32))
    return params, opt, data


@functools.cache
def mlp_adam_text() -> str:
    return module_to_text(from_jax(adam_step, *mlp_adam_inputs()), debug_info=True)


def mlp_adam_module():
    from tag.dialects.context import make_context, parse_module

    return parse_module(mlp_adam_text(), make_context(), file_name="mlp_adam.mlir")


TRANSFORMER = BlockConfig(batch=4, seq=8, hidden=32, heads=4, ffn=64)


def transformer_module(cfg: BlockConfig = TRANSFORMER):
    params = init_params(cfg)
    x, y = make_batch(cfg)
    return from_jax(make_train_step(cfg), params, x, y)


@functools.cache
def mlp_graph() -> CompGraph:
    return build_graph(mlp_adam_module(), source="mlp_adam.mlir")


@functools.cache
def transformer_graph() -> CompGraph:
    return build_graph(transformer_module(), source="block")


def expected_arg_roles() -> list[Role]:
    params, opt, data = mlp_adam_inputs()
    n_p = len(jax.tree.leaves(params))
    return [Role.PARAM] * n_p + [Role.OPT_STATE] * (2 * n_p + 1) + [Role.BATCH] * len(data)


def ancestors(graph: CompGraph, node: int) -> set[int]:
    seen, stack = {node}, [node]
    while stack:
        for p, _ in graph.nodes[stack.pop()].inputs:
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return seen


def args(graph: CompGraph) -> list:
    return [n for n in graph.nodes if n.op_name == "arg"]


# ------------------------------------------------------------------------------------ MLP + Adam
def test_mlp_roles_inferred_without_hints():
    g = mlp_graph()
    assert [n.role for n in args(g)] == expected_arg_roles()
    assert g.batch_size == BATCH
    assert [n.arg_index for n in args(g)] == list(range(len(args(g))))
    assert g.source == "mlp_adam.mlir"


def test_mlp_graph_is_topological_and_edges_carry_value_bytes():
    g = mlp_graph()
    for node in g.nodes:
        assert node.id == g.nodes.index(node)
        for src, nbytes in node.inputs:
            assert src < node.id
            assert nbytes == g.nodes[src].output_bytes   # single-result producers here
        if node.op_name != "arg":
            assert node.bytes_read >= sum(b for _, b in node.inputs)
            assert node.location.startswith("mlp_adam.mlir")
    dot = next(n for n in g.nodes if n.op_name == "stablehlo.dot_general")
    assert dot.location.count(":") == 2      # file:line:col of the op in the parsed text


def test_mlp_params_gradients_and_updates():
    g = mlp_graph()
    n_p = len(g.params)
    assert n_p == 4
    for i, info in enumerate(g.params):
        arg = g.nodes[info.arg_node]
        assert arg.role is Role.PARAM and arg.param == i
        assert info.bytes == arg.output_bytes
        # Adam state: this parameter's m and v (jax flattening order: params, m, v, t, x, y)
        assert info.opt_state_nodes == [info.arg_node + n_p, info.arg_node + 2 * n_p]
        grad = g.nodes[info.grad_node]
        assert grad.role is Role.GRADIENT and grad.param == i
        assert grad.output_bytes == info.bytes and grad.batch_dim is None
        # the gradient comes from the loss computation, not from the optimizer state
        anc = ancestors(g, grad.id)
        assert g.nodes[-1].id not in anc
        assert not set(info.opt_state_nodes) & anc
        assert any(g.nodes[a].role is Role.BATCH for a in anc)
        if "'w'" in info.name:  # a weight gradient is a dot_general contracting the batch (maybe transposed)
            dot = grad if grad.op_name == "stablehlo.dot_general" else g.nodes[grad.inputs[0][0]]
            assert dot.op_name == "stablehlo.dot_general" and dot.batch_dim is None
        # the new parameter and the new moments are update nodes of this parameter
        returned = {n.result_index: n.id for n in g.nodes if n.result_index is not None}
        assert returned[info.arg_node] in info.update_nodes
        for state in info.opt_state_nodes:
            assert returned[state] in info.update_nodes
        outputs = set().union(*(ancestors(g, returned[a]) for a in (info.arg_node, *info.opt_state_nodes)))
        for u in info.update_nodes:
            assert g.nodes[u].role is Role.UPDATE and g.nodes[u].param == i and g.nodes[u].batch_dim is None
            assert u in outputs                 # every update op feeds the new parameter or state
        assert info.grad_node not in info.update_nodes


def test_mlp_forward_backward_and_batch_dims():
    g = mlp_graph()
    x = next(n for n in g.nodes if n.role is Role.BATCH)
    first_dot = next(n for n in g.nodes if n.op_name == "stablehlo.dot_general")
    assert x.id in [s for s, _ in first_dot.inputs]
    assert first_dot.role is Role.FORWARD and first_dot.batch_dim == 0
    assert first_dot.flops == 2 * BATCH * SIZES[0] * SIZES[1]
    loss = next(n for n in g.nodes if n.result_index == max(m.result_index for m in g.nodes
                                                               if m.result_index is not None))
    assert loss.role is Role.FORWARD and loss.batch_dim is None and loss.output_bytes == 4
    dots = [n for n in g.nodes if n.op_name == "stablehlo.dot_general"]
    # forward: 2 dots; backward: 2 weight-gradient dots (no batch dim) + 1 input-gradient dot
    assert sum(n.role is Role.FORWARD for n in dots) == 2
    weight_grad_dots = [n for n in dots if n.batch_dim is None]
    assert len(weight_grad_dots) == 2
    assert all(n.role in (Role.BACKWARD, Role.GRADIENT) for n in weight_grad_dots)
    assert [n.batch_dim for n in dots if n.role is Role.FORWARD] == [0, 0]
    activations = [n for n in g.nodes if n.role is Role.FORWARD and n.op_name in
                   ("stablehlo.add", "stablehlo.maximum") and n.output_bytes == BATCH * SIZES[1] * 4]
    assert activations and all(n.batch_dim == 0 for n in activations)
    counted = sum(n.flops for n in dots)
    assert counted == 2 * BATCH * (SIZES[0] * SIZES[1] + SIZES[1] * SIZES[2]) * 3 - 2 * BATCH * SIZES[0] * SIZES[1]


def test_build_graph_leaves_the_callers_module_alone():
    module = mlp_adam_module()
    before = module_to_text(module, debug_info=True)
    build_graph(module)
    assert module_to_text(module, debug_info=True) == before


def test_explicit_batch_size_and_arg_roles_agree_with_inference():
    g = build_graph(mlp_adam_module(), batch_size=BATCH)
    assert [n.role for n in args(g)] == expected_arg_roles()
    roles = expected_arg_roles()
    roles[0] = Role.OPT_STATE        # the first bias declared optimizer state: no longer a parameter
    g2 = build_graph(mlp_adam_module(), arg_roles=[r.value for r in roles])
    assert [n.role for n in args(g2)] == roles
    assert len(g2.params) == 3 and all(p.arg_node != 0 for p in g2.params)


def test_tag_role_attributes_round_trip_and_win():
    module = mlp_adam_module()
    main = next(op for op in module.body.operations if op.operation.name == "func.func").operation
    roles = expected_arg_roles()
    for i, role in enumerate(roles):
        set_arg_role(main, i, role)
    assert [get_arg_role(main, i) for i in range(len(roles))] == roles
    assert ROLE in str(main)
    # the attribute beats the arg_roles argument
    g = build_graph(module, arg_roles=[Role.OPT_STATE] * len(roles))
    assert [n.role for n in args(g)] == roles
    set_arg_role(main, 0, None)
    assert get_arg_role(main, 0) is None


# ----------------------------------------------------------------------------------- transformer
def test_transformer_sgd_step():
    g = transformer_graph()
    cfg = TRANSFORMER
    assert g.batch_size == cfg.batch
    assert [n.role for n in args(g)] == [Role.PARAM] * 6 + [Role.BATCH] * 2
    names = sorted(p.name.split("'")[1] for p in g.params)
    assert names == sorted(("ln1", "wqkv", "wo", "ln2", "w1", "w2"))
    for i, info in enumerate(g.params):
        grad = g.nodes[info.grad_node]
        assert grad.role is Role.GRADIENT and grad.batch_dim is None and grad.output_bytes == info.bytes
        assert info.opt_state_nodes == []
        # SGD: new = p - lr * g; the subtract reads the parameter and is returned
        new = next(n for n in g.nodes if n.result_index is not None and n.id in info.update_nodes
                   and info.arg_node in [s for s, _ in n.inputs])
        assert new.op_name == "stablehlo.subtract"
        assert info.grad_node in ancestors(g, new.id)
    dots = [n for n in g.nodes if n.op_name == "stablehlo.dot_general"]
    forward = [n for n in dots if n.role is Role.FORWARD]
    assert len(forward) == 6          # qkv, scores, attn·v, wo, w1, w2
    assert all(n.batch_dim == 0 for n in forward)
    assert all(n.batch_dim is None for n in dots if n.role is Role.GRADIENT)
    assert sum(n.batch_dim is None for n in dots) == 4   # one weight gradient per matrix
    assert sum(n.role is Role.BACKWARD for n in g.nodes) > sum(n.role is Role.FORWARD for n in g.nodes) / 2


def test_gradient_only_step_maps_returned_gradients():
    """`step(params, x, y) -> (loss, grads)` (torch-mlir style): no update, gradients returned."""

    def grad_step(params, x, y):
        return jax.value_and_grad(mlp_loss)(params, x, y)

    params, _, (x, y) = mlp_adam_inputs()
    module = from_jax(grad_step, params, x, y)
    inferred = build_graph(module)       # a parameter per returned gradient: parameters do not vote
    g = build_graph(module, batch_size=BATCH)
    assert inferred.batch_size == BATCH and [n.role for n in args(inferred)] == [n.role for n in args(g)]
    assert [n.role for n in args(g)] == [Role.PARAM] * 4 + [Role.BATCH] * 2
    returned = {n.result_index: n.id for n in g.nodes if n.result_index is not None}
    for i, info in enumerate(g.params):
        assert info.grad_node == returned[1 + i]          # result 0 is the loss
        assert info.update_nodes == []
    assert g.nodes[returned[0]].role is Role.FORWARD


def test_boolean_results_take_a_byte_per_element_as_xla_stores_them():
    """A `compare` (ReLU's backward mask) yields i1, which XLA stores as PRED, one byte per element,
    and the lowering moves as such: the graph (the search model's bytes) counts the same, a quarter of
    its f32 operand (it once counted bits: an eighth of that, which let the planner move masks between
    machines at an eighth of their cost)."""
    graph = build_graph(mlp_adam_module())
    masks = [nd for nd in graph.nodes if nd.op_name == "stablehlo.compare" and nd.batch_dim is not None]
    assert masks
    for nd in masks:
        assert nd.output_bytes * 4 == max(b for _, b in nd.inputs), nd.location


# ---------------------------------------------------------------------------------------- errors
def test_errors_are_tag_errors():
    module = mlp_adam_module()
    with pytest.raises(TagError, match="arg_roles has 2 entries"):
        build_graph(module, arg_roles=["param", "batch"])
    with pytest.raises(TagError, match="no argument has leading dim 7"):
        build_graph(module, batch_size=7)
    with pytest.raises(TagError, match="must be one of"):
        build_graph(module, arg_roles=["weights"] * len(expected_arg_roles()))
    main = next(op for op in module.body.operations if op.operation.name == "func.func").operation
    with pytest.raises(TagError, match="must be one of param, opt_state, batch"):
        set_arg_role(main, 0, "forward")


# --------------------------------------------------------------------------------- control flow
def _loop_step(trips: int, d: int):
    def loop_loss(w, x):
        return jnp.sum(jax.lax.fori_loop(0, trips, lambda i, h: jnp.tanh(h @ w), x))

    def step(w, x):
        loss, g = jax.value_and_grad(loop_loss)(w, x)
        return w - 0.1 * g, loss

    return from_jax(step, np.ones((d, d), np.float32), np.ones((BATCH, d), np.float32))


def test_while_loops_are_single_nodes_costed_with_their_bodies(loops_kept):
    """Loops kept as loops (`loops_kept`: over tag-unroll-loops' budget, or a data-dependent trip count)."""
    trips, d = 3, 8
    g = build_graph(_loop_step(trips, d), batch_size=BATCH)
    loops = [n for n in g.nodes if n.op_name == "stablehlo.while"]
    assert len(loops) == 2                       # forward loop, backward (transposed) loop
    body_dot = 2 * BATCH * d * d
    forward, backward = loops
    assert forward.role is Role.FORWARD and trips * body_dot <= forward.flops < 2 * trips * body_dot
    assert backward.flops >= 2 * trips * body_dot          # two dots per reverse iteration
    (info,) = g.params
    assert info.grad_node == backward.id and backward.role is Role.GRADIENT
    assert not any(n.op_name == "stablehlo.while" for n in (g.nodes[u] for u in info.update_nodes))


def test_counted_loops_are_unrolled_into_their_steps():
    """By default the forward loop and its transposed backward loop are unrolled (`tag-unroll-loops`):
    no loop node, one dot per forward step and two per backward step but the last (the gradient of x,
    which nothing reads: dead once unrolled), the gradient a sum of steps."""
    trips, d = 3, 8
    g = build_graph(_loop_step(trips, d), batch_size=BATCH)
    assert not any(n.op_name == "stablehlo.while" for n in g.nodes)
    dots = [n for n in g.nodes if n.op_name == "stablehlo.dot_general"]
    assert len(dots) == 3 * trips - 1 and all(n.flops == 2 * BATCH * d * d for n in dots)
    (info,) = g.params
    assert g.nodes[info.grad_node].role is Role.GRADIENT


def test_parameter_names_come_from_tag_name_when_exporters_write_it():
    from tag.models.registry import load_builtin

    graph = build_graph(load_builtin("bert", batch_size=2, small=True))
    names = [p.name for p in graph.params]
    assert names and all(n.startswith("params/") for n in names)
    assert "params/token_embedding/embeddings" in names


# ------------------------------------------------------------------ batch inference without flags
def _sgd_step(w, x, y, extra):
    def loss_fn(w):
        return jnp.mean((x @ w - y) ** 2) + jnp.sum(extra) * 0.0
    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.1 * g, loss


def test_batch_size_is_the_leading_dim_most_unpaired_arguments_share_and_keys_are_not_batch():
    """A dropout key (ui32[2]) beside x, y: the batch is 8 (two arguments), the key is not batch."""
    def step(w, x, y, key):
        def loss_fn(w):
            keep = jax.random.bernoulli(jax.random.wrap_key_data(key), 0.9, x.shape)
            return jnp.mean((jnp.where(keep, x, 0.0) @ w - y) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(w)
        return w - 0.1 * g, loss

    key = np.asarray(jax.random.key_data(jax.random.key(0)))
    g = build_graph(from_jax(step, np.ones((4, 2), np.float32), np.ones((8, 4), np.float32),
                             np.ones((8, 2), np.float32), key))
    assert g.batch_size == 8
    assert [g.nodes[a].role for a in range(4)] == [Role.PARAM, Role.BATCH, Role.BATCH, Role.OPT_STATE]


def test_ambiguous_batch_names_the_cli_flag():
    module = from_jax(_sgd_step, np.ones((4, 2), np.float32), np.ones((8, 4), np.float32),
                      np.ones((8, 2), np.float32), np.ones((6, 3), np.float32))
    assert build_graph(module).batch_size == 8          # leading dims 8, 8, 6: 8 wins
    def three(w, x, y, z):
        loss, g = jax.value_and_grad(lambda w: jnp.mean(x @ w) + jnp.mean(y) + jnp.mean(z))(w)
        return w - 0.1 * g, loss

    tie = from_jax(three, np.ones((4, 2), np.float32), np.ones((8, 4), np.float32),
                   np.ones((6, 2), np.float32), np.ones((3,), np.float32))
    with pytest.raises(TagError, match="cannot infer the batch size") as err:
        build_graph(tie)                                 # 8, 6, 3 once each
    assert "--batch N" in str(err.value) and "batch_size=" in str(err.value)


# ------------------------------------------------------------------------ completed batch dims
def _batchnorm_step(w, gamma, x, y):
    """A dense layer, batch statistics over the rows (BatchNorm's training form), SGD."""
    def loss_fn(w, gamma):
        h = x @ w
        mean = h.mean(0)
        var = ((h - mean) ** 2).mean(0)
        z = (h - mean) * jax.lax.rsqrt(var + 1e-5) * gamma
        return jnp.mean((z - y) ** 2)
    loss, (gw, gg) = jax.value_and_grad(loss_fn, argnums=(0, 1))(w, gamma)
    return w - 0.1 * gw, gamma - 0.1 * gg, loss


def _batchnorm_module():
    rng = np.random.default_rng(0)
    return from_jax(_batchnorm_step, rng.normal(size=(16, 64)).astype(np.float32), np.ones(64, np.float32),
                    rng.normal(size=(32, 16)).astype(np.float32), rng.normal(size=(32, 64)).astype(np.float32))


@pytest.mark.parametrize("make", [_batchnorm_module, mlp_adam_module, transformer_module],
                         ids=["batchnorm", "mlp_adam", "transformer"])
def test_node_batch_dims_are_the_ones_the_lowering_rebatches(make):
    """One truth for which values a replica holds only its rows of: every node's `batch_dim` equals the
    dims `distribute.rebatch.derive_batch_dims` completes for the lowering (a broadcast of a batch
    statistic back to the activations' shape is rebatched, so it must be batched in the graph too)."""
    from tag.analysis.graph import batch_dims_of, extract_ops, flatten_module
    from tag.dialects.layout import step_function
    from tag.distribute.rebatch import derive_batch_dims

    flat = flatten_module(make())
    graph = build_graph(flat, flatten=False)
    raw = extract_ops(step_function(flat), "")
    batch_args = [n.id for n in graph.nodes if n.role is Role.BATCH]
    forward = batch_dims_of(raw, batch_args, graph.batch_size)
    lowered = derive_batch_dims(flat, forward, batch_size=graph.batch_size).dims
    assert [n.batch_dim for n in graph.nodes] == [next((b for b in dims if b is not None), None) for dims in lowered]
    if make is _batchnorm_module:   # the case forward propagation alone misses
        completed = [n for n in graph.nodes
                     if n.batch_dim is not None and all(b is None for b in forward[n.id])]
        assert any(n.op_name == "stablehlo.broadcast_in_dim" for n in completed)


def test_a_broadcast_statistic_is_priced_for_a_replicas_rows():
    """The broadcast of the batch mean to the activations' shape costs a quarter on a quarter of the
    rows (it used to be priced at the whole batch on every replica: resnet101/testbed's DP-NCCL step
    578 -> 289 ms, `tag bench plan`)."""
    from tag.core.cost_model import graph_node_time
    from tag.core.hardware import get_chip

    graph = build_graph(_batchnorm_module())
    chip = get_chip("V100-32GB")
    wide = [n for n in graph.nodes if n.op_name == "stablehlo.broadcast_in_dim"
            and n.output_bytes == graph.batch_size * 64 * 4 and all(graph.nodes[p].batch_dim is None for p, _ in n.inputs)]
    assert wide and all(n.batch_dim == 0 for n in wide)
    costs = [(graph_node_time(graph, n.id, chip, rows=graph.batch_size // 4), graph_node_time(graph, n.id, chip))
             for n in wide]
    assert any(full > 0 for _, full in costs)
    for quarter, full in costs:
        launch = chip.kernel_model.launch_s
        assert quarter - launch <= 0.26 * (full - launch) + 1e-12
