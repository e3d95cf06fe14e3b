"""strategy.json: round trip and one test per validation error."""
from __future__ import annotations

import copy
import json
import re

import pytest

from tag.dialects.attributes import GradSync, Replication
from tag.dialects.diagnostics import TagError
from tag.core.model import CompGraph, GroupDecision, Grouping, Machine, OpGroup, OpNode, Role, Strategy, Topology
from tag.planner.strategies import data_parallel, even_shares, proportional_shares, single_device
from tag.planner.strategy_io import (FORMAT_VERSION, load_strategy, save_strategy, strategy_from_json,
                                     strategy_to_json)
from tag.core.hardware import get_chip


def _topology() -> Topology:
    """7 machines: 1 × 4 V100 + 4 × 2 GTX1080Ti + 2 × 2 P100 (16 devices)."""
    ms = [Machine("v100", get_chip("V100-32GB"), 4, 20e9, 12.5e9)]
    ms += [Machine(f"gtx{i}", get_chip("GTX1080Ti"), 2, 8e9, 12.5e9) for i in range(4)]
    ms += [Machine(f"p100-{i}", get_chip("P100"), 2, 8e9, 12.5e9) for i in range(2)]
    return Topology("t", tuple(ms), {(a, b): 12.5e9 for a in range(7) for b in range(a + 1, 7)})


def _grouping() -> Grouping:
    """5 groups; group g owns parameters {2g, 2g+1} except group 4 (none)."""
    groups = [OpGroup(g, [g], 1.0, 8, 8, True, [2 * g, 2 * g + 1] if g < 4 else []) for g in range(5)]
    return Grouping(groups, list(range(5)), {})


TOPO, GROUPING = _topology(), _grouping()
# one huge f32 GEMM at HIGHEST precision: device speed is the chips' f32 peak ratio (launches negligible)
GRAPH = CompGraph([OpNode(0, "arg", "t:0", Role.BATCH, 0, 0, 4, batch_dim=0),
                   OpNode(1, "stablehlo.dot_general", "t:1", Role.FORWARD, 1e16, 4, 4, [(0, 4)], 0,
                          compute_dtype="f32")], [], 8, "gemm")


def _strategy() -> Strategy:
    return Strategy([
        GroupDecision((0,), Replication.ALLREDUCE, {0: GradSync.ALLREDUCE, 1: GradSync.PS}, {1: 2}, {0: (5, 9)}),
        GroupDecision((0, 2), Replication.PS, {2: GradSync.PS}, {2: 6}),
        GroupDecision((1, 3), Replication.DUPLICATE),
        GroupDecision((5,), Replication.MODEL_PARALLEL),
        GroupDecision((0, 6), Replication.ALLREDUCE, devices=(1, 14)),
    ], proportional_shares(GRAPH, TOPO), "hand-made")


def _load(data):
    return strategy_from_json(data, grouping=GROUPING, topology=TOPO)


def test_round_trip(tmp_path):
    s = _strategy()
    data = strategy_to_json(s)
    assert data["version"] == FORMAT_VERSION and len(data["groups"]) == 5
    assert json.loads(json.dumps(data)) == data          # plain JSON
    back = _load(json.loads(json.dumps(data)))
    assert back == s
    path = tmp_path / "strategy.json"
    save_strategy(s, path)
    assert load_strategy(path, grouping=GROUPING, topology=TOPO) == s
    assert not [p for p in tmp_path.iterdir() if p.name != "strategy.json"]   # no temporary left behind
    none = Strategy(s.decisions, None, "")
    assert _load(strategy_to_json(none)) == none


def test_helpers_round_trip():
    for s in (data_parallel(GROUPING, TOPO, proportional=True, graph=GRAPH), data_parallel(GROUPING, TOPO, proportional=False),
              single_device(GROUPING, TOPO, 5)):
        assert _load(strategy_to_json(s)) == s
    assert sum(even_shares(TOPO).values()) == pytest.approx(1.0)
    assert len(set(even_shares(TOPO).values())) == 1
    shares = proportional_shares(GRAPH, TOPO, [0, 1])
    assert set(shares) == {0, 1, 2, 3, 4, 5} and sum(shares.values()) == pytest.approx(1.0)
    assert shares[0] / shares[4] == pytest.approx(15.7 / 11.34, rel=1e-6)
    assert single_device(GROUPING, TOPO, 5).decisions[0].devices == (5,)
    with pytest.raises(TagError, match="device 99 does not exist"):
        single_device(GROUPING, TOPO, 99)
    with pytest.raises(TagError, match="machine 8 does not exist"):
        proportional_shares(GRAPH, TOPO, [8])


def _mutated(edit):
    data = copy.deepcopy(strategy_to_json(_strategy()))
    edit(data)
    return data


def _setitem(path, value):
    def edit(data):
        obj = data
        for key in path[:-1]:
            obj = obj[key]
        obj[path[-1]] = value
    return edit


