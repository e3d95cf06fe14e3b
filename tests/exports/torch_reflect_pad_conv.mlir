module {
  func.func @main(%arg0: tensor<8x3x6x6xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<4x3x3x3xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<4xf32> {jax.arg_info = "param['0.bias']", tag.role = "param"}, %arg4: tensor<3x144xf32> {jax.arg_info = "param['3.weight']", tag.role = "param"}, %arg5: tensor<3xf32> {jax.arg_info = "param['3.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<4x3x3x3xf32> {jax.result_info = "grad['0.weight']"}, tensor<4xf32> {jax.result_info = "grad['0.bias']"}, tensor<3x144xf32> {jax.result_info = "grad['3.weight']"}, tensor<3xf32> {jax.result_info = "grad['3.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<3xi64>
    %c_4 = stablehlo.constant dense<1> : tensor<3xi64>
    %c_5 = stablehlo.constant dense<3> : tensor<i64>
    %c_6 = stablehlo.constant dense<0> : tensor<6xi64>
    %c_7 = stablehlo.constant dense<1> : tensor<6xi64>
    %c_8 = stablehlo.constant dense<6> : tensor<i64>
    %c_9 = stablehlo.constant dense<5> : tensor<8xi64>
    %c_10 = stablehlo.constant dense<-1> : tensor<8xi64>
    %c_11 = stablehlo.constant dense<1> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_15 = stablehlo.constant dense<0> : tensor<i64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<8x4x6x6xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = arith.constant dense<1> : tensor<1xi64>
    %c_19 = stablehlo.constant dense<1> : tensor<i64>
    %c_20 = stablehlo.constant dense<8> : tensor<i64>
    %0 = stablehlo.convert %c_19 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.convert %c_20 : (tensor<i64>) -> tensor<f64>
    %2 = stablehlo.divide %1, %0 : tensor<f64>
    %3 = stablehlo.ceil %2 : tensor<f64>
    %4 = stablehlo.convert %3 : (tensor<f64>) -> tensor<i64>
    %5 = stablehlo.reshape %4 : (tensor<i64>) -> tensor<1xi64>
    %6 = stablehlo.dynamic_iota %5, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %7 = stablehlo.multiply %6, %c_11 : tensor<8xi64>
    %8 = stablehlo.add %7, %c_10 : tensor<8xi64>
    %9 = stablehlo.abs %8 : tensor<8xi64>
    %10 = stablehlo.subtract %c_9, %9 : tensor<8xi64>
    %11 = stablehlo.abs %10 : tensor<8xi64>
    %12 = stablehlo.subtract %c_9, %11 : tensor<8xi64>
    %13 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %14 = stablehlo.divide %13, %0 : tensor<f64>
    %15 = stablehlo.ceil %14 : tensor<f64>
    %16 = stablehlo.convert %15 : (tensor<f64>) -> tensor<i64>
    %17 = stablehlo.reshape %16 : (tensor<i64>) -> tensor<1xi64>
    %18 = stablehlo.dynamic_iota %17, dim = 0 : (tensor<1xi64>) -> tensor<6xi64>
    %19 = stablehlo.multiply %18, %c_7 : tensor<6xi64>
    %20 = stablehlo.add %19, %c_6 : tensor<6xi64>
    %21 = stablehlo.reshape %12 : (tensor<8xi64>) -> tensor<8x1xi64>
    %22 = stablehlo.convert %c_5 : (tensor<i64>) -> tensor<f64>
    %23 = stablehlo.divide %22, %0 : tensor<f64>
    %24 = stablehlo.ceil %23 : tensor<f64>
    %25 = stablehlo.convert %24 : (tensor<f64>) -> tensor<i64>
    %26 = stablehlo.reshape %25 : (tensor<i64>) -> tensor<1xi64>
    %27 = stablehlo.dynamic_iota %26, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %28 = stablehlo.multiply %27, %c_4 : tensor<3xi64>
    %29 = stablehlo.add %28, %c_3 : tensor<3xi64>
    %30 = stablehlo.reshape %29 : (tensor<3xi64>) -> tensor<3x1xi64>
    %31 = stablehlo.reshape %30 : (tensor<3x1xi64>) -> tensor<3x1x1xi64>
    %32 = stablehlo.convert %c_20 : (tensor<i64>) -> tensor<f64>
    %33 = stablehlo.divide %32, %0 : tensor<f64>
    %34 = stablehlo.ceil %33 : tensor<f64>
    %35 = stablehlo.convert %34 : (tensor<f64>) -> tensor<i64>
    %36 = stablehlo.reshape %35 : (tensor<i64>) -> tensor<1xi64>
    %37 = stablehlo.dynamic_iota %36, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %38 = stablehlo.multiply %37, %c_11 : tensor<8xi64>
    %39 = stablehlo.add %38, %c_2 : tensor<8xi64>
    %40 = stablehlo.reshape %39 : (tensor<8xi64>) -> tensor<8x1xi64>
    %41 = stablehlo.reshape %40 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %42 = stablehlo.reshape %41 : (tensor<8x1x1xi64>) -> tensor<8x1x1x1xi64>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x3x8x6xi64>
    %44 = stablehlo.reshape %43 : (tensor<8x3x8x6xi64>) -> tensor<8x3x8x6x1xi64>
    %45 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<3x1x1xi64>) -> tensor<8x3x8x6xi64>
    %46 = stablehlo.reshape %45 : (tensor<8x3x8x6xi64>) -> tensor<8x3x8x6x1xi64>
    %47 = stablehlo.broadcast_in_dim %21, dims = [2, 3] : (tensor<8x1xi64>) -> tensor<8x3x8x6xi64>
    %48 = stablehlo.reshape %47 : (tensor<8x3x8x6xi64>) -> tensor<8x3x8x6x1xi64>
    %49 = stablehlo.broadcast_in_dim %20, dims = [3] : (tensor<6xi64>) -> tensor<8x3x8x6xi64>
    %50 = stablehlo.reshape %49 : (tensor<8x3x8x6xi64>) -> tensor<8x3x8x6x1xi64>
    %51 = stablehlo.concatenate %44, %46, %48, %50, dim = 4 : (tensor<8x3x8x6x1xi64>, tensor<8x3x8x6x1xi64>, tensor<8x3x8x6x1xi64>, tensor<8x3x8x6x1xi64>) -> tensor<8x3x8x6x4xi64>
    %52 = "stablehlo.gather"(%arg0, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x3x6x6xf32>, tensor<8x3x8x6x4xi64>) -> tensor<8x3x8x6xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi64>) -> tensor<8x3x8x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<8x3x8x8xi64>) -> tensor<8x3x8x8x1xi64>
    %55 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3] : (tensor<3x1x1xi64>) -> tensor<8x3x8x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<8x3x8x8xi64>) -> tensor<8x3x8x8x1xi64>
    %57 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x1xi64>) -> tensor<8x3x8x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<8x3x8x8xi64>) -> tensor<8x3x8x8x1xi64>
    %59 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<8xi64>) -> tensor<8x3x8x8xi64>
    %60 = stablehlo.reshape %59 : (tensor<8x3x8x8xi64>) -> tensor<8x3x8x8x1xi64>
    %61 = stablehlo.concatenate %54, %56, %58, %60, dim = 4 : (tensor<8x3x8x8x1xi64>, tensor<8x3x8x8x1xi64>, tensor<8x3x8x8x1xi64>, tensor<8x3x8x8x1xi64>) -> tensor<8x3x8x8x4xi64>
    %62 = "stablehlo.gather"(%52, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x3x8x6xf32>, tensor<8x3x8x8x4xi64>) -> tensor<8x3x8x8xf32>
    %63 = stablehlo.convolution(%62, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<8x4x6x6xf32>
    %64 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<8x4x6x6xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x4x6x6xf32>
    %67 = stablehlo.maximum %66, %cst_16 : tensor<8x4x6x6xf32>
    %68 = stablehlo.reshape %67 : (tensor<8x4x6x6xf32>) -> tensor<8x144xf32>
    %69 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<3x144xf32>) -> tensor<144x3xf32>
    %70 = stablehlo.dot_general %68, %69, contracting_dims = [1] x [0] : (tensor<8x144xf32>, tensor<144x3xf32>) -> tensor<8x3xf32>
    %71 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1xf32>) -> tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %74 = stablehlo.multiply %70, %73 : tensor<8x3xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %76 = stablehlo.multiply %arg5, %75 : tensor<3xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<3xf32>) -> tensor<8x3xf32>
    %78 = stablehlo.add %74, %77 : tensor<8x3xf32>
    %79 = stablehlo.reduce(%78 init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.reshape %79 : (tensor<8xf32>) -> tensor<8x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %82 = stablehlo.subtract %78, %81 : tensor<8x3xf32>
    %83 = stablehlo.exponential %82 : tensor<8x3xf32>
    %84 = stablehlo.reduce(%83 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8xf32>) -> tensor<8x1xf32>
    %86 = stablehlo.log %85 : tensor<8x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %88 = stablehlo.subtract %82, %87 : tensor<8x3xf32>
    %89 = stablehlo.compare NE, %arg1, %c_1, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %91 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %92 = stablehlo.select %90, %91, %c_2 : tensor<8xi1>, tensor<8xi64>
    %93 = stablehlo.reshape %92 : (tensor<8xi64>) -> tensor<8x1xi64>
    %94 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %95 = stablehlo.reshape %93 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %96 = stablehlo.concatenate %94, %95, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %97 = "stablehlo.gather"(%88, %96) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x1xf32>) -> tensor<8xf32>
    %99 = stablehlo.negate %98 : tensor<8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %101 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.select %90, %100, %101 : tensor<8xi1>, tensor<8xf32>
    %103 = stablehlo.convert %89 : (tensor<8xi1>) -> tensor<8xi64>
    %104 = stablehlo.reduce(%103 init: %c_15) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %105 = stablehlo.convert %104 : (tensor<i64>) -> tensor<f32>
    %106 = stablehlo.reduce(%102 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %107 = stablehlo.divide %106, %105 : tensor<f32>
    %108 = stablehlo.divide %cst_13, %105 : tensor<f32>
    %109 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %110 = stablehlo.compare NE, %109, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %112 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %113 = stablehlo.select %111, %112, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %114 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %115 = stablehlo.reshape %113 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %116 = stablehlo.concatenate %94, %115, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %117 = "stablehlo.scatter"(%cst_12, %116, %114) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %119 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %120 = stablehlo.select %111, %118, %119 : tensor<8x1xi1>, tensor<8x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %122 = stablehlo.multiply %117, %121 : tensor<8x3xf32>
    %123 = stablehlo.exponential %88 : tensor<8x3xf32>
    %124 = stablehlo.reduce(%122 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %125 = stablehlo.reshape %124 : (tensor<8xf32>) -> tensor<8x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %127 = stablehlo.multiply %123, %126 : tensor<8x3xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<8x3xf32>
    %129 = stablehlo.transpose %69, dims = [1, 0] : (tensor<144x3xf32>) -> tensor<3x144xf32>
    %130 = stablehlo.dot_general %128, %129, contracting_dims = [1] x [0] : (tensor<8x3xf32>, tensor<3x144xf32>) -> tensor<8x144xf32>
    %131 = stablehlo.transpose %128, dims = [1, 0] : (tensor<8x3xf32>) -> tensor<3x8xf32>
    %132 = stablehlo.dot_general %131, %68, contracting_dims = [1] x [0] : (tensor<3x8xf32>, tensor<8x144xf32>) -> tensor<3x144xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<3x144xf32>) -> tensor<144x3xf32>
    %134 = stablehlo.reduce(%128 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %135 = stablehlo.reshape %134 : (tensor<3xf32>) -> tensor<1x3xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x3xf32>) -> tensor<3xf32>
    %137 = stablehlo.transpose %133, dims = [1, 0] : (tensor<144x3xf32>) -> tensor<3x144xf32>
    %138 = stablehlo.reshape %130 : (tensor<8x144xf32>) -> tensor<8x4x6x6xf32>
    %139 = stablehlo.convert %c_15 : (tensor<i64>) -> tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<8x4x6x6xf32>
    %141 = stablehlo.compare LE, %67, %140, FLOAT : (tensor<8x4x6x6xf32>, tensor<8x4x6x6xf32>) -> tensor<8x4x6x6xi1>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<8x4x6x6xi1>) -> tensor<8x4x6x6xi1>
    %143 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x6x6xf32>
    %144 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x4x6x6xf32>) -> tensor<8x4x6x6xf32>
    %145 = stablehlo.select %142, %143, %144 : tensor<8x4x6x6xi1>, tensor<8x4x6x6xf32>
    %146 = stablehlo.transpose %62, dims = [1, 0, 2, 3] : (tensor<8x3x8x8xf32>) -> tensor<3x8x8x8xf32>
    %147 = stablehlo.transpose %145, dims = [1, 0, 2, 3] : (tensor<8x4x6x6xf32>) -> tensor<4x8x6x6xf32>
    %148 = stablehlo.convolution(%146, %147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x8x8xf32>, tensor<4x8x6x6xf32>) -> tensor<3x4x3x3xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0, 2, 3] : (tensor<3x4x3x3xf32>) -> tensor<4x3x3x3xf32>
    %150 = stablehlo.reduce(%145 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x4x6x6xf32>, tensor<f32>) -> tensor<4xf32>
    return %107, %149, %150, %137, %136 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<3x144xf32>, tensor<3xf32>
  }
}
