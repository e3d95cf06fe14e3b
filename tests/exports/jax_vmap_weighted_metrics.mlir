module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40x16xf32>, %arg1: tensor<16x3xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<i32>, %arg4: tensor<40x16xf32>, %arg5: tensor<16x3xf32>, %arg6: tensor<16x48xf32>, %arg7: tensor<40x16xf32>, %arg8: tensor<16x3xf32>, %arg9: tensor<16x48xf32>, %arg10: tensor<8x6xi32>, %arg11: tensor<8xi32>, %arg12: tensor<8xf32>) -> (tensor<40x16xf32> {jax.result_info = "result[0]['emb']"}, tensor<16x3xf32> {jax.result_info = "result[0]['out']"}, tensor<16x48xf32> {jax.result_info = "result[0]['qkv']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<40x16xf32> {jax.result_info = "result[1][0].mu['emb']"}, tensor<16x3xf32> {jax.result_info = "result[1][0].mu['out']"}, tensor<16x48xf32> {jax.result_info = "result[1][0].mu['qkv']"}, tensor<40x16xf32> {jax.result_info = "result[1][0].nu['emb']"}, tensor<16x3xf32> {jax.result_info = "result[1][0].nu['out']"}, tensor<16x48xf32> {jax.result_info = "result[1][0].nu['qkv']"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %0:12 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<i32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<8x6xi32>, tensor<8xi32>, tensor<8xf32>) -> (tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<i32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<f32>, tensor<i32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11 : tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<i32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @train_step(%arg0: tensor<40x16xf32>, %arg1: tensor<16x3xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<i32>, %arg4: tensor<40x16xf32>, %arg5: tensor<16x3xf32>, %arg6: tensor<16x48xf32>, %arg7: tensor<40x16xf32>, %arg8: tensor<16x3xf32>, %arg9: tensor<16x48xf32>, %arg10: tensor<8x6xi32>, %arg11: tensor<8xi32>, %arg12: tensor<8xf32>) -> (tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<i32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<f32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
    %1 = stablehlo.compare LT, %arg10, %0, SIGNED : (tensor<8x6xi32>, tensor<8x6xi32>) -> tensor<8x6xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x6xi32>
    %3 = stablehlo.add %arg10, %2 : tensor<8x6xi32>
    %4 = stablehlo.select %1, %3, %arg10 : tensor<8x6xi1>, tensor<8x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x6xi32>) -> tensor<8x6x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<40x16xf32>, tensor<8x6x1xi32>) -> tensor<8x6x16xf32>
    %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6x16xf32>, tensor<16x48xf32>) -> tensor<8x6x48xf32>
    %8 = stablehlo.slice %7 [0:8, 0:6, 0:16] : (tensor<8x6x48xf32>) -> tensor<8x6x16xf32>
    %9 = stablehlo.slice %7 [0:8, 0:6, 16:32] : (tensor<8x6x48xf32>) -> tensor<8x6x16xf32>
    %10 = stablehlo.slice %7 [0:8, 0:6, 32:48] : (tensor<8x6x48xf32>) -> tensor<8x6x16xf32>
    %11 = stablehlo.reshape %8 : (tensor<8x6x16xf32>) -> tensor<8x1x6x2x8xf32>
    %12 = stablehlo.reshape %9 : (tensor<8x6x16xf32>) -> tensor<8x1x6x2x8xf32>
    %13 = stablehlo.reshape %10 : (tensor<8x6x16xf32>) -> tensor<8x1x6x2x8xf32>
    %14 = stablehlo.reshape %11 : (tensor<8x1x6x2x8xf32>) -> tensor<8x1x6x2x1x8xf32>
    %15 = stablehlo.dot_general %14, %12, batching_dims = [0, 1, 3] x [0, 1, 3], contracting_dims = [5] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x1x6x2x1x8xf32>, tensor<8x1x6x2x8xf32>) -> tensor<8x1x2x6x1x6xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x2x6x1x6xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<8x1x2x6x1x6xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1x2x6x6xi1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %20 = call @tril(%19) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<1x1x6x6xi1>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x6x6xi1>) -> tensor<1x2x6x6xi1>
    %23 = stablehlo.and %18, %22 : tensor<1x2x6x6xi1>
    %cst_3 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %24:2 = call @_where(%23, %17, %cst_3) : (tensor<1x2x6x6xi1>, tensor<8x1x2x6x1x6xf32>, tensor<f32>) -> (tensor<8x1x1x2x6x6xf32>, tensor<8x1x1x2x6x6xi1>)
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24#0 init: %cst_4) applies stablehlo.maximum across dimensions = [5] : (tensor<8x1x1x2x6x6xf32>, tensor<f32>) -> tensor<8x1x1x2x6xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x1x2x6xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<8x1x1x2x6xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x2x6xf32>) -> tensor<8x1x1x2x6x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x1x1x2x6x1xf32>) -> tensor<8x1x1x2x6x6xf32>
    %30 = stablehlo.subtract %24#0, %29 : tensor<8x1x1x2x6x6xf32>
    %31 = stablehlo.exponential %30 : tensor<8x1x1x2x6x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.add across dimensions = [5] : (tensor<8x1x1x2x6x6xf32>, tensor<f32>) -> tensor<8x1x1x2x6xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x2x6xf32>) -> tensor<8x1x1x2x6x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x1x1x2x6x1xf32>) -> tensor<8x1x1x2x6x6xf32>
    %35 = stablehlo.divide %31, %34 : tensor<8x1x1x2x6x6xf32>
    %36 = stablehlo.multiply %33, %33 : tensor<8x1x1x2x6x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x2x6x1xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x1x1x2x6x1xf32>
    %39 = stablehlo.dot_general %13, %35, batching_dims = [0, 1, 3] x [0, 2, 3], contracting_dims = [2] x [5], precision = [DEFAULT, DEFAULT] : (tensor<8x1x6x2x8xf32>, tensor<8x1x1x2x6x6xf32>) -> tensor<8x1x2x8x1x6xf32>
    %40 = stablehlo.transpose %39, dims = [0, 4, 1, 5, 2, 3] : (tensor<8x1x2x8x1x6xf32>) -> tensor<8x1x1x6x2x8xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 3, 4, 1, 5] : (tensor<8x1x1x6x2x8xf32>) -> tensor<8x1x6x2x1x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<8x1x6x2x1x8xf32>) -> tensor<8x1x6x2x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x1x6x2x8xf32>) -> tensor<8x6x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x16xf32>
    %47 = stablehlo.dot_general %46, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x3xf32>) -> tensor<8x3xf32>
    %48 = stablehlo.broadcast_in_dim %arg11, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %49:2 = call @take_along_axis(%47, %48) : (tensor<8x3xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %50:2 = call @_take(%49#0, %c_10) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.reduce(%47 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.maximum %52, %51 : tensor<8xf32>
    %54 = stablehlo.is_finite %53 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.select %54, %53, %55 : tensor<8xi1>, tensor<8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %59 = stablehlo.subtract %47, %58 : tensor<8x3xf32>
    %60 = stablehlo.exponential %59 : tensor<8x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.abs %61 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.compare GE, %61, %63, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %65 = stablehlo.log %62 : tensor<8xf32>
    %66 = stablehlo.add %65, %56 : tensor<8xf32>
    %67 = stablehlo.subtract %66, %50#0 : tensor<8xf32>
    %68 = call @argmax(%47) : (tensor<8x3xf32>) -> tensor<8xi32>
    %69 = stablehlo.compare EQ, %68, %arg11, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %70 = stablehlo.multiply %67, %arg12 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%arg12 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %73 = stablehlo.divide %71, %72 : tensor<f32>
    %74 = stablehlo.convert %69 : (tensor<8xi1>) -> tensor<8xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.reduce(%74 init: %c_18) applies stablehlo.add across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.divide %cst_19, %72 : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.multiply %77, %arg12 : tensor<8xf32>
    %79 = stablehlo.negate %78 : tensor<8xf32>
    %80 = stablehlo.divide %78, %62 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.select %64, %81, %80 : tensor<8xi1>, tensor<8xf32>
    %83 = stablehlo.select %64, %80, %81 : tensor<8xi1>, tensor<8xf32>
    %84 = stablehlo.negate %82 : tensor<8xf32>
    %85 = stablehlo.add %83, %84 : tensor<8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %87 = stablehlo.multiply %86, %60 : tensor<8x3xf32>
    %88 = call @_take_1(%50#1, %79) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %89 = call @take_along_axis_2(%49#1, %88) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x3xf32>
    %91 = stablehlo.dot_general %90, %46, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %93 = stablehlo.dot_general %90, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<16x3xf32>) -> tensor<8x16xf32>
    %cst_21 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x6x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x6x16xf32>) -> tensor<8x1x6x2x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x1x6x2x8xf32>) -> tensor<8x1x6x2x1x8xf32>
    %99 = stablehlo.transpose %98, dims = [0, 4, 1, 2, 3, 5] : (tensor<8x1x6x2x1x8xf32>) -> tensor<8x1x1x6x2x8xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 4, 5, 1, 3] : (tensor<8x1x1x6x2x8xf32>) -> tensor<8x1x2x8x1x6xf32>
    %101 = stablehlo.dot_general %100, %13, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2x8x1x6xf32>, tensor<8x1x6x2x8xf32>) -> tensor<8x1x2x1x6x6xf32>
    %102 = stablehlo.transpose %101, dims = [0, 3, 1, 2, 4, 5] : (tensor<8x1x2x1x6x6xf32>) -> tensor<8x1x1x2x6x6xf32>
    %103 = stablehlo.dot_general %100, %35, batching_dims = [0, 1, 2] x [0, 2, 3], contracting_dims = [4, 5] x [1, 4], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2x8x1x6xf32>, tensor<8x1x1x2x6x6xf32>) -> tensor<8x1x2x8x6xf32>
    %104 = stablehlo.transpose %103, dims = [0, 1, 4, 2, 3] : (tensor<8x1x2x8x6xf32>) -> tensor<8x1x6x2x8xf32>
    %105 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x1x1x2x6x1xf32>) -> tensor<8x1x1x2x6x6xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<8x1x1x2x6x6xf32>
    %107 = stablehlo.multiply %106, %31 : tensor<8x1x1x2x6x6xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_22) applies stablehlo.add across dimensions = [5] : (tensor<8x1x1x2x6x6xf32>, tensor<f32>) -> tensor<8x1x1x2x6xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x1x1x2x6xf32>) -> tensor<8x1x1x2x6x1xf32>
    %110 = stablehlo.negate %109 : tensor<8x1x1x2x6x1xf32>
    %111 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x1x1x2x6x1xf32>) -> tensor<8x1x1x2x6x6xf32>
    %112 = stablehlo.divide %102, %111 : tensor<8x1x1x2x6x6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_23) applies stablehlo.add across dimensions = [1, 2, 5] : (tensor<8x1x1x2x6x1xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 3, 4] : (tensor<8x2x6xf32>) -> tensor<8x1x1x2x6xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x2x6xf32>) -> tensor<8x1x1x2x6x6xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x1x1x2x6x6xf32>
    %117 = stablehlo.multiply %116, %31 : tensor<8x1x1x2x6x6xf32>
    %118 = call @_where_3(%24#1, %117) : (tensor<8x1x1x2x6x6xi1>, tensor<8x1x1x2x6x6xf32>) -> tensor<8x1x2x6x1x6xf32>
    %cst_24 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x2x6x1x6xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x1x2x6x1x6xf32>
    %121 = stablehlo.dot_general %120, %14, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [3, 4] x [2, 4], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2x6x1x6xf32>, tensor<8x1x6x2x1x8xf32>) -> tensor<8x1x2x6x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 1, 3, 2, 4] : (tensor<8x1x2x6x8xf32>) -> tensor<8x1x6x2x8xf32>
    %123 = stablehlo.dot_general %120, %12, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [5] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2x6x1x6xf32>, tensor<8x1x6x2x8xf32>) -> tensor<8x1x2x6x1x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x1x2x6x1x8xf32>) -> tensor<8x1x6x2x1x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x1x6x2x1x8xf32>) -> tensor<8x1x6x2x8xf32>
    %126 = stablehlo.reshape %104 : (tensor<8x1x6x2x8xf32>) -> tensor<8x6x16xf32>
    %127 = stablehlo.reshape %122 : (tensor<8x1x6x2x8xf32>) -> tensor<8x6x16xf32>
    %128 = stablehlo.reshape %125 : (tensor<8x1x6x2x8xf32>) -> tensor<8x6x16xf32>
    %129 = stablehlo.concatenate %128, %127, %126, dim = 2 : (tensor<8x6x16xf32>, tensor<8x6x16xf32>, tensor<8x6x16xf32>) -> tensor<8x6x48xf32>
    %130 = stablehlo.dot_general %129, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x6x48xf32>, tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %132 = stablehlo.dot_general %129, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x6x48xf32>, tensor<16x48xf32>) -> tensor<8x6x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %134 = "stablehlo.scatter"(%133, %5, %132) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %216 = stablehlo.add %arg13, %arg14 : tensor<f32>
      stablehlo.return %216 : tensor<f32>
    }) : (tensor<40x16xf32>, tensor<8x6x1xi32>, tensor<8x6x16xf32>) -> tensor<40x16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<40x16xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %138 = stablehlo.multiply %137, %arg4 : tensor<40x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<40x16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %141 = stablehlo.multiply %140, %92 : tensor<16x3xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %143 = stablehlo.multiply %142, %arg5 : tensor<16x3xf32>
    %144 = stablehlo.add %141, %143 : tensor<16x3xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %146 = stablehlo.multiply %145, %131 : tensor<16x48xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %148 = stablehlo.multiply %147, %arg6 : tensor<16x48xf32>
    %149 = stablehlo.add %146, %148 : tensor<16x48xf32>
    %150 = stablehlo.multiply %134, %134 : tensor<40x16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<40x16xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %154 = stablehlo.multiply %153, %arg7 : tensor<40x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<40x16xf32>
    %156 = stablehlo.multiply %92, %92 : tensor<16x3xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<16x3xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %160 = stablehlo.multiply %159, %arg8 : tensor<16x3xf32>
    %161 = stablehlo.add %158, %160 : tensor<16x3xf32>
    %162 = stablehlo.multiply %131, %131 : tensor<16x48xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<16x48xf32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %166 = stablehlo.multiply %165, %arg9 : tensor<16x48xf32>
    %167 = stablehlo.add %164, %166 : tensor<16x48xf32>
    %c_38 = stablehlo.constant dense<2147483647> : tensor<i32>
    %168 = stablehlo.compare LT, %arg3, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<1> : tensor<i32>
    %169 = stablehlo.add %arg3, %c_39 : tensor<i32>
    %c_40 = stablehlo.constant dense<2147483647> : tensor<i32>
    %170 = call @_where_4(%168, %169, %c_40) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.convert %170 : (tensor<i32>) -> tensor<f32>
    %172 = stablehlo.power %cst_41, %171 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.subtract %cst_42, %172 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %175 = stablehlo.divide %139, %174 : tensor<40x16xf32>
    %176 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %177 = stablehlo.divide %144, %176 : tensor<16x3xf32>
    %178 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %179 = stablehlo.divide %149, %178 : tensor<16x48xf32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %180 = stablehlo.convert %170 : (tensor<i32>) -> tensor<f32>
    %181 = stablehlo.power %cst_43, %180 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.subtract %cst_44, %181 : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %184 = stablehlo.divide %155, %183 : tensor<40x16xf32>
    %185 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %186 = stablehlo.divide %161, %185 : tensor<16x3xf32>
    %187 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %188 = stablehlo.divide %167, %187 : tensor<16x48xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %190 = stablehlo.add %184, %189 : tensor<40x16xf32>
    %191 = stablehlo.sqrt %190 : tensor<40x16xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %193 = stablehlo.add %191, %192 : tensor<40x16xf32>
    %194 = stablehlo.divide %175, %193 : tensor<40x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %196 = stablehlo.add %186, %195 : tensor<16x3xf32>
    %197 = stablehlo.sqrt %196 : tensor<16x3xf32>
    %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %199 = stablehlo.add %197, %198 : tensor<16x3xf32>
    %200 = stablehlo.divide %177, %199 : tensor<16x3xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %202 = stablehlo.add %188, %201 : tensor<16x48xf32>
    %203 = stablehlo.sqrt %202 : tensor<16x48xf32>
    %cst_50 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %205 = stablehlo.add %203, %204 : tensor<16x48xf32>
    %206 = stablehlo.divide %179, %205 : tensor<16x48xf32>
    %cst_51 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<40x16xf32>
    %208 = stablehlo.multiply %207, %194 : tensor<40x16xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %210 = stablehlo.multiply %209, %200 : tensor<16x3xf32>
    %cst_53 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %212 = stablehlo.multiply %211, %206 : tensor<16x48xf32>
    %213 = stablehlo.add %arg0, %208 : tensor<40x16xf32>
    %214 = stablehlo.add %arg1, %210 : tensor<16x3xf32>
    %215 = stablehlo.add %arg2, %212 : tensor<16x48xf32>
    return %213, %214, %215, %170, %139, %144, %149, %155, %161, %167, %73, %75 : tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<i32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<40x16xf32>, tensor<16x3xf32>, tensor<16x48xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @tril(%arg0: tensor<6x6xi1>) -> tensor<6x6xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<6x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<6x6xi1>, tensor<6x6xi1>
    return %6 : tensor<6x6xi1>
  }
  func.func private @_where(%arg0: tensor<1x2x6x6xi1>, %arg1: tensor<8x1x2x6x1x6xf32>, %arg2: tensor<f32>) -> (tensor<8x1x1x2x6x6xf32>, tensor<8x1x1x2x6x6xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x2x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<1x2x6x6xi1>) -> tensor<1x1x2x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x2x6x6xf32>) -> tensor<1x1x2x6x6xf32>
    %3 = stablehlo.transpose %arg1, dims = [0, 4, 1, 2, 3, 5] : (tensor<8x1x2x6x1x6xf32>) -> tensor<8x1x1x2x6x6xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3, 4, 5] : (tensor<1x1x2x6x6xi1>) -> tensor<8x1x1x2x6x6xi1>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3, 4, 5] : (tensor<1x1x2x6x6xf32>) -> tensor<8x1x1x2x6x6xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<8x1x1x2x6x6xi1>, tensor<8x1x1x2x6x6xf32>
    return %6, %4 : tensor<8x1x1x2x6x6xf32>, tensor<8x1x1x2x6x6xi1>
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
  func.func private @argmax(%arg0: tensor<8x3xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x3xf32>, tensor<8x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
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
  func.func private @_where_3(%arg0: tensor<8x1x1x2x6x6xi1>, %arg1: tensor<8x1x1x2x6x6xf32>) -> tensor<8x1x2x6x1x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x2x6x6xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x1x1x2x6x6xi1>, tensor<8x1x1x2x6x6xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 4, 1, 5] : (tensor<8x1x1x2x6x6xf32>) -> tensor<8x1x2x6x1x6xf32>
    return %2 : tensor<8x1x2x6x1x6xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