CASES = [
    ("not an object", lambda d: None, "expected an object, got a list"),
    ("unknown key", _setitem(["strategy"], 1), "strategy: unknown key 'strategy'"),
    ("missing version", lambda d: d.pop("version"), r"version: missing \(expected 1\)"),
    ("bad version", _setitem(["version"], 2), "version: unsupported strategy format version 2"),
    ("bad name", _setitem(["name"], 3), "name: expected a string, got an integer"),
    ("missing groups", lambda d: d.pop("groups"), "groups: missing"),
    ("group count", lambda d: d["groups"].pop(), "groups: 4 decisions for 5 op groups"),
    ("group not object", _setitem(["groups", 2], [1]), r"groups\[2\]: expected an object, got a list"),
    ("group unknown key", _setitem(["groups", 2, "placement"], 1), r"groups\[2\].placement: unknown key"),
    ("group index", _setitem(["groups", 2, "group"], 3), r"groups\[2\].group: is 3, expected 2"),
    ("machine missing", lambda d: d["groups"][3].pop("machines"), r"groups\[3\].machines: missing"),
    ("machine out of range", _setitem(["groups", 3, "machines"], [5, 9]),
     r"groups\[3\].machines\[1\]: machine 9 does not exist \(topology has 7\)"),
    ("machine not int", _setitem(["groups", 3, "machines"], ["a"]),
     r"groups\[3\].machines\[0\]: machine id must be an integer, got a string \"a\""),
    ("machine twice", _setitem(["groups", 3, "machines"], [1, 1]), r"groups\[3\].machines\[1\]: machine 1 is listed twice"),
    ("empty placement", _setitem(["groups", 3, "machines"], []), r"groups\[3\].machines: empty placement"),
    ("replication", _setitem(["groups", 1, "replication"], "ring"), r"groups\[1\].replication: unknown replication \"ring\""),
    ("replication missing", lambda d: d["groups"][1].pop("replication"), r"groups\[1\].replication: missing"),
    ("grad_sync foreign param", _setitem(["groups", 0, "grad_sync", "7"], "ps"),
     r"groups\[0\].grad_sync.7: parameter 7 does not belong to op group 0 \(its parameters: 0, 1\)"),
    ("grad_sync no params", _setitem(["groups", 4, "grad_sync"], {"0": "ps"}),
     r"groups\[4\].grad_sync.0: parameter 0 does not belong to op group 4 \(it has no parameters\)"),
    ("grad_sync bad key", _setitem(["groups", 0, "grad_sync", "w"], "ps"),
     r"groups\[0\].grad_sync.w: parameter index must be an integer"),
    ("grad_sync bad value", _setitem(["groups", 0, "grad_sync", "0"], "nccl"),
     r"groups\[0\].grad_sync.0: unknown gradient sync \"nccl\""),
    ("ps outside devices", _setitem(["groups", 1, "ps_device", "2"], 4),
     r"groups\[1\].ps_device.2: device 4 is not one of op group 1's devices 0-3, 6-7"),
    ("ps for allreduce param", _setitem(["groups", 0, "ps_device", "0"], 1),
     r"groups\[0\].ps_device.0: parameter 0 synchronises with allreduce, not ps"),
    ("ps foreign param", _setitem(["groups", 1, "ps_device", "0"], 1),
     r"groups\[1\].ps_device.0: parameter 0 does not belong to op group 1"),
    ("ps not int", _setitem(["groups", 1, "ps_device", "2"], "gpu6"),
     r"groups\[1\].ps_device.2: PS device must be an integer"),
    ("ps on duplicate", _setitem(["groups", 2, "ps_device"], {"4": 4}),
     r"groups\[2\].ps_device.4: op group 2 is duplicate: its gradients are not synchronised"),
    ("sfb not a list", _setitem(["groups", 0, "sfb", "0"], 1),
     r"groups\[0\].sfb.0: expected false or a list of node ids \(the gradient's region\), got an integer"),
    ("sfb true", _setitem(["groups", 0, "sfb", "0"], True), r"groups\[0\].sfb.0: expected false or a list of node ids"),
    ("sfb node not int", _setitem(["groups", 0, "sfb", "0"], [3, "x"]), r"groups\[0\].sfb.0\[1\]: node id must be an integer"),
    ("sfb node twice", _setitem(["groups", 0, "sfb", "0"], [3, 3]), r"groups\[0\].sfb.0: a node id is listed twice"),
    ("sfb not owned", _setitem(["groups", 0, "sfb", "2"], [3]), r"groups\[0\].sfb.2: parameter 2 does not belong to op group 0"),
    ("sfb on duplicate", _setitem(["groups", 2, "sfb"], {"4": [3]}),
     r"groups\[2\].sfb.4: op group 2 is duplicate: only a batch-split group \(allreduce or ps\)"),
    ("device off placement", _setitem(["groups", 4, "devices"], [1, 4]),
     r"groups\[4\].devices\[1\]: device 4 is on machine 1, not on the group's machines \[0, 6\]"),
    ("device missing machine", _setitem(["groups", 4, "devices"], [1, 2]),
     r"groups\[4\].machines\[1\]: machine 6 has none of the group's devices \[1, 2\]"),
    ("device out of range", _setitem(["groups", 4, "devices"], [1, 16]),
     r"groups\[4\].devices\[1\]: device 16 does not exist \(topology has 16 devices\)"),
    ("device twice", _setitem(["groups", 4, "devices"], [1, 1, 14]), r"groups\[4\].devices\[1\]: device 1 is listed twice"),
    ("share negative", _setitem(["batch_shares", "3"], -0.1), r"batch_shares.3: share must be a positive number, got -0.1"),
    ("share zero", _setitem(["batch_shares", "3"], 0), r"batch_shares.3: share must be a positive number, got 0"),
    ("share not number", _setitem(["batch_shares", "3"], "x"), r"batch_shares.3: share must be a positive number"),
    ("share device", _setitem(["batch_shares", "40"], 0.1), r"batch_shares.40: device 40 does not exist"),
    ("share key", _setitem(["batch_shares", "gpu"], 0.1), r"batch_shares.gpu: device id must be an integer"),
    ("share sum", _setitem(["batch_shares"], {str(d): 0.05 for d in range(16)}),
     r"batch_shares: shares sum to 0.8, expected 1"),
    ("share missing", _setitem(["batch_shares"], {str(d): 1 / 15 for d in range(16) if d != 14}),
     r"batch_shares: device 14 \(used by replicated op group 4\) has no share"),
    ("share empty", _setitem(["batch_shares"], {}), r"batch_shares: empty"),
    ("shares not object", _setitem(["batch_shares"], [0.5, 0.5]), r"batch_shares: expected an object, got a list"),
]


