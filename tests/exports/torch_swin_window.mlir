module {
  func.func @main(%arg0: tensor<8x3x8x8xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<9x2xf32> {jax.arg_info = "param['bias']", tag.role = "param"}, %arg3: tensor<8x3x2x2xf32> {jax.arg_info = "param['embed.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['embed.bias']", tag.role = "param"}, %arg5: tensor<8xf32> {jax.arg_info = "param['norm.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['norm.bias']", tag.role = "param"}, %arg7: tensor<24x8xf32> {jax.arg_info = "param['qkv.weight']", tag.role = "param"}, %arg8: tensor<24xf32> {jax.arg_info = "param['qkv.bias']", tag.role = "param"}, %arg9: tensor<8x8xf32> {jax.arg_info = "param['proj.weight']", tag.role = "param"}, %arg10: tensor<8xf32> {jax.arg_info = "param['proj.bias']", tag.role = "param"}, %arg11: tensor<8xf32> {jax.arg_info = "param['mlp.0.weight']", tag.role = "param"}, %arg12: tensor<8xf32> {jax.arg_info = "param['mlp.0.bias']", tag.role = "param"}, %arg13: tensor<16x8xf32> {jax.arg_info = "param['mlp.1.weight']", tag.role = "param"}, %arg14: tensor<16xf32> {jax.arg_info = "param['mlp.1.bias']", tag.role = "param"}, %arg15: tensor<8x16xf32> {jax.arg_info = "param['mlp.3.weight']", tag.role = "param"}, %arg16: tensor<8xf32> {jax.arg_info = "param['mlp.3.bias']", tag.role = "param"}, %arg17: tensor<4x8xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg18: tensor<4xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<9x2xf32> {jax.result_info = "grad['bias']"}, tensor<8x3x2x2xf32> {jax.result_info = "grad['embed.weight']"}, tensor<8xf32> {jax.result_info = "grad['embed.bias']"}, tensor<8xf32> {jax.result_info = "grad['norm.weight']"}, tensor<8xf32> {jax.result_info = "grad['norm.bias']"}, tensor<24x8xf32> {jax.result_info = "grad['qkv.weight']"}, tensor<24xf32> {jax.result_info = "grad['qkv.bias']"}, tensor<8x8xf32> {jax.result_info = "grad['proj.weight']"}, tensor<8xf32> {jax.result_info = "grad['proj.bias']"}, tensor<8xf32> {jax.result_info = "grad['mlp.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['mlp.0.bias']"}, tensor<16x8xf32> {jax.result_info = "grad['mlp.1.weight']"}, tensor<16xf32> {jax.result_info = "grad['mlp.1.bias']"}, tensor<8x16xf32> {jax.result_info = "grad['mlp.3.weight']"}, tensor<8xf32> {jax.result_info = "grad['mlp.3.bias']"}, tensor<4x8xf32> {jax.result_info = "grad['head.weight']"}, tensor<4xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<[[4], [3], [1], [0], [5], [4], [2], [1], [7], [6], [4], [3], [8], [7], [5], [4]]> : tensor<16x1xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<9x2xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<8x4x4x16xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<8x4x4x16xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<8x4x4x16xf32>
    %cst_14 = stablehlo.constant dense<-4.000000e+00> : tensor<8x4x4x16xf32>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<8x4x4x16xf32>
    %cst_16 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x4x4x16xf32>
    %cst_17 = stablehlo.constant dense<2.77068146E-8> : tensor<8x4x4x16xf32>
    %cst_18 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x4x4x16xf32>
    %cst_19 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x4x4x16xf32>
    %cst_20 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x4x4x16xf32>
    %cst_21 = stablehlo.constant dense<-2.954600e-03> : tensor<8x4x4x16xf32>
    %cst_22 = stablehlo.constant dense<-0.0160960332> : tensor<8x4x4x16xf32>
    %cst_23 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x4x4x16xf32>
    %cst_24 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x4x4x16xf32>
    %cst_25 = stablehlo.constant dense<-0.00168282702> : tensor<8x4x4x16xf32>
    %cst_26 = stablehlo.constant dense<-0.00737332925> : tensor<8x4x4x16xf32>
    %cst_27 = stablehlo.constant dense<-0.0142647391> : tensor<8x4x4x16xf32>
    %cst_28 = stablehlo.constant dense<-1.000000e+00> : tensor<8x4x4x16xf32>
    %cst_29 = arith.constant dense<8> : tensor<1xi64>
    %cst_30 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_31 = arith.constant dense<1> : tensor<1xi64>
    %cst_32 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_33 = arith.constant dense<16> : tensor<1xi64>
    %cst_34 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_35 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_36 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg3) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x8x8xf32>, tensor<8x3x2x2xf32>) -> tensor<8x8x4x4xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x4x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x4x4xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 3, 1] : (tensor<8x8x4x4xf32>) -> tensor<8x4x4x8xf32>
    %5 = stablehlo.convert %4 : (tensor<8x4x4x8xf32>) -> tensor<8x4x4x8xf64>
    %6 = stablehlo.reduce(%5 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %7 = stablehlo.reshape %6 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %8 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf64>
    %9 = stablehlo.reshape %8 : (tensor<1xf64>) -> tensor<f64>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f64>) -> tensor<8x4x4x1xf64>
    %11 = stablehlo.divide %7, %10 : tensor<8x4x4x1xf64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x8xf64>
    %13 = stablehlo.subtract %5, %12 : tensor<8x4x4x8xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<8x4x4x8xf64>
    %15 = stablehlo.reduce(%14 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %16 = stablehlo.reshape %15 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %17 = stablehlo.divide %16, %10 : tensor<8x4x4x1xf64>
    %18 = stablehlo.convert %17 : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x1xf32>
    %19 = stablehlo.reduce(%4 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %21 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x4x4x1xf32>
    %24 = stablehlo.divide %20, %23 : tensor<8x4x4x1xf32>
    %25 = stablehlo.convert %cst_30 : (tensor<1xf64>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<8x4x4x1xf32>
    %28 = stablehlo.add %18, %27 : tensor<8x4x4x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x4x4x1xf32>
    %30 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %31 = stablehlo.subtract %4, %30 : tensor<8x4x4x8xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<8x4x4x8xf32>
    %34 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<8x4x4x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x4x4x8xf32>
    %38 = stablehlo.slice %37 [0:8, 1:4, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x3x4x8xf32>
    %39 = stablehlo.slice %37 [0:8, 0:1, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x1x4x8xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 1 : (tensor<8x3x4x8xf32>, tensor<8x1x4x8xf32>) -> tensor<8x4x4x8xf32>
    %41 = stablehlo.slice %40 [0:8, 0:4, 1:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x3x8xf32>
    %42 = stablehlo.slice %40 [0:8, 0:4, 0:1, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x1x8xf32>
    %43 = stablehlo.concatenate %41, %42, dim = 2 : (tensor<8x4x3x8xf32>, tensor<8x4x1x8xf32>) -> tensor<8x4x4x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x4x4x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %45 = stablehlo.transpose %44, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x2x2x2x2x8xf32>) -> tensor<32x4x8xf32>
    %47 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %48 = stablehlo.reshape %46 : (tensor<32x4x8xf32>) -> tensor<128x8xf32>
    %49 = stablehlo.dot_general %48, %47, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x24xf32>) -> tensor<128x24xf32>
    %50 = stablehlo.convert %cst_31 : (tensor<1xi64>) -> tensor<1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1xf32>) -> tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<128x24xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<128x24xf32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %55 = stablehlo.multiply %arg8, %54 : tensor<24xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [1] : (tensor<24xf32>) -> tensor<128x24xf32>
    %57 = stablehlo.add %53, %56 : tensor<128x24xf32>
    %58 = stablehlo.reshape %57 : (tensor<128x24xf32>) -> tensor<32x4x24xf32>
    %59 = stablehlo.reshape %58 : (tensor<32x4x24xf32>) -> tensor<32x4x3x2x4xf32>
    %60 = stablehlo.transpose %59, dims = [2, 0, 3, 1, 4] : (tensor<32x4x3x2x4xf32>) -> tensor<3x32x2x4x4xf32>
    %61 = stablehlo.slice %60 [0:1, 0:32, 0:2, 0:4, 0:4] : (tensor<3x32x2x4x4xf32>) -> tensor<1x32x2x4x4xf32>
    %62 = stablehlo.slice %60 [1:2, 0:32, 0:2, 0:4, 0:4] : (tensor<3x32x2x4x4xf32>) -> tensor<1x32x2x4x4xf32>
    %63 = stablehlo.slice %60 [2:3, 0:32, 0:2, 0:4, 0:4] : (tensor<3x32x2x4x4xf32>) -> tensor<1x32x2x4x4xf32>
    %64 = stablehlo.reshape %61 : (tensor<1x32x2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %65 = stablehlo.reshape %62 : (tensor<1x32x2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %66 = stablehlo.reshape %63 : (tensor<1x32x2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %67 = "stablehlo.gather"(%arg2, %c_3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>}> : (tensor<9x2xf32>, tensor<16x1xi64>) -> tensor<16x2xf32>
    %68 = stablehlo.reshape %67 : (tensor<16x2xf32>) -> tensor<4x4x2xf32>
    %69 = stablehlo.transpose %68, dims = [2, 0, 1] : (tensor<4x4x2xf32>) -> tensor<2x4x4xf32>
    %70 = stablehlo.transpose %65, dims = [0, 1, 3, 2] : (tensor<32x2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %71 = stablehlo.reshape %64 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %72 = stablehlo.reshape %70 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %74 = stablehlo.dot_general %71, %73, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %75 = stablehlo.reshape %74 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %76 = stablehlo.convert %cst_32 : (tensor<1xf64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<32x2x4x4xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<32x2x4x4xf32>
    %80 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %81 = stablehlo.add %79, %80 : tensor<32x2x4x4xf32>
    %82 = stablehlo.reduce(%81 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %83 = stablehlo.reshape %82 : (tensor<32x2x4xf32>) -> tensor<32x2x4x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<32x2x4x1xf32>) -> tensor<32x2x4x4xf32>
    %85 = stablehlo.subtract %81, %84 : tensor<32x2x4x4xf32>
    %86 = stablehlo.exponential %85 : tensor<32x2x4x4xf32>
    %87 = stablehlo.reduce(%86 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %88 = stablehlo.reshape %87 : (tensor<32x2x4xf32>) -> tensor<32x2x4x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<32x2x4x1xf32>) -> tensor<32x2x4x4xf32>
    %90 = stablehlo.divide %86, %89 : tensor<32x2x4x4xf32>
    %91 = stablehlo.reshape %90 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %92 = stablehlo.reshape %66 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %94 = stablehlo.dot_general %91, %93, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %95 = stablehlo.reshape %94 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1, 3] : (tensor<32x2x4x4xf32>) -> tensor<32x4x2x4xf32>
    %97 = stablehlo.reshape %96 : (tensor<32x4x2x4xf32>) -> tensor<32x4x8xf32>
    %98 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %99 = stablehlo.reshape %97 : (tensor<32x4x8xf32>) -> tensor<128x8xf32>
    %100 = stablehlo.dot_general %99, %98, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x8xf32>) -> tensor<128x8xf32>
    %101 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<128x8xf32>
    %103 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %104 = stablehlo.multiply %arg10, %103 : tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<8xf32>) -> tensor<128x8xf32>
    %106 = stablehlo.add %102, %105 : tensor<128x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<128x8xf32>) -> tensor<32x4x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<32x4x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x4x4x8xf32>
    %111 = stablehlo.slice %110 [0:8, 3:4, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x1x4x8xf32>
    %112 = stablehlo.slice %110 [0:8, 0:3, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x3x4x8xf32>
    %113 = stablehlo.concatenate %111, %112, dim = 1 : (tensor<8x1x4x8xf32>, tensor<8x3x4x8xf32>) -> tensor<8x4x4x8xf32>
    %114 = stablehlo.slice %113 [0:8, 0:4, 3:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x1x8xf32>
    %115 = stablehlo.slice %113 [0:8, 0:4, 0:3, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x3x8xf32>
    %116 = stablehlo.concatenate %114, %115, dim = 2 : (tensor<8x4x1x8xf32>, tensor<8x4x3x8xf32>) -> tensor<8x4x4x8xf32>
    %117 = stablehlo.add %4, %116 : tensor<8x4x4x8xf32>
    %118 = stablehlo.convert %117 : (tensor<8x4x4x8xf32>) -> tensor<8x4x4x8xf64>
    %119 = stablehlo.reduce(%118 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %120 = stablehlo.reshape %119 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %121 = stablehlo.divide %120, %10 : tensor<8x4x4x1xf64>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x8xf64>
    %123 = stablehlo.subtract %118, %122 : tensor<8x4x4x8xf64>
    %124 = stablehlo.multiply %123, %123 : tensor<8x4x4x8xf64>
    %125 = stablehlo.reduce(%124 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf64>, tensor<f64>) -> tensor<8x4x4xf64>
    %126 = stablehlo.reshape %125 : (tensor<8x4x4xf64>) -> tensor<8x4x4x1xf64>
    %127 = stablehlo.divide %126, %10 : tensor<8x4x4x1xf64>
    %128 = stablehlo.convert %127 : (tensor<8x4x4x1xf64>) -> tensor<8x4x4x1xf32>
    %129 = stablehlo.reduce(%117 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %131 = stablehlo.divide %130, %23 : tensor<8x4x4x1xf32>
    %132 = stablehlo.add %128, %27 : tensor<8x4x4x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x4x4x1xf32>
    %134 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %135 = stablehlo.subtract %117, %134 : tensor<8x4x4x8xf32>
    %136 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<8x4x4x8xf32>
    %138 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<8x4x4x8xf32>
    %140 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x4x4x8xf32>
    %142 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %143 = stablehlo.reshape %141 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %144 = stablehlo.dot_general %143, %142, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x16xf32>) -> tensor<128x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<128x16xf32>) -> tensor<8x4x4x16xf32>
    %146 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<16xf32>) -> tensor<8x4x4x16xf32>
    %147 = stablehlo.add %145, %146 : tensor<8x4x4x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x4x4x16xf32>) -> tensor<128x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<128x16xf32>) -> tensor<8x4x4x16xf32>
    %150 = stablehlo.multiply %149, %cst_13 : tensor<8x4x4x16xf32>
    %151 = stablehlo.rsqrt %cst_12 : tensor<8x4x4x16xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<8x4x4x16xf32>
    %153 = stablehlo.clamp %cst_14, %152, %cst_15 : tensor<8x4x4x16xf32>
    %154 = stablehlo.multiply %153, %153 : tensor<8x4x4x16xf32>
    %155 = stablehlo.multiply %cst_16, %154 : tensor<8x4x4x16xf32>
    %156 = stablehlo.add %155, %cst_17 : tensor<8x4x4x16xf32>
    %157 = stablehlo.multiply %156, %154 : tensor<8x4x4x16xf32>
    %158 = stablehlo.add %157, %cst_18 : tensor<8x4x4x16xf32>
    %159 = stablehlo.multiply %158, %154 : tensor<8x4x4x16xf32>
    %160 = stablehlo.add %159, %cst_19 : tensor<8x4x4x16xf32>
    %161 = stablehlo.multiply %160, %154 : tensor<8x4x4x16xf32>
    %162 = stablehlo.add %161, %cst_20 : tensor<8x4x4x16xf32>
    %163 = stablehlo.multiply %162, %154 : tensor<8x4x4x16xf32>
    %164 = stablehlo.add %163, %cst_21 : tensor<8x4x4x16xf32>
    %165 = stablehlo.multiply %164, %154 : tensor<8x4x4x16xf32>
    %166 = stablehlo.add %165, %cst_22 : tensor<8x4x4x16xf32>
    %167 = stablehlo.multiply %cst_23, %154 : tensor<8x4x4x16xf32>
    %168 = stablehlo.add %167, %cst_24 : tensor<8x4x4x16xf32>
    %169 = stablehlo.multiply %168, %154 : tensor<8x4x4x16xf32>
    %170 = stablehlo.add %169, %cst_25 : tensor<8x4x4x16xf32>
    %171 = stablehlo.multiply %170, %154 : tensor<8x4x4x16xf32>
    %172 = stablehlo.add %171, %cst_26 : tensor<8x4x4x16xf32>
    %173 = stablehlo.multiply %172, %154 : tensor<8x4x4x16xf32>
    %174 = stablehlo.add %173, %cst_27 : tensor<8x4x4x16xf32>
    %175 = stablehlo.multiply %153, %166 : tensor<8x4x4x16xf32>
    %176 = stablehlo.divide %175, %174 : tensor<8x4x4x16xf32>
    %177 = stablehlo.clamp %cst_28, %176, %cst_11 : tensor<8x4x4x16xf32>
    %178 = stablehlo.add %177, %cst_11 : tensor<8x4x4x16xf32>
    %179 = stablehlo.multiply %178, %150 : tensor<8x4x4x16xf32>
    %180 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %181 = stablehlo.reshape %179 : (tensor<8x4x4x16xf32>) -> tensor<128x16xf32>
    %182 = stablehlo.dot_general %181, %180, contracting_dims = [1] x [0] : (tensor<128x16xf32>, tensor<16x8xf32>) -> tensor<128x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %184 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<8x4x4x8xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x4x4x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %188 = stablehlo.add %117, %187 : tensor<8x4x4x8xf32>
    %189 = stablehlo.reduce(%188 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %190 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %191 = stablehlo.reshape %190 : (tensor<1xf32>) -> tensor<f32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %193 = stablehlo.divide %189, %192 : tensor<8x8xf32>
    %194 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %196 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<8x4xf32>
    %198 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %199 = stablehlo.multiply %arg18, %198 : tensor<4xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %201 = stablehlo.add %197, %200 : tensor<8x4xf32>
    %202 = stablehlo.reduce(%201 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %203 = stablehlo.reshape %202 : (tensor<8xf32>) -> tensor<8x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %205 = stablehlo.subtract %201, %204 : tensor<8x4xf32>
    %206 = stablehlo.exponential %205 : tensor<8x4xf32>
    %207 = stablehlo.reduce(%206 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.reshape %207 : (tensor<8xf32>) -> tensor<8x1xf32>
    %209 = stablehlo.log %208 : tensor<8x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %211 = stablehlo.subtract %205, %210 : tensor<8x4xf32>
    %212 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %214 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %215 = stablehlo.select %213, %214, %c_1 : tensor<8xi1>, tensor<8xi64>
    %216 = stablehlo.reshape %215 : (tensor<8xi64>) -> tensor<8x1xi64>
    %217 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %218 = stablehlo.reshape %216 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %219 = stablehlo.concatenate %217, %218, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %220 = "stablehlo.gather"(%211, %219) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x4xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x1xf32>) -> tensor<8xf32>
    %222 = stablehlo.negate %221 : tensor<8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %224 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.select %213, %223, %224 : tensor<8xi1>, tensor<8xf32>
    %226 = stablehlo.convert %212 : (tensor<8xi1>) -> tensor<8xi64>
    %227 = stablehlo.reduce(%226 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %228 = stablehlo.convert %227 : (tensor<i64>) -> tensor<f32>
    %229 = stablehlo.reduce(%225 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %230 = stablehlo.divide %229, %228 : tensor<f32>
    %231 = stablehlo.divide %cst_6, %228 : tensor<f32>
    %232 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %233 = stablehlo.compare NE, %232, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %236 = stablehlo.select %234, %235, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %237 = stablehlo.slice %cst_4 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %238 = stablehlo.reshape %236 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %239 = stablehlo.concatenate %217, %238, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %240 = "stablehlo.scatter"(%cst_5, %239, %237) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      stablehlo.return %arg20 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x4xf32>
    %241 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %242 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %243 = stablehlo.select %234, %241, %242 : tensor<8x1xi1>, tensor<8x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<8x4xf32>
    %246 = stablehlo.exponential %211 : tensor<8x4xf32>
    %247 = stablehlo.reduce(%245 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %248 = stablehlo.reshape %247 : (tensor<8xf32>) -> tensor<8x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<8x4xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<8x4xf32>
    %252 = stablehlo.transpose %194, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %253 = stablehlo.dot_general %251, %252, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %254 = stablehlo.transpose %251, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %255 = stablehlo.dot_general %254, %193, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %256 = stablehlo.transpose %255, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %257 = stablehlo.reduce(%251 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %258 = stablehlo.reshape %257 : (tensor<4xf32>) -> tensor<1x4xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x4xf32>) -> tensor<4xf32>
    %260 = stablehlo.transpose %256, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %261 = stablehlo.reshape %253 : (tensor<8x8xf32>) -> tensor<8x1x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x1x8xf32>) -> tensor<8x1x1x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x4x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<f32>) -> tensor<8x4x4x8xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x4x4x8xf32>
    %266 = stablehlo.reduce(%265 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.reshape %266 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %269 = stablehlo.reshape %265 : (tensor<8x4x4x8xf32>) -> tensor<128x8xf32>
    %270 = stablehlo.transpose %269, dims = [1, 0] : (tensor<128x8xf32>) -> tensor<8x128xf32>
    %271 = stablehlo.dot_general %270, %181, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x16xf32>) -> tensor<8x16xf32>
    %272 = stablehlo.transpose %271, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %273 = stablehlo.transpose %180, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %274 = stablehlo.dot_general %269, %273, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x16xf32>) -> tensor<128x16xf32>
    %275 = stablehlo.reshape %274 : (tensor<128x16xf32>) -> tensor<8x4x4x16xf32>
    %276 = stablehlo.transpose %272, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %277 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xf32>
    %278 = stablehlo.reshape %277 : (tensor<1xf32>) -> tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %280 = stablehlo.multiply %149, %279 : tensor<8x4x4x16xf32>
    %281 = stablehlo.clamp %cst_14, %280, %cst_15 : tensor<8x4x4x16xf32>
    %282 = stablehlo.multiply %281, %281 : tensor<8x4x4x16xf32>
    %283 = stablehlo.multiply %cst_16, %282 : tensor<8x4x4x16xf32>
    %284 = stablehlo.add %283, %cst_17 : tensor<8x4x4x16xf32>
    %285 = stablehlo.multiply %284, %282 : tensor<8x4x4x16xf32>
    %286 = stablehlo.add %285, %cst_18 : tensor<8x4x4x16xf32>
    %287 = stablehlo.multiply %286, %282 : tensor<8x4x4x16xf32>
    %288 = stablehlo.add %287, %cst_19 : tensor<8x4x4x16xf32>
    %289 = stablehlo.multiply %288, %282 : tensor<8x4x4x16xf32>
    %290 = stablehlo.add %289, %cst_20 : tensor<8x4x4x16xf32>
    %291 = stablehlo.multiply %290, %282 : tensor<8x4x4x16xf32>
    %292 = stablehlo.add %291, %cst_21 : tensor<8x4x4x16xf32>
    %293 = stablehlo.multiply %292, %282 : tensor<8x4x4x16xf32>
    %294 = stablehlo.add %293, %cst_22 : tensor<8x4x4x16xf32>
    %295 = stablehlo.multiply %cst_23, %282 : tensor<8x4x4x16xf32>
    %296 = stablehlo.add %295, %cst_24 : tensor<8x4x4x16xf32>
    %297 = stablehlo.multiply %296, %282 : tensor<8x4x4x16xf32>
    %298 = stablehlo.add %297, %cst_25 : tensor<8x4x4x16xf32>
    %299 = stablehlo.multiply %298, %282 : tensor<8x4x4x16xf32>
    %300 = stablehlo.add %299, %cst_26 : tensor<8x4x4x16xf32>
    %301 = stablehlo.multiply %300, %282 : tensor<8x4x4x16xf32>
    %302 = stablehlo.add %301, %cst_27 : tensor<8x4x4x16xf32>
    %303 = stablehlo.multiply %281, %294 : tensor<8x4x4x16xf32>
    %304 = stablehlo.divide %303, %302 : tensor<8x4x4x16xf32>
    %305 = stablehlo.clamp %cst_28, %304, %cst_11 : tensor<8x4x4x16xf32>
    %306 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %307 = stablehlo.add %305, %306 : tensor<8x4x4x16xf32>
    %308 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %309 = stablehlo.multiply %307, %308 : tensor<8x4x4x16xf32>
    %310 = stablehlo.multiply %149, %149 : tensor<8x4x4x16xf32>
    %311 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %312 = stablehlo.reshape %311 : (tensor<1xf32>) -> tensor<f32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %314 = stablehlo.multiply %310, %313 : tensor<8x4x4x16xf32>
    %315 = stablehlo.exponential %314 : tensor<8x4x4x16xf32>
    %316 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %317 = stablehlo.reshape %316 : (tensor<1xf32>) -> tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %319 = stablehlo.multiply %315, %318 : tensor<8x4x4x16xf32>
    %320 = stablehlo.multiply %149, %319 : tensor<8x4x4x16xf32>
    %321 = stablehlo.add %309, %320 : tensor<8x4x4x16xf32>
    %322 = stablehlo.multiply %275, %321 : tensor<8x4x4x16xf32>
    %323 = stablehlo.reduce(%322 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %324 = stablehlo.reshape %323 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %326 = stablehlo.reshape %322 : (tensor<8x4x4x16xf32>) -> tensor<128x16xf32>
    %327 = stablehlo.transpose %326, dims = [1, 0] : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %328 = stablehlo.dot_general %327, %143, contracting_dims = [1] x [0] : (tensor<16x128xf32>, tensor<128x8xf32>) -> tensor<16x8xf32>
    %329 = stablehlo.transpose %328, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %330 = stablehlo.transpose %142, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %331 = stablehlo.dot_general %326, %330, contracting_dims = [1] x [0] : (tensor<128x16xf32>, tensor<16x8xf32>) -> tensor<128x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<128x8xf32>) -> tensor<8x4x4x8xf32>
    %333 = stablehlo.transpose %329, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %334 = stablehlo.multiply %332, %138 : tensor<8x4x4x8xf32>
    %335 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x4x4x8xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<8x4x4x8xf32>
    %337 = stablehlo.reduce(%334 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %338 = stablehlo.reshape %337 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %339 = stablehlo.multiply %334, %137 : tensor<8x4x4x8xf32>
    %340 = stablehlo.reduce(%339 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %343 = stablehlo.multiply %137, %342 : tensor<8x4x4x8xf32>
    %344 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %345 = stablehlo.subtract %336, %344 : tensor<8x4x4x8xf32>
    %346 = stablehlo.subtract %345, %343 : tensor<8x4x4x8xf32>
    %347 = stablehlo.divide %133, %23 : tensor<8x4x4x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %349 = stablehlo.multiply %348, %346 : tensor<8x4x4x8xf32>
    %350 = stablehlo.multiply %332, %137 : tensor<8x4x4x8xf32>
    %351 = stablehlo.reduce(%350 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %352 = stablehlo.reduce(%332 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.add %265, %349 : tensor<8x4x4x8xf32>
    %354 = stablehlo.slice %353 [0:8, 0:4, 1:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x3x8xf32>
    %355 = stablehlo.slice %353 [0:8, 0:4, 0:1, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x1x8xf32>
    %356 = stablehlo.concatenate %354, %355, dim = 2 : (tensor<8x4x3x8xf32>, tensor<8x4x1x8xf32>) -> tensor<8x4x4x8xf32>
    %357 = stablehlo.slice %356 [0:8, 1:4, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x3x4x8xf32>
    %358 = stablehlo.slice %356 [0:8, 0:1, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x1x4x8xf32>
    %359 = stablehlo.concatenate %357, %358, dim = 1 : (tensor<8x3x4x8xf32>, tensor<8x1x4x8xf32>) -> tensor<8x4x4x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x4x4x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %361 = stablehlo.transpose %360, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %362 = stablehlo.reshape %361 : (tensor<8x2x2x2x2x8xf32>) -> tensor<32x4x8xf32>
    %363 = stablehlo.reshape %362 : (tensor<32x4x8xf32>) -> tensor<128x8xf32>
    %364 = stablehlo.transpose %98, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.dot_general %363, %364, contracting_dims = [1] x [0] : (tensor<128x8xf32>, tensor<8x8xf32>) -> tensor<128x8xf32>
    %366 = stablehlo.transpose %363, dims = [1, 0] : (tensor<128x8xf32>) -> tensor<8x128xf32>
    %367 = stablehlo.dot_general %366, %99, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %368 = stablehlo.transpose %367, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %369 = stablehlo.reduce(%363 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<128x8xf32>, tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.reshape %369 : (tensor<8xf32>) -> tensor<1x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<1x8xf32>) -> tensor<8xf32>
    %372 = stablehlo.reshape %365 : (tensor<128x8xf32>) -> tensor<32x4x8xf32>
    %373 = stablehlo.transpose %368, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %374 = stablehlo.reshape %372 : (tensor<32x4x8xf32>) -> tensor<32x4x2x4xf32>
    %375 = stablehlo.transpose %374, dims = [0, 2, 1, 3] : (tensor<32x4x2x4xf32>) -> tensor<32x2x4x4xf32>
    %376 = stablehlo.reshape %375 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %377 = stablehlo.transpose %91, dims = [0, 2, 1] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %378 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %379 = stablehlo.dot_general %377, %378, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %380 = stablehlo.transpose %92, dims = [0, 2, 1] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %382 = stablehlo.dot_general %376, %381, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %383 = stablehlo.reshape %379 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %384 = stablehlo.reshape %382 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %385 = stablehlo.multiply %384, %90 : tensor<32x2x4x4xf32>
    %386 = stablehlo.reduce(%385 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<32x2x4xf32>
    %387 = stablehlo.reshape %386 : (tensor<32x2x4xf32>) -> tensor<32x2x4x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<32x2x4x1xf32>) -> tensor<32x2x4x4xf32>
    %389 = stablehlo.multiply %90, %388 : tensor<32x2x4x4xf32>
    %390 = stablehlo.subtract %385, %389 : tensor<32x2x4x4xf32>
    %391 = stablehlo.reduce(%390 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
    %393 = stablehlo.reshape %392 : (tensor<1x2x4x4xf32>) -> tensor<2x4x4xf32>
    %394 = stablehlo.multiply %390, %78 : tensor<32x2x4x4xf32>
    %395 = stablehlo.reshape %394 : (tensor<32x2x4x4xf32>) -> tensor<64x4x4xf32>
    %396 = stablehlo.transpose %71, dims = [0, 2, 1] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %397 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %398 = stablehlo.dot_general %396, %397, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %399 = stablehlo.transpose %72, dims = [0, 2, 1] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %401 = stablehlo.dot_general %395, %400, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<64x4x4xf32>, tensor<64x4x4xf32>) -> tensor<64x4x4xf32>
    %402 = stablehlo.reshape %398 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %403 = stablehlo.reshape %401 : (tensor<64x4x4xf32>) -> tensor<32x2x4x4xf32>
    %404 = stablehlo.transpose %402, dims = [0, 1, 3, 2] : (tensor<32x2x4x4xf32>) -> tensor<32x2x4x4xf32>
    %405 = stablehlo.transpose %393, dims = [1, 2, 0] : (tensor<2x4x4xf32>) -> tensor<4x4x2xf32>
    %406 = stablehlo.reshape %405 : (tensor<4x4x2xf32>) -> tensor<16x2xf32>
    %407 = "stablehlo.scatter"(%cst, %c_3, %406) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %457 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %457 : tensor<f32>
    }) : (tensor<9x2xf32>, tensor<16x1xi64>, tensor<16x2xf32>) -> tensor<9x2xf32>
    %408 = stablehlo.concatenate %403, %404, %383, dim = 0 : (tensor<32x2x4x4xf32>, tensor<32x2x4x4xf32>, tensor<32x2x4x4xf32>) -> tensor<96x2x4x4xf32>
    %409 = stablehlo.reshape %408 : (tensor<96x2x4x4xf32>) -> tensor<3x32x2x4x4xf32>
    %410 = stablehlo.transpose %409, dims = [1, 3, 0, 2, 4] : (tensor<3x32x2x4x4xf32>) -> tensor<32x4x3x2x4xf32>
    %411 = stablehlo.reshape %410 : (tensor<32x4x3x2x4xf32>) -> tensor<32x4x24xf32>
    %412 = stablehlo.reshape %411 : (tensor<32x4x24xf32>) -> tensor<128x24xf32>
    %413 = stablehlo.transpose %47, dims = [1, 0] : (tensor<8x24xf32>) -> tensor<24x8xf32>
    %414 = stablehlo.dot_general %412, %413, contracting_dims = [1] x [0] : (tensor<128x24xf32>, tensor<24x8xf32>) -> tensor<128x8xf32>
    %415 = stablehlo.transpose %412, dims = [1, 0] : (tensor<128x24xf32>) -> tensor<24x128xf32>
    %416 = stablehlo.dot_general %415, %48, contracting_dims = [1] x [0] : (tensor<24x128xf32>, tensor<128x8xf32>) -> tensor<24x8xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0] : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %418 = stablehlo.reduce(%412 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<128x24xf32>, tensor<f32>) -> tensor<24xf32>
    %419 = stablehlo.reshape %418 : (tensor<24xf32>) -> tensor<1x24xf32>
    %420 = stablehlo.reshape %419 : (tensor<1x24xf32>) -> tensor<24xf32>
    %421 = stablehlo.reshape %414 : (tensor<128x8xf32>) -> tensor<32x4x8xf32>
    %422 = stablehlo.transpose %417, dims = [1, 0] : (tensor<8x24xf32>) -> tensor<24x8xf32>
    %423 = stablehlo.reshape %421 : (tensor<32x4x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %424 = stablehlo.transpose %423, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x2x2x2x2x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x2x2x2x2x8xf32>) -> tensor<8x4x4x8xf32>
    %426 = stablehlo.slice %425 [0:8, 0:4, 3:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x1x8xf32>
    %427 = stablehlo.slice %425 [0:8, 0:4, 0:3, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x4x3x8xf32>
    %428 = stablehlo.concatenate %426, %427, dim = 2 : (tensor<8x4x1x8xf32>, tensor<8x4x3x8xf32>) -> tensor<8x4x4x8xf32>
    %429 = stablehlo.slice %428 [0:8, 3:4, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x1x4x8xf32>
    %430 = stablehlo.slice %428 [0:8, 0:3, 0:4, 0:8] : (tensor<8x4x4x8xf32>) -> tensor<8x3x4x8xf32>
    %431 = stablehlo.concatenate %429, %430, dim = 1 : (tensor<8x1x4x8xf32>, tensor<8x3x4x8xf32>) -> tensor<8x4x4x8xf32>
    %432 = stablehlo.multiply %431, %34 : tensor<8x4x4x8xf32>
    %433 = stablehlo.multiply %432, %335 : tensor<8x4x4x8xf32>
    %434 = stablehlo.reduce(%432 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %435 = stablehlo.reshape %434 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %436 = stablehlo.multiply %432, %33 : tensor<8x4x4x8xf32>
    %437 = stablehlo.reduce(%436 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8x4x4xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x4x4xf32>) -> tensor<8x4x4x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %440 = stablehlo.multiply %33, %439 : tensor<8x4x4x8xf32>
    %441 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %442 = stablehlo.subtract %433, %441 : tensor<8x4x4x8xf32>
    %443 = stablehlo.subtract %442, %440 : tensor<8x4x4x8xf32>
    %444 = stablehlo.divide %29, %23 : tensor<8x4x4x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<8x4x4x1xf32>) -> tensor<8x4x4x8xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<8x4x4x8xf32>
    %447 = stablehlo.multiply %431, %33 : tensor<8x4x4x8xf32>
    %448 = stablehlo.reduce(%447 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %449 = stablehlo.reduce(%431 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %450 = stablehlo.add %353, %446 : tensor<8x4x4x8xf32>
    %451 = stablehlo.transpose %450, dims = [0, 3, 1, 2] : (tensor<8x4x4x8xf32>) -> tensor<8x8x4x4xf32>
    %452 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x8x8xf32>) -> tensor<3x8x8x8xf32>
    %453 = stablehlo.transpose %451, dims = [1, 0, 2, 3] : (tensor<8x8x4x4xf32>) -> tensor<8x8x4x4xf32>
    %454 = stablehlo.convolution(%452, %453) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x8x8xf32>, tensor<8x8x4x4xf32>) -> tensor<3x8x2x2xf32>
    %455 = stablehlo.transpose %454, dims = [1, 0, 2, 3] : (tensor<3x8x2x2xf32>) -> tensor<8x3x2x2xf32>
    %456 = stablehlo.reduce(%451 init: %cst_7) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x4x4xf32>, tensor<f32>) -> tensor<8xf32>
    return %230, %407, %455, %456, %448, %449, %422, %420, %373, %371, %351, %352, %333, %325, %276, %268, %260, %259 : tensor<f32>, tensor<9x2xf32>, tensor<8x3x2x2xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<24x8xf32>, tensor<24xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>
  }
}
