// RUN: tag-opt %s --split-input-file --tag-inline-calls | filecheck %s

// Nested calls are inlined transitively and the dead private callees are erased.
// CHECK-LABEL: func.func public @main
// CHECK-NOT: func.call
// CHECK: %[[S:.*]] = stablehlo.sine %arg0
// CHECK: %[[M:.*]] = stablehlo.multiply %[[S]], %[[S]]
// CHECK: %[[C:.*]] = stablehlo.cosine %[[M]]
// CHECK: return %[[C]]
// CHECK-NOT: func.func private
func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @outer(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @outer(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @square_sine(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.cosine %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func private @square_sine(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 : tensor<4xf32>
  %1 = stablehlo.multiply %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Negative: no calls, nothing changes (the private helper nobody calls is kept).
// CHECK-LABEL: func.func public @no_calls
// CHECK: stablehlo.negate
// CHECK: func.func private @unused
func.func public @no_calls(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.negate %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @unused(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}
