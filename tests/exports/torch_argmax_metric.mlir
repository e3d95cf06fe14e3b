module {
  func.func @main(%arg0: tensor<8x12xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<32x12xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<32xf32> {jax.arg_info = "param['0.bias']", tag.role = "param"}, %arg4: tensor<4x32xf32> {jax.arg_info = "param['2.weight']", tag.role = "param"}, %arg5: tensor<4xf32> {jax.arg_info = "param['2.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<32x12xf32> {jax.result_info = "grad['0.weight']"}, tensor<32xf32> {jax.result_info = "grad['0.bias']"}, tensor<4x32xf32> {jax.result_info = "grad['2.weight']"}, tensor<4xf32> {jax.result_info = "grad['2.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_9 = arith.constant dense<1> : tensor<1xi64>
    %cst_10 = arith.constant dense<8> : tensor<1xi64>
    %cst_11 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<8x12xf32>, tensor<12x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.convert %cst_9 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.multiply %arg3, %6 : tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<8x32xf32>
    %10 = stablehlo.maximum %9, %cst_7 : tensor<8x32xf32>
    %11 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %12 = stablehlo.dot_general %10, %11, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<8x4xf32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.multiply %arg5, %15 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %18 = stablehlo.add %14, %17 : tensor<8x4xf32>
    %19 = stablehlo.iota dim = 1 : tensor<8x4xi64>
    %20:2 = stablehlo.reduce(%18 init: %cst_8), (%19 init: %c_6) across dimensions = [1] : (tensor<8x4xf32>, tensor<8x4xi64>, tensor<f32>, tensor<i64>) -> (tensor<8xf32>, tensor<8xi64>)
     reducer(%arg6: tensor<f32>, %arg8: tensor<f32>) (%arg7: tensor<i64>, %arg9: tensor<i64>)  {
      %104 = stablehlo.compare GE, %arg6, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %105 = stablehlo.select %104, %arg6, %arg8 : tensor<i1>, tensor<f32>
      %106 = stablehlo.compare EQ, %arg6, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %107 = stablehlo.minimum %arg7, %arg9 : tensor<i64>
      %108 = stablehlo.select %104, %arg7, %arg9 : tensor<i1>, tensor<i64>
      %109 = stablehlo.select %106, %107, %108 : tensor<i1>, tensor<i64>
      stablehlo.return %105, %109 : tensor<f32>, tensor<i64>
    }
    %21 = stablehlo.compare EQ, %20#1, %arg1, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %22 = stablehlo.convert %21 : (tensor<8xi1>) -> tensor<8xf32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.convert %cst_10 : (tensor<1xi64>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = stablehlo.divide %23, %25 : tensor<f32>
    %27 = stablehlo.reduce(%18 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.reshape %27 : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %30 = stablehlo.subtract %18, %29 : tensor<8x4xf32>
    %31 = stablehlo.exponential %30 : tensor<8x4xf32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.reshape %32 : (tensor<8xf32>) -> tensor<8x1xf32>
    %34 = stablehlo.log %33 : tensor<8x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<8x4xf32>
    %37 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %39 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %40 = stablehlo.select %38, %39, %c_1 : tensor<8xi1>, tensor<8xi64>
    %41 = stablehlo.reshape %40 : (tensor<8xi64>) -> tensor<8x1xi64>
    %42 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %43 = stablehlo.reshape %41 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %44 = stablehlo.concatenate %42, %43, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %45 = "stablehlo.gather"(%36, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x4xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x1xf32>) -> tensor<8xf32>
    %47 = stablehlo.negate %46 : tensor<8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %49 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.select %38, %48, %49 : tensor<8xi1>, tensor<8xf32>
    %51 = stablehlo.convert %37 : (tensor<8xi1>) -> tensor<8xi64>
    %52 = stablehlo.reduce(%51 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %53 = stablehlo.convert %52 : (tensor<i64>) -> tensor<f32>
    %54 = stablehlo.reduce(%50 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.divide %54, %53 : tensor<f32>
    %56 = stablehlo.convert %cst_11 : (tensor<1xf64>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = stablehlo.multiply %26, %57 : tensor<f32>
    %59 = stablehlo.add %55, %58 : tensor<f32>
    %60 = stablehlo.divide %cst_4, %53 : tensor<f32>
    %61 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %62 = stablehlo.compare NE, %61, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %64 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %65 = stablehlo.select %63, %64, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %66 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %67 = stablehlo.reshape %65 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %68 = stablehlo.concatenate %42, %67, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %69 = "stablehlo.scatter"(%cst_3, %68, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x4xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %71 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %72 = stablehlo.select %63, %70, %71 : tensor<8x1xi1>, tensor<8x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %74 = stablehlo.multiply %69, %73 : tensor<8x4xf32>
    %75 = stablehlo.exponential %36 : tensor<8x4xf32>
    %76 = stablehlo.reduce(%74 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.reshape %76 : (tensor<8xf32>) -> tensor<8x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<8x4xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<8x4xf32>
    %81 = stablehlo.transpose %11, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0] : (tensor<8x4xf32>, tensor<4x32xf32>) -> tensor<8x32xf32>
    %83 = stablehlo.transpose %80, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %84 = stablehlo.dot_general %83, %10, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %86 = stablehlo.reduce(%80 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %87 = stablehlo.reshape %86 : (tensor<4xf32>) -> tensor<1x4xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x4xf32>) -> tensor<4xf32>
    %89 = stablehlo.transpose %85, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %90 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %92 = stablehlo.compare LE, %10, %91, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32xi1>
    %94 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %95 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %96 = stablehlo.select %93, %94, %95 : tensor<8x32xi1>, tensor<8x32xf32>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %98 = stablehlo.dot_general %97, %arg0, contracting_dims = [1] x [0] : (tensor<32x8xf32>, tensor<8x12xf32>) -> tensor<32x12xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %100 = stablehlo.reduce(%96 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.reshape %100 : (tensor<32xf32>) -> tensor<1x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x32xf32>) -> tensor<32xf32>
    %103 = stablehlo.transpose %99, dims = [1, 0] : (tensor<12x32xf32>) -> tensor<32x12xf32>
    return %59, %103, %102, %89, %88 : tensor<f32>, tensor<32x12xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<4xf32>
  }
}
