// shard_map output (sdy.manual_computation) partitions into a flat per-device body.
// RUN: tag-opt %s --tag-partition | filecheck %s
// CHECK: tag.mesh = {axes = ["d"], shape = array<i64: 8>}
// CHECK: func.func public @main(%arg0: tensor<2x4xf32> {tag.sharding = {{\[\["d"\], \[\]\]}}}, %arg1: tensor<4x2xf32>
// CHECK-NOT: sdy.manual_computation
// CHECK: "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64{{.*}}replica_groups = dense<{{\[\[}}0, 1, 2, 3, 4, 5, 6, 7]]>
// CHECK: stablehlo.dot_general {{.*}} -> tensor<16x2xf32>
// CHECK: stablehlo.partition_id
module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg1: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}) -> (tensor<16x16xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"d"}]>}, tensor<8xi32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"d"}]>}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"d"}, {}]>, <@mesh, [{}, {"d"}]>] out_shardings=[<@mesh, [{}, {"d"}]>, <@mesh, [{"d"}]>] manual_axes={"d"} (%arg2: tensor<2x4xf32>, %arg3: tensor<4x2xf32>) {
      %1 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<2x4xf32>) -> tensor<16x4xf32>
      %2 = stablehlo.dot_general %1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x2xf32>) -> tensor<16x2xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %3 = stablehlo.partition_id : tensor<ui32>
      %4 = stablehlo.divide %3, %c : tensor<ui32>
      %5 = stablehlo.remainder %4, %c_0 : tensor<ui32>
      %6 = stablehlo.convert %5 : (tensor<ui32>) -> tensor<i32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %2, %7 : tensor<16x2xf32>, tensor<1xi32>
    } : (tensor<16x4xf32>, tensor<4x16xf32>) -> (tensor<16x16xf32>, tensor<8xi32>)
    return %0#0, %0#1 : tensor<16x16xf32>, tensor<8xi32>
  }
}

