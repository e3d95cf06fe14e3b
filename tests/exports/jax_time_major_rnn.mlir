module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<6x8xf32>, %arg3: tensor<8x4x6xf32>, %arg4: tensor<8x4xi32>) -> (tensor<8x8xf32> {jax.result_info = "result[0]['u']"}, tensor<8x3xf32> {jax.result_info = "result[0]['v']"}, tensor<6x8xf32> {jax.result_info = "result[0]['w']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:4 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<8x8xf32>, tensor<8x3xf32>, tensor<6x8xf32>, tensor<8x4x6xf32>, tensor<8x4xi32>) -> (tensor<8x8xf32>, tensor<8x3xf32>, tensor<6x8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x8xf32>, tensor<8x3xf32>, tensor<6x8xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<8x8xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<6x8xf32>, %arg3: tensor<8x4x6xf32>, %arg4: tensor<8x4xi32>) -> (tensor<8x8xf32>, tensor<8x3xf32>, tensor<6x8xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1 = stablehlo.slice %arg3 [0:8, 0:1, 0:6] : (tensor<8x4x6xf32>) -> tensor<8x1x6xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %4 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x8xf32>
    %6 = stablehlo.tanh %5 : tensor<8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %8 = stablehlo.subtract %7, %6 : tensor<8x8xf32>
    %9 = stablehlo.slice %arg3 [0:8, 1:2, 0:6] : (tensor<8x4x6xf32>) -> tensor<8x1x6xf32>
    %10 = stablehlo.reshape %9 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
    %11 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %12 = stablehlo.dot_general %6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x8xf32>
    %14 = stablehlo.tanh %13 : tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<8x8xf32>
    %17 = stablehlo.slice %arg3 [0:8, 2:3, 0:6] : (tensor<8x4x6xf32>) -> tensor<8x1x6xf32>
    %18 = stablehlo.reshape %17 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %20 = stablehlo.dot_general %14, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x8xf32>
    %22 = stablehlo.tanh %21 : tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<8x8xf32>
    %25 = stablehlo.slice %arg3 [0:8, 3:4, 0:6] : (tensor<8x4x6xf32>) -> tensor<8x1x6xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x1x6xf32>) -> tensor<8x6xf32>
    %27 = stablehlo.dot_general %26, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x6xf32>, tensor<6x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.dot_general %22, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.add %27, %28 : tensor<8x8xf32>
    %30 = stablehlo.tanh %29 : tensor<8x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<8x8xf32>
    %33 = stablehlo.concatenate %6, %14, %22, %30, dim = 0 : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<32x8xf32>
    %34 = stablehlo.dot_general %33, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8xf32>, tensor<8x3xf32>) -> tensor<32x3xf32>
    %35:3 = call @log_softmax(%34) : (tensor<32x3xf32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x1xf32>)
    %36 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<8x4xi32>) -> tensor<4x8xi32>
    %37 = stablehlo.reshape %36 : (tensor<4x8xi32>) -> tensor<32xi32>
    %38 = call @_one_hot(%37) : (tensor<32xi32>) -> tensor<32x3xf32>
    %39 = stablehlo.multiply %38, %35#0 : tensor<32x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %42 = stablehlo.divide %41, %cst_6 : tensor<f32>
    %43 = stablehlo.negate %42 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.negate %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %45 = stablehlo.divide %44, %cst_8 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<32xf32>) -> tensor<32x3xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<32x3xf32>
    %49 = call @log_softmax_0(%35#1, %35#2, %48) : (tensor<32x3xf32>, tensor<32x1xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
    %50 = stablehlo.dot_general %49, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x3xf32>, tensor<32x8xf32>) -> tensor<3x8xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %52 = stablehlo.dot_general %49, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x3xf32>, tensor<8x3xf32>) -> tensor<32x8xf32>
    %53 = stablehlo.slice %52 [0:8, 0:8] : (tensor<32x8xf32>) -> tensor<8x8xf32>
    %54 = stablehlo.slice %52 [8:16, 0:8] : (tensor<32x8xf32>) -> tensor<8x8xf32>
    %55 = stablehlo.slice %52 [16:24, 0:8] : (tensor<32x8xf32>) -> tensor<8x8xf32>
    %56 = stablehlo.slice %52 [24:32, 0:8] : (tensor<32x8xf32>) -> tensor<8x8xf32>
    %57 = stablehlo.multiply %56, %32 : tensor<8x8xf32>
    %58 = stablehlo.multiply %57, %30 : tensor<8x8xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x8xf32>
    %60 = stablehlo.dot_general %59, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %62 = stablehlo.dot_general %59, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %63 = stablehlo.add %55, %62 : tensor<8x8xf32>
    %64 = stablehlo.dot_general %59, %26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %66 = stablehlo.multiply %63, %24 : tensor<8x8xf32>
    %67 = stablehlo.multiply %66, %22 : tensor<8x8xf32>
    %68 = stablehlo.add %66, %67 : tensor<8x8xf32>
    %69 = stablehlo.dot_general %68, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %71 = stablehlo.add %61, %70 : tensor<8x8xf32>
    %72 = stablehlo.dot_general %68, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %73 = stablehlo.add %54, %72 : tensor<8x8xf32>
    %74 = stablehlo.dot_general %68, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %75 = stablehlo.transpose %74, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %76 = stablehlo.add %65, %75 : tensor<6x8xf32>
    %77 = stablehlo.multiply %73, %16 : tensor<8x8xf32>
    %78 = stablehlo.multiply %77, %14 : tensor<8x8xf32>
    %79 = stablehlo.add %77, %78 : tensor<8x8xf32>
    %80 = stablehlo.dot_general %79, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %82 = stablehlo.add %71, %81 : tensor<8x8xf32>
    %83 = stablehlo.dot_general %79, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %84 = stablehlo.add %53, %83 : tensor<8x8xf32>
    %85 = stablehlo.dot_general %79, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %86 = stablehlo.transpose %85, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %87 = stablehlo.add %76, %86 : tensor<6x8xf32>
    %88 = stablehlo.multiply %84, %8 : tensor<8x8xf32>
    %89 = stablehlo.multiply %88, %6 : tensor<8x8xf32>
    %90 = stablehlo.add %88, %89 : tensor<8x8xf32>
    %91 = stablehlo.dot_general %90, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %93 = stablehlo.add %82, %92 : tensor<8x8xf32>
    %94 = stablehlo.dot_general %90, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x6xf32>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %96 = stablehlo.add %87, %95 : tensor<6x8xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %98 = stablehlo.multiply %97, %93 : tensor<8x8xf32>
    %cst_10 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %100 = stablehlo.multiply %99, %51 : tensor<8x3xf32>
    %cst_11 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %102 = stablehlo.multiply %101, %96 : tensor<6x8xf32>
    %103 = stablehlo.add %arg0, %98 : tensor<8x8xf32>
    %104 = stablehlo.add %arg1, %100 : tensor<8x3xf32>
    %105 = stablehlo.add %arg2, %102 : tensor<6x8xf32>
    return %103, %104, %105, %43 : tensor<8x8xf32>, tensor<8x3xf32>, tensor<6x8xf32>, tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<32x3xf32>) -> (tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x3xf32>
    %6 = stablehlo.exponential %5 : tensor<32x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x3xf32>
    return %11, %6, %8 : tensor<32x3xf32>, tensor<32x3xf32>, tensor<32x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32xi32>) -> tensor<32x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<32x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x3xi32>, tensor<32x3xi32>) -> tensor<32x3xi1>
    %5 = stablehlo.convert %4 : (tensor<32x3xi1>) -> tensor<32x3xf32>
    return %5 : tensor<32x3xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<32x3xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x3xf32>) -> tensor<32x3xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x3xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x3xf32>
    return %7 : tensor<32x3xf32>
  }
}
