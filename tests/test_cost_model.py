"""Cost model: kernel-model compute times (roofline with ideal kernels), ring collective formulas, per-op communication."""
import itertools

import pytest

from tag.dialects.context import parse_module
from tag.dialects.diagnostics import TagError
from dataclasses import replace

from tag.core.calibration import IDEAL_KERNELS
from tag.core.cost_model import (bytes_touched, collective_time, compute_dtype, kernel_time, op_comm_time,
                                 op_compute_time, op_flops, while_trip_count)
from tag.core.hardware import Link, get_chip, get_preset, link_for_group

PAIRS4 = "dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>"
CH = "#stablehlo.channel_handle<handle = 1, type = 1>"


def _ops(text: str):
    module = parse_module(text)
    func = list(module.body.operations)[0]
    return module, [op.operation for op in func.regions[0].blocks[0].operations]


def _dot_module(m: int, k: int, n: int, dtype: str = "f32") -> str:
    return f"""
func.func @main(%a: tensor<{m}x{k}x{dtype}>, %b: tensor<{k}x{n}x{dtype}>) -> tensor<{m}x{n}x{dtype}> {{
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}x{dtype}>, tensor<{k}x{n}x{dtype}>) -> tensor<{m}x{n}x{dtype}>
  return %0 : tensor<{m}x{n}x{dtype}>
}}"""


def _ideal(name: str):
    """The catalogue chip with every kernel at datasheet peak and no launch cost."""
    return replace(get_chip(name), kernels=IDEAL_KERNELS)


def test_compute_bound_dot_is_flops_over_peak():
    chip = _ideal("H100")
    _, ops = _ops(_dot_module(4096, 4096, 4096, "bf16"))
    flops, dtype = op_flops(ops[0])
    assert flops == 2 * 4096 ** 3 and dtype == "bf16"
    assert op_compute_time(ops[0], chip) == pytest.approx(2 * 4096 ** 3 / 989.5e12)
    # the calibrated model: launch + flops / (matmul efficiency on tensor cores · peak)
    real = get_chip("H100")
    km = real.kernel_model
    assert op_compute_time(ops[0], real) == pytest.approx(km.launch_s + 2 * 4096 ** 3 / (km.matmul * 989.5e12))


def test_memory_bound_dot_is_bytes_over_bandwidth():
    chip = _ideal("H100")
    _, ops = _ops(_dot_module(8192, 8192, 1))  # matrix-vector: 2 flops per 4 bytes read
    nbytes = 4 * (8192 * 8192 + 8192 + 8192)
    assert bytes_touched(ops[0]) == nbytes
    assert op_compute_time(ops[0], chip) == pytest.approx(nbytes / chip.memory_bandwidth)
    real = get_chip("H100")
    km = real.kernel_model
    assert op_compute_time(ops[0], real) == pytest.approx(km.launch_s + nbytes / (km.memory_efficiency
                                                                                   * real.memory_bandwidth))


def test_f32_dots_run_as_tf32_unless_the_program_says_highest():
    m1, ops = _ops(_dot_module(4096, 4096, 4096))       # keep the modules alive while their ops are used
    m2, highest = _ops(_dot_module(4096, 4096, 4096).replace(
        "contracting_dims = [1] x [0]",
        "contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST]"))
    assert compute_dtype(ops[0]) == "tf32" and compute_dtype(highest[0]) == "f32"
    a100, v100 = _ideal("A100-40GB"), _ideal("V100")
    assert op_compute_time(ops[0], a100) == pytest.approx(2 * 4096 ** 3 / 156e12)       # TF32 tensor cores
    assert op_compute_time(highest[0], a100) == pytest.approx(2 * 4096 ** 3 / 19.5e12)  # f32 vector units
    assert op_compute_time(ops[0], v100) == pytest.approx(2 * 4096 ** 3 / 15.7e12)      # no TF32 on Volta
    # matrix units get the matmul efficiency, vector units the matmul_vector one
    real = get_chip("A100-40GB")
    km = real.kernel_model
    assert real.on_matrix_units("tf32") and not real.on_matrix_units("f32")
    assert kernel_time(1e12, 0, real, "tf32", "matmul") == pytest.approx(km.launch_s + 1e12 / (km.matmul * 156e12))
    assert kernel_time(1e12, 0, real, "f32", "matmul") == pytest.approx(
        km.launch_s + 1e12 / (km.matmul_vector * 19.5e12))


