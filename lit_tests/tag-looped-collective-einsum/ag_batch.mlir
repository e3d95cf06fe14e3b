// AllGather of the lhs on a batch dim: the rhs is dynamic_sliced on its batch dim, the partial result
// is written with dynamic_update_slice on the result's batch dim.
// RUN: tag-opt %s --tag-looped-collective-einsum='gate=always' | filecheck %s
// CHECK-NOT: stablehlo.all_gather
// CHECK: stablehlo.while
// CHECK: } do {
// CHECK: "stablehlo.collective_permute"{{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[OFF:.*]] = stablehlo.multiply
// CHECK: %[[SLICE:.*]] = stablehlo.dynamic_slice %arg1, %[[OFF]], %{{.*}}, %{{.*}}, sizes = [1, 8, 8]
// CHECK: %[[PART:.*]] = stablehlo.dot_general %iterArg{{.*}}, %[[SLICE]], batching_dims = [0] x [0]
// CHECK: stablehlo.dynamic_update_slice %{{.*}}, %[[PART]], %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4x8x8xbf16>, tensor<1x8x8xbf16>
// CHECK: return {{.*}} : tensor<4x8x8xbf16>

module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<1x8x8xbf16> {tag.sharding = [["d"], [], []]}, %arg1: tensor<4x8x8xbf16> {tag.sharding = [[], [], []]}) -> (tensor<4x8x8xbf16> {jax.result_info = "result", tag.sharding = [[], [], []]}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x8x8xbf16>) -> tensor<4x8x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xbf16>, tensor<4x8x8xbf16>) -> tensor<4x8x8xbf16>
    return %1 : tensor<4x8x8xbf16>
  }
}
