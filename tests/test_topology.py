"""Device topology files: parsing, defaults, overrides, errors with line numbers, built-ins, random, dump."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from tag.dialects.diagnostics import TagError
from tag.core.model import Topology
from tag.core.topology import (
    RANDOM_GPUS, bps_to_gbps, builtin_topology, dump_topology, gbps_to_bps, list_builtin_topologies,
    load_topology, parse_topology, random_topology,
)
from tag.core.hardware import get_chip, get_preset, link_for_group

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "topologies"
G = 1e9 / 8   # bytes/s per Gbps


def parse(text: str, source: str = "topo.yaml") -> Topology:
    return parse_topology(textwrap.dedent(text).lstrip("\n"), source)


def error_of(text: str, source: str = "topo.yaml") -> str:
    with pytest.raises(TagError) as info:
        parse(text, source)
    return str(info.value)


# ------------------------------------------------------------------------------ parsing
def test_parse_example_from_brief() -> None:
    topo = parse("""
        name: testbed
        machines:
          - {name: v100, gpu: V100-32GB, count: 4, intra_gbps: 160, nic_gbps: 100}
          - {name: gtx0, gpu: GTX1080Ti, count: 2, intra_gbps: 64, nic_gbps: 100}
        links:
          - {a: v100, b: gtx0, gbps: 50}
    """)
    assert topo.name == "testbed"
    v100, gtx = topo.machines
    assert (v100.name, v100.chip, v100.count) == ("v100", get_chip("V100-32GB"), 4)
    assert (gtx.name, gtx.chip.name, gtx.count) == ("gtx0", "GTX1080Ti", 2)
    assert v100.intra_bps == 160e9 / 8 == 20e9
    assert gtx.intra_bps == 8e9 and gtx.nic_bps == 12.5e9
    assert topo.inter_bps == {(0, 1): 50 * G}
    devs = topo.devices
    assert len(devs) == 6 and [d.machine for d in devs] == [0] * 4 + [1] * 2
    assert topo.bandwidth(devs[0], devs[1]) == 20e9
    assert topo.bandwidth(devs[4], devs[5]) == 8e9
    assert topo.bandwidth(devs[5], devs[0]) == 50 * G


def test_defaults_smaller_nic_and_pcie_intra() -> None:
    topo = parse("""
        machines:
          - {name: a, gpu: v100, count: 1, nic_gbps: 40}
          - {name: b, gpu: T4, count: 2}
          - {name: c, gpu: p100, count: 3, nic_gbps: 25.5}
    """, source="dir/mycluster.yaml")
    assert topo.name == "custom"          # parse_topology without a name key
    a, b, c = topo.machines
    assert a.chip.name == "V100-32GB" and c.chip.name == "P100"   # catalogue aliases, any case
    assert b.nic_bps == 100 * G           # default NIC
    assert a.intra_bps == b.intra_bps == 63 * G      # default intra: PCIe 3.0 x16 shared by 2 GPUs
    assert topo.inter_bps == {(0, 1): 40 * G, (0, 2): 25.5 * G, (1, 2): 25.5 * G}


def test_overrides_apply_to_unordered_pairs_only() -> None:
    topo = parse("""
        name: t
        machines:
          - {name: a, gpu: T4, count: 1, nic_gbps: 100}
          - {name: b, gpu: T4, count: 1, nic_gbps: 100}
          - {name: c, gpu: T4, count: 1, nic_gbps: 100}
        links:
          - {a: c, b: a, gbps: 7}
    """)
    assert topo.inter_bps == {(0, 1): 100 * G, (0, 2): 7 * G, (1, 2): 100 * G}


def test_block_style_and_json(tmp_path: Path) -> None:
    block = parse("""
        name: j
        machines:
          - name: a
            gpu: T4
            count: 2
            intra_gbps: 64
            nic_gbps: 10
          - name: b
            gpu: T4
            count: 2
            nic_gbps: 10
        links:
        - a: a
          b: b
          gbps: 5
    """)
    data = {"name": "j", "machines": [
        {"name": "a", "gpu": "T4", "count": 2, "intra_gbps": 64, "nic_gbps": 10},
        {"name": "b", "gpu": "T4", "count": 2, "nic_gbps": 10}], "links": [{"a": "a", "b": "b", "gbps": 5}]}
    path = tmp_path / "j.json"
    path.write_text(json.dumps(data, indent=2))
    assert load_topology(path) == block
    # Tab-indented JSON is not YAML: the JSON fallback reads it (without line numbers for later errors).
    tabbed = tmp_path / "tabs.json"
    tabbed.write_text(json.dumps(data, indent="\t"))
    assert load_topology(str(tabbed)) == block
    data["machines"][0]["count"] = 0
    tabbed.write_text(json.dumps(data, indent="\t"))
    with pytest.raises(TagError, match=r"^.*tabs\.json: error: machine 'a': count must be positive, got 0$"):
        load_topology(str(tabbed))
    tabbed.write_text('{\n\t"machines": [\n\t\t{"name": "a",}\n\t]\n}\n')
    with pytest.raises(TagError, match=r"tabs\.json:3:\d+: error: invalid JSON"):
        load_topology(str(tabbed))


def test_file_name_defaults_to_stem(tmp_path: Path) -> None:
    path = tmp_path / "lab.yml"
    path.write_text("machines:\n  - {name: a, gpu: T4, count: 1}\n")
    assert load_topology(str(path)).name == "lab"
    assert load_topology(path).name == "lab"


# ------------------------------------------------------------------------------ errors
@pytest.mark.parametrize("text, expected", [
    # unknown GPU with close matches (line of the offending entry)
    ("""
     name: t
     machines:
       - {name: v100, gpu: V100-32GB, count: 4}
       - {name: gtx0, gpu: GTX1080, count: 2}
     """, "topo.yaml:4:23: error: machine 'gtx0': unknown GPU 'GTX1080' (did you mean GTX1080Ti?)"),
    ("""
     machines:
       - {name: x, gpu: Z80, count: 2}
     """, "topo.yaml:2:20: error: machine 'x': unknown GPU 'Z80' (known: V100-32GB, V100-16GB, GTX1080Ti, "
          "P100, T4, A100-40GB, A100-80GB, H100, H200, H100-PCIe, A10, L4, L40S, A40, RTX3090, RTX4090, "
          "TPUv4); a GPU outside the "
          "catalogue is given by its datasheet: gpu: {name, tflops, memory_gib, memory_gbps}"),
    # non-positive counts and bandwidths; wrong types
    ("""
     machines:
       - name: a
         gpu: T4
         count: 0
     """, "topo.yaml:4:12: error: machine 'a': count must be positive, got 0"),
    ("""
     machines:
       - {name: a, gpu: T4, count: -3}
     """, "topo.yaml:2:31: error: machine 'a': count must be positive, got -3"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 2.5}
     """, "topo.yaml:2:31: error: machine 'a': count must be an integer, got 2.5"),
    ("""
     machines:
       - {name: a, gpu: T4, count: yes}
     """, "topo.yaml:2:31: error: machine 'a': count must be an integer, got true"),
    ("""
     machines:
       - {name: a, gpu: T4, count: '4'}
     """, "topo.yaml:2:31: error: machine 'a': count must be an integer, got '4'"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1, intra_gbps: 0}
     """, "topo.yaml:2:46: error: machine 'a': intra_gbps must be a finite positive number (Gbps), got 0"),
    # a subnormal or huge bandwidth overflowed the simulators' transfer times (session 33's topology fuzz)
    ("""
     machines:
       - {name: a, gpu: T4, count: 2, intra_gbps: 1.0e-320}
     """, "topo.yaml:2:46: error: machine 'a': intra_gbps must be between 1e-06 and 1e+09 Gbps, got 1e-320"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 2, nic_gbps: 1.0e+308}
     """, "topo.yaml:2:44: error: machine 'a': nic_gbps must be between 1e-06 and 1e+09 Gbps, got 1e+308"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1, nic_gbps: -10}
     """, "topo.yaml:2:44: error: machine 'a': nic_gbps must be a finite positive number (Gbps), got -10"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1, nic_gbps: .inf}
     """, "topo.yaml:2:44: error: machine 'a': nic_gbps must be a finite positive number (Gbps), got inf"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1, nic_gbps: fast}
     """, "topo.yaml:2:44: error: machine 'a': nic_gbps must be a number (Gbps), got 'fast'"),
    ("""
     machines:
       - {name: 7, gpu: T4, count: 1}
     """, "topo.yaml:2:12: error: machine #1: name must be a non-empty string, got 7"),
    ("""
     machines:
       - {name: a, gpu: [T4], count: 1}
     """, "topo.yaml:2:20: error: machine 'a': gpu must be a catalogue GPU name or a mapping {name, tflops, "
          "memory_gib, memory_gbps} (docs/topology.md), got [\"T4\"]"),
    # duplicate machine names
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
       - {name: a, gpu: P100, count: 1}
     """, "topo.yaml:4:12: error: duplicate machine name 'a' (first defined on line 2)"),
    # links naming unknown machines, a machine to itself, duplicates, bad gbps
    ("""
     machines:
       - {name: gpu-a, gpu: T4, count: 1}
       - {name: gpu-b, gpu: T4, count: 1}
     links:
       - {a: gpu-a, b: gpu-c, gbps: 5}
     """, "topo.yaml:5:19: error: link #1: unknown machine 'gpu-c'; did you mean 'gpu-b'? "
          "(machines: gpu-a, gpu-b)"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
     links:
       - {a: b, b: b, gbps: 5}
     """, "topo.yaml:5:5: error: link b-b: links a machine to itself (use the machine's intra_gbps)"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
     links:
       - {a: a, b: b, gbps: 5}
       - {a: b, b: a, gbps: 6}
     """, "topo.yaml:6:5: error: link b-a: duplicate link for this machine pair (first on line 5)"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
     links:
       - {a: a, b: b, gbps: 0}
     """, "topo.yaml:5:24: error: link a-b: gbps must be a finite positive number (Gbps), got 0"),
    # unknown and missing keys
    ("""
     machines:
       - {name: a, gpu: T4, cont: 1}
     """, "topo.yaml:2:24: error: machine 'a': unknown key 'cont'; did you mean 'count'? "
          "(expected: name, gpu, count, intra_gbps, nic_gbps)"),
    ("""
     machines:
       - {name: a, count: 1}
     """, "topo.yaml:2:5: error: machine 'a': missing key 'gpu'"),
    ("""
     machines:
       - {gpu: T4, count: 1}
     """, "topo.yaml:2:5: error: machine #1: missing key 'name'"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
     links:
       - {a: a, b: b, gbp: 5}
     """, "topo.yaml:5:18: error: link #1: unknown key 'gbp'; did you mean 'gbps'? (expected: a, b, gbps)"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
       - {name: b, gpu: T4, count: 1}
     links:
       - {a: a, b: b}
     """, "topo.yaml:5:5: error: link #1: missing key 'gbps'"),
    ("""
     name: t
     machine:
       - {name: a, gpu: T4, count: 1}
     """, "topo.yaml:2:1: error: topology: unknown key 'machine'; did you mean 'machines'? "
          "(expected: name, machines, links)"),
    ("""
     name: t
     """, "topo.yaml:1:1: error: topology: missing key 'machines'"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1, count: 2}
     """, "topo.yaml:2:34: error: duplicate key 'count' (first on line 2)"),
    # wrong shapes
    ("""
     - {name: a, gpu: T4, count: 1}
     """, "topo.yaml:1:1: error: a topology must be a mapping with keys 'name', 'machines', 'links'"),
    ("""
     machines: {name: a, gpu: T4, count: 1}
     """, "topo.yaml:1:11: error: 'machines' must be a list of machines, got {\"name\": \"a\", \"gpu\": \"T4\", "
          "\"count\": 1}"),
    ("""
     machines: []
     """, "topo.yaml:1:11: error: 'machines' is empty: a topology needs at least one machine"),
    ("""
     machines:
       - T4
     """, "topo.yaml:2:5: error: machine #1: expected a mapping with keys name, gpu, count, intra_gbps, nic_gbps, "
          "got 'T4'"),
    ("""
     machines:
       - {name: a, gpu: T4, count: 1}
     links: {a: a, b: b, gbps: 1}
     """, "topo.yaml:3:8: error: 'links' must be a list of {a, b, gbps} entries, got {\"a\": \"a\", \"b\": \"b\", "
          "\"gbps\": 1}"),
    ("""
     name: 3
     machines:
       - {name: a, gpu: T4, count: 1}
     """, "topo.yaml:1:7: error: topology name must be a non-empty string, got 3"),
    # YAML syntax errors carry the parser's position
    ("""
     machines:
       - {name: a, gpu: T4, count: 1
     """, "topo.yaml:3:1: error: invalid YAML: expected ',' or '}', but got '<stream end>'"),
    ("", "topo.yaml: error: empty topology: expected a mapping with 'machines'"),
    # escapes bring in what the raw-text check refuses: a line break split the status and error lines
    # (a spoofed `error:` line), a bidi override reordered them (session 34's sweep)
    ("""
     machines:
       - {name: "a\\nerror: spoofed", gpu: T4, count: 1}
     """, "topo.yaml:2:12: error: machine #1: name must be printable text: it holds the control character U+000A"),
    ("""
     name: "lab\\u202e"
     machines:
       - {name: a, gpu: T4, count: 1}
     """, "topo.yaml:1:7: error: topology name must be printable text: it holds the control character U+202E"),
])
def test_errors(text: str, expected: str) -> None:
    assert error_of(text) == expected


