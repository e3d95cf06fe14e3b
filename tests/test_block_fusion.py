"""core.block_fusion: per-device IR blocks priced with the planner's fusion model."""
import jax
import jax.numpy as jnp
import pytest

from tag.analysis.graph import build_graph
from tag.core.block_fusion import block_op_times
from tag.core.cost_model import gemm_epilogue_time, graph_node_time, kernel_time, op_compute_time, op_flops
from tag.core.hardware import get_preset
from tag.dialects.context import parse_module

CHIP = get_preset("h100-nvlink").chip
N = 512
T = f"tensor<{N}x{N}xf32>"
BYTES = 4 * N * N
PERMUTE = "source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>"


def _main_block(module):
    main = next(o for o in module.body.operations if "main" in str(o.attributes["sym_name"]))
    return main.regions[0].blocks[0]


def _times(text: str) -> dict[str, float]:
    """Op name + its position in the block -> seconds."""
    module = parse_module(text)
    block = _main_block(module)
    prices = block_op_times(block, CHIP)
    return {f"{op.name}{i}": prices[op] for i, op in enumerate(block.operations) if op in prices}


def _loop(flops: float, nbytes: float, launches: int = 1) -> float:
    return kernel_time(flops, nbytes, CHIP, "f32", "loop", launches)


def test_agrees_with_the_planner_graph_pricing():
    """The same training step priced as the planner prices its op graph (`graph_node_time` under
    `core.fusion`) and as the device simulator prices the IR block: the same total; and fusion
    removes a large share of what one kernel per op would cost."""
    def step(w, x):
        def loss(w):
            h = jnp.tanh(x @ w["a"]) * 2.0 + 1.0
            h = h - h.mean(axis=-1, keepdims=True)
            return jnp.sum(jax.nn.gelu(h @ w["b"]) ** 2)
        g = jax.grad(loss)(w)
        return jax.tree.map(lambda p, q: p - 0.1 * q, w, g)

    w = {"a": jnp.ones((256, 512)), "b": jnp.ones((512, 256))}
    module = parse_module(jax.jit(step).lower(w, jnp.ones((64, 256))).as_text())
    graph = build_graph(module)
    planner = sum(graph_node_time(graph, n, CHIP) for n in range(len(graph.nodes)))
    block = _main_block(module)
    fused = sum(block_op_times(block, CHIP).values())
    assert fused == pytest.approx(planner, rel=1e-2)
    unfused = sum(op_compute_time(op, CHIP) for op in block.operations)
    assert fused < 0.8 * unfused


def test_an_elementwise_chain_is_one_kernel():
    times = _times(f"""
func.func @main(%x: {T}, %y: {T}) -> {T} {{
  %a = stablehlo.exponential %x : {T}
  %b = stablehlo.multiply %a, %y : {T}
  %c = stablehlo.tanh %b : {T}
  return %c : {T}
}}""")
    flops = 3 * N * N
    # reads x and y once, writes c only; one launch
    assert sum(times.values()) == pytest.approx(_loop(flops, 3 * BYTES))
    assert sum(1 for t in times.values() if t > 0) >= 1


@pytest.mark.parametrize("between", ["async", "sync"])
def test_communication_is_a_fusion_boundary(between):
    """A value produced by communication is read from memory by the fusion that consumes it; a
    fusion never reaches through a collective to the value it sends (the mutant that treats
    async_start/async_done as transparent reshapes would price the add as reading nothing new)."""
    if between == "async":
        comm = f"""%s = "stablehlo.async_start"(%x) ({{
    ^bb0(%arg: {T}):
      %p = "stablehlo.collective_permute"(%arg) {{{PERMUTE}}} : ({T}) -> {T}
      stablehlo.return %p : {T}
  }}) : ({T}) -> !stablehlo.future<{T}>
  %d = "stablehlo.async_done"(%s) : (!stablehlo.future<{T}>) -> {T}"""
    else:
        comm = f"""%d = "stablehlo.collective_permute"(%x) {{{PERMUTE}}} : ({T}) -> {T}"""
    times = _times(f"""
func.func @main(%x: {T}) -> {T} {{
  %e = stablehlo.exponential %x : {T}
  {comm}
  %y = stablehlo.add %e, %d : {T}
  return %y : {T}
}}""")
    # one fusion {exp, add}: reads x and the received d, writes y
    assert sum(times.values()) == pytest.approx(_loop(2 * N * N, 3 * BYTES))


def test_a_gemm_epilogue_add_is_a_boundary_for_its_consumers():
    """add(dot, c) folds into the GEMM (`gemm_epilogue_time`); the multiply after it reads the sum
    from memory in a kernel of its own."""
    dot = f"stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({T}, {T}) -> {T}"
    times = _times(f"""
func.func @main(%x: {T}, %w: {T}, %c: {T}) -> {T} {{
  %d = {dot}
  %s = stablehlo.add %d, %c : {T}
  %m = stablehlo.multiply %s, %x : {T}
  return %m : {T}
}}""")
    module = parse_module(f"""
func.func @main(%x: {T}, %w: {T}, %c: {T}) -> {T} {{
  %d = {dot}
  %s = stablehlo.add %d, %c : {T}
  return %s : {T}
}}""")
    block = _main_block(module)
    add = list(block.operations)[1]
    assert times["stablehlo.add1"] == pytest.approx(gemm_epilogue_time(add, CHIP))
    assert times["stablehlo.multiply2"] == pytest.approx(_loop(N * N, 3 * BYTES))


def test_the_total_does_not_depend_on_the_op_order():
    """Two independent chains, interleaved in two orders: per-op charges move, the total does not."""
    a = f"""  %a1 = stablehlo.exponential %x : {T}
  %a2 = stablehlo.negate %a1 : {T}"""
    b = f"""  %b1 = stablehlo.tanh %y : {T}
  %b2 = stablehlo.abs %b1 : {T}"""
    tail = f"""  %r = stablehlo.add %a2, %b2 : {T}
  return %r : {T}
}}"""
    head = f"func.func @main(%x: {T}, %y: {T}) -> {T} {{\n"
    first = _times(head + a + "\n" + b + "\n" + tail)
    second = _times(head + b + "\n" + a + "\n" + tail)
    assert sum(first.values()) == pytest.approx(sum(second.values()))


def test_a_while_body_is_priced_as_a_block_of_its_own():
    """Loop-carried values are arguments of the body's block: the body's chain reads them and writes
    what the body returns."""
    module = parse_module(f"""
func.func @main(%x: {T}) -> {T} {{
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %v = %x) : tensor<i32>, {T}
  cond {{
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %e = stablehlo.exponential %v : {T}
    %n = stablehlo.negate %e : {T}
    stablehlo.return %j, %n : tensor<i32>, {T}
  }}
  return %r#1 : {T}
}}""")
    loop = next(op for op in _main_block(module).operations if op.name == "stablehlo.while")
    body = block_op_times(loop.regions[1].blocks[0], CHIP)
    ops = {op.name: op for op in loop.regions[1].blocks[0].operations}
    # the scalar counter is recomputed where used (tiny); exp + negate: one kernel, read v, write n
    assert sum(body.values()) == pytest.approx(_loop(op_flops(ops["stablehlo.exponential"])[0] + N * N, 2 * BYTES)
                                               + body[ops["stablehlo.add"]])
    assert body[ops["stablehlo.add"]] < 1e-6
