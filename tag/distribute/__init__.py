"""`tag apply`: lower an annotated training step (`annotations`) to per-device StableHLO pieces plus a
transfer/collective schedule (`lower`, `program`). Importing this package registers `tag-distribute`."""
from . import distribute_pass  # noqa: F401  (registers tag-distribute)
