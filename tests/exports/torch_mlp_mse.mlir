module {
  func.func @main(%arg0: tensor<8x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x4xf32> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<32x16xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<32xf32> {jax.arg_info = "param['0.bias']", tag.role = "param"}, %arg4: tensor<32xf32> {jax.arg_info = "param['1.weight']", tag.role = "param"}, %arg5: tensor<32xf32> {jax.arg_info = "param['1.bias']", tag.role = "param"}, %arg6: tensor<32x32xf32> {jax.arg_info = "param['3.weight']", tag.role = "param"}, %arg7: tensor<32xf32> {jax.arg_info = "param['3.bias']", tag.role = "param"}, %arg8: tensor<4x32xf32> {jax.arg_info = "param['5.weight']", tag.role = "param"}, %arg9: tensor<4xf32> {jax.arg_info = "param['5.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<32x16xf32> {jax.result_info = "grad['0.weight']"}, tensor<32xf32> {jax.result_info = "grad['0.bias']"}, tensor<32xf32> {jax.result_info = "grad['1.weight']"}, tensor<32xf32> {jax.result_info = "grad['1.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['3.weight']"}, tensor<32xf32> {jax.result_info = "grad['3.bias']"}, tensor<4x32xf32> {jax.result_info = "grad['5.weight']"}, tensor<4xf32> {jax.result_info = "grad['5.bias']"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<-4.000000e+00> : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<2.77068146E-8> : tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<-2.954600e-03> : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<-0.0160960332> : tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<-0.00168282702> : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<-0.00737332925> : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<-0.0142647391> : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<8x32xf32>
    %cst_20 = arith.constant dense<1> : tensor<1xi64>
    %cst_21 = arith.constant dense<32> : tensor<1xi64>
    %cst_22 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_23 = arith.constant dense<2> : tensor<1xi64>
    %cst_24 = arith.constant dense<6.250000e-02> : tensor<1xf64>
    %cst_25 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_26 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_27 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_28 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.convert %cst_20 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.multiply %arg3, %6 : tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<8x32xf32>
    %10 = stablehlo.convert %9 : (tensor<8x32xf32>) -> tensor<8x32xf64>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf64>, tensor<f64>) -> tensor<8xf64>
    %12 = stablehlo.reshape %11 : (tensor<8xf64>) -> tensor<8x1xf64>
    %13 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf64>
    %14 = stablehlo.reshape %13 : (tensor<1xf64>) -> tensor<f64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<8x1xf64>
    %16 = stablehlo.divide %12, %15 : tensor<8x1xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x1xf64>) -> tensor<8x32xf64>
    %18 = stablehlo.subtract %10, %17 : tensor<8x32xf64>
    %19 = stablehlo.multiply %18, %18 : tensor<8x32xf64>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf64>, tensor<f64>) -> tensor<8xf64>
    %21 = stablehlo.reshape %20 : (tensor<8xf64>) -> tensor<8x1xf64>
    %22 = stablehlo.divide %21, %15 : tensor<8x1xf64>
    %23 = stablehlo.convert %22 : (tensor<8x1xf64>) -> tensor<8x1xf32>
    %24 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.reshape %24 : (tensor<8xf32>) -> tensor<8x1xf32>
    %26 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %29 = stablehlo.divide %25, %28 : tensor<8x1xf32>
    %30 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %33 = stablehlo.add %23, %32 : tensor<8x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<8x1xf32>
    %35 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %36 = stablehlo.subtract %9, %35 : tensor<8x32xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8x32xf32>
    %41 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x32xf32>
    %43 = stablehlo.multiply %42, %cst_4 : tensor<8x32xf32>
    %44 = stablehlo.rsqrt %cst_3 : tensor<8x32xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<8x32xf32>
    %46 = stablehlo.clamp %cst_5, %45, %cst_6 : tensor<8x32xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<8x32xf32>
    %48 = stablehlo.multiply %cst_7, %47 : tensor<8x32xf32>
    %49 = stablehlo.add %48, %cst_8 : tensor<8x32xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<8x32xf32>
    %51 = stablehlo.add %50, %cst_9 : tensor<8x32xf32>
    %52 = stablehlo.multiply %51, %47 : tensor<8x32xf32>
    %53 = stablehlo.add %52, %cst_10 : tensor<8x32xf32>
    %54 = stablehlo.multiply %53, %47 : tensor<8x32xf32>
    %55 = stablehlo.add %54, %cst_11 : tensor<8x32xf32>
    %56 = stablehlo.multiply %55, %47 : tensor<8x32xf32>
    %57 = stablehlo.add %56, %cst_12 : tensor<8x32xf32>
    %58 = stablehlo.multiply %57, %47 : tensor<8x32xf32>
    %59 = stablehlo.add %58, %cst_13 : tensor<8x32xf32>
    %60 = stablehlo.multiply %cst_14, %47 : tensor<8x32xf32>
    %61 = stablehlo.add %60, %cst_15 : tensor<8x32xf32>
    %62 = stablehlo.multiply %61, %47 : tensor<8x32xf32>
    %63 = stablehlo.add %62, %cst_16 : tensor<8x32xf32>
    %64 = stablehlo.multiply %63, %47 : tensor<8x32xf32>
    %65 = stablehlo.add %64, %cst_17 : tensor<8x32xf32>
    %66 = stablehlo.multiply %65, %47 : tensor<8x32xf32>
    %67 = stablehlo.add %66, %cst_18 : tensor<8x32xf32>
    %68 = stablehlo.multiply %46, %59 : tensor<8x32xf32>
    %69 = stablehlo.divide %68, %67 : tensor<8x32xf32>
    %70 = stablehlo.clamp %cst_19, %69, %cst_2 : tensor<8x32xf32>
    %71 = stablehlo.add %70, %cst_2 : tensor<8x32xf32>
    %72 = stablehlo.multiply %71, %43 : tensor<8x32xf32>
    %73 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %75 = stablehlo.multiply %74, %4 : tensor<8x32xf32>
    %76 = stablehlo.multiply %arg7, %6 : tensor<32xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x32xf32>
    %79 = stablehlo.multiply %78, %cst_4 : tensor<8x32xf32>
    %80 = stablehlo.multiply %78, %44 : tensor<8x32xf32>
    %81 = stablehlo.clamp %cst_5, %80, %cst_6 : tensor<8x32xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<8x32xf32>
    %83 = stablehlo.multiply %cst_7, %82 : tensor<8x32xf32>
    %84 = stablehlo.add %83, %cst_8 : tensor<8x32xf32>
    %85 = stablehlo.multiply %84, %82 : tensor<8x32xf32>
    %86 = stablehlo.add %85, %cst_9 : tensor<8x32xf32>
    %87 = stablehlo.multiply %86, %82 : tensor<8x32xf32>
    %88 = stablehlo.add %87, %cst_10 : tensor<8x32xf32>
    %89 = stablehlo.multiply %88, %82 : tensor<8x32xf32>
    %90 = stablehlo.add %89, %cst_11 : tensor<8x32xf32>
    %91 = stablehlo.multiply %90, %82 : tensor<8x32xf32>
    %92 = stablehlo.add %91, %cst_12 : tensor<8x32xf32>
    %93 = stablehlo.multiply %92, %82 : tensor<8x32xf32>
    %94 = stablehlo.add %93, %cst_13 : tensor<8x32xf32>
    %95 = stablehlo.multiply %cst_14, %82 : tensor<8x32xf32>
    %96 = stablehlo.add %95, %cst_15 : tensor<8x32xf32>
    %97 = stablehlo.multiply %96, %82 : tensor<8x32xf32>
    %98 = stablehlo.add %97, %cst_16 : tensor<8x32xf32>
    %99 = stablehlo.multiply %98, %82 : tensor<8x32xf32>
    %100 = stablehlo.add %99, %cst_17 : tensor<8x32xf32>
    %101 = stablehlo.multiply %100, %82 : tensor<8x32xf32>
    %102 = stablehlo.add %101, %cst_18 : tensor<8x32xf32>
    %103 = stablehlo.multiply %81, %94 : tensor<8x32xf32>
    %104 = stablehlo.divide %103, %102 : tensor<8x32xf32>
    %105 = stablehlo.clamp %cst_19, %104, %cst_2 : tensor<8x32xf32>
    %106 = stablehlo.add %105, %cst_2 : tensor<8x32xf32>
    %107 = stablehlo.multiply %106, %79 : tensor<8x32xf32>
    %108 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %110 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<8x4xf32>
    %112 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %113 = stablehlo.multiply %arg9, %112 : tensor<4xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %115 = stablehlo.add %111, %114 : tensor<8x4xf32>
    %116 = stablehlo.subtract %115, %arg1 : tensor<8x4xf32>
    %117 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %118 = stablehlo.reshape %117 : (tensor<1xf32>) -> tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %120 = stablehlo.power %116, %119 : tensor<8x4xf32>
    %121 = stablehlo.reduce(%120 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %122 = stablehlo.divide %121, %27 : tensor<f32>
    %123 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1xf32>) -> tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %126 = stablehlo.multiply %116, %125 : tensor<8x4xf32>
    %127 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<8x4xf32>
    %129 = stablehlo.transpose %108, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %131 = stablehlo.transpose %128, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %132 = stablehlo.dot_general %131, %107, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %134 = stablehlo.reduce(%128 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %135 = stablehlo.reshape %134 : (tensor<4xf32>) -> tensor<1x4xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x4xf32>) -> tensor<4xf32>
    %137 = stablehlo.transpose %133, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %138 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %139 = stablehlo.reshape %138 : (tensor<1xf32>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.multiply %78, %140 : tensor<8x32xf32>
    %142 = stablehlo.clamp %cst_5, %141, %cst_6 : tensor<8x32xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<8x32xf32>
    %144 = stablehlo.multiply %cst_7, %143 : tensor<8x32xf32>
    %145 = stablehlo.add %144, %cst_8 : tensor<8x32xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<8x32xf32>
    %147 = stablehlo.add %146, %cst_9 : tensor<8x32xf32>
    %148 = stablehlo.multiply %147, %143 : tensor<8x32xf32>
    %149 = stablehlo.add %148, %cst_10 : tensor<8x32xf32>
    %150 = stablehlo.multiply %149, %143 : tensor<8x32xf32>
    %151 = stablehlo.add %150, %cst_11 : tensor<8x32xf32>
    %152 = stablehlo.multiply %151, %143 : tensor<8x32xf32>
    %153 = stablehlo.add %152, %cst_12 : tensor<8x32xf32>
    %154 = stablehlo.multiply %153, %143 : tensor<8x32xf32>
    %155 = stablehlo.add %154, %cst_13 : tensor<8x32xf32>
    %156 = stablehlo.multiply %cst_14, %143 : tensor<8x32xf32>
    %157 = stablehlo.add %156, %cst_15 : tensor<8x32xf32>
    %158 = stablehlo.multiply %157, %143 : tensor<8x32xf32>
    %159 = stablehlo.add %158, %cst_16 : tensor<8x32xf32>
    %160 = stablehlo.multiply %159, %143 : tensor<8x32xf32>
    %161 = stablehlo.add %160, %cst_17 : tensor<8x32xf32>
    %162 = stablehlo.multiply %161, %143 : tensor<8x32xf32>
    %163 = stablehlo.add %162, %cst_18 : tensor<8x32xf32>
    %164 = stablehlo.multiply %142, %155 : tensor<8x32xf32>
    %165 = stablehlo.divide %164, %163 : tensor<8x32xf32>
    %166 = stablehlo.clamp %cst_19, %165, %cst_2 : tensor<8x32xf32>
    %167 = stablehlo.add %166, %4 : tensor<8x32xf32>
    %168 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %169 = stablehlo.reshape %168 : (tensor<1xf32>) -> tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %171 = stablehlo.multiply %167, %170 : tensor<8x32xf32>
    %172 = stablehlo.multiply %78, %78 : tensor<8x32xf32>
    %173 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %174 = stablehlo.reshape %173 : (tensor<1xf32>) -> tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %176 = stablehlo.multiply %172, %175 : tensor<8x32xf32>
    %177 = stablehlo.exponential %176 : tensor<8x32xf32>
    %178 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1xf32>) -> tensor<f32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<8x32xf32>
    %182 = stablehlo.multiply %78, %181 : tensor<8x32xf32>
    %183 = stablehlo.add %171, %182 : tensor<8x32xf32>
    %184 = stablehlo.multiply %130, %183 : tensor<8x32xf32>
    %185 = stablehlo.transpose %73, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %187 = stablehlo.transpose %184, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %188 = stablehlo.dot_general %187, %72, contracting_dims = [1] x [0] : (tensor<32x8xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %189 = stablehlo.transpose %188, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %190 = stablehlo.reduce(%184 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %191 = stablehlo.reshape %190 : (tensor<32xf32>) -> tensor<1x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x32xf32>) -> tensor<32xf32>
    %193 = stablehlo.transpose %189, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.multiply %42, %140 : tensor<8x32xf32>
    %195 = stablehlo.clamp %cst_5, %194, %cst_6 : tensor<8x32xf32>
    %196 = stablehlo.multiply %195, %195 : tensor<8x32xf32>
    %197 = stablehlo.multiply %cst_7, %196 : tensor<8x32xf32>
    %198 = stablehlo.add %197, %cst_8 : tensor<8x32xf32>
    %199 = stablehlo.multiply %198, %196 : tensor<8x32xf32>
    %200 = stablehlo.add %199, %cst_9 : tensor<8x32xf32>
    %201 = stablehlo.multiply %200, %196 : tensor<8x32xf32>
    %202 = stablehlo.add %201, %cst_10 : tensor<8x32xf32>
    %203 = stablehlo.multiply %202, %196 : tensor<8x32xf32>
    %204 = stablehlo.add %203, %cst_11 : tensor<8x32xf32>
    %205 = stablehlo.multiply %204, %196 : tensor<8x32xf32>
    %206 = stablehlo.add %205, %cst_12 : tensor<8x32xf32>
    %207 = stablehlo.multiply %206, %196 : tensor<8x32xf32>
    %208 = stablehlo.add %207, %cst_13 : tensor<8x32xf32>
    %209 = stablehlo.multiply %cst_14, %196 : tensor<8x32xf32>
    %210 = stablehlo.add %209, %cst_15 : tensor<8x32xf32>
    %211 = stablehlo.multiply %210, %196 : tensor<8x32xf32>
    %212 = stablehlo.add %211, %cst_16 : tensor<8x32xf32>
    %213 = stablehlo.multiply %212, %196 : tensor<8x32xf32>
    %214 = stablehlo.add %213, %cst_17 : tensor<8x32xf32>
    %215 = stablehlo.multiply %214, %196 : tensor<8x32xf32>
    %216 = stablehlo.add %215, %cst_18 : tensor<8x32xf32>
    %217 = stablehlo.multiply %195, %208 : tensor<8x32xf32>
    %218 = stablehlo.divide %217, %216 : tensor<8x32xf32>
    %219 = stablehlo.clamp %cst_19, %218, %cst_2 : tensor<8x32xf32>
    %220 = stablehlo.add %219, %4 : tensor<8x32xf32>
    %221 = stablehlo.multiply %220, %170 : tensor<8x32xf32>
    %222 = stablehlo.multiply %42, %42 : tensor<8x32xf32>
    %223 = stablehlo.multiply %222, %175 : tensor<8x32xf32>
    %224 = stablehlo.exponential %223 : tensor<8x32xf32>
    %225 = stablehlo.multiply %224, %180 : tensor<8x32xf32>
    %226 = stablehlo.multiply %42, %225 : tensor<8x32xf32>
    %227 = stablehlo.add %221, %226 : tensor<8x32xf32>
    %228 = stablehlo.multiply %186, %227 : tensor<8x32xf32>
    %229 = stablehlo.multiply %228, %39 : tensor<8x32xf32>
    %230 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<8x32xf32>
    %232 = stablehlo.reduce(%229 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8xf32>) -> tensor<8x1xf32>
    %234 = stablehlo.multiply %229, %38 : tensor<8x32xf32>
    %235 = stablehlo.reduce(%234 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8xf32>) -> tensor<8x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %238 = stablehlo.multiply %38, %237 : tensor<8x32xf32>
    %239 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %240 = stablehlo.subtract %231, %239 : tensor<8x32xf32>
    %241 = stablehlo.subtract %240, %238 : tensor<8x32xf32>
    %242 = stablehlo.divide %34, %28 : tensor<8x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %244 = stablehlo.multiply %243, %241 : tensor<8x32xf32>
    %245 = stablehlo.multiply %228, %38 : tensor<8x32xf32>
    %246 = stablehlo.reduce(%245 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.reduce(%228 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %248 = stablehlo.transpose %244, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %249 = stablehlo.dot_general %248, %arg0, contracting_dims = [1] x [0] : (tensor<32x8xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %251 = stablehlo.reduce(%244 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %252 = stablehlo.reshape %251 : (tensor<32xf32>) -> tensor<1x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x32xf32>) -> tensor<32xf32>
    %254 = stablehlo.transpose %250, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    return %122, %254, %253, %246, %247, %193, %192, %137, %136 : tensor<f32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>
  }
}
