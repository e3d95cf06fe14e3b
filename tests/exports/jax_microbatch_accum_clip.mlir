module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x4xf32>, %arg3: tensor<i32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x4xf32>, %arg10: tensor<i32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['b1']"}, tensor<16x32xf32> {jax.result_info = "result[0]['w1']"}, tensor<32x4xf32> {jax.result_info = "result[0]['w2']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['b1']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].mu['w1']"}, tensor<32x4xf32> {jax.result_info = "result[1][1][0].mu['w2']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['b1']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].nu['w1']"}, tensor<32x4xf32> {jax.result_info = "result[1][1][0].nu['w2']"}, tensor<i32> {jax.result_info = "result[1][1][2].count"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:12 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : (tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<8x16xf32>, tensor<8xi32>) -> (tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11 : tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x4xf32>, %arg3: tensor<i32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<32xf32>, %arg8: tensor<16x32xf32>, %arg9: tensor<32x4xf32>, %arg10: tensor<i32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8xi32>) -> (tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %3 = stablehlo.reshape %arg11 : (tensor<8x16xf32>) -> tensor<4x2x16xf32>
    %4 = stablehlo.reshape %arg12 : (tensor<8xi32>) -> tensor<4x2xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:10 = stablehlo.while(%iterArg = %3, %iterArg_68 = %4, %iterArg_69 = %arg1, %iterArg_70 = %arg0, %iterArg_71 = %arg2, %iterArg_72 = %c, %iterArg_73 = %cst_2, %iterArg_74 = %0, %iterArg_75 = %1, %iterArg_76 = %2) : tensor<4x2x16xf32>, tensor<4x2xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>
    cond {
      %c_77 = stablehlo.constant dense<4> : tensor<i32>
      %163 = stablehlo.compare LT, %iterArg_72, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %163 : tensor<i1>
    } do {
      %163 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_72) : (tensor<4x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %164 = func.call @dynamic_index_in_dim_0(%iterArg_68, %iterArg_72) : (tensor<4x2xi32>, tensor<i32>) -> tensor<2xi32>
      %165:4 = func.call @closed_call(%iterArg_69, %iterArg_70, %iterArg_71, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %163, %164) : (tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<2x16xf32>, tensor<2xi32>) -> (tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>)
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %166 = stablehlo.add %iterArg_72, %c_77 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %166, %165#0, %165#1, %165#2, %165#3 : tensor<4x2x16xf32>, tensor<4x2xi32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>
    }
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.divide %5#7, %6 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %9 = stablehlo.divide %5#8, %8 : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %11 = stablehlo.divide %5#9, %10 : tensor<32x4xf32>
    %12 = chlo.square %7 : tensor<32xf32> -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %14 = chlo.square %13 : tensor<32xf32> -> tensor<32xf32>
    %15 = stablehlo.add %12, %14 : tensor<32xf32>
    %16 = chlo.square %9 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %18 = chlo.square %17 : tensor<16x32xf32> -> tensor<16x32xf32>
    %19 = stablehlo.add %16, %18 : tensor<16x32xf32>
    %20 = chlo.square %11 : tensor<32x4xf32> -> tensor<32x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %22 = chlo.square %21 : tensor<32x4xf32> -> tensor<32x4xf32>
    %23 = stablehlo.add %20, %22 : tensor<32x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%15 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%19 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%23 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.add %cst_12, %24 : tensor<f32>
    %28 = stablehlo.add %27, %25 : tensor<f32>
    %29 = stablehlo.add %28, %26 : tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.compare LT, %30, %cst_13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %32 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.divide %7, %32 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<32xf32>
    %36 = stablehlo.select %31, %7, %35 : tensor<i1>, tensor<32xf32>
    %37 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %38 = stablehlo.divide %9, %37 : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<16x32xf32>
    %41 = stablehlo.select %31, %9, %40 : tensor<i1>, tensor<16x32xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %43 = stablehlo.divide %11, %42 : tensor<32x4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<32x4xf32>
    %46 = stablehlo.select %31, %11, %45 : tensor<i1>, tensor<32x4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.multiply %47, %36 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.multiply %49, %arg4 : tensor<32xf32>
    %51 = stablehlo.add %48, %50 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %53 = stablehlo.multiply %52, %41 : tensor<16x32xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %55 = stablehlo.multiply %54, %arg5 : tensor<16x32xf32>
    %56 = stablehlo.add %53, %55 : tensor<16x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %58 = stablehlo.multiply %57, %46 : tensor<32x4xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %60 = stablehlo.multiply %59, %arg6 : tensor<32x4xf32>
    %61 = stablehlo.add %58, %60 : tensor<32x4xf32>
    %62 = stablehlo.multiply %36, %36 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %66 = stablehlo.multiply %65, %arg7 : tensor<32xf32>
    %67 = stablehlo.add %64, %66 : tensor<32xf32>
    %68 = stablehlo.multiply %41, %41 : tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<16x32xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %72 = stablehlo.multiply %71, %arg8 : tensor<16x32xf32>
    %73 = stablehlo.add %70, %72 : tensor<16x32xf32>
    %74 = stablehlo.multiply %46, %46 : tensor<32x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<32x4xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %78 = stablehlo.multiply %77, %arg9 : tensor<32x4xf32>
    %79 = stablehlo.add %76, %78 : tensor<32x4xf32>
    %c_29 = stablehlo.constant dense<2147483647> : tensor<i32>
    %80 = stablehlo.compare LT, %arg3, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %81 = stablehlo.add %arg3, %c_30 : tensor<i32>
    %c_31 = stablehlo.constant dense<2147483647> : tensor<i32>
    %82 = call @_where_3(%80, %81, %c_31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %83 = stablehlo.convert %82 : (tensor<i32>) -> tensor<f32>
    %84 = stablehlo.power %cst_32, %83 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.subtract %cst_33, %84 : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %87 = stablehlo.divide %51, %86 : tensor<32xf32>
    %88 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %89 = stablehlo.divide %56, %88 : tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %91 = stablehlo.divide %61, %90 : tensor<32x4xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %92 = stablehlo.convert %82 : (tensor<i32>) -> tensor<f32>
    %93 = stablehlo.power %cst_34, %92 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.subtract %cst_35, %93 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %96 = stablehlo.divide %67, %95 : tensor<32xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %98 = stablehlo.divide %73, %97 : tensor<16x32xf32>
    %99 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %100 = stablehlo.divide %79, %99 : tensor<32x4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %102 = stablehlo.add %96, %101 : tensor<32xf32>
    %103 = stablehlo.sqrt %102 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %105 = stablehlo.add %103, %104 : tensor<32xf32>
    %106 = stablehlo.divide %87, %105 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %108 = stablehlo.add %98, %107 : tensor<16x32xf32>
    %109 = stablehlo.sqrt %108 : tensor<16x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.divide %89, %111 : tensor<16x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %114 = stablehlo.add %100, %113 : tensor<32x4xf32>
    %115 = stablehlo.sqrt %114 : tensor<32x4xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %117 = stablehlo.add %115, %116 : tensor<32x4xf32>
    %118 = stablehlo.divide %91, %117 : tensor<32x4xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %120 = stablehlo.multiply %119, %arg0 : tensor<32xf32>
    %121 = stablehlo.add %106, %120 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %123 = stablehlo.multiply %122, %arg1 : tensor<16x32xf32>
    %124 = stablehlo.add %112, %123 : tensor<16x32xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %126 = stablehlo.multiply %125, %arg2 : tensor<32x4xf32>
    %127 = stablehlo.add %118, %126 : tensor<32x4xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.subtract %arg10, %c_45 : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<10> : tensor<i32>
    %129 = call @clip(%128, %c_46, %c_47) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %130 = stablehlo.convert %129 : (tensor<i32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %131 = stablehlo.divide %130, %cst_48 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.subtract %cst_49, %131 : tensor<f32>
    %cst_50 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %133 = stablehlo.multiply %cst_50, %132 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %134 = stablehlo.add %133, %cst_51 : tensor<f32>
    %c_52 = stablehlo.constant dense<10> : tensor<i32>
    %135 = stablehlo.compare LT, %arg10, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_53 = stablehlo.constant dense<10> : tensor<i32>
    %136 = stablehlo.subtract %arg10, %c_53 : tensor<i32>
    %137 = stablehlo.convert %136 : (tensor<i32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %138 = stablehlo.minimum %137, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %139 = stablehlo.multiply %cst_55, %138 : tensor<f32>
    %cst_56 = stablehlo.constant dense<9.000000e+01> : tensor<f32>
    %140 = stablehlo.divide %139, %cst_56 : tensor<f32>
    %141 = stablehlo.cosine %140 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.add %cst_57, %141 : tensor<f32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %143 = stablehlo.multiply %cst_58, %142 : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.power %143, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.multiply %cst_60, %144 : tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.add %145, %cst_61 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %147 = stablehlo.multiply %cst_62, %146 : tensor<f32>
    %148 = call @_where_4(%135, %134, %147) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %149 = stablehlo.multiply %cst_63, %148 : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %151 = stablehlo.multiply %150, %121 : tensor<32xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %153 = stablehlo.multiply %152, %124 : tensor<16x32xf32>
    %154 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %155 = stablehlo.multiply %154, %127 : tensor<32x4xf32>
    %c_64 = stablehlo.constant dense<2147483647> : tensor<i32>
    %156 = stablehlo.compare LT, %arg10, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_65 = stablehlo.constant dense<1> : tensor<i32>
    %157 = stablehlo.add %arg10, %c_65 : tensor<i32>
    %c_66 = stablehlo.constant dense<2147483647> : tensor<i32>
    %158 = call @_where_3(%156, %157, %c_66) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %159 = stablehlo.add %arg0, %151 : tensor<32xf32>
    %160 = stablehlo.add %arg1, %153 : tensor<16x32xf32>
    %161 = stablehlo.add %arg2, %155 : tensor<32x4xf32>
    %cst_67 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %162 = stablehlo.divide %5#6, %cst_67 : tensor<f32>
    return %159, %160, %161, %82, %51, %56, %61, %67, %73, %79, %158, %162 : tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x2x16xf32>, %arg1: tensor<i32>) -> tensor<2x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 16] : (tensor<4x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x2xi32>, %arg1: tensor<i32>) -> tensor<2xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<4x2xi32>, tensor<i32>, tensor<i32>) -> tensor<1x2xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xi32>) -> tensor<2xi32>
    return %1 : tensor<2xi32>
  }
  func.func private @closed_call(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x4xf32>, %arg3: tensor<f32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x4xf32>, %arg7: tensor<2x16xf32>, %arg8: tensor<2xi32>) -> (tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>) {
    %0 = stablehlo.dot_general %arg7, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x32xf32>
    %4 = call @relu(%3) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %9:2 = call @take_along_axis(%7, %8) : (tensor<2x4xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10:2 = call @_take(%9#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<2xf32>
    %14 = stablehlo.is_finite %13 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2xi1>, tensor<2xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %19 = stablehlo.subtract %7, %18 : tensor<2x4xf32>
    %20 = stablehlo.exponential %19 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %22 = stablehlo.abs %21 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.compare GE, %21, %23, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %25 = stablehlo.log %22 : tensor<2xf32>
    %26 = stablehlo.add %25, %16 : tensor<2xf32>
    %27 = stablehlo.subtract %26, %10#0 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %32 = stablehlo.negate %31 : tensor<2xf32>
    %33 = stablehlo.divide %31, %22 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.select %24, %34, %33 : tensor<2xi1>, tensor<2xf32>
    %36 = stablehlo.select %24, %33, %34 : tensor<2xi1>, tensor<2xf32>
    %37 = stablehlo.negate %35 : tensor<2xf32>
    %38 = stablehlo.add %36, %37 : tensor<2xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
    %40 = stablehlo.multiply %39, %20 : tensor<2x4xf32>
    %41 = call @_take_1(%10#1, %32) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %42 = call @take_along_axis_2(%9#1, %41) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x4xf32>
    %44 = stablehlo.dot_general %43, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<2x32xf32>) -> tensor<4x32xf32>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %46 = stablehlo.dot_general %43, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<32x4xf32>) -> tensor<2x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %48 = stablehlo.select %6, %46, %47 : tensor<2x32xi1>, tensor<2x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.reshape %49 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.dot_general %48, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x16xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %54 = stablehlo.add %arg3, %29 : tensor<f32>
    %55 = stablehlo.add %arg4, %51 : tensor<32xf32>
    %56 = stablehlo.add %arg5, %53 : tensor<16x32xf32>
    %57 = stablehlo.add %arg6, %45 : tensor<32x4xf32>
    return %54, %55, %56, %57 : tensor<f32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x4xf32>
  }
  func.func private @relu(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x4xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x4xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x4xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
