// bidirectional=true (§5.4.2). AllGather, free dim, 4-way: a prologue permute {i -> i+1} gives the
// second buffer shard pos-1; each step permutes one buffer each way and runs one dot per buffer
// (no concatenation, so each dot's result is placed by its own dynamic_update_slice, which folds
// into the GEMM), written at (pos+k) and (pos-1-k) times the shard size: 2 steps instead of 4.
// ReduceScatter: one accumulator chain each way, one dot per chain on its own operand slice; an
// epilogue permute {i -> i-1} aligns the leftward chain before the final add.
// RUN: tag-opt %s --split-input-file --tag-looped-collective-einsum='gate=always bidirectional=true' | filecheck %s

// CHECK-LABEL: module @ag_free
// CHECK: %[[PRO:.*]] = "stablehlo.collective_permute"(%arg0) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]>
// CHECK: %[[LOOP:.*]]:4 = stablehlo.while(%{{.*}} = %{{.*}}, %[[L:.*]] = %arg0, %[[R:.*]] = %[[PRO]], %[[ACC:.*]] = %{{.*}})
// CHECK: } do {
// CHECK: stablehlo.negate
// CHECK: "stablehlo.collective_permute"(%[[L]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: "stablehlo.collective_permute"(%[[R]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]>
// CHECK-NOT: stablehlo.concatenate
// CHECK: %[[D0:.*]] = stablehlo.dot_general %[[L]], %arg1
// CHECK: %[[U0:.*]] = stablehlo.dynamic_update_slice %[[ACC]], %[[D0]]
// CHECK: %[[D1:.*]] = stablehlo.dot_general %[[R]], %arg1
// CHECK: stablehlo.dynamic_update_slice %[[U0]], %[[D1]]
// CHECK: stablehlo.dot_general %[[LOOP]]#1, %arg1
// CHECK: stablehlo.dot_general %[[LOOP]]#2, %arg1
// CHECK-NOT: collective_permute
// CHECK: return
module @ag_free attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<2x8xbf16> {tag.sharding = [["d"], []]}, %arg1: tensor<8x8xbf16> {tag.sharding = [[], []]}) -> (tensor<8x8xbf16> {jax.result_info = "result", tag.sharding = [[], []]}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}

// -----
// CHECK-LABEL: module @rs
// CHECK: %[[S0:.*]] = stablehlo.dynamic_slice %arg1
// CHECK: %[[L0:.*]] = stablehlo.dot_general %arg0, %[[S0]]
// CHECK: %[[S1:.*]] = stablehlo.dynamic_slice %arg1
// CHECK: %[[R0:.*]] = stablehlo.dot_general %arg0, %[[S1]]
// CHECK: %[[LOOP:.*]]:3 = stablehlo.while(%{{.*}} = %{{.*}}, %[[L:.*]] = %[[L0]], %[[R:.*]] = %[[R0]])
// CHECK: } do {
// CHECK: %[[PL:.*]] = "stablehlo.collective_permute"(%[[L]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[PR:.*]] = "stablehlo.collective_permute"(%[[R]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 1], [1, 2], [2, 3], [3, 0]]>
// CHECK-NOT: stablehlo.concatenate
// CHECK: %[[DL:.*]] = stablehlo.dot_general %arg0
// CHECK: %[[DR:.*]] = stablehlo.dot_general %arg0
// CHECK: stablehlo.add %[[PL]], %[[DL]]
// CHECK: stablehlo.add %[[PR]], %[[DR]]
// CHECK: %[[AL:.*]] = "stablehlo.collective_permute"(%[[LOOP]]#1) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[RES:.*]] = stablehlo.add %[[AL]], %[[LOOP]]#2
// CHECK: return %[[RES]]
module @rs attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<8x2xbf16> {tag.sharding = [[], ["d"]]}, %arg1: tensor<2x8xbf16> {tag.sharding = [["d"], []]}) -> (tensor<8x2xbf16> {jax.result_info = "result", tag.sharding = [[], ["d"]]}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xbf16>, tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<8x8xbf16>) -> tensor<8x2xbf16>
    return %1 : tensor<8x2xbf16>
  }
}