def test_error_line_points_into_a_real_file(tmp_path: Path) -> None:
    path = tmp_path / "topo.yaml"
    path.write_text("# header\nname: x\nmachines:\n  - {name: v100, gpu: V100-32GB, count: 4}\n"
                    "  - {name: gtx0, gpu: GTX1080, count: 2}\n")
    with pytest.raises(TagError) as info:
        load_topology(str(path))
    assert str(info.value) == (f"{path}:5:23: error: machine 'gtx0': unknown GPU 'GTX1080' "
                               "(did you mean GTX1080Ti?)")
    assert info.value.span is not None and info.value.span.line == 5


def test_bad_specs(tmp_path: Path) -> None:
    with pytest.raises(TagError, match=r"^error: unknown topology 'testbd': not a file, and not a built-in "
                       r"\(testbed, cloud, random:SEED\); did you mean 'testbed'\?$"):
        load_topology("testbd")
    with pytest.raises(TagError, match=r"^.*nothere\.yaml: error: no such topology file$"):
        load_topology(str(tmp_path / "nothere.yaml"))
    for bad in ("random:", "random:x", "random:-1", "random:1.5"):
        with pytest.raises(TagError, match="non-negative integer seed"):
            load_topology(bad)
    with pytest.raises(TagError, match="non-negative integer"):
        random_topology(-1)
    with pytest.raises(TagError, match="unknown built-in topology 'clod'; did you mean 'cloud'"):
        builtin_topology("clod")
    (tmp_path / "bin.yaml").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(TagError, match="not UTF-8"):
        load_topology(str(tmp_path / "bin.yaml"))


