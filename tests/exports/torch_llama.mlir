module {
  func.func @main(%arg0: tensor<8x16xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x16xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<128x32xf32> {jax.arg_info = "param['model.embed_tokens.weight']", tag.role = "param"}, %arg3: tensor<32x32xf32> {jax.arg_info = "param['model.layers.0.self_attn.q_proj.weight']", tag.role = "param"}, %arg4: tensor<32x32xf32> {jax.arg_info = "param['model.layers.0.self_attn.k_proj.weight']", tag.role = "param"}, %arg5: tensor<32x32xf32> {jax.arg_info = "param['model.layers.0.self_attn.v_proj.weight']", tag.role = "param"}, %arg6: tensor<32x32xf32> {jax.arg_info = "param['model.layers.0.self_attn.o_proj.weight']", tag.role = "param"}, %arg7: tensor<64x32xf32> {jax.arg_info = "param['model.layers.0.mlp.gate_proj.weight']", tag.role = "param"}, %arg8: tensor<64x32xf32> {jax.arg_info = "param['model.layers.0.mlp.up_proj.weight']", tag.role = "param"}, %arg9: tensor<32x64xf32> {jax.arg_info = "param['model.layers.0.mlp.down_proj.weight']", tag.role = "param"}, %arg10: tensor<32xf32> {jax.arg_info = "param['model.layers.0.input_layernorm.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['model.layers.0.post_attention_layernorm.weight']", tag.role = "param"}, %arg12: tensor<32x32xf32> {jax.arg_info = "param['model.layers.1.self_attn.q_proj.weight']", tag.role = "param"}, %arg13: tensor<32x32xf32> {jax.arg_info = "param['model.layers.1.self_attn.k_proj.weight']", tag.role = "param"}, %arg14: tensor<32x32xf32> {jax.arg_info = "param['model.layers.1.self_attn.v_proj.weight']", tag.role = "param"}, %arg15: tensor<32x32xf32> {jax.arg_info = "param['model.layers.1.self_attn.o_proj.weight']", tag.role = "param"}, %arg16: tensor<64x32xf32> {jax.arg_info = "param['model.layers.1.mlp.gate_proj.weight']", tag.role = "param"}, %arg17: tensor<64x32xf32> {jax.arg_info = "param['model.layers.1.mlp.up_proj.weight']", tag.role = "param"}, %arg18: tensor<32x64xf32> {jax.arg_info = "param['model.layers.1.mlp.down_proj.weight']", tag.role = "param"}, %arg19: tensor<32xf32> {jax.arg_info = "param['model.layers.1.input_layernorm.weight']", tag.role = "param"}, %arg20: tensor<32xf32> {jax.arg_info = "param['model.layers.1.post_attention_layernorm.weight']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['model.norm.weight']", tag.role = "param"}, %arg22: tensor<128x32xf32> {jax.arg_info = "param['lm_head.weight']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['model.embed_tokens.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.0.self_attn.q_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.0.self_attn.k_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.0.self_attn.v_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.0.self_attn.o_proj.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['model.layers.0.mlp.gate_proj.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['model.layers.0.mlp.up_proj.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['model.layers.0.mlp.down_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.layers.0.input_layernorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.layers.0.post_attention_layernorm.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.1.self_attn.q_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.1.self_attn.k_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.1.self_attn.v_proj.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['model.layers.1.self_attn.o_proj.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['model.layers.1.mlp.gate_proj.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['model.layers.1.mlp.up_proj.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['model.layers.1.mlp.down_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.layers.1.input_layernorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.layers.1.post_attention_layernorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['model.norm.weight']"}, tensor<128x32xf32> {jax.result_info = "grad['lm_head.weight']"}) {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x16xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<8x16xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x16xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<128x1xi64>
    %c_5 = stablehlo.constant dense<-100> : tensor<128x1xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_7 = stablehlo.constant dense<-100> : tensor<128xi64>
    %c_8 = stablehlo.constant dense<true> : tensor<8x1x16x16xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_10 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_11 = stablehlo.constant dense<8> : tensor<i64>
    %c_12 = stablehlo.constant dense<1> : tensor<8x16xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<8x1xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_16 = stablehlo.constant dense<16> : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x64xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<128x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<128x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %cst_23 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<[1.000000e+00, 1.000000e-01, 0.00999999977, 1.000000e-03]> : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_27 = arith.constant dense<1> : tensor<1xi64>
    %cst_28 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_29 = arith.constant dense<2> : tensor<1xi64>
    %cst_30 = arith.constant dense<32> : tensor<1xi64>
    %cst_31 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_32 = arith.constant dense<0.35355339059327379> : tensor<1xf64>
    %cst_33 = arith.constant dense<-1.000000e+02> : tensor<1xf64>
    %cst_34 = arith.constant dense<3> : tensor<1xi64>
    %cst_35 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_36 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %cst_37 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %1 = stablehlo.convert %0 : tensor<8x16x32xf32>
    %2 = stablehlo.convert %c_17 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.convert %c_16 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.divide %3, %2 : tensor<f64>
    %5 = stablehlo.ceil %4 : tensor<f64>
    %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<i64>
    %7 = stablehlo.reshape %6 : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %9 = stablehlo.multiply %8, %c_15 : tensor<16xi64>
    %10 = stablehlo.add %9, %c_14 : tensor<16xi64>
    %11 = stablehlo.add %10, %c_14 : tensor<16xi64>
    %12 = stablehlo.reshape %11 : (tensor<16xi64>) -> tensor<1x16xi64>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<8x16xi64>
    %14 = stablehlo.slice %13 [0:8, 0:1] : (tensor<8x16xi64>) -> tensor<8x1xi64>
    %15 = stablehlo.subtract %14, %c_13 : tensor<8x1xi64>
    %16 = stablehlo.concatenate %15, %13, dim = 1 : (tensor<8x1xi64>, tensor<8x16xi64>) -> tensor<8x17xi64>
    %17 = stablehlo.slice %16 [0:8, 0:16] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %18 = stablehlo.slice %16 [0:8, 1:17] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %19 = stablehlo.subtract %18, %17 : tensor<8x16xi64>
    %20 = stablehlo.compare NE, %19, %c_12, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %21 = stablehlo.convert %20 : (tensor<8x16xi1>) -> tensor<8x16xi64>
    %22 = "stablehlo.reduce_window"(%21, %c_22) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg23: tensor<i64>, %arg24: tensor<i64>):
      %720 = stablehlo.add %arg23, %arg24 : tensor<i64>
      stablehlo.return %720 : tensor<i64>
    }) : (tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %23 = stablehlo.convert %c_11 : (tensor<i64>) -> tensor<f64>
    %24 = stablehlo.divide %23, %2 : tensor<f64>
    %25 = stablehlo.ceil %24 : tensor<f64>
    %26 = stablehlo.convert %25 : (tensor<f64>) -> tensor<i64>
    %27 = stablehlo.reshape %26 : (tensor<i64>) -> tensor<1xi64>
    %28 = stablehlo.dynamic_iota %27, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %29 = stablehlo.multiply %28, %c_10 : tensor<8xi64>
    %30 = stablehlo.add %29, %c_9 : tensor<8xi64>
    %31 = stablehlo.reshape %30 : (tensor<8xi64>) -> tensor<8x1xi64>
    %32 = stablehlo.reshape %31 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %33 = stablehlo.reshape %32 : (tensor<8x1x1xi64>) -> tensor<8x1x1x1xi64>
    %34 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %35 = stablehlo.reshape %34 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %36 = stablehlo.reshape %34 : (tensor<1x1x16xi64>) -> tensor<1x1x1x16xi64>
    %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x1x16x1xi64>
    %38 = stablehlo.reshape %37 : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x1x1xi64>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi64>) -> tensor<8x1x16x1xi64>
    %40 = stablehlo.reshape %39 : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x1x1xi64>
    %41 = stablehlo.concatenate %38, %40, dim = 4 : (tensor<8x1x16x1x1xi64>, tensor<8x1x16x1x1xi64>) -> tensor<8x1x16x1x2xi64>
    %42 = "stablehlo.gather"(%13, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x16x1x2xi64>) -> tensor<8x1x16x1xi64>
    %43 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x16xi64>
    %44 = stablehlo.reshape %43 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %45 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi64>) -> tensor<8x1x1x16xi64>
    %46 = stablehlo.reshape %45 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %47 = stablehlo.concatenate %44, %46, dim = 4 : (tensor<8x1x1x16x1xi64>, tensor<8x1x1x16x1xi64>) -> tensor<8x1x1x16x2xi64>
    %48 = "stablehlo.gather"(%13, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x1x16x2xi64>) -> tensor<8x1x1x16xi64>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi64>) -> tensor<8x1x16x16xi64>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x16xi64>
    %51 = stablehlo.compare LE, %49, %50, SIGNED : (tensor<8x1x16x16xi64>, tensor<8x1x16x16xi64>) -> tensor<8x1x16x16xi1>
    %52 = stablehlo.and %51, %c_8 : tensor<8x1x16x16xi1>
    %53 = "stablehlo.gather"(%22, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x16x1x2xi64>) -> tensor<8x1x16x1xi64>
    %54 = "stablehlo.gather"(%22, %47) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x1x16x2xi64>) -> tensor<8x1x1x16xi64>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x16xi64>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi64>) -> tensor<8x1x16x16xi64>
    %57 = stablehlo.compare EQ, %55, %56, SIGNED : (tensor<8x1x16x16xi64>, tensor<8x1x16x16xi64>) -> tensor<8x1x16x16xi1>
    %58 = stablehlo.and %52, %57 : tensor<8x1x16x16xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %60 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %63 = stablehlo.reshape %12 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %64 = stablehlo.convert %63 : (tensor<1x16x1xi64>) -> tensor<1x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x16x1xf32>) -> tensor<1x16x4xf32>
    %66 = stablehlo.broadcast_in_dim %cst_25, dims = [2] : (tensor<4xf32>) -> tensor<1x16x4xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<1x16x4xf32>
    %68 = stablehlo.concatenate %67, %67, dim = 2 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
    %69 = stablehlo.cosine %68 : tensor<1x16x8xf32>
    %70 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %71 = stablehlo.reshape %70 : (tensor<1xf32>) -> tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<1x16x8xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<1x16x8xf32>
    %74 = stablehlo.sine %68 : tensor<1x16x8xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<1x16x8xf32>
    %76 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf32>
    %77 = stablehlo.reshape %76 : (tensor<1xf32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %79 = stablehlo.power %1, %78 : tensor<8x16x32xf32>
    %80 = stablehlo.reduce(%79 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %82 = stablehlo.convert %cst_30 : (tensor<1xi64>) -> tensor<1xf32>
    %83 = stablehlo.reshape %82 : (tensor<1xf32>) -> tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %85 = stablehlo.divide %81, %84 : tensor<8x16x1xf32>
    %86 = stablehlo.convert %cst_31 : (tensor<1xf64>) -> tensor<1xf32>
    %87 = stablehlo.reshape %86 : (tensor<1xf32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<8x16x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<8x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %92 = stablehlo.multiply %1, %91 : tensor<8x16x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<8x16x32xf32>
    %95 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %96 = stablehlo.reshape %94 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %97 = stablehlo.dot_general %96, %95, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %101 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %102 = stablehlo.dot_general %96, %101, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %106 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %107 = stablehlo.dot_general %96, %106, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %111 = stablehlo.reshape %73 : (tensor<1x16x8xf32>) -> tensor<1x1x16x8xf32>
    %112 = stablehlo.reshape %75 : (tensor<1x16x8xf32>) -> tensor<1x1x16x8xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x16x8xf32>) -> tensor<8x4x16x8xf32>
    %114 = stablehlo.multiply %100, %113 : tensor<8x4x16x8xf32>
    %115 = stablehlo.slice %100 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %116 = stablehlo.slice %100 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %117 = stablehlo.negate %116 : tensor<8x4x16x4xf32>
    %118 = stablehlo.concatenate %117, %115, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %119 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x16x8xf32>) -> tensor<8x4x16x8xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x4x16x8xf32>
    %121 = stablehlo.add %114, %120 : tensor<8x4x16x8xf32>
    %122 = stablehlo.multiply %105, %113 : tensor<8x4x16x8xf32>
    %123 = stablehlo.slice %105 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %124 = stablehlo.slice %105 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %125 = stablehlo.negate %124 : tensor<8x4x16x4xf32>
    %126 = stablehlo.concatenate %125, %123, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %127 = stablehlo.multiply %126, %119 : tensor<8x4x16x8xf32>
    %128 = stablehlo.add %122, %127 : tensor<8x4x16x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 1, 3, 2] : (tensor<8x4x16x8xf32>) -> tensor<8x4x8x16xf32>
    %130 = stablehlo.reshape %121 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %131 = stablehlo.reshape %129 : (tensor<8x4x8x16xf32>) -> tensor<32x8x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %133 = stablehlo.dot_general %130, %132, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %135 = stablehlo.convert %cst_32 : (tensor<1xf64>) -> tensor<1xf32>
    %136 = stablehlo.reshape %135 : (tensor<1xf32>) -> tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<8x4x16x16xf32>
    %139 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x4x16x16xf32>
    %141 = stablehlo.reduce(%140 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %144 = stablehlo.subtract %140, %143 : tensor<8x4x16x16xf32>
    %145 = stablehlo.exponential %144 : tensor<8x4x16x16xf32>
    %146 = stablehlo.reduce(%145 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %149 = stablehlo.divide %145, %148 : tensor<8x4x16x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %151 = stablehlo.reshape %110 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %153 = stablehlo.dot_general %150, %152, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %155 = stablehlo.transpose %154, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %157 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %158 = stablehlo.reshape %156 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %159 = stablehlo.dot_general %158, %157, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %161 = stablehlo.add %1, %160 : tensor<8x16x32xf32>
    %162 = stablehlo.power %161, %78 : tensor<8x16x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %165 = stablehlo.divide %164, %84 : tensor<8x16x1xf32>
    %166 = stablehlo.add %165, %88 : tensor<8x16x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x16x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %169 = stablehlo.multiply %161, %168 : tensor<8x16x32xf32>
    %170 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<8x16x32xf32>
    %172 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %173 = stablehlo.reshape %171 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %174 = stablehlo.dot_general %173, %172, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.logistic %175 : tensor<8x16x64xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<8x16x64xf32>
    %178 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %179 = stablehlo.dot_general %173, %178, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<8x16x64xf32>
    %182 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %183 = stablehlo.reshape %181 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %184 = stablehlo.dot_general %183, %182, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %186 = stablehlo.add %161, %185 : tensor<8x16x32xf32>
    %187 = stablehlo.power %186, %78 : tensor<8x16x32xf32>
    %188 = stablehlo.reduce(%187 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %190 = stablehlo.divide %189, %84 : tensor<8x16x1xf32>
    %191 = stablehlo.add %190, %88 : tensor<8x16x1xf32>
    %192 = stablehlo.rsqrt %191 : tensor<8x16x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %194 = stablehlo.multiply %186, %193 : tensor<8x16x32xf32>
    %195 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<8x16x32xf32>
    %197 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %198 = stablehlo.reshape %196 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %199 = stablehlo.dot_general %198, %197, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %203 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %204 = stablehlo.dot_general %198, %203, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %208 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %209 = stablehlo.dot_general %198, %208, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %213 = stablehlo.multiply %202, %113 : tensor<8x4x16x8xf32>
    %214 = stablehlo.slice %202 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %215 = stablehlo.slice %202 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %216 = stablehlo.negate %215 : tensor<8x4x16x4xf32>
    %217 = stablehlo.concatenate %216, %214, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %218 = stablehlo.multiply %217, %119 : tensor<8x4x16x8xf32>
    %219 = stablehlo.add %213, %218 : tensor<8x4x16x8xf32>
    %220 = stablehlo.multiply %207, %113 : tensor<8x4x16x8xf32>
    %221 = stablehlo.slice %207 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %222 = stablehlo.slice %207 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %223 = stablehlo.negate %222 : tensor<8x4x16x4xf32>
    %224 = stablehlo.concatenate %223, %221, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %225 = stablehlo.multiply %224, %119 : tensor<8x4x16x8xf32>
    %226 = stablehlo.add %220, %225 : tensor<8x4x16x8xf32>
    %227 = stablehlo.transpose %226, dims = [0, 1, 3, 2] : (tensor<8x4x16x8xf32>) -> tensor<8x4x8x16xf32>
    %228 = stablehlo.reshape %219 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %229 = stablehlo.reshape %227 : (tensor<8x4x8x16xf32>) -> tensor<32x8x16xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %231 = stablehlo.dot_general %228, %230, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %233 = stablehlo.multiply %232, %137 : tensor<8x4x16x16xf32>
    %234 = stablehlo.add %233, %139 : tensor<8x4x16x16xf32>
    %235 = stablehlo.reduce(%234 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %238 = stablehlo.subtract %234, %237 : tensor<8x4x16x16xf32>
    %239 = stablehlo.exponential %238 : tensor<8x4x16x16xf32>
    %240 = stablehlo.reduce(%239 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %243 = stablehlo.divide %239, %242 : tensor<8x4x16x16xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %245 = stablehlo.reshape %212 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %247 = stablehlo.dot_general %244, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %251 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %252 = stablehlo.reshape %250 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %253 = stablehlo.dot_general %252, %251, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %255 = stablehlo.add %186, %254 : tensor<8x16x32xf32>
    %256 = stablehlo.power %255, %78 : tensor<8x16x32xf32>
    %257 = stablehlo.reduce(%256 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %259 = stablehlo.divide %258, %84 : tensor<8x16x1xf32>
    %260 = stablehlo.add %259, %88 : tensor<8x16x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<8x16x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %263 = stablehlo.multiply %255, %262 : tensor<8x16x32xf32>
    %264 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x16x32xf32>
    %266 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.reshape %265 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %268 = stablehlo.dot_general %267, %266, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %269 = stablehlo.reshape %268 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %270 = stablehlo.logistic %269 : tensor<8x16x64xf32>
    %271 = stablehlo.multiply %269, %270 : tensor<8x16x64xf32>
    %272 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %273 = stablehlo.dot_general %267, %272, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %275 = stablehlo.multiply %271, %274 : tensor<8x16x64xf32>
    %276 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %277 = stablehlo.reshape %275 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %278 = stablehlo.dot_general %277, %276, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %279 = stablehlo.reshape %278 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %280 = stablehlo.add %255, %279 : tensor<8x16x32xf32>
    %281 = stablehlo.power %280, %78 : tensor<8x16x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %284 = stablehlo.divide %283, %84 : tensor<8x16x1xf32>
    %285 = stablehlo.add %284, %88 : tensor<8x16x1xf32>
    %286 = stablehlo.rsqrt %285 : tensor<8x16x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %288 = stablehlo.multiply %280, %287 : tensor<8x16x32xf32>
    %289 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<8x16x32xf32>
    %291 = stablehlo.transpose %arg22, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %292 = stablehlo.reshape %290 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %293 = stablehlo.dot_general %292, %291, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %295 = stablehlo.convert %cst_33 : (tensor<1xf64>) -> tensor<1xi64>
    %296 = stablehlo.reshape %295 : (tensor<1xi64>) -> tensor<i64>
    %297 = stablehlo.pad %arg1, %296, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<8x16xi64>, tensor<i64>) -> tensor<8x17xi64>
    %298 = stablehlo.slice %297 [0:8, 1:17] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %299 = stablehlo.reshape %294 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %300 = stablehlo.reshape %298 : (tensor<8x16xi64>) -> tensor<128xi64>
    %301 = stablehlo.reduce(%299 init: %cst_26) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %302 = stablehlo.reshape %301 : (tensor<128xf32>) -> tensor<128x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %304 = stablehlo.subtract %299, %303 : tensor<128x128xf32>
    %305 = stablehlo.exponential %304 : tensor<128x128xf32>
    %306 = stablehlo.reduce(%305 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %307 = stablehlo.reshape %306 : (tensor<128xf32>) -> tensor<128x1xf32>
    %308 = stablehlo.log %307 : tensor<128x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %310 = stablehlo.subtract %304, %309 : tensor<128x128xf32>
    %311 = stablehlo.compare NE, %300, %c_7, SIGNED : (tensor<128xi64>, tensor<128xi64>) -> tensor<128xi1>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0] : (tensor<128xi1>) -> tensor<128xi1>
    %313 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<128xi64>) -> tensor<128xi64>
    %314 = stablehlo.select %312, %313, %c_6 : tensor<128xi1>, tensor<128xi64>
    %315 = stablehlo.reshape %314 : (tensor<128xi64>) -> tensor<128x1xi64>
    %316 = stablehlo.iota dim = 0 : tensor<128x1x1xi64>
    %317 = stablehlo.reshape %315 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %318 = stablehlo.concatenate %316, %317, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %319 = "stablehlo.gather"(%310, %318) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<128x128xf32>, tensor<128x1x2xi64>) -> tensor<128x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<128x1xf32>) -> tensor<128xf32>
    %321 = stablehlo.negate %320 : tensor<128xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<128xf32>) -> tensor<128xf32>
    %323 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %324 = stablehlo.select %312, %322, %323 : tensor<128xi1>, tensor<128xf32>
    %325 = stablehlo.convert %311 : (tensor<128xi1>) -> tensor<128xi64>
    %326 = stablehlo.reduce(%325 init: %c_22) applies stablehlo.add across dimensions = [0] : (tensor<128xi64>, tensor<i64>) -> tensor<i64>
    %327 = stablehlo.convert %326 : (tensor<i64>) -> tensor<f32>
    %328 = stablehlo.reduce(%324 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %329 = stablehlo.divide %328, %327 : tensor<f32>
    %330 = stablehlo.divide %cst_21, %327 : tensor<f32>
    %331 = stablehlo.reshape %300 : (tensor<128xi64>) -> tensor<128x1xi64>
    %332 = stablehlo.compare NE, %331, %c_5, SIGNED : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x1xi1>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x1xi1>
    %334 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<128x1xi64>) -> tensor<128x1xi64>
    %335 = stablehlo.select %333, %334, %c_4 : tensor<128x1xi1>, tensor<128x1xi64>
    %336 = stablehlo.slice %cst_19 [0:128, 0:1] : (tensor<128x1xf32>) -> tensor<128x1xf32>
    %337 = stablehlo.reshape %335 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %338 = stablehlo.concatenate %316, %337, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %339 = "stablehlo.scatter"(%cst_20, %338, %336) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      stablehlo.return %arg24 : tensor<f32>
    }) : (tensor<128x128xf32>, tensor<128x1x2xi64>, tensor<128x1xf32>) -> tensor<128x128xf32>
    %340 = stablehlo.broadcast_in_dim %330, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %341 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %342 = stablehlo.select %333, %340, %341 : tensor<128x1xi1>, tensor<128x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %344 = stablehlo.multiply %339, %343 : tensor<128x128xf32>
    %345 = stablehlo.exponential %310 : tensor<128x128xf32>
    %346 = stablehlo.reduce(%344 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %347 = stablehlo.reshape %346 : (tensor<128xf32>) -> tensor<128x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %349 = stablehlo.multiply %345, %348 : tensor<128x128xf32>
    %350 = stablehlo.subtract %344, %349 : tensor<128x128xf32>
    %351 = stablehlo.reshape %350 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %353 = stablehlo.transpose %352, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %354 = stablehlo.dot_general %353, %292, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %355 = stablehlo.transpose %354, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %356 = stablehlo.transpose %291, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %357 = stablehlo.dot_general %352, %356, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %359 = stablehlo.transpose %355, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %360 = stablehlo.multiply %358, %289 : tensor<8x16x32xf32>
    %361 = stablehlo.multiply %358, %288 : tensor<8x16x32xf32>
    %362 = stablehlo.reduce(%361 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %363 = stablehlo.reshape %362 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %365 = stablehlo.multiply %360, %280 : tensor<8x16x32xf32>
    %366 = stablehlo.multiply %360, %287 : tensor<8x16x32xf32>
    %367 = stablehlo.reduce(%365 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %368 = stablehlo.reshape %367 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %369 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf32>
    %370 = stablehlo.reshape %369 : (tensor<1xf32>) -> tensor<f32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %372 = stablehlo.power %286, %371 : tensor<8x16x1xf32>
    %373 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %374 = stablehlo.reshape %373 : (tensor<1xf32>) -> tensor<f32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %376 = stablehlo.multiply %368, %375 : tensor<8x16x1xf32>
    %377 = stablehlo.multiply %376, %372 : tensor<8x16x1xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %379 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8x16x32xf32>
    %381 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf32>
    %382 = stablehlo.reshape %381 : (tensor<1xf32>) -> tensor<f32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %384 = stablehlo.power %280, %383 : tensor<8x16x32xf32>
    %385 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %386 = stablehlo.reshape %385 : (tensor<1xf32>) -> tensor<f32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %388 = stablehlo.multiply %384, %387 : tensor<8x16x32xf32>
    %389 = stablehlo.multiply %380, %388 : tensor<8x16x32xf32>
    %390 = stablehlo.add %366, %389 : tensor<8x16x32xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %392 = stablehlo.transpose %391, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %393 = stablehlo.dot_general %392, %277, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %394 = stablehlo.transpose %393, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %395 = stablehlo.transpose %276, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %396 = stablehlo.dot_general %391, %395, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %397 = stablehlo.reshape %396 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %398 = stablehlo.transpose %394, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %399 = stablehlo.multiply %397, %271 : tensor<8x16x64xf32>
    %400 = stablehlo.multiply %397, %274 : tensor<8x16x64xf32>
    %401 = stablehlo.reshape %399 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %402 = stablehlo.transpose %401, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %403 = stablehlo.dot_general %402, %267, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %404 = stablehlo.transpose %403, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %405 = stablehlo.transpose %272, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %406 = stablehlo.dot_general %401, %405, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %407 = stablehlo.reshape %406 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %408 = stablehlo.transpose %404, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %409 = stablehlo.subtract %cst_18, %270 : tensor<8x16x64xf32>
    %410 = stablehlo.multiply %269, %409 : tensor<8x16x64xf32>
    %411 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %412 = stablehlo.add %410, %411 : tensor<8x16x64xf32>
    %413 = stablehlo.multiply %400, %270 : tensor<8x16x64xf32>
    %414 = stablehlo.multiply %413, %412 : tensor<8x16x64xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %416 = stablehlo.transpose %415, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %417 = stablehlo.dot_general %416, %267, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %418 = stablehlo.transpose %417, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %419 = stablehlo.transpose %266, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %420 = stablehlo.dot_general %415, %419, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %422 = stablehlo.add %407, %421 : tensor<8x16x32xf32>
    %423 = stablehlo.transpose %418, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %424 = stablehlo.multiply %422, %264 : tensor<8x16x32xf32>
    %425 = stablehlo.multiply %422, %263 : tensor<8x16x32xf32>
    %426 = stablehlo.reduce(%425 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.reshape %426 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %428 = stablehlo.reshape %427 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %429 = stablehlo.multiply %424, %255 : tensor<8x16x32xf32>
    %430 = stablehlo.multiply %424, %262 : tensor<8x16x32xf32>
    %431 = stablehlo.reduce(%429 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %433 = stablehlo.add %390, %430 : tensor<8x16x32xf32>
    %434 = stablehlo.power %261, %371 : tensor<8x16x1xf32>
    %435 = stablehlo.multiply %432, %375 : tensor<8x16x1xf32>
    %436 = stablehlo.multiply %435, %434 : tensor<8x16x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %438 = stablehlo.divide %437, %379 : tensor<8x16x32xf32>
    %439 = stablehlo.power %255, %383 : tensor<8x16x32xf32>
    %440 = stablehlo.multiply %439, %387 : tensor<8x16x32xf32>
    %441 = stablehlo.multiply %438, %440 : tensor<8x16x32xf32>
    %442 = stablehlo.add %433, %441 : tensor<8x16x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %444 = stablehlo.transpose %443, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %445 = stablehlo.dot_general %444, %252, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %446 = stablehlo.transpose %445, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %447 = stablehlo.transpose %251, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %448 = stablehlo.dot_general %443, %447, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %449 = stablehlo.reshape %448 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %450 = stablehlo.transpose %446, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %451 = stablehlo.reshape %449 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %452 = stablehlo.transpose %451, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %454 = stablehlo.transpose %244, dims = [0, 2, 1] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %455 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %456 = stablehlo.dot_general %454, %455, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %457 = stablehlo.transpose %245, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %459 = stablehlo.dot_general %453, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %460 = stablehlo.reshape %456 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %461 = stablehlo.reshape %459 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %462 = stablehlo.multiply %461, %243 : tensor<8x4x16x16xf32>
    %463 = stablehlo.reduce(%462 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %466 = stablehlo.multiply %243, %465 : tensor<8x4x16x16xf32>
    %467 = stablehlo.subtract %462, %466 : tensor<8x4x16x16xf32>
    %468 = stablehlo.multiply %467, %137 : tensor<8x4x16x16xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %470 = stablehlo.transpose %228, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %471 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %472 = stablehlo.dot_general %470, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x8x16xf32>, tensor<32x16x16xf32>) -> tensor<32x8x16xf32>
    %473 = stablehlo.transpose %229, dims = [0, 2, 1] : (tensor<32x8x16xf32>) -> tensor<32x16x8xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %475 = stablehlo.dot_general %469, %474, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %476 = stablehlo.reshape %472 : (tensor<32x8x16xf32>) -> tensor<8x4x8x16xf32>
    %477 = stablehlo.reshape %475 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %478 = stablehlo.transpose %476, dims = [0, 1, 3, 2] : (tensor<8x4x8x16xf32>) -> tensor<8x4x16x8xf32>
    %479 = stablehlo.multiply %478, %119 : tensor<8x4x16x8xf32>
    %480 = stablehlo.slice %479 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %481 = stablehlo.slice %479 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %482 = stablehlo.negate %480 : tensor<8x4x16x4xf32>
    %483 = stablehlo.convert %cst_37 : (tensor<1xf64>) -> tensor<1xf32>
    %484 = stablehlo.reshape %483 : (tensor<1xf32>) -> tensor<f32>
    %485 = stablehlo.pad %482, %484, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %486 = stablehlo.pad %481, %484, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %487 = stablehlo.add %485, %486 : tensor<8x4x16x8xf32>
    %488 = stablehlo.multiply %478, %113 : tensor<8x4x16x8xf32>
    %489 = stablehlo.add %487, %488 : tensor<8x4x16x8xf32>
    %490 = stablehlo.multiply %477, %119 : tensor<8x4x16x8xf32>
    %491 = stablehlo.slice %490 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %492 = stablehlo.slice %490 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %493 = stablehlo.negate %491 : tensor<8x4x16x4xf32>
    %494 = stablehlo.pad %493, %484, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %495 = stablehlo.pad %492, %484, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %496 = stablehlo.add %494, %495 : tensor<8x4x16x8xf32>
    %497 = stablehlo.multiply %477, %113 : tensor<8x4x16x8xf32>
    %498 = stablehlo.add %496, %497 : tensor<8x4x16x8xf32>
    %499 = stablehlo.transpose %460, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %502 = stablehlo.transpose %501, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %503 = stablehlo.dot_general %502, %198, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %504 = stablehlo.transpose %503, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %505 = stablehlo.transpose %208, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %506 = stablehlo.dot_general %501, %505, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %508 = stablehlo.transpose %504, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %509 = stablehlo.transpose %489, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %512 = stablehlo.transpose %511, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %513 = stablehlo.dot_general %512, %198, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %514 = stablehlo.transpose %513, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %515 = stablehlo.transpose %203, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %516 = stablehlo.dot_general %511, %515, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %518 = stablehlo.add %507, %517 : tensor<8x16x32xf32>
    %519 = stablehlo.transpose %514, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %520 = stablehlo.transpose %498, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %522 = stablehlo.reshape %521 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %523 = stablehlo.transpose %522, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %524 = stablehlo.dot_general %523, %198, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %525 = stablehlo.transpose %524, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %526 = stablehlo.transpose %197, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %527 = stablehlo.dot_general %522, %526, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %528 = stablehlo.reshape %527 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %529 = stablehlo.add %518, %528 : tensor<8x16x32xf32>
    %530 = stablehlo.transpose %525, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %531 = stablehlo.multiply %529, %195 : tensor<8x16x32xf32>
    %532 = stablehlo.multiply %529, %194 : tensor<8x16x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %534 = stablehlo.reshape %533 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %535 = stablehlo.reshape %534 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %536 = stablehlo.multiply %531, %186 : tensor<8x16x32xf32>
    %537 = stablehlo.multiply %531, %193 : tensor<8x16x32xf32>
    %538 = stablehlo.reduce(%536 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %540 = stablehlo.add %442, %537 : tensor<8x16x32xf32>
    %541 = stablehlo.power %192, %371 : tensor<8x16x1xf32>
    %542 = stablehlo.multiply %539, %375 : tensor<8x16x1xf32>
    %543 = stablehlo.multiply %542, %541 : tensor<8x16x1xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %545 = stablehlo.divide %544, %379 : tensor<8x16x32xf32>
    %546 = stablehlo.power %186, %383 : tensor<8x16x32xf32>
    %547 = stablehlo.multiply %546, %387 : tensor<8x16x32xf32>
    %548 = stablehlo.multiply %545, %547 : tensor<8x16x32xf32>
    %549 = stablehlo.add %540, %548 : tensor<8x16x32xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %551 = stablehlo.transpose %550, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %552 = stablehlo.dot_general %551, %183, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %553 = stablehlo.transpose %552, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %554 = stablehlo.transpose %182, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %555 = stablehlo.dot_general %550, %554, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %556 = stablehlo.reshape %555 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %557 = stablehlo.transpose %553, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %558 = stablehlo.multiply %556, %177 : tensor<8x16x64xf32>
    %559 = stablehlo.multiply %556, %180 : tensor<8x16x64xf32>
    %560 = stablehlo.reshape %558 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %561 = stablehlo.transpose %560, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %562 = stablehlo.dot_general %561, %173, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %564 = stablehlo.transpose %178, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %565 = stablehlo.dot_general %560, %564, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %566 = stablehlo.reshape %565 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %567 = stablehlo.transpose %563, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %568 = stablehlo.subtract %cst_18, %176 : tensor<8x16x64xf32>
    %569 = stablehlo.multiply %175, %568 : tensor<8x16x64xf32>
    %570 = stablehlo.add %569, %411 : tensor<8x16x64xf32>
    %571 = stablehlo.multiply %559, %176 : tensor<8x16x64xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<8x16x64xf32>
    %573 = stablehlo.reshape %572 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %574 = stablehlo.transpose %573, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %575 = stablehlo.dot_general %574, %173, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %576 = stablehlo.transpose %575, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %577 = stablehlo.transpose %172, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %578 = stablehlo.dot_general %573, %577, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %579 = stablehlo.reshape %578 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %580 = stablehlo.add %566, %579 : tensor<8x16x32xf32>
    %581 = stablehlo.transpose %576, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %582 = stablehlo.multiply %580, %170 : tensor<8x16x32xf32>
    %583 = stablehlo.multiply %580, %169 : tensor<8x16x32xf32>
    %584 = stablehlo.reduce(%583 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %585 = stablehlo.reshape %584 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %587 = stablehlo.multiply %582, %161 : tensor<8x16x32xf32>
    %588 = stablehlo.multiply %582, %168 : tensor<8x16x32xf32>
    %589 = stablehlo.reduce(%587 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %590 = stablehlo.reshape %589 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %591 = stablehlo.add %549, %588 : tensor<8x16x32xf32>
    %592 = stablehlo.power %167, %371 : tensor<8x16x1xf32>
    %593 = stablehlo.multiply %590, %375 : tensor<8x16x1xf32>
    %594 = stablehlo.multiply %593, %592 : tensor<8x16x1xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %596 = stablehlo.divide %595, %379 : tensor<8x16x32xf32>
    %597 = stablehlo.power %161, %383 : tensor<8x16x32xf32>
    %598 = stablehlo.multiply %597, %387 : tensor<8x16x32xf32>
    %599 = stablehlo.multiply %596, %598 : tensor<8x16x32xf32>
    %600 = stablehlo.add %591, %599 : tensor<8x16x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %602 = stablehlo.transpose %601, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %603 = stablehlo.dot_general %602, %158, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %604 = stablehlo.transpose %603, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %605 = stablehlo.transpose %157, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %606 = stablehlo.dot_general %601, %605, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %607 = stablehlo.reshape %606 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %608 = stablehlo.transpose %604, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %609 = stablehlo.reshape %607 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %612 = stablehlo.transpose %150, dims = [0, 2, 1] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %613 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %614 = stablehlo.dot_general %612, %613, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %615 = stablehlo.transpose %151, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %617 = stablehlo.dot_general %611, %616, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %618 = stablehlo.reshape %614 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %619 = stablehlo.reshape %617 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %620 = stablehlo.multiply %619, %149 : tensor<8x4x16x16xf32>
    %621 = stablehlo.reduce(%620 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %622 = stablehlo.reshape %621 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %624 = stablehlo.multiply %149, %623 : tensor<8x4x16x16xf32>
    %625 = stablehlo.subtract %620, %624 : tensor<8x4x16x16xf32>
    %626 = stablehlo.multiply %625, %137 : tensor<8x4x16x16xf32>
    %627 = stablehlo.reshape %626 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %628 = stablehlo.transpose %130, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %629 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %630 = stablehlo.dot_general %628, %629, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x8x16xf32>, tensor<32x16x16xf32>) -> tensor<32x8x16xf32>
    %631 = stablehlo.transpose %131, dims = [0, 2, 1] : (tensor<32x8x16xf32>) -> tensor<32x16x8xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %633 = stablehlo.dot_general %627, %632, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %634 = stablehlo.reshape %630 : (tensor<32x8x16xf32>) -> tensor<8x4x8x16xf32>
    %635 = stablehlo.reshape %633 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %636 = stablehlo.transpose %634, dims = [0, 1, 3, 2] : (tensor<8x4x8x16xf32>) -> tensor<8x4x16x8xf32>
    %637 = stablehlo.multiply %636, %119 : tensor<8x4x16x8xf32>
    %638 = stablehlo.slice %637 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %639 = stablehlo.slice %637 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %640 = stablehlo.negate %638 : tensor<8x4x16x4xf32>
    %641 = stablehlo.pad %640, %484, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %642 = stablehlo.pad %639, %484, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %643 = stablehlo.add %641, %642 : tensor<8x4x16x8xf32>
    %644 = stablehlo.multiply %636, %113 : tensor<8x4x16x8xf32>
    %645 = stablehlo.add %643, %644 : tensor<8x4x16x8xf32>
    %646 = stablehlo.multiply %635, %119 : tensor<8x4x16x8xf32>
    %647 = stablehlo.slice %646 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %648 = stablehlo.slice %646 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %649 = stablehlo.negate %647 : tensor<8x4x16x4xf32>
    %650 = stablehlo.pad %649, %484, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %651 = stablehlo.pad %648, %484, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %652 = stablehlo.add %650, %651 : tensor<8x4x16x8xf32>
    %653 = stablehlo.multiply %635, %113 : tensor<8x4x16x8xf32>
    %654 = stablehlo.add %652, %653 : tensor<8x4x16x8xf32>
    %655 = stablehlo.transpose %618, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %656 = stablehlo.reshape %655 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %657 = stablehlo.reshape %656 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %658 = stablehlo.transpose %657, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %659 = stablehlo.dot_general %658, %96, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %660 = stablehlo.transpose %659, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %661 = stablehlo.transpose %106, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %662 = stablehlo.dot_general %657, %661, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %663 = stablehlo.reshape %662 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %664 = stablehlo.transpose %660, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %665 = stablehlo.transpose %645, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %666 = stablehlo.reshape %665 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %667 = stablehlo.reshape %666 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %668 = stablehlo.transpose %667, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %669 = stablehlo.dot_general %668, %96, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %670 = stablehlo.transpose %669, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %671 = stablehlo.transpose %101, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %672 = stablehlo.dot_general %667, %671, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %673 = stablehlo.reshape %672 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %674 = stablehlo.add %663, %673 : tensor<8x16x32xf32>
    %675 = stablehlo.transpose %670, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %676 = stablehlo.transpose %654, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %677 = stablehlo.reshape %676 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %678 = stablehlo.reshape %677 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %679 = stablehlo.transpose %678, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %680 = stablehlo.dot_general %679, %96, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %681 = stablehlo.transpose %680, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %682 = stablehlo.transpose %95, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %683 = stablehlo.dot_general %678, %682, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %684 = stablehlo.reshape %683 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %685 = stablehlo.add %674, %684 : tensor<8x16x32xf32>
    %686 = stablehlo.transpose %681, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %687 = stablehlo.multiply %685, %93 : tensor<8x16x32xf32>
    %688 = stablehlo.multiply %685, %92 : tensor<8x16x32xf32>
    %689 = stablehlo.reduce(%688 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %690 = stablehlo.reshape %689 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %692 = stablehlo.multiply %687, %1 : tensor<8x16x32xf32>
    %693 = stablehlo.multiply %687, %91 : tensor<8x16x32xf32>
    %694 = stablehlo.reduce(%692 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %696 = stablehlo.add %600, %693 : tensor<8x16x32xf32>
    %697 = stablehlo.power %90, %371 : tensor<8x16x1xf32>
    %698 = stablehlo.multiply %695, %375 : tensor<8x16x1xf32>
    %699 = stablehlo.multiply %698, %697 : tensor<8x16x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %701 = stablehlo.divide %700, %379 : tensor<8x16x32xf32>
    %702 = stablehlo.power %1, %383 : tensor<8x16x32xf32>
    %703 = stablehlo.multiply %702, %387 : tensor<8x16x32xf32>
    %704 = stablehlo.multiply %701, %703 : tensor<8x16x32xf32>
    %705 = stablehlo.add %696, %704 : tensor<8x16x32xf32>
    %706 = stablehlo.compare GE, %arg0, %c_3, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %707 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %708 = stablehlo.and %706, %707 : tensor<8x16xi1>
    %709 = stablehlo.compare NE, %arg0, %c_1, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %710 = stablehlo.and %708, %709 : tensor<8x16xi1>
    %711 = stablehlo.reshape %710 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %712 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %713 = stablehlo.not %711 : tensor<8x16x1xi1>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %715 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %716 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %717 = stablehlo.select %714, %715, %716 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %718 = stablehlo.reshape %712 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %719 = "stablehlo.scatter"(%cst, %718, %717) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %720 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %720 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    return %329, %719, %686, %675, %664, %608, %581, %567, %557, %691, %586, %530, %519, %508, %450, %423, %408, %398, %535, %428, %364, %359 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
