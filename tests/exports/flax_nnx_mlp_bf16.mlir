module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<4xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<4xf32>, %arg12: tensor<32x4xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8x4xf32>) -> (tensor<32xf32> {jax.result_info = "result[0]['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[0]['l1']['kernel'].value"}, tensor<4xf32> {jax.result_info = "result[0]['l2']['bias'].value"}, tensor<32x4xf32> {jax.result_info = "result[0]['l2']['kernel'].value"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['l1']['kernel'].value"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['l2']['bias'].value"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['l2']['kernel'].value"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['l1']['bias'].value"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['l1']['kernel'].value"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['l2']['bias'].value"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['l2']['kernel'].value"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:14 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14) : (tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<8x4xf32>) -> (tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13 : tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<4xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<4xf32>, %arg12: tensor<32x4xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8x4xf32>) -> (tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>) {
    %0 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<4xf32>) -> tensor<4xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %4 = stablehlo.convert %arg13 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %5 = stablehlo.dot_general %4, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<16x32xbf16>) -> tensor<8x32xbf16>
    %6 = stablehlo.reshape %0 : (tensor<32xbf16>) -> tensor<1x32xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xbf16>) -> tensor<8x32xbf16>
    %8 = stablehlo.add %5, %7 : tensor<8x32xbf16>
    %9 = stablehlo.multiply %8, %8 : tensor<8x32xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<8x32xbf16>
    %11 = stablehlo.multiply %8, %8 : tensor<8x32xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<8x32xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %15 = stablehlo.multiply %14, %10 : tensor<8x32xbf16>
    %16 = stablehlo.add %8, %15 : tensor<8x32xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<8x32xbf16>
    %19 = stablehlo.tanh %18 : tensor<8x32xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %21 = stablehlo.subtract %20, %19 : tensor<8x32xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %23 = stablehlo.add %22, %19 : tensor<8x32xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %25 = stablehlo.multiply %24, %23 : tensor<8x32xbf16>
    %26 = stablehlo.multiply %8, %25 : tensor<8x32xbf16>
    %27 = stablehlo.dot_general %26, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xbf16>, tensor<32x4xbf16>) -> tensor<8x4xbf16>
    %28 = stablehlo.reshape %2 : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x4xbf16>) -> tensor<8x4xbf16>
    %30 = stablehlo.add %27, %29 : tensor<8x4xbf16>
    %31 = stablehlo.convert %30 : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %32 = stablehlo.subtract %31, %arg14 : tensor<8x4xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %37 = stablehlo.divide %36, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %38 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %40 = stablehlo.multiply %39, %35 : tensor<8x4xf32>
    %41 = stablehlo.convert %40 : (tensor<8x4xf32>) -> tensor<8x4xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %42 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x4xbf16>, tensor<bf16>) -> tensor<4xbf16>
    %43 = stablehlo.reshape %42 : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x4xbf16>) -> tensor<4xbf16>
    %45 = stablehlo.dot_general %41, %26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xbf16>, tensor<8x32xbf16>) -> tensor<4x32xbf16>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<4x32xbf16>) -> tensor<32x4xbf16>
    %47 = stablehlo.dot_general %41, %3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xbf16>, tensor<32x4xbf16>) -> tensor<8x32xbf16>
    %48 = stablehlo.multiply %8, %47 : tensor<8x32xbf16>
    %49 = stablehlo.multiply %47, %25 : tensor<8x32xbf16>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %51 = stablehlo.multiply %50, %48 : tensor<8x32xbf16>
    %52 = stablehlo.multiply %51, %21 : tensor<8x32xbf16>
    %53 = stablehlo.multiply %52, %19 : tensor<8x32xbf16>
    %54 = stablehlo.add %52, %53 : tensor<8x32xbf16>
    %cst_12 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %56 = stablehlo.multiply %55, %54 : tensor<8x32xbf16>
    %57 = stablehlo.add %49, %56 : tensor<8x32xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x32xbf16>
    %59 = stablehlo.multiply %58, %56 : tensor<8x32xbf16>
    %60 = stablehlo.multiply %59, %13 : tensor<8x32xbf16>
    %61 = stablehlo.add %57, %60 : tensor<8x32xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %63 = stablehlo.reshape %62 : (tensor<32xbf16>) -> tensor<1x32xbf16>
    %64 = stablehlo.reshape %63 : (tensor<1x32xbf16>) -> tensor<32xbf16>
    %65 = stablehlo.dot_general %61, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xbf16>, tensor<8x16xbf16>) -> tensor<32x16xbf16>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<32x16xbf16>) -> tensor<16x32xbf16>
    %67 = stablehlo.convert %46 : (tensor<32x4xbf16>) -> tensor<32x4xf32>
    %68 = stablehlo.convert %44 : (tensor<4xbf16>) -> tensor<4xf32>
    %69 = stablehlo.convert %66 : (tensor<16x32xbf16>) -> tensor<16x32xf32>
    %70 = stablehlo.convert %64 : (tensor<32xbf16>) -> tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %74 = stablehlo.multiply %73, %arg5 : tensor<32xf32>
    %75 = stablehlo.add %72, %74 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %77 = stablehlo.multiply %76, %69 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %79 = stablehlo.multiply %78, %arg6 : tensor<16x32xf32>
    %80 = stablehlo.add %77, %79 : tensor<16x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.multiply %81, %68 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.multiply %83, %arg7 : tensor<4xf32>
    %85 = stablehlo.add %82, %84 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %87 = stablehlo.multiply %86, %67 : tensor<32x4xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %89 = stablehlo.multiply %88, %arg8 : tensor<32x4xf32>
    %90 = stablehlo.add %87, %89 : tensor<32x4xf32>
    %91 = stablehlo.multiply %70, %70 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %95 = stablehlo.multiply %94, %arg9 : tensor<32xf32>
    %96 = stablehlo.add %93, %95 : tensor<32xf32>
    %97 = stablehlo.multiply %69, %69 : tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<16x32xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %101 = stablehlo.multiply %100, %arg10 : tensor<16x32xf32>
    %102 = stablehlo.add %99, %101 : tensor<16x32xf32>
    %103 = stablehlo.multiply %68, %68 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<4xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %107 = stablehlo.multiply %106, %arg11 : tensor<4xf32>
    %108 = stablehlo.add %105, %107 : tensor<4xf32>
    %109 = stablehlo.multiply %67, %67 : tensor<32x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<32x4xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %113 = stablehlo.multiply %112, %arg12 : tensor<32x4xf32>
    %114 = stablehlo.add %111, %113 : tensor<32x4xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %115 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.add %arg4, %c_31 : tensor<i32>
    %c_32 = stablehlo.constant dense<2147483647> : tensor<i32>
    %117 = call @_where(%115, %116, %c_32) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.convert %117 : (tensor<i32>) -> tensor<f32>
    %119 = stablehlo.power %cst_33, %118 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.subtract %cst_34, %119 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.divide %75, %121 : tensor<32xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %124 = stablehlo.divide %80, %123 : tensor<16x32xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.divide %85, %125 : tensor<4xf32>
    %127 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %128 = stablehlo.divide %90, %127 : tensor<32x4xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %129 = stablehlo.convert %117 : (tensor<i32>) -> tensor<f32>
    %130 = stablehlo.power %cst_35, %129 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.subtract %cst_36, %130 : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.divide %96, %132 : tensor<32xf32>
    %134 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %135 = stablehlo.divide %102, %134 : tensor<16x32xf32>
    %136 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %137 = stablehlo.divide %108, %136 : tensor<4xf32>
    %138 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %139 = stablehlo.divide %114, %138 : tensor<32x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.add %133, %140 : tensor<32xf32>
    %142 = stablehlo.sqrt %141 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %144 = stablehlo.add %142, %143 : tensor<32xf32>
    %145 = stablehlo.divide %122, %144 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %147 = stablehlo.add %135, %146 : tensor<16x32xf32>
    %148 = stablehlo.sqrt %147 : tensor<16x32xf32>
    %cst_40 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %150 = stablehlo.add %148, %149 : tensor<16x32xf32>
    %151 = stablehlo.divide %124, %150 : tensor<16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %153 = stablehlo.add %137, %152 : tensor<4xf32>
    %154 = stablehlo.sqrt %153 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %156 = stablehlo.add %154, %155 : tensor<4xf32>
    %157 = stablehlo.divide %126, %156 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %159 = stablehlo.add %139, %158 : tensor<32x4xf32>
    %160 = stablehlo.sqrt %159 : tensor<32x4xf32>
    %cst_44 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %162 = stablehlo.add %160, %161 : tensor<32x4xf32>
    %163 = stablehlo.divide %128, %162 : tensor<32x4xf32>
    %cst_45 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %165 = stablehlo.multiply %164, %145 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %167 = stablehlo.multiply %166, %151 : tensor<16x32xf32>
    %cst_47 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %169 = stablehlo.multiply %168, %157 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %171 = stablehlo.multiply %170, %163 : tensor<32x4xf32>
    %172 = stablehlo.add %arg0, %165 : tensor<32xf32>
    %173 = stablehlo.add %arg1, %167 : tensor<16x32xf32>
    %174 = stablehlo.add %arg2, %169 : tensor<4xf32>
    %175 = stablehlo.add %arg3, %171 : tensor<32x4xf32>
    return %172, %173, %174, %175, %117, %75, %80, %85, %90, %96, %102, %108, %114, %37 : tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
