module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input['pixel_values']", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "input['labels']", tag.role = "batch"}, %arg2: tensor<1x1x32xf32> {jax.arg_info = "param['vit.embeddings.cls_token']", tag.role = "param"}, %arg3: tensor<1x17x32xf32> {jax.arg_info = "param['vit.embeddings.position_embeddings']", tag.role = "param"}, %arg4: tensor<32x3x4x4xf32> {jax.arg_info = "param['vit.embeddings.patch_embeddings.projection.weight']", tag.role = "param"}, %arg5: tensor<32xf32> {jax.arg_info = "param['vit.embeddings.patch_embeddings.projection.bias']", tag.role = "param"}, %arg6: tensor<32x32xf32> {jax.arg_info = "param['vit.layers.0.attention.q_proj.weight']", tag.role = "param"}, %arg7: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.attention.q_proj.bias']", tag.role = "param"}, %arg8: tensor<32x32xf32> {jax.arg_info = "param['vit.layers.0.attention.k_proj.weight']", tag.role = "param"}, %arg9: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.attention.k_proj.bias']", tag.role = "param"}, %arg10: tensor<32x32xf32> {jax.arg_info = "param['vit.layers.0.attention.v_proj.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.attention.v_proj.bias']", tag.role = "param"}, %arg12: tensor<32x32xf32> {jax.arg_info = "param['vit.layers.0.attention.o_proj.weight']", tag.role = "param"}, %arg13: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.attention.o_proj.bias']", tag.role = "param"}, %arg14: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.layernorm_before.weight']", tag.role = "param"}, %arg15: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.layernorm_before.bias']", tag.role = "param"}, %arg16: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.layernorm_after.weight']", tag.role = "param"}, %arg17: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.layernorm_after.bias']", tag.role = "param"}, %arg18: tensor<64x32xf32> {jax.arg_info = "param['vit.layers.0.mlp.fc1.weight']", tag.role = "param"}, %arg19: tensor<64xf32> {jax.arg_info = "param['vit.layers.0.mlp.fc1.bias']", tag.role = "param"}, %arg20: tensor<32x64xf32> {jax.arg_info = "param['vit.layers.0.mlp.fc2.weight']", tag.role = "param"}, %arg21: tensor<32xf32> {jax.arg_info = "param['vit.layers.0.mlp.fc2.bias']", tag.role = "param"}, %arg22: tensor<32xf32> {jax.arg_info = "param['vit.layernorm.weight']", tag.role = "param"}, %arg23: tensor<32xf32> {jax.arg_info = "param['vit.layernorm.bias']", tag.role = "param"}, %arg24: tensor<5x32xf32> {jax.arg_info = "param['classifier.weight']", tag.role = "param"}, %arg25: tensor<5xf32> {jax.arg_info = "param['classifier.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<1x1x32xf32> {jax.result_info = "grad['vit.embeddings.cls_token']"}, tensor<1x17x32xf32> {jax.result_info = "grad['vit.embeddings.position_embeddings']"}, tensor<32x3x4x4xf32> {jax.result_info = "grad['vit.embeddings.patch_embeddings.projection.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.embeddings.patch_embeddings.projection.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['vit.layers.0.attention.q_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.attention.q_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['vit.layers.0.attention.k_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.attention.k_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['vit.layers.0.attention.v_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.attention.v_proj.bias']"}, tensor<32x32xf32> {jax.result_info = "grad['vit.layers.0.attention.o_proj.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.attention.o_proj.bias']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.layernorm_before.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.layernorm_before.bias']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.layernorm_after.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.layernorm_after.bias']"}, tensor<64x32xf32> {jax.result_info = "grad['vit.layers.0.mlp.fc1.weight']"}, tensor<64xf32> {jax.result_info = "grad['vit.layers.0.mlp.fc1.bias']"}, tensor<32x64xf32> {jax.result_info = "grad['vit.layers.0.mlp.fc2.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layers.0.mlp.fc2.bias']"}, tensor<32xf32> {jax.result_info = "grad['vit.layernorm.weight']"}, tensor<32xf32> {jax.result_info = "grad['vit.layernorm.bias']"}, tensor<5x32xf32> {jax.result_info = "grad['classifier.weight']"}, tensor<5xf32> {jax.result_info = "grad['classifier.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<1x17x1xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_2 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_3 = stablehlo.constant dense<-100> : tensor<8xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<1x1x17x1xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<17xi64>
    %c_6 = stablehlo.constant dense<1> : tensor<17xi64>
    %c_7 = stablehlo.constant dense<17> : tensor<i64>
    %c_8 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<8x17x32xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<8x5xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %c_12 = stablehlo.constant dense<0> : tensor<i64>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<8x17x64xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<8x17x64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<8x17x64xf32>
    %cst_20 = stablehlo.constant dense<-4.000000e+00> : tensor<8x17x64xf32>
    %cst_21 = stablehlo.constant dense<4.000000e+00> : tensor<8x17x64xf32>
    %cst_22 = stablehlo.constant dense<-2.72614237E-10> : tensor<8x17x64xf32>
    %cst_23 = stablehlo.constant dense<2.77068146E-8> : tensor<8x17x64xf32>
    %cst_24 = stablehlo.constant dense<-2.10102394E-6> : tensor<8x17x64xf32>
    %cst_25 = stablehlo.constant dense<-5.69250624E-5> : tensor<8x17x64xf32>
    %cst_26 = stablehlo.constant dense<-7.34990637E-4> : tensor<8x17x64xf32>
    %cst_27 = stablehlo.constant dense<-2.954600e-03> : tensor<8x17x64xf32>
    %cst_28 = stablehlo.constant dense<-0.0160960332> : tensor<8x17x64xf32>
    %cst_29 = stablehlo.constant dense<-1.45660715E-5> : tensor<8x17x64xf32>
    %cst_30 = stablehlo.constant dense<-2.13374049E-4> : tensor<8x17x64xf32>
    %cst_31 = stablehlo.constant dense<-0.00168282702> : tensor<8x17x64xf32>
    %cst_32 = stablehlo.constant dense<-0.00737332925> : tensor<8x17x64xf32>
    %cst_33 = stablehlo.constant dense<-0.0142647391> : tensor<8x17x64xf32>
    %cst_34 = stablehlo.constant dense<-1.000000e+00> : tensor<8x17x64xf32>
    %cst_35 = arith.constant dense<1> : tensor<1xi64>
    %cst_36 = arith.constant dense<32> : tensor<1xi64>
    %cst_37 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_38 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_39 = arith.constant dense<0.70710678118654757> : tensor<1xf64>
    %cst_40 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_41 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_42 = arith.constant dense<0.3989422804014327> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg4) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<32x3x4x4xf32>) -> tensor<8x32x4x4xf32>
    %1 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x4x4xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x32x4x4xf32>) -> tensor<8x32x16xf32>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1] : (tensor<8x32x16xf32>) -> tensor<8x16x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 1 : (tensor<8x1x32xf32>, tensor<8x16x32xf32>) -> tensor<8x17x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x17x32xf32>) -> tensor<8x17x32xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x17x32xf32>
    %10 = stablehlo.convert %c_8 : (tensor<i64>) -> tensor<f64>
    %11 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %12 = stablehlo.divide %11, %10 : tensor<f64>
    %13 = stablehlo.ceil %12 : tensor<f64>
    %14 = stablehlo.convert %13 : (tensor<f64>) -> tensor<i64>
    %15 = stablehlo.reshape %14 : (tensor<i64>) -> tensor<1xi64>
    %16 = stablehlo.dynamic_iota %15, dim = 0 : (tensor<1xi64>) -> tensor<17xi64>
    %17 = stablehlo.multiply %16, %c_6 : tensor<17xi64>
    %18 = stablehlo.add %17, %c_5 : tensor<17xi64>
    %19 = stablehlo.add %18, %c_5 : tensor<17xi64>
    %20 = stablehlo.reshape %19 : (tensor<17xi64>) -> tensor<1x17xi64>
    %21 = stablehlo.reshape %20 : (tensor<1x17xi64>) -> tensor<1x1x17xi64>
    %22 = stablehlo.reshape %21 : (tensor<1x1x17xi64>) -> tensor<1x1x17x1xi64>
    %23 = stablehlo.compare GE, %22, %c_4, SIGNED : (tensor<1x1x17x1xi64>, tensor<1x1x17x1xi64>) -> tensor<1x1x17x1xi1>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x17x1xi1>) -> tensor<8x1x17x17xi1>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<8x1x17x17xi1>) -> tensor<8x1x17x17xi1>
    %26 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x17x17xf32>
    %27 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x17x17xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<8x1x17x17xi1>, tensor<8x1x17x17xf32>
    %29 = stablehlo.convert %9 : (tensor<8x17x32xf32>) -> tensor<8x17x32xf64>
    %30 = stablehlo.reduce(%29 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %31 = stablehlo.reshape %30 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %32 = stablehlo.convert %cst_36 : (tensor<1xi64>) -> tensor<1xf64>
    %33 = stablehlo.reshape %32 : (tensor<1xf64>) -> tensor<f64>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f64>) -> tensor<8x17x1xf64>
    %35 = stablehlo.divide %31, %34 : tensor<8x17x1xf64>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x17x1xf64>) -> tensor<8x17x32xf64>
    %37 = stablehlo.subtract %29, %36 : tensor<8x17x32xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<8x17x32xf64>
    %39 = stablehlo.reduce(%38 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %40 = stablehlo.reshape %39 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %41 = stablehlo.divide %40, %34 : tensor<8x17x1xf64>
    %42 = stablehlo.convert %41 : (tensor<8x17x1xf64>) -> tensor<8x17x1xf32>
    %43 = stablehlo.reduce(%9 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %45 = stablehlo.convert %cst_36 : (tensor<1xi64>) -> tensor<1xf32>
    %46 = stablehlo.reshape %45 : (tensor<1xf32>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %48 = stablehlo.divide %44, %47 : tensor<8x17x1xf32>
    %49 = stablehlo.convert %cst_37 : (tensor<1xf64>) -> tensor<1xf32>
    %50 = stablehlo.reshape %49 : (tensor<1xf32>) -> tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %52 = stablehlo.add %42, %51 : tensor<8x17x1xf32>
    %53 = stablehlo.rsqrt %52 : tensor<8x17x1xf32>
    %54 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %55 = stablehlo.subtract %9, %54 : tensor<8x17x32xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8x17x32xf32>
    %58 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<8x17x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %61 = stablehlo.add %59, %60 : tensor<8x17x32xf32>
    %62 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %63 = stablehlo.reshape %61 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %64 = stablehlo.dot_general %63, %62, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %65 = stablehlo.convert %cst_35 : (tensor<1xi64>) -> tensor<1xf32>
    %66 = stablehlo.reshape %65 : (tensor<1xf32>) -> tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<136x32xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<136x32xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %70 = stablehlo.multiply %arg7, %69 : tensor<32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<32xf32>) -> tensor<136x32xf32>
    %72 = stablehlo.add %68, %71 : tensor<136x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<8x17x32xf32>) -> tensor<8x17x2x16xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] : (tensor<8x17x2x16xf32>) -> tensor<8x2x17x16xf32>
    %76 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %63, %76, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %78 = stablehlo.multiply %77, %67 : tensor<136x32xf32>
    %79 = stablehlo.multiply %arg9, %69 : tensor<32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<32xf32>) -> tensor<136x32xf32>
    %81 = stablehlo.add %78, %80 : tensor<136x32xf32>
    %82 = stablehlo.reshape %81 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x17x32xf32>) -> tensor<8x17x2x16xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<8x17x2x16xf32>) -> tensor<8x2x17x16xf32>
    %85 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %63, %85, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %87 = stablehlo.multiply %86, %67 : tensor<136x32xf32>
    %88 = stablehlo.multiply %arg11, %69 : tensor<32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [1] : (tensor<32xf32>) -> tensor<136x32xf32>
    %90 = stablehlo.add %87, %89 : tensor<136x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x17x32xf32>) -> tensor<8x17x2x16xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] : (tensor<8x17x2x16xf32>) -> tensor<8x2x17x16xf32>
    %94 = stablehlo.transpose %84, dims = [0, 1, 3, 2] : (tensor<8x2x17x16xf32>) -> tensor<8x2x16x17xf32>
    %95 = stablehlo.reshape %75 : (tensor<8x2x17x16xf32>) -> tensor<16x17x16xf32>
    %96 = stablehlo.reshape %94 : (tensor<8x2x16x17xf32>) -> tensor<16x16x17xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<16x16x17xf32>) -> tensor<16x16x17xf32>
    %98 = stablehlo.dot_general %95, %97, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x17x16xf32>, tensor<16x16x17xf32>) -> tensor<16x17x17xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %100 = stablehlo.convert %cst_38 : (tensor<1xf64>) -> tensor<1xf32>
    %101 = stablehlo.reshape %100 : (tensor<1xf32>) -> tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<8x2x17x17xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<8x2x17x17xf32>
    %104 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<8x1x17x17xf32>) -> tensor<8x2x17x17xf32>
    %105 = stablehlo.add %103, %104 : tensor<8x2x17x17xf32>
    %106 = stablehlo.reduce(%105 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x17x17xf32>, tensor<f32>) -> tensor<8x2x17xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x2x17xf32>) -> tensor<8x2x17x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<8x2x17x1xf32>) -> tensor<8x2x17x17xf32>
    %109 = stablehlo.subtract %105, %108 : tensor<8x2x17x17xf32>
    %110 = stablehlo.exponential %109 : tensor<8x2x17x17xf32>
    %111 = stablehlo.reduce(%110 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x2x17x17xf32>, tensor<f32>) -> tensor<8x2x17xf32>
    %112 = stablehlo.reshape %111 : (tensor<8x2x17xf32>) -> tensor<8x2x17x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x2x17x1xf32>) -> tensor<8x2x17x17xf32>
    %114 = stablehlo.divide %110, %113 : tensor<8x2x17x17xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %116 = stablehlo.reshape %93 : (tensor<8x2x17x16xf32>) -> tensor<16x17x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %118 = stablehlo.dot_general %115, %117, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x17x17xf32>, tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x17x16xf32>) -> tensor<8x2x17x16xf32>
    %120 = stablehlo.transpose %119, dims = [0, 2, 1, 3] : (tensor<8x2x17x16xf32>) -> tensor<8x17x2x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x17x2x16xf32>) -> tensor<8x17x32xf32>
    %122 = stablehlo.transpose %arg12, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.reshape %121 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %124 = stablehlo.dot_general %123, %122, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %125 = stablehlo.multiply %124, %67 : tensor<136x32xf32>
    %126 = stablehlo.multiply %arg13, %69 : tensor<32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<32xf32>) -> tensor<136x32xf32>
    %128 = stablehlo.add %125, %127 : tensor<136x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %130 = stablehlo.add %129, %9 : tensor<8x17x32xf32>
    %131 = stablehlo.convert %130 : (tensor<8x17x32xf32>) -> tensor<8x17x32xf64>
    %132 = stablehlo.reduce(%131 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %133 = stablehlo.reshape %132 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %134 = stablehlo.divide %133, %34 : tensor<8x17x1xf64>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x17x1xf64>) -> tensor<8x17x32xf64>
    %136 = stablehlo.subtract %131, %135 : tensor<8x17x32xf64>
    %137 = stablehlo.multiply %136, %136 : tensor<8x17x32xf64>
    %138 = stablehlo.reduce(%137 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %139 = stablehlo.reshape %138 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %140 = stablehlo.divide %139, %34 : tensor<8x17x1xf64>
    %141 = stablehlo.convert %140 : (tensor<8x17x1xf64>) -> tensor<8x17x1xf32>
    %142 = stablehlo.reduce(%130 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %144 = stablehlo.divide %143, %47 : tensor<8x17x1xf32>
    %145 = stablehlo.add %141, %51 : tensor<8x17x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<8x17x1xf32>
    %147 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %148 = stablehlo.subtract %130, %147 : tensor<8x17x32xf32>
    %149 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<8x17x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<8x17x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %154 = stablehlo.add %152, %153 : tensor<8x17x32xf32>
    %155 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %156 = stablehlo.reshape %154 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %157 = stablehlo.dot_general %156, %155, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x64xf32>) -> tensor<136x64xf32>
    %158 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<136x64xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<136x64xf32>
    %160 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %161 = stablehlo.multiply %arg19, %160 : tensor<64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1] : (tensor<64xf32>) -> tensor<136x64xf32>
    %163 = stablehlo.add %159, %162 : tensor<136x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<136x64xf32>) -> tensor<8x17x64xf32>
    %165 = stablehlo.multiply %164, %cst_19 : tensor<8x17x64xf32>
    %166 = stablehlo.rsqrt %cst_18 : tensor<8x17x64xf32>
    %167 = stablehlo.multiply %164, %166 : tensor<8x17x64xf32>
    %168 = stablehlo.clamp %cst_20, %167, %cst_21 : tensor<8x17x64xf32>
    %169 = stablehlo.multiply %168, %168 : tensor<8x17x64xf32>
    %170 = stablehlo.multiply %cst_22, %169 : tensor<8x17x64xf32>
    %171 = stablehlo.add %170, %cst_23 : tensor<8x17x64xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<8x17x64xf32>
    %173 = stablehlo.add %172, %cst_24 : tensor<8x17x64xf32>
    %174 = stablehlo.multiply %173, %169 : tensor<8x17x64xf32>
    %175 = stablehlo.add %174, %cst_25 : tensor<8x17x64xf32>
    %176 = stablehlo.multiply %175, %169 : tensor<8x17x64xf32>
    %177 = stablehlo.add %176, %cst_26 : tensor<8x17x64xf32>
    %178 = stablehlo.multiply %177, %169 : tensor<8x17x64xf32>
    %179 = stablehlo.add %178, %cst_27 : tensor<8x17x64xf32>
    %180 = stablehlo.multiply %179, %169 : tensor<8x17x64xf32>
    %181 = stablehlo.add %180, %cst_28 : tensor<8x17x64xf32>
    %182 = stablehlo.multiply %cst_29, %169 : tensor<8x17x64xf32>
    %183 = stablehlo.add %182, %cst_30 : tensor<8x17x64xf32>
    %184 = stablehlo.multiply %183, %169 : tensor<8x17x64xf32>
    %185 = stablehlo.add %184, %cst_31 : tensor<8x17x64xf32>
    %186 = stablehlo.multiply %185, %169 : tensor<8x17x64xf32>
    %187 = stablehlo.add %186, %cst_32 : tensor<8x17x64xf32>
    %188 = stablehlo.multiply %187, %169 : tensor<8x17x64xf32>
    %189 = stablehlo.add %188, %cst_33 : tensor<8x17x64xf32>
    %190 = stablehlo.multiply %168, %181 : tensor<8x17x64xf32>
    %191 = stablehlo.divide %190, %189 : tensor<8x17x64xf32>
    %192 = stablehlo.clamp %cst_34, %191, %cst_17 : tensor<8x17x64xf32>
    %193 = stablehlo.add %192, %cst_17 : tensor<8x17x64xf32>
    %194 = stablehlo.multiply %193, %165 : tensor<8x17x64xf32>
    %195 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %196 = stablehlo.reshape %194 : (tensor<8x17x64xf32>) -> tensor<136x64xf32>
    %197 = stablehlo.dot_general %196, %195, contracting_dims = [1] x [0] : (tensor<136x64xf32>, tensor<64x32xf32>) -> tensor<136x32xf32>
    %198 = stablehlo.multiply %197, %67 : tensor<136x32xf32>
    %199 = stablehlo.multiply %arg21, %69 : tensor<32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [1] : (tensor<32xf32>) -> tensor<136x32xf32>
    %201 = stablehlo.add %198, %200 : tensor<136x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %203 = stablehlo.add %202, %130 : tensor<8x17x32xf32>
    %204 = stablehlo.convert %203 : (tensor<8x17x32xf32>) -> tensor<8x17x32xf64>
    %205 = stablehlo.reduce(%204 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %206 = stablehlo.reshape %205 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %207 = stablehlo.divide %206, %34 : tensor<8x17x1xf64>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x17x1xf64>) -> tensor<8x17x32xf64>
    %209 = stablehlo.subtract %204, %208 : tensor<8x17x32xf64>
    %210 = stablehlo.multiply %209, %209 : tensor<8x17x32xf64>
    %211 = stablehlo.reduce(%210 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf64>, tensor<f64>) -> tensor<8x17xf64>
    %212 = stablehlo.reshape %211 : (tensor<8x17xf64>) -> tensor<8x17x1xf64>
    %213 = stablehlo.divide %212, %34 : tensor<8x17x1xf64>
    %214 = stablehlo.convert %213 : (tensor<8x17x1xf64>) -> tensor<8x17x1xf32>
    %215 = stablehlo.reduce(%203 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %217 = stablehlo.divide %216, %47 : tensor<8x17x1xf32>
    %218 = stablehlo.add %214, %51 : tensor<8x17x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<8x17x1xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %221 = stablehlo.subtract %203, %220 : tensor<8x17x32xf32>
    %222 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<8x17x32xf32>
    %224 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<8x17x32xf32>
    %226 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<8x17x32xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x17x32xf32>
    %228 = stablehlo.slice %227 [0:8, 0:1, 0:32] : (tensor<8x17x32xf32>) -> tensor<8x1x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %230 = stablehlo.transpose %arg24, dims = [1, 0] : (tensor<5x32xf32>) -> tensor<32x5xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x5xf32>) -> tensor<8x5xf32>
    %232 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x5xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x5xf32>
    %234 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %235 = stablehlo.multiply %arg25, %234 : tensor<5xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<5xf32>) -> tensor<8x5xf32>
    %237 = stablehlo.add %233, %236 : tensor<8x5xf32>
    %238 = stablehlo.reshape %237 : (tensor<8x5xf32>) -> tensor<8x5xf32>
    %239 = stablehlo.reduce(%238 init: %cst_16) applies stablehlo.maximum across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %240 = stablehlo.reshape %239 : (tensor<8xf32>) -> tensor<8x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %242 = stablehlo.subtract %238, %241 : tensor<8x5xf32>
    %243 = stablehlo.exponential %242 : tensor<8x5xf32>
    %244 = stablehlo.reduce(%243 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.reshape %244 : (tensor<8xf32>) -> tensor<8x1xf32>
    %246 = stablehlo.log %245 : tensor<8x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %248 = stablehlo.subtract %242, %247 : tensor<8x5xf32>
    %249 = stablehlo.compare NE, %arg1, %c_3, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %251 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %252 = stablehlo.select %250, %251, %c_2 : tensor<8xi1>, tensor<8xi64>
    %253 = stablehlo.reshape %252 : (tensor<8xi64>) -> tensor<8x1xi64>
    %254 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %255 = stablehlo.reshape %253 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %256 = stablehlo.concatenate %254, %255, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %257 = "stablehlo.gather"(%248, %256) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x5xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x1xf32>) -> tensor<8xf32>
    %259 = stablehlo.negate %258 : tensor<8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %261 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.select %250, %260, %261 : tensor<8xi1>, tensor<8xf32>
    %263 = stablehlo.convert %249 : (tensor<8xi1>) -> tensor<8xi64>
    %264 = stablehlo.reduce(%263 init: %c_12) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %265 = stablehlo.convert %264 : (tensor<i64>) -> tensor<f32>
    %266 = stablehlo.reduce(%262 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %267 = stablehlo.divide %266, %265 : tensor<f32>
    %268 = stablehlo.divide %cst_11, %265 : tensor<f32>
    %269 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %270 = stablehlo.compare NE, %269, %c_1, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %272 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %273 = stablehlo.select %271, %272, %c_0 : tensor<8x1xi1>, tensor<8x1xi64>
    %274 = stablehlo.slice %cst_9 [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %275 = stablehlo.reshape %273 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %276 = stablehlo.concatenate %254, %275, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %277 = "stablehlo.scatter"(%cst_10, %276, %274) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      stablehlo.return %arg27 : tensor<f32>
    }) : (tensor<8x5xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x5xf32>
    %278 = stablehlo.broadcast_in_dim %268, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %279 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %280 = stablehlo.select %271, %278, %279 : tensor<8x1xi1>, tensor<8x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %282 = stablehlo.multiply %277, %281 : tensor<8x5xf32>
    %283 = stablehlo.exponential %248 : tensor<8x5xf32>
    %284 = stablehlo.reduce(%282 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<8x5xf32>, tensor<f32>) -> tensor<8xf32>
    %285 = stablehlo.reshape %284 : (tensor<8xf32>) -> tensor<8x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x5xf32>
    %287 = stablehlo.multiply %283, %286 : tensor<8x5xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<8x5xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x5xf32>) -> tensor<8x5xf32>
    %290 = stablehlo.transpose %230, dims = [1, 0] : (tensor<32x5xf32>) -> tensor<5x32xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0] : (tensor<8x5xf32>, tensor<5x32xf32>) -> tensor<8x32xf32>
    %292 = stablehlo.transpose %289, dims = [1, 0] : (tensor<8x5xf32>) -> tensor<5x8xf32>
    %293 = stablehlo.dot_general %292, %229, contracting_dims = [1] x [0] : (tensor<5x8xf32>, tensor<8x32xf32>) -> tensor<5x32xf32>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<5x32xf32>) -> tensor<32x5xf32>
    %295 = stablehlo.reduce(%289 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x5xf32>, tensor<f32>) -> tensor<5xf32>
    %296 = stablehlo.reshape %295 : (tensor<5xf32>) -> tensor<1x5xf32>
    %297 = stablehlo.reshape %296 : (tensor<1x5xf32>) -> tensor<5xf32>
    %298 = stablehlo.transpose %294, dims = [1, 0] : (tensor<32x5xf32>) -> tensor<5x32xf32>
    %299 = stablehlo.reshape %18 : (tensor<17xi64>) -> tensor<1x17x1xi64>
    %300 = stablehlo.compare EQ, %299, %c, SIGNED : (tensor<1x17x1xi64>, tensor<1x17x1xi64>) -> tensor<1x17x1xi1>
    %301 = stablehlo.reshape %291 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<8x1x32xf32>) -> tensor<8x17x32xf32>
    %303 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x17x1xi1>) -> tensor<8x17x32xi1>
    %304 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %305 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2] : (tensor<8x17x32xf32>) -> tensor<8x17x32xf32>
    %306 = stablehlo.select %303, %304, %305 : tensor<8x17x32xi1>, tensor<8x17x32xf32>
    %307 = stablehlo.multiply %306, %224 : tensor<8x17x32xf32>
    %308 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x17x32xf32>
    %309 = stablehlo.multiply %307, %308 : tensor<8x17x32xf32>
    %310 = stablehlo.reduce(%307 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %311 = stablehlo.reshape %310 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %312 = stablehlo.multiply %307, %223 : tensor<8x17x32xf32>
    %313 = stablehlo.reduce(%312 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %316 = stablehlo.multiply %223, %315 : tensor<8x17x32xf32>
    %317 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %318 = stablehlo.subtract %309, %317 : tensor<8x17x32xf32>
    %319 = stablehlo.subtract %318, %316 : tensor<8x17x32xf32>
    %320 = stablehlo.divide %219, %47 : tensor<8x17x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %322 = stablehlo.multiply %321, %319 : tensor<8x17x32xf32>
    %323 = stablehlo.multiply %306, %223 : tensor<8x17x32xf32>
    %324 = stablehlo.reduce(%323 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %325 = stablehlo.reduce(%306 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.reshape %322 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %327 = stablehlo.transpose %195, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %328 = stablehlo.dot_general %326, %327, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x64xf32>) -> tensor<136x64xf32>
    %329 = stablehlo.transpose %326, dims = [1, 0] : (tensor<136x32xf32>) -> tensor<32x136xf32>
    %330 = stablehlo.dot_general %329, %196, contracting_dims = [1] x [0] : (tensor<32x136xf32>, tensor<136x64xf32>) -> tensor<32x64xf32>
    %331 = stablehlo.transpose %330, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %332 = stablehlo.reduce(%326 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x32xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.reshape %332 : (tensor<32xf32>) -> tensor<1x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<1x32xf32>) -> tensor<32xf32>
    %335 = stablehlo.reshape %328 : (tensor<136x64xf32>) -> tensor<8x17x64xf32>
    %336 = stablehlo.transpose %331, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %337 = stablehlo.convert %cst_39 : (tensor<1xf64>) -> tensor<1xf32>
    %338 = stablehlo.reshape %337 : (tensor<1xf32>) -> tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %340 = stablehlo.multiply %164, %339 : tensor<8x17x64xf32>
    %341 = stablehlo.clamp %cst_20, %340, %cst_21 : tensor<8x17x64xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<8x17x64xf32>
    %343 = stablehlo.multiply %cst_22, %342 : tensor<8x17x64xf32>
    %344 = stablehlo.add %343, %cst_23 : tensor<8x17x64xf32>
    %345 = stablehlo.multiply %344, %342 : tensor<8x17x64xf32>
    %346 = stablehlo.add %345, %cst_24 : tensor<8x17x64xf32>
    %347 = stablehlo.multiply %346, %342 : tensor<8x17x64xf32>
    %348 = stablehlo.add %347, %cst_25 : tensor<8x17x64xf32>
    %349 = stablehlo.multiply %348, %342 : tensor<8x17x64xf32>
    %350 = stablehlo.add %349, %cst_26 : tensor<8x17x64xf32>
    %351 = stablehlo.multiply %350, %342 : tensor<8x17x64xf32>
    %352 = stablehlo.add %351, %cst_27 : tensor<8x17x64xf32>
    %353 = stablehlo.multiply %352, %342 : tensor<8x17x64xf32>
    %354 = stablehlo.add %353, %cst_28 : tensor<8x17x64xf32>
    %355 = stablehlo.multiply %cst_29, %342 : tensor<8x17x64xf32>
    %356 = stablehlo.add %355, %cst_30 : tensor<8x17x64xf32>
    %357 = stablehlo.multiply %356, %342 : tensor<8x17x64xf32>
    %358 = stablehlo.add %357, %cst_31 : tensor<8x17x64xf32>
    %359 = stablehlo.multiply %358, %342 : tensor<8x17x64xf32>
    %360 = stablehlo.add %359, %cst_32 : tensor<8x17x64xf32>
    %361 = stablehlo.multiply %360, %342 : tensor<8x17x64xf32>
    %362 = stablehlo.add %361, %cst_33 : tensor<8x17x64xf32>
    %363 = stablehlo.multiply %341, %354 : tensor<8x17x64xf32>
    %364 = stablehlo.divide %363, %362 : tensor<8x17x64xf32>
    %365 = stablehlo.clamp %cst_34, %364, %cst_17 : tensor<8x17x64xf32>
    %366 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %367 = stablehlo.add %365, %366 : tensor<8x17x64xf32>
    %368 = stablehlo.convert %cst_40 : (tensor<1xf64>) -> tensor<1xf32>
    %369 = stablehlo.reshape %368 : (tensor<1xf32>) -> tensor<f32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %371 = stablehlo.multiply %367, %370 : tensor<8x17x64xf32>
    %372 = stablehlo.multiply %164, %164 : tensor<8x17x64xf32>
    %373 = stablehlo.convert %cst_41 : (tensor<1xf64>) -> tensor<1xf32>
    %374 = stablehlo.reshape %373 : (tensor<1xf32>) -> tensor<f32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %376 = stablehlo.multiply %372, %375 : tensor<8x17x64xf32>
    %377 = stablehlo.exponential %376 : tensor<8x17x64xf32>
    %378 = stablehlo.convert %cst_42 : (tensor<1xf64>) -> tensor<1xf32>
    %379 = stablehlo.reshape %378 : (tensor<1xf32>) -> tensor<f32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [] : (tensor<f32>) -> tensor<8x17x64xf32>
    %381 = stablehlo.multiply %377, %380 : tensor<8x17x64xf32>
    %382 = stablehlo.multiply %164, %381 : tensor<8x17x64xf32>
    %383 = stablehlo.add %371, %382 : tensor<8x17x64xf32>
    %384 = stablehlo.multiply %335, %383 : tensor<8x17x64xf32>
    %385 = stablehlo.reshape %384 : (tensor<8x17x64xf32>) -> tensor<136x64xf32>
    %386 = stablehlo.transpose %155, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %387 = stablehlo.dot_general %385, %386, contracting_dims = [1] x [0] : (tensor<136x64xf32>, tensor<64x32xf32>) -> tensor<136x32xf32>
    %388 = stablehlo.transpose %385, dims = [1, 0] : (tensor<136x64xf32>) -> tensor<64x136xf32>
    %389 = stablehlo.dot_general %388, %156, contracting_dims = [1] x [0] : (tensor<64x136xf32>, tensor<136x32xf32>) -> tensor<64x32xf32>
    %390 = stablehlo.transpose %389, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %391 = stablehlo.reduce(%385 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x64xf32>, tensor<f32>) -> tensor<64xf32>
    %392 = stablehlo.reshape %391 : (tensor<64xf32>) -> tensor<1x64xf32>
    %393 = stablehlo.reshape %392 : (tensor<1x64xf32>) -> tensor<64xf32>
    %394 = stablehlo.reshape %387 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %395 = stablehlo.transpose %390, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %396 = stablehlo.multiply %394, %151 : tensor<8x17x32xf32>
    %397 = stablehlo.multiply %396, %308 : tensor<8x17x32xf32>
    %398 = stablehlo.reduce(%396 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %400 = stablehlo.multiply %396, %150 : tensor<8x17x32xf32>
    %401 = stablehlo.reduce(%400 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %402 = stablehlo.reshape %401 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %404 = stablehlo.multiply %150, %403 : tensor<8x17x32xf32>
    %405 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %406 = stablehlo.subtract %397, %405 : tensor<8x17x32xf32>
    %407 = stablehlo.subtract %406, %404 : tensor<8x17x32xf32>
    %408 = stablehlo.divide %146, %47 : tensor<8x17x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %410 = stablehlo.multiply %409, %407 : tensor<8x17x32xf32>
    %411 = stablehlo.multiply %394, %150 : tensor<8x17x32xf32>
    %412 = stablehlo.reduce(%411 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.reduce(%394 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %414 = stablehlo.add %322, %410 : tensor<8x17x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %416 = stablehlo.transpose %122, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %417 = stablehlo.dot_general %415, %416, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %418 = stablehlo.transpose %415, dims = [1, 0] : (tensor<136x32xf32>) -> tensor<32x136xf32>
    %419 = stablehlo.dot_general %418, %123, contracting_dims = [1] x [0] : (tensor<32x136xf32>, tensor<136x32xf32>) -> tensor<32x32xf32>
    %420 = stablehlo.transpose %419, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %421 = stablehlo.reduce(%415 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.reshape %421 : (tensor<32xf32>) -> tensor<1x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<1x32xf32>) -> tensor<32xf32>
    %424 = stablehlo.reshape %417 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %425 = stablehlo.transpose %420, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %426 = stablehlo.reshape %424 : (tensor<8x17x32xf32>) -> tensor<8x17x2x16xf32>
    %427 = stablehlo.transpose %426, dims = [0, 2, 1, 3] : (tensor<8x17x2x16xf32>) -> tensor<8x2x17x16xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x2x17x16xf32>) -> tensor<16x17x16xf32>
    %429 = stablehlo.transpose %115, dims = [0, 2, 1] : (tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %430 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %431 = stablehlo.dot_general %429, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x17x17xf32>, tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %432 = stablehlo.transpose %116, dims = [0, 2, 1] : (tensor<16x17x16xf32>) -> tensor<16x16x17xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<16x16x17xf32>) -> tensor<16x16x17xf32>
    %434 = stablehlo.dot_general %428, %433, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x17x16xf32>, tensor<16x16x17xf32>) -> tensor<16x17x17xf32>
    %435 = stablehlo.reshape %431 : (tensor<16x17x16xf32>) -> tensor<8x2x17x16xf32>
    %436 = stablehlo.reshape %434 : (tensor<16x17x17xf32>) -> tensor<8x2x17x17xf32>
    %437 = stablehlo.multiply %436, %114 : tensor<8x2x17x17xf32>
    %438 = stablehlo.reduce(%437 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x2x17x17xf32>, tensor<f32>) -> tensor<8x2x17xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x2x17xf32>) -> tensor<8x2x17x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<8x2x17x1xf32>) -> tensor<8x2x17x17xf32>
    %441 = stablehlo.multiply %114, %440 : tensor<8x2x17x17xf32>
    %442 = stablehlo.subtract %437, %441 : tensor<8x2x17x17xf32>
    %443 = stablehlo.multiply %442, %102 : tensor<8x2x17x17xf32>
    %444 = stablehlo.reshape %443 : (tensor<8x2x17x17xf32>) -> tensor<16x17x17xf32>
    %445 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<16x17x16xf32>) -> tensor<16x16x17xf32>
    %446 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<16x17x17xf32>) -> tensor<16x17x17xf32>
    %447 = stablehlo.dot_general %445, %446, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x16x17xf32>, tensor<16x17x17xf32>) -> tensor<16x16x17xf32>
    %448 = stablehlo.transpose %96, dims = [0, 2, 1] : (tensor<16x16x17xf32>) -> tensor<16x17x16xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %450 = stablehlo.dot_general %444, %449, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<16x17x17xf32>, tensor<16x17x16xf32>) -> tensor<16x17x16xf32>
    %451 = stablehlo.reshape %447 : (tensor<16x16x17xf32>) -> tensor<8x2x16x17xf32>
    %452 = stablehlo.reshape %450 : (tensor<16x17x16xf32>) -> tensor<8x2x17x16xf32>
    %453 = stablehlo.transpose %451, dims = [0, 1, 3, 2] : (tensor<8x2x16x17xf32>) -> tensor<8x2x17x16xf32>
    %454 = stablehlo.transpose %435, dims = [0, 2, 1, 3] : (tensor<8x2x17x16xf32>) -> tensor<8x17x2x16xf32>
    %455 = stablehlo.reshape %454 : (tensor<8x17x2x16xf32>) -> tensor<8x17x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %457 = stablehlo.transpose %85, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %458 = stablehlo.dot_general %456, %457, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %459 = stablehlo.transpose %456, dims = [1, 0] : (tensor<136x32xf32>) -> tensor<32x136xf32>
    %460 = stablehlo.dot_general %459, %63, contracting_dims = [1] x [0] : (tensor<32x136xf32>, tensor<136x32xf32>) -> tensor<32x32xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %462 = stablehlo.reduce(%456 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x32xf32>, tensor<f32>) -> tensor<32xf32>
    %463 = stablehlo.reshape %462 : (tensor<32xf32>) -> tensor<1x32xf32>
    %464 = stablehlo.reshape %463 : (tensor<1x32xf32>) -> tensor<32xf32>
    %465 = stablehlo.reshape %458 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %466 = stablehlo.transpose %461, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %467 = stablehlo.transpose %453, dims = [0, 2, 1, 3] : (tensor<8x2x17x16xf32>) -> tensor<8x17x2x16xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x17x2x16xf32>) -> tensor<8x17x32xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %470 = stablehlo.transpose %76, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %471 = stablehlo.dot_general %469, %470, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %472 = stablehlo.transpose %469, dims = [1, 0] : (tensor<136x32xf32>) -> tensor<32x136xf32>
    %473 = stablehlo.dot_general %472, %63, contracting_dims = [1] x [0] : (tensor<32x136xf32>, tensor<136x32xf32>) -> tensor<32x32xf32>
    %474 = stablehlo.transpose %473, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %475 = stablehlo.reduce(%469 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = stablehlo.reshape %475 : (tensor<32xf32>) -> tensor<1x32xf32>
    %477 = stablehlo.reshape %476 : (tensor<1x32xf32>) -> tensor<32xf32>
    %478 = stablehlo.reshape %471 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %479 = stablehlo.add %465, %478 : tensor<8x17x32xf32>
    %480 = stablehlo.transpose %474, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %481 = stablehlo.transpose %452, dims = [0, 2, 1, 3] : (tensor<8x2x17x16xf32>) -> tensor<8x17x2x16xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x17x2x16xf32>) -> tensor<8x17x32xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x17x32xf32>) -> tensor<136x32xf32>
    %484 = stablehlo.transpose %62, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %485 = stablehlo.dot_general %483, %484, contracting_dims = [1] x [0] : (tensor<136x32xf32>, tensor<32x32xf32>) -> tensor<136x32xf32>
    %486 = stablehlo.transpose %483, dims = [1, 0] : (tensor<136x32xf32>) -> tensor<32x136xf32>
    %487 = stablehlo.dot_general %486, %63, contracting_dims = [1] x [0] : (tensor<32x136xf32>, tensor<136x32xf32>) -> tensor<32x32xf32>
    %488 = stablehlo.transpose %487, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %489 = stablehlo.reduce(%483 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<136x32xf32>, tensor<f32>) -> tensor<32xf32>
    %490 = stablehlo.reshape %489 : (tensor<32xf32>) -> tensor<1x32xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x32xf32>) -> tensor<32xf32>
    %492 = stablehlo.reshape %485 : (tensor<136x32xf32>) -> tensor<8x17x32xf32>
    %493 = stablehlo.add %479, %492 : tensor<8x17x32xf32>
    %494 = stablehlo.transpose %488, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %495 = stablehlo.multiply %493, %58 : tensor<8x17x32xf32>
    %496 = stablehlo.multiply %495, %308 : tensor<8x17x32xf32>
    %497 = stablehlo.reduce(%495 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %499 = stablehlo.multiply %495, %57 : tensor<8x17x32xf32>
    %500 = stablehlo.reduce(%499 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<8x17xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %503 = stablehlo.multiply %57, %502 : tensor<8x17x32xf32>
    %504 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %505 = stablehlo.subtract %496, %504 : tensor<8x17x32xf32>
    %506 = stablehlo.subtract %505, %503 : tensor<8x17x32xf32>
    %507 = stablehlo.divide %53, %47 : tensor<8x17x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x32xf32>
    %509 = stablehlo.multiply %508, %506 : tensor<8x17x32xf32>
    %510 = stablehlo.multiply %493, %57 : tensor<8x17x32xf32>
    %511 = stablehlo.reduce(%510 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %512 = stablehlo.reduce(%493 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %513 = stablehlo.add %414, %509 : tensor<8x17x32xf32>
    %514 = stablehlo.reduce(%513 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x17x32xf32>, tensor<f32>) -> tensor<17x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<17x32xf32>) -> tensor<1x17x32xf32>
    %516 = stablehlo.slice %513 [0:8, 0:1, 0:32] : (tensor<8x17x32xf32>) -> tensor<8x1x32xf32>
    %517 = stablehlo.slice %513 [0:8, 1:17, 0:32] : (tensor<8x17x32xf32>) -> tensor<8x16x32xf32>
    %518 = stablehlo.reduce(%516 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<1x32xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %520 = stablehlo.transpose %517, dims = [0, 2, 1] : (tensor<8x16x32xf32>) -> tensor<8x32x16xf32>
    %521 = stablehlo.reshape %520 : (tensor<8x32x16xf32>) -> tensor<8x32x4x4xf32>
    %522 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %523 = stablehlo.transpose %521, dims = [1, 0, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<32x8x4x4xf32>
    %524 = stablehlo.convolution(%522, %523) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [4, 4]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<32x8x4x4xf32>) -> tensor<3x32x4x4xf32>
    %525 = stablehlo.transpose %524, dims = [1, 0, 2, 3] : (tensor<3x32x4x4xf32>) -> tensor<32x3x4x4xf32>
    %526 = stablehlo.reduce(%521 init: %cst_14) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    return %267, %519, %515, %525, %526, %494, %491, %480, %477, %466, %464, %425, %423, %511, %512, %412, %413, %395, %393, %336, %334, %324, %325, %298, %297 : tensor<f32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<32x3x4x4xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<5x32xf32>, tensor<5xf32>
  }
}
