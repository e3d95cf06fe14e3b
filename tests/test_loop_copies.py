"""core.loop_copies: which carried values of a while loop XLA copies back each iteration, and the
device simulator charging them."""
import pytest

from tag.core.cost_model import copy_time
from tag.core.hardware import get_preset
from tag.core.loop_copies import loop_carried_copies
from tag.dialects.context import parse_module
from tag.runtime.device_sim import simulate_device_program

T = "tensor<256x256xf32>"
BYTES = 4 * 256 * 256
HEADER = "module @m attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {"
PAIRS = "source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>"


def _start(result: str, operand: str, handle: int) -> str:
    return f"""{result} = "stablehlo.async_start"({operand}) ({{
      ^bb0(%arg: {T}):
        %p = "stablehlo.collective_permute"(%arg) {{{PAIRS}, channel_handle = #stablehlo.channel_handle<handle = {handle}, type = 1>}} : ({T}) -> {T}
        stablehlo.return %p : {T}
      }}) : ({T}) -> !stablehlo.future<{T}>"""


def _done(result: str, future: str) -> str:
    return f'{result} = "stablehlo.async_done"({future}) : (!stablehlo.future<{T}>) -> {T}'


def _loop(body: str, returns: str, trips: int = 3) -> str:
    """A counted loop carrying (i, a, b); `body` uses %a, %b, %w and ends with `returns` (a and b)."""
    return f"""{HEADER}
  func.func public @main(%x: {T}, %y: {T}, %w: {T}) -> ({T}, {T}) {{
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:3 = stablehlo.while(%i = %c0, %a = %x, %b = %y) : tensor<i32>, {T}, {T}
    cond {{
      %n = stablehlo.constant dense<{trips}> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }} do {{
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      {body}
      stablehlo.return %j, {returns} : tensor<i32>, {T}, {T}
    }}
    return %r#1, %r#2 : {T}, {T}
  }}
}}"""


def _copies(text: str) -> list[tuple[int, int]]:
    module = parse_module(text)
    main = next(iter(module.body.operations))
    loop = next(op for op in main.regions[0].blocks[0].operations if op.name == "stablehlo.while")
    return loop_carried_copies(loop)


DOT = f"stablehlo.dot_general %S, %w, contracting_dims = [1] x [0] : ({T}, {T}) -> {T}"


def test_a_permute_of_its_own_slot_is_copied():
    """Algorithm 1's loop: the ring buffer is sent and the received one returned in its slot."""
    body = f"""{_start("%f", "%a", 1)}
      %d = {DOT.replace("%S", "%a")}
      {_done("%g", "%f")}"""
    assert _copies(_loop(body, "%g, %d")) == [(1, BYTES)]


def test_pass_through_and_in_place_updates_are_not_copied():
    body = f"""%z = stablehlo.constant dense<0> : tensor<i32>
      %d = {DOT.replace("%S", "%w")}
      %u = stablehlo.dynamic_update_slice %b, %d, %z, %z : ({T}, {T}, tensor<i32>, tensor<i32>) -> {T}"""
    assert _copies(_loop(body, "%a, %u")) == []
    # an elementwise op reading its slot's last use writes in place too
    assert _copies(_loop("%e = stablehlo.exponential %b : " + T, "%a, %e")) == []


def test_a_swap_copies_both():
    assert _copies(_loop("", "%b, %a")) == [(1, BYTES), (2, BYTES)]


def test_the_chained_unroll2_form_needs_no_copy_but_a_late_read_does():
    """b1 = permute(b0), b2 = permute(b1) returned in b0's slot: b0 is dead when b2's transfer starts
    (its reads come first), so no copy; reading b0 after the second start forces one."""
    first = f"""{_start("%f", "%a", 1)}
      %d0 = {DOT.replace("%S", "%a")}
      {_done("%g", "%f")}
      {_start("%h", "%g", 2)}"""
    late = f"""{_start("%f", "%a", 1)}
      {_done("%g", "%f")}
      {_start("%h", "%g", 2)}
      %d0 = {DOT.replace("%S", "%a")}"""
    tail = f"""
      %d1 = {DOT.replace("%S", "%g")}
      %s = stablehlo.add %d0, %d1 : {T}
      {_done("%k", "%h")}"""
    assert _copies(_loop(first + tail, "%k, %s")) == []
    assert _copies(_loop(late + tail, "%k, %s")) == [(1, BYTES)]


def test_the_device_simulator_charges_each_copy_per_iteration():
    body = f"""{_start("%f", "%a", 1)}
      %d = {DOT.replace("%S", "%a")}
      {_done("%g", "%f")}"""
    with_copy = simulate_device_program(parse_module(_loop(body, "%g, %d")), "h100-nvlink", steady_state=False)
    in_place = simulate_device_program(parse_module(_loop(f"""%d = {DOT.replace("%S", "%a")}""", "%a, %d")),
                                       "h100-nvlink", steady_state=False)
    copies = [e for e in with_copy.events if e.name == "copy (loop-carried)"]
    assert len(copies) == 3
    chip = get_preset("h100-nvlink").chip
    assert all(e.dur_s == pytest.approx(copy_time(BYTES, chip)) for e in copies)
    assert not [e for e in in_place.events if e.name == "copy (loop-carried)"]
    assert with_copy.compute_time > in_place.compute_time + 3 * copy_time(BYTES, chip) * 0.999
