"""Device simulator: sync vs async overlap, loops (JAX fori_loop and hand-written), traces."""
import json

import jax
import jax.numpy as jnp
import pytest

from tag.dialects.context import parse_module
from tag.dialects.diagnostics import TagError
from tag.core.block_fusion import block_op_times
from tag.core.cost_model import collective_time, gemm_epilogue_time, kernel_time, op_compute_time, op_flops
from tag.runtime.device_sim import simulate_device_program
from tag.core.hardware import get_preset, link_for_group

N = 1024
T = f"tensor<{N}x{N}xf32>"
PAIRS = "dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>"
CH = "#stablehlo.channel_handle<handle = 1, type = 1>"
PERMUTE = f'"stablehlo.collective_permute"(%x) {{source_target_pairs = {PAIRS}, channel_handle = {CH}}} : ({T}) -> {T}'
# HIGHEST: an f32 GEMM on the vector units (the DEFAULT precision would run as TF32 on H100/A100)
DOT = f"stablehlo.dot_general %y, %w, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : ({T}, {T}) -> {T}"

SYNC = f"""
module attributes {{mhlo.num_partitions = 4 : i32}} {{
func.func @main(%x: {T}, %y: {T}, %w: {T}) -> {T} {{
  %p = {PERMUTE}
  %d = {DOT}
  %s = stablehlo.add %p, %d : {T}
  return %s : {T}
}}
}}"""

ASYNC = f"""
module attributes {{mhlo.num_partitions = 4 : i32}} {{
func.func @main(%x: {T}, %y: {T}, %w: {T}) -> {T} {{
  %f = "stablehlo.async_start"(%x) ({{
  ^bb0(%a: {T}):
    %q = "stablehlo.collective_permute"(%a) {{source_target_pairs = {PAIRS}, channel_handle = {CH}}} : ({T}) -> {T}
    stablehlo.return %q : {T}
  }}) : ({T}) -> !stablehlo.future<{T}>
  %d = {DOT}
  %p = "stablehlo.async_done"(%f) : (!stablehlo.future<{T}>) -> {T}
  %s = stablehlo.add %p, %d : {T}
  return %s : {T}
}}
}}"""


def _parts(preset_name: str):
    preset = get_preset(preset_name)
    module = parse_module(SYNC)
    ops = list(list(module.body.operations)[0].regions[0].blocks[0].operations)
    dot = op_compute_time(ops[1], preset.chip)
    add = gemm_epilogue_time(ops[2], preset.chip)  # add(dot, p) folds into the GEMM: reads p only
    assert add is not None and add < op_compute_time(ops[2], preset.chip)
    comm = collective_time("collective_permute", N * N * 4, 2, link_for_group(preset, 4))
    return dot, add, comm


@pytest.mark.parametrize("preset", ["h100-nvlink", "a100-pcie"])
def test_sync_vs_async_overlap(preset):
    dot, add, comm = _parts(preset)
    sync = simulate_device_program(parse_module(SYNC), preset)
    assert sync.step_time == pytest.approx(dot + add + comm)
    assert sync.compute_time == pytest.approx(dot + add)
    assert sync.comm_time == pytest.approx(comm)
    assert sync.exposed_comm_time == pytest.approx(comm)
    asyn = simulate_device_program(parse_module(ASYNC), preset)
    assert asyn.comm_time == pytest.approx(comm)
    assert asyn.exposed_comm_time == pytest.approx(max(0.0, comm - dot))
    assert asyn.step_time == pytest.approx(max(dot, comm) + add)
    assert asyn.step_time < sync.step_time
    assert asyn.step_time == pytest.approx(asyn.compute_time + asyn.exposed_comm_time)


def test_overlap_regimes_differ_between_presets():
    dot, _, comm = _parts("h100-nvlink")
    assert comm < dot  # NVLink: fully hidden
    dot, _, comm = _parts("a100-pcie")
    assert comm > dot  # shared PCIe: partly exposed


