// The driver's diagnostics: one line FILE:LINE:COL: error: ..., exit 1, nothing written.

// RUN: rm -f %t.out
// RUN: not tag-opt %s -o %t.out 2>&1 | filecheck %s --check-prefix=PARSE
// RUN: %python -c "import os, sys; sys.exit(os.path.exists(sys.argv[1]))" %t.out
// Line numbers below are this file's own (the bad op is on line 20, the bad return on line 27).
// PARSE: errors.mlir:20:8: error: cannot parse MLIR: custom op 'stablehlo.not_an_op' is unknown

// RUN: not tag-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=SPLIT
// SPLIT: errors.mlir:20:8: error: cannot parse MLIR
// SPLIT: errors.mlir:27:3: error: cannot parse MLIR: {{.*}}type of return operand 0 ('tensor<2xf32>') doesn't match function result type ('tensor<3xf32>')

// RUN: not tag-opt %s --split-input-file --pass-pipeline='builtin.module(tag-partiton)' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: unknown pass 'tag-partiton'; did you mean: tag-partition?

// RUN: not tag-opt %s --tag-partiton 2>&1 | filecheck %s --check-prefix=FLAG
// FLAG: error: unknown option or pass '--tag-partiton'; did you mean --tag-partition

func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.not_an_op %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @g(%arg0: tensor<2xf32>) -> tensor<3xf32> {
  return %arg0 : tensor<2xf32>
}
