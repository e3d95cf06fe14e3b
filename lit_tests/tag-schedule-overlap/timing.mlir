// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlink mode=top-down})' | filecheck %s --check-prefix=TD
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlink})' | filecheck %s --check-prefix=BU
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlink priority=keys})' | filecheck %s --check-prefix=KEYS
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlink})' --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-schedule-overlap{priority=fastest})' 2>&1 | filecheck %s --check-prefix=BADPRIO
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlnk})' 2>&1 | filecheck %s --check-prefix=BADHW

// priority=timing (the default): ready-time estimates from the calibrated cost model. The second
// permute sends the first one's result; four dependent GEMMs (~27 us each on h100) run beside.
// Permute 1 (8 MiB) arrives during the first GEMM.
// Top-down: start 1 at once; done 1 after the first GEMM, when its transfer is estimated complete
// (no wait), so permute 2 starts right away and hides behind the next GEMM.
// TD-LABEL: func.func public @main
// TD-NEXT: %[[S1:.*]] = "stablehlo.async_start"(%arg0)
// TD: stablehlo.dot_general %arg0, %arg1
// TD-NEXT: %[[D1:.*]] = "stablehlo.async_done"(%[[S1]])
// TD-NEXT: "stablehlo.async_start"(%[[D1]])
// TD: stablehlo.dot_general
// TD-NEXT: "stablehlo.async_done"
// TD-NEXT: stablehlo.dot_general
// TD-NEXT: stablehlo.dot_general
// Bottom-up (reverse): each done as late as its user needs it; each start only as early as needed
// for its transfer to be covered by the compute placed after it (one GEMM each here).
// BU-LABEL: func.func public @main
// BU-NEXT: stablehlo.dot_general %arg0, %arg1
// BU-NEXT: stablehlo.dot_general
// BU-NEXT: %[[S1:.*]] = "stablehlo.async_start"(%arg0)
// BU: stablehlo.dot_general
// BU-NEXT: %[[D1:.*]] = "stablehlo.async_done"(%[[S1]])
// BU-NEXT: "stablehlo.async_start"(%[[D1]])
// BU: stablehlo.dot_general
// BU-NEXT: "stablehlo.async_done"
// BU-NEXT: stablehlo.add
// Negative: the key-based order puts done 1 right before its user (start 2) after all four GEMMs,
// so permute 2 is exposed.
// KEYS-LABEL: func.func public @main
// KEYS-NEXT: "stablehlo.async_start"(%arg0)
// KEYS-COUNT-4: stablehlo.dot_general
// KEYS-NEXT: "stablehlo.async_done"
// KEYS-NEXT: "stablehlo.async_start"
// KEYS: "stablehlo.async_done"
// KEYS-NEXT: stablehlo.add
// EXPLAIN: remark: [tag-schedule-overlap] @main: 2 async pair(s); {{.*}}; estimated block time on h100-nvlink 201.543 us -> 158.260 us (timing order; key-based 179.901 us)
// BADPRIO: error: pass 'tag-schedule-overlap': option 'priority' expects one of timing, keys, got 'fastest'
// BADHW: h100-nvlnk
module @m attributes {mhlo.num_partitions = 8 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 8>}} {
  func.func public @main(%arg0: tensor<2048x2048xbf16> {tag.sharding = [["d"], []]}, %arg1: tensor<2048x2048xbf16> {tag.sharding = [[], []]}) -> (tensor<2048x2048xbf16> {tag.sharding = [["d"], []]}, tensor<2048x2048xbf16> {tag.sharding = [["d"], []]}) {
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg2: tensor<2048x2048xbf16>):
      %9 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
      stablehlo.return %9 : tensor<2048x2048xbf16>
    }) : (tensor<2048x2048xbf16>) -> !stablehlo.future<tensor<2048x2048xbf16>>
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2048x2048xbf16>>) -> tensor<2048x2048xbf16>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0] : (tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %6 = "stablehlo.async_start"(%1) ({
    ^bb0(%arg2: tensor<2048x2048xbf16>):
      %9 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
      stablehlo.return %9 : tensor<2048x2048xbf16>
    }) : (tensor<2048x2048xbf16>) -> !stablehlo.future<tensor<2048x2048xbf16>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<2048x2048xbf16>>) -> tensor<2048x2048xbf16>
    %8 = stablehlo.add %5, %7 : tensor<2048x2048xbf16>
    return %8, %2 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>
  }
}

// -----

// Negative: tiny tensors (latency-bound permute, launch-bound ops): the key-based order is as
// fast by the estimate, so it is kept (ties keep the key order).
// TD-LABEL: func.func public @tiny
// TD-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0
// TD-NEXT: "stablehlo.async_start"(%[[M]])
// EXPLAIN: remark: [tag-schedule-overlap] @tiny: 1 async pair(s); {{.*}} (key-based order; key-based
module @t attributes {mhlo.num_partitions = 2 : i32} {
func.func public @tiny(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
  %b = stablehlo.sine %arg1 : tensor<4xf32>
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %1 = stablehlo.add %d, %b : tensor<4xf32>
  return %1 : tensor<4xf32>
}
}
