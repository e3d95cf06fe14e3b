"""`tag apply`: lower a strategy to per-device StableHLO pieces plus a transfer/collective schedule."""