def test_elementwise_free_and_reduce_ops():
    chip = _ideal("A100-40GB")
    _, ops = _ops("""
func.func @main(%a: tensor<1024x1024xf32>) -> tensor<1024xf32> {
  %c = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.add %a, %a : tensor<1024x1024xf32>
  %1 = stablehlo.reshape %0 : (tensor<1024x1024xf32>) -> tensor<1048576xf32>
  %2 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  return %2 : tensor<1024xf32>
}""")
    const, add, reshape, reduce = ops[:4]
    assert op_compute_time(const, chip) == 0.0 and op_compute_time(reshape, chip) == 0.0
    assert op_flops(add)[0] == 1024 * 1024
    assert op_compute_time(add, chip) == pytest.approx(3 * 4 * 1024 * 1024 / chip.memory_bandwidth)
    assert op_flops(reduce)[0] == 1024 * 1024
    real = get_chip("A100-40GB")
    assert op_compute_time(const, real) == 0.0 and op_compute_time(reshape, real) == 0.0
    assert op_compute_time(add, real) > op_compute_time(add, chip) + real.kernel_model.launch_s * 0.999


def test_convolution_flops():
    _, ops = _ops("""
func.func @main(%x: tensor<8x32x32x16xf32>, %w: tensor<3x3x16x64xf32>) -> tensor<8x32x32x64xf32> {
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x32x16xf32>, tensor<3x3x16x64xf32>) -> tensor<8x32x32x64xf32>
  return %0 : tensor<8x32x32x64xf32>
}""")
    assert op_flops(ops[0])[0] == 2 * (8 * 32 * 32 * 64) * (3 * 3 * 16)


def test_ring_formulas():
    link = Link(100e9, 1e-6)
    B, n = 64e6, 8
    ag = (n - 1) / n * B / 100e9 + (n - 1) * 1e-6
    assert collective_time("all_gather", B, n, link) == pytest.approx(ag)
    assert collective_time("reduce_scatter", B, n, link) == pytest.approx(ag)
    assert collective_time("stablehlo.all_reduce", B, n, link) == pytest.approx(2 * ag)
    assert collective_time("collective_permute", B, 2, link) == pytest.approx(B / 100e9 + 1e-6)
    assert collective_time("all_to_all", B, n, link) == pytest.approx(ag)
    assert collective_time("all_gather", B, 1, link) == 0.0
    # Bidirectional torus ring: ring collectives twice as fast in bandwidth, permutes are not.
    torus = Link(100e9, 1e-6, ring_directions=2, topology="ring")
    assert collective_time("all_gather", B, n, torus) == pytest.approx((n - 1) / n * B / 200e9 + (n - 1) * 1e-6)
    assert collective_time("collective_permute", B, 2, torus) == pytest.approx(B / 100e9 + 1e-6)
    # n-1 unidirectional permutes of B/n each cost more than one bidirectional all-gather (paper §5.5).
    ring_comm = (n - 1) * collective_time("collective_permute", B / n, 2, torus)
    assert ring_comm > collective_time("all_gather", B, n, torus)
    with pytest.raises(TagError, match="unknown collective kind"):
        collective_time("broadcast_everything", B, n, link)


def test_op_comm_time_from_ir():
    module, ops = _ops(f"""
module attributes {{mhlo.num_partitions = 8 : i32}} {{
func.func @main(%x: tensor<256x1024xf32>) -> (tensor<1024x1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>) {{
  %0 = "stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, channel_handle = {CH}, use_global_device_ids}} : (tensor<256x1024xf32>) -> tensor<1024x1024xf32>
  %1 = "stablehlo.collective_permute"(%x) {{source_target_pairs = {PAIRS4}, channel_handle = {CH}}} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %2 = "stablehlo.collective_permute"(%x) {{source_target_pairs = dense<[[0, 4], [4, 0]]> : tensor<2x2xi64>, channel_handle = {CH}}} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %0, %1, %2 : tensor<1024x1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>
}}
}}""")
    func_ops = [op.operation for op in list(module.body.operations)[0].regions[0].blocks[0].operations]
    ag, perm, cross = func_ops[:3]
    preset = get_preset("h100-nvlink")
    link = link_for_group(preset, 4)
    assert op_comm_time(ag, preset) == pytest.approx(collective_time("all_gather", 4 * 1024 * 1024, 4, link))
    assert op_comm_time(perm, preset) == pytest.approx(256 * 1024 * 4 / 450e9 + link.latency_s)
    # Devices 0 and 4 share an 8-GPU node: still NVLink. With 4-GPU T4 hosts the pair crosses hosts.
    assert op_comm_time(cross, preset) == pytest.approx(op_comm_time(perm, preset))
    t4 = get_preset("t4-pcie")
    assert op_comm_time(cross, t4) == pytest.approx(256 * 1024 * 4 / t4.inter.bandwidth_bytes_per_s
                                                    + t4.inter.latency_s)
    assert op_compute_time(ag, preset.chip) == 0.0