@pytest.mark.parametrize("name, edit, message", CASES, ids=[c[0] for c in CASES])
def test_validation_errors(name, edit, message):
    data = [] if name == "not an object" else _mutated(edit)
    with pytest.raises(TagError) as info:
        _load(data)
    text = str(info.value)
    assert text.startswith("strategy.json: error: "), text
    assert "\n" not in text
    assert re.search(message, text), text


def test_load_errors_name_the_file(tmp_path):
    path = tmp_path / "s.json"
    with pytest.raises(TagError, match="cannot read strategy file"):
        load_strategy(path, grouping=GROUPING, topology=TOPO)
    path.write_text('{"version": 1,\n "groups": [}\n')
    with pytest.raises(TagError) as info:
        load_strategy(path, grouping=GROUPING, topology=TOPO)
    assert str(info.value).startswith(f"{path}:2:") and "invalid JSON" in str(info.value)
    data = strategy_to_json(_strategy())
    data["groups"][3]["machines"] = [9]
    path.write_text(json.dumps(data))
    with pytest.raises(TagError, match=rf"^{path}: error: groups\[3\].machines\[0\]: machine 9 does not exist"):
        load_strategy(path, grouping=GROUPING, topology=TOPO)


def test_format_only_checks_without_grouping_and_topology(tmp_path):
    s = _strategy()
    path = tmp_path / "strategy.json"
    save_strategy(s, path, grouping=GROUPING, topology=TOPO)          # validated before writing
    assert load_strategy(path) == s                                   # format checks only
    data = strategy_to_json(s)
    data["groups"].pop()                                              # group count needs the grouping
    data["groups"][0]["machines"] = [40]                              # machine range needs the topology
    assert len(strategy_from_json(data, grouping=None, topology=None).decisions) == 4
    data["groups"][0]["machines"] = [-1]
    with pytest.raises(TagError, match=r"groups\[0\].machines\[0\]: machine ids are non-negative, got -1"):
        strategy_from_json(data, grouping=None, topology=None)
    bad = Strategy([GroupDecision((9,), Replication.ALLREDUCE)] * 5)
    with pytest.raises(TagError, match=r"out.json: error: groups\[0\].machines\[0\]: machine 9 does not exist"):
        save_strategy(bad, tmp_path / "out.json", topology=TOPO)
    assert not (tmp_path / "out.json").exists()


def test_sfb_regions_round_trip(tmp_path):
    """SFB regions (parameter -> node ids) are written as lists and read back; `false` and an empty
    list mean off and are not written back."""
    data = strategy_to_json(_strategy())
    assert data["groups"][0]["sfb"] == {"0": [5, 9]}
    assert "sfb" not in data["groups"][1]
    data["groups"][0]["sfb"] = {"0": [9, 5], "1": False}
    assert _load(data).decisions[0].sfb == {0: (5, 9)}
    data["groups"][0]["sfb"] = {"0": []}
    back = _load(data)
    assert back.decisions[0].sfb == {} and "sfb" not in strategy_to_json(back)["groups"][0]


def test_sfb_off_by_default():
    assert GroupDecision((0,), Replication.ALLREDUCE).sfb == {}
