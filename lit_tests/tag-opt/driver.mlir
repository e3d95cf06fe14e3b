// Driver conventions: stdin, -o, bytecode round trip, print-ir-after-all, --list-passes.

// RUN: tag-opt - --canonicalize < %s | filecheck %s --check-prefix=STDIN
// STDIN: func.func @f
// STDIN-NEXT: return %arg0

// RUN: tag-opt %s --emit-bytecode -o %t.mlirbc
// RUN: tag-opt %t.mlirbc | filecheck %s --check-prefix=BYTECODE
// BYTECODE: func.func @f
// BYTECODE-NEXT: %0 = stablehlo.add %arg0, %arg0

// RUN: tag-opt %s --pass-pipeline='builtin.module(canonicalize,func.func(cse))' --mlir-print-ir-after-all 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP
// DUMP: // -----// IR Dump After canonicalize //----- //
// DUMP: func.func @f
// DUMP: // -----// IR Dump After func.func(cse) //----- //

// RUN: tag-opt --list-passes | filecheck %s --check-prefix=LIST
// LIST: TAG passes:
// LIST: tag-partition  -  Partition an sdy-sharded module
// LIST-NEXT: record-layout=<bool>  (default true)
// LIST: sdy-propagation-pipeline  [module]

func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %1 = stablehlo.subtract %0, %arg0 : tensor<4xf32>
  return %arg0 : tensor<4xf32>
}
