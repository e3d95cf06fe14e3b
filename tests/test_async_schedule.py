"""tag-async-collectives, tag-schedule-overlap, tag-async-to-sync: structure, XLA acceptance and
differential execution on 8 CPU devices (per-device programs with collective_permute rings)."""
from __future__ import annotations

from collections import Counter

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, given, settings
from jax.extend.mlir import ir

from tag.core.hardware import get_preset
from tag.dialects.context import module_to_text, op_counts, parse_module
from tag.dialects.diagnostics import TagError
from tag.runtime.compare import differential_test
from tag.runtime.xla import compile_module
from tag.transforms import run_pipeline
from tag.transforms.schedule_overlap import build_graph, collect_blocks, schedule_module

RING4 = "[[0,1],[1,2],[2,3],[3,0],[4,5],[5,6],[6,7],[7,4]]"       # rings in [[0,1,2,3],[4,5,6,7]]
PAIRS = "[[0,4],[4,0],[1,5],[5,1],[2,6],[6,2],[3,7],[7,3]]"         # pairs in [[0,4],[1,5],[2,6],[3,7]]
HEADER = ('module @m attributes {mhlo.num_partitions = 8 : i32, '
          'tag.mesh = {axes = ["d"], shape = array<i64: 8>}} {')


def permute(result: str, operand: str, pairs: str, handle: int, t: str) -> str:
    return (f'{result} = "stablehlo.collective_permute"({operand}) {{source_target_pairs = dense<{pairs}> : '
            f'tensor<8x2xi64>, channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>}} '
            f': ({t}) -> {t}')


def straight(elt: str = "f32") -> str:
    """Two permutes whose results are used late; independent matmuls in between."""
    t = f"tensor<2x4x{elt}>"
    w = f"tensor<4x4x{elt}>"
    return f"""{HEADER}
  func.func public @main(%x: {t} {{tag.sharding = [["d"], []]}}, %w: {w} {{tag.sharding = [[], []]}})
      -> ({t} {{tag.sharding = [["d"], []]}}, {t} {{tag.sharding = [["d"], []]}}) {{
    %a = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    {permute("%p1", "%x", RING4, 1, t)}
    %b = stablehlo.tanh %a : {t}
    {permute("%p2", "%b", PAIRS, 2, t)}
    %e = stablehlo.multiply %a, %a : {t}
    %e2 = stablehlo.dot_general %e, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %c = stablehlo.dot_general %p1, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %d = stablehlo.add %c, %p2 : {t}
    return %d, %e2 : {t}, {t}
  }}
}}"""


def looped(elt: str = "f32") -> str:
    """A ring loop (3 steps): each step sends the carried block on and multiplies the local one."""
    t = f"tensor<2x4x{elt}>"
    w = f"tensor<4x4x{elt}>"
    return f"""{HEADER}
  func.func public @main(%x: {t} {{tag.sharding = [["d"], []]}}, %w: {w} {{tag.sharding = [[], []]}})
      -> ({t} {{tag.sharding = [["d"], []]}}) {{
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %zero = stablehlo.constant dense<0.0> : {t}
    %r:3 = stablehlo.while(%i = %c0, %cur = %x, %acc = %zero) : tensor<i32>, {t}, {t}
     cond {{
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
     }} do {{
      {permute("%next", "%cur", RING4, 1, t)}
      {permute("%other", "%cur", PAIRS, 2, t)}
      %m = stablehlo.dot_general %cur, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
      %s = stablehlo.sine %m : {t}
      %acc1 = stablehlo.add %acc, %s : {t}
      %acc2 = stablehlo.add %acc1, %other : {t}
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %j, %next, %acc2 : tensor<i32>, {t}, {t}
     }}
    %out = stablehlo.add %r#1, %r#2 : {t}
    return %out : {t}
  }}
}}"""


def transformed(text: str, pipeline: str) -> ir.Module:
    module = parse_module(text)
    run_pipeline(module, pipeline)
    module.operation.verify()
    return module


def op_names(module: ir.Module) -> Counter:
    return op_counts(module)


