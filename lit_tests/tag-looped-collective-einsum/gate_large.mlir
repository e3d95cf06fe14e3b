// A large dot behind an all_gather on a PCIe box (a100-pcie): compute hides the ring with room for
// the first step (fill/drain), the epilogue and the 5% margin, so the cost-model gate rewrites it.
// RUN: tag-opt %s --tag-explain --tag-looped-collective-einsum='hardware=a100-pcie' 2>&1 | filecheck %s

// CHECK: remark: [tag-looped-collective-einsum] all-gather candidate, case contracting, group size 8: {{.*}} fill/drain {{.*}} >= after {{.*}}, with margin 0.05 {{.*}}; verdict: rewrite
// CHECK-NOT: stablehlo.all_gather
// CHECK: stablehlo.while
module @large attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x1024xbf16>, %arg1: tensor<8192x4096xbf16>) -> tensor<4096x4096xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<4096x1024xbf16>) -> tensor<4096x8192xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<4096x8192xbf16>, tensor<8192x4096xbf16>) -> tensor<4096x4096xbf16>
    return %1 : tensor<4096x4096xbf16>
  }
}
