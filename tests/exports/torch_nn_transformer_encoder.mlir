module {
  func.func @main(%arg0: tensor<8x6xi64> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x6xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<24x16xf32> {jax.arg_info = "param['emb.weight']", tag.role = "param"}, %arg3: tensor<48x16xf32> {jax.arg_info = "param['encoder.layers.0.self_attn.in_proj_weight']", tag.role = "param"}, %arg4: tensor<48xf32> {jax.arg_info = "param['encoder.layers.0.self_attn.in_proj_bias']", tag.role = "param"}, %arg5: tensor<16x16xf32> {jax.arg_info = "param['encoder.layers.0.self_attn.out_proj.weight']", tag.role = "param"}, %arg6: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.self_attn.out_proj.bias']", tag.role = "param"}, %arg7: tensor<32x16xf32> {jax.arg_info = "param['encoder.layers.0.linear1.weight']", tag.role = "param"}, %arg8: tensor<32xf32> {jax.arg_info = "param['encoder.layers.0.linear1.bias']", tag.role = "param"}, %arg9: tensor<16x32xf32> {jax.arg_info = "param['encoder.layers.0.linear2.weight']", tag.role = "param"}, %arg10: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.linear2.bias']", tag.role = "param"}, %arg11: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.norm1.weight']", tag.role = "param"}, %arg12: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.norm1.bias']", tag.role = "param"}, %arg13: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.norm2.weight']", tag.role = "param"}, %arg14: tensor<16xf32> {jax.arg_info = "param['encoder.layers.0.norm2.bias']", tag.role = "param"}, %arg15: tensor<48x16xf32> {jax.arg_info = "param['encoder.layers.1.self_attn.in_proj_weight']", tag.role = "param"}, %arg16: tensor<48xf32> {jax.arg_info = "param['encoder.layers.1.self_attn.in_proj_bias']", tag.role = "param"}, %arg17: tensor<16x16xf32> {jax.arg_info = "param['encoder.layers.1.self_attn.out_proj.weight']", tag.role = "param"}, %arg18: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.self_attn.out_proj.bias']", tag.role = "param"}, %arg19: tensor<32x16xf32> {jax.arg_info = "param['encoder.layers.1.linear1.weight']", tag.role = "param"}, %arg20: tensor<32xf32> {jax.arg_info = "param['encoder.layers.1.linear1.bias']", tag.role = "param"}, %arg21: tensor<16x32xf32> {jax.arg_info = "param['encoder.layers.1.linear2.weight']", tag.role = "param"}, %arg22: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.linear2.bias']", tag.role = "param"}, %arg23: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.norm1.weight']", tag.role = "param"}, %arg24: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.norm1.bias']", tag.role = "param"}, %arg25: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.norm2.weight']", tag.role = "param"}, %arg26: tensor<16xf32> {jax.arg_info = "param['encoder.layers.1.norm2.bias']", tag.role = "param"}, %arg27: tensor<48x16xf32> {jax.arg_info = "param['attn.in_proj_weight']", tag.role = "param"}, %arg28: tensor<48xf32> {jax.arg_info = "param['attn.in_proj_bias']", tag.role = "param"}, %arg29: tensor<16x16xf32> {jax.arg_info = "param['attn.out_proj.weight']", tag.role = "param"}, %arg30: tensor<16xf32> {jax.arg_info = "param['attn.out_proj.bias']", tag.role = "param"}, %arg31: tensor<5x16xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg32: tensor<5xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<24x16xf32> {jax.result_info = "grad['emb.weight']"}, tensor<48x16xf32> {jax.result_info = "grad['encoder.layers.0.self_attn.in_proj_weight']"}, tensor<48xf32> {jax.result_info = "grad['encoder.layers.0.self_attn.in_proj_bias']"}, tensor<16x16xf32> {jax.result_info = "grad['encoder.layers.0.self_attn.out_proj.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.self_attn.out_proj.bias']"}, tensor<32x16xf32> {jax.result_info = "grad['encoder.layers.0.linear1.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.layers.0.linear1.bias']"}, tensor<16x32xf32> {jax.result_info = "grad['encoder.layers.0.linear2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.linear2.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.norm1.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.norm1.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.norm2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.0.norm2.bias']"}, tensor<48x16xf32> {jax.result_info = "grad['encoder.layers.1.self_attn.in_proj_weight']"}, tensor<48xf32> {jax.result_info = "grad['encoder.layers.1.self_attn.in_proj_bias']"}, tensor<16x16xf32> {jax.result_info = "grad['encoder.layers.1.self_attn.out_proj.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.self_attn.out_proj.bias']"}, tensor<32x16xf32> {jax.result_info = "grad['encoder.layers.1.linear1.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.layers.1.linear1.bias']"}, tensor<16x32xf32> {jax.result_info = "grad['encoder.layers.1.linear2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.linear2.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.norm1.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.norm1.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.norm2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.layers.1.norm2.bias']"}, tensor<48x16xf32> {jax.result_info = "grad['attn.in_proj_weight']"}, tensor<48xf32> {jax.result_info = "grad['attn.in_proj_bias']"}, tensor<16x16xf32> {jax.result_info = "grad['attn.out_proj.weight']"}, tensor<16xf32> {jax.result_info = "grad['attn.out_proj.bias']"}, tensor<5x16xf32> {jax.result_info = "grad['head.weight']"}, tensor<5xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<23> : tensor<i64>
    %c_0 = stablehlo.constant dense<-24> : tensor<i64>
    %c_1 = stablehlo.constant dense<24> : tensor<8x6xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<3x1x1x1xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<3x1x1x1xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<3x1x1x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<3xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<3xi64>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<48x1xi64>
    %c_10 = stablehlo.constant dense<-1> : tensor<48x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<48xi64>
    %c_12 = stablehlo.constant dense<-1> : tensor<48xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<8x6xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<24x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<3x6x8x16xf32>
    %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<48x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<48x5xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<i64>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<8x6xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<8x2x6x6xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<8x6x32xf32>
    %cst_26 = arith.constant dense<16> : tensor<1xi64>
    %cst_27 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_28 = arith.constant dense<0.59460355750136051> : tensor<1xf64>
    %cst_29 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_30 = arith.constant dense<1> : tensor<1xi64>
    %cst_31 = arith.constant dense<0.35355339059327379> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<24x16xf32>, tensor<8x6xi64>) -> tensor<8x6x16xf32>
    %1 = stablehlo.convert %0 : tensor<8x6x16xf32>
    %2 = stablehlo.convert %1 : (tensor<8x6x16xf32>) -> tensor<8x6x16xf64>
    %3 = stablehlo.reduce(%2 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %4 = stablehlo.reshape %3 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %5 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf64>
    %6 = stablehlo.reshape %5 : (tensor<1xf64>) -> tensor<f64>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f64>) -> tensor<8x6x1xf64>
    %8 = stablehlo.divide %4, %7 : tensor<8x6x1xf64>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x6x1xf64>) -> tensor<8x6x16xf64>
    %10 = stablehlo.subtract %2, %9 : tensor<8x6x16xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<8x6x16xf64>
    %12 = stablehlo.reduce(%11 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %13 = stablehlo.reshape %12 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %14 = stablehlo.divide %13, %7 : tensor<8x6x1xf64>
    %15 = stablehlo.convert %14 : (tensor<8x6x1xf64>) -> tensor<8x6x1xf32>
    %16 = stablehlo.reduce(%1 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %18 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x6x1xf32>
    %21 = stablehlo.divide %17, %20 : tensor<8x6x1xf32>
    %22 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<8x6x1xf32>
    %25 = stablehlo.add %15, %24 : tensor<8x6x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<8x6x1xf32>
    %27 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %28 = stablehlo.subtract %1, %27 : tensor<8x6x16xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8x6x16xf32>
    %31 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x6x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x6x16xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %36 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %37 = stablehlo.reshape %35 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %38 = stablehlo.dot_general %37, %36, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<48x48xf32>
    %39 = stablehlo.reshape %38 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %40 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<48xf32>) -> tensor<6x8x48xf32>
    %41 = stablehlo.add %39, %40 : tensor<6x8x48xf32>
    %42 = stablehlo.reshape %41 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %43 = stablehlo.reshape %42 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %44 = stablehlo.reshape %43 : (tensor<6x8x48xf32>) -> tensor<6x8x3x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<6x8x3x16xf32>) -> tensor<1x6x8x3x16xf32>
    %46 = stablehlo.transpose %45, dims = [3, 1, 2, 0, 4] : (tensor<1x6x8x3x16xf32>) -> tensor<3x6x8x1x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<3x6x8x1x16xf32>) -> tensor<3x6x8x16xf32>
    %48 = stablehlo.slice %47 [0:1, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %50 = stablehlo.slice %47 [1:2, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %52 = stablehlo.slice %47 [2:3, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %54 = stablehlo.reshape %49 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %56 = stablehlo.reshape %51 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %58 = stablehlo.reshape %53 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %60 = stablehlo.reshape %55 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %61 = stablehlo.reshape %57 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %62 = stablehlo.reshape %59 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %63 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %64 = stablehlo.reshape %63 : (tensor<1xf32>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8x2x6x8xf32>
    %66 = stablehlo.multiply %60, %65 : tensor<8x2x6x8xf32>
    %67 = stablehlo.transpose %61, dims = [0, 1, 3, 2] : (tensor<8x2x6x8xf32>) -> tensor<8x2x8x6xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8x2x8x6xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<8x2x8x6xf32>
    %70 = stablehlo.reshape %66 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %71 = stablehlo.reshape %69 : (tensor<8x2x8x6xf32>) -> tensor<16x8x6xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %73 = stablehlo.dot_general %70, %72, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %74 = stablehlo.reshape %73 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %75 = stablehlo.reduce(%74 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %78 = stablehlo.subtract %74, %77 : tensor<8x2x6x6xf32>
    %79 = stablehlo.exponential %78 : tensor<8x2x6x6xf32>
    %80 = stablehlo.reduce(%79 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %83 = stablehlo.divide %79, %82 : tensor<8x2x6x6xf32>
    %84 = stablehlo.convert %cst_29 : tensor<1xf64>
    %85 = stablehlo.reshape %84 : (tensor<1xf64>) -> tensor<f64>
    %86 = stablehlo.convert %85 : (tensor<f64>) -> tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<8x2x6x6xf32>
    %88 = stablehlo.compare EQ, %74, %87, FLOAT : (tensor<8x2x6x6xf32>, tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xi1>
    %89 = stablehlo.reduce(%88 init: %c_24) applies stablehlo.and across dimensions = [3] : (tensor<8x2x6x6xi1>, tensor<i1>) -> tensor<8x2x6xi1>
    %90 = stablehlo.reshape %89 : (tensor<8x2x6xi1>) -> tensor<8x2x6x1xi1>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xi1>) -> tensor<8x2x6x6xi1>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [0, 1, 2, 3] : (tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xf32>
    %93 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xf32>
    %94 = stablehlo.select %91, %92, %93 : tensor<8x2x6x6xi1>, tensor<8x2x6x6xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %96 = stablehlo.reshape %62 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %98 = stablehlo.dot_general %95, %97, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %100 = stablehlo.transpose %99, dims = [2, 0, 1, 3] : (tensor<8x2x6x8xf32>) -> tensor<6x8x2x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<6x8x2x8xf32>) -> tensor<48x16xf32>
    %102 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.dot_general %101, %102, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %104 = stablehlo.convert %cst_30 : (tensor<1xi64>) -> tensor<1xf32>
    %105 = stablehlo.reshape %104 : (tensor<1xf32>) -> tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<48x16xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<48x16xf32>
    %108 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %109 = stablehlo.multiply %arg6, %108 : tensor<16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %111 = stablehlo.add %107, %110 : tensor<48x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %113 = stablehlo.transpose %112, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %114 = stablehlo.add %1, %113 : tensor<8x6x16xf32>
    %115 = stablehlo.convert %114 : (tensor<8x6x16xf32>) -> tensor<8x6x16xf64>
    %116 = stablehlo.reduce(%115 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %117 = stablehlo.reshape %116 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %118 = stablehlo.divide %117, %7 : tensor<8x6x1xf64>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x6x1xf64>) -> tensor<8x6x16xf64>
    %120 = stablehlo.subtract %115, %119 : tensor<8x6x16xf64>
    %121 = stablehlo.multiply %120, %120 : tensor<8x6x16xf64>
    %122 = stablehlo.reduce(%121 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %123 = stablehlo.reshape %122 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %124 = stablehlo.divide %123, %7 : tensor<8x6x1xf64>
    %125 = stablehlo.convert %124 : (tensor<8x6x1xf64>) -> tensor<8x6x1xf32>
    %126 = stablehlo.reduce(%114 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %128 = stablehlo.divide %127, %20 : tensor<8x6x1xf32>
    %129 = stablehlo.add %125, %24 : tensor<8x6x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<8x6x1xf32>
    %131 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %132 = stablehlo.subtract %114, %131 : tensor<8x6x16xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<8x6x16xf32>
    %135 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<8x6x16xf32>
    %137 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %138 = stablehlo.add %136, %137 : tensor<8x6x16xf32>
    %139 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.reshape %138 : (tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %141 = stablehlo.dot_general %140, %139, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %142 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<48x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<48x32xf32>
    %144 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %145 = stablehlo.multiply %arg8, %144 : tensor<32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1] : (tensor<32xf32>) -> tensor<48x32xf32>
    %147 = stablehlo.add %143, %146 : tensor<48x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<48x32xf32>) -> tensor<8x6x32xf32>
    %149 = stablehlo.maximum %148, %cst_25 : tensor<8x6x32xf32>
    %150 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %151 = stablehlo.reshape %149 : (tensor<8x6x32xf32>) -> tensor<48x32xf32>
    %152 = stablehlo.dot_general %151, %150, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %153 = stablehlo.multiply %152, %106 : tensor<48x16xf32>
    %154 = stablehlo.multiply %arg10, %108 : tensor<16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %156 = stablehlo.add %153, %155 : tensor<48x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<48x16xf32>) -> tensor<8x6x16xf32>
    %158 = stablehlo.add %114, %157 : tensor<8x6x16xf32>
    %159 = stablehlo.convert %158 : (tensor<8x6x16xf32>) -> tensor<8x6x16xf64>
    %160 = stablehlo.reduce(%159 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %161 = stablehlo.reshape %160 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %162 = stablehlo.divide %161, %7 : tensor<8x6x1xf64>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x6x1xf64>) -> tensor<8x6x16xf64>
    %164 = stablehlo.subtract %159, %163 : tensor<8x6x16xf64>
    %165 = stablehlo.multiply %164, %164 : tensor<8x6x16xf64>
    %166 = stablehlo.reduce(%165 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %167 = stablehlo.reshape %166 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %168 = stablehlo.divide %167, %7 : tensor<8x6x1xf64>
    %169 = stablehlo.convert %168 : (tensor<8x6x1xf64>) -> tensor<8x6x1xf32>
    %170 = stablehlo.reduce(%158 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %172 = stablehlo.divide %171, %20 : tensor<8x6x1xf32>
    %173 = stablehlo.add %169, %24 : tensor<8x6x1xf32>
    %174 = stablehlo.rsqrt %173 : tensor<8x6x1xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %176 = stablehlo.subtract %158, %175 : tensor<8x6x16xf32>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8x6x16xf32>
    %179 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x6x16xf32>
    %181 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x6x16xf32>
    %183 = stablehlo.transpose %182, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %184 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %185 = stablehlo.reshape %183 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %186 = stablehlo.dot_general %185, %184, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<48x48xf32>
    %187 = stablehlo.reshape %186 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %188 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<48xf32>) -> tensor<6x8x48xf32>
    %189 = stablehlo.add %187, %188 : tensor<6x8x48xf32>
    %190 = stablehlo.reshape %189 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %191 = stablehlo.reshape %190 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %192 = stablehlo.reshape %191 : (tensor<6x8x48xf32>) -> tensor<6x8x3x16xf32>
    %193 = stablehlo.reshape %192 : (tensor<6x8x3x16xf32>) -> tensor<1x6x8x3x16xf32>
    %194 = stablehlo.transpose %193, dims = [3, 1, 2, 0, 4] : (tensor<1x6x8x3x16xf32>) -> tensor<3x6x8x1x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<3x6x8x1x16xf32>) -> tensor<3x6x8x16xf32>
    %196 = stablehlo.slice %195 [0:1, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %198 = stablehlo.slice %195 [1:2, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %200 = stablehlo.slice %195 [2:3, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %202 = stablehlo.reshape %197 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %203 = stablehlo.transpose %202, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %204 = stablehlo.reshape %199 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %205 = stablehlo.transpose %204, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %206 = stablehlo.reshape %201 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %207 = stablehlo.transpose %206, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %208 = stablehlo.reshape %203 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %209 = stablehlo.reshape %205 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %210 = stablehlo.reshape %207 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %211 = stablehlo.multiply %208, %65 : tensor<8x2x6x8xf32>
    %212 = stablehlo.transpose %209, dims = [0, 1, 3, 2] : (tensor<8x2x6x8xf32>) -> tensor<8x2x8x6xf32>
    %213 = stablehlo.multiply %212, %68 : tensor<8x2x8x6xf32>
    %214 = stablehlo.reshape %211 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %215 = stablehlo.reshape %213 : (tensor<8x2x8x6xf32>) -> tensor<16x8x6xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %217 = stablehlo.dot_general %214, %216, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %219 = stablehlo.reduce(%218 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %220 = stablehlo.reshape %219 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %222 = stablehlo.subtract %218, %221 : tensor<8x2x6x6xf32>
    %223 = stablehlo.exponential %222 : tensor<8x2x6x6xf32>
    %224 = stablehlo.reduce(%223 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %227 = stablehlo.divide %223, %226 : tensor<8x2x6x6xf32>
    %228 = stablehlo.compare EQ, %218, %87, FLOAT : (tensor<8x2x6x6xf32>, tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xi1>
    %229 = stablehlo.reduce(%228 init: %c_24) applies stablehlo.and across dimensions = [3] : (tensor<8x2x6x6xi1>, tensor<i1>) -> tensor<8x2x6xi1>
    %230 = stablehlo.reshape %229 : (tensor<8x2x6xi1>) -> tensor<8x2x6x1xi1>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xi1>) -> tensor<8x2x6x6xi1>
    %232 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xf32>
    %233 = stablehlo.select %231, %92, %232 : tensor<8x2x6x6xi1>, tensor<8x2x6x6xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %235 = stablehlo.reshape %210 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %237 = stablehlo.dot_general %234, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %239 = stablehlo.transpose %238, dims = [2, 0, 1, 3] : (tensor<8x2x6x8xf32>) -> tensor<6x8x2x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<6x8x2x8xf32>) -> tensor<48x16xf32>
    %241 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %243 = stablehlo.multiply %242, %106 : tensor<48x16xf32>
    %244 = stablehlo.multiply %arg18, %108 : tensor<16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %246 = stablehlo.add %243, %245 : tensor<48x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %248 = stablehlo.transpose %247, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %249 = stablehlo.add %158, %248 : tensor<8x6x16xf32>
    %250 = stablehlo.convert %249 : (tensor<8x6x16xf32>) -> tensor<8x6x16xf64>
    %251 = stablehlo.reduce(%250 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %252 = stablehlo.reshape %251 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %253 = stablehlo.divide %252, %7 : tensor<8x6x1xf64>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x6x1xf64>) -> tensor<8x6x16xf64>
    %255 = stablehlo.subtract %250, %254 : tensor<8x6x16xf64>
    %256 = stablehlo.multiply %255, %255 : tensor<8x6x16xf64>
    %257 = stablehlo.reduce(%256 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf64>, tensor<f64>) -> tensor<8x6xf64>
    %258 = stablehlo.reshape %257 : (tensor<8x6xf64>) -> tensor<8x6x1xf64>
    %259 = stablehlo.divide %258, %7 : tensor<8x6x1xf64>
    %260 = stablehlo.convert %259 : (tensor<8x6x1xf64>) -> tensor<8x6x1xf32>
    %261 = stablehlo.reduce(%249 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %263 = stablehlo.divide %262, %20 : tensor<8x6x1xf32>
    %264 = stablehlo.add %260, %24 : tensor<8x6x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<8x6x1xf32>
    %266 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %267 = stablehlo.subtract %249, %266 : tensor<8x6x16xf32>
    %268 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<8x6x16xf32>
    %270 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %271 = stablehlo.multiply %269, %270 : tensor<8x6x16xf32>
    %272 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<16xf32>) -> tensor<8x6x16xf32>
    %273 = stablehlo.add %271, %272 : tensor<8x6x16xf32>
    %274 = stablehlo.transpose %arg19, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.reshape %273 : (tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %276 = stablehlo.dot_general %275, %274, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %277 = stablehlo.multiply %276, %142 : tensor<48x32xf32>
    %278 = stablehlo.multiply %arg20, %144 : tensor<32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [1] : (tensor<32xf32>) -> tensor<48x32xf32>
    %280 = stablehlo.add %277, %279 : tensor<48x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<48x32xf32>) -> tensor<8x6x32xf32>
    %282 = stablehlo.maximum %281, %cst_25 : tensor<8x6x32xf32>
    %283 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %284 = stablehlo.reshape %282 : (tensor<8x6x32xf32>) -> tensor<48x32xf32>
    %285 = stablehlo.dot_general %284, %283, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %286 = stablehlo.multiply %285, %106 : tensor<48x16xf32>
    %287 = stablehlo.multiply %arg22, %108 : tensor<16xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %289 = stablehlo.add %286, %288 : tensor<48x16xf32>
    %290 = stablehlo.reshape %289 : (tensor<48x16xf32>) -> tensor<8x6x16xf32>
    %291 = stablehlo.add %249, %290 : tensor<8x6x16xf32>
    %292 = stablehlo.compare EQ, %arg0, %c_13, SIGNED : (tensor<8x6xi64>, tensor<8x6xi64>) -> tensor<8x6xi1>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x6xi1>) -> tensor<8x6xi1>
    %294 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %295 = stablehlo.broadcast_in_dim %cst_21, dims = [0, 1] : (tensor<8x6xf32>) -> tensor<8x6xf32>
    %296 = stablehlo.select %293, %294, %295 : tensor<8x6xi1>, tensor<8x6xf32>
    %297 = stablehlo.transpose %291, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %298 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %299 = stablehlo.reshape %297 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %300 = stablehlo.dot_general %299, %298, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<48x48xf32>
    %301 = stablehlo.reshape %300 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %302 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<48xf32>) -> tensor<6x8x48xf32>
    %303 = stablehlo.add %301, %302 : tensor<6x8x48xf32>
    %304 = stablehlo.reshape %303 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %305 = stablehlo.reshape %304 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %306 = stablehlo.reshape %305 : (tensor<6x8x48xf32>) -> tensor<6x8x3x16xf32>
    %307 = stablehlo.reshape %306 : (tensor<6x8x3x16xf32>) -> tensor<1x6x8x3x16xf32>
    %308 = stablehlo.transpose %307, dims = [3, 1, 2, 0, 4] : (tensor<1x6x8x3x16xf32>) -> tensor<3x6x8x1x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<3x6x8x1x16xf32>) -> tensor<3x6x8x16xf32>
    %310 = stablehlo.slice %309 [0:1, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %311 = stablehlo.reshape %310 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %312 = stablehlo.slice %309 [1:2, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %314 = stablehlo.slice %309 [2:3, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %316 = stablehlo.reshape %311 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %317 = stablehlo.transpose %316, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %318 = stablehlo.reshape %313 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %319 = stablehlo.transpose %318, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %320 = stablehlo.reshape %315 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %321 = stablehlo.transpose %320, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %322 = stablehlo.reshape %296 : (tensor<8x6xf32>) -> tensor<8x1x1x6xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<8x1x1x6xf32>) -> tensor<8x2x1x6xf32>
    %324 = stablehlo.reshape %323 : (tensor<8x2x1x6xf32>) -> tensor<16x1x6xf32>
    %325 = stablehlo.convert %cst_31 : (tensor<1xf64>) -> tensor<1xf32>
    %326 = stablehlo.reshape %325 : (tensor<1xf32>) -> tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<16x6x8xf32>
    %328 = stablehlo.multiply %317, %327 : tensor<16x6x8xf32>
    %329 = stablehlo.transpose %319, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %331 = stablehlo.dot_general %328, %330, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %332 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<16x1x6xf32>) -> tensor<16x6x6xf32>
    %333 = stablehlo.add %332, %331 : tensor<16x6x6xf32>
    %334 = stablehlo.reduce(%333 init: %cst_20) applies stablehlo.maximum across dimensions = [2] : (tensor<16x6x6xf32>, tensor<f32>) -> tensor<16x6xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x6xf32>) -> tensor<16x6x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<16x6x1xf32>) -> tensor<16x6x6xf32>
    %337 = stablehlo.subtract %333, %336 : tensor<16x6x6xf32>
    %338 = stablehlo.exponential %337 : tensor<16x6x6xf32>
    %339 = stablehlo.reduce(%338 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<16x6x6xf32>, tensor<f32>) -> tensor<16x6xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x6xf32>) -> tensor<16x6x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<16x6x1xf32>) -> tensor<16x6x6xf32>
    %342 = stablehlo.divide %338, %341 : tensor<16x6x6xf32>
    %343 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %344 = stablehlo.dot_general %342, %343, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<6x16x8xf32>) -> tensor<48x16xf32>
    %347 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %348 = stablehlo.dot_general %346, %347, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %349 = stablehlo.multiply %348, %106 : tensor<48x16xf32>
    %350 = stablehlo.multiply %arg30, %108 : tensor<16xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %352 = stablehlo.add %349, %351 : tensor<48x16xf32>
    %353 = stablehlo.reshape %352 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %355 = stablehlo.transpose %arg31, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %356 = stablehlo.reshape %354 : (tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %357 = stablehlo.dot_general %356, %355, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x5xf32>) -> tensor<48x5xf32>
    %358 = stablehlo.reshape %357 : (tensor<48x5xf32>) -> tensor<8x6x5xf32>
    %359 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<5xf32>) -> tensor<8x6x5xf32>
    %360 = stablehlo.add %358, %359 : tensor<8x6x5xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x6x5xf32>) -> tensor<48x5xf32>
    %362 = stablehlo.reshape %arg1 : (tensor<8x6xi64>) -> tensor<48xi64>
    %363 = stablehlo.reshape %361 : (tensor<48x5xf32>) -> tensor<8x6x5xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x6x5xf32>) -> tensor<48x5xf32>
    %365 = stablehlo.reduce(%364 init: %cst_20) applies stablehlo.maximum across dimensions = [1] : (tensor<48x5xf32>, tensor<f32>) -> tensor<48xf32>
    %366 = stablehlo.reshape %365 : (tensor<48xf32>) -> tensor<48x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x5xf32>
    %368 = stablehlo.subtract %364, %367 : tensor<48x5xf32>
    %369 = stablehlo.exponential %368 : tensor<48x5xf32>
    %370 = stablehlo.reduce(%369 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<48x5xf32>, tensor<f32>) -> tensor<48xf32>
    %371 = stablehlo.reshape %370 : (tensor<48xf32>) -> tensor<48x1xf32>
    %372 = stablehlo.log %371 : tensor<48x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x5xf32>
    %374 = stablehlo.subtract %368, %373 : tensor<48x5xf32>
    %375 = stablehlo.compare NE, %362, %c_12, SIGNED : (tensor<48xi64>, tensor<48xi64>) -> tensor<48xi1>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0] : (tensor<48xi1>) -> tensor<48xi1>
    %377 = stablehlo.broadcast_in_dim %362, dims = [0] : (tensor<48xi64>) -> tensor<48xi64>
    %378 = stablehlo.select %376, %377, %c_11 : tensor<48xi1>, tensor<48xi64>
    %379 = stablehlo.reshape %378 : (tensor<48xi64>) -> tensor<48x1xi64>
    %380 = stablehlo.iota dim = 0 : tensor<48x1x1xi64>
    %381 = stablehlo.reshape %379 : (tensor<48x1xi64>) -> tensor<48x1x1xi64>
    %382 = stablehlo.concatenate %380, %381, dim = 2 : (tensor<48x1x1xi64>, tensor<48x1x1xi64>) -> tensor<48x1x2xi64>
    %383 = "stablehlo.gather"(%374, %382) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<48x5xf32>, tensor<48x1x2xi64>) -> tensor<48x1xf32>
    %384 = stablehlo.reshape %383 : (tensor<48x1xf32>) -> tensor<48xf32>
    %385 = stablehlo.negate %384 : tensor<48xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0] : (tensor<48xf32>) -> tensor<48xf32>
    %387 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %388 = stablehlo.select %376, %386, %387 : tensor<48xi1>, tensor<48xf32>
    %389 = stablehlo.convert %375 : (tensor<48xi1>) -> tensor<48xi64>
    %390 = stablehlo.reduce(%389 init: %c_19) applies stablehlo.add across dimensions = [0] : (tensor<48xi64>, tensor<i64>) -> tensor<i64>
    %391 = stablehlo.convert %390 : (tensor<i64>) -> tensor<f32>
    %392 = stablehlo.reduce(%388 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48xf32>, tensor<f32>) -> tensor<f32>
    %393 = stablehlo.divide %392, %391 : tensor<f32>
    %394 = stablehlo.divide %cst_17, %391 : tensor<f32>
    %395 = stablehlo.reshape %362 : (tensor<48xi64>) -> tensor<48x1xi64>
    %396 = stablehlo.compare NE, %395, %c_10, SIGNED : (tensor<48x1xi64>, tensor<48x1xi64>) -> tensor<48x1xi1>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<48x1xi1>) -> tensor<48x1xi1>
    %398 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<48x1xi64>) -> tensor<48x1xi64>
    %399 = stablehlo.select %397, %398, %c_9 : tensor<48x1xi1>, tensor<48x1xi64>
    %400 = stablehlo.slice %cst_15 [0:48, 0:1] : (tensor<48x1xf32>) -> tensor<48x1xf32>
    %401 = stablehlo.reshape %399 : (tensor<48x1xi64>) -> tensor<48x1x1xi64>
    %402 = stablehlo.concatenate %380, %401, dim = 2 : (tensor<48x1x1xi64>, tensor<48x1x1xi64>) -> tensor<48x1x2xi64>
    %403 = "stablehlo.scatter"(%cst_16, %402, %400) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      stablehlo.return %arg34 : tensor<f32>
    }) : (tensor<48x5xf32>, tensor<48x1x2xi64>, tensor<48x1xf32>) -> tensor<48x5xf32>
    %404 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<48x1xf32>
    %405 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<48x1xf32>
    %406 = stablehlo.select %397, %404, %405 : tensor<48x1xi1>, tensor<48x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x5xf32>
    %408 = stablehlo.multiply %403, %407 : tensor<48x5xf32>
    %409 = stablehlo.exponential %374 : tensor<48x5xf32>
    %410 = stablehlo.reduce(%408 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<48x5xf32>, tensor<f32>) -> tensor<48xf32>
    %411 = stablehlo.reshape %410 : (tensor<48xf32>) -> tensor<48x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x5xf32>
    %413 = stablehlo.multiply %409, %412 : tensor<48x5xf32>
    %414 = stablehlo.subtract %408, %413 : tensor<48x5xf32>
    %415 = stablehlo.reshape %414 : (tensor<48x5xf32>) -> tensor<8x6x5xf32>
    %416 = stablehlo.reduce(%415 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x5xf32>, tensor<f32>) -> tensor<5xf32>
    %417 = stablehlo.reshape %416 : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x1x5xf32>) -> tensor<5xf32>
    %419 = stablehlo.reshape %415 : (tensor<8x6x5xf32>) -> tensor<48x5xf32>
    %420 = stablehlo.transpose %419, dims = [1, 0] : (tensor<48x5xf32>) -> tensor<5x48xf32>
    %421 = stablehlo.dot_general %420, %356, contracting_dims = [1] x [0] : (tensor<5x48xf32>, tensor<48x16xf32>) -> tensor<5x16xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %423 = stablehlo.transpose %355, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %424 = stablehlo.dot_general %419, %423, contracting_dims = [1] x [0] : (tensor<48x5xf32>, tensor<5x16xf32>) -> tensor<48x16xf32>
    %425 = stablehlo.reshape %424 : (tensor<48x16xf32>) -> tensor<8x6x16xf32>
    %426 = stablehlo.transpose %422, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %427 = stablehlo.transpose %425, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %428 = stablehlo.reshape %427 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %429 = stablehlo.transpose %347, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %430 = stablehlo.dot_general %428, %429, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %431 = stablehlo.transpose %428, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %432 = stablehlo.dot_general %431, %346, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<16x16xf32>
    %433 = stablehlo.transpose %432, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %434 = stablehlo.reduce(%428 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %435 = stablehlo.reshape %434 : (tensor<16xf32>) -> tensor<1x16xf32>
    %436 = stablehlo.reshape %435 : (tensor<1x16xf32>) -> tensor<16xf32>
    %437 = stablehlo.transpose %433, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %438 = stablehlo.reshape %430 : (tensor<48x16xf32>) -> tensor<6x16x8xf32>
    %439 = stablehlo.transpose %438, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %440 = stablehlo.transpose %342, dims = [0, 2, 1] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %441 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %442 = stablehlo.dot_general %440, %441, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %443 = stablehlo.transpose %321, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %445 = stablehlo.dot_general %439, %444, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %446 = stablehlo.multiply %445, %342 : tensor<16x6x6xf32>
    %447 = stablehlo.reduce(%446 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<16x6x6xf32>, tensor<f32>) -> tensor<16x6xf32>
    %448 = stablehlo.reshape %447 : (tensor<16x6xf32>) -> tensor<16x6x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<16x6x1xf32>) -> tensor<16x6x6xf32>
    %450 = stablehlo.multiply %342, %449 : tensor<16x6x6xf32>
    %451 = stablehlo.subtract %446, %450 : tensor<16x6x6xf32>
    %452 = stablehlo.transpose %329, dims = [0, 2, 1] : (tensor<16x8x6xf32>) -> tensor<16x6x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %454 = stablehlo.dot_general %451, %453, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %455 = stablehlo.transpose %328, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %456 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %457 = stablehlo.dot_general %455, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x6xf32>, tensor<16x6x6xf32>) -> tensor<16x8x6xf32>
    %458 = stablehlo.transpose %457, dims = [0, 2, 1] : (tensor<16x8x6xf32>) -> tensor<16x6x8xf32>
    %459 = stablehlo.multiply %454, %327 : tensor<16x6x8xf32>
    %460 = stablehlo.transpose %442, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %461 = stablehlo.reshape %460 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %462 = stablehlo.transpose %458, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %464 = stablehlo.transpose %459, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %465 = stablehlo.reshape %464 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %466 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %467 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %468 = stablehlo.divide %467, %466 : tensor<f64>
    %469 = stablehlo.ceil %468 : tensor<f64>
    %470 = stablehlo.convert %469 : (tensor<f64>) -> tensor<i64>
    %471 = stablehlo.reshape %470 : (tensor<i64>) -> tensor<1xi64>
    %472 = stablehlo.dynamic_iota %471, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %473 = stablehlo.multiply %472, %c_6 : tensor<3xi64>
    %474 = stablehlo.add %473, %c_5 : tensor<3xi64>
    %475 = stablehlo.reshape %474 : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %476 = stablehlo.compare EQ, %475, %c_4, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %477 = stablehlo.reshape %461 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %479 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %480 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %481 = stablehlo.broadcast_in_dim %cst_14, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %482 = stablehlo.select %479, %480, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %483 = stablehlo.compare EQ, %475, %c_3, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %484 = stablehlo.reshape %463 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %486 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %488 = stablehlo.select %486, %487, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %489 = stablehlo.add %482, %488 : tensor<3x6x8x16xf32>
    %490 = stablehlo.compare EQ, %475, %c_2, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %491 = stablehlo.reshape %465 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %493 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %494 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %495 = stablehlo.select %493, %494, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %496 = stablehlo.add %489, %495 : tensor<3x6x8x16xf32>
    %497 = stablehlo.reshape %496 : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x1x16xf32>
    %498 = stablehlo.transpose %497, dims = [3, 1, 2, 0, 4] : (tensor<3x6x8x1x16xf32>) -> tensor<1x6x8x3x16xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x6x8x3x16xf32>) -> tensor<6x8x3x16xf32>
    %500 = stablehlo.reshape %499 : (tensor<6x8x3x16xf32>) -> tensor<6x8x48xf32>
    %501 = stablehlo.reduce(%500 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %502 = stablehlo.reshape %501 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %504 = stablehlo.reshape %500 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %505 = stablehlo.transpose %504, dims = [1, 0] : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %506 = stablehlo.dot_general %505, %299, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %507 = stablehlo.transpose %506, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %508 = stablehlo.transpose %298, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %509 = stablehlo.dot_general %504, %508, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %510 = stablehlo.reshape %509 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %511 = stablehlo.transpose %507, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %512 = stablehlo.transpose %510, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %513 = stablehlo.reshape %512 : (tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %514 = stablehlo.transpose %283, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.dot_general %513, %514, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %516 = stablehlo.transpose %513, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %517 = stablehlo.dot_general %516, %284, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x32xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.transpose %517, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %519 = stablehlo.reduce(%513 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %520 = stablehlo.reshape %519 : (tensor<16xf32>) -> tensor<1x16xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x16xf32>) -> tensor<16xf32>
    %522 = stablehlo.reshape %515 : (tensor<48x32xf32>) -> tensor<8x6x32xf32>
    %523 = stablehlo.transpose %518, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %524 = stablehlo.convert %c_19 : (tensor<i64>) -> tensor<f32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [] : (tensor<f32>) -> tensor<8x6x32xf32>
    %526 = stablehlo.compare LE, %282, %525, FLOAT : (tensor<8x6x32xf32>, tensor<8x6x32xf32>) -> tensor<8x6x32xi1>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<8x6x32xi1>) -> tensor<8x6x32xi1>
    %528 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x6x32xf32>
    %529 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<8x6x32xf32>) -> tensor<8x6x32xf32>
    %530 = stablehlo.select %527, %528, %529 : tensor<8x6x32xi1>, tensor<8x6x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<8x6x32xf32>) -> tensor<48x32xf32>
    %532 = stablehlo.transpose %274, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %533 = stablehlo.dot_general %531, %532, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %534 = stablehlo.transpose %531, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %535 = stablehlo.dot_general %534, %275, contracting_dims = [1] x [0] : (tensor<32x48xf32>, tensor<48x16xf32>) -> tensor<32x16xf32>
    %536 = stablehlo.transpose %535, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %537 = stablehlo.reduce(%531 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x32xf32>, tensor<f32>) -> tensor<32xf32>
    %538 = stablehlo.reshape %537 : (tensor<32xf32>) -> tensor<1x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<1x32xf32>) -> tensor<32xf32>
    %540 = stablehlo.reshape %533 : (tensor<48x16xf32>) -> tensor<8x6x16xf32>
    %541 = stablehlo.transpose %536, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %542 = stablehlo.multiply %540, %270 : tensor<8x6x16xf32>
    %543 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<8x6x16xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<8x6x16xf32>
    %545 = stablehlo.reduce(%542 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %547 = stablehlo.multiply %542, %269 : tensor<8x6x16xf32>
    %548 = stablehlo.reduce(%547 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %551 = stablehlo.multiply %269, %550 : tensor<8x6x16xf32>
    %552 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %553 = stablehlo.subtract %544, %552 : tensor<8x6x16xf32>
    %554 = stablehlo.subtract %553, %551 : tensor<8x6x16xf32>
    %555 = stablehlo.divide %265, %20 : tensor<8x6x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %557 = stablehlo.multiply %556, %554 : tensor<8x6x16xf32>
    %558 = stablehlo.multiply %540, %269 : tensor<8x6x16xf32>
    %559 = stablehlo.reduce(%558 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.reduce(%540 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %561 = stablehlo.add %512, %557 : tensor<8x6x16xf32>
    %562 = stablehlo.transpose %561, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %563 = stablehlo.reshape %562 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %564 = stablehlo.transpose %241, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %565 = stablehlo.dot_general %563, %564, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %566 = stablehlo.transpose %563, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %567 = stablehlo.dot_general %566, %240, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<16x16xf32>
    %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = stablehlo.reduce(%563 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %570 = stablehlo.reshape %569 : (tensor<16xf32>) -> tensor<1x16xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x16xf32>) -> tensor<16xf32>
    %572 = stablehlo.transpose %568, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %573 = stablehlo.reshape %565 : (tensor<48x16xf32>) -> tensor<6x8x2x8xf32>
    %574 = stablehlo.transpose %573, dims = [1, 2, 0, 3] : (tensor<6x8x2x8xf32>) -> tensor<8x2x6x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %576 = stablehlo.transpose %234, dims = [0, 2, 1] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %577 = stablehlo.broadcast_in_dim %575, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %578 = stablehlo.dot_general %576, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %579 = stablehlo.transpose %235, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %581 = stablehlo.dot_general %575, %580, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %582 = stablehlo.reshape %578 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %583 = stablehlo.reshape %581 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %584 = stablehlo.multiply %583, %233 : tensor<8x2x6x6xf32>
    %585 = stablehlo.reduce(%584 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %586 = stablehlo.reshape %585 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %588 = stablehlo.multiply %233, %587 : tensor<8x2x6x6xf32>
    %589 = stablehlo.subtract %584, %588 : tensor<8x2x6x6xf32>
    %590 = stablehlo.reshape %589 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %591 = stablehlo.transpose %214, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %592 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %593 = stablehlo.dot_general %591, %592, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x6xf32>, tensor<16x6x6xf32>) -> tensor<16x8x6xf32>
    %594 = stablehlo.transpose %215, dims = [0, 2, 1] : (tensor<16x8x6xf32>) -> tensor<16x6x8xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %596 = stablehlo.dot_general %590, %595, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %597 = stablehlo.reshape %593 : (tensor<16x8x6xf32>) -> tensor<8x2x8x6xf32>
    %598 = stablehlo.reshape %596 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %599 = stablehlo.multiply %597, %68 : tensor<8x2x8x6xf32>
    %600 = stablehlo.transpose %599, dims = [0, 1, 3, 2] : (tensor<8x2x8x6xf32>) -> tensor<8x2x6x8xf32>
    %601 = stablehlo.multiply %598, %65 : tensor<8x2x6x8xf32>
    %602 = stablehlo.reshape %582 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %603 = stablehlo.reshape %600 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %604 = stablehlo.reshape %601 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %605 = stablehlo.transpose %602, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %606 = stablehlo.reshape %605 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %607 = stablehlo.transpose %603, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %609 = stablehlo.transpose %604, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %610 = stablehlo.reshape %609 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %611 = stablehlo.reshape %606 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %614 = stablehlo.select %479, %613, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %615 = stablehlo.reshape %608 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %618 = stablehlo.select %486, %617, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %619 = stablehlo.add %614, %618 : tensor<3x6x8x16xf32>
    %620 = stablehlo.reshape %610 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %623 = stablehlo.select %493, %622, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %624 = stablehlo.add %619, %623 : tensor<3x6x8x16xf32>
    %625 = stablehlo.reshape %624 : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x1x16xf32>
    %626 = stablehlo.transpose %625, dims = [3, 1, 2, 0, 4] : (tensor<3x6x8x1x16xf32>) -> tensor<1x6x8x3x16xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x6x8x3x16xf32>) -> tensor<6x8x3x16xf32>
    %628 = stablehlo.reshape %627 : (tensor<6x8x3x16xf32>) -> tensor<6x8x48xf32>
    %629 = stablehlo.reduce(%628 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %630 = stablehlo.reshape %629 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %631 = stablehlo.reshape %630 : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %632 = stablehlo.reshape %628 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %633 = stablehlo.transpose %632, dims = [1, 0] : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %634 = stablehlo.dot_general %633, %185, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %635 = stablehlo.transpose %634, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %636 = stablehlo.transpose %184, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %637 = stablehlo.dot_general %632, %636, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %638 = stablehlo.reshape %637 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %639 = stablehlo.transpose %635, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %640 = stablehlo.transpose %638, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %641 = stablehlo.multiply %640, %179 : tensor<8x6x16xf32>
    %642 = stablehlo.multiply %641, %543 : tensor<8x6x16xf32>
    %643 = stablehlo.reduce(%641 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %644 = stablehlo.reshape %643 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %645 = stablehlo.multiply %641, %178 : tensor<8x6x16xf32>
    %646 = stablehlo.reduce(%645 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %649 = stablehlo.multiply %178, %648 : tensor<8x6x16xf32>
    %650 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %651 = stablehlo.subtract %642, %650 : tensor<8x6x16xf32>
    %652 = stablehlo.subtract %651, %649 : tensor<8x6x16xf32>
    %653 = stablehlo.divide %174, %20 : tensor<8x6x1xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %655 = stablehlo.multiply %654, %652 : tensor<8x6x16xf32>
    %656 = stablehlo.multiply %640, %178 : tensor<8x6x16xf32>
    %657 = stablehlo.reduce(%656 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %658 = stablehlo.reduce(%640 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %659 = stablehlo.add %561, %655 : tensor<8x6x16xf32>
    %660 = stablehlo.reshape %659 : (tensor<8x6x16xf32>) -> tensor<48x16xf32>
    %661 = stablehlo.transpose %150, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %662 = stablehlo.dot_general %660, %661, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %663 = stablehlo.transpose %660, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %664 = stablehlo.dot_general %663, %151, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x32xf32>) -> tensor<16x32xf32>
    %665 = stablehlo.transpose %664, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %666 = stablehlo.reduce(%660 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %667 = stablehlo.reshape %666 : (tensor<16xf32>) -> tensor<1x16xf32>
    %668 = stablehlo.reshape %667 : (tensor<1x16xf32>) -> tensor<16xf32>
    %669 = stablehlo.reshape %662 : (tensor<48x32xf32>) -> tensor<8x6x32xf32>
    %670 = stablehlo.transpose %665, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %671 = stablehlo.compare LE, %149, %525, FLOAT : (tensor<8x6x32xf32>, tensor<8x6x32xf32>) -> tensor<8x6x32xi1>
    %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<8x6x32xi1>) -> tensor<8x6x32xi1>
    %673 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<8x6x32xf32>) -> tensor<8x6x32xf32>
    %674 = stablehlo.select %672, %528, %673 : tensor<8x6x32xi1>, tensor<8x6x32xf32>
    %675 = stablehlo.reshape %674 : (tensor<8x6x32xf32>) -> tensor<48x32xf32>
    %676 = stablehlo.transpose %139, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %677 = stablehlo.dot_general %675, %676, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %678 = stablehlo.transpose %675, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %679 = stablehlo.dot_general %678, %140, contracting_dims = [1] x [0] : (tensor<32x48xf32>, tensor<48x16xf32>) -> tensor<32x16xf32>
    %680 = stablehlo.transpose %679, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %681 = stablehlo.reduce(%675 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x32xf32>, tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.reshape %681 : (tensor<32xf32>) -> tensor<1x32xf32>
    %683 = stablehlo.reshape %682 : (tensor<1x32xf32>) -> tensor<32xf32>
    %684 = stablehlo.reshape %677 : (tensor<48x16xf32>) -> tensor<8x6x16xf32>
    %685 = stablehlo.transpose %680, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %686 = stablehlo.multiply %684, %135 : tensor<8x6x16xf32>
    %687 = stablehlo.multiply %686, %543 : tensor<8x6x16xf32>
    %688 = stablehlo.reduce(%686 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %689 = stablehlo.reshape %688 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %690 = stablehlo.multiply %686, %134 : tensor<8x6x16xf32>
    %691 = stablehlo.reduce(%690 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %692 = stablehlo.reshape %691 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %694 = stablehlo.multiply %134, %693 : tensor<8x6x16xf32>
    %695 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %696 = stablehlo.subtract %687, %695 : tensor<8x6x16xf32>
    %697 = stablehlo.subtract %696, %694 : tensor<8x6x16xf32>
    %698 = stablehlo.divide %130, %20 : tensor<8x6x1xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %700 = stablehlo.multiply %699, %697 : tensor<8x6x16xf32>
    %701 = stablehlo.multiply %684, %134 : tensor<8x6x16xf32>
    %702 = stablehlo.reduce(%701 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %703 = stablehlo.reduce(%684 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %704 = stablehlo.add %659, %700 : tensor<8x6x16xf32>
    %705 = stablehlo.transpose %704, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %706 = stablehlo.reshape %705 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %707 = stablehlo.transpose %102, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %708 = stablehlo.dot_general %706, %707, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %709 = stablehlo.transpose %706, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %710 = stablehlo.dot_general %709, %101, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<16x16xf32>
    %711 = stablehlo.transpose %710, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %712 = stablehlo.reduce(%706 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %713 = stablehlo.reshape %712 : (tensor<16xf32>) -> tensor<1x16xf32>
    %714 = stablehlo.reshape %713 : (tensor<1x16xf32>) -> tensor<16xf32>
    %715 = stablehlo.transpose %711, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %716 = stablehlo.reshape %708 : (tensor<48x16xf32>) -> tensor<6x8x2x8xf32>
    %717 = stablehlo.transpose %716, dims = [1, 2, 0, 3] : (tensor<6x8x2x8xf32>) -> tensor<8x2x6x8xf32>
    %718 = stablehlo.reshape %717 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %719 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %720 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %721 = stablehlo.dot_general %719, %720, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %722 = stablehlo.transpose %96, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %724 = stablehlo.dot_general %718, %723, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %725 = stablehlo.reshape %721 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %726 = stablehlo.reshape %724 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %727 = stablehlo.multiply %726, %94 : tensor<8x2x6x6xf32>
    %728 = stablehlo.reduce(%727 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %729 = stablehlo.reshape %728 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %731 = stablehlo.multiply %94, %730 : tensor<8x2x6x6xf32>
    %732 = stablehlo.subtract %727, %731 : tensor<8x2x6x6xf32>
    %733 = stablehlo.reshape %732 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %734 = stablehlo.transpose %70, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %735 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %736 = stablehlo.dot_general %734, %735, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x6xf32>, tensor<16x6x6xf32>) -> tensor<16x8x6xf32>
    %737 = stablehlo.transpose %71, dims = [0, 2, 1] : (tensor<16x8x6xf32>) -> tensor<16x6x8xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %739 = stablehlo.dot_general %733, %738, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %740 = stablehlo.reshape %736 : (tensor<16x8x6xf32>) -> tensor<8x2x8x6xf32>
    %741 = stablehlo.reshape %739 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %742 = stablehlo.multiply %740, %68 : tensor<8x2x8x6xf32>
    %743 = stablehlo.transpose %742, dims = [0, 1, 3, 2] : (tensor<8x2x8x6xf32>) -> tensor<8x2x6x8xf32>
    %744 = stablehlo.multiply %741, %65 : tensor<8x2x6x8xf32>
    %745 = stablehlo.reshape %725 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %746 = stablehlo.reshape %743 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %747 = stablehlo.reshape %744 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %748 = stablehlo.transpose %745, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %749 = stablehlo.reshape %748 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %750 = stablehlo.transpose %746, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %751 = stablehlo.reshape %750 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %752 = stablehlo.transpose %747, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %753 = stablehlo.reshape %752 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %754 = stablehlo.reshape %749 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %757 = stablehlo.select %479, %756, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %758 = stablehlo.reshape %751 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %761 = stablehlo.select %486, %760, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %762 = stablehlo.add %757, %761 : tensor<3x6x8x16xf32>
    %763 = stablehlo.reshape %753 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %766 = stablehlo.select %493, %765, %481 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %767 = stablehlo.add %762, %766 : tensor<3x6x8x16xf32>
    %768 = stablehlo.reshape %767 : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x1x16xf32>
    %769 = stablehlo.transpose %768, dims = [3, 1, 2, 0, 4] : (tensor<3x6x8x1x16xf32>) -> tensor<1x6x8x3x16xf32>
    %770 = stablehlo.reshape %769 : (tensor<1x6x8x3x16xf32>) -> tensor<6x8x3x16xf32>
    %771 = stablehlo.reshape %770 : (tensor<6x8x3x16xf32>) -> tensor<6x8x48xf32>
    %772 = stablehlo.reduce(%771 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %773 = stablehlo.reshape %772 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %774 = stablehlo.reshape %773 : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %775 = stablehlo.reshape %771 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %776 = stablehlo.transpose %775, dims = [1, 0] : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %777 = stablehlo.dot_general %776, %37, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %778 = stablehlo.transpose %777, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %779 = stablehlo.transpose %36, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %780 = stablehlo.dot_general %775, %779, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %781 = stablehlo.reshape %780 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %782 = stablehlo.transpose %778, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %783 = stablehlo.transpose %781, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %784 = stablehlo.multiply %783, %31 : tensor<8x6x16xf32>
    %785 = stablehlo.multiply %784, %543 : tensor<8x6x16xf32>
    %786 = stablehlo.reduce(%784 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %787 = stablehlo.reshape %786 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %788 = stablehlo.multiply %784, %30 : tensor<8x6x16xf32>
    %789 = stablehlo.reduce(%788 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<8x6xf32>
    %790 = stablehlo.reshape %789 : (tensor<8x6xf32>) -> tensor<8x6x1xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %792 = stablehlo.multiply %30, %791 : tensor<8x6x16xf32>
    %793 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %794 = stablehlo.subtract %785, %793 : tensor<8x6x16xf32>
    %795 = stablehlo.subtract %794, %792 : tensor<8x6x16xf32>
    %796 = stablehlo.divide %26, %20 : tensor<8x6x1xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2] : (tensor<8x6x1xf32>) -> tensor<8x6x16xf32>
    %798 = stablehlo.multiply %797, %795 : tensor<8x6x16xf32>
    %799 = stablehlo.multiply %783, %30 : tensor<8x6x16xf32>
    %800 = stablehlo.reduce(%799 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %801 = stablehlo.reduce(%783 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %802 = stablehlo.add %704, %798 : tensor<8x6x16xf32>
    %803 = stablehlo.compare GE, %arg0, %c_13, SIGNED : (tensor<8x6xi64>, tensor<8x6xi64>) -> tensor<8x6xi1>
    %804 = stablehlo.compare LT, %arg0, %c_1, SIGNED : (tensor<8x6xi64>, tensor<8x6xi64>) -> tensor<8x6xi1>
    %805 = stablehlo.and %803, %804 : tensor<8x6xi1>
    %806 = stablehlo.compare NE, %arg0, %c_13, SIGNED : (tensor<8x6xi64>, tensor<8x6xi64>) -> tensor<8x6xi1>
    %807 = stablehlo.and %805, %806 : tensor<8x6xi1>
    %808 = stablehlo.reshape %807 : (tensor<8x6xi1>) -> tensor<8x6x1xi1>
    %809 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x6xi64>, tensor<i64>) -> tensor<8x6xi64>
    %810 = stablehlo.not %808 : tensor<8x6x1xi1>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1, 2] : (tensor<8x6x1xi1>) -> tensor<8x6x16xi1>
    %812 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x6x16xf32>
    %813 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<8x6x16xf32>) -> tensor<8x6x16xf32>
    %814 = stablehlo.select %811, %812, %813 : tensor<8x6x16xi1>, tensor<8x6x16xf32>
    %815 = stablehlo.reshape %809 : (tensor<8x6xi64>) -> tensor<8x6x1xi64>
    %816 = "stablehlo.scatter"(%cst, %815, %814) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %817 = stablehlo.add %arg33, %arg34 : tensor<f32>
      stablehlo.return %817 : tensor<f32>
    }) : (tensor<24x16xf32>, tensor<8x6x1xi64>, tensor<8x6x16xf32>) -> tensor<24x16xf32>
    return %393, %816, %782, %774, %715, %714, %685, %683, %670, %668, %800, %801, %702, %703, %639, %631, %572, %571, %541, %539, %523, %521, %657, %658, %559, %560, %511, %503, %437, %436, %426, %418 : tensor<f32>, tensor<24x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<5x16xf32>, tensor<5xf32>
  }
}
