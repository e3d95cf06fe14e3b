module @jit_resnet101_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "resnet101", variant = "small"}} {
  func.func public @main(%arg0: tensor<7x7x3x64xf32> {tag.name = "params/conv1_conv/kernel", tag.role = "param"}, %arg1: tensor<64xf32> {tag.name = "params/conv1_conv/bias", tag.role = "param"}, %arg2: tensor<64xf32> {tag.name = "params/conv1_bn/gamma", tag.role = "param"}, %arg3: tensor<64xf32> {tag.name = "params/conv1_bn/beta", tag.role = "param"}, %arg4: tensor<1x1x64x16xf32> {tag.name = "params/conv2_block1_1_conv/kernel", tag.role = "param"}, %arg5: tensor<16xf32> {tag.name = "params/conv2_block1_1_conv/bias", tag.role = "param"}, %arg6: tensor<16xf32> {tag.name = "params/conv2_block1_1_bn/gamma", tag.role = "param"}, %arg7: tensor<16xf32> {tag.name = "params/conv2_block1_1_bn/beta", tag.role = "param"}, %arg8: tensor<3x3x16x16xf32> {tag.name = "params/conv2_block1_2_conv/kernel", tag.role = "param"}, %arg9: tensor<16xf32> {tag.name = "params/conv2_block1_2_conv/bias", tag.role = "param"}, %arg10: tensor<16xf32> {tag.name = "params/conv2_block1_2_bn/gamma", tag.role = "param"}, %arg11: tensor<16xf32> {tag.name = "params/conv2_block1_2_bn/beta", tag.role = "param"}, %arg12: tensor<1x1x64x64xf32> {tag.name = "params/conv2_block1_0_conv/kernel", tag.role = "param"}, %arg13: tensor<64xf32> {tag.name = "params/conv2_block1_0_conv/bias", tag.role = "param"}, %arg14: tensor<1x1x16x64xf32> {tag.name = "params/conv2_block1_3_conv/kernel", tag.role = "param"}, %arg15: tensor<64xf32> {tag.name = "params/conv2_block1_3_conv/bias", tag.role = "param"}, %arg16: tensor<64xf32> {tag.name = "params/conv2_block1_0_bn/gamma", tag.role = "param"}, %arg17: tensor<64xf32> {tag.name = "params/conv2_block1_0_bn/beta", tag.role = "param"}, %arg18: tensor<64xf32> {tag.name = "params/conv2_block1_3_bn/gamma", tag.role = "param"}, %arg19: tensor<64xf32> {tag.name = "params/conv2_block1_3_bn/beta", tag.role = "param"}, %arg20: tensor<1x1x64x32xf32> {tag.name = "params/conv3_block1_1_conv/kernel", tag.role = "param"}, %arg21: tensor<32xf32> {tag.name = "params/conv3_block1_1_conv/bias", tag.role = "param"}, %arg22: tensor<32xf32> {tag.name = "params/conv3_block1_1_bn/gamma", tag.role = "param"}, %arg23: tensor<32xf32> {tag.name = "params/conv3_block1_1_bn/beta", tag.role = "param"}, %arg24: tensor<3x3x32x32xf32> {tag.name = "params/conv3_block1_2_conv/kernel", tag.role = "param"}, %arg25: tensor<32xf32> {tag.name = "params/conv3_block1_2_conv/bias", tag.role = "param"}, %arg26: tensor<32xf32> {tag.name = "params/conv3_block1_2_bn/gamma", tag.role = "param"}, %arg27: tensor<32xf32> {tag.name = "params/conv3_block1_2_bn/beta", tag.role = "param"}, %arg28: tensor<1x1x64x128xf32> {tag.name = "params/conv3_block1_0_conv/kernel", tag.role = "param"}, %arg29: tensor<128xf32> {tag.name = "params/conv3_block1_0_conv/bias", tag.role = "param"}, %arg30: tensor<1x1x32x128xf32> {tag.name = "params/conv3_block1_3_conv/kernel", tag.role = "param"}, %arg31: tensor<128xf32> {tag.name = "params/conv3_block1_3_conv/bias", tag.role = "param"}, %arg32: tensor<128xf32> {tag.name = "params/conv3_block1_0_bn/gamma", tag.role = "param"}, %arg33: tensor<128xf32> {tag.name = "params/conv3_block1_0_bn/beta", tag.role = "param"}, %arg34: tensor<128xf32> {tag.name = "params/conv3_block1_3_bn/gamma", tag.role = "param"}, %arg35: tensor<128xf32> {tag.name = "params/conv3_block1_3_bn/beta", tag.role = "param"}, %arg36: tensor<1x1x128x64xf32> {tag.name = "params/conv4_block1_1_conv/kernel", tag.role = "param"}, %arg37: tensor<64xf32> {tag.name = "params/conv4_block1_1_conv/bias", tag.role = "param"}, %arg38: tensor<64xf32> {tag.name = "params/conv4_block1_1_bn/gamma", tag.role = "param"}, %arg39: tensor<64xf32> {tag.name = "params/conv4_block1_1_bn/beta", tag.role = "param"}, %arg40: tensor<3x3x64x64xf32> {tag.name = "params/conv4_block1_2_conv/kernel", tag.role = "param"}, %arg41: tensor<64xf32> {tag.name = "params/conv4_block1_2_conv/bias", tag.role = "param"}, %arg42: tensor<64xf32> {tag.name = "params/conv4_block1_2_bn/gamma", tag.role = "param"}, %arg43: tensor<64xf32> {tag.name = "params/conv4_block1_2_bn/beta", tag.role = "param"}, %arg44: tensor<1x1x128x256xf32> {tag.name = "params/conv4_block1_0_conv/kernel", tag.role = "param"}, %arg45: tensor<256xf32> {tag.name = "params/conv4_block1_0_conv/bias", tag.role = "param"}, %arg46: tensor<1x1x64x256xf32> {tag.name = "params/conv4_block1_3_conv/kernel", tag.role = "param"}, %arg47: tensor<256xf32> {tag.name = "params/conv4_block1_3_conv/bias", tag.role = "param"}, %arg48: tensor<256xf32> {tag.name = "params/conv4_block1_0_bn/gamma", tag.role = "param"}, %arg49: tensor<256xf32> {tag.name = "params/conv4_block1_0_bn/beta", tag.role = "param"}, %arg50: tensor<256xf32> {tag.name = "params/conv4_block1_3_bn/gamma", tag.role = "param"}, %arg51: tensor<256xf32> {tag.name = "params/conv4_block1_3_bn/beta", tag.role = "param"}, %arg52: tensor<1x1x256x128xf32> {tag.name = "params/conv5_block1_1_conv/kernel", tag.role = "param"}, %arg53: tensor<128xf32> {tag.name = "params/conv5_block1_1_conv/bias", tag.role = "param"}, %arg54: tensor<128xf32> {tag.name = "params/conv5_block1_1_bn/gamma", tag.role = "param"}, %arg55: tensor<128xf32> {tag.name = "params/conv5_block1_1_bn/beta", tag.role = "param"}, %arg56: tensor<3x3x128x128xf32> {tag.name = "params/conv5_block1_2_conv/kernel", tag.role = "param"}, %arg57: tensor<128xf32> {tag.name = "params/conv5_block1_2_conv/bias", tag.role = "param"}, %arg58: tensor<128xf32> {tag.name = "params/conv5_block1_2_bn/gamma", tag.role = "param"}, %arg59: tensor<128xf32> {tag.name = "params/conv5_block1_2_bn/beta", tag.role = "param"}, %arg60: tensor<1x1x256x512xf32> {tag.name = "params/conv5_block1_0_conv/kernel", tag.role = "param"}, %arg61: tensor<512xf32> {tag.name = "params/conv5_block1_0_conv/bias", tag.role = "param"}, %arg62: tensor<1x1x128x512xf32> {tag.name = "params/conv5_block1_3_conv/kernel", tag.role = "param"}, %arg63: tensor<512xf32> {tag.name = "params/conv5_block1_3_conv/bias", tag.role = "param"}, %arg64: tensor<512xf32> {tag.name = "params/conv5_block1_0_bn/gamma", tag.role = "param"}, %arg65: tensor<512xf32> {tag.name = "params/conv5_block1_0_bn/beta", tag.role = "param"}, %arg66: tensor<512xf32> {tag.name = "params/conv5_block1_3_bn/gamma", tag.role = "param"}, %arg67: tensor<512xf32> {tag.name = "params/conv5_block1_3_bn/beta", tag.role = "param"}, %arg68: tensor<512x10xf32> {tag.name = "params/predictions/kernel", tag.role = "param"}, %arg69: tensor<10xf32> {tag.name = "params/predictions/bias", tag.role = "param"}, %arg70: tensor<64xf32> {tag.name = "opt_state/model_state/conv1_bn/moving_mean", tag.role = "opt_state"}, %arg71: tensor<64xf32> {tag.name = "opt_state/model_state/conv1_bn/moving_variance", tag.role = "opt_state"}, %arg72: tensor<16xf32> {tag.name = "opt_state/model_state/conv2_block1_1_bn/moving_mean", tag.role = "opt_state"}, %arg73: tensor<16xf32> {tag.name = "opt_state/model_state/conv2_block1_1_bn/moving_variance", tag.role = "opt_state"}, %arg74: tensor<16xf32> {tag.name = "opt_state/model_state/conv2_block1_2_bn/moving_mean", tag.role = "opt_state"}, %arg75: tensor<16xf32> {tag.name = "opt_state/model_state/conv2_block1_2_bn/moving_variance", tag.role = "opt_state"}, %arg76: tensor<64xf32> {tag.name = "opt_state/model_state/conv2_block1_0_bn/moving_mean", tag.role = "opt_state"}, %arg77: tensor<64xf32> {tag.name = "opt_state/model_state/conv2_block1_0_bn/moving_variance", tag.role = "opt_state"}, %arg78: tensor<64xf32> {tag.name = "opt_state/model_state/conv2_block1_3_bn/moving_mean", tag.role = "opt_state"}, %arg79: tensor<64xf32> {tag.name = "opt_state/model_state/conv2_block1_3_bn/moving_variance", tag.role = "opt_state"}, %arg80: tensor<32xf32> {tag.name = "opt_state/model_state/conv3_block1_1_bn/moving_mean", tag.role = "opt_state"}, %arg81: tensor<32xf32> {tag.name = "opt_state/model_state/conv3_block1_1_bn/moving_variance", tag.role = "opt_state"}, %arg82: tensor<32xf32> {tag.name = "opt_state/model_state/conv3_block1_2_bn/moving_mean", tag.role = "opt_state"}, %arg83: tensor<32xf32> {tag.name = "opt_state/model_state/conv3_block1_2_bn/moving_variance", tag.role = "opt_state"}, %arg84: tensor<128xf32> {tag.name = "opt_state/model_state/conv3_block1_0_bn/moving_mean", tag.role = "opt_state"}, %arg85: tensor<128xf32> {tag.name = "opt_state/model_state/conv3_block1_0_bn/moving_variance", tag.role = "opt_state"}, %arg86: tensor<128xf32> {tag.name = "opt_state/model_state/conv3_block1_3_bn/moving_mean", tag.role = "opt_state"}, %arg87: tensor<128xf32> {tag.name = "opt_state/model_state/conv3_block1_3_bn/moving_variance", tag.role = "opt_state"}, %arg88: tensor<64xf32> {tag.name = "opt_state/model_state/conv4_block1_1_bn/moving_mean", tag.role = "opt_state"}, %arg89: tensor<64xf32> {tag.name = "opt_state/model_state/conv4_block1_1_bn/moving_variance", tag.role = "opt_state"}, %arg90: tensor<64xf32> {tag.name = "opt_state/model_state/conv4_block1_2_bn/moving_mean", tag.role = "opt_state"}, %arg91: tensor<64xf32> {tag.name = "opt_state/model_state/conv4_block1_2_bn/moving_variance", tag.role = "opt_state"}, %arg92: tensor<256xf32> {tag.name = "opt_state/model_state/conv4_block1_0_bn/moving_mean", tag.role = "opt_state"}, %arg93: tensor<256xf32> {tag.name = "opt_state/model_state/conv4_block1_0_bn/moving_variance", tag.role = "opt_state"}, %arg94: tensor<256xf32> {tag.name = "opt_state/model_state/conv4_block1_3_bn/moving_mean", tag.role = "opt_state"}, %arg95: tensor<256xf32> {tag.name = "opt_state/model_state/conv4_block1_3_bn/moving_variance", tag.role = "opt_state"}, %arg96: tensor<128xf32> {tag.name = "opt_state/model_state/conv5_block1_1_bn/moving_mean", tag.role = "opt_state"}, %arg97: tensor<128xf32> {tag.name = "opt_state/model_state/conv5_block1_1_bn/moving_variance", tag.role = "opt_state"}, %arg98: tensor<128xf32> {tag.name = "opt_state/model_state/conv5_block1_2_bn/moving_mean", tag.role = "opt_state"}, %arg99: tensor<128xf32> {tag.name = "opt_state/model_state/conv5_block1_2_bn/moving_variance", tag.role = "opt_state"}, %arg100: tensor<512xf32> {tag.name = "opt_state/model_state/conv5_block1_0_bn/moving_mean", tag.role = "opt_state"}, %arg101: tensor<512xf32> {tag.name = "opt_state/model_state/conv5_block1_0_bn/moving_variance", tag.role = "opt_state"}, %arg102: tensor<512xf32> {tag.name = "opt_state/model_state/conv5_block1_3_bn/moving_mean", tag.role = "opt_state"}, %arg103: tensor<512xf32> {tag.name = "opt_state/model_state/conv5_block1_3_bn/moving_variance", tag.role = "opt_state"}, %arg104: tensor<8x32x32x3xf32> {tag.name = "batch/images", tag.role = "batch"}, %arg105: tensor<8xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<7x7x3x64xf32> {jax.result_info = "result[0][0]"}, tensor<64xf32> {jax.result_info = "result[0][1]"}, tensor<64xf32> {jax.result_info = "result[0][2]"}, tensor<64xf32> {jax.result_info = "result[0][3]"}, tensor<1x1x64x16xf32> {jax.result_info = "result[0][4]"}, tensor<16xf32> {jax.result_info = "result[0][5]"}, tensor<16xf32> {jax.result_info = "result[0][6]"}, tensor<16xf32> {jax.result_info = "result[0][7]"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0][8]"}, tensor<16xf32> {jax.result_info = "result[0][9]"}, tensor<16xf32> {jax.result_info = "result[0][10]"}, tensor<16xf32> {jax.result_info = "result[0][11]"}, tensor<1x1x64x64xf32> {jax.result_info = "result[0][12]"}, tensor<64xf32> {jax.result_info = "result[0][13]"}, tensor<1x1x16x64xf32> {jax.result_info = "result[0][14]"}, tensor<64xf32> {jax.result_info = "result[0][15]"}, tensor<64xf32> {jax.result_info = "result[0][16]"}, tensor<64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<64xf32> {jax.result_info = "result[0][19]"}, tensor<1x1x64x32xf32> {jax.result_info = "result[0][20]"}, tensor<32xf32> {jax.result_info = "result[0][21]"}, tensor<32xf32> {jax.result_info = "result[0][22]"}, tensor<32xf32> {jax.result_info = "result[0][23]"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0][24]"}, tensor<32xf32> {jax.result_info = "result[0][25]"}, tensor<32xf32> {jax.result_info = "result[0][26]"}, tensor<32xf32> {jax.result_info = "result[0][27]"}, tensor<1x1x64x128xf32> {jax.result_info = "result[0][28]"}, tensor<128xf32> {jax.result_info = "result[0][29]"}, tensor<1x1x32x128xf32> {jax.result_info = "result[0][30]"}, tensor<128xf32> {jax.result_info = "result[0][31]"}, tensor<128xf32> {jax.result_info = "result[0][32]"}, tensor<128xf32> {jax.result_info = "result[0][33]"}, tensor<128xf32> {jax.result_info = "result[0][34]"}, tensor<128xf32> {jax.result_info = "result[0][35]"}, tensor<1x1x128x64xf32> {jax.result_info = "result[0][36]"}, tensor<64xf32> {jax.result_info = "result[0][37]"}, tensor<64xf32> {jax.result_info = "result[0][38]"}, tensor<64xf32> {jax.result_info = "result[0][39]"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0][40]"}, tensor<64xf32> {jax.result_info = "result[0][41]"}, tensor<64xf32> {jax.result_info = "result[0][42]"}, tensor<64xf32> {jax.result_info = "result[0][43]"}, tensor<1x1x128x256xf32> {jax.result_info = "result[0][44]"}, tensor<256xf32> {jax.result_info = "result[0][45]"}, tensor<1x1x64x256xf32> {jax.result_info = "result[0][46]"}, tensor<256xf32> {jax.result_info = "result[0][47]"}, tensor<256xf32> {jax.result_info = "result[0][48]"}, tensor<256xf32> {jax.result_info = "result[0][49]"}, tensor<256xf32> {jax.result_info = "result[0][50]"}, tensor<256xf32> {jax.result_info = "result[0][51]"}, tensor<1x1x256x128xf32> {jax.result_info = "result[0][52]"}, tensor<128xf32> {jax.result_info = "result[0][53]"}, tensor<128xf32> {jax.result_info = "result[0][54]"}, tensor<128xf32> {jax.result_info = "result[0][55]"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0][56]"}, tensor<128xf32> {jax.result_info = "result[0][57]"}, tensor<128xf32> {jax.result_info = "result[0][58]"}, tensor<128xf32> {jax.result_info = "result[0][59]"}, tensor<1x1x256x512xf32> {jax.result_info = "result[0][60]"}, tensor<512xf32> {jax.result_info = "result[0][61]"}, tensor<1x1x128x512xf32> {jax.result_info = "result[0][62]"}, tensor<512xf32> {jax.result_info = "result[0][63]"}, tensor<512xf32> {jax.result_info = "result[0][64]"}, tensor<512xf32> {jax.result_info = "result[0][65]"}, tensor<512xf32> {jax.result_info = "result[0][66]"}, tensor<512xf32> {jax.result_info = "result[0][67]"}, tensor<512x10xf32> {jax.result_info = "result[0][68]"}, tensor<10xf32> {jax.result_info = "result[0][69]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][0]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][1]"}, tensor<16xf32> {jax.result_info = "result[1]['model_state'][2]"}, tensor<16xf32> {jax.result_info = "result[1]['model_state'][3]"}, tensor<16xf32> {jax.result_info = "result[1]['model_state'][4]"}, tensor<16xf32> {jax.result_info = "result[1]['model_state'][5]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][6]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][7]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][8]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][9]"}, tensor<32xf32> {jax.result_info = "result[1]['model_state'][10]"}, tensor<32xf32> {jax.result_info = "result[1]['model_state'][11]"}, tensor<32xf32> {jax.result_info = "result[1]['model_state'][12]"}, tensor<32xf32> {jax.result_info = "result[1]['model_state'][13]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][14]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][15]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][16]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][17]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][18]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][19]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][20]"}, tensor<64xf32> {jax.result_info = "result[1]['model_state'][21]"}, tensor<256xf32> {jax.result_info = "result[1]['model_state'][22]"}, tensor<256xf32> {jax.result_info = "result[1]['model_state'][23]"}, tensor<256xf32> {jax.result_info = "result[1]['model_state'][24]"}, tensor<256xf32> {jax.result_info = "result[1]['model_state'][25]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][26]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][27]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][28]"}, tensor<128xf32> {jax.result_info = "result[1]['model_state'][29]"}, tensor<512xf32> {jax.result_info = "result[1]['model_state'][30]"}, tensor<512xf32> {jax.result_info = "result[1]['model_state'][31]"}, tensor<512xf32> {jax.result_info = "result[1]['model_state'][32]"}, tensor<512xf32> {jax.result_info = "result[1]['model_state'][33]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg104, %c) : (tensor<8x32x32x3xf32>, tensor<i32>) -> tensor<8x38x38x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x38x38x3xf32>, tensor<7x7x3x64xf32>) -> tensor<8x16x16x64xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x16x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x1x1x64xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9:5 = call @_var(%4, %c_1) : (tensor<8x16x16x64xf32>, tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>)
    %10 = stablehlo.reshape %8 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.reshape %9#0 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %arg70, %12 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<64xf32>
    %16 = stablehlo.add %13, %15 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.multiply %arg71, %17 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %20 = stablehlo.multiply %11, %19 : tensor<64xf32>
    %21 = stablehlo.add %18, %20 : tensor<64xf32>
    %22 = stablehlo.reshape %10 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %23 = stablehlo.reshape %11 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_6 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<1x1x1x64xf32>
    %26 = stablehlo.rsqrt %25 : tensor<1x1x1x64xf32>
    %27 = stablehlo.divide %26, %25 : tensor<1x1x1x64xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<1x1x1x64xf32>
    %30 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %31 = stablehlo.multiply %26, %30 : tensor<1x1x1x64xf32>
    %32 = stablehlo.negate %22 : tensor<1x1x1x64xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<1x1x1x64xf32>
    %34 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %35 = stablehlo.add %33, %34 : tensor<1x1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %37 = stablehlo.multiply %4, %36 : tensor<8x16x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<8x16x16x64xf32>
    %40 = call @relu(%39) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %42 = stablehlo.compare GT, %39, %41, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %44:2 = call @_pad_0(%40, %c_10) : (tensor<8x16x16x64xf32>, tensor<i32>) -> (tensor<8x18x18x64xf32>, tensor<f32>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.reduce_window"(%44#0, %45) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1595 = stablehlo.maximum %arg106, %arg107 : tensor<f32>
      stablehlo.return %1595 : tensor<f32>
    }) : (tensor<8x18x18x64xf32>, tensor<f32>) -> tensor<8x8x8x64xf32>
    %47 = stablehlo.convolution(%46, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x16xf32>) -> tensor<8x8x8x16xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x8x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %54 = stablehlo.divide %52, %53 : tensor<1x1x1x16xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %55:5 = call @_var_1(%50, %c_14) : (tensor<8x8x8x16xf32>, tensor<i32>) -> (tensor<1x1x1x16xf32>, tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>)
    %56 = stablehlo.reshape %54 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %57 = stablehlo.reshape %55#0 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %cst_15 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.multiply %arg72, %58 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<16xf32>
    %62 = stablehlo.add %59, %61 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.multiply %arg73, %63 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.multiply %57, %65 : tensor<16xf32>
    %67 = stablehlo.add %64, %66 : tensor<16xf32>
    %68 = stablehlo.reshape %56 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %69 = stablehlo.reshape %57 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_19 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %71 = stablehlo.add %69, %70 : tensor<1x1x1x16xf32>
    %72 = stablehlo.rsqrt %71 : tensor<1x1x1x16xf32>
    %73 = stablehlo.divide %72, %71 : tensor<1x1x1x16xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<1x1x1x16xf32>
    %76 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %77 = stablehlo.multiply %72, %76 : tensor<1x1x1x16xf32>
    %78 = stablehlo.negate %68 : tensor<1x1x1x16xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<1x1x1x16xf32>
    %80 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %81 = stablehlo.add %79, %80 : tensor<1x1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %83 = stablehlo.multiply %50, %82 : tensor<8x8x8x16xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x8x8x16xf32>
    %86 = call @relu_3(%85) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %88 = stablehlo.compare GT, %85, %87, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %90 = stablehlo.convolution(%86, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %91 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x8x8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_24 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.divide %95, %96 : tensor<1x1x1x16xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %98:5 = call @_var_1(%93, %c_25) : (tensor<8x8x8x16xf32>, tensor<i32>) -> (tensor<1x1x1x16xf32>, tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>)
    %99 = stablehlo.reshape %97 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %100 = stablehlo.reshape %98#0 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %cst_26 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.multiply %arg74, %101 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.multiply %99, %103 : tensor<16xf32>
    %105 = stablehlo.add %102, %104 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %107 = stablehlo.multiply %arg75, %106 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %109 = stablehlo.multiply %100, %108 : tensor<16xf32>
    %110 = stablehlo.add %107, %109 : tensor<16xf32>
    %111 = stablehlo.reshape %99 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %112 = stablehlo.reshape %100 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_30 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %114 = stablehlo.add %112, %113 : tensor<1x1x1x16xf32>
    %115 = stablehlo.rsqrt %114 : tensor<1x1x1x16xf32>
    %116 = stablehlo.divide %115, %114 : tensor<1x1x1x16xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<1x1x1x16xf32>
    %119 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<1x1x1x16xf32>
    %121 = stablehlo.negate %111 : tensor<1x1x1x16xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<1x1x1x16xf32>
    %123 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %124 = stablehlo.add %122, %123 : tensor<1x1x1x16xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %126 = stablehlo.multiply %93, %125 : tensor<8x8x8x16xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %128 = stablehlo.add %126, %127 : tensor<8x8x8x16xf32>
    %129 = call @relu_3(%128) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %131 = stablehlo.compare GT, %128, %130, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %133 = stablehlo.convolution(%129, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x64xf32>) -> tensor<8x8x8x64xf32>
    %134 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %136 = stablehlo.add %133, %135 : tensor<8x8x8x64xf32>
    %137 = stablehlo.convolution(%46, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<8x8x8x64xf32>
    %138 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %140 = stablehlo.add %137, %139 : tensor<8x8x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %144 = stablehlo.divide %142, %143 : tensor<1x1x1x64xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %145:5 = call @_var_4(%140, %c_36) : (tensor<8x8x8x64xf32>, tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>)
    %146 = stablehlo.reshape %144 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %147 = stablehlo.reshape %145#0 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %cst_37 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.multiply %arg76, %148 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %151 = stablehlo.multiply %146, %150 : tensor<64xf32>
    %152 = stablehlo.add %149, %151 : tensor<64xf32>
    %cst_39 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.multiply %arg77, %153 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.multiply %147, %155 : tensor<64xf32>
    %157 = stablehlo.add %154, %156 : tensor<64xf32>
    %158 = stablehlo.reshape %146 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %159 = stablehlo.reshape %147 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_41 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %161 = stablehlo.add %159, %160 : tensor<1x1x1x64xf32>
    %162 = stablehlo.rsqrt %161 : tensor<1x1x1x64xf32>
    %163 = stablehlo.divide %162, %161 : tensor<1x1x1x64xf32>
    %cst_42 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<1x1x1x64xf32>
    %166 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %167 = stablehlo.multiply %162, %166 : tensor<1x1x1x64xf32>
    %168 = stablehlo.negate %158 : tensor<1x1x1x64xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<1x1x1x64xf32>
    %170 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %171 = stablehlo.add %169, %170 : tensor<1x1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %173 = stablehlo.multiply %140, %172 : tensor<8x8x8x64xf32>
    %174 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %175 = stablehlo.add %173, %174 : tensor<8x8x8x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%136 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_44 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %179 = stablehlo.divide %177, %178 : tensor<1x1x1x64xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %180:5 = call @_var_4(%136, %c_45) : (tensor<8x8x8x64xf32>, tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>)
    %181 = stablehlo.reshape %179 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %182 = stablehlo.reshape %180#0 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %cst_46 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.multiply %arg78, %183 : tensor<64xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.multiply %181, %185 : tensor<64xf32>
    %187 = stablehlo.add %184, %186 : tensor<64xf32>
    %cst_48 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %189 = stablehlo.multiply %arg79, %188 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %191 = stablehlo.multiply %182, %190 : tensor<64xf32>
    %192 = stablehlo.add %189, %191 : tensor<64xf32>
    %193 = stablehlo.reshape %181 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %194 = stablehlo.reshape %182 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_50 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %196 = stablehlo.add %194, %195 : tensor<1x1x1x64xf32>
    %197 = stablehlo.rsqrt %196 : tensor<1x1x1x64xf32>
    %198 = stablehlo.divide %197, %196 : tensor<1x1x1x64xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<1x1x1x64xf32>
    %201 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %202 = stablehlo.multiply %197, %201 : tensor<1x1x1x64xf32>
    %203 = stablehlo.negate %193 : tensor<1x1x1x64xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<1x1x1x64xf32>
    %205 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %206 = stablehlo.add %204, %205 : tensor<1x1x1x64xf32>
    %207 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %208 = stablehlo.multiply %136, %207 : tensor<8x8x8x64xf32>
    %209 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %210 = stablehlo.add %208, %209 : tensor<8x8x8x64xf32>
    %211 = stablehlo.add %175, %210 : tensor<8x8x8x64xf32>
    %212 = call @relu_5(%211) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %214 = stablehlo.compare GT, %211, %213, FLOAT : (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %216 = stablehlo.convolution(%212, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x4x4x32xf32>
    %217 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x4x4x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %223 = stablehlo.divide %221, %222 : tensor<1x1x1x32xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %224:5 = call @_var_6(%219, %c_56) : (tensor<8x4x4x32xf32>, tensor<i32>) -> (tensor<1x1x1x32xf32>, tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>)
    %225 = stablehlo.reshape %223 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %226 = stablehlo.reshape %224#0 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %cst_57 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %228 = stablehlo.multiply %arg80, %227 : tensor<32xf32>
    %cst_58 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %230 = stablehlo.multiply %225, %229 : tensor<32xf32>
    %231 = stablehlo.add %228, %230 : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.multiply %arg81, %232 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %235 = stablehlo.multiply %226, %234 : tensor<32xf32>
    %236 = stablehlo.add %233, %235 : tensor<32xf32>
    %237 = stablehlo.reshape %225 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %238 = stablehlo.reshape %226 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_61 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %240 = stablehlo.add %238, %239 : tensor<1x1x1x32xf32>
    %241 = stablehlo.rsqrt %240 : tensor<1x1x1x32xf32>
    %242 = stablehlo.divide %241, %240 : tensor<1x1x1x32xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<1x1x1x32xf32>
    %245 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %246 = stablehlo.multiply %241, %245 : tensor<1x1x1x32xf32>
    %247 = stablehlo.negate %237 : tensor<1x1x1x32xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<1x1x1x32xf32>
    %249 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %250 = stablehlo.add %248, %249 : tensor<1x1x1x32xf32>
    %251 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %252 = stablehlo.multiply %219, %251 : tensor<8x4x4x32xf32>
    %253 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %254 = stablehlo.add %252, %253 : tensor<8x4x4x32xf32>
    %255 = call @relu_8(%254) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %257 = stablehlo.compare GT, %254, %256, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %259 = stablehlo.convolution(%255, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %260 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %262 = stablehlo.add %259, %261 : tensor<8x4x4x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_66 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %266 = stablehlo.divide %264, %265 : tensor<1x1x1x32xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %267:5 = call @_var_6(%262, %c_67) : (tensor<8x4x4x32xf32>, tensor<i32>) -> (tensor<1x1x1x32xf32>, tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>)
    %268 = stablehlo.reshape %266 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %269 = stablehlo.reshape %267#0 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %cst_68 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %271 = stablehlo.multiply %arg82, %270 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.multiply %268, %272 : tensor<32xf32>
    %274 = stablehlo.add %271, %273 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %276 = stablehlo.multiply %arg83, %275 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<32xf32>
    %279 = stablehlo.add %276, %278 : tensor<32xf32>
    %280 = stablehlo.reshape %268 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %281 = stablehlo.reshape %269 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_72 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %283 = stablehlo.add %281, %282 : tensor<1x1x1x32xf32>
    %284 = stablehlo.rsqrt %283 : tensor<1x1x1x32xf32>
    %285 = stablehlo.divide %284, %283 : tensor<1x1x1x32xf32>
    %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<1x1x1x32xf32>
    %288 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %289 = stablehlo.multiply %284, %288 : tensor<1x1x1x32xf32>
    %290 = stablehlo.negate %280 : tensor<1x1x1x32xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<1x1x1x32xf32>
    %292 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<1x1x1x32xf32>
    %294 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %295 = stablehlo.multiply %262, %294 : tensor<8x4x4x32xf32>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %297 = stablehlo.add %295, %296 : tensor<8x4x4x32xf32>
    %298 = call @relu_8(%297) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %300 = stablehlo.compare GT, %297, %299, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %302 = stablehlo.convolution(%298, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x32x128xf32>) -> tensor<8x4x4x128xf32>
    %303 = stablehlo.reshape %arg31 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %305 = stablehlo.add %302, %304 : tensor<8x4x4x128xf32>
    %306 = stablehlo.convolution(%212, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x128xf32>) -> tensor<8x4x4x128xf32>
    %307 = stablehlo.reshape %arg29 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %309 = stablehlo.add %306, %308 : tensor<8x4x4x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %313 = stablehlo.divide %311, %312 : tensor<1x1x1x128xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %314:5 = call @_var_9(%309, %c_78) : (tensor<8x4x4x128xf32>, tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>)
    %315 = stablehlo.reshape %313 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %316 = stablehlo.reshape %314#0 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %cst_79 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %318 = stablehlo.multiply %arg84, %317 : tensor<128xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %320 = stablehlo.multiply %315, %319 : tensor<128xf32>
    %321 = stablehlo.add %318, %320 : tensor<128xf32>
    %cst_81 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %323 = stablehlo.multiply %arg85, %322 : tensor<128xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<128xf32>
    %326 = stablehlo.add %323, %325 : tensor<128xf32>
    %327 = stablehlo.reshape %315 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %328 = stablehlo.reshape %316 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_83 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %330 = stablehlo.add %328, %329 : tensor<1x1x1x128xf32>
    %331 = stablehlo.rsqrt %330 : tensor<1x1x1x128xf32>
    %332 = stablehlo.divide %331, %330 : tensor<1x1x1x128xf32>
    %cst_84 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<1x1x1x128xf32>
    %335 = stablehlo.reshape %arg32 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %336 = stablehlo.multiply %331, %335 : tensor<1x1x1x128xf32>
    %337 = stablehlo.negate %327 : tensor<1x1x1x128xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<1x1x1x128xf32>
    %339 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %340 = stablehlo.add %338, %339 : tensor<1x1x1x128xf32>
    %341 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %342 = stablehlo.multiply %309, %341 : tensor<8x4x4x128xf32>
    %343 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %344 = stablehlo.add %342, %343 : tensor<8x4x4x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%305 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_86 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %348 = stablehlo.divide %346, %347 : tensor<1x1x1x128xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %349:5 = call @_var_9(%305, %c_87) : (tensor<8x4x4x128xf32>, tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>)
    %350 = stablehlo.reshape %348 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %351 = stablehlo.reshape %349#0 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %cst_88 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %353 = stablehlo.multiply %arg86, %352 : tensor<128xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %355 = stablehlo.multiply %350, %354 : tensor<128xf32>
    %356 = stablehlo.add %353, %355 : tensor<128xf32>
    %cst_90 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %358 = stablehlo.multiply %arg87, %357 : tensor<128xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %360 = stablehlo.multiply %351, %359 : tensor<128xf32>
    %361 = stablehlo.add %358, %360 : tensor<128xf32>
    %362 = stablehlo.reshape %350 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %363 = stablehlo.reshape %351 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_92 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %365 = stablehlo.add %363, %364 : tensor<1x1x1x128xf32>
    %366 = stablehlo.rsqrt %365 : tensor<1x1x1x128xf32>
    %367 = stablehlo.divide %366, %365 : tensor<1x1x1x128xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<1x1x1x128xf32>
    %370 = stablehlo.reshape %arg34 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %371 = stablehlo.multiply %366, %370 : tensor<1x1x1x128xf32>
    %372 = stablehlo.negate %362 : tensor<1x1x1x128xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<1x1x1x128xf32>
    %374 = stablehlo.reshape %arg35 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %375 = stablehlo.add %373, %374 : tensor<1x1x1x128xf32>
    %376 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %377 = stablehlo.multiply %305, %376 : tensor<8x4x4x128xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %379 = stablehlo.add %377, %378 : tensor<8x4x4x128xf32>
    %380 = stablehlo.add %344, %379 : tensor<8x4x4x128xf32>
    %381 = call @relu_11(%380) : (tensor<8x4x4x128xf32>) -> tensor<8x4x4x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x4x128xf32>
    %383 = stablehlo.compare GT, %380, %382, FLOAT : (tensor<8x4x4x128xf32>, tensor<8x4x4x128xf32>) -> tensor<8x4x4x128xi1>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x4x4x128xf32>
    %385 = stablehlo.convolution(%381, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<1x1x128x64xf32>) -> tensor<8x2x2x64xf32>
    %386 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %388 = stablehlo.add %385, %387 : tensor<8x2x2x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_97 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %392 = stablehlo.divide %390, %391 : tensor<1x1x1x64xf32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %393:5 = call @_var_12(%388, %c_98) : (tensor<8x2x2x64xf32>, tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>)
    %394 = stablehlo.reshape %392 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %395 = stablehlo.reshape %393#0 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %cst_99 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %397 = stablehlo.multiply %arg88, %396 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %399 = stablehlo.multiply %394, %398 : tensor<64xf32>
    %400 = stablehlo.add %397, %399 : tensor<64xf32>
    %cst_101 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.multiply %arg89, %401 : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %404 = stablehlo.multiply %395, %403 : tensor<64xf32>
    %405 = stablehlo.add %402, %404 : tensor<64xf32>
    %406 = stablehlo.reshape %394 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %407 = stablehlo.reshape %395 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_103 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %409 = stablehlo.add %407, %408 : tensor<1x1x1x64xf32>
    %410 = stablehlo.rsqrt %409 : tensor<1x1x1x64xf32>
    %411 = stablehlo.divide %410, %409 : tensor<1x1x1x64xf32>
    %cst_104 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<1x1x1x64xf32>
    %414 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %415 = stablehlo.multiply %410, %414 : tensor<1x1x1x64xf32>
    %416 = stablehlo.negate %406 : tensor<1x1x1x64xf32>
    %417 = stablehlo.multiply %416, %415 : tensor<1x1x1x64xf32>
    %418 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %419 = stablehlo.add %417, %418 : tensor<1x1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %421 = stablehlo.multiply %388, %420 : tensor<8x2x2x64xf32>
    %422 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %423 = stablehlo.add %421, %422 : tensor<8x2x2x64xf32>
    %424 = call @relu_13(%423) : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %426 = stablehlo.compare GT, %423, %425, FLOAT : (tensor<8x2x2x64xf32>, tensor<8x2x2x64xf32>) -> tensor<8x2x2x64xi1>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %428 = stablehlo.convolution(%424, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x2x2x64xf32>
    %429 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %431 = stablehlo.add %428, %430 : tensor<8x2x2x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_107) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_108 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %435 = stablehlo.divide %433, %434 : tensor<1x1x1x64xf32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %436:5 = call @_var_12(%431, %c_109) : (tensor<8x2x2x64xf32>, tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>)
    %437 = stablehlo.reshape %435 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %438 = stablehlo.reshape %436#0 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %cst_110 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %440 = stablehlo.multiply %arg90, %439 : tensor<64xf32>
    %cst_111 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %442 = stablehlo.multiply %437, %441 : tensor<64xf32>
    %443 = stablehlo.add %440, %442 : tensor<64xf32>
    %cst_112 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %445 = stablehlo.multiply %arg91, %444 : tensor<64xf32>
    %cst_113 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %447 = stablehlo.multiply %438, %446 : tensor<64xf32>
    %448 = stablehlo.add %445, %447 : tensor<64xf32>
    %449 = stablehlo.reshape %437 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %450 = stablehlo.reshape %438 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_114 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %452 = stablehlo.add %450, %451 : tensor<1x1x1x64xf32>
    %453 = stablehlo.rsqrt %452 : tensor<1x1x1x64xf32>
    %454 = stablehlo.divide %453, %452 : tensor<1x1x1x64xf32>
    %cst_115 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<1x1x1x64xf32>
    %457 = stablehlo.reshape %arg42 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %458 = stablehlo.multiply %453, %457 : tensor<1x1x1x64xf32>
    %459 = stablehlo.negate %449 : tensor<1x1x1x64xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<1x1x1x64xf32>
    %461 = stablehlo.reshape %arg43 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %462 = stablehlo.add %460, %461 : tensor<1x1x1x64xf32>
    %463 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %464 = stablehlo.multiply %431, %463 : tensor<8x2x2x64xf32>
    %465 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %466 = stablehlo.add %464, %465 : tensor<8x2x2x64xf32>
    %467 = call @relu_13(%466) : (tensor<8x2x2x64xf32>) -> tensor<8x2x2x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %469 = stablehlo.compare GT, %466, %468, FLOAT : (tensor<8x2x2x64xf32>, tensor<8x2x2x64xf32>) -> tensor<8x2x2x64xi1>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %471 = stablehlo.convolution(%467, %arg46) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<1x1x64x256xf32>) -> tensor<8x2x2x256xf32>
    %472 = stablehlo.reshape %arg47 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %474 = stablehlo.add %471, %473 : tensor<8x2x2x256xf32>
    %475 = stablehlo.convolution(%381, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<1x1x128x256xf32>) -> tensor<8x2x2x256xf32>
    %476 = stablehlo.reshape %arg45 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %478 = stablehlo.add %475, %477 : tensor<8x2x2x256xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_119 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %482 = stablehlo.divide %480, %481 : tensor<1x1x1x256xf32>
    %c_120 = stablehlo.constant dense<0> : tensor<i32>
    %483:5 = call @_var_14(%478, %c_120) : (tensor<8x2x2x256xf32>, tensor<i32>) -> (tensor<1x1x1x256xf32>, tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>)
    %484 = stablehlo.reshape %482 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %485 = stablehlo.reshape %483#0 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %cst_121 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %487 = stablehlo.multiply %arg92, %486 : tensor<256xf32>
    %cst_122 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %489 = stablehlo.multiply %484, %488 : tensor<256xf32>
    %490 = stablehlo.add %487, %489 : tensor<256xf32>
    %cst_123 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %492 = stablehlo.multiply %arg93, %491 : tensor<256xf32>
    %cst_124 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %494 = stablehlo.multiply %485, %493 : tensor<256xf32>
    %495 = stablehlo.add %492, %494 : tensor<256xf32>
    %496 = stablehlo.reshape %484 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %497 = stablehlo.reshape %485 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_125 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %499 = stablehlo.add %497, %498 : tensor<1x1x1x256xf32>
    %500 = stablehlo.rsqrt %499 : tensor<1x1x1x256xf32>
    %501 = stablehlo.divide %500, %499 : tensor<1x1x1x256xf32>
    %cst_126 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %503 = stablehlo.multiply %502, %501 : tensor<1x1x1x256xf32>
    %504 = stablehlo.reshape %arg48 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %505 = stablehlo.multiply %500, %504 : tensor<1x1x1x256xf32>
    %506 = stablehlo.negate %496 : tensor<1x1x1x256xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<1x1x1x256xf32>
    %508 = stablehlo.reshape %arg49 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %509 = stablehlo.add %507, %508 : tensor<1x1x1x256xf32>
    %510 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %511 = stablehlo.multiply %478, %510 : tensor<8x2x2x256xf32>
    %512 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %513 = stablehlo.add %511, %512 : tensor<8x2x2x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%474 init: %cst_127) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_128 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %517 = stablehlo.divide %515, %516 : tensor<1x1x1x256xf32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %518:5 = call @_var_14(%474, %c_129) : (tensor<8x2x2x256xf32>, tensor<i32>) -> (tensor<1x1x1x256xf32>, tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>)
    %519 = stablehlo.reshape %517 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %520 = stablehlo.reshape %518#0 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %cst_130 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %522 = stablehlo.multiply %arg94, %521 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %524 = stablehlo.multiply %519, %523 : tensor<256xf32>
    %525 = stablehlo.add %522, %524 : tensor<256xf32>
    %cst_132 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %527 = stablehlo.multiply %arg95, %526 : tensor<256xf32>
    %cst_133 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %529 = stablehlo.multiply %520, %528 : tensor<256xf32>
    %530 = stablehlo.add %527, %529 : tensor<256xf32>
    %531 = stablehlo.reshape %519 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %532 = stablehlo.reshape %520 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_134 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %534 = stablehlo.add %532, %533 : tensor<1x1x1x256xf32>
    %535 = stablehlo.rsqrt %534 : tensor<1x1x1x256xf32>
    %536 = stablehlo.divide %535, %534 : tensor<1x1x1x256xf32>
    %cst_135 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<1x1x1x256xf32>
    %539 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %540 = stablehlo.multiply %535, %539 : tensor<1x1x1x256xf32>
    %541 = stablehlo.negate %531 : tensor<1x1x1x256xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<1x1x1x256xf32>
    %543 = stablehlo.reshape %arg51 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %544 = stablehlo.add %542, %543 : tensor<1x1x1x256xf32>
    %545 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %546 = stablehlo.multiply %474, %545 : tensor<8x2x2x256xf32>
    %547 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %548 = stablehlo.add %546, %547 : tensor<8x2x2x256xf32>
    %549 = stablehlo.add %513, %548 : tensor<8x2x2x256xf32>
    %550 = call @relu_16(%549) : (tensor<8x2x2x256xf32>) -> tensor<8x2x2x256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x2x2x256xf32>
    %552 = stablehlo.compare GT, %549, %551, FLOAT : (tensor<8x2x2x256xf32>, tensor<8x2x2x256xf32>) -> tensor<8x2x2x256xi1>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x2x2x256xf32>
    %554 = stablehlo.convolution(%550, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<1x1x256x128xf32>) -> tensor<8x1x1x128xf32>
    %555 = stablehlo.reshape %arg53 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %557 = stablehlo.add %554, %556 : tensor<8x1x1x128xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_139 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %561 = stablehlo.divide %559, %560 : tensor<1x1x1x128xf32>
    %c_140 = stablehlo.constant dense<0> : tensor<i32>
    %562:5 = call @_var_17(%557, %c_140) : (tensor<8x1x1x128xf32>, tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>)
    %563 = stablehlo.reshape %561 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %564 = stablehlo.reshape %562#0 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %cst_141 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %566 = stablehlo.multiply %arg96, %565 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %568 = stablehlo.multiply %563, %567 : tensor<128xf32>
    %569 = stablehlo.add %566, %568 : tensor<128xf32>
    %cst_143 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %571 = stablehlo.multiply %arg97, %570 : tensor<128xf32>
    %cst_144 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %573 = stablehlo.multiply %564, %572 : tensor<128xf32>
    %574 = stablehlo.add %571, %573 : tensor<128xf32>
    %575 = stablehlo.reshape %563 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %576 = stablehlo.reshape %564 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_145 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %578 = stablehlo.add %576, %577 : tensor<1x1x1x128xf32>
    %579 = stablehlo.rsqrt %578 : tensor<1x1x1x128xf32>
    %580 = stablehlo.divide %579, %578 : tensor<1x1x1x128xf32>
    %cst_146 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %582 = stablehlo.multiply %581, %580 : tensor<1x1x1x128xf32>
    %583 = stablehlo.reshape %arg54 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %584 = stablehlo.multiply %579, %583 : tensor<1x1x1x128xf32>
    %585 = stablehlo.negate %575 : tensor<1x1x1x128xf32>
    %586 = stablehlo.multiply %585, %584 : tensor<1x1x1x128xf32>
    %587 = stablehlo.reshape %arg55 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %588 = stablehlo.add %586, %587 : tensor<1x1x1x128xf32>
    %589 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %590 = stablehlo.multiply %557, %589 : tensor<8x1x1x128xf32>
    %591 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %592 = stablehlo.add %590, %591 : tensor<8x1x1x128xf32>
    %593 = call @relu_18(%592) : (tensor<8x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %595 = stablehlo.compare GT, %592, %594, FLOAT : (tensor<8x1x1x128xf32>, tensor<8x1x1x128xf32>) -> tensor<8x1x1x128xi1>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %597 = stablehlo.convolution(%593, %arg56) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<8x1x1x128xf32>
    %598 = stablehlo.reshape %arg57 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %600 = stablehlo.add %597, %599 : tensor<8x1x1x128xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_149) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_150 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %604 = stablehlo.divide %602, %603 : tensor<1x1x1x128xf32>
    %c_151 = stablehlo.constant dense<0> : tensor<i32>
    %605:5 = call @_var_17(%600, %c_151) : (tensor<8x1x1x128xf32>, tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>)
    %606 = stablehlo.reshape %604 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %607 = stablehlo.reshape %605#0 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %cst_152 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %609 = stablehlo.multiply %arg98, %608 : tensor<128xf32>
    %cst_153 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %611 = stablehlo.multiply %606, %610 : tensor<128xf32>
    %612 = stablehlo.add %609, %611 : tensor<128xf32>
    %cst_154 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %614 = stablehlo.multiply %arg99, %613 : tensor<128xf32>
    %cst_155 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %616 = stablehlo.multiply %607, %615 : tensor<128xf32>
    %617 = stablehlo.add %614, %616 : tensor<128xf32>
    %618 = stablehlo.reshape %606 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %619 = stablehlo.reshape %607 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_156 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %621 = stablehlo.add %619, %620 : tensor<1x1x1x128xf32>
    %622 = stablehlo.rsqrt %621 : tensor<1x1x1x128xf32>
    %623 = stablehlo.divide %622, %621 : tensor<1x1x1x128xf32>
    %cst_157 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %625 = stablehlo.multiply %624, %623 : tensor<1x1x1x128xf32>
    %626 = stablehlo.reshape %arg58 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %627 = stablehlo.multiply %622, %626 : tensor<1x1x1x128xf32>
    %628 = stablehlo.negate %618 : tensor<1x1x1x128xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<1x1x1x128xf32>
    %630 = stablehlo.reshape %arg59 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %631 = stablehlo.add %629, %630 : tensor<1x1x1x128xf32>
    %632 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %633 = stablehlo.multiply %600, %632 : tensor<8x1x1x128xf32>
    %634 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %635 = stablehlo.add %633, %634 : tensor<8x1x1x128xf32>
    %636 = call @relu_18(%635) : (tensor<8x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %638 = stablehlo.compare GT, %635, %637, FLOAT : (tensor<8x1x1x128xf32>, tensor<8x1x1x128xf32>) -> tensor<8x1x1x128xi1>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %640 = stablehlo.convolution(%636, %arg62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<1x1x128x512xf32>) -> tensor<8x1x1x512xf32>
    %641 = stablehlo.reshape %arg63 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %643 = stablehlo.add %640, %642 : tensor<8x1x1x512xf32>
    %644 = stablehlo.convolution(%550, %arg60) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<1x1x256x512xf32>) -> tensor<8x1x1x512xf32>
    %645 = stablehlo.reshape %arg61 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %647 = stablehlo.add %644, %646 : tensor<8x1x1x512xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_160) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_161 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %651 = stablehlo.divide %649, %650 : tensor<1x1x1x512xf32>
    %c_162 = stablehlo.constant dense<0> : tensor<i32>
    %652:5 = call @_var_19(%647, %c_162) : (tensor<8x1x1x512xf32>, tensor<i32>) -> (tensor<1x1x1x512xf32>, tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>)
    %653 = stablehlo.reshape %651 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %654 = stablehlo.reshape %652#0 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %cst_163 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %656 = stablehlo.multiply %arg100, %655 : tensor<512xf32>
    %cst_164 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %658 = stablehlo.multiply %653, %657 : tensor<512xf32>
    %659 = stablehlo.add %656, %658 : tensor<512xf32>
    %cst_165 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %661 = stablehlo.multiply %arg101, %660 : tensor<512xf32>
    %cst_166 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %663 = stablehlo.multiply %654, %662 : tensor<512xf32>
    %664 = stablehlo.add %661, %663 : tensor<512xf32>
    %665 = stablehlo.reshape %653 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %666 = stablehlo.reshape %654 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_167 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %668 = stablehlo.add %666, %667 : tensor<1x1x1x512xf32>
    %669 = stablehlo.rsqrt %668 : tensor<1x1x1x512xf32>
    %670 = stablehlo.divide %669, %668 : tensor<1x1x1x512xf32>
    %cst_168 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %672 = stablehlo.multiply %671, %670 : tensor<1x1x1x512xf32>
    %673 = stablehlo.reshape %arg64 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %674 = stablehlo.multiply %669, %673 : tensor<1x1x1x512xf32>
    %675 = stablehlo.negate %665 : tensor<1x1x1x512xf32>
    %676 = stablehlo.multiply %675, %674 : tensor<1x1x1x512xf32>
    %677 = stablehlo.reshape %arg65 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %678 = stablehlo.add %676, %677 : tensor<1x1x1x512xf32>
    %679 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %680 = stablehlo.multiply %647, %679 : tensor<8x1x1x512xf32>
    %681 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %682 = stablehlo.add %680, %681 : tensor<8x1x1x512xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%643 init: %cst_169) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_170 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %686 = stablehlo.divide %684, %685 : tensor<1x1x1x512xf32>
    %c_171 = stablehlo.constant dense<0> : tensor<i32>
    %687:5 = call @_var_19(%643, %c_171) : (tensor<8x1x1x512xf32>, tensor<i32>) -> (tensor<1x1x1x512xf32>, tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>)
    %688 = stablehlo.reshape %686 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %689 = stablehlo.reshape %687#0 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %cst_172 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %691 = stablehlo.multiply %arg102, %690 : tensor<512xf32>
    %cst_173 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %693 = stablehlo.multiply %688, %692 : tensor<512xf32>
    %694 = stablehlo.add %691, %693 : tensor<512xf32>
    %cst_174 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %696 = stablehlo.multiply %arg103, %695 : tensor<512xf32>
    %cst_175 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %698 = stablehlo.multiply %689, %697 : tensor<512xf32>
    %699 = stablehlo.add %696, %698 : tensor<512xf32>
    %700 = stablehlo.reshape %688 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %701 = stablehlo.reshape %689 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_176 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %703 = stablehlo.add %701, %702 : tensor<1x1x1x512xf32>
    %704 = stablehlo.rsqrt %703 : tensor<1x1x1x512xf32>
    %705 = stablehlo.divide %704, %703 : tensor<1x1x1x512xf32>
    %cst_177 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %707 = stablehlo.multiply %706, %705 : tensor<1x1x1x512xf32>
    %708 = stablehlo.reshape %arg66 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %709 = stablehlo.multiply %704, %708 : tensor<1x1x1x512xf32>
    %710 = stablehlo.negate %700 : tensor<1x1x1x512xf32>
    %711 = stablehlo.multiply %710, %709 : tensor<1x1x1x512xf32>
    %712 = stablehlo.reshape %arg67 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %713 = stablehlo.add %711, %712 : tensor<1x1x1x512xf32>
    %714 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %715 = stablehlo.multiply %643, %714 : tensor<8x1x1x512xf32>
    %716 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %717 = stablehlo.add %715, %716 : tensor<8x1x1x512xf32>
    %718 = stablehlo.add %682, %717 : tensor<8x1x1x512xf32>
    %719 = call @relu_21(%718) : (tensor<8x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x1x1x512xf32>
    %721 = stablehlo.compare GT, %718, %720, FLOAT : (tensor<8x1x1x512xf32>, tensor<8x1x1x512xf32>) -> tensor<8x1x1x512xi1>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x1x1x512xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%719 init: %cst_180) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %725 = stablehlo.divide %723, %724 : tensor<8x512xf32>
    %726 = stablehlo.dot_general %725, %arg68, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x10xf32>) -> tensor<8x10xf32>
    %727 = stablehlo.broadcast_in_dim %arg69, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %729 = stablehlo.add %726, %728 : tensor<8x10xf32>
    %730 = stablehlo.broadcast_in_dim %arg105, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %731:2 = call @take_along_axis(%729, %730) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_182 = stablehlo.constant dense<0> : tensor<i32>
    %732:2 = call @_take(%731#0, %c_182) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_183 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %733 = stablehlo.reduce(%729 init: %cst_183) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %734 = stablehlo.reshape %733 : (tensor<8xf32>) -> tensor<8x1xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %736 = stablehlo.compare EQ, %729, %735, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %737 = stablehlo.convert %736 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%737 init: %cst_184) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_185 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %740 = stablehlo.maximum %739, %733 : tensor<8xf32>
    %741 = stablehlo.compare EQ, %733, %740, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %744 = stablehlo.select %741, %742, %743 : tensor<8xi1>, tensor<8xf32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %746 = stablehlo.compare EQ, %745, %740, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_189 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %749 = stablehlo.select %746, %747, %748 : tensor<8xi1>, tensor<8xf32>
    %750 = stablehlo.divide %744, %749 : tensor<8xf32>
    %751 = stablehlo.is_finite %740 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %753 = stablehlo.select %751, %740, %752 : tensor<8xi1>, tensor<8xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %755 = stablehlo.broadcast_in_dim %753, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %757 = stablehlo.subtract %729, %756 : tensor<8x10xf32>
    %758 = stablehlo.exponential %757 : tensor<8x10xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_193) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %760 = stablehlo.sign %759 : tensor<8xf32>
    %761 = stablehlo.abs %759 : tensor<8xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %763 = stablehlo.compare GE, %759, %762, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %764 = stablehlo.log %761 : tensor<8xf32>
    %765 = stablehlo.add %764, %753 : tensor<8xf32>
    %766 = stablehlo.subtract %765, %732#0 : tensor<8xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_195) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_196 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %768 = stablehlo.divide %767, %cst_196 : tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_198 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %769 = stablehlo.divide %cst_197, %cst_198 : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %771 = stablehlo.negate %770 : tensor<8xf32>
    %772 = stablehlo.divide %770, %761 : tensor<8xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %774 = stablehlo.select %763, %773, %772 : tensor<8xi1>, tensor<8xf32>
    %775 = stablehlo.select %763, %772, %773 : tensor<8xi1>, tensor<8xf32>
    %776 = stablehlo.negate %774 : tensor<8xf32>
    %777 = stablehlo.add %775, %776 : tensor<8xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %779 = stablehlo.multiply %778, %758 : tensor<8x10xf32>
    %780 = call @_take_23(%732#1, %771) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %781 = call @take_along_axis_24(%731#1, %780) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %782 = stablehlo.add %779, %781 : tensor<8x10xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%782 init: %cst_200) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %784 = stablehlo.reshape %783 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_201) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %786 = stablehlo.dot_general %782, %725, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x512xf32>) -> tensor<10x512xf32>
    %787 = stablehlo.transpose %786, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %788 = stablehlo.dot_general %782, %arg68, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<512x10xf32>) -> tensor<8x512xf32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %790 = stablehlo.divide %788, %789 : tensor<8x512xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 3] : (tensor<8x512xf32>) -> tensor<8x1x1x512xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x1x1x512xf32>
    %793 = stablehlo.select %721, %791, %792 : tensor<8x1x1x512xi1>, tensor<8x1x1x512xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.reduce(%793 init: %cst_204) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %795 = stablehlo.reshape %794 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %796 = stablehlo.multiply %643, %793 : tensor<8x1x1x512xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.reduce(%796 init: %cst_205) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %798 = stablehlo.reshape %797 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %799 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %800 = stablehlo.multiply %793, %799 : tensor<8x1x1x512xf32>
    %801 = stablehlo.reshape %795 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %802 = stablehlo.multiply %710, %795 : tensor<1x1x1x512xf32>
    %803 = stablehlo.add %798, %802 : tensor<1x1x1x512xf32>
    %804 = stablehlo.multiply %795, %709 : tensor<1x1x1x512xf32>
    %805 = stablehlo.negate %804 : tensor<1x1x1x512xf32>
    %806 = stablehlo.multiply %704, %803 : tensor<1x1x1x512xf32>
    %807 = stablehlo.multiply %803, %708 : tensor<1x1x1x512xf32>
    %808 = stablehlo.reshape %806 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %809 = stablehlo.multiply %807, %707 : tensor<1x1x1x512xf32>
    %810 = stablehlo.reshape %809 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %811 = stablehlo.reshape %805 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %812 = stablehlo.broadcast_in_dim %810, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %813 = stablehlo.broadcast_in_dim %811, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %814 = call @_var_25(%687#1, %687#2, %687#3, %687#4, %812) : (tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %815 = stablehlo.add %800, %814 : tensor<8x1x1x512xf32>
    %cst_206 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %817 = stablehlo.divide %813, %816 : tensor<1x1x1x512xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%817 init: %cst_207) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [3] : (tensor<512xf32>) -> tensor<8x1x1x512xf32>
    %820 = stablehlo.add %815, %819 : tensor<8x1x1x512xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%793 init: %cst_208) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %822 = stablehlo.reshape %821 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %823 = stablehlo.multiply %647, %793 : tensor<8x1x1x512xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_209) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %825 = stablehlo.reshape %824 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %826 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %827 = stablehlo.multiply %793, %826 : tensor<8x1x1x512xf32>
    %828 = stablehlo.reshape %822 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %829 = stablehlo.multiply %675, %822 : tensor<1x1x1x512xf32>
    %830 = stablehlo.add %825, %829 : tensor<1x1x1x512xf32>
    %831 = stablehlo.multiply %822, %674 : tensor<1x1x1x512xf32>
    %832 = stablehlo.negate %831 : tensor<1x1x1x512xf32>
    %833 = stablehlo.multiply %669, %830 : tensor<1x1x1x512xf32>
    %834 = stablehlo.multiply %830, %673 : tensor<1x1x1x512xf32>
    %835 = stablehlo.reshape %833 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %836 = stablehlo.multiply %834, %672 : tensor<1x1x1x512xf32>
    %837 = stablehlo.reshape %836 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %838 = stablehlo.reshape %832 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %839 = stablehlo.broadcast_in_dim %837, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %840 = stablehlo.broadcast_in_dim %838, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %841 = call @_var_25(%652#1, %652#2, %652#3, %652#4, %839) : (tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %842 = stablehlo.add %827, %841 : tensor<8x1x1x512xf32>
    %cst_210 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %844 = stablehlo.divide %840, %843 : tensor<1x1x1x512xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_211) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %846 = stablehlo.broadcast_in_dim %845, dims = [3] : (tensor<512xf32>) -> tensor<8x1x1x512xf32>
    %847 = stablehlo.add %842, %846 : tensor<8x1x1x512xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%847 init: %cst_212) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %849 = stablehlo.reshape %848 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %850 = stablehlo.reshape %849 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %851 = stablehlo.convolution(%550, %847) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<8x1x1x512xf32>) -> tensor<1x1x256x512xf32>
    %852 = stablehlo.reverse %arg60, dims = [0, 1] : tensor<1x1x256x512xf32>
    %853 = stablehlo.convolution(%847, %852) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x512xf32>, tensor<1x1x256x512xf32>) -> tensor<8x2x2x256xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%820 init: %cst_213) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %855 = stablehlo.reshape %854 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %856 = stablehlo.reshape %855 : (tensor<1x1x1x512xf32>) -> tensor<512xf32>
    %857 = stablehlo.convolution(%636, %820) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<8x1x1x512xf32>) -> tensor<1x1x128x512xf32>
    %858 = stablehlo.reverse %arg62, dims = [0, 1] : tensor<1x1x128x512xf32>
    %859 = stablehlo.convolution(%820, %858) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x512xf32>, tensor<1x1x128x512xf32>) -> tensor<8x1x1x128xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %861 = stablehlo.select %638, %859, %860 : tensor<8x1x1x128xi1>, tensor<8x1x1x128xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_215) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %863 = stablehlo.reshape %862 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %864 = stablehlo.multiply %600, %861 : tensor<8x1x1x128xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_216) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %866 = stablehlo.reshape %865 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %867 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %868 = stablehlo.multiply %861, %867 : tensor<8x1x1x128xf32>
    %869 = stablehlo.reshape %863 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %870 = stablehlo.multiply %628, %863 : tensor<1x1x1x128xf32>
    %871 = stablehlo.add %866, %870 : tensor<1x1x1x128xf32>
    %872 = stablehlo.multiply %863, %627 : tensor<1x1x1x128xf32>
    %873 = stablehlo.negate %872 : tensor<1x1x1x128xf32>
    %874 = stablehlo.multiply %622, %871 : tensor<1x1x1x128xf32>
    %875 = stablehlo.multiply %871, %626 : tensor<1x1x1x128xf32>
    %876 = stablehlo.reshape %874 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %877 = stablehlo.multiply %875, %625 : tensor<1x1x1x128xf32>
    %878 = stablehlo.reshape %877 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %879 = stablehlo.reshape %873 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %880 = stablehlo.broadcast_in_dim %878, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %881 = stablehlo.broadcast_in_dim %879, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %882 = call @_var_27(%605#1, %605#2, %605#3, %605#4, %880) : (tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %883 = stablehlo.add %868, %882 : tensor<8x1x1x128xf32>
    %cst_217 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %885 = stablehlo.divide %881, %884 : tensor<1x1x1x128xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_218) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [3] : (tensor<128xf32>) -> tensor<8x1x1x128xf32>
    %888 = stablehlo.add %883, %887 : tensor<8x1x1x128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_219) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %890 = stablehlo.reshape %889 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %891 = stablehlo.reshape %890 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %892 = stablehlo.convolution(%593, %888) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<8x1x1x128xf32>) -> tensor<3x3x128x128xf32>
    %893 = stablehlo.reverse %arg56, dims = [0, 1] : tensor<3x3x128x128xf32>
    %894 = stablehlo.convolution(%888, %893) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<3x3x128x128xf32>) -> tensor<8x1x1x128xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %896 = stablehlo.select %595, %894, %895 : tensor<8x1x1x128xi1>, tensor<8x1x1x128xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_221) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %898 = stablehlo.reshape %897 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %899 = stablehlo.multiply %557, %896 : tensor<8x1x1x128xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %900 = stablehlo.reduce(%899 init: %cst_222) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %901 = stablehlo.reshape %900 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %902 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %903 = stablehlo.multiply %896, %902 : tensor<8x1x1x128xf32>
    %904 = stablehlo.reshape %898 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %905 = stablehlo.multiply %585, %898 : tensor<1x1x1x128xf32>
    %906 = stablehlo.add %901, %905 : tensor<1x1x1x128xf32>
    %907 = stablehlo.multiply %898, %584 : tensor<1x1x1x128xf32>
    %908 = stablehlo.negate %907 : tensor<1x1x1x128xf32>
    %909 = stablehlo.multiply %579, %906 : tensor<1x1x1x128xf32>
    %910 = stablehlo.multiply %906, %583 : tensor<1x1x1x128xf32>
    %911 = stablehlo.reshape %909 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %912 = stablehlo.multiply %910, %582 : tensor<1x1x1x128xf32>
    %913 = stablehlo.reshape %912 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %914 = stablehlo.reshape %908 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %915 = stablehlo.broadcast_in_dim %913, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %916 = stablehlo.broadcast_in_dim %914, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %917 = call @_var_27(%562#1, %562#2, %562#3, %562#4, %915) : (tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %918 = stablehlo.add %903, %917 : tensor<8x1x1x128xf32>
    %cst_223 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %920 = stablehlo.divide %916, %919 : tensor<1x1x1x128xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %921 = stablehlo.reduce(%920 init: %cst_224) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [3] : (tensor<128xf32>) -> tensor<8x1x1x128xf32>
    %923 = stablehlo.add %918, %922 : tensor<8x1x1x128xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %924 = stablehlo.reduce(%923 init: %cst_225) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %925 = stablehlo.reshape %924 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %926 = stablehlo.reshape %925 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %927 = stablehlo.convolution(%550, %923) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<8x1x1x128xf32>) -> tensor<1x1x256x128xf32>
    %928 = stablehlo.reverse %arg52, dims = [0, 1] : tensor<1x1x256x128xf32>
    %929 = stablehlo.convolution(%923, %928) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x128xf32>, tensor<1x1x256x128xf32>) -> tensor<8x2x2x256xf32>
    %930 = stablehlo.add %853, %929 : tensor<8x2x2x256xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<8x2x2x256xf32>
    %932 = stablehlo.select %552, %930, %931 : tensor<8x2x2x256xi1>, tensor<8x2x2x256xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %933 = stablehlo.reduce(%932 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %934 = stablehlo.reshape %933 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %935 = stablehlo.multiply %474, %932 : tensor<8x2x2x256xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%935 init: %cst_228) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %937 = stablehlo.reshape %936 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %938 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %939 = stablehlo.multiply %932, %938 : tensor<8x2x2x256xf32>
    %940 = stablehlo.reshape %934 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %941 = stablehlo.multiply %541, %934 : tensor<1x1x1x256xf32>
    %942 = stablehlo.add %937, %941 : tensor<1x1x1x256xf32>
    %943 = stablehlo.multiply %934, %540 : tensor<1x1x1x256xf32>
    %944 = stablehlo.negate %943 : tensor<1x1x1x256xf32>
    %945 = stablehlo.multiply %535, %942 : tensor<1x1x1x256xf32>
    %946 = stablehlo.multiply %942, %539 : tensor<1x1x1x256xf32>
    %947 = stablehlo.reshape %945 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %948 = stablehlo.multiply %946, %538 : tensor<1x1x1x256xf32>
    %949 = stablehlo.reshape %948 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %950 = stablehlo.reshape %944 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %951 = stablehlo.broadcast_in_dim %949, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %952 = stablehlo.broadcast_in_dim %950, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %953 = call @_var_29(%518#1, %518#2, %518#3, %518#4, %951) : (tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %954 = stablehlo.add %939, %953 : tensor<8x2x2x256xf32>
    %cst_229 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %956 = stablehlo.divide %952, %955 : tensor<1x1x1x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %957 = stablehlo.reduce(%956 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %958 = stablehlo.broadcast_in_dim %957, dims = [3] : (tensor<256xf32>) -> tensor<8x2x2x256xf32>
    %959 = stablehlo.add %954, %958 : tensor<8x2x2x256xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %960 = stablehlo.reduce(%932 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %961 = stablehlo.reshape %960 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %962 = stablehlo.multiply %478, %932 : tensor<8x2x2x256xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_232) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %964 = stablehlo.reshape %963 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %965 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %966 = stablehlo.multiply %932, %965 : tensor<8x2x2x256xf32>
    %967 = stablehlo.reshape %961 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %968 = stablehlo.multiply %506, %961 : tensor<1x1x1x256xf32>
    %969 = stablehlo.add %964, %968 : tensor<1x1x1x256xf32>
    %970 = stablehlo.multiply %961, %505 : tensor<1x1x1x256xf32>
    %971 = stablehlo.negate %970 : tensor<1x1x1x256xf32>
    %972 = stablehlo.multiply %500, %969 : tensor<1x1x1x256xf32>
    %973 = stablehlo.multiply %969, %504 : tensor<1x1x1x256xf32>
    %974 = stablehlo.reshape %972 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %975 = stablehlo.multiply %973, %503 : tensor<1x1x1x256xf32>
    %976 = stablehlo.reshape %975 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %977 = stablehlo.reshape %971 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %978 = stablehlo.broadcast_in_dim %976, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %979 = stablehlo.broadcast_in_dim %977, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %980 = call @_var_29(%483#1, %483#2, %483#3, %483#4, %978) : (tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %981 = stablehlo.add %966, %980 : tensor<8x2x2x256xf32>
    %cst_233 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %983 = stablehlo.divide %979, %982 : tensor<1x1x1x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %984 = stablehlo.reduce(%983 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [3] : (tensor<256xf32>) -> tensor<8x2x2x256xf32>
    %986 = stablehlo.add %981, %985 : tensor<8x2x2x256xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.reduce(%986 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %988 = stablehlo.reshape %987 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %989 = stablehlo.reshape %988 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %990 = stablehlo.convolution(%381, %986) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<8x2x2x256xf32>) -> tensor<1x1x128x256xf32>
    %991 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<1x1x128x256xf32>
    %992 = stablehlo.convolution(%986, %991) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<1x1x128x256xf32>) -> tensor<8x4x4x128xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %993 = stablehlo.reduce(%959 init: %cst_236) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %994 = stablehlo.reshape %993 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %995 = stablehlo.reshape %994 : (tensor<1x1x1x256xf32>) -> tensor<256xf32>
    %996 = stablehlo.convolution(%467, %959) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<8x2x2x256xf32>) -> tensor<1x1x64x256xf32>
    %997 = stablehlo.reverse %arg46, dims = [0, 1] : tensor<1x1x64x256xf32>
    %998 = stablehlo.convolution(%959, %997) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x256xf32>, tensor<1x1x64x256xf32>) -> tensor<8x2x2x64xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %1000 = stablehlo.select %469, %998, %999 : tensor<8x2x2x64xi1>, tensor<8x2x2x64xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.reduce(%1000 init: %cst_238) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1003 = stablehlo.multiply %431, %1000 : tensor<8x2x2x64xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1004 = stablehlo.reduce(%1003 init: %cst_239) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1006 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %1007 = stablehlo.multiply %1000, %1006 : tensor<8x2x2x64xf32>
    %1008 = stablehlo.reshape %1002 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1009 = stablehlo.multiply %459, %1002 : tensor<1x1x1x64xf32>
    %1010 = stablehlo.add %1005, %1009 : tensor<1x1x1x64xf32>
    %1011 = stablehlo.multiply %1002, %458 : tensor<1x1x1x64xf32>
    %1012 = stablehlo.negate %1011 : tensor<1x1x1x64xf32>
    %1013 = stablehlo.multiply %453, %1010 : tensor<1x1x1x64xf32>
    %1014 = stablehlo.multiply %1010, %457 : tensor<1x1x1x64xf32>
    %1015 = stablehlo.reshape %1013 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1016 = stablehlo.multiply %1014, %456 : tensor<1x1x1x64xf32>
    %1017 = stablehlo.reshape %1016 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1018 = stablehlo.reshape %1012 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1019 = stablehlo.broadcast_in_dim %1017, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1020 = stablehlo.broadcast_in_dim %1018, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1021 = call @_var_31(%436#1, %436#2, %436#3, %436#4, %1019) : (tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %1022 = stablehlo.add %1007, %1021 : tensor<8x2x2x64xf32>
    %cst_240 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1024 = stablehlo.divide %1020, %1023 : tensor<1x1x1x64xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1025 = stablehlo.reduce(%1024 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [3] : (tensor<64xf32>) -> tensor<8x2x2x64xf32>
    %1027 = stablehlo.add %1022, %1026 : tensor<8x2x2x64xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1028 = stablehlo.reduce(%1027 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1029 = stablehlo.reshape %1028 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1030 = stablehlo.reshape %1029 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1031 = stablehlo.convolution(%424, %1027) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<8x2x2x64xf32>) -> tensor<3x3x64x64xf32>
    %1032 = stablehlo.reverse %arg40, dims = [0, 1] : tensor<3x3x64x64xf32>
    %1033 = stablehlo.convolution(%1027, %1032) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x2x2x64xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %1035 = stablehlo.select %426, %1033, %1034 : tensor<8x2x2x64xi1>, tensor<8x2x2x64xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1036 = stablehlo.reduce(%1035 init: %cst_244) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1037 = stablehlo.reshape %1036 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1038 = stablehlo.multiply %388, %1035 : tensor<8x2x2x64xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1039 = stablehlo.reduce(%1038 init: %cst_245) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.reshape %1039 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1041 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %1042 = stablehlo.multiply %1035, %1041 : tensor<8x2x2x64xf32>
    %1043 = stablehlo.reshape %1037 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1044 = stablehlo.multiply %416, %1037 : tensor<1x1x1x64xf32>
    %1045 = stablehlo.add %1040, %1044 : tensor<1x1x1x64xf32>
    %1046 = stablehlo.multiply %1037, %415 : tensor<1x1x1x64xf32>
    %1047 = stablehlo.negate %1046 : tensor<1x1x1x64xf32>
    %1048 = stablehlo.multiply %410, %1045 : tensor<1x1x1x64xf32>
    %1049 = stablehlo.multiply %1045, %414 : tensor<1x1x1x64xf32>
    %1050 = stablehlo.reshape %1048 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1051 = stablehlo.multiply %1049, %413 : tensor<1x1x1x64xf32>
    %1052 = stablehlo.reshape %1051 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1053 = stablehlo.reshape %1047 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1054 = stablehlo.broadcast_in_dim %1052, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1055 = stablehlo.broadcast_in_dim %1053, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1056 = call @_var_31(%393#1, %393#2, %393#3, %393#4, %1054) : (tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %1057 = stablehlo.add %1042, %1056 : tensor<8x2x2x64xf32>
    %cst_246 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1059 = stablehlo.divide %1055, %1058 : tensor<1x1x1x64xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1060 = stablehlo.reduce(%1059 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [3] : (tensor<64xf32>) -> tensor<8x2x2x64xf32>
    %1062 = stablehlo.add %1057, %1061 : tensor<8x2x2x64xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1063 = stablehlo.reduce(%1062 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.reshape %1063 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1066 = stablehlo.convolution(%381, %1062) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<8x2x2x64xf32>) -> tensor<1x1x128x64xf32>
    %1067 = stablehlo.reverse %arg36, dims = [0, 1] : tensor<1x1x128x64xf32>
    %1068 = stablehlo.convolution(%1062, %1067) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x2x2x64xf32>, tensor<1x1x128x64xf32>) -> tensor<8x4x4x128xf32>
    %1069 = stablehlo.add %992, %1068 : tensor<8x4x4x128xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<8x4x4x128xf32>
    %1071 = stablehlo.select %383, %1069, %1070 : tensor<8x4x4x128xi1>, tensor<8x4x4x128xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1072 = stablehlo.reduce(%1071 init: %cst_250) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1074 = stablehlo.multiply %305, %1071 : tensor<8x4x4x128xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.reduce(%1074 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1077 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %1078 = stablehlo.multiply %1071, %1077 : tensor<8x4x4x128xf32>
    %1079 = stablehlo.reshape %1073 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1080 = stablehlo.multiply %372, %1073 : tensor<1x1x1x128xf32>
    %1081 = stablehlo.add %1076, %1080 : tensor<1x1x1x128xf32>
    %1082 = stablehlo.multiply %1073, %371 : tensor<1x1x1x128xf32>
    %1083 = stablehlo.negate %1082 : tensor<1x1x1x128xf32>
    %1084 = stablehlo.multiply %366, %1081 : tensor<1x1x1x128xf32>
    %1085 = stablehlo.multiply %1081, %370 : tensor<1x1x1x128xf32>
    %1086 = stablehlo.reshape %1084 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1087 = stablehlo.multiply %1085, %369 : tensor<1x1x1x128xf32>
    %1088 = stablehlo.reshape %1087 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1089 = stablehlo.reshape %1083 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1090 = stablehlo.broadcast_in_dim %1088, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1091 = stablehlo.broadcast_in_dim %1089, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1092 = call @_var_33(%349#1, %349#2, %349#3, %349#4, %1090) : (tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %1093 = stablehlo.add %1078, %1092 : tensor<8x4x4x128xf32>
    %cst_252 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1095 = stablehlo.divide %1091, %1094 : tensor<1x1x1x128xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.reduce(%1095 init: %cst_253) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [3] : (tensor<128xf32>) -> tensor<8x4x4x128xf32>
    %1098 = stablehlo.add %1093, %1097 : tensor<8x4x4x128xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1099 = stablehlo.reduce(%1071 init: %cst_254) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1100 = stablehlo.reshape %1099 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1101 = stablehlo.multiply %309, %1071 : tensor<8x4x4x128xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1102 = stablehlo.reduce(%1101 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1103 = stablehlo.reshape %1102 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1104 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %1105 = stablehlo.multiply %1071, %1104 : tensor<8x4x4x128xf32>
    %1106 = stablehlo.reshape %1100 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1107 = stablehlo.multiply %337, %1100 : tensor<1x1x1x128xf32>
    %1108 = stablehlo.add %1103, %1107 : tensor<1x1x1x128xf32>
    %1109 = stablehlo.multiply %1100, %336 : tensor<1x1x1x128xf32>
    %1110 = stablehlo.negate %1109 : tensor<1x1x1x128xf32>
    %1111 = stablehlo.multiply %331, %1108 : tensor<1x1x1x128xf32>
    %1112 = stablehlo.multiply %1108, %335 : tensor<1x1x1x128xf32>
    %1113 = stablehlo.reshape %1111 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1114 = stablehlo.multiply %1112, %334 : tensor<1x1x1x128xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1116 = stablehlo.reshape %1110 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1117 = stablehlo.broadcast_in_dim %1115, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1118 = stablehlo.broadcast_in_dim %1116, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1119 = call @_var_33(%314#1, %314#2, %314#3, %314#4, %1117) : (tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %1120 = stablehlo.add %1105, %1119 : tensor<8x4x4x128xf32>
    %cst_256 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1122 = stablehlo.divide %1118, %1121 : tensor<1x1x1x128xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1123 = stablehlo.reduce(%1122 init: %cst_257) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1124 = stablehlo.broadcast_in_dim %1123, dims = [3] : (tensor<128xf32>) -> tensor<8x4x4x128xf32>
    %1125 = stablehlo.add %1120, %1124 : tensor<8x4x4x128xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1126 = stablehlo.reduce(%1125 init: %cst_258) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1127 = stablehlo.reshape %1126 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1128 = stablehlo.reshape %1127 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1129 = stablehlo.convolution(%212, %1125) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<8x4x4x128xf32>) -> tensor<1x1x64x128xf32>
    %1130 = stablehlo.reverse %arg28, dims = [0, 1] : tensor<1x1x64x128xf32>
    %1131 = stablehlo.convolution(%1125, %1130) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<1x1x64x128xf32>) -> tensor<8x8x8x64xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1132 = stablehlo.reduce(%1098 init: %cst_259) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1133 = stablehlo.reshape %1132 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %1134 = stablehlo.reshape %1133 : (tensor<1x1x1x128xf32>) -> tensor<128xf32>
    %1135 = stablehlo.convolution(%298, %1098) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<8x4x4x128xf32>) -> tensor<1x1x32x128xf32>
    %1136 = stablehlo.reverse %arg30, dims = [0, 1] : tensor<1x1x32x128xf32>
    %1137 = stablehlo.convolution(%1098, %1136) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<1x1x32x128xf32>) -> tensor<8x4x4x32xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1139 = stablehlo.select %300, %1137, %1138 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_261) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1141 = stablehlo.reshape %1140 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1142 = stablehlo.multiply %262, %1139 : tensor<8x4x4x32xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.reduce(%1142 init: %cst_262) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1144 = stablehlo.reshape %1143 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1145 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %1146 = stablehlo.multiply %1139, %1145 : tensor<8x4x4x32xf32>
    %1147 = stablehlo.reshape %1141 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1148 = stablehlo.multiply %290, %1141 : tensor<1x1x1x32xf32>
    %1149 = stablehlo.add %1144, %1148 : tensor<1x1x1x32xf32>
    %1150 = stablehlo.multiply %1141, %289 : tensor<1x1x1x32xf32>
    %1151 = stablehlo.negate %1150 : tensor<1x1x1x32xf32>
    %1152 = stablehlo.multiply %284, %1149 : tensor<1x1x1x32xf32>
    %1153 = stablehlo.multiply %1149, %288 : tensor<1x1x1x32xf32>
    %1154 = stablehlo.reshape %1152 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1155 = stablehlo.multiply %1153, %287 : tensor<1x1x1x32xf32>
    %1156 = stablehlo.reshape %1155 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1157 = stablehlo.reshape %1151 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1158 = stablehlo.broadcast_in_dim %1156, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1159 = stablehlo.broadcast_in_dim %1157, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1160 = call @_var_34(%267#1, %267#2, %267#3, %267#4, %1158) : (tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %1161 = stablehlo.add %1146, %1160 : tensor<8x4x4x32xf32>
    %cst_263 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %1163 = stablehlo.divide %1159, %1162 : tensor<1x1x1x32xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1164 = stablehlo.reduce(%1163 init: %cst_264) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %1166 = stablehlo.add %1161, %1165 : tensor<8x4x4x32xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.reduce(%1166 init: %cst_265) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.reshape %1167 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1169 = stablehlo.reshape %1168 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1170 = stablehlo.convolution(%255, %1166) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %1171 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x32x32xf32>
    %1172 = stablehlo.convolution(%1166, %1171) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1174 = stablehlo.select %257, %1172, %1173 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1175 = stablehlo.reduce(%1174 init: %cst_267) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1176 = stablehlo.reshape %1175 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1177 = stablehlo.multiply %219, %1174 : tensor<8x4x4x32xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1178 = stablehlo.reduce(%1177 init: %cst_268) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1180 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %1181 = stablehlo.multiply %1174, %1180 : tensor<8x4x4x32xf32>
    %1182 = stablehlo.reshape %1176 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1183 = stablehlo.multiply %247, %1176 : tensor<1x1x1x32xf32>
    %1184 = stablehlo.add %1179, %1183 : tensor<1x1x1x32xf32>
    %1185 = stablehlo.multiply %1176, %246 : tensor<1x1x1x32xf32>
    %1186 = stablehlo.negate %1185 : tensor<1x1x1x32xf32>
    %1187 = stablehlo.multiply %241, %1184 : tensor<1x1x1x32xf32>
    %1188 = stablehlo.multiply %1184, %245 : tensor<1x1x1x32xf32>
    %1189 = stablehlo.reshape %1187 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1190 = stablehlo.multiply %1188, %244 : tensor<1x1x1x32xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1192 = stablehlo.reshape %1186 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1193 = stablehlo.broadcast_in_dim %1191, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1194 = stablehlo.broadcast_in_dim %1192, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1195 = call @_var_34(%224#1, %224#2, %224#3, %224#4, %1193) : (tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %1196 = stablehlo.add %1181, %1195 : tensor<8x4x4x32xf32>
    %cst_269 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %1198 = stablehlo.divide %1194, %1197 : tensor<1x1x1x32xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1199 = stablehlo.reduce(%1198 init: %cst_270) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1200 = stablehlo.broadcast_in_dim %1199, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %1201 = stablehlo.add %1196, %1200 : tensor<8x4x4x32xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1202 = stablehlo.reduce(%1201 init: %cst_271) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1204 = stablehlo.reshape %1203 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %1205 = stablehlo.convolution(%212, %1201) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<8x4x4x32xf32>) -> tensor<1x1x64x32xf32>
    %1206 = stablehlo.reverse %arg20, dims = [0, 1] : tensor<1x1x64x32xf32>
    %1207 = stablehlo.convolution(%1201, %1206) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x64xf32>
    %1208 = stablehlo.add %1131, %1207 : tensor<8x8x8x64xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %1210 = stablehlo.select %214, %1208, %1209 : tensor<8x8x8x64xi1>, tensor<8x8x8x64xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1211 = stablehlo.reduce(%1210 init: %cst_273) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1213 = stablehlo.multiply %136, %1210 : tensor<8x8x8x64xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1214 = stablehlo.reduce(%1213 init: %cst_274) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1216 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %1217 = stablehlo.multiply %1210, %1216 : tensor<8x8x8x64xf32>
    %1218 = stablehlo.reshape %1212 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1219 = stablehlo.multiply %203, %1212 : tensor<1x1x1x64xf32>
    %1220 = stablehlo.add %1215, %1219 : tensor<1x1x1x64xf32>
    %1221 = stablehlo.multiply %1212, %202 : tensor<1x1x1x64xf32>
    %1222 = stablehlo.negate %1221 : tensor<1x1x1x64xf32>
    %1223 = stablehlo.multiply %197, %1220 : tensor<1x1x1x64xf32>
    %1224 = stablehlo.multiply %1220, %201 : tensor<1x1x1x64xf32>
    %1225 = stablehlo.reshape %1223 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1226 = stablehlo.multiply %1224, %200 : tensor<1x1x1x64xf32>
    %1227 = stablehlo.reshape %1226 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1228 = stablehlo.reshape %1222 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1229 = stablehlo.broadcast_in_dim %1227, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1230 = stablehlo.broadcast_in_dim %1228, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1231 = call @_var_36(%180#1, %180#2, %180#3, %180#4, %1229) : (tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %1232 = stablehlo.add %1217, %1231 : tensor<8x8x8x64xf32>
    %cst_275 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1234 = stablehlo.divide %1230, %1233 : tensor<1x1x1x64xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.reduce(%1234 init: %cst_276) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [3] : (tensor<64xf32>) -> tensor<8x8x8x64xf32>
    %1237 = stablehlo.add %1232, %1236 : tensor<8x8x8x64xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1238 = stablehlo.reduce(%1210 init: %cst_277) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1239 = stablehlo.reshape %1238 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1240 = stablehlo.multiply %140, %1210 : tensor<8x8x8x64xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1241 = stablehlo.reduce(%1240 init: %cst_278) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1243 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %1244 = stablehlo.multiply %1210, %1243 : tensor<8x8x8x64xf32>
    %1245 = stablehlo.reshape %1239 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1246 = stablehlo.multiply %168, %1239 : tensor<1x1x1x64xf32>
    %1247 = stablehlo.add %1242, %1246 : tensor<1x1x1x64xf32>
    %1248 = stablehlo.multiply %1239, %167 : tensor<1x1x1x64xf32>
    %1249 = stablehlo.negate %1248 : tensor<1x1x1x64xf32>
    %1250 = stablehlo.multiply %162, %1247 : tensor<1x1x1x64xf32>
    %1251 = stablehlo.multiply %1247, %166 : tensor<1x1x1x64xf32>
    %1252 = stablehlo.reshape %1250 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1253 = stablehlo.multiply %1251, %165 : tensor<1x1x1x64xf32>
    %1254 = stablehlo.reshape %1253 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1255 = stablehlo.reshape %1249 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1256 = stablehlo.broadcast_in_dim %1254, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1257 = stablehlo.broadcast_in_dim %1255, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1258 = call @_var_36(%145#1, %145#2, %145#3, %145#4, %1256) : (tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %1259 = stablehlo.add %1244, %1258 : tensor<8x8x8x64xf32>
    %cst_279 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1261 = stablehlo.divide %1257, %1260 : tensor<1x1x1x64xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1262 = stablehlo.reduce(%1261 init: %cst_280) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [3] : (tensor<64xf32>) -> tensor<8x8x8x64xf32>
    %1264 = stablehlo.add %1259, %1263 : tensor<8x8x8x64xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1265 = stablehlo.reduce(%1264 init: %cst_281) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1267 = stablehlo.reshape %1266 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1268 = stablehlo.convolution(%46, %1264) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) -> tensor<1x1x64x64xf32>
    %1269 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<1x1x64x64xf32>
    %1270 = stablehlo.convolution(%1264, %1269) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<8x8x8x64xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.reduce(%1237 init: %cst_282) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1273 = stablehlo.reshape %1272 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1274 = stablehlo.convolution(%129, %1237) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x64xf32>) -> tensor<1x1x16x64xf32>
    %1275 = stablehlo.reverse %arg14, dims = [0, 1] : tensor<1x1x16x64xf32>
    %1276 = stablehlo.convolution(%1237, %1275) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x16x64xf32>) -> tensor<8x8x8x16xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1278 = stablehlo.select %131, %1276, %1277 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1279 = stablehlo.reduce(%1278 init: %cst_284) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1280 = stablehlo.reshape %1279 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1281 = stablehlo.multiply %93, %1278 : tensor<8x8x8x16xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1282 = stablehlo.reduce(%1281 init: %cst_285) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1283 = stablehlo.reshape %1282 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1284 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %1285 = stablehlo.multiply %1278, %1284 : tensor<8x8x8x16xf32>
    %1286 = stablehlo.reshape %1280 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1287 = stablehlo.multiply %121, %1280 : tensor<1x1x1x16xf32>
    %1288 = stablehlo.add %1283, %1287 : tensor<1x1x1x16xf32>
    %1289 = stablehlo.multiply %1280, %120 : tensor<1x1x1x16xf32>
    %1290 = stablehlo.negate %1289 : tensor<1x1x1x16xf32>
    %1291 = stablehlo.multiply %115, %1288 : tensor<1x1x1x16xf32>
    %1292 = stablehlo.multiply %1288, %119 : tensor<1x1x1x16xf32>
    %1293 = stablehlo.reshape %1291 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1294 = stablehlo.multiply %1292, %118 : tensor<1x1x1x16xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1296 = stablehlo.reshape %1290 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1297 = stablehlo.broadcast_in_dim %1295, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1298 = stablehlo.broadcast_in_dim %1296, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1299 = call @_var_37(%98#1, %98#2, %98#3, %98#4, %1297) : (tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %1300 = stablehlo.add %1285, %1299 : tensor<8x8x8x16xf32>
    %cst_286 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %1302 = stablehlo.divide %1298, %1301 : tensor<1x1x1x16xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.reduce(%1302 init: %cst_287) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1304 = stablehlo.broadcast_in_dim %1303, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %1305 = stablehlo.add %1300, %1304 : tensor<8x8x8x16xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1306 = stablehlo.reduce(%1305 init: %cst_288) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1307 = stablehlo.reshape %1306 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1309 = stablehlo.convolution(%86, %1305) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %1310 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1311 = stablehlo.convolution(%1305, %1310) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1313 = stablehlo.select %88, %1311, %1312 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1314 = stablehlo.reduce(%1313 init: %cst_290) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1315 = stablehlo.reshape %1314 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1316 = stablehlo.multiply %50, %1313 : tensor<8x8x8x16xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1317 = stablehlo.reduce(%1316 init: %cst_291) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1318 = stablehlo.reshape %1317 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1319 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %1320 = stablehlo.multiply %1313, %1319 : tensor<8x8x8x16xf32>
    %1321 = stablehlo.reshape %1315 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1322 = stablehlo.multiply %78, %1315 : tensor<1x1x1x16xf32>
    %1323 = stablehlo.add %1318, %1322 : tensor<1x1x1x16xf32>
    %1324 = stablehlo.multiply %1315, %77 : tensor<1x1x1x16xf32>
    %1325 = stablehlo.negate %1324 : tensor<1x1x1x16xf32>
    %1326 = stablehlo.multiply %72, %1323 : tensor<1x1x1x16xf32>
    %1327 = stablehlo.multiply %1323, %76 : tensor<1x1x1x16xf32>
    %1328 = stablehlo.reshape %1326 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1329 = stablehlo.multiply %1327, %75 : tensor<1x1x1x16xf32>
    %1330 = stablehlo.reshape %1329 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1331 = stablehlo.reshape %1325 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1332 = stablehlo.broadcast_in_dim %1330, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1333 = stablehlo.broadcast_in_dim %1331, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1334 = call @_var_37(%55#1, %55#2, %55#3, %55#4, %1332) : (tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %1335 = stablehlo.add %1320, %1334 : tensor<8x8x8x16xf32>
    %cst_292 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %1337 = stablehlo.divide %1333, %1336 : tensor<1x1x1x16xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1338 = stablehlo.reduce(%1337 init: %cst_293) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %1340 = stablehlo.add %1335, %1339 : tensor<8x8x8x16xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.reduce(%1340 init: %cst_294) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1343 = stablehlo.reshape %1342 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %1344 = stablehlo.convolution(%46, %1340) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<8x8x8x16xf32>) -> tensor<1x1x64x16xf32>
    %1345 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<1x1x64x16xf32>
    %1346 = stablehlo.convolution(%1340, %1345) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x64x16xf32>) -> tensor<8x8x8x64xf32>
    %1347 = stablehlo.add %1270, %1346 : tensor<8x8x8x64xf32>
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1348 = stablehlo.pad %44#0, %cst_295, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x18x18x64xf32>, tensor<f32>) -> tensor<8x18x18x64xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1349 = "stablehlo.select_and_scatter"(%1348, %1347, %cst_296) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1595 = stablehlo.compare GE, %arg106, %arg107, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1595 : tensor<i1>
    }, {
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %1595 = stablehlo.add %arg106, %arg107 : tensor<f32>
      stablehlo.return %1595 : tensor<f32>
    }) : (tensor<8x18x18x64xf32>, tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x18x18x64xf32>
    %1350 = stablehlo.slice %1349 [0:8, 0:18, 0:18, 0:64] : (tensor<8x18x18x64xf32>) -> tensor<8x18x18x64xf32>
    %1351 = call @_pad_39(%44#1, %1350) : (tensor<f32>, tensor<8x18x18x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %1353 = stablehlo.select %42, %1351, %1352 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1354 = stablehlo.reduce(%1353 init: %cst_298) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1355 = stablehlo.reshape %1354 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1356 = stablehlo.multiply %4, %1353 : tensor<8x16x16x64xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1357 = stablehlo.reduce(%1356 init: %cst_299) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1359 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %1360 = stablehlo.multiply %1353, %1359 : tensor<8x16x16x64xf32>
    %1361 = stablehlo.reshape %1355 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1362 = stablehlo.multiply %32, %1355 : tensor<1x1x1x64xf32>
    %1363 = stablehlo.add %1358, %1362 : tensor<1x1x1x64xf32>
    %1364 = stablehlo.multiply %1355, %31 : tensor<1x1x1x64xf32>
    %1365 = stablehlo.negate %1364 : tensor<1x1x1x64xf32>
    %1366 = stablehlo.multiply %26, %1363 : tensor<1x1x1x64xf32>
    %1367 = stablehlo.multiply %1363, %30 : tensor<1x1x1x64xf32>
    %1368 = stablehlo.reshape %1366 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1369 = stablehlo.multiply %1367, %29 : tensor<1x1x1x64xf32>
    %1370 = stablehlo.reshape %1369 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1371 = stablehlo.reshape %1365 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1372 = stablehlo.broadcast_in_dim %1370, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1373 = stablehlo.broadcast_in_dim %1371, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1374 = call @_var_40(%9#1, %9#2, %9#3, %9#4, %1372) : (tensor<8x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %1375 = stablehlo.add %1360, %1374 : tensor<8x16x16x64xf32>
    %cst_300 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1377 = stablehlo.divide %1373, %1376 : tensor<1x1x1x64xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1378 = stablehlo.reduce(%1377 init: %cst_301) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1379 = stablehlo.broadcast_in_dim %1378, dims = [3] : (tensor<64xf32>) -> tensor<8x16x16x64xf32>
    %1380 = stablehlo.add %1375, %1379 : tensor<8x16x16x64xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1381 = stablehlo.reduce(%1380 init: %cst_302) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1382 = stablehlo.reshape %1381 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1383 = stablehlo.reshape %1382 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %1384 = stablehlo.convolution(%0, %1380) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x38x38x3xf32>, tensor<8x16x16x64xf32>) -> tensor<7x7x3x64xf32>
    %cst_303 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<7x7x3x64xf32>
    %1386 = stablehlo.multiply %1385, %1384 : tensor<7x7x3x64xf32>
    %cst_304 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1388 = stablehlo.multiply %1387, %1383 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1390 = stablehlo.multiply %1389, %1368 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1392 = stablehlo.multiply %1391, %1361 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %1394 = stablehlo.multiply %1393, %1344 : tensor<1x1x64x16xf32>
    %cst_308 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1396 = stablehlo.multiply %1395, %1343 : tensor<16xf32>
    %cst_309 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1398 = stablehlo.multiply %1397, %1328 : tensor<16xf32>
    %cst_310 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1400 = stablehlo.multiply %1399, %1321 : tensor<16xf32>
    %cst_311 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1402 = stablehlo.multiply %1401, %1309 : tensor<3x3x16x16xf32>
    %cst_312 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1404 = stablehlo.multiply %1403, %1308 : tensor<16xf32>
    %cst_313 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1406 = stablehlo.multiply %1405, %1293 : tensor<16xf32>
    %cst_314 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1408 = stablehlo.multiply %1407, %1286 : tensor<16xf32>
    %cst_315 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<1x1x64x64xf32>
    %1410 = stablehlo.multiply %1409, %1268 : tensor<1x1x64x64xf32>
    %cst_316 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1412 = stablehlo.multiply %1411, %1267 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %1414 = stablehlo.multiply %1413, %1274 : tensor<1x1x16x64xf32>
    %cst_318 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1416 = stablehlo.multiply %1415, %1273 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1418 = stablehlo.multiply %1417, %1252 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1420 = stablehlo.multiply %1419, %1245 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1422 = stablehlo.multiply %1421, %1225 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1424 = stablehlo.multiply %1423, %1218 : tensor<64xf32>
    %cst_323 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<1x1x64x32xf32>
    %1426 = stablehlo.multiply %1425, %1205 : tensor<1x1x64x32xf32>
    %cst_324 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1428 = stablehlo.multiply %1427, %1204 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1430 = stablehlo.multiply %1429, %1189 : tensor<32xf32>
    %cst_326 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1432 = stablehlo.multiply %1431, %1182 : tensor<32xf32>
    %cst_327 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1434 = stablehlo.multiply %1433, %1170 : tensor<3x3x32x32xf32>
    %cst_328 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1435 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1436 = stablehlo.multiply %1435, %1169 : tensor<32xf32>
    %cst_329 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1438 = stablehlo.multiply %1437, %1154 : tensor<32xf32>
    %cst_330 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1440 = stablehlo.multiply %1439, %1147 : tensor<32xf32>
    %cst_331 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %1442 = stablehlo.multiply %1441, %1129 : tensor<1x1x64x128xf32>
    %cst_332 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1444 = stablehlo.multiply %1443, %1128 : tensor<128xf32>
    %cst_333 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<1x1x32x128xf32>
    %1446 = stablehlo.multiply %1445, %1135 : tensor<1x1x32x128xf32>
    %cst_334 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1448 = stablehlo.multiply %1447, %1134 : tensor<128xf32>
    %cst_335 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1450 = stablehlo.multiply %1449, %1113 : tensor<128xf32>
    %cst_336 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1452 = stablehlo.multiply %1451, %1106 : tensor<128xf32>
    %cst_337 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1453 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1454 = stablehlo.multiply %1453, %1086 : tensor<128xf32>
    %cst_338 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1456 = stablehlo.multiply %1455, %1079 : tensor<128xf32>
    %cst_339 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
    %1458 = stablehlo.multiply %1457, %1066 : tensor<1x1x128x64xf32>
    %cst_340 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1460 = stablehlo.multiply %1459, %1065 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1462 = stablehlo.multiply %1461, %1050 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1464 = stablehlo.multiply %1463, %1043 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1466 = stablehlo.multiply %1465, %1031 : tensor<3x3x64x64xf32>
    %cst_344 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1468 = stablehlo.multiply %1467, %1030 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1470 = stablehlo.multiply %1469, %1015 : tensor<64xf32>
    %cst_346 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1472 = stablehlo.multiply %1471, %1008 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %1474 = stablehlo.multiply %1473, %990 : tensor<1x1x128x256xf32>
    %cst_348 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1476 = stablehlo.multiply %1475, %989 : tensor<256xf32>
    %cst_349 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<1x1x64x256xf32>
    %1478 = stablehlo.multiply %1477, %996 : tensor<1x1x64x256xf32>
    %cst_350 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1480 = stablehlo.multiply %1479, %995 : tensor<256xf32>
    %cst_351 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1482 = stablehlo.multiply %1481, %974 : tensor<256xf32>
    %cst_352 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1483 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1484 = stablehlo.multiply %1483, %967 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1486 = stablehlo.multiply %1485, %947 : tensor<256xf32>
    %cst_354 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1488 = stablehlo.multiply %1487, %940 : tensor<256xf32>
    %cst_355 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1489 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<1x1x256x128xf32>
    %1490 = stablehlo.multiply %1489, %927 : tensor<1x1x256x128xf32>
    %cst_356 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1492 = stablehlo.multiply %1491, %926 : tensor<128xf32>
    %cst_357 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1494 = stablehlo.multiply %1493, %911 : tensor<128xf32>
    %cst_358 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1495 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1496 = stablehlo.multiply %1495, %904 : tensor<128xf32>
    %cst_359 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %1498 = stablehlo.multiply %1497, %892 : tensor<3x3x128x128xf32>
    %cst_360 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1500 = stablehlo.multiply %1499, %891 : tensor<128xf32>
    %cst_361 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1502 = stablehlo.multiply %1501, %876 : tensor<128xf32>
    %cst_362 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1504 = stablehlo.multiply %1503, %869 : tensor<128xf32>
    %cst_363 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %1506 = stablehlo.multiply %1505, %851 : tensor<1x1x256x512xf32>
    %cst_364 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1507 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1508 = stablehlo.multiply %1507, %850 : tensor<512xf32>
    %cst_365 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<1x1x128x512xf32>
    %1510 = stablehlo.multiply %1509, %857 : tensor<1x1x128x512xf32>
    %cst_366 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1512 = stablehlo.multiply %1511, %856 : tensor<512xf32>
    %cst_367 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1514 = stablehlo.multiply %1513, %835 : tensor<512xf32>
    %cst_368 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1516 = stablehlo.multiply %1515, %828 : tensor<512xf32>
    %cst_369 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1518 = stablehlo.multiply %1517, %808 : tensor<512xf32>
    %cst_370 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1519 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1520 = stablehlo.multiply %1519, %801 : tensor<512xf32>
    %cst_371 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1522 = stablehlo.multiply %1521, %787 : tensor<512x10xf32>
    %cst_372 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1524 = stablehlo.multiply %1523, %785 : tensor<10xf32>
    %1525 = stablehlo.add %arg0, %1386 : tensor<7x7x3x64xf32>
    %1526 = stablehlo.add %arg1, %1388 : tensor<64xf32>
    %1527 = stablehlo.add %arg2, %1390 : tensor<64xf32>
    %1528 = stablehlo.add %arg3, %1392 : tensor<64xf32>
    %1529 = stablehlo.add %arg4, %1394 : tensor<1x1x64x16xf32>
    %1530 = stablehlo.add %arg5, %1396 : tensor<16xf32>
    %1531 = stablehlo.add %arg6, %1398 : tensor<16xf32>
    %1532 = stablehlo.add %arg7, %1400 : tensor<16xf32>
    %1533 = stablehlo.add %arg8, %1402 : tensor<3x3x16x16xf32>
    %1534 = stablehlo.add %arg9, %1404 : tensor<16xf32>
    %1535 = stablehlo.add %arg10, %1406 : tensor<16xf32>
    %1536 = stablehlo.add %arg11, %1408 : tensor<16xf32>
    %1537 = stablehlo.add %arg12, %1410 : tensor<1x1x64x64xf32>
    %1538 = stablehlo.add %arg13, %1412 : tensor<64xf32>
    %1539 = stablehlo.add %arg14, %1414 : tensor<1x1x16x64xf32>
    %1540 = stablehlo.add %arg15, %1416 : tensor<64xf32>
    %1541 = stablehlo.add %arg16, %1418 : tensor<64xf32>
    %1542 = stablehlo.add %arg17, %1420 : tensor<64xf32>
    %1543 = stablehlo.add %arg18, %1422 : tensor<64xf32>
    %1544 = stablehlo.add %arg19, %1424 : tensor<64xf32>
    %1545 = stablehlo.add %arg20, %1426 : tensor<1x1x64x32xf32>
    %1546 = stablehlo.add %arg21, %1428 : tensor<32xf32>
    %1547 = stablehlo.add %arg22, %1430 : tensor<32xf32>
    %1548 = stablehlo.add %arg23, %1432 : tensor<32xf32>
    %1549 = stablehlo.add %arg24, %1434 : tensor<3x3x32x32xf32>
    %1550 = stablehlo.add %arg25, %1436 : tensor<32xf32>
    %1551 = stablehlo.add %arg26, %1438 : tensor<32xf32>
    %1552 = stablehlo.add %arg27, %1440 : tensor<32xf32>
    %1553 = stablehlo.add %arg28, %1442 : tensor<1x1x64x128xf32>
    %1554 = stablehlo.add %arg29, %1444 : tensor<128xf32>
    %1555 = stablehlo.add %arg30, %1446 : tensor<1x1x32x128xf32>
    %1556 = stablehlo.add %arg31, %1448 : tensor<128xf32>
    %1557 = stablehlo.add %arg32, %1450 : tensor<128xf32>
    %1558 = stablehlo.add %arg33, %1452 : tensor<128xf32>
    %1559 = stablehlo.add %arg34, %1454 : tensor<128xf32>
    %1560 = stablehlo.add %arg35, %1456 : tensor<128xf32>
    %1561 = stablehlo.add %arg36, %1458 : tensor<1x1x128x64xf32>
    %1562 = stablehlo.add %arg37, %1460 : tensor<64xf32>
    %1563 = stablehlo.add %arg38, %1462 : tensor<64xf32>
    %1564 = stablehlo.add %arg39, %1464 : tensor<64xf32>
    %1565 = stablehlo.add %arg40, %1466 : tensor<3x3x64x64xf32>
    %1566 = stablehlo.add %arg41, %1468 : tensor<64xf32>
    %1567 = stablehlo.add %arg42, %1470 : tensor<64xf32>
    %1568 = stablehlo.add %arg43, %1472 : tensor<64xf32>
    %1569 = stablehlo.add %arg44, %1474 : tensor<1x1x128x256xf32>
    %1570 = stablehlo.add %arg45, %1476 : tensor<256xf32>
    %1571 = stablehlo.add %arg46, %1478 : tensor<1x1x64x256xf32>
    %1572 = stablehlo.add %arg47, %1480 : tensor<256xf32>
    %1573 = stablehlo.add %arg48, %1482 : tensor<256xf32>
    %1574 = stablehlo.add %arg49, %1484 : tensor<256xf32>
    %1575 = stablehlo.add %arg50, %1486 : tensor<256xf32>
    %1576 = stablehlo.add %arg51, %1488 : tensor<256xf32>
    %1577 = stablehlo.add %arg52, %1490 : tensor<1x1x256x128xf32>
    %1578 = stablehlo.add %arg53, %1492 : tensor<128xf32>
    %1579 = stablehlo.add %arg54, %1494 : tensor<128xf32>
    %1580 = stablehlo.add %arg55, %1496 : tensor<128xf32>
    %1581 = stablehlo.add %arg56, %1498 : tensor<3x3x128x128xf32>
    %1582 = stablehlo.add %arg57, %1500 : tensor<128xf32>
    %1583 = stablehlo.add %arg58, %1502 : tensor<128xf32>
    %1584 = stablehlo.add %arg59, %1504 : tensor<128xf32>
    %1585 = stablehlo.add %arg60, %1506 : tensor<1x1x256x512xf32>
    %1586 = stablehlo.add %arg61, %1508 : tensor<512xf32>
    %1587 = stablehlo.add %arg62, %1510 : tensor<1x1x128x512xf32>
    %1588 = stablehlo.add %arg63, %1512 : tensor<512xf32>
    %1589 = stablehlo.add %arg64, %1514 : tensor<512xf32>
    %1590 = stablehlo.add %arg65, %1516 : tensor<512xf32>
    %1591 = stablehlo.add %arg66, %1518 : tensor<512xf32>
    %1592 = stablehlo.add %arg67, %1520 : tensor<512xf32>
    %1593 = stablehlo.add %arg68, %1522 : tensor<512x10xf32>
    %1594 = stablehlo.add %arg69, %1524 : tensor<10xf32>
    return %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, %1536, %1537, %1538, %1539, %1540, %1541, %1542, %1543, %1544, %1545, %1546, %1547, %1548, %1549, %1550, %1551, %1552, %1553, %1554, %1555, %1556, %1557, %1558, %1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1579, %1580, %1581, %1582, %1583, %1584, %1585, %1586, %1587, %1588, %1589, %1590, %1591, %1592, %1593, %1594, %16, %21, %62, %67, %105, %110, %152, %157, %187, %192, %231, %236, %274, %279, %321, %326, %356, %361, %400, %405, %443, %448, %490, %495, %525, %530, %569, %574, %612, %617, %659, %664, %694, %699, %768 : tensor<7x7x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x64x64xf32>, tensor<64xf32>, tensor<1x1x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x64x128xf32>, tensor<128xf32>, tensor<1x1x32x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x128x256xf32>, tensor<256xf32>, tensor<1x1x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1x1x256x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<1x1x256x512xf32>, tensor<512xf32>, tensor<1x1x128x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x10xf32>, tensor<10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<f32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x38x38x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x38x38x3xf32>
    return %1 : tensor<8x38x38x3xf32>
  }
  func.func private @_var(%arg0: tensor<8x16x16x64xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x16x64xf32>
    %6 = chlo.square %5 : tensor<8x16x16x64xf32> -> tensor<8x16x16x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x16x16x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<f32>) -> (tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x64xf32>, tensor<8x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x1x1x64xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    return %2, %3 : tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x64xf32>
    return %1 : tensor<8x16x16x64xf32>
  }
  func.func private @_pad_0(%arg0: tensor<8x16x16x64xf32>, %arg1: tensor<i32>) -> (tensor<8x18x18x64xf32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x18x18x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<8x18x18x64xf32>, tensor<f32>
  }
  func.func private @_var_1(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x16xf32>, tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8x8x16xf32>
    %6 = chlo.square %5 : tensor<8x8x8x16xf32> -> tensor<8x8x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x8x8x16xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_2(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x16xf32>, tensor<f32>) -> (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x16xf32>, tensor<8x8x8x16xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<1x1x1x16xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    return %2, %3 : tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>
  }
  func.func private @relu_3(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @_var_4(%arg0: tensor<8x8x8x64xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8x8x64xf32>
    %6 = chlo.square %5 : tensor<8x8x8x64xf32> -> tensor<8x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x8x8x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<f32>) -> (tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x64xf32>, tensor<8x8x8x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>
  }
  func.func private @relu_5(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x64xf32>
    return %1 : tensor<8x8x8x64xf32>
  }
  func.func private @_var_6(%arg0: tensor<8x4x4x32xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x32xf32>, tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4x4x32xf32>
    %6 = chlo.square %5 : tensor<8x4x4x32xf32> -> tensor<8x4x4x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x4x4x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_7(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x32xf32>, tensor<f32>) -> (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x32xf32>, tensor<8x4x4x32xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<1x1x1x32xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    return %2, %3 : tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>
  }
  func.func private @relu_8(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
  func.func private @_var_9(%arg0: tensor<8x4x4x128xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4x4x128xf32>
    %6 = chlo.square %5 : tensor<8x4x4x128xf32> -> tensor<8x4x4x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x4x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x4x4x128xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_10(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x128xf32>, tensor<f32>) -> (tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x128xf32>, tensor<8x4x4x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<1x1x1x128xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    return %2, %3 : tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>
  }
  func.func private @relu_11(%arg0: tensor<8x4x4x128xf32>) -> tensor<8x4x4x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x128xf32>
    return %1 : tensor<8x4x4x128xf32>
  }
  func.func private @_var_12(%arg0: tensor<8x2x2x64xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x64xf32>, tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x2x2x64xf32>
    %6 = chlo.square %5 : tensor<8x2x2x64xf32> -> tensor<8x2x2x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x2x2x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<f32>) -> (tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x64xf32>, tensor<8x2x2x64xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x64xf32>
  }
  func.func private @relu_13(%arg0: tensor<8x2x2x64xf32>) -> tensor<8x2x2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x2x2x64xf32>
    return %1 : tensor<8x2x2x64xf32>
  }
  func.func private @_var_14(%arg0: tensor<8x2x2x256xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x256xf32>, tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x2x2x256xf32>
    %6 = chlo.square %5 : tensor<8x2x2x256xf32> -> tensor<8x2x2x256xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x2x2x256xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x2x2x256xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_15(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x256xf32>, tensor<f32>) -> (tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x256xf32>, tensor<8x2x2x256xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x256xf32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<1x1x1x256xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    return %2, %3 : tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>
  }
  func.func private @relu_16(%arg0: tensor<8x2x2x256xf32>) -> tensor<8x2x2x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x2x2x256xf32>
    return %1 : tensor<8x2x2x256xf32>
  }
  func.func private @_var_17(%arg0: tensor<8x1x1x128xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x128xf32>, tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1x1x128xf32>
    %6 = chlo.square %5 : tensor<8x1x1x128xf32> -> tensor<8x1x1x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x1x1x128xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_10(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x128xf32>, tensor<f32>) -> (tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x128xf32>, tensor<8x1x1x128xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x128xf32>
  }
  func.func private @relu_18(%arg0: tensor<8x1x1x128xf32>) -> tensor<8x1x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x128xf32>
    return %1 : tensor<8x1x1x128xf32>
  }
  func.func private @_var_19(%arg0: tensor<8x1x1x512xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x512xf32>, tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1x1x512xf32>
    %6 = chlo.square %5 : tensor<8x1x1x512xf32> -> tensor<8x1x1x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1x512xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x1x1x512xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_20(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x512xf32>, tensor<f32>) -> (tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<1x1x1x512xf32>, tensor<8x1x1x512xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x512xf32>
  }
  func.func private @_where_20(%arg0: tensor<i1>, %arg1: tensor<1x1x1x512xf32>, %arg2: tensor<f32>) -> (tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    return %2, %3 : tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>
  }
  func.func private @relu_21(%arg0: tensor<8x1x1x512xf32>) -> tensor<8x1x1x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x512xf32>
    return %1 : tensor<8x1x1x512xf32>
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
    %2 = call @_where_22(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_23(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_24(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
  func.func private @_var_25(%arg0: tensor<8x1x1x512xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x512xf32>, %arg4: tensor<1x1x1x512xf32>) -> tensor<8x1x1x512xf32> {
    %0 = call @_where_26(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<512xf32>) -> tensor<8x1x1x512xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x1x1x512xf32>
    %6 = stablehlo.negate %5 : tensor<8x1x1x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x512xf32>, tensor<f32>) -> tensor<1x1x512xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<512xf32>) -> tensor<8x1x1x512xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x1x1x512xf32>
    return %13 : tensor<8x1x1x512xf32>
  }
  func.func private @_where_26(%arg0: tensor<i1>, %arg1: tensor<1x1x1x512xf32>, %arg2: tensor<1x1x1x512xf32>) -> tensor<1x1x1x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x512xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x512xf32>
    return %1 : tensor<1x1x1x512xf32>
  }
  func.func private @_var_27(%arg0: tensor<8x1x1x128xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x128xf32>, %arg4: tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32> {
    %0 = call @_where_28(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<128xf32>) -> tensor<8x1x1x128xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x1x1x128xf32>
    %6 = stablehlo.negate %5 : tensor<8x1x1x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x128xf32>, tensor<f32>) -> tensor<1x1x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %cst_1 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<128xf32>) -> tensor<8x1x1x128xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x1x1x128xf32>
    return %13 : tensor<8x1x1x128xf32>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<1x1x1x128xf32>, %arg2: tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x128xf32>
    return %1 : tensor<1x1x1x128xf32>
  }
  func.func private @_var_29(%arg0: tensor<8x2x2x256xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x256xf32>, %arg4: tensor<1x1x1x256xf32>) -> tensor<8x2x2x256xf32> {
    %0 = call @_where_30(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x1x1x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<256xf32>) -> tensor<8x2x2x256xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x2x2x256xf32>
    %6 = stablehlo.negate %5 : tensor<8x2x2x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x256xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.reshape %7 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<256xf32>) -> tensor<8x2x2x256xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x2x2x256xf32>
    return %13 : tensor<8x2x2x256xf32>
  }
  func.func private @_where_30(%arg0: tensor<i1>, %arg1: tensor<1x1x1x256xf32>, %arg2: tensor<1x1x1x256xf32>) -> tensor<1x1x1x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x256xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x256xf32>
    return %1 : tensor<1x1x1x256xf32>
  }
  func.func private @_var_31(%arg0: tensor<8x2x2x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x64xf32>, %arg4: tensor<1x1x1x64xf32>) -> tensor<8x2x2x64xf32> {
    %0 = call @_where_32(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<8x2x2x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x2x2x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x2x2x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x2x2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.reshape %7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<8x2x2x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x2x2x64xf32>
    return %13 : tensor<8x2x2x64xf32>
  }
  func.func private @_where_32(%arg0: tensor<i1>, %arg1: tensor<1x1x1x64xf32>, %arg2: tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x64xf32>
    return %1 : tensor<1x1x1x64xf32>
  }
  func.func private @_var_33(%arg0: tensor<8x4x4x128xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x128xf32>, %arg4: tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32> {
    %0 = call @_where_28(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x1x1x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<128xf32>) -> tensor<8x4x4x128xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x4x4x128xf32>
    %6 = stablehlo.negate %5 : tensor<8x4x4x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x128xf32>, tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.reshape %7 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<128xf32>) -> tensor<8x4x4x128xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x4x4x128xf32>
    return %13 : tensor<8x4x4x128xf32>
  }
  func.func private @_var_34(%arg0: tensor<8x4x4x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x32xf32>, %arg4: tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32> {
    %0 = call @_where_35(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x4x4x32xf32>
    %6 = stablehlo.negate %5 : tensor<8x4x4x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.reshape %7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<32xf32>) -> tensor<8x4x4x32xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x4x4x32xf32>
    return %13 : tensor<8x4x4x32xf32>
  }
  func.func private @_where_35(%arg0: tensor<i1>, %arg1: tensor<1x1x1x32xf32>, %arg2: tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x32xf32>
    return %1 : tensor<1x1x1x32xf32>
  }
  func.func private @_var_36(%arg0: tensor<8x8x8x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x64xf32>, %arg4: tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32> {
    %0 = call @_where_32(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<8x8x8x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x8x8x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.reshape %7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<8x8x8x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x8x8x64xf32>
    return %13 : tensor<8x8x8x64xf32>
  }
  func.func private @_var_37(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x16xf32>, %arg4: tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32> {
    %0 = call @_where_38(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x8x8x16xf32>
    %6 = stablehlo.negate %5 : tensor<8x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.reshape %7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<16xf32>) -> tensor<8x8x8x16xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x8x8x16xf32>
    return %13 : tensor<8x8x8x16xf32>
  }
  func.func private @_where_38(%arg0: tensor<i1>, %arg1: tensor<1x1x1x16xf32>, %arg2: tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<1x1x1x16xf32>
    return %1 : tensor<1x1x1x16xf32>
  }
  func.func private @_pad_39(%arg0: tensor<f32>, %arg1: tensor<8x18x18x64xf32>) -> tensor<8x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg1, %cst, low = [0, -1, -1, 0], high = [0, -1, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x18x18x64xf32>, tensor<f32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.slice %0 [0:8, 0:16, 0:16, 0:64] : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    return %1 : tensor<8x16x16x64xf32>
  }
  func.func private @_var_40(%arg0: tensor<8x16x16x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x64xf32>, %arg4: tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32> {
    %0 = call @_where_32(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<1x1x1x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<8x16x16x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x16x16x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.reshape %7 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<64xf32>) -> tensor<8x16x16x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x16x16x64xf32>
    return %13 : tensor<8x16x16x64xf32>
  }
}
