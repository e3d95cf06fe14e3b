// tag-distribute: missing or contradictory annotations are errors at the op (one per chunk).
// Each chunk is distribute.mlir's input with one defect.

// RUN: not tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-distribute{topology=%S/Inputs/two.yaml})' 2>&1 | filecheck %s

// an op without tag.group
// CHECK: errors.mlir:20:10: error: 'stablehlo.multiply' has no 'tag.group'
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.plan = {batch_size = 8 : i64, grouping = "sha256:4d9167de0c7a6d6fd0b84e5df1fc29611e0af727a093c7bfb8317c778b1aa8cd", num_groups = 2 : i64, topology = "two", topology_fingerprint = "sha256:3a4ff2c560465eabea72d23d03a4ceacfbe6a7bd52fd226901dad7be126f14c7"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.grad_sync = "allreduce", tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// an op whose replication contradicts its group
// CHECK: errors.mlir:54:10: error: 'stablehlo.subtract': placement/replication of op group 0 contradicts the group's first node (argument #1 at {{.*}}errors.mlir:{{[0-9]+}}:3)
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.plan = {batch_size = 8 : i64, grouping = "sha256:4d9167de0c7a6d6fd0b84e5df1fc29611e0af727a093c7bfb8317c778b1aa8cd", num_groups = 2 : i64, topology = "two", topology_fingerprint = "sha256:3a4ff2c560465eabea72d23d03a4ceacfbe6a7bd52fd226901dad7be126f14c7"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "duplicate"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.grad_sync = "allreduce", tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// an op moved to another group: the grouping no longer matches the plan's fingerprint
// CHECK: errors.mlir:80:1: error: the op groups of this module do not match the plan's grouping fingerprint
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.plan = {batch_size = 8 : i64, grouping = "sha256:4d9167de0c7a6d6fd0b84e5df1fc29611e0af727a093c7bfb8317c778b1aa8cd", num_groups = 2 : i64, topology = "two", topology_fingerprint = "sha256:3a4ff2c560465eabea72d23d03a4ceacfbe6a7bd52fd226901dad7be126f14c7"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.grad_sync = "allreduce", tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// no tag.plan record
// CHECK: errors.mlir:116:1: error: not an annotated module: it has no 'tag.plan' record
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.grad_sync = "allreduce", tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// a model-parallel group without tag.part
// CHECK: errors.mlir:153:3: error: argument #0 of model-parallel op group 1 has no 'tag.part'
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.plan = {batch_size = 8 : i64, grouping = "sha256:4d9167de0c7a6d6fd0b84e5df1fc29611e0af727a093c7bfb8317c778b1aa8cd", num_groups = 2 : i64, topology = "two", topology_fingerprint = "sha256:3a4ff2c560465eabea72d23d03a4ceacfbe6a7bd52fd226901dad7be126f14c7"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "model_parallel"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

// -----

// a group id beyond the plan's num_groups
// CHECK: errors.mlir:196:10: error: 'stablehlo.tanh': 'tag.group' = 7, but the plan has 2 op groups
module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.plan = {batch_size = 8 : i64, grouping = "sha256:4d9167de0c7a6d6fd0b84e5df1fc29611e0af727a093c7bfb8317c778b1aa8cd", num_groups = 2 : i64, topology = "two", topology_fingerprint = "sha256:3a4ff2c560465eabea72d23d03a4ceacfbe6a7bd52fd226901dad7be126f14c7"}} {
  func.func public @main(%arg0: tensor<4x3xf32> {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce", tag.role = "param"}, %arg1: tensor<8x4xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}, %arg2: tensor<8x3xf32> {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce", tag.role = "batch"}) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} dense<1.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.400000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %1 = stablehlo.tanh %0 {tag.group = 7 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_3, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %3 = stablehlo.subtract %2, %1 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %4 = stablehlo.subtract %1, %arg2 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %5 = stablehlo.multiply %4, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %7 = stablehlo.multiply %6, %4 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %8 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.divide %8, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %10 = stablehlo.divide %cst_3, %cst_0 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<8x3xf32>
    %12 = stablehlo.multiply %11, %7 {tag.group = 0 : i64, tag.placement = {device_groups = array<i64: 0>, devices = array<i64: 0, 1>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %13 = stablehlo.multiply %12, %3 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %14 = stablehlo.multiply %13, %1 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %15 = stablehlo.add %13, %14 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<8x3xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<8x3xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] {tag.grad_sync = "allreduce", tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : (tensor<f32>) -> tensor<4x3xf32>
    %19 = stablehlo.multiply %18, %17 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    %20 = stablehlo.subtract %arg0, %19 {tag.group = 1 : i64, tag.placement = {device_groups = array<i64: 1>, devices = array<i64: 2, 3>}, tag.replication = "allreduce"} : tensor<4x3xf32>
    return %20, %9 : tensor<4x3xf32>, tensor<f32>
  }
}

