// An MLP training step as jax.jit emits it for a 2x4 mesh (w1 split on y by columns, w2 by rows,
// batch on x). tag-partition must produce local shapes, the four all_reduces Shardy derives and
// TAG's layout record.
// RUN: tag-opt %s --pass-pipeline='builtin.module(tag-partition,canonicalize)' | filecheck %s
// RUN: tag-opt %s --tag-partition --canonicalize | filecheck %s

// CHECK: module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["x", "y"], shape = array<i64: 2, 4>}}
// CHECK-NOT: sdy.
// CHECK: func.func public @main(%arg0: tensor<16x8xf32> {tag.sharding = {{\[\[\], \["y"\]\]}}}, %arg1: tensor<8x8xf32> {tag.sharding = {{\[\["y"\], \[\]\]}}}, %arg2: tensor<4x16xf32> {tag.sharding = {{\[\["x"\], \[\]\]}}}, %arg3: tensor<4x8xf32>
// CHECK: stablehlo.dot_general %arg2, %arg0{{.*}} -> tensor<4x8xf32>
// CHECK: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids
// CHECK: "stablehlo.all_reduce"{{.*}}replica_groups = dense<{{\[\[}}0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>
// CHECK-NOT: sdy.
// CHECK: return {{.*}} : tensor<16x8xf32>, tensor<8x8xf32>, tensor<f32>
module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, %arg1: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]"}, tensor<32x8xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8x32xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.subtract %4, %arg3 : tensor<8x8xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<8x8xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<32x8xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<8x32xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<8x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x32xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x32xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<32x8xf32>
    %27 = stablehlo.subtract %arg1, %26 : tensor<32x8xf32>
    return %24, %27, %10 : tensor<16x32xf32>, tensor<32x8xf32>, tensor<f32>
  }
}

