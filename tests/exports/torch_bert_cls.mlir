module {
  func.func @main(%arg0: tensor<8x16xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x16xi64> {jax.arg_info = "input['attention_mask']", tag.role = "batch"}, %arg2: tensor<8xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg3: tensor<128x32xf32> {jax.arg_info = "param['bert.embeddings.word_embeddings.weight']", tag.role = "param"}, %arg4: tensor<32x32xf32> {jax.arg_info = "param['bert.embeddings.position_embeddings.weight']", tag.role = "param"}, %arg5: tensor<2x32xf32> {jax.arg_info = "param['bert.embeddings.token_type_embeddings.weight']", tag.role = "param"}, %arg6: tensor<32xf32> {jax.arg_info = "param['bert.embeddings.LayerNorm.weight']", tag.role = "param"}, %arg7: tensor<32xf32> {jax.arg_info = "param['bert.embeddings.LayerNorm.bias']", tag.role = "param"}, %arg8: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.query.weight']", tag.role = "param"}, %arg9: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.query.bias']", tag.role = "param"}, %arg10: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.key.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.key.bias']", tag.role = "param"}, %arg12: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.value.weight']", tag.role = "param"}, %arg13: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.self.value.bias']", tag.role = "param"}, %arg14: tensor<32x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.dense.weight']", tag.role = "param"}, %arg15: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.dense.bias']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.LayerNorm.weight']", tag.role = "param"}, %arg17: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.attention.output.LayerNorm.bias']", tag.role = "param"}, %arg18: tensor<64x32xf32> {jax.arg_info = "param['bert.encoder.layer.0.intermediate.dense.weight']", tag.role = "param"}, %arg19: tensor<64xf32> {jax.arg_info = "param['bert.encoder.layer.0.intermediate.dense.bias']", tag.role = "param"}, %arg20: tensor<32x64xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.dense.weight']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.dense.bias']", tag.role = "param"}, %arg22: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.LayerNorm.weight']", tag.role = "param"}, %arg23: tensor<32xf32> {jax.arg_info = "param['bert.encoder.layer.0.output.LayerNorm.bias']", tag.role = "param"}, %arg24: tensor<32x32xf32> {jax.arg_info = "param['bert.pooler.dense.weight']", tag.role = "param"}, %arg25: tensor<32xf32> {jax.arg_info = "param['bert.pooler.dense.bias']", tag.role = "param"}, %arg26: tensor<3x32xf32> {jax.arg_info = "param['classifier.weight']", tag.role = "param"}, %arg27: tensor<3xf32> {jax.arg_info = "param['classifier.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['bert.embeddings.word_embeddings.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.embeddings.position_embeddings.weight']"}, tensor<2x32xf32> {jax.result_info = "grad['bert.embeddings.token_type_embeddings.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.embeddings.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.embeddings.LayerNorm.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.query.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.query.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.key.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.key.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.value.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.self.value.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.attention.output.LayerNorm.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['bert.encoder.layer.0.intermediate.dense.weight']"}, tensor<64xf32> {jax.result_info = "grad['bert.encoder.layer.0.intermediate.dense.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.dense.bias']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.LayerNorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.encoder.layer.0.output.LayerNorm.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['bert.pooler.dense.weight']"}, tensor<32xf32> {jax.result_info = "grad['bert.pooler.dense.bias']"}, tensor<3x32xf32> {jax.result_info = "grad['classifier.weight']"}, tensor<3xf32> {jax.result_info = "grad['classifier.bias']"}) {
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
    %c_9 = stablehlo.constant dense<0> : tensor<1x16x1xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_11 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_13 = stablehlo.constant dense<true> : tensor<1x1x16x1xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<1x1x16x1xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_16 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_17 = stablehlo.constant dense<16> : tensor<i64>
    %c_18 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_20 = stablehlo.constant dense<8> : tensor<i64>
    %c_21 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15]]]> : tensor<1x16x1xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<8x16x32xf32>
    %cst_25 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_28 = stablehlo.constant dense<0> : tensor<i64>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_31 = stablehlo.constant dense<1> : tensor<i64>
    %c_32 = stablehlo.constant dense<0> : tensor<1x32xi64>
    %c_33 = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x64xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<8x16x64xf32>
    %cst_39 = stablehlo.constant dense<-4.000000e+00> : tensor<8x16x64xf32>
    %cst_40 = stablehlo.constant dense<4.000000e+00> : tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x16x64xf32>
    %cst_42 = stablehlo.constant dense<2.77068146E-8> : tensor<8x16x64xf32>
    %cst_43 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x16x64xf32>
    %cst_44 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x16x64xf32>
    %cst_45 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x16x64xf32>
    %cst_46 = stablehlo.constant dense<-2.954600e-03> : tensor<8x16x64xf32>
    %cst_47 = stablehlo.constant dense<-0.0160960332> : tensor<8x16x64xf32>
    %cst_48 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x16x64xf32>
    %cst_49 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x16x64xf32>
    %cst_50 = stablehlo.constant dense<-0.00168282702> : tensor<8x16x64xf32>
    %cst_51 = stablehlo.constant dense<-0.00737332925> : tensor<8x16x64xf32>
    %cst_52 = stablehlo.constant dense<-0.0142647391> : tensor<8x16x64xf32>
    %cst_53 = stablehlo.constant dense<-1.000000e+00> : tensor<8x16x64xf32>
    %cst_54 = arith.constant dense<32> : tensor<1xi64>
    %cst_55 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_56 = arith.constant dense<1> : tensor<1xi64>
    %cst_57 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_58 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_59 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_60 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_61 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.iota dim = 0 : tensor<1x16x1xi64>
    %1 = stablehlo.concatenate %0, %c_21, dim = 2 : (tensor<1x16x1xi64>, tensor<1x16x1xi64>) -> tensor<1x16x2xi64>
    %2 = "stablehlo.gather"(%c_32, %1) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x16x2xi64>) -> tensor<1x16xi64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<8x16xi64>
    %4 = "stablehlo.gather"(%arg3, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %5 = stablehlo.convert %4 : tensor<8x16x32xf32>
    %6 = "stablehlo.gather"(%arg5, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %7 = stablehlo.convert %6 : tensor<8x16x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x16x32xf32>
    %9 = "stablehlo.gather"(%arg4, %c_33) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x16xi64>) -> tensor<1x16x32xf32>
    %10 = stablehlo.convert %9 : tensor<1x16x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<8x16x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x16x32xf32>
    %13 = stablehlo.convert %12 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %14 = stablehlo.reduce(%13 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %15 = stablehlo.reshape %14 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %16 = stablehlo.convert %cst_54 : (tensor<1xi64>) -> tensor<1xf64>
    %17 = stablehlo.reshape %16 : (tensor<1xf64>) -> tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<8x16x1xf64>
    %19 = stablehlo.divide %15, %18 : tensor<8x16x1xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %21 = stablehlo.subtract %13, %20 : tensor<8x16x32xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<8x16x32xf64>
    %23 = stablehlo.reduce(%22 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %24 = stablehlo.reshape %23 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %25 = stablehlo.divide %24, %18 : tensor<8x16x1xf64>
    %26 = stablehlo.convert %25 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %27 = stablehlo.reduce(%12 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %29 = stablehlo.convert %cst_54 : (tensor<1xi64>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %32 = stablehlo.divide %28, %31 : tensor<8x16x1xf32>
    %33 = stablehlo.convert %cst_55 : (tensor<1xf64>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %36 = stablehlo.add %26, %35 : tensor<8x16x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<8x16x1xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %39 = stablehlo.subtract %12, %38 : tensor<8x16x32xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<8x16x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<8x16x32xf32>
    %44 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x16x32xf32>
    %46 = stablehlo.convert %arg1 : (tensor<8x16xi64>) -> tensor<8x16xi1>
    %47 = stablehlo.convert %c_31 : (tensor<i64>) -> tensor<f64>
    %48 = stablehlo.convert %c_20 : (tensor<i64>) -> tensor<f64>
    %49 = stablehlo.divide %48, %47 : tensor<f64>
    %50 = stablehlo.ceil %49 : tensor<f64>
    %51 = stablehlo.convert %50 : (tensor<f64>) -> tensor<i64>
    %52 = stablehlo.reshape %51 : (tensor<i64>) -> tensor<1xi64>
    %53 = stablehlo.dynamic_iota %52, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %54 = stablehlo.multiply %53, %c_19 : tensor<8xi64>
    %55 = stablehlo.add %54, %c_18 : tensor<8xi64>
    %56 = stablehlo.convert %c_17 : (tensor<i64>) -> tensor<f64>
    %57 = stablehlo.divide %56, %47 : tensor<f64>
    %58 = stablehlo.ceil %57 : tensor<f64>
    %59 = stablehlo.convert %58 : (tensor<f64>) -> tensor<i64>
    %60 = stablehlo.reshape %59 : (tensor<i64>) -> tensor<1xi64>
    %61 = stablehlo.dynamic_iota %60, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %62 = stablehlo.multiply %61, %c_16 : tensor<16xi64>
    %63 = stablehlo.add %62, %c_15 : tensor<16xi64>
    %64 = stablehlo.add %63, %c_15 : tensor<16xi64>
    %65 = stablehlo.reshape %55 : (tensor<8xi64>) -> tensor<8x1xi64>
    %66 = stablehlo.reshape %65 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %67 = stablehlo.reshape %66 : (tensor<8x1x1xi64>) -> tensor<8x1x1x1xi64>
    %68 = stablehlo.reshape %64 : (tensor<16xi64>) -> tensor<1x16xi64>
    %69 = stablehlo.reshape %68 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %70 = stablehlo.reshape %69 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %71 = stablehlo.reshape %69 : (tensor<1x1x16xi64>) -> tensor<1x1x1x16xi64>
    %72 = stablehlo.compare GE, %70, %c_14, SIGNED : (tensor<1x1x16x1xi64>, tensor<1x1x16x1xi64>) -> tensor<1x1x16x1xi1>
    %73 = stablehlo.and %72, %c_13 : tensor<1x1x16x1xi1>
    %74 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x16xi64>
    %75 = stablehlo.reshape %74 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %76 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi64>) -> tensor<8x1x1x16xi64>
    %77 = stablehlo.reshape %76 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %78 = stablehlo.concatenate %75, %77, dim = 4 : (tensor<8x1x1x16x1xi64>, tensor<8x1x1x16x1xi64>) -> tensor<8x1x1x16x2xi64>
    %79 = "stablehlo.gather"(%46, %78) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi1>, tensor<8x1x1x16x2xi64>) -> tensor<8x1x1x16xi1>
    %80 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi1>) -> tensor<8x1x16x16xi1>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi1>) -> tensor<8x1x16x16xi1>
    %82 = stablehlo.and %80, %81 : tensor<8x1x16x16xi1>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %84 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %86 = stablehlo.select %83, %84, %85 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %87 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.reshape %45 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %89 = stablehlo.dot_general %88, %87, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %90 = stablehlo.convert %cst_56 : (tensor<1xi64>) -> tensor<1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1xf32>) -> tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %93 = stablehlo.multiply %89, %92 : tensor<128x32xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %95 = stablehlo.multiply %arg9, %94 : tensor<32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %97 = stablehlo.add %93, %96 : tensor<128x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %101 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %88, %101, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %103 = stablehlo.multiply %102, %92 : tensor<128x32xf32>
    %104 = stablehlo.multiply %arg11, %94 : tensor<32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<128x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %110 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = stablehlo.dot_general %88, %110, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %112 = stablehlo.multiply %111, %92 : tensor<128x32xf32>
    %113 = stablehlo.multiply %arg13, %94 : tensor<32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<128x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %119 = stablehlo.transpose %109, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %120 = stablehlo.reshape %100 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %121 = stablehlo.reshape %119 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %123 = stablehlo.dot_general %120, %122, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %125 = stablehlo.convert %cst_57 : (tensor<1xf64>) -> tensor<1xf32>
    %126 = stablehlo.reshape %125 : (tensor<1xf32>) -> tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %128 = stablehlo.multiply %124, %127 : tensor<8x2x16x16xf32>
    %129 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %130 = stablehlo.add %128, %129 : tensor<8x2x16x16xf32>
    %131 = stablehlo.reduce(%130 init: %cst_35) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %134 = stablehlo.subtract %130, %133 : tensor<8x2x16x16xf32>
    %135 = stablehlo.exponential %134 : tensor<8x2x16x16xf32>
    %136 = stablehlo.reduce(%135 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %139 = stablehlo.divide %135, %138 : tensor<8x2x16x16xf32>
    %140 = stablehlo.reshape %139 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %141 = stablehlo.reshape %118 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %143 = stablehlo.dot_general %140, %142, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %145 = stablehlo.transpose %144, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %147 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %148 = stablehlo.reshape %146 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %149 = stablehlo.dot_general %148, %147, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %150 = stablehlo.multiply %149, %92 : tensor<128x32xf32>
    %151 = stablehlo.multiply %arg15, %94 : tensor<32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %153 = stablehlo.add %150, %152 : tensor<128x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %155 = stablehlo.add %154, %45 : tensor<8x16x32xf32>
    %156 = stablehlo.convert %155 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %157 = stablehlo.reduce(%156 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %158 = stablehlo.reshape %157 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %159 = stablehlo.divide %158, %18 : tensor<8x16x1xf64>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %161 = stablehlo.subtract %156, %160 : tensor<8x16x32xf64>
    %162 = stablehlo.multiply %161, %161 : tensor<8x16x32xf64>
    %163 = stablehlo.reduce(%162 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %164 = stablehlo.reshape %163 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %165 = stablehlo.divide %164, %18 : tensor<8x16x1xf64>
    %166 = stablehlo.convert %165 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %167 = stablehlo.reduce(%155 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %169 = stablehlo.divide %168, %31 : tensor<8x16x1xf32>
    %170 = stablehlo.add %166, %35 : tensor<8x16x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<8x16x1xf32>
    %172 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %173 = stablehlo.subtract %155, %172 : tensor<8x16x32xf32>
    %174 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<8x16x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<8x16x32xf32>
    %178 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %179 = stablehlo.add %177, %178 : tensor<8x16x32xf32>
    %180 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %181 = stablehlo.reshape %179 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %182 = stablehlo.dot_general %181, %180, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %183 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<128x64xf32>
    %185 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.multiply %arg19, %185 : tensor<64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [1] : (tensor<64xf32>) -> tensor<128x64xf32>
    %188 = stablehlo.add %184, %187 : tensor<128x64xf32>
    %189 = stablehlo.reshape %188 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %190 = stablehlo.multiply %189, %cst_38 : tensor<8x16x64xf32>
    %191 = stablehlo.rsqrt %cst_37 : tensor<8x16x64xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<8x16x64xf32>
    %193 = stablehlo.clamp %cst_39, %192, %cst_40 : tensor<8x16x64xf32>
    %194 = stablehlo.multiply %193, %193 : tensor<8x16x64xf32>
    %195 = stablehlo.multiply %cst_41, %194 : tensor<8x16x64xf32>
    %196 = stablehlo.add %195, %cst_42 : tensor<8x16x64xf32>
    %197 = stablehlo.multiply %196, %194 : tensor<8x16x64xf32>
    %198 = stablehlo.add %197, %cst_43 : tensor<8x16x64xf32>
    %199 = stablehlo.multiply %198, %194 : tensor<8x16x64xf32>
    %200 = stablehlo.add %199, %cst_44 : tensor<8x16x64xf32>
    %201 = stablehlo.multiply %200, %194 : tensor<8x16x64xf32>
    %202 = stablehlo.add %201, %cst_45 : tensor<8x16x64xf32>
    %203 = stablehlo.multiply %202, %194 : tensor<8x16x64xf32>
    %204 = stablehlo.add %203, %cst_46 : tensor<8x16x64xf32>
    %205 = stablehlo.multiply %204, %194 : tensor<8x16x64xf32>
    %206 = stablehlo.add %205, %cst_47 : tensor<8x16x64xf32>
    %207 = stablehlo.multiply %cst_48, %194 : tensor<8x16x64xf32>
    %208 = stablehlo.add %207, %cst_49 : tensor<8x16x64xf32>
    %209 = stablehlo.multiply %208, %194 : tensor<8x16x64xf32>
    %210 = stablehlo.add %209, %cst_50 : tensor<8x16x64xf32>
    %211 = stablehlo.multiply %210, %194 : tensor<8x16x64xf32>
    %212 = stablehlo.add %211, %cst_51 : tensor<8x16x64xf32>
    %213 = stablehlo.multiply %212, %194 : tensor<8x16x64xf32>
    %214 = stablehlo.add %213, %cst_52 : tensor<8x16x64xf32>
    %215 = stablehlo.multiply %193, %206 : tensor<8x16x64xf32>
    %216 = stablehlo.divide %215, %214 : tensor<8x16x64xf32>
    %217 = stablehlo.clamp %cst_53, %216, %cst_36 : tensor<8x16x64xf32>
    %218 = stablehlo.add %217, %cst_36 : tensor<8x16x64xf32>
    %219 = stablehlo.multiply %218, %190 : tensor<8x16x64xf32>
    %220 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %221 = stablehlo.reshape %219 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %222 = stablehlo.dot_general %221, %220, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %223 = stablehlo.multiply %222, %92 : tensor<128x32xf32>
    %224 = stablehlo.multiply %arg21, %94 : tensor<32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %226 = stablehlo.add %223, %225 : tensor<128x32xf32>
    %227 = stablehlo.reshape %226 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %228 = stablehlo.add %227, %179 : tensor<8x16x32xf32>
    %229 = stablehlo.convert %228 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %230 = stablehlo.reduce(%229 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %231 = stablehlo.reshape %230 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %232 = stablehlo.divide %231, %18 : tensor<8x16x1xf64>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %234 = stablehlo.subtract %229, %233 : tensor<8x16x32xf64>
    %235 = stablehlo.multiply %234, %234 : tensor<8x16x32xf64>
    %236 = stablehlo.reduce(%235 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %237 = stablehlo.reshape %236 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %238 = stablehlo.divide %237, %18 : tensor<8x16x1xf64>
    %239 = stablehlo.convert %238 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %240 = stablehlo.reduce(%228 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %242 = stablehlo.divide %241, %31 : tensor<8x16x1xf32>
    %243 = stablehlo.add %239, %35 : tensor<8x16x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<8x16x1xf32>
    %245 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %246 = stablehlo.subtract %228, %245 : tensor<8x16x32xf32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<8x16x32xf32>
    %249 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<8x16x32xf32>
    %251 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %252 = stablehlo.add %250, %251 : tensor<8x16x32xf32>
    %253 = stablehlo.slice %252 [0:8, 0:1, 0:32] : (tensor<8x16x32xf32>) -> tensor<8x1x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %255 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %257 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %258 = stablehlo.multiply %256, %257 : tensor<8x32xf32>
    %259 = stablehlo.multiply %arg25, %94 : tensor<32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %261 = stablehlo.add %258, %260 : tensor<8x32xf32>
    %262 = stablehlo.tanh %261 : tensor<8x32xf32>
    %263 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x3xf32>) -> tensor<8x3xf32>
    %265 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<8x3xf32>
    %267 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %268 = stablehlo.multiply %arg27, %267 : tensor<3xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
    %270 = stablehlo.add %266, %269 : tensor<8x3xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %272 = stablehlo.reduce(%271 init: %cst_35) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %273 = stablehlo.reshape %272 : (tensor<8xf32>) -> tensor<8x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %275 = stablehlo.subtract %271, %274 : tensor<8x3xf32>
    %276 = stablehlo.exponential %275 : tensor<8x3xf32>
    %277 = stablehlo.reduce(%276 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %278 = stablehlo.reshape %277 : (tensor<8xf32>) -> tensor<8x1xf32>
    %279 = stablehlo.log %278 : tensor<8x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %281 = stablehlo.subtract %275, %280 : tensor<8x3xf32>
    %282 = stablehlo.compare NE, %arg2, %c_12, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %284 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %285 = stablehlo.select %283, %284, %c_18 : tensor<8xi1>, tensor<8xi64>
    %286 = stablehlo.reshape %285 : (tensor<8xi64>) -> tensor<8x1xi64>
    %287 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %288 = stablehlo.reshape %286 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %289 = stablehlo.concatenate %287, %288, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %290 = "stablehlo.gather"(%281, %289) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x1xf32>) -> tensor<8xf32>
    %292 = stablehlo.negate %291 : tensor<8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %294 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %295 = stablehlo.select %283, %293, %294 : tensor<8xi1>, tensor<8xf32>
    %296 = stablehlo.convert %282 : (tensor<8xi1>) -> tensor<8xi64>
    %297 = stablehlo.reduce(%296 init: %c_28) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %298 = stablehlo.convert %297 : (tensor<i64>) -> tensor<f32>
    %299 = stablehlo.reduce(%295 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %300 = stablehlo.divide %299, %298 : tensor<f32>
    %301 = stablehlo.divide %cst_27, %298 : tensor<f32>
    %302 = stablehlo.reshape %arg2 : (tensor<8xi64>) -> tensor<8x1xi64>
    %303 = stablehlo.compare NE, %302, %c_11, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %305 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %306 = stablehlo.select %304, %305, %c_10 : tensor<8x1xi1>, tensor<8x1xi64>
    %307 = stablehlo.slice %cst_25 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %308 = stablehlo.reshape %306 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %309 = stablehlo.concatenate %287, %308, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %310 = "stablehlo.scatter"(%cst_26, %309, %307) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %311 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %312 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %313 = stablehlo.select %304, %311, %312 : tensor<8x1xi1>, tensor<8x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %315 = stablehlo.multiply %310, %314 : tensor<8x3xf32>
    %316 = stablehlo.exponential %281 : tensor<8x3xf32>
    %317 = stablehlo.reduce(%315 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %318 = stablehlo.reshape %317 : (tensor<8xf32>) -> tensor<8x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %320 = stablehlo.multiply %316, %319 : tensor<8x3xf32>
    %321 = stablehlo.subtract %315, %320 : tensor<8x3xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %323 = stablehlo.transpose %263, dims = [1, 0] : (tensor<32x3xf32>) -> tensor<3x32xf32>
    %324 = stablehlo.dot_general %322, %323, contracting_dims = [1] x [0] : (tensor<8x3xf32>, tensor<3x32xf32>) -> tensor<8x32xf32>
    %325 = stablehlo.transpose %322, dims = [1, 0] : (tensor<8x3xf32>) -> tensor<3x8xf32>
    %326 = stablehlo.dot_general %325, %262, contracting_dims = [1] x [0] : (tensor<3x8xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %327 = stablehlo.transpose %326, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
    %328 = stablehlo.reduce(%322 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %329 = stablehlo.reshape %328 : (tensor<3xf32>) -> tensor<1x3xf32>
    %330 = stablehlo.reshape %329 : (tensor<1x3xf32>) -> tensor<3xf32>
    %331 = stablehlo.transpose %327, dims = [1, 0] : (tensor<32x3xf32>) -> tensor<3x32xf32>
    %332 = stablehlo.multiply %262, %262 : tensor<8x32xf32>
    %333 = stablehlo.convert %c_31 : (tensor<i64>) -> tensor<f32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %335 = stablehlo.subtract %334, %332 : tensor<8x32xf32>
    %336 = stablehlo.multiply %324, %335 : tensor<8x32xf32>
    %337 = stablehlo.transpose %255, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %338 = stablehlo.dot_general %336, %337, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %339 = stablehlo.transpose %336, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %340 = stablehlo.dot_general %339, %254, contracting_dims = [1] x [0] : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %341 = stablehlo.transpose %340, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %342 = stablehlo.reduce(%336 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.reshape %342 : (tensor<32xf32>) -> tensor<1x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<1x32xf32>) -> tensor<32xf32>
    %345 = stablehlo.transpose %341, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %346 = stablehlo.reshape %63 : (tensor<16xi64>) -> tensor<1x16x1xi64>
    %347 = stablehlo.compare EQ, %346, %c_9, SIGNED : (tensor<1x16x1xi64>, tensor<1x16x1xi64>) -> tensor<1x16x1xi1>
    %348 = stablehlo.reshape %338 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<8x1x32xf32>) -> tensor<8x16x32xf32>
    %350 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x16x1xi1>) -> tensor<8x16x32xi1>
    %351 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %352 = stablehlo.broadcast_in_dim %cst_24, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %353 = stablehlo.select %350, %351, %352 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %354 = stablehlo.multiply %353, %249 : tensor<8x16x32xf32>
    %355 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<8x16x32xf32>
    %357 = stablehlo.reduce(%354 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %359 = stablehlo.multiply %354, %248 : tensor<8x16x32xf32>
    %360 = stablehlo.reduce(%359 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %363 = stablehlo.multiply %248, %362 : tensor<8x16x32xf32>
    %364 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %365 = stablehlo.subtract %356, %364 : tensor<8x16x32xf32>
    %366 = stablehlo.subtract %365, %363 : tensor<8x16x32xf32>
    %367 = stablehlo.divide %244, %31 : tensor<8x16x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %369 = stablehlo.multiply %368, %366 : tensor<8x16x32xf32>
    %370 = stablehlo.multiply %353, %248 : tensor<8x16x32xf32>
    %371 = stablehlo.reduce(%370 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %372 = stablehlo.reduce(%353 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %373 = stablehlo.reshape %369 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %374 = stablehlo.transpose %220, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %375 = stablehlo.dot_general %373, %374, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %376 = stablehlo.transpose %373, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %377 = stablehlo.dot_general %376, %221, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %379 = stablehlo.reduce(%373 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.reshape %379 : (tensor<32xf32>) -> tensor<1x32xf32>
    %381 = stablehlo.reshape %380 : (tensor<1x32xf32>) -> tensor<32xf32>
    %382 = stablehlo.reshape %375 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %383 = stablehlo.transpose %378, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %384 = stablehlo.convert %cst_58 : (tensor<1xf64>) -> tensor<1xf32>
    %385 = stablehlo.reshape %384 : (tensor<1xf32>) -> tensor<f32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %387 = stablehlo.multiply %189, %386 : tensor<8x16x64xf32>
    %388 = stablehlo.clamp %cst_39, %387, %cst_40 : tensor<8x16x64xf32>
    %389 = stablehlo.multiply %388, %388 : tensor<8x16x64xf32>
    %390 = stablehlo.multiply %cst_41, %389 : tensor<8x16x64xf32>
    %391 = stablehlo.add %390, %cst_42 : tensor<8x16x64xf32>
    %392 = stablehlo.multiply %391, %389 : tensor<8x16x64xf32>
    %393 = stablehlo.add %392, %cst_43 : tensor<8x16x64xf32>
    %394 = stablehlo.multiply %393, %389 : tensor<8x16x64xf32>
    %395 = stablehlo.add %394, %cst_44 : tensor<8x16x64xf32>
    %396 = stablehlo.multiply %395, %389 : tensor<8x16x64xf32>
    %397 = stablehlo.add %396, %cst_45 : tensor<8x16x64xf32>
    %398 = stablehlo.multiply %397, %389 : tensor<8x16x64xf32>
    %399 = stablehlo.add %398, %cst_46 : tensor<8x16x64xf32>
    %400 = stablehlo.multiply %399, %389 : tensor<8x16x64xf32>
    %401 = stablehlo.add %400, %cst_47 : tensor<8x16x64xf32>
    %402 = stablehlo.multiply %cst_48, %389 : tensor<8x16x64xf32>
    %403 = stablehlo.add %402, %cst_49 : tensor<8x16x64xf32>
    %404 = stablehlo.multiply %403, %389 : tensor<8x16x64xf32>
    %405 = stablehlo.add %404, %cst_50 : tensor<8x16x64xf32>
    %406 = stablehlo.multiply %405, %389 : tensor<8x16x64xf32>
    %407 = stablehlo.add %406, %cst_51 : tensor<8x16x64xf32>
    %408 = stablehlo.multiply %407, %389 : tensor<8x16x64xf32>
    %409 = stablehlo.add %408, %cst_52 : tensor<8x16x64xf32>
    %410 = stablehlo.multiply %388, %401 : tensor<8x16x64xf32>
    %411 = stablehlo.divide %410, %409 : tensor<8x16x64xf32>
    %412 = stablehlo.clamp %cst_53, %411, %cst_36 : tensor<8x16x64xf32>
    %413 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %414 = stablehlo.add %412, %413 : tensor<8x16x64xf32>
    %415 = stablehlo.convert %cst_59 : (tensor<1xf64>) -> tensor<1xf32>
    %416 = stablehlo.reshape %415 : (tensor<1xf32>) -> tensor<f32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %418 = stablehlo.multiply %414, %417 : tensor<8x16x64xf32>
    %419 = stablehlo.multiply %189, %189 : tensor<8x16x64xf32>
    %420 = stablehlo.convert %cst_60 : (tensor<1xf64>) -> tensor<1xf32>
    %421 = stablehlo.reshape %420 : (tensor<1xf32>) -> tensor<f32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %423 = stablehlo.multiply %419, %422 : tensor<8x16x64xf32>
    %424 = stablehlo.exponential %423 : tensor<8x16x64xf32>
    %425 = stablehlo.convert %cst_61 : (tensor<1xf64>) -> tensor<1xf32>
    %426 = stablehlo.reshape %425 : (tensor<1xf32>) -> tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %428 = stablehlo.multiply %424, %427 : tensor<8x16x64xf32>
    %429 = stablehlo.multiply %189, %428 : tensor<8x16x64xf32>
    %430 = stablehlo.add %418, %429 : tensor<8x16x64xf32>
    %431 = stablehlo.multiply %382, %430 : tensor<8x16x64xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %433 = stablehlo.transpose %180, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %434 = stablehlo.dot_general %432, %433, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %435 = stablehlo.transpose %432, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %436 = stablehlo.dot_general %435, %181, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %437 = stablehlo.transpose %436, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %438 = stablehlo.reduce(%432 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x64xf32>, tensor<f32>) -> tensor<64xf32>
    %439 = stablehlo.reshape %438 : (tensor<64xf32>) -> tensor<1x64xf32>
    %440 = stablehlo.reshape %439 : (tensor<1x64xf32>) -> tensor<64xf32>
    %441 = stablehlo.reshape %434 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %442 = stablehlo.add %369, %441 : tensor<8x16x32xf32>
    %443 = stablehlo.transpose %437, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %444 = stablehlo.multiply %442, %176 : tensor<8x16x32xf32>
    %445 = stablehlo.multiply %444, %355 : tensor<8x16x32xf32>
    %446 = stablehlo.reduce(%444 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %448 = stablehlo.multiply %444, %175 : tensor<8x16x32xf32>
    %449 = stablehlo.reduce(%448 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %450 = stablehlo.reshape %449 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %452 = stablehlo.multiply %175, %451 : tensor<8x16x32xf32>
    %453 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %454 = stablehlo.subtract %445, %453 : tensor<8x16x32xf32>
    %455 = stablehlo.subtract %454, %452 : tensor<8x16x32xf32>
    %456 = stablehlo.divide %171, %31 : tensor<8x16x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %458 = stablehlo.multiply %457, %455 : tensor<8x16x32xf32>
    %459 = stablehlo.multiply %442, %175 : tensor<8x16x32xf32>
    %460 = stablehlo.reduce(%459 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %461 = stablehlo.reduce(%442 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.reshape %458 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %463 = stablehlo.transpose %147, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %464 = stablehlo.dot_general %462, %463, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %465 = stablehlo.transpose %462, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %466 = stablehlo.dot_general %465, %148, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %467 = stablehlo.transpose %466, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %468 = stablehlo.reduce(%462 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %469 = stablehlo.reshape %468 : (tensor<32xf32>) -> tensor<1x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x32xf32>) -> tensor<32xf32>
    %471 = stablehlo.reshape %464 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %472 = stablehlo.transpose %467, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %473 = stablehlo.reshape %471 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %474 = stablehlo.transpose %473, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %476 = stablehlo.transpose %140, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %478 = stablehlo.dot_general %476, %477, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %479 = stablehlo.transpose %141, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %481 = stablehlo.dot_general %475, %480, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %482 = stablehlo.reshape %478 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %483 = stablehlo.reshape %481 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %484 = stablehlo.multiply %483, %139 : tensor<8x2x16x16xf32>
    %485 = stablehlo.reduce(%484 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %488 = stablehlo.multiply %139, %487 : tensor<8x2x16x16xf32>
    %489 = stablehlo.subtract %484, %488 : tensor<8x2x16x16xf32>
    %490 = stablehlo.multiply %489, %127 : tensor<8x2x16x16xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %492 = stablehlo.transpose %120, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %494 = stablehlo.dot_general %492, %493, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %495 = stablehlo.transpose %121, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %497 = stablehlo.dot_general %491, %496, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %498 = stablehlo.reshape %494 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %499 = stablehlo.reshape %497 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %500 = stablehlo.transpose %498, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %501 = stablehlo.transpose %482, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %502 = stablehlo.reshape %501 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %504 = stablehlo.transpose %110, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %505 = stablehlo.dot_general %503, %504, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %506 = stablehlo.transpose %503, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %507 = stablehlo.dot_general %506, %88, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %508 = stablehlo.transpose %507, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %509 = stablehlo.reduce(%503 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %510 = stablehlo.reshape %509 : (tensor<32xf32>) -> tensor<1x32xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x32xf32>) -> tensor<32xf32>
    %512 = stablehlo.reshape %505 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %513 = stablehlo.add %458, %512 : tensor<8x16x32xf32>
    %514 = stablehlo.transpose %508, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %515 = stablehlo.transpose %500, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %518 = stablehlo.transpose %101, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %519 = stablehlo.dot_general %517, %518, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %520 = stablehlo.transpose %517, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %521 = stablehlo.dot_general %520, %88, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %522 = stablehlo.transpose %521, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %523 = stablehlo.reduce(%517 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %524 = stablehlo.reshape %523 : (tensor<32xf32>) -> tensor<1x32xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x32xf32>) -> tensor<32xf32>
    %526 = stablehlo.reshape %519 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %527 = stablehlo.add %513, %526 : tensor<8x16x32xf32>
    %528 = stablehlo.transpose %522, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %529 = stablehlo.transpose %499, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %530 = stablehlo.reshape %529 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %532 = stablehlo.transpose %87, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %533 = stablehlo.dot_general %531, %532, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %534 = stablehlo.transpose %531, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %535 = stablehlo.dot_general %534, %88, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %536 = stablehlo.transpose %535, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %537 = stablehlo.reduce(%531 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %538 = stablehlo.reshape %537 : (tensor<32xf32>) -> tensor<1x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<1x32xf32>) -> tensor<32xf32>
    %540 = stablehlo.reshape %533 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %541 = stablehlo.add %527, %540 : tensor<8x16x32xf32>
    %542 = stablehlo.transpose %536, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %543 = stablehlo.multiply %541, %42 : tensor<8x16x32xf32>
    %544 = stablehlo.multiply %543, %355 : tensor<8x16x32xf32>
    %545 = stablehlo.reduce(%543 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %547 = stablehlo.multiply %543, %41 : tensor<8x16x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %551 = stablehlo.multiply %41, %550 : tensor<8x16x32xf32>
    %552 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %553 = stablehlo.subtract %544, %552 : tensor<8x16x32xf32>
    %554 = stablehlo.subtract %553, %551 : tensor<8x16x32xf32>
    %555 = stablehlo.divide %37, %31 : tensor<8x16x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %557 = stablehlo.multiply %556, %554 : tensor<8x16x32xf32>
    %558 = stablehlo.multiply %541, %41 : tensor<8x16x32xf32>
    %559 = stablehlo.reduce(%558 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.reduce(%541 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %561 = stablehlo.reduce(%557 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %562 = stablehlo.reshape %561 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %563 = stablehlo.clamp %c_7, %c_33, %c_6 : (tensor<i64>, tensor<1x16xi64>, tensor<i64>) -> tensor<1x16xi64>
    %564 = stablehlo.not %c_8 : tensor<1x16x1xi1>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<1x16x1xi1>) -> tensor<1x16x32xi1>
    %566 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1x16x32xf32>
    %567 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %568 = stablehlo.select %565, %566, %567 : tensor<1x16x32xi1>, tensor<1x16x32xf32>
    %569 = stablehlo.reshape %563 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %570 = "stablehlo.scatter"(%cst_23, %569, %568) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %597 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %597 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x16x1xi64>, tensor<1x16x32xf32>) -> tensor<32x32xf32>
    %571 = stablehlo.compare GE, %3, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %572 = stablehlo.compare LT, %3, %c_4, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %573 = stablehlo.and %571, %572 : tensor<8x16xi1>
    %574 = stablehlo.compare NE, %3, %c_3, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %575 = stablehlo.and %573, %574 : tensor<8x16xi1>
    %576 = stablehlo.reshape %575 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %577 = stablehlo.clamp %c_2, %3, %c_31 : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %578 = stablehlo.not %576 : tensor<8x16x1xi1>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %580 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %581 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %582 = stablehlo.select %579, %580, %581 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %583 = stablehlo.reshape %577 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %584 = "stablehlo.scatter"(%cst_22, %583, %582) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %597 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %597 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<2x32xf32>
    %585 = stablehlo.compare GE, %arg0, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %586 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %587 = stablehlo.and %585, %586 : tensor<8x16xi1>
    %588 = stablehlo.compare NE, %arg0, %c_5, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %589 = stablehlo.and %587, %588 : tensor<8x16xi1>
    %590 = stablehlo.reshape %589 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %591 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %592 = stablehlo.not %590 : tensor<8x16x1xi1>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %594 = stablehlo.select %593, %580, %581 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %595 = stablehlo.reshape %591 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %596 = "stablehlo.scatter"(%cst, %595, %594) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %597 = stablehlo.add %arg28, %arg29 : tensor<f32>
      stablehlo.return %597 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    return %300, %596, %570, %584, %559, %560, %542, %539, %528, %525, %514, %511, %472, %470, %460, %461, %443, %440, %383, %381, %371, %372, %345, %344, %331, %330 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<3x32xf32>, tensor<3xf32>
  }
}
