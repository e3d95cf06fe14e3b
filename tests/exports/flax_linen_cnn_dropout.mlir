module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x3x8xf32>, %arg4: tensor<10xf32>, %arg5: tensor<128x10xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<3x3x3x8xf32>, %arg12: tensor<10xf32>, %arg13: tensor<128x10xf32>, %arg14: tensor<8x8x8x3xf32>, %arg15: tensor<8xi32>, %arg16: tensor<2xui32>) -> (tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<128x10xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, tensor<128x10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:15 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8x8x8x3xf32>, tensor<8xi32>, tensor<2xui32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x3x8xf32>, %arg4: tensor<10xf32>, %arg5: tensor<128x10xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<3x3x3x8xf32>, %arg12: tensor<10xf32>, %arg13: tensor<128x10xf32>, %arg14: tensor<8x8x8x3xf32>, %arg15: tensor<8xi32>, %arg16: tensor<2xui32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg14, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x8x8xf32>
    %4 = chlo.square %3 : tensor<8x8x8x8xf32> -> tensor<8x8x8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8xf32>
    %13 = chlo.square %9 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<8xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<8xi1>, tensor<8xf32>
    %28 = stablehlo.divide %22, %27 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %29, %arg6 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.multiply %31, %9 : tensor<8xf32>
    %33 = stablehlo.add %30, %32 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.multiply %34, %arg7 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.multiply %36, %18 : tensor<8xf32>
    %38 = stablehlo.add %35, %37 : tensor<8xf32>
    %39 = stablehlo.broadcast_in_dim %9, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %42 = stablehlo.subtract %3, %41 : tensor<8x8x8x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x1x8xf32>
    %45 = stablehlo.rsqrt %44 : tensor<1x1x1x8xf32>
    %46 = stablehlo.divide %45, %44 : tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<1x1x1x8xf32>
    %49 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %50 = stablehlo.multiply %45, %49 : tensor<1x1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<8x8x8x8xf32>
    %53 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x8x8x8xf32>
    %56 = call @relu(%55) : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %58 = stablehlo.compare GT, %55, %57, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<f32>
    %60 = "stablehlo.reduce_window"(%56, %59) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %198 = stablehlo.add %arg17, %arg18 : tensor<f32>
      stablehlo.return %198 : tensor<f32>
    }) : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x4x4x8xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x4x4x8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x4x4x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x4x4x8xf32>) -> tensor<8x128xf32>
    %c = stablehlo.constant dense<2711844646> : tensor<ui32>
    %64 = call @_threefry_fold_in(%arg16, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_20 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %65 = call @_bernoulli(%64, %cst_20) : (tensor<2xui32>, tensor<f32>) -> tensor<8x128xi1>
    %cst_21 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %67 = stablehlo.divide %63, %66 : tensor<8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %69 = stablehlo.select %65, %67, %68 : tensor<8x128xi1>, tensor<8x128xf32>
    %70 = stablehlo.dot_general %69, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x10xf32>) -> tensor<8x10xf32>
    %71 = stablehlo.reshape %arg4 : (tensor<10xf32>) -> tensor<1x10xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %73 = stablehlo.add %70, %72 : tensor<8x10xf32>
    %74 = stablehlo.broadcast_in_dim %arg15, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %75:2 = call @take_along_axis(%73, %74) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %76:2 = call @_take(%75#0, %c_23) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%73 init: %cst_24) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<8xf32>
    %80 = stablehlo.is_finite %79 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.select %80, %79, %81 : tensor<8xi1>, tensor<8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %85 = stablehlo.subtract %73, %84 : tensor<8x10xf32>
    %86 = stablehlo.exponential %85 : tensor<8x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.abs %87 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.compare GE, %87, %89, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %91 = stablehlo.log %88 : tensor<8xf32>
    %92 = stablehlo.add %91, %82 : tensor<8xf32>
    %93 = stablehlo.subtract %92, %76#0 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %96 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.negate %97 : tensor<8xf32>
    %99 = stablehlo.divide %97, %88 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.select %90, %100, %99 : tensor<8xi1>, tensor<8xf32>
    %102 = stablehlo.select %90, %99, %100 : tensor<8xi1>, tensor<8xf32>
    %103 = stablehlo.negate %101 : tensor<8xf32>
    %104 = stablehlo.add %102, %103 : tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %106 = stablehlo.multiply %105, %86 : tensor<8x10xf32>
    %107 = call @_take_2(%76#1, %98) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %108 = call @take_along_axis_3(%75#1, %107) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x10xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %111 = stablehlo.reshape %110 : (tensor<10xf32>) -> tensor<1x10xf32>
    %112 = stablehlo.reshape %111 : (tensor<1x10xf32>) -> tensor<10xf32>
    %113 = stablehlo.dot_general %109, %69, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x128xf32>) -> tensor<10x128xf32>
    %114 = stablehlo.transpose %113, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %115 = stablehlo.dot_general %109, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<128x10xf32>) -> tensor<8x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %117 = stablehlo.select %65, %115, %116 : tensor<8x128xi1>, tensor<8x128xf32>
    %cst_36 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x128xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x128xf32>) -> tensor<8x4x4x8xf32>
    %cst_37 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x4x8xf32>
    %122 = stablehlo.divide %120, %121 : tensor<8x4x4x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %122, %cst_38, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x9x9x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<f32>
    %125 = "stablehlo.reduce_window"(%123, %124) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %198 = stablehlo.add %arg17, %arg18 : tensor<f32>
      stablehlo.return %198 : tensor<f32>
    }) : (tensor<8x9x9x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %127 = stablehlo.select %58, %125, %126 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.reshape %128 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %131 = stablehlo.multiply %42, %127 : tensor<8x8x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.reshape %132 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %134 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %135 = stablehlo.multiply %127, %134 : tensor<8x8x8x8xf32>
    %136 = stablehlo.multiply %45, %133 : tensor<1x1x1x8xf32>
    %137 = stablehlo.multiply %133, %49 : tensor<1x1x1x8xf32>
    %138 = stablehlo.reshape %136 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %139 = stablehlo.multiply %137, %48 : tensor<1x1x1x8xf32>
    %140 = stablehlo.negate %135 : tensor<8x8x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %142 = stablehlo.reshape %141 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%139 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%142 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %145 = stablehlo.multiply %143, %28 : tensor<8xf32>
    %146 = stablehlo.negate %145 : tensor<8xf32>
    %147 = stablehlo.multiply %146, %15 : tensor<8xf32>
    %148 = stablehlo.add %144, %147 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.divide %145, %149 : tensor<8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [3] : (tensor<8xf32>) -> tensor<8x8x8x8xf32>
    %cst_47 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %153 = stablehlo.divide %148, %152 : tensor<8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [3] : (tensor<8xf32>) -> tensor<8x8x8x8xf32>
    %155 = stablehlo.add %135, %154 : tensor<8x8x8x8xf32>
    %156 = stablehlo.multiply %151, %6 : tensor<8x8x8x8xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x8x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %159 = stablehlo.reshape %158 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %161 = stablehlo.convolution(%arg14, %157) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x3xf32>, tensor<8x8x8x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %163 = stablehlo.multiply %162, %arg8 : tensor<8xf32>
    %164 = stablehlo.add %130, %163 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %166 = stablehlo.multiply %165, %arg9 : tensor<8xf32>
    %167 = stablehlo.add %138, %166 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %169 = stablehlo.multiply %168, %arg10 : tensor<8xf32>
    %170 = stablehlo.add %160, %169 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %172 = stablehlo.multiply %171, %arg11 : tensor<3x3x3x8xf32>
    %173 = stablehlo.add %161, %172 : tensor<3x3x3x8xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %175 = stablehlo.multiply %174, %arg12 : tensor<10xf32>
    %176 = stablehlo.add %112, %175 : tensor<10xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %178 = stablehlo.multiply %177, %arg13 : tensor<128x10xf32>
    %179 = stablehlo.add %114, %178 : tensor<128x10xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %181 = stablehlo.multiply %180, %164 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %183 = stablehlo.multiply %182, %167 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %185 = stablehlo.multiply %184, %170 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %187 = stablehlo.multiply %186, %173 : tensor<3x3x3x8xf32>
    %cst_59 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %189 = stablehlo.multiply %188, %176 : tensor<10xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-02> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %191 = stablehlo.multiply %190, %179 : tensor<128x10xf32>
    %192 = stablehlo.add %arg0, %181 : tensor<8xf32>
    %193 = stablehlo.add %arg1, %183 : tensor<8xf32>
    %194 = stablehlo.add %arg2, %185 : tensor<8xf32>
    %195 = stablehlo.add %arg3, %187 : tensor<3x3x3x8xf32>
    %196 = stablehlo.add %arg4, %189 : tensor<10xf32>
    %197 = stablehlo.add %arg5, %191 : tensor<128x10xf32>
    return %192, %193, %194, %195, %196, %197, %33, %38, %164, %167, %170, %173, %176, %179, %95 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<128x10xf32>, tensor<f32>
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
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x128xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    return %2 : tensor<8x128xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x128xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x128xui64>
    %c = stablehlo.constant dense<128> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x128xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<8x128xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x128xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<8x128xui64>
    %14 = stablehlo.add %11, %13 : tensor<8x128xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x128xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x128xui64>
    %17 = stablehlo.convert %14 : (tensor<8x128xui64>) -> tensor<8x128xui32>
    %18 = stablehlo.convert %16 : (tensor<8x128xui64>) -> tensor<8x128xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x128xui32>, tensor<8x128xui32>) -> (tensor<8x128xui32>, tensor<8x128xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x128xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x128xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x128xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x128xui32>) -> tensor<8x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x128xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x128xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x128xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x128xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x128xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x128xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8x128xf32>
    return %34 : tensor<8x128xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x128xui32>, %arg3: tensor<8x128xui32>) -> (tensor<8x128xui32>, tensor<8x128xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x128xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x128xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x128xui32>, tensor<8x128xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<8x128xui32>, %arg2: tensor<8x128xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x128xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x128xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x128xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x128xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x128xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x128xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x128xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x128xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x128xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x128xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x128xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x128xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x128xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x128xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x128xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x128xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x128xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x128xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x128xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x128xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x128xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x128xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x128xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x128xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x128xui32>, tensor<8x128xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
}
