module {
  func.func @main(%arg0: tensor<8x12xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x12xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<8x12xi64> {jax.arg_info = "input['decoder_input_ids']", tag.role = "batch"}, %arg3: tensor<128x32xf32> {jax.arg_info = "param['model.shared.weight']", tag.role = "param"}, %arg4: tensor<34x32xf32> {jax.arg_info = "param['model.encoder.embed_positions.weight']", tag.role = "param"}, %arg5: tensor<32x32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.k_proj.weight']", tag.role = "param"}, %arg6: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.k_proj.bias']", tag.role = "param"}, %arg7: tensor<32x32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.v_proj.weight']", tag.role = "param"}, %arg8: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.v_proj.bias']", tag.role = "param"}, %arg9: tensor<32x32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.q_proj.weight']", tag.role = "param"}, %arg10: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.q_proj.bias']", tag.role = "param"}, %arg11: tensor<32x32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.out_proj.weight']", tag.role = "param"}, %arg12: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn.out_proj.bias']", tag.role = "param"}, %arg13: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn_layer_norm.weight']", tag.role = "param"}, %arg14: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.self_attn_layer_norm.bias']", tag.role = "param"}, %arg15: tensor<64x32xf32> {jax.arg_info = "param['model.encoder.layers.0.fc1.weight']", tag.role = "param"}, %arg16: tensor<64xf32> {jax.arg_info = "param['model.encoder.layers.0.fc1.bias']", tag.role = "param"}, %arg17: tensor<32x64xf32> {jax.arg_info = "param['model.encoder.layers.0.fc2.weight']", tag.role = "param"}, %arg18: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.fc2.bias']", tag.role = "param"}, %arg19: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.final_layer_norm.weight']", tag.role = "param"}, %arg20: tensor<32xf32> {jax.arg_info = "param['model.encoder.layers.0.final_layer_norm.bias']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['model.encoder.layernorm_embedding.weight']", tag.role = "param"}, %arg22: tensor<32xf32> {jax.arg_info = "param['model.encoder.layernorm_embedding.bias']", tag.role = "param"}, %arg23: tensor<34x32xf32> {jax.arg_info = "param['model.decoder.embed_positions.weight']", tag.role = "param"}, %arg24: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.k_proj.weight']", tag.role = "param"}, %arg25: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.k_proj.bias']", tag.role = "param"}, %arg26: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.v_proj.weight']", tag.role = "param"}, %arg27: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.v_proj.bias']", tag.role = "param"}, %arg28: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.q_proj.weight']", tag.role = "param"}, %arg29: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.q_proj.bias']", tag.role = "param"}, %arg30: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.out_proj.weight']", tag.role = "param"}, %arg31: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn.out_proj.bias']", tag.role = "param"}, %arg32: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn_layer_norm.weight']", tag.role = "param"}, %arg33: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.self_attn_layer_norm.bias']", tag.role = "param"}, %arg34: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.k_proj.weight']", tag.role = "param"}, %arg35: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.k_proj.bias']", tag.role = "param"}, %arg36: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.v_proj.weight']", tag.role = "param"}, %arg37: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.v_proj.bias']", tag.role = "param"}, %arg38: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.q_proj.weight']", tag.role = "param"}, %arg39: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.q_proj.bias']", tag.role = "param"}, %arg40: tensor<32x32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.out_proj.weight']", tag.role = "param"}, %arg41: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn.out_proj.bias']", tag.role = "param"}, %arg42: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn_layer_norm.weight']", tag.role = "param"}, %arg43: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.encoder_attn_layer_norm.bias']", tag.role = "param"}, %arg44: tensor<64x32xf32> {jax.arg_info = "param['model.decoder.layers.0.fc1.weight']", tag.role = "param"}, %arg45: tensor<64xf32> {jax.arg_info = "param['model.decoder.layers.0.fc1.bias']", tag.role = "param"}, %arg46: tensor<32x64xf32> {jax.arg_info = "param['model.decoder.layers.0.fc2.weight']", tag.role = "param"}, %arg47: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.fc2.bias']", tag.role = "param"}, %arg48: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.final_layer_norm.weight']", tag.role = "param"}, %arg49: tensor<32xf32> {jax.arg_info = "param['model.decoder.layers.0.final_layer_norm.bias']", tag.role = "param"}, %arg50: tensor<32xf32> {jax.arg_info = "param['model.decoder.layernorm_embedding.weight']", tag.role = "param"}, %arg51: tensor<32xf32> {jax.arg_info = "param['model.decoder.layernorm_embedding.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['model.shared.weight']"}, tensor<34x32xf32> {jax.result_info = "grad['model.encoder.embed_positions.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.k_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.k_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.v_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.v_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.q_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.q_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.out_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn.out_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn_layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.self_attn_layer_norm.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['model.encoder.layers.0.fc1.weight']"}, tensor<64xf32> {jax.result_info = "grad['model.encoder.layers.0.fc1.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['model.encoder.layers.0.fc2.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.fc2.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.final_layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layers.0.final_layer_norm.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layernorm_embedding.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.encoder.layernorm_embedding.bias']"}, tensor<34x32xf32> {jax.result_info = "grad['model.decoder.embed_positions.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.k_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.k_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.v_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.v_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.q_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.q_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.out_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn.out_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn_layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.self_attn_layer_norm.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.k_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.k_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.v_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.v_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.q_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.q_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.out_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn.out_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn_layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.encoder_attn_layer_norm.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['model.decoder.layers.0.fc1.weight']"}, tensor<64xf32> {jax.result_info = "grad['model.decoder.layers.0.fc1.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['model.decoder.layers.0.fc2.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.fc2.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.final_layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layers.0.final_layer_norm.bias']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layernorm_embedding.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.decoder.layernorm_embedding.bias']"}) {
    %c = stablehlo.constant dense<-1> : tensor<8x12xi64>
    %c_0 = stablehlo.constant dense<34> : tensor<8x12xi64>
    %c_1 = stablehlo.constant dense<127> : tensor<i64>
    %c_2 = stablehlo.constant dense<-128> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<8x12xi64>
    %c_4 = stablehlo.constant dense<128> : tensor<8x12xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<8x12xi64>
    %c_6 = stablehlo.constant dense<33> : tensor<i64>
    %c_7 = stablehlo.constant dense<-34> : tensor<i64>
    %c_8 = stablehlo.constant dense<-1> : tensor<1x12xi64>
    %c_9 = stablehlo.constant dense<34> : tensor<1x12xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<1x12xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<96x1xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<96x1xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<96xi64>
    %c_14 = stablehlo.constant dense<-100> : tensor<96xi64>
    %c_15 = stablehlo.constant dense<2> : tensor<1x12xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<1x1x12x1xi64>
    %c_17 = stablehlo.constant dense<2> : tensor<8x12xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<12xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<12xi64>
    %c_20 = stablehlo.constant dense<12> : tensor<i64>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<34x32xf32>
    %cst_23 = stablehlo.constant dense<-1.000000e+00> : tensor<96x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<96x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<1x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<8x12x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<8x12x64xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<8x12x64xf32>
    %cst_35 = stablehlo.constant dense<-4.000000e+00> : tensor<8x12x64xf32>
    %cst_36 = stablehlo.constant dense<4.000000e+00> : tensor<8x12x64xf32>
    %cst_37 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x12x64xf32>
    %cst_38 = stablehlo.constant dense<2.77068146E-8> : tensor<8x12x64xf32>
    %cst_39 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x12x64xf32>
    %cst_40 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x12x64xf32>
    %cst_41 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x12x64xf32>
    %cst_42 = stablehlo.constant dense<-2.954600e-03> : tensor<8x12x64xf32>
    %cst_43 = stablehlo.constant dense<-0.0160960332> : tensor<8x12x64xf32>
    %cst_44 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x12x64xf32>
    %cst_45 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x12x64xf32>
    %cst_46 = stablehlo.constant dense<-0.00168282702> : tensor<8x12x64xf32>
    %cst_47 = stablehlo.constant dense<-0.00737332925> : tensor<8x12x64xf32>
    %cst_48 = stablehlo.constant dense<-0.0142647391> : tensor<8x12x64xf32>
    %cst_49 = stablehlo.constant dense<-1.000000e+00> : tensor<8x12x64xf32>
    %cst_50 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_51 = arith.constant dense<1> : tensor<1xi64>
    %cst_52 = arith.constant dense<32> : tensor<1xi64>
    %cst_53 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_54 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_55 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_56 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_57 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_58 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg3, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x12xi64>) -> tensor<8x12x32xf32>
    %1 = stablehlo.convert %0 : tensor<8x12x32xf32>
    %2 = stablehlo.convert %cst_50 : (tensor<1xf64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<8x12x32xf32>
    %6 = stablehlo.convert %c_21 : (tensor<i64>) -> tensor<f64>
    %7 = stablehlo.convert %c_20 : (tensor<i64>) -> tensor<f64>
    %8 = stablehlo.divide %7, %6 : tensor<f64>
    %9 = stablehlo.ceil %8 : tensor<f64>
    %10 = stablehlo.convert %9 : (tensor<f64>) -> tensor<i64>
    %11 = stablehlo.reshape %10 : (tensor<i64>) -> tensor<1xi64>
    %12 = stablehlo.dynamic_iota %11, dim = 0 : (tensor<1xi64>) -> tensor<12xi64>
    %13 = stablehlo.multiply %12, %c_19 : tensor<12xi64>
    %14 = stablehlo.add %13, %c_18 : tensor<12xi64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<12xi64>) -> tensor<8x12xi64>
    %16 = stablehlo.add %15, %c_17 : tensor<8x12xi64>
    %17 = "stablehlo.gather"(%arg4, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<8x12xi64>) -> tensor<8x12x32xf32>
    %18 = stablehlo.convert %17 : tensor<8x12x32xf32>
    %19 = stablehlo.add %5, %18 : tensor<8x12x32xf32>
    %20 = stablehlo.convert %19 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %21 = stablehlo.reduce(%20 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %22 = stablehlo.reshape %21 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %23 = stablehlo.convert %cst_52 : (tensor<1xi64>) -> tensor<1xf64>
    %24 = stablehlo.reshape %23 : (tensor<1xf64>) -> tensor<f64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f64>) -> tensor<8x12x1xf64>
    %26 = stablehlo.divide %22, %25 : tensor<8x12x1xf64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %28 = stablehlo.subtract %20, %27 : tensor<8x12x32xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<8x12x32xf64>
    %30 = stablehlo.reduce(%29 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %31 = stablehlo.reshape %30 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %32 = stablehlo.divide %31, %25 : tensor<8x12x1xf64>
    %33 = stablehlo.convert %32 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %34 = stablehlo.reduce(%19 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %36 = stablehlo.convert %cst_52 : (tensor<1xi64>) -> tensor<1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1xf32>) -> tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %39 = stablehlo.divide %35, %38 : tensor<8x12x1xf32>
    %40 = stablehlo.convert %cst_53 : (tensor<1xf64>) -> tensor<1xf32>
    %41 = stablehlo.reshape %40 : (tensor<1xf32>) -> tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %43 = stablehlo.add %33, %42 : tensor<8x12x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<8x12x1xf32>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %46 = stablehlo.subtract %19, %45 : tensor<8x12x32xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<8x12x32xf32>
    %49 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<8x12x32xf32>
    %51 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x12x32xf32>
    %53 = stablehlo.add %14, %c_18 : tensor<12xi64>
    %54 = stablehlo.reshape %53 : (tensor<12xi64>) -> tensor<1x12xi64>
    %55 = stablehlo.reshape %54 : (tensor<1x12xi64>) -> tensor<1x1x12xi64>
    %56 = stablehlo.reshape %55 : (tensor<1x1x12xi64>) -> tensor<1x1x12x1xi64>
    %57 = stablehlo.compare GE, %56, %c_16, SIGNED : (tensor<1x1x12x1xi64>, tensor<1x1x12x1xi64>) -> tensor<1x1x12x1xi1>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x12x1xi1>) -> tensor<8x1x12x12xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %60 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x12x12xf32>
    %61 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x12x12xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<8x1x12x12xi1>, tensor<8x1x12x12xf32>
    %63 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %64 = stablehlo.reshape %52 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %65 = stablehlo.dot_general %64, %63, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %66 = stablehlo.convert %cst_51 : (tensor<1xi64>) -> tensor<1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1xf32>) -> tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<96x32xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %71 = stablehlo.multiply %arg10, %70 : tensor<32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %73 = stablehlo.add %69, %72 : tensor<96x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %77 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %64, %77, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %79 = stablehlo.multiply %78, %68 : tensor<96x32xf32>
    %80 = stablehlo.multiply %arg6, %70 : tensor<32xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %82 = stablehlo.add %79, %81 : tensor<96x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %84 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %85 = stablehlo.dot_general %64, %84, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %86 = stablehlo.multiply %85, %68 : tensor<96x32xf32>
    %87 = stablehlo.multiply %arg8, %70 : tensor<32xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %89 = stablehlo.add %86, %88 : tensor<96x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %91 = stablehlo.reshape %83 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %93 = stablehlo.reshape %90 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %94 = stablehlo.transpose %93, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %95 = stablehlo.transpose %92, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %96 = stablehlo.reshape %76 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %97 = stablehlo.reshape %95 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %99 = stablehlo.dot_general %96, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %100 = stablehlo.reshape %99 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %101 = stablehlo.convert %cst_54 : (tensor<1xf64>) -> tensor<1xf32>
    %102 = stablehlo.reshape %101 : (tensor<1xf32>) -> tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<8x2x12x12xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<8x2x12x12xf32>
    %105 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xf32>) -> tensor<8x2x12x12xf32>
    %106 = stablehlo.add %104, %105 : tensor<8x2x12x12xf32>
    %107 = stablehlo.reduce(%106 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %110 = stablehlo.subtract %106, %109 : tensor<8x2x12x12xf32>
    %111 = stablehlo.exponential %110 : tensor<8x2x12x12xf32>
    %112 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %115 = stablehlo.divide %111, %114 : tensor<8x2x12x12xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %117 = stablehlo.reshape %94 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %119 = stablehlo.dot_general %116, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %123 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.reshape %122 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %125 = stablehlo.dot_general %124, %123, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %126 = stablehlo.multiply %125, %68 : tensor<96x32xf32>
    %127 = stablehlo.multiply %arg12, %70 : tensor<32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %129 = stablehlo.add %126, %128 : tensor<96x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %131 = stablehlo.add %52, %130 : tensor<8x12x32xf32>
    %132 = stablehlo.convert %131 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %133 = stablehlo.reduce(%132 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %134 = stablehlo.reshape %133 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %135 = stablehlo.divide %134, %25 : tensor<8x12x1xf64>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %137 = stablehlo.subtract %132, %136 : tensor<8x12x32xf64>
    %138 = stablehlo.multiply %137, %137 : tensor<8x12x32xf64>
    %139 = stablehlo.reduce(%138 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %140 = stablehlo.reshape %139 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %141 = stablehlo.divide %140, %25 : tensor<8x12x1xf64>
    %142 = stablehlo.convert %141 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %143 = stablehlo.reduce(%131 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %145 = stablehlo.divide %144, %38 : tensor<8x12x1xf32>
    %146 = stablehlo.add %142, %42 : tensor<8x12x1xf32>
    %147 = stablehlo.rsqrt %146 : tensor<8x12x1xf32>
    %148 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %149 = stablehlo.subtract %131, %148 : tensor<8x12x32xf32>
    %150 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<8x12x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x12x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %155 = stablehlo.add %153, %154 : tensor<8x12x32xf32>
    %156 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.reshape %155 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %158 = stablehlo.dot_general %157, %156, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %159 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<96x64xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<96x64xf32>
    %161 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %162 = stablehlo.multiply %arg16, %161 : tensor<64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [1] : (tensor<64xf32>) -> tensor<96x64xf32>
    %164 = stablehlo.add %160, %163 : tensor<96x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %166 = stablehlo.multiply %165, %cst_34 : tensor<8x12x64xf32>
    %167 = stablehlo.rsqrt %cst_33 : tensor<8x12x64xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<8x12x64xf32>
    %169 = stablehlo.clamp %cst_35, %168, %cst_36 : tensor<8x12x64xf32>
    %170 = stablehlo.multiply %169, %169 : tensor<8x12x64xf32>
    %171 = stablehlo.multiply %cst_37, %170 : tensor<8x12x64xf32>
    %172 = stablehlo.add %171, %cst_38 : tensor<8x12x64xf32>
    %173 = stablehlo.multiply %172, %170 : tensor<8x12x64xf32>
    %174 = stablehlo.add %173, %cst_39 : tensor<8x12x64xf32>
    %175 = stablehlo.multiply %174, %170 : tensor<8x12x64xf32>
    %176 = stablehlo.add %175, %cst_40 : tensor<8x12x64xf32>
    %177 = stablehlo.multiply %176, %170 : tensor<8x12x64xf32>
    %178 = stablehlo.add %177, %cst_41 : tensor<8x12x64xf32>
    %179 = stablehlo.multiply %178, %170 : tensor<8x12x64xf32>
    %180 = stablehlo.add %179, %cst_42 : tensor<8x12x64xf32>
    %181 = stablehlo.multiply %180, %170 : tensor<8x12x64xf32>
    %182 = stablehlo.add %181, %cst_43 : tensor<8x12x64xf32>
    %183 = stablehlo.multiply %cst_44, %170 : tensor<8x12x64xf32>
    %184 = stablehlo.add %183, %cst_45 : tensor<8x12x64xf32>
    %185 = stablehlo.multiply %184, %170 : tensor<8x12x64xf32>
    %186 = stablehlo.add %185, %cst_46 : tensor<8x12x64xf32>
    %187 = stablehlo.multiply %186, %170 : tensor<8x12x64xf32>
    %188 = stablehlo.add %187, %cst_47 : tensor<8x12x64xf32>
    %189 = stablehlo.multiply %188, %170 : tensor<8x12x64xf32>
    %190 = stablehlo.add %189, %cst_48 : tensor<8x12x64xf32>
    %191 = stablehlo.multiply %169, %182 : tensor<8x12x64xf32>
    %192 = stablehlo.divide %191, %190 : tensor<8x12x64xf32>
    %193 = stablehlo.clamp %cst_49, %192, %cst_32 : tensor<8x12x64xf32>
    %194 = stablehlo.add %193, %cst_32 : tensor<8x12x64xf32>
    %195 = stablehlo.multiply %194, %166 : tensor<8x12x64xf32>
    %196 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %197 = stablehlo.reshape %195 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %198 = stablehlo.dot_general %197, %196, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %199 = stablehlo.multiply %198, %68 : tensor<96x32xf32>
    %200 = stablehlo.multiply %arg18, %70 : tensor<32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %202 = stablehlo.add %199, %201 : tensor<96x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %204 = stablehlo.add %155, %203 : tensor<8x12x32xf32>
    %205 = stablehlo.convert %204 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %206 = stablehlo.reduce(%205 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %207 = stablehlo.reshape %206 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %208 = stablehlo.divide %207, %25 : tensor<8x12x1xf64>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %210 = stablehlo.subtract %205, %209 : tensor<8x12x32xf64>
    %211 = stablehlo.multiply %210, %210 : tensor<8x12x32xf64>
    %212 = stablehlo.reduce(%211 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %213 = stablehlo.reshape %212 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %214 = stablehlo.divide %213, %25 : tensor<8x12x1xf64>
    %215 = stablehlo.convert %214 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %216 = stablehlo.reduce(%204 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %218 = stablehlo.divide %217, %38 : tensor<8x12x1xf32>
    %219 = stablehlo.add %215, %42 : tensor<8x12x1xf32>
    %220 = stablehlo.rsqrt %219 : tensor<8x12x1xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %222 = stablehlo.subtract %204, %221 : tensor<8x12x32xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<8x12x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x12x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %228 = stablehlo.add %226, %227 : tensor<8x12x32xf32>
    %229 = "stablehlo.gather"(%arg3, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x12xi64>) -> tensor<8x12x32xf32>
    %230 = stablehlo.convert %229 : tensor<8x12x32xf32>
    %231 = stablehlo.multiply %230, %4 : tensor<8x12x32xf32>
    %232 = stablehlo.reshape %55 : (tensor<1x1x12xi64>) -> tensor<1x1x1x12xi64>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xi64>) -> tensor<1x1x12x12xi64>
    %234 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x12x1xi64>) -> tensor<1x1x12x12xi64>
    %235 = stablehlo.compare LE, %233, %234, SIGNED : (tensor<1x1x12x12xi64>, tensor<1x1x12x12xi64>) -> tensor<1x1x12x12xi1>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %238 = stablehlo.select %237, %60, %61 : tensor<8x1x12x12xi1>, tensor<8x1x12x12xf32>
    %239 = stablehlo.add %54, %c_15 : tensor<1x12xi64>
    %240 = "stablehlo.gather"(%arg23, %239) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<1x12xi64>) -> tensor<1x12x32xf32>
    %241 = stablehlo.convert %240 : tensor<1x12x32xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x12x32xf32>) -> tensor<8x12x32xf32>
    %243 = stablehlo.add %231, %242 : tensor<8x12x32xf32>
    %244 = stablehlo.convert %243 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %245 = stablehlo.reduce(%244 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %246 = stablehlo.reshape %245 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %247 = stablehlo.divide %246, %25 : tensor<8x12x1xf64>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %249 = stablehlo.subtract %244, %248 : tensor<8x12x32xf64>
    %250 = stablehlo.multiply %249, %249 : tensor<8x12x32xf64>
    %251 = stablehlo.reduce(%250 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %252 = stablehlo.reshape %251 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %253 = stablehlo.divide %252, %25 : tensor<8x12x1xf64>
    %254 = stablehlo.convert %253 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %255 = stablehlo.reduce(%243 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %257 = stablehlo.divide %256, %38 : tensor<8x12x1xf32>
    %258 = stablehlo.add %254, %42 : tensor<8x12x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<8x12x1xf32>
    %260 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %261 = stablehlo.subtract %243, %260 : tensor<8x12x32xf32>
    %262 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<8x12x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %265 = stablehlo.multiply %263, %264 : tensor<8x12x32xf32>
    %266 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %267 = stablehlo.add %265, %266 : tensor<8x12x32xf32>
    %268 = stablehlo.transpose %arg28, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %269 = stablehlo.reshape %267 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %270 = stablehlo.dot_general %269, %268, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %271 = stablehlo.multiply %270, %68 : tensor<96x32xf32>
    %272 = stablehlo.multiply %arg29, %70 : tensor<32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %274 = stablehlo.add %271, %273 : tensor<96x32xf32>
    %275 = stablehlo.reshape %274 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %278 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %279 = stablehlo.dot_general %269, %278, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %280 = stablehlo.multiply %279, %68 : tensor<96x32xf32>
    %281 = stablehlo.multiply %arg25, %70 : tensor<32xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %283 = stablehlo.add %280, %282 : tensor<96x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %285 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = stablehlo.dot_general %269, %285, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %287 = stablehlo.multiply %286, %68 : tensor<96x32xf32>
    %288 = stablehlo.multiply %arg27, %70 : tensor<32xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %290 = stablehlo.add %287, %289 : tensor<96x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %292 = stablehlo.reshape %284 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %293 = stablehlo.transpose %292, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %294 = stablehlo.reshape %291 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %296 = stablehlo.transpose %293, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %297 = stablehlo.reshape %277 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %298 = stablehlo.reshape %296 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %300 = stablehlo.dot_general %297, %299, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %301 = stablehlo.reshape %300 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %302 = stablehlo.multiply %301, %103 : tensor<8x2x12x12xf32>
    %303 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xf32>) -> tensor<8x2x12x12xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x2x12x12xf32>
    %305 = stablehlo.reduce(%304 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %308 = stablehlo.subtract %304, %307 : tensor<8x2x12x12xf32>
    %309 = stablehlo.exponential %308 : tensor<8x2x12x12xf32>
    %310 = stablehlo.reduce(%309 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %311 = stablehlo.reshape %310 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %313 = stablehlo.divide %309, %312 : tensor<8x2x12x12xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %315 = stablehlo.reshape %295 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %317 = stablehlo.dot_general %314, %316, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %321 = stablehlo.transpose %arg30, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %322 = stablehlo.reshape %320 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %323 = stablehlo.dot_general %322, %321, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %324 = stablehlo.multiply %323, %68 : tensor<96x32xf32>
    %325 = stablehlo.multiply %arg31, %70 : tensor<32xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %327 = stablehlo.add %324, %326 : tensor<96x32xf32>
    %328 = stablehlo.reshape %327 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %329 = stablehlo.add %267, %328 : tensor<8x12x32xf32>
    %330 = stablehlo.convert %329 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %331 = stablehlo.reduce(%330 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %332 = stablehlo.reshape %331 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %333 = stablehlo.divide %332, %25 : tensor<8x12x1xf64>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %335 = stablehlo.subtract %330, %334 : tensor<8x12x32xf64>
    %336 = stablehlo.multiply %335, %335 : tensor<8x12x32xf64>
    %337 = stablehlo.reduce(%336 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %338 = stablehlo.reshape %337 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %339 = stablehlo.divide %338, %25 : tensor<8x12x1xf64>
    %340 = stablehlo.convert %339 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %341 = stablehlo.reduce(%329 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %342 = stablehlo.reshape %341 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %343 = stablehlo.divide %342, %38 : tensor<8x12x1xf32>
    %344 = stablehlo.add %340, %42 : tensor<8x12x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<8x12x1xf32>
    %346 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %347 = stablehlo.subtract %329, %346 : tensor<8x12x32xf32>
    %348 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %349 = stablehlo.multiply %347, %348 : tensor<8x12x32xf32>
    %350 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<8x12x32xf32>
    %352 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %353 = stablehlo.add %351, %352 : tensor<8x12x32xf32>
    %354 = stablehlo.transpose %arg38, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %355 = stablehlo.reshape %353 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %356 = stablehlo.dot_general %355, %354, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %357 = stablehlo.multiply %356, %68 : tensor<96x32xf32>
    %358 = stablehlo.multiply %arg39, %70 : tensor<32xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %360 = stablehlo.add %357, %359 : tensor<96x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %363 = stablehlo.transpose %362, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %364 = stablehlo.transpose %arg34, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %365 = stablehlo.reshape %228 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %366 = stablehlo.dot_general %365, %364, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %367 = stablehlo.multiply %366, %68 : tensor<96x32xf32>
    %368 = stablehlo.multiply %arg35, %70 : tensor<32xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %370 = stablehlo.add %367, %369 : tensor<96x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %372 = stablehlo.transpose %arg36, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %373 = stablehlo.dot_general %365, %372, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %374 = stablehlo.multiply %373, %68 : tensor<96x32xf32>
    %375 = stablehlo.multiply %arg37, %70 : tensor<32xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %377 = stablehlo.add %374, %376 : tensor<96x32xf32>
    %378 = stablehlo.reshape %377 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %379 = stablehlo.reshape %371 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %380 = stablehlo.transpose %379, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %381 = stablehlo.reshape %378 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %382 = stablehlo.transpose %381, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %383 = stablehlo.transpose %380, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %384 = stablehlo.reshape %363 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %385 = stablehlo.reshape %383 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %387 = stablehlo.dot_general %384, %386, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %388 = stablehlo.reshape %387 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %389 = stablehlo.multiply %388, %103 : tensor<8x2x12x12xf32>
    %390 = stablehlo.add %389, %105 : tensor<8x2x12x12xf32>
    %391 = stablehlo.reduce(%390 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %394 = stablehlo.subtract %390, %393 : tensor<8x2x12x12xf32>
    %395 = stablehlo.exponential %394 : tensor<8x2x12x12xf32>
    %396 = stablehlo.reduce(%395 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %397 = stablehlo.reshape %396 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %399 = stablehlo.divide %395, %398 : tensor<8x2x12x12xf32>
    %400 = stablehlo.reshape %399 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %401 = stablehlo.reshape %382 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %403 = stablehlo.dot_general %400, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %404 = stablehlo.reshape %403 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %405 = stablehlo.transpose %404, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %407 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %408 = stablehlo.reshape %406 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %409 = stablehlo.dot_general %408, %407, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %410 = stablehlo.multiply %409, %68 : tensor<96x32xf32>
    %411 = stablehlo.multiply %arg41, %70 : tensor<32xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %413 = stablehlo.add %410, %412 : tensor<96x32xf32>
    %414 = stablehlo.reshape %413 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %415 = stablehlo.add %353, %414 : tensor<8x12x32xf32>
    %416 = stablehlo.convert %415 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %417 = stablehlo.reduce(%416 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %418 = stablehlo.reshape %417 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %419 = stablehlo.divide %418, %25 : tensor<8x12x1xf64>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %421 = stablehlo.subtract %416, %420 : tensor<8x12x32xf64>
    %422 = stablehlo.multiply %421, %421 : tensor<8x12x32xf64>
    %423 = stablehlo.reduce(%422 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %424 = stablehlo.reshape %423 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %425 = stablehlo.divide %424, %25 : tensor<8x12x1xf64>
    %426 = stablehlo.convert %425 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %427 = stablehlo.reduce(%415 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %429 = stablehlo.divide %428, %38 : tensor<8x12x1xf32>
    %430 = stablehlo.add %426, %42 : tensor<8x12x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<8x12x1xf32>
    %432 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %433 = stablehlo.subtract %415, %432 : tensor<8x12x32xf32>
    %434 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<8x12x32xf32>
    %436 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<8x12x32xf32>
    %438 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %439 = stablehlo.add %437, %438 : tensor<8x12x32xf32>
    %440 = stablehlo.transpose %arg44, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %441 = stablehlo.reshape %439 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %442 = stablehlo.dot_general %441, %440, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %443 = stablehlo.multiply %442, %159 : tensor<96x64xf32>
    %444 = stablehlo.multiply %arg45, %161 : tensor<64xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [1] : (tensor<64xf32>) -> tensor<96x64xf32>
    %446 = stablehlo.add %443, %445 : tensor<96x64xf32>
    %447 = stablehlo.reshape %446 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %448 = stablehlo.multiply %447, %cst_34 : tensor<8x12x64xf32>
    %449 = stablehlo.multiply %447, %167 : tensor<8x12x64xf32>
    %450 = stablehlo.clamp %cst_35, %449, %cst_36 : tensor<8x12x64xf32>
    %451 = stablehlo.multiply %450, %450 : tensor<8x12x64xf32>
    %452 = stablehlo.multiply %cst_37, %451 : tensor<8x12x64xf32>
    %453 = stablehlo.add %452, %cst_38 : tensor<8x12x64xf32>
    %454 = stablehlo.multiply %453, %451 : tensor<8x12x64xf32>
    %455 = stablehlo.add %454, %cst_39 : tensor<8x12x64xf32>
    %456 = stablehlo.multiply %455, %451 : tensor<8x12x64xf32>
    %457 = stablehlo.add %456, %cst_40 : tensor<8x12x64xf32>
    %458 = stablehlo.multiply %457, %451 : tensor<8x12x64xf32>
    %459 = stablehlo.add %458, %cst_41 : tensor<8x12x64xf32>
    %460 = stablehlo.multiply %459, %451 : tensor<8x12x64xf32>
    %461 = stablehlo.add %460, %cst_42 : tensor<8x12x64xf32>
    %462 = stablehlo.multiply %461, %451 : tensor<8x12x64xf32>
    %463 = stablehlo.add %462, %cst_43 : tensor<8x12x64xf32>
    %464 = stablehlo.multiply %cst_44, %451 : tensor<8x12x64xf32>
    %465 = stablehlo.add %464, %cst_45 : tensor<8x12x64xf32>
    %466 = stablehlo.multiply %465, %451 : tensor<8x12x64xf32>
    %467 = stablehlo.add %466, %cst_46 : tensor<8x12x64xf32>
    %468 = stablehlo.multiply %467, %451 : tensor<8x12x64xf32>
    %469 = stablehlo.add %468, %cst_47 : tensor<8x12x64xf32>
    %470 = stablehlo.multiply %469, %451 : tensor<8x12x64xf32>
    %471 = stablehlo.add %470, %cst_48 : tensor<8x12x64xf32>
    %472 = stablehlo.multiply %450, %463 : tensor<8x12x64xf32>
    %473 = stablehlo.divide %472, %471 : tensor<8x12x64xf32>
    %474 = stablehlo.clamp %cst_49, %473, %cst_32 : tensor<8x12x64xf32>
    %475 = stablehlo.add %474, %cst_32 : tensor<8x12x64xf32>
    %476 = stablehlo.multiply %475, %448 : tensor<8x12x64xf32>
    %477 = stablehlo.transpose %arg46, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %478 = stablehlo.reshape %476 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %479 = stablehlo.dot_general %478, %477, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %480 = stablehlo.multiply %479, %68 : tensor<96x32xf32>
    %481 = stablehlo.multiply %arg47, %70 : tensor<32xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [1] : (tensor<32xf32>) -> tensor<96x32xf32>
    %483 = stablehlo.add %480, %482 : tensor<96x32xf32>
    %484 = stablehlo.reshape %483 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %485 = stablehlo.add %439, %484 : tensor<8x12x32xf32>
    %486 = stablehlo.convert %485 : (tensor<8x12x32xf32>) -> tensor<8x12x32xf64>
    %487 = stablehlo.reduce(%486 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %488 = stablehlo.reshape %487 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %489 = stablehlo.divide %488, %25 : tensor<8x12x1xf64>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<8x12x1xf64>) -> tensor<8x12x32xf64>
    %491 = stablehlo.subtract %486, %490 : tensor<8x12x32xf64>
    %492 = stablehlo.multiply %491, %491 : tensor<8x12x32xf64>
    %493 = stablehlo.reduce(%492 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf64>, tensor<f64>) -> tensor<8x12xf64>
    %494 = stablehlo.reshape %493 : (tensor<8x12xf64>) -> tensor<8x12x1xf64>
    %495 = stablehlo.divide %494, %25 : tensor<8x12x1xf64>
    %496 = stablehlo.convert %495 : (tensor<8x12x1xf64>) -> tensor<8x12x1xf32>
    %497 = stablehlo.reduce(%485 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %499 = stablehlo.divide %498, %38 : tensor<8x12x1xf32>
    %500 = stablehlo.add %496, %42 : tensor<8x12x1xf32>
    %501 = stablehlo.rsqrt %500 : tensor<8x12x1xf32>
    %502 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %503 = stablehlo.subtract %485, %502 : tensor<8x12x32xf32>
    %504 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %505 = stablehlo.multiply %503, %504 : tensor<8x12x32xf32>
    %506 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %507 = stablehlo.multiply %505, %506 : tensor<8x12x32xf32>
    %508 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %509 = stablehlo.add %507, %508 : tensor<8x12x32xf32>
    %510 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %511 = stablehlo.reshape %509 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %512 = stablehlo.dot_general %511, %510, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x128xf32>) -> tensor<96x128xf32>
    %513 = stablehlo.reshape %512 : (tensor<96x128xf32>) -> tensor<8x12x128xf32>
    %514 = stablehlo.broadcast_in_dim %cst_29, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<8x12x128xf32>
    %515 = stablehlo.add %513, %514 : tensor<8x12x128xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x12x128xf32>) -> tensor<96x128xf32>
    %517 = stablehlo.reshape %arg1 : (tensor<8x12xi64>) -> tensor<96xi64>
    %518 = stablehlo.reduce(%516 init: %cst_31) applies stablehlo.maximum across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %519 = stablehlo.reshape %518 : (tensor<96xf32>) -> tensor<96x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %521 = stablehlo.subtract %516, %520 : tensor<96x128xf32>
    %522 = stablehlo.exponential %521 : tensor<96x128xf32>
    %523 = stablehlo.reduce(%522 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %524 = stablehlo.reshape %523 : (tensor<96xf32>) -> tensor<96x1xf32>
    %525 = stablehlo.log %524 : tensor<96x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %527 = stablehlo.subtract %521, %526 : tensor<96x128xf32>
    %528 = stablehlo.compare NE, %517, %c_14, SIGNED : (tensor<96xi64>, tensor<96xi64>) -> tensor<96xi1>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0] : (tensor<96xi1>) -> tensor<96xi1>
    %530 = stablehlo.broadcast_in_dim %517, dims = [0] : (tensor<96xi64>) -> tensor<96xi64>
    %531 = stablehlo.select %529, %530, %c_13 : tensor<96xi1>, tensor<96xi64>
    %532 = stablehlo.reshape %531 : (tensor<96xi64>) -> tensor<96x1xi64>
    %533 = stablehlo.iota dim = 0 : tensor<96x1x1xi64>
    %534 = stablehlo.reshape %532 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %535 = stablehlo.concatenate %533, %534, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %536 = "stablehlo.gather"(%527, %535) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<96x128xf32>, tensor<96x1x2xi64>) -> tensor<96x1xf32>
    %537 = stablehlo.reshape %536 : (tensor<96x1xf32>) -> tensor<96xf32>
    %538 = stablehlo.negate %537 : tensor<96xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0] : (tensor<96xf32>) -> tensor<96xf32>
    %540 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %541 = stablehlo.select %529, %539, %540 : tensor<96xi1>, tensor<96xf32>
    %542 = stablehlo.convert %528 : (tensor<96xi1>) -> tensor<96xi64>
    %543 = stablehlo.reduce(%542 init: %c_26) applies stablehlo.add across dimensions = [0] : (tensor<96xi64>, tensor<i64>) -> tensor<i64>
    %544 = stablehlo.convert %543 : (tensor<i64>) -> tensor<f32>
    %545 = stablehlo.reduce(%541 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %546 = stablehlo.divide %545, %544 : tensor<f32>
    %547 = stablehlo.divide %cst_25, %544 : tensor<f32>
    %548 = stablehlo.reshape %517 : (tensor<96xi64>) -> tensor<96x1xi64>
    %549 = stablehlo.compare NE, %548, %c_12, SIGNED : (tensor<96x1xi64>, tensor<96x1xi64>) -> tensor<96x1xi1>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1] : (tensor<96x1xi1>) -> tensor<96x1xi1>
    %551 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<96x1xi64>) -> tensor<96x1xi64>
    %552 = stablehlo.select %550, %551, %c_11 : tensor<96x1xi1>, tensor<96x1xi64>
    %553 = stablehlo.slice %cst_23 [0:96, 0:1] : (tensor<96x1xf32>) -> tensor<96x1xf32>
    %554 = stablehlo.reshape %552 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %555 = stablehlo.concatenate %533, %554, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %556 = "stablehlo.scatter"(%cst_24, %555, %553) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      stablehlo.return %arg53 : tensor<f32>
    }) : (tensor<96x128xf32>, tensor<96x1x2xi64>, tensor<96x1xf32>) -> tensor<96x128xf32>
    %557 = stablehlo.broadcast_in_dim %547, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %558 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %559 = stablehlo.select %550, %557, %558 : tensor<96x1xi1>, tensor<96x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %561 = stablehlo.multiply %556, %560 : tensor<96x128xf32>
    %562 = stablehlo.exponential %527 : tensor<96x128xf32>
    %563 = stablehlo.reduce(%561 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %564 = stablehlo.reshape %563 : (tensor<96xf32>) -> tensor<96x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %566 = stablehlo.multiply %562, %565 : tensor<96x128xf32>
    %567 = stablehlo.subtract %561, %566 : tensor<96x128xf32>
    %568 = stablehlo.reshape %567 : (tensor<96x128xf32>) -> tensor<8x12x128xf32>
    %569 = stablehlo.reshape %568 : (tensor<8x12x128xf32>) -> tensor<96x128xf32>
    %570 = stablehlo.transpose %569, dims = [1, 0] : (tensor<96x128xf32>) -> tensor<128x96xf32>
    %571 = stablehlo.dot_general %570, %511, contracting_dims = [1] x [0] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %572 = stablehlo.transpose %571, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %573 = stablehlo.transpose %510, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %574 = stablehlo.dot_general %569, %573, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x32xf32>) -> tensor<96x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %576 = stablehlo.transpose %572, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %577 = stablehlo.multiply %575, %506 : tensor<8x12x32xf32>
    %578 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<8x12x32xf32>
    %580 = stablehlo.reduce(%577 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %581 = stablehlo.reshape %580 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %582 = stablehlo.multiply %577, %505 : tensor<8x12x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %584 = stablehlo.reshape %583 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %586 = stablehlo.multiply %505, %585 : tensor<8x12x32xf32>
    %587 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %588 = stablehlo.subtract %579, %587 : tensor<8x12x32xf32>
    %589 = stablehlo.subtract %588, %586 : tensor<8x12x32xf32>
    %590 = stablehlo.divide %501, %38 : tensor<8x12x1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %592 = stablehlo.multiply %591, %589 : tensor<8x12x32xf32>
    %593 = stablehlo.multiply %575, %505 : tensor<8x12x32xf32>
    %594 = stablehlo.reduce(%593 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.reduce(%575 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.reshape %592 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %597 = stablehlo.transpose %477, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %598 = stablehlo.dot_general %596, %597, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %599 = stablehlo.transpose %596, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %600 = stablehlo.dot_general %599, %478, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x64xf32>) -> tensor<32x64xf32>
    %601 = stablehlo.transpose %600, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %602 = stablehlo.reduce(%596 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.reshape %602 : (tensor<32xf32>) -> tensor<1x32xf32>
    %604 = stablehlo.reshape %603 : (tensor<1x32xf32>) -> tensor<32xf32>
    %605 = stablehlo.reshape %598 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %606 = stablehlo.transpose %601, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %607 = stablehlo.convert %cst_55 : (tensor<1xf64>) -> tensor<1xf32>
    %608 = stablehlo.reshape %607 : (tensor<1xf32>) -> tensor<f32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %610 = stablehlo.multiply %447, %609 : tensor<8x12x64xf32>
    %611 = stablehlo.clamp %cst_35, %610, %cst_36 : tensor<8x12x64xf32>
    %612 = stablehlo.multiply %611, %611 : tensor<8x12x64xf32>
    %613 = stablehlo.multiply %cst_37, %612 : tensor<8x12x64xf32>
    %614 = stablehlo.add %613, %cst_38 : tensor<8x12x64xf32>
    %615 = stablehlo.multiply %614, %612 : tensor<8x12x64xf32>
    %616 = stablehlo.add %615, %cst_39 : tensor<8x12x64xf32>
    %617 = stablehlo.multiply %616, %612 : tensor<8x12x64xf32>
    %618 = stablehlo.add %617, %cst_40 : tensor<8x12x64xf32>
    %619 = stablehlo.multiply %618, %612 : tensor<8x12x64xf32>
    %620 = stablehlo.add %619, %cst_41 : tensor<8x12x64xf32>
    %621 = stablehlo.multiply %620, %612 : tensor<8x12x64xf32>
    %622 = stablehlo.add %621, %cst_42 : tensor<8x12x64xf32>
    %623 = stablehlo.multiply %622, %612 : tensor<8x12x64xf32>
    %624 = stablehlo.add %623, %cst_43 : tensor<8x12x64xf32>
    %625 = stablehlo.multiply %cst_44, %612 : tensor<8x12x64xf32>
    %626 = stablehlo.add %625, %cst_45 : tensor<8x12x64xf32>
    %627 = stablehlo.multiply %626, %612 : tensor<8x12x64xf32>
    %628 = stablehlo.add %627, %cst_46 : tensor<8x12x64xf32>
    %629 = stablehlo.multiply %628, %612 : tensor<8x12x64xf32>
    %630 = stablehlo.add %629, %cst_47 : tensor<8x12x64xf32>
    %631 = stablehlo.multiply %630, %612 : tensor<8x12x64xf32>
    %632 = stablehlo.add %631, %cst_48 : tensor<8x12x64xf32>
    %633 = stablehlo.multiply %611, %624 : tensor<8x12x64xf32>
    %634 = stablehlo.divide %633, %632 : tensor<8x12x64xf32>
    %635 = stablehlo.clamp %cst_49, %634, %cst_32 : tensor<8x12x64xf32>
    %636 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %637 = stablehlo.add %635, %636 : tensor<8x12x64xf32>
    %638 = stablehlo.convert %cst_56 : (tensor<1xf64>) -> tensor<1xf32>
    %639 = stablehlo.reshape %638 : (tensor<1xf32>) -> tensor<f32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %641 = stablehlo.multiply %637, %640 : tensor<8x12x64xf32>
    %642 = stablehlo.multiply %447, %447 : tensor<8x12x64xf32>
    %643 = stablehlo.convert %cst_57 : (tensor<1xf64>) -> tensor<1xf32>
    %644 = stablehlo.reshape %643 : (tensor<1xf32>) -> tensor<f32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %646 = stablehlo.multiply %642, %645 : tensor<8x12x64xf32>
    %647 = stablehlo.exponential %646 : tensor<8x12x64xf32>
    %648 = stablehlo.convert %cst_58 : (tensor<1xf64>) -> tensor<1xf32>
    %649 = stablehlo.reshape %648 : (tensor<1xf32>) -> tensor<f32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %651 = stablehlo.multiply %647, %650 : tensor<8x12x64xf32>
    %652 = stablehlo.multiply %447, %651 : tensor<8x12x64xf32>
    %653 = stablehlo.add %641, %652 : tensor<8x12x64xf32>
    %654 = stablehlo.multiply %605, %653 : tensor<8x12x64xf32>
    %655 = stablehlo.reshape %654 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %656 = stablehlo.transpose %440, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %657 = stablehlo.dot_general %655, %656, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %658 = stablehlo.transpose %655, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %659 = stablehlo.dot_general %658, %441, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x32xf32>) -> tensor<64x32xf32>
    %660 = stablehlo.transpose %659, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %661 = stablehlo.reduce(%655 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x64xf32>, tensor<f32>) -> tensor<64xf32>
    %662 = stablehlo.reshape %661 : (tensor<64xf32>) -> tensor<1x64xf32>
    %663 = stablehlo.reshape %662 : (tensor<1x64xf32>) -> tensor<64xf32>
    %664 = stablehlo.reshape %657 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %665 = stablehlo.add %592, %664 : tensor<8x12x32xf32>
    %666 = stablehlo.transpose %660, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %667 = stablehlo.multiply %665, %436 : tensor<8x12x32xf32>
    %668 = stablehlo.multiply %667, %578 : tensor<8x12x32xf32>
    %669 = stablehlo.reduce(%667 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %670 = stablehlo.reshape %669 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %671 = stablehlo.multiply %667, %435 : tensor<8x12x32xf32>
    %672 = stablehlo.reduce(%671 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %673 = stablehlo.reshape %672 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %675 = stablehlo.multiply %435, %674 : tensor<8x12x32xf32>
    %676 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %677 = stablehlo.subtract %668, %676 : tensor<8x12x32xf32>
    %678 = stablehlo.subtract %677, %675 : tensor<8x12x32xf32>
    %679 = stablehlo.divide %431, %38 : tensor<8x12x1xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %681 = stablehlo.multiply %680, %678 : tensor<8x12x32xf32>
    %682 = stablehlo.multiply %665, %435 : tensor<8x12x32xf32>
    %683 = stablehlo.reduce(%682 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.reduce(%665 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %685 = stablehlo.reshape %681 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %686 = stablehlo.transpose %407, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %687 = stablehlo.dot_general %685, %686, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %688 = stablehlo.transpose %685, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %689 = stablehlo.dot_general %688, %408, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %690 = stablehlo.transpose %689, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %691 = stablehlo.reduce(%685 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %692 = stablehlo.reshape %691 : (tensor<32xf32>) -> tensor<1x32xf32>
    %693 = stablehlo.reshape %692 : (tensor<1x32xf32>) -> tensor<32xf32>
    %694 = stablehlo.reshape %687 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %695 = stablehlo.transpose %690, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %696 = stablehlo.reshape %694 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %697 = stablehlo.transpose %696, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %698 = stablehlo.reshape %697 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %699 = stablehlo.transpose %400, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %700 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %701 = stablehlo.dot_general %699, %700, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %702 = stablehlo.transpose %401, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %704 = stablehlo.dot_general %698, %703, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %705 = stablehlo.reshape %701 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %706 = stablehlo.reshape %704 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %707 = stablehlo.multiply %706, %399 : tensor<8x2x12x12xf32>
    %708 = stablehlo.reduce(%707 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %709 = stablehlo.reshape %708 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %711 = stablehlo.multiply %399, %710 : tensor<8x2x12x12xf32>
    %712 = stablehlo.subtract %707, %711 : tensor<8x2x12x12xf32>
    %713 = stablehlo.multiply %712, %103 : tensor<8x2x12x12xf32>
    %714 = stablehlo.reshape %713 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %715 = stablehlo.transpose %384, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %716 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %717 = stablehlo.dot_general %715, %716, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %718 = stablehlo.transpose %385, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %720 = stablehlo.dot_general %714, %719, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %721 = stablehlo.reshape %717 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %722 = stablehlo.reshape %720 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %723 = stablehlo.transpose %721, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %724 = stablehlo.transpose %705, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %725 = stablehlo.reshape %724 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %726 = stablehlo.transpose %723, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %727 = stablehlo.reshape %726 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %728 = stablehlo.reshape %725 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %729 = stablehlo.transpose %372, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %730 = stablehlo.dot_general %728, %729, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %731 = stablehlo.transpose %728, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %732 = stablehlo.dot_general %731, %365, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %733 = stablehlo.transpose %732, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %734 = stablehlo.reduce(%728 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.reshape %734 : (tensor<32xf32>) -> tensor<1x32xf32>
    %736 = stablehlo.reshape %735 : (tensor<1x32xf32>) -> tensor<32xf32>
    %737 = stablehlo.reshape %730 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %738 = stablehlo.transpose %733, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %739 = stablehlo.reshape %727 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %740 = stablehlo.transpose %364, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %741 = stablehlo.dot_general %739, %740, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %742 = stablehlo.transpose %739, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %743 = stablehlo.dot_general %742, %365, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %744 = stablehlo.transpose %743, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %745 = stablehlo.reduce(%739 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.reshape %745 : (tensor<32xf32>) -> tensor<1x32xf32>
    %747 = stablehlo.reshape %746 : (tensor<1x32xf32>) -> tensor<32xf32>
    %748 = stablehlo.reshape %741 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %749 = stablehlo.add %737, %748 : tensor<8x12x32xf32>
    %750 = stablehlo.transpose %744, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %751 = stablehlo.transpose %722, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %752 = stablehlo.reshape %751 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %753 = stablehlo.reshape %752 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %754 = stablehlo.transpose %354, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %755 = stablehlo.dot_general %753, %754, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %756 = stablehlo.transpose %753, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %757 = stablehlo.dot_general %756, %355, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %758 = stablehlo.transpose %757, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %759 = stablehlo.reduce(%753 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.reshape %759 : (tensor<32xf32>) -> tensor<1x32xf32>
    %761 = stablehlo.reshape %760 : (tensor<1x32xf32>) -> tensor<32xf32>
    %762 = stablehlo.reshape %755 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %763 = stablehlo.add %681, %762 : tensor<8x12x32xf32>
    %764 = stablehlo.transpose %758, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %765 = stablehlo.multiply %763, %350 : tensor<8x12x32xf32>
    %766 = stablehlo.multiply %765, %578 : tensor<8x12x32xf32>
    %767 = stablehlo.reduce(%765 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %768 = stablehlo.reshape %767 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %769 = stablehlo.multiply %765, %349 : tensor<8x12x32xf32>
    %770 = stablehlo.reduce(%769 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %771 = stablehlo.reshape %770 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %773 = stablehlo.multiply %349, %772 : tensor<8x12x32xf32>
    %774 = stablehlo.broadcast_in_dim %768, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %775 = stablehlo.subtract %766, %774 : tensor<8x12x32xf32>
    %776 = stablehlo.subtract %775, %773 : tensor<8x12x32xf32>
    %777 = stablehlo.divide %345, %38 : tensor<8x12x1xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %779 = stablehlo.multiply %778, %776 : tensor<8x12x32xf32>
    %780 = stablehlo.multiply %763, %349 : tensor<8x12x32xf32>
    %781 = stablehlo.reduce(%780 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.reduce(%763 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.reshape %779 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %784 = stablehlo.transpose %321, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %785 = stablehlo.dot_general %783, %784, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %786 = stablehlo.transpose %783, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %787 = stablehlo.dot_general %786, %322, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %788 = stablehlo.transpose %787, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %789 = stablehlo.reduce(%783 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.reshape %789 : (tensor<32xf32>) -> tensor<1x32xf32>
    %791 = stablehlo.reshape %790 : (tensor<1x32xf32>) -> tensor<32xf32>
    %792 = stablehlo.reshape %785 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %793 = stablehlo.transpose %788, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %794 = stablehlo.reshape %792 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %795 = stablehlo.transpose %794, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %796 = stablehlo.reshape %795 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %797 = stablehlo.transpose %314, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %798 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %799 = stablehlo.dot_general %797, %798, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %800 = stablehlo.transpose %315, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %802 = stablehlo.dot_general %796, %801, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %803 = stablehlo.reshape %799 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %804 = stablehlo.reshape %802 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %805 = stablehlo.multiply %804, %313 : tensor<8x2x12x12xf32>
    %806 = stablehlo.reduce(%805 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %807 = stablehlo.reshape %806 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %809 = stablehlo.multiply %313, %808 : tensor<8x2x12x12xf32>
    %810 = stablehlo.subtract %805, %809 : tensor<8x2x12x12xf32>
    %811 = stablehlo.multiply %810, %103 : tensor<8x2x12x12xf32>
    %812 = stablehlo.reshape %811 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %813 = stablehlo.transpose %297, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %814 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %815 = stablehlo.dot_general %813, %814, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %816 = stablehlo.transpose %298, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %818 = stablehlo.dot_general %812, %817, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %819 = stablehlo.reshape %815 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %820 = stablehlo.reshape %818 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %821 = stablehlo.transpose %819, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %822 = stablehlo.transpose %803, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %823 = stablehlo.reshape %822 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %824 = stablehlo.transpose %821, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %825 = stablehlo.reshape %824 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %826 = stablehlo.reshape %823 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %827 = stablehlo.transpose %285, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %828 = stablehlo.dot_general %826, %827, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %829 = stablehlo.transpose %826, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %830 = stablehlo.dot_general %829, %269, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %831 = stablehlo.transpose %830, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %832 = stablehlo.reduce(%826 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.reshape %832 : (tensor<32xf32>) -> tensor<1x32xf32>
    %834 = stablehlo.reshape %833 : (tensor<1x32xf32>) -> tensor<32xf32>
    %835 = stablehlo.reshape %828 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %836 = stablehlo.add %779, %835 : tensor<8x12x32xf32>
    %837 = stablehlo.transpose %831, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %838 = stablehlo.reshape %825 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %839 = stablehlo.transpose %278, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %840 = stablehlo.dot_general %838, %839, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %841 = stablehlo.transpose %838, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %842 = stablehlo.dot_general %841, %269, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %843 = stablehlo.transpose %842, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %844 = stablehlo.reduce(%838 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.reshape %844 : (tensor<32xf32>) -> tensor<1x32xf32>
    %846 = stablehlo.reshape %845 : (tensor<1x32xf32>) -> tensor<32xf32>
    %847 = stablehlo.reshape %840 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %848 = stablehlo.add %836, %847 : tensor<8x12x32xf32>
    %849 = stablehlo.transpose %843, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %850 = stablehlo.transpose %820, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %851 = stablehlo.reshape %850 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %852 = stablehlo.reshape %851 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %853 = stablehlo.transpose %268, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %854 = stablehlo.dot_general %852, %853, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %855 = stablehlo.transpose %852, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %856 = stablehlo.dot_general %855, %269, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %857 = stablehlo.transpose %856, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %858 = stablehlo.reduce(%852 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %859 = stablehlo.reshape %858 : (tensor<32xf32>) -> tensor<1x32xf32>
    %860 = stablehlo.reshape %859 : (tensor<1x32xf32>) -> tensor<32xf32>
    %861 = stablehlo.reshape %854 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %862 = stablehlo.add %848, %861 : tensor<8x12x32xf32>
    %863 = stablehlo.transpose %857, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %864 = stablehlo.multiply %862, %264 : tensor<8x12x32xf32>
    %865 = stablehlo.multiply %864, %578 : tensor<8x12x32xf32>
    %866 = stablehlo.reduce(%864 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %867 = stablehlo.reshape %866 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %868 = stablehlo.multiply %864, %263 : tensor<8x12x32xf32>
    %869 = stablehlo.reduce(%868 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %870 = stablehlo.reshape %869 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %872 = stablehlo.multiply %263, %871 : tensor<8x12x32xf32>
    %873 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %874 = stablehlo.subtract %865, %873 : tensor<8x12x32xf32>
    %875 = stablehlo.subtract %874, %872 : tensor<8x12x32xf32>
    %876 = stablehlo.divide %259, %38 : tensor<8x12x1xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %878 = stablehlo.multiply %877, %875 : tensor<8x12x32xf32>
    %879 = stablehlo.multiply %862, %263 : tensor<8x12x32xf32>
    %880 = stablehlo.reduce(%879 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %881 = stablehlo.reduce(%862 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %882 = stablehlo.reduce(%878 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<12x32xf32>
    %883 = stablehlo.reshape %882 : (tensor<12x32xf32>) -> tensor<1x12x32xf32>
    %884 = stablehlo.compare GE, %239, %c_10, SIGNED : (tensor<1x12xi64>, tensor<1x12xi64>) -> tensor<1x12xi1>
    %885 = stablehlo.compare LT, %239, %c_9, SIGNED : (tensor<1x12xi64>, tensor<1x12xi64>) -> tensor<1x12xi1>
    %886 = stablehlo.and %884, %885 : tensor<1x12xi1>
    %887 = stablehlo.compare NE, %239, %c_8, SIGNED : (tensor<1x12xi64>, tensor<1x12xi64>) -> tensor<1x12xi1>
    %888 = stablehlo.and %886, %887 : tensor<1x12xi1>
    %889 = stablehlo.reshape %888 : (tensor<1x12xi1>) -> tensor<1x12x1xi1>
    %890 = stablehlo.clamp %c_7, %239, %c_6 : (tensor<i64>, tensor<1x12xi64>, tensor<i64>) -> tensor<1x12xi64>
    %891 = stablehlo.not %889 : tensor<1x12x1xi1>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<1x12x1xi1>) -> tensor<1x12x32xi1>
    %893 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x12x32xf32>
    %894 = stablehlo.broadcast_in_dim %883, dims = [0, 1, 2] : (tensor<1x12x32xf32>) -> tensor<1x12x32xf32>
    %895 = stablehlo.select %892, %893, %894 : tensor<1x12x32xi1>, tensor<1x12x32xf32>
    %896 = stablehlo.reshape %890 : (tensor<1x12xi64>) -> tensor<1x12x1xi64>
    %897 = "stablehlo.scatter"(%cst_22, %896, %895) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %1135 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %1135 : tensor<f32>
    }) : (tensor<34x32xf32>, tensor<1x12x1xi64>, tensor<1x12x32xf32>) -> tensor<34x32xf32>
    %898 = stablehlo.multiply %878, %4 : tensor<8x12x32xf32>
    %899 = stablehlo.compare GE, %arg2, %c_5, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %900 = stablehlo.compare LT, %arg2, %c_4, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %901 = stablehlo.and %899, %900 : tensor<8x12xi1>
    %902 = stablehlo.compare NE, %arg2, %c_3, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %903 = stablehlo.and %901, %902 : tensor<8x12xi1>
    %904 = stablehlo.reshape %903 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %905 = stablehlo.clamp %c_2, %arg2, %c_1 : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %906 = stablehlo.not %904 : tensor<8x12x1xi1>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x32xi1>
    %908 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %909 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2] : (tensor<8x12x32xf32>) -> tensor<8x12x32xf32>
    %910 = stablehlo.select %907, %908, %909 : tensor<8x12x32xi1>, tensor<8x12x32xf32>
    %911 = stablehlo.reshape %905 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %912 = "stablehlo.scatter"(%cst, %911, %910) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %1135 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %1135 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x12x1xi64>, tensor<8x12x32xf32>) -> tensor<128x32xf32>
    %913 = stablehlo.add %576, %912 : tensor<128x32xf32>
    %914 = stablehlo.multiply %749, %225 : tensor<8x12x32xf32>
    %915 = stablehlo.multiply %914, %578 : tensor<8x12x32xf32>
    %916 = stablehlo.reduce(%914 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %917 = stablehlo.reshape %916 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %918 = stablehlo.multiply %914, %224 : tensor<8x12x32xf32>
    %919 = stablehlo.reduce(%918 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %920 = stablehlo.reshape %919 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %922 = stablehlo.multiply %224, %921 : tensor<8x12x32xf32>
    %923 = stablehlo.broadcast_in_dim %917, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %924 = stablehlo.subtract %915, %923 : tensor<8x12x32xf32>
    %925 = stablehlo.subtract %924, %922 : tensor<8x12x32xf32>
    %926 = stablehlo.divide %220, %38 : tensor<8x12x1xf32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %928 = stablehlo.multiply %927, %925 : tensor<8x12x32xf32>
    %929 = stablehlo.multiply %749, %224 : tensor<8x12x32xf32>
    %930 = stablehlo.reduce(%929 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %931 = stablehlo.reduce(%749 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %932 = stablehlo.reshape %928 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %933 = stablehlo.transpose %196, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %934 = stablehlo.dot_general %932, %933, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %935 = stablehlo.transpose %932, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %936 = stablehlo.dot_general %935, %197, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x64xf32>) -> tensor<32x64xf32>
    %937 = stablehlo.transpose %936, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %938 = stablehlo.reduce(%932 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %939 = stablehlo.reshape %938 : (tensor<32xf32>) -> tensor<1x32xf32>
    %940 = stablehlo.reshape %939 : (tensor<1x32xf32>) -> tensor<32xf32>
    %941 = stablehlo.reshape %934 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %942 = stablehlo.transpose %937, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %943 = stablehlo.multiply %165, %609 : tensor<8x12x64xf32>
    %944 = stablehlo.clamp %cst_35, %943, %cst_36 : tensor<8x12x64xf32>
    %945 = stablehlo.multiply %944, %944 : tensor<8x12x64xf32>
    %946 = stablehlo.multiply %cst_37, %945 : tensor<8x12x64xf32>
    %947 = stablehlo.add %946, %cst_38 : tensor<8x12x64xf32>
    %948 = stablehlo.multiply %947, %945 : tensor<8x12x64xf32>
    %949 = stablehlo.add %948, %cst_39 : tensor<8x12x64xf32>
    %950 = stablehlo.multiply %949, %945 : tensor<8x12x64xf32>
    %951 = stablehlo.add %950, %cst_40 : tensor<8x12x64xf32>
    %952 = stablehlo.multiply %951, %945 : tensor<8x12x64xf32>
    %953 = stablehlo.add %952, %cst_41 : tensor<8x12x64xf32>
    %954 = stablehlo.multiply %953, %945 : tensor<8x12x64xf32>
    %955 = stablehlo.add %954, %cst_42 : tensor<8x12x64xf32>
    %956 = stablehlo.multiply %955, %945 : tensor<8x12x64xf32>
    %957 = stablehlo.add %956, %cst_43 : tensor<8x12x64xf32>
    %958 = stablehlo.multiply %cst_44, %945 : tensor<8x12x64xf32>
    %959 = stablehlo.add %958, %cst_45 : tensor<8x12x64xf32>
    %960 = stablehlo.multiply %959, %945 : tensor<8x12x64xf32>
    %961 = stablehlo.add %960, %cst_46 : tensor<8x12x64xf32>
    %962 = stablehlo.multiply %961, %945 : tensor<8x12x64xf32>
    %963 = stablehlo.add %962, %cst_47 : tensor<8x12x64xf32>
    %964 = stablehlo.multiply %963, %945 : tensor<8x12x64xf32>
    %965 = stablehlo.add %964, %cst_48 : tensor<8x12x64xf32>
    %966 = stablehlo.multiply %944, %957 : tensor<8x12x64xf32>
    %967 = stablehlo.divide %966, %965 : tensor<8x12x64xf32>
    %968 = stablehlo.clamp %cst_49, %967, %cst_32 : tensor<8x12x64xf32>
    %969 = stablehlo.add %968, %636 : tensor<8x12x64xf32>
    %970 = stablehlo.multiply %969, %640 : tensor<8x12x64xf32>
    %971 = stablehlo.multiply %165, %165 : tensor<8x12x64xf32>
    %972 = stablehlo.multiply %971, %645 : tensor<8x12x64xf32>
    %973 = stablehlo.exponential %972 : tensor<8x12x64xf32>
    %974 = stablehlo.multiply %973, %650 : tensor<8x12x64xf32>
    %975 = stablehlo.multiply %165, %974 : tensor<8x12x64xf32>
    %976 = stablehlo.add %970, %975 : tensor<8x12x64xf32>
    %977 = stablehlo.multiply %941, %976 : tensor<8x12x64xf32>
    %978 = stablehlo.reshape %977 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %979 = stablehlo.transpose %156, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %980 = stablehlo.dot_general %978, %979, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %981 = stablehlo.transpose %978, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %982 = stablehlo.dot_general %981, %157, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x32xf32>) -> tensor<64x32xf32>
    %983 = stablehlo.transpose %982, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %984 = stablehlo.reduce(%978 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x64xf32>, tensor<f32>) -> tensor<64xf32>
    %985 = stablehlo.reshape %984 : (tensor<64xf32>) -> tensor<1x64xf32>
    %986 = stablehlo.reshape %985 : (tensor<1x64xf32>) -> tensor<64xf32>
    %987 = stablehlo.reshape %980 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %988 = stablehlo.add %928, %987 : tensor<8x12x32xf32>
    %989 = stablehlo.transpose %983, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %990 = stablehlo.multiply %988, %152 : tensor<8x12x32xf32>
    %991 = stablehlo.multiply %990, %578 : tensor<8x12x32xf32>
    %992 = stablehlo.reduce(%990 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %993 = stablehlo.reshape %992 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %994 = stablehlo.multiply %990, %151 : tensor<8x12x32xf32>
    %995 = stablehlo.reduce(%994 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %996 = stablehlo.reshape %995 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %998 = stablehlo.multiply %151, %997 : tensor<8x12x32xf32>
    %999 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %1000 = stablehlo.subtract %991, %999 : tensor<8x12x32xf32>
    %1001 = stablehlo.subtract %1000, %998 : tensor<8x12x32xf32>
    %1002 = stablehlo.divide %147, %38 : tensor<8x12x1xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %1004 = stablehlo.multiply %1003, %1001 : tensor<8x12x32xf32>
    %1005 = stablehlo.multiply %988, %151 : tensor<8x12x32xf32>
    %1006 = stablehlo.reduce(%1005 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.reduce(%988 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1008 = stablehlo.reshape %1004 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %1009 = stablehlo.transpose %123, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1010 = stablehlo.dot_general %1008, %1009, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %1011 = stablehlo.transpose %1008, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1012 = stablehlo.dot_general %1011, %124, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %1013 = stablehlo.transpose %1012, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1014 = stablehlo.reduce(%1008 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1015 = stablehlo.reshape %1014 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<1x32xf32>) -> tensor<32xf32>
    %1017 = stablehlo.reshape %1010 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %1018 = stablehlo.transpose %1013, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1019 = stablehlo.reshape %1017 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %1020 = stablehlo.transpose %1019, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %1021 = stablehlo.reshape %1020 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %1022 = stablehlo.transpose %116, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %1023 = stablehlo.broadcast_in_dim %1021, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %1024 = stablehlo.dot_general %1022, %1023, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %1025 = stablehlo.transpose %117, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %1027 = stablehlo.dot_general %1021, %1026, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %1028 = stablehlo.reshape %1024 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %1029 = stablehlo.reshape %1027 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %1030 = stablehlo.multiply %1029, %115 : tensor<8x2x12x12xf32>
    %1031 = stablehlo.reduce(%1030 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %1034 = stablehlo.multiply %115, %1033 : tensor<8x2x12x12xf32>
    %1035 = stablehlo.subtract %1030, %1034 : tensor<8x2x12x12xf32>
    %1036 = stablehlo.multiply %1035, %103 : tensor<8x2x12x12xf32>
    %1037 = stablehlo.reshape %1036 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %1038 = stablehlo.transpose %96, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %1039 = stablehlo.broadcast_in_dim %1037, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %1040 = stablehlo.dot_general %1038, %1039, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %1041 = stablehlo.transpose %97, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %1043 = stablehlo.dot_general %1037, %1042, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %1044 = stablehlo.reshape %1040 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %1045 = stablehlo.reshape %1043 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %1046 = stablehlo.transpose %1044, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %1047 = stablehlo.transpose %1028, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %1048 = stablehlo.reshape %1047 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %1049 = stablehlo.transpose %1046, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %1050 = stablehlo.reshape %1049 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %1051 = stablehlo.reshape %1048 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %1052 = stablehlo.transpose %84, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1053 = stablehlo.dot_general %1051, %1052, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %1054 = stablehlo.transpose %1051, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1055 = stablehlo.dot_general %1054, %64, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %1056 = stablehlo.transpose %1055, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1057 = stablehlo.reduce(%1051 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1058 = stablehlo.reshape %1057 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<1x32xf32>) -> tensor<32xf32>
    %1060 = stablehlo.reshape %1053 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %1061 = stablehlo.add %1004, %1060 : tensor<8x12x32xf32>
    %1062 = stablehlo.transpose %1056, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1063 = stablehlo.reshape %1050 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %1064 = stablehlo.transpose %77, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1065 = stablehlo.dot_general %1063, %1064, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %1066 = stablehlo.transpose %1063, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1067 = stablehlo.dot_general %1066, %64, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %1068 = stablehlo.transpose %1067, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1069 = stablehlo.reduce(%1063 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<1x32xf32>) -> tensor<32xf32>
    %1072 = stablehlo.reshape %1065 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %1073 = stablehlo.add %1061, %1072 : tensor<8x12x32xf32>
    %1074 = stablehlo.transpose %1068, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1075 = stablehlo.transpose %1045, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %1077 = stablehlo.reshape %1076 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %1078 = stablehlo.transpose %63, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1079 = stablehlo.dot_general %1077, %1078, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %1080 = stablehlo.transpose %1077, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %1081 = stablehlo.dot_general %1080, %64, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %1082 = stablehlo.transpose %1081, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1083 = stablehlo.reduce(%1077 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<96x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1085 = stablehlo.reshape %1084 : (tensor<1x32xf32>) -> tensor<32xf32>
    %1086 = stablehlo.reshape %1079 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %1087 = stablehlo.add %1073, %1086 : tensor<8x12x32xf32>
    %1088 = stablehlo.transpose %1082, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %1089 = stablehlo.multiply %1087, %49 : tensor<8x12x32xf32>
    %1090 = stablehlo.multiply %1089, %578 : tensor<8x12x32xf32>
    %1091 = stablehlo.reduce(%1089 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %1092 = stablehlo.reshape %1091 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %1093 = stablehlo.multiply %1089, %48 : tensor<8x12x32xf32>
    %1094 = stablehlo.reduce(%1093 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %1095 = stablehlo.reshape %1094 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %1097 = stablehlo.multiply %48, %1096 : tensor<8x12x32xf32>
    %1098 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %1099 = stablehlo.subtract %1090, %1098 : tensor<8x12x32xf32>
    %1100 = stablehlo.subtract %1099, %1097 : tensor<8x12x32xf32>
    %1101 = stablehlo.divide %44, %38 : tensor<8x12x1xf32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %1103 = stablehlo.multiply %1102, %1100 : tensor<8x12x32xf32>
    %1104 = stablehlo.multiply %1087, %48 : tensor<8x12x32xf32>
    %1105 = stablehlo.reduce(%1104 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1106 = stablehlo.reduce(%1087 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1107 = stablehlo.compare GE, %16, %c_5, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1108 = stablehlo.compare LT, %16, %c_0, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1109 = stablehlo.and %1107, %1108 : tensor<8x12xi1>
    %1110 = stablehlo.compare NE, %16, %c, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1111 = stablehlo.and %1109, %1110 : tensor<8x12xi1>
    %1112 = stablehlo.reshape %1111 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %1113 = stablehlo.clamp %c_7, %16, %c_6 : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %1114 = stablehlo.not %1112 : tensor<8x12x1xi1>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x32xi1>
    %1116 = stablehlo.broadcast_in_dim %1103, dims = [0, 1, 2] : (tensor<8x12x32xf32>) -> tensor<8x12x32xf32>
    %1117 = stablehlo.select %1115, %908, %1116 : tensor<8x12x32xi1>, tensor<8x12x32xf32>
    %1118 = stablehlo.reshape %1113 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %1119 = "stablehlo.scatter"(%cst_22, %1118, %1117) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %1135 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %1135 : tensor<f32>
    }) : (tensor<34x32xf32>, tensor<8x12x1xi64>, tensor<8x12x32xf32>) -> tensor<34x32xf32>
    %1120 = stablehlo.multiply %1103, %4 : tensor<8x12x32xf32>
    %1121 = stablehlo.compare GE, %arg0, %c_5, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1122 = stablehlo.compare LT, %arg0, %c_4, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1123 = stablehlo.and %1121, %1122 : tensor<8x12xi1>
    %1124 = stablehlo.compare NE, %arg0, %c_3, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %1125 = stablehlo.and %1123, %1124 : tensor<8x12xi1>
    %1126 = stablehlo.reshape %1125 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %1127 = stablehlo.clamp %c_2, %arg0, %c_1 : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %1128 = stablehlo.not %1126 : tensor<8x12x1xi1>
    %1129 = stablehlo.broadcast_in_dim %1128, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x32xi1>
    %1130 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<8x12x32xf32>) -> tensor<8x12x32xf32>
    %1131 = stablehlo.select %1129, %908, %1130 : tensor<8x12x32xi1>, tensor<8x12x32xf32>
    %1132 = stablehlo.reshape %1127 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %1133 = "stablehlo.scatter"(%cst, %1132, %1131) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %1135 = stablehlo.add %arg52, %arg53 : tensor<f32>
      stablehlo.return %1135 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x12x1xi64>, tensor<8x12x32xf32>) -> tensor<128x32xf32>
    %1134 = stablehlo.add %913, %1133 : tensor<128x32xf32>
    return %546, %1134, %1119, %1074, %1071, %1062, %1059, %1088, %1085, %1018, %1016, %1006, %1007, %989, %986, %942, %940, %930, %931, %1105, %1106, %897, %849, %846, %837, %834, %863, %860, %793, %791, %781, %782, %750, %747, %738, %736, %764, %761, %695, %693, %683, %684, %666, %663, %606, %604, %594, %595, %880, %881 : tensor<f32>, tensor<128x32xf32>, tensor<34x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<34x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
