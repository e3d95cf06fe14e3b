// Sub-groups of a 2x4 mesh: the gather runs along x, groups [[0,4],[1,5],[2,6],[3,7]]. The position in
// the group comes from a partition_id table, and the permute pairs stay inside each group.
// RUN: tag-opt %s --tag-looped-collective-einsum='gate=always' | filecheck %s
// CHECK-NOT: stablehlo.all_gather
// CHECK: stablehlo.partition_id
// CHECK: stablehlo.constant dense<[0, 0, 0, 0, 1, 1, 1, 1]> : tensor<8xi32>
// CHECK: stablehlo.while
// CHECK: "stablehlo.collective_permute"{{.*}}source_target_pairs = dense<{{\[\[}}0, 4], [4, 0], [1, 5], [5, 1], [2, 6], [6, 2], [3, 7], [7, 3]]>
// CHECK: stablehlo.dynamic_update_slice %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<8x8xbf16>, tensor<8x4xbf16>

module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["x", "y"], shape = array<i64: 2, 4>}} {
  func.func public @main(%arg0: tensor<8x8xbf16> {tag.sharding = [[], []]}, %arg1: tensor<8x4xbf16> {tag.sharding = [[], ["x"]]}) -> (tensor<8x8xbf16> {jax.result_info = "result", tag.sharding = [[], []]}) {
    %0 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<8x4xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}
