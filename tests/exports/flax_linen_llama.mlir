module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<i32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32x64xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32x64xf32>, %arg30: tensor<32x64xf32>, %arg31: tensor<64x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<8x12xi32>) -> (tensor<32x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_2']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_3']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[0]['Block_0']['Dense_4']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[0]['Block_0']['Dense_5']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_6']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['RMSNorm_0']['weight']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['RMSNorm_1']['weight']"}, tensor<32x64xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['RMSNorm_0']['weight']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_2']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_3']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_4']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_5']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_6']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['RMSNorm_0']['weight']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['RMSNorm_1']['weight']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].mu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['RMSNorm_0']['weight']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_2']['kernel']"}, tensor<32x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_3']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_4']['kernel']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_5']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_6']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['RMSNorm_0']['weight']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['RMSNorm_1']['weight']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].nu['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['RMSNorm_0']['weight']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:38 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37) : (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<8x12xi32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#35, %0#36, %0#37 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<32x32xf32>, %arg1: tensor<32x32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<i32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32x64xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<64x32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<64x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32x64xf32>, %arg30: tensor<32x64xf32>, %arg31: tensor<64x32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32x64xf32>, %arg35: tensor<64x32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<8x12xi32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<f32>) {
    %0 = stablehlo.slice %arg37 [0:8, 0:11] : (tensor<8x12xi32>) -> tensor<8x11xi32>
    %1:2 = call @_take(%arg10, %0) : (tensor<64x32xf32>, tensor<8x11xi32>) -> (tensor<8x11x32xf32>, tensor<8x11x1xi32>)
    %2 = stablehlo.multiply %1#0, %1#0 : tensor<8x11x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x11x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x11x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x11x1xf32>
    %10 = stablehlo.divide %9, %8 : tensor<8x11x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x11x1xf32>
    %13 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %14 = stablehlo.multiply %1#0, %13 : tensor<8x11x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x11x32xf32>
    %18 = stablehlo.dot_general %17, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x11x32xf32>) -> tensor<8x11x4x8xf32>
    %20 = stablehlo.dot_general %17, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<8x11x32xf32>) -> tensor<8x11x4x8xf32>
    %22 = stablehlo.dot_general %17, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x11x32xf32>) -> tensor<8x11x4x8xf32>
    %24 = stablehlo.iota dim = 0 : tensor<4xi32>
    %25 = stablehlo.convert %24 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %27 = stablehlo.divide %25, %26 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.power %28, %27 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.divide %30, %29 : tensor<4xf32>
    %32 = stablehlo.iota dim = 0 : tensor<11xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %35 = stablehlo.convert %33 : (tensor<11x1xi32>) -> tensor<11x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<11x1xf32>) -> tensor<11x4xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<11x4xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<11x4xf32>
    %39 = stablehlo.cosine %38 : tensor<11x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 3] : (tensor<11x4xf32>) -> tensor<1x11x1x4xf32>
    %41 = stablehlo.sine %38 : tensor<11x4xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<11x4xf32>) -> tensor<1x11x1x4xf32>
    %43 = stablehlo.slice %19 [0:8, 0:11, 0:4, 0:4] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %44 = stablehlo.slice %19 [0:8, 0:11, 0:4, 4:8] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x11x4x4xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<8x11x4x4xf32>
    %49 = stablehlo.subtract %46, %48 : tensor<8x11x4x4xf32>
    %50 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %51 = stablehlo.multiply %43, %50 : tensor<8x11x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %53 = stablehlo.multiply %44, %52 : tensor<8x11x4x4xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x11x4x4xf32>
    %55 = stablehlo.concatenate %49, %54, dim = 3 : (tensor<8x11x4x4xf32>, tensor<8x11x4x4xf32>) -> tensor<8x11x4x8xf32>
    %56 = stablehlo.iota dim = 0 : tensor<4xi32>
    %57 = stablehlo.convert %56 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.divide %57, %58 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.power %60, %59 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %63 = stablehlo.divide %62, %61 : tensor<4xf32>
    %64 = stablehlo.iota dim = 0 : tensor<11xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %66 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %67 = stablehlo.convert %65 : (tensor<11x1xi32>) -> tensor<11x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<11x1xf32>) -> tensor<11x4xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<11x4xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<11x4xf32>
    %71 = stablehlo.cosine %70 : tensor<11x4xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 3] : (tensor<11x4xf32>) -> tensor<1x11x1x4xf32>
    %73 = stablehlo.sine %70 : tensor<11x4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 3] : (tensor<11x4xf32>) -> tensor<1x11x1x4xf32>
    %75 = stablehlo.slice %21 [0:8, 0:11, 0:4, 0:4] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %76 = stablehlo.slice %21 [0:8, 0:11, 0:4, 4:8] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %77 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<8x11x4x4xf32>
    %79 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<8x11x4x4xf32>
    %81 = stablehlo.subtract %78, %80 : tensor<8x11x4x4xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %83 = stablehlo.multiply %75, %82 : tensor<8x11x4x4xf32>
    %84 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %85 = stablehlo.multiply %76, %84 : tensor<8x11x4x4xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x11x4x4xf32>
    %87 = stablehlo.concatenate %81, %86, dim = 3 : (tensor<8x11x4x4xf32>, tensor<8x11x4x4xf32>) -> tensor<8x11x4x8xf32>
    %88 = stablehlo.dot_general %55, %87, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x11x4x8xf32>, tensor<8x11x4x8xf32>) -> tensor<8x4x11x11xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %89 = stablehlo.sqrt %cst_9 : tensor<f32>
    %90 = stablehlo.convert %89 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<8x4x11x11xf32>
    %92 = stablehlo.divide %88, %91 : tensor<8x4x11x11xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<11x11xi1>
    %94 = call @tril(%93) : (tensor<11x11xi1>) -> tensor<11x11xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %95:2 = call @_where_0(%94, %92, %cst_10) : (tensor<11x11xi1>, tensor<8x4x11x11xf32>, tensor<f32>) -> (tensor<8x4x11x11xf32>, tensor<8x4x11x11xi1>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.reduce(%95#0 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x11x11xf32>, tensor<f32>) -> tensor<8x4x11xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x11xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<8x4x11xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x4x11xf32>) -> tensor<8x4x11x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<8x4x11x1xf32>) -> tensor<8x4x11x11xf32>
    %101 = stablehlo.subtract %95#0, %100 : tensor<8x4x11x11xf32>
    %102 = stablehlo.exponential %101 : tensor<8x4x11x11xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x4x11x11xf32>, tensor<f32>) -> tensor<8x4x11xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x4x11xf32>) -> tensor<8x4x11x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x4x11x1xf32>) -> tensor<8x4x11x11xf32>
    %106 = stablehlo.divide %102, %105 : tensor<8x4x11x11xf32>
    %107 = stablehlo.multiply %104, %104 : tensor<8x4x11x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x11x1xf32>
    %109 = stablehlo.divide %108, %107 : tensor<8x4x11x1xf32>
    %110 = stablehlo.dot_general %23, %106, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x11x4x8xf32>, tensor<8x4x11x11xf32>) -> tensor<8x4x8x11xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 2] : (tensor<8x4x8x11xf32>) -> tensor<8x11x4x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<8x11x4x8xf32>) -> tensor<8x11x32xf32>
    %113 = stablehlo.dot_general %112, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %114 = stablehlo.add %1#0, %113 : tensor<8x11x32xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<8x11x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x11x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %121 = stablehlo.add %119, %120 : tensor<8x11x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<8x11x1xf32>
    %123 = stablehlo.divide %122, %121 : tensor<8x11x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<8x11x1xf32>
    %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<8x11x32xf32>
    %128 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<8x11x32xf32>
    %131 = stablehlo.dot_general %130, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x64xf32>) -> tensor<8x11x64xf32>
    %132 = stablehlo.dot_general %130, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x64xf32>) -> tensor<8x11x64xf32>
    %133:3 = call @silu(%131) : (tensor<8x11x64xf32>) -> (tensor<8x11x64xf32>, tensor<8x11x64xf32>, tensor<8x11x64xf32>)
    %134 = stablehlo.multiply %133#0, %132 : tensor<8x11x64xf32>
    %135 = stablehlo.dot_general %134, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<64x32xf32>) -> tensor<8x11x32xf32>
    %136 = stablehlo.add %114, %135 : tensor<8x11x32xf32>
    %137 = stablehlo.multiply %136, %136 : tensor<8x11x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x11x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %143 = stablehlo.add %141, %142 : tensor<8x11x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<8x11x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<8x11x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x11x1xf32>
    %148 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %149 = stablehlo.multiply %136, %148 : tensor<8x11x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<8x11x32xf32>
    %153 = stablehlo.dot_general %152, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x64xf32>) -> tensor<8x11x64xf32>
    %154 = stablehlo.slice %arg37 [0:8, 1:12] : (tensor<8x12xi32>) -> tensor<8x11xi32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x11xi32>) -> tensor<8x11x1xi32>
    %156:2 = call @take_along_axis(%153, %155) : (tensor<8x11x64xf32>, tensor<8x11x1xi32>) -> (tensor<8x11x1xf32>, tensor<8x11x1x1xi32>)
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %157:2 = call @_take_1(%156#0, %c_23) : (tensor<8x11x1xf32>, tensor<i32>) -> (tensor<8x11xf32>, tensor<1xi32>)
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = stablehlo.reduce(%153 init: %cst_24) applies stablehlo.maximum across dimensions = [2] : (tensor<8x11x64xf32>, tensor<f32>) -> tensor<8x11xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %160 = stablehlo.maximum %159, %158 : tensor<8x11xf32>
    %161 = stablehlo.is_finite %160 : (tensor<8x11xf32>) -> tensor<8x11xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %163 = stablehlo.select %161, %160, %162 : tensor<8x11xi1>, tensor<8x11xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    %166 = stablehlo.subtract %153, %165 : tensor<8x11x64xf32>
    %167 = stablehlo.exponential %166 : tensor<8x11x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x11x64xf32>, tensor<f32>) -> tensor<8x11xf32>
    %169 = stablehlo.abs %168 : tensor<8x11xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %171 = stablehlo.compare GE, %168, %170, FLOAT : (tensor<8x11xf32>, tensor<8x11xf32>) -> tensor<8x11xi1>
    %172 = stablehlo.log %169 : tensor<8x11xf32>
    %173 = stablehlo.add %172, %163 : tensor<8x11xf32>
    %174 = stablehlo.subtract %173, %157#0 : tensor<8x11xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11xf32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<8.800000e+01> : tensor<f32>
    %176 = stablehlo.divide %175, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_32 = stablehlo.constant dense<8.800000e+01> : tensor<f32>
    %177 = stablehlo.divide %cst_31, %cst_32 : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %179 = stablehlo.negate %178 : tensor<8x11xf32>
    %180 = stablehlo.divide %178, %169 : tensor<8x11xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %182 = stablehlo.select %171, %181, %180 : tensor<8x11xi1>, tensor<8x11xf32>
    %183 = stablehlo.select %171, %180, %181 : tensor<8x11xi1>, tensor<8x11xf32>
    %184 = stablehlo.negate %182 : tensor<8x11xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x11xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x64xf32>
    %187 = stablehlo.multiply %186, %167 : tensor<8x11x64xf32>
    %188 = call @_take_3(%157#1, %179) : (tensor<1xi32>, tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %189 = call @take_along_axis_4(%156#1, %188) : (tensor<8x11x1x1xi32>, tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    %190 = stablehlo.add %187, %189 : tensor<8x11x64xf32>
    %191 = stablehlo.dot_general %190, %152, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.dot_general %190, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<32x64xf32>) -> tensor<8x11x32xf32>
    %194 = stablehlo.multiply %149, %193 : tensor<8x11x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %196 = stablehlo.reshape %195 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %197 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %198 = stablehlo.multiply %193, %197 : tensor<8x11x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%196 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.multiply %136, %198 : tensor<8x11x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %203 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %204 = stablehlo.multiply %198, %203 : tensor<8x11x32xf32>
    %205 = stablehlo.multiply %202, %147 : tensor<8x11x1xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %207 = stablehlo.divide %205, %206 : tensor<8x11x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %210 = stablehlo.multiply %136, %209 : tensor<8x11x32xf32>
    %211 = stablehlo.add %204, %210 : tensor<8x11x32xf32>
    %212 = stablehlo.multiply %209, %136 : tensor<8x11x32xf32>
    %213 = stablehlo.add %211, %212 : tensor<8x11x32xf32>
    %214 = stablehlo.dot_general %213, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x64xf32>) -> tensor<32x64xf32>
    %215 = stablehlo.transpose %214, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %216 = stablehlo.dot_general %213, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<64x32xf32>) -> tensor<8x11x64xf32>
    %217 = stablehlo.multiply %133#0, %216 : tensor<8x11x64xf32>
    %218 = stablehlo.multiply %216, %132 : tensor<8x11x64xf32>
    %219 = call @silu_5(%133#1, %133#2, %131, %218) : (tensor<8x11x64xf32>, tensor<8x11x64xf32>, tensor<8x11x64xf32>, tensor<8x11x64xf32>) -> tensor<8x11x64xf32>
    %220 = stablehlo.dot_general %217, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %221 = stablehlo.transpose %220, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %222 = stablehlo.dot_general %217, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<32x64xf32>) -> tensor<8x11x32xf32>
    %223 = stablehlo.dot_general %219, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %225 = stablehlo.dot_general %219, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x64xf32>, tensor<32x64xf32>) -> tensor<8x11x32xf32>
    %226 = stablehlo.add %222, %225 : tensor<8x11x32xf32>
    %227 = stablehlo.multiply %127, %226 : tensor<8x11x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %229 = stablehlo.reshape %228 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %230 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %231 = stablehlo.multiply %226, %230 : tensor<8x11x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%229 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.multiply %114, %231 : tensor<8x11x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %235 = stablehlo.reshape %234 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %236 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %237 = stablehlo.multiply %231, %236 : tensor<8x11x32xf32>
    %238 = stablehlo.add %213, %237 : tensor<8x11x32xf32>
    %239 = stablehlo.multiply %235, %125 : tensor<8x11x1xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %241 = stablehlo.divide %239, %240 : tensor<8x11x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %244 = stablehlo.multiply %114, %243 : tensor<8x11x32xf32>
    %245 = stablehlo.add %238, %244 : tensor<8x11x32xf32>
    %246 = stablehlo.multiply %243, %114 : tensor<8x11x32xf32>
    %247 = stablehlo.add %245, %246 : tensor<8x11x32xf32>
    %248 = stablehlo.dot_general %247, %112, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x32xf32>) -> tensor<32x32xf32>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %250 = stablehlo.dot_general %247, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x11x32xf32>) -> tensor<8x11x4x8xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 3, 1] : (tensor<8x11x4x8xf32>) -> tensor<8x4x8x11xf32>
    %253 = stablehlo.dot_general %252, %23, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x11xf32>, tensor<8x11x4x8xf32>) -> tensor<8x4x11x11xf32>
    %254 = stablehlo.dot_general %252, %106, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x8x11xf32>, tensor<8x4x11x11xf32>) -> tensor<8x4x8x11xf32>
    %255 = stablehlo.transpose %254, dims = [0, 3, 1, 2] : (tensor<8x4x8x11xf32>) -> tensor<8x11x4x8xf32>
    %256 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x11x1xf32>) -> tensor<8x4x11x11xf32>
    %257 = stablehlo.multiply %253, %256 : tensor<8x4x11x11xf32>
    %258 = stablehlo.multiply %257, %102 : tensor<8x4x11x11xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<8x4x11x11xf32>, tensor<f32>) -> tensor<8x4x11xf32>
    %260 = stablehlo.reshape %259 : (tensor<8x4x11xf32>) -> tensor<8x4x11x1xf32>
    %261 = stablehlo.negate %260 : tensor<8x4x11x1xf32>
    %262 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x4x11x1xf32>) -> tensor<8x4x11x11xf32>
    %263 = stablehlo.divide %253, %262 : tensor<8x4x11x11xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%261 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<8x4x11x1xf32>, tensor<f32>) -> tensor<8x4x11xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x4x11xf32>) -> tensor<8x4x11x11xf32>
    %266 = stablehlo.add %263, %265 : tensor<8x4x11x11xf32>
    %267 = stablehlo.multiply %266, %102 : tensor<8x4x11x11xf32>
    %268 = call @_where_6(%95#1, %267) : (tensor<8x4x11x11xi1>, tensor<8x4x11x11xf32>) -> tensor<8x4x11x11xf32>
    %269 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<8x4x11x11xf32>
    %270 = stablehlo.divide %268, %269 : tensor<8x4x11x11xf32>
    %271 = stablehlo.dot_general %270, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x11x11xf32>, tensor<8x11x4x8xf32>) -> tensor<8x4x11x8xf32>
    %272 = stablehlo.transpose %271, dims = [0, 2, 1, 3] : (tensor<8x4x11x8xf32>) -> tensor<8x11x4x8xf32>
    %273 = stablehlo.dot_general %270, %87, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x11x11xf32>, tensor<8x11x4x8xf32>) -> tensor<8x4x11x8xf32>
    %274 = stablehlo.transpose %273, dims = [0, 2, 1, 3] : (tensor<8x4x11x8xf32>) -> tensor<8x11x4x8xf32>
    %275 = stablehlo.slice %272 [0:8, 0:11, 0:4, 0:4] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %276 = stablehlo.slice %272 [0:8, 0:11, 0:4, 4:8] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %277 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<8x11x4x4xf32>
    %279 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %280 = stablehlo.multiply %276, %279 : tensor<8x11x4x4xf32>
    %281 = stablehlo.negate %275 : tensor<8x11x4x4xf32>
    %282 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<8x11x4x4xf32>
    %284 = stablehlo.add %278, %283 : tensor<8x11x4x4xf32>
    %285 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %286 = stablehlo.multiply %275, %285 : tensor<8x11x4x4xf32>
    %287 = stablehlo.add %280, %286 : tensor<8x11x4x4xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.pad %284, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x11x4x4xf32>, tensor<f32>) -> tensor<8x11x4x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.pad %287, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x11x4x4xf32>, tensor<f32>) -> tensor<8x11x4x8xf32>
    %290 = stablehlo.add %288, %289 : tensor<8x11x4x8xf32>
    %291 = stablehlo.slice %274 [0:8, 0:11, 0:4, 0:4] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %292 = stablehlo.slice %274 [0:8, 0:11, 0:4, 4:8] : (tensor<8x11x4x8xf32>) -> tensor<8x11x4x4xf32>
    %293 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<8x11x4x4xf32>
    %295 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<8x11x4x4xf32>
    %297 = stablehlo.negate %291 : tensor<8x11x4x4xf32>
    %298 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<8x11x4x4xf32>
    %300 = stablehlo.add %294, %299 : tensor<8x11x4x4xf32>
    %301 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x11x1x4xf32>) -> tensor<8x11x4x4xf32>
    %302 = stablehlo.multiply %291, %301 : tensor<8x11x4x4xf32>
    %303 = stablehlo.add %296, %302 : tensor<8x11x4x4xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.pad %300, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x11x4x4xf32>, tensor<f32>) -> tensor<8x11x4x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.pad %303, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x11x4x4xf32>, tensor<f32>) -> tensor<8x11x4x8xf32>
    %306 = stablehlo.add %304, %305 : tensor<8x11x4x8xf32>
    %307 = stablehlo.reshape %255 : (tensor<8x11x4x8xf32>) -> tensor<8x11x32xf32>
    %308 = stablehlo.dot_general %307, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x32xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.transpose %308, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %310 = stablehlo.dot_general %307, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %311 = stablehlo.reshape %290 : (tensor<8x11x4x8xf32>) -> tensor<8x11x32xf32>
    %312 = stablehlo.dot_general %311, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x32xf32>) -> tensor<32x32xf32>
    %313 = stablehlo.transpose %312, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %314 = stablehlo.dot_general %311, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %315 = stablehlo.add %310, %314 : tensor<8x11x32xf32>
    %316 = stablehlo.reshape %306 : (tensor<8x11x4x8xf32>) -> tensor<8x11x32xf32>
    %317 = stablehlo.dot_general %316, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<8x11x32xf32>) -> tensor<32x32xf32>
    %318 = stablehlo.transpose %317, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %319 = stablehlo.dot_general %316, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x11x32xf32>, tensor<32x32xf32>) -> tensor<8x11x32xf32>
    %320 = stablehlo.add %315, %319 : tensor<8x11x32xf32>
    %321 = stablehlo.multiply %14, %320 : tensor<8x11x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<32xf32>
    %323 = stablehlo.reshape %322 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %324 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x11x32xf32>
    %325 = stablehlo.multiply %320, %324 : tensor<8x11x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%323 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %327 = stablehlo.multiply %1#0, %325 : tensor<8x11x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x11x32xf32>, tensor<f32>) -> tensor<8x11xf32>
    %329 = stablehlo.reshape %328 : (tensor<8x11xf32>) -> tensor<8x11x1xf32>
    %330 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x11x1xf32>) -> tensor<8x11x32xf32>
    %331 = stablehlo.multiply %325, %330 : tensor<8x11x32xf32>
    %332 = stablehlo.add %247, %331 : tensor<8x11x32xf32>
    %333 = stablehlo.multiply %329, %12 : tensor<8x11x1xf32>
    %cst_53 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %335 = stablehlo.divide %333, %334 : tensor<8x11x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x11x1xf32>, tensor<f32>) -> tensor<8x11xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<8x11xf32>) -> tensor<8x11x32xf32>
    %338 = stablehlo.multiply %1#0, %337 : tensor<8x11x32xf32>
    %339 = stablehlo.add %332, %338 : tensor<8x11x32xf32>
    %340 = stablehlo.multiply %337, %1#0 : tensor<8x11x32xf32>
    %341 = stablehlo.add %339, %340 : tensor<8x11x32xf32>
    %342 = call @_take_7(%1#1, %341) : (tensor<8x11x1xi32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %344 = stablehlo.multiply %343, %318 : tensor<32x32xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %346 = stablehlo.multiply %345, %arg13 : tensor<32x32xf32>
    %347 = stablehlo.add %344, %346 : tensor<32x32xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %349 = stablehlo.multiply %348, %313 : tensor<32x32xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %351 = stablehlo.multiply %350, %arg14 : tensor<32x32xf32>
    %352 = stablehlo.add %349, %351 : tensor<32x32xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %354 = stablehlo.multiply %353, %309 : tensor<32x32xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %356 = stablehlo.multiply %355, %arg15 : tensor<32x32xf32>
    %357 = stablehlo.add %354, %356 : tensor<32x32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %359 = stablehlo.multiply %358, %249 : tensor<32x32xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %361 = stablehlo.multiply %360, %arg16 : tensor<32x32xf32>
    %362 = stablehlo.add %359, %361 : tensor<32x32xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %364 = stablehlo.multiply %363, %224 : tensor<32x64xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %366 = stablehlo.multiply %365, %arg17 : tensor<32x64xf32>
    %367 = stablehlo.add %364, %366 : tensor<32x64xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %369 = stablehlo.multiply %368, %221 : tensor<32x64xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %371 = stablehlo.multiply %370, %arg18 : tensor<32x64xf32>
    %372 = stablehlo.add %369, %371 : tensor<32x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %374 = stablehlo.multiply %373, %215 : tensor<64x32xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %376 = stablehlo.multiply %375, %arg19 : tensor<64x32xf32>
    %377 = stablehlo.add %374, %376 : tensor<64x32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.multiply %378, %326 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.multiply %380, %arg20 : tensor<32xf32>
    %382 = stablehlo.add %379, %381 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %384 = stablehlo.multiply %383, %232 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.multiply %385, %arg21 : tensor<32xf32>
    %387 = stablehlo.add %384, %386 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %389 = stablehlo.multiply %388, %192 : tensor<32x64xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %391 = stablehlo.multiply %390, %arg22 : tensor<32x64xf32>
    %392 = stablehlo.add %389, %391 : tensor<32x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %394 = stablehlo.multiply %393, %342 : tensor<64x32xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %396 = stablehlo.multiply %395, %arg23 : tensor<64x32xf32>
    %397 = stablehlo.add %394, %396 : tensor<64x32xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.multiply %398, %199 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %401 = stablehlo.multiply %400, %arg24 : tensor<32xf32>
    %402 = stablehlo.add %399, %401 : tensor<32xf32>
    %403 = stablehlo.multiply %318, %318 : tensor<32x32xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %405 = stablehlo.multiply %404, %403 : tensor<32x32xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %407 = stablehlo.multiply %406, %arg25 : tensor<32x32xf32>
    %408 = stablehlo.add %405, %407 : tensor<32x32xf32>
    %409 = stablehlo.multiply %313, %313 : tensor<32x32xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %411 = stablehlo.multiply %410, %409 : tensor<32x32xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %413 = stablehlo.multiply %412, %arg26 : tensor<32x32xf32>
    %414 = stablehlo.add %411, %413 : tensor<32x32xf32>
    %415 = stablehlo.multiply %309, %309 : tensor<32x32xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %417 = stablehlo.multiply %416, %415 : tensor<32x32xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %419 = stablehlo.multiply %418, %arg27 : tensor<32x32xf32>
    %420 = stablehlo.add %417, %419 : tensor<32x32xf32>
    %421 = stablehlo.multiply %249, %249 : tensor<32x32xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<32x32xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %425 = stablehlo.multiply %424, %arg28 : tensor<32x32xf32>
    %426 = stablehlo.add %423, %425 : tensor<32x32xf32>
    %427 = stablehlo.multiply %224, %224 : tensor<32x64xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %429 = stablehlo.multiply %428, %427 : tensor<32x64xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %431 = stablehlo.multiply %430, %arg29 : tensor<32x64xf32>
    %432 = stablehlo.add %429, %431 : tensor<32x64xf32>
    %433 = stablehlo.multiply %221, %221 : tensor<32x64xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<32x64xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %437 = stablehlo.multiply %436, %arg30 : tensor<32x64xf32>
    %438 = stablehlo.add %435, %437 : tensor<32x64xf32>
    %439 = stablehlo.multiply %215, %215 : tensor<64x32xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<64x32xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %443 = stablehlo.multiply %442, %arg31 : tensor<64x32xf32>
    %444 = stablehlo.add %441, %443 : tensor<64x32xf32>
    %445 = stablehlo.multiply %326, %326 : tensor<32xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<32xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %449 = stablehlo.multiply %448, %arg32 : tensor<32xf32>
    %450 = stablehlo.add %447, %449 : tensor<32xf32>
    %451 = stablehlo.multiply %232, %232 : tensor<32xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %453 = stablehlo.multiply %452, %451 : tensor<32xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %455 = stablehlo.multiply %454, %arg33 : tensor<32xf32>
    %456 = stablehlo.add %453, %455 : tensor<32xf32>
    %457 = stablehlo.multiply %192, %192 : tensor<32x64xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %459 = stablehlo.multiply %458, %457 : tensor<32x64xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %461 = stablehlo.multiply %460, %arg34 : tensor<32x64xf32>
    %462 = stablehlo.add %459, %461 : tensor<32x64xf32>
    %463 = stablehlo.multiply %342, %342 : tensor<64x32xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<64x32xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %467 = stablehlo.multiply %466, %arg35 : tensor<64x32xf32>
    %468 = stablehlo.add %465, %467 : tensor<64x32xf32>
    %469 = stablehlo.multiply %199, %199 : tensor<32xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<32xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %473 = stablehlo.multiply %472, %arg36 : tensor<32xf32>
    %474 = stablehlo.add %471, %473 : tensor<32xf32>
    %c_103 = stablehlo.constant dense<2147483647> : tensor<i32>
    %475 = stablehlo.compare LT, %arg12, %c_103, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_104 = stablehlo.constant dense<1> : tensor<i32>
    %476 = stablehlo.add %arg12, %c_104 : tensor<i32>
    %c_105 = stablehlo.constant dense<2147483647> : tensor<i32>
    %477 = call @_where_8(%475, %476, %c_105) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %478 = stablehlo.convert %477 : (tensor<i32>) -> tensor<f32>
    %479 = stablehlo.power %cst_106, %478 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.subtract %cst_107, %479 : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %482 = stablehlo.divide %347, %481 : tensor<32x32xf32>
    %483 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %484 = stablehlo.divide %352, %483 : tensor<32x32xf32>
    %485 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %486 = stablehlo.divide %357, %485 : tensor<32x32xf32>
    %487 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %488 = stablehlo.divide %362, %487 : tensor<32x32xf32>
    %489 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %490 = stablehlo.divide %367, %489 : tensor<32x64xf32>
    %491 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %492 = stablehlo.divide %372, %491 : tensor<32x64xf32>
    %493 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %494 = stablehlo.divide %377, %493 : tensor<64x32xf32>
    %495 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %496 = stablehlo.divide %382, %495 : tensor<32xf32>
    %497 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %498 = stablehlo.divide %387, %497 : tensor<32xf32>
    %499 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %500 = stablehlo.divide %392, %499 : tensor<32x64xf32>
    %501 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %502 = stablehlo.divide %397, %501 : tensor<64x32xf32>
    %503 = stablehlo.broadcast_in_dim %480, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %504 = stablehlo.divide %402, %503 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %505 = stablehlo.convert %477 : (tensor<i32>) -> tensor<f32>
    %506 = stablehlo.power %cst_108, %505 : tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %507 = stablehlo.subtract %cst_109, %506 : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %509 = stablehlo.divide %408, %508 : tensor<32x32xf32>
    %510 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %511 = stablehlo.divide %414, %510 : tensor<32x32xf32>
    %512 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %513 = stablehlo.divide %420, %512 : tensor<32x32xf32>
    %514 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %515 = stablehlo.divide %426, %514 : tensor<32x32xf32>
    %516 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %517 = stablehlo.divide %432, %516 : tensor<32x64xf32>
    %518 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %519 = stablehlo.divide %438, %518 : tensor<32x64xf32>
    %520 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %521 = stablehlo.divide %444, %520 : tensor<64x32xf32>
    %522 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %523 = stablehlo.divide %450, %522 : tensor<32xf32>
    %524 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %525 = stablehlo.divide %456, %524 : tensor<32xf32>
    %526 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %527 = stablehlo.divide %462, %526 : tensor<32x64xf32>
    %528 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %529 = stablehlo.divide %468, %528 : tensor<64x32xf32>
    %530 = stablehlo.broadcast_in_dim %507, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %531 = stablehlo.divide %474, %530 : tensor<32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %533 = stablehlo.add %509, %532 : tensor<32x32xf32>
    %534 = stablehlo.sqrt %533 : tensor<32x32xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %536 = stablehlo.add %534, %535 : tensor<32x32xf32>
    %537 = stablehlo.divide %482, %536 : tensor<32x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %539 = stablehlo.add %511, %538 : tensor<32x32xf32>
    %540 = stablehlo.sqrt %539 : tensor<32x32xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %542 = stablehlo.add %540, %541 : tensor<32x32xf32>
    %543 = stablehlo.divide %484, %542 : tensor<32x32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %545 = stablehlo.add %513, %544 : tensor<32x32xf32>
    %546 = stablehlo.sqrt %545 : tensor<32x32xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %548 = stablehlo.add %546, %547 : tensor<32x32xf32>
    %549 = stablehlo.divide %486, %548 : tensor<32x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %551 = stablehlo.add %515, %550 : tensor<32x32xf32>
    %552 = stablehlo.sqrt %551 : tensor<32x32xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %554 = stablehlo.add %552, %553 : tensor<32x32xf32>
    %555 = stablehlo.divide %488, %554 : tensor<32x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %557 = stablehlo.add %517, %556 : tensor<32x64xf32>
    %558 = stablehlo.sqrt %557 : tensor<32x64xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %560 = stablehlo.add %558, %559 : tensor<32x64xf32>
    %561 = stablehlo.divide %490, %560 : tensor<32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %563 = stablehlo.add %519, %562 : tensor<32x64xf32>
    %564 = stablehlo.sqrt %563 : tensor<32x64xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %566 = stablehlo.add %564, %565 : tensor<32x64xf32>
    %567 = stablehlo.divide %492, %566 : tensor<32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %569 = stablehlo.add %521, %568 : tensor<64x32xf32>
    %570 = stablehlo.sqrt %569 : tensor<64x32xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %572 = stablehlo.add %570, %571 : tensor<64x32xf32>
    %573 = stablehlo.divide %494, %572 : tensor<64x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.add %523, %574 : tensor<32xf32>
    %576 = stablehlo.sqrt %575 : tensor<32xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.add %576, %577 : tensor<32xf32>
    %579 = stablehlo.divide %496, %578 : tensor<32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.add %525, %580 : tensor<32xf32>
    %582 = stablehlo.sqrt %581 : tensor<32xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.add %582, %583 : tensor<32xf32>
    %585 = stablehlo.divide %498, %584 : tensor<32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %587 = stablehlo.add %527, %586 : tensor<32x64xf32>
    %588 = stablehlo.sqrt %587 : tensor<32x64xf32>
    %cst_129 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %590 = stablehlo.add %588, %589 : tensor<32x64xf32>
    %591 = stablehlo.divide %500, %590 : tensor<32x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %593 = stablehlo.add %529, %592 : tensor<64x32xf32>
    %594 = stablehlo.sqrt %593 : tensor<64x32xf32>
    %cst_131 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %596 = stablehlo.add %594, %595 : tensor<64x32xf32>
    %597 = stablehlo.divide %502, %596 : tensor<64x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %599 = stablehlo.add %531, %598 : tensor<32xf32>
    %600 = stablehlo.sqrt %599 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.add %600, %601 : tensor<32xf32>
    %603 = stablehlo.divide %504, %602 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %605 = stablehlo.multiply %604, %arg0 : tensor<32x32xf32>
    %606 = stablehlo.add %537, %605 : tensor<32x32xf32>
    %cst_135 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %608 = stablehlo.multiply %607, %arg1 : tensor<32x32xf32>
    %609 = stablehlo.add %543, %608 : tensor<32x32xf32>
    %cst_136 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %611 = stablehlo.multiply %610, %arg2 : tensor<32x32xf32>
    %612 = stablehlo.add %549, %611 : tensor<32x32xf32>
    %cst_137 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %614 = stablehlo.multiply %613, %arg3 : tensor<32x32xf32>
    %615 = stablehlo.add %555, %614 : tensor<32x32xf32>
    %cst_138 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %617 = stablehlo.multiply %616, %arg4 : tensor<32x64xf32>
    %618 = stablehlo.add %561, %617 : tensor<32x64xf32>
    %cst_139 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %620 = stablehlo.multiply %619, %arg5 : tensor<32x64xf32>
    %621 = stablehlo.add %567, %620 : tensor<32x64xf32>
    %cst_140 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %623 = stablehlo.multiply %622, %arg6 : tensor<64x32xf32>
    %624 = stablehlo.add %573, %623 : tensor<64x32xf32>
    %cst_141 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.multiply %625, %arg7 : tensor<32xf32>
    %627 = stablehlo.add %579, %626 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.multiply %628, %arg8 : tensor<32xf32>
    %630 = stablehlo.add %585, %629 : tensor<32xf32>
    %cst_143 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %632 = stablehlo.multiply %631, %arg9 : tensor<32x64xf32>
    %633 = stablehlo.add %591, %632 : tensor<32x64xf32>
    %cst_144 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %635 = stablehlo.multiply %634, %arg10 : tensor<64x32xf32>
    %636 = stablehlo.add %597, %635 : tensor<64x32xf32>
    %cst_145 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %638 = stablehlo.multiply %637, %arg11 : tensor<32xf32>
    %639 = stablehlo.add %603, %638 : tensor<32xf32>
    %cst_146 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %641 = stablehlo.multiply %640, %606 : tensor<32x32xf32>
    %cst_147 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %643 = stablehlo.multiply %642, %609 : tensor<32x32xf32>
    %cst_148 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %645 = stablehlo.multiply %644, %612 : tensor<32x32xf32>
    %cst_149 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %647 = stablehlo.multiply %646, %615 : tensor<32x32xf32>
    %cst_150 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %649 = stablehlo.multiply %648, %618 : tensor<32x64xf32>
    %cst_151 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %651 = stablehlo.multiply %650, %621 : tensor<32x64xf32>
    %cst_152 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %653 = stablehlo.multiply %652, %624 : tensor<64x32xf32>
    %cst_153 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.multiply %654, %627 : tensor<32xf32>
    %cst_154 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %657 = stablehlo.multiply %656, %630 : tensor<32xf32>
    %cst_155 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %659 = stablehlo.multiply %658, %633 : tensor<32x64xf32>
    %cst_156 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %661 = stablehlo.multiply %660, %636 : tensor<64x32xf32>
    %cst_157 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %663 = stablehlo.multiply %662, %639 : tensor<32xf32>
    %664 = stablehlo.add %arg0, %641 : tensor<32x32xf32>
    %665 = stablehlo.add %arg1, %643 : tensor<32x32xf32>
    %666 = stablehlo.add %arg2, %645 : tensor<32x32xf32>
    %667 = stablehlo.add %arg3, %647 : tensor<32x32xf32>
    %668 = stablehlo.add %arg4, %649 : tensor<32x64xf32>
    %669 = stablehlo.add %arg5, %651 : tensor<32x64xf32>
    %670 = stablehlo.add %arg6, %653 : tensor<64x32xf32>
    %671 = stablehlo.add %arg7, %655 : tensor<32xf32>
    %672 = stablehlo.add %arg8, %657 : tensor<32xf32>
    %673 = stablehlo.add %arg9, %659 : tensor<32x64xf32>
    %674 = stablehlo.add %arg10, %661 : tensor<64x32xf32>
    %675 = stablehlo.add %arg11, %663 : tensor<32xf32>
    return %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %477, %347, %352, %357, %362, %367, %372, %377, %382, %387, %392, %397, %402, %408, %414, %420, %426, %432, %438, %444, %450, %456, %462, %468, %474, %176 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<8x11xi32>) -> (tensor<8x11x32xf32>, tensor<8x11x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x11xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x11xi32>, tensor<8x11xi32>) -> tensor<8x11xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x11xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x11xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x11xi1>, tensor<8x11xi32>, tensor<8x11xi32>) -> tensor<8x11xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x11xi32>) -> tensor<8x11x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x11x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x11x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x11x1xi1>, tensor<i1>) -> tensor<8x11xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8x11x1xi32>) -> tensor<8x11x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x11xi1>) -> tensor<8x11x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x11x32xi1>, tensor<8x11x32xf32>
    return %16, %5 : tensor<8x11x32xf32>, tensor<8x11x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x11xi1>, %arg1: tensor<8x11xi32>, %arg2: tensor<8x11xi32>) -> tensor<8x11xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x11xi1>, tensor<8x11xi32>
    return %0 : tensor<8x11xi32>
  }
  func.func private @tril(%arg0: tensor<11x11xi1>) -> tensor<11x11xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<11x11xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11x11xi32>
    %2 = stablehlo.add %0, %1 : tensor<11x11xi32>
    %3 = stablehlo.iota dim = 1 : tensor<11x11xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<11x11xi32>, tensor<11x11xi32>) -> tensor<11x11xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<11x11xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<11x11xi1>, tensor<11x11xi1>
    return %6 : tensor<11x11xi1>
  }
  func.func private @_where_0(%arg0: tensor<11x11xi1>, %arg1: tensor<8x4x11x11xf32>, %arg2: tensor<f32>) -> (tensor<8x4x11x11xf32>, tensor<8x4x11x11xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<11x11xi1>) -> tensor<8x4x11x11xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x11x11xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x11x11xi1>, tensor<8x4x11x11xf32>
    return %3, %1 : tensor<8x4x11x11xf32>, tensor<8x4x11x11xi1>
  }
  func.func private @silu(%arg0: tensor<8x11x64xf32>) -> (tensor<8x11x64xf32>, tensor<8x11x64xf32>, tensor<8x11x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x11x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x11x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x11x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x11x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x11x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x11x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x11x64xf32>
    return %9, %8, %5 : tensor<8x11x64xf32>, tensor<8x11x64xf32>, tensor<8x11x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x11x64xf32>, %arg1: tensor<8x11x1xi32>) -> (tensor<8x11x1xf32>, tensor<8x11x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x11x1xi32>, tensor<8x11x1xi32>) -> tensor<8x11x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x11x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x11x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x11x1xi1>, tensor<8x11x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x11x1xi32>) -> tensor<8x11x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x11x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x11x1x1xi32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x11x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x11x1x1xi32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x11x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x11x1x1xi1>, tensor<i1>) -> tensor<8x11x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x11x64xf32>, tensor<8x11x1x1xi32>) -> tensor<8x11x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x11x1xi1>, tensor<8x11x1xf32>
    return %15, %5 : tensor<8x11x1xf32>, tensor<8x11x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x11x1xf32>, %arg1: tensor<i32>) -> (tensor<8x11xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 11, 1>}> : (tensor<8x11x1xf32>, tensor<1xi32>) -> tensor<8x11xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x11xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x11xi1>, tensor<8x11xf32>
    return %13, %3 : tensor<8x11xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x11xf32>) -> tensor<8x11x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x11x1xf32>, tensor<1xi32>, tensor<8x11xf32>) -> tensor<8x11x1xf32>
    return %1 : tensor<8x11x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x11x1x1xi32>, %arg1: tensor<8x11x1xf32>) -> tensor<8x11x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x11x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x11x64xf32>, tensor<8x11x1x1xi32>, tensor<8x11x1xf32>) -> tensor<8x11x64xf32>
    return %1 : tensor<8x11x64xf32>
  }
  func.func private @silu_5(%arg0: tensor<8x11x64xf32>, %arg1: tensor<8x11x64xf32>, %arg2: tensor<8x11x64xf32>, %arg3: tensor<8x11x64xf32>) -> tensor<8x11x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x11x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x11x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x11x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x11x64xf32>
    return %3 : tensor<8x11x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<8x4x11x11xi1>, %arg1: tensor<8x4x11x11xf32>) -> tensor<8x4x11x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x11x11xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x11x11xi1>, tensor<8x4x11x11xf32>
    return %1 : tensor<8x4x11x11xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x11x1xi32>, %arg1: tensor<8x11x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<8x11x1xi32>, tensor<8x11x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
