module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x4xf32>, %arg1: tensor<16x5xf32>, %arg2: tensor<4x16x32xf32>, %arg3: tensor<4x32x16xf32>, %arg4: tensor<i32>, %arg5: tensor<16x4xf32>, %arg6: tensor<16x5xf32>, %arg7: tensor<4x16x32xf32>, %arg8: tensor<4x32x16xf32>, %arg9: tensor<16x4xf32>, %arg10: tensor<16x5xf32>, %arg11: tensor<4x16x32xf32>, %arg12: tensor<4x32x16xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8xi32>) -> (tensor<16x4xf32> {jax.result_info = "result[0]['gate']"}, tensor<16x5xf32> {jax.result_info = "result[0]['head']"}, tensor<4x16x32xf32> {jax.result_info = "result[0]['w1']"}, tensor<4x32x16xf32> {jax.result_info = "result[0]['w2']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16x4xf32> {jax.result_info = "result[1][0].mu['gate']"}, tensor<16x5xf32> {jax.result_info = "result[1][0].mu['head']"}, tensor<4x16x32xf32> {jax.result_info = "result[1][0].mu['w1']"}, tensor<4x32x16xf32> {jax.result_info = "result[1][0].mu['w2']"}, tensor<16x4xf32> {jax.result_info = "result[1][0].nu['gate']"}, tensor<16x5xf32> {jax.result_info = "result[1][0].nu['head']"}, tensor<4x16x32xf32> {jax.result_info = "result[1][0].nu['w1']"}, tensor<4x32x16xf32> {jax.result_info = "result[1][0].nu['w2']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:14 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<i32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<8x16xf32>, tensor<8xi32>) -> (tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<i32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<i32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<16x4xf32>, %arg1: tensor<16x5xf32>, %arg2: tensor<4x16x32xf32>, %arg3: tensor<4x32x16xf32>, %arg4: tensor<i32>, %arg5: tensor<16x4xf32>, %arg6: tensor<16x5xf32>, %arg7: tensor<4x16x32xf32>, %arg8: tensor<4x32x16xf32>, %arg9: tensor<16x4xf32>, %arg10: tensor<16x5xf32>, %arg11: tensor<4x16x32xf32>, %arg12: tensor<4x32x16xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8xi32>) -> (tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<i32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg13, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %values, %indices = chlo.top_k(%0, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %1 = stablehlo.reshape %indices : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
    %2 = call @_one_hot(%indices) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %8 = stablehlo.subtract %values, %7 : tensor<8x2xf32>
    %9 = stablehlo.exponential %8 : tensor<8x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %13 = stablehlo.divide %9, %12 : tensor<8x2xf32>
    %14 = stablehlo.multiply %11, %11 : tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<8x1xf32>
    %17 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %19 = stablehlo.multiply %2, %18 : tensor<8x2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %21 = stablehlo.dot_general %arg13, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<4x16x32xf32>) -> tensor<8x4x32xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<8x4x32xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8x4x32xf32>
    %24 = stablehlo.multiply %21, %21 : tensor<8x4x32xf32>
    %cst_4 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x4x32xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<8x4x32xf32>
    %29 = stablehlo.add %21, %28 : tensor<8x4x32xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x4x32xf32>
    %32 = stablehlo.tanh %31 : tensor<8x4x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<8x4x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %36 = stablehlo.add %35, %32 : tensor<8x4x32xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x4x32xf32>
    %39 = stablehlo.multiply %21, %38 : tensor<8x4x32xf32>
    %40 = stablehlo.dot_general %arg3, %39, batching_dims = [0] x [1], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x16xf32>, tensor<8x4x32xf32>) -> tensor<4x16x8xf32>
    %41 = stablehlo.transpose %40, dims = [2, 0, 1] : (tensor<4x16x8xf32>) -> tensor<8x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x16xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<8x4x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x4x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x5xf32>) -> tensor<8x5xf32>
    %47 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %48:2 = call @take_along_axis(%46, %47) : (tensor<8x5xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %49:2 = call @_take(%48#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%46 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<8xf32>
    %53 = stablehlo.is_finite %52 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.select %53, %52, %54 : tensor<8xi1>, tensor<8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %58 = stablehlo.subtract %46, %57 : tensor<8x5xf32>
    %59 = stablehlo.exponential %58 : tensor<8x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.abs %60 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.compare GE, %60, %62, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %64 = stablehlo.log %61 : tensor<8xf32>
    %65 = stablehlo.add %64, %55 : tensor<8xf32>
    %66 = stablehlo.subtract %65, %49#0 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %69 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.negate %70 : tensor<8xf32>
    %72 = stablehlo.divide %70, %61 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.select %63, %73, %72 : tensor<8xi1>, tensor<8xf32>
    %75 = stablehlo.select %63, %72, %73 : tensor<8xi1>, tensor<8xf32>
    %76 = stablehlo.negate %74 : tensor<8xf32>
    %77 = stablehlo.add %75, %76 : tensor<8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<8xf32>) -> tensor<8x5xf32>
    %79 = stablehlo.multiply %78, %59 : tensor<8x5xf32>
    %80 = call @_take_0(%49#1, %71) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %81 = call @take_along_axis_1(%48#1, %80) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x5xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x5xf32>
    %83 = stablehlo.dot_general %82, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<8x16xf32>) -> tensor<5x16xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %85 = stablehlo.dot_general %82, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<16x5xf32>) -> tensor<8x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x4x16xf32>
    %87 = stablehlo.multiply %41, %86 : tensor<8x4x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x4x16xf32>, tensor<f32>) -> tensor<8x4xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %90 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x16xf32>
    %91 = stablehlo.multiply %86, %90 : tensor<8x4x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%89 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x4x1xf32>, tensor<f32>) -> tensor<8x4xf32>
    %93 = stablehlo.transpose %91, dims = [1, 2, 0] : (tensor<8x4x16xf32>) -> tensor<4x16x8xf32>
    %94 = stablehlo.dot_general %93, %arg3, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x32x16xf32>) -> tensor<4x8x32xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0, 2] : (tensor<4x8x32xf32>) -> tensor<8x4x32xf32>
    %96 = stablehlo.dot_general %93, %39, batching_dims = [0] x [1], contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<8x4x32xf32>) -> tensor<4x16x32xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1] : (tensor<4x16x32xf32>) -> tensor<4x32x16xf32>
    %98 = stablehlo.multiply %21, %95 : tensor<8x4x32xf32>
    %99 = stablehlo.multiply %95, %38 : tensor<8x4x32xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<8x4x32xf32>
    %102 = stablehlo.multiply %101, %34 : tensor<8x4x32xf32>
    %103 = stablehlo.multiply %102, %32 : tensor<8x4x32xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x4x32xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x4x32xf32>
    %107 = stablehlo.add %99, %106 : tensor<8x4x32xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %109 = stablehlo.multiply %108, %106 : tensor<8x4x32xf32>
    %110 = stablehlo.multiply %109, %26 : tensor<8x4x32xf32>
    %111 = stablehlo.add %107, %110 : tensor<8x4x32xf32>
    %112 = stablehlo.dot_general %111, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32xf32>, tensor<8x16xf32>) -> tensor<4x32x16xf32>
    %113 = stablehlo.transpose %112, dims = [0, 2, 1] : (tensor<4x32x16xf32>) -> tensor<4x16x32xf32>
    %114 = stablehlo.broadcast_in_dim %92, dims = [0, 2] : (tensor<8x4xf32>) -> tensor<8x2x4xf32>
    %115 = stablehlo.multiply %2, %114 : tensor<8x2x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x2xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x2x1xf32>, tensor<f32>) -> tensor<8x2xf32>
    %119 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x2xf32>
    %121 = stablehlo.multiply %120, %9 : tensor<8x2xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.reshape %122 : (tensor<8xf32>) -> tensor<8x1xf32>
    %124 = stablehlo.negate %123 : tensor<8x1xf32>
    %125 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %126 = stablehlo.divide %118, %125 : tensor<8x2xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%124 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x2xf32>
    %130 = stablehlo.multiply %129, %9 : tensor<8x2xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %132 = "stablehlo.scatter"(%131, %1, %130) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %240 = stablehlo.add %arg15, %arg16 : tensor<f32>
      stablehlo.return %240 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<8x2x1xi32>, tensor<8x2xf32>) -> tensor<8x4xf32>
    %133 = stablehlo.dot_general %132, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<16x4xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %138 = stablehlo.multiply %137, %arg5 : tensor<16x4xf32>
    %139 = stablehlo.add %136, %138 : tensor<16x4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %141 = stablehlo.multiply %140, %84 : tensor<16x5xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %143 = stablehlo.multiply %142, %arg6 : tensor<16x5xf32>
    %144 = stablehlo.add %141, %143 : tensor<16x5xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %146 = stablehlo.multiply %145, %113 : tensor<4x16x32xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %148 = stablehlo.multiply %147, %arg7 : tensor<4x16x32xf32>
    %149 = stablehlo.add %146, %148 : tensor<4x16x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %151 = stablehlo.multiply %150, %97 : tensor<4x32x16xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %153 = stablehlo.multiply %152, %arg8 : tensor<4x32x16xf32>
    %154 = stablehlo.add %151, %153 : tensor<4x32x16xf32>
    %155 = stablehlo.multiply %134, %134 : tensor<16x4xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<16x4xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %159 = stablehlo.multiply %158, %arg9 : tensor<16x4xf32>
    %160 = stablehlo.add %157, %159 : tensor<16x4xf32>
    %161 = stablehlo.multiply %84, %84 : tensor<16x5xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<16x5xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %165 = stablehlo.multiply %164, %arg10 : tensor<16x5xf32>
    %166 = stablehlo.add %163, %165 : tensor<16x5xf32>
    %167 = stablehlo.multiply %113, %113 : tensor<4x16x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<4x16x32xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %171 = stablehlo.multiply %170, %arg11 : tensor<4x16x32xf32>
    %172 = stablehlo.add %169, %171 : tensor<4x16x32xf32>
    %173 = stablehlo.multiply %97, %97 : tensor<4x32x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<4x32x16xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %177 = stablehlo.multiply %176, %arg12 : tensor<4x32x16xf32>
    %178 = stablehlo.add %175, %177 : tensor<4x32x16xf32>
    %c_47 = stablehlo.constant dense<2147483647> : tensor<i32>
    %179 = stablehlo.compare LT, %arg4, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %180 = stablehlo.add %arg4, %c_48 : tensor<i32>
    %c_49 = stablehlo.constant dense<2147483647> : tensor<i32>
    %181 = call @_where_2(%179, %180, %c_49) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.convert %181 : (tensor<i32>) -> tensor<f32>
    %183 = stablehlo.power %cst_50, %182 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.subtract %cst_51, %183 : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %186 = stablehlo.divide %139, %185 : tensor<16x4xf32>
    %187 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %188 = stablehlo.divide %144, %187 : tensor<16x5xf32>
    %189 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %190 = stablehlo.divide %149, %189 : tensor<4x16x32xf32>
    %191 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %192 = stablehlo.divide %154, %191 : tensor<4x32x16xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %193 = stablehlo.convert %181 : (tensor<i32>) -> tensor<f32>
    %194 = stablehlo.power %cst_52, %193 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.subtract %cst_53, %194 : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %197 = stablehlo.divide %160, %196 : tensor<16x4xf32>
    %198 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %199 = stablehlo.divide %166, %198 : tensor<16x5xf32>
    %200 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %201 = stablehlo.divide %172, %200 : tensor<4x16x32xf32>
    %202 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %203 = stablehlo.divide %178, %202 : tensor<4x32x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %205 = stablehlo.add %197, %204 : tensor<16x4xf32>
    %206 = stablehlo.sqrt %205 : tensor<16x4xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %208 = stablehlo.add %206, %207 : tensor<16x4xf32>
    %209 = stablehlo.divide %186, %208 : tensor<16x4xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %211 = stablehlo.add %199, %210 : tensor<16x5xf32>
    %212 = stablehlo.sqrt %211 : tensor<16x5xf32>
    %cst_57 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %214 = stablehlo.add %212, %213 : tensor<16x5xf32>
    %215 = stablehlo.divide %188, %214 : tensor<16x5xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %217 = stablehlo.add %201, %216 : tensor<4x16x32xf32>
    %218 = stablehlo.sqrt %217 : tensor<4x16x32xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %220 = stablehlo.add %218, %219 : tensor<4x16x32xf32>
    %221 = stablehlo.divide %190, %220 : tensor<4x16x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %223 = stablehlo.add %203, %222 : tensor<4x32x16xf32>
    %224 = stablehlo.sqrt %223 : tensor<4x32x16xf32>
    %cst_61 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %226 = stablehlo.add %224, %225 : tensor<4x32x16xf32>
    %227 = stablehlo.divide %192, %226 : tensor<4x32x16xf32>
    %cst_62 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %229 = stablehlo.multiply %228, %209 : tensor<16x4xf32>
    %cst_63 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x5xf32>
    %231 = stablehlo.multiply %230, %215 : tensor<16x5xf32>
    %cst_64 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x16x32xf32>
    %233 = stablehlo.multiply %232, %221 : tensor<4x16x32xf32>
    %cst_65 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x32x16xf32>
    %235 = stablehlo.multiply %234, %227 : tensor<4x32x16xf32>
    %236 = stablehlo.add %arg0, %229 : tensor<16x4xf32>
    %237 = stablehlo.add %arg1, %231 : tensor<16x5xf32>
    %238 = stablehlo.add %arg2, %233 : tensor<4x16x32xf32>
    %239 = stablehlo.add %arg3, %235 : tensor<4x32x16xf32>
    return %236, %237, %238, %239, %181, %139, %144, %149, %154, %160, %166, %172, %178, %68 : tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<i32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<16x4xf32>, tensor<16x5xf32>, tensor<4x16x32xf32>, tensor<4x32x16xf32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<8x2xi32>) -> tensor<8x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x2x1xi32>) -> tensor<8x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<8x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x2x4xi32>, tensor<8x2x4xi32>) -> tensor<8x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x2x4xi1>) -> tensor<8x2x4xf32>
    return %5 : tensor<8x2x4xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x5xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x5xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
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
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x5xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x5xf32>
    return %1 : tensor<8x5xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
