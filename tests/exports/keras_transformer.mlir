module @jit_transformer_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "transformer", variant = "small"}} {
  func.func public @main(%arg0: tensor<512x32xf32> {tag.name = "params/embedding/embeddings", tag.role = "param"}, %arg1: tensor<32x2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/query/kernel", tag.role = "param"}, %arg2: tensor<2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/query/bias", tag.role = "param"}, %arg3: tensor<32x2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/key/kernel", tag.role = "param"}, %arg4: tensor<2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/key/bias", tag.role = "param"}, %arg5: tensor<32x2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/value/kernel", tag.role = "param"}, %arg6: tensor<2x16xf32> {tag.name = "params/encoder_0/self_attention_layer/value/bias", tag.role = "param"}, %arg7: tensor<2x16x32xf32> {tag.name = "params/encoder_0/self_attention_layer/attention_output/kernel", tag.role = "param"}, %arg8: tensor<32xf32> {tag.name = "params/encoder_0/self_attention_layer/attention_output/bias", tag.role = "param"}, %arg9: tensor<32xf32> {tag.name = "params/encoder_0/self_attention_layer_norm/gamma", tag.role = "param"}, %arg10: tensor<32xf32> {tag.name = "params/encoder_0/self_attention_layer_norm/beta", tag.role = "param"}, %arg11: tensor<32xf32> {tag.name = "params/encoder_0/feedforward_layer_norm/gamma", tag.role = "param"}, %arg12: tensor<32xf32> {tag.name = "params/encoder_0/feedforward_layer_norm/beta", tag.role = "param"}, %arg13: tensor<32x64xf32> {tag.name = "params/encoder_0/feedforward_intermediate_dense/kernel", tag.role = "param"}, %arg14: tensor<64xf32> {tag.name = "params/encoder_0/feedforward_intermediate_dense/bias", tag.role = "param"}, %arg15: tensor<64x32xf32> {tag.name = "params/encoder_0/feedforward_output_dense/kernel", tag.role = "param"}, %arg16: tensor<32xf32> {tag.name = "params/encoder_0/feedforward_output_dense/bias", tag.role = "param"}, %arg17: tensor<32x2x16xf32> {tag.name = "params/decoder_0/self_attention/query/kernel", tag.role = "param"}, %arg18: tensor<2x16xf32> {tag.name = "params/decoder_0/self_attention/query/bias", tag.role = "param"}, %arg19: tensor<32x2x16xf32> {tag.name = "params/decoder_0/self_attention/key/kernel", tag.role = "param"}, %arg20: tensor<2x16xf32> {tag.name = "params/decoder_0/self_attention/key/bias", tag.role = "param"}, %arg21: tensor<32x2x16xf32> {tag.name = "params/decoder_0/self_attention/value/kernel", tag.role = "param"}, %arg22: tensor<2x16xf32> {tag.name = "params/decoder_0/self_attention/value/bias", tag.role = "param"}, %arg23: tensor<2x16x32xf32> {tag.name = "params/decoder_0/self_attention/attention_output/kernel", tag.role = "param"}, %arg24: tensor<32xf32> {tag.name = "params/decoder_0/self_attention/attention_output/bias", tag.role = "param"}, %arg25: tensor<32xf32> {tag.name = "params/decoder_0/self_attention_layer_norm/gamma", tag.role = "param"}, %arg26: tensor<32xf32> {tag.name = "params/decoder_0/self_attention_layer_norm/beta", tag.role = "param"}, %arg27: tensor<32x2x16xf32> {tag.name = "params/decoder_0/cross_attention/query/kernel", tag.role = "param"}, %arg28: tensor<2x16xf32> {tag.name = "params/decoder_0/cross_attention/query/bias", tag.role = "param"}, %arg29: tensor<32x2x16xf32> {tag.name = "params/decoder_0/cross_attention/key/kernel", tag.role = "param"}, %arg30: tensor<2x16xf32> {tag.name = "params/decoder_0/cross_attention/key/bias", tag.role = "param"}, %arg31: tensor<32x2x16xf32> {tag.name = "params/decoder_0/cross_attention/value/kernel", tag.role = "param"}, %arg32: tensor<2x16xf32> {tag.name = "params/decoder_0/cross_attention/value/bias", tag.role = "param"}, %arg33: tensor<2x16x32xf32> {tag.name = "params/decoder_0/cross_attention/attention_output/kernel", tag.role = "param"}, %arg34: tensor<32xf32> {tag.name = "params/decoder_0/cross_attention/attention_output/bias", tag.role = "param"}, %arg35: tensor<32xf32> {tag.name = "params/decoder_0/cross_attention_layer_norm/gamma", tag.role = "param"}, %arg36: tensor<32xf32> {tag.name = "params/decoder_0/cross_attention_layer_norm/beta", tag.role = "param"}, %arg37: tensor<32x64xf32> {tag.name = "params/decoder_0/feedforward_intermediate_dense/kernel", tag.role = "param"}, %arg38: tensor<64xf32> {tag.name = "params/decoder_0/feedforward_intermediate_dense/bias", tag.role = "param"}, %arg39: tensor<64x32xf32> {tag.name = "params/decoder_0/feedforward_output_dense/kernel", tag.role = "param"}, %arg40: tensor<32xf32> {tag.name = "params/decoder_0/feedforward_output_dense/bias", tag.role = "param"}, %arg41: tensor<32xf32> {tag.name = "params/decoder_0/feedforward_layer_norm/gamma", tag.role = "param"}, %arg42: tensor<32xf32> {tag.name = "params/decoder_0/feedforward_layer_norm/beta", tag.role = "param"}, %arg43: tensor<8x16xi32> {tag.name = "batch/source_ids", tag.role = "batch"}, %arg44: tensor<8x16xi32> {tag.name = "batch/target_ids", tag.role = "batch"}, %arg45: tensor<8x16xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<512x32xf32> {jax.result_info = "result[0][0]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][1]"}, tensor<2x16xf32> {jax.result_info = "result[0][2]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][3]"}, tensor<2x16xf32> {jax.result_info = "result[0][4]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][5]"}, tensor<2x16xf32> {jax.result_info = "result[0][6]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][7]"}, tensor<32xf32> {jax.result_info = "result[0][8]"}, tensor<32xf32> {jax.result_info = "result[0][9]"}, tensor<32xf32> {jax.result_info = "result[0][10]"}, tensor<32xf32> {jax.result_info = "result[0][11]"}, tensor<32xf32> {jax.result_info = "result[0][12]"}, tensor<32x64xf32> {jax.result_info = "result[0][13]"}, tensor<64xf32> {jax.result_info = "result[0][14]"}, tensor<64x32xf32> {jax.result_info = "result[0][15]"}, tensor<32xf32> {jax.result_info = "result[0][16]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][17]"}, tensor<2x16xf32> {jax.result_info = "result[0][18]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][19]"}, tensor<2x16xf32> {jax.result_info = "result[0][20]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][21]"}, tensor<2x16xf32> {jax.result_info = "result[0][22]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][23]"}, tensor<32xf32> {jax.result_info = "result[0][24]"}, tensor<32xf32> {jax.result_info = "result[0][25]"}, tensor<32xf32> {jax.result_info = "result[0][26]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][27]"}, tensor<2x16xf32> {jax.result_info = "result[0][28]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][29]"}, tensor<2x16xf32> {jax.result_info = "result[0][30]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][31]"}, tensor<2x16xf32> {jax.result_info = "result[0][32]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][33]"}, tensor<32xf32> {jax.result_info = "result[0][34]"}, tensor<32xf32> {jax.result_info = "result[0][35]"}, tensor<32xf32> {jax.result_info = "result[0][36]"}, tensor<32x64xf32> {jax.result_info = "result[0][37]"}, tensor<64xf32> {jax.result_info = "result[0][38]"}, tensor<64x32xf32> {jax.result_info = "result[0][39]"}, tensor<32xf32> {jax.result_info = "result[0][40]"}, tensor<32xf32> {jax.result_info = "result[0][41]"}, tensor<32xf32> {jax.result_info = "result[0][42]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg0, %arg43) : (tensor<512x32xf32>, tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>)
    %1:2 = call @_take(%arg0, %arg44) : (tensor<512x32xf32>, tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>)
    %cst = stablehlo.constant dense<5.65685415> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %3 = stablehlo.multiply %0#0, %2 : tensor<8x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.add %6, %7 : tensor<16xi32>
    %9 = stablehlo.convert %8 : (tensor<16xi32>) -> tensor<16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %11 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %12 = call @floor_divide(%11, %c_1) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %14 = stablehlo.multiply %13, %12 : tensor<32xi32>
    %15 = stablehlo.convert %14 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.power %18, %17 : tensor<32xf32>
    %20 = stablehlo.dot_general %10, %19, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<32xf32>) -> tensor<1x16x32xf32>
    %21 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %22 = call @remainder(%21, %c_5) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %23 = stablehlo.convert %22 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<32xf32>
    %26 = stablehlo.sine %20 : tensor<1x16x32xf32>
    %27 = stablehlo.dot_general %25, %26, batching_dims = [0] x [2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<32x1x16xf32>
    %28 = stablehlo.transpose %27, dims = [1, 2, 0] : (tensor<32x1x16xf32>) -> tensor<1x16x32xf32>
    %29 = stablehlo.cosine %20 : tensor<1x16x32xf32>
    %30 = stablehlo.dot_general %23, %29, batching_dims = [0] x [2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<32x1x16xf32>
    %31 = stablehlo.transpose %30, dims = [1, 2, 0] : (tensor<32x1x16xf32>) -> tensor<1x16x32xf32>
    %32 = stablehlo.add %28, %31 : tensor<1x16x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<8x16x32xf32>
    %cst_7 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %35 = stablehlo.multiply %1#0, %34 : tensor<8x16x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x16x32xf32>
    %38 = stablehlo.add %5, %33 : tensor<8x16x32xf32>
    %39 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %41 = stablehlo.add %39, %40 : tensor<16xi32>
    %42 = stablehlo.convert %41 : (tensor<16xi32>) -> tensor<16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %44 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %45 = call @floor_divide(%44, %c_10) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %47 = stablehlo.multiply %46, %45 : tensor<32xi32>
    %48 = stablehlo.convert %47 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.divide %48, %49 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.power %51, %50 : tensor<32xf32>
    %53 = stablehlo.dot_general %43, %52, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<32xf32>) -> tensor<1x16x32xf32>
    %54 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %55 = call @remainder(%54, %c_14) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %56 = stablehlo.convert %55 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %58 = stablehlo.subtract %57, %56 : tensor<32xf32>
    %59 = stablehlo.sine %53 : tensor<1x16x32xf32>
    %60 = stablehlo.dot_general %58, %59, batching_dims = [0] x [2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<32x1x16xf32>
    %61 = stablehlo.transpose %60, dims = [1, 2, 0] : (tensor<32x1x16xf32>) -> tensor<1x16x32xf32>
    %62 = stablehlo.cosine %53 : tensor<1x16x32xf32>
    %63 = stablehlo.dot_general %56, %62, batching_dims = [0] x [2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<1x16x32xf32>) -> tensor<32x1x16xf32>
    %64 = stablehlo.transpose %63, dims = [1, 2, 0] : (tensor<32x1x16xf32>) -> tensor<1x16x32xf32>
    %65 = stablehlo.add %61, %64 : tensor<1x16x32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<8x16x32xf32>
    %67 = stablehlo.add %37, %66 : tensor<8x16x32xf32>
    %68 = stablehlo.dot_general %38, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %69 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x16x2x16xf32>
    %72 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %73 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x16x2x16xf32>
    %76 = stablehlo.dot_general %38, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %77 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %79 = stablehlo.add %76, %78 : tensor<8x16x2x16xf32>
    %80 = stablehlo.reshape %71 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %81 = stablehlo.dot_general %80, %75, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<8x2x16x1x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_17) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x16x1x16xf32>, tensor<f32>) -> tensor<8x2x16x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<8x2x16x1x1xf32>) -> tensor<8x2x16x1x16xf32>
    %87 = stablehlo.compare EQ, %83, %86, FLOAT : (tensor<8x2x16x1x16xf32>, tensor<8x2x16x1x16xf32>) -> tensor<8x2x16x1x16xi1>
    %88 = stablehlo.convert %87 : (tensor<8x2x16x1x16xi1>) -> tensor<8x2x16x1x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<8x2x16x1x16xf32>, tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %91 = stablehlo.maximum %90, %84 : tensor<8x2x16x1xf32>
    %92 = stablehlo.compare EQ, %84, %91, FLOAT : (tensor<8x2x16x1xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %95 = stablehlo.select %92, %93, %94 : tensor<8x2x16x1xi1>, tensor<8x2x16x1xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %97 = stablehlo.compare EQ, %96, %91, FLOAT : (tensor<8x2x16x1xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xi1>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<8x2x16x1xi1>, tensor<8x2x16x1xf32>
    %101 = stablehlo.divide %95, %100 : tensor<8x2x16x1xf32>
    %102 = stablehlo.transpose %91, dims = [3, 0, 1, 2] : (tensor<8x2x16x1xf32>) -> tensor<1x8x2x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %104 = stablehlo.transpose %83, dims = [3, 0, 1, 2, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x2x16x16xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %106 = stablehlo.subtract %104, %105 : tensor<1x8x2x16x16xf32>
    %107 = stablehlo.exponential %106 : tensor<1x8x2x16x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_25) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %111 = stablehlo.divide %107, %110 : tensor<1x8x2x16x16xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<1x8x2x16x1xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %114 = stablehlo.divide %113, %112 : tensor<1x8x2x16x1xf32>
    %115 = stablehlo.dot_general %79, %111, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %116 = stablehlo.transpose %115, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %117 = stablehlo.transpose %116, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %119 = stablehlo.dot_general %118, %arg7, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x16x32xf32>
    %123 = stablehlo.add %122, %38 : tensor<8x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x16x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %128:5 = call @_var(%123, %c_29) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %129 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %130 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %132 = stablehlo.add %128#0, %131 : tensor<8x16x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x16x1xf32>
    %134 = stablehlo.divide %133, %132 : tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<8x16x1xf32>
    %137 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %138 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<8x16x32xf32>
    %140 = stablehlo.negate %127 : tensor<8x16x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<8x16x32xf32>
    %143 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %144 = stablehlo.add %142, %143 : tensor<8x16x32xf32>
    %145 = stablehlo.multiply %123, %139 : tensor<8x16x32xf32>
    %146 = stablehlo.add %145, %144 : tensor<8x16x32xf32>
    %147 = stablehlo.dot_general %146, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %148 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %150 = stablehlo.add %147, %149 : tensor<8x16x64xf32>
    %151 = call @relu(%150) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.compare GT, %150, %152, FLOAT : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %155 = stablehlo.dot_general %151, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %158 = stablehlo.add %155, %157 : tensor<8x16x32xf32>
    %159 = stablehlo.add %158, %146 : tensor<8x16x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<8x16x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %164:5 = call @_var(%159, %c_36) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %165 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %166 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %168 = stablehlo.add %164#0, %167 : tensor<8x16x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<8x16x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<8x16x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<8x16x1xf32>
    %173 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %174 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<8x16x32xf32>
    %176 = stablehlo.negate %163 : tensor<8x16x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %178 = stablehlo.multiply %177, %175 : tensor<8x16x32xf32>
    %179 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %180 = stablehlo.add %178, %179 : tensor<8x16x32xf32>
    %181 = stablehlo.multiply %159, %175 : tensor<8x16x32xf32>
    %182 = stablehlo.add %181, %180 : tensor<8x16x32xf32>
    %183 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %185 = stablehlo.add %183, %184 : tensor<16xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %187 = stablehlo.iota dim = 0 : tensor<16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %189 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x16xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<16x16xf32>
    %191 = stablehlo.compare GE, %189, %190, FLOAT : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xi1>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<8x16x16xi1>
    %194 = stablehlo.dot_general %67, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %195 = stablehlo.broadcast_in_dim %arg18, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x16x2x16xf32>
    %198 = stablehlo.dot_general %67, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %199 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x16x2x16xf32>
    %202 = stablehlo.dot_general %67, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %203 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x16x2x16xf32>
    %206 = stablehlo.broadcast_in_dim %193, dims = [0, 2, 3] : (tensor<8x16x16xi1>) -> tensor<8x1x16x16xi1>
    %207 = stablehlo.reshape %197 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 3, 4] : (tensor<8x1x16x16xi1>) -> tensor<8x1x1x16x16xi1>
    %209 = stablehlo.dot_general %207, %201, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_40 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x2x16x1x16xf32>
    %c_41 = stablehlo.constant dense<true> : tensor<i1>
    %212 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<8x2x16x16xi1>
    %213 = stablehlo.broadcast_in_dim %212, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %214 = stablehlo.transpose %208, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x16x16xi1>) -> tensor<1x8x1x16x16xi1>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %216 = stablehlo.and %213, %215 : tensor<1x8x2x16x16xi1>
    %cst_42 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %217:2 = call @_where_3(%216, %211, %cst_42) : (tensor<1x8x2x16x16xi1>, tensor<8x2x16x1x16xf32>, tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>)
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.reduce(%217#0 init: %cst_43) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %221 = stablehlo.compare EQ, %217#0, %220, FLOAT : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<1x8x2x16x16xi1>
    %222 = stablehlo.convert %221 : (tensor<1x8x2x16x16xi1>) -> tensor<1x8x2x16x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_44) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %225 = stablehlo.maximum %224, %218 : tensor<1x8x2x16xf32>
    %226 = stablehlo.compare EQ, %218, %225, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %229 = stablehlo.select %226, %227, %228 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %231 = stablehlo.compare EQ, %230, %225, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %234 = stablehlo.select %231, %232, %233 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %235 = stablehlo.divide %229, %234 : tensor<1x8x2x16xf32>
    %236 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %238 = stablehlo.subtract %217#0, %237 : tensor<1x8x2x16x16xf32>
    %239 = stablehlo.exponential %238 : tensor<1x8x2x16x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_51) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %243 = stablehlo.divide %239, %242 : tensor<1x8x2x16x16xf32>
    %244 = stablehlo.multiply %241, %241 : tensor<1x8x2x16x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %246 = stablehlo.divide %245, %244 : tensor<1x8x2x16x1xf32>
    %247 = stablehlo.dot_general %205, %243, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %248 = stablehlo.transpose %247, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %249 = stablehlo.transpose %248, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %251 = stablehlo.dot_general %250, %arg23, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %252 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %254 = stablehlo.add %251, %253 : tensor<8x16x32xf32>
    %255 = stablehlo.add %254, %67 : tensor<8x16x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_54 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %259 = stablehlo.divide %257, %258 : tensor<8x16x1xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %260:5 = call @_var(%255, %c_55) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %261 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %262 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %264 = stablehlo.add %260#0, %263 : tensor<8x16x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<8x16x1xf32>
    %266 = stablehlo.divide %265, %264 : tensor<8x16x1xf32>
    %cst_57 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<8x16x1xf32>
    %269 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %270 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %271 = stablehlo.multiply %269, %270 : tensor<8x16x32xf32>
    %272 = stablehlo.negate %259 : tensor<8x16x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %274 = stablehlo.multiply %273, %271 : tensor<8x16x32xf32>
    %275 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %276 = stablehlo.add %274, %275 : tensor<8x16x32xf32>
    %277 = stablehlo.multiply %255, %271 : tensor<8x16x32xf32>
    %278 = stablehlo.add %277, %276 : tensor<8x16x32xf32>
    %279 = stablehlo.dot_general %278, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %280 = stablehlo.broadcast_in_dim %arg28, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %282 = stablehlo.add %279, %281 : tensor<8x16x2x16xf32>
    %283 = stablehlo.dot_general %182, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %284 = stablehlo.broadcast_in_dim %arg30, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %286 = stablehlo.add %283, %285 : tensor<8x16x2x16xf32>
    %287 = stablehlo.dot_general %182, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %288 = stablehlo.broadcast_in_dim %arg32, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %290 = stablehlo.add %287, %289 : tensor<8x16x2x16xf32>
    %291 = stablehlo.reshape %282 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %292 = stablehlo.dot_general %291, %286, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_58 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<8x2x16x1x16xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_59) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x16x1x16xf32>, tensor<f32>) -> tensor<8x2x16x1xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x1x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3, 4] : (tensor<8x2x16x1x1xf32>) -> tensor<8x2x16x1x16xf32>
    %298 = stablehlo.compare EQ, %294, %297, FLOAT : (tensor<8x2x16x1x16xf32>, tensor<8x2x16x1x16xf32>) -> tensor<8x2x16x1x16xi1>
    %299 = stablehlo.convert %298 : (tensor<8x2x16x1x16xi1>) -> tensor<8x2x16x1x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<8x2x16x1x16xf32>, tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %302 = stablehlo.maximum %301, %295 : tensor<8x2x16x1xf32>
    %303 = stablehlo.compare EQ, %295, %302, FLOAT : (tensor<8x2x16x1xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xi1>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %306 = stablehlo.select %303, %304, %305 : tensor<8x2x16x1xi1>, tensor<8x2x16x1xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %308 = stablehlo.compare EQ, %307, %302, FLOAT : (tensor<8x2x16x1xf32>, tensor<8x2x16x1xf32>) -> tensor<8x2x16x1xi1>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x2x16x1xf32>
    %311 = stablehlo.select %308, %309, %310 : tensor<8x2x16x1xi1>, tensor<8x2x16x1xf32>
    %312 = stablehlo.divide %306, %311 : tensor<8x2x16x1xf32>
    %313 = stablehlo.transpose %302, dims = [3, 0, 1, 2] : (tensor<8x2x16x1xf32>) -> tensor<1x8x2x16xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %315 = stablehlo.transpose %294, dims = [3, 0, 1, 2, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x2x16x16xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %317 = stablehlo.subtract %315, %316 : tensor<1x8x2x16x16xf32>
    %318 = stablehlo.exponential %317 : tensor<1x8x2x16x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_67) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %322 = stablehlo.divide %318, %321 : tensor<1x8x2x16x16xf32>
    %323 = stablehlo.multiply %320, %320 : tensor<1x8x2x16x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %325 = stablehlo.divide %324, %323 : tensor<1x8x2x16x1xf32>
    %326 = stablehlo.dot_general %290, %322, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %327 = stablehlo.transpose %326, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %328 = stablehlo.transpose %327, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %329 = stablehlo.reshape %328 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %330 = stablehlo.dot_general %329, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %331 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %333 = stablehlo.add %330, %332 : tensor<8x16x32xf32>
    %334 = stablehlo.add %333, %278 : tensor<8x16x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %338 = stablehlo.divide %336, %337 : tensor<8x16x1xf32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %339:5 = call @_var(%334, %c_71) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %340 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %341 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %343 = stablehlo.add %339#0, %342 : tensor<8x16x1xf32>
    %344 = stablehlo.rsqrt %343 : tensor<8x16x1xf32>
    %345 = stablehlo.divide %344, %343 : tensor<8x16x1xf32>
    %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %347 = stablehlo.multiply %346, %345 : tensor<8x16x1xf32>
    %348 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %349 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<8x16x32xf32>
    %351 = stablehlo.negate %338 : tensor<8x16x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %353 = stablehlo.multiply %352, %350 : tensor<8x16x32xf32>
    %354 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %355 = stablehlo.add %353, %354 : tensor<8x16x32xf32>
    %356 = stablehlo.multiply %334, %350 : tensor<8x16x32xf32>
    %357 = stablehlo.add %356, %355 : tensor<8x16x32xf32>
    %358 = stablehlo.dot_general %357, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %359 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %361 = stablehlo.add %358, %360 : tensor<8x16x64xf32>
    %362 = call @relu(%361) : (tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %364 = stablehlo.compare GT, %361, %363, FLOAT : (tensor<8x16x64xf32>, tensor<8x16x64xf32>) -> tensor<8x16x64xi1>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %366 = stablehlo.dot_general %362, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %367 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %369 = stablehlo.add %366, %368 : tensor<8x16x32xf32>
    %370 = stablehlo.add %369, %357 : tensor<8x16x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%370 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_77 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %374 = stablehlo.divide %372, %373 : tensor<8x16x1xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %375:5 = call @_var(%370, %c_78) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %376 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %377 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %379 = stablehlo.add %375#0, %378 : tensor<8x16x1xf32>
    %380 = stablehlo.rsqrt %379 : tensor<8x16x1xf32>
    %381 = stablehlo.divide %380, %379 : tensor<8x16x1xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %383 = stablehlo.multiply %382, %381 : tensor<8x16x1xf32>
    %384 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %385 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<8x16x32xf32>
    %387 = stablehlo.negate %374 : tensor<8x16x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %389 = stablehlo.multiply %388, %386 : tensor<8x16x32xf32>
    %390 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %391 = stablehlo.add %389, %390 : tensor<8x16x32xf32>
    %392 = stablehlo.multiply %370, %386 : tensor<8x16x32xf32>
    %393 = stablehlo.add %392, %391 : tensor<8x16x32xf32>
    %394 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %395 = stablehlo.dot_general %393, %394, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x512xf32>) -> tensor<8x16x512xf32>
    %396 = stablehlo.broadcast_in_dim %arg45, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %397:2 = call @take_along_axis(%395, %396) : (tensor<8x16x512xf32>, tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>)
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %398:2 = call @_take_4(%397#0, %c_81) : (tensor<8x16x1xf32>, tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>)
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %399 = stablehlo.reduce(%395 init: %cst_82) applies stablehlo.maximum across dimensions = [2] : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %400 = stablehlo.reshape %399 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %402 = stablehlo.compare EQ, %395, %401, FLOAT : (tensor<8x16x512xf32>, tensor<8x16x512xf32>) -> tensor<8x16x512xi1>
    %403 = stablehlo.convert %402 : (tensor<8x16x512xi1>) -> tensor<8x16x512xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %406 = stablehlo.maximum %405, %399 : tensor<8x16xf32>
    %407 = stablehlo.compare EQ, %399, %406, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %410 = stablehlo.select %407, %408, %409 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %412 = stablehlo.compare EQ, %411, %406, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %415 = stablehlo.select %412, %413, %414 : tensor<8x16xi1>, tensor<8x16xf32>
    %416 = stablehlo.divide %410, %415 : tensor<8x16xf32>
    %417 = stablehlo.is_finite %406 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %419 = stablehlo.select %417, %406, %418 : tensor<8x16xi1>, tensor<8x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %421 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %423 = stablehlo.subtract %395, %422 : tensor<8x16x512xf32>
    %424 = stablehlo.exponential %423 : tensor<8x16x512xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x16x512xf32>, tensor<f32>) -> tensor<8x16xf32>
    %426 = stablehlo.sign %425 : tensor<8x16xf32>
    %427 = stablehlo.abs %425 : tensor<8x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %429 = stablehlo.compare GE, %425, %428, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %430 = stablehlo.log %427 : tensor<8x16xf32>
    %431 = stablehlo.add %430, %419 : tensor<8x16xf32>
    %432 = stablehlo.subtract %431, %398#0 : tensor<8x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_95 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %434 = stablehlo.divide %433, %cst_95 : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %435 = stablehlo.divide %cst_96, %cst_97 : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %437 = stablehlo.negate %436 : tensor<8x16xf32>
    %438 = stablehlo.divide %436, %427 : tensor<8x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %440 = stablehlo.select %429, %439, %438 : tensor<8x16xi1>, tensor<8x16xf32>
    %441 = stablehlo.select %429, %438, %439 : tensor<8x16xi1>, tensor<8x16xf32>
    %442 = stablehlo.negate %440 : tensor<8x16xf32>
    %443 = stablehlo.add %441, %442 : tensor<8x16xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x512xf32>
    %445 = stablehlo.multiply %444, %424 : tensor<8x16x512xf32>
    %446 = call @_take_6(%398#1, %437) : (tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %447 = call @take_along_axis_7(%397#1, %446) : (tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    %448 = stablehlo.add %445, %447 : tensor<8x16x512xf32>
    %449 = stablehlo.dot_general %448, %393, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x512xf32>, tensor<8x16x32xf32>) -> tensor<512x32xf32>
    %450 = stablehlo.transpose %449, dims = [1, 0] : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %451 = stablehlo.dot_general %448, %394, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x512xf32>, tensor<32x512xf32>) -> tensor<8x16x32xf32>
    %452 = stablehlo.transpose %450, dims = [1, 0] : (tensor<32x512xf32>) -> tensor<512x32xf32>
    %453 = stablehlo.multiply %370, %451 : tensor<8x16x32xf32>
    %454 = stablehlo.multiply %451, %386 : tensor<8x16x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%451 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %456 = stablehlo.reshape %455 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %457 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %458 = stablehlo.multiply %457, %451 : tensor<8x16x32xf32>
    %459 = stablehlo.add %453, %458 : tensor<8x16x32xf32>
    %460 = stablehlo.multiply %451, %386 : tensor<8x16x32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %462 = stablehlo.reshape %461 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %463 = stablehlo.negate %462 : tensor<8x16x1xf32>
    %464 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %465 = stablehlo.multiply %464, %459 : tensor<8x16x32xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %467 = stablehlo.reshape %466 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %468 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %469 = stablehlo.multiply %459, %468 : tensor<8x16x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %472 = stablehlo.multiply %471, %383 : tensor<8x16x1xf32>
    %473 = stablehlo.reshape %456 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %474 = stablehlo.reshape %467 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %475 = call @_var_8(%375#1, %375#2, %375#3, %375#4, %472) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %476 = stablehlo.add %454, %475 : tensor<8x16x32xf32>
    %cst_103 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %478 = stablehlo.divide %463, %477 : tensor<8x16x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %481 = stablehlo.add %476, %480 : tensor<8x16x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %483 = stablehlo.reshape %482 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %485 = stablehlo.dot_general %481, %362, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %486 = stablehlo.transpose %485, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %487 = stablehlo.dot_general %481, %arg39, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %489 = stablehlo.select %364, %487, %488 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.reshape %490 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %493 = stablehlo.dot_general %489, %357, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %494 = stablehlo.transpose %493, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %495 = stablehlo.dot_general %489, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %496 = stablehlo.add %481, %495 : tensor<8x16x32xf32>
    %497 = stablehlo.multiply %334, %496 : tensor<8x16x32xf32>
    %498 = stablehlo.multiply %496, %350 : tensor<8x16x32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%496 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %500 = stablehlo.reshape %499 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %501 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %502 = stablehlo.multiply %501, %496 : tensor<8x16x32xf32>
    %503 = stablehlo.add %497, %502 : tensor<8x16x32xf32>
    %504 = stablehlo.multiply %496, %350 : tensor<8x16x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%504 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %506 = stablehlo.reshape %505 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %507 = stablehlo.negate %506 : tensor<8x16x1xf32>
    %508 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %509 = stablehlo.multiply %508, %503 : tensor<8x16x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %511 = stablehlo.reshape %510 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %512 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %513 = stablehlo.multiply %503, %512 : tensor<8x16x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %515 = stablehlo.reshape %514 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %516 = stablehlo.multiply %515, %347 : tensor<8x16x1xf32>
    %517 = stablehlo.reshape %500 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %518 = stablehlo.reshape %511 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %519 = call @_var_8(%339#1, %339#2, %339#3, %339#4, %516) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %520 = stablehlo.add %498, %519 : tensor<8x16x32xf32>
    %cst_114 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %522 = stablehlo.divide %507, %521 : tensor<8x16x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%522 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %525 = stablehlo.add %520, %524 : tensor<8x16x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%525 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %527 = stablehlo.reshape %526 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %529 = stablehlo.dot_general %525, %329, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %530 = stablehlo.transpose %529, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %531 = stablehlo.dot_general %525, %arg33, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %532 = stablehlo.reshape %531 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %533 = stablehlo.transpose %532, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %534 = stablehlo.transpose %533, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %535 = stablehlo.dot_general %534, %290, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %536 = stablehlo.transpose %535, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %537 = stablehlo.dot_general %534, %322, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %538 = stablehlo.transpose %537, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %539 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %540 = stablehlo.multiply %536, %539 : tensor<1x8x2x16x16xf32>
    %541 = stablehlo.multiply %540, %318 : tensor<1x8x2x16x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_118) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %543 = stablehlo.reshape %542 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %544 = stablehlo.negate %543 : tensor<1x8x2x16x1xf32>
    %545 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %546 = stablehlo.divide %536, %545 : tensor<1x8x2x16x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%544 init: %cst_119) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %550 = stablehlo.add %546, %549 : tensor<1x8x2x16x16xf32>
    %551 = stablehlo.multiply %550, %318 : tensor<1x8x2x16x16xf32>
    %552 = stablehlo.transpose %551, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_120 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<8x2x16x1x16xf32>
    %555 = stablehlo.dot_general %554, %291, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %557 = stablehlo.dot_general %554, %286, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %558 = stablehlo.transpose %557, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %559 = stablehlo.reshape %558 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%538 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %563 = stablehlo.dot_general %538, %182, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %564 = stablehlo.transpose %563, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %565 = stablehlo.dot_general %538, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%556 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %569 = stablehlo.dot_general %556, %182, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %570 = stablehlo.transpose %569, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %571 = stablehlo.dot_general %556, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %572 = stablehlo.add %565, %571 : tensor<8x16x32xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%559 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %576 = stablehlo.dot_general %559, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %577 = stablehlo.transpose %576, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %578 = stablehlo.dot_general %559, %arg27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %579 = stablehlo.add %525, %578 : tensor<8x16x32xf32>
    %580 = stablehlo.multiply %255, %579 : tensor<8x16x32xf32>
    %581 = stablehlo.multiply %579, %271 : tensor<8x16x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%579 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %583 = stablehlo.reshape %582 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %584 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %585 = stablehlo.multiply %584, %579 : tensor<8x16x32xf32>
    %586 = stablehlo.add %580, %585 : tensor<8x16x32xf32>
    %587 = stablehlo.multiply %579, %271 : tensor<8x16x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%587 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %590 = stablehlo.negate %589 : tensor<8x16x1xf32>
    %591 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %592 = stablehlo.multiply %591, %586 : tensor<8x16x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.reshape %593 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %595 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %596 = stablehlo.multiply %586, %595 : tensor<8x16x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %598 = stablehlo.reshape %597 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %599 = stablehlo.multiply %598, %268 : tensor<8x16x1xf32>
    %600 = stablehlo.reshape %583 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %601 = stablehlo.reshape %594 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %602 = call @_var_8(%260#1, %260#2, %260#3, %260#4, %599) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %603 = stablehlo.add %581, %602 : tensor<8x16x32xf32>
    %cst_131 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %605 = stablehlo.divide %590, %604 : tensor<8x16x1xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %608 = stablehlo.add %603, %607 : tensor<8x16x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.reshape %609 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.dot_general %608, %250, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %613 = stablehlo.transpose %612, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %614 = stablehlo.dot_general %608, %arg23, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %615 = stablehlo.reshape %614 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %616 = stablehlo.transpose %615, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %617 = stablehlo.transpose %616, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %618 = stablehlo.dot_general %617, %205, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %619 = stablehlo.transpose %618, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %620 = stablehlo.dot_general %617, %243, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %621 = stablehlo.transpose %620, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %622 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %623 = stablehlo.multiply %619, %622 : tensor<1x8x2x16x16xf32>
    %624 = stablehlo.multiply %623, %239 : tensor<1x8x2x16x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_135) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %627 = stablehlo.negate %626 : tensor<1x8x2x16x1xf32>
    %628 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %629 = stablehlo.divide %619, %628 : tensor<1x8x2x16x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%627 init: %cst_136) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %633 = stablehlo.add %629, %632 : tensor<1x8x2x16x16xf32>
    %634 = stablehlo.multiply %633, %239 : tensor<1x8x2x16x16xf32>
    %635 = call @_where_10(%216, %217#1, %634) : (tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_137 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<8x2x16x1x16xf32>
    %638 = stablehlo.dot_general %637, %207, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %640 = stablehlo.dot_general %637, %201, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %641 = stablehlo.transpose %640, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %642 = stablehlo.reshape %641 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%621 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %646 = stablehlo.dot_general %621, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %647 = stablehlo.transpose %646, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %648 = stablehlo.dot_general %621, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %649 = stablehlo.add %608, %648 : tensor<8x16x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%639 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %651 = stablehlo.reshape %650 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %653 = stablehlo.dot_general %639, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %654 = stablehlo.transpose %653, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %655 = stablehlo.dot_general %639, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %656 = stablehlo.add %649, %655 : tensor<8x16x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.reduce(%642 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %658 = stablehlo.reshape %657 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %660 = stablehlo.dot_general %642, %67, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %661 = stablehlo.transpose %660, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %662 = stablehlo.dot_general %642, %arg17, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %663 = stablehlo.add %656, %662 : tensor<8x16x32xf32>
    %664 = stablehlo.multiply %159, %572 : tensor<8x16x32xf32>
    %665 = stablehlo.multiply %572, %175 : tensor<8x16x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%572 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.reshape %666 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %668 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %669 = stablehlo.multiply %668, %572 : tensor<8x16x32xf32>
    %670 = stablehlo.add %664, %669 : tensor<8x16x32xf32>
    %671 = stablehlo.multiply %572, %175 : tensor<8x16x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%671 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %673 = stablehlo.reshape %672 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %674 = stablehlo.negate %673 : tensor<8x16x1xf32>
    %675 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %676 = stablehlo.multiply %675, %670 : tensor<8x16x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%676 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.reshape %677 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %679 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %680 = stablehlo.multiply %670, %679 : tensor<8x16x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %682 = stablehlo.reshape %681 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %683 = stablehlo.multiply %682, %172 : tensor<8x16x1xf32>
    %684 = stablehlo.reshape %667 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %685 = stablehlo.reshape %678 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %686 = call @_var_8(%164#1, %164#2, %164#3, %164#4, %683) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %687 = stablehlo.add %665, %686 : tensor<8x16x32xf32>
    %cst_148 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %689 = stablehlo.divide %674, %688 : tensor<8x16x1xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %692 = stablehlo.add %687, %691 : tensor<8x16x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.reshape %693 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.dot_general %692, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %697 = stablehlo.transpose %696, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %698 = stablehlo.dot_general %692, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %700 = stablehlo.select %153, %698, %699 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.reduce(%700 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %702 = stablehlo.reshape %701 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%702 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %704 = stablehlo.dot_general %700, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %705 = stablehlo.transpose %704, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %706 = stablehlo.dot_general %700, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %707 = stablehlo.add %692, %706 : tensor<8x16x32xf32>
    %708 = stablehlo.multiply %123, %707 : tensor<8x16x32xf32>
    %709 = stablehlo.multiply %707, %139 : tensor<8x16x32xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%707 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.reshape %710 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %712 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %713 = stablehlo.multiply %712, %707 : tensor<8x16x32xf32>
    %714 = stablehlo.add %708, %713 : tensor<8x16x32xf32>
    %715 = stablehlo.multiply %707, %139 : tensor<8x16x32xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %717 = stablehlo.reshape %716 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %718 = stablehlo.negate %717 : tensor<8x16x1xf32>
    %719 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %720 = stablehlo.multiply %719, %714 : tensor<8x16x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.reshape %721 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %723 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %724 = stablehlo.multiply %714, %723 : tensor<8x16x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %726 = stablehlo.reshape %725 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %727 = stablehlo.multiply %726, %136 : tensor<8x16x1xf32>
    %728 = stablehlo.reshape %711 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %729 = stablehlo.reshape %722 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %730 = call @_var_8(%128#1, %128#2, %128#3, %128#4, %727) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %731 = stablehlo.add %709, %730 : tensor<8x16x32xf32>
    %cst_159 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %733 = stablehlo.divide %718, %732 : tensor<8x16x1xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.reduce(%733 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %736 = stablehlo.add %731, %735 : tensor<8x16x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.reduce(%736 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %738 = stablehlo.reshape %737 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.reduce(%738 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.dot_general %736, %118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %741 = stablehlo.transpose %740, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %742 = stablehlo.dot_general %736, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %743 = stablehlo.reshape %742 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %744 = stablehlo.transpose %743, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %745 = stablehlo.transpose %744, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %746 = stablehlo.dot_general %745, %79, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %747 = stablehlo.transpose %746, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %748 = stablehlo.dot_general %745, %111, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %749 = stablehlo.transpose %748, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %750 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %751 = stablehlo.multiply %747, %750 : tensor<1x8x2x16x16xf32>
    %752 = stablehlo.multiply %751, %107 : tensor<1x8x2x16x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%752 init: %cst_163) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %754 = stablehlo.reshape %753 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %755 = stablehlo.negate %754 : tensor<1x8x2x16x1xf32>
    %756 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %757 = stablehlo.divide %747, %756 : tensor<1x8x2x16x16xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%755 init: %cst_164) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %761 = stablehlo.add %757, %760 : tensor<1x8x2x16x16xf32>
    %762 = stablehlo.multiply %761, %107 : tensor<1x8x2x16x16xf32>
    %763 = stablehlo.transpose %762, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_165 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<8x2x16x1x16xf32>
    %766 = stablehlo.dot_general %765, %80, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %767 = stablehlo.transpose %766, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %768 = stablehlo.dot_general %765, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %769 = stablehlo.transpose %768, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %770 = stablehlo.reshape %769 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%749 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %772 = stablehlo.reshape %771 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.reduce(%772 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %774 = stablehlo.dot_general %749, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %775 = stablehlo.transpose %774, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %776 = stablehlo.dot_general %749, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %777 = stablehlo.add %736, %776 : tensor<8x16x32xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.reduce(%767 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %779 = stablehlo.reshape %778 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%779 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %781 = stablehlo.dot_general %767, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %782 = stablehlo.transpose %781, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %783 = stablehlo.dot_general %767, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %784 = stablehlo.add %777, %783 : tensor<8x16x32xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%770 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %786 = stablehlo.reshape %785 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %788 = stablehlo.dot_general %770, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %789 = stablehlo.transpose %788, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %790 = stablehlo.dot_general %770, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %791 = stablehlo.add %784, %790 : tensor<8x16x32xf32>
    %cst_172 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %793 = stablehlo.multiply %663, %792 : tensor<8x16x32xf32>
    %cst_173 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %795 = stablehlo.multiply %791, %794 : tensor<8x16x32xf32>
    %796 = call @_take_11(%1#1, %793) : (tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<512x32xf32>
    %797 = stablehlo.add %452, %796 : tensor<512x32xf32>
    %798 = call @_take_11(%0#1, %795) : (tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<512x32xf32>
    %799 = stablehlo.add %797, %798 : tensor<512x32xf32>
    %cst_174 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<512x32xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<512x32xf32>
    %cst_175 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %803 = stablehlo.multiply %802, %789 : tensor<32x2x16xf32>
    %cst_176 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %805 = stablehlo.multiply %804, %787 : tensor<2x16xf32>
    %cst_177 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %807 = stablehlo.multiply %806, %782 : tensor<32x2x16xf32>
    %cst_178 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %809 = stablehlo.multiply %808, %780 : tensor<2x16xf32>
    %cst_179 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %811 = stablehlo.multiply %810, %775 : tensor<32x2x16xf32>
    %cst_180 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %813 = stablehlo.multiply %812, %773 : tensor<2x16xf32>
    %cst_181 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %815 = stablehlo.multiply %814, %741 : tensor<2x16x32xf32>
    %cst_182 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %817 = stablehlo.multiply %816, %739 : tensor<32xf32>
    %cst_183 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %819 = stablehlo.multiply %818, %729 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %821 = stablehlo.multiply %820, %728 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.multiply %822, %685 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %825 = stablehlo.multiply %824, %684 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %827 = stablehlo.multiply %826, %705 : tensor<32x64xf32>
    %cst_188 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %829 = stablehlo.multiply %828, %703 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %831 = stablehlo.multiply %830, %697 : tensor<64x32xf32>
    %cst_190 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.multiply %832, %695 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %835 = stablehlo.multiply %834, %661 : tensor<32x2x16xf32>
    %cst_192 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %837 = stablehlo.multiply %836, %659 : tensor<2x16xf32>
    %cst_193 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %839 = stablehlo.multiply %838, %654 : tensor<32x2x16xf32>
    %cst_194 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %841 = stablehlo.multiply %840, %652 : tensor<2x16xf32>
    %cst_195 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %843 = stablehlo.multiply %842, %647 : tensor<32x2x16xf32>
    %cst_196 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %845 = stablehlo.multiply %844, %645 : tensor<2x16xf32>
    %cst_197 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %847 = stablehlo.multiply %846, %613 : tensor<2x16x32xf32>
    %cst_198 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %849 = stablehlo.multiply %848, %611 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %851 = stablehlo.multiply %850, %601 : tensor<32xf32>
    %cst_200 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %853 = stablehlo.multiply %852, %600 : tensor<32xf32>
    %cst_201 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %855 = stablehlo.multiply %854, %577 : tensor<32x2x16xf32>
    %cst_202 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %857 = stablehlo.multiply %856, %575 : tensor<2x16xf32>
    %cst_203 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %859 = stablehlo.multiply %858, %570 : tensor<32x2x16xf32>
    %cst_204 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %861 = stablehlo.multiply %860, %568 : tensor<2x16xf32>
    %cst_205 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %863 = stablehlo.multiply %862, %564 : tensor<32x2x16xf32>
    %cst_206 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %865 = stablehlo.multiply %864, %562 : tensor<2x16xf32>
    %cst_207 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %867 = stablehlo.multiply %866, %530 : tensor<2x16x32xf32>
    %cst_208 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %869 = stablehlo.multiply %868, %528 : tensor<32xf32>
    %cst_209 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %871 = stablehlo.multiply %870, %518 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.multiply %872, %517 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %875 = stablehlo.multiply %874, %494 : tensor<32x64xf32>
    %cst_212 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %877 = stablehlo.multiply %876, %492 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %879 = stablehlo.multiply %878, %486 : tensor<64x32xf32>
    %cst_214 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %881 = stablehlo.multiply %880, %484 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.multiply %882, %474 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %885 = stablehlo.multiply %884, %473 : tensor<32xf32>
    %886 = stablehlo.add %arg0, %801 : tensor<512x32xf32>
    %887 = stablehlo.add %arg1, %803 : tensor<32x2x16xf32>
    %888 = stablehlo.add %arg2, %805 : tensor<2x16xf32>
    %889 = stablehlo.add %arg3, %807 : tensor<32x2x16xf32>
    %890 = stablehlo.add %arg4, %809 : tensor<2x16xf32>
    %891 = stablehlo.add %arg5, %811 : tensor<32x2x16xf32>
    %892 = stablehlo.add %arg6, %813 : tensor<2x16xf32>
    %893 = stablehlo.add %arg7, %815 : tensor<2x16x32xf32>
    %894 = stablehlo.add %arg8, %817 : tensor<32xf32>
    %895 = stablehlo.add %arg9, %819 : tensor<32xf32>
    %896 = stablehlo.add %arg10, %821 : tensor<32xf32>
    %897 = stablehlo.add %arg11, %823 : tensor<32xf32>
    %898 = stablehlo.add %arg12, %825 : tensor<32xf32>
    %899 = stablehlo.add %arg13, %827 : tensor<32x64xf32>
    %900 = stablehlo.add %arg14, %829 : tensor<64xf32>
    %901 = stablehlo.add %arg15, %831 : tensor<64x32xf32>
    %902 = stablehlo.add %arg16, %833 : tensor<32xf32>
    %903 = stablehlo.add %arg17, %835 : tensor<32x2x16xf32>
    %904 = stablehlo.add %arg18, %837 : tensor<2x16xf32>
    %905 = stablehlo.add %arg19, %839 : tensor<32x2x16xf32>
    %906 = stablehlo.add %arg20, %841 : tensor<2x16xf32>
    %907 = stablehlo.add %arg21, %843 : tensor<32x2x16xf32>
    %908 = stablehlo.add %arg22, %845 : tensor<2x16xf32>
    %909 = stablehlo.add %arg23, %847 : tensor<2x16x32xf32>
    %910 = stablehlo.add %arg24, %849 : tensor<32xf32>
    %911 = stablehlo.add %arg25, %851 : tensor<32xf32>
    %912 = stablehlo.add %arg26, %853 : tensor<32xf32>
    %913 = stablehlo.add %arg27, %855 : tensor<32x2x16xf32>
    %914 = stablehlo.add %arg28, %857 : tensor<2x16xf32>
    %915 = stablehlo.add %arg29, %859 : tensor<32x2x16xf32>
    %916 = stablehlo.add %arg30, %861 : tensor<2x16xf32>
    %917 = stablehlo.add %arg31, %863 : tensor<32x2x16xf32>
    %918 = stablehlo.add %arg32, %865 : tensor<2x16xf32>
    %919 = stablehlo.add %arg33, %867 : tensor<2x16x32xf32>
    %920 = stablehlo.add %arg34, %869 : tensor<32xf32>
    %921 = stablehlo.add %arg35, %871 : tensor<32xf32>
    %922 = stablehlo.add %arg36, %873 : tensor<32xf32>
    %923 = stablehlo.add %arg37, %875 : tensor<32x64xf32>
    %924 = stablehlo.add %arg38, %877 : tensor<64xf32>
    %925 = stablehlo.add %arg39, %879 : tensor<64x32xf32>
    %926 = stablehlo.add %arg40, %881 : tensor<32xf32>
    %927 = stablehlo.add %arg41, %883 : tensor<32xf32>
    %928 = stablehlo.add %arg42, %885 : tensor<32xf32>
    return %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %434 : tensor<512x32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x32xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<512x32xf32>, tensor<8x16x1xi32>) -> tensor<8x16x32xf32>
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
  func.func private @floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
    %3 = stablehlo.sign %arg0 : tensor<32xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %11 = stablehlo.and %6, %10 : tensor<32xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
    %14 = call @_where_0(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %14 : tensor<32xi32>
  }
  func.func private @_where_0(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @remainder(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_1(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<32xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<32xi1>, tensor<32xi1>) -> tensor<32xi1>
    %12 = stablehlo.and %11, %6 : tensor<32xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %14 = stablehlo.add %4, %13 : tensor<32xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<32xi1>, tensor<32xi32>
    return %15 : tensor<32xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
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
    %16:2 = call @_where_2(%15, %14, %cst_5) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> (tensor<8x16x1xf32>, tensor<8x16x1xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> (tensor<8x16x1xf32>, tensor<8x16x1xf32>) {
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
  func.func private @_where_3(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<8x2x16x1x16xf32>, %arg2: tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x2x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    return %3, %4 : tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x16x512xf32>, %arg1: tensor<8x16x1xi32>) -> (tensor<8x16x1xf32>, tensor<8x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x16x1xi1>, tensor<8x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x16x1xi32>) -> tensor<8x16x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1x1xi32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1x1xi32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x16x1x1xi1>, tensor<i1>) -> tensor<8x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x16x512xf32>, tensor<8x16x1x1xi32>) -> tensor<8x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x16x1xi1>, tensor<8x16x1xf32>
    return %15, %5 : tensor<8x16x1xf32>, tensor<8x16x1x1xi32>
  }
  func.func private @_take_4(%arg0: tensor<8x16x1xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_5(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 16, 1>}> : (tensor<8x16x1xf32>, tensor<1xi32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x16xi1>, tensor<8x16xf32>
    return %13, %3 : tensor<8x16xf32>, tensor<1xi32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_6(%arg0: tensor<1xi32>, %arg1: tensor<8x16xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x1xf32>, tensor<1xi32>, tensor<8x16xf32>) -> tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<8x16x1x1xi32>, %arg1: tensor<8x16x1xf32>) -> tensor<8x16x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16x512xf32>, tensor<8x16x1x1xi32>, tensor<8x16x1xf32>) -> tensor<8x16x512xf32>
    return %1 : tensor<8x16x512xf32>
  }
  func.func private @_var_8(%arg0: tensor<8x16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x16x1xf32>, %arg4: tensor<8x16x1xf32>) -> tensor<8x16x32xf32> {
    %0 = call @_where_9(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
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
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<8x16x1xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @_where_10(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<1x8x2x16x16xf32>, %arg2: tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    return %2 : tensor<8x2x16x1x16xf32>
  }
  func.func private @_take_11(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x32xf32>) -> tensor<512x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x32xf32>, tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<512x32xf32>
    return %1 : tensor<512x32xf32>
  }
}