def test_trace_json(tmp_path):
    result = simulate_device_program(parse_module(ASYNC), "h100-nvlink")
    path = tmp_path / "trace.json"
    result.write_trace(path, {"program": "async"})
    data = json.loads(path.read_text())
    events = data["traceEvents"]
    threads = {e["args"]["name"] for e in events if e["ph"] == "M" and e["name"] == "thread_name"}
    assert "compute" in threads and any(t.startswith("comm:") for t in threads)
    complete = [e for e in events if e["ph"] == "X"]
    assert {"name", "ts", "dur", "pid", "tid"} <= set(complete[0])
    dot = next(e for e in complete if e["name"] == "dot_general")
    assert dot["dur"] == pytest.approx(_parts("h100-nvlink")[0] * 1e6)
    permute = next(e for e in complete if e["name"] == "collective_permute")
    assert permute["ts"] == pytest.approx(0.0) and permute["tid"] != dot["tid"]
    assert data["otherData"]["program"] == "async"


def _hand_loop(trips: int, async_inside: bool) -> str:
    if async_inside:
        body = f"""
    %f = "stablehlo.async_start"(%v) ({{
    ^bb0(%a: {T}):
      %q = "stablehlo.collective_permute"(%a) {{source_target_pairs = {PAIRS}, channel_handle = {CH}}} : ({T}) -> {T}
      stablehlo.return %q : {T}
    }}) : ({T}) -> !stablehlo.future<{T}>
    %d = stablehlo.dot_general %w, %w, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : ({T}, {T}) -> {T}
    %p = "stablehlo.async_done"(%f) : (!stablehlo.future<{T}>) -> {T}
    %nv = stablehlo.add %p, %d : {T}"""
    else:
        body = f"""
    %p = "stablehlo.collective_permute"(%v) {{source_target_pairs = {PAIRS}, channel_handle = {CH}}} : ({T}) -> {T}
    %d = stablehlo.dot_general %w, %w, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : ({T}, {T}) -> {T}
    %nv = stablehlo.add %p, %d : {T}"""
    return f"""
module attributes {{mhlo.num_partitions = 4 : i32}} {{
func.func @main(%x: {T}, %w: {T}) -> {T} {{
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, {T}
  cond {{
    %c = stablehlo.constant dense<{trips}> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %one = stablehlo.constant dense<1> : tensor<i32>
    %ni = stablehlo.add %i, %one : tensor<i32>{body}
    stablehlo.return %ni, %nv : tensor<i32>, {T}
  }}
  return %r#1 : {T}
}}
}}"""


@pytest.mark.parametrize("preset", ["h100-nvlink", "a100-pcie"])
def test_hand_written_loop_trip_count_and_async_overlap(preset):
    dot, add, comm = _parts(preset)
    sync = simulate_device_program(parse_module(_hand_loop(8, False)), preset)
    asyn = simulate_device_program(parse_module(_hand_loop(8, True)), preset)
    assert list(sync.trip_counts.values()) == [8] and not [w for w in sync.warnings if "not recognised" in w]
    assert sync.comm_time == pytest.approx(8 * comm)
    assert sync.compute_time == pytest.approx(8 * (dot + add), rel=1e-3)  # + tiny counter/compare ops
    assert sync.step_time == pytest.approx(8 * (dot + add + comm), rel=1e-3)
    assert asyn.step_time == pytest.approx(8 * (max(dot, comm) + add), rel=1e-3)
    assert asyn.exposed_comm_time == pytest.approx(8 * max(0.0, comm - dot), rel=1e-3, abs=1e-9)


def test_long_loop_extrapolates_steady_state():
    full = simulate_device_program(parse_module(_hand_loop(3, True)), "a100-pcie")
    long = simulate_device_program(parse_module(_hand_loop(3000, True)), "a100-pcie")
    per_iter = full.step_time / 3
    assert long.step_time == pytest.approx(3000 * per_iter, rel=1e-6)
    assert long.comm_time == pytest.approx(1000 * full.comm_time, rel=1e-9)
    assert any("steady state" in w for w in long.warnings)
    assert len(long.events) < 200


