import sys
from tag.dialects import make_context
from jax.extend.mlir import passmanager, ir
from jax.extend.mlir.dialects import stablehlo
stablehlo.register_stablehlo_passes()
ctx = make_context()
n, anchor = sys.argv[1], sys.argv[2]
p = f"builtin.module({n})" if anchor=="module" else f"builtin.module(func.func({n}))"
with ctx:
    m = ir.Module.parse("module { func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { return %a : tensor<2xf32> } }")
    passmanager.PassManager.parse(p)
print(n, anchor, "OK")
