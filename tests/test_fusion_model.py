"""The fusion model (`core.fusion`) and the per-node price built on it (`cost_model.graph_node_time`)."""
from __future__ import annotations

import pytest

from tag.core.cost_model import graph_node_time, kernel_time
from tag.core.fusion import TINY_BYTES, fusion_costs, op_class
from tag.core.hardware import get_chip
from tag.core.model import CompGraph, OpNode, Role

MB = 1 << 20


class _Builder:
    def __init__(self) -> None:
        self.nodes: list[OpNode] = []

    def add(self, op: str, inputs: list[int] = (), out: int = MB, flops: float = 0.0, batch: bool = True,
            result: int | None = None) -> int:
        i = len(self.nodes)
        ins = [(p, self.nodes[p].output_bytes) for p in inputs]
        self.nodes.append(OpNode(i, op, f"t:{i}", Role.FORWARD if op != "arg" else Role.BATCH, flops,
                                 sum(b for _, b in ins), out, ins, 0 if batch else None, result_index=result))
        return i

    def graph(self) -> CompGraph:
        return CompGraph(self.nodes, [], 8, "unit")


def _mlp_layer():
    """x, w, b → dot → broadcast(b) → add → tanh → reshape → dot(…, w) (returned)."""
    g = _Builder()
    x, w = g.add("arg"), g.add("arg", batch=False)
    bias = g.add("arg", out=4096, batch=False)
    d = g.add("stablehlo.dot_general", [x, w], flops=1e9)
    bb = g.add("stablehlo.broadcast_in_dim", [bias])
    a = g.add("stablehlo.add", [d, bb], flops=MB / 4)
    t = g.add("stablehlo.tanh", [a], flops=MB / 4)
    r = g.add("stablehlo.reshape", [t])
    out = g.add("stablehlo.dot_general", [r, w], flops=1e9, result=0)
    return g.graph(), dict(x=x, w=w, bias=bias, d=d, bb=bb, a=a, t=t, r=r, out=out)


def test_an_elementwise_chain_between_two_gemms_is_one_kernel():
    graph, n = _mlp_layer()
    costs = fusion_costs(graph)
    assert [costs[n[k]].op_class for k in ("x", "d", "bb", "a", "t", "r", "out")] == [
        "free", "matmul", "loop", "loop", "loop", "free", "matmul"]
    # one launch for broadcast+add+tanh(+reshape), charged to its first member; one per GEMM
    assert [costs[n[k]].launches for k in ("bb", "a", "t", "r")] == [1, 0, 0, 0]
    assert costs[n["d"]].launches == costs[n["out"]].launches == 1
    # the fusion reads the bias and the GEMM's result once and writes only the value the next GEMM reads
    assert costs[n["bb"]].reads == (True,) and costs[n["a"]].reads == (True, False)
    assert costs[n["t"]].reads == (False,)
    assert not costs[n["bb"]].writes and not costs[n["a"]].writes and not costs[n["t"]].writes
    assert costs[n["r"]].writes
    chip = get_chip("V100")
    km = chip.kernel_model
    fused = sum(graph_node_time(graph, i, chip) for i in (n["bb"], n["a"], n["t"], n["r"]))
    bw = km.memory_efficiency * chip.memory_bandwidth
    vec = km.vector * chip.peak_flops_for("f32")
    # bb: launch + bias read; add: max(its flops, the GEMM result read); tanh: flops only; reshape: the write
    assert fused == pytest.approx(km.launch_s + 4096 / bw + max(MB / 4 / vec, MB / bw) + MB / 4 / vec + MB / bw)
    # unfused, the three ops would each launch and each write a MiB: the fused price is lower
    unfused = sum(kernel_time(graph.nodes[i].flops, graph.nodes[i].bytes_read + graph.nodes[i].output_bytes, chip,
                              "f32", "loop") for i in (n["bb"], n["a"], n["t"]))
    assert fused < unfused


