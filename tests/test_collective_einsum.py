"""tag-looped-collective-einsum: differential execution (original vs rewritten) on 8 XLA CPU devices,
schedule invariants, the cost-model gate and the explain output."""
from __future__ import annotations

import io
import itertools

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jax.sharding import AxisType, NamedSharding
from jax.sharding import PartitionSpec as P

from tag.dialects.context import make_context, module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.runtime.compare import differential_test
from tag.transforms import PassContext, registered_passes, run_pipeline
from tag.transforms.collective_einsum import reduce_scatter_chains

from collective_einsum_cases import CASES, MESHES, lower_case, ops_named, partitioned, rewritten

PASS = "tag-looped-collective-einsum"
COMBOS = [(1, False), (1, True), (2, False), (2, True)]


def _matrix() -> list:
    """Every case x n x unroll x bidirectional x dtype x mesh; one rotating configuration per
    (case, unroll, bidirectional) stays in the fast set, the rest is marked slow."""
    params = []
    configs = [(n, layout, dt) for n in (2, 4, 8) for layout in MESHES for dt in ("f32", "bf16")
               if not (n == 8 and layout != "1d")]
    fast_pick = [(4, "1d", "bf16"), (2, "2d-major", "f32"), (8, "1d", "bf16"), (4, "2d-minor", "f32"),
                 (4, "2d-major", "bf16"), (2, "1d", "bf16"), (8, "1d", "f32"), (2, "2d-minor", "bf16")]
    rot = 0
    for name in CASES:
        for unroll, bidir in COMBOS:
            fast = fast_pick[rot % len(fast_pick)]
            rot += 1
            for cfg in configs:
                marks = () if cfg == fast else (pytest.mark.slow,)
                params.append(pytest.param(name, *cfg, unroll, bidir, marks=marks,
                                           id=f"{name}-{cfg[0]}way-{cfg[1]}-{cfg[2]}-u{unroll}-{'bi' if bidir else 'uni'}"))
    return params


def _check(text: str, unroll: int, bidir: bool, expect_rewrite: bool = True) -> None:
    ref, cand = rewritten(text, unroll, bidir)
    collectives = ops_named(cand, "stablehlo.all_gather") + ops_named(cand, "stablehlo.reduce_scatter")
    if expect_rewrite:
        assert collectives == 0, module_to_text(cand)
        assert ops_named(cand, "stablehlo.collective_permute") >= 1
    differential_test(ref, cand).assert_ok()


@pytest.mark.parametrize("name,n,layout,dtype,unroll,bidir", _matrix())
def test_differential(name: str, n: int, layout: str, dtype: str, unroll: int, bidir: bool) -> None:
    _check(lower_case(CASES[name], n, layout, dtype), unroll, bidir)


def _odd_matrix() -> list:
    fast = {("ag-free-lhs", 3, 2, False), ("ag-contracting-rhs", 3, 1, True), ("rs-free-lhs", 3, 2, False),
            ("rs-batch", 3, 2, True), ("ag-batch-rhs", 5, 2, True)}
    params = []
    for name, n, (unroll, bidir) in itertools.product(
            ["ag-free-lhs", "ag-contracting-rhs", "ag-batch-rhs", "rs-free-lhs", "rs-batch"], [3, 5], COMBOS):
        marks = () if (name, n, unroll, bidir) in fast else (pytest.mark.slow,)
        params.append(pytest.param(name, n, unroll, bidir, marks=marks,
                                   id=f"{name}-{n}way-u{unroll}-{'bi' if bidir else 'uni'}"))
    return params


@pytest.mark.parametrize("name,n,unroll,bidir", _odd_matrix())
def test_odd_group_sizes(name: str, n: int, unroll: int, bidir: bool) -> None:
    """Odd n exercises the unroll epilogue and the unequal halves of the bidirectional schedules."""
    sizes = {"b": 2 * n, "m": 4 * n, "k": 4 * n, "n": 4 * n}
    _check(lower_case(CASES[name], n, "1d", "bf16", sizes), unroll, bidir)


