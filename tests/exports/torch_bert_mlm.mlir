module {
  func.func @main(%arg0: tensor<8x16xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x16xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<128x32xf32> {jax.arg_info = "param['bert.embeddings.word_embeddings.weight']", tag.role = "param"}, %arg3: tensor<32x32xf32> {jax.arg_info = "param['bert.embeddings.position_embeddings.weight']", tag.role = "param"}, %arg4: tensor<2x32xf32> {jax.arg_info = "param['bert.embeddings.token_type_embeddings.weight']", tag.role = "param"}, %arg5: tensor<32xf32> {jax.arg_info = "param['bert.embeddings.LayerNorm.weight']", tag.role = "param"}, %arg6: tensor<32xf32> {jax.arg_info = "param['bert.embeddings.LayerNorm.bias']", tag.role = "param"}, %arg7: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.query.weight']", tag.role = "param"}, %arg8: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.query.bias']", tag.role = "param"}, %arg9: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.key.weight']", tag.role = "param"}, %arg10: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.key.bias']", tag.role = "param"}, %arg11: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.value.weight']", tag.role = "param"}, %arg12: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.value.bias']", tag.role = "param"}, %arg13: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.dense.weight']", tag.role = "param"}, %arg14: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.dense.bias']", tag.role = "param"}, %arg15: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.LayerNorm.weight']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.LayerNorm.bias']", tag.role = "param"}, %arg17: tensor<64x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.intermediate.dense.weight']", tag.role = "param"}, %arg18: tensor<64xf32> {jax.arg_info = "param['bert.encoder.layer.0.intermediate.dense.bias']", tag.role = "param"}, %arg19: tensor<32x64xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.dense.weight']", tag.role = "param"}, %arg20: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.dense.bias']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.LayerNorm.weight']", tag.role = "param"}, %arg22: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.LayerNorm.bias']", tag.role = "param"}, %arg23: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.query.weight']", tag.role = "param"}, %arg24: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.query.bias']", tag.role = "param"}, %arg25: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.key.weight']", tag.role = "param"}, %arg26: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.key.bias']", tag.role = "param"}, %arg27: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.value.weight']", tag.role = "param"}, %arg28: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.self.value.bias']", tag.role = "param"}, %arg29: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.output.dense.weight']", tag.role = "param"}, %arg30: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.output.dense.bias']", tag.role = "param"}, %arg31: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.output.LayerNorm.weight']", tag.role = "param"}, %arg32: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.attention.output.LayerNorm.bias']", tag.role = "param"}, %arg33: tensor<64x32xf32> {jax.arg_info = "param['bert.encoder.layer.1.intermediate.dense.weight']", tag.role = "param"}, %arg34: tensor<64xf32> {jax.arg_info = "param['bert.encoder.layer.1.intermediate.dense.bias']", tag.role = "param"}, %arg35: tensor<32x64xf32> {jax.arg_info = "param['bert.encoder.layer.1.output.dense.weight']", tag.role = "param"}, %arg36: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.output.dense.bias']", tag.role = "param"}, %arg37: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.output.LayerNorm.weight']", tag.role = "param"}, %arg38: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.1.output.LayerNorm.bias']", tag.role = "param"}, %arg39: tensor<128xf32> {jax.arg_info = "param['cls.predictions.bias']", tag.role = "param"}, %arg40: tensor<32x32xf32> {jax.arg_info = "param['cls.predictions.transform.dense.weight']", tag.role = "param"}, %arg41: tensor<32xf32> {jax.arg_info = "param['cls.predictions.transform.dense.bias']", tag.role = "param"}, %arg42: tensor<32xf32> {jax.arg_info = "param['cls.predictions.transform.LayerNorm.weight']", tag.role = "param"}, %arg43: tensor<32xf32> {jax.arg_info = "param['cls.predictions.transform.LayerNorm.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['bert.embeddings.word_embeddings.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.embeddings.position_embeddings.weight']"}, tensor<2x32xf32> {jax.result_info = "grad['bert.embeddings.token_type_embeddings.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.embeddings.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.embeddings.LayerNorm.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.query.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.query.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.key.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.key.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.value.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.value.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.LayerNorm.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.intermediate.dense.weight']"}, tensor<64xf32> {jax.result_info = "grad['bert.encoder.layer.0.intermediate.dense.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.LayerNorm.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.query.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.query.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.key.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.key.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.value.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.self.value.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.attention.output.LayerNorm.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['bert.encoder.layer.1.intermediate.dense.weight']"}, tensor<64xf32> {jax.result_info = "grad['bert.encoder.layer.1.intermediate.dense.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['bert.encoder.layer.1.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.1.output.LayerNorm.bias']"}, tensor<128xf32> {jax.result_info = "grad['cls.predictions.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['cls.predictions.transform.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['cls.predictions.transform.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['cls.predictions.transform.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['cls.predictions.transform.LayerNorm.bias']"}) {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<128> : tensor<8x16xi64>
    %c_2 = stablehlo.constant dense<-2> : tensor<i64>
    %c_3 = stablehlo.constant dense<-1> : tensor<8x16xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<8x16xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<8x16xi64>
    %c_6 = stablehlo.constant dense<31> : tensor<i64>
    %c_7 = stablehlo.constant dense<-32> : tensor<i64>
    %c_8 = stablehlo.constant dense<true> : tensor<1x16x1xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<128x1xi64>
    %c_10 = stablehlo.constant dense<-100> : tensor<128x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<128xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<1x1x16x1xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_16 = stablehlo.constant dense<16> : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %c_18 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]]> : tensor<1x16x1xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense<-1.000000e+00> : tensor<128x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %cst_25 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_27 = stablehlo.constant dense<0> : tensor<1x32xi64>
    %c_28 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x64xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<8x16x64xf32>
    %cst_34 = stablehlo.constant dense<-4.000000e+00> : tensor<8x16x64xf32>
    %cst_35 = stablehlo.constant dense<4.000000e+00> : tensor<8x16x64xf32>
    %cst_36 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x16x64xf32>
    %cst_37 = stablehlo.constant dense<2.77068146E-8> : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x16x64xf32>
    %cst_39 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<-2.954600e-03> : tensor<8x16x64xf32>
    %cst_42 = stablehlo.constant dense<-0.0160960332> : tensor<8x16x64xf32>
    %cst_43 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x16x64xf32>
    %cst_44 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x16x64xf32>
    %cst_45 = stablehlo.constant dense<-0.00168282702> : tensor<8x16x64xf32>
    %cst_46 = stablehlo.constant dense<-0.00737332925> : tensor<8x16x64xf32>
    %cst_47 = stablehlo.constant dense<-0.0142647391> : tensor<8x16x64xf32>
    %cst_48 = stablehlo.constant dense<-1.000000e+00> : tensor<8x16x64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x32xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<8x16x32xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<8x16x32xf32>
    %cst_52 = stablehlo.constant dense<-4.000000e+00> : tensor<8x16x32xf32>
    %cst_53 = stablehlo.constant dense<4.000000e+00> : tensor<8x16x32xf32>
    %cst_54 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x16x32xf32>
    %cst_55 = stablehlo.constant dense<2.77068146E-8> : tensor<8x16x32xf32>
    %cst_56 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x16x32xf32>
    %cst_57 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x16x32xf32>
    %cst_58 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x16x32xf32>
    %cst_59 = stablehlo.constant dense<-2.954600e-03> : tensor<8x16x32xf32>
    %cst_60 = stablehlo.constant dense<-0.0160960332> : tensor<8x16x32xf32>
    %cst_61 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x16x32xf32>
    %cst_62 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x16x32xf32>
    %cst_63 = stablehlo.constant dense<-0.00168282702> : tensor<8x16x32xf32>
    %cst_64 = stablehlo.constant dense<-0.00737332925> : tensor<8x16x32xf32>
    %cst_65 = stablehlo.constant dense<-0.0142647391> : tensor<8x16x32xf32>
    %cst_66 = stablehlo.constant dense<-1.000000e+00> : tensor<8x16x32xf32>
    %cst_67 = arith.constant dense<32> : tensor<1xi64>
    %cst_68 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_69 = arith.constant dense<1> : tensor<1xi64>
    %cst_70 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_71 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_72 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_73 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_74 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.iota dim = 0 : tensor<1x16x1xi64>
    %1 = stablehlo.concatenate %0, %c_18, dim = 2 : (tensor<1x16x1xi64>, tensor<1x16x1xi64>) -> tensor<1x16x2xi64>
    %2 = "stablehlo.gather"(%c_27, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x16x2xi64>) -> tensor<1x16xi64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<8x16xi64>
    %4 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %5 = stablehlo.convert %4 : tensor<8x16x32xf32>
    %6 = "stablehlo.gather"(%arg4, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %7 = stablehlo.convert %6 : tensor<8x16x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x16x32xf32>
    %9 = "stablehlo.gather"(%arg3, %c_28) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x16xi64>) -> tensor<1x16x32xf32>
    %10 = stablehlo.convert %9 : tensor<1x16x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<8x16x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x16x32xf32>
    %13 = stablehlo.convert %12 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %14 = stablehlo.reduce(%13 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %15 = stablehlo.reshape %14 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %16 = stablehlo.convert %cst_67 : (tensor<1xi64>) -> tensor<1xf64>
    %17 = stablehlo.reshape %16 : (tensor<1xf64>) -> tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<8x16x1xf64>
    %19 = stablehlo.divide %15, %18 : tensor<8x16x1xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %21 = stablehlo.subtract %13, %20 : tensor<8x16x32xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<8x16x32xf64>
    %23 = stablehlo.reduce(%22 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %24 = stablehlo.reshape %23 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %25 = stablehlo.divide %24, %18 : tensor<8x16x1xf64>
    %26 = stablehlo.convert %25 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %27 = stablehlo.reduce(%12 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %29 = stablehlo.convert %cst_67 : (tensor<1xi64>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %32 = stablehlo.divide %28, %31 : tensor<8x16x1xf32>
    %33 = stablehlo.convert %cst_68 : (tensor<1xf64>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %36 = stablehlo.add %26, %35 : tensor<8x16x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<8x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %39 = stablehlo.subtract %12, %38 : tensor<8x16x32xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<8x16x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<8x16x32xf32>
    %44 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x16x32xf32>
    %46 = stablehlo.convert %c_17 : (tensor<i64>) -> tensor<f64>
    %47 = stablehlo.convert %c_16 : (tensor<i64>) -> tensor<f64>
    %48 = stablehlo.divide %47, %46 : tensor<f64>
    %49 = stablehlo.ceil %48 : tensor<f64>
    %50 = stablehlo.convert %49 : (tensor<f64>) -> tensor<i64>
    %51 = stablehlo.reshape %50 : (tensor<i64>) -> tensor<1xi64>
    %52 = stablehlo.dynamic_iota %51, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %53 = stablehlo.multiply %52, %c_15 : tensor<16xi64>
    %54 = stablehlo.add %53, %c_14 : tensor<16xi64>
    %55 = stablehlo.add %54, %c_14 : tensor<16xi64>
    %56 = stablehlo.reshape %55 : (tensor<16xi64>) -> tensor<1x16xi64>
    %57 = stablehlo.reshape %56 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %58 = stablehlo.reshape %57 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %59 = stablehlo.compare GE, %58, %c_13, SIGNED : (tensor<1x1x16x1xi64>, tensor<1x1x16x1xi64>) -> tensor<1x1x16x1xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi1>) -> tensor<8x1x16x16xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %62 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %63 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %64 = stablehlo.select %61, %62, %63 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %65 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %66 = stablehlo.reshape %45 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %67 = stablehlo.dot_general %66, %65, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %68 = stablehlo.convert %cst_69 : (tensor<1xi64>) -> tensor<1xf32>
    %69 = stablehlo.reshape %68 : (tensor<1xf32>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<128x32xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.multiply %arg8, %72 : tensor<32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %75 = stablehlo.add %71, %74 : tensor<128x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %79 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %66, %79, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %81 = stablehlo.multiply %80, %70 : tensor<128x32xf32>
    %82 = stablehlo.multiply %arg10, %72 : tensor<32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %84 = stablehlo.add %81, %83 : tensor<128x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %88 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %66, %88, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %90 = stablehlo.multiply %89, %70 : tensor<128x32xf32>
    %91 = stablehlo.multiply %arg12, %72 : tensor<32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %93 = stablehlo.add %90, %92 : tensor<128x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %97 = stablehlo.transpose %87, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %98 = stablehlo.reshape %78 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %99 = stablehlo.reshape %97 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %103 = stablehlo.convert %cst_70 : (tensor<1xf64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<8x2x16x16xf32>
    %107 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x2x16x16xf32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %112 = stablehlo.subtract %108, %111 : tensor<8x2x16x16xf32>
    %113 = stablehlo.exponential %112 : tensor<8x2x16x16xf32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x2x16x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %119 = stablehlo.reshape %96 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %121 = stablehlo.dot_general %118, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %125 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %126 = stablehlo.reshape %124 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %127 = stablehlo.dot_general %126, %125, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %128 = stablehlo.multiply %127, %70 : tensor<128x32xf32>
    %129 = stablehlo.multiply %arg14, %72 : tensor<32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %131 = stablehlo.add %128, %130 : tensor<128x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %133 = stablehlo.add %132, %45 : tensor<8x16x32xf32>
    %134 = stablehlo.convert %133 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %135 = stablehlo.reduce(%134 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %136 = stablehlo.reshape %135 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %137 = stablehlo.divide %136, %18 : tensor<8x16x1xf64>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %139 = stablehlo.subtract %134, %138 : tensor<8x16x32xf64>
    %140 = stablehlo.multiply %139, %139 : tensor<8x16x32xf64>
    %141 = stablehlo.reduce(%140 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %142 = stablehlo.reshape %141 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %143 = stablehlo.divide %142, %18 : tensor<8x16x1xf64>
    %144 = stablehlo.convert %143 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %145 = stablehlo.reduce(%133 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %147 = stablehlo.divide %146, %31 : tensor<8x16x1xf32>
    %148 = stablehlo.add %144, %35 : tensor<8x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x16x1xf32>
    %150 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %151 = stablehlo.subtract %133, %150 : tensor<8x16x32xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x16x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<8x16x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x16x32xf32>
    %158 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.reshape %157 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %160 = stablehlo.dot_general %159, %158, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %161 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<128x64xf32>
    %163 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.multiply %arg18, %163 : tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %166 = stablehlo.add %162, %165 : tensor<128x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %168 = stablehlo.multiply %167, %cst_33 : tensor<8x16x64xf32>
    %169 = stablehlo.rsqrt %cst_32 : tensor<8x16x64xf32>
    %170 = stablehlo.multiply %167, %169 : tensor<8x16x64xf32>
    %171 = stablehlo.clamp %cst_34, %170, %cst_35 : tensor<8x16x64xf32>
    %172 = stablehlo.multiply %171, %171 : tensor<8x16x64xf32>
    %173 = stablehlo.multiply %cst_36, %172 : tensor<8x16x64xf32>
    %174 = stablehlo.add %173, %cst_37 : tensor<8x16x64xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<8x16x64xf32>
    %176 = stablehlo.add %175, %cst_38 : tensor<8x16x64xf32>
    %177 = stablehlo.multiply %176, %172 : tensor<8x16x64xf32>
    %178 = stablehlo.add %177, %cst_39 : tensor<8x16x64xf32>
    %179 = stablehlo.multiply %178, %172 : tensor<8x16x64xf32>
    %180 = stablehlo.add %179, %cst_40 : tensor<8x16x64xf32>
    %181 = stablehlo.multiply %180, %172 : tensor<8x16x64xf32>
    %182 = stablehlo.add %181, %cst_41 : tensor<8x16x64xf32>
    %183 = stablehlo.multiply %182, %172 : tensor<8x16x64xf32>
    %184 = stablehlo.add %183, %cst_42 : tensor<8x16x64xf32>
    %185 = stablehlo.multiply %cst_43, %172 : tensor<8x16x64xf32>
    %186 = stablehlo.add %185, %cst_44 : tensor<8x16x64xf32>
    %187 = stablehlo.multiply %186, %172 : tensor<8x16x64xf32>
    %188 = stablehlo.add %187, %cst_45 : tensor<8x16x64xf32>
    %189 = stablehlo.multiply %188, %172 : tensor<8x16x64xf32>
    %190 = stablehlo.add %189, %cst_46 : tensor<8x16x64xf32>
    %191 = stablehlo.multiply %190, %172 : tensor<8x16x64xf32>
    %192 = stablehlo.add %191, %cst_47 : tensor<8x16x64xf32>
    %193 = stablehlo.multiply %171, %184 : tensor<8x16x64xf32>
    %194 = stablehlo.divide %193, %192 : tensor<8x16x64xf32>
    %195 = stablehlo.clamp %cst_48, %194, %cst_31 : tensor<8x16x64xf32>
    %196 = stablehlo.add %195, %cst_31 : tensor<8x16x64xf32>
    %197 = stablehlo.multiply %196, %168 : tensor<8x16x64xf32>
    %198 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %199 = stablehlo.reshape %197 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %200 = stablehlo.dot_general %199, %198, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %201 = stablehlo.multiply %200, %70 : tensor<128x32xf32>
    %202 = stablehlo.multiply %arg20, %72 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %204 = stablehlo.add %201, %203 : tensor<128x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %206 = stablehlo.add %205, %157 : tensor<8x16x32xf32>
    %207 = stablehlo.convert %206 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %208 = stablehlo.reduce(%207 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %209 = stablehlo.reshape %208 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %210 = stablehlo.divide %209, %18 : tensor<8x16x1xf64>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %212 = stablehlo.subtract %207, %211 : tensor<8x16x32xf64>
    %213 = stablehlo.multiply %212, %212 : tensor<8x16x32xf64>
    %214 = stablehlo.reduce(%213 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %215 = stablehlo.reshape %214 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %216 = stablehlo.divide %215, %18 : tensor<8x16x1xf64>
    %217 = stablehlo.convert %216 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %218 = stablehlo.reduce(%206 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %220 = stablehlo.divide %219, %31 : tensor<8x16x1xf32>
    %221 = stablehlo.add %217, %35 : tensor<8x16x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<8x16x1xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %224 = stablehlo.subtract %206, %223 : tensor<8x16x32xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x16x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x16x32xf32>
    %229 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %230 = stablehlo.add %228, %229 : tensor<8x16x32xf32>
    %231 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %232 = stablehlo.reshape %230 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %233 = stablehlo.dot_general %232, %231, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %234 = stablehlo.multiply %233, %70 : tensor<128x32xf32>
    %235 = stablehlo.multiply %arg24, %72 : tensor<32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %237 = stablehlo.add %234, %236 : tensor<128x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %241 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %242 = stablehlo.dot_general %232, %241, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %243 = stablehlo.multiply %242, %70 : tensor<128x32xf32>
    %244 = stablehlo.multiply %arg26, %72 : tensor<32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %246 = stablehlo.add %243, %245 : tensor<128x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %250 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %251 = stablehlo.dot_general %232, %250, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %252 = stablehlo.multiply %251, %70 : tensor<128x32xf32>
    %253 = stablehlo.multiply %arg28, %72 : tensor<32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %255 = stablehlo.add %252, %254 : tensor<128x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %259 = stablehlo.transpose %249, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %260 = stablehlo.reshape %240 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %261 = stablehlo.reshape %259 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %263 = stablehlo.dot_general %260, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %265 = stablehlo.multiply %264, %105 : tensor<8x2x16x16xf32>
    %266 = stablehlo.add %265, %107 : tensor<8x2x16x16xf32>
    %267 = stablehlo.reduce(%266 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %270 = stablehlo.subtract %266, %269 : tensor<8x2x16x16xf32>
    %271 = stablehlo.exponential %270 : tensor<8x2x16x16xf32>
    %272 = stablehlo.reduce(%271 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %275 = stablehlo.divide %271, %274 : tensor<8x2x16x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %277 = stablehlo.reshape %258 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %279 = stablehlo.dot_general %276, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %281 = stablehlo.transpose %280, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %283 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %284 = stablehlo.reshape %282 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %285 = stablehlo.dot_general %284, %283, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %286 = stablehlo.multiply %285, %70 : tensor<128x32xf32>
    %287 = stablehlo.multiply %arg30, %72 : tensor<32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %289 = stablehlo.add %286, %288 : tensor<128x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %291 = stablehlo.add %290, %230 : tensor<8x16x32xf32>
    %292 = stablehlo.convert %291 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %293 = stablehlo.reduce(%292 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %294 = stablehlo.reshape %293 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %295 = stablehlo.divide %294, %18 : tensor<8x16x1xf64>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %297 = stablehlo.subtract %292, %296 : tensor<8x16x32xf64>
    %298 = stablehlo.multiply %297, %297 : tensor<8x16x32xf64>
    %299 = stablehlo.reduce(%298 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %300 = stablehlo.reshape %299 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %301 = stablehlo.divide %300, %18 : tensor<8x16x1xf64>
    %302 = stablehlo.convert %301 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %303 = stablehlo.reduce(%291 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %305 = stablehlo.divide %304, %31 : tensor<8x16x1xf32>
    %306 = stablehlo.add %302, %35 : tensor<8x16x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<8x16x1xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %309 = stablehlo.subtract %291, %308 : tensor<8x16x32xf32>
    %310 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<8x16x32xf32>
    %312 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<8x16x32xf32>
    %314 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %315 = stablehlo.add %313, %314 : tensor<8x16x32xf32>
    %316 = stablehlo.transpose %arg33, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %317 = stablehlo.reshape %315 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %318 = stablehlo.dot_general %317, %316, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %319 = stablehlo.multiply %318, %161 : tensor<128x64xf32>
    %320 = stablehlo.multiply %arg34, %163 : tensor<64xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %322 = stablehlo.add %319, %321 : tensor<128x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %324 = stablehlo.multiply %323, %cst_33 : tensor<8x16x64xf32>
    %325 = stablehlo.multiply %323, %169 : tensor<8x16x64xf32>
    %326 = stablehlo.clamp %cst_34, %325, %cst_35 : tensor<8x16x64xf32>
    %327 = stablehlo.multiply %326, %326 : tensor<8x16x64xf32>
    %328 = stablehlo.multiply %cst_36, %327 : tensor<8x16x64xf32>
    %329 = stablehlo.add %328, %cst_37 : tensor<8x16x64xf32>
    %330 = stablehlo.multiply %329, %327 : tensor<8x16x64xf32>
    %331 = stablehlo.add %330, %cst_38 : tensor<8x16x64xf32>
    %332 = stablehlo.multiply %331, %327 : tensor<8x16x64xf32>
    %333 = stablehlo.add %332, %cst_39 : tensor<8x16x64xf32>
    %334 = stablehlo.multiply %333, %327 : tensor<8x16x64xf32>
    %335 = stablehlo.add %334, %cst_40 : tensor<8x16x64xf32>
    %336 = stablehlo.multiply %335, %327 : tensor<8x16x64xf32>
    %337 = stablehlo.add %336, %cst_41 : tensor<8x16x64xf32>
    %338 = stablehlo.multiply %337, %327 : tensor<8x16x64xf32>
    %339 = stablehlo.add %338, %cst_42 : tensor<8x16x64xf32>
    %340 = stablehlo.multiply %cst_43, %327 : tensor<8x16x64xf32>
    %341 = stablehlo.add %340, %cst_44 : tensor<8x16x64xf32>
    %342 = stablehlo.multiply %341, %327 : tensor<8x16x64xf32>
    %343 = stablehlo.add %342, %cst_45 : tensor<8x16x64xf32>
    %344 = stablehlo.multiply %343, %327 : tensor<8x16x64xf32>
    %345 = stablehlo.add %344, %cst_46 : tensor<8x16x64xf32>
    %346 = stablehlo.multiply %345, %327 : tensor<8x16x64xf32>
    %347 = stablehlo.add %346, %cst_47 : tensor<8x16x64xf32>
    %348 = stablehlo.multiply %326, %339 : tensor<8x16x64xf32>
    %349 = stablehlo.divide %348, %347 : tensor<8x16x64xf32>
    %350 = stablehlo.clamp %cst_48, %349, %cst_31 : tensor<8x16x64xf32>
    %351 = stablehlo.add %350, %cst_31 : tensor<8x16x64xf32>
    %352 = stablehlo.multiply %351, %324 : tensor<8x16x64xf32>
    %353 = stablehlo.transpose %arg35, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %354 = stablehlo.reshape %352 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %355 = stablehlo.dot_general %354, %353, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %356 = stablehlo.multiply %355, %70 : tensor<128x32xf32>
    %357 = stablehlo.multiply %arg36, %72 : tensor<32xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %359 = stablehlo.add %356, %358 : tensor<128x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %361 = stablehlo.add %360, %315 : tensor<8x16x32xf32>
    %362 = stablehlo.convert %361 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %363 = stablehlo.reduce(%362 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %364 = stablehlo.reshape %363 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %365 = stablehlo.divide %364, %18 : tensor<8x16x1xf64>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %367 = stablehlo.subtract %362, %366 : tensor<8x16x32xf64>
    %368 = stablehlo.multiply %367, %367 : tensor<8x16x32xf64>
    %369 = stablehlo.reduce(%368 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %370 = stablehlo.reshape %369 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %371 = stablehlo.divide %370, %18 : tensor<8x16x1xf64>
    %372 = stablehlo.convert %371 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %373 = stablehlo.reduce(%361 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %375 = stablehlo.divide %374, %31 : tensor<8x16x1xf32>
    %376 = stablehlo.add %372, %35 : tensor<8x16x1xf32>
    %377 = stablehlo.rsqrt %376 : tensor<8x16x1xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %379 = stablehlo.subtract %361, %378 : tensor<8x16x32xf32>
    %380 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<8x16x32xf32>
    %382 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<8x16x32xf32>
    %384 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %385 = stablehlo.add %383, %384 : tensor<8x16x32xf32>
    %386 = stablehlo.transpose %arg40, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %387 = stablehlo.reshape %385 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %388 = stablehlo.dot_general %387, %386, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %389 = stablehlo.multiply %388, %70 : tensor<128x32xf32>
    %390 = stablehlo.multiply %arg41, %72 : tensor<32xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %392 = stablehlo.add %389, %391 : tensor<128x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %394 = stablehlo.multiply %393, %cst_51 : tensor<8x16x32xf32>
    %395 = stablehlo.rsqrt %cst_50 : tensor<8x16x32xf32>
    %396 = stablehlo.multiply %393, %395 : tensor<8x16x32xf32>
    %397 = stablehlo.clamp %cst_52, %396, %cst_53 : tensor<8x16x32xf32>
    %398 = stablehlo.multiply %397, %397 : tensor<8x16x32xf32>
    %399 = stablehlo.multiply %cst_54, %398 : tensor<8x16x32xf32>
    %400 = stablehlo.add %399, %cst_55 : tensor<8x16x32xf32>
    %401 = stablehlo.multiply %400, %398 : tensor<8x16x32xf32>
    %402 = stablehlo.add %401, %cst_56 : tensor<8x16x32xf32>
    %403 = stablehlo.multiply %402, %398 : tensor<8x16x32xf32>
    %404 = stablehlo.add %403, %cst_57 : tensor<8x16x32xf32>
    %405 = stablehlo.multiply %404, %398 : tensor<8x16x32xf32>
    %406 = stablehlo.add %405, %cst_58 : tensor<8x16x32xf32>
    %407 = stablehlo.multiply %406, %398 : tensor<8x16x32xf32>
    %408 = stablehlo.add %407, %cst_59 : tensor<8x16x32xf32>
    %409 = stablehlo.multiply %408, %398 : tensor<8x16x32xf32>
    %410 = stablehlo.add %409, %cst_60 : tensor<8x16x32xf32>
    %411 = stablehlo.multiply %cst_61, %398 : tensor<8x16x32xf32>
    %412 = stablehlo.add %411, %cst_62 : tensor<8x16x32xf32>
    %413 = stablehlo.multiply %412, %398 : tensor<8x16x32xf32>
    %414 = stablehlo.add %413, %cst_63 : tensor<8x16x32xf32>
    %415 = stablehlo.multiply %414, %398 : tensor<8x16x32xf32>
    %416 = stablehlo.add %415, %cst_64 : tensor<8x16x32xf32>
    %417 = stablehlo.multiply %416, %398 : tensor<8x16x32xf32>
    %418 = stablehlo.add %417, %cst_65 : tensor<8x16x32xf32>
    %419 = stablehlo.multiply %397, %410 : tensor<8x16x32xf32>
    %420 = stablehlo.divide %419, %418 : tensor<8x16x32xf32>
    %421 = stablehlo.clamp %cst_66, %420, %cst_49 : tensor<8x16x32xf32>
    %422 = stablehlo.add %421, %cst_49 : tensor<8x16x32xf32>
    %423 = stablehlo.multiply %422, %394 : tensor<8x16x32xf32>
    %424 = stablehlo.convert %423 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %425 = stablehlo.reduce(%424 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %426 = stablehlo.reshape %425 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %427 = stablehlo.divide %426, %18 : tensor<8x16x1xf64>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %429 = stablehlo.subtract %424, %428 : tensor<8x16x32xf64>
    %430 = stablehlo.multiply %429, %429 : tensor<8x16x32xf64>
    %431 = stablehlo.reduce(%430 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %432 = stablehlo.reshape %431 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %433 = stablehlo.divide %432, %18 : tensor<8x16x1xf64>
    %434 = stablehlo.convert %433 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %435 = stablehlo.reduce(%423 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %436 = stablehlo.reshape %435 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %437 = stablehlo.divide %436, %31 : tensor<8x16x1xf32>
    %438 = stablehlo.add %434, %35 : tensor<8x16x1xf32>
    %439 = stablehlo.rsqrt %438 : tensor<8x16x1xf32>
    %440 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %441 = stablehlo.subtract %423, %440 : tensor<8x16x32xf32>
    %442 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<8x16x32xf32>
    %444 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<8x16x32xf32>
    %446 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %447 = stablehlo.add %445, %446 : tensor<8x16x32xf32>
    %448 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %449 = stablehlo.reshape %447 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %450 = stablehlo.dot_general %449, %448, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %451 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<128x128xf32>
    %453 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %454 = stablehlo.multiply %arg39, %453 : tensor<128xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %456 = stablehlo.add %452, %455 : tensor<128x128xf32>
    %457 = stablehlo.reshape %456 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %459 = stablehlo.reshape %arg1 : (tensor<8x16xi64>) -> tensor<128xi64>
    %460 = stablehlo.reduce(%458 init: %cst_30) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %461 = stablehlo.reshape %460 : (tensor<128xf32>) -> tensor<128x1xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %463 = stablehlo.subtract %458, %462 : tensor<128x128xf32>
    %464 = stablehlo.exponential %463 : tensor<128x128xf32>
    %465 = stablehlo.reduce(%464 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %466 = stablehlo.reshape %465 : (tensor<128xf32>) -> tensor<128x1xf32>
    %467 = stablehlo.log %466 : tensor<128x1xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %469 = stablehlo.subtract %463, %468 : tensor<128x128xf32>
    %470 = stablehlo.compare NE, %459, %c_12, SIGNED : (tensor<128xi64>, tensor<128xi64>) -> tensor<128xi1>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0] : (tensor<128xi1>) -> tensor<128xi1>
    %472 = stablehlo.broadcast_in_dim %459, dims = [0] : (tensor<128xi64>) -> tensor<128xi64>
    %473 = stablehlo.select %471, %472, %c_11 : tensor<128xi1>, tensor<128xi64>
    %474 = stablehlo.reshape %473 : (tensor<128xi64>) -> tensor<128x1xi64>
    %475 = stablehlo.iota dim = 0 : tensor<128x1x1xi64>
    %476 = stablehlo.reshape %474 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %477 = stablehlo.concatenate %475, %476, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %478 = "stablehlo.gather"(%469, %477) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<128x128xf32>, tensor<128x1x2xi64>) -> tensor<128x1xf32>
    %479 = stablehlo.reshape %478 : (tensor<128x1xf32>) -> tensor<128xf32>
    %480 = stablehlo.negate %479 : tensor<128xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0] : (tensor<128xf32>) -> tensor<128xf32>
    %482 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %483 = stablehlo.select %471, %481, %482 : tensor<128xi1>, tensor<128xf32>
    %484 = stablehlo.convert %470 : (tensor<128xi1>) -> tensor<128xi64>
    %485 = stablehlo.reduce(%484 init: %c_24) applies stablehlo.add across dimensions = [0] : (tensor<128xi64>, tensor<i64>) -> tensor<i64>
    %486 = stablehlo.convert %485 : (tensor<i64>) -> tensor<f32>
    %487 = stablehlo.reduce(%483 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %488 = stablehlo.divide %487, %486 : tensor<f32>
    %489 = stablehlo.divide %cst_23, %486 : tensor<f32>
    %490 = stablehlo.reshape %459 : (tensor<128xi64>) -> tensor<128x1xi64>
    %491 = stablehlo.compare NE, %490, %c_10, SIGNED : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x1xi1>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x1xi1>
    %493 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<128x1xi64>) -> tensor<128x1xi64>
    %494 = stablehlo.select %492, %493, %c_9 : tensor<128x1xi1>, tensor<128x1xi64>
    %495 = stablehlo.slice %cst_21 [0:128, 0:1] : (tensor<128x1xf32>) -> tensor<128x1xf32>
    %496 = stablehlo.reshape %494 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %497 = stablehlo.concatenate %475, %496, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %498 = "stablehlo.scatter"(%cst_22, %497, %495) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      stablehlo.return %arg45 : tensor<f32>
    }) : (tensor<128x128xf32>, tensor<128x1x2xi64>, tensor<128x1xf32>) -> tensor<128x128xf32>
    %499 = stablehlo.broadcast_in_dim %489, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %500 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %501 = stablehlo.select %492, %499, %500 : tensor<128x1xi1>, tensor<128x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %503 = stablehlo.multiply %498, %502 : tensor<128x128xf32>
    %504 = stablehlo.exponential %469 : tensor<128x128xf32>
    %505 = stablehlo.reduce(%503 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %506 = stablehlo.reshape %505 : (tensor<128xf32>) -> tensor<128x1xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %508 = stablehlo.multiply %504, %507 : tensor<128x128xf32>
    %509 = stablehlo.subtract %503, %508 : tensor<128x128xf32>
    %510 = stablehlo.reshape %509 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %512 = stablehlo.transpose %448, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %513 = stablehlo.dot_general %511, %512, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %514 = stablehlo.transpose %511, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %515 = stablehlo.dot_general %514, %449, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %516 = stablehlo.transpose %515, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %517 = stablehlo.reduce(%511 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %518 = stablehlo.reshape %517 : (tensor<128xf32>) -> tensor<1x128xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x128xf32>) -> tensor<128xf32>
    %520 = stablehlo.reshape %513 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %521 = stablehlo.transpose %516, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %522 = stablehlo.multiply %520, %444 : tensor<8x16x32xf32>
    %523 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<8x16x32xf32>
    %525 = stablehlo.reduce(%522 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %526 = stablehlo.reshape %525 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %527 = stablehlo.multiply %522, %443 : tensor<8x16x32xf32>
    %528 = stablehlo.reduce(%527 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %531 = stablehlo.multiply %443, %530 : tensor<8x16x32xf32>
    %532 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %533 = stablehlo.subtract %524, %532 : tensor<8x16x32xf32>
    %534 = stablehlo.subtract %533, %531 : tensor<8x16x32xf32>
    %535 = stablehlo.divide %439, %31 : tensor<8x16x1xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %537 = stablehlo.multiply %536, %534 : tensor<8x16x32xf32>
    %538 = stablehlo.multiply %520, %443 : tensor<8x16x32xf32>
    %539 = stablehlo.reduce(%538 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %540 = stablehlo.reduce(%520 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %541 = stablehlo.convert %cst_71 : (tensor<1xf64>) -> tensor<1xf32>
    %542 = stablehlo.reshape %541 : (tensor<1xf32>) -> tensor<f32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %544 = stablehlo.multiply %393, %543 : tensor<8x16x32xf32>
    %545 = stablehlo.clamp %cst_52, %544, %cst_53 : tensor<8x16x32xf32>
    %546 = stablehlo.multiply %545, %545 : tensor<8x16x32xf32>
    %547 = stablehlo.multiply %cst_54, %546 : tensor<8x16x32xf32>
    %548 = stablehlo.add %547, %cst_55 : tensor<8x16x32xf32>
    %549 = stablehlo.multiply %548, %546 : tensor<8x16x32xf32>
    %550 = stablehlo.add %549, %cst_56 : tensor<8x16x32xf32>
    %551 = stablehlo.multiply %550, %546 : tensor<8x16x32xf32>
    %552 = stablehlo.add %551, %cst_57 : tensor<8x16x32xf32>
    %553 = stablehlo.multiply %552, %546 : tensor<8x16x32xf32>
    %554 = stablehlo.add %553, %cst_58 : tensor<8x16x32xf32>
    %555 = stablehlo.multiply %554, %546 : tensor<8x16x32xf32>
    %556 = stablehlo.add %555, %cst_59 : tensor<8x16x32xf32>
    %557 = stablehlo.multiply %556, %546 : tensor<8x16x32xf32>
    %558 = stablehlo.add %557, %cst_60 : tensor<8x16x32xf32>
    %559 = stablehlo.multiply %cst_61, %546 : tensor<8x16x32xf32>
    %560 = stablehlo.add %559, %cst_62 : tensor<8x16x32xf32>
    %561 = stablehlo.multiply %560, %546 : tensor<8x16x32xf32>
    %562 = stablehlo.add %561, %cst_63 : tensor<8x16x32xf32>
    %563 = stablehlo.multiply %562, %546 : tensor<8x16x32xf32>
    %564 = stablehlo.add %563, %cst_64 : tensor<8x16x32xf32>
    %565 = stablehlo.multiply %564, %546 : tensor<8x16x32xf32>
    %566 = stablehlo.add %565, %cst_65 : tensor<8x16x32xf32>
    %567 = stablehlo.multiply %545, %558 : tensor<8x16x32xf32>
    %568 = stablehlo.divide %567, %566 : tensor<8x16x32xf32>
    %569 = stablehlo.clamp %cst_66, %568, %cst_49 : tensor<8x16x32xf32>
    %570 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %571 = stablehlo.add %569, %570 : tensor<8x16x32xf32>
    %572 = stablehlo.convert %cst_72 : (tensor<1xf64>) -> tensor<1xf32>
    %573 = stablehlo.reshape %572 : (tensor<1xf32>) -> tensor<f32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %575 = stablehlo.multiply %571, %574 : tensor<8x16x32xf32>
    %576 = stablehlo.multiply %393, %393 : tensor<8x16x32xf32>
    %577 = stablehlo.convert %cst_73 : (tensor<1xf64>) -> tensor<1xf32>
    %578 = stablehlo.reshape %577 : (tensor<1xf32>) -> tensor<f32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %580 = stablehlo.multiply %576, %579 : tensor<8x16x32xf32>
    %581 = stablehlo.exponential %580 : tensor<8x16x32xf32>
    %582 = stablehlo.convert %cst_74 : (tensor<1xf64>) -> tensor<1xf32>
    %583 = stablehlo.reshape %582 : (tensor<1xf32>) -> tensor<f32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %585 = stablehlo.multiply %581, %584 : tensor<8x16x32xf32>
    %586 = stablehlo.multiply %393, %585 : tensor<8x16x32xf32>
    %587 = stablehlo.add %575, %586 : tensor<8x16x32xf32>
    %588 = stablehlo.multiply %537, %587 : tensor<8x16x32xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %590 = stablehlo.transpose %386, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %591 = stablehlo.dot_general %589, %590, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %592 = stablehlo.transpose %589, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %593 = stablehlo.dot_general %592, %387, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %594 = stablehlo.transpose %593, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %595 = stablehlo.reduce(%589 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.reshape %595 : (tensor<32xf32>) -> tensor<1x32xf32>
    %597 = stablehlo.reshape %596 : (tensor<1x32xf32>) -> tensor<32xf32>
    %598 = stablehlo.reshape %591 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %599 = stablehlo.transpose %594, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %600 = stablehlo.multiply %598, %382 : tensor<8x16x32xf32>
    %601 = stablehlo.multiply %600, %523 : tensor<8x16x32xf32>
    %602 = stablehlo.reduce(%600 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %603 = stablehlo.reshape %602 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %604 = stablehlo.multiply %600, %381 : tensor<8x16x32xf32>
    %605 = stablehlo.reduce(%604 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %606 = stablehlo.reshape %605 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %608 = stablehlo.multiply %381, %607 : tensor<8x16x32xf32>
    %609 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %610 = stablehlo.subtract %601, %609 : tensor<8x16x32xf32>
    %611 = stablehlo.subtract %610, %608 : tensor<8x16x32xf32>
    %612 = stablehlo.divide %377, %31 : tensor<8x16x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %614 = stablehlo.multiply %613, %611 : tensor<8x16x32xf32>
    %615 = stablehlo.multiply %598, %381 : tensor<8x16x32xf32>
    %616 = stablehlo.reduce(%615 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.reduce(%598 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %618 = stablehlo.reshape %614 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %619 = stablehlo.transpose %353, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %620 = stablehlo.dot_general %618, %619, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %621 = stablehlo.transpose %618, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %622 = stablehlo.dot_general %621, %354, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %623 = stablehlo.transpose %622, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %624 = stablehlo.reduce(%618 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %625 = stablehlo.reshape %624 : (tensor<32xf32>) -> tensor<1x32xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x32xf32>) -> tensor<32xf32>
    %627 = stablehlo.reshape %620 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %628 = stablehlo.transpose %623, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %629 = stablehlo.broadcast_in_dim %542, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %630 = stablehlo.multiply %323, %629 : tensor<8x16x64xf32>
    %631 = stablehlo.clamp %cst_34, %630, %cst_35 : tensor<8x16x64xf32>
    %632 = stablehlo.multiply %631, %631 : tensor<8x16x64xf32>
    %633 = stablehlo.multiply %cst_36, %632 : tensor<8x16x64xf32>
    %634 = stablehlo.add %633, %cst_37 : tensor<8x16x64xf32>
    %635 = stablehlo.multiply %634, %632 : tensor<8x16x64xf32>
    %636 = stablehlo.add %635, %cst_38 : tensor<8x16x64xf32>
    %637 = stablehlo.multiply %636, %632 : tensor<8x16x64xf32>
    %638 = stablehlo.add %637, %cst_39 : tensor<8x16x64xf32>
    %639 = stablehlo.multiply %638, %632 : tensor<8x16x64xf32>
    %640 = stablehlo.add %639, %cst_40 : tensor<8x16x64xf32>
    %641 = stablehlo.multiply %640, %632 : tensor<8x16x64xf32>
    %642 = stablehlo.add %641, %cst_41 : tensor<8x16x64xf32>
    %643 = stablehlo.multiply %642, %632 : tensor<8x16x64xf32>
    %644 = stablehlo.add %643, %cst_42 : tensor<8x16x64xf32>
    %645 = stablehlo.multiply %cst_43, %632 : tensor<8x16x64xf32>
    %646 = stablehlo.add %645, %cst_44 : tensor<8x16x64xf32>
    %647 = stablehlo.multiply %646, %632 : tensor<8x16x64xf32>
    %648 = stablehlo.add %647, %cst_45 : tensor<8x16x64xf32>
    %649 = stablehlo.multiply %648, %632 : tensor<8x16x64xf32>
    %650 = stablehlo.add %649, %cst_46 : tensor<8x16x64xf32>
    %651 = stablehlo.multiply %650, %632 : tensor<8x16x64xf32>
    %652 = stablehlo.add %651, %cst_47 : tensor<8x16x64xf32>
    %653 = stablehlo.multiply %631, %644 : tensor<8x16x64xf32>
    %654 = stablehlo.divide %653, %652 : tensor<8x16x64xf32>
    %655 = stablehlo.clamp %cst_48, %654, %cst_31 : tensor<8x16x64xf32>
    %656 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %657 = stablehlo.add %655, %656 : tensor<8x16x64xf32>
    %658 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %659 = stablehlo.multiply %657, %658 : tensor<8x16x64xf32>
    %660 = stablehlo.multiply %323, %323 : tensor<8x16x64xf32>
    %661 = stablehlo.broadcast_in_dim %578, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<8x16x64xf32>
    %663 = stablehlo.exponential %662 : tensor<8x16x64xf32>
    %664 = stablehlo.broadcast_in_dim %583, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %665 = stablehlo.multiply %663, %664 : tensor<8x16x64xf32>
    %666 = stablehlo.multiply %323, %665 : tensor<8x16x64xf32>
    %667 = stablehlo.add %659, %666 : tensor<8x16x64xf32>
    %668 = stablehlo.multiply %627, %667 : tensor<8x16x64xf32>
    %669 = stablehlo.reshape %668 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %670 = stablehlo.transpose %316, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %671 = stablehlo.dot_general %669, %670, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %672 = stablehlo.transpose %669, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %673 = stablehlo.dot_general %672, %317, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %674 = stablehlo.transpose %673, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %675 = stablehlo.reduce(%669 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.reshape %675 : (tensor<64xf32>) -> tensor<1x64xf32>
    %677 = stablehlo.reshape %676 : (tensor<1x64xf32>) -> tensor<64xf32>
    %678 = stablehlo.reshape %671 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %679 = stablehlo.add %614, %678 : tensor<8x16x32xf32>
    %680 = stablehlo.transpose %674, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %681 = stablehlo.multiply %679, %312 : tensor<8x16x32xf32>
    %682 = stablehlo.multiply %681, %523 : tensor<8x16x32xf32>
    %683 = stablehlo.reduce(%681 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %684 = stablehlo.reshape %683 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %685 = stablehlo.multiply %681, %311 : tensor<8x16x32xf32>
    %686 = stablehlo.reduce(%685 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %687 = stablehlo.reshape %686 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %689 = stablehlo.multiply %311, %688 : tensor<8x16x32xf32>
    %690 = stablehlo.broadcast_in_dim %684, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %691 = stablehlo.subtract %682, %690 : tensor<8x16x32xf32>
    %692 = stablehlo.subtract %691, %689 : tensor<8x16x32xf32>
    %693 = stablehlo.divide %307, %31 : tensor<8x16x1xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %695 = stablehlo.multiply %694, %692 : tensor<8x16x32xf32>
    %696 = stablehlo.multiply %679, %311 : tensor<8x16x32xf32>
    %697 = stablehlo.reduce(%696 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.reduce(%679 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %699 = stablehlo.reshape %695 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %700 = stablehlo.transpose %283, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %701 = stablehlo.dot_general %699, %700, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %702 = stablehlo.transpose %699, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %703 = stablehlo.dot_general %702, %284, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %704 = stablehlo.transpose %703, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %705 = stablehlo.reduce(%699 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.reshape %705 : (tensor<32xf32>) -> tensor<1x32xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x32xf32>) -> tensor<32xf32>
    %708 = stablehlo.reshape %701 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %709 = stablehlo.transpose %704, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %710 = stablehlo.reshape %708 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %711 = stablehlo.transpose %710, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %712 = stablehlo.reshape %711 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %713 = stablehlo.transpose %276, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %714 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %715 = stablehlo.dot_general %713, %714, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %716 = stablehlo.transpose %277, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %718 = stablehlo.dot_general %712, %717, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %719 = stablehlo.reshape %715 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %720 = stablehlo.reshape %718 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %721 = stablehlo.multiply %720, %275 : tensor<8x2x16x16xf32>
    %722 = stablehlo.reduce(%721 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %723 = stablehlo.reshape %722 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %725 = stablehlo.multiply %275, %724 : tensor<8x2x16x16xf32>
    %726 = stablehlo.subtract %721, %725 : tensor<8x2x16x16xf32>
    %727 = stablehlo.multiply %726, %105 : tensor<8x2x16x16xf32>
    %728 = stablehlo.reshape %727 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %729 = stablehlo.transpose %260, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %730 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %731 = stablehlo.dot_general %729, %730, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %732 = stablehlo.transpose %261, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %734 = stablehlo.dot_general %728, %733, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %735 = stablehlo.reshape %731 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %736 = stablehlo.reshape %734 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %737 = stablehlo.transpose %735, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %738 = stablehlo.transpose %719, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %739 = stablehlo.reshape %738 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %740 = stablehlo.reshape %739 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %741 = stablehlo.transpose %250, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %742 = stablehlo.dot_general %740, %741, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %743 = stablehlo.transpose %740, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %744 = stablehlo.dot_general %743, %232, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %745 = stablehlo.transpose %744, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %746 = stablehlo.reduce(%740 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %747 = stablehlo.reshape %746 : (tensor<32xf32>) -> tensor<1x32xf32>
    %748 = stablehlo.reshape %747 : (tensor<1x32xf32>) -> tensor<32xf32>
    %749 = stablehlo.reshape %742 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %750 = stablehlo.add %695, %749 : tensor<8x16x32xf32>
    %751 = stablehlo.transpose %745, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %752 = stablehlo.transpose %737, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %753 = stablehlo.reshape %752 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %754 = stablehlo.reshape %753 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %755 = stablehlo.transpose %241, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %756 = stablehlo.dot_general %754, %755, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %757 = stablehlo.transpose %754, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %758 = stablehlo.dot_general %757, %232, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %759 = stablehlo.transpose %758, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %760 = stablehlo.reduce(%754 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.reshape %760 : (tensor<32xf32>) -> tensor<1x32xf32>
    %762 = stablehlo.reshape %761 : (tensor<1x32xf32>) -> tensor<32xf32>
    %763 = stablehlo.reshape %756 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %764 = stablehlo.add %750, %763 : tensor<8x16x32xf32>
    %765 = stablehlo.transpose %759, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %766 = stablehlo.transpose %736, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %767 = stablehlo.reshape %766 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %768 = stablehlo.reshape %767 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %769 = stablehlo.transpose %231, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %770 = stablehlo.dot_general %768, %769, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %771 = stablehlo.transpose %768, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %772 = stablehlo.dot_general %771, %232, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %773 = stablehlo.transpose %772, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %774 = stablehlo.reduce(%768 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %775 = stablehlo.reshape %774 : (tensor<32xf32>) -> tensor<1x32xf32>
    %776 = stablehlo.reshape %775 : (tensor<1x32xf32>) -> tensor<32xf32>
    %777 = stablehlo.reshape %770 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %778 = stablehlo.add %764, %777 : tensor<8x16x32xf32>
    %779 = stablehlo.transpose %773, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %780 = stablehlo.multiply %778, %227 : tensor<8x16x32xf32>
    %781 = stablehlo.multiply %780, %523 : tensor<8x16x32xf32>
    %782 = stablehlo.reduce(%780 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %783 = stablehlo.reshape %782 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %784 = stablehlo.multiply %780, %226 : tensor<8x16x32xf32>
    %785 = stablehlo.reduce(%784 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %786 = stablehlo.reshape %785 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %788 = stablehlo.multiply %226, %787 : tensor<8x16x32xf32>
    %789 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %790 = stablehlo.subtract %781, %789 : tensor<8x16x32xf32>
    %791 = stablehlo.subtract %790, %788 : tensor<8x16x32xf32>
    %792 = stablehlo.divide %222, %31 : tensor<8x16x1xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %794 = stablehlo.multiply %793, %791 : tensor<8x16x32xf32>
    %795 = stablehlo.multiply %778, %226 : tensor<8x16x32xf32>
    %796 = stablehlo.reduce(%795 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %797 = stablehlo.reduce(%778 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %798 = stablehlo.reshape %794 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %799 = stablehlo.transpose %198, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %800 = stablehlo.dot_general %798, %799, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %801 = stablehlo.transpose %798, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %802 = stablehlo.dot_general %801, %199, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %803 = stablehlo.transpose %802, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %804 = stablehlo.reduce(%798 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %805 = stablehlo.reshape %804 : (tensor<32xf32>) -> tensor<1x32xf32>
    %806 = stablehlo.reshape %805 : (tensor<1x32xf32>) -> tensor<32xf32>
    %807 = stablehlo.reshape %800 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %808 = stablehlo.transpose %803, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %809 = stablehlo.multiply %167, %629 : tensor<8x16x64xf32>
    %810 = stablehlo.clamp %cst_34, %809, %cst_35 : tensor<8x16x64xf32>
    %811 = stablehlo.multiply %810, %810 : tensor<8x16x64xf32>
    %812 = stablehlo.multiply %cst_36, %811 : tensor<8x16x64xf32>
    %813 = stablehlo.add %812, %cst_37 : tensor<8x16x64xf32>
    %814 = stablehlo.multiply %813, %811 : tensor<8x16x64xf32>
    %815 = stablehlo.add %814, %cst_38 : tensor<8x16x64xf32>
    %816 = stablehlo.multiply %815, %811 : tensor<8x16x64xf32>
    %817 = stablehlo.add %816, %cst_39 : tensor<8x16x64xf32>
    %818 = stablehlo.multiply %817, %811 : tensor<8x16x64xf32>
    %819 = stablehlo.add %818, %cst_40 : tensor<8x16x64xf32>
    %820 = stablehlo.multiply %819, %811 : tensor<8x16x64xf32>
    %821 = stablehlo.add %820, %cst_41 : tensor<8x16x64xf32>
    %822 = stablehlo.multiply %821, %811 : tensor<8x16x64xf32>
    %823 = stablehlo.add %822, %cst_42 : tensor<8x16x64xf32>
    %824 = stablehlo.multiply %cst_43, %811 : tensor<8x16x64xf32>
    %825 = stablehlo.add %824, %cst_44 : tensor<8x16x64xf32>
    %826 = stablehlo.multiply %825, %811 : tensor<8x16x64xf32>
    %827 = stablehlo.add %826, %cst_45 : tensor<8x16x64xf32>
    %828 = stablehlo.multiply %827, %811 : tensor<8x16x64xf32>
    %829 = stablehlo.add %828, %cst_46 : tensor<8x16x64xf32>
    %830 = stablehlo.multiply %829, %811 : tensor<8x16x64xf32>
    %831 = stablehlo.add %830, %cst_47 : tensor<8x16x64xf32>
    %832 = stablehlo.multiply %810, %823 : tensor<8x16x64xf32>
    %833 = stablehlo.divide %832, %831 : tensor<8x16x64xf32>
    %834 = stablehlo.clamp %cst_48, %833, %cst_31 : tensor<8x16x64xf32>
    %835 = stablehlo.add %834, %656 : tensor<8x16x64xf32>
    %836 = stablehlo.multiply %835, %658 : tensor<8x16x64xf32>
    %837 = stablehlo.multiply %167, %167 : tensor<8x16x64xf32>
    %838 = stablehlo.multiply %837, %661 : tensor<8x16x64xf32>
    %839 = stablehlo.exponential %838 : tensor<8x16x64xf32>
    %840 = stablehlo.multiply %839, %664 : tensor<8x16x64xf32>
    %841 = stablehlo.multiply %167, %840 : tensor<8x16x64xf32>
    %842 = stablehlo.add %836, %841 : tensor<8x16x64xf32>
    %843 = stablehlo.multiply %807, %842 : tensor<8x16x64xf32>
    %844 = stablehlo.reshape %843 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %845 = stablehlo.transpose %158, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %846 = stablehlo.dot_general %844, %845, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %847 = stablehlo.transpose %844, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %848 = stablehlo.dot_general %847, %159, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %849 = stablehlo.transpose %848, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %850 = stablehlo.reduce(%844 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %851 = stablehlo.reshape %850 : (tensor<64xf32>) -> tensor<1x64xf32>
    %852 = stablehlo.reshape %851 : (tensor<1x64xf32>) -> tensor<64xf32>
    %853 = stablehlo.reshape %846 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %854 = stablehlo.add %794, %853 : tensor<8x16x32xf32>
    %855 = stablehlo.transpose %849, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %856 = stablehlo.multiply %854, %154 : tensor<8x16x32xf32>
    %857 = stablehlo.multiply %856, %523 : tensor<8x16x32xf32>
    %858 = stablehlo.reduce(%856 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %859 = stablehlo.reshape %858 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %860 = stablehlo.multiply %856, %153 : tensor<8x16x32xf32>
    %861 = stablehlo.reduce(%860 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %862 = stablehlo.reshape %861 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %864 = stablehlo.multiply %153, %863 : tensor<8x16x32xf32>
    %865 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %866 = stablehlo.subtract %857, %865 : tensor<8x16x32xf32>
    %867 = stablehlo.subtract %866, %864 : tensor<8x16x32xf32>
    %868 = stablehlo.divide %149, %31 : tensor<8x16x1xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %870 = stablehlo.multiply %869, %867 : tensor<8x16x32xf32>
    %871 = stablehlo.multiply %854, %153 : tensor<8x16x32xf32>
    %872 = stablehlo.reduce(%871 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.reduce(%854 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.reshape %870 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %875 = stablehlo.transpose %125, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %876 = stablehlo.dot_general %874, %875, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %877 = stablehlo.transpose %874, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %878 = stablehlo.dot_general %877, %126, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %879 = stablehlo.transpose %878, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %880 = stablehlo.reduce(%874 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %881 = stablehlo.reshape %880 : (tensor<32xf32>) -> tensor<1x32xf32>
    %882 = stablehlo.reshape %881 : (tensor<1x32xf32>) -> tensor<32xf32>
    %883 = stablehlo.reshape %876 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %884 = stablehlo.transpose %879, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %885 = stablehlo.reshape %883 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %886 = stablehlo.transpose %885, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %887 = stablehlo.reshape %886 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %888 = stablehlo.transpose %118, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %889 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %890 = stablehlo.dot_general %888, %889, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %891 = stablehlo.transpose %119, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %893 = stablehlo.dot_general %887, %892, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %894 = stablehlo.reshape %890 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %895 = stablehlo.reshape %893 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %896 = stablehlo.multiply %895, %117 : tensor<8x2x16x16xf32>
    %897 = stablehlo.reduce(%896 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %898 = stablehlo.reshape %897 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %900 = stablehlo.multiply %117, %899 : tensor<8x2x16x16xf32>
    %901 = stablehlo.subtract %896, %900 : tensor<8x2x16x16xf32>
    %902 = stablehlo.multiply %901, %105 : tensor<8x2x16x16xf32>
    %903 = stablehlo.reshape %902 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %904 = stablehlo.transpose %98, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %905 = stablehlo.broadcast_in_dim %903, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %906 = stablehlo.dot_general %904, %905, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %907 = stablehlo.transpose %99, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %909 = stablehlo.dot_general %903, %908, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %910 = stablehlo.reshape %906 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %911 = stablehlo.reshape %909 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %912 = stablehlo.transpose %910, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %913 = stablehlo.transpose %894, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %914 = stablehlo.reshape %913 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %915 = stablehlo.reshape %914 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %916 = stablehlo.transpose %88, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %917 = stablehlo.dot_general %915, %916, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %918 = stablehlo.transpose %915, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %919 = stablehlo.dot_general %918, %66, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %920 = stablehlo.transpose %919, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %921 = stablehlo.reduce(%915 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %922 = stablehlo.reshape %921 : (tensor<32xf32>) -> tensor<1x32xf32>
    %923 = stablehlo.reshape %922 : (tensor<1x32xf32>) -> tensor<32xf32>
    %924 = stablehlo.reshape %917 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %925 = stablehlo.add %870, %924 : tensor<8x16x32xf32>
    %926 = stablehlo.transpose %920, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %927 = stablehlo.transpose %912, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %928 = stablehlo.reshape %927 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %929 = stablehlo.reshape %928 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %930 = stablehlo.transpose %79, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %931 = stablehlo.dot_general %929, %930, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %932 = stablehlo.transpose %929, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %933 = stablehlo.dot_general %932, %66, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %934 = stablehlo.transpose %933, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %935 = stablehlo.reduce(%929 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %936 = stablehlo.reshape %935 : (tensor<32xf32>) -> tensor<1x32xf32>
    %937 = stablehlo.reshape %936 : (tensor<1x32xf32>) -> tensor<32xf32>
    %938 = stablehlo.reshape %931 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %939 = stablehlo.add %925, %938 : tensor<8x16x32xf32>
    %940 = stablehlo.transpose %934, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %941 = stablehlo.transpose %911, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %942 = stablehlo.reshape %941 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %943 = stablehlo.reshape %942 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %944 = stablehlo.transpose %65, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %945 = stablehlo.dot_general %943, %944, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %946 = stablehlo.transpose %943, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %947 = stablehlo.dot_general %946, %66, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %948 = stablehlo.transpose %947, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %949 = stablehlo.reduce(%943 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %950 = stablehlo.reshape %949 : (tensor<32xf32>) -> tensor<1x32xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x32xf32>) -> tensor<32xf32>
    %952 = stablehlo.reshape %945 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %953 = stablehlo.add %939, %952 : tensor<8x16x32xf32>
    %954 = stablehlo.transpose %948, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %955 = stablehlo.multiply %953, %42 : tensor<8x16x32xf32>
    %956 = stablehlo.multiply %955, %523 : tensor<8x16x32xf32>
    %957 = stablehlo.reduce(%955 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %958 = stablehlo.reshape %957 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %959 = stablehlo.multiply %955, %41 : tensor<8x16x32xf32>
    %960 = stablehlo.reduce(%959 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %961 = stablehlo.reshape %960 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %962 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %963 = stablehlo.multiply %41, %962 : tensor<8x16x32xf32>
    %964 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %965 = stablehlo.subtract %956, %964 : tensor<8x16x32xf32>
    %966 = stablehlo.subtract %965, %963 : tensor<8x16x32xf32>
    %967 = stablehlo.divide %37, %31 : tensor<8x16x1xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %969 = stablehlo.multiply %968, %966 : tensor<8x16x32xf32>
    %970 = stablehlo.multiply %953, %41 : tensor<8x16x32xf32>
    %971 = stablehlo.reduce(%970 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %972 = stablehlo.reduce(%953 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %973 = stablehlo.reduce(%969 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %974 = stablehlo.reshape %973 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %975 = stablehlo.clamp %c_7, %c_28, %c_6 : (tensor<i64>, tensor<1x16xi64>, tensor<i64>) -> tensor<1x16xi64>
    %976 = stablehlo.not %c_8 : tensor<1x16x1xi1>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2] : (tensor<1x16x1xi1>) -> tensor<1x16x32xi1>
    %978 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x16x32xf32>
    %979 = stablehlo.broadcast_in_dim %974, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %980 = stablehlo.select %977, %978, %979 : tensor<1x16x32xi1>, tensor<1x16x32xf32>
    %981 = stablehlo.reshape %975 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %982 = "stablehlo.scatter"(%cst_20, %981, %980) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1010 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1010 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x16x1xi64>, tensor<1x16x32xf32>) -> tensor<32x32xf32>
    %983 = stablehlo.compare GE, %3, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %984 = stablehlo.compare LT, %3, %c_4, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %985 = stablehlo.and %983, %984 : tensor<8x16xi1>
    %986 = stablehlo.compare NE, %3, %c_3, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %987 = stablehlo.and %985, %986 : tensor<8x16xi1>
    %988 = stablehlo.reshape %987 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %989 = stablehlo.clamp %c_2, %3, %c_17 : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %990 = stablehlo.not %988 : tensor<8x16x1xi1>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %992 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %993 = stablehlo.broadcast_in_dim %969, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %994 = stablehlo.select %991, %992, %993 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %995 = stablehlo.reshape %989 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %996 = "stablehlo.scatter"(%cst_19, %995, %994) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1010 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1010 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<2x32xf32>
    %997 = stablehlo.compare GE, %arg0, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %998 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %999 = stablehlo.and %997, %998 : tensor<8x16xi1>
    %1000 = stablehlo.compare NE, %arg0, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %1001 = stablehlo.and %999, %1000 : tensor<8x16xi1>
    %1002 = stablehlo.reshape %1001 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %1003 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %1004 = stablehlo.not %1002 : tensor<8x16x1xi1>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %1006 = stablehlo.select %1005, %992, %993 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %1007 = stablehlo.reshape %1003 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %1008 = "stablehlo.scatter"(%cst, %1007, %1006) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %1010 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %1010 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %1009 = stablehlo.add %521, %1008 : tensor<128x32xf32>
    return %488, %1009, %982, %996, %971, %972, %954, %951, %940, %937, %926, %923, %884, %882, %872, %873, %855, %852, %808, %806, %796, %797, %779, %776, %765, %762, %751, %748, %709, %707, %697, %698, %680, %677, %628, %626, %616, %617, %519, %599, %597, %539, %540 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
