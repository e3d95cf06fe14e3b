"""`runtime.hlo_census`: the kernels XLA emitted, counted in its optimized HLO text."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from tag.runtime.hlo_census import KernelCensus, kernel_census

# the shapes XLA GPU prints: fused bodies, a reducer, a command buffer run by `call`, an async-wrapped
# library call, a while loop whose body launches one fusion
GPU_LIKE = """HloModule m, is_scheduled=true

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %s = f32[] add(%a, %b)
}

%fused_computation (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %c = f32[] constant(1)
  %bc = f32[8]{0} broadcast(%c), dimensions={}
  ROOT %r = f32[8]{0} add(%p, %bc)
}

%fused_reduce (p.1: f32[8]) -> f32[] {
  %p.1 = f32[8]{0} parameter(0)
  %z = f32[] constant(0)
  ROOT %red = f32[] reduce(%p.1, %z), dimensions={0}, to_apply=%add
}

%command_buffer (q: f32[8], w: f32[8,8]) -> (f32[8], f32[]) {
  %q = f32[8]{0} parameter(0)
  %w = f32[8,8]{1,0} parameter(1)
  %f1 = f32[8]{0} fusion(%q), kind=kLoop, calls=%fused_computation
  %f2 = f32[] fusion(%f1), kind=kInput, calls=%fused_reduce
  ROOT %t = (f32[8]{0}, f32[]) tuple(%f1, %f2)
}

%wrapped (x: f32[8,8], y: f32[8,8]) -> f32[8,8] {
  %x = f32[8,8]{1,0} parameter(0)
  %y = f32[8,8]{1,0} parameter(1)
  ROOT %gemm = f32[8,8]{1,0} custom-call(%x, %y), custom_call_target="__cublas$gemm"
}

%body (s: (s32[], f32[8])) -> (s32[], f32[8]) {
  %s = (s32[], f32[8]{0}) parameter(0)
  %i = s32[] get-tuple-element(%s), index=0
  %v = f32[8]{0} get-tuple-element(%s), index=1
  %f3 = f32[8]{0} fusion(%v), kind=kLoop, calls=%fused_computation
  ROOT %o = (s32[], f32[8]{0}) tuple(%i, %f3)
}

%cond (s.1: (s32[], f32[8])) -> pred[] {
  %s.1 = (s32[], f32[8]{0}) parameter(0)
  ROOT %k = pred[] constant(false)
}

ENTRY %main (a0: f32[8], a1: f32[8,8]) -> (f32[8], f32[], f32[8,8], (s32[], f32[8])) {
  %a0 = f32[8]{0} parameter(0)
  %a1 = f32[8,8]{1,0} parameter(1)
  %cb = (f32[8]{0}, f32[]) call(%a0, %a1), to_apply=%command_buffer
  %g0 = f32[8]{0} get-tuple-element(%cb), index=0
  %g1 = f32[] get-tuple-element(%cb), index=1
  %start = ((f32[8,8]{1,0}, f32[8,8]{1,0}), f32[8,8]{1,0}) async-start(%a1, %a1), calls=%wrapped
  %done = f32[8,8]{1,0} async-done(%start)
  %copy = f32[8,8]{1,0} copy(%done)
  %zero = s32[] constant(0)
  %init = (s32[], f32[8]{0}) tuple(%zero, %g0)
  %loop = (s32[], f32[8]{0}) while(%init), condition=%cond, body=%body
  ROOT %out = (f32[8]{0}, f32[], f32[8,8]{1,0}, (s32[], f32[8]{0})) tuple(%g0, %g1, %copy, %loop)
}
"""


def test_census_counts_kernels_of_sequences_not_of_fused_bodies_or_reducers():
    # command buffer: 2 fusions; async-wrapped: 1 custom call; ENTRY: 1 copy; while body: 1 fusion
    assert kernel_census(GPU_LIKE) == KernelCensus(kernels=5, fusions=3, library=1, other=1)


def test_census_of_a_compiled_executable_counts_a_multi_output_fusion():
    def f(x, w):
        m = jnp.tanh(x @ w)
        return m, m + 1.0, jnp.sum(m)

    args = (jnp.ones((8, 8)), jnp.ones((8, 8)))
    text = jax.jit(f).lower(*args).compile().as_text()
    census = kernel_census(text)
    entry = text[text.index("ENTRY"):]
    launched = [ln for ln in entry.splitlines() if " = " in ln
                and not any(f" {op}(" in ln for op in ("parameter", "constant", "tuple", "get-tuple-element",
                                                      "bitcast"))]
    assert census.kernels == len(launched) >= 1
    assert kernel_census("") == KernelCensus(0, 0, 0, 0)