def test_reshape_chains_alone_cost_nothing_and_tiny_scalars_are_inlined():
    g = _Builder()
    x = g.add("arg")
    r1 = g.add("stablehlo.reshape", [x])
    r2 = g.add("stablehlo.reshape", [r1])
    d = g.add("stablehlo.dot_general", [r2, r2], flops=1e6, result=0)
    step = g.add("arg", out=4, batch=False)
    s1 = g.add("stablehlo.multiply", [step, step], out=4, batch=False, flops=1)
    s2 = g.add("stablehlo.sqrt", [s1], out=4, batch=False, flops=1)
    big = g.add("stablehlo.broadcast_in_dim", [s2])
    upd = g.add("stablehlo.multiply", [d, big], flops=MB / 4, result=1)
    graph = g.graph()
    chip = get_chip("A100")
    assert graph_node_time(graph, r1, chip) == graph_node_time(graph, r2, chip) == 0.0
    costs = fusion_costs(graph)
    assert costs[s1].launches == costs[s2].launches == 0 and not costs[s1].writes
    assert costs[big].reads == (False,)                    # the scalar is recomputed in the fusion
    assert costs[big].launches + costs[upd].launches == 1 and costs[upd].writes
    assert 4 <= TINY_BYTES < MB


def test_a_reduction_absorbs_its_elementwise_producers_and_ends_the_fusion():
    g = _Builder()
    x = g.add("arg")
    e = g.add("stablehlo.exponential", [x], flops=MB / 4)
    r = g.add("stablehlo.reduce", [e], out=MB // 64, flops=MB / 4)
    after = g.add("stablehlo.negate", [r], out=MB // 64, flops=MB / 256, result=0)
    graph = g.graph()
    costs = fusion_costs(graph)
    assert not costs[e].writes and costs[r].writes             # exp is fused into the reduction's input
    assert costs[e].launches + costs[r].launches == 1
    assert costs[after].launches == 1 and costs[after].reads == (True,)   # a new kernel reads r
    assert op_class("stablehlo.all_reduce") == "free" and op_class("stablehlo.scatter") == "kernel"


def test_row_scaling_keeps_launches_and_scales_traffic():
    graph, n = _mlp_layer()
    chip = get_chip("T4")
    km = chip.kernel_model
    full = graph_node_time(graph, n["d"], chip)
    half = graph_node_time(graph, n["d"], chip, rows=4)
    assert km.launch_s < half < full
    # a memory-bound fused node: the batched read halves, the launch stays
    t_full = graph_node_time(graph, n["bb"], chip)
    assert t_full == pytest.approx(km.launch_s + 4096 / (km.memory_efficiency * chip.memory_bandwidth))
    assert graph_node_time(graph, n["bb"], chip, rows=4) == pytest.approx(t_full)   # the bias is not batched


def test_grouped_convolutions_use_their_own_efficiency_when_the_chip_has_one():
    from dataclasses import replace

    from tag.core.calibration import IDEAL_KERNELS

    g = _Builder()
    x, w = g.add("arg"), g.add("arg", out=4096, batch=False)
    dense = g.add("stablehlo.convolution", [x, w], flops=1e12)
    depthwise = g.add("stablehlo.convolution", [x, w], flops=1e12, result=0)
    g.nodes[depthwise].grouped = True
    graph = g.graph()
    assert fusion_costs(graph)[depthwise].op_class == "conv_grouped"
    chip = replace(get_chip("GTX1080Ti"), kernels=replace(IDEAL_KERNELS, conv_vector=0.5, grouped_conv=0.05))
    peak = chip.peak_flops_for("f32")
    assert graph_node_time(graph, dense, chip) == pytest.approx(1e12 / (0.5 * peak))
    assert graph_node_time(graph, depthwise, chip) == pytest.approx(1e12 / (0.05 * peak))
    # without a grouped efficiency (the GPU constants), grouped convolutions price like dense ones
    plain = replace(chip, kernels=replace(chip.kernels, grouped_conv=None))
    assert graph_node_time(graph, depthwise, plain) == pytest.approx(graph_node_time(graph, dense, plain))


def test_grouped_convolutions_pay_the_chips_plane_cost_scaled_with_the_rows():
    """`KernelModel.grouped_plane_s` per output plane (`OpNode.conv_planes`) of a feature-grouped
    convolution, on top of its arithmetic; rows / batch of the planes when the node is batched; none
    for a dense convolution or on a chip without the term (every GPU)."""
    from dataclasses import replace

    from tag.core.calibration import IDEAL_KERNELS

    g = _Builder()
    x, w = g.add("arg"), g.add("arg", out=4096, batch=False)
    dense = g.add("stablehlo.convolution", [x, w], flops=1e6)
    depthwise = g.add("stablehlo.convolution", [x, w], flops=1e6, result=0)
    g.nodes[depthwise].grouped = True
    g.nodes[depthwise].conv_planes = 1000
    graph = g.graph()
    host = replace(get_chip("GTX1080Ti"), kernels=replace(IDEAL_KERNELS, grouped_conv=0.05, grouped_plane_s=1e-7))
    plain = replace(host, kernels=replace(host.kernels, grouped_plane_s=0.0))
    assert graph_node_time(graph, depthwise, host) == pytest.approx(graph_node_time(graph, depthwise, plain) + 1e-4)
    assert graph_node_time(graph, dense, host) == pytest.approx(graph_node_time(graph, dense, plain))
    rows = graph.batch_size // 2
    assert graph_node_time(graph, depthwise, host, rows) == pytest.approx(
        graph_node_time(graph, depthwise, plain, rows) + 0.5e-4)


def test_fusion_within_one_piece_stops_at_its_boundary():
    """A piece holding tanh but not the add that feeds it (another executable): tanh reads the add's
    result from memory and launches its own kernel; the add writes what leaves its piece. Without
    `within` the two fuse into one kernel that reads and writes neither (the whole-step view)."""
    graph, n = _mlp_layer()
    whole = fusion_costs(graph)
    assert whole[n["t"]].reads == (False,) and whole[n["t"]].launches == 0 and not whole[n["a"]].writes
    second = frozenset({n["t"], n["r"], n["out"]})
    inside = fusion_costs(graph, within=second)
    assert inside[n["t"]].reads == (True,) and inside[n["t"]].launches == 1
    first = frozenset({n["x"], n["w"], n["bias"], n["d"], n["bb"], n["a"]})
    before = fusion_costs(graph, within=first)
    assert before[n["a"]].writes and before[n["bb"]].launches == 1
    assert fusion_costs(graph) is whole                   # a piece's charges never replace the cached ones
    chip = get_chip("V100")
    split = (sum(graph_node_time(graph, i, chip, charges=before) for i in first)
             + sum(graph_node_time(graph, i, chip, charges=inside) for i in second))
    assert split > sum(graph_node_time(graph, i, chip) for i in range(len(graph.nodes)))


def test_piece_time_prices_a_piece_within_itself_and_whole_step_on_request():
    """`cost_model.piece_time`: Σ graph_node_time with the piece's own charges (the same as
    `fusion_costs(within=)`), cached per node set on the graph; `local=False` is the whole step's
    charges. Over the two pieces of a split step the local price is the higher (the boundary is paid),
    and a piece holding the whole step costs what the whole step does."""
    from tag.core.cost_model import piece_charges, piece_time

    graph, n = _mlp_layer()
    chip = get_chip("V100")
    first = (n["x"], n["w"], n["bias"], n["d"], n["bb"], n["a"])
    second = (n["t"], n["r"], n["out"])
    own = fusion_costs(graph, within=frozenset(second))
    assert piece_time(graph, second, chip) == pytest.approx(sum(graph_node_time(graph, i, chip, charges=own)
                                                                for i in second))
    assert piece_charges(graph, reversed(second)) is piece_charges(graph, second)      # cached per node set
    assert piece_time(graph, second, chip, local=False) == pytest.approx(sum(graph_node_time(graph, i, chip)
                                                                              for i in second))
    split = piece_time(graph, first, chip) + piece_time(graph, second, chip)
    whole = sum(graph_node_time(graph, i, chip) for i in range(len(graph.nodes)))
    assert split > whole
    assert piece_time(graph, first, chip, local=False) + piece_time(graph, second, chip, local=False) == \
        pytest.approx(whole)
    assert piece_time(graph, range(len(graph.nodes)), chip) == pytest.approx(whole)