def async_positions(module: ir.Module) -> list[tuple[int, int]]:
    """(start position, done position) of each async pair in each block (original start order)."""
    pairs = []
    for _, block in collect_blocks(module):
        ops = [o.operation for o in block.operations]
        for i, op in enumerate(ops):
            if op.name == "stablehlo.async_start":
                done = next(u.owner.operation for u in op.results[0].uses)
                pairs.append((i, ops.index(done)))
    return pairs


# ------------------------------------------------------------------------------------------ tests
@pytest.mark.parametrize("elt", ["f32", "bf16"])
def test_async_collectives_compile_to_collective_permute_start(elt: str) -> None:
    module = transformed(straight(elt), "builtin.module(tag-async-collectives)")
    names = op_names(module)
    assert names["stablehlo.async_start"] == names["stablehlo.async_done"] == 2
    assert names["stablehlo.collective_permute"] == 2  # inside the regions
    hlo = compile_module(module).compiled.hlo_modules()[0].to_string()
    assert "collective-permute-start" in hlo
    differential_test(straight(elt), module).assert_ok()


@pytest.mark.parametrize("mode", ["bottom-up", "top-down"])
@pytest.mark.parametrize("elt", ["f32", "bf16"])
def test_schedule_straight_line(mode: str, elt: str) -> None:
    pipeline = f"builtin.module(tag-async-collectives,tag-schedule-overlap{{mode={mode}}})"
    module = transformed(straight(elt), pipeline)
    windows = [d - s - 1 for s, d in async_positions(module)]
    assert all(w >= 2 for w in windows), windows
    differential_test(straight(elt), module).assert_ok()


@pytest.mark.parametrize("mode", ["bottom-up", "top-down"])
@pytest.mark.parametrize("elt", ["f32", "bf16"])
def test_schedule_inside_while(mode: str, elt: str) -> None:
    pipeline = f"builtin.module(tag-async-collectives,tag-schedule-overlap{{mode={mode} max-in-flight=2}})"
    module = transformed(looped(elt), pipeline)
    windows = [d - s - 1 for s, d in async_positions(module)]
    assert len(windows) == 2 and all(w >= 1 for w in windows), windows
    # the async ops stay inside the loop body
    text = module_to_text(module)
    assert text.index("stablehlo.async_start") > text.index("do {")
    differential_test(looped(elt), module).assert_ok()


def test_max_in_flight_is_honoured() -> None:
    for limit in (1, 2, 0):
        module = transformed(looped(), "builtin.module(tag-async-collectives,tag-schedule-overlap{max-in-flight="
                             f"{limit}}})")
        for _, block in collect_blocks(module):
            open_now = peak = 0
            for op in block.operations:
                name = op.operation.name
                open_now += name == "stablehlo.async_start"
                open_now -= name == "stablehlo.async_done"
                peak = max(peak, open_now)
            if limit:
                assert peak <= limit
        if limit == 0:
            assert peak == 2


def test_async_to_sync_round_trip() -> None:
    original = parse_module(looped())
    # Without scheduling the round trip is exact.
    same = transformed(looped(), "builtin.module(tag-async-collectives,tag-async-to-sync)")
    assert module_to_text(same) == module_to_text(original)
    # After scheduling it is the same program up to op order.
    for at in ("done", "start"):
        back = transformed(looped(), "builtin.module(tag-async-collectives,tag-schedule-overlap,"
                                     f"tag-async-to-sync{{at={at}}})")
        assert op_names(back) == op_names(original)
        differential_test(looped(), back).assert_ok()


def test_all_collectives_async_match() -> None:
    t = "tensor<2x4xf32>"
    groups = "dense<[[0,1,2,3],[4,5,6,7]]> : tensor<2x4xi64>"
    common = f"replica_groups = {groups}, use_global_device_ids"
    text = f"""{HEADER}
  func.func public @main(%x: {t} {{tag.sharding = [["d"], []]}})
      -> (tensor<8x4xf32> {{tag.sharding = [["d"], []]}}, {t} {{tag.sharding = [["d"], []]}},
          tensor<2x1xf32> {{tag.sharding = [["d"], []]}}) {{
    %g = "stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, {common},
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}} : ({t}) -> tensor<8x4xf32>
    %r = "stablehlo.all_reduce"(%x) ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }}) {{{common}, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>}} : ({t}) -> {t}
    %y = stablehlo.cosine %x : {t}
    %rs = "stablehlo.reduce_scatter"(%y) ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
    }}) {{scatter_dimension = 1 : i64, {common}, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>}}
        : ({t}) -> tensor<2x1xf32>
    return %g, %r, %rs : tensor<8x4xf32>, {t}, tensor<2x1xf32>
  }}
}}"""
    module = transformed(text, "builtin.module(tag-async-collectives{ops=all},tag-schedule-overlap{max-in-flight=0})")
    assert op_names(module)["stablehlo.async_start"] == 3
    differential_test(text, module).assert_ok()
    # default: only collective_permute, so nothing happens here
    untouched = transformed(text, "builtin.module(tag-async-collectives,tag-schedule-overlap)")
    assert module_to_text(untouched) == module_to_text(parse_module(text))


