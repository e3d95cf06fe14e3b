module @jit_hub_decoder_lm_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "hub_decoder_lm", variant = "keras"}} {
  func.func public @main(%arg0: tensor<128x32xf32> {tag.name = "params/token_and_position_embedding/token_embedding/embeddings", tag.role = "param"}, %arg1: tensor<16x32xf32> {tag.name = "params/token_and_position_embedding/position_embedding/embeddings", tag.role = "param"}, %arg2: tensor<32x2x16xf32> {tag.name = "params/transformer_decoder/self_attention/query/kernel", tag.role = "param"}, %arg3: tensor<2x16xf32> {tag.name = "params/transformer_decoder/self_attention/query/bias", tag.role = "param"}, %arg4: tensor<32x2x16xf32> {tag.name = "params/transformer_decoder/self_attention/key/kernel", tag.role = "param"}, %arg5: tensor<2x16xf32> {tag.name = "params/transformer_decoder/self_attention/key/bias", tag.role = "param"}, %arg6: tensor<32x2x16xf32> {tag.name = "params/transformer_decoder/self_attention/value/kernel", tag.role = "param"}, %arg7: tensor<2x16xf32> {tag.name = "params/transformer_decoder/self_attention/value/bias", tag.role = "param"}, %arg8: tensor<2x16x32xf32> {tag.name = "params/transformer_decoder/self_attention/attention_output/kernel", tag.role = "param"}, %arg9: tensor<32xf32> {tag.name = "params/transformer_decoder/self_attention/attention_output/bias", tag.role = "param"}, %arg10: tensor<32xf32> {tag.name = "params/transformer_decoder/self_attention_layer_norm/gamma", tag.role = "param"}, %arg11: tensor<32xf32> {tag.name = "params/transformer_decoder/self_attention_layer_norm/beta", tag.role = "param"}, %arg12: tensor<32x64xf32> {tag.name = "params/transformer_decoder/feedforward_intermediate_dense/kernel", tag.role = "param"}, %arg13: tensor<64xf32> {tag.name = "params/transformer_decoder/feedforward_intermediate_dense/bias", tag.role = "param"}, %arg14: tensor<64x32xf32> {tag.name = "params/transformer_decoder/feedforward_output_dense/kernel", tag.role = "param"}, %arg15: tensor<32xf32> {tag.name = "params/transformer_decoder/feedforward_output_dense/bias", tag.role = "param"}, %arg16: tensor<32xf32> {tag.name = "params/transformer_decoder/feedforward_layer_norm/gamma", tag.role = "param"}, %arg17: tensor<32xf32> {tag.name = "params/transformer_decoder/feedforward_layer_norm/beta", tag.role = "param"}, %arg18: tensor<32x128xf32> {tag.name = "params/dense_5/kernel", tag.role = "param"}, %arg19: tensor<128xf32> {tag.name = "params/dense_5/bias", tag.role = "param"}, %arg20: tensor<i32> {tag.name = "opt_state/adam/count", tag.role = "opt_state"}, %arg21: tensor<128x32xf32> {tag.name = "opt_state/adam/mu/token_and_position_embedding/token_embedding/embeddings", tag.role = "opt_state"}, %arg22: tensor<16x32xf32> {tag.name = "opt_state/adam/mu/token_and_position_embedding/position_embedding/embeddings", tag.role = "opt_state"}, %arg23: tensor<32x2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/query/kernel", tag.role = "opt_state"}, %arg24: tensor<2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/query/bias", tag.role = "opt_state"}, %arg25: tensor<32x2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/key/kernel", tag.role = "opt_state"}, %arg26: tensor<2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/key/bias", tag.role = "opt_state"}, %arg27: tensor<32x2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/value/kernel", tag.role = "opt_state"}, %arg28: tensor<2x16xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/value/bias", tag.role = "opt_state"}, %arg29: tensor<2x16x32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/attention_output/kernel", tag.role = "opt_state"}, %arg30: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention/attention_output/bias", tag.role = "opt_state"}, %arg31: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention_layer_norm/gamma", tag.role = "opt_state"}, %arg32: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/self_attention_layer_norm/beta", tag.role = "opt_state"}, %arg33: tensor<32x64xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_intermediate_dense/kernel", tag.role = "opt_state"}, %arg34: tensor<64xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_intermediate_dense/bias", tag.role = "opt_state"}, %arg35: tensor<64x32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_output_dense/kernel", tag.role = "opt_state"}, %arg36: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_output_dense/bias", tag.role = "opt_state"}, %arg37: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_layer_norm/gamma", tag.role = "opt_state"}, %arg38: tensor<32xf32> {tag.name = "opt_state/adam/mu/transformer_decoder/feedforward_layer_norm/beta", tag.role = "opt_state"}, %arg39: tensor<32x128xf32> {tag.name = "opt_state/adam/mu/dense_5/kernel", tag.role = "opt_state"}, %arg40: tensor<128xf32> {tag.name = "opt_state/adam/mu/dense_5/bias", tag.role = "opt_state"}, %arg41: tensor<128x32xf32> {tag.name = "opt_state/adam/nu/token_and_position_embedding/token_embedding/embeddings", tag.role = "opt_state"}, %arg42: tensor<16x32xf32> {tag.name = "opt_state/adam/nu/token_and_position_embedding/position_embedding/embeddings", tag.role = "opt_state"}, %arg43: tensor<32x2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/query/kernel", tag.role = "opt_state"}, %arg44: tensor<2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/query/bias", tag.role = "opt_state"}, %arg45: tensor<32x2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/key/kernel", tag.role = "opt_state"}, %arg46: tensor<2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/key/bias", tag.role = "opt_state"}, %arg47: tensor<32x2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/value/kernel", tag.role = "opt_state"}, %arg48: tensor<2x16xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/value/bias", tag.role = "opt_state"}, %arg49: tensor<2x16x32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/attention_output/kernel", tag.role = "opt_state"}, %arg50: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention/attention_output/bias", tag.role = "opt_state"}, %arg51: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention_layer_norm/gamma", tag.role = "opt_state"}, %arg52: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/self_attention_layer_norm/beta", tag.role = "opt_state"}, %arg53: tensor<32x64xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_intermediate_dense/kernel", tag.role = "opt_state"}, %arg54: tensor<64xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_intermediate_dense/bias", tag.role = "opt_state"}, %arg55: tensor<64x32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_output_dense/kernel", tag.role = "opt_state"}, %arg56: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_output_dense/bias", tag.role = "opt_state"}, %arg57: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_layer_norm/gamma", tag.role = "opt_state"}, %arg58: tensor<32xf32> {tag.name = "opt_state/adam/nu/transformer_decoder/feedforward_layer_norm/beta", tag.role = "opt_state"}, %arg59: tensor<32x128xf32> {tag.name = "opt_state/adam/nu/dense_5/kernel", tag.role = "opt_state"}, %arg60: tensor<128xf32> {tag.name = "opt_state/adam/nu/dense_5/bias", tag.role = "opt_state"}, %arg61: tensor<8x16xi32> {tag.name = "batch/x", tag.role = "batch"}, %arg62: tensor<8x16xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<128x32xf32> {jax.result_info = "result[0][0]"}, tensor<16x32xf32> {jax.result_info = "result[0][1]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][2]"}, tensor<2x16xf32> {jax.result_info = "result[0][3]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][4]"}, tensor<2x16xf32> {jax.result_info = "result[0][5]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][6]"}, tensor<2x16xf32> {jax.result_info = "result[0][7]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][8]"}, tensor<32xf32> {jax.result_info = "result[0][9]"}, tensor<32xf32> {jax.result_info = "result[0][10]"}, tensor<32xf32> {jax.result_info = "result[0][11]"}, tensor<32x64xf32> {jax.result_info = "result[0][12]"}, tensor<64xf32> {jax.result_info = "result[0][13]"}, tensor<64x32xf32> {jax.result_info = "result[0][14]"}, tensor<32xf32> {jax.result_info = "result[0][15]"}, tensor<32xf32> {jax.result_info = "result[0][16]"}, tensor<32xf32> {jax.result_info = "result[0][17]"}, tensor<32x128xf32> {jax.result_info = "result[0][18]"}, tensor<128xf32> {jax.result_info = "result[0][19]"}, tensor<i32> {jax.result_info = "result[1]['adam'][0].count"}, tensor<128x32xf32> {jax.result_info = "result[1]['adam'][0].mu[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]['adam'][0].mu[1]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[2]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[3]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[4]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[5]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[6]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].mu[7]"}, tensor<2x16x32xf32> {jax.result_info = "result[1]['adam'][0].mu[8]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[9]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[10]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[11]"}, tensor<32x64xf32> {jax.result_info = "result[1]['adam'][0].mu[12]"}, tensor<64xf32> {jax.result_info = "result[1]['adam'][0].mu[13]"}, tensor<64x32xf32> {jax.result_info = "result[1]['adam'][0].mu[14]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[15]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[16]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].mu[17]"}, tensor<32x128xf32> {jax.result_info = "result[1]['adam'][0].mu[18]"}, tensor<128xf32> {jax.result_info = "result[1]['adam'][0].mu[19]"}, tensor<128x32xf32> {jax.result_info = "result[1]['adam'][0].nu[0]"}, tensor<16x32xf32> {jax.result_info = "result[1]['adam'][0].nu[1]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[2]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[3]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[4]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[5]"}, tensor<32x2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[6]"}, tensor<2x16xf32> {jax.result_info = "result[1]['adam'][0].nu[7]"}, tensor<2x16x32xf32> {jax.result_info = "result[1]['adam'][0].nu[8]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[9]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[10]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[11]"}, tensor<32x64xf32> {jax.result_info = "result[1]['adam'][0].nu[12]"}, tensor<64xf32> {jax.result_info = "result[1]['adam'][0].nu[13]"}, tensor<64x32xf32> {jax.result_info = "result[1]['adam'][0].nu[14]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[15]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[16]"}, tensor<32xf32> {jax.result_info = "result[1]['adam'][0].nu[17]"}, tensor<32x128xf32> {jax.result_info = "result[1]['adam'][0].nu[18]"}, tensor<128xf32> {jax.result_info = "result[1]['adam'][0].nu[19]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<[8, 16]> : tensor<2xi32>
    %0:2 = call @_take(%arg0, %arg61) : (tensor<128x32xf32>, tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c_0, %c_1, sizes = [16, 32] : (tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<8x16x32xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<8x16x32xf32>
    %4 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.add %4, %5 : tensor<16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %12 = stablehlo.compare GE, %10, %11, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<8x16x16xi1>
    %15 = stablehlo.dot_general %3, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x16x2x16xf32>
    %19 = stablehlo.dot_general %3, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %20 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x16x2x16xf32>
    %23 = stablehlo.dot_general %3, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<8x16x2x16xf32>
    %27 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<8x16x16xi1>) -> tensor<8x1x16x16xi1>
    %28 = stablehlo.reshape %18 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 3, 4] : (tensor<8x1x16x16xi1>) -> tensor<8x1x1x16x16xi1>
    %30 = stablehlo.dot_general %28, %22, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x2x16x1x16xf32>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<8x2x16x16xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %35 = stablehlo.transpose %29, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x16x16xi1>) -> tensor<1x8x1x16x16xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %37 = stablehlo.and %34, %36 : tensor<1x8x2x16x16xi1>
    %cst_4 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %38:2 = call @_where_0(%37, %32, %cst_4) : (tensor<1x8x2x16x16xi1>, tensor<8x2x16x1x16xf32>, tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38#0 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %42 = stablehlo.compare EQ, %38#0, %41, FLOAT : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<1x8x2x16x16xi1>
    %43 = stablehlo.convert %42 : (tensor<1x8x2x16x16xi1>) -> tensor<1x8x2x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %46 = stablehlo.maximum %45, %39 : tensor<1x8x2x16xf32>
    %47 = stablehlo.compare EQ, %39, %46, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %50 = stablehlo.select %47, %48, %49 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %52 = stablehlo.compare EQ, %51, %46, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %55 = stablehlo.select %52, %53, %54 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %56 = stablehlo.divide %50, %55 : tensor<1x8x2x16xf32>
    %57 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %59 = stablehlo.subtract %38#0, %58 : tensor<1x8x2x16x16xf32>
    %60 = stablehlo.exponential %59 : tensor<1x8x2x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %64 = stablehlo.divide %60, %63 : tensor<1x8x2x16x16xf32>
    %65 = stablehlo.multiply %62, %62 : tensor<1x8x2x16x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %67 = stablehlo.divide %66, %65 : tensor<1x8x2x16x1xf32>
    %68 = stablehlo.dot_general %26, %64, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %69 = stablehlo.transpose %68, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %70 = stablehlo.transpose %69, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %72 = stablehlo.dot_general %71, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x16x32xf32>
    %76 = stablehlo.add %75, %3 : tensor<8x16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x16x1xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %81:5 = call @_var(%76, %c_17) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %82 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %83 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %85 = stablehlo.add %81#0, %84 : tensor<8x16x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<8x16x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<8x16x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<8x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %91 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<8x16x32xf32>
    %93 = stablehlo.negate %80 : tensor<8x16x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %95 = stablehlo.multiply %94, %92 : tensor<8x16x32xf32>
    %96 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %97 = stablehlo.add %95, %96 : tensor<8x16x32xf32>
    %98 = stablehlo.multiply %76, %92 : tensor<8x16x32xf32>
    %99 = stablehlo.add %98, %97 : tensor<8x16x32xf32>
    %100 = stablehlo.dot_general %99, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x16x64xf32>
    %104 = call @relu(%103) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %106 = stablehlo.compare GT, %103, %105, FLOAT : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %108 = stablehlo.dot_general %104, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x16x32xf32>
    %112 = stablehlo.add %111, %99 : tensor<8x16x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %116 = stablehlo.divide %114, %115 : tensor<8x16x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %117:5 = call @_var(%112, %c_24) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %118 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %119 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %121 = stablehlo.add %117#0, %120 : tensor<8x16x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<8x16x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x16x1xf32>
    %cst_26 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<8x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %127 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<8x16x32xf32>
    %129 = stablehlo.negate %116 : tensor<8x16x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %131 = stablehlo.multiply %130, %128 : tensor<8x16x32xf32>
    %132 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<8x16x32xf32>
    %134 = stablehlo.multiply %112, %128 : tensor<8x16x32xf32>
    %135 = stablehlo.add %134, %133 : tensor<8x16x32xf32>
    %136 = stablehlo.dot_general %135, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x128xf32>) -> tensor<8x16x128xf32>
    %137 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x16x128xf32>
    %140 = stablehlo.convert %arg62 : (tensor<8x16xi32>) -> tensor<8x16xf32>
    %141 = stablehlo.convert %140 : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %142:3 = call @log_softmax(%139) : (tensor<8x16x128xf32>) -> (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<8x16x1xf32>)
    %143 = call @_one_hot(%141) : (tensor<8x16xi32>) -> tensor<8x16x128xf32>
    %144 = stablehlo.multiply %143, %142#0 : tensor<8x16x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x16xf32>
    %146 = stablehlo.negate %145 : tensor<8x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %148 = stablehlo.reduce(%c init: %c_29) applies stablehlo.multiply across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %149 = stablehlo.convert %148 : (tensor<i32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.compare EQ, %149, %cst_30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %151 = call @_where_2(%150, %c_31, %149) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.compare EQ, %149, %cst_32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %153 = stablehlo.divide %147, %151 : tensor<f32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %154:2 = call @_where_3(%152, %c_33, %153) : (tensor<i1>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154#0 init: %cst_34) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.divide %155, %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.divide %cst_36, %cst_37 : tensor<f32>
    %158 = call @_where_4(%152, %154#1, %157) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %159 = stablehlo.divide %158, %151 : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %161 = stablehlo.negate %160 : tensor<8x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x128xf32>
    %163 = stablehlo.multiply %143, %162 : tensor<8x16x128xf32>
    %164 = call @log_softmax_5(%142#1, %142#2, %163) : (tensor<8x16x128xf32>, tensor<8x16x1xf32>, tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %166 = stablehlo.reshape %165 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %168 = stablehlo.dot_general %164, %135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %169 = stablehlo.transpose %168, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %170 = stablehlo.dot_general %164, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<32x128xf32>) -> tensor<8x16x32xf32>
    %171 = stablehlo.multiply %112, %170 : tensor<8x16x32xf32>
    %172 = stablehlo.multiply %170, %128 : tensor<8x16x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%170 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.reshape %173 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %175 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %176 = stablehlo.multiply %175, %170 : tensor<8x16x32xf32>
    %177 = stablehlo.add %171, %176 : tensor<8x16x32xf32>
    %178 = stablehlo.multiply %170, %128 : tensor<8x16x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %181 = stablehlo.negate %180 : tensor<8x16x1xf32>
    %182 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %183 = stablehlo.multiply %182, %177 : tensor<8x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %185 = stablehlo.reshape %184 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %186 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %187 = stablehlo.multiply %177, %186 : tensor<8x16x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %190 = stablehlo.multiply %189, %125 : tensor<8x16x1xf32>
    %191 = stablehlo.reshape %174 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %192 = stablehlo.reshape %185 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %193 = call @_var_6(%117#1, %117#2, %117#3, %117#4, %190) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %194 = stablehlo.add %172, %193 : tensor<8x16x32xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %196 = stablehlo.divide %181, %195 : tensor<8x16x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %199 = stablehlo.add %194, %198 : tensor<8x16x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %201 = stablehlo.reshape %200 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %203 = stablehlo.dot_general %199, %104, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %204 = stablehlo.transpose %203, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %205 = stablehlo.dot_general %199, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %207 = stablehlo.select %106, %205, %206 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %209 = stablehlo.reshape %208 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.dot_general %207, %99, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %212 = stablehlo.transpose %211, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %213 = stablehlo.dot_general %207, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %214 = stablehlo.add %199, %213 : tensor<8x16x32xf32>
    %215 = stablehlo.multiply %76, %214 : tensor<8x16x32xf32>
    %216 = stablehlo.multiply %214, %92 : tensor<8x16x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%214 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %218 = stablehlo.reshape %217 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %220 = stablehlo.multiply %219, %214 : tensor<8x16x32xf32>
    %221 = stablehlo.add %215, %220 : tensor<8x16x32xf32>
    %222 = stablehlo.multiply %214, %92 : tensor<8x16x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %225 = stablehlo.negate %224 : tensor<8x16x1xf32>
    %226 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %227 = stablehlo.multiply %226, %221 : tensor<8x16x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %229 = stablehlo.reshape %228 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %230 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %231 = stablehlo.multiply %221, %230 : tensor<8x16x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %234 = stablehlo.multiply %233, %89 : tensor<8x16x1xf32>
    %235 = stablehlo.reshape %218 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %236 = stablehlo.reshape %229 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %237 = call @_var_6(%81#1, %81#2, %81#3, %81#4, %234) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %238 = stablehlo.add %216, %237 : tensor<8x16x32xf32>
    %cst_55 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %240 = stablehlo.divide %225, %239 : tensor<8x16x1xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %243 = stablehlo.add %238, %242 : tensor<8x16x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %245 = stablehlo.reshape %244 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.dot_general %243, %71, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %248 = stablehlo.transpose %247, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %249 = stablehlo.dot_general %243, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %251 = stablehlo.transpose %250, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %252 = stablehlo.transpose %251, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %253 = stablehlo.dot_general %252, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %254 = stablehlo.transpose %253, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %255 = stablehlo.dot_general %252, %64, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %256 = stablehlo.transpose %255, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %257 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %258 = stablehlo.multiply %254, %257 : tensor<1x8x2x16x16xf32>
    %259 = stablehlo.multiply %258, %60 : tensor<1x8x2x16x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_59) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %262 = stablehlo.negate %261 : tensor<1x8x2x16x1xf32>
    %263 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %264 = stablehlo.divide %254, %263 : tensor<1x8x2x16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%262 init: %cst_60) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %268 = stablehlo.add %264, %267 : tensor<1x8x2x16x16xf32>
    %269 = stablehlo.multiply %268, %60 : tensor<1x8x2x16x16xf32>
    %270 = call @_where_8(%37, %38#1, %269) : (tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_61 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<8x2x16x1x16xf32>
    %273 = stablehlo.dot_general %272, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %274 = stablehlo.transpose %273, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %275 = stablehlo.dot_general %272, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%256 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %281 = stablehlo.dot_general %256, %3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %282 = stablehlo.transpose %281, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %283 = stablehlo.dot_general %256, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %284 = stablehlo.add %243, %283 : tensor<8x16x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%274 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %288 = stablehlo.dot_general %274, %3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %289 = stablehlo.transpose %288, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %290 = stablehlo.dot_general %274, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %291 = stablehlo.add %284, %290 : tensor<8x16x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%277 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %295 = stablehlo.dot_general %277, %3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %296 = stablehlo.transpose %295, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %297 = stablehlo.dot_general %277, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %298 = stablehlo.add %291, %297 : tensor<8x16x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %301 = stablehlo.dynamic_update_slice %300, %299, %c_70, %c_71 : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %302 = call @_take_9(%0#1, %298) : (tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<128x32xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %306 = stablehlo.multiply %305, %arg21 : tensor<128x32xf32>
    %307 = stablehlo.add %304, %306 : tensor<128x32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %309 = stablehlo.multiply %308, %301 : tensor<16x32xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %311 = stablehlo.multiply %310, %arg22 : tensor<16x32xf32>
    %312 = stablehlo.add %309, %311 : tensor<16x32xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %314 = stablehlo.multiply %313, %296 : tensor<32x2x16xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %316 = stablehlo.multiply %315, %arg23 : tensor<32x2x16xf32>
    %317 = stablehlo.add %314, %316 : tensor<32x2x16xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %319 = stablehlo.multiply %318, %294 : tensor<2x16xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %321 = stablehlo.multiply %320, %arg24 : tensor<2x16xf32>
    %322 = stablehlo.add %319, %321 : tensor<2x16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %324 = stablehlo.multiply %323, %289 : tensor<32x2x16xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %326 = stablehlo.multiply %325, %arg25 : tensor<32x2x16xf32>
    %327 = stablehlo.add %324, %326 : tensor<32x2x16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %329 = stablehlo.multiply %328, %287 : tensor<2x16xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %331 = stablehlo.multiply %330, %arg26 : tensor<2x16xf32>
    %332 = stablehlo.add %329, %331 : tensor<2x16xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %334 = stablehlo.multiply %333, %282 : tensor<32x2x16xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %336 = stablehlo.multiply %335, %arg27 : tensor<32x2x16xf32>
    %337 = stablehlo.add %334, %336 : tensor<32x2x16xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %339 = stablehlo.multiply %338, %280 : tensor<2x16xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %341 = stablehlo.multiply %340, %arg28 : tensor<2x16xf32>
    %342 = stablehlo.add %339, %341 : tensor<2x16xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %344 = stablehlo.multiply %343, %248 : tensor<2x16x32xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %346 = stablehlo.multiply %345, %arg29 : tensor<2x16x32xf32>
    %347 = stablehlo.add %344, %346 : tensor<2x16x32xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.multiply %348, %246 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %351 = stablehlo.multiply %350, %arg30 : tensor<32xf32>
    %352 = stablehlo.add %349, %351 : tensor<32xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.multiply %353, %236 : tensor<32xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.multiply %355, %arg31 : tensor<32xf32>
    %357 = stablehlo.add %354, %356 : tensor<32xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %359 = stablehlo.multiply %358, %235 : tensor<32xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %361 = stablehlo.multiply %360, %arg32 : tensor<32xf32>
    %362 = stablehlo.add %359, %361 : tensor<32xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %364 = stablehlo.multiply %363, %212 : tensor<32x64xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %366 = stablehlo.multiply %365, %arg33 : tensor<32x64xf32>
    %367 = stablehlo.add %364, %366 : tensor<32x64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.multiply %368, %210 : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.multiply %370, %arg34 : tensor<64xf32>
    %372 = stablehlo.add %369, %371 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %374 = stablehlo.multiply %373, %204 : tensor<64x32xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %376 = stablehlo.multiply %375, %arg35 : tensor<64x32xf32>
    %377 = stablehlo.add %374, %376 : tensor<64x32xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.multiply %378, %202 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.multiply %380, %arg36 : tensor<32xf32>
    %382 = stablehlo.add %379, %381 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %384 = stablehlo.multiply %383, %192 : tensor<32xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.multiply %385, %arg37 : tensor<32xf32>
    %387 = stablehlo.add %384, %386 : tensor<32xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %389 = stablehlo.multiply %388, %191 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %391 = stablehlo.multiply %390, %arg38 : tensor<32xf32>
    %392 = stablehlo.add %389, %391 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %394 = stablehlo.multiply %393, %169 : tensor<32x128xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %396 = stablehlo.multiply %395, %arg39 : tensor<32x128xf32>
    %397 = stablehlo.add %394, %396 : tensor<32x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %399 = stablehlo.multiply %398, %167 : tensor<128xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %401 = stablehlo.multiply %400, %arg40 : tensor<128xf32>
    %402 = stablehlo.add %399, %401 : tensor<128xf32>
    %403 = stablehlo.multiply %302, %302 : tensor<128x32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %405 = stablehlo.multiply %404, %403 : tensor<128x32xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %407 = stablehlo.multiply %406, %arg41 : tensor<128x32xf32>
    %408 = stablehlo.add %405, %407 : tensor<128x32xf32>
    %409 = stablehlo.multiply %301, %301 : tensor<16x32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %411 = stablehlo.multiply %410, %409 : tensor<16x32xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %413 = stablehlo.multiply %412, %arg42 : tensor<16x32xf32>
    %414 = stablehlo.add %411, %413 : tensor<16x32xf32>
    %415 = stablehlo.multiply %296, %296 : tensor<32x2x16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %417 = stablehlo.multiply %416, %415 : tensor<32x2x16xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %419 = stablehlo.multiply %418, %arg43 : tensor<32x2x16xf32>
    %420 = stablehlo.add %417, %419 : tensor<32x2x16xf32>
    %421 = stablehlo.multiply %294, %294 : tensor<2x16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<2x16xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %425 = stablehlo.multiply %424, %arg44 : tensor<2x16xf32>
    %426 = stablehlo.add %423, %425 : tensor<2x16xf32>
    %427 = stablehlo.multiply %289, %289 : tensor<32x2x16xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %429 = stablehlo.multiply %428, %427 : tensor<32x2x16xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %431 = stablehlo.multiply %430, %arg45 : tensor<32x2x16xf32>
    %432 = stablehlo.add %429, %431 : tensor<32x2x16xf32>
    %433 = stablehlo.multiply %287, %287 : tensor<2x16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<2x16xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %437 = stablehlo.multiply %436, %arg46 : tensor<2x16xf32>
    %438 = stablehlo.add %435, %437 : tensor<2x16xf32>
    %439 = stablehlo.multiply %282, %282 : tensor<32x2x16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<32x2x16xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %443 = stablehlo.multiply %442, %arg47 : tensor<32x2x16xf32>
    %444 = stablehlo.add %441, %443 : tensor<32x2x16xf32>
    %445 = stablehlo.multiply %280, %280 : tensor<2x16xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<2x16xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %449 = stablehlo.multiply %448, %arg48 : tensor<2x16xf32>
    %450 = stablehlo.add %447, %449 : tensor<2x16xf32>
    %451 = stablehlo.multiply %248, %248 : tensor<2x16x32xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %453 = stablehlo.multiply %452, %451 : tensor<2x16x32xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %455 = stablehlo.multiply %454, %arg49 : tensor<2x16x32xf32>
    %456 = stablehlo.add %453, %455 : tensor<2x16x32xf32>
    %457 = stablehlo.multiply %246, %246 : tensor<32xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %459 = stablehlo.multiply %458, %457 : tensor<32xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %461 = stablehlo.multiply %460, %arg50 : tensor<32xf32>
    %462 = stablehlo.add %459, %461 : tensor<32xf32>
    %463 = stablehlo.multiply %236, %236 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %467 = stablehlo.multiply %466, %arg51 : tensor<32xf32>
    %468 = stablehlo.add %465, %467 : tensor<32xf32>
    %469 = stablehlo.multiply %235, %235 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %473 = stablehlo.multiply %472, %arg52 : tensor<32xf32>
    %474 = stablehlo.add %471, %473 : tensor<32xf32>
    %475 = stablehlo.multiply %212, %212 : tensor<32x64xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<32x64xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %479 = stablehlo.multiply %478, %arg53 : tensor<32x64xf32>
    %480 = stablehlo.add %477, %479 : tensor<32x64xf32>
    %481 = stablehlo.multiply %210, %210 : tensor<64xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<64xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %485 = stablehlo.multiply %484, %arg54 : tensor<64xf32>
    %486 = stablehlo.add %483, %485 : tensor<64xf32>
    %487 = stablehlo.multiply %204, %204 : tensor<64x32xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %489 = stablehlo.multiply %488, %487 : tensor<64x32xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %491 = stablehlo.multiply %490, %arg55 : tensor<64x32xf32>
    %492 = stablehlo.add %489, %491 : tensor<64x32xf32>
    %493 = stablehlo.multiply %202, %202 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %495 = stablehlo.multiply %494, %493 : tensor<32xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %497 = stablehlo.multiply %496, %arg56 : tensor<32xf32>
    %498 = stablehlo.add %495, %497 : tensor<32xf32>
    %499 = stablehlo.multiply %192, %192 : tensor<32xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %501 = stablehlo.multiply %500, %499 : tensor<32xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.multiply %502, %arg57 : tensor<32xf32>
    %504 = stablehlo.add %501, %503 : tensor<32xf32>
    %505 = stablehlo.multiply %191, %191 : tensor<32xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<32xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %509 = stablehlo.multiply %508, %arg58 : tensor<32xf32>
    %510 = stablehlo.add %507, %509 : tensor<32xf32>
    %511 = stablehlo.multiply %169, %169 : tensor<32x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<32x128xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %515 = stablehlo.multiply %514, %arg59 : tensor<32x128xf32>
    %516 = stablehlo.add %513, %515 : tensor<32x128xf32>
    %517 = stablehlo.multiply %167, %167 : tensor<128xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %519 = stablehlo.multiply %518, %517 : tensor<128xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %521 = stablehlo.multiply %520, %arg60 : tensor<128xf32>
    %522 = stablehlo.add %519, %521 : tensor<128xf32>
    %c_152 = stablehlo.constant dense<2147483647> : tensor<i32>
    %523 = stablehlo.compare LT, %arg20, %c_152, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_153 = stablehlo.constant dense<1> : tensor<i32>
    %524 = stablehlo.add %arg20, %c_153 : tensor<i32>
    %c_154 = stablehlo.constant dense<2147483647> : tensor<i32>
    %525 = call @_where_10(%523, %524, %c_154) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %526 = stablehlo.convert %525 : (tensor<i32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %527 = stablehlo.convert %525 : (tensor<i32>) -> tensor<f32>
    %528 = stablehlo.power %cst_155, %527 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %529 = stablehlo.subtract %cst_156, %528 : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %531 = stablehlo.divide %307, %530 : tensor<128x32xf32>
    %532 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %533 = stablehlo.divide %312, %532 : tensor<16x32xf32>
    %534 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %535 = stablehlo.divide %317, %534 : tensor<32x2x16xf32>
    %536 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %537 = stablehlo.divide %322, %536 : tensor<2x16xf32>
    %538 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %539 = stablehlo.divide %327, %538 : tensor<32x2x16xf32>
    %540 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %541 = stablehlo.divide %332, %540 : tensor<2x16xf32>
    %542 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %543 = stablehlo.divide %337, %542 : tensor<32x2x16xf32>
    %544 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %545 = stablehlo.divide %342, %544 : tensor<2x16xf32>
    %546 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %547 = stablehlo.divide %347, %546 : tensor<2x16x32xf32>
    %548 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %549 = stablehlo.divide %352, %548 : tensor<32xf32>
    %550 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %551 = stablehlo.divide %357, %550 : tensor<32xf32>
    %552 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %553 = stablehlo.divide %362, %552 : tensor<32xf32>
    %554 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %555 = stablehlo.divide %367, %554 : tensor<32x64xf32>
    %556 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %557 = stablehlo.divide %372, %556 : tensor<64xf32>
    %558 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %559 = stablehlo.divide %377, %558 : tensor<64x32xf32>
    %560 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %561 = stablehlo.divide %382, %560 : tensor<32xf32>
    %562 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %563 = stablehlo.divide %387, %562 : tensor<32xf32>
    %564 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %565 = stablehlo.divide %392, %564 : tensor<32xf32>
    %566 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %567 = stablehlo.divide %397, %566 : tensor<32x128xf32>
    %568 = stablehlo.broadcast_in_dim %529, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %569 = stablehlo.divide %402, %568 : tensor<128xf32>
    %570 = stablehlo.convert %525 : (tensor<i32>) -> tensor<f32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %571 = stablehlo.convert %525 : (tensor<i32>) -> tensor<f32>
    %572 = stablehlo.power %cst_157, %571 : tensor<f32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %573 = stablehlo.subtract %cst_158, %572 : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %575 = stablehlo.divide %408, %574 : tensor<128x32xf32>
    %576 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %577 = stablehlo.divide %414, %576 : tensor<16x32xf32>
    %578 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %579 = stablehlo.divide %420, %578 : tensor<32x2x16xf32>
    %580 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %581 = stablehlo.divide %426, %580 : tensor<2x16xf32>
    %582 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %583 = stablehlo.divide %432, %582 : tensor<32x2x16xf32>
    %584 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %585 = stablehlo.divide %438, %584 : tensor<2x16xf32>
    %586 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %587 = stablehlo.divide %444, %586 : tensor<32x2x16xf32>
    %588 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %589 = stablehlo.divide %450, %588 : tensor<2x16xf32>
    %590 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %591 = stablehlo.divide %456, %590 : tensor<2x16x32xf32>
    %592 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %593 = stablehlo.divide %462, %592 : tensor<32xf32>
    %594 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.divide %468, %594 : tensor<32xf32>
    %596 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %597 = stablehlo.divide %474, %596 : tensor<32xf32>
    %598 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %599 = stablehlo.divide %480, %598 : tensor<32x64xf32>
    %600 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %601 = stablehlo.divide %486, %600 : tensor<64xf32>
    %602 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %603 = stablehlo.divide %492, %602 : tensor<64x32xf32>
    %604 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.divide %498, %604 : tensor<32xf32>
    %606 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %607 = stablehlo.divide %504, %606 : tensor<32xf32>
    %608 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %609 = stablehlo.divide %510, %608 : tensor<32xf32>
    %610 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %611 = stablehlo.divide %516, %610 : tensor<32x128xf32>
    %612 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %613 = stablehlo.divide %522, %612 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %615 = stablehlo.add %575, %614 : tensor<128x32xf32>
    %616 = stablehlo.sqrt %615 : tensor<128x32xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %618 = stablehlo.add %616, %617 : tensor<128x32xf32>
    %619 = stablehlo.divide %531, %618 : tensor<128x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %621 = stablehlo.add %577, %620 : tensor<16x32xf32>
    %622 = stablehlo.sqrt %621 : tensor<16x32xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %624 = stablehlo.add %622, %623 : tensor<16x32xf32>
    %625 = stablehlo.divide %533, %624 : tensor<16x32xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %627 = stablehlo.add %579, %626 : tensor<32x2x16xf32>
    %628 = stablehlo.sqrt %627 : tensor<32x2x16xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %630 = stablehlo.add %628, %629 : tensor<32x2x16xf32>
    %631 = stablehlo.divide %535, %630 : tensor<32x2x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %633 = stablehlo.add %581, %632 : tensor<2x16xf32>
    %634 = stablehlo.sqrt %633 : tensor<2x16xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %636 = stablehlo.add %634, %635 : tensor<2x16xf32>
    %637 = stablehlo.divide %537, %636 : tensor<2x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %639 = stablehlo.add %583, %638 : tensor<32x2x16xf32>
    %640 = stablehlo.sqrt %639 : tensor<32x2x16xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %642 = stablehlo.add %640, %641 : tensor<32x2x16xf32>
    %643 = stablehlo.divide %539, %642 : tensor<32x2x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %645 = stablehlo.add %585, %644 : tensor<2x16xf32>
    %646 = stablehlo.sqrt %645 : tensor<2x16xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %648 = stablehlo.add %646, %647 : tensor<2x16xf32>
    %649 = stablehlo.divide %541, %648 : tensor<2x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %651 = stablehlo.add %587, %650 : tensor<32x2x16xf32>
    %652 = stablehlo.sqrt %651 : tensor<32x2x16xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %654 = stablehlo.add %652, %653 : tensor<32x2x16xf32>
    %655 = stablehlo.divide %543, %654 : tensor<32x2x16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %657 = stablehlo.add %589, %656 : tensor<2x16xf32>
    %658 = stablehlo.sqrt %657 : tensor<2x16xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %660 = stablehlo.add %658, %659 : tensor<2x16xf32>
    %661 = stablehlo.divide %545, %660 : tensor<2x16xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %663 = stablehlo.add %591, %662 : tensor<2x16x32xf32>
    %664 = stablehlo.sqrt %663 : tensor<2x16x32xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %666 = stablehlo.add %664, %665 : tensor<2x16x32xf32>
    %667 = stablehlo.divide %547, %666 : tensor<2x16x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.add %593, %668 : tensor<32xf32>
    %670 = stablehlo.sqrt %669 : tensor<32xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %672 = stablehlo.add %670, %671 : tensor<32xf32>
    %673 = stablehlo.divide %549, %672 : tensor<32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %675 = stablehlo.add %595, %674 : tensor<32xf32>
    %676 = stablehlo.sqrt %675 : tensor<32xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.add %676, %677 : tensor<32xf32>
    %679 = stablehlo.divide %551, %678 : tensor<32xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.add %597, %680 : tensor<32xf32>
    %682 = stablehlo.sqrt %681 : tensor<32xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.add %682, %683 : tensor<32xf32>
    %685 = stablehlo.divide %553, %684 : tensor<32xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %687 = stablehlo.add %599, %686 : tensor<32x64xf32>
    %688 = stablehlo.sqrt %687 : tensor<32x64xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %690 = stablehlo.add %688, %689 : tensor<32x64xf32>
    %691 = stablehlo.divide %555, %690 : tensor<32x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %693 = stablehlo.add %601, %692 : tensor<64xf32>
    %694 = stablehlo.sqrt %693 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %696 = stablehlo.add %694, %695 : tensor<64xf32>
    %697 = stablehlo.divide %557, %696 : tensor<64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %699 = stablehlo.add %603, %698 : tensor<64x32xf32>
    %700 = stablehlo.sqrt %699 : tensor<64x32xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %702 = stablehlo.add %700, %701 : tensor<64x32xf32>
    %703 = stablehlo.divide %559, %702 : tensor<64x32xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.add %605, %704 : tensor<32xf32>
    %706 = stablehlo.sqrt %705 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %708 = stablehlo.add %706, %707 : tensor<32xf32>
    %709 = stablehlo.divide %561, %708 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.add %607, %710 : tensor<32xf32>
    %712 = stablehlo.sqrt %711 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %714 = stablehlo.add %712, %713 : tensor<32xf32>
    %715 = stablehlo.divide %563, %714 : tensor<32xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %717 = stablehlo.add %609, %716 : tensor<32xf32>
    %718 = stablehlo.sqrt %717 : tensor<32xf32>
    %cst_194 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.add %718, %719 : tensor<32xf32>
    %721 = stablehlo.divide %565, %720 : tensor<32xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %723 = stablehlo.add %611, %722 : tensor<32x128xf32>
    %724 = stablehlo.sqrt %723 : tensor<32x128xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %726 = stablehlo.add %724, %725 : tensor<32x128xf32>
    %727 = stablehlo.divide %567, %726 : tensor<32x128xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %729 = stablehlo.add %613, %728 : tensor<128xf32>
    %730 = stablehlo.sqrt %729 : tensor<128xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %732 = stablehlo.add %730, %731 : tensor<128xf32>
    %733 = stablehlo.divide %569, %732 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %735 = stablehlo.multiply %734, %619 : tensor<128x32xf32>
    %cst_200 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %737 = stablehlo.multiply %736, %625 : tensor<16x32xf32>
    %cst_201 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %739 = stablehlo.multiply %738, %631 : tensor<32x2x16xf32>
    %cst_202 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %741 = stablehlo.multiply %740, %637 : tensor<2x16xf32>
    %cst_203 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %743 = stablehlo.multiply %742, %643 : tensor<32x2x16xf32>
    %cst_204 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %745 = stablehlo.multiply %744, %649 : tensor<2x16xf32>
    %cst_205 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %747 = stablehlo.multiply %746, %655 : tensor<32x2x16xf32>
    %cst_206 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %749 = stablehlo.multiply %748, %661 : tensor<2x16xf32>
    %cst_207 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %751 = stablehlo.multiply %750, %667 : tensor<2x16x32xf32>
    %cst_208 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %753 = stablehlo.multiply %752, %673 : tensor<32xf32>
    %cst_209 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.multiply %754, %679 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %757 = stablehlo.multiply %756, %685 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %759 = stablehlo.multiply %758, %691 : tensor<32x64xf32>
    %cst_212 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %761 = stablehlo.multiply %760, %697 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %763 = stablehlo.multiply %762, %703 : tensor<64x32xf32>
    %cst_214 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.multiply %764, %709 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %767 = stablehlo.multiply %766, %715 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.multiply %768, %721 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %771 = stablehlo.multiply %770, %727 : tensor<32x128xf32>
    %cst_218 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %773 = stablehlo.multiply %772, %733 : tensor<128xf32>
    %774 = stablehlo.add %arg0, %735 : tensor<128x32xf32>
    %775 = stablehlo.add %arg1, %737 : tensor<16x32xf32>
    %776 = stablehlo.add %arg2, %739 : tensor<32x2x16xf32>
    %777 = stablehlo.add %arg3, %741 : tensor<2x16xf32>
    %778 = stablehlo.add %arg4, %743 : tensor<32x2x16xf32>
    %779 = stablehlo.add %arg5, %745 : tensor<2x16xf32>
    %780 = stablehlo.add %arg6, %747 : tensor<32x2x16xf32>
    %781 = stablehlo.add %arg7, %749 : tensor<2x16xf32>
    %782 = stablehlo.add %arg8, %751 : tensor<2x16x32xf32>
    %783 = stablehlo.add %arg9, %753 : tensor<32xf32>
    %784 = stablehlo.add %arg10, %755 : tensor<32xf32>
    %785 = stablehlo.add %arg11, %757 : tensor<32xf32>
    %786 = stablehlo.add %arg12, %759 : tensor<32x64xf32>
    %787 = stablehlo.add %arg13, %761 : tensor<64xf32>
    %788 = stablehlo.add %arg14, %763 : tensor<64x32xf32>
    %789 = stablehlo.add %arg15, %765 : tensor<32xf32>
    %790 = stablehlo.add %arg16, %767 : tensor<32xf32>
    %791 = stablehlo.add %arg17, %769 : tensor<32xf32>
    %792 = stablehlo.add %arg18, %771 : tensor<32x128xf32>
    %793 = stablehlo.add %arg19, %773 : tensor<128xf32>
    return %774, %775, %776, %777, %778, %779, %780, %781, %782, %783, %784, %785, %786, %787, %788, %789, %790, %791, %792, %793, %525, %307, %312, %317, %322, %327, %332, %337, %342, %347, %352, %357, %362, %367, %372, %377, %382, %387, %392, %397, %402, %408, %414, %420, %426, %432, %438, %444, %450, %456, %462, %468, %474, %480, %486, %492, %498, %504, %510, %516, %522, %156 : tensor<128x32xf32>, tensor<16x32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<i32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<16x32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<128x32xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16x1xi32>) -> tensor<8x16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    return %16, %5 : tensor<8x16x32xf32>, tensor<8x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<8x2x16x1x16xf32>, %arg2: tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x2x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    return %3, %4 : tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>
  }
  func.func private @_var(%arg0: tensor<8x16x32xf32>, %arg1: tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = chlo.square %5 : tensor<8x16x32xf32> -> tensor<8x16x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x16x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x16x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where_1(%15, %14, %cst_5) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> (tensor<8x16x1xf32>, tensor<8x16x1xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> (tensor<8x16x1xf32>, tensor<8x16x1xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x16x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    return %2, %3 : tensor<8x16x1xf32>, tensor<8x16x1xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x64xf32>) -> tensor<8x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x64xf32>
    return %1 : tensor<8x16x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x16x128xf32>) -> (tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<8x16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x128xf32>
    %6 = stablehlo.exponential %5 : tensor<8x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %9 = stablehlo.log %8 : tensor<8x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x16x128xf32>
    return %11, %6, %8 : tensor<8x16x128xf32>, tensor<8x16x128xf32>, tensor<8x16x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x16xi32>) -> tensor<8x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x128xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x16x1xi32>) -> tensor<8x16x128xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<8x16x128xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x16x128xi32>, tensor<8x16x128xi32>) -> tensor<8x16x128xi1>
    %5 = stablehlo.convert %4 : (tensor<8x16x128xi1>) -> tensor<8x16x128xf32>
    return %5 : tensor<8x16x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<f32>, tensor<f32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_5(%arg0: tensor<8x16x128xf32>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<8x16x128xf32>) -> tensor<8x16x128xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x128xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x16x128xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x16x128xf32>
    return %7 : tensor<8x16x128xf32>
  }
  func.func private @_var_6(%arg0: tensor<8x16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x16x1xf32>, %arg4: tensor<8x16x1xf32>) -> tensor<8x16x32xf32> {
    %0 = call @_where_7(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x16x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x16x32xf32>
    %6 = stablehlo.negate %5 : tensor<8x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x16x32xf32>
    return %13 : tensor<8x16x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<8x16x1xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @_where_8(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<1x8x2x16x16xf32>, %arg2: tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    return %2 : tensor<8x2x16x1x16xf32>
  }
  func.func private @_take_9(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x32xf32>) -> tensor<128x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    return %1 : tensor<128x32xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
