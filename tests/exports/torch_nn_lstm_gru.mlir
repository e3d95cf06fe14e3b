module {
  func.func @main(%arg0: tensor<8x6x8xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<64x8xf32> {jax.arg_info = "param['lstm.weight_ih_l0']", tag.role = "param"}, %arg3: tensor<64x16xf32> {jax.arg_info = "param['lstm.weight_hh_l0']", tag.role = "param"}, %arg4: tensor<64xf32> {jax.arg_info = "param['lstm.bias_ih_l0']", tag.role = "param"}, %arg5: tensor<64xf32> {jax.arg_info = "param['lstm.bias_hh_l0']", tag.role = "param"}, %arg6: tensor<64x16xf32> {jax.arg_info = "param['lstm.weight_ih_l1']", tag.role = "param"}, %arg7: tensor<64x16xf32> {jax.arg_info = "param['lstm.weight_hh_l1']", tag.role = "param"}, %arg8: tensor<64xf32> {jax.arg_info = "param['lstm.bias_ih_l1']", tag.role = "param"}, %arg9: tensor<64xf32> {jax.arg_info = "param['lstm.bias_hh_l1']", tag.role = "param"}, %arg10: tensor<48x16xf32> {jax.arg_info = "param['gru.weight_ih_l0']", tag.role = "param"}, %arg11: tensor<48x16xf32> {jax.arg_info = "param['gru.weight_hh_l0']", tag.role = "param"}, %arg12: tensor<48xf32> {jax.arg_info = "param['gru.bias_ih_l0']", tag.role = "param"}, %arg13: tensor<48xf32> {jax.arg_info = "param['gru.bias_hh_l0']", tag.role = "param"}, %arg14: tensor<5x16xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg15: tensor<5xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<64x8xf32> {jax.result_info = "grad['lstm.weight_ih_l0']"}, tensor<64x16xf32> {jax.result_info = "grad['lstm.weight_hh_l0']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_ih_l0']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_hh_l0']"}, tensor<64x16xf32> {jax.result_info = "grad['lstm.weight_ih_l1']"}, tensor<64x16xf32> {jax.result_info = "grad['lstm.weight_hh_l1']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_ih_l1']"}, tensor<64xf32> {jax.result_info = "grad['lstm.bias_hh_l1']"}, tensor<48x16xf32> {jax.result_info = "grad['gru.weight_ih_l0']"}, tensor<48x16xf32> {jax.result_info = "grad['gru.weight_hh_l0']"}, tensor<48xf32> {jax.result_info = "grad['gru.bias_ih_l0']"}, tensor<48xf32> {jax.result_info = "grad['gru.bias_hh_l0']"}, tensor<5x16xf32> {jax.result_info = "grad['head.weight']"}, tensor<5xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<5> : tensor<1x6x1xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<6xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<6xi64>
    %c_2 = stablehlo.constant dense<6> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_4 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_6 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x6x16xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<8x5xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<8x16xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i64>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_15 = arith.constant dense<1> : tensor<1xi64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<8x6x8xf32>) -> tensor<6x8x8xf32>
    %1 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %2 = stablehlo.reshape %0 : (tensor<6x8x8xf32>) -> tensor<48x8xf32>
    %3 = stablehlo.dot_general %2, %1, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x64xf32>) -> tensor<48x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<6x8x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<6x8x64xf32>
    %7 = stablehlo.slice %6 [0:1, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %8 = stablehlo.slice %6 [1:2, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %9 = stablehlo.slice %6 [2:3, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %10 = stablehlo.slice %6 [3:4, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %11 = stablehlo.slice %6 [4:5, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %12 = stablehlo.slice %6 [5:6, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %13 = stablehlo.reshape %7 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %14 = stablehlo.reshape %8 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %15 = stablehlo.reshape %9 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %16 = stablehlo.reshape %10 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %17 = stablehlo.reshape %11 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %18 = stablehlo.reshape %12 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %19 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %20 = stablehlo.dot_general %cst_12, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %21 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<8x64xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.multiply %arg5, %25 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %28 = stablehlo.add %24, %27 : tensor<8x64xf32>
    %29 = stablehlo.add %28, %13 : tensor<8x64xf32>
    %30 = stablehlo.slice %29 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %31 = stablehlo.slice %29 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %32 = stablehlo.slice %29 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %33 = stablehlo.slice %29 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %34 = stablehlo.logistic %30 : tensor<8x16xf32>
    %35 = stablehlo.logistic %31 : tensor<8x16xf32>
    %36 = stablehlo.tanh %32 : tensor<8x16xf32>
    %37 = stablehlo.logistic %33 : tensor<8x16xf32>
    %38 = stablehlo.multiply %35, %cst_12 : tensor<8x16xf32>
    %39 = stablehlo.multiply %34, %36 : tensor<8x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x16xf32>
    %41 = stablehlo.tanh %40 : tensor<8x16xf32>
    %42 = stablehlo.multiply %37, %41 : tensor<8x16xf32>
    %43 = stablehlo.dot_general %42, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %44 = stablehlo.multiply %43, %23 : tensor<8x64xf32>
    %45 = stablehlo.add %44, %27 : tensor<8x64xf32>
    %46 = stablehlo.add %45, %14 : tensor<8x64xf32>
    %47 = stablehlo.slice %46 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %48 = stablehlo.slice %46 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %49 = stablehlo.slice %46 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %50 = stablehlo.slice %46 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %51 = stablehlo.logistic %47 : tensor<8x16xf32>
    %52 = stablehlo.logistic %48 : tensor<8x16xf32>
    %53 = stablehlo.tanh %49 : tensor<8x16xf32>
    %54 = stablehlo.logistic %50 : tensor<8x16xf32>
    %55 = stablehlo.multiply %52, %40 : tensor<8x16xf32>
    %56 = stablehlo.multiply %51, %53 : tensor<8x16xf32>
    %57 = stablehlo.add %55, %56 : tensor<8x16xf32>
    %58 = stablehlo.tanh %57 : tensor<8x16xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<8x16xf32>
    %60 = stablehlo.dot_general %59, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %61 = stablehlo.multiply %60, %23 : tensor<8x64xf32>
    %62 = stablehlo.add %61, %27 : tensor<8x64xf32>
    %63 = stablehlo.add %62, %15 : tensor<8x64xf32>
    %64 = stablehlo.slice %63 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %65 = stablehlo.slice %63 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %66 = stablehlo.slice %63 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %67 = stablehlo.slice %63 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %68 = stablehlo.logistic %64 : tensor<8x16xf32>
    %69 = stablehlo.logistic %65 : tensor<8x16xf32>
    %70 = stablehlo.tanh %66 : tensor<8x16xf32>
    %71 = stablehlo.logistic %67 : tensor<8x16xf32>
    %72 = stablehlo.multiply %69, %57 : tensor<8x16xf32>
    %73 = stablehlo.multiply %68, %70 : tensor<8x16xf32>
    %74 = stablehlo.add %72, %73 : tensor<8x16xf32>
    %75 = stablehlo.tanh %74 : tensor<8x16xf32>
    %76 = stablehlo.multiply %71, %75 : tensor<8x16xf32>
    %77 = stablehlo.dot_general %76, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %78 = stablehlo.multiply %77, %23 : tensor<8x64xf32>
    %79 = stablehlo.add %78, %27 : tensor<8x64xf32>
    %80 = stablehlo.add %79, %16 : tensor<8x64xf32>
    %81 = stablehlo.slice %80 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %82 = stablehlo.slice %80 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %83 = stablehlo.slice %80 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %84 = stablehlo.slice %80 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %85 = stablehlo.logistic %81 : tensor<8x16xf32>
    %86 = stablehlo.logistic %82 : tensor<8x16xf32>
    %87 = stablehlo.tanh %83 : tensor<8x16xf32>
    %88 = stablehlo.logistic %84 : tensor<8x16xf32>
    %89 = stablehlo.multiply %86, %74 : tensor<8x16xf32>
    %90 = stablehlo.multiply %85, %87 : tensor<8x16xf32>
    %91 = stablehlo.add %89, %90 : tensor<8x16xf32>
    %92 = stablehlo.tanh %91 : tensor<8x16xf32>
    %93 = stablehlo.multiply %88, %92 : tensor<8x16xf32>
    %94 = stablehlo.dot_general %93, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %95 = stablehlo.multiply %94, %23 : tensor<8x64xf32>
    %96 = stablehlo.add %95, %27 : tensor<8x64xf32>
    %97 = stablehlo.add %96, %17 : tensor<8x64xf32>
    %98 = stablehlo.slice %97 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %99 = stablehlo.slice %97 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %100 = stablehlo.slice %97 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %101 = stablehlo.slice %97 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %102 = stablehlo.logistic %98 : tensor<8x16xf32>
    %103 = stablehlo.logistic %99 : tensor<8x16xf32>
    %104 = stablehlo.tanh %100 : tensor<8x16xf32>
    %105 = stablehlo.logistic %101 : tensor<8x16xf32>
    %106 = stablehlo.multiply %103, %91 : tensor<8x16xf32>
    %107 = stablehlo.multiply %102, %104 : tensor<8x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x16xf32>
    %109 = stablehlo.tanh %108 : tensor<8x16xf32>
    %110 = stablehlo.multiply %105, %109 : tensor<8x16xf32>
    %111 = stablehlo.dot_general %110, %19, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %112 = stablehlo.multiply %111, %23 : tensor<8x64xf32>
    %113 = stablehlo.add %112, %27 : tensor<8x64xf32>
    %114 = stablehlo.add %113, %18 : tensor<8x64xf32>
    %115 = stablehlo.slice %114 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %116 = stablehlo.slice %114 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %117 = stablehlo.slice %114 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %118 = stablehlo.slice %114 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %119 = stablehlo.logistic %115 : tensor<8x16xf32>
    %120 = stablehlo.logistic %116 : tensor<8x16xf32>
    %121 = stablehlo.tanh %117 : tensor<8x16xf32>
    %122 = stablehlo.logistic %118 : tensor<8x16xf32>
    %123 = stablehlo.multiply %120, %108 : tensor<8x16xf32>
    %124 = stablehlo.multiply %119, %121 : tensor<8x16xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x16xf32>
    %126 = stablehlo.tanh %125 : tensor<8x16xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<8x16xf32>
    %128 = stablehlo.concatenate %42, %59, %76, %93, %110, %127, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %130 = stablehlo.reshape %129 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %131 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x64xf32>) -> tensor<48x64xf32>
    %133 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<48x64xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<48x64xf32>
    %135 = stablehlo.multiply %arg8, %25 : tensor<64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1] : (tensor<64xf32>) -> tensor<48x64xf32>
    %137 = stablehlo.add %134, %136 : tensor<48x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %139 = stablehlo.slice %138 [0:1, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %140 = stablehlo.slice %138 [1:2, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %141 = stablehlo.slice %138 [2:3, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %142 = stablehlo.slice %138 [3:4, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %143 = stablehlo.slice %138 [4:5, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %144 = stablehlo.slice %138 [5:6, 0:8, 0:64] : (tensor<6x8x64xf32>) -> tensor<1x8x64xf32>
    %145 = stablehlo.reshape %139 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %146 = stablehlo.reshape %140 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %147 = stablehlo.reshape %141 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %148 = stablehlo.reshape %142 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %149 = stablehlo.reshape %143 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %150 = stablehlo.reshape %144 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %151 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %152 = stablehlo.dot_general %cst_12, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %153 = stablehlo.multiply %152, %23 : tensor<8x64xf32>
    %154 = stablehlo.multiply %arg9, %25 : tensor<64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x64xf32>
    %157 = stablehlo.add %156, %145 : tensor<8x64xf32>
    %158 = stablehlo.slice %157 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %159 = stablehlo.slice %157 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %160 = stablehlo.slice %157 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %161 = stablehlo.slice %157 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %162 = stablehlo.logistic %158 : tensor<8x16xf32>
    %163 = stablehlo.logistic %159 : tensor<8x16xf32>
    %164 = stablehlo.tanh %160 : tensor<8x16xf32>
    %165 = stablehlo.logistic %161 : tensor<8x16xf32>
    %166 = stablehlo.multiply %163, %cst_12 : tensor<8x16xf32>
    %167 = stablehlo.multiply %162, %164 : tensor<8x16xf32>
    %168 = stablehlo.add %166, %167 : tensor<8x16xf32>
    %169 = stablehlo.tanh %168 : tensor<8x16xf32>
    %170 = stablehlo.multiply %165, %169 : tensor<8x16xf32>
    %171 = stablehlo.dot_general %170, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %172 = stablehlo.multiply %171, %23 : tensor<8x64xf32>
    %173 = stablehlo.add %172, %155 : tensor<8x64xf32>
    %174 = stablehlo.add %173, %146 : tensor<8x64xf32>
    %175 = stablehlo.slice %174 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %176 = stablehlo.slice %174 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %177 = stablehlo.slice %174 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %178 = stablehlo.slice %174 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %179 = stablehlo.logistic %175 : tensor<8x16xf32>
    %180 = stablehlo.logistic %176 : tensor<8x16xf32>
    %181 = stablehlo.tanh %177 : tensor<8x16xf32>
    %182 = stablehlo.logistic %178 : tensor<8x16xf32>
    %183 = stablehlo.multiply %180, %168 : tensor<8x16xf32>
    %184 = stablehlo.multiply %179, %181 : tensor<8x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x16xf32>
    %186 = stablehlo.tanh %185 : tensor<8x16xf32>
    %187 = stablehlo.multiply %182, %186 : tensor<8x16xf32>
    %188 = stablehlo.dot_general %187, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %189 = stablehlo.multiply %188, %23 : tensor<8x64xf32>
    %190 = stablehlo.add %189, %155 : tensor<8x64xf32>
    %191 = stablehlo.add %190, %147 : tensor<8x64xf32>
    %192 = stablehlo.slice %191 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %193 = stablehlo.slice %191 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %194 = stablehlo.slice %191 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %195 = stablehlo.slice %191 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %196 = stablehlo.logistic %192 : tensor<8x16xf32>
    %197 = stablehlo.logistic %193 : tensor<8x16xf32>
    %198 = stablehlo.tanh %194 : tensor<8x16xf32>
    %199 = stablehlo.logistic %195 : tensor<8x16xf32>
    %200 = stablehlo.multiply %197, %185 : tensor<8x16xf32>
    %201 = stablehlo.multiply %196, %198 : tensor<8x16xf32>
    %202 = stablehlo.add %200, %201 : tensor<8x16xf32>
    %203 = stablehlo.tanh %202 : tensor<8x16xf32>
    %204 = stablehlo.multiply %199, %203 : tensor<8x16xf32>
    %205 = stablehlo.dot_general %204, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %206 = stablehlo.multiply %205, %23 : tensor<8x64xf32>
    %207 = stablehlo.add %206, %155 : tensor<8x64xf32>
    %208 = stablehlo.add %207, %148 : tensor<8x64xf32>
    %209 = stablehlo.slice %208 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %210 = stablehlo.slice %208 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %211 = stablehlo.slice %208 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %212 = stablehlo.slice %208 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %213 = stablehlo.logistic %209 : tensor<8x16xf32>
    %214 = stablehlo.logistic %210 : tensor<8x16xf32>
    %215 = stablehlo.tanh %211 : tensor<8x16xf32>
    %216 = stablehlo.logistic %212 : tensor<8x16xf32>
    %217 = stablehlo.multiply %214, %202 : tensor<8x16xf32>
    %218 = stablehlo.multiply %213, %215 : tensor<8x16xf32>
    %219 = stablehlo.add %217, %218 : tensor<8x16xf32>
    %220 = stablehlo.tanh %219 : tensor<8x16xf32>
    %221 = stablehlo.multiply %216, %220 : tensor<8x16xf32>
    %222 = stablehlo.dot_general %221, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %223 = stablehlo.multiply %222, %23 : tensor<8x64xf32>
    %224 = stablehlo.add %223, %155 : tensor<8x64xf32>
    %225 = stablehlo.add %224, %149 : tensor<8x64xf32>
    %226 = stablehlo.slice %225 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %227 = stablehlo.slice %225 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %228 = stablehlo.slice %225 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %229 = stablehlo.slice %225 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %230 = stablehlo.logistic %226 : tensor<8x16xf32>
    %231 = stablehlo.logistic %227 : tensor<8x16xf32>
    %232 = stablehlo.tanh %228 : tensor<8x16xf32>
    %233 = stablehlo.logistic %229 : tensor<8x16xf32>
    %234 = stablehlo.multiply %231, %219 : tensor<8x16xf32>
    %235 = stablehlo.multiply %230, %232 : tensor<8x16xf32>
    %236 = stablehlo.add %234, %235 : tensor<8x16xf32>
    %237 = stablehlo.tanh %236 : tensor<8x16xf32>
    %238 = stablehlo.multiply %233, %237 : tensor<8x16xf32>
    %239 = stablehlo.dot_general %238, %151, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %240 = stablehlo.multiply %239, %23 : tensor<8x64xf32>
    %241 = stablehlo.add %240, %155 : tensor<8x64xf32>
    %242 = stablehlo.add %241, %150 : tensor<8x64xf32>
    %243 = stablehlo.slice %242 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %244 = stablehlo.slice %242 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %245 = stablehlo.slice %242 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %246 = stablehlo.slice %242 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %247 = stablehlo.logistic %243 : tensor<8x16xf32>
    %248 = stablehlo.logistic %244 : tensor<8x16xf32>
    %249 = stablehlo.tanh %245 : tensor<8x16xf32>
    %250 = stablehlo.logistic %246 : tensor<8x16xf32>
    %251 = stablehlo.multiply %248, %236 : tensor<8x16xf32>
    %252 = stablehlo.multiply %247, %249 : tensor<8x16xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x16xf32>
    %254 = stablehlo.tanh %253 : tensor<8x16xf32>
    %255 = stablehlo.multiply %250, %254 : tensor<8x16xf32>
    %256 = stablehlo.concatenate %170, %187, %204, %221, %238, %255, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %257 = stablehlo.reshape %256 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %258 = stablehlo.transpose %257, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %259 = stablehlo.transpose %258, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<6x8x16xf32>) -> tensor<48x16xf32>
    %261 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %262 = stablehlo.dot_general %260, %261, contracting_dims = [1] x [0] : (tensor<48x16xf32>, tensor<16x48xf32>) -> tensor<48x48xf32>
    %263 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<48x48xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<48x48xf32>
    %265 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %266 = stablehlo.multiply %arg12, %265 : tensor<48xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [1] : (tensor<48xf32>) -> tensor<48x48xf32>
    %268 = stablehlo.add %264, %267 : tensor<48x48xf32>
    %269 = stablehlo.reshape %268 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %270 = stablehlo.slice %269 [0:1, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %271 = stablehlo.slice %269 [1:2, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %272 = stablehlo.slice %269 [2:3, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %273 = stablehlo.slice %269 [3:4, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %274 = stablehlo.slice %269 [4:5, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %275 = stablehlo.slice %269 [5:6, 0:8, 0:48] : (tensor<6x8x48xf32>) -> tensor<1x8x48xf32>
    %276 = stablehlo.reshape %270 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %277 = stablehlo.reshape %271 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %278 = stablehlo.reshape %272 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %279 = stablehlo.reshape %273 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %280 = stablehlo.reshape %274 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %281 = stablehlo.reshape %275 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    %282 = stablehlo.slice %276 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %283 = stablehlo.slice %276 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %284 = stablehlo.slice %276 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %285 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %286 = stablehlo.dot_general %cst_12, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %287 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x48xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<8x48xf32>
    %289 = stablehlo.multiply %arg13, %265 : tensor<48xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [1] : (tensor<48xf32>) -> tensor<8x48xf32>
    %291 = stablehlo.add %288, %290 : tensor<8x48xf32>
    %292 = stablehlo.slice %291 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %293 = stablehlo.slice %291 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %294 = stablehlo.slice %291 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %295 = stablehlo.add %292, %282 : tensor<8x16xf32>
    %296 = stablehlo.logistic %295 : tensor<8x16xf32>
    %297 = stablehlo.add %293, %283 : tensor<8x16xf32>
    %298 = stablehlo.logistic %297 : tensor<8x16xf32>
    %299 = stablehlo.multiply %294, %296 : tensor<8x16xf32>
    %300 = stablehlo.add %284, %299 : tensor<8x16xf32>
    %301 = stablehlo.tanh %300 : tensor<8x16xf32>
    %302 = stablehlo.subtract %cst_12, %301 : tensor<8x16xf32>
    %303 = stablehlo.multiply %302, %298 : tensor<8x16xf32>
    %304 = stablehlo.add %303, %301 : tensor<8x16xf32>
    %305 = stablehlo.slice %277 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %306 = stablehlo.slice %277 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %307 = stablehlo.slice %277 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %308 = stablehlo.dot_general %304, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %309 = stablehlo.multiply %308, %287 : tensor<8x48xf32>
    %310 = stablehlo.add %309, %290 : tensor<8x48xf32>
    %311 = stablehlo.slice %310 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %312 = stablehlo.slice %310 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %313 = stablehlo.slice %310 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %314 = stablehlo.add %311, %305 : tensor<8x16xf32>
    %315 = stablehlo.logistic %314 : tensor<8x16xf32>
    %316 = stablehlo.add %312, %306 : tensor<8x16xf32>
    %317 = stablehlo.logistic %316 : tensor<8x16xf32>
    %318 = stablehlo.multiply %313, %315 : tensor<8x16xf32>
    %319 = stablehlo.add %307, %318 : tensor<8x16xf32>
    %320 = stablehlo.tanh %319 : tensor<8x16xf32>
    %321 = stablehlo.subtract %304, %320 : tensor<8x16xf32>
    %322 = stablehlo.multiply %321, %317 : tensor<8x16xf32>
    %323 = stablehlo.add %322, %320 : tensor<8x16xf32>
    %324 = stablehlo.slice %278 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %325 = stablehlo.slice %278 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %326 = stablehlo.slice %278 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %327 = stablehlo.dot_general %323, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %328 = stablehlo.multiply %327, %287 : tensor<8x48xf32>
    %329 = stablehlo.add %328, %290 : tensor<8x48xf32>
    %330 = stablehlo.slice %329 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %331 = stablehlo.slice %329 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %332 = stablehlo.slice %329 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %333 = stablehlo.add %330, %324 : tensor<8x16xf32>
    %334 = stablehlo.logistic %333 : tensor<8x16xf32>
    %335 = stablehlo.add %331, %325 : tensor<8x16xf32>
    %336 = stablehlo.logistic %335 : tensor<8x16xf32>
    %337 = stablehlo.multiply %332, %334 : tensor<8x16xf32>
    %338 = stablehlo.add %326, %337 : tensor<8x16xf32>
    %339 = stablehlo.tanh %338 : tensor<8x16xf32>
    %340 = stablehlo.subtract %323, %339 : tensor<8x16xf32>
    %341 = stablehlo.multiply %340, %336 : tensor<8x16xf32>
    %342 = stablehlo.add %341, %339 : tensor<8x16xf32>
    %343 = stablehlo.slice %279 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %344 = stablehlo.slice %279 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %345 = stablehlo.slice %279 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %346 = stablehlo.dot_general %342, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %347 = stablehlo.multiply %346, %287 : tensor<8x48xf32>
    %348 = stablehlo.add %347, %290 : tensor<8x48xf32>
    %349 = stablehlo.slice %348 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %350 = stablehlo.slice %348 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %351 = stablehlo.slice %348 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %352 = stablehlo.add %349, %343 : tensor<8x16xf32>
    %353 = stablehlo.logistic %352 : tensor<8x16xf32>
    %354 = stablehlo.add %350, %344 : tensor<8x16xf32>
    %355 = stablehlo.logistic %354 : tensor<8x16xf32>
    %356 = stablehlo.multiply %351, %353 : tensor<8x16xf32>
    %357 = stablehlo.add %345, %356 : tensor<8x16xf32>
    %358 = stablehlo.tanh %357 : tensor<8x16xf32>
    %359 = stablehlo.subtract %342, %358 : tensor<8x16xf32>
    %360 = stablehlo.multiply %359, %355 : tensor<8x16xf32>
    %361 = stablehlo.add %360, %358 : tensor<8x16xf32>
    %362 = stablehlo.slice %280 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %363 = stablehlo.slice %280 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %364 = stablehlo.slice %280 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %365 = stablehlo.dot_general %361, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %366 = stablehlo.multiply %365, %287 : tensor<8x48xf32>
    %367 = stablehlo.add %366, %290 : tensor<8x48xf32>
    %368 = stablehlo.slice %367 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %369 = stablehlo.slice %367 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %370 = stablehlo.slice %367 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %371 = stablehlo.add %368, %362 : tensor<8x16xf32>
    %372 = stablehlo.logistic %371 : tensor<8x16xf32>
    %373 = stablehlo.add %369, %363 : tensor<8x16xf32>
    %374 = stablehlo.logistic %373 : tensor<8x16xf32>
    %375 = stablehlo.multiply %370, %372 : tensor<8x16xf32>
    %376 = stablehlo.add %364, %375 : tensor<8x16xf32>
    %377 = stablehlo.tanh %376 : tensor<8x16xf32>
    %378 = stablehlo.subtract %361, %377 : tensor<8x16xf32>
    %379 = stablehlo.multiply %378, %374 : tensor<8x16xf32>
    %380 = stablehlo.add %379, %377 : tensor<8x16xf32>
    %381 = stablehlo.slice %281 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %382 = stablehlo.slice %281 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %383 = stablehlo.slice %281 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %384 = stablehlo.dot_general %380, %285, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %385 = stablehlo.multiply %384, %287 : tensor<8x48xf32>
    %386 = stablehlo.add %385, %290 : tensor<8x48xf32>
    %387 = stablehlo.slice %386 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %388 = stablehlo.slice %386 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %389 = stablehlo.slice %386 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %390 = stablehlo.add %387, %381 : tensor<8x16xf32>
    %391 = stablehlo.logistic %390 : tensor<8x16xf32>
    %392 = stablehlo.add %388, %382 : tensor<8x16xf32>
    %393 = stablehlo.logistic %392 : tensor<8x16xf32>
    %394 = stablehlo.multiply %389, %391 : tensor<8x16xf32>
    %395 = stablehlo.add %383, %394 : tensor<8x16xf32>
    %396 = stablehlo.tanh %395 : tensor<8x16xf32>
    %397 = stablehlo.subtract %380, %396 : tensor<8x16xf32>
    %398 = stablehlo.multiply %397, %393 : tensor<8x16xf32>
    %399 = stablehlo.add %398, %396 : tensor<8x16xf32>
    %400 = stablehlo.concatenate %304, %323, %342, %361, %380, %399, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %401 = stablehlo.reshape %400 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %402 = stablehlo.transpose %401, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %403 = stablehlo.slice %402 [0:8, 5:6, 0:16] : (tensor<8x6x16xf32>) -> tensor<8x1x16xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %405 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %406 = stablehlo.dot_general %404, %405, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x5xf32>) -> tensor<8x5xf32>
    %407 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<8x5xf32>
    %409 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %410 = stablehlo.multiply %arg15, %409 : tensor<5xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [1] : (tensor<5xf32>) -> tensor<8x5xf32>
    %412 = stablehlo.add %408, %411 : tensor<8x5xf32>
    %413 = stablehlo.reduce(%412 init: %cst_14) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %414 = stablehlo.reshape %413 : (tensor<8xf32>) -> tensor<8x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %416 = stablehlo.subtract %412, %415 : tensor<8x5xf32>
    %417 = stablehlo.exponential %416 : tensor<8x5xf32>
    %418 = stablehlo.reduce(%417 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %419 = stablehlo.reshape %418 : (tensor<8xf32>) -> tensor<8x1xf32>
    %420 = stablehlo.log %419 : tensor<8x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %422 = stablehlo.subtract %416, %421 : tensor<8x5xf32>
    %423 = stablehlo.compare NE, %arg1, %c_6, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %425 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %426 = stablehlo.select %424, %425, %c_5 : tensor<8xi1>, tensor<8xi64>
    %427 = stablehlo.reshape %426 : (tensor<8xi64>) -> tensor<8x1xi64>
    %428 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %429 = stablehlo.reshape %427 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %430 = stablehlo.concatenate %428, %429, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %431 = "stablehlo.gather"(%422, %430) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x5xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x1xf32>) -> tensor<8xf32>
    %433 = stablehlo.negate %432 : tensor<8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %435 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %436 = stablehlo.select %424, %434, %435 : tensor<8xi1>, tensor<8xf32>
    %437 = stablehlo.convert %423 : (tensor<8xi1>) -> tensor<8xi64>
    %438 = stablehlo.reduce(%437 init: %c_11) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %439 = stablehlo.convert %438 : (tensor<i64>) -> tensor<f32>
    %440 = stablehlo.reduce(%436 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %441 = stablehlo.divide %440, %439 : tensor<f32>
    %442 = stablehlo.divide %cst_9, %439 : tensor<f32>
    %443 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %444 = stablehlo.compare NE, %443, %c_4, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %446 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %447 = stablehlo.select %445, %446, %c_3 : tensor<8x1xi1>, tensor<8x1xi64>
    %448 = stablehlo.slice %cst_7 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %449 = stablehlo.reshape %447 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %450 = stablehlo.concatenate %428, %449, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %451 = "stablehlo.scatter"(%cst_8, %450, %448) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      stablehlo.return %arg17 : tensor<f32>
    }) : (tensor<8x5xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x5xf32>
    %452 = stablehlo.broadcast_in_dim %442, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %453 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %454 = stablehlo.select %445, %452, %453 : tensor<8x1xi1>, tensor<8x1xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %456 = stablehlo.multiply %451, %455 : tensor<8x5xf32>
    %457 = stablehlo.exponential %422 : tensor<8x5xf32>
    %458 = stablehlo.reduce(%456 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %459 = stablehlo.reshape %458 : (tensor<8xf32>) -> tensor<8x1xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<8x5xf32>
    %462 = stablehlo.subtract %456, %461 : tensor<8x5xf32>
    %463 = stablehlo.transpose %405, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %464 = stablehlo.dot_general %462, %463, contracting_dims = [1] x [0] : (tensor<8x5xf32>, tensor<5x16xf32>) -> tensor<8x16xf32>
    %465 = stablehlo.transpose %462, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
    %466 = stablehlo.dot_general %465, %404, contracting_dims = [1] x [0] : (tensor<5x8xf32>, tensor<8x16xf32>) -> tensor<5x16xf32>
    %467 = stablehlo.transpose %466, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %468 = stablehlo.reduce(%462 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x5xf32>, tensor<f32>) -> tensor<5xf32>
    %469 = stablehlo.reshape %468 : (tensor<5xf32>) -> tensor<1x5xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x5xf32>) -> tensor<5xf32>
    %471 = stablehlo.transpose %467, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %472 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f64>
    %473 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %474 = stablehlo.divide %473, %472 : tensor<f64>
    %475 = stablehlo.ceil %474 : tensor<f64>
    %476 = stablehlo.convert %475 : (tensor<f64>) -> tensor<i64>
    %477 = stablehlo.reshape %476 : (tensor<i64>) -> tensor<1xi64>
    %478 = stablehlo.dynamic_iota %477, dim = 0 : (tensor<1xi64>) -> tensor<6xi64>
    %479 = stablehlo.multiply %478, %c_1 : tensor<6xi64>
    %480 = stablehlo.add %479, %c_0 : tensor<6xi64>
    %481 = stablehlo.reshape %480 : (tensor<6xi64>) -> tensor<1x6x1xi64>
    %482 = stablehlo.compare EQ, %481, %c, SIGNED : (tensor<1x6x1xi64>, tensor<1x6x1xi64>) -> tensor<1x6x1xi1>
    %483 = stablehlo.reshape %464 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x6x16xf32>
    %485 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x6x1xi1>) -> tensor<8x6x16xi1>
    %486 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<8x6x16xf32>) -> tensor<8x6x16xf32>
    %487 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<8x6x16xf32>) -> tensor<8x6x16xf32>
    %488 = stablehlo.select %485, %486, %487 : tensor<8x6x16xi1>, tensor<8x6x16xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %490 = stablehlo.slice %489 [0:1, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %492 = stablehlo.slice %489 [1:2, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %493 = stablehlo.reshape %492 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %494 = stablehlo.slice %489 [2:3, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %495 = stablehlo.reshape %494 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %496 = stablehlo.slice %489 [3:4, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %497 = stablehlo.reshape %496 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %498 = stablehlo.slice %489 [4:5, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %500 = stablehlo.slice %489 [5:6, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %501 = stablehlo.reshape %500 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %502 = stablehlo.multiply %501, %397 : tensor<8x16xf32>
    %503 = stablehlo.multiply %501, %393 : tensor<8x16xf32>
    %504 = stablehlo.negate %503 : tensor<8x16xf32>
    %505 = stablehlo.add %499, %503 : tensor<8x16xf32>
    %506 = stablehlo.add %501, %504 : tensor<8x16xf32>
    %507 = stablehlo.multiply %396, %396 : tensor<8x16xf32>
    %508 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %510 = stablehlo.subtract %509, %507 : tensor<8x16xf32>
    %511 = stablehlo.multiply %506, %510 : tensor<8x16xf32>
    %512 = stablehlo.multiply %511, %389 : tensor<8x16xf32>
    %513 = stablehlo.multiply %511, %391 : tensor<8x16xf32>
    %514 = stablehlo.subtract %509, %393 : tensor<8x16xf32>
    %515 = stablehlo.multiply %393, %514 : tensor<8x16xf32>
    %516 = stablehlo.multiply %502, %515 : tensor<8x16xf32>
    %517 = stablehlo.subtract %509, %391 : tensor<8x16xf32>
    %518 = stablehlo.multiply %391, %517 : tensor<8x16xf32>
    %519 = stablehlo.multiply %512, %518 : tensor<8x16xf32>
    %520 = stablehlo.concatenate %519, %516, %513, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %521 = stablehlo.transpose %285, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %522 = stablehlo.dot_general %520, %521, contracting_dims = [1] x [0] : (tensor<8x48xf32>, tensor<48x16xf32>) -> tensor<8x16xf32>
    %523 = stablehlo.transpose %520, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %524 = stablehlo.dot_general %523, %380, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %525 = stablehlo.transpose %524, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %526 = stablehlo.reduce(%520 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %527 = stablehlo.reshape %526 : (tensor<48xf32>) -> tensor<1x48xf32>
    %528 = stablehlo.reshape %527 : (tensor<1x48xf32>) -> tensor<48xf32>
    %529 = stablehlo.add %505, %522 : tensor<8x16xf32>
    %530 = stablehlo.transpose %525, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %531 = stablehlo.concatenate %519, %516, %511, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %532 = stablehlo.multiply %529, %378 : tensor<8x16xf32>
    %533 = stablehlo.multiply %529, %374 : tensor<8x16xf32>
    %534 = stablehlo.negate %533 : tensor<8x16xf32>
    %535 = stablehlo.add %497, %533 : tensor<8x16xf32>
    %536 = stablehlo.add %529, %534 : tensor<8x16xf32>
    %537 = stablehlo.multiply %377, %377 : tensor<8x16xf32>
    %538 = stablehlo.subtract %509, %537 : tensor<8x16xf32>
    %539 = stablehlo.multiply %536, %538 : tensor<8x16xf32>
    %540 = stablehlo.multiply %539, %370 : tensor<8x16xf32>
    %541 = stablehlo.multiply %539, %372 : tensor<8x16xf32>
    %542 = stablehlo.subtract %509, %374 : tensor<8x16xf32>
    %543 = stablehlo.multiply %374, %542 : tensor<8x16xf32>
    %544 = stablehlo.multiply %532, %543 : tensor<8x16xf32>
    %545 = stablehlo.subtract %509, %372 : tensor<8x16xf32>
    %546 = stablehlo.multiply %372, %545 : tensor<8x16xf32>
    %547 = stablehlo.multiply %540, %546 : tensor<8x16xf32>
    %548 = stablehlo.concatenate %547, %544, %541, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %549 = stablehlo.dot_general %548, %521, contracting_dims = [1] x [0] : (tensor<8x48xf32>, tensor<48x16xf32>) -> tensor<8x16xf32>
    %550 = stablehlo.transpose %548, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %551 = stablehlo.dot_general %550, %361, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %552 = stablehlo.transpose %551, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %553 = stablehlo.reduce(%548 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %554 = stablehlo.reshape %553 : (tensor<48xf32>) -> tensor<1x48xf32>
    %555 = stablehlo.reshape %554 : (tensor<1x48xf32>) -> tensor<48xf32>
    %556 = stablehlo.add %528, %555 : tensor<48xf32>
    %557 = stablehlo.add %535, %549 : tensor<8x16xf32>
    %558 = stablehlo.transpose %552, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %559 = stablehlo.add %530, %558 : tensor<48x16xf32>
    %560 = stablehlo.concatenate %547, %544, %539, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %561 = stablehlo.multiply %557, %359 : tensor<8x16xf32>
    %562 = stablehlo.multiply %557, %355 : tensor<8x16xf32>
    %563 = stablehlo.negate %562 : tensor<8x16xf32>
    %564 = stablehlo.add %495, %562 : tensor<8x16xf32>
    %565 = stablehlo.add %557, %563 : tensor<8x16xf32>
    %566 = stablehlo.multiply %358, %358 : tensor<8x16xf32>
    %567 = stablehlo.subtract %509, %566 : tensor<8x16xf32>
    %568 = stablehlo.multiply %565, %567 : tensor<8x16xf32>
    %569 = stablehlo.multiply %568, %351 : tensor<8x16xf32>
    %570 = stablehlo.multiply %568, %353 : tensor<8x16xf32>
    %571 = stablehlo.subtract %509, %355 : tensor<8x16xf32>
    %572 = stablehlo.multiply %355, %571 : tensor<8x16xf32>
    %573 = stablehlo.multiply %561, %572 : tensor<8x16xf32>
    %574 = stablehlo.subtract %509, %353 : tensor<8x16xf32>
    %575 = stablehlo.multiply %353, %574 : tensor<8x16xf32>
    %576 = stablehlo.multiply %569, %575 : tensor<8x16xf32>
    %577 = stablehlo.concatenate %576, %573, %570, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %578 = stablehlo.dot_general %577, %521, contracting_dims = [1] x [0] : (tensor<8x48xf32>, tensor<48x16xf32>) -> tensor<8x16xf32>
    %579 = stablehlo.transpose %577, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %580 = stablehlo.dot_general %579, %342, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %581 = stablehlo.transpose %580, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %582 = stablehlo.reduce(%577 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %583 = stablehlo.reshape %582 : (tensor<48xf32>) -> tensor<1x48xf32>
    %584 = stablehlo.reshape %583 : (tensor<1x48xf32>) -> tensor<48xf32>
    %585 = stablehlo.add %556, %584 : tensor<48xf32>
    %586 = stablehlo.add %564, %578 : tensor<8x16xf32>
    %587 = stablehlo.transpose %581, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %588 = stablehlo.add %559, %587 : tensor<48x16xf32>
    %589 = stablehlo.concatenate %576, %573, %568, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %590 = stablehlo.multiply %586, %340 : tensor<8x16xf32>
    %591 = stablehlo.multiply %586, %336 : tensor<8x16xf32>
    %592 = stablehlo.negate %591 : tensor<8x16xf32>
    %593 = stablehlo.add %493, %591 : tensor<8x16xf32>
    %594 = stablehlo.add %586, %592 : tensor<8x16xf32>
    %595 = stablehlo.multiply %339, %339 : tensor<8x16xf32>
    %596 = stablehlo.subtract %509, %595 : tensor<8x16xf32>
    %597 = stablehlo.multiply %594, %596 : tensor<8x16xf32>
    %598 = stablehlo.multiply %597, %332 : tensor<8x16xf32>
    %599 = stablehlo.multiply %597, %334 : tensor<8x16xf32>
    %600 = stablehlo.subtract %509, %336 : tensor<8x16xf32>
    %601 = stablehlo.multiply %336, %600 : tensor<8x16xf32>
    %602 = stablehlo.multiply %590, %601 : tensor<8x16xf32>
    %603 = stablehlo.subtract %509, %334 : tensor<8x16xf32>
    %604 = stablehlo.multiply %334, %603 : tensor<8x16xf32>
    %605 = stablehlo.multiply %598, %604 : tensor<8x16xf32>
    %606 = stablehlo.concatenate %605, %602, %599, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %607 = stablehlo.dot_general %606, %521, contracting_dims = [1] x [0] : (tensor<8x48xf32>, tensor<48x16xf32>) -> tensor<8x16xf32>
    %608 = stablehlo.transpose %606, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %609 = stablehlo.dot_general %608, %323, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %610 = stablehlo.transpose %609, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %611 = stablehlo.reduce(%606 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %612 = stablehlo.reshape %611 : (tensor<48xf32>) -> tensor<1x48xf32>
    %613 = stablehlo.reshape %612 : (tensor<1x48xf32>) -> tensor<48xf32>
    %614 = stablehlo.add %585, %613 : tensor<48xf32>
    %615 = stablehlo.add %593, %607 : tensor<8x16xf32>
    %616 = stablehlo.transpose %610, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %617 = stablehlo.add %588, %616 : tensor<48x16xf32>
    %618 = stablehlo.concatenate %605, %602, %597, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %619 = stablehlo.multiply %615, %321 : tensor<8x16xf32>
    %620 = stablehlo.multiply %615, %317 : tensor<8x16xf32>
    %621 = stablehlo.negate %620 : tensor<8x16xf32>
    %622 = stablehlo.add %491, %620 : tensor<8x16xf32>
    %623 = stablehlo.add %615, %621 : tensor<8x16xf32>
    %624 = stablehlo.multiply %320, %320 : tensor<8x16xf32>
    %625 = stablehlo.subtract %509, %624 : tensor<8x16xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<8x16xf32>
    %627 = stablehlo.multiply %626, %313 : tensor<8x16xf32>
    %628 = stablehlo.multiply %626, %315 : tensor<8x16xf32>
    %629 = stablehlo.subtract %509, %317 : tensor<8x16xf32>
    %630 = stablehlo.multiply %317, %629 : tensor<8x16xf32>
    %631 = stablehlo.multiply %619, %630 : tensor<8x16xf32>
    %632 = stablehlo.subtract %509, %315 : tensor<8x16xf32>
    %633 = stablehlo.multiply %315, %632 : tensor<8x16xf32>
    %634 = stablehlo.multiply %627, %633 : tensor<8x16xf32>
    %635 = stablehlo.concatenate %634, %631, %628, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %636 = stablehlo.dot_general %635, %521, contracting_dims = [1] x [0] : (tensor<8x48xf32>, tensor<48x16xf32>) -> tensor<8x16xf32>
    %637 = stablehlo.transpose %635, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %638 = stablehlo.dot_general %637, %304, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %639 = stablehlo.transpose %638, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %640 = stablehlo.reduce(%635 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %641 = stablehlo.reshape %640 : (tensor<48xf32>) -> tensor<1x48xf32>
    %642 = stablehlo.reshape %641 : (tensor<1x48xf32>) -> tensor<48xf32>
    %643 = stablehlo.add %614, %642 : tensor<48xf32>
    %644 = stablehlo.add %622, %636 : tensor<8x16xf32>
    %645 = stablehlo.transpose %639, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %646 = stablehlo.add %617, %645 : tensor<48x16xf32>
    %647 = stablehlo.concatenate %634, %631, %626, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %648 = stablehlo.multiply %644, %302 : tensor<8x16xf32>
    %649 = stablehlo.multiply %644, %298 : tensor<8x16xf32>
    %650 = stablehlo.negate %649 : tensor<8x16xf32>
    %651 = stablehlo.add %644, %650 : tensor<8x16xf32>
    %652 = stablehlo.multiply %301, %301 : tensor<8x16xf32>
    %653 = stablehlo.subtract %509, %652 : tensor<8x16xf32>
    %654 = stablehlo.multiply %651, %653 : tensor<8x16xf32>
    %655 = stablehlo.multiply %654, %294 : tensor<8x16xf32>
    %656 = stablehlo.multiply %654, %296 : tensor<8x16xf32>
    %657 = stablehlo.subtract %509, %298 : tensor<8x16xf32>
    %658 = stablehlo.multiply %298, %657 : tensor<8x16xf32>
    %659 = stablehlo.multiply %648, %658 : tensor<8x16xf32>
    %660 = stablehlo.subtract %509, %296 : tensor<8x16xf32>
    %661 = stablehlo.multiply %296, %660 : tensor<8x16xf32>
    %662 = stablehlo.multiply %655, %661 : tensor<8x16xf32>
    %663 = stablehlo.concatenate %662, %659, %656, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %664 = stablehlo.transpose %663, dims = [1, 0] : (tensor<8x48xf32>) -> tensor<48x8xf32>
    %665 = stablehlo.dot_general %664, %cst_12, contracting_dims = [1] x [0] : (tensor<48x8xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %666 = stablehlo.transpose %665, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %667 = stablehlo.reduce(%663 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %668 = stablehlo.reshape %667 : (tensor<48xf32>) -> tensor<1x48xf32>
    %669 = stablehlo.reshape %668 : (tensor<1x48xf32>) -> tensor<48xf32>
    %670 = stablehlo.add %643, %669 : tensor<48xf32>
    %671 = stablehlo.transpose %666, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %672 = stablehlo.add %646, %671 : tensor<48x16xf32>
    %673 = stablehlo.concatenate %662, %659, %654, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %674 = stablehlo.concatenate %673, %647, %618, %589, %560, %531, dim = 0 : (tensor<8x48xf32>, tensor<8x48xf32>, tensor<8x48xf32>, tensor<8x48xf32>, tensor<8x48xf32>, tensor<8x48xf32>) -> tensor<48x48xf32>
    %675 = stablehlo.reshape %674 : (tensor<48x48xf32>) -> tensor<6x8x48xf32>
    %676 = stablehlo.reshape %675 : (tensor<6x8x48xf32>) -> tensor<48x48xf32>
    %677 = stablehlo.transpose %261, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %678 = stablehlo.dot_general %676, %677, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %679 = stablehlo.transpose %676, dims = [1, 0] : (tensor<48x48xf32>) -> tensor<48x48xf32>
    %680 = stablehlo.dot_general %679, %260, contracting_dims = [1] x [0] : (tensor<48x48xf32>, tensor<48x16xf32>) -> tensor<48x16xf32>
    %681 = stablehlo.transpose %680, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %682 = stablehlo.reduce(%676 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<48x48xf32>, tensor<f32>) -> tensor<48xf32>
    %683 = stablehlo.reshape %682 : (tensor<48xf32>) -> tensor<1x48xf32>
    %684 = stablehlo.reshape %683 : (tensor<1x48xf32>) -> tensor<48xf32>
    %685 = stablehlo.transpose %681, dims = [1, 0] : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %686 = stablehlo.reshape %678 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %687 = stablehlo.transpose %686, dims = [1, 0, 2] : (tensor<6x8x16xf32>) -> tensor<8x6x16xf32>
    %688 = stablehlo.transpose %687, dims = [1, 0, 2] : (tensor<8x6x16xf32>) -> tensor<6x8x16xf32>
    %689 = stablehlo.slice %688 [0:1, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %690 = stablehlo.reshape %689 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %691 = stablehlo.slice %688 [1:2, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %692 = stablehlo.reshape %691 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %693 = stablehlo.slice %688 [2:3, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %694 = stablehlo.reshape %693 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %695 = stablehlo.slice %688 [3:4, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %696 = stablehlo.reshape %695 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %697 = stablehlo.slice %688 [4:5, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %698 = stablehlo.reshape %697 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %699 = stablehlo.slice %688 [5:6, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %700 = stablehlo.reshape %699 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %701 = stablehlo.multiply %700, %250 : tensor<8x16xf32>
    %702 = stablehlo.multiply %700, %254 : tensor<8x16xf32>
    %703 = stablehlo.multiply %254, %254 : tensor<8x16xf32>
    %704 = stablehlo.subtract %509, %703 : tensor<8x16xf32>
    %705 = stablehlo.multiply %701, %704 : tensor<8x16xf32>
    %706 = stablehlo.multiply %705, %247 : tensor<8x16xf32>
    %707 = stablehlo.multiply %705, %249 : tensor<8x16xf32>
    %708 = stablehlo.multiply %705, %248 : tensor<8x16xf32>
    %709 = stablehlo.multiply %705, %236 : tensor<8x16xf32>
    %710 = stablehlo.subtract %509, %250 : tensor<8x16xf32>
    %711 = stablehlo.multiply %250, %710 : tensor<8x16xf32>
    %712 = stablehlo.multiply %702, %711 : tensor<8x16xf32>
    %713 = stablehlo.multiply %249, %249 : tensor<8x16xf32>
    %714 = stablehlo.subtract %509, %713 : tensor<8x16xf32>
    %715 = stablehlo.multiply %706, %714 : tensor<8x16xf32>
    %716 = stablehlo.subtract %509, %248 : tensor<8x16xf32>
    %717 = stablehlo.multiply %248, %716 : tensor<8x16xf32>
    %718 = stablehlo.multiply %709, %717 : tensor<8x16xf32>
    %719 = stablehlo.subtract %509, %247 : tensor<8x16xf32>
    %720 = stablehlo.multiply %247, %719 : tensor<8x16xf32>
    %721 = stablehlo.multiply %707, %720 : tensor<8x16xf32>
    %722 = stablehlo.concatenate %721, %718, %715, %712, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %723 = stablehlo.transpose %151, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %724 = stablehlo.dot_general %722, %723, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %725 = stablehlo.transpose %722, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %726 = stablehlo.dot_general %725, %238, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %727 = stablehlo.transpose %726, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %728 = stablehlo.reduce(%722 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %729 = stablehlo.reshape %728 : (tensor<64xf32>) -> tensor<1x64xf32>
    %730 = stablehlo.reshape %729 : (tensor<1x64xf32>) -> tensor<64xf32>
    %731 = stablehlo.add %698, %724 : tensor<8x16xf32>
    %732 = stablehlo.transpose %727, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %733 = stablehlo.multiply %731, %233 : tensor<8x16xf32>
    %734 = stablehlo.multiply %731, %237 : tensor<8x16xf32>
    %735 = stablehlo.multiply %237, %237 : tensor<8x16xf32>
    %736 = stablehlo.subtract %509, %735 : tensor<8x16xf32>
    %737 = stablehlo.multiply %733, %736 : tensor<8x16xf32>
    %738 = stablehlo.add %708, %737 : tensor<8x16xf32>
    %739 = stablehlo.multiply %738, %230 : tensor<8x16xf32>
    %740 = stablehlo.multiply %738, %232 : tensor<8x16xf32>
    %741 = stablehlo.multiply %738, %231 : tensor<8x16xf32>
    %742 = stablehlo.multiply %738, %219 : tensor<8x16xf32>
    %743 = stablehlo.subtract %509, %233 : tensor<8x16xf32>
    %744 = stablehlo.multiply %233, %743 : tensor<8x16xf32>
    %745 = stablehlo.multiply %734, %744 : tensor<8x16xf32>
    %746 = stablehlo.multiply %232, %232 : tensor<8x16xf32>
    %747 = stablehlo.subtract %509, %746 : tensor<8x16xf32>
    %748 = stablehlo.multiply %739, %747 : tensor<8x16xf32>
    %749 = stablehlo.subtract %509, %231 : tensor<8x16xf32>
    %750 = stablehlo.multiply %231, %749 : tensor<8x16xf32>
    %751 = stablehlo.multiply %742, %750 : tensor<8x16xf32>
    %752 = stablehlo.subtract %509, %230 : tensor<8x16xf32>
    %753 = stablehlo.multiply %230, %752 : tensor<8x16xf32>
    %754 = stablehlo.multiply %740, %753 : tensor<8x16xf32>
    %755 = stablehlo.concatenate %754, %751, %748, %745, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %756 = stablehlo.dot_general %755, %723, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %757 = stablehlo.transpose %755, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %758 = stablehlo.dot_general %757, %221, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %759 = stablehlo.transpose %758, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %760 = stablehlo.reduce(%755 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %761 = stablehlo.reshape %760 : (tensor<64xf32>) -> tensor<1x64xf32>
    %762 = stablehlo.reshape %761 : (tensor<1x64xf32>) -> tensor<64xf32>
    %763 = stablehlo.add %730, %762 : tensor<64xf32>
    %764 = stablehlo.add %696, %756 : tensor<8x16xf32>
    %765 = stablehlo.transpose %759, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %766 = stablehlo.add %732, %765 : tensor<64x16xf32>
    %767 = stablehlo.multiply %764, %216 : tensor<8x16xf32>
    %768 = stablehlo.multiply %764, %220 : tensor<8x16xf32>
    %769 = stablehlo.multiply %220, %220 : tensor<8x16xf32>
    %770 = stablehlo.subtract %509, %769 : tensor<8x16xf32>
    %771 = stablehlo.multiply %767, %770 : tensor<8x16xf32>
    %772 = stablehlo.add %741, %771 : tensor<8x16xf32>
    %773 = stablehlo.multiply %772, %213 : tensor<8x16xf32>
    %774 = stablehlo.multiply %772, %215 : tensor<8x16xf32>
    %775 = stablehlo.multiply %772, %214 : tensor<8x16xf32>
    %776 = stablehlo.multiply %772, %202 : tensor<8x16xf32>
    %777 = stablehlo.subtract %509, %216 : tensor<8x16xf32>
    %778 = stablehlo.multiply %216, %777 : tensor<8x16xf32>
    %779 = stablehlo.multiply %768, %778 : tensor<8x16xf32>
    %780 = stablehlo.multiply %215, %215 : tensor<8x16xf32>
    %781 = stablehlo.subtract %509, %780 : tensor<8x16xf32>
    %782 = stablehlo.multiply %773, %781 : tensor<8x16xf32>
    %783 = stablehlo.subtract %509, %214 : tensor<8x16xf32>
    %784 = stablehlo.multiply %214, %783 : tensor<8x16xf32>
    %785 = stablehlo.multiply %776, %784 : tensor<8x16xf32>
    %786 = stablehlo.subtract %509, %213 : tensor<8x16xf32>
    %787 = stablehlo.multiply %213, %786 : tensor<8x16xf32>
    %788 = stablehlo.multiply %774, %787 : tensor<8x16xf32>
    %789 = stablehlo.concatenate %788, %785, %782, %779, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %790 = stablehlo.dot_general %789, %723, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %791 = stablehlo.transpose %789, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %792 = stablehlo.dot_general %791, %204, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %793 = stablehlo.transpose %792, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %794 = stablehlo.reduce(%789 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.reshape %794 : (tensor<64xf32>) -> tensor<1x64xf32>
    %796 = stablehlo.reshape %795 : (tensor<1x64xf32>) -> tensor<64xf32>
    %797 = stablehlo.add %763, %796 : tensor<64xf32>
    %798 = stablehlo.add %694, %790 : tensor<8x16xf32>
    %799 = stablehlo.transpose %793, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %800 = stablehlo.add %766, %799 : tensor<64x16xf32>
    %801 = stablehlo.multiply %798, %199 : tensor<8x16xf32>
    %802 = stablehlo.multiply %798, %203 : tensor<8x16xf32>
    %803 = stablehlo.multiply %203, %203 : tensor<8x16xf32>
    %804 = stablehlo.subtract %509, %803 : tensor<8x16xf32>
    %805 = stablehlo.multiply %801, %804 : tensor<8x16xf32>
    %806 = stablehlo.add %775, %805 : tensor<8x16xf32>
    %807 = stablehlo.multiply %806, %196 : tensor<8x16xf32>
    %808 = stablehlo.multiply %806, %198 : tensor<8x16xf32>
    %809 = stablehlo.multiply %806, %197 : tensor<8x16xf32>
    %810 = stablehlo.multiply %806, %185 : tensor<8x16xf32>
    %811 = stablehlo.subtract %509, %199 : tensor<8x16xf32>
    %812 = stablehlo.multiply %199, %811 : tensor<8x16xf32>
    %813 = stablehlo.multiply %802, %812 : tensor<8x16xf32>
    %814 = stablehlo.multiply %198, %198 : tensor<8x16xf32>
    %815 = stablehlo.subtract %509, %814 : tensor<8x16xf32>
    %816 = stablehlo.multiply %807, %815 : tensor<8x16xf32>
    %817 = stablehlo.subtract %509, %197 : tensor<8x16xf32>
    %818 = stablehlo.multiply %197, %817 : tensor<8x16xf32>
    %819 = stablehlo.multiply %810, %818 : tensor<8x16xf32>
    %820 = stablehlo.subtract %509, %196 : tensor<8x16xf32>
    %821 = stablehlo.multiply %196, %820 : tensor<8x16xf32>
    %822 = stablehlo.multiply %808, %821 : tensor<8x16xf32>
    %823 = stablehlo.concatenate %822, %819, %816, %813, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %824 = stablehlo.dot_general %823, %723, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %825 = stablehlo.transpose %823, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %826 = stablehlo.dot_general %825, %187, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %827 = stablehlo.transpose %826, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %828 = stablehlo.reduce(%823 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %829 = stablehlo.reshape %828 : (tensor<64xf32>) -> tensor<1x64xf32>
    %830 = stablehlo.reshape %829 : (tensor<1x64xf32>) -> tensor<64xf32>
    %831 = stablehlo.add %797, %830 : tensor<64xf32>
    %832 = stablehlo.add %692, %824 : tensor<8x16xf32>
    %833 = stablehlo.transpose %827, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %834 = stablehlo.add %800, %833 : tensor<64x16xf32>
    %835 = stablehlo.multiply %832, %182 : tensor<8x16xf32>
    %836 = stablehlo.multiply %832, %186 : tensor<8x16xf32>
    %837 = stablehlo.multiply %186, %186 : tensor<8x16xf32>
    %838 = stablehlo.subtract %509, %837 : tensor<8x16xf32>
    %839 = stablehlo.multiply %835, %838 : tensor<8x16xf32>
    %840 = stablehlo.add %809, %839 : tensor<8x16xf32>
    %841 = stablehlo.multiply %840, %179 : tensor<8x16xf32>
    %842 = stablehlo.multiply %840, %181 : tensor<8x16xf32>
    %843 = stablehlo.multiply %840, %180 : tensor<8x16xf32>
    %844 = stablehlo.multiply %840, %168 : tensor<8x16xf32>
    %845 = stablehlo.subtract %509, %182 : tensor<8x16xf32>
    %846 = stablehlo.multiply %182, %845 : tensor<8x16xf32>
    %847 = stablehlo.multiply %836, %846 : tensor<8x16xf32>
    %848 = stablehlo.multiply %181, %181 : tensor<8x16xf32>
    %849 = stablehlo.subtract %509, %848 : tensor<8x16xf32>
    %850 = stablehlo.multiply %841, %849 : tensor<8x16xf32>
    %851 = stablehlo.subtract %509, %180 : tensor<8x16xf32>
    %852 = stablehlo.multiply %180, %851 : tensor<8x16xf32>
    %853 = stablehlo.multiply %844, %852 : tensor<8x16xf32>
    %854 = stablehlo.subtract %509, %179 : tensor<8x16xf32>
    %855 = stablehlo.multiply %179, %854 : tensor<8x16xf32>
    %856 = stablehlo.multiply %842, %855 : tensor<8x16xf32>
    %857 = stablehlo.concatenate %856, %853, %850, %847, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %858 = stablehlo.dot_general %857, %723, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %859 = stablehlo.transpose %857, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %860 = stablehlo.dot_general %859, %170, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %861 = stablehlo.transpose %860, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %862 = stablehlo.reduce(%857 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %863 = stablehlo.reshape %862 : (tensor<64xf32>) -> tensor<1x64xf32>
    %864 = stablehlo.reshape %863 : (tensor<1x64xf32>) -> tensor<64xf32>
    %865 = stablehlo.add %831, %864 : tensor<64xf32>
    %866 = stablehlo.add %690, %858 : tensor<8x16xf32>
    %867 = stablehlo.transpose %861, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %868 = stablehlo.add %834, %867 : tensor<64x16xf32>
    %869 = stablehlo.multiply %866, %165 : tensor<8x16xf32>
    %870 = stablehlo.multiply %866, %169 : tensor<8x16xf32>
    %871 = stablehlo.multiply %169, %169 : tensor<8x16xf32>
    %872 = stablehlo.subtract %509, %871 : tensor<8x16xf32>
    %873 = stablehlo.multiply %869, %872 : tensor<8x16xf32>
    %874 = stablehlo.add %843, %873 : tensor<8x16xf32>
    %875 = stablehlo.multiply %874, %162 : tensor<8x16xf32>
    %876 = stablehlo.multiply %874, %164 : tensor<8x16xf32>
    %877 = stablehlo.multiply %874, %cst_12 : tensor<8x16xf32>
    %878 = stablehlo.subtract %509, %165 : tensor<8x16xf32>
    %879 = stablehlo.multiply %165, %878 : tensor<8x16xf32>
    %880 = stablehlo.multiply %870, %879 : tensor<8x16xf32>
    %881 = stablehlo.multiply %164, %164 : tensor<8x16xf32>
    %882 = stablehlo.subtract %509, %881 : tensor<8x16xf32>
    %883 = stablehlo.multiply %875, %882 : tensor<8x16xf32>
    %884 = stablehlo.subtract %509, %163 : tensor<8x16xf32>
    %885 = stablehlo.multiply %163, %884 : tensor<8x16xf32>
    %886 = stablehlo.multiply %877, %885 : tensor<8x16xf32>
    %887 = stablehlo.subtract %509, %162 : tensor<8x16xf32>
    %888 = stablehlo.multiply %162, %887 : tensor<8x16xf32>
    %889 = stablehlo.multiply %876, %888 : tensor<8x16xf32>
    %890 = stablehlo.concatenate %889, %886, %883, %880, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %891 = stablehlo.transpose %890, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %892 = stablehlo.dot_general %891, %cst_12, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %893 = stablehlo.transpose %892, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %894 = stablehlo.reduce(%890 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %895 = stablehlo.reshape %894 : (tensor<64xf32>) -> tensor<1x64xf32>
    %896 = stablehlo.reshape %895 : (tensor<1x64xf32>) -> tensor<64xf32>
    %897 = stablehlo.add %865, %896 : tensor<64xf32>
    %898 = stablehlo.transpose %893, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %899 = stablehlo.add %868, %898 : tensor<64x16xf32>
    %900 = stablehlo.concatenate %890, %857, %823, %789, %755, %722, dim = 0 : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<48x64xf32>
    %901 = stablehlo.reshape %900 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %902 = stablehlo.reshape %901 : (tensor<6x8x64xf32>) -> tensor<48x64xf32>
    %903 = stablehlo.transpose %131, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %904 = stablehlo.dot_general %902, %903, contracting_dims = [1] x [0] : (tensor<48x64xf32>, tensor<64x16xf32>) -> tensor<48x16xf32>
    %905 = stablehlo.transpose %902, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
    %906 = stablehlo.dot_general %905, %130, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x16xf32>) -> tensor<64x16xf32>
    %907 = stablehlo.transpose %906, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %908 = stablehlo.reduce(%902 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<48x64xf32>, tensor<f32>) -> tensor<64xf32>
    %909 = stablehlo.reshape %908 : (tensor<64xf32>) -> tensor<1x64xf32>
    %910 = stablehlo.reshape %909 : (tensor<1x64xf32>) -> tensor<64xf32>
    %911 = stablehlo.transpose %907, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %912 = stablehlo.reshape %904 : (tensor<48x16xf32>) -> tensor<6x8x16xf32>
    %913 = stablehlo.slice %912 [0:1, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %914 = stablehlo.reshape %913 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %915 = stablehlo.slice %912 [1:2, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %916 = stablehlo.reshape %915 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %917 = stablehlo.slice %912 [2:3, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %918 = stablehlo.reshape %917 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %919 = stablehlo.slice %912 [3:4, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %920 = stablehlo.reshape %919 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %921 = stablehlo.slice %912 [4:5, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %922 = stablehlo.reshape %921 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %923 = stablehlo.slice %912 [5:6, 0:8, 0:16] : (tensor<6x8x16xf32>) -> tensor<1x8x16xf32>
    %924 = stablehlo.reshape %923 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %925 = stablehlo.multiply %924, %122 : tensor<8x16xf32>
    %926 = stablehlo.multiply %924, %126 : tensor<8x16xf32>
    %927 = stablehlo.multiply %126, %126 : tensor<8x16xf32>
    %928 = stablehlo.subtract %509, %927 : tensor<8x16xf32>
    %929 = stablehlo.multiply %925, %928 : tensor<8x16xf32>
    %930 = stablehlo.multiply %929, %119 : tensor<8x16xf32>
    %931 = stablehlo.multiply %929, %121 : tensor<8x16xf32>
    %932 = stablehlo.multiply %929, %120 : tensor<8x16xf32>
    %933 = stablehlo.multiply %929, %108 : tensor<8x16xf32>
    %934 = stablehlo.subtract %509, %122 : tensor<8x16xf32>
    %935 = stablehlo.multiply %122, %934 : tensor<8x16xf32>
    %936 = stablehlo.multiply %926, %935 : tensor<8x16xf32>
    %937 = stablehlo.multiply %121, %121 : tensor<8x16xf32>
    %938 = stablehlo.subtract %509, %937 : tensor<8x16xf32>
    %939 = stablehlo.multiply %930, %938 : tensor<8x16xf32>
    %940 = stablehlo.subtract %509, %120 : tensor<8x16xf32>
    %941 = stablehlo.multiply %120, %940 : tensor<8x16xf32>
    %942 = stablehlo.multiply %933, %941 : tensor<8x16xf32>
    %943 = stablehlo.subtract %509, %119 : tensor<8x16xf32>
    %944 = stablehlo.multiply %119, %943 : tensor<8x16xf32>
    %945 = stablehlo.multiply %931, %944 : tensor<8x16xf32>
    %946 = stablehlo.concatenate %945, %942, %939, %936, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %947 = stablehlo.transpose %19, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %948 = stablehlo.dot_general %946, %947, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %949 = stablehlo.transpose %946, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %950 = stablehlo.dot_general %949, %110, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %951 = stablehlo.transpose %950, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %952 = stablehlo.reduce(%946 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %953 = stablehlo.reshape %952 : (tensor<64xf32>) -> tensor<1x64xf32>
    %954 = stablehlo.reshape %953 : (tensor<1x64xf32>) -> tensor<64xf32>
    %955 = stablehlo.add %922, %948 : tensor<8x16xf32>
    %956 = stablehlo.transpose %951, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %957 = stablehlo.multiply %955, %105 : tensor<8x16xf32>
    %958 = stablehlo.multiply %955, %109 : tensor<8x16xf32>
    %959 = stablehlo.multiply %109, %109 : tensor<8x16xf32>
    %960 = stablehlo.subtract %509, %959 : tensor<8x16xf32>
    %961 = stablehlo.multiply %957, %960 : tensor<8x16xf32>
    %962 = stablehlo.add %932, %961 : tensor<8x16xf32>
    %963 = stablehlo.multiply %962, %102 : tensor<8x16xf32>
    %964 = stablehlo.multiply %962, %104 : tensor<8x16xf32>
    %965 = stablehlo.multiply %962, %103 : tensor<8x16xf32>
    %966 = stablehlo.multiply %962, %91 : tensor<8x16xf32>
    %967 = stablehlo.subtract %509, %105 : tensor<8x16xf32>
    %968 = stablehlo.multiply %105, %967 : tensor<8x16xf32>
    %969 = stablehlo.multiply %958, %968 : tensor<8x16xf32>
    %970 = stablehlo.multiply %104, %104 : tensor<8x16xf32>
    %971 = stablehlo.subtract %509, %970 : tensor<8x16xf32>
    %972 = stablehlo.multiply %963, %971 : tensor<8x16xf32>
    %973 = stablehlo.subtract %509, %103 : tensor<8x16xf32>
    %974 = stablehlo.multiply %103, %973 : tensor<8x16xf32>
    %975 = stablehlo.multiply %966, %974 : tensor<8x16xf32>
    %976 = stablehlo.subtract %509, %102 : tensor<8x16xf32>
    %977 = stablehlo.multiply %102, %976 : tensor<8x16xf32>
    %978 = stablehlo.multiply %964, %977 : tensor<8x16xf32>
    %979 = stablehlo.concatenate %978, %975, %972, %969, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %980 = stablehlo.dot_general %979, %947, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %981 = stablehlo.transpose %979, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %982 = stablehlo.dot_general %981, %93, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %983 = stablehlo.transpose %982, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %984 = stablehlo.reduce(%979 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %985 = stablehlo.reshape %984 : (tensor<64xf32>) -> tensor<1x64xf32>
    %986 = stablehlo.reshape %985 : (tensor<1x64xf32>) -> tensor<64xf32>
    %987 = stablehlo.add %954, %986 : tensor<64xf32>
    %988 = stablehlo.add %920, %980 : tensor<8x16xf32>
    %989 = stablehlo.transpose %983, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %990 = stablehlo.add %956, %989 : tensor<64x16xf32>
    %991 = stablehlo.multiply %988, %88 : tensor<8x16xf32>
    %992 = stablehlo.multiply %988, %92 : tensor<8x16xf32>
    %993 = stablehlo.multiply %92, %92 : tensor<8x16xf32>
    %994 = stablehlo.subtract %509, %993 : tensor<8x16xf32>
    %995 = stablehlo.multiply %991, %994 : tensor<8x16xf32>
    %996 = stablehlo.add %965, %995 : tensor<8x16xf32>
    %997 = stablehlo.multiply %996, %85 : tensor<8x16xf32>
    %998 = stablehlo.multiply %996, %87 : tensor<8x16xf32>
    %999 = stablehlo.multiply %996, %86 : tensor<8x16xf32>
    %1000 = stablehlo.multiply %996, %74 : tensor<8x16xf32>
    %1001 = stablehlo.subtract %509, %88 : tensor<8x16xf32>
    %1002 = stablehlo.multiply %88, %1001 : tensor<8x16xf32>
    %1003 = stablehlo.multiply %992, %1002 : tensor<8x16xf32>
    %1004 = stablehlo.multiply %87, %87 : tensor<8x16xf32>
    %1005 = stablehlo.subtract %509, %1004 : tensor<8x16xf32>
    %1006 = stablehlo.multiply %997, %1005 : tensor<8x16xf32>
    %1007 = stablehlo.subtract %509, %86 : tensor<8x16xf32>
    %1008 = stablehlo.multiply %86, %1007 : tensor<8x16xf32>
    %1009 = stablehlo.multiply %1000, %1008 : tensor<8x16xf32>
    %1010 = stablehlo.subtract %509, %85 : tensor<8x16xf32>
    %1011 = stablehlo.multiply %85, %1010 : tensor<8x16xf32>
    %1012 = stablehlo.multiply %998, %1011 : tensor<8x16xf32>
    %1013 = stablehlo.concatenate %1012, %1009, %1006, %1003, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %1014 = stablehlo.dot_general %1013, %947, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %1015 = stablehlo.transpose %1013, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %1016 = stablehlo.dot_general %1015, %76, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %1017 = stablehlo.transpose %1016, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %1018 = stablehlo.reduce(%1013 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1020 = stablehlo.reshape %1019 : (tensor<1x64xf32>) -> tensor<64xf32>
    %1021 = stablehlo.add %987, %1020 : tensor<64xf32>
    %1022 = stablehlo.add %918, %1014 : tensor<8x16xf32>
    %1023 = stablehlo.transpose %1017, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1024 = stablehlo.add %990, %1023 : tensor<64x16xf32>
    %1025 = stablehlo.multiply %1022, %71 : tensor<8x16xf32>
    %1026 = stablehlo.multiply %1022, %75 : tensor<8x16xf32>
    %1027 = stablehlo.multiply %75, %75 : tensor<8x16xf32>
    %1028 = stablehlo.subtract %509, %1027 : tensor<8x16xf32>
    %1029 = stablehlo.multiply %1025, %1028 : tensor<8x16xf32>
    %1030 = stablehlo.add %999, %1029 : tensor<8x16xf32>
    %1031 = stablehlo.multiply %1030, %68 : tensor<8x16xf32>
    %1032 = stablehlo.multiply %1030, %70 : tensor<8x16xf32>
    %1033 = stablehlo.multiply %1030, %69 : tensor<8x16xf32>
    %1034 = stablehlo.multiply %1030, %57 : tensor<8x16xf32>
    %1035 = stablehlo.subtract %509, %71 : tensor<8x16xf32>
    %1036 = stablehlo.multiply %71, %1035 : tensor<8x16xf32>
    %1037 = stablehlo.multiply %1026, %1036 : tensor<8x16xf32>
    %1038 = stablehlo.multiply %70, %70 : tensor<8x16xf32>
    %1039 = stablehlo.subtract %509, %1038 : tensor<8x16xf32>
    %1040 = stablehlo.multiply %1031, %1039 : tensor<8x16xf32>
    %1041 = stablehlo.subtract %509, %69 : tensor<8x16xf32>
    %1042 = stablehlo.multiply %69, %1041 : tensor<8x16xf32>
    %1043 = stablehlo.multiply %1034, %1042 : tensor<8x16xf32>
    %1044 = stablehlo.subtract %509, %68 : tensor<8x16xf32>
    %1045 = stablehlo.multiply %68, %1044 : tensor<8x16xf32>
    %1046 = stablehlo.multiply %1032, %1045 : tensor<8x16xf32>
    %1047 = stablehlo.concatenate %1046, %1043, %1040, %1037, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %1048 = stablehlo.dot_general %1047, %947, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %1049 = stablehlo.transpose %1047, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %1050 = stablehlo.dot_general %1049, %59, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %1051 = stablehlo.transpose %1050, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %1052 = stablehlo.reduce(%1047 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1053 = stablehlo.reshape %1052 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<1x64xf32>) -> tensor<64xf32>
    %1055 = stablehlo.add %1021, %1054 : tensor<64xf32>
    %1056 = stablehlo.add %916, %1048 : tensor<8x16xf32>
    %1057 = stablehlo.transpose %1051, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1058 = stablehlo.add %1024, %1057 : tensor<64x16xf32>
    %1059 = stablehlo.multiply %1056, %54 : tensor<8x16xf32>
    %1060 = stablehlo.multiply %1056, %58 : tensor<8x16xf32>
    %1061 = stablehlo.multiply %58, %58 : tensor<8x16xf32>
    %1062 = stablehlo.subtract %509, %1061 : tensor<8x16xf32>
    %1063 = stablehlo.multiply %1059, %1062 : tensor<8x16xf32>
    %1064 = stablehlo.add %1033, %1063 : tensor<8x16xf32>
    %1065 = stablehlo.multiply %1064, %51 : tensor<8x16xf32>
    %1066 = stablehlo.multiply %1064, %53 : tensor<8x16xf32>
    %1067 = stablehlo.multiply %1064, %52 : tensor<8x16xf32>
    %1068 = stablehlo.multiply %1064, %40 : tensor<8x16xf32>
    %1069 = stablehlo.subtract %509, %54 : tensor<8x16xf32>
    %1070 = stablehlo.multiply %54, %1069 : tensor<8x16xf32>
    %1071 = stablehlo.multiply %1060, %1070 : tensor<8x16xf32>
    %1072 = stablehlo.multiply %53, %53 : tensor<8x16xf32>
    %1073 = stablehlo.subtract %509, %1072 : tensor<8x16xf32>
    %1074 = stablehlo.multiply %1065, %1073 : tensor<8x16xf32>
    %1075 = stablehlo.subtract %509, %52 : tensor<8x16xf32>
    %1076 = stablehlo.multiply %52, %1075 : tensor<8x16xf32>
    %1077 = stablehlo.multiply %1068, %1076 : tensor<8x16xf32>
    %1078 = stablehlo.subtract %509, %51 : tensor<8x16xf32>
    %1079 = stablehlo.multiply %51, %1078 : tensor<8x16xf32>
    %1080 = stablehlo.multiply %1066, %1079 : tensor<8x16xf32>
    %1081 = stablehlo.concatenate %1080, %1077, %1074, %1071, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %1082 = stablehlo.dot_general %1081, %947, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %1083 = stablehlo.transpose %1081, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %1084 = stablehlo.dot_general %1083, %42, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %1085 = stablehlo.transpose %1084, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %1086 = stablehlo.reduce(%1081 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1087 = stablehlo.reshape %1086 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1088 = stablehlo.reshape %1087 : (tensor<1x64xf32>) -> tensor<64xf32>
    %1089 = stablehlo.add %1055, %1088 : tensor<64xf32>
    %1090 = stablehlo.add %914, %1082 : tensor<8x16xf32>
    %1091 = stablehlo.transpose %1085, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1092 = stablehlo.add %1058, %1091 : tensor<64x16xf32>
    %1093 = stablehlo.multiply %1090, %37 : tensor<8x16xf32>
    %1094 = stablehlo.multiply %1090, %41 : tensor<8x16xf32>
    %1095 = stablehlo.multiply %41, %41 : tensor<8x16xf32>
    %1096 = stablehlo.subtract %509, %1095 : tensor<8x16xf32>
    %1097 = stablehlo.multiply %1093, %1096 : tensor<8x16xf32>
    %1098 = stablehlo.add %1067, %1097 : tensor<8x16xf32>
    %1099 = stablehlo.multiply %1098, %34 : tensor<8x16xf32>
    %1100 = stablehlo.multiply %1098, %36 : tensor<8x16xf32>
    %1101 = stablehlo.multiply %1098, %cst_12 : tensor<8x16xf32>
    %1102 = stablehlo.subtract %509, %37 : tensor<8x16xf32>
    %1103 = stablehlo.multiply %37, %1102 : tensor<8x16xf32>
    %1104 = stablehlo.multiply %1094, %1103 : tensor<8x16xf32>
    %1105 = stablehlo.multiply %36, %36 : tensor<8x16xf32>
    %1106 = stablehlo.subtract %509, %1105 : tensor<8x16xf32>
    %1107 = stablehlo.multiply %1099, %1106 : tensor<8x16xf32>
    %1108 = stablehlo.subtract %509, %35 : tensor<8x16xf32>
    %1109 = stablehlo.multiply %35, %1108 : tensor<8x16xf32>
    %1110 = stablehlo.multiply %1101, %1109 : tensor<8x16xf32>
    %1111 = stablehlo.subtract %509, %34 : tensor<8x16xf32>
    %1112 = stablehlo.multiply %34, %1111 : tensor<8x16xf32>
    %1113 = stablehlo.multiply %1100, %1112 : tensor<8x16xf32>
    %1114 = stablehlo.concatenate %1113, %1110, %1107, %1104, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %1115 = stablehlo.transpose %1114, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %1116 = stablehlo.dot_general %1115, %cst_12, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %1117 = stablehlo.transpose %1116, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %1118 = stablehlo.reduce(%1114 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1119 = stablehlo.reshape %1118 : (tensor<64xf32>) -> tensor<1x64xf32>
    %1120 = stablehlo.reshape %1119 : (tensor<1x64xf32>) -> tensor<64xf32>
    %1121 = stablehlo.add %1089, %1120 : tensor<64xf32>
    %1122 = stablehlo.transpose %1117, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1123 = stablehlo.add %1092, %1122 : tensor<64x16xf32>
    %1124 = stablehlo.concatenate %1114, %1081, %1047, %1013, %979, %946, dim = 0 : (tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<48x64xf32>
    %1125 = stablehlo.reshape %1124 : (tensor<48x64xf32>) -> tensor<6x8x64xf32>
    %1126 = stablehlo.reduce(%1125 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1127 = stablehlo.reshape %1126 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1128 = stablehlo.reshape %1127 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1129 = stablehlo.reshape %1125 : (tensor<6x8x64xf32>) -> tensor<48x64xf32>
    %1130 = stablehlo.transpose %1129, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
    %1131 = stablehlo.dot_general %1130, %2, contracting_dims = [1] x [0] : (tensor<64x48xf32>, tensor<48x8xf32>) -> tensor<64x8xf32>
    %1132 = stablehlo.transpose %1131, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %1133 = stablehlo.transpose %1132, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    return %441, %1133, %1123, %1128, %1121, %911, %899, %910, %897, %685, %672, %684, %670, %471, %470 : tensor<f32>, tensor<64x8xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<48x16xf32>, tensor<48x16xf32>, tensor<48xf32>, tensor<48xf32>, tensor<5x16xf32>, tensor<5xf32>
  }
}
