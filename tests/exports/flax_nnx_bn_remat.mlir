module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<5xf32>, %arg5: tensor<32x5xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<i32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<5xf32>, %arg14: tensor<32x5xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<16x32xf32>, %arg19: tensor<5xf32>, %arg20: tensor<32x5xf32>, %arg21: tensor<i32>, %arg22: tensor<8x16xf32>, %arg23: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['bn']['bias'].value"}, tensor<32xf32> {jax.result_info = "result[0]['bn']['scale'].value"}, tensor<32xf32> {jax.result_info = "result[0]['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[0]['l1']['kernel'].value"}, tensor<5xf32> {jax.result_info = "result[0]['l2']['bias'].value"}, tensor<32x5xf32> {jax.result_info = "result[0]['l2']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[1]['bn']['mean'].value"}, tensor<32xf32> {jax.result_info = "result[1]['bn']['var'].value"}, tensor<i32> {jax.result_info = "result[2][1][0].count"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['bn']['bias'].value"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['bn']['scale'].value"}, tensor<32xf32> {jax.result_info = "result[2][1][0].mu['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[2][1][0].mu['l1']['kernel'].value"}, tensor<5xf32> {jax.result_info = "result[2][1][0].mu['l2']['bias'].value"}, tensor<32x5xf32> {jax.result_info = "result[2][1][0].mu['l2']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[2][1][0].nu['bn']['bias'].value"}, tensor<32xf32> {jax.result_info = "result[2][1][0].nu['bn']['scale'].value"}, tensor<32xf32> {jax.result_info = "result[2][1][0].nu['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[2][1][0].nu['l1']['kernel'].value"}, tensor<5xf32> {jax.result_info = "result[2][1][0].nu['l2']['bias'].value"}, tensor<32x5xf32> {jax.result_info = "result[2][1][0].nu['l2']['kernel'].value"}, tensor<i32> {jax.result_info = "result[2][1][2].count"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:23 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23) : (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<i32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<5xf32>, %arg5: tensor<32x5xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<i32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<5xf32>, %arg14: tensor<32x5xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<16x32xf32>, %arg19: tensor<5xf32>, %arg20: tensor<32x5xf32>, %arg21: tensor<i32>, %arg22: tensor<8x16xf32>, %arg23: tensor<8xi32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<i32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg22, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = chlo.square %3 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.divide %5, %6 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32xf32>
    %11 = chlo.square %7 : tensor<32xf32> -> tensor<32xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %16 = stablehlo.multiply %15, %arg6 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %18 = stablehlo.multiply %17, %7 : tensor<32xf32>
    %19 = stablehlo.add %16, %18 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %20, %arg7 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %23 = stablehlo.multiply %22, %14 : tensor<32xf32>
    %24 = stablehlo.add %21, %23 : tensor<32xf32>
    %25 = stablehlo.reshape %7 : (tensor<32xf32>) -> tensor<1x32xf32>
    %26 = stablehlo.reshape %14 : (tensor<32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %28 = stablehlo.subtract %3, %27 : tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %30 = stablehlo.add %26, %29 : tensor<1x32xf32>
    %31 = stablehlo.rsqrt %30 : tensor<1x32xf32>
    %32 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<1x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %35 = stablehlo.multiply %28, %34 : tensor<8x32xf32>
    %36 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x32xf32>
    %39 = call @relu(%38) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %40 = stablehlo.dot_general %39, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x5xf32>) -> tensor<8x5xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<5xf32>) -> tensor<1x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<8x5xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x5xf32>
    %44 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %45 = call @take_along_axis(%43, %44) : (tensor<8x5xf32>, tensor<8x1xi32>) -> tensor<8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %46 = call @_take(%45, %c) : (tensor<8x1xf32>, tensor<i32>) -> tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<8xf32>
    %50 = stablehlo.is_finite %49 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.select %50, %49, %51 : tensor<8xi1>, tensor<8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %55 = stablehlo.subtract %43, %54 : tensor<8x5xf32>
    %56 = stablehlo.exponential %55 : tensor<8x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.abs %57 : tensor<8xf32>
    %59 = stablehlo.log %58 : tensor<8xf32>
    %60 = stablehlo.add %59, %52 : tensor<8xf32>
    %61 = stablehlo.subtract %60, %46 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %63 = stablehlo.divide %62, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64:9 = stablehlo.optimization_barrier %arg22, %arg23, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %cst_15 : tensor<8x16xf32>, tensor<8xi32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<f32>
    %65 = stablehlo.dot_general %64#0, %64#5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %66 = stablehlo.reshape %64#4 : (tensor<32xf32>) -> tensor<1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x32xf32>
    %69 = chlo.square %68 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.divide %72, %73 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%69 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %77 = stablehlo.divide %75, %76 : tensor<32xf32>
    %78 = chlo.square %74 : tensor<32xf32> -> tensor<32xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.multiply %79, %74 : tensor<32xf32>
    %81 = stablehlo.subtract %77, %78 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.maximum %82, %81 : tensor<32xf32>
    %84 = stablehlo.compare EQ, %81, %83, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %87 = stablehlo.select %84, %85, %86 : tensor<32xi1>, tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.compare EQ, %88, %83, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %92 = stablehlo.select %89, %90, %91 : tensor<32xi1>, tensor<32xf32>
    %93 = stablehlo.divide %87, %92 : tensor<32xf32>
    %94 = stablehlo.reshape %74 : (tensor<32xf32>) -> tensor<1x32xf32>
    %95 = stablehlo.reshape %83 : (tensor<32xf32>) -> tensor<1x32xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %97 = stablehlo.subtract %68, %96 : tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %99 = stablehlo.add %95, %98 : tensor<1x32xf32>
    %100 = stablehlo.rsqrt %99 : tensor<1x32xf32>
    %101 = stablehlo.divide %100, %99 : tensor<1x32xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x32xf32>
    %104 = stablehlo.reshape %64#3 : (tensor<32xf32>) -> tensor<1x32xf32>
    %105 = stablehlo.multiply %100, %104 : tensor<1x32xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %107 = stablehlo.multiply %97, %106 : tensor<8x32xf32>
    %108 = stablehlo.reshape %64#2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x32xf32>
    %111 = call @relu_0(%110) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %113 = stablehlo.compare GT, %110, %112, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %114 = stablehlo.dot_general %111, %64#7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x5xf32>) -> tensor<8x5xf32>
    %115 = stablehlo.reshape %64#6 : (tensor<5xf32>) -> tensor<1x5xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<8x5xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x5xf32>
    %118 = stablehlo.broadcast_in_dim %64#1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %119 = call @take_along_axis_1(%118) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %120 = call @_take_2(%c_31) : (tensor<i32>) -> tensor<1xi32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.reduce(%117 init: %cst_32) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<8xf32>
    %124 = stablehlo.is_finite %123 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.select %124, %123, %125 : tensor<8xi1>, tensor<8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %129 = stablehlo.subtract %117, %128 : tensor<8x5xf32>
    %130 = stablehlo.exponential %129 : tensor<8x5xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %132 = stablehlo.abs %131 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %134 = stablehlo.compare GE, %131, %133, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_37 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %135 = stablehlo.divide %64#8, %cst_37 : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.negate %136 : tensor<8xf32>
    %138 = stablehlo.divide %136, %132 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %140 = stablehlo.select %134, %139, %138 : tensor<8xi1>, tensor<8xf32>
    %141 = stablehlo.select %134, %138, %139 : tensor<8xi1>, tensor<8xf32>
    %142 = stablehlo.negate %140 : tensor<8xf32>
    %143 = stablehlo.add %141, %142 : tensor<8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0] : (tensor<8xf32>) -> tensor<8x5xf32>
    %145 = stablehlo.multiply %144, %130 : tensor<8x5xf32>
    %146 = call @_take_4(%120, %137) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %147 = call @take_along_axis_5(%119, %146) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x5xf32>
    %148 = stablehlo.add %145, %147 : tensor<8x5xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<8x5xf32>, tensor<f32>) -> tensor<5xf32>
    %150 = stablehlo.reshape %149 : (tensor<5xf32>) -> tensor<1x5xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x5xf32>) -> tensor<5xf32>
    %152 = stablehlo.dot_general %148, %111, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<8x32xf32>) -> tensor<5x32xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0] : (tensor<5x32xf32>) -> tensor<32x5xf32>
    %154 = stablehlo.dot_general %148, %64#7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x5xf32>, tensor<32x5xf32>) -> tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %156 = stablehlo.select %113, %154, %155 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_41) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %158 = stablehlo.reshape %157 : (tensor<32xf32>) -> tensor<1x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<1x32xf32>) -> tensor<32xf32>
    %160 = stablehlo.multiply %97, %156 : tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %162 = stablehlo.reshape %161 : (tensor<32xf32>) -> tensor<1x32xf32>
    %163 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %164 = stablehlo.multiply %156, %163 : tensor<8x32xf32>
    %165 = stablehlo.multiply %100, %162 : tensor<1x32xf32>
    %166 = stablehlo.multiply %162, %104 : tensor<1x32xf32>
    %167 = stablehlo.reshape %165 : (tensor<1x32xf32>) -> tensor<32xf32>
    %168 = stablehlo.multiply %166, %103 : tensor<1x32xf32>
    %169 = stablehlo.negate %164 : tensor<8x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %171 = stablehlo.reshape %170 : (tensor<32xf32>) -> tensor<1x32xf32>
    %172 = stablehlo.reshape %168 : (tensor<1x32xf32>) -> tensor<32xf32>
    %173 = stablehlo.reshape %171 : (tensor<1x32xf32>) -> tensor<32xf32>
    %174 = stablehlo.multiply %172, %93 : tensor<32xf32>
    %175 = stablehlo.negate %174 : tensor<32xf32>
    %176 = stablehlo.multiply %175, %80 : tensor<32xf32>
    %177 = stablehlo.add %173, %176 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %179 = stablehlo.divide %174, %178 : tensor<32xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %182 = stablehlo.divide %177, %181 : tensor<32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %184 = stablehlo.add %164, %183 : tensor<8x32xf32>
    %185 = stablehlo.multiply %180, %71 : tensor<8x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %188 = stablehlo.reshape %187 : (tensor<32xf32>) -> tensor<1x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x32xf32>) -> tensor<32xf32>
    %190 = stablehlo.dot_general %186, %64#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %192 = chlo.square %159 : tensor<32xf32> -> tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %194 = chlo.square %193 : tensor<32xf32> -> tensor<32xf32>
    %195 = stablehlo.add %192, %194 : tensor<32xf32>
    %196 = chlo.square %167 : tensor<32xf32> -> tensor<32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %198 = chlo.square %197 : tensor<32xf32> -> tensor<32xf32>
    %199 = stablehlo.add %196, %198 : tensor<32xf32>
    %200 = chlo.square %189 : tensor<32xf32> -> tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = chlo.square %201 : tensor<32xf32> -> tensor<32xf32>
    %203 = stablehlo.add %200, %202 : tensor<32xf32>
    %204 = chlo.square %191 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %206 = chlo.square %205 : tensor<16x32xf32> -> tensor<16x32xf32>
    %207 = stablehlo.add %204, %206 : tensor<16x32xf32>
    %208 = chlo.square %151 : tensor<5xf32> -> tensor<5xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %210 = chlo.square %209 : tensor<5xf32> -> tensor<5xf32>
    %211 = stablehlo.add %208, %210 : tensor<5xf32>
    %212 = chlo.square %153 : tensor<32x5xf32> -> tensor<32x5xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %214 = chlo.square %213 : tensor<32x5xf32> -> tensor<32x5xf32>
    %215 = stablehlo.add %212, %214 : tensor<32x5xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%195 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%199 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%203 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%207 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%211 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%215 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x5xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.add %cst_59, %216 : tensor<f32>
    %223 = stablehlo.add %222, %217 : tensor<f32>
    %224 = stablehlo.add %223, %218 : tensor<f32>
    %225 = stablehlo.add %224, %219 : tensor<f32>
    %226 = stablehlo.add %225, %220 : tensor<f32>
    %227 = stablehlo.add %226, %221 : tensor<f32>
    %228 = stablehlo.sqrt %227 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.compare LT, %228, %cst_60, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %230 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %231 = stablehlo.divide %159, %230 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<32xf32>
    %234 = stablehlo.select %229, %159, %233 : tensor<i1>, tensor<32xf32>
    %235 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %236 = stablehlo.divide %167, %235 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<32xf32>
    %239 = stablehlo.select %229, %167, %238 : tensor<i1>, tensor<32xf32>
    %240 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %241 = stablehlo.divide %189, %240 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<32xf32>
    %244 = stablehlo.select %229, %189, %243 : tensor<i1>, tensor<32xf32>
    %245 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %246 = stablehlo.divide %191, %245 : tensor<16x32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<16x32xf32>
    %249 = stablehlo.select %229, %191, %248 : tensor<i1>, tensor<16x32xf32>
    %250 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %251 = stablehlo.divide %151, %250 : tensor<5xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<5xf32>
    %254 = stablehlo.select %229, %151, %253 : tensor<i1>, tensor<5xf32>
    %255 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %256 = stablehlo.divide %153, %255 : tensor<32x5xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<32x5xf32>
    %259 = stablehlo.select %229, %153, %258 : tensor<i1>, tensor<32x5xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %234 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %263 = stablehlo.multiply %262, %arg9 : tensor<32xf32>
    %264 = stablehlo.add %261, %263 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %266 = stablehlo.multiply %265, %239 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.multiply %267, %arg10 : tensor<32xf32>
    %269 = stablehlo.add %266, %268 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %271 = stablehlo.multiply %270, %244 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.multiply %272, %arg11 : tensor<32xf32>
    %274 = stablehlo.add %271, %273 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %276 = stablehlo.multiply %275, %249 : tensor<16x32xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %278 = stablehlo.multiply %277, %arg12 : tensor<16x32xf32>
    %279 = stablehlo.add %276, %278 : tensor<16x32xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %281 = stablehlo.multiply %280, %254 : tensor<5xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %283 = stablehlo.multiply %282, %arg13 : tensor<5xf32>
    %284 = stablehlo.add %281, %283 : tensor<5xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %286 = stablehlo.multiply %285, %259 : tensor<32x5xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %288 = stablehlo.multiply %287, %arg14 : tensor<32x5xf32>
    %289 = stablehlo.add %286, %288 : tensor<32x5xf32>
    %290 = stablehlo.multiply %234, %234 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<32xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %294 = stablehlo.multiply %293, %arg15 : tensor<32xf32>
    %295 = stablehlo.add %292, %294 : tensor<32xf32>
    %296 = stablehlo.multiply %239, %239 : tensor<32xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<32xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %300 = stablehlo.multiply %299, %arg16 : tensor<32xf32>
    %301 = stablehlo.add %298, %300 : tensor<32xf32>
    %302 = stablehlo.multiply %244, %244 : tensor<32xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<32xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %306 = stablehlo.multiply %305, %arg17 : tensor<32xf32>
    %307 = stablehlo.add %304, %306 : tensor<32xf32>
    %308 = stablehlo.multiply %249, %249 : tensor<16x32xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<16x32xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %312 = stablehlo.multiply %311, %arg18 : tensor<16x32xf32>
    %313 = stablehlo.add %310, %312 : tensor<16x32xf32>
    %314 = stablehlo.multiply %254, %254 : tensor<5xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<5xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %318 = stablehlo.multiply %317, %arg19 : tensor<5xf32>
    %319 = stablehlo.add %316, %318 : tensor<5xf32>
    %320 = stablehlo.multiply %259, %259 : tensor<32x5xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<32x5xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %324 = stablehlo.multiply %323, %arg20 : tensor<32x5xf32>
    %325 = stablehlo.add %322, %324 : tensor<32x5xf32>
    %c_91 = stablehlo.constant dense<2147483647> : tensor<i32>
    %326 = stablehlo.compare LT, %arg8, %c_91, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_92 = stablehlo.constant dense<1> : tensor<i32>
    %327 = stablehlo.add %arg8, %c_92 : tensor<i32>
    %c_93 = stablehlo.constant dense<2147483647> : tensor<i32>
    %328 = call @_where_6(%326, %327, %c_93) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %329 = stablehlo.convert %328 : (tensor<i32>) -> tensor<f32>
    %330 = stablehlo.power %cst_94, %329 : tensor<f32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %331 = stablehlo.subtract %cst_95, %330 : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.divide %264, %332 : tensor<32xf32>
    %334 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.divide %269, %334 : tensor<32xf32>
    %336 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %337 = stablehlo.divide %274, %336 : tensor<32xf32>
    %338 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %339 = stablehlo.divide %279, %338 : tensor<16x32xf32>
    %340 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %341 = stablehlo.divide %284, %340 : tensor<5xf32>
    %342 = stablehlo.broadcast_in_dim %331, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %343 = stablehlo.divide %289, %342 : tensor<32x5xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %344 = stablehlo.convert %328 : (tensor<i32>) -> tensor<f32>
    %345 = stablehlo.power %cst_96, %344 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %346 = stablehlo.subtract %cst_97, %345 : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %348 = stablehlo.divide %295, %347 : tensor<32xf32>
    %349 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.divide %301, %349 : tensor<32xf32>
    %351 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %352 = stablehlo.divide %307, %351 : tensor<32xf32>
    %353 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %354 = stablehlo.divide %313, %353 : tensor<16x32xf32>
    %355 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %356 = stablehlo.divide %319, %355 : tensor<5xf32>
    %357 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %358 = stablehlo.divide %325, %357 : tensor<32x5xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %360 = stablehlo.add %348, %359 : tensor<32xf32>
    %361 = stablehlo.sqrt %360 : tensor<32xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %363 = stablehlo.add %361, %362 : tensor<32xf32>
    %364 = stablehlo.divide %333, %363 : tensor<32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %366 = stablehlo.add %350, %365 : tensor<32xf32>
    %367 = stablehlo.sqrt %366 : tensor<32xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %369 = stablehlo.add %367, %368 : tensor<32xf32>
    %370 = stablehlo.divide %335, %369 : tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %372 = stablehlo.add %352, %371 : tensor<32xf32>
    %373 = stablehlo.sqrt %372 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.add %373, %374 : tensor<32xf32>
    %376 = stablehlo.divide %337, %375 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %378 = stablehlo.add %354, %377 : tensor<16x32xf32>
    %379 = stablehlo.sqrt %378 : tensor<16x32xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %381 = stablehlo.add %379, %380 : tensor<16x32xf32>
    %382 = stablehlo.divide %339, %381 : tensor<16x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %384 = stablehlo.add %356, %383 : tensor<5xf32>
    %385 = stablehlo.sqrt %384 : tensor<5xf32>
    %cst_107 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %387 = stablehlo.add %385, %386 : tensor<5xf32>
    %388 = stablehlo.divide %341, %387 : tensor<5xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %390 = stablehlo.add %358, %389 : tensor<32x5xf32>
    %391 = stablehlo.sqrt %390 : tensor<32x5xf32>
    %cst_109 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %393 = stablehlo.add %391, %392 : tensor<32x5xf32>
    %394 = stablehlo.divide %343, %393 : tensor<32x5xf32>
    %cst_110 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.multiply %395, %arg0 : tensor<32xf32>
    %397 = stablehlo.add %364, %396 : tensor<32xf32>
    %cst_111 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.multiply %398, %arg1 : tensor<32xf32>
    %400 = stablehlo.add %370, %399 : tensor<32xf32>
    %cst_112 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %402 = stablehlo.multiply %401, %arg2 : tensor<32xf32>
    %403 = stablehlo.add %376, %402 : tensor<32xf32>
    %cst_113 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %405 = stablehlo.multiply %404, %arg3 : tensor<16x32xf32>
    %406 = stablehlo.add %382, %405 : tensor<16x32xf32>
    %cst_114 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %408 = stablehlo.multiply %407, %arg4 : tensor<5xf32>
    %409 = stablehlo.add %388, %408 : tensor<5xf32>
    %cst_115 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %411 = stablehlo.multiply %410, %arg5 : tensor<32x5xf32>
    %412 = stablehlo.add %394, %411 : tensor<32x5xf32>
    %c_116 = stablehlo.constant dense<0> : tensor<i32>
    %413 = stablehlo.subtract %arg21, %c_116 : tensor<i32>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %c_118 = stablehlo.constant dense<10> : tensor<i32>
    %414 = call @clip(%413, %c_117, %c_118) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %415 = stablehlo.convert %414 : (tensor<i32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %416 = stablehlo.divide %415, %cst_119 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %417 = stablehlo.subtract %cst_120, %416 : tensor<f32>
    %cst_121 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %418 = stablehlo.multiply %cst_121, %417 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %419 = stablehlo.add %418, %cst_122 : tensor<f32>
    %c_123 = stablehlo.constant dense<10> : tensor<i32>
    %420 = stablehlo.compare LT, %arg21, %c_123, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_124 = stablehlo.constant dense<10> : tensor<i32>
    %421 = stablehlo.subtract %arg21, %c_124 : tensor<i32>
    %422 = stablehlo.convert %421 : (tensor<i32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %423 = stablehlo.minimum %422, %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %424 = stablehlo.multiply %cst_126, %423 : tensor<f32>
    %cst_127 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %425 = stablehlo.divide %424, %cst_127 : tensor<f32>
    %426 = stablehlo.cosine %425 : tensor<f32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.add %cst_128, %426 : tensor<f32>
    %cst_129 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %428 = stablehlo.multiply %cst_129, %427 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.power %428, %cst_130 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.multiply %cst_131, %429 : tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.add %430, %cst_132 : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %432 = stablehlo.multiply %cst_133, %431 : tensor<f32>
    %433 = call @_where_7(%420, %419, %432) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %434 = stablehlo.multiply %cst_134, %433 : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %436 = stablehlo.multiply %435, %397 : tensor<32xf32>
    %437 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %438 = stablehlo.multiply %437, %400 : tensor<32xf32>
    %439 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %440 = stablehlo.multiply %439, %403 : tensor<32xf32>
    %441 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %442 = stablehlo.multiply %441, %406 : tensor<16x32xf32>
    %443 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %444 = stablehlo.multiply %443, %409 : tensor<5xf32>
    %445 = stablehlo.broadcast_in_dim %434, dims = [] : (tensor<f32>) -> tensor<32x5xf32>
    %446 = stablehlo.multiply %445, %412 : tensor<32x5xf32>
    %c_135 = stablehlo.constant dense<2147483647> : tensor<i32>
    %447 = stablehlo.compare LT, %arg21, %c_135, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_136 = stablehlo.constant dense<1> : tensor<i32>
    %448 = stablehlo.add %arg21, %c_136 : tensor<i32>
    %c_137 = stablehlo.constant dense<2147483647> : tensor<i32>
    %449 = call @_where_6(%447, %448, %c_137) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %450 = stablehlo.add %arg0, %436 : tensor<32xf32>
    %451 = stablehlo.add %arg1, %438 : tensor<32xf32>
    %452 = stablehlo.add %arg2, %440 : tensor<32xf32>
    %453 = stablehlo.add %arg3, %442 : tensor<16x32xf32>
    %454 = stablehlo.add %arg4, %444 : tensor<5xf32>
    %455 = stablehlo.add %arg5, %446 : tensor<32x5xf32>
    return %450, %451, %452, %453, %454, %455, %19, %24, %328, %264, %269, %274, %279, %284, %289, %295, %301, %307, %313, %319, %325, %449, %63 : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<5xf32>, tensor<32x5xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x5xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1xf32> {
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
    return %15 : tensor<8x1xf32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
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
    return %13 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @relu_0(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x1xi32>) -> tensor<8x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    return %5 : tensor<8x1x1xi32>
  }
  func.func private @_take_2(%arg0: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg0, %c_0 : tensor<i32>
    %2 = call @_where_3(%0, %1, %arg0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %3 : tensor<1xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_4(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x5xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x5xf32>
    return %1 : tensor<8x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
