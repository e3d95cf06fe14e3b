module {
  func.func @main(%arg0: tensor<8x12xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x12xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<8x12xi64> {jax.arg_info = "input['decoder_input_ids']", tag.role = "batch"}, %arg3: tensor<128x32xf32> {jax.arg_info = "param['shared.weight']", tag.role = "param"}, %arg4: tensor<32x32xf32> {jax.arg_info = "param['encoder.block.0.layer.0.SelfAttention.q.weight']", tag.role = "param"}, %arg5: tensor<32x32xf32> {jax.arg_info = "param['encoder.block.0.layer.0.SelfAttention.k.weight']", tag.role = "param"}, %arg6: tensor<32x32xf32> {jax.arg_info = "param['encoder.block.0.layer.0.SelfAttention.v.weight']", tag.role = "param"}, %arg7: tensor<32x32xf32> {jax.arg_info = "param['encoder.block.0.layer.0.SelfAttention.o.weight']", tag.role = "param"}, %arg8: tensor<32x2xf32> {jax.arg_info = "param['encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight']", tag.role = "param"}, %arg9: tensor<32xf32> {jax.arg_info = "param['encoder.block.0.layer.0.layer_norm.weight']", tag.role = "param"}, %arg10: tensor<64x32xf32> {jax.arg_info = "param['encoder.block.0.layer.1.DenseReluDense.wi.weight']", tag.role = "param"}, %arg11: tensor<32x64xf32> {jax.arg_info = "param['encoder.block.0.layer.1.DenseReluDense.wo.weight']", tag.role = "param"}, %arg12: tensor<32xf32> {jax.arg_info = "param['encoder.block.0.layer.1.layer_norm.weight']", tag.role = "param"}, %arg13: tensor<32xf32> {jax.arg_info = "param['encoder.final_layer_norm.weight']", tag.role = "param"}, %arg14: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.0.SelfAttention.q.weight']", tag.role = "param"}, %arg15: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.0.SelfAttention.k.weight']", tag.role = "param"}, %arg16: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.0.SelfAttention.v.weight']", tag.role = "param"}, %arg17: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.0.SelfAttention.o.weight']", tag.role = "param"}, %arg18: tensor<32x2xf32> {jax.arg_info = "param['decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight']", tag.role = "param"}, %arg19: tensor<32xf32> {jax.arg_info = "param['decoder.block.0.layer.0.layer_norm.weight']", tag.role = "param"}, %arg20: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.1.EncDecAttention.q.weight']", tag.role = "param"}, %arg21: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.1.EncDecAttention.k.weight']", tag.role = "param"}, %arg22: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.1.EncDecAttention.v.weight']", tag.role = "param"}, %arg23: tensor<32x32xf32> {jax.arg_info = "param['decoder.block.0.layer.1.EncDecAttention.o.weight']", tag.role = "param"}, %arg24: tensor<32xf32> {jax.arg_info = "param['decoder.block.0.layer.1.layer_norm.weight']", tag.role = "param"}, %arg25: tensor<64x32xf32> {jax.arg_info = "param['decoder.block.0.layer.2.DenseReluDense.wi.weight']", tag.role = "param"}, %arg26: tensor<32x64xf32> {jax.arg_info = "param['decoder.block.0.layer.2.DenseReluDense.wo.weight']", tag.role = "param"}, %arg27: tensor<32xf32> {jax.arg_info = "param['decoder.block.0.layer.2.layer_norm.weight']", tag.role = "param"}, %arg28: tensor<32xf32> {jax.arg_info = "param['decoder.final_layer_norm.weight']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['shared.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['encoder.block.0.layer.0.SelfAttention.q.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['encoder.block.0.layer.0.SelfAttention.k.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['encoder.block.0.layer.0.SelfAttention.v.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['encoder.block.0.layer.0.SelfAttention.o.weight']"}, tensor<32x2xf32> {jax.result_info = "grad['encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.block.0.layer.0.layer_norm.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['encoder.block.0.layer.1.DenseReluDense.wi.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['encoder.block.0.layer.1.DenseReluDense.wo.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.block.0.layer.1.layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.final_layer_norm.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.0.SelfAttention.q.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.0.SelfAttention.k.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.0.SelfAttention.v.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.0.SelfAttention.o.weight']"}, tensor<32x2xf32> {jax.result_info = "grad['decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight']"}, tensor<32xf32> {jax.result_info = "grad['decoder.block.0.layer.0.layer_norm.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.1.EncDecAttention.q.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.1.EncDecAttention.k.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.1.EncDecAttention.v.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['decoder.block.0.layer.1.EncDecAttention.o.weight']"}, tensor<32xf32> {jax.result_info = "grad['decoder.block.0.layer.1.layer_norm.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['decoder.block.0.layer.2.DenseReluDense.wi.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['decoder.block.0.layer.2.DenseReluDense.wo.weight']"}, tensor<32xf32> {jax.result_info = "grad['decoder.block.0.layer.2.layer_norm.weight']"}, tensor<32xf32> {jax.result_info = "grad['decoder.final_layer_norm.weight']"}) {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x12xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<8x12xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x12xi64>
    %c_4 = stablehlo.constant dense<31> : tensor<i64>
    %c_5 = stablehlo.constant dense<-32> : tensor<i64>
    %c_6 = stablehlo.constant dense<-1> : tensor<12x12xi64>
    %c_7 = stablehlo.constant dense<32> : tensor<12x12xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<96x1xi64>
    %c_9 = stablehlo.constant dense<-100> : tensor<96x1xi64>
    %c_10 = stablehlo.constant dense<0> : tensor<96xi64>
    %c_11 = stablehlo.constant dense<-100> : tensor<96xi64>
    %c_12 = stablehlo.constant dense<8> : tensor<12x12xi64>
    %c_13 = stablehlo.constant dense<16> : tensor<12x12xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<12x1xi64>
    %c_15 = stablehlo.constant dense<0> : tensor<1x1x12x1xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<12xi64>
    %c_17 = stablehlo.constant dense<1> : tensor<12xi64>
    %c_18 = stablehlo.constant dense<12> : tensor<i64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<32x2xf32>
    %cst_21 = stablehlo.constant dense<-1.000000e+00> : tensor<96x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<96x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_24 = stablehlo.constant dense<0> : tensor<i64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<1x2x12x12xf32>
    %c_26 = stablehlo.constant dense<31> : tensor<12x12xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<12x12xi64>
    %c_28 = stablehlo.constant dense<15> : tensor<12x12xi64>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<8x12x64xf32>
    %cst_33 = arith.constant dense<1> : tensor<1xi64>
    %cst_34 = arith.constant dense<2> : tensor<1xi64>
    %cst_35 = arith.constant dense<32> : tensor<1xi64>
    %cst_36 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_37 = arith.constant dense<16> : tensor<1xi64>
    %cst_38 = arith.constant dense<8> : tensor<1xi64>
    %cst_39 = arith.constant dense<2.7725887222397811> : tensor<1xf64>
    %cst_40 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_41 = arith.constant dense<2.0794415416798357> : tensor<1xf64>
    %cst_42 = arith.constant dense<0.17677669529663689> : tensor<1xf64>
    %cst_43 = arith.constant dense<3> : tensor<1xi64>
    %cst_44 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_45 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg3, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x12xi64>) -> tensor<8x12x32xf32>
    %1 = stablehlo.convert %0 : tensor<8x12x32xf32>
    %2 = stablehlo.convert %c_19 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.convert %c_18 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.divide %3, %2 : tensor<f64>
    %5 = stablehlo.ceil %4 : tensor<f64>
    %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<i64>
    %7 = stablehlo.reshape %6 : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi64>) -> tensor<12xi64>
    %9 = stablehlo.multiply %8, %c_17 : tensor<12xi64>
    %10 = stablehlo.add %9, %c_16 : tensor<12xi64>
    %11 = stablehlo.add %10, %c_16 : tensor<12xi64>
    %12 = stablehlo.reshape %11 : (tensor<12xi64>) -> tensor<1x12xi64>
    %13 = stablehlo.reshape %12 : (tensor<1x12xi64>) -> tensor<1x1x12xi64>
    %14 = stablehlo.reshape %13 : (tensor<1x1x12xi64>) -> tensor<1x1x12x1xi64>
    %15 = stablehlo.compare GE, %14, %c_15, SIGNED : (tensor<1x1x12x1xi64>, tensor<1x1x12x1xi64>) -> tensor<1x1x12x1xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x12x1xi1>) -> tensor<8x1x12x12xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %18 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x12x12xf32>
    %19 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x12x12xf32>
    %20 = stablehlo.select %17, %18, %19 : tensor<8x1x12x12xi1>, tensor<8x1x12x12xf32>
    %21 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %24 = stablehlo.power %1, %23 : tensor<8x12x32xf32>
    %25 = stablehlo.reduce(%24 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %27 = stablehlo.convert %cst_35 : (tensor<1xi64>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %30 = stablehlo.divide %26, %29 : tensor<8x12x1xf32>
    %31 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x12x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x12x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %37 = stablehlo.multiply %1, %36 : tensor<8x12x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8x12x32xf32>
    %40 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %41 = stablehlo.reshape %39 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %42 = stablehlo.dot_general %41, %40, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %46 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.dot_general %41, %46, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %51 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %52 = stablehlo.dot_general %41, %51, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %53 = stablehlo.reshape %52 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %56 = stablehlo.reshape %10 : (tensor<12xi64>) -> tensor<12x1xi64>
    %57 = stablehlo.add %56, %c_14 : tensor<12x1xi64>
    %58 = stablehlo.reshape %10 : (tensor<12xi64>) -> tensor<1x12xi64>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x12xi64>) -> tensor<12x12xi64>
    %60 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<12x1xi64>) -> tensor<12x12xi64>
    %61 = stablehlo.subtract %59, %60 : tensor<12x12xi64>
    %62 = stablehlo.compare GT, %61, %c_27, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %63 = stablehlo.convert %62 : (tensor<12x12xi1>) -> tensor<12x12xi64>
    %64 = stablehlo.multiply %63, %c_13 : tensor<12x12xi64>
    %65 = stablehlo.add %64, %c_27 : tensor<12x12xi64>
    %66 = stablehlo.abs %61 : tensor<12x12xi64>
    %67 = stablehlo.compare LT, %66, %c_12, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %68 = stablehlo.convert %66 : (tensor<12x12xi64>) -> tensor<12x12xf32>
    %69 = stablehlo.convert %cst_38 : (tensor<1xi64>) -> tensor<1xf32>
    %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %72 = stablehlo.divide %68, %71 : tensor<12x12xf32>
    %73 = stablehlo.log %72 : tensor<12x12xf32>
    %74 = stablehlo.convert %cst_39 : (tensor<1xf64>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %77 = stablehlo.divide %73, %76 : tensor<12x12xf32>
    %78 = stablehlo.multiply %77, %71 : tensor<12x12xf32>
    %79 = stablehlo.convert %78 : (tensor<12x12xf32>) -> tensor<12x12xi64>
    %80 = stablehlo.add %79, %c_12 : tensor<12x12xi64>
    %81 = stablehlo.minimum %80, %c_28 : tensor<12x12xi64>
    %82 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<12x12xi1>) -> tensor<12x12xi1>
    %83 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<12x12xi64>) -> tensor<12x12xi64>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<12x12xi64>) -> tensor<12x12xi64>
    %85 = stablehlo.select %82, %83, %84 : tensor<12x12xi1>, tensor<12x12xi64>
    %86 = stablehlo.add %65, %85 : tensor<12x12xi64>
    %87 = "stablehlo.gather"(%arg8, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xf32>, tensor<12x12xi64>) -> tensor<12x12x2xf32>
    %88 = stablehlo.convert %87 : tensor<12x12x2xf32>
    %89 = stablehlo.transpose %88, dims = [2, 0, 1] : (tensor<12x12x2xf32>) -> tensor<2x12x12xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x12x12xf32>) -> tensor<1x2x12x12xf32>
    %91 = stablehlo.transpose %50, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %92 = stablehlo.reshape %45 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %93 = stablehlo.reshape %91 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %95 = stablehlo.dot_general %92, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %96 = stablehlo.reshape %95 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %97 = stablehlo.convert %cst_40 : (tensor<1xf64>) -> tensor<1xf32>
    %98 = stablehlo.reshape %97 : (tensor<1xf32>) -> tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<8x2x12x12xf32>
    %100 = stablehlo.multiply %96, %99 : tensor<8x2x12x12xf32>
    %101 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x2x12x12xf32>) -> tensor<8x2x12x12xf32>
    %102 = stablehlo.add %100, %101 : tensor<8x2x12x12xf32>
    %103 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xf32>) -> tensor<8x2x12x12xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x2x12x12xf32>
    %105 = stablehlo.reduce(%104 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %108 = stablehlo.subtract %104, %107 : tensor<8x2x12x12xf32>
    %109 = stablehlo.exponential %108 : tensor<8x2x12x12xf32>
    %110 = stablehlo.reduce(%109 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %111 = stablehlo.reshape %110 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %113 = stablehlo.divide %109, %112 : tensor<8x2x12x12xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %115 = stablehlo.reshape %55 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %117 = stablehlo.dot_general %114, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %121 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %122 = stablehlo.reshape %120 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %123 = stablehlo.dot_general %122, %121, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %125 = stablehlo.add %1, %124 : tensor<8x12x32xf32>
    %126 = stablehlo.power %125, %23 : tensor<8x12x32xf32>
    %127 = stablehlo.reduce(%126 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %129 = stablehlo.divide %128, %29 : tensor<8x12x1xf32>
    %130 = stablehlo.add %129, %33 : tensor<8x12x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<8x12x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %133 = stablehlo.multiply %125, %132 : tensor<8x12x32xf32>
    %134 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<8x12x32xf32>
    %136 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %137 = stablehlo.reshape %135 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %138 = stablehlo.dot_general %137, %136, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %140 = stablehlo.maximum %139, %cst_32 : tensor<8x12x64xf32>
    %141 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %142 = stablehlo.reshape %140 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %143 = stablehlo.dot_general %142, %141, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %145 = stablehlo.add %125, %144 : tensor<8x12x32xf32>
    %146 = stablehlo.power %145, %23 : tensor<8x12x32xf32>
    %147 = stablehlo.reduce(%146 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %149 = stablehlo.divide %148, %29 : tensor<8x12x1xf32>
    %150 = stablehlo.add %149, %33 : tensor<8x12x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<8x12x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<8x12x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<8x12x32xf32>
    %156 = "stablehlo.gather"(%arg3, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x12xi64>) -> tensor<8x12x32xf32>
    %157 = stablehlo.convert %156 : tensor<8x12x32xf32>
    %158 = stablehlo.reshape %13 : (tensor<1x1x12xi64>) -> tensor<1x1x1x12xi64>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xi64>) -> tensor<1x1x12x12xi64>
    %160 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x12x1xi64>) -> tensor<1x1x12x12xi64>
    %161 = stablehlo.compare LE, %159, %160, SIGNED : (tensor<1x1x12x12xi64>, tensor<1x1x12x12xi64>) -> tensor<1x1x12x12xi1>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xi1>) -> tensor<8x1x12x12xi1>
    %164 = stablehlo.select %163, %18, %19 : tensor<8x1x12x12xi1>, tensor<8x1x12x12xf32>
    %165 = stablehlo.power %157, %23 : tensor<8x12x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %168 = stablehlo.divide %167, %29 : tensor<8x12x1xf32>
    %169 = stablehlo.add %168, %33 : tensor<8x12x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<8x12x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %172 = stablehlo.multiply %157, %171 : tensor<8x12x32xf32>
    %173 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<8x12x32xf32>
    %175 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.reshape %174 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %177 = stablehlo.dot_general %176, %175, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %181 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = stablehlo.dot_general %176, %181, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %186 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.dot_general %176, %186, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %191 = stablehlo.minimum %61, %c_27 : tensor<12x12xi64>
    %192 = stablehlo.negate %191 : tensor<12x12xi64>
    %193 = stablehlo.compare LT, %192, %c_13, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %194 = stablehlo.convert %192 : (tensor<12x12xi64>) -> tensor<12x12xf32>
    %195 = stablehlo.convert %cst_37 : (tensor<1xi64>) -> tensor<1xf32>
    %196 = stablehlo.reshape %195 : (tensor<1xf32>) -> tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %198 = stablehlo.divide %194, %197 : tensor<12x12xf32>
    %199 = stablehlo.log %198 : tensor<12x12xf32>
    %200 = stablehlo.convert %cst_41 : (tensor<1xf64>) -> tensor<1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<f32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %203 = stablehlo.divide %199, %202 : tensor<12x12xf32>
    %204 = stablehlo.multiply %203, %197 : tensor<12x12xf32>
    %205 = stablehlo.convert %204 : (tensor<12x12xf32>) -> tensor<12x12xi64>
    %206 = stablehlo.add %205, %c_13 : tensor<12x12xi64>
    %207 = stablehlo.minimum %206, %c_26 : tensor<12x12xi64>
    %208 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<12x12xi1>) -> tensor<12x12xi1>
    %209 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<12x12xi64>) -> tensor<12x12xi64>
    %210 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<12x12xi64>) -> tensor<12x12xi64>
    %211 = stablehlo.select %208, %209, %210 : tensor<12x12xi1>, tensor<12x12xi64>
    %212 = stablehlo.add %211, %c_27 : tensor<12x12xi64>
    %213 = "stablehlo.gather"(%arg18, %212) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<32x2xf32>, tensor<12x12xi64>) -> tensor<12x12x2xf32>
    %214 = stablehlo.convert %213 : tensor<12x12x2xf32>
    %215 = stablehlo.transpose %214, dims = [2, 0, 1] : (tensor<12x12x2xf32>) -> tensor<2x12x12xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x12x12xf32>) -> tensor<1x2x12x12xf32>
    %217 = stablehlo.transpose %185, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %218 = stablehlo.reshape %180 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %219 = stablehlo.reshape %217 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %221 = stablehlo.dot_general %218, %220, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %223 = stablehlo.multiply %222, %99 : tensor<8x2x12x12xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x2x12x12xf32>) -> tensor<8x2x12x12xf32>
    %225 = stablehlo.add %223, %224 : tensor<8x2x12x12xf32>
    %226 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<8x1x12x12xf32>) -> tensor<8x2x12x12xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x2x12x12xf32>
    %228 = stablehlo.reduce(%227 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %231 = stablehlo.subtract %227, %230 : tensor<8x2x12x12xf32>
    %232 = stablehlo.exponential %231 : tensor<8x2x12x12xf32>
    %233 = stablehlo.reduce(%232 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %236 = stablehlo.divide %232, %235 : tensor<8x2x12x12xf32>
    %237 = stablehlo.reshape %236 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %238 = stablehlo.reshape %190 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %240 = stablehlo.dot_general %237, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %243 = stablehlo.reshape %242 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %244 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %245 = stablehlo.reshape %243 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %246 = stablehlo.dot_general %245, %244, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %248 = stablehlo.add %157, %247 : tensor<8x12x32xf32>
    %249 = stablehlo.power %248, %23 : tensor<8x12x32xf32>
    %250 = stablehlo.reduce(%249 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %252 = stablehlo.divide %251, %29 : tensor<8x12x1xf32>
    %253 = stablehlo.add %252, %33 : tensor<8x12x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<8x12x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %256 = stablehlo.multiply %248, %255 : tensor<8x12x32xf32>
    %257 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<8x12x32xf32>
    %259 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %260 = stablehlo.reshape %258 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %261 = stablehlo.dot_general %260, %259, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %265 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %266 = stablehlo.reshape %155 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %267 = stablehlo.dot_general %266, %265, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %270 = stablehlo.transpose %269, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %271 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %272 = stablehlo.dot_general %266, %271, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %273 = stablehlo.reshape %272 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %276 = stablehlo.transpose %270, dims = [0, 1, 3, 2] : (tensor<8x2x12x16xf32>) -> tensor<8x2x16x12xf32>
    %277 = stablehlo.reshape %264 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %278 = stablehlo.reshape %276 : (tensor<8x2x16x12xf32>) -> tensor<16x16x12xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %280 = stablehlo.dot_general %277, %279, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %282 = stablehlo.multiply %281, %99 : tensor<8x2x12x12xf32>
    %283 = stablehlo.broadcast_in_dim %cst_25, dims = [0, 1, 2, 3] : (tensor<1x2x12x12xf32>) -> tensor<8x2x12x12xf32>
    %284 = stablehlo.add %282, %283 : tensor<8x2x12x12xf32>
    %285 = stablehlo.add %284, %103 : tensor<8x2x12x12xf32>
    %286 = stablehlo.reduce(%285 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %289 = stablehlo.subtract %285, %288 : tensor<8x2x12x12xf32>
    %290 = stablehlo.exponential %289 : tensor<8x2x12x12xf32>
    %291 = stablehlo.reduce(%290 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %292 = stablehlo.reshape %291 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %294 = stablehlo.divide %290, %293 : tensor<8x2x12x12xf32>
    %295 = stablehlo.reshape %294 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %296 = stablehlo.reshape %275 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %298 = stablehlo.dot_general %295, %297, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %300 = stablehlo.transpose %299, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %302 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %303 = stablehlo.reshape %301 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %304 = stablehlo.dot_general %303, %302, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %306 = stablehlo.add %248, %305 : tensor<8x12x32xf32>
    %307 = stablehlo.power %306, %23 : tensor<8x12x32xf32>
    %308 = stablehlo.reduce(%307 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %310 = stablehlo.divide %309, %29 : tensor<8x12x1xf32>
    %311 = stablehlo.add %310, %33 : tensor<8x12x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<8x12x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %314 = stablehlo.multiply %306, %313 : tensor<8x12x32xf32>
    %315 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<8x12x32xf32>
    %317 = stablehlo.transpose %arg25, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %318 = stablehlo.reshape %316 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %319 = stablehlo.dot_general %318, %317, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %320 = stablehlo.reshape %319 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %321 = stablehlo.maximum %320, %cst_32 : tensor<8x12x64xf32>
    %322 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %323 = stablehlo.reshape %321 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %324 = stablehlo.dot_general %323, %322, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %326 = stablehlo.add %306, %325 : tensor<8x12x32xf32>
    %327 = stablehlo.power %326, %23 : tensor<8x12x32xf32>
    %328 = stablehlo.reduce(%327 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %329 = stablehlo.reshape %328 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %330 = stablehlo.divide %329, %29 : tensor<8x12x1xf32>
    %331 = stablehlo.add %330, %33 : tensor<8x12x1xf32>
    %332 = stablehlo.rsqrt %331 : tensor<8x12x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %334 = stablehlo.multiply %326, %333 : tensor<8x12x32xf32>
    %335 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<8x12x32xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<8x12x32xf32>
    %337 = stablehlo.convert %cst_42 : (tensor<1xf64>) -> tensor<1xf32>
    %338 = stablehlo.reshape %337 : (tensor<1xf32>) -> tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %340 = stablehlo.multiply %336, %339 : tensor<8x12x32xf32>
    %341 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %342 = stablehlo.reshape %340 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %343 = stablehlo.dot_general %342, %341, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x128xf32>) -> tensor<96x128xf32>
    %344 = stablehlo.reshape %343 : (tensor<96x128xf32>) -> tensor<8x12x128xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x12x128xf32>) -> tensor<96x128xf32>
    %346 = stablehlo.reshape %arg1 : (tensor<8x12xi64>) -> tensor<96xi64>
    %347 = stablehlo.reduce(%345 init: %cst_31) applies stablehlo.maximum across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %348 = stablehlo.reshape %347 : (tensor<96xf32>) -> tensor<96x1xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %350 = stablehlo.subtract %345, %349 : tensor<96x128xf32>
    %351 = stablehlo.exponential %350 : tensor<96x128xf32>
    %352 = stablehlo.reduce(%351 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %353 = stablehlo.reshape %352 : (tensor<96xf32>) -> tensor<96x1xf32>
    %354 = stablehlo.log %353 : tensor<96x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %356 = stablehlo.subtract %350, %355 : tensor<96x128xf32>
    %357 = stablehlo.compare NE, %346, %c_11, SIGNED : (tensor<96xi64>, tensor<96xi64>) -> tensor<96xi1>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0] : (tensor<96xi1>) -> tensor<96xi1>
    %359 = stablehlo.broadcast_in_dim %346, dims = [0] : (tensor<96xi64>) -> tensor<96xi64>
    %360 = stablehlo.select %358, %359, %c_10 : tensor<96xi1>, tensor<96xi64>
    %361 = stablehlo.reshape %360 : (tensor<96xi64>) -> tensor<96x1xi64>
    %362 = stablehlo.iota dim = 0 : tensor<96x1x1xi64>
    %363 = stablehlo.reshape %361 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %364 = stablehlo.concatenate %362, %363, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %365 = "stablehlo.gather"(%356, %364) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<96x128xf32>, tensor<96x1x2xi64>) -> tensor<96x1xf32>
    %366 = stablehlo.reshape %365 : (tensor<96x1xf32>) -> tensor<96xf32>
    %367 = stablehlo.negate %366 : tensor<96xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0] : (tensor<96xf32>) -> tensor<96xf32>
    %369 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %370 = stablehlo.select %358, %368, %369 : tensor<96xi1>, tensor<96xf32>
    %371 = stablehlo.convert %357 : (tensor<96xi1>) -> tensor<96xi64>
    %372 = stablehlo.reduce(%371 init: %c_24) applies stablehlo.add across dimensions = [0] : (tensor<96xi64>, tensor<i64>) -> tensor<i64>
    %373 = stablehlo.convert %372 : (tensor<i64>) -> tensor<f32>
    %374 = stablehlo.reduce(%370 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %375 = stablehlo.divide %374, %373 : tensor<f32>
    %376 = stablehlo.divide %cst_23, %373 : tensor<f32>
    %377 = stablehlo.reshape %346 : (tensor<96xi64>) -> tensor<96x1xi64>
    %378 = stablehlo.compare NE, %377, %c_9, SIGNED : (tensor<96x1xi64>, tensor<96x1xi64>) -> tensor<96x1xi1>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<96x1xi1>) -> tensor<96x1xi1>
    %380 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<96x1xi64>) -> tensor<96x1xi64>
    %381 = stablehlo.select %379, %380, %c_8 : tensor<96x1xi1>, tensor<96x1xi64>
    %382 = stablehlo.slice %cst_21 [0:96, 0:1] : (tensor<96x1xf32>) -> tensor<96x1xf32>
    %383 = stablehlo.reshape %381 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %384 = stablehlo.concatenate %362, %383, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %385 = "stablehlo.scatter"(%cst_22, %384, %382) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      stablehlo.return %arg30 : tensor<f32>
    }) : (tensor<96x128xf32>, tensor<96x1x2xi64>, tensor<96x1xf32>) -> tensor<96x128xf32>
    %386 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %387 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %388 = stablehlo.select %379, %386, %387 : tensor<96x1xi1>, tensor<96x1xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %390 = stablehlo.multiply %385, %389 : tensor<96x128xf32>
    %391 = stablehlo.exponential %356 : tensor<96x128xf32>
    %392 = stablehlo.reduce(%390 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<96x128xf32>, tensor<f32>) -> tensor<96xf32>
    %393 = stablehlo.reshape %392 : (tensor<96xf32>) -> tensor<96x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x128xf32>
    %395 = stablehlo.multiply %391, %394 : tensor<96x128xf32>
    %396 = stablehlo.subtract %390, %395 : tensor<96x128xf32>
    %397 = stablehlo.reshape %396 : (tensor<96x128xf32>) -> tensor<8x12x128xf32>
    %398 = stablehlo.reshape %397 : (tensor<8x12x128xf32>) -> tensor<96x128xf32>
    %399 = stablehlo.transpose %398, dims = [1, 0] : (tensor<96x128xf32>) -> tensor<128x96xf32>
    %400 = stablehlo.dot_general %399, %342, contracting_dims = [1] x [0] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %401 = stablehlo.transpose %400, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %402 = stablehlo.transpose %341, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %403 = stablehlo.dot_general %398, %402, contracting_dims = [1] x [0] : (tensor<96x128xf32>, tensor<128x32xf32>) -> tensor<96x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %405 = stablehlo.transpose %401, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %406 = stablehlo.multiply %404, %339 : tensor<8x12x32xf32>
    %407 = stablehlo.multiply %406, %335 : tensor<8x12x32xf32>
    %408 = stablehlo.multiply %406, %334 : tensor<8x12x32xf32>
    %409 = stablehlo.reduce(%408 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.reshape %409 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %412 = stablehlo.multiply %407, %326 : tensor<8x12x32xf32>
    %413 = stablehlo.multiply %407, %333 : tensor<8x12x32xf32>
    %414 = stablehlo.reduce(%412 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %416 = stablehlo.convert %cst_43 : (tensor<1xi64>) -> tensor<1xf32>
    %417 = stablehlo.reshape %416 : (tensor<1xf32>) -> tensor<f32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %419 = stablehlo.power %332, %418 : tensor<8x12x1xf32>
    %420 = stablehlo.convert %cst_44 : (tensor<1xf64>) -> tensor<1xf32>
    %421 = stablehlo.reshape %420 : (tensor<1xf32>) -> tensor<f32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [] : (tensor<f32>) -> tensor<8x12x1xf32>
    %423 = stablehlo.multiply %415, %422 : tensor<8x12x1xf32>
    %424 = stablehlo.multiply %423, %419 : tensor<8x12x1xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %426 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %427 = stablehlo.divide %425, %426 : tensor<8x12x32xf32>
    %428 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %429 = stablehlo.reshape %428 : (tensor<1xf32>) -> tensor<f32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %431 = stablehlo.power %326, %430 : tensor<8x12x32xf32>
    %432 = stablehlo.convert %cst_45 : (tensor<1xf64>) -> tensor<1xf32>
    %433 = stablehlo.reshape %432 : (tensor<1xf32>) -> tensor<f32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %435 = stablehlo.multiply %431, %434 : tensor<8x12x32xf32>
    %436 = stablehlo.multiply %427, %435 : tensor<8x12x32xf32>
    %437 = stablehlo.add %413, %436 : tensor<8x12x32xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %439 = stablehlo.transpose %438, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %440 = stablehlo.dot_general %439, %323, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x64xf32>) -> tensor<32x64xf32>
    %441 = stablehlo.transpose %440, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %442 = stablehlo.transpose %322, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %443 = stablehlo.dot_general %438, %442, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %444 = stablehlo.reshape %443 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %445 = stablehlo.transpose %441, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %446 = stablehlo.convert %c_24 : (tensor<i64>) -> tensor<f32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %448 = stablehlo.compare LE, %321, %447, FLOAT : (tensor<8x12x64xf32>, tensor<8x12x64xf32>) -> tensor<8x12x64xi1>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<8x12x64xi1>) -> tensor<8x12x64xi1>
    %450 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x12x64xf32>
    %451 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<8x12x64xf32>) -> tensor<8x12x64xf32>
    %452 = stablehlo.select %449, %450, %451 : tensor<8x12x64xi1>, tensor<8x12x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %454 = stablehlo.transpose %453, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %455 = stablehlo.dot_general %454, %318, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x32xf32>) -> tensor<64x32xf32>
    %456 = stablehlo.transpose %455, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %457 = stablehlo.transpose %317, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %458 = stablehlo.dot_general %453, %457, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %460 = stablehlo.transpose %456, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %461 = stablehlo.multiply %459, %315 : tensor<8x12x32xf32>
    %462 = stablehlo.multiply %459, %314 : tensor<8x12x32xf32>
    %463 = stablehlo.reduce(%462 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %464 = stablehlo.reshape %463 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %466 = stablehlo.multiply %461, %306 : tensor<8x12x32xf32>
    %467 = stablehlo.multiply %461, %313 : tensor<8x12x32xf32>
    %468 = stablehlo.reduce(%466 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %470 = stablehlo.add %437, %467 : tensor<8x12x32xf32>
    %471 = stablehlo.power %312, %418 : tensor<8x12x1xf32>
    %472 = stablehlo.multiply %469, %422 : tensor<8x12x1xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<8x12x1xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %475 = stablehlo.divide %474, %426 : tensor<8x12x32xf32>
    %476 = stablehlo.power %306, %430 : tensor<8x12x32xf32>
    %477 = stablehlo.multiply %476, %434 : tensor<8x12x32xf32>
    %478 = stablehlo.multiply %475, %477 : tensor<8x12x32xf32>
    %479 = stablehlo.add %470, %478 : tensor<8x12x32xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %482 = stablehlo.dot_general %481, %303, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %483 = stablehlo.transpose %482, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %484 = stablehlo.transpose %302, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %485 = stablehlo.dot_general %480, %484, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %486 = stablehlo.reshape %485 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %487 = stablehlo.transpose %483, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %488 = stablehlo.reshape %486 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %489 = stablehlo.transpose %488, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %490 = stablehlo.reshape %489 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %491 = stablehlo.transpose %295, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %493 = stablehlo.dot_general %491, %492, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %494 = stablehlo.transpose %296, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %496 = stablehlo.dot_general %490, %495, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %497 = stablehlo.reshape %493 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %498 = stablehlo.reshape %496 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %499 = stablehlo.multiply %498, %294 : tensor<8x2x12x12xf32>
    %500 = stablehlo.reduce(%499 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %503 = stablehlo.multiply %294, %502 : tensor<8x2x12x12xf32>
    %504 = stablehlo.subtract %499, %503 : tensor<8x2x12x12xf32>
    %505 = stablehlo.multiply %504, %99 : tensor<8x2x12x12xf32>
    %506 = stablehlo.reshape %505 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %507 = stablehlo.transpose %277, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %509 = stablehlo.dot_general %507, %508, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %510 = stablehlo.transpose %278, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %512 = stablehlo.dot_general %506, %511, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %513 = stablehlo.reshape %509 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %514 = stablehlo.reshape %512 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %515 = stablehlo.transpose %513, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %516 = stablehlo.transpose %497, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %518 = stablehlo.reshape %517 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %519 = stablehlo.transpose %518, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %520 = stablehlo.dot_general %519, %266, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %521 = stablehlo.transpose %520, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %522 = stablehlo.transpose %271, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %523 = stablehlo.dot_general %518, %522, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %524 = stablehlo.reshape %523 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %525 = stablehlo.transpose %521, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %526 = stablehlo.transpose %515, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %527 = stablehlo.reshape %526 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %529 = stablehlo.transpose %528, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %530 = stablehlo.dot_general %529, %266, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %531 = stablehlo.transpose %530, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %532 = stablehlo.transpose %265, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %533 = stablehlo.dot_general %528, %532, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %534 = stablehlo.reshape %533 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %535 = stablehlo.add %524, %534 : tensor<8x12x32xf32>
    %536 = stablehlo.transpose %531, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %537 = stablehlo.transpose %514, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %541 = stablehlo.dot_general %540, %260, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %542 = stablehlo.transpose %541, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %543 = stablehlo.transpose %259, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %544 = stablehlo.dot_general %539, %543, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %546 = stablehlo.transpose %542, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %547 = stablehlo.multiply %545, %257 : tensor<8x12x32xf32>
    %548 = stablehlo.multiply %545, %256 : tensor<8x12x32xf32>
    %549 = stablehlo.reduce(%548 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %550 = stablehlo.reshape %549 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %552 = stablehlo.multiply %547, %248 : tensor<8x12x32xf32>
    %553 = stablehlo.multiply %547, %255 : tensor<8x12x32xf32>
    %554 = stablehlo.reduce(%552 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %556 = stablehlo.add %479, %553 : tensor<8x12x32xf32>
    %557 = stablehlo.power %254, %418 : tensor<8x12x1xf32>
    %558 = stablehlo.multiply %555, %422 : tensor<8x12x1xf32>
    %559 = stablehlo.multiply %558, %557 : tensor<8x12x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %561 = stablehlo.divide %560, %426 : tensor<8x12x32xf32>
    %562 = stablehlo.power %248, %430 : tensor<8x12x32xf32>
    %563 = stablehlo.multiply %562, %434 : tensor<8x12x32xf32>
    %564 = stablehlo.multiply %561, %563 : tensor<8x12x32xf32>
    %565 = stablehlo.add %556, %564 : tensor<8x12x32xf32>
    %566 = stablehlo.reshape %565 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %567 = stablehlo.transpose %566, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %568 = stablehlo.dot_general %567, %245, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %569 = stablehlo.transpose %568, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %570 = stablehlo.transpose %244, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %571 = stablehlo.dot_general %566, %570, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %572 = stablehlo.reshape %571 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %573 = stablehlo.transpose %569, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %574 = stablehlo.reshape %572 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %575 = stablehlo.transpose %574, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %576 = stablehlo.reshape %575 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %577 = stablehlo.transpose %237, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %578 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %579 = stablehlo.dot_general %577, %578, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %580 = stablehlo.transpose %238, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %582 = stablehlo.dot_general %576, %581, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %583 = stablehlo.reshape %579 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %584 = stablehlo.reshape %582 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %585 = stablehlo.multiply %584, %236 : tensor<8x2x12x12xf32>
    %586 = stablehlo.reduce(%585 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %589 = stablehlo.multiply %236, %588 : tensor<8x2x12x12xf32>
    %590 = stablehlo.subtract %585, %589 : tensor<8x2x12x12xf32>
    %591 = stablehlo.reduce(%590 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<2x12x12xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x12x12xf32>) -> tensor<1x2x12x12xf32>
    %593 = stablehlo.multiply %590, %99 : tensor<8x2x12x12xf32>
    %594 = stablehlo.reshape %593 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %595 = stablehlo.transpose %218, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %596 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %597 = stablehlo.dot_general %595, %596, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %598 = stablehlo.transpose %219, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %600 = stablehlo.dot_general %594, %599, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %601 = stablehlo.reshape %597 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %602 = stablehlo.reshape %600 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %603 = stablehlo.transpose %601, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %604 = stablehlo.reshape %592 : (tensor<1x2x12x12xf32>) -> tensor<2x12x12xf32>
    %605 = stablehlo.transpose %604, dims = [1, 2, 0] : (tensor<2x12x12xf32>) -> tensor<12x12x2xf32>
    %606 = stablehlo.compare GE, %212, %c_27, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %607 = stablehlo.compare LT, %212, %c_7, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %608 = stablehlo.and %606, %607 : tensor<12x12xi1>
    %609 = stablehlo.compare NE, %212, %c_6, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %610 = stablehlo.and %608, %609 : tensor<12x12xi1>
    %611 = stablehlo.reshape %610 : (tensor<12x12xi1>) -> tensor<12x12x1xi1>
    %612 = stablehlo.clamp %c_5, %212, %c_4 : (tensor<i64>, tensor<12x12xi64>, tensor<i64>) -> tensor<12x12xi64>
    %613 = stablehlo.not %611 : tensor<12x12x1xi1>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<12x12x1xi1>) -> tensor<12x12x2xi1>
    %615 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<12x12x2xf32>
    %616 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<12x12x2xf32>) -> tensor<12x12x2xf32>
    %617 = stablehlo.select %614, %615, %616 : tensor<12x12x2xi1>, tensor<12x12x2xf32>
    %618 = stablehlo.reshape %612 : (tensor<12x12xi64>) -> tensor<12x12x1xi64>
    %619 = "stablehlo.scatter"(%cst_20, %618, %617) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %861 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %861 : tensor<f32>
    }) : (tensor<32x2xf32>, tensor<12x12x1xi64>, tensor<12x12x2xf32>) -> tensor<32x2xf32>
    %620 = stablehlo.transpose %583, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %621 = stablehlo.reshape %620 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %622 = stablehlo.reshape %621 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %623 = stablehlo.transpose %622, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %624 = stablehlo.dot_general %623, %176, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %625 = stablehlo.transpose %624, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %626 = stablehlo.transpose %186, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %627 = stablehlo.dot_general %622, %626, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %628 = stablehlo.reshape %627 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %629 = stablehlo.transpose %625, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %630 = stablehlo.transpose %603, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %631 = stablehlo.reshape %630 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %632 = stablehlo.reshape %631 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %633 = stablehlo.transpose %632, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %634 = stablehlo.dot_general %633, %176, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %635 = stablehlo.transpose %634, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %636 = stablehlo.transpose %181, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %637 = stablehlo.dot_general %632, %636, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %638 = stablehlo.reshape %637 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %639 = stablehlo.add %628, %638 : tensor<8x12x32xf32>
    %640 = stablehlo.transpose %635, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %641 = stablehlo.transpose %602, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %642 = stablehlo.reshape %641 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %643 = stablehlo.reshape %642 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %644 = stablehlo.transpose %643, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %645 = stablehlo.dot_general %644, %176, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %646 = stablehlo.transpose %645, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %647 = stablehlo.transpose %175, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %648 = stablehlo.dot_general %643, %647, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %649 = stablehlo.reshape %648 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %650 = stablehlo.add %639, %649 : tensor<8x12x32xf32>
    %651 = stablehlo.transpose %646, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %652 = stablehlo.multiply %650, %173 : tensor<8x12x32xf32>
    %653 = stablehlo.multiply %650, %172 : tensor<8x12x32xf32>
    %654 = stablehlo.reduce(%653 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.reshape %654 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %656 = stablehlo.reshape %655 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %657 = stablehlo.multiply %652, %157 : tensor<8x12x32xf32>
    %658 = stablehlo.multiply %652, %171 : tensor<8x12x32xf32>
    %659 = stablehlo.reduce(%657 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %660 = stablehlo.reshape %659 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %661 = stablehlo.add %565, %658 : tensor<8x12x32xf32>
    %662 = stablehlo.power %170, %418 : tensor<8x12x1xf32>
    %663 = stablehlo.multiply %660, %422 : tensor<8x12x1xf32>
    %664 = stablehlo.multiply %663, %662 : tensor<8x12x1xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %666 = stablehlo.divide %665, %426 : tensor<8x12x32xf32>
    %667 = stablehlo.power %157, %430 : tensor<8x12x32xf32>
    %668 = stablehlo.multiply %667, %434 : tensor<8x12x32xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<8x12x32xf32>
    %670 = stablehlo.add %661, %669 : tensor<8x12x32xf32>
    %671 = stablehlo.compare GE, %arg2, %c_3, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %672 = stablehlo.compare LT, %arg2, %c_2, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %673 = stablehlo.and %671, %672 : tensor<8x12xi1>
    %674 = stablehlo.compare NE, %arg2, %c_1, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %675 = stablehlo.and %673, %674 : tensor<8x12xi1>
    %676 = stablehlo.reshape %675 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %677 = stablehlo.clamp %c_0, %arg2, %c : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %678 = stablehlo.not %676 : tensor<8x12x1xi1>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x32xi1>
    %680 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x12x32xf32>
    %681 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<8x12x32xf32>) -> tensor<8x12x32xf32>
    %682 = stablehlo.select %679, %680, %681 : tensor<8x12x32xi1>, tensor<8x12x32xf32>
    %683 = stablehlo.reshape %677 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %684 = "stablehlo.scatter"(%cst, %683, %682) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %861 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %861 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x12x1xi64>, tensor<8x12x32xf32>) -> tensor<128x32xf32>
    %685 = stablehlo.add %405, %684 : tensor<128x32xf32>
    %686 = stablehlo.multiply %535, %154 : tensor<8x12x32xf32>
    %687 = stablehlo.multiply %535, %153 : tensor<8x12x32xf32>
    %688 = stablehlo.reduce(%687 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.reshape %688 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %690 = stablehlo.reshape %689 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %691 = stablehlo.multiply %686, %145 : tensor<8x12x32xf32>
    %692 = stablehlo.multiply %686, %152 : tensor<8x12x32xf32>
    %693 = stablehlo.reduce(%691 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %695 = stablehlo.power %151, %418 : tensor<8x12x1xf32>
    %696 = stablehlo.multiply %694, %422 : tensor<8x12x1xf32>
    %697 = stablehlo.multiply %696, %695 : tensor<8x12x1xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %699 = stablehlo.divide %698, %426 : tensor<8x12x32xf32>
    %700 = stablehlo.power %145, %430 : tensor<8x12x32xf32>
    %701 = stablehlo.multiply %700, %434 : tensor<8x12x32xf32>
    %702 = stablehlo.multiply %699, %701 : tensor<8x12x32xf32>
    %703 = stablehlo.add %692, %702 : tensor<8x12x32xf32>
    %704 = stablehlo.reshape %703 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %705 = stablehlo.transpose %704, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %706 = stablehlo.dot_general %705, %142, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x64xf32>) -> tensor<32x64xf32>
    %707 = stablehlo.transpose %706, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %708 = stablehlo.transpose %141, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %709 = stablehlo.dot_general %704, %708, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x64xf32>) -> tensor<96x64xf32>
    %710 = stablehlo.reshape %709 : (tensor<96x64xf32>) -> tensor<8x12x64xf32>
    %711 = stablehlo.transpose %707, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %712 = stablehlo.compare LE, %140, %447, FLOAT : (tensor<8x12x64xf32>, tensor<8x12x64xf32>) -> tensor<8x12x64xi1>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<8x12x64xi1>) -> tensor<8x12x64xi1>
    %714 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2] : (tensor<8x12x64xf32>) -> tensor<8x12x64xf32>
    %715 = stablehlo.select %713, %450, %714 : tensor<8x12x64xi1>, tensor<8x12x64xf32>
    %716 = stablehlo.reshape %715 : (tensor<8x12x64xf32>) -> tensor<96x64xf32>
    %717 = stablehlo.transpose %716, dims = [1, 0] : (tensor<96x64xf32>) -> tensor<64x96xf32>
    %718 = stablehlo.dot_general %717, %137, contracting_dims = [1] x [0] : (tensor<64x96xf32>, tensor<96x32xf32>) -> tensor<64x32xf32>
    %719 = stablehlo.transpose %718, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %720 = stablehlo.transpose %136, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %721 = stablehlo.dot_general %716, %720, contracting_dims = [1] x [0] : (tensor<96x64xf32>, tensor<64x32xf32>) -> tensor<96x32xf32>
    %722 = stablehlo.reshape %721 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %723 = stablehlo.transpose %719, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %724 = stablehlo.multiply %722, %134 : tensor<8x12x32xf32>
    %725 = stablehlo.multiply %722, %133 : tensor<8x12x32xf32>
    %726 = stablehlo.reduce(%725 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %727 = stablehlo.reshape %726 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %728 = stablehlo.reshape %727 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %729 = stablehlo.multiply %724, %125 : tensor<8x12x32xf32>
    %730 = stablehlo.multiply %724, %132 : tensor<8x12x32xf32>
    %731 = stablehlo.reduce(%729 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %732 = stablehlo.reshape %731 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %733 = stablehlo.add %703, %730 : tensor<8x12x32xf32>
    %734 = stablehlo.power %131, %418 : tensor<8x12x1xf32>
    %735 = stablehlo.multiply %732, %422 : tensor<8x12x1xf32>
    %736 = stablehlo.multiply %735, %734 : tensor<8x12x1xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %738 = stablehlo.divide %737, %426 : tensor<8x12x32xf32>
    %739 = stablehlo.power %125, %430 : tensor<8x12x32xf32>
    %740 = stablehlo.multiply %739, %434 : tensor<8x12x32xf32>
    %741 = stablehlo.multiply %738, %740 : tensor<8x12x32xf32>
    %742 = stablehlo.add %733, %741 : tensor<8x12x32xf32>
    %743 = stablehlo.reshape %742 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %744 = stablehlo.transpose %743, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %745 = stablehlo.dot_general %744, %122, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %746 = stablehlo.transpose %745, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %747 = stablehlo.transpose %121, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %748 = stablehlo.dot_general %743, %747, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %749 = stablehlo.reshape %748 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %750 = stablehlo.transpose %746, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %751 = stablehlo.reshape %749 : (tensor<8x12x32xf32>) -> tensor<8x12x2x16xf32>
    %752 = stablehlo.transpose %751, dims = [0, 2, 1, 3] : (tensor<8x12x2x16xf32>) -> tensor<8x2x12x16xf32>
    %753 = stablehlo.reshape %752 : (tensor<8x2x12x16xf32>) -> tensor<16x12x16xf32>
    %754 = stablehlo.transpose %114, dims = [0, 2, 1] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %755 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %756 = stablehlo.dot_general %754, %755, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %757 = stablehlo.transpose %115, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2] : (tensor<16x16x12xf32>) -> tensor<16x16x12xf32>
    %759 = stablehlo.dot_general %753, %758, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x16xf32>, tensor<16x16x12xf32>) -> tensor<16x12x12xf32>
    %760 = stablehlo.reshape %756 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %761 = stablehlo.reshape %759 : (tensor<16x12x12xf32>) -> tensor<8x2x12x12xf32>
    %762 = stablehlo.multiply %761, %113 : tensor<8x2x12x12xf32>
    %763 = stablehlo.reduce(%762 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<8x2x12xf32>
    %764 = stablehlo.reshape %763 : (tensor<8x2x12xf32>) -> tensor<8x2x12x1xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<8x2x12x1xf32>) -> tensor<8x2x12x12xf32>
    %766 = stablehlo.multiply %113, %765 : tensor<8x2x12x12xf32>
    %767 = stablehlo.subtract %762, %766 : tensor<8x2x12x12xf32>
    %768 = stablehlo.reduce(%767 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x2x12x12xf32>, tensor<f32>) -> tensor<2x12x12xf32>
    %769 = stablehlo.reshape %768 : (tensor<2x12x12xf32>) -> tensor<1x2x12x12xf32>
    %770 = stablehlo.multiply %767, %99 : tensor<8x2x12x12xf32>
    %771 = stablehlo.reshape %770 : (tensor<8x2x12x12xf32>) -> tensor<16x12x12xf32>
    %772 = stablehlo.transpose %92, dims = [0, 2, 1] : (tensor<16x12x16xf32>) -> tensor<16x16x12xf32>
    %773 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<16x12x12xf32>) -> tensor<16x12x12xf32>
    %774 = stablehlo.dot_general %772, %773, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x12xf32>, tensor<16x12x12xf32>) -> tensor<16x16x12xf32>
    %775 = stablehlo.transpose %93, dims = [0, 2, 1] : (tensor<16x16x12xf32>) -> tensor<16x12x16xf32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [0, 1, 2] : (tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %777 = stablehlo.dot_general %771, %776, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x12x12xf32>, tensor<16x12x16xf32>) -> tensor<16x12x16xf32>
    %778 = stablehlo.reshape %774 : (tensor<16x16x12xf32>) -> tensor<8x2x16x12xf32>
    %779 = stablehlo.reshape %777 : (tensor<16x12x16xf32>) -> tensor<8x2x12x16xf32>
    %780 = stablehlo.transpose %778, dims = [0, 1, 3, 2] : (tensor<8x2x16x12xf32>) -> tensor<8x2x12x16xf32>
    %781 = stablehlo.reshape %769 : (tensor<1x2x12x12xf32>) -> tensor<2x12x12xf32>
    %782 = stablehlo.transpose %781, dims = [1, 2, 0] : (tensor<2x12x12xf32>) -> tensor<12x12x2xf32>
    %783 = stablehlo.compare GE, %86, %c_27, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %784 = stablehlo.compare LT, %86, %c_7, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %785 = stablehlo.and %783, %784 : tensor<12x12xi1>
    %786 = stablehlo.compare NE, %86, %c_6, SIGNED : (tensor<12x12xi64>, tensor<12x12xi64>) -> tensor<12x12xi1>
    %787 = stablehlo.and %785, %786 : tensor<12x12xi1>
    %788 = stablehlo.reshape %787 : (tensor<12x12xi1>) -> tensor<12x12x1xi1>
    %789 = stablehlo.clamp %c_5, %86, %c_4 : (tensor<i64>, tensor<12x12xi64>, tensor<i64>) -> tensor<12x12xi64>
    %790 = stablehlo.not %788 : tensor<12x12x1xi1>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<12x12x1xi1>) -> tensor<12x12x2xi1>
    %792 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2] : (tensor<12x12x2xf32>) -> tensor<12x12x2xf32>
    %793 = stablehlo.select %791, %615, %792 : tensor<12x12x2xi1>, tensor<12x12x2xf32>
    %794 = stablehlo.reshape %789 : (tensor<12x12xi64>) -> tensor<12x12x1xi64>
    %795 = "stablehlo.scatter"(%cst_20, %794, %793) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %861 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %861 : tensor<f32>
    }) : (tensor<32x2xf32>, tensor<12x12x1xi64>, tensor<12x12x2xf32>) -> tensor<32x2xf32>
    %796 = stablehlo.transpose %760, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %797 = stablehlo.reshape %796 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %798 = stablehlo.reshape %797 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %799 = stablehlo.transpose %798, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %800 = stablehlo.dot_general %799, %41, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %801 = stablehlo.transpose %800, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %802 = stablehlo.transpose %51, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %803 = stablehlo.dot_general %798, %802, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %804 = stablehlo.reshape %803 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %805 = stablehlo.transpose %801, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %806 = stablehlo.transpose %780, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %807 = stablehlo.reshape %806 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %808 = stablehlo.reshape %807 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %809 = stablehlo.transpose %808, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %810 = stablehlo.dot_general %809, %41, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %811 = stablehlo.transpose %810, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %812 = stablehlo.transpose %46, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %813 = stablehlo.dot_general %808, %812, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %814 = stablehlo.reshape %813 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %815 = stablehlo.add %804, %814 : tensor<8x12x32xf32>
    %816 = stablehlo.transpose %811, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %817 = stablehlo.transpose %779, dims = [0, 2, 1, 3] : (tensor<8x2x12x16xf32>) -> tensor<8x12x2x16xf32>
    %818 = stablehlo.reshape %817 : (tensor<8x12x2x16xf32>) -> tensor<8x12x32xf32>
    %819 = stablehlo.reshape %818 : (tensor<8x12x32xf32>) -> tensor<96x32xf32>
    %820 = stablehlo.transpose %819, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %821 = stablehlo.dot_general %820, %41, contracting_dims = [1] x [0] : (tensor<32x96xf32>, tensor<96x32xf32>) -> tensor<32x32xf32>
    %822 = stablehlo.transpose %821, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %823 = stablehlo.transpose %40, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %824 = stablehlo.dot_general %819, %823, contracting_dims = [1] x [0] : (tensor<96x32xf32>, tensor<32x32xf32>) -> tensor<96x32xf32>
    %825 = stablehlo.reshape %824 : (tensor<96x32xf32>) -> tensor<8x12x32xf32>
    %826 = stablehlo.add %815, %825 : tensor<8x12x32xf32>
    %827 = stablehlo.transpose %822, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %828 = stablehlo.multiply %826, %38 : tensor<8x12x32xf32>
    %829 = stablehlo.multiply %826, %37 : tensor<8x12x32xf32>
    %830 = stablehlo.reduce(%829 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<32xf32>
    %831 = stablehlo.reshape %830 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %832 = stablehlo.reshape %831 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %833 = stablehlo.multiply %828, %1 : tensor<8x12x32xf32>
    %834 = stablehlo.multiply %828, %36 : tensor<8x12x32xf32>
    %835 = stablehlo.reduce(%833 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x12x32xf32>, tensor<f32>) -> tensor<8x12xf32>
    %836 = stablehlo.reshape %835 : (tensor<8x12xf32>) -> tensor<8x12x1xf32>
    %837 = stablehlo.add %742, %834 : tensor<8x12x32xf32>
    %838 = stablehlo.power %35, %418 : tensor<8x12x1xf32>
    %839 = stablehlo.multiply %836, %422 : tensor<8x12x1xf32>
    %840 = stablehlo.multiply %839, %838 : tensor<8x12x1xf32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2] : (tensor<8x12x1xf32>) -> tensor<8x12x32xf32>
    %842 = stablehlo.divide %841, %426 : tensor<8x12x32xf32>
    %843 = stablehlo.power %1, %430 : tensor<8x12x32xf32>
    %844 = stablehlo.multiply %843, %434 : tensor<8x12x32xf32>
    %845 = stablehlo.multiply %842, %844 : tensor<8x12x32xf32>
    %846 = stablehlo.add %837, %845 : tensor<8x12x32xf32>
    %847 = stablehlo.compare GE, %arg0, %c_3, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %848 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %849 = stablehlo.and %847, %848 : tensor<8x12xi1>
    %850 = stablehlo.compare NE, %arg0, %c_1, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %851 = stablehlo.and %849, %850 : tensor<8x12xi1>
    %852 = stablehlo.reshape %851 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %853 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %854 = stablehlo.not %852 : tensor<8x12x1xi1>
    %855 = stablehlo.broadcast_in_dim %854, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x32xi1>
    %856 = stablehlo.broadcast_in_dim %846, dims = [0, 1, 2] : (tensor<8x12x32xf32>) -> tensor<8x12x32xf32>
    %857 = stablehlo.select %855, %680, %856 : tensor<8x12x32xi1>, tensor<8x12x32xf32>
    %858 = stablehlo.reshape %853 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %859 = "stablehlo.scatter"(%cst, %858, %857) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %861 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %861 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x12x1xi64>, tensor<8x12x32xf32>) -> tensor<128x32xf32>
    %860 = stablehlo.add %685, %859 : tensor<128x32xf32>
    return %375, %860, %827, %816, %805, %750, %795, %832, %723, %711, %728, %690, %651, %640, %629, %573, %619, %656, %546, %536, %525, %487, %551, %460, %445, %465, %411 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x2xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
