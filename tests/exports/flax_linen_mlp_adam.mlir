module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<20x32xf32>, %arg2: tensor<10xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<20x32xf32>, %arg7: tensor<10xf32>, %arg8: tensor<32x10xf32>, %arg9: tensor<32xf32>, %arg10: tensor<20x32xf32>, %arg11: tensor<10xf32>, %arg12: tensor<32x10xf32>, %arg13: tensor<8x20xf32>, %arg14: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][0].mu['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<20x32xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['Dense_1']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][0].nu['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:14 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<8x20xf32>, tensor<8xi32>) -> (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32xf32>, %arg1: tensor<20x32xf32>, %arg2: tensor<10xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<20x32xf32>, %arg7: tensor<10xf32>, %arg8: tensor<32x10xf32>, %arg9: tensor<32xf32>, %arg10: tensor<20x32xf32>, %arg11: tensor<10xf32>, %arg12: tensor<32x10xf32>, %arg13: tensor<8x20xf32>, %arg14: tensor<8xi32>) -> (tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x20xf32>, tensor<20x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x10xf32>
    %11 = stablehlo.broadcast_in_dim %arg14, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %12:2 = call @take_along_axis(%10, %11) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13:2 = call @_take(%12#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<8xf32>
    %17 = stablehlo.is_finite %16 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %17, %16, %18 : tensor<8xi1>, tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %22 = stablehlo.subtract %10, %21 : tensor<8x10xf32>
    %23 = stablehlo.exponential %22 : tensor<8x10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.abs %24 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.compare GE, %24, %26, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %28 = stablehlo.log %25 : tensor<8xf32>
    %29 = stablehlo.add %28, %19 : tensor<8xf32>
    %30 = stablehlo.subtract %29, %13#0 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %33 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.negate %34 : tensor<8xf32>
    %36 = stablehlo.divide %34, %25 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.select %27, %37, %36 : tensor<8xi1>, tensor<8xf32>
    %39 = stablehlo.select %27, %36, %37 : tensor<8xi1>, tensor<8xf32>
    %40 = stablehlo.negate %38 : tensor<8xf32>
    %41 = stablehlo.add %39, %40 : tensor<8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %43 = stablehlo.multiply %42, %23 : tensor<8x10xf32>
    %44 = call @_take_0(%13#1, %35) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %45 = call @take_along_axis_1(%12#1, %44) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x10xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.reshape %47 : (tensor<10xf32>) -> tensor<1x10xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x10xf32>) -> tensor<10xf32>
    %50 = stablehlo.dot_general %46, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %52 = stablehlo.dot_general %46, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<32x10xf32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %54 = stablehlo.select %6, %52, %53 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.reshape %55 : (tensor<32xf32>) -> tensor<1x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x32xf32>) -> tensor<32xf32>
    %58 = stablehlo.dot_general %54, %arg13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x20xf32>) -> tensor<32x20xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<32x20xf32>) -> tensor<20x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.multiply %60, %57 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %63 = stablehlo.multiply %62, %arg5 : tensor<32xf32>
    %64 = stablehlo.add %61, %63 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %66 = stablehlo.multiply %65, %59 : tensor<20x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %68 = stablehlo.multiply %67, %arg6 : tensor<20x32xf32>
    %69 = stablehlo.add %66, %68 : tensor<20x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %71 = stablehlo.multiply %70, %49 : tensor<10xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %73 = stablehlo.multiply %72, %arg7 : tensor<10xf32>
    %74 = stablehlo.add %71, %73 : tensor<10xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %76 = stablehlo.multiply %75, %51 : tensor<32x10xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %78 = stablehlo.multiply %77, %arg8 : tensor<32x10xf32>
    %79 = stablehlo.add %76, %78 : tensor<32x10xf32>
    %80 = stablehlo.multiply %57, %57 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %84 = stablehlo.multiply %83, %arg9 : tensor<32xf32>
    %85 = stablehlo.add %82, %84 : tensor<32xf32>
    %86 = stablehlo.multiply %59, %59 : tensor<20x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<20x32xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %90 = stablehlo.multiply %89, %arg10 : tensor<20x32xf32>
    %91 = stablehlo.add %88, %90 : tensor<20x32xf32>
    %92 = stablehlo.multiply %49, %49 : tensor<10xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %96 = stablehlo.multiply %95, %arg11 : tensor<10xf32>
    %97 = stablehlo.add %94, %96 : tensor<10xf32>
    %98 = stablehlo.multiply %51, %51 : tensor<32x10xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<32x10xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %102 = stablehlo.multiply %101, %arg12 : tensor<32x10xf32>
    %103 = stablehlo.add %100, %102 : tensor<32x10xf32>
    %c_29 = stablehlo.constant dense<2147483647> : tensor<i32>
    %104 = stablehlo.compare LT, %arg4, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %105 = stablehlo.add %arg4, %c_30 : tensor<i32>
    %c_31 = stablehlo.constant dense<2147483647> : tensor<i32>
    %106 = call @_where_2(%104, %105, %c_31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %107 = stablehlo.convert %106 : (tensor<i32>) -> tensor<f32>
    %108 = stablehlo.power %cst_32, %107 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_33, %108 : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %111 = stablehlo.divide %64, %110 : tensor<32xf32>
    %112 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %113 = stablehlo.divide %69, %112 : tensor<20x32xf32>
    %114 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %115 = stablehlo.divide %74, %114 : tensor<10xf32>
    %116 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %117 = stablehlo.divide %79, %116 : tensor<32x10xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %118 = stablehlo.convert %106 : (tensor<i32>) -> tensor<f32>
    %119 = stablehlo.power %cst_34, %118 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.subtract %cst_35, %119 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.divide %85, %121 : tensor<32xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %124 = stablehlo.divide %91, %123 : tensor<20x32xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %126 = stablehlo.divide %97, %125 : tensor<10xf32>
    %127 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %128 = stablehlo.divide %103, %127 : tensor<32x10xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %130 = stablehlo.add %122, %129 : tensor<32xf32>
    %131 = stablehlo.sqrt %130 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.add %131, %132 : tensor<32xf32>
    %134 = stablehlo.divide %111, %133 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %136 = stablehlo.add %124, %135 : tensor<20x32xf32>
    %137 = stablehlo.sqrt %136 : tensor<20x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<20x32xf32>
    %140 = stablehlo.divide %113, %139 : tensor<20x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.add %126, %141 : tensor<10xf32>
    %143 = stablehlo.sqrt %142 : tensor<10xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %145 = stablehlo.add %143, %144 : tensor<10xf32>
    %146 = stablehlo.divide %115, %145 : tensor<10xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %148 = stablehlo.add %128, %147 : tensor<32x10xf32>
    %149 = stablehlo.sqrt %148 : tensor<32x10xf32>
    %cst_43 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %151 = stablehlo.add %149, %150 : tensor<32x10xf32>
    %152 = stablehlo.divide %117, %151 : tensor<32x10xf32>
    %cst_44 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %154 = stablehlo.multiply %153, %134 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<20x32xf32>
    %156 = stablehlo.multiply %155, %140 : tensor<20x32xf32>
    %cst_46 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.multiply %157, %146 : tensor<10xf32>
    %cst_47 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %160 = stablehlo.multiply %159, %152 : tensor<32x10xf32>
    %161 = stablehlo.add %arg0, %154 : tensor<32xf32>
    %162 = stablehlo.add %arg1, %156 : tensor<20x32xf32>
    %163 = stablehlo.add %arg2, %158 : tensor<10xf32>
    %164 = stablehlo.add %arg3, %160 : tensor<32x10xf32>
    return %161, %162, %163, %164, %106, %64, %69, %74, %79, %85, %91, %97, %103, %32 : tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<i32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<20x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
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
  func.func private @take_along_axis_1(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
