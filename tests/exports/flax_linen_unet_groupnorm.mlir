module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<2x2x16x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x3x8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<3x3x8x16xf32>, %arg6: tensor<2xf32>, %arg7: tensor<1x1x16x2xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<2x2x16x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<3x3x3x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<3x3x8x16xf32>, %arg16: tensor<2xf32>, %arg17: tensor<1x1x16x2xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8x16x16x3xf32>, %arg21: tensor<8x8x8x2xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]['params']['ConvTranspose_0']['bias']"}, tensor<2x2x16x8xf32> {jax.result_info = "result[0]['params']['ConvTranspose_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<2xf32> {jax.result_info = "result[0]['params']['Conv_2']['bias']"}, tensor<1x1x16x2xf32> {jax.result_info = "result[0]['params']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['GroupNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['GroupNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[1][0].trace['params']['ConvTranspose_0']['bias']"}, tensor<2x2x16x8xf32> {jax.result_info = "result[1][0].trace['params']['ConvTranspose_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].trace['params']['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].trace['params']['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1][0].trace['params']['Conv_1']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].trace['params']['Conv_2']['bias']"}, tensor<1x1x16x2xf32> {jax.result_info = "result[1][0].trace['params']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].trace['params']['GroupNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[1][0].trace['params']['GroupNorm_0']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:21 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21) : (tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x16x16x3xf32>, tensor<8x8x8x2xf32>) -> (tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20 : tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<8xf32>, %arg1: tensor<2x2x16x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x3x8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<3x3x8x16xf32>, %arg6: tensor<2xf32>, %arg7: tensor<1x1x16x2xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<2x2x16x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<3x3x3x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<3x3x8x16xf32>, %arg16: tensor<2xf32>, %arg17: tensor<1x1x16x2xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8x16x16x3xf32>, %arg21: tensor<8x8x8x2xf32>) -> (tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg20, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16x16x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x4x2xf32>
    %5 = chlo.square %4 : tensor<8x16x16x4x2xf32> -> tensor<8x16x16x4x2xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x4x2xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x16x16x4x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x4x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x4x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x4xf32>
    %14 = chlo.square %10 : tensor<8x4xf32> -> tensor<8x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<8x4xf32>
    %17 = stablehlo.subtract %13, %14 : tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<8x4xf32>
    %20 = stablehlo.compare EQ, %17, %19, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<8x4xi1>, tensor<8x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %25 = stablehlo.compare EQ, %24, %19, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<8x4xi1>, tensor<8x4xf32>
    %29 = stablehlo.divide %23, %28 : tensor<8x4xf32>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x2xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x4x2xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x2xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x4x2xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %37 = stablehlo.subtract %3, %36 : tensor<8x16x16x8xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %39 = stablehlo.add %35, %38 : tensor<8x1x1x8xf32>
    %40 = stablehlo.rsqrt %39 : tensor<8x1x1x8xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8x1x1x8xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<8x1x1x8xf32>
    %44 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<8x1x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %48 = stablehlo.multiply %37, %47 : tensor<8x16x16x8xf32>
    %49 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x16x16x8xf32>
    %52 = call @relu(%51) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %54 = stablehlo.compare GT, %51, %53, FLOAT : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xi1>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<f32>
    %56 = "stablehlo.reduce_window"(%52, %55) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %221 = stablehlo.maximum %arg22, %arg23 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %57 = stablehlo.convolution(%56, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x16xf32>
    %58 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x8x8x16xf32>
    %61 = call @relu_0(%60) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %63 = stablehlo.compare GT, %60, %62, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %64 = stablehlo.convolution(%61, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<2x2x16x8xf32>) -> tensor<8x16x16x8xf32>
    %65 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %67 = stablehlo.add %64, %66 : tensor<8x16x16x8xf32>
    %68 = stablehlo.concatenate %52, %67, dim = 3 : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.reduce_window"(%68, %69) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %221 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x8x8x16xf32>
    %cst_17 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %72 = stablehlo.divide %70, %71 : tensor<8x8x8x16xf32>
    %73 = stablehlo.convolution(%72, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x2xf32>) -> tensor<8x8x8x2xf32>
    %74 = stablehlo.reshape %arg6 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<8x8x8x2xf32>
    %76 = stablehlo.add %73, %75 : tensor<8x8x8x2xf32>
    %77 = stablehlo.subtract %76, %arg21 : tensor<8x8x8x2xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<8x8x8x2xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x8x2xf32>
    %80 = stablehlo.multiply %79, %77 : tensor<8x8x8x2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%78 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x8x8x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %82 = stablehlo.divide %81, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %83 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<8x8x8x2xf32>
    %85 = stablehlo.multiply %84, %80 : tensor<8x8x8x2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %87 = stablehlo.reshape %86 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %89 = stablehlo.convolution(%72, %85) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x2xf32>) -> tensor<1x1x16x2xf32>
    %90 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<1x1x16x2xf32>
    %91 = stablehlo.convolution(%85, %90) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x2xf32>, tensor<1x1x16x2xf32>) -> tensor<8x8x8x16xf32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x8x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %93, %cst_25, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x17x17x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<f32>
    %96 = "stablehlo.reduce_window"(%94, %95) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %221 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<8x17x17x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %97 = stablehlo.slice %96 [0:8, 0:16, 0:16, 0:8] : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x8xf32>
    %98 = stablehlo.slice %96 [0:8, 0:16, 0:16, 8:16] : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.reshape %99 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %102 = stablehlo.convolution(%61, %98) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x16x16x8xf32>) -> tensor<2x2x16x8xf32>
    %103 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<2x2x16x8xf32>
    %104 = stablehlo.convolution(%98, %103) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x8xf32>, tensor<2x2x16x8xf32>) -> tensor<8x8x8x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %106 = stablehlo.select %63, %104, %105 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.reshape %107 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %110 = stablehlo.convolution(%56, %106) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x8x16xf32>
    %111 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x8x16xf32>
    %112 = stablehlo.convolution(%106, %111) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x8xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.pad %52, %cst_30, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = "stablehlo.select_and_scatter"(%113, %112, %cst_31) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %221 = stablehlo.compare GE, %arg22, %arg23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %221 : tensor<i1>
    }, {
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %221 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %221 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %115 = stablehlo.slice %114 [0:8, 0:16, 0:16, 0:8] : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %116 = stablehlo.add %97, %115 : tensor<8x16x16x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %118 = stablehlo.select %54, %116, %117 : tensor<8x16x16x8xi1>, tensor<8x16x16x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %122 = stablehlo.multiply %37, %118 : tensor<8x16x16x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_34) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x8xf32>) -> tensor<8x1x1x8xf32>
    %125 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %126 = stablehlo.multiply %118, %125 : tensor<8x16x16x8xf32>
    %127 = stablehlo.multiply %40, %124 : tensor<8x1x1x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x8xf32>, tensor<f32>) -> tensor<1x1x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %130 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %131 = stablehlo.multiply %124, %130 : tensor<8x1x1x8xf32>
    %132 = stablehlo.reshape %129 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %133 = stablehlo.multiply %131, %43 : tensor<8x1x1x8xf32>
    %134 = stablehlo.negate %126 : tensor<8x16x16x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x8xf32>) -> tensor<8x1x1x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%133 init: %cst_37) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %cst_38) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %139 = stablehlo.reshape %137 : (tensor<8x8xf32>) -> tensor<8x4x2xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x4x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %141 = stablehlo.reshape %138 : (tensor<8x8xf32>) -> tensor<8x4x2xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x4x2xf32>, tensor<f32>) -> tensor<8x4xf32>
    %143 = stablehlo.multiply %140, %29 : tensor<8x4xf32>
    %144 = stablehlo.negate %143 : tensor<8x4xf32>
    %145 = stablehlo.multiply %144, %16 : tensor<8x4xf32>
    %146 = stablehlo.add %142, %145 : tensor<8x4xf32>
    %cst_41 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %148 = stablehlo.divide %143, %147 : tensor<8x4xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 3] : (tensor<8x4xf32>) -> tensor<8x16x16x4x2xf32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %151 = stablehlo.divide %146, %150 : tensor<8x4xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 3] : (tensor<8x4xf32>) -> tensor<8x16x16x4x2xf32>
    %153 = stablehlo.multiply %149, %7 : tensor<8x16x16x4x2xf32>
    %154 = stablehlo.add %152, %153 : tensor<8x16x16x4x2xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x16x16x4x2xf32>) -> tensor<8x16x16x8xf32>
    %156 = stablehlo.add %126, %155 : tensor<8x16x16x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %158 = stablehlo.reshape %157 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %160 = stablehlo.convolution(%arg20, %156) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x3xf32>, tensor<8x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %162 = stablehlo.multiply %161, %arg10 : tensor<8xf32>
    %163 = stablehlo.add %101, %162 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x2x16x8xf32>
    %165 = stablehlo.multiply %164, %arg11 : tensor<2x2x16x8xf32>
    %166 = stablehlo.add %102, %165 : tensor<2x2x16x8xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %168 = stablehlo.multiply %167, %arg12 : tensor<8xf32>
    %169 = stablehlo.add %159, %168 : tensor<8xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %171 = stablehlo.multiply %170, %arg13 : tensor<3x3x3x8xf32>
    %172 = stablehlo.add %160, %171 : tensor<3x3x3x8xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %174 = stablehlo.multiply %173, %arg14 : tensor<16xf32>
    %175 = stablehlo.add %109, %174 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %177 = stablehlo.multiply %176, %arg15 : tensor<3x3x8x16xf32>
    %178 = stablehlo.add %110, %177 : tensor<3x3x8x16xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %180 = stablehlo.multiply %179, %arg16 : tensor<2xf32>
    %181 = stablehlo.add %88, %180 : tensor<2xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x16x2xf32>
    %183 = stablehlo.multiply %182, %arg17 : tensor<1x1x16x2xf32>
    %184 = stablehlo.add %89, %183 : tensor<1x1x16x2xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %186 = stablehlo.multiply %185, %arg18 : tensor<8xf32>
    %187 = stablehlo.add %121, %186 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %189 = stablehlo.multiply %188, %arg19 : tensor<8xf32>
    %190 = stablehlo.add %132, %189 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.multiply %191, %163 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x2x16x8xf32>
    %194 = stablehlo.multiply %193, %166 : tensor<2x2x16x8xf32>
    %cst_56 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.multiply %195, %169 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %198 = stablehlo.multiply %197, %172 : tensor<3x3x3x8xf32>
    %cst_58 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.multiply %199, %175 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %202 = stablehlo.multiply %201, %178 : tensor<3x3x8x16xf32>
    %cst_60 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %204 = stablehlo.multiply %203, %181 : tensor<2xf32>
    %cst_61 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x16x2xf32>
    %206 = stablehlo.multiply %205, %184 : tensor<1x1x16x2xf32>
    %cst_62 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.multiply %207, %187 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.multiply %209, %190 : tensor<8xf32>
    %211 = stablehlo.add %arg0, %192 : tensor<8xf32>
    %212 = stablehlo.add %arg1, %194 : tensor<2x2x16x8xf32>
    %213 = stablehlo.add %arg2, %196 : tensor<8xf32>
    %214 = stablehlo.add %arg3, %198 : tensor<3x3x3x8xf32>
    %215 = stablehlo.add %arg4, %200 : tensor<16xf32>
    %216 = stablehlo.add %arg5, %202 : tensor<3x3x8x16xf32>
    %217 = stablehlo.add %arg6, %204 : tensor<2xf32>
    %218 = stablehlo.add %arg7, %206 : tensor<1x1x16x2xf32>
    %219 = stablehlo.add %arg8, %208 : tensor<8xf32>
    %220 = stablehlo.add %arg9, %210 : tensor<8xf32>
    return %211, %212, %213, %214, %215, %216, %217, %218, %219, %220, %163, %166, %169, %172, %175, %178, %181, %184, %187, %190, %82 : tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2x2x16x8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<2xf32>, tensor<1x1x16x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x8xf32>
    return %1 : tensor<8x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
}
