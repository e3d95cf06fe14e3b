// A large dot (2048x4096 by 4096x2048) behind an all_gather on a PCIe box (a100-pcie): compute hides the ring with room for
// the first step (fill/drain), the epilogue and the 5% margin, so the cost-model gate rewrites it in
// the chained unroll=2 form (no loop-carried copy). With unroll=1 the ring buffer is copied back into
// its loop slot before every send (core/loop_copies.py), which the ring cannot afford: gated off.
// RUN: tag-opt %s --tag-explain --tag-looped-collective-einsum='hardware=a100-pcie unroll=2 double-buffer=false' 2>&1 | filecheck %s
// RUN: tag-opt %s --tag-explain --tag-looped-collective-einsum='hardware=a100-pcie' 2>&1 | filecheck %s --check-prefix=COPY
// RUN: tag-opt %s --tag-explain --pass-pipeline='builtin.module(tag-looped-collective-einsum{hardware=a100-pcie unroll=2 double-buffer=false verify=true verify-mode=auto},tag-async-collectives,tag-schedule-overlap{hardware=a100-pcie mode=auto})' 2>&1 >/dev/null | filecheck %s --check-prefix=AUTO
// RUN: not tag-opt %s --tag-looped-collective-einsum='verify-mode=sideways' 2>&1 | filecheck %s --check-prefix=BADMODE

// CHECK: remark: [tag-looped-collective-einsum] all-gather candidate, case free, group size 8: {{.*}} fill/drain {{.*}} >= after {{.*}}, with margin 0.05 {{.*}}; verdict: rewrite
// CHECK-NOT: stablehlo.all_gather
// CHECK: stablehlo.while
// COPY: verdict: gated off
// COPY: stablehlo.all_gather
// COPY-NOT: stablehlo.while
// verify-mode=auto: the device simulator judges the rewrite under the scheduling mode it finds
// fastest (tag-schedule-overlap{mode=auto}), and the pipeline schedules the result the same way.
// AUTO: remark: [tag-looped-collective-einsum] verified by the device simulator: step [[STEP:[0-9.]+]] us <= {{[0-9.]+}} us without it
// AUTO: remark: [tag-schedule-overlap] mode=auto on a100-pcie: device-simulated step input {{[0-9.]+}} us, {{.*}}; chosen {{[a-z/-]+}}: [[STEP]] us
// BADMODE: error: pass 'tag-looped-collective-einsum': option 'verify-mode' expects one of bottom-up, top-down, auto, got 'sideways'
module @large attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x4096xbf16>, %arg1: tensor<4096x2048xbf16>) -> tensor<2048x2048xbf16> {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x4096xbf16>) -> tensor<2048x4096xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0] : (tensor<2048x4096xbf16>, tensor<4096x2048xbf16>) -> tensor<2048x2048xbf16>
    return %1 : tensor<2048x2048xbf16>
  }
}