def test_jax_fori_loop_trip_count():
    def f(x, w):
        return jax.lax.fori_loop(0, 7, lambda i, c: jnp.tanh(c @ w), x)

    text = jax.jit(f).lower(jnp.ones((64, 64)), jnp.ones((64, 64))).as_text()
    module = parse_module(text)
    result = simulate_device_program(module, "v100-nvlink", steady_state=False)
    assert list(result.trip_counts.values()) == [7]
    dots = [e for e in result.events if e.name == "dot_general"]
    assert len(dots) == 7  # func.call bodies are simulated inline
    assert result.comm_time == 0.0 and result.exposed_comm_time == 0.0
    assert result.step_time == pytest.approx(result.compute_time)
    (loop,) = [o for o in list(module.body.operations)[0].regions[0].blocks[0].operations
               if o.name == "stablehlo.while"]
    chip = get_preset("v100-nvlink").chip
    cond, body = (loop.regions[k].blocks[0] for k in (0, 1))
    # each iteration's ops at their fused prices (core.block_fusion), 7 bodies and 8 condition checks
    fused = 7 * sum(block_op_times(body, chip).values()) + 8 * sum(block_op_times(cond, chip).values())
    assert result.compute_time == pytest.approx(fused)
    assert fused <= op_compute_time(loop, chip)          # fusion never adds work
    fast = simulate_device_program(module, "v100-nvlink")  # steady-state extrapolation: same totals
    assert fast.step_time == pytest.approx(result.step_time) and len(fast.events) < len(result.events)


def test_unknown_trip_count_uses_default_and_warns():
    text = _hand_loop(8, False).replace("%lt = stablehlo.compare LT, %i, %c", "%lt = stablehlo.compare LT, %i, %i")
    result = simulate_device_program(parse_module(text), "h100-nvlink", default_trip_count=3)
    assert list(result.trip_counts.values()) == [3]
    assert any("assumed 3" in w for w in result.warnings)


def test_mesh_axis_presets_pick_the_link():
    # Groups [[0,1,2,3]] on a 1x4 mesh: the axis "tp" gets the slow preset.
    fast = simulate_device_program(parse_module(SYNC), "h100-nvlink")
    slow = simulate_device_program(parse_module(SYNC), "h100-nvlink", mesh_axes=[("dp", 1), ("tp", 4)],
                                   mesh_axis_presets={"tp": "t4-pcie"})
    assert slow.comm_time > fast.comm_time
    assert set(slow.comm_time_by_stream) == {"comm:tp"}
    assert set(fast.comm_time_by_stream) == {"comm:n4s1"}


def test_unknown_preset_and_peak_memory():
    with pytest.raises(TagError, match="did you mean"):
        simulate_device_program(parse_module(SYNC), "h100-nvlnk")
    result = simulate_device_program(parse_module(SYNC), "h100-nvlink")
    # 3 args + permute result + dot result live at the add (its result too): 6 buffers at most.
    assert 5 * N * N * 4 <= result.peak_live_bytes <= 6 * N * N * 4


# ----------------------------------------------------------------- link directions, GEMM fusion
BACK = "dense<[[0, 3], [1, 0], [2, 1], [3, 2]]> : tensor<4x2xi64>"
SKIP = "dense<[[0, 1], [1, 3], [3, 2], [2, 0]]> : tensor<4x2xi64>"  # one ring, not a +/-1 shift of [0..3]


def _two_permutes(pairs_a: str, pairs_b: str) -> str:
    def start(name: str, pairs: str) -> str:
        return (f'%{name} = "stablehlo.async_start"(%x) ({{\n  ^bb0(%a: {T}):\n'
                f'    %q = "stablehlo.collective_permute"(%a) {{source_target_pairs = {pairs}, channel_handle = {CH}}} : ({T}) -> {T}\n'
                f'    stablehlo.return %q : {T}\n  }}) : ({T}) -> !stablehlo.future<{T}>')
    return f"""
module attributes {{mhlo.num_partitions = 4 : i32}} {{
func.func @main(%x: {T}) -> ({T}, {T}) {{
  {start("f", pairs_a)}
  {start("g", pairs_b)}
  %p = "stablehlo.async_done"(%f) : (!stablehlo.future<{T}>) -> {T}
  %r = "stablehlo.async_done"(%g) : (!stablehlo.future<{T}>) -> {T}
  return %p, %r : {T}, {T}
}}
}}"""