def test_all_to_all_async_only_where_xla_accepts_it() -> None:
    """ops=all makes an all_to_all with split == concat dimension asynchronous; one whose dimensions
    differ stays synchronous (XLA lowers it with reshapes an async computation may not hold: the
    compile below fails if it is wrapped). Both compute what the synchronous program does."""
    a2a = ('"stablehlo.all_to_all"(%x) {{channel_handle = #stablehlo.channel_handle<handle = {h}, type = 1>, '
           'concat_dimension = {c} : i64, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, '
           'split_count = 4 : i64, split_dimension = 0 : i64}} : (tensor<4x8xf32>) -> {t}')
    text = f"""{HEADER}
  func.func public @main(%x: tensor<4x8xf32> {{tag.sharding = [["d"], []]}}) -> (tensor<4x8xf32>, tensor<1x32xf32>) {{
    %a = {a2a.format(h=1, c=0, t="tensor<4x8xf32>")}
    %b = {a2a.format(h=2, c=1, t="tensor<1x32xf32>")}
    %s = stablehlo.sine %a : tensor<4x8xf32>
    return %s, %b : tensor<4x8xf32>, tensor<1x32xf32>
  }}
}}"""
    module = transformed(text, "builtin.module(tag-async-collectives{ops=all},tag-schedule-overlap)")
    assert op_names(module)["stablehlo.async_start"] == 1 and op_names(module)["stablehlo.all_to_all"] == 2
    compile_module(module)
    differential_test(text, module).assert_ok()


def test_bad_ops_option() -> None:
    with pytest.raises(TagError, match="option 'ops'"):
        transformed(straight(), "builtin.module(tag-async-collectives{ops=broadcast})")


def test_ordered_ops_keep_their_order_and_reports() -> None:
    t = "tensor<4xf32>"
    text = f"""module attributes {{mhlo.num_partitions = 8 : i32}} {{
  func.func public @main(%x: {t}) -> ({t}, {t}) {{
    %a = stablehlo.custom_call @foo(%x) : ({t}) -> {t}
    {permute("%p", "%x", RING4, 1, t)}
    %b = stablehlo.custom_call @bar(%a) : ({t}) -> {t}
    %c = stablehlo.sine %b : {t}
    %d = stablehlo.add %p, %c : {t}
    return %d, %a : {t}, {t}
  }}
}}"""
    module = parse_module(text)
    run_pipeline(module, "builtin.module(tag-async-collectives)")
    reports = schedule_module(module, "bottom-up", 2)
    assert len(reports) == 1
    report = reports[0][1]
    assert report.pairs == 1 and report.windows_before == [0] and report.windows_after[0] >= 3
    assert report.peak_after <= report.peak_before + 16
    names = [o.operation.name for o in module.body.operations[0].regions[0].blocks[0].operations]
    foo = [i for i, n in enumerate(names) if n == "stablehlo.custom_call"]
    assert len(foo) == 2
    text_out = module_to_text(module)
    assert text_out.index("@foo") < text_out.index("@bar")


# ------------------------------------------------------------------------------- property test
UNARY = ["stablehlo.sine", "stablehlo.tanh", "stablehlo.negate"]
BINARY = ["stablehlo.add", "stablehlo.multiply", "stablehlo.subtract"]


