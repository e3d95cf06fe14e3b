module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x2x3x5xf32> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['stem.0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['stem.0.bias']", tag.role = "param"}, %arg4: tensor<8x8x1x1xf32> {jax.arg_info = "param['lateral.weight']", tag.role = "param"}, %arg5: tensor<8xf32> {jax.arg_info = "param['lateral.bias']", tag.role = "param"}, %arg6: tensor<2x8x1x1xf32> {jax.arg_info = "param['out.weight']", tag.role = "param"}, %arg7: tensor<2xf32> {jax.arg_info = "param['out.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['stem.0.weight']"}, tensor<8xf32> {jax.result_info = "grad['stem.0.bias']"}, tensor<8x8x1x1xf32> {jax.result_info = "grad['lateral.weight']"}, tensor<8xf32> {jax.result_info = "grad['lateral.bias']"}, tensor<2x8x1x1xf32> {jax.result_info = "grad['out.weight']"}, tensor<2xf32> {jax.result_info = "grad['out.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<8x8x7x7xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_3 = arith.constant dense<0> : tensor<1xi64>
    %cst_4 = arith.constant dense<9> : tensor<1xi64>
    %cst_5 = arith.constant dense<1> : tensor<1xi64>
    %cst_6 = arith.constant dense<7> : tensor<1xi64>
    %cst_7 = arith.constant dense<6> : tensor<1xi64>
    %cst_8 = arith.constant dense<18> : tensor<1xi64>
    %cst_9 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_11 = arith.constant dense<8> : tensor<1xi64>
    %cst_12 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_13 = arith.constant dense<3> : tensor<1xi64>
    %cst_14 = arith.constant dense<5> : tensor<1xi64>
    %cst_15 = arith.constant dense<2> : tensor<1xi64>
    %cst_16 = arith.constant dense<240> : tensor<1xi64>
    %cst_17 = arith.constant dense<0.0083333333333333332> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x7x7xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x7x7xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x8x7x7xf32>
    %4 = stablehlo.maximum %3, %cst_1 : tensor<8x8x7x7xf32>
    %5 = stablehlo.convert %cst_3 : (tensor<1xi64>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.convert %cst_4 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.convert %cst_5 : (tensor<1xi64>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = stablehlo.subtract %8, %6 : tensor<f32>
    %12 = stablehlo.convert %10 : (tensor<f32>) -> tensor<f64>
    %13 = stablehlo.convert %11 : (tensor<f32>) -> tensor<f64>
    %14 = stablehlo.divide %13, %12 : tensor<f64>
    %15 = stablehlo.ceil %14 : tensor<f64>
    %16 = stablehlo.convert %15 : (tensor<f64>) -> tensor<i64>
    %17 = stablehlo.reshape %16 : (tensor<i64>) -> tensor<1xi64>
    %18 = stablehlo.dynamic_iota %17, dim = 0 : (tensor<1xi64>) -> tensor<9xf32>
    %19 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<9xf32>
    %21 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %22 = stablehlo.add %20, %21 : tensor<9xf32>
    %23 = stablehlo.convert %cst_6 : (tensor<1xi64>) -> tensor<1xf32>
    %24 = stablehlo.reshape %23 : (tensor<1xf32>) -> tensor<f32>
    %25 = stablehlo.subtract %24, %6 : tensor<f32>
    %26 = stablehlo.convert %25 : (tensor<f32>) -> tensor<f64>
    %27 = stablehlo.divide %26, %12 : tensor<f64>
    %28 = stablehlo.ceil %27 : tensor<f64>
    %29 = stablehlo.convert %28 : (tensor<f64>) -> tensor<i64>
    %30 = stablehlo.reshape %29 : (tensor<i64>) -> tensor<1xi64>
    %31 = stablehlo.dynamic_iota %30, dim = 0 : (tensor<1xi64>) -> tensor<7xf32>
    %32 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<7xf32>
    %34 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %35 = stablehlo.add %33, %34 : tensor<7xf32>
    %36 = stablehlo.reshape %35 : (tensor<7xf32>) -> tensor<1x7xf32>
    %37 = stablehlo.subtract %22, %19 : tensor<9xf32>
    %38 = stablehlo.convert %cst_7 : (tensor<1xi64>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.clamp %6, %37, %39 : (tensor<f32>, tensor<9xf32>, tensor<f32>) -> tensor<9xf32>
    %41 = stablehlo.reshape %40 : (tensor<9xf32>) -> tensor<9x1xf32>
    %42 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x7xf32>) -> tensor<9x7xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<9x1xf32>) -> tensor<9x7xf32>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<9x7xf32>, tensor<9x7xf32>) -> tensor<9x7xi1>
    %45 = stablehlo.convert %44 : (tensor<9x7xi1>) -> tensor<9x7xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<9x7xf32>) -> tensor<7x9xf32>
    %47 = stablehlo.transpose %4, dims = [0, 1, 3, 2] : (tensor<8x8x7x7xf32>) -> tensor<8x8x7x7xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x8x7x7xf32>) -> tensor<448x7xf32>
    %49 = stablehlo.dot_general %48, %46, contracting_dims = [1] x [0] : (tensor<448x7xf32>, tensor<7x9xf32>) -> tensor<448x9xf32>
    %50 = stablehlo.reshape %49 : (tensor<448x9xf32>) -> tensor<8x8x7x9xf32>
    %51 = stablehlo.transpose %50, dims = [0, 1, 3, 2] : (tensor<8x8x7x9xf32>) -> tensor<8x8x9x7xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x8x9x7xf32>) -> tensor<576x7xf32>
    %53 = stablehlo.dot_general %52, %46, contracting_dims = [1] x [0] : (tensor<576x7xf32>, tensor<7x9xf32>) -> tensor<576x9xf32>
    %54 = stablehlo.reshape %53 : (tensor<576x9xf32>) -> tensor<8x8x9x9xf32>
    %55 = stablehlo.convert %cst_8 : (tensor<1xi64>) -> tensor<1xf32>
    %56 = stablehlo.reshape %55 : (tensor<1xf32>) -> tensor<f32>
    %57 = stablehlo.subtract %56, %6 : tensor<f32>
    %58 = stablehlo.convert %57 : (tensor<f32>) -> tensor<f64>
    %59 = stablehlo.divide %58, %12 : tensor<f64>
    %60 = stablehlo.ceil %59 : tensor<f64>
    %61 = stablehlo.convert %60 : (tensor<f64>) -> tensor<i64>
    %62 = stablehlo.reshape %61 : (tensor<i64>) -> tensor<1xi64>
    %63 = stablehlo.dynamic_iota %62, dim = 0 : (tensor<1xi64>) -> tensor<18xf32>
    %64 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<18xf32>
    %66 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %67 = stablehlo.add %65, %66 : tensor<18xf32>
    %68 = stablehlo.reshape %22 : (tensor<9xf32>) -> tensor<1x9xf32>
    %69 = stablehlo.convert %cst_9 : (tensor<1xf64>) -> tensor<1xf32>
    %70 = stablehlo.reshape %69 : (tensor<1xf32>) -> tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %72 = stablehlo.add %67, %71 : tensor<18xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<18xf32>
    %74 = stablehlo.subtract %73, %71 : tensor<18xf32>
    %75 = stablehlo.convert %cst_10 : (tensor<1xf64>) -> tensor<1xf32>
    %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
    %77 = stablehlo.clamp %76, %74, %cst_2 : (tensor<f32>, tensor<18xf32>, tensor<f32>) -> tensor<18xf32>
    %78 = stablehlo.floor %77 : tensor<18xf32>
    %79 = stablehlo.convert %cst_11 : (tensor<1xi64>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.clamp %6, %78, %80 : (tensor<f32>, tensor<18xf32>, tensor<f32>) -> tensor<18xf32>
    %82 = stablehlo.add %81, %64 : tensor<18xf32>
    %83 = stablehlo.clamp %6, %82, %80 : (tensor<f32>, tensor<18xf32>, tensor<f32>) -> tensor<18xf32>
    %84 = stablehlo.subtract %77, %81 : tensor<18xf32>
    %85 = stablehlo.reshape %81 : (tensor<18xf32>) -> tensor<18x1xf32>
    %86 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x9xf32>) -> tensor<18x9xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x9xf32>
    %88 = stablehlo.compare EQ, %86, %87, FLOAT : (tensor<18x9xf32>, tensor<18x9xf32>) -> tensor<18x9xi1>
    %89 = stablehlo.convert %88 : (tensor<18x9xi1>) -> tensor<18x9xf32>
    %90 = stablehlo.negate %84 : tensor<18xf32>
    %91 = stablehlo.convert %cst_12 : (tensor<1xf64>) -> tensor<1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1xf32>) -> tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %94 = stablehlo.add %90, %93 : tensor<18xf32>
    %95 = stablehlo.reshape %94 : (tensor<18xf32>) -> tensor<18x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x9xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<18x9xf32>
    %98 = stablehlo.reshape %83 : (tensor<18xf32>) -> tensor<18x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x9xf32>
    %100 = stablehlo.compare EQ, %86, %99, FLOAT : (tensor<18x9xf32>, tensor<18x9xf32>) -> tensor<18x9xi1>
    %101 = stablehlo.convert %100 : (tensor<18x9xi1>) -> tensor<18x9xf32>
    %102 = stablehlo.reshape %84 : (tensor<18xf32>) -> tensor<18x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x9xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<18x9xf32>
    %105 = stablehlo.add %97, %104 : tensor<18x9xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<18x9xf32>) -> tensor<9x18xf32>
    %107 = stablehlo.transpose %54, dims = [0, 1, 3, 2] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x9x9xf32>) -> tensor<576x9xf32>
    %109 = stablehlo.dot_general %108, %106, contracting_dims = [1] x [0] : (tensor<576x9xf32>, tensor<9x18xf32>) -> tensor<576x18xf32>
    %110 = stablehlo.reshape %109 : (tensor<576x18xf32>) -> tensor<8x8x9x18xf32>
    %111 = stablehlo.transpose %110, dims = [0, 1, 3, 2] : (tensor<8x8x9x18xf32>) -> tensor<8x8x18x9xf32>
    %112 = stablehlo.reshape %111 : (tensor<8x8x18x9xf32>) -> tensor<1152x9xf32>
    %113 = stablehlo.dot_general %112, %106, contracting_dims = [1] x [0] : (tensor<1152x9xf32>, tensor<9x18xf32>) -> tensor<1152x18xf32>
    %114 = stablehlo.reshape %113 : (tensor<1152x18xf32>) -> tensor<8x8x18x18xf32>
    %115 = stablehlo.convolution(%54, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x9x9xf32>, tensor<8x8x1x1xf32>) -> tensor<8x8x9x9xf32>
    %116 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<8x8x9x9xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x8x9x9xf32>
    %119 = stablehlo.multiply %67, %71 : tensor<18xf32>
    %120 = stablehlo.floor %119 : tensor<18xf32>
    %121 = stablehlo.clamp %6, %120, %80 : (tensor<f32>, tensor<18xf32>, tensor<f32>) -> tensor<18xf32>
    %122 = stablehlo.reshape %121 : (tensor<18xf32>) -> tensor<18x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<18x1xf32>) -> tensor<18x9xf32>
    %124 = stablehlo.compare EQ, %86, %123, FLOAT : (tensor<18x9xf32>, tensor<18x9xf32>) -> tensor<18x9xi1>
    %125 = stablehlo.convert %124 : (tensor<18x9xi1>) -> tensor<18x9xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] : (tensor<18x9xf32>) -> tensor<9x18xf32>
    %127 = stablehlo.transpose %118, dims = [0, 1, 3, 2] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x8x9x9xf32>) -> tensor<576x9xf32>
    %129 = stablehlo.dot_general %128, %126, contracting_dims = [1] x [0] : (tensor<576x9xf32>, tensor<9x18xf32>) -> tensor<576x18xf32>
    %130 = stablehlo.reshape %129 : (tensor<576x18xf32>) -> tensor<8x8x9x18xf32>
    %131 = stablehlo.transpose %130, dims = [0, 1, 3, 2] : (tensor<8x8x9x18xf32>) -> tensor<8x8x18x9xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x18x9xf32>) -> tensor<1152x9xf32>
    %133 = stablehlo.dot_general %132, %126, contracting_dims = [1] x [0] : (tensor<1152x9xf32>, tensor<9x18xf32>) -> tensor<1152x18xf32>
    %134 = stablehlo.reshape %133 : (tensor<1152x18xf32>) -> tensor<8x8x18x18xf32>
    %135 = stablehlo.add %114, %134 : tensor<8x8x18x18xf32>
    %136 = stablehlo.convert %cst_13 : (tensor<1xi64>) -> tensor<1xf32>
    %137 = stablehlo.reshape %136 : (tensor<1xf32>) -> tensor<f32>
    %138 = stablehlo.subtract %137, %6 : tensor<f32>
    %139 = stablehlo.convert %138 : (tensor<f32>) -> tensor<f64>
    %140 = stablehlo.divide %139, %12 : tensor<f64>
    %141 = stablehlo.ceil %140 : tensor<f64>
    %142 = stablehlo.convert %141 : (tensor<f64>) -> tensor<i64>
    %143 = stablehlo.reshape %142 : (tensor<i64>) -> tensor<1xi64>
    %144 = stablehlo.dynamic_iota %143, dim = 0 : (tensor<1xi64>) -> tensor<3xf32>
    %145 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<3xf32>
    %147 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %148 = stablehlo.add %146, %147 : tensor<3xf32>
    %149 = stablehlo.reshape %67 : (tensor<18xf32>) -> tensor<1x18xf32>
    %150 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<3xf32>
    %152 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %153 = stablehlo.divide %151, %152 : tensor<3xf32>
    %154 = stablehlo.floor %153 : tensor<3xf32>
    %155 = stablehlo.add %148, %145 : tensor<3xf32>
    %156 = stablehlo.multiply %155, %150 : tensor<3xf32>
    %157 = stablehlo.divide %156, %152 : tensor<3xf32>
    %158 = stablehlo.ceil %157 : tensor<3xf32>
    %159 = stablehlo.reshape %154 : (tensor<3xf32>) -> tensor<3x1xf32>
    %160 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<1x18xf32>) -> tensor<3x18xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x18xf32>
    %162 = stablehlo.compare GE, %160, %161, FLOAT : (tensor<3x18xf32>, tensor<3x18xf32>) -> tensor<3x18xi1>
    %163 = stablehlo.reshape %158 : (tensor<3xf32>) -> tensor<3x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x18xf32>
    %165 = stablehlo.compare LT, %160, %164, FLOAT : (tensor<3x18xf32>, tensor<3x18xf32>) -> tensor<3x18xi1>
    %166 = stablehlo.and %162, %165 : tensor<3x18xi1>
    %167 = stablehlo.convert %166 : (tensor<3x18xi1>) -> tensor<3x18xf32>
    %168 = stablehlo.subtract %158, %154 : tensor<3xf32>
    %169 = stablehlo.reshape %168 : (tensor<3xf32>) -> tensor<3x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x18xf32>
    %171 = stablehlo.divide %167, %170 : tensor<3x18xf32>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<3x18xf32>) -> tensor<18x3xf32>
    %173 = stablehlo.transpose %135, dims = [0, 1, 3, 2] : (tensor<8x8x18x18xf32>) -> tensor<8x8x18x18xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x8x18x18xf32>) -> tensor<1152x18xf32>
    %175 = stablehlo.dot_general %174, %172, contracting_dims = [1] x [0] : (tensor<1152x18xf32>, tensor<18x3xf32>) -> tensor<1152x3xf32>
    %176 = stablehlo.reshape %175 : (tensor<1152x3xf32>) -> tensor<8x8x18x3xf32>
    %177 = stablehlo.transpose %176, dims = [0, 1, 3, 2] : (tensor<8x8x18x3xf32>) -> tensor<8x8x3x18xf32>
    %178 = stablehlo.convert %cst_14 : (tensor<1xi64>) -> tensor<1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1xf32>) -> tensor<f32>
    %180 = stablehlo.subtract %179, %6 : tensor<f32>
    %181 = stablehlo.convert %180 : (tensor<f32>) -> tensor<f64>
    %182 = stablehlo.divide %181, %12 : tensor<f64>
    %183 = stablehlo.ceil %182 : tensor<f64>
    %184 = stablehlo.convert %183 : (tensor<f64>) -> tensor<i64>
    %185 = stablehlo.reshape %184 : (tensor<i64>) -> tensor<1xi64>
    %186 = stablehlo.dynamic_iota %185, dim = 0 : (tensor<1xi64>) -> tensor<5xf32>
    %187 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<5xf32>
    %189 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %190 = stablehlo.add %188, %189 : tensor<5xf32>
    %191 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<5xf32>
    %193 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %194 = stablehlo.divide %192, %193 : tensor<5xf32>
    %195 = stablehlo.floor %194 : tensor<5xf32>
    %196 = stablehlo.add %190, %187 : tensor<5xf32>
    %197 = stablehlo.multiply %196, %191 : tensor<5xf32>
    %198 = stablehlo.divide %197, %193 : tensor<5xf32>
    %199 = stablehlo.ceil %198 : tensor<5xf32>
    %200 = stablehlo.reshape %195 : (tensor<5xf32>) -> tensor<5x1xf32>
    %201 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<1x18xf32>) -> tensor<5x18xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x18xf32>
    %203 = stablehlo.compare GE, %201, %202, FLOAT : (tensor<5x18xf32>, tensor<5x18xf32>) -> tensor<5x18xi1>
    %204 = stablehlo.reshape %199 : (tensor<5xf32>) -> tensor<5x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x18xf32>
    %206 = stablehlo.compare LT, %201, %205, FLOAT : (tensor<5x18xf32>, tensor<5x18xf32>) -> tensor<5x18xi1>
    %207 = stablehlo.and %203, %206 : tensor<5x18xi1>
    %208 = stablehlo.convert %207 : (tensor<5x18xi1>) -> tensor<5x18xf32>
    %209 = stablehlo.subtract %199, %195 : tensor<5xf32>
    %210 = stablehlo.reshape %209 : (tensor<5xf32>) -> tensor<5x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x18xf32>
    %212 = stablehlo.divide %208, %211 : tensor<5x18xf32>
    %213 = stablehlo.transpose %212, dims = [1, 0] : (tensor<5x18xf32>) -> tensor<18x5xf32>
    %214 = stablehlo.reshape %177 : (tensor<8x8x3x18xf32>) -> tensor<192x18xf32>
    %215 = stablehlo.dot_general %214, %213, contracting_dims = [1] x [0] : (tensor<192x18xf32>, tensor<18x5xf32>) -> tensor<192x5xf32>
    %216 = stablehlo.reshape %215 : (tensor<192x5xf32>) -> tensor<8x8x3x5xf32>
    %217 = stablehlo.convolution(%216, %arg6) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x3x5xf32>, tensor<2x8x1x1xf32>) -> tensor<8x2x3x5xf32>
    %218 = stablehlo.reshape %arg7 : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1, 2, 3] : (tensor<2x1x1xf32>) -> tensor<8x2x3x5xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x2x3x5xf32>
    %221 = stablehlo.subtract %220, %arg1 : tensor<8x2x3x5xf32>
    %222 = stablehlo.convert %cst_15 : (tensor<1xi64>) -> tensor<1xf32>
    %223 = stablehlo.reshape %222 : (tensor<1xf32>) -> tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<8x2x3x5xf32>
    %225 = stablehlo.power %221, %224 : tensor<8x2x3x5xf32>
    %226 = stablehlo.reduce(%225 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x3x5xf32>, tensor<f32>) -> tensor<f32>
    %227 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %228 = stablehlo.reshape %227 : (tensor<1xf32>) -> tensor<f32>
    %229 = stablehlo.divide %226, %228 : tensor<f32>
    %230 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %231 = stablehlo.reshape %230 : (tensor<1xf32>) -> tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<8x2x3x5xf32>
    %233 = stablehlo.multiply %221, %232 : tensor<8x2x3x5xf32>
    %234 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x2x3x5xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<8x2x3x5xf32>
    %236 = stablehlo.transpose %arg6, dims = [2, 3, 1, 0] : (tensor<2x8x1x1xf32>) -> tensor<1x1x8x2xf32>
    %237 = stablehlo.reverse %236, dims = [0, 1] : tensor<1x1x8x2xf32>
    %238 = stablehlo.convolution(%235, %237) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x2x3x5xf32>, tensor<1x1x8x2xf32>) -> tensor<8x8x3x5xf32>
    %239 = stablehlo.transpose %216, dims = [1, 0, 2, 3] : (tensor<8x8x3x5xf32>) -> tensor<8x8x3x5xf32>
    %240 = stablehlo.transpose %235, dims = [1, 0, 2, 3] : (tensor<8x2x3x5xf32>) -> tensor<2x8x3x5xf32>
    %241 = stablehlo.convolution(%239, %240) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x3x5xf32>, tensor<2x8x3x5xf32>) -> tensor<8x2x1x1xf32>
    %242 = stablehlo.transpose %241, dims = [1, 0, 2, 3] : (tensor<8x2x1x1xf32>) -> tensor<2x8x1x1xf32>
    %243 = stablehlo.reduce(%235 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x2x3x5xf32>, tensor<f32>) -> tensor<2xf32>
    %244 = stablehlo.transpose %238, dims = [0, 1, 3, 2] : (tensor<8x8x3x5xf32>) -> tensor<8x8x5x3xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x8x5x3xf32>) -> tensor<320x3xf32>
    %246 = stablehlo.dot_general %245, %171, contracting_dims = [1] x [0] : (tensor<320x3xf32>, tensor<3x18xf32>) -> tensor<320x18xf32>
    %247 = stablehlo.reshape %246 : (tensor<320x18xf32>) -> tensor<8x8x5x18xf32>
    %248 = stablehlo.transpose %247, dims = [0, 1, 3, 2] : (tensor<8x8x5x18xf32>) -> tensor<8x8x18x5xf32>
    %249 = stablehlo.reshape %248 : (tensor<8x8x18x5xf32>) -> tensor<1152x5xf32>
    %250 = stablehlo.dot_general %249, %212, contracting_dims = [1] x [0] : (tensor<1152x5xf32>, tensor<5x18xf32>) -> tensor<1152x18xf32>
    %251 = stablehlo.reshape %250 : (tensor<1152x18xf32>) -> tensor<8x8x18x18xf32>
    %252 = stablehlo.transpose %251, dims = [0, 1, 3, 2] : (tensor<8x8x18x18xf32>) -> tensor<8x8x18x18xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x8x18x18xf32>) -> tensor<1152x18xf32>
    %254 = stablehlo.dot_general %253, %125, contracting_dims = [1] x [0] : (tensor<1152x18xf32>, tensor<18x9xf32>) -> tensor<1152x9xf32>
    %255 = stablehlo.reshape %254 : (tensor<1152x9xf32>) -> tensor<8x8x18x9xf32>
    %256 = stablehlo.transpose %255, dims = [0, 1, 3, 2] : (tensor<8x8x18x9xf32>) -> tensor<8x8x9x18xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x9x18xf32>) -> tensor<576x18xf32>
    %258 = stablehlo.dot_general %257, %125, contracting_dims = [1] x [0] : (tensor<576x18xf32>, tensor<18x9xf32>) -> tensor<576x9xf32>
    %259 = stablehlo.reshape %258 : (tensor<576x9xf32>) -> tensor<8x8x9x9xf32>
    %260 = stablehlo.transpose %arg4, dims = [2, 3, 1, 0] : (tensor<8x8x1x1xf32>) -> tensor<1x1x8x8xf32>
    %261 = stablehlo.reverse %260, dims = [0, 1] : tensor<1x1x8x8xf32>
    %262 = stablehlo.convolution(%259, %261) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x9x9xf32>, tensor<1x1x8x8xf32>) -> tensor<8x8x9x9xf32>
    %263 = stablehlo.transpose %54, dims = [1, 0, 2, 3] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %264 = stablehlo.transpose %259, dims = [1, 0, 2, 3] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %265 = stablehlo.convolution(%263, %264) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x9x9xf32>, tensor<8x8x9x9xf32>) -> tensor<8x8x1x1xf32>
    %266 = stablehlo.transpose %265, dims = [1, 0, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %267 = stablehlo.reduce(%259 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x9x9xf32>, tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.dot_general %253, %105, contracting_dims = [1] x [0] : (tensor<1152x18xf32>, tensor<18x9xf32>) -> tensor<1152x9xf32>
    %269 = stablehlo.reshape %268 : (tensor<1152x9xf32>) -> tensor<8x8x18x9xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2] : (tensor<8x8x18x9xf32>) -> tensor<8x8x9x18xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x8x9x18xf32>) -> tensor<576x18xf32>
    %272 = stablehlo.dot_general %271, %105, contracting_dims = [1] x [0] : (tensor<576x18xf32>, tensor<18x9xf32>) -> tensor<576x9xf32>
    %273 = stablehlo.reshape %272 : (tensor<576x9xf32>) -> tensor<8x8x9x9xf32>
    %274 = stablehlo.add %262, %273 : tensor<8x8x9x9xf32>
    %275 = stablehlo.transpose %274, dims = [0, 1, 3, 2] : (tensor<8x8x9x9xf32>) -> tensor<8x8x9x9xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x8x9x9xf32>) -> tensor<576x9xf32>
    %277 = stablehlo.dot_general %276, %45, contracting_dims = [1] x [0] : (tensor<576x9xf32>, tensor<9x7xf32>) -> tensor<576x7xf32>
    %278 = stablehlo.reshape %277 : (tensor<576x7xf32>) -> tensor<8x8x9x7xf32>
    %279 = stablehlo.transpose %278, dims = [0, 1, 3, 2] : (tensor<8x8x9x7xf32>) -> tensor<8x8x7x9xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x8x7x9xf32>) -> tensor<448x9xf32>
    %281 = stablehlo.dot_general %280, %45, contracting_dims = [1] x [0] : (tensor<448x9xf32>, tensor<9x7xf32>) -> tensor<448x7xf32>
    %282 = stablehlo.reshape %281 : (tensor<448x7xf32>) -> tensor<8x8x7x7xf32>
    %283 = stablehlo.convert %c : (tensor<i64>) -> tensor<f32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<8x8x7x7xf32>
    %285 = stablehlo.compare LE, %4, %284, FLOAT : (tensor<8x8x7x7xf32>, tensor<8x8x7x7xf32>) -> tensor<8x8x7x7xi1>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<8x8x7x7xi1>) -> tensor<8x8x7x7xi1>
    %287 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x7x7xf32>
    %288 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<8x8x7x7xf32>) -> tensor<8x8x7x7xf32>
    %289 = stablehlo.select %286, %287, %288 : tensor<8x8x7x7xi1>, tensor<8x8x7x7xf32>
    %290 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %291 = stablehlo.transpose %289, dims = [1, 0, 2, 3] : (tensor<8x8x7x7xf32>) -> tensor<8x8x7x7xf32>
    %292 = stablehlo.convolution(%290, %291) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x7x7xf32>) -> tensor<3x8x4x4xf32>
    %293 = stablehlo.transpose %292, dims = [1, 0, 2, 3] : (tensor<3x8x4x4xf32>) -> tensor<8x3x4x4xf32>
    %294 = stablehlo.slice %293 [0:8, 0:3, 0:3, 0:4] : (tensor<8x3x4x4xf32>) -> tensor<8x3x3x4xf32>
    %295 = stablehlo.slice %294 [0:8, 0:3, 0:3, 0:3] : (tensor<8x3x3x4xf32>) -> tensor<8x3x3x3xf32>
    %296 = stablehlo.reduce(%289 init: %cst) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x7x7xf32>, tensor<f32>) -> tensor<8xf32>
    return %229, %295, %296, %266, %267, %242, %243 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<2x8x1x1xf32>, tensor<2xf32>
  }
}
