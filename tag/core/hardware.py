"""The hardware catalogue of TAG: chips, links and interconnect presets.

Every number is a public datasheet peak (dense, no sparsity) and cites its source in a comment.
Where a datasheet is silent, the value is a documented modelling assumption (marked ASSUMPTION).

Model:
- A `Chip` has a peak FLOP/s per element type, a memory capacity and a memory bandwidth, the element
  types its matrix units run (`matrix_dtypes`: tensor cores, MXU) and optionally its own
  `KernelModel` (a measured host, `tag calibrate`); GPUs share the fitted `GPU_KERNELS`.
- A `KernelModel` says how close real kernels come to those peaks (docs/calibration.md):
      t(kernel) = launch_s + max(flops / (efficiency(class) · peak(dtype)),
                                 bytes / (memory_efficiency · memory_bandwidth))
- A `Link` is one direction of one device's connection into a device group: `bandwidth_bytes_per_s`
  bytes/s a device can send while every other group member sends at the same time (contention is
  already folded in by `link_for_group`), plus a per-message `latency_s`. `ring_directions` is how
  many disjoint ring directions a ring collective can drive at once (2 on a torus axis with
  wraparound, whose +/- links are separate wires; 1 on a switch, where a device's egress is the cap).
  `topology` is "switch" (non-blocking), "ring" (torus axis) or "bus" (shared PCIe host bridge).
- A `HardwarePreset` is a chip plus how groups talk: inside a scale-up domain of `node_size`
  devices (`intra`) and across domains (`inter`). Groups are assumed to be laid out contiguously
  (devices 0..node_size-1 share a node); `link_for_devices` checks actual ids.
"""
from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from tag.dialects.diagnostics import TagError

from .calibration import GPU_KERNELS, KernelModel

GB = 1e9
TFLOPS = 1e12
GIB = 1 << 30

# Dtype families used for the fallback rules of `Chip.peak_flops_for`.
_FLOAT8 = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3", "f8E3M4")
_INT_NARROW = ("i8", "si8", "ui8", "i4", "si4", "ui4")


