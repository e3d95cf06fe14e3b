// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=tpu-v4 mode=auto})' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=tpu-v4 mode=auto})' --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=TPU
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{hardware=h100-nvlink mode=auto})' --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=H100
// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-schedule-overlap{mode=sideways})' 2>&1 | filecheck %s --check-prefix=BADMODE

// mode=auto: every alternative (bottom-up / top-down x timing / keys, and the input order) is
// scheduled and priced by the device simulator, the judge the overlap gate answers to; the fastest
// wins, ties go to the earlier alternative. Two blocks (the function body and a while body) each
// hold two dependent ring permutes beside four dependent GEMMs (2048x1280 by 1280x1280: on tpu-v4 a
// permute's transfer lasts between two and three of them under the calibrated constants).
// On tpu-v4 the simulator prices top-down/timing fastest: done 1 after three GEMMs (when its
// transfer is complete), permute 2 right behind it, in both blocks.
// TPU: remark: [tag-schedule-overlap] mode=auto on tpu-v4: device-simulated step input {{[0-9.]+}} us, bottom-up/timing {{[0-9.]+}} us, top-down/timing [[TD:[0-9.]+]] us, bottom-up/keys {{[0-9.]+}} us, top-down/keys {{[0-9.]+}} us; chosen top-down/timing: [[TD]] us
// CHECK-LABEL: func.func public @main
// CHECK-NEXT: %[[S1:.*]] = "stablehlo.async_start"(%arg0)
// CHECK-COUNT-3: stablehlo.dot_general
// CHECK-NEXT: %[[D1:.*]] = "stablehlo.async_done"(%[[S1]])
// CHECK-NEXT: "stablehlo.async_start"(%[[D1]])
// CHECK: do {
// CHECK-NEXT: %[[S2:.*]] = "stablehlo.async_start"(%iterArg_0)
// CHECK-COUNT-3: stablehlo.dot_general
// CHECK-NEXT: %[[D2:.*]] = "stablehlo.async_done"(%[[S2]])
// CHECK-NEXT: "stablehlo.async_start"(%[[D2]])
// Negative: on h100-nvlink bottom-up and top-down (timing) tie, so the earlier alternative stays.
// H100: mode=auto on h100-nvlink: {{.*}} bottom-up/timing [[T:[0-9.]+]] us, top-down/timing [[T]] us, {{.*}}; chosen bottom-up/timing: [[T]] us
// BADMODE: error: pass 'tag-schedule-overlap': option 'mode' expects one of bottom-up, top-down, auto, got 'sideways'
module @m attributes {mhlo.num_partitions = 8 : i32, tag.mesh = {axes = ["d"], shape = array<i64: 8>}} {
  func.func public @main(%arg0: tensor<2048x1280xbf16>, %arg1: tensor<1280x1280xbf16>) -> (tensor<2048x1280xbf16>, tensor<2048x1280xbf16>) {
    %0 = "stablehlo.async_start"(%arg0) ({
    ^bb0(%arg2: tensor<2048x1280xbf16>):
      %10 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x1280xbf16>) -> tensor<2048x1280xbf16>
      stablehlo.return %10 : tensor<2048x1280xbf16>
    }) : (tensor<2048x1280xbf16>) -> !stablehlo.future<tensor<2048x1280xbf16>>
    %1 = "stablehlo.async_done"(%0) : (!stablehlo.future<tensor<2048x1280xbf16>>) -> tensor<2048x1280xbf16>
    %2 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
    %4 = stablehlo.dot_general %3, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
    %6 = "stablehlo.async_start"(%1) ({
    ^bb0(%arg2: tensor<2048x1280xbf16>):
      %10 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x1280xbf16>) -> tensor<2048x1280xbf16>
      stablehlo.return %10 : tensor<2048x1280xbf16>
    }) : (tensor<2048x1280xbf16>) -> !stablehlo.future<tensor<2048x1280xbf16>>
    %7 = "stablehlo.async_done"(%6) : (!stablehlo.future<tensor<2048x1280xbf16>>) -> tensor<2048x1280xbf16>
    %8 = stablehlo.add %5, %7 : tensor<2048x1280xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0) : tensor<i32>, tensor<2048x1280xbf16>
    cond {
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = "stablehlo.async_start"(%iterArg_0) ({
      ^bb0(%arg2: tensor<2048x1280xbf16>):
        %20 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x1280xbf16>) -> tensor<2048x1280xbf16>
        stablehlo.return %20 : tensor<2048x1280xbf16>
      }) : (tensor<2048x1280xbf16>) -> !stablehlo.future<tensor<2048x1280xbf16>>
      %11 = "stablehlo.async_done"(%10) : (!stablehlo.future<tensor<2048x1280xbf16>>) -> tensor<2048x1280xbf16>
      %12 = stablehlo.dot_general %iterArg_0, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
      %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
      %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
      %15 = stablehlo.dot_general %14, %arg1, contracting_dims = [1] x [0] : (tensor<2048x1280xbf16>, tensor<1280x1280xbf16>) -> tensor<2048x1280xbf16>
      %16 = "stablehlo.async_start"(%11) ({
      ^bb0(%arg2: tensor<2048x1280xbf16>):
        %20 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<2048x1280xbf16>) -> tensor<2048x1280xbf16>
        stablehlo.return %20 : tensor<2048x1280xbf16>
      }) : (tensor<2048x1280xbf16>) -> !stablehlo.future<tensor<2048x1280xbf16>>
      %17 = "stablehlo.async_done"(%16) : (!stablehlo.future<tensor<2048x1280xbf16>>) -> tensor<2048x1280xbf16>
      %18 = stablehlo.add %15, %17 : tensor<2048x1280xbf16>
      %c_1 = stablehlo.constant dense<1> : tensor<i32>
      %19 = stablehlo.add %iterArg, %c_1 : tensor<i32>
      stablehlo.return %19, %18 : tensor<i32>, tensor<2048x1280xbf16>
    }
    return %8, %9#1 : tensor<2048x1280xbf16>, tensor<2048x1280xbf16>
  }
}

// -----

// Negative: no async ops, nothing to choose: no remark, the order is kept.
// CHECK-LABEL: func.func public @plain
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.add
// TPU-NOT: mode=auto
// H100-NOT: mode=auto
module @plain attributes {mhlo.num_partitions = 8 : i32} {
  func.func public @plain(%x: tensor<4xf32>) -> tensor<4xf32> {
    %s = stablehlo.sine %x : tensor<4xf32>
    %a = stablehlo.add %s, %x : tensor<4xf32>
    return %a : tensor<4xf32>
  }
}
