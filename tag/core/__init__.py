"""The neutral core under planner, transforms, distribute and runtime: the data model (`model`),
the hardware catalogue (`hardware`), the per-op cost model (`cost_model`), METIS op grouping
(`grouping`), the execution rules shared by the simulator and the lowering (`execution`), and atomic
file writes (`atomic`). Imports only `tag.dialects`."""
