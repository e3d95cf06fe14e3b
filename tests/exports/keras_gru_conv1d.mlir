module @jit_gru_conv1d_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "gru_conv1d", variant = "keras"}} {
  func.func public @main(%arg0: tensor<50x16xf32> {tag.name = "params/gru_conv1d/embedding/embeddings", tag.role = "param"}, %arg1: tensor<3x16x16xf32> {tag.name = "params/gru_conv1d/conv1d/kernel", tag.role = "param"}, %arg2: tensor<16xf32> {tag.name = "params/gru_conv1d/conv1d/bias", tag.role = "param"}, %arg3: tensor<16x48xf32> {tag.name = "params/gru_conv1d/gru/gru_cell/kernel", tag.role = "param"}, %arg4: tensor<16x48xf32> {tag.name = "params/gru_conv1d/gru/gru_cell/recurrent_kernel", tag.role = "param"}, %arg5: tensor<2x48xf32> {tag.name = "params/gru_conv1d/gru/gru_cell/bias", tag.role = "param"}, %arg6: tensor<16x3xf32> {tag.name = "params/gru_conv1d/dense/kernel", tag.role = "param"}, %arg7: tensor<3xf32> {tag.name = "params/gru_conv1d/dense/bias", tag.role = "param"}, %arg8: tensor<i32> {tag.name = "opt_state/adam/count", tag.role = "opt_state"}, %arg9: tensor<50x16xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/embedding/embeddings", tag.role = "opt_state"}, %arg10: tensor<3x16x16xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/conv1d/kernel", tag.role = "opt_state"}, %arg11: tensor<16xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/conv1d/bias", tag.role = "opt_state"}, %arg12: tensor<16x48xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/gru/gru_cell/kernel", tag.role = "opt_state"}, %arg13: tensor<16x48xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/gru/gru_cell/recurrent_kernel", tag.role = "opt_state"}, %arg14: tensor<2x48xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/gru/gru_cell/bias", tag.role = "opt_state"}, %arg15: tensor<16x3xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/dense/kernel", tag.role = "opt_state"}, %arg16: tensor<3xf32> {tag.name = "opt_state/adam/mu/gru_conv1d/dense/bias", tag.role = "opt_state"}, %arg17: tensor<50x16xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/embedding/embeddings", tag.role = "opt_state"}, %arg18: tensor<3x16x16xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/conv1d/kernel", tag.role = "opt_state"}, %arg19: tensor<16xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/conv1d/bias", tag.role = "opt_state"}, %arg20: tensor<16x48xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/gru/gru_cell/kernel", tag.role = "opt_state"}, %arg21: tensor<16x48xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/gru/gru_cell/recurrent_kernel", tag.role = "opt_state"}, %arg22: tensor<2x48xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/gru/gru_cell/bias", tag.role = "opt_state"}, %arg23: tensor<16x3xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/dense/kernel", tag.role = "opt_state"}, %arg24: tensor<3xf32> {tag.name = "opt_state/adam/nu/gru_conv1d/dense/bias", tag.role = "opt_state"}, %arg25: tensor<2xui32> {tag.name = "opt_state/model_state/seed_generator/seed_generator_state", tag.role = "opt_state"}, %arg26: tensor<8x10xi32> {tag.name = "batch/x", tag.role = "batch"}, %arg27: tensor<8xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<50x16xf32> {jax.result_info = "result[0][0]"}, tensor<3x16x16xf32> {jax.result_info = "result[0][1]"}, tensor<16xf32> {jax.result_info = "result[0][2]"}, tensor<16x48xf32> {jax.result_info = "result[0][3]"}, tensor<16x48xf32> {jax.result_info = "result[0][4]"}, tensor<2x48xf32> {jax.result_info = "result[0][5]"}, tensor<16x3xf32> {jax.result_info = "result[0][6]"}, tensor<3xf32> {jax.result_info = "result[0][7]"}, tensor<i32> {jax.result_info = "result[1]['adam'][0].count"}, tensor<50x16xf32> {jax.result_info = "result[1]['adam'][0].mu[0]"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['adam'][0].mu[1]"}, tensor<16xf32> {jax.result_info = "result[1]['adam'][0].mu[2]"}, tensor<16x48xf32> {jax.result_info = "result[1]['adam'][0].mu[3]"}, tensor<16x48xf32> {jax.result_info = "result[1]['adam'][0].mu[4]"}, tensor<2x48xf32> {jax.result_info = "result[1]['adam'][0].mu[5]"}, tensor<16x3xf32> {jax.result_info = "result[1]['adam'][0].mu[6]"}, tensor<3xf32> {jax.result_info = "result[1]['adam'][0].mu[7]"}, tensor<50x16xf32> {jax.result_info = "result[1]['adam'][0].nu[0]"}, tensor<3x16x16xf32> {jax.result_info = "result[1]['adam'][0].nu[1]"}, tensor<16xf32> {jax.result_info = "result[1]['adam'][0].nu[2]"}, tensor<16x48xf32> {jax.result_info = "result[1]['adam'][0].nu[3]"}, tensor<16x48xf32> {jax.result_info = "result[1]['adam'][0].nu[4]"}, tensor<2x48xf32> {jax.result_info = "result[1]['adam'][0].nu[5]"}, tensor<16x3xf32> {jax.result_info = "result[1]['adam'][0].nu[6]"}, tensor<3xf32> {jax.result_info = "result[1]['adam'][0].nu[7]"}, tensor<2xui32> {jax.result_info = "result[1]['model_state'][0]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %0:2 = call @_take(%arg0, %arg26) : (tensor<50x16xf32>, tensor<8x10xi32>) -> (tensor<8x10x16xf32>, tensor<8x10x1xi32>)
    %1 = stablehlo.convolution(%0#0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x16xf32>, tensor<3x16x16xf32>) -> tensor<8x10x16xf32>
    %2 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x10x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x10x16xf32>
    %5 = call @relu(%4) : (tensor<8x10x16xf32>) -> tensor<8x10x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10x16xf32>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<8x10x16xf32>, tensor<8x10x16xf32>) -> tensor<8x10x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x10x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.slice %5 [0:8, 0:1, 0:16] : (tensor<8x10x16xf32>) -> tensor<8x1x16xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %12 = stablehlo.slice %arg5 [0:1, 0:48] : (tensor<2x48xf32>) -> tensor<1x48xf32>
    %13 = stablehlo.reshape %12 : (tensor<1x48xf32>) -> tensor<48xf32>
    %14 = stablehlo.slice %arg5 [1:2, 0:48] : (tensor<2x48xf32>) -> tensor<1x48xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x48xf32>) -> tensor<48xf32>
    %16 = stablehlo.dot_general %5, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10x16xf32>, tensor<16x48xf32>) -> tensor<8x10x48xf32>
    %17 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x48xf32>) -> tensor<8x10x48xf32>
    %19 = stablehlo.add %16, %18 : tensor<8x10x48xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0, 2] : (tensor<8x10x48xf32>) -> tensor<10x8x48xf32>
    %21 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10x8x16xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %32:15 = stablehlo.while(%iterArg = %20, %iterArg_100 = %arg4, %iterArg_101 = %21, %iterArg_102 = %c_12, %iterArg_103 = %9, %iterArg_104 = %22, %iterArg_105 = %23, %iterArg_106 = %24, %iterArg_107 = %25, %iterArg_108 = %26, %iterArg_109 = %27, %iterArg_110 = %28, %iterArg_111 = %29, %iterArg_112 = %30, %iterArg_113 = %31) : tensor<10x8x48xf32>, tensor<16x48xf32>, tensor<1x48xf32>, tensor<i32>, tensor<8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>
    cond {
      %c_114 = stablehlo.constant dense<10> : tensor<i32>
      %299 = stablehlo.compare LT, %iterArg_102, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %299 : tensor<i1>
    } do {
      %299 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_102) : (tensor<10x8x48xf32>, tensor<i32>) -> tensor<8x48xf32>
      %300:11 = func.call @closed_call(%iterArg_100, %iterArg_101, %iterArg_103, %299) : (tensor<16x48xf32>, tensor<1x48xf32>, tensor<8x16xf32>, tensor<8x48xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %301 = func.call @dynamic_update_index_in_dim(%iterArg_104, %300#1, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %302 = func.call @dynamic_update_index_in_dim(%iterArg_105, %300#2, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %303 = func.call @dynamic_update_index_in_dim(%iterArg_106, %300#3, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %304 = func.call @dynamic_update_index_in_dim(%iterArg_107, %300#4, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %305 = func.call @dynamic_update_index_in_dim(%iterArg_108, %300#5, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %306 = func.call @dynamic_update_index_in_dim(%iterArg_109, %300#6, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %307 = func.call @dynamic_update_index_in_dim(%iterArg_110, %300#7, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %308 = func.call @dynamic_update_index_in_dim(%iterArg_111, %300#8, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %309 = func.call @dynamic_update_index_in_dim(%iterArg_112, %300#9, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %310 = func.call @dynamic_update_index_in_dim(%iterArg_113, %300#10, %iterArg_102) : (tensor<10x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<10x8x16xf32>
      %c_114 = stablehlo.constant dense<1> : tensor<i32>
      %311 = stablehlo.add %iterArg_102, %c_114 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_100, %iterArg_101, %311, %300#0, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310 : tensor<10x8x48xf32>, tensor<16x48xf32>, tensor<1x48xf32>, tensor<i32>, tensor<8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>
    }
    %33 = stablehlo.transpose %32#5, dims = [1, 0, 2] : (tensor<10x8x16xf32>) -> tensor<8x10x16xf32>
    %34 = stablehlo.broadcast_in_dim %32#4, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %35 = stablehlo.dot_general %32#4, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x3xf32>) -> tensor<8x3xf32>
    %36 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x3xf32>
    %39 = stablehlo.convert %arg27 : (tensor<8xi32>) -> tensor<8xf32>
    %40 = stablehlo.convert %39 : (tensor<8xf32>) -> tensor<8xi32>
    %41:3 = call @log_softmax(%38) : (tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x1xf32>)
    %42 = call @_one_hot(%40) : (tensor<8xi32>) -> tensor<8x3xf32>
    %43 = stablehlo.multiply %42, %41#0 : tensor<8x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.negate %44 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.reduce(%c init: %c_15) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %48 = stablehlo.convert %47 : (tensor<i32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.compare EQ, %48, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %50 = call @_where_0(%49, %c_17, %48) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.compare EQ, %48, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %52 = stablehlo.divide %46, %50 : tensor<f32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %53:2 = call @_where_1(%51, %c_19, %52) : (tensor<i1>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53#0 init: %cst_20) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.divide %54, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %58 = call @_where_2(%51, %53#1, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %59 = stablehlo.divide %58, %50 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.negate %60 : tensor<8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %63 = stablehlo.multiply %42, %62 : tensor<8x3xf32>
    %64 = call @log_softmax_3(%41#1, %41#2, %63) : (tensor<8x3xf32>, tensor<8x1xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %66 = stablehlo.reshape %65 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %68 = stablehlo.dot_general %64, %32#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %70 = stablehlo.dot_general %64, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<16x3xf32>) -> tensor<8x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10x8x48xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %74:15 = stablehlo.while(%iterArg = %32#6, %iterArg_100 = %32#7, %iterArg_101 = %32#8, %iterArg_102 = %32#9, %iterArg_103 = %32#10, %iterArg_104 = %32#11, %iterArg_105 = %32#12, %iterArg_106 = %32#13, %iterArg_107 = %32#14, %iterArg_108 = %arg4, %iterArg_109 = %c_30, %iterArg_110 = %71, %iterArg_111 = %72, %iterArg_112 = %70, %iterArg_113 = %73) : tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<10x8x48xf32>
    cond {
      %c_114 = stablehlo.constant dense<10> : tensor<i32>
      %299 = stablehlo.compare LT, %iterArg_109, %c_114, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %299 : tensor<i1>
    } do {
      %c_114 = stablehlo.constant dense<10> : tensor<i32>
      %299 = stablehlo.subtract %c_114, %iterArg_109 : tensor<i32>
      %c_115 = stablehlo.constant dense<1> : tensor<i32>
      %300 = stablehlo.subtract %299, %c_115 : tensor<i32>
      %301 = func.call @dynamic_index_in_dim_4(%iterArg, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %302 = func.call @dynamic_index_in_dim_4(%iterArg_100, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %303 = func.call @dynamic_index_in_dim_4(%iterArg_101, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %304 = func.call @dynamic_index_in_dim_4(%iterArg_102, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %305 = func.call @dynamic_index_in_dim_4(%iterArg_103, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %306 = func.call @dynamic_index_in_dim_4(%iterArg_104, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %307 = func.call @dynamic_index_in_dim_4(%iterArg_105, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %308 = func.call @dynamic_index_in_dim_4(%iterArg_106, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %309 = func.call @dynamic_index_in_dim_4(%iterArg_107, %300) : (tensor<10x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %310:4 = func.call @closed_call_5(%iterArg_108, %iterArg_110, %iterArg_111, %iterArg_112, %301, %302, %303, %304, %305, %306, %307, %308, %309) : (tensor<16x48xf32>, tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<8x48xf32>)
      %311 = func.call @dynamic_update_index_in_dim_6(%iterArg_113, %310#3, %300) : (tensor<10x8x48xf32>, tensor<8x48xf32>, tensor<i32>) -> tensor<10x8x48xf32>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %312 = stablehlo.add %iterArg_109, %c_116 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %312, %310#0, %310#1, %310#2, %311 : tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<10x8x16xf32>, tensor<16x48xf32>, tensor<i32>, tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<10x8x48xf32>
    }
    %75 = stablehlo.transpose %74#14, dims = [1, 0, 2] : (tensor<10x8x48xf32>) -> tensor<8x10x48xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10x48xf32>, tensor<f32>) -> tensor<48xf32>
    %77 = stablehlo.reshape %76 : (tensor<48xf32>) -> tensor<1x1x48xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x48xf32>, tensor<f32>) -> tensor<48xf32>
    %79 = stablehlo.dot_general %75, %5, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x10x48xf32>, tensor<8x10x16xf32>) -> tensor<48x16xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %81 = stablehlo.dot_general %75, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10x48xf32>, tensor<16x48xf32>) -> tensor<8x10x16xf32>
    %82 = stablehlo.broadcast_in_dim %74#12, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.pad %82, %cst_33, low = [1, 0], high = [0, 0], interior = [0, 0] : (tensor<1x48xf32>, tensor<f32>) -> tensor<2x48xf32>
    %84 = stablehlo.broadcast_in_dim %78, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %84, %cst_34, low = [0, 0], high = [1, 0], interior = [0, 0] : (tensor<1x48xf32>, tensor<f32>) -> tensor<2x48xf32>
    %86 = stablehlo.add %83, %85 : tensor<2x48xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x10x16xf32>
    %88 = stablehlo.select %7, %81, %87 : tensor<8x10x16xi1>, tensor<8x10x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.reshape %89 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %92 = stablehlo.convolution(%0#0, %88) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x16xf32>, tensor<8x10x16xf32>) -> tensor<3x16x16xf32>
    %93 = stablehlo.reverse %arg1, dims = [0] : tensor<3x16x16xf32>
    %94 = stablehlo.convolution(%88, %93) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x16xf32>, tensor<3x16x16xf32>) -> tensor<8x10x16xf32>
    %95 = call @_take_7(%0#1, %94) : (tensor<8x10x1xi32>, tensor<8x10x16xf32>) -> tensor<50x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<50x16xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %99 = stablehlo.multiply %98, %arg9 : tensor<50x16xf32>
    %100 = stablehlo.add %97, %99 : tensor<50x16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %102 = stablehlo.multiply %101, %92 : tensor<3x16x16xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %104 = stablehlo.multiply %103, %arg10 : tensor<3x16x16xf32>
    %105 = stablehlo.add %102, %104 : tensor<3x16x16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %107 = stablehlo.multiply %106, %91 : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %109 = stablehlo.multiply %108, %arg11 : tensor<16xf32>
    %110 = stablehlo.add %107, %109 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %112 = stablehlo.multiply %111, %80 : tensor<16x48xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %114 = stablehlo.multiply %113, %arg12 : tensor<16x48xf32>
    %115 = stablehlo.add %112, %114 : tensor<16x48xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %117 = stablehlo.multiply %116, %74#11 : tensor<16x48xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %119 = stablehlo.multiply %118, %arg13 : tensor<16x48xf32>
    %120 = stablehlo.add %117, %119 : tensor<16x48xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %122 = stablehlo.multiply %121, %86 : tensor<2x48xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %124 = stablehlo.multiply %123, %arg14 : tensor<2x48xf32>
    %125 = stablehlo.add %122, %124 : tensor<2x48xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %127 = stablehlo.multiply %126, %69 : tensor<16x3xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %129 = stablehlo.multiply %128, %arg15 : tensor<16x3xf32>
    %130 = stablehlo.add %127, %129 : tensor<16x3xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %132 = stablehlo.multiply %131, %67 : tensor<3xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %134 = stablehlo.multiply %133, %arg16 : tensor<3xf32>
    %135 = stablehlo.add %132, %134 : tensor<3xf32>
    %136 = stablehlo.multiply %95, %95 : tensor<50x16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<50x16xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %140 = stablehlo.multiply %139, %arg17 : tensor<50x16xf32>
    %141 = stablehlo.add %138, %140 : tensor<50x16xf32>
    %142 = stablehlo.multiply %92, %92 : tensor<3x16x16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<3x16x16xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %146 = stablehlo.multiply %145, %arg18 : tensor<3x16x16xf32>
    %147 = stablehlo.add %144, %146 : tensor<3x16x16xf32>
    %148 = stablehlo.multiply %91, %91 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %152 = stablehlo.multiply %151, %arg19 : tensor<16xf32>
    %153 = stablehlo.add %150, %152 : tensor<16xf32>
    %154 = stablehlo.multiply %80, %80 : tensor<16x48xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<16x48xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %158 = stablehlo.multiply %157, %arg20 : tensor<16x48xf32>
    %159 = stablehlo.add %156, %158 : tensor<16x48xf32>
    %160 = stablehlo.multiply %74#11, %74#11 : tensor<16x48xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<16x48xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %164 = stablehlo.multiply %163, %arg21 : tensor<16x48xf32>
    %165 = stablehlo.add %162, %164 : tensor<16x48xf32>
    %166 = stablehlo.multiply %86, %86 : tensor<2x48xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<2x48xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %170 = stablehlo.multiply %169, %arg22 : tensor<2x48xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x48xf32>
    %172 = stablehlo.multiply %69, %69 : tensor<16x3xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<16x3xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %176 = stablehlo.multiply %175, %arg23 : tensor<16x3xf32>
    %177 = stablehlo.add %174, %176 : tensor<16x3xf32>
    %178 = stablehlo.multiply %67, %67 : tensor<3xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<3xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %182 = stablehlo.multiply %181, %arg24 : tensor<3xf32>
    %183 = stablehlo.add %180, %182 : tensor<3xf32>
    %c_69 = stablehlo.constant dense<2147483647> : tensor<i32>
    %184 = stablehlo.compare LT, %arg8, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<1> : tensor<i32>
    %185 = stablehlo.add %arg8, %c_70 : tensor<i32>
    %c_71 = stablehlo.constant dense<2147483647> : tensor<i32>
    %186 = call @_where_8(%184, %185, %c_71) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %187 = stablehlo.convert %186 : (tensor<i32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %188 = stablehlo.convert %186 : (tensor<i32>) -> tensor<f32>
    %189 = stablehlo.power %cst_72, %188 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.subtract %cst_73, %189 : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %192 = stablehlo.divide %100, %191 : tensor<50x16xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %194 = stablehlo.divide %105, %193 : tensor<3x16x16xf32>
    %195 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.divide %110, %195 : tensor<16xf32>
    %197 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %198 = stablehlo.divide %115, %197 : tensor<16x48xf32>
    %199 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %200 = stablehlo.divide %120, %199 : tensor<16x48xf32>
    %201 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %202 = stablehlo.divide %125, %201 : tensor<2x48xf32>
    %203 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %204 = stablehlo.divide %130, %203 : tensor<16x3xf32>
    %205 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %206 = stablehlo.divide %135, %205 : tensor<3xf32>
    %207 = stablehlo.convert %186 : (tensor<i32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %208 = stablehlo.convert %186 : (tensor<i32>) -> tensor<f32>
    %209 = stablehlo.power %cst_74, %208 : tensor<f32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.subtract %cst_75, %209 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %212 = stablehlo.divide %141, %211 : tensor<50x16xf32>
    %213 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %214 = stablehlo.divide %147, %213 : tensor<3x16x16xf32>
    %215 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %216 = stablehlo.divide %153, %215 : tensor<16xf32>
    %217 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %218 = stablehlo.divide %159, %217 : tensor<16x48xf32>
    %219 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %220 = stablehlo.divide %165, %219 : tensor<16x48xf32>
    %221 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %222 = stablehlo.divide %171, %221 : tensor<2x48xf32>
    %223 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %224 = stablehlo.divide %177, %223 : tensor<16x3xf32>
    %225 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %226 = stablehlo.divide %183, %225 : tensor<3xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %228 = stablehlo.add %212, %227 : tensor<50x16xf32>
    %229 = stablehlo.sqrt %228 : tensor<50x16xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %231 = stablehlo.add %229, %230 : tensor<50x16xf32>
    %232 = stablehlo.divide %192, %231 : tensor<50x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %234 = stablehlo.add %214, %233 : tensor<3x16x16xf32>
    %235 = stablehlo.sqrt %234 : tensor<3x16x16xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %237 = stablehlo.add %235, %236 : tensor<3x16x16xf32>
    %238 = stablehlo.divide %194, %237 : tensor<3x16x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.add %216, %239 : tensor<16xf32>
    %241 = stablehlo.sqrt %240 : tensor<16xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.add %241, %242 : tensor<16xf32>
    %244 = stablehlo.divide %196, %243 : tensor<16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %246 = stablehlo.add %218, %245 : tensor<16x48xf32>
    %247 = stablehlo.sqrt %246 : tensor<16x48xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %249 = stablehlo.add %247, %248 : tensor<16x48xf32>
    %250 = stablehlo.divide %198, %249 : tensor<16x48xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %252 = stablehlo.add %220, %251 : tensor<16x48xf32>
    %253 = stablehlo.sqrt %252 : tensor<16x48xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %255 = stablehlo.add %253, %254 : tensor<16x48xf32>
    %256 = stablehlo.divide %200, %255 : tensor<16x48xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %258 = stablehlo.add %222, %257 : tensor<2x48xf32>
    %259 = stablehlo.sqrt %258 : tensor<2x48xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %261 = stablehlo.add %259, %260 : tensor<2x48xf32>
    %262 = stablehlo.divide %202, %261 : tensor<2x48xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %264 = stablehlo.add %224, %263 : tensor<16x3xf32>
    %265 = stablehlo.sqrt %264 : tensor<16x3xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %267 = stablehlo.add %265, %266 : tensor<16x3xf32>
    %268 = stablehlo.divide %204, %267 : tensor<16x3xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %270 = stablehlo.add %226, %269 : tensor<3xf32>
    %271 = stablehlo.sqrt %270 : tensor<3xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %273 = stablehlo.add %271, %272 : tensor<3xf32>
    %274 = stablehlo.divide %206, %273 : tensor<3xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %276 = stablehlo.multiply %275, %232 : tensor<50x16xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x16x16xf32>
    %278 = stablehlo.multiply %277, %238 : tensor<3x16x16xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %280 = stablehlo.multiply %279, %244 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %282 = stablehlo.multiply %281, %250 : tensor<16x48xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x48xf32>
    %284 = stablehlo.multiply %283, %256 : tensor<16x48xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x48xf32>
    %286 = stablehlo.multiply %285, %262 : tensor<2x48xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %288 = stablehlo.multiply %287, %268 : tensor<16x3xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %290 = stablehlo.multiply %289, %274 : tensor<3xf32>
    %291 = stablehlo.add %arg0, %276 : tensor<50x16xf32>
    %292 = stablehlo.add %arg1, %278 : tensor<3x16x16xf32>
    %293 = stablehlo.add %arg2, %280 : tensor<16xf32>
    %294 = stablehlo.add %arg3, %282 : tensor<16x48xf32>
    %295 = stablehlo.add %arg4, %284 : tensor<16x48xf32>
    %296 = stablehlo.add %arg5, %286 : tensor<2x48xf32>
    %297 = stablehlo.add %arg6, %288 : tensor<16x3xf32>
    %298 = stablehlo.add %arg7, %290 : tensor<3xf32>
    return %291, %292, %293, %294, %295, %296, %297, %298, %186, %100, %105, %110, %115, %120, %125, %130, %135, %141, %147, %153, %159, %165, %171, %177, %183, %arg25, %55 : tensor<50x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x48xf32>, tensor<16x3xf32>, tensor<3xf32>, tensor<i32>, tensor<50x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x48xf32>, tensor<16x3xf32>, tensor<3xf32>, tensor<50x16xf32>, tensor<3x16x16xf32>, tensor<16xf32>, tensor<16x48xf32>, tensor<16x48xf32>, tensor<2x48xf32>, tensor<16x3xf32>, tensor<3xf32>, tensor<2xui32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<50x16xf32>, %arg1: tensor<8x10xi32>) -> (tensor<8x10x16xf32>, tensor<8x10x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x10xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x10xi1>, tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x10xi32>) -> tensor<8x10x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x10x1xi32>, tensor<8x10x1xi32>) -> tensor<8x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x10x1xi32>, tensor<8x10x1xi32>) -> tensor<8x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x10x1xi1>, tensor<i1>) -> tensor<8x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<50x16xf32>, tensor<8x10x1xi32>) -> tensor<8x10x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x10xi1>) -> tensor<8x10x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x10x16xi1>, tensor<8x10x16xf32>
    return %16, %5 : tensor<8x10x16xf32>, tensor<8x10x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x10xi1>, %arg1: tensor<8x10xi32>, %arg2: tensor<8x10xi32>) -> tensor<8x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x10xi1>, tensor<8x10xi32>
    return %0 : tensor<8x10xi32>
  }
  func.func private @relu(%arg0: tensor<8x10x16xf32>) -> tensor<8x10x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x10x16xf32>
    return %1 : tensor<8x10x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x8x48xf32>, %arg1: tensor<i32>) -> tensor<8x48xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 48] : (tensor<10x8x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x48xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x48xf32>) -> tensor<8x48xf32>
    return %1 : tensor<8x48xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x48xf32>, %arg1: tensor<1x48xf32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x48xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<8x48xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x48xf32>
    %3 = stablehlo.slice %arg3 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %4 = stablehlo.slice %arg3 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.slice %arg3 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.slice %2 [0:8, 0:16] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.slice %2 [0:8, 16:32] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %8 = stablehlo.slice %2 [0:8, 32:48] : (tensor<8x48xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.add %3, %6 : tensor<8x16xf32>
    %10 = stablehlo.negate %9 : tensor<8x16xf32>
    %11 = stablehlo.exponential %10 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.add %12, %11 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %15 = stablehlo.divide %14, %13 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<8x16xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<8x16xf32>
    %19 = stablehlo.add %4, %7 : tensor<8x16xf32>
    %20 = stablehlo.negate %19 : tensor<8x16xf32>
    %21 = stablehlo.exponential %20 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %23 = stablehlo.add %22, %21 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %25 = stablehlo.divide %24, %23 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<8x16xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x16xf32>
    %29 = stablehlo.multiply %25, %8 : tensor<8x16xf32>
    %30 = stablehlo.add %5, %29 : tensor<8x16xf32>
    %31 = stablehlo.tanh %30 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %33 = stablehlo.subtract %32, %31 : tensor<8x16xf32>
    %34 = stablehlo.multiply %15, %arg2 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %36 = stablehlo.subtract %35, %15 : tensor<8x16xf32>
    %37 = stablehlo.multiply %36, %31 : tensor<8x16xf32>
    %38 = stablehlo.add %34, %37 : tensor<8x16xf32>
    return %38, %38, %arg2, %18, %28, %8, %25, %31, %33, %15, %36 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<10x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x8x16xf32>
    return %1 : tensor<10x8x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x3xf32>
    %6 = stablehlo.exponential %5 : tensor<8x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x3xf32>
    return %11, %6, %8 : tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<8x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x3xi32>, tensor<8x3xi32>) -> tensor<8x3xi1>
    %5 = stablehlo.convert %4 : (tensor<8x3xi1>) -> tensor<8x3xf32>
    return %5 : tensor<8x3xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    return %1, %cst : tensor<f32>, tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_3(%arg0: tensor<8x3xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x3xf32>) -> tensor<8x3xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x3xf32>
    return %7 : tensor<8x3xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<10x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<10x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<16x48xf32>, %arg1: tensor<16x48xf32>, %arg2: tensor<48xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<8x16xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8x16xf32>) -> (tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<8x48xf32>) {
    %0 = stablehlo.multiply %arg12, %arg3 : tensor<8x16xf32>
    %1 = stablehlo.multiply %arg3, %arg9 : tensor<8x16xf32>
    %2 = stablehlo.negate %1 : tensor<8x16xf32>
    %3 = stablehlo.multiply %arg11, %arg3 : tensor<8x16xf32>
    %4 = stablehlo.multiply %arg3, %arg4 : tensor<8x16xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x16xf32>
    %6 = stablehlo.multiply %0, %arg10 : tensor<8x16xf32>
    %7 = stablehlo.multiply %6, %arg9 : tensor<8x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x16xf32>
    %9 = stablehlo.multiply %arg8, %8 : tensor<8x16xf32>
    %10 = stablehlo.multiply %8, %arg7 : tensor<8x16xf32>
    %11 = stablehlo.multiply %10, %arg6 : tensor<8x16xf32>
    %12 = stablehlo.multiply %5, %arg5 : tensor<8x16xf32>
    %13 = stablehlo.concatenate %12, %11, %9, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %14 = stablehlo.concatenate %12, %11, %8, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x48xf32>, tensor<f32>) -> tensor<48xf32>
    %16 = stablehlo.reshape %15 : (tensor<48xf32>) -> tensor<1x48xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x48xf32>, tensor<f32>) -> tensor<48xf32>
    %18 = stablehlo.add %arg2, %17 : tensor<48xf32>
    %19 = stablehlo.dot_general %13, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<8x16xf32>) -> tensor<48x16xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<48x16xf32>) -> tensor<16x48xf32>
    %21 = stablehlo.add %arg1, %20 : tensor<16x48xf32>
    %22 = stablehlo.dot_general %13, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48xf32>, tensor<16x48xf32>) -> tensor<8x16xf32>
    %23 = stablehlo.add %3, %22 : tensor<8x16xf32>
    return %21, %18, %23, %14 : tensor<16x48xf32>, tensor<48xf32>, tensor<8x16xf32>, tensor<8x48xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<10x8x48xf32>, %arg1: tensor<8x48xf32>, %arg2: tensor<i32>) -> tensor<10x8x48xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x48xf32>) -> tensor<1x8x48xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x8x48xf32>, tensor<1x8x48xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x8x48xf32>
    return %1 : tensor<10x8x48xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x10x1xi32>, %arg1: tensor<8x10x16xf32>) -> tensor<50x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<50x16xf32>, tensor<8x10x1xi32>, tensor<8x10x16xf32>) -> tensor<50x16xf32>
    return %1 : tensor<50x16xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
