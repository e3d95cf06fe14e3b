// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-async-to-sync)' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-async-to-sync{at=start})' | filecheck %s --check-prefix=START

// The permute comes back at the done's position (default) or the start's.
// CHECK-LABEL: func.func public @pair
// CHECK-NOT: async
// CHECK: %[[S:.*]] = stablehlo.sine %arg0
// CHECK-NEXT: %[[P:.*]] = "stablehlo.collective_permute"(%arg0)
// CHECK-SAME: handle = 3
// CHECK-NEXT: stablehlo.add %[[P]], %[[S]]
// START-LABEL: func.func public @pair
// START-NEXT: "stablehlo.collective_permute"(%arg0)
// START-NEXT: stablehlo.sine %arg0
func.func public @pair(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%a: tensor<4xf32>):
    %p = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %s = stablehlo.sine %arg0 : tensor<4xf32>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %2 = stablehlo.add %1, %s : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Negative: nothing async, nothing changes.
// CHECK-LABEL: func.func public @plain
// CHECK-NEXT: "stablehlo.collective_permute"(%arg0)
// CHECK-NEXT: return
func.func public @plain(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %p = "stablehlo.collective_permute"(%arg0) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
  return %p : tensor<4xf32>
}
