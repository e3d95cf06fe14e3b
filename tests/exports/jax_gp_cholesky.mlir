module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<8x4xf32>, %arg8: tensor<8x4xf32>) -> (tensor<f32> {jax.result_info = "result[0]['log_len']"}, tensor<f32> {jax.result_info = "result[0]['log_noise']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<f32> {jax.result_info = "result[1][0].mu['log_len']"}, tensor<f32> {jax.result_info = "result[1][0].mu['log_noise']"}, tensor<f32> {jax.result_info = "result[1][0].nu['log_len']"}, tensor<f32> {jax.result_info = "result[1][0].nu['log_noise']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:8 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8) : (tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<8x4xf32>, %arg8: tensor<8x4xf32>) -> (tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg7, dims = [0, 2] : (tensor<8x4xf32>) -> tensor<8x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x4x4xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<8x4x4xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<8x4x4xf32>
    %6 = stablehlo.negate %5 : tensor<8x4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.multiply %cst, %arg0 : tensor<f32>
    %8 = stablehlo.exponential %7 : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.multiply %cst_0, %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %11 = stablehlo.divide %6, %10 : tensor<8x4x4xf32>
    %12 = stablehlo.multiply %9, %9 : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.divide %cst_1, %12 : tensor<f32>
    %14 = stablehlo.exponential %11 : tensor<8x4x4xf32>
    %15 = stablehlo.exponential %arg1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %16 = stablehlo.add %15, %cst_2 : tensor<f32>
    %17 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %20 = stablehlo.add %17, %19 : tensor<4x4xi32>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %22 = stablehlo.convert %21 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %23 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<4x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<8x4x4xf32>
    %27 = stablehlo.add %14, %26 : tensor<8x4x4xf32>
    %28:5 = call @cholesky(%27) : (tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xf32>, tensor<8x4x4xi1>, tensor<1x4x4xf32>, tensor<8x4x4xi1>)
    %29 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %30:2 = call @_solve_triangular(%28#0, %29) : (tensor<8x4x4xf32>, tensor<8x4x1xf32>) -> (tensor<8x4x1xf32>, tensor<8x4x4xi1>)
    %31 = stablehlo.multiply %30#0, %30#0 : tensor<8x4x1xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %33 = stablehlo.multiply %32, %30#0 : tensor<8x4x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x1xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8xf32>
    %37:2 = call @diagonal(%28#0) : (tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<4x2xi32>)
    %38 = stablehlo.log %37#0 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.add %36, %39 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %43 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %46 = stablehlo.divide %45, %37#0 : tensor<8x4xf32>
    %47 = call @diagonal_0(%37#1, %46) : (tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.multiply %48, %44 : tensor<8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<8xf32>) -> tensor<8x4x1xf32>
    %51 = stablehlo.multiply %50, %33 : tensor<8x4x1xf32>
    %52 = call @_solve_triangular_1(%30#1, %30#0, %28#0, %51) : (tensor<8x4x4xi1>, tensor<8x4x1xf32>, tensor<8x4x4xf32>, tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %53 = stablehlo.add %47, %52 : tensor<8x4x4xf32>
    %54 = call @cholesky_2(%28#1, %28#2, %28#3, %28#4, %53) : (tensor<8x4x4xf32>, tensor<8x4x4xi1>, tensor<1x4x4xf32>, tensor<8x4x4xi1>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %56 = stablehlo.reshape %55 : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x4x4xf32>, tensor<f32>) -> tensor<4x4xf32>
    %58 = stablehlo.multiply %57, %22 : tensor<4x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %60 = stablehlo.multiply %59, %15 : tensor<f32>
    %61 = stablehlo.multiply %54, %14 : tensor<8x4x4xf32>
    %62 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<8x4x4xf32>
    %64 = stablehlo.multiply %63, %6 : tensor<8x4x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4xf32>, tensor<f32>) -> tensor<f32>
    %66 = stablehlo.negate %65 : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.multiply %cst_16, %66 : tensor<f32>
    %68 = stablehlo.multiply %67, %8 : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.multiply %cst_17, %68 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %70 = stablehlo.multiply %cst_18, %69 : tensor<f32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %71 = stablehlo.multiply %cst_19, %arg3 : tensor<f32>
    %72 = stablehlo.add %70, %71 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.multiply %cst_20, %60 : tensor<f32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.multiply %cst_21, %arg4 : tensor<f32>
    %75 = stablehlo.add %73, %74 : tensor<f32>
    %76 = stablehlo.multiply %69, %69 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %77 = stablehlo.multiply %cst_22, %76 : tensor<f32>
    %cst_23 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %78 = stablehlo.multiply %cst_23, %arg5 : tensor<f32>
    %79 = stablehlo.add %77, %78 : tensor<f32>
    %80 = stablehlo.multiply %60, %60 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.multiply %cst_24, %80 : tensor<f32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %82 = stablehlo.multiply %cst_25, %arg6 : tensor<f32>
    %83 = stablehlo.add %81, %82 : tensor<f32>
    %c_26 = stablehlo.constant dense<2147483647> : tensor<i32>
    %84 = stablehlo.compare LT, %arg2, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %85 = stablehlo.add %arg2, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<2147483647> : tensor<i32>
    %86 = call @_where(%84, %85, %c_28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.convert %86 : (tensor<i32>) -> tensor<f32>
    %88 = stablehlo.power %cst_29, %87 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.subtract %cst_30, %88 : tensor<f32>
    %90 = stablehlo.divide %72, %89 : tensor<f32>
    %91 = stablehlo.divide %75, %89 : tensor<f32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %92 = stablehlo.convert %86 : (tensor<i32>) -> tensor<f32>
    %93 = stablehlo.power %cst_31, %92 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.subtract %cst_32, %93 : tensor<f32>
    %95 = stablehlo.divide %79, %94 : tensor<f32>
    %96 = stablehlo.divide %83, %94 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.add %95, %cst_33 : tensor<f32>
    %98 = stablehlo.sqrt %97 : tensor<f32>
    %cst_34 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %99 = stablehlo.add %98, %cst_34 : tensor<f32>
    %100 = stablehlo.divide %90, %99 : tensor<f32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.add %96, %cst_35 : tensor<f32>
    %102 = stablehlo.sqrt %101 : tensor<f32>
    %cst_36 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %103 = stablehlo.add %102, %cst_36 : tensor<f32>
    %104 = stablehlo.divide %91, %103 : tensor<f32>
    %cst_37 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %105 = stablehlo.multiply %cst_37, %100 : tensor<f32>
    %cst_38 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %106 = stablehlo.multiply %cst_38, %104 : tensor<f32>
    %107 = stablehlo.add %arg0, %105 : tensor<f32>
    %108 = stablehlo.add %arg1, %106 : tensor<f32>
    return %107, %108, %86, %72, %75, %79, %83, %42 : tensor<f32>, tensor<f32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8x4x4xf32>, tensor<8x4x4xi1>, tensor<1x4x4xf32>, tensor<8x4x4xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x4x4xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=8, j=4, k=4, l=4, m=4}, custom>} : (tensor<8x4x4xf32>) -> (tensor<8x4x4xf32>, tensor<8xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi32>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    %19 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %21 = stablehlo.add %19, %20 : tensor<4x4xi32>
    %22 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %23 = stablehlo.compare GE, %21, %22, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %25 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %27 = stablehlo.add %25, %26 : tensor<4x4xi32>
    %28 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %29 = stablehlo.compare EQ, %27, %28, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %30 = stablehlo.convert %29 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %32 = stablehlo.add %31, %30 : tensor<4x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %34 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %36 = stablehlo.add %34, %35 : tensor<4x4xi32>
    %37 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %41 = stablehlo.select %39, %18, %40 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %41, %18, %24, %33, %39 : tensor<8x4x4xf32>, tensor<8x4x4xf32>, tensor<8x4x4xi1>, tensor<1x4x4xf32>, tensor<8x4x4xi1>
  }
  func.func private @_solve_triangular(%arg0: tensor<8x4x4xf32>, %arg1: tensor<8x4x1xf32>) -> (tensor<8x4x1xf32>, tensor<8x4x4xi1>) {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=1, n=4, o=1}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x1xf32>) -> tensor<8x4x1xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %1, %2 : tensor<4x4xi32>
    %4 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %5 = stablehlo.compare GE, %3, %4, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<8x4x4xi1>
    return %0, %6 : tensor<8x4x1xf32>, tensor<8x4x4xi1>
  }
  func.func private @diagonal(%arg0: tensor<8x4x4xf32>) -> (tensor<8x4xf32>, tensor<4x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.add %0, %4 : tensor<4xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<4xi1>, tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.add %1, %9 : tensor<4xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<4xi1>, tensor<4xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 1>}> : (tensor<8x4x4xf32>, tensor<4x2xi32>) -> tensor<8x4xf32>
    return %15, %14 : tensor<8x4xf32>, tensor<4x2xi32>
  }
  func.func private @diagonal_0(%arg0: tensor<4x2xi32>, %arg1: tensor<8x4xf32>) -> tensor<8x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x4x4xf32>, tensor<4x2xi32>, tensor<8x4xf32>) -> tensor<8x4x4xf32>
    return %1 : tensor<8x4x4xf32>
  }
  func.func private @_solve_triangular_1(%arg0: tensor<8x4x4xi1>, %arg1: tensor<8x4x1xf32>, %arg2: tensor<8x4x4xf32>, %arg3: tensor<8x4x1xf32>) -> tensor<8x4x4xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %arg3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=1, n=4, o=1}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x1xf32>) -> tensor<8x4x1xf32>
    %1 = stablehlo.dot_general %0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<8x4x1xf32>, tensor<8x4x1xf32>) -> tensor<8x4x4xf32>
    %2 = stablehlo.negate %1 : tensor<8x4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %4 = stablehlo.select %arg0, %2, %3 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    return %4 : tensor<8x4x4xf32>
  }
  func.func private @cholesky_2(%arg0: tensor<8x4x4xf32>, %arg1: tensor<8x4x4xi1>, %arg2: tensor<1x4x4xf32>, %arg3: tensor<8x4x4xi1>, %arg4: tensor<8x4x4xf32>) -> tensor<8x4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    %2 = stablehlo.dot_general %1, %arg0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4x4xf32>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<8x4x4xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %7 = stablehlo.select %arg1, %5, %6 : tensor<8x4x4xi1>, tensor<8x4x4xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=8, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<8x4x4xf32>, tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x4x4xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x4x4xf32>
    return %13 : tensor<8x4x4xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
