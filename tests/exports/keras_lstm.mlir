module @jit_lstm_classifier_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32, tag.model = {batch = 8 : i64, name = "lstm_classifier", variant = "keras"}} {
  func.func public @main(%arg0: tensor<64x16xf32> {tag.name = "params/lstm_classifier/embedding/embeddings", tag.role = "param"}, %arg1: tensor<16x64xf32> {tag.name = "params/lstm_classifier/lstm/lstm_cell/kernel", tag.role = "param"}, %arg2: tensor<16x64xf32> {tag.name = "params/lstm_classifier/lstm/lstm_cell/recurrent_kernel", tag.role = "param"}, %arg3: tensor<64xf32> {tag.name = "params/lstm_classifier/lstm/lstm_cell/bias", tag.role = "param"}, %arg4: tensor<16x4xf32> {tag.name = "params/lstm_classifier/dense_4/kernel", tag.role = "param"}, %arg5: tensor<4xf32> {tag.name = "params/lstm_classifier/dense_4/bias", tag.role = "param"}, %arg6: tensor<i32> {tag.name = "opt_state/adam/count", tag.role = "opt_state"}, %arg7: tensor<64x16xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/embedding/embeddings", tag.role = "opt_state"}, %arg8: tensor<16x64xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/lstm/lstm_cell/kernel", tag.role = "opt_state"}, %arg9: tensor<16x64xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/lstm/lstm_cell/recurrent_kernel", tag.role = "opt_state"}, %arg10: tensor<64xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/lstm/lstm_cell/bias", tag.role = "opt_state"}, %arg11: tensor<16x4xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/dense_4/kernel", tag.role = "opt_state"}, %arg12: tensor<4xf32> {tag.name = "opt_state/adam/mu/lstm_classifier/dense_4/bias", tag.role = "opt_state"}, %arg13: tensor<64x16xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/embedding/embeddings", tag.role = "opt_state"}, %arg14: tensor<16x64xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/lstm/lstm_cell/kernel", tag.role = "opt_state"}, %arg15: tensor<16x64xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/lstm/lstm_cell/recurrent_kernel", tag.role = "opt_state"}, %arg16: tensor<64xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/lstm/lstm_cell/bias", tag.role = "opt_state"}, %arg17: tensor<16x4xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/dense_4/kernel", tag.role = "opt_state"}, %arg18: tensor<4xf32> {tag.name = "opt_state/adam/nu/lstm_classifier/dense_4/bias", tag.role = "opt_state"}, %arg19: tensor<2xui32> {tag.name = "opt_state/model_state/seed_generator_1/seed_generator_state", tag.role = "opt_state"}, %arg20: tensor<8x8xi32> {tag.name = "batch/x", tag.role = "batch"}, %arg21: tensor<8xi32> {tag.name = "batch/labels", tag.role = "batch"}) -> (tensor<64x16xf32> {jax.result_info = "result[0][0]"}, tensor<16x64xf32> {jax.result_info = "result[0][1]"}, tensor<16x64xf32> {jax.result_info = "result[0][2]"}, tensor<64xf32> {jax.result_info = "result[0][3]"}, tensor<16x4xf32> {jax.result_info = "result[0][4]"}, tensor<4xf32> {jax.result_info = "result[0][5]"}, tensor<i32> {jax.result_info = "result[1]['adam'][0].count"}, tensor<64x16xf32> {jax.result_info = "result[1]['adam'][0].mu[0]"}, tensor<16x64xf32> {jax.result_info = "result[1]['adam'][0].mu[1]"}, tensor<16x64xf32> {jax.result_info = "result[1]['adam'][0].mu[2]"}, tensor<64xf32> {jax.result_info = "result[1]['adam'][0].mu[3]"}, tensor<16x4xf32> {jax.result_info = "result[1]['adam'][0].mu[4]"}, tensor<4xf32> {jax.result_info = "result[1]['adam'][0].mu[5]"}, tensor<64x16xf32> {jax.result_info = "result[1]['adam'][0].nu[0]"}, tensor<16x64xf32> {jax.result_info = "result[1]['adam'][0].nu[1]"}, tensor<16x64xf32> {jax.result_info = "result[1]['adam'][0].nu[2]"}, tensor<64xf32> {jax.result_info = "result[1]['adam'][0].nu[3]"}, tensor<16x4xf32> {jax.result_info = "result[1]['adam'][0].nu[4]"}, tensor<4xf32> {jax.result_info = "result[1]['adam'][0].nu[5]"}, tensor<2xui32> {jax.result_info = "result[1]['model_state'][0]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<8> : tensor<1xi32>
    %0:2 = call @_take(%arg0, %arg20) : (tensor<64x16xf32>, tensor<8x8xi32>) -> (tensor<8x8x16xf32>, tensor<8x8x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %3 = stablehlo.slice %0#0 [0:8, 0:1, 0:16] : (tensor<8x8x16xf32>) -> tensor<8x1x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x1x16xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.transpose %0#0, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %20:20 = stablehlo.while(%iterArg = %5, %iterArg_87 = %arg1, %iterArg_88 = %arg2, %iterArg_89 = %6, %iterArg_90 = %c_14, %iterArg_91 = %1, %iterArg_92 = %2, %iterArg_93 = %7, %iterArg_94 = %8, %iterArg_95 = %9, %iterArg_96 = %10, %iterArg_97 = %11, %iterArg_98 = %12, %iterArg_99 = %13, %iterArg_100 = %14, %iterArg_101 = %15, %iterArg_102 = %16, %iterArg_103 = %17, %iterArg_104 = %18, %iterArg_105 = %19) : tensor<8x8x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>
    cond {
      %c_106 = stablehlo.constant dense<8> : tensor<i32>
      %227 = stablehlo.compare LT, %iterArg_90, %c_106, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %227 : tensor<i1>
    } do {
      %227 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_90) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %228:15 = func.call @closed_call(%iterArg_87, %iterArg_88, %iterArg_89, %iterArg_91, %iterArg_92, %227) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %229 = func.call @dynamic_update_index_in_dim(%iterArg_93, %228#2, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %230 = func.call @dynamic_update_index_in_dim(%iterArg_94, %228#3, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %231 = func.call @dynamic_update_index_in_dim(%iterArg_95, %228#4, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %232 = func.call @dynamic_update_index_in_dim(%iterArg_96, %228#5, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %233 = func.call @dynamic_update_index_in_dim(%iterArg_97, %228#6, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %234 = func.call @dynamic_update_index_in_dim(%iterArg_98, %228#7, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %235 = func.call @dynamic_update_index_in_dim(%iterArg_99, %228#8, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %236 = func.call @dynamic_update_index_in_dim(%iterArg_100, %228#9, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %237 = func.call @dynamic_update_index_in_dim(%iterArg_101, %228#10, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %238 = func.call @dynamic_update_index_in_dim(%iterArg_102, %228#11, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %239 = func.call @dynamic_update_index_in_dim(%iterArg_103, %228#12, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %240 = func.call @dynamic_update_index_in_dim(%iterArg_104, %228#13, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %241 = func.call @dynamic_update_index_in_dim(%iterArg_105, %228#14, %iterArg_90) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %c_106 = stablehlo.constant dense<1> : tensor<i32>
      %242 = stablehlo.add %iterArg_90, %c_106 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_87, %iterArg_88, %iterArg_89, %242, %228#0, %228#1, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241 : tensor<8x8x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>
    }
    %21 = stablehlo.slice %20#7 [7:8, 0:8, 0:16] : (tensor<8x8x16xf32>) -> tensor<1x8x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    %23 = stablehlo.transpose %20#7, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %24 = stablehlo.dot_general %22, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %25 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x4xf32>
    %28 = stablehlo.convert %arg21 : (tensor<8xi32>) -> tensor<8xf32>
    %29 = stablehlo.convert %28 : (tensor<8xf32>) -> tensor<8xi32>
    %30:3 = call @log_softmax(%27) : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>)
    %31 = call @_one_hot(%29) : (tensor<8xi32>) -> tensor<8x4xf32>
    %32 = stablehlo.multiply %31, %30#0 : tensor<8x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.negate %33 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.reduce(%c init: %c_17) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %37 = stablehlo.convert %36 : (tensor<i32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.compare EQ, %37, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %39 = call @_where_0(%38, %c_19, %37) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.compare EQ, %37, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %41 = stablehlo.divide %35, %39 : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %42:2 = call @_where_1(%40, %c_21, %41) : (tensor<i1>, tensor<i32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42#0 init: %cst_22) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %48 = call @_where_2(%40, %42#1, %47) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %49 = stablehlo.divide %48, %39 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.negate %50 : tensor<8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %53 = stablehlo.multiply %31, %52 : tensor<8x4xf32>
    %54 = call @log_softmax_3(%30#1, %30#2, %53) : (tensor<8x4xf32>, tensor<8x1xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.reshape %55 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.dot_general %54, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %60 = stablehlo.dot_general %54, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<16x4xf32>) -> tensor<8x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.pad %61, %cst_30, low = [7, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x8x16xf32>, tensor<f32>) -> tensor<8x8x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %69:23 = stablehlo.while(%iterArg = %62, %iterArg_87 = %5, %iterArg_88 = %20#8, %iterArg_89 = %20#9, %iterArg_90 = %20#10, %iterArg_91 = %20#11, %iterArg_92 = %20#12, %iterArg_93 = %20#13, %iterArg_94 = %20#14, %iterArg_95 = %20#15, %iterArg_96 = %20#16, %iterArg_97 = %20#17, %iterArg_98 = %20#18, %iterArg_99 = %20#19, %iterArg_100 = %arg1, %iterArg_101 = %arg2, %iterArg_102 = %c_37, %iterArg_103 = %65, %iterArg_104 = %66, %iterArg_105 = %67, %iterArg_106 = %63, %iterArg_107 = %64, %iterArg_108 = %68) : tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<i32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8x16xf32>
    cond {
      %c_109 = stablehlo.constant dense<8> : tensor<i32>
      %227 = stablehlo.compare LT, %iterArg_102, %c_109, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %227 : tensor<i1>
    } do {
      %c_109 = stablehlo.constant dense<8> : tensor<i32>
      %227 = stablehlo.subtract %c_109, %iterArg_102 : tensor<i32>
      %c_110 = stablehlo.constant dense<1> : tensor<i32>
      %228 = stablehlo.subtract %227, %c_110 : tensor<i32>
      %229 = func.call @dynamic_index_in_dim(%iterArg, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %230 = func.call @dynamic_index_in_dim(%iterArg_87, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %231 = func.call @dynamic_index_in_dim(%iterArg_88, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %232 = func.call @dynamic_index_in_dim(%iterArg_89, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %233 = func.call @dynamic_index_in_dim(%iterArg_90, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %234 = func.call @dynamic_index_in_dim(%iterArg_91, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %235 = func.call @dynamic_index_in_dim(%iterArg_92, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %236 = func.call @dynamic_index_in_dim(%iterArg_93, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %237 = func.call @dynamic_index_in_dim(%iterArg_94, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %238 = func.call @dynamic_index_in_dim(%iterArg_95, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %239 = func.call @dynamic_index_in_dim(%iterArg_96, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %240 = func.call @dynamic_index_in_dim(%iterArg_97, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %241 = func.call @dynamic_index_in_dim(%iterArg_98, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %242 = func.call @dynamic_index_in_dim(%iterArg_99, %228) : (tensor<8x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %243:6 = func.call @closed_call_4(%iterArg_100, %iterArg_101, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %229, %230, %231, %232, %233, %234, %235, %236, %237, %238, %239, %240, %241, %242) : (tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %244 = func.call @dynamic_update_index_in_dim(%iterArg_108, %243#5, %228) : (tensor<8x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<8x8x16xf32>
      %c_111 = stablehlo.constant dense<1> : tensor<i32>
      %245 = stablehlo.add %iterArg_102, %c_111 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %245, %243#0, %243#1, %243#2, %243#3, %243#4, %244 : tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<8x8x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<i32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8x16xf32>
    }
    %70 = stablehlo.transpose %69#22, dims = [1, 0, 2] : (tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %71 = call @_take_5(%0#1, %70) : (tensor<8x8x1xi32>, tensor<8x8x16xf32>) -> tensor<64x16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<64x16xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %75 = stablehlo.multiply %74, %arg7 : tensor<64x16xf32>
    %76 = stablehlo.add %73, %75 : tensor<64x16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %78 = stablehlo.multiply %77, %69#17 : tensor<16x64xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %80 = stablehlo.multiply %79, %arg8 : tensor<16x64xf32>
    %81 = stablehlo.add %78, %80 : tensor<16x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %83 = stablehlo.multiply %82, %69#18 : tensor<16x64xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %85 = stablehlo.multiply %84, %arg9 : tensor<16x64xf32>
    %86 = stablehlo.add %83, %85 : tensor<16x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %88 = stablehlo.multiply %87, %69#19 : tensor<64xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %90 = stablehlo.multiply %89, %arg10 : tensor<64xf32>
    %91 = stablehlo.add %88, %90 : tensor<64xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %93 = stablehlo.multiply %92, %59 : tensor<16x4xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %95 = stablehlo.multiply %94, %arg11 : tensor<16x4xf32>
    %96 = stablehlo.add %93, %95 : tensor<16x4xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.multiply %97, %57 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.multiply %99, %arg12 : tensor<4xf32>
    %101 = stablehlo.add %98, %100 : tensor<4xf32>
    %102 = stablehlo.multiply %71, %71 : tensor<64x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<64x16xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %106 = stablehlo.multiply %105, %arg13 : tensor<64x16xf32>
    %107 = stablehlo.add %104, %106 : tensor<64x16xf32>
    %108 = stablehlo.multiply %69#17, %69#17 : tensor<16x64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<16x64xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %112 = stablehlo.multiply %111, %arg14 : tensor<16x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<16x64xf32>
    %114 = stablehlo.multiply %69#18, %69#18 : tensor<16x64xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<16x64xf32>
    %cst_55 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %118 = stablehlo.multiply %117, %arg15 : tensor<16x64xf32>
    %119 = stablehlo.add %116, %118 : tensor<16x64xf32>
    %120 = stablehlo.multiply %69#19, %69#19 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %124 = stablehlo.multiply %123, %arg16 : tensor<64xf32>
    %125 = stablehlo.add %122, %124 : tensor<64xf32>
    %126 = stablehlo.multiply %59, %59 : tensor<16x4xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<16x4xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %130 = stablehlo.multiply %129, %arg17 : tensor<16x4xf32>
    %131 = stablehlo.add %128, %130 : tensor<16x4xf32>
    %132 = stablehlo.multiply %57, %57 : tensor<4xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<4xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %136 = stablehlo.multiply %135, %arg18 : tensor<4xf32>
    %137 = stablehlo.add %134, %136 : tensor<4xf32>
    %c_62 = stablehlo.constant dense<2147483647> : tensor<i32>
    %138 = stablehlo.compare LT, %arg6, %c_62, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_63 = stablehlo.constant dense<1> : tensor<i32>
    %139 = stablehlo.add %arg6, %c_63 : tensor<i32>
    %c_64 = stablehlo.constant dense<2147483647> : tensor<i32>
    %140 = call @_where_6(%138, %139, %c_64) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %141 = stablehlo.convert %140 : (tensor<i32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.convert %140 : (tensor<i32>) -> tensor<f32>
    %143 = stablehlo.power %cst_65, %142 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.subtract %cst_66, %143 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %146 = stablehlo.divide %76, %145 : tensor<64x16xf32>
    %147 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %148 = stablehlo.divide %81, %147 : tensor<16x64xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %150 = stablehlo.divide %86, %149 : tensor<16x64xf32>
    %151 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.divide %91, %151 : tensor<64xf32>
    %153 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %154 = stablehlo.divide %96, %153 : tensor<16x4xf32>
    %155 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %156 = stablehlo.divide %101, %155 : tensor<4xf32>
    %157 = stablehlo.convert %140 : (tensor<i32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.convert %140 : (tensor<i32>) -> tensor<f32>
    %159 = stablehlo.power %cst_67, %158 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.subtract %cst_68, %159 : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %162 = stablehlo.divide %107, %161 : tensor<64x16xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %164 = stablehlo.divide %113, %163 : tensor<16x64xf32>
    %165 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %166 = stablehlo.divide %119, %165 : tensor<16x64xf32>
    %167 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.divide %125, %167 : tensor<64xf32>
    %169 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %170 = stablehlo.divide %131, %169 : tensor<16x4xf32>
    %171 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %172 = stablehlo.divide %137, %171 : tensor<4xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %174 = stablehlo.add %162, %173 : tensor<64x16xf32>
    %175 = stablehlo.sqrt %174 : tensor<64x16xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %177 = stablehlo.add %175, %176 : tensor<64x16xf32>
    %178 = stablehlo.divide %146, %177 : tensor<64x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %180 = stablehlo.add %164, %179 : tensor<16x64xf32>
    %181 = stablehlo.sqrt %180 : tensor<16x64xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<16x64xf32>
    %184 = stablehlo.divide %148, %183 : tensor<16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %186 = stablehlo.add %166, %185 : tensor<16x64xf32>
    %187 = stablehlo.sqrt %186 : tensor<16x64xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %189 = stablehlo.add %187, %188 : tensor<16x64xf32>
    %190 = stablehlo.divide %150, %189 : tensor<16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %192 = stablehlo.add %168, %191 : tensor<64xf32>
    %193 = stablehlo.sqrt %192 : tensor<64xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %195 = stablehlo.add %193, %194 : tensor<64xf32>
    %196 = stablehlo.divide %152, %195 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %198 = stablehlo.add %170, %197 : tensor<16x4xf32>
    %199 = stablehlo.sqrt %198 : tensor<16x4xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %201 = stablehlo.add %199, %200 : tensor<16x4xf32>
    %202 = stablehlo.divide %154, %201 : tensor<16x4xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %204 = stablehlo.add %172, %203 : tensor<4xf32>
    %205 = stablehlo.sqrt %204 : tensor<4xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %207 = stablehlo.add %205, %206 : tensor<4xf32>
    %208 = stablehlo.divide %156, %207 : tensor<4xf32>
    %cst_81 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %210 = stablehlo.multiply %209, %178 : tensor<64x16xf32>
    %cst_82 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %212 = stablehlo.multiply %211, %184 : tensor<16x64xf32>
    %cst_83 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %214 = stablehlo.multiply %213, %190 : tensor<16x64xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %215, %196 : tensor<64xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %218 = stablehlo.multiply %217, %202 : tensor<16x4xf32>
    %cst_86 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %220 = stablehlo.multiply %219, %208 : tensor<4xf32>
    %221 = stablehlo.add %arg0, %210 : tensor<64x16xf32>
    %222 = stablehlo.add %arg1, %212 : tensor<16x64xf32>
    %223 = stablehlo.add %arg2, %214 : tensor<16x64xf32>
    %224 = stablehlo.add %arg3, %216 : tensor<64xf32>
    %225 = stablehlo.add %arg4, %218 : tensor<16x4xf32>
    %226 = stablehlo.add %arg5, %220 : tensor<4xf32>
    return %221, %222, %223, %224, %225, %226, %140, %76, %81, %86, %91, %96, %101, %107, %113, %119, %125, %131, %137, %arg19, %44 : tensor<64x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<i32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<64x16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<2xui32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<8x8xi32>) -> (tensor<8x8x16xf32>, tensor<8x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x8x1xi1>, tensor<i1>) -> tensor<8x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x8x1xi32>) -> tensor<8x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x8x16xi1>, tensor<8x8x16xf32>
    return %16, %5 : tensor<8x8x16xf32>, tensor<8x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi32>, %arg2: tensor<8x8xi32>) -> tensor<8x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi32>
    return %0 : tensor<8x8xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<8x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<1x64xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x64xf32>
    %5 = stablehlo.slice %4 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.slice %4 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %7 = stablehlo.slice %4 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %8 = stablehlo.slice %4 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %9 = stablehlo.negate %5 : tensor<8x16xf32>
    %10 = stablehlo.exponential %9 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %12 = stablehlo.add %11, %10 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.divide %13, %12 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<8x16xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x16xf32>
    %18 = stablehlo.negate %6 : tensor<8x16xf32>
    %19 = stablehlo.exponential %18 : tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %21 = stablehlo.add %20, %19 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %23 = stablehlo.divide %22, %21 : tensor<8x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<8x16xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<8x16xf32>
    %27 = stablehlo.multiply %23, %arg4 : tensor<8x16xf32>
    %28 = stablehlo.tanh %7 : tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<8x16xf32>
    %31 = stablehlo.multiply %14, %28 : tensor<8x16xf32>
    %32 = stablehlo.add %27, %31 : tensor<8x16xf32>
    %33 = stablehlo.negate %8 : tensor<8x16xf32>
    %34 = stablehlo.exponential %33 : tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %36 = stablehlo.add %35, %34 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<8x16xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<8x16xf32>
    %42 = stablehlo.tanh %32 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<8x16xf32>
    %45 = stablehlo.multiply %38, %42 : tensor<8x16xf32>
    return %45, %32, %45, %arg3, %17, %26, %arg4, %23, %28, %30, %14, %41, %42, %44, %38 : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<8x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x16xf32>
    return %1 : tensor<8x8x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4xf32>
    %6 = stablehlo.exponential %5 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x4xf32>
    return %11, %6, %8 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<8x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x4xi1>) -> tensor<8x4xf32>
    return %5 : tensor<8x4xf32>
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
  func.func private @log_softmax_3(%arg0: tensor<8x4xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x4xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x4xf32>
    return %7 : tensor<8x4xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<16x64xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<8x16xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<8x16xf32>, %arg9: tensor<8x16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8x16xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8x16xf32>, %arg15: tensor<8x16xf32>, %arg16: tensor<8x16xf32>, %arg17: tensor<8x16xf32>, %arg18: tensor<8x16xf32>, %arg19: tensor<8x16xf32>, %arg20: tensor<8x16xf32>) -> (tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.add %arg5, %arg7 : tensor<8x16xf32>
    %1 = stablehlo.multiply %arg20, %0 : tensor<8x16xf32>
    %2 = stablehlo.multiply %0, %arg18 : tensor<8x16xf32>
    %3 = stablehlo.multiply %1, %arg19 : tensor<8x16xf32>
    %4 = stablehlo.add %arg6, %3 : tensor<8x16xf32>
    %5 = stablehlo.multiply %3, %arg18 : tensor<8x16xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x16xf32>
    %7 = stablehlo.multiply %2, %arg17 : tensor<8x16xf32>
    %8 = stablehlo.multiply %arg16, %6 : tensor<8x16xf32>
    %9 = stablehlo.multiply %6, %arg14 : tensor<8x16xf32>
    %10 = stablehlo.multiply %8, %arg15 : tensor<8x16xf32>
    %11 = stablehlo.multiply %10, %arg14 : tensor<8x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x16xf32>
    %13 = stablehlo.multiply %arg13, %6 : tensor<8x16xf32>
    %14 = stablehlo.multiply %6, %arg12 : tensor<8x16xf32>
    %15 = stablehlo.multiply %14, %arg11 : tensor<8x16xf32>
    %16 = stablehlo.multiply %9, %arg10 : tensor<8x16xf32>
    %17 = stablehlo.concatenate %16, %15, %12, %7, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %19 = stablehlo.reshape %18 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.add %arg4, %20 : tensor<64xf32>
    %22 = stablehlo.dot_general %17, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %24 = stablehlo.add %arg3, %23 : tensor<16x64xf32>
    %25 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<16x64xf32>) -> tensor<8x16xf32>
    %26 = stablehlo.dot_general %17, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %28 = stablehlo.add %arg2, %27 : tensor<16x64xf32>
    %29 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<16x64xf32>) -> tensor<8x16xf32>
    return %28, %24, %21, %25, %13, %29 : tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @_take_5(%arg0: tensor<8x8x1xi32>, %arg1: tensor<8x8x16xf32>) -> tensor<64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<8x8x1xi32>, tensor<8x8x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
