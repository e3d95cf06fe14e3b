// dot_general -> reduce_scatter(sum) on an rhs free dim: the rhs is dynamic_sliced for the shard
// (pos+k+1) mod 4, the accumulator travels {i -> i-1} and ends on its owner.
// RUN: tag-opt %s --tag-looped-collective-einsum='gate=always' | filecheck %s
// CHECK-NOT: stablehlo.reduce_scatter
// Step 0 before the loop: shard (pos + 1) mod 4 of the rhs columns.
// CHECK: %[[POS:.*]] = stablehlo.reshape {{.*}} -> tensor<i32>
// CHECK: stablehlo.add %[[POS]], %{{.*}} : tensor<i32>
// CHECK: %[[I0:.*]] = stablehlo.remainder
// CHECK: %[[O0:.*]] = stablehlo.multiply %[[I0]]
// CHECK: %[[SL0:.*]] = stablehlo.dynamic_slice %arg1, %{{.*}}, %[[O0]], sizes = [2, 2]
// CHECK: %[[P0:.*]] = stablehlo.dot_general %arg0, %[[SL0]]
// CHECK: %[[LOOP:.*]]:2 = stablehlo.while(%[[K:.*]] = %{{.*}}, %[[ACC:.*]] = %[[P0]]) : tensor<i32>, tensor<8x2xbf16>
// CHECK: } do {
// CHECK: %[[RECV:.*]] = "stablehlo.collective_permute"(%[[ACC]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: stablehlo.add %[[POS]], %[[K]]
// CHECK: %[[SL:.*]] = stablehlo.dynamic_slice %arg1,
// CHECK: %[[P:.*]] = stablehlo.dot_general %arg0, %[[SL]]
// CHECK: %[[NEW:.*]] = stablehlo.add %[[RECV]], %[[P]] : tensor<8x2xbf16>
// CHECK: stablehlo.return %{{.*}}, %[[NEW]]
// CHECK: return %[[LOOP]]#1 : tensor<8x2xbf16>

module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
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
