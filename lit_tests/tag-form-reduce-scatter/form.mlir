// RUN: tag-opt %s --split-input-file --tag-form-reduce-scatter | filecheck %s
// RUN: tag-opt %s --split-input-file --tag-form-reduce-scatter --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=WHY

// Shardy's shape: offsets from a constant table indexed by partition_id, full ring of 4.
// CHECK-LABEL: module @ring
// CHECK-NOT: stablehlo.all_reduce
// CHECK: %[[RS:.*]] = "stablehlo.reduce_scatter"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}>
// CHECK: return %[[RS]] : tensor<2x2xf32>
module @ring attributes {mhlo.num_partitions = 4 : i32} {
  func.func @main(%arg0: tensor<2x8xf32>) -> tensor<2x2xf32> {
    %table = stablehlo.constant dense<[0, 2, 4, 6]> : tensor<4xi64>
    %zero = stablehlo.constant dense<0> : tensor<i64>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %i = stablehlo.convert %pid : (tensor<ui32>) -> tensor<i64>
    %t = stablehlo.dynamic_slice %table, %i, sizes = [1] : (tensor<4xi64>, tensor<i64>) -> tensor<1xi64>
    %off = stablehlo.reshape %t : (tensor<1xi64>) -> tensor<i64>
    %1 = stablehlo.dynamic_slice %0, %zero, %off, sizes = [2, 2] : (tensor<2x8xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}

// -----

// Sub-groups along the first axis of a 2x4 mesh: position in group is pid / 4, computed arithmetically.
// CHECK-LABEL: module @subgroups
// CHECK: "stablehlo.reduce_scatter"(%arg0) {{.*}}replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, scatter_dimension = 0 : i64
module @subgroups attributes {mhlo.num_partitions = 8 : i32} {
  func.func @main(%arg0: tensor<6x3xf32>) -> tensor<3x3xf32> {
    %c4 = stablehlo.constant dense<4> : tensor<ui32>
    %c3 = stablehlo.constant dense<3> : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %b, %a : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<6x3xf32>) -> tensor<6x3xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %pos = stablehlo.divide %pid, %c4 : tensor<ui32>
    %off = stablehlo.multiply %pos, %c3 : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %off, %zero, sizes = [3, 3] : (tensor<6x3xf32>, tensor<ui32>, tensor<ui32>) -> tensor<3x3xf32>
    return %1 : tensor<3x3xf32>
  }
}

// -----

// Negative: the offset is the *next* device's shard, a max reduction, and a non-slice user.
// CHECK-LABEL: module @not_my_shard
// CHECK: "stablehlo.all_reduce"
// CHECK-NOT: reduce_scatter
// WHY: remark: [tag-form-reduce-scatter] all_reduce left alone: slice offset is not this device's shard
module @not_my_shard attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<2xf32> {
    %table = stablehlo.constant dense<[2, 0]> : tensor<2xi64>
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %t = stablehlo.dynamic_slice %table, %pid, sizes = [1] : (tensor<2xi64>, tensor<ui32>) -> tensor<1xi64>
    %off = stablehlo.reshape %t : (tensor<1xi64>) -> tensor<i64>
    %1 = stablehlo.dynamic_slice %0, %off, sizes = [2] : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}

// -----

// CHECK-LABEL: module @max_reduction
// CHECK: "stablehlo.all_reduce"
// CHECK-NOT: reduce_scatter
// WHY: remark: [tag-form-reduce-scatter] all_reduce left alone: reduction is not a plain sum
module @max_reduction attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    %pid = stablehlo.partition_id : tensor<ui32>
    %c2 = stablehlo.constant dense<2> : tensor<ui32>
    %off = stablehlo.multiply %pid, %c2 : tensor<ui32>
    %1 = stablehlo.dynamic_slice %0, %off, sizes = [2] : (tensor<4xf32>, tensor<ui32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
}

// -----

// CHECK-LABEL: module @full_use
// CHECK: "stablehlo.all_reduce"
// CHECK-NOT: reduce_scatter
// WHY: remark: [tag-form-reduce-scatter] all_reduce left alone: not every user is a dynamic_slice of the result
module @full_use attributes {mhlo.num_partitions = 2 : i32} {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