def _norm(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


@dataclass(frozen=True)
class Chip:
    """One accelerator. `peak_flops` maps an MLIR element-type name to dense peak FLOP/s (OP/s for
    integers); `memory_bandwidth` is bytes/s of device memory."""

    name: str
    peak_flops: Mapping[str, float]
    memory_bytes: int
    memory_bandwidth: float
    aliases: tuple[str, ...] = ()
    matrix_dtypes: tuple[str, ...] = ()
    kernels: KernelModel | None = None

    @property
    def kernel_model(self) -> KernelModel:
        """This chip's own measured kernel model, else the fitted GPU one."""
        return self.kernels if self.kernels is not None else GPU_KERNELS

    def on_matrix_units(self, dtype: str) -> bool:
        """Whether dots/convolutions of `dtype` run on matrix units (listed with their own peak)."""
        return dtype in self.matrix_dtypes and dtype in self.peak_flops

    def peak_flops_for(self, dtype: str) -> float:
        """Peak FLOP/s for an element type, with these fallbacks when the chip has no entry:
        - f8 types → f16/bf16 rate (no FP8 units: computed in 16-bit);
        - bf16 → f32 rate (no bf16 units before Ampere: XLA upcasts bf16 math to f32);
        - f16 → f32 rate (e.g. GP102 runs FP16 at 1/64 rate, so libraries compute in f32);
        - tf32 → f32; 8/4-bit ints → i8, then f32 rate; 16/32/64-bit ints and i1 → f32 rate
          (vector ALUs); f64 → f32/32 (consumer-grade FP64 ratio); complex<T> → T/4 (4 real
          multiplies per complex multiply); unknown → f32 rate.
        """
        table = self.peak_flops
        if dtype in table:
            return table[dtype]
        f32 = table["f32"]
        if dtype.startswith("complex<") and dtype.endswith(">"):
            return self.peak_flops_for(dtype[len("complex<"):-1]) / 4.0
        if dtype in _FLOAT8:
            for alt in ("f8", "bf16", "f16"):
                if alt in table:
                    return table[alt]
            return f32
        if dtype in ("bf16", "f16"):
            return f32
        if dtype in _INT_NARROW:
            return table.get("i8", f32)
        if dtype == "f64":
            return f32 / 32.0
        return f32

    def matches(self, name: str) -> bool:
        key = _norm(name)
        return key == _norm(self.name) or any(key == _norm(a) for a in self.aliases)


@dataclass(frozen=True)
class Link:
    """One direction of one device's link into its group (see module docstring)."""

    bandwidth_bytes_per_s: float
    latency_s: float
    ring_directions: int = 1
    topology: str = "switch"
    name: str = ""

    def __post_init__(self) -> None:
        if self.bandwidth_bytes_per_s <= 0 or self.latency_s < 0 or self.ring_directions not in (1, 2):
            raise TagError(f"invalid link {self}: bandwidth must be > 0, latency >= 0, ring_directions 1 or 2")
        if self.topology not in ("switch", "ring", "bus"):
            raise TagError(f"invalid link topology '{self.topology}' (expected switch, ring or bus)")


@dataclass(frozen=True)
class HardwarePreset:
    """A chip plus its interconnect.

    - `intra`: link inside a scale-up domain of `node_size` devices (NVSwitch node, PCIe host, TPU
      torus slice). For topology "bus", `intra.bandwidth_bytes_per_s` is the per-device port and
      `bus_bandwidth` the aggregate shared by all concurrent transfers of a group.
    - `inter`: link between domains (NIC per device); None = a single domain of any size.
    - `intra_by_group_size`: optional per-group-size bandwidth override for irregular domains
      (DGX-1 hybrid cube-mesh), the largest key <= group size applies.
    """

    name: str
    chip: Chip
    intra: Link
    node_size: int
    inter: Link | None = None
    bus_bandwidth: float | None = None
    intra_by_group_size: Mapping[int, float] = field(default_factory=dict)
    description: str = ""


# ---------------------------------------------------------------------------------------- chips
# Matrix units (tensor cores): Volta runs f16; Turing adds i8/i4; Ampere adds tf32 and bf16 (f32 dots
# run as TF32 unless the program asks for HIGHEST, `cost_model.compute_dtype`); Hopper and Ada add f8.
# Pascal (P100's f16 is packed half2 on the vector units) and GP102 have none.
_AMPERE_MATRIX = ("tf32", "bf16", "f16", "i8")
_HOPPER_MATRIX = ("tf32", "bf16", "f16", "f8", "i8")
_CHIPS: tuple[Chip, ...] = (
    # NVIDIA Tesla V100 SXM2 datasheet (2018): FP64 7.8 TF, FP32 15.7 TF, Tensor (FP16) 125 TF,
    # 32 GB HBM2, 900 GB/s.
    Chip("V100-32GB", {"f64": 7.8 * TFLOPS, "f32": 15.7 * TFLOPS, "f16": 125 * TFLOPS},
         32 * GIB, 900 * GB, ("V100", "Tesla V100", "V100-SXM2-32GB", "V100_32GB"), matrix_dtypes=("f16",)),
    # Same datasheet, 16 GB variant.
    Chip("V100-16GB", {"f64": 7.8 * TFLOPS, "f32": 15.7 * TFLOPS, "f16": 125 * TFLOPS},
         16 * GIB, 900 * GB, ("V100-SXM2-16GB", "V100_16GB"), matrix_dtypes=("f16",)),
    # NVIDIA GeForce GTX 1080 Ti spec page / GP102: 3584 cores x 1582 MHz boost x 2 = 11.34 TF FP32,
    # FP64 at 1/32 rate, DP4A int8 = 4x FP32; 11 GB GDDR5X at 484 GB/s. FP16 falls back to f32 rate.
    Chip("GTX1080Ti", {"f64": 11.34 / 32 * TFLOPS, "f32": 11.34 * TFLOPS, "i8": 45.4 * TFLOPS},
         11 * GIB, 484 * GB, ("GTX 1080 Ti", "1080Ti", "GeForce GTX 1080 Ti", "GTX-1080Ti")),
    # NVIDIA Tesla P100 PCIe datasheet (16 GB): FP64 4.7 TF, FP32 9.3 TF, FP16 18.7 TF, 732 GB/s.
    Chip("P100", {"f64": 4.7 * TFLOPS, "f32": 9.3 * TFLOPS, "f16": 18.7 * TFLOPS},
         16 * GIB, 732 * GB, ("Tesla P100", "P100-16GB", "P100-PCIE-16GB")),
    # NVIDIA T4 datasheet: FP32 8.1 TF, mixed FP16/FP32 tensor 65 TF, INT8 130 TOPS, INT4 260 TOPS,
    # 16 GB GDDR6 at 320 GB/s. FP64 at 1/32 of FP32 (Turing TU104).
    Chip("T4", {"f64": 8.1 / 32 * TFLOPS, "f32": 8.1 * TFLOPS, "f16": 65 * TFLOPS, "i8": 130 * TFLOPS,
                "i4": 260 * TFLOPS}, 16 * GIB, 320 * GB, ("Tesla T4",),
         matrix_dtypes=("f16", "i8", "i4")),
    # NVIDIA A100 datasheet (40 GB): FP64 tensor 19.5 TF, FP32 19.5 TF, TF32 156 TF, BF16/FP16 312 TF,
    # INT8 624 TOPS; HBM2 1,555 GB/s.
    Chip("A100-40GB", {"f64": 19.5 * TFLOPS, "f32": 19.5 * TFLOPS, "tf32": 156 * TFLOPS, "bf16": 312 * TFLOPS,
                       "f16": 312 * TFLOPS, "i8": 624 * TFLOPS}, 40 * GIB, 1555 * GB,
         ("A100", "A100-SXM4-40GB", "A100-PCIE-40GB", "A100_40GB"), matrix_dtypes=_AMPERE_MATRIX),
    # NVIDIA A100 datasheet (80 GB SXM): same peaks, HBM2e 2,039 GB/s.
    Chip("A100-80GB", {"f64": 19.5 * TFLOPS, "f32": 19.5 * TFLOPS, "tf32": 156 * TFLOPS, "bf16": 312 * TFLOPS,
                       "f16": 312 * TFLOPS, "i8": 624 * TFLOPS}, 80 * GIB, 2039 * GB,
         ("A100-SXM4-80GB", "A100_80GB"), matrix_dtypes=_AMPERE_MATRIX),
    # NVIDIA H100 SXM5 datasheet: FP64 tensor 67 TF, FP32 67 TF, TF32 494.5, BF16/FP16 989.5,
    # FP8 1,979, INT8 1,979 TOPS (dense = half the sparse figures); 80 GB HBM3 at 3.35 TB/s.
    Chip("H100", {"f64": 67 * TFLOPS, "f32": 67 * TFLOPS, "tf32": 494.5 * TFLOPS, "bf16": 989.5 * TFLOPS,
                  "f16": 989.5 * TFLOPS, "f8": 1979 * TFLOPS, "i8": 1979 * TFLOPS}, 80 * GIB, 3350 * GB,
         ("H100-SXM", "H100-SXM5-80GB", "H100-80GB"), matrix_dtypes=_HOPPER_MATRIX),
    # NVIDIA H200 SXM datasheet: same compute as H100 SXM; 141 GB HBM3e at 4.8 TB/s.
    Chip("H200", {"f64": 67 * TFLOPS, "f32": 67 * TFLOPS, "tf32": 494.5 * TFLOPS, "bf16": 989.5 * TFLOPS,
                  "f16": 989.5 * TFLOPS, "f8": 1979 * TFLOPS, "i8": 1979 * TFLOPS}, 141 * GB, 4800 * GB,
         ("H200-SXM", "H200-141GB"), matrix_dtypes=_HOPPER_MATRIX),
    # NVIDIA H100 PCIe datasheet: FP64 26 TF, FP32 51 TF, TF32 378, BF16/FP16 756, FP8/INT8 1,513
    # (dense = half the sparse figures); 80 GB HBM2e at 2.0 TB/s.
    Chip("H100-PCIe", {"f64": 26 * TFLOPS, "f32": 51 * TFLOPS, "tf32": 378 * TFLOPS, "bf16": 756 * TFLOPS,
                       "f16": 756 * TFLOPS, "f8": 1513 * TFLOPS, "i8": 1513 * TFLOPS}, 80 * GIB, 2000 * GB,
         ("H100-PCIE-80GB", "H100 PCIe"), matrix_dtypes=_HOPPER_MATRIX),
    # NVIDIA A10 datasheet: FP32 31.2 TF, TF32 62.5, BF16/FP16 125, INT8 250 (dense); 24 GB GDDR6 at
    # 600 GB/s; FP64 at 1/32 of FP32 (GA102). ASSUMPTION: AWS publishes no A10G datasheet (g5
    # instances); it is read as the A10.
    Chip("A10", {"f64": 31.2 / 32 * TFLOPS, "f32": 31.2 * TFLOPS, "tf32": 62.5 * TFLOPS, "bf16": 125 * TFLOPS,
                 "f16": 125 * TFLOPS, "i8": 250 * TFLOPS}, 24 * GIB, 600 * GB, ("A10G", "NVIDIA A10", "A10-24GB"),
         matrix_dtypes=_AMPERE_MATRIX),
    # NVIDIA L4 datasheet: FP32 30.3 TF, TF32 60, BF16/FP16 121, FP8/INT8 242.5 (dense = half the
    # sparse figures); 24 GB GDDR6 at 300 GB/s; FP64 at 1/64 of FP32 (AD104).
    Chip("L4", {"f64": 30.3 / 64 * TFLOPS, "f32": 30.3 * TFLOPS, "tf32": 60 * TFLOPS, "bf16": 121 * TFLOPS,
                "f16": 121 * TFLOPS, "f8": 242.5 * TFLOPS, "i8": 242.5 * TFLOPS}, 24 * GIB, 300 * GB,
         ("NVIDIA L4", "L4-24GB"), matrix_dtypes=_HOPPER_MATRIX),
    # NVIDIA L40S datasheet: FP32 91.6 TF, TF32 183, BF16/FP16 362, FP8/INT8 733 (dense); 48 GB GDDR6
    # at 864 GB/s; FP64 at 1/64 of FP32 (AD102).
    Chip("L40S", {"f64": 91.6 / 64 * TFLOPS, "f32": 91.6 * TFLOPS, "tf32": 183 * TFLOPS, "bf16": 362 * TFLOPS,
                  "f16": 362 * TFLOPS, "f8": 733 * TFLOPS, "i8": 733 * TFLOPS}, 48 * GIB, 864 * GB,
         ("NVIDIA L40S", "L40S-48GB"), matrix_dtypes=_HOPPER_MATRIX),
    # NVIDIA A40 datasheet: FP32 37.4 TF, TF32 74.8, BF16/FP16 149.7, INT8 299.3 (dense); 48 GB GDDR6
    # at 696 GB/s; FP64 at 1/64 of FP32 (GA102).
    Chip("A40", {"f64": 37.4 / 64 * TFLOPS, "f32": 37.4 * TFLOPS, "tf32": 74.8 * TFLOPS, "bf16": 149.7 * TFLOPS,
                 "f16": 149.7 * TFLOPS, "i8": 299.3 * TFLOPS}, 48 * GIB, 696 * GB, ("NVIDIA A40", "A40-48GB"),
         matrix_dtypes=_AMPERE_MATRIX),
    # NVIDIA Ampere GA102 whitepaper (GeForce RTX 3090): FP32 35.6 TF; dense tensor rates with FP32
    # accumulate (GeForce runs them at half the FP16-accumulate rate; training's dots accumulate in f32):
    # TF32 35.6, BF16/FP16 71, INT8 284; 24 GB GDDR6X at 936 GB/s; FP64 at 1/64 of FP32.
    Chip("RTX3090", {"f64": 35.6 / 64 * TFLOPS, "f32": 35.6 * TFLOPS, "tf32": 35.6 * TFLOPS, "bf16": 71 * TFLOPS,
                     "f16": 71 * TFLOPS, "i8": 284 * TFLOPS}, 24 * GIB, 936 * GB,
         ("GeForce RTX 3090", "RTX 3090", "3090"), matrix_dtypes=_AMPERE_MATRIX),
    # NVIDIA Ada GPU architecture whitepaper (GeForce RTX 4090): FP32 82.6 TF; dense tensor rates with
    # FP32 accumulate: TF32 82.6, BF16/FP16 165.2, FP8 330.3, INT8 660.6; 24 GB GDDR6X at 1,008 GB/s;
    # FP64 at 1/64 of FP32.
    Chip("RTX4090", {"f64": 82.6 / 64 * TFLOPS, "f32": 82.6 * TFLOPS, "tf32": 82.6 * TFLOPS, "bf16": 165.2 * TFLOPS,
                     "f16": 165.2 * TFLOPS, "f8": 330.3 * TFLOPS, "i8": 660.6 * TFLOPS}, 24 * GIB, 1008 * GB,
         ("GeForce RTX 4090", "RTX 4090", "4090"), matrix_dtypes=_HOPPER_MATRIX),
    # Google Cloud TPU v4 docs: 275 TF (bf16 or int8) per chip, 32 GiB HBM2 at 1,200 GB/s.
    # ASSUMPTION: f32 dots at DEFAULT precision run as one bf16 MXU pass (JAX's TPU default), so f32 is
    # listed at the bf16 rate; f16 has no MXU path and takes the f32 entry.
    Chip("TPUv4", {"f32": 275 * TFLOPS, "bf16": 275 * TFLOPS, "i8": 275 * TFLOPS}, 32 * GIB, 1200 * GB,
         ("TPU v4", "tpu-v4", "v4"), matrix_dtypes=("f32", "bf16", "i8")),
)


# ---------------------------------------------------------------------------------------- links
# PCIe 3.0 x16: 8 GT/s x 16 lanes x 128/130 / 8 = 15.75 GB/s per direction; PCIe 4.0 x16: 31.5 GB/s.
_PCIE3 = 15.75 * GB
_PCIE4 = 31.5 * GB
# ASSUMPTION: per-step software latency of a collective (NCCL launch + protocol) on NVLink/PCIe/IB.
_NVLINK_LAT = 3e-6
_PCIE_LAT = 8e-6
_NET_LAT = 10e-6
# ASSUMPTION: ICI per-hop latency on TPU.
_ICI_LAT = 1e-6


def _chip(name: str) -> Chip:
    return get_chip(name)


def _presets() -> tuple[HardwarePreset, ...]:
    return (
        # TPU v4: Cloud TPU docs give ICI 2,400 Gbps per chip over 6 links (3-D torus, +/- per axis)
        # = 50 GB/s per link, taken per direction. A mesh axis is a wraparound ring: ring collectives
        # run both directions at once; a one-way collective_permute uses one. A slice of 4096 chips
        # is one ICI domain.
        HardwarePreset("tpu-v4", _chip("TPUv4"),
                       Link(50 * GB, _ICI_LAT, ring_directions=2, topology="ring", name="ici"),
                       node_size=4096, description="TPU v4 pod slice, 3-D torus, ICI per axis"),
        # H100 SXM5 datasheet: NVLink 4 900 GB/s per GPU (both directions) = 450 GB/s each way,
        # through NVSwitch (any pair at full rate). DGX H100: 8 GPUs, 8x 400 Gb/s ConnectX-7 (one NIC
        # per GPU) = 50 GB/s per GPU between nodes.
        HardwarePreset("h100-nvlink", _chip("H100"), Link(450 * GB, _NVLINK_LAT, name="nvlink4"), 8,
                       Link(50 * GB, _NET_LAT, name="ib-ndr"), description="DGX H100: NVSwitch + NDR IB"),
        # H200 SXM datasheet: NVLink 900 GB/s, same fabric as DGX H100.
        HardwarePreset("h200-nvlink", _chip("H200"), Link(450 * GB, _NVLINK_LAT, name="nvlink4"), 8,
                       Link(50 * GB, _NET_LAT, name="ib-ndr"), description="HGX H200: NVSwitch + NDR IB"),
        # A100 SXM datasheet: NVLink 3 600 GB/s per GPU = 300 GB/s each way via NVSwitch. DGX A100:
        # 8x 200 Gb/s HDR (one per GPU) = 25 GB/s.
        HardwarePreset("a100-nvlink", _chip("A100-80GB"), Link(300 * GB, _NVLINK_LAT, name="nvlink3"), 8,
                       Link(25 * GB, _NET_LAT, name="ib-hdr"), description="DGX A100: NVSwitch + HDR IB"),
        # A100 PCIe datasheet: PCIe Gen4 x16 (64 GB/s both ways = 31.5 GB/s each way).
        # ASSUMPTION: 8 GPUs under two CPU root complexes; peer traffic of a group shares an aggregate
        # 2 x 31.5 GB/s host-bridge budget (bus model). 100 Gb/s Ethernet between hosts.
        HardwarePreset("a100-pcie", _chip("A100-40GB"), Link(_PCIE4, _PCIE_LAT, topology="bus", name="pcie4"), 8,
                       Link(12.5 * GB, _NET_LAT, name="eth-100g"), bus_bandwidth=2 * _PCIE4,
                       description="8x A100 PCIe per host, shared PCIe host bridge"),
        # V100 SXM2 datasheet: NVLink 2, 6 links x 25 GB/s each way = 150 GB/s. DGX-1V hybrid cube-mesh:
        # ASSUMPTION (topology-derived): a GPU pair shares up to 2 links (50 GB/s), a 4-GPU quad is
        # fully connected (ring uses ~4 links, 100 GB/s), 8-GPU rings use all 6 links (150 GB/s).
        # The TAG testbed joins hosts with a 100 Gb/s switch (12.5 GB/s).
        HardwarePreset("v100-nvlink", _chip("V100-32GB"), Link(150 * GB, _NVLINK_LAT, name="nvlink2"), 8,
                       Link(12.5 * GB, _NET_LAT, name="eth-100g"),
                       intra_by_group_size={2: 50 * GB, 3: 100 * GB, 5: 150 * GB},
                       description="DGX-1V hybrid cube-mesh NVLink, 100 Gb/s between hosts"),
        # V100 PCIe (16 GB, as in TAG's cloud cluster): PCIe Gen3 x16; 8 GPUs per host sharing two
        # x16 uplinks (ASSUMPTION); 10 Gb/s between hosts (TAG paper, §V: cloud cluster).
        HardwarePreset("v100-pcie", _chip("V100-16GB"), Link(_PCIE3, _PCIE_LAT, topology="bus", name="pcie3"), 8,
                       Link(1.25 * GB, _NET_LAT, name="eth-10g"), bus_bandwidth=2 * _PCIE3,
                       description="8x V100 PCIe per host, 10 Gb/s between hosts"),
        # P100 PCIe (TAG testbed, §V: 2 GPUs per host, PCIe, 100 Gb/s switch). One shared x16 uplink.
        HardwarePreset("p100-pcie", _chip("P100"), Link(_PCIE3, _PCIE_LAT, topology="bus", name="pcie3"), 2,
                       Link(12.5 * GB, _NET_LAT, name="eth-100g"), bus_bandwidth=_PCIE3,
                       description="2x P100 PCIe per host, 100 Gb/s between hosts"),
        # GTX 1080 Ti (TAG testbed, §V: 2 GPUs per host, PCIe, 100 Gb/s switch).
        HardwarePreset("gtx1080ti-pcie", _chip("GTX1080Ti"), Link(_PCIE3, _PCIE_LAT, topology="bus", name="pcie3"),
                       2, Link(12.5 * GB, _NET_LAT, name="eth-100g"), bus_bandwidth=_PCIE3,
                       description="2x GTX 1080 Ti PCIe per host, 100 Gb/s between hosts"),
        # T4 (TAG cloud cluster, §V: 4 GPUs per host, 10 Gb/s between hosts). T4 datasheet: PCIe Gen3 x16.
        HardwarePreset("t4-pcie", _chip("T4"), Link(_PCIE3, _PCIE_LAT, topology="bus", name="pcie3"), 4,
                       Link(1.25 * GB, _NET_LAT, name="eth-10g"), bus_bandwidth=_PCIE3,
                       description="4x T4 PCIe per host, 10 Gb/s between hosts"),
    )


_PRESETS: dict[str, HardwarePreset] | None = None


def _preset_table() -> dict[str, HardwarePreset]:
    global _PRESETS
    if _PRESETS is None:
        _PRESETS = {p.name: p for p in _presets()}
    return _PRESETS


def _unknown(kind: str, name: str, names: Sequence[str]) -> TagError:
    close = difflib.get_close_matches(name.lower(), [n.lower() for n in names], n=3, cutoff=0.5)
    lookup = {n.lower(): n for n in names}
    hint = f"; did you mean {', '.join(repr(lookup[c]) for c in close)}?" if close else ""
    return TagError(f"unknown {kind} '{name}'{hint} (known: {', '.join(names)})")


def list_chips() -> list[str]:
    return [c.name for c in _CHIPS]


def get_chip(name: str) -> Chip:
    """Chip by name or alias, case- and punctuation-insensitive (`v100-32gb`, `TPU v4`)."""
    for chip in _CHIPS:
        if chip.matches(name):
            return chip
    raise _unknown("chip", name, [n for c in _CHIPS for n in (c.name, *c.aliases)])


def is_catalogue_chip(chip: Chip) -> bool:
    """Whether `chip` is exactly a catalogue entry (a topology file names it; anything else is written
    out as its specification, `custom_chip`)."""
    return any(c == chip for c in _CHIPS)


# Element types a custom chip may list a peak for (`Chip.peak_flops_for` falls back for the others).
CHIP_DTYPES = ("f64", "f32", "tf32", "bf16", "f16", "f8", "i8", "i4")


def custom_chip(name: str, tflops: Mapping[str, float], memory_bytes: int, memory_bandwidth: float,
                matrix_dtypes: Sequence[str] | None = None, like: Chip | None = None) -> Chip:
    """A chip outside the catalogue, from its datasheet: dense peak TFLOP/s per element type (`CHIP_DTYPES`;
    f32 required unless `like` gives it), memory bytes and bandwidth (bytes/s); `matrix_dtypes` default
    to the listed types a matrix unit runs on the catalogue's Ampere-and-later chips (tf32, bf16, f16,
    f8, i8) — Volta-era or older chips without them should list `matrix` (or none) explicitly. With
    `like`, every value not given is that catalogue chip's. Kernel efficiencies are the fitted GPU
    model's (`GPU_KERNELS`), as for every catalogue GPU."""
    peaks = dict(like.peak_flops) if like is not None else {}
    peaks.update({k: float(v) * TFLOPS for k, v in tflops.items()})
    if "f32" not in peaks:
        raise TagError(f"custom GPU '{name}': needs an f32 peak (tflops: {{f32: ...}}) or `like`")
    if matrix_dtypes is None:
        matrix_dtypes = (like.matrix_dtypes if like is not None and not tflops else
                         tuple(d for d in ("tf32", "bf16", "f16", "f8", "i8") if d in peaks))
    return Chip(name, peaks, int(memory_bytes), float(memory_bandwidth), (), tuple(matrix_dtypes),
                like.kernels if like is not None else None)


def list_presets() -> list[str]:
    return list(_preset_table())


def get_preset(name: str | HardwarePreset) -> HardwarePreset:
    """Preset by name (case-insensitive); a `HardwarePreset` passes through."""
    if isinstance(name, HardwarePreset):
        return name
    table = _preset_table()
    for key, preset in table.items():
        if _norm(key) == _norm(name):
            return preset
    raise _unknown("hardware preset", name, list(table))


def link_for_group(preset: HardwarePreset | str, group_size: int, *, crosses_nodes: bool | None = None) -> Link:
    """The per-device link a collective over `group_size` devices runs on.

    Groups of at most `node_size` devices stay inside one node unless `crosses_nodes` says otherwise;
    larger groups are bottlenecked by the inter-node link (hierarchical algorithms are not modelled).
    Inside a node: "bus" divides the shared `bus_bandwidth` among the group's concurrent senders,
    bw = min(port, bus / n); `intra_by_group_size` overrides irregular fabrics.
    """
    preset = get_preset(preset)
    if group_size < 1:
        raise TagError(f"group size must be >= 1, got {group_size}")
    crosses = group_size > preset.node_size if crosses_nodes is None else crosses_nodes
    if crosses and preset.inter is not None:
        return preset.inter
    link = preset.intra
    bw = link.bandwidth_bytes_per_s
    if preset.intra_by_group_size:
        keys = [k for k in sorted(preset.intra_by_group_size) if k <= group_size]
        if keys:
            bw = preset.intra_by_group_size[keys[-1]]
    if link.topology == "bus" and preset.bus_bandwidth is not None and group_size > 1:
        bw = min(bw, preset.bus_bandwidth / group_size)
    return replace(link, bandwidth_bytes_per_s=bw) if bw != link.bandwidth_bytes_per_s else link


def link_for_devices(preset: HardwarePreset | str, devices: Sequence[int]) -> Link:
    """`link_for_group` for an explicit device list; nodes hold ids [k·node_size, (k+1)·node_size)."""
    preset = get_preset(preset)
    nodes = {int(d) // preset.node_size for d in devices}
    return link_for_group(preset, len(set(devices)), crosses_nodes=len(nodes) > 1)
