// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap)' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap{mode=top-down})' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-schedule-overlap)' --tag-explain 2>&1 >/dev/null | filecheck %s --check-prefix=EXPLAIN

// The start goes right after its operand's producer, the done right before its first use; the
// independent sine/cosine land in between. Compute ops keep their input order.
// CHECK-LABEL: func.func public @straight
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK-NEXT: %[[F:.*]] = "stablehlo.async_start"(%[[M]])
// CHECK: stablehlo.sine %arg1
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: %[[D:.*]] = "stablehlo.async_done"(%[[F]])
// CHECK-NEXT: stablehlo.add %[[D]], %arg0
// EXPLAIN: remark: [tag-schedule-overlap] @straight: 1 async pair(s); ops between start and done [0] -> [2]; peak live bytes
func.func public @straight(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
  %b = stablehlo.sine %arg1 : tensor<4xf32>
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %p : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %c = stablehlo.cosine %b : tensor<4xf32>
  %1 = stablehlo.add %d, %arg0 : tensor<4xf32>
  %2 = stablehlo.add %1, %c : tensor<4xf32>
  return %2 : tensor<4xf32>
}

// -----

// Inside a while body: the start moves to the top (its operand is a block argument), the done to
// the end (only the terminator uses it).
// CHECK-LABEL: func.func public @loop
// CHECK: do {
// CHECK-NEXT: "stablehlo.async_start"(%iterArg_0)
// CHECK: stablehlo.sine
// CHECK: "stablehlo.async_done"
// CHECK-NEXT: stablehlo.return
// EXPLAIN: remark: [tag-schedule-overlap] 'stablehlo.while' region: 1 async pair(s); ops between start and done [0] ->
func.func public @loop(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c, %v = %arg0, %acc = %arg0) : tensor<i32>, tensor<4xf32>, tensor<4xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
   } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %f = "stablehlo.async_start"(%v) ({
    ^bb0(%x: tensor<4xf32>):
      %q = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %q : tensor<4xf32>
    }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
    %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
    %s = stablehlo.sine %v : tensor<4xf32>
    %acc1 = stablehlo.add %acc, %s : tensor<4xf32>
    stablehlo.return %j, %d, %acc1 : tensor<i32>, tensor<4xf32>, tensor<4xf32>
   }
  return %r#2 : tensor<4xf32>
}

// -----

// Negative: no async ops, the order stays as written (even if it could be "improved").
// CHECK-LABEL: func.func public @no_async
// CHECK-NEXT: stablehlo.sine
// CHECK-NEXT: stablehlo.cosine
// CHECK-NEXT: stablehlo.negate
// EXPLAIN-NOT: @no_async
func.func public @no_async(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.sine %arg0 : tensor<4xf32>
  %b = stablehlo.cosine %arg0 : tensor<4xf32>
  %c = stablehlo.negate %a : tensor<4xf32>
  return %c, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// Negative: the done cannot sink past its user, the start cannot rise above its producer, and
// side-effecting ops (custom_call, a synchronous all_reduce) keep their relative order.
// CHECK-LABEL: func.func public @pinned
// CHECK-NEXT: %[[M:.*]] = stablehlo.multiply
// CHECK-NEXT: %[[F:.*]] = "stablehlo.async_start"(%[[M]])
// CHECK: stablehlo.custom_call @first
// CHECK: "stablehlo.all_reduce"
// CHECK: stablehlo.custom_call @second
// CHECK: %[[D:.*]] = "stablehlo.async_done"(%[[F]])
// CHECK: stablehlo.negate %[[D]]
func.func public @pinned(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %m = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
  %f = "stablehlo.async_start"(%m) ({
  ^bb0(%x: tensor<4xf32>):
    %q = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.return %q : tensor<4xf32>
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %a = stablehlo.custom_call @first(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %r = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, use_global_device_ids} : (tensor<4xf32>) -> tensor<4xf32>
  %b = stablehlo.custom_call @second(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  %n = stablehlo.negate %d : tensor<4xf32>
  %o = stablehlo.add %r, %b : tensor<4xf32>
  return %n, %o : tensor<4xf32>, tensor<4xf32>
}
