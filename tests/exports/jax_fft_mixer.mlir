module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x3xf32>, %arg1: tensor<17x8xf32>, %arg2: tensor<17x8xf32>, %arg3: tensor<8x32x8xf32>, %arg4: tensor<8x3xf32>) -> (tensor<8x3xf32> {jax.result_info = "result[0]['out']"}, tensor<17x8xf32> {jax.result_info = "result[0]['wi']"}, tensor<17x8xf32> {jax.result_info = "result[0]['wr']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:4 = call @train_step(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<8x3xf32>, tensor<17x8xf32>, tensor<17x8xf32>, tensor<8x32x8xf32>, tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<17x8xf32>, tensor<17x8xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<8x3xf32>, tensor<17x8xf32>, tensor<17x8xf32>, tensor<f32>
  }
  func.func private @train_step(%arg0: tensor<8x3xf32>, %arg1: tensor<17x8xf32>, %arg2: tensor<17x8xf32>, %arg3: tensor<8x32x8xf32>, %arg4: tensor<8x3xf32>) -> (tensor<8x3xf32>, tensor<17x8xf32>, tensor<17x8xf32>, tensor<f32>) {
    %0 = stablehlo.transpose %arg3, dims = [0, 2, 1] : (tensor<8x32x8xf32>) -> tensor<8x8x32xf32>
    %1 = call @fft(%0) : (tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x17x8xcomplex<f32>>
    %3 = stablehlo.convert %arg1 : (tensor<17x8xf32>) -> tensor<17x8xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<17x8xcomplex<f32>>
    %5 = stablehlo.multiply %4, %3 : tensor<17x8xcomplex<f32>>
    %6 = stablehlo.convert %arg2 : (tensor<17x8xf32>) -> tensor<17x8xcomplex<f32>>
    %7 = stablehlo.add %6, %5 : tensor<17x8xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<17x8xcomplex<f32>>) -> tensor<1x17x8xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x17x8xcomplex<f32>>) -> tensor<8x17x8xcomplex<f32>>
    %10 = stablehlo.multiply %2, %9 : tensor<8x17x8xcomplex<f32>>
    %11 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<8x17x8xcomplex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_pad(%11, %c) : (tensor<8x8x17xcomplex<f32>>, tensor<i32>) -> tensor<8x8x17xcomplex<f32>>
    %13 = call @fft_0(%12) : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x32xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<8x8x32xf32>) -> tensor<8x32x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x8xf32>
    %18 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %19 = stablehlo.subtract %18, %arg4 : tensor<8x3xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<8x3xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %22 = stablehlo.multiply %21, %19 : tensor<8x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %24 = stablehlo.divide %23, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.400000e+01> : tensor<f32>
    %25 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<8x3xf32>
    %28 = stablehlo.dot_general %27, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x8xf32>) -> tensor<3x8xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %30 = stablehlo.dot_general %27, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x8xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 2] : (tensor<8x8xf32>) -> tensor<8x32x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1] : (tensor<8x32x8xf32>) -> tensor<8x8x32xf32>
    %35 = call @fft_1(%34) : (tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>>
    %36 = call @_pad_3(%35) : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1] : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x17x8xcomplex<f32>>
    %38 = stablehlo.multiply %2, %37 : tensor<8x17x8xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<8x17x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<17x8xcomplex<f32>>
    %40 = stablehlo.reshape %39 : (tensor<17x8xcomplex<f32>>) -> tensor<1x17x8xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %41 = stablehlo.reduce(%40 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x17x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<17x8xcomplex<f32>>
    %42 = stablehlo.real %41 : (tensor<17x8xcomplex<f32>>) -> tensor<17x8xf32>
    %43 = stablehlo.convert %42 : tensor<17x8xf32>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<17x8xcomplex<f32>>
    %45 = stablehlo.multiply %44, %41 : tensor<17x8xcomplex<f32>>
    %46 = stablehlo.real %45 : (tensor<17x8xcomplex<f32>>) -> tensor<17x8xf32>
    %47 = stablehlo.convert %46 : tensor<17x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %49 = stablehlo.multiply %48, %29 : tensor<8x3xf32>
    %50 = stablehlo.subtract %arg0, %49 : tensor<8x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<17x8xf32>
    %52 = stablehlo.multiply %51, %47 : tensor<17x8xf32>
    %53 = stablehlo.subtract %arg1, %52 : tensor<17x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<17x8xf32>
    %55 = stablehlo.multiply %54, %43 : tensor<17x8xf32>
    %56 = stablehlo.subtract %arg2, %55 : tensor<17x8xf32>
    return %50, %53, %56, %24 : tensor<8x3xf32>, tensor<17x8xf32>, tensor<17x8xf32>, tensor<f32>
  }
  func.func private @fft(%arg0: tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>>
    return %0 : tensor<8x8x17xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<8x8x17xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<8x8x17xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    return %1 : tensor<8x8x17xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x32xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [32] : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x32xf32>
    return %0 : tensor<8x8x32xf32>
  }
  func.func private @fft_1(%arg0: tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>> {
    %0 = call @fft_2(%arg0) : (tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<17xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<17xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<17xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<16> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<17xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<17xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<17xcomplex<f32>>) -> tensor<1x1x17xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(3.125000e-02,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x17xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x17xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x17xcomplex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    %10 = stablehlo.multiply %9, %0 : tensor<8x8x17xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x17xf32>
    %12 = stablehlo.imag %10 : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x17xf32>
    %13 = stablehlo.negate %12 : tensor<8x8x17xf32>
    %14 = stablehlo.complex %11, %13 : tensor<8x8x17xcomplex<f32>>
    return %14 : tensor<8x8x17xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<8x8x32xf32>) -> tensor<8x8x17xcomplex<f32>>
    return %0 : tensor<8x8x17xcomplex<f32>>
  }
  func.func private @_pad_3(%arg0: tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x17xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8x17xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:8, 0:8, 0:17] : (tensor<8x8x17xcomplex<f32>>) -> tensor<8x8x17xcomplex<f32>>
    return %1 : tensor<8x8x17xcomplex<f32>>
  }
}
