module {
  func.func @main(%arg0: tensor<6x8x8xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<64x8xf32> {jax.arg_info = "param['lstm.weight_ih_l0']", tag.role = "param"}, %arg3: tensor<64x16xf32> {jax.arg_info = "param['lstm.weight_hh_l0']", tag.role = "param"}, %arg4: tensor<64xf32> {jax.arg_info = "param['lstm.bias_ih_l0']", tag.role = "param"}, %arg5: tensor<64xf32> {jax.arg_info = "param['lstm.bias_hh_l0']", tag.role = "param"}, %arg6: tensor<48x16xf32> {jax.arg_info = "param['encoder.self_attn.in_proj_weight']", tag.role = "param"}, %arg7: tensor<48xf32> {jax.arg_info = "param['encoder.self_attn.in_proj_bias']", tag.role = "param"}, %arg8: tensor<16x16xf32> {jax.arg_info = "param['encoder.self_attn.out_proj.weight']", tag.role = "param"}, %arg9: tensor<16xf32> {jax.arg_info = "param['encoder.self_attn.out_proj.bias']", tag.role = "param"}, %arg10: tensor<32x16xf32> {jax.arg_info = "param['encoder.linear1.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['encoder.linear1.bias']", tag.role = "param"}, %arg12: tensor<16x32xf32> {jax.arg_info = "param['encoder.linear2.weight']", tag.role = "param"}, %arg13: tensor<16xf32> {jax.arg_info = "param['encoder.linear2.bias']", tag.role = "param"}, %arg14: tensor<16xf32> {jax.arg_info = "param['encoder.norm1.weight']", tag.role = "param"}, %arg15: tensor<16xf32> {jax.arg_info = "param['encoder.norm1.bias']", tag.role = "param"}, %arg16: tensor<16xf32> {jax.arg_info = "param['encoder.norm2.weight']", tag.role = "param"}, %arg17: tensor<16xf32> {jax.arg_info = "param['encoder.norm2.bias']", tag.role = "param"}, %arg18: tensor<5x16xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg19: tensor<5xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<64x8xf32> {jax.result_info = "grad['lstm.weight_ih_l0']"}, tensor<64x16xf32> {jax.result_info = "grad['lstm.weight_hh_l0']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_ih_l0']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_hh_l0']"}, tensor<48x16xf32> {jax.result_info = "grad['encoder.self_attn.in_proj_weight']"}, tensor<48xf32> {jax.result_info = "grad['encoder.self_attn.in_proj_bias']"}, tensor<16x16xf32> {jax.result_info = "grad['encoder.self_attn.out_proj.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.self_attn.out_proj.bias']"}, tensor<32x16xf32> {jax.result_info = "grad['encoder.linear1.weight']"}, tensor<32xf32> {jax.result_info = "grad['encoder.linear1.bias']"}, tensor<16x32xf32> {jax.result_info = "grad['encoder.linear2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.linear2.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.norm1.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.norm1.bias']"}, tensor<16xf32> {jax.result_info = "grad['encoder.norm2.weight']"}, tensor<16xf32> {jax.result_info = "grad['encoder.norm2.bias']"}, tensor<5x16xf32> {jax.result_info = "grad['head.weight']"}, tensor<5xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<3x1x1x1xi64>
    %c_0 = stablehlo.constant dense<1> : tensor<3x1x1x1xi64>
    %c_1 = stablehlo.constant dense<2> : tensor<3x1x1x1xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<3xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<3xi64>
    %c_4 = stablehlo.constant dense<3> : tensor<i64>
    %c_5 = stablehlo.constant dense<5> : tensor<6x1x1xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<6xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<6xi64>
    %c_8 = stablehlo.constant dense<6> : tensor<i64>
    %c_9 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_10 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_12 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<3x6x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<6x8x16xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<8x5xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<8x2x6x6xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<8x16xf32>
    %c_21 = stablehlo.constant dense<1> : tensor<i64>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<6x8x32xf32>
    %cst_26 = arith.constant dense<1> : tensor<1xi64>
    %cst_27 = arith.constant dense<0.59460355750136051> : tensor<1xf64>
    %cst_28 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_29 = arith.constant dense<16> : tensor<1xi64>
    %cst_30 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<6x8x8xf32>) -> tensor<48x8xf32>
    %1 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x64xf32>) -> tensor<48x64xf32>
    %3 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %6 = stablehlo.multiply %2, %5 : tensor<48x64xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %arg4, %7 : tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<64xf32>) -> tensor<48x64xf32>
    %10 = stablehlo.add %6, %9 : tensor<48x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %12 = stablehlo.slice %11 [0:1, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %13 = stablehlo.slice %11 [1:2, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %14 = stablehlo.slice %11 [2:3, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %15 = stablehlo.slice %11 [3:4, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %16 = stablehlo.slice %11 [4:5, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %17 = stablehlo.slice %11 [5:6, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %18 = stablehlo.reshape %12 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %19 = stablehlo.reshape %13 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %20 = stablehlo.reshape %14 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %21 = stablehlo.reshape %15 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %22 = stablehlo.reshape %16 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %23 = stablehlo.reshape %17 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %24 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %25 = stablehlo.dot_general %cst_20, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %26 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<8x64xf32>
    %28 = stablehlo.multiply %arg5, %7 : tensor<64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x64xf32>
    %31 = stablehlo.add %30, %18 : tensor<8x64xf32>
    %32 = stablehlo.slice %31 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %33 = stablehlo.slice %31 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %34 = stablehlo.slice %31 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %35 = stablehlo.slice %31 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %36 = stablehlo.logistic %32 : tensor<8x16xf32>
    %37 = stablehlo.logistic %33 : tensor<8x16xf32>
    %38 = stablehlo.tanh %34 : tensor<8x16xf32>
    %39 = stablehlo.logistic %35 : tensor<8x16xf32>
    %40 = stablehlo.multiply %37, %cst_20 : tensor<8x16xf32>
    %41 = stablehlo.multiply %36, %38 : tensor<8x16xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x16xf32>
    %43 = stablehlo.tanh %42 : tensor<8x16xf32>
    %44 = stablehlo.multiply %39, %43 : tensor<8x16xf32>
    %45 = stablehlo.dot_general %44, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %46 = stablehlo.multiply %45, %26 : tensor<8x64xf32>
    %47 = stablehlo.add %46, %29 : tensor<8x64xf32>
    %48 = stablehlo.add %47, %19 : tensor<8x64xf32>
    %49 = stablehlo.slice %48 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %50 = stablehlo.slice %48 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %51 = stablehlo.slice %48 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %52 = stablehlo.slice %48 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %53 = stablehlo.logistic %49 : tensor<8x16xf32>
    %54 = stablehlo.logistic %50 : tensor<8x16xf32>
    %55 = stablehlo.tanh %51 : tensor<8x16xf32>
    %56 = stablehlo.logistic %52 : tensor<8x16xf32>
    %57 = stablehlo.multiply %54, %42 : tensor<8x16xf32>
    %58 = stablehlo.multiply %53, %55 : tensor<8x16xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x16xf32>
    %60 = stablehlo.tanh %59 : tensor<8x16xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<8x16xf32>
    %62 = stablehlo.dot_general %61, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %63 = stablehlo.multiply %62, %26 : tensor<8x64xf32>
    %64 = stablehlo.add %63, %29 : tensor<8x64xf32>
    %65 = stablehlo.add %64, %20 : tensor<8x64xf32>
    %66 = stablehlo.slice %65 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %67 = stablehlo.slice %65 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %68 = stablehlo.slice %65 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %69 = stablehlo.slice %65 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %70 = stablehlo.logistic %66 : tensor<8x16xf32>
    %71 = stablehlo.logistic %67 : tensor<8x16xf32>
    %72 = stablehlo.tanh %68 : tensor<8x16xf32>
    %73 = stablehlo.logistic %69 : tensor<8x16xf32>
    %74 = stablehlo.multiply %71, %59 : tensor<8x16xf32>
    %75 = stablehlo.multiply %70, %72 : tensor<8x16xf32>
    %76 = stablehlo.add %74, %75 : tensor<8x16xf32>
    %77 = stablehlo.tanh %76 : tensor<8x16xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<8x16xf32>
    %79 = stablehlo.dot_general %78, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %80 = stablehlo.multiply %79, %26 : tensor<8x64xf32>
    %81 = stablehlo.add %80, %29 : tensor<8x64xf32>
    %82 = stablehlo.add %81, %21 : tensor<8x64xf32>
    %83 = stablehlo.slice %82 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %84 = stablehlo.slice %82 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %85 = stablehlo.slice %82 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %86 = stablehlo.slice %82 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %87 = stablehlo.logistic %83 : tensor<8x16xf32>
    %88 = stablehlo.logistic %84 : tensor<8x16xf32>
    %89 = stablehlo.tanh %85 : tensor<8x16xf32>
    %90 = stablehlo.logistic %86 : tensor<8x16xf32>
    %91 = stablehlo.multiply %88, %76 : tensor<8x16xf32>
    %92 = stablehlo.multiply %87, %89 : tensor<8x16xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x16xf32>
    %94 = stablehlo.tanh %93 : tensor<8x16xf32>
    %95 = stablehlo.multiply %90, %94 : tensor<8x16xf32>
    %96 = stablehlo.dot_general %95, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %97 = stablehlo.multiply %96, %26 : tensor<8x64xf32>
    %98 = stablehlo.add %97, %29 : tensor<8x64xf32>
    %99 = stablehlo.add %98, %22 : tensor<8x64xf32>
    %100 = stablehlo.slice %99 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %101 = stablehlo.slice %99 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %102 = stablehlo.slice %99 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %103 = stablehlo.slice %99 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %104 = stablehlo.logistic %100 : tensor<8x16xf32>
    %105 = stablehlo.logistic %101 : tensor<8x16xf32>
    %106 = stablehlo.tanh %102 : tensor<8x16xf32>
    %107 = stablehlo.logistic %103 : tensor<8x16xf32>
    %108 = stablehlo.multiply %105, %93 : tensor<8x16xf32>
    %109 = stablehlo.multiply %104, %106 : tensor<8x16xf32>
    %110 = stablehlo.add %108, %109 : tensor<8x16xf32>
    %111 = stablehlo.tanh %110 : tensor<8x16xf32>
    %112 = stablehlo.multiply %107, %111 : tensor<8x16xf32>
    %113 = stablehlo.dot_general %112, %24, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %114 = stablehlo.multiply %113, %26 : tensor<8x64xf32>
    %115 = stablehlo.add %114, %29 : tensor<8x64xf32>
    %116 = stablehlo.add %115, %23 : tensor<8x64xf32>
    %117 = stablehlo.slice %116 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %118 = stablehlo.slice %116 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %119 = stablehlo.slice %116 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %120 = stablehlo.slice %116 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %121 = stablehlo.logistic %117 : tensor<8x16xf32>
    %122 = stablehlo.logistic %118 : tensor<8x16xf32>
    %123 = stablehlo.tanh %119 : tensor<8x16xf32>
    %124 = stablehlo.logistic %120 : tensor<8x16xf32>
    %125 = stablehlo.multiply %122, %110 : tensor<8x16xf32>
    %126 = stablehlo.multiply %121, %123 : tensor<8x16xf32>
    %127 = stablehlo.add %125, %126 : tensor<8x16xf32>
    %128 = stablehlo.tanh %127 : tensor<8x16xf32>
    %129 = stablehlo.multiply %124, %128 : tensor<8x16xf32>
    %130 = stablehlo.concatenate %44, %61, %78, %95, %112, %129, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %132 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %133 = stablehlo.reshape %131 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %134 = stablehlo.dot_general %133, %132, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<48x48xf32>
    %135 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<48x48xf32>
    %137 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %138 = stablehlo.multiply %arg7, %137 : tensor<48xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [1] : (tensor<48xf32>) -> tensor<48x48xf32>
    %140 = stablehlo.add %136, %139 : tensor<48x48xf32>
    %141 = stablehlo.reshape %140 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %142 = stablehlo.reshape %141 : (tensor<6x8x48xf32>) -> tensor<6x8x3x16xf32>
    %143 = stablehlo.reshape %142 : (tensor<6x8x3x16xf32>) -> tensor<1x6x8x3x16xf32>
    %144 = stablehlo.transpose %143, dims = [3, 1, 2, 0, 4] : (tensor<1x6x8x3x16xf32>) -> tensor<3x6x8x1x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<3x6x8x1x16xf32>) -> tensor<3x6x8x16xf32>
    %146 = stablehlo.slice %145 [0:1, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %148 = stablehlo.slice %145 [1:2, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %150 = stablehlo.slice %145 [2:3, 0:6, 0:8, 0:16] : (tensor<3x6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x6x8x16xf32>) -> tensor<6x8x16xf32>
    %152 = stablehlo.reshape %147 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %154 = stablehlo.reshape %149 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %155 = stablehlo.transpose %154, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %156 = stablehlo.reshape %151 : (tensor<6x8x16xf32>) -> tensor<6x16x8xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0, 2] : (tensor<6x16x8xf32>) -> tensor<16x6x8xf32>
    %158 = stablehlo.reshape %153 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %159 = stablehlo.reshape %155 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %160 = stablehlo.reshape %157 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %161 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %162 = stablehlo.reshape %161 : (tensor<1xf32>) -> tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<8x2x6x8xf32>
    %164 = stablehlo.multiply %158, %163 : tensor<8x2x6x8xf32>
    %165 = stablehlo.transpose %159, dims = [0, 1, 3, 2] : (tensor<8x2x6x8xf32>) -> tensor<8x2x8x6xf32>
    %166 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<8x2x8x6xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<8x2x8x6xf32>
    %168 = stablehlo.reshape %164 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %169 = stablehlo.reshape %167 : (tensor<8x2x8x6xf32>) -> tensor<16x8x6xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %171 = stablehlo.dot_general %168, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %172 = stablehlo.reshape %171 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %173 = stablehlo.reduce(%172 init: %cst_22) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %176 = stablehlo.subtract %172, %175 : tensor<8x2x6x6xf32>
    %177 = stablehlo.exponential %176 : tensor<8x2x6x6xf32>
    %178 = stablehlo.reduce(%177 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %181 = stablehlo.divide %177, %180 : tensor<8x2x6x6xf32>
    %182 = stablehlo.convert %cst_28 : tensor<1xf64>
    %183 = stablehlo.reshape %182 : (tensor<1xf64>) -> tensor<f64>
    %184 = stablehlo.convert %183 : (tensor<f64>) -> tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<8x2x6x6xf32>
    %186 = stablehlo.compare EQ, %172, %185, FLOAT : (tensor<8x2x6x6xf32>, tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xi1>
    %187 = stablehlo.reduce(%186 init: %c_23) applies stablehlo.and across dimensions = [3] : (tensor<8x2x6x6xi1>, tensor<i1>) -> tensor<8x2x6xi1>
    %188 = stablehlo.reshape %187 : (tensor<8x2x6xi1>) -> tensor<8x2x6x1xi1>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xi1>) -> tensor<8x2x6x6xi1>
    %190 = stablehlo.broadcast_in_dim %cst_19, dims = [0, 1, 2, 3] : (tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xf32>
    %191 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<8x2x6x6xf32>) -> tensor<8x2x6x6xf32>
    %192 = stablehlo.select %189, %190, %191 : tensor<8x2x6x6xi1>, tensor<8x2x6x6xf32>
    %193 = stablehlo.reshape %192 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %194 = stablehlo.reshape %160 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %196 = stablehlo.dot_general %193, %195, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %198 = stablehlo.transpose %197, dims = [2, 0, 1, 3] : (tensor<8x2x6x8xf32>) -> tensor<6x8x2x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<6x8x2x8xf32>) -> tensor<48x16xf32>
    %200 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %201 = stablehlo.dot_general %199, %200, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %202 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<48x16xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<48x16xf32>
    %204 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %205 = stablehlo.multiply %arg9, %204 : tensor<16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %207 = stablehlo.add %203, %206 : tensor<48x16xf32>
    %208 = stablehlo.reshape %207 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %209 = stablehlo.add %131, %208 : tensor<6x8x16xf32>
    %210 = stablehlo.convert %209 : (tensor<6x8x16xf32>) -> tensor<6x8x16xf64>
    %211 = stablehlo.reduce(%210 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf64>, tensor<f64>) -> tensor<6x8xf64>
    %212 = stablehlo.reshape %211 : (tensor<6x8xf64>) -> tensor<6x8x1xf64>
    %213 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf64>
    %214 = stablehlo.reshape %213 : (tensor<1xf64>) -> tensor<f64>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f64>) -> tensor<6x8x1xf64>
    %216 = stablehlo.divide %212, %215 : tensor<6x8x1xf64>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<6x8x1xf64>) -> tensor<6x8x16xf64>
    %218 = stablehlo.subtract %210, %217 : tensor<6x8x16xf64>
    %219 = stablehlo.multiply %218, %218 : tensor<6x8x16xf64>
    %220 = stablehlo.reduce(%219 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf64>, tensor<f64>) -> tensor<6x8xf64>
    %221 = stablehlo.reshape %220 : (tensor<6x8xf64>) -> tensor<6x8x1xf64>
    %222 = stablehlo.divide %221, %215 : tensor<6x8x1xf64>
    %223 = stablehlo.convert %222 : (tensor<6x8x1xf64>) -> tensor<6x8x1xf32>
    %224 = stablehlo.reduce(%209 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %226 = stablehlo.convert %cst_29 : (tensor<1xi64>) -> tensor<1xf32>
    %227 = stablehlo.reshape %226 : (tensor<1xf32>) -> tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<6x8x1xf32>
    %229 = stablehlo.divide %225, %228 : tensor<6x8x1xf32>
    %230 = stablehlo.convert %cst_30 : (tensor<1xf64>) -> tensor<1xf32>
    %231 = stablehlo.reshape %230 : (tensor<1xf32>) -> tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<6x8x1xf32>
    %233 = stablehlo.add %223, %232 : tensor<6x8x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<6x8x1xf32>
    %235 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %236 = stablehlo.subtract %209, %235 : tensor<6x8x16xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<6x8x16xf32>
    %239 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<16xf32>) -> tensor<6x8x16xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<6x8x16xf32>
    %241 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<6x8x16xf32>
    %242 = stablehlo.add %240, %241 : tensor<6x8x16xf32>
    %243 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.reshape %242 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %245 = stablehlo.dot_general %244, %243, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %246 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<48x32xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<48x32xf32>
    %248 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %249 = stablehlo.multiply %arg11, %248 : tensor<32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [1] : (tensor<32xf32>) -> tensor<48x32xf32>
    %251 = stablehlo.add %247, %250 : tensor<48x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<48x32xf32>) -> tensor<6x8x32xf32>
    %253 = stablehlo.maximum %252, %cst_25 : tensor<6x8x32xf32>
    %254 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %255 = stablehlo.reshape %253 : (tensor<6x8x32xf32>) -> tensor<48x32xf32>
    %256 = stablehlo.dot_general %255, %254, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %257 = stablehlo.multiply %256, %202 : tensor<48x16xf32>
    %258 = stablehlo.multiply %arg13, %204 : tensor<16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1] : (tensor<16xf32>) -> tensor<48x16xf32>
    %260 = stablehlo.add %257, %259 : tensor<48x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %262 = stablehlo.add %242, %261 : tensor<6x8x16xf32>
    %263 = stablehlo.convert %262 : (tensor<6x8x16xf32>) -> tensor<6x8x16xf64>
    %264 = stablehlo.reduce(%263 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf64>, tensor<f64>) -> tensor<6x8xf64>
    %265 = stablehlo.reshape %264 : (tensor<6x8xf64>) -> tensor<6x8x1xf64>
    %266 = stablehlo.divide %265, %215 : tensor<6x8x1xf64>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<6x8x1xf64>) -> tensor<6x8x16xf64>
    %268 = stablehlo.subtract %263, %267 : tensor<6x8x16xf64>
    %269 = stablehlo.multiply %268, %268 : tensor<6x8x16xf64>
    %270 = stablehlo.reduce(%269 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf64>, tensor<f64>) -> tensor<6x8xf64>
    %271 = stablehlo.reshape %270 : (tensor<6x8xf64>) -> tensor<6x8x1xf64>
    %272 = stablehlo.divide %271, %215 : tensor<6x8x1xf64>
    %273 = stablehlo.convert %272 : (tensor<6x8x1xf64>) -> tensor<6x8x1xf32>
    %274 = stablehlo.reduce(%262 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %276 = stablehlo.divide %275, %228 : tensor<6x8x1xf32>
    %277 = stablehlo.add %273, %232 : tensor<6x8x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<6x8x1xf32>
    %279 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %280 = stablehlo.subtract %262, %279 : tensor<6x8x16xf32>
    %281 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<6x8x16xf32>
    %283 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<6x8x16xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<6x8x16xf32>
    %285 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<16xf32>) -> tensor<6x8x16xf32>
    %286 = stablehlo.add %284, %285 : tensor<6x8x16xf32>
    %287 = stablehlo.slice %286 [5:6, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %289 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x5xf32>) -> tensor<8x5xf32>
    %291 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<8x5xf32>
    %293 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %294 = stablehlo.multiply %arg19, %293 : tensor<5xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [1] : (tensor<5xf32>) -> tensor<8x5xf32>
    %296 = stablehlo.add %292, %295 : tensor<8x5xf32>
    %297 = stablehlo.reduce(%296 init: %cst_22) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %298 = stablehlo.reshape %297 : (tensor<8xf32>) -> tensor<8x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %300 = stablehlo.subtract %296, %299 : tensor<8x5xf32>
    %301 = stablehlo.exponential %300 : tensor<8x5xf32>
    %302 = stablehlo.reduce(%301 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %303 = stablehlo.reshape %302 : (tensor<8xf32>) -> tensor<8x1xf32>
    %304 = stablehlo.log %303 : tensor<8x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %306 = stablehlo.subtract %300, %305 : tensor<8x5xf32>
    %307 = stablehlo.compare NE, %arg1, %c_12, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %309 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %310 = stablehlo.select %308, %309, %c_11 : tensor<8xi1>, tensor<8xi64>
    %311 = stablehlo.reshape %310 : (tensor<8xi64>) -> tensor<8x1xi64>
    %312 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %313 = stablehlo.reshape %311 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %314 = stablehlo.concatenate %312, %313, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %315 = "stablehlo.gather"(%306, %314) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x5xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<8x1xf32>) -> tensor<8xf32>
    %317 = stablehlo.negate %316 : tensor<8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %319 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %320 = stablehlo.select %308, %318, %319 : tensor<8xi1>, tensor<8xf32>
    %321 = stablehlo.convert %307 : (tensor<8xi1>) -> tensor<8xi64>
    %322 = stablehlo.reduce(%321 init: %c_18) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %323 = stablehlo.convert %322 : (tensor<i64>) -> tensor<f32>
    %324 = stablehlo.reduce(%320 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %325 = stablehlo.divide %324, %323 : tensor<f32>
    %326 = stablehlo.divide %cst_16, %323 : tensor<f32>
    %327 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %328 = stablehlo.compare NE, %327, %c_10, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %330 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %331 = stablehlo.select %329, %330, %c_9 : tensor<8x1xi1>, tensor<8x1xi64>
    %332 = stablehlo.slice %cst_14 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %333 = stablehlo.reshape %331 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %334 = stablehlo.concatenate %312, %333, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %335 = "stablehlo.scatter"(%cst_15, %334, %332) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      stablehlo.return %arg21 : tensor<f32>
    }) : (tensor<8x5xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x5xf32>
    %336 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %337 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %338 = stablehlo.select %329, %336, %337 : tensor<8x1xi1>, tensor<8x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %340 = stablehlo.multiply %335, %339 : tensor<8x5xf32>
    %341 = stablehlo.exponential %306 : tensor<8x5xf32>
    %342 = stablehlo.reduce(%340 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8xf32>) -> tensor<8x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %345 = stablehlo.multiply %341, %344 : tensor<8x5xf32>
    %346 = stablehlo.subtract %340, %345 : tensor<8x5xf32>
    %347 = stablehlo.transpose %289, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %348 = stablehlo.dot_general %346, %347, contracting_dims = [1] x [0] : (tensor<8x5xf32>, tensor<5x16xf32>) -> tensor<8x16xf32>
    %349 = stablehlo.transpose %346, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
    %350 = stablehlo.dot_general %349, %288, contracting_dims = [1] x [0] : (tensor<5x8xf32>, tensor<8x16xf32>) -> tensor<5x16xf32>
    %351 = stablehlo.transpose %350, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %352 = stablehlo.reduce(%346 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x5xf32>, tensor<f32>) -> tensor<5xf32>
    %353 = stablehlo.reshape %352 : (tensor<5xf32>) -> tensor<1x5xf32>
    %354 = stablehlo.reshape %353 : (tensor<1x5xf32>) -> tensor<5xf32>
    %355 = stablehlo.transpose %351, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %356 = stablehlo.convert %c_21 : (tensor<i64>) -> tensor<f64>
    %357 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %358 = stablehlo.divide %357, %356 : tensor<f64>
    %359 = stablehlo.ceil %358 : tensor<f64>
    %360 = stablehlo.convert %359 : (tensor<f64>) -> tensor<i64>
    %361 = stablehlo.reshape %360 : (tensor<i64>) -> tensor<1xi64>
    %362 = stablehlo.dynamic_iota %361, dim = 0 : (tensor<1xi64>) -> tensor<6xi64>
    %363 = stablehlo.multiply %362, %c_7 : tensor<6xi64>
    %364 = stablehlo.add %363, %c_6 : tensor<6xi64>
    %365 = stablehlo.reshape %364 : (tensor<6xi64>) -> tensor<6x1x1xi64>
    %366 = stablehlo.compare EQ, %365, %c_5, SIGNED : (tensor<6x1x1xi64>, tensor<6x1x1xi64>) -> tensor<6x1x1xi1>
    %367 = stablehlo.reshape %348 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x8x16xf32>) -> tensor<6x8x16xf32>
    %369 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<6x1x1xi1>) -> tensor<6x8x16xi1>
    %370 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<6x8x16xf32>) -> tensor<6x8x16xf32>
    %371 = stablehlo.broadcast_in_dim %cst_13, dims = [0, 1, 2] : (tensor<6x8x16xf32>) -> tensor<6x8x16xf32>
    %372 = stablehlo.select %369, %370, %371 : tensor<6x8x16xi1>, tensor<6x8x16xf32>
    %373 = stablehlo.multiply %372, %283 : tensor<6x8x16xf32>
    %374 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<6x8x16xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<6x8x16xf32>
    %376 = stablehlo.reduce(%373 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %377 = stablehlo.reshape %376 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %378 = stablehlo.multiply %373, %282 : tensor<6x8x16xf32>
    %379 = stablehlo.reduce(%378 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %382 = stablehlo.multiply %282, %381 : tensor<6x8x16xf32>
    %383 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %384 = stablehlo.subtract %375, %383 : tensor<6x8x16xf32>
    %385 = stablehlo.subtract %384, %382 : tensor<6x8x16xf32>
    %386 = stablehlo.divide %278, %228 : tensor<6x8x1xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %388 = stablehlo.multiply %387, %385 : tensor<6x8x16xf32>
    %389 = stablehlo.multiply %372, %282 : tensor<6x8x16xf32>
    %390 = stablehlo.reduce(%389 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %391 = stablehlo.reduce(%372 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %392 = stablehlo.reshape %388 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %393 = stablehlo.transpose %254, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.dot_general %392, %393, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %395 = stablehlo.transpose %392, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %396 = stablehlo.dot_general %395, %255, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x32xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.transpose %396, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %398 = stablehlo.reduce(%392 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %399 = stablehlo.reshape %398 : (tensor<16xf32>) -> tensor<1x16xf32>
    %400 = stablehlo.reshape %399 : (tensor<1x16xf32>) -> tensor<16xf32>
    %401 = stablehlo.reshape %394 : (tensor<48x32xf32>) -> tensor<6x8x32xf32>
    %402 = stablehlo.transpose %397, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.convert %c_18 : (tensor<i64>) -> tensor<f32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [] : (tensor<f32>) -> tensor<6x8x32xf32>
    %405 = stablehlo.compare LE, %253, %404, FLOAT : (tensor<6x8x32xf32>, tensor<6x8x32xf32>) -> tensor<6x8x32xi1>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<6x8x32xi1>) -> tensor<6x8x32xi1>
    %407 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6x8x32xf32>
    %408 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<6x8x32xf32>) -> tensor<6x8x32xf32>
    %409 = stablehlo.select %406, %407, %408 : tensor<6x8x32xi1>, tensor<6x8x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<6x8x32xf32>) -> tensor<48x32xf32>
    %411 = stablehlo.transpose %243, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %412 = stablehlo.dot_general %410, %411, contracting_dims = [1] x [0] : (tensor<48x32xf32>, tensor<32x16xf32>) -> tensor<48x16xf32>
    %413 = stablehlo.transpose %410, dims = [1, 0] : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %414 = stablehlo.dot_general %413, %244, contracting_dims = [1] x [0] : (tensor<32x48xf32>, tensor<48x16xf32>) -> tensor<32x16xf32>
    %415 = stablehlo.transpose %414, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.reduce(%410 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<48x32xf32>, tensor<f32>) -> tensor<32xf32>
    %417 = stablehlo.reshape %416 : (tensor<32xf32>) -> tensor<1x32xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x32xf32>) -> tensor<32xf32>
    %419 = stablehlo.reshape %412 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %420 = stablehlo.add %388, %419 : tensor<6x8x16xf32>
    %421 = stablehlo.transpose %415, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %422 = stablehlo.multiply %420, %239 : tensor<6x8x16xf32>
    %423 = stablehlo.multiply %422, %374 : tensor<6x8x16xf32>
    %424 = stablehlo.reduce(%422 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %426 = stablehlo.multiply %422, %238 : tensor<6x8x16xf32>
    %427 = stablehlo.reduce(%426 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<6x8xf32>
    %428 = stablehlo.reshape %427 : (tensor<6x8xf32>) -> tensor<6x8x1xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %430 = stablehlo.multiply %238, %429 : tensor<6x8x16xf32>
    %431 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %432 = stablehlo.subtract %423, %431 : tensor<6x8x16xf32>
    %433 = stablehlo.subtract %432, %430 : tensor<6x8x16xf32>
    %434 = stablehlo.divide %234, %228 : tensor<6x8x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<6x8x1xf32>) -> tensor<6x8x16xf32>
    %436 = stablehlo.multiply %435, %433 : tensor<6x8x16xf32>
    %437 = stablehlo.multiply %420, %238 : tensor<6x8x16xf32>
    %438 = stablehlo.reduce(%437 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %439 = stablehlo.reduce(%420 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %440 = stablehlo.reshape %436 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %441 = stablehlo.transpose %200, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %442 = stablehlo.dot_general %440, %441, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x16xf32>) -> tensor<48x16xf32>
    %443 = stablehlo.transpose %440, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %444 = stablehlo.dot_general %443, %199, contracting_dims = [1] x [0] : (tensor<16x48xf32>, tensor<48x16xf32>) -> tensor<16x16xf32>
    %445 = stablehlo.transpose %444, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %446 = stablehlo.reduce(%440 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<48x16xf32>, tensor<f32>) -> tensor<16xf32>
    %447 = stablehlo.reshape %446 : (tensor<16xf32>) -> tensor<1x16xf32>
    %448 = stablehlo.reshape %447 : (tensor<1x16xf32>) -> tensor<16xf32>
    %449 = stablehlo.transpose %445, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %450 = stablehlo.reshape %442 : (tensor<48x16xf32>) -> tensor<6x8x2x8xf32>
    %451 = stablehlo.transpose %450, dims = [1, 2, 0, 3] : (tensor<6x8x2x8xf32>) -> tensor<8x2x6x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %453 = stablehlo.transpose %193, dims = [0, 2, 1] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %455 = stablehlo.dot_general %453, %454, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %456 = stablehlo.transpose %194, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<16x8x6xf32>) -> tensor<16x8x6xf32>
    %458 = stablehlo.dot_general %452, %457, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x8xf32>, tensor<16x8x6xf32>) -> tensor<16x6x6xf32>
    %459 = stablehlo.reshape %455 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %460 = stablehlo.reshape %458 : (tensor<16x6x6xf32>) -> tensor<8x2x6x6xf32>
    %461 = stablehlo.multiply %460, %192 : tensor<8x2x6x6xf32>
    %462 = stablehlo.reduce(%461 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x2x6x6xf32>, tensor<f32>) -> tensor<8x2x6xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x2x6xf32>) -> tensor<8x2x6x1xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<8x2x6x1xf32>) -> tensor<8x2x6x6xf32>
    %465 = stablehlo.multiply %192, %464 : tensor<8x2x6x6xf32>
    %466 = stablehlo.subtract %461, %465 : tensor<8x2x6x6xf32>
    %467 = stablehlo.reshape %466 : (tensor<8x2x6x6xf32>) -> tensor<16x6x6xf32>
    %468 = stablehlo.transpose %168, dims = [0, 2, 1] : (tensor<16x6x8xf32>) -> tensor<16x8x6xf32>
    %469 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<16x6x6xf32>) -> tensor<16x6x6xf32>
    %470 = stablehlo.dot_general %468, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x8x6xf32>, tensor<16x6x6xf32>) -> tensor<16x8x6xf32>
    %471 = stablehlo.transpose %169, dims = [0, 2, 1] : (tensor<16x8x6xf32>) -> tensor<16x6x8xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %473 = stablehlo.dot_general %467, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x6x6xf32>, tensor<16x6x8xf32>) -> tensor<16x6x8xf32>
    %474 = stablehlo.reshape %470 : (tensor<16x8x6xf32>) -> tensor<8x2x8x6xf32>
    %475 = stablehlo.reshape %473 : (tensor<16x6x8xf32>) -> tensor<8x2x6x8xf32>
    %476 = stablehlo.multiply %474, %166 : tensor<8x2x8x6xf32>
    %477 = stablehlo.transpose %476, dims = [0, 1, 3, 2] : (tensor<8x2x8x6xf32>) -> tensor<8x2x6x8xf32>
    %478 = stablehlo.multiply %475, %163 : tensor<8x2x6x8xf32>
    %479 = stablehlo.reshape %459 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %480 = stablehlo.reshape %477 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %481 = stablehlo.reshape %478 : (tensor<8x2x6x8xf32>) -> tensor<16x6x8xf32>
    %482 = stablehlo.transpose %479, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %484 = stablehlo.transpose %480, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %486 = stablehlo.transpose %481, dims = [1, 0, 2] : (tensor<16x6x8xf32>) -> tensor<6x16x8xf32>
    %487 = stablehlo.reshape %486 : (tensor<6x16x8xf32>) -> tensor<6x8x16xf32>
    %488 = stablehlo.convert %c_4 : (tensor<i64>) -> tensor<f64>
    %489 = stablehlo.divide %488, %356 : tensor<f64>
    %490 = stablehlo.ceil %489 : tensor<f64>
    %491 = stablehlo.convert %490 : (tensor<f64>) -> tensor<i64>
    %492 = stablehlo.reshape %491 : (tensor<i64>) -> tensor<1xi64>
    %493 = stablehlo.dynamic_iota %492, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %494 = stablehlo.multiply %493, %c_3 : tensor<3xi64>
    %495 = stablehlo.add %494, %c_2 : tensor<3xi64>
    %496 = stablehlo.reshape %495 : (tensor<3xi64>) -> tensor<3x1x1x1xi64>
    %497 = stablehlo.compare EQ, %496, %c_1, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %498 = stablehlo.reshape %483 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %500 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %501 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %502 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %503 = stablehlo.select %500, %501, %502 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %504 = stablehlo.compare EQ, %496, %c_0, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %505 = stablehlo.reshape %485 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %507 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %509 = stablehlo.select %507, %508, %502 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %510 = stablehlo.add %503, %509 : tensor<3x6x8x16xf32>
    %511 = stablehlo.compare EQ, %496, %c, SIGNED : (tensor<3x1x1x1xi64>, tensor<3x1x1x1xi64>) -> tensor<3x1x1x1xi1>
    %512 = stablehlo.reshape %487 : (tensor<6x8x16xf32>) -> tensor<1x6x8x16xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2, 3] : (tensor<1x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %514 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<3x1x1x1xi1>) -> tensor<3x6x8x16xi1>
    %515 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x16xf32>
    %516 = stablehlo.select %514, %515, %502 : tensor<3x6x8x16xi1>, tensor<3x6x8x16xf32>
    %517 = stablehlo.add %510, %516 : tensor<3x6x8x16xf32>
    %518 = stablehlo.reshape %517 : (tensor<3x6x8x16xf32>) -> tensor<3x6x8x1x16xf32>
    %519 = stablehlo.transpose %518, dims = [3, 1, 2, 0, 4] : (tensor<3x6x8x1x16xf32>) -> tensor<1x6x8x3x16xf32>
    %520 = stablehlo.reshape %519 : (tensor<1x6x8x3x16xf32>) -> tensor<6x8x3x16xf32>
    %521 = stablehlo.reshape %520 : (tensor<6x8x3x16xf32>) -> tensor<6x8x48xf32>
    %522 = stablehlo.reshape %521 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %523 = stablehlo.transpose %132, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %524 = stablehlo.dot_general %522, %523, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %525 = stablehlo.transpose %522, dims = [1, 0] : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %526 = stablehlo.dot_general %525, %133, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %527 = stablehlo.transpose %526, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %528 = stablehlo.reduce(%522 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<48x48xf32>, tensor<f32>) -> tensor<48xf32>
    %529 = stablehlo.reshape %528 : (tensor<48xf32>) -> tensor<1x48xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x48xf32>) -> tensor<48xf32>
    %531 = stablehlo.reshape %524 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %532 = stablehlo.add %436, %531 : tensor<6x8x16xf32>
    %533 = stablehlo.transpose %527, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %534 = stablehlo.slice %532 [0:1, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %535 = stablehlo.reshape %534 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %536 = stablehlo.slice %532 [1:2, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %537 = stablehlo.reshape %536 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %538 = stablehlo.slice %532 [2:3, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %539 = stablehlo.reshape %538 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %540 = stablehlo.slice %532 [3:4, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %541 = stablehlo.reshape %540 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %542 = stablehlo.slice %532 [4:5, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %543 = stablehlo.reshape %542 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %544 = stablehlo.slice %532 [5:6, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %545 = stablehlo.reshape %544 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %546 = stablehlo.multiply %545, %124 : tensor<8x16xf32>
    %547 = stablehlo.multiply %545, %128 : tensor<8x16xf32>
    %548 = stablehlo.multiply %128, %128 : tensor<8x16xf32>
    %549 = stablehlo.convert %c_21 : (tensor<i64>) -> tensor<f32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %551 = stablehlo.subtract %550, %548 : tensor<8x16xf32>
    %552 = stablehlo.multiply %546, %551 : tensor<8x16xf32>
    %553 = stablehlo.multiply %552, %121 : tensor<8x16xf32>
    %554 = stablehlo.multiply %552, %123 : tensor<8x16xf32>
    %555 = stablehlo.multiply %552, %122 : tensor<8x16xf32>
    %556 = stablehlo.multiply %552, %110 : tensor<8x16xf32>
    %557 = stablehlo.subtract %550, %124 : tensor<8x16xf32>
    %558 = stablehlo.multiply %124, %557 : tensor<8x16xf32>
    %559 = stablehlo.multiply %547, %558 : tensor<8x16xf32>
    %560 = stablehlo.multiply %123, %123 : tensor<8x16xf32>
    %561 = stablehlo.subtract %550, %560 : tensor<8x16xf32>
    %562 = stablehlo.multiply %553, %561 : tensor<8x16xf32>
    %563 = stablehlo.subtract %550, %122 : tensor<8x16xf32>
    %564 = stablehlo.multiply %122, %563 : tensor<8x16xf32>
    %565 = stablehlo.multiply %556, %564 : tensor<8x16xf32>
    %566 = stablehlo.subtract %550, %121 : tensor<8x16xf32>
    %567 = stablehlo.multiply %121, %566 : tensor<8x16xf32>
    %568 = stablehlo.multiply %554, %567 : tensor<8x16xf32>
    %569 = stablehlo.concatenate %568, %565, %562, %559, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %570 = stablehlo.transpose %24, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %571 = stablehlo.dot_general %569, %570, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %572 = stablehlo.transpose %569, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %573 = stablehlo.dot_general %572, %112, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %574 = stablehlo.transpose %573, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %575 = stablehlo.reduce(%569 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %576 = stablehlo.reshape %575 : (tensor<64xf32>) -> tensor<1x64xf32>
    %577 = stablehlo.reshape %576 : (tensor<1x64xf32>) -> tensor<64xf32>
    %578 = stablehlo.add %543, %571 : tensor<8x16xf32>
    %579 = stablehlo.transpose %574, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %580 = stablehlo.multiply %578, %107 : tensor<8x16xf32>
    %581 = stablehlo.multiply %578, %111 : tensor<8x16xf32>
    %582 = stablehlo.multiply %111, %111 : tensor<8x16xf32>
    %583 = stablehlo.subtract %550, %582 : tensor<8x16xf32>
    %584 = stablehlo.multiply %580, %583 : tensor<8x16xf32>
    %585 = stablehlo.add %555, %584 : tensor<8x16xf32>
    %586 = stablehlo.multiply %585, %104 : tensor<8x16xf32>
    %587 = stablehlo.multiply %585, %106 : tensor<8x16xf32>
    %588 = stablehlo.multiply %585, %105 : tensor<8x16xf32>
    %589 = stablehlo.multiply %585, %93 : tensor<8x16xf32>
    %590 = stablehlo.subtract %550, %107 : tensor<8x16xf32>
    %591 = stablehlo.multiply %107, %590 : tensor<8x16xf32>
    %592 = stablehlo.multiply %581, %591 : tensor<8x16xf32>
    %593 = stablehlo.multiply %106, %106 : tensor<8x16xf32>
    %594 = stablehlo.subtract %550, %593 : tensor<8x16xf32>
    %595 = stablehlo.multiply %586, %594 : tensor<8x16xf32>
    %596 = stablehlo.subtract %550, %105 : tensor<8x16xf32>
    %597 = stablehlo.multiply %105, %596 : tensor<8x16xf32>
    %598 = stablehlo.multiply %589, %597 : tensor<8x16xf32>
    %599 = stablehlo.subtract %550, %104 : tensor<8x16xf32>
    %600 = stablehlo.multiply %104, %599 : tensor<8x16xf32>
    %601 = stablehlo.multiply %587, %600 : tensor<8x16xf32>
    %602 = stablehlo.concatenate %601, %598, %595, %592, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %603 = stablehlo.dot_general %602, %570, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %604 = stablehlo.transpose %602, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %605 = stablehlo.dot_general %604, %95, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %606 = stablehlo.transpose %605, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %607 = stablehlo.reduce(%602 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %608 = stablehlo.reshape %607 : (tensor<64xf32>) -> tensor<1x64xf32>
    %609 = stablehlo.reshape %608 : (tensor<1x64xf32>) -> tensor<64xf32>
    %610 = stablehlo.add %577, %609 : tensor<64xf32>
    %611 = stablehlo.add %541, %603 : tensor<8x16xf32>
    %612 = stablehlo.transpose %606, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %613 = stablehlo.add %579, %612 : tensor<64x16xf32>
    %614 = stablehlo.multiply %611, %90 : tensor<8x16xf32>
    %615 = stablehlo.multiply %611, %94 : tensor<8x16xf32>
    %616 = stablehlo.multiply %94, %94 : tensor<8x16xf32>
    %617 = stablehlo.subtract %550, %616 : tensor<8x16xf32>
    %618 = stablehlo.multiply %614, %617 : tensor<8x16xf32>
    %619 = stablehlo.add %588, %618 : tensor<8x16xf32>
    %620 = stablehlo.multiply %619, %87 : tensor<8x16xf32>
    %621 = stablehlo.multiply %619, %89 : tensor<8x16xf32>
    %622 = stablehlo.multiply %619, %88 : tensor<8x16xf32>
    %623 = stablehlo.multiply %619, %76 : tensor<8x16xf32>
    %624 = stablehlo.subtract %550, %90 : tensor<8x16xf32>
    %625 = stablehlo.multiply %90, %624 : tensor<8x16xf32>
    %626 = stablehlo.multiply %615, %625 : tensor<8x16xf32>
    %627 = stablehlo.multiply %89, %89 : tensor<8x16xf32>
    %628 = stablehlo.subtract %550, %627 : tensor<8x16xf32>
    %629 = stablehlo.multiply %620, %628 : tensor<8x16xf32>
    %630 = stablehlo.subtract %550, %88 : tensor<8x16xf32>
    %631 = stablehlo.multiply %88, %630 : tensor<8x16xf32>
    %632 = stablehlo.multiply %623, %631 : tensor<8x16xf32>
    %633 = stablehlo.subtract %550, %87 : tensor<8x16xf32>
    %634 = stablehlo.multiply %87, %633 : tensor<8x16xf32>
    %635 = stablehlo.multiply %621, %634 : tensor<8x16xf32>
    %636 = stablehlo.concatenate %635, %632, %629, %626, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %637 = stablehlo.dot_general %636, %570, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %638 = stablehlo.transpose %636, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %639 = stablehlo.dot_general %638, %78, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %640 = stablehlo.transpose %639, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %641 = stablehlo.reduce(%636 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %642 = stablehlo.reshape %641 : (tensor<64xf32>) -> tensor<1x64xf32>
    %643 = stablehlo.reshape %642 : (tensor<1x64xf32>) -> tensor<64xf32>
    %644 = stablehlo.add %610, %643 : tensor<64xf32>
    %645 = stablehlo.add %539, %637 : tensor<8x16xf32>
    %646 = stablehlo.transpose %640, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %647 = stablehlo.add %613, %646 : tensor<64x16xf32>
    %648 = stablehlo.multiply %645, %73 : tensor<8x16xf32>
    %649 = stablehlo.multiply %645, %77 : tensor<8x16xf32>
    %650 = stablehlo.multiply %77, %77 : tensor<8x16xf32>
    %651 = stablehlo.subtract %550, %650 : tensor<8x16xf32>
    %652 = stablehlo.multiply %648, %651 : tensor<8x16xf32>
    %653 = stablehlo.add %622, %652 : tensor<8x16xf32>
    %654 = stablehlo.multiply %653, %70 : tensor<8x16xf32>
    %655 = stablehlo.multiply %653, %72 : tensor<8x16xf32>
    %656 = stablehlo.multiply %653, %71 : tensor<8x16xf32>
    %657 = stablehlo.multiply %653, %59 : tensor<8x16xf32>
    %658 = stablehlo.subtract %550, %73 : tensor<8x16xf32>
    %659 = stablehlo.multiply %73, %658 : tensor<8x16xf32>
    %660 = stablehlo.multiply %649, %659 : tensor<8x16xf32>
    %661 = stablehlo.multiply %72, %72 : tensor<8x16xf32>
    %662 = stablehlo.subtract %550, %661 : tensor<8x16xf32>
    %663 = stablehlo.multiply %654, %662 : tensor<8x16xf32>
    %664 = stablehlo.subtract %550, %71 : tensor<8x16xf32>
    %665 = stablehlo.multiply %71, %664 : tensor<8x16xf32>
    %666 = stablehlo.multiply %657, %665 : tensor<8x16xf32>
    %667 = stablehlo.subtract %550, %70 : tensor<8x16xf32>
    %668 = stablehlo.multiply %70, %667 : tensor<8x16xf32>
    %669 = stablehlo.multiply %655, %668 : tensor<8x16xf32>
    %670 = stablehlo.concatenate %669, %666, %663, %660, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %671 = stablehlo.dot_general %670, %570, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %672 = stablehlo.transpose %670, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %673 = stablehlo.dot_general %672, %61, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %674 = stablehlo.transpose %673, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %675 = stablehlo.reduce(%670 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.reshape %675 : (tensor<64xf32>) -> tensor<1x64xf32>
    %677 = stablehlo.reshape %676 : (tensor<1x64xf32>) -> tensor<64xf32>
    %678 = stablehlo.add %644, %677 : tensor<64xf32>
    %679 = stablehlo.add %537, %671 : tensor<8x16xf32>
    %680 = stablehlo.transpose %674, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %681 = stablehlo.add %647, %680 : tensor<64x16xf32>
    %682 = stablehlo.multiply %679, %56 : tensor<8x16xf32>
    %683 = stablehlo.multiply %679, %60 : tensor<8x16xf32>
    %684 = stablehlo.multiply %60, %60 : tensor<8x16xf32>
    %685 = stablehlo.subtract %550, %684 : tensor<8x16xf32>
    %686 = stablehlo.multiply %682, %685 : tensor<8x16xf32>
    %687 = stablehlo.add %656, %686 : tensor<8x16xf32>
    %688 = stablehlo.multiply %687, %53 : tensor<8x16xf32>
    %689 = stablehlo.multiply %687, %55 : tensor<8x16xf32>
    %690 = stablehlo.multiply %687, %54 : tensor<8x16xf32>
    %691 = stablehlo.multiply %687, %42 : tensor<8x16xf32>
    %692 = stablehlo.subtract %550, %56 : tensor<8x16xf32>
    %693 = stablehlo.multiply %56, %692 : tensor<8x16xf32>
    %694 = stablehlo.multiply %683, %693 : tensor<8x16xf32>
    %695 = stablehlo.multiply %55, %55 : tensor<8x16xf32>
    %696 = stablehlo.subtract %550, %695 : tensor<8x16xf32>
    %697 = stablehlo.multiply %688, %696 : tensor<8x16xf32>
    %698 = stablehlo.subtract %550, %54 : tensor<8x16xf32>
    %699 = stablehlo.multiply %54, %698 : tensor<8x16xf32>
    %700 = stablehlo.multiply %691, %699 : tensor<8x16xf32>
    %701 = stablehlo.subtract %550, %53 : tensor<8x16xf32>
    %702 = stablehlo.multiply %53, %701 : tensor<8x16xf32>
    %703 = stablehlo.multiply %689, %702 : tensor<8x16xf32>
    %704 = stablehlo.concatenate %703, %700, %697, %694, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %705 = stablehlo.dot_general %704, %570, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %706 = stablehlo.transpose %704, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %707 = stablehlo.dot_general %706, %44, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %708 = stablehlo.transpose %707, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %709 = stablehlo.reduce(%704 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %710 = stablehlo.reshape %709 : (tensor<64xf32>) -> tensor<1x64xf32>
    %711 = stablehlo.reshape %710 : (tensor<1x64xf32>) -> tensor<64xf32>
    %712 = stablehlo.add %678, %711 : tensor<64xf32>
    %713 = stablehlo.add %535, %705 : tensor<8x16xf32>
    %714 = stablehlo.transpose %708, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %715 = stablehlo.add %681, %714 : tensor<64x16xf32>
    %716 = stablehlo.multiply %713, %39 : tensor<8x16xf32>
    %717 = stablehlo.multiply %713, %43 : tensor<8x16xf32>
    %718 = stablehlo.multiply %43, %43 : tensor<8x16xf32>
    %719 = stablehlo.subtract %550, %718 : tensor<8x16xf32>
    %720 = stablehlo.multiply %716, %719 : tensor<8x16xf32>
    %721 = stablehlo.add %690, %720 : tensor<8x16xf32>
    %722 = stablehlo.multiply %721, %36 : tensor<8x16xf32>
    %723 = stablehlo.multiply %721, %38 : tensor<8x16xf32>
    %724 = stablehlo.multiply %721, %cst_20 : tensor<8x16xf32>
    %725 = stablehlo.subtract %550, %39 : tensor<8x16xf32>
    %726 = stablehlo.multiply %39, %725 : tensor<8x16xf32>
    %727 = stablehlo.multiply %717, %726 : tensor<8x16xf32>
    %728 = stablehlo.multiply %38, %38 : tensor<8x16xf32>
    %729 = stablehlo.subtract %550, %728 : tensor<8x16xf32>
    %730 = stablehlo.multiply %722, %729 : tensor<8x16xf32>
    %731 = stablehlo.subtract %550, %37 : tensor<8x16xf32>
    %732 = stablehlo.multiply %37, %731 : tensor<8x16xf32>
    %733 = stablehlo.multiply %724, %732 : tensor<8x16xf32>
    %734 = stablehlo.subtract %550, %36 : tensor<8x16xf32>
    %735 = stablehlo.multiply %36, %734 : tensor<8x16xf32>
    %736 = stablehlo.multiply %723, %735 : tensor<8x16xf32>
    %737 = stablehlo.concatenate %736, %733, %730, %727, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %738 = stablehlo.transpose %737, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %739 = stablehlo.dot_general %738, %cst_20, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %740 = stablehlo.transpose %739, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %741 = stablehlo.reduce(%737 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %742 = stablehlo.reshape %741 : (tensor<64xf32>) -> tensor<1x64xf32>
    %743 = stablehlo.reshape %742 : (tensor<1x64xf32>) -> tensor<64xf32>
    %744 = stablehlo.add %712, %743 : tensor<64xf32>
    %745 = stablehlo.transpose %740, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %746 = stablehlo.add %715, %745 : tensor<64x16xf32>
    %747 = stablehlo.concatenate %737, %704, %670, %636, %602, %569, dim = 0 : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<48x64xf32>
    %748 = stablehlo.reshape %747 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %749 = stablehlo.reshape %748 : (tensor<6x8x64xf32>) -> tensor<48x64xf32>
    %750 = stablehlo.transpose %749, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
    %751 = stablehlo.dot_general %750, %0, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x8xf32>) -> tensor<64x8xf32>
    %752 = stablehlo.transpose %751, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %753 = stablehlo.reduce(%749 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<48x64xf32>, tensor<f32>) -> tensor<64xf32>
    %754 = stablehlo.reshape %753 : (tensor<64xf32>) -> tensor<1x64xf32>
    %755 = stablehlo.reshape %754 : (tensor<1x64xf32>) -> tensor<64xf32>
    %756 = stablehlo.transpose %752, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    return %325, %756, %746, %755, %744, %533, %530, %449, %448, %421, %418, %402, %400, %438, %439, %390, %391, %355, %354 : tensor<f32>, tensor<64x8xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<5x16xf32>, tensor<5xf32>
  }
}
