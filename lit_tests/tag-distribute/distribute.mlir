// tag-distribute: lower an annotated step (tag.plan + per-op tag.* decisions) to pieces and a schedule.
// Input generated from a one-layer regression step (jax.value_and_grad, SGD, batch 8) annotated by
// tag.distribute.annotations.annotate_module: op group 0 (forward) on machine 0's two GPUs, op group 1
// (backward and update) on machine 1's, both replicated with AllReduce (4 rows per replica).

// RUN: tag-opt %s --pass-pipeline='builtin.module(tag-distribute{topology=%S/Inputs/two.yaml})' | filecheck %s
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-distribute{topology=testbed})' 2>&1 | filecheck %s --check-prefix=TOPO
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-distribute)' 2>&1 | filecheck %s --check-prefix=NOTOPO
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-distribute{topology=%S/Inputs/two.yaml fusion-mib=-2})' 2>&1 | filecheck %s --check-prefix=FUSION

// The schedule: replicas of group 0 on devices 0 and 1 (rows 0:4, 4:8); rows moved to machine 1;
// group 1's gradient all-reduced over devices 2 and 3 when its update needs it; group 0's partial
// loss waits in its bucket (sync=fused) and is all-reduced over devices 0 and 1 at the end.
// CHECK: module attributes {tag.program = "{{.*}}\22devices\22:[0,1,2,3]
// CHECK-SAME: \22label\22:\22group 0 (split) stage 0 phase 0 on device 0 rows 0:4\22
// CHECK-SAME: \22kind\22:\22move\22
// CHECK-SAME: \22devices\22:[2,3]{{[^}]*}}\22kind\22:\22all_reduce\22
// CHECK-SAME: \22devices\22:[0,1]{{[^}]*}}\22kind\22:\22all_reduce\22
// CHECK-SAME: tag.topology = "name: two
// The step itself is kept (the reference `tag run --check` compares against), annotations and all.
// CHECK: module @step attributes {{{.*}}tag.module_name = "jit_step", tag.plan = {batch_size = 8 : i64
// CHECK: tag.grad_sync = "allreduce"
// Pieces: standalone modules, collective ones over 2 partitions, no tag.* attributes left.
// CHECK: module @allreduce_{{[0-9a-f]+}} attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, tag.module_name = "all_reduce"}
// CHECK: stablehlo.all_reduce
// CHECK-NOT: tag.group
// CHECK: module @p_{{[0-9a-f]+}} attributes {tag.module_name = "main"}
// CHECK: func.func public @main(%arg0: tensor<4x3xf32>
// CHECK-NOT: tag.group

// TOPO: distribute.mlir:{{[0-9]+}}:1: error: the plan was made for topology 'two' {{.*}}, not for 'testbed'
// NOTOPO: error: tag-distribute needs topology=NAME|FILE
// FUSION: error: tag-distribute: fusion-mib must be a finite number >= 0 (or -1: as planned), got -2.0

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
