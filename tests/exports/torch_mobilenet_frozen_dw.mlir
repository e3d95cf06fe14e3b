module {
  func.func @main(%arg0: tensor<8x3x16x16xf32> {jax.arg_info = "input[0]", tag.role = "batch"}, %arg1: tensor<8xi64> {jax.arg_info = "target[0]", tag.role = "batch"}, %arg2: tensor<8x3x3x3xf32> {jax.arg_info = "param['0.weight']", tag.role = "param"}, %arg3: tensor<8xf32> {jax.arg_info = "param['1.weight']", tag.role = "param"}, %arg4: tensor<8xf32> {jax.arg_info = "param['1.bias']", tag.role = "param"}, %arg5: tensor<8xf32> {jax.arg_info = "param['3.1.weight']", tag.role = "param"}, %arg6: tensor<8xf32> {jax.arg_info = "param['3.1.bias']", tag.role = "param"}, %arg7: tensor<16x8x1x1xf32> {jax.arg_info = "param['3.3.weight']", tag.role = "param"}, %arg8: tensor<16xf32> {jax.arg_info = "param['3.4.weight']", tag.role = "param"}, %arg9: tensor<16xf32> {jax.arg_info = "param['3.4.bias']", tag.role = "param"}, %arg10: tensor<16xf32> {jax.arg_info = "param['4.1.weight']", tag.role = "param"}, %arg11: tensor<16xf32> {jax.arg_info = "param['4.1.bias']", tag.role = "param"}, %arg12: tensor<32x16x1x1xf32> {jax.arg_info = "param['4.3.weight']", tag.role = "param"}, %arg13: tensor<32xf32> {jax.arg_info = "param['4.4.weight']", tag.role = "param"}, %arg14: tensor<32xf32> {jax.arg_info = "param['4.4.bias']", tag.role = "param"}, %arg15: tensor<10x32xf32> {jax.arg_info = "param['7.weight']", tag.role = "param"}, %arg16: tensor<10xf32> {jax.arg_info = "param['7.bias']", tag.role = "param"}) -> (tensor<f32> {jax.result_info = "loss"}, tensor<8x3x3x3xf32> {jax.result_info = "grad['0.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.weight']"}, tensor<8xf32> {jax.result_info = "grad['1.bias']"}, tensor<8xf32> {jax.result_info = "grad['3.1.weight']"}, tensor<8xf32> {jax.result_info = "grad['3.1.bias']"}, tensor<16x8x1x1xf32> {jax.result_info = "grad['3.3.weight']"}, tensor<16xf32> {jax.result_info = "grad['3.4.weight']"}, tensor<16xf32> {jax.result_info = "grad['3.4.bias']"}, tensor<16xf32> {jax.result_info = "grad['4.1.weight']"}, tensor<16xf32> {jax.result_info = "grad['4.1.bias']"}, tensor<32x16x1x1xf32> {jax.result_info = "grad['4.3.weight']"}, tensor<32xf32> {jax.result_info = "grad['4.4.weight']"}, tensor<32xf32> {jax.result_info = "grad['4.4.bias']"}, tensor<10x32xf32> {jax.result_info = "grad['7.weight']"}, tensor<10xf32> {jax.result_info = "grad['7.bias']"}) {
    %c = stablehlo.constant dense<0> : tensor<8x1xi64>
    %c_0 = stablehlo.constant dense<-100> : tensor<8x1xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<-100> : tensor<8xi64>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<8x10xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %cst_7 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<[1.05809259, 1.09604776, 1.026140e+00, 1.06789148, 1.03747463, 1.03916693, 1.08677518, 1.01126075, 1.05532074, 1.09703052, 1.04313946, 1.0888319, 1.03461218, 1.09025812, 1.00164354, 1.04280388]> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<[1.01471341, 1.02524447, 1.00882554, 1.07610202, 1.0449152, 1.088490e+00, 1.0809536, 1.07767713, 1.05161786, 1.03455114, 1.03913844, 1.05665505, 1.07479548, 1.01498055, 1.0919739, 1.04457355]> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<[1.07336068, 1.02568603, 1.00857556, 1.00701392, 1.09989047, 1.08174944, 1.01544833, 1.06957209]> : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<[1.056252, 1.09479463, 1.08059561, 1.01839936, 1.07243526, 1.01466525, 1.02881873, 1.0647161]> : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<[-0.0116882613, 0.0372823551, -0.102109767, 0.107946567, 0.114690602, -0.017329216, 0.00637120241, -0.126991645, -0.0621170699, -0.0238075983, 0.00892065651, 0.180075228, -0.206265971, 0.0322170034, -0.113903739, 0.124179624, -0.151865542, 0.120050788, -0.0445135124, 0.00496783806, -1.735950e-02, 0.0766983852, 0.0618021786, 0.278991193, 0.0432525389, 0.213044554, 0.255000859, 0.0299252104, -0.0583730452, 0.0325483084, 0.0133253513, 0.0124883382]> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<[1.07152617, 1.07472277, 1.01894605, 1.06239891, 1.08690929, 1.05726504, 1.03942096, 1.05369413, 1.04463863, 1.07517493, 1.01604939, 1.07535517, 1.07818115, 1.01970625, 1.09082818, 1.09910929, 1.03028858, 1.03599524, 1.07491779, 1.01082897, 1.06977296, 1.0616653, 1.0815165, 1.00656962, 1.00846076, 1.07245648, 1.06801057, 1.00346172, 1.02211702, 1.00425112, 1.01417887, 1.02744007]> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<[0.0540756583, -0.0947807431, 0.0202143956, -0.0350748263, 0.0545005277, 0.154121086, 0.0600239225, -0.0338015184, 0.0404662937, 0.0893128737, -0.145409092, 0.118749343, -0.0299523454, 0.229631826, 0.0330545641, 0.2174768]> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<"0x67028FBE5BAE38BE4702973E4E149C3EC7159EBEE8BD703EF60F2B3EA00A4A3E6E79903E33F637BED091D73D58AF0B3E36B9C9BDE074E43D9069C4BD8008533EB668BDBDC67EFEBD56DCAB3D3623F23D0BC426BEEB62F13C9BD0453EA0D807BD36C2CF3D7BA6A4BD4046EF3D884277BEBEB648BEF0412DBE33D89C3EDBB1B7BD56956EBADE5F25BEF65FAA3E5FAFA63EEBB680BEB65A8ABE385D81BE56B5D2BAB003AEBD136B5FBE80DAF4BD10FA803DF05732BE5B44973DDB8B9CBDCB6525BEB6933B3D03558C3EB6C466BE00987D3CD6BEFBBDEE79A73E1AECA1BE8C9CA3BE202CA83E4BF557BE16E2823D56ACEBBCFBCE8FBDDB7898BDA6E5583E8084823CDF29A6BE768249BEA6B8E8BDB8C32B3E68E35CBECAECA03EC60C98BD762975BD2CBA853E888E2B3EF2BE903E3E71453EF016CFBD1B7762BE802BCBBC0A408D3ED01DE5BD6A459EBE18EC0B3E9E23A63E0058C2BDE7508DBE0BCE9ABE6B13AB3DEBC3CEBC765E2CBE1BFD893DD69F013E04BC873EA880843E405E4CBDFF7C96BEE6379ABE86599F3E60E3163E2BCA143E16AA93BE3F0A9E3E0EAEA13E92169A3ECBF88FBE06CB00BEB8C16ABE8F9DA13E03AA12BE58D61BBE36D4323EF0E51DBE3E1D28BE00DBEEBC363C03BD17F284BE84478E3ECE9116BEEB26F23D6E71943ED8232C3EC04D413D8336913E6089373D8EEB1DBE5A73A13EEB92A13D2684A6BE7659C2BD538168BEECA1953EAB7A61BD22919BBEABA8ABBC9B5C563E6B5BB13DBBDCD73D169BFD3CCB82FE3D4655A6BD50C807BE0A869FBECB9180BE4BEF133E"> : tensor<16x1x3x3xf32>
    %cst_17 = stablehlo.constant dense<[0.0342745557, -0.160449252, -0.0587305315, 0.060038846, 0.0437803529, -0.00964546856, 0.0330268852, -0.0187518895, -0.142706469, 0.0592554174, -0.115819134, 0.00357609242, 0.0216012578, -9.160800e-02, 0.155985132, -0.315372437]> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<[-0.0927589759, 0.0774949267, 0.123690598, -0.076985471, -0.0991795286, 0.1698246, 0.0115844235, -0.0922625064]> : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<[[[[0.11006403, 0.250076026, -0.107305288], [5.33620536E-4, 0.171607852, -0.322364062], [0.240993544, -0.275640815, 0.00459416723]]], [[[-0.0566722564, -0.175557658, 0.0440570116], [0.275639594, -0.0974398478, -0.19789803], [-0.123279616, -0.330382794, 0.150464654]]], [[[-0.160087913, -0.222446769, -0.192033812], [0.19165203, 0.176524565, 0.255840629], [0.120907709, -0.1113199, -0.0931493863]]], [[[0.0984766483, 0.274011582, 0.0906307324], [-0.157715127, -0.156692475, -0.315156341], [7.201600e-02, -0.187060833, -0.297191948]]], [[[0.292292178, -0.216470405, -0.037920516], [0.0954978466, 0.010619442, -0.224293917], [-0.269440591, 0.265694141, 0.0542795658]]], [[[0.276541531, -0.11174687, 0.0981851443], [-7.622540e-02, -0.0148237152, -0.203014731], [0.112733647, 0.105388641, -0.00687619066]]], [[[-0.0749673843, -0.205476612, 0.230514929], [-0.248141378, 0.136555165, -0.112084508], [-0.160822675, 0.0598816872, -0.173152328]]], [[[0.0768016204, 0.065460287, -0.247496486], [0.0554995164, 0.141976401, 0.131943673], [-0.0419595651, -0.27326256, -0.0513846874]]]]> : tensor<8x1x3x3xf32>
    %cst_20 = stablehlo.constant dense<[0.0498786159, -0.052332323, -0.0251479503, -0.105553187, -0.0559261255, -0.0119708609, -0.0163545739, -0.0250463244]> : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_22 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_23 = arith.constant dense<16> : tensor<1xi64>
    %cst_24 = arith.constant dense<1> : tensor<1xi64>
    %cst_25 = arith.constant dense<1.000000e-02> : tensor<1xf64>
    %cst_26 = arith.constant dense<9.000000e-01> : tensor<1xf64>
    %cst_27 = arith.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_28 = arith.constant dense<6.000000e+00> : tensor<1xf64>
    %0 = stablehlo.convolution(%arg0, %arg2) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x3x16x16xf32>, tensor<8x3x3x3xf32>) -> tensor<8x8x8x8xf32>
    %1 = stablehlo.rsqrt %cst_12 : tensor<8xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<8xf32>
    %3 = stablehlo.multiply %2, %cst_20 : tensor<8xf32>
    %4 = stablehlo.subtract %arg4, %3 : tensor<8xf32>
    %5 = stablehlo.reshape %2 : (tensor<8xf32>) -> tensor<1x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %9 = stablehlo.multiply %0, %8 : tensor<8x8x8x8xf32>
    %10 = stablehlo.reshape %4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %11 = stablehlo.reshape %10 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %14 = stablehlo.add %9, %13 : tensor<8x8x8x8xf32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %16 = stablehlo.maximum %14, %15 : tensor<8x8x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %18 = stablehlo.minimum %16, %17 : tensor<8x8x8x8xf32>
    %19 = stablehlo.convolution(%18, %cst_19) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x8x8xf32>, tensor<8x1x3x3xf32>) -> tensor<8x8x8x8xf32>
    %20 = stablehlo.rsqrt %cst_11 : tensor<8xf32>
    %21 = stablehlo.multiply %arg5, %20 : tensor<8xf32>
    %22 = stablehlo.multiply %21, %cst_18 : tensor<8xf32>
    %23 = stablehlo.subtract %arg6, %22 : tensor<8xf32>
    %24 = stablehlo.reshape %21 : (tensor<8xf32>) -> tensor<1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %28 = stablehlo.multiply %19, %27 : tensor<8x8x8x8xf32>
    %29 = stablehlo.reshape %23 : (tensor<8xf32>) -> tensor<1x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x1xf32>) -> tensor<1x8x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x8x8xf32>
    %33 = stablehlo.add %28, %32 : tensor<8x8x8x8xf32>
    %34 = stablehlo.maximum %33, %15 : tensor<8x8x8x8xf32>
    %35 = stablehlo.minimum %34, %17 : tensor<8x8x8x8xf32>
    %36 = stablehlo.convolution(%35, %arg7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x1x1xf32>) -> tensor<8x16x8x8xf32>
    %37 = stablehlo.rsqrt %cst_10 : tensor<16xf32>
    %38 = stablehlo.multiply %arg8, %37 : tensor<16xf32>
    %39 = stablehlo.multiply %38, %cst_17 : tensor<16xf32>
    %40 = stablehlo.subtract %arg9, %39 : tensor<16xf32>
    %41 = stablehlo.reshape %38 : (tensor<16xf32>) -> tensor<1x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %45 = stablehlo.multiply %36, %44 : tensor<8x16x8x8xf32>
    %46 = stablehlo.reshape %40 : (tensor<16xf32>) -> tensor<1x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x8x8xf32>
    %50 = stablehlo.add %45, %49 : tensor<8x16x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %52 = stablehlo.maximum %50, %51 : tensor<8x16x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %54 = stablehlo.minimum %52, %53 : tensor<8x16x8x8xf32>
    %55 = stablehlo.convolution(%54, %cst_16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x8x8xf32>, tensor<16x1x3x3xf32>) -> tensor<8x16x4x4xf32>
    %56 = stablehlo.rsqrt %cst_9 : tensor<16xf32>
    %57 = stablehlo.multiply %arg10, %56 : tensor<16xf32>
    %58 = stablehlo.multiply %57, %cst_15 : tensor<16xf32>
    %59 = stablehlo.subtract %arg11, %58 : tensor<16xf32>
    %60 = stablehlo.reshape %57 : (tensor<16xf32>) -> tensor<1x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x4x4xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<8x16x4x4xf32>
    %65 = stablehlo.reshape %59 : (tensor<16xf32>) -> tensor<1x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x16xf32>) -> tensor<1x16x1xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x16x1xf32>) -> tensor<1x16x1x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<8x16x4x4xf32>
    %69 = stablehlo.add %64, %68 : tensor<8x16x4x4xf32>
    %70 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %71 = stablehlo.maximum %69, %70 : tensor<8x16x4x4xf32>
    %72 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %73 = stablehlo.minimum %71, %72 : tensor<8x16x4x4xf32>
    %74 = stablehlo.convolution(%73, %arg12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x4x4xf32>, tensor<32x16x1x1xf32>) -> tensor<8x32x4x4xf32>
    %75 = stablehlo.convert %cst_22 : (tensor<1xf64>) -> tensor<1xf32>
    %76 = stablehlo.reshape %75 : (tensor<1xf32>) -> tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.add %77, %cst_14 : tensor<32xf32>
    %79 = stablehlo.rsqrt %78 : tensor<32xf32>
    %80 = stablehlo.multiply %arg13, %79 : tensor<32xf32>
    %81 = stablehlo.multiply %80, %cst_13 : tensor<32xf32>
    %82 = stablehlo.subtract %arg14, %81 : tensor<32xf32>
    %83 = stablehlo.reshape %80 : (tensor<32xf32>) -> tensor<1x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %87 = stablehlo.multiply %74, %86 : tensor<8x32x4x4xf32>
    %88 = stablehlo.reshape %82 : (tensor<32xf32>) -> tensor<1x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %92 = stablehlo.add %87, %91 : tensor<8x32x4x4xf32>
    %93 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %94 = stablehlo.maximum %92, %93 : tensor<8x32x4x4xf32>
    %95 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %96 = stablehlo.minimum %94, %95 : tensor<8x32x4x4xf32>
    %97 = stablehlo.reduce(%96 init: %cst_8) applies stablehlo.add across dimensions = [2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x32xf32>) -> tensor<8x32x1x1xf32>
    %99 = stablehlo.convert %cst_23 : (tensor<1xi64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x32x1x1xf32>
    %102 = stablehlo.divide %98, %101 : tensor<8x32x1x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x32x1x1xf32>) -> tensor<8x32xf32>
    %104 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %106 = stablehlo.convert %cst_24 : (tensor<1xi64>) -> tensor<1xf32>
    %107 = stablehlo.reshape %106 : (tensor<1xf32>) -> tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %109 = stablehlo.multiply %105, %108 : tensor<8x10xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %111 = stablehlo.multiply %arg16, %110 : tensor<10xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<10xf32>) -> tensor<8x10xf32>
    %113 = stablehlo.add %109, %112 : tensor<8x10xf32>
    %114 = stablehlo.reduce(%113 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8xf32>) -> tensor<8x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %117 = stablehlo.subtract %113, %116 : tensor<8x10xf32>
    %118 = stablehlo.exponential %117 : tensor<8x10xf32>
    %119 = stablehlo.reduce(%118 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8xf32>) -> tensor<8x1xf32>
    %121 = stablehlo.log %120 : tensor<8x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %123 = stablehlo.subtract %117, %122 : tensor<8x10xf32>
    %124 = stablehlo.compare NE, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %126 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xi64>) -> tensor<8xi64>
    %127 = stablehlo.select %125, %126, %c_1 : tensor<8xi1>, tensor<8xi64>
    %128 = stablehlo.reshape %127 : (tensor<8xi64>) -> tensor<8x1xi64>
    %129 = stablehlo.iota dim = 0 : tensor<8x1x1xi64>
    %130 = stablehlo.reshape %128 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %131 = stablehlo.concatenate %129, %130, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %132 = "stablehlo.gather"(%123, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x2xi64>) -> tensor<8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x1xf32>) -> tensor<8xf32>
    %134 = stablehlo.negate %133 : tensor<8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %136 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.select %125, %135, %136 : tensor<8xi1>, tensor<8xf32>
    %138 = stablehlo.convert %124 : (tensor<8xi1>) -> tensor<8xi64>
    %139 = stablehlo.reduce(%138 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %140 = stablehlo.convert %139 : (tensor<i64>) -> tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.divide %141, %140 : tensor<f32>
    %143 = stablehlo.reduce(%123 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.negate %143 : tensor<8xf32>
    %145 = stablehlo.compare EQ, %arg1, %c_2, SIGNED : (tensor<8xi64>, tensor<8xi64>) -> tensor<8xi1>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0] : (tensor<8xi1>) -> tensor<8xi1>
    %147 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %148 = stablehlo.select %146, %136, %147 : tensor<8xi1>, tensor<8xf32>
    %149 = stablehlo.not %145 : tensor<8xi1>
    %150 = stablehlo.convert %149 : (tensor<8xi1>) -> tensor<8xi64>
    %151 = stablehlo.reduce(%150 init: %c_6) applies stablehlo.add across dimensions = [0] : (tensor<8xi64>, tensor<i64>) -> tensor<i64>
    %152 = stablehlo.reduce(%148 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %153 = stablehlo.convert %151 : (tensor<i64>) -> tensor<f32>
    %154 = stablehlo.divide %152, %153 : tensor<f32>
    %155 = stablehlo.convert %cst_25 : (tensor<1xf64>) -> tensor<1xf32>
    %156 = stablehlo.reshape %155 : (tensor<1xf32>) -> tensor<f32>
    %157 = stablehlo.multiply %154, %156 : tensor<f32>
    %158 = stablehlo.convert %cst_26 : (tensor<1xf64>) -> tensor<1xf32>
    %159 = stablehlo.reshape %158 : (tensor<1xf32>) -> tensor<f32>
    %160 = stablehlo.multiply %142, %159 : tensor<f32>
    %161 = stablehlo.add %160, %157 : tensor<f32>
    %162 = stablehlo.divide %cst_4, %153 : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<8xf32>) -> tensor<8xf32>
    %165 = stablehlo.select %146, %136, %164 : tensor<8xi1>, tensor<8xf32>
    %166 = stablehlo.negate %165 : tensor<8xf32>
    %167 = stablehlo.reshape %166 : (tensor<8xf32>) -> tensor<8x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %169 = stablehlo.divide %cst_5, %140 : tensor<f32>
    %170 = stablehlo.reshape %arg1 : (tensor<8xi64>) -> tensor<8x1xi64>
    %171 = stablehlo.compare NE, %170, %c_0, SIGNED : (tensor<8x1xi64>, tensor<8x1xi64>) -> tensor<8x1xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1xi1>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x1xi64>
    %174 = stablehlo.select %172, %173, %c : tensor<8x1xi1>, tensor<8x1xi64>
    %175 = stablehlo.slice %cst [0:8, 0:1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %176 = stablehlo.reshape %174 : (tensor<8x1xi64>) -> tensor<8x1x1xi64>
    %177 = stablehlo.concatenate %129, %176, dim = 2 : (tensor<8x1x1xi64>, tensor<8x1x1xi64>) -> tensor<8x1x2xi64>
    %178 = "stablehlo.scatter"(%cst_3, %177, %175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      stablehlo.return %arg18 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x2xi64>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %179 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %180 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %181 = stablehlo.select %172, %179, %180 : tensor<8x1xi1>, tensor<8x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %183 = stablehlo.multiply %178, %182 : tensor<8x10xf32>
    %184 = stablehlo.add %168, %183 : tensor<8x10xf32>
    %185 = stablehlo.exponential %123 : tensor<8x10xf32>
    %186 = stablehlo.reduce(%184 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %187 = stablehlo.reshape %186 : (tensor<8xf32>) -> tensor<8x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<8x10xf32>
    %190 = stablehlo.subtract %184, %189 : tensor<8x10xf32>
    %191 = stablehlo.transpose %104, dims = [1, 0] : (tensor<32x10xf32>) -> tensor<10x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0] : (tensor<8x10xf32>, tensor<10x32xf32>) -> tensor<8x32xf32>
    %193 = stablehlo.transpose %190, dims = [1, 0] : (tensor<8x10xf32>) -> tensor<10x8xf32>
    %194 = stablehlo.dot_general %193, %103, contracting_dims = [1] x [0] : (tensor<10x8xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %196 = stablehlo.reduce(%190 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %197 = stablehlo.reshape %196 : (tensor<10xf32>) -> tensor<1x10xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x10xf32>) -> tensor<10xf32>
    %199 = stablehlo.transpose %195, dims = [1, 0] : (tensor<32x10xf32>) -> tensor<10x32xf32>
    %200 = stablehlo.reshape %192 : (tensor<8x32xf32>) -> tensor<8x32x1x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<8x32x1x1xf32>) -> tensor<8x32x4x4xf32>
    %202 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %203 = stablehlo.divide %201, %202 : tensor<8x32x4x4xf32>
    %204 = stablehlo.convert %cst_27 : tensor<1xf64>
    %205 = stablehlo.reshape %204 : (tensor<1xf64>) -> tensor<f64>
    %206 = stablehlo.convert %205 : (tensor<f64>) -> tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %208 = stablehlo.compare LE, %92, %207, FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %209 = stablehlo.convert %cst_28 : tensor<1xf64>
    %210 = stablehlo.reshape %209 : (tensor<1xf64>) -> tensor<f64>
    %211 = stablehlo.convert %210 : (tensor<f64>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %213 = stablehlo.compare GE, %92, %212, FLOAT : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xi1>
    %214 = stablehlo.or %208, %213 : tensor<8x32x4x4xi1>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xi1>) -> tensor<8x32x4x4xi1>
    %216 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %217 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4xf32>
    %218 = stablehlo.select %215, %216, %217 : tensor<8x32x4x4xi1>, tensor<8x32x4x4xf32>
    %219 = stablehlo.reduce(%218 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.reshape %219 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x32xf32>) -> tensor<32xf32>
    %224 = stablehlo.multiply %218, %74 : tensor<8x32x4x4xf32>
    %225 = stablehlo.multiply %218, %86 : tensor<8x32x4x4xf32>
    %226 = stablehlo.reduce(%224 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<32xf32>
    %227 = stablehlo.reshape %226 : (tensor<32xf32>) -> tensor<1x32x1x1xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x32x1x1xf32>) -> tensor<1x32x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %230 = stablehlo.reshape %229 : (tensor<1x32xf32>) -> tensor<32xf32>
    %231 = stablehlo.negate %223 : tensor<32xf32>
    %232 = stablehlo.multiply %231, %cst_13 : tensor<32xf32>
    %233 = stablehlo.add %230, %232 : tensor<32xf32>
    %234 = stablehlo.multiply %233, %79 : tensor<32xf32>
    %235 = stablehlo.transpose %arg12, dims = [2, 3, 1, 0] : (tensor<32x16x1x1xf32>) -> tensor<1x1x16x32xf32>
    %236 = stablehlo.reverse %235, dims = [0, 1] : tensor<1x1x16x32xf32>
    %237 = stablehlo.convolution(%225, %236) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x32x4x4xf32>, tensor<1x1x16x32xf32>) -> tensor<8x16x4x4xf32>
    %238 = stablehlo.transpose %73, dims = [1, 0, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<16x8x4x4xf32>
    %239 = stablehlo.transpose %225, dims = [1, 0, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<32x8x4x4xf32>
    %240 = stablehlo.convolution(%238, %239) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16x8x4x4xf32>, tensor<32x8x4x4xf32>) -> tensor<16x32x1x1xf32>
    %241 = stablehlo.transpose %240, dims = [1, 0, 2, 3] : (tensor<16x32x1x1xf32>) -> tensor<32x16x1x1xf32>
    %242 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %243 = stablehlo.compare LE, %69, %242, FLOAT : (tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xi1>
    %244 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %245 = stablehlo.compare GE, %69, %244, FLOAT : (tensor<8x16x4x4xf32>, tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xi1>
    %246 = stablehlo.or %243, %245 : tensor<8x16x4x4xi1>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<8x16x4x4xi1>) -> tensor<8x16x4x4xi1>
    %248 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x4x4xf32>
    %249 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x16x4x4xf32>) -> tensor<8x16x4x4xf32>
    %250 = stablehlo.select %247, %248, %249 : tensor<8x16x4x4xi1>, tensor<8x16x4x4xf32>
    %251 = stablehlo.reduce(%250 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x4x4xf32>, tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x16xf32>) -> tensor<16xf32>
    %256 = stablehlo.multiply %250, %55 : tensor<8x16x4x4xf32>
    %257 = stablehlo.multiply %250, %63 : tensor<8x16x4x4xf32>
    %258 = stablehlo.reduce(%256 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x4x4xf32>, tensor<f32>) -> tensor<16xf32>
    %259 = stablehlo.reshape %258 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<1x16xf32>) -> tensor<16xf32>
    %263 = stablehlo.negate %255 : tensor<16xf32>
    %264 = stablehlo.multiply %263, %cst_15 : tensor<16xf32>
    %265 = stablehlo.add %262, %264 : tensor<16xf32>
    %266 = stablehlo.multiply %265, %56 : tensor<16xf32>
    %267 = stablehlo.transpose %cst_16, dims = [2, 3, 1, 0] : (tensor<16x1x3x3xf32>) -> tensor<3x3x1x16xf32>
    %268 = stablehlo.reverse %267, dims = [0, 1] : tensor<3x3x1x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %272 = stablehlo.convolution(%257, %271) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<8x16x4x4xf32>, tensor<3x3x16x1xf32>) -> tensor<8x16x8x8xf32>
    %273 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %274 = stablehlo.compare LE, %50, %273, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %275 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %276 = stablehlo.compare GE, %50, %275, FLOAT : (tensor<8x16x8x8xf32>, tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xi1>
    %277 = stablehlo.or %274, %276 : tensor<8x16x8x8xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xi1>) -> tensor<8x16x8x8xi1>
    %279 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x8x8xf32>
    %280 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<8x16x8x8xf32>
    %281 = stablehlo.select %278, %279, %280 : tensor<8x16x8x8xi1>, tensor<8x16x8x8xf32>
    %282 = stablehlo.reduce(%281 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %283 = stablehlo.reshape %282 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %284 = stablehlo.reshape %283 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x16xf32>) -> tensor<16xf32>
    %287 = stablehlo.multiply %281, %36 : tensor<8x16x8x8xf32>
    %288 = stablehlo.multiply %281, %44 : tensor<8x16x8x8xf32>
    %289 = stablehlo.reduce(%287 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x16x8x8xf32>, tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.reshape %289 : (tensor<16xf32>) -> tensor<1x16x1x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x16x1x1xf32>) -> tensor<1x16x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x16x1xf32>) -> tensor<1x16xf32>
    %293 = stablehlo.reshape %292 : (tensor<1x16xf32>) -> tensor<16xf32>
    %294 = stablehlo.negate %286 : tensor<16xf32>
    %295 = stablehlo.multiply %294, %cst_17 : tensor<16xf32>
    %296 = stablehlo.add %293, %295 : tensor<16xf32>
    %297 = stablehlo.multiply %296, %37 : tensor<16xf32>
    %298 = stablehlo.transpose %arg7, dims = [2, 3, 1, 0] : (tensor<16x8x1x1xf32>) -> tensor<1x1x8x16xf32>
    %299 = stablehlo.reverse %298, dims = [0, 1] : tensor<1x1x8x16xf32>
    %300 = stablehlo.convolution(%288, %299) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x16x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x8x8xf32>
    %301 = stablehlo.transpose %35, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %302 = stablehlo.transpose %288, dims = [1, 0, 2, 3] : (tensor<8x16x8x8xf32>) -> tensor<16x8x8x8xf32>
    %303 = stablehlo.convolution(%301, %302) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<8x8x8x8xf32>, tensor<16x8x8x8xf32>) -> tensor<8x16x1x1xf32>
    %304 = stablehlo.transpose %303, dims = [1, 0, 2, 3] : (tensor<8x16x1x1xf32>) -> tensor<16x8x1x1xf32>
    %305 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %306 = stablehlo.compare LE, %33, %305, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %307 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %308 = stablehlo.compare GE, %33, %307, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %309 = stablehlo.or %306, %308 : tensor<8x8x8x8xi1>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %311 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %312 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %313 = stablehlo.select %310, %311, %312 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %314 = stablehlo.reduce(%313 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %315 = stablehlo.reshape %314 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %317 = stablehlo.reshape %316 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x8xf32>) -> tensor<8xf32>
    %319 = stablehlo.multiply %313, %19 : tensor<8x8x8x8xf32>
    %320 = stablehlo.multiply %313, %27 : tensor<8x8x8x8xf32>
    %321 = stablehlo.reduce(%319 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %322 = stablehlo.reshape %321 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x8xf32>) -> tensor<8xf32>
    %326 = stablehlo.negate %318 : tensor<8xf32>
    %327 = stablehlo.multiply %326, %cst_18 : tensor<8xf32>
    %328 = stablehlo.add %325, %327 : tensor<8xf32>
    %329 = stablehlo.multiply %328, %20 : tensor<8xf32>
    %330 = stablehlo.transpose %cst_19, dims = [2, 3, 1, 0] : (tensor<8x1x3x3xf32>) -> tensor<3x3x1x8xf32>
    %331 = stablehlo.reverse %330, dims = [0, 1] : tensor<3x3x1x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8x1xf32>
    %333 = stablehlo.transpose %332, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x8x1xf32>) -> tensor<3x3x8x1x1xf32>
    %334 = stablehlo.reshape %333 : (tensor<3x3x8x1x1xf32>) -> tensor<3x3x8x1xf32>
    %335 = stablehlo.convolution(%320, %334) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64} : (tensor<8x8x8x8xf32>, tensor<3x3x8x1xf32>) -> tensor<8x8x8x8xf32>
    %336 = stablehlo.compare LE, %14, %305, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %337 = stablehlo.compare GE, %14, %307, FLOAT : (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xi1>
    %338 = stablehlo.or %336, %337 : tensor<8x8x8x8xi1>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xi1>) -> tensor<8x8x8x8xi1>
    %340 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %341 = stablehlo.select %339, %311, %340 : tensor<8x8x8x8xi1>, tensor<8x8x8x8xf32>
    %342 = stablehlo.reduce(%341 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %344 = stablehlo.reshape %343 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x8xf32>) -> tensor<8xf32>
    %347 = stablehlo.multiply %341, %0 : tensor<8x8x8x8xf32>
    %348 = stablehlo.multiply %341, %8 : tensor<8x8x8x8xf32>
    %349 = stablehlo.reduce(%347 init: %cst_8) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %350 = stablehlo.reshape %349 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %351 = stablehlo.reshape %350 : (tensor<1x8x1x1xf32>) -> tensor<1x8x1xf32>
    %352 = stablehlo.reshape %351 : (tensor<1x8x1xf32>) -> tensor<1x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x8xf32>) -> tensor<8xf32>
    %354 = stablehlo.negate %346 : tensor<8xf32>
    %355 = stablehlo.multiply %354, %cst_20 : tensor<8xf32>
    %356 = stablehlo.add %353, %355 : tensor<8xf32>
    %357 = stablehlo.multiply %356, %1 : tensor<8xf32>
    %358 = stablehlo.transpose %arg0, dims = [1, 0, 2, 3] : (tensor<8x3x16x16xf32>) -> tensor<3x8x16x16xf32>
    %359 = stablehlo.transpose %348, dims = [1, 0, 2, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %360 = stablehlo.convolution(%358, %359) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<3x8x16x16xf32>, tensor<8x8x8x8xf32>) -> tensor<3x8x4x4xf32>
    %361 = stablehlo.transpose %360, dims = [1, 0, 2, 3] : (tensor<3x8x4x4xf32>) -> tensor<8x3x4x4xf32>
    %362 = stablehlo.slice %361 [0:8, 0:3, 0:3, 0:4] : (tensor<8x3x4x4xf32>) -> tensor<8x3x3x4xf32>
    %363 = stablehlo.slice %362 [0:8, 0:3, 0:3, 0:3] : (tensor<8x3x3x4xf32>) -> tensor<8x3x3x3xf32>
    return %161, %363, %357, %346, %329, %318, %304, %297, %286, %266, %255, %241, %234, %223, %199, %198 : tensor<f32>, tensor<8x3x3x3xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16x8x1x1xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32x16x1x1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<10x32xf32>, tensor<10xf32>
  }
}