def test_trip_count_variants():
    def loop(init, limit, step, direction, swapped=False):
        cmp = f"%c, %i" if swapped else f"%i, %c"
        return parse_module(f"""
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %init = stablehlo.constant dense<{init}> : tensor<i32>
  %r:2 = stablehlo.while(%i = %init, %v = %x) : tensor<i32>, tensor<4xf32>
  cond {{
    %c = stablehlo.constant dense<{limit}> : tensor<i32>
    %p = stablehlo.compare {direction}, {cmp}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %s = stablehlo.constant dense<{step}> : tensor<i32>
    %n = stablehlo.add %i, %s : tensor<i32>
    stablehlo.return %n, %v : tensor<i32>, tensor<4xf32>
  }}
  return %r#1 : tensor<4xf32>
}}""")

    def count(*args, **kw):
        m = loop(*args, **kw)
        (w,) = [o for o in list(m.body.operations)[0].regions[0].blocks[0].operations if o.name == "stablehlo.while"]
        return while_trip_count(w)

    assert count(0, 10, 1, "LT") == 10
    assert count(2, 10, 3, "LT") == 3
    assert count(0, 10, 1, "LE") == 11
    assert count(0, 10, 1, "GT", swapped=True) == 10  # 10 > i
    assert count(10, 0, -1, "GT") == 10
    assert count(0, 10, 3, "NE") is None  # never hits exactly
    assert count(5, 0, 1, "LT") == 0


def test_slices_and_in_place_updates_touch_only_the_slice():
    from tag.core.cost_model import bytes_touched
    module = parse_module("""
func.func @main(%big: tensor<1024x1024xf32>, %upd: tensor<8x1024xf32>, %i: tensor<i32>) -> (tensor<8x1024xf32>, tensor<1024x1024xf32>) {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = stablehlo.dynamic_slice %big, %i, %z, sizes = [8, 1024] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<8x1024xf32>
  %u = stablehlo.dynamic_update_slice %big, %upd, %i, %z : (tensor<1024x1024xf32>, tensor<8x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x1024xf32>
  return %s, %u : tensor<8x1024xf32>, tensor<1024x1024xf32>
}""")
    ops = list(list(module.body.operations)[0].regions[0].blocks[0].operations)
    assert bytes_touched(ops[1]) == 2 * 8 * 1024 * 4 + 2 * 4
    assert bytes_touched(ops[2]) == 2 * 8 * 1024 * 4 + 2 * 4


def test_gemm_epilogue_fusion_only_for_single_use_dots():
    from tag.core.cost_model import gemm_epilogue_time
    chip = get_chip("H100")
    module = parse_module("""
func.func @main(%a: tensor<256x256xbf16>, %c: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x256xbf16>) {
  %d = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<256x256xbf16>, tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %w = stablehlo.convert %d : (tensor<256x256xbf16>) -> tensor<256x256xf32>
  %s = stablehlo.add %c, %w : tensor<256x256xf32>
  %d2 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<256x256xbf16>, tensor<256x256xbf16>) -> tensor<256x256xbf16>
  %t = stablehlo.add %d2, %d2 : tensor<256x256xbf16>
  return %s, %t : tensor<256x256xf32>, tensor<256x256xbf16>
}""")
    ops = list(list(module.body.operations)[0].regions[0].blocks[0].operations)
    assert gemm_epilogue_time(ops[1], chip) == 0.0                         # convert of a single-use dot
    assert gemm_epilogue_time(ops[2], chip) == pytest.approx(           # reads c only, at the kernel model's rate
        256 * 256 * 4 / (chip.kernel_model.memory_efficiency * chip.memory_bandwidth))
    assert gemm_epilogue_time(ops[4], chip) is None                        # d2 has two uses: not fused


def _curved_host(half: float = 2e6):
    """A host-like chip (no matrix units) whose kernel model has size curves."""
    from tag.core.calibration import KernelModel
    from tag.core.hardware import Chip

    km = KernelModel(matmul=0.9, matmul_vector=0.9, conv=0.5, conv_vector=0.5, vector=0.1, memory_efficiency=1.0,
                     launch_s=1e-6, grouped_conv=0.01, matmul_half_flops=half, conv_half_flops=4 * half,
                     grouped_conv_half_flops=half / 2)
    return Chip("host-test", {"f32": 100e9}, 1 << 34, 20e9, kernels=km)


