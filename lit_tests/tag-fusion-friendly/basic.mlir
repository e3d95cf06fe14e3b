// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-fusion-friendly)' | filecheck %s
// RUN: tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-fusion-friendly{concat-to-max=false reshape-across=false})' | filecheck %s --check-prefix=OFF

// concatenate → max of pads with the lowest value (-inf for f32): exact for every input.
// CHECK-LABEL: func.func @concat
// CHECK: %[[L:.*]] = stablehlo.constant dense<0xFF800000> : tensor<f32>
// CHECK: %[[A:.*]] = stablehlo.pad %arg0, %[[L]], low = [0, 0], high = [0, 5], interior = [0, 0]
// CHECK: %[[B:.*]] = stablehlo.pad %arg1, %[[L]], low = [0, 3], high = [0, 0], interior = [0, 0]
// CHECK: %[[R:.*]] = stablehlo.maximum %[[A]], %[[B]] : tensor<2x8xf32>
// CHECK: return %[[R]]
// OFF-LABEL: func.func @concat
// OFF: stablehlo.concatenate
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<2x8xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

// Integers pad with the minimum integer; three operands chain two maxima.
// CHECK-LABEL: func.func @concat_i32
// CHECK: stablehlo.constant dense<-2147483648> : tensor<i32>
// CHECK-COUNT-3: stablehlo.pad
// CHECK-COUNT-2: stablehlo.maximum
// CHECK-NOT: stablehlo.concatenate
func.func @concat_i32(%a: tensor<2xi32>, %b: tensor<3xi32>, %c: tensor<1xi32>) -> tensor<6xi32> {
  %0 = stablehlo.concatenate %a, %b, %c, dim = 0 : (tensor<2xi32>, tensor<3xi32>, tensor<1xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

// reshape(concatenate) → concatenate(reshape, reshape) when the concatenated dim stays intact
// (dim 1 of 2x?x4 → dim 1 of 2x?x2x2).
// CHECK-LABEL: func.func @reshape_concat
// CHECK-DAG: %[[RA:.*]] = stablehlo.reshape %arg0 : (tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32>
// CHECK-DAG: %[[RB:.*]] = stablehlo.reshape %arg1 : (tensor<2x5x4xf32>) -> tensor<2x5x2x2xf32>
// CHECK: stablehlo.pad %[[RA]]
// CHECK: stablehlo.pad %[[RB]]
// CHECK: stablehlo.maximum
// CHECK-NOT: stablehlo.concatenate
func.func @reshape_concat(%a: tensor<2x3x4xf32>, %b: tensor<2x5x4xf32>) -> tensor<2x8x2x2xf32> {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3x4xf32>, tensor<2x5x4xf32>) -> tensor<2x8x4xf32>
  %1 = stablehlo.reshape %0 : (tensor<2x8x4xf32>) -> tensor<2x8x2x2xf32>
  return %1 : tensor<2x8x2x2xf32>
}

// -----

// reshape(slice) → slice(reshape) when the sliced dim stays intact.
// CHECK-LABEL: func.func @reshape_slice
// CHECK: %[[R:.*]] = stablehlo.reshape %arg0 : (tensor<4x8xi32>) -> tensor<2x2x8xi32>
// CHECK: stablehlo.slice %[[R]] [0:2, 0:2, 2:5]
func.func @reshape_slice(%c: tensor<4x8xi32>) -> tensor<2x2x3xi32> {
  %0 = stablehlo.slice %c [0:4, 2:5] : (tensor<4x8xi32>) -> tensor<4x3xi32>
  %1 = stablehlo.reshape %0 : (tensor<4x3xi32>) -> tensor<2x2x3xi32>
  return %1 : tensor<2x2x3xi32>
}

// -----

// Negative: the reshape merges the concatenated/sliced dim with another one, the concatenate has
// a second user, or the element type has no max (complex): left alone (the concatenates of the
// first two still become maxima, after the reshape).
// CHECK-LABEL: func.func @illegal
// CHECK: stablehlo.maximum
// CHECK: stablehlo.reshape %{{.*}} : (tensor<2x8xf32>) -> tensor<16xf32>
// CHECK: stablehlo.slice %arg2 [0:4, 2:5]
// CHECK: stablehlo.reshape %{{.*}} : (tensor<4x3xi32>) -> tensor<12xi32>
// CHECK: stablehlo.concatenate %arg3, %arg3, dim = 0 : (tensor<2xcomplex<f32>>
func.func @illegal(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>, %c: tensor<4x8xi32>, %z: tensor<2xcomplex<f32>>)
    -> (tensor<16xf32>, tensor<12xi32>, tensor<4xcomplex<f32>>) {
  %0 = stablehlo.concatenate %a, %b, dim = 1 : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
  %1 = stablehlo.reshape %0 : (tensor<2x8xf32>) -> tensor<16xf32>
  %2 = stablehlo.slice %c [0:4, 2:5] : (tensor<4x8xi32>) -> tensor<4x3xi32>
  %3 = stablehlo.reshape %2 : (tensor<4x3xi32>) -> tensor<12xi32>
  %4 = stablehlo.concatenate %z, %z, dim = 0 : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %1, %3, %4 : tensor<16xf32>, tensor<12xi32>, tensor<4xcomplex<f32>>
}
