"""Hardware catalogue: lookup, aliases, fallback rules and link selection."""
import pytest

from tag.dialects.diagnostics import TagError
from tag.core.hardware import (Chip, HardwarePreset, Link, get_chip, get_preset, link_for_devices, link_for_group,
                                  list_chips, list_presets)

REQUIRED_PRESETS = ["tpu-v4", "h100-nvlink", "h200-nvlink", "a100-pcie", "a100-nvlink", "v100-nvlink", "v100-pcie",
                    "p100-pcie", "gtx1080ti-pcie", "t4-pcie"]
PLANNER_CHIPS = ["V100-32GB", "V100-16GB", "GTX1080Ti", "P100", "T4", "A100-40GB", "A100-80GB", "H100", "H200",
                 "H100-PCIe", "A10", "L4", "L40S", "A40", "RTX3090", "RTX4090", "TPUv4"]


def test_required_presets_and_chips_exist():
    assert set(REQUIRED_PRESETS) <= set(list_presets())
    assert set(PLANNER_CHIPS) <= set(list_chips())
    for name in REQUIRED_PRESETS:
        preset = get_preset(name)
        assert isinstance(preset, HardwarePreset) and preset.name == name
        assert preset.chip.memory_bandwidth > 0 and preset.chip.memory_bytes > 0


@pytest.mark.parametrize("name,expected", [("v100-32gb", "V100-32GB"), ("gtx 1080 ti", "GTX1080Ti"),
                                           ("TPU v4", "TPUv4"), ("tesla t4", "T4"), ("a100", "A100-40GB"),
                                           ("H200", "H200"), ("a10g", "A10"), ("nvidia l4", "L4"),
                                           ("H100 PCIe", "H100-PCIe")])
def test_chip_lookup_is_case_insensitive_with_aliases(name, expected):
    assert get_chip(name).name == expected


def test_datasheet_numbers():
    assert get_chip("V100-32GB").peak_flops_for("f32") == pytest.approx(15.7e12)
    assert get_chip("V100-32GB").peak_flops_for("f16") == pytest.approx(125e12)
    assert get_chip("H100").peak_flops_for("bf16") == pytest.approx(989.5e12)
    assert get_chip("H200").memory_bandwidth == pytest.approx(4.8e12)
    assert get_chip("TPUv4").peak_flops_for("bf16") == pytest.approx(275e12)
    assert get_chip("TPUv4").memory_bandwidth == pytest.approx(1200e9)
    assert get_chip("L4").peak_flops_for("bf16") == pytest.approx(121e12)          # dense: half the sparse 242
    assert get_chip("L4").memory_bandwidth == pytest.approx(300e9)
    assert get_chip("L40S").peak_flops_for("tf32") == pytest.approx(183e12)
    assert get_chip("A10").peak_flops_for("f32") == pytest.approx(31.2e12)
    assert get_chip("H100-PCIe").memory_bandwidth == pytest.approx(2.0e12)


def test_dtype_fallbacks():
    v100, p100, gtx = get_chip("V100-32GB"), get_chip("P100"), get_chip("GTX1080Ti")
    assert v100.peak_flops_for("bf16") == v100.peak_flops_for("f32")  # Volta: no bf16 units
    assert p100.peak_flops_for("bf16") == p100.peak_flops_for("f32")  # Pascal: no bf16
    assert gtx.peak_flops_for("f16") == gtx.peak_flops_for("f32")
    assert gtx.peak_flops_for("f64") == pytest.approx(gtx.peak_flops_for("f32") / 32)
    h100 = get_chip("H100")
    assert h100.peak_flops_for("f8E4M3FN") == h100.peak_flops["f8"]
    assert h100.peak_flops_for("i32") == h100.peak_flops_for("f32")
    assert h100.peak_flops_for("complex<f32>") == pytest.approx(h100.peak_flops_for("f32") / 4)


def test_unknown_names_suggest_close_matches():
    with pytest.raises(TagError, match="h100-nvlink"):
        get_preset("h100-nvlnk")
    with pytest.raises(TagError, match="unknown chip"):
        get_chip("Z80")


def test_links_by_topology():
    tpu = link_for_group("tpu-v4", 4)
    assert tpu.topology == "ring" and tpu.ring_directions == 2
    h100 = get_preset("h100-nvlink")
    assert link_for_group(h100, 8).bandwidth_bytes_per_s == pytest.approx(450e9)
    assert link_for_group(h100, 16) == h100.inter  # larger than a node: network
    assert link_for_devices(h100, [0, 8]) == h100.inter
    assert link_for_devices(h100, [0, 7]).name == "nvlink4"
    # Shared PCIe bus: more concurrent senders, less bandwidth each.
    assert link_for_group("a100-pcie", 8).bandwidth_bytes_per_s < link_for_group("a100-pcie", 2).bandwidth_bytes_per_s
    # DGX-1 hybrid cube-mesh: larger rings use more NVLinks.
    assert (link_for_group("v100-nvlink", 2).bandwidth_bytes_per_s
            < link_for_group("v100-nvlink", 8).bandwidth_bytes_per_s)
    # PCIe presets are slower than NVLink ones.
    assert link_for_group("v100-pcie", 2).bandwidth_bytes_per_s < link_for_group("v100-nvlink", 2).bandwidth_bytes_per_s


def test_invalid_link_rejected():
    with pytest.raises(TagError):
        Link(0.0, 1e-6)
    with pytest.raises(TagError):
        Link(1e9, 1e-6, topology="mesh")


def test_chip_is_frozen():
    chip = get_chip("T4")
    assert isinstance(chip, Chip)
    with pytest.raises(Exception):
        chip.name = "x"  # type: ignore[misc]
