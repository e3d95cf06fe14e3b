module @jit_two_input_mlp_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "two_input_mlp", variant = "keras"}} {
  func.func public @main(%arg0: tensor<12x32xf32> {tag.name = "params/dense_1/kernel", tag.role = "param"}, %arg1: tensor<32xf32> {tag.name = "params/dense_1/bias", tag.role = "param"}, %arg2: tensor<36xf32> {tag.name = "params/layer_normalization/gamma", tag.role = "param"}, %arg3: tensor<36xf32> {tag.name = "params/layer_normalization/beta", tag.role = "param"}, %arg4: tensor<36x32xf32> {tag.name = "params/dense_3/kernel", tag.role = "param"}, %arg5: tensor<32xf32> {tag.name = "params/dense_3/bias", tag.role = "param"}, %arg6: tensor<32x3xf32> {tag.name = "params/dense_2/kernel", tag.role = "param"}, %arg7: tensor<3xf32> {tag.name = "params/dense_2/bias", tag.role = "param"}, %arg8: tensor<8x12xf32> {tag.name = "batch/a", tag.role = "batch"}, %arg9: tensor<8x4xf32> {tag.name = "batch/b", tag.role = "batch"}, %arg10: tensor<8x3xf32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<12x32xf32> {jax.result_info = "result[0][0]"}, tensor<32xf32> {jax.result_info = "result[0][1]"}, tensor<36xf32> {jax.result_info = "result[0][2]"}, tensor<36xf32> {jax.result_info = "result[0][3]"}, tensor<36x32xf32> {jax.result_info = "result[0][4]"}, tensor<32xf32> {jax.result_info = "result[0][5]"}, tensor<32x3xf32> {jax.result_info = "result[0][6]"}, tensor<3xf32> {jax.result_info = "result[0][7]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf32>, tensor<12x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x32xf32>
    %6 = stablehlo.negate %3 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8x32xf32>
    %9 = chlo.erfc %8 : tensor<8x32xf32> -> tensor<8x32xf32>
    %10 = chlo.square %8 : tensor<8x32xf32> -> tensor<8x32xf32>
    %11 = stablehlo.negate %10 : tensor<8x32xf32>
    %12 = stablehlo.exponential %11 : tensor<8x32xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<8x32xf32>
    %14 = stablehlo.concatenate %13, %arg9, dim = 1 : (tensor<8x32xf32>, tensor<8x4xf32>) -> tensor<8x36xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20:5 = call @_var(%14, %c_4) : (tensor<8x36xf32>, tensor<i32>) -> (tensor<8x1xf32>, tensor<8x36xf32>, tensor<f32>, tensor<i1>, tensor<8x1xf32>)
    %21 = stablehlo.reshape %arg2 : (tensor<36xf32>) -> tensor<1x36xf32>
    %22 = stablehlo.reshape %arg3 : (tensor<36xf32>) -> tensor<1x36xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %24 = stablehlo.add %20#0, %23 : tensor<8x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x1xf32>
    %26 = stablehlo.divide %25, %24 : tensor<8x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<8x1xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x36xf32>
    %30 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<8x36xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x36xf32>
    %32 = stablehlo.negate %19 : tensor<8x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x36xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<8x36xf32>
    %35 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<8x36xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x36xf32>
    %37 = stablehlo.multiply %14, %31 : tensor<8x36xf32>
    %38 = stablehlo.add %37, %36 : tensor<8x36xf32>
    %39 = stablehlo.dot_general %38, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x36xf32>, tensor<36x32xf32>) -> tensor<8x32xf32>
    %40 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x32xf32>
    %43 = call @relu(%42) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %45 = stablehlo.compare GT, %42, %44, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %47 = stablehlo.dot_general %43, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x3xf32>) -> tensor<8x3xf32>
    %48 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x3xf32>
    %51 = stablehlo.subtract %arg10, %50 : tensor<8x3xf32>
    %52 = chlo.square %51 : tensor<8x3xf32> -> tensor<8x3xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<8x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%52 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.reduce(%c init: %c_13) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %60 = stablehlo.convert %59 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.compare EQ, %60, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %62 = call @_where_0(%61, %c_15, %60) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.compare EQ, %60, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %64 = stablehlo.divide %58, %62 : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %65:2 = call @_where_1(%63, %c_17, %64) : (tensor<i1>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65#0 init: %cst_18) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.divide %66, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %69 = call @_where_2(%63, %65#1, %68) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.divide %69, %62 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %75 = stablehlo.multiply %74, %54 : tensor<8x3xf32>
    %76 = stablehlo.negate %75 : tensor<8x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %78 = stablehlo.reshape %77 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %80 = stablehlo.dot_general %76, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
    %82 = stablehlo.dot_general %76, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<32x3xf32>) -> tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %84 = stablehlo.select %45, %82, %83 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %86 = stablehlo.reshape %85 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.dot_general %84, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x36xf32>) -> tensor<32x36xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<32x36xf32>) -> tensor<36x32xf32>
    %90 = stablehlo.dot_general %84, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<36x32xf32>) -> tensor<8x36xf32>
    %91 = stablehlo.multiply %14, %90 : tensor<8x36xf32>
    %92 = stablehlo.multiply %90, %31 : tensor<8x36xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%90 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<8x36xf32>, tensor<f32>) -> tensor<36xf32>
    %94 = stablehlo.reshape %93 : (tensor<36xf32>) -> tensor<1x36xf32>
    %95 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x36xf32>
    %96 = stablehlo.multiply %95, %90 : tensor<8x36xf32>
    %97 = stablehlo.add %91, %96 : tensor<8x36xf32>
    %98 = stablehlo.multiply %90, %31 : tensor<8x36xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.reshape %99 : (tensor<8xf32>) -> tensor<8x1xf32>
    %101 = stablehlo.negate %100 : tensor<8x1xf32>
    %102 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x36xf32>
    %103 = stablehlo.multiply %102, %97 : tensor<8x36xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<8x36xf32>, tensor<f32>) -> tensor<36xf32>
    %105 = stablehlo.reshape %104 : (tensor<36xf32>) -> tensor<1x36xf32>
    %106 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x36xf32>) -> tensor<8x36xf32>
    %107 = stablehlo.multiply %97, %106 : tensor<8x36xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8xf32>) -> tensor<8x1xf32>
    %110 = stablehlo.multiply %109, %28 : tensor<8x1xf32>
    %111 = stablehlo.reshape %94 : (tensor<1x36xf32>) -> tensor<36xf32>
    %112 = stablehlo.reshape %105 : (tensor<1x36xf32>) -> tensor<36xf32>
    %113 = call @_var_3(%20#1, %20#2, %20#3, %20#4, %110) : (tensor<8x36xf32>, tensor<f32>, tensor<i1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x36xf32>
    %114 = stablehlo.add %92, %113 : tensor<8x36xf32>
    %cst_32 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %116 = stablehlo.divide %101, %115 : tensor<8x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<8xf32>) -> tensor<8x36xf32>
    %119 = stablehlo.add %114, %118 : tensor<8x36xf32>
    %120 = stablehlo.slice %119 [0:8, 0:32] : (tensor<8x36xf32>) -> tensor<8x32xf32>
    %121 = stablehlo.slice %119 [0:8, 32:36] : (tensor<8x36xf32>) -> tensor<8x4xf32>
    %122 = stablehlo.multiply %5, %120 : tensor<8x32xf32>
    %123 = stablehlo.multiply %120, %9 : tensor<8x32xf32>
    %cst_34 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<8x32xf32>
    %126 = stablehlo.multiply %125, %12 : tensor<8x32xf32>
    %cst_35 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<8x32xf32>
    %129 = stablehlo.negate %128 : tensor<8x32xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %131 = stablehlo.multiply %130, %123 : tensor<8x32xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %134 = stablehlo.reshape %133 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.dot_general %132, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x12xf32>) -> tensor<32x12xf32>
    %137 = stablehlo.transpose %136, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %cst_39 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<12x32xf32>
    %cst_40 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.multiply %140, %135 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %143 = stablehlo.multiply %142, %112 : tensor<36xf32>
    %cst_42 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %145 = stablehlo.multiply %144, %111 : tensor<36xf32>
    %cst_43 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<36x32xf32>
    %147 = stablehlo.multiply %146, %89 : tensor<36x32xf32>
    %cst_44 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %149 = stablehlo.multiply %148, %87 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %151 = stablehlo.multiply %150, %81 : tensor<32x3xf32>
    %cst_46 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %153 = stablehlo.multiply %152, %79 : tensor<3xf32>
    %154 = stablehlo.add %arg0, %139 : tensor<12x32xf32>
    %155 = stablehlo.add %arg1, %141 : tensor<32xf32>
    %156 = stablehlo.add %arg2, %143 : tensor<36xf32>
    %157 = stablehlo.add %arg3, %145 : tensor<36xf32>
    %158 = stablehlo.add %arg4, %147 : tensor<36x32xf32>
    %159 = stablehlo.add %arg5, %149 : tensor<32xf32>
    %160 = stablehlo.add %arg6, %151 : tensor<32x3xf32>
    %161 = stablehlo.add %arg7, %153 : tensor<3xf32>
    return %154, %155, %156, %157, %158, %159, %160, %161, %67 : tensor<12x32xf32>, tensor<32xf32>, tensor<36xf32>, tensor<36xf32>, tensor<36x32xf32>, tensor<32xf32>, tensor<32x3xf32>, tensor<3xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<8x36xf32>, %arg1: tensor<i32>) -> (tensor<8x1xf32>, tensor<8x36xf32>, tensor<f32>, tensor<i1>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x36xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x36xf32>
    %6 = chlo.square %5 : tensor<8x36xf32> -> tensor<8x36xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x36xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x36xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16:2 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<8x1xf32>, tensor<f32>) -> (tensor<8x1xf32>, tensor<8x1xf32>)
    return %16#0, %8, %10, %15, %16#1 : tensor<8x1xf32>, tensor<8x36xf32>, tensor<f32>, tensor<i1>, tensor<8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x1xf32>, %arg2: tensor<f32>) -> (tensor<8x1xf32>, tensor<8x1xf32>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    return %2, %3 : tensor<8x1xf32>, tensor<8x1xf32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<f32>, tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_var_3(%arg0: tensor<8x36xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x1xf32>, %arg4: tensor<8x1xf32>) -> tensor<8x36xf32> {
    %0 = call @_where_4(%arg2, %arg3, %arg4) : (tensor<i1>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xf32>) -> tensor<8x36xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x36xf32>
    %6 = stablehlo.negate %5 : tensor<8x36xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x36xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.reshape %7 : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_1 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<8xf32>) -> tensor<8x36xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x36xf32>
    return %13 : tensor<8x36xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x1xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.select %arg0, %arg2, %0 : tensor<i1>, tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
}