# ------------------------------------------------------------------------------ built-ins
def _gpus(topo: Topology) -> dict[str, int]:
    out: dict[str, int] = {}
    for m in topo.machines:
        out[m.chip.name] = out.get(m.chip.name, 0) + m.count
    return out


def test_testbed_matches_paper() -> None:
    topo = load_topology("testbed")
    assert list_builtin_topologies() == ["testbed", "cloud"]
    assert len(topo.machines) == 7 and len(topo.devices) == 16
    assert _gpus(topo) == {"V100-32GB": 4, "GTX1080Ti": 8, "P100": 4}
    assert [m.count for m in topo.machines] == [4, 2, 2, 2, 2, 2, 2]
    assert topo.machines[0].intra_bps == 100e9            # NVLink 2 quad of a DGX-1V: the hardware catalogue's
    assert topo.machines[0].intra_bps == link_for_group(get_preset("v100-nvlink"), 4).bandwidth_bytes_per_s
    assert all(m.intra_bps == 15.75e9 / 2 for m in topo.machines[1:])            # PCIe 3.0 x16 shared by 2
    assert len(topo.inter_bps) == 21 and set(topo.inter_bps.values()) == {100 * G}   # one 100 Gbps switch


def test_cloud_matches_paper() -> None:
    topo = builtin_topology("Cloud")
    assert len(topo.machines) == 6 and len(topo.devices) == 32
    assert _gpus(topo) == {"V100-16GB": 16, "T4": 16}
    assert [m.count for m in topo.machines] == [8, 8, 4, 4, 4, 4]
    assert len(topo.inter_bps) == 15 and set(topo.inter_bps.values()) == {10 * G}


