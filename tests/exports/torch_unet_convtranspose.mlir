module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x2x8x8xf32> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['enc.0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['enc.0.bias']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['enc.1.weight']", tag.role = "param"}, %arg5: tensor<8xf32> {jax.arg_info = "param['enc.1.bias']", tag.role = "param"}, %arg6: tensor<16x8x3x3xf32> {jax.arg_info = "param['mid.0.weight']", tag.role = "param"}, %arg7: tensor<16xf32> {jax.arg_info = "param['mid.0.bias']", tag.role = "param"}, %arg8: tensor<16x8x2x2xf32> {jax.arg_info = "param['up.weight']", tag.role = "param"}, %arg9: tensor<8xf32> {jax.arg_info = "param['up.bias']", tag.role = "param"}, %arg10: tensor<2x16x1x1xf32> {jax.arg_info = "param['out.weight']", tag.role = "param"}, %arg11: tensor<2xf32> {jax.arg_info = "param['out.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['enc.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['enc.0.bias']"}, tensor<8xf32> {jax.result_info = "grad['enc.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['enc.1.bias']"}, tensor<16x8x3x3xf32> {jax.result_info = "grad['mid.0.weight']"}, tensor<16xf32> {jax.result_info = "grad['mid.0.bias']"}, tensor<16x8x2x2xf32> {jax.result_info = "grad['up.weight']"}, tensor<8xf32> {jax.result_info = "grad['up.bias']"}, tensor<2x16x1x1xf32> {jax.result_info = "grad['out.weight']"}, tensor<2xf32> {jax.result_info = "grad['out.bias']"}) {
    %c = stablehlo.constant dense<1> : tensor<1x8xi64>
    %c_0 = stablehlo.constant dense<16> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_4 = stablehlo.constant dense<8> : tensor<i64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<8x8x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x8x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x8x8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x2x2xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %c_14 = stablehlo.constant dense<4> : tensor<i64>
    %cst_15 = arith.constant dense<512> : tensor<1xi64>
    %cst_16 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_17 = arith.constant dense<2> : tensor<1xi64>
    %cst_18 = arith.constant dense<1024> : tensor<1xi64>
    %cst_19 = arith.constant dense<0.001953125> : tensor<1xf64>
    %cst_20 = arith.constant dense<0> : tensor<1xi64>
    %cst_21 = arith.constant dense<8> : tensor<1xi64>
    %cst_22 = arith.constant dense<1> : tensor<1xi64>
    %cst_23 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x16x16xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x16x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x8x16x16xf32>) -> tensor<8x4x512xf32>
    %5 = stablehlo.reduce(%4 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %7 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %10 = stablehlo.divide %6, %9 : tensor<8x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %12 = stablehlo.subtract %4, %11 : tensor<8x4x512xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<8x4x512xf32>
    %14 = stablehlo.reduce(%13 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %16 = stablehlo.divide %15, %9 : tensor<8x4x1xf32>
    %17 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %18 = stablehlo.reshape %17 : (tensor<1xf32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<8x4x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<8x4x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %23 = stablehlo.multiply %12, %22 : tensor<8x4x512xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x4x512xf32>) -> tensor<8x8x16x16xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x8x16x16xf32>
    %28 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x8x16x16xf32>
    %31 = stablehlo.reshape %10 : (tensor<8x4x1xf32>) -> tensor<8x4xf32>
    %32 = stablehlo.reshape %21 : (tensor<8x4x1xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.logistic %30 : tensor<8x8x16x16xf32>
    %34 = stablehlo.multiply %30, %33 : tensor<8x8x16x16xf32>
    %35 = stablehlo.iota dim = 2 : tensor<8x8x256xi64>
    %36 = stablehlo.reshape %35 : (tensor<8x8x256xi64>) -> tensor<8x8x16x16xi64>
    %37:2 = "stablehlo.reduce_window"(%34, %36, %cst_12, %c_13) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<i64>, %arg14: tensor<f32>, %arg15: tensor<i64>):
      %286 = stablehlo.compare GE, %arg12, %arg14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %287 = stablehlo.select %286, %arg12, %arg14 : tensor<i1>, tensor<f32>
      %288 = stablehlo.compare EQ, %arg12, %arg14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %289 = stablehlo.minimum %arg13, %arg15 : tensor<i64>
      %290 = stablehlo.select %286, %arg13, %arg15 : tensor<i1>, tensor<i64>
      %291 = stablehlo.select %288, %289, %290 : tensor<i1>, tensor<i64>
      stablehlo.return %287, %291 : tensor<f32>, tensor<i64>
    }) : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xi64>, tensor<f32>, tensor<i64>) -> (tensor<8x8x8x8xf32>, tensor<8x8x8x8xi64>)
    %38 = stablehlo.convolution(%37#0, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x3x3xf32>) -> tensor<8x16x8x8xf32>
    %39 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x16x8x8xf32>
    %42 = stablehlo.logistic %41 : tensor<8x16x8x8xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<8x16x8x8xf32>
    %44 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<16x8x2x2xf32>) -> tensor<2x2x8x16xf32>
    %45 = stablehlo.reverse %44, dims = [0, 1] : tensor<2x2x8x16xf32>
    %46 = stablehlo.convolution(%43, %45) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<2x2x8x16xf32>) -> tensor<8x8x16x16xf32>
    %47 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x8x16x16xf32>
    %50 = stablehlo.concatenate %34, %49, dim = 1 : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x16x16x16xf32>
    %51 = stablehlo.convolution(%50, %arg10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x16x16xf32>, tensor<2x16x1x1xf32>) -> tensor<8x2x16x16xf32>
    %52 = stablehlo.reshape %arg11 : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<8x2x16x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x2x16x16xf32>
    %55 = "stablehlo.reduce_window"(%54, %cst_11) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %286 = stablehlo.add %arg12, %arg13 : tensor<f32>
      stablehlo.return %286 : tensor<f32>
    }) : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x8x8xf32>
    %56 = stablehlo.convert %c_14 : (tensor<i64>) -> tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %58 = stablehlo.divide %55, %57 : tensor<8x2x8x8xf32>
    %59 = stablehlo.subtract %58, %arg1 : tensor<8x2x8x8xf32>
    %60 = stablehlo.convert %cst_17 : (tensor<1xi64>) -> tensor<1xf32>
    %61 = stablehlo.reshape %60 : (tensor<1xf32>) -> tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %63 = stablehlo.power %59, %62 : tensor<8x2x8x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<f32>
    %65 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %66 = stablehlo.reshape %65 : (tensor<1xf32>) -> tensor<f32>
    %67 = stablehlo.divide %64, %66 : tensor<f32>
    %68 = stablehlo.convert %cst_19 : (tensor<1xf64>) -> tensor<1xf32>
    %69 = stablehlo.reshape %68 : (tensor<1xf32>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %71 = stablehlo.multiply %59, %70 : tensor<8x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<8x2x8x8xf32>
    %74 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %79 = stablehlo.reshape %78 : (tensor<1xf32>) -> tensor<f32>
    %80 = stablehlo.subtract %77, %75 : tensor<f32>
    %81 = stablehlo.convert %79 : (tensor<f32>) -> tensor<f64>
    %82 = stablehlo.convert %80 : (tensor<f32>) -> tensor<f64>
    %83 = stablehlo.divide %82, %81 : tensor<f64>
    %84 = stablehlo.ceil %83 : tensor<f64>
    %85 = stablehlo.convert %84 : (tensor<f64>) -> tensor<i64>
    %86 = stablehlo.reshape %85 : (tensor<i64>) -> tensor<1xi64>
    %87 = stablehlo.dynamic_iota %86, dim = 0 : (tensor<1xi64>) -> tensor<8xf32>
    %88 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<8xf32>
    %90 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.add %89, %90 : tensor<8xf32>
    %92 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8xf32>
    %94 = stablehlo.subtract %93, %90 : tensor<8xf32>
    %95 = stablehlo.add %94, %92 : tensor<8xf32>
    %96 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %97 = stablehlo.minimum %95, %96 : tensor<8xf32>
    %98 = stablehlo.subtract %97, %94 : tensor<8xf32>
    %99 = stablehlo.reshape %98 : (tensor<8xf32>) -> tensor<8x1xf32>
    %100 = stablehlo.reshape %98 : (tensor<8xf32>) -> tensor<1x8xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<8x2x8x8xf32>
    %105 = stablehlo.divide %73, %104 : tensor<8x2x8x8xf32>
    %106 = stablehlo.transpose %cst_8, dims = [2, 3, 1, 0] : (tensor<2x1x2x2xf32>) -> tensor<2x2x1x2xf32>
    %107 = stablehlo.reverse %106, dims = [0, 1] : tensor<2x2x1x2xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x2x1x2xf32>) -> tensor<2x2x1x2x1xf32>
    %109 = stablehlo.transpose %108, dims = [0, 1, 3, 2, 4] : (tensor<2x2x1x2x1xf32>) -> tensor<2x2x2x1x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x2x2x1x1xf32>) -> tensor<2x2x2x1xf32>
    %111 = stablehlo.convolution(%105, %110) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<8x2x8x8xf32>, tensor<2x2x2x1xf32>) -> tensor<8x2x16x16xf32>
    %112 = stablehlo.transpose %arg10, dims = [2, 3, 1, 0] : (tensor<2x16x1x1xf32>) -> tensor<1x1x16x2xf32>
    %113 = stablehlo.reverse %112, dims = [0, 1] : tensor<1x1x16x2xf32>
    %114 = stablehlo.convolution(%111, %113) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x2x16x16xf32>, tensor<1x1x16x2xf32>) -> tensor<8x16x16x16xf32>
    %115 = stablehlo.transpose %50, dims = [1, 0, 2, 3] : (tensor<8x16x16x16xf32>) -> tensor<16x8x16x16xf32>
    %116 = stablehlo.transpose %111, dims = [1, 0, 2, 3] : (tensor<8x2x16x16xf32>) -> tensor<2x8x16x16xf32>
    %117 = stablehlo.convolution(%115, %116) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x16x16xf32>, tensor<2x8x16x16xf32>) -> tensor<16x2x1x1xf32>
    %118 = stablehlo.transpose %117, dims = [1, 0, 2, 3] : (tensor<16x2x1x1xf32>) -> tensor<2x16x1x1xf32>
    %119 = stablehlo.reduce(%111 init: %cst_11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<2xf32>
    %120 = stablehlo.slice %114 [0:8, 0:8, 0:16, 0:16] : (tensor<8x16x16x16xf32>) -> tensor<8x8x16x16xf32>
    %121 = stablehlo.slice %114 [0:8, 8:16, 0:16, 0:16] : (tensor<8x16x16x16xf32>) -> tensor<8x8x16x16xf32>
    %122 = stablehlo.convolution(%121, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x2x2xf32>) -> tensor<8x16x8x8xf32>
    %123 = stablehlo.transpose %121, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %124 = stablehlo.transpose %43, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %125 = stablehlo.convolution(%123, %124) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x2x2xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0, 2, 3] : (tensor<8x16x2x2xf32>) -> tensor<16x8x2x2xf32>
    %127 = stablehlo.reduce(%121 init: %cst_11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.subtract %cst_7, %42 : tensor<8x16x8x8xf32>
    %129 = stablehlo.multiply %41, %128 : tensor<8x16x8x8xf32>
    %130 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %131 = stablehlo.reshape %130 : (tensor<1xf32>) -> tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %133 = stablehlo.add %129, %132 : tensor<8x16x8x8xf32>
    %134 = stablehlo.multiply %122, %42 : tensor<8x16x8x8xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<8x16x8x8xf32>
    %136 = stablehlo.transpose %arg6, dims = [2, 3, 1, 0] : (tensor<16x8x3x3xf32>) -> tensor<3x3x8x16xf32>
    %137 = stablehlo.reverse %136, dims = [0, 1] : tensor<3x3x8x16xf32>
    %138 = stablehlo.convolution(%135, %137) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x8xf32>
    %139 = stablehlo.transpose %37#0, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %140 = stablehlo.transpose %135, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %141 = stablehlo.convolution(%139, %140) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x3x3xf32>
    %142 = stablehlo.transpose %141, dims = [1, 0, 2, 3] : (tensor<8x16x3x3xf32>) -> tensor<16x8x3x3xf32>
    %143 = stablehlo.reduce(%135 init: %cst_11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %145 = stablehlo.convert %c_4 : (tensor<i64>) -> tensor<f64>
    %146 = stablehlo.divide %145, %144 : tensor<f64>
    %147 = stablehlo.ceil %146 : tensor<f64>
    %148 = stablehlo.convert %147 : (tensor<f64>) -> tensor<i64>
    %149 = stablehlo.reshape %148 : (tensor<i64>) -> tensor<1xi64>
    %150 = stablehlo.dynamic_iota %149, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %151 = stablehlo.multiply %150, %c_3 : tensor<8xi64>
    %152 = stablehlo.add %151, %c_2 : tensor<8xi64>
    %153 = stablehlo.multiply %152, %c_1 : tensor<8xi64>
    %154 = stablehlo.add %153, %c_2 : tensor<8xi64>
    %155 = stablehlo.reshape %154 : (tensor<8xi64>) -> tensor<8x1xi64>
    %156 = stablehlo.multiply %155, %c_0 : tensor<8x1xi64>
    %157 = stablehlo.reshape %154 : (tensor<8xi64>) -> tensor<1x8xi64>
    %158 = stablehlo.multiply %157, %c : tensor<1x8xi64>
    %159 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x8xi64>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<8x8xi64>
    %161 = stablehlo.add %159, %160 : tensor<8x8xi64>
    %162 = stablehlo.broadcast_in_dim %161, dims = [2, 3] : (tensor<8x8xi64>) -> tensor<8x8x8x8xi64>
    %163 = stablehlo.compare EQ, %37#1, %162, SIGNED : (tensor<8x8x8x8xi64>, tensor<8x8x8x8xi64>) -> tensor<8x8x8x8xi1>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %165 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %166 = stablehlo.broadcast_in_dim %cst_6, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %167 = stablehlo.select %164, %165, %166 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x1x8xf32>
    %169 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %170 = stablehlo.reshape %169 : (tensor<1xf32>) -> tensor<f32>
    %171 = stablehlo.pad %168, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x1x8xf32>, tensor<f32>) -> tensor<8x8x8x2x8xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x8x8x2x8xf32>) -> tensor<8x8x16x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x8x16x8xf32>) -> tensor<8x8x16x8x1xf32>
    %174 = stablehlo.pad %173, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x16x8x1xf32>, tensor<f32>) -> tensor<8x8x16x8x2xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x8x16x8x2xf32>) -> tensor<8x8x16x16xf32>
    %176 = stablehlo.add %153, %c_3 : tensor<8xi64>
    %177 = stablehlo.reshape %176 : (tensor<8xi64>) -> tensor<1x8xi64>
    %178 = stablehlo.multiply %177, %c : tensor<1x8xi64>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<8x8xi64>
    %180 = stablehlo.add %159, %179 : tensor<8x8xi64>
    %181 = stablehlo.broadcast_in_dim %180, dims = [2, 3] : (tensor<8x8xi64>) -> tensor<8x8x8x8xi64>
    %182 = stablehlo.compare EQ, %37#1, %181, SIGNED : (tensor<8x8x8x8xi64>, tensor<8x8x8x8xi64>) -> tensor<8x8x8x8xi1>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %184 = stablehlo.select %183, %165, %166 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x1x8xf32>
    %186 = stablehlo.pad %185, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x1x8xf32>, tensor<f32>) -> tensor<8x8x8x2x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x8x8x2x8xf32>) -> tensor<8x8x16x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x8x16x8xf32>) -> tensor<8x8x16x8x1xf32>
    %189 = stablehlo.pad %188, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x16x8x1xf32>, tensor<f32>) -> tensor<8x8x16x8x2xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x8x16x8x2xf32>) -> tensor<8x8x16x16xf32>
    %191 = stablehlo.pad %190, %170, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8x8x16x17xf32>
    %192 = stablehlo.slice %191 [0:8, 0:8, 0:16, 0:16] : (tensor<8x8x16x17xf32>) -> tensor<8x8x16x16xf32>
    %193 = stablehlo.add %175, %192 : tensor<8x8x16x16xf32>
    %194 = stablehlo.reshape %176 : (tensor<8xi64>) -> tensor<8x1xi64>
    %195 = stablehlo.multiply %194, %c_0 : tensor<8x1xi64>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x8xi64>
    %197 = stablehlo.add %196, %160 : tensor<8x8xi64>
    %198 = stablehlo.broadcast_in_dim %197, dims = [2, 3] : (tensor<8x8xi64>) -> tensor<8x8x8x8xi64>
    %199 = stablehlo.compare EQ, %37#1, %198, SIGNED : (tensor<8x8x8x8xi64>, tensor<8x8x8x8xi64>) -> tensor<8x8x8x8xi1>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %201 = stablehlo.select %200, %165, %166 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x1x8xf32>
    %203 = stablehlo.pad %202, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x1x8xf32>, tensor<f32>) -> tensor<8x8x8x2x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x8x8x2x8xf32>) -> tensor<8x8x16x8xf32>
    %205 = stablehlo.pad %204, %170, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x16x8xf32>, tensor<f32>) -> tensor<8x8x17x8xf32>
    %206 = stablehlo.slice %205 [0:8, 0:8, 0:16, 0:8] : (tensor<8x8x17x8xf32>) -> tensor<8x8x16x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<8x8x16x8xf32>) -> tensor<8x8x16x8x1xf32>
    %208 = stablehlo.pad %207, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x16x8x1xf32>, tensor<f32>) -> tensor<8x8x16x8x2xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x8x16x8x2xf32>) -> tensor<8x8x16x16xf32>
    %210 = stablehlo.add %193, %209 : tensor<8x8x16x16xf32>
    %211 = stablehlo.add %196, %179 : tensor<8x8xi64>
    %212 = stablehlo.broadcast_in_dim %211, dims = [2, 3] : (tensor<8x8xi64>) -> tensor<8x8x8x8xi64>
    %213 = stablehlo.compare EQ, %37#1, %212, SIGNED : (tensor<8x8x8x8xi64>, tensor<8x8x8x8xi64>) -> tensor<8x8x8x8xi1>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %215 = stablehlo.select %214, %165, %166 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x1x8xf32>
    %217 = stablehlo.pad %216, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x1x8xf32>, tensor<f32>) -> tensor<8x8x8x2x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x8x8x2x8xf32>) -> tensor<8x8x16x8xf32>
    %219 = stablehlo.pad %218, %170, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x16x8xf32>, tensor<f32>) -> tensor<8x8x17x8xf32>
    %220 = stablehlo.slice %219 [0:8, 0:8, 0:16, 0:8] : (tensor<8x8x17x8xf32>) -> tensor<8x8x16x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x8x16x8xf32>) -> tensor<8x8x16x8x1xf32>
    %222 = stablehlo.pad %221, %170, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x16x8x1xf32>, tensor<f32>) -> tensor<8x8x16x8x2xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x8x16x8x2xf32>) -> tensor<8x8x16x16xf32>
    %224 = stablehlo.pad %223, %170, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8x8x16x17xf32>
    %225 = stablehlo.slice %224 [0:8, 0:8, 0:16, 0:16] : (tensor<8x8x16x17xf32>) -> tensor<8x8x16x16xf32>
    %226 = stablehlo.add %210, %225 : tensor<8x8x16x16xf32>
    %227 = stablehlo.add %120, %226 : tensor<8x8x16x16xf32>
    %228 = stablehlo.subtract %cst, %33 : tensor<8x8x16x16xf32>
    %229 = stablehlo.multiply %30, %228 : tensor<8x8x16x16xf32>
    %230 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<8x8x16x16xf32>
    %231 = stablehlo.add %229, %230 : tensor<8x8x16x16xf32>
    %232 = stablehlo.multiply %227, %33 : tensor<8x8x16x16xf32>
    %233 = stablehlo.multiply %232, %231 : tensor<8x8x16x16xf32>
    %234 = stablehlo.reshape %3 : (tensor<8x8x16x16xf32>) -> tensor<8x4x2x256xf32>
    %235 = stablehlo.reshape %31 : (tensor<8x4xf32>) -> tensor<8x4x1x1xf32>
    %236 = stablehlo.reshape %32 : (tensor<8x4xf32>) -> tensor<8x4x1x1xf32>
    %237 = stablehlo.reshape %233 : (tensor<8x8x16x16xf32>) -> tensor<8x4x2x256xf32>
    %238 = stablehlo.multiply %237, %234 : tensor<8x4x2x256xf32>
    %239 = stablehlo.reduce(%238 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x2x256xf32>, tensor<f32>) -> tensor<8x4x2xf32>
    %240 = stablehlo.reshape %239 : (tensor<8x4x2xf32>) -> tensor<8x4x2x1xf32>
    %241 = stablehlo.reduce(%237 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x2x256xf32>, tensor<f32>) -> tensor<8x4x2xf32>
    %242 = stablehlo.reshape %241 : (tensor<8x4x2xf32>) -> tensor<8x4x2x1xf32>
    %243 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x4x2x1xf32>
    %244 = stablehlo.multiply %236, %236 : tensor<8x4x1x1xf32>
    %245 = stablehlo.multiply %244, %236 : tensor<8x4x1x1xf32>
    %246 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x2x1xf32>
    %247 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x4x2x1xf32>) -> tensor<8x4x2x1xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<8x4x2x1xf32>
    %249 = stablehlo.multiply %240, %247 : tensor<8x4x2x1xf32>
    %250 = stablehlo.reduce(%249 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x4x2x1xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %252 = stablehlo.multiply %242, %247 : tensor<8x4x2x1xf32>
    %253 = stablehlo.reduce(%252 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x4x2x1xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %255 = stablehlo.multiply %254, %235 : tensor<8x4x1x1xf32>
    %256 = stablehlo.subtract %255, %251 : tensor<8x4x1x1xf32>
    %257 = stablehlo.multiply %256, %245 : tensor<8x4x1x1xf32>
    %258 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x4x1x1xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<8x4x1x1xf32>
    %260 = stablehlo.multiply %254, %236 : tensor<8x4x1x1xf32>
    %261 = stablehlo.multiply %260, %258 : tensor<8x4x1x1xf32>
    %262 = stablehlo.negate %259 : tensor<8x4x1x1xf32>
    %263 = stablehlo.multiply %262, %235 : tensor<8x4x1x1xf32>
    %264 = stablehlo.subtract %263, %261 : tensor<8x4x1x1xf32>
    %265 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x2x256xf32>
    %266 = stablehlo.multiply %265, %234 : tensor<8x4x2x256xf32>
    %267 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x256xf32>
    %268 = stablehlo.multiply %267, %237 : tensor<8x4x2x256xf32>
    %269 = stablehlo.add %268, %266 : tensor<8x4x2x256xf32>
    %270 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x2x256xf32>
    %271 = stablehlo.add %269, %270 : tensor<8x4x2x256xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x4x2x256xf32>) -> tensor<8x8x16x16xf32>
    %273 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x2x1xf32>
    %274 = stablehlo.multiply %242, %273 : tensor<8x4x2x1xf32>
    %275 = stablehlo.subtract %240, %274 : tensor<8x4x2x1xf32>
    %276 = stablehlo.multiply %275, %246 : tensor<8x4x2x1xf32>
    %277 = stablehlo.reduce(%276 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x4x2x1xf32>, tensor<f32>) -> tensor<4x2x1xf32>
    %278 = stablehlo.reshape %277 : (tensor<4x2x1xf32>) -> tensor<8xf32>
    %279 = stablehlo.reduce(%242 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x4x2x1xf32>, tensor<f32>) -> tensor<4x2x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<4x2x1xf32>) -> tensor<8xf32>
    %281 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %282 = stablehlo.transpose %272, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %283 = stablehlo.convolution(%281, %282) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<3x8x3x3xf32>
    %284 = stablehlo.transpose %283, dims = [1, 0, 2, 3] : (tensor<3x8x3x3xf32>) -> tensor<8x3x3x3xf32>
    %285 = stablehlo.reduce(%272 init: %cst_11) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    return %67, %284, %285, %278, %280, %142, %143, %126, %127, %118, %119 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16x8x2x2xf32>, tensor<8xf32>, tensor<2x16x1x1xf32>, tensor<2xf32>
  }
}
