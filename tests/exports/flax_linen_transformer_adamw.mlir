module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x16xf32>, %arg12: tensor<32x2x16xf32>, %arg13: tensor<32xf32>, %arg14: tensor<2x16x32xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<32x2x16xf32>, %arg17: tensor<2x16xf32>, %arg18: tensor<32x2x16xf32>, %arg19: tensor<12x32xf32>, %arg20: tensor<i32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<2x16xf32>, %arg33: tensor<32x2x16xf32>, %arg34: tensor<32xf32>, %arg35: tensor<2x16x32xf32>, %arg36: tensor<2x16xf32>, %arg37: tensor<32x2x16xf32>, %arg38: tensor<2x16xf32>, %arg39: tensor<32x2x16xf32>, %arg40: tensor<12x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<64xf32>, %arg44: tensor<32x64xf32>, %arg45: tensor<64x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<2x16xf32>, %arg53: tensor<32x2x16xf32>, %arg54: tensor<32xf32>, %arg55: tensor<2x16x32xf32>, %arg56: tensor<2x16xf32>, %arg57: tensor<32x2x16xf32>, %arg58: tensor<2x16xf32>, %arg59: tensor<32x2x16xf32>, %arg60: tensor<12x32xf32>, %arg61: tensor<8x12xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_1']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_2']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_2']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<12x32xf32> {jax.result_info = "result[0]['pos']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Dense_0']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].mu['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1][0].mu['Dense_1']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][1][0].mu['Dense_1']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].mu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_1']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_2']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_2']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<12x32xf32> {jax.result_info = "result[1][1][0].mu['pos']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Dense_0']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].nu['Dense_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][1][0].nu['Dense_1']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][1][0].nu['Dense_1']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].nu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_1']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_2']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_2']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<12x32xf32> {jax.result_info = "result[1][1][0].nu['pos']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:62 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61) : (tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<i32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<8x12xi32>) -> (tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<i32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#35, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#46, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#57, %0#58, %0#59, %0#60, %0#61 : tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<i32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x16xf32>, %arg12: tensor<32x2x16xf32>, %arg13: tensor<32xf32>, %arg14: tensor<2x16x32xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<32x2x16xf32>, %arg17: tensor<2x16xf32>, %arg18: tensor<32x2x16xf32>, %arg19: tensor<12x32xf32>, %arg20: tensor<i32>, %arg21: tensor<32xf32>, %arg22: tensor<64x32xf32>, %arg23: tensor<64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<2x16xf32>, %arg33: tensor<32x2x16xf32>, %arg34: tensor<32xf32>, %arg35: tensor<2x16x32xf32>, %arg36: tensor<2x16xf32>, %arg37: tensor<32x2x16xf32>, %arg38: tensor<2x16xf32>, %arg39: tensor<32x2x16xf32>, %arg40: tensor<12x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<64xf32>, %arg44: tensor<32x64xf32>, %arg45: tensor<64x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<2x16xf32>, %arg53: tensor<32x2x16xf32>, %arg54: tensor<32xf32>, %arg55: tensor<2x16x32xf32>, %arg56: tensor<2x16xf32>, %arg57: tensor<32x2x16xf32>, %arg58: tensor<2x16xf32>, %arg59: tensor<32x2x16xf32>, %arg60: tensor<12x32xf32>, %arg61: tensor<8x12xi32>) -> (tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<i32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<f32>) {
    %0 = stablehlo.slice %arg61 [0:8, 0:11] : (tensor<8x12xi32>) -> tensor<8x11xi32>
    %1:2 = call @_take(%arg4, %0) : (tensor<64x32xf32>, tensor<8x11xi32>) -> (tensor<8x11x32xf32>, tensor<8x11x1xi32>)
    %2 = stablehlo.slice %arg19 [0:11, 0:32] : (tensor<12x32xf32>) -> tensor<11x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<11x32xf32>) -> tensor<1x11x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x11x32xf32>) -> tensor<8x11x32xf32>
    %5 = stablehlo.add %1#0, %4 : tensor<8x11x32xf32>
    %6 = stablehlo.iota dim = 0 : tensor<11xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<11xi32>) -> tensor<8x11xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x11xi32>) -> tensor<8x11x1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<8x11xi32>) -> tensor<8x1x11xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x11x1xi32>) -> tensor<8x11x11xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x1x11xi32>) -> tensor<8x11x11xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<8x11x11xi32>, tensor<8x11x11xi32>) -> tensor<8x11x11xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 2, 3] : (tensor<8x11x11xi1>) -> tensor<8x1x11x11xi1>
    %14 = stablehlo.convert %13 : (tensor<8x1x11x11xi1>) -> tensor<8x1x11x11xf32>
    %15 = chlo.square %5 : tensor<8x11x32xf32> -> tensor<8x11x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x32xf32>
    %17 = stablehlo.multiply %16, %5 : tensor<8x11x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x11xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%15 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x11xf32>
    %24 = chlo.square %20 : tensor<8x11xf32> -> tensor<8x11xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %26 = stablehlo.multiply %25, %20 : tensor<8x11xf32>
    %27 = stablehlo.subtract %23, %24 : tensor<8x11xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<8x11xf32>
    %30 = stablehlo.compare EQ, %27, %29, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %33 = stablehlo.select %30, %31, %32 : tensor<8x11xi1>, tensor<8x11xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %35 = stablehlo.compare EQ, %34, %29, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %38 = stablehlo.select %35, %36, %37 : tensor<8x11xi1>, tensor<8x11xf32>
    %39 = stablehlo.divide %33, %38 : tensor<8x11xf32>
    %40 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %41 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %43 = stablehlo.subtract %5, %42 : tensor<8x11x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %45 = stablehlo.add %41, %44 : tensor<8x11x1xf32>
    %46 = stablehlo.rsqrt %45 : tensor<8x11x1xf32>
    %47 = stablehlo.divide %46, %45 : tensor<8x11x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x11x1xf32>
    %50 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %51 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<8x11x32xf32>
    %54 = stablehlo.multiply %43, %53 : tensor<8x11x32xf32>
    %55 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x11x32xf32>
    %58 = stablehlo.dot_general %57, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x2x16xf32>) -> tensor<8x11x2x16xf32>
    %59 = stablehlo.reshape %arg15 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x11x2x16xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x11x2x16xf32>
    %62 = stablehlo.dot_general %57, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x2x16xf32>) -> tensor<8x11x2x16xf32>
    %63 = stablehlo.reshape %arg11 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x11x2x16xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x11x2x16xf32>
    %66 = stablehlo.dot_general %57, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x2x16xf32>) -> tensor<8x11x2x16xf32>
    %67 = stablehlo.reshape %arg17 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x11x2x16xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x11x2x16xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %70 = stablehlo.sqrt %cst_13 : tensor<f32>
    %71 = stablehlo.convert %70 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8x11x2x16xf32>
    %73 = stablehlo.divide %61, %72 : tensor<8x11x2x16xf32>
    %74 = stablehlo.dot_general %73, %65, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<8x11x2x16xf32>) -> tensor<8x2x11x11xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %75:2 = call @_where_0(%14, %74, %cst_14) : (tensor<8x1x11x11xf32>, tensor<8x2x11x11xf32>, tensor<f32>) -> (tensor<8x2x11x11xf32>, tensor<8x2x11x11xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%75#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x11x11xf32>, tensor<f32>) -> tensor<8x2x11xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x11xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<8x2x11xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x2x11xf32>) -> tensor<8x2x11x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x2x11x1xf32>) -> tensor<8x2x11x11xf32>
    %81 = stablehlo.subtract %75#0, %80 : tensor<8x2x11x11xf32>
    %82 = stablehlo.exponential %81 : tensor<8x2x11x11xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x11x11xf32>, tensor<f32>) -> tensor<8x2x11xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x2x11xf32>) -> tensor<8x2x11x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x2x11x1xf32>) -> tensor<8x2x11x11xf32>
    %86 = stablehlo.divide %82, %85 : tensor<8x2x11x11xf32>
    %87 = stablehlo.multiply %84, %84 : tensor<8x2x11x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x2x11x1xf32>
    %89 = stablehlo.divide %88, %87 : tensor<8x2x11x1xf32>
    %90 = stablehlo.dot_general %69, %86, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<8x2x11x11xf32>) -> tensor<8x2x16x11xf32>
    %91 = stablehlo.transpose %90, dims = [0, 3, 1, 2] : (tensor<8x2x16x11xf32>) -> tensor<8x11x2x16xf32>
    %92 = stablehlo.dot_general %91, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x11x32xf32>
    %93 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x11x32xf32>
    %96 = stablehlo.add %5, %95 : tensor<8x11x32xf32>
    %97 = chlo.square %96 : tensor<8x11x32xf32> -> tensor<8x11x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x11x32xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<8x11x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%96 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %102 = stablehlo.divide %100, %101 : tensor<8x11xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x11xf32>
    %106 = chlo.square %102 : tensor<8x11xf32> -> tensor<8x11xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %108 = stablehlo.multiply %107, %102 : tensor<8x11xf32>
    %109 = stablehlo.subtract %105, %106 : tensor<8x11xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<8x11xf32>
    %112 = stablehlo.compare EQ, %109, %111, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %115 = stablehlo.select %112, %113, %114 : tensor<8x11xi1>, tensor<8x11xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %117 = stablehlo.compare EQ, %116, %111, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %120 = stablehlo.select %117, %118, %119 : tensor<8x11xi1>, tensor<8x11xf32>
    %121 = stablehlo.divide %115, %120 : tensor<8x11xf32>
    %122 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %123 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %125 = stablehlo.subtract %96, %124 : tensor<8x11x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %127 = stablehlo.add %123, %126 : tensor<8x11x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<8x11x1xf32>
    %129 = stablehlo.divide %128, %127 : tensor<8x11x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<8x11x1xf32>
    %132 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %133 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<8x11x32xf32>
    %136 = stablehlo.multiply %125, %135 : tensor<8x11x32xf32>
    %137 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x11x32xf32>
    %140 = stablehlo.dot_general %139, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x64xf32>) -> tensor<8x11x64xf32>
    %141 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x11x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<8x11x64xf32>
    %144 = stablehlo.multiply %143, %143 : tensor<8x11x64xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<8x11x64xf32>
    %146 = stablehlo.multiply %143, %143 : tensor<8x11x64xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<8x11x64xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %150 = stablehlo.multiply %149, %145 : tensor<8x11x64xf32>
    %151 = stablehlo.add %143, %150 : tensor<8x11x64xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<8x11x64xf32>
    %154 = stablehlo.tanh %153 : tensor<8x11x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %156 = stablehlo.subtract %155, %154 : tensor<8x11x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %158 = stablehlo.add %157, %154 : tensor<8x11x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<8x11x64xf32>
    %161 = stablehlo.multiply %143, %160 : tensor<8x11x64xf32>
    %162 = stablehlo.dot_general %161, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<64x32xf32>) -> tensor<8x11x32xf32>
    %163 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %165 = stablehlo.add %162, %164 : tensor<8x11x32xf32>
    %166 = stablehlo.add %96, %165 : tensor<8x11x32xf32>
    %167 = chlo.square %166 : tensor<8x11x32xf32> -> tensor<8x11x32xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x11x32xf32>
    %169 = stablehlo.multiply %168, %166 : tensor<8x11x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%166 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %172 = stablehlo.divide %170, %171 : tensor<8x11xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%167 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %175 = stablehlo.divide %173, %174 : tensor<8x11xf32>
    %176 = chlo.square %172 : tensor<8x11xf32> -> tensor<8x11xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %178 = stablehlo.multiply %177, %172 : tensor<8x11xf32>
    %179 = stablehlo.subtract %175, %176 : tensor<8x11xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<8x11xf32>
    %182 = stablehlo.compare EQ, %179, %181, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %185 = stablehlo.select %182, %183, %184 : tensor<8x11xi1>, tensor<8x11xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %187 = stablehlo.compare EQ, %186, %181, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %190 = stablehlo.select %187, %188, %189 : tensor<8x11xi1>, tensor<8x11xf32>
    %191 = stablehlo.divide %185, %190 : tensor<8x11xf32>
    %192 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %193 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %195 = stablehlo.subtract %166, %194 : tensor<8x11x32xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<8x11x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<8x11x1xf32>
    %199 = stablehlo.divide %198, %197 : tensor<8x11x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<8x11x1xf32>
    %202 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<8x11x32xf32>
    %206 = stablehlo.multiply %195, %205 : tensor<8x11x32xf32>
    %207 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %209 = stablehlo.add %206, %208 : tensor<8x11x32xf32>
    %210 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x64xf32>) -> tensor<8x11x64xf32>
    %212 = stablehlo.slice %arg61 [0:8, 1:12] : (tensor<8x12xi32>) -> tensor<8x11xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %213 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x11xi32>
    %214 = stablehlo.compare NE, %212, %213, SIGNED : (tensor<8x11xi32>, tensor<8x11xi32>) -> tensor<8x11xi1>
    %215 = stablehlo.convert %214 : (tensor<8x11xi1>) -> tensor<8x11xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x11xi32>) -> tensor<8x11x1xi32>
    %217:2 = call @take_along_axis(%211, %216) : (tensor<8x11x64xf32>, tensor<8x11x1xi32>) -> (tensor<8x11x1xf32>, tensor<8x11x1x1xi32>)
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %218:2 = call @_take_1(%217#0, %c_53) : (tensor<8x11x1xf32>, tensor<i32>) -> (tensor<8x11xf32>, tensor<1xi32>)
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %219 = stablehlo.reduce(%211 init: %cst_54) applies stablehlo.maximum across dimensions = [2] : (tensor<8x11x64xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %221 = stablehlo.maximum %220, %219 : tensor<8x11xf32>
    %222 = stablehlo.is_finite %221 : (tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %224 = stablehlo.select %222, %221, %223 : tensor<8x11xi1>, tensor<8x11xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    %227 = stablehlo.subtract %211, %226 : tensor<8x11x64xf32>
    %228 = stablehlo.exponential %227 : tensor<8x11x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x11x64xf32>, tensor<f32>) -> tensor<8x11xf32>
    %230 = stablehlo.abs %229 : tensor<8x11xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %232 = stablehlo.compare GE, %229, %231, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %233 = stablehlo.log %230 : tensor<8x11xf32>
    %234 = stablehlo.add %233, %224 : tensor<8x11xf32>
    %235 = stablehlo.subtract %234, %218#0 : tensor<8x11xf32>
    %236 = stablehlo.multiply %235, %215 : tensor<8x11xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11xf32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%215 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.maximum %238, %cst_61 : tensor<f32>
    %240 = stablehlo.divide %237, %239 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.divide %cst_62, %239 : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %243 = stablehlo.multiply %242, %215 : tensor<8x11xf32>
    %244 = stablehlo.negate %243 : tensor<8x11xf32>
    %245 = stablehlo.divide %243, %230 : tensor<8x11xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %247 = stablehlo.select %232, %246, %245 : tensor<8x11xi1>, tensor<8x11xf32>
    %248 = stablehlo.select %232, %245, %246 : tensor<8x11xi1>, tensor<8x11xf32>
    %249 = stablehlo.negate %247 : tensor<8x11xf32>
    %250 = stablehlo.add %248, %249 : tensor<8x11xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x64xf32>
    %252 = stablehlo.multiply %251, %228 : tensor<8x11x64xf32>
    %253 = call @_take_3(%218#1, %244) : (tensor<1xi32>, tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %254 = call @take_along_axis_4(%217#1, %253) : (tensor<8x11x1x1xi32>, tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x11x64xf32>
    %256 = stablehlo.dot_general %255, %209, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %258 = stablehlo.dot_general %255, %210, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<32x64xf32>) -> tensor<8x11x32xf32>
    %259 = stablehlo.transpose %257, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%258 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.reshape %260 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %263 = stablehlo.multiply %195, %258 : tensor<8x11x32xf32>
    %264 = stablehlo.multiply %258, %205 : tensor<8x11x32xf32>
    %265 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %266 = stablehlo.multiply %265, %263 : tensor<8x11x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.reshape %267 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %269 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %270 = stablehlo.multiply %263, %269 : tensor<8x11x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %273 = stablehlo.reshape %268 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %274 = stablehlo.multiply %272, %201 : tensor<8x11x1xf32>
    %275 = stablehlo.negate %264 : tensor<8x11x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%274 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%277 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %280 = stablehlo.multiply %278, %191 : tensor<8x11xf32>
    %281 = stablehlo.negate %280 : tensor<8x11xf32>
    %282 = stablehlo.multiply %281, %178 : tensor<8x11xf32>
    %283 = stablehlo.add %279, %282 : tensor<8x11xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %285 = stablehlo.divide %280, %284 : tensor<8x11xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %cst_71 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %288 = stablehlo.divide %283, %287 : tensor<8x11xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %290 = stablehlo.add %264, %289 : tensor<8x11x32xf32>
    %291 = stablehlo.multiply %286, %169 : tensor<8x11x32xf32>
    %292 = stablehlo.add %290, %291 : tensor<8x11x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %294 = stablehlo.reshape %293 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %296 = stablehlo.dot_general %292, %161, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x64xf32>) -> tensor<32x64xf32>
    %297 = stablehlo.transpose %296, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %298 = stablehlo.dot_general %292, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<64x32xf32>) -> tensor<8x11x64xf32>
    %299 = stablehlo.multiply %143, %298 : tensor<8x11x64xf32>
    %300 = stablehlo.multiply %298, %160 : tensor<8x11x64xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<8x11x64xf32>
    %303 = stablehlo.multiply %302, %156 : tensor<8x11x64xf32>
    %304 = stablehlo.multiply %303, %154 : tensor<8x11x64xf32>
    %305 = stablehlo.add %303, %304 : tensor<8x11x64xf32>
    %cst_74 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<8x11x64xf32>
    %308 = stablehlo.add %300, %307 : tensor<8x11x64xf32>
    %cst_75 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %310 = stablehlo.multiply %309, %307 : tensor<8x11x64xf32>
    %311 = stablehlo.multiply %310, %148 : tensor<8x11x64xf32>
    %312 = stablehlo.add %308, %311 : tensor<8x11x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x64xf32>, tensor<f32>) -> tensor<64xf32>
    %314 = stablehlo.reshape %313 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %316 = stablehlo.dot_general %312, %139, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %317 = stablehlo.transpose %316, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %318 = stablehlo.dot_general %312, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<32x64xf32>) -> tensor<8x11x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.reshape %319 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %322 = stablehlo.multiply %125, %318 : tensor<8x11x32xf32>
    %323 = stablehlo.multiply %318, %135 : tensor<8x11x32xf32>
    %324 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %325 = stablehlo.multiply %324, %322 : tensor<8x11x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %327 = stablehlo.reshape %326 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %328 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %329 = stablehlo.multiply %322, %328 : tensor<8x11x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %331 = stablehlo.reshape %330 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %332 = stablehlo.reshape %327 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %333 = stablehlo.multiply %331, %131 : tensor<8x11x1xf32>
    %334 = stablehlo.negate %323 : tensor<8x11x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %336 = stablehlo.reshape %335 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %337 = stablehlo.add %292, %323 : tensor<8x11x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%333 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%336 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %340 = stablehlo.multiply %338, %121 : tensor<8x11xf32>
    %341 = stablehlo.negate %340 : tensor<8x11xf32>
    %342 = stablehlo.multiply %341, %108 : tensor<8x11xf32>
    %343 = stablehlo.add %339, %342 : tensor<8x11xf32>
    %cst_83 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %345 = stablehlo.divide %340, %344 : tensor<8x11xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %cst_84 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %348 = stablehlo.divide %343, %347 : tensor<8x11xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %350 = stablehlo.add %337, %349 : tensor<8x11x32xf32>
    %351 = stablehlo.multiply %346, %99 : tensor<8x11x32xf32>
    %352 = stablehlo.add %350, %351 : tensor<8x11x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.reshape %353 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %355 = stablehlo.reshape %354 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %356 = stablehlo.dot_general %352, %91, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x2x16xf32>) -> tensor<32x2x16xf32>
    %357 = stablehlo.transpose %356, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %358 = stablehlo.dot_general %352, %arg14, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<2x16x32xf32>) -> tensor<8x11x2x16xf32>
    %359 = stablehlo.transpose %358, dims = [0, 2, 3, 1] : (tensor<8x11x2x16xf32>) -> tensor<8x2x16x11xf32>
    %360 = stablehlo.dot_general %359, %69, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x11xf32>, tensor<8x11x2x16xf32>) -> tensor<8x2x11x11xf32>
    %361 = stablehlo.dot_general %359, %86, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x11xf32>, tensor<8x2x11x11xf32>) -> tensor<8x2x16x11xf32>
    %362 = stablehlo.transpose %361, dims = [0, 3, 1, 2] : (tensor<8x2x16x11xf32>) -> tensor<8x11x2x16xf32>
    %363 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<8x2x11x1xf32>) -> tensor<8x2x11x11xf32>
    %364 = stablehlo.multiply %360, %363 : tensor<8x2x11x11xf32>
    %365 = stablehlo.multiply %364, %82 : tensor<8x2x11x11xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<8x2x11x11xf32>, tensor<f32>) -> tensor<8x2x11xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x2x11xf32>) -> tensor<8x2x11x1xf32>
    %368 = stablehlo.negate %367 : tensor<8x2x11x1xf32>
    %369 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x2x11x1xf32>) -> tensor<8x2x11x11xf32>
    %370 = stablehlo.divide %360, %369 : tensor<8x2x11x11xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%368 init: %cst_87) applies stablehlo.add across dimensions = [3] : (tensor<8x2x11x1xf32>, tensor<f32>) -> tensor<8x2x11xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<8x2x11xf32>) -> tensor<8x2x11x11xf32>
    %373 = stablehlo.add %370, %372 : tensor<8x2x11x11xf32>
    %374 = stablehlo.multiply %373, %82 : tensor<8x2x11x11xf32>
    %375 = call @_where_5(%75#1, %374) : (tensor<8x2x11x11xi1>, tensor<8x2x11x11xf32>) -> tensor<8x2x11x11xf32>
    %376 = stablehlo.dot_general %375, %73, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x11x11xf32>, tensor<8x11x2x16xf32>) -> tensor<8x2x11x16xf32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 1, 3] : (tensor<8x2x11x16xf32>) -> tensor<8x11x2x16xf32>
    %378 = stablehlo.dot_general %375, %65, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x11x11xf32>, tensor<8x11x2x16xf32>) -> tensor<8x2x11x16xf32>
    %379 = stablehlo.transpose %378, dims = [0, 2, 1, 3] : (tensor<8x2x11x16xf32>) -> tensor<8x11x2x16xf32>
    %380 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8x11x2x16xf32>
    %381 = stablehlo.divide %379, %380 : tensor<8x11x2x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%362 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %384 = stablehlo.reshape %383 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %385 = stablehlo.dot_general %362, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<8x11x32xf32>) -> tensor<2x16x32xf32>
    %386 = stablehlo.transpose %385, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %387 = stablehlo.dot_general %362, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x11x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%377 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %391 = stablehlo.dot_general %377, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<8x11x32xf32>) -> tensor<2x16x32xf32>
    %392 = stablehlo.transpose %391, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %393 = stablehlo.dot_general %377, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x11x32xf32>
    %394 = stablehlo.add %387, %393 : tensor<8x11x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%381 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %398 = stablehlo.dot_general %381, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<8x11x32xf32>) -> tensor<2x16x32xf32>
    %399 = stablehlo.transpose %398, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %400 = stablehlo.dot_general %381, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x11x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x11x32xf32>
    %401 = stablehlo.add %394, %400 : tensor<8x11x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %403 = stablehlo.reshape %402 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %405 = stablehlo.multiply %43, %401 : tensor<8x11x32xf32>
    %406 = stablehlo.multiply %401, %53 : tensor<8x11x32xf32>
    %407 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %408 = stablehlo.multiply %407, %405 : tensor<8x11x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.reshape %409 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %411 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %412 = stablehlo.multiply %405, %411 : tensor<8x11x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %414 = stablehlo.reshape %413 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %415 = stablehlo.reshape %410 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %416 = stablehlo.multiply %414, %49 : tensor<8x11x1xf32>
    %417 = stablehlo.negate %406 : tensor<8x11x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %419 = stablehlo.reshape %418 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %420 = stablehlo.add %352, %406 : tensor<8x11x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%416 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%419 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %423 = stablehlo.multiply %421, %39 : tensor<8x11xf32>
    %424 = stablehlo.negate %423 : tensor<8x11xf32>
    %425 = stablehlo.multiply %424, %26 : tensor<8x11xf32>
    %426 = stablehlo.add %422, %425 : tensor<8x11xf32>
    %cst_97 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %428 = stablehlo.divide %423, %427 : tensor<8x11xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %cst_98 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %431 = stablehlo.divide %426, %430 : tensor<8x11xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %433 = stablehlo.add %420, %432 : tensor<8x11x32xf32>
    %434 = stablehlo.multiply %429, %17 : tensor<8x11x32xf32>
    %435 = stablehlo.add %433, %434 : tensor<8x11x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<11x32xf32>
    %437 = stablehlo.reshape %436 : (tensor<11x32xf32>) -> tensor<1x11x32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_100) applies stablehlo.add across dimensions = [0] : (tensor<1x11x32xf32>, tensor<f32>) -> tensor<11x32xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.pad %438, %cst_101, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<11x32xf32>, tensor<f32>) -> tensor<12x32xf32>
    %440 = call @_take_6(%1#1, %435) : (tensor<8x11x1xi32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %441 = stablehlo.add %259, %440 : tensor<64x32xf32>
    %442 = chlo.square %295 : tensor<32xf32> -> tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %444 = chlo.square %443 : tensor<32xf32> -> tensor<32xf32>
    %445 = stablehlo.add %442, %444 : tensor<32xf32>
    %446 = chlo.square %297 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %448 = chlo.square %447 : tensor<64x32xf32> -> tensor<64x32xf32>
    %449 = stablehlo.add %446, %448 : tensor<64x32xf32>
    %450 = chlo.square %315 : tensor<64xf32> -> tensor<64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %452 = chlo.square %451 : tensor<64xf32> -> tensor<64xf32>
    %453 = stablehlo.add %450, %452 : tensor<64xf32>
    %454 = chlo.square %317 : tensor<32x64xf32> -> tensor<32x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %456 = chlo.square %455 : tensor<32x64xf32> -> tensor<32x64xf32>
    %457 = stablehlo.add %454, %456 : tensor<32x64xf32>
    %458 = chlo.square %441 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %460 = chlo.square %459 : tensor<64x32xf32> -> tensor<64x32xf32>
    %461 = stablehlo.add %458, %460 : tensor<64x32xf32>
    %462 = chlo.square %404 : tensor<32xf32> -> tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %464 = chlo.square %463 : tensor<32xf32> -> tensor<32xf32>
    %465 = stablehlo.add %462, %464 : tensor<32xf32>
    %466 = chlo.square %415 : tensor<32xf32> -> tensor<32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %468 = chlo.square %467 : tensor<32xf32> -> tensor<32xf32>
    %469 = stablehlo.add %466, %468 : tensor<32xf32>
    %470 = chlo.square %321 : tensor<32xf32> -> tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %472 = chlo.square %471 : tensor<32xf32> -> tensor<32xf32>
    %473 = stablehlo.add %470, %472 : tensor<32xf32>
    %474 = chlo.square %332 : tensor<32xf32> -> tensor<32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %476 = chlo.square %475 : tensor<32xf32> -> tensor<32xf32>
    %477 = stablehlo.add %474, %476 : tensor<32xf32>
    %478 = chlo.square %262 : tensor<32xf32> -> tensor<32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %480 = chlo.square %479 : tensor<32xf32> -> tensor<32xf32>
    %481 = stablehlo.add %478, %480 : tensor<32xf32>
    %482 = chlo.square %273 : tensor<32xf32> -> tensor<32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %484 = chlo.square %483 : tensor<32xf32> -> tensor<32xf32>
    %485 = stablehlo.add %482, %484 : tensor<32xf32>
    %486 = chlo.square %390 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %488 = chlo.square %487 : tensor<2x16xf32> -> tensor<2x16xf32>
    %489 = stablehlo.add %486, %488 : tensor<2x16xf32>
    %490 = chlo.square %392 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %492 = chlo.square %491 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %493 = stablehlo.add %490, %492 : tensor<32x2x16xf32>
    %494 = chlo.square %355 : tensor<32xf32> -> tensor<32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %496 = chlo.square %495 : tensor<32xf32> -> tensor<32xf32>
    %497 = stablehlo.add %494, %496 : tensor<32xf32>
    %498 = chlo.square %357 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %500 = chlo.square %499 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %501 = stablehlo.add %498, %500 : tensor<2x16x32xf32>
    %502 = chlo.square %397 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %504 = chlo.square %503 : tensor<2x16xf32> -> tensor<2x16xf32>
    %505 = stablehlo.add %502, %504 : tensor<2x16xf32>
    %506 = chlo.square %399 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %508 = chlo.square %507 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %509 = stablehlo.add %506, %508 : tensor<32x2x16xf32>
    %510 = chlo.square %384 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %512 = chlo.square %511 : tensor<2x16xf32> -> tensor<2x16xf32>
    %513 = stablehlo.add %510, %512 : tensor<2x16xf32>
    %514 = chlo.square %386 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %516 = chlo.square %515 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %517 = stablehlo.add %514, %516 : tensor<32x2x16xf32>
    %518 = chlo.square %439 : tensor<12x32xf32> -> tensor<12x32xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %520 = chlo.square %519 : tensor<12x32xf32> -> tensor<12x32xf32>
    %521 = stablehlo.add %518, %520 : tensor<12x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%445 init: %cst_122) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%449 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%453 init: %cst_124) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%457 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%461 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%465 init: %cst_127) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%469 init: %cst_128) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%473 init: %cst_129) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%477 init: %cst_130) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%481 init: %cst_131) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%485 init: %cst_132) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%489 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%493 init: %cst_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%497 init: %cst_135) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%501 init: %cst_136) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%505 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%509 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%513 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%517 init: %cst_140) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%521 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.add %cst_142, %522 : tensor<f32>
    %543 = stablehlo.add %542, %523 : tensor<f32>
    %544 = stablehlo.add %543, %524 : tensor<f32>
    %545 = stablehlo.add %544, %525 : tensor<f32>
    %546 = stablehlo.add %545, %526 : tensor<f32>
    %547 = stablehlo.add %546, %527 : tensor<f32>
    %548 = stablehlo.add %547, %528 : tensor<f32>
    %549 = stablehlo.add %548, %529 : tensor<f32>
    %550 = stablehlo.add %549, %530 : tensor<f32>
    %551 = stablehlo.add %550, %531 : tensor<f32>
    %552 = stablehlo.add %551, %532 : tensor<f32>
    %553 = stablehlo.add %552, %533 : tensor<f32>
    %554 = stablehlo.add %553, %534 : tensor<f32>
    %555 = stablehlo.add %554, %535 : tensor<f32>
    %556 = stablehlo.add %555, %536 : tensor<f32>
    %557 = stablehlo.add %556, %537 : tensor<f32>
    %558 = stablehlo.add %557, %538 : tensor<f32>
    %559 = stablehlo.add %558, %539 : tensor<f32>
    %560 = stablehlo.add %559, %540 : tensor<f32>
    %561 = stablehlo.add %560, %541 : tensor<f32>
    %562 = stablehlo.sqrt %561 : tensor<f32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %563 = stablehlo.compare LT, %562, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %564 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %565 = stablehlo.divide %295, %564 : tensor<32xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<32xf32>
    %568 = stablehlo.select %563, %295, %567 : tensor<i1>, tensor<32xf32>
    %569 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %570 = stablehlo.divide %297, %569 : tensor<64x32xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<64x32xf32>
    %573 = stablehlo.select %563, %297, %572 : tensor<i1>, tensor<64x32xf32>
    %574 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %575 = stablehlo.divide %315, %574 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<64xf32>
    %578 = stablehlo.select %563, %315, %577 : tensor<i1>, tensor<64xf32>
    %579 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %580 = stablehlo.divide %317, %579 : tensor<32x64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<32x64xf32>
    %583 = stablehlo.select %563, %317, %582 : tensor<i1>, tensor<32x64xf32>
    %584 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %585 = stablehlo.divide %441, %584 : tensor<64x32xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<64x32xf32>
    %588 = stablehlo.select %563, %441, %587 : tensor<i1>, tensor<64x32xf32>
    %589 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %590 = stablehlo.divide %404, %589 : tensor<32xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<32xf32>
    %593 = stablehlo.select %563, %404, %592 : tensor<i1>, tensor<32xf32>
    %594 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.divide %415, %594 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<32xf32>
    %598 = stablehlo.select %563, %415, %597 : tensor<i1>, tensor<32xf32>
    %599 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %600 = stablehlo.divide %321, %599 : tensor<32xf32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<32xf32>
    %603 = stablehlo.select %563, %321, %602 : tensor<i1>, tensor<32xf32>
    %604 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.divide %332, %604 : tensor<32xf32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %607 = stablehlo.multiply %605, %606 : tensor<32xf32>
    %608 = stablehlo.select %563, %332, %607 : tensor<i1>, tensor<32xf32>
    %609 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.divide %262, %609 : tensor<32xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<32xf32>
    %613 = stablehlo.select %563, %262, %612 : tensor<i1>, tensor<32xf32>
    %614 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %615 = stablehlo.divide %273, %614 : tensor<32xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.multiply %615, %616 : tensor<32xf32>
    %618 = stablehlo.select %563, %273, %617 : tensor<i1>, tensor<32xf32>
    %619 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %620 = stablehlo.divide %390, %619 : tensor<2x16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<2x16xf32>
    %623 = stablehlo.select %563, %390, %622 : tensor<i1>, tensor<2x16xf32>
    %624 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %625 = stablehlo.divide %392, %624 : tensor<32x2x16xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<32x2x16xf32>
    %628 = stablehlo.select %563, %392, %627 : tensor<i1>, tensor<32x2x16xf32>
    %629 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %630 = stablehlo.divide %355, %629 : tensor<32xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.multiply %630, %631 : tensor<32xf32>
    %633 = stablehlo.select %563, %355, %632 : tensor<i1>, tensor<32xf32>
    %634 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %635 = stablehlo.divide %357, %634 : tensor<2x16x32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<2x16x32xf32>
    %638 = stablehlo.select %563, %357, %637 : tensor<i1>, tensor<2x16x32xf32>
    %639 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %640 = stablehlo.divide %397, %639 : tensor<2x16xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<2x16xf32>
    %643 = stablehlo.select %563, %397, %642 : tensor<i1>, tensor<2x16xf32>
    %644 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %645 = stablehlo.divide %399, %644 : tensor<32x2x16xf32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<32x2x16xf32>
    %648 = stablehlo.select %563, %399, %647 : tensor<i1>, tensor<32x2x16xf32>
    %649 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %650 = stablehlo.divide %384, %649 : tensor<2x16xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<2x16xf32>
    %653 = stablehlo.select %563, %384, %652 : tensor<i1>, tensor<2x16xf32>
    %654 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %655 = stablehlo.divide %386, %654 : tensor<32x2x16xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<32x2x16xf32>
    %658 = stablehlo.select %563, %386, %657 : tensor<i1>, tensor<32x2x16xf32>
    %659 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %660 = stablehlo.divide %439, %659 : tensor<12x32xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<12x32xf32>
    %663 = stablehlo.select %563, %439, %662 : tensor<i1>, tensor<12x32xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.multiply %664, %568 : tensor<32xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.multiply %666, %arg21 : tensor<32xf32>
    %668 = stablehlo.add %665, %667 : tensor<32xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %670 = stablehlo.multiply %669, %573 : tensor<64x32xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %672 = stablehlo.multiply %671, %arg22 : tensor<64x32xf32>
    %673 = stablehlo.add %670, %672 : tensor<64x32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %675 = stablehlo.multiply %674, %578 : tensor<64xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %677 = stablehlo.multiply %676, %arg23 : tensor<64xf32>
    %678 = stablehlo.add %675, %677 : tensor<64xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %680 = stablehlo.multiply %679, %583 : tensor<32x64xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %682 = stablehlo.multiply %681, %arg24 : tensor<32x64xf32>
    %683 = stablehlo.add %680, %682 : tensor<32x64xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %685 = stablehlo.multiply %684, %588 : tensor<64x32xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %687 = stablehlo.multiply %686, %arg25 : tensor<64x32xf32>
    %688 = stablehlo.add %685, %687 : tensor<64x32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %690 = stablehlo.multiply %689, %593 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %692 = stablehlo.multiply %691, %arg26 : tensor<32xf32>
    %693 = stablehlo.add %690, %692 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %695 = stablehlo.multiply %694, %598 : tensor<32xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %697 = stablehlo.multiply %696, %arg27 : tensor<32xf32>
    %698 = stablehlo.add %695, %697 : tensor<32xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.multiply %699, %603 : tensor<32xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.multiply %701, %arg28 : tensor<32xf32>
    %703 = stablehlo.add %700, %702 : tensor<32xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.multiply %704, %608 : tensor<32xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.multiply %706, %arg29 : tensor<32xf32>
    %708 = stablehlo.add %705, %707 : tensor<32xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %710 = stablehlo.multiply %709, %613 : tensor<32xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %712 = stablehlo.multiply %711, %arg30 : tensor<32xf32>
    %713 = stablehlo.add %710, %712 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %715 = stablehlo.multiply %714, %618 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %717 = stablehlo.multiply %716, %arg31 : tensor<32xf32>
    %718 = stablehlo.add %715, %717 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %720 = stablehlo.multiply %719, %623 : tensor<2x16xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %722 = stablehlo.multiply %721, %arg32 : tensor<2x16xf32>
    %723 = stablehlo.add %720, %722 : tensor<2x16xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %725 = stablehlo.multiply %724, %628 : tensor<32x2x16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %727 = stablehlo.multiply %726, %arg33 : tensor<32x2x16xf32>
    %728 = stablehlo.add %725, %727 : tensor<32x2x16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %730 = stablehlo.multiply %729, %633 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.multiply %731, %arg34 : tensor<32xf32>
    %733 = stablehlo.add %730, %732 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %735 = stablehlo.multiply %734, %638 : tensor<2x16x32xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %737 = stablehlo.multiply %736, %arg35 : tensor<2x16x32xf32>
    %738 = stablehlo.add %735, %737 : tensor<2x16x32xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %740 = stablehlo.multiply %739, %643 : tensor<2x16xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %742 = stablehlo.multiply %741, %arg36 : tensor<2x16xf32>
    %743 = stablehlo.add %740, %742 : tensor<2x16xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %745 = stablehlo.multiply %744, %648 : tensor<32x2x16xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %747 = stablehlo.multiply %746, %arg37 : tensor<32x2x16xf32>
    %748 = stablehlo.add %745, %747 : tensor<32x2x16xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %750 = stablehlo.multiply %749, %653 : tensor<2x16xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %752 = stablehlo.multiply %751, %arg38 : tensor<2x16xf32>
    %753 = stablehlo.add %750, %752 : tensor<2x16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %755 = stablehlo.multiply %754, %658 : tensor<32x2x16xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %757 = stablehlo.multiply %756, %arg39 : tensor<32x2x16xf32>
    %758 = stablehlo.add %755, %757 : tensor<32x2x16xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %760 = stablehlo.multiply %759, %663 : tensor<12x32xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %762 = stablehlo.multiply %761, %arg40 : tensor<12x32xf32>
    %763 = stablehlo.add %760, %762 : tensor<12x32xf32>
    %764 = stablehlo.multiply %568, %568 : tensor<32xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.multiply %765, %764 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %768 = stablehlo.multiply %767, %arg41 : tensor<32xf32>
    %769 = stablehlo.add %766, %768 : tensor<32xf32>
    %770 = stablehlo.multiply %573, %573 : tensor<64x32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<64x32xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %774 = stablehlo.multiply %773, %arg42 : tensor<64x32xf32>
    %775 = stablehlo.add %772, %774 : tensor<64x32xf32>
    %776 = stablehlo.multiply %578, %578 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %778 = stablehlo.multiply %777, %776 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %780 = stablehlo.multiply %779, %arg43 : tensor<64xf32>
    %781 = stablehlo.add %778, %780 : tensor<64xf32>
    %782 = stablehlo.multiply %583, %583 : tensor<32x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %784 = stablehlo.multiply %783, %782 : tensor<32x64xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %786 = stablehlo.multiply %785, %arg44 : tensor<32x64xf32>
    %787 = stablehlo.add %784, %786 : tensor<32x64xf32>
    %788 = stablehlo.multiply %588, %588 : tensor<64x32xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %790 = stablehlo.multiply %789, %788 : tensor<64x32xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %792 = stablehlo.multiply %791, %arg45 : tensor<64x32xf32>
    %793 = stablehlo.add %790, %792 : tensor<64x32xf32>
    %794 = stablehlo.multiply %593, %593 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.multiply %795, %794 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %798 = stablehlo.multiply %797, %arg46 : tensor<32xf32>
    %799 = stablehlo.add %796, %798 : tensor<32xf32>
    %800 = stablehlo.multiply %598, %598 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.multiply %801, %800 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %804 = stablehlo.multiply %803, %arg47 : tensor<32xf32>
    %805 = stablehlo.add %802, %804 : tensor<32xf32>
    %806 = stablehlo.multiply %603, %603 : tensor<32xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %808 = stablehlo.multiply %807, %806 : tensor<32xf32>
    %cst_219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.multiply %809, %arg48 : tensor<32xf32>
    %811 = stablehlo.add %808, %810 : tensor<32xf32>
    %812 = stablehlo.multiply %608, %608 : tensor<32xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %814 = stablehlo.multiply %813, %812 : tensor<32xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %816 = stablehlo.multiply %815, %arg49 : tensor<32xf32>
    %817 = stablehlo.add %814, %816 : tensor<32xf32>
    %818 = stablehlo.multiply %613, %613 : tensor<32xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %820 = stablehlo.multiply %819, %818 : tensor<32xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %822 = stablehlo.multiply %821, %arg50 : tensor<32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32xf32>
    %824 = stablehlo.multiply %618, %618 : tensor<32xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %826 = stablehlo.multiply %825, %824 : tensor<32xf32>
    %cst_225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %828 = stablehlo.multiply %827, %arg51 : tensor<32xf32>
    %829 = stablehlo.add %826, %828 : tensor<32xf32>
    %830 = stablehlo.multiply %623, %623 : tensor<2x16xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %832 = stablehlo.multiply %831, %830 : tensor<2x16xf32>
    %cst_227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %834 = stablehlo.multiply %833, %arg52 : tensor<2x16xf32>
    %835 = stablehlo.add %832, %834 : tensor<2x16xf32>
    %836 = stablehlo.multiply %628, %628 : tensor<32x2x16xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %838 = stablehlo.multiply %837, %836 : tensor<32x2x16xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %840 = stablehlo.multiply %839, %arg53 : tensor<32x2x16xf32>
    %841 = stablehlo.add %838, %840 : tensor<32x2x16xf32>
    %842 = stablehlo.multiply %633, %633 : tensor<32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %844 = stablehlo.multiply %843, %842 : tensor<32xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %846 = stablehlo.multiply %845, %arg54 : tensor<32xf32>
    %847 = stablehlo.add %844, %846 : tensor<32xf32>
    %848 = stablehlo.multiply %638, %638 : tensor<2x16x32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<2x16x32xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %852 = stablehlo.multiply %851, %arg55 : tensor<2x16x32xf32>
    %853 = stablehlo.add %850, %852 : tensor<2x16x32xf32>
    %854 = stablehlo.multiply %643, %643 : tensor<2x16xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %856 = stablehlo.multiply %855, %854 : tensor<2x16xf32>
    %cst_235 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %858 = stablehlo.multiply %857, %arg56 : tensor<2x16xf32>
    %859 = stablehlo.add %856, %858 : tensor<2x16xf32>
    %860 = stablehlo.multiply %648, %648 : tensor<32x2x16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %862 = stablehlo.multiply %861, %860 : tensor<32x2x16xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %864 = stablehlo.multiply %863, %arg57 : tensor<32x2x16xf32>
    %865 = stablehlo.add %862, %864 : tensor<32x2x16xf32>
    %866 = stablehlo.multiply %653, %653 : tensor<2x16xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<2x16xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %870 = stablehlo.multiply %869, %arg58 : tensor<2x16xf32>
    %871 = stablehlo.add %868, %870 : tensor<2x16xf32>
    %872 = stablehlo.multiply %658, %658 : tensor<32x2x16xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %874 = stablehlo.multiply %873, %872 : tensor<32x2x16xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %876 = stablehlo.multiply %875, %arg59 : tensor<32x2x16xf32>
    %877 = stablehlo.add %874, %876 : tensor<32x2x16xf32>
    %878 = stablehlo.multiply %663, %663 : tensor<12x32xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %880 = stablehlo.multiply %879, %878 : tensor<12x32xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %882 = stablehlo.multiply %881, %arg60 : tensor<12x32xf32>
    %883 = stablehlo.add %880, %882 : tensor<12x32xf32>
    %c_244 = stablehlo.constant dense<2147483647> : tensor<i32>
    %884 = stablehlo.compare LT, %arg20, %c_244, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_245 = stablehlo.constant dense<1> : tensor<i32>
    %885 = stablehlo.add %arg20, %c_245 : tensor<i32>
    %c_246 = stablehlo.constant dense<2147483647> : tensor<i32>
    %886 = call @_where_7(%884, %885, %c_246) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %887 = stablehlo.convert %886 : (tensor<i32>) -> tensor<f32>
    %888 = stablehlo.power %cst_247, %887 : tensor<f32>
    %cst_248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %889 = stablehlo.subtract %cst_248, %888 : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %891 = stablehlo.divide %668, %890 : tensor<32xf32>
    %892 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %893 = stablehlo.divide %673, %892 : tensor<64x32xf32>
    %894 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %895 = stablehlo.divide %678, %894 : tensor<64xf32>
    %896 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %897 = stablehlo.divide %683, %896 : tensor<32x64xf32>
    %898 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %899 = stablehlo.divide %688, %898 : tensor<64x32xf32>
    %900 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %901 = stablehlo.divide %693, %900 : tensor<32xf32>
    %902 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %903 = stablehlo.divide %698, %902 : tensor<32xf32>
    %904 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %905 = stablehlo.divide %703, %904 : tensor<32xf32>
    %906 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %907 = stablehlo.divide %708, %906 : tensor<32xf32>
    %908 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %909 = stablehlo.divide %713, %908 : tensor<32xf32>
    %910 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %911 = stablehlo.divide %718, %910 : tensor<32xf32>
    %912 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %913 = stablehlo.divide %723, %912 : tensor<2x16xf32>
    %914 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %915 = stablehlo.divide %728, %914 : tensor<32x2x16xf32>
    %916 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %917 = stablehlo.divide %733, %916 : tensor<32xf32>
    %918 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %919 = stablehlo.divide %738, %918 : tensor<2x16x32xf32>
    %920 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %921 = stablehlo.divide %743, %920 : tensor<2x16xf32>
    %922 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %923 = stablehlo.divide %748, %922 : tensor<32x2x16xf32>
    %924 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %925 = stablehlo.divide %753, %924 : tensor<2x16xf32>
    %926 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %927 = stablehlo.divide %758, %926 : tensor<32x2x16xf32>
    %928 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %929 = stablehlo.divide %763, %928 : tensor<12x32xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %930 = stablehlo.convert %886 : (tensor<i32>) -> tensor<f32>
    %931 = stablehlo.power %cst_249, %930 : tensor<f32>
    %cst_250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %932 = stablehlo.subtract %cst_250, %931 : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %934 = stablehlo.divide %769, %933 : tensor<32xf32>
    %935 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %936 = stablehlo.divide %775, %935 : tensor<64x32xf32>
    %937 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %938 = stablehlo.divide %781, %937 : tensor<64xf32>
    %939 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %940 = stablehlo.divide %787, %939 : tensor<32x64xf32>
    %941 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %942 = stablehlo.divide %793, %941 : tensor<64x32xf32>
    %943 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %944 = stablehlo.divide %799, %943 : tensor<32xf32>
    %945 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %946 = stablehlo.divide %805, %945 : tensor<32xf32>
    %947 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %948 = stablehlo.divide %811, %947 : tensor<32xf32>
    %949 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %950 = stablehlo.divide %817, %949 : tensor<32xf32>
    %951 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %952 = stablehlo.divide %823, %951 : tensor<32xf32>
    %953 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %954 = stablehlo.divide %829, %953 : tensor<32xf32>
    %955 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %956 = stablehlo.divide %835, %955 : tensor<2x16xf32>
    %957 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %958 = stablehlo.divide %841, %957 : tensor<32x2x16xf32>
    %959 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %960 = stablehlo.divide %847, %959 : tensor<32xf32>
    %961 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %962 = stablehlo.divide %853, %961 : tensor<2x16x32xf32>
    %963 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %964 = stablehlo.divide %859, %963 : tensor<2x16xf32>
    %965 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %966 = stablehlo.divide %865, %965 : tensor<32x2x16xf32>
    %967 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %968 = stablehlo.divide %871, %967 : tensor<2x16xf32>
    %969 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %970 = stablehlo.divide %877, %969 : tensor<32x2x16xf32>
    %971 = stablehlo.broadcast_in_dim %932, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %972 = stablehlo.divide %883, %971 : tensor<12x32xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %974 = stablehlo.add %934, %973 : tensor<32xf32>
    %975 = stablehlo.sqrt %974 : tensor<32xf32>
    %cst_252 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %977 = stablehlo.add %975, %976 : tensor<32xf32>
    %978 = stablehlo.divide %891, %977 : tensor<32xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %980 = stablehlo.add %936, %979 : tensor<64x32xf32>
    %981 = stablehlo.sqrt %980 : tensor<64x32xf32>
    %cst_254 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %983 = stablehlo.add %981, %982 : tensor<64x32xf32>
    %984 = stablehlo.divide %893, %983 : tensor<64x32xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %986 = stablehlo.add %938, %985 : tensor<64xf32>
    %987 = stablehlo.sqrt %986 : tensor<64xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %989 = stablehlo.add %987, %988 : tensor<64xf32>
    %990 = stablehlo.divide %895, %989 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %992 = stablehlo.add %940, %991 : tensor<32x64xf32>
    %993 = stablehlo.sqrt %992 : tensor<32x64xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %995 = stablehlo.add %993, %994 : tensor<32x64xf32>
    %996 = stablehlo.divide %897, %995 : tensor<32x64xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %998 = stablehlo.add %942, %997 : tensor<64x32xf32>
    %999 = stablehlo.sqrt %998 : tensor<64x32xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1001 = stablehlo.add %999, %1000 : tensor<64x32xf32>
    %1002 = stablehlo.divide %899, %1001 : tensor<64x32xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1004 = stablehlo.add %944, %1003 : tensor<32xf32>
    %1005 = stablehlo.sqrt %1004 : tensor<32xf32>
    %cst_262 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.add %1005, %1006 : tensor<32xf32>
    %1008 = stablehlo.divide %901, %1007 : tensor<32xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1010 = stablehlo.add %946, %1009 : tensor<32xf32>
    %1011 = stablehlo.sqrt %1010 : tensor<32xf32>
    %cst_264 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<32xf32>
    %1014 = stablehlo.divide %903, %1013 : tensor<32xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1016 = stablehlo.add %948, %1015 : tensor<32xf32>
    %1017 = stablehlo.sqrt %1016 : tensor<32xf32>
    %cst_266 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<32xf32>
    %1020 = stablehlo.divide %905, %1019 : tensor<32xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1022 = stablehlo.add %950, %1021 : tensor<32xf32>
    %1023 = stablehlo.sqrt %1022 : tensor<32xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<32xf32>
    %1026 = stablehlo.divide %907, %1025 : tensor<32xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.add %952, %1027 : tensor<32xf32>
    %1029 = stablehlo.sqrt %1028 : tensor<32xf32>
    %cst_270 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<32xf32>
    %1032 = stablehlo.divide %909, %1031 : tensor<32xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1034 = stablehlo.add %954, %1033 : tensor<32xf32>
    %1035 = stablehlo.sqrt %1034 : tensor<32xf32>
    %cst_272 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1037 = stablehlo.add %1035, %1036 : tensor<32xf32>
    %1038 = stablehlo.divide %911, %1037 : tensor<32xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1040 = stablehlo.add %956, %1039 : tensor<2x16xf32>
    %1041 = stablehlo.sqrt %1040 : tensor<2x16xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1043 = stablehlo.add %1041, %1042 : tensor<2x16xf32>
    %1044 = stablehlo.divide %913, %1043 : tensor<2x16xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1046 = stablehlo.add %958, %1045 : tensor<32x2x16xf32>
    %1047 = stablehlo.sqrt %1046 : tensor<32x2x16xf32>
    %cst_276 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<32x2x16xf32>
    %1050 = stablehlo.divide %915, %1049 : tensor<32x2x16xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1052 = stablehlo.add %960, %1051 : tensor<32xf32>
    %1053 = stablehlo.sqrt %1052 : tensor<32xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<32xf32>
    %1056 = stablehlo.divide %917, %1055 : tensor<32xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1058 = stablehlo.add %962, %1057 : tensor<2x16x32xf32>
    %1059 = stablehlo.sqrt %1058 : tensor<2x16x32xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<2x16x32xf32>
    %1062 = stablehlo.divide %919, %1061 : tensor<2x16x32xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1064 = stablehlo.add %964, %1063 : tensor<2x16xf32>
    %1065 = stablehlo.sqrt %1064 : tensor<2x16xf32>
    %cst_282 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<2x16xf32>
    %1068 = stablehlo.divide %921, %1067 : tensor<2x16xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1070 = stablehlo.add %966, %1069 : tensor<32x2x16xf32>
    %1071 = stablehlo.sqrt %1070 : tensor<32x2x16xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<32x2x16xf32>
    %1074 = stablehlo.divide %923, %1073 : tensor<32x2x16xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1076 = stablehlo.add %968, %1075 : tensor<2x16xf32>
    %1077 = stablehlo.sqrt %1076 : tensor<2x16xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1079 = stablehlo.add %1077, %1078 : tensor<2x16xf32>
    %1080 = stablehlo.divide %925, %1079 : tensor<2x16xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1082 = stablehlo.add %970, %1081 : tensor<32x2x16xf32>
    %1083 = stablehlo.sqrt %1082 : tensor<32x2x16xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1085 = stablehlo.add %1083, %1084 : tensor<32x2x16xf32>
    %1086 = stablehlo.divide %927, %1085 : tensor<32x2x16xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1088 = stablehlo.add %972, %1087 : tensor<12x32xf32>
    %1089 = stablehlo.sqrt %1088 : tensor<12x32xf32>
    %cst_290 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<12x32xf32>
    %1092 = stablehlo.divide %929, %1091 : tensor<12x32xf32>
    %cst_291 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1094 = stablehlo.multiply %1093, %arg0 : tensor<32xf32>
    %1095 = stablehlo.add %978, %1094 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1097 = stablehlo.multiply %1096, %arg1 : tensor<64x32xf32>
    %1098 = stablehlo.add %984, %1097 : tensor<64x32xf32>
    %cst_293 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1100 = stablehlo.multiply %1099, %arg2 : tensor<64xf32>
    %1101 = stablehlo.add %990, %1100 : tensor<64xf32>
    %cst_294 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1103 = stablehlo.multiply %1102, %arg3 : tensor<32x64xf32>
    %1104 = stablehlo.add %996, %1103 : tensor<32x64xf32>
    %cst_295 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1106 = stablehlo.multiply %1105, %arg4 : tensor<64x32xf32>
    %1107 = stablehlo.add %1002, %1106 : tensor<64x32xf32>
    %cst_296 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1109 = stablehlo.multiply %1108, %arg5 : tensor<32xf32>
    %1110 = stablehlo.add %1008, %1109 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1112 = stablehlo.multiply %1111, %arg6 : tensor<32xf32>
    %1113 = stablehlo.add %1014, %1112 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1115 = stablehlo.multiply %1114, %arg7 : tensor<32xf32>
    %1116 = stablehlo.add %1020, %1115 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1118 = stablehlo.multiply %1117, %arg8 : tensor<32xf32>
    %1119 = stablehlo.add %1026, %1118 : tensor<32xf32>
    %cst_300 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1121 = stablehlo.multiply %1120, %arg9 : tensor<32xf32>
    %1122 = stablehlo.add %1032, %1121 : tensor<32xf32>
    %cst_301 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1124 = stablehlo.multiply %1123, %arg10 : tensor<32xf32>
    %1125 = stablehlo.add %1038, %1124 : tensor<32xf32>
    %cst_302 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1127 = stablehlo.multiply %1126, %arg11 : tensor<2x16xf32>
    %1128 = stablehlo.add %1044, %1127 : tensor<2x16xf32>
    %cst_303 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1130 = stablehlo.multiply %1129, %arg12 : tensor<32x2x16xf32>
    %1131 = stablehlo.add %1050, %1130 : tensor<32x2x16xf32>
    %cst_304 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1133 = stablehlo.multiply %1132, %arg13 : tensor<32xf32>
    %1134 = stablehlo.add %1056, %1133 : tensor<32xf32>
    %cst_305 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1136 = stablehlo.multiply %1135, %arg14 : tensor<2x16x32xf32>
    %1137 = stablehlo.add %1062, %1136 : tensor<2x16x32xf32>
    %cst_306 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1139 = stablehlo.multiply %1138, %arg15 : tensor<2x16xf32>
    %1140 = stablehlo.add %1068, %1139 : tensor<2x16xf32>
    %cst_307 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1142 = stablehlo.multiply %1141, %arg16 : tensor<32x2x16xf32>
    %1143 = stablehlo.add %1074, %1142 : tensor<32x2x16xf32>
    %cst_308 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1145 = stablehlo.multiply %1144, %arg17 : tensor<2x16xf32>
    %1146 = stablehlo.add %1080, %1145 : tensor<2x16xf32>
    %cst_309 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1148 = stablehlo.multiply %1147, %arg18 : tensor<32x2x16xf32>
    %1149 = stablehlo.add %1086, %1148 : tensor<32x2x16xf32>
    %cst_310 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1151 = stablehlo.multiply %1150, %arg19 : tensor<12x32xf32>
    %1152 = stablehlo.add %1092, %1151 : tensor<12x32xf32>
    %cst_311 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1154 = stablehlo.multiply %1153, %1095 : tensor<32xf32>
    %cst_312 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1156 = stablehlo.multiply %1155, %1098 : tensor<64x32xf32>
    %cst_313 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1158 = stablehlo.multiply %1157, %1101 : tensor<64xf32>
    %cst_314 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1160 = stablehlo.multiply %1159, %1104 : tensor<32x64xf32>
    %cst_315 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1162 = stablehlo.multiply %1161, %1107 : tensor<64x32xf32>
    %cst_316 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1164 = stablehlo.multiply %1163, %1110 : tensor<32xf32>
    %cst_317 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1166 = stablehlo.multiply %1165, %1113 : tensor<32xf32>
    %cst_318 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.multiply %1167, %1116 : tensor<32xf32>
    %cst_319 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1170 = stablehlo.multiply %1169, %1119 : tensor<32xf32>
    %cst_320 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1172 = stablehlo.multiply %1171, %1122 : tensor<32xf32>
    %cst_321 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1174 = stablehlo.multiply %1173, %1125 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1176 = stablehlo.multiply %1175, %1128 : tensor<2x16xf32>
    %cst_323 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1178 = stablehlo.multiply %1177, %1131 : tensor<32x2x16xf32>
    %cst_324 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1180 = stablehlo.multiply %1179, %1134 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1182 = stablehlo.multiply %1181, %1137 : tensor<2x16x32xf32>
    %cst_326 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1184 = stablehlo.multiply %1183, %1140 : tensor<2x16xf32>
    %cst_327 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1186 = stablehlo.multiply %1185, %1143 : tensor<32x2x16xf32>
    %cst_328 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1188 = stablehlo.multiply %1187, %1146 : tensor<2x16xf32>
    %cst_329 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1190 = stablehlo.multiply %1189, %1149 : tensor<32x2x16xf32>
    %cst_330 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1192 = stablehlo.multiply %1191, %1152 : tensor<12x32xf32>
    %1193 = stablehlo.add %arg0, %1154 : tensor<32xf32>
    %1194 = stablehlo.add %arg1, %1156 : tensor<64x32xf32>
    %1195 = stablehlo.add %arg2, %1158 : tensor<64xf32>
    %1196 = stablehlo.add %arg3, %1160 : tensor<32x64xf32>
    %1197 = stablehlo.add %arg4, %1162 : tensor<64x32xf32>
    %1198 = stablehlo.add %arg5, %1164 : tensor<32xf32>
    %1199 = stablehlo.add %arg6, %1166 : tensor<32xf32>
    %1200 = stablehlo.add %arg7, %1168 : tensor<32xf32>
    %1201 = stablehlo.add %arg8, %1170 : tensor<32xf32>
    %1202 = stablehlo.add %arg9, %1172 : tensor<32xf32>
    %1203 = stablehlo.add %arg10, %1174 : tensor<32xf32>
    %1204 = stablehlo.add %arg11, %1176 : tensor<2x16xf32>
    %1205 = stablehlo.add %arg12, %1178 : tensor<32x2x16xf32>
    %1206 = stablehlo.add %arg13, %1180 : tensor<32xf32>
    %1207 = stablehlo.add %arg14, %1182 : tensor<2x16x32xf32>
    %1208 = stablehlo.add %arg15, %1184 : tensor<2x16xf32>
    %1209 = stablehlo.add %arg16, %1186 : tensor<32x2x16xf32>
    %1210 = stablehlo.add %arg17, %1188 : tensor<2x16xf32>
    %1211 = stablehlo.add %arg18, %1190 : tensor<32x2x16xf32>
    %1212 = stablehlo.add %arg19, %1192 : tensor<12x32xf32>
    return %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %886, %668, %673, %678, %683, %688, %693, %698, %703, %708, %713, %718, %723, %728, %733, %738, %743, %748, %753, %758, %763, %769, %775, %781, %787, %793, %799, %805, %811, %817, %823, %829, %835, %841, %847, %853, %859, %865, %871, %877, %883, %240 : tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<i32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<12x32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<8x11xi32>) -> (tensor<8x11x32xf32>, tensor<8x11x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x11xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x11xi32>, tensor<8x11xi32>) -> tensor<8x11xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x11xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x11xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x11xi1>, tensor<8x11xi32>, tensor<8x11xi32>) -> tensor<8x11xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x11xi32>) -> tensor<8x11x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x11x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x11x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x11x1xi1>, tensor<i1>) -> tensor<8x11xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8x11x1xi32>) -> tensor<8x11x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x11xi1>) -> tensor<8x11x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x11x32xi1>, tensor<8x11x32xf32>
    return %16, %5 : tensor<8x11x32xf32>, tensor<8x11x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x11xi1>, %arg1: tensor<8x11xi32>, %arg2: tensor<8x11xi32>) -> tensor<8x11xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x11xi1>, tensor<8x11xi32>
    return %0 : tensor<8x11xi32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x11x11xf32>, %arg1: tensor<8x2x11x11xf32>, %arg2: tensor<f32>) -> (tensor<8x2x11x11xf32>, tensor<8x2x11x11xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x11x11xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<8x1x11x11xf32>, tensor<8x1x11x11xf32>) -> tensor<8x1x11x11xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<8x1x11x11xi1>) -> tensor<8x2x11x11xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x11x11xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<8x2x11x11xi1>, tensor<8x2x11x11xf32>
    return %4, %2 : tensor<8x2x11x11xf32>, tensor<8x2x11x11xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<8x11x64xf32>, %arg1: tensor<8x11x1xi32>) -> (tensor<8x11x1xf32>, tensor<8x11x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x11x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x11x1xi1>, tensor<8x11x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x11x1xi32>) -> tensor<8x11x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x11x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x11x1x1xi32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x11x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x11x1x1xi32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x11x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x11x1x1xi1>, tensor<i1>) -> tensor<8x11x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x11x64xf32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x11x1xi1>, tensor<8x11x1xf32>
    return %15, %5 : tensor<8x11x1xf32>, tensor<8x11x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x11x1xf32>, %arg1: tensor<i32>) -> (tensor<8x11xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 11, 1>}> : (tensor<8x11x1xf32>, tensor<1xi32>) -> tensor<8x11xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x11xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x11xi1>, tensor<8x11xf32>
    return %13, %3 : tensor<8x11xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x11xf32>) -> tensor<8x11x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x11x1xf32>, tensor<1xi32>, tensor<8x11xf32>) -> tensor<8x11x1xf32>
    return %1 : tensor<8x11x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x11x1x1xi32>, %arg1: tensor<8x11x1xf32>) -> tensor<8x11x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x11x64xf32>, tensor<8x11x1x1xi32>, tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    return %1 : tensor<8x11x64xf32>
  }
  func.func private @_where_5(%arg0: tensor<8x2x11x11xi1>, %arg1: tensor<8x2x11x11xf32>) -> tensor<8x2x11x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x11x11xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x2x11x11xi1>, tensor<8x2x11x11xf32>
    return %1 : tensor<8x2x11x11xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x11x1xi32>, %arg1: tensor<8x11x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<8x11x1xi32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
