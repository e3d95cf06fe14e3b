"""Pass options, the registry, pipeline resolution and per-pass verification."""
from dataclasses import dataclass
from typing import ClassVar, Literal

import pytest
from jax.extend.mlir import ir

from tag.dialects.context import module_to_text, parse_module
from tag.dialects.diagnostics import TagError
from tag.transforms import ModulePass, PassContext, option, register_pass, resolve_pipeline, run_pipeline
from tag.transforms.pass_base import describe_passes

SIMPLE = """
func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
  %1 = stablehlo.subtract %0, %arg0 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@register_pass
@dataclass
class _OptionsProbe(ModulePass):
    name: ClassVar[str] = "test-options-probe"
    summary: ClassVar[str] = "Test pass recording its options."
    count: int = option(1, "an int")
    ratio: float = option(0.5, "a float")
    enabled: bool = option(False, "a flag")
    mode: Literal["fast", "slow"] = option("fast", "a choice")
    label: str = option("x", "a string")
    seen: ClassVar[list] = []

    def run(self, module, ctx):
        _OptionsProbe.seen.append(self)


@register_pass
@dataclass
class _BreaksIR(ModulePass):
    name: ClassVar[str] = "test-breaks-ir"
    summary: ClassVar[str] = "Test pass that makes the function return the wrong type."

    def run(self, module, ctx):
        func = module.body.operations[0]
        ops = func.regions[0].blocks[0].operations
        ret = ops[len(ops) - 1]
        with ir.InsertionPoint(ret), ret.location:
            bad = ir.Operation.create("stablehlo.reshape", results=[ir.RankedTensorType.get([2, 2], ir.F32Type.get())],
                                      operands=[ret.operands[0]])
        ret.operands[0] = bad.result


def test_options_are_converted_by_type():
    _OptionsProbe.seen.clear()
    module = parse_module(SIMPLE)
    run_pipeline(module, "test-options-probe{count=3 ratio=0.25 enabled=true mode=slow label=hello}")
    probe = _OptionsProbe.seen[-1]
    assert (probe.count, probe.ratio, probe.enabled, probe.mode, probe.label) == (3, 0.25, True, "slow", "hello")


@pytest.mark.parametrize("opts, message", [
    ("count=three", "option 'count' expects an integer, got 'three'"),
    ("ratio=fast", "option 'ratio' expects a number"),
    ("enabled=maybe", "option 'enabled' expects true or false"),
    ("mode=medium", "option 'mode' expects one of fast, slow"),
    ("cuont=1", "has no option 'cuont'"),
])
def test_bad_options_name_the_pass_and_option(opts, message):
    with pytest.raises(TagError, match=message) as err:
        resolve_pipeline(f"test-options-probe{{{opts}}}", parse_module(SIMPLE).context)
    assert "test-options-probe" in str(err.value)


def test_resolution_fails_before_any_pass_runs():
    _OptionsProbe.seen.clear()
    module = parse_module(SIMPLE)
    before = module_to_text(module)
    with pytest.raises(TagError, match="unknown pass 'canonicalise'"):
        run_pipeline(module, "test-options-probe,canonicalise")
    assert _OptionsProbe.seen == [] and module_to_text(module) == before


def test_verifier_failure_names_the_pass_and_shows_diagnostics():
    module = parse_module(SIMPLE)
    with pytest.raises(TagError) as err:
        run_pipeline(module, "canonicalize,test-breaks-ir")
    assert "verification failed after pass 'test-breaks-ir'" in str(err.value)
    assert err.value.notes or "reshape" in str(err.value)


def test_verify_each_false_skips_verification():
    module = parse_module(SIMPLE)
    run_pipeline(module, "test-breaks-ir", verify_each=False)  # no error: the caller opted out


def test_upstream_and_tag_passes_mix_and_dump_after_each_step():
    module = parse_module(SIMPLE)
    labels = []
    run_pipeline(module, "builtin.module(test-options-probe,canonicalize,func.func(cse))",
                 after_step=lambda label, m: labels.append(label))
    assert labels == ["test-options-probe", "canonicalize", "func.func(cse)"]
    assert "stablehlo.subtract" not in module_to_text(module)  # dead op removed by canonicalize


@pytest.mark.parametrize("pipeline, message", [
    ("func.func(sdy-propagation-pipeline)", "cannot run on func.func"),
    ("sdy-insert-explicit-reshards", "cannot run on builtin.module"),
    ("func.func(test-options-probe)", "runs on the whole module"),
    ("canonicalize{max-iterations=x}", "invalid options"),
    ("tag-partiton", "did you mean: tag-partition"),
])
def test_bad_pipelines_are_clear_errors_not_aborts(pipeline, message):
    with pytest.raises(TagError, match=message):
        resolve_pipeline(pipeline, parse_module(SIMPLE).context)


def test_list_passes_shows_options_and_docs():
    text = describe_passes()
    assert "tag-partition  -  " in text
    assert "count=<int>  (default 1)  an int" in text
    assert "mode=<fast|slow>  (default fast)" in text
    assert "sdy-propagation-pipeline  [module]" in text


def test_explain_remarks_go_to_the_stream(capsys):
    import io
    stream = io.StringIO()
    module = parse_module(SIMPLE)
    run_pipeline(module, "tag-partition", pass_context=PassContext(explain=True, explain_stream=stream, file_name="m.mlir"))
    assert "remark: [tag-partition] no sdy.mesh" in stream.getvalue()