def test_size_curve_prices_small_gemms_slower_per_flop():
    """eff(F) = eff_max · F / (F + F_half): small kernels pay per FLOP more, large ones tend to eff_max."""
    chip = _curved_host()
    km = chip.kernel_model
    per_flop = [(kernel_time(f, 0, chip, "f32", "matmul") - km.launch_s) / f for f in (1e4, 1e5, 1e6, 1e7, 1e9)]
    assert all(a > b for a, b in itertools.pairwise(per_flop))             # strictly cheaper per FLOP with size
    assert per_flop[0] > 50 * per_flop[-1]
    for f in (1e4, 2e6, 1e9):                                               # the documented formula, exactly
        assert kernel_time(f, 0, chip, "f32", "matmul") == pytest.approx(km.launch_s + (f + 2e6) / (0.9 * 100e9))
    assert km.efficiency("matmul", False, 2e6) == pytest.approx(0.45)      # half of eff_max at F_half
    assert km.efficiency("matmul", False, 1e15) == pytest.approx(0.9, rel=1e-6)
    # each class has its own F_half; vector work has no curve; no flops: eff_max
    assert km.efficiency("conv", False, 8e6) == pytest.approx(0.25)
    assert km.efficiency("conv_grouped", False, 1e6) == pytest.approx(0.005)
    assert km.efficiency("vector", False, 1.0) == km.efficiency("vector", False) == 0.1
    assert km.efficiency("matmul", False) == 0.9
    # F_half = 0 (every catalogue GPU): flat, the same price per FLOP at every size
    flat = _curved_host(0.0)
    assert kernel_time(1e4, 0, flat, "f32", "matmul") * 1e5 == pytest.approx(
        kernel_time(1e9, 0, flat, "f32", "matmul") + (1e5 - 1) * flat.kernel_model.launch_s)
    gpu = get_chip("A100-40GB").kernel_model
    assert gpu.matmul_half_flops == gpu.conv_half_flops == 0.0
    assert gpu.efficiency("matmul", True, 1.0) == gpu.efficiency("matmul", True, 1e12) == gpu.matmul


def test_size_curve_reaches_op_and_graph_prices():
    """op_compute_time and graph_node_time price a dot by its own work: two dots of 8x the work cost
    less than 8x on a chip with a curve (the fixed setup is paid once per kernel)."""
    chip = _curved_host()
    _m1, small = _ops(_dot_module(32, 32, 32))     # keep the modules alive while their ops are used
    _m2, big = _ops(_dot_module(64, 64, 64))
    t_small, t_big = op_compute_time(small[0], chip), op_compute_time(big[0], chip)
    assert t_big < 8 * t_small
    flat = _curved_host(0.0)
    assert op_compute_time(big[0], flat) == pytest.approx(
        8 * op_compute_time(small[0], flat) - 7 * flat.kernel_model.launch_s, rel=1e-6)
    with pytest.raises(TagError):
        replace(chip.kernel_model, conv_half_flops=-1.0)