@st.composite
def random_program(draw) -> str:
    t = "tensor<2x4xf32>"
    values = ["%x", "%y"]
    lines = []
    handle = 1
    for k in range(draw(st.integers(3, 12))):
        kind = draw(st.sampled_from(["unary", "binary", "permute", "permute"]))
        name = f"%v{k}"
        if kind == "unary":
            op = draw(st.sampled_from(UNARY))
            lines.append(f"{name} = {op} {draw(st.sampled_from(values))} : {t}")
        elif kind == "binary":
            op = draw(st.sampled_from(BINARY))
            a, b = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"{name} = {op} {a}, {b} : {t}")
        else:
            lines.append(permute(name, draw(st.sampled_from(values)), draw(st.sampled_from([RING4, PAIRS])),
                                 handle, t))
            handle += 1
        values.append(name)
    outs = sorted(set([values[-1]] + draw(st.lists(st.sampled_from(values[2:]), min_size=0, max_size=2))))
    shard = '{tag.sharding = [["d"], []]}'
    body = "\n    ".join(lines)
    return f"""{HEADER}
  func.func public @main(%x: {t} {shard}, %y: {t} {shard}) -> ({", ".join(f"{t} {shard}" for _ in outs)}) {{
    {body}
    return {", ".join(outs)} : {", ".join(t for _ in outs)}
  }}
}}"""


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(program=random_program(), mode=st.sampled_from(["bottom-up", "top-down"]), limit=st.integers(0, 3),
       wrap=st.sampled_from(["", ",tag-async-to-sync"]))
def test_random_programs_stay_equal(program: str, mode: str, limit: int, wrap: str) -> None:
    module = transformed(program, f"builtin.module(tag-async-collectives,"
                                  f"tag-schedule-overlap{{mode={mode} max-in-flight={limit}}}{wrap})")
    # valid: verifier passed inside `transformed`; every block's order respects the graph
    for _, block in collect_blocks(module):
        graph = build_graph(block)
        if graph is not None:
            assert all(i < j for j, ps in enumerate(graph.preds) for i in ps)
    assert op_names(module)["stablehlo.collective_permute"] == program.count("collective_permute")
    differential_test(program, module).assert_ok()


@settings(max_examples=60, deadline=None)
@given(program=random_program(), mode=st.sampled_from(["bottom-up", "top-down"]), limit=st.integers(0, 3))
def test_random_programs_schedule_is_valid(program: str, mode: str, limit: int) -> None:
    """Cheap (no XLA): the verifier accepts every schedule (so data dependences hold) and the
    in-flight budget holds."""
    module = transformed(program, f"builtin.module(tag-async-collectives,"
                                  f"tag-schedule-overlap{{mode={mode} max-in-flight={limit}}})")
    open_now = 0
    for op in module.body.operations[0].regions[0].blocks[0].operations:
        open_now += op.operation.name == "stablehlo.async_start"
        open_now -= op.operation.name == "stablehlo.async_done"
        assert limit == 0 or open_now <= limit
    # scheduling an already scheduled module again stays valid and within budget
    run_pipeline(module, f"builtin.module(tag-schedule-overlap{{mode={mode} max-in-flight={limit}}})")
    module.operation.verify()


def chained(elt: str = "f32") -> str:
    """The unroll=2 loop step: the second permute sends the first one's result; each buffer feeds
    one dot. p1 = permute(x); d1 = dot(x); p2 = permute(p1); d2 = dot(p1)."""
    t = f"tensor<2x4x{elt}>"
    w = f"tensor<4x4x{elt}>"
    return f"""{HEADER}
  func.func public @main(%x: {t} {{tag.sharding = [["d"], []]}}, %w: {w} {{tag.sharding = [[], []]}})
      -> ({t} {{tag.sharding = [["d"], []]}}, {t} {{tag.sharding = [["d"], []]}}, {t} {{tag.sharding = [["d"], []]}}) {{
    {permute("%p1", "%x", RING4, 1, t)}
    %d1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    {permute("%p2", "%p1", RING4, 2, t)}
    %d2 = stablehlo.dot_general %p1, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %s = stablehlo.add %d1, %d2 : {t}
    return %s, %p2, %d2 : {t}, {t}, {t}
  }}
}}"""


