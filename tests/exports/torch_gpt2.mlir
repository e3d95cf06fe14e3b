module {
  func.func @main(%arg0: tensor<8x16xi64> {jax.arg_info = "input['input_ids']", tag.role = "batch"}, %arg1: tensor<8x16xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<128x32xf32> {jax.arg_info = "param['transformer.wte.weight']", tag.role = "param"}, %arg3: tensor<32x32xf32> {jax.arg_info = "param['transformer.wpe.weight']", tag.role = "param"}, %arg4: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.ln_1.weight']", tag.role = "param"}, %arg5: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.ln_1.bias']", tag.role = "param"}, %arg6: tensor<32x96xf32> {jax.arg_info = "param['transformer.h.0.attn.c_attn.weight']", tag.role = "param"}, %arg7: tensor<96xf32> {jax.arg_info = "param['transformer.h.0.attn.c_attn.bias']", tag.role = "param"}, %arg8: tensor<32x32xf32> {jax.arg_info = "param['transformer.h.0.attn.c_proj.weight']", tag.role = "param"}, %arg9: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.attn.c_proj.bias']", tag.role = "param"}, %arg10: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.ln_2.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.ln_2.bias']", tag.role = "param"}, %arg12: tensor<32x128xf32> {jax.arg_info = "param['transformer.h.0.mlp.c_fc.weight']", tag.role = "param"}, %arg13: tensor<128xf32> {jax.arg_info = "param['transformer.h.0.mlp.c_fc.bias']", tag.role = "param"}, %arg14: tensor<128x32xf32> {jax.arg_info = "param['transformer.h.0.mlp.c_proj.weight']", tag.role = "param"}, %arg15: tensor<32xf32> {jax.arg_info = "param['transformer.h.0.mlp.c_proj.bias']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.ln_1.weight']", tag.role = "param"}, %arg17: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.ln_1.bias']", tag.role = "param"}, %arg18: tensor<32x96xf32> {jax.arg_info = "param['transformer.h.1.attn.c_attn.weight']", tag.role = "param"}, %arg19: tensor<96xf32> {jax.arg_info = "param['transformer.h.1.attn.c_attn.bias']", tag.role = "param"}, %arg20: tensor<32x32xf32> {jax.arg_info = "param['transformer.h.1.attn.c_proj.weight']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.attn.c_proj.bias']", tag.role = "param"}, %arg22: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.ln_2.weight']", tag.role = "param"}, %arg23: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.ln_2.bias']", tag.role = "param"}, %arg24: tensor<32x128xf32> {jax.arg_info = "param['transformer.h.1.mlp.c_fc.weight']", tag.role = "param"}, %arg25: tensor<128xf32> {jax.arg_info = "param['transformer.h.1.mlp.c_fc.bias']", tag.role = "param"}, %arg26: tensor<128x32xf32> {jax.arg_info = "param['transformer.h.1.mlp.c_proj.weight']", tag.role = "param"}, %arg27: tensor<32xf32> {jax.arg_info = "param['transformer.h.1.mlp.c_proj.bias']", tag.role = "param"}, %arg28: tensor<32xf32> {jax.arg_info = "param['transformer.ln_f.weight']", tag.role = "param"}, %arg29: tensor<32xf32> {jax.arg_info = "param['transformer.ln_f.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['transformer.wte.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['transformer.wpe.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.ln_1.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.ln_1.bias']"}, tensor<32x96xf32> {jax.result_info = "grad['transformer.h.0.attn.c_attn.weight']"}, tensor<96xf32> {jax.result_info = "grad['transformer.h.0.attn.c_attn.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['transformer.h.0.attn.c_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.attn.c_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.ln_2.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.ln_2.bias']"}, tensor<32x128xf32> {jax.result_info = "grad['transformer.h.0.mlp.c_fc.weight']"}, tensor<128xf32> {jax.result_info = "grad['transformer.h.0.mlp.c_fc.bias']"}, tensor<128x32xf32> {jax.result_info = "grad['transformer.h.0.mlp.c_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.0.mlp.c_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.ln_1.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.ln_1.bias']"}, tensor<32x96xf32> {jax.result_info = "grad['transformer.h.1.attn.c_attn.weight']"}, tensor<96xf32> {jax.result_info = "grad['transformer.h.1.attn.c_attn.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['transformer.h.1.attn.c_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.attn.c_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.ln_2.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.ln_2.bias']"}, tensor<32x128xf32> {jax.result_info = "grad['transformer.h.1.mlp.c_fc.weight']"}, tensor<128xf32> {jax.result_info = "grad['transformer.h.1.mlp.c_fc.bias']"}, tensor<128x32xf32> {jax.result_info = "grad['transformer.h.1.mlp.c_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.h.1.mlp.c_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['transformer.ln_f.weight']"}, tensor<32xf32> {jax.result_info = "grad['transformer.ln_f.bias']"}) {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x16xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<8x16xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x16xi64>
    %c_4 = stablehlo.constant dense<31> : tensor<i64>
    %c_5 = stablehlo.constant dense<-32> : tensor<i64>
    %c_6 = stablehlo.constant dense<-1> : tensor<1x16xi64>
    %c_7 = stablehlo.constant dense<32> : tensor<1x16xi64>
    %c_8 = stablehlo.constant dense<0> : tensor<1x16xi64>
    %c_9 = stablehlo.constant dense<0> : tensor<128x1xi64>
    %c_10 = stablehlo.constant dense<-100> : tensor<128x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<128xi64>
    %c_13 = stablehlo.constant dense<true> : tensor<8x1x16x16xi1>
    %c_14 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_15 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_16 = stablehlo.constant dense<8> : tensor<i64>
    %c_17 = stablehlo.constant dense<1> : tensor<8x16xi64>
    %c_18 = stablehlo.constant dense<1> : tensor<8x1xi64>
    %c_19 = stablehlo.constant dense<0> : tensor<16xi64>
    %c_20 = stablehlo.constant dense<1> : tensor<16xi64>
    %c_21 = stablehlo.constant dense<16> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_23 = stablehlo.constant dense<-1.000000e+00> : tensor<128x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<128x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_26 = stablehlo.constant dense<0> : tensor<i64>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_29 = stablehlo.constant dense<1> : tensor<i64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_32 = arith.constant dense<1> : tensor<1xi64>
    %cst_33 = arith.constant dense<32> : tensor<1xi64>
    %cst_34 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_35 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_36 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_37 = arith.constant dense<3> : tensor<1xi64>
    %cst_38 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_39 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_40 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_41 = arith.constant dense<-1.000000e+02> : tensor<1xf64>
    %cst_42 = arith.constant dense<2> : tensor<1xi64>
    %cst_43 = arith.constant dense<3.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<8x16xi64>) -> tensor<8x16xi64>
    %1 = "stablehlo.gather"(%arg2, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %2 = stablehlo.convert %1 : tensor<8x16x32xf32>
    %3 = stablehlo.convert %c_29 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.convert %c_21 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.divide %4, %3 : tensor<f64>
    %6 = stablehlo.ceil %5 : tensor<f64>
    %7 = stablehlo.convert %6 : (tensor<f64>) -> tensor<i64>
    %8 = stablehlo.reshape %7 : (tensor<i64>) -> tensor<1xi64>
    %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<1xi64>) -> tensor<16xi64>
    %10 = stablehlo.multiply %9, %c_20 : tensor<16xi64>
    %11 = stablehlo.add %10, %c_19 : tensor<16xi64>
    %12 = stablehlo.add %11, %c_19 : tensor<16xi64>
    %13 = stablehlo.reshape %12 : (tensor<16xi64>) -> tensor<1x16xi64>
    %14 = "stablehlo.gather"(%arg3, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x16xi64>) -> tensor<1x16x32xf32>
    %15 = stablehlo.convert %14 : tensor<1x16x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<8x16x32xf32>
    %17 = stablehlo.add %2, %16 : tensor<8x16x32xf32>
    %18 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xi64>) -> tensor<8x16xi64>
    %19 = stablehlo.slice %18 [0:8, 0:1] : (tensor<8x16xi64>) -> tensor<8x1xi64>
    %20 = stablehlo.subtract %19, %c_18 : tensor<8x1xi64>
    %21 = stablehlo.concatenate %20, %18, dim = 1 : (tensor<8x1xi64>, tensor<8x16xi64>) -> tensor<8x17xi64>
    %22 = stablehlo.slice %21 [0:8, 0:16] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %23 = stablehlo.slice %21 [0:8, 1:17] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %24 = stablehlo.subtract %23, %22 : tensor<8x16xi64>
    %25 = stablehlo.compare NE, %24, %c_17, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %26 = stablehlo.convert %25 : (tensor<8x16xi1>) -> tensor<8x16xi64>
    %27 = "stablehlo.reduce_window"(%26, %c_26) <{padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg30: tensor<i64>, %arg31: tensor<i64>):
      %739 = stablehlo.add %arg30, %arg31 : tensor<i64>
      stablehlo.return %739 : tensor<i64>
    }) : (tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %28 = stablehlo.convert %c_16 : (tensor<i64>) -> tensor<f64>
    %29 = stablehlo.divide %28, %3 : tensor<f64>
    %30 = stablehlo.ceil %29 : tensor<f64>
    %31 = stablehlo.convert %30 : (tensor<f64>) -> tensor<i64>
    %32 = stablehlo.reshape %31 : (tensor<i64>) -> tensor<1xi64>
    %33 = stablehlo.dynamic_iota %32, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %34 = stablehlo.multiply %33, %c_15 : tensor<8xi64>
    %35 = stablehlo.add %34, %c_14 : tensor<8xi64>
    %36 = stablehlo.reshape %35 : (tensor<8xi64>) -> tensor<8x1xi64>
    %37 = stablehlo.reshape %36 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %38 = stablehlo.reshape %37 : (tensor<8x1x1xi64>) -> tensor<8x1x1x1xi64>
    %39 = stablehlo.reshape %13 : (tensor<1x16xi64>) -> tensor<1x1x16xi64>
    %40 = stablehlo.reshape %39 : (tensor<1x1x16xi64>) -> tensor<1x1x16x1xi64>
    %41 = stablehlo.reshape %39 : (tensor<1x1x16xi64>) -> tensor<1x1x1x16xi64>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x1x16x1xi64>
    %43 = stablehlo.reshape %42 : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x1x1xi64>
    %44 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x16x1xi64>) -> tensor<8x1x16x1xi64>
    %45 = stablehlo.reshape %44 : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x1x1xi64>
    %46 = stablehlo.concatenate %43, %45, dim = 4 : (tensor<8x1x16x1x1xi64>, tensor<8x1x16x1x1xi64>) -> tensor<8x1x16x1x2xi64>
    %47 = "stablehlo.gather"(%18, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x16x1x2xi64>) -> tensor<8x1x16x1xi64>
    %48 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x16xi64>
    %49 = stablehlo.reshape %48 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %50 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi64>) -> tensor<8x1x1x16xi64>
    %51 = stablehlo.reshape %50 : (tensor<8x1x1x16xi64>) -> tensor<8x1x1x16x1xi64>
    %52 = stablehlo.concatenate %49, %51, dim = 4 : (tensor<8x1x1x16x1xi64>, tensor<8x1x1x16x1xi64>) -> tensor<8x1x1x16x2xi64>
    %53 = "stablehlo.gather"(%18, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x1x16x2xi64>) -> tensor<8x1x1x16xi64>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi64>) -> tensor<8x1x16x16xi64>
    %55 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x16xi64>
    %56 = stablehlo.compare LE, %54, %55, SIGNED : (tensor<8x1x16x16xi64>, tensor<8x1x16x16xi64>) -> tensor<8x1x16x16xi1>
    %57 = stablehlo.and %56, %c_13 : tensor<8x1x16x16xi1>
    %58 = "stablehlo.gather"(%27, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x16x1x2xi64>) -> tensor<8x1x16x1xi64>
    %59 = "stablehlo.gather"(%27, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x16xi64>, tensor<8x1x1x16x2xi64>) -> tensor<8x1x1x16xi64>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x1x16x1xi64>) -> tensor<8x1x16x16xi64>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xi64>) -> tensor<8x1x16x16xi64>
    %62 = stablehlo.compare EQ, %60, %61, SIGNED : (tensor<8x1x16x16xi64>, tensor<8x1x16x16xi64>) -> tensor<8x1x16x16xi1>
    %63 = stablehlo.and %57, %62 : tensor<8x1x16x16xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xi1>) -> tensor<8x1x16x16xi1>
    %65 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %66 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x16x16xf32>
    %67 = stablehlo.select %64, %65, %66 : tensor<8x1x16x16xi1>, tensor<8x1x16x16xf32>
    %68 = stablehlo.convert %17 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %69 = stablehlo.reduce(%68 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %70 = stablehlo.reshape %69 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %71 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf64>
    %72 = stablehlo.reshape %71 : (tensor<1xf64>) -> tensor<f64>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f64>) -> tensor<8x16x1xf64>
    %74 = stablehlo.divide %70, %73 : tensor<8x16x1xf64>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %76 = stablehlo.subtract %68, %75 : tensor<8x16x32xf64>
    %77 = stablehlo.multiply %76, %76 : tensor<8x16x32xf64>
    %78 = stablehlo.reduce(%77 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %79 = stablehlo.reshape %78 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %80 = stablehlo.divide %79, %73 : tensor<8x16x1xf64>
    %81 = stablehlo.convert %80 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %82 = stablehlo.reduce(%17 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %84 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %87 = stablehlo.divide %83, %86 : tensor<8x16x1xf32>
    %88 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xf32>
    %89 = stablehlo.reshape %88 : (tensor<1xf32>) -> tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %91 = stablehlo.add %81, %90 : tensor<8x16x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %94 = stablehlo.subtract %17, %93 : tensor<8x16x32xf32>
    %95 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x16x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<8x16x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %100 = stablehlo.add %98, %99 : tensor<8x16x32xf32>
    %101 = stablehlo.reshape %100 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %102 = stablehlo.dot_general %101, %arg6, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %103 = stablehlo.convert %cst_32 : (tensor<1xi64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<128x96xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<128x96xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %108 = stablehlo.multiply %arg7, %107 : tensor<96xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %110 = stablehlo.add %106, %109 : tensor<128x96xf32>
    %111 = stablehlo.reshape %110 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %112 = stablehlo.slice %111 [0:8, 0:16, 0:32] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %113 = stablehlo.slice %111 [0:8, 0:16, 32:64] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %114 = stablehlo.slice %111 [0:8, 0:16, 64:96] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %115 = stablehlo.reshape %113 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %117 = stablehlo.reshape %114 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %118 = stablehlo.transpose %117, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %119 = stablehlo.reshape %112 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %121 = stablehlo.transpose %116, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %122 = stablehlo.reshape %120 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %123 = stablehlo.reshape %121 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %125 = stablehlo.dot_general %122, %124, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %127 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %128 = stablehlo.reshape %127 : (tensor<1xf32>) -> tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<8x2x16x16xf32>
    %131 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x1x16x16xf32>) -> tensor<8x2x16x16xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x2x16x16xf32>
    %133 = stablehlo.reduce(%132 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %136 = stablehlo.subtract %132, %135 : tensor<8x2x16x16xf32>
    %137 = stablehlo.exponential %136 : tensor<8x2x16x16xf32>
    %138 = stablehlo.reduce(%137 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %141 = stablehlo.divide %137, %140 : tensor<8x2x16x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %143 = stablehlo.reshape %118 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %145 = stablehlo.dot_general %142, %144, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %150 = stablehlo.dot_general %149, %arg8, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %151 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<128x32xf32>
    %153 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %154 = stablehlo.multiply %arg9, %153 : tensor<32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %156 = stablehlo.add %152, %155 : tensor<128x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %158 = stablehlo.add %157, %17 : tensor<8x16x32xf32>
    %159 = stablehlo.convert %158 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %160 = stablehlo.reduce(%159 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %161 = stablehlo.reshape %160 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %162 = stablehlo.divide %161, %73 : tensor<8x16x1xf64>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %164 = stablehlo.subtract %159, %163 : tensor<8x16x32xf64>
    %165 = stablehlo.multiply %164, %164 : tensor<8x16x32xf64>
    %166 = stablehlo.reduce(%165 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %167 = stablehlo.reshape %166 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %168 = stablehlo.divide %167, %73 : tensor<8x16x1xf64>
    %169 = stablehlo.convert %168 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %170 = stablehlo.reduce(%158 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %172 = stablehlo.divide %171, %86 : tensor<8x16x1xf32>
    %173 = stablehlo.add %169, %90 : tensor<8x16x1xf32>
    %174 = stablehlo.rsqrt %173 : tensor<8x16x1xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %176 = stablehlo.subtract %158, %175 : tensor<8x16x32xf32>
    %177 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8x16x32xf32>
    %179 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x16x32xf32>
    %181 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x16x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %184 = stablehlo.dot_general %183, %arg12, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %185 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<128x128xf32>
    %187 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %188 = stablehlo.multiply %arg13, %187 : tensor<128xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %190 = stablehlo.add %186, %189 : tensor<128x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %192 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1xf32>) -> tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %195 = stablehlo.multiply %191, %194 : tensor<8x16x128xf32>
    %196 = stablehlo.convert %cst_37 : (tensor<1xi64>) -> tensor<1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1xf32>) -> tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %199 = stablehlo.power %191, %198 : tensor<8x16x128xf32>
    %200 = stablehlo.convert %cst_38 : (tensor<1xf64>) -> tensor<1xf32>
    %201 = stablehlo.reshape %200 : (tensor<1xf32>) -> tensor<f32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<8x16x128xf32>
    %204 = stablehlo.add %191, %203 : tensor<8x16x128xf32>
    %205 = stablehlo.convert %cst_39 : (tensor<1xf64>) -> tensor<1xf32>
    %206 = stablehlo.reshape %205 : (tensor<1xf32>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<8x16x128xf32>
    %209 = stablehlo.tanh %208 : tensor<8x16x128xf32>
    %210 = stablehlo.convert %cst_40 : (tensor<1xf64>) -> tensor<1xf32>
    %211 = stablehlo.reshape %210 : (tensor<1xf32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %213 = stablehlo.add %209, %212 : tensor<8x16x128xf32>
    %214 = stablehlo.multiply %195, %213 : tensor<8x16x128xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %216 = stablehlo.dot_general %215, %arg14, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %217 = stablehlo.multiply %216, %151 : tensor<128x32xf32>
    %218 = stablehlo.multiply %arg15, %153 : tensor<32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %220 = stablehlo.add %217, %219 : tensor<128x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %222 = stablehlo.add %158, %221 : tensor<8x16x32xf32>
    %223 = stablehlo.convert %222 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %224 = stablehlo.reduce(%223 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %225 = stablehlo.reshape %224 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %226 = stablehlo.divide %225, %73 : tensor<8x16x1xf64>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %228 = stablehlo.subtract %223, %227 : tensor<8x16x32xf64>
    %229 = stablehlo.multiply %228, %228 : tensor<8x16x32xf64>
    %230 = stablehlo.reduce(%229 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %231 = stablehlo.reshape %230 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %232 = stablehlo.divide %231, %73 : tensor<8x16x1xf64>
    %233 = stablehlo.convert %232 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %234 = stablehlo.reduce(%222 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %236 = stablehlo.divide %235, %86 : tensor<8x16x1xf32>
    %237 = stablehlo.add %233, %90 : tensor<8x16x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<8x16x1xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %240 = stablehlo.subtract %222, %239 : tensor<8x16x32xf32>
    %241 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<8x16x32xf32>
    %243 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x16x32xf32>
    %245 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %246 = stablehlo.add %244, %245 : tensor<8x16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %248 = stablehlo.dot_general %247, %arg18, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x96xf32>) -> tensor<128x96xf32>
    %249 = stablehlo.multiply %248, %105 : tensor<128x96xf32>
    %250 = stablehlo.multiply %arg19, %107 : tensor<96xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<96xf32>) -> tensor<128x96xf32>
    %252 = stablehlo.add %249, %251 : tensor<128x96xf32>
    %253 = stablehlo.reshape %252 : (tensor<128x96xf32>) -> tensor<8x16x96xf32>
    %254 = stablehlo.slice %253 [0:8, 0:16, 0:32] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %255 = stablehlo.slice %253 [0:8, 0:16, 32:64] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %256 = stablehlo.slice %253 [0:8, 0:16, 64:96] : (tensor<8x16x96xf32>) -> tensor<8x16x32xf32>
    %257 = stablehlo.reshape %255 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %259 = stablehlo.reshape %256 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %261 = stablehlo.reshape %254 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %263 = stablehlo.transpose %258, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %264 = stablehlo.reshape %262 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %265 = stablehlo.reshape %263 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %267 = stablehlo.dot_general %264, %266, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %269 = stablehlo.multiply %268, %129 : tensor<8x2x16x16xf32>
    %270 = stablehlo.add %269, %131 : tensor<8x2x16x16xf32>
    %271 = stablehlo.reduce(%270 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %274 = stablehlo.subtract %270, %273 : tensor<8x2x16x16xf32>
    %275 = stablehlo.exponential %274 : tensor<8x2x16x16xf32>
    %276 = stablehlo.reduce(%275 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %279 = stablehlo.divide %275, %278 : tensor<8x2x16x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %281 = stablehlo.reshape %260 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %283 = stablehlo.dot_general %280, %282, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %285 = stablehlo.transpose %284, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %288 = stablehlo.dot_general %287, %arg20, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %289 = stablehlo.multiply %288, %151 : tensor<128x32xf32>
    %290 = stablehlo.multiply %arg21, %153 : tensor<32xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %292 = stablehlo.add %289, %291 : tensor<128x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %294 = stablehlo.add %293, %222 : tensor<8x16x32xf32>
    %295 = stablehlo.convert %294 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %296 = stablehlo.reduce(%295 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %297 = stablehlo.reshape %296 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %298 = stablehlo.divide %297, %73 : tensor<8x16x1xf64>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %300 = stablehlo.subtract %295, %299 : tensor<8x16x32xf64>
    %301 = stablehlo.multiply %300, %300 : tensor<8x16x32xf64>
    %302 = stablehlo.reduce(%301 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %303 = stablehlo.reshape %302 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %304 = stablehlo.divide %303, %73 : tensor<8x16x1xf64>
    %305 = stablehlo.convert %304 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %306 = stablehlo.reduce(%294 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %308 = stablehlo.divide %307, %86 : tensor<8x16x1xf32>
    %309 = stablehlo.add %305, %90 : tensor<8x16x1xf32>
    %310 = stablehlo.rsqrt %309 : tensor<8x16x1xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %312 = stablehlo.subtract %294, %311 : tensor<8x16x32xf32>
    %313 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %314 = stablehlo.multiply %312, %313 : tensor<8x16x32xf32>
    %315 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<8x16x32xf32>
    %317 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %318 = stablehlo.add %316, %317 : tensor<8x16x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %320 = stablehlo.dot_general %319, %arg24, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %321 = stablehlo.multiply %320, %185 : tensor<128x128xf32>
    %322 = stablehlo.multiply %arg25, %187 : tensor<128xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [1] : (tensor<128xf32>) -> tensor<128x128xf32>
    %324 = stablehlo.add %321, %323 : tensor<128x128xf32>
    %325 = stablehlo.reshape %324 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %326 = stablehlo.multiply %325, %194 : tensor<8x16x128xf32>
    %327 = stablehlo.power %325, %198 : tensor<8x16x128xf32>
    %328 = stablehlo.multiply %327, %202 : tensor<8x16x128xf32>
    %329 = stablehlo.add %325, %328 : tensor<8x16x128xf32>
    %330 = stablehlo.multiply %329, %207 : tensor<8x16x128xf32>
    %331 = stablehlo.tanh %330 : tensor<8x16x128xf32>
    %332 = stablehlo.add %331, %212 : tensor<8x16x128xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<8x16x128xf32>
    %334 = stablehlo.reshape %333 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %335 = stablehlo.dot_general %334, %arg26, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %336 = stablehlo.multiply %335, %151 : tensor<128x32xf32>
    %337 = stablehlo.multiply %arg27, %153 : tensor<32xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [1] : (tensor<32xf32>) -> tensor<128x32xf32>
    %339 = stablehlo.add %336, %338 : tensor<128x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %341 = stablehlo.add %294, %340 : tensor<8x16x32xf32>
    %342 = stablehlo.convert %341 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf64>
    %343 = stablehlo.reduce(%342 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %344 = stablehlo.reshape %343 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %345 = stablehlo.divide %344, %73 : tensor<8x16x1xf64>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x16x1xf64>) -> tensor<8x16x32xf64>
    %347 = stablehlo.subtract %342, %346 : tensor<8x16x32xf64>
    %348 = stablehlo.multiply %347, %347 : tensor<8x16x32xf64>
    %349 = stablehlo.reduce(%348 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf64>, tensor<f64>) -> tensor<8x16xf64>
    %350 = stablehlo.reshape %349 : (tensor<8x16xf64>) -> tensor<8x16x1xf64>
    %351 = stablehlo.divide %350, %73 : tensor<8x16x1xf64>
    %352 = stablehlo.convert %351 : (tensor<8x16x1xf64>) -> tensor<8x16x1xf32>
    %353 = stablehlo.reduce(%341 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %354 = stablehlo.reshape %353 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %355 = stablehlo.divide %354, %86 : tensor<8x16x1xf32>
    %356 = stablehlo.add %352, %90 : tensor<8x16x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<8x16x1xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %359 = stablehlo.subtract %341, %358 : tensor<8x16x32xf32>
    %360 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<8x16x32xf32>
    %362 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %363 = stablehlo.multiply %361, %362 : tensor<8x16x32xf32>
    %364 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %365 = stablehlo.add %363, %364 : tensor<8x16x32xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %367 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %368 = stablehlo.reshape %366 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %369 = stablehlo.dot_general %368, %367, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %370 = stablehlo.reshape %369 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %371 = stablehlo.convert %cst_41 : (tensor<1xf64>) -> tensor<1xi64>
    %372 = stablehlo.reshape %371 : (tensor<1xi64>) -> tensor<i64>
    %373 = stablehlo.pad %arg1, %372, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<8x16xi64>, tensor<i64>) -> tensor<8x17xi64>
    %374 = stablehlo.slice %373 [0:8, 1:17] : (tensor<8x17xi64>) -> tensor<8x16xi64>
    %375 = stablehlo.reshape %370 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %376 = stablehlo.reshape %374 : (tensor<8x16xi64>) -> tensor<128xi64>
    %377 = stablehlo.reduce(%375 init: %cst_31) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %378 = stablehlo.reshape %377 : (tensor<128xf32>) -> tensor<128x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %380 = stablehlo.subtract %375, %379 : tensor<128x128xf32>
    %381 = stablehlo.exponential %380 : tensor<128x128xf32>
    %382 = stablehlo.reduce(%381 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %383 = stablehlo.reshape %382 : (tensor<128xf32>) -> tensor<128x1xf32>
    %384 = stablehlo.log %383 : tensor<128x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %386 = stablehlo.subtract %380, %385 : tensor<128x128xf32>
    %387 = stablehlo.compare NE, %376, %c_12, SIGNED : (tensor<128xi64>, tensor<128xi64>) -> tensor<128xi1>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<128xi1>) -> tensor<128xi1>
    %389 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<128xi64>) -> tensor<128xi64>
    %390 = stablehlo.select %388, %389, %c_11 : tensor<128xi1>, tensor<128xi64>
    %391 = stablehlo.reshape %390 : (tensor<128xi64>) -> tensor<128x1xi64>
    %392 = stablehlo.iota dim = 0 : tensor<128x1x1xi64>
    %393 = stablehlo.reshape %391 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %394 = stablehlo.concatenate %392, %393, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %395 = "stablehlo.gather"(%386, %394) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<128x128xf32>, tensor<128x1x2xi64>) -> tensor<128x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<128x1xf32>) -> tensor<128xf32>
    %397 = stablehlo.negate %396 : tensor<128xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0] : (tensor<128xf32>) -> tensor<128xf32>
    %399 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.select %388, %398, %399 : tensor<128xi1>, tensor<128xf32>
    %401 = stablehlo.convert %387 : (tensor<128xi1>) -> tensor<128xi64>
    %402 = stablehlo.reduce(%401 init: %c_26) applies stablehlo.add across dimensions = [0] : (tensor<128xi64>, tensor<i64>) -> tensor<i64>
    %403 = stablehlo.convert %402 : (tensor<i64>) -> tensor<f32>
    %404 = stablehlo.reduce(%400 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %405 = stablehlo.divide %404, %403 : tensor<f32>
    %406 = stablehlo.divide %cst_25, %403 : tensor<f32>
    %407 = stablehlo.reshape %376 : (tensor<128xi64>) -> tensor<128x1xi64>
    %408 = stablehlo.compare NE, %407, %c_10, SIGNED : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x1xi1>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x1xi1>
    %410 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<128x1xi64>) -> tensor<128x1xi64>
    %411 = stablehlo.select %409, %410, %c_9 : tensor<128x1xi1>, tensor<128x1xi64>
    %412 = stablehlo.slice %cst_23 [0:128, 0:1] : (tensor<128x1xf32>) -> tensor<128x1xf32>
    %413 = stablehlo.reshape %411 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %414 = stablehlo.concatenate %392, %413, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %415 = "stablehlo.scatter"(%cst_24, %414, %412) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      stablehlo.return %arg31 : tensor<f32>
    }) : (tensor<128x128xf32>, tensor<128x1x2xi64>, tensor<128x1xf32>) -> tensor<128x128xf32>
    %416 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %417 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %418 = stablehlo.select %409, %416, %417 : tensor<128x1xi1>, tensor<128x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %420 = stablehlo.multiply %415, %419 : tensor<128x128xf32>
    %421 = stablehlo.exponential %386 : tensor<128x128xf32>
    %422 = stablehlo.reduce(%420 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %423 = stablehlo.reshape %422 : (tensor<128xf32>) -> tensor<128x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %425 = stablehlo.multiply %421, %424 : tensor<128x128xf32>
    %426 = stablehlo.subtract %420, %425 : tensor<128x128xf32>
    %427 = stablehlo.reshape %426 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %429 = stablehlo.transpose %428, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %430 = stablehlo.dot_general %429, %368, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %431 = stablehlo.transpose %430, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %432 = stablehlo.transpose %367, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %433 = stablehlo.dot_general %428, %432, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %435 = stablehlo.transpose %431, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %436 = stablehlo.reshape %434 : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %437 = stablehlo.multiply %436, %362 : tensor<8x16x32xf32>
    %438 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<8x16x32xf32>
    %440 = stablehlo.reduce(%437 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %442 = stablehlo.multiply %437, %361 : tensor<8x16x32xf32>
    %443 = stablehlo.reduce(%442 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %444 = stablehlo.reshape %443 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %446 = stablehlo.multiply %361, %445 : tensor<8x16x32xf32>
    %447 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %448 = stablehlo.subtract %439, %447 : tensor<8x16x32xf32>
    %449 = stablehlo.subtract %448, %446 : tensor<8x16x32xf32>
    %450 = stablehlo.divide %357, %86 : tensor<8x16x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %452 = stablehlo.multiply %451, %449 : tensor<8x16x32xf32>
    %453 = stablehlo.multiply %436, %361 : tensor<8x16x32xf32>
    %454 = stablehlo.reduce(%453 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %455 = stablehlo.reduce(%436 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %456 = stablehlo.reshape %452 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %457 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %458 = stablehlo.dot_general %456, %457, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %459 = stablehlo.transpose %334, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %460 = stablehlo.dot_general %459, %456, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %461 = stablehlo.reduce(%456 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.reshape %461 : (tensor<32xf32>) -> tensor<1x32xf32>
    %463 = stablehlo.reshape %462 : (tensor<1x32xf32>) -> tensor<32xf32>
    %464 = stablehlo.reshape %458 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %465 = stablehlo.multiply %464, %326 : tensor<8x16x128xf32>
    %466 = stablehlo.multiply %464, %332 : tensor<8x16x128xf32>
    %467 = stablehlo.multiply %331, %331 : tensor<8x16x128xf32>
    %468 = stablehlo.convert %c_29 : (tensor<i64>) -> tensor<f32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %470 = stablehlo.subtract %469, %467 : tensor<8x16x128xf32>
    %471 = stablehlo.multiply %465, %470 : tensor<8x16x128xf32>
    %472 = stablehlo.multiply %471, %207 : tensor<8x16x128xf32>
    %473 = stablehlo.multiply %472, %202 : tensor<8x16x128xf32>
    %474 = stablehlo.convert %cst_42 : (tensor<1xi64>) -> tensor<1xf32>
    %475 = stablehlo.reshape %474 : (tensor<1xf32>) -> tensor<f32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %477 = stablehlo.power %325, %476 : tensor<8x16x128xf32>
    %478 = stablehlo.convert %cst_43 : (tensor<1xf64>) -> tensor<1xf32>
    %479 = stablehlo.reshape %478 : (tensor<1xf32>) -> tensor<f32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %481 = stablehlo.multiply %477, %480 : tensor<8x16x128xf32>
    %482 = stablehlo.multiply %473, %481 : tensor<8x16x128xf32>
    %483 = stablehlo.add %472, %482 : tensor<8x16x128xf32>
    %484 = stablehlo.multiply %466, %194 : tensor<8x16x128xf32>
    %485 = stablehlo.add %483, %484 : tensor<8x16x128xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %487 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %488 = stablehlo.dot_general %486, %487, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %489 = stablehlo.transpose %319, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %490 = stablehlo.dot_general %489, %486, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %491 = stablehlo.reduce(%486 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %492 = stablehlo.reshape %491 : (tensor<128xf32>) -> tensor<1x128xf32>
    %493 = stablehlo.reshape %492 : (tensor<1x128xf32>) -> tensor<128xf32>
    %494 = stablehlo.reshape %488 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %495 = stablehlo.multiply %494, %315 : tensor<8x16x32xf32>
    %496 = stablehlo.multiply %495, %438 : tensor<8x16x32xf32>
    %497 = stablehlo.reduce(%495 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %499 = stablehlo.multiply %495, %314 : tensor<8x16x32xf32>
    %500 = stablehlo.reduce(%499 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %503 = stablehlo.multiply %314, %502 : tensor<8x16x32xf32>
    %504 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %505 = stablehlo.subtract %496, %504 : tensor<8x16x32xf32>
    %506 = stablehlo.subtract %505, %503 : tensor<8x16x32xf32>
    %507 = stablehlo.divide %310, %86 : tensor<8x16x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %509 = stablehlo.multiply %508, %506 : tensor<8x16x32xf32>
    %510 = stablehlo.multiply %494, %314 : tensor<8x16x32xf32>
    %511 = stablehlo.reduce(%510 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %512 = stablehlo.reduce(%494 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %513 = stablehlo.add %452, %509 : tensor<8x16x32xf32>
    %514 = stablehlo.reshape %513 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %515 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %516 = stablehlo.dot_general %514, %515, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %517 = stablehlo.transpose %287, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %518 = stablehlo.dot_general %517, %514, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %519 = stablehlo.reduce(%514 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %520 = stablehlo.reshape %519 : (tensor<32xf32>) -> tensor<1x32xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x32xf32>) -> tensor<32xf32>
    %522 = stablehlo.reshape %516 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %526 = stablehlo.transpose %280, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %527 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %528 = stablehlo.dot_general %526, %527, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %529 = stablehlo.transpose %281, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %531 = stablehlo.dot_general %525, %530, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %532 = stablehlo.reshape %528 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %533 = stablehlo.reshape %531 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %534 = stablehlo.multiply %533, %279 : tensor<8x2x16x16xf32>
    %535 = stablehlo.reduce(%534 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %536 = stablehlo.reshape %535 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %538 = stablehlo.multiply %279, %537 : tensor<8x2x16x16xf32>
    %539 = stablehlo.subtract %534, %538 : tensor<8x2x16x16xf32>
    %540 = stablehlo.multiply %539, %129 : tensor<8x2x16x16xf32>
    %541 = stablehlo.reshape %540 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %542 = stablehlo.transpose %264, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %543 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %544 = stablehlo.dot_general %542, %543, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %545 = stablehlo.transpose %265, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %547 = stablehlo.dot_general %541, %546, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %548 = stablehlo.reshape %544 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %549 = stablehlo.reshape %547 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %550 = stablehlo.transpose %548, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %551 = stablehlo.transpose %549, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %552 = stablehlo.reshape %551 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %553 = stablehlo.transpose %532, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %554 = stablehlo.reshape %553 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %555 = stablehlo.transpose %550, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %557 = stablehlo.concatenate %552, %556, %554, dim = 2 : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x96xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x16x96xf32>) -> tensor<128x96xf32>
    %559 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %560 = stablehlo.dot_general %558, %559, contracting_dims = [1] x [0] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %561 = stablehlo.transpose %247, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %562 = stablehlo.dot_general %561, %558, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x96xf32>) -> tensor<32x96xf32>
    %563 = stablehlo.reduce(%558 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x96xf32>, tensor<f32>) -> tensor<96xf32>
    %564 = stablehlo.reshape %563 : (tensor<96xf32>) -> tensor<1x96xf32>
    %565 = stablehlo.reshape %564 : (tensor<1x96xf32>) -> tensor<96xf32>
    %566 = stablehlo.reshape %560 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %567 = stablehlo.multiply %566, %243 : tensor<8x16x32xf32>
    %568 = stablehlo.multiply %567, %438 : tensor<8x16x32xf32>
    %569 = stablehlo.reduce(%567 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %571 = stablehlo.multiply %567, %242 : tensor<8x16x32xf32>
    %572 = stablehlo.reduce(%571 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %573 = stablehlo.reshape %572 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %575 = stablehlo.multiply %242, %574 : tensor<8x16x32xf32>
    %576 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %577 = stablehlo.subtract %568, %576 : tensor<8x16x32xf32>
    %578 = stablehlo.subtract %577, %575 : tensor<8x16x32xf32>
    %579 = stablehlo.divide %238, %86 : tensor<8x16x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %581 = stablehlo.multiply %580, %578 : tensor<8x16x32xf32>
    %582 = stablehlo.multiply %566, %242 : tensor<8x16x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.reduce(%566 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %585 = stablehlo.add %513, %581 : tensor<8x16x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %587 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %588 = stablehlo.dot_general %586, %587, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %589 = stablehlo.transpose %215, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %590 = stablehlo.dot_general %589, %586, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %591 = stablehlo.reduce(%586 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %592 = stablehlo.reshape %591 : (tensor<32xf32>) -> tensor<1x32xf32>
    %593 = stablehlo.reshape %592 : (tensor<1x32xf32>) -> tensor<32xf32>
    %594 = stablehlo.reshape %588 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %595 = stablehlo.multiply %594, %195 : tensor<8x16x128xf32>
    %596 = stablehlo.multiply %594, %213 : tensor<8x16x128xf32>
    %597 = stablehlo.multiply %209, %209 : tensor<8x16x128xf32>
    %598 = stablehlo.subtract %469, %597 : tensor<8x16x128xf32>
    %599 = stablehlo.multiply %595, %598 : tensor<8x16x128xf32>
    %600 = stablehlo.multiply %599, %207 : tensor<8x16x128xf32>
    %601 = stablehlo.multiply %600, %202 : tensor<8x16x128xf32>
    %602 = stablehlo.power %191, %476 : tensor<8x16x128xf32>
    %603 = stablehlo.multiply %602, %480 : tensor<8x16x128xf32>
    %604 = stablehlo.multiply %601, %603 : tensor<8x16x128xf32>
    %605 = stablehlo.add %600, %604 : tensor<8x16x128xf32>
    %606 = stablehlo.multiply %596, %194 : tensor<8x16x128xf32>
    %607 = stablehlo.add %605, %606 : tensor<8x16x128xf32>
    %608 = stablehlo.reshape %607 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %609 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %610 = stablehlo.dot_general %608, %609, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %611 = stablehlo.transpose %183, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %612 = stablehlo.dot_general %611, %608, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %613 = stablehlo.reduce(%608 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %614 = stablehlo.reshape %613 : (tensor<128xf32>) -> tensor<1x128xf32>
    %615 = stablehlo.reshape %614 : (tensor<1x128xf32>) -> tensor<128xf32>
    %616 = stablehlo.reshape %610 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %617 = stablehlo.multiply %616, %179 : tensor<8x16x32xf32>
    %618 = stablehlo.multiply %617, %438 : tensor<8x16x32xf32>
    %619 = stablehlo.reduce(%617 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %621 = stablehlo.multiply %617, %178 : tensor<8x16x32xf32>
    %622 = stablehlo.reduce(%621 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %623 = stablehlo.reshape %622 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %625 = stablehlo.multiply %178, %624 : tensor<8x16x32xf32>
    %626 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %627 = stablehlo.subtract %618, %626 : tensor<8x16x32xf32>
    %628 = stablehlo.subtract %627, %625 : tensor<8x16x32xf32>
    %629 = stablehlo.divide %174, %86 : tensor<8x16x1xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %631 = stablehlo.multiply %630, %628 : tensor<8x16x32xf32>
    %632 = stablehlo.multiply %616, %178 : tensor<8x16x32xf32>
    %633 = stablehlo.reduce(%632 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %634 = stablehlo.reduce(%616 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.add %585, %631 : tensor<8x16x32xf32>
    %636 = stablehlo.reshape %635 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %637 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %638 = stablehlo.dot_general %636, %637, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %639 = stablehlo.transpose %149, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %640 = stablehlo.dot_general %639, %636, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %641 = stablehlo.reduce(%636 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x32xf32>, tensor<f32>) -> tensor<32xf32>
    %642 = stablehlo.reshape %641 : (tensor<32xf32>) -> tensor<1x32xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x32xf32>) -> tensor<32xf32>
    %644 = stablehlo.reshape %638 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %645 = stablehlo.reshape %644 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %646 = stablehlo.transpose %645, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %648 = stablehlo.transpose %142, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %649 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %650 = stablehlo.dot_general %648, %649, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %651 = stablehlo.transpose %143, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %653 = stablehlo.dot_general %647, %652, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %654 = stablehlo.reshape %650 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %655 = stablehlo.reshape %653 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %656 = stablehlo.multiply %655, %141 : tensor<8x2x16x16xf32>
    %657 = stablehlo.reduce(%656 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %658 = stablehlo.reshape %657 : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %660 = stablehlo.multiply %141, %659 : tensor<8x2x16x16xf32>
    %661 = stablehlo.subtract %656, %660 : tensor<8x2x16x16xf32>
    %662 = stablehlo.multiply %661, %129 : tensor<8x2x16x16xf32>
    %663 = stablehlo.reshape %662 : (tensor<8x2x16x16xf32>) -> tensor<16x16x16xf32>
    %664 = stablehlo.transpose %122, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %665 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %666 = stablehlo.dot_general %664, %665, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %667 = stablehlo.transpose %123, dims = [0, 2, 1] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2] : (tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %669 = stablehlo.dot_general %663, %668, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x16xf32>, tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
    %670 = stablehlo.reshape %666 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %671 = stablehlo.reshape %669 : (tensor<16x16x16xf32>) -> tensor<8x2x16x16xf32>
    %672 = stablehlo.transpose %670, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %673 = stablehlo.transpose %671, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %675 = stablehlo.transpose %654, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %676 = stablehlo.reshape %675 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %677 = stablehlo.transpose %672, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %678 = stablehlo.reshape %677 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %679 = stablehlo.concatenate %674, %678, %676, dim = 2 : (tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>) -> tensor<8x16x96xf32>
    %680 = stablehlo.reshape %679 : (tensor<8x16x96xf32>) -> tensor<128x96xf32>
    %681 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %682 = stablehlo.dot_general %680, %681, contracting_dims = [1] x [0] : (tensor<128x96xf32>, tensor<96x32xf32>) -> tensor<128x32xf32>
    %683 = stablehlo.transpose %101, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %684 = stablehlo.dot_general %683, %680, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x96xf32>) -> tensor<32x96xf32>
    %685 = stablehlo.reduce(%680 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<128x96xf32>, tensor<f32>) -> tensor<96xf32>
    %686 = stablehlo.reshape %685 : (tensor<96xf32>) -> tensor<1x96xf32>
    %687 = stablehlo.reshape %686 : (tensor<1x96xf32>) -> tensor<96xf32>
    %688 = stablehlo.reshape %682 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %689 = stablehlo.multiply %688, %97 : tensor<8x16x32xf32>
    %690 = stablehlo.multiply %689, %438 : tensor<8x16x32xf32>
    %691 = stablehlo.reduce(%689 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %692 = stablehlo.reshape %691 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %693 = stablehlo.multiply %689, %96 : tensor<8x16x32xf32>
    %694 = stablehlo.reduce(%693 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %697 = stablehlo.multiply %96, %696 : tensor<8x16x32xf32>
    %698 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %699 = stablehlo.subtract %690, %698 : tensor<8x16x32xf32>
    %700 = stablehlo.subtract %699, %697 : tensor<8x16x32xf32>
    %701 = stablehlo.divide %92, %86 : tensor<8x16x1xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %703 = stablehlo.multiply %702, %700 : tensor<8x16x32xf32>
    %704 = stablehlo.multiply %688, %96 : tensor<8x16x32xf32>
    %705 = stablehlo.reduce(%704 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.reduce(%688 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.add %635, %703 : tensor<8x16x32xf32>
    %708 = stablehlo.reduce(%707 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %709 = stablehlo.reshape %708 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %710 = stablehlo.compare GE, %13, %c_8, SIGNED : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi1>
    %711 = stablehlo.compare LT, %13, %c_7, SIGNED : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi1>
    %712 = stablehlo.and %710, %711 : tensor<1x16xi1>
    %713 = stablehlo.compare NE, %13, %c_6, SIGNED : (tensor<1x16xi64>, tensor<1x16xi64>) -> tensor<1x16xi1>
    %714 = stablehlo.and %712, %713 : tensor<1x16xi1>
    %715 = stablehlo.reshape %714 : (tensor<1x16xi1>) -> tensor<1x16x1xi1>
    %716 = stablehlo.clamp %c_5, %13, %c_4 : (tensor<i64>, tensor<1x16xi64>, tensor<i64>) -> tensor<1x16xi64>
    %717 = stablehlo.not %715 : tensor<1x16x1xi1>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2] : (tensor<1x16x1xi1>) -> tensor<1x16x32xi1>
    %719 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x16x32xf32>
    %720 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
    %721 = stablehlo.select %718, %719, %720 : tensor<1x16x32xi1>, tensor<1x16x32xf32>
    %722 = stablehlo.reshape %716 : (tensor<1x16xi64>) -> tensor<1x16x1xi64>
    %723 = "stablehlo.scatter"(%cst_22, %722, %721) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %739 = stablehlo.add %arg30, %arg31 : tensor<f32>
      stablehlo.return %739 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x16x1xi64>, tensor<1x16x32xf32>) -> tensor<32x32xf32>
    %724 = stablehlo.compare GE, %0, %c_3, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %725 = stablehlo.compare LT, %0, %c_2, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %726 = stablehlo.and %724, %725 : tensor<8x16xi1>
    %727 = stablehlo.compare NE, %0, %c_1, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %728 = stablehlo.and %726, %727 : tensor<8x16xi1>
    %729 = stablehlo.reshape %728 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %730 = stablehlo.clamp %c_0, %0, %c : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %731 = stablehlo.not %729 : tensor<8x16x1xi1>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %733 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %734 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %735 = stablehlo.select %732, %733, %734 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %736 = stablehlo.reshape %730 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %737 = "stablehlo.scatter"(%cst, %736, %735) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %739 = stablehlo.add %arg30, %arg31 : tensor<f32>
      stablehlo.return %739 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %738 = stablehlo.add %435, %737 : tensor<128x32xf32>
    return %405, %738, %723, %705, %706, %684, %687, %640, %643, %633, %634, %612, %615, %590, %593, %583, %584, %562, %565, %518, %521, %511, %512, %490, %493, %460, %463, %454, %455 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