def test_depthwise_filter_gradients_are_grouped_convolutions():
    """JAX's VJP of a depthwise convolution computes the filter gradient with batch_group_count = C:
    it runs on the grouped path (XLA CPU: far below the dense rate), so it is priced as one."""
    from tag.core.cost_model import is_grouped_conv

    conv = ("stablehlo.convolution(%x, %g) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], "
            "window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = {bg} : i64, "
            "feature_group_count = 1 : i64} : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<3x3x1x16xf32>")
    text = """
func.func @main(%x: tensor<8x4x4x16xf32>, %g: tensor<8x4x4x16xf32>) -> tensor<3x3x1x16xf32> {
  %0 = CONV
  return %0 : tensor<3x3x1x16xf32>
}"""
    _m1, grouped = _ops(text.replace("CONV", conv.replace("{bg}", "16")))
    assert is_grouped_conv(grouped[0])
    # 3·3·16 outputs, each a sum over 8·4·4 products
    assert op_flops(grouped[0])[0] == 2 * 9 * 16 * 8 * 4 * 4
    _m2, dense = _ops(_dot_module(4, 4, 4))
    assert not is_grouped_conv(dense[0])
    # where the compiler expands batch groups (XLA CPU), a dense convolution of 16x the work writing a 16x
    # larger result, and a memory-bound kernel reading it; where it does not (every GPU), the grouped price
    from tag.core.cost_model import batch_group_count, op_compute_time

    assert batch_group_count(grouped[0]) == 16 and batch_group_count(dense[0]) == 1
    host = _curved_host(0.0)
    expanding = replace(host, kernels=replace(host.kernel_model, expands_batch_groups=True))
    flops, out = 2 * 9 * 16 * 8 * 4 * 4, 3 * 3 * 16 * 4
    side = 16 * out
    want = (kernel_time(16 * flops, bytes_touched(grouped[0]) + side, expanding, "f32", "conv")
            + kernel_time(0.0, side, expanding, "f32", "loop"))
    assert op_compute_time(grouped[0], expanding) == pytest.approx(want)
    assert op_compute_time(grouped[0], host) == pytest.approx(
        kernel_time(flops, bytes_touched(grouped[0]), host, "f32", "conv_grouped"))
    assert not get_chip("h100").kernel_model.expands_batch_groups
    # the op graph carries the batch groups: the search model and the program simulator price the same
    from tag.analysis.graph import build_graph
    from tag.core.cost_model import graph_node_time

    graph = build_graph(_m1, batch_size=8, source="t")
    (node,) = [n for n in graph.nodes if n.op_name == "stablehlo.convolution"]
    assert node.batch_groups == 16 and node.grouped
    assert graph_node_time(graph, node.id, expanding) == pytest.approx(want)


def test_streaming_cost_adds_to_gemm_and_convolution_arithmetic_only():
    """`*_byte_s`: a GEMM/convolution of F FLOPs and B bytes takes (F + F_half) / (eff · peak) + B · byte_s
    (still at least the roofline's B / bw); elementwise kernels, grouped convolutions and chips without
    the term (every catalogue GPU) keep the plain roofline."""
    base = _curved_host(0.0)
    km = replace(base.kernel_model, matmul_byte_s=1e-9, conv_byte_s=4e-9)
    chip = replace(base, kernels=km)
    f, b = 1e6, 1e6
    arithmetic = f / (0.9 * 100e9)
    assert kernel_time(f, b, chip, "f32", "matmul") == pytest.approx(km.launch_s + arithmetic + b * 1e-9)
    assert kernel_time(f, b, chip, "f32", "conv") == pytest.approx(km.launch_s + f / (0.5 * 100e9) + b * 4e-9)
    for cls in ("vector", "conv_grouped", "loop"):
        assert kernel_time(f, b, chip, "f32", cls) == kernel_time(f, b, base, "f32", cls)
    assert kernel_time(f, b, base, "f32", "matmul") == pytest.approx(km.launch_s + max(arithmetic, b / 20e9))
    assert get_chip("h100").kernel_model.byte_seconds("matmul") == 0.0
    with pytest.raises(TagError):
        replace(km, conv_byte_s=-1.0)


def test_conv_planes_count_the_output_planes_of_feature_grouped_convolutions():
    """`cost_model.conv_planes`: batch × output features of a depthwise/grouped convolution
    (feature_group_count > 1), read through its dimension numbers; 0 for dense convolutions and for
    batch-group ones (JAX's depthwise filter gradient, priced as a dense convolution on XLA CPU)."""
    from tag.core.cost_model import conv_planes

    def conv(fgc: int, cin: int) -> str:
        return f"""
func.func @main(%x: tensor<4x6x6x8xf32>, %w: tensor<3x3x{cin}x8xf32>) -> tensor<6x6x4x8xf32> {{
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[0, 1, b, f], window = {{stride = [1, 1], pad = [[1, 1], [1, 1]]}} {{batch_group_count = 1 : i64, feature_group_count = {fgc} : i64}} : (tensor<4x6x6x8xf32>, tensor<3x3x{cin}x8xf32>) -> tensor<6x6x4x8xf32>
  return %0 : tensor<6x6x4x8xf32>
}}"""
    _m1, depthwise = _ops(conv(8, 1))
    _m2, dense = _ops(conv(1, 8))
    assert conv_planes(depthwise[0]) == 4 * 8          # output batch dim 2 (4), feature dim 3 (8)
    assert conv_planes(dense[0]) == 0
    _m3, dot = _ops(_dot_module(4, 4, 4))
    assert conv_planes(dot[0]) == 0
    from tag.analysis.graph import build_graph

    graph = build_graph(_m1, batch_size=4)               # the op graph carries the count to the pricing
    assert [n.conv_planes for n in graph.nodes if n.op_name == "stablehlo.convolution"] == [32]
