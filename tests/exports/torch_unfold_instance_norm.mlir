module {
  func.func @main(%arg0: tensor<8x3x9x9xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<4x3x3x3xf32> {jax.arg_info = "param['conv.weight']", tag.role = "param"}, %arg3: tensor<4xf32> {jax.arg_info = "param['conv.bias']", tag.role = "param"}, %arg4: tensor<4xf32> {jax.arg_info = "param['norm.weight']", tag.role = "param"}, %arg5: tensor<4xf32> {jax.arg_info = "param['norm.bias']", tag.role = "param"}, %arg6: tensor<3x36xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}, %arg7: tensor<3xf32> {jax.arg_info = "param['head.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<4x3x3x3xf32> {jax.result_info = "grad['conv.weight']"}, tensor<4xf32> {jax.result_info = "grad['conv.bias']"}, tensor<4xf32> {jax.result_info = "grad['norm.weight']"}, tensor<4xf32> {jax.result_info = "grad['norm.bias']"}, tensor<3x36xf32> {jax.result_info = "grad['head.weight']"}, tensor<3xf32> {jax.result_info = "grad['head.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_4 = stablehlo.constant dense<8> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<4xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<4xi64>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<3xi64>
    %c_9 = stablehlo.constant dense<1> : tensor<i64>
    %c_10 = stablehlo.constant dense<0> : tensor<3xi64>
    %c_11 = stablehlo.constant dense<3> : tensor<3xi64>
    %c_12 = stablehlo.constant dense<7> : tensor<i64>
    %c_13 = stablehlo.constant dense<3> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x4x9x9xf32>
    %cst_14 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_21 = arith.constant dense<81> : tensor<1xi64>
    %cst_22 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_24 = arith.constant dense<9> : tensor<1xi64>
    %cst_25 = arith.constant dense<0.012345679012345678> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x9x9xf32>, tensor<4x3x3x3xf32>) -> tensor<8x4x9x9xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<4x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x1x1xf32>) -> tensor<8x4x9x9xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x4x9x9xf32>
    %4 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x4xf32>) -> tensor<32xf32>
    %7 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %9 = stablehlo.reshape %8 : (tensor<8x4xf32>) -> tensor<32xf32>
    %10 = stablehlo.reshape %3 : (tensor<8x4x9x9xf32>) -> tensor<1x32x9x9xf32>
    %11 = stablehlo.reduce(%10 init: %cst_17) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x32x9x9xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.divide %11, %14 : tensor<32xf32>
    %16 = stablehlo.convert %10 : (tensor<1x32x9x9xf32>) -> tensor<1x32x9x9xf64>
    %17 = stablehlo.reduce(%16 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x32x9x9xf64>, tensor<f64>) -> tensor<32xf64>
    %18 = stablehlo.reshape %17 : (tensor<32xf64>) -> tensor<1x32x1x1xf64>
    %19 = stablehlo.convert %cst_21 : (tensor<1xi64>) -> tensor<1xf64>
    %20 = stablehlo.reshape %19 : (tensor<1xf64>) -> tensor<f64>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<1x32x1x1xf64>
    %22 = stablehlo.divide %18, %21 : tensor<1x32x1x1xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf64>) -> tensor<1x32x9x9xf64>
    %24 = stablehlo.subtract %16, %23 : tensor<1x32x9x9xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<1x32x9x9xf64>
    %26 = stablehlo.reduce(%25 init: %cst_19) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x32x9x9xf64>, tensor<f64>) -> tensor<32xf64>
    %27 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %28 = stablehlo.divide %26, %27 : tensor<32xf64>
    %29 = stablehlo.convert %28 : (tensor<32xf64>) -> tensor<32xf32>
    %30 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.add %29, %32 : tensor<32xf32>
    %34 = stablehlo.rsqrt %33 : tensor<32xf32>
    %35 = stablehlo.reshape %15 : (tensor<32xf32>) -> tensor<1x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %38 = stablehlo.reshape %34 : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %41 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %42 = stablehlo.subtract %10, %41 : tensor<1x32x9x9xf32>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1x32x9x9xf32>
    %45 = stablehlo.reshape %6 : (tensor<32xf32>) -> tensor<1x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %49 = stablehlo.multiply %44, %48 : tensor<1x32x9x9xf32>
    %50 = stablehlo.reshape %9 : (tensor<32xf32>) -> tensor<1x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %54 = stablehlo.add %49, %53 : tensor<1x32x9x9xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x32x9x9xf32>) -> tensor<8x4x9x9xf32>
    %56 = stablehlo.maximum %55, %cst : tensor<8x4x9x9xf32>
    %57 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f64>
    %58 = stablehlo.convert %c_12 : (tensor<i64>) -> tensor<f64>
    %59 = stablehlo.divide %58, %57 : tensor<f64>
    %60 = stablehlo.ceil %59 : tensor<f64>
    %61 = stablehlo.convert %60 : (tensor<f64>) -> tensor<i64>
    %62 = stablehlo.reshape %61 : (tensor<i64>) -> tensor<1xi64>
    %63 = stablehlo.dynamic_iota %62, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %64 = stablehlo.multiply %63, %c_11 : tensor<3xi64>
    %65 = stablehlo.add %64, %c_10 : tensor<3xi64>
    %66 = stablehlo.reshape %65 : (tensor<3xi64>) -> tensor<1x3xi64>
    %67 = stablehlo.convert %c_9 : (tensor<i64>) -> tensor<f64>
    %68 = stablehlo.convert %c_13 : (tensor<i64>) -> tensor<f64>
    %69 = stablehlo.divide %68, %67 : tensor<f64>
    %70 = stablehlo.ceil %69 : tensor<f64>
    %71 = stablehlo.convert %70 : (tensor<f64>) -> tensor<i64>
    %72 = stablehlo.reshape %71 : (tensor<i64>) -> tensor<1xi64>
    %73 = stablehlo.dynamic_iota %72, dim = 0 : (tensor<1xi64>) -> tensor<3xi64>
    %74 = stablehlo.multiply %73, %c_8 : tensor<3xi64>
    %75 = stablehlo.add %74, %c_10 : tensor<3xi64>
    %76 = stablehlo.reshape %75 : (tensor<3xi64>) -> tensor<3x1xi64>
    %77 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x3xi64>) -> tensor<3x3xi64>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<3x1xi64>) -> tensor<3x3xi64>
    %79 = stablehlo.add %77, %78 : tensor<3x3xi64>
    %80 = stablehlo.convert %cst_23 : (tensor<1xf64>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.pad %56, %81, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x9x9xf32>, tensor<f32>) -> tensor<8x4x9x9xf32>
    %83 = stablehlo.reshape %79 : (tensor<3x3xi64>) -> tensor<3x3x1xi64>
    %84 = stablehlo.reshape %83 : (tensor<3x3x1xi64>) -> tensor<3x3x1x1xi64>
    %85 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %86 = stablehlo.divide %85, %67 : tensor<f64>
    %87 = stablehlo.ceil %86 : tensor<f64>
    %88 = stablehlo.convert %87 : (tensor<f64>) -> tensor<i64>
    %89 = stablehlo.reshape %88 : (tensor<i64>) -> tensor<1xi64>
    %90 = stablehlo.dynamic_iota %89, dim = 0 : (tensor<1xi64>) -> tensor<4xi64>
    %91 = stablehlo.multiply %90, %c_6 : tensor<4xi64>
    %92 = stablehlo.add %91, %c_5 : tensor<4xi64>
    %93 = stablehlo.reshape %92 : (tensor<4xi64>) -> tensor<4x1xi64>
    %94 = stablehlo.reshape %93 : (tensor<4x1xi64>) -> tensor<4x1x1xi64>
    %95 = stablehlo.reshape %94 : (tensor<4x1x1xi64>) -> tensor<4x1x1x1xi64>
    %96 = stablehlo.reshape %95 : (tensor<4x1x1x1xi64>) -> tensor<4x1x1x1x1xi64>
    %97 = stablehlo.convert %c_4 : (tensor<i64>) -> tensor<f64>
    %98 = stablehlo.divide %97, %67 : tensor<f64>
    %99 = stablehlo.ceil %98 : tensor<f64>
    %100 = stablehlo.convert %99 : (tensor<f64>) -> tensor<i64>
    %101 = stablehlo.reshape %100 : (tensor<i64>) -> tensor<1xi64>
    %102 = stablehlo.dynamic_iota %101, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %103 = stablehlo.multiply %102, %c_3 : tensor<8xi64>
    %104 = stablehlo.add %103, %c_2 : tensor<8xi64>
    %105 = stablehlo.reshape %104 : (tensor<8xi64>) -> tensor<8x1xi64>
    %106 = stablehlo.reshape %105 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %107 = stablehlo.reshape %106 : (tensor<8x1x1xi64>) -> tensor<8x1x1x1xi64>
    %108 = stablehlo.reshape %107 : (tensor<8x1x1x1xi64>) -> tensor<8x1x1x1x1xi64>
    %109 = stablehlo.reshape %108 : (tensor<8x1x1x1x1xi64>) -> tensor<8x1x1x1x1x1xi64>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x1x1x1x1x1xi64>) -> tensor<8x4x3x3x3x3xi64>
    %111 = stablehlo.reshape %110 : (tensor<8x4x3x3x3x3xi64>) -> tensor<8x4x3x3x3x3x1xi64>
    %112 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3, 4, 5] : (tensor<4x1x1x1x1xi64>) -> tensor<8x4x3x3x3x3xi64>
    %113 = stablehlo.reshape %112 : (tensor<8x4x3x3x3x3xi64>) -> tensor<8x4x3x3x3x3x1xi64>
    %114 = stablehlo.broadcast_in_dim %84, dims = [2, 3, 4, 5] : (tensor<3x3x1x1xi64>) -> tensor<8x4x3x3x3x3xi64>
    %115 = stablehlo.reshape %114 : (tensor<8x4x3x3x3x3xi64>) -> tensor<8x4x3x3x3x3x1xi64>
    %116 = stablehlo.broadcast_in_dim %79, dims = [4, 5] : (tensor<3x3xi64>) -> tensor<8x4x3x3x3x3xi64>
    %117 = stablehlo.reshape %116 : (tensor<8x4x3x3x3x3xi64>) -> tensor<8x4x3x3x3x3x1xi64>
    %118 = stablehlo.concatenate %111, %113, %115, %117, dim = 6 : (tensor<8x4x3x3x3x3x1xi64>, tensor<8x4x3x3x3x3x1xi64>, tensor<8x4x3x3x3x3x1xi64>, tensor<8x4x3x3x3x3x1xi64>) -> tensor<8x4x3x3x3x3x4xi64>
    %119 = "stablehlo.gather"(%82, %118) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2, 3], start_index_map = [0, 1, 2, 3], index_vector_dim = 6>, slice_sizes = array<i64: 1, 1, 1, 1>}> : (tensor<8x4x9x9xf32>, tensor<8x4x3x3x3x3x4xi64>) -> tensor<8x4x3x3x3x3xf32>
    %120 = stablehlo.transpose %119, dims = [0, 1, 2, 4, 3, 5] : (tensor<8x4x3x3x3x3xf32>) -> tensor<8x4x3x3x3x3xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x4x3x3x3x3xf32>) -> tensor<8x36x9xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1] : (tensor<8x36x9xf32>) -> tensor<8x9x36xf32>
    %123 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<3x36xf32>) -> tensor<36x3xf32>
    %124 = stablehlo.reshape %122 : (tensor<8x9x36xf32>) -> tensor<72x36xf32>
    %125 = stablehlo.dot_general %124, %123, contracting_dims = [1] x [0] : (tensor<72x36xf32>, tensor<36x3xf32>) -> tensor<72x3xf32>
    %126 = stablehlo.reshape %125 : (tensor<72x3xf32>) -> tensor<8x9x3xf32>
    %127 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<3xf32>) -> tensor<8x9x3xf32>
    %128 = stablehlo.add %126, %127 : tensor<8x9x3xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x9x3xf32>) -> tensor<72x3xf32>
    %130 = stablehlo.reshape %129 : (tensor<72x3xf32>) -> tensor<8x9x3xf32>
    %131 = stablehlo.reduce(%130 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x9x3xf32>, tensor<f32>) -> tensor<8x3xf32>
    %132 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf32>
    %133 = stablehlo.reshape %132 : (tensor<1xf32>) -> tensor<f32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %135 = stablehlo.divide %131, %134 : tensor<8x3xf32>
    %136 = stablehlo.reduce(%135 init: %cst_20) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8xf32>) -> tensor<8x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %139 = stablehlo.subtract %135, %138 : tensor<8x3xf32>
    %140 = stablehlo.exponential %139 : tensor<8x3xf32>
    %141 = stablehlo.reduce(%140 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %142 = stablehlo.reshape %141 : (tensor<8xf32>) -> tensor<8x1xf32>
    %143 = stablehlo.log %142 : tensor<8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<8x3xf32>
    %146 = stablehlo.compare NE, %arg1, %c_1, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %148 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %149 = stablehlo.select %147, %148, %c_2 : tensor<8xi1>, tensor<8xi64>
    %150 = stablehlo.reshape %149 : (tensor<8xi64>) -> tensor<8x1xi64>
    %151 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %152 = stablehlo.reshape %150 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %153 = stablehlo.concatenate %151, %152, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %154 = "stablehlo.gather"(%145, %153) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x1xf32>) -> tensor<8xf32>
    %156 = stablehlo.negate %155 : tensor<8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %158 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %159 = stablehlo.select %147, %157, %158 : tensor<8xi1>, tensor<8xf32>
    %160 = stablehlo.convert %146 : (tensor<8xi1>) -> tensor<8xi64>
    %161 = stablehlo.reduce(%160 init: %c_18) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %162 = stablehlo.convert %161 : (tensor<i64>) -> tensor<f32>
    %163 = stablehlo.reduce(%159 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %164 = stablehlo.divide %163, %162 : tensor<f32>
    %165 = stablehlo.divide %cst_16, %162 : tensor<f32>
    %166 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %167 = stablehlo.compare NE, %166, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %169 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %170 = stablehlo.select %168, %169, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %171 = stablehlo.slice %cst_14 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %172 = stablehlo.reshape %170 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %173 = stablehlo.concatenate %151, %172, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %174 = "stablehlo.scatter"(%cst_15, %173, %171) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %175 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %176 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %177 = stablehlo.select %168, %175, %176 : tensor<8x1xi1>, tensor<8x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %179 = stablehlo.multiply %174, %178 : tensor<8x3xf32>
    %180 = stablehlo.exponential %145 : tensor<8x3xf32>
    %181 = stablehlo.reduce(%179 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.reshape %181 : (tensor<8xf32>) -> tensor<8x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<8x3xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<8x3xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x3xf32>) -> tensor<8x1x3xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x1x3xf32>) -> tensor<8x9x3xf32>
    %188 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<f32>) -> tensor<8x9x3xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x9x3xf32>
    %190 = stablehlo.reduce(%189 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x9x3xf32>, tensor<f32>) -> tensor<3xf32>
    %191 = stablehlo.reshape %190 : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x1x3xf32>) -> tensor<3xf32>
    %193 = stablehlo.reshape %189 : (tensor<8x9x3xf32>) -> tensor<72x3xf32>
    %194 = stablehlo.transpose %193, dims = [1, 0] : (tensor<72x3xf32>) -> tensor<3x72xf32>
    %195 = stablehlo.dot_general %194, %124, contracting_dims = [1] x [0] : (tensor<3x72xf32>, tensor<72x36xf32>) -> tensor<3x36xf32>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<3x36xf32>) -> tensor<36x3xf32>
    %197 = stablehlo.transpose %123, dims = [1, 0] : (tensor<36x3xf32>) -> tensor<3x36xf32>
    %198 = stablehlo.dot_general %193, %197, contracting_dims = [1] x [0] : (tensor<72x3xf32>, tensor<3x36xf32>) -> tensor<72x36xf32>
    %199 = stablehlo.reshape %198 : (tensor<72x36xf32>) -> tensor<8x9x36xf32>
    %200 = stablehlo.transpose %196, dims = [1, 0] : (tensor<36x3xf32>) -> tensor<3x36xf32>
    %201 = stablehlo.transpose %199, dims = [0, 2, 1] : (tensor<8x9x36xf32>) -> tensor<8x36x9xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x36x9xf32>) -> tensor<8x4x3x3x3x3xf32>
    %203 = stablehlo.transpose %202, dims = [0, 1, 2, 4, 3, 5] : (tensor<8x4x3x3x3x3xf32>) -> tensor<8x4x3x3x3x3xf32>
    %204 = "stablehlo.scatter"(%cst, %118, %203) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 6>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %252 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %252 : tensor<f32>
    }) : (tensor<8x4x9x9xf32>, tensor<8x4x3x3x3x3x4xi64>, tensor<8x4x3x3x3x3xf32>) -> tensor<8x4x9x9xf32>
    %205 = stablehlo.pad %204, %81, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x9x9xf32>, tensor<f32>) -> tensor<8x4x9x9xf32>
    %206 = stablehlo.convert %c_18 : (tensor<i64>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x4x9x9xf32>
    %208 = stablehlo.compare LE, %56, %207, FLOAT : (tensor<8x4x9x9xf32>, tensor<8x4x9x9xf32>) -> tensor<8x4x9x9xi1>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<8x4x9x9xi1>) -> tensor<8x4x9x9xi1>
    %210 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x9x9xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<8x4x9x9xf32>) -> tensor<8x4x9x9xf32>
    %212 = stablehlo.select %209, %210, %211 : tensor<8x4x9x9xi1>, tensor<8x4x9x9xf32>
    %213 = stablehlo.reshape %212 : (tensor<8x4x9x9xf32>) -> tensor<1x32x9x9xf32>
    %214 = stablehlo.reduce(%213 init: %cst_17) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x32x9x9xf32>, tensor<f32>) -> tensor<32xf32>
    %215 = stablehlo.multiply %213, %42 : tensor<1x32x9x9xf32>
    %216 = stablehlo.reduce(%215 init: %cst_17) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<1x32x9x9xf32>, tensor<f32>) -> tensor<32xf32>
    %217 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %218 = stablehlo.reshape %217 : (tensor<1xf32>) -> tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.multiply %214, %219 : tensor<32xf32>
    %221 = stablehlo.reshape %220 : (tensor<32xf32>) -> tensor<1x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %224 = stablehlo.multiply %216, %219 : tensor<32xf32>
    %225 = stablehlo.multiply %34, %34 : tensor<32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<32xf32>
    %227 = stablehlo.reshape %226 : (tensor<32xf32>) -> tensor<1x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %230 = stablehlo.multiply %34, %6 : tensor<32xf32>
    %231 = stablehlo.reshape %230 : (tensor<32xf32>) -> tensor<1x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %234 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %235 = stablehlo.multiply %42, %234 : tensor<1x32x9x9xf32>
    %236 = stablehlo.subtract %213, %235 : tensor<1x32x9x9xf32>
    %237 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %238 = stablehlo.subtract %236, %237 : tensor<1x32x9x9xf32>
    %239 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<1x32x9x9xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<1x32x9x9xf32>
    %241 = stablehlo.multiply %216, %34 : tensor<32xf32>
    %242 = stablehlo.reshape %240 : (tensor<1x32x9x9xf32>) -> tensor<8x4x9x9xf32>
    %243 = stablehlo.reshape %214 : (tensor<32xf32>) -> tensor<8x4xf32>
    %244 = stablehlo.reduce(%243 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %245 = stablehlo.reshape %241 : (tensor<32xf32>) -> tensor<8x4xf32>
    %246 = stablehlo.reduce(%245 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %247 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x9x9xf32>) -> tensor<3x8x9x9xf32>
    %248 = stablehlo.transpose %242, dims = [1, 0, 2, 3] : (tensor<8x4x9x9xf32>) -> tensor<4x8x9x9xf32>
    %249 = stablehlo.convolution(%247, %248) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x9x9xf32>, tensor<4x8x9x9xf32>) -> tensor<3x4x3x3xf32>
    %250 = stablehlo.transpose %249, dims = [1, 0, 2, 3] : (tensor<3x4x3x3xf32>) -> tensor<4x3x3x3xf32>
    %251 = stablehlo.reduce(%242 init: %cst_17) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x4x9x9xf32>, tensor<f32>) -> tensor<4xf32>
    return %164, %250, %251, %246, %244, %200, %192 : tensor<f32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x36xf32>, tensor<3xf32>
  }
}
