// Negative cases: modules without an sdy mesh are left exactly as they were, and --tag-explain says why.
// RUN: tag-opt %s --split-input-file --tag-partition | filecheck %s
// RUN: tag-opt %s --split-input-file --tag-partition --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN

// EXPLAIN: remark: [tag-partition] no sdy.mesh in the module: nothing to partition, left unchanged
// EXPLAIN: remark: [tag-partition] no sdy.mesh in the module: nothing to partition, left unchanged

// CHECK-LABEL: func.func @single_device
// CHECK-NEXT: stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NOT: tag.mesh
func.func @single_device(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Already per-device (explicit collectives, no sdy): untouched.
// CHECK-LABEL: module attributes {mhlo.num_partitions = 4 : i32}
// CHECK: "stablehlo.all_reduce"
// CHECK-NOT: tag.mesh
module attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
