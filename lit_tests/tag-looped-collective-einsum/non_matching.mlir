// Collectives the pass must leave exactly as they are (and, under --tag-explain, say why).
// RUN: tag-opt %s --split-input-file --tag-looped-collective-einsum='gate=always' | filecheck %s
// RUN: tag-opt %s --split-input-file --tag-explain --tag-looped-collective-einsum='gate=always' 2>&1 >/dev/null | filecheck %s --check-prefix=REMARK
// Malformed or unsupported input is reported as a warning even without --tag-explain (op kept as is).
// RUN: tag-opt %s --split-input-file --tag-looped-collective-einsum='gate=always' 2>&1 >/dev/null | filecheck %s --check-prefix=WARN
// WARN-NOT: remark:

// An all_gather whose user is not a dot_general.
// REMARK: remark: [tag-looped-collective-einsum] stablehlo.all_gather left alone: a user is 'stablehlo.add', not a dot_general
// CHECK-LABEL: module @not_a_dot
// CHECK: "stablehlo.all_gather"
// CHECK-NOT: stablehlo.while
module @not_a_dot attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xbf16>, %arg1: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.add %0, %arg1 : tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}

// -----
// Replica groups that leave partitions out (a device's position would be undefined).
// REMARK: warning: [tag-looped-collective-einsum] stablehlo.all_gather left alone: replica groups do not cover partitions 0..3 exactly once
// WARN: non_matching.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: [tag-looped-collective-einsum] stablehlo.all_gather left alone: replica groups do not cover partitions 0..3 exactly once
// CHECK-LABEL: module @partial_groups
// CHECK: "stablehlo.all_gather"
// CHECK-NOT: stablehlo.while
module @partial_groups attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xbf16>, %arg1: tensor<8x8xbf16>) -> tensor<6x8xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<6x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<6x8xbf16>, tensor<8x8xbf16>) -> tensor<6x8xbf16>
    return %1 : tensor<6x8xbf16>
  }
}

// -----
// A dynamically shaped operand.
// REMARK: warning: [tag-looped-collective-einsum] stablehlo.all_gather left alone: dynamic or unranked shape 'tensor<?x8xbf16>'
// WARN: warning: [tag-looped-collective-einsum] stablehlo.all_gather left alone: dynamic or unranked shape 'tensor<?x8xbf16>'
// CHECK-LABEL: module @dynamic
// CHECK: "stablehlo.all_gather"
// CHECK-NOT: stablehlo.while
module @dynamic attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x8xbf16>, %arg1: tensor<8x8xbf16>) -> tensor<?x8xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<?x8xbf16>) -> tensor<?x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<?x8xbf16>, tensor<8x8xbf16>) -> tensor<?x8xbf16>
    return %1 : tensor<?x8xbf16>
  }
}

// -----
// A reduce_scatter whose reduction is max, and one fed by an add instead of a dot_general.
// REMARK: remark: [tag-looped-collective-einsum] stablehlo.reduce_scatter left alone: reduction is not a plain sum
// REMARK: remark: [tag-looped-collective-einsum] stablehlo.reduce_scatter left alone: operand is not produced by a dot_general
// CHECK-LABEL: module @rs_not_sum
// CHECK-COUNT-2: "stablehlo.reduce_scatter"
// CHECK-NOT: stablehlo.while
module @rs_not_sum attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x2xbf16>, %arg1: tensor<2x8xbf16>, %arg2: tensor<8x8xbf16>) -> (tensor<8x2xbf16>, tensor<2x8xbf16>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x2xbf16>, tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %m = stablehlo.maximum %a, %b : tensor<bf16>
      stablehlo.return %m : tensor<bf16>
    }) : (tensor<8x8xbf16>) -> tensor<8x2xbf16>
    %2 = stablehlo.add %arg2, %arg2 : tensor<8x8xbf16>
    %3 = "stablehlo.reduce_scatter"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<8x8xbf16>) -> tensor<2x8xbf16>
    return %1, %3 : tensor<8x2xbf16>, tensor<2x8xbf16>
  }
}

// -----
// A cross-replica all_gather (no channel handle): group ids are replica ids, not partitions.
// REMARK: remark: [tag-looped-collective-einsum] stablehlo.all_gather left alone: cross-replica collective
// CHECK-LABEL: module @cross_replica
// CHECK: "stablehlo.all_gather"
module @cross_replica attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 4 : i32} {
  func.func public @main(%arg0: tensor<2x8xbf16>, %arg1: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}
