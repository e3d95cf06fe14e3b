module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<2xf32>, %arg3: tensor<16x2xf32>, %arg4: tensor<2x16xf32>, %arg5: tensor<2x16x16xf32>, %arg6: tensor<2x16xf32>, %arg7: tensor<2x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<2xf32>, %arg11: tensor<16x2xf32>, %arg12: tensor<2x16xf32>, %arg13: tensor<2x16x16xf32>, %arg14: tensor<2x16xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<8x8xf32>, %arg17: tensor<8x2xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<8x16xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<2xf32> {jax.result_info = "result[0]['Dense_1']['bias']"}, tensor<16x2xf32> {jax.result_info = "result[0]['Dense_1']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['ScanCheckpointBlock_0']['Dense_0']['bias']"}, tensor<2x16x16xf32> {jax.result_info = "result[0]['ScanCheckpointBlock_0']['Dense_0']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['ScanCheckpointBlock_0']['LayerNorm_0']['bias']"}, tensor<2x16xf32> {jax.result_info = "result[0]['ScanCheckpointBlock_0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['Dense_0']['bias']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].trace['Dense_0']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].trace['Dense_1']['bias']"}, tensor<16x2xf32> {jax.result_info = "result[1][0].trace['Dense_1']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].trace['ScanCheckpointBlock_0']['Dense_0']['bias']"}, tensor<2x16x16xf32> {jax.result_info = "result[1][0].trace['ScanCheckpointBlock_0']['Dense_0']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].trace['ScanCheckpointBlock_0']['LayerNorm_0']['bias']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].trace['ScanCheckpointBlock_0']['LayerNorm_0']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:17 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17) : (tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<8x8xf32>, tensor<8x2xf32>) -> (tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16 : tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<2xf32>, %arg3: tensor<16x2xf32>, %arg4: tensor<2x16xf32>, %arg5: tensor<2x16x16xf32>, %arg6: tensor<2x16xf32>, %arg7: tensor<2x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<2xf32>, %arg11: tensor<16x2xf32>, %arg12: tensor<2x16xf32>, %arg13: tensor<2x16x16xf32>, %arg14: tensor<2x16xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<8x8xf32>, %arg17: tensor<8x2xf32>) -> (tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg16, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:7 = stablehlo.while(%iterArg = %arg4, %iterArg_28 = %arg5, %iterArg_29 = %arg6, %iterArg_30 = %arg7, %iterArg_31 = %c, %iterArg_32 = %3, %iterArg_33 = %4) : tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<2x8x16xf32>
    cond {
      %c_34 = stablehlo.constant dense<2> : tensor<i32>
      %83 = stablehlo.compare LT, %iterArg_31, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %83 : tensor<i1>
    } do {
      %83 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_31) : (tensor<2x16xf32>, tensor<i32>) -> tensor<16xf32>
      %84 = func.call @dynamic_index_in_dim_0(%iterArg_28, %iterArg_31) : (tensor<2x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %85 = func.call @dynamic_index_in_dim(%iterArg_29, %iterArg_31) : (tensor<2x16xf32>, tensor<i32>) -> tensor<16xf32>
      %86 = func.call @dynamic_index_in_dim(%iterArg_30, %iterArg_31) : (tensor<2x16xf32>, tensor<i32>) -> tensor<16xf32>
      %87:2 = func.call @closed_call(%iterArg_32, %83, %84, %85, %86) : (tensor<8x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>)
      %88 = func.call @dynamic_update_index_in_dim(%iterArg_33, %87#1, %iterArg_31) : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %c_34 = stablehlo.constant dense<1> : tensor<i32>
      %89 = stablehlo.add %iterArg_31, %c_34 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_28, %iterArg_29, %iterArg_30, %89, %87#0, %88 : tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<2x8x16xf32>
    }
    %6 = stablehlo.dot_general %5#5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x2xf32>) -> tensor<8x2xf32>
    %7 = stablehlo.reshape %arg2 : (tensor<2xf32>) -> tensor<1x2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<8x2xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x2xf32>
    %10 = stablehlo.subtract %9, %arg17 : tensor<8x2xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<8x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<8x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x2xf32>
    %18 = stablehlo.multiply %17, %13 : tensor<8x2xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.reshape %19 : (tensor<2xf32>) -> tensor<1x2xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2xf32>) -> tensor<2xf32>
    %22 = stablehlo.dot_general %18, %5#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<8x16xf32>) -> tensor<2x16xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %24 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x2xf32>, tensor<16x2xf32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %29:10 = stablehlo.while(%iterArg = %arg5, %iterArg_28 = %arg6, %iterArg_29 = %arg7, %iterArg_30 = %5#6, %iterArg_31 = %c_10, %iterArg_32 = %24, %iterArg_33 = %25, %iterArg_34 = %26, %iterArg_35 = %27, %iterArg_36 = %28) : tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>
    cond {
      %c_37 = stablehlo.constant dense<2> : tensor<i32>
      %83 = stablehlo.compare LT, %iterArg_31, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %83 : tensor<i1>
    } do {
      %c_37 = stablehlo.constant dense<2> : tensor<i32>
      %83 = stablehlo.subtract %c_37, %iterArg_31 : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %84 = stablehlo.subtract %83, %c_38 : tensor<i32>
      %85 = func.call @dynamic_index_in_dim_0(%iterArg, %84) : (tensor<2x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %86 = func.call @dynamic_index_in_dim(%iterArg_28, %84) : (tensor<2x16xf32>, tensor<i32>) -> tensor<16xf32>
      %87 = func.call @dynamic_index_in_dim(%iterArg_29, %84) : (tensor<2x16xf32>, tensor<i32>) -> tensor<16xf32>
      %88 = func.call @dynamic_index_in_dim_1(%iterArg_30, %84) : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %89:5 = func.call @closed_call_2(%iterArg_32, %85, %86, %87, %88) : (tensor<8x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>)
      %90 = func.call @dynamic_update_index_in_dim_3(%iterArg_33, %89#1, %84) : (tensor<2x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %91 = func.call @dynamic_update_index_in_dim_4(%iterArg_34, %89#2, %84) : (tensor<2x16x16xf32>, tensor<16x16xf32>, tensor<i32>) -> tensor<2x16x16xf32>
      %92 = func.call @dynamic_update_index_in_dim_3(%iterArg_35, %89#3, %84) : (tensor<2x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %93 = func.call @dynamic_update_index_in_dim_3(%iterArg_36, %89#4, %84) : (tensor<2x16xf32>, tensor<16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %94 = stablehlo.add %iterArg_31, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_28, %iterArg_29, %iterArg_30, %94, %89#0, %90, %91, %92, %93 : tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>
    }
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29#5 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %31 = stablehlo.reshape %30 : (tensor<16xf32>) -> tensor<1x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x16xf32>) -> tensor<16xf32>
    %33 = stablehlo.dot_general %29#5, %arg16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.multiply %35, %arg8 : tensor<16xf32>
    %37 = stablehlo.add %32, %36 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.multiply %38, %arg9 : tensor<8x16xf32>
    %40 = stablehlo.add %34, %39 : tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %42 = stablehlo.multiply %41, %arg10 : tensor<2xf32>
    %43 = stablehlo.add %21, %42 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %45 = stablehlo.multiply %44, %arg11 : tensor<16x2xf32>
    %46 = stablehlo.add %23, %45 : tensor<16x2xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %48 = stablehlo.multiply %47, %arg12 : tensor<2x16xf32>
    %49 = stablehlo.add %29#6, %48 : tensor<2x16xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %51 = stablehlo.multiply %50, %arg13 : tensor<2x16x16xf32>
    %52 = stablehlo.add %29#7, %51 : tensor<2x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %54 = stablehlo.multiply %53, %arg14 : tensor<2x16xf32>
    %55 = stablehlo.add %29#8, %54 : tensor<2x16xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %57 = stablehlo.multiply %56, %arg15 : tensor<2x16xf32>
    %58 = stablehlo.add %29#9, %57 : tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.multiply %59, %37 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %62 = stablehlo.multiply %61, %40 : tensor<8x16xf32>
    %cst_22 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %64 = stablehlo.multiply %63, %43 : tensor<2xf32>
    %cst_23 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %66 = stablehlo.multiply %65, %46 : tensor<16x2xf32>
    %cst_24 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %68 = stablehlo.multiply %67, %49 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %70 = stablehlo.multiply %69, %52 : tensor<2x16x16xf32>
    %cst_26 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %72 = stablehlo.multiply %71, %55 : tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %74 = stablehlo.multiply %73, %58 : tensor<2x16xf32>
    %75 = stablehlo.add %arg0, %60 : tensor<16xf32>
    %76 = stablehlo.add %arg1, %62 : tensor<8x16xf32>
    %77 = stablehlo.add %arg2, %64 : tensor<2xf32>
    %78 = stablehlo.add %arg3, %66 : tensor<16x2xf32>
    %79 = stablehlo.add %arg4, %68 : tensor<2x16xf32>
    %80 = stablehlo.add %arg5, %70 : tensor<2x16x16xf32>
    %81 = stablehlo.add %arg6, %72 : tensor<2x16xf32>
    %82 = stablehlo.add %arg7, %74 : tensor<2x16xf32>
    return %75, %76, %77, %78, %79, %80, %81, %82, %37, %40, %43, %46, %49, %52, %55, %58, %15 : tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<2xf32>, tensor<16x2xf32>, tensor<2x16xf32>, tensor<2x16x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x16xf32>, %arg1: tensor<i32>) -> tensor<16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 16] : (tensor<2x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16xf32>) -> tensor<16xf32>
    return %1 : tensor<16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = chlo.square %arg0 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %7 = chlo.square %3 : tensor<8xf32> -> tensor<8xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x1xf32>
    %18 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x16xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<8x16xf32>
    %23 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x16xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<8x16xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<8x16xf32>
    %30 = stablehlo.add %25, %29 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<8x16xf32>
    %33 = stablehlo.tanh %32 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %35 = stablehlo.add %34, %33 : tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8x16xf32>
    %38 = stablehlo.multiply %25, %37 : tensor<8x16xf32>
    %39 = stablehlo.dot_general %38, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %40 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x16xf32>
    %43 = stablehlo.add %arg0, %42 : tensor<8x16xf32>
    return %43, %arg0 : tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<2x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x16xf32>
    return %1 : tensor<2x8x16xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>) {
    %0:5 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg0 : tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
    %1 = chlo.square %0#3 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.multiply %2, %0#3 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8xi1>, tensor<8xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %29 = stablehlo.subtract %0#3, %28 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8x1xf32>
    %36 = stablehlo.reshape %0#2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x16xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<8x16xf32>
    %41 = stablehlo.reshape %0#1 : (tensor<16xf32>) -> tensor<1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x16xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<8x16xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<8x16xf32>
    %46 = stablehlo.multiply %43, %43 : tensor<8x16xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %50 = stablehlo.multiply %49, %45 : tensor<8x16xf32>
    %51 = stablehlo.add %43, %50 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<8x16xf32>
    %54 = stablehlo.tanh %53 : tensor<8x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %56 = stablehlo.subtract %55, %54 : tensor<8x16xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %58 = stablehlo.add %57, %54 : tensor<8x16xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8x16xf32>
    %61 = stablehlo.multiply %43, %60 : tensor<8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%0#4 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.reshape %62 : (tensor<16xf32>) -> tensor<1x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x16xf32>) -> tensor<16xf32>
    %65 = stablehlo.dot_general %0#4, %61, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %67 = stablehlo.dot_general %0#4, %0#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %68 = stablehlo.multiply %43, %67 : tensor<8x16xf32>
    %69 = stablehlo.multiply %67, %60 : tensor<8x16xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<8x16xf32>
    %72 = stablehlo.multiply %71, %56 : tensor<8x16xf32>
    %73 = stablehlo.multiply %72, %54 : tensor<8x16xf32>
    %74 = stablehlo.add %72, %73 : tensor<8x16xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<8x16xf32>
    %77 = stablehlo.add %69, %76 : tensor<8x16xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<8x16xf32>
    %80 = stablehlo.multiply %79, %48 : tensor<8x16xf32>
    %81 = stablehlo.add %77, %80 : tensor<8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.reshape %82 : (tensor<16xf32>) -> tensor<1x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x16xf32>) -> tensor<16xf32>
    %85 = stablehlo.multiply %29, %81 : tensor<8x16xf32>
    %86 = stablehlo.multiply %81, %39 : tensor<8x16xf32>
    %87 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %88 = stablehlo.multiply %87, %85 : tensor<8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.reshape %89 : (tensor<16xf32>) -> tensor<1x16xf32>
    %91 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %92 = stablehlo.multiply %85, %91 : tensor<8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %94 = stablehlo.reshape %93 : (tensor<8xf32>) -> tensor<8x1xf32>
    %95 = stablehlo.reshape %90 : (tensor<1x16xf32>) -> tensor<16xf32>
    %96 = stablehlo.multiply %94, %35 : tensor<8x1xf32>
    %97 = stablehlo.negate %86 : tensor<8x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %98 : (tensor<8xf32>) -> tensor<8x1xf32>
    %100 = stablehlo.add %0#4, %86 : tensor<8x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%96 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%99 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.multiply %101, %25 : tensor<8xf32>
    %104 = stablehlo.negate %103 : tensor<8xf32>
    %105 = stablehlo.multiply %104, %12 : tensor<8xf32>
    %106 = stablehlo.add %102, %105 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.divide %103, %107 : tensor<8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.divide %106, %110 : tensor<8xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %113 = stablehlo.add %100, %112 : tensor<8x16xf32>
    %114 = stablehlo.multiply %109, %3 : tensor<8x16xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x16xf32>
    return %115, %64, %66, %84, %95 : tensor<8x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<2x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<i32>) -> tensor<2x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<2x16x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<i32>) -> tensor<2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x16x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    return %1 : tensor<2x16x16xf32>
  }
}
