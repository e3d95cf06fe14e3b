"""The textual pipeline parser: round trips, shorthand, and errors with a column."""
import re

import pytest
from hypothesis import given, strategies as st

from tag.dialects.diagnostics import TagError
from tag.transforms.pipeline import NestedPipeline, PassSpec, parse_pipeline


def test_nested_pipeline_with_options_round_trips():
    text = 'builtin.module(pass-a{opt=1 flag=true name="a b"},func.func(canonicalize,cse),pass-b)'
    tree = parse_pipeline(text)
    assert tree.elements[0] == PassSpec("pass-a", (("opt", "1"), ("flag", "true"), ("name", "a b")))
    assert tree.elements[1] == NestedPipeline("func.func", (PassSpec("canonicalize"), PassSpec("cse")))
    assert tree.elements[2] == PassSpec("pass-b")
    assert parse_pipeline(tree.to_text()) == tree


def test_bare_list_is_wrapped_in_builtin_module():
    tree = parse_pipeline("canonicalize, tag-partition{record-layout=false}")
    assert tree.anchor == "builtin.module"
    assert [e.name for e in tree.elements] == ["canonicalize", "tag-partition"]


def test_braced_option_values_keep_their_braces():
    tree = parse_pipeline("x{list={1,2} other=3}")
    assert tree.elements[0].options == (("list", "{1,2}"), ("other", "3"))


def test_flag_without_value_means_true():
    assert parse_pipeline("x{flag}").elements[0].options == (("flag", "true"),)


@pytest.mark.parametrize("text, message", [
    ("builtin.module(a", "expected ')'"),
    ("a,,b", "expected a pass name"),
    ("a{b=", "expected an option value"),
    ("foo(bar)", "cannot hold a nested pipeline"),
    ("a{b=\"x}", "unterminated quoted"),
    ("a b", "unexpected 'b'"),
    ("", "empty pass pipeline"),
])
def test_malformed_pipelines_are_rejected(text, message):
    with pytest.raises(TagError, match=re.escape(message)):
        parse_pipeline(text)


names = st.from_regex(r"[a-z][a-z0-9-]{0,12}", fullmatch=True)
values = st.from_regex(r"[A-Za-z0-9_.-]{1,8}", fullmatch=True)


@given(st.lists(st.tuples(names, st.lists(st.tuples(names, values), max_size=3)), min_size=1, max_size=4))
def test_printing_then_parsing_is_identity(passes):
    tree = NestedPipeline("builtin.module", tuple(PassSpec(n, tuple(o)) for n, o in passes))
    assert parse_pipeline(tree.to_text()) == tree
