module {
  func.func @main(%arg0: tensor<8x3x19x19xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['stem.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['stem.bias']", tag.role = "param"}, %arg4: tensor<4x8x1x1xf32> {jax.arg_info = "param['fire.squeeze.weight']", tag.role = "param"}, %arg5: tensor<4xf32> {jax.arg_info = "param['fire.squeeze.bias']", tag.role = "param"}, %arg6: tensor<4x4x1x1xf32> {jax.arg_info = "param['fire.e1.weight']", tag.role = "param"}, %arg7: tensor<4xf32> {jax.arg_info = "param['fire.e1.bias']", tag.role = "param"}, %arg8: tensor<4x4x3x3xf32> {jax.arg_info = "param['fire.e3.weight']", tag.role = "param"}, %arg9: tensor<4xf32> {jax.arg_info = "param['fire.e3.bias']", tag.role = "param"}, %arg10: tensor<8xf32> {jax.arg_info = "param['block.gamma']", tag.role = "param"}, %arg11: tensor<8x1x7x7xf32> {jax.arg_info = "param['block.dw.weight']", tag.role = "param"}, %arg12: tensor<8xf32> {jax.arg_info = "param['block.dw.bias']", tag.role = "param"}, %arg13: tensor<8xf32> {jax.arg_info = "param['block.norm.weight']", tag.role = "param"}, %arg14: tensor<8xf32> {jax.arg_info = "param['block.norm.bias']", tag.role = "param"}, %arg15: tensor<32x8xf32> {jax.arg_info = "param['block.pw1.weight']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['block.pw1.bias']", tag.role = "param"}, %arg17: tensor<8x32xf32> {jax.arg_info = "param['block.pw2.weight']", tag.role = "param"}, %arg18: tensor<8xf32> {jax.arg_info = "param['block.pw2.bias']", tag.role = "param"}, %arg19: tensor<4x8xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg20: tensor<4xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['stem.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.bias']"}, tensor<4x8x1x1xf32> {jax.result_info = "grad['fire.squeeze.weight']"}, tensor<4xf32> {jax.result_info = "grad['fire.squeeze.bias']"}, tensor<4x4x1x1xf32> {jax.result_info = "grad['fire.e1.weight']"}, tensor<4xf32> {jax.result_info = "grad['fire.e1.bias']"}, tensor<4x4x3x3xf32> {jax.result_info = "grad['fire.e3.weight']"}, tensor<4xf32> {jax.result_info = "grad['fire.e3.bias']"}, tensor<8xf32> {jax.result_info = "grad['block.gamma']"}, tensor<8x1x7x7xf32> {jax.result_info = "grad['block.dw.weight']"}, tensor<8xf32> {jax.result_info = "grad['block.dw.bias']"}, tensor<8xf32> {jax.result_info = "grad['block.norm.weight']"}, tensor<8xf32> {jax.result_info = "grad['block.norm.bias']"}, tensor<32x8xf32> {jax.result_info = "grad['block.pw1.weight']"}, tensor<32xf32> {jax.result_info = "grad['block.pw1.bias']"}, tensor<8x32xf32> {jax.result_info = "grad['block.pw2.weight']"}, tensor<8xf32> {jax.result_info = "grad['block.pw2.bias']"}, tensor<4x8xf32> {jax.result_info = "grad['head.weight']"}, tensor<4xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<1> : tensor<1x4xi64>
    %c_0 = stablehlo.constant dense<9> : tensor<4x1xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<4xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<4xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<4xi64>
    %c_4 = stablehlo.constant dense<4> : tensor<i64>
    %c_5 = stablehlo.constant dense<1> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_7 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_9 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x8x4x4xf32>
    %cst_10 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<8x4xf32>
    %cst_12 = stablehlo.constant dense<2.500000e-02> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x9x9xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<8x4x4x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<8x4x4x32xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<8x4x4x32xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<8x4x4x32xf32>
    %cst_23 = stablehlo.constant dense<-4.000000e+00> : tensor<8x4x4x32xf32>
    %cst_24 = stablehlo.constant dense<4.000000e+00> : tensor<8x4x4x32xf32>
    %cst_25 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x4x4x32xf32>
    %cst_26 = stablehlo.constant dense<2.77068146E-8> : tensor<8x4x4x32xf32>
    %cst_27 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x4x4x32xf32>
    %cst_28 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x4x4x32xf32>
    %cst_29 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x4x4x32xf32>
    %cst_30 = stablehlo.constant dense<-2.954600e-03> : tensor<8x4x4x32xf32>
    %cst_31 = stablehlo.constant dense<-0.0160960332> : tensor<8x4x4x32xf32>
    %cst_32 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x4x4x32xf32>
    %cst_33 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x4x4x32xf32>
    %cst_34 = stablehlo.constant dense<-0.00168282702> : tensor<8x4x4x32xf32>
    %cst_35 = stablehlo.constant dense<-0.00737332925> : tensor<8x4x4x32xf32>
    %cst_36 = stablehlo.constant dense<-0.0142647391> : tensor<8x4x4x32xf32>
    %cst_37 = stablehlo.constant dense<-1.000000e+00> : tensor<8x4x4x32xf32>
    %cst_38 = arith.constant dense<8> : tensor<1xi64>
    %cst_39 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_40 = arith.constant dense<16> : tensor<1xi64>
    %cst_41 = arith.constant dense<1> : tensor<1xi64>
    %cst_42 = arith.constant dense<2.500000e-02> : tensor<1xf64>
    %cst_43 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %cst_44 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_45 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_46 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_47 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %cst_48 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x19x19xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x9x9xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x9x9xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x9x9xf32>
    %4 = stablehlo.maximum %3, %cst_16 : tensor<8x8x9x9xf32>
    %5 = stablehlo.iota dim = 2 : tensor<8x8x81xi64>
    %6 = stablehlo.reshape %5 : (tensor<8x8x81xi64>) -> tensor<8x8x9x9xi64>
    %7:2 = "stablehlo.reduce_window"(%4, %6, %cst_17, %c_15) <{padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<i64>, %arg23: tensor<f32>, %arg24: tensor<i64>):
      %897 = stablehlo.compare GE, %arg21, %arg23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %898 = stablehlo.select %897, %arg21, %arg23 : tensor<i1>, tensor<f32>
      %899 = stablehlo.compare EQ, %arg21, %arg23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %900 = stablehlo.minimum %arg22, %arg24 : tensor<i64>
      %901 = stablehlo.select %897, %arg22, %arg24 : tensor<i1>, tensor<i64>
      %902 = stablehlo.select %899, %900, %901 : tensor<i1>, tensor<i64>
      stablehlo.return %898, %902 : tensor<f32>, tensor<i64>
    }) : (tensor<8x8x9x9xf32>, tensor<8x8x9x9xi64>, tensor<f32>, tensor<i64>) -> (tensor<8x8x4x4xf32>, tensor<8x8x4x4xi64>)
    %8 = stablehlo.convolution(%7#0, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<4x8x1x1xf32>) -> tensor<8x4x4x4xf32>
    %9 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<8x4x4x4xf32>
    %11 = stablehlo.add %8, %10 : tensor<8x4x4x4xf32>
    %12 = stablehlo.maximum %11, %cst_18 : tensor<8x4x4x4xf32>
    %13 = stablehlo.convolution(%12, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x4x4xf32>, tensor<4x4x1x1xf32>) -> tensor<8x4x4x4xf32>
    %14 = stablehlo.reshape %arg7 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<8x4x4x4xf32>
    %16 = stablehlo.add %13, %15 : tensor<8x4x4x4xf32>
    %17 = stablehlo.maximum %16, %cst_18 : tensor<8x4x4x4xf32>
    %18 = stablehlo.convolution(%12, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x4x4xf32>, tensor<4x4x3x3xf32>) -> tensor<8x4x4x4xf32>
    %19 = stablehlo.reshape %arg9 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<8x4x4x4xf32>
    %21 = stablehlo.add %18, %20 : tensor<8x4x4x4xf32>
    %22 = stablehlo.maximum %21, %cst_18 : tensor<8x4x4x4xf32>
    %23 = stablehlo.concatenate %17, %22, dim = 1 : (tensor<8x4x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x8x4x4xf32>
    %24 = stablehlo.convolution(%23, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x4x4xf32>, tensor<8x1x7x7xf32>) -> tensor<8x8x4x4xf32>
    %25 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x8x4x4xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 3, 1] : (tensor<8x8x4x4xf32>) -> tensor<8x4x4x8xf32>
    %29 = stablehlo.convert %28 : (tensor<8x4x4x8xf32>) -> tensor<8x4x4x8xf64>
    %30 = stablehlo.reduce(%29 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %31 = stablehlo.reshape %30 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %32 = stablehlo.convert %cst_38 : (tensor<1xi64>) -> tensor<1xf64>
    %33 = stablehlo.reshape %32 : (tensor<1xf64>) -> tensor<f64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f64>) -> tensor<8x4x4x1xf64>
    %35 = stablehlo.divide %31, %34 : tensor<8x4x4x1xf64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x8xf64>
    %37 = stablehlo.subtract %29, %36 : tensor<8x4x4x8xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<8x4x4x8xf64>
    %39 = stablehlo.reduce(%38 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %40 = stablehlo.reshape %39 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %41 = stablehlo.divide %40, %34 : tensor<8x4x4x1xf64>
    %42 = stablehlo.convert %41 : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x1xf32>
    %43 = stablehlo.reduce(%28 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %45 = stablehlo.convert %cst_38 : (tensor<1xi64>) -> tensor<1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1xf32>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x4x4x1xf32>
    %48 = stablehlo.divide %44, %47 : tensor<8x4x4x1xf32>
    %49 = stablehlo.convert %cst_39 : (tensor<1xf64>) -> tensor<1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8x4x4x1xf32>
    %52 = stablehlo.add %42, %51 : tensor<8x4x4x1xf32>
    %53 = stablehlo.rsqrt %52 : tensor<8x4x4x1xf32>
    %54 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %55 = stablehlo.subtract %28, %54 : tensor<8x4x4x8xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8x4x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<8x4x4x8xf32>
    %60 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %61 = stablehlo.add %59, %60 : tensor<8x4x4x8xf32>
    %62 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %63 = stablehlo.reshape %61 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %64 = stablehlo.dot_general %63, %62, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x32xf32>) -> tensor<128x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<128x32xf32>) -> tensor<8x4x4x32xf32>
    %66 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %67 = stablehlo.add %65, %66 : tensor<8x4x4x32xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x4x4x32xf32>) -> tensor<128x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<128x32xf32>) -> tensor<8x4x4x32xf32>
    %70 = stablehlo.multiply %69, %cst_22 : tensor<8x4x4x32xf32>
    %71 = stablehlo.rsqrt %cst_21 : tensor<8x4x4x32xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<8x4x4x32xf32>
    %73 = stablehlo.clamp %cst_23, %72, %cst_24 : tensor<8x4x4x32xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<8x4x4x32xf32>
    %75 = stablehlo.multiply %cst_25, %74 : tensor<8x4x4x32xf32>
    %76 = stablehlo.add %75, %cst_26 : tensor<8x4x4x32xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<8x4x4x32xf32>
    %78 = stablehlo.add %77, %cst_27 : tensor<8x4x4x32xf32>
    %79 = stablehlo.multiply %78, %74 : tensor<8x4x4x32xf32>
    %80 = stablehlo.add %79, %cst_28 : tensor<8x4x4x32xf32>
    %81 = stablehlo.multiply %80, %74 : tensor<8x4x4x32xf32>
    %82 = stablehlo.add %81, %cst_29 : tensor<8x4x4x32xf32>
    %83 = stablehlo.multiply %82, %74 : tensor<8x4x4x32xf32>
    %84 = stablehlo.add %83, %cst_30 : tensor<8x4x4x32xf32>
    %85 = stablehlo.multiply %84, %74 : tensor<8x4x4x32xf32>
    %86 = stablehlo.add %85, %cst_31 : tensor<8x4x4x32xf32>
    %87 = stablehlo.multiply %cst_32, %74 : tensor<8x4x4x32xf32>
    %88 = stablehlo.add %87, %cst_33 : tensor<8x4x4x32xf32>
    %89 = stablehlo.multiply %88, %74 : tensor<8x4x4x32xf32>
    %90 = stablehlo.add %89, %cst_34 : tensor<8x4x4x32xf32>
    %91 = stablehlo.multiply %90, %74 : tensor<8x4x4x32xf32>
    %92 = stablehlo.add %91, %cst_35 : tensor<8x4x4x32xf32>
    %93 = stablehlo.multiply %92, %74 : tensor<8x4x4x32xf32>
    %94 = stablehlo.add %93, %cst_36 : tensor<8x4x4x32xf32>
    %95 = stablehlo.multiply %73, %86 : tensor<8x4x4x32xf32>
    %96 = stablehlo.divide %95, %94 : tensor<8x4x4x32xf32>
    %97 = stablehlo.clamp %cst_37, %96, %cst_20 : tensor<8x4x4x32xf32>
    %98 = stablehlo.add %97, %cst_20 : tensor<8x4x4x32xf32>
    %99 = stablehlo.multiply %98, %70 : tensor<8x4x4x32xf32>
    %100 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %101 = stablehlo.reshape %99 : (tensor<8x4x4x32xf32>) -> tensor<128x32xf32>
    %102 = stablehlo.dot_general %101, %100, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x8xf32>) -> tensor<128x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %105 = stablehlo.add %103, %104 : tensor<8x4x4x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %108 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8x4x4x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 3, 1, 2] : (tensor<8x4x4x8xf32>) -> tensor<8x8x4x4xf32>
    %111 = stablehlo.add %23, %110 : tensor<8x8x4x4xf32>
    %112 = stablehlo.reduce(%111 init: %cst_14) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x8xf32>) -> tensor<8x8x1x1xf32>
    %114 = stablehlo.convert %cst_40 : (tensor<1xi64>) -> tensor<1xf32>
    %115 = stablehlo.reshape %114 : (tensor<1xf32>) -> tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<8x8x1x1xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x8x1x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x8x1x1xf32>) -> tensor<8x8xf32>
    %119 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %121 = stablehlo.convert %cst_41 : (tensor<1xi64>) -> tensor<1xf32>
    %122 = stablehlo.reshape %121 : (tensor<1xf32>) -> tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<8x4xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.multiply %arg20, %125 : tensor<4xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %128 = stablehlo.add %124, %127 : tensor<8x4xf32>
    %129 = stablehlo.reduce(%128 init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8xf32>) -> tensor<8x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %132 = stablehlo.subtract %128, %131 : tensor<8x4xf32>
    %133 = stablehlo.exponential %132 : tensor<8x4xf32>
    %134 = stablehlo.reduce(%133 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %135 = stablehlo.reshape %134 : (tensor<8xf32>) -> tensor<8x1xf32>
    %136 = stablehlo.log %135 : tensor<8x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %138 = stablehlo.subtract %132, %137 : tensor<8x4xf32>
    %139 = stablehlo.compare NE, %arg1, %c_9, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %141 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %142 = stablehlo.select %140, %141, %c_8 : tensor<8xi1>, tensor<8xi64>
    %143 = stablehlo.reshape %142 : (tensor<8xi64>) -> tensor<8x1xi64>
    %144 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %145 = stablehlo.reshape %143 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %146 = stablehlo.concatenate %144, %145, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %147 = "stablehlo.gather"(%138, %146) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x4xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x1xf32>) -> tensor<8xf32>
    %149 = stablehlo.negate %148 : tensor<8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %151 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %152 = stablehlo.select %140, %150, %151 : tensor<8xi1>, tensor<8xf32>
    %153 = stablehlo.convert %139 : (tensor<8xi1>) -> tensor<8xi64>
    %154 = stablehlo.reduce(%153 init: %c_15) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %155 = stablehlo.convert %154 : (tensor<i64>) -> tensor<f32>
    %156 = stablehlo.reduce(%152 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %157 = stablehlo.divide %156, %155 : tensor<f32>
    %158 = stablehlo.reduce(%138 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %159 = stablehlo.negate %158 : tensor<8xf32>
    %160 = stablehlo.compare EQ, %arg1, %c_9, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %163 = stablehlo.select %161, %151, %162 : tensor<8xi1>, tensor<8xf32>
    %164 = stablehlo.not %160 : tensor<8xi1>
    %165 = stablehlo.convert %164 : (tensor<8xi1>) -> tensor<8xi64>
    %166 = stablehlo.reduce(%165 init: %c_15) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %167 = stablehlo.reduce(%163 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %168 = stablehlo.convert %166 : (tensor<i64>) -> tensor<f32>
    %169 = stablehlo.divide %167, %168 : tensor<f32>
    %170 = stablehlo.convert %cst_42 : (tensor<1xf64>) -> tensor<1xf32>
    %171 = stablehlo.reshape %170 : (tensor<1xf32>) -> tensor<f32>
    %172 = stablehlo.multiply %169, %171 : tensor<f32>
    %173 = stablehlo.convert %cst_43 : (tensor<1xf64>) -> tensor<1xf32>
    %174 = stablehlo.reshape %173 : (tensor<1xf32>) -> tensor<f32>
    %175 = stablehlo.multiply %157, %174 : tensor<f32>
    %176 = stablehlo.add %175, %172 : tensor<f32>
    %177 = stablehlo.divide %cst_12, %168 : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %180 = stablehlo.select %161, %151, %179 : tensor<8xi1>, tensor<8xf32>
    %181 = stablehlo.negate %180 : tensor<8xf32>
    %182 = stablehlo.reshape %181 : (tensor<8xf32>) -> tensor<8x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %184 = stablehlo.divide %cst_13, %155 : tensor<f32>
    %185 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %186 = stablehlo.compare NE, %185, %c_7, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %188 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %189 = stablehlo.select %187, %188, %c_6 : tensor<8x1xi1>, tensor<8x1xi64>
    %190 = stablehlo.slice %cst_10 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %191 = stablehlo.reshape %189 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %192 = stablehlo.concatenate %144, %191, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %193 = "stablehlo.scatter"(%cst_11, %192, %190) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      stablehlo.return %arg22 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x4xf32>
    %194 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %195 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %196 = stablehlo.select %187, %194, %195 : tensor<8x1xi1>, tensor<8x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %198 = stablehlo.multiply %193, %197 : tensor<8x4xf32>
    %199 = stablehlo.add %183, %198 : tensor<8x4xf32>
    %200 = stablehlo.exponential %138 : tensor<8x4xf32>
    %201 = stablehlo.reduce(%199 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %202 = stablehlo.reshape %201 : (tensor<8xf32>) -> tensor<8x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<8x4xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<8x4xf32>
    %206 = stablehlo.transpose %119, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %208 = stablehlo.transpose %205, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %209 = stablehlo.dot_general %208, %118, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %210 = stablehlo.transpose %209, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %211 = stablehlo.reduce(%205 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %212 = stablehlo.reshape %211 : (tensor<4xf32>) -> tensor<1x4xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x4xf32>) -> tensor<4xf32>
    %214 = stablehlo.transpose %210, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %215 = stablehlo.reshape %207 : (tensor<8x8xf32>) -> tensor<8x8x1x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %217 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<8x8x4x4xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8x8x4x4xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 3, 1] : (tensor<8x8x4x4xf32>) -> tensor<8x4x4x8xf32>
    %220 = stablehlo.multiply %219, %107 : tensor<8x4x4x8xf32>
    %221 = stablehlo.multiply %219, %108 : tensor<8x4x4x8xf32>
    %222 = stablehlo.reduce(%220 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %223 = stablehlo.reshape %222 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %225 = stablehlo.reduce(%221 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %226 = stablehlo.reshape %225 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %228 = stablehlo.reshape %221 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %229 = stablehlo.transpose %228, dims = [1, 0] : (tensor<128x8xf32>) -> tensor<8x128xf32>
    %230 = stablehlo.dot_general %229, %101, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %231 = stablehlo.transpose %230, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %232 = stablehlo.transpose %100, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %233 = stablehlo.dot_general %228, %232, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x32xf32>) -> tensor<128x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<128x32xf32>) -> tensor<8x4x4x32xf32>
    %235 = stablehlo.transpose %231, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %236 = stablehlo.convert %cst_44 : (tensor<1xf64>) -> tensor<1xf32>
    %237 = stablehlo.reshape %236 : (tensor<1xf32>) -> tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %239 = stablehlo.multiply %69, %238 : tensor<8x4x4x32xf32>
    %240 = stablehlo.clamp %cst_23, %239, %cst_24 : tensor<8x4x4x32xf32>
    %241 = stablehlo.multiply %240, %240 : tensor<8x4x4x32xf32>
    %242 = stablehlo.multiply %cst_25, %241 : tensor<8x4x4x32xf32>
    %243 = stablehlo.add %242, %cst_26 : tensor<8x4x4x32xf32>
    %244 = stablehlo.multiply %243, %241 : tensor<8x4x4x32xf32>
    %245 = stablehlo.add %244, %cst_27 : tensor<8x4x4x32xf32>
    %246 = stablehlo.multiply %245, %241 : tensor<8x4x4x32xf32>
    %247 = stablehlo.add %246, %cst_28 : tensor<8x4x4x32xf32>
    %248 = stablehlo.multiply %247, %241 : tensor<8x4x4x32xf32>
    %249 = stablehlo.add %248, %cst_29 : tensor<8x4x4x32xf32>
    %250 = stablehlo.multiply %249, %241 : tensor<8x4x4x32xf32>
    %251 = stablehlo.add %250, %cst_30 : tensor<8x4x4x32xf32>
    %252 = stablehlo.multiply %251, %241 : tensor<8x4x4x32xf32>
    %253 = stablehlo.add %252, %cst_31 : tensor<8x4x4x32xf32>
    %254 = stablehlo.multiply %cst_32, %241 : tensor<8x4x4x32xf32>
    %255 = stablehlo.add %254, %cst_33 : tensor<8x4x4x32xf32>
    %256 = stablehlo.multiply %255, %241 : tensor<8x4x4x32xf32>
    %257 = stablehlo.add %256, %cst_34 : tensor<8x4x4x32xf32>
    %258 = stablehlo.multiply %257, %241 : tensor<8x4x4x32xf32>
    %259 = stablehlo.add %258, %cst_35 : tensor<8x4x4x32xf32>
    %260 = stablehlo.multiply %259, %241 : tensor<8x4x4x32xf32>
    %261 = stablehlo.add %260, %cst_36 : tensor<8x4x4x32xf32>
    %262 = stablehlo.multiply %240, %253 : tensor<8x4x4x32xf32>
    %263 = stablehlo.divide %262, %261 : tensor<8x4x4x32xf32>
    %264 = stablehlo.clamp %cst_37, %263, %cst_20 : tensor<8x4x4x32xf32>
    %265 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %266 = stablehlo.add %264, %265 : tensor<8x4x4x32xf32>
    %267 = stablehlo.convert %cst_45 : (tensor<1xf64>) -> tensor<1xf32>
    %268 = stablehlo.reshape %267 : (tensor<1xf32>) -> tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %270 = stablehlo.multiply %266, %269 : tensor<8x4x4x32xf32>
    %271 = stablehlo.multiply %69, %69 : tensor<8x4x4x32xf32>
    %272 = stablehlo.convert %cst_46 : (tensor<1xf64>) -> tensor<1xf32>
    %273 = stablehlo.reshape %272 : (tensor<1xf32>) -> tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %275 = stablehlo.multiply %271, %274 : tensor<8x4x4x32xf32>
    %276 = stablehlo.exponential %275 : tensor<8x4x4x32xf32>
    %277 = stablehlo.convert %cst_47 : (tensor<1xf64>) -> tensor<1xf32>
    %278 = stablehlo.reshape %277 : (tensor<1xf32>) -> tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %280 = stablehlo.multiply %276, %279 : tensor<8x4x4x32xf32>
    %281 = stablehlo.multiply %69, %280 : tensor<8x4x4x32xf32>
    %282 = stablehlo.add %270, %281 : tensor<8x4x4x32xf32>
    %283 = stablehlo.multiply %234, %282 : tensor<8x4x4x32xf32>
    %284 = stablehlo.reduce(%283 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %285 = stablehlo.reshape %284 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %287 = stablehlo.reshape %283 : (tensor<8x4x4x32xf32>) -> tensor<128x32xf32>
    %288 = stablehlo.transpose %287, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %289 = stablehlo.dot_general %288, %63, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x8xf32>) -> tensor<32x8xf32>
    %290 = stablehlo.transpose %289, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %291 = stablehlo.transpose %62, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %292 = stablehlo.dot_general %287, %291, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x8xf32>) -> tensor<128x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %294 = stablehlo.transpose %290, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %295 = stablehlo.multiply %293, %58 : tensor<8x4x4x8xf32>
    %296 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x4x4x8xf32>
    %297 = stablehlo.multiply %295, %296 : tensor<8x4x4x8xf32>
    %298 = stablehlo.reduce(%295 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %299 = stablehlo.reshape %298 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %300 = stablehlo.multiply %295, %57 : tensor<8x4x4x8xf32>
    %301 = stablehlo.reduce(%300 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %304 = stablehlo.multiply %57, %303 : tensor<8x4x4x8xf32>
    %305 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %306 = stablehlo.subtract %297, %305 : tensor<8x4x4x8xf32>
    %307 = stablehlo.subtract %306, %304 : tensor<8x4x4x8xf32>
    %308 = stablehlo.divide %53, %47 : tensor<8x4x4x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %310 = stablehlo.multiply %309, %307 : tensor<8x4x4x8xf32>
    %311 = stablehlo.multiply %293, %57 : tensor<8x4x4x8xf32>
    %312 = stablehlo.reduce(%311 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %313 = stablehlo.reduce(%293 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %314 = stablehlo.transpose %310, dims = [0, 3, 1, 2] : (tensor<8x4x4x8xf32>) -> tensor<8x8x4x4xf32>
    %315 = stablehlo.transpose %arg11, dims = [2, 3, 1, 0] : (tensor<8x1x7x7xf32>) -> tensor<7x7x1x8xf32>
    %316 = stablehlo.reverse %315, dims = [0, 1] : tensor<7x7x1x8xf32>
    %317 = stablehlo.reshape %316 : (tensor<7x7x1x8xf32>) -> tensor<7x7x1x8x1xf32>
    %318 = stablehlo.transpose %317, dims = [0, 1, 3, 2, 4] : (tensor<7x7x1x8x1xf32>) -> tensor<7x7x8x1x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<7x7x8x1x1xf32>) -> tensor<7x7x8x1xf32>
    %320 = stablehlo.convolution(%314, %319) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x4x4xf32>, tensor<7x7x8x1xf32>) -> tensor<8x8x4x4xf32>
    %321 = stablehlo.convert %cst_48 : (tensor<1xf64>) -> tensor<1xf32>
    %322 = stablehlo.reshape %321 : (tensor<1xf32>) -> tensor<f32>
    %323 = stablehlo.pad %23, %322, low = [0, 0, 3, 3], high = [0, 0, 3, 3], interior = [0, 0, 0, 0] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8x8x10x10xf32>
    %324 = stablehlo.reshape %314 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %325 = stablehlo.transpose %324, dims = [1, 2, 0, 3] : (tensor<8x8x1x16xf32>) -> tensor<8x1x8x16xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x1x8x16xf32>) -> tensor<8x1x128xf32>
    %327 = stablehlo.slice %323 [0:8, 0:8, 0:4, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %328 = stablehlo.slice %327 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %329 = stablehlo.reshape %328 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %333 = stablehlo.dot_general %326, %332, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %334 = stablehlo.slice %327 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %335 = stablehlo.reshape %334 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %336 = stablehlo.transpose %335, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %337 = stablehlo.reshape %336 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %339 = stablehlo.dot_general %326, %338, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %340 = stablehlo.slice %327 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %342 = stablehlo.transpose %341, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %345 = stablehlo.dot_general %326, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %346 = stablehlo.slice %327 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %348 = stablehlo.transpose %347, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %349 = stablehlo.reshape %348 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %351 = stablehlo.dot_general %326, %350, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %352 = stablehlo.slice %327 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %353 = stablehlo.reshape %352 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %357 = stablehlo.dot_general %326, %356, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %358 = stablehlo.slice %327 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %359 = stablehlo.reshape %358 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %360 = stablehlo.transpose %359, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %363 = stablehlo.dot_general %326, %362, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %364 = stablehlo.slice %327 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %365 = stablehlo.reshape %364 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %366 = stablehlo.transpose %365, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %369 = stablehlo.dot_general %326, %368, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %370 = stablehlo.slice %323 [0:8, 0:8, 1:5, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %371 = stablehlo.slice %370 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %372 = stablehlo.reshape %371 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %373 = stablehlo.transpose %372, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %376 = stablehlo.dot_general %326, %375, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %377 = stablehlo.slice %370 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %379 = stablehlo.transpose %378, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %380 = stablehlo.reshape %379 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %382 = stablehlo.dot_general %326, %381, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %383 = stablehlo.slice %370 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %384 = stablehlo.reshape %383 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %385 = stablehlo.transpose %384, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %388 = stablehlo.dot_general %326, %387, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %389 = stablehlo.slice %370 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %391 = stablehlo.transpose %390, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %394 = stablehlo.dot_general %326, %393, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %395 = stablehlo.slice %370 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %396 = stablehlo.reshape %395 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %397 = stablehlo.transpose %396, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %400 = stablehlo.dot_general %326, %399, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %401 = stablehlo.slice %370 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %402 = stablehlo.reshape %401 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %403 = stablehlo.transpose %402, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %406 = stablehlo.dot_general %326, %405, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %407 = stablehlo.slice %370 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %409 = stablehlo.transpose %408, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %412 = stablehlo.dot_general %326, %411, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %413 = stablehlo.slice %323 [0:8, 0:8, 2:6, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %414 = stablehlo.slice %413 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %416 = stablehlo.transpose %415, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %419 = stablehlo.dot_general %326, %418, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %420 = stablehlo.slice %413 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %425 = stablehlo.dot_general %326, %424, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %426 = stablehlo.slice %413 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %428 = stablehlo.transpose %427, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %431 = stablehlo.dot_general %326, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %432 = stablehlo.slice %413 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %433 = stablehlo.reshape %432 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %434 = stablehlo.transpose %433, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %435 = stablehlo.reshape %434 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %437 = stablehlo.dot_general %326, %436, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %438 = stablehlo.slice %413 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %440 = stablehlo.transpose %439, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %443 = stablehlo.dot_general %326, %442, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %444 = stablehlo.slice %413 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %446 = stablehlo.transpose %445, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %449 = stablehlo.dot_general %326, %448, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %450 = stablehlo.slice %413 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %451 = stablehlo.reshape %450 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %452 = stablehlo.transpose %451, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %455 = stablehlo.dot_general %326, %454, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %456 = stablehlo.slice %323 [0:8, 0:8, 3:7, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %457 = stablehlo.slice %456 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %459 = stablehlo.transpose %458, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %462 = stablehlo.dot_general %326, %461, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %463 = stablehlo.slice %456 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %465 = stablehlo.transpose %464, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %468 = stablehlo.dot_general %326, %467, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %469 = stablehlo.slice %456 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %470 = stablehlo.reshape %469 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %471 = stablehlo.transpose %470, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %474 = stablehlo.dot_general %326, %473, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %475 = stablehlo.slice %456 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %476 = stablehlo.reshape %475 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %477 = stablehlo.transpose %476, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %480 = stablehlo.dot_general %326, %479, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %481 = stablehlo.slice %456 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %483 = stablehlo.transpose %482, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %486 = stablehlo.dot_general %326, %485, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %487 = stablehlo.slice %456 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %492 = stablehlo.dot_general %326, %491, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %493 = stablehlo.slice %456 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %494 = stablehlo.reshape %493 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %495 = stablehlo.transpose %494, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %496 = stablehlo.reshape %495 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %498 = stablehlo.dot_general %326, %497, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %499 = stablehlo.slice %323 [0:8, 0:8, 4:8, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %500 = stablehlo.slice %499 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %502 = stablehlo.transpose %501, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %505 = stablehlo.dot_general %326, %504, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %506 = stablehlo.slice %499 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %507 = stablehlo.reshape %506 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %508 = stablehlo.transpose %507, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %509 = stablehlo.reshape %508 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %511 = stablehlo.dot_general %326, %510, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %512 = stablehlo.slice %499 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %513 = stablehlo.reshape %512 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %514 = stablehlo.transpose %513, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %515 = stablehlo.reshape %514 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %517 = stablehlo.dot_general %326, %516, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %518 = stablehlo.slice %499 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %519 = stablehlo.reshape %518 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %520 = stablehlo.transpose %519, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %523 = stablehlo.dot_general %326, %522, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %524 = stablehlo.slice %499 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %526 = stablehlo.transpose %525, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %527 = stablehlo.reshape %526 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %529 = stablehlo.dot_general %326, %528, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %530 = stablehlo.slice %499 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %531 = stablehlo.reshape %530 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %532 = stablehlo.transpose %531, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %535 = stablehlo.dot_general %326, %534, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %536 = stablehlo.slice %499 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %537 = stablehlo.reshape %536 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %538 = stablehlo.transpose %537, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %541 = stablehlo.dot_general %326, %540, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %542 = stablehlo.slice %323 [0:8, 0:8, 5:9, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %543 = stablehlo.slice %542 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %544 = stablehlo.reshape %543 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %545 = stablehlo.transpose %544, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %548 = stablehlo.dot_general %326, %547, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %549 = stablehlo.slice %542 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %551 = stablehlo.transpose %550, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %552 = stablehlo.reshape %551 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %554 = stablehlo.dot_general %326, %553, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %555 = stablehlo.slice %542 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %557 = stablehlo.transpose %556, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %560 = stablehlo.dot_general %326, %559, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %561 = stablehlo.slice %542 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %562 = stablehlo.reshape %561 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %563 = stablehlo.transpose %562, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %566 = stablehlo.dot_general %326, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %567 = stablehlo.slice %542 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %568 = stablehlo.reshape %567 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %569 = stablehlo.transpose %568, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %572 = stablehlo.dot_general %326, %571, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %573 = stablehlo.slice %542 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %575 = stablehlo.transpose %574, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %576 = stablehlo.reshape %575 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %578 = stablehlo.dot_general %326, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %579 = stablehlo.slice %542 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %580 = stablehlo.reshape %579 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %581 = stablehlo.transpose %580, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %582 = stablehlo.reshape %581 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %584 = stablehlo.dot_general %326, %583, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %585 = stablehlo.slice %323 [0:8, 0:8, 6:10, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x4x10xf32>
    %586 = stablehlo.slice %585 [0:8, 0:8, 0:4, 0:4] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %588 = stablehlo.transpose %587, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %591 = stablehlo.dot_general %326, %590, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %592 = stablehlo.slice %585 [0:8, 0:8, 0:4, 1:5] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %594 = stablehlo.transpose %593, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %595 = stablehlo.reshape %594 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %597 = stablehlo.dot_general %326, %596, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %598 = stablehlo.slice %585 [0:8, 0:8, 0:4, 2:6] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %600 = stablehlo.transpose %599, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %603 = stablehlo.dot_general %326, %602, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %604 = stablehlo.slice %585 [0:8, 0:8, 0:4, 3:7] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %606 = stablehlo.transpose %605, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %607 = stablehlo.reshape %606 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %609 = stablehlo.dot_general %326, %608, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %610 = stablehlo.slice %585 [0:8, 0:8, 0:4, 4:8] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %611 = stablehlo.reshape %610 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %612 = stablehlo.transpose %611, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %613 = stablehlo.reshape %612 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %615 = stablehlo.dot_general %326, %614, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %616 = stablehlo.slice %585 [0:8, 0:8, 0:4, 5:9] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %617 = stablehlo.reshape %616 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %618 = stablehlo.transpose %617, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %619 = stablehlo.reshape %618 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %621 = stablehlo.dot_general %326, %620, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %622 = stablehlo.slice %585 [0:8, 0:8, 0:4, 6:10] : (tensor<8x8x4x10xf32>) -> tensor<8x8x4x4xf32>
    %623 = stablehlo.reshape %622 : (tensor<8x8x4x4xf32>) -> tensor<8x8x1x16xf32>
    %624 = stablehlo.transpose %623, dims = [1, 0, 3, 2] : (tensor<8x8x1x16xf32>) -> tensor<8x8x16x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<8x8x16x1xf32>) -> tensor<8x128x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1xf32>
    %627 = stablehlo.dot_general %326, %626, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x128xf32>, tensor<8x128x1xf32>) -> tensor<8x1x1xf32>
    %628 = stablehlo.reshape %333 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %629 = stablehlo.reshape %339 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %630 = stablehlo.reshape %345 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %631 = stablehlo.reshape %351 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %632 = stablehlo.reshape %357 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %633 = stablehlo.reshape %363 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %634 = stablehlo.reshape %369 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %635 = stablehlo.reshape %376 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %636 = stablehlo.reshape %382 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %637 = stablehlo.reshape %388 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %638 = stablehlo.reshape %394 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %639 = stablehlo.reshape %400 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %640 = stablehlo.reshape %406 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %641 = stablehlo.reshape %412 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %642 = stablehlo.reshape %419 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %643 = stablehlo.reshape %425 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %644 = stablehlo.reshape %431 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %645 = stablehlo.reshape %437 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %646 = stablehlo.reshape %443 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %647 = stablehlo.reshape %449 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %648 = stablehlo.reshape %455 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %649 = stablehlo.reshape %462 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %650 = stablehlo.reshape %468 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %651 = stablehlo.reshape %474 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %652 = stablehlo.reshape %480 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %653 = stablehlo.reshape %486 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %654 = stablehlo.reshape %492 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %655 = stablehlo.reshape %498 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %656 = stablehlo.reshape %505 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %657 = stablehlo.reshape %511 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %658 = stablehlo.reshape %517 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %659 = stablehlo.reshape %523 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %660 = stablehlo.reshape %529 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %661 = stablehlo.reshape %535 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %662 = stablehlo.reshape %541 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %663 = stablehlo.reshape %548 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %664 = stablehlo.reshape %554 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %665 = stablehlo.reshape %560 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %666 = stablehlo.reshape %566 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %667 = stablehlo.reshape %572 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %668 = stablehlo.reshape %578 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %669 = stablehlo.reshape %584 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %670 = stablehlo.reshape %591 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %671 = stablehlo.reshape %597 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %672 = stablehlo.reshape %603 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %673 = stablehlo.reshape %609 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %674 = stablehlo.reshape %615 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %675 = stablehlo.reshape %621 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %676 = stablehlo.reshape %627 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %677 = stablehlo.concatenate %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, dim = 3 : (tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>) -> tensor<8x1x1x49xf32>
    %678 = stablehlo.reshape %677 : (tensor<8x1x1x49xf32>) -> tensor<8x1x7x7xf32>
    %679 = stablehlo.reduce(%314 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    %680 = stablehlo.add %218, %320 : tensor<8x8x4x4xf32>
    %681 = stablehlo.slice %680 [0:8, 0:4, 0:4, 0:4] : (tensor<8x8x4x4xf32>) -> tensor<8x4x4x4xf32>
    %682 = stablehlo.slice %680 [0:8, 4:8, 0:4, 0:4] : (tensor<8x8x4x4xf32>) -> tensor<8x4x4x4xf32>
    %683 = stablehlo.convert %c_15 : (tensor<i64>) -> tensor<f32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [] : (tensor<f32>) -> tensor<8x4x4x4xf32>
    %685 = stablehlo.compare LE, %22, %684, FLOAT : (tensor<8x4x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xi1>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xi1>) -> tensor<8x4x4x4xi1>
    %687 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x4x4xf32>
    %688 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %689 = stablehlo.select %686, %687, %688 : tensor<8x4x4x4xi1>, tensor<8x4x4x4xf32>
    %690 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<4x4x3x3xf32>) -> tensor<3x3x4x4xf32>
    %691 = stablehlo.reverse %690, dims = [0, 1] : tensor<3x3x4x4xf32>
    %692 = stablehlo.convolution(%689, %691) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x4x4xf32>, tensor<3x3x4x4xf32>) -> tensor<8x4x4x4xf32>
    %693 = stablehlo.transpose %12, dims = [1, 0, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<4x8x4x4xf32>
    %694 = stablehlo.transpose %689, dims = [1, 0, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<4x8x4x4xf32>
    %695 = stablehlo.convolution(%693, %694) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x3x3xf32>
    %696 = stablehlo.transpose %695, dims = [1, 0, 2, 3] : (tensor<4x4x3x3xf32>) -> tensor<4x4x3x3xf32>
    %697 = stablehlo.reduce(%689 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %698 = stablehlo.compare LE, %17, %684, FLOAT : (tensor<8x4x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xi1>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xi1>) -> tensor<8x4x4x4xi1>
    %700 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %701 = stablehlo.select %699, %687, %700 : tensor<8x4x4x4xi1>, tensor<8x4x4x4xf32>
    %702 = stablehlo.transpose %arg6, dims = [2, 3, 1, 0] : (tensor<4x4x1x1xf32>) -> tensor<1x1x4x4xf32>
    %703 = stablehlo.reverse %702, dims = [0, 1] : tensor<1x1x4x4xf32>
    %704 = stablehlo.convolution(%701, %703) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x4x4xf32>, tensor<1x1x4x4xf32>) -> tensor<8x4x4x4xf32>
    %705 = stablehlo.transpose %701, dims = [1, 0, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<4x8x4x4xf32>
    %706 = stablehlo.convolution(%693, %705) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x4x1x1xf32>
    %707 = stablehlo.transpose %706, dims = [1, 0, 2, 3] : (tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
    %708 = stablehlo.reduce(%701 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %709 = stablehlo.add %692, %704 : tensor<8x4x4x4xf32>
    %710 = stablehlo.compare LE, %12, %684, FLOAT : (tensor<8x4x4x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xi1>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xi1>) -> tensor<8x4x4x4xi1>
    %712 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<8x4x4x4xf32>
    %713 = stablehlo.select %711, %687, %712 : tensor<8x4x4x4xi1>, tensor<8x4x4x4xf32>
    %714 = stablehlo.transpose %arg4, dims = [2, 3, 1, 0] : (tensor<4x8x1x1xf32>) -> tensor<1x1x8x4xf32>
    %715 = stablehlo.reverse %714, dims = [0, 1] : tensor<1x1x8x4xf32>
    %716 = stablehlo.convolution(%713, %715) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x4x4x4xf32>, tensor<1x1x8x4xf32>) -> tensor<8x8x4x4xf32>
    %717 = stablehlo.transpose %7#0, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %718 = stablehlo.transpose %713, dims = [1, 0, 2, 3] : (tensor<8x4x4x4xf32>) -> tensor<4x8x4x4xf32>
    %719 = stablehlo.convolution(%717, %718) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<8x4x1x1xf32>
    %720 = stablehlo.transpose %719, dims = [1, 0, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<4x8x1x1xf32>
    %721 = stablehlo.reduce(%713 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %722 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %723 = stablehlo.convert %c_4 : (tensor<i64>) -> tensor<f64>
    %724 = stablehlo.divide %723, %722 : tensor<f64>
    %725 = stablehlo.ceil %724 : tensor<f64>
    %726 = stablehlo.convert %725 : (tensor<f64>) -> tensor<i64>
    %727 = stablehlo.reshape %726 : (tensor<i64>) -> tensor<1xi64>
    %728 = stablehlo.dynamic_iota %727, dim = 0 : (tensor<1xi64>) -> tensor<4xi64>
    %729 = stablehlo.multiply %728, %c_3 : tensor<4xi64>
    %730 = stablehlo.add %729, %c_2 : tensor<4xi64>
    %731 = stablehlo.multiply %730, %c_1 : tensor<4xi64>
    %732 = stablehlo.add %731, %c_2 : tensor<4xi64>
    %733 = stablehlo.reshape %732 : (tensor<4xi64>) -> tensor<4x1xi64>
    %734 = stablehlo.multiply %733, %c_0 : tensor<4x1xi64>
    %735 = stablehlo.reshape %732 : (tensor<4xi64>) -> tensor<1x4xi64>
    %736 = stablehlo.multiply %735, %c : tensor<1x4xi64>
    %737 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %738 = stablehlo.broadcast_in_dim %736, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %739 = stablehlo.add %737, %738 : tensor<4x4xi64>
    %740 = stablehlo.broadcast_in_dim %739, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %741 = stablehlo.compare EQ, %7#1, %740, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %743 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %744 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %745 = stablehlo.select %742, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %746 = stablehlo.reshape %745 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %747 = stablehlo.pad %746, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %748 = stablehlo.reshape %747 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %749 = stablehlo.pad %748, %322, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %750 = stablehlo.reshape %749 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %751 = stablehlo.pad %750, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %752 = stablehlo.reshape %751 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %753 = stablehlo.pad %752, %322, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %754 = stablehlo.add %731, %c_3 : tensor<4xi64>
    %755 = stablehlo.reshape %754 : (tensor<4xi64>) -> tensor<1x4xi64>
    %756 = stablehlo.multiply %755, %c : tensor<1x4xi64>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %758 = stablehlo.add %737, %757 : tensor<4x4xi64>
    %759 = stablehlo.broadcast_in_dim %758, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %760 = stablehlo.compare EQ, %7#1, %759, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %762 = stablehlo.select %761, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %763 = stablehlo.reshape %762 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %764 = stablehlo.pad %763, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %765 = stablehlo.reshape %764 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %766 = stablehlo.pad %765, %322, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %767 = stablehlo.reshape %766 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %768 = stablehlo.pad %767, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %769 = stablehlo.reshape %768 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %770 = stablehlo.pad %769, %322, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %771 = stablehlo.add %753, %770 : tensor<8x8x9x9xf32>
    %772 = stablehlo.add %731, %c_1 : tensor<4xi64>
    %773 = stablehlo.reshape %772 : (tensor<4xi64>) -> tensor<1x4xi64>
    %774 = stablehlo.multiply %773, %c : tensor<1x4xi64>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1] : (tensor<1x4xi64>) -> tensor<4x4xi64>
    %776 = stablehlo.add %737, %775 : tensor<4x4xi64>
    %777 = stablehlo.broadcast_in_dim %776, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %778 = stablehlo.compare EQ, %7#1, %777, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %779 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %780 = stablehlo.select %779, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %781 = stablehlo.reshape %780 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %782 = stablehlo.pad %781, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %783 = stablehlo.reshape %782 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %784 = stablehlo.pad %783, %322, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %785 = stablehlo.reshape %784 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %786 = stablehlo.pad %785, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %787 = stablehlo.reshape %786 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %788 = stablehlo.pad %787, %322, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x10xf32>
    %789 = stablehlo.slice %788 [0:8, 0:8, 0:9, 0:9] : (tensor<8x8x9x10xf32>) -> tensor<8x8x9x9xf32>
    %790 = stablehlo.add %771, %789 : tensor<8x8x9x9xf32>
    %791 = stablehlo.reshape %754 : (tensor<4xi64>) -> tensor<4x1xi64>
    %792 = stablehlo.multiply %791, %c_0 : tensor<4x1xi64>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %794 = stablehlo.add %793, %738 : tensor<4x4xi64>
    %795 = stablehlo.broadcast_in_dim %794, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %796 = stablehlo.compare EQ, %7#1, %795, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %798 = stablehlo.select %797, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %799 = stablehlo.reshape %798 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %800 = stablehlo.pad %799, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %801 = stablehlo.reshape %800 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %802 = stablehlo.pad %801, %322, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %803 = stablehlo.reshape %802 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %804 = stablehlo.pad %803, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %805 = stablehlo.reshape %804 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %806 = stablehlo.pad %805, %322, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %807 = stablehlo.add %790, %806 : tensor<8x8x9x9xf32>
    %808 = stablehlo.add %793, %757 : tensor<4x4xi64>
    %809 = stablehlo.broadcast_in_dim %808, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %810 = stablehlo.compare EQ, %7#1, %809, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %812 = stablehlo.select %811, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %813 = stablehlo.reshape %812 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %814 = stablehlo.pad %813, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %815 = stablehlo.reshape %814 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %816 = stablehlo.pad %815, %322, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %817 = stablehlo.reshape %816 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %818 = stablehlo.pad %817, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %819 = stablehlo.reshape %818 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %820 = stablehlo.pad %819, %322, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %821 = stablehlo.add %807, %820 : tensor<8x8x9x9xf32>
    %822 = stablehlo.add %793, %775 : tensor<4x4xi64>
    %823 = stablehlo.broadcast_in_dim %822, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %824 = stablehlo.compare EQ, %7#1, %823, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %826 = stablehlo.select %825, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %827 = stablehlo.reshape %826 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %828 = stablehlo.pad %827, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %829 = stablehlo.reshape %828 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %830 = stablehlo.pad %829, %322, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x9x4xf32>
    %831 = stablehlo.reshape %830 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %832 = stablehlo.pad %831, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %833 = stablehlo.reshape %832 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %834 = stablehlo.pad %833, %322, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x10xf32>
    %835 = stablehlo.slice %834 [0:8, 0:8, 0:9, 0:9] : (tensor<8x8x9x10xf32>) -> tensor<8x8x9x9xf32>
    %836 = stablehlo.add %821, %835 : tensor<8x8x9x9xf32>
    %837 = stablehlo.reshape %772 : (tensor<4xi64>) -> tensor<4x1xi64>
    %838 = stablehlo.multiply %837, %c_0 : tensor<4x1xi64>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1] : (tensor<4x1xi64>) -> tensor<4x4xi64>
    %840 = stablehlo.add %839, %738 : tensor<4x4xi64>
    %841 = stablehlo.broadcast_in_dim %840, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %842 = stablehlo.compare EQ, %7#1, %841, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %844 = stablehlo.select %843, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %845 = stablehlo.reshape %844 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %846 = stablehlo.pad %845, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %847 = stablehlo.reshape %846 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %848 = stablehlo.pad %847, %322, low = [0, 0, 2, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x10x4xf32>
    %849 = stablehlo.slice %848 [0:8, 0:8, 0:9, 0:4] : (tensor<8x8x10x4xf32>) -> tensor<8x8x9x4xf32>
    %850 = stablehlo.reshape %849 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %851 = stablehlo.pad %850, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %852 = stablehlo.reshape %851 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %853 = stablehlo.pad %852, %322, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %854 = stablehlo.add %836, %853 : tensor<8x8x9x9xf32>
    %855 = stablehlo.add %839, %757 : tensor<4x4xi64>
    %856 = stablehlo.broadcast_in_dim %855, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %857 = stablehlo.compare EQ, %7#1, %856, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %859 = stablehlo.select %858, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %860 = stablehlo.reshape %859 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %861 = stablehlo.pad %860, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %862 = stablehlo.reshape %861 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %863 = stablehlo.pad %862, %322, low = [0, 0, 2, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x10x4xf32>
    %864 = stablehlo.slice %863 [0:8, 0:8, 0:9, 0:4] : (tensor<8x8x10x4xf32>) -> tensor<8x8x9x4xf32>
    %865 = stablehlo.reshape %864 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %866 = stablehlo.pad %865, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %867 = stablehlo.reshape %866 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %868 = stablehlo.pad %867, %322, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x9xf32>
    %869 = stablehlo.add %854, %868 : tensor<8x8x9x9xf32>
    %870 = stablehlo.add %839, %775 : tensor<4x4xi64>
    %871 = stablehlo.broadcast_in_dim %870, dims = [2, 3] : (tensor<4x4xi64>) -> tensor<8x8x4x4xi64>
    %872 = stablehlo.compare EQ, %7#1, %871, SIGNED : (tensor<8x8x4x4xi64>, tensor<8x8x4x4xi64>) -> tensor<8x8x4x4xi1>
    %873 = stablehlo.broadcast_in_dim %872, dims = [0, 1, 2, 3] : (tensor<8x8x4x4xi1>) -> tensor<8x8x4x4xi1>
    %874 = stablehlo.select %873, %743, %744 : tensor<8x8x4x4xi1>, tensor<8x8x4x4xf32>
    %875 = stablehlo.reshape %874 : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x1x4xf32>
    %876 = stablehlo.pad %875, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 1, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x8x4x1x4xf32>, tensor<f32>) -> tensor<8x8x4x2x4xf32>
    %877 = stablehlo.reshape %876 : (tensor<8x8x4x2x4xf32>) -> tensor<8x8x8x4xf32>
    %878 = stablehlo.pad %877, %322, low = [0, 0, 2, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x4xf32>, tensor<f32>) -> tensor<8x8x10x4xf32>
    %879 = stablehlo.slice %878 [0:8, 0:8, 0:9, 0:4] : (tensor<8x8x10x4xf32>) -> tensor<8x8x9x4xf32>
    %880 = stablehlo.reshape %879 : (tensor<8x8x9x4xf32>) -> tensor<8x8x9x4x1xf32>
    %881 = stablehlo.pad %880, %322, low = [0, 0, 0, 0, 0], high = [0, 0, 0, 0, 1], interior = [0, 0, 0, 0, 0] : (tensor<8x8x9x4x1xf32>, tensor<f32>) -> tensor<8x8x9x4x2xf32>
    %882 = stablehlo.reshape %881 : (tensor<8x8x9x4x2xf32>) -> tensor<8x8x9x8xf32>
    %883 = stablehlo.pad %882, %322, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x9x8xf32>, tensor<f32>) -> tensor<8x8x9x10xf32>
    %884 = stablehlo.slice %883 [0:8, 0:8, 0:9, 0:9] : (tensor<8x8x9x10xf32>) -> tensor<8x8x9x9xf32>
    %885 = stablehlo.add %869, %884 : tensor<8x8x9x9xf32>
    %886 = stablehlo.broadcast_in_dim %683, dims = [] : (tensor<f32>) -> tensor<8x8x9x9xf32>
    %887 = stablehlo.compare LE, %4, %886, FLOAT : (tensor<8x8x9x9xf32>, tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xi1>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2, 3] : (tensor<8x8x9x9xi1>) -> tensor<8x8x9x9xi1>
    %889 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x9x9xf32>
    %890 = stablehlo.broadcast_in_dim %885, dims = [0, 1, 2, 3] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %891 = stablehlo.select %888, %889, %890 : tensor<8x8x9x9xi1>, tensor<8x8x9x9xf32>
    %892 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x19x19xf32>) -> tensor<3x8x19x19xf32>
    %893 = stablehlo.transpose %891, dims = [1, 0, 2, 3] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %894 = stablehlo.convolution(%892, %893) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x19x19xf32>, tensor<8x8x9x9xf32>) -> tensor<3x8x3x3xf32>
    %895 = stablehlo.transpose %894, dims = [1, 0, 2, 3] : (tensor<3x8x3x3xf32>) -> tensor<8x3x3x3xf32>
    %896 = stablehlo.reduce(%891 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x9x9xf32>, tensor<f32>) -> tensor<8xf32>
    return %176, %895, %896, %720, %721, %707, %708, %696, %697, %224, %678, %679, %312, %313, %294, %286, %235, %227, %214, %213 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<4x8x1x1xf32>, tensor<4xf32>, tensor<4x4x1x1xf32>, tensor<4xf32>, tensor<4x4x3x3xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8x1x7x7xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32x8xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>
  }
}
