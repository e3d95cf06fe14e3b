module {
  func.func @main(%arg0: tensor<8x2x3x7x7xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<4x2x3x3x3xf32> {jax.arg_info = "param['conv1.0.weight']", tag.role = "param"}, %arg3: tensor<4xf32> {jax.arg_info = "param['conv1.0.bias']", tag.role = "param"}, %arg4: tensor<4xf32> {jax.arg_info = "param['conv1.1.weight']", tag.role = "param"}, %arg5: tensor<4xf32> {jax.arg_info = "param['conv1.1.bias']", tag.role = "param"}, %arg6: tensor<4x4x3x3x3xf32> {jax.arg_info = "param['conv2.weight']", tag.role = "param"}, %arg7: tensor<4xf32> {jax.arg_info = "param['conv2.bias']", tag.role = "param"}, %arg8: tensor<3x4xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg9: tensor<3xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}, %arg10: tensor<4xf32> {jax.arg_info = "buffer['conv1.1.running_mean']", tag.role = "opt_state"}, %arg11: tensor<4xf32> {jax.arg_info = "buffer['conv1.1.running_var']", tag.role = "opt_state"}, %arg12: tensor<i64> {jax.arg_info = "buffer['conv1.1.num_batches_tracked']", tag.role = "opt_state"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<4x2x3x3x3xf32> {jax.result_info = "grad['conv1.0.weight']"}, tensor<4xf32> {jax.result_info = "grad['conv1.0.bias']"}, tensor<4xf32> {jax.result_info = "grad['conv1.1.weight']"}, tensor<4xf32> {jax.result_info = "grad['conv1.1.bias']"}, tensor<4x4x3x3x3xf32> {jax.result_info = "grad['conv2.weight']"}, tensor<4xf32> {jax.result_info = "grad['conv2.bias']"}, tensor<3x4xf32> {jax.result_info = "grad['head.weight']"}, tensor<3xf32> {jax.result_info = "grad['head.bias']"}, tensor<4xf32> {jax.result_info = "buffer['conv1.1.running_mean']"}, tensor<4xf32> {jax.result_info = "buffer['conv1.1.running_var']"}, tensor<i64> {jax.result_info = "buffer['conv1.1.num_batches_tracked']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<1x1x4xi64>
    %c_4 = stablehlo.constant dense<7> : tensor<1x4x1xi64>
    %c_5 = stablehlo.constant dense<2> : tensor<4xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<4xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<4xi64>
    %c_8 = stablehlo.constant dense<49> : tensor<2x1x1xi64>
    %c_9 = stablehlo.constant dense<2> : tensor<2xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<2xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<2xi64>
    %c_12 = stablehlo.constant dense<2> : tensor<i64>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x4x2x4x4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<4x1x1x2x2xf32>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<i64>
    %c_22 = stablehlo.constant dense<0> : tensor<8x4x2x4x4xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<8x4x3x7x7xf32>
    %c_25 = stablehlo.constant dense<4> : tensor<i64>
    %cst_26 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_28 = arith.constant dense<1> : tensor<1xi64>
    %cst_29 = arith.constant dense<1176> : tensor<1xi64>
    %cst_30 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_31 = arith.constant dense<1.000000e-01> : tensor<1xf64>
    %cst_32 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %cst_33 = arith.constant dense<1.0008510638297872> : tensor<1xf64>
    %cst_34 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_35 = arith.constant dense<0> : tensor<1xi64>
    %cst_36 = arith.constant dense<2> : tensor<1xi64>
    %cst_37 = arith.constant dense<4> : tensor<1xi64>
    %cst_38 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_39 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_40 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_41 = arith.constant dense<32> : tensor<1xi64>
    %cst_42 = arith.constant dense<8.5034013605442173E-4> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x2x3x7x7xf32>, tensor<4x2x3x3x3xf32>) -> tensor<8x4x3x7x7xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<4x1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3, 4] : (tensor<4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x4x3x7x7xf32>
    %4 = stablehlo.add %arg12, %c_13 : tensor<i64>
    %5 = stablehlo.convert %3 : (tensor<8x4x3x7x7xf32>) -> tensor<8x4x3x7x7xf64>
    %6 = stablehlo.reduce(%5 init: %cst_23) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf64>, tensor<f64>) -> tensor<4xf64>
    %7 = stablehlo.reshape %6 : (tensor<4xf64>) -> tensor<1x4x1x1x1xf64>
    %8 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %8 : (tensor<1xf64>) -> tensor<f64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f64>) -> tensor<1x4x1x1x1xf64>
    %11 = stablehlo.divide %7, %10 : tensor<1x4x1x1x1xf64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf64>) -> tensor<8x4x3x7x7xf64>
    %13 = stablehlo.subtract %5, %12 : tensor<8x4x3x7x7xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<8x4x3x7x7xf64>
    %15 = stablehlo.reduce(%14 init: %cst_23) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf64>, tensor<f64>) -> tensor<4xf64>
    %16 = stablehlo.reshape %15 : (tensor<4xf64>) -> tensor<1x4x1x1x1xf64>
    %17 = stablehlo.divide %16, %10 : tensor<1x4x1x1x1xf64>
    %18 = stablehlo.convert %17 : (tensor<1x4x1x1x1xf64>) -> tensor<1x4x1x1x1xf32>
    %19 = stablehlo.reduce(%3 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf32>, tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.reshape %19 : (tensor<4xf32>) -> tensor<1x4x1x1x1xf32>
    %21 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<1x4x1x1x1xf32>
    %24 = stablehlo.divide %20, %23 : tensor<1x4x1x1x1xf32>
    %25 = stablehlo.convert %cst_30 : (tensor<1xf64>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<1x4x1x1x1xf32>
    %28 = stablehlo.add %18, %27 : tensor<1x4x1x1x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<1x4x1x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %31 = stablehlo.subtract %3, %30 : tensor<8x4x3x7x7xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<8x4x3x7x7xf32>
    %34 = stablehlo.reshape %24 : (tensor<1x4x1x1x1xf32>) -> tensor<1x4x1x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x4xf32>) -> tensor<4xf32>
    %38 = stablehlo.reshape %29 : (tensor<1x4x1x1x1xf32>) -> tensor<1x4x1x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x4xf32>) -> tensor<4xf32>
    %42 = stablehlo.convert %cst_31 : (tensor<1xf64>) -> tensor<1xf32>
    %43 = stablehlo.reshape %42 : (tensor<1xf32>) -> tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.multiply %37, %44 : tensor<4xf32>
    %46 = stablehlo.convert %cst_32 : (tensor<1xf64>) -> tensor<1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1xf32>) -> tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.multiply %arg10, %48 : tensor<4xf32>
    %50 = stablehlo.add %45, %49 : tensor<4xf32>
    %51 = stablehlo.reshape %18 : (tensor<1x4x1x1x1xf32>) -> tensor<1x4x1x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x4x1xf32>) -> tensor<1x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x4xf32>) -> tensor<4xf32>
    %55 = stablehlo.convert %cst_33 : (tensor<1xf64>) -> tensor<1xf32>
    %56 = stablehlo.reshape %55 : (tensor<1xf32>) -> tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.multiply %54, %57 : tensor<4xf32>
    %59 = stablehlo.multiply %58, %44 : tensor<4xf32>
    %60 = stablehlo.multiply %arg11, %48 : tensor<4xf32>
    %61 = stablehlo.add %59, %60 : tensor<4xf32>
    %62 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<4x1xf32>
    %63 = stablehlo.reshape %62 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<4x1x1xf32>) -> tensor<4x1x1x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 2, 3, 4] : (tensor<4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %66 = stablehlo.multiply %33, %65 : tensor<8x4x3x7x7xf32>
    %67 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<4x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<4x1xf32>) -> tensor<4x1x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<4x1x1xf32>) -> tensor<4x1x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3, 4] : (tensor<4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %71 = stablehlo.add %66, %70 : tensor<8x4x3x7x7xf32>
    %72 = stablehlo.maximum %71, %cst_24 : tensor<8x4x3x7x7xf32>
    %73 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xf32>
    %74 = stablehlo.reshape %73 : (tensor<1xf32>) -> tensor<f32>
    %75 = stablehlo.pad %72, %74, low = [0, 0, 0, 0, 0], high = [0, 0, 1, 1, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x7x7xf32>, tensor<f32>) -> tensor<8x4x4x8x8xf32>
    %76 = stablehlo.slice %75 [0:8, 0:4, 0:3:2, 0:8, 0:8] : (tensor<8x4x4x8x8xf32>) -> tensor<8x4x2x8x8xf32>
    %77 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f64>
    %78 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f64>
    %79 = stablehlo.divide %78, %77 : tensor<f64>
    %80 = stablehlo.ceil %79 : tensor<f64>
    %81 = stablehlo.convert %80 : (tensor<f64>) -> tensor<i64>
    %82 = stablehlo.reshape %81 : (tensor<i64>) -> tensor<1xi64>
    %83 = stablehlo.dynamic_iota %82, dim = 0 : (tensor<1xi64>) -> tensor<2xi64>
    %84 = stablehlo.multiply %83, %c_11 : tensor<2xi64>
    %85 = stablehlo.add %84, %c_10 : tensor<2xi64>
    %86 = stablehlo.multiply %85, %c_9 : tensor<2xi64>
    %87 = stablehlo.add %86, %c_10 : tensor<2xi64>
    %88 = stablehlo.reshape %87 : (tensor<2xi64>) -> tensor<2x1x1xi64>
    %89 = stablehlo.multiply %88, %c_8 : tensor<2x1x1xi64>
    %90 = stablehlo.slice %76 [0:8, 0:4, 0:2, 0:7:2, 0:8] : (tensor<8x4x2x8x8xf32>) -> tensor<8x4x2x4x8xf32>
    %91 = stablehlo.convert %c_25 : (tensor<i64>) -> tensor<f64>
    %92 = stablehlo.divide %91, %77 : tensor<f64>
    %93 = stablehlo.ceil %92 : tensor<f64>
    %94 = stablehlo.convert %93 : (tensor<f64>) -> tensor<i64>
    %95 = stablehlo.reshape %94 : (tensor<i64>) -> tensor<1xi64>
    %96 = stablehlo.dynamic_iota %95, dim = 0 : (tensor<1xi64>) -> tensor<4xi64>
    %97 = stablehlo.multiply %96, %c_7 : tensor<4xi64>
    %98 = stablehlo.add %97, %c_6 : tensor<4xi64>
    %99 = stablehlo.multiply %98, %c_5 : tensor<4xi64>
    %100 = stablehlo.add %99, %c_6 : tensor<4xi64>
    %101 = stablehlo.reshape %100 : (tensor<4xi64>) -> tensor<1x4x1xi64>
    %102 = stablehlo.multiply %101, %c_4 : tensor<1x4x1xi64>
    %103 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x4x1xi64>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x4x1xi64>) -> tensor<2x4x1xi64>
    %105 = stablehlo.add %103, %104 : tensor<2x4x1xi64>
    %106 = stablehlo.slice %90 [0:8, 0:4, 0:2, 0:4, 0:7:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %107 = stablehlo.reshape %100 : (tensor<4xi64>) -> tensor<1x1x4xi64>
    %108 = stablehlo.multiply %107, %c_3 : tensor<1x1x4xi64>
    %109 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x1xi64>) -> tensor<2x4x4xi64>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x4xi64>) -> tensor<2x4x4xi64>
    %111 = stablehlo.add %109, %110 : tensor<2x4x4xi64>
    %112 = stablehlo.broadcast_in_dim %111, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %113 = stablehlo.add %112, %c_22 : tensor<8x4x2x4x4xi64>
    %114 = stablehlo.slice %90 [0:8, 0:4, 0:2, 0:4, 1:8:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %115 = stablehlo.add %99, %c_7 : tensor<4xi64>
    %116 = stablehlo.reshape %115 : (tensor<4xi64>) -> tensor<1x1x4xi64>
    %117 = stablehlo.multiply %116, %c_3 : tensor<1x1x4xi64>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x4xi64>) -> tensor<2x4x4xi64>
    %119 = stablehlo.add %109, %118 : tensor<2x4x4xi64>
    %120 = stablehlo.compare GT, %114, %106, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %122 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %123 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %124 = stablehlo.select %121, %122, %123 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %125 = stablehlo.reshape %119 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %127 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %128 = stablehlo.select %121, %126, %127 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %129 = stablehlo.slice %76 [0:8, 0:4, 0:2, 1:8:2, 0:8] : (tensor<8x4x2x8x8xf32>) -> tensor<8x4x2x4x8xf32>
    %130 = stablehlo.reshape %115 : (tensor<4xi64>) -> tensor<1x4x1xi64>
    %131 = stablehlo.multiply %130, %c_4 : tensor<1x4x1xi64>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x4x1xi64>) -> tensor<2x4x1xi64>
    %133 = stablehlo.add %103, %132 : tensor<2x4x1xi64>
    %134 = stablehlo.slice %129 [0:8, 0:4, 0:2, 0:4, 0:7:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x4x1xi64>) -> tensor<2x4x4xi64>
    %136 = stablehlo.add %135, %110 : tensor<2x4x4xi64>
    %137 = stablehlo.compare GT, %134, %124, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %140 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %141 = stablehlo.select %138, %139, %140 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %142 = stablehlo.reshape %136 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %144 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %145 = stablehlo.select %138, %143, %144 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %146 = stablehlo.slice %129 [0:8, 0:4, 0:2, 0:4, 1:8:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %147 = stablehlo.add %135, %118 : tensor<2x4x4xi64>
    %148 = stablehlo.compare GT, %146, %141, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %150 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %151 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %152 = stablehlo.select %149, %150, %151 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %153 = stablehlo.reshape %147 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %155 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %156 = stablehlo.select %149, %154, %155 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %157 = stablehlo.slice %75 [0:8, 0:4, 1:4:2, 0:8, 0:8] : (tensor<8x4x4x8x8xf32>) -> tensor<8x4x2x8x8xf32>
    %158 = stablehlo.add %86, %c_11 : tensor<2xi64>
    %159 = stablehlo.reshape %158 : (tensor<2xi64>) -> tensor<2x1x1xi64>
    %160 = stablehlo.multiply %159, %c_8 : tensor<2x1x1xi64>
    %161 = stablehlo.slice %157 [0:8, 0:4, 0:2, 0:7:2, 0:8] : (tensor<8x4x2x8x8xf32>) -> tensor<8x4x2x4x8xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x4x1xi64>
    %163 = stablehlo.add %162, %104 : tensor<2x4x1xi64>
    %164 = stablehlo.slice %161 [0:8, 0:4, 0:2, 0:4, 0:7:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x4x1xi64>) -> tensor<2x4x4xi64>
    %166 = stablehlo.add %165, %110 : tensor<2x4x4xi64>
    %167 = stablehlo.compare GT, %164, %152, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %169 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %170 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %171 = stablehlo.select %168, %169, %170 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %172 = stablehlo.reshape %166 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %174 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %175 = stablehlo.select %168, %173, %174 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %176 = stablehlo.slice %161 [0:8, 0:4, 0:2, 0:4, 1:8:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %177 = stablehlo.add %165, %118 : tensor<2x4x4xi64>
    %178 = stablehlo.compare GT, %176, %171, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %180 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %181 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %182 = stablehlo.select %179, %180, %181 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %183 = stablehlo.reshape %177 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %185 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %186 = stablehlo.select %179, %184, %185 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %187 = stablehlo.slice %157 [0:8, 0:4, 0:2, 1:8:2, 0:8] : (tensor<8x4x2x8x8xf32>) -> tensor<8x4x2x4x8xf32>
    %188 = stablehlo.add %162, %132 : tensor<2x4x1xi64>
    %189 = stablehlo.slice %187 [0:8, 0:4, 0:2, 0:4, 0:7:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<2x4x1xi64>) -> tensor<2x4x4xi64>
    %191 = stablehlo.add %190, %110 : tensor<2x4x4xi64>
    %192 = stablehlo.compare GT, %189, %182, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %194 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %195 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %196 = stablehlo.select %193, %194, %195 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %197 = stablehlo.reshape %191 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %199 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %200 = stablehlo.select %193, %198, %199 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %201 = stablehlo.slice %187 [0:8, 0:4, 0:2, 0:4, 1:8:2] : (tensor<8x4x2x4x8xf32>) -> tensor<8x4x2x4x4xf32>
    %202 = stablehlo.add %190, %118 : tensor<2x4x4xi64>
    %203 = stablehlo.compare GT, %201, %196, FLOAT : (tensor<8x4x2x4x4xf32>, tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xi1>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %205 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %206 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %207 = stablehlo.select %204, %205, %206 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %208 = stablehlo.reshape %202 : (tensor<2x4x4xi64>) -> tensor<1x1x2x4x4xi64>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %210 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %211 = stablehlo.select %204, %209, %210 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xi64>
    %212 = stablehlo.convolution(%207, %arg6) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x2x4x4xf32>, tensor<4x4x3x3x3xf32>) -> tensor<8x4x2x4x4xf32>
    %213 = stablehlo.reshape %arg7 : (tensor<4xf32>) -> tensor<4x1x1x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 2, 3, 4] : (tensor<4x1x1x1xf32>) -> tensor<8x4x2x4x4xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x4x2x4x4xf32>
    %216 = "stablehlo.reduce_window"(%215, %cst_20) <{padding = dense<0> : tensor<5x2xi64>, window_dilations = array<i64: 1, 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 1, 2, 2>}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      %659 = stablehlo.add %arg13, %arg14 : tensor<f32>
      stablehlo.return %659 : tensor<f32>
    }) : (tensor<8x4x2x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x2xf32>
    %217 = stablehlo.convert %c_25 : (tensor<i64>) -> tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<8x4x2x2x2xf32>
    %219 = stablehlo.divide %216, %218 : tensor<8x4x2x2x2xf32>
    %220 = stablehlo.convert %cst_35 : (tensor<1xi64>) -> tensor<1xf32>
    %221 = stablehlo.reshape %220 : (tensor<1xf32>) -> tensor<f32>
    %222 = stablehlo.convert %cst_36 : (tensor<1xi64>) -> tensor<1xf32>
    %223 = stablehlo.reshape %222 : (tensor<1xf32>) -> tensor<f32>
    %224 = stablehlo.convert %cst_28 : (tensor<1xi64>) -> tensor<1xf32>
    %225 = stablehlo.reshape %224 : (tensor<1xf32>) -> tensor<f32>
    %226 = stablehlo.subtract %223, %221 : tensor<f32>
    %227 = stablehlo.convert %225 : (tensor<f32>) -> tensor<f64>
    %228 = stablehlo.convert %226 : (tensor<f32>) -> tensor<f64>
    %229 = stablehlo.divide %228, %227 : tensor<f64>
    %230 = stablehlo.ceil %229 : tensor<f64>
    %231 = stablehlo.convert %230 : (tensor<f64>) -> tensor<i64>
    %232 = stablehlo.reshape %231 : (tensor<i64>) -> tensor<1xi64>
    %233 = stablehlo.dynamic_iota %232, dim = 0 : (tensor<1xi64>) -> tensor<2xf32>
    %234 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<2xf32>
    %236 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %237 = stablehlo.add %235, %236 : tensor<2xf32>
    %238 = stablehlo.reshape %237 : (tensor<2xf32>) -> tensor<1x2xf32>
    %239 = stablehlo.convert %cst_38 : (tensor<1xf64>) -> tensor<1xf32>
    %240 = stablehlo.reshape %239 : (tensor<1xf32>) -> tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %242 = stablehlo.add %237, %241 : tensor<2xf32>
    %243 = stablehlo.convert %cst_39 : (tensor<1xf64>) -> tensor<1xf32>
    %244 = stablehlo.reshape %243 : (tensor<1xf32>) -> tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %246 = stablehlo.multiply %242, %245 : tensor<2xf32>
    %247 = stablehlo.subtract %246, %241 : tensor<2xf32>
    %248 = stablehlo.convert %cst_40 : (tensor<1xf64>) -> tensor<1xf32>
    %249 = stablehlo.reshape %248 : (tensor<1xf32>) -> tensor<f32>
    %250 = stablehlo.clamp %249, %247, %cst_26 : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %251 = stablehlo.floor %250 : tensor<2xf32>
    %252 = stablehlo.clamp %221, %251, %225 : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %253 = stablehlo.add %252, %234 : tensor<2xf32>
    %254 = stablehlo.clamp %221, %253, %225 : (tensor<f32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
    %255 = stablehlo.subtract %250, %252 : tensor<2xf32>
    %256 = stablehlo.reshape %252 : (tensor<2xf32>) -> tensor<2x1xf32>
    %257 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %259 = stablehlo.compare EQ, %257, %258, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %260 = stablehlo.convert %259 : (tensor<2x2xi1>) -> tensor<2x2xf32>
    %261 = stablehlo.negate %255 : tensor<2xf32>
    %262 = stablehlo.add %261, %245 : tensor<2xf32>
    %263 = stablehlo.reshape %262 : (tensor<2xf32>) -> tensor<2x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %265 = stablehlo.multiply %260, %264 : tensor<2x2xf32>
    %266 = stablehlo.reshape %254 : (tensor<2xf32>) -> tensor<2x1xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %268 = stablehlo.compare EQ, %257, %267, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %269 = stablehlo.convert %268 : (tensor<2x2xi1>) -> tensor<2x2xf32>
    %270 = stablehlo.reshape %255 : (tensor<2xf32>) -> tensor<2x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x2xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x2xf32>
    %273 = stablehlo.add %265, %272 : tensor<2x2xf32>
    %274 = stablehlo.transpose %273, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %275 = stablehlo.transpose %219, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x2x2xf32>) -> tensor<8x4x2x2x2xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x4x2x2x2xf32>) -> tensor<128x2xf32>
    %277 = stablehlo.dot_general %276, %274, contracting_dims = [1] x [0] : (tensor<128x2xf32>, tensor<2x2xf32>) -> tensor<128x2xf32>
    %278 = stablehlo.reshape %277 : (tensor<128x2xf32>) -> tensor<8x4x2x2x2xf32>
    %279 = stablehlo.transpose %278, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x2x2xf32>) -> tensor<8x4x2x2x2xf32>
    %280 = stablehlo.convert %cst_37 : (tensor<1xi64>) -> tensor<1xf32>
    %281 = stablehlo.reshape %280 : (tensor<1xf32>) -> tensor<f32>
    %282 = stablehlo.subtract %281, %221 : tensor<f32>
    %283 = stablehlo.convert %282 : (tensor<f32>) -> tensor<f64>
    %284 = stablehlo.divide %283, %227 : tensor<f64>
    %285 = stablehlo.ceil %284 : tensor<f64>
    %286 = stablehlo.convert %285 : (tensor<f64>) -> tensor<i64>
    %287 = stablehlo.reshape %286 : (tensor<i64>) -> tensor<1xi64>
    %288 = stablehlo.dynamic_iota %287, dim = 0 : (tensor<1xi64>) -> tensor<4xf32>
    %289 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<4xf32>
    %291 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %292 = stablehlo.add %290, %291 : tensor<4xf32>
    %293 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %294 = stablehlo.add %292, %293 : tensor<4xf32>
    %295 = stablehlo.multiply %294, %293 : tensor<4xf32>
    %296 = stablehlo.subtract %295, %293 : tensor<4xf32>
    %297 = stablehlo.clamp %249, %296, %cst_26 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %298 = stablehlo.floor %297 : tensor<4xf32>
    %299 = stablehlo.clamp %221, %298, %225 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %300 = stablehlo.add %299, %289 : tensor<4xf32>
    %301 = stablehlo.clamp %221, %300, %225 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %302 = stablehlo.subtract %297, %299 : tensor<4xf32>
    %303 = stablehlo.reshape %299 : (tensor<4xf32>) -> tensor<4x1xf32>
    %304 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<4x2xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %306 = stablehlo.compare EQ, %304, %305, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %307 = stablehlo.convert %306 : (tensor<4x2xi1>) -> tensor<4x2xf32>
    %308 = stablehlo.negate %302 : tensor<4xf32>
    %309 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %310 = stablehlo.add %308, %309 : tensor<4xf32>
    %311 = stablehlo.reshape %310 : (tensor<4xf32>) -> tensor<4x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %313 = stablehlo.multiply %307, %312 : tensor<4x2xf32>
    %314 = stablehlo.reshape %301 : (tensor<4xf32>) -> tensor<4x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %316 = stablehlo.compare EQ, %304, %315, FLOAT : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xi1>
    %317 = stablehlo.convert %316 : (tensor<4x2xi1>) -> tensor<4x2xf32>
    %318 = stablehlo.reshape %302 : (tensor<4xf32>) -> tensor<4x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x2xf32>
    %320 = stablehlo.multiply %317, %319 : tensor<4x2xf32>
    %321 = stablehlo.add %313, %320 : tensor<4x2xf32>
    %322 = stablehlo.transpose %321, dims = [1, 0] : (tensor<4x2xf32>) -> tensor<2x4xf32>
    %323 = stablehlo.transpose %279, dims = [0, 1, 2, 4, 3] : (tensor<8x4x2x2x2xf32>) -> tensor<8x4x2x2x2xf32>
    %324 = stablehlo.reshape %323 : (tensor<8x4x2x2x2xf32>) -> tensor<128x2xf32>
    %325 = stablehlo.dot_general %324, %322, contracting_dims = [1] x [0] : (tensor<128x2xf32>, tensor<2x4xf32>) -> tensor<128x4xf32>
    %326 = stablehlo.reshape %325 : (tensor<128x4xf32>) -> tensor<8x4x2x2x4xf32>
    %327 = stablehlo.transpose %326, dims = [0, 1, 2, 4, 3] : (tensor<8x4x2x2x4xf32>) -> tensor<8x4x2x4x2xf32>
    %328 = stablehlo.reshape %327 : (tensor<8x4x2x4x2xf32>) -> tensor<256x2xf32>
    %329 = stablehlo.dot_general %328, %322, contracting_dims = [1] x [0] : (tensor<256x2xf32>, tensor<2x4xf32>) -> tensor<256x4xf32>
    %330 = stablehlo.reshape %329 : (tensor<256x4xf32>) -> tensor<8x4x2x4x4xf32>
    %331 = stablehlo.add %215, %330 : tensor<8x4x2x4x4xf32>
    %332 = stablehlo.reduce(%331 init: %cst_20) applies stablehlo.add across dimensions = [2, 3, 4] : (tensor<8x4x2x4x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %333 = stablehlo.convert %cst_41 : (tensor<1xi64>) -> tensor<1xf32>
    %334 = stablehlo.reshape %333 : (tensor<1xf32>) -> tensor<f32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %336 = stablehlo.divide %332, %335 : tensor<8x4xf32>
    %337 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %338 = stablehlo.dot_general %336, %337, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    %339 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<8x3xf32>
    %341 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %342 = stablehlo.multiply %arg9, %341 : tensor<3xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
    %344 = stablehlo.add %340, %343 : tensor<8x3xf32>
    %345 = stablehlo.reduce(%344 init: %cst_27) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %346 = stablehlo.reshape %345 : (tensor<8xf32>) -> tensor<8x1xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %348 = stablehlo.subtract %344, %347 : tensor<8x3xf32>
    %349 = stablehlo.exponential %348 : tensor<8x3xf32>
    %350 = stablehlo.reduce(%349 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %351 = stablehlo.reshape %350 : (tensor<8xf32>) -> tensor<8x1xf32>
    %352 = stablehlo.log %351 : tensor<8x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %354 = stablehlo.subtract %348, %353 : tensor<8x3xf32>
    %355 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %357 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %358 = stablehlo.select %356, %357, %c_1 : tensor<8xi1>, tensor<8xi64>
    %359 = stablehlo.reshape %358 : (tensor<8xi64>) -> tensor<8x1xi64>
    %360 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %361 = stablehlo.reshape %359 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %362 = stablehlo.concatenate %360, %361, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %363 = "stablehlo.gather"(%354, %362) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x1xf32>) -> tensor<8xf32>
    %365 = stablehlo.negate %364 : tensor<8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %367 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.select %356, %366, %367 : tensor<8xi1>, tensor<8xf32>
    %369 = stablehlo.convert %355 : (tensor<8xi1>) -> tensor<8xi64>
    %370 = stablehlo.reduce(%369 init: %c_21) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %371 = stablehlo.convert %370 : (tensor<i64>) -> tensor<f32>
    %372 = stablehlo.reduce(%368 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %373 = stablehlo.divide %372, %371 : tensor<f32>
    %374 = stablehlo.divide %cst_19, %371 : tensor<f32>
    %375 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %376 = stablehlo.compare NE, %375, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %379 = stablehlo.select %377, %378, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %380 = stablehlo.slice %cst_17 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %381 = stablehlo.reshape %379 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %382 = stablehlo.concatenate %360, %381, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %383 = "stablehlo.scatter"(%cst_18, %382, %380) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      stablehlo.return %arg14 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %384 = stablehlo.broadcast_in_dim %374, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %385 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %386 = stablehlo.select %377, %384, %385 : tensor<8x1xi1>, tensor<8x1xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %388 = stablehlo.multiply %383, %387 : tensor<8x3xf32>
    %389 = stablehlo.exponential %354 : tensor<8x3xf32>
    %390 = stablehlo.reduce(%388 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %391 = stablehlo.reshape %390 : (tensor<8xf32>) -> tensor<8x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %393 = stablehlo.multiply %389, %392 : tensor<8x3xf32>
    %394 = stablehlo.subtract %388, %393 : tensor<8x3xf32>
    %395 = stablehlo.transpose %337, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %396 = stablehlo.dot_general %394, %395, contracting_dims = [1] x [0] : (tensor<8x3xf32>, tensor<3x4xf32>) -> tensor<8x4xf32>
    %397 = stablehlo.transpose %394, dims = [1, 0] : (tensor<8x3xf32>) -> tensor<3x8xf32>
    %398 = stablehlo.dot_general %397, %336, contracting_dims = [1] x [0] : (tensor<3x8xf32>, tensor<8x4xf32>) -> tensor<3x4xf32>
    %399 = stablehlo.transpose %398, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %400 = stablehlo.reduce(%394 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %401 = stablehlo.reshape %400 : (tensor<3xf32>) -> tensor<1x3xf32>
    %402 = stablehlo.reshape %401 : (tensor<1x3xf32>) -> tensor<3xf32>
    %403 = stablehlo.transpose %399, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %404 = stablehlo.reshape %396 : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x1x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x1x1xf32>) -> tensor<8x4x2x4x4xf32>
    %408 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<8x4x2x4x4xf32>
    %409 = stablehlo.divide %407, %408 : tensor<8x4x2x4x4xf32>
    %410 = stablehlo.transpose %409, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x4x4x2xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x4x4x4x2xf32>) -> tensor<512x2xf32>
    %412 = stablehlo.dot_general %411, %273, contracting_dims = [1] x [0] : (tensor<512x2xf32>, tensor<2x2xf32>) -> tensor<512x2xf32>
    %413 = stablehlo.reshape %412 : (tensor<512x2xf32>) -> tensor<8x4x4x4x2xf32>
    %414 = stablehlo.transpose %413, dims = [0, 1, 4, 3, 2] : (tensor<8x4x4x4x2xf32>) -> tensor<8x4x2x4x4xf32>
    %415 = stablehlo.transpose %414, dims = [0, 1, 2, 4, 3] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x4x2x4x4xf32>) -> tensor<256x4xf32>
    %417 = stablehlo.dot_general %416, %321, contracting_dims = [1] x [0] : (tensor<256x4xf32>, tensor<4x2xf32>) -> tensor<256x2xf32>
    %418 = stablehlo.reshape %417 : (tensor<256x2xf32>) -> tensor<8x4x2x4x2xf32>
    %419 = stablehlo.transpose %418, dims = [0, 1, 2, 4, 3] : (tensor<8x4x2x4x2xf32>) -> tensor<8x4x2x2x4xf32>
    %420 = stablehlo.reshape %419 : (tensor<8x4x2x2x4xf32>) -> tensor<128x4xf32>
    %421 = stablehlo.dot_general %420, %321, contracting_dims = [1] x [0] : (tensor<128x4xf32>, tensor<4x2xf32>) -> tensor<128x2xf32>
    %422 = stablehlo.reshape %421 : (tensor<128x2xf32>) -> tensor<8x4x2x2x2xf32>
    %423 = stablehlo.multiply %237, %234 : tensor<2xf32>
    %424 = stablehlo.subtract %423, %236 : tensor<2xf32>
    %425 = stablehlo.add %424, %234 : tensor<2xf32>
    %426 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %427 = stablehlo.minimum %425, %426 : tensor<2xf32>
    %428 = stablehlo.subtract %427, %424 : tensor<2xf32>
    %429 = stablehlo.reshape %428 : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %430 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %431 = stablehlo.multiply %237, %430 : tensor<2xf32>
    %432 = stablehlo.subtract %431, %236 : tensor<2xf32>
    %433 = stablehlo.add %432, %430 : tensor<2xf32>
    %434 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %435 = stablehlo.minimum %433, %434 : tensor<2xf32>
    %436 = stablehlo.subtract %435, %432 : tensor<2xf32>
    %437 = stablehlo.reshape %436 : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %438 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x2x1xf32>
    %439 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x2x1xf32>) -> tensor<2x2x1xf32>
    %440 = stablehlo.multiply %438, %439 : tensor<2x2x1xf32>
    %441 = stablehlo.reshape %436 : (tensor<2xf32>) -> tensor<1x1x2xf32>
    %442 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<2x2x1xf32>) -> tensor<2x2x2xf32>
    %443 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x2xf32>) -> tensor<2x2x2xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<2x2x2xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [2, 3, 4] : (tensor<2x2x2xf32>) -> tensor<8x4x2x2x2xf32>
    %446 = stablehlo.divide %422, %445 : tensor<8x4x2x2x2xf32>
    %447 = stablehlo.transpose %cst_14, dims = [2, 3, 4, 1, 0] : (tensor<4x1x1x2x2xf32>) -> tensor<1x2x2x1x4xf32>
    %448 = stablehlo.reverse %447, dims = [0, 1, 2] : tensor<1x2x2x1x4xf32>
    %449 = stablehlo.reshape %448 : (tensor<1x2x2x1x4xf32>) -> tensor<1x2x2x1x4x1xf32>
    %450 = stablehlo.transpose %449, dims = [0, 1, 2, 4, 3, 5] : (tensor<1x2x2x1x4x1xf32>) -> tensor<1x2x2x4x1x1xf32>
    %451 = stablehlo.reshape %450 : (tensor<1x2x2x4x1x1xf32>) -> tensor<1x2x2x4x1xf32>
    %452 = stablehlo.convolution(%446, %451) dim_numbers = [b, f, 0, 1, 2]x[0, 1, 2, o, i]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[0, 0], [1, 1], [1, 1]], lhs_dilate = [1, 2, 2], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<8x4x2x2x2xf32>, tensor<1x2x2x4x1xf32>) -> tensor<8x4x2x4x4xf32>
    %453 = stablehlo.add %409, %452 : tensor<8x4x2x4x4xf32>
    %454 = stablehlo.transpose %arg6, dims = [2, 3, 4, 1, 0] : (tensor<4x4x3x3x3xf32>) -> tensor<3x3x3x4x4xf32>
    %455 = stablehlo.reverse %454, dims = [0, 1, 2] : tensor<3x3x3x4x4xf32>
    %456 = stablehlo.convolution(%453, %455) dim_numbers = [b, f, 0, 1, 2]x[0, 1, 2, o, i]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x2x4x4xf32>, tensor<3x3x3x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %457 = stablehlo.transpose %207, dims = [1, 0, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<4x8x2x4x4xf32>
    %458 = stablehlo.transpose %453, dims = [1, 0, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<4x8x2x4x4xf32>
    %459 = stablehlo.convolution(%457, %458) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x2x4x4xf32>, tensor<4x8x2x4x4xf32>) -> tensor<4x4x3x3x3xf32>
    %460 = stablehlo.transpose %459, dims = [1, 0, 2, 3, 4] : (tensor<4x4x3x3x3xf32>) -> tensor<4x4x3x3x3xf32>
    %461 = stablehlo.reduce(%453 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x2x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %462 = stablehlo.compare EQ, %211, %112, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %464 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %465 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x4x4xf32>
    %466 = stablehlo.select %463, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %467 = stablehlo.reshape %466 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %468 = stablehlo.pad %467, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %470 = stablehlo.slice %469 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x4x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %472 = stablehlo.pad %471, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %474 = stablehlo.slice %473 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x8x4xf32>) -> tensor<8x4x3x7x4xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %476 = stablehlo.pad %475, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %477 = stablehlo.reshape %476 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %478 = stablehlo.slice %477 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x8xf32>) -> tensor<8x4x3x7x7xf32>
    %479 = stablehlo.broadcast_in_dim %119, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %480 = stablehlo.compare EQ, %211, %479, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %482 = stablehlo.select %481, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %484 = stablehlo.pad %483, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %485 = stablehlo.reshape %484 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %486 = stablehlo.slice %485 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x4x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %488 = stablehlo.pad %487, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %489 = stablehlo.reshape %488 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %490 = stablehlo.slice %489 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x8x4xf32>) -> tensor<8x4x3x7x4xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %492 = stablehlo.pad %491, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %494 = stablehlo.pad %493, %249, low = [0, 0, 0, 0, 1], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x7x8xf32>, tensor<f32>) -> tensor<8x4x3x7x9xf32>
    %495 = stablehlo.slice %494 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x9xf32>) -> tensor<8x4x3x7x7xf32>
    %496 = stablehlo.add %478, %495 : tensor<8x4x3x7x7xf32>
    %497 = stablehlo.broadcast_in_dim %136, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %498 = stablehlo.compare EQ, %211, %497, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %500 = stablehlo.select %499, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %502 = stablehlo.pad %501, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %504 = stablehlo.slice %503 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x4x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %505 = stablehlo.reshape %504 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %506 = stablehlo.pad %505, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %507 = stablehlo.reshape %506 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %508 = stablehlo.pad %507, %249, low = [0, 0, 0, 1, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x8x4xf32>, tensor<f32>) -> tensor<8x4x3x9x4xf32>
    %509 = stablehlo.slice %508 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x9x4xf32>) -> tensor<8x4x3x7x4xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %511 = stablehlo.pad %510, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %512 = stablehlo.reshape %511 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %513 = stablehlo.slice %512 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x8xf32>) -> tensor<8x4x3x7x7xf32>
    %514 = stablehlo.add %496, %513 : tensor<8x4x3x7x7xf32>
    %515 = stablehlo.broadcast_in_dim %147, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %516 = stablehlo.compare EQ, %211, %515, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %518 = stablehlo.select %517, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %519 = stablehlo.reshape %518 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %520 = stablehlo.pad %519, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %522 = stablehlo.slice %521 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x4x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %524 = stablehlo.pad %523, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %526 = stablehlo.pad %525, %249, low = [0, 0, 0, 1, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x8x4xf32>, tensor<f32>) -> tensor<8x4x3x9x4xf32>
    %527 = stablehlo.slice %526 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x9x4xf32>) -> tensor<8x4x3x7x4xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %529 = stablehlo.pad %528, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %530 = stablehlo.reshape %529 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %531 = stablehlo.pad %530, %249, low = [0, 0, 0, 0, 1], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x7x8xf32>, tensor<f32>) -> tensor<8x4x3x7x9xf32>
    %532 = stablehlo.slice %531 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x9xf32>) -> tensor<8x4x3x7x7xf32>
    %533 = stablehlo.add %514, %532 : tensor<8x4x3x7x7xf32>
    %534 = stablehlo.broadcast_in_dim %166, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %535 = stablehlo.compare EQ, %211, %534, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %537 = stablehlo.select %536, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %539 = stablehlo.pad %538, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %540 = stablehlo.reshape %539 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %541 = stablehlo.pad %540, %249, low = [0, 0, 1, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x4x4x4xf32>, tensor<f32>) -> tensor<8x4x5x4x4xf32>
    %542 = stablehlo.slice %541 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x5x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %544 = stablehlo.pad %543, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %545 = stablehlo.reshape %544 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %546 = stablehlo.slice %545 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x8x4xf32>) -> tensor<8x4x3x7x4xf32>
    %547 = stablehlo.reshape %546 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %548 = stablehlo.pad %547, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %550 = stablehlo.slice %549 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x8xf32>) -> tensor<8x4x3x7x7xf32>
    %551 = stablehlo.add %533, %550 : tensor<8x4x3x7x7xf32>
    %552 = stablehlo.broadcast_in_dim %177, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %553 = stablehlo.compare EQ, %211, %552, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %555 = stablehlo.select %554, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %557 = stablehlo.pad %556, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %559 = stablehlo.pad %558, %249, low = [0, 0, 1, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x4x4x4xf32>, tensor<f32>) -> tensor<8x4x5x4x4xf32>
    %560 = stablehlo.slice %559 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x5x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %561 = stablehlo.reshape %560 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %562 = stablehlo.pad %561, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %564 = stablehlo.slice %563 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x8x4xf32>) -> tensor<8x4x3x7x4xf32>
    %565 = stablehlo.reshape %564 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %566 = stablehlo.pad %565, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %568 = stablehlo.pad %567, %249, low = [0, 0, 0, 0, 1], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x7x8xf32>, tensor<f32>) -> tensor<8x4x3x7x9xf32>
    %569 = stablehlo.slice %568 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x9xf32>) -> tensor<8x4x3x7x7xf32>
    %570 = stablehlo.add %551, %569 : tensor<8x4x3x7x7xf32>
    %571 = stablehlo.broadcast_in_dim %191, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %572 = stablehlo.compare EQ, %211, %571, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %574 = stablehlo.select %573, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %576 = stablehlo.pad %575, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %577 = stablehlo.reshape %576 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %578 = stablehlo.pad %577, %249, low = [0, 0, 1, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x4x4x4xf32>, tensor<f32>) -> tensor<8x4x5x4x4xf32>
    %579 = stablehlo.slice %578 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x5x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %580 = stablehlo.reshape %579 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %581 = stablehlo.pad %580, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %582 = stablehlo.reshape %581 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %583 = stablehlo.pad %582, %249, low = [0, 0, 0, 1, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x8x4xf32>, tensor<f32>) -> tensor<8x4x3x9x4xf32>
    %584 = stablehlo.slice %583 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x9x4xf32>) -> tensor<8x4x3x7x4xf32>
    %585 = stablehlo.reshape %584 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %586 = stablehlo.pad %585, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %588 = stablehlo.slice %587 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x8xf32>) -> tensor<8x4x3x7x7xf32>
    %589 = stablehlo.add %570, %588 : tensor<8x4x3x7x7xf32>
    %590 = stablehlo.broadcast_in_dim %202, dims = [2, 3, 4] : (tensor<2x4x4xi64>) -> tensor<8x4x2x4x4xi64>
    %591 = stablehlo.compare EQ, %211, %590, SIGNED : (tensor<8x4x2x4x4xi64>, tensor<8x4x2x4x4xi64>) -> tensor<8x4x2x4x4xi1>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x4x4xi1>) -> tensor<8x4x2x4x4xi1>
    %593 = stablehlo.select %592, %464, %465 : tensor<8x4x2x4x4xi1>, tensor<8x4x2x4x4xf32>
    %594 = stablehlo.reshape %593 : (tensor<8x4x2x4x4xf32>) -> tensor<8x4x2x1x4x4xf32>
    %595 = stablehlo.pad %594, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x2x1x4x4xf32>, tensor<f32>) -> tensor<8x4x2x2x4x4xf32>
    %596 = stablehlo.reshape %595 : (tensor<8x4x2x2x4x4xf32>) -> tensor<8x4x4x4x4xf32>
    %597 = stablehlo.pad %596, %249, low = [0, 0, 1, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x4x4x4xf32>, tensor<f32>) -> tensor<8x4x5x4x4xf32>
    %598 = stablehlo.slice %597 [0:8, 0:4, 0:3, 0:4, 0:4] : (tensor<8x4x5x4x4xf32>) -> tensor<8x4x3x4x4xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x4x3x4x4xf32>) -> tensor<8x4x3x4x1x4xf32>
    %600 = stablehlo.pad %599, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x4x1x4xf32>, tensor<f32>) -> tensor<8x4x3x4x2x4xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x4x3x4x2x4xf32>) -> tensor<8x4x3x8x4xf32>
    %602 = stablehlo.pad %601, %249, low = [0, 0, 0, 1, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x8x4xf32>, tensor<f32>) -> tensor<8x4x3x9x4xf32>
    %603 = stablehlo.slice %602 [0:8, 0:4, 0:3, 0:7, 0:4] : (tensor<8x4x3x9x4xf32>) -> tensor<8x4x3x7x4xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x4x3x7x4xf32>) -> tensor<8x4x3x7x4x1xf32>
    %605 = stablehlo.pad %604, %249, low = [0, 0, 0, 0, 0, 0], high = [0, 0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0, 0] : (tensor<8x4x3x7x4x1xf32>, tensor<f32>) -> tensor<8x4x3x7x4x2xf32>
    %606 = stablehlo.reshape %605 : (tensor<8x4x3x7x4x2xf32>) -> tensor<8x4x3x7x8xf32>
    %607 = stablehlo.pad %606, %249, low = [0, 0, 0, 0, 1], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x4x3x7x8xf32>, tensor<f32>) -> tensor<8x4x3x7x9xf32>
    %608 = stablehlo.slice %607 [0:8, 0:4, 0:3, 0:7, 0:7] : (tensor<8x4x3x7x9xf32>) -> tensor<8x4x3x7x7xf32>
    %609 = stablehlo.add %589, %608 : tensor<8x4x3x7x7xf32>
    %610 = stablehlo.convert %c_21 : (tensor<i64>) -> tensor<f32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [] : (tensor<f32>) -> tensor<8x4x3x7x7xf32>
    %612 = stablehlo.compare LE, %72, %611, FLOAT : (tensor<8x4x3x7x7xf32>, tensor<8x4x3x7x7xf32>) -> tensor<8x4x3x7x7xi1>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3, 4] : (tensor<8x4x3x7x7xi1>) -> tensor<8x4x3x7x7xi1>
    %614 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x3x7x7xf32>
    %615 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2, 3, 4] : (tensor<8x4x3x7x7xf32>) -> tensor<8x4x3x7x7xf32>
    %616 = stablehlo.select %613, %614, %615 : tensor<8x4x3x7x7xi1>, tensor<8x4x3x7x7xf32>
    %617 = stablehlo.reshape %37 : (tensor<4xf32>) -> tensor<1x4xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %619 = stablehlo.reshape %618 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %620 = stablehlo.reshape %619 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1x1xf32>
    %621 = stablehlo.reduce(%616 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf32>, tensor<f32>) -> tensor<4xf32>
    %622 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %623 = stablehlo.subtract %3, %622 : tensor<8x4x3x7x7xf32>
    %624 = stablehlo.multiply %616, %623 : tensor<8x4x3x7x7xf32>
    %625 = stablehlo.reduce(%624 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf32>, tensor<f32>) -> tensor<4xf32>
    %626 = stablehlo.convert %cst_42 : (tensor<1xf64>) -> tensor<1xf32>
    %627 = stablehlo.reshape %626 : (tensor<1xf32>) -> tensor<f32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %629 = stablehlo.multiply %621, %628 : tensor<4xf32>
    %630 = stablehlo.reshape %629 : (tensor<4xf32>) -> tensor<1x4xf32>
    %631 = stablehlo.reshape %630 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %632 = stablehlo.reshape %631 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %633 = stablehlo.reshape %632 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1x1xf32>
    %634 = stablehlo.multiply %625, %628 : tensor<4xf32>
    %635 = stablehlo.multiply %41, %41 : tensor<4xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<4xf32>
    %637 = stablehlo.reshape %636 : (tensor<4xf32>) -> tensor<1x4xf32>
    %638 = stablehlo.reshape %637 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %639 = stablehlo.reshape %638 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1x1xf32>
    %641 = stablehlo.multiply %41, %arg4 : tensor<4xf32>
    %642 = stablehlo.reshape %641 : (tensor<4xf32>) -> tensor<1x4xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %644 = stablehlo.reshape %643 : (tensor<1x4x1xf32>) -> tensor<1x4x1x1xf32>
    %645 = stablehlo.reshape %644 : (tensor<1x4x1x1xf32>) -> tensor<1x4x1x1x1xf32>
    %646 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %647 = stablehlo.multiply %623, %646 : tensor<8x4x3x7x7xf32>
    %648 = stablehlo.subtract %616, %647 : tensor<8x4x3x7x7xf32>
    %649 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %650 = stablehlo.subtract %648, %649 : tensor<8x4x3x7x7xf32>
    %651 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3, 4] : (tensor<1x4x1x1x1xf32>) -> tensor<8x4x3x7x7xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<8x4x3x7x7xf32>
    %653 = stablehlo.multiply %625, %41 : tensor<4xf32>
    %654 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3, 4] : (tensor<8x2x3x7x7xf32>) -> tensor<2x8x3x7x7xf32>
    %655 = stablehlo.transpose %652, dims = [1, 0, 2, 3, 4] : (tensor<8x4x3x7x7xf32>) -> tensor<4x8x3x7x7xf32>
    %656 = stablehlo.convolution(%654, %655) dim_numbers = [b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x8x3x7x7xf32>, tensor<4x8x3x7x7xf32>) -> tensor<2x4x3x3x3xf32>
    %657 = stablehlo.transpose %656, dims = [1, 0, 2, 3, 4] : (tensor<2x4x3x3x3xf32>) -> tensor<4x2x3x3x3xf32>
    %658 = stablehlo.reduce(%652 init: %cst_20) applies stablehlo.add across dimensions = [0, 2, 3, 4] : (tensor<8x4x3x7x7xf32>, tensor<f32>) -> tensor<4xf32>
    return %373, %657, %658, %653, %621, %460, %461, %403, %402, %50, %61, %4 : tensor<f32>, tensor<4x2x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x4x3x3x3xf32>, tensor<4xf32>, tensor<3x4xf32>, tensor<3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i64>
  }
}
