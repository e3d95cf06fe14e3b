module @jit_bert_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "bert", variant = "small"}} {
  func.func public @main(%arg0: tensor<512x32xf32> {tag.name = "params/token_embedding/embeddings", tag.role = "param"}, %arg1: tensor<16x32xf32> {tag.name = "params/position_embedding/embeddings", tag.role = "param"}, %arg2: tensor<2x32xf32> {tag.name = "params/segment_embedding/embeddings", tag.role = "param"}, %arg3: tensor<32xf32> {tag.name = "params/embeddings_layer_norm/gamma", tag.role = "param"}, %arg4: tensor<32xf32> {tag.name = "params/embeddings_layer_norm/beta", tag.role = "param"}, %arg5: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/query/kernel", tag.role = "param"}, %arg6: tensor<2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/query/bias", tag.role = "param"}, %arg7: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/key/kernel", tag.role = "param"}, %arg8: tensor<2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/key/bias", tag.role = "param"}, %arg9: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/value/kernel", tag.role = "param"}, %arg10: tensor<2x16xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/value/bias", tag.role = "param"}, %arg11: tensor<2x16x32xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/attention_output/kernel", tag.role = "param"}, %arg12: tensor<32xf32> {tag.name = "params/transformer_layer_0/self_attention_layer/attention_output/bias", tag.role = "param"}, %arg13: tensor<32xf32> {tag.name = "params/transformer_layer_0/self_attention_layer_norm/gamma", tag.role = "param"}, %arg14: tensor<32xf32> {tag.name = "params/transformer_layer_0/self_attention_layer_norm/beta", tag.role = "param"}, %arg15: tensor<32xf32> {tag.name = "params/transformer_layer_0/feedforward_layer_norm/gamma", tag.role = "param"}, %arg16: tensor<32xf32> {tag.name = "params/transformer_layer_0/feedforward_layer_norm/beta", tag.role = "param"}, %arg17: tensor<32x64xf32> {tag.name = "params/transformer_layer_0/feedforward_intermediate_dense/kernel", tag.role = "param"}, %arg18: tensor<64xf32> {tag.name = "params/transformer_layer_0/feedforward_intermediate_dense/bias", tag.role = "param"}, %arg19: tensor<64x32xf32> {tag.name = "params/transformer_layer_0/feedforward_output_dense/kernel", tag.role = "param"}, %arg20: tensor<32xf32> {tag.name = "params/transformer_layer_0/feedforward_output_dense/bias", tag.role = "param"}, %arg21: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/query/kernel", tag.role = "param"}, %arg22: tensor<2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/query/bias", tag.role = "param"}, %arg23: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/key/kernel", tag.role = "param"}, %arg24: tensor<2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/key/bias", tag.role = "param"}, %arg25: tensor<32x2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/value/kernel", tag.role = "param"}, %arg26: tensor<2x16xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/value/bias", tag.role = "param"}, %arg27: tensor<2x16x32xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/attention_output/kernel", tag.role = "param"}, %arg28: tensor<32xf32> {tag.name = "params/transformer_layer_1/self_attention_layer/attention_output/bias", tag.role = "param"}, %arg29: tensor<32xf32> {tag.name = "params/transformer_layer_1/self_attention_layer_norm/gamma", tag.role = "param"}, %arg30: tensor<32xf32> {tag.name = "params/transformer_layer_1/self_attention_layer_norm/beta", tag.role = "param"}, %arg31: tensor<32xf32> {tag.name = "params/transformer_layer_1/feedforward_layer_norm/gamma", tag.role = "param"}, %arg32: tensor<32xf32> {tag.name = "params/transformer_layer_1/feedforward_layer_norm/beta", tag.role = "param"}, %arg33: tensor<32x64xf32> {tag.name = "params/transformer_layer_1/feedforward_intermediate_dense/kernel", tag.role = "param"}, %arg34: tensor<64xf32> {tag.name = "params/transformer_layer_1/feedforward_intermediate_dense/bias", tag.role = "param"}, %arg35: tensor<64x32xf32> {tag.name = "params/transformer_layer_1/feedforward_output_dense/kernel", tag.role = "param"}, %arg36: tensor<32xf32> {tag.name = "params/transformer_layer_1/feedforward_output_dense/bias", tag.role = "param"}, %arg37: tensor<32x32xf32> {tag.name = "params/pooled_dense/kernel", tag.role = "param"}, %arg38: tensor<32xf32> {tag.name = "params/pooled_dense/bias", tag.role = "param"}, %arg39: tensor<32x2xf32> {tag.name = "params/classifier/kernel", tag.role = "param"}, %arg40: tensor<2xf32> {tag.name = "params/classifier/bias", tag.role = "param"}, %arg41: tensor<8x16xi32> {tag.name = "batch/token_ids", tag.role = "batch"}, %arg42: tensor<8x16xi32> {tag.name = "batch/segment_ids", tag.role = "batch"}, %arg43: tensor<8x16xi32> {tag.name = "batch/padding_mask", tag.role = "batch"}, %arg44: tensor<8xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<512x32xf32> {jax.result_info = "result[0][0]"}, tensor<16x32xf32> {jax.result_info = "result[0][1]"}, tensor<2x32xf32> {jax.result_info = "result[0][2]"}, tensor<32xf32> {jax.result_info = "result[0][3]"}, tensor<32xf32> {jax.result_info = "result[0][4]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][5]"}, tensor<2x16xf32> {jax.result_info = "result[0][6]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][7]"}, tensor<2x16xf32> {jax.result_info = "result[0][8]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][9]"}, tensor<2x16xf32> {jax.result_info = "result[0][10]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][11]"}, tensor<32xf32> {jax.result_info = "result[0][12]"}, tensor<32xf32> {jax.result_info = "result[0][13]"}, tensor<32xf32> {jax.result_info = "result[0][14]"}, tensor<32xf32> {jax.result_info = "result[0][15]"}, tensor<32xf32> {jax.result_info = "result[0][16]"}, tensor<32x64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<64x32xf32> {jax.result_info = "result[0][19]"}, tensor<32xf32> {jax.result_info = "result[0][20]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][21]"}, tensor<2x16xf32> {jax.result_info = "result[0][22]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][23]"}, tensor<2x16xf32> {jax.result_info = "result[0][24]"}, tensor<32x2x16xf32> {jax.result_info = "result[0][25]"}, tensor<2x16xf32> {jax.result_info = "result[0][26]"}, tensor<2x16x32xf32> {jax.result_info = "result[0][27]"}, tensor<32xf32> {jax.result_info = "result[0][28]"}, tensor<32xf32> {jax.result_info = "result[0][29]"}, tensor<32xf32> {jax.result_info = "result[0][30]"}, tensor<32xf32> {jax.result_info = "result[0][31]"}, tensor<32xf32> {jax.result_info = "result[0][32]"}, tensor<32x64xf32> {jax.result_info = "result[0][33]"}, tensor<64xf32> {jax.result_info = "result[0][34]"}, tensor<64x32xf32> {jax.result_info = "result[0][35]"}, tensor<32xf32> {jax.result_info = "result[0][36]"}, tensor<32x32xf32> {jax.result_info = "result[0][37]"}, tensor<32xf32> {jax.result_info = "result[0][38]"}, tensor<32x2xf32> {jax.result_info = "result[0][39]"}, tensor<2xf32> {jax.result_info = "result[0][40]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg0, %arg41) : (tensor<512x32xf32>, tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [16, 32] : (tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<8x16x32xf32>
    %3:2 = call @_take_0(%arg2, %arg42) : (tensor<2x32xf32>, tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>)
    %4 = stablehlo.add %0#0, %2 : tensor<8x16x32xf32>
    %5 = stablehlo.add %4, %3#0 : tensor<8x16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x16x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:5 = call @_var(%5, %c_2) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %11 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %10#0, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<8x16x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<8x16x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x16x32xf32>
    %22 = stablehlo.negate %9 : tensor<8x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<8x16x32xf32>
    %25 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x16x32xf32>
    %27 = stablehlo.multiply %5, %21 : tensor<8x16x32xf32>
    %28 = stablehlo.add %27, %26 : tensor<8x16x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg43, dims = [0, 2] : (tensor<8x16xi32>) -> tensor<8x1x16xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8x1x16xi32>
    %31 = stablehlo.compare NE, %29, %30, SIGNED : (tensor<8x1x16xi32>, tensor<8x1x16xi32>) -> tensor<8x1x16xi1>
    %32 = stablehlo.convert %31 : tensor<8x1x16xi1>
    %33 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x16x2x16xf32>
    %37 = stablehlo.dot_general %28, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x16x2x16xf32>
    %41 = stablehlo.dot_general %28, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x16x2x16xf32>
    %45 = stablehlo.broadcast_in_dim %32, dims = [0, 2, 3] : (tensor<8x1x16xi1>) -> tensor<8x1x1x16xi1>
    %46 = stablehlo.reshape %36 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xi1>) -> tensor<8x1x1x1x16xi1>
    %48 = stablehlo.dot_general %46, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<8x2x16x1x16xf32>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<8x2x16x16xi1>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %53 = stablehlo.transpose %47, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x16xi1>) -> tensor<1x8x1x1x16xi1>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x16xi1>) -> tensor<1x8x2x16x16xi1>
    %55 = stablehlo.and %52, %54 : tensor<1x8x2x16x16xi1>
    %cst_8 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %56:2 = call @_where_2(%55, %50, %cst_8) : (tensor<1x8x2x16x16xi1>, tensor<8x2x16x1x16xf32>, tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>)
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56#0 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %60 = stablehlo.compare EQ, %56#0, %59, FLOAT : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<1x8x2x16x16xi1>
    %61 = stablehlo.convert %60 : (tensor<1x8x2x16x16xi1>) -> tensor<1x8x2x16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %64 = stablehlo.maximum %63, %57 : tensor<1x8x2x16xf32>
    %65 = stablehlo.compare EQ, %57, %64, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %68 = stablehlo.select %65, %66, %67 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %70 = stablehlo.compare EQ, %69, %64, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %73 = stablehlo.select %70, %71, %72 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %74 = stablehlo.divide %68, %73 : tensor<1x8x2x16xf32>
    %75 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %77 = stablehlo.subtract %56#0, %76 : tensor<1x8x2x16x16xf32>
    %78 = stablehlo.exponential %77 : tensor<1x8x2x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_17) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %82 = stablehlo.divide %78, %81 : tensor<1x8x2x16x16xf32>
    %83 = stablehlo.multiply %80, %80 : tensor<1x8x2x16x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %85 = stablehlo.divide %84, %83 : tensor<1x8x2x16x1xf32>
    %86 = stablehlo.dot_general %44, %82, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %87 = stablehlo.transpose %86, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %88 = stablehlo.transpose %87, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %90 = stablehlo.dot_general %89, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x16x32xf32>
    %94 = stablehlo.add %93, %28 : tensor<8x16x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x16x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %99:5 = call @_var(%94, %c_21) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %100 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_22 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %103 = stablehlo.add %99#0, %102 : tensor<8x16x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<8x16x1xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x16x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x16x1xf32>
    %108 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %109 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8x16x32xf32>
    %111 = stablehlo.negate %98 : tensor<8x16x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<8x16x32xf32>
    %114 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x16x32xf32>
    %116 = stablehlo.multiply %94, %110 : tensor<8x16x32xf32>
    %117 = stablehlo.add %116, %115 : tensor<8x16x32xf32>
    %118 = stablehlo.dot_general %117, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x16x64xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<8x16x64xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x16x64xf32>
    %124 = stablehlo.multiply %121, %121 : tensor<8x16x64xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x16x64xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.multiply %127, %123 : tensor<8x16x64xf32>
    %129 = stablehlo.add %121, %128 : tensor<8x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<8x16x64xf32>
    %132 = stablehlo.tanh %131 : tensor<8x16x64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %134 = stablehlo.subtract %133, %132 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %136 = stablehlo.add %135, %132 : tensor<8x16x64xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<8x16x64xf32>
    %139 = stablehlo.multiply %121, %138 : tensor<8x16x64xf32>
    %140 = stablehlo.dot_general %139, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %143 = stablehlo.add %140, %142 : tensor<8x16x32xf32>
    %144 = stablehlo.add %143, %117 : tensor<8x16x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %148 = stablehlo.divide %146, %147 : tensor<8x16x1xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %149:5 = call @_var(%144, %c_32) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %150 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %151 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_33 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %153 = stablehlo.add %149#0, %152 : tensor<8x16x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<8x16x1xf32>
    %155 = stablehlo.divide %154, %153 : tensor<8x16x1xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<8x16x1xf32>
    %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %159 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<8x16x32xf32>
    %161 = stablehlo.negate %148 : tensor<8x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %163 = stablehlo.multiply %162, %160 : tensor<8x16x32xf32>
    %164 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %165 = stablehlo.add %163, %164 : tensor<8x16x32xf32>
    %166 = stablehlo.multiply %144, %160 : tensor<8x16x32xf32>
    %167 = stablehlo.add %166, %165 : tensor<8x16x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg43, dims = [0, 2] : (tensor<8x16xi32>) -> tensor<8x1x16xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8x1x16xi32>
    %170 = stablehlo.compare NE, %168, %169, SIGNED : (tensor<8x1x16xi32>, tensor<8x1x16xi32>) -> tensor<8x1x16xi1>
    %171 = stablehlo.convert %170 : tensor<8x1x16xi1>
    %172 = stablehlo.dot_general %167, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %173 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %175 = stablehlo.add %172, %174 : tensor<8x16x2x16xf32>
    %176 = stablehlo.dot_general %167, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %177 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %179 = stablehlo.add %176, %178 : tensor<8x16x2x16xf32>
    %180 = stablehlo.dot_general %167, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x2x16xf32>) -> tensor<8x16x2x16xf32>
    %181 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x16x2x16xf32>
    %183 = stablehlo.add %180, %182 : tensor<8x16x2x16xf32>
    %184 = stablehlo.broadcast_in_dim %171, dims = [0, 2, 3] : (tensor<8x1x16xi1>) -> tensor<8x1x1x16xi1>
    %185 = stablehlo.reshape %175 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %186 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xi1>) -> tensor<8x1x1x1x16xi1>
    %187 = stablehlo.dot_general %185, %179, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_36 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<8x2x16x1x16xf32>
    %c_37 = stablehlo.constant dense<true> : tensor<i1>
    %190 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i1>) -> tensor<8x2x16x16xi1>
    %191 = stablehlo.broadcast_in_dim %190, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xi1>) -> tensor<1x8x2x16x16xi1>
    %192 = stablehlo.transpose %186, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x16xi1>) -> tensor<1x8x1x1x16xi1>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x16xi1>) -> tensor<1x8x2x16x16xi1>
    %194 = stablehlo.and %191, %193 : tensor<1x8x2x16x16xi1>
    %cst_38 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %195:2 = call @_where_2(%194, %189, %cst_38) : (tensor<1x8x2x16x16xi1>, tensor<8x2x16x1x16xf32>, tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>)
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = stablehlo.reduce(%195#0 init: %cst_39) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %199 = stablehlo.compare EQ, %195#0, %198, FLOAT : (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<1x8x2x16x16xi1>
    %200 = stablehlo.convert %199 : (tensor<1x8x2x16x16xi1>) -> tensor<1x8x2x16x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_40) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %203 = stablehlo.maximum %202, %196 : tensor<1x8x2x16xf32>
    %204 = stablehlo.compare EQ, %196, %203, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %207 = stablehlo.select %204, %205, %206 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %209 = stablehlo.compare EQ, %208, %203, FLOAT : (tensor<1x8x2x16xf32>, tensor<1x8x2x16xf32>) -> tensor<1x8x2x16xi1>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x8x2x16xf32>
    %212 = stablehlo.select %209, %210, %211 : tensor<1x8x2x16xi1>, tensor<1x8x2x16xf32>
    %213 = stablehlo.divide %207, %212 : tensor<1x8x2x16xf32>
    %214 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %216 = stablehlo.subtract %195#0, %215 : tensor<1x8x2x16x16xf32>
    %217 = stablehlo.exponential %216 : tensor<1x8x2x16x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_47) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %221 = stablehlo.divide %217, %220 : tensor<1x8x2x16x16xf32>
    %222 = stablehlo.multiply %219, %219 : tensor<1x8x2x16x1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x1xf32>
    %224 = stablehlo.divide %223, %222 : tensor<1x8x2x16x1xf32>
    %225 = stablehlo.dot_general %183, %221, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %226 = stablehlo.transpose %225, dims = [3, 0, 4, 1, 2] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %227 = stablehlo.transpose %226, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %228 = stablehlo.reshape %227 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %229 = stablehlo.dot_general %228, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<8x16x32xf32>
    %230 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x16x32xf32>
    %233 = stablehlo.add %232, %167 : tensor<8x16x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_50 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %237 = stablehlo.divide %235, %236 : tensor<8x16x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %238:5 = call @_var(%233, %c_51) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %239 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %242 = stablehlo.add %238#0, %241 : tensor<8x16x1xf32>
    %243 = stablehlo.rsqrt %242 : tensor<8x16x1xf32>
    %244 = stablehlo.divide %243, %242 : tensor<8x16x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<8x16x1xf32>
    %247 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %248 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<8x16x32xf32>
    %250 = stablehlo.negate %237 : tensor<8x16x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %252 = stablehlo.multiply %251, %249 : tensor<8x16x32xf32>
    %253 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %254 = stablehlo.add %252, %253 : tensor<8x16x32xf32>
    %255 = stablehlo.multiply %233, %249 : tensor<8x16x32xf32>
    %256 = stablehlo.add %255, %254 : tensor<8x16x32xf32>
    %257 = stablehlo.dot_general %256, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x64xf32>) -> tensor<8x16x64xf32>
    %258 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %260 = stablehlo.add %257, %259 : tensor<8x16x64xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<8x16x64xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<8x16x64xf32>
    %263 = stablehlo.multiply %260, %260 : tensor<8x16x64xf32>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x16x64xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %267 = stablehlo.multiply %266, %262 : tensor<8x16x64xf32>
    %268 = stablehlo.add %260, %267 : tensor<8x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<8x16x64xf32>
    %271 = stablehlo.tanh %270 : tensor<8x16x64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %273 = stablehlo.subtract %272, %271 : tensor<8x16x64xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %275 = stablehlo.add %274, %271 : tensor<8x16x64xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<8x16x64xf32>
    %278 = stablehlo.multiply %260, %277 : tensor<8x16x64xf32>
    %279 = stablehlo.dot_general %278, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x32xf32>) -> tensor<8x16x32xf32>
    %280 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %282 = stablehlo.add %279, %281 : tensor<8x16x32xf32>
    %283 = stablehlo.add %282, %256 : tensor<8x16x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %287 = stablehlo.divide %285, %286 : tensor<8x16x1xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %288:5 = call @_var(%283, %c_62) : (tensor<8x16x32xf32>, tensor<i32>) -> (tensor<8x16x1xf32>, tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>)
    %289 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %290 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_63 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %292 = stablehlo.add %288#0, %291 : tensor<8x16x1xf32>
    %293 = stablehlo.rsqrt %292 : tensor<8x16x1xf32>
    %294 = stablehlo.divide %293, %292 : tensor<8x16x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<8x16x1xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %298 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<8x16x32xf32>
    %300 = stablehlo.negate %287 : tensor<8x16x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<8x16x32xf32>
    %303 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x16x32xf32>
    %305 = stablehlo.multiply %283, %299 : tensor<8x16x32xf32>
    %306 = stablehlo.add %305, %304 : tensor<8x16x32xf32>
    %307 = stablehlo.slice %306 [0:8, 0:1, 0:32] : (tensor<8x16x32xf32>) -> tensor<8x1x32xf32>
    %308 = stablehlo.reshape %307 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %309 = stablehlo.dot_general %308, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %310 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %312 = stablehlo.add %309, %311 : tensor<8x32xf32>
    %313 = stablehlo.tanh %312 : tensor<8x32xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %315 = stablehlo.subtract %314, %313 : tensor<8x32xf32>
    %316 = stablehlo.dot_general %313, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x2xf32>) -> tensor<8x2xf32>
    %317 = stablehlo.broadcast_in_dim %arg40, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %319 = stablehlo.add %316, %318 : tensor<8x2xf32>
    %320 = stablehlo.broadcast_in_dim %arg44, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %321:2 = call @take_along_axis(%319, %320) : (tensor<8x2xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %322:2 = call @_take_3(%321#0, %c_66) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %323 = stablehlo.reduce(%319 init: %cst_67) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %324 = stablehlo.reshape %323 : (tensor<8xf32>) -> tensor<8x1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %326 = stablehlo.compare EQ, %319, %325, FLOAT : (tensor<8x2xf32>, tensor<8x2xf32>) -> tensor<8x2xi1>
    %327 = stablehlo.convert %326 : (tensor<8x2xi1>) -> tensor<8x2xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_68) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.maximum %329, %323 : tensor<8xf32>
    %331 = stablehlo.compare EQ, %323, %330, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.select %331, %332, %333 : tensor<8xi1>, tensor<8xf32>
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %336 = stablehlo.compare EQ, %335, %330, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %339 = stablehlo.select %336, %337, %338 : tensor<8xi1>, tensor<8xf32>
    %340 = stablehlo.divide %334, %339 : tensor<8xf32>
    %341 = stablehlo.is_finite %330 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %343 = stablehlo.select %341, %330, %342 : tensor<8xi1>, tensor<8xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %345 = stablehlo.broadcast_in_dim %343, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %347 = stablehlo.subtract %319, %346 : tensor<8x2xf32>
    %348 = stablehlo.exponential %347 : tensor<8x2xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_77) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %350 = stablehlo.sign %349 : tensor<8xf32>
    %351 = stablehlo.abs %349 : tensor<8xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.compare GE, %349, %352, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %354 = stablehlo.log %351 : tensor<8xf32>
    %355 = stablehlo.add %354, %343 : tensor<8xf32>
    %356 = stablehlo.subtract %355, %322#0 : tensor<8xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_79) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %358 = stablehlo.divide %357, %cst_80 : tensor<f32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_82 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %359 = stablehlo.divide %cst_81, %cst_82 : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %361 = stablehlo.negate %360 : tensor<8xf32>
    %362 = stablehlo.divide %360, %351 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.select %353, %363, %362 : tensor<8xi1>, tensor<8xf32>
    %365 = stablehlo.select %353, %362, %363 : tensor<8xi1>, tensor<8xf32>
    %366 = stablehlo.negate %364 : tensor<8xf32>
    %367 = stablehlo.add %365, %366 : tensor<8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0] : (tensor<8xf32>) -> tensor<8x2xf32>
    %369 = stablehlo.multiply %368, %348 : tensor<8x2xf32>
    %370 = call @_take_5(%322#1, %361) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %371 = call @take_along_axis_6(%321#1, %370) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    %372 = stablehlo.add %369, %371 : tensor<8x2xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_84) applies stablehlo.add across dimensions = [0] : (tensor<8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %374 = stablehlo.reshape %373 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_85) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %376 = stablehlo.dot_general %372, %313, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
    %377 = stablehlo.transpose %376, dims = [1, 0] : (tensor<2x32xf32>) -> tensor<32x2xf32>
    %378 = stablehlo.dot_general %372, %arg39, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<32x2xf32>) -> tensor<8x32xf32>
    %379 = stablehlo.multiply %378, %315 : tensor<8x32xf32>
    %380 = stablehlo.multiply %379, %313 : tensor<8x32xf32>
    %381 = stablehlo.add %379, %380 : tensor<8x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_86) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %383 = stablehlo.reshape %382 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_87) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %385 = stablehlo.dot_general %381, %308, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %386 = stablehlo.transpose %385, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %387 = stablehlo.dot_general %381, %arg37, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 2] : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.pad %388, %cst_88, low = [0, 0, 0], high = [0, 15, 0], interior = [0, 0, 0] : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<8x16x32xf32>
    %390 = stablehlo.multiply %283, %389 : tensor<8x16x32xf32>
    %391 = stablehlo.multiply %389, %299 : tensor<8x16x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%389 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.reshape %392 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %394 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %395 = stablehlo.multiply %394, %389 : tensor<8x16x32xf32>
    %396 = stablehlo.add %390, %395 : tensor<8x16x32xf32>
    %397 = stablehlo.multiply %389, %299 : tensor<8x16x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %400 = stablehlo.negate %399 : tensor<8x16x1xf32>
    %401 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %402 = stablehlo.multiply %401, %396 : tensor<8x16x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.reshape %403 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %405 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %406 = stablehlo.multiply %396, %405 : tensor<8x16x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %409 = stablehlo.multiply %408, %296 : tensor<8x16x1xf32>
    %410 = stablehlo.reshape %393 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %411 = stablehlo.reshape %404 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %412 = call @_var_7(%288#1, %288#2, %288#3, %288#4, %409) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %413 = stablehlo.add %391, %412 : tensor<8x16x32xf32>
    %cst_93 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %415 = stablehlo.divide %400, %414 : tensor<8x16x1xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %418 = stablehlo.add %413, %417 : tensor<8x16x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %420 = stablehlo.reshape %419 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.dot_general %418, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %423 = stablehlo.transpose %422, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %424 = stablehlo.dot_general %418, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %425 = stablehlo.multiply %260, %424 : tensor<8x16x64xf32>
    %426 = stablehlo.multiply %424, %277 : tensor<8x16x64xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %428 = stablehlo.multiply %427, %425 : tensor<8x16x64xf32>
    %429 = stablehlo.multiply %428, %273 : tensor<8x16x64xf32>
    %430 = stablehlo.multiply %429, %271 : tensor<8x16x64xf32>
    %431 = stablehlo.add %429, %430 : tensor<8x16x64xf32>
    %cst_98 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %433 = stablehlo.multiply %432, %431 : tensor<8x16x64xf32>
    %434 = stablehlo.add %426, %433 : tensor<8x16x64xf32>
    %cst_99 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %436 = stablehlo.multiply %435, %433 : tensor<8x16x64xf32>
    %437 = stablehlo.multiply %436, %265 : tensor<8x16x64xf32>
    %438 = stablehlo.add %434, %437 : tensor<8x16x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %440 = stablehlo.reshape %439 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %442 = stablehlo.dot_general %438, %256, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %443 = stablehlo.transpose %442, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %444 = stablehlo.dot_general %438, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %445 = stablehlo.add %418, %444 : tensor<8x16x32xf32>
    %446 = stablehlo.multiply %233, %445 : tensor<8x16x32xf32>
    %447 = stablehlo.multiply %445, %249 : tensor<8x16x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%445 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %449 = stablehlo.reshape %448 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %450 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %451 = stablehlo.multiply %450, %445 : tensor<8x16x32xf32>
    %452 = stablehlo.add %446, %451 : tensor<8x16x32xf32>
    %453 = stablehlo.multiply %445, %249 : tensor<8x16x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %455 = stablehlo.reshape %454 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %456 = stablehlo.negate %455 : tensor<8x16x1xf32>
    %457 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %458 = stablehlo.multiply %457, %452 : tensor<8x16x32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %460 = stablehlo.reshape %459 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %461 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %462 = stablehlo.multiply %452, %461 : tensor<8x16x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %465 = stablehlo.multiply %464, %246 : tensor<8x16x1xf32>
    %466 = stablehlo.reshape %449 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %467 = stablehlo.reshape %460 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %468 = call @_var_7(%238#1, %238#2, %238#3, %238#4, %465) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %469 = stablehlo.add %447, %468 : tensor<8x16x32xf32>
    %cst_106 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %471 = stablehlo.divide %456, %470 : tensor<8x16x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %474 = stablehlo.add %469, %473 : tensor<8x16x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = stablehlo.reshape %475 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %478 = stablehlo.dot_general %474, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %479 = stablehlo.transpose %478, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %480 = stablehlo.dot_general %474, %arg27, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %482 = stablehlo.transpose %481, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %483 = stablehlo.transpose %482, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %484 = stablehlo.dot_general %483, %183, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %485 = stablehlo.transpose %484, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %486 = stablehlo.dot_general %483, %221, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %487 = stablehlo.transpose %486, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %488 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %489 = stablehlo.multiply %485, %488 : tensor<1x8x2x16x16xf32>
    %490 = stablehlo.multiply %489, %217 : tensor<1x8x2x16x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_110) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %492 = stablehlo.reshape %491 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %493 = stablehlo.negate %492 : tensor<1x8x2x16x1xf32>
    %494 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %495 = stablehlo.divide %485, %494 : tensor<1x8x2x16x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%493 init: %cst_111) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %499 = stablehlo.add %495, %498 : tensor<1x8x2x16x16xf32>
    %500 = stablehlo.multiply %499, %217 : tensor<1x8x2x16x16xf32>
    %501 = call @_where_9(%194, %195#1, %500) : (tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_112 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<8x2x16x1x16xf32>
    %504 = stablehlo.dot_general %503, %185, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %505 = stablehlo.transpose %504, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %506 = stablehlo.dot_general %503, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %507 = stablehlo.transpose %506, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %508 = stablehlo.reshape %507 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%487 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %512 = stablehlo.dot_general %487, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %513 = stablehlo.transpose %512, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %514 = stablehlo.dot_general %487, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %515 = stablehlo.add %474, %514 : tensor<8x16x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%505 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %519 = stablehlo.dot_general %505, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %520 = stablehlo.transpose %519, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %521 = stablehlo.dot_general %505, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %522 = stablehlo.add %515, %521 : tensor<8x16x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%508 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %526 = stablehlo.dot_general %508, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %527 = stablehlo.transpose %526, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %528 = stablehlo.dot_general %508, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %529 = stablehlo.add %522, %528 : tensor<8x16x32xf32>
    %530 = stablehlo.multiply %144, %529 : tensor<8x16x32xf32>
    %531 = stablehlo.multiply %529, %160 : tensor<8x16x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%529 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %533 = stablehlo.reshape %532 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %534 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %535 = stablehlo.multiply %534, %529 : tensor<8x16x32xf32>
    %536 = stablehlo.add %530, %535 : tensor<8x16x32xf32>
    %537 = stablehlo.multiply %529, %160 : tensor<8x16x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %540 = stablehlo.negate %539 : tensor<8x16x1xf32>
    %541 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %542 = stablehlo.multiply %541, %536 : tensor<8x16x32xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %544 = stablehlo.reshape %543 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %545 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %546 = stablehlo.multiply %536, %545 : tensor<8x16x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %549 = stablehlo.multiply %548, %157 : tensor<8x16x1xf32>
    %550 = stablehlo.reshape %533 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %551 = stablehlo.reshape %544 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %552 = call @_var_7(%149#1, %149#2, %149#3, %149#4, %549) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %553 = stablehlo.add %531, %552 : tensor<8x16x32xf32>
    %cst_123 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %555 = stablehlo.divide %540, %554 : tensor<8x16x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %558 = stablehlo.add %553, %557 : tensor<8x16x32xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.reshape %559 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %562 = stablehlo.dot_general %558, %139, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x64xf32>) -> tensor<32x64xf32>
    %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %564 = stablehlo.dot_general %558, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<64x32xf32>) -> tensor<8x16x64xf32>
    %565 = stablehlo.multiply %121, %564 : tensor<8x16x64xf32>
    %566 = stablehlo.multiply %564, %138 : tensor<8x16x64xf32>
    %cst_127 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %568 = stablehlo.multiply %567, %565 : tensor<8x16x64xf32>
    %569 = stablehlo.multiply %568, %134 : tensor<8x16x64xf32>
    %570 = stablehlo.multiply %569, %132 : tensor<8x16x64xf32>
    %571 = stablehlo.add %569, %570 : tensor<8x16x64xf32>
    %cst_128 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %573 = stablehlo.multiply %572, %571 : tensor<8x16x64xf32>
    %574 = stablehlo.add %566, %573 : tensor<8x16x64xf32>
    %cst_129 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %576 = stablehlo.multiply %575, %573 : tensor<8x16x64xf32>
    %577 = stablehlo.multiply %576, %126 : tensor<8x16x64xf32>
    %578 = stablehlo.add %574, %577 : tensor<8x16x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %580 = stablehlo.reshape %579 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %582 = stablehlo.dot_general %578, %117, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<8x16x32xf32>) -> tensor<64x32xf32>
    %583 = stablehlo.transpose %582, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %584 = stablehlo.dot_general %578, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<32x64xf32>) -> tensor<8x16x32xf32>
    %585 = stablehlo.add %558, %584 : tensor<8x16x32xf32>
    %586 = stablehlo.multiply %94, %585 : tensor<8x16x32xf32>
    %587 = stablehlo.multiply %585, %110 : tensor<8x16x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%585 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.reshape %588 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %590 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %591 = stablehlo.multiply %590, %585 : tensor<8x16x32xf32>
    %592 = stablehlo.add %586, %591 : tensor<8x16x32xf32>
    %593 = stablehlo.multiply %585, %110 : tensor<8x16x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %595 = stablehlo.reshape %594 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %596 = stablehlo.negate %595 : tensor<8x16x1xf32>
    %597 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %598 = stablehlo.multiply %597, %592 : tensor<8x16x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %600 = stablehlo.reshape %599 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %601 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %602 = stablehlo.multiply %592, %601 : tensor<8x16x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %605 = stablehlo.multiply %604, %107 : tensor<8x16x1xf32>
    %606 = stablehlo.reshape %589 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %607 = stablehlo.reshape %600 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %608 = call @_var_7(%99#1, %99#2, %99#3, %99#4, %605) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %609 = stablehlo.add %587, %608 : tensor<8x16x32xf32>
    %cst_136 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %611 = stablehlo.divide %596, %610 : tensor<8x16x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %614 = stablehlo.add %609, %613 : tensor<8x16x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.reshape %615 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %618 = stablehlo.dot_general %614, %89, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<8x16x2x16xf32>) -> tensor<32x2x16xf32>
    %619 = stablehlo.transpose %618, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %620 = stablehlo.dot_general %614, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<2x16x32xf32>) -> tensor<8x16x2x16xf32>
    %621 = stablehlo.reshape %620 : (tensor<8x16x2x16xf32>) -> tensor<8x16x2x1x16xf32>
    %622 = stablehlo.transpose %621, dims = [3, 0, 1, 2, 4] : (tensor<8x16x2x1x16xf32>) -> tensor<1x8x16x2x16xf32>
    %623 = stablehlo.transpose %622, dims = [1, 3, 4, 0, 2] : (tensor<1x8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %624 = stablehlo.dot_general %623, %44, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x1x16x16xf32>
    %625 = stablehlo.transpose %624, dims = [2, 0, 1, 3, 4] : (tensor<8x2x1x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %626 = stablehlo.dot_general %623, %82, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %627 = stablehlo.transpose %626, dims = [0, 3, 1, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %628 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %629 = stablehlo.multiply %625, %628 : tensor<1x8x2x16x16xf32>
    %630 = stablehlo.multiply %629, %78 : tensor<1x8x2x16x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_140) applies stablehlo.add across dimensions = [4] : (tensor<1x8x2x16x16xf32>, tensor<f32>) -> tensor<1x8x2x16xf32>
    %632 = stablehlo.reshape %631 : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x1xf32>
    %633 = stablehlo.negate %632 : tensor<1x8x2x16x1xf32>
    %634 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3, 4] : (tensor<1x8x2x16x1xf32>) -> tensor<1x8x2x16x16xf32>
    %635 = stablehlo.divide %625, %634 : tensor<1x8x2x16x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%633 init: %cst_141) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x2x16x1xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [1, 2, 3] : (tensor<8x2x16xf32>) -> tensor<1x8x2x16xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x8x2x16x16xf32>
    %639 = stablehlo.add %635, %638 : tensor<1x8x2x16x16xf32>
    %640 = stablehlo.multiply %639, %78 : tensor<1x8x2x16x16xf32>
    %641 = call @_where_9(%55, %56#1, %640) : (tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    %cst_142 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x2x16x1x16xf32>
    %643 = stablehlo.multiply %641, %642 : tensor<8x2x16x1x16xf32>
    %644 = stablehlo.dot_general %643, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x1x16xf32>) -> tensor<8x2x16x16xf32>
    %645 = stablehlo.transpose %644, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %646 = stablehlo.dot_general %643, %40, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x1x16xf32>, tensor<8x16x2x16xf32>) -> tensor<8x2x16x1x16xf32>
    %647 = stablehlo.transpose %646, dims = [0, 2, 1, 3, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<8x16x2x1x16xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x16x2x1x16xf32>) -> tensor<8x16x2x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%627 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%650 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %652 = stablehlo.dot_general %627, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %653 = stablehlo.transpose %652, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %654 = stablehlo.dot_general %627, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %655 = stablehlo.add %614, %654 : tensor<8x16x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%645 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %657 = stablehlo.reshape %656 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %659 = stablehlo.dot_general %645, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %660 = stablehlo.transpose %659, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %661 = stablehlo.dot_general %645, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %662 = stablehlo.add %655, %661 : tensor<8x16x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%648 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %666 = stablehlo.dot_general %648, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<8x16x32xf32>) -> tensor<2x16x32xf32>
    %667 = stablehlo.transpose %666, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %668 = stablehlo.dot_general %648, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<8x16x32xf32>
    %669 = stablehlo.add %662, %668 : tensor<8x16x32xf32>
    %670 = stablehlo.multiply %5, %669 : tensor<8x16x32xf32>
    %671 = stablehlo.multiply %669, %21 : tensor<8x16x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%669 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %673 = stablehlo.reshape %672 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %674 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %675 = stablehlo.multiply %674, %669 : tensor<8x16x32xf32>
    %676 = stablehlo.add %670, %675 : tensor<8x16x32xf32>
    %677 = stablehlo.multiply %669, %21 : tensor<8x16x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%677 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %679 = stablehlo.reshape %678 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %680 = stablehlo.negate %679 : tensor<8x16x1xf32>
    %681 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %682 = stablehlo.multiply %681, %676 : tensor<8x16x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.reshape %683 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %685 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %686 = stablehlo.multiply %676, %685 : tensor<8x16x32xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %688 = stablehlo.reshape %687 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %689 = stablehlo.multiply %688, %18 : tensor<8x16x1xf32>
    %690 = stablehlo.reshape %673 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %691 = stablehlo.reshape %684 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %692 = call @_var_7(%10#1, %10#2, %10#3, %10#4, %689) : (tensor<8x16x32xf32>, tensor<f32>, tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %693 = stablehlo.add %671, %692 : tensor<8x16x32xf32>
    %cst_153 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %695 = stablehlo.divide %680, %694 : tensor<8x16x1xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x32xf32>
    %698 = stablehlo.add %693, %697 : tensor<8x16x32xf32>
    %699 = call @_take_10(%3#1, %698) : (tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<2x32xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%698 init: %cst_155) applies stablehlo.add across dimensions = [0] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %c_157 = stablehlo.constant dense<0> : tensor<i32>
    %c_158 = stablehlo.constant dense<0> : tensor<i32>
    %702 = stablehlo.dynamic_update_slice %701, %700, %c_157, %c_158 : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %703 = call @_take_11(%0#1, %698) : (tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<512x32xf32>
    %cst_159 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<512x32xf32>
    %705 = stablehlo.multiply %704, %703 : tensor<512x32xf32>
    %cst_160 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %707 = stablehlo.multiply %706, %702 : tensor<16x32xf32>
    %cst_161 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %709 = stablehlo.multiply %708, %699 : tensor<2x32xf32>
    %cst_162 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.multiply %710, %691 : tensor<32xf32>
    %cst_163 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %713 = stablehlo.multiply %712, %690 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %715 = stablehlo.multiply %714, %667 : tensor<32x2x16xf32>
    %cst_165 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %717 = stablehlo.multiply %716, %665 : tensor<2x16xf32>
    %cst_166 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %719 = stablehlo.multiply %718, %660 : tensor<32x2x16xf32>
    %cst_167 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %721 = stablehlo.multiply %720, %658 : tensor<2x16xf32>
    %cst_168 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %723 = stablehlo.multiply %722, %653 : tensor<32x2x16xf32>
    %cst_169 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %725 = stablehlo.multiply %724, %651 : tensor<2x16xf32>
    %cst_170 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %727 = stablehlo.multiply %726, %619 : tensor<2x16x32xf32>
    %cst_171 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.multiply %728, %617 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %731 = stablehlo.multiply %730, %607 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %733 = stablehlo.multiply %732, %606 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.multiply %734, %551 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.multiply %736, %550 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %739 = stablehlo.multiply %738, %583 : tensor<32x64xf32>
    %cst_177 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %741 = stablehlo.multiply %740, %581 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %743 = stablehlo.multiply %742, %563 : tensor<64x32xf32>
    %cst_179 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %745 = stablehlo.multiply %744, %561 : tensor<32xf32>
    %cst_180 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %747 = stablehlo.multiply %746, %527 : tensor<32x2x16xf32>
    %cst_181 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %749 = stablehlo.multiply %748, %525 : tensor<2x16xf32>
    %cst_182 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %751 = stablehlo.multiply %750, %520 : tensor<32x2x16xf32>
    %cst_183 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %753 = stablehlo.multiply %752, %518 : tensor<2x16xf32>
    %cst_184 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %755 = stablehlo.multiply %754, %513 : tensor<32x2x16xf32>
    %cst_185 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %757 = stablehlo.multiply %756, %511 : tensor<2x16xf32>
    %cst_186 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %759 = stablehlo.multiply %758, %479 : tensor<2x16x32xf32>
    %cst_187 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.multiply %760, %477 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %763 = stablehlo.multiply %762, %467 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.multiply %764, %466 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %767 = stablehlo.multiply %766, %411 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.multiply %768, %410 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %771 = stablehlo.multiply %770, %443 : tensor<32x64xf32>
    %cst_193 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %773 = stablehlo.multiply %772, %441 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %775 = stablehlo.multiply %774, %423 : tensor<64x32xf32>
    %cst_195 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.multiply %776, %421 : tensor<32xf32>
    %cst_196 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %779 = stablehlo.multiply %778, %386 : tensor<32x32xf32>
    %cst_197 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %781 = stablehlo.multiply %780, %384 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32x2xf32>
    %783 = stablehlo.multiply %782, %377 : tensor<32x2xf32>
    %cst_199 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %785 = stablehlo.multiply %784, %375 : tensor<2xf32>
    %786 = stablehlo.add %arg0, %705 : tensor<512x32xf32>
    %787 = stablehlo.add %arg1, %707 : tensor<16x32xf32>
    %788 = stablehlo.add %arg2, %709 : tensor<2x32xf32>
    %789 = stablehlo.add %arg3, %711 : tensor<32xf32>
    %790 = stablehlo.add %arg4, %713 : tensor<32xf32>
    %791 = stablehlo.add %arg5, %715 : tensor<32x2x16xf32>
    %792 = stablehlo.add %arg6, %717 : tensor<2x16xf32>
    %793 = stablehlo.add %arg7, %719 : tensor<32x2x16xf32>
    %794 = stablehlo.add %arg8, %721 : tensor<2x16xf32>
    %795 = stablehlo.add %arg9, %723 : tensor<32x2x16xf32>
    %796 = stablehlo.add %arg10, %725 : tensor<2x16xf32>
    %797 = stablehlo.add %arg11, %727 : tensor<2x16x32xf32>
    %798 = stablehlo.add %arg12, %729 : tensor<32xf32>
    %799 = stablehlo.add %arg13, %731 : tensor<32xf32>
    %800 = stablehlo.add %arg14, %733 : tensor<32xf32>
    %801 = stablehlo.add %arg15, %735 : tensor<32xf32>
    %802 = stablehlo.add %arg16, %737 : tensor<32xf32>
    %803 = stablehlo.add %arg17, %739 : tensor<32x64xf32>
    %804 = stablehlo.add %arg18, %741 : tensor<64xf32>
    %805 = stablehlo.add %arg19, %743 : tensor<64x32xf32>
    %806 = stablehlo.add %arg20, %745 : tensor<32xf32>
    %807 = stablehlo.add %arg21, %747 : tensor<32x2x16xf32>
    %808 = stablehlo.add %arg22, %749 : tensor<2x16xf32>
    %809 = stablehlo.add %arg23, %751 : tensor<32x2x16xf32>
    %810 = stablehlo.add %arg24, %753 : tensor<2x16xf32>
    %811 = stablehlo.add %arg25, %755 : tensor<32x2x16xf32>
    %812 = stablehlo.add %arg26, %757 : tensor<2x16xf32>
    %813 = stablehlo.add %arg27, %759 : tensor<2x16x32xf32>
    %814 = stablehlo.add %arg28, %761 : tensor<32xf32>
    %815 = stablehlo.add %arg29, %763 : tensor<32xf32>
    %816 = stablehlo.add %arg30, %765 : tensor<32xf32>
    %817 = stablehlo.add %arg31, %767 : tensor<32xf32>
    %818 = stablehlo.add %arg32, %769 : tensor<32xf32>
    %819 = stablehlo.add %arg33, %771 : tensor<32x64xf32>
    %820 = stablehlo.add %arg34, %773 : tensor<64xf32>
    %821 = stablehlo.add %arg35, %775 : tensor<64x32xf32>
    %822 = stablehlo.add %arg36, %777 : tensor<32xf32>
    %823 = stablehlo.add %arg37, %779 : tensor<32x32xf32>
    %824 = stablehlo.add %arg38, %781 : tensor<32xf32>
    %825 = stablehlo.add %arg39, %783 : tensor<32x2xf32>
    %826 = stablehlo.add %arg40, %785 : tensor<2xf32>
    return %786, %787, %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %358 : tensor<512x32xf32>, tensor<16x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<2x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x2xf32>, tensor<2xf32>, tensor<f32>
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
  func.func private @_take_0(%arg0: tensor<2x32xf32>, %arg1: tensor<8x16xi32>) -> (tensor<8x16x32xf32>, tensor<8x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<8x16x1xi32>) -> tensor<8x16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    return %16, %5 : tensor<8x16x32xf32>, tensor<8x16x1xi32>
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
  func.func private @_where_2(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<8x2x16x1x16xf32>, %arg2: tensor<f32>) -> (tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x2x16x16xf32>) -> tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x2x16x1x16xf32>) -> tensor<1x8x2x16x16xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    return %3, %4 : tensor<1x8x2x16x16xf32>, tensor<1x8x2x16x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x2xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x2xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take_3(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_4(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_5(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x2xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x2xf32>
    return %1 : tensor<8x2xf32>
  }
  func.func private @_var_7(%arg0: tensor<8x16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x16x1xf32>, %arg4: tensor<8x16x1xf32>) -> tensor<8x16x32xf32> {
    %0 = call @_where_8(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
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
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<8x16x1xf32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<8x16x1xf32>
    return %1 : tensor<8x16x1xf32>
  }
  func.func private @_where_9(%arg0: tensor<1x8x2x16x16xi1>, %arg1: tensor<1x8x2x16x16xf32>, %arg2: tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<1x8x2x16x16xi1>, tensor<1x8x2x16x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x16x16xf32>) -> tensor<8x2x16x1x16xf32>
    return %2 : tensor<8x2x16x1x16xf32>
  }
  func.func private @_take_10(%arg0: tensor<8x16x1xi32>, %arg1: tensor<8x16x32xf32>) -> tensor<2x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<8x16x1xi32>, tensor<8x16x32xf32>) -> tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
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
