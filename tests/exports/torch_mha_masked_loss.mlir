module {
  func.func @main(%arg0: tensor<8x8xi64> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x8xi64> {jax.arg_info = "target[1]", tag.role = "batch"}, %arg3: tensor<50x16xf32> {jax.arg_info = "param['emb.weight']", tag.role = "param"}, %arg4: tensor<48x16xf32> {jax.arg_info = "param['mha.in_proj_weight']", tag.role = "param"}, %arg5: tensor<48xf32> {jax.arg_info = "param['mha.in_proj_bias']", tag.role = "param"}, %arg6: tensor<16x16xf32> {jax.arg_info = "param['mha.out_proj.weight']", tag.role = "param"}, %arg7: tensor<16xf32> {jax.arg_info = "param['mha.out_proj.bias']", tag.role = "param"}, %arg8: tensor<6x16xf32> {jax.arg_info = "param['out.weight']", tag.role = "param"}, %arg9: tensor<6xf32> {jax.arg_info = "param['out.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<50x16xf32> {jax.result_info = "grad['emb.weight']"}, tensor<48x16xf32> {jax.result_info = "grad['mha.in_proj_weight']"}, tensor<48xf32> {jax.result_info = "grad['mha.in_proj_bias']"}, tensor<16x16xf32> {jax.result_info = "grad['mha.out_proj.weight']"}, tensor<16xf32> {jax.result_info = "grad['mha.out_proj.bias']"}, tensor<6x16xf32> {jax.result_info = "grad['out.weight']"}, tensor<6xf32> {jax.result_info = "grad['out.bias']"}) {
    %c = stablehlo.constant dense<49> : tensor<i64>
    %c_0 = stablehlo.constant dense<-50> : tensor<i64>
    %c_1 = stablehlo.constant dense<50> : tensor<8x8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<3x1x1x1xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<3x1x1x1xi64>
    %c_4 = stablehlo.constant dense<2> : tensor<3x1x1x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<3xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<3xi64>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<64x1xi64>
    %c_10 = stablehlo.constant dense<-100> : tensor<64x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<64xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<64xi64>
    %c_13 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<50x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<3x8x8x16xf32>
    %cst_16 = stablehlo.constant dense<-1.000000e+00> : tensor<64x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<64x6xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<8x2x8x8xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<8x8xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x16xf32>
    %cst_25 = arith.constant dense<0.59460355750136051> : tensor<1xf64>
    %cst_26 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_27 = arith.constant dense<1> : tensor<1xi64>
    %cst_28 = arith.constant dense<0.016666666666666666> : tensor<1xf64>
    %cst_29 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg3, %arg2) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<50x16xf32>, tensor<8x8xi64>) -> tensor<8x8x16xf32>
    %1 = stablehlo.convert %0 : tensor<8x8x16xf32>
    %2 = stablehlo.compare EQ, %arg2, %c_13, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %4 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %5 = stablehlo.broadcast_in_dim %cst_22, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<8x8xi1>, tensor<8x8xf32>
    %7 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %8 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %9 = stablehlo.reshape %7 : (tensor<8x8x16xf32>) -> tensor<64x16xf32>
    %10 = stablehlo.dot_general %9, %8, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x48xf32>) -> tensor<64x48xf32>
    %11 = stablehlo.reshape %10 : (tensor<64x48xf32>) -> tensor<8x8x48xf32>
    %12 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<48xf32>) -> tensor<8x8x48xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x8x48xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x8x48xf32>) -> tensor<64x48xf32>
    %15 = stablehlo.reshape %14 : (tensor<64x48xf32>) -> tensor<8x8x48xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x8x48xf32>) -> tensor<8x8x3x16xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x8x3x16xf32>) -> tensor<1x8x8x3x16xf32>
    %18 = stablehlo.transpose %17, dims = [3, 1, 2, 0, 4] : (tensor<1x8x8x3x16xf32>) -> tensor<3x8x8x1x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<3x8x8x1x16xf32>) -> tensor<3x8x8x16xf32>
    %20 = stablehlo.slice %19 [0:1, 0:8, 0:8, 0:16] : (tensor<3x8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x8x8x16xf32>) -> tensor<8x8x16xf32>
    %22 = stablehlo.slice %19 [1:2, 0:8, 0:8, 0:16] : (tensor<3x8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8x16xf32>) -> tensor<8x8x16xf32>
    %24 = stablehlo.slice %19 [2:3, 0:8, 0:8, 0:16] : (tensor<3x8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x8x8x16xf32>) -> tensor<8x8x16xf32>
    %26 = stablehlo.reshape %21 : (tensor<8x8x16xf32>) -> tensor<8x16x8xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0, 2] : (tensor<8x16x8xf32>) -> tensor<16x8x8xf32>
    %28 = stablehlo.reshape %23 : (tensor<8x8x16xf32>) -> tensor<8x16x8xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<8x16x8xf32>) -> tensor<16x8x8xf32>
    %30 = stablehlo.reshape %25 : (tensor<8x8x16xf32>) -> tensor<8x16x8xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0, 2] : (tensor<8x16x8xf32>) -> tensor<16x8x8xf32>
    %32 = stablehlo.reshape %6 : (tensor<8x8xf32>) -> tensor<8x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x2x1x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x2x1x8xf32>) -> tensor<16x1x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<16x1x8xf32>) -> tensor<8x2x1x8xf32>
    %36 = stablehlo.reshape %27 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %37 = stablehlo.reshape %29 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %38 = stablehlo.reshape %31 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %39 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1xf32>) -> tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<8x2x8x8xf32>
    %43 = stablehlo.transpose %37, dims = [0, 1, 3, 2] : (tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<8x2x8x8xf32>
    %45 = stablehlo.reshape %42 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %46 = stablehlo.reshape %44 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %48 = stablehlo.dot_general %45, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x2x1x8xf32>) -> tensor<8x2x8x8xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x2x8x8xf32>
    %52 = stablehlo.reduce(%51 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x2x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x2x8xf32>) -> tensor<8x2x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x2x8x1xf32>) -> tensor<8x2x8x8xf32>
    %55 = stablehlo.subtract %51, %54 : tensor<8x2x8x8xf32>
    %56 = stablehlo.exponential %55 : tensor<8x2x8x8xf32>
    %57 = stablehlo.reduce(%56 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x2x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x2x8xf32>) -> tensor<8x2x8x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x2x8x1xf32>) -> tensor<8x2x8x8xf32>
    %60 = stablehlo.divide %56, %59 : tensor<8x2x8x8xf32>
    %61 = stablehlo.convert %cst_26 : tensor<1xf64>
    %62 = stablehlo.reshape %61 : (tensor<1xf64>) -> tensor<f64>
    %63 = stablehlo.convert %62 : (tensor<f64>) -> tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<8x2x8x8xf32>
    %65 = stablehlo.compare EQ, %51, %64, FLOAT : (tensor<8x2x8x8xf32>, tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xi1>
    %66 = stablehlo.reduce(%65 init: %c_23) applies stablehlo.and across dimensions = [3] : (tensor<8x2x8x8xi1>, tensor<i1>) -> tensor<8x2x8xi1>
    %67 = stablehlo.reshape %66 : (tensor<8x2x8xi1>) -> tensor<8x2x8x1xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x2x8x1xi1>) -> tensor<8x2x8x8xi1>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [0, 1, 2, 3] : (tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %71 = stablehlo.select %68, %69, %70 : tensor<8x2x8x8xi1>, tensor<8x2x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %73 = stablehlo.reshape %38 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %75 = stablehlo.dot_general %72, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [2, 0, 1, 3] : (tensor<8x2x8x8xf32>) -> tensor<8x8x2x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x8x2x8xf32>) -> tensor<64x16xf32>
    %79 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %80 = stablehlo.dot_general %78, %79, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
    %81 = stablehlo.convert %cst_27 : (tensor<1xi64>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<64x16xf32>
    %85 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %86 = stablehlo.multiply %arg7, %85 : tensor<16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<16xf32>) -> tensor<64x16xf32>
    %88 = stablehlo.add %84, %87 : tensor<64x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<64x16xf32>) -> tensor<8x8x16xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %91 = stablehlo.add %1, %90 : tensor<8x8x16xf32>
    %92 = stablehlo.reshape %2 : (tensor<8x8xi1>) -> tensor<8x8x1xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x8x1xi1>) -> tensor<8x8x16xi1>
    %94 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %96 = stablehlo.select %93, %94, %95 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %97 = stablehlo.maximum %96, %cst_24 : tensor<8x8x16xf32>
    %98 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %99 = stablehlo.reshape %97 : (tensor<8x8x16xf32>) -> tensor<64x16xf32>
    %100 = stablehlo.dot_general %99, %98, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x6xf32>) -> tensor<64x6xf32>
    %101 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<64x6xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<64x6xf32>
    %103 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %104 = stablehlo.multiply %arg9, %103 : tensor<6xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<6xf32>) -> tensor<64x6xf32>
    %106 = stablehlo.add %102, %105 : tensor<64x6xf32>
    %107 = stablehlo.reshape %106 : (tensor<64x6xf32>) -> tensor<8x8x6xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x6xf32>) -> tensor<64x6xf32>
    %109 = stablehlo.reshape %arg1 : (tensor<8x8xi64>) -> tensor<64xi64>
    %110 = stablehlo.reduce(%108 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<64x6xf32>, tensor<f32>) -> tensor<64xf32>
    %111 = stablehlo.reshape %110 : (tensor<64xf32>) -> tensor<64x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x6xf32>
    %113 = stablehlo.subtract %108, %112 : tensor<64x6xf32>
    %114 = stablehlo.exponential %113 : tensor<64x6xf32>
    %115 = stablehlo.reduce(%114 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<64x6xf32>, tensor<f32>) -> tensor<64xf32>
    %116 = stablehlo.reshape %115 : (tensor<64xf32>) -> tensor<64x1xf32>
    %117 = stablehlo.log %116 : tensor<64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x6xf32>
    %119 = stablehlo.subtract %113, %118 : tensor<64x6xf32>
    %120 = stablehlo.compare NE, %109, %c_12, SIGNED : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi1>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<64xi1>) -> tensor<64xi1>
    %122 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<64xi64>) -> tensor<64xi64>
    %123 = stablehlo.select %121, %122, %c_11 : tensor<64xi1>, tensor<64xi64>
    %124 = stablehlo.reshape %123 : (tensor<64xi64>) -> tensor<64x1xi64>
    %125 = stablehlo.iota dim = 0 : tensor<64x1x1xi64>
    %126 = stablehlo.reshape %124 : (tensor<64x1xi64>) -> tensor<64x1x1xi64>
    %127 = stablehlo.concatenate %125, %126, dim = 2 : (tensor<64x1x1xi64>, tensor<64x1x1xi64>) -> tensor<64x1x2xi64>
    %128 = "stablehlo.gather"(%119, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<64x6xf32>, tensor<64x1x2xi64>) -> tensor<64x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<64x1xf32>) -> tensor<64xf32>
    %130 = stablehlo.negate %129 : tensor<64xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<64xf32>) -> tensor<64xf32>
    %132 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %133 = stablehlo.select %121, %131, %132 : tensor<64xi1>, tensor<64xf32>
    %134 = stablehlo.reduce(%119 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<64x6xf32>, tensor<f32>) -> tensor<64xf32>
    %135 = stablehlo.negate %134 : tensor<64xf32>
    %136 = stablehlo.compare EQ, %109, %c_12, SIGNED : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi1>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<64xi1>) -> tensor<64xi1>
    %138 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<64xf32>) -> tensor<64xf32>
    %139 = stablehlo.select %137, %132, %138 : tensor<64xi1>, tensor<64xf32>
    %140 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %141 = stablehlo.reshape %140 : (tensor<1xf32>) -> tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<64xf32>
    %144 = stablehlo.convert %cst_29 : (tensor<1xf64>) -> tensor<1xf32>
    %145 = stablehlo.reshape %144 : (tensor<1xf32>) -> tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %147 = stablehlo.multiply %133, %146 : tensor<64xf32>
    %148 = stablehlo.add %147, %143 : tensor<64xf32>
    %149 = stablehlo.reshape %arg2 : (tensor<8x8xi64>) -> tensor<64xi64>
    %150 = stablehlo.compare NE, %149, %c_11, SIGNED : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi1>
    %151 = stablehlo.convert %150 : (tensor<64xi1>) -> tensor<64xf32>
    %152 = stablehlo.multiply %148, %151 : tensor<64xf32>
    %153 = stablehlo.reduce(%152 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %154 = stablehlo.reduce(%151 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %155 = stablehlo.divide %153, %154 : tensor<f32>
    %156 = stablehlo.divide %cst_18, %154 : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.multiply %157, %151 : tensor<64xf32>
    %159 = stablehlo.multiply %158, %146 : tensor<64xf32>
    %160 = stablehlo.multiply %158, %142 : tensor<64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0] : (tensor<64xf32>) -> tensor<64xf32>
    %162 = stablehlo.select %137, %132, %161 : tensor<64xi1>, tensor<64xf32>
    %163 = stablehlo.negate %162 : tensor<64xf32>
    %164 = stablehlo.reshape %163 : (tensor<64xf32>) -> tensor<64x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x6xf32>
    %166 = stablehlo.reshape %109 : (tensor<64xi64>) -> tensor<64x1xi64>
    %167 = stablehlo.compare NE, %166, %c_10, SIGNED : (tensor<64x1xi64>, tensor<64x1xi64>) -> tensor<64x1xi1>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x1xi1>
    %169 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<64x1xi64>) -> tensor<64x1xi64>
    %170 = stablehlo.select %168, %169, %c_9 : tensor<64x1xi1>, tensor<64x1xi64>
    %171 = stablehlo.slice %cst_16 [0:64, 0:1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %172 = stablehlo.reshape %170 : (tensor<64x1xi64>) -> tensor<64x1x1xi64>
    %173 = stablehlo.concatenate %125, %172, dim = 2 : (tensor<64x1x1xi64>, tensor<64x1x1xi64>) -> tensor<64x1x2xi64>
    %174 = "stablehlo.scatter"(%cst_17, %173, %171) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      stablehlo.return %arg11 : tensor<f32>
    }) : (tensor<64x6xf32>, tensor<64x1x2xi64>, tensor<64x1xf32>) -> tensor<64x6xf32>
    %175 = stablehlo.reshape %159 : (tensor<64xf32>) -> tensor<64x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %177 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %178 = stablehlo.select %168, %176, %177 : tensor<64x1xi1>, tensor<64x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x6xf32>
    %180 = stablehlo.multiply %174, %179 : tensor<64x6xf32>
    %181 = stablehlo.add %165, %180 : tensor<64x6xf32>
    %182 = stablehlo.exponential %119 : tensor<64x6xf32>
    %183 = stablehlo.reduce(%181 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<64x6xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.reshape %183 : (tensor<64xf32>) -> tensor<64x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x6xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<64x6xf32>
    %187 = stablehlo.subtract %181, %186 : tensor<64x6xf32>
    %188 = stablehlo.reshape %187 : (tensor<64x6xf32>) -> tensor<8x8x6xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x8x6xf32>) -> tensor<64x6xf32>
    %190 = stablehlo.transpose %98, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %191 = stablehlo.dot_general %189, %190, contracting_dims = [1] x [0] : (tensor<64x6xf32>, tensor<6x16xf32>) -> tensor<64x16xf32>
    %192 = stablehlo.transpose %189, dims = [1, 0] : (tensor<64x6xf32>) -> tensor<6x64xf32>
    %193 = stablehlo.dot_general %192, %99, contracting_dims = [1] x [0] : (tensor<6x64xf32>, tensor<64x16xf32>) -> tensor<6x16xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %195 = stablehlo.reduce(%189 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64x6xf32>, tensor<f32>) -> tensor<6xf32>
    %196 = stablehlo.reshape %195 : (tensor<6xf32>) -> tensor<1x6xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x6xf32>) -> tensor<6xf32>
    %198 = stablehlo.reshape %191 : (tensor<64x16xf32>) -> tensor<8x8x16xf32>
    %199 = stablehlo.transpose %194, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %200 = stablehlo.convert %c_14 : (tensor<i64>) -> tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %202 = stablehlo.compare LE, %97, %201, FLOAT : (tensor<8x8x16xf32>, tensor<8x8x16xf32>) -> tensor<8x8x16xi1>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x8x16xi1>) -> tensor<8x8x16xi1>
    %204 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %205 = stablehlo.select %203, %94, %204 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %207 = stablehlo.select %93, %94, %206 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %208 = stablehlo.transpose %207, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<8x8x16xf32>) -> tensor<64x16xf32>
    %210 = stablehlo.transpose %79, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x16xf32>) -> tensor<64x16xf32>
    %212 = stablehlo.transpose %209, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %213 = stablehlo.dot_general %212, %78, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x16xf32>) -> tensor<16x16xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %215 = stablehlo.reduce(%209 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.reshape %215 : (tensor<16xf32>) -> tensor<1x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x16xf32>) -> tensor<16xf32>
    %218 = stablehlo.transpose %214, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %219 = stablehlo.reshape %211 : (tensor<64x16xf32>) -> tensor<8x8x2x8xf32>
    %220 = stablehlo.transpose %219, dims = [1, 2, 0, 3] : (tensor<8x8x2x8xf32>) -> tensor<8x2x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %222 = stablehlo.transpose %72, dims = [0, 2, 1] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %224 = stablehlo.dot_general %222, %223, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %225 = stablehlo.transpose %73, dims = [0, 2, 1] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %227 = stablehlo.dot_general %221, %226, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %228 = stablehlo.reshape %224 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %229 = stablehlo.reshape %227 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %230 = stablehlo.multiply %229, %71 : tensor<8x2x8x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x2x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<8x2x8xf32>) -> tensor<8x2x8x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<8x2x8x1xf32>) -> tensor<8x2x8x8xf32>
    %234 = stablehlo.multiply %71, %233 : tensor<8x2x8x8xf32>
    %235 = stablehlo.subtract %230, %234 : tensor<8x2x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %237 = stablehlo.transpose %45, dims = [0, 2, 1] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %239 = stablehlo.dot_general %237, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %240 = stablehlo.transpose %46, dims = [0, 2, 1] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %242 = stablehlo.dot_general %236, %241, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x8xf32>, tensor<16x8x8xf32>) -> tensor<16x8x8xf32>
    %243 = stablehlo.reshape %239 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %244 = stablehlo.reshape %242 : (tensor<16x8x8xf32>) -> tensor<8x2x8x8xf32>
    %245 = stablehlo.multiply %243, %41 : tensor<8x2x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 1, 3, 2] : (tensor<8x2x8x8xf32>) -> tensor<8x2x8x8xf32>
    %247 = stablehlo.multiply %244, %41 : tensor<8x2x8x8xf32>
    %248 = stablehlo.reshape %228 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %249 = stablehlo.reshape %246 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %250 = stablehlo.reshape %247 : (tensor<8x2x8x8xf32>) -> tensor<16x8x8xf32>
    %251 = stablehlo.transpose %248, dims = [1, 0, 2] : (tensor<16x8x8xf32>) -> tensor<8x16x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<8x16x8xf32>) -> tensor<8x8x16xf32>
    %253 = stablehlo.transpose %249, dims = [1, 0, 2] : (tensor<16x8x8xf32>) -> tensor<8x16x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x16x8xf32>) -> tensor<8x8x16xf32>
    %255 = stablehlo.transpose %250, dims = [1, 0, 2] : (tensor<16x8x8xf32>) -> tensor<8x16x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x16x8xf32>) -> tensor<8x8x16xf32>
    %257 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %258 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %259 = stablehlo.divide %258, %257 : tensor<f64>
    %260 = stablehlo.ceil %259 : tensor<f64>
    %261 = stablehlo.convert %260 : (tensor<f64>) -> tensor<i64>
    %262 = stablehlo.reshape %261 : (tensor<i64>) -> tensor<1xi64>
    %263 = stablehlo.dynamic_iota %262, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %264 = stablehlo.multiply %263, %c_6 : tensor<3xi64>
    %265 = stablehlo.add %264, %c_5 : tensor<3xi64>
    %266 = stablehlo.reshape %265 : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %267 = stablehlo.compare EQ, %266, %c_4, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %268 = stablehlo.reshape %252 : (tensor<8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %270 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x8x8x16xi1>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<3x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %272 = stablehlo.broadcast_in_dim %cst_15, dims = [0, 1, 2, 3] : (tensor<3x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %273 = stablehlo.select %270, %271, %272 : tensor<3x8x8x16xi1>, tensor<3x8x8x16xf32>
    %274 = stablehlo.compare EQ, %266, %c_3, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %275 = stablehlo.reshape %254 : (tensor<8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %277 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x8x8x16xi1>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<3x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %279 = stablehlo.select %277, %278, %272 : tensor<3x8x8x16xi1>, tensor<3x8x8x16xf32>
    %280 = stablehlo.add %273, %279 : tensor<3x8x8x16xf32>
    %281 = stablehlo.compare EQ, %266, %c_2, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %282 = stablehlo.reshape %256 : (tensor<8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %284 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x8x8x16xi1>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<3x8x8x16xf32>) -> tensor<3x8x8x16xf32>
    %286 = stablehlo.select %284, %285, %272 : tensor<3x8x8x16xi1>, tensor<3x8x8x16xf32>
    %287 = stablehlo.add %280, %286 : tensor<3x8x8x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<3x8x8x16xf32>) -> tensor<3x8x8x1x16xf32>
    %289 = stablehlo.transpose %288, dims = [3, 1, 2, 0, 4] : (tensor<3x8x8x1x16xf32>) -> tensor<1x8x8x3x16xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x8x8x3x16xf32>) -> tensor<8x8x3x16xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x3x16xf32>) -> tensor<8x8x48xf32>
    %292 = stablehlo.reduce(%291 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %293 = stablehlo.reshape %292 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x1x48xf32>) -> tensor<48xf32>
    %295 = stablehlo.reshape %291 : (tensor<8x8x48xf32>) -> tensor<64x48xf32>
    %296 = stablehlo.transpose %295, dims = [1, 0] : (tensor<64x48xf32>) -> tensor<48x64xf32>
    %297 = stablehlo.dot_general %296, %9, contracting_dims = [1] x [0] : (tensor<48x64xf32>, tensor<64x16xf32>) -> tensor<48x16xf32>
    %298 = stablehlo.transpose %297, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %299 = stablehlo.transpose %8, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %300 = stablehlo.dot_general %295, %299, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x16xf32>) -> tensor<64x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<64x16xf32>) -> tensor<8x8x16xf32>
    %302 = stablehlo.transpose %298, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %303 = stablehlo.transpose %301, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %304 = stablehlo.add %207, %303 : tensor<8x8x16xf32>
    %305 = stablehlo.compare GE, %arg2, %c_13, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %306 = stablehlo.compare LT, %arg2, %c_1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %307 = stablehlo.and %305, %306 : tensor<8x8xi1>
    %308 = stablehlo.compare NE, %arg2, %c_13, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %309 = stablehlo.and %307, %308 : tensor<8x8xi1>
    %310 = stablehlo.reshape %309 : (tensor<8x8xi1>) -> tensor<8x8x1xi1>
    %311 = stablehlo.clamp %c_0, %arg2, %c : (tensor<i64>, tensor<8x8xi64>, tensor<i64>) -> tensor<8x8xi64>
    %312 = stablehlo.not %310 : tensor<8x8x1xi1>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<8x8x1xi1>) -> tensor<8x8x16xi1>
    %314 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %315 = stablehlo.select %313, %94, %314 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %316 = stablehlo.reshape %311 : (tensor<8x8xi64>) -> tensor<8x8x1xi64>
    %317 = "stablehlo.scatter"(%cst, %316, %315) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %318 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %318 : tensor<f32>
    }) : (tensor<50x16xf32>, tensor<8x8x1xi64>, tensor<8x8x16xf32>) -> tensor<50x16xf32>
    return %155, %317, %302, %294, %218, %217, %199, %197 : tensor<f32>, tensor<50x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<6x16xf32>, tensor<6xf32>
  }
}