def fanout(elt: str = "f32") -> str:
    """A ring of two permutes (p2 = permute(p1)) beside three independent dots: p1 arrives while the
    first dot runs, so the second permute should start then, not after all three."""
    t = f"tensor<2x4x{elt}>"
    w = f"tensor<4x4x{elt}>"
    return f"""{HEADER}
  func.func public @main(%x: {t} {{tag.sharding = [["d"], []]}}, %w: {w} {{tag.sharding = [[], []]}})
      -> ({t} {{tag.sharding = [["d"], []]}}, {t} {{tag.sharding = [["d"], []]}}) {{
    {permute("%p1", "%x", RING4, 1, t)}
    %d1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %d2 = stablehlo.dot_general %d1, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %d3 = stablehlo.dot_general %d2, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    %d4 = stablehlo.dot_general %d3, %w, contracting_dims = [1] x [0] : ({t}, {w}) -> {t}
    {permute("%p2", "%p1", RING4, 2, t)}
    %s = stablehlo.add %d4, %p2 : {t}
    return %s, %d1 : {t}, {t}
  }}
}}"""


def test_start_fed_by_a_done_keeps_the_first_window_open() -> None:
    """Bottom-up: the second start inherits its producer done's key, so done1 stays after dot d1
    (keyed by its producer's index it pulled done1 right after start1: an exposed permute)."""
    module = transformed(chained(), "builtin.module(tag-async-collectives,tag-schedule-overlap{mode=bottom-up})")
    (s1, d1), (s2, d2) = sorted(async_positions(module))
    assert d1 - s1 - 1 >= 1, (s1, d1)  # dot d1 runs while permute 1 is in flight
    assert s2 == d1 + 1 and d2 - s2 - 1 >= 1  # permute 2 starts as soon as its operand arrives
    differential_test(chained(), module).assert_ok()


# ------------------------------------------------------------------------ timing-aware priority
def _big(text: str) -> str:
    """The same program at sizes where GEMMs and permutes take tens of microseconds."""
    return text.replace("tensor<2x4x", "tensor<2048x2048x").replace("tensor<4x4x", "tensor<2048x2048x")


@pytest.mark.parametrize("hw", ["tpu-v4", "h100-nvlink"])
def test_timing_priority_never_slower_than_keys(hw: str) -> None:
    """priority=timing is never slower in the device simulator than priority=keys (same mode), is
    strictly faster where the key order exposes a permute (top-down: done₁ went right before its
    user, after dot d1, so permute 2 could not start before it), and its estimate of a straight-line
    block is the device simulator's step time."""
    from tag.runtime.device_sim import simulate_device_program
    from tag.transforms.schedule_overlap import (
        block_costs,
        build_graph,
        collect_blocks,
        estimate_order,
    )

    for program in (chained, fanout, straight, looped):
        text = _big(program("bf16"))
        for mode in ("bottom-up", "top-down"):
            step = {}
            for priority in ("keys", "timing"):
                module = transformed(text, f"builtin.module(tag-async-collectives,tag-schedule-overlap{{mode={mode} "
                                           f"priority={priority} hardware={hw}}})")
                step[priority] = simulate_device_program(module, hw).step_time
                if program is not looped:  # one block, no loop: the estimate is the simulator
                    (_, block), = collect_blocks(module)
                    graph = build_graph(block)
                    est = estimate_order(graph, list(range(len(graph.ops))), block_costs(graph, get_preset(hw)))
                    assert est.makespan == pytest.approx(step[priority], rel=1e-9)
            assert step["timing"] <= step["keys"] * (1 + 1e-12), (program.__name__, mode, step)
            if (program is chained and mode == "top-down") or program is fanout:
                assert step["timing"] < 0.99 * step["keys"], (program.__name__, mode, step)


@pytest.mark.parametrize("mode", ["bottom-up", "top-down"])
def test_timing_priority_keeps_numerics(mode: str) -> None:
    for program in (chained, fanout, looped):
        module = transformed(program(), f"builtin.module(tag-async-collectives,tag-schedule-overlap{{mode={mode} "
                                        f"priority=timing hardware=h100-nvlink max-in-flight=1}})")
        differential_test(program(), module).assert_ok()


def test_timing_priority_needs_a_known_preset() -> None:
    with pytest.raises(TagError, match="no-such-chip"):
        transformed(straight(), "builtin.module(tag-schedule-overlap{hardware=no-such-chip})")
