module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['1.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['1.bias']", tag.role = "param"}, %arg5: tensor<8x1x3x3xf32> {jax.arg_info = "param['3.0.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['3.1.weight']", tag.role = "param"}, %arg7: tensor<8xf32> {jax.arg_info = "param['3.1.bias']", tag.role = "param"}, %arg8: tensor<16x8x1x1xf32> {jax.arg_info = "param['3.3.weight']", tag.role = "param"}, %arg9: tensor<16xf32> {jax.arg_info = "param['3.4.weight']", tag.role = "param"}, %arg10: tensor<16xf32> {jax.arg_info = "param['3.4.bias']", tag.role = "param"}, %arg11: tensor<16x1x3x3xf32> {jax.arg_info = "param['4.0.weight']", tag.role = "param"}, %arg12: tensor<16xf32> {jax.arg_info = "param['4.1.weight']", tag.role = "param"}, %arg13: tensor<16xf32> {jax.arg_info = "param['4.1.bias']", tag.role = "param"}, %arg14: tensor<32x16x1x1xf32> {jax.arg_info = "param['4.3.weight']", tag.role = "param"}, %arg15: tensor<32xf32> {jax.arg_info = "param['4.4.weight']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['4.4.bias']", tag.role = "param"}, %arg17: tensor<10x32xf32> {jax.arg_info = "param['7.weight']", tag.role = "param"}, %arg18: tensor<10xf32> {jax.arg_info = "param['7.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['0.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.bias']"}, tensor<8x1x3x3xf32> {jax.result_info = "grad['3.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['3.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['3.1.bias']"}, tensor<16x8x1x1xf32> {jax.result_info = "grad['3.3.weight']"}, tensor<16xf32> {jax.result_info = "grad['3.4.weight']"}, tensor<16xf32> {jax.result_info = "grad['3.4.bias']"}, tensor<16x1x3x3xf32> {jax.result_info = "grad['4.0.weight']"}, tensor<16xf32> {jax.result_info = "grad['4.1.weight']"}, tensor<16xf32> {jax.result_info = "grad['4.1.bias']"}, tensor<32x16x1x1xf32> {jax.result_info = "grad['4.3.weight']"}, tensor<32xf32> {jax.result_info = "grad['4.4.weight']"}, tensor<32xf32> {jax.result_info = "grad['4.4.bias']"}, tensor<10x32xf32> {jax.result_info = "grad['7.weight']"}, tensor<10xf32> {jax.result_info = "grad['7.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<[1.05809259, 1.09604776, 1.026140e+00, 1.06789148, 1.03747463, 1.03916693, 1.08677518, 1.01126075, 1.05532074, 1.09703052, 1.04313946, 1.0888319, 1.03461218, 1.09025812, 1.00164354, 1.04280388]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[1.01471341, 1.02524447, 1.00882554, 1.07610202, 1.0449152, 1.088490e+00, 1.0809536, 1.07767713, 1.05161786, 1.03455114, 1.03913844, 1.05665505, 1.07479548, 1.01498055, 1.0919739, 1.04457355]> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<[1.07336068, 1.02568603, 1.00857556, 1.00701392, 1.09989047, 1.08174944, 1.01544833, 1.06957209]> : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<[1.056252, 1.09479463, 1.08059561, 1.01839936, 1.07243526, 1.01466525, 1.02881873, 1.0647161]> : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<[-0.0116882613, 0.0372823551, -0.102109767, 0.107946567, 0.114690602, -0.017329216, 0.00637120241, -0.126991645, -0.0621170699, -0.0238075983, 0.00892065651, 0.180075228, -0.206265971, 0.0322170034, -0.113903739, 0.124179624, -0.151865542, 0.120050788, -0.0445135124, 0.00496783806, -1.735950e-02, 0.0766983852, 0.0618021786, 0.278991193, 0.0432525389, 0.213044554, 0.255000859, 0.0299252104, -0.0583730452, 0.0325483084, 0.0133253513, 0.0124883382]> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<[1.07152617, 1.07472277, 1.01894605, 1.06239891, 1.08690929, 1.05726504, 1.03942096, 1.05369413, 1.04463863, 1.07517493, 1.01604939, 1.07535517, 1.07818115, 1.01970625, 1.09082818, 1.09910929, 1.03028858, 1.03599524, 1.07491779, 1.01082897, 1.06977296, 1.0616653, 1.0815165, 1.00656962, 1.00846076, 1.07245648, 1.06801057, 1.00346172, 1.02211702, 1.00425112, 1.01417887, 1.02744007]> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<[0.0540756583, -0.0947807431, 0.0202143956, -0.0350748263, 0.0545005277, 0.154121086, 0.0600239225, -0.0338015184, 0.0404662937, 0.0893128737, -0.145409092, 0.118749343, -0.0299523454, 0.229631826, 0.0330545641, 0.2174768]> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<[0.0342745557, -0.160449252, -0.0587305315, 0.060038846, 0.0437803529, -0.00964546856, 0.0330268852, -0.0187518895, -0.142706469, 0.0592554174, -0.115819134, 0.00357609242, 0.0216012578, -9.160800e-02, 0.155985132, -0.315372437]> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<[-0.0927589759, 0.0774949267, 0.123690598, -0.076985471, -0.0991795286, 0.1698246, 0.0115844235, -0.0922625064]> : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<[0.0498786159, -0.052332323, -0.0251479503, -0.105553187, -0.0559261255, -0.0119708609, -0.0163545739, -0.0250463244]> : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_20 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_21 = arith.constant dense<16> : tensor<1xi64>
    %cst_22 = arith.constant dense<1> : tensor<1xi64>
    %cst_23 = arith.constant dense<1.000000e-02> : tensor<1xf64>
    %cst_24 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_26 = arith.constant dense<6.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.rsqrt %cst_12 : tensor<8xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<8xf32>
    %3 = stablehlo.multiply %2, %cst_18 : tensor<8xf32>
    %4 = stablehlo.subtract %arg4, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %2 : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %9 = stablehlo.multiply %0, %8 : tensor<8x8x8x8xf32>
    %10 = stablehlo.reshape %4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %14 = stablehlo.add %9, %13 : tensor<8x8x8x8xf32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %16 = stablehlo.maximum %14, %15 : tensor<8x8x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %18 = stablehlo.minimum %16, %17 : tensor<8x8x8x8xf32>
    %19 = stablehlo.convolution(%18, %arg5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x8x8xf32>, tensor<8x1x3x3xf32>) -> tensor<8x8x8x8xf32>
    %20 = stablehlo.rsqrt %cst_11 : tensor<8xf32>
    %21 = stablehlo.multiply %arg6, %20 : tensor<8xf32>
    %22 = stablehlo.multiply %21, %cst_17 : tensor<8xf32>
    %23 = stablehlo.subtract %arg7, %22 : tensor<8xf32>
    %24 = stablehlo.reshape %21 : (tensor<8xf32>) -> tensor<1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %28 = stablehlo.multiply %19, %27 : tensor<8x8x8x8xf32>
    %29 = stablehlo.reshape %23 : (tensor<8xf32>) -> tensor<1x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %33 = stablehlo.add %28, %32 : tensor<8x8x8x8xf32>
    %34 = stablehlo.maximum %33, %15 : tensor<8x8x8x8xf32>
    %35 = stablehlo.minimum %34, %17 : tensor<8x8x8x8xf32>
    %36 = stablehlo.convolution(%35, %arg8) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x1x1xf32>) -> tensor<8x16x8x8xf32>
    %37 = stablehlo.rsqrt %cst_10 : tensor<16xf32>
    %38 = stablehlo.multiply %arg9, %37 : tensor<16xf32>
    %39 = stablehlo.multiply %38, %cst_16 : tensor<16xf32>
    %40 = stablehlo.subtract %arg10, %39 : tensor<16xf32>
    %41 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %45 = stablehlo.multiply %36, %44 : tensor<8x16x8x8xf32>
    %46 = stablehlo.reshape %40 : (tensor<16xf32>) -> tensor<1x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %50 = stablehlo.add %45, %49 : tensor<8x16x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %52 = stablehlo.maximum %50, %51 : tensor<8x16x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %54 = stablehlo.minimum %52, %53 : tensor<8x16x8x8xf32>
    %55 = stablehlo.convolution(%54, %arg11) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<8x16x4x4xf32>
    %56 = stablehlo.rsqrt %cst_9 : tensor<16xf32>
    %57 = stablehlo.multiply %arg12, %56 : tensor<16xf32>
    %58 = stablehlo.multiply %57, %cst_15 : tensor<16xf32>
    %59 = stablehlo.subtract %arg13, %58 : tensor<16xf32>
    %60 = stablehlo.reshape %57 : (tensor<16xf32>) -> tensor<1x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x4x4xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<8x16x4x4xf32>
    %65 = stablehlo.reshape %59 : (tensor<16xf32>) -> tensor<1x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x4x4xf32>
    %69 = stablehlo.add %64, %68 : tensor<8x16x4x4xf32>
    %70 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %71 = stablehlo.maximum %69, %70 : tensor<8x16x4x4xf32>
    %72 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %73 = stablehlo.minimum %71, %72 : tensor<8x16x4x4xf32>
    %74 = stablehlo.convolution(%73, %arg14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x4x4xf32>, tensor<32x16x1x1xf32>) -> tensor<8x32x4x4xf32>
    %75 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.add %77, %cst_14 : tensor<32xf32>
    %79 = stablehlo.rsqrt %78 : tensor<32xf32>
    %80 = stablehlo.multiply %arg15, %79 : tensor<32xf32>
    %81 = stablehlo.multiply %80, %cst_13 : tensor<32xf32>
    %82 = stablehlo.subtract %arg16, %81 : tensor<32xf32>
    %83 = stablehlo.reshape %80 : (tensor<32xf32>) -> tensor<1x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %87 = stablehlo.multiply %74, %86 : tensor<8x32x4x4xf32>
    %88 = stablehlo.reshape %82 : (tensor<32xf32>) -> tensor<1x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %92 = stablehlo.add %87, %91 : tensor<8x32x4x4xf32>
    %93 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %94 = stablehlo.maximum %92, %93 : tensor<8x32x4x4xf32>
    %95 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %96 = stablehlo.minimum %94, %95 : tensor<8x32x4x4xf32>
    %97 = stablehlo.reduce(%96 init: %cst_8) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x32xf32>) -> tensor<8x32x1x1xf32>
    %99 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x32x1x1xf32>
    %102 = stablehlo.divide %98, %101 : tensor<8x32x1x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x32x1x1xf32>) -> tensor<8x32xf32>
    %104 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %106 = stablehlo.convert %cst_22 : (tensor<1xi64>) -> tensor<1xf32>
    %107 = stablehlo.reshape %106 : (tensor<1xf32>) -> tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %109 = stablehlo.multiply %105, %108 : tensor<8x10xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %111 = stablehlo.multiply %arg18, %110 : tensor<10xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %113 = stablehlo.add %109, %112 : tensor<8x10xf32>
    %114 = stablehlo.reduce(%113 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %117 = stablehlo.subtract %113, %116 : tensor<8x10xf32>
    %118 = stablehlo.exponential %117 : tensor<8x10xf32>
    %119 = stablehlo.reduce(%118 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
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
    %136 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.select %125, %135, %136 : tensor<8xi1>, tensor<8xf32>
    %138 = stablehlo.convert %124 : (tensor<8xi1>) -> tensor<8xi64>
    %139 = stablehlo.reduce(%138 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %140 = stablehlo.convert %139 : (tensor<i64>) -> tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.divide %141, %140 : tensor<f32>
    %143 = stablehlo.reduce(%123 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.negate %143 : tensor<8xf32>
    %145 = stablehlo.compare EQ, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %147 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %148 = stablehlo.select %146, %136, %147 : tensor<8xi1>, tensor<8xf32>
    %149 = stablehlo.not %145 : tensor<8xi1>
    %150 = stablehlo.convert %149 : (tensor<8xi1>) -> tensor<8xi64>
    %151 = stablehlo.reduce(%150 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %152 = stablehlo.reduce(%148 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %153 = stablehlo.convert %151 : (tensor<i64>) -> tensor<f32>
    %154 = stablehlo.divide %152, %153 : tensor<f32>
    %155 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %156 = stablehlo.reshape %155 : (tensor<1xf32>) -> tensor<f32>
    %157 = stablehlo.multiply %154, %156 : tensor<f32>
    %158 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %159 = stablehlo.reshape %158 : (tensor<1xf32>) -> tensor<f32>
    %160 = stablehlo.multiply %142, %159 : tensor<f32>
    %161 = stablehlo.add %160, %157 : tensor<f32>
    %162 = stablehlo.divide %cst_4, %153 : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %165 = stablehlo.select %146, %136, %164 : tensor<8xi1>, tensor<8xf32>
    %166 = stablehlo.negate %165 : tensor<8xf32>
    %167 = stablehlo.reshape %166 : (tensor<8xf32>) -> tensor<8x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %169 = stablehlo.divide %cst_5, %140 : tensor<f32>
    %170 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %171 = stablehlo.compare NE, %170, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %174 = stablehlo.select %172, %173, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %175 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %176 = stablehlo.reshape %174 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %177 = stablehlo.concatenate %129, %176, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %178 = "stablehlo.scatter"(%cst_3, %177, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      stablehlo.return %arg20 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %179 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %180 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %181 = stablehlo.select %172, %179, %180 : tensor<8x1xi1>, tensor<8x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %183 = stablehlo.multiply %178, %182 : tensor<8x10xf32>
    %184 = stablehlo.add %168, %183 : tensor<8x10xf32>
    %185 = stablehlo.exponential %123 : tensor<8x10xf32>
    %186 = stablehlo.reduce(%184 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %187 = stablehlo.reshape %186 : (tensor<8xf32>) -> tensor<8x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<8x10xf32>
    %190 = stablehlo.subtract %184, %189 : tensor<8x10xf32>
    %191 = stablehlo.transpose %104, dims = [1, 0] : (tensor<32x10xf32>) -> tensor<10x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x32xf32>) -> tensor<8x32xf32>
    %193 = stablehlo.transpose %190, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %194 = stablehlo.dot_general %193, %103, contracting_dims = [1] x [0] : (tensor<10x8xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %196 = stablehlo.reduce(%190 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %197 = stablehlo.reshape %196 : (tensor<10xf32>) -> tensor<1x10xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x10xf32>) -> tensor<10xf32>
    %199 = stablehlo.transpose %195, dims = [1, 0] : (tensor<32x10xf32>) -> tensor<10x32xf32>
    %200 = stablehlo.reshape %192 : (tensor<8x32xf32>) -> tensor<8x32x1x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<8x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %202 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %203 = stablehlo.divide %201, %202 : tensor<8x32x4x4xf32>
    %204 = stablehlo.convert %cst_25 : tensor<1xf64>
    %205 = stablehlo.reshape %204 : (tensor<1xf64>) -> tensor<f64>
    %206 = stablehlo.convert %205 : (tensor<f64>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %208 = stablehlo.compare LE, %92, %207, FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %209 = stablehlo.convert %cst_26 : tensor<1xf64>
    %210 = stablehlo.reshape %209 : (tensor<1xf64>) -> tensor<f64>
    %211 = stablehlo.convert %210 : (tensor<f64>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %213 = stablehlo.compare GE, %92, %212, FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %214 = stablehlo.or %208, %213 : tensor<8x32x4x4xi1>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xi1>) -> tensor<8x32x4x4xi1>
    %216 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %217 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xf32>
    %218 = stablehlo.select %215, %216, %217 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %219 = stablehlo.reduce(%218 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.reshape %219 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x32xf32>) -> tensor<32xf32>
    %224 = stablehlo.multiply %218, %74 : tensor<8x32x4x4xf32>
    %225 = stablehlo.multiply %218, %86 : tensor<8x32x4x4xf32>
    %226 = stablehlo.reduce(%224 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %227 = stablehlo.reshape %226 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<1x32xf32>) -> tensor<32xf32>
    %231 = stablehlo.negate %223 : tensor<32xf32>
    %232 = stablehlo.multiply %231, %cst_13 : tensor<32xf32>
    %233 = stablehlo.add %230, %232 : tensor<32xf32>
    %234 = stablehlo.multiply %233, %79 : tensor<32xf32>
    %235 = stablehlo.transpose %arg14, dims = [2, 3, 1, 0] : (tensor<32x16x1x1xf32>) -> tensor<1x1x16x32xf32>
    %236 = stablehlo.reverse %235, dims = [0, 1] : tensor<1x1x16x32xf32>
    %237 = stablehlo.convolution(%225, %236) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<1x1x16x32xf32>) -> tensor<8x16x4x4xf32>
    %238 = stablehlo.transpose %73, dims = [1, 0, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<16x8x4x4xf32>
    %239 = stablehlo.transpose %225, dims = [1, 0, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<32x8x4x4xf32>
    %240 = stablehlo.convolution(%238, %239) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x4x4xf32>, tensor<32x8x4x4xf32>) -> tensor<16x32x1x1xf32>
    %241 = stablehlo.transpose %240, dims = [1, 0, 2, 3] : (tensor<16x32x1x1xf32>) -> tensor<32x16x1x1xf32>
    %242 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %243 = stablehlo.compare LE, %69, %242, FLOAT : (tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xi1>
    %244 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %245 = stablehlo.compare GE, %69, %244, FLOAT : (tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xi1>
    %246 = stablehlo.or %243, %245 : tensor<8x16x4x4xi1>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<8x16x4x4xi1>) -> tensor<8x16x4x4xi1>
    %248 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %249 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %250 = stablehlo.select %247, %248, %249 : tensor<8x16x4x4xi1>, tensor<8x16x4x4xf32>
    %251 = stablehlo.reduce(%250 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x4x4xf32>, tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x16xf32>) -> tensor<16xf32>
    %256 = stablehlo.multiply %250, %55 : tensor<8x16x4x4xf32>
    %257 = stablehlo.multiply %250, %63 : tensor<8x16x4x4xf32>
    %258 = stablehlo.reduce(%256 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x4x4xf32>, tensor<f32>) -> tensor<16xf32>
    %259 = stablehlo.reshape %258 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<1x16xf32>) -> tensor<16xf32>
    %263 = stablehlo.negate %255 : tensor<16xf32>
    %264 = stablehlo.multiply %263, %cst_15 : tensor<16xf32>
    %265 = stablehlo.add %262, %264 : tensor<16xf32>
    %266 = stablehlo.multiply %265, %56 : tensor<16xf32>
    %267 = stablehlo.transpose %arg11, dims = [2, 3, 1, 0] : (tensor<16x1x3x3xf32>) -> tensor<3x3x1x16xf32>
    %268 = stablehlo.reverse %267, dims = [0, 1] : tensor<3x3x1x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %272 = stablehlo.convolution(%257, %271) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x4x4xf32>, tensor<3x3x16x1xf32>) -> tensor<8x16x8x8xf32>
    %273 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %274 = stablehlo.reshape %273 : (tensor<1xf32>) -> tensor<f32>
    %275 = stablehlo.pad %54, %274, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<8x16x10x10xf32>
    %276 = stablehlo.reshape %257 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %277 = stablehlo.transpose %276, dims = [1, 2, 0, 3] : (tensor<8x16x1x16xf32>) -> tensor<16x1x8x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<16x1x8x16xf32>) -> tensor<16x1x128xf32>
    %279 = stablehlo.slice %275 [0:8, 0:16, 0:7:2, 0:10] : (tensor<8x16x10x10xf32>) -> tensor<8x16x4x10xf32>
    %280 = stablehlo.slice %279 [0:8, 0:16, 0:4, 0:7:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %281 = stablehlo.reshape %280 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %282 = stablehlo.transpose %281, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %285 = stablehlo.dot_general %278, %284, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %286 = stablehlo.slice %279 [0:8, 0:16, 0:4, 1:8:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %288 = stablehlo.transpose %287, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %291 = stablehlo.dot_general %278, %290, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %292 = stablehlo.slice %279 [0:8, 0:16, 0:4, 2:9:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %294 = stablehlo.transpose %293, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %297 = stablehlo.dot_general %278, %296, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %298 = stablehlo.slice %275 [0:8, 0:16, 1:8:2, 0:10] : (tensor<8x16x10x10xf32>) -> tensor<8x16x4x10xf32>
    %299 = stablehlo.slice %298 [0:8, 0:16, 0:4, 0:7:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %301 = stablehlo.transpose %300, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %304 = stablehlo.dot_general %278, %303, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %305 = stablehlo.slice %298 [0:8, 0:16, 0:4, 1:8:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %307 = stablehlo.transpose %306, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %310 = stablehlo.dot_general %278, %309, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %311 = stablehlo.slice %298 [0:8, 0:16, 0:4, 2:9:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %312 = stablehlo.reshape %311 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %313 = stablehlo.transpose %312, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %316 = stablehlo.dot_general %278, %315, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %317 = stablehlo.slice %275 [0:8, 0:16, 2:9:2, 0:10] : (tensor<8x16x10x10xf32>) -> tensor<8x16x4x10xf32>
    %318 = stablehlo.slice %317 [0:8, 0:16, 0:4, 0:7:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %320 = stablehlo.transpose %319, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %323 = stablehlo.dot_general %278, %322, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %324 = stablehlo.slice %317 [0:8, 0:16, 0:4, 1:8:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %325 = stablehlo.reshape %324 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %326 = stablehlo.transpose %325, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %329 = stablehlo.dot_general %278, %328, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %330 = stablehlo.slice %317 [0:8, 0:16, 0:4, 2:9:2] : (tensor<8x16x4x10xf32>) -> tensor<8x16x4x4xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x16x4x4xf32>) -> tensor<8x16x1x16xf32>
    %332 = stablehlo.transpose %331, dims = [1, 0, 3, 2] : (tensor<8x16x1x16xf32>) -> tensor<16x8x16x1xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x8x16x1xf32>) -> tensor<16x128x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x1xf32>
    %335 = stablehlo.dot_general %278, %334, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x128xf32>, tensor<16x128x1xf32>) -> tensor<16x1x1xf32>
    %336 = stablehlo.reshape %285 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %337 = stablehlo.reshape %291 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %338 = stablehlo.reshape %297 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %339 = stablehlo.reshape %304 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %340 = stablehlo.reshape %310 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %341 = stablehlo.reshape %316 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %342 = stablehlo.reshape %323 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %343 = stablehlo.reshape %329 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %344 = stablehlo.reshape %335 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %345 = stablehlo.concatenate %336, %337, %338, %339, %340, %341, %342, %343, %344, dim = 3 : (tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>) -> tensor<16x1x1x9xf32>
    %346 = stablehlo.reshape %345 : (tensor<16x1x1x9xf32>) -> tensor<16x1x3x3xf32>
    %347 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %348 = stablehlo.compare LE, %50, %347, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %349 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %350 = stablehlo.compare GE, %50, %349, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %351 = stablehlo.or %348, %350 : tensor<8x16x8x8xi1>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %353 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %354 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %355 = stablehlo.select %352, %353, %354 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %356 = stablehlo.reduce(%355 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %357 = stablehlo.reshape %356 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %358 = stablehlo.reshape %357 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %359 = stablehlo.reshape %358 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x16xf32>) -> tensor<16xf32>
    %361 = stablehlo.multiply %355, %36 : tensor<8x16x8x8xf32>
    %362 = stablehlo.multiply %355, %44 : tensor<8x16x8x8xf32>
    %363 = stablehlo.reduce(%361 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %364 = stablehlo.reshape %363 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %366 = stablehlo.reshape %365 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %367 = stablehlo.reshape %366 : (tensor<1x16xf32>) -> tensor<16xf32>
    %368 = stablehlo.negate %360 : tensor<16xf32>
    %369 = stablehlo.multiply %368, %cst_16 : tensor<16xf32>
    %370 = stablehlo.add %367, %369 : tensor<16xf32>
    %371 = stablehlo.multiply %370, %37 : tensor<16xf32>
    %372 = stablehlo.transpose %arg8, dims = [2, 3, 1, 0] : (tensor<16x8x1x1xf32>) -> tensor<1x1x8x16xf32>
    %373 = stablehlo.reverse %372, dims = [0, 1] : tensor<1x1x8x16xf32>
    %374 = stablehlo.convolution(%362, %373) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x8x8xf32>
    %375 = stablehlo.transpose %35, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %376 = stablehlo.transpose %362, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %377 = stablehlo.convolution(%375, %376) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x1x1xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0, 2, 3] : (tensor<8x16x1x1xf32>) -> tensor<16x8x1x1xf32>
    %379 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %380 = stablehlo.compare LE, %33, %379, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %381 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %382 = stablehlo.compare GE, %33, %381, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %383 = stablehlo.or %380, %382 : tensor<8x8x8x8xi1>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %385 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %386 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %387 = stablehlo.select %384, %385, %386 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %388 = stablehlo.reduce(%387 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %389 = stablehlo.reshape %388 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<1x8xf32>) -> tensor<8xf32>
    %393 = stablehlo.multiply %387, %19 : tensor<8x8x8x8xf32>
    %394 = stablehlo.multiply %387, %27 : tensor<8x8x8x8xf32>
    %395 = stablehlo.reduce(%393 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %396 = stablehlo.reshape %395 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<1x8xf32>) -> tensor<8xf32>
    %400 = stablehlo.negate %392 : tensor<8xf32>
    %401 = stablehlo.multiply %400, %cst_17 : tensor<8xf32>
    %402 = stablehlo.add %399, %401 : tensor<8xf32>
    %403 = stablehlo.multiply %402, %20 : tensor<8xf32>
    %404 = stablehlo.transpose %arg5, dims = [2, 3, 1, 0] : (tensor<8x1x3x3xf32>) -> tensor<3x3x1x8xf32>
    %405 = stablehlo.reverse %404, dims = [0, 1] : tensor<3x3x1x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8x1xf32>
    %407 = stablehlo.transpose %406, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x8x1xf32>) -> tensor<3x3x8x1x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<3x3x8x1x1xf32>) -> tensor<3x3x8x1xf32>
    %409 = stablehlo.convolution(%394, %408) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x8x8xf32>, tensor<3x3x8x1xf32>) -> tensor<8x8x8x8xf32>
    %410 = stablehlo.pad %18, %274, low = [0, 0, 1, 1], high = [0, 0, 1, 1], interior = [0, 0, 0, 0] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8x8x10x10xf32>
    %411 = stablehlo.reshape %394 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %412 = stablehlo.transpose %411, dims = [1, 2, 0, 3] : (tensor<8x8x1x64xf32>) -> tensor<8x1x8x64xf32>
    %413 = stablehlo.reshape %412 : (tensor<8x1x8x64xf32>) -> tensor<8x1x512xf32>
    %414 = stablehlo.slice %410 [0:8, 0:8, 0:8, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x8x10xf32>
    %415 = stablehlo.slice %414 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %420 = stablehlo.dot_general %413, %419, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %421 = stablehlo.slice %414 [0:8, 0:8, 0:8, 1:9] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %423 = stablehlo.transpose %422, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %426 = stablehlo.dot_general %413, %425, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %427 = stablehlo.slice %414 [0:8, 0:8, 0:8, 2:10] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %429 = stablehlo.transpose %428, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %430 = stablehlo.reshape %429 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %432 = stablehlo.dot_general %413, %431, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %433 = stablehlo.slice %410 [0:8, 0:8, 1:9, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x8x10xf32>
    %434 = stablehlo.slice %433 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %436 = stablehlo.transpose %435, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %439 = stablehlo.dot_general %413, %438, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %440 = stablehlo.slice %433 [0:8, 0:8, 0:8, 1:9] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %442 = stablehlo.transpose %441, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %445 = stablehlo.dot_general %413, %444, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %446 = stablehlo.slice %433 [0:8, 0:8, 0:8, 2:10] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %448 = stablehlo.transpose %447, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %451 = stablehlo.dot_general %413, %450, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %452 = stablehlo.slice %410 [0:8, 0:8, 2:10, 0:10] : (tensor<8x8x10x10xf32>) -> tensor<8x8x8x10xf32>
    %453 = stablehlo.slice %452 [0:8, 0:8, 0:8, 0:8] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %455 = stablehlo.transpose %454, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %458 = stablehlo.dot_general %413, %457, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %459 = stablehlo.slice %452 [0:8, 0:8, 0:8, 1:9] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %462 = stablehlo.reshape %461 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %464 = stablehlo.dot_general %413, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %465 = stablehlo.slice %452 [0:8, 0:8, 0:8, 2:10] : (tensor<8x8x8x10xf32>) -> tensor<8x8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8x8xf32>) -> tensor<8x8x1x64xf32>
    %467 = stablehlo.transpose %466, dims = [1, 0, 3, 2] : (tensor<8x8x1x64xf32>) -> tensor<8x8x64x1xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x8x64x1xf32>) -> tensor<8x512x1xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1xf32>
    %470 = stablehlo.dot_general %413, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<8x1x512xf32>, tensor<8x512x1xf32>) -> tensor<8x1x1xf32>
    %471 = stablehlo.reshape %420 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %472 = stablehlo.reshape %426 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %473 = stablehlo.reshape %432 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %474 = stablehlo.reshape %439 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %475 = stablehlo.reshape %445 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %476 = stablehlo.reshape %451 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %477 = stablehlo.reshape %458 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %478 = stablehlo.reshape %464 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %479 = stablehlo.reshape %470 : (tensor<8x1x1xf32>) -> tensor<8x1x1x1xf32>
    %480 = stablehlo.concatenate %471, %472, %473, %474, %475, %476, %477, %478, %479, dim = 3 : (tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>, tensor<8x1x1x1xf32>) -> tensor<8x1x1x9xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x1x1x9xf32>) -> tensor<8x1x3x3xf32>
    %482 = stablehlo.compare LE, %14, %379, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %483 = stablehlo.compare GE, %14, %381, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %484 = stablehlo.or %482, %483 : tensor<8x8x8x8xi1>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %486 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %487 = stablehlo.select %485, %385, %486 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %488 = stablehlo.reduce(%487 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %489 = stablehlo.reshape %488 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<1x8xf32>) -> tensor<8xf32>
    %493 = stablehlo.multiply %487, %0 : tensor<8x8x8x8xf32>
    %494 = stablehlo.multiply %487, %8 : tensor<8x8x8x8xf32>
    %495 = stablehlo.reduce(%493 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %496 = stablehlo.reshape %495 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %497 = stablehlo.reshape %496 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %498 = stablehlo.reshape %497 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x8xf32>) -> tensor<8xf32>
    %500 = stablehlo.negate %492 : tensor<8xf32>
    %501 = stablehlo.multiply %500, %cst_18 : tensor<8xf32>
    %502 = stablehlo.add %499, %501 : tensor<8xf32>
    %503 = stablehlo.multiply %502, %1 : tensor<8xf32>
    %504 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %505 = stablehlo.transpose %494, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %506 = stablehlo.convolution(%504, %505) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x8x8xf32>) -> tensor<3x8x4x4xf32>
    %507 = stablehlo.transpose %506, dims = [1, 0, 2, 3] : (tensor<3x8x4x4xf32>) -> tensor<8x3x4x4xf32>
    %508 = stablehlo.slice %507 [0:8, 0:3, 0:3, 0:4] : (tensor<8x3x4x4xf32>) -> tensor<8x3x3x4xf32>
    %509 = stablehlo.slice %508 [0:8, 0:3, 0:3, 0:3] : (tensor<8x3x3x4xf32>) -> tensor<8x3x3x3xf32>
    return %161, %509, %503, %492, %481, %403, %392, %378, %371, %360, %346, %266, %255, %241, %234, %223, %199, %198 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8x1x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x1x3x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>
  }
}
