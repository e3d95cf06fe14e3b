"""The training step as a graph: step lookup, flattening (calls inlined, chlo legalized), argument
roles, batch dims and the op-level `CompGraph` (`graph`). Above `tag.transforms` (flattening runs
passes), below the planner, the lowering and the runtime."""
