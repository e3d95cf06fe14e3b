module {
  func.func @main(%arg0: tensor<8x8xi64> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<64x16xf32> {jax.arg_info = "param['emb.weight']", tag.role = "param"}, %arg3: tensor<64x16xf32> {jax.arg_info = "param['cell.weight_ih']", tag.role = "param"}, %arg4: tensor<64x16xf32> {jax.arg_info = "param['cell.weight_hh']", tag.role = "param"}, %arg5: tensor<64xf32> {jax.arg_info = "param['cell.bias_ih']", tag.role = "param"}, %arg6: tensor<64xf32> {jax.arg_info = "param['cell.bias_hh']", tag.role = "param"}, %arg7: tensor<5x16xf32> {jax.arg_info = "param['out.weight']", tag.role = "param"}, %arg8: tensor<5xf32> {jax.arg_info = "param['out.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<64x16xf32> {jax.result_info = "grad['emb.weight']"}, tensor<64x16xf32> {jax.result_info = "grad['cell.weight_ih']"}, tensor<64x16xf32> {jax.result_info = "grad['cell.weight_hh']"}, tensor<64xf32> {jax.result_info = "grad['cell.bias_ih']"}, tensor<64xf32> {jax.result_info = "grad['cell.bias_hh']"}, tensor<5x16xf32> {jax.result_info = "grad['out.weight']"}, tensor<5xf32> {jax.result_info = "grad['out.bias']"}) {
    %c = stablehlo.constant dense<63> : tensor<i64>
    %c_0 = stablehlo.constant dense<-64> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x8xi64>
    %c_2 = stablehlo.constant dense<64> : tensor<8x8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<1x8x1xi64>
    %c_5 = stablehlo.constant dense<1> : tensor<1x8x1xi64>
    %c_6 = stablehlo.constant dense<2> : tensor<1x8x1xi64>
    %c_7 = stablehlo.constant dense<3> : tensor<1x8x1xi64>
    %c_8 = stablehlo.constant dense<4> : tensor<1x8x1xi64>
    %c_9 = stablehlo.constant dense<5> : tensor<1x8x1xi64>
    %c_10 = stablehlo.constant dense<6> : tensor<1x8x1xi64>
    %c_11 = stablehlo.constant dense<7> : tensor<1x8x1xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_13 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_14 = stablehlo.constant dense<8> : tensor<i64>
    %c_15 = stablehlo.constant dense<0> : tensor<64x1xi64>
    %c_16 = stablehlo.constant dense<0> : tensor<64xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<64x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x16xf32>
    %cst_18 = stablehlo.constant dense<-1.000000e+00> : tensor<64x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<64x5xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_22 = stablehlo.constant dense<0> : tensor<i64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<8x16xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_26 = arith.constant dense<1> : tensor<1xi64>
    %0 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x8xi64>) -> tensor<8x8x16xf32>
    %1 = stablehlo.convert %0 : tensor<8x8x16xf32>
    %2 = stablehlo.slice %1 [0:8, 0:1, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %4 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.dot_general %cst_23, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %6 = stablehlo.convert %cst_26 : (tensor<1xi64>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.multiply %arg6, %10 : tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %13 = stablehlo.add %9, %12 : tensor<8x64xf32>
    %14 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %15 = stablehlo.dot_general %3, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %16 = stablehlo.multiply %15, %8 : tensor<8x64xf32>
    %17 = stablehlo.multiply %arg5, %10 : tensor<64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %19 = stablehlo.add %16, %18 : tensor<8x64xf32>
    %20 = stablehlo.add %13, %19 : tensor<8x64xf32>
    %21 = stablehlo.slice %20 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.slice %20 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %23 = stablehlo.slice %20 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %24 = stablehlo.slice %20 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %25 = stablehlo.logistic %21 : tensor<8x16xf32>
    %26 = stablehlo.logistic %22 : tensor<8x16xf32>
    %27 = stablehlo.tanh %23 : tensor<8x16xf32>
    %28 = stablehlo.logistic %24 : tensor<8x16xf32>
    %29 = stablehlo.multiply %26, %cst_23 : tensor<8x16xf32>
    %30 = stablehlo.multiply %25, %27 : tensor<8x16xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x16xf32>
    %32 = stablehlo.tanh %31 : tensor<8x16xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<8x16xf32>
    %34 = stablehlo.slice %1 [0:8, 1:2, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %36 = stablehlo.dot_general %33, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %37 = stablehlo.multiply %36, %8 : tensor<8x64xf32>
    %38 = stablehlo.add %37, %12 : tensor<8x64xf32>
    %39 = stablehlo.dot_general %35, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %40 = stablehlo.multiply %39, %8 : tensor<8x64xf32>
    %41 = stablehlo.add %40, %18 : tensor<8x64xf32>
    %42 = stablehlo.add %38, %41 : tensor<8x64xf32>
    %43 = stablehlo.slice %42 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %44 = stablehlo.slice %42 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %45 = stablehlo.slice %42 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %46 = stablehlo.slice %42 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %47 = stablehlo.logistic %43 : tensor<8x16xf32>
    %48 = stablehlo.logistic %44 : tensor<8x16xf32>
    %49 = stablehlo.tanh %45 : tensor<8x16xf32>
    %50 = stablehlo.logistic %46 : tensor<8x16xf32>
    %51 = stablehlo.multiply %48, %31 : tensor<8x16xf32>
    %52 = stablehlo.multiply %47, %49 : tensor<8x16xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x16xf32>
    %54 = stablehlo.tanh %53 : tensor<8x16xf32>
    %55 = stablehlo.multiply %50, %54 : tensor<8x16xf32>
    %56 = stablehlo.slice %1 [0:8, 2:3, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %58 = stablehlo.dot_general %55, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %59 = stablehlo.multiply %58, %8 : tensor<8x64xf32>
    %60 = stablehlo.add %59, %12 : tensor<8x64xf32>
    %61 = stablehlo.dot_general %57, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %62 = stablehlo.multiply %61, %8 : tensor<8x64xf32>
    %63 = stablehlo.add %62, %18 : tensor<8x64xf32>
    %64 = stablehlo.add %60, %63 : tensor<8x64xf32>
    %65 = stablehlo.slice %64 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %66 = stablehlo.slice %64 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %67 = stablehlo.slice %64 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %68 = stablehlo.slice %64 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %69 = stablehlo.logistic %65 : tensor<8x16xf32>
    %70 = stablehlo.logistic %66 : tensor<8x16xf32>
    %71 = stablehlo.tanh %67 : tensor<8x16xf32>
    %72 = stablehlo.logistic %68 : tensor<8x16xf32>
    %73 = stablehlo.multiply %70, %53 : tensor<8x16xf32>
    %74 = stablehlo.multiply %69, %71 : tensor<8x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x16xf32>
    %76 = stablehlo.tanh %75 : tensor<8x16xf32>
    %77 = stablehlo.multiply %72, %76 : tensor<8x16xf32>
    %78 = stablehlo.slice %1 [0:8, 3:4, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %80 = stablehlo.dot_general %77, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %81 = stablehlo.multiply %80, %8 : tensor<8x64xf32>
    %82 = stablehlo.add %81, %12 : tensor<8x64xf32>
    %83 = stablehlo.dot_general %79, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %84 = stablehlo.multiply %83, %8 : tensor<8x64xf32>
    %85 = stablehlo.add %84, %18 : tensor<8x64xf32>
    %86 = stablehlo.add %82, %85 : tensor<8x64xf32>
    %87 = stablehlo.slice %86 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %88 = stablehlo.slice %86 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %89 = stablehlo.slice %86 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %90 = stablehlo.slice %86 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %91 = stablehlo.logistic %87 : tensor<8x16xf32>
    %92 = stablehlo.logistic %88 : tensor<8x16xf32>
    %93 = stablehlo.tanh %89 : tensor<8x16xf32>
    %94 = stablehlo.logistic %90 : tensor<8x16xf32>
    %95 = stablehlo.multiply %92, %75 : tensor<8x16xf32>
    %96 = stablehlo.multiply %91, %93 : tensor<8x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<8x16xf32>
    %98 = stablehlo.tanh %97 : tensor<8x16xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<8x16xf32>
    %100 = stablehlo.slice %1 [0:8, 4:5, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %102 = stablehlo.dot_general %99, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %103 = stablehlo.multiply %102, %8 : tensor<8x64xf32>
    %104 = stablehlo.add %103, %12 : tensor<8x64xf32>
    %105 = stablehlo.dot_general %101, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %106 = stablehlo.multiply %105, %8 : tensor<8x64xf32>
    %107 = stablehlo.add %106, %18 : tensor<8x64xf32>
    %108 = stablehlo.add %104, %107 : tensor<8x64xf32>
    %109 = stablehlo.slice %108 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %110 = stablehlo.slice %108 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %111 = stablehlo.slice %108 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %112 = stablehlo.slice %108 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %113 = stablehlo.logistic %109 : tensor<8x16xf32>
    %114 = stablehlo.logistic %110 : tensor<8x16xf32>
    %115 = stablehlo.tanh %111 : tensor<8x16xf32>
    %116 = stablehlo.logistic %112 : tensor<8x16xf32>
    %117 = stablehlo.multiply %114, %97 : tensor<8x16xf32>
    %118 = stablehlo.multiply %113, %115 : tensor<8x16xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x16xf32>
    %120 = stablehlo.tanh %119 : tensor<8x16xf32>
    %121 = stablehlo.multiply %116, %120 : tensor<8x16xf32>
    %122 = stablehlo.slice %1 [0:8, 5:6, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %124 = stablehlo.dot_general %121, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %125 = stablehlo.multiply %124, %8 : tensor<8x64xf32>
    %126 = stablehlo.add %125, %12 : tensor<8x64xf32>
    %127 = stablehlo.dot_general %123, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %128 = stablehlo.multiply %127, %8 : tensor<8x64xf32>
    %129 = stablehlo.add %128, %18 : tensor<8x64xf32>
    %130 = stablehlo.add %126, %129 : tensor<8x64xf32>
    %131 = stablehlo.slice %130 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %132 = stablehlo.slice %130 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %133 = stablehlo.slice %130 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %134 = stablehlo.slice %130 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %135 = stablehlo.logistic %131 : tensor<8x16xf32>
    %136 = stablehlo.logistic %132 : tensor<8x16xf32>
    %137 = stablehlo.tanh %133 : tensor<8x16xf32>
    %138 = stablehlo.logistic %134 : tensor<8x16xf32>
    %139 = stablehlo.multiply %136, %119 : tensor<8x16xf32>
    %140 = stablehlo.multiply %135, %137 : tensor<8x16xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x16xf32>
    %142 = stablehlo.tanh %141 : tensor<8x16xf32>
    %143 = stablehlo.multiply %138, %142 : tensor<8x16xf32>
    %144 = stablehlo.slice %1 [0:8, 6:7, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %146 = stablehlo.dot_general %143, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %147 = stablehlo.multiply %146, %8 : tensor<8x64xf32>
    %148 = stablehlo.add %147, %12 : tensor<8x64xf32>
    %149 = stablehlo.dot_general %145, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %150 = stablehlo.multiply %149, %8 : tensor<8x64xf32>
    %151 = stablehlo.add %150, %18 : tensor<8x64xf32>
    %152 = stablehlo.add %148, %151 : tensor<8x64xf32>
    %153 = stablehlo.slice %152 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %154 = stablehlo.slice %152 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %155 = stablehlo.slice %152 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %156 = stablehlo.slice %152 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %157 = stablehlo.logistic %153 : tensor<8x16xf32>
    %158 = stablehlo.logistic %154 : tensor<8x16xf32>
    %159 = stablehlo.tanh %155 : tensor<8x16xf32>
    %160 = stablehlo.logistic %156 : tensor<8x16xf32>
    %161 = stablehlo.multiply %158, %141 : tensor<8x16xf32>
    %162 = stablehlo.multiply %157, %159 : tensor<8x16xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x16xf32>
    %164 = stablehlo.tanh %163 : tensor<8x16xf32>
    %165 = stablehlo.multiply %160, %164 : tensor<8x16xf32>
    %166 = stablehlo.slice %1 [0:8, 7:8, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %168 = stablehlo.dot_general %165, %4, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %169 = stablehlo.multiply %168, %8 : tensor<8x64xf32>
    %170 = stablehlo.add %169, %12 : tensor<8x64xf32>
    %171 = stablehlo.dot_general %167, %14, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %172 = stablehlo.multiply %171, %8 : tensor<8x64xf32>
    %173 = stablehlo.add %172, %18 : tensor<8x64xf32>
    %174 = stablehlo.add %170, %173 : tensor<8x64xf32>
    %175 = stablehlo.slice %174 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %176 = stablehlo.slice %174 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %177 = stablehlo.slice %174 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %178 = stablehlo.slice %174 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %179 = stablehlo.logistic %175 : tensor<8x16xf32>
    %180 = stablehlo.logistic %176 : tensor<8x16xf32>
    %181 = stablehlo.tanh %177 : tensor<8x16xf32>
    %182 = stablehlo.logistic %178 : tensor<8x16xf32>
    %183 = stablehlo.multiply %180, %163 : tensor<8x16xf32>
    %184 = stablehlo.multiply %179, %181 : tensor<8x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x16xf32>
    %186 = stablehlo.tanh %185 : tensor<8x16xf32>
    %187 = stablehlo.multiply %182, %186 : tensor<8x16xf32>
    %188 = stablehlo.concatenate %33, %55, %77, %99, %121, %143, %165, %187, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x128xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x128xf32>) -> tensor<8x8x16xf32>
    %190 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %191 = stablehlo.reshape %189 : (tensor<8x8x16xf32>) -> tensor<64x16xf32>
    %192 = stablehlo.dot_general %191, %190, contracting_dims = [1] x [0] : (tensor<64x16xf32>, tensor<16x5xf32>) -> tensor<64x5xf32>
    %193 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<64x5xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<64x5xf32>
    %195 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %196 = stablehlo.multiply %arg8, %195 : tensor<5xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1] : (tensor<5xf32>) -> tensor<64x5xf32>
    %198 = stablehlo.add %194, %197 : tensor<64x5xf32>
    %199 = stablehlo.reshape %198 : (tensor<64x5xf32>) -> tensor<8x8x5xf32>
    %200 = stablehlo.reshape %199 : (tensor<8x8x5xf32>) -> tensor<64x5xf32>
    %201 = stablehlo.reshape %arg1 : (tensor<8x8xi64>) -> tensor<64xi64>
    %202 = stablehlo.reduce(%200 init: %cst_25) applies stablehlo.maximum across dimensions = [1] : (tensor<64x5xf32>, tensor<f32>) -> tensor<64xf32>
    %203 = stablehlo.reshape %202 : (tensor<64xf32>) -> tensor<64x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x5xf32>
    %205 = stablehlo.subtract %200, %204 : tensor<64x5xf32>
    %206 = stablehlo.exponential %205 : tensor<64x5xf32>
    %207 = stablehlo.reduce(%206 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<64x5xf32>, tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.reshape %207 : (tensor<64xf32>) -> tensor<64x1xf32>
    %209 = stablehlo.log %208 : tensor<64x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x5xf32>
    %211 = stablehlo.subtract %205, %210 : tensor<64x5xf32>
    %212 = stablehlo.compare NE, %201, %c_16, SIGNED : (tensor<64xi64>, tensor<64xi64>) -> tensor<64xi1>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0] : (tensor<64xi1>) -> tensor<64xi1>
    %214 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<64xi64>) -> tensor<64xi64>
    %215 = stablehlo.select %213, %214, %c_16 : tensor<64xi1>, tensor<64xi64>
    %216 = stablehlo.reshape %215 : (tensor<64xi64>) -> tensor<64x1xi64>
    %217 = stablehlo.iota dim = 0 : tensor<64x1x1xi64>
    %218 = stablehlo.reshape %216 : (tensor<64x1xi64>) -> tensor<64x1x1xi64>
    %219 = stablehlo.concatenate %217, %218, dim = 2 : (tensor<64x1x1xi64>, tensor<64x1x1xi64>) -> tensor<64x1x2xi64>
    %220 = "stablehlo.gather"(%211, %219) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<64x5xf32>, tensor<64x1x2xi64>) -> tensor<64x1xf32>
    %221 = stablehlo.reshape %220 : (tensor<64x1xf32>) -> tensor<64xf32>
    %222 = stablehlo.negate %221 : tensor<64xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<64xf32>) -> tensor<64xf32>
    %224 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %225 = stablehlo.select %213, %223, %224 : tensor<64xi1>, tensor<64xf32>
    %226 = stablehlo.convert %212 : (tensor<64xi1>) -> tensor<64xi64>
    %227 = stablehlo.reduce(%226 init: %c_22) applies stablehlo.add across dimensions = [0] : (tensor<64xi64>, tensor<i64>) -> tensor<i64>
    %228 = stablehlo.convert %227 : (tensor<i64>) -> tensor<f32>
    %229 = stablehlo.reduce(%225 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %230 = stablehlo.divide %229, %228 : tensor<f32>
    %231 = stablehlo.divide %cst_20, %228 : tensor<f32>
    %232 = stablehlo.reshape %201 : (tensor<64xi64>) -> tensor<64x1xi64>
    %233 = stablehlo.compare NE, %232, %c_15, SIGNED : (tensor<64x1xi64>, tensor<64x1xi64>) -> tensor<64x1xi1>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<64x1xi1>) -> tensor<64x1xi1>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<64x1xi64>) -> tensor<64x1xi64>
    %236 = stablehlo.select %234, %235, %c_15 : tensor<64x1xi1>, tensor<64x1xi64>
    %237 = stablehlo.slice %cst_18 [0:64, 0:1] : (tensor<64x1xf32>) -> tensor<64x1xf32>
    %238 = stablehlo.reshape %236 : (tensor<64x1xi64>) -> tensor<64x1x1xi64>
    %239 = stablehlo.concatenate %217, %238, dim = 2 : (tensor<64x1x1xi64>, tensor<64x1x1xi64>) -> tensor<64x1x2xi64>
    %240 = "stablehlo.scatter"(%cst_19, %239, %237) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      stablehlo.return %arg10 : tensor<f32>
    }) : (tensor<64x5xf32>, tensor<64x1x2xi64>, tensor<64x1xf32>) -> tensor<64x5xf32>
    %241 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %242 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %243 = stablehlo.select %234, %241, %242 : tensor<64x1xi1>, tensor<64x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x5xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<64x5xf32>
    %246 = stablehlo.exponential %211 : tensor<64x5xf32>
    %247 = stablehlo.reduce(%245 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<64x5xf32>, tensor<f32>) -> tensor<64xf32>
    %248 = stablehlo.reshape %247 : (tensor<64xf32>) -> tensor<64x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x5xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<64x5xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<64x5xf32>
    %252 = stablehlo.reshape %251 : (tensor<64x5xf32>) -> tensor<8x8x5xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x8x5xf32>) -> tensor<64x5xf32>
    %254 = stablehlo.transpose %190, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %255 = stablehlo.dot_general %253, %254, contracting_dims = [1] x [0] : (tensor<64x5xf32>, tensor<5x16xf32>) -> tensor<64x16xf32>
    %256 = stablehlo.transpose %253, dims = [1, 0] : (tensor<64x5xf32>) -> tensor<5x64xf32>
    %257 = stablehlo.dot_general %256, %191, contracting_dims = [1] x [0] : (tensor<5x64xf32>, tensor<64x16xf32>) -> tensor<5x16xf32>
    %258 = stablehlo.transpose %257, dims = [1, 0] : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %259 = stablehlo.reduce(%253 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<64x5xf32>, tensor<f32>) -> tensor<5xf32>
    %260 = stablehlo.reshape %259 : (tensor<5xf32>) -> tensor<1x5xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x5xf32>) -> tensor<5xf32>
    %262 = stablehlo.reshape %255 : (tensor<64x16xf32>) -> tensor<8x8x16xf32>
    %263 = stablehlo.transpose %258, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %264 = stablehlo.slice %262 [0:8, 0:1, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %266 = stablehlo.slice %262 [0:8, 1:2, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %268 = stablehlo.slice %262 [0:8, 2:3, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %270 = stablehlo.slice %262 [0:8, 3:4, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %272 = stablehlo.slice %262 [0:8, 4:5, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %273 = stablehlo.reshape %272 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %274 = stablehlo.slice %262 [0:8, 5:6, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %276 = stablehlo.slice %262 [0:8, 6:7, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %278 = stablehlo.slice %262 [0:8, 7:8, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %279 = stablehlo.reshape %278 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %280 = stablehlo.multiply %279, %182 : tensor<8x16xf32>
    %281 = stablehlo.multiply %279, %186 : tensor<8x16xf32>
    %282 = stablehlo.multiply %186, %186 : tensor<8x16xf32>
    %283 = stablehlo.convert %c_24 : (tensor<i64>) -> tensor<f32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %285 = stablehlo.subtract %284, %282 : tensor<8x16xf32>
    %286 = stablehlo.multiply %280, %285 : tensor<8x16xf32>
    %287 = stablehlo.multiply %286, %179 : tensor<8x16xf32>
    %288 = stablehlo.multiply %286, %181 : tensor<8x16xf32>
    %289 = stablehlo.multiply %286, %180 : tensor<8x16xf32>
    %290 = stablehlo.multiply %286, %163 : tensor<8x16xf32>
    %291 = stablehlo.subtract %284, %182 : tensor<8x16xf32>
    %292 = stablehlo.multiply %182, %291 : tensor<8x16xf32>
    %293 = stablehlo.multiply %281, %292 : tensor<8x16xf32>
    %294 = stablehlo.multiply %181, %181 : tensor<8x16xf32>
    %295 = stablehlo.subtract %284, %294 : tensor<8x16xf32>
    %296 = stablehlo.multiply %287, %295 : tensor<8x16xf32>
    %297 = stablehlo.subtract %284, %180 : tensor<8x16xf32>
    %298 = stablehlo.multiply %180, %297 : tensor<8x16xf32>
    %299 = stablehlo.multiply %290, %298 : tensor<8x16xf32>
    %300 = stablehlo.subtract %284, %179 : tensor<8x16xf32>
    %301 = stablehlo.multiply %179, %300 : tensor<8x16xf32>
    %302 = stablehlo.multiply %288, %301 : tensor<8x16xf32>
    %303 = stablehlo.concatenate %302, %299, %296, %293, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %304 = stablehlo.transpose %14, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %305 = stablehlo.dot_general %303, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %306 = stablehlo.transpose %303, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %307 = stablehlo.dot_general %306, %167, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %308 = stablehlo.transpose %307, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %309 = stablehlo.reduce(%303 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %310 = stablehlo.reshape %309 : (tensor<64xf32>) -> tensor<1x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<1x64xf32>) -> tensor<64xf32>
    %312 = stablehlo.transpose %308, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %313 = stablehlo.transpose %4, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %314 = stablehlo.dot_general %303, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %315 = stablehlo.dot_general %306, %165, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %316 = stablehlo.transpose %315, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %317 = stablehlo.add %277, %314 : tensor<8x16xf32>
    %318 = stablehlo.transpose %316, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %319 = stablehlo.convert %c_24 : (tensor<i64>) -> tensor<f64>
    %320 = stablehlo.convert %c_14 : (tensor<i64>) -> tensor<f64>
    %321 = stablehlo.divide %320, %319 : tensor<f64>
    %322 = stablehlo.ceil %321 : tensor<f64>
    %323 = stablehlo.convert %322 : (tensor<f64>) -> tensor<i64>
    %324 = stablehlo.reshape %323 : (tensor<i64>) -> tensor<1xi64>
    %325 = stablehlo.dynamic_iota %324, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %326 = stablehlo.multiply %325, %c_13 : tensor<8xi64>
    %327 = stablehlo.add %326, %c_12 : tensor<8xi64>
    %328 = stablehlo.reshape %327 : (tensor<8xi64>) -> tensor<1x8x1xi64>
    %329 = stablehlo.compare EQ, %328, %c_11, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %330 = stablehlo.reshape %305 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %332 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %334 = stablehlo.broadcast_in_dim %cst_17, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %335 = stablehlo.select %332, %333, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %336 = stablehlo.multiply %317, %160 : tensor<8x16xf32>
    %337 = stablehlo.multiply %317, %164 : tensor<8x16xf32>
    %338 = stablehlo.multiply %164, %164 : tensor<8x16xf32>
    %339 = stablehlo.subtract %284, %338 : tensor<8x16xf32>
    %340 = stablehlo.multiply %336, %339 : tensor<8x16xf32>
    %341 = stablehlo.add %289, %340 : tensor<8x16xf32>
    %342 = stablehlo.multiply %341, %157 : tensor<8x16xf32>
    %343 = stablehlo.multiply %341, %159 : tensor<8x16xf32>
    %344 = stablehlo.multiply %341, %158 : tensor<8x16xf32>
    %345 = stablehlo.multiply %341, %141 : tensor<8x16xf32>
    %346 = stablehlo.subtract %284, %160 : tensor<8x16xf32>
    %347 = stablehlo.multiply %160, %346 : tensor<8x16xf32>
    %348 = stablehlo.multiply %337, %347 : tensor<8x16xf32>
    %349 = stablehlo.multiply %159, %159 : tensor<8x16xf32>
    %350 = stablehlo.subtract %284, %349 : tensor<8x16xf32>
    %351 = stablehlo.multiply %342, %350 : tensor<8x16xf32>
    %352 = stablehlo.subtract %284, %158 : tensor<8x16xf32>
    %353 = stablehlo.multiply %158, %352 : tensor<8x16xf32>
    %354 = stablehlo.multiply %345, %353 : tensor<8x16xf32>
    %355 = stablehlo.subtract %284, %157 : tensor<8x16xf32>
    %356 = stablehlo.multiply %157, %355 : tensor<8x16xf32>
    %357 = stablehlo.multiply %343, %356 : tensor<8x16xf32>
    %358 = stablehlo.concatenate %357, %354, %351, %348, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %359 = stablehlo.dot_general %358, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %360 = stablehlo.transpose %358, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %361 = stablehlo.dot_general %360, %145, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %362 = stablehlo.transpose %361, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %363 = stablehlo.reduce(%358 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %364 = stablehlo.reshape %363 : (tensor<64xf32>) -> tensor<1x64xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x64xf32>) -> tensor<64xf32>
    %366 = stablehlo.add %311, %365 : tensor<64xf32>
    %367 = stablehlo.transpose %362, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %368 = stablehlo.add %312, %367 : tensor<64x16xf32>
    %369 = stablehlo.dot_general %358, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %370 = stablehlo.dot_general %360, %143, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %371 = stablehlo.transpose %370, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %372 = stablehlo.add %275, %369 : tensor<8x16xf32>
    %373 = stablehlo.transpose %371, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %374 = stablehlo.add %318, %373 : tensor<64x16xf32>
    %375 = stablehlo.compare EQ, %328, %c_10, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %376 = stablehlo.reshape %359 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %379 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %380 = stablehlo.select %378, %379, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %381 = stablehlo.add %335, %380 : tensor<8x8x16xf32>
    %382 = stablehlo.multiply %372, %138 : tensor<8x16xf32>
    %383 = stablehlo.multiply %372, %142 : tensor<8x16xf32>
    %384 = stablehlo.multiply %142, %142 : tensor<8x16xf32>
    %385 = stablehlo.subtract %284, %384 : tensor<8x16xf32>
    %386 = stablehlo.multiply %382, %385 : tensor<8x16xf32>
    %387 = stablehlo.add %344, %386 : tensor<8x16xf32>
    %388 = stablehlo.multiply %387, %135 : tensor<8x16xf32>
    %389 = stablehlo.multiply %387, %137 : tensor<8x16xf32>
    %390 = stablehlo.multiply %387, %136 : tensor<8x16xf32>
    %391 = stablehlo.multiply %387, %119 : tensor<8x16xf32>
    %392 = stablehlo.subtract %284, %138 : tensor<8x16xf32>
    %393 = stablehlo.multiply %138, %392 : tensor<8x16xf32>
    %394 = stablehlo.multiply %383, %393 : tensor<8x16xf32>
    %395 = stablehlo.multiply %137, %137 : tensor<8x16xf32>
    %396 = stablehlo.subtract %284, %395 : tensor<8x16xf32>
    %397 = stablehlo.multiply %388, %396 : tensor<8x16xf32>
    %398 = stablehlo.subtract %284, %136 : tensor<8x16xf32>
    %399 = stablehlo.multiply %136, %398 : tensor<8x16xf32>
    %400 = stablehlo.multiply %391, %399 : tensor<8x16xf32>
    %401 = stablehlo.subtract %284, %135 : tensor<8x16xf32>
    %402 = stablehlo.multiply %135, %401 : tensor<8x16xf32>
    %403 = stablehlo.multiply %389, %402 : tensor<8x16xf32>
    %404 = stablehlo.concatenate %403, %400, %397, %394, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %405 = stablehlo.dot_general %404, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %406 = stablehlo.transpose %404, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %407 = stablehlo.dot_general %406, %123, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %408 = stablehlo.transpose %407, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %409 = stablehlo.reduce(%404 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %410 = stablehlo.reshape %409 : (tensor<64xf32>) -> tensor<1x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x64xf32>) -> tensor<64xf32>
    %412 = stablehlo.add %366, %411 : tensor<64xf32>
    %413 = stablehlo.transpose %408, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %414 = stablehlo.add %368, %413 : tensor<64x16xf32>
    %415 = stablehlo.dot_general %404, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %416 = stablehlo.dot_general %406, %121, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %417 = stablehlo.transpose %416, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %418 = stablehlo.add %273, %415 : tensor<8x16xf32>
    %419 = stablehlo.transpose %417, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %420 = stablehlo.add %374, %419 : tensor<64x16xf32>
    %421 = stablehlo.compare EQ, %328, %c_9, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %422 = stablehlo.reshape %405 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %424 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %425 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %426 = stablehlo.select %424, %425, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %427 = stablehlo.add %381, %426 : tensor<8x8x16xf32>
    %428 = stablehlo.multiply %418, %116 : tensor<8x16xf32>
    %429 = stablehlo.multiply %418, %120 : tensor<8x16xf32>
    %430 = stablehlo.multiply %120, %120 : tensor<8x16xf32>
    %431 = stablehlo.subtract %284, %430 : tensor<8x16xf32>
    %432 = stablehlo.multiply %428, %431 : tensor<8x16xf32>
    %433 = stablehlo.add %390, %432 : tensor<8x16xf32>
    %434 = stablehlo.multiply %433, %113 : tensor<8x16xf32>
    %435 = stablehlo.multiply %433, %115 : tensor<8x16xf32>
    %436 = stablehlo.multiply %433, %114 : tensor<8x16xf32>
    %437 = stablehlo.multiply %433, %97 : tensor<8x16xf32>
    %438 = stablehlo.subtract %284, %116 : tensor<8x16xf32>
    %439 = stablehlo.multiply %116, %438 : tensor<8x16xf32>
    %440 = stablehlo.multiply %429, %439 : tensor<8x16xf32>
    %441 = stablehlo.multiply %115, %115 : tensor<8x16xf32>
    %442 = stablehlo.subtract %284, %441 : tensor<8x16xf32>
    %443 = stablehlo.multiply %434, %442 : tensor<8x16xf32>
    %444 = stablehlo.subtract %284, %114 : tensor<8x16xf32>
    %445 = stablehlo.multiply %114, %444 : tensor<8x16xf32>
    %446 = stablehlo.multiply %437, %445 : tensor<8x16xf32>
    %447 = stablehlo.subtract %284, %113 : tensor<8x16xf32>
    %448 = stablehlo.multiply %113, %447 : tensor<8x16xf32>
    %449 = stablehlo.multiply %435, %448 : tensor<8x16xf32>
    %450 = stablehlo.concatenate %449, %446, %443, %440, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %451 = stablehlo.dot_general %450, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %452 = stablehlo.transpose %450, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %453 = stablehlo.dot_general %452, %101, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %454 = stablehlo.transpose %453, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %455 = stablehlo.reduce(%450 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %456 = stablehlo.reshape %455 : (tensor<64xf32>) -> tensor<1x64xf32>
    %457 = stablehlo.reshape %456 : (tensor<1x64xf32>) -> tensor<64xf32>
    %458 = stablehlo.add %412, %457 : tensor<64xf32>
    %459 = stablehlo.transpose %454, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %460 = stablehlo.add %414, %459 : tensor<64x16xf32>
    %461 = stablehlo.dot_general %450, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %462 = stablehlo.dot_general %452, %99, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %464 = stablehlo.add %271, %461 : tensor<8x16xf32>
    %465 = stablehlo.transpose %463, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %466 = stablehlo.add %420, %465 : tensor<64x16xf32>
    %467 = stablehlo.compare EQ, %328, %c_8, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %468 = stablehlo.reshape %451 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %470 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %471 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %472 = stablehlo.select %470, %471, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %473 = stablehlo.add %427, %472 : tensor<8x8x16xf32>
    %474 = stablehlo.multiply %464, %94 : tensor<8x16xf32>
    %475 = stablehlo.multiply %464, %98 : tensor<8x16xf32>
    %476 = stablehlo.multiply %98, %98 : tensor<8x16xf32>
    %477 = stablehlo.subtract %284, %476 : tensor<8x16xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<8x16xf32>
    %479 = stablehlo.add %436, %478 : tensor<8x16xf32>
    %480 = stablehlo.multiply %479, %91 : tensor<8x16xf32>
    %481 = stablehlo.multiply %479, %93 : tensor<8x16xf32>
    %482 = stablehlo.multiply %479, %92 : tensor<8x16xf32>
    %483 = stablehlo.multiply %479, %75 : tensor<8x16xf32>
    %484 = stablehlo.subtract %284, %94 : tensor<8x16xf32>
    %485 = stablehlo.multiply %94, %484 : tensor<8x16xf32>
    %486 = stablehlo.multiply %475, %485 : tensor<8x16xf32>
    %487 = stablehlo.multiply %93, %93 : tensor<8x16xf32>
    %488 = stablehlo.subtract %284, %487 : tensor<8x16xf32>
    %489 = stablehlo.multiply %480, %488 : tensor<8x16xf32>
    %490 = stablehlo.subtract %284, %92 : tensor<8x16xf32>
    %491 = stablehlo.multiply %92, %490 : tensor<8x16xf32>
    %492 = stablehlo.multiply %483, %491 : tensor<8x16xf32>
    %493 = stablehlo.subtract %284, %91 : tensor<8x16xf32>
    %494 = stablehlo.multiply %91, %493 : tensor<8x16xf32>
    %495 = stablehlo.multiply %481, %494 : tensor<8x16xf32>
    %496 = stablehlo.concatenate %495, %492, %489, %486, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %497 = stablehlo.dot_general %496, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %498 = stablehlo.transpose %496, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %499 = stablehlo.dot_general %498, %79, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %500 = stablehlo.transpose %499, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %501 = stablehlo.reduce(%496 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %502 = stablehlo.reshape %501 : (tensor<64xf32>) -> tensor<1x64xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x64xf32>) -> tensor<64xf32>
    %504 = stablehlo.add %458, %503 : tensor<64xf32>
    %505 = stablehlo.transpose %500, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %506 = stablehlo.add %460, %505 : tensor<64x16xf32>
    %507 = stablehlo.dot_general %496, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %508 = stablehlo.dot_general %498, %77, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %509 = stablehlo.transpose %508, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %510 = stablehlo.add %269, %507 : tensor<8x16xf32>
    %511 = stablehlo.transpose %509, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %512 = stablehlo.add %466, %511 : tensor<64x16xf32>
    %513 = stablehlo.compare EQ, %328, %c_7, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %514 = stablehlo.reshape %497 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %518 = stablehlo.select %516, %517, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %519 = stablehlo.add %473, %518 : tensor<8x8x16xf32>
    %520 = stablehlo.multiply %510, %72 : tensor<8x16xf32>
    %521 = stablehlo.multiply %510, %76 : tensor<8x16xf32>
    %522 = stablehlo.multiply %76, %76 : tensor<8x16xf32>
    %523 = stablehlo.subtract %284, %522 : tensor<8x16xf32>
    %524 = stablehlo.multiply %520, %523 : tensor<8x16xf32>
    %525 = stablehlo.add %482, %524 : tensor<8x16xf32>
    %526 = stablehlo.multiply %525, %69 : tensor<8x16xf32>
    %527 = stablehlo.multiply %525, %71 : tensor<8x16xf32>
    %528 = stablehlo.multiply %525, %70 : tensor<8x16xf32>
    %529 = stablehlo.multiply %525, %53 : tensor<8x16xf32>
    %530 = stablehlo.subtract %284, %72 : tensor<8x16xf32>
    %531 = stablehlo.multiply %72, %530 : tensor<8x16xf32>
    %532 = stablehlo.multiply %521, %531 : tensor<8x16xf32>
    %533 = stablehlo.multiply %71, %71 : tensor<8x16xf32>
    %534 = stablehlo.subtract %284, %533 : tensor<8x16xf32>
    %535 = stablehlo.multiply %526, %534 : tensor<8x16xf32>
    %536 = stablehlo.subtract %284, %70 : tensor<8x16xf32>
    %537 = stablehlo.multiply %70, %536 : tensor<8x16xf32>
    %538 = stablehlo.multiply %529, %537 : tensor<8x16xf32>
    %539 = stablehlo.subtract %284, %69 : tensor<8x16xf32>
    %540 = stablehlo.multiply %69, %539 : tensor<8x16xf32>
    %541 = stablehlo.multiply %527, %540 : tensor<8x16xf32>
    %542 = stablehlo.concatenate %541, %538, %535, %532, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %543 = stablehlo.dot_general %542, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %544 = stablehlo.transpose %542, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %545 = stablehlo.dot_general %544, %57, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %546 = stablehlo.transpose %545, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %547 = stablehlo.reduce(%542 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %548 = stablehlo.reshape %547 : (tensor<64xf32>) -> tensor<1x64xf32>
    %549 = stablehlo.reshape %548 : (tensor<1x64xf32>) -> tensor<64xf32>
    %550 = stablehlo.add %504, %549 : tensor<64xf32>
    %551 = stablehlo.transpose %546, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %552 = stablehlo.add %506, %551 : tensor<64x16xf32>
    %553 = stablehlo.dot_general %542, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %554 = stablehlo.dot_general %544, %55, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %555 = stablehlo.transpose %554, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %556 = stablehlo.add %267, %553 : tensor<8x16xf32>
    %557 = stablehlo.transpose %555, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %558 = stablehlo.add %512, %557 : tensor<64x16xf32>
    %559 = stablehlo.compare EQ, %328, %c_6, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %560 = stablehlo.reshape %543 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %562 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %563 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %564 = stablehlo.select %562, %563, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %565 = stablehlo.add %519, %564 : tensor<8x8x16xf32>
    %566 = stablehlo.multiply %556, %50 : tensor<8x16xf32>
    %567 = stablehlo.multiply %556, %54 : tensor<8x16xf32>
    %568 = stablehlo.multiply %54, %54 : tensor<8x16xf32>
    %569 = stablehlo.subtract %284, %568 : tensor<8x16xf32>
    %570 = stablehlo.multiply %566, %569 : tensor<8x16xf32>
    %571 = stablehlo.add %528, %570 : tensor<8x16xf32>
    %572 = stablehlo.multiply %571, %47 : tensor<8x16xf32>
    %573 = stablehlo.multiply %571, %49 : tensor<8x16xf32>
    %574 = stablehlo.multiply %571, %48 : tensor<8x16xf32>
    %575 = stablehlo.multiply %571, %31 : tensor<8x16xf32>
    %576 = stablehlo.subtract %284, %50 : tensor<8x16xf32>
    %577 = stablehlo.multiply %50, %576 : tensor<8x16xf32>
    %578 = stablehlo.multiply %567, %577 : tensor<8x16xf32>
    %579 = stablehlo.multiply %49, %49 : tensor<8x16xf32>
    %580 = stablehlo.subtract %284, %579 : tensor<8x16xf32>
    %581 = stablehlo.multiply %572, %580 : tensor<8x16xf32>
    %582 = stablehlo.subtract %284, %48 : tensor<8x16xf32>
    %583 = stablehlo.multiply %48, %582 : tensor<8x16xf32>
    %584 = stablehlo.multiply %575, %583 : tensor<8x16xf32>
    %585 = stablehlo.subtract %284, %47 : tensor<8x16xf32>
    %586 = stablehlo.multiply %47, %585 : tensor<8x16xf32>
    %587 = stablehlo.multiply %573, %586 : tensor<8x16xf32>
    %588 = stablehlo.concatenate %587, %584, %581, %578, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %589 = stablehlo.dot_general %588, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %590 = stablehlo.transpose %588, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %591 = stablehlo.dot_general %590, %35, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %592 = stablehlo.transpose %591, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %593 = stablehlo.reduce(%588 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %594 = stablehlo.reshape %593 : (tensor<64xf32>) -> tensor<1x64xf32>
    %595 = stablehlo.reshape %594 : (tensor<1x64xf32>) -> tensor<64xf32>
    %596 = stablehlo.add %550, %595 : tensor<64xf32>
    %597 = stablehlo.transpose %592, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %598 = stablehlo.add %552, %597 : tensor<64x16xf32>
    %599 = stablehlo.dot_general %588, %313, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %600 = stablehlo.dot_general %590, %33, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %601 = stablehlo.transpose %600, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %602 = stablehlo.add %265, %599 : tensor<8x16xf32>
    %603 = stablehlo.transpose %601, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %604 = stablehlo.add %558, %603 : tensor<64x16xf32>
    %605 = stablehlo.compare EQ, %328, %c_5, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %606 = stablehlo.reshape %589 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %608 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %609 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %610 = stablehlo.select %608, %609, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %611 = stablehlo.add %565, %610 : tensor<8x8x16xf32>
    %612 = stablehlo.multiply %602, %28 : tensor<8x16xf32>
    %613 = stablehlo.multiply %602, %32 : tensor<8x16xf32>
    %614 = stablehlo.multiply %32, %32 : tensor<8x16xf32>
    %615 = stablehlo.subtract %284, %614 : tensor<8x16xf32>
    %616 = stablehlo.multiply %612, %615 : tensor<8x16xf32>
    %617 = stablehlo.add %574, %616 : tensor<8x16xf32>
    %618 = stablehlo.multiply %617, %25 : tensor<8x16xf32>
    %619 = stablehlo.multiply %617, %27 : tensor<8x16xf32>
    %620 = stablehlo.multiply %617, %cst_23 : tensor<8x16xf32>
    %621 = stablehlo.subtract %284, %28 : tensor<8x16xf32>
    %622 = stablehlo.multiply %28, %621 : tensor<8x16xf32>
    %623 = stablehlo.multiply %613, %622 : tensor<8x16xf32>
    %624 = stablehlo.multiply %27, %27 : tensor<8x16xf32>
    %625 = stablehlo.subtract %284, %624 : tensor<8x16xf32>
    %626 = stablehlo.multiply %618, %625 : tensor<8x16xf32>
    %627 = stablehlo.subtract %284, %26 : tensor<8x16xf32>
    %628 = stablehlo.multiply %26, %627 : tensor<8x16xf32>
    %629 = stablehlo.multiply %620, %628 : tensor<8x16xf32>
    %630 = stablehlo.subtract %284, %25 : tensor<8x16xf32>
    %631 = stablehlo.multiply %25, %630 : tensor<8x16xf32>
    %632 = stablehlo.multiply %619, %631 : tensor<8x16xf32>
    %633 = stablehlo.concatenate %632, %629, %626, %623, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %634 = stablehlo.dot_general %633, %304, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> tensor<8x16xf32>
    %635 = stablehlo.transpose %633, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %636 = stablehlo.dot_general %635, %3, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %637 = stablehlo.transpose %636, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %638 = stablehlo.reduce(%633 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %639 = stablehlo.reshape %638 : (tensor<64xf32>) -> tensor<1x64xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x64xf32>) -> tensor<64xf32>
    %641 = stablehlo.add %596, %640 : tensor<64xf32>
    %642 = stablehlo.transpose %637, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %643 = stablehlo.add %598, %642 : tensor<64x16xf32>
    %644 = stablehlo.dot_general %635, %cst_23, contracting_dims = [1] x [0] : (tensor<64x8xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %645 = stablehlo.transpose %644, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %646 = stablehlo.transpose %645, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %647 = stablehlo.add %604, %646 : tensor<64x16xf32>
    %648 = stablehlo.compare EQ, %328, %c_4, SIGNED : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi1>
    %649 = stablehlo.reshape %634 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x8x16xf32>
    %651 = stablehlo.broadcast_in_dim %648, dims = [0, 1, 2] : (tensor<1x8x1xi1>) -> tensor<8x8x16xi1>
    %652 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %653 = stablehlo.select %651, %652, %334 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %654 = stablehlo.add %611, %653 : tensor<8x8x16xf32>
    %655 = stablehlo.compare GE, %arg0, %c_3, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %656 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %657 = stablehlo.and %655, %656 : tensor<8x8xi1>
    %658 = stablehlo.compare NE, %arg0, %c_1, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %659 = stablehlo.and %657, %658 : tensor<8x8xi1>
    %660 = stablehlo.reshape %659 : (tensor<8x8xi1>) -> tensor<8x8x1xi1>
    %661 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x8xi64>, tensor<i64>) -> tensor<8x8xi64>
    %662 = stablehlo.not %660 : tensor<8x8x1xi1>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2] : (tensor<8x8x1xi1>) -> tensor<8x8x16xi1>
    %664 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %665 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %666 = stablehlo.select %663, %664, %665 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    %667 = stablehlo.reshape %661 : (tensor<8x8xi64>) -> tensor<8x8x1xi64>
    %668 = "stablehlo.scatter"(%cst, %667, %666) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %669 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %669 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<8x8x1xi64>, tensor<8x8x16xf32>) -> tensor<64x16xf32>
    return %230, %668, %643, %647, %641, %641, %263, %261 : tensor<f32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<5x16xf32>, tensor<5xf32>
  }
}
