module {
  func.func @main(%arg0: tensor<8x12xi64> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x12xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<40x16xf32> {jax.arg_info = "param['emb.weight']", tag.role = "param"}, %arg3: tensor<16x1x5xf32> {jax.arg_info = "param['depthwise.weight']", tag.role = "param"}, %arg4: tensor<16xf32> {jax.arg_info = "param['depthwise.bias']", tag.role = "param"}, %arg5: tensor<16x16x1xf32> {jax.arg_info = "param['pointwise.weight']", tag.role = "param"}, %arg6: tensor<16xf32> {jax.arg_info = "param['pointwise.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<40x16xf32> {jax.result_info = "grad['emb.weight']"}, tensor<16x1x5xf32> {jax.result_info = "grad['depthwise.weight']"}, tensor<16xf32> {jax.result_info = "grad['depthwise.bias']"}, tensor<16x16x1xf32> {jax.result_info = "grad['pointwise.weight']"}, tensor<16xf32> {jax.result_info = "grad['pointwise.bias']"}) {
    %c = stablehlo.constant dense<39> : tensor<i64>
    %c_0 = stablehlo.constant dense<-40> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x12xi64>
    %c_2 = stablehlo.constant dense<40> : tensor<8x12xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x12xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<96x1xi64>
    %c_5 = stablehlo.constant dense<-100> : tensor<96x1xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<96xi64>
    %c_7 = stablehlo.constant dense<-100> : tensor<96xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<40x16xf32>
    %cst_8 = stablehlo.constant dense<-1.000000e+00> : tensor<96x1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<96x40xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x12xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<8x16x12xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<8x16x12xf32>
    %cst_16 = stablehlo.constant dense<-4.000000e+00> : tensor<8x16x12xf32>
    %cst_17 = stablehlo.constant dense<4.000000e+00> : tensor<8x16x12xf32>
    %cst_18 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x16x12xf32>
    %cst_19 = stablehlo.constant dense<2.77068146E-8> : tensor<8x16x12xf32>
    %cst_20 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x16x12xf32>
    %cst_21 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x16x12xf32>
    %cst_22 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x16x12xf32>
    %cst_23 = stablehlo.constant dense<-2.954600e-03> : tensor<8x16x12xf32>
    %cst_24 = stablehlo.constant dense<-0.0160960332> : tensor<8x16x12xf32>
    %cst_25 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x16x12xf32>
    %cst_26 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x16x12xf32>
    %cst_27 = stablehlo.constant dense<-0.00168282702> : tensor<8x16x12xf32>
    %cst_28 = stablehlo.constant dense<-0.00737332925> : tensor<8x16x12xf32>
    %cst_29 = stablehlo.constant dense<-0.0142647391> : tensor<8x16x12xf32>
    %cst_30 = stablehlo.constant dense<-1.000000e+00> : tensor<8x16x12xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_32 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_33 = arith.constant dense<1> : tensor<1xi64>
    %cst_34 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_35 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_36 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %cst_37 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<40x16xf32>, tensor<8x12xi64>) -> tensor<8x12x16xf32>
    %1 = stablehlo.convert %0 : tensor<8x12x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<8x12x16xf32>) -> tensor<8x16x12xf32>
    %3 = stablehlo.convolution(%2, %arg3) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x12xf32>, tensor<16x1x5xf32>) -> tensor<8x16x12xf32>
    %4 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<16x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<8x16x12xf32>
    %6 = stablehlo.add %3, %5 : tensor<8x16x12xf32>
    %7 = stablehlo.convolution(%6, %arg5) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x12xf32>, tensor<16x16x1xf32>) -> tensor<8x16x12xf32>
    %8 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<16x1xf32>) -> tensor<8x16x12xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x16x12xf32>
    %11 = stablehlo.multiply %10, %cst_15 : tensor<8x16x12xf32>
    %12 = stablehlo.rsqrt %cst_14 : tensor<8x16x12xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x16x12xf32>
    %14 = stablehlo.clamp %cst_16, %13, %cst_17 : tensor<8x16x12xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<8x16x12xf32>
    %16 = stablehlo.multiply %cst_18, %15 : tensor<8x16x12xf32>
    %17 = stablehlo.add %16, %cst_19 : tensor<8x16x12xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x16x12xf32>
    %19 = stablehlo.add %18, %cst_20 : tensor<8x16x12xf32>
    %20 = stablehlo.multiply %19, %15 : tensor<8x16x12xf32>
    %21 = stablehlo.add %20, %cst_21 : tensor<8x16x12xf32>
    %22 = stablehlo.multiply %21, %15 : tensor<8x16x12xf32>
    %23 = stablehlo.add %22, %cst_22 : tensor<8x16x12xf32>
    %24 = stablehlo.multiply %23, %15 : tensor<8x16x12xf32>
    %25 = stablehlo.add %24, %cst_23 : tensor<8x16x12xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<8x16x12xf32>
    %27 = stablehlo.add %26, %cst_24 : tensor<8x16x12xf32>
    %28 = stablehlo.multiply %cst_25, %15 : tensor<8x16x12xf32>
    %29 = stablehlo.add %28, %cst_26 : tensor<8x16x12xf32>
    %30 = stablehlo.multiply %29, %15 : tensor<8x16x12xf32>
    %31 = stablehlo.add %30, %cst_27 : tensor<8x16x12xf32>
    %32 = stablehlo.multiply %31, %15 : tensor<8x16x12xf32>
    %33 = stablehlo.add %32, %cst_28 : tensor<8x16x12xf32>
    %34 = stablehlo.multiply %33, %15 : tensor<8x16x12xf32>
    %35 = stablehlo.add %34, %cst_29 : tensor<8x16x12xf32>
    %36 = stablehlo.multiply %14, %27 : tensor<8x16x12xf32>
    %37 = stablehlo.divide %36, %35 : tensor<8x16x12xf32>
    %38 = stablehlo.clamp %cst_30, %37, %cst_13 : tensor<8x16x12xf32>
    %39 = stablehlo.add %38, %cst_13 : tensor<8x16x12xf32>
    %40 = stablehlo.multiply %39, %11 : tensor<8x16x12xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1] : (tensor<8x16x12xf32>) -> tensor<8x12x16xf32>
    %42 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<40x16xf32>) -> tensor<16x40xf32>
    %43 = stablehlo.reshape %41 : (tensor<8x12x16xf32>) -> tensor<96x16xf32>
    %44 = stablehlo.dot_general %43, %42, contracting_dims = [1] x [0] : (tensor<96x16xf32>, tensor<16x40xf32>) -> tensor<96x40xf32>
    %45 = stablehlo.reshape %44 : (tensor<96x40xf32>) -> tensor<8x12x40xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x12x40xf32>) -> tensor<96x40xf32>
    %47 = stablehlo.reshape %arg1 : (tensor<8x12xi64>) -> tensor<96xi64>
    %48 = stablehlo.reduce(%46 init: %cst_31) applies stablehlo.maximum across dimensions = [1] : (tensor<96x40xf32>, tensor<f32>) -> tensor<96xf32>
    %49 = stablehlo.reshape %48 : (tensor<96xf32>) -> tensor<96x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x40xf32>
    %51 = stablehlo.subtract %46, %50 : tensor<96x40xf32>
    %52 = stablehlo.exponential %51 : tensor<96x40xf32>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<96x40xf32>, tensor<f32>) -> tensor<96xf32>
    %54 = stablehlo.reshape %53 : (tensor<96xf32>) -> tensor<96x1xf32>
    %55 = stablehlo.log %54 : tensor<96x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x40xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<96x40xf32>
    %58 = stablehlo.compare NE, %47, %c_7, SIGNED : (tensor<96xi64>, tensor<96xi64>) -> tensor<96xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<96xi1>) -> tensor<96xi1>
    %60 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<96xi64>) -> tensor<96xi64>
    %61 = stablehlo.select %59, %60, %c_6 : tensor<96xi1>, tensor<96xi64>
    %62 = stablehlo.reshape %61 : (tensor<96xi64>) -> tensor<96x1xi64>
    %63 = stablehlo.iota dim = 0 : tensor<96x1x1xi64>
    %64 = stablehlo.reshape %62 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %65 = stablehlo.concatenate %63, %64, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %66 = "stablehlo.gather"(%57, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<96x40xf32>, tensor<96x1x2xi64>) -> tensor<96x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<96x1xf32>) -> tensor<96xf32>
    %68 = stablehlo.negate %67 : tensor<96xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<96xf32>) -> tensor<96xf32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %71 = stablehlo.select %59, %69, %70 : tensor<96xi1>, tensor<96xf32>
    %72 = stablehlo.convert %58 : (tensor<96xi1>) -> tensor<96xi64>
    %73 = stablehlo.reduce(%72 init: %c_12) applies stablehlo.add across dimensions = [0] : (tensor<96xi64>, tensor<i64>) -> tensor<i64>
    %74 = stablehlo.convert %73 : (tensor<i64>) -> tensor<f32>
    %75 = stablehlo.reduce(%71 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<96xf32>, tensor<f32>) -> tensor<f32>
    %76 = stablehlo.divide %75, %74 : tensor<f32>
    %77 = stablehlo.divide %cst_10, %74 : tensor<f32>
    %78 = stablehlo.reshape %47 : (tensor<96xi64>) -> tensor<96x1xi64>
    %79 = stablehlo.compare NE, %78, %c_5, SIGNED : (tensor<96x1xi64>, tensor<96x1xi64>) -> tensor<96x1xi1>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<96x1xi1>) -> tensor<96x1xi1>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<96x1xi64>) -> tensor<96x1xi64>
    %82 = stablehlo.select %80, %81, %c_4 : tensor<96x1xi1>, tensor<96x1xi64>
    %83 = stablehlo.slice %cst_8 [0:96, 0:1] : (tensor<96x1xf32>) -> tensor<96x1xf32>
    %84 = stablehlo.reshape %82 : (tensor<96x1xi64>) -> tensor<96x1x1xi64>
    %85 = stablehlo.concatenate %63, %84, dim = 2 : (tensor<96x1x1xi64>, tensor<96x1x1xi64>) -> tensor<96x1x2xi64>
    %86 = "stablehlo.scatter"(%cst_9, %85, %83) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      stablehlo.return %arg8 : tensor<f32>
    }) : (tensor<96x40xf32>, tensor<96x1x2xi64>, tensor<96x1xf32>) -> tensor<96x40xf32>
    %87 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %88 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<96x1xf32>
    %89 = stablehlo.select %80, %87, %88 : tensor<96x1xi1>, tensor<96x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x40xf32>
    %91 = stablehlo.multiply %86, %90 : tensor<96x40xf32>
    %92 = stablehlo.exponential %57 : tensor<96x40xf32>
    %93 = stablehlo.reduce(%91 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<96x40xf32>, tensor<f32>) -> tensor<96xf32>
    %94 = stablehlo.reshape %93 : (tensor<96xf32>) -> tensor<96x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<96x1xf32>) -> tensor<96x40xf32>
    %96 = stablehlo.multiply %92, %95 : tensor<96x40xf32>
    %97 = stablehlo.subtract %91, %96 : tensor<96x40xf32>
    %98 = stablehlo.reshape %97 : (tensor<96x40xf32>) -> tensor<8x12x40xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x12x40xf32>) -> tensor<96x40xf32>
    %100 = stablehlo.transpose %99, dims = [1, 0] : (tensor<96x40xf32>) -> tensor<40x96xf32>
    %101 = stablehlo.dot_general %100, %43, contracting_dims = [1] x [0] : (tensor<40x96xf32>, tensor<96x16xf32>) -> tensor<40x16xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<40x16xf32>) -> tensor<16x40xf32>
    %103 = stablehlo.transpose %42, dims = [1, 0] : (tensor<16x40xf32>) -> tensor<40x16xf32>
    %104 = stablehlo.dot_general %99, %103, contracting_dims = [1] x [0] : (tensor<96x40xf32>, tensor<40x16xf32>) -> tensor<96x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<96x16xf32>) -> tensor<8x12x16xf32>
    %106 = stablehlo.transpose %102, dims = [1, 0] : (tensor<16x40xf32>) -> tensor<40x16xf32>
    %107 = stablehlo.transpose %105, dims = [0, 2, 1] : (tensor<8x12x16xf32>) -> tensor<8x16x12xf32>
    %108 = stablehlo.convert %cst_32 : (tensor<1xf64>) -> tensor<1xf32>
    %109 = stablehlo.reshape %108 : (tensor<1xf32>) -> tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<8x16x12xf32>
    %111 = stablehlo.multiply %10, %110 : tensor<8x16x12xf32>
    %112 = stablehlo.clamp %cst_16, %111, %cst_17 : tensor<8x16x12xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<8x16x12xf32>
    %114 = stablehlo.multiply %cst_18, %113 : tensor<8x16x12xf32>
    %115 = stablehlo.add %114, %cst_19 : tensor<8x16x12xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<8x16x12xf32>
    %117 = stablehlo.add %116, %cst_20 : tensor<8x16x12xf32>
    %118 = stablehlo.multiply %117, %113 : tensor<8x16x12xf32>
    %119 = stablehlo.add %118, %cst_21 : tensor<8x16x12xf32>
    %120 = stablehlo.multiply %119, %113 : tensor<8x16x12xf32>
    %121 = stablehlo.add %120, %cst_22 : tensor<8x16x12xf32>
    %122 = stablehlo.multiply %121, %113 : tensor<8x16x12xf32>
    %123 = stablehlo.add %122, %cst_23 : tensor<8x16x12xf32>
    %124 = stablehlo.multiply %123, %113 : tensor<8x16x12xf32>
    %125 = stablehlo.add %124, %cst_24 : tensor<8x16x12xf32>
    %126 = stablehlo.multiply %cst_25, %113 : tensor<8x16x12xf32>
    %127 = stablehlo.add %126, %cst_26 : tensor<8x16x12xf32>
    %128 = stablehlo.multiply %127, %113 : tensor<8x16x12xf32>
    %129 = stablehlo.add %128, %cst_27 : tensor<8x16x12xf32>
    %130 = stablehlo.multiply %129, %113 : tensor<8x16x12xf32>
    %131 = stablehlo.add %130, %cst_28 : tensor<8x16x12xf32>
    %132 = stablehlo.multiply %131, %113 : tensor<8x16x12xf32>
    %133 = stablehlo.add %132, %cst_29 : tensor<8x16x12xf32>
    %134 = stablehlo.multiply %112, %125 : tensor<8x16x12xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8x16x12xf32>
    %136 = stablehlo.clamp %cst_30, %135, %cst_13 : tensor<8x16x12xf32>
    %137 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %138 = stablehlo.reshape %137 : (tensor<1xf32>) -> tensor<f32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<8x16x12xf32>
    %140 = stablehlo.add %136, %139 : tensor<8x16x12xf32>
    %141 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xf32>
    %142 = stablehlo.reshape %141 : (tensor<1xf32>) -> tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<8x16x12xf32>
    %144 = stablehlo.multiply %140, %143 : tensor<8x16x12xf32>
    %145 = stablehlo.multiply %10, %10 : tensor<8x16x12xf32>
    %146 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %147 = stablehlo.reshape %146 : (tensor<1xf32>) -> tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<8x16x12xf32>
    %149 = stablehlo.multiply %145, %148 : tensor<8x16x12xf32>
    %150 = stablehlo.exponential %149 : tensor<8x16x12xf32>
    %151 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %152 = stablehlo.reshape %151 : (tensor<1xf32>) -> tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<8x16x12xf32>
    %154 = stablehlo.multiply %150, %153 : tensor<8x16x12xf32>
    %155 = stablehlo.multiply %10, %154 : tensor<8x16x12xf32>
    %156 = stablehlo.add %144, %155 : tensor<8x16x12xf32>
    %157 = stablehlo.multiply %107, %156 : tensor<8x16x12xf32>
    %158 = stablehlo.transpose %arg5, dims = [2, 1, 0] : (tensor<16x16x1xf32>) -> tensor<1x16x16xf32>
    %159 = stablehlo.reverse %158, dims = [0] : tensor<1x16x16xf32>
    %160 = stablehlo.convolution(%157, %159) dim_numbers = [b, f, 0]x[0, o, i]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x12xf32>, tensor<1x16x16xf32>) -> tensor<8x16x12xf32>
    %161 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<8x16x12xf32>) -> tensor<16x8x12xf32>
    %162 = stablehlo.transpose %157, dims = [1, 0, 2] : (tensor<8x16x12xf32>) -> tensor<16x8x12xf32>
    %163 = stablehlo.convolution(%161, %162) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x12xf32>, tensor<16x8x12xf32>) -> tensor<16x16x1xf32>
    %164 = stablehlo.transpose %163, dims = [1, 0, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x1xf32>
    %165 = stablehlo.reduce(%157 init: %cst_11) applies stablehlo.add across dimensions = [0, 2] : (tensor<8x16x12xf32>, tensor<f32>) -> tensor<16xf32>
    %166 = stablehlo.transpose %arg3, dims = [2, 1, 0] : (tensor<16x1x5xf32>) -> tensor<5x1x16xf32>
    %167 = stablehlo.reverse %166, dims = [0] : tensor<5x1x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<5x1x16xf32>) -> tensor<5x1x16x1xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] : (tensor<5x1x16x1xf32>) -> tensor<5x16x1x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<5x16x1x1xf32>) -> tensor<5x16x1xf32>
    %171 = stablehlo.convolution(%160, %170) dim_numbers = [b, f, 0]x[0, o, i]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x12xf32>, tensor<5x16x1xf32>) -> tensor<8x16x12xf32>
    %172 = stablehlo.convert %cst_37 : (tensor<1xf64>) -> tensor<1xf32>
    %173 = stablehlo.reshape %172 : (tensor<1xf32>) -> tensor<f32>
    %174 = stablehlo.pad %2, %173, low = [0, 0, 2], high = [0, 0, 2], interior = [0, 0, 0] : (tensor<8x16x12xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %175 = stablehlo.reshape %160 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %176 = stablehlo.transpose %175, dims = [1, 2, 0, 3] : (tensor<8x16x1x12xf32>) -> tensor<16x1x8x12xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x1x8x12xf32>) -> tensor<16x1x96xf32>
    %178 = stablehlo.slice %174 [0:8, 0:16, 0:12] : (tensor<8x16x16xf32>) -> tensor<8x16x12xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %180 = stablehlo.transpose %179, dims = [1, 0, 3, 2] : (tensor<8x16x1x12xf32>) -> tensor<16x8x12x1xf32>
    %181 = stablehlo.reshape %180 : (tensor<16x8x12x1xf32>) -> tensor<16x96x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<16x96x1xf32>) -> tensor<16x96x1xf32>
    %183 = stablehlo.dot_general %177, %182, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x96xf32>, tensor<16x96x1xf32>) -> tensor<16x1x1xf32>
    %184 = stablehlo.slice %174 [0:8, 0:16, 1:13] : (tensor<8x16x16xf32>) -> tensor<8x16x12xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %186 = stablehlo.transpose %185, dims = [1, 0, 3, 2] : (tensor<8x16x1x12xf32>) -> tensor<16x8x12x1xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x8x12x1xf32>) -> tensor<16x96x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<16x96x1xf32>) -> tensor<16x96x1xf32>
    %189 = stablehlo.dot_general %177, %188, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x96xf32>, tensor<16x96x1xf32>) -> tensor<16x1x1xf32>
    %190 = stablehlo.slice %174 [0:8, 0:16, 2:14] : (tensor<8x16x16xf32>) -> tensor<8x16x12xf32>
    %191 = stablehlo.reshape %190 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0, 3, 2] : (tensor<8x16x1x12xf32>) -> tensor<16x8x12x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x8x12x1xf32>) -> tensor<16x96x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<16x96x1xf32>) -> tensor<16x96x1xf32>
    %195 = stablehlo.dot_general %177, %194, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x96xf32>, tensor<16x96x1xf32>) -> tensor<16x1x1xf32>
    %196 = stablehlo.slice %174 [0:8, 0:16, 3:15] : (tensor<8x16x16xf32>) -> tensor<8x16x12xf32>
    %197 = stablehlo.reshape %196 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %198 = stablehlo.transpose %197, dims = [1, 0, 3, 2] : (tensor<8x16x1x12xf32>) -> tensor<16x8x12x1xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x8x12x1xf32>) -> tensor<16x96x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<16x96x1xf32>) -> tensor<16x96x1xf32>
    %201 = stablehlo.dot_general %177, %200, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x96xf32>, tensor<16x96x1xf32>) -> tensor<16x1x1xf32>
    %202 = stablehlo.slice %174 [0:8, 0:16, 4:16] : (tensor<8x16x16xf32>) -> tensor<8x16x12xf32>
    %203 = stablehlo.reshape %202 : (tensor<8x16x12xf32>) -> tensor<8x16x1x12xf32>
    %204 = stablehlo.transpose %203, dims = [1, 0, 3, 2] : (tensor<8x16x1x12xf32>) -> tensor<16x8x12x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x8x12x1xf32>) -> tensor<16x96x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<16x96x1xf32>) -> tensor<16x96x1xf32>
    %207 = stablehlo.dot_general %177, %206, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x1x96xf32>, tensor<16x96x1xf32>) -> tensor<16x1x1xf32>
    %208 = stablehlo.reshape %183 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %209 = stablehlo.reshape %189 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %210 = stablehlo.reshape %195 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %211 = stablehlo.reshape %201 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %212 = stablehlo.reshape %207 : (tensor<16x1x1xf32>) -> tensor<16x1x1x1xf32>
    %213 = stablehlo.concatenate %208, %209, %210, %211, %212, dim = 3 : (tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>, tensor<16x1x1x1xf32>) -> tensor<16x1x1x5xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x1x1x5xf32>) -> tensor<16x1x5xf32>
    %215 = stablehlo.reduce(%160 init: %cst_11) applies stablehlo.add across dimensions = [0, 2] : (tensor<8x16x12xf32>, tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.transpose %171, dims = [0, 2, 1] : (tensor<8x16x12xf32>) -> tensor<8x12x16xf32>
    %217 = stablehlo.compare GE, %arg0, %c_3, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %218 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %219 = stablehlo.and %217, %218 : tensor<8x12xi1>
    %220 = stablehlo.compare NE, %arg0, %c_1, SIGNED : (tensor<8x12xi64>, tensor<8x12xi64>) -> tensor<8x12xi1>
    %221 = stablehlo.and %219, %220 : tensor<8x12xi1>
    %222 = stablehlo.reshape %221 : (tensor<8x12xi1>) -> tensor<8x12x1xi1>
    %223 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x12xi64>, tensor<i64>) -> tensor<8x12xi64>
    %224 = stablehlo.not %222 : tensor<8x12x1xi1>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x12x1xi1>) -> tensor<8x12x16xi1>
    %226 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x12x16xf32>
    %227 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x12x16xf32>) -> tensor<8x12x16xf32>
    %228 = stablehlo.select %225, %226, %227 : tensor<8x12x16xi1>, tensor<8x12x16xf32>
    %229 = stablehlo.reshape %223 : (tensor<8x12xi64>) -> tensor<8x12x1xi64>
    %230 = "stablehlo.scatter"(%cst, %229, %228) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %232 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %232 : tensor<f32>
    }) : (tensor<40x16xf32>, tensor<8x12x1xi64>, tensor<8x12x16xf32>) -> tensor<40x16xf32>
    %231 = stablehlo.add %106, %230 : tensor<40x16xf32>
    return %76, %231, %214, %215, %164, %165 : tensor<f32>, tensor<40x16xf32>, tensor<16x1x5xf32>, tensor<16xf32>, tensor<16x16x1xf32>, tensor<16xf32>
  }
}
