module {
  func.func @main(%arg0: tensor<8x16xi64> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8x16xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<128x32xf32> {jax.arg_info = "param['emb.weight']", tag.role = "param"}, %arg3: tensor<32xf32> {jax.arg_info = "param['layers.0.n1.weight']", tag.role = "param"}, %arg4: tensor<32xf32> {jax.arg_info = "param['layers.0.n2.weight']", tag.role = "param"}, %arg5: tensor<32x32xf32> {jax.arg_info = "param['layers.0.q.weight']", tag.role = "param"}, %arg6: tensor<32x32xf32> {jax.arg_info = "param['layers.0.kv.weight']", tag.role = "param"}, %arg7: tensor<32x32xf32> {jax.arg_info = "param['layers.0.o.weight']", tag.role = "param"}, %arg8: tensor<64x32xf32> {jax.arg_info = "param['layers.0.gate.weight']", tag.role = "param"}, %arg9: tensor<64x32xf32> {jax.arg_info = "param['layers.0.up.weight']", tag.role = "param"}, %arg10: tensor<32x64xf32> {jax.arg_info = "param['layers.0.down.weight']", tag.role = "param"}, %arg11: tensor<32xf32> {jax.arg_info = "param['layers.1.n1.weight']", tag.role = "param"}, %arg12: tensor<32xf32> {jax.arg_info = "param['layers.1.n2.weight']", tag.role = "param"}, %arg13: tensor<32x32xf32> {jax.arg_info = "param['layers.1.q.weight']", tag.role = "param"}, %arg14: tensor<32x32xf32> {jax.arg_info = "param['layers.1.kv.weight']", tag.role = "param"}, %arg15: tensor<32x32xf32> {jax.arg_info = "param['layers.1.o.weight']", tag.role = "param"}, %arg16: tensor<64x32xf32> {jax.arg_info = "param['layers.1.gate.weight']", tag.role = "param"}, %arg17: tensor<64x32xf32> {jax.arg_info = "param['layers.1.up.weight']", tag.role = "param"}, %arg18: tensor<32x64xf32> {jax.arg_info = "param['layers.1.down.weight']", tag.role = "param"}, %arg19: tensor<32xf32> {jax.arg_info = "param['norm.weight']", tag.role = "param"}, %arg20: tensor<128x32xf32> {jax.arg_info = "param['head.weight']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<128x32xf32> {jax.result_info = "grad['emb.weight']"}, tensor<32xf32> {jax.result_info = "grad['layers.0.n1.weight']"}, tensor<32xf32> {jax.result_info = "grad['layers.0.n2.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.0.q.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.0.kv.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.0.o.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['layers.0.gate.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['layers.0.up.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['layers.0.down.weight']"}, tensor<32xf32> {jax.result_info = "grad['layers.1.n1.weight']"}, tensor<32xf32> {jax.result_info = "grad['layers.1.n2.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.1.q.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.1.kv.weight']"}, tensor<32x32xf32> {jax.result_info = "grad['layers.1.o.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['layers.1.gate.weight']"}, tensor<64x32xf32> {jax.result_info = "grad['layers.1.up.weight']"}, tensor<32x64xf32> {jax.result_info = "grad['layers.1.down.weight']"}, tensor<32xf32> {jax.result_info = "grad['norm.weight']"}, tensor<128x32xf32> {jax.result_info = "grad['head.weight']"}) {
    %c = stablehlo.constant dense<127> : tensor<i64>
    %c_0 = stablehlo.constant dense<-128> : tensor<i64>
    %c_1 = stablehlo.constant dense<-1> : tensor<8x16xi64>
    %c_2 = stablehlo.constant dense<128> : tensor<8x16xi64>
    %c_3 = stablehlo.constant dense<0> : tensor<8x16xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<128x1xi64>
    %c_5 = stablehlo.constant dense<-100> : tensor<128x1xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<128xi64>
    %c_7 = stablehlo.constant dense<-100> : tensor<128xi64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<8x16x64xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<128x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<128x128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %cst_14 = stablehlo.constant dense<"0x00000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE286B6ECE0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE286B6ECE000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000286B6ECE00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<16x16xf32>
    %cst_15 = stablehlo.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000A46A573F7775CC3D57D6233C6E12833AA46A573F7775CC3D57D6233C6E12833AB7C7683FF96F4B3E3ED4A33C6912033BB7C7683FF96F4B3E3ED4A33C6912033BC381103E6D4E973E1FB9F53C939B443BC381103E6D4E973E1FB9F53C939B443BCFBD41BFD861C73EDBCB233D5812833BCFBD41BFD861C73EDBCB233D5812833B107C75BF4477F53EF4B64C3DDED6A33B107C75BF4477F53EF4B64C3DDED6A33B8C0F8FBE698C103FD19C753D599BC43B8C0F8FBE698C103FD19C753D599BC43B4630283F73EB243F323E8F3DC75FE53B4630283F73EB243F323E8F3DC75FE53B95467D3FA6A4373F50AAA33D1312033C95467D3FA6A4373F50AAA33D1312033C3201D33E1D88483F3E12B83D3B74133C3201D33E1D88483F3E12B83D3B74133CF8440BBFA46A573F7675CC3D58D6233CF8440BBFA46A573F7675CC3D58D6233C5CFF7FBF2B26643F72D3E03D6B38343C5CFF7FBF2B26643F72D3E03D6B38343CD85C09BF1D9A6E3FAC2BF53D719A443CD85C09BF1D9A6E3FAC2BF53D719A443C2220D73EC0AB763FD0BE043E6BFC543C2220D73EC0AB763FD0BE043E6BFC543C72987D3F6F467C3F64E40E3E575E653C72987D3F6F467C3F64E40E3E575E653C4479263FD55B7F3F4F06193E34C0753C4479263FD55B7F3F4F06193E34C0753C"> : tensor<16x8xf32>
    %cst_16 = stablehlo.constant dense<"0x0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F41510A3F98B87E3FB9FC7F3FF8FF7F3F41510A3F98B87E3FB9FC7F3FF8FF7F3F3311D5BEA5E57A3FE5F27F3FDFFF7F3F3311D5BEA5E57A3FE5F27F3FDFFF7F3F26707DBFEF90743F83E27F3FB5FF7F3F26707DBFEF90743F83E27F3FB5FF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F305527BFA7CA6B3F94CB7F3F7AFF7F3F2C3C913E40A9603F19AE7F3F2EFF7F3F2C3C913E40A9603F19AE7F3F2EFF7F3FB8CD753F3249533F128A7F3FD2FE7F3FB8CD753F3249533F128A7F3FD2FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3FBDFF403FB3CC433F815F7F3F65FE7F3FF6FD14BE5F5B323F652E7F3FE7FD7F3FF6FD14BE5F5B323F652E7F3FE7FD7F3FD53F69BFD4211F3FC2F67E3F59FD7F3FD53F69BFD4211F3FC2F67E3F59FD7F3F64CD56BF41510A3F98B87E3FB9FC7F3F64CD56BF41510A3F98B87E3FB9FC7F3F7205913BC03DE83EE8737E3F09FC7F3F7205913BC03DE83EE8737E3F09FC7F3FD006583FF386B93EB5287E3F48FB7F3FD006583FF386B93EB5287E3F48FB7F3F6F4E683F99F5883E00D77D3F76FA7F3F6F4E683F99F5883E00D77D3F76FA7F3FD7040C3EDF0B2E3ECC7E7D3F94F97F3FD7040C3EDF0B2E3ECC7E7D3F94F97F3FE87A42BFAADE903D1A207D3FA1F87F3FE87A42BFAADE903D1A207D3FA1F87F3F"> : tensor<16x8xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_18 = arith.constant dense<2> : tensor<1xi64>
    %cst_19 = arith.constant dense<32> : tensor<1xi64>
    %cst_20 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_21 = arith.constant dense<2.8284271247461903> : tensor<1xf64>
    %cst_22 = arith.constant dense<-1.000000e+02> : tensor<1xf64>
    %cst_23 = arith.constant dense<3> : tensor<1xi64>
    %cst_24 = arith.constant dense<-5.000000e-01> : tensor<1xf64>
    %cst_25 = arith.constant dense<1> : tensor<1xi64>
    %cst_26 = arith.constant dense<2.000000e+00> : tensor<1xf64>
    %cst_27 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_28 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %0 = "stablehlo.gather"(%arg2, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<8x16xi64>) -> tensor<8x16x32xf32>
    %1 = stablehlo.convert %0 : tensor<8x16x32xf32>
    %2 = stablehlo.convert %cst_18 : (tensor<1xi64>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.power %1, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.reduce(%5 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %8 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32>
    %9 = stablehlo.reshape %8 : (tensor<1xf32>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.divide %7, %10 : tensor<8x16x1xf32>
    %12 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<8x16x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %18 = stablehlo.multiply %1, %17 : tensor<8x16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x16x32xf32>
    %21 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.reshape %20 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %23 = stablehlo.dot_general %22, %21, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %27 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.dot_general %22, %27, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x16x32xf32>) -> tensor<8x16x2x2x8xf32>
    %31 = stablehlo.slice %30 [0:8, 0:16, 0:1, 0:2, 0:8] : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x1x2x8xf32>
    %32 = stablehlo.slice %30 [0:8, 0:16, 1:2, 0:2, 0:8] : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x1x2x8xf32>
    %33 = stablehlo.reshape %31 : (tensor<8x16x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %34 = stablehlo.reshape %32 : (tensor<8x16x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %35 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<8x16x2x8xf32>) -> tensor<8x2x16x8xf32>
    %36 = stablehlo.transpose %34, dims = [0, 2, 1, 3] : (tensor<8x16x2x8xf32>) -> tensor<8x2x16x8xf32>
    %37 = stablehlo.reshape %35 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3, 4] : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x2x2x16x8xf32>) -> tensor<8x4x16x8xf32>
    %40 = stablehlo.reshape %36 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<8x2x2x16x8xf32>) -> tensor<8x4x16x8xf32>
    %43 = stablehlo.slice %26 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %44 = stablehlo.negate %43 : tensor<8x4x16x4xf32>
    %45 = stablehlo.slice %26 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %46 = stablehlo.concatenate %44, %45, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [2, 3] : (tensor<16x8xf32>) -> tensor<8x4x16x8xf32>
    %48 = stablehlo.multiply %26, %47 : tensor<8x4x16x8xf32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [2, 3] : (tensor<16x8xf32>) -> tensor<8x4x16x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<8x4x16x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x4x16x8xf32>
    %52 = stablehlo.slice %39 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %53 = stablehlo.negate %52 : tensor<8x4x16x4xf32>
    %54 = stablehlo.slice %39 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %55 = stablehlo.concatenate %53, %54, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %56 = stablehlo.multiply %39, %47 : tensor<8x4x16x8xf32>
    %57 = stablehlo.multiply %55, %49 : tensor<8x4x16x8xf32>
    %58 = stablehlo.add %56, %57 : tensor<8x4x16x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] : (tensor<8x4x16x8xf32>) -> tensor<8x4x8x16xf32>
    %60 = stablehlo.reshape %51 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %61 = stablehlo.reshape %59 : (tensor<8x4x8x16xf32>) -> tensor<32x8x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %63 = stablehlo.dot_general %60, %62, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %65 = stablehlo.convert %cst_21 : (tensor<1xf64>) -> tensor<1xf32>
    %66 = stablehlo.reshape %65 : (tensor<1xf32>) -> tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %68 = stablehlo.divide %64, %67 : tensor<8x4x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %cst_14, dims = [2, 3] : (tensor<16x16xf32>) -> tensor<8x4x16x16xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x4x16x16xf32>
    %71 = stablehlo.reduce(%70 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %74 = stablehlo.subtract %70, %73 : tensor<8x4x16x16xf32>
    %75 = stablehlo.exponential %74 : tensor<8x4x16x16xf32>
    %76 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %79 = stablehlo.divide %75, %78 : tensor<8x4x16x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %81 = stablehlo.reshape %42 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %83 = stablehlo.dot_general %80, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %87 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.reshape %86 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %89 = stablehlo.dot_general %88, %87, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %91 = stablehlo.add %1, %90 : tensor<8x16x32xf32>
    %92 = stablehlo.power %91, %4 : tensor<8x16x32xf32>
    %93 = stablehlo.reduce(%92 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %95 = stablehlo.divide %94, %10 : tensor<8x16x1xf32>
    %96 = stablehlo.add %95, %14 : tensor<8x16x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<8x16x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<8x16x32xf32>
    %102 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %103 = stablehlo.reshape %101 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %104 = stablehlo.dot_general %103, %102, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %106 = stablehlo.logistic %105 : tensor<8x16x64xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<8x16x64xf32>
    %108 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %109 = stablehlo.dot_general %103, %108, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.multiply %107, %110 : tensor<8x16x64xf32>
    %112 = stablehlo.transpose %arg10, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %113 = stablehlo.reshape %111 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %114 = stablehlo.dot_general %113, %112, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %116 = stablehlo.add %91, %115 : tensor<8x16x32xf32>
    %117 = stablehlo.power %116, %4 : tensor<8x16x32xf32>
    %118 = stablehlo.reduce(%117 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %120 = stablehlo.divide %119, %10 : tensor<8x16x1xf32>
    %121 = stablehlo.add %120, %14 : tensor<8x16x1xf32>
    %122 = stablehlo.rsqrt %121 : tensor<8x16x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %124 = stablehlo.multiply %116, %123 : tensor<8x16x32xf32>
    %125 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<8x16x32xf32>
    %127 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.reshape %126 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %129 = stablehlo.dot_general %128, %127, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %132 = stablehlo.transpose %131, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %133 = stablehlo.transpose %arg14, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %128, %133, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x16x32xf32>) -> tensor<8x16x2x2x8xf32>
    %137 = stablehlo.slice %136 [0:8, 0:16, 0:1, 0:2, 0:8] : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x1x2x8xf32>
    %138 = stablehlo.slice %136 [0:8, 0:16, 1:2, 0:2, 0:8] : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x1x2x8xf32>
    %139 = stablehlo.reshape %137 : (tensor<8x16x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %140 = stablehlo.reshape %138 : (tensor<8x16x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %141 = stablehlo.transpose %139, dims = [0, 2, 1, 3] : (tensor<8x16x2x8xf32>) -> tensor<8x2x16x8xf32>
    %142 = stablehlo.transpose %140, dims = [0, 2, 1, 3] : (tensor<8x16x2x8xf32>) -> tensor<8x2x16x8xf32>
    %143 = stablehlo.reshape %141 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x2x2x16x8xf32>) -> tensor<8x4x16x8xf32>
    %146 = stablehlo.reshape %142 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3, 4] : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x2x2x16x8xf32>) -> tensor<8x4x16x8xf32>
    %149 = stablehlo.slice %132 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %150 = stablehlo.negate %149 : tensor<8x4x16x4xf32>
    %151 = stablehlo.slice %132 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %152 = stablehlo.concatenate %150, %151, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %153 = stablehlo.multiply %132, %47 : tensor<8x4x16x8xf32>
    %154 = stablehlo.multiply %152, %49 : tensor<8x4x16x8xf32>
    %155 = stablehlo.add %153, %154 : tensor<8x4x16x8xf32>
    %156 = stablehlo.slice %145 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %157 = stablehlo.negate %156 : tensor<8x4x16x4xf32>
    %158 = stablehlo.slice %145 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %159 = stablehlo.concatenate %157, %158, dim = 3 : (tensor<8x4x16x4xf32>, tensor<8x4x16x4xf32>) -> tensor<8x4x16x8xf32>
    %160 = stablehlo.multiply %145, %47 : tensor<8x4x16x8xf32>
    %161 = stablehlo.multiply %159, %49 : tensor<8x4x16x8xf32>
    %162 = stablehlo.add %160, %161 : tensor<8x4x16x8xf32>
    %163 = stablehlo.transpose %162, dims = [0, 1, 3, 2] : (tensor<8x4x16x8xf32>) -> tensor<8x4x8x16xf32>
    %164 = stablehlo.reshape %155 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %165 = stablehlo.reshape %163 : (tensor<8x4x8x16xf32>) -> tensor<32x8x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %167 = stablehlo.dot_general %164, %166, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %169 = stablehlo.divide %168, %67 : tensor<8x4x16x16xf32>
    %170 = stablehlo.add %169, %69 : tensor<8x4x16x16xf32>
    %171 = stablehlo.reduce(%170 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %174 = stablehlo.subtract %170, %173 : tensor<8x4x16x16xf32>
    %175 = stablehlo.exponential %174 : tensor<8x4x16x16xf32>
    %176 = stablehlo.reduce(%175 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %179 = stablehlo.divide %175, %178 : tensor<8x4x16x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %181 = stablehlo.reshape %148 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %183 = stablehlo.dot_general %180, %182, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %187 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %188 = stablehlo.reshape %186 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %189 = stablehlo.dot_general %188, %187, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %191 = stablehlo.add %116, %190 : tensor<8x16x32xf32>
    %192 = stablehlo.power %191, %4 : tensor<8x16x32xf32>
    %193 = stablehlo.reduce(%192 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %195 = stablehlo.divide %194, %10 : tensor<8x16x1xf32>
    %196 = stablehlo.add %195, %14 : tensor<8x16x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<8x16x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %199 = stablehlo.multiply %191, %198 : tensor<8x16x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<8x16x32xf32>
    %202 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %203 = stablehlo.reshape %201 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %204 = stablehlo.dot_general %203, %202, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %205 = stablehlo.reshape %204 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %206 = stablehlo.logistic %205 : tensor<8x16x64xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<8x16x64xf32>
    %208 = stablehlo.transpose %arg17, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %209 = stablehlo.dot_general %203, %208, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %210 = stablehlo.reshape %209 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %211 = stablehlo.multiply %207, %210 : tensor<8x16x64xf32>
    %212 = stablehlo.transpose %arg18, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %213 = stablehlo.reshape %211 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %214 = stablehlo.dot_general %213, %212, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %215 = stablehlo.reshape %214 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %216 = stablehlo.add %191, %215 : tensor<8x16x32xf32>
    %217 = stablehlo.power %216, %4 : tensor<8x16x32xf32>
    %218 = stablehlo.reduce(%217 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %220 = stablehlo.divide %219, %10 : tensor<8x16x1xf32>
    %221 = stablehlo.add %220, %14 : tensor<8x16x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<8x16x1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %224 = stablehlo.multiply %216, %223 : tensor<8x16x32xf32>
    %225 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<8x16x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x16x32xf32>
    %227 = stablehlo.transpose %arg20, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %228 = stablehlo.reshape %226 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %229 = stablehlo.dot_general %228, %227, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %230 = stablehlo.reshape %229 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %231 = stablehlo.slice %arg1 [0:8, 1:16] : (tensor<8x16xi64>) -> tensor<8x15xi64>
    %232 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xi64>
    %233 = stablehlo.reshape %232 : (tensor<1xi64>) -> tensor<i64>
    %234 = stablehlo.pad %231, %233, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<8x15xi64>, tensor<i64>) -> tensor<8x16xi64>
    %235 = stablehlo.reshape %230 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %236 = stablehlo.reshape %234 : (tensor<8x16xi64>) -> tensor<128xi64>
    %237 = stablehlo.reduce(%235 init: %cst_17) applies stablehlo.maximum across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %238 = stablehlo.reshape %237 : (tensor<128xf32>) -> tensor<128x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %240 = stablehlo.subtract %235, %239 : tensor<128x128xf32>
    %241 = stablehlo.exponential %240 : tensor<128x128xf32>
    %242 = stablehlo.reduce(%241 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %243 = stablehlo.reshape %242 : (tensor<128xf32>) -> tensor<128x1xf32>
    %244 = stablehlo.log %243 : tensor<128x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %246 = stablehlo.subtract %240, %245 : tensor<128x128xf32>
    %247 = stablehlo.compare NE, %236, %c_7, SIGNED : (tensor<128xi64>, tensor<128xi64>) -> tensor<128xi1>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0] : (tensor<128xi1>) -> tensor<128xi1>
    %249 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<128xi64>) -> tensor<128xi64>
    %250 = stablehlo.select %248, %249, %c_6 : tensor<128xi1>, tensor<128xi64>
    %251 = stablehlo.reshape %250 : (tensor<128xi64>) -> tensor<128x1xi64>
    %252 = stablehlo.iota dim = 0 : tensor<128x1x1xi64>
    %253 = stablehlo.reshape %251 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %254 = stablehlo.concatenate %252, %253, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %255 = "stablehlo.gather"(%246, %254) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<128x128xf32>, tensor<128x1x2xi64>) -> tensor<128x1xf32>
    %256 = stablehlo.reshape %255 : (tensor<128x1xf32>) -> tensor<128xf32>
    %257 = stablehlo.negate %256 : tensor<128xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0] : (tensor<128xf32>) -> tensor<128xf32>
    %259 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %260 = stablehlo.select %248, %258, %259 : tensor<128xi1>, tensor<128xf32>
    %261 = stablehlo.convert %247 : (tensor<128xi1>) -> tensor<128xi64>
    %262 = stablehlo.reduce(%261 init: %c_13) applies stablehlo.add across dimensions = [0] : (tensor<128xi64>, tensor<i64>) -> tensor<i64>
    %263 = stablehlo.convert %262 : (tensor<i64>) -> tensor<f32>
    %264 = stablehlo.reduce(%260 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %265 = stablehlo.divide %264, %263 : tensor<f32>
    %266 = stablehlo.divide %cst_11, %263 : tensor<f32>
    %267 = stablehlo.reshape %236 : (tensor<128xi64>) -> tensor<128x1xi64>
    %268 = stablehlo.compare NE, %267, %c_5, SIGNED : (tensor<128x1xi64>, tensor<128x1xi64>) -> tensor<128x1xi1>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<128x1xi1>) -> tensor<128x1xi1>
    %270 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<128x1xi64>) -> tensor<128x1xi64>
    %271 = stablehlo.select %269, %270, %c_4 : tensor<128x1xi1>, tensor<128x1xi64>
    %272 = stablehlo.slice %cst_9 [0:128, 0:1] : (tensor<128x1xf32>) -> tensor<128x1xf32>
    %273 = stablehlo.reshape %271 : (tensor<128x1xi64>) -> tensor<128x1x1xi64>
    %274 = stablehlo.concatenate %252, %273, dim = 2 : (tensor<128x1x1xi64>, tensor<128x1x1xi64>) -> tensor<128x1x2xi64>
    %275 = "stablehlo.scatter"(%cst_10, %274, %272) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      stablehlo.return %arg22 : tensor<f32>
    }) : (tensor<128x128xf32>, tensor<128x1x2xi64>, tensor<128x1xf32>) -> tensor<128x128xf32>
    %276 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %277 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %278 = stablehlo.select %269, %276, %277 : tensor<128x1xi1>, tensor<128x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %280 = stablehlo.multiply %275, %279 : tensor<128x128xf32>
    %281 = stablehlo.exponential %246 : tensor<128x128xf32>
    %282 = stablehlo.reduce(%280 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<128x128xf32>, tensor<f32>) -> tensor<128xf32>
    %283 = stablehlo.reshape %282 : (tensor<128xf32>) -> tensor<128x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x128xf32>
    %285 = stablehlo.multiply %281, %284 : tensor<128x128xf32>
    %286 = stablehlo.subtract %280, %285 : tensor<128x128xf32>
    %287 = stablehlo.reshape %286 : (tensor<128x128xf32>) -> tensor<8x16x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x16x128xf32>) -> tensor<128x128xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %290 = stablehlo.dot_general %289, %228, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %291 = stablehlo.transpose %290, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %292 = stablehlo.transpose %227, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %293 = stablehlo.dot_general %288, %292, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %295 = stablehlo.transpose %291, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %296 = stablehlo.multiply %294, %224 : tensor<8x16x32xf32>
    %297 = stablehlo.multiply %294, %225 : tensor<8x16x32xf32>
    %298 = stablehlo.reduce(%296 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %299 = stablehlo.reshape %298 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %301 = stablehlo.multiply %297, %216 : tensor<8x16x32xf32>
    %302 = stablehlo.multiply %297, %223 : tensor<8x16x32xf32>
    %303 = stablehlo.reduce(%301 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %305 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %306 = stablehlo.reshape %305 : (tensor<1xf32>) -> tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %308 = stablehlo.power %222, %307 : tensor<8x16x1xf32>
    %309 = stablehlo.convert %cst_24 : (tensor<1xf64>) -> tensor<1xf32>
    %310 = stablehlo.reshape %309 : (tensor<1xf32>) -> tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %312 = stablehlo.multiply %304, %311 : tensor<8x16x1xf32>
    %313 = stablehlo.multiply %312, %308 : tensor<8x16x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %315 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %316 = stablehlo.divide %314, %315 : tensor<8x16x32xf32>
    %317 = stablehlo.convert %cst_25 : (tensor<1xi64>) -> tensor<1xf32>
    %318 = stablehlo.reshape %317 : (tensor<1xf32>) -> tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %320 = stablehlo.power %216, %319 : tensor<8x16x32xf32>
    %321 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %322 = stablehlo.reshape %321 : (tensor<1xf32>) -> tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %324 = stablehlo.multiply %320, %323 : tensor<8x16x32xf32>
    %325 = stablehlo.multiply %316, %324 : tensor<8x16x32xf32>
    %326 = stablehlo.add %302, %325 : tensor<8x16x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %329 = stablehlo.dot_general %328, %213, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %331 = stablehlo.transpose %212, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %332 = stablehlo.dot_general %327, %331, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %333 = stablehlo.reshape %332 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %334 = stablehlo.transpose %330, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %335 = stablehlo.multiply %333, %207 : tensor<8x16x64xf32>
    %336 = stablehlo.multiply %333, %210 : tensor<8x16x64xf32>
    %337 = stablehlo.reshape %335 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %338 = stablehlo.transpose %337, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %339 = stablehlo.dot_general %338, %203, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %340 = stablehlo.transpose %339, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %341 = stablehlo.transpose %208, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %342 = stablehlo.dot_general %337, %341, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %344 = stablehlo.transpose %340, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %345 = stablehlo.subtract %cst_8, %206 : tensor<8x16x64xf32>
    %346 = stablehlo.multiply %205, %345 : tensor<8x16x64xf32>
    %347 = stablehlo.convert %cst_27 : (tensor<1xf64>) -> tensor<1xf32>
    %348 = stablehlo.reshape %347 : (tensor<1xf32>) -> tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %350 = stablehlo.add %346, %349 : tensor<8x16x64xf32>
    %351 = stablehlo.multiply %336, %206 : tensor<8x16x64xf32>
    %352 = stablehlo.multiply %351, %350 : tensor<8x16x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %355 = stablehlo.dot_general %354, %203, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %356 = stablehlo.transpose %355, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %357 = stablehlo.transpose %202, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %358 = stablehlo.dot_general %353, %357, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %359 = stablehlo.reshape %358 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %360 = stablehlo.add %343, %359 : tensor<8x16x32xf32>
    %361 = stablehlo.transpose %356, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %362 = stablehlo.multiply %360, %199 : tensor<8x16x32xf32>
    %363 = stablehlo.multiply %360, %200 : tensor<8x16x32xf32>
    %364 = stablehlo.reduce(%362 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %365 = stablehlo.reshape %364 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %366 = stablehlo.reshape %365 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %367 = stablehlo.multiply %363, %191 : tensor<8x16x32xf32>
    %368 = stablehlo.multiply %363, %198 : tensor<8x16x32xf32>
    %369 = stablehlo.reduce(%367 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %370 = stablehlo.reshape %369 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %371 = stablehlo.add %326, %368 : tensor<8x16x32xf32>
    %372 = stablehlo.power %197, %307 : tensor<8x16x1xf32>
    %373 = stablehlo.multiply %370, %311 : tensor<8x16x1xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<8x16x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %376 = stablehlo.divide %375, %315 : tensor<8x16x32xf32>
    %377 = stablehlo.power %191, %319 : tensor<8x16x32xf32>
    %378 = stablehlo.multiply %377, %323 : tensor<8x16x32xf32>
    %379 = stablehlo.multiply %376, %378 : tensor<8x16x32xf32>
    %380 = stablehlo.add %371, %379 : tensor<8x16x32xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %382 = stablehlo.transpose %381, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %383 = stablehlo.dot_general %382, %188, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %384 = stablehlo.transpose %383, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %385 = stablehlo.transpose %187, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %386 = stablehlo.dot_general %381, %385, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %388 = stablehlo.transpose %384, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %389 = stablehlo.reshape %387 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %390 = stablehlo.transpose %389, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %392 = stablehlo.transpose %180, dims = [0, 2, 1] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %393 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %394 = stablehlo.dot_general %392, %393, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %395 = stablehlo.transpose %181, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %397 = stablehlo.dot_general %391, %396, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %398 = stablehlo.reshape %394 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %399 = stablehlo.reshape %397 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %400 = stablehlo.multiply %399, %179 : tensor<8x4x16x16xf32>
    %401 = stablehlo.reduce(%400 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %402 = stablehlo.reshape %401 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %404 = stablehlo.multiply %179, %403 : tensor<8x4x16x16xf32>
    %405 = stablehlo.subtract %400, %404 : tensor<8x4x16x16xf32>
    %406 = stablehlo.divide %405, %67 : tensor<8x4x16x16xf32>
    %407 = stablehlo.reshape %406 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %408 = stablehlo.transpose %164, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %410 = stablehlo.dot_general %408, %409, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x8x16xf32>, tensor<32x16x16xf32>) -> tensor<32x8x16xf32>
    %411 = stablehlo.transpose %165, dims = [0, 2, 1] : (tensor<32x8x16xf32>) -> tensor<32x16x8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %413 = stablehlo.dot_general %407, %412, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %414 = stablehlo.reshape %410 : (tensor<32x8x16xf32>) -> tensor<8x4x8x16xf32>
    %415 = stablehlo.reshape %413 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %416 = stablehlo.transpose %414, dims = [0, 1, 3, 2] : (tensor<8x4x8x16xf32>) -> tensor<8x4x16x8xf32>
    %417 = stablehlo.multiply %416, %49 : tensor<8x4x16x8xf32>
    %418 = stablehlo.multiply %416, %47 : tensor<8x4x16x8xf32>
    %419 = stablehlo.slice %417 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %420 = stablehlo.slice %417 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %421 = stablehlo.convert %cst_28 : (tensor<1xf64>) -> tensor<1xf32>
    %422 = stablehlo.reshape %421 : (tensor<1xf32>) -> tensor<f32>
    %423 = stablehlo.pad %420, %422, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %424 = stablehlo.add %418, %423 : tensor<8x4x16x8xf32>
    %425 = stablehlo.negate %419 : tensor<8x4x16x4xf32>
    %426 = stablehlo.pad %425, %422, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %427 = stablehlo.add %424, %426 : tensor<8x4x16x8xf32>
    %428 = stablehlo.multiply %415, %49 : tensor<8x4x16x8xf32>
    %429 = stablehlo.multiply %415, %47 : tensor<8x4x16x8xf32>
    %430 = stablehlo.slice %428 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %431 = stablehlo.slice %428 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %432 = stablehlo.pad %431, %422, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %433 = stablehlo.add %429, %432 : tensor<8x4x16x8xf32>
    %434 = stablehlo.negate %430 : tensor<8x4x16x4xf32>
    %435 = stablehlo.pad %434, %422, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %436 = stablehlo.add %433, %435 : tensor<8x4x16x8xf32>
    %437 = stablehlo.reshape %398 : (tensor<8x4x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %438 = stablehlo.reduce(%437 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x2x2x16x8xf32>, tensor<f32>) -> tensor<8x2x16x8xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %440 = stablehlo.reshape %439 : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x16x8xf32>
    %441 = stablehlo.reshape %427 : (tensor<8x4x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %442 = stablehlo.reduce(%441 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x2x2x16x8xf32>, tensor<f32>) -> tensor<8x2x16x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %444 = stablehlo.reshape %443 : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x16x8xf32>
    %445 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<8x2x16x8xf32>) -> tensor<8x16x2x8xf32>
    %446 = stablehlo.transpose %444, dims = [0, 2, 1, 3] : (tensor<8x2x16x8xf32>) -> tensor<8x16x2x8xf32>
    %447 = stablehlo.concatenate %446, %445, dim = 2 : (tensor<8x16x2x8xf32>, tensor<8x16x2x8xf32>) -> tensor<8x16x4x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<8x16x4x8xf32>) -> tensor<8x16x2x2x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %451 = stablehlo.transpose %450, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %452 = stablehlo.dot_general %451, %128, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %453 = stablehlo.transpose %452, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %454 = stablehlo.transpose %133, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %455 = stablehlo.dot_general %450, %454, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %457 = stablehlo.transpose %453, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %458 = stablehlo.transpose %436, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %459 = stablehlo.reshape %458 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %462 = stablehlo.dot_general %461, %128, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %464 = stablehlo.transpose %127, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %465 = stablehlo.dot_general %460, %464, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %466 = stablehlo.reshape %465 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %467 = stablehlo.add %456, %466 : tensor<8x16x32xf32>
    %468 = stablehlo.transpose %463, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %469 = stablehlo.multiply %467, %124 : tensor<8x16x32xf32>
    %470 = stablehlo.multiply %467, %125 : tensor<8x16x32xf32>
    %471 = stablehlo.reduce(%469 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %472 = stablehlo.reshape %471 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %474 = stablehlo.multiply %470, %116 : tensor<8x16x32xf32>
    %475 = stablehlo.multiply %470, %123 : tensor<8x16x32xf32>
    %476 = stablehlo.reduce(%474 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %477 = stablehlo.reshape %476 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %478 = stablehlo.add %380, %475 : tensor<8x16x32xf32>
    %479 = stablehlo.power %122, %307 : tensor<8x16x1xf32>
    %480 = stablehlo.multiply %477, %311 : tensor<8x16x1xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<8x16x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %483 = stablehlo.divide %482, %315 : tensor<8x16x32xf32>
    %484 = stablehlo.power %116, %319 : tensor<8x16x32xf32>
    %485 = stablehlo.multiply %484, %323 : tensor<8x16x32xf32>
    %486 = stablehlo.multiply %483, %485 : tensor<8x16x32xf32>
    %487 = stablehlo.add %478, %486 : tensor<8x16x32xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %490 = stablehlo.dot_general %489, %113, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %491 = stablehlo.transpose %490, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %492 = stablehlo.transpose %112, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %493 = stablehlo.dot_general %488, %492, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %494 = stablehlo.reshape %493 : (tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %495 = stablehlo.transpose %491, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %496 = stablehlo.multiply %494, %107 : tensor<8x16x64xf32>
    %497 = stablehlo.multiply %494, %110 : tensor<8x16x64xf32>
    %498 = stablehlo.reshape %496 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %499 = stablehlo.transpose %498, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %500 = stablehlo.dot_general %499, %103, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %501 = stablehlo.transpose %500, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %502 = stablehlo.transpose %108, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %503 = stablehlo.dot_general %498, %502, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %504 = stablehlo.reshape %503 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %505 = stablehlo.transpose %501, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %506 = stablehlo.subtract %cst_8, %106 : tensor<8x16x64xf32>
    %507 = stablehlo.multiply %105, %506 : tensor<8x16x64xf32>
    %508 = stablehlo.add %507, %349 : tensor<8x16x64xf32>
    %509 = stablehlo.multiply %497, %106 : tensor<8x16x64xf32>
    %510 = stablehlo.multiply %509, %508 : tensor<8x16x64xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x16x64xf32>) -> tensor<128x64xf32>
    %512 = stablehlo.transpose %511, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %513 = stablehlo.dot_general %512, %103, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x32xf32>) -> tensor<64x32xf32>
    %514 = stablehlo.transpose %513, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %515 = stablehlo.transpose %102, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %516 = stablehlo.dot_general %511, %515, contracting_dims = [1] x [0] : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %518 = stablehlo.add %504, %517 : tensor<8x16x32xf32>
    %519 = stablehlo.transpose %514, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %520 = stablehlo.multiply %518, %99 : tensor<8x16x32xf32>
    %521 = stablehlo.multiply %518, %100 : tensor<8x16x32xf32>
    %522 = stablehlo.reduce(%520 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %523 = stablehlo.reshape %522 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %524 = stablehlo.reshape %523 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %525 = stablehlo.multiply %521, %91 : tensor<8x16x32xf32>
    %526 = stablehlo.multiply %521, %98 : tensor<8x16x32xf32>
    %527 = stablehlo.reduce(%525 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %529 = stablehlo.add %487, %526 : tensor<8x16x32xf32>
    %530 = stablehlo.power %97, %307 : tensor<8x16x1xf32>
    %531 = stablehlo.multiply %528, %311 : tensor<8x16x1xf32>
    %532 = stablehlo.multiply %531, %530 : tensor<8x16x1xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %534 = stablehlo.divide %533, %315 : tensor<8x16x32xf32>
    %535 = stablehlo.power %91, %319 : tensor<8x16x32xf32>
    %536 = stablehlo.multiply %535, %323 : tensor<8x16x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<8x16x32xf32>
    %538 = stablehlo.add %529, %537 : tensor<8x16x32xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %541 = stablehlo.dot_general %540, %88, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %542 = stablehlo.transpose %541, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %543 = stablehlo.transpose %87, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %544 = stablehlo.dot_general %539, %543, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %546 = stablehlo.transpose %542, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %547 = stablehlo.reshape %545 : (tensor<8x16x32xf32>) -> tensor<8x16x4x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] : (tensor<8x16x4x8xf32>) -> tensor<8x4x16x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<8x4x16x8xf32>) -> tensor<32x16x8xf32>
    %550 = stablehlo.transpose %80, dims = [0, 2, 1] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %551 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %552 = stablehlo.dot_general %550, %551, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %553 = stablehlo.transpose %81, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<32x8x16xf32>) -> tensor<32x8x16xf32>
    %555 = stablehlo.dot_general %549, %554, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x8xf32>, tensor<32x8x16xf32>) -> tensor<32x16x16xf32>
    %556 = stablehlo.reshape %552 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %557 = stablehlo.reshape %555 : (tensor<32x16x16xf32>) -> tensor<8x4x16x16xf32>
    %558 = stablehlo.multiply %557, %79 : tensor<8x4x16x16xf32>
    %559 = stablehlo.reduce(%558 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %560 = stablehlo.reshape %559 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %562 = stablehlo.multiply %79, %561 : tensor<8x4x16x16xf32>
    %563 = stablehlo.subtract %558, %562 : tensor<8x4x16x16xf32>
    %564 = stablehlo.divide %563, %67 : tensor<8x4x16x16xf32>
    %565 = stablehlo.reshape %564 : (tensor<8x4x16x16xf32>) -> tensor<32x16x16xf32>
    %566 = stablehlo.transpose %60, dims = [0, 2, 1] : (tensor<32x16x8xf32>) -> tensor<32x8x16xf32>
    %567 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<32x16x16xf32>) -> tensor<32x16x16xf32>
    %568 = stablehlo.dot_general %566, %567, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x8x16xf32>, tensor<32x16x16xf32>) -> tensor<32x8x16xf32>
    %569 = stablehlo.transpose %61, dims = [0, 2, 1] : (tensor<32x8x16xf32>) -> tensor<32x16x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %571 = stablehlo.dot_general %565, %570, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<32x16x16xf32>, tensor<32x16x8xf32>) -> tensor<32x16x8xf32>
    %572 = stablehlo.reshape %568 : (tensor<32x8x16xf32>) -> tensor<8x4x8x16xf32>
    %573 = stablehlo.reshape %571 : (tensor<32x16x8xf32>) -> tensor<8x4x16x8xf32>
    %574 = stablehlo.transpose %572, dims = [0, 1, 3, 2] : (tensor<8x4x8x16xf32>) -> tensor<8x4x16x8xf32>
    %575 = stablehlo.multiply %574, %49 : tensor<8x4x16x8xf32>
    %576 = stablehlo.multiply %574, %47 : tensor<8x4x16x8xf32>
    %577 = stablehlo.slice %575 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %578 = stablehlo.slice %575 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %579 = stablehlo.pad %578, %422, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %580 = stablehlo.add %576, %579 : tensor<8x4x16x8xf32>
    %581 = stablehlo.negate %577 : tensor<8x4x16x4xf32>
    %582 = stablehlo.pad %581, %422, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %583 = stablehlo.add %580, %582 : tensor<8x4x16x8xf32>
    %584 = stablehlo.multiply %573, %49 : tensor<8x4x16x8xf32>
    %585 = stablehlo.multiply %573, %47 : tensor<8x4x16x8xf32>
    %586 = stablehlo.slice %584 [0:8, 0:4, 0:16, 0:4] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %587 = stablehlo.slice %584 [0:8, 0:4, 0:16, 4:8] : (tensor<8x4x16x8xf32>) -> tensor<8x4x16x4xf32>
    %588 = stablehlo.pad %587, %422, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %589 = stablehlo.add %585, %588 : tensor<8x4x16x8xf32>
    %590 = stablehlo.negate %586 : tensor<8x4x16x4xf32>
    %591 = stablehlo.pad %590, %422, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x16x4xf32>, tensor<f32>) -> tensor<8x4x16x8xf32>
    %592 = stablehlo.add %589, %591 : tensor<8x4x16x8xf32>
    %593 = stablehlo.reshape %556 : (tensor<8x4x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %594 = stablehlo.reduce(%593 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x2x2x16x8xf32>, tensor<f32>) -> tensor<8x2x16x8xf32>
    %595 = stablehlo.reshape %594 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %596 = stablehlo.reshape %595 : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x16x8xf32>
    %597 = stablehlo.reshape %583 : (tensor<8x4x16x8xf32>) -> tensor<8x2x2x16x8xf32>
    %598 = stablehlo.reduce(%597 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x2x2x16x8xf32>, tensor<f32>) -> tensor<8x2x16x8xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x2x16x8xf32>) -> tensor<8x2x1x16x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<8x2x1x16x8xf32>) -> tensor<8x2x16x8xf32>
    %601 = stablehlo.transpose %596, dims = [0, 2, 1, 3] : (tensor<8x2x16x8xf32>) -> tensor<8x16x2x8xf32>
    %602 = stablehlo.transpose %600, dims = [0, 2, 1, 3] : (tensor<8x2x16x8xf32>) -> tensor<8x16x2x8xf32>
    %603 = stablehlo.concatenate %602, %601, dim = 2 : (tensor<8x16x2x8xf32>, tensor<8x16x2x8xf32>) -> tensor<8x16x4x8xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x16x4x8xf32>) -> tensor<8x16x2x2x8xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x16x2x2x8xf32>) -> tensor<8x16x32xf32>
    %606 = stablehlo.reshape %605 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %607 = stablehlo.transpose %606, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %608 = stablehlo.dot_general %607, %22, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %609 = stablehlo.transpose %608, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %610 = stablehlo.transpose %27, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %611 = stablehlo.dot_general %606, %610, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %612 = stablehlo.reshape %611 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %613 = stablehlo.transpose %609, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %614 = stablehlo.transpose %592, dims = [0, 2, 1, 3] : (tensor<8x4x16x8xf32>) -> tensor<8x16x4x8xf32>
    %615 = stablehlo.reshape %614 : (tensor<8x16x4x8xf32>) -> tensor<8x16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<8x16x32xf32>) -> tensor<128x32xf32>
    %617 = stablehlo.transpose %616, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %618 = stablehlo.dot_general %617, %22, contracting_dims = [1] x [0] : (tensor<32x128xf32>, tensor<128x32xf32>) -> tensor<32x32xf32>
    %619 = stablehlo.transpose %618, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %620 = stablehlo.transpose %21, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %621 = stablehlo.dot_general %616, %620, contracting_dims = [1] x [0] : (tensor<128x32xf32>, tensor<32x32xf32>) -> tensor<128x32xf32>
    %622 = stablehlo.reshape %621 : (tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %623 = stablehlo.add %612, %622 : tensor<8x16x32xf32>
    %624 = stablehlo.transpose %619, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %625 = stablehlo.multiply %623, %18 : tensor<8x16x32xf32>
    %626 = stablehlo.multiply %623, %19 : tensor<8x16x32xf32>
    %627 = stablehlo.reduce(%625 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %628 = stablehlo.reshape %627 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %629 = stablehlo.reshape %628 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %630 = stablehlo.multiply %626, %1 : tensor<8x16x32xf32>
    %631 = stablehlo.multiply %626, %17 : tensor<8x16x32xf32>
    %632 = stablehlo.reduce(%630 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %633 = stablehlo.reshape %632 : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %634 = stablehlo.add %538, %631 : tensor<8x16x32xf32>
    %635 = stablehlo.power %16, %307 : tensor<8x16x1xf32>
    %636 = stablehlo.multiply %633, %311 : tensor<8x16x1xf32>
    %637 = stablehlo.multiply %636, %635 : tensor<8x16x1xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %639 = stablehlo.divide %638, %315 : tensor<8x16x32xf32>
    %640 = stablehlo.power %1, %319 : tensor<8x16x32xf32>
    %641 = stablehlo.multiply %640, %323 : tensor<8x16x32xf32>
    %642 = stablehlo.multiply %639, %641 : tensor<8x16x32xf32>
    %643 = stablehlo.add %634, %642 : tensor<8x16x32xf32>
    %644 = stablehlo.compare GE, %arg0, %c_3, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %645 = stablehlo.compare LT, %arg0, %c_2, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %646 = stablehlo.and %644, %645 : tensor<8x16xi1>
    %647 = stablehlo.compare NE, %arg0, %c_1, SIGNED : (tensor<8x16xi64>, tensor<8x16xi64>) -> tensor<8x16xi1>
    %648 = stablehlo.and %646, %647 : tensor<8x16xi1>
    %649 = stablehlo.reshape %648 : (tensor<8x16xi1>) -> tensor<8x16x1xi1>
    %650 = stablehlo.clamp %c_0, %arg0, %c : (tensor<i64>, tensor<8x16xi64>, tensor<i64>) -> tensor<8x16xi64>
    %651 = stablehlo.not %649 : tensor<8x16x1xi1>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<8x16x1xi1>) -> tensor<8x16x32xi1>
    %653 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x32xf32>
    %654 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<8x16x32xf32>) -> tensor<8x16x32xf32>
    %655 = stablehlo.select %652, %653, %654 : tensor<8x16x32xi1>, tensor<8x16x32xf32>
    %656 = stablehlo.reshape %650 : (tensor<8x16xi64>) -> tensor<8x16x1xi64>
    %657 = "stablehlo.scatter"(%cst, %656, %655) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %658 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %658 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<8x16x1xi64>, tensor<8x16x32xf32>) -> tensor<128x32xf32>
    return %265, %657, %629, %524, %624, %613, %546, %519, %505, %495, %473, %366, %468, %457, %388, %361, %344, %334, %300, %295 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
