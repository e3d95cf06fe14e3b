module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['stem.0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['stem.1.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['stem.1.bias']", tag.role = "param"}, %arg5: tensor<8x8x3x3xf32> {jax.arg_info = "param['layers.0.c1.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['layers.0.b1.weight']", tag.role = "param"}, %arg7: tensor<8xf32> {jax.arg_info = "param['layers.0.b1.bias']", tag.role = "param"}, %arg8: tensor<8x8x3x3xf32> {jax.arg_info = "param['layers.0.c2.weight']", tag.role = "param"}, %arg9: tensor<8xf32> {jax.arg_info = "param['layers.0.b2.weight']", tag.role = "param"}, %arg10: tensor<8xf32> {jax.arg_info = "param['layers.0.b2.bias']", tag.role = "param"}, %arg11: tensor<16x8x3x3xf32> {jax.arg_info = "param['layers.1.c1.weight']", tag.role = "param"}, %arg12: tensor<16xf32> {jax.arg_info = "param['layers.1.b1.weight']", tag.role = "param"}, %arg13: tensor<16xf32> {jax.arg_info = "param['layers.1.b1.bias']", tag.role = "param"}, %arg14: tensor<16x16x3x3xf32> {jax.arg_info = "param['layers.1.c2.weight']", tag.role = "param"}, %arg15: tensor<16xf32> {jax.arg_info = "param['layers.1.b2.weight']", tag.role = "param"}, %arg16: tensor<16xf32> {jax.arg_info = "param['layers.1.b2.bias']", tag.role = "param"}, %arg17: tensor<16x8x1x1xf32> {jax.arg_info = "param['layers.1.short.0.weight']", tag.role = "param"}, %arg18: tensor<16xf32> {jax.arg_info = "param['layers.1.short.1.weight']", tag.role = "param"}, %arg19: tensor<16xf32> {jax.arg_info = "param['layers.1.short.1.bias']", tag.role = "param"}, %arg20: tensor<10x16xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg21: tensor<10xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['stem.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['layers.0.c1.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b1.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['layers.0.c2.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b2.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b2.bias']"}, tensor<16x8x3x3xf32> {jax.result_info = "grad['layers.1.c1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b1.bias']"}, tensor<16x16x3x3xf32> {jax.result_info = "grad['layers.1.c2.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b2.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b2.bias']"}, tensor<16x8x1x1xf32> {jax.result_info = "grad['layers.1.short.0.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.short.1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.short.1.bias']"}, tensor<10x16xf32> {jax.result_info = "grad['head.weight']"}, tensor<10xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<8x16x8x8xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_11 = arith.constant dense<2048> : tensor<1xi64>
    %cst_12 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_13 = arith.constant dense<512> : tensor<1xi64>
    %cst_14 = arith.constant dense<64> : tensor<1xi64>
    %cst_15 = arith.constant dense<1> : tensor<1xi64>
    %cst_16 = arith.constant dense<0.001953125> : tensor<1xf64>
    %cst_17 = arith.constant dense<4.8828125E-4> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x16x16xf32>
    %1 = stablehlo.reduce(%0 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.convert %cst_11 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.divide %1, %4 : tensor<8xf32>
    %6 = stablehlo.convert %0 : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf64>
    %7 = stablehlo.reduce(%6 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %8 = stablehlo.reshape %7 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %9 = stablehlo.convert %cst_11 : (tensor<1xi64>) -> tensor<1xf64>
    %10 = stablehlo.reshape %9 : (tensor<1xf64>) -> tensor<f64>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f64>) -> tensor<1x8x1x1xf64>
    %12 = stablehlo.divide %8, %11 : tensor<1x8x1x1xf64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x16x16xf64>
    %14 = stablehlo.subtract %6, %13 : tensor<8x8x16x16xf64>
    %15 = stablehlo.multiply %14, %14 : tensor<8x8x16x16xf64>
    %16 = stablehlo.reduce(%15 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %17 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f64>) -> tensor<8xf64>
    %18 = stablehlo.divide %16, %17 : tensor<8xf64>
    %19 = stablehlo.convert %18 : (tensor<8xf64>) -> tensor<8xf32>
    %20 = stablehlo.convert %cst_12 : (tensor<1xf64>) -> tensor<1xf32>
    %21 = stablehlo.reshape %20 : (tensor<1xf32>) -> tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.add %19, %22 : tensor<8xf32>
    %24 = stablehlo.rsqrt %23 : tensor<8xf32>
    %25 = stablehlo.reshape %5 : (tensor<8xf32>) -> tensor<1x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %28 = stablehlo.reshape %24 : (tensor<8xf32>) -> tensor<1x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %32 = stablehlo.subtract %0, %31 : tensor<8x8x16x16xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<8x8x16x16xf32>
    %35 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %39 = stablehlo.multiply %34, %38 : tensor<8x8x16x16xf32>
    %40 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %44 = stablehlo.add %39, %43 : tensor<8x8x16x16xf32>
    %45 = stablehlo.maximum %44, %cst_8 : tensor<8x8x16x16xf32>
    %46 = stablehlo.convolution(%45, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x16x16xf32>
    %47 = stablehlo.reduce(%46 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.divide %47, %4 : tensor<8xf32>
    %49 = stablehlo.convert %46 : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf64>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %51 = stablehlo.reshape %50 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %52 = stablehlo.divide %51, %11 : tensor<1x8x1x1xf64>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x16x16xf64>
    %54 = stablehlo.subtract %49, %53 : tensor<8x8x16x16xf64>
    %55 = stablehlo.multiply %54, %54 : tensor<8x8x16x16xf64>
    %56 = stablehlo.reduce(%55 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %57 = stablehlo.divide %56, %17 : tensor<8xf64>
    %58 = stablehlo.convert %57 : (tensor<8xf64>) -> tensor<8xf32>
    %59 = stablehlo.add %58, %22 : tensor<8xf32>
    %60 = stablehlo.rsqrt %59 : tensor<8xf32>
    %61 = stablehlo.reshape %48 : (tensor<8xf32>) -> tensor<1x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %64 = stablehlo.reshape %60 : (tensor<8xf32>) -> tensor<1x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %68 = stablehlo.subtract %46, %67 : tensor<8x8x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<8x8x16x16xf32>
    %71 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<1x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %75 = stablehlo.multiply %70, %74 : tensor<8x8x16x16xf32>
    %76 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %80 = stablehlo.add %75, %79 : tensor<8x8x16x16xf32>
    %81 = stablehlo.maximum %80, %cst_8 : tensor<8x8x16x16xf32>
    %82 = stablehlo.convolution(%81, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x16x16xf32>
    %83 = stablehlo.reduce(%82 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.divide %83, %4 : tensor<8xf32>
    %85 = stablehlo.convert %82 : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf64>
    %86 = stablehlo.reduce(%85 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %87 = stablehlo.reshape %86 : (tensor<8xf64>) -> tensor<1x8x1x1xf64>
    %88 = stablehlo.divide %87, %11 : tensor<1x8x1x1xf64>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf64>) -> tensor<8x8x16x16xf64>
    %90 = stablehlo.subtract %85, %89 : tensor<8x8x16x16xf64>
    %91 = stablehlo.multiply %90, %90 : tensor<8x8x16x16xf64>
    %92 = stablehlo.reduce(%91 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf64>, tensor<f64>) -> tensor<8xf64>
    %93 = stablehlo.divide %92, %17 : tensor<8xf64>
    %94 = stablehlo.convert %93 : (tensor<8xf64>) -> tensor<8xf32>
    %95 = stablehlo.add %94, %22 : tensor<8xf32>
    %96 = stablehlo.rsqrt %95 : tensor<8xf32>
    %97 = stablehlo.reshape %84 : (tensor<8xf32>) -> tensor<1x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %100 = stablehlo.reshape %96 : (tensor<8xf32>) -> tensor<1x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %104 = stablehlo.subtract %82, %103 : tensor<8x8x16x16xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %106 = stablehlo.multiply %104, %105 : tensor<8x8x16x16xf32>
    %107 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<8x8x16x16xf32>
    %112 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %116 = stablehlo.add %111, %115 : tensor<8x8x16x16xf32>
    %117 = stablehlo.add %116, %45 : tensor<8x8x16x16xf32>
    %118 = stablehlo.maximum %117, %cst_8 : tensor<8x8x16x16xf32>
    %119 = stablehlo.convolution(%118, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<8x16x8x8xf32>
    %120 = stablehlo.reduce(%119 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %122 = stablehlo.reshape %121 : (tensor<1xf32>) -> tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %124 = stablehlo.divide %120, %123 : tensor<16xf32>
    %125 = stablehlo.convert %119 : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf64>
    %126 = stablehlo.reduce(%125 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %127 = stablehlo.reshape %126 : (tensor<16xf64>) -> tensor<1x16x1x1xf64>
    %128 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf64>
    %129 = stablehlo.reshape %128 : (tensor<1xf64>) -> tensor<f64>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f64>) -> tensor<1x16x1x1xf64>
    %131 = stablehlo.divide %127, %130 : tensor<1x16x1x1xf64>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf64>) -> tensor<8x16x8x8xf64>
    %133 = stablehlo.subtract %125, %132 : tensor<8x16x8x8xf64>
    %134 = stablehlo.multiply %133, %133 : tensor<8x16x8x8xf64>
    %135 = stablehlo.reduce(%134 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %136 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<f64>) -> tensor<16xf64>
    %137 = stablehlo.divide %135, %136 : tensor<16xf64>
    %138 = stablehlo.convert %137 : (tensor<16xf64>) -> tensor<16xf32>
    %139 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.add %138, %139 : tensor<16xf32>
    %141 = stablehlo.rsqrt %140 : tensor<16xf32>
    %142 = stablehlo.reshape %124 : (tensor<16xf32>) -> tensor<1x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %145 = stablehlo.reshape %141 : (tensor<16xf32>) -> tensor<1x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %148 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %149 = stablehlo.subtract %119, %148 : tensor<8x16x8x8xf32>
    %150 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<8x16x8x8xf32>
    %152 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %156 = stablehlo.multiply %151, %155 : tensor<8x16x8x8xf32>
    %157 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %159 = stablehlo.reshape %158 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %161 = stablehlo.add %156, %160 : tensor<8x16x8x8xf32>
    %162 = stablehlo.maximum %161, %cst_9 : tensor<8x16x8x8xf32>
    %163 = stablehlo.convolution(%162, %arg14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x8x8xf32>
    %164 = stablehlo.reduce(%163 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.divide %164, %123 : tensor<16xf32>
    %166 = stablehlo.convert %163 : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf64>
    %167 = stablehlo.reduce(%166 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %168 = stablehlo.reshape %167 : (tensor<16xf64>) -> tensor<1x16x1x1xf64>
    %169 = stablehlo.divide %168, %130 : tensor<1x16x1x1xf64>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf64>) -> tensor<8x16x8x8xf64>
    %171 = stablehlo.subtract %166, %170 : tensor<8x16x8x8xf64>
    %172 = stablehlo.multiply %171, %171 : tensor<8x16x8x8xf64>
    %173 = stablehlo.reduce(%172 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %174 = stablehlo.divide %173, %136 : tensor<16xf64>
    %175 = stablehlo.convert %174 : (tensor<16xf64>) -> tensor<16xf32>
    %176 = stablehlo.add %175, %139 : tensor<16xf32>
    %177 = stablehlo.rsqrt %176 : tensor<16xf32>
    %178 = stablehlo.reshape %165 : (tensor<16xf32>) -> tensor<1x16xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %180 = stablehlo.reshape %179 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %181 = stablehlo.reshape %177 : (tensor<16xf32>) -> tensor<1x16xf32>
    %182 = stablehlo.reshape %181 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %184 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %185 = stablehlo.subtract %163, %184 : tensor<8x16x8x8xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %187 = stablehlo.multiply %185, %186 : tensor<8x16x8x8xf32>
    %188 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %192 = stablehlo.multiply %187, %191 : tensor<8x16x8x8xf32>
    %193 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %197 = stablehlo.add %192, %196 : tensor<8x16x8x8xf32>
    %198 = stablehlo.convolution(%118, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x1x1xf32>) -> tensor<8x16x8x8xf32>
    %199 = stablehlo.reduce(%198 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.divide %199, %123 : tensor<16xf32>
    %201 = stablehlo.convert %198 : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf64>
    %202 = stablehlo.reduce(%201 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %203 = stablehlo.reshape %202 : (tensor<16xf64>) -> tensor<1x16x1x1xf64>
    %204 = stablehlo.divide %203, %130 : tensor<1x16x1x1xf64>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf64>) -> tensor<8x16x8x8xf64>
    %206 = stablehlo.subtract %201, %205 : tensor<8x16x8x8xf64>
    %207 = stablehlo.multiply %206, %206 : tensor<8x16x8x8xf64>
    %208 = stablehlo.reduce(%207 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf64>, tensor<f64>) -> tensor<16xf64>
    %209 = stablehlo.divide %208, %136 : tensor<16xf64>
    %210 = stablehlo.convert %209 : (tensor<16xf64>) -> tensor<16xf32>
    %211 = stablehlo.add %210, %139 : tensor<16xf32>
    %212 = stablehlo.rsqrt %211 : tensor<16xf32>
    %213 = stablehlo.reshape %200 : (tensor<16xf32>) -> tensor<1x16xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %216 = stablehlo.reshape %212 : (tensor<16xf32>) -> tensor<1x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %219 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %220 = stablehlo.subtract %198, %219 : tensor<8x16x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x16x8x8xf32>
    %223 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %227 = stablehlo.multiply %222, %226 : tensor<8x16x8x8xf32>
    %228 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %232 = stablehlo.add %227, %231 : tensor<8x16x8x8xf32>
    %233 = stablehlo.add %197, %232 : tensor<8x16x8x8xf32>
    %234 = stablehlo.maximum %233, %cst_9 : tensor<8x16x8x8xf32>
    %235 = stablehlo.reduce(%234 init: %cst_5) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<8x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %237 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %238 = stablehlo.reshape %237 : (tensor<1xf32>) -> tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<8x16x1x1xf32>
    %240 = stablehlo.divide %236, %239 : tensor<8x16x1x1xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x16x1x1xf32>) -> tensor<8x16xf32>
    %242 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %244 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %245 = stablehlo.reshape %244 : (tensor<1xf32>) -> tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %247 = stablehlo.multiply %243, %246 : tensor<8x10xf32>
    %248 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %249 = stablehlo.multiply %arg21, %248 : tensor<10xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %251 = stablehlo.add %247, %250 : tensor<8x10xf32>
    %252 = stablehlo.reduce(%251 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %253 = stablehlo.reshape %252 : (tensor<8xf32>) -> tensor<8x1xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %255 = stablehlo.subtract %251, %254 : tensor<8x10xf32>
    %256 = stablehlo.exponential %255 : tensor<8x10xf32>
    %257 = stablehlo.reduce(%256 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %258 = stablehlo.reshape %257 : (tensor<8xf32>) -> tensor<8x1xf32>
    %259 = stablehlo.log %258 : tensor<8x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %261 = stablehlo.subtract %255, %260 : tensor<8x10xf32>
    %262 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %264 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %265 = stablehlo.select %263, %264, %c_1 : tensor<8xi1>, tensor<8xi64>
    %266 = stablehlo.reshape %265 : (tensor<8xi64>) -> tensor<8x1xi64>
    %267 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %268 = stablehlo.reshape %266 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %269 = stablehlo.concatenate %267, %268, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %270 = "stablehlo.gather"(%261, %269) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x1xf32>) -> tensor<8xf32>
    %272 = stablehlo.negate %271 : tensor<8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %274 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %275 = stablehlo.select %263, %273, %274 : tensor<8xi1>, tensor<8xf32>
    %276 = stablehlo.convert %262 : (tensor<8xi1>) -> tensor<8xi64>
    %277 = stablehlo.reduce(%276 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %278 = stablehlo.convert %277 : (tensor<i64>) -> tensor<f32>
    %279 = stablehlo.reduce(%275 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %280 = stablehlo.divide %279, %278 : tensor<f32>
    %281 = stablehlo.divide %cst_4, %278 : tensor<f32>
    %282 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %283 = stablehlo.compare NE, %282, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %285 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %286 = stablehlo.select %284, %285, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %287 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %288 = stablehlo.reshape %286 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %289 = stablehlo.concatenate %267, %288, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %290 = "stablehlo.scatter"(%cst_3, %289, %287) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      stablehlo.return %arg23 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %291 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %292 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %293 = stablehlo.select %284, %291, %292 : tensor<8x1xi1>, tensor<8x1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %295 = stablehlo.multiply %290, %294 : tensor<8x10xf32>
    %296 = stablehlo.exponential %261 : tensor<8x10xf32>
    %297 = stablehlo.reduce(%295 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %298 = stablehlo.reshape %297 : (tensor<8xf32>) -> tensor<8x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %300 = stablehlo.multiply %296, %299 : tensor<8x10xf32>
    %301 = stablehlo.subtract %295, %300 : tensor<8x10xf32>
    %302 = stablehlo.transpose %242, dims = [1, 0] : (tensor<16x10xf32>) -> tensor<10x16xf32>
    %303 = stablehlo.dot_general %301, %302, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x16xf32>) -> tensor<8x16xf32>
    %304 = stablehlo.transpose %301, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %305 = stablehlo.dot_general %304, %241, contracting_dims = [1] x [0] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %306 = stablehlo.transpose %305, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %307 = stablehlo.reduce(%301 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %308 = stablehlo.reshape %307 : (tensor<10xf32>) -> tensor<1x10xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x10xf32>) -> tensor<10xf32>
    %310 = stablehlo.transpose %306, dims = [1, 0] : (tensor<16x10xf32>) -> tensor<10x16xf32>
    %311 = stablehlo.reshape %303 : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %313 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %314 = stablehlo.divide %312, %313 : tensor<8x16x8x8xf32>
    %315 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %317 = stablehlo.compare LE, %234, %316, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %319 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %320 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %321 = stablehlo.select %318, %319, %320 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %322 = stablehlo.reduce(%321 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.multiply %321, %220 : tensor<8x16x8x8xf32>
    %324 = stablehlo.reduce(%323 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %325 = stablehlo.convert %cst_16 : (tensor<1xf64>) -> tensor<1xf32>
    %326 = stablehlo.reshape %325 : (tensor<1xf32>) -> tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %328 = stablehlo.multiply %322, %327 : tensor<16xf32>
    %329 = stablehlo.reshape %328 : (tensor<16xf32>) -> tensor<1x16xf32>
    %330 = stablehlo.reshape %329 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %332 = stablehlo.multiply %324, %327 : tensor<16xf32>
    %333 = stablehlo.multiply %212, %212 : tensor<16xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<16xf32>
    %335 = stablehlo.reshape %334 : (tensor<16xf32>) -> tensor<1x16xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %337 = stablehlo.reshape %336 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %338 = stablehlo.multiply %212, %arg18 : tensor<16xf32>
    %339 = stablehlo.reshape %338 : (tensor<16xf32>) -> tensor<1x16xf32>
    %340 = stablehlo.reshape %339 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %341 = stablehlo.reshape %340 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %342 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %343 = stablehlo.multiply %220, %342 : tensor<8x16x8x8xf32>
    %344 = stablehlo.subtract %321, %343 : tensor<8x16x8x8xf32>
    %345 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %346 = stablehlo.subtract %344, %345 : tensor<8x16x8x8xf32>
    %347 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<8x16x8x8xf32>
    %349 = stablehlo.multiply %324, %212 : tensor<16xf32>
    %350 = stablehlo.transpose %arg17, dims = [2, 3, 1, 0] : (tensor<16x8x1x1xf32>) -> tensor<1x1x8x16xf32>
    %351 = stablehlo.reverse %350, dims = [0, 1] : tensor<1x1x8x16xf32>
    %352 = stablehlo.convolution(%348, %351) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x16x16xf32>
    %353 = stablehlo.transpose %118, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %354 = stablehlo.transpose %348, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %355 = stablehlo.convolution(%353, %354) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x2x2xf32>
    %356 = stablehlo.transpose %355, dims = [1, 0, 2, 3] : (tensor<8x16x2x2xf32>) -> tensor<16x8x2x2xf32>
    %357 = stablehlo.slice %356 [0:16, 0:8, 0:1, 0:2] : (tensor<16x8x2x2xf32>) -> tensor<16x8x1x2xf32>
    %358 = stablehlo.slice %357 [0:16, 0:8, 0:1, 0:1] : (tensor<16x8x1x2xf32>) -> tensor<16x8x1x1xf32>
    %359 = stablehlo.multiply %321, %185 : tensor<8x16x8x8xf32>
    %360 = stablehlo.reduce(%359 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %361 = stablehlo.multiply %360, %327 : tensor<16xf32>
    %362 = stablehlo.multiply %177, %177 : tensor<16xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<16xf32>
    %364 = stablehlo.reshape %363 : (tensor<16xf32>) -> tensor<1x16xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %366 = stablehlo.reshape %365 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %367 = stablehlo.multiply %177, %arg15 : tensor<16xf32>
    %368 = stablehlo.reshape %367 : (tensor<16xf32>) -> tensor<1x16xf32>
    %369 = stablehlo.reshape %368 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %370 = stablehlo.reshape %369 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %371 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %372 = stablehlo.multiply %185, %371 : tensor<8x16x8x8xf32>
    %373 = stablehlo.subtract %321, %372 : tensor<8x16x8x8xf32>
    %374 = stablehlo.subtract %373, %345 : tensor<8x16x8x8xf32>
    %375 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %376 = stablehlo.multiply %374, %375 : tensor<8x16x8x8xf32>
    %377 = stablehlo.multiply %360, %177 : tensor<16xf32>
    %378 = stablehlo.transpose %arg14, dims = [2, 3, 1, 0] : (tensor<16x16x3x3xf32>) -> tensor<3x3x16x16xf32>
    %379 = stablehlo.reverse %378, dims = [0, 1] : tensor<3x3x16x16xf32>
    %380 = stablehlo.convolution(%376, %379) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x8x8xf32>
    %381 = stablehlo.transpose %162, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %382 = stablehlo.transpose %376, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %383 = stablehlo.convolution(%381, %382) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x8x8xf32>, tensor<16x8x8x8xf32>) -> tensor<16x16x3x3xf32>
    %384 = stablehlo.transpose %383, dims = [1, 0, 2, 3] : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %385 = stablehlo.compare LE, %162, %316, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %387 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %388 = stablehlo.select %386, %319, %387 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %389 = stablehlo.reduce(%388 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %390 = stablehlo.multiply %388, %149 : tensor<8x16x8x8xf32>
    %391 = stablehlo.reduce(%390 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %392 = stablehlo.multiply %389, %327 : tensor<16xf32>
    %393 = stablehlo.reshape %392 : (tensor<16xf32>) -> tensor<1x16xf32>
    %394 = stablehlo.reshape %393 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %395 = stablehlo.reshape %394 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %396 = stablehlo.multiply %391, %327 : tensor<16xf32>
    %397 = stablehlo.multiply %141, %141 : tensor<16xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<16xf32>
    %399 = stablehlo.reshape %398 : (tensor<16xf32>) -> tensor<1x16xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %401 = stablehlo.reshape %400 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %402 = stablehlo.multiply %141, %arg12 : tensor<16xf32>
    %403 = stablehlo.reshape %402 : (tensor<16xf32>) -> tensor<1x16xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %406 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %407 = stablehlo.multiply %149, %406 : tensor<8x16x8x8xf32>
    %408 = stablehlo.subtract %388, %407 : tensor<8x16x8x8xf32>
    %409 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %410 = stablehlo.subtract %408, %409 : tensor<8x16x8x8xf32>
    %411 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<8x16x8x8xf32>
    %413 = stablehlo.multiply %391, %141 : tensor<16xf32>
    %414 = stablehlo.transpose %arg11, dims = [2, 3, 1, 0] : (tensor<16x8x3x3xf32>) -> tensor<3x3x8x16xf32>
    %415 = stablehlo.reverse %414, dims = [0, 1] : tensor<3x3x8x16xf32>
    %416 = stablehlo.convolution(%412, %415) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x16x16xf32>
    %417 = stablehlo.transpose %412, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %418 = stablehlo.convolution(%353, %417) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x4x4xf32>
    %419 = stablehlo.transpose %418, dims = [1, 0, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<16x8x4x4xf32>
    %420 = stablehlo.slice %419 [0:16, 0:8, 0:3, 0:4] : (tensor<16x8x4x4xf32>) -> tensor<16x8x3x4xf32>
    %421 = stablehlo.slice %420 [0:16, 0:8, 0:3, 0:3] : (tensor<16x8x3x4xf32>) -> tensor<16x8x3x3xf32>
    %422 = stablehlo.add %352, %416 : tensor<8x8x16x16xf32>
    %423 = stablehlo.broadcast_in_dim %315, dims = [] : (tensor<f32>) -> tensor<8x8x16x16xf32>
    %424 = stablehlo.compare LE, %118, %423, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %426 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x16x16xf32>
    %427 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %428 = stablehlo.select %425, %426, %427 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %429 = stablehlo.reduce(%428 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %430 = stablehlo.multiply %428, %104 : tensor<8x8x16x16xf32>
    %431 = stablehlo.reduce(%430 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %432 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %433 = stablehlo.reshape %432 : (tensor<1xf32>) -> tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %435 = stablehlo.multiply %429, %434 : tensor<8xf32>
    %436 = stablehlo.reshape %435 : (tensor<8xf32>) -> tensor<1x8xf32>
    %437 = stablehlo.reshape %436 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %438 = stablehlo.reshape %437 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %439 = stablehlo.multiply %431, %434 : tensor<8xf32>
    %440 = stablehlo.multiply %96, %96 : tensor<8xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<8xf32>
    %442 = stablehlo.reshape %441 : (tensor<8xf32>) -> tensor<1x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %445 = stablehlo.multiply %96, %arg9 : tensor<8xf32>
    %446 = stablehlo.reshape %445 : (tensor<8xf32>) -> tensor<1x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %448 = stablehlo.reshape %447 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %449 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %450 = stablehlo.multiply %104, %449 : tensor<8x8x16x16xf32>
    %451 = stablehlo.subtract %428, %450 : tensor<8x8x16x16xf32>
    %452 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %453 = stablehlo.subtract %451, %452 : tensor<8x8x16x16xf32>
    %454 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<8x8x16x16xf32>
    %456 = stablehlo.multiply %431, %96 : tensor<8xf32>
    %457 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %458 = stablehlo.reverse %457, dims = [0, 1] : tensor<3x3x8x8xf32>
    %459 = stablehlo.convolution(%455, %458) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x16x16xf32>
    %460 = stablehlo.transpose %81, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %461 = stablehlo.transpose %455, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %462 = stablehlo.convolution(%460, %461) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x3x3xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %464 = stablehlo.compare LE, %81, %423, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %466 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %467 = stablehlo.select %465, %426, %466 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %468 = stablehlo.reduce(%467 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %469 = stablehlo.multiply %467, %68 : tensor<8x8x16x16xf32>
    %470 = stablehlo.reduce(%469 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %471 = stablehlo.multiply %468, %434 : tensor<8xf32>
    %472 = stablehlo.reshape %471 : (tensor<8xf32>) -> tensor<1x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %474 = stablehlo.reshape %473 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %475 = stablehlo.multiply %470, %434 : tensor<8xf32>
    %476 = stablehlo.multiply %60, %60 : tensor<8xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<8xf32>
    %478 = stablehlo.reshape %477 : (tensor<8xf32>) -> tensor<1x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %480 = stablehlo.reshape %479 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %481 = stablehlo.multiply %60, %arg6 : tensor<8xf32>
    %482 = stablehlo.reshape %481 : (tensor<8xf32>) -> tensor<1x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %485 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %486 = stablehlo.multiply %68, %485 : tensor<8x8x16x16xf32>
    %487 = stablehlo.subtract %467, %486 : tensor<8x8x16x16xf32>
    %488 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %489 = stablehlo.subtract %487, %488 : tensor<8x8x16x16xf32>
    %490 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %491 = stablehlo.multiply %489, %490 : tensor<8x8x16x16xf32>
    %492 = stablehlo.multiply %470, %60 : tensor<8xf32>
    %493 = stablehlo.transpose %arg5, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %494 = stablehlo.reverse %493, dims = [0, 1] : tensor<3x3x8x8xf32>
    %495 = stablehlo.convolution(%491, %494) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x16x16xf32>
    %496 = stablehlo.transpose %45, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %497 = stablehlo.transpose %491, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %498 = stablehlo.convolution(%496, %497) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x3x3xf32>
    %499 = stablehlo.transpose %498, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %500 = stablehlo.add %428, %495 : tensor<8x8x16x16xf32>
    %501 = stablehlo.compare LE, %45, %423, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %503 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %504 = stablehlo.select %502, %426, %503 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %505 = stablehlo.reduce(%504 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %506 = stablehlo.multiply %504, %32 : tensor<8x8x16x16xf32>
    %507 = stablehlo.reduce(%506 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %508 = stablehlo.multiply %505, %434 : tensor<8xf32>
    %509 = stablehlo.reshape %508 : (tensor<8xf32>) -> tensor<1x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %512 = stablehlo.multiply %507, %434 : tensor<8xf32>
    %513 = stablehlo.multiply %24, %24 : tensor<8xf32>
    %514 = stablehlo.multiply %512, %513 : tensor<8xf32>
    %515 = stablehlo.reshape %514 : (tensor<8xf32>) -> tensor<1x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %518 = stablehlo.multiply %24, %arg3 : tensor<8xf32>
    %519 = stablehlo.reshape %518 : (tensor<8xf32>) -> tensor<1x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %522 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %523 = stablehlo.multiply %32, %522 : tensor<8x8x16x16xf32>
    %524 = stablehlo.subtract %504, %523 : tensor<8x8x16x16xf32>
    %525 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %526 = stablehlo.subtract %524, %525 : tensor<8x8x16x16xf32>
    %527 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<8x8x16x16xf32>
    %529 = stablehlo.multiply %507, %24 : tensor<8xf32>
    %530 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %531 = stablehlo.transpose %528, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %532 = stablehlo.convolution(%530, %531) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<3x8x3x3xf32>
    %533 = stablehlo.transpose %532, dims = [1, 0, 2, 3] : (tensor<3x8x3x3xf32>) -> tensor<8x3x3x3xf32>
    return %280, %533, %529, %505, %499, %492, %468, %463, %456, %429, %421, %413, %389, %384, %377, %322, %358, %349, %322, %310, %309 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>
  }
}