# ------------------------------------------------------------------------------- schedule invariants
@pytest.mark.parametrize("unroll,bidir", COMBOS)
def test_reduce_scatter_chains_partition_the_ring(unroll: int, bidir: bool) -> None:
    """Chains cover each offset 0..n-1 exactly once, counts differ by at most one, and each chain's
    shard formula visits its arc: at its last step it sits at offset `end` from the owner."""
    for n in range(2, 17):
        chains = reduce_scatter_chains(n, unroll, bidir)
        covered = sorted((c.a + i) % n for c in chains for i in range(c.count))
        assert covered == list(range(n)), (n, chains)
        counts = [c.count for c in chains]
        assert max(counts) - min(counts) <= 1
        for c in chains:
            for p in range(n):  # device p at the last step holds shard p - end
                k = c.count - 1
                assert (p + c.sign * k + c.offset) % n == (p - c.end) % n
        assert any(c.end % n == 0 for c in chains)


# --------------------------------------------------------------------------------- gate and explain
def _explain(module, options: str) -> str:
    stream = io.StringIO()
    run_pipeline(module, f"builtin.module({PASS}{{{options}}})",
                 pass_context=PassContext(explain=True, explain_stream=stream))
    return stream.getvalue()


def test_gate_leaves_small_dot_alone_and_explains() -> None:
    module = partitioned(lower_case(CASES["ag-free-lhs"], 4, "1d", "bf16"))
    before = module_to_text(module)
    text = _explain(module, "gate=cost-model hardware=tpu-v4")
    assert module_to_text(module) == before
    assert "all-gather candidate, case free, group size 4: comp" in text
    assert "ring_comm" in text and "epilogue" in text and "verdict: gated off" in text
    assert "left alone: gated off by the cost model on tpu-v4" in text


def test_gate_rewrites_when_compute_hides_the_ring() -> None:
    text = """
    module @m attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
      func.func public @main(%a: tensor<2048x512xbf16>, %b: tensor<4096x2048xbf16>) -> tensor<2048x2048xbf16> {
        %0 = "stablehlo.all_gather"(%a) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<2048x512xbf16>) -> tensor<2048x4096xbf16>
        %1 = stablehlo.dot_general %0, %b, contracting_dims = [1] x [0] : (tensor<2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<2048x2048xbf16>
        return %1 : tensor<2048x2048xbf16>
      }
    }"""
    module = parse_module(text, make_context())
    out = _explain(module, "hardware=a100-pcie")
    assert "verdict: rewrite" in out
    assert ops_named(module, "stablehlo.all_gather") == 0 and ops_named(module, "stablehlo.while") == 1


def test_unknown_hardware_and_bad_unroll_fail_at_option_parsing() -> None:
    cls = registered_passes()[PASS]
    with pytest.raises(TagError, match=r"unknown hardware preset 'tpu-v5'.*did you mean 'tpu-v4'"):
        cls.from_options([("hardware", "tpu-v5")])
    with pytest.raises(TagError, match="unroll"):
        cls.from_options([("unroll", "3")])


def test_non_dot_user_is_left_alone() -> None:
    mesh = jax.make_mesh((4,), ("d",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:4])

    def body(a, b):
        g = jax.lax.all_gather(a, "d", axis=0, tiled=True)
        return g @ b + g[:, :16]

    fn = jax.shard_map(body, mesh=mesh, in_specs=(P("d", None), P()), out_specs=P(), check_vma=False)
    args = [jax.ShapeDtypeStruct((16, 16), jnp.float32, sharding=NamedSharding(mesh, P("d", None))),
            jax.ShapeDtypeStruct((16, 16), jnp.float32, sharding=NamedSharding(mesh, P()))]
    module = partitioned(jax.jit(fn).lower(*args).as_text())
    before = module_to_text(module)
    out = _explain(module, "gate=always")
    assert module_to_text(module) == before
    assert "not a dot_general" in out


