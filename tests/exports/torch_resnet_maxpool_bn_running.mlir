module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x5x5xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['1.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['1.bias']", tag.role = "param"}, %arg5: tensor<8x8x3x3xf32> {jax.arg_info = "param['4.body.0.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['4.body.1.weight']", tag.role = "param"}, %arg7: tensor<8xf32> {jax.arg_info = "param['4.body.1.bias']", tag.role = "param"}, %arg8: tensor<8x8x3x3xf32> {jax.arg_info = "param['4.body.3.weight']", tag.role = "param"}, %arg9: tensor<8xf32> {jax.arg_info = "param['4.body.4.weight']", tag.role = "param"}, %arg10: tensor<8xf32> {jax.arg_info = "param['4.body.4.bias']", tag.role = "param"}, %arg11: tensor<10x8xf32> {jax.arg_info = "param['7.weight']", tag.role = "param"}, %arg12: tensor<10xf32> {jax.arg_info = "param['7.bias']", tag.role = "param"}, %arg13: tensor<8xf32> {jax.arg_info = "buffer['1.running_mean']", tag.role = "opt_state"}, %arg14: tensor<8xf32> {jax.arg_info = "buffer['1.running_var']", tag.role = "opt_state"}, %arg15: tensor<i64> {jax.arg_info = "buffer['1.num_batches_tracked']", tag.role = "opt_state"}, %arg16: tensor<8xf32> {jax.arg_info = "buffer['4.body.1.running_mean']", tag.role = "opt_state"}, %arg17: tensor<8xf32> {jax.arg_info = "buffer['4.body.1.running_var']", tag.role = "opt_state"}, %arg18: tensor<i64> {jax.arg_info = "buffer['4.body.1.num_batches_tracked']", tag.role = "opt_state"}, %arg19: tensor<8xf32> {jax.arg_info = "buffer['4.body.4.running_mean']", tag.role = "opt_state"}, %arg20: tensor<8xf32> {jax.arg_info = "buffer['4.body.4.running_var']", tag.role = "opt_state"}, %arg21: tensor<i64> {jax.arg_info = "buffer['4.body.4.num_batches_tracked']", tag.role = "opt_state"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x5x5xf32> {jax.result_info = "grad['0.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['4.body.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['4.body.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['4.body.1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['4.body.3.weight']"}, tensor<8xf32> {jax.result_info = "grad['4.body.4.weight']"}, tensor<8xf32> {jax.result_info = "grad['4.body.4.bias']"}, tensor<10x8xf32> {jax.result_info = "grad['7.weight']"}, tensor<10xf32> {jax.result_info = "grad['7.bias']"}, tensor<8xf32> {jax.result_info = "buffer['1.running_mean']"}, tensor<8xf32> {jax.result_info = "buffer['1.running_var']"}, tensor<i64> {jax.result_info = "buffer['1.num_batches_tracked']"}, tensor<8xf32> {jax.result_info = "buffer['4.body.1.running_mean']"}, tensor<8xf32> {jax.result_info = "buffer['4.body.1.running_var']"}, tensor<i64> {jax.result_info = "buffer['4.body.1.num_batches_tracked']"}, tensor<8xf32> {jax.result_info = "buffer['4.body.4.running_mean']"}, tensor<8xf32> {jax.result_info = "buffer['4.body.4.running_var']"}, tensor<i64> {jax.result_info = "buffer['4.body.4.num_batches_tracked']"}) {
    %c = stablehlo.constant dense<1> : tensor<1x4xi64>
    %c_0 = stablehlo.constant dense<8> : tensor<4x1xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<4xi64>
    %c_2 = stablehlo.constant dense<2> : tensor<4xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<4xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<4xi64>
    %c_5 = stablehlo.constant dense<4> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_7 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_9 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x8x4x4xf32>
    %cst_11 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x8x8xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_19 = arith.constant dense<1> : tensor<1xi64>
    %cst_20 = arith.constant dense<512> : tensor<1xi64>
    %cst_21 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_22 = arith.constant dense<1.000000e-01> : tensor<1xf64>
    %cst_23 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %cst_24 = arith.constant dense<1.0019569471624266> : tensor<1xf64>
    %cst_25 = arith.constant dense<128> : tensor<1xi64>
    %cst_26 = arith.constant dense<1.0078740157480315> : tensor<1xf64>
    %cst_27 = arith.constant dense<16> : tensor<1xi64>
    %cst_28 = arith.constant dense<7.812500e-03> : tensor<1xf64>
    %cst_29 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_30 = arith.constant dense<0.001953125> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x5x5xf32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.add %arg15, %c_10 : tensor<i64>
    %2 = stablehlo.convert %0 : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf64>
    %3 = stablehlo.reduce(%2 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf64>, tensor<f64>) -> tensor<8xf64>
    %4 = stablehlo.reshape %3 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %5 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf64>
    %6 = stablehlo.reshape %5 : (tensor<1xf64>) -> tensor<f64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<1x8x1x1xf64>
    %8 = stablehlo.divide %4, %7 : tensor<1x8x1x1xf64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x8x8xf64>
    %10 = stablehlo.subtract %2, %9 : tensor<8x8x8x8xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<8x8x8x8xf64>
    %12 = stablehlo.reduce(%11 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf64>, tensor<f64>) -> tensor<8xf64>
    %13 = stablehlo.reshape %12 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %14 = stablehlo.divide %13, %7 : tensor<1x8x1x1xf64>
    %15 = stablehlo.convert %14 : (tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf32>
    %16 = stablehlo.reduce(%0 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.reshape %16 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %18 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %21 = stablehlo.divide %17, %20 : tensor<1x8x1x1xf32>
    %22 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %25 = stablehlo.add %15, %24 : tensor<1x8x1x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x8x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %28 = stablehlo.subtract %0, %27 : tensor<8x8x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8x8x8x8xf32>
    %31 = stablehlo.reshape %21 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8xf32>) -> tensor<8xf32>
    %34 = stablehlo.reshape %26 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8xf32>) -> tensor<8xf32>
    %37 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %38 = stablehlo.reshape %37 : (tensor<1xf32>) -> tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.multiply %33, %39 : tensor<8xf32>
    %41 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1xf32>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.multiply %arg13, %43 : tensor<8xf32>
    %45 = stablehlo.add %40, %44 : tensor<8xf32>
    %46 = stablehlo.reshape %15 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x8xf32>) -> tensor<8xf32>
    %49 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<8xf32>
    %53 = stablehlo.multiply %52, %39 : tensor<8xf32>
    %54 = stablehlo.multiply %arg14, %43 : tensor<8xf32>
    %55 = stablehlo.add %53, %54 : tensor<8xf32>
    %56 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<8x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %59 = stablehlo.multiply %30, %58 : tensor<8x8x8x8xf32>
    %60 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<8x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %63 = stablehlo.add %59, %62 : tensor<8x8x8x8xf32>
    %64 = stablehlo.maximum %63, %cst_17 : tensor<8x8x8x8xf32>
    %65 = stablehlo.iota dim = 2 : tensor<8x8x64xi64>
    %66 = stablehlo.reshape %65 : (tensor<8x8x64xi64>) -> tensor<8x8x8x8xi64>
    %67:2 = "stablehlo.reduce_window"(%64, %66, %cst_18, %c_15) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<i64>, %arg24: tensor<f32>, %arg25: tensor<i64>):
      %552 = stablehlo.compare GE, %arg22, %arg24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %553 = stablehlo.select %552, %arg22, %arg24 : tensor<i1>, tensor<f32>
      %554 = stablehlo.compare EQ, %arg22, %arg24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %555 = stablehlo.minimum %arg23, %arg25 : tensor<i64>
      %556 = stablehlo.select %552, %arg23, %arg25 : tensor<i1>, tensor<i64>
      %557 = stablehlo.select %554, %555, %556 : tensor<i1>, tensor<i64>
      stablehlo.return %553, %557 : tensor<f32>, tensor<i64>
    }) : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xi64>, tensor<f32>, tensor<i64>) -> (tensor<8x8x4x4xf32>, tensor<8x8x4x4xi64>)
    %68 = stablehlo.convolution(%67#0, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x4x4xf32>
    %69 = stablehlo.add %arg18, %c_10 : tensor<i64>
    %70 = stablehlo.convert %68 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf64>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf64>, tensor<f64>) -> tensor<8xf64>
    %72 = stablehlo.reshape %71 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %73 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf64>
    %74 = stablehlo.reshape %73 : (tensor<1xf64>) -> tensor<f64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f64>) -> tensor<1x8x1x1xf64>
    %76 = stablehlo.divide %72, %75 : tensor<1x8x1x1xf64>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x4x4xf64>
    %78 = stablehlo.subtract %70, %77 : tensor<8x8x4x4xf64>
    %79 = stablehlo.multiply %78, %78 : tensor<8x8x4x4xf64>
    %80 = stablehlo.reduce(%79 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf64>, tensor<f64>) -> tensor<8xf64>
    %81 = stablehlo.reshape %80 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %82 = stablehlo.divide %81, %75 : tensor<1x8x1x1xf64>
    %83 = stablehlo.convert %82 : (tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf32>
    %84 = stablehlo.reduce(%68 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %86 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<1x8x1x1xf32>
    %89 = stablehlo.divide %85, %88 : tensor<1x8x1x1xf32>
    %90 = stablehlo.add %83, %24 : tensor<1x8x1x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<1x8x1x1xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %93 = stablehlo.subtract %68, %92 : tensor<8x8x4x4xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<8x8x4x4xf32>
    %96 = stablehlo.reshape %89 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x8xf32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %91 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x8xf32>) -> tensor<8xf32>
    %102 = stablehlo.multiply %98, %39 : tensor<8xf32>
    %103 = stablehlo.multiply %arg16, %43 : tensor<8xf32>
    %104 = stablehlo.add %102, %103 : tensor<8xf32>
    %105 = stablehlo.reshape %83 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x8xf32>) -> tensor<8xf32>
    %108 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %109 = stablehlo.reshape %108 : (tensor<1xf32>) -> tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.multiply %107, %110 : tensor<8xf32>
    %112 = stablehlo.multiply %111, %39 : tensor<8xf32>
    %113 = stablehlo.multiply %arg17, %43 : tensor<8xf32>
    %114 = stablehlo.add %112, %113 : tensor<8xf32>
    %115 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %118 = stablehlo.multiply %95, %117 : tensor<8x8x4x4xf32>
    %119 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<8x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %122 = stablehlo.add %118, %121 : tensor<8x8x4x4xf32>
    %123 = stablehlo.maximum %122, %cst : tensor<8x8x4x4xf32>
    %124 = stablehlo.convolution(%123, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x4x4xf32>
    %125 = stablehlo.add %arg21, %c_10 : tensor<i64>
    %126 = stablehlo.convert %124 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf64>
    %127 = stablehlo.reduce(%126 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf64>, tensor<f64>) -> tensor<8xf64>
    %128 = stablehlo.reshape %127 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %129 = stablehlo.divide %128, %75 : tensor<1x8x1x1xf64>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x4x4xf64>
    %131 = stablehlo.subtract %126, %130 : tensor<8x8x4x4xf64>
    %132 = stablehlo.multiply %131, %131 : tensor<8x8x4x4xf64>
    %133 = stablehlo.reduce(%132 init: %cst_16) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf64>, tensor<f64>) -> tensor<8xf64>
    %134 = stablehlo.reshape %133 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %135 = stablehlo.divide %134, %75 : tensor<1x8x1x1xf64>
    %136 = stablehlo.convert %135 : (tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf32>
    %137 = stablehlo.reduce(%124 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %138 = stablehlo.reshape %137 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %139 = stablehlo.divide %138, %88 : tensor<1x8x1x1xf32>
    %140 = stablehlo.add %136, %24 : tensor<1x8x1x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<1x8x1x1xf32>
    %142 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %143 = stablehlo.subtract %124, %142 : tensor<8x8x4x4xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<8x8x4x4xf32>
    %146 = stablehlo.reshape %139 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x8xf32>) -> tensor<8xf32>
    %149 = stablehlo.reshape %141 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x8xf32>) -> tensor<8xf32>
    %152 = stablehlo.multiply %148, %39 : tensor<8xf32>
    %153 = stablehlo.multiply %arg19, %43 : tensor<8xf32>
    %154 = stablehlo.add %152, %153 : tensor<8xf32>
    %155 = stablehlo.reshape %136 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<1x8xf32>) -> tensor<8xf32>
    %158 = stablehlo.multiply %157, %110 : tensor<8xf32>
    %159 = stablehlo.multiply %158, %39 : tensor<8xf32>
    %160 = stablehlo.multiply %arg20, %43 : tensor<8xf32>
    %161 = stablehlo.add %159, %160 : tensor<8xf32>
    %162 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<8x1xf32>
    %163 = stablehlo.reshape %162 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %165 = stablehlo.multiply %145, %164 : tensor<8x8x4x4xf32>
    %166 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<8x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %169 = stablehlo.add %165, %168 : tensor<8x8x4x4xf32>
    %170 = stablehlo.add %67#0, %169 : tensor<8x8x4x4xf32>
    %171 = stablehlo.maximum %170, %cst : tensor<8x8x4x4xf32>
    %172 = stablehlo.reduce(%171 init: %cst_14) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x8xf32>) -> tensor<8x8x1x1xf32>
    %174 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf32>
    %175 = stablehlo.reshape %174 : (tensor<1xf32>) -> tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<8x8x1x1xf32>
    %177 = stablehlo.divide %173, %176 : tensor<8x8x1x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<8x8x1x1xf32>) -> tensor<8x8xf32>
    %179 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %180 = stablehlo.dot_general %178, %179, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %181 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32>
    %182 = stablehlo.reshape %181 : (tensor<1xf32>) -> tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<8x10xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %186 = stablehlo.multiply %arg12, %185 : tensor<10xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %188 = stablehlo.add %184, %187 : tensor<8x10xf32>
    %189 = stablehlo.reduce(%188 init: %cst_18) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %190 = stablehlo.reshape %189 : (tensor<8xf32>) -> tensor<8x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %192 = stablehlo.subtract %188, %191 : tensor<8x10xf32>
    %193 = stablehlo.exponential %192 : tensor<8x10xf32>
    %194 = stablehlo.reduce(%193 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %195 = stablehlo.reshape %194 : (tensor<8xf32>) -> tensor<8x1xf32>
    %196 = stablehlo.log %195 : tensor<8x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %198 = stablehlo.subtract %192, %197 : tensor<8x10xf32>
    %199 = stablehlo.compare NE, %arg1, %c_9, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %201 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %202 = stablehlo.select %200, %201, %c_8 : tensor<8xi1>, tensor<8xi64>
    %203 = stablehlo.reshape %202 : (tensor<8xi64>) -> tensor<8x1xi64>
    %204 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %205 = stablehlo.reshape %203 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %206 = stablehlo.concatenate %204, %205, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %207 = "stablehlo.gather"(%198, %206) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<8x1xf32>) -> tensor<8xf32>
    %209 = stablehlo.negate %208 : tensor<8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %211 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.select %200, %210, %211 : tensor<8xi1>, tensor<8xf32>
    %213 = stablehlo.convert %199 : (tensor<8xi1>) -> tensor<8xi64>
    %214 = stablehlo.reduce(%213 init: %c_15) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %215 = stablehlo.convert %214 : (tensor<i64>) -> tensor<f32>
    %216 = stablehlo.reduce(%212 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %217 = stablehlo.divide %216, %215 : tensor<f32>
    %218 = stablehlo.divide %cst_13, %215 : tensor<f32>
    %219 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %220 = stablehlo.compare NE, %219, %c_7, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %222 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %223 = stablehlo.select %221, %222, %c_6 : tensor<8x1xi1>, tensor<8x1xi64>
    %224 = stablehlo.slice %cst_11 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %225 = stablehlo.reshape %223 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %226 = stablehlo.concatenate %204, %225, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %227 = "stablehlo.scatter"(%cst_12, %226, %224) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      stablehlo.return %arg23 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %228 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %229 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %230 = stablehlo.select %221, %228, %229 : tensor<8x1xi1>, tensor<8x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %232 = stablehlo.multiply %227, %231 : tensor<8x10xf32>
    %233 = stablehlo.exponential %198 : tensor<8x10xf32>
    %234 = stablehlo.reduce(%232 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %235 = stablehlo.reshape %234 : (tensor<8xf32>) -> tensor<8x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<8x10xf32>
    %238 = stablehlo.subtract %232, %237 : tensor<8x10xf32>
    %239 = stablehlo.transpose %179, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %240 = stablehlo.dot_general %238, %239, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x8xf32>) -> tensor<8x8xf32>
    %241 = stablehlo.transpose %238, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %242 = stablehlo.dot_general %241, %178, contracting_dims = [1] x [0] : (tensor<10x8xf32>, tensor<8x8xf32>) -> tensor<10x8xf32>
    %243 = stablehlo.transpose %242, dims = [1, 0] : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %244 = stablehlo.reduce(%238 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %245 = stablehlo.reshape %244 : (tensor<10xf32>) -> tensor<1x10xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x10xf32>) -> tensor<10xf32>
    %247 = stablehlo.transpose %243, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %248 = stablehlo.reshape %240 : (tensor<8x8xf32>) -> tensor<8x8x1x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %250 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<8x8x4x4xf32>
    %251 = stablehlo.divide %249, %250 : tensor<8x8x4x4xf32>
    %252 = stablehlo.convert %c_15 : (tensor<i64>) -> tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<8x8x4x4xf32>
    %254 = stablehlo.compare LE, %171, %253, FLOAT : (tensor<8x8x4x4xf32>, tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xi1>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %256 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x4x4xf32>
    %257 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %258 = stablehlo.select %255, %256, %257 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %259 = stablehlo.reshape %148 : (tensor<8xf32>) -> tensor<1x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %262 = stablehlo.reduce(%258 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %264 = stablehlo.subtract %124, %263 : tensor<8x8x4x4xf32>
    %265 = stablehlo.multiply %258, %264 : tensor<8x8x4x4xf32>
    %266 = stablehlo.reduce(%265 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %268 = stablehlo.reshape %267 : (tensor<1xf32>) -> tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.multiply %262, %269 : tensor<8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8xf32>) -> tensor<1x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %274 = stablehlo.multiply %266, %269 : tensor<8xf32>
    %275 = stablehlo.multiply %151, %151 : tensor<8xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<8xf32>
    %277 = stablehlo.reshape %276 : (tensor<8xf32>) -> tensor<1x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %280 = stablehlo.multiply %151, %arg9 : tensor<8xf32>
    %281 = stablehlo.reshape %280 : (tensor<8xf32>) -> tensor<1x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %284 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %285 = stablehlo.multiply %264, %284 : tensor<8x8x4x4xf32>
    %286 = stablehlo.subtract %258, %285 : tensor<8x8x4x4xf32>
    %287 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %288 = stablehlo.subtract %286, %287 : tensor<8x8x4x4xf32>
    %289 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<8x8x4x4xf32>
    %291 = stablehlo.multiply %266, %151 : tensor<8xf32>
    %292 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %293 = stablehlo.reverse %292, dims = [0, 1] : tensor<3x3x8x8xf32>
    %294 = stablehlo.convolution(%290, %293) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x4x4xf32>
    %295 = stablehlo.transpose %123, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %296 = stablehlo.transpose %290, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %297 = stablehlo.convolution(%295, %296) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<8x8x4x4xf32>) -> tensor<8x8x3x3xf32>
    %298 = stablehlo.transpose %297, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %299 = stablehlo.compare LE, %123, %253, FLOAT : (tensor<8x8x4x4xf32>, tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xi1>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %301 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %302 = stablehlo.select %300, %256, %301 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %303 = stablehlo.reshape %98 : (tensor<8xf32>) -> tensor<1x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %306 = stablehlo.reduce(%302 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %308 = stablehlo.subtract %68, %307 : tensor<8x8x4x4xf32>
    %309 = stablehlo.multiply %302, %308 : tensor<8x8x4x4xf32>
    %310 = stablehlo.reduce(%309 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %311 = stablehlo.multiply %306, %269 : tensor<8xf32>
    %312 = stablehlo.reshape %311 : (tensor<8xf32>) -> tensor<1x8xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %315 = stablehlo.multiply %310, %269 : tensor<8xf32>
    %316 = stablehlo.multiply %101, %101 : tensor<8xf32>
    %317 = stablehlo.multiply %315, %316 : tensor<8xf32>
    %318 = stablehlo.reshape %317 : (tensor<8xf32>) -> tensor<1x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %321 = stablehlo.multiply %101, %arg6 : tensor<8xf32>
    %322 = stablehlo.reshape %321 : (tensor<8xf32>) -> tensor<1x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %325 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %326 = stablehlo.multiply %308, %325 : tensor<8x8x4x4xf32>
    %327 = stablehlo.subtract %302, %326 : tensor<8x8x4x4xf32>
    %328 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %329 = stablehlo.subtract %327, %328 : tensor<8x8x4x4xf32>
    %330 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<8x8x4x4xf32>
    %332 = stablehlo.multiply %310, %101 : tensor<8xf32>
    %333 = stablehlo.transpose %arg5, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %334 = stablehlo.reverse %333, dims = [0, 1] : tensor<3x3x8x8xf32>
    %335 = stablehlo.convolution(%331, %334) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x4x4xf32>
    %336 = stablehlo.transpose %67#0, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %337 = stablehlo.transpose %331, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %338 = stablehlo.convolution(%336, %337) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<8x8x4x4xf32>) -> tensor<8x8x3x3xf32>
    %339 = stablehlo.transpose %338, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %340 = stablehlo.add %258, %335 : tensor<8x8x4x4xf32>
    %341 = stablehlo.convert %c_10 : (tensor<i64>) -> tensor<f64>
    %342 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %343 = stablehlo.divide %342, %341 : tensor<f64>
    %344 = stablehlo.ceil %343 : tensor<f64>
    %345 = stablehlo.convert %344 : (tensor<f64>) -> tensor<i64>
    %346 = stablehlo.reshape %345 : (tensor<i64>) -> tensor<1xi64>
    %347 = stablehlo.dynamic_iota %346, dim = 0 : (tensor<1xi64>) -> tensor<4xi64>
    %348 = stablehlo.multiply %347, %c_4 : tensor<4xi64>
    %349 = stablehlo.add %348, %c_3 : tensor<4xi64>
    %350 = stablehlo.multiply %349, %c_2 : tensor<4xi64>
    %351 = stablehlo.add %350, %c_1 : tensor<4xi64>
    %352 = stablehlo.reshape %351 : (tensor<4xi64>) -> tensor<4x1xi64>
    %353 = stablehlo.multiply %352, %c_0 : tensor<4x1xi64>
    %354 = stablehlo.reshape %351 : (tensor<4xi64>) -> tensor<1x4xi64>
    %355 = stablehlo.multiply %354, %c : tensor<1x4xi64>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %358 = stablehlo.add %356, %357 : tensor<4x4xi64>
    %359 = stablehlo.broadcast_in_dim %358, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %360 = stablehlo.compare EQ, %67#1, %359, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %362 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %363 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %364 = stablehlo.select %361, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %365 = stablehlo.reshape %364 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %366 = stablehlo.convert %cst_29 : (tensor<1xf64>) -> tensor<1xf32>
    %367 = stablehlo.reshape %366 : (tensor<1xf32>) -> tensor<f32>
    %368 = stablehlo.pad %365, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %370 = stablehlo.slice %369 [0:8, 0:8, 1:8, 0:4] : (tensor<8x8x8x4xf32>) -> tensor<8x8x7x4xf32>
    %371 = stablehlo.pad %370, %367, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x7x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %372 = stablehlo.reshape %371 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %373 = stablehlo.pad %372, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %375 = stablehlo.slice %374 [0:8, 0:8, 0:8, 1:8] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x7xf32>
    %376 = stablehlo.pad %375, %367, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x8x7xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %377 = stablehlo.add %350, %c_3 : tensor<4xi64>
    %378 = stablehlo.reshape %377 : (tensor<4xi64>) -> tensor<1x4xi64>
    %379 = stablehlo.multiply %378, %c : tensor<1x4xi64>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %381 = stablehlo.add %356, %380 : tensor<4x4xi64>
    %382 = stablehlo.broadcast_in_dim %381, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %383 = stablehlo.compare EQ, %67#1, %382, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %385 = stablehlo.select %384, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %387 = stablehlo.pad %386, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %388 = stablehlo.reshape %387 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %389 = stablehlo.slice %388 [0:8, 0:8, 1:8, 0:4] : (tensor<8x8x8x4xf32>) -> tensor<8x8x7x4xf32>
    %390 = stablehlo.pad %389, %367, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x7x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %392 = stablehlo.pad %391, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %393 = stablehlo.reshape %392 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %394 = stablehlo.add %376, %393 : tensor<8x8x8x8xf32>
    %395 = stablehlo.add %350, %c_4 : tensor<4xi64>
    %396 = stablehlo.reshape %395 : (tensor<4xi64>) -> tensor<1x4xi64>
    %397 = stablehlo.multiply %396, %c : tensor<1x4xi64>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %399 = stablehlo.add %356, %398 : tensor<4x4xi64>
    %400 = stablehlo.broadcast_in_dim %399, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %401 = stablehlo.compare EQ, %67#1, %400, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %403 = stablehlo.select %402, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %405 = stablehlo.pad %404, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %407 = stablehlo.slice %406 [0:8, 0:8, 1:8, 0:4] : (tensor<8x8x8x4xf32>) -> tensor<8x8x7x4xf32>
    %408 = stablehlo.pad %407, %367, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x7x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %410 = stablehlo.pad %409, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %412 = stablehlo.pad %411, %367, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8x9xf32>
    %413 = stablehlo.slice %412 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x9xf32>) -> tensor<8x8x8x8xf32>
    %414 = stablehlo.add %394, %413 : tensor<8x8x8x8xf32>
    %415 = stablehlo.reshape %377 : (tensor<4xi64>) -> tensor<4x1xi64>
    %416 = stablehlo.multiply %415, %c_0 : tensor<4x1xi64>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %418 = stablehlo.add %417, %357 : tensor<4x4xi64>
    %419 = stablehlo.broadcast_in_dim %418, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %420 = stablehlo.compare EQ, %67#1, %419, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %422 = stablehlo.select %421, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %424 = stablehlo.pad %423, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %426 = stablehlo.reshape %425 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %427 = stablehlo.pad %426, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %429 = stablehlo.slice %428 [0:8, 0:8, 0:8, 1:8] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x7xf32>
    %430 = stablehlo.pad %429, %367, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x8x7xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %431 = stablehlo.add %414, %430 : tensor<8x8x8x8xf32>
    %432 = stablehlo.add %417, %380 : tensor<4x4xi64>
    %433 = stablehlo.broadcast_in_dim %432, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %434 = stablehlo.compare EQ, %67#1, %433, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %436 = stablehlo.select %435, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %438 = stablehlo.pad %437, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %440 = stablehlo.reshape %439 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %441 = stablehlo.pad %440, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %442 = stablehlo.reshape %441 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %443 = stablehlo.add %431, %442 : tensor<8x8x8x8xf32>
    %444 = stablehlo.add %417, %398 : tensor<4x4xi64>
    %445 = stablehlo.broadcast_in_dim %444, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %446 = stablehlo.compare EQ, %67#1, %445, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %448 = stablehlo.select %447, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %450 = stablehlo.pad %449, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %451 = stablehlo.reshape %450 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %452 = stablehlo.reshape %451 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %453 = stablehlo.pad %452, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %455 = stablehlo.pad %454, %367, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8x9xf32>
    %456 = stablehlo.slice %455 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x9xf32>) -> tensor<8x8x8x8xf32>
    %457 = stablehlo.add %443, %456 : tensor<8x8x8x8xf32>
    %458 = stablehlo.reshape %395 : (tensor<4xi64>) -> tensor<4x1xi64>
    %459 = stablehlo.multiply %458, %c_0 : tensor<4x1xi64>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %461 = stablehlo.add %460, %357 : tensor<4x4xi64>
    %462 = stablehlo.broadcast_in_dim %461, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %463 = stablehlo.compare EQ, %67#1, %462, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %465 = stablehlo.select %464, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %467 = stablehlo.pad %466, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %469 = stablehlo.pad %468, %367, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %470 = stablehlo.slice %469 [0:8, 0:8, 0:8, 0:4] : (tensor<8x8x9x4xf32>) -> tensor<8x8x8x4xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %472 = stablehlo.pad %471, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %474 = stablehlo.slice %473 [0:8, 0:8, 0:8, 1:8] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x7xf32>
    %475 = stablehlo.pad %474, %367, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x8x7xf32>, tensor<f32>) -> tensor<8x8x8x8xf32>
    %476 = stablehlo.add %457, %475 : tensor<8x8x8x8xf32>
    %477 = stablehlo.add %460, %380 : tensor<4x4xi64>
    %478 = stablehlo.broadcast_in_dim %477, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %479 = stablehlo.compare EQ, %67#1, %478, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %481 = stablehlo.select %480, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %483 = stablehlo.pad %482, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %485 = stablehlo.pad %484, %367, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %486 = stablehlo.slice %485 [0:8, 0:8, 0:8, 0:4] : (tensor<8x8x9x4xf32>) -> tensor<8x8x8x4xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %488 = stablehlo.pad %487, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %489 = stablehlo.reshape %488 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %490 = stablehlo.add %476, %489 : tensor<8x8x8x8xf32>
    %491 = stablehlo.add %460, %398 : tensor<4x4xi64>
    %492 = stablehlo.broadcast_in_dim %491, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %493 = stablehlo.compare EQ, %67#1, %492, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %495 = stablehlo.select %494, %362, %363 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %496 = stablehlo.reshape %495 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %497 = stablehlo.pad %496, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %499 = stablehlo.pad %498, %367, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %500 = stablehlo.slice %499 [0:8, 0:8, 0:8, 0:4] : (tensor<8x8x9x4xf32>) -> tensor<8x8x8x4xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4x1xf32>
    %502 = stablehlo.pad %501, %367, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x8x4x1xf32>, tensor<f32>) -> tensor<8x8x8x4x2xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x8x8x4x2xf32>) -> tensor<8x8x8x8xf32>
    %504 = stablehlo.pad %503, %367, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x8x9xf32>
    %505 = stablehlo.slice %504 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x9xf32>) -> tensor<8x8x8x8xf32>
    %506 = stablehlo.add %490, %505 : tensor<8x8x8x8xf32>
    %507 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %508 = stablehlo.compare LE, %64, %507, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %510 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %511 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %512 = stablehlo.select %509, %510, %511 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %513 = stablehlo.reshape %33 : (tensor<8xf32>) -> tensor<1x8xf32>
    %514 = stablehlo.reshape %513 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %515 = stablehlo.reshape %514 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %516 = stablehlo.reduce(%512 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %518 = stablehlo.subtract %0, %517 : tensor<8x8x8x8xf32>
    %519 = stablehlo.multiply %512, %518 : tensor<8x8x8x8xf32>
    %520 = stablehlo.reduce(%519 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %521 = stablehlo.convert %cst_30 : (tensor<1xf64>) -> tensor<1xf32>
    %522 = stablehlo.reshape %521 : (tensor<1xf32>) -> tensor<f32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %524 = stablehlo.multiply %516, %523 : tensor<8xf32>
    %525 = stablehlo.reshape %524 : (tensor<8xf32>) -> tensor<1x8xf32>
    %526 = stablehlo.reshape %525 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %528 = stablehlo.multiply %520, %523 : tensor<8xf32>
    %529 = stablehlo.multiply %36, %36 : tensor<8xf32>
    %530 = stablehlo.multiply %528, %529 : tensor<8xf32>
    %531 = stablehlo.reshape %530 : (tensor<8xf32>) -> tensor<1x8xf32>
    %532 = stablehlo.reshape %531 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %534 = stablehlo.multiply %36, %arg3 : tensor<8xf32>
    %535 = stablehlo.reshape %534 : (tensor<8xf32>) -> tensor<1x8xf32>
    %536 = stablehlo.reshape %535 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %537 = stablehlo.reshape %536 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %538 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %539 = stablehlo.multiply %518, %538 : tensor<8x8x8x8xf32>
    %540 = stablehlo.subtract %512, %539 : tensor<8x8x8x8xf32>
    %541 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %542 = stablehlo.subtract %540, %541 : tensor<8x8x8x8xf32>
    %543 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<8x8x8x8xf32>
    %545 = stablehlo.multiply %520, %36 : tensor<8xf32>
    %546 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %547 = stablehlo.transpose %544, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %548 = stablehlo.convolution(%546, %547) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x8x8xf32>) -> tensor<3x8x6x6xf32>
    %549 = stablehlo.transpose %548, dims = [1, 0, 2, 3] : (tensor<3x8x6x6xf32>) -> tensor<8x3x6x6xf32>
    %550 = stablehlo.slice %549 [0:8, 0:3, 0:5, 0:6] : (tensor<8x3x6x6xf32>) -> tensor<8x3x5x6xf32>
    %551 = stablehlo.slice %550 [0:8, 0:3, 0:5, 0:5] : (tensor<8x3x5x6xf32>) -> tensor<8x3x5x5xf32>
    return %217, %551, %545, %516, %339, %332, %306, %298, %291, %262, %247, %246, %45, %55, %1, %104, %114, %69, %154, %161, %125 : tensor<f32>, tensor<8x3x5x5xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<10x8xf32>, tensor<10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<8xf32>, tensor<8xf32>, tensor<i64>
  }
}
