// unroll=2 (§5.4.1). AllGather on a contracting dim, 4-way, double buffered (the default): lane 1 is
// filled by a one-hop prologue permute; each while iteration sends both lanes two hops (shift -2:
// pairs i -> i-2), neither permute reading the other's result, then runs two partial dots into two
// interleaved f32 accumulators; the last two steps (no successor to send to) follow the loop, then
// the accumulators are added. ReduceScatter: two accumulator chains (independent paths) each do one
// step per iteration; the chain that does not end on its owner is aligned by one permute (shift 2)
// and the two are added.
// RUN: tag-opt %s --split-input-file --tag-looped-collective-einsum='gate=always unroll=2' | filecheck %s
// RUN: tag-opt %s --split-input-file --tag-looped-collective-einsum='gate=always unroll=2 double-buffer=false' | filecheck %s --check-prefix=CHAIN

// CHECK-LABEL: module @ag_contracting
// CHECK: %[[Z0:.*]] = stablehlo.broadcast_in_dim {{.*}} -> tensor<8x8xf32>
// CHECK: %[[Z1:.*]] = stablehlo.broadcast_in_dim {{.*}} -> tensor<8x8xf32>
// CHECK: %[[L1:.*]] = "stablehlo.collective_permute"(%arg1) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[LOOP:.*]]:5 = stablehlo.while(%[[K:.*]] = %{{.*}}, %[[B0:.*]] = %arg1, %[[B1:.*]] = %[[L1]], %[[A0:.*]] = %[[Z0]], %[[A1:.*]] = %[[Z1]])
// CHECK: } do {
// CHECK: %[[N0:.*]] = "stablehlo.collective_permute"(%[[B0]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 2], [1, 3], [2, 0], [3, 1]]>
// CHECK: %[[N1:.*]] = "stablehlo.collective_permute"(%[[B1]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 2], [1, 3], [2, 0], [3, 1]]>
// CHECK: %[[P0:.*]] = stablehlo.dot_general %{{.*}}, %[[B0]]
// CHECK: %[[S0:.*]] = stablehlo.add %[[A0]], %[[P0]] : tensor<8x8xf32>
// CHECK: %[[P1:.*]] = stablehlo.dot_general %{{.*}}, %[[B1]]
// CHECK: %[[S1:.*]] = stablehlo.add %[[A1]], %[[P1]] : tensor<8x8xf32>
// CHECK: stablehlo.return %{{.*}}, %[[N0]], %[[N1]], %[[S0]], %[[S1]]
// CHECK: }
// CHECK-NOT: collective_permute
// CHECK: stablehlo.dot_general %{{.*}}, %[[LOOP]]#1
// CHECK: stablehlo.add %[[LOOP]]#3
// CHECK: stablehlo.dot_general %{{.*}}, %[[LOOP]]#2
// CHECK: stablehlo.add %[[LOOP]]#4
// CHECK: %[[T:.*]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<8x8xf32>
// CHECK-NEXT: stablehlo.convert %[[T]] : (tensor<8x8xf32>) -> tensor<8x8xbf16>
// The chained form (double-buffer=false): the second permute sends the first one's result.
// CHAIN-LABEL: module @ag_contracting
// CHAIN: %[[Z0:.*]] = stablehlo.broadcast_in_dim {{.*}} -> tensor<8x8xf32>
// CHAIN: %[[Z1:.*]] = stablehlo.broadcast_in_dim {{.*}} -> tensor<8x8xf32>
// CHAIN: %[[LOOP:.*]]:4 = stablehlo.while(%[[K:.*]] = %{{.*}}, %[[BUF:.*]] = %arg1, %[[A0:.*]] = %[[Z0]], %[[A1:.*]] = %[[Z1]])
// CHAIN: } do {
// CHAIN: %[[N1:.*]] = "stablehlo.collective_permute"(%[[BUF]])
// CHAIN: %[[P0:.*]] = stablehlo.dot_general %{{.*}}, %[[BUF]]
// CHAIN: %[[S0:.*]] = stablehlo.add %[[A0]], %[[P0]] : tensor<8x8xf32>
// CHAIN: %[[N2:.*]] = "stablehlo.collective_permute"(%[[N1]])
// CHAIN: %[[P1:.*]] = stablehlo.dot_general %{{.*}}, %[[N1]]
// CHAIN: %[[S1:.*]] = stablehlo.add %[[A1]], %[[P1]] : tensor<8x8xf32>
// CHAIN: stablehlo.return %{{.*}}, %[[N2]], %[[S0]], %[[S1]]
// CHAIN: }
// CHAIN: "stablehlo.collective_permute"(%[[LOOP]]#1)
// CHAIN-NOT: collective_permute
// CHAIN: stablehlo.add %{{.*}}, %{{.*}} : tensor<8x8xf32>
// CHAIN: stablehlo.add %{{.*}}, %{{.*}} : tensor<8x8xf32>
// CHAIN: %[[T:.*]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<8x8xf32>
// CHAIN-NEXT: stablehlo.convert %[[T]] : (tensor<8x8xf32>) -> tensor<8x8xbf16>
module @ag_contracting attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<8x8xbf16> {tag.sharding = [[], []]}, %arg1: tensor<2x8xbf16> {tag.sharding = [["d"], []]}) -> (tensor<8x8xbf16> {jax.result_info = "result", tag.sharding = [[], []]}) {
    %0 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}

// -----
// CHECK-LABEL: module @rs
// CHECK: %[[P0:.*]] = stablehlo.dot_general
// CHECK: %[[P1:.*]] = stablehlo.dot_general
// CHECK: %[[LOOP:.*]]:3 = stablehlo.while(%{{.*}} = %{{.*}}, %[[A:.*]] = %[[P0]], %[[B:.*]] = %[[P1]])
// CHECK: } do {
// CHECK: %[[RA:.*]] = "stablehlo.collective_permute"(%[[A]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[RB:.*]] = "stablehlo.collective_permute"(%[[B]]) {{.*}}source_target_pairs = dense<{{\[\[}}0, 3], [1, 0], [2, 1], [3, 2]]>
// CHECK: %[[QA:.*]] = stablehlo.dot_general
// CHECK: %[[QB:.*]] = stablehlo.dot_general
// CHECK: %[[NA:.*]] = stablehlo.add %[[RA]], %[[QA]]
// CHECK: %[[NB:.*]] = stablehlo.add %[[RB]], %[[QB]]
// CHECK: stablehlo.return %{{.*}}, %[[NA]], %[[NB]]
// CHECK: %[[AL:.*]] = "stablehlo.collective_permute"(%[[LOOP]]#2) {{.*}}source_target_pairs = dense<{{\[\[}}0, 2], [1, 3], [2, 0], [3, 1]]>
// CHECK: %[[R:.*]] = stablehlo.add %[[LOOP]]#1, %[[AL]]
// CHECK: return %[[R]]
module @rs attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 4>}} {
  func.func public @main(%arg0: tensor<8x2xbf16> {tag.sharding = [[], ["d"]]}, %arg1: tensor<2x8xbf16> {tag.sharding = [["d"], []]}) -> (tensor<8x2xbf16> {jax.result_info = "result", tag.sharding = [[], ["d"]]}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xbf16>, tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = "stablehlo.reduce_scatter"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<8x8xbf16>) -> tensor<8x2xbf16>
    return %1 : tensor<8x2xbf16>
  }
}
