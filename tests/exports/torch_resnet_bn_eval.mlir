module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['stem.0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['stem.1.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['stem.1.bias']", tag.role = "param"}, %arg5: tensor<8x8x3x3xf32> {jax.arg_info = "param['layers.0.c1.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['layers.0.b1.weight']", tag.role = "param"}, %arg7: tensor<8xf32> {jax.arg_info = "param['layers.0.b1.bias']", tag.role = "param"}, %arg8: tensor<8x8x3x3xf32> {jax.arg_info = "param['layers.0.c2.weight']", tag.role = "param"}, %arg9: tensor<8xf32> {jax.arg_info = "param['layers.0.b2.weight']", tag.role = "param"}, %arg10: tensor<8xf32> {jax.arg_info = "param['layers.0.b2.bias']", tag.role = "param"}, %arg11: tensor<16x8x3x3xf32> {jax.arg_info = "param['layers.1.c1.weight']", tag.role = "param"}, %arg12: tensor<16xf32> {jax.arg_info = "param['layers.1.b1.weight']", tag.role = "param"}, %arg13: tensor<16xf32> {jax.arg_info = "param['layers.1.b1.bias']", tag.role = "param"}, %arg14: tensor<16x16x3x3xf32> {jax.arg_info = "param['layers.1.c2.weight']", tag.role = "param"}, %arg15: tensor<16xf32> {jax.arg_info = "param['layers.1.b2.weight']", tag.role = "param"}, %arg16: tensor<16xf32> {jax.arg_info = "param['layers.1.b2.bias']", tag.role = "param"}, %arg17: tensor<16x8x1x1xf32> {jax.arg_info = "param['layers.1.short.0.weight']", tag.role = "param"}, %arg18: tensor<16xf32> {jax.arg_info = "param['layers.1.short.1.weight']", tag.role = "param"}, %arg19: tensor<16xf32> {jax.arg_info = "param['layers.1.short.1.bias']", tag.role = "param"}, %arg20: tensor<10x16xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg21: tensor<10xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['stem.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['layers.0.c1.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b1.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b1.bias']"}, tensor<8x8x3x3xf32> {jax.result_info = "grad['layers.0.c2.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b2.weight']"}, tensor<8xf32> {jax.result_info = "grad['layers.0.b2.bias']"}, tensor<16x8x3x3xf32> {jax.result_info = "grad['layers.1.c1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b1.bias']"}, tensor<16x16x3x3xf32> {jax.result_info = "grad['layers.1.c2.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b2.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.b2.bias']"}, tensor<16x8x1x1xf32> {jax.result_info = "grad['layers.1.short.0.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.short.1.weight']"}, tensor<16xf32> {jax.result_info = "grad['layers.1.short.1.bias']"}, tensor<10x16xf32> {jax.result_info = "grad['head.weight']"}, tensor<10xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-1> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-1> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %cst_7 = stablehlo.constant dense<[1.02594137, 1.08159113, 1.0483129, 1.02142882, 1.02009141, 1.09709799, 1.08253241, 1.01415706, 1.05003393, 1.04892826, 1.07384324, 1.00718689, 1.05075312, 1.06666946, 1.07545519, 1.05523813]> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<[1.04849625, 1.09328842, 1.08853924, 1.01851594, 1.03014207, 1.01566768, 1.06617546, 1.05127454, 1.04315317, 1.08713341, 1.03046644, 1.02264547, 1.01446617, 1.02457356, 1.09820139, 1.02570045]> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<[1.04422402, 1.00880992, 1.00933802, 1.05652714, 1.00120234, 1.06332397, 1.00395012, 1.01521873, 1.03963518, 1.00229597, 1.09039164, 1.09097779, 1.02389359, 1.06048405, 1.0755887, 1.06589866]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[1.08440566, 1.02976143, 1.02280271, 1.02333724, 1.0456816, 1.00252724, 1.00588775, 1.09922957]> : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<[1.05502403, 1.03141046, 1.00813735, 1.07024336, 1.05640793, 1.02998579, 1.03310478, 1.06308603]> : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<[1.056252, 1.09479463, 1.08059561, 1.01839936, 1.07243526, 1.01466525, 1.02881873, 1.0647161]> : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<[-0.141220495, -0.050255008, -0.103295319, 0.0515644439, -0.198839679, 0.225788504, -0.0802565962, -0.148618788, 0.0221043415, 0.113801971, -0.0723111555, -0.0955399051, 0.104921833, 0.201809287, -0.135936365, 0.153281435]> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<[-0.13401863, -0.0960635692, -0.13818872, -0.0240830053, 0.021815002, 0.0614704862, 0.144615099, 7.563480e-02, -0.0650436133, 0.190084085, 0.0753257647, 0.00150805363, 0.0918615683, 0.0879953131, -0.0882849097, -0.0415189415]> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<[0.0449260399, 0.00179690018, -0.00509062177, 0.179969519, -0.305761218, -0.172917053, -0.0958063229, 0.0800342411, -5.296880e-03, 0.0819433629, 0.00897225737, 0.0598047078, 0.0983118638, -0.0378512554, -0.111279882, 0.113358498]> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<[-0.0919521376, 0.112913109, 0.0715116709, 0.0100895688, 0.15676558, 0.0370656326, 0.139635399, 0.100740157]> : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<[-0.144973069, 0.0753424093, 0.0599364229, -0.0148979789, -0.234598741, 0.137335733, 0.11443533, -0.0473602675]> : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<[0.0498786159, -0.052332323, -0.0251479503, -0.105553187, -0.0559261255, -0.0119708609, -0.0163545739, -0.0250463244]> : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x16x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<8x16x8x8xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_22 = arith.constant dense<64> : tensor<1xi64>
    %cst_23 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x16x16xf32>
    %1 = stablehlo.rsqrt %cst_12 : tensor<8xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<8xf32>
    %3 = stablehlo.multiply %2, %cst_18 : tensor<8xf32>
    %4 = stablehlo.subtract %arg4, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %2 : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %9 = stablehlo.multiply %0, %8 : tensor<8x8x16x16xf32>
    %10 = stablehlo.reshape %4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %14 = stablehlo.add %9, %13 : tensor<8x8x16x16xf32>
    %15 = stablehlo.maximum %14, %cst_19 : tensor<8x8x16x16xf32>
    %16 = stablehlo.convolution(%15, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x16x16xf32>
    %17 = stablehlo.rsqrt %cst_11 : tensor<8xf32>
    %18 = stablehlo.multiply %arg6, %17 : tensor<8xf32>
    %19 = stablehlo.multiply %18, %cst_17 : tensor<8xf32>
    %20 = stablehlo.subtract %arg7, %19 : tensor<8xf32>
    %21 = stablehlo.reshape %18 : (tensor<8xf32>) -> tensor<1x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %25 = stablehlo.multiply %16, %24 : tensor<8x8x16x16xf32>
    %26 = stablehlo.reshape %20 : (tensor<8xf32>) -> tensor<1x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %30 = stablehlo.add %25, %29 : tensor<8x8x16x16xf32>
    %31 = stablehlo.maximum %30, %cst_19 : tensor<8x8x16x16xf32>
    %32 = stablehlo.convolution(%31, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x3x3xf32>) -> tensor<8x8x16x16xf32>
    %33 = stablehlo.rsqrt %cst_10 : tensor<8xf32>
    %34 = stablehlo.multiply %arg9, %33 : tensor<8xf32>
    %35 = stablehlo.multiply %34, %cst_16 : tensor<8xf32>
    %36 = stablehlo.subtract %arg10, %35 : tensor<8xf32>
    %37 = stablehlo.reshape %34 : (tensor<8xf32>) -> tensor<1x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %41 = stablehlo.multiply %32, %40 : tensor<8x8x16x16xf32>
    %42 = stablehlo.reshape %36 : (tensor<8xf32>) -> tensor<1x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x16x16xf32>
    %46 = stablehlo.add %41, %45 : tensor<8x8x16x16xf32>
    %47 = stablehlo.add %46, %15 : tensor<8x8x16x16xf32>
    %48 = stablehlo.maximum %47, %cst_19 : tensor<8x8x16x16xf32>
    %49 = stablehlo.convolution(%48, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x3x3xf32>) -> tensor<8x16x8x8xf32>
    %50 = stablehlo.rsqrt %cst_9 : tensor<16xf32>
    %51 = stablehlo.multiply %arg12, %50 : tensor<16xf32>
    %52 = stablehlo.multiply %51, %cst_15 : tensor<16xf32>
    %53 = stablehlo.subtract %arg13, %52 : tensor<16xf32>
    %54 = stablehlo.reshape %51 : (tensor<16xf32>) -> tensor<1x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<8x16x8x8xf32>
    %59 = stablehlo.reshape %53 : (tensor<16xf32>) -> tensor<1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %63 = stablehlo.add %58, %62 : tensor<8x16x8x8xf32>
    %64 = stablehlo.maximum %63, %cst_20 : tensor<8x16x8x8xf32>
    %65 = stablehlo.convolution(%64, %arg14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<16x16x3x3xf32>) -> tensor<8x16x8x8xf32>
    %66 = stablehlo.rsqrt %cst_8 : tensor<16xf32>
    %67 = stablehlo.multiply %arg15, %66 : tensor<16xf32>
    %68 = stablehlo.multiply %67, %cst_14 : tensor<16xf32>
    %69 = stablehlo.subtract %arg16, %68 : tensor<16xf32>
    %70 = stablehlo.reshape %67 : (tensor<16xf32>) -> tensor<1x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %74 = stablehlo.multiply %65, %73 : tensor<8x16x8x8xf32>
    %75 = stablehlo.reshape %69 : (tensor<16xf32>) -> tensor<1x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %79 = stablehlo.add %74, %78 : tensor<8x16x8x8xf32>
    %80 = stablehlo.convolution(%48, %arg17) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x1x1xf32>) -> tensor<8x16x8x8xf32>
    %81 = stablehlo.rsqrt %cst_7 : tensor<16xf32>
    %82 = stablehlo.multiply %arg18, %81 : tensor<16xf32>
    %83 = stablehlo.multiply %82, %cst_13 : tensor<16xf32>
    %84 = stablehlo.subtract %arg19, %83 : tensor<16xf32>
    %85 = stablehlo.reshape %82 : (tensor<16xf32>) -> tensor<1x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %89 = stablehlo.multiply %80, %88 : tensor<8x16x8x8xf32>
    %90 = stablehlo.reshape %84 : (tensor<16xf32>) -> tensor<1x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %94 = stablehlo.add %89, %93 : tensor<8x16x8x8xf32>
    %95 = stablehlo.add %79, %94 : tensor<8x16x8x8xf32>
    %96 = stablehlo.maximum %95, %cst_20 : tensor<8x16x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_5) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<8x16xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %99 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x16x1x1xf32>
    %102 = stablehlo.divide %98, %101 : tensor<8x16x1x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x16x1x1xf32>) -> tensor<8x16xf32>
    %104 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %106 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %107 = stablehlo.reshape %106 : (tensor<1xf32>) -> tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %109 = stablehlo.multiply %105, %108 : tensor<8x10xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %111 = stablehlo.multiply %arg21, %110 : tensor<10xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %113 = stablehlo.add %109, %112 : tensor<8x10xf32>
    %114 = stablehlo.reduce(%113 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %117 = stablehlo.subtract %113, %116 : tensor<8x10xf32>
    %118 = stablehlo.exponential %117 : tensor<8x10xf32>
    %119 = stablehlo.reduce(%118 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8xf32>) -> tensor<8x1xf32>
    %121 = stablehlo.log %120 : tensor<8x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %123 = stablehlo.subtract %117, %122 : tensor<8x10xf32>
    %124 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %126 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %127 = stablehlo.select %125, %126, %c_1 : tensor<8xi1>, tensor<8xi64>
    %128 = stablehlo.reshape %127 : (tensor<8xi64>) -> tensor<8x1xi64>
    %129 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %130 = stablehlo.reshape %128 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %131 = stablehlo.concatenate %129, %130, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %132 = "stablehlo.gather"(%123, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x1xf32>) -> tensor<8xf32>
    %134 = stablehlo.negate %133 : tensor<8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %136 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.select %125, %135, %136 : tensor<8xi1>, tensor<8xf32>
    %138 = stablehlo.convert %124 : (tensor<8xi1>) -> tensor<8xi64>
    %139 = stablehlo.reduce(%138 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %140 = stablehlo.convert %139 : (tensor<i64>) -> tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.divide %141, %140 : tensor<f32>
    %143 = stablehlo.divide %cst_4, %140 : tensor<f32>
    %144 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %145 = stablehlo.compare NE, %144, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %147 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %148 = stablehlo.select %146, %147, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %149 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %150 = stablehlo.reshape %148 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %151 = stablehlo.concatenate %129, %150, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %152 = "stablehlo.scatter"(%cst_3, %151, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      stablehlo.return %arg23 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %153 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %154 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %155 = stablehlo.select %146, %153, %154 : tensor<8x1xi1>, tensor<8x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %157 = stablehlo.multiply %152, %156 : tensor<8x10xf32>
    %158 = stablehlo.exponential %123 : tensor<8x10xf32>
    %159 = stablehlo.reduce(%157 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %160 = stablehlo.reshape %159 : (tensor<8xf32>) -> tensor<8x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %162 = stablehlo.multiply %158, %161 : tensor<8x10xf32>
    %163 = stablehlo.subtract %157, %162 : tensor<8x10xf32>
    %164 = stablehlo.transpose %104, dims = [1, 0] : (tensor<16x10xf32>) -> tensor<10x16xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x16xf32>) -> tensor<8x16xf32>
    %166 = stablehlo.transpose %163, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %167 = stablehlo.dot_general %166, %103, contracting_dims = [1] x [0] : (tensor<10x8xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %169 = stablehlo.reduce(%163 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %170 = stablehlo.reshape %169 : (tensor<10xf32>) -> tensor<1x10xf32>
    %171 = stablehlo.reshape %170 : (tensor<1x10xf32>) -> tensor<10xf32>
    %172 = stablehlo.transpose %168, dims = [1, 0] : (tensor<16x10xf32>) -> tensor<10x16xf32>
    %173 = stablehlo.reshape %165 : (tensor<8x16xf32>) -> tensor<8x16x1x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<8x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %175 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x16x8x8xf32>
    %177 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %179 = stablehlo.compare LE, %96, %178, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %181 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %182 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %183 = stablehlo.select %180, %181, %182 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %184 = stablehlo.reduce(%183 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %185 = stablehlo.reshape %184 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %187 = stablehlo.reshape %186 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x16xf32>) -> tensor<16xf32>
    %189 = stablehlo.multiply %183, %80 : tensor<8x16x8x8xf32>
    %190 = stablehlo.multiply %183, %88 : tensor<8x16x8x8xf32>
    %191 = stablehlo.reduce(%189 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.reshape %191 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x16xf32>) -> tensor<16xf32>
    %196 = stablehlo.negate %188 : tensor<16xf32>
    %197 = stablehlo.multiply %196, %cst_13 : tensor<16xf32>
    %198 = stablehlo.add %195, %197 : tensor<16xf32>
    %199 = stablehlo.multiply %198, %81 : tensor<16xf32>
    %200 = stablehlo.transpose %arg17, dims = [2, 3, 1, 0] : (tensor<16x8x1x1xf32>) -> tensor<1x1x8x16xf32>
    %201 = stablehlo.reverse %200, dims = [0, 1] : tensor<1x1x8x16xf32>
    %202 = stablehlo.convolution(%190, %201) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x16x16xf32>
    %203 = stablehlo.transpose %48, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %204 = stablehlo.transpose %190, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %205 = stablehlo.convolution(%203, %204) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x2x2xf32>
    %206 = stablehlo.transpose %205, dims = [1, 0, 2, 3] : (tensor<8x16x2x2xf32>) -> tensor<16x8x2x2xf32>
    %207 = stablehlo.slice %206 [0:16, 0:8, 0:1, 0:2] : (tensor<16x8x2x2xf32>) -> tensor<16x8x1x2xf32>
    %208 = stablehlo.slice %207 [0:16, 0:8, 0:1, 0:1] : (tensor<16x8x1x2xf32>) -> tensor<16x8x1x1xf32>
    %209 = stablehlo.multiply %183, %65 : tensor<8x16x8x8xf32>
    %210 = stablehlo.multiply %183, %73 : tensor<8x16x8x8xf32>
    %211 = stablehlo.reduce(%209 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.reshape %211 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<1x16xf32>) -> tensor<16xf32>
    %216 = stablehlo.multiply %196, %cst_14 : tensor<16xf32>
    %217 = stablehlo.add %215, %216 : tensor<16xf32>
    %218 = stablehlo.multiply %217, %66 : tensor<16xf32>
    %219 = stablehlo.transpose %arg14, dims = [2, 3, 1, 0] : (tensor<16x16x3x3xf32>) -> tensor<3x3x16x16xf32>
    %220 = stablehlo.reverse %219, dims = [0, 1] : tensor<3x3x16x16xf32>
    %221 = stablehlo.convolution(%210, %220) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x8x8xf32>
    %222 = stablehlo.transpose %64, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %223 = stablehlo.transpose %210, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %224 = stablehlo.convolution(%222, %223) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x8x8xf32>, tensor<16x8x8x8xf32>) -> tensor<16x16x3x3xf32>
    %225 = stablehlo.transpose %224, dims = [1, 0, 2, 3] : (tensor<16x16x3x3xf32>) -> tensor<16x16x3x3xf32>
    %226 = stablehlo.compare LE, %64, %178, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %228 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %229 = stablehlo.select %227, %181, %228 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %230 = stablehlo.reduce(%229 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %231 = stablehlo.reshape %230 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x16xf32>) -> tensor<16xf32>
    %235 = stablehlo.multiply %229, %49 : tensor<8x16x8x8xf32>
    %236 = stablehlo.multiply %229, %57 : tensor<8x16x8x8xf32>
    %237 = stablehlo.reduce(%235 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.reshape %237 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %240 = stablehlo.reshape %239 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x16xf32>) -> tensor<16xf32>
    %242 = stablehlo.negate %234 : tensor<16xf32>
    %243 = stablehlo.multiply %242, %cst_15 : tensor<16xf32>
    %244 = stablehlo.add %241, %243 : tensor<16xf32>
    %245 = stablehlo.multiply %244, %50 : tensor<16xf32>
    %246 = stablehlo.transpose %arg11, dims = [2, 3, 1, 0] : (tensor<16x8x3x3xf32>) -> tensor<3x3x8x16xf32>
    %247 = stablehlo.reverse %246, dims = [0, 1] : tensor<3x3x8x16xf32>
    %248 = stablehlo.convolution(%236, %247) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<8x8x16x16xf32>
    %249 = stablehlo.transpose %236, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %250 = stablehlo.convolution(%203, %249) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x4x4xf32>
    %251 = stablehlo.transpose %250, dims = [1, 0, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<16x8x4x4xf32>
    %252 = stablehlo.slice %251 [0:16, 0:8, 0:3, 0:4] : (tensor<16x8x4x4xf32>) -> tensor<16x8x3x4xf32>
    %253 = stablehlo.slice %252 [0:16, 0:8, 0:3, 0:3] : (tensor<16x8x3x4xf32>) -> tensor<16x8x3x3xf32>
    %254 = stablehlo.add %202, %248 : tensor<8x8x16x16xf32>
    %255 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<8x8x16x16xf32>
    %256 = stablehlo.compare LE, %48, %255, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %258 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x16x16xf32>
    %259 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %260 = stablehlo.select %257, %258, %259 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %261 = stablehlo.reduce(%260 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.reshape %261 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %264 = stablehlo.reshape %263 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x8xf32>) -> tensor<8xf32>
    %266 = stablehlo.multiply %260, %32 : tensor<8x8x16x16xf32>
    %267 = stablehlo.multiply %260, %40 : tensor<8x8x16x16xf32>
    %268 = stablehlo.reduce(%266 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %269 = stablehlo.reshape %268 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<1x8xf32>) -> tensor<8xf32>
    %273 = stablehlo.negate %265 : tensor<8xf32>
    %274 = stablehlo.multiply %273, %cst_16 : tensor<8xf32>
    %275 = stablehlo.add %272, %274 : tensor<8xf32>
    %276 = stablehlo.multiply %275, %33 : tensor<8xf32>
    %277 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %278 = stablehlo.reverse %277, dims = [0, 1] : tensor<3x3x8x8xf32>
    %279 = stablehlo.convolution(%267, %278) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x16x16xf32>
    %280 = stablehlo.transpose %31, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %281 = stablehlo.transpose %267, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %282 = stablehlo.convolution(%280, %281) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x3x3xf32>
    %283 = stablehlo.transpose %282, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %284 = stablehlo.compare LE, %31, %255, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %286 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %287 = stablehlo.select %285, %258, %286 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %288 = stablehlo.reduce(%287 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %289 = stablehlo.reshape %288 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x8xf32>) -> tensor<8xf32>
    %293 = stablehlo.multiply %287, %16 : tensor<8x8x16x16xf32>
    %294 = stablehlo.multiply %287, %24 : tensor<8x8x16x16xf32>
    %295 = stablehlo.reduce(%293 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %296 = stablehlo.reshape %295 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %297 = stablehlo.reshape %296 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x8xf32>) -> tensor<8xf32>
    %300 = stablehlo.negate %292 : tensor<8xf32>
    %301 = stablehlo.multiply %300, %cst_17 : tensor<8xf32>
    %302 = stablehlo.add %299, %301 : tensor<8xf32>
    %303 = stablehlo.multiply %302, %17 : tensor<8xf32>
    %304 = stablehlo.transpose %arg5, dims = [2, 3, 1, 0] : (tensor<8x8x3x3xf32>) -> tensor<3x3x8x8xf32>
    %305 = stablehlo.reverse %304, dims = [0, 1] : tensor<3x3x8x8xf32>
    %306 = stablehlo.convolution(%294, %305) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<3x3x8x8xf32>) -> tensor<8x8x16x16xf32>
    %307 = stablehlo.transpose %15, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %308 = stablehlo.transpose %294, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %309 = stablehlo.convolution(%307, %308) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x3x3xf32>
    %310 = stablehlo.transpose %309, dims = [1, 0, 2, 3] : (tensor<8x8x3x3xf32>) -> tensor<8x8x3x3xf32>
    %311 = stablehlo.add %260, %306 : tensor<8x8x16x16xf32>
    %312 = stablehlo.compare LE, %15, %255, FLOAT : (tensor<8x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xi1>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xi1>) -> tensor<8x8x16x16xi1>
    %314 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %315 = stablehlo.select %313, %258, %314 : tensor<8x8x16x16xi1>, tensor<8x8x16x16xf32>
    %316 = stablehlo.reduce(%315 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %317 = stablehlo.reshape %316 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<1x8xf32>) -> tensor<8xf32>
    %321 = stablehlo.multiply %315, %0 : tensor<8x8x16x16xf32>
    %322 = stablehlo.multiply %315, %8 : tensor<8x8x16x16xf32>
    %323 = stablehlo.reduce(%321 init: %cst_5) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x16x16xf32>, tensor<f32>) -> tensor<8xf32>
    %324 = stablehlo.reshape %323 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %327 = stablehlo.reshape %326 : (tensor<1x8xf32>) -> tensor<8xf32>
    %328 = stablehlo.negate %320 : tensor<8xf32>
    %329 = stablehlo.multiply %328, %cst_18 : tensor<8xf32>
    %330 = stablehlo.add %327, %329 : tensor<8xf32>
    %331 = stablehlo.multiply %330, %1 : tensor<8xf32>
    %332 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %333 = stablehlo.transpose %322, dims = [1, 0, 2, 3] : (tensor<8x8x16x16xf32>) -> tensor<8x8x16x16xf32>
    %334 = stablehlo.convolution(%332, %333) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x16x16xf32>) -> tensor<3x8x3x3xf32>
    %335 = stablehlo.transpose %334, dims = [1, 0, 2, 3] : (tensor<3x8x3x3xf32>) -> tensor<8x3x3x3xf32>
    return %142, %335, %331, %320, %310, %303, %292, %283, %276, %265, %253, %245, %234, %225, %218, %188, %208, %199, %188, %172, %171 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x8x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x16x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<10x16xf32>, tensor<10xf32>
  }
}
