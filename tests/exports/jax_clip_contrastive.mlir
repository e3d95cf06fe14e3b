module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<12x8xf32>, %arg1: tensor<f32>, %arg2: tensor<12x8xf32>, %arg3: tensor<i32>, %arg4: tensor<12x8xf32>, %arg5: tensor<f32>, %arg6: tensor<12x8xf32>, %arg7: tensor<12x8xf32>, %arg8: tensor<f32>, %arg9: tensor<12x8xf32>, %arg10: tensor<8x12xf32>, %arg11: tensor<8x12xf32>) -> (tensor<12x8xf32> {jax.result_info = "result[0]['img']"}, tensor<f32> {jax.result_info = "result[0]['log_t']"}, tensor<12x8xf32> {jax.result_info = "result[0]['txt']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<12x8xf32> {jax.result_info = "result[1][0].mu['img']"}, tensor<f32> {jax.result_info = "result[1][0].mu['log_t']"}, tensor<12x8xf32> {jax.result_info = "result[1][0].mu['txt']"}, tensor<12x8xf32> {jax.result_info = "result[1][0].nu['img']"}, tensor<f32> {jax.result_info = "result[1][0].nu['log_t']"}, tensor<12x8xf32> {jax.result_info = "result[1][0].nu['txt']"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:12 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) : (tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<i32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<8x12xf32>, tensor<8x12xf32>) -> (tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<i32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<f32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11 : tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<i32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<12x8xf32>, %arg1: tensor<f32>, %arg2: tensor<12x8xf32>, %arg3: tensor<i32>, %arg4: tensor<12x8xf32>, %arg5: tensor<f32>, %arg6: tensor<12x8xf32>, %arg7: tensor<12x8xf32>, %arg8: tensor<f32>, %arg9: tensor<12x8xf32>, %arg10: tensor<8x12xf32>, %arg11: tensor<8x12xf32>) -> (tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<i32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<f32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg10, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf32>, tensor<12x8xf32>) -> tensor<8x8xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %2:2 = call @norm(%1) : (tensor<8x8xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>)
    %3 = stablehlo.broadcast_in_dim %2#0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.divide %1, %3 : tensor<8x8xf32>
    %5 = stablehlo.multiply %2#0, %2#0 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %7 = stablehlo.divide %6, %5 : tensor<8x1xf32>
    %8 = stablehlo.dot_general %arg11, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x12xf32>, tensor<12x8xf32>) -> tensor<8x8xf32>
    %9:2 = call @norm_0(%8) : (tensor<8x8xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>)
    %10 = stablehlo.broadcast_in_dim %9#0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %11 = stablehlo.divide %8, %10 : tensor<8x8xf32>
    %12 = stablehlo.multiply %9#0, %9#0 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.divide %13, %12 : tensor<8x1xf32>
    %15 = stablehlo.transpose %11, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %16 = stablehlo.dot_general %4, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %17 = stablehlo.exponential %arg1 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x8xf32>
    %20 = stablehlo.iota dim = 0 : tensor<8xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %22:2 = call @take_along_axis(%19, %21) : (tensor<8x8xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %23:2 = call @_take(%22#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<8xf32>
    %27 = stablehlo.is_finite %26 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.select %27, %26, %28 : tensor<8xi1>, tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.subtract %19, %31 : tensor<8x8xf32>
    %33 = stablehlo.exponential %32 : tensor<8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.abs %34 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.compare GE, %34, %36, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %38 = stablehlo.log %35 : tensor<8xf32>
    %39 = stablehlo.add %38, %29 : tensor<8xf32>
    %40 = stablehlo.subtract %39, %23#0 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_7 : tensor<f32>
    %43 = stablehlo.transpose %19, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %44 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %45:2 = call @take_along_axis(%43, %44) : (tensor<8x8xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %46:2 = call @_take(%45#0, %c_8) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<8xf32>
    %50 = stablehlo.is_finite %49 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.select %50, %49, %51 : tensor<8xi1>, tensor<8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %55 = stablehlo.subtract %43, %54 : tensor<8x8xf32>
    %56 = stablehlo.exponential %55 : tensor<8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.abs %57 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.compare GE, %57, %59, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %61 = stablehlo.log %58 : tensor<8xf32>
    %62 = stablehlo.add %61, %52 : tensor<8xf32>
    %63 = stablehlo.subtract %62, %46#0 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %65 = stablehlo.divide %64, %cst_15 : tensor<f32>
    %66 = stablehlo.add %42, %65 : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.divide %66, %cst_16 : tensor<f32>
    %68 = call @diagonal(%19) : (tensor<8x8xf32>) -> tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_17) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %71 = stablehlo.divide %70, %cst_20 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.negate %72 : tensor<8xf32>
    %74 = stablehlo.divide %72, %58 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.select %60, %75, %74 : tensor<8xi1>, tensor<8xf32>
    %77 = stablehlo.select %60, %74, %75 : tensor<8xi1>, tensor<8xf32>
    %78 = stablehlo.negate %76 : tensor<8xf32>
    %79 = stablehlo.add %77, %78 : tensor<8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %81 = stablehlo.multiply %80, %56 : tensor<8x8xf32>
    %82 = call @_take_1(%46#1, %73) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %83 = call @take_along_axis_2(%45#1, %82) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x8xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %86 = stablehlo.divide %70, %cst_22 : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.negate %87 : tensor<8xf32>
    %89 = stablehlo.divide %87, %35 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.select %37, %90, %89 : tensor<8xi1>, tensor<8xf32>
    %92 = stablehlo.select %37, %89, %90 : tensor<8xi1>, tensor<8xf32>
    %93 = stablehlo.negate %91 : tensor<8xf32>
    %94 = stablehlo.add %92, %93 : tensor<8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %96 = stablehlo.multiply %95, %33 : tensor<8x8xf32>
    %97 = stablehlo.add %85, %96 : tensor<8x8xf32>
    %98 = call @_take_1(%23#1, %88) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %99 = call @take_along_axis_2(%22#1, %98) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x8xf32>
    %101 = stablehlo.multiply %16, %100 : tensor<8x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %103 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<8x8xf32>
    %105 = stablehlo.multiply %102, %17 : tensor<f32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_25) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %107 = stablehlo.dot_general %104, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %108 = stablehlo.transpose %107, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %109 = stablehlo.dot_general %104, %15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %110 = stablehlo.transpose %108, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %111 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<8x8xf32>
    %113 = stablehlo.multiply %112, %8 : tensor<8x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.negate %115 : tensor<8x1xf32>
    %117 = stablehlo.broadcast_in_dim %9#0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %118 = stablehlo.divide %110, %117 : tensor<8x8xf32>
    %119 = call @norm_3(%8, %9#1, %116) : (tensor<8x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %120 = stablehlo.add %118, %119 : tensor<8x8xf32>
    %121 = stablehlo.dot_general %120, %arg11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    %122 = stablehlo.transpose %121, dims = [1, 0] : (tensor<8x12xf32>) -> tensor<12x8xf32>
    %123 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %124 = stablehlo.multiply %109, %123 : tensor<8x8xf32>
    %125 = stablehlo.multiply %124, %1 : tensor<8x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %127 = stablehlo.reshape %126 : (tensor<8xf32>) -> tensor<8x1xf32>
    %128 = stablehlo.negate %127 : tensor<8x1xf32>
    %129 = stablehlo.broadcast_in_dim %2#0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %130 = stablehlo.divide %109, %129 : tensor<8x8xf32>
    %131 = call @norm_4(%1, %2#1, %128) : (tensor<8x8xf32>, tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x8xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %134 = stablehlo.dot_general %133, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x12xf32>) -> tensor<8x12xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<8x12xf32>) -> tensor<12x8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<12x8xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %139 = stablehlo.multiply %138, %arg4 : tensor<12x8xf32>
    %140 = stablehlo.add %137, %139 : tensor<12x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.multiply %cst_30, %106 : tensor<f32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.multiply %cst_31, %arg5 : tensor<f32>
    %143 = stablehlo.add %141, %142 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %145 = stablehlo.multiply %144, %122 : tensor<12x8xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %147 = stablehlo.multiply %146, %arg6 : tensor<12x8xf32>
    %148 = stablehlo.add %145, %147 : tensor<12x8xf32>
    %149 = stablehlo.multiply %135, %135 : tensor<12x8xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<12x8xf32>
    %cst_35 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %153 = stablehlo.multiply %152, %arg7 : tensor<12x8xf32>
    %154 = stablehlo.add %151, %153 : tensor<12x8xf32>
    %155 = stablehlo.multiply %106, %106 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.multiply %cst_36, %155 : tensor<f32>
    %cst_37 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %157 = stablehlo.multiply %cst_37, %arg8 : tensor<f32>
    %158 = stablehlo.add %156, %157 : tensor<f32>
    %159 = stablehlo.multiply %122, %122 : tensor<12x8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<12x8xf32>
    %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %163 = stablehlo.multiply %162, %arg9 : tensor<12x8xf32>
    %164 = stablehlo.add %161, %163 : tensor<12x8xf32>
    %c_40 = stablehlo.constant dense<2147483647> : tensor<i32>
    %165 = stablehlo.compare LT, %arg3, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %166 = stablehlo.add %arg3, %c_41 : tensor<i32>
    %c_42 = stablehlo.constant dense<2147483647> : tensor<i32>
    %167 = call @_where_5(%165, %166, %c_42) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.convert %167 : (tensor<i32>) -> tensor<f32>
    %169 = stablehlo.power %cst_43, %168 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.subtract %cst_44, %169 : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %172 = stablehlo.divide %140, %171 : tensor<12x8xf32>
    %173 = stablehlo.divide %143, %170 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %175 = stablehlo.divide %148, %174 : tensor<12x8xf32>
    %cst_45 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.convert %167 : (tensor<i32>) -> tensor<f32>
    %177 = stablehlo.power %cst_45, %176 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.subtract %cst_46, %177 : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %180 = stablehlo.divide %154, %179 : tensor<12x8xf32>
    %181 = stablehlo.divide %158, %178 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %183 = stablehlo.divide %164, %182 : tensor<12x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %185 = stablehlo.add %180, %184 : tensor<12x8xf32>
    %186 = stablehlo.sqrt %185 : tensor<12x8xf32>
    %cst_48 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %188 = stablehlo.add %186, %187 : tensor<12x8xf32>
    %189 = stablehlo.divide %172, %188 : tensor<12x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.add %181, %cst_49 : tensor<f32>
    %191 = stablehlo.sqrt %190 : tensor<f32>
    %cst_50 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %192 = stablehlo.add %191, %cst_50 : tensor<f32>
    %193 = stablehlo.divide %173, %192 : tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %195 = stablehlo.add %183, %194 : tensor<12x8xf32>
    %196 = stablehlo.sqrt %195 : tensor<12x8xf32>
    %cst_52 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %198 = stablehlo.add %196, %197 : tensor<12x8xf32>
    %199 = stablehlo.divide %175, %198 : tensor<12x8xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %201 = stablehlo.multiply %200, %arg0 : tensor<12x8xf32>
    %202 = stablehlo.add %189, %201 : tensor<12x8xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %203 = stablehlo.multiply %cst_54, %arg1 : tensor<f32>
    %204 = stablehlo.add %193, %203 : tensor<f32>
    %cst_55 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %206 = stablehlo.multiply %205, %arg2 : tensor<12x8xf32>
    %207 = stablehlo.add %199, %206 : tensor<12x8xf32>
    %cst_56 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %209 = stablehlo.multiply %208, %202 : tensor<12x8xf32>
    %cst_57 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %210 = stablehlo.multiply %cst_57, %204 : tensor<f32>
    %cst_58 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %212 = stablehlo.multiply %211, %207 : tensor<12x8xf32>
    %213 = stablehlo.add %arg0, %209 : tensor<12x8xf32>
    %214 = stablehlo.add %arg1, %210 : tensor<f32>
    %215 = stablehlo.add %arg2, %212 : tensor<12x8xf32>
    return %213, %214, %215, %167, %140, %143, %148, %154, %158, %164, %67, %69 : tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<i32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<12x8xf32>, tensor<f32>, tensor<12x8xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @norm(%arg0: tensor<8x8xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1xf32>
    return %3, %5 : tensor<8x1xf32>, tensor<8x1xf32>
  }
  func.func private @norm_0(%arg0: tensor<8x8xf32>) -> (tensor<8x1xf32>, tensor<8x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1xf32>
    return %3, %5 : tensor<8x1xf32>, tensor<8x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x8xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @diagonal(%arg0: tensor<8x8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %1 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %0, %2 : tensor<8x8xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %5 = stablehlo.convert %4 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<8xi32>
      %9 = stablehlo.iota dim = 0 : tensor<8xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %13 = stablehlo.add %8, %12 : tensor<8xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<8xi1>, tensor<8xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_4 = stablehlo.constant dense<8> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %18 = stablehlo.add %9, %17 : tensor<8xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<8xi1>, tensor<8xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x2xi32>) -> tensor<8xf32>
      stablehlo.return %23 : tensor<8xf32>
    }) : (tensor<i32>) -> tensor<8xf32>
    return %7 : tensor<8xf32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @norm_3(%arg0: tensor<8x8xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x1xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x8xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<8x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
  func.func private @norm_4(%arg0: tensor<8x8xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x1xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<8x8xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<8x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x8xf32>
    return %5 : tensor<8x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
