// AllGather of the rhs on a contracting dim: the lhs is dynamic_sliced on its matching contracting
// dim and partial results are added (accumulated in f32 for bf16, converted at the end).
// RUN: tag-opt %s --tag-looped-collective-einsum='gate=always' | filecheck %s
// CHECK-NOT: stablehlo.all_gather
// CHECK: %[[ZERO:.*]] = stablehlo.broadcast_in_dim {{.*}} -> tensor<8x8xf32>
// CHECK: %[[LOOP:.*]]:3 = stablehlo.while(%[[K:.*]] = %{{.*}}, %[[BUF:.*]] = %arg1, %[[ACC:.*]] = %[[ZERO]]) : tensor<i32>, tensor<2x8xbf16>, tensor<8x8xf32>
// CHECK: } do {
// CHECK: %[[NEXT:.*]] = "stablehlo.collective_permute"(%[[BUF]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[OFF:.*]] = stablehlo.multiply
// CHECK: %[[SLICE:.*]] = stablehlo.dynamic_slice %arg0, %{{.*}}, %[[OFF]], sizes = [8, 2]
// CHECK: %[[PART:.*]] = stablehlo.dot_general %[[SLICE]], %[[BUF]], {{.*}} -> tensor<8x8xf32>
// CHECK: %[[ADD:.*]] = stablehlo.add %[[ACC]], %[[PART]] : tensor<8x8xf32>
// CHECK: stablehlo.return %{{.*}}, %[[NEXT]], %[[ADD]]
// CHECK: stablehlo.dot_general %{{.*}}, %[[LOOP]]#1
// CHECK: %[[TOTAL:.*]] = stablehlo.add %[[LOOP]]#2
// CHECK: %[[RES:.*]] = stablehlo.convert %[[TOTAL]] : (tensor<8x8xf32>) -> tensor<8x8xbf16>
// CHECK: return %[[RES]]

module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<8x8xbf16> {tag.sharding = [[], []]}, %arg1: tensor<2x8xbf16> {tag.sharding = [["d"], []]}) -> (tensor<8x8xbf16> {jax.result_info = "result", tag.sharding = [[], []]}) {
    %0 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}