@pytest.mark.parametrize("name", ["testbed", "cloud"])
def test_examples_equal_builtins(name: str) -> None:
    assert load_topology(EXAMPLES / f"{name}.yaml") == load_topology(name)


def test_custom_example_with_link_override() -> None:
    topo = load_topology(str(EXAMPLES / "two_sites.yaml"))
    assert topo.name == "two-sites"
    assert [m.name for m in topo.machines] == ["a100", "v100", "gtx", "t4"]
    assert len({m.chip.name for m in topo.machines}) == 4
    assert topo.machines[2].intra_bps == 63 * G
    assert topo.inter_bps == {(0, 1): 200 * G, (0, 2): 25 * G, (0, 3): 25 * G,
                              (1, 2): 25 * G, (1, 3): 25 * G, (2, 3): 100 * G}


# ------------------------------------------------------------------------------ random
def test_random_is_deterministic_and_seed_dependent() -> None:
    assert load_topology("random:7") == random_topology(7)
    assert random_topology(7).name == "random:7"
    dumps = {dump_topology(random_topology(s)) for s in range(20)}
    assert len(dumps) == 20


def test_random_ranges_over_many_seeds() -> None:
    n_machines, counts, gpus, intra, inter = set(), set(), set(), set(), set()
    for seed in range(300):
        topo = random_topology(seed)
        n = len(topo.machines)
        n_machines.add(n)
        assert 1 <= n <= 6
        assert set(topo.inter_bps) == {(a, b) for a in range(n) for b in range(a + 1, n)}
        for m in topo.machines:
            counts.add(m.count)
            gpus.add(m.chip.name)
            intra.add(bps_to_gbps(m.intra_bps))
        inter.update(bps_to_gbps(v) for v in topo.inter_bps.values())
    assert n_machines == set(range(1, 7))
    assert counts == set(range(1, 9))
    assert gpus == set(RANDOM_GPUS)
    assert min(intra) >= 64 and max(intra) <= 160 and len(intra) > 60
    assert min(inter) >= 20 and max(inter) <= 50 and len(inter) == 31   # every whole Gbps in [20, 50]


