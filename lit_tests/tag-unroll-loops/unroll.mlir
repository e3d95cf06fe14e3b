// RUN: tag-opt %s --split-input-file --tag-unroll-loops | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-unroll-loops{max_ops=8})' | filecheck %s --check-prefix=BUDGET

// A counted loop carrying a float state (an RNN's recurrence): three copies of the body, each
// reading the previous copy's results; the loop's result is the last copy's.
// CHECK-LABEL: func.func public @rnn
// CHECK-NOT: stablehlo.while
// CHECK: %[[D0:.*]] = stablehlo.dot_general %arg0, %arg1
// CHECK: %[[T0:.*]] = stablehlo.tanh %[[D0]]
// CHECK: %[[D1:.*]] = stablehlo.dot_general %[[T0]], %arg1
// CHECK: %[[T1:.*]] = stablehlo.tanh %[[D1]]
// CHECK: %[[D2:.*]] = stablehlo.dot_general %[[T1]], %arg1
// CHECK: %[[T2:.*]] = stablehlo.tanh %[[D2]]
// CHECK: return %[[T2]]
// Over the budget (3 trips x 6 body ops > 8): the loop stays.
// BUDGET-LABEL: func.func public @rnn
// BUDGET: stablehlo.while
func.func public @rnn(%arg0: tensor<4x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<4x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %arg0) : tensor<i32>, tensor<4x3xf32>
  cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %d = stablehlo.dot_general %h, %arg1, contracting_dims = [1] x [0] : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %t = stablehlo.tanh %d : tensor<4x3xf32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %t : tensor<i32>, tensor<4x3xf32>
  }
  return %0#1 : tensor<4x3xf32>
}

// -----

// A reduction region inside the body reads only its own arguments; the counter indexes a time step
// (dynamic_slice at the copied counter).
// CHECK-LABEL: func.func public @scan_sum
// CHECK-NOT: stablehlo.while
// CHECK-COUNT-2: stablehlo.dynamic_slice
// CHECK: return
func.func public @scan_sum(%xs: tensor<2x4x3xf32>) -> tensor<4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<4x3xf32>
  %0:2 = stablehlo.while(%i = %c0, %acc = %z) : tensor<i32>, tensor<4x3xf32>
  cond {
    %c2 = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %zi = stablehlo.constant dense<0> : tensor<i32>
    %s = stablehlo.dynamic_slice %xs, %i, %zi, %zi, sizes = [1, 4, 3] : (tensor<2x4x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x3xf32>
    %r = stablehlo.reshape %s : (tensor<1x4x3xf32>) -> tensor<4x3xf32>
    %a = stablehlo.add %acc, %r : tensor<4x3xf32>
    %n = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %n, %a : tensor<i32>, tensor<4x3xf32>
  }
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%0#1 init: %init) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// -----

// Negative: a loop whose bound is not a constant (data-dependent trip count) is kept.
// CHECK-LABEL: func.func public @dynamic_bound
// CHECK: stablehlo.while
func.func public @dynamic_bound(%arg0: tensor<4x3xf32>, %n: tensor<i32>) -> tensor<4x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %h = %arg0) : tensor<i32>, tensor<4x3xf32>
  cond {
    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %t = stablehlo.tanh %h : tensor<4x3xf32>
    %m = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %m, %t : tensor<i32>, tensor<4x3xf32>
  }
  return %0#1 : tensor<4x3xf32>
}

// -----

// Negative: a counter-based RNG loop (uint32 words, no float tensor) is kept.
// CHECK-LABEL: func.func public @rng_words
// CHECK: stablehlo.while
func.func public @rng_words(%arg0: tensor<4x3xui32>) -> tensor<4x3xui32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %w = %arg0) : tensor<i32>, tensor<4x3xui32>
  cond {
    %c5 = stablehlo.constant dense<5> : tensor<i32>
    %p = stablehlo.compare LT, %i, %c5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %x = stablehlo.xor %w, %w : tensor<4x3xui32>
    %m = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %m, %x : tensor<i32>, tensor<4x3xui32>
  }
  return %0#1 : tensor<4x3xui32>
}
