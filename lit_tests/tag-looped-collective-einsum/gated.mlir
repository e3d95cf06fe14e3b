// The default cost-model gate on tpu-v4: this dot is tiny, so a unidirectional ring (half the ICI
// bandwidth of the original all_gather) cannot win and the module is left unchanged. With a slow
// interconnect and a large dot the same pattern is rewritten.
// RUN: tag-opt %s --tag-explain --tag-looped-collective-einsum 2>&1 | filecheck %s --check-prefix=GATED
// RUN: tag-opt %s --tag-explain --tag-looped-collective-einsum='gate=always' 2>&1 | filecheck %s --check-prefix=ALWAYS
// RUN: not tag-opt %s --tag-looped-collective-einsum='hardware=tpu-v5' 2>&1 | filecheck %s --check-prefix=BADHW

// GATED: remark: [tag-looped-collective-einsum] all-gather candidate, case free, group size 4: comp {{.*}} us, comm {{.*}} us, ring_comm {{.*}} us, epilogue {{.*}} us {{.*}}; verdict: gated off
// GATED: remark: [tag-looped-collective-einsum] stablehlo.all_gather left alone: gated off by the cost model on tpu-v4
// GATED: "stablehlo.all_gather"
// GATED-NOT: stablehlo.while
// GATED-NOT: collective_permute

// ALWAYS: verdict: rewrite (gate=always)
// ALWAYS-NOT: stablehlo.all_gather
// ALWAYS: stablehlo.while

// BADHW: error: unknown hardware preset 'tpu-v5'; did you mean 'tpu-v4'?
module @gated attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xbf16>, %arg1: tensor<8x8xbf16>) -> tensor<8x8xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<2x8xbf16>) -> tensor<8x8xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<8x8xbf16>, tensor<8x8xbf16>) -> tensor<8x8xbf16>
    return %1 : tensor<8x8xbf16>
  }
}