# ------------------------------------------------------------------------------ round trip
def test_gbps_conversion_round_trips() -> None:
    for g in (1, 10, 64, 100, 160, 25.5, 0.1, 1 / 3, 123.456789, 1e-3):
        assert bps_to_gbps(gbps_to_bps(g)) == g or gbps_to_bps(bps_to_gbps(gbps_to_bps(g))) == gbps_to_bps(g)
    for bps in (12.5e9, 1e9 / 3, 7.77e8, 123456789.123):
        assert gbps_to_bps(bps_to_gbps(bps)) == bps
    assert isinstance(bps_to_gbps(20e9), int)


@pytest.mark.parametrize("spec", ["testbed", "cloud", "random:0", "random:11", "random:123",
                                  str(EXAMPLES / "two_sites.yaml"), str(EXAMPLES / "lab_custom_gpus.yaml")])
def test_dump_round_trips(spec: str) -> None:
    topo = load_topology(spec)
    text = dump_topology(topo)
    assert parse_topology(text, "dumped.yaml") == topo
    assert dump_topology(parse_topology(text)) == text


def test_dump_writes_only_overridden_links_and_odd_values() -> None:
    topo = parse("""
        name: 'weird: name'
        machines:
          - {name: 'yes', gpu: T4, count: 1, intra_gbps: 0.1, nic_gbps: 33.3}
          - {name: '1', gpu: H100, count: 8, intra_gbps: 3600, nic_gbps: 400}
          - {name: c, gpu: P100, count: 2, nic_gbps: 33.3}
        links:
          - {a: '1', b: c, gbps: 1.2345}
    """)
    text = dump_topology(topo)
    assert parse_topology(text) == topo
    assert text.count("gbps: 1.2345") == 1 and "links:" in text and text.count("{a:") == 1


