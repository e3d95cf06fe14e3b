// Bad pipelines are rejected before the input is touched, with the pass and option named.

// RUN: not tag-opt %s --pass-pipeline='builtin.module(tag-partition{record-layout=maybe})' 2>&1 | filecheck %s --check-prefix=VALUE
// VALUE: error: pass 'tag-partition': option 'record-layout' expects true or false, got 'maybe'

// RUN: not tag-opt %s --tag-partition='record-layot=false' 2>&1 | filecheck %s --check-prefix=OPTNAME
// OPTNAME: error: pass 'tag-partition' has no option 'record-layot' (options: record-layout, isolate); did you mean record-layout?

// RUN: not tag-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | filecheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: pass 'canonicalize{max-iterations=x}': invalid options: {{.*}}'x' value invalid

// RUN: not tag-opt %s --pass-pipeline='builtin.module(func.func(sdy-propagation-pipeline))' 2>&1 | filecheck %s --check-prefix=NEST
// NEST: error: pass 'sdy-propagation-pipeline' cannot run on func.func; nest it in builtin.module

// RUN: not tag-opt %s --pass-pipeline='builtin.module(sdy-insert-explicit-reshards)' 2>&1 | filecheck %s --check-prefix=NEST2
// NEST2: error: pass 'sdy-insert-explicit-reshards' cannot run on builtin.module; nest it in func.func(...)

// RUN: not tag-opt %s --pass-pipeline='builtin.module(func.func(tag-partition))' 2>&1 | filecheck %s --check-prefix=TAGNEST
// TAGNEST: error: TAG pass 'tag-partition' runs on the whole module; put it at builtin.module level

// RUN: not tag-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | filecheck %s --check-prefix=SYNTAX
// SYNTAX: error: invalid pass pipeline at column 28: expected ')', found end of input

// RUN: not tag-opt %s --pass-pipeline='canonicalize' --cse 2>&1 | filecheck %s --check-prefix=BOTH
// BOTH: error: use either --pass-pipeline or pass flags, not both

// RUN: not tag-opt %S/does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// MISSING: does-not-exist.mlir: error: cannot read input: No such file or directory

// RUN: %python -c "" > %t.empty
// RUN: not tag-opt %t.empty 2>&1 | filecheck %s --check-prefix=EMPTY
// EMPTY: error: input is empty: expected an MLIR module

func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}
