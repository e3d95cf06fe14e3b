// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-async-collectives)' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-async-collectives{ops=all})' | filecheck %s --check-prefix=ALL

// A collective_permute becomes async_start (the permute inside its region, operand as block
// argument) + async_done at the same place.
// CHECK-LABEL: func.func public @permute
// CHECK: %[[F:.*]] = "stablehlo.async_start"(%arg0) ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<4xf32>):
// CHECK-NEXT: %[[P:.*]] = "stablehlo.collective_permute"(%[[A]])
// CHECK-SAME: channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>
// CHECK-NEXT: stablehlo.return %[[P]] : tensor<4xf32>
// CHECK-NEXT: }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
// CHECK-NEXT: %[[D:.*]] = "stablehlo.async_done"(%[[F]]) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
// CHECK-NEXT: stablehlo.add %[[D]], %arg0
func.func public @permute(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.collective_permute"(%arg0) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 7, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %arg0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Inside a while body too.
// CHECK-LABEL: func.func public @loop
// CHECK: stablehlo.while
// CHECK: do
// CHECK: "stablehlo.async_start"(%iterArg_0)
// CHECK: "stablehlo.collective_permute"
// CHECK: "stablehlo.async_done"
func.func public @loop(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c, %v = %arg0) : tensor<i32>, tensor<4xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %q = "stablehlo.collective_permute"(%v) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %j, %q : tensor<i32>, tensor<4xf32>
   }
  return %r#1 : tensor<4xf32>
}

// -----

// Negative: all_gather stays synchronous by default; with ops=all it becomes async.
// CHECK-LABEL: func.func public @gather
// CHECK-NOT: async_start
// CHECK: "stablehlo.all_gather"(%arg0)
// ALL-LABEL: func.func public @gather
// ALL: "stablehlo.async_start"(%arg0)
// ALL: "stablehlo.all_gather"
// ALL: -> !stablehlo.future<tensor<8xf32>>
func.func public @gather(%arg0: tensor<4xf32>) -> tensor<8xf32> {
  %0 = "stablehlo.all_gather"(%arg0) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Negative: no collectives, nothing changes; an already-async permute is not wrapped again.
// CHECK-LABEL: func.func public @nothing
// CHECK-NEXT: stablehlo.negate
// CHECK-NEXT: return
// CHECK-LABEL: func.func public @already
// CHECK-COUNT-1: "stablehlo.async_start"
// CHECK-NOT: "stablehlo.async_start"
func.func public @nothing(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func public @already(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.async_start"(%arg0) ({
  ^bb0(%a: tensor<4xf32>):
    %p = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// ops=all: an all_to_all whose split and concat dimensions differ stays synchronous (XLA lowers it
// with reshapes that an async computation may not hold); one with equal dimensions becomes async.
// ALL-LABEL: func.func public @all_to_all_forms
// ALL: "stablehlo.async_start"(%arg0)
// ALL-NEXT: ^bb0
// ALL-NEXT: "stablehlo.all_to_all"
// ALL-SAME: concat_dimension = 0 : i64
// ALL: "stablehlo.async_done"
// ALL-NOT: "stablehlo.async_start"
// ALL: "stablehlo.all_to_all"(%arg0)
// ALL-SAME: concat_dimension = 1 : i64
// ALL-NOT: "stablehlo.async_start"
func.func public @all_to_all_forms(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<1x128xf32>) {
  %0 = "stablehlo.all_to_all"(%arg0) {channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.all_to_all"(%arg0) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64} : (tensor<8x16xf32>) -> tensor<1x128xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<1x128xf32>
}
