// AllGather on a free (non-contracting) lhs dim, 4-way ring: n-1 = 3 loop iterations, each one
// collective_permute {i -> i-1} and one partial dot written with dynamic_update_slice at (pos+k) mod 4
// times the shard size; the last shard's dot runs after the loop.
// RUN: tag-opt %s --tag-looped-collective-einsum='gate=always' | filecheck %s
// CHECK-NOT: stablehlo.all_gather
// CHECK: %[[POS:.*]] = stablehlo.reshape {{.*}} -> tensor<i32>
// CHECK: %[[LOOP:.*]]:3 = stablehlo.while(%[[K:.*]] = %{{.*}}, %[[BUF:.*]] = %arg0, %[[ACC:.*]] = %{{.*}}) : tensor<i32>, tensor<2x8xbf16>, tensor<8x8xbf16>
// CHECK: stablehlo.compare LT, %[[K]]
// CHECK: } do {
// CHECK: %[[SUM:.*]] = stablehlo.add %[[POS]], %[[K]] : tensor<i32>
// CHECK: %[[IDX:.*]] = stablehlo.remainder %[[SUM]], %{{.*}} : tensor<i32>
// CHECK: %[[NEXT:.*]] = "stablehlo.collective_permute"(%[[BUF]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[PART:.*]] = stablehlo.dot_general %[[BUF]], %arg1, {{.*}} -> tensor<2x8xbf16>
// CHECK: %[[OFF:.*]] = stablehlo.multiply %[[IDX]], %{{.*}} : tensor<i32>
// CHECK: %[[UPD:.*]] = stablehlo.dynamic_update_slice %[[ACC]], %[[PART]], %[[OFF]], %{{.*}} :
// CHECK: stablehlo.return %{{.*}}, %[[NEXT]], %[[UPD]]
// CHECK: }
// CHECK-NOT: collective_permute
// CHECK: %[[LAST:.*]] = stablehlo.dot_general %[[LOOP]]#1, %arg1
// CHECK: %[[RES:.*]] = stablehlo.dynamic_update_slice %[[LOOP]]#2, %[[LAST]]
// CHECK: return %[[RES]] : tensor<8x8xbf16>

module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<2x8xbf16> {tag.sharding = [["d"], []]}, %arg1: tensor<8x8xbf16> {tag.sharding = [[], []]}) -> (tensor<8x8xbf16> {jax.result_info = "result", tag.sharding = [[], []]}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}
