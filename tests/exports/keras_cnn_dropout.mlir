module @jit_cnn_dropout_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "cnn_dropout", variant = "keras"}} {
  func.func public @main(%arg0: tensor<3x3x3x8xf32> {tag.name = "params/cnn_dropout/conv2d/kernel", tag.role = "param"}, %arg1: tensor<8xf32> {tag.name = "params/cnn_dropout/conv2d/bias", tag.role = "param"}, %arg2: tensor<8xf32> {tag.name = "params/cnn_dropout/batch_normalization/gamma", tag.role = "param"}, %arg3: tensor<8xf32> {tag.name = "params/cnn_dropout/batch_normalization/beta", tag.role = "param"}, %arg4: tensor<3x3x8x16xf32> {tag.name = "params/cnn_dropout/conv2d_1/kernel", tag.role = "param"}, %arg5: tensor<16xf32> {tag.name = "params/cnn_dropout/conv2d_1/bias", tag.role = "param"}, %arg6: tensor<16x10xf32> {tag.name = "params/cnn_dropout/dense/kernel", tag.role = "param"}, %arg7: tensor<10xf32> {tag.name = "params/cnn_dropout/dense/bias", tag.role = "param"}, %arg8: tensor<i32> {tag.name = "opt_state/adam/count", tag.role = "opt_state"}, %arg9: tensor<3x3x3x8xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/conv2d/kernel", tag.role = "opt_state"}, %arg10: tensor<8xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/conv2d/bias", tag.role = "opt_state"}, %arg11: tensor<8xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/batch_normalization/gamma", tag.role = "opt_state"}, %arg12: tensor<8xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/batch_normalization/beta", tag.role = "opt_state"}, %arg13: tensor<3x3x8x16xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/conv2d_1/kernel", tag.role = "opt_state"}, %arg14: tensor<16xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/conv2d_1/bias", tag.role = "opt_state"}, %arg15: tensor<16x10xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/dense/kernel", tag.role = "opt_state"}, %arg16: tensor<10xf32> {tag.name = "opt_state/adam/mu/cnn_dropout/dense/bias", tag.role = "opt_state"}, %arg17: tensor<3x3x3x8xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/conv2d/kernel", tag.role = "opt_state"}, %arg18: tensor<8xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/conv2d/bias", tag.role = "opt_state"}, %arg19: tensor<8xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/batch_normalization/gamma", tag.role = "opt_state"}, %arg20: tensor<8xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/batch_normalization/beta", tag.role = "opt_state"}, %arg21: tensor<3x3x8x16xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/conv2d_1/kernel", tag.role = "opt_state"}, %arg22: tensor<16xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/conv2d_1/bias", tag.role = "opt_state"}, %arg23: tensor<16x10xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/dense/kernel", tag.role = "opt_state"}, %arg24: tensor<10xf32> {tag.name = "opt_state/adam/nu/cnn_dropout/dense/bias", tag.role = "opt_state"}, %arg25: tensor<8xf32> {tag.name = "opt_state/model_state/cnn_dropout/batch_normalization/moving_mean", tag.role = "opt_state"}, %arg26: tensor<8xf32> {tag.name = "opt_state/model_state/cnn_dropout/batch_normalization/moving_variance", tag.role = "opt_state"}, %arg27: tensor<2xui32> {tag.name = "opt_state/model_state/seed_generator/seed_generator_state", tag.role = "opt_state"}, %arg28: tensor<8x16x16x3xf32> {tag.name = "batch/x", tag.role = "batch"}, %arg29: tensor<8xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<3x3x3x8xf32> {jax.result_info = "result[0][0]"}, tensor<8xf32> {jax.result_info = "result[0][1]"}, tensor<8xf32> {jax.result_info = "result[0][2]"}, tensor<8xf32> {jax.result_info = "result[0][3]"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0][4]"}, tensor<16xf32> {jax.result_info = "result[0][5]"}, tensor<16x10xf32> {jax.result_info = "result[0][6]"}, tensor<10xf32> {jax.result_info = "result[0][7]"}, tensor<i32> {jax.result_info = "result[1]['adam'][0].count"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1]['adam'][0].mu[0]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].mu[1]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].mu[2]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].mu[3]"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1]['adam'][0].mu[4]"}, tensor<16xf32> {jax.result_info = "result[1]['adam'][0].mu[5]"}, tensor<16x10xf32> {jax.result_info = "result[1]['adam'][0].mu[6]"}, tensor<10xf32> {jax.result_info = "result[1]['adam'][0].mu[7]"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1]['adam'][0].nu[0]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].nu[1]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].nu[2]"}, tensor<8xf32> {jax.result_info = "result[1]['adam'][0].nu[3]"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1]['adam'][0].nu[4]"}, tensor<16xf32> {jax.result_info = "result[1]['adam'][0].nu[5]"}, tensor<16x10xf32> {jax.result_info = "result[1]['adam'][0].nu[6]"}, tensor<10xf32> {jax.result_info = "result[1]['adam'][0].nu[7]"}, tensor<8xf32> {jax.result_info = "result[1]['model_state'][0]"}, tensor<8xf32> {jax.result_info = "result[1]['model_state'][1]"}, tensor<2xui32> {jax.result_info = "result[1]['model_state'][2]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<8> : tensor<1xi32>
    %0 = stablehlo.convolution(%arg28, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16x16x8xf32>
    %4 = call @relu(%3) : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x16x16x8xf32>, tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %11 = stablehlo.divide %9, %10 : tensor<1x1x1x8xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %12:5 = call @_var(%4, %c_4) : (tensor<8x16x16x8xf32>, tensor<i32>) -> (tensor<1x1x1x8xf32>, tensor<8x16x16x8xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x8xf32>)
    %13 = stablehlo.reshape %11 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %14 = stablehlo.reshape %12#0 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.multiply %arg25, %15 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<8xf32>
    %19 = stablehlo.add %16, %18 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.multiply %arg26, %20 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.multiply %14, %22 : tensor<8xf32>
    %24 = stablehlo.add %21, %23 : tensor<8xf32>
    %25 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %26 = stablehlo.reshape %14 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x1x1x8xf32>
    %29 = stablehlo.rsqrt %28 : tensor<1x1x1x8xf32>
    %30 = stablehlo.divide %29, %28 : tensor<1x1x1x8xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1x1x1x8xf32>
    %33 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<1x1x1x8xf32>
    %35 = stablehlo.negate %25 : tensor<1x1x1x8xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<1x1x1x8xf32>
    %37 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %40 = stablehlo.multiply %4, %39 : tensor<8x16x16x8xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x16x16x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %44 = "stablehlo.reduce_window"(%42, %43) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %415 = stablehlo.maximum %arg30, %arg31 : tensor<f32>
      stablehlo.return %415 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %45 = stablehlo.convolution(%44, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x16xf32>
    %46 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x8x8x16xf32>
    %49 = call @relu_0(%48) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %51 = stablehlo.compare GT, %48, %50, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%49 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x16xf32>
    %c_16 = stablehlo.constant dense<1> : tensor<ui32>
    %56 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %57 = stablehlo.multiply %arg27, %56 : tensor<2xui32>
    %58 = stablehlo.add %arg27, %c : tensor<2xui32>
    %cst_17 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %59 = call @_bernoulli(%57, %cst_17) : (tensor<2xui32>, tensor<f32>) -> tensor<8x16xi1>
    %cst_18 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %61 = stablehlo.divide %55, %60 : tensor<8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %63 = stablehlo.select %59, %61, %62 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %65 = stablehlo.dot_general %63, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %66 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x10xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8xf32>) -> tensor<8x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %72 = stablehlo.compare EQ, %68, %71, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %73 = stablehlo.convert %72 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.maximum %75, %69 : tensor<8xf32>
    %77 = stablehlo.compare EQ, %69, %76, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.select %77, %78, %79 : tensor<8xi1>, tensor<8xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.compare EQ, %81, %76, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.select %82, %83, %84 : tensor<8xi1>, tensor<8xf32>
    %86 = stablehlo.divide %80, %85 : tensor<8xf32>
    %87 = stablehlo.broadcast_in_dim %76, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %89 = stablehlo.subtract %68, %88 : tensor<8x10xf32>
    %90 = stablehlo.exponential %89 : tensor<8x10xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %94 = stablehlo.divide %90, %93 : tensor<8x10xf32>
    %95 = stablehlo.multiply %92, %92 : tensor<8x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %97 = stablehlo.divide %96, %95 : tensor<8x1xf32>
    %98 = stablehlo.convert %arg29 : (tensor<8xi32>) -> tensor<8xf32>
    %99 = stablehlo.convert %98 : (tensor<8xf32>) -> tensor<8xi32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%94 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %103 = stablehlo.divide %94, %102 : tensor<8x10xf32>
    %104 = stablehlo.multiply %101, %101 : tensor<8x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %106 = stablehlo.divide %105, %104 : tensor<8x1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %cst_34 = stablehlo.constant dense<0.99999988> : tensor<f32>
    %107:3 = call @clip(%103, %cst_33, %cst_34) : (tensor<8x10xf32>, tensor<f32>, tensor<f32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>)
    %108 = stablehlo.log %107#0 : tensor<8x10xf32>
    %109 = call @_one_hot(%99) : (tensor<8xi32>) -> tensor<8x10xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<8x10xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %112 = stablehlo.negate %111 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %114 = stablehlo.reduce(%c_0 init: %c_37) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %115 = stablehlo.convert %114 : (tensor<i32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.compare EQ, %115, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %117 = call @_where_1(%116, %c_39, %115) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.compare EQ, %115, %cst_40, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %119 = stablehlo.divide %113, %117 : tensor<f32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %120:2 = call @_where_2(%118, %c_41, %119) : (tensor<i1>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120#0 init: %cst_42) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.divide %121, %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.divide %cst_44, %cst_45 : tensor<f32>
    %124 = call @_where_3(%118, %120#1, %123) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %125 = stablehlo.divide %124, %117 : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %127 = stablehlo.negate %126 : tensor<8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %129 = stablehlo.multiply %109, %128 : tensor<8x10xf32>
    %130 = stablehlo.divide %129, %107#0 : tensor<8x10xf32>
    %131 = call @clip_4(%107#1, %107#2, %130) : (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %132 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<8x10xf32>
    %134 = stablehlo.multiply %133, %94 : tensor<8x10xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %136 = stablehlo.reshape %135 : (tensor<8xf32>) -> tensor<8x1xf32>
    %137 = stablehlo.negate %136 : tensor<8x1xf32>
    %138 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %139 = stablehlo.divide %131, %138 : tensor<8x10xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%137 init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x10xf32>
    %143 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<8x10xf32>
    %145 = stablehlo.multiply %144, %90 : tensor<8x10xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_48) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %147 = stablehlo.reshape %146 : (tensor<8xf32>) -> tensor<8x1xf32>
    %148 = stablehlo.negate %147 : tensor<8x1xf32>
    %149 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %150 = stablehlo.divide %142, %149 : tensor<8x10xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%148 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %153 = stablehlo.add %150, %152 : tensor<8x10xf32>
    %154 = stablehlo.multiply %153, %90 : tensor<8x10xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %156 = stablehlo.reshape %155 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.dot_general %154, %63, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %160 = stablehlo.dot_general %154, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %162 = stablehlo.select %59, %160, %161 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_53 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8x16xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %166 = stablehlo.divide %164, %165 : tensor<8x16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 3] : (tensor<8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %169 = stablehlo.select %51, %167, %168 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.reshape %170 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %173 = stablehlo.convolution(%44, %169) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x8x16xf32>
    %174 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x8x16xf32>
    %175 = stablehlo.convolution(%169, %174) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x8x8xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = stablehlo.pad %42, %cst_57, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = "stablehlo.select_and_scatter"(%176, %175, %cst_58) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %415 = stablehlo.compare GE, %arg30, %arg31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %415 : tensor<i1>
    }, {
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %415 = stablehlo.add %arg30, %arg31 : tensor<f32>
      stablehlo.return %415 : tensor<f32>
    }) : (tensor<8x16x16x8xf32>, tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x16x16x8xf32>
    %178 = stablehlo.slice %177 [0:8, 0:16, 0:16, 0:8] : (tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.reshape %179 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %181 = stablehlo.multiply %4, %178 : tensor<8x16x16x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %183 = stablehlo.reshape %182 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %184 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<8x16x16x8xf32>
    %186 = stablehlo.reshape %180 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %187 = stablehlo.multiply %35, %180 : tensor<1x1x1x8xf32>
    %188 = stablehlo.add %183, %187 : tensor<1x1x1x8xf32>
    %189 = stablehlo.multiply %180, %34 : tensor<1x1x1x8xf32>
    %190 = stablehlo.negate %189 : tensor<1x1x1x8xf32>
    %191 = stablehlo.multiply %29, %188 : tensor<1x1x1x8xf32>
    %192 = stablehlo.multiply %188, %33 : tensor<1x1x1x8xf32>
    %193 = stablehlo.reshape %191 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %194 = stablehlo.multiply %192, %32 : tensor<1x1x1x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %196 = stablehlo.reshape %190 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %199 = call @_var_5(%12#1, %12#2, %12#3, %12#4, %197) : (tensor<8x16x16x8xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %200 = stablehlo.add %185, %199 : tensor<8x16x16x8xf32>
    %cst_61 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %202 = stablehlo.divide %198, %201 : tensor<1x1x1x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [3] : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %205 = stablehlo.add %200, %204 : tensor<8x16x16x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %207 = stablehlo.select %6, %205, %206 : tensor<8x16x16x8xi1>, tensor<8x16x16x8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %209 = stablehlo.reshape %208 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %211 = stablehlo.convolution(%arg28, %207) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x3xf32>, tensor<8x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<3x3x3x8xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %215 = stablehlo.multiply %214, %arg9 : tensor<3x3x3x8xf32>
    %216 = stablehlo.add %213, %215 : tensor<3x3x3x8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.multiply %217, %210 : tensor<8xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.multiply %219, %arg10 : tensor<8xf32>
    %221 = stablehlo.add %218, %220 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %223 = stablehlo.multiply %222, %193 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.multiply %224, %arg11 : tensor<8xf32>
    %226 = stablehlo.add %223, %225 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %228 = stablehlo.multiply %227, %186 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.multiply %229, %arg12 : tensor<8xf32>
    %231 = stablehlo.add %228, %230 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %233 = stablehlo.multiply %232, %173 : tensor<3x3x8x16xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %235 = stablehlo.multiply %234, %arg13 : tensor<3x3x8x16xf32>
    %236 = stablehlo.add %233, %235 : tensor<3x3x8x16xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.multiply %237, %172 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.multiply %239, %arg14 : tensor<16xf32>
    %241 = stablehlo.add %238, %240 : tensor<16xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %243 = stablehlo.multiply %242, %159 : tensor<16x10xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %245 = stablehlo.multiply %244, %arg15 : tensor<16x10xf32>
    %246 = stablehlo.add %243, %245 : tensor<16x10xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %248 = stablehlo.multiply %247, %157 : tensor<10xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %250 = stablehlo.multiply %249, %arg16 : tensor<10xf32>
    %251 = stablehlo.add %248, %250 : tensor<10xf32>
    %252 = stablehlo.multiply %211, %211 : tensor<3x3x3x8xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<3x3x3x8xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %256 = stablehlo.multiply %255, %arg17 : tensor<3x3x3x8xf32>
    %257 = stablehlo.add %254, %256 : tensor<3x3x3x8xf32>
    %258 = stablehlo.multiply %210, %210 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<8xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.multiply %261, %arg18 : tensor<8xf32>
    %263 = stablehlo.add %260, %262 : tensor<8xf32>
    %264 = stablehlo.multiply %193, %193 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.multiply %267, %arg19 : tensor<8xf32>
    %269 = stablehlo.add %266, %268 : tensor<8xf32>
    %270 = stablehlo.multiply %186, %186 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %272 = stablehlo.multiply %271, %270 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.multiply %273, %arg20 : tensor<8xf32>
    %275 = stablehlo.add %272, %274 : tensor<8xf32>
    %276 = stablehlo.multiply %173, %173 : tensor<3x3x8x16xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<3x3x8x16xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %280 = stablehlo.multiply %279, %arg21 : tensor<3x3x8x16xf32>
    %281 = stablehlo.add %278, %280 : tensor<3x3x8x16xf32>
    %282 = stablehlo.multiply %172, %172 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<16xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.multiply %285, %arg22 : tensor<16xf32>
    %287 = stablehlo.add %284, %286 : tensor<16xf32>
    %288 = stablehlo.multiply %159, %159 : tensor<16x10xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<16x10xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %292 = stablehlo.multiply %291, %arg23 : tensor<16x10xf32>
    %293 = stablehlo.add %290, %292 : tensor<16x10xf32>
    %294 = stablehlo.multiply %157, %157 : tensor<10xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<10xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %298 = stablehlo.multiply %297, %arg24 : tensor<10xf32>
    %299 = stablehlo.add %296, %298 : tensor<10xf32>
    %c_97 = stablehlo.constant dense<2147483647> : tensor<i32>
    %300 = stablehlo.compare LT, %arg8, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_98 = stablehlo.constant dense<1> : tensor<i32>
    %301 = stablehlo.add %arg8, %c_98 : tensor<i32>
    %c_99 = stablehlo.constant dense<2147483647> : tensor<i32>
    %302 = call @_where_7(%300, %301, %c_99) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %303 = stablehlo.convert %302 : (tensor<i32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %304 = stablehlo.convert %302 : (tensor<i32>) -> tensor<f32>
    %305 = stablehlo.power %cst_100, %304 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.subtract %cst_101, %305 : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %308 = stablehlo.divide %216, %307 : tensor<3x3x3x8xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %310 = stablehlo.divide %221, %309 : tensor<8xf32>
    %311 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %312 = stablehlo.divide %226, %311 : tensor<8xf32>
    %313 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %314 = stablehlo.divide %231, %313 : tensor<8xf32>
    %315 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %316 = stablehlo.divide %236, %315 : tensor<3x3x8x16xf32>
    %317 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %318 = stablehlo.divide %241, %317 : tensor<16xf32>
    %319 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %320 = stablehlo.divide %246, %319 : tensor<16x10xf32>
    %321 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %322 = stablehlo.divide %251, %321 : tensor<10xf32>
    %323 = stablehlo.convert %302 : (tensor<i32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %324 = stablehlo.convert %302 : (tensor<i32>) -> tensor<f32>
    %325 = stablehlo.power %cst_102, %324 : tensor<f32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.subtract %cst_103, %325 : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %328 = stablehlo.divide %257, %327 : tensor<3x3x3x8xf32>
    %329 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.divide %263, %329 : tensor<8xf32>
    %331 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %332 = stablehlo.divide %269, %331 : tensor<8xf32>
    %333 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.divide %275, %333 : tensor<8xf32>
    %335 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %336 = stablehlo.divide %281, %335 : tensor<3x3x8x16xf32>
    %337 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %338 = stablehlo.divide %287, %337 : tensor<16xf32>
    %339 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %340 = stablehlo.divide %293, %339 : tensor<16x10xf32>
    %341 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %342 = stablehlo.divide %299, %341 : tensor<10xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %344 = stablehlo.add %328, %343 : tensor<3x3x3x8xf32>
    %345 = stablehlo.sqrt %344 : tensor<3x3x3x8xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %347 = stablehlo.add %345, %346 : tensor<3x3x3x8xf32>
    %348 = stablehlo.divide %308, %347 : tensor<3x3x3x8xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %350 = stablehlo.add %330, %349 : tensor<8xf32>
    %351 = stablehlo.sqrt %350 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.add %351, %352 : tensor<8xf32>
    %354 = stablehlo.divide %310, %353 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %356 = stablehlo.add %332, %355 : tensor<8xf32>
    %357 = stablehlo.sqrt %356 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %359 = stablehlo.add %357, %358 : tensor<8xf32>
    %360 = stablehlo.divide %312, %359 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.add %334, %361 : tensor<8xf32>
    %363 = stablehlo.sqrt %362 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %365 = stablehlo.add %363, %364 : tensor<8xf32>
    %366 = stablehlo.divide %314, %365 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %368 = stablehlo.add %336, %367 : tensor<3x3x8x16xf32>
    %369 = stablehlo.sqrt %368 : tensor<3x3x8x16xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %371 = stablehlo.add %369, %370 : tensor<3x3x8x16xf32>
    %372 = stablehlo.divide %316, %371 : tensor<3x3x8x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %374 = stablehlo.add %338, %373 : tensor<16xf32>
    %375 = stablehlo.sqrt %374 : tensor<16xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %377 = stablehlo.add %375, %376 : tensor<16xf32>
    %378 = stablehlo.divide %318, %377 : tensor<16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %380 = stablehlo.add %340, %379 : tensor<16x10xf32>
    %381 = stablehlo.sqrt %380 : tensor<16x10xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %383 = stablehlo.add %381, %382 : tensor<16x10xf32>
    %384 = stablehlo.divide %320, %383 : tensor<16x10xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %386 = stablehlo.add %342, %385 : tensor<10xf32>
    %387 = stablehlo.sqrt %386 : tensor<10xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %389 = stablehlo.add %387, %388 : tensor<10xf32>
    %390 = stablehlo.divide %322, %389 : tensor<10xf32>
    %cst_120 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %392 = stablehlo.multiply %391, %348 : tensor<3x3x3x8xf32>
    %cst_121 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %394 = stablehlo.multiply %393, %354 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %396 = stablehlo.multiply %395, %360 : tensor<8xf32>
    %cst_123 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %398 = stablehlo.multiply %397, %366 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %400 = stablehlo.multiply %399, %372 : tensor<3x3x8x16xf32>
    %cst_125 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %402 = stablehlo.multiply %401, %378 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %404 = stablehlo.multiply %403, %384 : tensor<16x10xf32>
    %cst_127 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %406 = stablehlo.multiply %405, %390 : tensor<10xf32>
    %407 = stablehlo.add %arg0, %392 : tensor<3x3x3x8xf32>
    %408 = stablehlo.add %arg1, %394 : tensor<8xf32>
    %409 = stablehlo.add %arg2, %396 : tensor<8xf32>
    %410 = stablehlo.add %arg3, %398 : tensor<8xf32>
    %411 = stablehlo.add %arg4, %400 : tensor<3x3x8x16xf32>
    %412 = stablehlo.add %arg5, %402 : tensor<16xf32>
    %413 = stablehlo.add %arg6, %404 : tensor<16x10xf32>
    %414 = stablehlo.add %arg7, %406 : tensor<10xf32>
    return %407, %408, %409, %410, %411, %412, %413, %414, %302, %216, %221, %226, %231, %236, %241, %246, %251, %257, %263, %269, %275, %281, %287, %293, %299, %19, %24, %58, %122 : tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<i32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<3x3x3x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<16x10xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2xui32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x8xf32>) -> tensor<8x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x8xf32>
    return %1 : tensor<8x16x16x8xf32>
  }
  func.func private @_var(%arg0: tensor<8x16x16x8xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x8xf32>, tensor<8x16x16x8xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x8xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x16x8xf32>
    %6 = chlo.square %5 : tensor<8x16x16x8xf32> -> tensor<8x16x16x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x8xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x16x16x8xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x8xf32>, tensor<f32>) -> (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x8xf32>, tensor<8x16x16x8xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x1x1x8xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    return %2, %3 : tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x16xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    return %2 : tensor<8x16xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x16xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x16xui64>
    %c = stablehlo.constant dense<16> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x16xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<8x16xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x16xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<8x16xui64>
    %14 = stablehlo.add %11, %13 : tensor<8x16xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x16xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8x16xui64>
    %17 = stablehlo.convert %14 : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %18 = stablehlo.convert %16 : (tensor<8x16xui64>) -> tensor<8x16xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<8x16xui32>, tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<8x16xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<8x16xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %24 = stablehlo.or %22, %23 : tensor<8x16xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<8x16xui32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x16xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x16xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x16xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x16xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<8x16xf32>
    return %34 : tensor<8x16xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x16xui32>, %arg3: tensor<8x16xui32>) -> (tensor<8x16xui32>, tensor<8x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x16xui32>, tensor<8x16xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<8x16xui32>, %arg2: tensor<8x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x16xui32>, tensor<8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<8x10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x10xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<8x10xi1>, tensor<8x10xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<8x10xi1>, tensor<8x10xf32>
    %12 = stablehlo.divide %6, %11 : tensor<8x10xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<8x10xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8x10xi1>, tensor<8x10xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8x10xi1>, tensor<8x10xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8x10xf32>
    return %15, %12, %25 : tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x10xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<8x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %5 = stablehlo.convert %4 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    return %5 : tensor<8x10xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<f32>, tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip_4(%arg0: tensor<8x10xf32>, %arg1: tensor<8x10xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<8x10xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_var_5(%arg0: tensor<8x16x16x8xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x8xf32>, %arg4: tensor<1x1x1x8xf32>) -> tensor<8x16x16x8xf32> {
    %0 = call @_where_6(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x16x16x8xf32>
    %6 = stablehlo.negate %5 : tensor<8x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.reshape %7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<8xf32>) -> tensor<8x16x16x8xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x16x16x8xf32>
    return %13 : tensor<8x16x16x8xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<1x1x1x8xf32>, %arg2: tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x8xf32>
    return %1 : tensor<1x1x1x8xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