def test_opposite_ring_permutes_share_a_link_only_without_two_directions():
    """tpu-v4 ICI has a +1 and a -1 link per axis: the two permutes of the bidirectional looped
    einsum run at once. NVSwitch ports (one send direction): they queue. A permute that is not a
    +/-1 ring shift takes both directions, so it queues behind either."""
    one = simulate_device_program(parse_module(ASYNC), "tpu-v4").comm_time
    both = simulate_device_program(parse_module(_two_permutes(PAIRS, BACK)), "tpu-v4")
    assert both.step_time == pytest.approx(one)
    assert set(both.comm_time_by_stream) == {"comm:n4s1:+1", "comm:n4s1:-1"}
    skip = simulate_device_program(parse_module(_two_permutes(PAIRS, SKIP)), "tpu-v4")
    assert skip.step_time == pytest.approx(2 * one)
    nv_one = simulate_device_program(parse_module(ASYNC), "h100-nvlink").comm_time
    nv = simulate_device_program(parse_module(_two_permutes(PAIRS, BACK)), "h100-nvlink")
    assert nv.step_time == pytest.approx(2 * nv_one)


def test_slices_and_updates_around_a_gemm_are_fused():
    """A dynamic_slice feeding only a GEMM and a dynamic_update_slice placing a GEMM's result cost
    nothing of their own (the GEMM reads / writes them); a slice feeding an elementwise op fuses with
    it into one loop kernel that reads the slice and writes the result."""
    from tag.core.cost_model import gemm_operand_fusion_time

    text = f"""
module {{
func.func @main(%x: tensor<2048x{N}xf32>, %w: {T}, %acc: tensor<2048x{N}xf32>, %i: tensor<i32>) -> (tensor<2048x{N}xf32>, tensor<{N}x{N}xf32>) {{
  %z = stablehlo.constant dense<0> : tensor<i32>
  %s = "stablehlo.dynamic_slice"(%x, %i, %z) {{slice_sizes = array<i64: {N}, {N}>}} : (tensor<2048x{N}xf32>, tensor<i32>, tensor<i32>) -> {T}
  %d = {DOT.replace("%y", "%s")}
  %u = "stablehlo.dynamic_update_slice"(%acc, %d, %i, %z) : (tensor<2048x{N}xf32>, {T}, tensor<i32>, tensor<i32>) -> tensor<2048x{N}xf32>
  %t = "stablehlo.dynamic_slice"(%x, %i, %z) {{slice_sizes = array<i64: {N}, {N}>}} : (tensor<2048x{N}xf32>, tensor<i32>, tensor<i32>) -> {T}
  %e = stablehlo.exponential %t : {T}
  return %u, %e : tensor<2048x{N}xf32>, {T}
}}
}}"""
    module = parse_module(text)
    ops = {op.name + str(i): op for i, op in enumerate(list(module.body.operations)[0].regions[0].blocks[0].operations)}
    chip = get_preset("h100-nvlink").chip
    fused_slice, dot, update, plain_slice = (ops["stablehlo.dynamic_slice1"], ops["stablehlo.dot_general2"],
                                             ops["stablehlo.dynamic_update_slice3"], ops["stablehlo.dynamic_slice4"])
    assert gemm_operand_fusion_time(fused_slice, chip) == 0.0 and gemm_operand_fusion_time(update, chip) == 0.0
    assert gemm_operand_fusion_time(plain_slice, chip) is None
    result = simulate_device_program(module, "h100-nvlink")
    exp = ops["stablehlo.exponential5"]
    loop_kernel = kernel_time(op_flops(exp)[0], 2 * 4 * N * N, chip, "f32", "loop")
    assert result.compute_time == pytest.approx(op_compute_time(dot, chip) + loop_kernel)
    assert loop_kernel < op_compute_time(plain_slice, chip) + op_compute_time(exp, chip)
