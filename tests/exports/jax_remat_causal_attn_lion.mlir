module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<i32>, %arg4: tensor<16x3xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16x48xf32>, %arg7: tensor<8x8x16xf32>, %arg8: tensor<8xi32>) -> (tensor<16x3xf32> {jax.result_info = "result[0]['head']"}, tensor<16x16xf32> {jax.result_info = "result[0]['o']"}, tensor<16x48xf32> {jax.result_info = "result[0]['qkv']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16x3xf32> {jax.result_info = "result[1][0].mu['head']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].mu['o']"}, tensor<16x48xf32> {jax.result_info = "result[1][0].mu['qkv']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:8 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<8x8x16xf32>, tensor<8xi32>) -> (tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<16x3xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<i32>, %arg4: tensor<16x3xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16x48xf32>, %arg7: tensor<8x8x16xf32>, %arg8: tensor<8xi32>) -> (tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg7, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<16x48xf32>) -> tensor<8x8x48xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<8x8x48xf32>
    %2 = stablehlo.slice %1 [0:8, 0:8, 0:16] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %3 = stablehlo.slice %1 [0:8, 0:8, 16:32] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %4 = stablehlo.slice %1 [0:8, 0:8, 32:48] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %5 = stablehlo.reshape %2 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %6 = stablehlo.reshape %3 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %7 = stablehlo.reshape %4 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %8 = stablehlo.reshape %5 : (tensor<8x8x2x8xf32>) -> tensor<8x8x2x1x8xf32>
    %9 = stablehlo.dot_general %8, %6, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x2x1x8xf32>, tensor<8x8x2x8xf32>) -> tensor<8x2x8x1x8xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x8x1x8xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8x2x8x1x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x2x8x8xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %14 = call @tril(%13) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<8x2x8x8xi1>
    %17 = stablehlo.and %12, %16 : tensor<8x2x8x8xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %18 = call @_where(%17, %11, %cst_1) : (tensor<8x2x8x8xi1>, tensor<8x2x8x1x8xf32>, tensor<f32>) -> tensor<1x8x2x8x8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x8x8xf32>, tensor<f32>) -> tensor<1x8x2x8xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x8x2x8xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<1x8x2x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %24 = stablehlo.subtract %18, %23 : tensor<1x8x2x8x8xf32>
    %25 = stablehlo.exponential %24 : tensor<1x8x2x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x8x8xf32>, tensor<f32>) -> tensor<1x8x2x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %29 = stablehlo.divide %25, %28 : tensor<1x8x2x8x8xf32>
    %30 = stablehlo.dot_general %7, %29, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x8x2x8xf32>, tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x1x8xf32>
    %31 = stablehlo.transpose %30, dims = [3, 0, 4, 1, 2] : (tensor<8x2x8x1x8xf32>) -> tensor<1x8x8x2x8xf32>
    %32 = stablehlo.transpose %31, dims = [1, 2, 3, 0, 4] : (tensor<1x8x8x2x8xf32>) -> tensor<8x8x2x1x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x8x2x1x8xf32>) -> tensor<8x8x2x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x8x2x8xf32>) -> tensor<8x8x16xf32>
    %35 = stablehlo.dot_general %34, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<16x16xf32>) -> tensor<8x8x16xf32>
    %36 = stablehlo.add %arg7, %35 : tensor<8x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.divide %37, %38 : tensor<8x16xf32>
    %40 = stablehlo.dot_general %39, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x3xf32>) -> tensor<8x3xf32>
    %41 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %42:2 = call @take_along_axis(%40, %41) : (tensor<8x3xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %43:2 = call @_take(%42#0, %c_7) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%40 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<8xf32>
    %47 = stablehlo.is_finite %46 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.select %47, %46, %48 : tensor<8xi1>, tensor<8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %52 = stablehlo.subtract %40, %51 : tensor<8x3xf32>
    %53 = stablehlo.exponential %52 : tensor<8x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.abs %54 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.compare GE, %54, %56, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %58 = stablehlo.log %55 : tensor<8xf32>
    %59 = stablehlo.add %58, %49 : tensor<8xf32>
    %60 = stablehlo.subtract %59, %43#0 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %63 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.negate %64 : tensor<8xf32>
    %66 = stablehlo.divide %64, %55 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.select %57, %67, %66 : tensor<8xi1>, tensor<8xf32>
    %69 = stablehlo.select %57, %66, %67 : tensor<8xi1>, tensor<8xf32>
    %70 = stablehlo.negate %68 : tensor<8xf32>
    %71 = stablehlo.add %69, %70 : tensor<8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %73 = stablehlo.multiply %72, %53 : tensor<8x3xf32>
    %74 = call @_take_1(%43#1, %65) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %75 = call @take_along_axis_2(%42#1, %74) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %76 = stablehlo.add %73, %75 : tensor<8x3xf32>
    %77 = stablehlo.dot_general %76, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %79 = stablehlo.dot_general %76, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<16x3xf32>) -> tensor<8x16xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x8x16xf32>
    %83:4 = stablehlo.optimization_barrier %1, %arg1, %arg7, %82 : tensor<8x8x48xf32>, tensor<16x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>
    %84 = stablehlo.slice %83#0 [0:8, 0:8, 0:16] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %85 = stablehlo.slice %83#0 [0:8, 0:8, 16:32] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %86 = stablehlo.slice %83#0 [0:8, 0:8, 32:48] : (tensor<8x8x48xf32>) -> tensor<8x8x16xf32>
    %87 = stablehlo.reshape %84 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %88 = stablehlo.reshape %85 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %89 = stablehlo.reshape %86 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %90 = stablehlo.reshape %87 : (tensor<8x8x2x8xf32>) -> tensor<8x8x2x1x8xf32>
    %91 = stablehlo.dot_general %90, %88, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x2x1x8xf32>, tensor<8x8x2x8xf32>) -> tensor<8x2x8x1x8xf32>
    %cst_19 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x2x8x1x8xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8x2x8x1x8xf32>
    %c_20 = stablehlo.constant dense<true> : tensor<i1>
    %94 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i1>) -> tensor<8x2x8x8xi1>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %95 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %96 = call @tril_3(%95) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %97 = stablehlo.broadcast_in_dim %96, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<8x2x8x8xi1>
    %99 = stablehlo.and %94, %98 : tensor<8x2x8x8xi1>
    %cst_22 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %100:2 = call @_where_4(%99, %93, %cst_22) : (tensor<8x2x8x8xi1>, tensor<8x2x8x1x8xf32>, tensor<f32>) -> (tensor<1x8x2x8x8xf32>, tensor<1x8x2x8x8xi1>)
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.reduce(%100#0 init: %cst_23) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x8x8xf32>, tensor<f32>) -> tensor<1x8x2x8xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8x2x8xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<1x8x2x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %106 = stablehlo.subtract %100#0, %105 : tensor<1x8x2x8x8xf32>
    %107 = stablehlo.exponential %106 : tensor<1x8x2x8x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_25) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x8x8xf32>, tensor<f32>) -> tensor<1x8x2x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %111 = stablehlo.divide %107, %110 : tensor<1x8x2x8x8xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<1x8x2x8x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x2x8x1xf32>
    %114 = stablehlo.divide %113, %112 : tensor<1x8x2x8x1xf32>
    %115 = stablehlo.dot_general %89, %111, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x8x2x8xf32>, tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x1x8xf32>
    %116 = stablehlo.transpose %115, dims = [3, 0, 4, 1, 2] : (tensor<8x2x8x1x8xf32>) -> tensor<1x8x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [1, 2, 3, 0, 4] : (tensor<1x8x8x2x8xf32>) -> tensor<8x8x2x1x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x8x2x1x8xf32>) -> tensor<8x8x2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x8x2x8xf32>) -> tensor<8x8x16xf32>
    %120 = stablehlo.dot_general %83#3, %119, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<8x8x16xf32>) -> tensor<16x16xf32>
    %121 = stablehlo.transpose %120, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %122 = stablehlo.dot_general %83#3, %83#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16xf32>, tensor<16x16xf32>) -> tensor<8x8x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x8x16xf32>) -> tensor<8x8x2x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x8x2x8xf32>) -> tensor<8x8x2x1x8xf32>
    %125 = stablehlo.transpose %124, dims = [3, 0, 1, 2, 4] : (tensor<8x8x2x1x8xf32>) -> tensor<1x8x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [1, 3, 4, 0, 2] : (tensor<1x8x8x2x8xf32>) -> tensor<8x2x8x1x8xf32>
    %127 = stablehlo.dot_general %126, %89, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x8x1x8xf32>, tensor<8x8x2x8xf32>) -> tensor<8x2x1x8x8xf32>
    %128 = stablehlo.transpose %127, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x8x8xf32>) -> tensor<1x8x2x8x8xf32>
    %129 = stablehlo.dot_general %126, %111, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x8x1x8xf32>, tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %130 = stablehlo.transpose %129, dims = [0, 3, 1, 2] : (tensor<8x2x8x8xf32>) -> tensor<8x8x2x8xf32>
    %131 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %132 = stablehlo.multiply %128, %131 : tensor<1x8x2x8x8xf32>
    %133 = stablehlo.multiply %132, %107 : tensor<1x8x2x8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x8x8xf32>, tensor<f32>) -> tensor<1x8x2x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x1xf32>
    %136 = stablehlo.negate %135 : tensor<1x8x2x8x1xf32>
    %137 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x8xf32>
    %138 = stablehlo.divide %128, %137 : tensor<1x8x2x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%136 init: %cst_28) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x8x1xf32>, tensor<f32>) -> tensor<8x2x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [1, 2, 3] : (tensor<8x2x8xf32>) -> tensor<1x8x2x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x8x2x8x8xf32>
    %142 = stablehlo.add %138, %141 : tensor<1x8x2x8x8xf32>
    %143 = stablehlo.multiply %142, %107 : tensor<1x8x2x8x8xf32>
    %144 = call @_where_5(%100#1, %143) : (tensor<1x8x2x8x8xi1>, tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x1x8xf32>
    %cst_29 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x2x8x1x8xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<8x2x8x1x8xf32>
    %147 = stablehlo.dot_general %146, %90, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x8x1x8xf32>, tensor<8x8x2x1x8xf32>) -> tensor<8x2x8x8xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] : (tensor<8x2x8x8xf32>) -> tensor<8x8x2x8xf32>
    %149 = stablehlo.dot_general %146, %88, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x8x1x8xf32>, tensor<8x8x2x8xf32>) -> tensor<8x2x8x1x8xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 1, 3, 4] : (tensor<8x2x8x1x8xf32>) -> tensor<8x8x2x1x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<8x8x2x1x8xf32>) -> tensor<8x8x2x8xf32>
    %152 = stablehlo.reshape %130 : (tensor<8x8x2x8xf32>) -> tensor<8x8x16xf32>
    %153 = stablehlo.reshape %148 : (tensor<8x8x2x8xf32>) -> tensor<8x8x16xf32>
    %154 = stablehlo.reshape %151 : (tensor<8x8x2x8xf32>) -> tensor<8x8x16xf32>
    %155 = stablehlo.concatenate %154, %153, %152, dim = 2 : (tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>) -> tensor<8x8x48xf32>
    %156 = stablehlo.dot_general %155, %83#2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x48xf32>, tensor<8x8x16xf32>) -> tensor<48x16xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %159 = stablehlo.multiply %158, %78 : tensor<16x3xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %161 = stablehlo.multiply %160, %arg4 : tensor<16x3xf32>
    %162 = stablehlo.add %159, %161 : tensor<16x3xf32>
    %163 = stablehlo.sign %162 : tensor<16x3xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %165 = stablehlo.multiply %164, %121 : tensor<16x16xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %167 = stablehlo.multiply %166, %arg5 : tensor<16x16xf32>
    %168 = stablehlo.add %165, %167 : tensor<16x16xf32>
    %169 = stablehlo.sign %168 : tensor<16x16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %171 = stablehlo.multiply %170, %157 : tensor<16x48xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %173 = stablehlo.multiply %172, %arg6 : tensor<16x48xf32>
    %174 = stablehlo.add %171, %173 : tensor<16x48xf32>
    %175 = stablehlo.sign %174 : tensor<16x48xf32>
    %cst_36 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %177 = stablehlo.multiply %176, %78 : tensor<16x3xf32>
    %cst_37 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %179 = stablehlo.multiply %178, %arg4 : tensor<16x3xf32>
    %180 = stablehlo.add %177, %179 : tensor<16x3xf32>
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %182 = stablehlo.multiply %181, %121 : tensor<16x16xf32>
    %cst_39 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %184 = stablehlo.multiply %183, %arg5 : tensor<16x16xf32>
    %185 = stablehlo.add %182, %184 : tensor<16x16xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %187 = stablehlo.multiply %186, %157 : tensor<16x48xf32>
    %cst_41 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %189 = stablehlo.multiply %188, %arg6 : tensor<16x48xf32>
    %190 = stablehlo.add %187, %189 : tensor<16x48xf32>
    %c_42 = stablehlo.constant dense<2147483647> : tensor<i32>
    %191 = stablehlo.compare LT, %arg3, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %192 = stablehlo.add %arg3, %c_43 : tensor<i32>
    %c_44 = stablehlo.constant dense<2147483647> : tensor<i32>
    %193 = call @_where_6(%191, %192, %c_44) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %195 = stablehlo.multiply %194, %arg0 : tensor<16x3xf32>
    %196 = stablehlo.add %163, %195 : tensor<16x3xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %198 = stablehlo.multiply %197, %arg1 : tensor<16x16xf32>
    %199 = stablehlo.add %169, %198 : tensor<16x16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %201 = stablehlo.multiply %200, %arg2 : tensor<16x48xf32>
    %202 = stablehlo.add %175, %201 : tensor<16x48xf32>
    %cst_48 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %204 = stablehlo.multiply %203, %196 : tensor<16x3xf32>
    %cst_49 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %206 = stablehlo.multiply %205, %199 : tensor<16x16xf32>
    %cst_50 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %208 = stablehlo.multiply %207, %202 : tensor<16x48xf32>
    %209 = stablehlo.add %arg0, %204 : tensor<16x3xf32>
    %210 = stablehlo.add %arg1, %206 : tensor<16x16xf32>
    %211 = stablehlo.add %arg2, %208 : tensor<16x48xf32>
    return %209, %210, %211, %193, %180, %185, %190, %62 : tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x3xf32>, tensor<16x16xf32>, tensor<16x48xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where(%arg0: tensor<8x2x8x8xi1>, %arg1: tensor<8x2x8x1x8xf32>, %arg2: tensor<f32>) -> tensor<1x8x2x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<8x2x8x8xi1>) -> tensor<1x8x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x2x8x8xf32>) -> tensor<1x8x2x8x8xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x2x8x1x8xf32>) -> tensor<1x8x2x8x8xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x8x2x8x8xi1>, tensor<1x8x2x8x8xf32>
    return %4 : tensor<1x8x2x8x8xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x3xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
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
    %2 = call @_where_0(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    return %1 : tensor<8x3xf32>
  }
  func.func private @tril_3(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where_4(%arg0: tensor<8x2x8x8xi1>, %arg1: tensor<8x2x8x1x8xf32>, %arg2: tensor<f32>) -> (tensor<1x8x2x8x8xf32>, tensor<1x8x2x8x8xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<8x2x8x8xi1>) -> tensor<1x8x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x2x8x8xf32>) -> tensor<1x8x2x8x8xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x2x8x1x8xf32>) -> tensor<1x8x2x8x8xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x8x2x8x8xi1>, tensor<1x8x2x8x8xf32>
    return %4, %1 : tensor<1x8x2x8x8xf32>, tensor<1x8x2x8x8xi1>
  }
  func.func private @_where_5(%arg0: tensor<1x8x2x8x8xi1>, %arg1: tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x1x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x2x8x8xi1>, tensor<1x8x2x8x8xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x8x8xf32>) -> tensor<8x2x8x1x8xf32>
    return %2 : tensor<8x2x8x1x8xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
