module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<10xf32>, %arg3: tensor<512x10xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<i32>, %arg7: tensor<8xf32>, %arg8: tensor<3x3x3x8xf32>, %arg9: tensor<10xf32>, %arg10: tensor<512x10xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<3x3x3x8xf32>, %arg15: tensor<10xf32>, %arg16: tensor<512x10xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8x8x8x3xf32>, %arg20: tensor<8xi32>, %arg21: tensor<2xui32>) -> (tensor<8xf32> {jax.result_info = "result[0]['conv']['bias'].value"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['conv']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[0]['head']['bias'].value"}, tensor<512x10xf32> {jax.result_info = "result[0]['head']['kernel'].value"}, tensor<8xf32> {jax.result_info = "result[0]['norm']['bias'].value"}, tensor<8xf32> {jax.result_info = "result[0]['norm']['scale'].value"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['conv']['bias'].value"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].mu['conv']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['head']['bias'].value"}, tensor<512x10xf32> {jax.result_info = "result[1][0].mu['head']['kernel'].value"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['norm']['bias'].value"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['norm']['scale'].value"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['conv']['bias'].value"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].nu['conv']['kernel'].value"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['head']['bias'].value"}, tensor<512x10xf32> {jax.result_info = "result[1][0].nu['head']['kernel'].value"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['norm']['bias'].value"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['norm']['scale'].value"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:20 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21) : (tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x8x3xf32>, tensor<8xi32>, tensor<2xui32>) -> (tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19 : tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<10xf32>, %arg3: tensor<512x10xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<i32>, %arg7: tensor<8xf32>, %arg8: tensor<3x3x3x8xf32>, %arg9: tensor<10xf32>, %arg10: tensor<512x10xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<3x3x3x8xf32>, %arg15: tensor<10xf32>, %arg16: tensor<512x10xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8x8x8x3xf32>, %arg20: tensor<8xi32>, %arg21: tensor<2xui32>) -> (tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg19, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x8x8xf32>
    %4 = chlo.square %3 : tensor<8x8x8x8xf32> -> tensor<8x8x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x8x8xf32>
    %13 = chlo.square %9 : tensor<8x8x8xf32> -> tensor<8x8x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<8x8x8xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<8x8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x8x8xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    %28 = stablehlo.divide %22, %27 : tensor<8x8x8xf32>
    %29 = stablehlo.reshape %9 : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %30 = stablehlo.reshape %18 : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x8xf32>
    %32 = stablehlo.subtract %3, %31 : tensor<8x8x8x8xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x8x8x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x8x8x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8x8x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x8x8x1xf32>
    %39 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8x8x8x8xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<8x8x8x8xf32>
    %44 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x8x8x8xf32>
    %47 = call @relu(%46) : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %49 = stablehlo.compare GT, %46, %48, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %50 = stablehlo.reshape %47 : (tensor<8x8x8x8xf32>) -> tensor<8x512xf32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %51 = call @_threefry_fold_in(%arg21, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_14 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %52 = call @_bernoulli(%51, %cst_14) : (tensor<2xui32>, tensor<f32>) -> tensor<8x512xi1>
    %cst_15 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %54 = stablehlo.divide %50, %53 : tensor<8x512xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %56 = stablehlo.select %52, %54, %55 : tensor<8x512xi1>, tensor<8x512xf32>
    %57 = stablehlo.dot_general %56, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %58 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x10xf32>
    %61 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %62:2 = call @take_along_axis(%60, %61) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %63:2 = call @_take(%62#0, %c_17) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%60 init: %cst_18) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %66 = stablehlo.maximum %65, %64 : tensor<8xf32>
    %67 = stablehlo.is_finite %66 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.select %67, %66, %68 : tensor<8xi1>, tensor<8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %72 = stablehlo.subtract %60, %71 : tensor<8x10xf32>
    %73 = stablehlo.exponential %72 : tensor<8x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.abs %74 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.compare GE, %74, %76, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %78 = stablehlo.log %75 : tensor<8xf32>
    %79 = stablehlo.add %78, %69 : tensor<8xf32>
    %80 = stablehlo.subtract %79, %63#0 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %82 = stablehlo.divide %81, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %83 = stablehlo.divide %cst_25, %cst_26 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.negate %84 : tensor<8xf32>
    %86 = stablehlo.divide %84, %75 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.select %77, %87, %86 : tensor<8xi1>, tensor<8xf32>
    %89 = stablehlo.select %77, %86, %87 : tensor<8xi1>, tensor<8xf32>
    %90 = stablehlo.negate %88 : tensor<8xf32>
    %91 = stablehlo.add %89, %90 : tensor<8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %93 = stablehlo.multiply %92, %73 : tensor<8x10xf32>
    %94 = call @_take_2(%63#1, %85) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %95 = call @take_along_axis_3(%62#1, %94) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x10xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %98 = stablehlo.reshape %97 : (tensor<10xf32>) -> tensor<1x10xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x10xf32>) -> tensor<10xf32>
    %100 = stablehlo.dot_general %96, %56, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x512xf32>) -> tensor<10x512xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %102 = stablehlo.dot_general %96, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %104 = stablehlo.select %52, %102, %103 : tensor<8x512xi1>, tensor<8x512xf32>
    %cst_30 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %106 = stablehlo.divide %104, %105 : tensor<8x512xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x512xf32>) -> tensor<8x8x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %109 = stablehlo.select %49, %107, %108 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.reshape %110 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %113 = stablehlo.multiply %32, %109 : tensor<8x8x8x8xf32>
    %114 = stablehlo.multiply %109, %42 : tensor<8x8x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x8xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<8x8x8x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %118 = stablehlo.reshape %117 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %119 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %120 = stablehlo.multiply %113, %119 : tensor<8x8x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %123 = stablehlo.reshape %118 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %124 = stablehlo.multiply %122, %38 : tensor<8x8x8x1xf32>
    %125 = stablehlo.negate %114 : tensor<8x8x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %128 = stablehlo.reshape %124 : (tensor<8x8x8x1xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.reshape %127 : (tensor<8x8x8x1xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.multiply %128, %28 : tensor<8x8x8xf32>
    %131 = stablehlo.negate %130 : tensor<8x8x8xf32>
    %132 = stablehlo.multiply %131, %15 : tensor<8x8x8xf32>
    %133 = stablehlo.add %129, %132 : tensor<8x8x8xf32>
    %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %135 = stablehlo.divide %130, %134 : tensor<8x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst_37 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.divide %133, %137 : tensor<8x8x8xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %140 = stablehlo.add %114, %139 : tensor<8x8x8x8xf32>
    %141 = stablehlo.multiply %136, %6 : tensor<8x8x8x8xf32>
    %142 = stablehlo.add %140, %141 : tensor<8x8x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.reshape %143 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %146 = stablehlo.convolution(%arg19, %142) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x3xf32>, tensor<8x8x8x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = stablehlo.multiply %147, %145 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.multiply %149, %arg7 : tensor<8xf32>
    %151 = stablehlo.add %148, %150 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %153 = stablehlo.multiply %152, %146 : tensor<3x3x3x8xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %155 = stablehlo.multiply %154, %arg8 : tensor<3x3x3x8xf32>
    %156 = stablehlo.add %153, %155 : tensor<3x3x3x8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.multiply %157, %99 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %160 = stablehlo.multiply %159, %arg9 : tensor<10xf32>
    %161 = stablehlo.add %158, %160 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %163 = stablehlo.multiply %162, %101 : tensor<512x10xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %165 = stablehlo.multiply %164, %arg10 : tensor<512x10xf32>
    %166 = stablehlo.add %163, %165 : tensor<512x10xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %168 = stablehlo.multiply %167, %112 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %170 = stablehlo.multiply %169, %arg11 : tensor<8xf32>
    %171 = stablehlo.add %168, %170 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %173 = stablehlo.multiply %172, %123 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %175 = stablehlo.multiply %174, %arg12 : tensor<8xf32>
    %176 = stablehlo.add %173, %175 : tensor<8xf32>
    %177 = stablehlo.multiply %145, %145 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %181 = stablehlo.multiply %180, %arg13 : tensor<8xf32>
    %182 = stablehlo.add %179, %181 : tensor<8xf32>
    %183 = stablehlo.multiply %146, %146 : tensor<3x3x3x8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<3x3x3x8xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %187 = stablehlo.multiply %186, %arg14 : tensor<3x3x3x8xf32>
    %188 = stablehlo.add %185, %187 : tensor<3x3x3x8xf32>
    %189 = stablehlo.multiply %99, %99 : tensor<10xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<10xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %193 = stablehlo.multiply %192, %arg15 : tensor<10xf32>
    %194 = stablehlo.add %191, %193 : tensor<10xf32>
    %195 = stablehlo.multiply %101, %101 : tensor<512x10xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<512x10xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %199 = stablehlo.multiply %198, %arg16 : tensor<512x10xf32>
    %200 = stablehlo.add %197, %199 : tensor<512x10xf32>
    %201 = stablehlo.multiply %112, %112 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %205 = stablehlo.multiply %204, %arg17 : tensor<8xf32>
    %206 = stablehlo.add %203, %205 : tensor<8xf32>
    %207 = stablehlo.multiply %123, %123 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %211 = stablehlo.multiply %210, %arg18 : tensor<8xf32>
    %212 = stablehlo.add %209, %211 : tensor<8xf32>
    %c_63 = stablehlo.constant dense<2147483647> : tensor<i32>
    %213 = stablehlo.compare LT, %arg6, %c_63, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_64 = stablehlo.constant dense<1> : tensor<i32>
    %214 = stablehlo.add %arg6, %c_64 : tensor<i32>
    %c_65 = stablehlo.constant dense<2147483647> : tensor<i32>
    %215 = call @_where_4(%213, %214, %c_65) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.convert %215 : (tensor<i32>) -> tensor<f32>
    %217 = stablehlo.power %cst_66, %216 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.subtract %cst_67, %217 : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.divide %151, %219 : tensor<8xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %222 = stablehlo.divide %156, %221 : tensor<3x3x3x8xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %224 = stablehlo.divide %161, %223 : tensor<10xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %226 = stablehlo.divide %166, %225 : tensor<512x10xf32>
    %227 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %228 = stablehlo.divide %171, %227 : tensor<8xf32>
    %229 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.divide %176, %229 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.convert %215 : (tensor<i32>) -> tensor<f32>
    %232 = stablehlo.power %cst_68, %231 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_69, %232 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.divide %182, %234 : tensor<8xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %237 = stablehlo.divide %188, %236 : tensor<3x3x3x8xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %239 = stablehlo.divide %194, %238 : tensor<10xf32>
    %240 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %241 = stablehlo.divide %200, %240 : tensor<512x10xf32>
    %242 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %243 = stablehlo.divide %206, %242 : tensor<8xf32>
    %244 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.divide %212, %244 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %247 = stablehlo.add %235, %246 : tensor<8xf32>
    %248 = stablehlo.sqrt %247 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %250 = stablehlo.add %248, %249 : tensor<8xf32>
    %251 = stablehlo.divide %220, %250 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %253 = stablehlo.add %237, %252 : tensor<3x3x3x8xf32>
    %254 = stablehlo.sqrt %253 : tensor<3x3x3x8xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %256 = stablehlo.add %254, %255 : tensor<3x3x3x8xf32>
    %257 = stablehlo.divide %222, %256 : tensor<3x3x3x8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %259 = stablehlo.add %239, %258 : tensor<10xf32>
    %260 = stablehlo.sqrt %259 : tensor<10xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %262 = stablehlo.add %260, %261 : tensor<10xf32>
    %263 = stablehlo.divide %224, %262 : tensor<10xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %265 = stablehlo.add %241, %264 : tensor<512x10xf32>
    %266 = stablehlo.sqrt %265 : tensor<512x10xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %268 = stablehlo.add %266, %267 : tensor<512x10xf32>
    %269 = stablehlo.divide %226, %268 : tensor<512x10xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.add %243, %270 : tensor<8xf32>
    %272 = stablehlo.sqrt %271 : tensor<8xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.add %272, %273 : tensor<8xf32>
    %275 = stablehlo.divide %228, %274 : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %277 = stablehlo.add %245, %276 : tensor<8xf32>
    %278 = stablehlo.sqrt %277 : tensor<8xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %280 = stablehlo.add %278, %279 : tensor<8xf32>
    %281 = stablehlo.divide %230, %280 : tensor<8xf32>
    %cst_82 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.multiply %282, %251 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %285 = stablehlo.multiply %284, %257 : tensor<3x3x3x8xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %287 = stablehlo.multiply %286, %263 : tensor<10xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %289 = stablehlo.multiply %288, %269 : tensor<512x10xf32>
    %cst_86 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %291 = stablehlo.multiply %290, %275 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %293 = stablehlo.multiply %292, %281 : tensor<8xf32>
    %294 = stablehlo.add %arg0, %283 : tensor<8xf32>
    %295 = stablehlo.add %arg1, %285 : tensor<3x3x3x8xf32>
    %296 = stablehlo.add %arg2, %287 : tensor<10xf32>
    %297 = stablehlo.add %arg3, %289 : tensor<512x10xf32>
    %298 = stablehlo.add %arg4, %291 : tensor<8xf32>
    %299 = stablehlo.add %arg5, %293 : tensor<8xf32>
    return %294, %295, %296, %297, %298, %299, %215, %151, %156, %161, %166, %171, %176, %182, %188, %194, %200, %206, %212, %82 : tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x8xf32>
    return %1 : tensor<8x8x8x8xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x512xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    return %2 : tensor<8x512xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x512xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<8x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<8x512xui64>
    %14 = stablehlo.add %11, %13 : tensor<8x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x512xui64>
    %17 = stablehlo.convert %14 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %18 = stablehlo.convert %16 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x512xui32>, tensor<8x512xui32>) -> (tensor<8x512xui32>, tensor<8x512xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x512xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x512xui32>) -> tensor<8x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x512xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x512xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x512xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8x512xf32>
    return %34 : tensor<8x512xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x512xui32>, %arg3: tensor<8x512xui32>) -> (tensor<8x512xui32>, tensor<8x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x512xui32>, tensor<8x512xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<8x512xui32>, %arg2: tensor<8x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