def test_two_candidates_on_one_dot_pick_one() -> None:
    """Both dot operands come from all_gathers: exactly one is decomposed (§5.5 choice), the other stays."""
    mesh = jax.make_mesh((4,), ("d",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:4])

    def body(a, b):
        return jax.lax.all_gather(a, "d", axis=0, tiled=True) @ jax.lax.all_gather(b, "d", axis=1, tiled=True)

    fn = jax.shard_map(body, mesh=mesh, in_specs=(P("d", None), P(None, "d")), out_specs=P(), check_vma=False)
    args = [jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=NamedSharding(mesh, P("d", None))),
            jax.ShapeDtypeStruct((8, 32), jnp.float32, sharding=NamedSharding(mesh, P(None, "d")))]
    ref = partitioned(jax.jit(fn).lower(*args).as_text())
    cand = parse_module(module_to_text(ref), ref.context)
    out = _explain(cand, "gate=always")
    assert ops_named(cand, "stablehlo.all_gather") == 1
    assert "decomposed against the all-gather instead" in out
    differential_test(ref, cand).assert_ok()


def test_megatron_mlp_auto_sharded() -> None:
    """Input kind (b): auto-sharded jit (W1 column-, W2 row-sharded) partitioned by tag-partition; the
    pass rewrites whatever matches and the step still computes the same values."""
    mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Auto,) * 2)

    def mlp(x, w1, w2):
        return jnp.tanh(x @ w1) @ w2

    args = [jax.ShapeDtypeStruct((16, 32), jnp.float32, sharding=NamedSharding(mesh, P(None, "y"))),
            jax.ShapeDtypeStruct((32, 64), jnp.float32, sharding=NamedSharding(mesh, P(None, "y"))),
            jax.ShapeDtypeStruct((64, 32), jnp.float32, sharding=NamedSharding(mesh, P("y", None)))]
    text = jax.jit(mlp, out_shardings=NamedSharding(mesh, P("y", None))).lower(*args).as_text()
    for unroll, bidir in [(1, False), (2, True)]:
        ref, cand = rewritten(text, unroll, bidir)
        assert ops_named(ref, "stablehlo.all_gather") == 1  # x gathered along y before x @ w1
        assert ops_named(cand, "stablehlo.all_gather") == 0
        differential_test(ref, cand).assert_ok()


# ------------------------------------------------------------------------------------------ property
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(sorted(CASES)), n=st.sampled_from([2, 4]), unroll=st.sampled_from([1, 2]),
       bidir=st.booleans(), mult=st.tuples(st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.integers(1, 3)))
def test_random_dims(name: str, n: int, unroll: int, bidir: bool, mult: tuple[int, int, int, int]) -> None:
    sizes = dict(zip("bmkn", (n * m for m in mult)))
    _check(lower_case(CASES[name], n, "1d", "f32", sizes), unroll, bidir)


def test_all_gather_with_two_dot_users_shares_one_loop() -> None:
    """One permuted buffer feeds both dots: a single while loop, one accumulator per dot."""
    mesh = jax.make_mesh((4,), ("d",), axis_types=(AxisType.Explicit,), devices=jax.devices()[:4])

    def body(a, b, c):
        g = jax.lax.all_gather(a, "d", axis=1, tiled=True)
        return g @ b, jnp.einsum("mk,nk->mn", g, c)

    fn = jax.shard_map(body, mesh=mesh, in_specs=(P(None, "d"), P(), P()), out_specs=(P(), P()), check_vma=False)
    args = [jax.ShapeDtypeStruct((16, 16), jnp.float32, sharding=NamedSharding(mesh, P(None, "d"))),
            jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=NamedSharding(mesh, P())),
            jax.ShapeDtypeStruct((8, 16), jnp.float32, sharding=NamedSharding(mesh, P()))]
    ref, cand = rewritten(jax.jit(fn).lower(*args).as_text())
    assert ops_named(cand, "stablehlo.all_gather") == 0 and ops_named(cand, "stablehlo.while") == 1
    differential_test(ref, cand).assert_ok()