def test_sizes_are_bounded_before_any_work():
    """A huge `count` (which made `tag plan` allocate without bound) or too many GPUs or machines is
    an error at the offending value."""
    from tag.core.topology import MAX_DEVICES, MAX_GPUS_PER_MACHINE, MAX_MACHINES
    from tag.dialects.diagnostics import TagError

    with pytest.raises(TagError, match=r"big\.yaml:3:33: .*count 1000000000000 is more than the 4096 GPUs"):
        parse_topology("name: x\nmachines:\n  - {name: a, gpu: V100, count: 1000000000000}\n", "big.yaml")
    n = MAX_DEVICES // MAX_GPUS_PER_MACHINE + 1
    text = "machines:\n" + "".join(f"  - {{name: m{i}, gpu: T4, count: {MAX_GPUS_PER_MACHINE}}}\n" for i in range(n))
    with pytest.raises(TagError, match=rf"many\.yaml:{n + 1}:\d+: error: machine 'm{n - 1}': .*more than {MAX_DEVICES} GPUs in all"):
        parse_topology(text, "many.yaml")
    text = "machines:\n" + "".join(f"  - {{name: m{i}, gpu: T4, count: 1}}\n" for i in range(MAX_MACHINES + 1))
    with pytest.raises(TagError, match=rf"at most {MAX_MACHINES} are supported"):
        parse_topology(text, "wide.yaml")
    assert len(parse_topology(f"machines:\n  - {{name: a, gpu: T4, count: {MAX_GPUS_PER_MACHINE}}}\n").devices) == \
        MAX_GPUS_PER_MACHINE


def test_bandwidths_in_exponent_notation_are_numbers() -> None:
    """PyYAML reads YAML 1.1 floats only: `1e3` (no dot, no exponent sign) loaded as the string '1e3'
    and was refused as not a number."""
    topo = parse("""
    machines:
      - {name: a, gpu: T4, count: 2, intra_gbps: 1e3, nic_gbps: 2.5E1}
    """)
    assert topo.machines[0].intra_bps == 1e3 * 1e9 / 8 and topo.machines[0].nic_bps == 25 * 1e9 / 8


# ------------------------------------------------------------------------------ GPUs outside the catalogue
LAB_GPU = ("{name: LabGPU, tflops: {f32: 82.6, tf32: 82.6, bf16: 165.2, f16: 165.2, f8: 330.3}, "
           "memory_gib: 24, memory_gbps: 1008}")


def test_a_gpu_outside_the_catalogue_is_given_by_its_datasheet() -> None:
    """`gpu:` as a mapping: dense peaks in TFLOP/s, memory in GiB, memory bandwidth in GB/s; matrix units
    default to the listed tf32/bf16/f16/f8/i8; `like:` starts from a catalogue chip. The topology dumps
    (as `tag apply` writes it beside a program) and loads back equal, and the fingerprint a strategy
    carries tells two different custom chips of one name apart."""
    topo = parse(f"""
        machines:
          - {{name: ws, gpu: {LAB_GPU}, count: 2, nic_gbps: 25}}
          - {{name: mig, gpu: {{name: A100-20GB, like: A100-40GB, memory_gib: 20}}, count: 1}}
          - {{name: old, gpu: {{name: K80, tflops: {{f32: 4.4, f64: 1.45}}, memory_gib: 12, memory_gbps: 240}}, count: 2}}
    """)
    ws, mig, old = (m.chip for m in topo.machines)
    assert ws.peak_flops_for("bf16") == 165.2e12 and ws.memory_bytes == 24 << 30 and ws.memory_bandwidth == 1008e9
    assert ws.on_matrix_units("f8") and ws.on_matrix_units("tf32") and not ws.on_matrix_units("f32")
    a100 = get_chip("A100-40GB")
    assert mig.peak_flops == a100.peak_flops and mig.matrix_dtypes == a100.matrix_dtypes
    assert mig.memory_bytes == 20 << 30 and mig.memory_bandwidth == a100.memory_bandwidth
    assert old.matrix_dtypes == () and old.peak_flops_for("f16") == 4.4e12
    text = dump_topology(topo)
    assert parse_topology(text, "dumped.yaml") == topo and dump_topology(parse_topology(text)) == text
    from tag.core.topology import topology_fingerprint
    faster = parse(f"machines:\n  - {{name: ws, gpu: {LAB_GPU.replace('82.6, tf32', '90, tf32')}, count: 2, nic_gbps: 25}}\n")
    same = parse(f"machines:\n  - {{name: ws, gpu: {LAB_GPU}, count: 2, nic_gbps: 25}}\n")
    assert topology_fingerprint(faster) != topology_fingerprint(same)
    assert topology_fingerprint(same) == topology_fingerprint(parse_topology(dump_topology(same)))
    # catalogue chips keep their fingerprint form (strategies planned before still match)
    assert topology_fingerprint(load_topology("testbed")) == topology_fingerprint(
        parse_topology(dump_topology(load_topology("testbed"))))


@pytest.mark.parametrize("gpu, expected", [
    ("{name: V100, tflops: {f32: 1}, memory_gib: 1, memory_gbps: 1}",
     "topo.yaml:2:37: error: machine 'a': gpu: name 'V100' is a catalogue GPU; give the custom GPU another name "
     "(or `like: V100` to start from the catalogue's values)"),
    ("{name: X, tflops: {f32: 1}, memory_gib: 1}", "topo.yaml:2:30: error: machine 'a': gpu: missing key 'memory_gbps'"),
    ("{name: X, tflops: {fp32: 1}, memory_gib: 1, memory_gbps: 1}",
     "topo.yaml:2:49: error: machine 'a': gpu: tflops: unknown element type 'fp32'; did you mean 'f32'? "
     "(expected: f64, f32, tf32, bf16, f16, f8, i8, i4)"),
    ("{name: X, tflops: {bf16: 100}, memory_gib: 1, memory_gbps: 1}",
     "topo.yaml:2:30: error: machine 'a': gpu: custom GPU 'X': needs an f32 peak (tflops: {f32: ...}) or `like`"),
    ("{name: X, tflops: {f32: 1e9}, memory_gib: 1, memory_gbps: 1}",
     "topo.yaml:2:54: error: machine 'a': gpu: tflops: f32 must be between 0.001 and 1e+06 TFLOP/s, got 1000000000.0"),
    ("{name: X, tflops: {f32: 1}, memory_gib: .nan, memory_gbps: 1}",
     "topo.yaml:2:70: error: machine 'a': gpu: memory_gib must be a finite number (GiB), got nan"),
    ("{name: X, tflops: {f32: 1}, memory_gib: 1, memory_gbps: 1, matrix: [bf16]}",
     "topo.yaml:2:98: error: machine 'a': gpu: matrix: 'bf16' has no peak in tflops"),
    ("{name: X, like: Z80, memory_gib: 1}", "topo.yaml:2:46: error: machine 'a': gpu: like: unknown GPU 'Z80' (known: "),
    ("{name: X, like: T4, cores: 1}", "topo.yaml:2:50: error: machine 'a': gpu: unknown key 'cores'"),
])
def test_custom_gpu_errors_are_located(gpu: str, expected: str) -> None:
    assert error_of(f"machines:\n  - {{name: a, count: 1, gpu: {gpu}}}\n").startswith(expected)


def test_one_name_one_chip() -> None:
    """Two machines naming one custom GPU with different values: which is meant is unclear (and the
    simulators key chips by name)."""
    text = (f"machines:\n  - {{name: a, count: 1, gpu: {LAB_GPU}}}\n"
            f"  - {{name: b, count: 1, gpu: {LAB_GPU.replace('memory_gib: 24', 'memory_gib: 48')}}}\n")
    assert error_of(text).startswith("topo.yaml:3:30: error: machine 'b': GPU 'LabGPU' differs from the one of "
                                     "that name on line 2: one name, one chip")
    same = f"machines:\n  - {{name: a, count: 1, gpu: {LAB_GPU}}}\n  - {{name: b, count: 2, gpu: {LAB_GPU}}}\n"
    assert [m.chip.name for m in parse(same).machines] == ["LabGPU", "LabGPU"]


def test_names_with_surrounding_white_space_are_refused() -> None:
    """Machines `a` and `a ` were two machines whose names print alike (a link to `a` reached one)."""
    text = "machines:\n  - {name: a, gpu: T4, count: 1}\n  - {name: 'a ', gpu: T4, count: 1}\n"
    assert error_of(text).startswith("topo.yaml:3:12: error: machine #2: name 'a ' starts or ends with white space")
